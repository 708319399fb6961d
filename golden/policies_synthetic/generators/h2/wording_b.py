# Content of wording B: The Oriental Insurance Company Limited, Suraksha Mediclaim Policy (synthetic,
# pre-2020 format, no Excl codes printed).
INSURER = "The Oriental Insurance Company Limited"
PRODUCT = "Suraksha Mediclaim Policy"
UIN = "OICHLIP18037V011718"
STEM = "Oriental_Suraksha-Mediclaim_" + UIN

HEADER = ["THE ORIENTAL INSURANCE COMPANY LIMITED", "SURAKSHA MEDICLAIM POLICY (INDIVIDUAL)    UIN: " + UIN]
FOOTER = "Regd. Office: Oriental House, A-25/27, Asaf Ali Road, New Delhi - 110002"

B = []
def t(*x): B.append(x)

t("title", "SURAKSHA MEDICLAIM POLICY")
t("subtitle", "(Individual)  -  POLICY WORDING")
t("p", "WHEREAS the Insured named in the Schedule hereto has by a proposal and declaration, which shall be the basis "
  "of this contract and is deemed to be incorporated herein, applied to THE ORIENTAL INSURANCE COMPANY LIMITED "
  "(hereinafter called the COMPANY) for the insurance hereinafter set forth in respect of the person(s) named in "
  "the Schedule hereto (hereinafter called the INSURED PERSON) and has paid the premium as consideration for such "
  "insurance, to be serviced by a Third Party Administrator (hereinafter called the TPA) or by the Company.")

t("h1", "SECTION I - THE COVER")
t("h2", "1.0 OPERATIVE CLAUSE")
t("p", "NOW THIS POLICY WITNESSETH that, subject to the terms, conditions, exclusions and definitions contained "
  "herein or endorsed hereon, the Company undertakes that if during the period stated in the Schedule the Insured "
  "Person shall contract any disease or suffer from any illness or sustain bodily injury through accident, and if "
  "such disease, illness or injury shall require the Insured Person, upon the advice of a duly qualified Medical "
  "Practitioner, to incur hospitalisation expenses for medical or surgical treatment at any Hospital or Nursing Home "
  "in India as an in-patient, the Company or the TPA will pay to the Hospital or reimburse to the Insured Person "
  "the amount of such expenses as are reasonably and necessarily incurred, up to the limits indicated in clause 3 "
  "and the Table of Benefits, but not exceeding the Sum Insured for all claims in the period of insurance.")
t("p", "The Sum Insured under this Policy may be chosen from Rs.1,00,000/-, Rs.1,50,000/-, Rs.2,00,000/-, "
  "Rs.3,00,000/-, Rs.4,00,000/-, Rs.5,00,000/-, Rs.7,50,000/- and Rs.10,00,000/-. The Sum Insured is on an "
  "individual basis and is the maximum liability of the Company for any one Insured Person in the policy period.")

