# -*- coding: utf-8 -*-
"""Render two synthetic Indian health-insurance policy wordings (h17).

A: Reliance General Insurance Company Limited - Health Kavach Policy (retail indemnity, SI bands as table rows,
   ruled table).
B: Universal Sompo General Insurance Company Limited - Sampoorna Super Top-Up Policy (aggregate deductible,
   tables aligned without ruling lines, Day Care annexure).

Run: /work/main/.venv/bin/python make_wordings.py
"""
import os
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

HERE = os.path.dirname(os.path.abspath(__file__))
FD = "/usr/share/fonts/truetype/dejavu/"
pdfmetrics.registerFont(TTFont("Serif", FD + "DejaVuSerif.ttf"))
pdfmetrics.registerFont(TTFont("Serif-Bold", FD + "DejaVuSerif-Bold.ttf"))
pdfmetrics.registerFont(TTFont("Sans", FD + "DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("Sans-Bold", FD + "DejaVuSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("Mono", FD + "DejaVuSansMono.ttf"))
from reportlab.lib.fonts import addMapping
addMapping("Serif", 0, 0, "Serif"); addMapping("Serif", 1, 0, "Serif-Bold")
addMapping("Sans", 0, 0, "Sans"); addMapping("Sans", 1, 0, "Sans-Bold")

SYNTH = "Synthetic test wording \u2013 not an insurance product"


def esc(t):
    return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class Styles:
    def __init__(self, font, size=9.2, lead=12.0):
        self.body = ParagraphStyle("body", fontName=font, fontSize=size, leading=lead, alignment=TA_JUSTIFY,
                                   spaceAfter=3.5)
        self.item = ParagraphStyle("item", parent=self.body, leftIndent=14, firstLineIndent=0)
        self.item2 = ParagraphStyle("item2", parent=self.body, leftIndent=28)
        self.h1 = ParagraphStyle("h1", fontName=font + "-Bold", fontSize=size + 2.6, leading=lead + 4,
                                 spaceBefore=8, spaceAfter=5, keepWithNext=1)
        self.h2 = ParagraphStyle("h2", fontName=font + "-Bold", fontSize=size + 0.8, leading=lead + 1.5,
                                 spaceBefore=5, spaceAfter=3, keepWithNext=1)
        self.title = ParagraphStyle("title", fontName=font + "-Bold", fontSize=17, leading=22, alignment=TA_CENTER,
                                    spaceAfter=6)
        self.sub = ParagraphStyle("sub", fontName=font, fontSize=10.5, leading=14, alignment=TA_CENTER,
                                  spaceAfter=4)
        self.cell = ParagraphStyle("cell", fontName=font, fontSize=size - 0.6, leading=lead - 1.2, alignment=TA_LEFT)
        self.cellb = ParagraphStyle("cellb", parent=self.cell, fontName=font + "-Bold")


def build(items, st):
    """items: list of (kind, payload)."""
    out = []
    for kind, x in items:
        if kind == "h1":
            out.append(Paragraph(esc(x), st.h1))
        elif kind == "h2":
            out.append(Paragraph(esc(x), st.h2))
        elif kind == "p":
            out.append(Paragraph(esc(x), st.body))
        elif kind == "pb":  # paragraph with bold lead-in: (lead, text)
            out.append(Paragraph("<b>%s</b> %s" % (esc(x[0]), esc(x[1])), st.body))
        elif kind == "i":
            out.append(Paragraph(esc(x), st.item))
        elif kind == "ib":
            out.append(Paragraph("<b>%s</b> %s" % (esc(x[0]), esc(x[1])), st.item))
        elif kind == "i2":
            out.append(Paragraph(esc(x), st.item2))
        elif kind == "title":
            out.append(Paragraph(esc(x), st.title))
        elif kind == "sub":
            out.append(Paragraph(esc(x), st.sub))
        elif kind == "sp":
            out.append(Spacer(1, x))
        elif kind == "break":
            out.append(PageBreak())
        elif kind == "flow":
            out.append(x)
        else:
            raise ValueError(kind)
    return out


def make_canvas_class(insurer, product, uin, style):
    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *a, **k):
            rl_canvas.Canvas.__init__(self, *a, **k)
            self._saved = []

        def showPage(self):
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            n = len(self._saved)
            for s in self._saved:
                self.__dict__.update(s)
                self.draw_frame(n)
                rl_canvas.Canvas.showPage(self)
            rl_canvas.Canvas.save(self)

        def draw_frame(self, n):
            w, h = A4
            p = self._pageNumber
            self.saveState()
            if style == "A":
                self.setFont("Serif-Bold", 8.5)
                self.drawString(18 * mm, h - 12 * mm, insurer)
                self.setFont("Serif", 8.5)
                self.drawRightString(w - 18 * mm, h - 12 * mm, product)
                self.setLineWidth(0.6)
                self.line(18 * mm, h - 14 * mm, w - 18 * mm, h - 14 * mm)
                self.line(18 * mm, 15 * mm, w - 18 * mm, 15 * mm)
                self.setFont("Serif", 7.8)
                self.drawString(18 * mm, 11 * mm, "%s | UIN: %s" % (product, uin))
                self.drawRightString(w - 18 * mm, 11 * mm, "Page %d of %d" % (p, n))
                if p == 1:
                    self.setFont("Serif", 7)
                    self.drawCentredString(w / 2, 7 * mm, SYNTH)
            else:
                self.setFillColor(colors.HexColor("#1f3b73"))
                self.rect(0, h - 13 * mm, w, 13 * mm, stroke=0, fill=1)
                self.setFillColor(colors.white)
                self.setFont("Sans-Bold", 8.5)
                self.drawString(15 * mm, h - 8.5 * mm, insurer)
                self.setFont("Sans", 8)
                self.drawRightString(w - 15 * mm, h - 8.5 * mm, "UIN: %s" % uin)
                self.setFillColor(colors.black)
                self.setFont("Sans", 7.6)
                self.drawString(15 * mm, 10 * mm, product + " \u2013 Policy Wordings")
                self.drawRightString(w - 15 * mm, 10 * mm, "%d" % p)
                if p == 1:
                    self.setFont("Sans", 7)
                    self.drawCentredString(w / 2, 5.5 * mm, SYNTH)
            self.restoreState()
    return NumberedCanvas


def render(path, flow, insurer, product, uin, style, margins):
    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=margins[0], rightMargin=margins[0],
                          topMargin=margins[1], bottomMargin=margins[2],
                          title="%s - %s" % (product, uin), author=insurer)
    fr = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="f")
    doc.addPageTemplates([PageTemplate(id="p", frames=[fr])])
    doc.build(flow, canvasmaker=make_canvas_class(insurer, product, uin, style))


