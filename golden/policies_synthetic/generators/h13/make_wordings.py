#!/usr/bin/env python
"""Render two synthetic Indian health-insurance policy wordings (h13).

A: Acko General Insurance Limited - Clear Health Plan (retail, plain English, ruled benefit table)
B: Zuno General Insurance Limited - Group Health Guard (employer group, tables without ruling lines)

Usage: /work/main/.venv/bin/python make_wordings.py
"""
import os
import sys

from reportlab import rl_config
from reportlab.lib import colors
rl_config.invariant = 1  # deterministic PDFs (fixed dates and ids)
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (KeepTogether, PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table,
                                TableStyle)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common_std import MODERN_TREATMENTS, NON_PAYABLE_EXTRACT, STD_DEFS, STD_EXCL  # noqa: E402

FD = "/usr/share/fonts/truetype/dejavu/"
pdfmetrics.registerFont(TTFont("DVS", FD + "DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("DVS-B", FD + "DejaVuSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVS-I", FD + "DejaVuSans-Oblique.ttf"))
pdfmetrics.registerFont(TTFont("DVSer", FD + "DejaVuSerif.ttf"))
pdfmetrics.registerFont(TTFont("DVSer-B", FD + "DejaVuSerif-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVSer-I", FD + "DejaVuSerif-Italic.ttf"))
from reportlab.pdfbase.pdfmetrics import registerFontFamily  # noqa: E402
registerFontFamily("DVS", normal="DVS", bold="DVS-B", italic="DVS-I", boldItalic="DVS-B")
registerFontFamily("DVSer", normal="DVSer", bold="DVSer-B", italic="DVSer-I", boldItalic="DVSer-B")

SYNTH = "Synthetic test wording \u2013 not an insurance product"


def make_styles(font, size, accent):
    b = font + "-B"
    return {
        "title": ParagraphStyle("title", fontName=b, fontSize=size + 8, leading=size + 12, alignment=TA_CENTER,
                                textColor=accent, spaceAfter=6),
        "subtitle": ParagraphStyle("subtitle", fontName=font, fontSize=size + 2, leading=size + 5,
                                   alignment=TA_CENTER, spaceAfter=4),
        "h1": ParagraphStyle("h1", fontName=b, fontSize=size + 3, leading=size + 6, textColor=accent,
                             spaceBefore=8, spaceAfter=4),
        "h2": ParagraphStyle("h2", fontName=b, fontSize=size + 0.5, leading=size + 3, spaceBefore=5, spaceAfter=2),
        "p": ParagraphStyle("p", fontName=font, fontSize=size, leading=size + 3, alignment=TA_JUSTIFY,
                            spaceAfter=3),
        "bul": ParagraphStyle("bul", fontName=font, fontSize=size, leading=size + 3, leftIndent=14,
                              bulletIndent=4, spaceAfter=1.5, alignment=TA_LEFT),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=size - 0.8, leading=size + 1.6),
        "cellb": ParagraphStyle("cellb", fontName=b, fontSize=size - 0.8, leading=size + 1.6),
        "small": ParagraphStyle("small", fontName=font, fontSize=size - 1.5, leading=size + 0.5),
    }


def make_canvas_class(header_left, header_right, footer_left, font, accent):
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
                self.draw_hf(n)
                super().showPage()
            super().save()

        def draw_hf(self, total):
            w, h = A4
            pg = self._pageNumber
            self.saveState()
            self.setStrokeColor(accent)
            self.setLineWidth(0.6)
            self.line(18 * mm, h - 14 * mm, w - 18 * mm, h - 14 * mm)
            self.setFont(font + "-B", 8)
            self.drawString(18 * mm, h - 12 * mm, header_left)
            self.setFont(font, 8)
            self.drawRightString(w - 18 * mm, h - 12 * mm, header_right)
            self.line(18 * mm, 15 * mm, w - 18 * mm, 15 * mm)
            self.setFont(font, 7.5)
            self.drawString(18 * mm, 11 * mm, footer_left)
            self.drawRightString(w - 18 * mm, 11 * mm, "Page %d of %d" % (pg, total))
            if pg == 1:
                self.setFont(font, 6.5)
                self.drawCentredString(w / 2, 7 * mm, SYNTH)
            self.restoreState()
    return NumberedCanvas


def build(path, blocks, st, canvas_cls, title):
    story = []
    for blk in blocks:
        kind = blk[0]
        if kind in ("title", "subtitle", "h1", "h2", "p", "small"):
            story.append(Paragraph(blk[1], st[kind]))
        elif kind == "bul":
            for item in blk[1]:
                story.append(Paragraph(item, st["bul"], bulletText=blk[2] if len(blk) > 2 else "\u2022"))
        elif kind == "sp":
            story.append(Spacer(1, blk[1]))
        elif kind == "pb":
            story.append(PageBreak())
        elif kind == "table":
            rows, widths, ruled = blk[1], blk[2], blk[3]
            data = []
            for ri, row in enumerate(rows):
                data.append([Paragraph(c, st["cellb"] if ri == 0 else st["cell"]) for c in row])
            t = Table(data, colWidths=[w * mm for w in widths], repeatRows=1, hAlign="LEFT")
            style = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                     ("LEFTPADDING", (0, 0), (-1, -1), 4), ("RIGHTPADDING", (0, 0), (-1, -1), 4),
                     ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]
            if ruled:
                style += [("GRID", (0, 0), (-1, -1), 0.6, colors.black),
                          ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#E8E4F5"))]
            t.setStyle(TableStyle(style))
            story.append(t)
            story.append(Spacer(1, 4))
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=20 * mm,
                            bottomMargin=21 * mm, title=title, author="synthetic")
    doc.build(story, canvasmaker=canvas_cls)


def defs_block(numfmt, extra_first=(), extra_last=()):
    out = []
    items = list(extra_first) + [(t, x) for t, x in STD_DEFS] + list(extra_last)
    for i, (t, x) in enumerate(items, 1):
        out.append(("p", "<b>%s %s:</b> %s" % (numfmt(i), t, x)))
    return out


# ---------------------------------------------------------------------------------------------------------------
# WORDING A : Acko - Clear Health Plan
# ---------------------------------------------------------------------------------------------------------------
A_INS = "Acko General Insurance Limited"
A_PROD = "Clear Health Plan"
A_UIN = "ACKHLIP26051V012526"
A_STEM = "Acko_Clear-Health-Plan_ACKHLIP26051V012526"


