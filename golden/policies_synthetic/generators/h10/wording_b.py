"""Wording B: Tata AIG General Insurance Company Limited - Suraksha Health Prime (single column,
one combined benefit / waiting period / limit table without ruling lines)."""
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.lib.pagesizes import A4
from reportlab.platypus import (Table, TableStyle, Paragraph, BaseDocTemplate, PageTemplate, Frame,
                                KeepTogether)
from render_lib import styles, build_story, numbered_canvas, esc
from content_common import EXCL, EXCL03, MODERN
from irdai_text import definitions

INSURER = "Tata AIG General Insurance Company Limited"
PRODUCT = "Suraksha Health Prime"
UIN = "TATHLIP26117V012526"
STEM = "TataAIG_Suraksha-Health-Prime_" + UIN
ACCENT = colors.HexColor("#1d3c78")

ROWS = [
    ("In-patient Hospitalisation (B1)", "30 days for Illness; nil for Accidents", "Covered up to the Sum Insured"),
    ("Room, boarding and nursing expenses (B1)", "As for In-patient Hospitalisation",
     "1% of SI per day, up to INR 10,000 per day"),
    ("Intensive Care Unit / ICCU charges (B1)", "As for In-patient Hospitalisation",
     "2% of SI per day, up to INR 20,000 per day"),
    ("Pre-hospitalisation Medical Expenses (B2)", "As for In-patient Hospitalisation",
     "Expenses of the 60 days before admission, up to the Sum Insured"),
    ("Post-hospitalisation Medical Expenses (B3)", "As for In-patient Hospitalisation",
     "Expenses of the 90 days after discharge, up to the Sum Insured"),
    ("Day Care Treatment (B4)", "30 days for Illness; nil for Accidents", "Covered up to the Sum Insured"),
    ("Domiciliary Hospitalisation (B5)", "30 days for Illness; nil for Accidents",
     "10% of SI per policy year, for treatment at home beyond 3 days"),
    ("AYUSH in-patient treatment (B6)", "30 days for Illness; nil for Accidents",
     "INR 50,000 per policy year in an AYUSH Hospital"),
    ("Organ donor expenses (B7)", "As for the recipient's claim",
     "\u20b91,00,000 per policy year for the harvesting of the organ"),
    ("Road ambulance (B8)", "Nil", "\u20b95,000 per Hospitalisation, for emergency transfer only"),
    ("Modern treatments listed in B9", "30 days; 24 months for robotic surgeries",
     "INR 2,50,000 per procedure in a policy year"),
    ("Cataract surgery (B10)", "24 months of continuous coverage",
     "10% of SI up to INR 1 lakh per eye, per policy year"),
    ("Pre-existing diseases (Section 3.1)", "36 months of continuous coverage",
     "Covered up to the Sum Insured after the waiting period"),
    ("Specified illnesses and procedures (Annexure A)", "24 months of continuous coverage",
     "Covered up to the Sum Insured after the waiting period"),
    ("Joint replacement and spinal surgery", "36 months of continuous coverage, unless due to an Accident",
     "Covered up to the Sum Insured after the waiting period"),
    ("Bariatric surgery (subject to Excl06)", "36 months of continuous coverage",
     "\u20b92,00,000 once during the lifetime of the Insured Person"),
    ("Maternity and new born baby expenses", "Not applicable", "Not covered"),
    ("Restoration of Sum Insured (B11)", "Nil",
     "100% of the base Sum Insured, unlimited times in a policy year"),
    ("No Claim Bonus (B12)", "Not applicable", "50% of base SI per claim-free year up to 100%"),
    ("Preventive health check-up (B13)", "After the first policy year",
     "INR 3,000 per Insured Person once in every policy year"),
    ("Co-payment", "Not applicable", "Nil"),
    ("Deductible", "Not applicable", "Nil"),
]


