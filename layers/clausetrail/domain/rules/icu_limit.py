"""ICU_LIMIT (payable step 2b): ICU charges above the ICU limit are capped at the limit per day (times ICU
days); no proportionate deduction on other expenses. A cap spread over several ICU lines is shared out
exactly (largest remainder). ICU days: the ICU lines' ``days``, else the facts' ``icu_days``.
"""

from __future__ import annotations

from clausetrail.domain.claims.facts import LineCategory
from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.arithmetic import cap_lines
from clausetrail.domain.rules.limits import is_per_day, limit_inr
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult
from clausetrail.domain.terms import Limit, LimitKind

RULE_ID = "ICU_LIMIT"
TERM = "icu_limit"


def apply_icu_limit(ctx: RuleContext) -> RuleResult:
    assessment = ctx.current_assessment()
    limit: Limit | None = ctx.terms.value(TERM)
    clause_ids = ctx.clause_ids(TERM)
    schedule = ctx.effective_schedule
    icu = [line for line in assessment.lines if line.category is LineCategory.ICU]
    icu_total = sum(line.allowed for line in icu)

    def result(passed: bool, detail: str, *, outcome: Outcome = Outcome.CONTINUE) -> RuleResult:
        return ctx.result(
            RULE_ID,
            passed=passed,
            reason_code=None if passed else RULE_ID,
            outcome=outcome,
            computed_amount=assessment.total,
            clause_ids=clause_ids,
            detail=detail,
        )

    if not icu:
        return result(True, "no ICU charges")
    if limit is None or schedule is None or limit.kind is LimitKind.NO_LIMIT:
        return result(True, "no ICU limit")
    if limit.kind in (LimitKind.NOT_COVERED, LimitKind.ROOM_CATEGORY):
        return result(
            False,
            f"ICU limit is {limit.describe()}: an adjuster must assess the ICU charges",
            outcome=Outcome.HUMAN,
        )
    per_unit = limit_inr(limit, schedule.sum_insured)
    assert per_unit is not None
    if is_per_day(limit):
        days = sum(line.days or 0 for line in icu) if all(line.days for line in icu) else ctx.facts.icu_days
        if not days:
            return result(
                False,
                f"ICU limit {format_inr(per_unit)}/day but the ICU days are not on the bill",
                outcome=Outcome.HUMAN,
            )
        cap = per_unit * days
        basis = f"{format_inr(per_unit)}/day x {days} days = {format_inr(cap)}"
    else:
        cap = per_unit
        basis = format_inr(cap)
    if icu_total <= cap:
        return result(True, f"ICU charges {format_inr(icu_total)} within {basis}")
    capped = iter(cap_lines([line.allowed for line in icu], cap))
    note = f"{RULE_ID}: capped at {basis}"
    lines = tuple(
        line.reduced_to(next(capped), note) if line.category is LineCategory.ICU else line
        for line in assessment.lines
    )
    new = assessment.with_lines(lines)
    return ctx.result(
        RULE_ID,
        passed=False,
        reason_code=RULE_ID,
        computed_amount=new.total,
        clause_ids=clause_ids,
        detail=f"ICU charges {format_inr(icu_total)} capped at {basis}",
        assessment=new,
    )
