"""A "scanned" copy of a rendered PDF: each page rasterised (pypdfium2), turned slightly, speckled and
greyed (PIL), JPEG-compressed and wrapped as an image-only PDF (no text layer), so only OCR can read it."""

from __future__ import annotations

import io
import random

import pypdfium2 as pdfium
from PIL import Image, ImageFilter
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

SCAN_DPI = 170


def scan_pdf(pdf: bytes, *, seed: str, dpi: int = SCAN_DPI) -> bytes:
    rng = random.Random(f"scan|{seed}")
    source = pdfium.PdfDocument(pdf)
    out = io.BytesIO()
    canvas: Canvas | None = None
    try:
        for index in range(len(source)):
            page = source[index]
            width, height = page.get_size()
            image = page.render(scale=dpi / 72).to_pil().convert("L")
            image = image.rotate(rng.uniform(-0.9, 0.9), resample=Image.Resampling.BICUBIC, fillcolor=255)
            image = image.filter(ImageFilter.GaussianBlur(radius=0.4))
            noise = Image.effect_noise(image.size, rng.uniform(10, 22))
            image = Image.blend(image, noise, 0.08)
            image = image.point(lambda v: min(255, int(v * 0.92 + 12)))
            jpeg = io.BytesIO()
            image.save(jpeg, format="JPEG", quality=70)
            jpeg.seek(0)
            if canvas is None:
                canvas = Canvas(out, pagesize=(width, height), invariant=1)
            else:
                canvas.setPageSize((width, height))
            canvas.drawImage(ImageReader(jpeg), 0, 0, width=width, height=height)
            canvas.showPage()
    finally:
        source.close()
    assert canvas is not None
    canvas.save()
    return out.getvalue()