# ----------------------------------------------------------------------------------------------------------
# Standard (IRDAI) definitions - the common text of all wordings, numbered by the caller
# ----------------------------------------------------------------------------------------------------------
STD_DEFS = [
    ("Accident", "means a sudden, unforeseen and involuntary event caused by external, visible and violent means."),
    ("Any one Illness", "means continuous period of illness and includes relapse within 45 days from the date of last consultation with the Hospital/Nursing Home where treatment was taken."),
    ("AYUSH Hospital", "is a healthcare facility wherein medical/surgical/para-surgical treatment procedures and interventions are carried out by AYUSH Medical Practitioner(s) comprising of any of the following: a. Central or State Government AYUSH Hospital; or b. Teaching hospital attached to AYUSH College recognized by the Central Government/Central Council of Indian Medicine/Central Council for Homeopathy; or c. AYUSH Hospital, standalone or co-located with in-patient healthcare facility of any recognized system of medicine, registered with the local authorities, wherever applicable, and is under the supervision of a qualified registered AYUSH Medical Practitioner and must comply with all the criteria as may be specified."),
    ("AYUSH Day Care Centre", "means and includes Community Health Centre (CHC), Primary Health Centre (PHC), Dispensary, Clinic, Polyclinic or any such health centre which is registered with the local authorities, wherever applicable and having facilities for carrying out treatment procedures and medical or surgical/para-surgical interventions or both under the supervision of registered AYUSH Medical Practitioner(s) on day care basis without in-patient services."),
    ("Cashless facility", "means a facility extended by the insurer to the insured where the payments, of the costs of treatment undergone by the insured in accordance with the Policy terms and conditions, are directly made to the network provider by the insurer to the extent pre-authorization is approved."),
    ("Condition Precedent", "means a Policy term or condition upon which the Insurer's liability under the Policy is conditional upon."),
    ("Congenital Anomaly", "means a condition which is present since birth, and which is abnormal with reference to form, structure or position. a) Internal Congenital Anomaly - Congenital anomaly which is not in the visible and accessible parts of the body. b) External Congenital Anomaly - Congenital anomaly which is in the visible and accessible parts of the body."),
    ("Co-Payment", "means a cost sharing requirement under a health insurance policy that provides that the policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does not reduce the Sum Insured."),
    ("Cumulative Bonus", "means any increase or addition in the Sum Insured granted by the insurer without an associated increase in premium."),
    ("Day Care Centre", "means any institution established for day care treatment of illness and/or injuries or a medical setup with a hospital and which has been registered with the local authorities, wherever applicable, and is under supervision of a registered and qualified medical practitioner AND must comply with all minimum criterion as under: i. has qualified nursing staff under its employment; ii. has qualified medical practitioner/s in charge; iii. has fully equipped operation theatre of its own where surgical procedures are carried out; iv. maintains daily records of patients and will make these accessible to the insurance company's authorized personnel."),
    ("Day Care Treatment", "means medical treatment, and/or surgical procedure which is: i. undertaken under General or Local Anaesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, and ii. which would have otherwise required hospitalization of more than 24 hours. Treatment normally taken on an out-patient basis is not included in the scope of this definition."),
    ("Deductible", "means a cost sharing requirement under a health insurance policy that provides that the insurer will not be liable for a specified rupee amount in case of indemnity policies and for a specified number of days/hours in case of hospital cash policies which will apply before any benefits are payable by the insurer. A deductible does not reduce the Sum Insured."),
    ("Dental Treatment", "means a treatment related to teeth or structures supporting teeth including examinations, fillings (where appropriate), crowns, extractions and surgery."),
    ("Domiciliary Hospitalization", "means medical treatment for an illness/disease/injury which in the normal course would require care and treatment at a hospital but is actually taken while confined at home under any of the following circumstances: i. the condition of the patient is such that he/she is not in a condition to be removed to a hospital, or ii. the patient takes treatment at home on account of non availability of room in a hospital."),
    ("Emergency Care", "means management for an illness or injury which results in symptoms which occur suddenly and unexpectedly, and requires immediate care by a medical practitioner to prevent death or serious long term impairment of the insured person's health."),
    ("Grace Period", "means the specified period of time, immediately following the premium due date during which premium payment can be made to renew or continue a policy in force without loss of continuity benefits pertaining to waiting periods and coverage of pre-existing diseases. Coverage need not be available during the period for which no premium is received."),
    ("Hospital", "means any institution established for in-patient care and day care treatment of illness and/or injuries and which has been registered as a hospital with the local authorities under the Clinical Establishments (Registration and Regulation) Act 2010 or under enactments specified under the Schedule of Section 56(1) of the said Act OR complies with all minimum criteria as under: i. has qualified nursing staff under its employment round the clock; ii. has at least 10 in-patient beds in towns having a population of less than 10,00,000 and at least 15 in-patient beds in all other places; iii. has qualified medical practitioner(s) in charge round the clock; iv. has a fully equipped operation theatre of its own where surgical procedures are carried out; v. maintains daily records of patients and makes these accessible to the insurance company's authorized personnel."),
    ("Hospitalization", "means admission in a Hospital for a minimum period of 24 consecutive 'In-patient Care' hours except for specified procedures/treatments, where such admission could be for a period of less than 24 consecutive hours."),
    ("Illness", "means a sickness or a disease or pathological condition leading to the impairment of normal physiological function and requires medical treatment. (a) Acute condition - is a disease, illness or injury that is likely to respond quickly to treatment which aims to return the person to his or her state of health immediately before suffering the disease/illness/injury which leads to full recovery. (b) Chronic condition - is defined as a disease, illness, or injury that has one or more of the following characteristics: it needs ongoing or long-term monitoring through consultations, examinations, check-ups, and/or tests; it needs ongoing or long-term control or relief of symptoms; it requires rehabilitation for the patient or for the patient to be specially trained to cope with it; it continues indefinitely; it recurs or is likely to recur."),
    ("Injury", "means accidental physical bodily harm excluding illness or disease solely and directly caused by external, violent and visible and evident means which is verified and certified by a Medical Practitioner."),
    ("Intensive Care Unit", "means an identified section, ward or wing of a hospital which is under the constant supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous monitoring and treatment of patients who are in a critical condition, or require life support facilities and where the level of care and supervision is considerably more sophisticated and intensive than in the ordinary and other wards."),
    ("ICU Charges", "or (Intensive Care Unit) Charges means the amount charged by a Hospital towards ICU expenses which shall include the expenses for ICU bed, general medical support services provided to any ICU patient including monitoring devices, critical care nursing and intensivist charges."),
    ("In-Patient Care", "means treatment for which the insured person has to stay in a hospital for more than 24 hours for a covered event."),
    ("Medical Advice", "means any consultation or advice from a Medical Practitioner including the issuance of any prescription or follow-up prescription."),
    ("Medical Expenses", "means those expenses that an Insured Person has necessarily and actually incurred for medical treatment on account of Illness or Accident on the advice of a Medical Practitioner, as long as these are no more than would have been payable if the Insured Person had not been insured and no more than other hospitals or doctors in the same locality would have charged for the same medical treatment."),
    ("Medically Necessary Treatment", "means any treatment, tests, medication, or stay in hospital or part of a stay in hospital which: i. is required for the medical management of the illness or injury suffered by the insured; ii. must not exceed the level of care necessary to provide safe, adequate and appropriate medical care in scope, duration, or intensity; iii. must have been prescribed by a medical practitioner; iv. must conform to the professional standards widely accepted in international medical practice or by the medical community in India."),
    ("Network Provider", "means hospitals or health care providers enlisted by an insurer, TPA or jointly by an Insurer and TPA to provide medical services to an insured by a cashless facility."),
    ("Non- Network Provider", "means any hospital, day care centre or other provider that is not part of the network."),
    ("Notification of Claim", "means the process of intimating a claim to the insurer or TPA through any of the recognized modes of communication."),
    ("OPD treatment", "means the one in which the Insured visits a clinic / hospital or associated facility like a consultation room for diagnosis and treatment based on the advice of a Medical Practitioner. The Insured is not admitted as a day care or in-patient."),
    ("Pre-Existing Disease", "means any condition, ailment, injury or disease: a) That is/are diagnosed by a physician not more than 36 months prior to the date of commencement of the policy issued by the insurer; or b) For which medical advice or treatment was recommended by, or received from, a physician, not more than 36 months prior to the date of commencement of the policy."),
    ("Pre-hospitalization Medical Expenses", "means medical expenses incurred during pre-defined number of days preceding the hospitalization of the Insured Person, provided that: i. Such Medical Expenses are incurred for the same condition for which the Insured Person's Hospitalization was required, and ii. The In-patient Hospitalization claim for such Hospitalization is admissible by the Insurance Company."),
    ("Post-hospitalization Medical Expenses", "means medical expenses incurred during pre-defined number of days immediately after the insured person is discharged from the hospital provided that: i. Such Medical Expenses are for the same condition for which the insured person's hospitalization was required, and ii. The inpatient hospitalization claim for such hospitalization is admissible by the insurance company."),
    ("Portability", "means the right accorded to an individual health insurance policyholder (including all members under family cover), to transfer the credit gained for pre-existing conditions and time bound exclusions, from one insurer to another insurer."),
    ("Qualified Nurse", "means a person who holds a valid registration from the Nursing Council of India or the Nursing Council of any state in India."),
    ("Reasonable and Customary Charges", "means the charges for services or supplies, which are the standard charges for the specific provider and consistent with the prevailing charges in the geographical area for identical or similar services, taking into account the nature of the illness / injury involved."),
    ("Renewal", "means the terms on which the contract of insurance can be renewed on mutual consent with a provision of grace period for treating the renewal continuous for the purpose of gaining credit for pre-existing diseases, time-bound exclusions and for all waiting periods."),
    ("Room Rent", "means the amount charged by a Hospital towards Room and Boarding expenses and shall include the associated medical expenses."),
    ("Unproven/Experimental treatment", "means the treatment including drug experimental therapy which is not based on established medical practice in India, is experimental or unproven."),
]


def std_defs(prefix, skip=()):
    out = []
    n = 0
    for term, text in STD_DEFS:
        if term in skip:
            continue
        n += 1
        out.append(("ib", ("%s%d %s" % (prefix, n, term), text)))
    return out, n


