"""Render the two h1 synthetic policy wordings.

A: SBI General Insurance Company Limited - Arogya Vistaar Health Insurance Policy (Silver/Gold/Platinum,
   ruled benefit table, "Code- Excl01" codes).
B: Star Health and Allied Insurance Company Limited - Star Golden Years Health Insurance Policy (senior
   citizens 60-75, running text + SI-band table without ruling lines).

Run: /work/main/.venv/bin/python make_wordings.py
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import *  # noqa

OUT = os.path.dirname(os.path.abspath(__file__))

# =============================================================================================
# A. SBI General
# =============================================================================================
A_INS = "SBI General Insurance Company Limited"
A_PROD = "Arogya Vistaar Health Insurance Policy"
A_UIN = "SBIHLIP26118V012526"
A_STEM = "SBIGeneral_Arogya-Vistaar_" + A_UIN


def a_draw(c, page, total):
    c.saveState()
    blue = colors.HexColor("#1f3d7a")
    c.setStrokeColor(blue)
    c.setLineWidth(1.2)
    c.line(18 * mm, H - 17 * mm, W - 18 * mm, H - 17 * mm)
    c.setFillColor(blue)
    c.setFont("DV-B", 10)
    c.drawString(18 * mm, H - 14 * mm, "SBI General Insurance Company Limited")
    c.setFont("DV", 8)
    c.drawRightString(W - 18 * mm, H - 14 * mm, "Arogya Vistaar Health Insurance Policy - Policy Wordings")
    c.setFillColor(colors.black)
    c.setLineWidth(0.5)
    c.line(18 * mm, 17 * mm, W - 18 * mm, 17 * mm)
    c.setFont("DV", 7)
    c.drawString(18 * mm, 13 * mm, "Arogya Vistaar Health Insurance Policy | UIN: SBIHLIP26118V012526")
    c.drawRightString(W - 18 * mm, 13 * mm, f"Page {page} of {total}")
    c.drawString(18 * mm, 9.5 * mm, "Regd. & Corporate Office: Natraj, 301, Junction of Western Express Highway & "
                 "Andheri-Kurla Road, Andheri (East), Mumbai - 400 069 | IRDAI Regn. No. 144")
    if page == 1:
        c.setFont("DV-I", 7)
        c.drawString(18 * mm, 6 * mm, "Synthetic test wording \u2013 not an insurance product")
    c.restoreState()


def a_blocks(st):
    B = []
    p = lambda t: B.append(("p", t))
    h1 = lambda t: B.append(("h1", t))
    h2 = lambda t: B.append(("h2", t))
    li = lambda t: B.append(("li", t))

    B.append(("title", "AROGYA VISTAAR HEALTH INSURANCE POLICY"))
    B.append(("subtitle", "Policy Wordings | UIN: SBIHLIP26118V012526 | Plans: Silver, Gold and Platinum"))

    h1("1. PREAMBLE")
    p("This Policy is a contract of insurance issued by SBI General Insurance Company Limited (hereinafter called "
      "the \"Company\", \"We\", \"Our\" or \"Us\") to the Proposer mentioned in the Schedule (hereinafter called "
      "\"You\" or \"Your\"). The Proposal and declaration given by You, together with any other information furnished "
      "by You or on Your behalf, form the basis of this contract and are deemed to be incorporated herein.")
    p("In consideration of the premium paid, and subject to the terms, conditions, exclusions and limits contained "
      "in or endorsed on this Policy, We agree to indemnify the Insured Persons for Medical Expenses incurred during "
      "the Policy Period in respect of covered Hospitalisation, up to the Sum Insured and within the limits applicable "
      "to the Plan shown in the Schedule and in the Benefit Table at Section 3.A. The Policy is offered on an "
      "Individual basis or on a Family Floater basis, as stated in the Schedule.")

    h1("2. DEFINITIONS")
    p("The terms defined below have the meanings ascribed to them wherever they appear in this Policy and, where the "
      "context so requires, references to the singular include the plural and references to the male gender include "
      "the female gender.")
    h2("2.1 Standard Definitions")
    n = 0
    for name, text in STD_DEFS:
        n += 1
        if name == "GRACE":
            name = "Grace Period"
            text = ("Grace period means the specified period of time, immediately following the premium due date during "
                    "which premium payment can be made to renew or continue a policy in force without loss of continuity "
                    "benefits pertaining to waiting periods and coverage of pre-existing diseases. The Grace Period for "
                    "payment of the premium for all types of insurance policies shall be: fifteen days where premium "
                    "payment mode is monthly and thirty days in all other cases. Coverage shall not be available "
                    "during the period for which no premium is received.")
        li(f"2.1.{n} <b>{name}:</b> {text}")
    h2("2.2 Specific Definitions")
    spec = [
        ("Associated Medical Expenses", "means the following charges relating to the Hospitalisation: room, boarding and nursing charges; charges of the treating doctor, surgeon, anaesthetist and consultants; and operation theatre charges. Cost of pharmacy, consumables, implants, medical devices and diagnostics are not Associated Medical Expenses for the purpose of Section 3.1."),
        ("AYUSH Hospital", "means a healthcare facility wherein medical, surgical or para-surgical treatment procedures and interventions are carried out by AYUSH Medical Practitioner(s), being a central or state government AYUSH Hospital, a teaching hospital attached to an AYUSH college recognised by the Central Government, or an AYUSH Hospital registered with the local authorities and fulfilling the minimum criteria laid down by IRDAI."),
        ("Base Sum Insured", "means the amount stated in the Schedule against the Plan opted, excluding any Cumulative Bonus or restored amount."),
        ("Benefit Table", "means the table at Section 3.A setting out the limits applicable to each Plan."),
        ("Break in Policy", "means the period of gap that occurs at the end of the existing policy term, when the premium due for renewal on a given policy is not paid on or before the premium renewal date or within 30 days thereof."),
        ("Continuous Coverage", "means uninterrupted coverage of the Insured Person under this Policy, or under any other Indian health insurance policy that has been ported or migrated to this Policy, without a Break in Policy."),
        ("Insured Person", "means the person(s) named in the Schedule who are covered under this Policy."),
        ("Plan", "means the Silver Plan, the Gold Plan or the Platinum Plan, as opted by You and specified in the Schedule."),
        ("Policy Year", "means a period of twelve months beginning from the date of commencement of the Policy Period and ending on the last day of such twelve-month period."),
        ("Schedule", "means the Policy Schedule attached to and forming part of this Policy, including any annexure or endorsement to it."),
        ("Single Private AC Room", "means an air-conditioned room in a Hospital with one patient bed and an attached washroom, which is the most basic category of single occupancy room available in that Hospital. A room with a sofa-cum-bed for the attendant qualifies; a deluxe room, suite or any room with a separate living area does not."),
        ("Sum Insured", "means the amount stated in the Schedule which represents Our maximum liability for any and all claims made during a Policy Year in respect of the Insured Person (on an Individual basis) or all Insured Persons together (on a Family Floater basis)."),
    ]
    for i, (name, text) in enumerate(spec, 1):
        li(f"2.2.{i} <b>{name}</b> {text}")

    h1("3. BENEFITS")
    p("The benefits below are available in respect of an Illness contracted or an Injury sustained during the Policy "
      "Period, provided the Hospitalisation or treatment is Medically Necessary and prescribed by a Medical "
      "Practitioner. The amounts payable for each benefit are subject to the Plan limits in the Benefit Table. Unless "
      "stated otherwise, every payment reduces the Sum Insured available for the rest of the Policy Year.")
    h2("3.A Benefit Table")
    cell = lambda t: Paragraph(t, st["cell"])
    cb = lambda t: Paragraph(t, st["cellb"])
    rows = [
        [cb("Benefit"), cb("Silver Plan"), cb("Gold Plan"), cb("Platinum Plan")],
        [cell("Sum Insured options"), cell("Rs. 3 lakh, Rs. 4 lakh, Rs. 5 lakh"),
         cell("Rs. 5 lakh, Rs. 7.5 lakh, Rs. 10 lakh, Rs. 15 lakh"), cell("Rs. 15 lakh, Rs. 20 lakh, Rs. 25 lakh")],
        [cell("Accommodation charges - room, boarding and nursing (Sec 3.1 a)"), cell("Up to 1% of SI per day"),
         cell("Up to 2% of SI per day, maximum Rs. 8,000 per day"), cell("Single Private AC Room")],
        [cell("ICU / ICCU charges (Sec 3.1 b)"), cell("Up to 2% of SI per day"),
         cell("Up to 4% of SI per day, maximum Rs. 16,000 per day"), cell("Actual charges, up to SI")],
        [cell("Pre-hospitalisation (Sec 3.2)"), cell("30 days"), cell("60 days"), cell("60 days")],
        [cell("Post-hospitalisation (Sec 3.3)"), cell("60 days"), cell("90 days"), cell("180 days")],
        [cell("Day care treatment (Sec 3.4)"), cell("Covered up to SI"), cell("Covered up to SI"), cell("Covered up to SI")],
        [cell("Road ambulance, per hospitalisation (Sec 3.5)"), cell("Up to Rs. 2,000"), cell("Up to Rs. 3,000"),
         cell("Up to Rs. 5,000")],
        [cell("Domiciliary hospitalisation (Sec 3.6)"), cell("Not Covered"), cell("Up to 10% of SI"), cell("Up to 10% of SI")],
        [cell("AYUSH in-patient treatment (Sec 3.7)"), cell("Covered up to SI"), cell("Covered up to SI"), cell("Covered up to SI")],
        [cell("Organ donor expenses (Sec 3.8)"), cell("Covered up to SI"), cell("Covered up to SI"), cell("Covered up to SI")],
        [cell("Modern treatment methods (Sec 3.9)"), cell("Up to 50% of SI per policy year"),
         cell("Up to 50% of SI per policy year"), cell("Up to 50% of SI per policy year")],
        [cell("Cataract surgery, per eye (Sec 3.10)"), cell("Rs. 25,000 per eye"), cell("Rs. 40,000 per eye"),
         cell("Rs. 60,000 per eye")],
        [cell("Cumulative bonus (Sec 3.11)"), cell("10% of Base SI per claim-free year, max 50%"),
         cell("10% of Base SI per claim-free year, max 50%"), cell("20% of Base SI per claim-free year, max 100%")],
        [cell("Restoration of Sum Insured (Sec 3.12)"), cell("Not Covered"), cell("100% of Base SI, once per policy year"),
         cell("100% of Base SI, once per policy year")],
        [cell("Preventive health check-up (Sec 3.13)"), cell("Not Covered"),
         cell("Once in every two claim-free policy years, up to Rs. 2,500"), cell("Every policy year, up to Rs. 5,000")],
        [cell("Maternity expenses (Sec 3.14)"), cell("Not Covered"), cell("Not Covered"),
         cell("Up to Rs. 50,000 per delivery, after 24 months")],
        [cell("Voluntary co-payment (Sec 6.6)"), cell("Optional 10%"), cell("Optional 10%"), cell("Not available")],
    ]
    t = Table(rows, colWidths=[52 * mm, 38 * mm, 42 * mm, 42 * mm], repeatRows=1)
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dbe4f3")),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
    ]))
    B.append(("flow", t))
    p("<i>SI means the Base Sum Insured of the Insured Person (or of the family, for a Family Floater) for the Policy "
      "Year. Limits expressed as a percentage of SI are computed on the Base Sum Insured and do not increase with "
      "Cumulative Bonus.</i>")

    h2("3.1 In-patient Hospitalisation")
    p("We will pay the Medical Expenses incurred for the Insured Person's Hospitalisation during the Policy Period "
      "where the admission is for a continuous period of not less than 24 hours, for:")
    li("a) <b>Accommodation charges</b>, that is room, boarding and nursing charges as provided by the Hospital, within "
       "the per-day limit of the Plan opted. Under the Silver Plan the eligible accommodation is limited to 1 percent "
       "of the Sum Insured for each day of admission; under the Gold Plan it is 2 percent of the Sum Insured for each "
       "day subject to a ceiling of \u20b9 8,000 per day; under the Platinum Plan the Insured Person is eligible for a "
       "Single Private AC Room.")
    li("b) <b>Intensive Care Unit</b> and Intensive Cardiac Care Unit charges: Silver Plan up to 2% of the Sum Insured "
       "per day; Gold Plan up to 4% of the Sum Insured per day, capped at \u20b9 16,000 per day; Platinum Plan as "
       "actually charged by the Hospital, up to the Sum Insured.")
    li("c) Fees of the surgeon, anaesthetist, Medical Practitioner, consultants and specialists.")
    li("d) Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines, drugs and "
       "consumables, diagnostic procedures, and the cost of prosthetic and other devices or equipment implanted "
       "internally during a surgical procedure.")
    p("<b>Proportionate deduction.</b> If the Insured Person occupies a room whose charge per day is above the "
      "eligible limit of the Plan (or, under the Platinum Plan, a room of a category higher than a Single Private AC "
      "Room), We shall pay the Associated Medical Expenses only in the ratio that the eligible room charge bears to "
      "the room charge actually incurred. Under the Platinum Plan the eligible room charge is the Hospital's tariff "
      "for its Single Private AC Room. No proportionate deduction shall be applied to the cost of pharmacy, "
      "consumables, implants, medical devices and diagnostics, nor in respect of a stay in an ICU; ICU charges above "
      "the Plan limit are simply not payable. Proportionate deduction shall not apply in a Hospital that does not "
      "follow differential billing based on room category.")
    h2("3.2 Pre-hospitalisation Medical Expenses")
    p("Medical Expenses incurred during the 30 days (Silver Plan) or 60 days (Gold and Platinum Plans) immediately "
      "before the date of admission, for the same condition for which the Insured Person was subsequently "
      "Hospitalised, are payable provided We have admitted the in-patient claim under Section 3.1 or 3.4.")
    h2("3.3 Post-hospitalisation Medical Expenses")
    p("Medical Expenses incurred during the 60 days (Silver Plan), 90 days (Gold Plan) or 180 days (Platinum Plan) "
      "immediately after discharge, for the same condition, are payable provided We have admitted the in-patient claim "
      "under Section 3.1 or 3.4.")
    h2("3.4 Day Care Treatment")
    p("We will pay the Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre, up to the Sum "
      "Insured. The list of day care treatments is indicative and not exhaustive; any procedure that satisfies the "
      "definition at 2.1.9 is covered. OPD treatment is not covered under this benefit.")
    h2("3.5 Road Ambulance")
    p("We will reimburse the expenses incurred on a road ambulance operated by a Hospital or a registered ambulance "
      "service provider for transferring the Insured Person to the nearest Hospital in an emergency, or from one "
      "Hospital to another for better medical facilities on the advice of the treating Medical Practitioner, or from "
      "the Hospital to the residence on discharge where medically required. The amount payable for each "
      "Hospitalisation is limited to Rs.2,000/- under the Silver Plan, Rs.3,000/- under the Gold Plan and "
      "Rs.5,000/- under the Platinum Plan, and is payable only where the Hospitalisation claim is admissible under "
      "Section 3.1.")
    h2("3.6 Domiciliary Hospitalisation (Gold and Platinum Plans only)")
    p("Where the Insured Person takes treatment at home for a period exceeding three consecutive days on the advice of "
      "a Medical Practitioner, in the circumstances described in the definition at 2.1.12, We will pay the Medical "
      "Expenses incurred up to 10% of the Sum Insured per Policy Year. The benefit does not extend to pre- and "
      "post-hospitalisation expenses, or to asthma, bronchitis, chronic nephritis, diarrhoea and dysentery, diabetes "
      "mellitus and insipidus, epilepsy, hypertension, influenza, cough and cold, pyrexia of unknown origin for less "
      "than 10 days, tonsillitis, arthritis, gout and rheumatism. This benefit is not available under the Silver Plan.")
    h2("3.7 AYUSH Treatment")
    p("In-patient treatment taken under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy systems of "
      "medicine in an AYUSH Hospital is covered up to the Sum Insured, for a Hospitalisation of at least 24 "
      "consecutive hours.")
    h2("3.8 Organ Donor Expenses")
    p("We will pay the in-patient Medical Expenses incurred in harvesting an organ from a donor for transplantation to "
      "the Insured Person, up to the Sum Insured, provided the organ donation conforms to the Transplantation of Human "
      "Organs Act, 1994 and the claim of the Insured Person for the transplant is admissible. Pre- and "
      "post-hospitalisation expenses of the donor and the cost of acquiring the organ are not payable.")
    h2("3.9 Modern Treatment Methods and Advancement in Technologies")
    p("The following procedures and treatments, taken as in-patient or as Day Care Treatment, are payable up to 50% "
      "of the Sum Insured in a Policy Year for all such treatments together (including the related pre- and "
      "post-hospitalisation expenses): A. Uterine Artery Embolization and HIFU (High intensity focused ultrasound); "
      "B. Balloon Sinuplasty; C. Deep Brain stimulation; D. Oral chemotherapy; E. Immunotherapy - Monoclonal "
      "Antibody to be given as injection; F. Intra vitreal injections; G. Robotic surgeries; H. Stereotactic radio "
      "surgeries; I. Bronchical Thermoplasty; J. Vaporisation of the prostrate (Green laser treatment or holmium "
      "laser treatment); K. IONM (Intra Operative Neuro Monitoring); L. Stem cell therapy: Hematopoietic stem cells "
      "for bone marrow transplant for haematological conditions.")
    h2("3.10 Cataract Surgery")
    p("Expenses for surgical treatment of cataract, including the cost of the intra-ocular lens, are payable per eye "
      "up to Rs. 25,000 (Silver), Rs. 40,000 (Gold) or Rs. 60,000 (Platinum) in a Policy Year, subject to the waiting "
      "period under Section 4.1.2 (Code- Excl02). Pre- and post-hospitalisation expenses for the cataract surgery are "
      "included within this limit.")
    h2("3.11 Cumulative Bonus")
    p("For each claim-free Policy Year We will increase the Sum Insured for the following Policy Year by 10% of the "
      "Base Sum Insured under the Silver and Gold Plans, up to 50% of the Base Sum Insured, and by 20% of the Base "
      "Sum Insured under the Platinum Plan, up to 100% of the Base Sum Insured. If a claim is paid in a Policy Year, "
      "the accrued Cumulative Bonus shall be reduced at the same rate at the next renewal, but the Sum Insured will "
      "not fall below the Base Sum Insured. For a Family Floater the bonus accrues only when no claim is made by any "
      "Insured Person.")
    h2("3.12 Restoration of Sum Insured (Gold and Platinum Plans)")
    p("If the Sum Insured (including any Cumulative Bonus) is wholly or partly used up by claims during a Policy Year, "
      "We will reinstate 100% of the Base Sum Insured once in that Policy Year. The restored amount is available only "
      "for a later claim for an Illness or Injury unrelated to the one for which the earlier claim was paid, cannot "
      "be used for a single claim together with the original Sum Insured, and lapses at the end of the Policy Year if "
      "unused.")
    h2("3.13 Preventive Health Check-up")
    p("Under the Gold Plan, Insured Persons aged 18 years and above may undergo a health check-up once in every two "
      "consecutive claim-free Policy Years, with expenses reimbursed up to Rs. 2,500 per Insured Person. Under the "
      "Platinum Plan, a health check-up is available every Policy Year irrespective of claims, up to Rs. 5,000 per "
      "Insured Person, at Our empanelled diagnostic centres or on a reimbursement basis. Expenses under this benefit "
      "do not reduce the Sum Insured.")
    h2("3.14 Maternity Expenses (Platinum Plan only)")
    p("Medical Expenses for the delivery of a child (normal or caesarean) and for lawful medical termination of "
      "pregnancy are payable up to INR 50000 per delivery or termination, for not more than two deliveries or "
      "terminations during the lifetime of the Policy, once the female Insured Person has been covered under the "
      "Platinum Plan continuously for 24 months. Pre-natal and post-natal expenses other than those incurred during "
      "the Hospitalisation are not payable. Expenses of the new born baby are covered within this limit for the first "
      "90 days.")

    h1("4. EXCLUSIONS")
    p("We shall not be liable to make any payment under this Policy for any claim directly or indirectly caused by, "
      "based on, arising out of or attributable to any of the following.")
    h2("4.1 Waiting Periods")
    sd_list = ("1. Cataract; 2. Benign prostatic hypertrophy; 3. Hernia of all types; 4. Hydrocele; 5. Fissure, fistula "
               "in ano, piles; 6. Sinusitis and related disorders, deviated nasal septum; 7. Tonsillectomy and "
               "adenoidectomy; 8. Cholecystitis and gall bladder stones; 9. Calculus diseases of the urinary system; "
               "10. Hysterectomy for menorrhagia, fibroids or prolapse of uterus, unless caused by malignancy; "
               "11. Varicose veins and varicose ulcers; 12. Osteoarthritis and osteoporosis; 13. Gout and rheumatism; "
               "14. Internal congenital anomalies; 15. Polycystic ovarian disease; 16. Non-infective arthritis.")
    extra = ("g) Joint replacement surgery (other than following an Accident) and surgery for prolapsed "
             "intervertebral disc are subject to a waiting period of 36 months instead of the period stated in (a).")
    exs = std_exclusions(36, 24, lambda n: f"Code- Excl{n:02d}", we="us", sd_list=sd_list, extra_sd_note=extra,
                         excl18_tail="iii. This exclusion applies to the Silver and Gold Plans and, under the "
                                     "Platinum Plan, to any maternity expense not payable under Section 3.14.")
    for i, (title, code, paras) in enumerate(exs[:3], 1):
        h2(f"4.1.{i} {title} - {code}")
        for x in paras:
            li(x)
    h2("4.2 Standard Exclusions")
    for i, (title, code, paras) in enumerate(exs[3:], 1):
        h2(f"4.2.{i} {title} - {code}")
        for x in paras:
            li(x)
    h2("4.3 Specific Exclusions")
    for i, x in enumerate([
        "War, invasion, acts of foreign enemies, hostilities (whether war be declared or not), civil war, rebellion, "
        "revolution, insurrection, military or usurped power, or nuclear, chemical or biological attack or weapons.",
        "Dental treatment of any kind, spectacles, contact lenses and hearing aids, unless necessitated by an Injury "
        "and requiring Hospitalisation.",
        "Intentional self-injury or attempted suicide while sane or insane.",
        "External durable medical equipment such as wheelchairs, crutches, CPAP and BiPAP machines, glucometers and "
        "the like, used outside the Hospital.",
        "Out-patient treatment, except as provided under Sections 3.2, 3.3 and 3.13.",
        "Treatment taken outside the geographical limits of India.",
        "Items of a non-medical nature listed in Annexure I (List I - items for which coverage is not available).",
        "Any expense for which the Insured Person is compensated under any workmen's compensation or employer's "
        "liability law.",
    ], 1):
        li(f"4.3.{i} {x}")

    h1("5. GENERAL TERMS AND CLAUSES")
    gt = [
        ("Disclosure of Information", "The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the Policyholder."),
        ("Condition Precedent to Admission of Liability", "The terms and conditions of the policy must be fulfilled by the insured person for the Company to make any payment for claim(s) arising under the policy."),
        ("Free Look Period", "The Free Look Period shall be applicable on new individual health insurance policies and not on renewals or at the time of porting/migrating the policy. You shall be allowed a free look period of thirty days from date of receipt of the policy document, whether received electronically or otherwise, to review the terms and conditions of the policy. If You are not satisfied with any of the terms and conditions, You have the option to cancel the Policy. If You have not made any claim during the Free Look Period, You shall be entitled to a refund of the premium paid less any expenses incurred by the Company on medical examination of the insured person and the stamp duty charges, or, where the risk has already commenced, a deduction towards the proportionate risk premium for the period of cover."),
        ("Premium Payment in Instalments", "Where the Schedule shows that the premium is payable in monthly, quarterly or half-yearly instalments, a grace period of 15 days is allowed for a monthly instalment and 30 days for any other instalment. Coverage is available during the grace period of an instalment, but any claim paid in that period shall be subject to recovery of the balance instalments due for the Policy Year. If the instalment is not received within the grace period, the Policy shall be cancelled."),
        ("Renewal of Policy", "The Policy shall ordinarily be renewable except on grounds of fraud or misrepresentation by the Insured Person. Renewal shall not be denied on the ground that a claim was made in a preceding Policy Year. At the end of the Policy Period the Policy shall terminate and can be renewed within the Grace Period of 30 days to maintain continuity of benefits without a Break in Policy; no cover is available for the period between the expiry date and the date of receipt of the renewal premium. If not renewed within the Grace Period, the Policy shall terminate. There is no upper age limit for renewal."),
        ("Portability", "The Insured Person will have the option to port the Policy to other insurers, by applying to such insurer at least 15 days before, but not earlier than 60 days from, the premium renewal date, as per IRDAI guidelines on portability. If the Insured Person has been continuously covered without any lapses under any health insurance plan with an Indian General or Health insurer, the waiting periods in Section 4.1 shall be reduced by the number of continuous preceding years of coverage, to the extent of the previous sum insured and accrued bonus."),
        ("Migration", "The Insured Person will have the option to migrate the Policy to other health insurance products offered by Us, by applying at least 30 days before the premium renewal date, and shall get credit for the completed waiting periods to the extent of the previous Sum Insured."),
        ("Cancellation", "You may cancel this Policy by giving 7 days' written notice. We shall refund the premium for the unexpired risk on the basis set out below, provided no claim has been made or paid during the Policy Year. For a one-year Policy: cancellation within 30 days of commencement - 75% refund; 31 to 90 days - 50%; 91 to 180 days - 25%; after 180 days - no refund. We may cancel the Policy at any time on grounds of misrepresentation, non-disclosure of material facts or fraud by the Insured Person, by giving 15 days' written notice, with no refund of premium."),
        ("Moratorium Period", "After completion of sixty continuous months of coverage (including portability and migration), no policy and claim shall be contestable by the Company on grounds of non-disclosure or misrepresentation, except on grounds of established fraud. This period of sixty continuous months is called the moratorium period. The Policy shall however be subject to all limits, sub-limits and co-payments as per the Policy."),
        ("Multiple Policies", "Where the Insured Person holds more than one indemnity health policy, the Insured Person has the right to require settlement of the claim under any of the policies, and the insurer so chosen shall settle the claim within the limits and terms of its policy. Amounts disallowed under another policy may be claimed under this Policy even if the sum insured of the other policy is not exhausted."),
        ("Fraud", "If any claim made by the Insured Person is in any respect fraudulent, or if any false statement or declaration is made or used in support thereof, or if any fraudulent means or devices are used by the Insured Person or anyone acting on his/her behalf to obtain any benefit under this Policy, all benefits under this Policy and the premium paid shall be forfeited. Any amount already paid against claims found fraudulent later shall be repaid by all persons named in the Schedule, who shall be jointly and severally liable."),
        ("Territorial Limit and Jurisdiction", "All medical treatment for the purpose of this insurance must be taken in India. All disputes shall be determined by the Indian courts and according to Indian law."),
        ("Possibility of Revision of Terms", "We may, with the prior approval of IRDAI, revise or modify the terms of the Policy including the premium rates. You shall be notified at least three months before the changes are effected."),
        ("Nomination", "You are required at the inception of the Policy to make a nomination for the purpose of payment of claims in the event of Your death. Any change of nomination shall be communicated to Us in writing and shall be effective only when an endorsement on the Policy is made."),
    ]
    for i, (name, text) in enumerate(gt, 1):
        li(f"5.{i} <b>{name}:</b> {text}")

    h1("6. CLAIM PROCEDURE")
    h2("6.1 Notification of Claim")
    p("You or someone on Your behalf must intimate the claim to Us or Our TPA, quoting the Policy number, through the "
      "24x7 toll free number 1800 22 1111, by e-mail to customer.care@sbigeneral.in, or through Our website or mobile "
      "application:")
    li("a) in the case of an emergency Hospitalisation, within 48 hours of admission or before discharge from the "
       "Hospital, whichever is earlier;")
    li("b) in the case of a planned Hospitalisation, at least 72 hours before the date of admission.")
    h2("6.2 Cashless Facility")
    p("Cashless treatment is available only at a Network Provider and is subject to pre-authorisation. The Network "
      "Provider sends the pre-authorisation request form to Our TPA, which will decide the request within one hour of "
      "receiving complete information. The final authorisation on discharge is issued within three hours of the "
      "request from the Hospital. Non-medical and inadmissible expenses are to be settled by the Insured Person "
      "directly with the Hospital. Denial of pre-authorisation is not a denial of the claim; the Insured Person may "
      "take treatment and submit a reimbursement claim.")
    h2("6.3 Reimbursement Claims - Documents and Time Limits")
    p("The following documents are to be submitted within 30 days of discharge (and within 15 days of completion of "
      "post-hospitalisation treatment for post-hospitalisation claims): duly completed claim form; photo identity "
      "proof of the patient; Medical Practitioner's advice for admission; original bills with itemised break-up and "
      "payment receipts; discharge summary; investigation reports with the prescriptions; operation theatre notes or "
      "surgeon's certificate for surgical cases; implant sticker or invoice; Medico Legal Report and FIR where "
      "applicable; NEFT details and cancelled cheque; KYC of the Proposer where the claim exceeds Rs. 1 lakh. Delay "
      "in notification or submission shall be condoned where it is proved to be for reasons beyond Your control.")
    h2("6.4 Claim Settlement")
    p("We shall settle or reject a claim within 15 days of receipt of the last necessary document. In case of delay, "
      "We shall pay interest at a rate 2% above the bank rate from the date of receipt of the last necessary document "
      "to the date of payment. Where a claim warrants an investigation, it shall be completed within 30 days and the "
      "claim settled within 45 days of receipt of the last necessary document.")
    h2("6.5 Payment of Claim")
    p("All claims under the Policy shall be payable in Indian currency only, to You or, in the event of Your death, to "
      "the nominee or legal heirs. Payment to the Network Provider under cashless facility is a full discharge of Our "
      "liability to the extent of the amount paid.")
    h2("6.6 Voluntary Co-payment")
    p("Under the Silver and Gold Plans You may opt, at inception or renewal, for a voluntary co-payment of 10% in "
      "return for a discount in premium. Where the Schedule shows that this option has been chosen, each admissible "
      "claim shall be paid after deducting 10% of the amount otherwise payable. Save for this option, no co-payment "
      "applies under this Policy. The voluntary co-payment is not offered with the Platinum Plan.")

    h1("7. GRIEVANCE REDRESSAL")
    p("If You have a grievance about any matter relating to this Policy, You may contact Our Grievance Redressal "
      "Officer at any of Our branches, or write to gro@sbigeneral.in, or call 1800 22 1111. If the grievance is not "
      "resolved within 14 days, or if You are not satisfied with the resolution, You may escalate it to the Head - "
      "Customer Care at head.customercare@sbigeneral.in. You may also register the grievance on the Bima Bharosa "
      "portal of IRDAI (https://bimabharosa.irdai.gov.in). If the issue remains unresolved after 30 days of "
      "lodging the complaint, or You are not satisfied with Our response, You may approach the Insurance Ombudsman "
      "having jurisdiction, within one year of Our final reply, as per the Insurance Ombudsman Rules, 2017. The "
      "addresses of some Ombudsman offices are given in Annexure II; the complete list is at www.cioins.co.in.")

    B.append(("pb",))
    h1("ANNEXURE I - LIST I: ITEMS FOR WHICH COVERAGE IS NOT AVAILABLE IN THE POLICY")
    half = (len(LIST_I) + 1) // 2
    rows = []
    for i in range(half):
        l = f"{i + 1}. {LIST_I[i]}"
        r = f"{i + 1 + half}. {LIST_I[i + half]}" if i + half < len(LIST_I) else ""
        rows.append([Paragraph(l, st["small"]), Paragraph(r, st["small"])])
    t = Table(rows, colWidths=[87 * mm, 87 * mm])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                           ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]))
    B.append(("flow", t))
    p("Items subsumed into room charges, procedure charges or cost of treatment (Lists II to IV of the IRDAI master "
      "circular) are not payable separately but form part of the respective charges.")
    h1("ANNEXURE II - OFFICES OF THE INSURANCE OMBUDSMAN (EXTRACT)")
    for city, addr in OMBUDSMAN:
        li(f"<b>{city}</b>: {addr}")
    return B


# =============================================================================================
# B. Star Health
# =============================================================================================
B_INS = "Star Health and Allied Insurance Company Limited"
B_PROD = "Star Golden Years Health Insurance Policy"
B_UIN = "SHAHLIP26131V012526"
B_STEM = "Star_Golden-Years_" + B_UIN


def b_draw(c, page, total):
    c.saveState()
    c.setFont("DVS-B", 8.5)
    c.drawString(18 * mm, H - 12 * mm, "STAR HEALTH AND ALLIED INSURANCE COMPANY LIMITED | POLICY WORDINGS")
    c.setFont("DVS", 8)
    c.drawString(18 * mm, H - 16.5 * mm, "Star Golden Years Health Insurance Policy | UIN : SHAHLIP26131V012526 | "
                 "POL / GYHP / V.1 / 2025")
    c.drawRightString(W - 18 * mm, H - 12 * mm, f"{page} / {total}")
    c.setLineWidth(0.4)
    c.line(18 * mm, H - 19 * mm, W - 18 * mm, H - 19 * mm)
    c.setFont("DVS", 6.8)
    c.drawCentredString(W / 2, 13 * mm, "Star Health and Allied Insurance Co. Ltd., Regd. & Corporate Office: No.1, "
                        "New Tank Street, Valluvar Kottam High Road, Nungambakkam, Chennai - 600 034.")
    c.drawCentredString(W / 2, 10 * mm, "CIN: L66010TN2005PLC056649 | IRDAI Regn. No. 129 | Toll free: 1800 425 2255 "
                        "| www.starhealth.in")
    if page == 1:
        c.setFont("DVS-I", 7)
        c.drawCentredString(W / 2, 6 * mm, "Synthetic test wording \u2013 not an insurance product")
    c.restoreState()


def b_blocks(st):
    B = []
    p = lambda t: B.append(("p", t))
    h1 = lambda t: B.append(("h1", t))
    h2 = lambda t: B.append(("h2", t))
    li = lambda t: B.append(("li", t))

    B.append(("title", "STAR GOLDEN YEARS HEALTH INSURANCE POLICY"))
    B.append(("subtitle", "Policy Wordings - for persons aged 60 to 75 years at entry"))
    p("The Proposer having made to Star Health and Allied Insurance Company Limited (hereinafter called the "
      "\"Company\") a proposal, which is the basis of this contract and is deemed to be incorporated herein, and having "
      "paid the premium, the Company agrees, subject to the terms, conditions and exclusions contained in or endorsed "
      "on this Policy, that if during the period stated in the Schedule the Insured Person shall contract any disease "
      "or suffer from any illness or sustain bodily injury through an accident and if such disease, illness or injury "
      "shall require such Insured Person to be hospitalised, the Company will pay to the Insured Person or the "
      "Hospital, as the case may be, the reasonable and customary charges for Medical Expenses incurred, as provided "
      "in Section II, up to the limits stated therein, and the liability of the Company shall not exceed the Sum "
      "Insured for the Policy Period.")

    h1("SECTION I - DEFINITIONS")
    h2("A. Standard Definitions")
    for name, text in STD_DEFS:
        if name == "GRACE":
            name = "Grace Period"
            text = ("Grace Period means the specified period of time, immediately following the premium due date, during "
                    "which a payment can be made to renew or continue a policy in force without loss of continuity "
                    "benefits such as waiting periods and coverage of pre-existing diseases. Coverage is not available "
                    "for the period for which no premium is received. Under this Policy the premium is payable "
                    "annually and the grace period is thirty days.")
        if name in ("Maternity expenses", "Domiciliary Hospitalization", "Dental Treatment", "Congenital Anomaly"):
            continue
        li(f"<b>{name}:</b> {text}")
    h2("B. Specific Definitions")
    for name, text in [
        ("Company", "Company means Star Health and Allied Insurance Company Limited."),
        ("Insured Person", "Insured Person means the person(s) named in the Schedule, each being aged between 60 and 75 years on the date of first enrolment under this Policy."),
        ("Age at Entry", "Age at Entry means the completed age of the Insured Person on the date on which the Insured Person was first covered under this Policy without a break. It does not change on renewal."),
        ("Policy Period", "Policy Period means the period of one year commencing from the date shown in the Schedule."),
        ("Sum Insured", "Sum Insured means the amount stated in the Schedule, being the limit of the Company's liability for all claims during the Policy Period for the Insured Person (individual cover) or for both Insured Persons together (floater cover for a couple)."),
        ("Associated Medical Expenses", "Associated Medical Expenses means room rent, nursing charges, operation theatre charges, fees of the Medical Practitioner, surgeon, anaesthetist and specialist, conducted within the same hospital where the Insured Person has been admitted."),
    ]:
        li(f"<b>{name}:</b> {text}")

    h1("SECTION II - COVERAGE")
    p("<b>1. Eligibility and Sum Insured.</b> The Policy can be taken by persons aged 60 years and above and up to 75 "
      "years, on individual basis or on floater basis for a couple. Once covered, the Policy is renewable for life. "
      "No pre-acceptance medical screening is required; the proposal form and declaration of health are accepted as "
      "given. The Sum Insured may be selected from Rs.1 lakh, Rs.2 lakhs, Rs.3 lakhs, Rs.4 lakhs, Rs.5 lakhs, "
      "Rs.7.5 lakhs and Rs.10 lakhs.")
    p("<b>2. In-patient hospitalisation.</b> The Company will pay the expenses of hospitalisation for a minimum period "
      "of 24 hours for the following, subject to the limits for the Sum Insured opted that are shown in the table "
      "below: (a) Room, boarding and nursing expenses as provided by the hospital, up to a fixed amount per day; "
      "(b) Intensive Care Unit (ICU) / Intensive Cardiac Care Unit (ICCU) charges, up to a fixed amount per day; "
      "(c) Surgeon, Anaesthetist, Medical Practitioner, Consultants and Specialists fees; (d) Anaesthesia, blood, "
      "oxygen, operation theatre charges, surgical appliances, medicines and drugs, diagnostic materials and X-ray, "
      "dialysis, chemotherapy, radiotherapy, cost of pacemaker, stent and similar implants.")
    p("For a sum insured of Rs.1 lakh the room charges are admissible up to Rs.1,500/- per day; for Rs.2 lakhs up to "
      "Rs.2,500/- per day; for Rs.3 lakhs and Rs.4 lakhs up to Rs.4,000/- per day; and for Rs.5 lakhs and above up to "
      "Rs.5,000/- per day. The corresponding limits for ICU are given in the table below.")
    p("<b>Schedule of limits by Sum Insured (amounts in Rs.)</b>")
    band = [
        ["Sum Insured", "Room, boarding", "ICU / ICCU", "Cataract", "Health check-up"],
        ["", "& nursing per day", "per day", "per eye", "per claim-free year"],
        ["1,00,000", "1,500", "3,000", "20,000", "Not available"],
        ["2,00,000", "2,500", "5,000", "30,000", "Not available"],
        ["3,00,000 & 4,00,000", "4,000", "7,500", "35,000", "1,000"],
        ["5,00,000 to 10,00,000", "5,000", "10,000", "40,000", "2,000"],
    ]
    t = Table(band, colWidths=[44 * mm, 34 * mm, 28 * mm, 26 * mm, 36 * mm], hAlign="LEFT")
    t.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), "DVS", 8.6),
        ("FONT", (0, 0), (-1, 1), "DVS-B", 8.6),
        ("ALIGN", (0, 0), (-1, -1), "LEFT"),
        ("TOPPADDING", (0, 0), (-1, -1), 0.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 0.5),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
    ]))
    B.append(("flow", t))
    B.append(("sp", 4))
    p("<b>Note on room rent.</b> Where the Insured Person is admitted in a room for which the rent per day exceeds the "
      "limit applicable to the Sum Insured opted, the Associated Medical Expenses shall be payable in the proportion "
      "which the admissible room rent bears to the room rent actually charged. This proportion shall not be applied "
      "to the cost of medicines, consumables, implants and diagnostics. ICU charges in excess of the daily limit are "
      "not payable and do not attract a proportionate deduction.")
    p("<b>3. Pre-hospitalisation.</b> Medical expenses incurred for a period not exceeding 30 days prior to the date "
      "of hospitalisation, for the same illness, are payable along with an admissible hospitalisation claim.")
    p("<b>4. Post-hospitalisation.</b> Medical expenses incurred for a period not exceeding 60 days from the date of "
      "discharge from the hospital, for the same illness, are payable, subject to a maximum of 7% of the "
      "hospitalisation expenses admitted in that claim or Rs.5,000/-, whichever is less.")
    p("<b>5. Day care procedures.</b> Medical expenses for day care procedures / surgeries which do not require 24 "
      "hours of hospitalisation because of technological advancement are payable within the Sum Insured.")
    p("<b>6. Emergency road ambulance.</b> Expenses incurred on an ambulance for transportation of the Insured Person "
      "to the hospital, or from one hospital to another hospital for better treatment, are payable up to Rs.1,500/- "
      "for each hospitalisation and not more than Rs.3,000/- in a policy period, provided the hospitalisation claim "
      "is admissible.")
    p("<b>7. Cataract.</b> Cataract surgery is payable up to the per-eye limit shown in the table above for the Sum "
      "Insured opted (Rs.20,000/- per eye where the Sum Insured is Rs.1 lakh, rising to Rs.40,000/- per eye for Sum "
      "Insured of Rs.5 lakhs and above), inclusive of pre and post hospitalisation expenses, after the waiting period "
      "under Section III.A.2.")
    p("<b>8. Modern treatments.</b> The following procedures, when taken as in-patient or day care, are payable up to "
      "25% of the Sum Insured for each procedure during the policy period: Uterine Artery Embolization and HIFU; "
      "Balloon Sinuplasty; Deep Brain Stimulation; Oral Chemotherapy; Immunotherapy - Monoclonal Antibody to be given "
      "as injection; Intra vitreal injections; Robotic surgeries; Stereotactic radio surgeries; Bronchial "
      "Thermoplasty; Vaporisation of the prostate (green laser or holmium laser); IONM - Intra Operative Neuro "
      "Monitoring; Stem cell therapy - hematopoietic stem cells for bone marrow transplant for haematological "
      "conditions.")
    p("<b>9. AYUSH treatment.</b> In-patient hospitalisation expenses for treatment under Ayurveda, Unani, Siddha and "
      "Homeopathy systems of medicine, taken in a government hospital or in an institute recognised by the government "
      "and/or accredited by the Quality Council of India / National Accreditation Board on Health, are payable up to "
      "Rs.25,000/- per policy period.")
    p("<b>10. Health check-up.</b> For Sum Insured of Rs.3 lakhs and above, the expenses of a health check-up taken by "
      "the Insured Person are reimbursed for every claim-free policy year, up to the amount shown in the table above, "
      "on renewal of the policy without a break. The expenses do not reduce the Sum Insured.")
    p("<b>11. Cumulative bonus.</b> For every claim-free year, the Sum Insured shall be increased by 10% of the "
      "expiring Sum Insured, subject to a maximum of 50% of the Sum Insured. In the event of a claim, the cumulative "
      "bonus shall be reduced at the same rate at which it was granted.")
    p("<b>12. Co-payment.</b> This Policy is subject to a co-payment on every claim, which the Insured Person shall "
      "bear: (i) where the Age at Entry is 60 to 65 years, 20% of each and every admissible claim; (ii) where the Age "
      "at Entry is 66 years or above, 30% of each and every admissible claim. For claims arising out of a "
      "pre-existing disease, after the waiting period under Section III.A.1, the co-payment shall instead be 40% of "
      "the admissible claim amount, whatever the Age at Entry. The co-payment is applied on the amount admissible "
      "after all limits have been applied.")

    h1("SECTION III - EXCLUSIONS")
    p("The Company shall not be liable to make any payment under this Policy in respect of any expenses whatsoever "
      "incurred by the Insured Person in connection with or in respect of:")
    h2("A. Waiting Periods")
    sd_list = ("Cataract, benign prostatic hypertrophy, hernia, hydrocele, fistula, fissure in ano, haemorrhoids, "
               "sinusitis, gall bladder stones, kidney and urinary stones, hysterectomy for benign conditions, "
               "joint replacement surgery (other than due to accident), degenerative disorders of the spine, "
               "varicose veins, glaucoma, chronic renal failure and end stage renal disease.")
    exs = std_exclusions(12, 24, lambda n: f"(Code - Excl {n:02d})", we="the Company", sd_list=sd_list)
    for i, (title, code, paras) in enumerate(exs[:3], 1):
        h2(f"{i}. {title} {code}")
        for x in paras:
            li(x)
    h2("B. Standard Exclusions")
    for i, (title, code, paras) in enumerate(exs[3:], 4):
        h2(f"{i}. {title} {code}")
        for x in paras:
            li(x)
    h2("C. Specific Exclusions")
    for i, x in enumerate([
        "Injury or disease directly or indirectly caused by or arising from war, invasion, act of foreign enemy, "
        "warlike operations (whether war be declared or not) or by nuclear weapons or materials (Code - Excl 19).",
        "Circumcision unless necessary for treatment of a disease, and dental treatment or surgery of any kind "
        "unless requiring hospitalisation due to an accident (Code - Excl 20).",
        "Domiciliary hospitalisation and out-patient treatment of any kind (Code - Excl 21).",
        "Cost of spectacles, contact lenses, hearing aids, walkers, crutches, wheel chairs and such other aids "
        "(Code - Excl 22).",
        "Intentional self-injury and attempted suicide (Code - Excl 23).",
        "Treatment taken outside India (Code - Excl 24).",
    ], 19):
        li(f"{i}. {x}")

    h1("SECTION IV - CONDITIONS")
    for i, (name, text) in enumerate([
        ("Disclosure of information", "The policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the policyholder."),
        ("Condition precedent", "The due observance and fulfilment of the terms and conditions of the policy by the Insured Person shall be a condition precedent to any liability of the Company to make any payment for claim(s) arising under the policy."),
        ("Free look period", "The Insured Person shall be allowed a free look period of thirty days from the date of receipt of the policy document, whether received electronically or otherwise, to review the terms and conditions and to return the policy if not acceptable. If no claim has been made, the Company will refund the premium less the proportionate risk premium for the period of cover and the stamp duty charges. The free look period is not available on renewal or on porting."),
        ("Renewal", "The policy shall ordinarily be renewable for life, except on grounds of fraud, moral hazard or misrepresentation. Renewal shall not be denied on the ground that a claim was made. The premium is payable annually; the policy shall terminate at the end of the policy period and may be renewed within the grace period of thirty days to maintain continuity of benefits. Coverage is not available during the grace period. If not renewed within the grace period, the policy shall terminate."),
        ("Portability and migration", "The Insured Person will have the option to port the policy to another insurer, or to migrate to another product of the Company, as per the extant IRDAI guidelines. The waiting periods in Section III.A shall be reduced by the number of continuous preceding years of coverage under the previous policy, to the extent of the previous sum insured and accrued bonus."),
        ("Cancellation", "The Insured Person may cancel the policy at any time by giving written notice, and the Company shall refund the premium on a pro-rata basis for the unexpired period, provided no claim has been made. The Company may cancel the policy only on grounds of established fraud, by giving 15 days' written notice, without refund of premium."),
        ("Moratorium period", "After completion of sixty continuous months of coverage, no claim shall be contestable by the Company on grounds of non-disclosure or misrepresentation, except on grounds of established fraud. The policy shall however remain subject to all limits, sub-limits and co-payments."),
        ("Multiple policies", "If the Insured Person holds two or more indemnity policies, the Insured Person may choose the policy under which the claim is to be settled, and may claim under this policy any amount disallowed under the other policy."),
        ("Fraud", "If any claim made by the Insured Person is in any respect fraudulent, or if any false statement or declaration is made or used in support thereof, or if any fraudulent means or devices are used by the Insured Person or anyone acting on his/her behalf to obtain any benefit under this policy, all benefits under this policy shall be forfeited."),
        ("Revision of terms", "The Company, with prior approval of IRDAI, may revise or modify the terms of the policy including premium rates. The Insured Person shall be notified three months before the changes are effected."),
        ("Nomination", "The policyholder is required at the inception of the policy to make a nomination for the purpose of payment of claims in the event of death of the policyholder."),
    ], 1):
        li(f"{i}. <b>{name}:</b> {text}")

    h1("SECTION V - CLAIM PROCEDURE")
    p("<b>1. Notice of claim.</b> Intimation of a claim, with the policy number, name of the Insured Person and "
      "nature of illness or injury, shall be given to the Company through the call centre (1800 425 2255), e-mail "
      "(support@starhealth.in) or the Company's website or app: in case of emergency hospitalisation, within 24 hours "
      "of admission; in case of planned hospitalisation, at least 48 hours prior to admission.")
    p("<b>2. Cashless.</b> Cashless treatment is available only in network hospitals. The network hospital will send "
      "the pre-authorisation request to the Company, which will respond within one hour of receiving complete "
      "information, and will authorise the final bill within three hours of the discharge request.")
    p("<b>3. Reimbursement.</b> For reimbursement, the claim form with all documents shall be submitted within 15 days "
      "from the date of discharge from the hospital; post-hospitalisation bills within 15 days of completion of "
      "post-hospitalisation treatment. Documents: claim form duly signed; original bills, receipts and discharge "
      "certificate/card from the hospital; original bills from chemists with prescriptions; original receipts and "
      "reports of pathological and other tests; surgeon's certificate stating the nature of the operation; "
      "Medico-legal report / FIR where applicable; KYC and bank details. Delay in intimation or submission may be "
      "condoned in genuine cases of hardship.")
    p("<b>4. Settlement.</b> The Company shall settle or reject a claim within 15 days from the date of receipt of the "
      "last necessary document, failing which interest at 2% above the bank rate shall be payable. Claims requiring "
      "investigation shall be settled within 45 days.")

    h1("SECTION VI - GRIEVANCE REDRESSAL")
    p("In case of a grievance the Insured Person may contact the Company through the website www.starhealth.in, by "
      "calling the senior citizens' helpline 044-4366 4050, by e-mail to grievances@starhealth.in, or in writing to "
      "the Grievance Redressal Officer at the Corporate Office or at any branch. A senior citizen may also call the "
      "dedicated Senior Citizens Cell. If the grievance is not resolved within 15 days, or if the Insured Person is "
      "not satisfied, the complaint may be escalated to the Chief Grievance Officer, and may be registered on the "
      "Bima Bharosa portal of IRDAI. The Insured Person may approach the Insurance Ombudsman if the grievance is not "
      "resolved within 30 days or the reply of the Company is not satisfactory, within one year of that reply. The "
      "addresses of Ombudsman offices are given in the Annexure.")
    h1("ANNEXURE - INSURANCE OMBUDSMAN OFFICES (EXTRACT)")
    for city, addr in OMBUDSMAN:
        li(f"<b>{city}</b> - {addr}")
    h1("ANNEXURE - ITEMS NOT PAYABLE (LIST I OF IRDAI MASTER CIRCULAR)")
    p("; ".join(x.lower() for x in LIST_I) + ".")
    return B


def main():
    sa = styles("DV", 8.9, justify=True)
    a_path = os.path.join(OUT, A_STEM + ".pdf")
    build(a_path, story_from(a_blocks(sa), sa), a_draw, title=A_PROD, author=A_INS)
    sb = styles("DVS", 9.0, justify=False)
    b_path = os.path.join(OUT, B_STEM + ".pdf")
    build(b_path, story_from(b_blocks(sb), sb), b_draw, title=B_PROD, author=B_INS)
    import pypdfium2 as pdfium
    for pth in (a_path, b_path):
        print(os.path.basename(pth), len(pdfium.PdfDocument(pth)), "pages")


if __name__ == "__main__":
    main()
