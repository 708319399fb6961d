"""Small rendering helpers shared by the two wordings (reportlab platypus)."""
from reportlab import rl_config
rl_config.invariant = 1
import re
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_JUSTIFY, TA_LEFT, TA_CENTER
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table, TableStyle,
                                NextPageTemplate, PageBreak, CondPageBreak, KeepTogether)
from reportlab.pdfgen import canvas as rl_canvas

FONTS = {
    "LibSans": "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "LibSans-Bold": "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "LibSans-Italic": "/usr/share/fonts/truetype/liberation/LiberationSans-Italic.ttf",
    "DVSans": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
    "DVSans-Bold": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
    "DVSans-Italic": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Oblique.ttf",
}
for n, f in FONTS.items():
    pdfmetrics.registerFont(TTFont(n, f))
pdfmetrics.registerFontFamily("LibSans", normal="LibSans", bold="LibSans-Bold", italic="LibSans-Italic",
                              boldItalic="LibSans-Bold")
pdfmetrics.registerFontFamily("DVSans", normal="DVSans", bold="DVSans-Bold", italic="DVSans-Italic",
                              boldItalic="DVSans-Bold")


def esc(t):
    """escape & but keep our own <b>, <i>, <br/> tags"""
    t = t.replace("&", "&amp;")
    return t


def styles(font, size, accent):
    base = ParagraphStyle("p", fontName=font, fontSize=size, leading=size * 1.28, alignment=TA_JUSTIFY,
                          spaceAfter=size * 0.45)
    return {
        "p": base,
        "pl": ParagraphStyle("pl", parent=base, alignment=TA_LEFT),
        "li": ParagraphStyle("li", parent=base, bulletFontName=font, bulletFontSize=size, leftIndent=size * 1.9, firstLineIndent=0, bulletIndent=size * 0.4,
                             spaceAfter=size * 0.25),
        "li2": ParagraphStyle("li2", parent=base, bulletFontName=font, bulletFontSize=size, leftIndent=size * 3.6, bulletIndent=size * 2.1,
                              spaceAfter=size * 0.2),
        "h1": ParagraphStyle("h1", parent=base, fontName=font + "-Bold", fontSize=size + 2.2,
                             leading=(size + 2.2) * 1.3, textColor=accent, spaceBefore=size * 0.9,
                             spaceAfter=size * 0.5, alignment=TA_LEFT),
        "h2": ParagraphStyle("h2", parent=base, fontName=font + "-Bold", fontSize=size + 0.6,
                             leading=(size + 0.6) * 1.3, spaceBefore=size * 0.6, spaceAfter=size * 0.3,
                             alignment=TA_LEFT),
        "h3": ParagraphStyle("h3", parent=base, fontName=font + "-Bold", fontSize=size, spaceBefore=size * 0.3,
                             spaceAfter=size * 0.2, alignment=TA_LEFT),
        "title": ParagraphStyle("t", parent=base, fontName=font + "-Bold", fontSize=22, leading=27,
                                textColor=accent, alignment=TA_LEFT, spaceAfter=8),
        "sub": ParagraphStyle("s", parent=base, fontName=font, fontSize=13, leading=17, alignment=TA_LEFT,
                              spaceAfter=6),
        "cell": ParagraphStyle("c", parent=base, alignment=TA_LEFT, spaceAfter=0, fontSize=size - 0.3,
                               leading=(size - 0.3) * 1.22),
        "cellb": ParagraphStyle("cb", parent=base, alignment=TA_LEFT, spaceAfter=0, fontName=font + "-Bold",
                                fontSize=size - 0.3, leading=(size - 0.3) * 1.22),
        "small": ParagraphStyle("sm", parent=base, fontSize=size - 1, leading=(size - 1) * 1.25),
    }


def build_story(items, st):
    """items: list of tuples. ('h1',t) ('h2',t) ('h3',t) ('p',t) ('pl',t) ('li',label,t) ('li2',label,t)
    ('sp',pts) ('pb',) ('tpl',name) ('flow', flowable) ('cpb', height_pts)"""
    story = []
    for it in items:
        k = it[0]
        if k in ("h1", "h2", "h3", "p", "pl", "small", "title", "sub"):
            story.append(Paragraph(esc(it[1]), st[k]))
        elif k in ("li", "li2"):
            story.append(Paragraph(esc(it[2]), st[k], bulletText=it[1]))
        elif k == "sp":
            story.append(Spacer(1, it[1]))
        elif k == "pb":
            story.append(PageBreak())
        elif k == "tpl":
            story.append(NextPageTemplate(it[1]))
        elif k == "flow":
            story.append(it[1])
        elif k == "cpb":
            story.append(CondPageBreak(it[1]))
    return story


def numbered_canvas(draw_decor):
    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *a, **kw):
            rl_canvas.Canvas.__init__(self, *a, **kw)
            self._saved = []

        def showPage(self):
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            n = len(self._saved)
            for state in self._saved:
                self.__dict__.update(state)
                draw_decor(self, self._pageNumber, n)
                rl_canvas.Canvas.showPage(self)
            rl_canvas.Canvas.save(self)
    return NumberedCanvas
