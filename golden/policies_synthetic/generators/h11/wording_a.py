"""Wording A: Kotak Mahindra General Insurance Company Limited - Kotak Health Suraksha Policy (old style)."""
from wordlib import Styles, Builder, make_doc

INSURER = "Kotak Mahindra General Insurance Company Limited"
PRODUCT = "Kotak Health Suraksha Policy"
UIN = "KOTHLIP20047V011920"
STEM = "KotakMahindra_Health-Suraksha_KOTHLIP20047V011920"


def build(path):
    st = Styles("LSerif", "LSerif-B", "LSerif-I", size=10, lead=12.6)
    b = Builder(st)
    doc, canvas = make_doc(path, f"{INSURER}  |  {PRODUCT}", f"UIN: {UIN}",
                           "Kotak Health Suraksha Policy - Policy Wording",
                           "Synthetic test wording \u2013 not an insurance product", font="LSerif", size=8)

    # ---------------- cover / preamble ----------------
    b.title(INSURER)
    b.center("<b>KOTAK HEALTH SURAKSHA POLICY</b>")
    b.center("POLICY WORDING")
    b.center(f"UIN: {UIN}")
    b.center("Registered Office: 4th Floor, Vinay Bhavya Complex, 159-A, C.S.T. Road, Kalina, Santacruz (East), "
             "Mumbai - 400 098. IRDAI Registration No. 152. CIN: U66000MH2014PLC260291")
    b.space(6)

    b.h1("SECTION 1. PREAMBLE AND OPERATIVE CLAUSE")
    b.n("1.1", "This Policy is a contract of insurance issued by Kotak Mahindra General Insurance Company Limited "
        "(hereinafter called \"the Company\") to the Proposer named in the Schedule. The Proposer has made to the "
        "Company a written proposal and declaration, together with such other information as the Company required, "
        "which shall form the basis of this contract and are deemed to be incorporated herein.")
    b.n("1.2", "In consideration of the premium specified in the Schedule having been paid, the Company undertakes, "
        "subject to the terms, conditions, exclusions and limits contained herein or endorsed hereon, to indemnify "
        "the Insured Person(s) for the Medical Expenses reasonably and necessarily incurred on Hospitalisation for "
        "an Illness contracted or an Injury sustained during the Policy Period.")
    b.n("1.3", "The total liability of the Company for all claims made in a Policy Year shall not exceed the Sum "
        "Insured stated in the Schedule for that Insured Person (or for the family, where the Policy is issued on a "
        "floater basis), together with any Cumulative Bonus earned under Section 3.11.")
    b.n("1.4", "Headings in this Policy are for convenience only. Words in the singular include the plural and words "
        "in the masculine include the feminine. Capitalised terms carry the meaning given to them in Section 2.")

    # ---------------- definitions ----------------
    b.h1("SECTION 2. DEFINITIONS")
    b.h2("2.1 Standard Definitions")
    defs = [
        ("2.1.1", "<b>Accident</b> means sudden, unforeseen and involuntary event caused by external, visible and violent means."),
        ("2.1.2", "<b>Any one illness</b> means continuous period of illness and includes relapse within 45 days from the date of last consultation with the Hospital/Nursing Home where treatment was taken."),
        ("2.1.3", "<b>AYUSH Hospital</b> is a healthcare facility wherein medical/surgical/para-surgical treatment procedures and interventions are carried out by AYUSH Medical Practitioner(s) comprising of any of the following: central or state government AYUSH Hospital; teaching hospital attached to AYUSH College recognised by the Central Government/Central Council of Indian Medicine/Central Council for Homeopathy; or an AYUSH Hospital, standalone or co-located with in-patient healthcare facility of any recognised system of medicine, registered with the local authorities."),
        ("2.1.4", "<b>Cashless facility</b> means a facility extended by the insurer to the insured where the payments, of the costs of treatment undergone by the insured in accordance with the Policy terms and conditions, are directly made to the network provider by the insurer to the extent pre-authorization is approved."),
        ("2.1.5", "<b>Condition Precedent</b> means a Policy term or condition upon which the Insurer's liability under the Policy is conditional upon."),
        ("2.1.6", "<b>Congenital Anomaly</b> means a condition which is present since birth, and which is abnormal with reference to form, structure or position. Internal Congenital Anomaly means one which is not in the visible and accessible parts of the body; External Congenital Anomaly means one which is in the visible and accessible parts of the body."),
        ("2.1.7", "<b>Co-payment</b> means a cost sharing requirement under a health insurance policy that provides that the policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does not reduce the Sum Insured."),
        ("2.1.8", "<b>Cumulative Bonus</b> means any increase or addition in the Sum Insured granted by the insurer without an associated increase in premium."),
        ("2.1.9", "<b>Day Care Treatment</b> means medical treatment, and/or surgical procedure which is undertaken under General or Local Anaesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, and which would have otherwise required hospitalisation of more than 24 hours. Treatment normally taken on an out-patient basis is not included in the scope of this definition."),
        ("2.1.10", "<b>Domiciliary Hospitalisation</b> means medical treatment for an illness/disease/injury which in the normal course would require care and treatment at a hospital but is actually taken while confined at home under any of the following circumstances: the condition of the patient is such that he/she is not in a condition to be removed to a hospital, or the patient takes treatment at home on account of non-availability of room in a hospital."),
        ("2.1.11", "<b>Emergency Care</b> means management for an illness or injury which results in symptoms which occur suddenly and unexpectedly, and requires immediate care by a medical practitioner to prevent death or serious long term impairment of the insured person's health."),
        ("2.1.12", "<b>Grace Period</b> means the specified period of time immediately following the premium due date during which a payment can be made to renew or continue a policy in force without loss of continuity benefits such as waiting periods and coverage of pre-existing diseases. Coverage is not available for the period for which no premium is received."),
        ("2.1.13", "<b>Hospital</b> means any institution established for in-patient care and day care treatment of illness and/or injuries and which has been registered as a hospital with the local authorities under the Clinical Establishments (Registration and Regulation) Act, 2010 or under enactments specified under the Schedule of Section 56(1) of the said Act, or complies with all minimum criteria as under: has qualified nursing staff under its employment round the clock; has at least 10 in-patient beds in towns having a population of less than 10,00,000 and at least 15 in-patient beds in all other places; has qualified medical practitioner(s) in charge round the clock; has a fully equipped operation theatre of its own where surgical procedures are carried out; maintains daily records of patients and makes these accessible to the insurance company's authorised personnel."),
        ("2.1.14", "<b>Hospitalisation</b> means admission in a Hospital for a minimum period of 24 consecutive 'In-patient Care' hours except for specified procedures/treatments, where such admission could be for a period of less than 24 consecutive hours."),
        ("2.1.15", "<b>Illness</b> means a sickness or a disease or pathological condition leading to the impairment of normal physiological function and requires medical treatment."),
        ("2.1.16", "<b>Intensive Care Unit</b> means an identified section, ward or wing of a hospital which is under the constant supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous monitoring and treatment of patients who are in a critical condition, or require life support facilities and where the level of care and supervision is considerably more sophisticated and intensive than in the ordinary and other wards."),
        ("2.1.17", "<b>ICU Charges</b> means the amount charged by a Hospital towards ICU expenses which shall include the expenses for ICU bed, general medical support services provided to any ICU patient including monitoring devices, critical care nursing and intensivist charges."),
        ("2.1.18", "<b>Medical Expenses</b> means those expenses that an Insured Person has necessarily and actually incurred for medical treatment on account of Illness or Accident on the advice of a Medical Practitioner, as long as these are no more than would have been payable if the Insured Person had not been insured and no more than other hospitals or doctors in the same locality would have charged for the same medical treatment."),
        ("2.1.19", "<b>Medical Practitioner</b> means a person who holds a valid registration from the Medical Council of any State or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of India or a State Government and is thereby entitled to practice medicine within its jurisdiction; and is acting within its scope and jurisdiction of license."),
        ("2.1.20", "<b>Network Provider</b> means hospitals enlisted by an insurer, TPA or jointly by an Insurer and TPA to provide medical services to an insured by a cashless facility."),
        ("2.1.21", "<b>Pre-Existing Disease</b> means any condition, ailment, injury or disease that is/are diagnosed by a physician within 48 months prior to the effective date of the policy issued by the insurer or its reinstatement, or for which medical advice or treatment was recommended by, or received from, a physician within 48 months prior to the effective date of the policy issued by the insurer or its reinstatement."),
        ("2.1.22", "<b>Reasonable and Customary Charges</b> means the charges for services or supplies, which are the standard charges for the specific provider and consistent with the prevailing charges in the geographical area for identical or similar services, taking into account the nature of the illness/injury involved."),
        ("2.1.23", "<b>Room Rent</b> means the amount charged by a Hospital towards Room and Boarding expenses and shall include the associated medical expenses."),
        ("2.1.24", "<b>Surgery or Surgical Procedure</b> means manual and/or operative procedure(s) required for treatment of an illness or injury, correction of deformities and defects, diagnosis and cure of diseases, relief from suffering and prolongation of life, performed in a hospital or day care centre by a medical practitioner."),
        ("2.1.25", "<b>Unproven/Experimental treatment</b> means treatment including drug experimental therapy which is not based on established medical practice in India, is treatment experimental or unproven."),
    ]
    for num, t in defs:
        b.n(num, t, indent=30)
    b.h2("2.2 Specific Definitions")
    sdefs = [
        ("2.2.1", "<b>Associated Medical Expenses</b> means Room Rent, nursing charges, operation theatre charges, fees of the surgeon, anaesthetist, Medical Practitioner and specialists, and charges for procedures, all as billed by the Hospital, but does not include the cost of pharmacy and consumables, the cost of implants and medical devices, or the cost of diagnostics."),
        ("2.2.2", "<b>Insured Person</b> means the person(s) named in the Schedule as insured under this Policy."),
        ("2.2.3", "<b>Policy Period</b> means the period between the commencement date and the expiry date stated in the Schedule; <b>Policy Year</b> means a period of twelve months beginning from the commencement date, or any anniversary of it, within the Policy Period."),
        ("2.2.4", "<b>Schedule</b> means the Schedule attached to and forming part of this Policy, including any annexure or endorsement to it."),
        ("2.2.5", "<b>Sum Insured</b> means the amount stated in the Schedule for an Insured Person, which is the maximum liability of the Company for all claims in a Policy Year; for a floater policy, the Sum Insured is available to all Insured Persons together."),
    ]
    for num, t in sdefs:
        b.n(num, t, indent=30)

    # ---------------- coverage ----------------
    b.h1("SECTION 3. COVERAGE")
    b.p("The Company will pay the following expenses incurred in India in respect of an admissible Hospitalisation, "
        "subject always to the Sum Insured, the limits in Section 3.4, the Table of Benefits in Section 3.13 and the "
        "waiting periods and exclusions in Section 4.")
    b.h2("3.1 In-patient Hospitalisation Expenses")
    b.n("3.1.1", "Medical Expenses for Hospitalisation of the Insured Person for more than 24 consecutive hours, on "
        "the written advice of a Medical Practitioner, towards the following heads:", indent=30)
    b.n("3.1.1.1", "Accommodation charges, that is, room, boarding and nursing expenses as provided by the Hospital;", indent=52)
    b.n("3.1.1.2", "Intensive Care Unit (ICU) or Intensive Cardiac Care Unit (ICCU) charges;", indent=52)
    b.n("3.1.1.3", "Fees of the surgeon, anaesthetist, Medical Practitioner, consultants and specialists;", indent=52)
    b.n("3.1.1.4", "Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, "
        "diagnostic materials and X-ray, dialysis, chemotherapy, radiotherapy, cost of pacemaker, prosthesis and "
        "internal implants.", indent=52)
    b.h2("3.2 Pre-Hospitalisation Medical Expenses")
    b.n("3.2.1", "Medical Expenses incurred during the 30 days immediately preceding the date of admission are payable "
        "provided that they relate to the same condition for which the Hospitalisation claim is admitted under "
        "Section 3.1.", indent=30)
    b.h2("3.3 Post-Hospitalisation Medical Expenses")
    b.n("3.3.1", "Medical Expenses incurred during the 60 days immediately following the date of discharge are payable "
        "provided that they relate to the same condition for which the Hospitalisation claim is admitted under "
        "Section 3.1.", indent=30)
    b.h2("3.4 Limits applicable to In-patient Hospitalisation")
    b.n("3.4.1", "Room, boarding and nursing charges are payable up to 1% of the Sum Insured per day and Intensive "
        "Care Unit charges up to 2% of the Sum Insured per day, subject to a maximum of Rs. 10,000 and Rs. 20,000 "
        "per day respectively.", indent=30)
    b.n("3.4.2", "Proportionate deduction: where the Insured Person stays in a room whose charge per day is higher than "
        "the limit in Section 3.4.1, the Company shall pay the Associated Medical Expenses only in the same "
        "proportion as the eligible room charge per day bears to the room charge per day actually incurred. This "
        "proportionate deduction shall not be applied to the cost of pharmacy and consumables, implants and medical "
        "devices, or diagnostics, nor to ICU charges, nor where the Hospital does not follow differential billing "
        "based on the category of room.", indent=30)
    b.n("3.4.2.1", "Illustration: for a Sum Insured of Rs. 5,00,000 the eligible room charge is Rs. 5,000 per day. If "
        "the Insured Person occupies a room charged at Rs. 7,500 per day, the Associated Medical Expenses are "
        "payable at 5,000/7,500, that is 66.67% of the amount billed; a surgeon's fee of Rs. 30,000 would be "
        "admitted at Rs. 20,000.", indent=52)
    b.n("3.4.3", "Cataract: the Company's liability for treatment of cataract is limited to Rs. 30,000 per eye, and to "
        "Rs. 50,000 in all for one or both eyes in any one Policy Period.", indent=30)
    b.n("3.4.4", "All other limits are as stated in the Table of Benefits in Section 3.13 and in the Schedule.", indent=30)

    b.h2("3.5 Day Care Treatment")
    b.n("3.5.1", "Medical Expenses for Day Care Treatment undertaken in a Hospital or Day Care Centre are payable under "
        "Section 3.1, even though Hospitalisation lasts less than 24 hours. The procedures are listed in Annexure III; "
        "treatment normally taken on an out-patient basis is not payable.", indent=30)
    b.h2("3.6 Domiciliary Hospitalisation")
    b.n("3.6.1", "Medical Expenses for Domiciliary Hospitalisation are payable up to 10% of the Sum Insured per Policy "
        "Year, provided the treatment continues for at least three consecutive days.", indent=30)
    b.n("3.6.2", "No payment is made under this Section for pre-hospitalisation or post-hospitalisation expenses, or "
        "for treatment of asthma, bronchitis, chronic nephritis and nephritic syndrome, diarrhoea and all types of "
        "dysenteries including gastro-enteritis, diabetes mellitus and insipidus, epilepsy, hypertension, influenza, "
        "cough and cold, psychiatric or psychosomatic disorders, pyrexia of unknown origin for less than 10 days, "
        "tonsillitis and upper respiratory tract infection including laryngitis and pharyngitis, arthritis, gout and "
        "rheumatism.", indent=30)
    b.h2("3.7 Ambulance Charges")
    b.n("3.7.1", "Charges incurred on a road ambulance service offered by a Hospital or by an ambulance service "
        "provider for transferring the Insured Person to the nearest Hospital in an emergency, or from one Hospital "
        "to another for better medical care, are payable up to Rs. 2,500 per Hospitalisation, provided the "
        "Hospitalisation claim is admissible under Section 3.1.", indent=30)
    b.h2("3.8 Organ Donor Expenses")
    b.n("3.8.1", "Medical Expenses incurred on harvesting the organ from a donor for an organ transplant to the "
        "Insured Person are payable within the Sum Insured, provided that the donation complies with the "
        "Transplantation of Human Organs Act, 1994. Pre- and post-hospitalisation expenses of the donor, the cost of "
        "acquiring the organ and any complication to the donor are not payable.", indent=30)
    b.h2("3.9 AYUSH Treatment")
    b.n("3.9.1", "In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy taken in an "
        "AYUSH Hospital is payable up to 25% of the Sum Insured per Policy Year.", indent=30)
    b.h2("3.10 Modern Treatment Methods")
    b.n("3.10.1", "The following procedures, when taken as in-patient or day care treatment, are payable up to 50% of "
        "the Sum Insured for each procedure in a Policy Year: uterine artery embolisation and HIFU, balloon "
        "sinuplasty, deep brain stimulation, oral chemotherapy, immunotherapy by monoclonal antibody injection, "
        "intravitreal injections, robotic surgeries, stereotactic radio surgeries, bronchial thermoplasty, "
        "vaporisation of the prostate, intra-operative neuro monitoring and stem cell therapy (haematological "
        "conditions only).", indent=30)
    b.h2("3.11 Cumulative Bonus")
    b.n("3.11.1", "For each claim-free Policy Year the Sum Insured of the following year is increased by 10% of the "
        "expiring Sum Insured, up to a maximum of 50% of the Sum Insured, provided the Policy is renewed without a "
        "break.", indent=30)
    b.n("3.11.2", "If a claim is paid in a Policy Year, the accrued Cumulative Bonus is reduced by 10% of the Sum "
        "Insured at the next renewal; the Sum Insured itself is never reduced.", indent=30)
    b.h2("3.12 Health Check-up")
    b.n("3.12.1", "At the end of every block of three continuous claim-free Policy Years, the Company will reimburse the "
        "cost of a health check-up up to 1% of the average Sum Insured of those three years, subject to a maximum of "
        "Rs. 5,000 per Insured Person.", indent=30)

    b.h2("3.13 Table of Benefits")
    b.p("The limits below are per Insured Person unless otherwise stated and apply together with the Sections "
        "referred to. All amounts are in Indian Rupees.")
    hdr = ["Benefit", "SI Rs. 2,00,000", "SI Rs. 3,00,000", "SI Rs. 5,00,000", "SI Rs. 7,50,000",
           "SI Rs. 10,00,000", "SI Rs. 15,00,000"]
    rows = [hdr,
            ["Room, boarding and nursing per day (Section 3.4.1)", "Rs. 2,000", "Rs. 3,000", "Rs. 5,000",
             "Rs. 7,500", "Rs. 10,000", "Rs. 10,000"],
            ["ICU / ICCU charges per day (Section 3.4.1)", "Rs. 4,000", "Rs. 6,000", "Rs. 10,000", "Rs. 15,000",
             "Rs. 20,000", "Rs. 20,000"],
            ["Cataract (Section 3.4.3)", "Rs. 30,000 per eye; Rs. 50,000 per Policy Period", "As for SI Rs. 2,00,000",
             "As for SI Rs. 2,00,000", "As for SI Rs. 2,00,000", "As for SI Rs. 2,00,000", "As for SI Rs. 2,00,000"],
            ["Road ambulance (Section 3.7)", "Rs. 2,500 per Hospitalisation", "Rs. 2,500", "Rs. 2,500", "Rs. 2,500",
             "Rs. 2,500", "Rs. 2,500"],
            ["Domiciliary Hospitalisation (Section 3.6)", "10% of SI", "10% of SI", "10% of SI", "10% of SI",
             "10% of SI", "10% of SI"],
            ["AYUSH in-patient treatment (Section 3.9)", "25% of SI", "25% of SI", "25% of SI", "25% of SI",
             "25% of SI", "25% of SI"],
            ["Modern treatment methods (Section 3.10)", "50% of SI per procedure", "50% of SI", "50% of SI",
             "50% of SI", "50% of SI", "50% of SI"],
            ["Health check-up after 3 claim-free years (Section 3.12)", "Rs. 2,000", "Rs. 3,000", "Rs. 5,000",
             "Rs. 5,000", "Rs. 5,000", "Rs. 5,000"],
            ["Maternity and new born baby", "Not Covered", "Not Covered", "Not Covered", "Not Covered",
             "Not Covered", "Not Covered"],
            ]
    b.table(rows, [44, 21.5, 21.5, 21.5, 21.5, 21.5, 22.5], ruled=True, bold_first_col=False)

    # ---------------- waiting periods and exclusions ----------------
    b.h1("SECTION 4. WAITING PERIODS AND EXCLUSIONS")
    b.h2("4.1 Waiting Periods")
    b.n("4.1.1", "<b>First thirty days.</b> Expenses related to the treatment of any Illness within 30 days from the first "
        "Policy commencement date shall be excluded, except claims arising due to an Accident. This exclusion shall "
        "not apply if the Insured Person has been continuously covered for more than twelve months, and it applies "
        "afresh to any increase in the Sum Insured.", indent=30)
    b.n("4.1.2", "<b>Specified diseases and procedures.</b> Expenses related to the treatment of the conditions, "
        "surgeries and treatments listed below shall be excluded until the expiry of 24 months of continuous coverage "
        "after the date of inception of the first policy with the Company. This exclusion shall not apply to claims "
        "arising due to an Accident. If the condition is also a Pre-Existing Disease, the longer of the two waiting "
        "periods applies.", indent=30)
    sd = ["Cataract and other age-related eye disorders", "Benign enlargement of the prostate",
          "Hernia of all types, hydrocele and spermatocele", "Fistula in ano, fissure in ano and piles (haemorrhoids)",
          "Sinusitis and related disorders; deviated nasal septum; tonsillectomy and adenoidectomy",
          "Calculus diseases of the gall bladder and urinary system", "Hysterectomy and fibroids, unless for malignancy",
          "Gastric and duodenal ulcers", "Varicose veins and varicose ulcers",
          "Joint replacement surgery and osteoarthritis, unless necessitated by an Accident",
          "Prolapsed intervertebral disc, unless arising from an Accident", "Internal Congenital Anomaly",
          "Cysts, polyps and nodules of the breast, skin and internal organs, unless malignant",
          "Chronic kidney disease and chronic liver disease"]
    for i, t in enumerate(sd, 1):
        b.n(f"4.1.2.{i}", t, indent=52)
    b.n("4.1.3", "<b>Pre-Existing Diseases.</b> Expenses related to the treatment of a Pre-Existing Disease and its "
        "direct complications shall be excluded until the expiry of 48 months of continuous coverage after the date "
        "of inception of the first policy with the Company. In case of enhancement of Sum Insured the exclusion "
        "applies afresh to the extent of the increase. Coverage after 48 months is subject to the disease having been "
        "declared in the proposal and accepted by the Company.", indent=30)
    b.n("4.1.4", "The waiting periods in Sections 4.1.1 to 4.1.3 are reduced to the extent of prior continuous "
        "coverage where the Insured Person has ported or migrated to this Policy under the applicable IRDAI "
        "guidelines.", indent=30)

    b.h2("4.2 Permanent Exclusions")
    b.p("The Company shall not be liable to make any payment under this Policy in respect of any expenses whatsoever "
        "incurred by an Insured Person in connection with or in respect of:")
    ex = [
        "Any admission primarily for diagnostics and evaluation purposes only, and any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment.",
        "Any admission primarily for enforced bed rest and not for receiving treatment, including custodial care either at home or in a nursing facility for personal care such as help with activities of daily living, and any services for people who are terminally ill to address physical, social, emotional and spiritual needs.",
        "Surgical treatment of obesity that does not fulfil all of the following conditions: the surgery is conducted upon the advice of the Doctor; it is supported by clinical protocols; the member is 18 years of age or older; and the Body Mass Index is greater than or equal to 40, or greater than or equal to 35 together with obesity-related cardiomyopathy, coronary heart disease, severe sleep apnoea or uncontrolled type 2 diabetes, after failure of less invasive methods of weight loss.",
        "Any treatment, including surgical management, to change characteristics of the body to those of the opposite sex.",
        "Cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured, certified by the attending Medical Practitioner.",
        "Any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing, scuba diving, hang gliding, sky diving and deep-sea diving.",
        "Treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent.",
        "Treatment for alcoholism, drug or substance abuse or any addictive condition and consequences thereof.",
        "Treatments received in health hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments, or where admission is arranged wholly or partly for domestic reasons.",
        "Dietary supplements and substances that can be purchased without prescription, including but not limited to vitamins, minerals and organic substances, unless prescribed by a Medical Practitioner as part of a Hospitalisation claim or Day Care procedure.",
        "Treatment for correction of eye sight due to refractive error less than 7.5 dioptres.",
        "Any unproven treatment, services and supplies for or in connection with any treatment, that is, treatments, procedures or supplies that lack significant medical documentation to support their effectiveness.",
        "Sterility and infertility, including any type of contraception or sterilisation, assisted reproduction services such as artificial insemination, IVF, ZIFT, GIFT and ICSI, gestational surrogacy and reversal of sterilisation.",
        "Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during Hospitalisation) except ectopic pregnancy, and expenses towards miscarriage (unless due to an Accident) and lawful medical termination of pregnancy during the Policy Period.",
        "Dental treatment or surgery of any kind unless necessitated by an Accident and requiring Hospitalisation.",
        "Cost of spectacles, contact lenses, hearing aids, crutches, walkers and other external durable medical equipment.",
        "Out-patient consultations, investigations and treatment, other than as specifically provided in Sections 3.2, 3.3 and 3.12.",
        "External Congenital Anomaly and any treatment relating to it.",
        "Injury or Illness directly or indirectly caused by war, invasion, act of foreign enemy, hostilities (whether war be declared or not), civil war, rebellion, revolution or military or usurped power, or by nuclear weapons, ionising radiation or contamination by radioactivity.",
        "Intentional self-injury or attempted suicide while sane or insane.",
        "Items of a non-medical nature listed in Annexure II, and any charges for registration, admission, documentation or service not forming part of the room charges.",
        "Treatment taken outside India.",
    ]
    for i, t in enumerate(ex, 1):
        b.n(f"{i}.", t, indent=22)

    # ---------------- co-payment ----------------
    b.h1("SECTION 5. CO-PAYMENT")
    b.n("5.1", "Every admissible claim in respect of an Insured Person who was aged 61 years or above on the date on "
        "which he or she was first covered under this Policy shall be subject to a co-payment of 10% of the admissible "
        "claim amount, which shall be borne by the Insured Person.")
    b.n("5.2", "No co-payment applies to an Insured Person who entered the Policy at an age of 60 years or below, "
        "regardless of his or her age at the time of claim.")

    # ---------------- general conditions ----------------
    b.h1("SECTION 6. GENERAL TERMS AND CONDITIONS")
    b.h2("6.1 Eligibility")
    b.n("6.1.1", "Adults may be covered from 18 years to 65 years of age at entry.", indent=30)
    b.n("6.1.2", "Dependent children may be covered from 91 days to 25 years of age, provided that one or both "
        "parents are covered under the same Policy.", indent=30)
    b.n("6.1.3", "There is no upper age limit for renewal; the Policy is ordinarily renewable for life.", indent=30)
    b.n("6.1.4", "The Sum Insured may be chosen from Rs. 2 lakh, Rs. 3 lakh, Rs. 5 lakh, Rs. 7.5 lakh, Rs. 10 lakh and "
        "Rs. 15 lakh, on an individual basis or on a floater basis for the family.", indent=30)
    b.h2("6.2 Disclosure of Information")
    b.n("6.2.1", "The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event "
        "of misrepresentation, mis-description or non-disclosure of any material fact by the Policyholder.", indent=30)
    b.h2("6.3 Condition Precedent to Admission of Liability")
    b.n("6.3.1", "The due observance and fulfilment of the terms and conditions of this Policy by the Insured Person "
        "shall be a condition precedent to any liability of the Company to make any payment under this Policy.", indent=30)
    b.h2("6.4 Premium and Grace Period")
    b.n("6.4.1", "The premium shall be paid in full, annually, before the commencement of the Policy Period. No receipt "
        "for premium shall be valid except on the official form of the Company.", indent=30)
    b.n("6.4.2", "Grace Period: where the renewal premium is paid within 30 days after the due date, the Policy shall be "
        "renewed with continuity of all benefits. No claim shall be payable for any Hospitalisation that begins "
        "during the Grace Period before the premium is received.", indent=30)
    b.h2("6.5 Free Look Period")
    b.n("6.5.1", "The Free Look Period shall be applicable on new individual health insurance policies and not on "
        "renewals or at the time of porting/migrating the policy.", indent=30)
    b.n("6.5.2", "The Insured Person shall be allowed a free look period of 30 days from the date of receipt of the "
        "Policy document to review the terms and conditions of the Policy, and to return the same if not acceptable. "
        "If the Insured Person has not made any claim during the free look period, he or she shall be entitled to a "
        "refund of the premium paid less the expenses incurred by the Company on medical examination and stamp duty "
        "charges, and a proportionate risk premium for the period of cover.", indent=30)
    b.h2("6.6 Renewal")
    b.n("6.6.1", "The Policy shall ordinarily be renewable except on grounds of fraud, misrepresentation by the Insured "
        "Person or non-co-operation. Renewal shall not be denied on the ground that the Insured Person made a claim in "
        "a preceding Policy Year, and no loading shall apply on renewal based on an individual's claim experience.", indent=30)
    b.h2("6.7 Cancellation")
    b.n("6.7.1", "The Policyholder may cancel this Policy by giving 15 days' written notice, in which case the Company "
        "shall refund premium for the unexpired period on the short period scale below, provided no claim has been "
        "made under the Policy.", indent=30)
    b.table([["Period on risk", "Up to 1 month", "Up to 3 months", "Up to 6 months", "Exceeding 6 months"],
             ["Premium refunded", "75%", "50%", "25%", "Nil"]], [40, 30, 30, 30, 35], ruled=True)
    b.n("6.7.2", "The Company may cancel this Policy at any time on grounds of misrepresentation, non-disclosure of "
        "material facts or fraud by the Insured Person, by giving 15 days' written notice. No refund of premium "
        "shall be made in such a case.", indent=30)
    b.h2("6.8 Portability and Migration")
    b.n("6.8.1", "The Insured Person may port the Policy to another insurer, or migrate to another health insurance "
        "product of the Company, by applying at least 45 days (and not earlier than 60 days) before the renewal date, "
        "and shall receive credit for the waiting periods served as per the IRDAI guidelines.", indent=30)
    b.h2("6.9 Moratorium Period")
    b.n("6.9.1", "After completion of sixty continuous months of coverage (including portability and migration), no "
        "policy and claim shall be contestable on grounds of non-disclosure or misrepresentation, except on grounds "
        "of established fraud. The Policy remains subject to all limits, sub-limits, co-payments and deductibles.", indent=30)
    b.h2("6.10 Multiple Policies")
    b.n("6.10.1", "Where the Insured Person holds two or more indemnity policies, he or she may choose the policy under "
        "which a claim is settled. If the amount exceeds the Sum Insured under one policy, the balance may be claimed "
        "under the other policy.", indent=30)
    b.h2("6.11 Fraud")
    b.n("6.11.1", "If any claim is in any manner fraudulent, or supported by a fraudulent statement or device, all "
        "benefits under this Policy and the premium paid shall be forfeited, and any amount already paid shall be "
        "repaid to the Company.", indent=30)
    b.h2("6.12 Possibility of Revision of Terms and Withdrawal of Product")
    b.n("6.12.1", "The Company may revise the terms of this Policy, including the premium rates, with the prior approval "
        "of IRDAI, after giving the Insured Person three months' notice. If the product is withdrawn, the Insured "
        "Person will be notified 90 days before the renewal date and offered migration to a similar product.", indent=30)
    b.h2("6.13 Other Conditions")
    b.n("6.13.1", "Territorial limit: all treatment must be taken in India and all claims are payable in Indian "
        "Rupees.", indent=30)
    b.n("6.13.2", "Nomination: the Policyholder may nominate a person to receive claim amounts in the event of his or "
        "her death, and may change the nomination by written notice.", indent=30)
    b.n("6.13.3", "Arbitration: if any dispute arises as to the quantum to be paid under this Policy (liability being "
        "otherwise admitted), it shall be referred to a sole arbitrator under the Arbitration and Conciliation Act, "
        "1996.", indent=30)

    # ---------------- claims ----------------
    b.h1("SECTION 7. CLAIM PROCEDURE")
    b.h2("7.1 Notification of Claim")
    b.n("7.1.1", "In an emergency Hospitalisation, the Company or its TPA must be informed within 24 hours of admission, "
        "by telephone on the toll-free number 1800 266 4545, by e-mail or in writing.", indent=30)
    b.n("7.1.2", "For a planned Hospitalisation, intimation must reach the Company or its TPA at least 72 hours before "
        "the date of admission.", indent=30)
    b.n("7.1.3", "The Company may condone a delay in notification where the Insured Person shows that the delay was for "
        "reasons beyond his or her control.", indent=30)
    b.h2("7.2 Cashless Facility")
    b.n("7.2.1", "Cashless facility is available only at Network Providers. The Insured Person must present the health "
        "card and a photo identity at the Hospital, which will send a pre-authorisation request to the TPA. The TPA "
        "will approve, query or deny the request; a denial of cashless facility is not a denial of the claim.", indent=30)
    b.h2("7.3 Reimbursement Claims")
    b.n("7.3.1", "For reimbursement, the following documents must be submitted within 30 days of the date of "
        "discharge: duly completed claim form; original bills, receipts and discharge summary; investigation reports "
        "with the prescriptions advising them; pharmacy bills with prescriptions; First Information Report or "
        "Medico-Legal Certificate in case of an Accident; KYC and cancelled cheque of the Proposer.", indent=30)
    b.n("7.3.2", "Documents for post-hospitalisation expenses must be submitted within 15 days of completion of the "
        "post-hospitalisation treatment.", indent=30)
    b.h2("7.4 Claim Settlement")
    b.n("7.4.1", "The Company shall settle or reject a claim within 30 days of receipt of the last necessary document. "
        "In case of delay, the Company shall pay interest at a rate 2% above the bank rate from the date of receipt of "
        "the last necessary document to the date of payment.", indent=30)
    b.n("7.4.2", "Where an investigation is warranted, it shall be completed within 30 days and the claim settled "
        "within 45 days of receipt of the last necessary document.", indent=30)

    # ---------------- grievance ----------------
    b.h1("SECTION 8. GRIEVANCE REDRESSAL")
    b.n("8.1", "In case of any grievance, the Insured Person may contact the Company through the website, the "
        "toll-free number 1800 266 4545 or by e-mail to care@kotakgi.example, or write to the Grievance Redressal "
        "Officer at the Registered Office.")
    b.n("8.2", "If the grievance is not resolved within 15 days, or the Insured Person is not satisfied with the "
        "response, he or she may approach the Insurance Ombudsman of the jurisdiction listed in Annexure I under the "
        "Insurance Ombudsman Rules, 2017, or register the complaint on the IRDAI Bima Bharosa portal.")

    # ---------------- annexures ----------------
    b.h1("ANNEXURE I - OFFICES OF THE INSURANCE OMBUDSMAN (EXTRACT)")
    b.table([["Office", "Address", "Jurisdiction"],
             ["Mumbai", "3rd Floor, Jeevan Seva Annexe, S.V. Road, Santacruz (W), Mumbai - 400 054",
              "Goa, Mumbai Metropolitan Region excluding Navi Mumbai and Thane"],
             ["Pune", "Jeevan Darshan Bldg., 3rd Floor, C.T.S. No. 195 to 198, N.C. Kelkar Road, Narayan Peth, Pune - 411 030",
              "Maharashtra, excluding Mumbai Metropolitan Region"],
             ["Chennai", "Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai - 600 018",
              "Tamil Nadu, Puducherry town and Karaikal"],
             ["Delhi", "2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi - 110 002",
              "Delhi"],
             ["Kolkata", "Hindustan Bldg. Annexe, 7th Floor, 4, C.R. Avenue, Kolkata - 700 072",
              "West Bengal, Sikkim, Andaman and Nicobar Islands"]], [25, 95, 55], ruled=True)
    b.h1("ANNEXURE II - ITEMS NOT PAYABLE (EXTRACT)")
    items = ["Baby food", "Baby utilities charges", "Beauty services", "Belts / braces", "Buds", "Cold pack / hot pack",
             "Carry bags", "Email / internet charges", "Food charges (other than patient's diet provided by the hospital)",
             "Leggings", "Laundry charges", "Mineral water", "Sanitary pad", "Telephone charges", "Guest services",
             "Crepe bandage", "Diaper of any type", "Eyelet collar", "Slings", "Blood grouping and cross matching of donors samples",
             "Service charges where nursing charge also charged", "Television charges", "Surcharges", "Attendant charges",
             "Extra diet of patient (other than that which forms part of bed charge)", "Birth certificate",
             "Certificate charges", "Courier charges", "Conveyance charges", "Medical certificate",
             "Medical records", "Photocopies charges", "Mortuary charges", "Walking aids charges",
             "Oxygen cylinder (for usage outside the hospital)", "Spacer", "Spirometre", "Nebulizer kit",
             "Steam inhaler", "Armsling", "Thermometer", "Cervical collar", "Splint", "Diabetic foot wear",
             "Knee braces (long / short / hinged)", "Knee immobilizer / shoulder immobilizer", "Lumbo sacral belt",
             "Nimbus bed or water or air bed charges", "Ambulance collar", "Ambulance equipment",
             "Abdominal binder", "Private nurses charges - special nursing charges", "Sugar free tablets",
             "Creams, powders, lotions (toiletries are not payable, only prescribed medical pharmaceuticals payable)",
             "ECG electrodes", "Gloves", "Nebulisation kit", "Any kit with no details mentioned", "Kidney tray",
             "Mask", "Ounce glass", "Oxygen mask", "Pelvic traction belt", "Pan can", "Trolly cover",
             "Urometer, urine jug", "Vasofix safety"]
    half = (len(items) + 1) // 2
    rows = [["No.", "Item", "No.", "Item"]]
    for i in range(half):
        r = [str(i + 1), items[i]]
        if i + half < len(items):
            r += [str(i + half + 1), items[i + half]]
        else:
            r += ["", ""]
        rows.append(r)
    b.table(rows, [10, 77, 10, 77], ruled=True)
    b.h1("ANNEXURE III - LIST OF DAY CARE PROCEDURES (EXTRACT)")
    b.p("Cataract surgery (phacoemulsification, with or without foldable IOL); dilatation and curettage; "
        "chemotherapy; radiotherapy; haemodialysis; lithotripsy (ESWL); coronary angiography; tonsillectomy; "
        "adenoidectomy; septoplasty; myringotomy with grommet insertion; excision of cyst or lipoma under general "
        "anaesthesia; hydrocele surgery; haemorrhoidectomy; fissurectomy; fistulectomy; endoscopic removal of "
        "foreign body; arthroscopic knee aspiration; closed reduction of fractures; incision and drainage of "
        "abscess; laser photocoagulation of the retina; intravitreal injection; cystoscopic removal of stent; "
        "percutaneous nephrostomy; sclerotherapy; endoscopic biliary stenting; breast lump excision; "
        "circumcision for medical reasons; suturing of lacerated wounds under anaesthesia. The complete list of "
        "day care procedures is available on the Company's website and at any of its branches.")

    doc.build(b.story, canvasmaker=canvas)
