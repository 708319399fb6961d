"""A claim end to end: API intake -> local adjudication state machine -> adjuster review through the task token ->
decision with cited clauses -> audit chain verified, tampering caught, decision replayed without any model."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from clausetrail.adapters.audit_folder import FolderAuditStore
from clausetrail.adapters.db.audit_repo import AuditIndexRepository
from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.storage_folder import FolderStorage
from clausetrail.api.app import app
from clausetrail.api.internal import internal_app
from clausetrail.api.local_server import to_proxy_event
from clausetrail.domain.claims.schedule import Member
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.services import adjudication, crc
from clausetrail.services.audit import AuditTrail
from clausetrail.services.documents import store_document
from clausetrail.services.local_ingest import ingest_file
from clausetrail.services.replay import replay_claim
from clausetrail.settings import Settings
from clausetrail.synthetic.generate import random_claim_spec
from clausetrail.synthetic.render import render_bill, render_discharge_summary
from clausetrail.workflow.local_sfn import LocalStepFunctions
from tests.fakes.embed_hashing import HashingEmbedder

pytestmark = pytest.mark.xdist_group("sfn")

NATIONAL = "National_Parivar-Mediclaim-Plus_NICHLIP25039V032425.pdf"
OWNER = "claims-system-a"
SCHEDULE = {
    "plan": "Plan A",
    "policy_type": "individual",
    "sum_insured": 500000,
    "copay_percent": 0,
    "deductible": 0,
    "claims_paid_this_year": 0,
    "members": [
        {
            "member_id": "M1",
            "name": "Ramesh Kumar",
            "dob": "1975-05-02",
            "covered_since": "2021-04-01",
            "declared_ped": [],
        },
    ],
    "terms": {"room_rent_limit": {"kind": "percent_si_per_day", "value": 1}, "copay": {"percent": 0}},
}


@pytest.fixture
def runtime(database_url: str, tmp_path: Path, corpus_dir: Path) -> Iterator[Runtime]:
    with local_runtime(database_url, tmp_path) as rt:
        yield _with_policy(rt, corpus_dir)


def _with_policy(rt: Runtime, corpus_dir: Path) -> Runtime:
    """P-100: the National wording, and the issued policy's schedule as its own version over it."""
    version = ingest_file(
        rt,
        corpus_dir / "policies" / NATIONAL,
        policy_id="P-100",
        owner_id=OWNER,
        effective_from=date(2025, 4, 1),
        effective_to=date(2026, 3, 31),
        timeout_s=300,
    ).version
    assert version.error_code is None
    # the schedule of the issued policy: registered as its own version over the same wording
    from clausetrail.services.policies import RegisterPolicyRequest, register_policy

    pdf = (corpus_dir / "policies" / NATIONAL).read_bytes()
    import base64

    v2, _ = register_policy(
        rt,
        OWNER,
        RegisterPolicyRequest(
            policy_id="P-100",
            insurer="National Insurance",
            product_uin="NICHLIP25039V032425",
            effective_from=date(2025, 4, 1),
            effective_to=date(2026, 3, 31),
            document_base64=base64.b64encode(pdf).decode(),
            schedule=SCHEDULE,
        ),
    )
    from clausetrail.services.local_ingest import wait_for_version

    assert wait_for_version(rt, v2.version_id, timeout_s=300).error_code is None
    return rt


def call(
    resolver: Any, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
) -> tuple[int, Any]:
    data = json.dumps(body).encode() if body is not None else b""
    hdrs = {"Content-Type": "application/json", "X-ClauseTrail-Caller": OWNER, **(headers or {})}
    result = resolver.resolve(to_proxy_event(method, path, hdrs, data), None)
    return result["statusCode"], json.loads(result["body"]) if result.get("body") else None


def claim_documents(rt: Runtime, scenario: str, loss: date, seed: int) -> list[str]:
    spec = random_claim_spec(
        random.Random(seed),
        policy_member=Member(member_id="M1", name="Ramesh Kumar", covered_since=date(2021, 4, 1)),
        loss_date=loss,
        scenario=scenario,
    )
    return [
        store_document(rt, OWNER, f"bill-{seed}.pdf", render_bill(spec, "tabular")),
        store_document(rt, OWNER, f"discharge-{seed}.pdf", render_discharge_summary(spec)),
    ], spec


