"""Standard IRDAI text used by both synthetic wordings (definitions and standard exclusions).

The standard definitions and standard exclusion wordings are prescribed by IRDAI and are printed in the same
words in every real wording; product-specific text lives in make_wordings.py.
"""

STD_DEFS = [
    ("Accident", "An accident means a sudden, unforeseen and involuntary event caused by external, visible and violent means."),
    ("Any One Illness", "Any one illness means continuous period of illness and includes relapse within 45 days from the date of last consultation with the Hospital/Nursing Home where treatment was taken."),
    ("AYUSH Treatment", "AYUSH Treatment refers to the medical and/or hospitalisation treatments given under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy systems."),
    ("AYUSH Hospital", "An AYUSH Hospital is a healthcare facility wherein medical/surgical/para-surgical treatment procedures and interventions are carried out by AYUSH Medical Practitioner(s) comprising of any of the following: (a) Central or State Government AYUSH Hospital; or (b) Teaching hospital attached to AYUSH College recognized by the Central Government/Central Council of Indian Medicine/Central Council for Homeopathy; or (c) AYUSH Hospital, standalone or co-located with in-patient healthcare facility of any recognized system of medicine, registered with the local authorities, wherever applicable, and is under the supervision of a qualified registered AYUSH Medical Practitioner and must comply with all the following criterion: (i) having at least 5 in-patient beds; (ii) having qualified AYUSH Medical Practitioner in charge round the clock; (iii) having dedicated AYUSH therapy sections as required and/or has equipped operation theatre where surgical procedures are to be carried out; (iv) maintaining daily records of the patients and making them accessible to the insurance company's authorized representative."),
    ("Cashless Facility", "Cashless facility means a facility extended by the insurer to the insured where the payments, of the costs of treatment undergone by the insured in accordance with the policy terms and conditions, are directly made to the network provider by the insurer to the extent pre-authorization is approved."),
    ("Condition Precedent", "Condition Precedent means a policy term or condition upon which the insurer's liability under the policy is conditional upon."),
    ("Congenital Anomaly", "Congenital Anomaly means a condition which is present since birth, and which is abnormal with reference to form, structure or position. (a) Internal Congenital Anomaly: Congenital anomaly which is not in the visible and accessible parts of the body. (b) External Congenital Anomaly: Congenital anomaly which is in the visible and accessible parts of the body."),
    ("Continuous Coverage", "Continuous Coverage means uninterrupted coverage of the Insured Person under an indemnity health insurance policy, including the period of prior coverage with any Indian insurer transferred by way of Portability or Migration."),
    ("Co-payment", "Co-payment means a cost sharing requirement under a health insurance policy that provides that the policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does not reduce the Sum Insured."),
    ("Day Care Centre", "A day care centre means any institution established for day care treatment of illness and/or injuries or a medical setup with a hospital and which has been registered with the local authorities, wherever applicable, and is under supervision of a registered and qualified medical practitioner AND must comply with all minimum criterion as under: (i) has qualified nursing staff under its employment; (ii) has qualified medical practitioner(s) in charge; (iii) has fully equipped operation theatre of its own where surgical procedures are carried out; (iv) maintains daily records of patients and will make these accessible to the insurance company's authorized personnel."),
    ("Day Care Treatment", "Day care treatment means medical treatment, and/or surgical procedure which is: (i) undertaken under General or Local Anaesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, and (ii) which would have otherwise required hospitalization of more than 24 hours. Treatment normally taken on an out-patient basis is not included in the scope of this definition."),
    ("Dental Treatment", "Dental treatment means a treatment related to teeth or structures supporting teeth including examinations, fillings (where appropriate), crowns, extractions and surgery."),
    ("Emergency Care", "Emergency care means management for an illness or injury which results in symptoms which occur suddenly and unexpectedly, and requires immediate care by a medical practitioner to prevent death or serious long term impairment of the insured person's health."),
    ("Grace Period", "Grace period means the specified period of time immediately following the premium due date during which a payment can be made to renew or continue a policy in force without loss of continuity benefits such as waiting periods and coverage of pre-existing diseases. Coverage is not available for the period for which no premium is received."),
    ("Hospital", "A hospital means any institution established for in-patient care and day care treatment of illness and/or injuries and which has been registered as a hospital with the local authorities under Clinical Establishments (Registration and Regulation) Act 2010 or under enactments specified under the Schedule of Section 56(1) of the said Act Or complies with all minimum criteria as under: (i) has qualified nursing staff under its employment round the clock; (ii) has at least 10 in-patient beds in towns having a population of less than 10,00,000 and at least 15 in-patient beds in all other places; (iii) has qualified medical practitioner(s) in charge round the clock; (iv) has a fully equipped operation theatre of its own where surgical procedures are carried out; (v) maintains daily records of patients and makes these accessible to the insurance company's authorized personnel."),
    ("Hospitalisation", "Hospitalization means admission in a Hospital for a minimum period of 24 consecutive 'In-patient Care' hours except for specified procedures/treatments, where such admission could be for a period of less than 24 consecutive hours."),
    ("Illness", "Illness means a sickness or a disease or pathological condition leading to the impairment of normal physiological function and requires medical treatment. (a) Acute condition - Acute condition is a disease, illness or injury that is likely to respond quickly to treatment which aims to return the person to his or her state of health immediately before suffering the disease/illness/injury which leads to full recovery. (b) Chronic condition - A chronic condition is defined as a disease, illness, or injury that has one or more of the following characteristics: it needs ongoing or long-term monitoring through consultations, examinations, check-ups, and/or tests; it needs ongoing or long-term control or relief of symptoms; it requires rehabilitation for the patient or for the patient to be specially trained to cope with it; it continues indefinitely; it recurs or is likely to recur."),
    ("Injury", "Injury means accidental physical bodily harm excluding illness or disease solely and directly caused by external, violent, visible and evident means which is verified and certified by a Medical Practitioner."),
    ("In-patient Care", "In-patient care means treatment for which the insured person has to stay in a hospital for more than 24 hours for a covered event."),
    ("Intensive Care Unit", "Intensive care unit means an identified section, ward or wing of a hospital which is under the constant supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous monitoring and treatment of patients who are in a critical condition, or require life support facilities and where the level of care and supervision is considerably more sophisticated and intensive than in the ordinary and other wards."),
    ("ICU Charges", "ICU (Intensive Care Unit) Charges means the amount charged by a Hospital towards ICU expenses which shall include the expenses for ICU bed, general medical support services provided to any ICU patient including monitoring devices, critical care nursing and intensivist charges."),
    ("Medical Advice", "Medical Advice means any consultation or advice from a Medical Practitioner including the issuance of any prescription or follow-up prescription."),
    ("Medical Expenses", "Medical Expenses means those expenses that an Insured Person has necessarily and actually incurred for medical treatment on account of Illness or Accident on the advice of a Medical Practitioner, as long as these are no more than would have been payable if the Insured Person had not been insured and no more than other hospitals or doctors in the same locality would have charged for the same medical treatment."),
    ("Medically Necessary Treatment", "Medically necessary treatment means any treatment, tests, medication, or stay in hospital or part of a stay in hospital which: (i) is required for the medical management of the illness or injury suffered by the insured; (ii) must not exceed the level of care necessary to provide safe, adequate and appropriate medical care in scope, duration, or intensity; (iii) must have been prescribed by a medical practitioner; (iv) must conform to the professional standards widely accepted in international medical practice or by the medical community in India."),
    ("Medical Practitioner", "Medical Practitioner means a person who holds a valid registration from the Medical Council of any State or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of India or a State Government and is thereby entitled to practice medicine within its jurisdiction; and is acting within its scope and jurisdiction of license."),
    ("Network Provider", "Network Provider means hospitals enlisted by an insurer, TPA or jointly by an Insurer and TPA to provide medical services to an insured by a cashless facility."),
    ("Non-Network Provider", "Non-Network means any hospital, day care centre or other provider that is not part of the network."),
    ("Notification of Claim", "Notification of claim means the process of intimating a claim to the insurer or TPA through any of the recognized modes of communication."),
    ("OPD Treatment", "OPD treatment means the one in which the Insured visits a clinic/hospital or associated facility like a consultation room for diagnosis and treatment based on the advice of a Medical Practitioner. The Insured is not admitted as a day care or in-patient."),
    ("Portability", "Portability means the right accorded to individual health insurance policyholders (including all members under family cover) to transfer the credit gained for pre-existing conditions and time bound exclusions, from one insurer to another insurer."),
    ("Pre-existing Disease", "Pre-existing Disease means any condition, ailment, injury or disease: (a) that is/are diagnosed by a physician not more than 36 months prior to the date of commencement of the policy issued by the insurer; or (b) for which medical advice or treatment was recommended by, or received from, a physician, not more than 36 months prior to the date of commencement of the policy."),
    ("Pre-hospitalisation Medical Expenses", "Pre-hospitalization Medical Expenses means medical expenses incurred during pre-defined number of days preceding the hospitalization of the Insured Person, provided that: (i) such Medical Expenses are incurred for the same condition for which the Insured Person's Hospitalization was required, and (ii) the In-patient Hospitalization claim for such Hospitalization is admissible by the Insurance Company."),
    ("Post-hospitalisation Medical Expenses", "Post-hospitalization Medical Expenses means medical expenses incurred during pre-defined number of days immediately after the insured person is discharged from the hospital provided that: (i) such Medical Expenses are for the same condition for which the insured person's hospitalization was required, and (ii) the inpatient hospitalization claim for such hospitalization is admissible by the insurance company."),
    ("Qualified Nurse", "Qualified nurse means a person who holds a valid registration from the Nursing Council of India or the Nursing Council of any state in India."),
    ("Reasonable and Customary Charges", "Reasonable and Customary charges means the charges for services or supplies, which are the standard charges for the specific provider and consistent with the prevailing charges in the geographical area for identical or similar services, taking into account the nature of the illness/injury involved."),
    ("Renewal", "Renewal means the terms on which the contract of insurance can be renewed on mutual consent with a provision of grace period for treating the renewal continuous for the purpose of gaining credit for pre-existing diseases, time-bound exclusions and for all waiting periods."),
    ("Room Rent", "Room Rent means the amount charged by a hospital towards room and boarding expenses and shall include the associated medical expenses."),
    ("Surgery", "Surgery or Surgical Procedure means manual and/or operative procedure(s) required for treatment of an illness or injury, correction of deformities and defects, diagnosis and cure of diseases, relief from suffering and prolongation of life, performed in a hospital or day care centre by a medical practitioner."),
    ("Unproven/Experimental Treatment", "Unproven/Experimental treatment means the treatment including drug experimental therapy which is not based on established medical practice in India, is treatment experimental or unproven."),
]

