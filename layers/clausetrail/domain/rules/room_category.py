"""ROOM_CATEGORY_ABOVE_ELIGIBLE (payable step 2c): a room above the eligible room *category*.

The wording's own consequence applies when the terms state it as data: a fixed co-pay percent, either given
to the rule context (:class:`~clausetrail.domain.rules.model.RoomCategoryConsequence`), as the policy
co-pay whose condition names a higher room category, or as the wording's own sentence on a higher category
(``extraction_meta.room_upgrade_copay``, kept when the schedule names the eligible category). It is applied
to every line (each rounded half-up to whole rupees). Otherwise the usual consequence — proportionate deduction against the eligible room's
tariff, which a bill does not carry — goes to a human, with the draft before that deduction. Fail closed: a
room stay (room lines, or a night or more) whose room category was not read, was read with low confidence or
names no known category is ``FACT_MISSING``; an eligible category that names no room category ("as per the
schedule", "as opted") is ``TERM_MISSING`` (room_rent_limit), and so is a co-pay for a higher room category
whose percent the terms do not state, or state with low confidence (copay): a draft never skips a deduction it
could not compute, nor applies a percent that may be too low.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Final

from clausetrail.domain.claims.facts import LineCategory
from clausetrail.domain.rules.arithmetic import after_percent_deduction
from clausetrail.domain.rules.fail_closed import (
    FACT_MISSING,
    TERM_MISSING,
    gap_result,
    low_confidence,
    stay_nights,
    term_gap,
)
from clausetrail.domain.rules.model import Outcome, RoomCategoryConsequence, RuleContext, RuleResult
from clausetrail.domain.rules.tables.room_categories import RANK_NAMES, room_rank
from clausetrail.domain.rules.text_match import word_pattern
from clausetrail.domain.terms import Copay, Limit, LimitKind

RULE_ID = "ROOM_CATEGORY_ABOVE_ELIGIBLE"
TERM = "room_rent_limit"
#: the ``extraction_meta`` key of the wording's co-pay for a room above the eligible category
ROOM_UPGRADE_COPAY: Final = "room_upgrade_copay"
_ROOM_UPGRADE = word_pattern(
    [
        r"(?:higher|above|superior|better|upgraded?) (?:\w+ )?(?:room|category|accommodation)",
        r"room (?:\w+ )?(?:higher|above|superior|better) than",
        r"(?:room|category) upgrade",
    ]
)


def is_room_upgrade_condition(condition: str | None) -> bool:
    """Whether a co-pay condition is about a room above the eligible category."""
    return bool(condition) and bool(_ROOM_UPGRADE.search(str(condition).lower()))


def room_upgrade_consequence(ctx: RuleContext) -> RoomCategoryConsequence | None:
    """The co-pay the terms attach to a room above the eligible category, if they state one."""
    if ctx.room_category_consequence is not None:
        return ctx.room_category_consequence
    limit: Limit | None = ctx.terms.value(TERM)
    if limit is not None and limit.above_category_copay_percent is not None:
        ids = ctx.clause_ids(TERM)
        return RoomCategoryConsequence(
            copay_percent=limit.above_category_copay_percent, clause_id=ids[0] if ids else None
        )
    copay: Copay | None = ctx.terms.value("copay")
    if copay is not None and copay.percent and is_room_upgrade_condition(copay.condition):
        ids = ctx.clause_ids("copay")
        return RoomCategoryConsequence(copay_percent=copay.percent, clause_id=ids[0] if ids else None)
    return _stated_upgrade_copay(ctx)


def _stated_upgrade_copay(ctx: RuleContext) -> RoomCategoryConsequence | None:
    """The wording's own sentence on a room above the eligible category, read whatever the eligible category
    (``extraction_meta.room_upgrade_copay``: a wording that leaves the category to the schedule still states
    the co-pay above it), or None when it states none or a percent out of range."""
    stated = (ctx.terms.extraction_meta.model_extra or {}).get(ROOM_UPGRADE_COPAY)
    if not isinstance(stated, Mapping):
        return None
    try:
        percent = Decimal(str(stated.get("percent")))
    except ArithmeticError:
        return None
    if not percent.is_finite() or not 0 < percent <= 100:
        return None
    clause_id = stated.get("clause_id")
    return RoomCategoryConsequence(
        copay_percent=int(percent) if percent == percent.to_integral_value() else percent,
        clause_id=clause_id if isinstance(clause_id, str) else None,
    )


def _upgrade_copay_term(ctx: RuleContext) -> Copay | None:
    """The policy co-pay term when it is the co-pay for a higher room category and nothing else (the schedule's
    consequence, the limit's own upgrade co-pay) already states it; else None."""
    if ctx.room_category_consequence is not None:
        return None
    limit: Limit | None = ctx.terms.value(TERM)
    if limit is not None and limit.above_category_copay_percent is not None:
        return None
    copay: Copay | None = ctx.terms.value("copay")
    return copay if copay is not None and is_room_upgrade_condition(copay.condition) else None


def upgrade_copay_unstated(ctx: RuleContext) -> str | None:
    """Why the co-pay the terms attach to a higher room category has no percent to apply (the wording names the
    co-pay but leaves its percent to the schedule, which does not state it), or None."""
    copay = _upgrade_copay_term(ctx)
    if copay is not None and not copay.percent:
        return f"the co-pay for a higher room category ({copay.condition}) states no percent"
    return None


def upgrade_copay_doubtful(ctx: RuleContext) -> str | None:
    """Why the co-pay for a higher room category, when it is the policy co-pay term, cannot be relied on (read
    with low confidence: its percent may be another), or None."""
    return term_gap(ctx, "copay") if _upgrade_copay_term(ctx) is not None else None


def apply_room_category(ctx: RuleContext) -> RuleResult:
    assessment = ctx.current_assessment()
    limit: Limit | None = ctx.terms.value(TERM)
    is_category = limit is not None and limit.kind is LimitKind.ROOM_CATEGORY
    clause_ids = ctx.clause_ids(TERM) if is_category else ()

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

    if limit is None or not is_category:
        return result(True, "no room category limit")
    eligible_text = str(limit.value)
    actual_text = ctx.facts.room_category
    has_room = any(line.category is LineCategory.ROOM for line in assessment.lines)
    nights = stay_nights(ctx.facts)
    doubt = low_confidence(ctx.facts, "room_category")
    if actual_text is None or doubt:
        if actual_text is None and not has_room and nights is not None and nights < 1:
            return result(True, f"eligible: {eligible_text}; no room charges")
        why = doubt or "the room category was not read from the claim documents"
        return gap_result(
            ctx,
            RULE_ID,
            FACT_MISSING,
            {"room_category": why},
            clause_ids=clause_ids,
            computed_amount=assessment.total,
            context=f"eligible: {eligible_text}",
        )
    eligible, actual = room_rank(eligible_text), room_rank(actual_text)
    if eligible is None and actual == min(RANK_NAMES):
        return result(True, f"room {actual_text!r} is the most basic category: within any eligible category")
    if eligible is None:
        # "as per the schedule", "as opted", a plan's name: the wording names no category this rule can rank,
        # so the eligible room is not known (fail closed: never a draft that skips the room's deduction)
        return gap_result(
            ctx,
            RULE_ID,
            TERM_MISSING,
            {
                TERM: f"the eligible room category {eligible_text!r} is not a room category (left to the schedule?)"
            },
            clause_ids=clause_ids,
            computed_amount=assessment.total,
            context=f"room on the bill: {actual_text}",
        )
    if actual is None:
        return gap_result(
            ctx,
            RULE_ID,
            FACT_MISSING,
            {"room_category": f"the bill's room category {actual_text!r} is not a known room category"},
            clause_ids=clause_ids,
            computed_amount=assessment.total,
            context=f"eligible: {eligible_text}",
        )
    if actual <= eligible:
        return result(True, f"room {actual_text!r} within the eligible {eligible_text!r}")
    above = f"room {actual_text!r} ({RANK_NAMES[actual]}) is above the eligible {eligible_text!r} ({RANK_NAMES[eligible]})"
    unstated = upgrade_copay_unstated(ctx) or upgrade_copay_doubtful(ctx)
    if unstated:
        return gap_result(
            ctx,
            RULE_ID,
            TERM_MISSING,
            {"copay": unstated},
            clause_ids=tuple(dict.fromkeys((*clause_ids, *ctx.clause_ids("copay")))),
            computed_amount=assessment.total,
            context=above,
        )
    consequence = room_upgrade_consequence(ctx)
    if consequence is None:
        return result(
            False,
            f"{above}; the proportionate deduction needs the eligible room's tariff, which the bill lacks",
            outcome=Outcome.HUMAN,
        )
    percent = consequence.copay_percent
    note = f"{RULE_ID}: {percent}% co-pay for the higher room category"
    lines = tuple(
        line.reduced_to(after_percent_deduction(line.allowed, percent), note) for line in assessment.lines
    )
    new = assessment.with_lines(lines)
    ids = tuple(dict.fromkeys((*clause_ids, *((consequence.clause_id,) if consequence.clause_id else ()))))
    return ctx.result(
        RULE_ID,
        passed=False,
        reason_code=RULE_ID,
        computed_amount=new.total,
        clause_ids=ids,
        detail=f"{above}: {percent}% co-pay as the wording states",
        assessment=new,
    )
