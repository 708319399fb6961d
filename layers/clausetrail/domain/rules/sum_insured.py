"""SUM_INSURED_EXHAUSTED (payable step 6): the payable amount is capped at the sum insured still available
this policy year: sum insured + cumulative bonus - claims already paid (shared by a floater's members).
Fail closed: without a schedule the cap cannot be checked (``TERM_MISSING``). Last, a payable above what the
hospital was paid (the bill's gross total less the discount it prints below it) goes to a person
(``FACT_MISSING``): an indemnity pays no more than the expense, and how the discount is shared among the
lines is the adjuster's to settle."""

from __future__ import annotations

from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.fail_closed import FACT_MISSING, TERM_MISSING, gap_result
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
        return _within_paid(ctx, total) or ctx.result(
            RULE_ID, passed=True, computed_amount=total, detail=f"available sum insured {basis}"
        )
    new = assessment.deduct(RULE_ID, total - available)
    above_paid = _within_paid(ctx, new.total)
    if above_paid is not None:
        return above_paid
    return ctx.result(
        RULE_ID,
        passed=False,
        reason_code=RULE_ID,
        computed_amount=new.total,
        clause_ids=("schedule:sum_insured",),
        detail=f"{format_inr(total)} capped at the available sum insured {basis}",
        assessment=new,
    )


def _within_paid(ctx: RuleContext, payable: int) -> RuleResult | None:
    """A person's decision when ``payable`` is above what the hospital was paid after the discount its bill
    prints; None when there is no discount or the payable is within it."""
    facts = ctx.facts
    if not facts.bill_discount or facts.bill_total is None:
        return None
    paid = facts.bill_total - facts.bill_discount
    if payable <= paid:
        return None
    return gap_result(
        ctx,
        RULE_ID,
        FACT_MISSING,
        {
            "bill_discount": f"the payable {format_inr(payable)} is above the {format_inr(paid)} the hospital was "
            f"paid after its {format_inr(facts.bill_discount)} discount"
        },
        computed_amount=payable,
    )