t("h2", "2.0 DEFINITIONS")
defs_b = [
 ("ACCIDENT", "An accident is a sudden, unforeseen and involuntary event caused by external, visible and violent "
  "means."),
 ("ANY ONE ILLNESS", "Any one illness means continuous period of illness and it includes relapse within 45 days "
  "from the date of last consultation with the Hospital/Nursing Home where treatment may have been taken."),
 ("CASHLESS FACILITY", "Cashless facility means a facility extended by the insurer to the insured where the "
  "payments of the costs of treatment undergone by the insured in accordance with the policy terms and conditions "
  "are directly made to the network provider by the insurer to the extent pre-authorization approved."),
 ("CONGENITAL ANOMALY", "Congenital Anomaly refers to a condition(s) which is present since birth, and which is "
  "abnormal with reference to form, structure or position. (a) Internal Congenital Anomaly: which is not in the "
  "visible and accessible parts of the body. (b) External Congenital Anomaly: which is in the visible and "
  "accessible parts of the body."),
 ("CO-PAYMENT", "A co-payment is a cost-sharing requirement under a health insurance policy that provides that the "
  "policyholder/insured will bear a specified percentage of the admissible claim amount. A co-payment does not "
  "reduce the Sum Insured."),
 ("DAY CARE TREATMENT", "Day care treatment refers to medical treatment and/or surgical procedure which is (i) "
  "undertaken under general or local anaesthesia in a hospital/day care centre in less than 24 hours because of "
  "technological advancement, and (ii) which would have otherwise required a hospitalisation of more than 24 "
  "hours. Treatment normally taken on an out-patient basis is not included in the scope of this definition."),
 ("DOMICILIARY HOSPITALISATION", "Domiciliary hospitalisation means medical treatment for an illness/disease/injury "
  "which in the normal course would require care and treatment at a hospital but is actually taken while confined "
  "at home under any of the following circumstances: (i) the condition of the patient is such that he/she is not "
  "in a condition to be removed to a hospital, or (ii) the patient takes treatment at home on account of "
  "non-availability of room in a hospital."),
 ("HOSPITAL / NURSING HOME", "A Hospital means any institution established for in-patient care and day care "
  "treatment of illness and/or injuries and which has been registered as a hospital with the local authorities "
  "under the Clinical Establishments (Registration and Regulation) Act, 2010 or under the enactments specified "
  "under the Schedule of Section 56(1) of the said Act, or complies with all minimum criteria as under: (a) has "
  "qualified nursing staff under its employment round the clock; (b) has at least 10 in-patient beds in towns "
  "having a population of less than 10 lacs and at least 15 in-patient beds in all other places; (c) has "
  "qualified medical practitioner(s) in charge round the clock; (d) has a fully equipped operation theatre of its "
  "own where surgical procedures are carried out; (e) maintains daily records of patients and makes these "
  "accessible to the insurance company's authorized personnel."),
 ("HOSPITALISATION", "Hospitalisation means admission in a Hospital for a minimum period of 24 in-patient care "
  "consecutive hours except for specified procedures/treatments, where such admission could be for a period of "
  "less than 24 consecutive hours."),
 ("ILLNESS", "Illness means a sickness or a disease or pathological condition leading to the impairment of normal "
  "physiological function which manifests itself during the policy period and requires medical treatment."),
 ("INTENSIVE CARE UNIT", "Intensive care unit means an identified section, ward or wing of a hospital which is "
  "under the constant supervision of a dedicated medical practitioner(s), and which is specially equipped for the "
  "continuous monitoring and treatment of patients who are in a critical condition, or require life support "
  "facilities and where the level of care and supervision is considerably more sophisticated and intensive than "
  "in the ordinary and other wards."),
 ("MEDICAL PRACTITIONER", "A Medical Practitioner is a person who holds a valid registration from the Medical "
  "Council of any State or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the "
  "Government of India or a State Government and is thereby entitled to practice medicine within its jurisdiction; "
  "and is acting within the scope and jurisdiction of licence. The registered practitioner should not be the "
  "insured or close family members."),
 ("NETWORK PROVIDER", "Network provider means hospitals or health care providers enlisted by an insurer or by a TPA "
  "and insurer together to provide medical services to an insured on payment by a cashless facility."),
 ("PRE-EXISTING DISEASE", "Pre-existing disease means any condition, ailment or injury or related condition(s) for "
  "which the insured person had signs or symptoms, and/or were diagnosed, and/or received medical advice/treatment "
  "within 48 months prior to the first policy issued by the insurer."),
 ("PRE-HOSPITALISATION MEDICAL EXPENSES", "Medical expenses incurred immediately before the insured person is "
  "hospitalised, provided that such medical expenses are incurred for the same condition for which the insured "
  "person's hospitalisation was required, and the in-patient hospitalisation claim for such hospitalisation is "
  "admissible by the insurance company."),
 ("POST-HOSPITALISATION MEDICAL EXPENSES", "Medical expenses incurred immediately after the insured person is "
  "discharged from the hospital, provided that such medical expenses are incurred for the same condition for which "
  "the insured person's hospitalisation was required and the in-patient hospitalisation claim for such "
  "hospitalisation is admissible by the insurance company."),
 ("REASONABLE AND CUSTOMARY CHARGES", "Reasonable and customary charges means the charges for services or supplies, "
  "which are the standard charges for the specific provider and consistent with the prevailing charges in the "
  "geographical area for identical or similar services, taking into account the nature of the illness/injury "
  "involved."),
 ("RENEWAL", "Renewal defines the terms on which the contract of insurance can be renewed on mutual consent with a "
  "provision of grace period for treating the renewal continuous for the purpose of all waiting periods."),
 ("SUM INSURED", "Sum Insured means the maximum amount stated in the Schedule, which the Company will pay for any "
  "and all claims of the Insured Person during the policy period."),
 ("TPA", "TPA means a Third Party Administrator who holds a valid licence from the Insurance Regulatory and "
  "Development Authority of India to act as a TPA and is engaged by the Company for the provision of health "
  "services as specified in the agreement between the TPA and the Company."),
]
for i, (k, v) in enumerate(defs_b, 1):
    t("li", "2.%d <b>%s</b>: %s" % (i, k, v))

