"""AMOUNT_MISMATCH: the bill's line items must add up to its total exactly (whole rupees).

A mismatch usually means a misread amount ("18,000" read as "78,000"): the claim asks for information and is
routed to a human (:data:`ROUTES_TO_HUMAN`).
"""

from __future__ import annotations

from typing import Final

from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult

RULE_ID = "AMOUNT_MISMATCH"
ROUTES_TO_HUMAN: Final = True


def check_amount_mismatch(ctx: RuleContext) -> RuleResult:
    facts = ctx.facts
    if facts.bill_total is None or not facts.line_items:
        missing = "bill total" if facts.bill_total is None else "line items"
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=RULE_ID,
            outcome=Outcome.NEED_INFO,
            detail=f"no {missing} on the bill",
        )
    items_total = facts.line_items_total
    if items_total != facts.bill_total:
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=RULE_ID,
            outcome=Outcome.NEED_INFO,
            detail=f"line items add up to {format_inr(items_total)}, the bill total is {format_inr(facts.bill_total)}",
        )
    return ctx.result(
        RULE_ID,
        passed=True,
        computed_amount=items_total,
        detail=f"line items add up to {format_inr(items_total)}",
    )