def benefit_table(st):
    c, cb = st["cell"], st["cellb"]
    P = lambda t, s=c: Paragraph(esc(t), s)
    data = [[P("Benefit", cb), P("Waiting period", cb), P("Limit", cb)]]
    for b, w, l in ROWS:
        data.append([P(b), P(w), P(l)])
    t = Table(data, colWidths=[50 * mm, 42 * mm, 60 * mm], repeatRows=1, hAlign="LEFT")
    t.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 2), ("RIGHTPADDING", (0, 0), (-1, -1), 8),
        ("TOPPADDING", (0, 0), (-1, -1), 2.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2),
        ("BOTTOMPADDING", (0, 0), (-1, 0), 5),
    ]))
    return t


def content(st):
    I = []
    a = I.append
    a(("title", "Suraksha Health Prime"))
    a(("sub", "Policy Wording"))
    a(("p", "Tata AIG General Insurance Company Limited (We, Our or Us) will provide the insurance cover described "
            "in this Policy, and in any endorsement to it, for the Policy Period stated in the Policy Schedule. "
            "The cover is only for such benefits, and up to such Sum Insured and limits, as are set out in this "
            "Policy Wording and the Policy Schedule. The risk commences only on receipt of the premium by Us."))
    a(("p", "The Proposal signed by the Policyholder (You) and the declarations in it are the basis of this "
            "contract and are deemed to be part of it. The cover is governed by, and subject to, the terms, "
            "conditions and exclusions of this Policy."))
    a(("h1", "Section A - Operative Clause"))
    a(("p", "While this Policy is in force, if an Insured Person contracts an Illness or suffers an Injury which "
            "requires him or her to incur expenses on Medically Necessary Treatment on the advice of a Medical "
            "Practitioner, We will indemnify the Reasonable and Customary Charges so incurred, up to the limits in "
            "the Table of Benefits in Section 2 and subject to the terms of the Policy. Our liability for all "
            "claims in a policy year is limited to the Sum Insured together with any No Claim Bonus and restored "
            "Sum Insured available. On a family floater basis the Sum Insured is shared by all Insured Persons."))
    a(("h1", "Section 1 - Definitions"))
    a(("p", "The terms defined below have the meaning given to them wherever they appear in this Policy; the "
            "singular includes the plural and the masculine includes the feminine."))
    a(("h2", "i. Standard Definitions"))
    for k, (name, paras) in enumerate(definitions(), 1):
        a(("p", "<b>%d. %s</b> - %s" % (k, name, paras[0])))
        for r in paras[1:]:
            a(("li2", "", r))
    a(("h2", "ii. Specific Definitions"))
    spec = [
        ("Base Sum Insured", "the amount stated in the Policy Schedule for each Insured Person (or for the family "
         "on a floater basis) as the limit of Our liability in a policy year, before any No Claim Bonus or "
         "restoration."),
        ("Insured Person", "the person or persons named in the Policy Schedule as insured under this Policy."),
        ("Policy Schedule", "the document forming part of this Policy which states the Insured Persons, the Sum "
         "Insured, the Policy Period and any special conditions."),
        ("Table of Benefits", "the table in Section 2 of this Policy Wording which states, for each benefit, the "
         "waiting period and the limit that applies."),
        ("TPA", "a Third Party Administrator licensed by IRDAI and engaged by Us for claim services."),
    ]
    for k, (n, t) in enumerate(spec, 45):
        a(("p", "<b>%d. %s</b> means %s" % (k, n, t)))

    a(("h1", "Section 2 - Benefits"))
    a(("p", "2.1 <b>Sum Insured.</b> The Policy is available for a Base Sum Insured of \u20b95 lakh, \u20b97.5 "
            "lakh, \u20b910 lakh, \u20b915 lakh, \u20b920 lakh, \u20b925 lakh, \u20b950 lakh or \u20b91 crore, on an "
            "individual or a family floater basis. The Sum Insured chosen is shown in the Policy Schedule."))
    a(("cpb", 215 * mm))
    a(("p", "2.2 <b>Table of Benefits.</b> The waiting periods and limits applying to each benefit are set out "
            "in the following table. Each limit is part of, and not in addition to, the Sum Insured, unless the "
            "table says otherwise. SI means the Base Sum Insured."))
    a(("flow", benefit_table(st)))
    a(("sp", 6))
    a(("p", "Each benefit below is payable only if the claim is admissible under B1, unless the benefit says "
            "otherwise, and only up to the limit in the Table of Benefits."))
    ben = [
        ("B1. In-patient Hospitalisation", "We will pay the Medical Expenses of Hospitalisation of an Insured "
         "Person for more than 24 consecutive hours, namely: room, boarding and nursing expenses provided by the "
         "Hospital; Intensive Care Unit charges; fees of the surgeon, anaesthetist, Medical Practitioner, "
         "consultants and specialists; anaesthesia, blood, oxygen, operation theatre charges, surgical "
         "appliances, medicines and drugs, diagnostic materials and X-ray; and implants fixed during surgery. "
         "Room, boarding and nursing expenses and ICU charges are payable up to the daily limits in the Table of "
         "Benefits."),
        ("B1.1 Proportionate deduction", "Where the Insured Person stays in a room whose daily charge exceeds the "
         "room limit in the Table of Benefits, all Associated Medical Expenses (room, nursing, fees of the "
         "doctors and surgeons, and operation theatre charges) will be paid in the proportion that the room "
         "limit bears to the daily room charge actually incurred. Pharmacy, consumables, implants and "
         "diagnostic charges are paid in full. No proportionate deduction is made for ICU charges, which are "
         "only capped at their daily limit."),
        ("B2. Pre-hospitalisation Medical Expenses", "Medical Expenses incurred in the period before admission "
         "stated in the Table of Benefits, for the same condition for which the Hospitalisation claim is "
         "admitted."),
        ("B3. Post-hospitalisation Medical Expenses", "Medical Expenses incurred in the period after discharge "
         "stated in the Table of Benefits, for the same condition, if they are Medically Necessary and follow "
         "an admissible Hospitalisation."),
        ("B4. Day Care Treatment", "Medical Expenses of Day Care Treatment taken at a Hospital or Day Care "
         "Centre, excluding out-patient treatment."),
        ("B5. Domiciliary Hospitalisation", "Medical Expenses of treatment at home lasting more than three "
         "consecutive days, where the Insured Person could not be moved to a Hospital or no bed was available, "
         "up to the limit in the Table of Benefits. Treatment of asthma, bronchitis, chronic nephritis, "
         "diarrhoea, epilepsy, hypertension, influenza, arthritis and psychiatric disorders at home is not "
         "covered."),
        ("B6. AYUSH Treatment", "In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and "
         "Homeopathy in an AYUSH Hospital, up to the limit in the Table of Benefits."),
        ("B7. Organ Donor Expenses", "The in-patient expenses of harvesting an organ from a donor for transplant "
         "to the Insured Person, where the organ donation complies with the Transplantation of Human Organs "
         "Act, 1994 and the Insured Person's claim is admissible."),
        ("B8. Emergency Road Ambulance", "Charges of a registered road ambulance for taking the Insured Person "
         "to the nearest Hospital in an emergency, or from one Hospital to another for better treatment, up to "
         "the limit in the Table of Benefits. Air ambulance is not covered under this Policy."),
        ("B9. Modern Treatments", "The following treatments, taken as in-patient or day care, are payable up to "
         "the limit in the Table of Benefits: " + "; ".join(MODERN) + "."),
        ("B10. Cataract", "Expenses of cataract surgery, including the cost of the intra-ocular lens, after the "
         "waiting period and up to the limit per eye in the Table of Benefits."),
        ("B11. Restoration of Sum Insured", "If the Base Sum Insured and No Claim Bonus are insufficient or used "
         "up during a policy year, We will restore 100% of the Base Sum Insured. The restoration can be "
         "triggered an unlimited number of times in a policy year and may be used for the same or a different "
         "Illness, for any Insured Person, but no single claim will be paid beyond the Base Sum Insured plus "
         "accrued No Claim Bonus. Restored amounts not used lapse at the end of the policy year."),
        ("B12. No Claim Bonus", "For each claim-free policy year We will add a bonus of 50% of the Base Sum "
         "Insured at renewal, subject to a maximum of 100% of the Base Sum Insured. The bonus earned will not be "
         "reduced because of a claim in a later year. If the Policy is not renewed within the grace period, the "
         "bonus is forfeited."),
        ("B13. Preventive Health Check-up", "From the second policy year, each Insured Person may avail one "
         "health check-up every policy year at Our empanelled centres, up to the limit in the Table of "
         "Benefits, whether or not a claim has been made."),
        ("B14. Mental Illness", "In-patient treatment of mental illness in a Hospital with a psychiatric "
         "department, under a qualified psychiatrist, is covered up to the Sum Insured."),
    ]
    for h, t in ben:
        a(("h3", h))
        a(("p", t))

    a(("h1", "Section 3 - Exclusions"))
    a(("p", "We shall not be liable to make any payment under this Policy for any expense directly or indirectly "
            "caused by, based on, arising out of or attributable to any of the following."))
    a(("h2", "3.1 Waiting Periods"))
    a(("h3", "i. Pre-Existing Diseases (Code- Excl01)"))
    for t in ["a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications "
              "shall be excluded until the expiry of 36 months of continuous coverage after the date of inception "
              "of the first policy with insurer.",
              "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum "
              "insured increase.",
              "c) If the Insured Person is continuously covered without any break as defined under the portability "
              "norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would "
              "be reduced to the extent of prior coverage.",
              "d) Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject "
              "to the same being declared at the time of application and accepted by Insurer."]:
        a(("li", t[:2], t[3:]))
    a(("h3", "ii. Specified disease/procedure waiting period (Code- Excl02)"))
    for t in ["a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be "
              "excluded until the expiry of 24 months of continuous coverage after the date of inception of the "
              "first policy with us, or 36 months where the Table of Benefits says so. This exclusion shall not "
              "be applicable for claims arising due to an accident.",
              "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum "
              "insured increase.",
              "c) If any of the specified disease/procedure falls under the waiting period specified for "
              "pre-Existing diseases, then the longer of the two waiting periods shall apply.",
              "d) The waiting period for listed conditions shall apply even if contracted after the policy or "
              "declared and accepted without a specific exclusion.",
              "e) If the Insured Person is continuously covered without any break as defined under the applicable "
              "norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the "
              "extent of prior coverage.",
              "f) List of specific diseases/procedures: as given in Annexure A."]:
        a(("li", t[:2], t[3:]))
    a(("h3", "iii. 30-day waiting period (Code- Excl03)"))
    for t in EXCL03:
        a(("li", t[:2], t[3:]))
    a(("h2", "3.2 Standard Exclusions"))
    roman = ["iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv", "xvi", "xvii", "xviii"]
    for r, code in zip(roman, ["Excl04", "Excl05", "Excl06", "Excl07", "Excl08", "Excl09", "Excl10", "Excl11",
                               "Excl12", "Excl13", "Excl14", "Excl15", "Excl16", "Excl17", "Excl18"]):
        title, paras = EXCL[code]
        a(("h3", "%s. %s (Code- %s)" % (r, title, code)))
        for t in paras:
            a(("p", t))
    a(("h2", "3.3 Specific Exclusions"))
    for k, t in enumerate([
            "War, invasion, acts of foreign enemies, hostilities, civil war, rebellion, revolution, or nuclear, "
            "chemical and biological contamination.",
            "Treatment taken outside India.",
            "Out-patient treatment, except as provided under B13.",
            "Dental treatment or surgery unless necessitated by an Accident and requiring Hospitalisation.",
            "Spectacles, contact lenses, hearing aids, walkers, crutches and other durable medical equipment.",
            "Charges for items listed in the IRDAI List I of non-payable items, which is available on Our website.",
            "Any expenses for maternity, childbirth or the care of a new born baby, including complications "
            "thereof."], 1):
        a(("li", "%d." % k, t))

    a(("h1", "Section 4 - General Terms and Clauses"))
    gen = [
        ("4.1 Disclosure of Information", "The Policy shall be void and all premium paid on it forfeited to Us in "
         "the event of misrepresentation, mis-description or non-disclosure of any material fact."),
        ("4.2 Free Look Period", "A free look period of 15 days from the date of receipt of the Policy document is "
         "available at the inception of the Policy (not at renewal or on porting) to review the terms. If You "
         "cancel during this period We will refund the premium after deducting proportionate risk premium, "
         "medical examination and stamp duty charges, provided no claim has been made."),
        ("4.3 Grace Period", "The Policy may be renewed within a grace period of 30 days from the due date. Where "
         "premium is paid in monthly instalments, the grace period for an instalment is 15 days; for "
         "quarterly and half-yearly instalments it is 30 days. Coverage is not available for the period for "
         "which no premium is received."),
        ("4.4 Renewal", "The Policy shall ordinarily be renewable except on grounds of fraud, misrepresentation by "
         "the Insured Person, or withdrawal of the product. Renewal will not be denied on the basis of claims "
         "made."),
        ("4.5 Portability and Migration", "The Insured Person may transfer the credit gained for pre-existing "
         "conditions and waiting periods to another insurer or to another product of Ours, by applying at "
         "least 15 days before, but not earlier than 60 days before, the renewal date."),
        ("4.6 Cancellation", "You may cancel the Policy by giving 7 days' notice in writing; We will refund the "
         "premium for the unexpired policy period on a pro-rata basis, provided no claim has been paid. We may "
         "cancel the Policy only on the grounds of established fraud, by giving 7 days' notice."),
        ("4.7 Moratorium Period", "After completion of sixty continuous months of coverage, no look back will be "
         "applied and the Policy will not be contestable on grounds of non-disclosure or misrepresentation "
         "except for established fraud."),
        ("4.8 Multiple Policies", "If the Insured Person has more than one indemnity policy, he may choose the "
         "insurer from whom to claim; amounts not paid may be claimed from the other insurers."),
        ("4.9 Fraud", "If any claim is in any manner fraudulent, all benefits under the Policy and the premium "
         "paid shall be forfeited, and any amount paid against such claim shall be repaid."),
        ("4.10 Nomination", "The Policyholder is required at the inception of the Policy to make a nomination "
         "for the purpose of payment of claims in the event of death of the Policyholder."),
    ]
    for h, t in gen:
        a(("h3", h))
        a(("p", t))

    a(("h1", "Section 5 - Claim Procedure"))
    a(("h3", "5.1 Notification of claim"))
    a(("p", "Notice of a claim should be given to Us or Our TPA: for an emergency Hospitalisation, within 24 hours "
            "of admission or before discharge, whichever is earlier; for a planned Hospitalisation, at least 48 "
            "hours before admission. Call 1800 266 7780 or write to health.claims@tataaig.example."))
    a(("h3", "5.2 Cashless claims"))
    a(("p", "Cashless treatment is available only at Network Providers, on pre-authorisation by Us or the TPA. A "
            "decision on a cashless request will be given within one hour, and on final authorisation at "
            "discharge within three hours."))
    a(("h3", "5.3 Reimbursement claims"))
    a(("p", "For reimbursement, the duly filled claim form with the following must be submitted within 30 days of "
            "discharge: original bills and payment receipts, discharge summary, investigation reports, doctor's "
            "prescriptions, pharmacy bills, KYC and bank details, and the FIR or medico-legal certificate for an "
            "Accident where applicable. Post-hospitalisation bills must be submitted within 15 days after the "
            "post-hospitalisation period ends."))
    a(("h3", "5.4 Claim settlement"))
    a(("p", "We will settle or reject the claim within 15 days of receipt of the last necessary document. In case "
            "of delay, We will pay interest at a rate 2% above the bank rate from the date of receipt of the last "
            "necessary document to the date of payment."))

    a(("h1", "Section 6 - Grievance Redressal"))
    a(("p", "If You have a grievance, please contact Us at 1800 266 7780 or grievance.healthcare@tataaig.example, "
            "or write to the Grievance Redressal Officer at Our Registered Office. If the grievance is not "
            "resolved within 14 days, or You are not satisfied with the reply, You may register it on the IRDAI "
            "Bima Bharosa portal or approach the Insurance Ombudsman under the Insurance Ombudsman Rules, 2017."))

    a(("h1", "Annexure A - Specified illnesses and procedures (24 months)"))
    for k, t in enumerate([
            "Cataract", "Benign prostatic hyperplasia", "All types of hernia and hydrocele",
            "Haemorrhoids, fissure or fistula in anus", "Sinusitis and related disorders; surgery for deviated "
            "nasal septum", "Tonsillitis and adenoiditis requiring surgery",
            "Calculus diseases of the gall bladder, kidney and urinary tract",
            "Hysterectomy, fibroids and endometriosis, unless for malignancy",
            "Varicose veins of the lower limbs", "Benign tumours, cysts and polyps, including of the breast",
            "Gout and rheumatoid arthritis", "Internal congenital anomalies",
            "Joint replacement and spinal surgery (36 months, as shown in the Table of Benefits)"], 1):
        a(("li", "%d." % k, t))
    return I


