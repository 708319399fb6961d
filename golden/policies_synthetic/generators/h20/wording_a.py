# Wording A: ICICI Lombard (synthetic) - deep 1.1.1.1 numbering, limits in parentheses, ruled benefit table.
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer
from common import styles, ruled_table

INSURER = 'ICICI Lombard General Insurance Company Limited'
PRODUCT = 'Health Secure Prime'
UIN = 'ICIHLIP26113V012526'
STEM = 'ICICILombard_Health-Secure-Prime_' + UIN

STD_DEFS = [
    ('Accident', 'means sudden, unforeseen and involuntary event caused by external, visible and violent means.'),
    ('Any one Illness', 'means continuous period of illness and includes relapse within 45 days from the date of last consultation with the Hospital/Nursing Home where treatment was taken.'),
    ('AYUSH Hospital', 'is a healthcare facility wherein medical/surgical/para-surgical treatment procedures and interventions are carried out by AYUSH Medical Practitioner(s) comprising of any of the following: a. Central or State Government AYUSH Hospital; or b. Teaching hospital attached to AYUSH College recognized by the Central Government/Central Council of Indian Medicine/Central Council for Homeopathy; or c. AYUSH Hospital, standalone or co-located with in-patient healthcare facility of any recognized system of medicine, registered with the local authorities, wherever applicable, and is under the supervision of a qualified registered AYUSH Medical Practitioner.'),
    ('Cashless Facility', 'means a facility extended by the insurer to the insured where the payments, of the costs of treatment undergone by the insured in accordance with the Policy terms and conditions, are directly made to the network provider by the insurer to the extent pre-authorization is approved.'),
    ('Condition Precedent', 'means a Policy term or condition upon which the Insurer\'s liability under the Policy is conditional upon.'),
    ('Congenital Anomaly', 'means a condition which is present since birth, and which is abnormal with reference to form, structure or position. a) Internal Congenital Anomaly - which is not in the visible and accessible parts of the body; b) External Congenital Anomaly - which is in the visible and accessible parts of the body.'),
    ('Co-payment', 'means a cost sharing requirement under a health insurance policy that provides that the policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does not reduce the Sum Insured.'),
    ('Cumulative Bonus', 'means any increase or addition in the Sum Insured granted by the insurer without an associated increase in premium.'),
    ('Day Care Centre', 'means any institution established for day care treatment of illness and/or injuries or a medical setup with a hospital and which has been registered with the local authorities, wherever applicable, and is under supervision of a registered and qualified medical practitioner AND must comply with all minimum criterion as under: i. has qualified nursing staff under its employment; ii. has qualified medical practitioner/s in charge; iii. has fully equipped operation theatre of its own where surgical procedures are carried out; iv. maintains daily records of patients and will make these accessible to the insurance company\'s authorized personnel.'),
    ('Day Care Treatment', 'means medical treatment, and/or surgical procedure which is: i. undertaken under General or Local Anaesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, and ii. which would have otherwise required hospitalization of more than 24 hours. Treatment normally taken on an out-patient basis is not included in the scope of this definition.'),
    ('Emergency Care', 'means management for an illness or injury which results in symptoms which occur suddenly and unexpectedly, and requires immediate care by a medical practitioner to prevent death or serious long term impairment of the insured person\'s health.'),
    ('Grace Period', 'means the specified period of time, immediately following the premium due date during which premium payment can be made to renew or continue a policy in force without loss of continuity benefits pertaining to waiting periods and coverage of pre-existing diseases. Coverage need not be available during the period for which no premium is received.'),
    ('Hospital', 'means any institution established for in-patient care and day care treatment of illness and/or injuries and which has been registered as a hospital with the local authorities under Clinical Establishments (Registration and Regulation) Act 2010 or under enactments specified under the Schedule of Section 56(1) of the said act OR complies with all minimum criteria as under: i. has qualified nursing staff under its employment round the clock; ii. has at least 10 in-patient beds in towns having a population of less than 10,00,000 and at least 15 in-patient beds in all other places; iii. has qualified medical practitioner(s) in charge round the clock; iv. has a fully equipped operation theatre of its own where surgical procedures are carried out; v. maintains daily records of patients and makes these accessible to the insurance company\'s authorized personnel.'),
    ('Hospitalisation', 'means admission in a Hospital for a minimum period of 24 consecutive \'In-patient Care\' hours except for specified procedures/ treatments, where such admission could be for a period of less than 24 consecutive hours.'),
    ('Intensive Care Unit', 'means an identified section, ward or wing of a hospital which is under the constant supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous monitoring and treatment of patients who are in a critical condition, or require life support facilities and where the level of care and supervision is considerably more sophisticated and intensive than in the ordinary and other wards.'),
    ('ICU Charges', 'or (Intensive Care Unit) Charges means the amount charged by a Hospital towards ICU expenses which shall include the expenses for ICU bed, general medical support services provided to any ICU patient including monitoring devices, critical care nursing and intensivist charges.'),
    ('Medical Practitioner', 'means a person who holds a valid registration from the Medical Council of any State or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of India or a State Government and is thereby entitled to practice medicine within its jurisdiction; and is acting within its scope and jurisdiction of license.'),
    ('Pre-existing Disease', 'means any condition, ailment, injury or disease: a) That is/are diagnosed by a physician not more than 36 months prior to the date of commencement of the policy issued by the insurer; or b) For which medical advice or treatment was recommended by, or received from, a physician, not more than 36 months prior to the date of commencement of the policy.'),
    ('Reasonable and Customary Charges', 'means the charges for services or supplies, which are the standard charges for the specific provider and consistent with the prevailing charges in the geographical area for identical or similar services, taking into account the nature of the illness / injury involved.'),
    ('Room Rent', 'means the amount charged by a Hospital towards Room and Boarding expenses and shall include the associated medical expenses.'),
    ('Unproven/Experimental treatment', 'means the treatment including drug experimental therapy which is not based on established medical practice in India, is treatment experimental or unproven.'),
]

