"""Wording A: ManipalCigna Health Insurance Company Limited - VitalCare (two-column layout)."""
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.lib.pagesizes import A4
from reportlab.platypus import Table, TableStyle, Paragraph, BaseDocTemplate, PageTemplate, Frame, KeepTogether
from render_lib import styles, build_story, numbered_canvas, esc
from content_common import EXCL, EXCL03, MODERN
from irdai_text import definitions

INSURER = "ManipalCigna Health Insurance Company Limited"
PRODUCT = "VitalCare"
UIN = "MCIHLIP26093V012526"
STEM = "ManipalCigna_VitalCare_" + UIN
ACCENT = colors.HexColor("#0b5d8c")


def content(st):
    I = []
    a = I.append
    # ---------------- cover (single column) ----------------
    a(("sp", 18))
    a(("title", INSURER))
    a(("sub", "<b>VitalCare</b> - Policy Wording"))
    a(("pl", "UIN: MCIHLIP26093V012526"))
    a(("sp", 10))
    a(("p", "ManipalCigna Health Insurance Company Limited (hereinafter called the Company, We, Us or Our) agrees, "
            "subject to the terms, conditions, exclusions and limits contained in this Policy Wording or endorsed "
            "on it, and in consideration of the premium paid by the Policyholder, to indemnify the Insured Persons "
            "named in the Policy Schedule for Medical Expenses incurred during the Policy Period, up to the Sum "
            "Insured and the limits applicable to the Plan shown in the Policy Schedule."))
    a(("p", "The Proposal and the declarations made in it by or on behalf of the Policyholder form the basis of "
            "this contract and are treated as incorporated into it. This Policy Wording, the Policy Schedule, any "
            "annexure and any endorsement are to be read together as one contract, and any word or expression to "
            "which a specific meaning has been given carries that meaning wherever it appears."))
    a(("p", "VitalCare is offered in three Plans - <b>Basic</b>, <b>Plus</b> and <b>Premium</b>. The Plan chosen by "
            "You is printed in the Policy Schedule. Unless a clause says otherwise, a benefit applies in the same "
            "way to all three Plans. Where a limit differs between Plans, the clause states it separately for "
            "each Plan."))
    a(("sp", 6))
    a(("h2", "Contents of this wording"))
    for n, t in [("1", "Operative clause"), ("2", "Definitions"), ("3", "Plans, Sum Insured and Deductible"),
                 ("4", "What We cover"), ("5", "Waiting periods and exclusions"), ("6", "Co-payment and deductible"),
                 ("7", "General terms and clauses"), ("8", "Claim procedure"), ("9", "Grievance redressal"),
                 ("", "Annexure I - List of items not payable (extract); Annexure II - Ombudsman offices")]:
        a(("li", n, t))
    a(("sp", 10))
    a(("small", "Registered and Corporate Office: Unit 7B, Harbour Crest Tower, Andheri-Kurla Road, Andheri (East), "
                "Mumbai 400059. Toll free: 1800 102 4462. Website: www.manipalcigna.com. "
                "IRDAI Registration No. 151. Insurance is the subject matter of solicitation."))
    a(("tpl", "two"))
    a(("pb",))
    # ---------------- two-column body ----------------
    a(("h1", "Section 1. Operative Clause"))
    a(("p", "1.1 If during the Policy Period an Insured Person is required to be Hospitalised, or to undergo Day "
            "Care Treatment, on the written advice of a Medical Practitioner for an Illness contracted or an Injury "
            "sustained during the Policy Period, We will pay the Reasonable and Customary Charges for Medically "
            "Necessary Treatment as set out in Section 4, subject to the Plan limits, waiting periods, exclusions, "
            "co-payment, deductible and other terms of this Policy."))
    a(("p", "1.2 Our total liability for all claims in a Policy Year shall not exceed the Sum Insured, together with "
            "any Cumulative Bonus and Restore amount available, for the Insured Person (individual cover) or for "
            "the family (floater cover)."))
    a(("h1", "Section 2. Definitions"))
    a(("p", "2.1 <b>Standard definitions.</b> The following words and expressions carry the meaning given to them "
            "by the Insurance Regulatory and Development Authority of India and are reproduced as such."))
    for k, (name, paras) in enumerate(definitions(), 1):
        first, rest = paras[0], paras[1:]
        a(("p", "2.1.%d <b>%s</b>: %s" % (k, name, first)))
        for r in rest:
            a(("li2", "", r))
    a(("p", "2.2 <b>Specific definitions.</b> The following terms are specific to this Policy."))
    spec = [
        ("Base Sum Insured", "the amount printed against an Insured Person (or against the family in a floater "
         "cover) in the Policy Schedule, which is Our maximum liability in a Policy Year before adding any "
         "Cumulative Bonus or Restore amount."),
        ("Plan", "the variant of VitalCare, namely Basic, Plus or Premium, chosen by You and shown in the Policy "
         "Schedule."),
        ("Policy Year", "a period of twelve months beginning on the start date of the Policy Period or on any "
         "anniversary of it."),
        ("Single Private AC Room", "an air-conditioned room in a Hospital with one patient bed and an attached "
         "toilet, which may have a couch for an attendant. A room marked by the Hospital as a suite, deluxe or "
         "executive room is not a Single Private AC Room."),
        ("Restore amount", "the amount reinstated under Clause 4.13 after the Base Sum Insured is used up during a "
         "Policy Year."),
        ("Associated Medical Expenses", "the charges of the Hospital and of the treating doctors that vary with the "
         "room category, namely room, boarding and nursing, consultation and visiting fees of the Medical "
         "Practitioner, surgeon and anaesthetist fees and operation theatre charges. Pharmacy, consumables, "
         "implants and diagnostic tests are not Associated Medical Expenses."),
        ("Waiting Period", "a period of continuous cover with Us during which the specified Illnesses or treatments "
         "are not covered."),
    ]
    for k, (n, t) in enumerate(spec, 1):
        a(("p", "2.2.%d <b>%s</b> means %s" % (k, n, t)))

    a(("h1", "Section 3. Plans, Sum Insured and Deductible"))
    a(("p", "3.1 The Policy may be issued on an individual basis or on a family floater basis covering self, "
            "spouse, dependent children (91 days to 25 years) and dependent parents. Adults may enter up to 65 "
            "years of age; renewal is available for life."))
    a(("p", "3.2 The Sum Insured options and the optional aggregate Deductible available under each Plan are "
            "shown below. The Deductible, if chosen, applies once in a Policy Year to the aggregate of admissible "
            "claims, and a premium discount is allowed for it."))
    a(("flow", KeepTogether([Paragraph("<b>Table 3.2 - Sum Insured and Deductible options</b>", st["p"]),
                             si_table(st)])))
    a(("p", "3.3 The Sum Insured may be increased only at renewal and subject to underwriting. Any increase is "
            "treated as fresh cover for the purposes of the waiting periods in Section 5."))

    a(("h1", "Section 4. What We Cover"))
    a(("h2", "4.1 In-patient Hospitalisation"))
    a(("p", "We will pay the Medical Expenses of Hospitalisation of the Insured Person for more than 24 consecutive "
            "hours for an Illness or Injury, including:"))
    for l, t in [("a)", "Accommodation charges - room, boarding and nursing provided by the Hospital;"),
                 ("b)", "Intensive Care Unit (ICU) and Intensive Cardiac Care Unit charges;"),
                 ("c)", "fees of the surgeon, anaesthetist, Medical Practitioner, consultants and specialists;"),
                 ("d)", "anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines, "
                        "drugs and consumables, diagnostic procedures;"),
                 ("e)", "prosthetic and other devices or implants fixed internally during a surgical procedure.")]:
        a(("li", l, t))
    a(("h3", "4.1.1 Room eligibility by Plan"))
    a(("p", "The accommodation the Insured Person may occupy at Our cost depends on the Plan. Under Basic: room, "
            "boarding and nursing charges are payable up to 1% of the Sum Insured per day, subject to a maximum "
            "of Rs. 5,000 per day; under Plus: the Insured Person is eligible for a Single Private AC Room; under "
            "Premium: any room category may be chosen and no room rent limit applies."))
    a(("h3", "4.1.2 ICU charges by Plan"))
    a(("p", "Under Basic: ICU charges are payable up to 2% of the Sum Insured per day, subject to a maximum of "
            "Rs. 10,000 per day. Under Plus and Premium: ICU charges are payable at actuals, without a daily "
            "limit."))
    a(("h3", "4.1.3 Proportionate deduction"))
    a(("p", "If the Insured Person occupies accommodation with a higher daily charge than the Plan allows, We will "
            "reduce the Associated Medical Expenses in the same proportion as the eligible room charge bears to "
            "the room charge actually incurred. This reduction does not apply to pharmacy, consumables, implants, "
            "medical devices and diagnostics, nor to treatment in an ICU, nor to a Hospital that does not have "
            "the eligible category of room."))
    a(("h2", "4.2 Pre-hospitalisation Medical Expenses"))
    a(("p", "Medical Expenses incurred in the 60 days immediately before the date of admission, for the same "
            "condition for which the admission is accepted, are payable under all Plans."))
    a(("h2", "4.3 Post-hospitalisation Medical Expenses"))
    a(("p", "Medical Expenses incurred in the 90 days immediately after discharge, for the same condition, are "
            "payable under all Plans, provided the in-patient claim is admissible."))
    a(("h2", "4.4 Day Care Treatment"))
    a(("p", "We cover Day Care Treatment taken in a Hospital or Day Care Centre for a procedure that needs less "
            "than 24 hours of admission owing to technological advancement. Out-patient consultations are not "
            "Day Care Treatment."))
    a(("h2", "4.5 Domiciliary Hospitalisation"))
    a(("p", "Medical Expenses of treatment taken at home for more than three consecutive days, on the advice of a "
            "Medical Practitioner, are covered up to 10% of the Sum Insured per Policy Year when the Insured "
            "Person cannot be moved to a Hospital or no Hospital bed is available. Pre- and post-hospitalisation "
            "expenses do not apply to this benefit."))
    a(("h2", "4.6 AYUSH Treatment"))
    a(("p", "In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy taken in an "
            "AYUSH Hospital is covered up to the Sum Insured."))
    a(("h2", "4.7 Donor Expenses"))
    a(("p", "We will pay the in-patient expenses of the organ donor for harvesting an organ to be transplanted into "
            "the Insured Person, up to the Sum Insured, provided the transplant claim of the Insured Person is "
            "admissible. Pre- and post-hospitalisation expenses of the donor are not covered."))
    a(("h2", "4.8 Emergency Ambulance"))
    a(("p", "Reasonable expenses of a road ambulance to carry the Insured Person to the nearest Hospital in an "
            "emergency, or from one Hospital to another for better care, are payable up to Rs. 2,500 per "
            "Hospitalisation. Under Premium only, an air ambulance is also covered up to Rs. 2,50,000 per Policy "
            "Year when road transfer would endanger life."))
    a(("h2", "4.9 Modern Treatment Methods"))
    a(("p", "The following procedures, taken as in-patient or Day Care Treatment, are covered up to 50% of the Sum "
            "Insured for each procedure during a Policy Year:"))
    for k, m in enumerate(MODERN):
        a(("li", "%s)" % "abcdefghijkl"[k], m))
    a(("h2", "4.10 Cataract Surgery"))
    a(("p", "Cataract surgery is subject to the waiting period in Clause 5.3. The amount payable for each eye "
            "depends on the Plan. Under Basic: Rs. 25,000 per eye; under Plus: Rs. 40,000 per eye; under "
            "Premium: covered up to the Sum Insured, without a separate limit."))
    a(("h2", "4.11 Maternity Benefit"))
    a(("p", "Under Basic: maternity expenses are not covered; under Plus: maternity expenses are not covered; "
            "under Premium: We will pay Maternity Expenses for the delivery of a child (normal or caesarean) or a "
            "lawful medical termination of pregnancy, up to Rs. 30,000 for a normal delivery and Rs. 50,000 for "
            "a caesarean delivery, including pre- and post-natal expenses within these amounts."))
    a(("p", "The Maternity Benefit under Premium is payable only after the Insured Person has been continuously "
            "covered under Premium for 9 months, and is limited to two deliveries or terminations during the "
            "lifetime of the Insured Person. A new born baby is covered from birth up to the Sum Insured of the "
            "mother, until the next renewal, when the baby may be added as an Insured Person."))
    a(("h2", "4.12 Cumulative Bonus"))
    a(("p", "For each claim-free Policy Year We will increase the Base Sum Insured at renewal by 20% of the Base "
            "Sum Insured, up to a maximum of 100%. If a claim is paid in a Policy Year, the Cumulative Bonus will "
            "be reduced by 20% of the Base Sum Insured at the next renewal, but the Base Sum Insured is never "
            "reduced."))
    a(("h2", "4.13 Restore Benefit"))
    a(("p", "Under Plus and Premium, if the Base Sum Insured and Cumulative Bonus are exhausted during a Policy "
            "Year, We will restore 100% of the Base Sum Insured once in that Policy Year. The Restore amount may "
            "be used for any later claim in that Policy Year, but not for the claim during which the exhaustion "
            "happened. Unused Restore amount lapses at the end of the Policy Year. Restore is not available "
            "under Basic."))
    a(("h2", "4.14 Annual Health Check-up"))
    a(("p", "Under Plus and Premium, each adult Insured Person may undergo one health check-up at Our network "
            "diagnostic centres in every Policy Year, up to Rs. 2,500 (Plus) or Rs. 5,000 (Premium), whether or "
            "not a claim has been made. The check-up is not available under Basic."))
    a(("h2", "4.15 Second Medical Opinion"))
    a(("p", "For a major Illness, the Insured Person may ask Us once a Policy Year for an electronic second "
            "opinion from a Medical Practitioner in Our panel. This is a service and not a payment benefit."))

    a(("h1", "Section 5. Waiting Periods and Exclusions"))
    a(("p", "We shall not be liable for any claim arising out of or attributable to the following waiting periods "
            "and exclusions, unless a clause of Section 4 expressly provides otherwise."))
    a(("h2", "5.1 30-day waiting period - Code - Excl03"))
    for t in EXCL03:
        a(("li", t[:2], t[3:]))
    a(("h2", "5.2 Pre-Existing Diseases - Code - Excl01"))
    a(("li", "a)", "Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications "
                   "shall be excluded until the expiry of the number of months of continuous coverage after the "
                   "date of inception of the first policy with insurer that applies to the Plan: under Basic: 48 "
                   "months; under Plus: 36 months; under Premium: 24 months."))
    a(("li", "b)", "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum "
                   "insured increase."))
    a(("li", "c)", "If the Insured Person is continuously covered without any break as defined under the "
                   "portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for "
                   "the same would be reduced to the extent of prior coverage."))
    a(("li", "d)", "Coverage under the policy after the expiry of the applicable period for any pre-existing "
                   "disease is subject to the same being declared at the time of application and accepted by "
                   "Insurer."))
    a(("h2", "5.3 Specified disease/procedure waiting period - Code - Excl02"))
    a(("li", "a)", "Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be "
                   "excluded until the expiry of 24 months of continuous coverage after the date of inception of "
                   "the first policy with us. This exclusion shall not be applicable for claims arising due to an "
                   "accident."))
    a(("li", "b)", "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum "
                   "insured increase."))
    a(("li", "c)", "If any of the specified disease/procedure falls under the waiting period specified for "
                   "pre-Existing diseases, then the longer of the two waiting periods shall apply."))
    a(("li", "d)", "The waiting period for listed conditions shall apply even if contracted after the policy or "
                   "declared and accepted without a specific exclusion."))
    a(("li", "e)", "If the Insured Person is continuously covered without any break as defined under the applicable "
                   "norms on portability stipulated by IRDAI, then waiting period for the same would be reduced "
                   "to the extent of prior coverage."))
    a(("li", "f)", "List of specific diseases/procedures:"))
    for k, t in enumerate([
            "Cataract and other age-related disorders of the lens",
            "Benign prostatic hypertrophy and other non-malignant prostate conditions",
            "Hernia of all types, hydrocele, spermatocele",
            "Fissure, fistula in ano, haemorrhoids, pilonidal sinus",
            "Gall bladder and bile duct stones, cholecystitis; kidney and urinary stones",
            "Hysterectomy for non-malignant conditions, fibroids, endometriosis, prolapse of uterus",
            "Sinusitis, deviated nasal septum, tonsils and adenoids surgery, nasal polyps",
            "Joint replacement surgery unless following an Accident; osteoarthritis and osteoporosis",
            "Varicose veins and varicose ulcers",
            "Non-infective arthritis, gout, rheumatism, disorders of the spine and intervertebral disc",
            "Benign tumours, cysts, nodules, polyps of any kind including breast lumps",
            "Chronic kidney disease and chronic liver disease not caused by alcohol"], 1):
        a(("li2", "%d." % k, t))
    a(("h2", "5.4 Maternity waiting period"))
    a(("p", "Maternity expenses are covered only under Premium, after 9 months of continuous cover under Premium "
            "(Clause 4.11). Under Basic and Plus, Maternity is excluded under Clause 5.5 (Excl18)."))
    a(("h2", "5.5 Standard permanent exclusions"))
    a(("p", "The following are not covered under any Plan:"))
    for k, code in enumerate(["Excl04", "Excl05", "Excl06", "Excl07", "Excl08", "Excl09", "Excl10", "Excl11",
                              "Excl12", "Excl13", "Excl14", "Excl15", "Excl16", "Excl17", "Excl18"], 1):
        title, paras = EXCL[code]
        a(("h3", "5.5.%d %s - Code - %s" % (k, title, code)))
        for t in paras:
            a(("p", t))
    a(("p", "Exclusion 5.5.15 (Excl18) does not apply to the extent Maternity Expenses are covered under Premium "
            "by Clause 4.11."))
    a(("h2", "5.6 Other exclusions specific to this Policy"))
    for l, t in [("a)", "Injury or Illness caused by war, invasion, act of foreign enemy, civil war, rebellion, "
                        "nuclear, chemical or biological weapons, or radioactive contamination."),
                 ("b)", "Treatment taken outside India."),
                 ("c)", "Dental treatment, spectacles, contact lenses and hearing aids, unless needed because of "
                        "an Accident and requiring Hospitalisation."),
                 ("d)", "External congenital anomalies and their complications."),
                 ("e)", "Intentional self-injury, except where the Insured Person was being treated for a mental "
                        "illness at the time."),
                 ("f)", "Items listed in Annexure I, which are not payable under any Plan.")]:
        a(("li", l, t))

    a(("h1", "Section 6. Co-payment and Deductible"))
    a(("p", "6.1 <b>Co-payment.</b> Under Basic and Plus, a co-payment of 20% applies to each admissible claim "
            "of an Insured Person who was aged 61 years or above when first covered under this Policy. The "
            "co-payment is applied to the admissible claim amount after all other limits. Under Premium no "
            "co-payment applies, whatever the age of the Insured Person."))
    a(("p", "6.2 <b>Deductible.</b> Where a Deductible from Table 3.2 has been chosen and shown in the Policy "
            "Schedule, We will pay only the admissible claims in a Policy Year that exceed the Deductible in "
            "aggregate. The Deductible is applied after the co-payment."))

    a(("h1", "Section 7. General Terms and Clauses"))
    gen = [
        ("7.1 Disclosure of information", "The Policy shall be void and all premium paid on it forfeited to Us "
         "in the event of misrepresentation, mis-description or non-disclosure of any material fact by the "
         "Policyholder."),
        ("7.2 Condition precedent to admission of liability", "The terms and conditions of the Policy must be "
         "fulfilled by the Insured Person for Us to make any payment for a claim."),
        ("7.3 Free look period", "You have a free look period of thirty days from the date of receipt of the "
         "Policy document to review its terms, if this is not a renewal or a ported policy. If You do not agree, "
         "You may return the Policy stating the reasons; We will refund the premium less the expenses of medical "
         "examination and stamp duty and a proportionate risk premium for the period on cover, provided no claim "
         "has been made."),
        ("7.4 Grace period", "If the renewal premium is paid within a grace period of 30 days after the due date, "
         "the Policy is renewed without loss of continuity. No cover is available for the period for which no "
         "premium has been received, and no claim is payable for an admission during the grace period."),
        ("7.5 Renewal", "The Policy is ordinarily renewable for life and will not be refused except on grounds of "
         "fraud, misrepresentation or suppression of facts established against the Insured Person. No loading is "
         "applied at renewal on account of claims made."),
        ("7.6 Portability and migration", "The Insured Person may port the Policy to another insurer, or migrate "
         "to another of Our products, by applying at least 15 days and not earlier than 60 days before the "
         "premium due date; credit for waiting periods already served will be given as per IRDAI guidelines."),
        ("7.7 Cancellation", "You may cancel the Policy at any time by giving Us 7 days' written notice. If no "
         "claim has been made, We will refund premium for the unexpired period on a pro-rata basis. We may "
         "cancel the Policy only on grounds of established fraud, with 7 days' notice, without refund."),
        ("7.8 Moratorium period", "After 60 continuous months of coverage, no Policy and no claim shall be "
         "contestable on grounds of non-disclosure or misrepresentation, except for established fraud. The "
         "Policy remains subject to all limits, sub-limits, co-payments and deductibles."),
        ("7.9 Multiple policies", "Where an Insured Person holds more than one indemnity policy, he may choose "
         "the policy under which a claim is to be settled; the balance may be claimed under the other policies."),
        ("7.10 Fraud", "If a claim is fraudulent, or any fraudulent means are used to obtain a benefit, all "
         "benefits under the Policy are forfeited and any amount already paid shall be repaid to Us."),
        ("7.11 Premium payment in instalments", "Premium may be paid in monthly, quarterly or half-yearly "
         "instalments as shown in the Policy Schedule. If an instalment is not paid on the due date, it may be "
         "paid within the grace period without loss of continuity; the Policy lapses if it is not."),
        ("7.12 Nomination", "The Policyholder may nominate a person to receive claim amounts in the event of the "
         "death of the Policyholder."),
        ("7.13 Withdrawal or revision of the product", "We may revise or withdraw VitalCare with the approval of "
         "IRDAI, giving at least 90 days' notice; You will be offered a suitable alternative with continuity "
         "benefits."),
        ("7.14 Territorial limits and law", "Cover applies to treatment in India only. The Policy is governed by "
         "Indian law and any dispute is subject to the jurisdiction of Indian courts."),
    ]
    for h, t in gen:
        a(("p", "<b>%s.</b> %s" % (h, t)))

    a(("h1", "Section 8. Claim Procedure"))
    a(("p", "8.1 <b>Notification.</b> We, or the TPA named in the Policy Schedule, must be informed of a claim: "
            "in the case of an emergency Hospitalisation, within 48 hours of admission; in the case of a planned "
            "Hospitalisation, at least 72 hours before the date of admission. Notice may be given on Our toll "
            "free number, by e-mail or through Our website."))
    a(("p", "8.2 <b>Cashless facility.</b> Cashless treatment is available only at Network Providers. The "
            "Hospital sends the pre-authorisation request; We will decide on it within one hour and on the final "
            "discharge authorisation within three hours of receiving the request."))
    a(("p", "8.3 <b>Reimbursement.</b> For treatment at a non-network Hospital, or where cashless is not "
            "approved, the claim documents must reach Us within 30 days of discharge: the claim form, original "
            "bills and receipts, the discharge summary, investigation reports, prescriptions, the pharmacy bill "
            "and, for an Accident, the FIR or medico-legal certificate where one was made."))
    a(("p", "8.4 <b>Settlement.</b> We will settle or reject a claim within 15 days of receiving the last "
            "necessary document. If We delay payment, We will pay interest at 2% above the bank rate from the "
            "date of the last document until payment."))

    a(("h1", "Section 9. Grievance Redressal"))
    a(("p", "9.1 For any complaint, contact Our Grievance Redressal Officer at grievance@manipalcigna.example, "
            "by calling 1800 102 4462, or by writing to the Corporate Office. We will acknowledge the complaint "
            "immediately and resolve it within 14 days."))
    a(("p", "9.2 If You are not satisfied, You may escalate the complaint through the IRDAI Bima Bharosa portal "
            "(bimabharosa.irdai.gov.in) or approach the Insurance Ombudsman of Your area under the Insurance "
            "Ombudsman Rules, 2017, within one year of Our final reply."))

    a(("h1", "Annexure I - Items Not Payable (extract of IRDAI List I)"))
    a(("p", "The following items are not payable under any Plan: baby food; baby utilities charges; beauty "
            "services; belts and braces; buds; cold pack and hot pack; carry bags; e-mail and internet charges; "
            "food charges other than patient's diet provided by the Hospital; leggings; laundry charges; mineral "
            "water; sanitary pad; telephone charges; guest services; crepe bandage; diaper of any type; eyelet "
            "collar; slings; blood grouping and cross matching of donors' samples; service charges where nursing "
            "charge is also charged; television charges; surcharges; attendant charges; extra diet of patient "
            "other than that which forms part of bed charge; birth certificate; certificate charges; courier "
            "charges; conveyance charges; medical certificate; medical records; photocopies charges; mortuary "
            "charges; walking aids charges; oxygen cylinder for usage outside the Hospital; spacer; spirometre; "
            "nebulizer kit; steam inhaler; armsling; thermometer; cervical collar; splint; diabetic foot wear; "
            "knee braces; lumbo sacral belt; nimbus bed or water or air bed charges; ambulance collar; ambulance "
            "equipment; abdominal binder; private nurses charges and special nursing charges; sugar free tablets; "
            "creams, powders and lotions (toiletries are not payable, only prescribed medical pharmaceuticals "
            "payable); ECG electrodes; gloves; nebulisation kit; kit with no details mentioned; kidney tray; "
            "mask; ounce glass; oxygen mask; pelvic traction belt; pan can; trolley cover; urometer, urine jug; "
            "vasofix safety."))
    a(("h1", "Annexure II - Offices of the Insurance Ombudsman"))
    for t in ["Ahmedabad - Gujarat, Dadra and Nagar Haveli, Daman and Diu",
              "Bengaluru - Karnataka", "Bhopal - Madhya Pradesh, Chhattisgarh",
              "Chennai - Tamil Nadu, Puducherry (Puducherry town and Karaikal)",
              "Delhi - Delhi, parts of Haryana", "Hyderabad - Andhra Pradesh, Telangana, Yanam",
              "Kolkata - West Bengal, Sikkim, Andaman and Nicobar Islands",
              "Mumbai - Goa, Mumbai Metropolitan Region excluding Navi Mumbai and Thane",
              "Pune - Maharashtra excluding the Mumbai region"]:
        a(("li", "-", t))
    a(("p", "The updated list of Ombudsman offices and addresses is available at www.cioins.co.in."))
    return I


