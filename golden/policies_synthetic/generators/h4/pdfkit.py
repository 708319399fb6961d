"""Small rendering helper shared by make_wordings.py (reportlab platypus)."""
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_JUSTIFY, TA_CENTER, TA_LEFT
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table, TableStyle,
                                PageBreak, KeepTogether)
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FD = "/usr/share/fonts/truetype/dejavu/"
for name, fn in [("DVSans", "DejaVuSans.ttf"), ("DVSans-B", "DejaVuSans-Bold.ttf"),
                 ("DVSans-I", "DejaVuSans-Oblique.ttf"), ("DVSerif", "DejaVuSerif.ttf"),
                 ("DVSerif-B", "DejaVuSerif-Bold.ttf"), ("DVSerif-I", "DejaVuSerif-Italic.ttf"),
                 ("DVCond", "DejaVuSansCondensed.ttf"), ("DVCond-B", "DejaVuSansCondensed-Bold.ttf")]:
    pdfmetrics.registerFont(TTFont(name, FD + fn))
from reportlab.lib.fonts import addMapping
addMapping("DVSans", 0, 0, "DVSans"); addMapping("DVSans", 1, 0, "DVSans-B"); addMapping("DVSans", 0, 1, "DVSans-I")
addMapping("DVSans", 1, 1, "DVSans-B")
addMapping("DVSerif", 0, 0, "DVSerif"); addMapping("DVSerif", 1, 0, "DVSerif-B"); addMapping("DVSerif", 0, 1, "DVSerif-I")
addMapping("DVSerif", 1, 1, "DVSerif-B")
addMapping("DVCond", 0, 0, "DVCond"); addMapping("DVCond", 1, 0, "DVCond-B"); addMapping("DVCond", 0, 1, "DVCond")
addMapping("DVCond", 1, 1, "DVCond-B")


def styles(font, bold, size=9.2):
    s = {}
    s["p"] = ParagraphStyle("p", fontName=font, fontSize=size, leading=size * 1.32, alignment=TA_JUSTIFY,
                            spaceAfter=3.2)
    s["b"] = ParagraphStyle("b", parent=s["p"], leftIndent=14, bulletIndent=4, spaceAfter=1.6)
    s["bb"] = ParagraphStyle("bb", parent=s["p"], leftIndent=28, bulletIndent=16, spaceAfter=1.2)
    s["title"] = ParagraphStyle("title", fontName=bold, fontSize=17, leading=22, alignment=TA_CENTER, spaceAfter=6)
    s["sub"] = ParagraphStyle("sub", fontName=font, fontSize=10.5, leading=14, alignment=TA_CENTER, spaceAfter=10)
    s["h1"] = ParagraphStyle("h1", fontName=bold, fontSize=12, leading=15.5, spaceBefore=8, spaceAfter=4)
    s["h2"] = ParagraphStyle("h2", fontName=bold, fontSize=10, leading=13, spaceBefore=5, spaceAfter=2.5)
    s["cell"] = ParagraphStyle("cell", fontName=font, fontSize=8.2, leading=10.2, alignment=TA_LEFT)
    s["cellb"] = ParagraphStyle("cellb", fontName=bold, fontSize=8.2, leading=10.2, alignment=TA_LEFT)
    s["small"] = ParagraphStyle("small", fontName=font, fontSize=7.8, leading=10, alignment=TA_LEFT)
    return s


def make_canvas_class(header_fn, footer_fn):
    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *a, **k):
            rl_canvas.Canvas.__init__(self, *a, **k)
            self._saved = []

        def showPage(self):
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            n = len(self._saved)
            for st in self._saved:
                self.__dict__.update(st)
                header_fn(self, self._pageNumber, n)
                footer_fn(self, self._pageNumber, n)
                rl_canvas.Canvas.showPage(self)
            rl_canvas.Canvas.save(self)
    return NumberedCanvas


def build(path, elements, st, header_fn, footer_fn, title, author, top=24 * mm, bottom=22 * mm):
    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=top,
                          bottomMargin=bottom, title=title, author=author, invariant=1)
    frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="f")
    doc.addPageTemplates([PageTemplate(id="main", frames=[frame])])
    flow = _flow(elements, st)
    doc.build(flow, canvasmaker=make_canvas_class(header_fn, footer_fn))


def _flow(elements, st):
    flow = []
    for el in elements:
        kind = el[0]
        if kind in ("p", "h1", "h2", "title", "sub", "small"):
            flow.append(Paragraph(el[1], st[kind]))
        elif kind == "b":
            flow.append(Paragraph(el[1], st["b"], bulletText=el[2] if len(el) > 2 else "\u2022"))
        elif kind == "bb":
            flow.append(Paragraph(el[1], st["bb"], bulletText=el[2] if len(el) > 2 else "-"))
        elif kind == "sp":
            flow.append(Spacer(1, el[1]))
        elif kind == "pb":
            flow.append(PageBreak())
        elif kind == "table":
            _, rows, widths, ruled = el[:4]
            data = [[Paragraph(c, st["cellb"] if (i == 0 or j == 0) else st["cell"]) for j, c in enumerate(r)]
                    for i, r in enumerate(rows)]
            t = Table(data, colWidths=[w * mm for w in widths], repeatRows=1)
            style = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                     ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3),
                     ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]
            if ruled:
                style += [("GRID", (0, 0), (-1, -1), 0.6, colors.black),
                          ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.85, 0.88, 0.95))]
            t.setStyle(TableStyle(style))
            flow.append(t)
            flow.append(Spacer(1, 5))
        elif kind == "keep":
            flow.append(KeepTogether(_flow(el[1], st)))
        else:
            raise ValueError(kind)
    return flow