# Standard exclusions Excl04-Excl18 (text per IRDAI Master Circular 2020, Chapter III)
def std_excl(num_fmt, start, code_fmt, include_18=True):
    ex = [
        ("Investigation & Evaluation", "Excl04", ["Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded.", "Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded."]),
        ("Rest Cure, rehabilitation and respite care", "Excl05", ["Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care either at home or in a nursing facility for personal care such as help with activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual needs."]),
        ("Obesity/ Weight Control", "Excl06", ["Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor; 2) The surgery/Procedure conducted should be supported by clinical protocols; 3) The member has to be 18 years of age or older and 4) Body Mass Index (BMI): a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the following severe co-morbidities following failure of less invasive methods of weight loss: i. Obesity-related cardiomyopathy; ii. Coronary heart disease; iii. Severe Sleep Apnea; iv. Uncontrolled Type2 Diabetes."]),
        ("Change-of-Gender treatments", "Excl07", ["Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex."]),
        ("Cosmetic or plastic Surgery", "Excl08", ["Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner."]),
        ("Hazardous or Adventure sports", "Excl09", ["Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving."]),
        ("Breach of law", "Excl10", ["Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent."]),
        ("Excluded Providers", "Excl11", ["Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not admissible. However, in case of life threatening situations or following an accident, expenses up to the stage of stabilization are payable but not the complete claim."]),
        ("Alcoholism, drug or substance abuse", "Excl12", ["Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof."]),
        ("Health hydros, nature cure clinics", "Excl13", ["Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons."]),
        ("Dietary supplements", "Excl14", ["Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure."]),
        ("Refractive Error", "Excl15", ["Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres."]),
        ("Unproven Treatments", "Excl16", ["Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness."]),
        ("Sterility and Infertility", "Excl17", ["Expenses related to sterility and infertility. This includes: (i) Any type of contraception, sterilization; (ii) Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI; (iii) Gestational Surrogacy; (iv) Reversal of sterilization."]),
        ("Maternity", "Excl18", ["Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy;", "Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period."]),
    ]
    out = []
    n = start
    for name, code, paras in ex:
        if code == "Excl18" and not include_18:
            continue
        out.append(("h2", num_fmt % n + " " + code_fmt % (name, code)))
        for j, t in enumerate(paras):
            if len(paras) > 1:
                t = "%s) %s" % ("abcdef"[j], t) if code != "Excl18" else "%s. %s" % (["i", "ii"][j], t)
            out.append(("i", t))
        n += 1
    return out, n


SPECIFIED_LIST_A = [
    "Cataract", "Benign Prostatic Hypertrophy", "Hernia of all types, Hydrocele",
    "Fissure / Fistula in ano, Haemorrhoids (piles), Pilonidal sinus", "Sinusitis and related disorders, Deviated nasal septum",
    "Tonsillitis and Adenoidectomy", "Calculus diseases of the gall bladder and urogenital system (kidney stones, ureteric stones)",
    "Gastric and duodenal ulcers", "Hysterectomy for menorrhagia, fibroids or prolapse of uterus",
    "Non-infective arthritis, gout, rheumatism, osteoarthritis and osteoporosis",
    "Joint replacement surgery (unless necessitated by an Accident)", "Varicose veins and varicose ulcers",
    "Internal tumours, cysts, nodules, polyps, breast lumps (benign)", "Intervertebral disc disorders",
    "Chronic kidney disease and end stage renal failure", "Cirrhosis and diseases of the liver",
]

MODERN = [
    "Uterine Artery Embolization and HIFU (High intensity focused ultrasound)", "Balloon Sinuplasty",
    "Deep Brain stimulation", "Oral chemotherapy", "Immunotherapy - Monoclonal Antibody to be given as injection",
    "Intra vitreal injections", "Robotic surgeries", "Stereotactic radio surgeries", "Bronchical Thermoplasty",
    "Vaporisation of the prostate (Green laser treatment or holmium laser treatment)",
    "IONM - (Intra Operative Neuro Monitoring)",
    "Stem cell therapy: Hematopoietic stem cells for bone marrow transplant for haematological conditions",
]

# ==========================================================================================================
# WORDING A - Reliance General, Health Kavach Policy
# ==========================================================================================================
A_INS = "Reliance General Insurance Company Limited"
A_PROD = "Health Kavach Policy"
A_UIN = "RELHLIP26031V012526"
A_STEM = "RelianceGeneral_Health-Kavach_" + A_UIN


