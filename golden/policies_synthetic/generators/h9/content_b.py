# -*- coding: utf-8 -*-
"""Wording B: Aditya Birla Health Insurance Co. Limited - Activ Chronic Secure (synthetic)."""

INSURER = "Aditya Birla Health Insurance Co. Limited"
PRODUCT = "Activ Chronic Secure"
UIN = "ADIHLIP26088V012526"
STEM = "AdityaBirla_Activ-Chronic-Secure_" + UIN

HEADER = [INSURER, "Activ Chronic Secure – Policy Terms and Conditions   |   Product UIN: " + UIN]


def footer(pg, total):
    return [("%d / %d" % (pg, total),),
            "Aditya Birla Health Insurance Co. Limited. IRDAI Reg. No. 153. Registered Office: 9th-10th Floor, "
            "R-Tech Park, Goregaon (East), Mumbai 400063.",
            "Activ Chronic Secure | UIN: " + UIN + " | Toll free 1800 270 7000 | care.healthinsurance@adityabirla.example"]


FIRST_EXTRA = "Synthetic test wording – not an insurance product"
RENDER_OPTS = {"margins": (22, 22, 24, 24)}

DEFS = [
    ("Accident", "An accident means sudden, unforeseen and involuntary event caused by external, visible and violent means."),
    ("Any one illness", "Any one illness means continuous period of illness and includes relapse within 45 days from the date of last consultation with the Hospital/Nursing Home where treatment was taken."),
    ("Cashless facility", "Cashless facility means a facility extended by the insurer to the insured where the payments, of the costs of treatment undergone by the insured in accordance with the policy terms and conditions, are directly made to the network provider by the insurer to the extent pre-authorization is approved."),
    ("Co-Payment", "Co-payment means a cost sharing requirement under a health insurance policy that provides that the policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does not reduce the Sum Insured."),
    ("Cumulative Bonus", "Cumulative Bonus means any increase or addition in the Sum Insured granted by the insurer without an associated increase in premium."),
    ("Day Care Treatment", "Day care treatment means medical treatment, and/or surgical procedure which is: i. undertaken under General or Local Anesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, and ii. which would have otherwise required hospitalization of more than 24 hours. Treatment normally taken on an out-patient basis is not included in the scope of this definition."),
    ("Grace Period", "Grace period means the specified period of time immediately following the premium due date during which a payment can be made to renew or continue a policy in force without loss of continuity benefits such as waiting periods and coverage of pre-existing diseases. Coverage is not available for the period for which no premium is received."),
    ("Hospital", "A hospital means any institution established for in-patient care and day care treatment of illness and/or injuries and which has been registered as a hospital with the local authorities under Clinical Establishments (Registration and Regulation) Act 2010 or under enactments specified under the Schedule of Section 56(1) of the said act Or complies with all minimum criteria as under: i) has qualified nursing staff under its employment round the clock; ii) has at least 10 in-patient beds in towns having a population of less than 10,00,000 and at least 15 in-patient beds in all other places; iii) has qualified medical practitioner(s) in charge round the clock; iv) has a fully equipped operation theatre of its own where surgical procedures are carried out; v) maintains daily records of patients and makes these accessible to the insurance company's authorized personnel."),
    ("Hospitalization", "Hospitalization means admission in a Hospital for a minimum period of 24 consecutive 'In-patient Care' hours except for specified procedures/ treatments, where such admission could be for a period of less than 24 consecutive hours."),
    ("ICU Charges", "ICU (Intensive Care Unit) Charges means the amount charged by a Hospital towards ICU expenses which shall include the expenses for ICU bed, general medical support services provided to any ICU patient including monitoring devices, critical care nursing and intensivist charges."),
    ("Illness", "Illness means a sickness or a disease or pathological condition leading to the impairment of normal physiological function and requires medical treatment."),
    ("Injury", "Injury means accidental physical bodily harm excluding illness or disease solely and directly caused by external, violent, visible and evident means which is verified and certified by a Medical Practitioner."),
    ("Listed Chronic Conditions", "Listed Chronic Conditions means the following conditions, whether diagnosed before or after the start of the first Policy with Us: (a) Diabetes Mellitus, Type 1 or Type 2; (b) Hypertension (high blood pressure); and (c) Bronchial Asthma."),
    ("Medical Expenses", "Medical Expenses means those expenses that an Insured Person has necessarily and actually incurred for medical treatment on account of Illness or Accident on the advice of a Medical Practitioner, as long as these are no more than would have been payable if the Insured Person had not been insured and no more than other hospitals or doctors in the same locality would have charged for the same medical treatment."),
    ("Medical Practitioner", "Medical Practitioner means a person who holds a valid registration from the Medical Council of any State or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of India or a State Government and is thereby entitled to practice medicine within its jurisdiction; and is acting within its scope and jurisdiction of license."),
    ("Network Provider", "Network Provider means hospitals or health care providers enlisted by an insurer, TPA or jointly by an Insurer and TPA to provide medical services to an insured by a cashless facility."),
    ("OPD treatment", "OPD treatment means the one in which the Insured visits a clinic / hospital or associated facility like a consultation room for diagnosis and treatment based on the advice of a Medical Practitioner. The Insured is not admitted as a day care or in-patient."),
    ("Pre-Existing Disease", "Pre-existing Disease means any condition, ailment, injury or disease: a) That is/are diagnosed by a physician within 48 months prior to the effective date of the policy issued by the insurer or b) For which medical advice or treatment was recommended by, or received from, a physician within 48 months prior to the effective date of the policy or its reinstatement."),
    ("Pre-hospitalization Medical Expenses", "Pre-hospitalization Medical Expenses means medical expenses incurred during pre-defined number of days preceding the hospitalization of the Insured Person, provided that: i. Such Medical Expenses are incurred for the same condition for which the Insured Person's Hospitalization was required, and ii. The In-patient Hospitalization claim for such Hospitalization is admissible by the Insurance Company."),
    ("Post-hospitalization Medical Expenses", "Post-hospitalization Medical Expenses means medical expenses incurred during pre-defined number of days immediately after the insured person is discharged from the hospital provided that: i. Such Medical Expenses are for the same condition for which the insured person's hospitalization was required, and ii. The inpatient hospitalization claim for such hospitalization is admissible by the insurance company."),
    ("Portability", "Portability means the right accorded to individual health insurance policyholders (including all members under family cover), to transfer the credit gained for pre-existing conditions and time bound exclusions, from one insurer to another insurer."),
    ("Room Rent", "Room Rent means the amount charged by a Hospital towards Room and Boarding expenses and shall include the associated medical expenses."),
    ("Unproven/Experimental treatment", "Unproven/Experimental treatment means the treatment including drug experimental therapy which is not based on established medical practice in India, is treatment experimental or unproven."),
]