def si_table(st):
    c, cb = st["cell"], st["cellb"]
    P = lambda t, s=c: Paragraph(esc(t), s)
    data = [[P("Plan", cb), P("Sum Insured options", cb), P("Deductible options (aggregate, per Policy Year)", cb)],
            [P("Basic", cb), P("Rs. 3,00,000; Rs. 5,00,000; Rs. 7,50,000"), P("Not available")],
            [P("Plus", cb), P("Rs. 5,00,000; Rs. 10,00,000; Rs. 15,00,000; Rs. 25,00,000"),
             P("Nil; Rs. 25,000; Rs. 50,000")],
            [P("Premium", cb), P("Rs. 10,00,000; Rs. 25,00,000; Rs. 50,00,000; Rs. 1,00,00,000"),
             P("Nil; Rs. 50,000; Rs. 1,00,000")]]
    t = Table(data, colWidths=[15 * mm, 36 * mm, 34 * mm], repeatRows=1)
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d7e9f5")),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]))
    return t


def decor(cv, page, total):
    W, H = A4
    cv.saveState()
    cv.setStrokeColor(ACCENT)
    cv.setLineWidth(0.8)
    cv.setFont("LibSans-Bold", 8)
    cv.setFillColor(ACCENT)
    cv.drawString(15 * mm, H - 11 * mm, INSURER)
    cv.setFont("LibSans", 8)
    cv.drawRightString(W - 15 * mm, H - 11 * mm, "VitalCare | UIN: %s" % UIN)
    cv.line(15 * mm, H - 13 * mm, W - 15 * mm, H - 13 * mm)
    cv.line(15 * mm, 14 * mm, W - 15 * mm, 14 * mm)
    cv.setFillColor("black")
    cv.setFont("LibSans", 7.5)
    cv.drawString(15 * mm, 10 * mm, "VitalCare - Policy Wording")
    cv.drawRightString(W - 15 * mm, 10 * mm, "Page %d of %d" % (page, total))
    if page == 1:
        cv.setFont("LibSans-Italic", 7)
        cv.drawCentredString(W / 2, 6 * mm, "Synthetic test wording \u2013 not an insurance product")
    cv.restoreState()


