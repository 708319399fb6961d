# Content of wording A: Reliance General, Health Xtend Super Top-Up (synthetic).
INSURER = "Reliance General Insurance Company Limited"
PRODUCT = "Health Xtend Super Top-Up"
UIN = "RELHLIP26031V012526"
STEM = "Reliance_Health-Xtend-Super-Top-Up_" + UIN

HEADER = [INSURER, PRODUCT + " - Policy Wording  |  UIN: " + UIN]
FOOTER = ("Reliance General Insurance Company Limited  |  " + PRODUCT + "  |  UIN: " + UIN)

B = []
def t(*x): B.append(x)

t("title", "HEALTH XTEND SUPER TOP-UP")
t("subtitle", "Policy Wording")
t("small", "Reliance General Insurance Company Limited, Reliance Centre, South Wing, 4th Floor, Off Western Express "
  "Highway, Santacruz (East), Mumbai - 400055. Toll free: 1800 3009. Website: www.reliancegeneral.co.in")

t("h1", "Section A - Preamble")
t("p", "This Policy is a contract of insurance issued by Reliance General Insurance Company Limited (hereinafter "
  "called the 'Company', 'We', 'Us' or 'Our') to the Proposer mentioned in the Schedule (hereinafter called "
  "'You' or 'Your'). The Proposal and declaration given by You, together with any other information You have "
  "furnished to Us, form the basis of this contract and are deemed to be incorporated in it.")
t("p", "Health Xtend Super Top-Up is a top-up indemnity policy. It does not replace a basic health insurance policy. "
  "It responds only after the Medical Expenses admissible under this Policy and incurred by the Insured Persons "
  "during a Policy Year have, in the aggregate, crossed the Aggregate Deductible You have chosen. Subject to the "
  "terms, conditions, exclusions and definitions contained herein, We will indemnify the Insured Person for "
  "Medical Expenses in excess of the Aggregate Deductible, up to the Sum Insured shown in the Schedule.")

t("h1", "Section B - Definitions")
t("p", "The terms defined below have the meanings ascribed to them wherever they appear in this Policy. Where the "
  "context so requires, references to the singular include the plural, and references to the male gender include "
  "the female.")
