"""The Claims Review Committee (SPEC §3 stage 7, §11): every drafted repudiation waits for CRC votes; only members
vote, once each; a majority upholds (the denial is final, decided by people) or overturns (back to an adjuster);
votes are stored durably and each is audited; the outcome reaches the waiting execution through an outbox that
the same vote again or `ops redrive` drains; the queue and the review packet show the committee's work."""

from __future__ import annotations

import json
from typing import Any

import pytest

from clausetrail.api.internal import internal_app
from clausetrail.api.local_server import to_proxy_event
from clausetrail.domain.errors import Conflict, TransientError, ValidationFailed
from clausetrail.runtime import Runtime
from clausetrail.services import adjudication, crc, ops
from clausetrail.services.claims_views import review_packet, work_queue
from tests.fakes.flaky_workflows import FlakyWorkflows
from tests.integration.test_review_outbox_and_ops import (  # noqa: F401  (fixtures)
    events,
    new_claim,
    runtime,
    waiting_for_review,
    workflows,
)


def waiting_for_crc(rt: Runtime, token: str = "crc-tok-1", key: str = "crc-claim-0001") -> str:
    """A drafted repudiation (a rules hard stop) whose execution waits on `token` for the committee."""
    claim_id = new_claim(rt, key=key)
    rt.claims.save_facts(claim_id, {"bill_total": 1000}, "test", 0.99)
    rt.claims.update(
        claim_id, route="crc", rules_outcome={"decision": "deny", "payable_amount": 0, "hard_stop": True}
    )
    rt.claims.save_proposal(
        claim_id,
        {
            "decision": "deny",
            "payable_amount": 0,
            "line_items": [],
            "clause_ids": [],
            "route": "crc",
            "route_reasons": ["REPUDIATION_GOES_TO_THE_CRC"],
            "decided_by": "rules",
        },
    )
    crc.await_crc(rt, claim_id, token)
    return claim_id


def vote(rt: Runtime, claim_id: str, member: str, choice: str = "uphold") -> dict[str, Any]:
    return crc.cast_vote(rt, claim_id, member, choice, f"{member} says {choice}")


def test_a_majority_upholds_and_the_denial_is_final_decided_by_people(
    runtime: Runtime,  # noqa: F811
    workflows: FlakyWorkflows,  # noqa: F811
) -> None:
    claim_id = waiting_for_crc(runtime)
    assert runtime.claims.get(claim_id).status == "awaiting_crc"
    first = vote(runtime, claim_id, "crc-1")
    assert (first["outcome"], first["votes"]) == (None, {"uphold": 1, "overturn": 0})
    assert workflows.sent == []  # one vote is not a majority: the execution keeps waiting
    # nobody else may decide it meanwhile: not a review wait, and Decide refuses without an outcome
    with pytest.raises(Conflict) as review:
        adjudication.submit_review(
            runtime, claim_id, "adj-1", {"decision": "approve", "payable_amount": 1000}
        )
    assert review.value.code == "NOT_AWAITING_REVIEW"
    with pytest.raises(Conflict):
        adjudication.decide_claim(runtime, claim_id)
    second = vote(runtime, claim_id, "crc-2")
    assert second["outcome"] == "upheld"
    assert workflows.sent == [
        ("crc-tok-1", {"crc": True, "outcome": "upheld", "members": ["crc-1", "crc-2"]})
    ]
    # a third member after the majority: the committee has decided
    with pytest.raises(Conflict) as late:
        vote(runtime, claim_id, "crc-3", "overturn")
    assert late.value.code == "NOT_AWAITING_CRC"
    decided = adjudication.decide_claim(runtime, claim_id)
    assert decided == {"decision": "deny", "payable_amount": 0, "decided_by": "human"}
    claim = runtime.claims.get(claim_id)
    assert any(
        r["reason_code"] == "CRC_UPHELD" and "crc-1, crc-2" in r["finding"] for r in claim.reasons or []
    )
    log = events(runtime, claim_id)
    assert log.count("crc_vote") == 2 and log.index("crc_outcome") < log.index("decision")
    decision = next(r for r in runtime.audit.records(claim_id) if r.event == "decision")
    assert decision.payload["crc"] == {"outcome": "upheld", "members": ["crc-1", "crc-2"], "quorum": 2}
    votes = [r for r in runtime.audit.records(claim_id) if r.event == "crc_vote"]
    assert [(r.actor, r.payload["vote"]) for r in votes] == [("crc-1", "uphold"), ("crc-2", "uphold")]
    assert runtime.audit.verify(claim_id).ok
    assert runtime.claims.payments(claim_id) == []


