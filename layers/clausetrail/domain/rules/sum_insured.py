"""SUM_INSURED_EXHAUSTED (payable step 6): the payable amount is capped at the sum insured still available
this policy year: sum insured + cumulative bonus - claims already paid (shared by a floater's members).
Fail closed: without a schedule the cap cannot be checked (``TERM_MISSING``)."""

from __future__ import annotations

from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.fail_closed import TERM_MISSING, gap_result
from clausetrail.domain.rules.model import RuleContext, RuleResult

RULE_ID = "SUM_INSURED_EXHAUSTED"


def apply_sum_insured(ctx: RuleContext) -> RuleResult:
    assessment = ctx.current_assessment()
    schedule = ctx.effective_schedule
    total = assessment.total
    if schedule is None:
        return gap_result(
            ctx,
            RULE_ID,
            TERM_MISSING,
            {"sum_insured": "no policy schedule gives the sum insured available"},
            computed_amount=total,
        )
    available = schedule.available_sum_insured
    basis = (
        f"{format_inr(schedule.sum_insured)} + bonus {format_inr(schedule.cumulative_bonus)} "
        f"- paid {format_inr(schedule.claims_paid_this_year)} = {format_inr(available)}"
    )
    if total <= available:
        return ctx.result(
            RULE_ID, passed=True, computed_amount=total, detail=f"available sum insured {basis}"
        )
    new = assessment.deduct(RULE_ID, total - available)
    return ctx.result(
        RULE_ID,
        passed=False,
        reason_code=RULE_ID,
        computed_amount=new.total,
        clause_ids=("schedule:sum_insured",),
        detail=f"{format_inr(total)} capped at the available sum insured {basis}",
        assessment=new,
    )