t("h2", "B.1 Standard Definitions")
defs_a = [
 ("Accident", "means a sudden, unforeseen and involuntary event caused by external, visible and violent means."),
 ("Any one Illness", "means continuous period of illness and includes relapse within 45 days from the date of last "
  "consultation with the Hospital/Nursing Home where treatment was taken."),
 ("AYUSH Hospital", "is a healthcare facility wherein medical/surgical/para-surgical treatment procedures and "
  "interventions are carried out by AYUSH Medical Practitioner(s) comprising of any of the following: a. Central "
  "or State Government AYUSH Hospital; or b. Teaching hospital attached to AYUSH College recognized by the Central "
  "Government/Central Council of Indian Medicine/Central Council for Homeopathy; or c. AYUSH Hospital, standalone "
  "or co-located with in-patient healthcare facility of any recognized system of medicine, registered with the "
  "local authorities, wherever applicable."),
 ("Cashless facility", "means a facility extended by the insurer to the insured where the payments, of the costs of "
  "treatment undergone by the insured in accordance with the policy terms and conditions, are directly made to the "
  "network provider by the insurer to the extent pre-authorization is approved."),
 ("Condition Precedent", "means a policy term or condition upon which the Insurer's liability under the policy is "
  "conditional upon."),
 ("Congenital Anomaly", "means a condition which is present since birth, and which is abnormal with reference to "
  "form, structure or position. a) Internal Congenital Anomaly - which is not in the visible and accessible parts of "
  "the body; b) External Congenital Anomaly - which is in the visible and accessible parts of the body."),
 ("Co-Payment", "means a cost sharing requirement under a health insurance policy that provides that the "
  "policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does not "
  "reduce the Sum Insured."),
 ("Cumulative Bonus", "means any increase or addition in the Sum Insured granted by the insurer without an "
  "associated increase in premium."),
 ("Day Care Centre", "means any institution established for day care treatment of illness and/or injuries or a "
  "medical setup with a hospital and which has been registered with the local authorities, wherever applicable, "
  "and is under supervision of a registered and qualified medical practitioner and must comply with all minimum "
  "criterion as under: i. has qualified nursing staff under its employment; ii. has qualified medical "
  "practitioner(s) in charge; iii. has fully equipped operation theatre of its own where surgical procedures are "
  "carried out; iv. maintains daily records of patients and will make these accessible to the insurance company's "
  "authorized personnel."),
 ("Day Care Treatment", "means medical treatment, and/or surgical procedure which is: i. undertaken under General "
  "or Local Anaesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, "
  "and ii. which would have otherwise required hospitalization of more than 24 hours. Treatment normally taken on "
  "an out-patient basis is not included in the scope of this definition."),
 ("Deductible", "means a cost sharing requirement under a health insurance policy that provides that the insurer "
  "will not be liable for a specified rupee amount in case of indemnity policies, which will apply before any "
  "benefits are payable by the insurer. A deductible does not reduce the Sum Insured."),
 ("Dental Treatment", "means a treatment related to teeth or structures supporting teeth including examinations, "
  "fillings (where appropriate), crowns, extractions and surgery."),
 ("Emergency Care", "means management for an illness or injury which results in symptoms which occur suddenly and "
  "unexpectedly, and requires immediate care by a medical practitioner to prevent death or serious long term "
  "impairment of the insured person's health."),
 ("Grace Period", "means the specified period of time, immediately following the premium due date during which "
  "premium payment can be made to renew or continue a policy in force without loss of continuity benefits "
  "pertaining to Waiting Periods and coverage of Pre-Existing Diseases. Coverage need not be available during the "
  "period for which no premium is received."),
 ("Hospital", "means any institution established for in-patient care and day care treatment of illness and/or "
  "injuries and which has been registered as a hospital with the local authorities under the Clinical "
  "Establishments (Registration and Regulation) Act 2010 or under enactments specified under Schedule of Section "
  "56(1) of the said act, or complies with all minimum criteria as under: i. has qualified nursing staff under its "
  "employment round the clock; ii. has at least 10 in-patient beds in towns having a population of less than "
  "10,00,000 and at least 15 in-patient beds in all other places; iii. has qualified medical practitioner(s) in "
  "charge round the clock; iv. has a fully equipped operation theatre of its own where surgical procedures are "
  "carried out; v. maintains daily records of patients and makes these accessible to the insurance company's "
  "authorized personnel."),
 ("Hospitalisation", "means admission in a hospital designated for in-patient care for a minimum period of 24 "
  "consecutive 'In-patient care' hours except for specified procedures/treatments, where such admission could be "
  "for a period of less than 24 consecutive hours."),
 ("Intensive Care Unit", "means an identified section, ward or wing of a hospital which is under the constant "
  "supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous "
  "monitoring and treatment of patients who are in a critical condition, or require life support facilities and "
  "where the level of care and supervision is considerably more sophisticated and intensive than in the ordinary "
  "and other wards."),
 ("ICU Charges", "means the amount charged by a Hospital towards ICU expenses which shall include the expenses for "
  "ICU bed, general medical support services provided to any ICU patient including monitoring devices, critical "
  "care nursing and intensivist charges."),
 ("Maternity expenses", "means: a) medical treatment expenses traceable to childbirth (including complicated "
  "deliveries and caesarean sections incurred during hospitalization); b) expenses towards lawful medical "
  "termination of pregnancy during the policy period."),
 ("Medical Expenses", "means those expenses that an Insured Person has necessarily and actually incurred for medical "
  "treatment on account of Illness or Accident on the advice of a Medical Practitioner, as long as these are no "
  "more than would have been payable if the Insured Person had not been insured and no more than other hospitals "
  "or doctors in the same locality would have charged for the same medical treatment."),
 ("Pre-Existing Disease", "means any condition, ailment, injury or disease: a) that is/are diagnosed by a physician "
  "not more than 36 months prior to the date of commencement of the policy issued by the insurer; or b) for which "
  "medical advice or treatment was recommended by, or received from, a physician not more than 36 months prior to "
  "the date of commencement of the policy."),
 ("Reasonable and Customary charges", "means the charges for services or supplies, which are the standard charges "
  "for the specific provider and consistent with the prevailing charges in the geographical area for identical or "
  "similar services, taking into account the nature of the illness/injury involved."),
 ("Room Rent", "means the amount charged by a hospital towards Room and Boarding expenses and shall include the "
  "associated medical expenses."),
 ("Unproven/Experimental treatment", "means the treatment including drug experimental therapy which is not based "
  "on established medical practice in India, is treatment experimental or unproven."),
]
for i, (k, v) in enumerate(defs_a, 1):
    t("li", "B.1.%d <b>%s</b> %s" % (i, k, v))