def wording_a():
    st = Styles("Serif", 9.0, 11.8)
    it = []
    it += [("title", A_INS.upper()), ("sub", "HEALTH KAVACH POLICY"), ("sub", "POLICY WORDING"),
           ("sub", "UIN: " + A_UIN), ("sp", 6)]
    it += [("h1", "1. PREAMBLE AND OPERATIVE CLAUSE"),
           ("p", "This Health Kavach Policy is a contract of insurance issued by Reliance General Insurance Company Limited (hereinafter called the 'Company', 'We', 'Our' or 'Us') to the Policyholder named in the Policy Schedule (hereinafter called 'You' or 'Your'). The Policy is issued on the basis of the Proposal and declaration, together with any statement, report or other document submitted by You, which shall form the basis of this contract and are deemed to be incorporated herein, and on receipt of the full premium."),
           ("p", "Subject always to the terms, conditions, limits and exclusions of this Policy, and to the limits shown against the Sum Insured band in Table 1, We will indemnify the Insured Person for Medical Expenses reasonably and necessarily incurred for Hospitalisation or Day Care Treatment of an Illness contracted or an Injury sustained during the Policy Period. Our total liability during a Policy Year shall not exceed the Sum Insured shown in the Policy Schedule together with any Cumulative Bonus earned and any restored amount."),
           ("p", "The Policy may be issued on an Individual basis, where each Insured Person has a separate Sum Insured, or on a Family Floater basis, where the Sum Insured is available to all Insured Persons together. The Sum Insured can be opted from Rs. 3,00,000, Rs. 5,00,000, Rs. 10,00,000, Rs. 15,00,000, Rs. 20,00,000 and Rs. 25,00,000 per Policy Year.")]
    it += [("h1", "2. DEFINITIONS"),
           ("p", "The terms defined below have the meanings ascribed to them wherever they appear in this Policy and, where the context so requires, references to the singular include the plural and references to the male gender include the female."),
           ("h2", "2.A Standard Definitions")]
    d, n = std_defs("2.A.")
    it += d
    it += [("h2", "2.B Specific Definitions"),
           ("ib", ("2.B.1 Associated Medical Expenses", "means the charges for nursing, the fees of the treating Medical Practitioner and surgeon, operation theatre charges and room-related service charges that vary with the category of room occupied. Pharmacy, consumables, implants, medical devices and diagnostic tests are not Associated Medical Expenses.")),
           ("ib", ("2.B.2 Insured Person", "means the person(s) named in the Policy Schedule on whom the insurance cover is in force.")),
           ("ib", ("2.B.3 Medical Practitioner", "means a person who holds a valid registration from the Medical Council of any State or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of India or a State Government and is thereby entitled to practice medicine within its jurisdiction, and is acting within the scope and jurisdiction of the licence. The Medical Practitioner shall not be the Insured Person or a close family member.")),
           ("ib", ("2.B.4 Policy Year", "means a period of twelve months beginning from the date of commencement of the Policy Period and ending on the last day of such twelve-month period.")),
           ("ib", ("2.B.5 Single Private Room", "means an air-conditioned room in a Hospital with one patient bed and an attached washroom, where a single patient is accommodated. A room with a sofa or couch for an attendant is a Single Private Room; a suite, deluxe room or any room with a separate living area is not.")),
           ("ib", ("2.B.6 Sum Insured", "means the amount shown in the Policy Schedule which is the maximum liability of the Company for any and all claims made in a Policy Year in respect of the Insured Person (individual cover) or all Insured Persons together (floater cover).")),
           ("ib", ("2.B.7 Entry Age", "means the completed age in years of an Insured Person on the date on which he or she was first covered under this Policy with Us without break."))]

    # ---- Section 3 benefits
    it += [("h1", "3. WHAT WE COVER"),
           ("h2", "3.1 In-patient Hospitalisation"),
           ("p", "If an Insured Person is required to be admitted in a Hospital for In-patient Care for a minimum period of 24 consecutive hours upon the written advice of a Medical Practitioner, We will pay the following Medical Expenses incurred during the admission, subject to the per day limits of Table 1 below:"),
           ("i", "a) Accommodation charges - room, boarding and nursing expenses as provided by the Hospital, up to the 'Room rent per day' shown against the Sum Insured in Table 1;"),
           ("i", "b) Intensive Care Unit (ICU / ICCU) charges, up to the 'ICU per day' shown against the Sum Insured in Table 1;"),
           ("i", "c) Fees of the surgeon, anaesthetist, Medical Practitioner, consultants and specialists;"),
           ("i", "d) Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, diagnostic procedures, dialysis, chemotherapy, radiotherapy, and the cost of prosthetic and other devices implanted during a surgical procedure such as pacemaker and orthopaedic implants.")]
    tdata = [["Sum Insured\n(per Policy Year)", "Room rent\nper day", "ICU per day", "Ambulance per\nhospitalisation", "Cataract\nper eye"],
             ["Rs. 3,00,000", "Rs. 3,000", "Rs. 6,000", "Rs. 1,500", "Rs. 25,000"],
             ["Rs. 5,00,000", "Rs. 5,000", "Rs. 10,000", "Rs. 2,000", "Rs. 40,000"],
             ["Rs. 10,00,000 and above", "Single private room", "No limit", "Rs. 3,000", "Rs. 60,000"]]
    t = Table(tdata, colWidths=[42 * mm, 34 * mm, 26 * mm, 34 * mm, 28 * mm])
    t.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, 0), "Serif-Bold", 8.4), ("FONT", (0, 1), (-1, -1), "Serif", 8.4),
        ("GRID", (0, 0), (-1, -1), 0.7, colors.black), ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dddddd")),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    it += [("sp", 4), ("flow", KeepTogether([Paragraph("Table 1 - Limits by Sum Insured band", st.h2), t])), ("sp", 4),
           ("p", "Note to Table 1: The limits apply per Insured Person. The band is read against the Sum Insured of the Policy Year in which the admission begins; the Cumulative Bonus and any restored amount do not move an Insured Person into a higher band. For Sum Insured of Rs. 15,00,000, Rs. 20,00,000 and Rs. 25,00,000 the row 'Rs. 10,00,000 and above' applies."),
           ("h2", "3.1.1 Proportionate deduction"),
           ("p", "If the Insured Person is admitted in a room whose rent per day is higher than the room rent per day applicable in Table 1, We shall pay the Associated Medical Expenses only in the same proportion as the eligible room rent per day bears to the actual room rent per day. Where the eligible accommodation is a Single Private Room and the Insured Person occupies a higher room category, the proportion is worked out with the Hospital's tariff for a Single Private Room. This deduction shall not apply to pharmacy, consumables, implants, medical devices and diagnostics, nor to ICU charges. In Hospitals which do not have differential billing by room category, no proportionate deduction shall be made."),
           ("p", "ICU charges above the ICU per day limit in Table 1 are not payable for the excess; no other item of the bill is reduced because of the ICU limit."),
           ("h2", "3.2 Pre-hospitalisation Medical Expenses"),
           ("p", "We will pay the Pre-hospitalisation Medical Expenses incurred up to 30 days immediately before the date of admission, provided that a claim for the corresponding Hospitalisation has been admitted by Us under 3.1."),
           ("h2", "3.3 Post-hospitalisation Medical Expenses"),
           ("p", "We will pay the Post-hospitalisation Medical Expenses incurred up to 60 days immediately after the date of discharge, for the same condition, provided the Hospitalisation claim has been admitted under 3.1."),
           ("h2", "3.4 Day Care Treatment"),
           ("p", "Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre are payable up to the Sum Insured, in place of In-patient Hospitalisation. The list of Day Care Treatments is indicative; any procedure which satisfies the definition in 2.A.11 is covered. OPD treatment is not a Day Care Treatment."),
           ("h2", "3.5 Road Ambulance"),
           ("p", "We will reimburse the charges of a registered road ambulance service for transferring the Insured Person to the nearest Hospital in an Emergency, or from one Hospital to another for better medical facilities, up to the amount per hospitalisation shown in Table 1 for the Insured Person's Sum Insured band. Charges for an ambulance used to take the Insured Person home after discharge are not payable."),
           ("h2", "3.6 Cataract Surgery"),
           ("p", "Expenses for surgery of cataract are payable up to the amount per eye given in Table 1, which is the most We will pay for each eye in a Policy Year, inclusive of the lens, pre-hospitalisation and post-hospitalisation expenses. Cataract is subject to the waiting period of 4.2."),
           ("h2", "3.7 AYUSH Treatment"),
           ("p", "In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy systems of medicine taken in an AYUSH Hospital is covered up to 25 percent of the Sum Insured in a Policy Year. Treatment in an AYUSH Day Care Centre is payable within the same limit."),
           ("h2", "3.8 Domiciliary Hospitalisation"),
           ("p", "Medical Expenses for Domiciliary Hospitalisation lasting for more than three consecutive days are covered up to 10% of the Sum Insured per Policy Year. Pre-hospitalisation and post-hospitalisation expenses are not payable in respect of Domiciliary Hospitalisation. Treatment of asthma, bronchitis, chronic nephritis, diarrhoea and dysentery, epilepsy, hypertension, influenza, arthritis, psychiatric or psychosomatic disorders and pyrexia of unknown origin is not covered under this benefit."),
           ("h2", "3.9 Organ Donor Expenses"),
           ("p", "We will cover the in-patient expenses incurred for harvesting an organ from the donor where an Insured Person is the recipient, up to the Sum Insured, provided the organ donation conforms to the Transplantation of Human Organs Act, 1994 and the recipient's claim is admissible under 3.1. Pre- and post-hospitalisation expenses of the donor, and the cost of acquiring the organ, are not covered."),
           ("h2", "3.10 Modern Treatment Methods and Advancement in Technologies"),
           ("p", "The following procedures, when taken as In-patient Care or as Day Care Treatment, are covered up to a limit of 50% of the Sum Insured per Policy Year, and not up to the full Sum Insured:")]
    for j, m in enumerate(MODERN):
        it.append(("i", "%s. %s" % ("abcdefghijkl"[j], m)))
    it += [("h2", "3.11 Restoration of Sum Insured"),
           ("p", "If the Sum Insured and Cumulative Bonus are exhausted or partly used by claims admitted in a Policy Year, 100% of the Sum Insured shall be restored once in that Policy Year. The restored amount is available only for claims for an Illness or Injury unrelated to the one for which the earlier claim was paid, cannot be used for the first claim, and unutilised restoration is not carried forward to the next Policy Year."),
           ("h2", "3.12 Cumulative Bonus"),
           ("p", "For every claim-free Policy Year, the Sum Insured for the following year shall be increased by 10% of the expiring base Sum Insured, subject to a maximum of 50% of the base Sum Insured. If a claim is made in a Policy Year, the Cumulative Bonus will be reduced by 10% of the base Sum Insured in the following year, but the Sum Insured will not be reduced below the base Sum Insured. Under a Family Floater, the bonus is earned only if no claim is made by any Insured Person."),
           ("h2", "3.13 Preventive Health Check-up"),
           ("p", "At the end of every block of two continuous Policy Years with Us, each adult Insured Person may undergo a health check-up at Our empanelled centres, the cost being reimbursed up to 1% of the Sum Insured subject to a maximum of Rs.5,000/- per Insured Person. The benefit is available irrespective of claims and does not reduce the Sum Insured."),
           ("h2", "3.14 Co-payment"),
           ("p", "An Insured Person whose Entry Age is 61 years or more shall bear 20% of each and every admissible claim under this Policy, including claims for pre- and post-hospitalisation expenses. The co-payment is applied on the admissible amount after applying the limits of Table 1 and the sub-limits of Section 3. No co-payment applies to an Insured Person who entered the Policy at 60 years of age or below, even after he or she crosses 61.")]

    # ---- Section 4 waiting periods
    it += [("h1", "4. WAITING PERIODS"),
           ("p", "The following waiting periods apply to all claims unless otherwise stated. Each waiting period is reckoned from the date of inception of the first Health Kavach Policy with Us in respect of the Insured Person and is reduced to the extent of prior continuous coverage in case of portability."),
           ("h2", "4.1 Pre-Existing Diseases - Code- Excl01"),
           ("i", "a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer."),
           ("i", "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase."),
           ("i", "c) If the Insured Person is continuously covered without any break as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage."),
           ("i", "d) Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject to the same being declared at the time of application and accepted by Insurer."),
           ("h2", "4.2 Specified disease/procedure waiting period - Code- Excl02"),
           ("i", "a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This exclusion shall not be applicable for claims arising due to an accident."),
           ("i", "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase."),
           ("i", "c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of the two waiting periods shall apply."),
           ("i", "d) The waiting period for listed conditions shall apply even if contracted after the policy or declared and accepted without a specific exclusion."),
           ("i", "e) If the Insured Person is continuously covered without any break as defined under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage."),
           ("i", "f) List of specific diseases/procedures:")]
    for j, s in enumerate(SPECIFIED_LIST_A):
        it.append(("i2", "%d. %s" % (j + 1, s)))
    it += [("h2", "4.3 30-day waiting period - Code- Excl03"),
           ("i", "a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered."),
           ("i", "b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months."),
           ("i", "c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently.")]

    # ---- Section 5 exclusions
    it += [("h1", "5. WHAT WE DO NOT COVER - PERMANENT EXCLUSIONS"),
           ("p", "We shall not be liable to make any payment under this Policy in respect of any expenses whatsoever incurred by any Insured Person in connection with or in respect of:")]
    ex, n = std_excl("5.%d", 1, "%s - Code- %s")
    it += ex
    it += [("h2", "5.%d Other exclusions specific to this Policy" % n),
           ("i", "a) War, invasion, act of foreign enemy, hostilities (whether war be declared or not), civil war, rebellion, revolution, or nuclear, chemical or biological contamination;"),
           ("i", "b) Dental Treatment unless arising from an Accident and requiring Hospitalisation; spectacles, contact lenses, hearing aids and walkers;"),
           ("i", "c) Any expenses for pregnancy, childbirth, pre-natal and post-natal care and the new born baby. Maternity is not covered under this Policy;"),
           ("i", "d) Treatment taken outside India, and expenses which are not Medically Necessary Treatment;"),
           ("i", "e) The items listed in Annexure I (List of expenses not payable), unless they form part of a package charge of the Hospital.")]

    # ---- Section 6 general conditions
    it += [("h1", "6. GENERAL TERMS AND CLAUSES"),
           ("h2", "6.1 Disclosure of Information"),
           ("p", "The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the policyholder. (Explanation: 'Material facts' for the purpose of this policy shall mean all relevant information sought by the company in the proposal form and other connected documents to enable it to take informed decision in the context of underwriting the risk.)"),
           ("h2", "6.2 Condition Precedent to Admission of Liability"),
           ("p", "The terms and conditions of the policy must be fulfilled by the insured person for the Company to make any payment for claim(s) arising under the policy."),
           ("h2", "6.3 Claim Settlement (provision for Penal Interest)"),
           ("p", "The Company shall settle or reject a claim, as the case may be, within 15 days from the date of receipt of the last necessary document. In the case of delay in the payment of a claim, the Company shall be liable to pay interest to the policyholder from the date of receipt of last necessary document to the date of payment of claim at a rate 2% above the bank rate."),
           ("h2", "6.4 Complete Discharge"),
           ("p", "Any payment to the policyholder, insured person or his/her nominees or his/her legal representative or assignee or to the Hospital, as the case may be, for any benefit under the policy shall be a valid discharge towards payment of claim by the Company to the extent of that amount for the particular claim."),
           ("h2", "6.5 Multiple Policies"),
           ("p", "In case of multiple policies taken by an insured person during a period from one or more insurers to indemnify treatment costs, the insured person shall have the right to require a settlement of his/her claim in terms of any of his/her policies. In all such cases the insurer chosen by the insured person shall be obliged to settle the claim as long as the claim is within the limits of and according to the terms of the chosen policy."),
           ("h2", "6.6 Fraud"),
           ("p", "If any claim made by the insured person, is in any respect fraudulent, or if any false statement, or declaration is made or used in support thereof, or if any fraudulent means or devices are used by the insured person or anyone acting on his/her behalf to obtain any benefit under this policy, all benefits under this policy and the premium paid shall be forfeited. Any amount already paid against claims made under this policy but which are found fraudulent later shall be repaid by all recipient(s)/policyholder(s), who has made that particular claim, who shall be jointly and severally liable for such repayment to the insurer."),
           ("h2", "6.7 Cancellation"),
           ("p", "The policyholder may cancel this policy by giving 7 days' written notice, and in such an event, the Company shall refund premium for the unexpired policy period on a pro-rata basis, provided no claim has been paid or is pending. The Company may cancel the policy at any time on grounds of misrepresentation, non-disclosure of material facts or fraud by the insured person by giving 7 days' written notice. There would be no refund of premium on cancellation on grounds of misrepresentation, non-disclosure of material facts or fraud."),
           ("h2", "6.8 Free Look Period"),
           ("p", "The Free Look Period shall be applicable on new individual health insurance policies and not on renewals or at the time of porting/migrating the policy. The insured person shall be allowed a free look period of thirty days from date of receipt of the policy document to review the terms and conditions of the policy, and to return the same if not acceptable. If the insured has not made any claim during the Free Look Period, the insured shall be entitled to a refund of the premium paid less the expenses incurred by the Company on medical examination of the insured person and the stamp duty charges."),
           ("h2", "6.9 Renewal of Policy"),
           ("p", "The policy shall ordinarily be renewable except on grounds of fraud, misrepresentation by the insured person. The Company shall endeavour to give notice for renewal; however, the Company is not under obligation to give any notice for renewal. Renewal shall not be denied on the ground that the insured person had made a claim or claims in the preceding policy years. Request for renewal along with requisite premium shall be received by the Company before the end of the policy period. At the end of the policy period, the policy shall terminate and can be renewed within the Grace Period of 30 days to maintain continuity of benefits without break in policy. Coverage is not available during the grace period. No loading shall apply on renewals based on individual claims experience."),
           ("h2", "6.10 Migration and Portability"),
           ("p", "The insured person will have the option to migrate the policy to other health insurance products/plans offered by the Company, and the option to port the policy to other insurers, by applying to the Company at least 30 days before, but not earlier than 60 days from the policy renewal date, as per IRDAI guidelines. If such person is presently covered and has been continuously covered without any lapses under any health insurance product/plan, the proposed insured person will get the accrued continuity benefits in waiting periods."),
           ("h2", "6.11 Moratorium Period"),
           ("p", "After completion of sixty continuous months of coverage (including portability and migration), no claim shall be contestable by the Company on grounds of non-disclosure or misrepresentation, except on grounds of established fraud. This period of sixty continuous months is called the moratorium period. The wordings of this Policy shall be subject to the moratorium for the Sum Insured of the first policy and, for any enhancement, from the date of enhancement."),
           ("h2", "6.12 Possibility of Revision of Terms and Withdrawal of Product"),
           ("p", "The Company, with prior approval of IRDAI, may revise or modify the terms of the policy including the premium rates. The insured person shall be notified three months before the changes are effected. In the likelihood of this product being withdrawn in future, the Company will intimate the insured person about the same 90 days prior to expiry of the policy, and the insured person shall have the option to migrate to a similar health insurance product available with the Company."),
           ("h2", "6.13 Nomination"),
           ("p", "The policyholder is required at the inception of the policy to make a nomination for the purpose of payment of claims under the policy in the event of death of the policyholder. Any change of nomination shall be communicated to the Company in writing and such change shall be effective only when an endorsement on the policy is made."),
           ("h2", "6.14 Premium Payment"),
           ("p", "The premium is payable annually in advance. The Policy does not offer payment of premium in instalments. Premium rates are based on the age band and Sum Insured of each Insured Person and the zone of residence shown in the Policy Schedule.")]

    # ---- Section 7 claims
    it += [("h1", "7. CLAIM PROCEDURE"),
           ("h2", "7.1 Notification of Claim"),
           ("p", "Notice of claim with particulars relating to the Policy number, name of the Insured Person, nature of Illness or Injury and name and address of the attending Medical Practitioner/Hospital shall be given to Us or Our TPA:"),
           ("i", "a) In case of an Emergency Hospitalisation, within 24 hours of admission or before discharge from the Hospital, whichever is earlier;"),
           ("i", "b) In case of a planned Hospitalisation, at least 72 hours prior to the date of admission."),
           ("h2", "7.2 Cashless Facility"),
           ("p", "Cashless facility is available only at Network Providers. The Insured Person shall present the health card and a photo identity proof at the Hospital, which will send the pre-authorisation request to Us or the TPA. We shall decide on a request for cashless authorisation within one hour of its receipt, and on the final discharge authorisation within three hours of receipt of the discharge request from the Hospital. Where cashless is denied, the Insured Person may claim reimbursement; a denial of cashless is not a rejection of the claim."),
           ("h2", "7.3 Reimbursement"),
           ("p", "For reimbursement claims, the documents in 7.4 shall be submitted within 30 days of the date of discharge from the Hospital. Documents for post-hospitalisation expenses shall be submitted within 15 days of completion of post-hospitalisation treatment. Delay beyond these timelines may be condoned where it is shown to be due to reasons beyond the control of the claimant."),
           ("h2", "7.4 Documents"),
           ("p", "Duly completed claim form; photo identity proof of the patient; medical practitioner's prescription advising admission; original bills with itemised break-up; payment receipts; discharge summary; investigation reports with the prescriptions advising them; operation theatre notes; sticker or invoice of implants; MLC / FIR copy in accident cases where registered; cancelled cheque or bank details (NEFT) of the proposer; KYC documents where the claim exceeds Rs. 1 lakh."),
           ("h2", "7.5 Payment of claims"),
           ("p", "All claims will be payable in Indian Rupees and shall be paid in the order of Section 3 limits, then co-payment, then the balance Sum Insured available. Claim amounts are paid to the Policyholder or, for cashless claims, to the Network Provider.")]

    # ---- Section 8 grievance
    it += [("h1", "8. GRIEVANCE REDRESSAL"),
           ("p", "If You have a grievance about any matter relating to the Policy, You may contact Our branch office or customer service desk, or write to the Grievance Redressal Officer at the address printed in the Policy Schedule. We shall acknowledge the grievance within 24 hours and resolve it within 14 days of its receipt. If You are not satisfied with Our response, You may escalate the grievance to IRDAI through the Bima Bharosa portal (bimabharosa.irdai.gov.in)."),
           ("p", "If the grievance remains unresolved, or the resolution is not acceptable, You may approach the Insurance Ombudsman within whose jurisdiction Our office that issued the Policy is situated, in accordance with the Insurance Ombudsman Rules, 2017, within one year of Our final reply. The list of Ombudsman offices is in Annexure II."),
           ("break", None)]

    # ---- Annexures
    it += [("h1", "ANNEXURE I - LIST OF EXPENSES NOT PAYABLE (EXTRACT OF LIST I)"),
           ("p", "The following items are not payable under this Policy (the complete list of non-medical items published by IRDAI is available on Our website):")]
    nonpay = ["Baby food", "Baby utilities charges", "Beauty services", "Belts/ braces", "Buds", "Cold pack/hot pack",
              "Carry bags", "Email / internet charges", "Food charges (other than patient's diet provided by hospital)",
              "Leggings", "Laundry charges", "Mineral water", "Sanitary pad", "Telephone charges",
              "Guest services", "Crepe bandage", "Diaper of any type", "Eyelet collar", "Slings", "Blood grouping and cross matching of donors samples",
              "Service charges where nursing charge also charged", "Television charges", "Surcharges", "Attendant charges",
              "Extra diet of patient (other than that which forms part of bed charge)", "Birth certificate",
              "Certificate charges", "Courier charges", "Conveyance charges", "Medical certificate",
              "Medical records", "Photocopies charges", "Mortuary charges", "Walking aids charges",
              "Oxygen cylinder (for usage outside the hospital)", "Spacer", "Spirometre", "Nebulizer kit",
              "Steam inhaler", "Armsling", "Thermometer", "Cervical collar", "Splint", "Diabetic foot wear",
              "Knee braces (long/ short/ hinged)", "Knee immobilizer/shoulder immobilizer", "Lumbo sacral belt",
              "Nimbus bed or water or air bed charges", "Ambulance collar", "Ambulance equipment",
              "Abdominal binder", "Private nurses charges - special nursing charges", "Sugar free tablets",
              "Creams powders lotions (toiletries are not payable, only prescribed medical pharmaceuticals payable)",
              "ECG electrodes", "Gloves", "Nebulisation kit", "Kidney tray", "Mask", "Ounce glass", "Oxygen mask",
              "Pelvic traction belt", "Pan can", "Trolly cover", "Urometer, urine jug", "Vasofix safety"]
    rows = []
    half = (len(nonpay) + 1) // 2
    for k in range(half):
        r = ["%d. %s" % (k + 1, nonpay[k])]
        if k + half < len(nonpay):
            r.append("%d. %s" % (k + half + 1, nonpay[k + half]))
        else:
            r.append("")
        rows.append([Paragraph(esc(c), st.cell) for c in r])
    t2 = Table(rows, colWidths=[86 * mm, 86 * mm])
    t2.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    it += [("flow", t2), ("sp", 8),
           ("h1", "ANNEXURE II - OFFICES OF THE INSURANCE OMBUDSMAN"),
           ("p", "The Insurance Ombudsman offices and their areas of jurisdiction are listed below. Addresses and contact details are updated from time to time on the website of the Council for Insurance Ombudsmen (www.cioins.co.in).")]
    omb = [["Office", "Jurisdiction (States / Union Territories)"],
           ["Ahmedabad", "Gujarat, Dadra & Nagar Haveli, Daman and Diu"],
           ["Bengaluru", "Karnataka"], ["Bhopal", "Madhya Pradesh, Chhattisgarh"], ["Bhubaneswar", "Odisha"],
           ["Chandigarh", "Punjab, Haryana (excluding some districts), Himachal Pradesh, Jammu & Kashmir, Ladakh, Chandigarh"],
           ["Chennai", "Tamil Nadu, Puducherry Town and Karaikal"], ["Delhi", "Delhi and specified districts of Haryana"],
           ["Guwahati", "Assam, Meghalaya, Manipur, Mizoram, Arunachal Pradesh, Nagaland, Tripura"],
           ["Hyderabad", "Andhra Pradesh, Telangana, Yanam"], ["Jaipur", "Rajasthan"],
           ["Ernakulam", "Kerala, Lakshadweep, Mahe"], ["Kolkata", "West Bengal, Sikkim, Andaman & Nicobar Islands"],
           ["Lucknow", "Districts of Uttar Pradesh as notified"], ["Mumbai", "Goa, Mumbai Metropolitan Region (excluding Navi Mumbai and Thane)"],
           ["Noida", "Uttarakhand and districts of Uttar Pradesh as notified"], ["Patna", "Bihar, Jharkhand"],
           ["Pune", "Maharashtra (excluding Mumbai Metropolitan Region), Navi Mumbai, Thane"]]
    t3 = Table([[Paragraph(esc(c), st.cellb if i == 0 else st.cell) for c in r] for i, r in enumerate(omb)],
               colWidths=[35 * mm, 137 * mm])
    t3.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    it += [("flow", t3)]
    flow = build(it, st)
    path = os.path.join(HERE, A_STEM + ".pdf")
    render(path, flow, A_INS, A_PROD, A_UIN, "A", (19 * mm, 19 * mm, 20 * mm))
    return path


