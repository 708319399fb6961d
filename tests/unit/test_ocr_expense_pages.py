"""Issue 8 item 9: a multi-page bill goes to synchronous AnalyzeExpense one page at a time (botocore Stubber)."""

from __future__ import annotations

import io
from typing import Any

import boto3
import pypdfium2 as pdfium
import pytest
from botocore.exceptions import ClientError
from botocore.stub import ANY, Stubber

from clausetrail.adapters.ocr_expense import TextractExpenseReader, merge_page_responses, split_pdf_pages


def _pdf(pages: int) -> bytes:
    doc = pdfium.PdfDocument.new()
    try:
        for i in range(pages):
            doc.new_page(595 + i, 842)  # a different width per page, to tell the pages apart
        buf = io.BytesIO()
        doc.save(buf)
        return buf.getvalue()
    finally:
        doc.close()


def _page_width(pdf: bytes) -> float:
    doc = pdfium.PdfDocument(pdf)
    try:
        assert len(doc) == 1, "AnalyzeExpense must receive single-page documents"
        return float(doc.get_page_size(0)[0])
    finally:
        doc.close()


def _field(kind: str, value: str, label: str = "", confidence: float = 99.0) -> dict[str, Any]:
    field: dict[str, Any] = {
        "Type": {"Text": kind, "Confidence": confidence},
        "ValueDetection": {"Text": value, "Confidence": confidence},
        "PageNumber": 1,  # the synchronous API numbers every single-page answer 1
    }
    if label:
        field["LabelDetection"] = {"Text": label, "Confidence": confidence}
    return field


def _item(description: str, price: str) -> dict[str, Any]:
    return {"LineItemExpenseFields": [_field("ITEM", description), _field("PRICE", price)]}


def _page(summary: list[dict[str, Any]], items: list[dict[str, Any]]) -> dict[str, Any]:
    groups = [{"LineItemGroupIndex": 1, "LineItems": items}] if items else []
    return {
        "DocumentMetadata": {"Pages": 1},
        "ExpenseDocuments": [{"ExpenseIndex": 1, "SummaryFields": summary, "LineItemGroups": groups}],
    }


PAGES = [
    _page([_field("INVOICE_RECEIPT_ID", "IPB/77", "Bill No")], [_item("Room Charges", "6,000.00")]),
    _page([], [_item("Pharmacy", "2,500.00"), _item("Laboratory Investigations", "1,500.00")]),
    _page([_field("TOTAL", "10,000.00", "Grand Total")], []),
]


@pytest.fixture
def client() -> Any:
    return boto3.client(
        "textract", region_name="ap-south-1", aws_access_key_id="test", aws_secret_access_key="test"
    )


def _record_bytes(client: Any) -> list[bytes]:
    sent: list[bytes] = []

    def capture(params: dict[str, Any], **_: Any) -> None:
        sent.append(params["Document"]["Bytes"])

    client.meta.events.register("provide-client-params.textract.AnalyzeExpense", capture)
    return sent


def test_split_gives_one_single_page_pdf_per_page() -> None:
    pages = split_pdf_pages(_pdf(3))
    assert pages is not None
    assert [_page_width(p) for p in pages] == [595.0, 596.0, 597.0]
    assert split_pdf_pages(b"\x89PNG\r\n\x1a\n image") is None
    assert split_pdf_pages(b"%PDF-1.7 damaged") is None


def test_a_three_page_bill_is_read_page_by_page_and_merged(client: Any) -> None:
    sent = _record_bytes(client)
    with Stubber(client) as stub:  # validates each stubbed answer against botocore's output shape
        for page in PAGES:
            stub.add_response("analyze_expense", page, {"Document": {"Bytes": ANY}})
        out = TextractExpenseReader(client).read_bill(_pdf(3), document="bill.pdf")
        stub.assert_no_pending_responses()
    assert [_page_width(b) for b in sent] == [595.0, 596.0, 597.0]  # pages 1, 2, 3, in order, one each
    facts = out.facts
    assert [(li.description, li.amount) for li in facts.line_items] == [
        ("Room Charges", 6000),
        ("Pharmacy", 2500),
        ("Laboratory Investigations", 1500),
    ]
    assert facts.bill_number == "IPB/77"
    assert facts.bill_total == 10000  # printed on the last page only
    assert facts.sources["bill_total"].page == 3
    assert facts.sources["line_items[2]"].page == 2
    assert out.documents[0].pages == 3
    assert not out.amount_mismatch


def test_a_single_page_or_unreadable_document_is_one_call_as_before(client: Any) -> None:
    with Stubber(client) as stub:
        stub.add_response("analyze_expense", PAGES[0], {"Document": {"Bytes": b"%PDF-1.7 damaged"}})
        stub.add_response("analyze_expense", PAGES[0], {"Document": {"Bytes": ANY}})
        TextractExpenseReader(client).read_bill(b"%PDF-1.7 damaged")
        TextractExpenseReader(client).read_bill(_pdf(1))
        stub.assert_no_pending_responses()


def test_throttling_on_a_page_is_retried_other_errors_are_not(client: Any) -> None:
    slept: list[float] = []
    with Stubber(client) as stub:
        stub.add_response("analyze_expense", PAGES[0], {"Document": {"Bytes": ANY}})
        stub.add_client_error("analyze_expense", "ThrottlingException", http_status_code=400)
        stub.add_response("analyze_expense", PAGES[1], {"Document": {"Bytes": ANY}})
        stub.add_response("analyze_expense", PAGES[2], {"Document": {"Bytes": ANY}})
        out = TextractExpenseReader(client, sleep=slept.append).read_bill(_pdf(3))
        stub.assert_no_pending_responses()
    assert slept == [0.5] and out.facts.bill_total == 10000
    with Stubber(client) as stub:
        stub.add_client_error("analyze_expense", "UnsupportedDocumentException", http_status_code=400)
        with pytest.raises(ClientError):
            TextractExpenseReader(client, sleep=slept.append).read_bill(_pdf(2))


def test_merge_of_pages_without_any_expense_is_empty() -> None:
    merged = merge_page_responses([{"ExpenseDocuments": []}, {"ExpenseDocuments": []}])
    assert merged == {"DocumentMetadata": {"Pages": 2}, "ExpenseDocuments": []}
