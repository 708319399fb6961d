"""Faults through the real local state machine, then `ops redrive`: 0 claims lost, 0 paid twice, 0 stuck, audit
chains intact. (A crash after each stage is in test_claims_end_to_end; here ops do the restart.)"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from clausetrail.api.app import app
from clausetrail.api.internal import internal_app
from clausetrail.runtime import Runtime
from clausetrail.services import ops
from clausetrail.workflow import registry
from clausetrail.workflow.local_sfn import LocalStepFunctions
from tests.integration.test_claims_end_to_end import (
    call,
    claim_documents,
    runtime,  # noqa: F401  (the fixture)
    wait_claim,
)

pytestmark = pytest.mark.xdist_group("sfn")
REVIEWER = {"X-ClauseTrail-Reviewer": "adj-7"}


def submit(rt: Runtime, seed: int, member: str = "M1", scenario: str = "appendicitis") -> str:
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
    return str(got["claim_id"])


def assert_settled(rt: Runtime, claim_ids: list[str]) -> None:
    assert {i.id for i in ops.list_problems(rt, stuck_after_s=0)} & set(claim_ids) == set()  # 0 stuck
    for claim_id in claim_ids:
        claim = rt.claims.get(claim_id)  # 0 lost
        assert claim.decided_at is not None
        assert len(rt.claims.payments(claim_id)) == (1 if claim.payable_amount else 0)  # 0 paid twice
        events = [r.event for r in rt.audit.records(claim_id)]
        assert events.count("decision") == 1 and events.count("review") <= 1
        assert rt.audit.verify(claim_id).ok  # chain intact


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
    wait_claim(rt, claim_id, ("decided",))
    assert rt.claims.get(claim_id).decision == "deny"
    assert_settled(rt, [claim_id])