EXTRA_DEFS = {
    "Cumulative Bonus": "Cumulative Bonus means any increase or addition in the Sum Insured granted by the insurer without an associated increase in premium.",
    "Domiciliary Hospitalisation": "Domiciliary hospitalization means medical treatment for an illness/disease/injury which in the normal course would require care and treatment at a hospital but is actually taken while confined at home under any of the following circumstances: (i) the condition of the patient is such that he/she is not in a condition to be removed to a hospital, or (ii) the patient takes treatment at home on account of non availability of room in a hospital.",
    "Maternity Expenses": "Maternity expense shall include: (a) medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization); (b) expenses towards lawful medical termination of pregnancy during the policy period.",
    "Newborn Baby": "Newborn baby means baby born during the Policy Period and is aged upto 90 days.",
}

# Standard exclusions (IRDAI Master Circular on Standardisation, Chapter III). "{ped}" / "{sdm}" are filled per product.
EXCL01 = [
    "Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of {ped} months of continuous coverage after the date of inception of the first policy with us.",
    "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
    "If the Insured Person is continuously covered without any break as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage.",
    "Coverage under the policy after the expiry of {ped} months for any pre-existing disease is subject to the same being declared at the time of application and accepted by us.",
]
EXCL02 = [
    "Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of {sdm} months of continuous coverage after the date of inception of the first policy with us. This exclusion shall not be applicable for claims arising due to an accident.",
    "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
    "If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of the two waiting periods shall apply.",
    "The waiting period for listed conditions shall apply even if contracted after the policy or declared and accepted without a specific exclusion.",
    "If the Insured Person is continuously covered without any break as defined under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage.",
]
EXCL03 = [
    "Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered.",
    "This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months.",
    "The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently.",
]
PERMANENT = [
    ("Excl04", "Investigation & Evaluation", [
        "Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded.",
        "Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded."]),
    ("Excl05", "Rest Cure, rehabilitation and respite care", [
        "Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes: (i) Custodial care either at home or in a nursing facility for personal care such as help with activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. (ii) Any services for people who are terminally ill to address physical, social, emotional and spiritual needs."]),
    ("Excl06", "Obesity/ Weight Control", [
        "Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: (1) Surgery to be conducted is upon the advice of the Doctor; (2) The surgery/Procedure conducted should be supported by clinical protocols; (3) The member has to be 18 years of age or older; and (4) Body Mass Index (BMI): (a) greater than or equal to 40 or (b) greater than or equal to 35 in conjunction with any of the following severe co-morbidities following failure of less invasive methods of weight loss: (i) Obesity-related cardiomyopathy (ii) Coronary heart disease (iii) Severe Sleep Apnea (iv) Uncontrolled Type2 Diabetes."]),
    ("Excl07", "Change-of-Gender treatments", [
        "Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex."]),
    ("Excl08", "Cosmetic or plastic Surgery", [
        "Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner."]),
    ("Excl09", "Hazardous or Adventure sports", [
        "Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving."]),
    ("Excl10", "Breach of law", [
        "Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent."]),
    ("Excl11", "Excluded Providers", [
        "Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not admissible. However, in case of life threatening situations or following an accident, expenses up to the stage of stabilization are payable but not the complete claim."]),
    ("Excl12", "Alcoholism, drug or substance abuse", [
        "Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof."]),
    ("Excl13", "Health hydros, nature cure clinics and similar establishments", [
        "Treatments received in health hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons."]),
    ("Excl14", "Dietary supplements", [
        "Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure."]),
    ("Excl15", "Refractive Error", [
        "Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres."]),
    ("Excl16", "Unproven Treatments", [
        "Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness."]),
    ("Excl17", "Sterility and Infertility", [
        "Expenses related to sterility and infertility. This includes: (i) Any type of contraception, sterilization (ii) Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI (iii) Gestational Surrogacy (iv) Reversal of sterilization."]),
    ("Excl18", "Maternity", [
        "Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy;",
        "Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period."]),
]

