"""Wording A: The New India Assurance Company Limited - Sampoorna Parivar Floater Mediclaim Policy (synthetic)."""
from pdfkit import *

INSURER_HDR = "THE NEW INDIA ASSURANCE CO. LTD."
PRODUCT = "Sampoorna Parivar Floater Mediclaim Policy"
UIN = "NIAHLIP26131V012526"
STEM = "NewIndia_Sampoorna-Parivar-Floater-Mediclaim_" + UIN

S = styles("DVSerif", 9.3, 12.3)


def P(t, st="p"):
    return Paragraph(t, S[st])


def defs(items, start):
    out = []
    for i, (term, text) in enumerate(items):
        out.append(P("<b>2.%d %s</b> %s" % (start + i, term, text)))
    return out


def table_si():
    hdr = ["Sum Insured\n(Rs.)", "Room, Boarding\n& Nursing\n(per day)", "ICU / ICCU\n(per day)",
           "Ambulance\n(per Hospi-\ntalisation)", "Health Check-up\n(per block of 3\nclaim free years)",
           "Cataract\n(per eye)"]
    rows = [
        ["2,00,000", "2,000", "4,000", "1,000", "2,000", "20,000"],
        ["3,00,000", "3,000", "6,000", "1,500", "3,000", "30,000"],
        ["5,00,000", "5,000", "10,000", "2,000", "4,000", "50,000"],
        ["8,00,000", "8,000", "16,000", "2,500", "5,000", "50,000"],
        ["10,00,000", "10,000", "20,000", "2,500", "6,000", "50,000"],
        ["12,00,000", "12,000", "24,000", "3,000", "7,000", "50,000"],
        ["15,00,000", "15,000", "30,000", "3,000", "7,500", "50,000"],
    ]
    data = [[Paragraph(h.replace("\n", "<br/>"), S["cellb"]) for h in hdr]] + \
           [[Paragraph(c, S["cell"]) for c in r] for r in rows]
    t = Table(data, colWidths=[26 * mm, 30 * mm, 26 * mm, 28 * mm, 34 * mm, 26 * mm], repeatRows=1)
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.88, 0.88)),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
    ]))
    return t