t("h2", "B.2 Specific Definitions")
t("li", "B.2.1 <b>Aggregate Deductible</b> means the amount stated in the Schedule which shall be borne by You in "
  "each Policy Year, in respect of all Medical Expenses that would otherwise be admissible under this Policy, "
  "before We become liable to make any payment. The Aggregate Deductible applies on an individual basis for an "
  "individual policy and on a floater basis for a family floater policy.")
t("li", "B.2.2 <b>Policy Year</b> means a period of twelve months beginning from the Policy start date or any "
  "anniversary thereof.")
t("li", "B.2.3 <b>Sum Insured</b> means the amount shown in the Schedule, which is Our maximum liability for any and "
  "all claims made in the Policy Year, after the Aggregate Deductible has been exceeded.")

t("h1", "Section C - Coverage")
t("h2", "C.1 How the Aggregate Deductible works")
t("p", "All admissible Medical Expenses incurred by the Insured Person(s) in a Policy Year, whether or not they are "
  "paid by any other insurance policy, employer scheme or from Your own pocket, are added together. Once this total "
  "exceeds the Aggregate Deductible, We will pay the amount in excess, up to the Sum Insured. The Aggregate "
  "Deductible is applied once in each Policy Year and does not reduce the Sum Insured. For this Policy the "
  "Aggregate Deductible can be opted at Rs. 2,00,000, Rs. 3,00,000 or Rs. 5,00,000 (INR 200000 / 300000 / 500000), "
  "as stated in the Schedule.")
t("h2", "C.2 In-patient Hospitalisation")
t("p", "If an Insured Person is required to be Hospitalised for a period of not less than 24 consecutive hours on the "
  "advice of a Medical Practitioner for an Illness or Injury contracted or sustained during the Policy Period, We "
  "will indemnify the following Reasonable and Customary Medical Expenses, in excess of the Aggregate Deductible:")
t("li", "a) Accommodation charges: room, boarding and nursing expenses as provided by the Hospital. There is no "
  "capping on room rent under this Policy; the Insured Person may choose any room category offered by the Hospital "
  "and no proportionate deduction will be applied on account of the room chosen.")
t("li", "b) Intensive Care Unit (ICU / ICCU) charges, payable at actuals.")
t("li", "c) Fees of surgeon, anaesthetist, Medical Practitioner, consultants and specialists.")
t("li", "d) Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, "
  "diagnostic materials and X-ray, dialysis, chemotherapy, radiotherapy, cost of pacemaker, prosthetics and "
  "implants placed during a surgical procedure.")
t("h2", "C.3 Pre-hospitalisation Medical Expenses")
t("p", "We will cover Medical Expenses incurred during the 60 days immediately before the date of admission, "
  "provided they relate to the same Illness or Injury and the in-patient claim is admissible under C.2 or C.5.")
t("h2", "C.4 Post-hospitalisation Medical Expenses")
t("p", "We will cover Medical Expenses incurred during the 90 days immediately after discharge, provided they relate "
  "to the same condition for which the Hospitalisation claim has been admitted by Us.")
t("h2", "C.5 Day Care Treatment")
t("p", "Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre are payable up to the Sum "
  "Insured. Procedures performed in the out-patient department of a Hospital are not Day Care Treatment.")
t("h2", "C.6 AYUSH Treatment")
t("p", "We will indemnify the Medical Expenses for in-patient care under Ayurveda, Yoga and Naturopathy, Unani, "
  "Siddha and Homeopathy systems of medicine received in an AYUSH Hospital, up to the Sum Insured.")
t("h2", "C.7 Emergency Road Ambulance")
t("p", "We will reimburse the cost of a registered road ambulance used to carry the Insured Person to the nearest "
  "Hospital in an emergency or from one Hospital to another for better medical facilities, up to the limit stated "
  "in the Table of Benefits for each Hospitalisation (₹ 2,000 where the Sum Insured is ₹ 5 lakh or ₹ 10 lakh, and "
  "₹ 3,000 where it is ₹ 15 lakh or more), provided the Hospitalisation claim is admissible.")
t("h2", "C.8 Organ Donor Expenses")
t("p", "We will cover the in-patient Medical Expenses incurred on harvesting an organ from a donor for transplant "
  "to the Insured Person, provided the organ donation conforms to the Transplantation of Human Organs Act, 1994 "
  "and the recipient's claim is admissible. Pre- and post-hospitalisation expenses of the donor are not covered.")