def test_a_majority_overturns_and_the_claim_goes_to_an_adjuster(
    runtime: Runtime,  # noqa: F811
    workflows: FlakyWorkflows,  # noqa: F811
) -> None:
    claim_id = waiting_for_crc(runtime)
    vote(runtime, claim_id, "crc-1", "uphold")
    vote(runtime, claim_id, "crc-2", "overturn")
    assert workflows.sent == []  # 1 to 1: no majority yet
    assert vote(runtime, claim_id, "crc-3", "overturn")["outcome"] == "overturned"
    assert workflows.sent[-1][1]["outcome"] == "overturned"
    # an overturned repudiation is never decided on the committee's word alone
    with pytest.raises(Conflict):
        adjudication.decide_claim(runtime, claim_id)
    # the state machine's CrcOutcome sends it to the normal review wait; the adjuster decides
    adjudication.await_review(runtime, claim_id, "review-tok")
    assert runtime.claims.get(claim_id).status == "in_review"
    # the adjuster cannot deny what the committee overturned
    with pytest.raises(ValidationFailed) as deny:
        adjudication.submit_review(runtime, claim_id, "adj-1", {"decision": "deny", "payable_amount": 0})
    assert deny.value.code == "CRC_OVERTURNED_DENIAL" and runtime.claims.review(claim_id) is None
    adjudication.submit_review(runtime, claim_id, "adj-1", {"decision": "partial", "payable_amount": 600})
    assert workflows.sent[-1] == (
        "review-tok",
        {"reviewed": True, "reviewer_id": "adj-1", "decision": "partial"},
    )
    assert adjudication.decide_claim(runtime, claim_id) == {
        "decision": "partial",
        "payable_amount": 600,
        "decided_by": "human",
    }


def test_a_member_votes_once_and_only_on_a_claim_waiting_for_the_committee(
    runtime: Runtime,  # noqa: F811
    workflows: FlakyWorkflows,  # noqa: F811
) -> None:
    claim_id = waiting_for_crc(runtime)
    vote(runtime, claim_id, "crc-1")
    with pytest.raises(Conflict) as twice:
        vote(runtime, claim_id, "crc-1", "overturn")
    assert twice.value.code == "CRC_ALREADY_VOTED"
    with pytest.raises(Conflict) as again:
        vote(runtime, claim_id, "crc-1")  # the same vote, delivered already: still a 409
    assert again.value.code == "CRC_ALREADY_VOTED"
    assert [v["member_id"] for v in runtime.crc.votes(claim_id)] == ["crc-1"]
    review_claim = waiting_for_review(runtime)
    with pytest.raises(Conflict) as not_waiting:
        vote(runtime, review_claim, "crc-2")
    assert not_waiting.value.code == "NOT_AWAITING_CRC"
    assert runtime.crc.votes(review_claim) == []


def test_a_failed_send_keeps_the_votes_and_the_same_vote_again_or_ops_delivers_it(
    runtime: Runtime,  # noqa: F811
    workflows: FlakyWorkflows,  # noqa: F811
) -> None:
    claim_id = waiting_for_crc(runtime)
    vote(runtime, claim_id, "crc-1")
    workflows.fail_sends = 1
    with pytest.raises(TransientError) as failed:
        vote(runtime, claim_id, "crc-2")
    assert failed.value.code == "CRC_VOTE_NOT_DELIVERED"
    assert [v["member_id"] for v in runtime.crc.votes(claim_id)] == ["crc-1", "crc-2"]  # stored first
    assert runtime.crc.outbox(claim_id)["outcome"] == "upheld"  # type: ignore[index]
    listed = {i.id: i for i in ops.list_problems(runtime)}
    assert listed[claim_id].state == "stuck" and "CRC" in listed[claim_id].detail
    assert "ConnectionError" in ops.explain_item(runtime, claim_id)["crc_delivery"]["last_error"]
    # the same vote again is not a 409: it delivers what is stored
    assert vote(runtime, claim_id, "crc-2")["outcome"] == "upheld"
    assert [t for t, _ in workflows.sent] == ["crc-tok-1"]
    assert events(runtime, claim_id).count("crc_outcome") == 1

    # a lost execution: ops restart it, the new CRC wait gets the stored outcome (never re-voted)
    other = waiting_for_crc(runtime, token="crc-tok-9", key="crc-claim-0002")
    vote(runtime, other, "crc-1", "overturn")
    workflows.dead_tokens.add("crc-tok-9")
    with pytest.raises(TransientError):
        vote(runtime, other, "crc-3", "overturn")
    workflows.status[runtime.claims.get(other).execution_arn or ""] = "NOT_FOUND"
    assert ops.redrive(runtime, other, wait_s=0.1)["action"] == "restarted"
    crc.await_crc(runtime, other, "crc-tok-10")  # the restarted execution waits for the committee again
    assert ops.drain_outbox(runtime) == {"delivered": 1, "pending": 0}
    assert workflows.sent[-1] == (
        "crc-tok-10",
        {"crc": True, "outcome": "overturned", "members": ["crc-1", "crc-3"]},
    )
    assert other not in {i.id for i in ops.list_problems(runtime)}
    assert runtime.audit.verify(other).ok


