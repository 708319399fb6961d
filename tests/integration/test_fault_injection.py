"""Faults through the real local state machine, then `ops redrive`: 0 claims lost, 0 paid twice, 0 stuck, audit
chains intact. (A crash after each stage is in test_claims_end_to_end; here ops do the restart.)"""

from __future__ import annotations

import json
import time
from types import SimpleNamespace
from typing import Any

import pytest

from clausetrail.api.internal import internal_app
from clausetrail.runtime import Runtime
from clausetrail.services import ops
from clausetrail.workflow import registry
from clausetrail.workflow.local_sfn import LocalStepFunctions
from tests.integration.test_claims_end_to_end import (
    call,
    runtime,  # noqa: F401  (the fixture)
    submit_via_api,
    uphold_by_the_crc,
    wait_claim,
)

pytestmark = pytest.mark.xdist_group("sfn")
REVIEWER = {"X-ClauseTrail-Reviewer": "adj-7"}


def submit(rt: Runtime, seed: int, member: str = "M1", scenario: str = "appendicitis") -> str:
    return submit_via_api(rt, scenario, seed, member)[0]


def assert_settled(rt: Runtime, claim_ids: list[str]) -> None:
    assert {i.id for i in ops.list_problems(rt, stuck_after_s=0)} & set(claim_ids) == set()  # 0 stuck
    for claim_id in claim_ids:
        claim = rt.claims.get(claim_id)  # 0 lost
        assert claim.decided_at is not None
        assert len(rt.claims.payments(claim_id)) == (1 if claim.payable_amount else 0)  # 0 paid twice
        events = [r.event for r in rt.audit.records(claim_id)]
        assert events.count("decision") == 1 and events.count("review") <= 1
        assert rt.audit.verify(claim_id).ok  # chain intact


def review_if_waiting(rt: Runtime, claim_id: str) -> None:
    """An adjuster approves a claim that waits for review (in full), or the CRC upholds a drafted repudiation,
    and the claim is then decided."""
    claim = rt.claims.get(claim_id)
    if claim.status == "awaiting_crc":
        uphold_by_the_crc(rt, claim_id)
        wait_claim(rt, claim_id, ("decided",))
        return
    if claim.status != "in_review":
        return
    _, packet = call(internal_app, "GET", f"/internal/claims/{claim_id}", headers=REVIEWER)
    payable = min(packet["facts"]["bill_total"], claim.amount_claimed)
    review = {"reviewer_id": "adj-7", "decision": "approve", "payable_amount": payable}
    assert call(internal_app, "POST", f"/internal/reviews/{claim_id}", review, REVIEWER)[0] in (200, 202)
    wait_claim(rt, claim_id, ("decided",))


def test_the_waiting_execution_is_lost_before_the_review_is_sent_then_ops_redrive(
    runtime: Runtime,  # noqa: F811
) -> None:
    rt = runtime
    sfn: LocalStepFunctions = rt.workflows  # type: ignore[assignment]
    claim_id = submit(rt, seed=31)
    wait_claim(rt, claim_id, ("in_review",))
    claim = rt.claims.get(claim_id)
    # the engine loses the waiting execution (a restart of the local server): the database still holds the
    # execution ARN and the task token of an engine that no longer knows them
    lost_arn = f"{claim.execution_arn}-lost"
    rt.claims.update(claim_id, task_token="token-of-a-lost-engine", execution_arn=lost_arn)
    assert sfn.describe(lost_arn).status == "NOT_FOUND"
    _, packet = call(internal_app, "GET", f"/internal/claims/{claim_id}", headers=REVIEWER)
    payable = min(packet["facts"]["bill_total"], claim.amount_claimed) // 2
    review = {"reviewer_id": "adj-7", "decision": "partial", "payable_amount": payable}
    status, err = call(internal_app, "POST", f"/internal/reviews/{claim_id}", review, REVIEWER)
    assert status == 503 and err["error"]["code"] == "REVIEW_NOT_DELIVERED"
    # the same review again is still not a 409 (it cannot be delivered yet either)
    assert call(internal_app, "POST", f"/internal/reviews/{claim_id}", review, REVIEWER)[0] == 503
    assert [i.state for i in ops.list_problems(rt) if i.id == claim_id] == ["stuck"]

    result = ops.redrive(rt, claim_id, wait_s=120)
    assert result["action"] == "restarted" and "delivered" in result["detail"], result
    wait_claim(rt, claim_id, ("decided",))
    claim = rt.claims.get(claim_id)
    assert (claim.decision, claim.payable_amount, claim.decided_by) == ("partial", payable, "human")
    assert_settled(rt, [claim_id])


@pytest.mark.parametrize("stage", ["ClaimExtract", "ClaimRules", "ClaimGate"])
def test_a_kill_after_a_stage_is_repaired_by_ops_redrive_all(
    runtime: Runtime,  # noqa: F811
    stage: str,
) -> None:
    rt = runtime
    sfn: LocalStepFunctions = rt.workflows  # type: ignore[assignment]
    spec = registry.function(stage)
    real = spec.load_handler()
    killed: list[str] = []

    def killed_after_work(event: dict[str, Any], context: Any) -> Any:
        result = real(event, context)
        if not killed:
            killed.append(event["claim_id"])
            raise RuntimeError("process killed after the stage's writes")
        return result

    sfn.lambda_client.handlers[spec.local_arn()] = (spec, killed_after_work)
    claim_id = submit(rt, seed=40 + len(stage), member="M9", scenario="dengue")
    wait_claim(rt, claim_id, ("needs_attention", "decided"))
    assert [i.state for i in ops.list_problems(rt) if i.id == claim_id] == ["failed"]
    results = ops.redrive_all(rt, wait_s=0)
    assert [r["action"] for r in results if r["id"] == claim_id] == ["restarted"]
    uphold_by_the_crc(rt, claim_id)  # the repudiation is final only when the committee upholds it
    wait_claim(rt, claim_id, ("decided",))
    assert rt.claims.get(claim_id).decision == "deny"
    assert_settled(rt, [claim_id])


