"""Render two synthetic Indian health-insurance policy wordings (h3, session 28).

A: Royal Sundaram General Insurance Co. Limited - Group Mediclaim Secure Policy (group, employer-employee),
   Schedule of Benefits table WITH ruling lines.
B: Care Health Insurance Limited - Care Vital Shield (plan-wise, SI bands), benefit table WITHOUT ruling lines.

Run: /work/main/.venv/bin/python make_wordings.py
"""
import os
import sys
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_JUSTIFY, TA_CENTER, TA_LEFT
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table, TableStyle,
                                PageBreak, KeepTogether)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common_text import STD_DEFS, STD_EXCL, MODERN_TREATMENTS, OMBUDSMAN, LIST_I  # noqa: E402

DJ = "/usr/share/fonts/truetype/dejavu/"
LB = "/usr/share/fonts/truetype/liberation/"
pdfmetrics.registerFont(TTFont("DV", DJ + "DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("DV-B", DJ + "DejaVuSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DV-I", DJ + "DejaVuSans-Oblique.ttf"))
pdfmetrics.registerFont(TTFont("LS", LB + "LiberationSans-Regular.ttf"))
pdfmetrics.registerFont(TTFont("LS-B", LB + "LiberationSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("LS-I", LB + "LiberationSans-Italic.ttf"))
from reportlab.pdfbase.pdfmetrics import registerFontFamily  # noqa: E402
registerFontFamily("DV", normal="DV", bold="DV-B", italic="DV-I", boldItalic="DV-B")
registerFontFamily("LS", normal="LS", bold="LS-B", italic="LS-I", boldItalic="LS-B")


def styles(font, size):
    b = font + "-B"
    return {
        "title": ParagraphStyle("title", fontName=b, fontSize=size + 5, leading=size + 8, alignment=TA_CENTER, spaceAfter=4),
        "sub": ParagraphStyle("sub", fontName=font, fontSize=size + 1, leading=size + 4, alignment=TA_CENTER, spaceAfter=8),
        "h1": ParagraphStyle("h1", fontName=b, fontSize=size + 2, leading=size + 5, spaceBefore=8, spaceAfter=4),
        "h2": ParagraphStyle("h2", fontName=b, fontSize=size, leading=size + 3, spaceBefore=5, spaceAfter=2),
        "p": ParagraphStyle("p", fontName=font, fontSize=size, leading=size + 3, alignment=TA_JUSTIFY, spaceAfter=3),
        "li": ParagraphStyle("li", fontName=font, fontSize=size, leading=size + 3, alignment=TA_JUSTIFY, leftIndent=14,
                             firstLineIndent=-10, spaceAfter=2),
        "li2": ParagraphStyle("li2", fontName=font, fontSize=size, leading=size + 3, alignment=TA_JUSTIFY, leftIndent=26,
                              firstLineIndent=-10, spaceAfter=1),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=size - 0.5, leading=size + 2, alignment=TA_LEFT),
        "cellb": ParagraphStyle("cellb", fontName=b, fontSize=size - 0.5, leading=size + 2, alignment=TA_LEFT),
        "small": ParagraphStyle("small", fontName=font, fontSize=size - 1, leading=size + 1.5, alignment=TA_JUSTIFY),
    }


def build(blocks, st):
    """blocks: list of tuples (kind, payload...). Text payload is raw text (escaped here) unless kind ends with 'x'."""
    out = []
    for b in blocks:
        k = b[0]
        if k == "pb":
            out.append(PageBreak())
        elif k == "sp":
            out.append(Spacer(1, b[1]))
        elif k == "table":
            out.append(b[1])
        elif k.endswith("x"):
            out.append(Paragraph(b[1], st[k[:-1]]))
        else:
            out.append(Paragraph(escape(b[1]), st[k]))
    return out


def render(path, flow_fn, header_fn, font):
    # two passes: first to count pages
    total = [0]

    def on_page(c, doc):
        header_fn(c, doc, total[0])

    for _ in range(2):
        doc = BaseDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=22 * mm,
                              bottomMargin=20 * mm, title=os.path.basename(path), author="synthetic")
        frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="f")
        doc.addPageTemplates([PageTemplate(id="p", frames=[frame], onPage=on_page)])
        doc.build(flow_fn())
        total[0] = doc.page
    return total[0]


# ----------------------------------------------------------------------------------------------------------------
# A. Royal Sundaram group mediclaim
# ----------------------------------------------------------------------------------------------------------------
A_INS = "Royal Sundaram General Insurance Co. Limited"
A_PROD = "Group Mediclaim Secure Policy"
A_UIN = "RSAHLGP26027V012526"
A_STEM = "RoyalSundaram_Group-Mediclaim-Secure_" + A_UIN


def a_header(c, doc, total):
    w, h = A4
    c.saveState()
    c.setFont("DV-B", 8.5)
    c.drawString(18 * mm, h - 12 * mm, A_INS)
    c.setFont("DV", 8)
    c.drawRightString(w - 18 * mm, h - 12 * mm, "%s | UIN: %s" % (A_PROD, A_UIN))
    c.setStrokeColor(colors.HexColor("#B22222"))
    c.setLineWidth(0.8)
    c.line(18 * mm, h - 14 * mm, w - 18 * mm, h - 14 * mm)
    c.line(18 * mm, 14 * mm, w - 18 * mm, 14 * mm)
    c.setFont("DV", 7.5)
    c.drawString(18 * mm, 10 * mm, "%s - %s - Policy Wording" % (A_INS, A_PROD))
    c.drawRightString(w - 18 * mm, 10 * mm, "Page %d of %d" % (doc.page, total))
    if doc.page == 1:
        c.setFont("DV-I", 7)
        c.drawCentredString(w / 2, 6 * mm, "Synthetic test wording \u2013 not an insurance product")
    c.restoreState()


def a_table(st):
    P = lambda t: Paragraph(escape(t), st["cell"])  # noqa: E731
    B = lambda t: Paragraph(escape(t), st["cellb"])  # noqa: E731
    rows = [
        [B("Sl."), B("Benefit"), B("Limit / Sub-limit (per family, per Policy Period unless stated)"), B("Clause")],
        [P("1"), P("Basis of cover"), P("Family Floater - Employee, Spouse, up to two dependent Children and, where opted by the Policyholder, dependent Parents / Parents-in-law"), P("1.2.5")],
        [P("2"), P("Sum Insured (Family Floater)"), P("As specified in the Schedule"), P("1.2.14")],
        [P("3"), P("In-patient Hospitalisation"), P("Covered up to Sum Insured"), P("2.1")],
        [P("4"), P("Room, Boarding and Nursing"), P("2% of Sum Insured per day"), P("2.1.1 (a)")],
        [P("5"), P("ICU / ICCU charges"), P("4% of Sum Insured per day"), P("2.1.1 (b)")],
        [P("6"), P("Pre-hospitalisation"), P("30 days before admission"), P("2.2")],
        [P("7"), P("Post-hospitalisation"), P("60 days after discharge"), P("2.3")],
        [P("8"), P("Day Care Treatment"), P("Covered up to Sum Insured"), P("2.4")],
        [P("9"), P("Maternity - Normal Delivery"), P("\u20b9 50,000 per delivery, from day one"), P("2.5")],
        [P("10"), P("Maternity - Caesarean Section"), P("\u20b9 75,000 per delivery, from day one"), P("2.5")],
        [P("11"), P("New Born Baby"), P("Covered from day one within the family Sum Insured"), P("2.6")],
        [P("12"), P("Road Ambulance"), P("Rs. 2,500/- per hospitalisation"), P("2.7")],
        [P("13"), P("AYUSH (in-patient)"), P("Up to 25% of Sum Insured per Policy Period"), P("2.8")],
        [P("14"), P("Modern Treatment Methods"), P("Up to 50% of Sum Insured per Policy Period"), P("2.9")],
        [P("15"), P("Organ Donor Expenses"), P("Covered up to Sum Insured"), P("2.10")],
        [P("16"), P("Cataract Surgery"), P("As specified in the Schedule, per eye"), P("2.11")],
        [P("17"), P("Corporate Buffer"), P("As specified in the Schedule"), P("2.12")],
        [P("18"), P("Pre-existing Diseases"), P("Covered from day one"), P("4.1")],
        [P("19"), P("30 days / first two years waiting"), P("Waived"), P("4.1")],
        [P("20"), P("Co-payment"), P("10% of admissible claim for dependent Parents / Parents-in-law; Nil for others"), P("3")],
        [P("21"), P("Domiciliary Hospitalisation"), P("Not Covered"), P("4.3")],
        [P("22"), P("Health Check-up"), P("Not Covered"), P("-")],
    ]
    t = Table(rows, colWidths=[10 * mm, 50 * mm, 88 * mm, 22 * mm], repeatRows=1)
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#F2DCDB")),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]))
    return t


def a_blocks(st):
    B = []
    add = B.append
    add(("title", A_INS))
    add(("sub", "%s - Policy Wording | UIN: %s" % (A_PROD, A_UIN)))
    add(("h1", "PREAMBLE"))
    add(("p", "This Policy is a contract of insurance between the Policyholder named in the Schedule (the employer or "
              "the group organiser) and Royal Sundaram General Insurance Co. Limited. It is issued to cover the "
              "employees of the Policyholder and their eligible dependants who are enrolled with Us and named in the "
              "member list attached to the Schedule. In consideration of the premium paid by the Policyholder, and "
              "relying on the enrolment data and declarations furnished by the Policyholder, We agree to reimburse, or "
              "settle on a cashless basis, the Medical Expenses incurred by an Insured Person in accordance with the "
              "terms, conditions, limits and exclusions of this Policy."))
    add(("p", "The Schedule, the member list, the endorsements and any annexure form part of this Policy and are to be "
              "read together. Wherever a term in this Policy is stated to be 'as specified in the Schedule', the value "
              "printed in the Schedule issued to the Policyholder shall apply, and if no value is printed there the "
              "benefit is not available."))
    add(("h1", "SECTION 1 - DEFINITIONS"))
    add(("p", "The words below have the meaning given to them wherever they appear in this Policy. Words in the "
              "singular include the plural, and references to one gender include the other."))
    add(("h2", "1.1 Standard Definitions"))
    for i, (k, v) in enumerate(STD_DEFS, 1):
        add(("lix", "<b>1.1.%d %s:</b> %s" % (i, escape(k), escape(v))))
    add(("lix", "<b>1.1.%d Grace Period:</b> Grace period means the specified period of time immediately following the "
                "premium due date during which a payment can be made to renew or continue a policy in force without "
                "loss of continuity benefits such as waiting periods and coverage of pre-existing diseases. Coverage is "
                "not available for the period for which no premium is received." % (len(STD_DEFS) + 1)))
    add(("h2", "1.2 Specific Definitions"))
    spec = [
        ("Company / We / Our / Us", "means Royal Sundaram General Insurance Co. Limited."),
        ("Policyholder / You", "means the employer or group organiser named in the Schedule who has entered into this contract on behalf of the members of the Group."),
        ("Employee", "means a person on the regular rolls of the Policyholder who is enrolled under this Policy, including a probationer, and excluding a consultant or retainer unless the Schedule says otherwise."),
        ("Dependant", "means the lawful Spouse of the Employee, up to two dependent children aged between day one and 25 years who are unmarried and financially dependent on the Employee, and, where the Policyholder has opted for parental cover, the parents or parents-in-law of the Employee."),
        ("Family", "means the Employee together with the Dependants enrolled in respect of that Employee. The whole Family shares one floater Sum Insured."),
        ("Group", "means the persons who are employees of the Policyholder and who have a common employer-employee relationship not formed for the purpose of obtaining insurance."),
        ("Insured Person", "means the Employee and each Dependant named in the member list and for whom premium has been received."),
        ("Newborn Baby", "means a baby born during the Policy Period to an Insured Person, aged up to 90 days."),
        ("Schedule", "means the Policy Schedule issued by Us to the Policyholder, including the member list and the Annexure of benefits opted, and any endorsement."),
        ("Policy Period", "means the period of insurance specified in the Schedule, normally one year."),
        ("Associated Medical Expenses", "means room rent, nursing charges, charges for the operation theatre, and fees of the surgeon, anaesthetist and treating doctor, but does not include cost of pharmacy, consumables, implants, medical devices and diagnostics."),
        ("Corporate Buffer", "means an additional aggregate amount, if opted by the Policyholder and specified in the Schedule, that may be used for an Insured Person once the Family Sum Insured is exhausted, on approval of the Policyholder."),
        ("Portability and Migration", "have the meaning set out in the IRDAI regulations: Portability means the right accorded to an individual health insurance policyholder (including all members under family cover) to transfer the credit gained for pre-existing conditions and time bound exclusions from one insurer to another insurer; Migration means the right accorded to a health insurance policyholder to transfer the credit gained for pre-existing conditions and time-bound exclusions, with the same insurer."),
        ("Sum Insured", "means the family floater amount specified in the Schedule against each Family, which is the Company's maximum liability for all claims of all members of that Family during the Policy Period."),
        ("TPA", "means the Third Party Administrator named in the Schedule, licensed by IRDAI and engaged by Us for servicing the claims under this Policy."),
    ]
    for i, (k, v) in enumerate(spec, 1):
        add(("lix", "<b>1.2.%d %s</b> %s" % (i, escape(k), escape(v))))

    add(("h1", "SECTION 2 - WHAT IS COVERED"))
    add(("p", "The benefits available to each Family and their limits are summarised in the Schedule of Benefits "
              "below. Amounts are per Family for the Policy Period unless the table says otherwise. All benefits are "
              "payable within the family floater Sum Insured and not over and above it, except the Corporate Buffer."))
    add(("h2", "Schedule of Benefits"))
    add(("table", a_table(st)))
    add(("sp", 6))
    add(("h2", "2.1 In-patient Hospitalisation"))
    add(("p", "We will pay the Reasonable and Customary Charges for Medically Necessary In-patient Care of an Insured "
              "Person hospitalised for more than 24 hours during the Policy Period for an Illness or Injury, for the "
              "following heads of expense:"))
    add(("li", "2.1.1 (a) Accommodation charges: room, boarding and nursing as charged by the Hospital, limited to 2% of the Sum Insured per day of admission."))
    add(("li", "2.1.1 (b) Intensive care: ICU / ICCU charges, limited to 4% of the Sum Insured for each day of stay in the Intensive Care Unit."))
    add(("li", "2.1.2 Fees of the surgeon, anaesthetist, Medical Practitioner, consultants and specialists, and nursing charges raised by the Hospital."))
    add(("li", "2.1.3 Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, diagnostic materials and X-ray, dialysis, chemotherapy, radiotherapy, cost of pacemaker, stents and similar implants used during surgery."))
    add(("p", "Proportionate deduction: if the Insured Person stays in a room whose daily rent is more than the limit in "
              "2.1.1 (a), the Associated Medical Expenses of that Hospitalisation shall be reimbursed only in the ratio "
              "which the eligible room rent bears to the room rent actually charged. This reduction does not apply to "
              "pharmacy, consumables, implants, medical devices and diagnostics, nor to ICU charges, nor to Hospitals "
              "that do not follow differential billing by room category. ICU charges above the limit in 2.1.1 (b) are "
              "paid only up to that limit and do not reduce any other expense."))
    add(("h2", "2.2 Pre-hospitalisation Medical Expenses"))
    add(("p", "Medical Expenses incurred in the 30 days immediately before the date of admission, for the same condition "
              "for which the admission was required, are paid provided the In-patient claim is admissible under 2.1."))
    add(("h2", "2.3 Post-hospitalisation Medical Expenses"))
    add(("p", "Medical Expenses incurred in the 60 days immediately after discharge, for the same condition, are paid "
              "provided the In-patient claim is admissible. Bills must be submitted within 15 days after the end of the "
              "60-day period."))
    add(("h2", "2.4 Day Care Treatment"))
    add(("p", "Day Care Treatment taken in a Hospital or Day Care Centre is covered up to the Sum Insured even where "
              "the stay is less than 24 hours. Treatment which is normally taken as OPD is not covered."))
    add(("h2", "2.5 Maternity Benefit"))
    add(("p", "Maternity expenses are covered from the first day of the Policy for the female Employee or the Spouse of "
              "a male Employee, with no waiting period. We will pay the Hospitalisation expenses for the delivery of a "
              "child, including pre-natal and post-natal expenses incurred as an in-patient, subject to the following "
              "family-wise limits:"))
    add(("li", "(i) Normal delivery: up to \u20b9 50,000 per delivery."))
    add(("li", "(ii) Caesarean section: up to \u20b9 75,000 per delivery."))
    add(("li", "(iii) Lawful medical termination of pregnancy and miscarriage (other than due to Accident) are paid within the normal delivery limit."))
    add(("p", "The benefit is restricted to the first two living children of the Employee; claims for a third or later "
              "child are not payable. The room rent limit in 2.1.1 (a) applies to maternity admissions. Ectopic "
              "pregnancy is treated as an Illness under 2.1 and not under this maternity limit."))
    add(("h2", "2.6 New Born Baby"))
    add(("p", "A Newborn Baby is covered from day one for any Illness or Injury, within the family floater Sum Insured, "
              "until the expiry of the Policy Period, without payment of additional premium. The Policyholder must "
              "enrol the baby through the member addition process within 30 days of birth. Expenses of routine "
              "care of a healthy newborn are included in the maternity limit."))
    add(("h2", "2.7 Road Ambulance"))
    add(("p", "Charges for a road ambulance used to transfer the Insured Person to the nearest Hospital in an emergency, "
              "or from one Hospital to another for better medical facilities on the advice of the treating Medical "
              "Practitioner, are reimbursed up to Rs. 2,500/- per hospitalisation, provided the Hospitalisation claim is "
              "admissible."))
    add(("h2", "2.8 AYUSH Treatment"))
    add(("p", "In-patient AYUSH Treatment taken in an AYUSH Hospital is covered up to 25% of the Sum Insured in a Policy "
              "Period. Out-patient AYUSH consultations are not covered."))
    add(("h2", "2.9 Modern Treatment Methods"))
    add(("p", "The following procedures, whether taken as in-patient or as day care, are payable up to 50% of the Sum "
              "Insured in a Policy Period for all of them together, including their pre- and post-hospitalisation "
              "expenses:"))
    add(("p", "; ".join("(%s) %s" % (chr(97 + i), m) for i, m in enumerate(MODERN_TREATMENTS)) + "."))
    add(("h2", "2.10 Organ Donor Expenses"))
    add(("p", "Where an Insured Person is the recipient of an organ, the in-patient expenses of harvesting the organ "
              "from the donor are paid up to the Sum Insured, provided the donation complies with the Transplantation "
              "of Human Organs Act, 1994. Pre- and post-hospitalisation expenses of the donor and costs of acquiring "
              "the organ are not payable."))
    add(("h2", "2.11 Cataract Surgery"))
    add(("p", "Expenses for surgery for cataract are payable per eye up to the limit as specified in the Schedule, "
              "inclusive of the cost of the lens, surgeon's fee and pre- and post-operative expenses related to it."))
    add(("h2", "2.12 Corporate Buffer"))
    add(("p", "If the Policyholder has opted for a Corporate Buffer, the amount as specified in the Schedule is "
              "available after the Family Sum Insured is exhausted, only for the critical conditions listed in the "
              "Schedule and only on the written approval of the Policyholder's human resources department. The "
              "buffer is not restored once used."))

    add(("h1", "SECTION 3 - CO-PAYMENT"))
    add(("p", "Each admissible claim in respect of a dependent Parent or Parent-in-law shall be subject to a "
              "co-payment of 10% of the admissible claim amount, which shall be borne by the Insured Person. The "
              "co-payment is applied after all sub-limits and proportionate deductions. No co-payment applies to "
              "claims of the Employee, the Spouse or the dependent Children."))

    add(("h1", "SECTION 4 - WAITING PERIODS AND EXCLUSIONS"))
    add(("h2", "4.1 Waiver of waiting periods"))
    add(("p", "In consideration of the group nature of this Policy, the following are waived for every Insured Person, "
              "including Insured Persons added during the Policy Period:"))
    add(("li", "(a) the 30 days waiting period for Illness from the commencement of the Policy;"))
    add(("li", "(b) the first two years exclusion applicable to the specified diseases and procedures;"))
    add(("li", "(c) the exclusion of Pre-existing Diseases: pre-existing diseases are covered from day one of the Policy."))
    add(("p", "The waiver applies only while the Insured Person remains a member of the Group under this Policy. On "
              "migration to an individual policy, waiting periods shall be applied as per Clause 5.10."))
    add(("h2", "4.2 Standard Exclusions"))
    add(("p", "We shall not be liable to make any payment for any claim directly or indirectly caused by, based on, "
              "arising out of or howsoever attributable to any of the following:"))
    n = 1
    for code in ["Excl%02d" % i for i in range(4, 18)]:
        title, text = STD_EXCL[code]
        add(("lix", "<b>4.2.%d %s - Code- %s</b>" % (n, escape(title), code)))
        add(("li2", text))
        n += 1
    add(("h2", "4.3 Specific Exclusions"))
    spec_ex = [
        "War, invasion, acts of foreign enemies, hostilities, civil war, rebellion, revolution, or any nuclear, chemical or biological attack or weapons.",
        "Domiciliary hospitalisation and any treatment taken at home.",
        "Out-patient consultations, medicines and investigations not followed by an admissible Hospitalisation.",
        "Dental treatment, spectacles, contact lenses and hearing aids, unless arising from an Accident and requiring Hospitalisation.",
        "Intentional self-injury or attempted suicide.",
        "Vaccination or inoculation except as part of post-bite treatment.",
        "External durable medical equipment such as wheelchairs, crutches, CPAP or BiPAP machines, glucometers.",
        "Items listed in Annexure II (List I - items for which coverage is not available), except as permitted there.",
    ]
    for i, t in enumerate(spec_ex, 1):
        add(("li", "4.3.%d %s" % (i, t)))

    add(("h1", "SECTION 5 - GENERAL CONDITIONS"))
    gc = [
        ("Disclosure of Information", "The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the Policyholder or the Insured Person."),
        ("Condition Precedent to Admission of Liability", "The terms and conditions of the Policy must be fulfilled by the Insured Person for the Company to make any payment for claim(s) arising under the Policy."),
        ("Claim Settlement (provision for Penal Interest)", "The Company shall settle or reject a claim, as the case may be, within 30 days from the date of receipt of the last necessary document. In the case of delay in the payment of a claim, the Company shall be liable to pay interest to the policyholder from the date of receipt of the last necessary document to the date of payment of claim at a rate 2% above the bank rate. Where investigation is warranted, the Company shall complete it and settle or reject the claim within 45 days from the date of receipt of the last necessary document."),
        ("Complete Discharge", "Any payment to the Policyholder, Insured Person or his/her nominees or his/her legal representative or assignee or to the Hospital, as the case may be, for any benefit under the Policy shall be a valid discharge towards payment of claim by the Company to the extent of that amount for the particular claim."),
        ("Multiple Policies", "In case of multiple policies taken by an Insured Person during a period from one or more insurers to indemnify treatment costs, the Insured Person shall have the right to require a settlement of his/her claim in terms of any of his/her policies. In all such cases the insurer chosen shall settle the claim, as long as the claim is within the limits of and according to the terms of the chosen policy."),
        ("Fraud", "If any claim made by the Insured Person is in any respect fraudulent, or if any false statement, or declaration is made or used in support thereof, or if any fraudulent means or devices are used by the Insured Person or anyone acting on his/her behalf to obtain any benefit under this Policy, all benefits under this Policy and the premium paid shall be forfeited. Any amount already paid against claims made under this Policy but which are found fraudulent later shall be repaid by all recipient(s)/policyholder(s), who have made that particular claim, who shall be jointly and severally liable for such repayment to the insurer."),
        ("Addition and Deletion of Members", "New Employees and their Dependants, and Dependants acquired during the Policy Period by marriage or birth, may be added on a pro-rata premium. Members leaving the service of the Policyholder are deleted from the date of leaving and a pro-rata refund is allowed provided no claim has been paid for that Family."),
        ("Cancellation", "The Policyholder may cancel this Policy at any time by giving 15 days' written notice. We shall refund premium for the unexpired period on a pro-rata basis, provided no claim has been made under the Policy. The Company may cancel the Policy at any time on grounds of misrepresentation, non-disclosure of material facts or fraud by the Policyholder or Insured Person, by giving 15 days' written notice; no refund of premium shall be made in such a case."),
        ("Free Look Period", "A free look period of 30 days from the date of receipt of the policy document is available to the Policyholder at the inception of the first policy with Us, to review the terms and conditions. If the Policyholder is not satisfied, the Policy may be returned stating the reasons, and the premium shall be refunded after deduction of the expenses on medical examination and stamp duty and proportionate risk premium for the period of cover, if no claim has been made. The free look period is not available at renewal."),
        ("Migration", "An Insured Person leaving the Group may migrate to a suitable individual health insurance policy of the Company, with credit for the continuous coverage under this Policy towards the waiting periods of the new policy, provided an application is made at least 30 days before the date of leaving or the expiry of this Policy, whichever is earlier. The waiting periods waived under Clause 4.1 are not carried as waived into the individual policy; only the time already served is credited."),
        ("Portability", "The Insured Person will have the option to port the policy to other insurers by applying to such insurer to port the entire policy along with all the members of the family, if any, at least 15 days before, but not earlier than 60 days from the policy renewal date as per IRDAI guidelines related to portability."),
        ("Renewal of Policy", "This Policy is renewable on the mutual consent of the Policyholder and the Company. The Company shall not deny renewal on the ground that a claim was made in the preceding policy. Renewal may be done within a grace period of 30 days from the date of expiry; coverage is not available during the grace period. Terms, premium and the Schedule may be revised at renewal on the basis of the claims experience of the Group."),
        ("Moratorium Period", "After completion of sixty continuous months of coverage (including portability and migration), no policy and claim shall be contestable by the insurer on grounds of non-disclosure, misrepresentation, except on grounds of established fraud."),
        ("Possibility of Revision of Terms", "The Company may revise or modify the terms of the Policy, including the premium rates, with the approval of the Authority. The Policyholder shall be notified at least three months before the revision is effective."),
        ("Nomination", "The Employee is required at the time of enrolment to make a nomination for the purpose of payment of claims under the Policy in the event of the death of the Employee."),
        ("Premium Payment in Instalments", "Where the Schedule allows payment of premium in instalments, the Policy shall remain in force only while each instalment is received on or before its due date."),
    ]
    for i, (k, v) in enumerate(gc, 1):
        add(("lix", "<b>5.%d %s:</b> %s" % (i, escape(k), escape(v))))

    add(("h1", "SECTION 6 - CLAIMS PROCEDURE"))
    add(("h2", "6.1 Notification of claim"))
    add(("p", "The Insured Person or the Policyholder shall notify the TPA or Us of any Hospitalisation as follows:"))
    add(("li", "(a) Emergency Hospitalisation: within 48 hours of admission, or before discharge from the Hospital, whichever is earlier."))
    add(("li", "(b) Planned Hospitalisation: at least 72 hours before the date of admission."))
    add(("p", "Notice may be given through the 24x7 helpline printed on the health card, the TPA e-mail, the mobile "
              "application or the Policyholder's HR desk. Delay in notification shall be condoned where the reasons "
              "are beyond the control of the Insured Person."))
    add(("h2", "6.2 Cashless facility"))
    add(("p", "Cashless facility is available only at Network Providers. The Hospital sends the pre-authorisation request "
              "with the health card and KYC to the TPA. On approval, expenses within the Policy limits are settled "
              "directly; items not payable, co-payment and amounts above sub-limits are collected from the Insured "
              "Person at discharge. Denial of pre-authorisation is not a denial of the claim, and the Insured Person "
              "may claim reimbursement."))
    add(("h2", "6.3 Reimbursement claims"))
    add(("p", "Documents for reimbursement of Hospitalisation, day care and pre-hospitalisation expenses must reach the "
              "TPA within 30 days of discharge; post-hospitalisation bills within 15 days of the end of the "
              "post-hospitalisation period. The following are required: claim form signed by the Employee; original "
              "discharge summary; final bill with break-up and payment receipt; investigation reports; prescriptions "
              "and pharmacy bills; FIR or medico-legal certificate where applicable; KYC and cancelled cheque of the "
              "Employee."))
    add(("h2", "6.4 Payment of claim"))
    add(("p", "All claims are paid in Indian Rupees to the Employee, or to the Hospital in a cashless case. Claims of "
              "Dependants are paid to the Employee."))

    add(("h1", "SECTION 7 - GRIEVANCE REDRESSAL"))
    add(("p", "If an Insured Person has a grievance, he or she may contact the HR desk of the Policyholder, Our "
              "customer care (toll free 1860 258 0000 - synthetic), or write to the Grievance Cell, Royal Sundaram "
              "General Insurance Co. Limited, Chennai. If the reply is not satisfactory or no reply is received within "
              "15 days, the matter may be escalated to the Grievance Redressal Officer. The grievance may also be "
              "registered on the Bima Bharosa portal of IRDAI. If the issue is still not resolved within 30 days, the "
              "Insured Person may approach the Insurance Ombudsman under the Insurance Ombudsman Rules, 2017, "
              "within one year of the final reply of the Company. The list of Ombudsman offices is in Annexure I."))

    add(("pb",))
    add(("h1", "ANNEXURE I - OFFICES OF THE INSURANCE OMBUDSMAN"))
    for city, addr, juris in OMBUDSMAN:
        add(("lix", "<b>%s</b> - %s. Jurisdiction: %s." % (city, escape(addr), escape(juris))))
    add(("h1", "ANNEXURE II - LIST I: ITEMS FOR WHICH COVERAGE IS NOT AVAILABLE"))
    add(("p", ", ".join("%d. %s" % (i, x) for i, x in enumerate(LIST_I, 1)) + "."))
    return B


# ----------------------------------------------------------------------------------------------------------------
# B. Care Health plan-wise wording
# ----------------------------------------------------------------------------------------------------------------
B_INS = "Care Health Insurance Limited"
B_PROD = "Care Vital Shield"
B_UIN = "CHIHLIP26061V012526"
B_STEM = "Care_Vital-Shield_" + B_UIN


def b_header(c, doc, total):
    w, h = A4
    c.saveState()
    c.setFont("LS-B", 9)
    c.drawCentredString(w / 2, h - 11 * mm, "%s  -  %s" % (B_INS, B_PROD))
    c.setFont("LS", 7.5)
    c.drawCentredString(w / 2, h - 15 * mm, "Policy Terms and Conditions  |  UIN: %s" % B_UIN)
    c.setFont("LS", 8)
    c.drawCentredString(w / 2, 10 * mm, "- %d -" % doc.page)
    c.setFont("LS", 7)
    c.drawString(18 * mm, 10 * mm, B_PROD + " - " + B_UIN)
    if doc.page == 1:
        c.setFont("LS-I", 7)
        c.drawCentredString(w / 2, 6 * mm, "Synthetic test wording \u2013 not an insurance product")
    c.restoreState()


def b_table(st):
    # aligned columns, no ruling lines
    hdr = ["Benefit", "Essential", "Classic", "Premier", "Elite"]
    rows = [
        hdr,
        ["Sum Insured (Rs.)", "3L / 4L / 5L", "7L / 10L", "15L / 25L", "50L"],
        ["Room Rent", "Single Private Room", "Single Private Room", "Any Room", "Any Room"],
        ["ICU Charges", "At actuals", "At actuals", "At actuals", "At actuals"],
        ["Pre-hospitalization", "30 days", "30 days", "60 days", "60 days"],
        ["Post-hospitalization", "60 days", "60 days", "90 days", "90 days"],
        ["Day Care Treatment", "Up to SI", "Up to SI", "Up to SI", "Up to SI"],
        ["Road Ambulance", "Up to Rs 2,000 per hospitalisation", "", "", ""],
        ["Domiciliary", "10% of SI", "10% of SI", "10% of SI", "10% of SI"],
        ["Organ Donor", "Up to SI", "Up to SI", "Up to SI", "Up to SI"],
        ["AYUSH", "Up to SI", "Up to SI", "Up to SI", "Up to SI"],
        ["Modern Treatment", "25% of SI", "25% of SI", "Up to SI", "Up to SI"],
        ["Cataract (per eye)", "Up to 20% of SI max Rs 60,000 per eye", "", "", ""],
        ["Health Check-up", "Rs 1,000", "Rs 1,500", "Rs 2,500", "Rs 5,000"],
        ["No Claim Bonus", "10% of SI per claim-free year, max 50%", "", "", ""],
        ["Recharge of SI", "Not Covered", "Not Covered", "100% of SI", "100% of SI"],
        ["Maternity", "Not Covered", "Not Covered", "Not Covered", "Not Covered"],
        ["Co-payment", "20% if age at entry 61 years or above", "", "", ""],
    ]
    t = Table(rows, colWidths=[40 * mm, 33 * mm, 33 * mm, 33 * mm, 33 * mm], hAlign="LEFT")
    style = [
        ("FONT", (0, 0), (-1, -1), "LS", 8.5),
        ("FONT", (0, 0), (-1, 0), "LS-B", 8.5),
        ("FONT", (0, 1), (0, -1), "LS-B", 8.5),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
    ]
    for r, row in enumerate(rows):
        if r > 0 and row[2] == "" and row[1]:
            style.append(("SPAN", (1, r), (4, r)))
    t.setStyle(TableStyle(style))
    return t


def b_blocks(st):
    B = []
    add = B.append
    add(("title", B_INS))
    add(("sub", "%s - Policy Terms and Conditions (UIN: %s)" % (B_PROD, B_UIN)))
    add(("h1", "1. PREAMBLE"))
    add(("p", "This Policy is evidence of the contract between the Policyholder and Care Health Insurance Limited. The "
              "proposal, the declaration and the information given by the Policyholder are the basis of this contract. "
              "Subject to receipt of the premium in full, the Company will cover the Insured Persons for the Medical "
              "Expenses and benefits described here, up to the Sum Insured and the limits of the Plan shown in the "
              "Policy Schedule, during the Policy Period."))
    add(("p", "Care Vital Shield is offered in four Plans - Essential, Classic, Premier and Elite - each linked to a band "
              "of Sum Insured. The Plan is fixed by the Sum Insured chosen by the Policyholder. The Policy may be taken "
              "on an Individual or a Floater basis."))
    add(("h1", "2. DEFINITIONS"))
    add(("h2", "2.1 Standard Definitions"))
    defs = list(STD_DEFS)
    defs.insert(9, ("Cumulative Bonus", "Cumulative Bonus means any increase or addition in the Sum Insured granted by the insurer without an associated increase in premium."))
    defs.insert(12, ("Domiciliary Hospitalization", "Domiciliary hospitalization means medical treatment for an illness/disease/injury which in the normal course would require care and treatment at a hospital but is actually taken while confined at home under any of the following circumstances: i. the condition of the patient is such that he/she is not in a condition to be removed to a hospital, or ii. the patient takes treatment at home on account of non-availability of room in a hospital."))
    defs.append(("Grace Period", "Grace period means the specified period of time, immediately following the premium due date during which premium payment can be made to renew or continue a policy in force without loss of continuity benefits pertaining to Waiting Periods and coverage of Pre-Existing Diseases. Coverage need not be available during the period for which no premium is received. The grace period for payment of the premium for all types of insurance policies shall be: fifteen days where premium payment mode is monthly and thirty days in all other cases."))
    for i, (k, v) in enumerate(defs, 1):
        add(("lix", "<b>2.1.%d %s:</b> %s" % (i, escape(k), escape(v))))
    add(("h2", "2.2 Specific Definitions"))
    spec = [
        ("Associated Medical Expenses", "means Room Rent, nursing charges, operation theatre charges, fees of the treating Medical Practitioner, surgeon and anaesthetist, and other charges of the Hospital that vary with the room category, excluding cost of pharmacy, consumables, implants, medical devices and diagnostics."),
        ("Company / Insurer / We / Us", "means Care Health Insurance Limited."),
        ("Plan", "means Essential, Classic, Premier or Elite, as shown in the Policy Schedule, determined by the Sum Insured opted."),
        ("Policy Schedule", "means the schedule attached to and forming part of this Policy, setting out the Insured Persons, Plan, Sum Insured, Policy Period and any endorsements."),
        ("Recharge", "means the reinstatement of the Sum Insured described in Benefit 3.12."),
        ("Single Private Room", "means an air-conditioned room in a Hospital where a single patient is accommodated and which has an attached toilet (lavatory and bath). It excludes suites, deluxe rooms and rooms of a higher category than the base single room of the Hospital."),
        ("Sum Insured", "means the amount shown in the Policy Schedule, which is the maximum liability of the Company for all claims in a Policy Year, for the Insured Person (Individual) or for all Insured Persons together (Floater)."),
    ]
    for i, (k, v) in enumerate(spec, 1):
        add(("lix", "<b>2.2.%d %s</b> %s" % (i, escape(k), escape(v))))

    add(("h1", "3. BENEFITS"))
    add(("p", "The Benefits below are available under every Plan unless the Benefit Table says 'Not Covered' for that "
              "Plan. The Sum Insured options are Rs. 3 Lakh, 4 Lakh and 5 Lakh (Essential), Rs. 7 Lakh and 10 Lakh "
              "(Classic), Rs. 15 Lakh and 25 Lakh (Premier) and Rs. 50 Lakh (Elite). Limits are per Insured Person "
              "for an Individual Policy and for the family together for a Floater Policy."))
    add(("h2", "Benefit Table - Care Vital Shield"))
    add(("table", b_table(st)))
    add(("small", "SI = Sum Insured. L = Lakh. Limits apply per Policy Year unless stated otherwise."))
    add(("sp", 6))
    add(("h2", "3.1 In-patient Care"))
    add(("p", "The Company will indemnify the Medical Expenses of the Insured Person for Hospitalisation of more than 24 "
              "consecutive hours for an Illness or Injury contracted or sustained during the Policy Year, on Cashless "
              "or Reimbursement basis, towards room rent, boarding and nursing, ICU charges, fees of doctors and "
              "surgeons, anaesthesia, blood, oxygen, operation theatre, medicines, consumables used in treatment, "
              "diagnostics and implants."))
    add(("p", "Room Rent: under the Essential and Classic Plans the Insured Person is entitled to a Single Private Room. "
              "Under the Premier and Elite Plans, the Insured Person may occupy Any Room, with no restriction on the "
              "room category. ICU charges are payable at actuals under all Plans."))
    add(("p", "If, under the Essential or Classic Plan, the Insured Person occupies a room category higher than a Single "
              "Private Room, the Company shall pay the Associated Medical Expenses in proportion to the rent of the "
              "Single Private Room of that Hospital to the rent of the room actually occupied. This does not apply to "
              "cost of pharmacy and consumables, cost of implants and medical devices, and cost of diagnostics."))
    add(("h2", "3.2 Pre-hospitalization Medical Expenses"))
    add(("p", "Medical Expenses incurred during the 30 days (Essential, Classic) or 60 days (Premier, Elite) immediately "
              "preceding the Hospitalisation, provided the Hospitalisation claim is admitted under 3.1."))
    add(("h2", "3.3 Post-hospitalization Medical Expenses"))
    add(("p", "Medical Expenses incurred during the 60 days (Essential, Classic) or 90 days (Premier, Elite) immediately "
              "after discharge, for the same Illness or Injury, provided the Hospitalisation claim is admitted under 3.1."))
    add(("h2", "3.4 Day Care Treatment"))
    add(("p", "Medical Expenses for Day Care Treatment in a Hospital or Day Care Centre are covered up to the Sum Insured."))
    add(("h2", "3.5 Road Ambulance"))
    add(("p", "The Company will reimburse the expenses for transporting the Insured Person by a registered road "
              "ambulance to the nearest Hospital in an Emergency, or between Hospitals when medically necessary, up "
              "to Rs 2,000 per hospitalisation, provided the related Hospitalisation claim is admitted."))
    add(("h2", "3.6 Domiciliary Hospitalization"))
    add(("p", "Medical Expenses for Domiciliary Hospitalization exceeding three consecutive days are covered up to 10% of "
              "the Sum Insured in a Policy Year. Treatment of asthma, bronchitis, chronic nephritis, diarrhoea, "
              "epilepsy, hypertension, influenza, arthritis and psychiatric disorders is not covered under this Benefit."))
    add(("h2", "3.7 Organ Donor Cover"))
    add(("p", "In-patient Medical Expenses of the organ donor for harvesting an organ for an Insured Person who is the "
              "recipient are covered up to the Sum Insured, where the donation conforms to the Transplantation of "
              "Human Organs Act, 1994."))
    add(("h2", "3.8 AYUSH Treatment"))
    add(("p", "In-patient Hospitalisation for treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha or "
              "Homeopathy in an AYUSH Hospital is covered up to the Sum Insured."))
    add(("h2", "3.9 Modern Treatment Methods"))
    add(("p", "The following treatments are covered, as in-patient or day care, up to 25% of the Sum Insured per Policy "
              "Year under the Essential and Classic Plans, and up to the Sum Insured under the Premier and Elite Plans: "
              + "; ".join(MODERN_TREATMENTS) + "."))
    add(("h2", "3.10 Cataract Treatment"))
    add(("p", "Expenses for cataract surgery are payable up to 20% of the Sum Insured, subject to a maximum of Rs 60,000 "
              "per eye, for each eye operated upon in a Policy Year. The specified-disease waiting period in 4.2 applies."))
    add(("h2", "3.11 No Claim Bonus"))
    add(("p", "For every claim-free Policy Year the Sum Insured of the renewed Policy is increased by 10% of the base Sum "
              "Insured, up to a maximum of 50% of the base Sum Insured. If a claim is paid, the bonus is reduced at the "
              "next renewal by 10% of the base Sum Insured, but the base Sum Insured itself is never reduced. The bonus "
              "is forfeited if the Policy is not renewed within the Grace Period."))
    add(("h2", "3.12 Recharge of Sum Insured"))
    add(("p", "Under the Premier and Elite Plans, if the Sum Insured and No Claim Bonus are exhausted during a Policy "
              "Year, the Company will recharge 100% of the Sum Insured once in that Policy Year. The recharged amount "
              "can be used only for a subsequent claim for an Illness unrelated to the one for which the claim was "
              "paid, and unused recharge lapses at the end of the Policy Year. Not available under Essential and Classic."))
    add(("h2", "3.13 Annual Health Check-up"))
    add(("p", "Every Insured Person aged 18 years or above may undergo a health check-up once in each Policy Year at a "
              "Network Provider, irrespective of claims, up to the limit per Insured Person given in the Benefit Table: "
              "Rs 1,000 (Essential), Rs 1,500 (Classic), Rs 2,500 (Premier) or Rs 5,000 (Elite). The check-up does not "
              "reduce the Sum Insured."))

    add(("h1", "4. WAITING PERIODS AND EXCLUSIONS"))
    add(("p", "The Company shall not be liable to make any payment under this Policy in respect of any expenses caused "
              "by or arising from the following, unless expressly stated to the contrary in this Policy."))
    add(("h2", "4.1 Pre-Existing Diseases - Code- Excl01"))
    for t in [
        "a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer.",
        "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
        "c) If the Insured Person is continuously covered without any break as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage.",
        "d) Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject to the same being declared at the time of application and accepted by Insurer."]:
        add(("li", t))
    add(("h2", "4.2 Specified disease/procedure waiting period - Code- Excl02"))
    for t in [
        "a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This exclusion shall not be applicable for claims arising due to an accident.",
        "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
        "c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of the two waiting periods shall apply.",
        "d) The waiting period for listed conditions shall apply even if contracted after the policy or declared and accepted without a specific exclusion.",
        "e) If the Insured Person is continuously covered without any break as defined under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage.",
        "f) List of specific diseases/procedures: Cataract; benign prostatic hypertrophy; hernia of all types; hydrocele; fissure, fistula and piles; sinusitis and related disorders; tonsils and adenoids; gall bladder stones and cholecystectomy; kidney and urinary tract stones; hysterectomy for benign conditions; fibroids; osteoarthritis and joint replacement unless due to accident; prolapsed intervertebral disc unless due to accident; varicose veins; internal congenital anomaly; gout and rheumatism; benign tumours and cysts of any kind; dilatation and curettage; endometriosis."]:
        add(("li", t))
    add(("h2", "4.3 30-day waiting period - Code- Excl03"))
    for t in [
        "a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered.",
        "b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months.",
        "c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently."]:
        add(("li", t))
    add(("h2", "4.4 Permanent Exclusions"))
    n = 1
    for code in ["Excl%02d" % i for i in range(4, 19)]:
        title, text = STD_EXCL[code]
        add(("lix", "<b>4.4.%d %s (Code- %s)</b>" % (n, escape(title), code)))
        add(("li2", text))
        n += 1
    add(("h2", "4.5 Other Exclusions"))
    for i, t in enumerate([
        "Any expenses for treatment taken outside India.",
        "Injury or Illness due to war, invasion, act of foreign enemy, nuclear, biological or chemical weapons.",
        "Out-patient treatment, routine eye and ear examinations, spectacles, contact lenses and hearing aids.",
        "Dental treatment unless requiring Hospitalisation as a result of an Accident.",
        "Items of List I in Annexure II, except where the Annexure provides otherwise.",
    ], 1):
        add(("li", "4.5.%d %s" % (i, t)))

    add(("h1", "5. CO-PAYMENT"))
    add(("p", "Where an Insured Person was 61 years of age or older on the date of first entry into the Policy, every "
              "admissible claim for that Insured Person is subject to a co-payment of 20%, to be borne by the Insured "
              "Person. There is no co-payment for Insured Persons who entered the Policy at a younger age."))

    add(("h1", "6. CLAIM PROCEDURE"))
    add(("h2", "6.1 Intimation"))
    add(("p", "The Company or its call centre must be informed of a Hospitalisation within 24 hours of admission in an "
              "emergency, and at least 48 hours before admission for a planned Hospitalisation. Intimation may be "
              "given on the toll-free number, on the website or by e-mail, quoting the Policy number."))
    add(("h2", "6.2 Cashless Claims"))
    add(("p", "The Network Provider will send the pre-authorisation request with the health card and identity proof. The "
              "Company shall decide a cashless request within one hour of receipt and the final discharge "
              "authorisation within three hours of the Hospital's request. Non-payable items, co-payment and amounts "
              "beyond the Plan limits are paid by the Insured Person at discharge."))
    add(("h2", "6.3 Reimbursement Claims"))
    add(("p", "The claim form with the following documents must be submitted within 30 days of discharge: original "
              "bills and payment receipts, discharge summary, investigation reports, prescriptions, and the medico-legal "
              "certificate or FIR in case of an accident. Post-hospitalization claims may be sent within 15 days after "
              "the completion of the post-hospitalization period."))
    add(("h2", "6.4 Claim Settlement"))
    add(("p", "The Company shall settle or reject a claim within 30 days from the date of receipt of the last necessary "
              "document, failing which interest at 2% above the bank rate shall be paid from the date of receipt of the "
              "last necessary document to the date of payment."))

    add(("h1", "7. GENERAL TERMS AND CONDITIONS"))
    gc = [
        ("Disclosure of Information", "The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the policyholder."),
        ("Condition Precedent to Admission of Liability", "The terms and conditions of the policy must be fulfilled by the insured person for the Company to make any payment for claim(s) arising under the policy."),
        ("Free Look Period", "The Free Look Period shall be applicable on new individual health insurance policies and not on renewals or at the time of porting/migrating the policy. The insured person shall be allowed free look period of thirty days from date of receipt of the policy document to review the terms and conditions of the policy, and to return the same if not acceptable. If the insured has not made any claim during the Free Look Period, the insured shall be entitled to a refund of the premium paid less any expenses incurred by the Company on medical examination of the insured person and the stamp duty charges."),
        ("Renewal of Policy", "The policy shall ordinarily be renewable except on grounds of fraud, misrepresentation by the insured person. The Company shall endeavor to give notice for renewal. Renewal shall not be denied on the ground that the insured person had made a claim or claims in the preceding policy years. Request for renewal along with requisite premium shall be received by the Company before the end of the policy period. At the end of the policy period, the policy shall terminate and can be renewed within the Grace Period to maintain continuity of benefits without break in policy. Coverage is not available during the grace period."),
        ("Cancellation", "The policyholder may cancel this policy by giving 7 days' written notice and in such an event, the Company shall refund premium for the unexpired policy period on a pro-rata basis, provided no claim has been made. The Company may cancel the policy at any time on grounds of misrepresentation, non-disclosure of material facts, fraud by the insured person by giving 7 days' written notice. There would be no refund of premium on cancellation on grounds of misrepresentation, non-disclosure of material facts or fraud."),
        ("Migration", "The insured person will have the option to migrate the policy to other health insurance products/plans offered by the company by applying for migration of the policy at least 30 days before the policy renewal date as per IRDAI guidelines on Migration."),
        ("Portability", "The insured person will have the option to port the policy to other insurers by applying to such insurer to port the entire policy along with all the members of the family, if any, at least 15 days before, but not earlier than 60 days from the policy renewal date as per IRDAI guidelines related to portability."),
        ("Moratorium Period", "After completion of sixty continuous months of coverage (including portability and migration), no policy and claim shall be contestable by the insurer on grounds of non-disclosure, misrepresentation, except on grounds of established fraud. This period of sixty continuous months is called as moratorium period."),
        ("Multiple Policies", "If two or more policies are taken by an insured person during a period from one or more insurers to indemnify treatment costs, the insured person shall have the right to require a settlement of his/her claim in terms of any of his/her policies."),
        ("Fraud", "If any claim made by the insured person is in any respect fraudulent, or if any false statement, or declaration is made or used in support thereof, or if any fraudulent means or devices are used by the insured person or anyone acting on his/her behalf to obtain any benefit under this policy, all benefits under this policy and the premium paid shall be forfeited."),
        ("Withdrawal of Policy", "In the likelihood of this product being withdrawn in future, the Company will intimate the insured person about the same 90 days prior to expiry of the policy. The insured person will have the option to migrate to a similar health insurance product available with the Company at the time of renewal."),
        ("Premium Payment in Instalments", "If the insured person has opted for payment of premium on an instalment basis (monthly, quarterly or half-yearly) as mentioned in the Policy Schedule, the Grace Period of fifteen days (monthly) or thirty days (other modes) shall apply for each instalment, and no interest shall be charged."),
        ("Nomination", "The policyholder is required at the inception of the policy to make a nomination for the purpose of payment of claims under the policy in the event of death of the policyholder."),
    ]
    for i, (k, v) in enumerate(gc, 1):
        add(("lix", "<b>7.%d %s:</b> %s" % (i, escape(k), escape(v))))

    add(("h1", "8. GRIEVANCE REDRESSAL"))
    add(("p", "For any complaint, the Insured Person may call the toll-free number, write to the Grievance Redressal "
              "Officer of Care Health Insurance Limited at its corporate office in Gurugram, or register the "
              "complaint on the Bima Bharosa portal of IRDAI. If the Company does not resolve the grievance within 14 "
              "days, or the Insured Person is not satisfied with the resolution, he or she may approach the Insurance "
              "Ombudsman (Annexure I) within one year of the Company's final reply."))
    add(("pb",))
    add(("h1", "ANNEXURE I - INSURANCE OMBUDSMAN OFFICES"))
    for city, addr, juris in OMBUDSMAN:
        add(("lix", "<b>%s</b>: %s. Areas: %s." % (city, escape(addr), escape(juris))))
    add(("h1", "ANNEXURE II - LIST I (ITEMS FOR WHICH COVERAGE IS NOT AVAILABLE IN THE POLICY)"))
    add(("p", "; ".join("%d. %s" % (i, x) for i, x in enumerate(LIST_I, 1)) + "."))
    return B


def main():
    stA = styles("DV", 8.6)
    stB = styles("LS", 9.2)
    pa = os.path.join(HERE, A_STEM + ".pdf")
    pb = os.path.join(HERE, B_STEM + ".pdf")
    na = render(pa, lambda: build(a_blocks(stA), stA), a_header, "DV")
    nb = render(pb, lambda: build(b_blocks(stB), stB), b_header, "LS")
    print(pa, na, "pages")
    print(pb, nb, "pages")


if __name__ == "__main__":
    main()