t("h2", "3.0 BENEFITS")
t("p", "The Company shall pay the following expenses, on hospitalisation of the Insured Person for a minimum period "
  "of 24 hours, subject to the limits below and to the Table of Benefits in clause 3.10:")
t("li", "3.1 <b>Room, Boarding and Nursing expenses</b> as provided by the Hospital/Nursing Home, not exceeding 1% of "
  "the Sum Insured subject to a maximum of Rs.5,000/- per day.")
t("li", "3.2 <b>Intensive Care Unit (ICU) expenses</b> not exceeding 2% of the Sum Insured subject to a maximum of "
  "Rs.10,000/- per day.")
t("li", "3.3 Surgeon, Anaesthetist, Medical Practitioner, Consultants and Specialists fees.")
t("li", "3.4 Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, "
  "diagnostic materials and X-ray, dialysis, chemotherapy, radiotherapy, cost of pacemaker, artificial limbs and "
  "cost of stent and implants.")
t("li", "3.5 <b>Proportionate deduction</b>: where the Insured Person occupies a room or ICU whose charges exceed the "
  "limits in 3.1 or 3.2, the Company's liability on the hospital's associated medical expenses (other than "
  "pharmacy, consumables, implants and diagnostics) shall be reduced in the same proportion as the limit bears to "
  "the actual room charges.")
t("li", "3.6 <b>Pre and Post hospitalisation</b>: relevant medical expenses incurred during the period up to 30 "
  "days prior to hospitalisation and up to 60 days after discharge, for the same disease or injury, are payable as "
  "part of the claim, provided the hospitalisation claim is admissible.")
t("li", "3.7 <b>Domiciliary hospitalisation</b>: expenses on domiciliary hospitalisation lasting more than three "
  "days are payable up to 20% of the Sum Insured. Pre- and post-hospitalisation expenses are not payable under "
  "this benefit, nor is domiciliary treatment of asthma, bronchitis, chronic nephritis, diarrhoea and all types of "
  "dysenteries including gastro-enteritis, diabetes mellitus and insipidus, epilepsy, hypertension, influenza, "
  "cough and cold, psychiatric or psychosomatic disorders, pyrexia of unknown origin, tonsillitis and upper "
  "respiratory tract infection, arthritis, gout and rheumatism.")
t("li", "3.8 <b>Day care treatment</b>: the day care procedures listed in Annexure I, undertaken in a Hospital or "
  "day care centre, are payable even though the stay is less than 24 hours.")
t("li", "3.9 <b>Ayurvedic, Homeopathic and Unani treatment</b>: expenses on in-patient treatment under these systems "
  "are payable up to 25% of the Sum Insured, provided the treatment is taken in a Government Hospital or in an "
  "institution recognised by the Government and/or accredited by the Quality Council of India or the National "
  "Accreditation Board on Health.")
t("li", "3.10 <b>Ambulance and Cataract</b>: ambulance charges for shifting the Insured Person to or between "
  "Hospitals, and cataract surgery, are payable up to the amounts shown in the Table of Benefits below, according "
  "to the Sum Insured.")

TAB_B = [
 ["Benefit", "Sum Insured Rs.1,00,000/- to Rs.2,00,000/-", "Sum Insured Rs.3,00,000/- to Rs.5,00,000/-",
  "Sum Insured Rs.7,50,000/- and Rs.10,00,000/-"],
 ["Room, boarding and nursing (per day)", "1% of SI", "1% of SI", "1% of SI, max Rs.5,000/-"],
 ["ICU (per day)", "2% of SI", "2% of SI", "2% of SI, max Rs.10,000/-"],
 ["Ambulance (per hospitalisation)", "Rs.1,000/-", "Rs.1,500/-", "Rs.2,000/-"],
 ["Cataract (per eye)", "Rs.15,000/-", "Rs.25,000/-", "Rs.35,000/-"],
 ["Domiciliary hospitalisation", "20% of SI", "20% of SI", "20% of SI"],
 ["Ayurvedic / Homeopathic / Unani", "25% of SI", "25% of SI", "25% of SI"],
 ["Health check-up (every 4 claim-free years)", "1% of average SI, max Rs.5,000/-",
  "1% of average SI, max Rs.5,000/-", "1% of average SI, max Rs.5,000/-"],
 ["Maternity", "Not Covered", "Not Covered", "Not Covered"],
]
t("table", TAB_B, [46, 42, 42, 44], True, 1, "TABLE OF BENEFITS (Clause 3.10)")
t("p", "Note: The amounts payable under clauses 3.1 to 3.10 shall not exceed the Sum Insured for the Insured Person "
  "in the policy period.")