def test_the_queue_shows_reviews_and_crc_votes_by_due_time_and_the_packet_shows_the_votes(
    runtime: Runtime,  # noqa: F811
    workflows: FlakyWorkflows,  # noqa: F811
) -> None:
    review_claim = waiting_for_review(runtime)
    crc_claim = waiting_for_crc(runtime)
    vote(runtime, crc_claim, "crc-3", "overturn")
    items = work_queue(runtime)["items"]
    assert [i["claim_id"] for i in items] == [review_claim, crc_claim]  # the older wait is due first
    assert [i["kind"] for i in items] == ["review", "crc_vote"]
    assert items[1]["votes"] == {"uphold": 0, "overturn": 1} and items[1]["quorum"] == 2
    assert items[0]["due_at"] <= items[1]["due_at"]
    packet = review_packet(runtime, crc_claim)
    assert packet["crc"]["tally"] == {"uphold": 0, "overturn": 1}
    assert [(v["member_id"], v["vote"], v["note"]) for v in packet["crc"]["votes"]] == [
        ("crc-3", "overturn", "crc-3 says overturn")
    ]
    assert "crc" not in review_packet(runtime, review_claim)


def call(method: str, path: str, body: Any = None, who: str | None = None) -> tuple[int, Any]:
    headers = {"Content-Type": "application/json"}
    if who:
        headers["X-ClauseTrail-Reviewer"] = who
    data = json.dumps(body).encode() if body is not None else b""
    result = internal_app.resolve(to_proxy_event(method, path, headers, data), None)
    return result["statusCode"], json.loads(result["body"]) if result.get("body") else None


def test_only_an_authenticated_crc_member_votes_as_themselves(
    runtime: Runtime,  # noqa: F811
    workflows: FlakyWorkflows,  # noqa: F811
) -> None:
    claim_id = waiting_for_crc(runtime)
    path = f"/internal/claims/{claim_id}/crc-votes"
    body = {"member_id": "adj-1", "vote": "uphold", "note": "n"}
    status, err = call("POST", path, body, who="adj-1")  # an adjuster is not on the committee
    assert (status, err["error"]["code"]) == (403, "NOT_A_CRC_MEMBER")
    assert call("POST", path, body | {"member_id": "crc-1"})[0] == 403  # nobody authenticated
    status, err = call("POST", path, body | {"member_id": "crc-2"}, who="crc-1")  # voting as someone else
    assert status in (400, 422) and err["error"]["code"] == "MEMBER_MISMATCH"
    status, err = call("POST", path, body | {"vote": "abstain", "member_id": "crc-1"}, who="crc-1")
    assert status in (400, 422)
    assert runtime.crc.votes(claim_id) == []
    status, got = call("POST", path, body | {"member_id": "crc-1"}, who="crc-1")
    assert status == 200 and got["votes"] == {"uphold": 1, "overturn": 0}
    status, err = call("POST", path, body | {"member_id": "crc-1"}, who="crc-1")
    assert (status, err["error"]["code"]) == (409, "CRC_ALREADY_VOTED")
    # members read the packet and the queue; the packet shows the vote
    status, packet = call("GET", f"/internal/claims/{claim_id}", who="crc-2")
    assert status == 200 and packet["crc"]["votes"][0]["member_id"] == "crc-1"
    status, queue = call("GET", "/internal/queue", who="adj-1")
    assert status == 200 and [i["claim_id"] for i in queue["items"]] == [claim_id]
    assert call("GET", "/internal/queue")[0] == 403