def submit_via_api(rt: Runtime, scenario: str, seed: int, member: str = "M1") -> tuple[str, Any]:
    """POST /v1/claims for a generated claim on P-100 (loss 2025-09-14): (claim id, the documents' spec)."""
    uris, spec = claim_documents(rt, scenario, date(2025, 9, 14), seed=seed)
    body = {
        "policy_id": "P-100",
        "claimant_id": f"C-{seed}",
        "member_id": member,
        "loss_date": "2025-09-14",
        "amount_claimed": spec.expected_facts().bill_total,
        "documents": uris,
    }
    status, got = call(app, "POST", "/v1/claims", body)
    assert status == 202, got
    return str(got["claim_id"]), spec


@contextmanager
def local_runtime(database_url: str, tmp_path: Path) -> Iterator[Runtime]:
    """A runtime on the embedded database with the local state machines, hashing embeddings and a folder audit
    store; set as the process runtime while in use."""
    db = Database(database_url, embedding_dimension=384)
    sfn = LocalStepFunctions()
    rt = Runtime(
        Settings(data_dir=tmp_path, embedding_backend="hashing", review_timeout_s=3600),
        storage=FolderStorage(tmp_path / "docs"),
        embedder=HashingEmbedder(384),
        workflows=sfn,
        database=db,
        token_counter=lambda s: len(s.split()),
        audit=AuditTrail(FolderAuditStore(tmp_path / "audit"), AuditIndexRepository(db)),
    )
    set_runtime(rt)
    try:
        yield rt
    finally:
        set_runtime(None)
        sfn.close()
        db.close()


