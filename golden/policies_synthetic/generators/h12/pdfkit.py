"""Small rendering helpers shared by make_wordings.py (reportlab platypus)."""
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_JUSTIFY, TA_CENTER, TA_LEFT
from reportlab.platypus import (SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle,
                                PageBreak, KeepTogether)
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas

FD = "/usr/share/fonts/truetype/dejavu/"
pdfmetrics.registerFont(TTFont("DVSerif", FD + "DejaVuSerif.ttf"))
pdfmetrics.registerFont(TTFont("DVSerif-Bold", FD + "DejaVuSerif-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVSerif-Italic", FD + "DejaVuSerif-Italic.ttf"))
pdfmetrics.registerFont(TTFont("DVSans", FD + "DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("DVSans-Bold", FD + "DejaVuSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVSans-Oblique", FD + "DejaVuSans-Oblique.ttf"))
from reportlab.pdfbase.pdfmetrics import registerFontFamily
registerFontFamily("DVSerif", normal="DVSerif", bold="DVSerif-Bold", italic="DVSerif-Italic",
                   boldItalic="DVSerif-Bold")
registerFontFamily("DVSans", normal="DVSans", bold="DVSans-Bold", italic="DVSans-Oblique",
                   boldItalic="DVSans-Bold")


def styles(font, size=8.6, lead=11.2):
    bold = font + "-Bold"
    s = {}
    s["p"] = ParagraphStyle("p", fontName=font, fontSize=size, leading=lead, alignment=TA_JUSTIFY,
                            spaceAfter=3)
    s["pl"] = ParagraphStyle("pl", parent=s["p"], alignment=TA_LEFT)
    s["ind"] = ParagraphStyle("ind", parent=s["p"], leftIndent=14, spaceAfter=2)
    s["ind2"] = ParagraphStyle("ind2", parent=s["p"], leftIndent=28, spaceAfter=1.5)
    s["title"] = ParagraphStyle("title", fontName=bold, fontSize=size + 6, leading=size + 9,
                                alignment=TA_CENTER, spaceAfter=4)
    s["sub"] = ParagraphStyle("sub", fontName=font, fontSize=size, leading=lead, alignment=TA_CENTER,
                              spaceAfter=2)
    s["h1"] = ParagraphStyle("h1", fontName=bold, fontSize=size + 1.6, leading=size + 5, spaceBefore=7,
                             spaceAfter=4)
    s["h2"] = ParagraphStyle("h2", fontName=bold, fontSize=size + 0.4, leading=lead + 1, spaceBefore=4,
                             spaceAfter=2)
    s["cell"] = ParagraphStyle("cell", fontName=font, fontSize=size - 0.6, leading=lead - 1.2)
    s["cellb"] = ParagraphStyle("cellb", fontName=bold, fontSize=size - 0.6, leading=lead - 1.2)
    return s


def make_canvas(font, header_left, header_right, footer_left, page1_note):
    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            self._saved = []

        def showPage(self):
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            n = len(self._saved)
            for st in self._saved:
                self.__dict__.update(st)
                self._decorate(n)
                super().showPage()
            super().save()

        def _decorate(self, total):
            w, h = A4
            pg = self._pageNumber
            self.saveState()
            self.setFont(font + "-Bold", 7.5)
            self.drawString(16 * mm, h - 11 * mm, header_left)
            self.setFont(font, 7.5)
            self.drawRightString(w - 16 * mm, h - 11 * mm, header_right)
            self.setLineWidth(0.4)
            self.line(16 * mm, h - 12.5 * mm, w - 16 * mm, h - 12.5 * mm)
            self.line(16 * mm, 13.5 * mm, w - 16 * mm, 13.5 * mm)
            self.setFont(font, 7.2)
            self.drawString(16 * mm, 9.5 * mm, footer_left)
            self.drawRightString(w - 16 * mm, 9.5 * mm, "Page %d of %d" % (pg, total))
            if pg == 1 and page1_note:
                self.setFont(font, 6.3)
                self.drawCentredString(w / 2, 5.5 * mm, page1_note)
            self.restoreState()
    return NumberedCanvas


def build(path, flow, canvasmaker, title):
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=17 * mm, rightMargin=17 * mm,
                            topMargin=17 * mm, bottomMargin=18 * mm, title=title, author="synthetic",
                            invariant=1)
    doc.build(flow, canvasmaker=canvasmaker)