def wording_a():
    B = []
    B += [("title", "ACKO GENERAL INSURANCE LIMITED"),
          ("subtitle", "<b>Clear Health Plan</b> \u2013 Policy Wording"),
          ("subtitle", "Product UIN: ACKHLIP26051V012526"),
          ("small", "Registered and Corporate Office: Bengaluru, Karnataka, India. Customer care: 1800-266-2256 "
                    "(toll free), or write to us from the app. This wording is to be read with your Policy Schedule "
                    "and the proposal you filled in online."),
          ("sp", 6),
          ("h1", "About this policy"),
          ("p", "This is a health insurance contract between you (the person who bought the policy and paid the "
                "premium) and us, Acko General Insurance Limited. We have written it in plain English so that it is "
                "easy to understand. Words that start with a capital letter have a special meaning, explained in "
                "Part A."),
          ("p", "In return for the premium you have paid, and relying on what you told us when you bought the "
                "policy, we will pay for the Medically Necessary treatment of the Insured Persons named in the Policy "
                "Schedule, for the covers described in Part B, during the Policy Period, up to the Sum Insured. "
                "Everything we pay is subject to the waiting periods and exclusions in Part C, the claim rules in "
                "Part D and the conditions in Part E."),
          ("h2", "How much cover can I buy?"),
          ("p", "You can choose a Sum Insured of Rs 5,00,000, Rs 10,00,000, \u20b9 25 lakh, \u20b9 50 lakh or "
                "Rs 1 crore per Policy Year. The policy can be bought on an individual basis or as a family floater "
                "covering you, your spouse, up to 4 children and your parents or parents-in-law. Under a floater, "
                "the Sum Insured is shared by everyone on the policy."),
          ("h2", "Your cover at a glance"),
          ("p", "The table below is a summary only. The full rules for each benefit are in the clause shown in "
                "brackets."),
          ]
    rows = [
        ["Benefit", "What we pay", "Waiting period"],
        ["In-patient hospitalisation (B.1)", "Covered up to SI", "30 days (nil for accidents)"],
        ["Room rent \u2013 any room category (B.1)", "No capping on room rent", "30 days (nil for accidents)"],
        ["ICU / ICCU charges (B.1)", "No limit, up to SI", "30 days (nil for accidents)"],
        ["Pre-hospitalisation expenses (B.2)", "60 days before admission, up to SI", "Same as the hospitalisation"],
        ["Post-hospitalisation expenses (B.2)", "180 days after discharge, up to SI", "Same as the hospitalisation"],
        ["Day care treatment (B.3)", "Covered up to SI", "30 days"],
        ["Road ambulance (B.4)", "Up to Rs 5,000 per hospitalisation", "Nil"],
        ["AYUSH in-patient treatment (B.5)", "Covered up to SI", "30 days"],
        ["Organ donor expenses (B.6)", "Covered up to SI", "30 days"],
        ["Treatment at home (B.7)", "Up to 10% of SI per policy year", "30 days"],
        ["Modern treatments (B.8)", "up to 50% of SI per policy year", "30 days"],
        ["Cataract surgery (B.9)", "Up to Rs 40,000 per eye", "24 months"],
        ["Sum insured refill (B.10)", "100% of base SI, once per policy year", "Nil"],
        ["Cumulative bonus (B.11)", "20% of base SI per claim-free year, max 100%", "Not applicable"],
        ["Annual health check-up (B.12)", "As specified in the Policy Schedule", "Nil"],
        ["Maternity and newborn", "Not Covered", "Not applicable"],
        ["Co-payment (B.13)", "Nil \u2013 no co-payment applies", "Not applicable"],
    ]
    B.append(("table", rows, [62, 66, 46], True))
    B += [("pb",),
          ("h1", "Part A \u2013 What do the words in this policy mean?"),
          ("p", "The words below have the same meaning wherever they appear in this policy, the Policy Schedule "
                "or any endorsement. The singular includes the plural, and the masculine includes the feminine. "
                "Definitions A.1 to A.25 are the standard definitions prescribed by IRDAI."),
          ]
    own = [
        ("We, us, our", "Acko General Insurance Limited."),
        ("You, your", "The policyholder named in the Policy Schedule and, where the context allows, each Insured "
                      "Person."),
        ("Insured Person", "A person named in the Policy Schedule for whom the premium has been paid."),
        ("Policy Year", "A period of twelve months starting on the policy start date or its anniversary."),
        ("Sum Insured (SI)", "The amount shown in the Policy Schedule, which is the most we will pay in a Policy Year "
                             "for all claims, for an individual policy per Insured Person and for a floater policy "
                             "for the family together."),
        ("App", "Our mobile application and website, through which you can buy, service and claim under this policy."),
    ]
    B += defs_block(lambda i: "A.%d" % i, extra_last=own)
    B += [("pb",),
          ("h1", "Part B \u2013 What is covered?"),
          ("p", "We cover the treatment described below when it is Medically Necessary and taken in India, and when "
                "the claim is admissible under this policy. The total of all claims in a Policy Year cannot exceed "
                "the Sum Insured, plus any Cumulative Bonus and any refill under B.10."),
          ("h2", "B.1 Hospitalisation (in-patient care)"),
          ("p", "If an Insured Person is admitted to a Hospital for at least 24 consecutive hours because of an "
                "Illness or an Injury, we pay the Reasonable and Customary Charges for:"),
          ("bul", ["<b>Room:</b> room, boarding and nursing charges for any room category. There is no capping on "
                   "room rent, so you can stay in a single room, a deluxe room or a suite. Because there is no room "
                   "limit, we will not make any proportionate deduction from your claim on account of the room "
                   "you choose.",
                   "<b>Intensive care:</b> ICU and ICCU charges are paid with no limit, up to the Sum Insured.",
                   "<b>Doctors:</b> fees of the surgeon, anaesthetist, consultants and specialists.",
                   "<b>Treatment:</b> operation theatre charges, anaesthesia, blood, oxygen, medicines and drugs, "
                   "surgical appliances, diagnostic tests, and implants such as pacemakers, stents and joint "
                   "replacements.",
                   ]),
          ("h2", "B.2 Before and after the hospital stay"),
          ("p", "We pay the medical expenses incurred in the 60 days before the date of admission, and in the 180 "
                "days after the date of discharge, for the same condition for which the Insured Person was "
                "hospitalised, as long as we have accepted the hospitalisation claim under B.1 or B.3. These "
                "expenses are paid up to the Sum Insured; consultations, medicines and diagnostic tests are "
                "included."),
          ("h2", "B.3 Day care treatment"),
          ("p", "Some procedures no longer need a 24-hour stay (for example chemotherapy, dialysis, cataract "
                "surgery or lithotripsy). We cover all Day Care Treatment taken in a Hospital or a Day Care Centre, "
                "up to the Sum Insured. Treatment that is normally done in the out-patient department is not "
                "covered."),
          ("h2", "B.4 Road ambulance"),
          ("p", "We pay the cost of a road ambulance to take the Insured Person to the nearest Hospital that can "
                "treat him or her in an emergency, or from one Hospital to another for better care on a doctor's "
                "advice. We pay up to Rs 5,000 per hospitalisation, as long as we have accepted the "
                "hospitalisation claim. The ambulance must be run by a Hospital or a registered ambulance service."),
          ("h2", "B.5 AYUSH treatment"),
          ("p", "We pay for in-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy "
                "taken in an AYUSH Hospital, covered up to SI. The admission must last at least 24 hours."),
          ("h2", "B.6 Organ donor expenses"),
          ("p", "When an Insured Person receives an organ, we pay the in-patient expenses of the donor for "
                "harvesting the organ, up to the Sum Insured, provided the organ donation complies with the "
                "Transplantation of Human Organs Act, 1994 and we have accepted the recipient's claim. We do not "
                "pay the cost of buying the organ, the donor's pre- and post-hospitalisation expenses, or any "
                "screening of prospective donors."),
          ("h2", "B.7 Treatment at home"),
          ("p", "If the Insured Person cannot be moved to a Hospital, or no Hospital bed is available, and the "
                "treating doctor certifies that home treatment is needed, we pay for Domiciliary Hospitalization "
                "lasting at least 3 consecutive days, up to 10% of the Sum Insured per Policy Year. Pre- and "
                "post-hospitalisation expenses are not paid for home treatment."),
          ("h2", "B.8 Modern treatments"),
          ("p", "We pay for the following treatments when taken as in-patient care or as Day Care Treatment. For all "
                "of them together, we pay up to 50% of the Sum Insured in a Policy Year:"),
          ("bul", ["%s" % m for m in MODERN_TREATMENTS], "\u2013"),
          ("h2", "B.9 Cataract"),
          ("p", "Cataract surgery, including the cost of the intra-ocular lens, is paid up to Rs 40,000 per eye in "
                "each Policy Year. The 24-month waiting period in C.1.3 applies unless the cataract is the result of "
                "an Accident."),
          ("h2", "B.10 Sum insured refill"),
          ("p", "If your Sum Insured (including any Cumulative Bonus) is used up by claims during a Policy Year, we "
                "refill it by 100% of the base Sum Insured once in that Policy Year. The refilled amount can be used "
                "only for a later hospitalisation for an illness unrelated to the one for which the earlier claim "
                "was paid. Unused refill does not carry forward to the next year."),
          ("h2", "B.11 Cumulative bonus"),
          ("p", "For every claim-free Policy Year, we increase your Sum Insured by 20% of the base Sum Insured at "
                "renewal, up to a maximum of 100%. If a claim is paid in a year, the bonus is reduced by 20% of the "
                "base Sum Insured at the next renewal, but the Sum Insured never falls below the base amount."),
          ("h2", "B.12 Annual health check-up"),
          ("p", "Each Insured Person aged 18 or above can take one health check-up in every Policy Year, from the "
                "first day of the policy, at one of our partner diagnostic centres booked through the App. The tests "
                "and the value are as specified in the Policy Schedule. This benefit is cashless only and does not "
                "reduce the Sum Insured."),
          ("h2", "B.13 Do I have to pay any part of a claim myself?"),
          ("p", "No. No co-payment applies under this policy, whatever the age of the Insured Person and wherever "
                "the treatment is taken in India. There is also no deductible. You pay only for items we do not "
                "cover (see Part C and Annexure I)."),
          ("pb",),
          ("h1", "Part C \u2013 What is not covered?"),
          ("h2", "C.1 Waiting periods"),
          ("p", "A waiting period is a time, counted from the first day you were covered with us, during which "
                "certain claims are not paid. If you ported from another insurer, the waiting periods are reduced "
                "by the time you were continuously covered there."),
          ("p", "<b>C.1.1 First 30 days (Code- Excl03).</b> a) Expenses related to the treatment of any illness "
                "within 30 days from the first policy commencement date shall be excluded except claims arising due "
                "to an accident, provided the same are covered. b) This exclusion shall not, however, apply if the "
                "Insured Person has Continuous Coverage for more than twelve months. c) The within referred waiting "
                "period is made applicable to the enhanced sum insured in the event of granting higher sum insured "
                "subsequently."),
          ("p", "<b>C.1.2 Pre-existing diseases (Code- Excl01).</b> a) Expenses related to the treatment of a "
                "pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 24 "
                "months of continuous coverage after the date of inception of the first policy with us. b) In case "
                "of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured "
                "increase. c) If the Insured Person is continuously covered without any break as defined under the "
                "portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the "
                "same would be reduced to the extent of prior coverage. d) Coverage under the policy after the "
                "expiry of 24 months for any pre-existing disease is subject to the same being declared at the time "
                "of application and accepted by us."),
          ("p", "<b>C.1.3 Specified diseases and procedures (Code- Excl02).</b> a) Expenses related to the "
                "treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 "
                "months of continuous coverage after the date of inception of the first policy with us. This "
                "exclusion shall not be applicable for claims arising due to an accident. b) In case of enhancement "
                "of sum insured the exclusion shall apply afresh to the extent of sum insured increase. c) If any of "
                "the specified disease/procedure falls under the waiting period specified for pre-Existing "
                "diseases, then the longer of the two waiting periods shall apply. d) The waiting period for listed "
                "conditions shall apply even if contracted after the policy or declared and accepted without a "
                "specific exclusion. e) If the Insured Person is continuously covered without any break as defined "
                "under the applicable norms on portability stipulated by IRDAI, then waiting period for the same "
                "would be reduced to the extent of prior coverage. f) The listed conditions are:"),
          ("bul", ["Cataract and other age-related eye disorders; glaucoma",
                   "Benign prostatic hypertrophy; hydrocele; varicocele",
                   "Hernia of all types; fissure, fistula and haemorrhoids (piles)",
                   "Gall bladder stones and kidney / urinary tract stones",
                   "Non-infective arthritis, gout, osteoarthritis and joint replacement surgery (unless following an Accident)",
                   "Hysterectomy for benign conditions; fibroids; endometriosis",
                   "Sinusitis, deviated nasal septum, tonsillectomy and adenoidectomy",
                   "Varicose veins and varicose ulcers; benign tumours, cysts and polyps",
                   "Prolapsed intervertebral disc and other spinal disorders (unless following an Accident)"]),
          ("h2", "C.2 Things we never pay for"),
          ("p", "The following are excluded at all times, whatever the duration of cover:"),
          ]
    for i, (code, title, text) in enumerate(STD_EXCL, 1):
        B.append(("p", "<b>C.2.%d %s (Code- %s):</b> %s" % (i, title, code, text)))
    B += [("h2", "C.3 Other exclusions specific to this plan"),
          ("bul", ["C.3.1 Treatment taken outside India.",
                   "C.3.2 Out-patient consultations, medicines and tests that are not connected with an admitted "
                   "claim under B.1 to B.3.",
                   "C.3.3 Items listed in Annexure I (items for which no payment is made), unless they form part of "
                   "a package or of a procedure charge.",
                   "C.3.4 Injury or illness caused by war, invasion, act of foreign enemy, civil war, nuclear weapons "
                   "or radioactive contamination.",
                   "C.3.5 Intentional self-injury, unless the Insured Person was under treatment for a mental illness "
                   "at the time.",
                   "C.3.6 Spectacles, contact lenses, hearing aids and dental treatment, unless needed because of an "
                   "Accident and requiring hospitalisation."]),
          ("pb",),
          ("h1", "Part D \u2013 How do I make a claim?"),
          ("h2", "D.1 Tell us as early as you can"),
          ("p", "You can tell us about a claim in the App, by e-mail or on our toll-free number. Please tell us:"),
          ("bul", ["<b>In an emergency:</b> within 24 hours of admission, or before the Insured Person is discharged, "
                   "whichever is earlier.",
                   "<b>For a planned admission:</b> at least 48 hours before the Insured Person is admitted."]),
          ("p", "If you tell us late, we will still consider the claim if there was a good reason for the delay."),
          ("h2", "D.2 Cashless claims"),
          ("p", "Cashless treatment is available at our Network Providers and, under the 'cashless everywhere' "
                "arrangement, at other Hospitals that agree to our tariff. The Hospital sends us the "
                "pre-authorisation request. We reply within one hour of receiving it, and we approve the final "
                "discharge within three hours of receiving the Hospital's request. If the discharge approval is "
                "delayed beyond three hours, any extra amount charged by the Hospital for the delay is borne by us "
                "from our shareholders' funds."),
          ("h2", "D.3 Reimbursement claims"),
          ("p", "If you pay the Hospital yourself, upload the claim documents in the App within 30 days of "
                "discharge. Pre-hospitalisation bills can be sent with the main claim; post-hospitalisation bills "
                "within 15 days after the end of the post-hospitalisation period."),
          ("h2", "D.4 Documents we need"),
          ("bul", ["Claim form signed by the patient or the claimant (filled in the App);",
                   "Discharge summary and the final hospital bill with a detailed break-up;",
                   "Payment receipts, pharmacy bills with prescriptions, and investigation reports;",
                   "First Information Report or medico-legal certificate for accident cases, where registered;",
                   "KYC of the proposer and a cancelled cheque or bank details for payment."]),
          ("h2", "D.5 When will you pay?"),
          ("p", "We will settle or reject the claim within 15 days of receiving the last necessary document. If we "
                "are late, we pay interest at 2% above the bank rate from the date the claim should have been paid. "
                "If we reject a claim, we will tell you why in writing and refer to the clause we relied on."),
          ("h1", "Part E \u2013 What else should I know?"),
          ("h2", "E.1 Telling us the truth"),
          ("p", "The policy is void and the premium will be forfeited if you, or anyone acting for you, misrepresent, "
                "mis-describe or do not disclose any material fact when buying or renewing this policy."),
          ("h2", "E.2 Free look period"),
          ("p", "You have a free look period of thirty days from the date you receive the policy document to review "
                "its terms. If you do not agree with them, you may cancel the policy within that period and we will "
                "refund the premium after deducting the proportionate risk premium for the days of cover, stamp "
                "duty and the cost of any medical tests. The free look period is not available at renewal."),
          ("h2", "E.3 Grace period"),
          ("p", "If you pay your renewal premium late, you have a grace period of 30 days from the due date (15 days "
                "where the premium is paid in monthly instalments) to pay it without losing your continuity "
                "benefits. We do not pay for any treatment that starts during the grace period before the premium "
                "is received."),
          ("h2", "E.4 Renewal"),
          ("p", "The policy is ordinarily renewable for life, except on grounds of fraud, misrepresentation or "
                "non-disclosure by you. We will not refuse renewal because you made a claim. If the product is "
                "withdrawn, we will offer you a suitable alternative product with continuity benefits."),
          ("h2", "E.5 Portability and migration"),
          ("p", "You may move this policy to another insurer, or move from another insurer to us, with credit for "
                "the waiting periods already served, by applying at least 15 days and not more than 60 days before "
                "renewal. You may also migrate to another of our health products on renewal, with continuity "
                "benefits as allowed by IRDAI."),
          ("h2", "E.6 Cancellation"),
          ("p", "You can cancel the policy at any time by giving us 7 days' notice in the App. If no claim has been "
                "paid, we refund premium for the unexpired period on a pro-rata basis. We may cancel the policy only "
                "for established fraud, giving you 7 days' notice, and without refund."),
          ("h2", "E.7 Moratorium"),
          ("p", "After 60 continuous months of cover, no claim can be contested on the ground of non-disclosure or "
                "misrepresentation, except for established fraud. The policy remains subject to all other terms."),
          ("h2", "E.8 More than one policy"),
          ("p", "If you hold more than one health policy, you may choose which insurer settles a claim. If the "
                "amount is more than the Sum Insured of the chosen policy, you may claim the balance from the other "
                "policies."),
          ("h2", "E.9 Where cover applies and the law"),
          ("p", "Cover applies in India only. This policy is governed by Indian law, and disputes are subject to the "
                "jurisdiction of Indian courts. Amounts are paid in Indian Rupees."),
          ("h1", "Part F \u2013 What if I am not happy?"),
          ("p", "<b>F.1</b> Talk to us first: raise a request in the App, write to grievance@acko.example or call "
                "1800-266-2256. We acknowledge complaints within 24 hours and aim to resolve them within 14 days."),
          ("p", "<b>F.2</b> If you are not satisfied, write to our Grievance Redressal Officer at the registered "
                "office address. Senior citizens may use the dedicated senior-citizen channel in the App."),
          ("p", "<b>F.3</b> You may also register the complaint on the Bima Bharosa portal of IRDAI."),
          ("p", "<b>F.4</b> If the issue is not resolved within 30 days, or you are not happy with our reply, you may "
                "approach the Insurance Ombudsman for your area (Annexure II) within one year of our final reply, "
                "under the Insurance Ombudsman Rules, 2017."),
          ("pb",),
          ("h1", "Annexure I \u2013 Items for which no payment is made (extract of IRDAI List I)"),
          ("p", "The following items are not payable under any cover of this policy:"),
          ]
    half = (len(NON_PAYABLE_EXTRACT) + 1) // 2
    left, right = NON_PAYABLE_EXTRACT[:half], NON_PAYABLE_EXTRACT[half:]
    rows = [["Sl.", "Item", "Sl.", "Item"]]
    for i in range(half):
        r = right[i] if i < len(right) else ""
        rows.append([str(i + 1), left[i], str(half + i + 1) if r else "", r])
    B.append(("table", rows, [10, 77, 10, 77], True))
    B += [("h1", "Annexure II \u2013 Offices of the Insurance Ombudsman (selected)"),
          ("bul", ["<b>Bengaluru:</b> Jeevan Soudha Building, Ground Floor, J.C. Road, Bengaluru \u2013 560 027. "
                   "Jurisdiction: Karnataka.",
                   "<b>Mumbai:</b> Jeevan Seva Annexe, 3rd Floor, S.V. Road, Santacruz (W), Mumbai \u2013 400 054. "
                   "Jurisdiction: Goa, Mumbai Metropolitan Region.",
                   "<b>New Delhi:</b> 2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi \u2013 110 002. "
                   "Jurisdiction: Delhi.",
                   "<b>Chennai:</b> Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai \u2013 600 018. "
                   "Jurisdiction: Tamil Nadu, Puducherry.",
                   "<b>Kolkata:</b> Hindustan Building Annexe, 7th Floor, 4, C.R. Avenue, Kolkata \u2013 700 072. "
                   "Jurisdiction: West Bengal, Sikkim.",
                   "<b>Hyderabad:</b> 6-2-46, 1st floor, Moin Court, Lakdi-Ka-Pool, Hyderabad \u2013 500 004. "
                   "Jurisdiction: Andhra Pradesh, Telangana."]),
          ("p", "The updated list of Ombudsman offices is available at www.cioins.co.in."),
          ]
    return B


