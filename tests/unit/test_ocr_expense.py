"""Textract AnalyzeExpense → bill facts, on a recorded-shape response (tests/fixtures/textract/).

The fixture is an in-patient bill of Kaveri Medical Centre as AnalyzeExpense returns it: typed summary
fields (INVOICE_RECEIPT_ID for both the bill and the receipt number, TOTAL, AMOUNT_PAID, AMOUNT_DUE,
VENDOR_*), OTHER fields with their printed labels, eleven line items plus the table's total row that
Textract also returned as an item, and one PRICE read at 72.6 % confidence. Its shape is checked against
botocore's AnalyzeExpense output model through the Stubber below.
"""

from __future__ import annotations

import copy
import json
from datetime import date
from pathlib import Path
from typing import Any

import boto3
import pytest
from botocore.stub import Stubber

from clausetrail.adapters.ocr_expense import (
    EXTRACTOR_VERSION,
    TEXTRACT_CONFIDENCE_CAP,
    TextractExpenseReader,
    parse_analyze_expense,
)
from clausetrail.domain.claims.facts import DocumentType, LineCategory
from clausetrail.domain.errors import DocumentError

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "textract" / "analyze_expense_bill.json"


@pytest.fixture(scope="module")
def response() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return data


def _line_fields(response: dict[str, Any], index: int) -> dict[str, dict[str, Any]]:
    item = response["ExpenseDocuments"][0]["LineItemGroups"][0]["LineItems"][index]
    return {f["Type"]["Text"]: f for f in item["LineItemExpenseFields"]}


def test_bill_facts(response: dict[str, Any]) -> None:
    out = parse_analyze_expense(response, document="bill.pdf")
    f = out.facts
    assert out.extractor_version == EXTRACTOR_VERSION
    assert f.bill_number == "IPB/2025-26/04512"  # not the receipt number, also typed INVOICE_RECEIPT_ID
    assert f.bill_total == 93700  # TOTAL, not AMOUNT_PAID or AMOUNT_DUE (0.00)
    assert f.patient_name == "Ramesh Kumar"
    assert f.member_id == "M-20391"
    assert (f.admission_date, f.discharge_date) == (date(2025, 9, 12), date(2025, 9, 15))
    assert f.room_category == "Twin Sharing"
    assert f.room_rate_per_day == 3200
    assert f.documents_present == {DocumentType.BILL}
    assert [(li.description, li.category, li.amount, li.days) for li in f.line_items] == [
        ("Room Charges - Twin Sharing", LineCategory.ROOM, 9600, 3),
        ("Nursing Charges", LineCategory.NURSING, 2100, 3),
        ("Consultation Charges", LineCategory.DOCTOR_FEES, 3000, None),
        ("Surgeon Fees - Laparoscopic Appendicectomy", LineCategory.SURGEON_FEES, 32000, None),
        ("Anaesthetist Fees", LineCategory.SURGEON_FEES, 8000, None),
        ("Operation Theatre Charges", LineCategory.OT, 18500, None),
        ("Pharmacy Charges", LineCategory.PHARMACY, 9850, None),
        ("Medical Consumables", LineCategory.CONSUMABLES, 6200, None),
        ("Pathology - CBC, LFT, RFT", LineCategory.DIAGNOSTICS, 2150, None),
        ("USG Abdomen & Pelvis", LineCategory.DIAGNOSTICS, 1800, None),
        ("Registration & Admission Charges", LineCategory.OTHER, 500, None),
    ]
    assert out.line_items_total == 93700 and not out.amount_mismatch
    assert f.icu_days is None


def test_confidences_come_from_textract_and_are_capped(response: dict[str, Any]) -> None:
    f = parse_analyze_expense(response).facts
    assert all(s.confidence <= TEXTRACT_CONFIDENCE_CAP for s in f.sources.values())
    # the pathology PRICE was read at 72.6 %: that line is the least sure one
    assert f.sources["line_items[8]"].confidence == pytest.approx(0.726)
    assert f.lowest_confidence() == pytest.approx(0.726)
    # OTHER fields: the lower of the type confidence (Textract is unsure what "Member ID" is) and the value's
    assert f.sources["member_id"].confidence == pytest.approx(0.824)


def test_amounts_that_do_not_add_up_are_reported(response: dict[str, Any]) -> None:
    changed = copy.deepcopy(response)
    price = _line_fields(changed, 6)["PRICE"]  # Pharmacy Charges, 1 × 9,850.00
    price["ValueDetection"]["Text"] = "79,850.00"  # the first digit misread
    out = parse_analyze_expense(changed)
    assert out.facts.line_items[6].amount == 79850
    assert out.facts.bill_total == 93700
    assert out.amount_mismatch and out.line_items_total == 163700
    unchanged = parse_analyze_expense(response)
    assert out.facts.sources["line_items[6]"].confidence < unchanged.facts.sources["line_items[6]"].confidence
    assert any("9850" in w and "79850" in w for w in out.warnings)


def test_ocr_look_alikes_in_a_price_are_repaired_with_lower_confidence(response: dict[str, Any]) -> None:
    changed = copy.deepcopy(response)
    _line_fields(changed, 9)["PRICE"]["ValueDetection"]["Text"] = "1,8OO.00"
    out = parse_analyze_expense(changed)
    assert out.facts.line_items[9].amount == 1800
    before = parse_analyze_expense(response).facts.sources["line_items[9]"].confidence
    assert out.facts.sources["line_items[9]"].confidence == pytest.approx(before * 0.8, abs=1e-4)


def test_no_expense_document_is_a_named_error() -> None:
    with pytest.raises(DocumentError) as err:
        parse_analyze_expense({"DocumentMetadata": {"Pages": 1}, "ExpenseDocuments": []})
    assert err.value.code == "NO_BILL_FOUND"


def test_reader_calls_analyze_expense_with_the_bytes(response: dict[str, Any]) -> None:
    client = boto3.client(
        "textract", region_name="ap-south-1", aws_access_key_id="test", aws_secret_access_key="test"
    )
    recorded = {k: v for k, v in response.items() if k != "ResponseMetadata"}
    with Stubber(client) as stub:  # validates the fixture against botocore's AnalyzeExpense output shape
        stub.add_response("analyze_expense", recorded, {"Document": {"Bytes": b"%PDF-1.7 bill"}})
        out = TextractExpenseReader(client).read_bill(b"%PDF-1.7 bill", document="bill_scan.pdf")
        stub.assert_no_pending_responses()
    assert out.facts.bill_total == 93700
    assert {s.document for s in out.facts.sources.values()} == {"bill_scan.pdf"}
