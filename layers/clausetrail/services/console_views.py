"""What the review console shows beyond the review packet (SPEC §1, §3 stage 7): each extracted fact beside the
page of the document that states it, with the region of the page highlighted, and the page images themselves.

The facts record their source document (by file name), page and field confidence, not a region. The region is
found on the page's text layer: the fact's value as the documents print it (an amount with or without grouping,
a date in the usual Indian forms, a line's description). A page without a text layer (a scan read by OCR) or a
value printed differently is shown whole, with the quoted value beside it.
"""

from __future__ import annotations

import io
import re
from datetime import date
from typing import Any, Final

import pypdfium2 as pdfium

from clausetrail.domain.claims.records import ClaimRecord
from clausetrail.domain.errors import NotFound, ValidationFailed
from clausetrail.ports.runtime import RuntimePorts

#: the page image's scale (1 = 72 dpi): legible text at a modest size
PAGE_SCALE: Final = 1.5
MAX_BOXES: Final = 4  # a short value (an amount) may occur more than once on a page: the first few
_KEY = re.compile(r"^(?P<field>[a-z_]+)(?:\[(?P<index>\d+)\](?:\.(?P<sub>[a-z_]+))?)?$")
FIELD_LABELS: Final = {
    "patient_name": "Patient",
    "member_id": "Member id",
    "diagnosis": "Diagnosis",
    "procedure": "Procedure",
    "is_accident": "Accident",
    "admission_date": "Admission date",
    "discharge_date": "Discharge date",
    "room_category": "Room category",
    "room_rate_per_day": "Room rate per day (INR)",
    "icu_days": "ICU days",
    "bill_number": "Bill number",
    "bill_total": "Bill total (INR)",
    "line_items": "Bill line",
}


def document_names(claim: ClaimRecord) -> list[str]:
    """The claim's documents by the names the facts cite them with (the last part of the stored URI)."""
    return [uri.rsplit("/", 1)[-1] for uri in claim.documents]


def _document(rt: RuntimePorts, claim: ClaimRecord, index: int) -> pdfium.PdfDocument:
    if not 0 <= index < len(claim.documents):
        raise NotFound(f"claim {claim.claim_id} has no document {index}", code="DOCUMENT_NOT_FOUND")
    return pdfium.PdfDocument(rt.storage.get_bytes(claim.documents[index]))


def page_png(rt: RuntimePorts, claim: ClaimRecord, index: int, page: int) -> bytes:
    """One page of one of the claim's documents as a PNG (pages count from 1, as the facts cite them)."""
    pdf = _document(rt, claim, index)
    try:
        if not 1 <= page <= len(pdf):
            raise NotFound(
                f"document {index} of claim {claim.claim_id} has no page {page}", code="PAGE_NOT_FOUND"
            )
        image = pdf[page - 1].render(scale=PAGE_SCALE).to_pil()
        out = io.BytesIO()
        image.save(out, format="PNG", optimize=False)
        return out.getvalue()
    finally:
        pdf.close()


def grouped(n: int, *, indian: bool) -> str:
    """An amount with thousands separators: 1,25,000 (Indian) or 125,000."""
    digits = str(n)
    if not indian or len(digits) <= 3:
        return f"{n:,}"
    head, tail = digits[:-3], digits[-3:]
    pairs: list[str] = []
    while len(head) > 2:
        pairs.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head, *pairs, tail])


def printed_forms(value: Any) -> list[str]:
    """How a fact's value may be printed on a page, most specific first."""
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, int):
        forms = [grouped(value, indian=True), grouped(value, indian=False), str(value)]
        return list(dict.fromkeys(f"{f}.00" for f in forms)) + list(dict.fromkeys(forms))
    text = str(value).strip()
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        d = date.fromisoformat(text)
        return list(
            dict.fromkeys(
                [
                    d.strftime("%d/%m/%Y"),
                    d.strftime("%d-%m-%Y"),
                    d.strftime("%d.%m.%Y"),
                    d.strftime("%d %b %Y"),
                    d.strftime("%d-%b-%Y"),
                    d.strftime("%d %B %Y"),
                    d.strftime("%B %d, %Y").replace(" 0", " "),
                    text,
                ]
            )
        )
    return [text] if text else []