def test_the_cli_votes_as_a_local_crc_member_only(
    runtime: Runtime,  # noqa: F811
    workflows: FlakyWorkflows,  # noqa: F811
) -> None:
    from typer.testing import CliRunner

    from clausetrail.cli.main import app as cli

    claim_id = waiting_for_crc(runtime)
    runner = CliRunner()
    refused = runner.invoke(cli, ["claims", "crc-vote", claim_id, "--member", "adj-1", "--vote", "uphold"])
    assert refused.exit_code == 2 and "NOT_A_CRC_MEMBER" in refused.output
    for member in ("crc-1", "crc-2"):
        done = runner.invoke(cli, ["claims", "crc-vote", claim_id, "--member", member, "--vote", "uphold"])
        assert done.exit_code == 0, done.output
    assert '"outcome": "upheld"' in done.output
    assert workflows.sent[-1][1]["outcome"] == "upheld"


def waiting_for_review_as(rt: Runtime, key: str, token: str) -> str:
    """A claim routed to an adjuster (rules ran, computed payable 800 of 1,000) waiting on `token`."""
    claim_id = new_claim(rt, key=key)
    rt.claims.save_facts(claim_id, {"bill_total": 1000}, "test", 0.99)
    rt.claims.update(claim_id, route="human", rules_outcome={"payable_amount": 800, "hard_stop": False})
    adjudication.await_review(rt, claim_id, token)
    return claim_id


def test_an_adjusters_denial_goes_to_the_committee_and_an_overturn_brings_a_second_review(
    runtime: Runtime,  # noqa: F811
    workflows: FlakyWorkflows,  # noqa: F811
) -> None:
    """SPEC §3 stage 6: every repudiation goes to the CRC, also one an adjuster drafts on a claim routed to them."""
    upheld = waiting_for_review_as(runtime, "adj-deny-up-0001", "tok-up")
    adjudication.submit_review(runtime, upheld, "adj-1", {"decision": "deny", "payable_amount": 0})
    assert workflows.sent[-1] == ("tok-up", {"reviewed": True, "reviewer_id": "adj-1", "decision": "deny"})
    # the state machine's ReviewOutcome sends the drafted denial to the committee's wait
    crc.await_crc(runtime, upheld, "crc-up")
    assert runtime.claims.get(upheld).status == "awaiting_crc"
    vote(runtime, upheld, "crc-1")
    vote(runtime, upheld, "crc-2")
    assert adjudication.decide_claim(runtime, upheld) == {
        "decision": "deny",
        "payable_amount": 0,
        "decided_by": "human",
    }

    overturned = waiting_for_review_as(runtime, "adj-deny-ov-0001", "tok-ov")
    adjudication.submit_review(
        runtime, overturned, "adj-1", {"decision": "deny", "payable_amount": 0, "note": "no"}
    )
    crc.await_crc(runtime, overturned, "crc-ov")
    vote(runtime, overturned, "crc-1", "overturn")
    vote(runtime, overturned, "crc-3", "overturn")
    # back to an adjuster: the overturned review is kept aside and a second review is taken
    adjudication.await_review(runtime, overturned, "tok-ov-2")
    assert runtime.claims.review(overturned) is None
    kept = runtime.claims.superseded_reviews(overturned)
    assert [(r["decision"], r["reason"]) for r in kept] == [("deny", "CRC_OVERTURNED_DENIAL")]
    with pytest.raises(ValidationFailed) as again:
        adjudication.submit_review(runtime, overturned, "adj-2", {"decision": "deny", "payable_amount": 0})
    assert again.value.code == "CRC_OVERTURNED_DENIAL"
    adjudication.submit_review(runtime, overturned, "adj-2", {"decision": "partial", "payable_amount": 700})
    assert workflows.sent[-1][0] == "tok-ov-2"
    assert adjudication.decide_claim(runtime, overturned) == {
        "decision": "partial",
        "payable_amount": 700,
        "decided_by": "human",
    }
    reviews = [r for r in runtime.audit.records(overturned) if r.event == "review"]
    assert [r.payload["decision"] for r in reviews] == ["deny", "partial"]  # both in the chain
    assert runtime.audit.verify(overturned).ok
