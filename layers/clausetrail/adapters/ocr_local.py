"""The embedded OCR path: a PDF's text layer (pypdfium2), ruled tables (pdfplumber's lattice
algorithm), RapidOCR for image-only pages — written as Textract-shaped JSON and parsed by the same
`textract_layout` parser as Textract's own output (SPEC §1).

Per page: a page whose text layer has at least `settings.ocr_min_chars_per_page` visible characters,
or that holds no picture to read, is read from the text layer; otherwise (a scan) it is rendered
and recognised with RapidOCR.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass, field

import pypdfium2 as pdfium

from clausetrail.adapters.ocr_layout_builder import PageLines, document_style, write_page
from clausetrail.adapters.ocr_rapid import DEFAULT_DPI, ocr_page
from clausetrail.adapters.ocr_textract_json import textract_response
from clausetrail.adapters.pdf_inspect import MIN_IMAGE_COVERAGE, open_pdf
from clausetrail.adapters.pdf_text_layer import image_coverage, read_page_edges, read_page_text
from clausetrail.adapters.textract_layout import Engine, PageMeta, parse_textract_response
from clausetrail.domain.errors import DocumentError
from clausetrail.domain.layout import LayoutDocument, PageSource
from clausetrail.settings import Settings, get_settings

logger = logging.getLogger(__name__)


@dataclass(slots=True)
class OcrStats:
    """What the last `analyze` call did (for logs and benchmarks)."""

    pages: int = 0
    text_layer_pages: int = 0
    ocr_pages: int = 0
    seconds: float = 0.0
    ocr_seconds: float = 0.0
    timings: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _PageRead:
    lines: PageLines
    meta: PageMeta


class LocalOcr:
    """OcrPort without any cloud service."""

    name = "local"

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        ocr_dpi: int = DEFAULT_DPI,
        ocr_threads: int = 2,
        engine: Engine = Engine.GRAPH,
        keep_first_running: bool = False,
    ) -> None:
        self.settings = settings or get_settings()
        self.engine = engine
        self.keep_first_running = keep_first_running
        self.ocr_dpi = ocr_dpi
        self.ocr_threads = ocr_threads
        self.last_stats = OcrStats()

    def analyze(self, pdf: bytes) -> LayoutDocument:
        return self.analyze_pages(pdf)

    def analyze_pages(
        self, pdf: bytes, pages: Iterable[int] | None = None, *, ocr_images: bool = True
    ) -> LayoutDocument:
        """Layout of the given 1-based pages (default: all).

        With `ocr_images=False`, image-only pages come back empty (source OCR, no blocks) — the
        Textract path uses this to take only the text-layer pages from here.
        Raises DocumentError (bad input, or NO_TEXT when nothing at all could be read).
        """
        started = time.perf_counter()
        stats = OcrStats()
        document, _encrypted = open_pdf(
            pdf, max_bytes=self.settings.max_document_bytes, max_pages=self.settings.max_pages
        )
        try:
            wanted = sorted(set(pages)) if pages is not None else list(range(1, len(document) + 1))
            if wanted and not 1 <= wanted[0] <= wanted[-1] <= len(document):
                raise ValueError(f"pages {wanted[0]}..{wanted[-1]} outside 1..{len(document)}")
            try:
                reads = [self._read_page(document, n, stats, ocr_images=ocr_images) for n in wanted]
            except pdfium.PdfiumError:
                raise DocumentError(
                    "A page of the PDF is damaged and cannot be read; upload the original file again.",
                    code="PDF_CORRUPT",
                ) from None
        finally:
            document.close()
        t0 = time.perf_counter()
        style = document_style(
            [r.lines for r in reads if r.meta.source is PageSource.TEXT_LAYER] or [r.lines for r in reads]
        )
        writers = [
            write_page(r.lines, style, find_ruled_tables=r.meta.source is PageSource.TEXT_LAYER)
            for r in reads
        ]
        response = textract_response(writers)
        t1 = time.perf_counter()
        layout = parse_textract_response(
            response,
            sha256=hashlib.sha256(pdf).hexdigest(),
            pages={r.meta.number: r.meta for r in reads},
            engine=self.engine,
            keep_first_running=self.keep_first_running,
        )
        t2 = time.perf_counter()
        stats.pages = len(reads)
        stats.timings.update({"layout": t1 - t0, "parse": t2 - t1})
        stats.seconds = t2 - started
        self.last_stats = stats
        if ocr_images and not any(b.text.strip() for p in layout.pages for b in p.blocks):
            raise DocumentError(
                "No text could be read from the PDF: it has no text layer and OCR found no legible text. "
                "Upload a clearer scan or the original (text) PDF.",
                code="NO_TEXT",
            )
        logger.info(
            "local OCR: %d pages (%d text layer, %d OCR) in %.2fs",
            stats.pages,
            stats.text_layer_pages,
            stats.ocr_pages,
            stats.seconds,
        )
        return layout

    def _read_page(
        self, document: pdfium.PdfDocument, number: int, stats: OcrStats, *, ocr_images: bool
    ) -> _PageRead:
        t0 = time.perf_counter()
        try:
            page = document[number - 1]
        except pdfium.PdfiumError:
            raise DocumentError(
                f"Page {number} of the PDF is damaged and cannot be read; upload the original file again.",
                code="PDF_CORRUPT",
            ) from None
        try:
            text = read_page_text(page, number)
            stats.timings["text"] = stats.timings.get("text", 0.0) + time.perf_counter() - t0
            if (
                text.char_count >= self.settings.ocr_min_chars_per_page
                or image_coverage(page) < MIN_IMAGE_COVERAGE
            ):
                t1 = time.perf_counter()
                edges = read_page_edges(page)
                stats.timings["edges"] = stats.timings.get("edges", 0.0) + time.perf_counter() - t1
                stats.text_layer_pages += 1
                return _PageRead(
                    PageLines(number, text.width, text.height, text.fragments, edges),
                    PageMeta(
                        number=number, width=text.width, height=text.height, source=PageSource.TEXT_LAYER
                    ),
                )
            stats.ocr_pages += 1
            if not ocr_images:
                return _PageRead(
                    PageLines(number, text.width, text.height, []),
                    PageMeta(number=number, width=text.width, height=text.height, source=PageSource.OCR),
                )
            result = ocr_page(page, dpi=self.ocr_dpi, threads=self.ocr_threads)
            stats.ocr_seconds += result.seconds
            return _PageRead(
                PageLines(number, text.width, text.height, result.lines, ocr=True),
                PageMeta(
                    number=number, width=result.width_px, height=result.height_px, source=PageSource.OCR
                ),
            )
        finally:
            page.close()
