# -*- coding: utf-8 -*-
"""Wording A: HDFC ERGO General Insurance Company Limited - my:Health Parivar Suraksha (synthetic)."""

INSURER = "HDFC ERGO General Insurance Company Limited"
PRODUCT = "my:Health Parivar Suraksha"
UIN = "HDFHLIP26117V012526"
STEM = "HDFCERGO_my-Health-Parivar-Suraksha_" + UIN

HEADER = [INSURER + "  |  " + PRODUCT + " – Policy Wording  |  UIN: " + UIN,
          "IRDAI Reg. No. 146. Registered & Corporate Office: 1st Floor, HDFC House, 165-166 Backbay Reclamation, "
          "H. T. Parekh Marg, Churchgate, Mumbai – 400 020."]


def footer(pg, total):
    return [("Page %d of %d" % (pg, total),),
            PRODUCT + "  UIN: " + UIN,
            "Customer Service: 022 6158 2020  |  care@hdfcergo.example  |  www.hdfcergo.example"]


FIRST_EXTRA = "Synthetic test wording – not an insurance product"

DEFS = [
    ("Accident", "An accident means sudden, unforeseen and involuntary event caused by external, visible and violent means."),
    ("Any one illness", "Any one illness means continuous period of illness and includes relapse within 45 days from the date of last consultation with the Hospital/Nursing Home where treatment was taken."),
    ("AYUSH Hospital", "An AYUSH Hospital is a healthcare facility wherein medical/surgical/para-surgical treatment procedures and interventions are carried out by AYUSH Medical Practitioner(s) comprising of any of the following: a. Central or State Government AYUSH Hospital; or b. Teaching hospital attached to AYUSH College recognized by the Central Government/Central Council of Indian Medicine/Central Council for Homeopathy; or c. AYUSH Hospital, standalone or co-located with in-patient healthcare facility of any recognized system of medicine, registered with the local authorities, wherever applicable, and is under the supervision of a qualified registered AYUSH Medical Practitioner and must comply with all the following criterion: i. Having at least 5 in-patient beds; ii. Having qualified AYUSH Medical Practitioner in charge round the clock; iii. Having dedicated AYUSH therapy sections as required and/or has equipped operation theatre where surgical procedures are to be carried out; iv. Maintaining daily records of the patients and making them accessible to the insurance company's authorized representative."),
    ("AYUSH Day Care Centre", "AYUSH Day Care Centre means and includes Community Health Centre (CHC), Primary Health Centre (PHC), Dispensary, Clinic, Polyclinic or any such health centre which is registered with the local authorities, wherever applicable and having facilities for carrying out treatment procedures and medical or surgical/para-surgical interventions or both under the supervision of registered AYUSH Medical Practitioner(s) on day care basis without in-patient services."),
    ("Cashless facility", "Cashless facility means a facility extended by the insurer to the insured where the payments, of the costs of treatment undergone by the insured in accordance with the policy terms and conditions, are directly made to the network provider by the insurer to the extent pre-authorization is approved."),
    ("Condition Precedent", "Condition Precedent means a policy term or condition upon which the Insurer's liability under the policy is conditional upon."),
    ("Congenital Anomaly", "Congenital Anomaly means a condition which is present since birth, and which is abnormal with reference to form, structure or position. a) Internal Congenital Anomaly: Congenital anomaly which is not in the visible and accessible parts of the body. b) External Congenital Anomaly: Congenital anomaly which is in the visible and accessible parts of the body."),
    ("Co-Payment", "Co-payment means a cost sharing requirement under a health insurance policy that provides that the policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does not reduce the Sum Insured."),
    ("Cumulative Bonus", "Cumulative Bonus means any increase or addition in the Sum Insured granted by the insurer without an associated increase in premium."),
    ("Day Care Centre", "A day care centre means any institution established for day care treatment of illness and/or injuries or a medical setup with a hospital and which has been registered with the local authorities, wherever applicable, and is under supervision of a registered and qualified medical practitioner AND must comply with all minimum criterion as under: i) has qualified nursing staff under its employment; ii) has qualified medical practitioner/s in charge; iii) has fully equipped operation theatre of its own where surgical procedures are carried out; iv) maintains daily records of patients and will make these accessible to the insurance company's authorized personnel."),
    ("Day Care Treatment", "Day care treatment means medical treatment, and/or surgical procedure which is: i. undertaken under General or Local Anesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, and ii. which would have otherwise required hospitalization of more than 24 hours. Treatment normally taken on an out-patient basis is not included in the scope of this definition."),
    ("Deductible", "Deductible means a cost sharing requirement under a health insurance policy that provides that the insurer will not be liable for a specified rupee amount in case of indemnity policies which will apply before any benefits are payable by the insurer. A deductible does not reduce the Sum Insured. No Deductible applies under this Policy."),
    ("Dental Treatment", "Dental treatment means a treatment related to teeth or structures supporting teeth including examinations, fillings (where appropriate), crowns, extractions and surgery."),
    ("Disclosure to information norm", "The policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact."),
    ("Domiciliary Hospitalization", "Domiciliary hospitalization means medical treatment for an illness/disease/injury which in the normal course would require care and treatment at a hospital but is actually taken while confined at home under any of the following circumstances: i) the condition of the patient is such that he/she is not in a condition to be removed to a hospital, or ii) the patient takes treatment at home on account of non-availability of room in a hospital."),
    ("Emergency Care", "Emergency care means management for an illness or injury which results in symptoms which occur suddenly and unexpectedly, and requires immediate care by a medical practitioner to prevent death or serious long term impairment of the insured person's health."),
    ("Grace Period", "Grace period means the specified period of time immediately following the premium due date during which a payment can be made to renew or continue a policy in force without loss of continuity benefits such as waiting periods and coverage of pre-existing diseases. Coverage is not available for the period for which no premium is received."),
    ("Hospital", "A hospital means any institution established for in-patient care and day care treatment of illness and/or injuries and which has been registered as a hospital with the local authorities under Clinical Establishments (Registration and Regulation) Act 2010 or under enactments specified under the Schedule of Section 56(1) of the said act Or complies with all minimum criteria as under: i) has qualified nursing staff under its employment round the clock; ii) has at least 10 in-patient beds in towns having a population of less than 10,00,000 and at least 15 in-patient beds in all other places; iii) has qualified medical practitioner(s) in charge round the clock; iv) has a fully equipped operation theatre of its own where surgical procedures are carried out; v) maintains daily records of patients and makes these accessible to the insurance company's authorized personnel."),
    ("Hospitalization", "Hospitalization means admission in a Hospital for a minimum period of 24 consecutive 'In-patient Care' hours except for specified procedures/ treatments, where such admission could be for a period of less than 24 consecutive hours."),
    ("Illness", "Illness means a sickness or a disease or pathological condition leading to the impairment of normal physiological function and requires medical treatment. (a) Acute condition - Acute condition is a disease, illness or injury that is likely to respond quickly to treatment which aims to return the person to his or her state of health immediately before suffering the disease/ illness/ injury which leads to full recovery. (b) Chronic condition - A chronic condition is defined as a disease, illness, or injury that has one or more of the following characteristics: it needs ongoing or long-term monitoring through consultations, examinations, check-ups, and/or tests; it needs ongoing or long-term control or relief of symptoms; it requires rehabilitation for the patient or for the patient to be specially trained to cope with it; it continues indefinitely; it recurs or is likely to recur."),
    ("Injury", "Injury means accidental physical bodily harm excluding illness or disease solely and directly caused by external, violent, visible and evident means which is verified and certified by a Medical Practitioner."),
    ("Inpatient Care", "Inpatient care means treatment for which the insured person has to stay in a hospital for more than 24 hours for a covered event."),
    ("Intensive Care Unit", "Intensive care unit means an identified section, ward or wing of a hospital which is under the constant supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous monitoring and treatment of patients who are in a critical condition, or require life support facilities and where the level of care and supervision is considerably more sophisticated and intensive than in the ordinary and other wards."),
    ("ICU Charges", "ICU (Intensive Care Unit) Charges means the amount charged by a Hospital towards ICU expenses which shall include the expenses for ICU bed, general medical support services provided to any ICU patient including monitoring devices, critical care nursing and intensivist charges."),
    ("Maternity expenses", "Maternity expenses means: a) medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization); b) expenses towards lawful medical termination of pregnancy during the policy period."),
    ("Medical Advice", "Medical Advice means any consultation or advice from a Medical Practitioner including the issuance of any prescription or follow-up prescription."),
    ("Medical Expenses", "Medical Expenses means those expenses that an Insured Person has necessarily and actually incurred for medical treatment on account of Illness or Accident on the advice of a Medical Practitioner, as long as these are no more than would have been payable if the Insured Person had not been insured and no more than other hospitals or doctors in the same locality would have charged for the same medical treatment."),
    ("Medical Practitioner", "Medical Practitioner means a person who holds a valid registration from the Medical Council of any State or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of India or a State Government and is thereby entitled to practice medicine within its jurisdiction; and is acting within its scope and jurisdiction of license. The Medical Practitioner shall not be the Insured Person or a close family member of the Insured Person."),
    ("Medically Necessary Treatment", "Medically necessary treatment means any treatment, tests, medication, or stay in hospital or part of a stay in hospital which: i) is required for the medical management of the illness or injury suffered by the insured; ii) must not exceed the level of care necessary to provide safe, adequate and appropriate medical care in scope, duration, or intensity; iii) must have been prescribed by a medical practitioner; iv) must conform to the professional standards widely accepted in international medical practice or by the medical community in India."),
    ("Migration", "Migration means the right accorded to health insurance policyholders (including all members under family cover and members of group health insurance policy), to transfer the credit gained for pre-existing conditions and time bound exclusions, with the same insurer."),
    ("Network Provider", "Network Provider means hospitals or health care providers enlisted by an insurer, TPA or jointly by an Insurer and TPA to provide medical services to an insured by a cashless facility."),
    ("New Born Baby", "Newborn baby means baby born during the Policy Period and is aged up to 90 days."),
    ("Notification of Claim", "Notification of claim means the process of intimating a claim to the insurer or TPA through any of the recognized modes of communication."),
    ("OPD treatment", "OPD treatment means the one in which the Insured visits a clinic / hospital or associated facility like a consultation room for diagnosis and treatment based on the advice of a Medical Practitioner. The Insured is not admitted as a day care or in-patient."),
    ("Portability", "Portability means the right accorded to individual health insurance policyholders (including all members under family cover), to transfer the credit gained for pre-existing conditions and time bound exclusions, from one insurer to another insurer."),
    ("Pre-Existing Disease", "Pre-existing Disease means any condition, ailment, injury or disease: a) That is/are diagnosed by a physician within 48 months prior to the effective date of the policy issued by the insurer or b) For which medical advice or treatment was recommended by, or received from, a physician within 48 months prior to the effective date of the policy or its reinstatement."),
    ("Pre-hospitalization Medical Expenses", "Pre-hospitalization Medical Expenses means medical expenses incurred during pre-defined number of days preceding the hospitalization of the Insured Person, provided that: i. Such Medical Expenses are incurred for the same condition for which the Insured Person's Hospitalization was required, and ii. The In-patient Hospitalization claim for such Hospitalization is admissible by the Insurance Company."),
    ("Post-hospitalization Medical Expenses", "Post-hospitalization Medical Expenses means medical expenses incurred during pre-defined number of days immediately after the insured person is discharged from the hospital provided that: i. Such Medical Expenses are for the same condition for which the insured person's hospitalization was required, and ii. The inpatient hospitalization claim for such hospitalization is admissible by the insurance company."),
    ("Qualified Nurse", "Qualified nurse means a person who holds a valid registration from the Nursing Council of India or the Nursing Council of any state in India."),
    ("Reasonable and Customary Charges", "Reasonable and Customary charges means the charges for services or supplies, which are the standard charges for the specific provider and consistent with the prevailing charges in the geographical area for identical or similar services, taking into account the nature of the illness / injury involved."),
    ("Renewal", "Renewal means the terms on which the contract of insurance can be renewed on mutual consent with a provision of grace period for treating the renewal continuous for the purpose of gaining credit for pre-existing diseases, time-bound exclusions and for all waiting periods."),
    ("Room Rent", "Room Rent means the amount charged by a Hospital towards Room and Boarding expenses and shall include the associated medical expenses."),
    ("Schedule of Benefits", "Schedule of Benefits means the table in Annexure II of this Policy wording which sets out, for each band of Sum Insured, the limits, sub-limits and waiting periods that apply to the benefits under Section 3."),
    ("Single Private AC Room", "Single Private AC Room means an air-conditioned room in a Hospital with one patient bed and an attached washroom, which may have a couch for an attendant. It does not include a deluxe room, executive room, suite or any room with more than one bed."),
    ("Unproven/Experimental treatment", "Unproven/Experimental treatment means the treatment including drug experimental therapy which is not based on established medical practice in India, is treatment experimental or unproven."),
]
assert len(DEFS) == 45, len(DEFS)

