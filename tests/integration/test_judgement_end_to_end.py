"""A claim goes through Judge and Verify in the local state machine (the same ASL as on AWS): the audit trail
holds a judge and a verify record, the proposal's payable is the rules code's, a rerun of either stage returns
the stored result and appends nothing, the review packet shows the judgement and its verification, and the
Claude prompts are counted for the budget estimate although the offline model ran."""

from __future__ import annotations

from typing import Any

import pytest

from clausetrail.api.internal import internal_app
from clausetrail.runtime import Runtime
from clausetrail.services import judgement, judgement_view, verification
from clausetrail.workflow import registry
from clausetrail.workflow.local_sfn import LocalStepFunctions
from tests.integration.test_claims_end_to_end import (  # noqa: F401  (the fixture)
    call,
    claim_documents,
    runtime,
    submit_via_api,
    wait_claim,
)

pytestmark = pytest.mark.xdist_group("sfn")


def submit(rt: Runtime, scenario: str, seed: int, member: str = "M1") -> tuple[str, Any]:
    return submit_via_api(rt, scenario, seed, member)


def test_a_claim_goes_through_judge_and_verify_with_audit_records(runtime: Runtime) -> None:  # noqa: F811
    rt = runtime
    claim_id, _ = submit(rt, "appendicitis", seed=41)
    wait_claim(rt, claim_id, ("in_review", "decided"))

    events = [r.event for r in rt.audit.records(claim_id)]
    assert events[:6] == ["intake", "extraction", "rules", "judge", "verify", "gate"]
    judge_record = next(r for r in rt.audit.records(claim_id) if r.event == "judge")
    verify_record = next(r for r in rt.audit.records(claim_id) if r.event == "verify")
    assert judge_record.payload["judge"] == "offline-judge-v1" and judge_record.payload["offline"] is True
    facts = (rt.claims.facts(claim_id) or {})["facts"]
    lines = judge_record.payload["line_items"]
    # every bill line marked, with the amount of the facts (the judge never writes an amount)
    assert [(line["index"], line["amount"]) for line in lines] == [
        (i, item["amount"]) for i, item in enumerate(facts["line_items"])
    ]
    version_id = rt.claims.get(claim_id).policy_version_id
    assert all(c.startswith(f"{version_id}-c") for c in judge_record.payload["clause_ids"])
    assert len(judge_record.payload["questions"]) <= 4

    # the payable of the proposal is the rules code's, recomputed by Verify
    row = judgement_view.repo(rt).judgement(claim_id)
    assert row is not None and row["verification"] is not None
    rules_payable = (rt.claims.get(claim_id).rules_outcome or {})["payable_amount"]
    assert row["proposal"]["payable_amount"] == rules_payable
    assert verify_record.payload["recomputed_payable"] == rules_payable
    assert verify_record.payload["verification_passed"] is row["verification"]["passed"]
    gate_record = next(r for r in rt.audit.records(claim_id) if r.event == "gate")
    if not row["verification"]["passed"]:
        assert gate_record.payload["route"] == "human"
        assert "VERIFICATION_FAILED" in gate_record.payload["reasons"]

    # a rerun of Judge or Verify returns the stored result and appends nothing
    before = rt.audit.records(claim_id)
    assert judgement.judge_claim(rt, claim_id)["payable_amount"] == rules_payable
    again = verification.verify_claim(rt, claim_id)
    assert again["verification_passed"] is row["verification"]["passed"]
    assert rt.audit.records(claim_id) == before
    assert rt.audit.verify(claim_id).ok

    # the Claude prompts were built and counted for the estimate, though the offline model ran
    estimate = judgement_view.repo(rt).estimate(claim_id)
    assert {"judgement", "verification"} <= set(estimate)
    assert estimate["judgement"]["calls"] >= 3 and estimate["judgement"]["input_tokens"] > 0
    assert rt.claims.budget(claim_id)["model_calls"] == 0  # no model was called

    # the review packet shows the judgement and its verification (unless the review is blind)
    if rt.claims.get(claim_id).status == "in_review":
        status, packet = call(
            internal_app, "GET", f"/internal/claims/{claim_id}", headers={"X-ClauseTrail-Reviewer": "adj-7"}
        )
        assert status == 200
        if not packet["blind"]:
            shown = packet["draft"]["judgement"]
            assert shown["verification"]["passed"] is row["verification"]["passed"]
            assert len(shown["proposal"]["line_items"]) == len(facts["line_items"])


def test_a_rules_hard_stop_skips_judge_and_verify(runtime: Runtime) -> None:  # noqa: F811
    rt = runtime
    claim_id, _ = submit(rt, "dengue", seed=42, member="M9")
    # a member absent from the schedule: a rules hard stop, a repudiation, so it waits for the CRC
    wait_claim(rt, claim_id, ("awaiting_crc",))
    events = [r.event for r in rt.audit.records(claim_id)]
    assert "judge" not in events and "verify" not in events
    assert judgement_view.repo(rt).judgement(claim_id) is None
    proposal = rt.claims.proposal(claim_id)
    assert proposal is not None and proposal["decided_by"] == "rules" and proposal["route"] == "crc"


def test_a_failed_verification_never_auto_pays_and_the_packet_shows_why(runtime: Runtime) -> None:  # noqa: F811
    """The stored proposal is altered between Judge and Verify (its payable no longer what the rules compute
    from its marks): Verify fails, the gate sends the claim to a person, the packet names the failure."""
    rt = runtime
    sfn: LocalStepFunctions = rt.workflows  # type: ignore[assignment]
    spec = registry.function("ClaimVerify")
    real = spec.load_handler()

    def tampered(event: dict[str, Any], context: Any) -> Any:
        with rt.database.transaction() as conn:
            conn.execute(
                """UPDATE judgements SET proposal = jsonb_set(proposal, '{payable_amount}',
                       to_jsonb((proposal->>'payable_amount')::bigint + 1))
                   WHERE claim_id = %s AND verification IS NULL""",
                (event["claim_id"],),
            )
        return real(event, context)

    sfn.lambda_client.handlers[spec.local_arn()] = (spec, tampered)
    claim_id, _ = submit(rt, "dengue", seed=43)
    wait_claim(rt, claim_id, ("in_review", "decided"))
    claim = rt.claims.get(claim_id)
    assert (claim.status, claim.route, claim.decided_at) == ("in_review", "human", None)
    assert rt.claims.payments(claim_id) == []
    records = {r.event: r.payload for r in rt.audit.records(claim_id)}
    assert records["verify"]["verification_passed"] is False
    assert "PAYABLE_MISMATCH" in records["verify"]["failures"]
    assert "VERIFICATION_FAILED" in records["gate"]["reasons"]
    status, packet = call(
        internal_app, "GET", f"/internal/claims/{claim_id}", headers={"X-ClauseTrail-Reviewer": "adj-7"}
    )
    assert status == 200
    if not packet["blind"]:
        failures = packet["draft"]["judgement"]["verification"]["failures"]
        assert [f["code"] for f in failures] == ["PAYABLE_MISMATCH"]
