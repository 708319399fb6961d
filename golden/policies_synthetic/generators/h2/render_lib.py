"""Small rendering helper shared by make_wordings.py (synthetic wordings, tag h2)."""
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_CENTER, TA_LEFT
from reportlab.platypus import (SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle, PageBreak,
                                KeepTogether, CondPageBreak)
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas

FD = "/usr/share/fonts/truetype/dejavu/"
_registered = False


def register_fonts():
    global _registered
    if _registered:
        return
    for name, fn in [("Sans", "DejaVuSans.ttf"), ("Sans-Bold", "DejaVuSans-Bold.ttf"),
                     ("Sans-It", "DejaVuSans-Oblique.ttf"), ("Sans-BI", "DejaVuSans-BoldOblique.ttf"),
                     ("Serif", "DejaVuSerif.ttf"), ("Serif-Bold", "DejaVuSerif-Bold.ttf"),
                     ("Serif-It", "DejaVuSerif-Italic.ttf"), ("Serif-BI", "DejaVuSerif-BoldItalic.ttf")]:
        pdfmetrics.registerFont(TTFont(name, FD + fn))
    from reportlab.pdfbase.pdfmetrics import registerFontFamily
    registerFontFamily("Sans", normal="Sans", bold="Sans-Bold", italic="Sans-It", boldItalic="Sans-BI")
    registerFontFamily("Serif", normal="Serif", bold="Serif-Bold", italic="Serif-It", boldItalic="Serif-BI")
    _registered = True


def esc(t):
    return t.replace("&", "&amp;")


def styles(family, size):
    b = family + "-Bold"
    lead = size * 1.32
    return {
        "title": ParagraphStyle("title", fontName=b, fontSize=size + 5, leading=size + 9, alignment=TA_CENTER,
                                spaceAfter=4),
        "subtitle": ParagraphStyle("subtitle", fontName=family, fontSize=size + 1, leading=size + 4,
                                   alignment=TA_CENTER, spaceAfter=6),
        "h1": ParagraphStyle("h1", fontName=b, fontSize=size + 2, leading=size + 5, spaceBefore=8, spaceAfter=4),
        "h2": ParagraphStyle("h2", fontName=b, fontSize=size, leading=lead, spaceBefore=5, spaceAfter=2),
        "p": ParagraphStyle("p", fontName=family, fontSize=size, leading=lead, spaceAfter=3, alignment=TA_LEFT),
        "li": ParagraphStyle("li", fontName=family, fontSize=size, leading=lead, spaceAfter=2, leftIndent=14),
        "li2": ParagraphStyle("li2", fontName=family, fontSize=size, leading=lead, spaceAfter=1, leftIndent=28),
        "small": ParagraphStyle("small", fontName=family, fontSize=size - 1, leading=(size - 1) * 1.3,
                                spaceAfter=2),
        "cell": ParagraphStyle("cell", fontName=family, fontSize=size - 0.5, leading=(size - 0.5) * 1.25),
        "cellb": ParagraphStyle("cellb", fontName=b, fontSize=size - 0.5, leading=(size - 0.5) * 1.25),
    }


def build(path, blocks, family, size, header_lines, footer_left, page1_note, page_fmt="Page {n} of {t}",
          header_rule=True):
    register_fonts()
    st = styles(family, size)
    story = []
    for blk in blocks:
        kind = blk[0]
        if kind in ("title", "subtitle", "h1", "h2", "p", "li", "li2", "small"):
            para = Paragraph(esc(blk[1]), st[kind])
            if kind in ("h1", "h2"):
                story.append(CondPageBreak(40 * mm if kind == "h1" else 22 * mm))
            story.append(para)
        elif kind == "sp":
            story.append(Spacer(1, blk[1]))
        elif kind == "pb":
            story.append(PageBreak())
        elif kind == "table":
            rows, widths, ruled = blk[1], blk[2], blk[3]
            hdr = blk[4] if len(blk) > 4 else 1
            data = []
            for i, r in enumerate(rows):
                data.append([Paragraph(esc(c), st["cellb" if i < hdr else "cell"]) for c in r])
            t = Table(data, colWidths=[w * mm for w in widths], repeatRows=hdr)
            cmds = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("LEFTPADDING", (0, 0), (-1, -1), 4), ("RIGHTPADDING", (0, 0), (-1, -1), 4),
                    ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]
            if ruled:
                cmds += [("GRID", (0, 0), (-1, -1), 0.6, colors.black),
                         ("BACKGROUND", (0, 0), (-1, hdr - 1), colors.HexColor("#DDDDDD"))]
            t.setStyle(TableStyle(cmds))
            cap = [Paragraph(esc(blk[5]), st["h2"])] if len(blk) > 5 else []
            story.append(KeepTogether(cap + [t]) if len(rows) <= 20 else t)
            story.append(Spacer(1, 4))
        else:
            raise ValueError(kind)

    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            self._saved = []

        def showPage(self):
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            total = len(self._saved)
            for state in self._saved:
                self.__dict__.update(state)
                self._decorate(total)
                super().showPage()
            super().save()

        def _decorate(self, total):
            n = self._pageNumber
            w, h = A4
            self.saveState()
            self.setFont(family, 7.5)
            y = h - 11 * mm
            for i, line in enumerate(header_lines):
                self.setFont(family + ("-Bold" if i == 0 else ""), 8 if i == 0 else 7.5)
                self.drawCentredString(w / 2, y, line)
                y -= 3.6 * mm
            if header_rule:
                self.setLineWidth(0.5)
                self.line(18 * mm, y + 1.5 * mm, w - 18 * mm, y + 1.5 * mm)
            self.setFont(family, 7)
            self.drawString(18 * mm, 10 * mm, footer_left)
            self.drawRightString(w - 18 * mm, 10 * mm, page_fmt.format(n=n, t=total))
            if n == 1:
                self.setFont(family + "-It", 6.5)
                self.drawCentredString(w / 2, 6 * mm, page1_note)
            self.restoreState()

    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=(14 + 3.6 * len(header_lines)) * mm, bottomMargin=16 * mm,
                            title=header_lines[0], author=header_lines[0])
    doc.build(story, canvasmaker=NumberedCanvas)
