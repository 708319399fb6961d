"""Draw a composed wording to PDF with reportlab: one or two columns, header/footer lines, a full-width
Table of Benefits annexure. Records the 1-based page on which each truth-carrying block is drawn.

Pure apart from reading the bundled DejaVu fonts; returns bytes.
"""

from __future__ import annotations

import io
from importlib import resources
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepTogether,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from clausetrail.synthetic.wording.compose import Wording
from clausetrail.synthetic.wording.model import Grid, Heading, Para, Place

FONT, BOLD = "WordingSans", "WordingSans-Bold"
MARGIN, GAP = 40.0, 24.0
_registered = False


def _register_fonts() -> None:
    global _registered
    if _registered:
        return
    root = resources.files("clausetrail.synthetic") / "fonts"
    for name, file in ((FONT, "DejaVuSans.ttf"), (BOLD, "DejaVuSans-Bold.ttf")):
        with resources.as_file(root / file) as path:
            pdfmetrics.registerFont(TTFont(name, str(path)))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)
    _registered = True


class _TrackedParagraph(Paragraph):
    def __init__(self, text: str, style: ParagraphStyle, key: str, sink: dict[str, int]) -> None:
        super().__init__(text, style)
        self._key, self._sink = key, sink

    def draw(self) -> None:
        self._sink.setdefault(self._key, self.canv.getPageNumber())
        super().draw()


class _TrackedTable(Table):
    def __init__(self, data: Any, keys: list[str], sink: dict[str, int], **kwargs: Any) -> None:
        super().__init__(data, **kwargs)
        self._keys, self._sink = keys, sink

    def draw(self) -> None:
        for key in self._keys:
            self._sink.setdefault(key, self.canv.getPageNumber())
        super().draw()


def _styles(size: float) -> dict[str, ParagraphStyle]:
    return {
        "body": ParagraphStyle(
            "body", fontName=FONT, fontSize=size, leading=size * 1.3, spaceAfter=size * 0.6
        ),
        "h1": ParagraphStyle(
            "h1",
            fontName=BOLD,
            fontSize=size + 2,
            leading=(size + 2) * 1.3,
            spaceBefore=size,
            spaceAfter=size * 0.6,
            keepWithNext=1,
        ),
        "title": ParagraphStyle(
            "title", fontName=BOLD, fontSize=size + 7, leading=(size + 7) * 1.3, spaceAfter=8
        ),
        "sub": ParagraphStyle(
            "sub", fontName=FONT, fontSize=size + 2, leading=(size + 2) * 1.3, spaceAfter=4
        ),
    }


def _para(block: Para, styles: dict[str, ParagraphStyle], sink: dict[str, int]) -> Flowable:
    head = " ".join(part for part in (block.label, block.title) if part)
    if block.title:
        markup = f"<b>{escape(head)}</b><br/>{escape(block.text)}"
    elif block.label:
        markup = f"<b>{escape(block.label)}</b> {escape(block.text)}"
    else:
        markup = escape(block.text)
    flow = (
        _TrackedParagraph(markup, styles["body"], block.key, sink)
        if block.key
        else Paragraph(markup, styles["body"])
    )
    return KeepTogether([flow])


def _grid(block: Grid, size: float, sink: dict[str, int]) -> Flowable:
    keys = [k for k in (block.key, *block.keys_by_row) if k]
    table = _TrackedTable([list(r) for r in block.rows], keys, sink, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), FONT),
                ("FONTNAME", (0, 0), (-1, 0), BOLD),
                ("FONTSIZE", (0, 0), (-1, -1), size - 1.5),
                ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e8eef5")),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]
        )
    )
    return KeepTogether([table, Spacer(1, size)])


def _story(w: Wording, sink: dict[str, int]) -> list[Flowable]:
    styles = _styles(w.font_size)
    story: list[Flowable] = []
    for i, line in enumerate(w.cover):
        story.append(Paragraph(escape(line), styles["title" if i == 0 else "sub"]))
    for block in w.blocks.get(Place.COVER, []):
        if isinstance(block, Para):
            story.append(_para(block, styles, sink))
    for place, heading in w.sections:
        story.append(Paragraph(escape(heading), styles["h1"]))
        items = list(w.blocks.get(place, []))
        if place == Place.WAITING and not any(p == Place.EXCLUSIONS for p, _ in w.sections):
            items += w.blocks.get(Place.EXCLUSIONS, [])
        story += _blocks(items, styles, w.font_size, sink)
    annex = w.blocks.get(Place.ANNEX, [])
    if annex:
        story.append(Paragraph("Annexures", styles["h1"]))
        story += _blocks(annex, styles, w.font_size, sink)
    for place in (Place.TABLE, Place.SCHEDULE):
        items = w.blocks.get(place, [])
        if items:
            story += [NextPageTemplate("one"), PageBreak(), *_blocks(items, styles, w.font_size, sink)]
    return story


def _blocks(
    items: list[Any], styles: dict[str, ParagraphStyle], size: float, sink: dict[str, int]
) -> list[Flowable]:
    out: list[Flowable] = []
    for block in items:
        if isinstance(block, Heading):
            out.append(Paragraph(escape(block.text), styles["h1"]))
        elif isinstance(block, Para):
            out.append(_para(block, styles, sink))
        else:
            out.append(_grid(block, size, sink))
    return out


def render(w: Wording) -> tuple[bytes, dict[str, int], int]:
    """The PDF bytes, the page of each tracked key and the page count."""
    _register_fonts()
    buf = io.BytesIO()
    width, height = A4
    body_h = height - 2 * MARGIN - 20
    one = Frame(MARGIN, MARGIN + 10, width - 2 * MARGIN, body_h, id="one")
    col_w = (width - 2 * MARGIN - GAP) / 2
    left = Frame(MARGIN, MARGIN + 10, col_w, body_h, id="left")
    right = Frame(MARGIN + col_w + GAP, MARGIN + 10, col_w, body_h, id="right")

    def decorate(canvas: Canvas, doc: BaseDocTemplate) -> None:
        canvas.saveState()
        canvas.setFont(FONT, 7.5)
        if w.header:
            canvas.drawString(MARGIN, height - MARGIN + 12, w.header)
        canvas.drawRightString(width - MARGIN, MARGIN - 26, f"Page {canvas.getPageNumber()}")
        if w.footer:
            canvas.drawString(MARGIN, MARGIN - 14, w.footer)
        canvas.restoreState()

    templates = [PageTemplate("one", [one], onPage=decorate)]
    two = PageTemplate("two", [left, right], onPage=decorate)
    templates = [two, *templates] if w.columns == 2 else [*templates, two]
    doc = BaseDocTemplate(
        buf,
        pagesize=A4,
        pageTemplates=templates,
        title=w.cover[0],
        author="synthetic",
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
        invariant=1,
    )
    sink: dict[str, int] = {}
    story = _story(w, sink)
    doc.build(story)
    data = buf.getvalue()
    sink["page1"] = 1
    return data, sink, doc.page