SPEC_DEFS = [
    ('Associated Medical Expenses', 'means the room, nursing, consultation, surgeon, anaesthetist and operation theatre charges billed by the Hospital in respect of an admission. Pharmacy, consumables, cost of implants and diagnostic charges are not Associated Medical Expenses.'),
    ('Plan', 'means the Essential Plan or the Premier Plan, whichever is shown against the Insured Person in the Policy Schedule.'),
    ('Policy Year', 'means a period of twelve months beginning from the start date of the Policy Period and ending on the day immediately preceding the anniversary of that date, or on the last day of the Policy Period, whichever is earlier.'),
    ('Sum Insured or SI', 'means the base sum insured chosen by You for the Plan and shown in the Policy Schedule, being the maximum amount We will pay in a Policy Year for all admissible claims of an Insured Person (or of all Insured Persons together under a floater).'),
]

LIST_I = ['Baby food', 'Baby utilities charges', 'Beauty services', 'Belts/ braces', 'Buds', 'Cold pack/hot pack',
          'Carry bags', 'Email / internet charges', 'Food charges (other than patient\'s diet provided by hospital)',
          'Leggings', 'Laundry charges', 'Mineral water', 'Sanitary pad', 'Telephone charges', 'Guest services',
          'Crepe bandage', 'Diaper of any type', 'Eyelet collar', 'Slings', 'Blood grouping and cross matching of donors samples',
          'Service charges where nursing charge also charged', 'Television charges', 'Surcharges', 'Attendant charges',
          'Extra diet of patient (other than that which forms part of bed charge)', 'Birth certificate', 'Certificate charges',
          'Courier charges', 'Conveyance charges', 'Medical certificate', 'Medical records', 'Photocopies charges',
          'Mortuary charges', 'Walking aids charges', 'Oxygen cylinder (for usage outside the hospital)', 'Spacer',
          'Spirometre', 'Nebulizer kit', 'Steam inhaler', 'Armsling', 'Thermometer', 'Cervical collar', 'Splint',
          'Diabetic foot wear', 'Knee braces (long/ short/ hinged)', 'Knee immobilizer/shoulder immobilizer',
          'Lumbo sacral belt', 'Nimbus bed or water or air bed charges', 'Ambulance collar', 'Ambulance equipment',
          'Abdominal binder', 'Private nurses charges - special nursing charges', 'Sugar free tablets',
          'Creams, powders, lotions (toiletries are not payable, only prescribed medical pharmaceuticals payable)',
          'ECG electrodes', 'Gloves', 'Nebulisation kit', 'Kidney tray', 'Mask', 'Ounce glass', 'Oxygen mask',
          'Pelvic traction belt', 'Pan can', 'Trolly cover', 'Urometer, urine jug', 'Vasofix safety']