t("h1", "SECTION II - EXCLUSIONS")
t("h2", "4.0 EXCLUSIONS")
t("p", "The Company shall not be liable to make any payment under this Policy in respect of any expenses whatsoever "
  "incurred by any Insured Person in connection with or in respect of:")
exb = [
 "4.1 Pre-existing diseases: all diseases/injuries which are pre-existing when the cover incepts for the first "
 "time shall be covered only after 48 months of continuous coverage with the Company, provided they were declared "
 "in the proposal and accepted. For the purpose of this exclusion, a break in renewal beyond the grace period "
 "shall mean that the 48 months are counted afresh. In case of enhancement of the Sum Insured, this exclusion "
 "applies afresh to the additional Sum Insured.",
 "4.2 Any disease contracted by the Insured Person during the first 30 days from the commencement date of the "
 "policy. This exclusion shall not apply in case of the Insured Person having been covered under this policy or "
 "any other individual health insurance policy with an Indian insurer for a continuous period of preceding 12 "
 "months without any break, nor to hospitalisation arising out of an accident.",
 "4.3 During the first two years of continuous operation of the insurance cover, the expenses on treatment of the "
 "following diseases/ailments/surgeries are not payable: (i) Benign Prostatic Hypertrophy; (ii) Cataract; (iii) "
 "Hernia of all types; (iv) Hydrocele; (v) Hysterectomy for menorrhagia or fibromyoma or prolapse of uterus; (vi) "
 "Fissure, fistula in anus, piles; (vii) Sinusitis and related disorders; (viii) Gall bladder stone and its "
 "removal; (ix) Stone in the urinary system; (x) Tonsillectomy and adenoidectomy; (xi) Varicose veins and "
 "varicose ulcers; (xii) Polycystic ovarian disease; (xiii) Surgery of nasal septum and turbinates; (xiv) "
 "Non-infective arthritis and gout; (xv) Prolapse of intervertebral disc, unless arising from accident. "
 "If any of these diseases is pre-existing at the time of proposal, it shall be covered only after 48 months as "
 "in 4.1.",
 "4.4 Joint replacement surgery, unless necessitated by accident, and treatment for age-related osteoarthritis "
 "and osteoporosis are not payable during the first four years of continuous cover.",
 "4.5 Injury or disease directly or indirectly caused by or arising from war, invasion, act of foreign enemy, "
 "hostilities (whether war be declared or not), civil war, rebellion, revolution, insurrection, military or "
 "usurped power, nuclear weapons or materials, or ionising radiation.",
 "4.6 Circumcision unless necessary for treatment of a disease or necessitated by an accident; expenses for "
 "cosmetic or aesthetic treatment or plastic surgery of any description, unless required for reconstruction "
 "following an accident, burns or cancer, or as part of medically necessary treatment certified by the attending "
 "Medical Practitioner.",
 "4.7 Surgical or other treatment to change the characteristics of the body to those of the opposite sex.",
 "4.8 Cost of spectacles, contact lenses and hearing aids; treatment for correction of eye sight due to "
 "refractive error less than 7.5 dioptres, including LASIK.",
 "4.9 Dental treatment or surgery of any kind unless necessitated by accident and requiring hospitalisation.",
 "4.10 Convalescence, general debility, run-down condition or rest cure; custodial or respite care; external "
 "congenital anomaly; intentional self-injury; and treatment of alcoholism, drug or substance abuse or any "
 "addictive condition and its consequences.",
 "4.11 Sterility, infertility and assisted conception, including IVF, GIFT, ZIFT, ICSI, surrogacy, any form of "
 "contraception or sterilisation and its reversal.",
 "4.12 Charges incurred at a Hospital primarily for diagnostic, X-ray or laboratory examinations not consistent "
 "with or incidental to the diagnosis and treatment of the positive existence of any ailment for which "
 "hospitalisation is required.",
 "4.13 Vitamins, tonics, nutritional supplements and substances that can be bought without a prescription, unless "
 "forming part of the treatment for the disease or injury, as certified by the attending physician.",
 "4.14 Treatment arising from or traceable to pregnancy, childbirth, miscarriage, abortion or complications of any "
 "of these, including caesarean section, except ectopic pregnancy.",
 "4.15 Naturopathy treatment; stay in health hydros, nature cure clinics, spas or similar establishments, or "
 "admissions arranged wholly or partly for domestic reasons.",
 "4.16 Treatment of obesity or weight control programmes, including bariatric surgery, unless the insured person "
 "is 18 years or older with a Body Mass Index of 40 or more (or 35 or more with serious co-morbidities) and the "
 "surgery is advised by the doctor and supported by clinical protocols.",
 "4.17 Injury arising from participation as a professional in hazardous or adventure sports such as para-jumping, "
 "rock climbing, mountaineering, rafting, motor racing, horse racing, scuba diving or sky diving.",
 "4.18 Treatment directly arising from the Insured Person committing or attempting to commit a breach of law with "
 "criminal intent.",
 "4.19 Experimental, investigational or unproven treatment, devices and pharmacological regimens not recognised "
 "under established medical practice in India.",
 "4.20 Stem cell implantation or surgery, robotic surgery, cyber knife treatment, oral chemotherapy, "
 "immunotherapy and other advanced treatment methods, unless specifically endorsed on the Schedule.",
 "4.21 Expenses incurred on the donor of an organ, including the cost of harvesting the organ, in connection with "
 "an organ transplant to the Insured Person.",
 "4.22 Out-patient treatment, and any treatment taken outside India.",
 "4.23 Items of a non-medical nature listed in Annexure II.",
]
for x in exb:
    t("li", x)