t("h2", "C.9 Modern Treatment Methods")
t("p", "The following procedures, when taken as in-patient or Day Care Treatment, are covered up to 50% of the Sum "
  "Insured for each Policy Year (all procedures together): uterine artery embolization and HIFU; balloon "
  "sinuplasty; deep brain stimulation; oral chemotherapy; immunotherapy - monoclonal antibody given as injection; "
  "intra vitreal injections; robotic surgeries; stereotactic radio surgeries; bronchial thermoplasty; vaporisation "
  "of the prostate (green laser or holmium laser treatment); IONM (intra operative neuro monitoring); and stem cell "
  "therapy (haematopoietic stem cells for bone marrow transplant for haematological conditions).")
t("h2", "C.10 Cataract Surgery")
t("p", "Expenses for cataract surgery are payable per eye up to the limit shown in the Table of Benefits for the "
  "Sum Insured opted, after the waiting period in D.1.2.")
t("h2", "C.11 Maternity Benefit")
t("p", "We will pay Maternity Expenses for the delivery of a child (normal or caesarean) or the lawful medical "
  "termination of pregnancy, once the female Insured Person has been continuously covered under this Policy with "
  "Us for 24 months. Our liability is restricted to the per-delivery amount in the Table of Benefits (Rs. 30,000 "
  "or Rs. 50,000 per delivery, according to the Sum Insured). Pre-natal and post-natal expenses are payable only "
  "where they form part of the Hospitalisation. Cover is limited to two deliveries or terminations during the "
  "lifetime of the Insured Person. The Aggregate Deductible applies to maternity claims in the same manner as to "
  "any other claim. Ectopic pregnancy is treated as an Illness and is not subject to this limit.")
t("h2", "C.12 Cumulative Bonus")
t("p", "For each claim-free Policy Year, We will increase the Sum Insured for the following Policy Year by 10% of the "
  "expiring base Sum Insured, subject to an overall maximum of 50% of the base Sum Insured. If a claim is paid in a "
  "Policy Year, the accrued Cumulative Bonus will be reduced by 10% of the base Sum Insured at the next renewal; "
  "the Sum Insured itself will never be reduced.")
t("h2", "C.13 Preventive Health Check-up")
t("p", "Once in every block of two continuous Policy Years with Us, each Insured Person aged 18 years or above may "
  "undergo a preventive health check-up at Our network diagnostic centre, up to the amount in the Table of "
  "Benefits. The check-up is available irrespective of claims and the Aggregate Deductible does not apply to it.")
t("h2", "C.14 Co-payment")
t("p", "An Insured Person who is 61 years of age or older on the date his or her cover first commences under this "
  "Policy shall bear a co-payment of 20% of every admissible claim amount. No co-payment applies to Insured Persons "
  "who join at a younger age, even after they cross 61 years.")

t("h2", "C.15 Table of Benefits")
t("p", "Sum Insured options: Rs. 5,00,000 / Rs. 10,00,000 / Rs. 15,00,000 / Rs. 20,00,000 / Rs. 25,00,000 (per "
  "Policy Year, individual or family floater). All limits below apply in excess of the Aggregate Deductible.")
TAB_A = [
 ["Benefit", "SI Rs. 5 lakh and Rs. 10 lakh", "SI Rs. 15 lakh to Rs. 25 lakh"],
 ["Aggregate Deductible options", "Rs. 2 lakh / 3 lakh / 5 lakh", "Rs. 2 lakh / 3 lakh / 5 lakh"],
 ["Room rent", "No capping", "No capping"],
 ["ICU / ICCU charges", "At actuals", "At actuals"],
 ["Pre-hospitalisation", "60 days", "60 days"],
 ["Post-hospitalisation", "90 days", "90 days"],
 ["Day care treatment", "Covered up to SI", "Covered up to SI"],
 ["AYUSH (in-patient)", "Covered up to SI", "Covered up to SI"],
 ["Road ambulance", "INR 2,000 per hospitalisation", "INR 3,000 per hospitalisation"],
 ["Cataract", "Rs. 40,000 per eye", "Rs. 60,000 per eye"],
 ["Modern treatment methods", "50% of SI per policy year", "50% of SI per policy year"],
 ["Maternity (after 24 months)", "Rs. 30,000 per delivery", "Rs. 50,000 per delivery"],
 ["Organ donor", "Covered up to SI", "Covered up to SI"],
 ["Domiciliary hospitalisation", "Not Covered", "Not Covered"],
 ["Health check-up", "Rs. 1,500 every 2 years", "Rs. 2,500 every 2 years"],
 ["Cumulative bonus", "10% a year, max 50%", "10% a year, max 50%"],
 ["Co-payment", "20% if entry age 61+", "20% if entry age 61+"],
]
t("table", TAB_A, [58, 58, 58], False, 1)
t("small", "Note: the Rs. 5 lakh Aggregate Deductible is not offered with the Rs. 5 lakh Sum Insured. The Sum "
  "Insured and Aggregate Deductible actually opted are shown in the Schedule.")

