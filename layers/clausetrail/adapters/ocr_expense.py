"""Textract AnalyzeExpense → the bill part of the claim facts.

AnalyzeExpense reads invoices and receipts into ``SummaryFields`` (typed: ``INVOICE_RECEIPT_ID``,
``INVOICE_RECEIPT_DATE``, ``TOTAL``, ``AMOUNT_PAID``, ``VENDOR_NAME`` …, and ``OTHER`` fields that keep the
printed label, e.g. "Admission Date") and ``LineItemGroups`` → ``LineItems`` → ``LineItemExpenseFields``
(``ITEM``, ``QUANTITY``, ``UNIT_PRICE``, ``PRICE``, ``EXPENSE_ROW``).

Mapping:
- bill_number: the ``INVOICE_RECEIPT_ID`` whose label names a bill or invoice (not "Receipt No."),
  else the first one; bill_total: the ``TOTAL`` whose label is a total (never "Balance"/"Received").
- ``OTHER`` fields and ``RECEIVER_NAME`` go through the same label table and value readers as the
  offline extractor (patient name, member id, admission/discharge dates, room category and tariff).
- line items: ``ITEM`` + ``PRICE`` (amount), with ``QUANTITY`` and ``UNIT_PRICE`` for days and the
  quantity × rate check; sub-total, total and payment rows that Textract sometimes returns as items are
  dropped; categories come from the keyword tables.
- confidence: the lower of the field's type and value confidence, at most 0.95 (Textract reads images;
  it is not a text layer), × 0.8 for a value that needed an OCR repair, × 0.6 when quantity × rate is
  not the amount. The line items and the total are reported as read, even when they do not add up.

``TextractExpenseReader`` calls the synchronous API, which reads one page only: a multi-page PDF is split
with pypdfium2 and each page is sent on its own; the per-page answers are merged into one expense document
(fields keep their real page numbers), so a total printed on the last page and line items spread over
several pages are all read.
"""

from __future__ import annotations

import io
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

import pypdfium2 as pdfium
from botocore.exceptions import ClientError

from clausetrail.claim_extraction.bill_table import MISMATCH_FACTOR, REPAIR_FACTOR
from clausetrail.claim_extraction.categories import DAY_CHARGED, categorise, eye_of
from clausetrail.claim_extraction.fields import KEY_FIELD, parse_labelled_value
from clausetrail.claim_extraction.labels import Key, find_labels
from clausetrail.claim_extraction.outcome import DocumentSummary, ExtractionOutcome, sum_check
from clausetrail.claim_extraction.values import parse_amount, parse_count, respace_ocr
from clausetrail.domain.claims.facts import ClaimFacts, DocumentType, FieldSource, LineCategory, LineItem
from clausetrail.domain.errors import DocumentError

EXTRACTOR_VERSION: Final = "textract-expense-v1"
TEXTRACT_CONFIDENCE_CAP: Final = 0.95
_BILL_ID_LABEL: Final = re.compile(r"bill|invoice|inv\b", re.I)
_RECEIPT_LABEL: Final = re.compile(r"receipt|rcpt", re.I)
_NOT_A_TOTAL: Final = re.compile(
    r"balance|received|paid|advance|due|payable|less|discount|sub\s*-?\s*total", re.I
)
_SKIP_ITEM: Final = re.compile(
    r"sub\s*-?\s*total|grand\s*total|total\s*bill|bill\s*total|net\s*amount|total\s*amount|^\W*total\W*$|"
    r"\bless\b|received|balance|advance|\bpaid\b|payable|discount|amount\s*in\s*words",
    re.I,
)
#: Summary field types that are bill facts in their own right (the rest are read through their labels).
_TYPED_KEYS: Final[dict[str, Key]] = {"RECEIVER_NAME": Key.PATIENT_NAME}


@dataclass(frozen=True, slots=True)
class _Detected:
    text: str
    label: str
    confidence: float  # 0..1, already capped
    page: int


def _conf(field: Mapping[str, Any]) -> float:
    type_conf = float((field.get("Type") or {}).get("Confidence", 100.0))
    value_conf = float((field.get("ValueDetection") or {}).get("Confidence", 100.0))
    return round(min(TEXTRACT_CONFIDENCE_CAP, min(type_conf, value_conf) / 100.0), 4)


def _detected(field: Mapping[str, Any]) -> _Detected:
    return _Detected(
        text=str((field.get("ValueDetection") or {}).get("Text") or "").strip(),
        label=str((field.get("LabelDetection") or {}).get("Text") or "").strip(),
        confidence=_conf(field),
        page=int(field.get("PageNumber") or 1),
    )


def _type(field: Mapping[str, Any]) -> str:
    return str((field.get("Type") or {}).get("Text") or "")