import content_a as _ca
_EXTRA = ["AYUSH Hospital", "Condition Precedent", "Congenital Anomaly", "Day Care Centre", "Dental Treatment",
          "Disclosure to information norm", "Domiciliary Hospitalization", "Emergency Care", "Inpatient Care",
          "Intensive Care Unit", "Maternity expenses", "Medical Advice", "Medically Necessary Treatment", "Migration",
          "New Born Baby", "Notification of Claim", "Qualified Nurse", "Reasonable and Customary Charges", "Renewal"]
_have = {n for n, _ in DEFS}
DEFS = sorted(DEFS + [(n, t) for n, t in _ca.DEFS if n in _EXTRA and n not in _have], key=lambda x: x[0].lower())

OMBUDSMAN = [
    ("Gujarat, UT of Dadra and Nagar Haveli, Daman and Diu", "Jeevan Prakash Building, 6th floor, Tilak Marg, Relief Road, Ahmedabad – 380 001. Tel.: 079 - 25501201/02/05/06"),
    ("Karnataka", "Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, 19/19, 24th Main Road, JP Nagar, Ist Phase, Bengaluru – 560 078. Tel.: 080 - 26652048"),
    ("Madhya Pradesh and Chhattisgarh", "Janak Vihar Complex, 2nd Floor, 6, Malviya Nagar, Opp. Airtel Office, Near New Market, Bhopal – 462 003. Tel.: 0755 - 2769201"),
    ("Odisha", "62, Forest park, Bhubaneswar – 751 009. Tel.: 0674 - 2596461"),
    ("Punjab, Haryana, Himachal Pradesh, Jammu and Kashmir, UT of Chandigarh", "S.C.O. No. 101, 102 & 103, 2nd Floor, Batra Building, Sector 17 – D, Chandigarh – 160 017. Tel.: 0172 - 2706196"),
    ("Tamil Nadu, Puducherry Town and Karaikal", "Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai – 600 018. Tel.: 044 - 24333668"),
    ("Delhi", "2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi – 110 002. Tel.: 011 - 23232481"),
    ("Assam, Meghalaya, Manipur, Mizoram, Arunachal Pradesh, Nagaland and Tripura", "Jeevan Nivesh, 5th Floor, Nr. Panbazar over bridge, S.S. Road, Guwahati – 781001. Tel.: 0361 - 2632204"),
    ("Andhra Pradesh, Telangana and Yanam", "6-2-46, 1st floor, Moin Court, Lane Opp. Saleem Function Palace, A. C. Guards, Lakdi-Ka-Pool, Hyderabad - 500 004. Tel.: 040 - 67504123"),
    ("Bihar, Jharkhand", "1st Floor, Kalpana Arcade Building, Bazar Samiti Road, Bahadurpur, Patna 800 006. Tel.: 0612-2680952"),
    ("Maharashtra, Navi Mumbai and Thane excluding Mumbai Metropolitan Region", "Jeevan Darshan Bldg., 3rd Floor, C.T.S. No.s. 195 to 198, N.C. Kelkar Road, Narayan Peth, Pune – 411 030. Tel.: 020-41312555"),
]