t("h1", "Section D - Waiting Periods and Exclusions")
t("p", "We shall not be liable to make any payment under this Policy directly or indirectly caused by, based on, "
  "arising out of or howsoever attributable to any of the following.")
t("h2", "D.1 Waiting Periods")
t("li", "D.1.1 <b>Pre-Existing Diseases - Code- Excl01</b>")
t("li2", "a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be "
  "excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy "
  "with insurer.")
t("li2", "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured "
  "increase.")
t("li2", "c) If the Insured Person is continuously covered without any break as defined under the portability "
  "norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to "
  "the extent of prior coverage.")
t("li2", "d) Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject to the "
  "same being declared at the time of application and accepted by Insurer.")
t("li", "D.1.2 <b>Specified disease/procedure waiting period - Code- Excl02</b>")
t("li2", "a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until "
  "the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This "
  "exclusion shall not be applicable for claims arising due to an accident.")
t("li2", "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured "
  "increase.")
t("li2", "c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing "
  "diseases, then the longer of the two waiting periods shall apply.")
t("li2", "d) The waiting period for listed conditions shall apply even if contracted after the policy or declared "
  "and accepted without a specific exclusion.")
t("li2", "e) If the Insured Person is continuously covered without any break as defined under the applicable norms "
  "on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior "
  "coverage.")
t("li2", "f) List of specific diseases/procedures: cataract; benign prostatic hypertrophy; hernia of all types; "
  "hydrocele; fissure, fistula and haemorrhoids; sinusitis and deviated nasal septum; tonsillitis and "
  "adenoidectomy; gall bladder stones and cholecystectomy; kidney and urinary tract stones; hysterectomy, fibroids "
  "and endometriosis; polycystic ovarian disease; varicose veins; gout, rheumatism and non-infective arthritis; "
  "osteoarthritis and joint replacement surgery; prolapsed intervertebral disc (other than due to accident); "
  "internal congenital anomalies; chronic kidney disease and dialysis.")
t("li", "D.1.3 <b>30-day waiting period - Code- Excl03</b>")
t("li2", "a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date "
  "shall be excluded except claims arising due to an accident, provided the same are covered.")
t("li2", "b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than "
  "twelve months.")
t("li2", "c) The within referred waiting period is made applicable to the enhanced sum insured in the event of "
  "granting higher sum insured subsequently.")
t("li", "D.1.4 <b>Maternity waiting period</b>: Maternity Expenses are payable only after 24 months of continuous "
  "coverage of the female Insured Person under this Policy (see C.11).")