def wait_claim(rt: Runtime, claim_id: str, statuses: tuple[str, ...], timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        c = rt.claims.get(claim_id)
        if c.status in statuses:
            return
        time.sleep(0.05)
    raise AssertionError(f"claim stayed {rt.claims.get(claim_id).status}")


CRC_MEMBERS = ("crc-1", "crc-2", "crc-3")


def crc_vote(claim_id: str, member: str, vote: str = "uphold") -> tuple[int, Any]:
    body = {"member_id": member, "vote": vote, "note": f"{member}: {vote}"}
    path = f"/internal/claims/{claim_id}/crc-votes"
    return call(internal_app, "POST", path, body, {"X-ClauseTrail-Reviewer": member})


def uphold_by_the_crc(rt: Runtime, claim_id: str) -> None:
    """Two of the three CRC members uphold the drafted repudiation the claim waits on."""
    wait_claim(rt, claim_id, ("awaiting_crc",))
    for member in CRC_MEMBERS[:2]:
        status, got = crc_vote(claim_id, member)
        assert status == 200, got


def settle(rt: Runtime, arn: str, claim_id: str, timeout_s: float = 120) -> str:
    """Wait for the execution to end; a repudiation waiting for the committee is upheld on the way."""
    deadline = time.monotonic() + timeout_s
    sfn: LocalStepFunctions = rt.workflows  # type: ignore[assignment]
    while time.monotonic() < deadline:
        status = sfn.describe(arn).status
        if status != "RUNNING":
            return status
        if rt.claims.get(claim_id).status == "awaiting_crc" and not rt.crc.votes(claim_id):
            uphold_by_the_crc(rt, claim_id)
        time.sleep(0.05)
    raise AssertionError(f"execution {arn} still running")


def test_claim_is_reviewed_through_the_task_token_and_decided_with_cited_clauses(runtime: Runtime) -> None:
    rt = runtime
    uris, spec = claim_documents(rt, "appendicitis", date(2025, 9, 14), seed=1)
    body = {
        "policy_id": "P-100",
        "claimant_id": "C-1",
        "member_id": "M1",
        "loss_date": "2025-09-14",
        "amount_claimed": spec.expected_facts().bill_total,
        "documents": uris,
    }
    status, got = call(app, "POST", "/v1/claims", body, {"Idempotency-Key": "claim-0001-abc"})
    assert status == 202 and got["status"] == "received"
    claim_id = got["claim_id"]
    # the same key again is the same claim, never two
    assert (
        call(app, "POST", "/v1/claims", body, {"Idempotency-Key": "claim-0001-abc"})[1]["claim_id"]
        == claim_id
    )

    wait_claim(rt, claim_id, ("in_review", "decided"))
    claim = rt.claims.get(claim_id)
    if claim.status == "decided":
        pytest.fail(f"an appendicitis claim of {body['amount_claimed']} INR must not be paid automatically")
    # the adjuster reads the packet (evidence and, unless blind, the draft) and decides
    reviewer = {"X-ClauseTrail-Reviewer": "adj-7"}
    status, packet = call(internal_app, "GET", f"/internal/claims/{claim_id}", headers=reviewer)
    assert (
        status == 200 and packet["rule_results"] and packet["facts"]["bill_total"] == body["amount_claimed"]
    )
    assert ("draft" in packet) is (not packet["blind"])
    assert call(internal_app, "GET", f"/internal/claims/{claim_id}")[0] == 403  # no reviewer, no packet
    # a blind reviewer pays half of what the rules allow at most (the bound is what a reviewer may pay)
    payable = (
        packet.get("draft", {}).get("payable_amount") or adjudication.payable_bound(rt, claim_id)[0] // 2
    )
    decision = "approve" if payable == body["amount_claimed"] else "partial"
    review = {
        "reviewer_id": "adj-7",
        "decision": decision,
        "payable_amount": payable,
        "agrees_with_draft": True,
    }
    status, got = call(internal_app, "POST", f"/internal/reviews/{claim_id}", review, reviewer)
    assert status == 200, (got, packet.get("draft"), body["amount_claimed"])
    wait_claim(rt, claim_id, ("decided",))
    # a second review of a decided claim is refused
    status, err = call(internal_app, "POST", f"/internal/reviews/{claim_id}", review, reviewer)
    assert status == 409 and err["error"]["code"] == "ALREADY_DECIDED"

    status, view = call(app, "GET", f"/v1/claims/{claim_id}")
    assert status == 200
    assert (view["decision"], view["payable_amount"], view["decided_by"]) == (decision, payable, "human")
    version_id = rt.claims.get(claim_id).policy_version_id
    cited = [
        r["clause_id"]
        for r in view["reasons"]
        if r["clause_id"] and not r["clause_id"].startswith("schedule:")
    ]
    assert all(c.startswith(f"{version_id}-c") for c in cited)  # clauses of the version in force only
    if payable:
        # a payment cites the coverage clause it rests on, first (SPEC §3 stage 8)
        coverage = view["reasons"][0]
        assert coverage["finding"].startswith("covered under clause") and coverage["clause_text"]
        (clause,) = rt.policies.get_clauses([coverage["clause_id"]])
        assert clause.section_type == "benefits"
    assert len(rt.claims.payments(claim_id)) == (1 if payable else 0)

    # the audit trail verifies, replays without a model, and catches tampering
    status, audit = call(internal_app, "GET", f"/internal/claims/{claim_id}/audit", headers=reviewer)
    assert status == 200 and audit["verification"]["ok"]
    events = [r["event"] for r in audit["records"]]
    assert (
        events[:6] == ["intake", "extraction", "rules", "judge", "verify", "gate"]
        and events[-1] == "decision"
        and "review" in events
    )
    replay = replay_claim(rt, claim_id)
    assert replay.matches and replay.chain_ok, replay.differences
    store: FolderAuditStore = rt.audit.store  # type: ignore[attr-defined]
    path = store.path(claim_id, 2)
    path.chmod(0o644)
    record = json.loads(path.read_text())
    record["payload"]["payable_amount"] = 1
    path.write_text(json.dumps(record))
    verification = rt.audit.verify(claim_id)
    assert not verification.ok and any(p.seq == 2 for p in verification.problems)

    # rerunning finished stages writes nothing twice: no second payment, no second audit record
    before = len(rt.audit.records(claim_id))
    adjudication.decide_claim(rt, claim_id)
    adjudication.gate_claim(rt, claim_id)
    assert len(rt.claims.payments(claim_id)) == (1 if payable else 0)
    assert len(rt.audit.records(claim_id)) == before


def test_member_absent_from_the_schedule_is_a_denial_not_an_error(runtime: Runtime) -> None:
    rt = runtime
    uris, spec = claim_documents(rt, "dengue", date(2025, 10, 2), seed=2)
    body = {
        "policy_id": "P-100",
        "claimant_id": "C-2",
        "member_id": "M9",
        "loss_date": "2025-10-02",
        "amount_claimed": spec.expected_facts().bill_total,
        "documents": uris,
    }
    status, got = call(app, "POST", "/v1/claims", body)
    assert status == 202
    claim_id = got["claim_id"]
    # a rules hard stop drafts the repudiation; it is never final without the Claims Review Committee
    wait_claim(rt, claim_id, ("awaiting_crc", "decided"))
    claim = rt.claims.get(claim_id)
    assert (claim.status, claim.route, claim.decided_at) == ("awaiting_crc", "crc", None)
    _, view = call(app, "GET", f"/v1/claims/{claim_id}")
    assert "decision" not in view
    status, queue = call(internal_app, "GET", "/internal/queue", headers={"X-ClauseTrail-Reviewer": "crc-3"})
    assert status == 200 and [(i["claim_id"], i["kind"]) for i in queue["items"]] == [(claim_id, "crc_vote")]
    assert crc_vote(claim_id, "adj-7")[0] == 403  # an adjuster is not a CRC member
    assert crc_vote(claim_id, "crc-1")[0] == 200
    status, err = crc_vote(claim_id, "crc-1")
    assert (status, err["error"]["code"]) == (409, "CRC_ALREADY_VOTED")
    assert rt.claims.get(claim_id).decided_at is None  # one vote is not a majority
    status, packet = call(
        internal_app, "GET", f"/internal/claims/{claim_id}", headers={"X-ClauseTrail-Reviewer": "crc-2"}
    )
    assert status == 200 and [v["member_id"] for v in packet["crc"]["votes"]] == ["crc-1"]
    assert crc_vote(claim_id, "crc-2")[0] == 200
    wait_claim(rt, claim_id, ("decided",))
    status, err = crc_vote(claim_id, "crc-3", "overturn")
    assert (status, err["error"]["code"]) == (409, "NOT_AWAITING_CRC")
    _, view = call(app, "GET", f"/v1/claims/{claim_id}")
    assert (view["decision"], view["payable_amount"], view["decided_by"]) == ("deny", 0, "human")
    assert any(r["finding"] for r in view["reasons"])
    assert "Claims Review Committee (crc-1, crc-2)" in view["reasons"][-1]["finding"]
    assert rt.claims.rule_results(claim_id)[-1]["reason_code"] == "MEMBER_NOT_COVERED"
    events = [r.event for r in rt.audit.records(claim_id)]
    assert events[-5:] == ["crc_requested", "crc_vote", "crc_vote", "crc_outcome", "decision"]
    assert rt.audit.verify(claim_id).ok


def test_a_rerun_of_a_decided_claim_is_a_no_op_that_appends_nothing(runtime: Runtime) -> None:
    rt = runtime
    sfn: LocalStepFunctions = rt.workflows  # type: ignore[assignment]
    uris, spec = claim_documents(rt, "dengue", date(2025, 10, 2), seed=3)
    body = {
        "policy_id": "P-100",
        "claimant_id": "C-3",
        "member_id": "M9",
        "loss_date": "2025-10-02",
        "amount_claimed": spec.expected_facts().bill_total,
        "documents": uris,
    }
    claim_id = call(app, "POST", "/v1/claims", body)[1]["claim_id"]
    uphold_by_the_crc(rt, claim_id)
    wait_claim(rt, claim_id, ("decided",))
    # later the same bill is claimed again under another policy of this caller: what the rules would see
    # now differs from what they saw when they decided
    bill = (rt.claims.facts(claim_id) or {})["facts"]["bill_number"]
    with rt.database.transaction() as conn:
        conn.execute(
            "INSERT INTO policies (policy_id, owner_id, insurer, product_uin) VALUES ('P-200', %s, 'X', 'UIN1')",
            (OWNER,),
        )
    twin, _ = rt.claims.create(
        claim_id="clm_twin",
        idempotency_key="twin",
        owner_id=OWNER,
        policy_id="P-200",
        claimant_id="C-4",
        member_id="M1",
        loss_date=date(2025, 10, 2),
        amount_claimed=1,
        documents=uris,
        usd_micros_cap=1,
        token_cap=1,
    )
    rt.claims.register_bill("P-200", bill, twin.claim_id)
    before = rt.audit.records(claim_id)
    decided = rt.claims.get(claim_id)
    # ops start it again with the same input (or a redelivered message starts it): nothing changes
    arn = sfn.start("adjudicate_claim", claim_id, {"claim_id": claim_id, "review_timeout_s": 3600})
    assert sfn.wait(arn, timeout_s=120).status == "SUCCEEDED"
    assert rt.audit.records(claim_id) == before
    after = rt.claims.get(claim_id)
    assert (after.decision, after.payable_amount, after.decided_at, after.error_code) == (
        decided.decision,
        decided.payable_amount,
        decided.decided_at,
        None,
    )


@pytest.mark.parametrize(
    ("patch", "code"),
    [
        ({"amount_claimed": -5}, "VALIDATION_ERROR"),
        ({"amount_claimed": "12000"}, "VALIDATION_ERROR"),
        ({"amount_claimed": 1200.5}, "VALIDATION_ERROR"),
        ({"policy_id": "P-404"}, "NOT_FOUND"),
        ({"documents": ["claims/none/missing.pdf"]}, "DOCUMENT_NOT_FOUND"),
    ],
)
def test_bad_claims_get_named_errors(runtime: Runtime, patch: dict[str, Any], code: str) -> None:
    body = {
        "policy_id": "P-100",
        "claimant_id": "C-3",
        "member_id": "M1",
        "loss_date": "2025-10-02",
        "amount_claimed": 1000,
        "documents": ["claims/x.pdf"],
        **patch,
    }
    uri = store_document(runtime, OWNER, "x.pdf", b"%PDF-1.4 placeholder")
    body["documents"] = [uri if d == "claims/x.pdf" else d for d in body["documents"]]
    status, err = call(app, "POST", "/v1/claims", body)
    assert status in (400, 404, 422) and err["error"]["code"] == code


STAGES = ["ClaimExtract", "ClaimRules", "ClaimGate", "ClaimDecide"]


@pytest.mark.parametrize("stage", STAGES)
def test_a_crash_in_any_stage_then_a_rerun_duplicates_nothing(runtime: Runtime, stage: str) -> None:
    """The stage does its work, then the process dies (as a Lambda timing out after its writes would); the
    execution ends in a named status; ops start it again with the same input; nothing is written twice."""
    from clausetrail.workflow import registry

    rt = runtime
    sfn: LocalStepFunctions = rt.workflows  # type: ignore[assignment]
    spec = registry.function(stage)
    real = spec.load_handler()
    crashed: list[str] = []

    def crash_after_work(event: dict[str, Any], context: Any) -> Any:
        result = real(event, context)
        if not crashed:
            crashed.append(event["claim_id"])
            raise RuntimeError("process killed after the stage's writes")
        return result

    table = sfn.lambda_client.handlers
    table[spec.local_arn()] = (spec, crash_after_work)
    uris, spec_doc = claim_documents(rt, "dengue", date(2025, 10, 2), seed=10 + STAGES.index(stage))
    body = {
        "policy_id": "P-100",
        "claimant_id": "C-9",
        "member_id": "M9",
        "loss_date": "2025-10-02",
        "amount_claimed": spec_doc.expected_facts().bill_total,
        "documents": uris,
    }
    status, got = call(app, "POST", "/v1/claims", body)
    assert status == 202
    claim_id = got["claim_id"]
    wait_claim(rt, claim_id, ("processing", "needs_attention", "decided"))
    assert settle(rt, rt.claims.get(claim_id).execution_arn or "", claim_id) == "FAILED"
    claim = rt.claims.get(claim_id)
    # a crash before the decision leaves a named status; after it, the decision already stands
    assert (claim.status, claim.error_code) in (("needs_attention", "INTERNAL_ERROR"), ("decided", None))

    # ops: start the execution again with the same input
    arn = sfn.start("adjudicate_claim", claim_id, {"claim_id": claim_id, "review_timeout_s": 3600})
    assert settle(rt, arn, claim_id) == "SUCCEEDED", rt.claims.get(claim_id).error_message
    claim = rt.claims.get(claim_id)
    assert (claim.status, claim.decision, claim.payable_amount) == ("decided", "deny", 0)
    assert claim.decided_by == "human" and len(rt.crc.votes(claim_id)) == 2  # upheld once, never re-voted
    events = [r.event for r in rt.audit.records(claim_id)]
    once = [e for e in events if e not in ("error", "crc_vote")]
    assert len(once) == len(set(once)) and events.count("crc_vote") == 2  # no twins
    assert events.count("decision") == 1
    assert rt.audit.verify(claim_id).ok
    assert rt.claims.payments(claim_id) == []
    with rt.database.transaction() as conn:
        assert conn.execute("SELECT count(*) FROM claims").fetchone()[0] == 1  # type: ignore[index]


def test_a_forgotten_crc_wait_is_escalated_and_still_waits_for_the_committee(runtime: Runtime) -> None:
    """AwaitCrc times out -> EscalateCrc -> AwaitCrc again (the same ASL runs on AWS): the claim stays a CRC wait,
    shows as escalated in the queue, and is decided only by the committee's votes."""
    rt = runtime
    rt.settings.review_timeout_s = 2  # the execution input carries it: each CRC wait lasts 2 s
    uris, spec = claim_documents(rt, "dengue", date(2025, 10, 2), seed=31)
    body = {
        "policy_id": "P-100",
        "claimant_id": "C-31",
        "member_id": "M9",
        "loss_date": "2025-10-02",
        "amount_claimed": spec.expected_facts().bill_total,
        "documents": uris,
    }
    claim_id = call(app, "POST", "/v1/claims", body)[1]["claim_id"]
    wait_claim(rt, claim_id, ("crc_escalated",), timeout=60)
    # the escalation sets the status, then appends its audit record: give the record the moment it takes
    deadline = time.monotonic() + 10
    while (
        "crc_escalated" not in [r.event for r in rt.audit.records(claim_id)] and time.monotonic() < deadline
    ):
        time.sleep(0.05)
    assert "crc_escalated" in [r.event for r in rt.audit.records(claim_id)]
    status, queue = call(internal_app, "GET", "/internal/queue", headers={"X-ClauseTrail-Reviewer": "adj-7"})
    item = next(i for i in queue["items"] if i["claim_id"] == claim_id)
    assert (item["kind"], item["escalated"]) == ("crc_vote", True)
    # an adjuster's review cannot answer a CRC wait, escalated or not
    review = {"reviewer_id": "adj-7", "decision": "approve", "payable_amount": body["amount_claimed"]}
    status, err = call(
        internal_app, "POST", f"/internal/reviews/{claim_id}", review, {"X-ClauseTrail-Reviewer": "adj-7"}
    )
    assert (status, err["error"]["code"]) == (409, "NOT_AWAITING_REVIEW")
    for member in ("crc-2", "crc-3"):
        deadline = time.monotonic() + 30
        while (status := crc_vote(claim_id, member)[0]) == 503 and time.monotonic() < deadline:
            time.sleep(0.2)  # the wait was being renewed: the same vote again delivers it
        assert status == 200
    deadline = time.monotonic() + 60
    while rt.claims.get(claim_id).decided_at is None and time.monotonic() < deadline:
        crc.deliver_crc(
            rt, claim_id
        )  # an outcome sent to a wait that had just timed out goes to the next one
        time.sleep(0.2)
    claim = rt.claims.get(claim_id)
    assert (claim.decision, claim.decided_by) == ("deny", "human")
    assert rt.audit.verify(claim_id).ok
