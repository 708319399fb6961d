"""What the gate and the review packet read of a claim's judgement and verification.

Kept apart from ``services.judgement`` so the rules, gate and API functions do not import the judge, the search
or the model adapters (their roles stay what they use: tests/infra/test_aws_permissions.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from clausetrail.domain.errors import Conflict
from clausetrail.domain.rules.engine import evaluate
from clausetrail.domain.rules.model import RuleContext
from clausetrail.judgement.model import Proposal
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.ports.stores import JudgementStore
from clausetrail.services.replay import rule_context_from_snapshot


def repo(rt: RuntimePorts) -> JudgementStore:
    return rt.judgements


def rules_context(rt: RuntimePorts, claim_id: str) -> RuleContext:
    """The very context the rules decided on, from their audit record (never re-read from the tables)."""
    records = [r for r in rt.audit.records(claim_id) if r.event == "rules"]
    if not records:
        raise Conflict(f"claim {claim_id} has no rules record yet", code="STAGE_ORDER")
    return rule_context_from_snapshot(records[-1].payload["context"])


def payable_for_marks(ctx: RuleContext, covered: frozenset[int]) -> int | None:
    """The payable amount the rules engine computes when only the `covered` lines are covered."""
    return evaluate(ctx.with_covered_lines(covered)).payable_amount


@dataclass(frozen=True, slots=True)
class GateJudgement:
    """What the gate reads from judgement and verification."""

    verification_passed: bool
    rests_on_model: bool
    needs_person: bool
    reasons: tuple[str, ...]
    proposal: Proposal
    verification: dict[str, Any] | None


def gate_inputs(rt: RuntimePorts, claim_id: str) -> GateJudgement | None:
    """None when the claim was not judged (a rules hard stop); a judgement never verified does not pass."""
    row = repo(rt).judgement(claim_id)
    if row is None:
        return None
    proposal = Proposal.model_validate(row["proposal"])
    verification = row["verification"]
    passed = bool(verification and verification.get("passed"))
    reasons = [f"JUDGE:{r}" for r in proposal.person_reasons] if proposal.needs_person else []
    return GateJudgement(
        verification_passed=passed,
        rests_on_model=proposal.rests_on_model,
        needs_person=proposal.needs_person,
        reasons=tuple(reasons),
        proposal=proposal,
        verification=verification,
    )


def judgement_view(rt: RuntimePorts, claim_id: str) -> dict[str, Any] | None:
    """The judgement and its verification for the review packet (failures shown to the adjuster)."""
    row = repo(rt).judgement(claim_id)
    if row is None:
        return None
    return {
        "judge": row["judge"],
        "offline": row["offline"],
        "proposal": row["proposal"],
        "verification": row["verification"],
    }
