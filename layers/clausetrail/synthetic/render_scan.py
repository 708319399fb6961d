"""The image-only variant of a synthetic claim document: pages rasterised with pypdfium2, greyscale JPEG with a
touch of blur, placed back as full-page images (fpdf2), so reading it needs OCR. Re-exported by
:mod:`clausetrail.synthetic.render`.
"""

from __future__ import annotations

import io
from datetime import UTC, datetime

import pypdfium2 as pdfium
from fpdf import FPDF
from PIL import Image, ImageFilter

# --- scanned variant --------------------------------------------------------------------------------------


def render_scanned(
    pdf_bytes: bytes, *, dpi: int = 150, jpeg_quality: int = 70, max_pages: int | None = None
) -> bytes:
    """An image-only copy of ``pdf_bytes``: each page rasterised (greyscale, a touch of blur, JPEG).

    No text layer survives, so reading it needs OCR. ``max_pages`` keeps only the first pages.
    """
    source = pdfium.PdfDocument(pdf_bytes)
    out = FPDF(unit="pt")
    out.set_creation_date(datetime(2025, 1, 1, tzinfo=UTC))
    out.set_creator("ClauseTrail synthetic scan")
    out.set_producer("fpdf2")
    out.set_auto_page_break(auto=False)
    try:
        count = len(source) if max_pages is None else min(len(source), max_pages)
        for index in range(count):
            page = source[index]
            width, height = page.get_size()
            bitmap = page.render(scale=dpi / 72, grayscale=True)
            image: Image.Image = bitmap.to_pil().convert("L").filter(ImageFilter.GaussianBlur(0.5))
            buffer = io.BytesIO()
            image.save(buffer, format="JPEG", quality=jpeg_quality, optimize=False)
            out.add_page(format=(width, height))
            out.image(io.BytesIO(buffer.getvalue()), x=0, y=0, w=width, h=height)
            page.close()
    finally:
        source.close()
    return bytes(out.output())
