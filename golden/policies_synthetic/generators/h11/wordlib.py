"""Small reportlab helpers shared by the two h11 wordings (synthetic test material)."""
from reportlab import rl_config
rl_config.invariant = 1  # reproducible bytes (fixed dates and ids)
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib import colors
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (BaseDocTemplate, Frame, PageTemplate, Paragraph, Spacer, Table,
                                TableStyle, KeepTogether, PageBreak, CondPageBreak)
from reportlab.pdfgen import canvas as rl_canvas

LIB = "/usr/share/fonts/truetype/liberation/"
DJ = "/usr/share/fonts/truetype/dejavu/"
pdfmetrics.registerFont(TTFont("LSerif", LIB + "LiberationSerif-Regular.ttf"))
pdfmetrics.registerFont(TTFont("LSerif-B", LIB + "LiberationSerif-Bold.ttf"))
pdfmetrics.registerFont(TTFont("LSerif-I", LIB + "LiberationSerif-Italic.ttf"))
pdfmetrics.registerFont(TTFont("DJC", DJ + "DejaVuSansCondensed.ttf"))
pdfmetrics.registerFont(TTFont("DJC-B", DJ + "DejaVuSansCondensed-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DJC-I", DJ + "DejaVuSansCondensed-Oblique.ttf"))
from reportlab.pdfbase.pdfmetrics import registerFontFamily
registerFontFamily("LSerif", normal="LSerif", bold="LSerif-B", italic="LSerif-I", boldItalic="LSerif-B")
registerFontFamily("DJC", normal="DJC", bold="DJC-B", italic="DJC-I", boldItalic="DJC-B")


class Styles:
    def __init__(self, font, bold, italic, size=9.5, lead=12.2, head_color=colors.black):
        self.font, self.bold, self.italic = font, bold, italic
        self.body = ParagraphStyle("body", fontName=font, fontSize=size, leading=lead, spaceAfter=3)
        self.small = ParagraphStyle("small", parent=self.body, fontSize=size - 1.5, leading=lead - 2)
        self.cell = ParagraphStyle("cell", parent=self.body, fontSize=size - 1, leading=lead - 1.5, spaceAfter=0)
        self.cellb = ParagraphStyle("cellb", parent=self.cell, fontName=bold)
        self.h1 = ParagraphStyle("h1", parent=self.body, fontName=bold, fontSize=size + 2.5, leading=lead + 4,
                                 spaceBefore=8, spaceAfter=5, textColor=head_color)
        self.h2 = ParagraphStyle("h2", parent=self.body, fontName=bold, fontSize=size + 0.5, leading=lead + 1,
                                 spaceBefore=5, spaceAfter=3, textColor=head_color)
        self.title = ParagraphStyle("title", parent=self.body, fontName=bold, fontSize=17, leading=22,
                                    alignment=1, spaceAfter=6, textColor=head_color)
        self.center = ParagraphStyle("center", parent=self.body, alignment=1)


def make_doc(path, header_left, header_right, footer_left, first_page_note, margins=(18, 18, 22, 20),
             font="LSerif", size=8, rule_color=colors.black):
    left, right, top, bottom = [m * mm for m in margins]
    W, H = A4

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
            pg = self._pageNumber
            self.saveState()
            self.setStrokeColor(rule_color)
            self.setLineWidth(0.6)
            self.setFont(font, size)
            self.drawString(left, H - 12 * mm, header_left)
            self.drawRightString(W - right, H - 12 * mm, header_right)
            self.line(left, H - 13.5 * mm, W - right, H - 13.5 * mm)
            self.line(left, 13.5 * mm, W - right, 13.5 * mm)
            self.drawString(left, 9.5 * mm, footer_left)
            self.drawRightString(W - right, 9.5 * mm, f"Page {pg} of {total}")
            if pg == 1:
                self.setFont(font, size - 1.5)
                self.drawCentredString(W / 2, 5.5 * mm, first_page_note)
            self.restoreState()

    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=left, rightMargin=right, topMargin=top,
                          bottomMargin=bottom, title=header_left, author=footer_left)
    frame = Frame(left, bottom, W - left - right, H - top - bottom, id="f", leftPadding=0, rightPadding=0,
                  topPadding=0, bottomPadding=0)
    doc.addPageTemplates([PageTemplate(id="p", frames=[frame])])
    return doc, NumberedCanvas


class Builder:
    def __init__(self, st: Styles):
        self.st = st
        self.story = []

    def title(self, t):
        self.story.append(Paragraph(t, self.st.title))

    def center(self, t):
        self.story.append(Paragraph(t, self.st.center))

    def h1(self, t):
        self.story.append(CondPageBreak(40 * mm))
        self.story.append(Paragraph(t, self.st.h1))

    def h2(self, t):
        self.story.append(CondPageBreak(22 * mm))
        self.story.append(Paragraph(t, self.st.h2))

    def p(self, t, style=None):
        self.story.append(Paragraph(t, style or self.st.body))

    def n(self, num, t, indent=None, level=0):
        """Numbered clause with hanging indent."""
        ind = indent if indent is not None else (max(22, 5.2 * len(num) + 6) + 14 * level)
        style = ParagraphStyle(f"n{ind}-{level}", parent=self.st.body, leftIndent=ind, bulletIndent=14 * level,
                               bulletFontName=self.st.font, bulletFontSize=self.st.body.fontSize)
        self.story.append(Paragraph(t, style, bulletText=num))

    def space(self, h=4):
        self.story.append(Spacer(1, h))

    def pagebreak(self):
        self.story.append(PageBreak())

    def table(self, rows, widths, ruled=True, header_rows=1, bold_first_col=False, align_right_from=None):
        st = self.st
        data = []
        for i, r in enumerate(rows):
            row = []
            for j, c in enumerate(r):
                sty = st.cellb if (i < header_rows or (bold_first_col and j == 0)) else st.cell
                row.append(Paragraph(c, sty) if isinstance(c, str) else c)
            data.append(row)
        t = Table(data, colWidths=[w * mm for w in widths], repeatRows=header_rows)
        cmds = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3),
                ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]
        if ruled:
            cmds += [("GRID", (0, 0), (-1, -1), 0.6, colors.black),
                     ("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.HexColor("#e6e6e6"))]
        t.setStyle(TableStyle(cmds))
        self.story.append(t)
        self.space(5)
