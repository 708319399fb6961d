"""OCR port: a PDF in, the layout model out."""

from __future__ import annotations

from typing import Protocol

from clausetrail.claim_extraction.outcome import ExtractionOutcome
from clausetrail.domain.layout import LayoutDocument
from clausetrail.domain.pdf import PdfInfo


class OcrPort(Protocol):
    name: str

    def analyze(self, pdf: bytes) -> LayoutDocument:
        """Return the layout model of every page of `pdf` (raises DocumentError on bad input)."""
        ...


class PdfInspector(Protocol):
    def __call__(self, data: bytes, *, max_bytes: int, max_pages: int) -> PdfInfo:
        """Check an upload before any OCR (raises DocumentError: NOT_A_PDF, PDF_ENCRYPTED, TOO_MANY_PAGES...)."""
        ...


class ExpenseReader(Protocol):
    """Textract AnalyzeExpense on AWS: a bill read as an expense document."""

    def read_bill(self, data: bytes, *, document: str = "bill.pdf") -> ExtractionOutcome: ...
