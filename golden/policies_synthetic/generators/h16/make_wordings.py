"""Render two synthetic Indian health-insurance policy wordings (h16).

A: Shriram General Insurance Company Limited - Sukh Samriddhi Mediclaim Policy (old style, amounts in words,
   parts I., II., ... and clauses (a), (b); exclusions numbered without IRDAI codes; space-aligned benefit table).
B: Cholamandalam MS General Insurance Company Limited - Family Suraksha Plus Health Insurance Policy
   (waiting periods and benefits in tables with ruling lines, plan columns Individual / Floater Plus,
   IRDAI exclusion codes printed).

Run: /work/main/.venv/bin/python make_wordings.py
"""
import os
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib import colors

rl_config.invariant = 1  # deterministic output (fixed dates and ids)
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (KeepTogether, PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table,
                                TableStyle)

OUT = os.path.dirname(os.path.abspath(__file__))
FONTS = "/usr/share/fonts/truetype/"
pdfmetrics.registerFont(TTFont("Serif", FONTS + "dejavu/DejaVuSerif.ttf"))
pdfmetrics.registerFont(TTFont("Serif-Bold", FONTS + "dejavu/DejaVuSerif-Bold.ttf"))
pdfmetrics.registerFont(TTFont("Sans", FONTS + "dejavu/DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("Sans-Bold", FONTS + "dejavu/DejaVuSans-Bold.ttf"))

from reportlab.pdfbase.pdfmetrics import registerFontFamily
registerFontFamily("Serif", normal="Serif", bold="Serif-Bold", italic="Serif", boldItalic="Serif-Bold")
registerFontFamily("Sans", normal="Sans", bold="Sans-Bold", italic="Sans", boldItalic="Sans-Bold")

SYNTH_NOTE = "Synthetic test wording \u2013 not an insurance product"


def make_canvas_class(header_left, header_right, footer_left, font):
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
                self._decorate(n)
                rl_canvas.Canvas.showPage(self)
            rl_canvas.Canvas.save(self)

        def _decorate(self, n):
            w, h = A4
            pg = self._pageNumber
            self.saveState()
            self.setFont(font, 7.5)
            self.drawString(18 * mm, h - 12 * mm, header_left)
            self.drawRightString(w - 18 * mm, h - 12 * mm, header_right)
            self.setLineWidth(0.4)
            self.line(18 * mm, h - 13.5 * mm, w - 18 * mm, h - 13.5 * mm)
            self.line(18 * mm, 15 * mm, w - 18 * mm, 15 * mm)
            self.drawString(18 * mm, 11 * mm, footer_left)
            self.drawRightString(w - 18 * mm, 11 * mm, "Page %d of %d" % (pg, n))
            if pg == 1:
                self.setFont(font, 6.5)
                self.drawCentredString(w / 2, 7 * mm, SYNTH_NOTE)
            self.restoreState()
    return NumberedCanvas


def styles(font, bold, size=9.0):
    s = {}
    s["title"] = ParagraphStyle("title", fontName=bold, fontSize=14, leading=18, alignment=TA_CENTER,
                                spaceAfter=4)
    s["sub"] = ParagraphStyle("sub", fontName=font, fontSize=9.5, leading=12, alignment=TA_CENTER, spaceAfter=4)
    s["h1"] = ParagraphStyle("h1", fontName=bold, fontSize=10.5, leading=14, spaceBefore=8, spaceAfter=4, keepWithNext=1)
    s["h2"] = ParagraphStyle("h2", fontName=bold, fontSize=size, leading=size + 3, spaceBefore=4, spaceAfter=2, keepWithNext=1)
    s["p"] = ParagraphStyle("p", fontName=font, fontSize=size, leading=size + 2.6, alignment=TA_JUSTIFY,
                            spaceAfter=3)
    s["li"] = ParagraphStyle("li", parent=s["p"], leftIndent=14, firstLineIndent=-14)
    s["li2"] = ParagraphStyle("li2", parent=s["p"], leftIndent=28, firstLineIndent=-14)
    s["cell"] = ParagraphStyle("cell", fontName=font, fontSize=size - 1, leading=size + 1.2)
    s["cellb"] = ParagraphStyle("cellb", fontName=bold, fontSize=size - 1, leading=size + 1.2)
    return s


def build(story_items, st, font, bold):
    """story_items: list of tuples (kind, payload...)."""
    out = []
    for it in story_items:
        kind = it[0]
        if kind == "pb":
            out.append(PageBreak())
        elif kind == "sp":
            out.append(Spacer(1, it[1]))
        elif kind == "table":
            out.append(it[1])
        else:
            txt = it[1]
            if not (len(it) > 2 and it[2] == "raw"):
                txt = escape(txt)
            out.append(Paragraph(txt, st[kind]))
    return out


# --------------------------------------------------------------------------------------------------------------
# Wording A - Shriram General
# --------------------------------------------------------------------------------------------------------------
A_INSURER = "Shriram General Insurance Company Limited"
A_PRODUCT = "Sukh Samriddhi Mediclaim Policy"
A_UIN = "SHRHLIP26027V012526"
A_STEM = "ShriramGeneral_Sukh-Samriddhi-Mediclaim_" + A_UIN


def wording_a():
    S = []
    P = lambda t: S.append(("p", t))
    L = lambda t: S.append(("li", t))
    L2 = lambda t: S.append(("li2", t))
    H1 = lambda t: S.append(("h1", t))
    H2 = lambda t: S.append(("h2", t))

    S.append(("title", A_INSURER.upper()))
    S.append(("sub", "Registered &amp; Corporate Office: E-8, EPIP, RIICO Industrial Area, Sitapura, Jaipur - 302 022 "
                     "(Rajasthan) | IRDAI Regn. No. 137 | CIN: U67100RJ2006PLC000000", "raw"))
    S.append(("title", A_PRODUCT.upper()))
    S.append(("sub", "POLICY WORDING &nbsp;&nbsp;|&nbsp;&nbsp; UIN: " + A_UIN, "raw"))
    S.append(("sp", 4))
    H1("PREAMBLE")
    P("WHEREAS the Proposer designated in the Schedule hereto has by a Proposal and Declaration, which shall be the "
      "basis of this contract and is deemed to be incorporated herein, applied to Shriram General Insurance Company "
      "Limited (hereinafter called the Company) for the insurance hereinafter set forth in respect of the person(s) "
      "named in the Schedule hereto (hereinafter called the Insured Person(s)) and has paid the premium as "
      "consideration for such insurance.")
    H1("OPERATIVE CLAUSE")
    P("NOW THIS POLICY WITNESSETH that, subject to the terms, conditions, exclusions and definitions contained herein "
      "or endorsed hereon, if during the Policy Period any Insured Person shall contract any Illness or sustain any "
      "Injury and shall upon the advice of a Medical Practitioner be obliged to be hospitalised for In-patient Care "
      "or Day Care Treatment, the Company shall reimburse to the Insured Person, or pay to the Network Provider, the "
      "Reasonable and Customary Charges of the Medical Expenses so incurred, PROVIDED THAT the liability of the "
      "Company in respect of all claims admitted during the Policy Period shall not, in the aggregate, exceed the Sum "
      "Insured stated in the Schedule together with any Cumulative Bonus earned thereon.")
    P("The Sum Insured may be selected by the Proposer from the following options: Rs. 1,00,000/- (Rupees One Lakh "
      "only), Rs. 2,00,000/- (Rupees Two Lakh only), Rs. 3,00,000/- (Rupees Three Lakh only), Rs. 5,00,000/- "
      "(Rupees Five Lakh only) and Rs. 10,00,000/- (Rupees Ten Lakh only). The Policy is issued on an individual "
      "Sum Insured basis for each Insured Person named in the Schedule.")

    H1("I. DEFINITIONS")
    P("The terms defined below shall have the meanings ascribed to them wherever they appear in this Policy. Words "
      "in the singular include the plural and references to the male gender include the female.")
    H2("A. Standard Definitions")
    defs_a = [
        ("(a) Accident", "An accident means sudden, unforeseen and involuntary event caused by external, visible and "
         "violent means."),
        ("(b) Any one illness", "Any one illness means continuous period of illness and includes relapse within 45 "
         "days from the date of last consultation with the Hospital/Nursing Home where treatment was taken."),
        ("(c) AYUSH Hospital", "An AYUSH Hospital is a healthcare facility wherein medical/surgical/para-surgical "
         "treatment procedures and interventions are carried out by AYUSH Medical Practitioner(s) comprising of any "
         "of the following: Central or State Government AYUSH Hospital; or Teaching hospital attached to AYUSH "
         "College recognized by the Central Government/Central Council of Indian Medicine/Central Council for "
         "Homeopathy; or AYUSH Hospital, standalone or co-located with in-patient healthcare facility of any "
         "recognized system of medicine, registered with the local authorities, wherever applicable, and is under "
         "the supervision of a qualified registered AYUSH Medical Practitioner."),
        ("(d) Cashless facility", "Cashless facility means a facility extended by the insurer to the insured where "
         "the payments, of the costs of treatment undergone by the insured in accordance with the policy terms and "
         "conditions, are directly made to the network provider by the insurer to the extent pre-authorization is "
         "approved."),
        ("(e) Condition Precedent", "Condition Precedent means a policy term or condition upon which the Insurer's "
         "liability under the policy is conditional upon."),
        ("(f) Congenital Anomaly", "Congenital Anomaly means a condition which is present since birth, and which is "
         "abnormal with reference to form, structure or position. Internal Congenital Anomaly means a congenital "
         "anomaly which is not in the visible and accessible parts of the body; External Congenital Anomaly means a "
         "congenital anomaly which is in the visible and accessible parts of the body."),
        ("(g) Co-Payment", "Co-payment means a cost sharing requirement under a health insurance policy that provides "
         "that the policyholder/insured will bear a specified percentage of the admissible claims amount. A "
         "co-payment does not reduce the Sum Insured."),
        ("(h) Cumulative Bonus", "Cumulative Bonus means any increase or addition in the Sum Insured granted by the "
         "insurer without an associated increase in premium."),
        ("(i) Day Care Centre", "A day care centre means any institution established for day care treatment of "
         "illness and/or injuries or a medical setup with a hospital and which has been registered with the local "
         "authorities, wherever applicable, and is under supervision of a registered and qualified medical "
         "practitioner AND must comply with all minimum criterion as under: has qualified nursing staff under its "
         "employment; has qualified medical practitioner/s in charge; has fully equipped operation theatre of its "
         "own where surgical procedures are carried out; maintains daily records of patients and will make these "
         "accessible to the insurance company's authorized personnel."),
        ("(j) Day Care Treatment", "Day care treatment means medical treatment, and/or surgical procedure which is "
         "undertaken under General or Local Anesthesia in a hospital/day care centre in less than 24 hrs because of "
         "technological advancement, and which would have otherwise required hospitalization of more than 24 hours. "
         "Treatment normally taken on an out-patient basis is not included in the scope of this definition."),
        ("(k) Dental Treatment", "Dental treatment means a treatment related to teeth or structures supporting teeth "
         "including examinations, fillings (where appropriate), crowns, extractions and surgery."),
        ("(l) Domiciliary Hospitalization", "Domiciliary hospitalization means medical treatment for an "
         "illness/disease/injury which in the normal course would require care and treatment at a hospital but is "
         "actually taken while confined at home under any of the following circumstances: the condition of the "
         "patient is such that he/she is not in a condition to be removed to a hospital, or the patient takes "
         "treatment at home on account of non-availability of room in a hospital."),
        ("(m) Emergency Care", "Emergency care means management for an illness or injury which results in symptoms "
         "which occur suddenly and unexpectedly, and requires immediate care by a medical practitioner to prevent "
         "death or serious long term impairment of the insured person's health."),
        ("(n) Grace Period", "Grace period means the specified period of time immediately following the premium due "
         "date during which a payment can be made to renew or continue a policy in force without loss of continuity "
         "benefits such as waiting periods and coverage of pre-existing diseases. Coverage is not available for the "
         "period for which no premium is received."),
        ("(o) Hospital", "A hospital means any institution established for in-patient care and day care treatment of "
         "illness and/or injuries and which has been registered as a hospital with the local authorities under "
         "Clinical Establishments (Registration and Regulation) Act 2010 or under enactments specified under the "
         "Schedule of Section 56(1) of the said act Or complies with all minimum criteria as under: has qualified "
         "nursing staff under its employment round the clock; has at least 10 in-patient beds in towns having a "
         "population of less than 10,00,000 and at least 15 in-patient beds in all other places; has qualified "
         "medical practitioner(s) in charge round the clock; has a fully equipped operation theatre of its own where "
         "surgical procedures are carried out; maintains daily records of patients and makes these accessible to the "
         "insurance company's authorized personnel."),
        ("(p) Hospitalization", "Hospitalization means admission in a Hospital for a minimum period of 24 consecutive "
         "'In-patient Care' hours except for specified procedures/ treatments, where such admission could be for a "
         "period of less than 24 consecutive hours."),
        ("(q) Illness", "Illness means a sickness or a disease or pathological condition leading to the impairment of "
         "normal physiological function and requires medical treatment."),
        ("(r) Injury", "Injury means accidental physical bodily harm excluding illness or disease solely and directly "
         "caused by external, violent, visible and evident means which is verified and certified by a Medical "
         "Practitioner."),
        ("(s) Intensive Care Unit", "Intensive care unit means an identified section, ward or wing of a hospital "
         "which is under the constant supervision of a dedicated medical practitioner(s), and which is specially "
         "equipped for the continuous monitoring and treatment of patients who are in a critical condition, or "
         "require life support facilities and where the level of care and supervision is considerably more "
         "sophisticated and intensive than in the ordinary and other wards."),
        ("(t) ICU Charges", "ICU (Intensive Care Unit) Charges means the amount charged by a Hospital towards ICU "
         "expenses which shall include the expenses for ICU bed, general medical support services provided to any "
         "ICU patient including monitoring devices, critical care nursing and intensivist charges."),
        ("(u) Medical Practitioner", "Medical Practitioner means a person who holds a valid registration from the "
         "Medical Council of any State or Medical Council of India or Council for Indian Medicine or for Homeopathy "
         "set up by the Government of India or a State Government and is thereby entitled to practice medicine "
         "within its jurisdiction; and is acting within its scope and jurisdiction of license. The Medical "
         "Practitioner shall not be the Insured Person or a member of his immediate family."),
        ("(v) Network Provider", "Network Provider means hospitals or health care providers enlisted by an insurer, "
         "TPA or jointly by an Insurer and TPA to provide medical services to an insured by a cashless facility."),
        ("(w) Pre-Existing Disease", "Pre-existing Disease means any condition, ailment, injury or disease: a) That "
         "is/are diagnosed by a physician within 48 months prior to the effective date of the policy issued by the "
         "insurer or b) For which medical advice or treatment was recommended by, or received from, a physician "
         "within 48 months prior to the effective date of the policy or its reinstatement."),
        ("(x) Pre-hospitalization Medical Expenses", "Pre-hospitalization Medical Expenses means medical expenses "
         "incurred during pre-defined number of days preceding the hospitalization of the Insured Person, provided "
         "that such Medical Expenses are incurred for the same condition for which the Insured Person's "
         "Hospitalization was required, and the In-patient Hospitalization claim for such Hospitalization is "
         "admissible by the Insurance Company."),
        ("(y) Post-hospitalization Medical Expenses", "Post-hospitalization Medical Expenses means medical expenses "
         "incurred during pre-defined number of days immediately after the insured person is discharged from the "
         "hospital provided that such Medical Expenses are for the same condition for which the insured person's "
         "hospitalization was required, and the inpatient hospitalization claim for such hospitalization is "
         "admissible by the insurance company."),
        ("(z) Reasonable and Customary Charges", "Reasonable and Customary charges means the charges for services or "
         "supplies, which are the standard charges for the specific provider and consistent with the prevailing "
         "charges in the geographical area for identical or similar services, taking into account the nature of the "
         "illness / injury involved."),
        ("(aa) Renewal", "Renewal means the terms on which the contract of insurance can be renewed on mutual consent "
         "with a provision of grace period for treating the renewal continuous for the purpose of gaining credit for "
         "pre-existing diseases, time-bound exclusions and for all waiting periods."),
        ("(bb) Room Rent", "Room Rent means the amount charged by a Hospital towards Room and Boarding expenses and "
         "shall include the associated medical expenses."),
        ("(cc) Surgery or Surgical Procedure", "Surgery or Surgical Procedure means manual and / or operative "
         "procedure (s) required for treatment of an illness or injury, correction of deformities and defects, "
         "diagnosis and cure of diseases, relief from suffering and prolongation of life, performed in a hospital or "
         "day care centre by a medical practitioner."),
        ("(dd) Unproven/Experimental treatment", "Unproven/Experimental treatment means the treatment including drug "
         "experimental therapy which is not based on established medical practice in India, is treatment "
         "experimental or unproven."),
    ]
    for k, v in defs_a:
        S.append(("li", "<b>%s:</b> %s" % (escape(k), escape(v)), "raw"))
    H2("B. Specific Definitions")
    for k, v in [
        ("(ee) Company", "means Shriram General Insurance Company Limited."),
        ("(ff) Policy Period", "means the period of one year commencing on the date of inception and ending on the "
         "date of expiry stated in the Schedule."),
        ("(gg) Sum Insured", "means the amount stated in the Schedule against each Insured Person, being the maximum "
         "liability of the Company for any and all claims made during the Policy Period in respect of that Insured "
         "Person."),
        ("(hh) TPA", "means a Third Party Administrator licensed by the IRDAI and engaged by the Company for "
         "servicing of claims under this Policy."),
    ]:
        S.append(("li", "<b>%s</b> %s" % (escape(k), escape(v)), "raw"))

    H1("II. COVERAGE UNDER THE POLICY")
    P("Subject always to the Sum Insured, the co-payment set out in Part IV and the other terms of this Policy, the "
      "Company will pay the following Medical Expenses incurred in respect of Hospitalisation of an Insured Person "
      "for a minimum period of twenty-four (24) hours:")
    L("(a) Room, Boarding and Nursing expenses as provided by the Hospital or Nursing Home, a sum not exceeding one "
      "percent (1%) of the Sum Insured per day of Hospitalisation.")
    L("(b) Intensive Care Unit (ICU) / Intensive Cardiac Care Unit (ICCU) charges, a sum not exceeding two percent "
      "(2%) of the Sum Insured per day of stay in such unit.")
    L("(c) Fees of the Surgeon, Anaesthetist, Medical Practitioner, Consultants and Specialists.")
    L("(d) Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, "
      "diagnostic materials and X-ray, dialysis, chemotherapy, radiotherapy, cost of pacemaker, stent and similar "
      "implants.")
    L("(e) Pre-hospitalisation: Medical Expenses incurred during the period of thirty (30) days immediately preceding "
      "the date of admission, for the same condition for which the Hospitalisation claim is admitted.")
    L("(f) Post-hospitalisation: Medical Expenses incurred during the period of sixty (60) days immediately following "
      "the date of discharge, for the same condition for which the Hospitalisation claim is admitted.")
    L("(g) Ambulance: expenses on a road ambulance service operated by a Hospital or an ambulance service provider "
      "for shifting the Insured Person to a Hospital in an emergency, or from one Hospital to another for better "
      "treatment, a sum not exceeding Rupees One Thousand only (Rs. 1,000/-) per Hospitalisation.")
    L("(h) Day Care Treatment: Medical Expenses for Day Care Treatment undertaken in a Hospital or Day Care Centre "
      "are covered up to the Sum Insured, even though Hospitalisation for twenty-four (24) hours is not required. "
      "Treatment in the out-patient department is not covered.")
    L("(i) Domiciliary Hospitalisation: Medical Expenses incurred for Domiciliary Hospitalisation exceeding three (3) "
      "consecutive days, limited to ten percent (10%) of the Sum Insured in a Policy Period. Pre- and "
      "post-hospitalisation expenses are not payable under this clause, and no claim is payable for asthma, "
      "bronchitis, chronic nephritis, diarrhoea, epilepsy, hypertension, influenza, arthritis, gout, psychiatric "
      "disorders or pyrexia of unknown origin treated at home.")
    L("(j) AYUSH Treatment: In-patient treatment under the Ayurveda, Unani, Siddha and Homoeopathy systems of "
      "medicine taken in an AYUSH Hospital, limited to twenty-five percent (25%) of the Sum Insured per Policy "
      "Period.")
    L("(k) Organ Donor: Medical Expenses towards harvesting of the organ from a donor for an organ transplant "
      "undergone by the Insured Person, limited to a sum not exceeding Rupees Fifty Thousand only (Rs. 50,000/-) "
      "per Policy Period, provided the claim for the transplant itself is admissible. Pre- and post-hospitalisation "
      "expenses of the donor are not covered.")
    L("(l) Cataract: The Company's liability for cataract surgery shall be limited to Rupees Twenty Thousand only "
      "(Rs. 20,000/-) per eye or ten percent (10%) of the Sum Insured, whichever is lower, inclusive of the cost of "
      "the lens and all associated charges.")
    L("(m) Modern Treatment Methods: The following procedures, when undertaken as In-patient or Day Care Treatment, "
      "are payable up to fifty percent (50%) of the Sum Insured in aggregate per Policy Period: uterine artery "
      "embolization and HIFU; balloon sinuplasty; deep brain stimulation; oral chemotherapy; immunotherapy by "
      "monoclonal antibody injection; intravitreal injections; robotic surgeries; stereotactic radio surgeries; "
      "bronchial thermoplasty; vaporisation of the prostate (green laser or holmium laser treatment); IONM "
      "(intra-operative neuro monitoring); and stem cell therapy for haematological conditions.")
    H2("Note on proportionate deduction")
    P("Where the Insured Person is admitted to a room whose rent exceeds the limit in sub-clause (a), the Company "
      "shall pay all associated medical expenses (other than cost of pharmacy and consumables, implants, medical "
      "devices and diagnostics) in the same proportion as the admissible room rent bears to the room rent actually "
      "charged. No proportionate deduction applies in ICU, nor in a Hospital that does not differentiate its "
      "charges by room category.")

    H2("Schedule of Benefits (amounts in Rupees)")
    hdr = ["Benefit", "SI 1,00,000", "SI 2,00,000", "SI 3,00,000", "SI 5,00,000", "SI 10,00,000"]
    rows = [
        ["Room, boarding & nursing (1% of SI per day)", "1,000/day", "2,000/day", "3,000/day", "5,000/day",
         "10,000/day"],
        ["ICU / ICCU (2% of SI per day)", "2,000/day", "4,000/day", "6,000/day", "10,000/day", "20,000/day"],
        ["Pre / Post hospitalisation", "30 / 60 days", "30 / 60 days", "30 / 60 days", "30 / 60 days",
         "30 / 60 days"],
        ["Road ambulance, per hospitalisation", "1,000", "1,000", "1,000", "1,000", "1,000"],
        ["Cataract, per eye", "10,000", "20,000", "20,000", "20,000", "20,000"],
        ["Domiciliary (10% of SI)", "10,000", "20,000", "30,000", "50,000", "1,00,000"],
        ["AYUSH in-patient (25% of SI)", "25,000", "50,000", "75,000", "1,25,000", "2,50,000"],
        ["Modern treatments (50% of SI)", "50,000", "1,00,000", "1,50,000", "2,50,000", "5,00,000"],
        ["Organ donor, per policy period", "50,000", "50,000", "50,000", "50,000", "50,000"],
        ["Co-payment, each and every claim", "10%", "10%", "10%", "10%", "10%"],
    ]
    st = styles("Serif", "Serif-Bold", 8.6)
    data = [[Paragraph(escape(h), st["cellb"]) for h in hdr]]
    for r in rows:
        data.append([Paragraph(escape(r[0]), st["cell"])] + [Paragraph(escape(c), st["cell"]) for c in r[1:]])
    t = Table(data, colWidths=[62 * mm] + [21 * mm] * 5, hAlign="LEFT")
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 2),
                           ("RIGHTPADDING", (0, 0), (-1, -1), 2), ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]))
    S.append(("table", t))
    P("The amounts above are illustrative of the percentages stated in Part II and Part IV; in case of any "
      "difference the percentages stated in the clauses shall prevail.")

    H2("Cumulative Bonus")
    P("For every claim-free Policy Period the Sum Insured of the Insured Person shall be increased by ten percent "
      "(10%) of the expiring base Sum Insured, subject to a maximum accumulation of fifty percent (50%), provided the "
      "Policy is renewed with the Company without a break. In the event of a claim the accumulated bonus shall be "
      "reduced by ten percent (10%) of the base Sum Insured at the next renewal; the base Sum Insured itself shall "
      "not be reduced.")
    H2("Health Check-up")
    P("At the end of a block of every four (4) continuous claim-free Policy Periods with the Company, the Insured "
      "Person may claim the cost of a medical check-up up to one percent (1%) of the average Sum Insured of those "
      "four years, subject to a maximum of Rs. 5,000/- (Rupees Five Thousand only) per Insured Person.")

    H1("III. WAITING PERIODS AND EXCLUSIONS")
    P("The Company shall not be liable to make any payment under this Policy in respect of any expenses whatsoever "
      "incurred by any Insured Person in connection with or in respect of:")
    H2("A. Waiting Periods")
    L("(a) Pre-Existing Diseases: Expenses related to the treatment of a pre-existing Disease (PED) and its direct "
      "complications shall be excluded until the expiry of forty-eight (48) months of continuous coverage after the "
      "date of inception of the first policy with the Company. In case of enhancement of sum insured the exclusion "
      "shall apply afresh to the extent of sum insured increase. If the Insured Person is continuously covered "
      "without any break as defined under the portability norms of the extant IRDAI (Health Insurance) "
      "Regulations, then waiting period for the same would be reduced to the extent of prior coverage. Coverage "
      "under the policy after the expiry of forty-eight (48) months for any pre-existing disease is subject to the "
      "same being declared at the time of application and accepted by the Company.")
    L("(b) Specified disease/procedure waiting period: Expenses related to the treatment of the listed Conditions, "
      "surgeries/treatments shall be excluded until the expiry of twenty-four (24) months of continuous coverage "
      "after the date of inception of the first policy with us. This exclusion shall not be applicable for claims "
      "arising due to an accident. In case of enhancement of sum insured the exclusion shall apply afresh to the "
      "extent of sum insured increase. If any of the specified disease/procedure falls under the waiting period "
      "specified for pre-Existing diseases, then the longer of the two waiting periods shall apply. The waiting "
      "period for listed conditions shall apply even if contracted after the policy or declared and accepted "
      "without a specific exclusion. If the Insured Person is continuously covered without any break as defined "
      "under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be "
      "reduced to the extent of prior coverage. The listed conditions are:")
    L2("(i) Cataract; (ii) Benign prostatic hypertrophy; (iii) Hernia of all types and hydrocele; (iv) Fistula in "
       "ano, fissure in ano, piles (haemorrhoids); (v) Sinusitis, tonsillitis, adenoidectomy and deviated nasal "
       "septum; (vi) Gall bladder and urinary tract stones; (vii) Hysterectomy for menorrhagia or fibromyoma, "
       "myomectomy; (viii) Varicose veins and varicose ulcers; (ix) Benign tumours, cysts, nodules and polyps of "
       "any kind including breast lumps; (x) Osteoarthritis and joint replacement surgery, unless necessitated by "
       "an Accident; (xi) Gout and rheumatism; (xii) Surgery of the genito-urinary system unless necessitated by "
       "malignancy; (xiii) Diseases of the gastro-intestinal tract including ulcers and erosions; (xiv) Intervertebral "
       "disc prolapse and other spinal disorders, unless arising from an Accident.")
    L("(c) First thirty days: Expenses related to the treatment of any illness within thirty (30) days from the first "
      "policy commencement date shall be excluded except claims arising due to an accident, provided the same are "
      "covered. This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than "
      "twelve months. The within referred waiting period is made applicable to the enhanced sum insured in the "
      "event of granting higher sum insured subsequently.")
    H2("B. Permanent Exclusions")
    excl = [
        "Investigation and evaluation: Expenses related to any admission primarily for diagnostics and evaluation "
        "purposes only are excluded. Any diagnostic expenses which are not related or not incidental to the "
        "current diagnosis and treatment are excluded.",
        "Rest cure, rehabilitation and respite care: Expenses related to any admission primarily for enforced bed "
        "rest and not for receiving treatment, including custodial care either at home or in a nursing facility "
        "for personal care such as help with activities of daily living, and any services for people who are "
        "terminally ill to address physical, social, emotional and spiritual needs.",
        "Obesity and weight control: Expenses related to the surgical treatment of obesity that does not fulfil all "
        "the below conditions: surgery to be conducted is upon the advice of the Doctor; the surgery/Procedure "
        "conducted should be supported by clinical protocols; the member has to be 18 years of age or older; and "
        "Body Mass Index (BMI) greater than or equal to 40, or greater than or equal to 35 in conjunction with "
        "obesity-related cardiomyopathy, coronary heart disease, severe sleep apnea or uncontrolled Type 2 diabetes, "
        "following failure of less invasive methods of weight loss.",
        "Change of gender: Expenses related to any treatment, including surgical management, to change "
        "characteristics of the body to those of the opposite sex.",
        "Cosmetic or plastic surgery: Expenses for cosmetic or plastic surgery or any treatment to change appearance "
        "unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary "
        "treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical "
        "necessity, it must be certified by the attending Medical Practitioner.",
        "Hazardous or adventure sports: Expenses related to any treatment necessitated due to participation as a "
        "professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, "
        "mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea "
        "diving.",
        "Breach of law: Expenses for treatment directly arising from or consequent upon any Insured Person committing "
        "or attempting to commit a breach of law with criminal intent.",
        "Treatment for alcoholism, drug or substance abuse or any addictive condition and consequences thereof.",
        "Treatments received in health hydros, nature cure clinics, spas or similar establishments or private beds "
        "registered as a nursing home attached to such establishments or where admission is arranged wholly or "
        "partly for domestic reasons.",
        "Dietary supplements and substances that can be purchased without prescription, including but not limited to "
        "Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of "
        "hospitalization claim or day care procedure.",
        "Refractive error: Expenses related to the treatment for correction of eye sight due to refractive error less "
        "than 7.5 dioptres.",
        "Unproven treatments: Expenses related to any unproven treatment, services and supplies for or in connection "
        "with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant "
        "medical documentation to support their effectiveness.",
        "Sterility and infertility: Expenses related to sterility and infertility, including any type of "
        "contraception or sterilization, assisted reproduction services including artificial insemination and "
        "advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI, gestational surrogacy and reversal of "
        "sterilization.",
        "Maternity: Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean "
        "sections incurred during hospitalization) except ectopic pregnancy; expenses towards miscarriage (unless due "
        "to an accident) and lawful medical termination of pregnancy during the policy period. Pre-natal and "
        "post-natal expenses and expenses of the new born child are likewise excluded.",
        "War, invasion, act of foreign enemy, hostilities (whether war be declared or not), civil war, rebellion, "
        "revolution, insurrection, military or usurped power, or nuclear weapons, materials or radiation of any kind.",
        "Dental treatment or surgery of any kind unless necessitated by an Accident and requiring Hospitalisation.",
        "Cost of spectacles, contact lenses, hearing aids, walkers, crutches, wheel chairs and similar external "
        "durable equipment.",
        "Intentional self-injury or attempted suicide, whilst sane or insane.",
        "Treatment of any External Congenital Anomaly.",
        "Treatment taken outside India, and any treatment under a system of medicine other than Allopathy and the "
        "AYUSH systems covered under Part II (j).",
        "Items of expense listed as not payable in Annexure I to this Policy.",
    ]
    for i, e in enumerate(excl, 1):
        L("%d. %s" % (i, e))

    H1("IV. CO-PAYMENT")
    P("Each and every claim admitted under this Policy, whether settled on cashless or reimbursement basis, shall be "
      "subject to a co-payment of ten percent (10%) of the admissible claim amount, which shall be borne by the "
      "Insured Person. The co-payment is applied after the limits and sub-limits of Part II and does not reduce the "
      "Sum Insured.")

    H1("V. CLAIM PROCEDURE")
    L("(a) Notice of claim: Upon the happening of any event which may give rise to a claim, notice with full "
      "particulars shall be sent to the Company or its TPA at the earliest. In case of an emergency "
      "hospitalisation the intimation must reach the Company or the TPA within twenty-four (24) hours of admission "
      "or before discharge, whichever is earlier. In case of a planned hospitalisation, the intimation shall be "
      "given at least seventy-two (72) hours before the date of admission.")
    L("(b) Cashless facility: Cashless treatment is available only at Network Providers. The Network Provider will "
      "send the pre-authorisation request in the prescribed form to the TPA, which shall communicate its decision "
      "within one (1) hour of receipt of the complete request. Final authorisation at discharge shall be given "
      "within three (3) hours of receipt of the discharge authorisation request from the Hospital.")
    L("(c) Reimbursement: Where cashless facility is not availed, the following documents shall be submitted to the "
      "TPA within fifteen (15) days of discharge from the Hospital: claim form duly signed; original bills, receipts "
      "and discharge summary; reports of investigations with prescriptions; cash memos of the chemist supported by "
      "prescriptions; First Information Report or medico-legal certificate where applicable; KYC of the proposer and "
      "NEFT details. Post-hospitalisation bills shall be submitted within fifteen (15) days of completion of that "
      "treatment. Delay may be condoned where the Insured Person shows that it was caused by circumstances beyond "
      "his control.")
    L("(d) Settlement: The Company shall settle or reject a claim within fifteen (15) days of receipt of the last "
      "necessary document. In case of delay the Company shall pay interest at a rate two percent (2%) above the bank "
      "rate from the date of receipt of the last necessary document to the date of payment.")

    H1("VI. GENERAL CONDITIONS")
    conds = [
        ("(a) Disclosure of information", "The policy shall be void and all premium paid thereon shall be forfeited "
         "to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by "
         "the policyholder."),
        ("(b) Condition precedent", "The fulfilment of the terms and conditions of this Policy (including payment of "
         "premium by the due dates) insofar as they relate to anything to be done or complied with by the Insured "
         "Person shall be a condition precedent to any liability of the Company."),
        ("(c) Free look period", "The Free Look Period shall be applicable on new individual health insurance "
         "policies and not on renewals. The Insured shall be allowed a period of fifteen (15) days from the date of "
         "receipt of the Policy document to review the terms and conditions and to return the same if not acceptable. "
         "If the Insured has not made any claim during the Free Look Period, the Insured shall be entitled to a "
         "refund of the premium paid less expenses incurred by the Company on medical examination and stamp duty "
         "charges."),
        ("(d) Grace period", "If the renewal premium is not received on the due date, the Policy may be renewed within "
         "a Grace Period of thirty (30) days. Coverage is not available for the period for which no premium is "
         "received, and no claim shall be admitted for any hospitalisation commencing during the Grace Period."),
        ("(e) Renewal", "The Policy shall ordinarily be renewable except on grounds of fraud or non-disclosure or "
         "misrepresentation by the Insured Person. The Company shall not deny renewal on the ground that the Insured "
         "Person made a claim or claims in any preceding Policy Period."),
        ("(f) Cancellation", "The policyholder may cancel this Policy by giving seven (7) days' written notice, and in "
         "such an event the Company shall refund the premium for the unexpired Policy Period on a pro-rata basis, "
         "provided no claim has been made. The Company may cancel the Policy at any time on grounds of "
         "misrepresentation, non-disclosure of material facts or fraud by giving fifteen (15) days' written notice; "
         "no refund of premium shall be made in such case."),
        ("(g) Portability and migration", "The Insured Person will have the option to port the Policy to other "
         "insurers, or to migrate to a similar health insurance product of the Company, by applying at least thirty "
         "(30) days before the premium renewal date, in accordance with the guidelines issued by IRDAI. The accrued "
         "continuity benefits in waiting periods shall be passed on to the Insured Person."),
        ("(h) Moratorium period", "After completion of sixty (60) continuous months of coverage, no claim shall be "
         "contestable by the Company on grounds of non-disclosure or misrepresentation except on grounds of "
         "established fraud."),
        ("(i) Multiple policies", "Where an Insured Person holds more than one indemnity policy, he shall have the "
         "right to choose the insurer from whom to claim; if the amount to be claimed exceeds the sum insured under a "
         "single policy, he may claim the balance under the other policies."),
        ("(j) Fraud", "If any claim made by the Insured Person is in any respect fraudulent, or if any false statement "
         "or declaration is made or used in support thereof, all benefits under this Policy and the premium paid "
         "shall be forfeited."),
        ("(k) Territorial limit and jurisdiction", "All treatment under this Policy shall be taken in India and all "
         "claims shall be payable in India in Indian Rupees only."),
        ("(l) Possibility of revision of terms", "The Company may revise or modify the terms of the Policy including "
         "the premium rates with the prior approval of IRDAI, and the Insured Person shall be notified at least "
         "three (3) months before the revision is effective."),
    ]
    for k, v in conds:
        S.append(("li", "<b>%s:</b> %s" % (escape(k), escape(v)), "raw"))

    H1("VII. REDRESSAL OF GRIEVANCES")
    P("In case of any grievance the Insured Person may contact the Company through the website, by e-mail to "
      "grievance@synthetic-shriram.example, or by writing to the Grievance Redressal Officer at the Corporate "
      "Office. The Company shall acknowledge the complaint within three (3) days and resolve it within fourteen "
      "(14) days. If the Insured Person is not satisfied with the redressal, or has not received a reply within "
      "thirty (30) days, he may approach the Insurance Ombudsman under the Insurance Ombudsman Rules, 2017, or "
      "lodge the grievance on the Bima Bharosa portal of IRDAI.")

    S.append(("pb",))
    H1("ANNEXURE I - LIST OF EXPENSES NOT PAYABLE (ILLUSTRATIVE)")
    items = ["Baby food", "Baby utilities charges", "Beauty services", "Belts/ braces", "Buds", "Cold pack/hot pack",
             "Carry bags", "Email / internet charges", "Food charges (other than patient's diet provided by "
             "hospital)", "Leggings", "Laundry charges", "Mineral water", "Sanitary pad", "Telephone charges",
             "Guest services", "Crepe bandage", "Diaper of any type", "Eyelet collar", "Slings",
             "Blood grouping and cross matching of donors samples", "Service charges where nursing charge also "
             "charged", "Television charges", "Surcharges", "Attendant charges", "Extra diet of patient (other than "
             "that which forms part of bed charge)", "Birth certificate", "Certificate charges", "Courier charges",
             "Conveyance charges", "Medical certificate", "Medical records", "Photocopies charges",
             "Mortuary charges", "Walking aids charges", "Oxygen cylinder (for usage outside the hospital)",
             "Spacer", "Spirometre", "Nebulizer kit", "Steam inhaler", "Armsling", "Thermometer",
             "Cervical collar", "Splint", "Diabetic foot wear", "Knee braces (long/ short/ hinged)",
             "Knee immobilizer/shoulder immobilizer", "Lumbo sacral belt", "Nimbus bed or water or air bed "
             "charges", "Ambulance collar", "Ambulance equipment", "Abdominal binder", "Private nurses charges - "
             "special nursing charges", "Sugar free tablets", "Creams powders lotions (toiletries are not payable, "
             "only prescribed medical pharmaceuticals payable)", "ECG electrodes", "Gloves", "Nebulisation kit",
             "Any kit with no details mentioned", "Kidney tray", "Mask", "Ounce glass", "Oxygen mask",
             "Pelvic traction belt", "Pan can", "Trolly cover", "Urometer, urine jug", "Vasofix safety"]
    rows2 = []
    for i in range(0, len(items), 2):
        a = "%d. %s" % (i + 1, items[i])
        b = "%d. %s" % (i + 2, items[i + 1]) if i + 1 < len(items) else ""
        rows2.append([Paragraph(escape(a), st["cell"]), Paragraph(escape(b), st["cell"])])
    t2 = Table(rows2, colWidths=[87 * mm, 87 * mm], hAlign="LEFT")
    t2.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1),
                            ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    S.append(("table", t2))
    H1("ANNEXURE II - OFFICES OF THE INSURANCE OMBUDSMAN (EXTRACT)")
    for k, v in [
        ("JAIPUR", "Office of the Insurance Ombudsman, Jeevan Nidhi - II Bldg., Gr. Floor, Bhawani Singh Marg, "
         "Jaipur - 302 005. Jurisdiction: Rajasthan."),
        ("CHENNAI", "Office of the Insurance Ombudsman, Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, "
         "Chennai - 600 018. Jurisdiction: Tamil Nadu, Puducherry Town and Karaikal."),
        ("HYDERABAD", "Office of the Insurance Ombudsman, 6-2-46, 1st floor, Moin Court, Lane Opp. Saleem Function "
         "Palace, A. C. Guards, Lakdi-Ka-Pool, Hyderabad - 500 004. Jurisdiction: Andhra Pradesh, Telangana."),
        ("MUMBAI", "Office of the Insurance Ombudsman, 3rd Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), "
         "Mumbai - 400 054. Jurisdiction: Goa, Mumbai Metropolitan Region."),
    ]:
        S.append(("li", "<b>%s:</b> %s" % (k, escape(v)), "raw"))
    return S