SPEC_DISEASES = [
    "a) Cataract; diseases of the lens and retina other than those due to diabetes;",
    "b) Benign prostatic hypertrophy and all forms of hydrocele, varicocele and spermatocele;",
    "c) Hernia of all types, including hiatus hernia;",
    "d) Fissure, fistula-in-ano, haemorrhoids (piles) and pilonidal sinus;",
    "e) Non-infective arthritis, gout, rheumatism, osteoarthritis and osteoporosis;",
    "f) Joint replacement surgery of any joint, unless necessitated by an Accident;",
    "g) Calculus diseases of the gall bladder, urinary system and kidney;",
    "h) Sinusitis, rhinitis, deviated nasal septum and hypertrophy of turbinates; tonsillectomy and adenoidectomy;",
    "i) Benign tumours, cysts, polyps and nodules of any kind, including of the breast, uterus and ovary;",
    "j) Fibroids, endometriosis, prolapse of the uterus and hysterectomy for any non-malignant cause;",
    "k) Varicose veins and varicose ulcers;",
    "l) Surgery of the spine and intervertebral discs, unless necessitated by an Accident.",
]

MODERN = ["A. Uterine Artery Embolization and HIFU (High intensity focused ultrasound)", "B. Balloon Sinuplasty",
          "C. Deep Brain stimulation", "D. Oral chemotherapy", "E. Immunotherapy - Monoclonal Antibody to be given as injection",
          "F. Intra vitreal injections", "G. Robotic surgeries", "H. Stereotactic radio surgeries",
          "I. Bronchical Thermoplasty", "J. Vaporisation of the prostrate (Green laser treatment or holmium laser treatment)",
          "K. IONM - (Intra Operative Neuro Monitoring)", "L. Stem cell therapy: Hematopoietic stem cells for bone marrow transplant for haematological conditions"]


