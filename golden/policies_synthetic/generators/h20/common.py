# Shared rendering helpers for the h20 synthetic wordings (reportlab platypus).
from reportlab import rl_config
rl_config.invariant = 1  # deterministic PDFs (fixed dates/ids)
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_JUSTIFY, TA_CENTER
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table,
                                TableStyle, KeepTogether)
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

LIB = '/usr/share/fonts/truetype/liberation/'
DJV = '/usr/share/fonts/truetype/dejavu/'


def register_fonts():
    pdfmetrics.registerFont(TTFont('LSerif', LIB + 'LiberationSerif-Regular.ttf'))
    pdfmetrics.registerFont(TTFont('LSerif-B', LIB + 'LiberationSerif-Bold.ttf'))
    pdfmetrics.registerFont(TTFont('LSerif-I', LIB + 'LiberationSerif-Italic.ttf'))
    pdfmetrics.registerFont(TTFont('LSerif-BI', LIB + 'LiberationSerif-BoldItalic.ttf'))
    pdfmetrics.registerFontFamily('LSerif', normal='LSerif', bold='LSerif-B', italic='LSerif-I',
                                  boldItalic='LSerif-BI')
    pdfmetrics.registerFont(TTFont('DSans', DJV + 'DejaVuSans.ttf'))
    pdfmetrics.registerFont(TTFont('DSans-B', DJV + 'DejaVuSans-Bold.ttf'))
    pdfmetrics.registerFont(TTFont('DSans-I', DJV + 'DejaVuSans-Oblique.ttf'))
    pdfmetrics.registerFont(TTFont('DSans-BI', DJV + 'DejaVuSans-BoldOblique.ttf'))
    pdfmetrics.registerFontFamily('DSans', normal='DSans', bold='DSans-B', italic='DSans-I',
                                  boldItalic='DSans-BI')


def styles(font, size):
    bold = font + '-B'
    return {
        'title': ParagraphStyle('title', fontName=bold, fontSize=size + 6, leading=size + 10,
                                alignment=TA_CENTER, spaceAfter=6),
        'subtitle': ParagraphStyle('subtitle', fontName=font, fontSize=size + 1, leading=size + 4,
                                   alignment=TA_CENTER, spaceAfter=4),
        'h1': ParagraphStyle('h1', fontName=bold, fontSize=size + 2.5, leading=size + 5, spaceBefore=9, keepWithNext=1,
                             spaceAfter=4),
        'h2': ParagraphStyle('h2', fontName=bold, fontSize=size + 0.5, leading=size + 3, spaceBefore=6, keepWithNext=1,
                             spaceAfter=2),
        'p': ParagraphStyle('p', fontName=font, fontSize=size, leading=size + 3, alignment=TA_JUSTIFY,
                            spaceAfter=3),
        'p1': ParagraphStyle('p1', fontName=font, fontSize=size, leading=size + 3, alignment=TA_JUSTIFY,
                             leftIndent=14, spaceAfter=2),
        'p2': ParagraphStyle('p2', fontName=font, fontSize=size, leading=size + 3, alignment=TA_JUSTIFY,
                             leftIndent=28, spaceAfter=2),
        'cell': ParagraphStyle('cell', fontName=font, fontSize=size - 0.5, leading=size + 2),
        'cellb': ParagraphStyle('cellb', fontName=bold, fontSize=size - 0.5, leading=size + 2),
    }


def make_canvas_class(header_lines, footer_left, first_page_note, font, size=7.5):
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
                self._decor(n)
                rl_canvas.Canvas.showPage(self)
            rl_canvas.Canvas.save(self)

        def _decor(self, n):
            w, h = A4
            pg = self._pageNumber
            self.saveState()
            self.setFont(font, size)
            y = h - 12 * mm
            for i, line in enumerate(header_lines):
                self.drawString(18 * mm, y - i * (size + 2), line)
            self.setLineWidth(0.4)
            self.line(18 * mm, y - len(header_lines) * (size + 2) + 4, w - 18 * mm,
                      y - len(header_lines) * (size + 2) + 4)
            self.line(18 * mm, 16 * mm, w - 18 * mm, 16 * mm)
            self.drawString(18 * mm, 12 * mm, footer_left)
            self.drawRightString(w - 18 * mm, 12 * mm, 'Page %d of %d' % (pg, n))
            if pg == 1:
                self.setFont(font, size - 0.5)
                self.drawCentredString(w / 2, 8 * mm, first_page_note)
            self.restoreState()
    return NumberedCanvas


def build(path, story, header_lines, footer_left, first_page_note, font):
    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                          topMargin=24 * mm, bottomMargin=22 * mm,
                          title=header_lines[0], author='synthetic')
    frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id='f')
    doc.addPageTemplates([PageTemplate(id='p', frames=[frame])])
    doc.build(story, canvasmaker=make_canvas_class(header_lines, footer_left, first_page_note, font))


def ruled_table(rows, st, col_widths, header_rows=1):
    data = [[Paragraph(c, st['cellb'] if r < header_rows else st['cell']) for c in row]
            for r, row in enumerate(rows)]
    t = Table(data, colWidths=col_widths, repeatRows=header_rows)
    t.setStyle(TableStyle([
        ('GRID', (0, 0), (-1, -1), 0.5, colors.black),
        ('BACKGROUND', (0, 0), (-1, header_rows - 1), colors.HexColor('#dddddd')),
        ('VALIGN', (0, 0), (-1, -1), 'TOP'),
        ('LEFTPADDING', (0, 0), (-1, -1), 3), ('RIGHTPADDING', (0, 0), (-1, -1), 3),
    ]))
    return t


def plain_table(rows, st, col_widths, header_rows=1):
    data = [[Paragraph(c, st['cellb'] if r < header_rows else st['cell']) for c in row]
            for r, row in enumerate(rows)]
    t = Table(data, colWidths=col_widths, repeatRows=header_rows)
    t.setStyle(TableStyle([
        ('VALIGN', (0, 0), (-1, -1), 'TOP'),
        ('LEFTPADDING', (0, 0), (-1, -1), 2), ('RIGHTPADDING', (0, 0), (-1, -1), 8),
        ('TOPPADDING', (0, 0), (-1, -1), 2), ('BOTTOMPADDING', (0, 0), (-1, -1), 2),
    ]))
    return t