# --------------------------------------------------------------------------------------------------------------
# Wording B - Cholamandalam MS
# --------------------------------------------------------------------------------------------------------------
B_INSURER = "Cholamandalam MS General Insurance Company Limited"
B_PRODUCT = "Family Suraksha Plus Health Insurance Policy"
B_UIN = "CHOHLIP26058V012526"
B_STEM = "CholaMS_Family-Suraksha-Plus_" + B_UIN


def ruled_table(data, widths, st, head_rows=1):
    d = []
    for ri, r in enumerate(data):
        sty = st["cellb"] if ri < head_rows else st["cell"]
        d.append([Paragraph(escape(c), st["cellb"] if ci == 0 and ri >= head_rows else sty)
                  for ci, c in enumerate(r)])
    t = Table(d, colWidths=widths, hAlign="LEFT", repeatRows=head_rows)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.6, colors.black),
                           ("BACKGROUND", (0, 0), (-1, head_rows - 1), colors.HexColor("#D9E2F3")),
                           ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 3),
                           ("RIGHTPADDING", (0, 0), (-1, -1), 3), ("TOPPADDING", (0, 0), (-1, -1), 2),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
    return t


def wording_b():
    S = []
    P = lambda t: S.append(("p", t))
    L = lambda t: S.append(("li", t))
    H1 = lambda t: S.append(("h1", t))
    H2 = lambda t: S.append(("h2", t))
    st = styles("Sans", "Sans-Bold", 8.8)

    S.append(("title", "Cholamandalam MS General Insurance Company Limited"))
    S.append(("sub", "Family Suraksha Plus Health Insurance Policy \u2013 Policy Wording"))
    S.append(("sub", "UIN: " + B_UIN + " &nbsp;|&nbsp; IRDAI Reg. No. 123 &nbsp;|&nbsp; Dare House, 2nd Floor, "
                     "No. 2, NSC Bose Road, Chennai \u2013 600 001", "raw"))
    H1("1. PREAMBLE")
    P("This Policy is a contract of insurance between You and Us. It is issued on the basis of the Proposal Form and "
      "the declarations made by You, together with the Premium received, and consists of this Policy Wording, the "
      "Policy Schedule and any Endorsements, which are to be read together. The Policy may be issued as an "
      "Individual plan, where each Insured Person has a separate Sum Insured, or as a Floater Plus plan, where a "
      "single Sum Insured is shared by all the family members named in the Schedule. The plan opted by You is shown "
      "in the Policy Schedule.")
    P("We will cover the Insured Persons for the benefits described in Section 3, subject to the terms, conditions, "
      "waiting periods and exclusions of this Policy and up to the Sum Insured shown in the Schedule.")
    H1("2. BENEFIT TABLE")
    P("The limits below apply per Insured Person (Individual plan) or per family (Floater Plus plan), per Policy "
      "Year, unless stated otherwise.")
    bt = [
        ["Benefit", "Individual", "Floater Plus"],
        ["Sum Insured options (INR)", "3,00,000 / 5,00,000 / 7,50,000 / 10,00,000",
         "5,00,000 / 10,00,000 / 15,00,000 / 25,00,000"],
        ["Room rent (accommodation charges)", "Up to 2% of SI per day", "Single private room"],
        ["ICU charges", "Up to 5% of SI per day", "Covered up to SI"],
        ["Pre-hospitalisation", "30 days", "60 days"],
        ["Post-hospitalisation", "60 days", "90 days"],
        ["Road ambulance", "Up to \u20b9 2,000 per hospitalisation", "Up to \u20b9 5,000 per hospitalisation"],
        ["Cataract", "Up to Rs 50,000 per eye per policy year", "Up to Rs 50,000 per eye per policy year"],
        ["Modern treatments (Section 3.9)", "Covered up to SI", "Covered up to SI"],
        ["Day care treatments", "Covered up to SI", "Covered up to SI"],
        ["AYUSH in-patient treatment", "Covered up to SI", "Covered up to SI"],
        ["Organ donor expenses", "Covered up to SI", "Covered up to SI"],
        ["Domiciliary hospitalisation", "Not Covered", "Up to 10% of SI"],
        ["Maternity (per delivery)", "INR 30,000", "INR 50,000"],
        ["Health check-up (per policy year)", "Up to Rs 2,500 per insured person", "Up to Rs 5,000 per family"],
        ["Cumulative bonus", "20% of SI per claim-free year, max 100%", "20% of SI per claim-free year, max 100%"],
        ["Restore benefit", "100% of SI, once per policy year", "100% of SI, once per policy year"],
        ["Co-payment", "Nil (20% for treatment in a non-network hospital)",
         "Nil (20% for treatment in a non-network hospital)"],
    ]
    S.append(("table", ruled_table(bt, [52 * mm, 61 * mm, 61 * mm], st)))
    S.append(("sp", 4))
    H1("3. WHAT WE COVER")
    H2("3.1 In-patient Hospitalisation")
    P("We will pay the Medical Expenses for In-patient Care of an Insured Person who is Hospitalised for more than "
      "24 consecutive hours on the advice of a Medical Practitioner, for an Illness or Injury first occurring or "
      "contracted during the Policy Period, towards:")
    L("a) Accommodation charges for room, boarding and nursing: under the Individual plan, up to 2% of the Sum "
      "Insured for each day of Hospitalisation; under the Floater Plus plan, the actual charges of a Single private "
      "room (the most basic single room with an attached toilet, which may be air-conditioned).")
    L("b) Intensive Care Unit charges: under the Individual plan, limited to 5 percent of the SI for each day in ICU; "
      "under the Floater Plus plan, covered up to the Sum Insured.")
    L("c) Surgeon, anaesthetist, Medical Practitioner, consultant and specialist fees; anaesthesia, blood, oxygen, "
      "operation theatre charges, surgical appliances, medicines, drugs and consumables, diagnostic procedures, and "
      "the cost of prosthetic and other devices implanted during a surgical procedure.")
    P("If the Insured Person occupies accommodation of a higher rent than the eligible limit or category, We will "
      "reduce the associated Medical Expenses (except pharmacy, consumables, implants, medical devices and "
      "diagnostics) in the proportion that the eligible room rent bears to the actual room rent. This "
      "proportionate deduction does not apply in ICU.")
    H2("3.2 Pre-hospitalisation and Post-hospitalisation")
    P("We will pay relevant Medical Expenses incurred in the 30 days (Individual) or 60 days (Floater Plus) "
      "immediately before the date of admission, and in the 60 days (Individual) or 90 days (Floater Plus) "
      "immediately after the date of discharge, provided the In-patient claim is admissible under Section 3.1 and "
      "the expenses relate to the same condition.")
    H2("3.3 Day Care Treatment")
    P("We will pay the Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre for "
      "procedures that require less than 24 hours of Hospitalisation due to advancement in technology. Out-patient "
      "treatment is not covered.")
    H2("3.4 Road Ambulance")
    P("We will reimburse the reasonable cost of a registered road ambulance used to take the Insured Person to the "
      "nearest Hospital in an Emergency, or from one Hospital to another for better medical facilities, up to "
      "\u20b9 2,000 per Hospitalisation under the Individual plan and up to \u20b9 5,000 per Hospitalisation under "
      "the Floater Plus plan, provided the In-patient claim is admissible.")
    H2("3.5 AYUSH Treatment")
    P("We will pay the Medical Expenses for In-patient Care under Ayurveda, Yoga and Naturopathy, Unani, Siddha and "
      "Homeopathy systems of medicine received in an AYUSH Hospital, up to the Sum Insured.")
    H2("3.6 Organ Donor Expenses")
    P("We will pay the Medical Expenses towards the organ donor's treatment for harvesting of the donated organ, "
      "where the Insured Person is the recipient and the organ transplant claim is admissible, up to the Sum Insured. "
      "The donor's pre- and post-hospitalisation expenses are not payable.")
    H2("3.7 Domiciliary Hospitalisation (Floater Plus plan only)")
    P("Under the Floater Plus plan We will pay the Medical Expenses of Domiciliary Hospitalisation lasting more "
      "than three consecutive days, up to 10% of the Sum Insured per Policy Year. This benefit is not available "
      "under the Individual plan.")
    H2("3.8 Cataract")
    P("Cataract surgery is payable up to Rs 50,000 per eye per policy year, under both plans, after the specified "
      "disease waiting period in Section 4.")
    H2("3.9 Modern Treatment Methods and Advancement in Technologies")
    P("The following procedures, taken as In-patient Care or as Day Care Treatment, are covered up to the Sum "
      "Insured: Uterine Artery Embolization and HIFU; Balloon Sinuplasty; Deep Brain stimulation; Oral chemotherapy; "
      "Immunotherapy - Monoclonal Antibody to be given as injection; Intra vitreal injections; Robotic surgeries; "
      "Stereotactic radio surgeries; Bronchical Thermoplasty; Vaporisation of the prostrate (Green laser treatment "
      "or holmium laser treatment); IONM - (Intra Operative Neuro Monitoring); Stem cell therapy: Hematopoietic stem "
      "cells for bone marrow transplant for haematological conditions.")
    H2("3.10 Maternity and New Born Baby")
    P("We will pay Maternity Expenses for the delivery of a child (normal or caesarean) and lawful medical "
      "termination of pregnancy, up to INR 30,000 per delivery under the Individual plan and INR 50,000 per delivery "
      "under the Floater Plus plan, limited to two deliveries or terminations during the lifetime of the Policy, "
      "after the maternity waiting period in the Waiting Period Table. Medical Expenses of the New Born Baby "
      "during the mother's Hospitalisation are covered within the same limit. Pre- and post-natal expenses are not "
      "covered unless the mother is Hospitalised.")
    H2("3.11 Health Check-up")
    P("Once in every Policy Year, irrespective of claims, the Insured Person(s) may undergo a health check-up at "
      "Our empanelled diagnostic centres, up to Rs 2,500 per Insured Person under the Individual plan and Rs 5,000 "
      "per family under the Floater Plus plan. The benefit cannot be carried forward.")
    H2("3.12 Cumulative Bonus")
    P("For each claim-free Policy Year, provided the Policy is renewed with Us without a break, We will add a "
      "cumulative bonus of 20% of the base Sum Insured, up to a maximum of 100% of the base Sum Insured. If a claim "
      "is made in a Policy Year, the cumulative bonus will be reduced at the same rate at the next renewal, but the "
      "base Sum Insured will not be reduced.")
    H2("3.13 Restore Benefit")
    P("If the Sum Insured and cumulative bonus are exhausted by claims during a Policy Year, We will restore 100% "
      "of the base Sum Insured once in that Policy Year. The restored amount may be used only for a subsequent "
      "Hospitalisation for an Illness or Injury unrelated to the one for which the earlier claim was paid, cannot be "
      "carried forward, and is not available for a single claim larger than the base Sum Insured.")

    H1("4. WAITING PERIODS")
    P("The following waiting periods apply from the date of inception of the first Policy with Us and are reduced "
      "by the period of continuous prior coverage where the Policy has been ported to Us:")
    wt = [
        ["Waiting period", "Individual", "Floater Plus"],
        ["Initial waiting period (illness, except accidents)", "30 days", "30 days"],
        ["Pre-existing diseases (PED)", "36 months", "24 months"],
        ["Specified diseases / procedures (Annexure I)", "24 months", "24 months"],
        ["Maternity benefit", "36 months", "24 months"],
    ]
    S.append(("table", ruled_table(wt, [84 * mm, 45 * mm, 45 * mm], st)))
    S.append(("sp", 4))
    H2("4.1 Pre-Existing Diseases (Code- Excl01)")
    L("a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be "
      "excluded until the expiry of the number of months shown against PED in the Waiting Period Table for the plan "
      "opted (36 months for Individual and 24 months for Floater Plus) of continuous coverage after the date of "
      "inception of the first policy with Us.")
    L("b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.")
    L("c) If the Insured Person is continuously covered without any break as defined under the portability norms of "
      "the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the "
      "extent of prior coverage.")
    L("d) Coverage under the policy after the expiry of the PED waiting period for any pre-existing disease is "
      "subject to the same being declared at the time of application and accepted by Us.")
    H2("4.2 Specified disease/procedure waiting period (Code- Excl02)")
    L("a) Expenses related to the treatment of the listed Conditions, surgeries/treatments in Annexure I shall be "
      "excluded until the expiry of 24 months of continuous coverage after the date of inception of the first "
      "policy with us. This exclusion shall not be applicable for claims arising due to an accident.")
    L("b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.")
    L("c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing "
      "diseases, then the longer of the two waiting periods shall apply.")
    L("d) The waiting period for listed conditions shall apply even if contracted after the policy or declared and "
      "accepted without a specific exclusion.")
    L("e) If the Insured Person is continuously covered without any break as defined under the applicable norms on "
      "portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior "
      "coverage.")
    H2("4.3 30-day waiting period (Code- Excl03)")
    L("a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date "
      "shall be excluded except claims arising due to an accident, provided the same are covered.")
    L("b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve "
      "months.")
    L("c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting "
      "higher sum insured subsequently.")
    H2("4.4 Maternity waiting period")
    P("Maternity Expenses under Section 3.10 are payable only after the Insured Person has been continuously covered "
      "for 36 months under the Individual plan or 24 months under the Floater Plus plan, as shown in the Waiting "
      "Period Table.")

    H1("5. WHAT WE DO NOT COVER - PERMANENT EXCLUSIONS")
    P("We shall not be liable to make any payment under this Policy caused by, based on, arising out of or "
      "howsoever attributable to any of the following:")
    ex = [
        ("5.1 Investigation & Evaluation (Code- Excl04)", "a) Expenses related to any admission primarily for "
         "diagnostics and evaluation purposes only are excluded. b) Any diagnostic expenses which are not related or "
         "not incidental to the current diagnosis and treatment are excluded."),
        ("5.2 Rest Cure, rehabilitation and respite care (Code- Excl05)", "Expenses related to any admission "
         "primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care "
         "either at home or in a nursing facility for personal care such as help with activities of daily living "
         "such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. "
         "ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual "
         "needs."),
        ("5.3 Obesity/ Weight Control (Code- Excl06)", "Expenses related to the surgical treatment of obesity that "
         "does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor "
         "2) The surgery/Procedure conducted should be supported by clinical protocols 3) The member has to be 18 "
         "years of age or older and 4) Body Mass Index (BMI): a) greater than or equal to 40 or b) greater than or "
         "equal to 35 in conjunction with any of the following severe co-morbidities following failure of less "
         "invasive methods of weight loss: i. Obesity-related cardiomyopathy ii. Coronary heart disease iii. Severe "
         "Sleep Apnea iv. Uncontrolled Type2 Diabetes"),
        ("5.4 Change-of-Gender treatments (Code- Excl07)", "Expenses related to any treatment, including surgical "
         "management, to change characteristics of the body to those of the opposite sex."),
        ("5.5 Cosmetic or plastic Surgery (Code- Excl08)", "Expenses for cosmetic or plastic surgery or any treatment "
         "to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of "
         "medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be "
         "considered a medical necessity, it must be certified by the attending Medical Practitioner."),
        ("5.6 Hazardous or Adventure sports (Code- Excl09)", "Expenses related to any treatment necessitated due to "
         "participation as a professional in hazardous or adventure sports, including but not limited to, "
         "para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand "
         "gliding, sky diving, deep-sea diving."),
        ("5.7 Breach of law (Code- Excl10)", "Expenses for treatment directly arising from or consequent upon any "
         "Insured Person committing or attempting to commit a breach of law with criminal intent."),
        ("5.8 Excluded Providers (Code- Excl11)", "Expenses incurred towards treatment in any hospital or by any "
         "Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its "
         "website / notified to the policyholders are not admissible. However, in case of life threatening "
         "situations or following an accident, expenses up to the stage of stabilization are payable but not the "
         "complete claim."),
        ("5.9 Alcoholism and substance abuse (Code- Excl12)", "Treatment for, Alcoholism, drug or substance abuse or "
         "any addictive condition and consequences thereof."),
        ("5.10 Health hydros and spas (Code- Excl13)", "Treatments received in heath hydros, nature cure clinics, "
         "spas or similar establishments or private beds registered as a nursing home attached to such "
         "establishments or where admission is arranged wholly or partly for domestic reasons."),
        ("5.11 Dietary supplements (Code- Excl14)", "Dietary supplements and substances that can be purchased "
         "without prescription, including but not limited to Vitamins, minerals and organic substances unless "
         "prescribed by a medical practitioner as part of hospitalization claim or day care procedure."),
        ("5.12 Refractive Error (Code- Excl15)", "Expenses related to the treatment for correction of eye sight due "
         "to refractive error less than 7.5 dioptres."),
        ("5.13 Unproven Treatments (Code- Excl16)", "Expenses related to any unproven treatment, services and "
         "supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or "
         "supplies that lack significant medical documentation to support their effectiveness."),
        ("5.14 Sterility and Infertility (Code- Excl17)", "Expenses related to sterility and infertility. This "
         "includes: (i) Any type of contraception, sterilization (ii) Assisted Reproduction services including "
         "artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI "
         "(iii) Gestational Surrogacy (iv) Reversal of sterilization"),
    ]
    for k, v in ex:
        H2(k)
        P(v)
    H2("5.15 Other exclusions")
    P("a) War, invasion, acts of foreign enemies, hostilities, civil war, rebellion, revolution, nuclear, chemical or "
      "biological attack. b) Dental treatment, unless arising from an Accident and requiring Hospitalisation. "
      "c) Spectacles, contact lenses, hearing aids and other external durable medical equipment. d) Intentional "
      "self-inflicted injury or attempted suicide. e) Treatment taken outside India. f) Items listed as not payable "
      "in Annexure II. g) Pre- and post-natal expenses, except as provided in Section 3.10.")

    H1("6. CO-PAYMENT")
    P("No co-payment applies to claims for treatment taken in a Network Provider. Where the Insured Person takes "
      "treatment in a Non-Network hospital, each admissible claim will be subject to a co-payment of 20%, which "
      "will be borne by the Insured Person. The co-payment is applied on the admissible claim amount after all "
      "applicable limits and does not reduce the Sum Insured.")

    H1("7. CLAIM PROCEDURE")
    H2("7.1 Notification of claim")
    P("Notice of a claim, with the Policy number, the name of the Insured Person and the nature of the Illness or "
      "Injury, shall be given to Us or Our TPA through the call centre, e-mail or website:")
    L("a) Emergency Hospitalisation: within 48 hours of admission or before discharge, whichever is earlier;")
    L("b) Planned Hospitalisation: at least 72 hours before the planned date of admission.")
    H2("7.2 Cashless claims")
    P("Cashless facility is available only in Network Providers on pre-authorisation. We shall decide on a "
      "cashless request within one hour and on the final discharge authorisation within three hours of receipt "
      "of the complete request from the Hospital. If cashless is denied, the Insured Person may claim by way of "
      "reimbursement.")
    H2("7.3 Reimbursement claims")
    P("For reimbursement, the claim form and documents shall be submitted within 30 days of discharge: original "
      "bills and payment receipts, discharge summary, investigation reports, prescriptions and pharmacy bills, "
      "FIR or MLC in case of an accident, and KYC and bank details. Claims for post-hospitalisation expenses shall "
      "be submitted within 15 days of completion of such treatment. Delay beyond these limits may be condoned on "
      "merits where the reasons are beyond the Insured Person's control.")
    H2("7.4 Payment of claim")
    P("We shall settle or reject the claim within 15 days from the date of receipt of the last necessary document. "
      "In case of delay, We shall pay interest at 2% above the bank rate from the date of receipt of the last "
      "necessary document till the date of payment.")

    H1("8. GENERAL TERMS AND CLAUSES")
    gt = [
        ("8.1 Disclosure of Information", "The policy shall be void and all premium paid thereon shall be forfeited "
         "to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact "
         "by the policyholder."),
        ("8.2 Condition Precedent to Admission of Liability", "The terms and conditions of the policy must be "
         "fulfilled by the insured person for the Company to make any payment for claim(s) arising under the policy."),
        ("8.3 Free Look Period", "The Free Look Period shall be applicable on new individual health insurance policies "
         "and not on renewals or at the time of porting/migrating the policy. The insured person shall be allowed "
         "free look period of thirty days from date of receipt of the policy document to review the terms and "
         "conditions of the policy, and to return the same if not acceptable. If the insured has not made any claim "
         "during the Free Look Period, the insured shall be entitled to refund of the premium paid less any expenses "
         "incurred by the Company on medical examination of the insured person and the stamp duty charges."),
        ("8.4 Grace Period", "If the insured person chooses to pay the premium in instalments, a grace period of "
         "15 days is allowed for monthly instalments and 30 days for quarterly, half-yearly and annual payment. "
         "Coverage shall not be available during the period for which no premium is received, but the continuity "
         "benefits shall remain intact."),
        ("8.5 Renewal of Policy", "The policy shall ordinarily be renewable except on grounds of fraud, "
         "misrepresentation by the insured person. The Company shall endeavour to give notice for renewal. Renewal "
         "shall not be denied on the ground that the insured person had made a claim or claims in the preceding "
         "policy years."),
        ("8.6 Cancellation", "The policyholder may cancel this policy by giving 7 days' written notice and in such an "
         "event, the Company shall refund premium for the unexpired policy period on a pro-rata basis, provided no "
         "claim has been made. The Company may cancel the policy at any time on grounds of misrepresentation, "
         "non-disclosure of material facts or fraud by the insured person by giving 15 days' written notice."),
        ("8.7 Portability and Migration", "The insured person will have the option to port the policy to other "
         "insurers, or to migrate the policy to other similar or closely similar health insurance policy with the "
         "Company, by applying at least 30 days before the policy renewal date, as per IRDAI guidelines."),
        ("8.8 Moratorium Period", "After completion of sixty continuous months of coverage (including portability and "
         "migration) no policy and claim shall be contestable by the insurer on grounds of non-disclosure or "
         "misrepresentation, except on grounds of established fraud."),
        ("8.9 Multiple Policies", "If two or more policies are taken by an insured person during a period from one "
         "or more insurers, the insured person shall have the right to require a settlement of the claim in terms of "
         "any of the policies."),
        ("8.10 Fraud", "If any claim made by the insured person is in any respect fraudulent, or if any false "
         "statement or declaration is made or used in support thereof, all benefits under this policy and the "
         "premium paid shall be forfeited."),
        ("8.11 Nomination", "The policyholder is required at the inception of the policy to make a nomination for "
         "the purpose of payment of claims under the policy in the event of death of the policyholder."),
        ("8.12 Territorial Jurisdiction", "All disputes or differences under or in relation to this policy shall be "
         "determined in India and subject to Indian law."),
    ]
    for k, v in gt:
        H2(k)
        P(v)

    H1("9. GRIEVANCE REDRESSAL PROCEDURE")
    P("For any complaint You may call Our toll-free number, write to customercare@synthetic-cholams.example, or "
      "write to the Grievance Redressal Officer, Cholamandalam MS General Insurance Company Limited, Dare House, "
      "Chennai. We will acknowledge the complaint within 24 hours and resolve it within 14 days. If You are not "
      "satisfied, You may escalate to the Chief Grievance Officer, and thereafter approach the Insurance "
      "Ombudsman of Your area (Annexure III) or the Bima Bharosa portal of IRDAI.")

    S.append(("pb",))
    H1("ANNEXURE I - SPECIFIED DISEASES / PROCEDURES (24 MONTHS WAITING PERIOD)")
    ann = [
        ["System", "Conditions / procedures"],
        ["Eye", "Cataract; retinal detachment; glaucoma"],
        ["ENT", "Deviated nasal septum; sinusitis; tonsillectomy; adenoidectomy; tympanoplasty"],
        ["Gastro-intestinal", "Hernia; hydrocele; fissure/fistula in ano; haemorrhoids; cholecystectomy and gall "
         "bladder stones; pancreatitis (non-alcoholic)"],
        ["Genito-urinary", "Benign prostatic hyperplasia; kidney and ureteric stones; hysterectomy (unless for "
         "malignancy); fibroids; endometriosis"],
        ["Musculo-skeletal", "Joint replacement (unless due to Accident); osteoarthritis; prolapsed intervertebral "
         "disc; ligament tear (non-accidental)"],
        ["Others", "Varicose veins; benign cysts, polyps and tumours; chronic kidney disease requiring dialysis"],
    ]
    S.append(("table", ruled_table(ann, [40 * mm, 134 * mm], st)))
    H1("ANNEXURE II - LIST OF NON-PAYABLE ITEMS (EXTRACT FROM IRDAI LIST I)")
    nitems = ["Baby food", "Baby utilities charges", "Beauty services", "Belts/ braces", "Buds", "Cold pack/hot pack",
              "Carry bags", "Email / internet charges", "Food charges (other than patient's diet provided by "
              "hospital)", "Leggings", "Laundry charges", "Mineral water", "Sanitary pad", "Telephone charges",
              "Guest services", "Crepe bandage", "Diaper of any type", "Eyelet collar", "Slings",
              "Blood grouping and cross matching of donors samples", "Television charges", "Surcharges",
              "Attendant charges", "Birth certificate", "Certificate charges", "Courier charges",
              "Conveyance charges", "Medical certificate", "Medical records", "Photocopies charges",
              "Mortuary charges", "Walking aids charges", "Spacer", "Spirometre", "Nebulizer kit", "Steam inhaler",
              "Armsling", "Thermometer", "Cervical collar", "Splint", "Diabetic foot wear", "Knee braces",
              "Lumbo sacral belt", "Ambulance collar", "Abdominal binder", "Sugar free tablets", "ECG electrodes",
              "Gloves", "Kidney tray", "Mask", "Oxygen mask", "Pan can", "Trolly cover", "Urometer, urine jug"]
    nrows = [["Sl.", "Item", "Sl.", "Item"]]
    half = (len(nitems) + 1) // 2
    for i in range(half):
        j = i + half
        nrows.append([str(i + 1), nitems[i], str(j + 1) if j < len(nitems) else "",
                      nitems[j] if j < len(nitems) else ""])
    S.append(("table", ruled_table(nrows, [10 * mm, 77 * mm, 10 * mm, 77 * mm], st)))
    H1("ANNEXURE III - INSURANCE OMBUDSMAN OFFICES (EXTRACT)")
    om = [
        ["Office", "Address", "Jurisdiction"],
        ["Chennai", "Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai - 600 018",
         "Tamil Nadu, Puducherry Town and Karaikal"],
        ["Bengaluru", "Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, 19/19, 24th Main Road, JP Nagar, "
         "1st Phase, Bengaluru - 560 078", "Karnataka"],
        ["Kochi", "10th Floor, Jeevan Prakash, LIC Building, Opp. Maharaja's College, M.G. Road, Kochi - 682 011",
         "Kerala, Lakshadweep, Mahe-a part of Union Territory of Puducherry"],
        ["New Delhi", "2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi - 110 002",
         "Delhi, Haryana (Gurugram, Faridabad, Sonepat, Bahadurgarh)"],
    ]
    S.append(("table", ruled_table(om, [24 * mm, 90 * mm, 60 * mm], st)))
    return S


def render(stem, items, font, bold, size, header_left, header_right, footer_left):
    path = os.path.join(OUT, stem + ".pdf")
    st = styles(font, bold, size)
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=18 * mm,
                            bottomMargin=20 * mm, title=header_right, author=header_left)
    flow = build(items, st, font, bold)
    doc.build(flow, canvasmaker=make_canvas_class(header_left, header_right, footer_left, font))
    return path


if __name__ == "__main__":
    pa = render(A_STEM, wording_a(), "Serif", "Serif-Bold", 9.6, A_INSURER,
                A_PRODUCT + "  |  UIN: " + A_UIN, A_INSURER + " \u2013 " + A_PRODUCT + " (UIN: " + A_UIN + ")")
    pb = render(B_STEM, wording_b(), "Sans", "Sans-Bold", 9.4, "Cholamandalam MS General Insurance Company Limited",
                "UIN: " + B_UIN,
                "Family Suraksha Plus Health Insurance Policy \u2013 Policy Wording")
    for p in (pa, pb):
        import pypdfium2
        print(p, len(pypdfium2.PdfDocument(p)))
