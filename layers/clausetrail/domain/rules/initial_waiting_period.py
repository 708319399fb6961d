"""INITIAL_WAITING_PERIOD: no illness claim within the first N days of cover; accidents excepted (Excl03).

Measured from the member's ``covered_since`` (first inception, continuous cover); served on
``covered_since + N days`` (see :mod:`clausetrail.domain.rules.dates`). Fail closed: when the term is missing
or doubtful and the loss falls within :data:`LONGEST_INITIAL_WAITING_DAYS` of ``covered_since`` (so the
period could still run), an illness claim goes to a person (``TERM_MISSING``).
"""

from __future__ import annotations

from typing import Final

from clausetrail.domain.rules.dates import served_on_days, within
from clausetrail.domain.rules.fail_closed import TERM_MISSING, gap_result, term_gap
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult

RULE_ID = "INITIAL_WAITING_PERIOD"
TERM = "initial_waiting_period_days"
#: IRDAI's standard initial waiting period is 30 days; some wordings set up to 90.
LONGEST_INITIAL_WAITING_DAYS: Final = 90


def check_initial_waiting_period(ctx: RuleContext) -> RuleResult:
    member = ctx.member
    days = ctx.terms.value(TERM)
    clause_ids = ctx.clause_ids(TERM)
    gap = term_gap(ctx, TERM)
    if member is not None and gap and not ctx.facts.is_accident:
        if within(ctx.claim.loss_date, served_on_days(member.covered_since, LONGEST_INITIAL_WAITING_DAYS)):
            return gap_result(
                ctx,
                RULE_ID,
                TERM_MISSING,
                {TERM: gap},
                clause_ids=clause_ids,
                context=f"the loss is within {LONGEST_INITIAL_WAITING_DAYS} days of cover from {member.covered_since}",
            )
        days = None  # served whatever the wording says
    if member is None or not days:
        return ctx.result(
            RULE_ID, passed=True, clause_ids=clause_ids, detail="no initial waiting period in the terms"
        )
    served = served_on_days(member.covered_since, days)
    if not within(ctx.claim.loss_date, served):
        return ctx.result(
            RULE_ID,
            passed=True,
            clause_ids=clause_ids,
            detail=f"{days}-day initial waiting period served on {served}",
        )
    if ctx.facts.is_accident:
        return ctx.result(
            RULE_ID,
            passed=True,
            clause_ids=clause_ids,
            detail=f"within the {days}-day initial waiting period (served on {served}) but an accident: excepted",
        )
    return ctx.result(
        RULE_ID,
        passed=False,
        reason_code=RULE_ID,
        outcome=Outcome.HARD_STOP,
        clause_ids=clause_ids,
        detail=f"loss on {ctx.claim.loss_date} is within the {days}-day initial waiting period "
        f"from {member.covered_since} (served on {served})",
    )
