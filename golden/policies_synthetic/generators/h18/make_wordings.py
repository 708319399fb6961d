#!/usr/bin/env python
"""Render two synthetic Indian health-insurance policy wordings (h18) as text PDFs."""
import os, sys, re
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reportlab import rl_config
rl_config.invariant = 1
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_JUSTIFY, TA_CENTER, TA_LEFT
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table, TableStyle,
                                PageBreak, KeepTogether)
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from std_text import STD_DEFS, OMBUDSMAN, NON_PAYABLE

OUT = os.path.dirname(os.path.abspath(__file__))
FD = '/usr/share/fonts/truetype/dejavu/'
for name, f in [('Serif', 'DejaVuSerif.ttf'), ('Serif-B', 'DejaVuSerif-Bold.ttf'), ('Serif-I', 'DejaVuSerif-Italic.ttf'),
                ('Sans', 'DejaVuSans.ttf'), ('Sans-B', 'DejaVuSans-Bold.ttf'), ('Sans-I', 'DejaVuSans-Oblique.ttf')]:
    pdfmetrics.registerFont(TTFont(name, FD + f))
from reportlab.lib.fonts import addMapping
addMapping('Serif', 0, 0, 'Serif'); addMapping('Serif', 1, 0, 'Serif-B'); addMapping('Serif', 0, 1, 'Serif-I'); addMapping('Serif', 1, 1, 'Serif-B')
addMapping('Sans', 0, 0, 'Sans'); addMapping('Sans', 1, 0, 'Sans-B'); addMapping('Sans', 0, 1, 'Sans-I'); addMapping('Sans', 1, 1, 'Sans-B')


def esc(s):
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;').replace('&lt;b&gt;', '<b>').replace('&lt;/b&gt;', '</b>').replace('&lt;i&gt;', '<i>').replace('&lt;/i&gt;', '</i>')


class W:
    def __init__(self, font, size, lead, accent):
        self.font, self.size, self.lead, self.accent = font, size, lead, accent
        b = font + '-B'
        self.st = {
            'title': ParagraphStyle('t', fontName=b, fontSize=size + 6, leading=size + 10, alignment=TA_CENTER, spaceAfter=4),
            'sub': ParagraphStyle('s', fontName=font, fontSize=size + 1, leading=size + 4, alignment=TA_CENTER, spaceAfter=2),
            'h1': ParagraphStyle('h1', fontName=b, fontSize=size + 2, leading=size + 5, spaceBefore=8, spaceAfter=4, textColor=accent, keepWithNext=1),
            'h2': ParagraphStyle('h2', fontName=b, fontSize=size, leading=lead, spaceBefore=5, spaceAfter=2, keepWithNext=1),
            'p': ParagraphStyle('p', fontName=font, fontSize=size, leading=lead, alignment=TA_JUSTIFY, spaceAfter=3),
            'li': ParagraphStyle('li', fontName=font, fontSize=size, leading=lead, alignment=TA_JUSTIFY, leftIndent=14, spaceAfter=2),
            'li2': ParagraphStyle('li2', fontName=font, fontSize=size, leading=lead, alignment=TA_JUSTIFY, leftIndent=28, spaceAfter=1),
            'small': ParagraphStyle('sm', fontName=font, fontSize=size - 1.5, leading=size + 1, alignment=TA_LEFT, spaceAfter=1),
            'cell': ParagraphStyle('c', fontName=font, fontSize=size - 1, leading=size + 1.5, alignment=TA_LEFT),
            'cellb': ParagraphStyle('cb', fontName=b, fontSize=size - 1, leading=size + 1.5, alignment=TA_LEFT),
        }
        self.story = []

    def add(self, kind, text):
        self.story.append(Paragraph(esc(text), self.st[kind]))

    def sp(self, h=4):
        self.story.append(Spacer(1, h))

    def pb(self):
        self.story.append(PageBreak())


def build(path, mk, header_fn):
    def render(total):
        w = mk()
        doc = BaseDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=24 * mm,
                              bottomMargin=20 * mm, invariant=1, title=os.path.basename(path)[:-4], author='h18 synthetic')
        frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id='f')

        def onpage(c, d):
            header_fn(c, d, c.getPageNumber(), total)
        doc.addPageTemplates([PageTemplate(id='p', frames=[frame], onPage=onpage)])
        doc.build(list(w.story))
        return doc.page
    n = render(99)
    n2 = render(n)
    assert n == n2
    return n


# ----------------------------------------------------------------------------------------------------------------
# A: IFFCO TOKIO - Suraksha Mediclaim Policy (old-style mediclaim, serif, space-aligned table, no Excl codes)
# ----------------------------------------------------------------------------------------------------------------
A_INS = 'IFFCO TOKIO General Insurance Company Limited'
A_PROD = 'Suraksha Mediclaim Policy'
A_UIN = 'IFFHLIP26118V012526'
A_STEM = 'IFFCOTokio_Suraksha-Mediclaim_IFFHLIP26118V012526'


def a_header(c, d, pno, total):
    c.saveState()
    c.setFont('Serif-B', 9)
    c.drawString(18 * mm, A4[1] - 12 * mm, A_INS)
    c.setFont('Serif', 8)
    c.drawRightString(A4[0] - 18 * mm, A4[1] - 12 * mm, A_PROD)
    c.drawString(18 * mm, A4[1] - 16 * mm, 'IRDAI Regn. No. 106  |  CIN: U74899DL2000PLC107621')
    c.drawRightString(A4[0] - 18 * mm, A4[1] - 16 * mm, 'UIN: ' + A_UIN)
    c.setLineWidth(0.4)
    c.line(18 * mm, A4[1] - 18 * mm, A4[0] - 18 * mm, A4[1] - 18 * mm)
    c.line(18 * mm, 15 * mm, A4[0] - 18 * mm, 15 * mm)
    c.setFont('Serif', 7.5)
    c.drawString(18 * mm, 11 * mm, A_PROD + ' - Policy Wording - UIN ' + A_UIN)
    c.drawRightString(A4[0] - 18 * mm, 11 * mm, 'Page %d of %d' % (pno, total))
    if pno == 1:
        c.drawCentredString(A4[0] / 2, 7 * mm, 'Synthetic test wording \u2013 not an insurance product')
    c.restoreState()


