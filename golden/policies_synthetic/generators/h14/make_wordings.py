"""Render two synthetic Indian health-insurance policy wordings (h14, session 30).

A: Star Health and Allied Insurance Co. Ltd. - Star Golden Years Health Insurance Policy (senior citizens)
B: Care Health Insurance Limited - Care Vital Health

Run: /work/main/.venv/bin/python make_wordings.py
"""
import os
import sys

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (KeepTogether, PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table,
                                TableStyle)

rl_config.invariant = 1  # stable bytes -> stable sha256
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from wording_a import A  # noqa: E402
from wording_b import B  # noqa: E402
from irdai_text import list_one, standard_definitions  # noqa: E402

FD = '/usr/share/fonts/truetype/dejavu/'
pdfmetrics.registerFont(TTFont('DV', FD + 'DejaVuSans.ttf'))
pdfmetrics.registerFont(TTFont('DVB', FD + 'DejaVuSans-Bold.ttf'))
pdfmetrics.registerFont(TTFont('DVS', FD + 'DejaVuSerif.ttf'))
pdfmetrics.registerFont(TTFont('DVSB', FD + 'DejaVuSerif-Bold.ttf'))
pdfmetrics.registerFont(TTFont('LS', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'))
pdfmetrics.registerFont(TTFont('LSB', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'))

pdfmetrics.registerFontFamily('DVS', normal='DVS', bold='DVSB', italic='DVS', boldItalic='DVSB')
pdfmetrics.registerFontFamily('DV', normal='DV', bold='DVB', italic='DV', boldItalic='DVB')

DEFS = standard_definitions()
LIST1 = list_one()

# definitions the regex could not lift cleanly are written out here (IRDAI standard text)
EXTRA_DEFS = {
    'Pre-hospitalization Medical Expenses': [
        'Pre-hospitalization Medical Expenses means medical expenses incurred during pre-defined number of days '
        'preceding the hospitalization of the Insured Person, provided that:',
        'i. Such Medical Expenses are incurred for the same condition for which the Insured Person\'s '
        'Hospitalization was required, and',
        'ii. The In-patient Hospitalization claim for such Hospitalization is admissible by the Insurance Company.'],
    'Medically Necessary Treatment': [
        'Medically necessary treatment means any treatment, tests, medication, or stay in hospital or part of a '
        'stay in hospital which:',
        'i) is required for the medical management of the illness or injury suffered by the insured;',
        'ii) must not exceed the level of care necessary to provide safe, adequate and appropriate medical care in '
        'scope, duration, or intensity;',
        'iii) must have been prescribed by a medical practitioner;',
        'iv) must conform to the professional standards widely accepted in international medical practice or by '
        'the medical community in India.'],
    'Reasonable and Customary Charges': [
        'Reasonable and Customary charges means the charges for services or supplies, which are the standard '
        'charges for the specific provider and consistent with the prevailing charges in the geographical area '
        'for identical or similar services, taking into account the nature of the illness / injury involved.'],
}


def definition(name):
    if name in EXTRA_DEFS:
        return EXTRA_DEFS[name]
    return DEFS[name]


class Styles:
    def __init__(self, serif):
        base = 'DVS' if serif else 'DV'
        bold = 'DVSB' if serif else 'DVB'
        size = 9 if serif else 9.5
        self.body = ParagraphStyle('body', fontName=base, fontSize=size, leading=size * 1.32, spaceAfter=3)
        self.sub = ParagraphStyle('sub', parent=self.body, leftIndent=14, spaceAfter=2)
        self.sub2 = ParagraphStyle('sub2', parent=self.body, leftIndent=28, spaceAfter=1.5)
        self.h1 = ParagraphStyle('h1', fontName=bold, fontSize=size + 2.5, leading=(size + 2.5) * 1.3,
                                 spaceBefore=8, spaceAfter=5)
        self.h2 = ParagraphStyle('h2', fontName=bold, fontSize=size + 0.5, leading=(size + 0.5) * 1.3,
                                 spaceBefore=5, spaceAfter=2.5)
        self.title = ParagraphStyle('title', fontName=bold, fontSize=17, leading=22, alignment=TA_CENTER,
                                    spaceAfter=4)
        self.subtitle = ParagraphStyle('subtitle', fontName=base, fontSize=10.5, leading=14, alignment=TA_CENTER,
                                       spaceAfter=3)
        self.kv = ParagraphStyle('kv', parent=self.body, leftIndent=10, spaceAfter=1.8)
        self.cell = ParagraphStyle('cell', fontName=base, fontSize=size - 1, leading=(size - 1) * 1.25)
        self.cellb = ParagraphStyle('cellb', fontName=bold, fontSize=size - 1, leading=(size - 1) * 1.25)
        self.bold = bold
        self.base = base


def esc(s):
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


def rich(s):
    """**bold** markup -> <b>, after escaping."""
    s = esc(s)
    out, on = [], False
    for i, part in enumerate(s.split('**')):
        if i:
            out.append('</b>' if on else '<b>')
            on = not on
        out.append(part)
    return ''.join(out)


def build_story(spec, st):
    story = []
    for line in spec['body'].strip('\n').split('\n'):
        if not line.strip():
            continue
        tag, _, text = line.partition(' ')
        if tag == 'T':
            story.append(Paragraph(rich(text), st.title))
        elif tag == 'ST':
            story.append(Paragraph(rich(text), st.subtitle))
        elif tag == 'H1':
            story.append(Paragraph(rich(text), st.h1))
        elif tag == 'H2':
            story.append(Paragraph(rich(text), st.h2))
        elif tag == 'P':
            story.append(Paragraph(rich(text), st.body))
        elif tag == 'S':
            story.append(Paragraph(rich(text), st.sub))
        elif tag == 'SS':
            story.append(Paragraph(rich(text), st.sub2))
        elif tag == 'KV':
            k, _, v = text.partition(':')
            story.append(Paragraph('<b>%s:</b>%s' % (esc(k), esc(v)), st.kv))
        elif tag == 'SP':
            story.append(Spacer(1, float(text or 6)))
        elif tag == 'BR':
            story.append(PageBreak())
        elif tag == 'DEFS':
            # DEFS <numbering prefix>|name;name;...
            prefix, _, names = text.partition('|')
            start = 1
            if ':' in prefix:
                prefix, start = prefix.split(':')
                start = int(start)
            for i, name in enumerate(n.strip() for n in names.split(';')):
                paras = definition(name)
                label = name.replace('Non- Network Provider', 'Non-Network Provider')
                num = '%s%d' % (prefix, start + i) if prefix else '%d.' % (start + i)
                story.append(Paragraph('%s <b>%s:</b> %s' % (num, esc(label), esc(paras[0])), st.body))
                for p in paras[1:]:
                    story.append(Paragraph(esc(p), st.sub))
        elif tag == 'LIST1':
            rows = [[Paragraph('<b>Sl. No.</b>', st.cell), Paragraph('<b>Item</b>', st.cell)] * 2]
            half = (len(LIST1) + 1) // 2
            for i in range(half):
                r = [Paragraph(str(i + 1), st.cell), Paragraph(esc(LIST1[i]), st.cell)]
                j = i + half
                if j < len(LIST1):
                    r += [Paragraph(str(j + 1), st.cell), Paragraph(esc(LIST1[j]), st.cell)]
                else:
                    r += ['', '']
                rows.append(r)
            t = Table(rows, colWidths=[12 * mm, 72 * mm, 12 * mm, 72 * mm], repeatRows=1)
            t.setStyle(TableStyle([('GRID', (0, 0), (-1, -1), 0.4, colors.grey),
                                   ('VALIGN', (0, 0), (-1, -1), 'TOP')]))
            story.append(t)
        elif tag == 'TABLE':
            story.append(spec['tables'][text](st))
        else:
            raise ValueError('bad tag %r' % tag)
    return story


def make_canvas(spec):
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
                spec['decorate'](self, self._pageNumber, n)
                super().showPage()
            super().save()
    return NumberedCanvas


def render(spec, out):
    st = Styles(spec.get('serif', False))
    doc = SimpleDocTemplate(out, pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm, topMargin=22 * mm,
                            bottomMargin=22 * mm, title=spec['title'], author=spec['insurer'],
                            subject='Synthetic test wording - not an insurance product')
    doc.build(build_story(spec, st), canvasmaker=make_canvas(spec))


def main():
    for spec in (A, B):
        out = os.path.join(HERE, spec['stem'] + '.pdf')
        render(spec, out)
        import pypdfium2
        print(out, len(pypdfium2.PdfDocument(out)), 'pages')


if __name__ == '__main__':
    main()