# ==========================================================================================================
# WORDING B - Universal Sompo, Sampoorna Super Top-Up Policy
# ==========================================================================================================
B_INS = "Universal Sompo General Insurance Company Limited"
B_PROD = "Sampoorna Super Top-Up Policy"
B_UIN = "UNIHLIP24015V012324"
B_STEM = "UniversalSompo_Sampoorna-Super-Top-Up_" + B_UIN

DAYCARE = [
    "Coronary angiography", "Percutaneous transluminal coronary angioplasty (PTCA)", "Insertion of permanent pacemaker",
    "Haemodialysis", "Peritoneal dialysis", "Chemotherapy (parenteral)", "Radiotherapy", "Brachytherapy",
    "Lithotripsy (ESWL) for kidney stones", "Cystoscopic removal of ureteric stone", "Transurethral resection of prostate (TURP)",
    "Cataract surgery with intra-ocular lens implant", "Vitrectomy", "Trabeculectomy for glaucoma", "Laser photocoagulation of retina",
    "Excision of chalazion", "Dacryocystorhinostomy (DCR)", "Tonsillectomy", "Adenoidectomy", "Myringotomy with grommet insertion",
    "Septoplasty", "Functional endoscopic sinus surgery (FESS)", "Laparoscopic cholecystectomy", "Laparoscopic appendicectomy",
    "Hernia repair (inguinal / umbilical)", "Haemorrhoidectomy", "Fissurectomy / anal sphincterotomy", "Fistulectomy",
    "Excision of pilonidal sinus", "Endoscopic removal of foreign body", "Upper GI endoscopy with therapeutic intervention",
    "Colonoscopic polypectomy", "Hydrocele surgery", "Circumcision (medically necessary)", "Dilatation and curettage (D&C)",
    "Hysteroscopic removal of polyp", "Arthroscopic knee surgery (meniscectomy)", "Closed reduction of fracture with plaster",
    "Removal of implant / K-wire", "Incision and drainage of abscess", "Skin grafting (split thickness)",
    "Excision of breast lump (benign)",
]

