"""DEDUCTIBLE (payable step 5): the schedule's deductible comes off what remains after the co-pay."""

from __future__ import annotations

from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.model import RuleContext, RuleResult

RULE_ID = "DEDUCTIBLE"


def apply_deductible(ctx: RuleContext) -> RuleResult:
    assessment = ctx.current_assessment()
    schedule = ctx.effective_schedule
    deductible = schedule.deductible if schedule else 0
    total = assessment.total
    if not deductible or not total:
        return ctx.result(RULE_ID, passed=True, computed_amount=total, detail="no deductible")
    amount = min(deductible, total)
    new = assessment.deduct(RULE_ID, amount)
    return ctx.result(
        RULE_ID,
        passed=False,
        reason_code=RULE_ID,
        computed_amount=new.total,
        clause_ids=("schedule:deductible",),
        detail=f"deductible {format_inr(deductible)}: {format_inr(amount)} borne by the insured",
        assessment=new,
    )