t("h1", "SECTION III - CONDITIONS")
cond = [
 ("5.1 CONTRACT", "The proposal form, the Schedule and this Policy form one contract. Every endorsement placed on the "
  "Policy shall form part of the contract."),
 ("5.2 CO-PAYMENT", "Where the Insured Person is aged 60 years or above at the time of first entry into this "
  "Policy, each admissible claim shall be subject to a co-payment of 10% of the admissible claim amount. No "
  "co-payment applies to persons who entered below 60 years of age."),
 ("5.3 CUMULATIVE BONUS", "The Sum Insured shall be progressively increased by 5% in respect of each claim-free year "
  "of insurance, subject to a maximum of 50% of the Sum Insured. In the event of a claim, the cumulative bonus "
  "shall be reduced at the same rate at which it was allowed."),
 ("5.4 COST OF HEALTH CHECK-UP", "The Insured Person shall be entitled to reimbursement of the cost of a medical "
  "check-up once at the end of a block of every four underwriting years, provided there are no claims reported "
  "during the block. The cost shall not exceed 1% of the average Sum Insured of the block of four claim-free "
  "years, subject to a maximum of Rs.5,000/-."),
 ("5.5 NOTICE OF CLAIM", "Preliminary notice of claim, with particulars relating to the policy number, name of the "
  "insured person, nature of the disease or injury and name and address of the hospital, must be sent to the TPA "
  "or the Company: (a) in case of planned hospitalisation, at least 48 hours before admission; and (b) in case "
  "of emergency hospitalisation, within 7 days from the date of admission."),
 ("5.6 CLAIM DOCUMENTS", "Final claim along with hospital receipted original bills, cash memos, the claim form and "
  "the list of documents given below should be submitted to the TPA or the Company within 15 days of discharge "
  "from the Hospital: (a) original bills, receipts and discharge certificate; (b) cash memos from hospitals and "
  "chemists supported by prescriptions; (c) receipts and pathological test reports supported by the note of the "
  "attending Medical Practitioner; (d) surgeon's certificate stating the nature of the operation; (e) certificate "
  "from the attending Medical Practitioner regarding diagnosis. Bills for post-hospitalisation treatment are to be "
  "submitted within 7 days of completion of such treatment. Waiver of these time limits may be considered in "
  "extreme cases of hardship where it is proved that the circumstances were beyond the control of the claimant."),
 ("5.7 CASHLESS FACILITY", "Cashless facility is available only at Network Hospitals of the TPA. The Hospital shall "
  "send the request for pre-authorisation to the TPA along with the identity card issued to the Insured Person. "
  "Denial of pre-authorisation does not mean denial of the claim; the Insured Person may submit the claim for "
  "reimbursement."),
 ("5.8 PAYMENT OF CLAIM", "All claims under this Policy shall be payable in Indian currency. The Company shall settle "
  "the claim within 30 days of receipt of the last necessary document."),
 ("5.9 FRAUD", "If any claim is in any manner fraudulent, or supported by any fraudulent means or device, all "
  "benefits under this Policy shall be forfeited."),
 ("5.10 RENEWAL", "The Policy may be renewed by mutual consent. The Company shall not be bound to send any notice of "
  "renewal. Renewal shall not be refused except on grounds of moral hazard, misrepresentation or fraud or "
  "non-cooperation by the Insured. A grace period of 30 days is allowed for renewal; however, the Company shall not "
  "be liable for any disease contracted or injury sustained during the break in cover. If the Policy is not "
  "renewed within the grace period, all continuity benefits shall be lost."),
 ("5.11 FREE LOOK PERIOD", "A free look period of 15 days from the date of receipt of the Policy document is "
  "available to the Insured to review the terms and conditions of the Policy. If the Insured is not satisfied, he "
  "may cancel the Policy during this period, provided no claim has been made, and the Company shall refund the "
  "premium after deducting the proportionate risk premium for the period on cover, stamp duty and the cost of "
  "pre-acceptance medical check-up, if any. This period is not available on renewals."),
 ("5.12 PORTABILITY", "The Insured Person shall have the right to port the Policy to another insurer, or to an "
  "individual policy with the Company, in accordance with the guidelines on portability issued by IRDAI. The "
  "application should be made at least 45 days before the renewal date."),
 ("5.13 ENHANCEMENT OF SUM INSURED", "The Sum Insured may be enhanced only at renewal, subject to the discretion of "
  "the Company. Exclusions 4.1 to 4.4 shall apply afresh to the enhanced portion of the Sum Insured."),
 ("5.14 CANCELLATION", "The Company may cancel this Policy by sending 15 days' notice in writing by registered post "
  "to the Insured at his last known address on the grounds of misrepresentation, fraud, non-disclosure of material "
  "facts or non-cooperation, with no refund of premium. The Insured may cancel the Policy at any time, in which "
  "case the Company shall retain premium at the short period scale below, provided no claim has been made."),
]
for h, x in cond:
    t("li", "<b>%s</b>: %s" % (h, x))