SPECIFIED_LIST_B = [
    "Cataract and other disorders of the lens", "Glaucoma", "Hernia, hydrocele, varicocele",
    "Haemorrhoids, fissure, fistula", "Benign enlargement of the prostate", "Stones in the kidney, ureter, bladder or gall bladder",
    "Deviated nasal septum, chronic sinusitis, tonsils and adenoids", "Benign tumours, cysts, polyps and fibroids of any organ",
    "Endometriosis, hysterectomy for non-malignant conditions", "Osteoarthritis, rheumatoid arthritis and joint replacement (other than following an Accident)",
    "Prolapsed intervertebral disc and other spinal disorders (other than following an Accident)", "Varicose veins of the lower limbs",
    "Gastric and duodenal ulcers, gastro-oesophageal reflux disease", "Chronic renal failure",
]


def wording_b():
    st = Styles("Sans", 8.8, 11.6)
    it = []
    it += [("title", B_INS), ("sub", "Sampoorna Super Top-Up Policy \u2013 Policy Wordings"), ("sub", "UIN: " + B_UIN),
           ("sp", 4)]
    it += [("h1", "PART A \u2013 PREAMBLE"),
           ("p", "Whereas the Insured named in the Schedule has made to Universal Sompo General Insurance Company Limited (hereinafter called the Company) a written proposal and declaration, which shall be the basis of this contract, and has paid the premium, the Company agrees, subject to the terms, conditions, exclusions and limitations contained herein or endorsed hereon, to pay the admissible Medical Expenses of the Insured Persons that exceed the Aggregate Deductible in a Policy Year, up to the Sum Insured."),
           ("p", "This is a super top-up indemnity policy. It does not pay the first part of the Medical Expenses of the Policy Year: that part, up to the Aggregate Deductible chosen by You, is to be borne by You or paid under any other health insurance policy. The Deductible is counted on the total of all admissible claims of the Policy Year and not on each claim separately.")]
    it += [("h1", "PART B \u2013 DEFINITIONS"), ("p", "For the purposes of this Policy, the following words and phrases have the meanings given below."),
           ("h2", "I. Standard Definitions")]
    d, n = std_defs("B.I.", skip=("Cumulative Bonus", "Domiciliary Hospitalization", "Co-Payment"))
    it += d
    it += [("h2", "II. Specific Definitions"),
           ("ib", ("B.II.1 Aggregate Deductible", "means the amount stated in the Schedule, chosen by You from the options of Table 1, up to which the admissible Medical Expenses of all the claims of the Insured Person (or of all Insured Persons together under a floater) in a Policy Year are not payable by Us. Only expenses which would be admissible under this Policy count towards the Aggregate Deductible.")),
           ("ib", ("B.II.2 Insured Person", "means the person(s) named in the Schedule.")),
           ("ib", ("B.II.3 Policy Year", "means a period of one year commencing on the start date of the Policy Period or on any anniversary thereof.")),
           ("ib", ("B.II.4 Schedule", "means the Policy Schedule attached to and forming part of this Policy, and any annexure or endorsement to it.")),
           ("ib", ("B.II.5 Sum Insured", "means the amount shown in the Schedule, which is Our maximum liability for all claims in a Policy Year in excess of the Aggregate Deductible.")),
           ("ib", ("B.II.6 We/Us/Our/Company", "means Universal Sompo General Insurance Company Limited. You/Your means the Insured named in the Schedule."))]

    # ---- Part C benefits
    it += [("h1", "PART C \u2013 BENEFITS"),
           ("h2", "C.1 Sum Insured and Aggregate Deductible"),
           ("p", "You may choose the Sum Insured and the Aggregate Deductible from the combinations in Table 1. The Sum Insured is available on an Individual basis or on a Family Floater basis for up to six members. The Aggregate Deductible cannot be changed during the Policy Year; it may be changed only at Renewal, subject to underwriting.")]
    t1 = [["Table 1", "", "", ""],
          ["Sum Insured (Rs.)", "Aggregate Deductible options (Rs.)", "", ""],
          ["", "2,00,000", "3,00,000", "5,00,000"],
          ["5,00,000", "Available", "Available", "Not available"],
          ["10,00,000", "Available", "Available", "Available"],
          ["15,00,000", "Available", "Available", "Available"],
          ["20,00,000", "Not available", "Available", "Available"]]
    tt = Table(t1, colWidths=[42 * mm, 40 * mm, 34 * mm, 34 * mm], hAlign="LEFT")
    tt.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Sans", 8.6), ("FONT", (0, 0), (-1, 2), "Sans-Bold", 8.6),
                            ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
                            ("ALIGN", (1, 2), (-1, -1), "CENTER")]))
    it += [("flow", tt), ("sp", 5),
           ("p", "Illustration: Sum Insured Rs. 10,00,000 with an Aggregate Deductible of Rs. 3,00,000. A first claim of Rs. 1,80,000 in the Policy Year is within the Deductible and is not payable. A second claim of Rs. 2,50,000 in the same Policy Year takes the total to Rs. 4,30,000, so We pay Rs. 1,30,000. Any further admissible claim of that Policy Year is payable in full, within the balance Sum Insured."),
           ("h2", "C.2 Schedule of Benefits")]
    t2 = [["Benefit", "Limit", "Clause"],
          ["Room, boarding & nursing", "No limit (actuals)", "C.3 (i)"],
          ["Intensive Care Unit", "No limit (actuals)", "C.3 (ii)"],
          ["Pre-hospitalisation", "60 days", "C.4"],
          ["Post-hospitalisation", "90 days", "C.5"],
          ["Day Care Treatment", "Covered up to SI", "C.6"],
          ["Road ambulance", "Rs. 2,500 per hospitalisation", "C.7"],
          ["Cataract", "20% of SI or Rs. 1,00,000, whichever is lower, per eye", "C.8"],
          ["AYUSH in-patient treatment", "Covered up to SI", "C.9"],
          ["Organ donor expenses", "Covered up to SI", "C.10"],
          ["Modern treatment methods", "Covered up to SI", "C.11"],
          ["Health check-up", "Rs. 2,000 per Insured Person", "C.12"],
          ["Domiciliary hospitalisation", "Not Covered", "D.3"],
          ["Maternity", "Not Covered", "D.2 (Excl18)"]]
    tb = Table(t2, colWidths=[52 * mm, 88 * mm, 26 * mm], hAlign="LEFT")
    tb.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Sans", 8.6), ("FONT", (0, 0), (-1, 0), "Sans-Bold", 8.6),
                            ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]))
    it += [("flow", tb), ("sp", 3),
           ("p", "All the limits in the Schedule of Benefits apply to the amount payable after the Aggregate Deductible and are within the Sum Insured, unless stated otherwise."),
           ("h2", "C.3 In-patient Treatment"),
           ("p", "We will pay the Medical Expenses in excess of the Aggregate Deductible for the Hospitalisation of an Insured Person for at least 24 consecutive hours for an Illness or Injury first occurring in the Policy Period, for:"),
           ("i", "(i) Room rent, boarding and nursing charges of the Hospital at actuals - there is no limit on room rent or room category under this Policy;"),
           ("i", "(ii) Intensive Care Unit and Intensive Cardiac Care Unit charges at actuals;"),
           ("i", "(iii) Surgeon, anaesthetist, medical practitioner, consultant and specialist fees;"),
           ("i", "(iv) Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines, drugs and consumables, diagnostic tests, prosthetic devices and implants."),
           ("h2", "C.4 Pre-hospitalisation Medical Expenses"),
           ("p", "Medical Expenses incurred during the 60 days immediately before the date of admission are payable, provided they relate to the same condition and the in-patient claim is admissible. They are counted towards the Aggregate Deductible."),
           ("h2", "C.5 Post-hospitalisation Medical Expenses"),
           ("p", "Medical Expenses incurred during the 90 days immediately after discharge are payable, provided they relate to the same condition and the in-patient claim is admissible."),
           ("h2", "C.6 Day Care Treatment"),
           ("p", "We will pay the Medical Expenses of Day Care Treatment, including the procedures listed in Annexure I, taken in a Hospital or Day Care Centre, in excess of the Aggregate Deductible, up to the Sum Insured."),
           ("h2", "C.7 Emergency Road Ambulance"),
           ("p", "Reasonable expenses for an emergency road ambulance to the nearest Hospital, or between Hospitals for better treatment, are payable up to a maximum of Rs. 2,500/- per hospitalisation, where the Hospitalisation claim is admissible."),
           ("h2", "C.8 Cataract"),
           ("p", "Cataract surgery is payable up to 20% of the Sum Insured or Rs. 1,00,000, whichever is lower, for each eye in a Policy Year, after the Aggregate Deductible, and subject to the waiting period in D.1.2."),
           ("h2", "C.9 AYUSH Treatment"),
           ("p", "In-patient care under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy taken in an AYUSH Hospital is covered up to the Sum Insured."),
           ("h2", "C.10 Donor Expenses"),
           ("p", "In-patient Medical Expenses for harvesting an organ from a donor for transplantation to an Insured Person are covered, provided the transplant is payable under C.3 and the donation complies with the Transplantation of Human Organs Act, 1994."),
           ("h2", "C.11 Modern Treatment Methods"),
           ("p", "The following treatments are covered up to the Sum Insured, as in-patient or day care treatment, after the Aggregate Deductible: " + "; ".join(MODERN) + "."),
           ("h2", "C.12 Health Check-up"),
           ("p", "After every three continuous Policy Years with Us without break, each Insured Person aged 18 years or more may claim reimbursement of a health check-up up to INR 2000 per Insured Person. This benefit is not subject to the Aggregate Deductible and does not reduce the Sum Insured."),
           ("h2", "C.13 No co-payment, bonus or reinstatement"),
           ("p", "No Co-payment applies to claims under this Policy. The Policy does not offer a cumulative bonus, and the Sum Insured once exhausted in a Policy Year is not reinstated.")]

    # ---- Part D waiting + exclusions
    it += [("h1", "PART D \u2013 WAITING PERIODS AND EXCLUSIONS"),
           ("h2", "D.1 Waiting Periods"),
           ("p", "D.1.1 Pre-Existing Diseases (Code- Excl01)"),
           ("i", "a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 12 months of continuous coverage after the date of inception of the first policy with insurer."),
           ("i", "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase."),
           ("i", "c) If the Insured Person is continuously covered without any break as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage."),
           ("i", "d) Coverage under the policy after the expiry of 12 months for any pre-existing disease is subject to the same being declared at the time of application and accepted by Insurer."),
           ("p", "D.1.2 Specified disease/procedure waiting period (Code- Excl02)"),
           ("i", "a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This exclusion shall not be applicable for claims arising due to an accident."),
           ("i", "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase."),
           ("i", "c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of the two waiting periods shall apply."),
           ("i", "d) The waiting period for listed conditions shall apply even if contracted after the policy or declared and accepted without a specific exclusion."),
           ("i", "e) If the Insured Person is continuously covered without any break as defined under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage."),
           ("i", "f) List of specific diseases/procedures: " + "; ".join("(%d) %s" % (k + 1, s) for k, s in enumerate(SPECIFIED_LIST_B)) + "."),
           ("p", "D.1.3 30-day waiting period (Code- Excl03)"),
           ("i", "a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered."),
           ("i", "b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months."),
           ("i", "c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently."),
           ("h2", "D.2 Standard Exclusions"),
           ("p", "The Company shall not be liable to make any payment under this Policy caused by, based on, arising out of or howsoever attributable to any of the following:")]
    ex, n = std_excl("D.2.%d", 1, "%s (Code- %s)")
    it += ex
    it += [("h2", "D.3 Specific Exclusions"),
           ("i", "1. Domiciliary Hospitalisation, and any treatment taken at home, is not covered."),
           ("i", "2. Out-patient consultations, tests and medicines not followed by an admissible Hospitalisation or Day Care Treatment."),
           ("i", "3. War, invasion, acts of foreign enemies, hostilities, civil war, nuclear weapons or radioactive contamination."),
           ("i", "4. Treatment taken outside India."),
           ("i", "5. The expenses listed in Annexure II, being items not payable under the IRDAI list of non-medical expenses."),
           ("i", "6. Any Medical Expenses within the Aggregate Deductible.")]

    # ---- Part E general conditions
    it += [("h1", "PART E \u2013 GENERAL TERMS AND CONDITIONS"),
           ("pb", ("E.1 Disclosure of Information:", "The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the policyholder.")),
           ("pb", ("E.2 Condition Precedent to Admission of Liability:", "The terms and conditions of the policy must be fulfilled by the insured person for the Company to make any payment for claim(s) arising under the policy.")),
           ("pb", ("E.3 Multiple Policies:", "Where You hold a base health policy and this Policy, claims within the Aggregate Deductible may be made under the base policy. Expenses paid under the base policy count towards the Aggregate Deductible. Where the Insured Person holds more than one policy, he may choose the policy under which the claim is settled, and the balance may be claimed under other policies on a contribution basis.")),
           ("pb", ("E.4 Fraud:", "If any claim made by the insured person is in any respect fraudulent, or if any false statement or declaration is made or used in support thereof, or if any fraudulent means or devices are used by the insured person or anyone acting on his/her behalf to obtain any benefit under this policy, all benefits under this policy and the premium paid shall be forfeited.")),
           ("pb", ("E.5 Cancellation:", "You may cancel this Policy at any time by giving 7 days' notice in writing, and We shall refund the premium for the unexpired period on a pro-rata basis, provided no claim has been made under the Policy. We may cancel the Policy only on grounds of established fraud, misrepresentation or non-disclosure of material facts, with 7 days' notice and without refund of premium.")),
           ("pb", ("E.6 Free Look Period:", "A free look period of 15 days from the date of receipt of the Policy document is available on new policies (not on renewals) to review the terms and conditions and to return the Policy if not acceptable. If no claim has been made, the premium will be refunded after deducting the expenses on pre-acceptance medical examination and stamp duty, and proportionate risk premium for the period of cover.")),
           ("pb", ("E.7 Premium by instalments:", "If You have opted to pay the premium in instalments (monthly, quarterly or half-yearly) as stated in the Schedule, a grace period of 15 days is allowed for monthly instalments and 30 days for other instalments. No claim is payable for an event during the period for which the instalment has not been received. If an instalment is not paid within the grace period, the Policy shall be cancelled.")),
           ("pb", ("E.8 Renewal:", "The Policy is ordinarily renewable for life except on grounds of fraud, moral hazard or misrepresentation. A grace period of 30 days from the expiry date is allowed for payment of the renewal premium to maintain continuity of benefits. No cover is available for any period for which premium has not been received, and a loss during the grace period is not payable. Renewal shall not be refused because of claims made in earlier years.")),
           ("pb", ("E.9 Portability and Migration:", "The Insured Person may port this Policy to another insurer, or migrate to another product of the Company, by applying at least 30 days before, but not earlier than 60 days from, the renewal date. The credit of continuous coverage in the waiting periods will be given as per IRDAI guidelines, up to the Sum Insured of the previous policy.")),
           ("pb", ("E.10 Moratorium Period:", "After completion of sixty continuous months of coverage (including portability and migration), no claim shall be contestable by the Company on grounds of non-disclosure or misrepresentation, except on grounds of established fraud.")),
           ("pb", ("E.11 Claim Settlement:", "The Company shall settle or reject a claim within 15 days from the date of receipt of the last necessary document. In case of delay, interest at 2% above the bank rate is payable from the date of receipt of the last necessary document to the date of payment.")),
           ("pb", ("E.12 Revision and withdrawal:", "The Company may revise the terms, benefits or premium of this Policy with the prior approval of IRDAI, with three months' notice to the Insured. If the product is withdrawn, You will be informed 90 days before the expiry of the Policy and may migrate to a similar product.")),
           ("pb", ("E.13 Nomination:", "The policyholder is required at the inception of the policy to make a nomination for the purpose of payment of claims in the event of death of the policyholder.")),
           ("pb", ("E.14 Territorial limits and currency:", "Cover is for treatment in India only; all payments are made in Indian Rupees."))]

    # ---- Part F claims
    it += [("h1", "PART F \u2013 CLAIM PROCEDURE"),
           ("pb", ("F.1 Intimation.", "The Insured Person or anyone on his behalf shall intimate the claim to Us or Our TPA at the toll-free number or e-mail printed on the health card: (a) for an emergency admission, within 48 hours of admission; (b) for a planned admission, at least 48 hours before admission. Claims which are wholly within the Aggregate Deductible should also be intimated, so that the Deductible used can be tracked.")),
           ("pb", ("F.2 Cashless.", "Cashless facility is available at Network Providers once the Aggregate Deductible has been used up by earlier claims of the Policy Year, or where the Hospital agrees to collect the deductible part from You. The decision on a pre-authorisation will be communicated within one hour and the final authorisation within three hours of the discharge request.")),
           ("pb", ("F.3 Reimbursement.", "The claim documents shall be submitted within 30 days of discharge, with the settlement letter of the base policy where the Deductible was paid under it: claim form, discharge summary, original bills and receipts, investigation reports, prescriptions, pharmacy bills, and bank details.")),
           ("pb", ("F.4 Working of the claim.", "The admissible amount is first determined under the terms of this Policy, then the unused part of the Aggregate Deductible is applied, and the balance is paid within the available Sum Insured."))]

    # ---- Part G grievance
    it += [("h1", "PART G \u2013 GRIEVANCE REDRESSAL"),
           ("p", "Level 1: Contact Our branch or customer care; a reply will be given within 14 days. Level 2: If unresolved, write to Our Grievance Redressal Officer at the address in the Schedule. You may also register the complaint with IRDAI on Bima Bharosa (bimabharosa.irdai.gov.in). If still dissatisfied, You may approach the Insurance Ombudsman of Your jurisdiction under the Insurance Ombudsman Rules, 2017; the addresses of the Ombudsman offices are available at www.cioins.co.in."),
           ("sp", 6)]

    # ---- Annexure I day care list
    it += [("h1", "ANNEXURE I \u2013 LIST OF DAY CARE PROCEDURES"),
           ("p", "The following Day Care Treatments are covered under C.6 (the list is not exhaustive; other procedures meeting the definition of Day Care Treatment are also covered):")]
    rows = []
    half = (len(DAYCARE) + 1) // 2
    for k in range(half):
        a = "%2d  %s" % (k + 1, DAYCARE[k])
        b = "%2d  %s" % (k + half + 1, DAYCARE[k + half]) if k + half < len(DAYCARE) else ""
        rows.append([a, b])
    td = Table(rows, colWidths=[88 * mm, 88 * mm], hAlign="LEFT")
    td.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Sans", 8.2), ("TOPPADDING", (0, 0), (-1, -1), 1.3),
                            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.3)]))
    it += [("flow", td), ("sp", 8),
           ("h1", "ANNEXURE II \u2013 ITEMS NOT PAYABLE (EXTRACT)"),
           ("p", "Toiletries, cosmetics and personal comfort items; attendant and guest charges; telephone, television and internet charges; registration, admission and documentation charges; ambulance equipment and ambulance collar; crepe bandages, belts and braces unless used in surgery; gloves, masks, nebulisation kits and ECG electrodes; diapers and sanitary pads; walking aids, thermometers, nebulizers and steam inhalers for use at home; private nurse charges; food charges other than the patient's diet provided by the Hospital; certificate and courier charges.")]
    flow = build(it, st)
    path = os.path.join(HERE, B_STEM + ".pdf")
    render(path, flow, B_INS, B_PROD, B_UIN, "B", (16 * mm, 19 * mm, 18 * mm))
    return path


if __name__ == "__main__":
    for f in (wording_a, wording_b):
        p = f()
        print(p)
