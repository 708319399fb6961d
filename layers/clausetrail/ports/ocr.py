"""OCR port: a PDF in, the layout model out."""

from __future__ import annotations

from typing import Protocol

from clausetrail.domain.layout import LayoutDocument


class OcrPort(Protocol):
    name: str

    def analyze(self, pdf: bytes) -> LayoutDocument:
        """Return the layout model of every page of `pdf` (raises DocumentError on bad input)."""
        ...