SPECIFIED = ('a. Cataract and other age related eye disorders; b. Benign prostatic hypertrophy; c. Hernia of all types, hydrocele; '
             'd. Fissure, fistula in ano, haemorrhoids, pilonidal sinus; e. Sinusitis, deviated nasal septum, tonsillectomy, adenoidectomy; '
             'f. Gall bladder and bile duct stones, kidney and urinary tract stones; g. Hysterectomy for benign uterine conditions, fibroids, endometriosis; '
             'h. Osteoarthritis, joint replacement surgery unless necessitated by Accident; i. Prolapsed intervertebral disc unless arising from Accident; '
             'j. Varicose veins and varicose ulcers; k. Benign cysts, nodules and polyps of breast, thyroid and skin; l. Chronic renal failure and dialysis; '
             'm. Gout and rheumatism.')


def story():
    st = styles('LSerif', 10.5)
    P = lambda t, s='p': Paragraph(t, st[s])
    s = []
    s.append(P(INSURER, 'title'))
    s.append(P('<b>%s</b> - Policy Wording' % PRODUCT, 'subtitle'))
    s.append(P('UIN: %s' % UIN, 'subtitle'))
    s.append(Spacer(1, 4 * mm))

    s.append(P('1. PREAMBLE AND OPERATIVE CLAUSE', 'h1'))
    s.append(P('1.1 This Policy is a contract of insurance between You and ICICI Lombard General Insurance Company Limited (hereinafter called the Company, We, Us or Our). It is issued on the basis of the Proposal and declaration made by You, which form the basis of this contract, and on payment of the full premium.'))
    s.append(P('1.1.1 We agree, subject to the terms, conditions, exclusions and limits of this Policy, to indemnify the Insured Person for Medical Expenses that are Reasonable and Customary Charges and are incurred for Medically Necessary Treatment of an Illness or Injury first contracted or sustained during the Policy Period.', 'p1'))
    s.append(P('1.1.2 The Policy Schedule, the Proposal, this Policy Wording and any endorsement are to be read together as one contract. Words defined in Section 2 carry the same meaning wherever they appear. Headings are for convenience only.', 'p1'))
    s.append(P('1.1.3 This Policy may be issued on an individual basis, where each Insured Person has a separate Sum Insured, or on a family floater basis, where the Sum Insured is shared by all Insured Persons named in the Policy Schedule.', 'p1'))

    s.append(P('2. DEFINITIONS', 'h1'))
    s.append(P('2.1 Standard Definitions', 'h2'))
    for i, (term, text) in enumerate(STD_DEFS, 1):
        s.append(P('2.1.%d <b>%s</b> %s' % (i, term, text), 'p1'))
    s.append(P('2.2 Specific Definitions', 'h2'))
    for i, (term, text) in enumerate(SPEC_DEFS, 1):
        s.append(P('2.2.%d <b>%s</b> %s' % (i, term, text), 'p1'))

    s.append(P('3. BENEFITS', 'h1'))
    s.append(P('3.1 Base Covers (both Plans)', 'h2'))
    s.append(P('The covers in this Section are available to every Insured Person. Each cover is stated together with the limit that applies to it, shown in brackets. A limit stated in brackets applies in addition to, and not in place of, the Sum Insured; all amounts paid reduce the Sum Insured for the Policy Year.'))
    s.append(P('3.1.1 <b>In-patient Hospitalisation</b>', 'p1'))
    s.append(P('We will pay the Medical Expenses incurred on the Insured Person\'s Hospitalisation for a minimum of 24 consecutive hours, on the advice of a Medical Practitioner, for the following:', 'p1'))
    s.append(P('3.1.1.1 Room, boarding and nursing charges as provided by the Hospital (limit: 1% of SI per day). If the Insured Person stays in a room whose charge per day is higher than this limit, the Associated Medical Expenses of that admission shall be paid in the same proportion as the limit bears to the room charge actually incurred per day. This proportionate reduction shall not apply to pharmacy, consumables, implants and diagnostics, nor to ICU charges.', 'p2'))
    s.append(P('3.1.1.2 Intensive Care Unit and Intensive Cardiac Care Unit charges (limit: 2% of SI per day). ICU charges above this limit are payable only up to the limit for each day of stay.', 'p2'))
    s.append(P('3.1.1.3 Fees of the surgeon, anaesthetist, Medical Practitioner, consultants and specialists (no separate limit).', 'p2'))
    s.append(P('3.1.1.4 Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, diagnostic procedures, cost of prosthetic and other devices implanted internally during a surgical procedure (no separate limit).', 'p2'))
    s.append(P('3.1.2 <b>Pre-hospitalisation Medical Expenses</b>', 'p1'))
    s.append(P('3.1.2.1 Medical Expenses incurred immediately before the date of admission, for the same condition for which the Insured Person was subsequently hospitalised, provided the Hospitalisation claim is admitted under 3.1.1 (limit: 30 days under Essential Plan; 60 days under Premier Plan).', 'p2'))
    s.append(P('3.1.3 <b>Post-hospitalisation Medical Expenses</b>', 'p1'))
    s.append(P('3.1.3.1 Medical Expenses incurred immediately after discharge, for the same condition for which the Insured Person was hospitalised, provided the Hospitalisation claim is admitted under 3.1.1 (limit: 60 days under Essential Plan; 90 days under Premier Plan).', 'p2'))
    s.append(P('3.1.4 <b>Day Care Treatment</b>', 'p1'))
    s.append(P('3.1.4.1 Medical Expenses for Day Care Treatment taken in a Hospital or a Day Care Centre, where the treatment is listed in the day care list available on Our website (limit: up to SI). Out-patient consultations and diagnostics are not Day Care Treatment.', 'p2'))
    s.append(P('3.1.5 <b>Road Ambulance</b>', 'p1'))
    s.append(P('3.1.5.1 Reasonable charges for transfer of the Insured Person by a registered road ambulance service to the nearest Hospital in an Emergency, or from one Hospital to another for better medical facilities on the written advice of the treating Medical Practitioner (limit: Rs 2,000 per hospitalisation). The claim for Hospitalisation must be admissible under 3.1.1.', 'p2'))
    s.append(P('3.1.6 <b>AYUSH Treatment</b>', 'p1'))
    s.append(P('3.1.6.1 In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy taken in an AYUSH Hospital (limit: up to SI). Treatment in a spa, wellness centre or health resort is not covered.', 'p2'))
    s.append(P('3.1.7 <b>Organ Donor Expenses</b>', 'p1'))
    s.append(P('3.1.7.1 Medical Expenses for the harvesting of an organ from a donor, where the Insured Person is the recipient and the transplant is admissible under 3.1.1 and complies with the Transplantation of Human Organs Act, 1994 (limit: up to SI). Pre- and post-hospitalisation expenses of the donor and the cost of acquiring the organ are not payable.', 'p2'))
    s.append(P('3.1.8 <b>Modern Treatment Methods and Advancement in Technologies</b>', 'p1'))
    s.append(P('3.1.8.1 The following procedures, when taken as in-patient care or as Day Care Treatment, are covered (limit: 25% of SI per procedure): a. Uterine Artery Embolization and HIFU; b. Balloon Sinuplasty; c. Deep Brain Stimulation; d. Oral chemotherapy; e. Immunotherapy - monoclonal antibody to be given as injection; f. Intra vitreal injections; g. Robotic surgeries; h. Stereotactic radio surgeries; i. Bronchial Thermoplasty; j. Vaporisation of the prostate (green laser treatment or holmium laser treatment); k. IONM (Intra Operative Neuro Monitoring); l. Stem cell therapy: haematopoietic stem cells for bone marrow transplant for haematological conditions.', 'p2'))
    s.append(P('3.1.9 <b>Cataract Treatment</b>', 'p1'))
    s.append(P('3.1.9.1 Expenses for surgical treatment of cataract, including the cost of the intra-ocular lens, after the waiting period in 4.1.2 (limit: Rs 35,000 per eye per policy year). Where both eyes are operated in the same Policy Year, the limit applies to each eye separately.', 'p2'))

    s.append(P('3.2 Plan-specific Cover', 'h2'))
    s.append(P('3.2.1 <b>Maternity Expenses (Premier Plan only)</b>', 'p1'))
    s.append(P('3.2.1.1 Under the Premier Plan only, We will pay Medical Expenses for the delivery of a child (normal or caesarean) and for lawful medical termination of pregnancy, including pre-natal and post-natal expenses incurred during the Hospitalisation (limit: Rs 50,000 per delivery, or Rs 75,000 for caesarean section).', 'p2'))
    s.append(P('3.2.1.2 This cover is available only after the Insured Person has been continuously covered under the Premier Plan for 24 months. It is limited to two deliveries or terminations during the lifetime of the Insured Person. Expenses of the new born baby are payable within the maternity limit up to the date of the mother\'s discharge.', 'p2'))
    s.append(P('3.2.1.3 No maternity cover is available under the Essential Plan.', 'p2'))

    s.append(P('3.3 Additional Features', 'h2'))
    s.append(P('3.3.1 <b>Cumulative Bonus</b>', 'p1'))
    s.append(P('3.3.1.1 For every claim-free Policy Year, the Sum Insured of the next Policy Year shall be increased by 10% of the expiring base Sum Insured, provided the Policy is renewed with Us without a break (limit: maximum 100% of the base Sum Insured). If a claim is paid in a Policy Year, the Cumulative Bonus accrued shall be reduced by 10% of the base Sum Insured at the next renewal, but the base Sum Insured shall not be reduced.', 'p2'))
    s.append(P('3.3.2 <b>Reset Benefit</b>', 'p1'))
    s.append(P('3.3.2.1 If the Sum Insured and any Cumulative Bonus are exhausted during a Policy Year, We will reinstate 100% of the base Sum Insured once in that Policy Year. The reinstated amount may be used only for a subsequent claim for an Illness or Injury unrelated to any claim already paid in that Policy Year. Unused reinstatement is not carried forward.', 'p2'))
    s.append(P('3.3.3 <b>Wellness Check-up</b>', 'p1'))
    s.append(P('3.3.3.1 Every adult Insured Person may undergo a preventive health check-up once in each Policy Year at Our empanelled diagnostic centres on a cashless basis (limit: Rs 2,500 per Insured Person under Essential Plan; Rs 5,000 under Premier Plan). The check-up is available irrespective of claims and is not carried forward.', 'p2'))

    s.append(P('3.4 Benefit Table', 'h2'))
    s.append(P('The following table summarises the covers. In case of any difference, the clause in Section 3 shall prevail.'))
    rows = [
        ['Benefit', 'Essential Plan', 'Premier Plan'],
        ['Sum Insured options (Rs)', '3,00,000 / 5,00,000 / 7,50,000 / 10,00,000', '10,00,000 / 15,00,000 / 20,00,000 / 25,00,000 / 50,00,000'],
        ['Room, boarding and nursing (3.1.1.1)', '1% of SI per day', '1% of SI per day'],
        ['ICU / ICCU (3.1.1.2)', '2% of SI per day', '2% of SI per day'],
        ['Pre-hospitalisation (3.1.2)', '30 days', '60 days'],
        ['Post-hospitalisation (3.1.3)', '60 days', '90 days'],
        ['Day Care Treatment (3.1.4)', 'Covered up to SI', 'Covered up to SI'],
        ['Road Ambulance (3.1.5)', 'Rs 2,000 per hospitalisation', 'Rs 2,000 per hospitalisation'],
        ['AYUSH (3.1.6)', 'Covered up to SI', 'Covered up to SI'],
        ['Organ Donor (3.1.7)', 'Covered up to SI', 'Covered up to SI'],
        ['Modern Treatments (3.1.8)', '25% of SI per procedure', '25% of SI per procedure'],
        ['Cataract (3.1.9)', 'Rs 35,000 per eye per policy year', 'Rs 35,000 per eye per policy year'],
        ['Maternity (3.2.1)', 'Not Covered', 'Rs 50,000 (normal) / Rs 75,000 (caesarean) after 24 months'],
        ['Cumulative Bonus (3.3.1)', '10% per claim-free year, max 100%', '10% per claim-free year, max 100%'],
        ['Reset Benefit (3.3.2)', '100% of base SI, once a year', '100% of base SI, once a year'],
        ['Wellness Check-up (3.3.3)', 'Rs 2,500 per Policy Year', 'Rs 5,000 per Policy Year'],
        ['Co-payment', 'Nil', 'Nil'],
    ]
    s.append(ruled_table(rows, st, [52 * mm, 58 * mm, 64 * mm]))
    s.append(Spacer(1, 3 * mm))
    s.append(P('3.5 <b>Co-payment</b>: No co-payment applies to any claim under this Policy, irrespective of the age of the Insured Person or the city of treatment.'))

    s.append(P('4. WAITING PERIODS AND EXCLUSIONS', 'h1'))
    s.append(P('We shall not be liable to make any payment under this Policy in connection with or in respect of the following expenses till the expiry of the waiting periods mentioned below:'))
    s.append(P('4.1 Waiting Periods', 'h2'))
    s.append(P('4.1.1 <b>Pre-Existing Diseases - Code- Excl01</b>', 'p1'))
    s.append(P('4.1.1.1 Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with insurer.', 'p2'))
    s.append(P('4.1.1.2 In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.', 'p2'))
    s.append(P('4.1.1.3 If the Insured Person is continuously covered without any break as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage.', 'p2'))
    s.append(P('4.1.1.4 Coverage under the policy after the expiry of 24 months for any pre-existing disease is subject to the same being declared at the time of application and accepted by Insurer.', 'p2'))
    s.append(P('4.1.2 <b>Specified disease/procedure waiting period - Code- Excl02</b>', 'p1'))
    s.append(P('4.1.2.1 Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This exclusion shall not be applicable for claims arising due to an accident.', 'p2'))
    s.append(P('4.1.2.2 In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.', 'p2'))
    s.append(P('4.1.2.3 If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of the two waiting periods shall apply.', 'p2'))
    s.append(P('4.1.2.4 The waiting period for listed conditions shall apply even if contracted after the policy or declared and accepted without a specific exclusion.', 'p2'))
    s.append(P('4.1.2.5 If the Insured Person is continuously covered without any break as defined under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage.', 'p2'))
    s.append(P('4.1.2.6 List of specific diseases/procedures: ' + SPECIFIED, 'p2'))
    s.append(P('4.1.3 <b>30-day waiting period - Code- Excl03</b>', 'p1'))
    s.append(P('4.1.3.1 Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered.', 'p2'))
    s.append(P('4.1.3.2 This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months.', 'p2'))
    s.append(P('4.1.3.3 The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently.', 'p2'))

    s.append(P('4.2 Standard Exclusions', 'h2'))
    s.append(P('4.2.1 <b>Investigation and Evaluation - Code- Excl04</b>: a) Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded. b) Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded.', 'p1'))
    s.append(P('4.2.2 <b>Rest Cure, rehabilitation and respite care - Code- Excl05</b>: Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care either at home or in a nursing facility for personal care such as help with activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual needs.', 'p1'))
    s.append(P('4.2.3 <b>Obesity/ Weight Control - Code- Excl06</b>: Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor; 2) The surgery/Procedure conducted should be supported by clinical protocols; 3) The member has to be 18 years of age or older and; 4) Body Mass Index (BMI): a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the following severe co-morbidities following failure of less invasive methods of weight loss: i. Obesity-related cardiomyopathy; ii. Coronary heart disease; iii. Severe Sleep Apnea; iv. Uncontrolled Type2 Diabetes.', 'p1'))
    s.append(P('4.2.4 <b>Change-of-Gender treatments - Code- Excl07</b>: Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex.', 'p1'))
    s.append(P('4.2.5 <b>Cosmetic or plastic Surgery - Code- Excl08</b>: Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner.', 'p1'))
    s.append(P('4.2.6 <b>Hazardous or Adventure sports - Code- Excl09</b>: Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving.', 'p1'))
    s.append(P('4.2.7 <b>Breach of law - Code- Excl10</b>: Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent.', 'p1'))
    s.append(P('4.2.8 <b>Excluded Providers - Code- Excl11</b>: Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not admissible. However, in case of life threatening situations or following an accident, expenses up to the stage of stabilization are payable but not the complete claim.', 'p1'))
    s.append(P('4.2.9 Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof. <b>Code- Excl12</b>', 'p1'))
    s.append(P('4.2.10 Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons. <b>Code- Excl13</b>', 'p1'))
    s.append(P('4.2.11 Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure. <b>Code- Excl14</b>', 'p1'))
    s.append(P('4.2.12 <b>Refractive Error - Code- Excl15</b>: Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres.', 'p1'))
    s.append(P('4.2.13 <b>Unproven Treatments - Code- Excl16</b>: Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness.', 'p1'))
    s.append(P('4.2.14 <b>Sterility and Infertility - Code- Excl17</b>: Expenses related to sterility and infertility. This includes: (i) Any type of contraception, sterilization; (ii) Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI; (iii) Gestational Surrogacy; (iv) Reversal of sterilization.', 'p1'))
    s.append(P('4.2.15 <b>Maternity - Code- Excl18</b>: i. Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy; ii. Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period. This exclusion shall not apply to the extent cover is granted under 3.2.1 to an Insured Person under the Premier Plan.', 'p1'))
    s.append(P('4.3 Specific Exclusions', 'h2'))
    s.append(P('4.3.1 Domiciliary hospitalisation, that is, treatment taken at home even where the condition would otherwise have required admission to a Hospital, is not covered under this Policy.', 'p1'))
    s.append(P('4.3.2 Out-patient consultations, out-patient diagnostics and out-patient pharmacy, except as payable under 3.1.2, 3.1.3 and 3.3.3.', 'p1'))
    s.append(P('4.3.3 Dental treatment of any kind unless necessitated by an Accident and requiring Hospitalisation; spectacles, contact lenses and hearing aids.', 'p1'))
    s.append(P('4.3.4 Items of a non-medical nature listed in Annexure I (List I - Items for which coverage is not available in the policy).', 'p1'))
    s.append(P('4.3.5 War, invasion, acts of foreign enemies, nuclear, chemical or biological contamination; and treatment taken outside India.', 'p1'))

    s.append(P('5. GENERAL TERMS AND CLAUSES', 'h1'))
    gt = [
        ('Disclosure of Information', 'The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the policyholder.'),
        ('Condition Precedent to Admission of Liability', 'The terms and conditions of the policy must be fulfilled by the insured person for the Company to make any payment for claim(s) arising under the policy.'),
        ('Free Look Period', 'The Free Look Period shall be applicable on new individual health insurance policies and not on renewals or at the time of porting/migrating the policy. The insured person shall be allowed free look period of thirty days from date of receipt of the policy document to review the terms and conditions of the policy, and to return the same if not acceptable. If the insured has not made any claim during the Free Look Period, the insured shall be entitled to refund of the premium paid less any expenses incurred by the Company on medical examination of the insured person and the stamp duty charges.'),
        ('Grace Period', 'Where the Policy is renewed before the end of the Grace Period, continuity benefits are preserved. The Grace Period for renewal is thirty (30) days from the expiry of the Policy Period. No cover shall be available for any Illness or Injury contracted, or treatment taken, during the period for which no premium has been received.'),
        ('Renewal of Policy', 'The policy shall ordinarily be renewable except on grounds of fraud, misrepresentation by the insured person. The Company shall endeavour to give notice for renewal. However, the Company is not under obligation to give any notice for renewal. Renewal shall not be denied on the ground that the insured person had made a claim or claims in the preceding policy years.'),
        ('Cancellation', 'The policyholder may cancel this policy by giving 15 days\' written notice and in such an event, the Company shall refund premium on pro-rata basis for the unexpired policy period, provided no claim has been made. The Company may cancel the policy at any time on grounds of misrepresentation, non-disclosure of material facts or fraud by the insured person by giving 15 days\' written notice. There would be no refund of premium on cancellation on grounds of misrepresentation, non-disclosure of material facts or fraud.'),
        ('Portability', 'The insured person will have the option to port the policy to other insurers by applying to such insurer to port the entire policy along with all the members of the family, if any, at least 15 days before, but not earlier than 60 days from the policy renewal date as per IRDAI guidelines related to portability. If such person is presently covered and has been continuously covered without any lapses under any health insurance policy with an Indian General/Health insurer, the proposed insured person will get the accrued continuity benefits in waiting periods as per IRDAI guidelines on portability.'),
        ('Migration', 'The insured person will have the option to migrate the policy to other health insurance products/plans offered by the company by applying for migration of the policy at least 30 days before the policy renewal date as per IRDAI guidelines on Migration.'),
        ('Moratorium Period', 'After completion of sixty continuous months of coverage (including portability and migration), no policy and claim shall be contestable by the insurer on grounds of non-disclosure, misrepresentation, except on grounds of established fraud.'),
        ('Multiple Policies', 'In case of multiple policies taken by an insured person during a period from one or more insurers to indemnify treatment costs, the insured person shall have the right to require a settlement of his/her claim in terms of any of his/her policies.'),
        ('Fraud', 'If any claim made by the insured person, is in any respect fraudulent, or if any false statement, or declaration is made or used in support thereof, or if any fraudulent means or devices are used by the insured person or anyone acting on his/her behalf to obtain any benefit under this policy, all benefits under this policy and the premium paid shall be forfeited.'),
    ]
    for i, (h, t) in enumerate(gt, 1):
        s.append(P('5.1.%d <b>%s</b>: %s' % (i, h, t), 'p1'))

    s.append(P('6. CLAIM PROCEDURE', 'h1'))
    s.append(P('6.1 Notification of Claim', 'h2'))
    s.append(P('6.1.1 Notice of a claim, with the particulars of the Insured Person, the Policy number and the nature of the Illness or Injury, must be given to Us or to the TPA through Our call centre (1800 2666), by e-mail or through Our mobile application as follows:', 'p1'))
    s.append(P('6.1.1.1 Planned Hospitalisation: at least 72 hours before the date of admission.', 'p2'))
    s.append(P('6.1.1.2 Emergency Hospitalisation: within 48 hours of admission to the Hospital, or before discharge, whichever is earlier.', 'p2'))
    s.append(P('6.1.2 Delay in notification may be condoned where it is shown that the delay was for reasons beyond the control of the Insured Person.', 'p1'))
    s.append(P('6.2 Cashless Facility', 'h2'))
    s.append(P('6.2.1 Cashless treatment is available only at Network Providers. The Network Provider will send the pre-authorisation request to Us; We will respond within one hour of receipt of a complete request. Final authorisation on discharge shall be given within three hours of receipt of the discharge request from the Hospital.', 'p1'))
    s.append(P('6.3 Reimbursement Claims', 'h2'))
    s.append(P('6.3.1 For reimbursement, the claim documents must be submitted within 30 days of discharge from the Hospital (and for post-hospitalisation expenses within 15 days of completion of the post-hospitalisation treatment): duly completed claim form; photo identity proof; Medical Practitioner\'s prescription advising admission; original bills with itemised break-up and payment receipts; discharge summary; investigation reports; pharmacy bills with prescriptions; Operation Theatre notes and implant stickers, where applicable; NEFT details and cancelled cheque; MLC or FIR copy in case of Accident.', 'p1'))
    s.append(P('6.3.2 We shall settle or reject a claim within 15 days of receipt of the last necessary document. In case of delay, We shall pay interest at a rate 2% above the bank rate from the date of receipt of the last necessary document to the date of payment.', 'p1'))

    s.append(P('7. GRIEVANCE REDRESSAL', 'h1'))
    s.append(P('7.1 If You have a grievance, You may contact Us at customersupport@icicilombard.com, call 1800 2666, or write to the Grievance Redressal Officer, ICICI Lombard General Insurance Company Limited, ICICI Lombard House, 414, Veer Savarkar Marg, Prabhadevi, Mumbai 400025. We shall acknowledge the grievance within 24 hours and resolve it within 14 days.'))
    s.append(P('7.2 If You are not satisfied with Our response, You may approach the grievance cell of the Insurance Regulatory and Development Authority of India through the Bima Bharosa portal (https://bimabharosa.irdai.gov.in), or the Insurance Ombudsman of Your region as listed in Annexure II, under the Insurance Ombudsman Rules, 2017.'))

    s.append(P('ANNEXURE I - List I: Items for which coverage is not available in the policy (extract)', 'h1'))
    items = LIST_I
    s.append(P('; '.join('%d. %s' % (i, t) for i, t in enumerate(items, 1)) + '.'))

    s.append(P('ANNEXURE II - Offices of the Insurance Ombudsman (extract)', 'h1'))
    omb = [['Office', 'Jurisdiction', 'Contact'],
           ['AHMEDABAD', 'State of Gujarat and Union Territories of Dadra and Nagar Haveli and Daman and Diu', 'bimalokpal.ahmedabad@cioins.co.in'],
           ['BENGALURU', 'State of Karnataka', 'bimalokpal.bengaluru@cioins.co.in'],
           ['CHENNAI', 'State of Tamil Nadu; Puducherry Town and Karaikal', 'bimalokpal.chennai@cioins.co.in'],
           ['DELHI', 'State of Delhi', 'bimalokpal.delhi@cioins.co.in'],
           ['HYDERABAD', 'States of Andhra Pradesh and Telangana; Yanam', 'bimalokpal.hyderabad@cioins.co.in'],
           ['KOLKATA', 'States of West Bengal, Sikkim; Andaman and Nicobar Islands', 'bimalokpal.kolkata@cioins.co.in'],
           ['MUMBAI', 'State of Goa; Mumbai Metropolitan Region excluding Navi Mumbai and Thane', 'bimalokpal.mumbai@cioins.co.in'],
           ['PUNE', 'State of Maharashtra excluding the Mumbai Metropolitan Region', 'bimalokpal.pune@cioins.co.in']]
    s.append(ruled_table(omb, st, [26 * mm, 86 * mm, 62 * mm]))
    return s
