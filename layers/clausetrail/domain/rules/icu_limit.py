"""ICU_LIMIT (payable step 2b): ICU charges above the ICU limit are capped at the limit per day (times ICU
days); no proportionate deduction on other expenses. A cap spread over several ICU lines is shared out
exactly (largest remainder). ICU days: the ICU lines' ``days``, else the facts' ``icu_days``.

Fail closed: ICU charges with the ICU limit term missing or doubtful are ``TERM_MISSING`` (a percent limit
without a schedule sum insured too); a per-day limit without the ICU days, or ICU line amounts read with low
confidence, is ``FACT_MISSING``.
"""

from __future__ import annotations

from clausetrail.domain.claims.facts import LineCategory
from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.arithmetic import cap_lines
from clausetrail.domain.rules.fail_closed import (
    FACT_MISSING,
    TERM_MISSING,
    gap_result,
    line_gaps,
    low_confidence,
    term_gap,
)
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
    gap = term_gap(ctx, TERM)
    if gap:
        return gap_result(
            ctx, RULE_ID, TERM_MISSING, {TERM: gap}, clause_ids=clause_ids, computed_amount=assessment.total
        )
    assert limit is not None
    if limit.kind is LimitKind.NO_LIMIT:
        return result(True, "no ICU limit")
    if schedule is None and limit.kind not in (LimitKind.AMOUNT, LimitKind.AMOUNT_PER_DAY):
        return gap_result(
            ctx,
            RULE_ID,
            TERM_MISSING,
            {"sum_insured": f"the ICU limit is {limit.describe()} and no schedule gives the sum insured"},
            clause_ids=clause_ids,
            computed_amount=assessment.total,
        )
    doubtful = line_gaps(ctx.facts, (line.index for line in icu), ("amount", "days"))
    days_doubt = low_confidence(ctx.facts, "icu_days")
    if is_per_day(limit) and not all(line.days for line in icu) and days_doubt:
        doubtful["icu_days"] = days_doubt
    if doubtful:
        return gap_result(
            ctx, RULE_ID, FACT_MISSING, doubtful, clause_ids=clause_ids, computed_amount=assessment.total
        )
    if limit.kind in (LimitKind.NOT_COVERED, LimitKind.ROOM_CATEGORY):
        return result(
            False,
            f"ICU limit is {limit.describe()}: an adjuster must assess the ICU charges",
            outcome=Outcome.HUMAN,
        )
    per_unit = limit_inr(limit, schedule.sum_insured if schedule else 0)
    assert per_unit is not None
    if is_per_day(limit):
        days = sum(line.days or 0 for line in icu) if all(line.days for line in icu) else ctx.facts.icu_days
        if not days:
            return gap_result(
                ctx,
                RULE_ID,
                FACT_MISSING,
                {"icu_days": "the ICU days were not read from the bill"},
                clause_ids=clause_ids,
                computed_amount=assessment.total,
                context=f"ICU limit {format_inr(per_unit)}/day",
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