SP = [["Period on risk", "Rate of premium to be retained"],
      ["Up to one month", "1/4th of the annual premium"],
      ["Up to three months", "1/2 of the annual premium"],
      ["Up to six months", "3/4th of the annual premium"],
      ["Exceeding six months", "Full annual premium"]]
t("table", SP, [60, 70], True, 1)
cond2 = [
 ("5.15 CONTRIBUTION", "If at the time of a claim there is any other insurance covering the same risk, the Company "
  "shall not be liable for more than its rateable proportion, except where the Insured chooses to claim the whole "
  "amount under this Policy within its limits."),
 ("5.16 ARBITRATION", "If any dispute or difference shall arise as to the quantum to be paid under this Policy "
  "(liability being otherwise admitted), such difference shall be referred to the decision of a sole arbitrator "
  "under the Arbitration and Conciliation Act, 1996."),
 ("5.17 DISCLAIMER", "If the Company disclaims liability for a claim and the claim is not the subject matter of "
  "a suit in a court of law within 12 calendar months from the date of such disclaimer, the claim shall be deemed "
  "abandoned."),
]
for h, x in cond2:
    t("li", "<b>%s</b>: %s" % (h, x))

t("h1", "SECTION IV - GRIEVANCES")
t("p", "6.1 In case of any grievance the Insured may contact the Grievance Cell of the policy-issuing office or the "
  "Customer Care Department at the Head Office, e-mail csd@orientalinsurance.co.in, toll free 1800-11-8485. "
  "The Company shall resolve the grievance within 15 days.")
t("p", "6.2 If the Insured is not satisfied with the reply of the Company, he may approach the Insurance Ombudsman "
  "under the Redressal of Public Grievances Rules, 1998, whose offices are given in Annexure III.")