def flow():
    f = []
    f += [P("THE NEW INDIA ASSURANCE COMPANY LIMITED", "title"),
          P("Registered &amp; Head Office: New India Assurance Building, 87, Mahatma Gandhi Road, Fort, Mumbai - 400 001", "sub"),
          P("IRDAI Registration No. 190", "sub"),
          Spacer(1, 4),
          P("SAMPOORNA PARIVAR FLOATER MEDICLAIM POLICY", "title"),
          P("POLICY WORDING", "sub"), Spacer(1, 6)]

    f += [P("PREAMBLE", "h1"),
          P("WHEREAS the Proposer named in the Schedule hereto has by a written Proposal and Declaration, which "
            "shall be the basis of this contract and is deemed to be incorporated herein, applied to THE NEW INDIA "
            "ASSURANCE COMPANY LIMITED (hereinafter called the Company) for the insurance hereinafter set forth in "
            "respect of himself / herself and the members of his / her family named in the Schedule (hereinafter "
            "called the Insured Persons), and has paid the premium stated in the Schedule as consideration for such "
            "insurance.")]

    f += [P("SECTION 1. COVERAGE", "h1"),
          P("NOW THIS POLICY WITNESSETH that, subject to the terms, conditions, exclusions and definitions contained "
            "herein or endorsed hereon, if during the Policy Period any Insured Person shall contract any Illness or "
            "sustain any Injury which requires Hospitalisation in India upon the advice of a Medical Practitioner, "
            "the Company shall pay to the Hospital, or reimburse the Insured, the reasonable and customary Medical "
            "Expenses described below that are Medically Necessary, provided that the total of all claims admitted "
            "for all Insured Persons together in a Policy Period shall not exceed the Floater Sum Insured stated in "
            "the Schedule."),
          P("<b>1.1. FLOATER SUM INSURED:</b> The Sum Insured under this Policy is a single amount available for "
            "the whole family on a floater basis. The Proposer may opt for any one of the following Sums Insured: "
            "Rs. 2,00,000/-, Rs. 3,00,000/-, Rs. 5,00,000/-, Rs. 8,00,000/-, Rs. 10,00,000/-, Rs. 12,00,000/- or "
            "Rs. 15,00,000/-. The family may comprise the Proposer, spouse, dependent children up to 25 years and "
            "dependent parents or parents-in-law, subject to a maximum of six members."),
          P("<b>1.2. IN-PATIENT HOSPITALISATION EXPENSES:</b> Expenses incurred on Hospitalisation for a minimum "
            "period of 24 consecutive hours, under the following heads:"),
          P("1.2.1. Room, Boarding and Nursing expenses as provided by the Hospital / Nursing Home, limited to 1% of "
            "the Sum Insured per day.", "ind"),
          P("1.2.2. Intensive Care Unit (ICU / ICCU) expenses, limited to 2% of the Sum Insured per day.", "ind"),
          P("1.2.3. Surgeon, Anaesthetist, Medical Practitioner, Consultants and Specialists fees.", "ind"),
          P("1.2.4. Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, "
            "diagnostic materials and X-ray, dialysis, chemotherapy, radiotherapy, cost of pacemaker, stents, "
            "artificial limbs, cost of organs and similar expenses.", "ind"),
          P("<b>Note 1 - Proportionate deduction:</b> If the Insured Person occupies a room whose rent per day is "
            "higher than the eligible limit under 1.2.1, the Company shall bear only that proportion of the "
            "Associated Medical Expenses (room, nursing, professional fees of doctors and surgeons and operation "
            "theatre charges billed by the Hospital) which the eligible room rent bears to the room rent "
            "actually charged. The deduction shall not be applied to pharmacy, consumables, cost of implants and "
            "medical devices, or diagnostics, nor to ICU charges, which are simply restricted to the limit in 1.2.2. "
            "The deduction also does not apply in Hospitals which do not follow differential billing by room "
            "category.", "ind"),
          P("<b>Note 2:</b> The limits in 1.2.1 and 1.2.2 in rupee terms for each Sum Insured are shown, for ready "
            "reference, in the Table of Benefits at Clause 3.4.", "ind"),
          P("<b>1.3. PRE-HOSPITALISATION:</b> Medical Expenses incurred during the period up to 30 days prior to the "
            "date of admission, for the same Illness / Injury for which the Hospitalisation claim is admitted."),
          P("<b>1.4. POST-HOSPITALISATION:</b> Medical Expenses incurred during the period up to 60 days after the "
            "date of discharge from the Hospital, for the same Illness / Injury for which the Hospitalisation claim "
            "is admitted."),
          P("<b>1.5. DAY CARE TREATMENT:</b> Medical Expenses for Day Care Treatment undergone in a Hospital or Day "
            "Care Centre for the procedures listed in Annexure I are payable, even though the stay is less than 24 "
            "hours. Treatment taken in the out-patient department is not a Day Care Treatment."),
          P("<b>1.6. AMBULANCE CHARGES:</b> Charges incurred on a registered ambulance service for shifting the "
            "Insured Person to the Hospital in an emergency, or from one Hospital to another for better medical "
            "care, are payable subject to the limit per Hospitalisation shown against the opted Sum Insured in the "
            "Table of Benefits at Clause 3.4, provided the Hospitalisation claim is admissible."),
          P("<b>1.7. CATARACT SURGERY:</b> The Company's liability for treatment of cataract shall be restricted to "
            "10% of the Sum Insured or Rs. 50,000/-, whichever is less, per eye, during the Policy Period. All "
            "pre-operative, post-operative and lens costs form part of this limit."),
          P("<b>1.8. MODERN TREATMENT METHODS AND ADVANCEMENT IN TECHNOLOGIES:</b> The following procedures, when "
            "undertaken as In-patient or Day Care Treatment, are covered as per clause 1.2: (A) Uterine Artery "
            "Embolization and HIFU; (B) Balloon Sinuplasty; (C) Deep Brain Stimulation; (D) Oral Chemotherapy; "
            "(E) Immunotherapy - monoclonal antibody to be given as injection; (F) Intra vitreal injections; "
            "(G) Robotic surgeries; (H) Stereotactic radio surgeries; (I) Bronchial Thermoplasty; (J) Vaporisation "
            "of the prostate (Green laser treatment or holmium laser treatment); (K) IONM (Intra Operative Neuro "
            "Monitoring); (L) Stem cell therapy: Hematopoietic stem cells for bone marrow transplant for "
            "haematological conditions."),
          P("The amount payable for all the above procedures together shall not exceed 50% of the Sum Insured, "
            "subject to a maximum of Rs. 5,00,000/-, in a Policy Period, inclusive of pre and post hospitalisation "
            "expenses.", "ind"),
          P("<b>1.9. AYUSH TREATMENT:</b> Expenses for In-patient treatment under Ayurveda, Yoga and Naturopathy, "
            "Unani, Siddha and Homeopathy systems of medicine taken in an AYUSH Hospital are payable up to 25% of "
            "the Sum Insured per Policy Period."),
          P("<b>1.10. ORGAN DONOR EXPENSES:</b> In-patient Hospitalisation expenses incurred on harvesting an organ "
            "from a donor for transplant to an Insured Person are payable within the Sum Insured, provided the "
            "organ donation conforms to the Transplantation of Human Organs Act, 1994 and the claim of the recipient "
            "Insured Person is admissible. Pre and post hospitalisation expenses of the donor are not payable."),
          P("<b>1.11. DOMICILIARY HOSPITALISATION:</b> Medical Expenses incurred on Domiciliary Hospitalisation for "
            "a period exceeding three days are payable up to 10% of the Sum Insured per Policy Period. This benefit "
            "is not available for asthma, bronchitis, chronic nephritis and nephritic syndrome, diarrhoea and all "
            "types of dysenteries including gastroenteritis, diabetes mellitus and insipidus, epilepsy, "
            "hypertension, influenza, cough and cold, psychiatric or psychosomatic disorders, pyrexia of unknown "
            "origin for less than 10 days, tonsillitis and upper respiratory tract infection including laryngitis "
            "and pharyngitis, arthritis, gout and rheumatism."),
          P("<b>Note:</b> Expenses under 1.3 to 1.11 are part of, and not in addition to, the Floater Sum Insured.")]

    f += [P("SECTION 2. DEFINITIONS", "h1"),
          P("The terms defined below have the meanings ascribed to them wherever they appear in this Policy. "
            "References to the masculine include the feminine and the singular include the plural.")]
    f += defs([
        ("ACCIDENT", "means a sudden, unforeseen and involuntary event caused by external, visible and violent means."),
        ("ANY ONE ILLNESS", "means continuous period of illness and includes relapse within 45 days from the date of "
         "last consultation with the Hospital / Nursing Home where treatment was taken."),
        ("AYUSH HOSPITAL", "is a healthcare facility wherein medical / surgical / para-surgical treatment procedures "
         "and interventions are carried out by AYUSH Medical Practitioner(s) comprising of any of the following: "
         "a. Central or State Government AYUSH Hospital; or b. Teaching hospital attached to AYUSH College "
         "recognized by the Central Government / Central Council of Indian Medicine / Central Council for "
         "Homeopathy; or c. AYUSH Hospital, standalone or co-located with in-patient healthcare facility of any "
         "recognized system of medicine, registered with the local authorities, wherever applicable, and is under "
         "the supervision of a qualified registered AYUSH Medical Practitioner and must comply with all the "
         "following criterion: i. Having at least 5 in-patient beds; ii. Having qualified AYUSH Medical "
         "Practitioner in charge round the clock; iii. Having dedicated AYUSH therapy sections as required and/or "
         "has equipped operation theatre where surgical procedures are to be carried out; iv. Maintaining daily "
         "records of the patients and making them accessible to the insurance company's authorized representative."),
        ("CASHLESS FACILITY", "means a facility extended by the insurer to the insured where the payments, of the "
         "costs of treatment undergone by the insured in accordance with the policy terms and conditions, are "
         "directly made to the network provider by the insurer to the extent pre-authorization is approved."),
        ("CONDITION PRECEDENT", "means a policy term or condition upon which the Insurer's liability under the policy "
         "is conditional upon."),
        ("CONGENITAL ANOMALY", "means a condition which is present since birth, and which is abnormal with reference "
         "to form, structure or position. a) Internal Congenital Anomaly - Congenital anomaly which is not in the "
         "visible and accessible parts of the body. b) External Congenital Anomaly - Congenital anomaly which is in "
         "the visible and accessible parts of the body."),
        ("CO-PAYMENT", "means a cost sharing requirement under a health insurance policy that provides that the "
         "policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does "
         "not reduce the Sum Insured."),
        ("CUMULATIVE BONUS", "means any increase or addition in the Sum Insured granted by the insurer without an "
         "associated increase in premium."),
        ("DAY CARE CENTRE", "means any institution established for day care treatment of illness and/or injuries or "
         "a medical setup with a hospital and which has been registered with the local authorities, wherever "
         "applicable, and is under supervision of a registered and qualified medical practitioner AND must comply "
         "with all minimum criterion as under - i) has qualified nursing staff under its employment; ii) has "
         "qualified medical practitioner/s in charge; iii) has fully equipped operation theatre of its own where "
         "surgical procedures are carried out; iv) maintains daily records of patients and will make these "
         "accessible to the insurance company's authorized personnel."),
        ("DAY CARE TREATMENT", "means medical treatment, and/or surgical procedure which is: i. undertaken under "
         "General or Local Anesthesia in a hospital/day care centre in less than 24 hrs because of technological "
         "advancement, and ii. which would have otherwise required hospitalization of more than 24 hours. Treatment "
         "normally taken on an out-patient basis is not included in the scope of this definition."),
        ("DOMICILIARY HOSPITALISATION", "means medical treatment for an illness/disease/injury which in the normal "
         "course would require care and treatment at a hospital but is actually taken while confined at home under "
         "any of the following circumstances: i) the condition of the patient is such that he/she is not in a "
         "condition to be removed to a hospital, or ii) the patient takes treatment at home on account of "
         "non-availability of room in a hospital."),
        ("EMERGENCY CARE", "means management for an illness or injury which results in symptoms which occur suddenly "
         "and unexpectedly, and requires immediate care by a medical practitioner to prevent death or serious long "
         "term impairment of the insured person's health."),
        ("GRACE PERIOD", "means the specified period of time immediately following the premium due date during "
         "which a payment can be made to renew or continue a policy in force without loss of continuity benefits "
         "such as waiting periods and coverage of pre-existing diseases. Coverage is not available for the period "
         "for which no premium is received."),
        ("HOSPITAL", "means any institution established for in-patient care and day care treatment of illness and/or "
         "injuries and which has been registered as a hospital with the local authorities under Clinical "
         "Establishments (Registration and Regulation) Act 2010 or under enactments specified under the Schedule of "
         "Section 56(1) of the said act Or complies with all minimum criteria as under: i) has qualified nursing "
         "staff under its employment round the clock; ii) has at least 10 in-patient beds in towns having a "
         "population of less than 10,00,000 and at least 15 in-patient beds in all other places; iii) has qualified "
         "medical practitioner(s) in charge round the clock; iv) has a fully equipped operation theatre of its own "
         "where surgical procedures are carried out; v) maintains daily records of patients and makes these "
         "accessible to the insurance company's authorized personnel."),
        ("HOSPITALISATION", "means admission in a Hospital for a minimum period of 24 consecutive 'In-patient Care' "
         "hours except for specified procedures/ treatments, where such admission could be for a period of less "
         "than 24 consecutive hours."),
        ("ICU CHARGES", "means the amount charged by a Hospital towards ICU expenses which shall include the expenses "
         "for ICU bed, general medical support services provided to any ICU patient including monitoring devices, "
         "critical care nursing and intensivist charges."),
        ("ILLNESS", "means a sickness or a disease or pathological condition leading to the impairment of normal "
         "physiological function and requires medical treatment."),
        ("INJURY", "means accidental physical bodily harm excluding illness or disease solely and directly caused by "
         "external, violent, visible and evident means which is verified and certified by a Medical Practitioner."),
        ("INTENSIVE CARE UNIT", "means an identified section, ward or wing of a hospital which is under the constant "
         "supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous "
         "monitoring and treatment of patients who are in a critical condition, or require life support facilities "
         "and where the level of care and supervision is considerably more sophisticated and intensive than in the "
         "ordinary and other wards."),
        ("MEDICAL EXPENSES", "means those expenses that an Insured Person has necessarily and actually incurred for "
         "medical treatment on account of Illness or Accident on the advice of a Medical Practitioner, as long as "
         "these are no more than would have been payable if the Insured Person had not been insured and no more than "
         "other hospitals or doctors in the same locality would have charged for the same medical treatment."),
        ("MEDICAL PRACTITIONER", "means a person who holds a valid registration from the Medical Council of any State "
         "or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of "
         "India or a State Government and is thereby entitled to practice medicine within its jurisdiction; and is "
         "acting within its scope and jurisdiction of license. The Medical Practitioner shall not be the Insured "
         "Person or a close family member."),
        ("NETWORK PROVIDER", "means hospitals or health care providers enlisted by an insurer, TPA or jointly by an "
         "Insurer and TPA to provide medical services to an insured by a cashless facility."),
        ("NOTIFICATION OF CLAIM", "means the process of intimating a claim to the insurer or TPA through any of the "
         "recognized modes of communication."),
        ("PRE-EXISTING DISEASE", "means any condition, ailment, injury or disease: a) That is/are diagnosed by a "
         "physician within 48 months prior to the effective date of the policy issued by the insurer or b) For "
         "which medical advice or treatment was recommended by, or received from, a physician within 48 months "
         "prior to the effective date of the policy or its reinstatement."),
        ("RENEWAL", "means the terms on which the contract of insurance can be renewed on mutual consent with a "
         "provision of grace period for treating the renewal continuous for the purpose of gaining credit for "
         "pre-existing diseases, time-bound exclusions and for all waiting periods."),
        ("ROOM RENT", "means the amount charged by a Hospital towards Room and Boarding expenses and shall include the "
         "associated medical expenses."),
        ("SUM INSURED (FLOATER)", "means the amount stated in the Schedule which represents the maximum liability of "
         "the Company for any and all claims made by all the Insured Persons, singly or together, in a Policy Period."),
        ("UNPROVEN / EXPERIMENTAL TREATMENT", "means the treatment including drug experimental therapy which is not "
         "based on established medical practice in India, is treatment experimental or unproven."),
    ], 1)

    f += [P("SECTION 3. OTHER BENEFITS, CO-PAYMENT AND TABLE OF BENEFITS", "h1"),
          P("<b>3.1. CUMULATIVE BONUS:</b> For every claim free Policy Year, the Floater Sum Insured shall be "
            "increased at renewal by 5% of the expiring Sum Insured (excluding bonus), up to a maximum of 50%. Where "
            "a claim is admitted during a Policy Year, the accrued Cumulative Bonus shall be reduced at the next "
            "renewal by 5% of the Sum Insured, but the base Sum Insured shall not be reduced. The bonus is forfeited "
            "if the Policy is not renewed within the Grace Period."),
          P("<b>3.2. COST OF HEALTH CHECK-UP:</b> At the end of a block of every three continuous claim free Policy "
            "Years with the Company, the Insured shall be entitled to reimbursement of the cost of medical check-up "
            "of the Insured Persons, up to the amount shown against the Sum Insured in the Table of Benefits at "
            "Clause 3.4. The claim must be made within the Policy Year following the block and the reimbursement "
            "does not reduce the Sum Insured."),
          P("<b>3.3. CO-PAYMENT:</b> Every claim admitted in respect of an Insured Person who is above 60 years of age "
            "at the commencement of the Policy Period in which the claim arises shall be subject to a co-payment of "
            "10% of the admissible claim amount, which shall be borne by the Insured. No co-payment applies to claims "
            "in respect of Insured Persons aged 60 years or below. The co-payment applies after all other limits of "
            "the Policy have been applied."),
          KeepTogether([P("<b>3.4. TABLE OF BENEFITS (amounts in Rupees)</b>"), table_si()]),
          Spacer(1, 4),
          P("The limits for Room, ICU and Cataract in the above table are derived from clauses 1.2.1, 1.2.2 and 1.7 "
            "respectively. In case of any conflict, the percentage limits in Section 1 shall prevail. Where the "
            "Cumulative Bonus has been added, the limits shall be read against the base Sum Insured only.", "pl")]

    f += [P("SECTION 4. EXCLUSIONS", "h1"),
          P("The Company shall not be liable to make any payment under this Policy in respect of any expenses "
            "whatsoever incurred by any Insured Person in connection with or in respect of:"),
          P("<b>4.1. PRE-EXISTING DISEASES (Code- Excl01)</b>", "h2"),
          P("a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall "
            "be excluded until the expiry of 48 months of continuous coverage after the date of inception of the "
            "first policy with insurer.", "ind"),
          P("b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured "
            "increase.", "ind"),
          P("c) If the Insured Person is continuously covered without any break as defined under the portability "
            "norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be "
            "reduced to the extent of prior coverage.", "ind"),
          P("d) Coverage under the policy after the expiry of 48 months for any pre-existing disease is subject to "
            "the same being declared at the time of application and accepted by Insurer.", "ind"),
          P("<b>4.2. SPECIFIED DISEASE / PROCEDURE WAITING PERIOD (Code- Excl02)</b>", "h2"),
          P("a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded "
            "until the expiry of the period (one year, two years or four years) shown against each group below, of "
            "continuous coverage after the date of inception of the first policy with us. This exclusion shall not "
            "be applicable for claims arising due to an accident.", "ind"),
          P("b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured "
            "increase.", "ind"),
          P("c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing "
            "diseases, then the longer of the two waiting periods shall apply.", "ind"),
          P("d) The waiting period for listed conditions shall apply even if contracted after the policy or declared "
            "and accepted without a specific exclusion.", "ind"),
          P("e) If the Insured Person is continuously covered without any break as defined under the applicable "
            "norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the "
            "extent of prior coverage.", "ind"),
          P("f) List of specific diseases / procedures:", "ind"),
          P("<b>4.2.1. One year waiting period (12 months):</b> Benign ENT disorders and surgeries, namely "
            "adenoidectomy, mastoidectomy, tonsillectomy and tympanoplasty; Polycystic ovarian disease; Gastric and "
            "duodenal ulcers; Skin tumours and cysts, unless malignant.", "ind2"),
          P("<b>4.2.2. Two years waiting period (24 months):</b> Cataract; Benign Prostatic Hypertrophy; "
            "Hysterectomy for menorrhagia or fibromyoma; Hernia of all types; Hydrocele; Fistula in ano, fissure in "
            "ano and piles; Sinusitis and related disorders; Calculus diseases of gall bladder and urogenital system; "
            "Varicose veins and varicose ulcers; Surgery of internal tumours, cysts, nodules and polyps (non "
            "malignant); Dysfunctional uterine bleeding; Chronic renal failure.", "ind2"),
          P("<b>4.2.3. Four years waiting period (48 months):</b> Joint replacement surgery due to degenerative "
            "condition; Osteoarthritis and osteoporosis; Age related macular degeneration; Surgery for prolapsed "
            "intervertebral disc unless arising from an Accident.", "ind2"),
          P("<b>4.3. 30-DAY WAITING PERIOD (Code- Excl03)</b>", "h2"),
          P("a) Expenses related to the treatment of any illness within 30 days from the first policy commencement "
            "date shall be excluded except claims arising due to an accident, provided the same are covered.", "ind"),
          P("b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than "
            "twelve months.", "ind"),
          P("c) The within referred waiting period is made applicable to the enhanced sum insured in the event of "
            "granting higher sum insured subsequently.", "ind"),
          P("<b>4.4. INVESTIGATION &amp; EVALUATION (Code- Excl04)</b>", "h2"),
          P("a) Expenses related to any admission primarily for diagnostics and evaluation purposes only are "
            "excluded. b) Any diagnostic expenses which are not related or not incidental to the current diagnosis "
            "and treatment are excluded.", "ind"),
          P("<b>4.5. REST CURE, REHABILITATION AND RESPITE CARE (Code- Excl05)</b>", "h2"),
          P("Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This "
            "also includes: i. Custodial care either at home or in a nursing facility for personal care such as help "
            "with activities of daily living such as bathing, dressing, moving around either by skilled nurses or "
            "assistant or non-skilled persons. ii. Any services for people who are terminally ill to address "
            "physical, social, emotional and spiritual needs.", "ind"),
          P("<b>4.6. OBESITY / WEIGHT CONTROL (Code- Excl06)</b>", "h2"),
          P("Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: "
            "1) Surgery to be conducted is upon the advice of the Doctor 2) The surgery/Procedure conducted should be "
            "supported by clinical protocols 3) The member has to be 18 years of age or older and 4) Body Mass Index "
            "(BMI); a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the "
            "following severe co-morbidities following failure of less invasive methods of weight loss: "
            "i. Obesity-related cardiomyopathy ii. Coronary heart disease iii. Severe Sleep Apnea iv. Uncontrolled "
            "Type2 Diabetes", "ind"),
          P("<b>4.7. CHANGE-OF-GENDER TREATMENTS (Code- Excl07)</b>", "h2"),
          P("Expenses related to any treatment, including surgical management, to change characteristics of the "
            "body to those of the opposite sex.", "ind"),
          P("<b>4.8. COSMETIC OR PLASTIC SURGERY (Code- Excl08)</b>", "h2"),
          P("Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction "
            "following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct "
            "and immediate health risk to the insured. For this to be considered a medical necessity, it must be "
            "certified by the attending Medical Practitioner.", "ind"),
          P("<b>4.9. HAZARDOUS OR ADVENTURE SPORTS (Code- Excl09)</b>", "h2"),
          P("Expenses related to any treatment necessitated due to participation as a professional in hazardous or "
            "adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, "
            "motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving.", "ind"),
          P("<b>4.10. BREACH OF LAW (Code- Excl10)</b>", "h2"),
          P("Expenses for treatment directly arising from or consequent upon any Insured Person committing or "
            "attempting to commit a breach of law with criminal intent.", "ind"),
          P("<b>4.11. EXCLUDED PROVIDERS (Code- Excl11)</b>", "h2"),
          P("Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider "
            "specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are "
            "not admissible. However, in case of life threatening situations or following an accident, expenses up "
            "to the stage of stabilization are payable but not the complete claim.", "ind"),
          P("<b>4.12.</b> Treatment for, Alcoholism, drug or substance abuse or any addictive condition and "
            "consequences thereof. <b>(Code- Excl12)</b>", "ind"),
          P("<b>4.13.</b> Treatments received in heath hydros, nature cure clinics, spas or similar establishments or "
            "private beds registered as a nursing home attached to such establishments or where admission is arranged "
            "wholly or partly for domestic reasons. <b>(Code- Excl13)</b>", "ind"),
          P("<b>4.14.</b> Dietary supplements and substances that can be purchased without prescription, including "
            "but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner "
            "as part of hospitalization claim or day care procedure. <b>(Code- Excl14)</b>", "ind"),
          P("<b>4.15. REFRACTIVE ERROR (Code- Excl15)</b>", "h2"),
          P("Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 "
            "dioptres.", "ind"),
          P("<b>4.16. UNPROVEN TREATMENTS (Code- Excl16)</b>", "h2"),
          P("Expenses related to any unproven treatment, services and supplies for or in connection with any "
            "treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical "
            "documentation to support their effectiveness.", "ind"),
          P("<b>4.17. STERILITY AND INFERTILITY (Code- Excl17)</b>", "h2"),
          P("Expenses related to sterility and infertility. This includes: (i) Any type of contraception, "
            "sterilization (ii) Assisted Reproduction services including artificial insemination and advanced "
            "reproductive technologies such as IVF, ZIFT, GIFT, ICSI (iii) Gestational Surrogacy (iv) Reversal of "
            "sterilization", "ind"),
          P("<b>4.18. MATERNITY (Code- Excl18)</b>", "h2"),
          P("i. Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean "
            "sections incurred during hospitalization) except ectopic pregnancy; ii. Expenses towards miscarriage "
            "(unless due to an accident) and lawful medical termination of pregnancy during the policy period.", "ind"),
          P("<b>4.19. OTHER EXCLUSIONS</b>", "h2"),
          P("4.19.1. Injury or Disease directly or indirectly caused by or arising from war, invasion, act of foreign "
            "enemy, warlike operations (whether war be declared or not), or by nuclear weapons, ionising radiation or "
            "contamination by radioactive material.", "ind"),
          P("4.19.2. Circumcision unless necessary for treatment of a disease or necessitated by an Accident; "
            "vaccination or inoculation except as post-bite treatment.", "ind"),
          P("4.19.3. Cost of spectacles, contact lenses, hearing aids, crutches, wheel chairs and walkers.", "ind"),
          P("4.19.4. Dental treatment or surgery of any kind unless requiring Hospitalisation due to an Accident.", "ind"),
          P("4.19.5. Treatment of External Congenital Anomaly.", "ind"),
          P("4.19.6. Intentional self-injury or attempted suicide.", "ind"),
          P("4.19.7. Treatment taken outside India.", "ind"),
          P("4.19.8. Items listed in Annexure II (List of expenses not payable).", "ind")]

    f += [P("SECTION 5. GENERAL CONDITIONS", "h1"),
          P("<b>5.1. DISCLOSURE OF INFORMATION:</b> The Policy shall be void and all premium paid thereon shall be "
            "forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any "
            "material fact by the Proposer or any Insured Person."),
          P("<b>5.2. CONDITION PRECEDENT TO ADMISSION OF LIABILITY:</b> The terms and conditions of the Policy must be "
            "fulfilled by the Insured Person for the Company to make any payment for claim(s) arising under the "
            "Policy."),
          P("<b>5.3. CLAIM SETTLEMENT:</b> The Company shall settle or reject a claim within 15 days from the date of "
            "receipt of the last necessary document. In case of delay, the Company shall pay interest at a rate 2% "
            "above the bank rate from the date of receipt of the last necessary document to the date of payment."),
          P("<b>5.4. MULTIPLE POLICIES:</b> Where an Insured Person holds two or more indemnity policies, he may "
            "choose the policy under which the claim is to be settled, and the other insurers shall settle the "
            "balance amount, if any, within the terms of their policies, without applying ratable contribution."),
          P("<b>5.5. FRAUD:</b> If any claim is in any manner fraudulent, or supported by any fraudulent means or "
            "device, all benefits under this Policy and the premium paid shall be forfeited, and any amount already "
            "paid shall be repaid by the recipients, who shall be jointly and severally liable for such repayment."),
          P("<b>5.6. CANCELLATION:</b> The Insured may cancel this Policy at any time by giving 7 days notice in "
            "writing. If no claim has been made, the Company shall refund premium on a pro-rata basis for the "
            "unexpired Policy Period. The Company may cancel the Policy only on grounds of established fraud, by "
            "giving 7 days notice, and no refund shall be made in that case."),
          P("<b>5.7. MIGRATION AND PORTABILITY:</b> The Insured may migrate the Policy to another health product of "
            "the Company, or port it to another insurer, by applying at least 30 days before the renewal date, with "
            "credit for the waiting periods already served to the extent of the Sum Insured and Cumulative Bonus of "
            "the previous policy."),
          P("<b>5.8. RENEWAL:</b> The Policy shall ordinarily be renewable for life, except on grounds of fraud, "
            "misrepresentation or non-disclosure. No loading shall apply on renewal based on the claims experience of "
            "an individual. Renewal premium is due on or before the expiry date."),
          P("<b>5.9. GRACE PERIOD:</b> Where the renewal premium is paid within 30 days after the due date, the Policy "
            "shall be renewed without loss of continuity benefits. No claim shall be payable for any Illness or "
            "Injury contracted, or Hospitalisation commencing, during the period for which no premium was received."),
          P("<b>5.10. FREE LOOK PERIOD:</b> A free look period of 30 days from the date of receipt of the Policy "
            "document is available to review the terms and conditions (not applicable on renewal). If the Insured "
            "is not satisfied, he may return the Policy stating the reasons, and the Company shall refund the premium "
            "less pro-rata risk premium for the period on cover, the cost of pre-acceptance medical examination and "
            "stamp duty charges, provided no claim has been made."),
          P("<b>5.11. MORATORIUM PERIOD:</b> After completion of sixty continuous months of coverage (including "
            "portability and migration), no Policy or claim shall be contestable on grounds of non-disclosure or "
            "misrepresentation, except on grounds of established fraud."),
          P("<b>5.12. POSSIBILITY OF REVISION OF TERMS:</b> The Company may revise the premium or terms of this "
            "product with the prior approval of IRDAI, after notice of at least three months to the Insured."),
          P("<b>5.13. WITHDRAWAL OF PRODUCT:</b> In the event of withdrawal of this product, the Insured shall be "
            "notified at least 90 days in advance and offered migration to a similar product of the Company."),
          P("<b>5.14. NOMINATION:</b> The Proposer shall make a nomination at inception, which may be changed at any "
            "time by written notice. Claim proceeds shall be paid to the nominee in the event of death of the "
            "Proposer."),
          P("<b>5.15. POLICY PERIOD AND PREMIUM:</b> The Policy is issued for a period of one year. The premium is "
            "payable annually in advance and is based on the age of the eldest Insured Person and the Floater Sum "
            "Insured. No receipt for premium shall be valid except on the official form of the Company."),
          P("<b>5.16. ADDITION AND DELETION OF MEMBERS:</b> A spouse (on marriage) or a new born child may be added "
            "during the Policy Period on payment of pro-rata additional premium; waiting periods shall apply to them "
            "from the date of addition. A member may be deleted on separation or death, with refund of pro-rata "
            "premium where no claim has been made in respect of that member."),
          P("<b>5.17. ENHANCEMENT OF SUM INSURED:</b> The Sum Insured may be enhanced only at renewal, subject to "
            "underwriting. The waiting periods under 4.1, 4.2 and 4.3 shall apply afresh to the enhanced portion of "
            "the Sum Insured. The Sum Insured of a member aged above 65 years shall not be enhanced."),
          P("<b>5.18. MEDICAL EXAMINATION:</b> Any Medical Practitioner authorised by the Company or TPA shall be "
            "allowed to examine the Insured Person in connection with any claim, and the Insured shall co-operate."),
          P("<b>5.19. DISCLAIMER OF CLAIM:</b> If the Company disclaims liability for a claim and the claim is not the "
            "subject of any pending proceeding before a court, the Ombudsman or any other forum within 12 calendar "
            "months from the date of the disclaimer, the claim shall be deemed to have been abandoned."),
          P("<b>5.20. TERRITORIAL LIMIT AND CURRENCY:</b> All treatment under this Policy shall be taken in India and "
            "all claims shall be payable in India in Indian Rupees."),
          P("<b>5.21. COMMUNICATION:</b> Every notice or communication under this Policy, other than those relating "
            "to claims, shall be in writing to the policy issuing office shown in the Schedule. Claim related "
            "communication shall be addressed to the TPA."),
          P("<b>5.22. COMPLETE DISCHARGE:</b> Payment made by the Company to the Insured or the nominee or the legal "
            "representative, or to the Hospital, as the case may be, shall in all cases be a full, valid and effectual "
            "discharge of the Company's liability towards that claim.")]

    f += [P("SECTION 6. CLAIM PROCEDURE", "h1"),
          P("<b>6.1. NOTIFICATION OF CLAIM:</b> Notice of Hospitalisation, with the Policy number, name of the Insured "
            "Person, nature of Illness or Injury and name of the Hospital, shall be given to the TPA named in the "
            "Schedule, or to the policy issuing office, as under:"),
          P("(a) in the case of emergency Hospitalisation, within 24 hours of admission or before discharge, "
            "whichever is earlier;", "ind"),
          P("(b) in the case of planned Hospitalisation, at least 72 hours before the date of admission.", "ind"),
          P("<b>6.2. CASHLESS FACILITY:</b> Cashless treatment is available only in Network Providers of the TPA. The "
            "Network Provider shall send the pre-authorisation request to the TPA, who shall convey a decision within "
            "one hour of receipt of the complete request. Final authorisation on discharge shall be given within "
            "three hours of the receipt of the discharge request from the Hospital."),
          P("<b>6.3. REIMBURSEMENT:</b> For treatment in a Non-Network Hospital, or where cashless facility is not "
            "availed, the following documents shall be submitted to the TPA within 30 days of the date of discharge: "
            "(i) duly filled claim form; (ii) original bills, receipts and discharge summary; (iii) cash memos of "
            "chemists supported by prescriptions; (iv) investigation reports with the prescribing doctor's note; "
            "(v) surgeon's certificate stating the nature of operation; (vi) NEFT / bank details and KYC of the "
            "Proposer. Post-hospitalisation bills shall be sent within 15 days of completion of post-hospitalisation "
            "treatment."),
          P("<b>6.4. CONDONATION OF DELAY:</b> Delay in intimation or submission of documents shall be condoned where "
            "the Insured shows that the delay was for reasons beyond his control."),
          P("<b>6.5. CLAIM DOCUMENTS IN SPECIAL CASES:</b> (a) Accident cases - copy of FIR or Medico Legal "
            "Certificate, where conducted; (b) Death cases - death summary and, where conducted, post mortem report; "
            "(c) Cataract - lens sticker and invoice; (d) Implants - invoice or sticker of the implant used; "
            "(e) Domiciliary Hospitalisation - certificate of the attending Medical Practitioner stating why the "
            "patient could not be moved to a Hospital."),
          P("<b>6.6. PAYMENT OF CLAIM:</b> All admissible claims shall be paid to the Proposer, or to the Network "
            "Provider in a cashless case. In the event of the death of the Proposer, the claim shall be paid to the "
            "nominee, or failing a nominee, to the legal heirs. The Company shall not be liable for any claim lodged "
            "after the time limits above unless the delay is condoned under 6.4.")]

    f += [P("SECTION 7. GRIEVANCE REDRESSAL", "h1"),
          P("In case of any grievance, the Insured may contact the policy issuing office or the Grievance Redressal "
            "Officer of the Company at Head Office, Mumbai (e-mail: customercare@newindia.co.in; toll free: "
            "1800-209-1415). Grievances may also be registered on the Bima Bharosa portal of IRDAI. If the grievance "
            "is not redressed within 14 days, or the Insured is not satisfied with the reply, he may approach the "
            "Insurance Ombudsman having jurisdiction, as per the Insurance Ombudsman Rules, 2017 (Annexure III).")]

    f += [PageBreak(), P("ANNEXURE I - LIST OF DAY CARE PROCEDURES (ILLUSTRATIVE)", "h1"),
          P("1. Cataract surgery (subject to clause 1.7). 2. Lithotripsy. 3. Coronary angiography. 4. Haemodialysis. "
            "5. Chemotherapy and radiotherapy. 6. Tonsillectomy. 7. Dilatation and curettage. 8. Excision of "
            "pilonidal sinus. 9. Arthroscopic knee aspiration. 10. Endoscopic removal of foreign body. 11. Incision "
            "and drainage of abscess. 12. Fracture reduction under anaesthesia. 13. Septoplasty. 14. Hydrocele "
            "operation. 15. Varicose vein stripping. 16. Laparoscopic cholecystectomy. 17. Hysteroscopic removal of "
            "polyp. 18. TURP. 19. Sclerotherapy. 20. Any other procedure which, due to technological advancement, "
            "requires less than 24 hours of Hospitalisation, with the prior approval of the Company."),
          P("ANNEXURE II - LIST OF EXPENSES NOT PAYABLE (EXTRACT OF LIST I)", "h1"),
          P("Baby food; Baby utilities charges; Beauty services; Belts / braces; Buds; Cold pack / hot pack; Carry "
            "bags; Email / internet charges; Food charges (other than patient's diet provided by hospital); Leggings; "
            "Laundry charges; Mineral water; Sanitary pad; Telephone charges; Guest services; Crepe bandage; Diaper "
            "of any type; Eyelet collar; Slings; Blood grouping and cross matching of donors samples; Service charges "
            "where nursing charge also charged; Television charges; Surcharges; Attendant charges; Extra diet of "
            "patient; Birth certificate; Certificate charges; Courier charges; Conveyance charges; Medical "
            "certificate; Medical records; Photocopies charges; Mortuary charges; Walking aids charges; Oxygen "
            "cylinder (for usage outside the hospital); Spacer; Spirometre; Nebulizer kit; Steam inhaler; Armsling; "
            "Thermometer; Cervical collar; Splint; Diabetic foot wear; Knee braces; Lumbo sacral belt; Nimbus bed or "
            "water or air bed charges; Ambulance collar; Ambulance equipment; Abdominal binder; Private nurses "
            "charges - special nursing charges; Sugar free tablets; Creams, powders, lotions (toiletries are not "
            "payable, only prescribed medical pharmaceuticals payable); ECG electrodes; Gloves; Nebulisation kit; "
            "Any kit with no details mentioned; Kidney tray; Mask; Ounce glass; Oxygen mask; Pelvic traction belt; "
            "Pan can; Trolly cover; Urometer, urine jug; Vasofix safety."),
          P("ANNEXURE III - OFFICES OF THE INSURANCE OMBUDSMAN (EXTRACT)", "h1"),
          P("MUMBAI - Office of the Insurance Ombudsman, 3rd Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), "
            "Mumbai - 400 054. Jurisdiction: Goa, Mumbai Metropolitan Region excluding Navi Mumbai and Thane."),
          P("DELHI - Office of the Insurance Ombudsman, 2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi "
            "- 110 002. Jurisdiction: Delhi, Panipat, Rohtak, Sonipat and Bahadurgarh of Haryana."),
          P("CHENNAI - Office of the Insurance Ombudsman, Fatima Akhtar Court, 4th Floor, 453, Anna Salai, "
            "Teynampet, Chennai - 600 018. Jurisdiction: Tamil Nadu, Puducherry Town and Karaikal."),
          P("KOLKATA - Office of the Insurance Ombudsman, Hindustan Building Annexe, 7th Floor, 4, C.R. Avenue, "
            "Kolkata - 700 072. Jurisdiction: West Bengal, Sikkim, Andaman and Nicobar Islands."),
          P("BENGALURU - Office of the Insurance Ombudsman, Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, "
            "19/19, 24th Main Road, JP Nagar, 1st Phase, Bengaluru - 560 078. Jurisdiction: Karnataka."),
          P("HYDERABAD - Office of the Insurance Ombudsman, 6-2-46, 1st Floor, Moin Court, Lane Opp. Saleem Function "
            "Palace, A.C. Guards, Lakdi-Ka-Pool, Hyderabad - 500 004. Jurisdiction: Andhra Pradesh, Telangana, Yanam."),
          P("AHMEDABAD - Office of the Insurance Ombudsman, Jeevan Prakash Building, 6th Floor, Tilak Marg, Relief "
            "Road, Ahmedabad - 380 001. Jurisdiction: Gujarat, Dadra and Nagar Haveli, Daman and Diu."),
          P("PUNE - Office of the Insurance Ombudsman, Jeevan Darshan Bldg., 3rd Floor, C.T.S. No.s. 195 to 198, N.C. "
            "Kelkar Road, Narayan Peth, Pune - 411 030. Jurisdiction: Maharashtra, excluding the areas under Mumbai."),
          P("The updated list of Ombudsman offices is available at www.cioins.co.in.")]
    return f


def render(path):
    cm = make_canvas("DVSerif", INSURER_HDR, "UIN: " + UIN, PRODUCT.upper(),
                     "Synthetic test wording \u2013 not an insurance product")
    build(path, flow(), cm, PRODUCT)
