"""Render the two synthetic wordings of tag h5 (Cholamandalam two-column floater, National old-format mediclaim)."""
import os, re, sys
from reportlab import rl_config
rl_config.invariant = 1
from reportlab.lib.pagesizes import A4
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_JUSTIFY, TA_CENTER, TA_LEFT
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (BaseDocTemplate, Frame, PageTemplate, Paragraph, Table, TableStyle,
                                Spacer, NextPageTemplate, KeepTogether)
from reportlab.pdfgen import canvas as rl_canvas

HERE = os.path.dirname(os.path.abspath(__file__))
LIB = '/usr/share/fonts/truetype/liberation/'
pdfmetrics.registerFont(TTFont('Sans', LIB + 'LiberationSans-Regular.ttf'))
pdfmetrics.registerFont(TTFont('Sans-B', LIB + 'LiberationSans-Bold.ttf'))
pdfmetrics.registerFont(TTFont('Sans-I', LIB + 'LiberationSans-Italic.ttf'))
pdfmetrics.registerFont(TTFont('Serif', LIB + 'LiberationSerif-Regular.ttf'))
pdfmetrics.registerFont(TTFont('Serif-B', LIB + 'LiberationSerif-Bold.ttf'))
pdfmetrics.registerFont(TTFont('Serif-I', LIB + 'LiberationSerif-Italic.ttf'))
pdfmetrics.registerFont(TTFont('DejaVu', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'))
from reportlab.lib.fonts import addMapping
addMapping('Sans', 0, 0, 'Sans'); addMapping('Sans', 1, 0, 'Sans-B'); addMapping('Sans', 0, 1, 'Sans-I'); addMapping('Sans', 1, 1, 'Sans-B')
addMapping('Serif', 0, 0, 'Serif'); addMapping('Serif', 1, 0, 'Serif-B'); addMapping('Serif', 0, 1, 'Serif-I'); addMapping('Serif', 1, 1, 'Serif-B')

W, H = A4
SYNTH = 'Synthetic test wording \u2013 not an insurance product'

LIST_I = """BABY FOOD|BABY UTILITIES CHARGES|BEAUTY SERVICES|BELTS/ BRACES|BUDS|COLD PACK/HOT PACK|CARRY BAGS|EMAIL / INTERNET CHARGES|FOOD CHARGES (OTHER THAN PATIENT'S DIET PROVIDED BY HOSPITAL)|LEGGINGS|LAUNDRY CHARGES|MINERAL WATER|SANITARY PAD|TELEPHONE CHARGES|GUEST SERVICES|CREPE BANDAGE|DIAPER OF ANY TYPE|EYELET COLLAR|SLINGS|BLOOD GROUPING AND CROSS MATCHING OF DONORS SAMPLES|SERVICE CHARGES WHERE NURSING CHARGE ALSO CHARGED|TELEVISION CHARGES|SURCHARGES|ATTENDANT CHARGES|EXTRA DIET OF PATIENT (OTHER THAN THAT WHICH FORMS PART OF BED CHARGE)|BIRTH CERTIFICATE|CERTIFICATE CHARGES|COURIER CHARGES|CONVEYANCE CHARGES|MEDICAL CERTIFICATE|MEDICAL RECORDS|PHOTOCOPIES CHARGES|MORTUARY CHARGES|WALKING AIDS CHARGES|OXYGEN CYLINDER (FOR USAGE OUTSIDE THE HOSPITAL)|SPACER|SPIROMETRE|NEBULIZER KIT|STEAM INHALER|ARMSLING|THERMOMETER|CERVICAL COLLAR|SPLINT|DIABETIC FOOT WEAR|KNEE BRACES (LONG/ SHORT/ HINGED)|KNEE IMMOBILIZER/SHOULDER IMMOBILIZER|LUMBO SACRAL BELT|NIMBUS BED OR WATER OR AIR BED CHARGES|AMBULANCE COLLAR|AMBULANCE EQUIPMENT|ABDOMINAL BINDER|PRIVATE NURSES CHARGES- SPECIAL NURSING CHARGES|SUGAR FREE TABLETS|CREAMS POWDERS LOTIONS (TOILETRIES ARE NOT PAYABLE, ONLY PRESCRIBED MEDICAL PHARMACEUTICALS PAYABLE)|ECG ELECTRODES|GLOVES|NEBULISATION KIT|ANY KIT WITH NO DETAILS MENTIONED [DELIVERY KIT, ORTHOKIT, RECOVERY KIT, ETC]|KIDNEY TRAY|MASK|OUNCE GLASS|OXYGEN MASK""".split('|')

OMBUDSMAN = [
    ('AHMEDABAD', 'Gujarat, Dadra & Nagar Haveli, Daman and Diu'),
    ('BENGALURU', 'Karnataka'),
    ('BHOPAL', 'Madhya Pradesh, Chhattisgarh'),
    ('BHUBANESWAR', 'Odisha'),
    ('CHANDIGARH', 'Punjab, Haryana (excluding Gurugram, Faridabad, Sonepat and Bahadurgarh), Himachal Pradesh, Jammu & Kashmir, Ladakh, Chandigarh'),
    ('CHENNAI', 'Tamil Nadu, Puducherry Town and Karaikal'),
    ('DELHI', 'Delhi and Gurugram, Faridabad, Sonepat and Bahadurgarh of Haryana'),
    ('GUWAHATI', 'Assam, Meghalaya, Manipur, Mizoram, Arunachal Pradesh, Nagaland, Tripura'),
    ('HYDERABAD', 'Andhra Pradesh, Telangana, Yanam (Puducherry)'),
    ('JAIPUR', 'Rajasthan'),
    ('KOCHI', 'Kerala, Lakshadweep, Mahe (Puducherry)'),
    ('KOLKATA', 'West Bengal, Sikkim, Andaman & Nicobar Islands'),
    ('LUCKNOW', 'Districts of Uttar Pradesh as notified'),
    ('MUMBAI', 'Goa, Mumbai Metropolitan Region (excluding Navi Mumbai and Thane)'),
    ('NOIDA', 'Uttarakhand and districts of Uttar Pradesh as notified'),
    ('PATNA', 'Bihar, Jharkhand'),
    ('PUNE', 'Maharashtra (excluding Mumbai Metropolitan Region), Navi Mumbai and Thane'),
]


def rupee(s):
    return s.replace('\u20b9', '<font name="DejaVu">\u20b9</font>')


def make_numbered_canvas(draw_fn):
    class NC(rl_canvas.Canvas):
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
                draw_fn(self, self._pageNumber, n)
                super().showPage()
            super().save()
    return NC


def build_blocks(path, st, table_flow, list_i_flow, omb_flow, extra=None):
    out = []
    for line in open(path, encoding='utf-8').read().splitlines():
        line = line.rstrip()
        if not line:
            continue
        if line == 'TABLE_A' or line == 'TABLE_B':
            out.append(table_flow)
        elif line == 'LIST_I':
            out.extend(list_i_flow)
        elif line == 'OMBUDSMAN':
            out.extend(omb_flow)
        elif extra and line in extra:
            out.append(extra[line])
        elif line.startswith('## '):
            out.append(Paragraph(rupee(line[3:]), st['h2']))
        elif line.startswith('# '):
            out.append(Paragraph(rupee(line[2:]), st['h1']))
        else:
            out.append(Paragraph(rupee(line), st['p']))
    return out

# ---------------------------------------------------------------- wording A
A_INSURER = 'Cholamandalam MS General Insurance Company Limited'
A_PRODUCT = 'Parivar Arogya Floater Policy'
A_UIN = 'CHOHLIP26093V012526'
A_STEM = 'Cholamandalam_Parivar-Arogya-Floater_' + A_UIN


def draw_a(c, page, n):
    c.saveState()
    c.setFillColor(colors.HexColor('#7a1f1f'))
    c.rect(40, H - 38, W - 80, 2, stroke=0, fill=1)
    c.setFillColor(colors.black)
    c.setFont('Sans-B', 8)
    c.drawString(40, H - 30, A_INSURER)
    c.setFont('Sans', 8)
    c.drawRightString(W - 40, H - 30, A_PRODUCT + '  |  UIN: ' + A_UIN)
    c.setStrokeColor(colors.grey)
    c.line(40, 44, W - 40, 44)
    c.setFont('Sans', 6.8)
    c.drawString(40, 34, 'Regd. Office: Dare House, 2nd Floor, No. 2, N.S.C. Bose Road, Chennai - 600 001. IRDAI Regn. No. 123')
    c.drawRightString(W - 40, 34, 'Page %d of %d' % (page, n))
    if page == 1:
        c.setFont('Sans-I', 6.5)
        c.drawString(40, 24, SYNTH)
        c.setFont('Sans-B', 14)
        c.drawCentredString(W / 2, H - 62, A_PRODUCT.upper())
        c.setFont('Sans', 9)
        c.drawCentredString(W / 2, H - 76, 'Policy Wording  \u2022  Family Floater  \u2022  UIN: ' + A_UIN)
    c.restoreState()


def make_a():
    fs, ld = 9.5, 11.9
    st = {
        'p': ParagraphStyle('p', fontName='Sans', fontSize=fs, leading=ld, alignment=TA_LEFT, spaceAfter=2.5),
        'h1': ParagraphStyle('h1', fontName='Sans-B', fontSize=9.2, leading=11.5, spaceBefore=6, spaceAfter=3,
                             textColor=colors.HexColor('#7a1f1f')),
        'h2': ParagraphStyle('h2', fontName='Sans-B', fontSize=8.4, leading=10.4, spaceBefore=3, spaceAfter=1.5),
        'cell': ParagraphStyle('cell', fontName='Sans', fontSize=7.6, leading=9.0),
        'cellb': ParagraphStyle('cellb', fontName='Sans-B', fontSize=7.6, leading=9.0),
    }
    gap = 16
    colw = (W - 80 - gap) / 2
    rows = [
        ('Benefit', 'Limit (per Policy Year unless stated)'),
        ('In-patient Hospitalisation (3.1)', 'Covered up to SI'),
        ('Room Rent (accommodation)', '1% of SI per day up to a maximum of Rs. 10,000'),
        ('ICU / ICCU charges', '2% of SI per day up to Rs. 20,000'),
        ('Pre-hospitalisation (3.2)', '60 days before admission'),
        ('Post-hospitalisation (3.3)', '90 days after discharge'),
        ('Day Care Treatment (3.4)', 'Covered up to SI'),
        ('Domiciliary Hospitalisation (3.5)', 'Covered up to SI'),
        ('AYUSH in-patient (3.6)', 'Covered up to SI'),
        ('Organ Donor (3.7)', 'Covered up to SI'),
        ('Road Ambulance (3.8)', 'Rs. 3,000 per Hospitalisation'),
        ('Modern Treatments (3.9)', 'up to 50% of Sum Insured'),
        ('Cataract (3.10)', 'Rs. 50,000 per eye'),
        ('Restore Benefit (3.11)', '100% of Base SI, once a year'),
        ('Cumulative Bonus (3.12)', '10% per claim-free year, max 100%'),
        ('Health Check-up (3.13)', '\u20b9 2,000 per adult Insured Person'),
        ('Maternity (3.14)', 'Optional: Rs. 50,000 normal / Rs. 75,000 caesarean'),
        ('OPD Treatment', 'Not Covered'),
        ('Co-payment (5.1)', '20% if entry age 61 years or above'),
    ]
    data = []
    for i, (a, b) in enumerate(rows):
        s = st['cellb'] if i == 0 else st['cell']
        data.append([Paragraph(rupee(a), s), Paragraph(rupee(b), s)])
    t = Table(data, colWidths=[colw * 0.46, colw * 0.54], repeatRows=1)
    t.setStyle(TableStyle([
        ('GRID', (0, 0), (-1, -1), 0.6, colors.black),
        ('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#f1dede')),
        ('VALIGN', (0, 0), (-1, -1), 'TOP'),
        ('TOPPADDING', (0, 0), (-1, -1), 2), ('BOTTOMPADDING', (0, 0), (-1, -1), 2),
        ('LEFTPADDING', (0, 0), (-1, -1), 3), ('RIGHTPADDING', (0, 0), (-1, -1), 3),
    ]))
    table = KeepTogether([Paragraph('<b>TABLE OF BENEFITS</b>', st['h2']), t, Spacer(1, 4)])
    list_i = [Paragraph('The following items are not payable under this Policy (IRDAI List I, items for which optional cover may be offered):', st['p'])]
    list_i += [Paragraph('%d. %s' % (i + 1, x), st['p']) for i, x in enumerate(LIST_I)]
    omb = [Paragraph('The Insurance Ombudsman offices and their areas of jurisdiction are listed below. The current addresses are available at www.cioins.co.in.', st['p'])]
    omb += [Paragraph('<b>%s</b>: %s' % (c, j), st['p']) for c, j in OMBUDSMAN]
    story = build_blocks(os.path.join(HERE, 'content_a.txt'), st, table, list_i, omb)
    top1, top = H - 90, H - 48
    bot = 52
    f1 = [Frame(40, bot, colw, top1 - bot, id='l1', leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0),
          Frame(40 + colw + gap, bot, colw, top1 - bot, id='r1', leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)]
    f2 = [Frame(40, bot, colw, top - bot, id='l', leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0),
          Frame(40 + colw + gap, bot, colw, top - bot, id='r', leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)]
    out = os.path.join(HERE, A_STEM + '.pdf')
    doc = BaseDocTemplate(out, pagesize=A4, title=A_PRODUCT + ' - Policy Wording', author=A_INSURER,
                          subject='UIN ' + A_UIN)
    doc.addPageTemplates([PageTemplate('first', f1, autoNextPageTemplate='later'), PageTemplate('later', f2)])
    doc.build(story, canvasmaker=make_numbered_canvas(draw_a))
    return out

# ---------------------------------------------------------------- wording B
B_INSURER = 'National Insurance Company Limited'
B_PRODUCT = 'Suraksha Mediclaim Policy'
B_UIN = 'IRDA/NL-HLT/NIC/P-H/V.II/61/14-15'
B_STEM = 'National_Suraksha-Mediclaim_IRDA-NL-HLT-NIC-P-H-V.II-61-14-15'


def draw_b(c, page, n):
    c.saveState()
    c.setFont('Serif-B', 10)
    c.drawCentredString(W / 2, H - 32, B_INSURER.upper())
    c.setFont('Serif', 7.5)
    c.drawCentredString(W / 2, H - 42, 'Regd. & Head Office: 3, Middleton Street, Kolkata - 700 071')
    c.line(50, H - 47, W - 50, H - 47)
    c.line(50, 46, W - 50, 46)
    c.setFont('Serif', 8)
    c.drawString(50, 36, B_PRODUCT + '   UIN: ' + B_UIN)
    c.drawRightString(W - 50, 36, 'Page %d of %d' % (page, n))
    if page == 1:
        c.setFont('Serif-I', 7)
        c.drawString(50, 26, SYNTH)
    c.restoreState()


def make_b():
    fs, ld = 10.8, 13.8
    st = {
        'p': ParagraphStyle('p', fontName='Serif', fontSize=fs, leading=ld, alignment=TA_JUSTIFY, spaceAfter=4),
        'h1': ParagraphStyle('h1', fontName='Serif-B', fontSize=10.4, leading=13, spaceBefore=8, spaceAfter=4),
        'h2': ParagraphStyle('h2', fontName='Serif-B', fontSize=9.8, leading=12, spaceBefore=4, spaceAfter=2),
        'cell': ParagraphStyle('cell', fontName='Serif', fontSize=9, leading=11, alignment=TA_LEFT),
        'cellr': ParagraphStyle('cellr', fontName='Serif', fontSize=9, leading=11, alignment=2),
        'cellh': ParagraphStyle('cellh', fontName='Serif-B', fontSize=8.6, leading=10.4, alignment=2),
        'cellhl': ParagraphStyle('cellhl', fontName='Serif-B', fontSize=8.6, leading=10.4, alignment=TA_LEFT),
    }
    fw = W - 100

    def ind(n):
        return '{:,}'.format(n) if n < 100000 else _ind(n)
    slabs = [100000, 150000, 200000, 300000, 400000, 500000, 750000, 1000000]
    head = ['Sum Insured (Rs.)', 'Room, boarding & nursing per day (Rs.)', 'ICU per day (Rs.)',
            'Cataract per eye (Rs.)', 'Ambulance per illness (Rs.)', 'Domiciliary (Rs.)']
    data = [[Paragraph(head[0], st['cellhl'])] + [Paragraph(h, st['cellh']) for h in head[1:]]]
    for s in slabs:
        room = min(s // 100, 3000); icu = min(s * 2 // 100, 6000); amb = min(s // 100, 1000)
        row = [_ind(s) + '/-', _ind(room), _ind(icu), '24,000', _ind(amb), _ind(s // 5)]
        data.append([Paragraph(row[0], st['cell'])] + [Paragraph(x, st['cellr']) for x in row[1:]])
    t = Table(data, colWidths=[fw * 0.18, fw * 0.2, fw * 0.14, fw * 0.15, fw * 0.16, fw * 0.17])
    t.setStyle(TableStyle([('VALIGN', (0, 0), (-1, -1), 'BOTTOM'), ('TOPPADDING', (0, 0), (-1, -1), 1.5),
                           ('BOTTOMPADDING', (0, 0), (-1, -1), 1.5), ('BOTTOMPADDING', (0, 0), (-1, 0), 5)]))
    table = KeepTogether([Paragraph('TABLE 1 - SUM INSURED SLABS AND LIMITS', st['h2']), t, Spacer(1, 6)])
    sp = [('Up to one month', '20% of annual premium'), ('Up to three months', '40% of annual premium'),
          ('Up to six months', '60% of annual premium'), ('Exceeding six months', 'Full annual premium')]
    sdata = [[Paragraph('Period on risk', st['cellhl']), Paragraph('Premium retained by the Company', st['cellhl'])]]
    sdata += [[Paragraph(a, st['cell']), Paragraph(b, st['cell'])] for a, b in sp]
    spt = Table(sdata, colWidths=[fw * 0.3, fw * 0.4], hAlign='LEFT')
    spt.setStyle(TableStyle([('LEFTPADDING', (0, 0), (-1, -1), 24), ('TOPPADDING', (0, 0), (-1, -1), 1),
                             ('BOTTOMPADDING', (0, 0), (-1, -1), 1)]))
    list_i = [Paragraph('The following expenses are not payable under this policy:', st['p'])]
    half = (len(LIST_I) + 1) // 2
    ldata = []
    for i in range(half):
        a = '%d. %s' % (i + 1, LIST_I[i])
        b = '%d. %s' % (i + 1 + half, LIST_I[i + half]) if i + half < len(LIST_I) else ''
        ldata.append([Paragraph(a, st['cell']), Paragraph(b, st['cell'])])
    lt = Table(ldata, colWidths=[fw / 2, fw / 2])
    lt.setStyle(TableStyle([('VALIGN', (0, 0), (-1, -1), 'TOP'), ('TOPPADDING', (0, 0), (-1, -1), 0.5),
                            ('BOTTOMPADDING', (0, 0), (-1, -1), 0.5)]))
    list_i.append(lt)
    omb = [Paragraph('Office of the Insurance Ombudsman (city) and area of jurisdiction:', st['p'])]
    omb += [Paragraph('%s - %s' % (c, j), st['p']) for c, j in OMBUDSMAN]
    story = build_blocks(os.path.join(HERE, 'content_b.txt'), st, table, list_i, omb, extra={'SHORT_PERIOD': spt})
    story[0] = Paragraph('SURAKSHA MEDICLAIM POLICY', ParagraphStyle('t', parent=st['h1'], alignment=TA_CENTER, fontSize=12.5, leading=15))
    out = os.path.join(HERE, B_STEM + '.pdf')
    doc = BaseDocTemplate(out, pagesize=A4, title=B_PRODUCT, author=B_INSURER, subject='UIN ' + B_UIN)
    fr = Frame(50, 54, fw, H - 58 - 54, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    doc.addPageTemplates([PageTemplate('all', [fr])])
    doc.build(story, canvasmaker=make_numbered_canvas(draw_b))
    return out


def _ind(n):
    s = str(n)
    if len(s) <= 3:
        return s
    last3, rest = s[-3:], s[:-3]
    parts = []
    while len(rest) > 2:
        parts.insert(0, rest[-2:]); rest = rest[:-2]
    if rest:
        parts.insert(0, rest)
    return ','.join(parts) + ',' + last3


if __name__ == '__main__':
    for f in (make_a, make_b):
        print(f())