t("pb",)
t("h1", "ANNEXURE I - LIST OF DAY CARE PROCEDURES")
dc = ["Haemo-dialysis", "Parenteral chemotherapy", "Radiotherapy", "Eye surgery (cataract)", "Lithotripsy "
      "(kidney stone removal)", "Tonsillectomy", "D and C (dilatation and curettage)", "Dental surgery following an "
      "accident", "Hydrocele surgery", "Hernia repair (laparoscopic)", "Coronary angiography",
      "Surgery of skin and subcutaneous tissue", "Arthroscopic knee aspiration", "Excision of lipoma",
      "Incision and drainage of abscess", "Fracture reduction under anaesthesia", "Cystoscopic removal of stone",
      "Laparoscopic cholecystectomy", "Septoplasty", "Myringotomy", "Sclerotherapy", "Haemorrhoidectomy",
      "Fistulectomy", "Anal fissure repair", "Endoscopic removal of foreign body", "Cervical biopsy",
      "Breast lump excision", "Trabeculectomy", "Vitrectomy", "Prostate biopsy (TRUS guided)",
      "Transurethral resection of bladder tumour", "Colonoscopic polypectomy"]
rows = [["No.", "Procedure", "No.", "Procedure"]]
half = (len(dc) + 1) // 2
for i in range(half):
    j = i + half
    rows.append([str(i + 1), dc[i]] + ([str(j + 1), dc[j]] if j < len(dc) else ["", ""]))
t("table", rows, [10, 77, 10, 77], True, 1)
t("small", "Note: The standard exclusions and waiting periods are applicable to day care procedures as to any other "
  "hospitalisation.")

t("h1", "ANNEXURE II - EXPENSES NOT PAYABLE")
npb = ["Admission kit", "Baby food", "Beauty services", "Cold pack / hot pack", "Carry bags", "Cotton buds",
       "Crepe bandage", "Diapers", "Email / internet charges", "Food charges other than patient's diet",
       "Laundry charges", "Mineral water", "Sanitary pads", "Telephone charges", "Television charges",
       "Attendant charges", "Birth certificate", "Courier charges", "Conveyance charges", "Medical records",
       "Photocopy charges", "Registration fee", "Documentation charges", "Service charges", "Surcharges",
       "Walking aids", "Thermometer", "Nebulizer kit", "Knee braces", "Cervical collar", "Gloves", "Mask",
       "Slippers", "Tooth brush and paste", "Urine bag", "Vaccination charges"]
rows = [["Sl.", "Item", "Sl.", "Item"]]
half = (len(npb) + 1) // 2
for i in range(half):
    j = i + half
    rows.append([str(i + 1), npb[i]] + ([str(j + 1), npb[j]] if j < len(npb) else ["", ""]))
t("table", rows, [12, 75, 12, 75], True, 1)

t("h1", "ANNEXURE III - OFFICES OF THE INSURANCE OMBUDSMAN (SELECTED)")
omb = [
 ["Office", "Address", "Jurisdiction"],
 ["Bhopal", "Janak Vihar Complex, 2nd Floor, 6, Malviya Nagar, Opp. Airtel Office, Near New Market, Bhopal - 462003",
  "Madhya Pradesh, Chhattisgarh"],
 ["Bhubaneswar", "62, Forest Park, Bhubaneswar - 751009", "Orissa"],
 ["Chandigarh", "S.C.O. No. 101, 102 and 103, 2nd Floor, Batra Building, Sector 17-D, Chandigarh - 160017",
  "Punjab, Haryana, Himachal Pradesh, Jammu and Kashmir, Chandigarh"],
 ["Guwahati", "Jeevan Nivesh, 5th Floor, Nr. Panbazar Over Bridge, S.S. Road, Guwahati - 781001",
  "Assam, Meghalaya, Manipur, Mizoram, Arunachal Pradesh, Nagaland, Tripura"],
 ["Hyderabad", "6-2-46, 1st Floor, Moin Court, Lane Opp. Saleem Function Palace, A.C. Guards, Lakdi-Ka-Pool, "
  "Hyderabad - 500004", "Andhra Pradesh, Telangana, Yanam"],
 ["Kochi", "2nd Floor, Pulinat Building, Opp. Cochin Shipyard, M.G. Road, Ernakulam - 682015",
  "Kerala, Lakshadweep, Mahe"],
 ["Lucknow", "6th Floor, Jeevan Bhawan, Phase-II, Nawal Kishore Road, Hazratganj, Lucknow - 226001",
  "Districts of Uttar Pradesh (part)"],
 ["New Delhi", "2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi - 110002", "Delhi"],
]
t("table", omb, [24, 100, 50], True, 1)