t("h2", "D.2 Standard Exclusions")
ex = [
 ("Investigation & Evaluation - Code- Excl04", ["a) Expenses related to any admission primarily for diagnostics "
  "and evaluation purposes only are excluded.", "b) Any diagnostic expenses which are not related or not "
  "incidental to the current diagnosis and treatment are excluded."]),
 ("Rest Cure, rehabilitation and respite care - Code- Excl05", ["a) Expenses related to any admission primarily for "
  "enforced bed rest and not for receiving treatment. This also includes: i. Custodial care either at home or in a "
  "nursing facility for personal care such as help with activities of daily living such as bathing, dressing, "
  "moving around either by skilled nurses or assistant or non-skilled persons. ii. Any services for people who are "
  "terminally ill to address physical, social, emotional and spiritual needs."]),
 ("Obesity/ Weight Control - Code- Excl06", ["Expenses related to the surgical treatment of obesity that does not "
  "fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor; 2) The "
  "surgery/Procedure conducted should be supported by clinical protocols; 3) The member has to be 18 years of age "
  "or older; and 4) Body Mass Index (BMI): a) greater than or equal to 40 or b) greater than or equal to 35 in "
  "conjunction with any of the following severe co-morbidities following failure of less invasive methods of "
  "weight loss: i. Obesity-related cardiomyopathy; ii. Coronary heart disease; iii. Severe Sleep Apnea; iv. "
  "Uncontrolled Type2 Diabetes."]),
 ("Change-of-Gender treatments - Code- Excl07", ["Expenses related to any treatment, including surgical management, "
  "to change characteristics of the body to those of the opposite sex."]),
 ("Cosmetic or plastic Surgery - Code- Excl08", ["Expenses for cosmetic or plastic surgery or any treatment to "
  "change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically "
  "necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a "
  "medical necessity, it must be certified by the attending Medical Practitioner."]),
 ("Hazardous or Adventure sports - Code- Excl09", ["Expenses related to any treatment necessitated due to "
  "participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, "
  "rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, "
  "deep-sea diving."]),
 ("Breach of law - Code- Excl10", ["Expenses for treatment directly arising from or consequent upon any Insured "
  "Person committing or attempting to commit a breach of law with criminal intent."]),
 ("Excluded Providers - Code- Excl11", ["Expenses incurred towards treatment in any hospital or by any Medical "
  "Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified "
  "to the policyholders are not admissible. However, in case of life threatening situations or following an "
  "accident, expenses up to the stage of stabilization are payable but not the complete claim."]),
 ("Substance abuse - Code- Excl12", ["Treatment for, Alcoholism, drug or substance abuse or any addictive condition "
  "and consequences thereof."]),
 ("Health hydros and spas - Code- Excl13", ["Treatments received in heath hydros, nature cure clinics, spas or "
  "similar establishments or private beds registered as a nursing home attached to such establishments or where "
  "admission is arranged wholly or partly for domestic reasons."]),
 ("Dietary supplements - Code- Excl14", ["Dietary supplements and substances that can be purchased without "
  "prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a "
  "medical practitioner as part of hospitalization claim or day care procedure."]),
 ("Refractive Error - Code- Excl15", ["Expenses related to the treatment for correction of eye sight due to "
  "refractive error less than 7.5 dioptres."]),
 ("Unproven Treatments - Code- Excl16", ["Expenses related to any unproven treatment, services and supplies for or "
  "in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack "
  "significant medical documentation to support their effectiveness."]),
 ("Sterility and Infertility - Code- Excl17", ["Expenses related to sterility and infertility. This includes: (i) "
  "Any type of contraception, sterilization; (ii) Assisted Reproduction services including artificial insemination "
  "and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI; (iii) Gestational Surrogacy; (iv) Reversal "
  "of sterilization."]),
]
for i, (h, ps) in enumerate(ex, 1):
    t("li", "D.2.%d <b>%s</b>" % (i, h))
    for p in ps:
        t("li2", p)
t("h2", "D.3 Other Exclusions specific to this Policy")
oth = [
 "Domiciliary hospitalisation, that is, treatment taken at home even if it would otherwise have required "
 "Hospitalisation, is not covered.",
 "Out-patient consultations, diagnostics and medicines not followed by an admissible Hospitalisation.",
 "Dental treatment or surgery of any kind unless necessitated by an Accident and requiring Hospitalisation.",
 "Spectacles, contact lenses, hearing aids, crutches, wheelchairs and other durable medical equipment.",
 "War, invasion, acts of foreign enemies, hostilities, civil war, rebellion, nuclear weapons or materials.",
 "Intentional self-injury or attempted suicide while sane or insane.",
 "External congenital anomalies and their consequences.",
 "Treatment under any system other than allopathy and the AYUSH systems covered in C.6.",
 "Treatment taken outside India.",
 "Items listed in Annexure I (list of items for which coverage is not available in the Policy).",
]
for i, x in enumerate(oth, 1):
    t("li", "D.3.%d %s" % (i, x))