# ---------------------------------------------------------------------------------------------------------------
# WORDING B : Zuno - Group Health Guard (employer-employee group)
# ---------------------------------------------------------------------------------------------------------------
B_INS = "Zuno General Insurance Limited"
B_PROD = "Group Health Guard"
B_UIN = "EDLHLGP26033V012526"
B_STEM = "Zuno_Group-Health-Guard_EDLHLGP26033V012526"


def wording_b():
    B = []
    B += [("title", "ZUNO GENERAL INSURANCE LIMITED"),
          ("subtitle", "(formerly known as Edelweiss General Insurance Company Limited)"),
          ("subtitle", "<b>GROUP HEALTH GUARD</b> \u2013 POLICY WORDING (Employer\u2013Employee Group)"),
          ("subtitle", "UIN: EDLHLGP26033V012526"),
          ("sp", 6),
          ("h1", "1. PREAMBLE"),
          ("p", "WHEREAS the Policyholder named in the Schedule, being an employer, has made a proposal and "
                "declaration to Zuno General Insurance Limited (hereinafter called 'the Company') for the insurance "
                "of its Employees and their eligible Dependants, which shall be the basis of this contract and is "
                "deemed to be incorporated herein, and has paid the premium as consideration for such insurance;"),
          ("p", "NOW THIS POLICY WITNESSETH that, subject to the terms, conditions, exclusions and special "
                "conditions contained herein or endorsed hereon, the Company undertakes that if during the Policy "
                "Period any Insured Person shall contract any Illness or sustain any Injury and shall be "
                "hospitalised on the advice of a Medical Practitioner, the Company shall indemnify the Insured "
                "Person for the Reasonable and Customary Charges incurred, up to the Sum Insured specified against "
                "the grade of the Employee in the Schedule."),
          ("p", "This Policy is issued only to a group formed for a purpose other than availing insurance, namely "
                "an employer and its employees. The Schedule, the Special Conditions in Section 4 and the list of "
                "Insured Persons (member data) form part of this Policy."),
          ("h1", "2. DEFINITIONS"),
          ("p", "For the purposes of this Policy the terms specified below shall have the meaning set forth. Where "
                "the context so requires, references to the singular shall include the plural and references to "
                "the male gender shall include the female gender."),
          ]
    own_first = [
        ("Company", "Zuno General Insurance Limited (formerly known as Edelweiss General Insurance Company Limited)."),
        ("Policyholder / Employer", "The organisation named in the Schedule which has entered into this contract "
                                    "for the benefit of its Employees."),
        ("Employee", "A person on the permanent rolls of the Employer (including probationers and contractual "
                     "staff, if declared in the member data) who is named as an Insured Person."),
        ("Family", "Family means the Employee, the Employee's legally wedded spouse, up to 2 (two) dependent "
                   "children of the Employee aged up to 25 years, and the Employee's dependent parents (father and "
                   "mother). Parents-in-law may be covered in place of parents only if the Schedule so states. A "
                   "child born during the Policy Period is included from birth as set out in Clause 3.6."),
        ("Dependant", "A member of the Family other than the Employee who is named in the member data."),
        ("Insured Person / Member", "The Employee and each Dependant for whom premium has been received and who is "
                                    "named in the member data."),
        ("Sum Insured", "The amount stated in the Schedule against the grade of the Employee, being the maximum "
                        "liability of the Company for all claims of the Employee and his/her Dependants together "
                        "in the Policy Period, on a family floater basis unless the Schedule states otherwise."),
        ("Third Party Administrator (TPA)", "Any person licensed under the IRDAI (Third Party Administrators - "
                                            "Health Services) Regulations who is engaged by the Company for the "
                                            "servicing of claims under this Policy, as named in the Schedule."),
        ("Newborn Baby", "A baby born to an Insured Person during the Policy Period, aged up to 90 days."),
        ("Maternity Expenses", "Maternity expenses means: a) medical treatment expenses traceable to childbirth "
                               "(including complicated deliveries and caesarean sections incurred during "
                               "hospitalization); b) expenses towards lawful medical termination of pregnancy "
                               "during the policy period."),
    ]
    B += defs_block(lambda i: "2.%d" % i, extra_first=own_first)
    B += [("pb",),
          ("h1", "3. SCOPE OF COVER"),
          ("p", "The Company will indemnify the Insured Person for the following expenses arising out of "
                "Hospitalisation for a minimum period of 24 hours (except Day Care Treatment) during the Policy "
                "Period, subject to the Sum Insured and the limits below. The Sum Insured options available under "
                "this Policy are \u20b92 lakh, \u20b93 lakh, \u20b95 lakh, \u20b97.5 lakh and \u20b910 lakh per family, "
                "as opted by the Employer for each grade of Employees and shown in the Schedule."),
          ("h2", "3.1 In-patient Hospitalisation"),
          ("p", "a) Room, boarding and nursing expenses as provided by the Hospital, limited to 2% of the Sum "
                "Insured per day for a normal room."),
          ("p", "b) Intensive Care Unit (ICU / ICCU) expenses, limited to 4% of the Sum Insured per day."),
          ("p", "c) Surgeon, anaesthetist, Medical Practitioner, consultant and specialist fees; anaesthesia, "
                "blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, diagnostic "
                "materials and X-ray, dialysis, chemotherapy, radiotherapy, cost of pacemaker, stents and similar "
                "implants."),
          ("p", "d) <b>Proportionate deduction:</b> Where the Insured Person occupies a room whose rent exceeds the "
                "eligible limit in (a) above, the Company shall also reduce the associated medical expenses "
                "(excluding cost of pharmacy and consumables, cost of implants and medical devices, and cost of "
                "diagnostics) in the same proportion as the eligible room rent bears to the room rent actually "
                "charged. No proportionate deduction applies in an ICU."),
          ("h2", "3.2 Pre and Post Hospitalisation"),
          ("p", "Relevant medical expenses incurred during 30 days prior to the date of admission and 60 days after "
                "the date of discharge, for the same condition, provided the hospitalisation claim is admitted "
                "under Clause 3.1 or 3.3."),
          ("h2", "3.3 Day Care Treatment"),
          ("p", "Medical expenses for Day Care Treatment taken in a Hospital or a Day Care Centre are covered up to "
                "the Sum Insured. The list of day care procedures is available with the TPA and on the Company's "
                "website; it is illustrative and not exhaustive."),
          ("h2", "3.4 Ambulance"),
          ("p", "Expenses incurred on a road ambulance for shifting the Insured Person to a Hospital in an "
                "emergency, or from one Hospital to another for better medical facilities, limited to INR 2,500 "
                "per hospitalisation."),
          ("h2", "3.5 Maternity"),
          ("p", "The Company will pay Maternity Expenses of a female Employee or the spouse of a male Employee, for "
                "the first two deliveries, up to Rs. 50,000/- for a normal delivery and Rs. 75,000/- for a "
                "caesarean section, including pre-natal and post-natal hospitalisation expenses. The maternity "
                "limit forms part of, and is not in addition to, the Sum Insured. The 9 month waiting period for "
                "maternity is waived under Section 4. Ectopic pregnancy is covered under Clause 3.1 and not under "
                "this limit."),
          ("h2", "3.6 New Born Baby"),
          ("p", "A Newborn Baby is covered from day 1 of birth for any Illness or Injury, including congenital "
                "conditions, within the Family Sum Insured, without any waiting period, provided the Employer "
                "informs the Company of the birth and pays any additional premium due within 60 days of birth. "
                "Routine expenses of a healthy newborn are part of the maternity limit in Clause 3.5."),
          ("h2", "3.7 AYUSH Treatment"),
          ("p", "In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy systems "
                "taken in an AYUSH Hospital is covered, limited to 20% of the Sum Insured per Policy Period."),
          ("h2", "3.8 Organ Donor"),
          ("p", "In-patient hospitalisation expenses of the donor for harvesting an organ donated to an Insured "
                "Person are covered up to the Sum Insured, provided the claim of the Insured Person is admissible "
                "under Clause 3.1 and the donation complies with the Transplantation of Human Organs Act, 1994."),
          ("h2", "3.9 Cataract"),
          ("p", "Expenses for treatment of cataract are payable up to 10% of Sum Insured or Rs. 50,000 per eye, "
                "whichever is lower."),
          ("h2", "3.10 Modern Treatment Methods"),
          ("p", "The following procedures, when taken as in-patient or day care treatment, are covered up to 25%% of "
                "the Sum Insured for each Policy Period: %s." % "; ".join(MODERN_TREATMENTS)),
          ("h2", "3.11 Co-payment"),
          ("p", "Each admissible claim in respect of a parent of the Employee shall be subject to a co-payment of "
                "10% of the admissible claim amount, to be borne by the Insured Person. Claims of the Employee, the "
                "spouse and the children are not subject to any co-payment."),
          ("h2", "3.12 Corporate Buffer"),
          ("p", "Where the Schedule provides a Corporate Buffer, the Employer may authorise its use for an Insured "
                "Person whose Sum Insured has been exhausted, for critical illnesses or accidents, up to the "
                "per-family limit stated in the Schedule. Use of the buffer is at the discretion of the Employer."),
          ("h2", "3.13 Schedule of Benefits"),
          ]
    rows = [
        ["Benefit", "Limit (per Insured Person / Family)", "Clause"],
        ["Sum Insured (by grade)", "Rs 2,00,000 / 3,00,000 / 5,00,000 / 7,50,000 / 10,00,000", "Schedule"],
        ["Room, boarding and nursing", "2% of SI per day (normal room)", "3.1 a"],
        ["ICU / ICCU", "4% of SI per day", "3.1 b"],
        ["Pre / Post hospitalisation", "30 days / 60 days", "3.2"],
        ["Day Care Treatment", "Up to SI", "3.3"],
        ["Road ambulance", "INR 2,500 per hospitalisation", "3.4"],
        ["Maternity \u2013 normal delivery", "Rs 50,000", "3.5"],
        ["Maternity \u2013 caesarean section", "Rs 75,000", "3.5"],
        ["New born baby", "Covered from day 1, within Family SI", "3.6"],
        ["AYUSH", "20% of SI", "3.7"],
        ["Cataract", "10% of SI or Rs 50,000 per eye, lower of two", "3.9"],
        ["Modern treatments", "25% of SI", "3.10"],
        ["Co-payment", "10% on parents' claims only", "3.11"],
        ["Domiciliary hospitalisation", "Not Covered", "5.3"],
    ]
    B.append(("table", rows, [55, 95, 24], False))
    B += [("h1", "4. SPECIAL CONDITIONS"),
          ("p", "The following special conditions have been agreed with the Employer and apply to all Employees and "
                "their Dependants covered under this Policy. In case of any conflict, these Special Conditions "
                "prevail over the other terms of this Policy."),
          ]
    rows = [
        ["Condition", "Applicability to Employees and Dependants"],
        ["30 days initial waiting period", "Waived"],
        ["Pre-existing disease waiting period", "Waived"],
        ["First year (1 year) specific disease waiting period", "Waived"],
        ["Two year (2 year) specific disease waiting period", "Waived"],
        ["9 months maternity waiting period", "Waived"],
        ["New born baby cover", "From day 1"],
        ["Co-payment", "10% on claims of parents only"],
        ["Room rent", "2% of SI per day for normal room and 4% of SI per day for ICU"],
        ["Addition of new joinees and spouse on marriage", "Allowed mid-term, pro-rata premium"],
    ]
    B.append(("table", rows, [80, 94], False))
    B += [("p", "Accordingly, treatment of any Illness, including a pre-existing disease or any of the diseases or "
                "procedures to which a one year or two year waiting period would otherwise apply, is covered from "
                "the first day of cover of the Insured Person under this Policy, subject to all other terms."),
          ("h1", "5. EXCLUSIONS"),
          ("p", "5.1 Waiting periods: no waiting period applies to Insured Persons under this Policy, in terms of "
                "the Special Conditions in Section 4. If the Employer does not renew the Policy with the Company "
                "and a member later takes an individual policy under Clause 6.6, the waiting periods of that "
                "individual policy will apply with credit for the period of continuous cover under this Policy."),
          ("p", "5.2 The Company shall not be liable to make any payment under this Policy in respect of any "
                "expenses whatsoever incurred by any Insured Person in connection with or in respect of:"),
          ]
    n = 0
    for code, title, text in STD_EXCL:
        if code == "Excl18":
            continue  # maternity is covered under this group policy
        n += 1
        B.append(("p", "<b>5.2.%d %s:</b> %s" % (n, title, text)))
    B += [("p", "5.3 Other exclusions:"),
          ("bul", ["5.3.1 Domiciliary hospitalisation and any expenses for treatment taken at home.",
                   "5.3.2 Out-patient treatment, unless specifically covered by an endorsement.",
                   "5.3.3 War, invasion, acts of foreign enemies, hostilities (whether war be declared or not), "
                   "civil war, nuclear weapons, ionising radiation or contamination by radioactivity.",
                   "5.3.4 Dental treatment or surgery of any kind unless necessitated by Accident and requiring "
                   "hospitalisation; spectacles, contact lenses and hearing aids.",
                   "5.3.5 Intentional self-inflicted injury, attempted suicide.",
                   "5.3.6 Items of a non-medical nature as listed in Annexure A.",
                   "5.3.7 Treatment taken outside India."]),
          ("h1", "6. GENERAL TERMS AND CONDITIONS"),
          ("p", "<b>6.1 Disclosure of information:</b> The Policy shall be void and all premium paid thereon "
                "shall be forfeited to the Company in the event of misrepresentation, mis-description or "
                "non-disclosure of any material fact by the Policyholder or the Insured Person."),
          ("p", "<b>6.2 Free look period:</b> The free look period is not applicable to this Group Policy, the "
                "Policyholder being the Employer. It applies only to individual policies issued under Clause 6.6."),
          ("p", "<b>6.3 Grace period:</b> Where the Policy is renewed, a grace period of 30 days from the due date "
                "is allowed for payment of the renewal premium. Coverage is not available for the period for which "
                "no premium is received, and claims arising in such period are not payable."),
          ("p", "<b>6.4 Renewal:</b> The Policy is renewable annually at the option of the Employer, with premium "
                "determined on the claims experience and the member data of the group. The Company shall not "
                "refuse renewal except on grounds of fraud, misrepresentation or non-disclosure, or where the "
                "group ceases to exist."),
          ("p", "<b>6.5 Addition and deletion of members:</b> New Employees and their Dependants may be added "
                "during the Policy Period on payment of pro-rata premium. Members who leave employment are deleted "
                "from the date of leaving, and the Company will refund premium for the deleted members on a "
                "pro-rata basis, provided no claim has been paid for them."),
          ("p", "<b>6.6 Portability (continuity on leaving employment):</b> An Employee leaving the Employer, with "
                "his or her Dependants, may apply to port to an individual health policy of the Company or of any "
                "other insurer, within 30 days before leaving, and will get credit for continuous cover under this "
                "Policy in line with the IRDAI portability norms."),
          ("p", "<b>6.7 Cancellation:</b> The Employer may cancel this Policy by giving 15 days' notice in writing; "
                "the Company shall refund premium for the unexpired period on a pro-rata basis, provided no claim "
                "has been made. The Company may cancel the Policy only on grounds of established fraud, by giving "
                "15 days' notice, without refund."),
          ("p", "<b>6.8 Multiple policies:</b> Where an Insured Person holds more than one policy of indemnity, he "
                "or she shall have the right to require settlement of the claim under any of the policies, and the "
                "balance may be claimed under the other policies."),
          ("p", "<b>6.9 Fraud:</b> If any claim is in any manner fraudulent, or supported by any fraudulent means "
                "or device, all benefits under this Policy for that Insured Person shall be forfeited, and the "
                "amount paid against such claim shall be repaid to the Company."),
          ("p", "<b>6.10 Territorial limit and law:</b> The cover applies to treatment taken in India. This Policy "
                "is subject to Indian law and the jurisdiction of Indian courts."),
          ("p", "<b>6.11 Nomination:</b> The Employee may name a nominee in the member data for receipt of claim "
                "amounts in the event of his or her death. Where there is no nominee, payment is made to the legal "
                "heirs of the Employee."),
          ("p", "<b>6.12 Possibility of revision of terms:</b> The Company may revise the terms, premium or "
                "benefits of this product with the prior approval of IRDAI, and shall notify the Employer at least "
                "90 days before such revision takes effect. Revised terms apply from the next renewal."),
          ("p", "<b>6.13 Withdrawal of product:</b> If this product is withdrawn, the Employer will be informed 90 "
                "days in advance and offered an alternative group product of the Company at renewal."),
          ("p", "<b>6.14 Premium payment:</b> The premium is payable by the Employer in full in advance. Where the "
                "Employer recovers any part of the premium from Employees for Dependants' cover, the Company is "
                "not a party to such arrangement."),
          ("h1", "7. CLAIM PROCEDURE"),
          ("p", "<b>7.1 Notification:</b> The Insured Person, the Employer or the Hospital shall notify the TPA or "
                "the Company:"),
          ("bul", ["(a) in case of emergency hospitalisation, within 48 hours of admission;",
                   "(b) in case of planned hospitalisation, at least 72 hours prior to the date of admission."]),
          ("p", "<b>7.2 Cashless:</b> Cashless facility is available at Network Providers of the TPA, on approval of "
                "the pre-authorisation request. The Company shall decide on a cashless request within one hour, "
                "and on the final discharge request within three hours of receipt."),
          ("p", "<b>7.3 Reimbursement:</b> The claim documents shall be submitted to the TPA within 30 days of "
                "discharge: claim form duly signed, original discharge summary, final bill with itemised break-up, "
                "payment receipts, investigation reports, prescriptions and pharmacy bills, FIR/MLC in accident "
                "cases, and the Employee's identity card or employee code."),
          ("p", "<b>7.4 Settlement:</b> The Company shall settle or reject a claim within 15 days of receipt of the "
                "last necessary document. In case of delay, interest at 2% above the bank rate shall be payable."),
          ("h1", "8. GRIEVANCE REDRESSAL"),
          ("p", "An Insured Person may approach the Employer's HR desk, the TPA, or the Company's grievance cell at "
                "grievance@zuno.example / toll free 1800 12 000. If the grievance is not resolved within 14 days, "
                "it may be escalated to the Grievance Redressal Officer of the Company and registered on the Bima "
                "Bharosa portal. If still not resolved within 30 days, the Insured Person may approach the "
                "Insurance Ombudsman under the Insurance Ombudsman Rules, 2017 (Annexure D)."),
          ("h1", "ANNEXURE A \u2013 LIST OF NON-PAYABLE ITEMS (EXTRACT)"),
          ]
    rows = [["Sl. No.", "Item", "Sl. No.", "Item"]]
    items = NON_PAYABLE_EXTRACT[:40]
    half = 20
    for i in range(half):
        rows.append([str(i + 1), items[i], str(half + i + 1), items[half + i]])
    B.append(("table", rows, [14, 73, 14, 73], False))
    B += [("h1", "ANNEXURE C \u2013 ILLUSTRATIVE LIST OF DAY CARE PROCEDURES"),
          ("p", "Adenoidectomy; Cataract surgery (phacoemulsification) with IOL; Chemotherapy; Radiotherapy; "
                "Dialysis (haemodialysis and peritoneal); Lithotripsy (ESWL); Coronary angiography; Tonsillectomy; "
                "Dilatation and curettage; Excision of pilonidal sinus; Hydrocele surgery; Arthroscopic knee "
                "procedures; Endoscopic removal of foreign body; Cystoscopy with stent removal; Incision and "
                "drainage of abscess; Surgery for haemorrhoids; Fissurectomy; Laparoscopic cholecystectomy where "
                "discharged within 24 hours; Myringotomy with grommet insertion; Septoplasty; Trabeculectomy; "
                "Vitrectomy; Blood transfusion for recipient; Parenteral chemotherapy."),
          ("p", "This list is illustrative. Any other procedure meeting the definition of Day Care Treatment in "
                "Clause 2.19 is also covered."),
          ("h1", "ANNEXURE D \u2013 INSURANCE OMBUDSMAN (SELECTED OFFICES)"),
          ("bul", ["Mumbai \u2013 Jeevan Seva Annexe, 3rd Floor, S.V. Road, Santacruz (W), Mumbai 400 054.",
                   "Pune \u2013 Jeevan Darshan Bldg., 3rd Floor, C.T.S. No.s. 195 to 198, N.C. Kelkar Road, Narayan "
                   "Peth, Pune 411 030.",
                   "Noida \u2013 Bhagwan Sahai Palace, 4th Floor, Main Road, Naya Bans, Sector 15, Noida 201 301.",
                   "Ahmedabad \u2013 Jeevan Prakash Building, 6th floor, Tilak Marg, Relief Road, Ahmedabad 380 001."]),
          ]
    return B


def main():
    a_st = make_styles("DVS", 9.3, colors.HexColor("#4B2D9F"))
    a_cv = make_canvas_class("Acko General Insurance Limited", "Clear Health Plan | UIN: ACKHLIP26051V012526",
                             "Clear Health Plan \u2013 Policy Wording", "DVS", colors.HexColor("#4B2D9F"))
    build(os.path.join(HERE, A_STEM + ".pdf"), wording_a(), a_st, a_cv, "Clear Health Plan")
    b_st = make_styles("DVSer", 9.3, colors.HexColor("#B5121B"))
    b_cv = make_canvas_class("Zuno General Insurance Limited",
                             "Group Health Guard | UIN: EDLHLGP26033V012526",
                             "Group Health Guard \u2013 Policy Wording \u2013 Zuno General Insurance Limited",
                             "DVSer", colors.HexColor("#B5121B"))
    build(os.path.join(HERE, B_STEM + ".pdf"), wording_b(), b_st, b_cv, "Group Health Guard")
    print("ok")


if __name__ == "__main__":
    main()
