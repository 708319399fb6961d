"""Shared rendering helpers for the h7 synthetic wordings (reportlab platypus)."""
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_LEFT, TA_CENTER
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table,
                                TableStyle, PageBreak, KeepTogether, CondPageBreak)
from reportlab.pdfgen import canvas as rl_canvas

FONTS = {
    "sans": ("DejaVuSans", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
             "DejaVuSans-Bold", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    "serif": ("LibSerif", "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
              "LibSerif-Bold", "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf"),
}
for reg, rp, bold, bp in FONTS.values():
    pdfmetrics.registerFont(TTFont(reg, rp))
    pdfmetrics.registerFont(TTFont(bold, bp))
    pdfmetrics.registerFontFamily(reg, normal=reg, bold=bold, italic=reg, boldItalic=bold)


def styles(family, size):
    reg, _, bold, _ = FONTS[family]
    lead = size * 1.28
    return {
        "title": ParagraphStyle("title", fontName=bold, fontSize=size + 6, leading=size + 9,
                                alignment=TA_CENTER, spaceAfter=4),
        "subtitle": ParagraphStyle("subtitle", fontName=reg, fontSize=size + 1, leading=size + 4,
                                   alignment=TA_CENTER, spaceAfter=6),
        "h1": ParagraphStyle("h1", fontName=bold, fontSize=size + 2.5, leading=size + 5,
                             spaceBefore=7, spaceAfter=3),
        "h2": ParagraphStyle("h2", fontName=bold, fontSize=size + 0.5, leading=lead + 1,
                             spaceBefore=4, spaceAfter=1.5),
        "p": ParagraphStyle("p", fontName=reg, fontSize=size, leading=lead, spaceAfter=2.5,
                            alignment=TA_LEFT),
        "li": ParagraphStyle("li", fontName=reg, fontSize=size, leading=lead, spaceAfter=1.2,
                             leftIndent=14, firstLineIndent=-10),
        "li2": ParagraphStyle("li2", fontName=reg, fontSize=size, leading=lead, spaceAfter=1,
                              leftIndent=26, firstLineIndent=-10),
        "cell": ParagraphStyle("cell", fontName=reg, fontSize=size - 0.6, leading=(size - 0.6) * 1.22),
        "cellb": ParagraphStyle("cellb", fontName=bold, fontSize=size - 0.6, leading=(size - 0.6) * 1.22),
        "small": ParagraphStyle("small", fontName=reg, fontSize=size - 1.2, leading=(size - 1.2) * 1.25,
                                spaceAfter=2),
    }


class Doc:
    """Tiny DSL: build a story from (kind, payload) calls."""

    def __init__(self, family, size):
        self.st = styles(family, size)
        self.story = []
        self.family = family

    def title(self, t, sub=None):
        self.story.append(Paragraph(t, self.st["title"]))
        if sub:
            self.story.append(Paragraph(sub, self.st["subtitle"]))

    def h1(self, t):
        self.story.append(CondPageBreak(30 * mm))
        self.story.append(Paragraph(t, self.st["h1"]))

    def h2(self, t):
        self.story.append(CondPageBreak(14 * mm))
        self.story.append(Paragraph(t, self.st["h2"]))

    def p(self, t, style="p"):
        self.story.append(Paragraph(t, self.st[style]))

    def li(self, items, style="li"):
        for it in items:
            self.story.append(Paragraph(it, self.st[style]))

    def sp(self, h=3):
        self.story.append(Spacer(1, h * mm))

    def pb(self):
        self.story.append(PageBreak())

    def table(self, rows, widths, ruled, header_rows=1, bold_first_col=False, zebra=False):
        data = []
        for r, row in enumerate(rows):
            out = []
            for c, cell in enumerate(row):
                sty = "cellb" if (r < header_rows or (bold_first_col and c == 0)) else "cell"
                out.append(Paragraph(cell, self.st[sty]))
            data.append(out)
        t = Table(data, colWidths=[w * mm for w in widths], repeatRows=header_rows)
        cmds = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3),
                ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]
        if ruled:
            cmds += [("GRID", (0, 0), (-1, -1), 0.6, colors.black),
                     ("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.HexColor("#DDE4EE"))]
        self.story.append(t)
        t.setStyle(TableStyle(cmds))
        self.story.append(Spacer(1, 2.5 * mm))


def make_numbered_canvas(draw_decor):
    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            self._saved = []

        def showPage(self):
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            n = len(self._saved)
            for state in self._saved:
                self.__dict__.update(state)
                draw_decor(self, self._pageNumber, n)
                super().showPage()
            super().save()
    return NumberedCanvas


def build(path, doc, draw_decor, margins=(18, 18, 22, 20), meta=None):
    left, right, top, bottom = [m * mm for m in margins]
    W, H = A4
    frame = Frame(left, bottom, W - left - right, H - top - bottom, id="f", leftPadding=0,
                  rightPadding=0, topPadding=0, bottomPadding=0)
    d = BaseDocTemplate(path, pagesize=A4, leftMargin=left, rightMargin=right, topMargin=top,
                        bottomMargin=bottom, title=(meta or {}).get("title", ""),
                        author=(meta or {}).get("author", ""), subject="Synthetic test wording",
                        creator="h7 make_wordings.py", invariant=1)
    d.addPageTemplates([PageTemplate(id="all", frames=[frame])])
    d.build(doc.story, canvasmaker=make_numbered_canvas(draw_decor))