def decor(cv, page, total):
    W, H = A4
    cv.saveState()
    cv.setFillColor(ACCENT)
    cv.rect(0, H - 16 * mm, W, 16 * mm, stroke=0, fill=1)
    cv.setFillColor(colors.white)
    cv.setFont("DVSans-Bold", 10)
    cv.drawString(15 * mm, H - 8 * mm, INSURER)
    cv.setFont("DVSans", 7.5)
    cv.drawString(15 * mm, H - 12.5 * mm, "Suraksha Health Prime - Policy Wording  \u2022  UIN: %s" % UIN)
    cv.setFillColor(colors.black)
    cv.setFont("DVSans", 6.8)
    cv.drawString(15 * mm, 11 * mm, "Registered Office: Peninsula Business Park, Tower A, 15th Floor, G. K. Marg, "
                  "Lower Parel, Mumbai 400013. IRDA of India Registration No. 108.")
    cv.drawString(15 * mm, 8 * mm, "Toll free: 1800 266 7780  \u2022  www.tataaig.com  \u2022  "
                  "Insurance is the subject matter of solicitation.")
    cv.setFont("DVSans-Bold", 8)
    cv.drawRightString(W - 15 * mm, 9.5 * mm, "%d" % page)
    if page == 1:
        cv.setFont("DVSans-Italic", 7)
        cv.drawCentredString(W / 2, 4.5 * mm, "Synthetic test wording \u2013 not an insurance product")
    cv.restoreState()


def build(path):
    st = styles("DVSans", 8.8, ACCENT)
    W, H = A4
    frame = Frame(18 * mm, 17 * mm, W - 36 * mm, H - 17 * mm - 21 * mm, id="body")
    doc = BaseDocTemplate(path, pagesize=A4, title="Suraksha Health Prime Policy Wording", author=INSURER,
                          subject="UIN " + UIN)
    doc.addPageTemplates([PageTemplate(id="body", frames=[frame])])
    doc.build(build_story(content(st), st), canvasmaker=numbered_canvas(decor))