def story_a():
    w = W('Serif', 9.5, 12.6, colors.HexColor('#1b4f2a'))
    A = w.add
    A('title', A_INS)
    A('sub', 'Corporate Office: IFFCO Tower-II, Plot No. 3, Sector 29, Gurugram, Haryana - 122001')
    A('sub', 'Toll free: 1800-103-5499  |  www.iffcotokio.co.in')
    w.sp(6)
    A('title', 'SURAKSHA MEDICLAIM POLICY')
    A('sub', 'POLICY WORDING')
    w.sp(6)
    A('h1', 'PREAMBLE')
    A('p', 'WHEREAS the Insured named in the Schedule hereto has by a written proposal and declaration, which together shall form the basis of this contract and are deemed to be incorporated herein, applied to IFFCO TOKIO General Insurance Company Limited (hereinafter called "the Company") for the insurance hereinafter set forth, and has paid the premium stated in the Schedule as consideration for such insurance.')
    A('p', 'NOW THIS POLICY WITNESSETH that, subject to the terms, conditions, exclusions and definitions contained herein or endorsed hereon, if during the Period of Insurance any Insured Person named in the Schedule contracts an Illness or suffers an Injury which requires Hospitalisation upon the written advice of a Medical Practitioner, the Company will reimburse to the Insured, or pay to the Hospital on his behalf, the Medical Expenses reasonably and necessarily incurred, up to the limits set out in Section 2 and in the Schedule of Sub-limits, provided that the liability of the Company for all claims in any one Period of Insurance shall not exceed the Sum Insured stated against that Insured Person in the Schedule.')
    A('p', 'The Sum Insured under this Policy is available on an individual basis for each Insured Person. The Insured may choose a Sum Insured of Rs. 1,00,000, Rs. 2,00,000, Rs. 3,00,000, Rs. 4,00,000, Rs. 5,00,000, Rs. 7,50,000 or Rs. 10,00,000 per Insured Person, as stated in the Schedule.')

    A('h1', 'SECTION 1 - DEFINITIONS')
    A('p', 'The terms defined below shall have the meaning assigned to them wherever they appear in this Policy. Words importing the singular include the plural and the masculine includes the feminine, wherever the context so permits.')
    n = 0
    for k, v in STD_DEFS:
        n += 1
        A('li', '<b>1.%d %s:</b> %s' % (n, k, v))
    specific = [
        ('Insured Person', 'means the person(s) named in the Schedule who is/are covered under this Policy and in respect of whom the premium has been paid.'),
        ('Period of Insurance', 'means the period of one year commencing on the date of inception and ending on the date of expiry shown in the Schedule, both days inclusive.'),
        ('Sum Insured', 'means the amount stated in the Schedule against each Insured Person, which is the maximum liability of the Company for that Insured Person for all claims in one Period of Insurance, together with any Cumulative Bonus earned.'),
        ('Entry Age', 'means the completed age of the Insured Person on the date on which he or she was first insured under this Policy with the Company without a break.'),
        ('TPA', 'means the Third Party Administrator appointed by the Company and named in the Schedule, if any.'),
    ]
    for k, v in specific:
        n += 1
        A('li', '<b>1.%d %s</b> %s' % (n, k, v))

    A('h1', 'SECTION 2 - SCOPE OF COVER')
    A('p', 'The Company shall indemnify the following Medical Expenses incurred in India for In-patient Care in a Hospital for a period of not less than 24 hours, or for a Day Care Treatment, necessitated by an Illness contracted or an Injury sustained during the Period of Insurance. Each limit below applies per Insured Person and is part of, and not in addition to, the Sum Insured.')
    A('h2', '2.1 Hospitalisation Expenses')
    A('li', '(a) Room, boarding and nursing expenses as charged by the Hospital, limited to Rs 4,000 per day or 1% of the Sum Insured per day, whichever is less.')
    A('li', '(b) Intensive Care Unit (ICU/ICCU) expenses, limited to Rs 8,000 per day or 2% of the Sum Insured per day, whichever is less.')
    A('li', '(c) Fees of the Surgeon, Anaesthetist, Medical Practitioner, Consultants and Specialists attending the Insured Person.')
    A('li', '(d) Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, diagnostic materials and X-ray, dialysis, chemotherapy, radiotherapy, cost of pacemaker, prosthetic devices implanted during a surgical procedure, and similar expenses.')
    A('p', '<b>Note 1 - Proportionate deduction:</b> Where the Insured Person occupies accommodation whose daily charge exceeds the limit at 2.1(a), the Company shall pay the associated medical expenses (nursing, fees of the Surgeon and Medical Practitioners, operation theatre charges and similar charges that vary with the room) only in the proportion that the admissible room charge bears to the room charge actually incurred. This proportion shall not be applied to the cost of medicines, consumables, implants and diagnostic tests, nor to ICU charges. The proportionate deduction shall not apply in Hospitals which do not follow differential billing based on the room category.')
    A('p', '<b>Note 2:</b> Expenses on Hospitalisation are admissible only if Hospitalisation is for a minimum period of 24 consecutive hours, except for the Day Care Treatments referred to in 2.4.')
    A('h2', '2.2 Pre-Hospitalisation')
    A('p', 'Medical Expenses incurred during the 30 days immediately preceding the date of admission, for the same condition for which the Insured Person was subsequently hospitalised, provided the Hospitalisation claim is admissible under this Policy.')
    A('h2', '2.3 Post-Hospitalisation')
    A('p', 'Medical Expenses incurred during the 60 days immediately after discharge from the Hospital, for the same condition, provided the Hospitalisation claim is admissible under this Policy.')
    A('h2', '2.4 Day Care Treatment')
    A('p', 'Medical Expenses for Day Care Treatments taken in a Hospital or Day Care Centre, which on account of technological advancement require less than 24 hours of hospitalisation, are payable up to the Sum Insured. The Company maintains a list of such treatments on its website; the list is illustrative and not exhaustive.')
    A('h2', '2.5 Ambulance Charges')
    A('p', 'Charges for road ambulance services provided by a registered ambulance operator for transfer of the Insured Person to a Hospital in an emergency, or from one Hospital to another for better medical facilities, are payable up to Rs. 1,500/- per Hospitalisation, and not exceeding Rs. 3,000/- in all in any one Period of Insurance.')
    A('h2', '2.6 Cataract Surgery')
    A('p', 'The Company\'s liability for surgery for cataract, including the cost of the intraocular lens, is limited to 25% of the Sum Insured or Rs 40,000 per eye, whichever is lower. Cataract is subject to the waiting period stated in Clause 4.2.')
    A('h2', '2.7 Domiciliary Hospitalisation')
    A('p', 'Medical Expenses for Domiciliary Hospitalisation exceeding three consecutive days are payable up to Rs 20,000 or 10% of the Sum Insured, whichever is less, in any one Period of Insurance. This benefit does not cover asthma, bronchitis, chronic nephritis, diarrhoea and dysentery, epilepsy, hypertension, influenza, cough and cold, pyrexia of unknown origin for less than ten days, tonsillitis, arthritis, gout and rheumatism, psychiatric disorders, or pre- and post-Hospitalisation expenses.')
    A('h2', '2.8 AYUSH Treatment')
    A('p', 'In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy taken in an AYUSH Hospital is payable up to INR 25,000 or 25% of the Sum Insured, whichever is less, per Period of Insurance.')
    A('h2', '2.9 Organ Donor')
    A('p', 'In-patient expenses incurred on the harvesting of an organ from a donor for a transplant to the Insured Person are payable up to Rs. 50,000 or 10% of the Sum Insured, whichever is less, provided the transplant claim is admissible. Pre- and post-hospitalisation expenses of the donor, and the cost of acquiring the organ, are not payable.')
    A('h2', '2.10 Modern Treatment Methods')
    A('p', 'The following procedures, taken as In-patient Care or Day Care Treatment, are payable up to 50% of the Sum Insured or Rs. 2,50,000, whichever is lower, in any one Period of Insurance for all such procedures together: Uterine Artery Embolization and HIFU; Balloon Sinuplasty; Deep Brain Stimulation; Oral Chemotherapy; Immunotherapy by monoclonal antibody injection; Intra-vitreal injections; Robotic surgeries; Stereotactic radio surgeries; Bronchial Thermoplasty; Vaporisation of the prostate (Green laser or Holmium laser); IONM (Intra Operative Neuro Monitoring); and Stem cell therapy (haematopoietic stem cells for bone marrow transplant for haematological conditions only).')
    A('h2', '2.11 Health Check-up')
    A('p', 'At the end of a block of every four continuous Periods of Insurance with the Company without any claim, the Insured Person may claim the cost of a medical check-up up to 1% of the average Sum Insured of those four years, subject to a maximum of ₹ 5,000. No claim under this benefit shall be made in any other year.')
    A('h2', '2.12 Cumulative Bonus')
    A('p', 'For every claim-free Period of Insurance the Sum Insured of the Insured Person shall be increased by 10% of the expiring Sum Insured at renewal, up to a maximum of 50% of the Sum Insured. In the event of a claim, the accumulated bonus shall be reduced by 10% of the Sum Insured at the next renewal, the Sum Insured itself remaining unaffected. The bonus is forfeited if the Policy is not renewed within the Grace Period.')

    A('h1', 'SCHEDULE OF SUB-LIMITS')
    A('p', 'The limits below apply to each Insured Person and to each claim unless stated otherwise. Where two amounts are given, the lower applies.')
    rows = [
        ['Benefit', 'Limit of the Company\'s liability', 'Clause'],
        ['Room, boarding and nursing', 'Rs 4,000 per day or 1% of SI per day, whichever is less', '2.1(a)'],
        ['ICU / ICCU charges', 'Rs 8,000 per day or 2% of SI per day, whichever is less', '2.1(b)'],
        ['Surgeon, anaesthetist, consultants', 'Covered up to SI', '2.1(c)'],
        ['Pre-hospitalisation', '30 days before admission', '2.2'],
        ['Post-hospitalisation', '60 days after discharge', '2.3'],
        ['Day care treatment', 'Covered up to SI', '2.4'],
        ['Road ambulance', 'Rs 1,500 per hospitalisation; Rs 3,000 per policy period', '2.5'],
        ['Cataract', '25% of SI or Rs 40,000 per eye, whichever is lower', '2.6'],
        ['Domiciliary hospitalisation', 'Rs 20,000 or 10% of SI per policy period, whichever is less', '2.7'],
        ['AYUSH (in-patient)', 'Rs 25,000 or 25% of SI per policy period, whichever is less', '2.8'],
        ['Organ donor', 'Rs 50,000 or 10% of SI, whichever is less', '2.9'],
        ['Modern treatment methods', '50% of SI or Rs 2,50,000 per policy period, whichever is lower', '2.10'],
        ['Health check-up', '1% of average SI, max Rs 5,000, after 4 claim-free years', '2.11'],
        ['Maternity / childbirth', 'Not Covered', '4.4.14'],
        ['Out-patient treatment', 'Not Covered', '4.4.19'],
        ['Co-payment', '10% of admissible claim if entry age 60 years or above', '3'],
    ]
    t = Table(rows, colWidths=[54 * mm, 106 * mm, 14 * mm])
    t.setStyle(TableStyle([('FONT', (0, 0), (-1, -1), 'Serif', 8.8), ('FONT', (0, 0), (-1, 0), 'Serif-B', 8.8),
                           ('VALIGN', (0, 0), (-1, -1), 'TOP'), ('BOTTOMPADDING', (0, 0), (-1, -1), 2), ('TOPPADDING', (0, 0), (-1, -1), 1),
                           ('LEFTPADDING', (0, 0), (-1, -1), 0)]))
    w.story.append(t)
    w.sp(6)
    A('p', 'Illustration of the daily room and ICU limits and the cataract limit for each Sum Insured option (Rupees):')
    rows2 = [['Sum Insured', 'Room per day', 'ICU per day', 'Cataract per eye'],
             ['1,00,000', '1,000', '2,000', '25,000'],
             ['2,00,000', '2,000', '4,000', '40,000'],
             ['3,00,000', '3,000', '6,000', '40,000'],
             ['4,00,000', '4,000', '8,000', '40,000'],
             ['5,00,000', '4,000', '8,000', '40,000'],
             ['7,50,000', '4,000', '8,000', '40,000'],
             ['10,00,000', '4,000', '8,000', '40,000']]
    t2 = Table(rows2, colWidths=[34 * mm, 34 * mm, 34 * mm, 34 * mm])
    t2.setStyle(TableStyle([('FONT', (0, 0), (-1, -1), 'Serif', 8.8), ('FONT', (0, 0), (-1, 0), 'Serif-B', 8.8),
                            ('ALIGN', (0, 0), (-1, -1), 'RIGHT'), ('BOTTOMPADDING', (0, 0), (-1, -1), 1.5), ('TOPPADDING', (0, 0), (-1, -1), 1)]))
    w.story.append(t2)

    A('h1', 'SECTION 3 - CO-PAYMENT')
    A('p', 'Every admissible claim in respect of an Insured Person whose Entry Age was 60 years or more shall be subject to a co-payment of 10% of the admissible claim amount, which shall be borne by the Insured. The co-payment is applied after all sub-limits of Section 2 and does not reduce the Sum Insured. No co-payment applies to Insured Persons whose Entry Age was below 60 years, even after they attain the age of 60 years while the Policy is renewed without a break.')

    A('h1', 'SECTION 4 - EXCLUSIONS')
    A('p', 'The Company shall not be liable to make any payment under this Policy in respect of any expenses whatsoever incurred by any Insured Person in connection with or in respect of:')
    A('h2', '4.1 Pre-Existing Diseases')
    A('li', 'a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 48 months of continuous coverage after the date of inception of the first policy with insurer.')
    A('li', 'b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.')
    A('li', 'c) If the Insured Person is continuously covered without any break as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage.')
    A('li', 'd) Coverage under the policy after the expiry of 48 months for any pre-existing disease is subject to the same being declared at the time of application and accepted by Insurer.')
    A('h2', '4.2 Specified Diseases / Procedures')
    A('li', 'a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This exclusion shall not be applicable for claims arising due to an accident.')
    A('li', 'b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.')
    A('li', 'c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of the two waiting periods shall apply.')
    A('li', 'd) The waiting period for listed conditions shall apply even if contracted after the policy or declared and accepted without a specific exclusion.')
    A('li', 'e) If the Insured Person is continuously covered without any break as defined under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage.')
    A('li', 'f) List of specified diseases/procedures: (i) Cataract; (ii) Benign Prostatic Hypertrophy; (iii) Hysterectomy for menorrhagia or fibromyoma, myomectomy and prolapse of uterus; (iv) Hernia of all types, Hydrocele; (v) Fissure, Fistula in ano, Haemorrhoids (piles), Pilonidal sinus; (vi) Sinusitis and related disorders, deviated nasal septum, tonsillectomy, adenoidectomy; (vii) Gall bladder and kidney stones (calculus diseases of the urogenital and biliary systems); (viii) Varicose veins and varicose ulcers; (ix) Joint replacement surgery unless necessitated by an accident; (x) Osteoarthritis and osteoporosis; (xi) Internal congenital anomalies; (xii) Gout and rheumatism; (xiii) Benign tumours, cysts and polyps of any kind, including breast lumps; (xiv) Dilatation and curettage; (xv) Surgery of the genito-urinary system unless necessitated by malignancy.')
    A('h2', '4.3 First Thirty Days')
    A('li', 'a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered.')
    A('li', 'b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months.')
    A('li', 'c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently.')
    A('h2', '4.4 Permanent Exclusions')
    ex = [
        'Investigation and evaluation: a) Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded. b) Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded.',
        'Rest cure, rehabilitation and respite care: Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care either at home or in a nursing facility for personal care such as help with activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual needs.',
        'Obesity / weight control: Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor; 2) The surgery/Procedure conducted should be supported by clinical protocols; 3) The member has to be 18 years of age or older; and 4) Body Mass Index (BMI) a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the following severe co-morbidities following failure of less invasive methods of weight loss: i. Obesity-related cardiomyopathy ii. Coronary heart disease iii. Severe Sleep Apnea iv. Uncontrolled Type2 Diabetes.',
        'Change-of-gender treatments: Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex.',
        'Cosmetic or plastic surgery: Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner.',
        'Hazardous or adventure sports: Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving.',
        'Breach of law: Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent.',
        'Treatment for alcoholism, drug or substance abuse or any addictive condition and consequences thereof.',
        'Treatments received in health hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons.',
        'Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure.',
        'Refractive error: Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres.',
        'Unproven treatments: Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness.',
        'Sterility and infertility: Expenses related to sterility and infertility. This includes: (i) Any type of contraception, sterilization (ii) Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI (iii) Gestational Surrogacy (iv) Reversal of sterilization.',
        'Maternity: i. Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy; ii. Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period.',
        'Injury or disease directly or indirectly caused by or arising from war, invasion, act of foreign enemy, hostilities (whether war be declared or not), civil war, rebellion, revolution, mutiny, military or usurped power, or nuclear weapons, materials or radiation of any kind.',
        'Dental treatment or surgery of any kind unless necessitated by an Injury and requiring Hospitalisation.',
        'Cost of spectacles, contact lenses, hearing aids, walkers, crutches, wheel chairs and similar aids.',
        'Intentional self-injury or attempted suicide while sane or insane.',
        'Out-patient treatment, including consultations, diagnostics and medicines not followed by an admissible Hospitalisation within the pre-hospitalisation period.',
        'External congenital anomalies and their consequences.',
        'Treatment taken outside India.',
        'Items of a non-medical nature listed in Annexure II, unless specifically made payable therein.',
    ]
    for i, e in enumerate(ex, 1):
        A('li', '4.4.%d %s' % (i, e))

    A('h1', 'SECTION 5 - CLAIM PROCEDURE')
    A('h2', '5.1 Notice of claim')
    A('p', 'Notice of a claim must be given to the Company or its TPA at the call centre, by e-mail or in writing, quoting the Policy number, the name of the Insured Person and the nature of the Illness or Injury:')
    A('li', '(a) in the case of an emergency admission, within 24 hours of admission to the Hospital, or before discharge, whichever is earlier;')
    A('li', '(b) in the case of a planned admission, at least 48 hours before the date of admission.')
    A('h2', '5.2 Cashless facility')
    A('p', 'Cashless treatment is available only at Network Hospitals. The Hospital sends the pre-authorisation request, duly signed by the treating doctor and the Insured Person, to the TPA. The TPA shall grant or decline the authorisation within one hour of receiving a complete request, and shall settle the final bill within three hours of receiving the discharge request from the Hospital. Denial of cashless access does not mean denial of the claim; the Insured may submit a claim for reimbursement.')
    A('h2', '5.3 Reimbursement')
    A('p', 'For reimbursement, the following documents shall be submitted within 15 days of discharge from the Hospital: duly completed claim form; original bills, receipts and discharge summary; reports of investigations; prescriptions for medicines purchased; the First Information Report or medico-legal certificate in case of an accident; KYC documents and a cancelled cheque. Documents for post-hospitalisation expenses shall be submitted within 15 days of completion of the post-hospitalisation treatment. The Company may condone a delay on merits where the delay was for reasons beyond the control of the Insured.')
    A('h2', '5.4 Settlement')
    A('p', 'The Company shall settle or reject a claim within 15 days of receipt of the last necessary document. In the case of delay the Company shall pay interest at a rate 2% above the bank rate from the date of receipt of the last necessary document to the date of payment. Where an investigation is required, it shall be completed within 30 days and the claim settled within 45 days of receipt of the last necessary document.')

    A('h1', 'SECTION 6 - GENERAL CONDITIONS')
    gc = [
        ('Disclosure of information', 'The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the policyholder.'),
        ('Condition precedent to admission of liability', 'The terms and conditions of the Policy must be fulfilled by the Insured Person for the Company to make any payment for a claim arising under the Policy.'),
        ('Records to be maintained', 'The Insured shall keep an accurate record containing all relevant medical records and shall allow the Company or its representatives to inspect such records. The Policyholder shall furnish such information as the Company may require for settlement of any claim within 30 days of the date of discharge or such other period as may be allowed.'),
        ('Multiple policies', 'Where an Insured Person holds more than one indemnity policy, he may choose the policy under which a claim is settled. If the amount to be claimed exceeds the sum insured under a single policy, the Insured may choose the insurer from whom to claim the balance amount. Contribution shall not apply to fixed-benefit policies.'),
        ('Fraud', 'If any claim made by the Insured Person is in any respect fraudulent, or if any false statement or declaration is made or used in support thereof, all benefits under this Policy and the premium paid shall be forfeited. Any amount already paid against claims found fraudulent shall be repaid by the recipient(s), who shall be jointly and severally liable for such repayment.'),
        ('Free look period', 'The Insured shall be allowed a free look period of fifteen days from the date of receipt of the Policy document to review its terms and conditions and to return it if not acceptable, provided no claim has been made. On such cancellation the Insured shall be entitled to a refund of the premium paid less the expenses incurred by the Company on medical examination and stamp duty charges. The free look period is not available at renewal.'),
        ('Renewal', 'The Policy shall ordinarily be renewable except on grounds of fraud, misrepresentation by the Insured Person, or non-cooperation, and shall not be denied on the ground that a claim was made in a preceding year. The Company shall endeavour to give notice for renewal. Request for renewal along with the requisite premium shall be received by the Company before the end of the Policy Period.'),
        ('Grace period', 'At the end of the Policy Period the Policy shall terminate and can be renewed within the Grace Period of thirty days to maintain continuity of benefits without break in policy. Coverage is not available during the Grace Period. No loading shall apply on renewals based on individual claims experience.'),
        ('Moratorium period', 'After completion of sixty continuous months of coverage (including portability and migration) in this Policy, no Policy and claim shall be contestable by the Company on grounds of non-disclosure or misrepresentation, except on grounds of established fraud. The moratorium applies to the Sum Insured of the first Policy and afresh to any enhanced Sum Insured from the date of enhancement.'),
        ('Portability', 'The Insured Person will have the option to port the Policy to other insurers by applying to such insurer to port the entire policy along with all the members of the family, if any, at least 30 days before, but not earlier than 60 days from, the policy renewal date as per IRDAI guidelines related to portability. If such person is presently covered and has been continuously covered without any lapses under any health insurance policy with an Indian General/Health insurer, the proposed Insured Person will get the accrued continuity benefits in waiting periods as per IRDAI guidelines on portability.'),
        ('Migration', 'The Insured Person will have the option to migrate the Policy to other health insurance products/plans offered by the Company by applying for migration of the Policy at least 30 days before the policy renewal date, and will get the accrued continuity benefits in waiting periods as per IRDAI guidelines on migration.'),
        ('Cancellation', 'The Insured may cancel this Policy by giving 7 days\' notice in writing. The Company shall refund premium for the unexpired Policy Period on a pro-rata basis, provided no claim has been made under the Policy. The Company may cancel the Policy at any time on grounds of misrepresentation, non-disclosure of material facts or fraud by the Insured Person, by giving 15 days\' written notice; no refund of premium shall be due on such cancellation.'),
        ('Possibility of revision of terms', 'The Company, with prior approval of IRDAI, may revise or modify the terms of the Policy including the premium rates. The Insured Person shall be notified three months before the changes are effected.'),
        ('Withdrawal of policy', 'In the likelihood of this product being withdrawn in future, the Company will intimate the Insured Person about the same 90 days prior to expiry of the Policy, and the Insured Person will have the option to migrate to a similar health insurance product available with the Company at the time of renewal.'),
        ('Nomination', 'The Policyholder is required at the inception of the Policy to make a nomination for the purpose of payment of claims under the Policy in the event of death of the Policyholder. Any change of nomination shall be communicated to the Company in writing.'),
        ('Territorial limits and law', 'All treatment under this Policy must be taken in India and all claims shall be payable in India in Indian Rupees. The construction, interpretation and meaning of the provisions of this Policy shall be determined in accordance with Indian law.'),
    ]
    for i, (k, v) in enumerate(gc, 1):
        A('h2', '6.%d %s' % (i, k))
        A('p', v)

    A('h1', 'SECTION 7 - GRIEVANCE REDRESSAL')
    A('p', 'In case of any grievance the Insured Person may contact the Company through the call centre (toll free 1800-103-5499), by e-mail to the Grievance Cell, or by writing to the nearest branch office. The Company will acknowledge the complaint and resolve it within 14 days of receipt. If the Insured is not satisfied with the response, or does not receive one within 14 days, he may escalate the complaint to the Grievance Redressal Officer at the Corporate Office, or register it on the Bima Bharosa portal of IRDAI.')
    A('p', 'If the grievance remains unresolved, the Insured may approach the Insurance Ombudsman within whose jurisdiction the branch issuing the Policy is located, in accordance with the Insurance Ombudsman Rules, 2017. The addresses of the Ombudsman offices are given in Annexure I.')

    A('h1', 'ANNEXURE I - OFFICES OF THE INSURANCE OMBUDSMAN')
    for k, v in OMBUDSMAN:
        A('li', '<b>%s</b> - %s' % (k, v))
    A('p', 'The updated list of Ombudsman offices is available at www.cioins.co.in.')

    A('h1', 'ANNEXURE II - ITEMS FOR WHICH NO PAYMENT SHALL BE MADE')
    A('p', 'The following items, as specified in List I of the IRDAI guidelines on standardisation, are not payable under this Policy:')
    A('p', '; '.join('%d. %s' % (i, x) for i, x in enumerate(NON_PAYABLE, 1)) + '.')
    A('p', 'Items forming part of room charges, procedure charges or the cost of treatment (Lists II to IV of the said guidelines) are not paid separately but are payable as part of the relevant head of expense.')

    return w