t("h1", "Section E - General Terms and Clauses")
gen = [
 ("Disclosure of Information", "The Policy shall be void and all premium paid thereon shall be forfeited to the "
  "Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the "
  "policyholder."),
 ("Condition Precedent to Admission of Liability", "The terms and conditions of the policy must be fulfilled by "
  "the insured person for the Company to make any payment for claim(s) arising under the policy."),
 ("Claim Settlement", "The Company shall settle or reject a claim within 30 days from the date of receipt of the "
  "last necessary document. In case of delay, the Company shall pay interest at a rate 2% above the bank rate from "
  "the date of receipt of the last necessary document to the date of payment."),
 ("Complete Discharge", "Any payment to the policyholder, insured person or his/her nominees or his/her legal "
  "representative or assignee or to the Hospital, as the case may be, for any benefit under the policy shall be a "
  "valid discharge towards payment of claim by the Company to the extent of that amount for the particular claim."),
 ("Multiple Policies", "Where an Insured Person holds more than one indemnity policy, he may choose the policy under "
  "which the claim is to be settled. Amounts paid under any other policy count towards the Aggregate Deductible "
  "but this Policy will not pay any amount already paid by another insurer."),
 ("Fraud", "If any claim made by the insured person is in any respect fraudulent, or if any false statement or "
  "declaration is made or used in support thereof, all benefits under this policy and the premium paid shall be "
  "forfeited."),
 ("Cancellation", "The policyholder may cancel this policy by giving 7 days' written notice, and in such an event "
  "the Company shall refund premium for the unexpired policy period on a pro-rata basis, provided no claim has "
  "been paid. The Company may cancel the policy at any time on grounds of misrepresentation, non-disclosure of "
  "material facts or fraud by giving 7 days' written notice, in which case no refund of premium shall be made."),
 ("Migration", "The insured person will have the option to migrate the policy to other health insurance products "
  "of the Company at the time of renewal, with credit for waiting periods served, as per IRDAI guidelines."),
 ("Portability", "The insured person will have the option to port the policy to other insurers by applying to such "
  "insurer to port the entire policy along with all the members of the family, if any, at least 15 days before, "
  "but not earlier than 60 days from the policy renewal date."),
 ("Renewal of Policy", "The policy shall ordinarily be renewable except on grounds of fraud, misrepresentation by "
  "the insured person. The Company shall endeavour to give notice for renewal. Renewal shall not be denied on the "
  "ground that the insured person had made a claim in the preceding policy years. Request for renewal along with "
  "requisite premium shall be received by the Company before the end of the policy period. At the end of the "
  "policy period, the policy shall terminate and can be renewed within the Grace Period of 30 days to maintain "
  "continuity of benefits without break in policy. Coverage is not available during the grace period."),
 ("Moratorium Period", "After completion of sixty continuous months of coverage (including portability and "
  "migration), no policy and claim shall be contestable by the insurer on grounds of non-disclosure or "
  "misrepresentation, except on grounds of established fraud."),
 ("Free Look Period", "The Free Look Period shall be applicable on new individual health insurance policies and not "
  "on renewals or at the time of porting/migrating the policy. The insured person shall be allowed free look "
  "period of thirty days from date of receipt of the policy document to review the terms and conditions of the "
  "policy, and to return the same if not acceptable. If the insured has not made any claim during the Free Look "
  "Period, the insured shall be entitled to a refund of the premium paid less any expenses incurred by the Company "
  "on medical examination and stamp duty charges."),
 ("Possibility of Revision of Terms", "The Company may revise the terms of the policy and the premium rates with "
  "the prior approval of IRDAI. The insured person shall be notified three months before the changes are "
  "effected."),
 ("Withdrawal of Policy", "In the likelihood of this product being withdrawn in future, the Company will intimate "
  "the insured person about the same 90 days prior to the expiry of the policy, with the option to migrate to a "
  "similar product."),
 ("Nomination", "The policyholder is required at the inception of the policy to make a nomination for the purpose "
  "of payment of claims under the policy in the event of death of the policyholder."),
 ("Territorial Jurisdiction", "All disputes under this Policy shall be subject to the jurisdiction of Indian courts "
  "and Indian law."),
]
for i, (h, x) in enumerate(gen, 1):
    t("li", "E.%d <b>%s</b>: %s" % (i, h, x))

t("h1", "Section F - Claim Procedure")
t("h2", "F.1 Notification of Claim")
t("p", "Call Our 24x7 helpline on 1800 3009 or write to Us at the e-mail address on the Schedule. Please quote the "
  "Policy number, the name of the Insured Person, the nature of the ailment and the name of the Hospital.")
t("li", "a) Planned Hospitalisation: at least 72 hours before the date of admission.")
t("li", "b) Emergency Hospitalisation: within 24 hours of admission, or before discharge, whichever is earlier.")
t("h2", "F.2 Cashless Facility")
t("p", "Cashless treatment is available at Our network Hospitals only after the Aggregate Deductible has been "
  "exhausted and the Hospital has received proof of the deductible having been satisfied (for example, the "
  "settlement letter of Your base policy). The Hospital will send the pre-authorisation request to Us; We will "
  "respond within one hour of receiving complete information and will authorise the final bill within three hours "
  "of the discharge request.")
t("h2", "F.3 Reimbursement")
t("p", "Claim documents must reach Us within 30 days of discharge (or, where another insurer first settles the "
  "claim, within 30 days of that settlement). Post-hospitalisation bills must be sent within 15 days after the 90 "
  "day period ends. Documents required:")
for x in ["i. Duly completed and signed claim form;", "ii. Original or insurer-attested copies of bills, receipts "
          "and the discharge summary;", "iii. Investigation reports and prescriptions;",
          "iv. Settlement letter and claim statement of the base policy or proof of expenses borne by You, to "
          "establish that the Aggregate Deductible has been met;", "v. KYC documents and cancelled cheque for NEFT "
          "payment;", "vi. FIR or Medico-legal certificate in accident cases, where applicable."]:
    t("li", x)