def items():
    it = []
    A = it.append
    A(("title", "Activ Chronic Secure"))
    A(("center", "Policy Terms and Conditions (Individual Indemnity Health Insurance for persons living with "
                 "Diabetes, Hypertension or Asthma)"))
    A(("sp", 4))
    A(("h1", "Section A – Preamble"))
    A(("p", "A.1 Aditya Birla Health Insurance Co. Limited (\"the Company\", \"We\", \"Us\") has received a Proposal "
            "and declaration from the Policyholder, together with the premium, and agrees on that basis to insure "
            "the persons named in the Policy Schedule against the Medical Expenses described in this Policy, "
            "subject to its terms, conditions, waiting periods and exclusions."))
    A(("p", "A.2 This product is designed for persons who already live with Diabetes, Hypertension or Asthma. "
            "Instead of excluding these conditions for years as a pre-existing disease, We cover them after a short "
            "initial waiting period, as set out in Section C.2 and Section D."))
    A(("p", "A.3 The Policy is issued on an individual basis only. Each Insured Person has a separate Sum Insured, "
            "which may be chosen from Rs. 3,00,000, Rs. 5,00,000, Rs. 7,50,000, Rs. 10,00,000 and Rs. 15,00,000 per "
            "Policy Year. The minimum age at entry is 18 years and the maximum age at entry is 75 years. Lifelong "
            "renewal is available."))

    A(("h1", "Section B – Definitions"))
    A(("p", "Words defined below carry the same meaning wherever they appear in the Policy, the Policy Schedule and "
            "any endorsement. Words in the singular include the plural."))
    for i, (name, text) in enumerate(DEFS, 1):
        A(("li", "B.%d %s: %s" % (i, name, text)))

    A(("h1", "Section C – What We Cover"))
    A(("p", "All amounts payable under this Section form part of the Sum Insured and are subject to the "
            "co-payment in Section F where it applies. A claim is admissible only where the Hospitalisation is "
            "Medically Necessary and prescribed in writing by a Medical Practitioner."))
    A(("h2", "C.1 In-patient Hospitalisation"))
    A(("p", "If an Insured Person is Hospitalised during the Policy Period for an Illness or Injury, We will pay the "
            "Medical Expenses incurred, namely: accommodation charges (room, boarding and nursing) up to Rs 4,000 per "
            "day; charges of an Intensive Care Unit up to Rs 8,000 per day; fees of surgeons, anaesthetists, "
            "consultants and Medical Practitioners; operation theatre, anaesthesia, blood, oxygen, drugs, "
            "consumables and diagnostic tests; and implants and devices fitted during surgery."))
    A(("p", "Where the Insured Person occupies a room whose rent per day is more than Rs. 4,000/-, the other "
            "associated medical expenses (nursing, doctors' and surgeons' fees, operation theatre charges) will be "
            "paid only in the ratio that Rs. 4,000/- bears to the room rent actually charged per day. This ratio is "
            "not applied to medicines, consumables, implants and diagnostic tests. ICU charges above Rs 8,000 per "
            "day are not payable, but an ICU stay does not cause any proportionate reduction of other expenses."))
    A(("h2", "C.2 Chronic Care Cover"))
    A(("p", "Hospitalisation and Day Care Treatment for any of the Listed Chronic Conditions, and for their acute "
            "complications (for example diabetic ketoacidosis, hypertensive crisis or an acute attack of asthma), "
            "are covered from the 91st day after the start of the first Policy with Us, even if the condition "
            "existed before that date, provided it was declared in the Proposal. The 2-year waiting period for "
            "Pre-Existing Diseases in D.2 does not apply to a declared Listed Chronic Condition. Long-term "
            "complications such as chronic kidney disease or diabetic retinopathy are treated as Pre-Existing "
            "Diseases if they existed before the first Policy."))
    A(("h2", "C.3 Pre- and Post-Hospitalisation"))
    A(("p", "Medical Expenses for the same condition incurred up to 30 days before the date of admission and up to "
            "60 days after the date of discharge are payable, provided the in-patient claim is admissible under C.1."))
    A(("h2", "C.4 Day Care Treatment"))
    A(("p", "Day Care Treatments taken in a Hospital or day care centre are covered up to the Sum Insured. The "
            "list of day care treatments is available on Our website."))
    A(("h2", "C.5 Ambulance"))
    A(("p", "We will reimburse charges of a road ambulance for taking the Insured Person to a Hospital in an "
            "emergency, or for a transfer to another Hospital advised by the treating doctor, up to INR 2,000 per "
            "Hospitalisation. Air ambulance is not covered under this Policy."))
    A(("h2", "C.6 Cataract"))
    A(("p", "Cataract surgery, once the 24-month waiting period under D.3 is over, is covered up to the Sum "
            "Insured. No separate limit per eye or per Policy Year applies to cataract under this Policy."))
    A(("h2", "C.7 AYUSH"))
    A(("p", "In-patient treatment under Ayurveda, Unani, Siddha or Homeopathy in a government or registered AYUSH "
            "hospital is payable up to Rs 25,000 per Policy Year."))
    A(("h2", "C.8 Organ Donor"))
    A(("p", "Where the Insured Person is the recipient of an organ, We will pay the in-patient Medical Expenses of "
            "the organ donor for harvesting the organ, within the Sum Insured of the recipient."))
    A(("h2", "C.9 Modern Treatments"))
    A(("p", "Uterine artery embolisation and HIFU, balloon sinuplasty, deep brain stimulation, oral chemotherapy, "
            "immunotherapy by monoclonal antibody injection, intravitreal injections, robotic surgery, stereotactic "
            "radiosurgery, bronchial thermoplasty, vaporisation of the prostate, intra-operative neuro monitoring and "
            "stem cell therapy for haematological conditions are covered, as in-patient or day care treatment, up to "
            "50% of the Sum Insured for each treatment in a Policy Year."))
    A(("h2", "C.10 Chronic Care Health Check-up"))
    A(("p", "Once in every Policy Year, each Insured Person may take, on a cashless basis at Our network diagnostic "
            "centres, a check-up consisting of HbA1c, fasting blood sugar, lipid profile, serum creatinine, urine "
            "routine and ECG, and spirometry for an Insured Person with Asthma. This benefit is available whether or "
            "not a claim has been made, and does not reduce the Sum Insured."))
    A(("h2", "C.11 Cumulative Bonus"))
    A(("p", "For each claim-free Policy Year, the Sum Insured for the next year is increased by 10% of the base Sum "
            "Insured, up to a maximum of 50% of the base Sum Insured. If a claim is paid in a Policy Year, the "
            "bonus is reduced by 10% of the base Sum Insured at the next renewal."))
    A(("cpb", 150))
    A(("h2", "C.12 Summary of key limits"))
    A(("p", "The table below summarises the limits stated above. The clauses themselves prevail."))
    rows = [["Benefit", "Limit", "Clause"],
            ["Room rent", "Up to Rs 4,000 per day", "C.1"],
            ["ICU charges", "Up to Rs 8,000 per day", "C.1"],
            ["Pre / post hospitalisation", "30 days / 60 days", "C.3"],
            ["Road ambulance", "Rs 2,000 per hospitalisation", "C.5"],
            ["Air ambulance", "Not Covered", "C.5"],
            ["Cataract", "Covered up to Sum Insured", "C.6"],
            ["AYUSH", "Up to Rs 25,000 per Policy Year", "C.7"],
            ["Modern treatments", "Up to 50% of SI per treatment", "C.9"],
            ["Co-payment", "20% if entry age above 65; otherwise nil", "F.1"]]
    A(("table", rows, [55, 75, 20], False, {"pad": 1.2}))

    A(("h1", "Section D – Waiting Periods"))
    A(("h2", "D.1 Initial waiting period of 90 days"))
    A(("p", "Expenses related to the treatment of any Illness, including a Listed Chronic Condition, within the "
            "first 90 days from the date of commencement of the first Policy with Us are not payable. Claims "
            "arising from an Accident are payable from the first day. This waiting period does not apply at "
            "renewal, or where the Insured Person has had continuous cover elsewhere for more than twelve months "
            "and has ported to Us."))
    A(("h2", "D.2 Pre-Existing Diseases"))
    A(("p", "Expenses for the treatment of a Pre-Existing Disease other than a declared Listed Chronic Condition, "
            "and its direct complications, are excluded until 2 years of continuous coverage have elapsed since "
            "the inception of the first Policy with Us. If the Sum Insured is enhanced, this waiting period applies "
            "afresh to the increase. Credit for continuous prior coverage is given under the portability norms of "
            "the IRDAI. Cover after the waiting period is subject to the disease having been declared in the "
            "Proposal and accepted by Us."))
    A(("h2", "D.3 Specified Diseases and Procedures"))
    A(("p", "Expenses for the following illnesses and procedures are excluded until 24 months of continuous "
            "coverage have elapsed since the inception of the first Policy with Us, unless they arise from an "
            "Accident: cataract; benign enlargement of the prostate; hernia of all kinds; hydrocele; fistula, "
            "fissure and piles; gall bladder and kidney stones; sinusitis and nasal septum surgery; tonsils and "
            "adenoids; non-cancerous growths, cysts and polyps; uterine fibroids and hysterectomy not due to "
            "cancer; varicose veins; osteoarthritis and joint replacement not due to Accident; and spinal disc "
            "disorders. Where a listed illness is also a Pre-Existing Disease, the longer waiting period applies. "
            "The waiting period applies afresh to any enhanced Sum Insured, and credit is given for prior "
            "continuous coverage under the portability norms."))

    A(("h1", "Section E – What We Do Not Cover"))
    A(("p", "We will not pay for any claim caused by, arising from or connected with the following:"))
    exc = [
        "Admission primarily for diagnostics and evaluation purposes only, and diagnostic expenses not related or not incidental to the current diagnosis and treatment.",
        "Admission primarily for enforced bed rest and not for receiving treatment, including custodial care at home or in a nursing facility, and services for terminally ill persons to address physical, social, emotional and spiritual needs.",
        "Surgical treatment of obesity, unless advised by a doctor, supported by clinical protocols, for a member aged 18 years or older with a Body Mass Index of 40 or more, or of 35 or more with severe co-morbidities after less invasive methods of weight loss have failed.",
        "Treatment, including surgical management, to change characteristics of the body to those of the opposite sex.",
        "Cosmetic or plastic surgery or any treatment to change appearance, unless for reconstruction following an Accident, burns or cancer, or as medically necessary treatment certified by the attending Medical Practitioner.",
        "Treatment necessitated by participation as a professional in hazardous or adventure sports such as para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing, scuba diving, hand gliding, sky diving or deep-sea diving.",
        "Treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent.",
        "Treatment in any hospital or by any provider that We have specifically excluded and disclosed on Our website, except expenses up to the stage of stabilisation in a life-threatening situation or following an Accident.",
        "Treatment for alcoholism, drug or substance abuse or any addictive condition and consequences thereof.",
        "Treatments received in health hydros, nature cure clinics, spas or similar establishments, or where admission is arranged wholly or partly for domestic reasons.",
        "Dietary supplements and substances that can be bought without prescription, including vitamins, minerals and organic substances, unless prescribed by a Medical Practitioner as part of a Hospitalisation or day care claim.",
        "Treatment for correction of eyesight due to refractive error less than 7.5 dioptres.",
        "Unproven treatments, services and supplies that lack significant medical documentation to support their effectiveness.",
        "Sterility and infertility, including contraception, sterilisation and its reversal, assisted reproduction such as IVF, ZIFT, GIFT and ICSI, and gestational surrogacy.",
        "Maternity: treatment traceable to childbirth, including complicated deliveries and caesarean sections, except ectopic pregnancy; miscarriage (unless due to an Accident) and lawful medical termination of pregnancy. Maternity and new born baby expenses are not covered under this Policy.",
        "Domiciliary hospitalisation, that is treatment taken at home for a condition that would normally need Hospitalisation, is not covered under this Policy.",
        "OPD treatment, including routine consultations, medicines, glucometer strips, insulin pens and inhalers bought for use at home, except as provided under C.10.",
        "Dental treatment unless required because of an Accident and needing Hospitalisation; spectacles, contact lenses, hearing aids and other external aids or durable equipment.",
        "War, invasion, hostilities, civil war, rebellion, nuclear, chemical or biological contamination; intentional self-injury; and treatment taken outside India.",
        "Items listed as not payable in List I of the IRDAI list of non-medical items, which is available on Our website.",
    ]
    for i, e in enumerate(exc, 1):
        A(("li", "E.%d %s" % (i, e)))

    A(("h1", "Section F – Co-payment"))
    A(("p", "F.1 If the Insured Person was above 65 years of age when he or she was first insured under this Policy, "
            "every admissible claim for that Insured Person is subject to a co-payment of 20%, which means We pay "
            "80% of the admissible amount and the Insured Person bears the remaining 20%. No co-payment applies to an "
            "Insured Person who entered the Policy at the age of 65 years or below. The co-payment is applied after "
            "the limits in Section C."))

    A(("h1", "Section G – General Terms and Conditions"))
    gen = [
        ("G.1 Disclosure of information", "The Policy shall be void and all premium paid on it shall be forfeited to Us in the event of misrepresentation, mis-description or non-disclosure of any material fact by the Policyholder or Insured Person."),
        ("G.2 Free look period", "A new Policy (not a renewal or a ported Policy) may be reviewed for a free look period of thirty (30) days from the date the Policy document is received. If it is returned in that period and no claim has been made, We will refund the premium after deducting the proportionate risk premium for the days on cover and the cost of any pre-policy medical check-up and stamp duty."),
        ("G.3 Premium payment and grace period", "Premium may be paid annually, half-yearly, quarterly or monthly. A grace period of 15 days is allowed where premium is paid monthly, and of 30 days for every other mode. The Policy is treated as continuous if premium is paid within the grace period, but no claim is payable for Hospitalisation that starts during the period for which premium has not been received."),
        ("G.4 Renewal", "The Policy is renewable for life and renewal shall not be refused except on grounds of fraud, misrepresentation or non-cooperation. No fresh waiting period applies on renewal except to an increased Sum Insured."),
        ("G.5 Cancellation", "The Policyholder may cancel the Policy with 7 days' written notice; We will refund premium for the unexpired period on a pro-rata basis if no claim has been paid. We may cancel only for established fraud, with 15 days' notice, and without refund."),
        ("G.6 Portability and migration", "The Insured Person may port to another insurer, or migrate to another of Our products, with credit for waiting periods already served, by applying at least 15 days before renewal, as per the IRDAI guidelines."),
        ("G.7 Moratorium", "After sixty continuous months of coverage, no claim shall be contested on grounds of non-disclosure or misrepresentation, except for established fraud."),
        ("G.8 Claim settlement", "Claims shall be settled or repudiated within 15 days of receipt of the last necessary document; delay attracts interest at 2% above the bank rate."),
        ("G.9 Multiple policies", "Where more than one indemnity policy covers the same loss, the Insured Person may choose the policy under which the claim is to be settled, and may claim the balance under the other policies."),
        ("G.10 Fraud", "If a claim is fraudulent in any respect, all benefits under the Policy are forfeited and any amount paid must be repaid to Us."),
    ]
    for h, t in gen:
        A(("p", "**" + h + ".** " + t))

    A(("h1", "Section H – How to Make a Claim"))
    A(("p", "H.1 Notice. For a planned admission, inform Us at least 3 days before the date of admission. For an "
            "emergency admission, inform Us within 48 hours of admission or before discharge, whichever is earlier. "
            "Notice may be given on the toll free number, by e-mail, through the mobile app or through the "
            "Hospital's insurance desk."))
    A(("p", "H.2 Cashless. At a Network Provider, the Hospital sends the pre-authorisation form to Us. We decide "
            "within one hour and send the final authorisation within three hours of the discharge request. "
            "Co-payment under Section F, and any amount above the limits in C.1, must be paid by the Insured "
            "Person directly to the Hospital."))
    A(("p", "H.3 Reimbursement. Send the claim form, original bills and receipts, discharge summary, investigation "
            "reports, prescriptions, KYC and bank details within 30 days of discharge. Pre- and post-hospitalisation "
            "bills may be sent within 15 days after the post-hospitalisation period ends."))

    A(("h1", "Section I – Grievance Redressal"))
    A(("p", "I.1 Please contact Our customer service on the toll free number or by e-mail, or visit any of Our "
            "branches. If the response is not satisfactory, write to the Grievance Redressal Officer at "
            "grievance.healthinsurance@adityabirla.example. We acknowledge a grievance at once and resolve it "
            "within 14 days."))
    A(("p", "I.2 If the grievance is not resolved within 30 days, or the Insured Person is not satisfied with "
            "Our reply, a complaint may be made to the Insurance Ombudsman for the area in which the Insured "
            "Person resides, within one year of Our final reply, or on the IRDAI Bima Bharosa portal. Addresses of "
            "the Ombudsman offices are given in Annexure II and at www.cioins.co.in."))

    A(("h1", "Section J – Chronic Care Support Services"))
    A(("p", "J.1 The following services are offered to every Insured Person with a Listed Chronic Condition at no "
            "extra cost. They are not insurance benefits, do not reduce the Sum Insured and are not payable in cash."))
    for s_ in ["(a) A dedicated care manager who calls the Insured Person at least once a quarter to review blood "
               "sugar, blood pressure or peak-flow readings, medicines and lifestyle goals.",
               "(b) Unlimited tele-consultations with a general physician, and up to four tele-consultations in a "
               "Policy Year with a diabetologist, cardiologist or pulmonologist from Our panel.",
               "(c) Diet and exercise plans prepared by a nutritionist, and reminders for medicines and tests through "
               "the mobile app.",
               "(d) Discounts at partner pharmacies and diagnostic centres, as published on Our website from time to "
               "time."]:
        A(("li", s_))
    A(("p", "J.2 Participation is voluntary. Readings shared through the programme are used only to support the "
            "Insured Person's care and are not used to refuse a claim or to load the renewal premium."))

    A(("pb",))
    A(("h1", "Annexure I – Documents required for a reimbursement claim"))
    for s_ in ["1. Claim form, duly filled and signed by the Insured Person or the claimant.",
               "2. Original final bill with a break-up of charges, the payment receipt and the discharge summary.",
               "3. Investigation reports, with the prescriptions or requisitions of the treating doctor.",
               "4. Pharmacy bills supported by prescriptions.",
               "5. For a Listed Chronic Condition: the past treatment record or prescription showing when the "
               "condition was first diagnosed, if available.",
               "6. Ambulance receipt, where a road ambulance claim is made.",
               "7. For an Accident: first information report or medico-legal certificate, where one was made.",
               "8. KYC documents of the proposer and a cancelled cheque or bank details for NEFT."]:
        A(("li", s_))
    A(("p", "We may ask for any other document that is necessary to assess the claim, once, within 7 days of receipt "
            "of the claim documents."))

    A(("h1", "Annexure II – Offices of the Insurance Ombudsman"))
    rows = [["Areas of jurisdiction", "Office of the Insurance Ombudsman"]] + [[a, b] for a, b in OMBUDSMAN]
    A(("table", rows, [55, 110], False, {"pad": 2.5}))
    A(("p", "The Council for Insurance Ombudsmen, 3rd Floor, Jeevan Seva Annexe, S.V. Road, Santacruz (W), "
            "Mumbai – 400 054, maintains the updated list of offices and jurisdictions."))
    return it