def build(path):
    st = styles("LibSans", 8.6, ACCENT)
    W, H = A4
    lm, rm, tm, bm, gap = 15 * mm, 15 * mm, 17 * mm, 18 * mm, 7 * mm
    cw = (W - lm - rm - gap) / 2
    cover = Frame(lm + 5 * mm, bm, W - lm - rm - 10 * mm, H - tm - bm, id="cover")
    left = Frame(lm, bm, cw, H - tm - bm, id="left", leftPadding=0, rightPadding=0)
    right = Frame(lm + cw + gap, bm, cw, H - tm - bm, id="right", leftPadding=0, rightPadding=0)
    doc = BaseDocTemplate(path, pagesize=A4, title="VitalCare Policy Wording", author=INSURER,
                          subject="UIN " + UIN)
    doc.addPageTemplates([PageTemplate(id="cover", frames=[cover]),
                          PageTemplate(id="two", frames=[left, right])])
    cover_st = styles("LibSans", 10, ACCENT)
    items = content(st)
    # cover uses larger text: items before the 'tpl' marker
    k = [i for i, it in enumerate(items) if it[0] == "tpl"][0]
    story = build_story(items[:k], cover_st) + build_story(items[k:], st)
    doc.build(story, canvasmaker=numbered_canvas(decor))