def find_boxes(pdf: pdfium.PdfDocument, page: int, forms: list[str]) -> list[list[float]]:
    """Where the first printed form found on the page is, as [left, top, right, bottom] fractions of the page
    (0..1 from the top left), at most `MAX_BOXES`; [] when the page has no text layer or no form is on it."""
    if not forms or not 1 <= page <= len(pdf):
        return []
    p = pdf[page - 1]
    width, height = p.get_size()
    textpage = p.get_textpage()
    for form in forms:
        searcher = textpage.search(form, match_case=False)
        boxes: list[list[float]] = []
        while len(boxes) < MAX_BOXES and (hit := searcher.get_next()) is not None:
            start, count = hit
            for i in range(textpage.count_rects(start, count)):
                left, bottom, right, top = textpage.get_rect(i)
                boxes.append(
                    [
                        round(left / width, 4),
                        round(1 - top / height, 4),
                        round(right / width, 4),
                        round(1 - bottom / height, 4),
                    ]
                )
        if boxes:
            return boxes[:MAX_BOXES]
    return []


def fact_value(facts: dict[str, Any], key: str) -> tuple[str, Any, list[Any]]:
    """(label, value shown, values searched for on the page) for a `sources` key of the facts."""
    m = _KEY.match(key)
    if m is None:
        return key, None, []
    field, index, sub = m.group("field"), m.group("index"), m.group("sub")
    label = FIELD_LABELS.get(field, field.replace("_", " "))
    value = facts.get(field)
    if index is None:
        return label, value, [value]
    line = (facts.get("line_items") or [])[int(index)]
    if sub:
        return f"{label} {int(index) + 1}: {sub}", line.get(sub), [line.get(sub)]
    shown = f"{line.get('description')} — {line.get('amount')} INR"
    return f"{label} {int(index) + 1}", shown, [line.get("description"), line.get("amount")]


def evidence(rt: RuntimePorts, claim: ClaimRecord) -> dict[str, Any]:
    """GET /internal/claims/{id}/evidence: each fact with its document, page, confidence and highlighted
    region(s), the documents and their page counts, and the clauses retrieved for the claim's cover."""
    from clausetrail.services.adjudication import coverage_reasons, payable_bound

    row = rt.claims.facts(claim.claim_id)
    facts: dict[str, Any] = (row or {}).get("facts") or {}
    names = document_names(claim)
    pdfs: dict[int, pdfium.PdfDocument] = {}
    documents = []
    try:
        for i in range(len(names)):
            pdfs[i] = _document(rt, claim, i)
            documents.append({"index": i, "name": names[i], "pages": len(pdfs[i])})
        items = []
        for key, source in (facts.get("sources") or {}).items():
            label, shown, searched = fact_value(facts, key)
            doc = names.index(source["document"]) if source.get("document") in names else None
            page = source.get("page")
            boxes: list[list[float]] = []
            if doc is not None and page:
                for value in searched:
                    boxes += find_boxes(pdfs[doc], int(page), printed_forms(value))
            items.append(
                {
                    "key": key,
                    "label": label,
                    "value": shown,
                    "document": doc,
                    "document_name": source.get("document"),
                    "page": page,
                    "confidence": source.get("confidence"),
                    "boxes": boxes[:MAX_BOXES],
                }
            )
    finally:
        for pdf in pdfs.values():
            pdf.close()
    retrieved = [
        {"clause_id": r["clause_id"], "text": r["clause_text"], "why": r["finding"]}
        for r in coverage_reasons(rt, claim.claim_id)
    ]
    bound, why = payable_bound(rt, claim.claim_id)
    return {
        "claim_id": claim.claim_id,
        "documents": documents,
        "facts": items,
        "retrieved": retrieved,
        # what the decision form allows (SPEC §3 stage 7; the review endpoint checks the same)
        "bounds": {"max_payable": bound, "why": why, "amount_claimed": claim.amount_claimed},
    }


def page_number(raw: str) -> int:
    """A page number from the path: 1, 2, ... (named 400 otherwise)."""
    if not raw.isdigit() or not 0 < int(raw) < 10_000:
        raise ValidationFailed(f"{raw!r} is not a page number", code="BAD_PAGE")
    return int(raw)
