"""AMOUNT_MISMATCH: the bill's line items must add up to its total exactly (whole rupees).

A mismatch usually means a misread amount ("18,000" read as "78,000"): the claim asks for information and is
routed to a human (:data:`ROUTES_TO_HUMAN`). Fail closed: a bill total or line items not read ask for them
the same way, with ``FACT_MISSING`` naming the field; a total or a line amount read with low confidence sends
the claim to a person (``FACT_MISSING``) even when the sum agrees.
"""

from __future__ import annotations

from typing import Final

from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.fail_closed import FACT_MISSING, gap_result, line_gaps, low_confidence
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult

RULE_ID = "AMOUNT_MISMATCH"
ROUTES_TO_HUMAN: Final = True


def check_amount_mismatch(ctx: RuleContext) -> RuleResult:
    facts = ctx.facts
    if facts.bill_total is None or not facts.line_items:
        missing = "bill_total" if facts.bill_total is None else "line_items"
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=FACT_MISSING,
            outcome=Outcome.NEED_INFO,
            missing_fields=(missing,),
            detail=f"{FACT_MISSING} ({missing}): no {missing.replace('_', ' ')} read from the bill",
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
    gaps = line_gaps(facts, range(len(facts.line_items)), ("amount",))
    total_doubt = low_confidence(facts, "bill_total")
    if total_doubt:
        gaps = {"bill_total": total_doubt, **gaps}
    if gaps:
        return gap_result(
            ctx,
            RULE_ID,
            FACT_MISSING,
            gaps,
            computed_amount=items_total,
            context=f"the line items add up to the total of {format_inr(items_total)}",
        )
    return ctx.result(
        RULE_ID,
        passed=True,
        computed_amount=items_total,
        detail=f"line items add up to {format_inr(items_total)}",
    )