LIST_I = [
    "Baby food", "Baby utilities charges", "Beauty services", "Belts/ braces", "Buds", "Cold pack/hot pack",
    "Carry bags", "Email / internet charges", "Food charges (other than patient's diet provided by hospital)",
    "Leggings", "Laundry charges", "Mineral water", "Sanitary pad", "Telephone charges", "Guest services",
    "Crepe bandage", "Diaper of any type", "Eyelet collar", "Slings", "Blood grouping and cross matching of donors samples",
    "Service charges where nursing charge also charged", "Television charges", "Surcharges", "Attendant charges",
    "Extra diet of patient (other than that which forms part of bed charge)", "Birth certificate", "Certificate charges",
    "Courier charges", "Conveyance charges", "Medical certificate", "Medical records", "Photocopies charges",
    "Mortuary charges", "Walking aids charges", "Oxygen cylinder (for usage outside the hospital)", "Spacer",
    "Spirometre", "Nebulizer kit", "Steam inhaler", "Armsling", "Thermometer", "Cervical collar", "Splint",
    "Diabetic foot wear", "Knee braces (long/ short/ hinged)", "Knee immobilizer/shoulder immobilizer",
    "Lumbosacral belt", "Nimbus bed or water or air bed charges", "Ambulance collar", "Ambulance equipment",
    "Abdominal binder", "Private nurses charges - special nursing charges", "Sugar free tablets",
    "Creams powders lotions (toiletries are not payable, only prescribed medical pharmaceuticals payable)",
    "ECG electrodes", "Gloves", "Nebulisation kit", "Any kit with no details mentioned", "Kidney tray", "Mask",
    "Ounce glass", "Oxygen mask", "Pelvic traction belt", "Pan can", "Trolly cover", "Urometer, urine jug",
    "Vasofix safety",
]

