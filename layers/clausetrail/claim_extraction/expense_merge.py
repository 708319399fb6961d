"""On AWS the bill also goes through Textract AnalyzeExpense, which is built for invoices: when it finds line
items, its bill number, lines and total replace what the layout reading found for that bill; everything else
(patient, dates, diagnosis, documents present) stays from the layout reading. Pure code."""

from __future__ import annotations

from clausetrail.claim_extraction.outcome import ExtractionOutcome, sum_check
from clausetrail.domain.claims.facts import ClaimFacts

_BILL_KEYS = ("bill_number", "bill_total", "line_items")


def merge_expense(layout: ExtractionOutcome, expense: ExtractionOutcome) -> ExtractionOutcome:
    if not expense.facts.line_items:
        return layout
    kept = {k: v for k, v in layout.facts.sources.items() if not k.startswith(_BILL_KEYS)}
    taken = {k: v for k, v in expense.facts.sources.items() if k.startswith(_BILL_KEYS)}
    data = layout.facts.model_dump()
    data.update(
        bill_number=expense.facts.bill_number or layout.facts.bill_number,
        bill_total=expense.facts.bill_total
        if expense.facts.bill_total is not None
        else layout.facts.bill_total,
        line_items=[item.model_dump() for item in expense.facts.line_items],
        sources={**kept, **taken},
    )
    facts = ClaimFacts.model_validate(data)
    mismatch, _ = sum_check(facts)
    confidences = [c for c in (layout.lowest_confidence, expense.lowest_confidence) if c is not None]
    return layout.model_copy(
        update={
            "facts": facts,
            "lowest_confidence": min(confidences) if confidences else None,
            "extractor_version": f"{layout.extractor_version}+analyze-expense",
            "line_items_total": sum(item.amount for item in facts.line_items),
            "amount_mismatch": mismatch,
            "warnings": (*layout.warnings, *expense.warnings),
        }
    )
