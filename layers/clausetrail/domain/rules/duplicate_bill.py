"""DUPLICATE_BILL: a bill number already claimed ends the claim (compared without case, spaces, punctuation)."""

from __future__ import annotations

from clausetrail.domain.identifiers import normalise_printed_id
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult

RULE_ID = "DUPLICATE_BILL"


def normalise_bill_number(number: str) -> str:
    """ "inv/2025-001 " -> "INV2025001" (a printed identifier's normal form)."""
    return normalise_printed_id(number)


def check_duplicate_bill(ctx: RuleContext) -> RuleResult:
    number = ctx.facts.bill_number
    if not number:
        return ctx.result(RULE_ID, passed=True, detail="no bill number to compare")
    key = normalise_bill_number(number)
    seen = {normalise_bill_number(n) for n in ctx.seen_bill_numbers}
    if key and key in seen:
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=RULE_ID,
            outcome=Outcome.HARD_STOP,
            detail=f"bill number {number} has already been claimed",
        )
    return ctx.result(RULE_ID, passed=True, detail=f"bill number {number} not seen before")