def test_the_same_queue_message_delivered_twice_starts_one_adjudication(
    runtime: Runtime,  # noqa: F811
) -> None:
    from functions.claim_queue.handler import handler as queue_handler

    rt = runtime
    claim_id = submit(rt, seed=52, member="M9", scenario="dengue")
    wait_claim(rt, claim_id, ("decided", "in_review", "awaiting_crc"))
    before = rt.claims.get(claim_id).execution_arn
    record = {
        "messageId": "m-1",
        "receiptHandle": "r-1",
        "body": json.dumps({"claim_id": claim_id}),
        "attributes": {},
        "messageAttributes": {},
        "md5OfBody": "",
        "eventSource": "aws:sqs",
        "eventSourceARN": "arn:aws:sqs:ap-south-1:000000000000:claims",
        "awsRegion": "ap-south-1",
    }
    # SQS delivers at least once: the same message twice, in one batch and again later
    context = SimpleNamespace(
        function_name="clausetrail-claim-queue",
        memory_limit_in_mb=512,
        invoked_function_arn="arn:aws:lambda:ap-south-1:000000000000:function:clausetrail-claim-queue",
        aws_request_id="req-1",
    )
    queue_handler({"Records": [record, {**record, "messageId": "m-2"}]}, context)
    queue_handler({"Records": [record]}, context)
    assert rt.claims.get(claim_id).execution_arn == before  # no second execution
    review_if_waiting(rt, claim_id)
    assert_settled(rt, [claim_id])


def test_a_crash_between_the_review_and_the_decision_is_repaired_by_ops_redrive(
    runtime: Runtime,  # noqa: F811
) -> None:
    rt = runtime
    sfn: LocalStepFunctions = rt.workflows  # type: ignore[assignment]
    spec = registry.function("ClaimDecide")
    real = spec.load_handler()
    crashed: list[str] = []

    def crash_once(event: dict[str, Any], context: Any) -> Any:
        if not crashed:
            crashed.append(event["claim_id"])
            raise RuntimeError("process killed before the decision was written")
        return real(event, context)

    sfn.lambda_client.handlers[spec.local_arn()] = (spec, crash_once)
    claim_id = submit(rt, seed=53)
    wait_claim(rt, claim_id, ("in_review",))
    _, packet = call(internal_app, "GET", f"/internal/claims/{claim_id}", headers=REVIEWER)
    payable = min(packet["facts"]["bill_total"], rt.claims.get(claim_id).amount_claimed) // 2
    review = {"reviewer_id": "adj-7", "decision": "partial", "payable_amount": payable}
    assert call(internal_app, "POST", f"/internal/reviews/{claim_id}", review, REVIEWER)[0] in (200, 202)
    deadline = time.monotonic() + 120
    arn = rt.claims.get(claim_id).execution_arn
    while time.monotonic() < deadline and not (crashed and sfn.describe(arn).status == "FAILED"):
        time.sleep(0.1)
    assert crashed == [claim_id] and rt.claims.get(claim_id).decided_at is None
    # the review is stored and the execution is gone: ops sees the claim and resumes it
    assert claim_id in {i.id for i in ops.list_problems(rt, stuck_after_s=0)}
    ops.redrive_all(rt, stuck_after_s=0, wait_s=0)
    # the restarted execution waits for the review again; the stored review is delivered to it, not retyped
    wait_claim(rt, claim_id, ("in_review", "decided"))
    deadline = time.monotonic() + 120
    while rt.claims.get(claim_id).decided_at is None and time.monotonic() < deadline:
        ops.drain_outbox(rt)
        time.sleep(0.2)
    wait_claim(rt, claim_id, ("decided",))
    claim = rt.claims.get(claim_id)
    assert (claim.decision, claim.payable_amount, claim.decided_by) == ("partial", payable, "human")
    assert_settled(rt, [claim_id])


def test_a_database_restart_mid_claim_loses_nothing(runtime: Runtime) -> None:  # noqa: F811
    """Every server connection is cut while a stage runs (what the claim sees of a database restart): the
    stage's retry or `ops redrive` finishes the claim; nothing lost, nothing paid twice."""
    rt = runtime
    sfn: LocalStepFunctions = rt.workflows  # type: ignore[assignment]
    spec = registry.function("ClaimRules")
    real = spec.load_handler()
    cut: list[str] = []

    def restart_then_run(event: dict[str, Any], context: Any) -> Any:
        if not cut:
            cut.append(event["claim_id"])
            with rt.database.transaction() as conn:
                conn.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
        return real(event, context)

    sfn.lambda_client.handlers[spec.local_arn()] = (spec, restart_then_run)
    claim_id = submit(rt, seed=54, member="M9", scenario="dengue")
    wait_claim(rt, claim_id, ("decided", "in_review", "awaiting_crc", "needs_attention"))
    assert cut == [claim_id]
    if rt.claims.get(claim_id).status == "needs_attention":
        ops.redrive_all(rt, stuck_after_s=0, wait_s=0)
        wait_claim(rt, claim_id, ("decided", "in_review", "awaiting_crc"))
    review_if_waiting(rt, claim_id)
    assert_settled(rt, [claim_id])
