"""AnalyzeExpense's reading of a bill replaces the layout reading's bill lines; the rest is kept."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from clausetrail.adapters.ocr_expense import parse_analyze_expense
from clausetrail.claim_extraction.expense_merge import merge_expense
from clausetrail.claim_extraction.outcome import ExtractionOutcome
from clausetrail.domain.claims.facts import ClaimFacts, DocumentType, FieldSource, LineCategory, LineItem

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "textract" / "analyze_expense_bill.json"


def layout_outcome() -> ExtractionOutcome:
    facts = ClaimFacts(
        patient_name="Ramesh Kumar",
        diagnosis="Acute appendicitis",
        admission_date=date(2025, 9, 14),
        discharge_date=date(2025, 9, 17),
        bill_number="WRONG-1",
        line_items=(LineItem(description="Room", category=LineCategory.ROOM, amount=100),),
        bill_total=100,
        documents_present=frozenset({DocumentType.BILL, DocumentType.DISCHARGE_SUMMARY}),
        sources={
            "diagnosis": FieldSource(document="discharge_summary.pdf", page=1, confidence=0.98),
            "bill_total": FieldSource(document="bill.pdf", page=1, confidence=0.6),
        },
    )
    return ExtractionOutcome(
        facts=facts,
        lowest_confidence=0.6,
        extractor_version="offline-claims-v2",
        offline=True,
        line_items_total=100,
        amount_mismatch=False,
    )


def test_expense_lines_replace_the_layout_bill_and_the_rest_stays() -> None:
    expense = parse_analyze_expense(json.loads(FIXTURE.read_text()), document="bill.pdf")
    assert expense.facts.line_items  # the fixture is a real-shaped itemised bill
    merged = merge_expense(layout_outcome(), expense)
    assert merged.facts.line_items == expense.facts.line_items
    assert merged.facts.bill_total == expense.facts.bill_total
    assert merged.facts.bill_number == expense.facts.bill_number != "WRONG-1"
    assert merged.facts.diagnosis == "Acute appendicitis" and merged.facts.patient_name == "Ramesh Kumar"
    assert merged.facts.sources["diagnosis"].document == "discharge_summary.pdf"
    assert merged.extractor_version == "offline-claims-v2+analyze-expense"
    assert merged.amount_mismatch is (
        sum(i.amount for i in merged.facts.line_items) != merged.facts.bill_total
    )


def test_an_expense_reading_without_lines_changes_nothing() -> None:
    layout = layout_outcome()
    empty = layout.model_copy(update={"facts": ClaimFacts()})
    assert merge_expense(layout, empty) is layout


def test_the_aws_stage_sends_the_bill_the_layout_reading_found() -> None:
    from clausetrail.adapters.ocr_expense import TextractExpenseReader
    from clausetrail.services.claim_facts import with_analyze_expense

    calls: list[bytes] = []

    class FakeTextract:
        def analyze_expense(self, Document: dict[str, bytes]) -> dict[str, object]:
            calls.append(Document["Bytes"])
            return json.loads(FIXTURE.read_text())

    merged = with_analyze_expense(
        layout_outcome(),
        {"bill.pdf": b"%PDF bill", "discharge_summary.pdf": b"%PDF ds"},
        TextractExpenseReader(FakeTextract()),
    )
    assert calls == [b"%PDF bill"]
    assert merged.extractor_version.endswith("+analyze-expense")
