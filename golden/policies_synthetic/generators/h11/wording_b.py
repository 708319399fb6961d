"""Wording B: Liberty General Insurance Limited - Liberty Health Top-Up Secure (per-claim deductible top-up)."""
from reportlab.lib import colors
from wordlib import Styles, Builder, make_doc

INSURER = "Liberty General Insurance Limited"
PRODUCT = "Liberty Health Top-Up Secure"
UIN = "LIBHLIP23102V012223"
STEM = "Liberty_Health-Top-Up-Secure_LIBHLIP23102V012223"


def build(path):
    navy = colors.HexColor("#1f3a68")
    st = Styles("DJC", "DJC-B", "DJC-I", size=9, lead=11.8, head_color=navy)
    b = Builder(st)
    doc, canvas = make_doc(path, f"{INSURER} | {PRODUCT} | UIN: {UIN}", "Policy Wordings",
                           "Liberty General Insurance Limited, IRDAI Reg. No. 150", 
                           "Synthetic test wording \u2013 not an insurance product",
                           margins=(17, 17, 21, 20), font="DJC", size=7.5, rule_color=navy)

    b.title(PRODUCT.upper())
    b.center("Policy Wordings")
    b.center(f"Unique Identification Number (UIN): {UIN}")
    b.center("Liberty General Insurance Limited, 10th Floor, Tower A, Peninsula Business Park, Ganpatrao Kadam Marg, "
             "Lower Parel, Mumbai - 400 013. CIN: U66000MH2010PLC209656")
    b.space(6)

    b.h1("A. PREAMBLE")
    b.p("This Liberty Health Top-Up Secure policy is a contract of insurance between You and Liberty General Insurance "
        "Limited (\"We\", \"Us\", \"Our\"). It is issued on the basis of the proposal and declaration You have made, "
        "which form part of this contract, and on receipt of the premium shown in the Policy Schedule.")
    b.p("This is a top-up policy. In respect of each admissible claim We pay only that part of the admissible Medical "
        "Expenses which is in excess of the Deductible shown in the Policy Schedule, up to the Sum Insured, subject to "
        "the terms, conditions, limits and exclusions of this Policy.")

    b.h1("B. DEFINITIONS")
    b.p("The terms below have the meaning given here wherever they appear in this Policy with a capital letter.")
    b.h2("B.1 Standard Definitions")
    defs = [
        ("B.1.01", "<b>Accident</b> means sudden, unforeseen and involuntary event caused by external, visible and violent means."),
        ("B.1.02", "<b>AYUSH Treatment</b> refers to the medical and/or hospitalisation treatments given under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy systems."),
        ("B.1.03", "<b>Cashless facility</b> means a facility extended by the insurer to the insured where the payments, of the costs of treatment undergone by the insured in accordance with the Policy terms and conditions, are directly made to the network provider by the insurer to the extent pre-authorization is approved."),
        ("B.1.04", "<b>Condition Precedent</b> means a Policy term or condition upon which the Insurer's liability under the Policy is conditional upon."),
        ("B.1.05", "<b>Congenital Anomaly</b> means a condition which is present since birth, and which is abnormal with reference to form, structure or position."),
        ("B.1.06", "<b>Day Care Centre</b> means any institution established for day care treatment of illness and/or injuries or a medical setup with a hospital and which has been registered with the local authorities, wherever applicable, and is under supervision of a registered and qualified medical practitioner AND must comply with all minimum criteria as under: has qualified nursing staff under its employment; has qualified medical practitioner/s in charge; has a fully equipped operation theatre of its own where surgical procedures are carried out; maintains daily records of patients and will make these accessible to the insurance company's authorised personnel."),
        ("B.1.07", "<b>Day Care Treatment</b> means medical treatment, and/or surgical procedure which is undertaken under General or Local Anaesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, and which would have otherwise required hospitalisation of more than 24 hours. Treatment normally taken on an out-patient basis is not included in the scope of this definition."),
        ("B.1.08", "<b>Deductible</b> means a cost sharing requirement under a health insurance policy that provides that the insurer will not be liable for a specified rupee amount in case of indemnity policies, which will apply before any benefits are payable by the insurer. A deductible does not reduce the Sum Insured."),
        ("B.1.09", "<b>Disclosure to information norm</b>: The policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact."),
        ("B.1.10", "<b>Grace Period</b> means the specified period of time immediately following the premium due date during which a payment can be made to renew or continue a policy in force without loss of continuity benefits such as waiting periods and coverage of pre-existing diseases. Coverage is not available for the period for which no premium is received."),
        ("B.1.11", "<b>Hospital</b> means any institution established for in-patient care and day care treatment of illness and/or injuries and which has been registered as a hospital with the local authorities under the Clinical Establishments (Registration and Regulation) Act 2010 or under enactments specified under the Schedule of Section 56(1) of the said Act or complies with the minimum criteria of nursing staff, in-patient beds, medical practitioners, operation theatre and daily records laid down by IRDAI."),
        ("B.1.12", "<b>Hospitalisation</b> means admission in a Hospital for a minimum period of 24 consecutive 'In-patient Care' hours except for specified procedures/treatments, where such admission could be for a period of less than 24 consecutive hours."),
        ("B.1.13", "<b>Intensive Care Unit</b> means an identified section, ward or wing of a hospital which is under the constant supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous monitoring and treatment of patients who are in a critical condition, or require life support facilities."),
        ("B.1.14", "<b>Medical Expenses</b> means those expenses that an Insured Person has necessarily and actually incurred for medical treatment on account of Illness or Accident on the advice of a Medical Practitioner, as long as these are no more than would have been payable if the Insured Person had not been insured and no more than other hospitals or doctors in the same locality would have charged for the same medical treatment."),
        ("B.1.15", "<b>Medically Necessary Treatment</b> means any treatment, tests, medication, or stay in hospital or part of a stay in hospital which is required for the medical management of the illness or injury suffered by the insured; must not exceed the level of care necessary to provide safe, adequate and appropriate medical care in scope, duration, or intensity; must have been prescribed by a medical practitioner; must conform to the professional standards widely accepted in international medical practice or by the medical community in India."),
        ("B.1.16", "<b>Network Provider</b> means hospitals enlisted by an insurer, TPA or jointly by an Insurer and TPA to provide medical services to an insured by a cashless facility."),
        ("B.1.17", "<b>Notification of Claim</b> means the process of intimating a claim to the insurer or TPA through any of the recognized modes of communication."),
        ("B.1.18", "<b>Pre-Existing Disease</b> means any condition, ailment, injury or disease that is/are diagnosed by a physician not more than 36 months prior to the date of commencement of the policy issued by the insurer; or for which medical advice or treatment was recommended by, or received from, a physician, not more than 36 months prior to the date of commencement of the policy."),
        ("B.1.19", "<b>Pre-hospitalisation Medical Expenses</b> means medical expenses incurred during pre-defined number of days preceding the hospitalisation of the Insured Person, provided that such Medical Expenses are incurred for the same condition for which the Insured Person's Hospitalisation was required, and the In-patient Hospitalisation claim for such Hospitalisation is admissible by the Insurance Company."),
        ("B.1.20", "<b>Post-hospitalisation Medical Expenses</b> means medical expenses incurred during pre-defined number of days immediately after the insured person is discharged from the hospital provided that such Medical Expenses are for the same condition for which the insured person's hospitalisation was required, and the inpatient hospitalisation claim for such hospitalisation is admissible by the insurance company."),
        ("B.1.21", "<b>Portability</b> means the right accorded to individual health insurance policyholders (including all members under family cover), to transfer the credit gained for pre-existing conditions and time bound exclusions, from one insurer to another insurer."),
        ("B.1.22", "<b>Room Rent</b> means the amount charged by a Hospital towards Room and Boarding expenses and shall include the associated medical expenses."),
        ("B.1.23", "<b>Unproven/Experimental treatment</b> means treatment including drug experimental therapy which is not based on established medical practice in India, is treatment experimental or unproven."),
    ]
    for num, t in defs:
        b.n(num, t, indent=36)
    b.h2("B.2 Specific Definitions")
    sdefs = [
        ("B.2.01", "<b>Per Claim Deductible</b> means the rupee amount shown in the Policy Schedule that is deducted from the admissible amount of each and every claim; the Deductible is not cumulative or aggregate for the Policy Year."),
        ("B.2.02", "<b>Single Private Room</b> means an air-conditioned room in a Hospital where a single patient is accommodated and which has an attached toilet (lavatory and bath). The room may have provision for a couch for an attendant. It excludes a suite, a deluxe room and any room with a separate living area."),
        ("B.2.03", "<b>You / Insured Person</b> means the person(s) named in the Policy Schedule who are covered under this Policy and in respect of whom premium has been received."),
        ("B.2.04", "<b>Sum Insured</b> means the amount shown in the Policy Schedule, which is Our maximum liability for all claims paid for an Insured Person (or for all Insured Persons together on a floater basis) in a Policy Year."),
    ]
    for num, t in sdefs:
        b.n(num, t, indent=36)

    b.h1("C. BENEFITS")
    b.p("The benefits below are payable only for Medical Expenses incurred in India and only once the Per Claim "
        "Deductible has been applied to the claim as set out in Section C.10.")
    b.h2("C.1 In-patient Treatment")
    b.n("C.1.1", "We will cover the Medical Expenses of Your Hospitalisation for more than 24 consecutive hours for an "
        "Illness or Injury first occurring during the Policy Period, for:", indent=30)
    b.n("(a)", "Room, boarding and nursing: Single Private Room.", indent=46)
    b.n("(b)", "Intensive Care Unit charges: covered up to the Sum Insured, with no daily limit.", indent=46)
    b.n("(c)", "Fees of Medical Practitioners, surgeons, anaesthetists, consultants and specialists.", indent=46)
    b.n("(d)", "Operation theatre, anaesthesia, blood, oxygen, medicines, drugs and consumables, diagnostic "
        "procedures, implants and prosthetic devices fixed during surgery.", indent=46)
    b.n("C.1.2", "If You choose a room of a category higher than a Single Private Room, You shall bear the difference in "
        "room charges, and all Associated Medical Expenses (other than pharmacy, consumables, implants, medical "
        "devices and diagnostics) shall be payable in the proportion that the Single Private Room tariff of that "
        "Hospital bears to the tariff of the room occupied. This clause does not apply to ICU charges.", indent=30)
    b.h2("C.2 Pre-hospitalisation Medical Expenses")
    b.n("C.2.1", "We will cover Medical Expenses incurred in the 60 days immediately before Your admission, provided "
        "the in-patient claim is admissible under Section C.1.", indent=30)
    b.h2("C.3 Post-hospitalisation Medical Expenses")
    b.n("C.3.1", "We will cover Medical Expenses incurred in the 90 days immediately after Your discharge, provided the "
        "in-patient claim is admissible under Section C.1.", indent=30)
    b.n("C.3.2", "Pre-hospitalisation and post-hospitalisation expenses are added to the in-patient claim to which they "
        "relate, and the Per Claim Deductible is applied once to that combined claim.", indent=30)
    b.h2("C.4 Day Care Treatment")
    b.n("C.4.1", "We will cover Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre. "
        "Out-patient treatment is not covered.", indent=30)
    b.h2("C.5 Road Ambulance")
    b.n("C.5.1", "We will reimburse expenses on a road ambulance used to take You to a Hospital in an emergency, or from "
        "one Hospital to another for better treatment, up to \u20b9 5,000 per Hospitalisation.", indent=30)
    b.h2("C.6 Organ Donor Expenses")
    b.n("C.6.1", "We will cover the in-patient Medical Expenses of the donor for harvesting an organ donated to You, "
        "provided the transplant is admissible under Section C.1 and complies with the Transplantation of Human "
        "Organs Act, 1994. The donor's pre- and post-hospitalisation expenses are not covered.", indent=30)
    b.h2("C.7 AYUSH Treatment")
    b.n("C.7.1", "We will cover in-patient AYUSH Treatment taken in a government-recognised AYUSH Hospital up to the "
        "Sum Insured.", indent=30)
    b.h2("C.8 Modern Treatment Methods and Advancement in Technologies")
    b.n("C.8.1", "The following treatments, taken as in-patient or as Day Care Treatment, are covered up to the "
        "percentage of the Sum Insured shown against each, per procedure, in addition to the Per Claim Deductible:", indent=30)
    mt = [["Sr.", "Treatment", "Limit (per procedure)"],
          ["1", "Uterine Artery Embolization and HIFU (High Intensity Focused Ultrasound)", "20% of Sum Insured"],
          ["2", "Balloon Sinuplasty", "10% of Sum Insured"],
          ["3", "Deep Brain Stimulation", "50% of Sum Insured"],
          ["4", "Oral Chemotherapy", "25% of Sum Insured"],
          ["5", "Immunotherapy - Monoclonal Antibody to be given as injection", "25% of Sum Insured"],
          ["6", "Intra vitreal injections", "10% of Sum Insured"],
          ["7", "Robotic surgeries", "50% of Sum Insured"],
          ["8", "Stereotactic radio surgeries", "50% of Sum Insured"],
          ["9", "Bronchial Thermoplasty", "25% of Sum Insured"],
          ["10", "Vaporisation of the prostate (Green laser treatment or holmium laser treatment)", "25% of Sum Insured"],
          ["11", "IONM - (Intra Operative Neuro Monitoring)", "10% of Sum Insured"],
          ["12", "Stem cell therapy: Hematopoietic stem cells for bone marrow transplant for haematological conditions", "50% of Sum Insured"]]
    b.table(mt, [10, 115, 45], ruled=False)
    b.h2("C.9 Cataract")
    b.n("C.9.1", "Cataract surgery is payable up to 10% of the Sum Insured subject to a maximum of \u20b9 75,000 per eye, "
        "after the waiting period in Section E.2.", indent=30)
    b.h2("C.10 Per Claim Deductible")
    b.n("C.10.1", "The Per Claim Deductible shown in the Policy Schedule applies to each and every claim separately. "
        "For each Hospitalisation We pay the admissible amount (after all limits and sub-limits of this Policy) less "
        "the Per Claim Deductible. If the admissible amount does not exceed the Deductible, nothing is payable for "
        "that claim.", indent=30)
    b.n("C.10.2", "The Deductible is not aggregated across claims: amounts that fell within the Deductible of one claim "
        "are not carried forward to another claim in the same Policy Year.", indent=30)
    b.n("C.10.3", "The Deductible may be met by a claim paid under any other health insurance policy, or paid by "
        "You; We do not need proof of payment of the Deductible amount.", indent=30)
    b.n("C.10.4", "There is no co-payment under this Policy.", indent=30)
    b.n("C.10.5", "Illustration: Sum Insured \u20b9 10,00,000 with a Per Claim Deductible of \u20b9 3,00,000. A first "
        "Hospitalisation with admissible expenses of \u20b9 4,20,000 is paid at \u20b9 1,20,000. A second Hospitalisation "
        "in the same Policy Year with admissible expenses of \u20b9 2,50,000 is not payable, as it does not exceed the "
        "Deductible for that claim; the balance Sum Insured after the first claim is \u20b9 8,80,000.", indent=30)
    b.h2("C.11 Preventive Health Check-up")
    b.n("C.11.1", "For a Sum Insured of \u20b9 10,00,000 and above, each adult Insured Person may take one preventive health "
        "check-up in each Policy Year at Our empanelled centres, up to \u20b9 2,000 per Insured Person. The Deductible "
        "does not apply to this benefit.", indent=30)

    b.h1("D. SUM INSURED AND DEDUCTIBLE OPTIONS")
    b.p("You may choose any one of the combinations below at inception or at renewal. The Sum Insured and the Per "
        "Claim Deductible chosen are shown in the Policy Schedule.")
    si = [["Sum Insured (\u20b9)", "Per Claim Deductible options (\u20b9)", "Policy type"],
          ["3,00,000", "1,00,000 / 2,00,000", "Individual / Floater"],
          ["5,00,000", "2,00,000 / 3,00,000", "Individual / Floater"],
          ["10,00,000", "2,00,000 / 3,00,000 / 5,00,000", "Individual / Floater"],
          ["15,00,000", "3,00,000 / 5,00,000", "Individual / Floater"],
          ["20,00,000", "5,00,000 / 10,00,000", "Individual / Floater"],
          ["25,00,000", "5,00,000 / 10,00,000", "Floater only"]]
    b.table(si, [45, 75, 50], ruled=True)
    b.n("D.1", "Entry age: 18 years to 65 years for adults; 91 days to 25 years for dependent children, who may be "
        "covered only with at least one parent. Renewal is available for life.", indent=22)
    b.n("D.2", "Enhancement of the Sum Insured is allowed only at renewal and is subject to underwriting; waiting "
        "periods apply afresh to the increased amount.", indent=22)

    b.h1("E. WAITING PERIODS AND EXCLUSIONS")
    b.h2("E.1 Pre-Existing Diseases - Code- Excl01")
    b.n("a)", "Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be "
        "excluded until the expiry of 36 months of continuous coverage after the date of inception of the first "
        "policy with insurer.", indent=18)
    b.n("b)", "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.", indent=18)
    b.n("c)", "If the Insured Person is continuously covered without any break as defined under the portability norms "
        "of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the "
        "extent of prior coverage.", indent=18)
    b.n("d)", "Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject to the "
        "same being declared at the time of application and accepted by Insurer.", indent=18)
    b.h2("E.2 Specified disease/procedure waiting period - Code- Excl02")
    b.n("a)", "Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until "
        "the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This "
        "exclusion shall not be applicable for claims arising due to an accident.", indent=18)
    b.n("b)", "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.", indent=18)
    b.n("c)", "If any of the specified disease/procedure falls under the waiting period specified for pre-Existing "
        "diseases, then the longer of the two waiting periods shall apply.", indent=18)
    b.n("d)", "The waiting period for listed conditions shall apply even if contracted after the policy or declared and "
        "accepted without a specific exclusion.", indent=18)
    b.n("e)", "List of specific diseases/procedures: cataract; benign prostatic hypertrophy; hernia, hydrocele; "
        "fissure, fistula and haemorrhoids; sinusitis and deviated nasal septum; tonsils and adenoids; gall bladder "
        "and urinary stones; hysterectomy for non-malignant conditions; fibroids; varicose veins; joint replacement "
        "surgery unless due to Accident; degenerative disorders of the spine; gout and rheumatism; chronic kidney "
        "disease; internal congenital anomalies.", indent=18)
    b.h2("E.3 30-day waiting period - Code- Excl03")
    b.n("a)", "Expenses related to the treatment of any illness within 30 days from the first policy commencement date "
        "shall be excluded except claims arising due to an accident, provided the same are covered.", indent=18)
    b.n("b)", "This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than "
        "twelve months.", indent=18)
    b.n("c)", "The within referred waiting period is made applicable to the enhanced sum insured in the event of "
        "granting higher sum insured subsequently.", indent=18)
    b.h2("E.4 Permanent Exclusions")
    b.p("We shall not be liable to make any payment under this Policy for any claim directly or indirectly caused by, "
        "based on, arising out of or attributable to any of the following:")
    perm = [
        ("E.4.1", "Investigation &amp; Evaluation - Code- Excl04", "Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded. Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded."),
        ("E.4.2", "Rest Cure, rehabilitation and respite care - Code- Excl05", "Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes custodial care either at home or in a nursing facility for personal care such as help with activities of daily living, and any services for people who are terminally ill to address physical, social, emotional and spiritual needs."),
        ("E.4.3", "Obesity/ Weight Control - Code- Excl06", "Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: surgery to be conducted is upon the advice of the Doctor; the surgery/procedure conducted should be supported by clinical protocols; the member has to be 18 years of age or older; and Body Mass Index (BMI) greater than or equal to 40, or greater than or equal to 35 in conjunction with obesity-related cardiomyopathy, coronary heart disease, severe sleep apnea or uncontrolled type 2 diabetes following failure of less invasive methods of weight loss."),
        ("E.4.4", "Change-of-Gender treatments - Code- Excl07", "Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex."),
        ("E.4.5", "Cosmetic or plastic Surgery - Code- Excl08", "Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner."),
        ("E.4.6", "Hazardous or Adventure sports - Code- Excl09", "Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving."),
        ("E.4.7", "Breach of law - Code- Excl10", "Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent."),
        ("E.4.8", "Excluded Providers - Code- Excl11", "Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not admissible. However, in case of life threatening situations or following an accident, expenses up to the stage of stabilization are payable but not the complete claim."),
        ("E.4.9", "Substance abuse - Code- Excl12", "Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof."),
        ("E.4.10", "Health hydros and spas - Code- Excl13", "Treatments received in health hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons."),
        ("E.4.11", "Dietary supplements - Code- Excl14", "Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure."),
        ("E.4.12", "Refractive Error - Code- Excl15", "Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres."),
        ("E.4.13", "Unproven Treatments - Code- Excl16", "Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness."),
        ("E.4.14", "Sterility and Infertility - Code- Excl17", "Expenses related to sterility and infertility. This includes any type of contraception, sterilization; assisted reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI; gestational surrogacy; and reversal of sterilization."),
        ("E.4.15", "Maternity - Code- Excl18", "Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy; expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period. This Policy does not provide any maternity or new-born baby benefit."),
    ]
    for num, head, t in perm:
        b.n(num, f"<b>{head}:</b> {t}", indent=34)
    b.h2("E.5 Other Exclusions specific to this Policy")
    oth = ["Domiciliary hospitalisation, that is, treatment taken at home, is not covered.",
           "Out-patient consultations, pharmacy and diagnostics not followed by an admissible Hospitalisation.",
           "Dental treatment, unless arising from an Accident and requiring Hospitalisation.",
           "Spectacles, contact lenses, hearing aids and external durable medical equipment.",
           "War, nuclear, chemical or biological attack, and intentional self-injury.",
           "Treatment taken outside India.",
           "Items listed as not payable in Annexure B."]
    for i, t in enumerate(oth, 1):
        b.n(f"E.5.{i}", t, indent=34)

    b.h1("F. GENERAL TERMS AND CLAUSES")
    gen = [
        ("F.1 Disclosure of Information", "The Policy shall be void and all premium paid thereon shall be forfeited to Us in the event of misrepresentation, mis-description or non-disclosure of any material fact by You."),
        ("F.2 Condition Precedent to Admission of Liability", "The terms and conditions of the Policy must be fulfilled by the Insured Person for Us to make any payment for a claim arising under the Policy."),
        ("F.3 Claim Settlement", "We shall settle or reject a claim within 30 days from the date of receipt of the last necessary document. In case of delay We shall pay interest at 2% above the bank rate. Where an investigation is required, it shall be completed within 30 days and the claim settled within 45 days of the last necessary document."),
        ("F.4 Complete Discharge", "Any payment to You, Your nominee or legal representative or to the Hospital shall in all cases be a full, valid and effectual discharge towards payment of the claim to the extent of that amount."),
        ("F.5 Multiple Policies", "Where You hold more than one indemnity policy, You may choose the policy under which the claim is to be settled. The admissible amount paid under any other policy may be used towards the Per Claim Deductible of this Policy."),
        ("F.6 Fraud", "If any claim is in any manner fraudulent, or supported by any fraudulent means or devices, all benefits under this Policy and the premium paid shall be forfeited, and amounts already paid shall be repaid to Us."),
        ("F.7 Cancellation", "You may cancel this Policy at any time on 7 days' notice; We will refund premium on a pro-rata basis for the unexpired Policy Period provided no claim has been made. We may cancel the Policy on 7 days' notice on grounds of misrepresentation, non-disclosure or fraud, with no refund."),
        ("F.8 Territorial Limit", "All treatment under this Policy must be taken in India."),
        ("F.9 Free Look Period", "You shall be allowed a free look period of fifteen days from the date of receipt of the policy document to review its terms and conditions and to return it if not acceptable. If You have made no claim, We will refund the premium less the proportionate risk premium for the period of cover and the expenses on medical examination and stamp duty. The free look period does not apply on renewal."),
        ("F.10 Grace Period and Renewal", "The Policy shall ordinarily be renewable except on grounds of fraud or misrepresentation. It may be renewed within the Grace Period of 30 days from the date of expiry to maintain continuity of benefits; coverage is not available during the Grace Period. Renewal shall not be denied because of claims made, and no loading shall apply on renewal based on individual claims experience."),
        ("F.11 Portability and Migration", "You may port this Policy to another insurer or migrate to another of Our health products by applying at least 30 days before the renewal date, and the waiting periods served shall be credited as per IRDAI guidelines."),
        ("F.12 Moratorium Period", "After completion of sixty continuous months of coverage (including portability and migration), no policy and claim shall be contestable by Us on grounds of non-disclosure or misrepresentation, except on grounds of established fraud."),
        ("F.13 Possibility of Revision of Terms and Withdrawal", "We may revise the Policy terms or premium rates with prior IRDAI approval, with three months' notice to You. If the product is withdrawn, You will be informed 90 days before the renewal date and offered migration."),
        ("F.14 Nomination", "You are required at the inception of the Policy to make a nomination for the purpose of payment of claims in the event of Your death."),
    ]
    for head, t in gen:
        b.h2(head)
        b.p(t)

    b.h1("G. CLAIM PROCEDURE")
    b.h2("G.1 Notification of Claim")
    b.n("G.1.1", "Planned Hospitalisation: You must notify Us or Our TPA at least 72 hours before the admission.", indent=30)
    b.n("G.1.2", "Emergency Hospitalisation: You or Your representative must notify Us or Our TPA within 48 hours of "
        "admission, or before discharge, whichever is earlier.", indent=30)
    b.n("G.1.3", "Notification may be given on the toll-free number 1800 266 5844, by e-mail to "
        "care@libertyinsurance.example, or through the mobile application. Please quote the Policy number and the "
        "Per Claim Deductible opted.", indent=30)
    b.h2("G.2 Cashless Claims")
    b.n("G.2.1", "Cashless facility is available at Network Providers only, for the amount in excess of the Per Claim "
        "Deductible. Where the Deductible has been met under another policy, the Hospital must send the settlement "
        "letter of that policy with the pre-authorisation request.", indent=30)
    b.h2("G.3 Reimbursement Claims")
    b.n("G.3.1", "Send the following within 30 days of discharge: claim form; discharge summary; final bill with "
        "break-up and payment receipt; investigation reports and prescriptions; settlement letter of any other "
        "policy that met the Deductible; FIR or MLC where applicable; KYC and bank details.", indent=30)
    b.n("G.3.2", "Post-hospitalisation claims must be sent within 15 days of completing the post-hospitalisation "
        "treatment.", indent=30)

    b.h1("H. GRIEVANCE REDRESSAL")
    b.p("If You have a grievance, please contact Our Grievance Redressal Officer at the corporate office above, by "
        "e-mail to grievance@libertyinsurance.example, or on 1800 266 5844. We shall acknowledge it within 3 days "
        "and resolve it within 14 days. If You are not satisfied, You may approach the Insurance Ombudsman listed in "
        "Annexure A, or register Your complaint on the Bima Bharosa portal of IRDAI.")

    b.h1("ANNEXURE A - INSURANCE OMBUDSMAN OFFICES (EXTRACT)")
    b.table([["City", "Address", "Areas of jurisdiction"],
             ["Ahmedabad", "Jeevan Prakash Building, 6th floor, Tilak Marg, Relief Road, Ahmedabad - 380 001", "Gujarat, Dadra and Nagar Haveli, Daman and Diu"],
             ["Bengaluru", "Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, 19/19, 24th Main Road, JP Nagar, 1st Phase, Bengaluru - 560 078", "Karnataka"],
             ["Hyderabad", "6-2-46, 1st floor, Moin Court, Lane Opp. Saleem Function Palace, A. C. Guards, Lakdi-Ka-Pool, Hyderabad - 500 004", "Andhra Pradesh, Telangana, Yanam"],
             ["Mumbai", "3rd Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), Mumbai - 400 054", "Goa, Mumbai Metropolitan Region excluding Navi Mumbai and Thane"],
             ["Noida", "Bhagwan Sahai Palace, 4th Floor, Main Road, Naya Bans, Sector 15, Noida - 201 301", "Uttarakhand and parts of Uttar Pradesh"]],
            [25, 95, 50], ruled=False)
    b.h1("ANNEXURE B - LIST OF ITEMS NOT PAYABLE (EXTRACT)")
    b.p("Baby food; baby utilities; beauty services; belts and braces; buds; cold or hot pack; carry bags; e-mail and "
        "internet charges; food charges other than the patient's diet; leggings; laundry; mineral water; sanitary "
        "pad; telephone charges; guest services; crepe bandage; diapers; eyelet collar; slings; service charges where "
        "nursing charge is also charged; television charges; surcharges; attendant charges; birth certificate; "
        "certificate charges; courier charges; conveyance; medical records; photocopies; mortuary charges; walking "
        "aids; spacer; spirometer; nebulizer kit; steam inhaler; arm sling; thermometer; cervical collar; splint; "
        "diabetic footwear; knee braces; lumbo sacral belt; air or water bed; abdominal binder; sugar free tablets; "
        "toiletries; ECG electrodes; gloves; kidney tray; mask; ounce glass; oxygen mask; pelvic traction belt; pan "
        "can; trolley cover; urometer and urine jug; vasofix safety.")

    b.h1("ANNEXURE C - DAY CARE PROCEDURES (EXTRACT)")
    b.p("The day care procedures below are covered under Section C.4, subject to the Per Claim Deductible and the "
        "waiting periods in Part E. The full list of day care procedures is available on Our website.")
    dc = ["Cardiology", "Coronary angiography; pericardiocentesis; insertion of filter in inferior vena cava",
          "ENT", "Myringotomy with grommet insertion; tympanoplasty; stapedectomy; adenoidectomy; sinus surgery (FESS); septoplasty; tonsillectomy",
          "Ophthalmology", "Cataract surgery; vitrectomy; retinal laser photocoagulation; intravitreal injection; trabeculectomy; dacryocystorhinostomy",
          "Oncology", "Chemotherapy (parenteral); radiotherapy; brachytherapy; bone marrow aspiration and biopsy",
          "Urology", "Lithotripsy (ESWL); cystoscopy with stent removal; percutaneous nephrostomy; TURBT; urethral dilatation",
          "Gastroenterology", "Endoscopic retrograde cholangiopancreatography (ERCP); endoscopic variceal banding; colonoscopic polypectomy; PEG tube insertion",
          "General surgery", "Excision of lipoma or sebaceous cyst; incision and drainage of abscess; haemorrhoidectomy; fissurectomy; fistulectomy; breast lump excision; hydrocele surgery",
          "Orthopaedics", "Closed reduction of fractures and dislocations; arthroscopic knee aspiration; removal of implants; tendon repair",
          "Nephrology", "Haemodialysis; insertion of AV fistula; peritoneal dialysis catheter insertion",
          "Gynaecology", "Dilatation and curettage; hysteroscopic polypectomy; cervical cerclage; colposcopy with LEEP"]
    rows = [["Speciality", "Procedures"]] + [[dc[i], dc[i + 1]] for i in range(0, len(dc), 2)]
    b.table(rows, [35, 135], ruled=True)

    doc.build(b.story, canvasmaker=canvas)
