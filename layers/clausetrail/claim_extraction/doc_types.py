"""What kind of claim document a file is: bill, discharge summary, payment receipt, …

The title near the top of the first page decides (a short row matching a title pattern); a payment
receipt may also sit inside a bill ("PAYMENT RECEIPT", "Received with thanks"). The file name is the
fallback when the text names nothing. Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from clausetrail.claim_extraction.rows import Row
from clausetrail.domain.claims.facts import DocumentType

TITLE_ROWS = 15  # rows from the top of the first page where a title may sit
MAX_TITLE_CHARS = 70

_TITLES: Final[tuple[tuple[DocumentType, re.Pattern[str]], ...]] = (
    (DocumentType.DISCHARGE_SUMMARY, re.compile(r"discharge\s*(?:summary|card|certificate|report)", re.I)),
    (DocumentType.CLAIM_FORM, re.compile(r"claim\s*form", re.I)),
    (
        DocumentType.PHARMACY_BILLS,
        re.compile(r"pharmacy\s*(?:bill|invoice)|medical\s*stores?|chemists?\b", re.I),
    ),
    (
        DocumentType.BILL,
        re.compile(
            r"(?:final|in-?\s?patient|ip|ipd|hospital|detailed|interim|summary)\s*bill\b|\bbill\s*of\s*supply|"
            r"\btax\s*invoice|\bhospital\s*invoice|^\s*(?:final\s*)?bill\s*$|\bbill\s*\(",
            re.I,
        ),
    ),
    (
        DocumentType.INVESTIGATION_REPORTS,
        re.compile(r"(?:laboratory|lab|investigation|pathology|radiology|test|diagnostic)\s*report", re.I),
    ),
    (DocumentType.PRESCRIPTION, re.compile(r"\bprescription\b|^\s*rx\b", re.I)),
    (
        DocumentType.FIR_OR_MLC,
        re.compile(
            r"first\s*information\s*report|\bf\.?i\.?r\.?\b|medico-?\s?legal\s*(?:certificate|report)", re.I
        ),
    ),
    (DocumentType.CANCELLED_CHEQUE, re.compile(r"cancell?ed\s*cheque", re.I)),
    (
        DocumentType.ID_PROOF,
        re.compile(r"aadha+r|\bpan\s*card|voter\s*id|passport|driving\s*licen[cs]e", re.I),
    ),
    (DocumentType.PAYMENT_RECEIPT, re.compile(r"(?:payment|money|cash)\s*receipt|^\s*receipt\s*$", re.I)),
)
_RECEIPT_ANYWHERE: Final = re.compile(r"(?:payment|money|cash)\s*receipt|received\s*with\s*thanks", re.I)
_FILE_HINTS: Final[tuple[tuple[DocumentType, re.Pattern[str]], ...]] = (
    (DocumentType.DISCHARGE_SUMMARY, re.compile(r"discharge", re.I)),
    (DocumentType.PAYMENT_RECEIPT, re.compile(r"receipt", re.I)),
    (DocumentType.PHARMACY_BILLS, re.compile(r"pharmacy", re.I)),
    (DocumentType.BILL, re.compile(r"bill|invoice", re.I)),
    (DocumentType.CLAIM_FORM, re.compile(r"claim.?form", re.I)),
    (DocumentType.PRESCRIPTION, re.compile(r"prescription", re.I)),
    (DocumentType.INVESTIGATION_REPORTS, re.compile(r"report|investigation|lab", re.I)),
    (DocumentType.ID_PROOF, re.compile(r"aadha+r|pan|id.?proof|kyc", re.I)),
    (DocumentType.CANCELLED_CHEQUE, re.compile(r"cheque", re.I)),
    (DocumentType.FIR_OR_MLC, re.compile(r"\bfir\b|mlc", re.I)),
)


def detect_types(name: str, rows: Sequence[Row]) -> tuple[DocumentType, ...]:
    """The document's types, main type first (``(BILL, PAYMENT_RECEIPT)`` for a bill with its receipt)."""
    found: list[DocumentType] = []
    first_page = min((r.page for r in rows), default=1)
    top = [r for r in rows if r.page == first_page and not r.quarantined][:TITLE_ROWS]
    for row in top:
        text = row.plain
        if len(text) > MAX_TITLE_CHARS:
            continue
        for kind, pattern in _TITLES:
            if pattern.search(text) and kind not in found:
                found.append(kind)
                break
        if found:
            break
    if not found:
        for kind, pattern in _FILE_HINTS:
            if pattern.search(name):
                found.append(kind)
                break
    text = " ".join(r.plain for r in rows if not r.quarantined)
    if _RECEIPT_ANYWHERE.search(text) and DocumentType.PAYMENT_RECEIPT not in found:
        found.append(DocumentType.PAYMENT_RECEIPT)
    return tuple(found) or (DocumentType.OTHER,)
