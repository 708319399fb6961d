"""A tiny PDF writer for claim-reader tests: text placed at x positions, ruling lines only when asked.

Written for these tests from the general shape of Indian hospital bills and discharge summaries (a title,
key: value header fields, an itemised table, totals); it shares no code with the synthetic renderers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from fpdf import FPDF

FONTS = Path(__file__).resolve().parents[2] / "layers" / "clausetrail" / "synthetic" / "fonts"
LEFT, RIGHT = "L", "R"


@dataclass(frozen=True, slots=True)
class Col:
    name: str  # header text ("Unit\nPrice" for a two-line header)
    x: float  # left edge (LEFT) or right edge (RIGHT), mm
    align: str = LEFT


@dataclass(slots=True)
class Doc:
    pdf: FPDF = field(default_factory=lambda: FPDF(format="A4"))
    y: float = 15.0

    def __post_init__(self) -> None:
        self.pdf.set_auto_page_break(False)
        self.pdf.add_font("Sans", "", str(FONTS / "DejaVuSans.ttf"))
        self.pdf.add_font("Sans", "B", str(FONTS / "DejaVuSans-Bold.ttf"))
        self.pdf.add_page()

    def put(self, x: float, text: str, *, bold: bool = False, size: float = 10, align: str = LEFT) -> None:
        self.pdf.set_font("Sans", "B" if bold else "", size)
        if align == RIGHT:
            x -= self.pdf.get_string_width(text)
        self.pdf.text(x, self.y, text)

    def line(self, text: str = "", *, x: float = 15, step: float = 6.5, **kw: object) -> None:
        self.y += step
        if text:
            self.put(x, text, **kw)  # type: ignore[arg-type]

    def rule(self) -> None:
        self.pdf.line(12, self.y + 2, 198, self.y + 2)

    def page(self) -> None:
        self.pdf.add_page()
        self.y = 15.0

    def bytes(self) -> bytes:
        return bytes(self.pdf.output())


def title(doc: Doc, hospital: str, name: str) -> None:
    doc.put(60, hospital, bold=True, size=14)
    doc.line(name, x=80, bold=True, size=12, step=8)
    doc.y += 4


def fields(doc: Doc, pairs: Sequence[tuple[str, str]], *, columns: int = 2) -> None:
    for i in range(0, len(pairs), columns):
        doc.y += 6
        for k, (label, value) in enumerate(pairs[i : i + columns]):
            doc.put(15 + 100 * k, f"{label} : {value}")


def header(doc: Doc, cols: Sequence[Col], *, ruled: bool = False) -> None:
    doc.y += 9
    depth = max(c.name.count("\n") for c in cols)
    for c in cols:
        for k, part in enumerate(c.name.split("\n")):
            doc.y += 4 * k
            doc.put(c.x, part, bold=True, align=c.align)
            doc.y -= 4 * k
    doc.y += 4 * depth
    if ruled:
        doc.rule()


def row(
    doc: Doc, cols: Sequence[Col], cells: Sequence[str], *, bold: bool = False, step: float = 6.5
) -> None:
    doc.y += step
    for c, text in zip(cols, cells, strict=False):
        if text:
            doc.put(c.x, text, bold=bold, align=c.align)


def label_row(doc: Doc, cols: Sequence[Col], label: str, amount: str, *, bold: bool = True) -> None:
    """A total / tax / payment row: the label under the description column, the amount under the last."""
    doc.y += 6.5
    described = next((c for c in cols if c.align == LEFT and c.x > 20), cols[0])
    doc.put(described.x, label, bold=bold)
    doc.put(cols[-1].x, amount, bold=bold, align=cols[-1].align)


def scanned(pdf: bytes, dpi: int = 150) -> bytes:
    """The same pages as an image-only PDF (a scan): no text layer, so the reader has to OCR them."""
    import io

    import pypdfium2 as pdfium

    source = pdfium.PdfDocument(pdf)
    out = FPDF(format="A4")
    for index in range(len(source)):
        image = source[index].render(scale=dpi / 72).to_pil().convert("L")
        buffer = io.BytesIO()
        image.save(buffer, format="PNG")
        buffer.seek(0)
        out.add_page()
        out.image(buffer, x=0, y=0, w=210, h=297)
    source.close()
    return bytes(out.output())
