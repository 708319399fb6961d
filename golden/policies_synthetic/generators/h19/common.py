"""Shared helpers for h19 synthetic wordings: rendering and quote checking."""
import re, hashlib
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_JUSTIFY, TA_CENTER, TA_LEFT
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table,
                                TableStyle, PageBreak, KeepTogether)
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FONTDIR = '/usr/share/fonts/truetype/'
pdfmetrics.registerFont(TTFont('DV', FONTDIR + 'dejavu/DejaVuSans.ttf'))
pdfmetrics.registerFont(TTFont('DV-B', FONTDIR + 'dejavu/DejaVuSans-Bold.ttf'))
pdfmetrics.registerFont(TTFont('DVS', FONTDIR + 'dejavu/DejaVuSerif.ttf'))
pdfmetrics.registerFont(TTFont('DVS-B', FONTDIR + 'dejavu/DejaVuSerif-Bold.ttf'))
pdfmetrics.registerFont(TTFont('LS', FONTDIR + 'liberation/LiberationSans-Regular.ttf'))
pdfmetrics.registerFont(TTFont('LS-B', FONTDIR + 'liberation/LiberationSans-Bold.ttf'))
from reportlab.lib.fonts import addMapping
addMapping('DV', 0, 0, 'DV'); addMapping('DV', 1, 0, 'DV-B'); addMapping('DV', 0, 1, 'DV'); addMapping('DV', 1, 1, 'DV-B')
addMapping('DVS', 0, 0, 'DVS'); addMapping('DVS', 1, 0, 'DVS-B'); addMapping('DVS', 0, 1, 'DVS'); addMapping('DVS', 1, 1, 'DVS-B')
addMapping('LS', 0, 0, 'LS'); addMapping('LS', 1, 0, 'LS-B'); addMapping('LS', 0, 1, 'LS'); addMapping('LS', 1, 1, 'LS-B')


def styles(font, size=9.0):
    bold = font + '-B'
    s = {}
    s['p'] = ParagraphStyle('p', fontName=font, fontSize=size, leading=size * 1.32, alignment=TA_JUSTIFY, spaceAfter=3)
    s['li'] = ParagraphStyle('li', parent=s['p'], leftIndent=14, firstLineIndent=0, spaceAfter=2)
    s['li2'] = ParagraphStyle('li2', parent=s['p'], leftIndent=28, spaceAfter=1.5)
    s['h1'] = ParagraphStyle('h1', fontName=bold, fontSize=size + 2, leading=(size + 2) * 1.3, spaceBefore=7, spaceAfter=4)
    s['h2'] = ParagraphStyle('h2', fontName=bold, fontSize=size + 0.5, leading=(size + 0.5) * 1.3, spaceBefore=5, spaceAfter=2)
    s['title'] = ParagraphStyle('title', fontName=bold, fontSize=size + 7, leading=(size + 7) * 1.3, alignment=TA_CENTER, spaceAfter=6)
    s['sub'] = ParagraphStyle('sub', fontName=font, fontSize=size + 1, leading=(size + 1) * 1.3, alignment=TA_CENTER, spaceAfter=4)
    s['cell'] = ParagraphStyle('cell', fontName=font, fontSize=size - 0.5, leading=(size - 0.5) * 1.25, alignment=TA_LEFT)
    s['cellb'] = ParagraphStyle('cellb', fontName=bold, fontSize=size - 0.5, leading=(size - 0.5) * 1.25, alignment=TA_LEFT)
    s['small'] = ParagraphStyle('small', fontName=font, fontSize=size - 1.5, leading=(size - 1.5) * 1.3, alignment=TA_LEFT, spaceAfter=1.5)
    return s


def make_numbered_canvas(draw_fn):
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
                draw_fn(self, self._pageNumber, n)
                rl_canvas.Canvas.showPage(self)
            rl_canvas.Canvas.save(self)
    return NumberedCanvas


def build(path, story, draw_fn, margins=(18 * mm, 18 * mm, 22 * mm, 20 * mm), title='', author=''):
    left, right, top, bottom = margins
    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=left, rightMargin=right, topMargin=top, bottomMargin=bottom,
                          title=title, author=author, invariant=1)
    frame = Frame(left, bottom, A4[0] - left - right, A4[1] - top - bottom, id='f', leftPadding=0, rightPadding=0,
                  topPadding=0, bottomPadding=0)
    doc.addPageTemplates([PageTemplate(id='main', frames=[frame])])
    doc.build(story, canvasmaker=make_numbered_canvas(draw_fn))


def sha256(path):
    return hashlib.sha256(open(path, 'rb').read()).hexdigest()


def norm(t):
    t = t.replace('\ufffe', '-').replace('\u00ad', '-').replace('\u2019', "'").replace('\u2018', "'")
    t = t.replace('\u201c', '"').replace('\u201d', '"').replace('\u2013', '-').replace('\u2014', '-')
    t = t.replace('\r', ' ')
    t = re.sub(r'\s+', ' ', t).strip().lower()
    return t


def page_texts(pdf):
    import pdfplumber, pypdfium2
    pl = [p.extract_text() or '' for p in pdfplumber.open(pdf).pages]
    doc = pypdfium2.PdfDocument(pdf)
    pm = [doc[i].get_textpage().get_text_range() for i in range(len(doc))]
    return pl, pm


def check_quote(quote, pages, pl, pm):
    """quote: str or list; pages: int or list. Each piece ('...' separated) must be on one page in both layers."""
    qs = quote if isinstance(quote, list) else [quote]
    pgs = pages if isinstance(pages, list) else [pages]
    bad = []
    for q in qs:
        ok = False
        for pg in pgs:
            pieces = [norm(x) for x in q.split('...') if x.strip()]
            a = norm(pl[pg - 1]); b = norm(pm[pg - 1])
            if all(x in a for x in pieces) and all(x in b for x in pieces):
                ok = True; break
        if not ok:
            bad.append(q)
        if len(q.split()) > 30:
            bad.append('TOO LONG: ' + q)
    return bad