def make_a():
    path = os.path.join(OUT, A_STEM + '.pdf')
    n = build(path, story_a, a_header)
    print(path, n, 'pages')


# ----------------------------------------------------------------------------------------------------------------
# B: Bajaj Allianz - Family Shield Floater (plan columns Silver/Gold/Premium, ruled table with footnote markers)
# ----------------------------------------------------------------------------------------------------------------
B_INS = 'Bajaj Allianz General Insurance Company Limited'
B_PROD = 'Family Shield Floater'
B_UIN = 'BAJHLIP26077V012526'
B_STEM = 'BajajAllianz_Family-Shield-Floater_BAJHLIP26077V012526'


def b_header(c, d, pno, total):
    c.saveState()
    c.setFillColor(colors.HexColor('#0a3d7a'))
    c.rect(0, A4[1] - 17 * mm, A4[0], 17 * mm, stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont('Sans-B', 9.5)
    c.drawString(18 * mm, A4[1] - 8 * mm, B_INS)
    c.setFont('Sans', 7.5)
    c.drawString(18 * mm, A4[1] - 13 * mm, 'Bajaj Allianz House, Airport Road, Yerawada, Pune - 411 006 | Reg. No.: 113 | Toll free: 1800 209 5858')
    c.setFillColor(colors.black)
    c.setFont('Sans', 7.5)
    c.drawString(18 * mm, 11 * mm, 'UIN- %s   %s / Policy Wordings' % (B_UIN, B_PROD))
    c.drawRightString(A4[0] - 18 * mm, 11 * mm, 'Page %d of %d' % (pno, total))
    if pno == 1:
        c.drawCentredString(A4[0] / 2, 7 * mm, 'Synthetic test wording \u2013 not an insurance product')
    c.restoreState()


def story_b():
    w = W('Sans', 9, 12, colors.HexColor('#0a3d7a'))
    A = w.add
    A('title', 'FAMILY SHIELD FLOATER')
    A('sub', 'Policy Wordings')
    A('sub', 'UIN- ' + B_UIN)
    w.sp(4)
    A('h1', 'SECTION A) PREAMBLE')
    A('p', 'This Policy is a contract of insurance between You and Bajaj Allianz General Insurance Company Limited (hereinafter "We", "Us", "Our" or the "Company"). It is issued on the basis of the Proposal and declaration made by You, which are incorporated herein, and on receipt of the premium shown in the Policy Schedule. Subject to the terms, conditions, limits and exclusions of this Policy, We will indemnify the Insured Persons for the admissible expenses described in Section C, incurred during the Policy Period, up to the Sum Insured and the limits of the Plan shown in the Policy Schedule.')
    A('p', 'This is a family floater policy: the Sum Insured, any Cumulative Bonus and any restored amount are available to all the Insured Persons together, for one or more claims, during the Policy Period. The Policy can cover You, Your legally wedded spouse, up to four dependent children aged 91 days to 25 years, and dependent parents or parents-in-law.')

    A('h1', 'SECTION B) DEFINITIONS')
    A('h2', 'B.1 Standard Definitions')
    A('p', 'The words and phrases below shall have the meaning given to them wherever they appear in this Policy, its Schedule and endorsements.')
    for i, (k, v) in enumerate(STD_DEFS, 1):
        A('li', '%d. <b>%s</b>:- %s' % (i, k, v))
    A('h2', 'B.2 Specific Definitions')
    spec = [
        ('Family Floater', 'means a policy in which the Sum Insured is shared by all the Insured Persons named in the Schedule.'),
        ('Plan', 'means the Silver, Gold or Premium plan chosen by You and shown in the Policy Schedule.'),
        ('Single Private Room', 'means an air-conditioned room in a Hospital where a single patient is accommodated and which has an attached toilet (lavatory and bath). Such a room type shall be the most basic and the most economical of all accommodation available as a single occupancy room in that Hospital.'),
        ('Base Sum Insured', 'means the Sum Insured shown in the Policy Schedule, excluding any Cumulative Bonus or restored amount.'),
        ('You/Your', 'means the Policyholder named in the Policy Schedule.'),
    ]
    for i, (k, v) in enumerate(spec, len(STD_DEFS) + 1):
        A('li', '%d. <b>%s</b> %s' % (i, k, v))

    A('h1', 'SECTION C) BENEFITS COVERED UNDER THE POLICY')
    A('p', 'The benefits below are available only if You have chosen a Plan under which they are shown as covered in the Benefit Table (C.15). Every amount We pay reduces the floater Sum Insured, unless otherwise stated.')
    A('h2', 'C.1 In-patient Hospitalisation Treatment')
    A('p', 'If an Insured Person is hospitalised for more than 24 consecutive hours on the advice of a Medical Practitioner for an Illness or Injury first occurring during the Policy Period, We will pay the Reasonable and Customary Charges for: i. Room, boarding and nursing expenses, up to the daily limit of Your Plan in the Benefit Table; ii. ICU and ICCU charges, up to the limit of Your Plan; iii. Surgeon, anaesthetist, Medical Practitioner, consultant and specialist fees; iv. anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines, drugs and consumables, diagnostic procedures, prosthetic and other devices implanted during surgery.')
    A('p', 'Accommodation in a room of a higher category or with a higher daily charge than Your Plan allows: if the Insured Person is admitted in such a room, We will pay the associated medical expenses (other than medicines, consumables, implants, diagnostics and ICU charges) in the same ratio as the eligible room rent bears to the room rent actually charged.')
    A('h2', 'C.2 Pre-hospitalisation Medical Expenses')
    A('p', 'Medical Expenses incurred in the days immediately before the Insured Person\'s admission, for the same condition, for the number of days stated for Your Plan in the Benefit Table, provided We have accepted the in-patient claim under C.1.')
    A('h2', 'C.3 Post-hospitalisation Medical Expenses')
    A('p', 'Medical Expenses incurred in the days immediately after discharge, for the same condition, for the number of days stated for Your Plan in the Benefit Table, provided We have accepted the in-patient claim under C.1.')
    A('h2', 'C.4 Road Ambulance')
    A('p', 'Expenses on a registered road ambulance for transport of the Insured Person to the nearest Hospital in an emergency, or from one Hospital to another for better care on the written advice of the treating doctor, up to the amount shown for Your Plan for each hospitalisation.')
    A('h2', 'C.5 Day Care Procedures')
    A('p', 'Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre, including the Day Care Treatments listed on Our website. Out-patient treatment is not covered.')
    A('h2', 'C.6 AYUSH Treatment')
    A('p', 'In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy in an AYUSH Hospital, up to the limit of Your Plan.')
    A('h2', 'C.7 Organ Donor Expenses (Gold and Premium plans)')
    A('p', 'Medical Expenses for the harvesting of an organ from the donor, where an Insured Person is the recipient and the transplant claim is admissible under C.1. The donor\'s pre- and post-hospitalisation expenses and the cost of the organ are not payable.')
    A('h2', 'C.8 Domiciliary Hospitalisation (Premium plan)')
    A('p', 'Medical Expenses for treatment at home for more than three consecutive days, where the condition of the patient does not permit removal to a Hospital or no Hospital bed is available, up to 10% of the Sum Insured, not exceeding ₹ 1 lakh in a Policy Period, under the Premium plan only.')
    A('h2', 'C.9 Modern Treatment Methods and Advancement in Technologies')
    A('p', 'The following treatments, as in-patient or day care, up to the limit of Your Plan: Uterine Artery Embolization and HIFU; Balloon Sinuplasty; Deep Brain Stimulation; Oral Chemotherapy; Immunotherapy by monoclonal antibody injection; Intra-vitreal injections; Robotic surgeries; Stereotactic radio surgeries; Bronchial Thermoplasty; Vaporisation of the prostate; IONM; Stem cell therapy (haematopoietic stem cells for bone marrow transplant for haematological conditions).')
    A('h2', 'C.10 Restoration of Sum Insured')
    A('p', 'If the floater Sum Insured and Cumulative Bonus are partly or fully used up by claims in a Policy Period, 100% of the Base Sum Insured will be restored once in that Policy Period. The restored amount can be used only for a later claim for an Illness or Injury unrelated to the one for which the earlier claim was paid, and is not carried forward to the next Policy Period. A single claim cannot exceed the Base Sum Insured plus the Cumulative Bonus.')
    A('h2', 'C.11 Cumulative Bonus')
    A('p', 'For each claim-free Policy Period We will add 25% of the Base Sum Insured to the floater Sum Insured on renewal, up to a maximum of 100% of the Base Sum Insured. If a claim is paid, the Cumulative Bonus will be reduced at the next renewal by 25% of the Base Sum Insured; the Base Sum Insured will not be reduced.')
    A('h2', 'C.12 Preventive Health Check-up (Gold and Premium plans)')
    A('p', 'Each insured adult may undergo a health check-up at Our network diagnostic centres once in every Policy Period, regardless of claims, up to the amount shown for Your Plan in the Benefit Table. This benefit does not reduce the Sum Insured.')
    A('h2', 'C.13 Maternity Expenses (Premium plan only)')
    A('p', 'Medical Expenses for the delivery of a child (normal or caesarean), including pre-natal and post-natal expenses during the hospitalisation, for the insured spouse, up to ₹ 35,000 for a normal delivery and ₹ 50,000 for a caesarean section, after the insured female has been continuously covered for 36 months under this Plan. Cover is limited to two deliveries during the lifetime of the Policy. Expenses for lawful medical termination of pregnancy are covered within the same limit.')
    A('h2', 'C.14 New Born Baby (Premium plan only)')
    A('p', 'Medical Expenses of the new born baby from birth up to 90 days, including vaccinations in that period, are payable within the maternity limit, provided the maternity claim is admissible. The baby may be added to the Policy at the next renewal.')

    A('h2', 'C.15 Benefit Table')
    P = lambda s: Paragraph(esc(s), w.st['cell'])
    PB = lambda s: Paragraph(esc(s), w.st['cellb'])
    rows = [
        ['Benefit', 'Silver', 'Gold', 'Premium'],
        ['Sum Insured (Rs)', '3,00,000 / 5,00,000', '5,00,000 / 7,50,000 / 10,00,000', '10,00,000 / 15,00,000 / 25,00,000'],
        ['Room rent (per day)', '1% of SI per day', '2% of SI per day', 'Single private room'],
        ['ICU charges', '2% of SI per day', '4% of SI per day', 'Covered up to SI'],
        ['Pre-hospitalisation', '30 days', '60 days', '60 days'],
        ['Post-hospitalisation', '60 days', '90 days', '180 days'],
        ['Road ambulance', 'Rs 2,000 per hospitalisation', 'Rs 3,000 per hospitalisation', 'Covered up to SI'],
        ['Day care procedures', 'Covered up to SI', 'Covered up to SI', 'Covered up to SI'],
        ['AYUSH treatment', 'Rs 25,000 per policy year', 'Covered up to SI', 'Covered up to SI'],
        ['Organ donor', 'Not Covered', 'Covered up to SI', 'Covered up to SI'],
        ['Domiciliary hospitalisation', 'Not Covered', 'Not Covered', '10% of SI subject to a maximum of Rs 1,00,000'],
        ['Modern treatments', '50% of SI', 'Covered up to SI', 'Covered up to SI'],
        ['Cataract*', 'Rs 50,000 per eye', 'Rs 50,000 per eye', 'Rs 50,000 per eye'],
        ['Maternity**', 'Not Covered', 'Not Covered', 'Rs 35,000 normal / Rs 50,000 caesarean'],
        ['New born baby', 'Not Covered', 'Not Covered', 'Within maternity limit'],
        ['Restoration of SI', '100% once a year', '100% once a year', '100% once a year'],
        ['Cumulative bonus', '25% per claim-free year, max 100%', '25% per claim-free year, max 100%', '25% per claim-free year, max 100%'],
        ['Health check-up', 'Not Covered', 'Rs 2,000 per adult per year', 'Rs 5,000 per adult per year'],
        ['Co-payment', '10% on every claim', 'Nil', 'Nil'],
    ]
    data = [[PB(r[0])] + [PB(x) if i == 0 else P(x) for x in r[1:]] for i, r in enumerate(rows)]
    t = Table(data, colWidths=[42 * mm, 42 * mm, 42 * mm, 48 * mm], repeatRows=1)
    t.setStyle(TableStyle([('GRID', (0, 0), (-1, -1), 0.6, colors.black), ('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#d6e2f3')),
                           ('VALIGN', (0, 0), (-1, -1), 'TOP'), ('TOPPADDING', (0, 0), (-1, -1), 2), ('BOTTOMPADDING', (0, 0), (-1, -1), 2)]))
    w.story.append(t)
    w.sp(3)
    A('small', '* after 24 months of continuous cover')
    A('small', '** after 36 months, Premium plan only')
    A('small', 'SI = floater Sum Insured. Limits apply per Policy Period for all Insured Persons together unless stated "per hospitalisation", "per eye" or "per adult".')

    A('h1', 'SECTION D) EXCLUSIONS')
    A('h2', 'D.1 Waiting Periods')
    A('p', '<b>1. Pre-Existing Diseases - Code- Excl01</b>')
    A('li', 'a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer.')
    A('li', 'b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.')
    A('li', 'c) If the Insured Person is continuously covered without any break as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage.')
    A('li', 'd) Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject to the same being declared at the time of application and accepted by Insurer.')
    A('p', '<b>2. Specified disease/procedure waiting period - Code- Excl02</b>')
    A('li', 'a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This exclusion shall not be applicable for claims arising due to an accident.')
    A('li', 'b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.')
    A('li', 'c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of the two waiting periods shall apply.')
    A('li', 'd) The waiting period for listed conditions shall apply even if contracted after the policy or declared and accepted without a specific exclusion.')
    A('li', 'e) If the Insured Person is continuously covered without any break as defined under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage.')
    A('li', 'f) List of specified diseases/procedures: Cataract; Benign prostatic hypertrophy; Hernia, hydrocele; Haemorrhoids, fissure, fistula; Sinusitis, deviated nasal septum, tonsillectomy; Cholelithiasis and cholecystectomy; Urolithiasis (kidney and ureteric stones); Hysterectomy, uterine fibroids; Varicose veins; Joint replacement and arthroscopic knee surgery unless due to accident; Internal congenital anomalies; Non-infective arthritis, gout; Benign cysts, polyps and tumours; Chronic kidney disease.')
    A('p', '<b>3. 30-day waiting period - Code- Excl03</b>')
    A('li', 'a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered.')
    A('li', 'b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months.')
    A('li', 'c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently.')
    A('h2', 'D.2 Permanent Exclusions')
    pe = [
        ('Investigation & Evaluation - Code- Excl04', 'a) Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded. b) Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded.'),
        ('Rest Cure, rehabilitation and respite care - Code- Excl05', 'Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care either at home or in a nursing facility for personal care such as help with activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual needs.'),
        ('Obesity/ Weight Control - Code- Excl06', 'Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor 2) The surgery/Procedure conducted should be supported by clinical protocols 3) The member has to be 18 years of age or older and 4) Body Mass Index (BMI); a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the following severe co-morbidities following failure of less invasive methods of weight loss: i. Obesity-related cardiomyopathy ii. Coronary heart disease iii. Severe Sleep Apnea iv. Uncontrolled Type2 Diabetes'),
        ('Change-of-Gender treatments - Code- Excl07', 'Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex.'),
        ('Cosmetic or plastic Surgery - Code- Excl08', 'Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner.'),
        ('Hazardous or Adventure sports - Code- Excl09', 'Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving.'),
        ('Breach of law - Code- Excl10', 'Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent.'),
        ('Excluded Providers - Code- Excl11', 'Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not admissible. However, in case of life threatening situations or following an accident, expenses up to the stage of stabilization are payable but not the complete claim.'),
        ('Substance abuse - Code- Excl12', 'Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof.'),
        ('Health hydros - Code- Excl13', 'Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons.'),
        ('Dietary supplements - Code- Excl14', 'Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure.'),
        ('Refractive Error - Code- Excl15', 'Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres.'),
        ('Unproven Treatments - Code- Excl16', 'Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness.'),
        ('Sterility and Infertility - Code- Excl17', 'Expenses related to sterility and infertility. This includes: (i) Any type of contraception, sterilization (ii) Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI (iii) Gestational Surrogacy (iv) Reversal of sterilization'),
        ('Maternity - Code- Excl18', 'i. Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy; ii. Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period. This exclusion does not apply to the Maternity Expenses benefit (C.13) of the Premium plan, to the extent of that benefit.'),
    ]
    for i, (k, v) in enumerate(pe, 4):
        A('p', '<b>%d. %s</b>' % (i, k))
        A('li', v)
    A('h2', 'D.3 Other Exclusions')
    A('p', 'We will also not pay for: a) war, invasion, hostilities, civil war, rebellion, or nuclear, chemical or biological contamination; b) intentional self-injury; c) dental treatment unless arising from an Accident and requiring hospitalisation; d) spectacles, contact lenses, hearing aids and durable medical equipment; e) treatment taken outside India; f) out-patient treatment; g) items listed as non-payable in Annexure B.')

    A('h1', 'SECTION E) GENERAL TERMS AND CLAUSES')
    gt = [
        ('Disclosure of Information', 'The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the policyholder.'),
        ('Condition Precedent to Admission of Liability', 'The terms and conditions of the policy must be fulfilled by the insured person for the Company to make any payment for claim(s) arising under the policy.'),
        ('Claim Settlement (provision for Penal Interest)', 'The Company shall settle or reject a claim, as the case may be, within 15 days from the date of receipt of last necessary document. In the case of delay in the payment of a claim, the Company shall be liable to pay interest to the policyholder from the date of receipt of last necessary document to the date of payment of claim at a rate 2% above the bank rate.'),
        ('Complete Discharge', 'Any payment to the policyholder, insured person or his/her nominees or his/her legal representative or assignee or to the Hospital, as the case may be, for any benefit under the policy shall be a valid discharge towards payment of claim by the Company to the extent of that amount for the particular claim.'),
        ('Multiple Policies', 'In case of multiple policies taken by an insured person during a period from one or more insurers to indemnify treatment costs, the insured person shall have the right to require a settlement of his/her claim in terms of any of his/her policies.'),
        ('Fraud', 'If any claim made by the insured person, is in any respect fraudulent, or if any false statement, or declaration is made or used in support thereof, or if any fraudulent means or devices are used by the insured person or anyone acting on his/her behalf to obtain any benefit under this policy, all benefits under this policy and the premium paid shall be forfeited.'),
        ('Cancellation', 'The policyholder may cancel this policy by giving 7 days\' written notice and in such an event, the Company shall refund premium for the unexpired policy period on pro-rata basis, where no claim has been made under the policy. The Company may cancel the policy at any time on grounds of misrepresentation, non-disclosure of material facts or fraud by the insured person by giving 15 days\' written notice. There would be no refund of premium on cancellation on grounds of misrepresentation, non-disclosure of material facts or fraud.'),
        ('Migration', 'The insured person will have the option to migrate the policy to other health insurance products/plans offered by the company by applying for migration of the policy at least 30 days before the policy renewal date as per IRDAI guidelines on Migration.'),
        ('Portability', 'The insured person will have the option to port the policy to other insurers by applying to such insurer to port the entire policy along with all the members of the family, if any, at least 30 days before, but not earlier than 60 days from the policy renewal date as per IRDAI guidelines related to portability.'),
        ('Renewal of Policy', 'The policy shall ordinarily be renewable except on grounds of fraud, misrepresentation by the insured person. The Company is not bound to give notice that the policy is due for renewal. Renewal shall not be denied on the ground that the insured person had made a claim or claims in the preceding policy years. Request for renewal along with requisite premium shall be received by the Company before the end of the policy period.'),
        ('Grace Period', 'At the end of the policy period, the policy shall terminate and can be renewed within the Grace Period of 30 days to maintain continuity of benefits without break in policy. Where premium is paid in monthly instalments, a grace period of 15 days is allowed for each instalment. Coverage is not available during the grace period.'),
        ('Premium Payment in Instalments', 'If You have opted to pay the premium in monthly, quarterly or half-yearly instalments, as shown in the Schedule, the Policy will stand cancelled if an instalment is not paid within the grace period, and no claim shall be payable for an event during the period for which the instalment was not received.'),
        ('Moratorium Period', 'After completion of sixty continuous months of coverage (including portability and migration), no policy and claim shall be contestable by the insurer on grounds of non-disclosure, misrepresentation, except on grounds of established fraud. This period of sixty continuous months is called as moratorium period.'),
        ('Free Look Period', 'The Free Look Period shall be applicable on new individual health insurance policies and not on renewals or at the time of porting/migrating the policy. The insured person shall be allowed free look period of thirty days from date of receipt of the policy document to review the terms and conditions of the policy, and to return the same if not acceptable.'),
        ('Possibility of Revision of Terms of the Policy', 'The Company, with prior approval of IRDAI, may revise or modify the terms of the policy including the premium rates. The insured person shall be notified three months before the changes are effected.'),
        ('Withdrawal of Policy', 'In the likelihood of this product being withdrawn in future, the Company will intimate the insured person about the same 90 days prior to expiry of the policy.'),
        ('Nomination', 'The policyholder is required at the inception of the policy to make a nomination for the purpose of payment of claims under the policy in the event of death of the policyholder.'),
    ]
    for i, (k, v) in enumerate(gt, 1):
        A('p', '<b>%d. %s</b>' % (i, k))
        A('li', v)

    A('h1', 'SECTION F) CLAIM PROCESS')
    A('h2', 'F.1 Intimation')
    A('p', 'Please tell Us, or Our Health Administration Team (HAT), about a hospitalisation as follows: for an emergency hospitalisation, within 48 hours of admission; for a planned hospitalisation, at least 72 hours before the admission. Call the toll free number or write to Us quoting the Policy number, the patient\'s name, the Hospital and the ailment.')
    A('h2', 'F.2 Cashless claims')
    A('p', 'At a Network Provider, the Hospital will send the pre-authorisation form to HAT. We will respond within one hour of a complete request and authorise the final bill within three hours of the discharge request. If cashless is declined, You may still claim reimbursement.')
    A('h2', 'F.3 Reimbursement claims')
    A('p', 'Submit the claim form with the original bills and receipts, discharge summary, investigation reports, prescriptions and pharmacy bills, and KYC and bank details within 30 days of discharge. Post-hospitalisation bills must be sent within 15 days of the end of the post-hospitalisation period. We may condone a delay in deserving cases where the reasons are beyond Your control.')

    A('h1', 'SECTION G) GRIEVANCE REDRESSAL PROCEDURE')
    A('p', 'If You have a grievance, You may call 1800 209 5858, e-mail the Grievance Cell, or write to the Grievance Redressal Officer, Bajaj Allianz General Insurance Company Limited, Bajaj Allianz House, Airport Road, Yerawada, Pune - 411 006. We will acknowledge the grievance and resolve it within 14 days. If You are not satisfied with the resolution, You may approach the Insurance Ombudsman (Annexure A) or register the complaint on the Bima Bharosa portal of IRDAI.')

    A('h1', 'ANNEXURE A - INSURANCE OMBUDSMAN')
    for k, v in OMBUDSMAN:
        A('li', '<b>%s</b>: %s' % (k, v))
    A('h1', 'ANNEXURE B - LIST OF NON-PAYABLE ITEMS')
    A('p', ', '.join(NON_PAYABLE) + '.')

    return w


def make_b():
    path = os.path.join(OUT, B_STEM + '.pdf')
    n = build(path, story_b, b_header)
    print(path, n, 'pages')


if __name__ == '__main__':
    make_a()
    make_b()
