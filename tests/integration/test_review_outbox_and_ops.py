"""A review is never lost and never stuck (SPEC §11): review + outbox in one transaction, drained by a retry of
the same review and by `ops redrive`; stranded claims are listed and restarted; a decided claim is left alone;
the reviewer's payable bound is the bill total and what the rules computed."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from clausetrail.adapters.audit_folder import FolderAuditStore
from clausetrail.adapters.db.audit_repo import AuditIndexRepository
from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.storage_folder import FolderStorage
from clausetrail.domain.errors import Conflict, TransientError, ValidationFailed
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.services import adjudication, ops
from clausetrail.services.audit import AuditTrail
from clausetrail.services.claims_intake import SubmitClaimRequest, submit_claim
from clausetrail.services.documents import store_document
from clausetrail.services.policies import RegisterPolicyRequest, register_policy
from clausetrail.settings import Settings
from tests.fakes.flaky_workflows import FlakyWorkflows

OWNER = "claims-system-a"
PDF = b"%PDF-1.4 bill\n%%EOF"


@pytest.fixture
def workflows() -> FlakyWorkflows:
    return FlakyWorkflows()


@pytest.fixture
def runtime(database_url: str, tmp_path: Path, workflows: FlakyWorkflows) -> Iterator[Runtime]:
    db = Database(database_url, embedding_dimension=384)
    rt = Runtime(
        Settings(data_dir=tmp_path, embedding_backend="hashing", review_timeout_s=3600),
        storage=FolderStorage(tmp_path / "docs"),
        workflows=workflows,
        database=db,
        audit=AuditTrail(FolderAuditStore(tmp_path / "audit"), AuditIndexRepository(db)),
    )
    set_runtime(rt)
    register_policy(
        rt,
        OWNER,
        RegisterPolicyRequest(
            policy_id="P-1",
            insurer="Insurer",
            product_uin="ABCHLIP25001V012425",
            effective_from=date(2025, 4, 1),
            document_base64=base64.b64encode(PDF).decode(),
        ),
    )
    yield rt
    set_runtime(None)
    db.close()


def new_claim(rt: Runtime, key: str = "claim-key-0001", amount: int = 1000) -> str:
    doc = store_document(rt, OWNER, "bill.pdf", PDF)
    request = SubmitClaimRequest(
        policy_id="P-1",
        claimant_id="C-1",
        member_id="M1",
        loss_date=date(2025, 9, 1),
        amount_claimed=amount,
        documents=[doc],
        idempotency_key=key,
    )
    return submit_claim(rt, OWNER, request)[0].claim_id


def waiting_for_review(
    rt: Runtime,
    token: str = "tok-1",
    *,
    bill_total: int = 1000,
    computed: int | None = 800,
    amount: int = 1000,
) -> str:
    """A claim whose rules ran (bill total, computed payable) and whose execution waits on `token`."""
    claim_id = new_claim(rt, amount=amount)
    rt.claims.save_facts(claim_id, {"bill_total": bill_total}, "test", 0.99)
    rt.claims.update(claim_id, rules_outcome={"payable_amount": computed, "hard_stop": computed is None})
    adjudication.await_review(rt, claim_id, token)
    return claim_id


REVIEW = {"decision": "partial", "payable_amount": 700, "agrees_with_draft": False, "note": None}


def events(rt: Runtime, claim_id: str) -> list[str]:
    return [r.event for r in rt.audit.records(claim_id)]


def test_a_failed_send_keeps_the_review_and_the_same_review_again_completes_it(
    runtime: Runtime, workflows: FlakyWorkflows
) -> None:
    claim_id = waiting_for_review(runtime)
    workflows.fail_sends = 1
    with pytest.raises(TransientError) as failed:
        adjudication.submit_review(runtime, claim_id, "adj-1", REVIEW)
    assert failed.value.code == "REVIEW_NOT_DELIVERED" and failed.value.http_status == 503
    assert runtime.claims.review(claim_id) is not None  # written with its outbox row, in one transaction
    assert runtime.claims.outbox(claim_id)["sent_at"] is None  # type: ignore[index]
    assert workflows.sent == []
    # another review is refused; the same review again is not a 409: it delivers the stored one
    with pytest.raises(Conflict) as other:
        adjudication.submit_review(runtime, claim_id, "adj-1", REVIEW | {"payable_amount": 600})
    assert other.value.code == "ALREADY_REVIEWED"
    assert adjudication.submit_review(runtime, claim_id, "adj-1", REVIEW)["status"] == "reviewed"
    assert workflows.sent == [("tok-1", {"reviewed": True, "reviewer_id": "adj-1", "decision": "partial"})]
    assert events(runtime, claim_id).count("review") == 1
    # delivered: now a retry is a 409 and sends nothing
    with pytest.raises(Conflict):
        adjudication.submit_review(runtime, claim_id, "adj-1", REVIEW)
    assert len(workflows.sent) == 1


def test_ops_redrive_restarts_a_lost_execution_and_delivers_the_stored_review(
    runtime: Runtime, workflows: FlakyWorkflows
) -> None:
    claim_id = waiting_for_review(runtime)
    claim = runtime.claims.get(claim_id)
    workflows.dead_tokens.add("tok-1")  # the server restarted: the waiting execution is gone
    workflows.status[claim.execution_arn or ""] = "NOT_FOUND"
    with pytest.raises(TransientError):
        adjudication.submit_review(runtime, claim_id, "adj-1", REVIEW)
    listed = {i.id: i for i in ops.list_problems(runtime)}
    assert listed[claim_id].state == "stuck" and "not delivered" in listed[claim_id].detail
    assert "InvalidToken" in (ops.explain_item(runtime, claim_id)["review_delivery"]["last_error"] or "")

    result = ops.redrive(runtime, claim_id, wait_s=0.2)
    assert result["action"] == "restarted"
    assert workflows.started[-1][1] == f"{claim_id}-r1"  # a restart has its own execution name
    # the restarted execution asks for the review again; the next redrive delivers the stored one
    adjudication.await_review(runtime, claim_id, "tok-2")
    assert ops.redrive(runtime, claim_id)["action"] == "delivered_review"
    assert workflows.sent == [("tok-2", {"reviewed": True, "reviewer_id": "adj-1", "decision": "partial"})]
    assert claim_id not in {i.id for i in ops.list_problems(runtime)}
    assert runtime.audit.verify(claim_id).ok


def test_a_stranded_claim_is_listed_and_the_same_key_restarts_it(
    runtime: Runtime, workflows: FlakyWorkflows
) -> None:
    workflows.started.clear()  # the policy's ingestion
    claim_id = new_claim(runtime)
    arn = runtime.claims.get(claim_id).execution_arn
    assert arn is not None and len(workflows.started) == 1
    workflows.status[arn] = "FAILED"  # the process died mid-claim: the execution ended, the claim did not
    listed = {i.id: i for i in ops.list_problems(runtime)}
    assert listed[claim_id].state == "stuck" and listed[claim_id].status == "processing"
    # the claim system resubmits with the same key: the same claim, started again (not a twin claim)
    assert new_claim(runtime) == claim_id
    assert [name for _, name, _ in workflows.started] == [claim_id, f"{claim_id}-r1"]
    assert claim_id not in {i.id for i in ops.list_problems(runtime)}
    # running again: a further resubmission starts nothing
    assert new_claim(runtime) == claim_id and len(workflows.started) == 2


def test_ops_list_why_and_redrive_all_cover_failed_claims(
    runtime: Runtime, workflows: FlakyWorkflows
) -> None:
    claim_id = new_claim(runtime)
    adjudication.fail_claim(
        runtime, claim_id, {"Error": "DocumentError", "Cause": '{"errorMessage": "NOT_A_PDF: not a PDF"}'}
    )
    workflows.status[runtime.claims.get(claim_id).execution_arn or ""] = "FAILED"
    listed = {i.id: i for i in ops.list_problems(runtime)}
    assert listed[claim_id].state == "failed" and listed[claim_id].detail.startswith("NOT_A_PDF")
    assert ops.explain_item(runtime, claim_id)["error"]["code"] == "NOT_A_PDF"
    results = ops.redrive_all(runtime, wait_s=0)
    assert [(r["id"], r["action"]) for r in results] == [(claim_id, "restarted")]
    claim = runtime.claims.get(claim_id)
    assert (claim.status, claim.error_code) == ("processing", None)


def test_a_decided_claim_reruns_as_a_no_op_that_appends_nothing(runtime: Runtime) -> None:
    claim_id = new_claim(runtime)
    runtime.claims.decide(claim_id, decision="deny", payable_amount=0, decided_by="rules", reasons=[])
    before = events(runtime, claim_id)
    # a late rerun: every stage returns the stored decision; a failure of it records nothing after the decision
    assert adjudication.gate_claim(runtime, claim_id)["already_decided"] is True
    assert adjudication.apply_rules(runtime, claim_id)["decision"] == "deny"
    adjudication.fail_claim(runtime, claim_id, {"Error": "States.TaskFailed", "Cause": "AUDIT_CONFLICT: x"})
    assert adjudication.decide_claim(runtime, claim_id)["decision"] == "deny"
    assert events(runtime, claim_id) == before
    assert runtime.claims.get(claim_id).error_code is None
    assert ops.redrive(runtime, claim_id)["action"] == "nothing_to_do"


@pytest.mark.parametrize(
    ("bill_total", "computed", "payable", "ok"),
    [
        (1000, 800, 800, True),
        (1000, 800, 801, False),  # above what the rules computed for the lines
        (900, None, 901, False),  # above the bill total (the rules stopped before computing lines)
        (900, None, 900, True),
    ],
)
def test_a_reviewer_cannot_pay_above_the_bill_or_the_computed_amount(
    runtime: Runtime, bill_total: int, computed: int | None, payable: int, ok: bool
) -> None:
    claim_id = waiting_for_review(runtime, bill_total=bill_total, computed=computed)
    body = {"decision": "partial", "payable_amount": payable}
    if ok:
        assert adjudication.submit_review(runtime, claim_id, "adj-1", body)["status"] == "reviewed"
    else:
        with pytest.raises(ValidationFailed) as err:
            adjudication.submit_review(runtime, claim_id, "adj-1", body)
        assert err.value.code == "PAYABLE_ABOVE_BOUND"
        assert runtime.claims.review(claim_id) is None


def test_intake_writes_an_audit_record_once(runtime: Runtime) -> None:
    claim_id = new_claim(runtime)
    assert new_claim(runtime) == claim_id
    assert events(runtime, claim_id) == ["intake"]
    payload = runtime.audit.records(claim_id)[0].payload
    assert payload["amount_claimed"] == 1000 and payload["policy_id"] == "P-1"


def test_the_server_drains_reviews_stored_beside_it(runtime: Runtime, workflows: FlakyWorkflows) -> None:
    """A review stored by a CLI whose own engine does not know the token (InvalidToken) is delivered by the
    process that runs the engine."""
    claim_id = waiting_for_review(runtime)
    workflows.fail_sends = 1  # the CLI's send fails
    with pytest.raises(TransientError):
        adjudication.submit_review(runtime, claim_id, "adj-1", REVIEW)
    assert ops.drain_outbox(runtime) == {"delivered": 1, "pending": 0}
    assert workflows.sent == [("tok-1", {"reviewed": True, "reviewer_id": "adj-1", "decision": "partial"})]
    assert ops.drain_outbox(runtime) == {"delivered": 0, "pending": 0}


def test_overdue_reviews_and_stuck_ingestions_are_listed_and_ingestions_restarted(
    runtime: Runtime, workflows: FlakyWorkflows
) -> None:
    from datetime import UTC, datetime, timedelta

    claim_id = waiting_for_review(runtime)
    assert claim_id not in {i.id for i in ops.list_problems(runtime)}
    later = datetime.now(UTC) + timedelta(seconds=runtime.settings.review_timeout_s + 60)
    overdue = {i.id: i for i in ops.list_problems(runtime, now=later)}
    assert overdue[claim_id].state == "overdue"
    assert all(r["id"] != claim_id for r in ops.redrive_all(runtime, wait_s=0))  # a person's job, not ops'

    (version,) = runtime.policies.get_policy("P-1").versions
    workflows.status[version.execution_arn or ""] = "ABORTED"  # the ingestion's execution was lost
    stuck = {i.id: i for i in ops.list_problems(runtime)}
    assert stuck[version.version_id].kind == "ingestion" and stuck[version.version_id].state == "stuck"
    assert ops.redrive(runtime, version.version_id)["action"] == "restarted"
    assert workflows.started[-1][:2] == ("ingest_policy", f"{version.version_id}-r1")
    assert version.version_id not in {i.id for i in ops.list_problems(runtime)}
