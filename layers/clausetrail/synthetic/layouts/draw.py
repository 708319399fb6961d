"""A thin pen over a reportlab canvas: fonts, a cursor that moves down the page, text and rules.

The bundled DejaVu faces (``clausetrail/synthetic/fonts``) are registered on first use; the standard
PDF fonts (Helvetica, Times, Courier) need no file. Pages are drawn with ``invariant=1`` so the same
input always gives the same bytes.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Final

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

FONT_DIR: Final = Path(__file__).resolve().parent.parent / "fonts"
_BOLD: Final = {
    "Helvetica": "Helvetica-Bold",
    "Times-Roman": "Times-Bold",
    "Courier": "Courier-Bold",
    "DejaVuSans": "DejaVuSans-Bold",
    "DejaVuSerif": "DejaVuSerif-Bold",
    "DejaVuSansCondensed": "DejaVuSansCondensed-Bold",
}
_registered: set[str] = set()


def _ensure(font: str) -> str:
    if font.startswith("DejaVu") and font not in _registered:
        pdfmetrics.registerFont(TTFont(font, str(FONT_DIR / f"{font}.ttf")))
        _registered.add(font)
    return font


def bold_of(font: str) -> str:
    return _BOLD.get(font, font)


class Pen:
    """Draws top-down on pages of one PDF; ``y`` is the baseline of the next line."""

    def __init__(self, *, font: str, size: float, letter: bool = False, margin: float = 40.0) -> None:
        self.buffer = io.BytesIO()
        self.pagesize = LETTER if letter else A4
        self.canvas = Canvas(self.buffer, pagesize=self.pagesize, invariant=1)
        self.font = _ensure(font)
        self.bold = _ensure(bold_of(font))
        self.size = size
        self.margin = margin
        self.page = 1
        self.y = self.top

    @property
    def width(self) -> float:
        return float(self.pagesize[0])

    @property
    def top(self) -> float:
        return float(self.pagesize[1]) - self.margin

    @property
    def left(self) -> float:
        return self.margin

    @property
    def right(self) -> float:
        return self.width - self.margin

    @property
    def line_height(self) -> float:
        return self.size * 1.55

    def room(self) -> float:
        """Points left above the bottom margin."""
        return self.y - self.margin

    def text_width(self, text: str, *, bold: bool = False, size: float | None = None) -> float:
        return float(pdfmetrics.stringWidth(text, self.bold if bold else self.font, size or self.size))

    def text(
        self,
        x: float,
        text: str,
        *,
        bold: bool = False,
        size: float | None = None,
        align: str = "left",
        y: float | None = None,
    ) -> None:
        c = self.canvas
        c.setFont(self.bold if bold else self.font, size or self.size)
        at = self.y if y is None else y
        if align == "right":
            c.drawRightString(x, at, text)
        elif align == "center":
            c.drawCentredString(x, at, text)
        else:
            c.drawString(x, at, text)

    def line(
        self, text: str = "", *, bold: bool = False, size: float | None = None, align: str = "left"
    ) -> None:
        x = {"left": self.left, "right": self.right, "center": self.width / 2}[align]
        if text:
            self.text(x, text, bold=bold, size=size, align=align)
        self.y -= (size or self.size) * 1.55

    def gap(self, points: float) -> None:
        self.y -= points

    def hrule(
        self, y: float | None = None, x0: float | None = None, x1: float | None = None, width: float = 0.6
    ) -> None:
        c = self.canvas
        c.setLineWidth(width)
        at = self.y if y is None else y
        c.line(self.left if x0 is None else x0, at, self.right if x1 is None else x1, at)

    def vrule(self, x: float, y0: float, y1: float, width: float = 0.6) -> None:
        self.canvas.setLineWidth(width)
        self.canvas.line(x, y0, x, y1)

    def rect(self, x: float, y: float, w: float, h: float, width: float = 0.6) -> None:
        self.canvas.setLineWidth(width)
        self.canvas.rect(x, y, w, h, stroke=1, fill=0)

    def wrap(self, text: str, width: float, *, bold: bool = False) -> list[str]:
        """Greedy word wrap of ``text`` to ``width`` points."""
        words = text.split()
        lines: list[str] = []
        current = ""
        for word in words:
            candidate = f"{current} {word}".strip()
            if current and self.text_width(candidate, bold=bold) > width:
                lines.append(current)
                current = word
            else:
                current = candidate
        if current:
            lines.append(current)
        return lines or [""]

    def paragraph(self, text: str, *, indent: float = 0.0, bold: bool = False) -> None:
        for row in self.wrap(text, self.right - self.left - indent, bold=bold):
            if self.room() < self.line_height:
                self.new_page()
            self.text(self.left + indent, row, bold=bold)
            self.y -= self.line_height

    def new_page(self) -> None:
        self.canvas.showPage()
        self.page += 1
        self.y = self.top

    def finish(self) -> bytes:
        self.canvas.showPage()
        self.canvas.save()
        return self.buffer.getvalue()