def _pick_bill_number(fields: Sequence[Mapping[str, Any]]) -> _Detected | None:
    ids = [_detected(f) for f in fields if _type(f) == "INVOICE_RECEIPT_ID"]
    ids = [d for d in ids if d.text]
    labelled = [d for d in ids if _BILL_ID_LABEL.search(d.label) and not _RECEIPT_LABEL.search(d.label)]
    unlabelled = [d for d in ids if not _RECEIPT_LABEL.search(d.label)]
    chosen = labelled or unlabelled
    return chosen[0] if chosen else None


def _pick_total(fields: Sequence[Mapping[str, Any]]) -> _Detected | None:
    totals = [_detected(f) for f in fields if _type(f) == "TOTAL"]
    totals = [d for d in totals if d.text and not _NOT_A_TOTAL.search(d.label)]
    return totals[0] if totals else None


def parse_analyze_expense(response: Mapping[str, Any], *, document: str = "bill.pdf") -> ExtractionOutcome:
    """The bill facts in one AnalyzeExpense response (the first expense document; others are reported)."""
    expense_docs = list(response.get("ExpenseDocuments") or [])
    if not expense_docs:
        raise DocumentError("Textract found no invoice or bill in the document.", code="NO_BILL_FOUND")
    warnings: list[str] = []
    if len(expense_docs) > 1:
        warnings.append(f"{len(expense_docs)} expense documents in the response; only the first is read")
    expense = expense_docs[0]
    fields: list[Mapping[str, Any]] = list(expense.get("SummaryFields") or [])
    values: dict[str, Any] = {}
    sources: dict[str, FieldSource] = {}

    def put(name: str, value: Any, detected: _Detected, repaired: bool = False) -> None:
        if name in values or value is None:
            return
        values[name] = value
        confidence = detected.confidence * (REPAIR_FACTOR if repaired else 1.0)
        sources[name] = FieldSource(document=document, page=detected.page, confidence=round(confidence, 4))

    bill_number = _pick_bill_number(fields)
    if bill_number is not None:
        read = parse_labelled_value(Key.BILL_NUMBER, bill_number.text, True)
        if read is not None:
            put("bill_number", read.value, bill_number, read.repaired)
    for field in fields:
        detected = _detected(field)
        if not detected.text:
            continue
        key = _TYPED_KEYS.get(_type(field))
        if key is None and _type(field) == "OTHER" and detected.label:
            hits = find_labels(respace_ocr(detected.label) + ":")
            key = hits[0].key if hits and hits[0].start == 0 else None
        name = KEY_FIELD.get(key) if key is not None else None
        if key is None or name is None or name in ("bill_total", "bill_number"):
            continue
        read = parse_labelled_value(key, detected.text, True)
        if read is not None:
            put(name, read.value, detected, read.repaired)
    total = _pick_total(fields)
    if total is not None:
        read_total = parse_amount(total.text, ocr=True)
        if read_total is not None:
            put("bill_total", read_total.value, total, read_total.repaired)

    line_items: list[LineItem] = []
    icu_days: list[int | None] = []
    for group in expense.get("LineItemGroups") or []:
        for item in group.get("LineItems") or []:
            by_type: dict[str, _Detected] = {}
            for f in item.get("LineItemExpenseFields") or []:
                by_type.setdefault(_type(f), _detected(f))
            description_field = by_type.get("ITEM")
            price_field = by_type.get("PRICE")
            if description_field is None or price_field is None or not description_field.text:
                if price_field is not None:
                    warnings.append(f"a priced line without a description was skipped: {price_field.text!r}")
                continue
            description = " ".join(respace_ocr(description_field.text).split())
            if _SKIP_ITEM.search(description):
                continue
            amount = parse_amount(price_field.text, ocr=True)
            if amount is None:
                warnings.append(f"{description!r}: the amount {price_field.text!r} could not be read")
                continue
            quantity_field, rate_field = by_type.get("QUANTITY"), by_type.get("UNIT_PRICE")
            quantity = parse_count(quantity_field.text) if quantity_field else None
            rate = parse_amount(rate_field.text, ocr=True) if rate_field else None
            confidence = min(description_field.confidence, price_field.confidence)
            if any(r is not None and r.repaired for r in (amount, quantity, rate)):
                confidence *= REPAIR_FACTOR
            if quantity is not None and rate is not None and quantity.value * rate.value != amount.value:
                confidence *= MISMATCH_FACTOR
                warnings.append(
                    f"{description!r}: {quantity.value} × {rate.value} is {quantity.value * rate.value}, "
                    f"the bill prints {amount.value}"
                )
            category = categorise(description) or LineCategory.OTHER
            days = quantity.value if quantity is not None and category in DAY_CHARGED else None
            if category is LineCategory.ICU:
                icu_days.append(days)
            sources[f"line_items[{len(line_items)}]"] = FieldSource(
                document=document, page=price_field.page, confidence=round(confidence, 4)
            )
            line_items.append(
                LineItem(
                    description=description,
                    category=category,
                    amount=amount.value,
                    days=days,
                    eye=eye_of(description),
                )
            )
    if icu_days and all(d is not None for d in icu_days):
        values["icu_days"] = sum(d or 0 for d in icu_days)

    facts = ClaimFacts(
        **values,
        line_items=tuple(line_items),
        documents_present=frozenset({DocumentType.BILL}),
        sources=sources,
    )
    mismatch, sum_warning = sum_check(facts)
    if sum_warning:
        warnings.append(sum_warning)
    pages = int((response.get("DocumentMetadata") or {}).get("Pages") or 1)
    return ExtractionOutcome(
        facts=facts,
        lowest_confidence=facts.lowest_confidence(),
        extractor_version=EXTRACTOR_VERSION,
        offline=False,
        line_items_total=facts.line_items_total,
        amount_mismatch=mismatch,
        warnings=tuple(warnings),
        documents=(DocumentSummary(name=document, types=(DocumentType.BILL,), pages=pages, ocr_pages=pages),),
    )