t("p", "Delay in intimation or in submission of documents will be condoned where it is shown to have been caused by "
  "reasons beyond the control of the claimant.")

t("h1", "Section G - Grievance Redressal")
t("p", "If You are not satisfied with any of Our services You may contact the Grievance Redressal Officer at "
  "Reliance Centre, Mumbai, e-mail: rgicl.grievances@reliancegeneral.co.in, or call 1800 3009. If the grievance is "
  "not resolved within 14 days or You are not satisfied with the resolution, You may approach the Grievance Cell of "
  "IRDAI through the Bima Bharosa portal, or the Insurance Ombudsman of Your area as listed in Annexure II, under "
  "the Insurance Ombudsman Rules, 2017.")

t("pb",)
t("h1", "Annexure I - List of items for which coverage is not available in the Policy")
nonpay = ["Baby food", "Baby utilities charges", "Beauty services", "Belts/braces", "Buds", "Cold pack/hot pack",
          "Carry bags", "Email/internet charges", "Food charges (other than patient's diet provided by hospital)",
          "Leggings", "Laundry charges", "Mineral water", "Sanitary pad", "Telephone charges",
          "Guest services", "Crepe bandage", "Diaper of any type", "Eyelet collar", "Slings",
          "Blood grouping and cross matching of donors samples", "Service charges where nursing charge also charged",
          "Television charges", "Surcharges", "Attendant charges", "Extra diet of patient", "Birth certificate",
          "Certificate charges", "Courier charges", "Conveyance charges", "Medical certificate",
          "Medical records", "Photocopies charges", "Mortuary charges", "Walking aids charges",
          "Oxygen cylinder (for usage outside the hospital)", "Spacer", "Spirometre", "Nebulizer kit",
          "Steam inhaler", "Armsling", "Thermometer", "Cervical collar", "Splint", "Diabetic foot wear",
          "Knee braces (long/short/hinged)", "Knee immobilizer/shoulder immobilizer", "Lumbo sacral belt",
          "Nimbus bed or water or air bed charges", "Ambulance collar", "Ambulance equipment", "Abdominal binder",
          "Private nurses charges - special nursing charges", "Sugar free tablets",
          "Creams, powders, lotions (toiletries are not payable, only prescribed medical pharmaceuticals payable)",
          "ECG electrodes", "Gloves", "Nebulisation kit", "Kits with no details mentioned",
          "Kidney tray", "Mask", "Ounce glass", "Oxygen mask", "Pelvic traction belt", "Pan can",
          "Trolly cover", "Urometer, urine jug", "Vasofix safety"]
rows = [["No.", "Item", "No.", "Item"]]
half = (len(nonpay) + 1) // 2
for i in range(half):
    r = [str(i + 1), nonpay[i]]
    j = i + half
    r += [str(j + 1), nonpay[j]] if j < len(nonpay) else ["", ""]
    rows.append(r)
t("table", rows, [10, 77, 10, 77], False, 1)

t("h1", "Annexure II - Offices of the Insurance Ombudsman (extract)")
omb = [
 ["Jurisdiction", "Office address"],
 ["Gujarat, Dadra and Nagar Haveli, Daman and Diu", "Office of the Insurance Ombudsman, Jeevan Prakash Building, 6th "
  "floor, Tilak Marg, Relief Road, Ahmedabad - 380001"],
 ["Karnataka", "Office of the Insurance Ombudsman, Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, 19/19, "
  "24th Main Road, JP Nagar, 1st Phase, Bengaluru - 560078"],
 ["Delhi, Haryana (part)", "Office of the Insurance Ombudsman, 2/2 A, Universal Insurance Building, Asaf Ali Road, "
  "New Delhi - 110002"],
 ["Maharashtra (Mumbai Metropolitan Region), Goa", "Office of the Insurance Ombudsman, 3rd Floor, Jeevan Seva Annexe, "
  "S. V. Road, Santacruz (W), Mumbai - 400054"],
 ["Tamil Nadu, Puducherry (part)", "Office of the Insurance Ombudsman, Fatima Akhtar Court, 4th Floor, 453, Anna "
  "Salai, Teynampet, Chennai - 600018"],
 ["West Bengal, Sikkim, Andaman and Nicobar Islands", "Office of the Insurance Ombudsman, Hindustan Bldg. Annexe, "
  "7th Floor, 4, C.R. Avenue, Kolkata - 700072"],
]
t("table", omb, [60, 114], False, 1)
t("small", "The updated list of Ombudsman offices is available at www.cioins.co.in.")