def items():
    it = []
    A = it.append
    A(("title", "my:Health Parivar Suraksha"))
    A(("center", "**Policy Wording**  –  Individual and Family Floater Health Insurance (Indemnity)"))
    A(("sp", 6))
    A(("h1", "Section 1. Preamble and Operative Clause"))
    A(("p", "1.1 This Policy is a contract between **HDFC ERGO General Insurance Company Limited** (referred to as "
            "\"the Company\", \"We\", \"Our\" or \"Us\") and the Policyholder named in the Policy Schedule. It is "
            "issued on the strength of the Proposal, the declarations and the information supplied by or on behalf of "
            "the Insured Persons, all of which form the basis of this contract, and in consideration of the premium "
            "received."))
    A(("p", "1.2 Subject to the terms, conditions, exclusions and limits set out in this Policy wording, the Policy "
            "Schedule and the Schedule of Benefits in Annexure II, We shall pay the Medical Expenses reasonably and "
            "necessarily incurred by an Insured Person for Illness or Injury first occurring or sustained during the "
            "Policy Period, up to the Sum Insured and any Cumulative Bonus shown in the Policy Schedule."))
    A(("p", "1.3 **Sum Insured options.** The Policy may be taken on an Individual basis (each Insured Person has "
            "a separate Sum Insured) or on a Family Floater basis (one Sum Insured shared by all Insured Persons). "
            "The Sum Insured can be chosen from ₹ 5 lakh, ₹ 10 lakh, ₹ 15 lakh, ₹ 20 lakh, ₹ 25 lakh, ₹ 50 lakh, "
            "₹ 75 lakh and ₹ 1 crore. For the purpose of the Schedule of Benefits these options are grouped into "
            "four bands: 5 L, 10 L, 15 L – 25 L, and 50 L and above."))
    A(("p", "1.4 **Eligibility.** Adults may enter from 18 years up to 65 years of age. Dependent children may be "
            "covered from 91 days up to 25 years of age under a Family Floater, provided one parent is also insured. "
            "There is no exit age, subject to continuous renewal."))
    A(("p", "1.5 Where a benefit in Section 3 refers to a limit \"as specified in the Schedule of Benefits\", the limit "
            "applicable to an Insured Person is the one shown in Annexure II against the Sum Insured band of the "
            "Policy. Where the Schedule of Benefits and this wording differ, the Schedule of Benefits prevails for "
            "amounts and this wording for conditions."))

    A(("h1", "Section 2. Definitions"))
    A(("p", "The terms below have the meanings given to them wherever they appear in this Policy, with the singular "
            "including the plural and the masculine including the feminine. Definitions 2.42 and 2.43 are specific "
            "to this Policy; all other definitions follow the standard definitions prescribed by the IRDAI."))
    for i, (name, text) in enumerate(DEFS, 1):
        A(("li", "2.%d **%s:** %s" % (i, name, text)))
    A(("p", "Other terms used in this Policy: \"Policy Period\" means the period of insurance shown in the Policy "
            "Schedule; \"Policy Year\" means a period of twelve months beginning on the Policy start date or any "
            "anniversary of it; \"Sum Insured\" means the amount shown in the Policy Schedule which is Our maximum "
            "liability for all claims in a Policy Year for an Insured Person (Individual) or for all Insured Persons "
            "together (Family Floater)."))

    A(("h1", "Section 3. Benefits Covered"))
    A(("p", "All benefits below are available only when the Hospitalisation or treatment is Medically Necessary, is "
            "prescribed by a Medical Practitioner and is admissible under this Policy. Benefits 3.2 to 3.10 are "
            "payable within the Sum Insured and are not in addition to it, unless stated otherwise."))
    A(("h2", "3.1 In-patient Hospitalisation"))
    A(("p", "We will cover the Medical Expenses for Hospitalisation of an Insured Person for a minimum of 24 "
            "consecutive hours during the Policy Period, as below:"))
    A(("li", "a) Room, boarding and nursing expenses provided by the Hospital: for the room category specified in the "
             "Schedule of Benefits against the Sum Insured band of the Policy;"))
    A(("li", "b) Intensive Care Unit (ICU) and Intensive Cardiac Care Unit (ICCU) charges: as specified in the "
             "Schedule of Benefits;"))
    A(("li", "c) fees of the surgeon, anaesthetist, Medical Practitioner, consultants and specialists;"))
    A(("li", "d) anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, "
             "diagnostic procedures, and prosthetic and other devices or implants fixed during a surgical procedure."))
    A(("p", "**Higher room category.** If an Insured Person whose eligible room category is a Single Private AC Room "
            "chooses a room of a higher category, We shall pay the associated Medical Expenses (room, nursing, "
            "Medical Practitioner and surgeon fees, operation theatre charges) only in the proportion which the "
            "tariff of a Single Private AC Room in that Hospital bears to the tariff of the room actually occupied. "
            "No such proportionate reduction applies to pharmacy, consumables, implants, medical devices or "
            "diagnostics, or to ICU stays. Where the Hospital has no Single Private AC Room, the next lower "
            "category actually available shall be treated as eligible."))
    A(("h2", "3.2 Pre-hospitalisation Medical Expenses"))
    A(("p", "Medical Expenses incurred in the 60 days immediately before the date of admission, for the same "
            "condition for which the admissible Hospitalisation took place."))
    A(("h2", "3.3 Post-hospitalisation Medical Expenses"))
    A(("p", "Medical Expenses incurred in the 180 days immediately after discharge from the Hospital, for the same "
            "condition for which the admissible Hospitalisation took place."))
    A(("h2", "3.4 Day Care Treatment"))
    A(("p", "Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre, including the related "
            "pre- and post-hospitalisation expenses, are covered up to the Sum Insured. OPD treatment is not a Day "
            "Care Treatment."))
    A(("h2", "3.5 Domiciliary Hospitalisation"))
    A(("p", "Medical Expenses for Domiciliary Hospitalisation lasting more than three consecutive days are covered up to "
            "the Sum Insured, on the written advice of the treating Medical Practitioner. This benefit does not "
            "extend to treatment of asthma, bronchitis, chronic nephritis, diarrhoea, epilepsy, hypertension, "
            "influenza, arthritis, gout, psychiatric disorders or pyrexia of unknown origin."))
    A(("h2", "3.6 AYUSH Treatment"))
    A(("p", "In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy taken in an AYUSH "
            "Hospital is covered up to the Sum Insured."))
    A(("h2", "3.7 Organ Donor Expenses"))
    A(("p", "We will pay the in-patient Medical Expenses of harvesting an organ from a donor for an organ transplant "
            "to an Insured Person, provided the transplant itself is an admissible claim and the donation complies "
            "with the Transplantation of Human Organs Act, 1994. Pre- and post-hospitalisation expenses of the donor "
            "and the cost of acquiring the organ are not covered."))
    A(("h2", "3.8 Emergency Road Ambulance"))
    A(("p", "We will reimburse the reasonable cost of a road ambulance used to take the Insured Person to the "
            "nearest Hospital in an emergency, or from one Hospital to another for better medical facilities, up to "
            "the amount per Hospitalisation specified in the Schedule of Benefits, provided the Hospitalisation claim "
            "is admissible. Air ambulance is not covered under this Policy."))
    A(("h2", "3.9 Cataract Treatment"))
    A(("p", "Cataract surgery is payable after the waiting period in 4.1.2. Our liability is restricted to the "
            "amount per eye specified in the Schedule of Benefits for the Sum Insured band, which includes the cost "
            "of the lens, surgeon's fees and all related pre- and post-hospitalisation expenses."))
    A(("h2", "3.10 Modern Treatment Methods and Advancement in Technologies"))
    A(("p", "The following procedures, when taken as in-patient or day care treatment in a Hospital, are covered "
            "up to the Sum Insured as specified in the Schedule of Benefits:"))
    for m in MODERN:
        A(("li", m))
    A(("h2", "3.11 Cumulative Bonus"))
    A(("p", "For every claim-free Policy Year that is renewed without a break, the Sum Insured is increased by 20% "
            "of the expiring base Sum Insured, subject to a maximum of 100% of the base Sum Insured. If a claim is "
            "paid in a Policy Year, the Cumulative Bonus is reduced at the same rate at the next renewal, but the "
            "base Sum Insured is never reduced. Under a Family Floater the bonus accrues to the floater as a whole."))
    A(("h2", "3.12 Restore Benefit"))
    A(("p", "If the Sum Insured and Cumulative Bonus are partly or fully used up by claims during a Policy Year, We "
            "will reinstate 100% of the base Sum Insured once in that Policy Year. The restored amount may be used "
            "for any later claim in that Policy Year, except a claim for the same Illness for which a claim was "
            "already paid in that year. Any unused restored amount lapses at the end of the Policy Year."))
    A(("h2", "3.13 Preventive Health Check-up"))
    A(("p", "At each renewal with Us, every Insured Person aged 18 years or more may take a health check-up at Our "
            "empanelled centres on a cashless basis, up to the amount per Insured Person specified in the Schedule of "
            "Benefits, irrespective of claims. This benefit does not carry forward."))
    A(("h2", "3.14 Co-payment and Deductible"))
    A(("p", "No co-payment and no deductible apply to claims under this Policy, whatever the age of the Insured "
            "Person at entry or at the time of claim."))

    A(("h1", "Section 4. Waiting Periods and Exclusions"))
    A(("p", "We shall not be liable to make any payment under this Policy for any claim directly or indirectly "
            "caused by, based on, arising out of or attributable to any of the following."))
    A(("h2", "4.1 Waiting Periods"))
    A(("p", "**4.1.1 Pre-Existing Diseases – Code- Excl01**"))
    A(("li", "a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall "
             "be excluded until the expiry of 36 months of continuous coverage after the date of inception of the "
             "first policy with insurer."))
    A(("li", "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase."))
    A(("li", "c) If the Insured Person is continuously covered without any break as defined under the portability "
             "norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be "
             "reduced to the extent of prior coverage."))
    A(("li", "d) Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject to "
             "the same being declared at the time of application and accepted by Insurer."))
    A(("p", "**4.1.2 Specified disease/procedure waiting period – Code- Excl02**"))
    A(("li", "a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded "
             "until the expiry of 24 months of continuous coverage after the date of inception of the first policy "
             "with us. This exclusion shall not be applicable for claims arising due to an accident."))
    A(("li", "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase."))
    A(("li", "c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing "
             "diseases, then the longer of the two waiting periods shall apply."))
    A(("li", "d) The waiting period for listed conditions shall apply even if contracted after the policy or declared "
             "and accepted without a specific exclusion."))
    A(("li", "e) If the Insured Person is continuously covered without any break as defined under the applicable norms "
             "on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of "
             "prior coverage."))
    A(("li", "f) List of specified diseases/procedures:"))
    for s in SPEC_DISEASES:
        A(("li2", s))
    A(("p", "**4.1.3 30-day waiting period – Code- Excl03**"))
    A(("li", "a) Expenses related to the treatment of any illness within 30 days from the first policy commencement "
             "date shall be excluded except claims arising due to an accident, provided the same are covered."))
    A(("li", "b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months."))
    A(("li", "c) The within referred waiting period is made applicable to the enhanced sum insured in the event of "
             "granting higher sum insured subsequently."))

    A(("h2", "4.2 Standard Permanent Exclusions"))
    ex = [
        ("4.2.1 Investigation & Evaluation – Code- Excl04", ["a) Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded.", "b) Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded."]),
        ("4.2.2 Rest Cure, rehabilitation and respite care – Code- Excl05", ["a) Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care either at home or in a nursing facility for personal care such as help with activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual needs."]),
        ("4.2.3 Obesity/ Weight Control – Code- Excl06", ["Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor; 2) The surgery/Procedure conducted should be supported by clinical protocols; 3) The member has to be 18 years of age or older and 4) Body Mass Index (BMI) a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the following severe co-morbidities following failure of less invasive methods of weight loss: i. Obesity-related cardiomyopathy ii. Coronary heart disease iii. Severe Sleep Apnea iv. Uncontrolled Type2 Diabetes"]),
        ("4.2.4 Change-of-Gender treatments – Code- Excl07", ["Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex."]),
        ("4.2.5 Cosmetic or plastic Surgery – Code- Excl08", ["Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner."]),
        ("4.2.6 Hazardous or Adventure sports – Code- Excl09", ["Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving."]),
        ("4.2.7 Breach of law – Code- Excl10", ["Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent."]),
        ("4.2.8 Excluded Providers – Code- Excl11", ["Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not admissible. However, in case of life threatening situations or following an accident, expenses up to the stage of stabilization are payable but not the complete claim."]),
        ("4.2.9 Alcoholism and substance abuse – Code- Excl12", ["Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof."]),
        ("4.2.10 Health hydros and spas – Code- Excl13", ["Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons."]),
        ("4.2.11 Dietary supplements – Code- Excl14", ["Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure."]),
        ("4.2.12 Refractive Error – Code- Excl15", ["Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres."]),
        ("4.2.13 Unproven Treatments – Code- Excl16", ["Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness."]),
        ("4.2.14 Sterility and Infertility – Code- Excl17", ["Expenses related to sterility and infertility. This includes: (i) Any type of contraception, sterilization (ii) Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI (iii) Gestational Surrogacy (iv) Reversal of sterilization"]),
        ("4.2.15 Maternity – Code- Excl18", ["i. Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy; ii. Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period."]),
    ]
    for head, paras in ex:
        A(("p", "**" + head + "**"))
        for p in paras:
            A(("li", p))
    A(("h2", "4.3 Other Exclusions specific to this Policy"))
    for s in ["4.3.1 War, invasion, acts of foreign enemies, hostilities (whether war be declared or not), civil war, "
              "rebellion, revolution, or any nuclear, chemical or biological attack or weapons.",
              "4.3.2 Intentional self-injury or attempted suicide while sane or insane.",
              "4.3.3 Dental treatment or surgery of any kind, unless necessitated by an Accident and requiring "
              "Hospitalisation.",
              "4.3.4 Spectacles, contact lenses, hearing aids, walkers, crutches, wheelchairs and other external "
              "durable medical equipment for use at home.",
              "4.3.5 OPD treatment, and any treatment taken outside India.",
              "4.3.6 Items of a non-medical nature listed in Annexure I (List I – Items for which coverage is not "
              "available in the policy)."]:
        A(("li", s))

    A(("h1", "Section 5. General Terms and Clauses"))
    gen = [
        ("5.1 Disclosure of Information", "The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the policyholder."),
        ("5.2 Condition Precedent to Admission of Liability", "The terms and conditions of the policy must be fulfilled by the insured person for the Company to make any payment for claim(s) arising under the policy."),
        ("5.3 Claim Settlement", "We shall settle or reject a claim within 15 days of receipt of the last necessary document. In case of delay, interest at 2% above the bank rate shall be paid from the date of receipt of the last necessary document. Where an investigation is warranted, it shall be completed within 30 days and the claim settled within 45 days of the last necessary document."),
        ("5.4 Multiple Policies", "Where an Insured Person holds more than one indemnity policy, he may choose the policy under which to claim; if the claim exceeds the Sum Insured of the chosen policy, the balance may be claimed under another policy, and We will not apply any contribution clause."),
        ("5.5 Fraud", "If any claim made by the Insured Person is in any respect fraudulent, or if any false statement or declaration is made or used in support thereof, all benefits under this Policy and the premium paid shall be forfeited, and any amount already paid against such claim shall be repaid to Us."),
        ("5.6 Cancellation", "The Policyholder may cancel the Policy at any time by giving 7 days' notice in writing. We shall refund premium for the unexpired Policy Period on a proportionate basis, provided no claim has been made. We may cancel the Policy only on grounds of established fraud, by giving 15 days' written notice, without refund of premium."),
        ("5.7 Free Look Period", "The Free Look Period shall be applicable on new individual health insurance policies and not on renewals or at the time of porting/migrating the policy. You shall be allowed a free look period of thirty days from date of receipt of the policy document to review the terms and conditions of the policy, and to return the same if not acceptable. If You have not made any claim during the Free Look Period, You shall be entitled to a refund of premium paid less expenses incurred by Us on medical examination and stamp duty, and the proportionate risk premium for the period of cover."),
        ("5.8 Renewal and Grace Period", "The Policy is ordinarily renewable for life, except on grounds of fraud, misrepresentation or non-disclosure. Renewal premium should be paid on or before the due date. A grace period of 30 days is allowed to pay the renewal premium; the Policy continues without loss of continuity benefits, but no cover is available for the period between the expiry date and the date the premium is received. Premium is payable only on an annual basis under this Policy."),
        ("5.9 Migration", "An Insured Person may migrate to a similar or other indemnity health policy of Ours with full credit for the waiting periods already served, subject to the Migration guidelines of the IRDAI."),
        ("5.10 Portability", "An Insured Person may port this Policy to another insurer, or port to Us from another insurer, by applying at least 15 days and not earlier than 60 days before the renewal date, and shall get credit for the waiting periods served to the extent of the previous Sum Insured."),
        ("5.11 Moratorium Period", "After completion of sixty continuous months of coverage (including portability and migration), no policy and claim shall be contestable by the insurer on grounds of non-disclosure or misrepresentation, except on grounds of established fraud. The moratorium applies to the Sum Insured of the first policy and afresh to any enhancement from the date of enhancement."),
        ("5.12 Nomination", "The Policyholder must name a nominee at inception, to whom any amount payable under the Policy shall be paid in the event of the Policyholder's death. A change of nominee shall be notified to Us in writing."),
        ("5.13 Possibility of Revision of Terms / Withdrawal", "The product, premium or terms may be revised with the prior approval of the IRDAI, and the Policyholder shall be notified at least 90 days before the revision takes effect. If the product is withdrawn, the Policyholder may migrate to a suitable product of Ours with continuity benefits."),
        ("5.14 Territorial Limit and Law", "All treatment must be taken in India. The Policy is governed by the laws of India and disputes shall be subject to the jurisdiction of Indian courts."),
    ]
    for h, t in gen:
        A(("p", "**" + h + ".** " + t))

    A(("h1", "Section 6. Claims Procedure"))
    A(("h2", "6.1 Notification of claim"))
    A(("p", "Call Our 24x7 helpline or write to Us as soon as possible. In case of a planned Hospitalisation, the "
            "claim must be notified at least 72 hours before the date of admission. In case of an emergency "
            "Hospitalisation, notice must be given to Us within 24 hours of admission, whether cashless or "
            "reimbursement is sought."))
    A(("h2", "6.2 Cashless facility"))
    A(("p", "Cashless facility is available only at Network Providers. The Hospital will send the pre-authorisation "
            "request to Us with the Insured Person's health card and photo identity proof. We shall decide on the "
            "request within one hour of receipt, and on the final discharge authorisation within three hours. If "
            "pre-authorisation is denied, the Insured Person may take treatment and seek reimbursement."))
    A(("h2", "6.3 Reimbursement"))
    A(("p", "The following documents must reach Us within 30 days of discharge (post-hospitalisation bills within 15 "
            "days after completion of that treatment): claim form signed by the Insured Person; original bills, "
            "receipts and discharge summary; investigation reports; prescriptions for medicines purchased; KYC of "
            "the proposer; NEFT details; police report or medico-legal certificate in case of Accident where "
            "applicable. Delay may be condoned where the reason for it is genuine."))

    A(("h1", "Section 7. Grievance Redressal"))
    A(("p", "For any grievance, the Insured Person may contact the branch office, call 022 6158 2020, or write to "
            "grievance@hdfcergo.example. If not satisfied within 14 days, the matter may be escalated to the Chief "
            "Grievance Officer. If the grievance is not resolved within 30 days, or the reply is not satisfactory, "
            "the Insured Person may approach the Insurance Ombudsman under the Insurance Ombudsman Rules, 2017, or "
            "register the complaint on the Bima Bharosa portal of the IRDAI. The address of the Ombudsman "
            "offices is available on www.cioins.co.in."))

    A(("pb",))
    A(("h1", "Annexure I – List I: Items for which coverage is not available in the Policy (extract)"))
    A(("p", "The complete list prescribed by the IRDAI (Lists I to IV) is available on Our website and forms part of "
            "this Policy. Items include:"))
    li = ["Baby food", "Baby utilities charges", "Beauty services", "Belts / braces", "Buds", "Cold pack / hot pack",
          "Carry bags", "Email / internet charges", "Food charges (other than patient's diet provided by hospital)",
          "Leggings", "Laundry charges", "Mineral water", "Sanitary pad", "Telephone charges", "Guest services",
          "Crepe bandage", "Diaper of any type", "Eyelet collar", "Slings", "Television charges", "Surcharges",
          "Attendant charges", "Birth certificate", "Certificate charges", "Courier charges", "Conveyance charges",
          "Medical certificate", "Medical records", "Photocopies charges", "Mortuary charges", "Walking aids charges",
          "Oxygen cylinder (for usage outside the hospital)", "Spacer", "Spirometre", "Nebulizer kit",
          "Steam inhaler", "Armsling", "Thermometer", "Cervical collar", "Splint", "Diabetic foot wear",
          "Knee braces (long / short / hinged)", "Knee immobilizer / shoulder immobilizer", "Lumbo sacral belt",
          "Nimbus bed or water or air bed charges", "Ambulance collar", "Ambulance equipment",
          "Abdominal binder", "Private nurses charges – special nursing charges", "Sugar free tablets",
          "Creams powders lotions (toiletries are not payable)", "ECG electrodes", "Gloves", "Nebulisation kit",
          "Any kit with no details mentioned", "Kidney tray", "Mask", "Ounce glass", "Oxygen mask",
          "Pelvic traction belt", "Pan can", "Trolly cover", "Urometer, urine jug", "Vasofix safety"]
    half = (len(li) + 1) // 2
    rows = [["Sl.", "Item", "Sl.", "Item"]]
    for i in range(half):
        r = [str(i + 1), li[i]]
        j = i + half
        r += [str(j + 1), li[j]] if j < len(li) else ["", ""]
        rows.append(r)
    A(("table", rows, [10, 75, 10, 79], True, {"pad": 1.5}))

    A(("pb",))
    A(("h1", "Annexure II – Schedule of Benefits"))
    A(("p", "The limits below apply per Insured Person (Individual) or per family (Family Floater), per Policy Year, "
            "unless stated otherwise. \"SI\" means the Sum Insured shown in the Policy Schedule. \"Covered up to SI\" "
            "means no separate sub-limit applies. Clause references are to Section 3 and Section 4 of this wording."))
    hdr = ["Benefit", "SI 5 L", "SI 10 L", "SI 15 L – 25 L", "SI 50 L and above"]
    sob = [
        hdr,
        ["Sum Insured options", "₹ 5,00,000", "₹ 10,00,000", "₹ 15,00,000 / ₹ 20,00,000 / ₹ 25,00,000", "₹ 50,00,000 / ₹ 75,00,000 / ₹ 1,00,00,000"],
        ["Room rent (3.1 a)", "Single private AC room", "Single private AC room", "Any room", "Any room"],
        ["ICU / ICCU charges (3.1 b)", "Actual", "Actual", "Actual", "Actual"],
        ["Surgeon, doctor and specialist fees, OT, medicines, diagnostics (3.1 c, d)", "Covered up to SI", "Covered up to SI", "Covered up to SI", "Covered up to SI"],
        ["Pre-hospitalisation (3.2)", "60 days", "60 days", "60 days", "60 days"],
        ["Post-hospitalisation (3.3)", "180 days", "180 days", "180 days", "180 days"],
        ["Day care treatment (3.4)", "Covered up to SI", "Covered up to SI", "Covered up to SI", "Covered up to SI"],
        ["Domiciliary hospitalisation (3.5)", "Covered up to SI", "Covered up to SI", "Covered up to SI", "Covered up to SI"],
        ["AYUSH in-patient treatment (3.6)", "Covered up to SI", "Covered up to SI", "Covered up to SI", "Covered up to SI"],
        ["Organ donor expenses (3.7)", "Covered up to SI", "Covered up to SI", "Covered up to SI", "Covered up to SI"],
        ["Ambulance, per hospitalisation (3.8)", "₹ 2,000", "₹ 3,000", "₹ 5,000", "₹ 10,000"],
        ["Air ambulance", "Not Covered", "Not Covered", "Not Covered", "Not Covered"],
        ["Cataract, per eye (3.9)", "₹ 40,000", "₹ 60,000", "₹ 80,000", "₹ 1,00,000"],
        ["Modern treatments (3.10)", "Up to SI", "Up to SI", "Up to SI", "Up to SI"],
        ["Cumulative Bonus (3.11)", "20% of base SI per claim-free year, max 100%", "20% of base SI per claim-free year, max 100%", "20% of base SI per claim-free year, max 100%", "20% of base SI per claim-free year, max 100%"],
        ["Restore Benefit (3.12)", "100% of base SI, once per Policy Year", "100% of base SI, once per Policy Year", "100% of base SI, once per Policy Year", "100% of base SI, once per Policy Year"],
        ["Preventive health check-up, per Insured Person (3.13)", "₹ 1,500", "₹ 2,500", "₹ 5,000", "₹ 10,000"],
        ["Maternity expenses and new born baby", "Not Covered", "Not Covered", "Not Covered", "Not Covered"],
        ["OPD treatment", "Not Covered", "Not Covered", "Not Covered", "Not Covered"],
        ["Co-payment (3.14)", "Nil", "Nil", "Nil", "Nil"],
        ["Deductible (3.14)", "Nil", "Nil", "Nil", "Nil"],
        ["Initial waiting period (4.1.3)", "30 days", "30 days", "30 days", "30 days"],
        ["Pre-existing diseases (4.1.1)", "36 months", "36 months", "36 months", "36 months"],
        ["Specified diseases / procedures (4.1.2)", "24 months", "24 months", "24 months", "24 months"],
    ]
    A(("table", sob, [48, 31.5, 31.5, 31.5, 31.5], True, {"repeat": True, "pad": 7, "hpad": 2.5, "cell_font": "DejaVuCond"}))
    A(("p", "Note 1: Where room rent is limited to a Single private AC room, the higher-category rule in clause 3.1 "
            "applies. Note 2: Sub-limits for ambulance, cataract and the health check-up are part of, and not in "
            "addition to, the Sum Insured. Note 3: The Sum Insured band of a Family Floater is that of the floater "
            "Sum Insured."))
    return it
