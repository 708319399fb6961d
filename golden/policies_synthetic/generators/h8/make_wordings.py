"""Render two synthetic Indian health-insurance policy wordings (text PDFs) for ClauseTrail blind tests.

A: United India Insurance Company Limited - Bank Account Holders Group Mediclaim Policy (group, zone co-pay in
   prose, benefit table WITH ruling lines).
B: Universal Sompo General Insurance Company Limited - Family Health Protector Policy (definitions as a two-column
   table, nested numbered benefits, benefit table WITHOUT ruling lines).

Run: /work/main/.venv/bin/python make_wordings.py   (writes the two PDFs next to this script)
"""

from __future__ import annotations

import os
import sys

from reportlab import rl_config

rl_config.invariant = 1  # deterministic output (fixed dates and ids)

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas
from reportlab.platypus import (BaseDocTemplate, CondPageBreak, Frame, KeepTogether, PageBreak, PageTemplate,
                                Paragraph, Spacer, Table, TableStyle)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common_text import (DAY_CARE, EXCL01, EXCL02, EXCL03, EXTRA_DEFS, LIST_I, OMBUDSMAN, PERMANENT,  # noqa: E402
                         STD_DEFS)

DV = "/usr/share/fonts/truetype/dejavu/"
LB = "/usr/share/fonts/truetype/liberation/"
pdfmetrics.registerFont(TTFont("DVC", DV + "DejaVuSansCondensed.ttf"))
pdfmetrics.registerFont(TTFont("DVC-B", DV + "DejaVuSansCondensed-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVC-I", DV + "DejaVuSansCondensed-Oblique.ttf"))
pdfmetrics.registerFont(TTFont("DVC-BI", DV + "DejaVuSansCondensed-BoldOblique.ttf"))
pdfmetrics.registerFontFamily("DVC", normal="DVC", bold="DVC-B", italic="DVC-I", boldItalic="DVC-BI")
pdfmetrics.registerFont(TTFont("LS", LB + "LiberationSans-Regular.ttf"))
pdfmetrics.registerFont(TTFont("LS-B", LB + "LiberationSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("LS-I", LB + "LiberationSans-Italic.ttf"))
pdfmetrics.registerFont(TTFont("LS-BI", LB + "LiberationSans-BoldItalic.ttf"))
pdfmetrics.registerFontFamily("LS", normal="LS", bold="LS-B", italic="LS-I", boldItalic="LS-BI")

SYNTH_LINE = "Synthetic test wording \u2013 not an insurance product"


def esc(text: str) -> str:
    return text.replace("&", "&amp;")


class Doc:
    """A small block writer: headings, paragraphs, numbered items and tables in one document style."""

    def __init__(self, font: str, size: float, accent):
        self.font, self.size, self.accent = font, size, accent
        self.flow: list = []
        lead = size * 1.32
        self.st_p = ParagraphStyle("p", fontName=font, fontSize=size, leading=lead, alignment=TA_JUSTIFY,
                                   spaceAfter=3)
        self.st_h1 = ParagraphStyle("h1", fontName=font + "-B", fontSize=size + 2.5, leading=(size + 2.5) * 1.3,
                                    spaceBefore=8, spaceAfter=4, textColor=accent)
        self.st_h2 = ParagraphStyle("h2", fontName=font + "-B", fontSize=size + 0.5, leading=(size + 0.5) * 1.3,
                                    spaceBefore=5, spaceAfter=2)
        self.st_title = ParagraphStyle("t", fontName=font + "-B", fontSize=size + 7, leading=(size + 7) * 1.3,
                                       alignment=TA_CENTER, spaceAfter=4, textColor=accent)
        self.st_sub = ParagraphStyle("s", fontName=font, fontSize=size + 1.5, leading=(size + 1.5) * 1.3,
                                     alignment=TA_CENTER, spaceAfter=8)
        self.st_cell = ParagraphStyle("c", fontName=font, fontSize=size - 0.7, leading=(size - 0.7) * 1.25,
                                      alignment=TA_LEFT)
        self.st_cellb = ParagraphStyle("cb", parent=self.st_cell, fontName=font + "-B")

    def title(self, t, sub=None):
        self.flow.append(Paragraph(esc(t), self.st_title))
        if sub:
            self.flow.append(Paragraph(esc(sub), self.st_sub))

    def h1(self, t):
        self.flow.append(CondPageBreak(40 * mm))
        self.flow.append(Paragraph(esc(t), self.st_h1))

    def h2(self, t):
        self.flow.append(CondPageBreak(22 * mm))
        self.flow.append(Paragraph(esc(t), self.st_h2))

    def p(self, t, indent=0):
        st = self.st_p if not indent else ParagraphStyle("pi", parent=self.st_p, leftIndent=indent)
        self.flow.append(Paragraph(esc(t), st))

    def item(self, label, t, level=1):
        ind = 9 * mm * level
        st = ParagraphStyle("li%d" % level, parent=self.st_p, leftIndent=ind, bulletIndent=ind - 8 * mm,
                            spaceAfter=2)
        self.flow.append(Paragraph(esc(t), st, bulletText=label))

    def items(self, labels, texts, level=1):
        for lab, t in zip(labels, texts):
            self.item(lab, t, level)

    def space(self, h=4):
        self.flow.append(Spacer(1, h))

    def pagebreak(self):
        self.flow.append(PageBreak())

    def cell(self, t, bold=False):
        return Paragraph(esc(t), self.st_cellb if bold else self.st_cell)

    def table(self, rows, widths, ruled=True, header_rows=1, bold_first_col=False, extra_style=()):
        data = []
        for r, row in enumerate(rows):
            data.append([self.cell(c, bold=(r < header_rows) or (bold_first_col and j == 0)) if isinstance(c, str)
                         else c for j, c in enumerate(row)])
        t = Table(data, colWidths=widths, repeatRows=header_rows, hAlign="LEFT")
        style = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                 ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3),
                 ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]
        if ruled:
            style += [("GRID", (0, 0), (-1, -1), 0.6, colors.black),
                      ("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.HexColor("#D9E2F3"))]
        style += list(extra_style)
        t.setStyle(TableStyle(style))
        self.flow.append(t)
        self.space(5)


def make_canvas(draw):
    class NumberedCanvas(canvas.Canvas):
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
                draw(self, self._pageNumber, n)
                super().showPage()
            super().save()

    return NumberedCanvas


def build(path, doc: Doc, draw, title, author, margins=(18 * mm, 18 * mm, 30 * mm, 20 * mm)):
    left, right, top, bottom = margins
    bd = BaseDocTemplate(path, pagesize=A4, leftMargin=left, rightMargin=right, topMargin=top,
                         bottomMargin=bottom, title=title, author=author, creator="h8 synthetic generator")
    frame = Frame(left, bottom, A4[0] - left - right, A4[1] - top - bottom, id="f", leftPadding=0,
                  rightPadding=0, topPadding=0, bottomPadding=0)
    bd.addPageTemplates([PageTemplate(id="all", frames=[frame])])
    bd.build(doc.flow, canvasmaker=make_canvas(draw))


# =================================================================================================
# A. United India - Bank Account Holders Group Mediclaim Policy (group; zones; ruled table)
# =================================================================================================
A_INSURER = "United India Insurance Company Limited"
A_PRODUCT = "Bank Account Holders Group Mediclaim Policy"
A_UIN = "UIIHLGP26031V012526"
A_STEM = "UnitedIndia_Bank-Account-Holders-Group-Mediclaim_" + A_UIN


def draw_a(c, page, total):
    w, h = A4
    c.saveState()
    c.setFillColor(colors.HexColor("#1F3864"))
    c.setFont("DVC-B", 11)
    c.drawString(18 * mm, h - 13 * mm, A_INSURER)
    c.setFont("DVC", 7.2)
    c.setFillColor(colors.black)
    c.drawString(18 * mm, h - 17 * mm, "Registered & Head Office: 24, Whites Road, Chennai \u2013 600 014  |  "
                 "IRDAI Regn. No. 545  |  CIN: U93090TN1938GOI000108")
    c.setFont("DVC-B", 8)
    c.drawRightString(w - 18 * mm, h - 13 * mm, A_PRODUCT + " \u2013 Policy Wording")
    c.setFont("DVC", 8)
    c.drawRightString(w - 18 * mm, h - 21 * mm, "UIN: " + A_UIN)
    c.setStrokeColor(colors.HexColor("#1F3864"))
    c.setLineWidth(1)
    c.line(18 * mm, h - 23.5 * mm, w - 18 * mm, h - 23.5 * mm)
    c.setLineWidth(0.5)
    c.line(18 * mm, 14 * mm, w - 18 * mm, 14 * mm)
    c.setFont("DVC", 7.5)
    c.drawString(18 * mm, 10 * mm, "United India Insurance Co. Ltd. | " + A_PRODUCT + " | UIN: " + A_UIN)
    c.drawRightString(w - 18 * mm, 10 * mm, "Page %d of %d" % (page, total))
    if page == 1:
        c.setFont("DVC-I", 7)
        c.drawCentredString(w / 2, 6 * mm, SYNTH_LINE)
    c.restoreState()


def wording_a() -> Doc:
    d = Doc("DVC", 8.6, colors.HexColor("#1F3864"))
    d.title("BANK ACCOUNT HOLDERS GROUP MEDICLAIM POLICY", "Policy Wording (Group Health Insurance)")

    d.h1("1. PREAMBLE")
    d.p("This Policy is issued by United India Insurance Company Limited (hereinafter called \u201cthe Company\u201d) "
        "to the Bank named in the Schedule (hereinafter called \u201cthe Group Policyholder\u201d) for the benefit of "
        "those of its savings bank and current account holders who choose to join the group, together with the "
        "members of their family enrolled along with them (each of them an \u201cInsured Person\u201d). The names of "
        "the Insured Persons appear in the enrolment list attached to the Schedule and in the Certificate of "
        "Insurance issued to each account holder. The insurance is granted on the basis of the enrolment data and "
        "declarations furnished by the Group Policyholder and by each account holder, which shall be the basis of "
        "this contract, and is subject to receipt of the premium in full and to the terms, conditions, exclusions "
        "and limits contained herein.")

    d.h1("2. OPERATIVE CLAUSE")
    d.p("If during the Policy Period an Insured Person contracts any Illness or sustains any Injury and has to be "
        "admitted in a Hospital for In-patient Care, or undergoes a Day Care Treatment, on the written advice of a "
        "Medical Practitioner, the Company will pay the Reasonable and Customary charges that are Medically "
        "Necessary, either by reimbursement or directly to a Network Provider, in the manner and to the extent set "
        "out in Section 4 and in the Table of Benefits. The aggregate of all amounts paid for an Insured Person in a "
        "Policy Period, or for all members of a family where the Certificate of Insurance shows a floater Sum "
        "Insured, shall not exceed the Sum Insured stated in the Certificate of Insurance.")

    d.h1("3. DEFINITIONS")
    d.p("The terms defined below have the meanings ascribed to them wherever they appear in this Policy; where the "
        "context so requires, references to the singular include the plural and references to the male gender "
        "include the female gender.")
    d.h2("3.1 Standard Definitions")
    for i, (term, text) in enumerate(STD_DEFS, start=1):
        if term == "Pre-hospitalisation Medical Expenses":
            pass
        d.item("3.1.%d" % i, "<b>%s</b>: %s" % (term, text))
    d.item("3.1.%d" % (len(STD_DEFS) + 1), "<b>Maternity Expenses</b>: " + EXTRA_DEFS["Maternity Expenses"])
    d.item("3.1.%d" % (len(STD_DEFS) + 2), "<b>Newborn Baby</b>: " + EXTRA_DEFS["Newborn Baby"])
    d.h2("3.2 Specific Definitions")
    spec = [
        ("Account Holder", "a natural person who holds an operative savings bank or current account, singly or "
         "jointly, with the Group Policyholder, and who has enrolled under this Policy by giving a written or "
         "electronic consent and authorising the debit of premium from that account."),
        ("Group Policyholder", "the Bank named in the Schedule, which holds this Policy on behalf of the "
         "Account Holders and remits the premium collected from them to the Company. The Group Policyholder is "
         "not an agent of the Company and shall not be liable for any claim."),
        ("Certificate of Insurance", "the document issued by the Company to each Account Holder under this "
         "Policy, showing the Insured Persons, the Sum Insured, the cover basis (individual or floater), the zone "
         "for which premium has been paid and the period of cover."),
        ("Family", "the Account Holder, his or her lawfully wedded spouse, up to two dependent children aged "
         "between 91 days and 25 years, and the dependent parents or parents-in-law of the Account Holder aged "
         "not more than 80 years at enrolment."),
        ("Zone", "the geographical area for which premium has been charged, as described in Section 5."),
        ("Policy Period", "the period of one year stated in the Schedule; for an Account Holder who joins in the "
         "middle of the year, the period from the date of enrolment to the expiry of the Policy Period."),
        ("Sum Insured", "the amount shown in the Certificate of Insurance, being the maximum liability of the "
         "Company for all claims of the Insured Person (or of the Family, on floater basis) in a Policy Period."),
        ("TPA", "a Third Party Administrator licensed by IRDAI and engaged by the Company for the servicing of "
         "claims under this Policy."),
    ]
    for i, (term, text) in enumerate(spec, start=1):
        d.item("3.2.%d" % i, "<b>%s</b> means %s" % (term, text))

    d.h1("4. BENEFITS")
    d.p("Subject to the Sum Insured, the limits in this Section and the Table of Benefits (clause 4.12), the "
        "Company will pay the following Medical Expenses incurred for an admissible Hospitalisation.")
    d.h2("4.1 In-patient Hospitalisation")
    d.items(["a)", "b)", "c)", "d)"], [
        "Room, boarding and nursing charges as provided by the Hospital, limited to 2% of SI per day.",
        "Intensive Care Unit (ICU) / Intensive Cardiac Care Unit (ICCU) charges, limited to 4% of SI per day.",
        "Fees of the surgeon, anaesthetist, Medical Practitioner, consultants and specialists.",
        "Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, "
        "diagnostic materials and X-ray, dialysis, chemotherapy, radiotherapy, cost of pacemaker, stents, "
        "prosthetic devices and other implants fixed internally during a surgical procedure.",
    ])
    d.p("<b>Proportionate deduction.</b> Where the Insured Person stays in a room whose tariff per day is more "
        "than the limit in 4.1 a), the Company shall reduce the associated medical expenses (room, nursing, fees "
        "of doctors and surgeons, and operation theatre charges) in the same ratio as the admissible room rent "
        "bears to the room rent actually charged. No such reduction is made on pharmacy and consumables, "
        "implants, medical devices or diagnostics, or for a stay in the ICU/ICCU; ICU charges in excess of the "
        "limit in 4.1 b) are simply not payable.", indent=9 * mm)
    d.h2("4.2 Pre-hospitalisation Medical Expenses")
    d.p("Medical Expenses incurred during the 30 days immediately before the date of admission, for the same "
        "condition, are payable provided the Hospitalisation claim is admitted under 4.1.")
    d.h2("4.3 Post-hospitalisation Medical Expenses")
    d.p("Medical Expenses incurred during the 60 days immediately after the date of discharge, for the same "
        "condition, are payable provided the Hospitalisation claim is admitted under 4.1.")
    d.h2("4.4 Day Care Treatment")
    d.p("Expenses for the Day Care Treatments listed in Annexure I, taken in a Hospital or Day Care Centre, are "
        "payable even though the Insured Person is not admitted for 24 hours. Treatment taken in the out-patient "
        "department is not covered.")
    d.h2("4.5 Road Ambulance")
    d.p("Charges of a registered road ambulance service for shifting the Insured Person to a Hospital in an "
        "emergency, or from one Hospital to another for better medical facilities, are payable up to \u20b9 2,500 "
        "per hospitalisation, provided the Hospitalisation claim is admissible.")
    d.h2("4.6 Cataract Surgery")
    d.p("The Company's liability for surgery of cataract shall not exceed Rs. 40,000 per eye for each Insured "
        "Person, inclusive of the cost of lens, pre-hospitalisation and post-hospitalisation expenses. Cataract "
        "is subject to the waiting period under 6.2.")
    d.h2("4.7 AYUSH Treatment")
    d.p("In-patient treatment taken under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy in an AYUSH "
        "Hospital is payable up to 25% of the Sum Insured in a Policy Period.")
    d.h2("4.8 Modern Treatment Methods and Advancement in Technologies")
    d.p("The following procedures, taken as in-patient or day care treatment, are covered; the amount payable for "
        "each of them shall be limited to 50% of the Sum Insured in a Policy Period: (A) uterine artery "
        "embolization and HIFU; (B) balloon sinuplasty; (C) deep brain stimulation; (D) oral chemotherapy; (E) "
        "immunotherapy - monoclonal antibody given as injection; (F) intravitreal injections; (G) robotic "
        "surgeries; (H) stereotactic radio surgeries; (I) bronchial thermoplasty; (J) vaporisation of the "
        "prostate (green laser or holmium laser treatment); (K) IONM - intra-operative neuro monitoring; (L) stem "
        "cell therapy - haematopoietic stem cells for bone marrow transplant for haematological conditions.")
    d.h2("4.9 Optional Maternity Extension")
    d.p("This extension applies only where the Group Policyholder has opted for it on payment of the additional "
        "premium and it is shown in the Schedule. In that case, and notwithstanding exclusion 6.4.14, the Company "
        "shall pay Maternity Expenses of the Account Holder or spouse as follows:")
    d.items(["(i)", "(ii)", "(iii)", "(iv)"], [
        "normal delivery up to Rs. 25,000 and caesarean section up to Rs. 40,000, inclusive of pre-natal and "
        "post-natal hospitalisation;",
        "a waiting period of 9 months from the date the Insured Person is first enrolled applies, except for "
        "ectopic pregnancy, which is covered under 4.1;",
        "expenses of the Newborn Baby are payable within the maternity limit during the first 90 days;",
        "cover is restricted to the first two living children of the Account Holder.",
    ])
    d.h2("4.10 Health Check-up")
    d.p("At the end of every block of three continuous claim-free Policy Periods, each Insured Person aged 18 "
        "years or above may claim the cost of a health check-up up to Rs. 1,500, taken at any diagnostic centre. "
        "This amount does not reduce the Sum Insured.")
    d.h2("4.11 No Bonus and No Reinstatement")
    d.p("This is a one-year group policy renewed by the Group Policyholder. It does not carry any cumulative bonus "
        "or no claim discount, and the Sum Insured, once exhausted in a Policy Period, is not reinstated.")
    d.h2("4.12 Table of Benefits")
    d.p("Sum Insured options available to an Account Holder: INR 1,00,000 / 2,00,000 / 3,00,000 / 5,00,000, on "
        "individual or floater basis, as chosen at enrolment.")
    rows = [
        ["Benefit", "SI \u20b9 1,00,000", "SI \u20b9 2,00,000", "SI \u20b9 3,00,000", "SI \u20b9 5,00,000"],
        ["Room, boarding & nursing (2% of SI per day)", "\u20b9 2,000 per day", "\u20b9 4,000 per day",
         "\u20b9 6,000 per day", "\u20b9 10,000 per day"],
        ["ICU / ICCU (4% of SI per day)", "\u20b9 4,000 per day", "\u20b9 8,000 per day", "\u20b9 12,000 per day",
         "\u20b9 20,000 per day"],
        ["Pre / Post-hospitalisation", "30 days / 60 days", "30 days / 60 days", "30 days / 60 days",
         "30 days / 60 days"],
        ["Cataract (per eye)", "Rs. 40,000", "Rs. 40,000", "Rs. 40,000", "Rs. 40,000"],
        ["Road ambulance (per hospitalisation)", "Rs. 2,500", "Rs. 2,500", "Rs. 2,500", "Rs. 2,500"],
        ["AYUSH treatment", "Up to 25% of SI", "Up to 25% of SI", "Up to 25% of SI", "Up to 25% of SI"],
        ["Modern treatment methods (each)", "Up to 50% of SI", "Up to 50% of SI", "Up to 50% of SI",
         "Up to 50% of SI"],
        ["Day care treatments", "Covered up to SI", "Covered up to SI", "Covered up to SI", "Covered up to SI"],
        ["Maternity (optional extension)", "Normal Rs. 25,000 / Caesarean Rs. 40,000 if opted", "Same",
         "Same", "Same"],
        ["Health check-up (every 3 claim-free years)", "Rs. 1,500", "Rs. 1,500", "Rs. 1,500", "Rs. 1,500"],
        ["Domiciliary hospitalisation", "Not Covered", "Not Covered", "Not Covered", "Not Covered"],
        ["Co-payment", "As per Section 5 (zone of treatment)", "As per Section 5", "As per Section 5",
         "As per Section 5"],
    ]
    d.table(rows, [52 * mm, 30 * mm, 30 * mm, 30 * mm, 30 * mm], ruled=True, bold_first_col=False)

    d.h1("5. ZONES OF COVER AND CO-PAYMENT")
    d.p("5.1 For the purpose of premium and settlement of claims the country is divided into two zones. Zone A "
        "comprises Delhi and the National Capital Region, Greater Mumbai (including Navi Mumbai and Thane), "
        "Kolkata, Chennai, Bengaluru, Hyderabad and Secunderabad, Ahmedabad, Surat, Vadodara and Pune. Zone B "
        "comprises all other places in India.")
    d.p("5.2 Every Account Holder pays premium for the zone in which he or she resides, as declared at enrolment, "
        "and the zone is printed on the Certificate of Insurance. The premium for Zone A is higher than the "
        "premium for Zone B.")
    d.p("5.3 Insured persons who have paid premium for Zone A may take treatment anywhere in India without any "
        "co-payment. Insured persons who have paid premium for Zone B and take treatment in Zone A shall bear "
        "15% of each admissible claim, the co-payment being applied after the limits of Section 4 have been "
        "applied. Treatment taken in Zone B by any Insured Person is settled without co-payment.")
    d.p("5.4 The co-payment under 5.3 shall not be applied to a claim for Hospitalisation following an Accident. "
        "Save as stated in 5.3, no co-payment is applicable under this Policy.")
    d.p("5.5 An Account Holder who shifts residence to Zone A may, at the next renewal of the Group Policy, pay "
        "the premium applicable to Zone A, whereupon 5.3 shall cease to apply to his or her Family.")

    d.h1("6. WAITING PERIODS AND EXCLUSIONS")
    d.p("The Company shall not be liable to make any payment under this Policy in respect of any expenses incurred "
        "in connection with or in respect of the following.")
    d.h2("6.1 Pre-Existing Diseases (Code- Excl01)")
    d.items(["a)", "b)", "c)", "d)"], [t.format(ped=24) for t in EXCL01])
    d.h2("6.2 Specified disease/procedure waiting period (Code- Excl02)")
    d.items(["a)", "b)", "c)", "d)", "e)"], [t.format(sdm="24 (twenty four)") for t in EXCL02])
    d.item("f)", "List of specific diseases/procedures - 24 months: (1) cataract; (2) benign prostatic "
           "hypertrophy; (3) hernia of all types; (4) hydrocele; (5) fissure, fistula-in-ano, piles "
           "(haemorrhoids) and pilonidal sinus; (6) calculus diseases of the gall bladder and the urinary system; "
           "(7) hysterectomy for menorrhagia or fibromyoma, myomectomy and prolapse of uterus; (8) all internal and "
           "external benign tumours, cysts, polyps and benign breast lumps; (9) sinusitis, tonsillitis, "
           "adenoiditis and other benign ENT disorders; (10) gastric and duodenal ulcers; (11) varicose veins and "
           "varicose ulcers; (12) non-infective arthritis, gout and rheumatism; (13) intervertebral disc "
           "prolapse, unless arising from an Accident.")
    d.item("g)", "Notwithstanding f), joint replacement surgery (other than following an Accident), osteoarthritis "
           "and osteoporosis shall be excluded until the expiry of 36 months of continuous coverage.")
    d.h2("6.3 First 30 days waiting period (Code- Excl03)")
    d.items(["a)", "b)", "c)"], EXCL03)
    d.h2("6.4 Standard permanent exclusions")
    n = 0
    for code, name, texts in PERMANENT:
        if code == "Excl11":
            continue  # this product does not print the excluded-providers exclusion
        n += 1
        body = " ".join(texts) if len(texts) == 1 else " ".join("(%s) %s" % (r, t) for r, t in zip("ab", texts))
        if code == "Excl18":
            body += " (Refer 4.9 where the Optional Maternity Extension is opted.)"
        d.item("6.4.%d" % n, "<b>%s (Code- %s):</b> %s" % (name, code, body))
    d.h2("6.5 Other exclusions specific to this Policy")
    other = [
        "War, invasion, act of foreign enemy, hostilities (whether war be declared or not), civil war, rebellion, "
        "revolution, nuclear weapons or materials, or ionising radiation.",
        "Dental treatment or surgery of any kind unless necessitated by an Accident and requiring "
        "Hospitalisation.",
        "Cost of spectacles, contact lenses, hearing aids, walkers, crutches, wheel chairs and similar aids.",
        "Expenses incurred on Domiciliary Hospitalisation or on treatment taken at home, whatever the reason.",
        "Expenses incurred on the organ donor for harvesting an organ, including the donor's hospital charges; "
        "only the recipient's own treatment is payable.",
        "Out-patient consultations, tests and medicines not followed by an admissible Hospitalisation.",
        "Treatment taken outside India.",
        "Items of a non-medical nature listed in Annexure II.",
        "Circumcision unless necessary for the treatment of a disease or necessitated by an Accident.",
        "Vaccination or inoculation other than post-bite treatment following an animal bite.",
    ]
    for i, t in enumerate(other, start=1):
        d.item("6.5.%d" % i, t)

    d.h1("7. GENERAL TERMS AND CONDITIONS")
    conds = [
        ("Disclosure of Information", "The cover of an Insured Person shall be void and the premium paid "
         "forfeited in the event of misrepresentation, mis-description or non-disclosure of any material fact by "
         "the Account Holder at enrolment."),
        ("Condition Precedent to Admission of Liability", "The terms and conditions of the Policy must be "
         "fulfilled by the Insured Person for the Company to make any payment for a claim."),
        ("Enrolment and Additions", "Account Holders may join at the inception of the Policy or within the Policy "
         "Period on payment of pro-rata premium. A spouse acquired by marriage or a child born during the Policy "
         "Period may be added from the date of the event on intimation within 30 days. Waiting periods are "
         "counted for each Insured Person from the date he or she is first enrolled."),
        ("Claim Settlement", "The Company shall settle or reject a claim within 15 days of the receipt of the last "
         "necessary document. In case of delay the Company shall pay interest at a rate 2% above the bank rate "
         "from the date of receipt of the last necessary document to the date of payment."),
        ("Complete Discharge", "Payment made by the Company to the Insured Person, the nominee or the Network "
         "Provider shall be a full, valid and effectual discharge of the Company's liability for that claim."),
        ("Fraud", "If any claim is in any manner fraudulent, or supported by any fraudulent means or device, all "
         "benefits under this Policy for that Insured Person and the premium paid shall be forfeited, and any "
         "amount already paid against such claim shall be repaid to the Company."),
        ("Multiple Policies", "Where an Insured Person holds more than one indemnity policy, he or she may choose "
         "the policy under which the claim is to be settled; if the amount exceeds the Sum Insured of that "
         "policy, the balance may be claimed under the other policies."),
        ("Free Look Period", "An Account Holder enrolling under this Policy for the first time shall have a free "
         "look period of 15 days from the date of receipt of the Certificate of Insurance to review its terms. "
         "If he or she withdraws in this period and no claim has been made, the premium shall be refunded after "
         "deducting proportionate risk premium and stamp duty. The free look is not available at renewal."),
        ("Cancellation", "The Group Policyholder may cancel this Policy by giving 30 days' notice in writing; the "
         "Company shall refund premium for the unexpired period on short period scale if no claim has been paid. "
         "An Account Holder may withdraw his or her Family at any time, and the cover of an Account Holder ceases "
         "when the account is closed, with pro-rata refund of premium if no claim has been made. The Company may "
         "cancel the cover of an Insured Person only on grounds of established fraud, by giving 15 days' notice, "
         "without refund of premium."),
        ("Renewal", "The Policy is renewable annually by the Group Policyholder and shall not be refused except on "
         "grounds of fraud or misrepresentation. The cover of an Account Holder continues on renewal so long as "
         "the premium is debited from the account."),
        ("Grace Period", "Where the renewal premium is paid within a Grace Period of 30 days from the due date, "
         "the cover of the Account Holder is treated as continuous for the purpose of waiting periods; no claim "
         "is payable for any Hospitalisation that begins during the period for which premium was not received."),
        ("Migration and Portability", "On the Account Holder leaving the group, closing the account, or on "
         "non-renewal of the Group Policy, the Insured Persons may migrate to a suitable individual health policy "
         "of the Company, or port to another insurer, with credit of the waiting periods already served, on "
         "applying at least 30 days before the cover under this Policy ends, in accordance with IRDAI guidelines."),
        ("Moratorium Period", "After completion of sixty continuous months of coverage (including portability and "
         "migration), no claim shall be contestable by the Company on grounds of non-disclosure or "
         "misrepresentation, except on grounds of established fraud."),
        ("Possibility of Revision of Terms", "The Company may revise the terms or premium of the Policy with the "
         "prior approval of IRDAI, giving 3 months' notice to the Group Policyholder."),
        ("Nomination", "The Account Holder is required to nominate a person at enrolment, to whom any claim amount "
         "remaining unpaid shall be paid in the event of his or her death."),
        ("Withdrawal of Product", "If the product is withdrawn, the Group Policyholder shall be informed 90 days "
         "before the due date of renewal, and Insured Persons shall have the option to migrate to a similar "
         "policy of the Company."),
    ]
    for i, (head, text) in enumerate(conds, start=1):
        d.item("7.%d" % i, "<b>%s:</b> %s" % (head, text))

    d.h1("8. CLAIM PROCEDURE")
    d.h2("8.1 Intimation")
    d.p("The Insured Person or any person on his or her behalf shall intimate the TPA or the Company at the "
        "toll-free number or e-mail shown in the Certificate of Insurance:")
    d.items(["a)", "b)"], [
        "in the case of an emergency Hospitalisation, within 24 hours of admission;",
        "in the case of a planned Hospitalisation, at least 72 hours before the date of admission.",
    ])
    d.h2("8.2 Cashless Facility")
    d.p("Cashless treatment is available only in Network Providers. The Hospital sends the pre-authorisation "
        "request with the Certificate of Insurance and a photo identity of the patient to the TPA, which shall "
        "decide it within one hour of receipt; the final discharge authorisation shall be given within three "
        "hours of the receipt of the discharge request. A denial of cashless access does not mean the claim is "
        "rejected; the Insured Person may claim reimbursement.")
    d.h2("8.3 Reimbursement")
    d.p("For reimbursement the following shall be submitted within 15 days of the date of discharge: the claim "
        "form duly signed, the original bills with the payment receipt, the discharge summary, investigation "
        "reports, prescriptions and pharmacy bills, a copy of the passbook page or cancelled cheque of the "
        "account, photo identity and KYC documents, and, in case of an Accident, the FIR or medico-legal "
        "certificate where made. Bills of post-hospitalisation treatment shall be sent within 15 days of the "
        "end of that treatment. Delay beyond these limits may be condoned where the reasons are genuine and "
        "beyond the control of the Insured Person.")
    d.h2("8.4 Payment")
    d.p("All claims are paid in Indian Rupees by electronic transfer to the bank account of the Account Holder "
        "with the Group Policyholder, or to the Network Provider in the case of cashless settlement.")

    d.h1("9. GRIEVANCE REDRESSAL")
    d.p("An Insured Person having a grievance may contact the branch that issued the Certificate of Insurance, "
        "or write to the Grievance Cell at the Head Office (e-mail: customercare@uiic.co.in; toll free 1800 425 "
        "333 33). The Company shall acknowledge the grievance within 24 hours and resolve it within 14 days. If "
        "the reply is not satisfactory, or there is no reply within 14 days, the Insured Person may approach the "
        "Grievance Redressal Officer of the Company and thereafter the Insurance Ombudsman (Annexure III), or "
        "register the complaint on the Bima Bharosa portal of IRDAI.")

    d.pagebreak()
    d.h1("ANNEXURE I \u2013 LIST OF DAY CARE TREATMENTS (ILLUSTRATIVE)")
    d.p("The procedures below are covered as Day Care Treatment when taken in a Hospital or Day Care Centre. The "
        "list is not exhaustive; any other procedure that needs less than 24 hours of admission because of "
        "technological advancement is also covered, subject to the terms of the Policy.")
    half = (len(DAY_CARE) + 1) // 2
    rows = [["S. No.", "Procedure", "S. No.", "Procedure"]]
    for i in range(half):
        r = [str(i + 1), DAY_CARE[i]]
        if i + half < len(DAY_CARE):
            r += [str(i + half + 1), DAY_CARE[i + half]]
        else:
            r += ["", ""]
        rows.append(r)
    d.table(rows, [12 * mm, 73 * mm, 12 * mm, 77 * mm], ruled=True)

    d.h1("ANNEXURE II \u2013 LIST I: ITEMS FOR WHICH COVERAGE IS NOT AVAILABLE")
    half = (len(LIST_I) + 1) // 2
    rows = [["Sl.", "Item", "Sl.", "Item"]]
    for i in range(half):
        r = [str(i + 1), LIST_I[i]]
        if i + half < len(LIST_I):
            r += [str(i + half + 1), LIST_I[i + half]]
        else:
            r += ["", ""]
        rows.append(r)
    d.table(rows, [10 * mm, 77 * mm, 10 * mm, 77 * mm], ruled=True)
    d.p("Lists II, III and IV of the IRDAI guidelines (items subsumed into room charges, procedure charges and "
        "treatment costs) apply as published on the Company's website.")

    d.h1("ANNEXURE III \u2013 OFFICES OF THE INSURANCE OMBUDSMAN (EXTRACT)")
    rows = [["Office", "Address", "Jurisdiction"]] + [list(o) for o in OMBUDSMAN]
    d.table(rows, [26 * mm, 95 * mm, 53 * mm], ruled=True)
    d.p("The complete and updated list of Ombudsman offices is available at www.cioins.co.in.")
    return d


# =================================================================================================
# B. Universal Sompo - Family Health Protector Policy (definitions table; nested numbering; unruled table)
# =================================================================================================
B_INSURER = "Universal Sompo General Insurance Company Limited"
B_PRODUCT = "Family Health Protector Policy"
B_UIN = "UNIHLIP26047V012526"
B_STEM = "UniversalSompo_Family-Health-Protector_" + B_UIN


def draw_b(c, page, total):
    w, h = A4
    c.saveState()
    c.setFillColor(colors.HexColor("#B22222"))
    c.rect(0, h - 8 * mm, w, 3 * mm, stroke=0, fill=1)
    c.setFillColor(colors.black)
    c.setFont("LS-B", 10)
    c.drawString(16 * mm, h - 15 * mm, B_INSURER)
    c.setFont("LS", 8)
    c.drawString(16 * mm, h - 19.5 * mm, B_PRODUCT + "  |  UIN: " + B_UIN)
    c.setFont("LS", 7)
    c.drawRightString(w - 16 * mm, h - 15 * mm, "IRDAI Reg. No. 134")
    c.drawRightString(w - 16 * mm, h - 19.5 * mm, "Policy Wordings")
    c.setFont("LS", 7)
    c.drawString(16 * mm, 11 * mm, "Registered Office: Unit No. 401, 4th Floor, Sangam Complex, 127, Andheri-Kurla "
                 "Road, Andheri (East), Mumbai - 400 059")
    c.drawRightString(w - 16 * mm, 11 * mm, "%d / %d" % (page, total))
    c.drawString(16 * mm, 7.5 * mm, B_INSURER + " | " + B_PRODUCT + " | UIN: " + B_UIN)
    if page == 1:
        c.setFont("LS-I", 7)
        c.drawRightString(w - 16 * mm, 7.5 * mm, SYNTH_LINE)
    c.restoreState()


def wording_b() -> Doc:
    d = Doc("LS", 8.8, colors.HexColor("#B22222"))
    d.title("FAMILY HEALTH PROTECTOR POLICY", "Policy Wordings")
    d.h1("1. PREAMBLE")
    d.p("Universal Sompo General Insurance Company Limited (\u201cWe\u201d, \u201cUs\u201d, \u201cOur\u201d) "
        "agrees, in consideration of the premium received from the Policyholder (\u201cYou\u201d) and in reliance "
        "on the proposal form and the declarations made in it, to insure the persons named in the Policy Schedule "
        "on the terms of this Policy. This Policy, the Schedule, the proposal form and any endorsement together "
        "form one contract; a word or expression given a meaning in Section 2 has that meaning wherever it "
        "appears.")
    d.p("<b>Operative Clause.</b> If an Insured Person is hospitalised during the Policy Period for an Illness "
        "contracted or an Injury sustained, We will indemnify the Medically Necessary and Reasonable and "
        "Customary expenses described in Section 3, up to the Sum Insured and the limits stated in this Policy "
        "and the Schedule of Benefits. The cover is available on individual basis, or on floater basis for a "
        "family of up to six members, as stated in the Policy Schedule.")

    d.h1("2. DEFINITIONS")
    d.p("2.1 Standard definitions prescribed by IRDAI, and 2.2 the definitions specific to this Policy, are set out "
        "in the table below.")
    rows = [["Term", "Meaning"]]
    n = 0
    std = list(STD_DEFS)
    std.insert(9, ("Cumulative Bonus", EXTRA_DEFS["Cumulative Bonus"]))
    std.insert(14, ("Domiciliary Hospitalisation", EXTRA_DEFS["Domiciliary Hospitalisation"]))
    for term, text in std:
        n += 1
        rows.append(["2.1.%d %s" % (n, term), text])
    specific = [
        ("Policy Schedule", "The document attached to and forming part of this Policy, stating the Insured "
         "Persons, the Sum Insured, the Policy Period, the cover basis and any special conditions."),
        ("Sum Insured", "The amount stated in the Policy Schedule, being Our maximum liability for all claims of "
         "an Insured Person (or, on floater basis, of all Insured Persons together) in a Policy Year, excluding "
         "any Cumulative Bonus."),
        ("Policy Year", "A period of twelve months beginning from the start date of the Policy Period or any "
         "anniversary of it."),
        ("Restore Sum Insured", "The amount of Sum Insured reinstated under 3.2.2 after the Sum Insured and "
         "Cumulative Bonus have been exhausted."),
        ("Associated Medical Expenses", "Room, boarding and nursing charges, fees of the operating surgeon, "
         "anaesthetist, consultants and specialists, and operation theatre charges, all of which vary with the "
         "category of room occupied; they exclude pharmacy, consumables, implants, medical devices and "
         "diagnostics."),
    ]
    for i, (term, text) in enumerate(specific, start=1):
        rows.append(["2.2.%d %s" % (i, term), text])
    d.table(rows, [42 * mm, 136 * mm], ruled=False, bold_first_col=True,
            extra_style=[("LINEBELOW", (0, 0), (-1, 0), 0, colors.white)])

    d.h1("3. BENEFITS")
    d.p("All benefits are subject to the Sum Insured, the waiting periods and exclusions in Section 4 and the "
        "limits in the Schedule of Benefits (3.3). A claim admitted under 3.1.1 is a pre-condition for any claim "
        "under 3.1.2, 3.1.3, 3.1.6 and 3.1.7.")
    d.h2("3.1 Base Covers")
    d.p("<b>3.1.1 In-patient Hospitalisation Expenses</b> \u2013 We will pay the following expenses for "
        "Hospitalisation of not less than 24 consecutive hours:")
    d.items(["(a)", "(b)", "(c)", "(d)", "(e)"], [
        "Accommodation charges (room, boarding and nursing): up to Rs. 4,000 per day for SI up to 5 lakh and "
        "Rs. 6,000 per day above;",
        "Intensive Care Unit charges: up to Rs. 10,000 per day where the Sum Insured is up to Rs. 5 lakh, and "
        "actual ICU charges where the Sum Insured is above Rs. 5 lakh;",
        "Fees of the surgeon, anaesthetist, consultants, specialists and Medical Practitioners;",
        "Operation theatre, anaesthesia, blood, oxygen, medicines, drugs and consumables, diagnostic tests, "
        "dialysis, chemotherapy and radiotherapy;",
        "Cost of prostheses, implants and devices fixed during a surgery, such as pacemakers, stents and "
        "orthopaedic implants.",
    ], level=1)
    d.p("<b>Note:</b> Where the Insured Person occupies accommodation whose charge per day is more than the limit in "
        "(a), We shall pay the Associated Medical Expenses in the proportion that the eligible accommodation "
        "charge bears to the accommodation charge actually incurred. This proportionate deduction does not apply "
        "to ICU charges, pharmacy, consumables, implants, medical devices or diagnostics, nor to a Hospital that "
        "does not follow differential billing by room category.", indent=9 * mm)
    d.p("<b>3.1.2 Pre-hospitalisation Medical Expenses</b> \u2013 Medical Expenses incurred in the 60 days "
        "immediately before admission, for the condition for which the Insured Person was hospitalised.")
    d.p("<b>3.1.3 Post-hospitalisation Medical Expenses</b> \u2013 Medical Expenses incurred in the 90 days "
        "immediately after discharge, for the same condition.")
    d.p("<b>3.1.4 Day Care Treatment</b> \u2013 Medical Expenses for the Day Care Treatments listed in Annexure A, "
        "taken in a Hospital or Day Care Centre, up to the Sum Insured.")
    d.p("<b>3.1.5 Domiciliary Hospitalisation</b>")
    d.items(["(a)", "(b)", "(c)"], [
        "We will pay Medical Expenses of Domiciliary Hospitalisation that continues for at least three "
        "consecutive days, up to 10% of the Sum Insured in a Policy Year;",
        "pre-hospitalisation and post-hospitalisation expenses are not payable with a domiciliary claim;",
        "no payment is made for domiciliary treatment of asthma, bronchitis, chronic nephritis, diarrhoea and "
        "dysentery, epilepsy, hypertension, influenza, cough and cold, pyrexia of unknown origin, tonsillitis and "
        "upper respiratory tract infection, arthritis, gout and rheumatism.",
    ])
    d.p("<b>3.1.6 Emergency Road Ambulance</b> \u2013 Reasonable expenses of a road ambulance used to carry the "
        "Insured Person to the nearest Hospital in an emergency, or between Hospitals for better treatment, up to "
        "Rs. 1,000/- per event subject to Rs. 3,000/- per policy period.")
    d.p("<b>3.1.7 Organ Donor Expenses</b> \u2013 Where an Insured Person receives an organ and the claim for "
        "the transplant is admissible, We will pay the in-patient expenses of the donor for harvesting the organ, "
        "within the recipient's Sum Insured, provided the donation complies with the Transplantation of Human "
        "Organs Act, 1994. The donor's pre- and post-hospitalisation expenses and the cost of the organ are not "
        "payable.")
    d.p("<b>3.1.8 AYUSH Treatment</b> \u2013 In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, "
        "Siddha or Homeopathy in an AYUSH Hospital, up to 20% of the Sum Insured per Policy Year.")
    d.p("<b>3.1.9 Cataract</b> \u2013 Our liability for cataract surgery shall be 25% of SI subject to maximum "
        "Rs. 50,000 per eye, in each Policy Year.")
    d.p("<b>3.1.10 Modern Treatment Methods</b> \u2013 Uterine artery embolization and HIFU, balloon sinuplasty, "
        "deep brain stimulation, oral chemotherapy, immunotherapy by monoclonal antibody injection, intravitreal "
        "injections, robotic surgeries, stereotactic radio surgeries, bronchial thermoplasty, vaporisation of the "
        "prostate, intra-operative neuro monitoring and stem cell therapy for haematological conditions are "
        "covered up to the Sum Insured, as in-patient or day care treatment, without any separate sub-limit.")
    d.h2("3.2 Additional Benefits")
    d.p("<b>3.2.1 Cumulative Bonus</b> \u2013 For every claim-free Policy Year the Sum Insured shall be "
        "increased by 10% of the base Sum Insured at renewal, up to a maximum of 50%. If a claim is made in a "
        "Policy Year, the Cumulative Bonus shall be reduced by 10% of the base Sum Insured at the next renewal, "
        "but the base Sum Insured shall not be reduced.")
    d.p("<b>3.2.2 Restore Benefit</b> \u2013 If the Sum Insured and the Cumulative Bonus are exhausted during a "
        "Policy Year, We will restore 100% of the base Sum Insured once in that Policy Year. The restored amount "
        "may be used only for a later claim for an illness or injury unrelated to the claims that exhausted the "
        "Sum Insured, and any unused restored amount lapses at the end of the Policy Year.")
    d.p("<b>3.2.3 Preventive Health Check-up</b> \u2013 Each Insured Person aged 18 years or more may take a "
        "health check-up once every Policy Year at Our network diagnostic centre, up to Rs. 2,000 per Insured "
        "Person where the Sum Insured is Rs. 5 lakh or more, and up to Rs. 1,000 otherwise; it is payable whether "
        "or not a claim has been made.")
    d.p("<b>3.2.4 Maternity</b> \u2013 Maternity expenses, childbirth and the care of a Newborn Baby are not "
        "covered under this Policy (see 4.2.15).")

    d.h2("3.3 Schedule of Benefits")
    d.p("Sum Insured options (individual or floater): INR 300000, INR 500000, INR 750000, INR 1000000, INR 1500000 "
        "and INR 2000000.")
    rows = [
        ["Benefit", "SI Rs.3 lakh / Rs.5 lakh", "SI Rs.7.5 lakh and above"],
        ["Accommodation (room, boarding, nursing)", "Rs. 4,000 per day", "Rs. 6,000 per day"],
        ["ICU charges", "Rs. 10,000 per day", "Actual charges"],
        ["Pre-hospitalisation", "60 days", "60 days"],
        ["Post-hospitalisation", "90 days", "90 days"],
        ["Day care treatment", "Covered up to SI", "Covered up to SI"],
        ["Domiciliary hospitalisation", "10% of SI", "10% of SI"],
        ["Road ambulance", "Rs. 1,000 per event, max Rs. 3,000 per year", "Rs. 1,000 per event, max Rs. 3,000 per year"],
        ["Organ donor", "Covered up to SI", "Covered up to SI"],
        ["AYUSH", "20% of SI", "20% of SI"],
        ["Cataract (per eye)", "25% of SI, max Rs. 50,000", "25% of SI, max Rs. 50,000"],
        ["Modern treatment methods", "Covered up to SI", "Covered up to SI"],
        ["Cumulative bonus", "10% per claim-free year, max 50%", "10% per claim-free year, max 50%"],
        ["Restore benefit", "100% of base SI, once a year", "100% of base SI, once a year"],
        ["Health check-up", "Rs. 1,000 (SI 3 lakh) / Rs. 2,000 (SI 5 lakh)", "Rs. 2,000"],
        ["Maternity", "Not Covered", "Not Covered"],
        ["Co-payment", "20% if entry age 61 years or more", "20% if entry age 61 years or more"],
    ]
    d.table(rows, [62 * mm, 58 * mm, 58 * mm], ruled=False,
            extra_style=[("FONTNAME", (0, 0), (-1, 0), "LS-B")])

    d.h1("4. EXCLUSIONS")
    d.h2("4.1 Waiting Periods")
    d.p("<b>4.1.1 Pre-Existing Diseases (Code- Excl01)</b>")
    d.items(["(a)", "(b)", "(c)", "(d)"], [t.format(ped=36) for t in EXCL01])
    d.p("<b>4.1.2 Specified disease/procedure waiting period (Code- Excl02)</b>")
    d.items(["(a)", "(b)", "(c)", "(d)", "(e)"], [t.format(sdm=24) for t in EXCL02])
    d.item("(f)", "List of specified diseases/procedures: (i) benign enlargement of prostate; (ii) cataract; "
           "(iii) all types of hernia and hydrocele; (iv) haemorrhoids, fissure and fistula in ano; (v) stones in "
           "the gall bladder, kidney, ureter or bladder; (vi) fibroids, endometriosis and prolapse of the uterus, "
           "and hysterectomy other than for malignancy; (vii) benign tumours, cysts, nodules and polyps, including "
           "of the breast; (viii) tonsils, adenoids, sinuses and nasal septum; (ix) varicose veins; (x) joint "
           "replacement, osteoarthritis and osteoporosis unless due to Accident; (xi) disorders of the spine and "
           "intervertebral discs unless due to Accident; (xii) chronic renal failure; (xiii) gastric and duodenal "
           "ulcers.")
    d.p("<b>4.1.3 First 30 days waiting period (Code- Excl03)</b>")
    d.items(["(a)", "(b)", "(c)"], EXCL03)
    d.h2("4.2 Permanent Exclusions")
    d.p("We shall not be liable to make any payment for any claim directly or indirectly caused by, based on, "
        "arising out of or howsoever attributable to any of the following:")
    for i, (code, name, texts) in enumerate(PERMANENT, start=1):
        body = " ".join(texts) if len(texts) == 1 else " ".join("(%s) %s" % (r, t) for r, t in zip("ab", texts))
        d.p("<b>4.2.%d %s (Code- %s)</b> \u2013 %s" % (i, name, code, body))
    d.h2("4.3 Other Exclusions")
    others = [
        "Any expenses for treatment of mental illness other than the treatment of a Mental Illness in a Hospital "
        "as in-patient, which is covered within the Sum Insured.",
        "War, riots, terrorism (unless by way of Accident to a bystander), nuclear, chemical or biological "
        "contamination.",
        "Dental treatment except that arising from an Accident and requiring Hospitalisation.",
        "Spectacles, contact lenses, hearing aids, crutches, wheelchairs and other external durable equipment.",
        "Out-patient treatment and consultations.",
        "Treatment taken outside India.",
        "Non-medical items in Annexure B (List I of the IRDAI guidelines).",
    ]
    for i, t in enumerate(others, start=1):
        d.p("<b>4.3.%d</b> %s" % (i, t))

    d.h1("5. CO-PAYMENT")
    d.p("5.1 An Insured Person who is 61 years of age or older on the date on which he or she is first covered "
        "under this Policy shall bear 20% of every admissible claim. The co-payment is calculated on the amount "
        "payable after the limits in Section 3 have been applied, and continues to apply at every renewal.")
    d.p("5.2 No other co-payment is applicable under this Policy.")

    d.h1("6. GENERAL TERMS AND CLAUSES")
    gtc = [
        ("Disclosure of Information", "The Policy shall be void and all premium paid forfeited to Us in the event "
         "of misrepresentation, mis-description or non-disclosure of any material fact by the Policyholder."),
        ("Condition Precedent to Admission of Liability", "The terms and conditions of the Policy must be "
         "fulfilled by the Insured Person for Us to make any payment for claim(s) arising under the Policy."),
        ("Claim Settlement", "We shall settle or reject a claim within 15 days from the date of receipt of the last "
         "necessary document. If there is a delay, We shall pay interest at 2% above the bank rate. Where an "
         "investigation is needed, it shall be completed within 30 days and the claim settled within 45 days of the "
         "last necessary document."),
        ("Free Look Period", "You have a free look period of thirty days from the date of receipt of the Policy "
         "document to review the terms and conditions and to return the Policy if they are not acceptable. If no "
         "claim has been made, We will refund the premium less proportionate risk premium, medical examination "
         "costs and stamp duty. The free look period is not available on renewal or porting."),
        ("Grace Period", "The renewal premium may be paid within a grace period of 30 days from the due date "
         "(15 days where the premium is paid in monthly instalments). Coverage is not available for the period for "
         "which no premium is received."),
        ("Renewal", "The Policy shall ordinarily be renewable except on grounds of fraud, misrepresentation or "
         "non-disclosure of material facts. No loading shall be applied on account of claims made. If the Policy "
         "is not renewed within the grace period, it shall lapse."),
        ("Premium Payment in Instalments", "Premium may be paid in monthly, quarterly or half-yearly instalments "
         "as stated in the Schedule; if an instalment is not paid within the grace period, the Policy shall be "
         "cancelled."),
        ("Cancellation", "You may cancel this Policy by giving 7 days' notice in writing; We shall refund premium "
         "on a pro-rata basis for the unexpired Policy Period if no claim has been paid. We may cancel the Policy "
         "only on grounds of established fraud, by giving 15 days' notice, without refund of premium."),
        ("Portability", "You may port this Policy to another insurer by applying at least 15 days before, but not "
         "earlier than 60 days from, the renewal date, with credit for the waiting periods already served."),
        ("Migration", "You may migrate to another health policy of Ours at renewal with credit for the waiting "
         "periods already served."),
        ("Moratorium Period", "After completion of sixty continuous months of coverage (including portability and "
         "migration) no policy and claim shall be contestable by Us on grounds of non-disclosure or "
         "misrepresentation except on grounds of established fraud."),
        ("Multiple Policies", "If You hold more than one health policy, You may choose the policy under which a "
         "claim is settled; amounts over its Sum Insured may be claimed under the others."),
        ("Fraud", "If any claim is fraudulent, all benefits under the Policy and the premium paid shall be "
         "forfeited, and amounts already paid against such claim shall be repaid to Us."),
        ("Nomination", "You are required at the inception of the Policy to make a nomination for the purpose of "
         "payment of claims in the event of Your death."),
    ]
    for i, (head, text) in enumerate(gtc, start=1):
        d.p("<b>6.%d %s</b> \u2013 %s" % (i, head, text))

    d.h1("7. CLAIM PROCEDURE")
    d.p("<b>7.1 Notification of Claim</b> \u2013 You or the Insured Person shall notify Us or Our TPA:")
    d.items(["(a)", "(b)"], [
        "in an emergency, within 48 hours of admission or before discharge, whichever is earlier;",
        "for a planned Hospitalisation, at least 72 hours before the date of admission.",
    ])
    d.p("<b>7.2 Cashless Claims</b> \u2013 Cashless facility is available only at Network Providers, on "
        "pre-authorisation given by Us or Our TPA. We shall decide a cashless request within one hour and give "
        "the final authorisation within three hours of the discharge request from the Hospital.")
    d.p("<b>7.3 Reimbursement Claims</b> \u2013 Send the completed claim form with the original bills and receipts, "
        "discharge summary, investigation reports, prescriptions, KYC documents and bank details within 30 days of "
        "discharge; post-hospitalisation bills within 15 days of the end of post-hospitalisation treatment. We "
        "shall condone delay where it is shown to be beyond Your control.")
    d.p("<b>7.4 Claim Documents</b> \u2013 Cashless and reimbursement claims need: the claim form, photo identity of "
        "the patient, the final bill with breakup, the payment receipt, the discharge summary, investigation "
        "reports, pharmacy bills with prescriptions, the implant sticker and invoice where applicable, and in "
        "case of an Accident the FIR or medico-legal certificate.")

    d.h1("8. GRIEVANCE REDRESSAL")
    d.p("8.1 Contact Our Customer Care at 1800-200-4030 or contactus@universalsompo.com, or write to the Grievance "
        "Officer at the Registered Office. We shall acknowledge the complaint at once and resolve it within 14 "
        "days.")
    d.p("8.2 If You are not satisfied with the resolution, You may approach the Insurance Ombudsman in whose "
        "jurisdiction Our office or Your residence is located (Annexure C), within one year of Our final reply, or "
        "register the complaint on the Bima Bharosa portal.")

    d.pagebreak()
    d.h1("ANNEXURE A \u2013 DAY CARE TREATMENTS (ILLUSTRATIVE LIST)")
    for i, t in enumerate(DAY_CARE, start=1):
        d.p("A.%d  %s" % (i, t))
    d.h1("ANNEXURE B \u2013 LIST OF NON-MEDICAL ITEMS NOT PAYABLE")
    d.p("; ".join("%d. %s" % (i, t) for i, t in enumerate(LIST_I, start=1)) + ".")
    d.h1("ANNEXURE C \u2013 INSURANCE OMBUDSMAN OFFICES")
    for o in OMBUDSMAN:
        d.p("<b>%s</b> \u2013 %s. Jurisdiction: %s." % o)
    return d


def main():
    a = os.path.join(HERE, A_STEM + ".pdf")
    build(a, wording_a(), draw_a, A_PRODUCT, A_INSURER)
    b = os.path.join(HERE, B_STEM + ".pdf")
    build(b, wording_b(), draw_b, B_PRODUCT, B_INSURER, margins=(16 * mm, 16 * mm, 26 * mm, 18 * mm))
    for p in (a, b):
        import pypdfium2
        print(os.path.basename(p), len(pypdfium2.PdfDocument(p)), "pages")


if __name__ == "__main__":
    main()