#: AnalyzeExpense throttles at a few calls per second; a multi-page bill retries those calls with backoff.
THROTTLING_CODES: Final = frozenset({"ThrottlingException", "ProvisionedThroughputExceededException"})
MAX_ATTEMPTS: Final = 5


def split_pdf_pages(data: bytes) -> list[bytes] | None:
    """One single-page PDF per page of `data`, or None when `data` is not a PDF pypdfium2 can open
    (an image, or a damaged file: sent as it is, so Textract names the problem)."""
    if not data.lstrip()[:5].startswith(b"%PDF"):
        return None
    try:
        src = pdfium.PdfDocument(data)
    except pdfium.PdfiumError:
        return None
    try:
        pages: list[bytes] = []
        for index in range(len(src)):
            dst = pdfium.PdfDocument.new()
            try:
                dst.import_pages(src, [index])
                buf = io.BytesIO()
                dst.save(buf)
                pages.append(buf.getvalue())
            finally:
                dst.close()
        return pages
    finally:
        src.close()


def _on_page(field: Mapping[str, Any], page: int) -> dict[str, Any]:
    return {**field, "PageNumber": page}


def merge_page_responses(responses: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The per-page AnalyzeExpense answers of one bill as one response with one expense document: summary
    fields and line-item groups in page order, each field with the page it was read on."""
    summary: list[dict[str, Any]] = []
    groups: list[dict[str, Any]] = []
    for page, response in enumerate(responses, start=1):
        for expense in response.get("ExpenseDocuments") or []:
            summary += [_on_page(f, page) for f in expense.get("SummaryFields") or []]
            for group in expense.get("LineItemGroups") or []:
                items = [
                    {
                        **item,
                        "LineItemExpenseFields": [
                            _on_page(f, page) for f in item.get("LineItemExpenseFields") or []
                        ],
                    }
                    for item in group.get("LineItems") or []
                ]
                groups.append({**group, "LineItems": items})
    documents = [{"ExpenseIndex": 1, "SummaryFields": summary, "LineItemGroups": groups}]
    return {
        "DocumentMetadata": {"Pages": len(responses)},
        "ExpenseDocuments": documents if summary or groups else [],
    }


class TextractExpenseReader:
    """AnalyzeExpense through a boto3 Textract client: synchronous, one call per page of a PDF (the API
    reads single-page documents only), image bytes in one call."""

    def __init__(
        self, client: Any, *, first_delay: float = 0.5, sleep: Callable[[float], None] = time.sleep
    ) -> None:
        self.client = client
        self.first_delay = first_delay
        self._sleep = sleep

    @classmethod
    def from_boto3(cls) -> TextractExpenseReader:
        """The reader over this process's Textract client (the function's role grants AnalyzeExpense)."""
        import boto3

        return cls(boto3.client("textract"))

    def read_bill(self, data: bytes, *, document: str = "bill.pdf") -> ExtractionOutcome:
        pages = split_pdf_pages(data)
        if pages is None or len(pages) <= 1:
            return parse_analyze_expense(self._analyze(data), document=document)
        responses = [self._analyze(page) for page in pages]
        return parse_analyze_expense(merge_page_responses(responses), document=document)

    def _analyze(self, data: bytes) -> dict[str, Any]:
        delay = self.first_delay
        for attempt in range(1, MAX_ATTEMPTS + 1):
            try:
                response: dict[str, Any] = self.client.analyze_expense(Document={"Bytes": data})
                return response
            except ClientError as exc:
                code = str(exc.response.get("Error", {}).get("Code", ""))
                if code not in THROTTLING_CODES or attempt == MAX_ATTEMPTS:
                    raise
            self._sleep(delay)
            delay *= 2
        raise AssertionError("unreachable")  # pragma: no cover