DAY_CARE = [
    "Cataract surgery (phacoemulsification / SICS) with IOL", "Dilatation and curettage", "Lithotripsy (ESWL)",
    "Coronary angiography", "Haemodialysis", "Chemotherapy (parenteral)", "Radiotherapy",
    "Tonsillectomy", "Adenoidectomy", "Myringotomy with grommet insertion", "Septoplasty",
    "Excision of benign breast lump", "Excision of pilonidal sinus", "Haemorrhoidectomy",
    "Fissurectomy / sphincterotomy", "Fistulectomy", "Laparoscopic appendicectomy",
    "Laparoscopic cholecystectomy", "Inguinal hernia repair", "Hydrocele excision", "Circumcision (medically necessary)",
    "Cystoscopic removal of ureteric stone", "Transurethral resection of prostate", "Arthroscopic knee repair",
    "Closed reduction of fracture with plaster", "Removal of K-wires / implants", "Incision and drainage of abscess",
    "Debridement of wound", "Skin grafting (split thickness)", "Endoscopic foreign body removal",
    "Upper GI endoscopy with therapeutic procedure", "Colonoscopic polypectomy", "Vitrectomy",
    "Trabeculectomy", "Laser photocoagulation of retina", "Intravitreal injection",
    "Excision of chalazion", "Dacryocystorhinostomy", "Hysteroscopic polypectomy", "Cervical biopsy / conisation",
    "Bronchoscopy with foreign body removal", "Pleural tapping (therapeutic)", "Blood transfusion for recipient",
    "Lumbar puncture (therapeutic)", "Carpal tunnel release", "Excision of ganglion",
]

OMBUDSMAN = [
    ("AHMEDABAD", "Jeevan Prakash Building, 6th floor, Tilak Marg, Relief Road, Ahmedabad - 380 001", "Gujarat, Dadra & Nagar Haveli, Daman and Diu"),
    ("BENGALURU", "Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, 19/19, 24th Main Road, JP Nagar, 1st Phase, Bengaluru - 560 078", "Karnataka"),
    ("CHENNAI", "Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai - 600 018", "Tamil Nadu, Puducherry Town and Karaikal"),
    ("DELHI", "2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi - 110 002", "Delhi"),
    ("KOLKATA", "Hindustan Bldg. Annexe, 7th Floor, 4, C.R. Avenue, Kolkata - 700 072", "West Bengal, Sikkim, Andaman & Nicobar Islands"),
    ("MUMBAI", "3rd Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), Mumbai - 400 054", "Goa, Mumbai Metropolitan Region excluding Navi Mumbai & Thane"),
    ("HYDERABAD", "6-2-46, 1st floor, Moin Court, Lane Opp. Saleem Function Palace, A. C. Guards, Lakdi-Ka-Pool, Hyderabad - 500 004", "Andhra Pradesh, Telangana, Yanam"),
]
