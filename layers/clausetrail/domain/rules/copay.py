"""COPAY (payable step 4): the co-pay percent on what remains after the sublimits.

The percent is the larger of the schedule's ``copay_percent`` and the wording's co-pay when that applies to
every claim (a mandatory co-pay cannot be waived by a schedule that says 0; a schedule percent already
includes the wording's). A wording co-pay with a condition (age, zone, optional cover) applies only through
the schedule; when the schedule does not state one the claim goes to a human. A co-pay tied to a higher room
category is ROOM_CATEGORY_ABOVE_ELIGIBLE's. Payable = remaining x (100 - p) / 100, rounded half-up.
"""

from __future__ import annotations

from decimal import Decimal

from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.arithmetic import after_percent_deduction
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult
from clausetrail.domain.rules.room_category import is_room_upgrade_condition
from clausetrail.domain.rules.text_match import word_pattern
from clausetrail.domain.terms import Copay

RULE_ID = "COPAY"
_EVERY_CLAIM = word_pattern(
    [r"each and every claim", r"every claim", r"all claims", r"each claim", r"per claim"]
)


def apply_copay(ctx: RuleContext) -> RuleResult:
    assessment = ctx.current_assessment()
    total = assessment.total
    schedule = ctx.effective_schedule
    wording: Copay | None = ctx.terms.value("copay")
    clause_ids: list[str] = []
    percent: int | Decimal = 0
    unresolved: str | None = None
    if schedule is not None and schedule.copay_percent is not None:
        percent = schedule.copay_percent
        if percent:
            clause_ids.append("schedule:copay_percent")
    if wording is not None and wording.percent and not is_room_upgrade_condition(wording.condition):
        unconditional = wording.condition is None or bool(_EVERY_CLAIM.search(wording.condition.lower()))
        if unconditional:
            if wording.percent >= percent:
                percent = wording.percent
                clause_ids = list(ctx.clause_ids("copay"))
        elif schedule is None or schedule.copay_percent is None:
            unresolved = f"the wording's {wording.percent}% co-pay applies when: {wording.condition}"
    if unresolved:
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=RULE_ID,
            outcome=Outcome.HUMAN,
            computed_amount=total,
            clause_ids=ctx.clause_ids("copay"),
            detail=f"{unresolved}; the schedule states no co-pay percent",
        )
    if not percent:
        return ctx.result(RULE_ID, passed=True, computed_amount=total, detail="no co-pay")
    payable = after_percent_deduction(total, percent)
    new = assessment.deduct(RULE_ID, total - payable)
    return ctx.result(
        RULE_ID,
        passed=payable == total,
        reason_code=RULE_ID if payable < total else None,
        computed_amount=new.total,
        clause_ids=tuple(dict.fromkeys(clause_ids)),
        detail=f"{percent}% co-pay on {format_inr(total)}: {format_inr(total - payable)}",
        assessment=new,
    )
