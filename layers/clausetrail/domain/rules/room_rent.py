"""ROOM_RENT_PROPORTIONATE_DEDUCTION (payable step 2a).

When the room rent per day exceeds the limit, the associated medical expenses — room, nursing, doctor and
surgeon fees, OT (:data:`~clausetrail.domain.claims.facts.ASSOCIATED_MEDICAL_EXPENSES`) — are paid in the
ratio limit / actual rent. Pharmacy, consumables, implants and diagnostics are never scaled; ICU has its
own cap (ICU_LIMIT). Each scaled line is rounded half-up to whole rupees
(:mod:`~clausetrail.domain.rules.arithmetic`).

The actual rent is the bill's ``room_rate_per_day`` when extracted, else room charges / room days (the
lines' ``days``, else the stay). A room limit written without "per day" (an amount or a percent of the sum
insured) is read per day, as room-rent limits are. Room-category limits are ROOM_CATEGORY_ABOVE_ELIGIBLE's.

Fail closed (``room stay``: room lines, a room rate, or at least one night between admission and discharge):
a room stay with the limit term missing or doubtful is ``TERM_MISSING``; a percent limit without a schedule
sum insured is ``TERM_MISSING``; under a per-day limit, a stay of one night or more whose bill shows no room
charge and no rate (a room line read as another category), stay dates not read, or a room rate, a line
amount or a line category read with low confidence is ``FACT_MISSING``. The draft amount still applies what
could be computed.
"""

from __future__ import annotations

from fractions import Fraction

from clausetrail.domain.claims.facts import ASSOCIATED_MEDICAL_EXPENSES, LineCategory
from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.arithmetic import scale
from clausetrail.domain.rules.fail_closed import (
    FACT_MISSING,
    TERM_MISSING,
    gap_result,
    line_gaps,
    low_confidence,
    stay_nights,
    term_gap,
)
from clausetrail.domain.rules.limits import limit_inr
from clausetrail.domain.rules.model import RuleContext, RuleResult
from clausetrail.domain.terms import Limit, LimitKind

RULE_ID = "ROOM_RENT_PROPORTIONATE_DEDUCTION"
TERM = "room_rent_limit"


def _fmt(rate: Fraction) -> str:
    return format_inr(int(rate)) if rate.denominator == 1 else f"{float(rate):,.2f}"


def apply_room_rent(ctx: RuleContext) -> RuleResult:
    assessment = ctx.current_assessment()
    limit: Limit | None = ctx.terms.value(TERM)
    clause_ids = ctx.clause_ids(TERM)
    schedule = ctx.effective_schedule

    def unchanged(detail: str) -> RuleResult:
        return ctx.result(
            RULE_ID, passed=True, computed_amount=assessment.total, clause_ids=clause_ids, detail=detail
        )

    facts = ctx.facts
    room_lines = [line for line in assessment.lines if line.category is LineCategory.ROOM]
    icu_lines = [line for line in assessment.lines if line.category is LineCategory.ICU]
    nights = stay_nights(facts)
    room_stay = bool(room_lines) or facts.room_rate_per_day is not None or bool(nights)
    gap = term_gap(ctx, TERM)
    if gap and room_stay:
        return gap_result(
            ctx, RULE_ID, TERM_MISSING, {TERM: gap}, clause_ids=clause_ids, computed_amount=assessment.total
        )
    if limit is None or limit.kind in (LimitKind.NO_LIMIT, LimitKind.NOT_COVERED, LimitKind.ROOM_CATEGORY):
        return unchanged("no per-day room rent limit")
    if schedule is None and limit.kind not in (LimitKind.AMOUNT, LimitKind.AMOUNT_PER_DAY):
        return gap_result(
            ctx,
            RULE_ID,
            TERM_MISSING,
            {
                "sum_insured": f"the room rent limit is {limit.describe()} and no schedule gives the sum insured"
            },
            clause_ids=clause_ids,
            computed_amount=assessment.total,
        )
    per_day = limit_inr(limit, schedule.sum_insured if schedule else 0)
    assert per_day is not None
    gaps: dict[str, str] = {}
    if not room_lines and facts.room_rate_per_day is None and not icu_lines:
        if nights is None:
            gaps["admission_date"] = "the stay dates were not read, so a room stay cannot be ruled out"
        elif nights >= 1:
            gaps["room_rate_per_day"] = (
                f"a stay of {nights} night(s) but no room charge or room rate was read from the bill"
            )
    if (
        room_lines
        and facts.room_rate_per_day is None
        and nights is None
        and not all(line.days for line in room_lines)
    ):
        gaps["admission_date"] = "the room days cannot be counted: the stay dates were not read"
    rate_doubt = low_confidence(facts, "room_rate_per_day")
    if rate_doubt:
        gaps["room_rate_per_day"] = rate_doubt
    if room_stay:
        gaps.update(line_gaps(facts, (line.index for line in assessment.lines), ("category",)))
        gaps.update(line_gaps(facts, (line.index for line in room_lines), ("amount", "days")))
    if gaps:
        return gap_result(
            ctx,
            RULE_ID,
            FACT_MISSING,
            gaps,
            clause_ids=clause_ids,
            computed_amount=assessment.total,
            context=f"room rent limit {limit.describe()} = {format_inr(per_day)}/day",
        )
    rate: Fraction | None = None
    if facts.room_rate_per_day is not None:
        rate = Fraction(facts.room_rate_per_day)
    elif room_lines:
        days = (
            sum(line.days or 0 for line in room_lines)
            if all(line.days for line in room_lines)
            else facts.stay_days
        )
        if days:
            rate = Fraction(sum(line.billed for line in room_lines), days)
    if rate is None:
        return unchanged(f"room rent limit {format_inr(per_day)}/day; no room rent on the bill")
    if rate <= per_day:
        return unchanged(f"room rent {_fmt(rate)}/day within the limit of {format_inr(per_day)}/day")
    ratio = Fraction(per_day) / rate
    note = f"{RULE_ID}: x {per_day}/{_fmt(rate)}"
    lines = tuple(
        line.reduced_to(scale(line.allowed, ratio), note)
        if line.category in ASSOCIATED_MEDICAL_EXPENSES
        else line
        for line in assessment.lines
    )
    new = assessment.with_lines(lines)
    return ctx.result(
        RULE_ID,
        passed=False,
        reason_code=RULE_ID,
        computed_amount=new.total,
        clause_ids=clause_ids,
        detail=f"room rent {_fmt(rate)}/day above the limit of {limit.describe()} = {format_inr(per_day)}/day: "
        f"room, nursing, doctor/surgeon fees and OT paid in the ratio {format_inr(per_day)} / {_fmt(rate)}; "
        f"deduction {format_inr(assessment.total - new.total)}",
        assessment=new,
    )
