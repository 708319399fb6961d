# -*- coding: utf-8 -*-
"""Wording A: SBI General Insurance Company Limited - Arogya Sanjeevani Policy (standard product, synthetic)."""
from common import *

INSURER = 'SBI General Insurance Company Limited'
PRODUCT = 'Arogya Sanjeevani Policy'
UIN = 'SBIHLIP26093V022526'
STEM = 'SBIGeneral_Arogya-Sanjeevani-Policy_' + UIN


DEFS = [
    ('Accident', 'means a sudden, unforeseen and involuntary event caused by external, visible and violent means.'),
    ('Age', 'means the age of the Insured Person on last birthday as on the date of commencement of the Policy.'),
    ('Any One Illness', 'means continuous period of illness and it includes relapse within forty-five days from the date of last consultation with the Hospital where treatment has been taken.'),
    ('AYUSH Treatment', 'refers to hospitalisation treatments given under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy systems.'),
    ('AYUSH Hospital', 'is a healthcare facility wherein medical/surgical/para-surgical treatment procedures and interventions are carried out by AYUSH Medical Practitioner(s) comprising of any of the following: (a) Central or State Government AYUSH Hospital; or (b) Teaching hospital attached to AYUSH College recognized by the Central Government/Central Council of Indian Medicine/Central Council for Homeopathy; or (c) AYUSH Hospital, standalone or co-located with in-patient healthcare facility of any recognized system of medicine, registered with the local authorities, wherever applicable, and is under the supervision of a qualified registered AYUSH Medical Practitioner.'),
    ('Break in Policy', 'means the period of gap that occurs at the end of the existing policy term, when the premium due for renewal on a given policy is not paid on or before the premium renewal date or within 30 days thereof.'),
    ('Cashless Facility', 'means a facility extended by the insurer to the insured where the payments, of the costs of treatment undergone by the insured person in accordance with the Policy terms and conditions, are directly made to the network provider by the insurer to the extent pre-authorization is approved.'),
    ('Condition Precedent', 'means a Policy term or condition upon which the Insurer\u2019s liability under the Policy is conditional upon.'),
    ('Congenital Anomaly', 'means a condition which is present since birth, and which is abnormal with reference to form, structure or position. (a) Internal Congenital Anomaly: congenital anomaly which is not in the visible and accessible parts of the body. (b) External Congenital Anomaly: congenital anomaly which is in the visible and accessible parts of the body.'),
    ('Co-payment', 'means a cost sharing requirement under a health insurance policy that provides that the policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does not reduce the Sum Insured.'),
    ('Cumulative Bonus', 'means any increase or addition in the Sum Insured granted by the insurer without an associated increase in premium.'),
    ('Day Care Centre', 'means any institution established for day care treatment of illness and/or injuries or a medical setup with a hospital and which has been registered with the local authorities, wherever applicable, and is under supervision of a registered and qualified medical practitioner AND must comply with all minimum criterion as under: (i) has qualified nursing staff under its employment; (ii) has qualified medical practitioner/s in charge; (iii) has fully equipped operation theatre of its own where surgical procedures are carried out; (iv) maintains daily records of patients and will make these accessible to the insurance company\u2019s authorized personnel.'),
    ('Day Care Treatment', 'means medical treatment, and/or surgical procedure which is (i) undertaken under General or Local Anaesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, and (ii) which would have otherwise required hospitalization of more than 24 hours. Treatment normally taken on an out-patient basis is not included in the scope of this definition.'),
    ('Dental Treatment', 'means a treatment related to teeth or structures supporting teeth including examinations, fillings (where appropriate), crowns, extractions and surgery.'),
    ('Disclosure to Information Norm', 'means the Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact.'),
    ('Emergency Care', 'means management for an illness or injury which results in symptoms which occur suddenly and unexpectedly, and requires immediate care by a medical practitioner to prevent death or serious long term impairment of the insured person\u2019s health.'),
    ('Grace Period', 'means the specified period of time immediately following the premium due date during which a payment can be made to renew or continue a policy in force without loss of continuity benefits such as waiting periods and coverage of pre-existing diseases. Coverage is not available for the period for which no premium is received.'),
    ('Hospital', 'means any institution established for in-patient care and day care treatment of illness and/or injuries and which has been registered as a hospital with the local authorities under the Clinical Establishments (Registration and Regulation) Act, 2010 or under enactments specified under the Schedule of Section 56(1) of the said Act or complies with all minimum criteria as under: (i) has qualified nursing staff under its employment round the clock; (ii) has at least 10 in-patient beds in towns having a population of less than 10,00,000 and at least 15 in-patient beds in all other places; (iii) has qualified medical practitioner(s) in charge round the clock; (iv) has a fully equipped operation theatre of its own where surgical procedures are carried out; (v) maintains daily records of patients and makes these accessible to the insurance company\u2019s authorized personnel.'),
    ('Hospitalisation', 'means admission in a hospital designated for a minimum period of 24 consecutive \u2018In-patient care\u2019 hours except for specified procedures/treatments, where such admission could be for a period of less than 24 consecutive hours.'),
    ('Illness', 'means a sickness or a disease or pathological condition leading to the impairment of normal physiological function and requires medical treatment.'),
    ('Injury', 'means accidental physical bodily harm excluding illness or disease solely and directly caused by external, violent, visible and evident means which is verified and certified by a Medical Practitioner.'),
    ('Intensive Care Unit', 'means an identified section, ward or wing of a hospital which is under the constant supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous monitoring and treatment of patients who are in a critical condition, or require life support facilities and where the level of care and supervision is considerably more sophisticated and intensive than in the ordinary and other wards.'),
    ('ICU (Intensive Care Unit) Charges', 'means the amount charged by a Hospital towards ICU expenses which shall include the expenses for ICU bed, general medical support services provided to any ICU patient including monitoring devices, critical care nursing and intensivist charges.'),
    ('Medical Expenses', 'means those expenses that an insured person has necessarily and actually incurred for medical treatment on account of illness or accident on the advice of a medical practitioner, as long as these are no more than would have been payable if the insured person had not been insured and no more than other hospitals or doctors in the same locality would have charged for the same medical treatment.'),
    ('Medical Practitioner', 'means a person who holds a valid registration from the Medical Council of any State or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of India or a State Government and is thereby entitled to practice medicine within its jurisdiction; and is acting within its scope and jurisdiction of license.'),
    ('Network Provider', 'means hospitals enlisted by an insurer, TPA or jointly by an Insurer and TPA to provide medical services to an insured by a cashless facility.'),
    ('Pre-Existing Disease', 'means any condition, ailment, injury or disease: (a) that is/are diagnosed by a physician not more than 36 months prior to the date of commencement of the policy issued by the insurer; or (b) for which medical advice or treatment was recommended by, or received from, a physician not more than 36 months prior to the date of commencement of the policy.'),
    ('Pre-hospitalization Medical Expenses', 'means medical expenses incurred during pre-defined number of days preceding the hospitalization of the Insured Person, provided that: (i) such medical expenses are incurred for the same condition for which the Insured Person\u2019s hospitalization was required, and (ii) the in-patient hospitalization claim for such hospitalization is admissible by the Insurance Company.'),
    ('Post-hospitalization Medical Expenses', 'means medical expenses incurred during pre-defined number of days immediately after the insured person is discharged from the hospital provided that: (i) such medical expenses are for the same condition for which the insured person\u2019s hospitalization was required, and (ii) the inpatient hospitalization claim for such hospitalization is admissible by the insurance company.'),
    ('Portability', 'means the right accorded to individual health insurance policyholders (including all members under family cover), to transfer the credit gained for pre-existing conditions and time bound exclusions, from one insurer to another insurer.'),
    ('Room Rent', 'means the amount charged by a hospital towards Room and Boarding expenses and shall include the associated medical expenses.'),
    ('Surgery or Surgical Procedure', 'means manual and/or operative procedure(s) required for treatment of an illness or injury, correction of deformities and defects, diagnosis and cure of diseases, relief from suffering and prolongation of life, performed in a hospital or day care centre by a medical practitioner.'),
    ('Unproven/Experimental Treatment', 'means the treatment including drug experimental therapy which is not based on established medical practice in India, is treatment experimental or unproven.'),
]


def draw(c, page, total):
    w, h = A4
    c.saveState()
    c.setStrokeColor(colors.HexColor('#1d4f91'))
    c.setLineWidth(0.8)
    c.line(18 * mm, h - 15 * mm, w - 18 * mm, h - 15 * mm)
    c.setFont('DV-B', 8.5)
    c.setFillColor(colors.HexColor('#1d4f91'))
    c.drawString(18 * mm, h - 12.5 * mm, INSURER)
    c.setFont('DV', 8)
    c.drawRightString(w - 18 * mm, h - 12.5 * mm, PRODUCT + ' - SBI General | UIN: ' + UIN)
    c.setFillColor(colors.black)
    c.line(18 * mm, 15 * mm, w - 18 * mm, 15 * mm)
    c.setFont('DV', 7.5)
    c.drawString(18 * mm, 11 * mm, 'SBI General Insurance Company Limited | IRDAI Regn. No. 144 | Toll free: 1800 22 1111')
    c.drawRightString(w - 18 * mm, 11 * mm, 'Page %d of %d' % (page, total))
    if page == 1:
        c.setFont('DV', 7)
        c.drawCentredString(w / 2, 7 * mm, 'Synthetic test wording \u2013 not an insurance product')
    c.restoreState()


def story():
    S = styles('DV', 8.8)
    P = lambda t: Paragraph(t, S['p'])
    L = lambda t: Paragraph(t, S['li'])
    L2 = lambda t: Paragraph(t, S['li2'])
    H1 = lambda t: Paragraph(t, S['h1'])
    H2 = lambda t: Paragraph(t, S['h2'])
    st = []
    st += [Paragraph('Arogya Sanjeevani Policy - SBI General', S['title']),
           Paragraph('Policy Wording | UIN: ' + UIN, S['sub']),
           Spacer(1, 4)]
    st += [H1('1. PREAMBLE'),
           P('This Policy is a contract of insurance issued by SBI General Insurance Company Limited (hereinafter called '
             'the \u2018Company\u2019) to the proposer mentioned in the Schedule (hereinafter called the \u2018Insured\u2019) to cover '
             'the person(s) named in the Schedule (hereinafter called the \u2018Insured Persons\u2019). The Policy is based on the '
             'statements and declaration provided in the Proposal Form by the proposer and is subject to receipt of the '
             'requisite premium.'),
           H1('2. OPERATIVE CLAUSE'),
           P('If during the Policy Period one or more Insured Person(s) is required to be hospitalized for treatment of an '
             'Illness or Injury at a Hospital / Day Care Centre, following Medical Advice of a duly qualified Medical '
             'Practitioner, the Company shall indemnify Medically Necessary expenses towards the Coverage mentioned in the '
             'Policy Schedule. Provided further that, any amount payable under the Policy shall be subject to the terms of '
             'coverage (including co-payment and sub-limits), exclusions, conditions and definitions contained herein. The '
             'maximum liability of the Company under all claims during each Policy Year shall be the Sum Insured '
             '(Individual or Floater) opted and the Cumulative Bonus (if any) shown in the Schedule.'),
           H1('3. DEFINITIONS'),
           P('The terms defined below and at other junctures in the Policy have the meanings ascribed to them wherever '
             'they appear in this Policy and, where the context so requires, references to the singular include '
             'references to the plural; references to the male include the female and references to any statutory '
             'enactment include subsequent changes to the same.')]
    defs = DEFS
    for i, (k, v) in enumerate(defs, 1):
        st.append(L('<b>3.%d. %s</b> %s' % (i, k, v)))

    st += [H1('4. COVERAGE'),
           P('The covers listed below are in-built Policy benefits and shall be available to all Insured Persons in '
             'accordance with the procedures set out in this Policy.'),
           H2('4.1. Hospitalization'),
           P('The Company shall indemnify Medical Expenses incurred for Hospitalization of the Insured Person during the '
             'Policy Period, up to the Sum Insured and Cumulative Bonus specified in the Policy Schedule, for:'),
           L('i. Room, boarding and nursing charges as provided by the Hospital / Nursing Home, limited to 2% of the Sum '
             'Insured for each day of admission, subject to a ceiling of \u20b9 5,000 per day.'),
           L('ii. Intensive Care Unit (ICU) / Intensive Cardiac Care Unit (ICCU) charges as provided by the Hospital / '
             'Nursing Home, limited to 5% of the Sum Insured for each day, subject to a ceiling of \u20b9 10,000 per day.'),
           L('iii. Surgeon, consultants, anaesthetist, Medical Practitioner and specialist fees, whether paid directly '
             'to the treating doctor / surgeon or to the Hospital.'),
           L('iv. Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, costs '
             'towards diagnostics, diagnostic imaging modalities, and similar expenses.'),
           L('v. Road ambulance used to shift the Insured Person to a Hospital, or from one Hospital to another for '
             'better treatment, up to Rs. 2,000/- for each Hospitalization.'),
           L('vi. All Day Care Treatments, that is procedures which need less than 24 hours of admission on account of '
             'technological advancement.'),
           P('<b>Note 1:</b> Expenses of Hospitalization for a minimum period of 24 consecutive hours only shall be '
             'admissible. The time limit of 24 hours shall not apply when the treatment is undergone in a Day Care Centre.'),
           P('<b>Note 2:</b> Where the Insured Person is admitted in a room whose rent is higher than the limit in 4.1 i, '
             'the reimbursement of all other expenses incurred at the Hospital, with the exception of cost of medicines, '
             'consumables, implants and diagnostics, shall be effected in the same proportion as the admissible rate per '
             'day bears to the actual rate per day of room rent charges. The proportionate deduction shall not apply to '
             'ICU / ICCU charges, which are only capped at the limit in 4.1 ii.'),
           P('<b>Note 3:</b> The sub-limits for room, ICU and cataract shall not apply to package rates agreed with '
             'Preferred Provider Network (PPN) hospitals for the listed procedures.'),
           H2('4.2. AYUSH Treatment'),
           P('Medical Expenses for In-patient Care under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy '
             'systems of medicine are payable up to the Sum Insured, during each Policy Year, when the treatment is '
             'taken in an AYUSH Hospital.'),
           H2('4.3. Cataract Treatment'),
           P('Expenses for treatment of cataract are payable up to 25% of the Sum Insured or Rs. 40,000 per eye, '
             'whichever is lower, in one Policy Year.'),
           H2('4.4. Pre-Hospitalization'),
           P('Medical Expenses incurred during the 30 days immediately before the date of an admissible Hospitalization, '
             'for the same Illness or Injury, are reimbursed.'),
           H2('4.5. Post-Hospitalization'),
           P('Medical Expenses incurred during the 60 days immediately after discharge from the Hospital, for the same '
             'Illness or Injury, are reimbursed, provided the Hospitalization claim has been admitted.'),
           H2('4.6. Modern Treatment'),
           P('The following procedures and treatments are covered, whether taken as In-patient Care or as Day Care '
             'Treatment, for an amount not exceeding 50% of the Sum Insured in a Policy Year for each listed '
             'treatment:'),
           ]
    mt = ['A. Uterine Artery Embolization and HIFU (High intensity focused ultrasound)', 'B. Balloon Sinuplasty',
          'C. Deep Brain Stimulation', 'D. Oral Chemotherapy', 'E. Immunotherapy - Monoclonal Antibody to be given as injection',
          'F. Intra vitreal injections', 'G. Robotic surgeries', 'H. Stereotactic radio surgeries', 'I. Bronchial Thermoplasty',
          'J. Vaporisation of the prostrate (Green laser treatment or holmium laser treatment)',
          'K. IONM (Intra Operative Neuro Monitoring)',
          'L. Stem cell therapy: Hematopoietic stem cells for bone marrow transplant for haematological conditions to be covered']
    for m in mt:
        st.append(L(m))
    st += [H1('5. CUMULATIVE BONUS'),
           P('For every claim-free Policy Year, the Sum Insured of the expiring Policy is raised by a Cumulative Bonus of '
             '5%, provided the Policy is renewed with the Company without a break. The Cumulative Bonus can build up to a '
             'maximum of 50% of the Sum Insured. If a claim is made in any Policy Year, the Cumulative Bonus accrued shall '
             'be reduced at the same rate (5%) at the next renewal, but the Sum Insured itself will not be reduced.'),
           P('In a floater Policy, the Cumulative Bonus shall accrue only if no claim has been made by any of the Insured '
             'Persons. If the Sum Insured is reduced at renewal, the Cumulative Bonus shall be reduced in the same '
             'proportion. Any Cumulative Bonus wrongly granted on a claim settled after renewal shall be withdrawn.'),
           H1('6. WAITING PERIODS'),
           P('The Company shall not be liable to make any payment under the Policy in connection with or in respect of the '
             'following expenses till the expiry of the waiting period mentioned below:'),
           H2('6.1. Pre-Existing Diseases (Code- Excl01)'),
           L('a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be '
             'excluded until the expiry of 48 months of continuous coverage after the date of inception of the first '
             'policy with us.'),
           L('b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.'),
           L('c) If the Insured Person is continuously covered without any break as defined under the portability norms of '
             'the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the '
             'extent of prior coverage.'),
           L('d) Coverage under the policy after the expiry of 48 months for any pre-existing disease is subject to the '
             'same being declared at the time of application and accepted by us.'),
           H2('6.2. Specified disease/procedure waiting period (Code- Excl02)'),
           L('a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until '
             'the expiry of 24/48 months of continuous coverage, as specified against each condition below, after the '
             'date of inception of the first policy with us. This exclusion shall not be applicable for claims arising '
             'due to an accident.'),
           L('b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.'),
           L('c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing '
             'diseases, then the longer of the two waiting periods shall apply.'),
           L('d) The waiting period for listed conditions shall apply even if contracted after the policy or declared and '
             'accepted without a specific exclusion.'),
           L('e) If the Insured Person is continuously covered without any break as defined under the applicable norms on '
             'portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage.'),
           L('f) List of specific diseases/procedures:'),
           L2('<b>(i) 24 months waiting period:</b> 1. Benign ENT disorders; 2. Tonsillectomy; 3. Adenoidectomy; '
              '4. Mastoidectomy; 5. Tympanoplasty; 6. Hysterectomy; 7. All internal and external benign tumours, cysts, '
              'polyps of any kind, including benign breast lumps; 8. Benign prostate hypertrophy; 9. Cataract and age '
              'related eye ailments; 10. Gastric / Duodenal Ulcer; 11. Gout and Rheumatism; 12. Hernia of all types; '
              '13. Hydrocele; 14. Non Infective Arthritis; 15. Piles, Fissures and Fistula in anus; 16. Pilonidal sinus, '
              'Sinusitis and related disorders; 17. Prolapse Inter Vertebral Disc and Spinal Diseases unless arising from '
              'accident; 18. Calculi in urinary system, Gall Bladder and Bile duct, excluding malignancy; 19. Varicose '
              'Veins and Varicose Ulcers; 20. Internal Congenital Anomalies.'),
           L2('<b>(ii) 48 months waiting period:</b> 1. Treatment for joint replacement unless arising from accident; '
              '2. Age-related Osteoarthritis and Osteoporosis.'),
           H2('6.3. 30-day waiting period (Code- Excl03)'),
           L('a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date '
             'shall be excluded except claims arising due to an accident, provided the same are covered.'),
           L('b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than '
             'twelve months.'),
           L('c) The within referred waiting period is made applicable to the enhanced sum insured in the event of '
             'granting higher sum insured subsequently.'),
           H1('7. EXCLUSIONS'),
           P('The Company shall not be liable to make any payment under the Policy, in respect of any expenses incurred in '
             'connection with or in respect of:'),
           L('<b>7.1. Investigation and Evaluation (Code- Excl04)</b> a) Expenses related to any admission primarily for '
             'diagnostics and evaluation purposes only are excluded. b) Any diagnostic expenses which are not related or '
             'not incidental to the current diagnosis and treatment are excluded.'),
           L('<b>7.2. Rest Cure, rehabilitation and respite care (Code- Excl05)</b> a) Expenses related to any admission '
             'primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care '
             'either at home or in a nursing facility for personal care such as help with activities of daily living '
             'such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. '
             'ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual needs.'),
           L('<b>7.3. Obesity/ Weight Control (Code- Excl06)</b> Expenses related to the surgical treatment of obesity that '
             'does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor; '
             '2) The surgery/Procedure conducted should be supported by clinical protocols; 3) The member has to be 18 '
             'years of age or older and 4) Body Mass Index (BMI): a) greater than or equal to 40 or b) greater than or '
             'equal to 35 in conjunction with any of the following severe co-morbidities following failure of less '
             'invasive methods of weight loss: i. Obesity-related cardiomyopathy; ii. Coronary heart disease; iii. Severe '
             'Sleep Apnea; iv. Uncontrolled Type2 Diabetes.'),
           L('<b>7.4. Change-of-Gender treatments (Code- Excl07)</b> Expenses related to any treatment, including surgical '
             'management, to change characteristics of the body to those of the opposite sex.'),
           L('<b>7.5. Cosmetic or plastic Surgery (Code- Excl08)</b> Expenses for cosmetic or plastic surgery or any '
             'treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part '
             'of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be '
             'considered a medical necessity, it must be certified by the attending Medical Practitioner.'),
           L('<b>7.6. Hazardous or Adventure sports (Code- Excl09)</b> Expenses related to any treatment necessitated due to '
             'participation as a professional in hazardous or adventure sports, including but not limited to, '
             'para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand '
             'gliding, sky diving, deep-sea diving.'),
           L('<b>7.7. Breach of law (Code- Excl10)</b> Expenses for treatment directly arising from or consequent upon any '
             'Insured Person committing or attempting to commit a breach of law with criminal intent.'),
           L('<b>7.8. Excluded Providers (Code- Excl11)</b> Expenses incurred towards treatment in any hospital or by any '
             'Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website '
             '/ notified to the policyholders are not admissible. However, in case of life threatening situations or '
             'following an accident, expenses up to the stage of stabilization are payable but not the complete claim.'),
           L('<b>7.9.</b> Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences '
             'thereof. (Code- Excl12)'),
           L('<b>7.10.</b> Treatments received in heath hydros, nature cure clinics, spas or similar establishments or '
             'private beds registered as a nursing home attached to such establishments or where admission is arranged '
             'wholly or partly for domestic reasons. (Code- Excl13)'),
           L('<b>7.11.</b> Dietary supplements and substances that can be purchased without prescription, including but not '
             'limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of '
             'hospitalization claim or day care procedure. (Code- Excl14)'),
           L('<b>7.12. Refractive Error (Code- Excl15)</b> Expenses related to the treatment for correction of eye sight due '
             'to refractive error less than 7.5 dioptres.'),
           L('<b>7.13. Unproven Treatments (Code- Excl16)</b> Expenses related to any unproven treatment, services and '
             'supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies '
             'that lack significant medical documentation to support their effectiveness.'),
           L('<b>7.14. Sterility and Infertility (Code- Excl17)</b> Expenses related to sterility and infertility. This '
             'includes: (i) Any type of contraception, sterilization; (ii) Assisted Reproduction services including '
             'artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI; '
             '(iii) Gestational Surrogacy; (iv) Reversal of sterilization.'),
           L('<b>7.15. Maternity (Code- Excl18)</b> i. Medical treatment expenses traceable to childbirth (including '
             'complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy; '
             'ii. Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy '
             'during the policy period.'),
           L('<b>7.16.</b> War (whether declared or not) and war like occurrence or invasion, acts of foreign enemies, '
             'hostilities, civil war, rebellion, revolutions, insurrections, mutiny, military or usurped power, seizure, '
             'capture, arrest, restraints and detainment of all kinds.'),
           L('<b>7.17.</b> Nuclear, chemical or biological attack or weapons, contributed to, caused by, resulting from or '
             'from any other cause or event contributing concurrently or in any other sequence to the loss, claim or expense.'),
           L('<b>7.18.</b> Expenses incurred on Domiciliary Hospitalization and on out-patient (OPD) treatment.'),
           L('<b>7.19.</b> Treatment taken outside the geographical limits of India.'),
           L('<b>7.20.</b> In respect of the existing diseases, disclosed by the insured and mentioned in the policy schedule '
             '(based on insured\u2019s consent), policyholder is not entitled to get the coverage for specified ICD codes.'),
           H1('8. MORATORIUM PERIOD'),
           P('After completion of sixty continuous months of coverage (including portability and migration) in this '
             'Policy, no claim shall be contestable by the Company on grounds of non-disclosure or misrepresentation, '
             'except on grounds of established fraud. This period of sixty continuous months is called the moratorium '
             'period. The moratorium applies to the Sum Insured of the first policy and, on enhancement, afresh to the '
             'enhanced limit only. The Policy shall however remain subject to all limits, sub-limits and co-payments.'),
           H1('9. CLAIM PROCEDURE'),
           H2('9.1. Intimation of claim'),
           P('Notice with full particulars of the Hospitalization shall be given to the Company or its TPA as under:'),
           L('i. Emergency Hospitalization: within 24 hours of admission to the Hospital, or before discharge of the '
             'Insured Person, whichever is earlier.'),
           L('ii. Planned Hospitalization: not less than 48 hours before the admission.'),
           H2('9.2. Cashless claims'),
           P('Cashless treatment is available only at Network Providers and is subject to pre-authorization by the Company '
             'or its TPA. A request for pre-authorization, in the prescribed form, is to be sent by the Network Provider '
             'with the treating doctor\u2019s details. If the request is approved, the Company will settle the admissible '
             'amount directly with the Network Provider. Denial of pre-authorization is not a denial of treatment; the '
             'Insured Person may take treatment and submit a reimbursement claim.'),
           H2('9.3. Reimbursement claims'),
           P('The documents listed in 9.4 are to be submitted within thirty days of discharge for the Hospitalization and '
             'pre-hospitalization expenses, and within fifteen days of completing the post-hospitalization treatment for '
             'the post-hospitalization expenses. Delay may be condoned where it is shown to be due to reasons beyond the '
             'control of the claimant.'),
           H2('9.4. Documents to be submitted'),
           P('i) Duly completed claim form; ii) Photo identity proof of the patient; iii) Medical Practitioner\u2019s '
             'prescription advising admission; iv) Original bills with itemised break-up; v) Payment receipts; '
             'vi) Discharge summary with complete medical history; vii) Investigation / diagnostic reports supported by '
             'the prescription; viii) OT notes or surgeon\u2019s certificate for surgical cases; ix) Sticker / invoice of '
             'implants, wherever applicable; x) MLR and FIR, wherever applicable; xi) NEFT details and cancelled cheque; '
             'xii) KYC of the proposer where the claim liability exceeds Rs. 1 lakh.'),
           H2('9.5. Co-payment'),
           P('Each and every claim admitted under the Policy shall be subject to a Co-payment of 5% of the admissible '
             'claim amount, which shall be borne by the Insured Person. The Co-payment applies after the sub-limits.'),
           H2('9.6. Payment of claim'),
           P('All claims under the Policy shall be payable in Indian currency only, through NEFT / RTGS.'),
           ]
    st += [H1('10. GENERAL TERMS AND CLAUSES'),
           L('<b>10.1. Disclosure of information.</b> The Policy shall be void and all premium paid thereon shall be '
             'forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material '
             'fact by the policyholder. Material facts means all relevant information sought by the Company in the proposal '
             'form and other connected documents.'),
           L('<b>10.2. Condition precedent to admission of liability.</b> The terms and conditions of the Policy must be '
             'fulfilled by the Insured Person for the Company to make any payment for claim(s) arising under the Policy.'),
           L('<b>10.3. Claim settlement (provision for penal interest).</b> The Company shall settle or reject a claim '
             'within 15 days from the date of receipt of the last necessary document. In case of delay, the Company shall '
             'pay interest at a rate 2% above the bank rate from the date of receipt of the last necessary document to the '
             'date of payment. Where an investigation is warranted it shall be completed within 30 days of the last '
             'necessary document and the claim settled within 45 days.'),
           L('<b>10.4. Complete discharge.</b> Any payment to the policyholder, Insured Person or his/her nominees or legal '
             'representative or assignee or to the Hospital, as the case may be, for any benefit under the Policy shall be '
             'a valid discharge towards payment of claim by the Company to the extent of that amount.'),
           L('<b>10.5. Multiple policies.</b> In case of multiple policies taken by an Insured Person from one or more '
             'insurers to indemnify treatment costs, the Insured Person shall have the right to require a settlement of '
             'his/her claim in terms of any of his/her policies, and to claim the disallowed or balance amount under the '
             'other policies.'),
           L('<b>10.6. Fraud.</b> If any claim made by the Insured Person is in any respect fraudulent, or if any false '
             'statement or declaration is made or used in support thereof, or if any fraudulent means or devices are used '
             'by the Insured Person or anyone acting on his/her behalf to obtain any benefit under the Policy, all benefits '
             'under the Policy and the premium paid shall be forfeited. Any amount already paid against such claims shall '
             'be repaid by all recipients, who shall be jointly and severally liable for such repayment.'),
           L('<b>10.7. Cancellation.</b> The policyholder may cancel the Policy at any time during the term by giving 7 '
             'days\u2019 notice in writing. The Company shall refund the premium for the unexpired Policy Period on a pro-rata '
             'basis, provided no claim has been paid under the Policy. The Company may cancel the Policy at any time on '
             'grounds of established fraud by giving 7 days\u2019 notice, with no refund of premium.'),
           L('<b>10.8. Migration.</b> The Insured Person will have the option to migrate the Policy to other health '
             'insurance products/plans offered by the Company by applying at least 30 days before the renewal date, with '
             'the accrued continuity benefits in waiting periods.'),
           L('<b>10.9. Portability.</b> The Insured Person will have the option to port the Policy to other insurers by '
             'applying to such insurer at least 15 days before, but not earlier than 60 days from, the premium renewal '
             'date, with the accrued continuity benefits in waiting periods as per IRDAI guidelines.'),
           L('<b>10.10. Renewal of Policy.</b> The Policy shall ordinarily be renewable except on grounds of fraud, moral '
             'hazard, misrepresentation by the Insured Person. Renewal shall not be denied on the ground that the Insured '
             'Person had made a claim or claims in the preceding Policy Years. No loading shall apply on renewals based on '
             'individual claims experience.'),
           L('<b>10.11. Grace period.</b> Where the premium is paid annually, a Grace Period of thirty days is allowed '
             'after the due date. Where the premium is paid by half-yearly, quarterly or monthly instalments, the Grace '
             'Period is fifteen days. No cover is available during the Grace Period, but continuity benefits are not lost.'),
           L('<b>10.12. Free look period.</b> The Free Look Period shall be applicable on new individual health insurance '
             'policies and not on renewals or at the time of porting/migrating the policy. The Insured Person shall be '
             'allowed a free look period of thirty days from date of receipt of the policy document to review the terms '
             'and conditions of the policy, and to return the same if not acceptable. On cancellation within this period '
             'the Company shall refund the premium paid less pro-rata risk premium and stamp duty, and the expenses on '
             'medical examination, if any.'),
           L('<b>10.13. Possibility of revision of terms.</b> The Company may revise or modify the terms of the Policy '
             'including the premium rates, with prior approval of the Authority. The Insured Person shall be notified '
             'three months before the changes are effected.'),
           L('<b>10.14. Nomination.</b> The policyholder is required at the inception of the Policy to make a nomination '
             'for the purpose of payment of claims in the event of death of the policyholder.'),
           L('<b>10.15. Territorial limit.</b> All medical treatment for the purpose of this insurance will have to be '
             'taken in India only.'),
           H1('11. REDRESSAL OF GRIEVANCE'),
           P('In case of any grievance the Insured Person may contact the Company through the website www.sbigeneral.in, '
             'the toll free number 1800 22 1111, e-mail customer.care@sbigeneral.in or in writing to the Head - Customer '
             'Care, SBI General Insurance Company Limited, Fulcrum Building, Andheri (East), Mumbai 400 099. If the '
             'grievance is not resolved within 14 days, or if the Insured Person is not satisfied with the response, he/she '
             'may write to the Grievance Redressal Officer at gro@sbigeneral.in. If the issue remains unresolved, the '
             'Insured Person may approach the office of the Insurance Ombudsman of the respective area (Annexure I) or '
             'register the grievance on the Bima Bharosa portal of IRDAI.'),
           ]
    # Table of benefits (ruled)
    st += [PageBreak(), H1('12. TABLE OF BENEFITS')]
    C = lambda t: Paragraph(t, S['cell'])
    CB = lambda t: Paragraph(t, S['cellb'])
    rows = [
        [CB('Feature'), CB('Coverage / Limit')],
        [C('Name'), C('Arogya Sanjeevani Policy - SBI General')],
        [C('Product Type'), C('Individual / Family Floater')],
        [C('Category of Cover'), C('Indemnity')],
        [C('Sum Insured'), C('\u20b9 1 lakh to \u20b9 5 lakh in multiples of \u20b9 50,000; \u20b9 6 lakh, 7 lakh, 8 lakh, 9 lakh and 10 lakh')],
        [C('Policy Period'), C('1 year')],
        [C('Entry Age'), C('Adults: 18 to 65 years. Dependent children: 3 months to 25 years')],
        [C('Room Rent'), C('2% of SI per day, max Rs. 5,000 per day')],
        [C('ICU / ICCU'), C('5% of SI per day, max Rs. 10,000 per day')],
        [C('Road Ambulance'), C('Rs. 2,000 per hospitalization')],
        [C('Pre-hospitalization'), C('30 days')],
        [C('Post-hospitalization'), C('60 days')],
        [C('Cataract'), C('25% of SI or Rs. 40,000 per eye, whichever is lower, per policy year')],
        [C('AYUSH (In-patient)'), C('Covered up to SI')],
        [C('Modern Treatment'), C('Up to 50% of SI per treatment, per policy year')],
        [C('Day Care Treatment'), C('Covered up to SI')],
        [C('Domiciliary / OPD'), C('Not Covered')],
        [C('Cumulative Bonus'), C('5% of SI per claim-free year, maximum 50% of SI')],
        [C('Co-payment'), C('5% on all claims')],
        [C('Pre-existing Diseases'), C('48 months')],
        [C('Specified Diseases'), C('24 months / 48 months as per Clause 6.2')],
        [C('Initial Waiting Period'), C('30 days (not for accidents)')],
        [C('Grace Period'), C('30 days (annual); 15 days (instalments)')],
        [C('Premium Payment'), C('Annual, half-yearly, quarterly or monthly')],
    ]
    t = Table(rows, colWidths=[48 * mm, 120 * mm], repeatRows=1)
    t.setStyle(TableStyle([('GRID', (0, 0), (-1, -1), 0.6, colors.black),
                           ('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#d9e2f3')),
                           ('VALIGN', (0, 0), (-1, -1), 'TOP'),
                           ('TOPPADDING', (0, 0), (-1, -1), 2.5), ('BOTTOMPADDING', (0, 0), (-1, -1), 2.5)]))
    st += [t, Spacer(1, 8),
           H2('Illustration of daily limits for select Sum Insured options'),
           P('The amounts below follow from the percentages above and are shown for convenience; the percentage and '
             'rupee ceiling in Clause 4.1 and 4.3 prevail.')]
    rows2 = [[CB('Sum Insured'), CB('Room per day'), CB('ICU per day'), CB('Cataract per eye'), CB('Modern Treatment')],
             [C('Rs. 1,00,000'), C('Rs. 2,000'), C('Rs. 5,000'), C('Rs. 25,000'), C('Rs. 50,000')],
             [C('Rs. 2,00,000'), C('Rs. 4,000'), C('Rs. 10,000'), C('Rs. 40,000'), C('Rs. 1,00,000')],
             [C('Rs. 3,00,000'), C('Rs. 5,000'), C('Rs. 10,000'), C('Rs. 40,000'), C('Rs. 1,50,000')],
             [C('Rs. 5,00,000'), C('Rs. 5,000'), C('Rs. 10,000'), C('Rs. 40,000'), C('Rs. 2,50,000')],
             [C('Rs. 10,00,000'), C('Rs. 5,000'), C('Rs. 10,000'), C('Rs. 40,000'), C('Rs. 5,00,000')]]
    t2 = Table(rows2, colWidths=[34 * mm] * 5)
    t2.setStyle(TableStyle([('GRID', (0, 0), (-1, -1), 0.6, colors.black),
                            ('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#d9e2f3')),
                            ('TOPPADDING', (0, 0), (-1, -1), 2.5), ('BOTTOMPADDING', (0, 0), (-1, -1), 2.5)]))
    st += [t2]
    # Annexures
    st += [PageBreak(), H1('ANNEXURE I - OFFICES OF THE INSURANCE OMBUDSMAN (extract)'),
           P('The Insured Person may approach the Insurance Ombudsman under the Insurance Ombudsman Rules, 2017, within '
             'one year of the final reply of the Company, or if no reply has been received within 30 days of the '
             'grievance. The complaint may also be filed online at www.cioins.co.in.')]
    omb = [('Ahmedabad', 'Gujarat, Dadra and Nagar Haveli, Daman and Diu', 'Jeevan Prakash Building, 6th floor, Tilak Marg, Relief Road, Ahmedabad 380 001'),
           ('Bengaluru', 'Karnataka', 'Jeevan Soudha Building, JP Nagar, 1st Phase, Bengaluru 560 078'),
           ('Chennai', 'Tamil Nadu, Puducherry (Puducherry town and Karaikal)', 'Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai 600 018'),
           ('Delhi', 'Delhi, Haryana (Gurugram, Faridabad, Sonepat, Bahadurgarh)', '2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi 110 002'),
           ('Kolkata', 'West Bengal, Sikkim, Andaman and Nicobar Islands', 'Hindustan Building Annexe, 7th Floor, 4, C.R. Avenue, Kolkata 700 072'),
           ('Mumbai', 'Goa, Mumbai Metropolitan Region excluding Navi Mumbai and Thane', '3rd Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), Mumbai 400 054'),
           ('Pune', 'Maharashtra (excluding MMR), Navi Mumbai, Thane', 'Jeevan Darshan Bldg., 3rd Floor, C.T.S. No.s. 195 to 198, N.C. Kelkar Road, Narayan Peth, Pune 411 030')]
    for a, b, c in omb:
        st.append(L('<b>%s</b> (%s): %s' % (a, b, c)))
    st += [H1('ANNEXURE II - LIST OF ITEMS FOR WHICH NO PAYMENT IS MADE (List I, extract)'),
           P('The following items are not payable under the Policy (full list of items as notified by IRDAI is available '
             'on the Company\u2019s website):')]
    items = ['Baby food', 'Baby utilities charges', 'Beauty services', 'Belts / braces', 'Buds', 'Cold pack / hot pack',
             'Carry bags', 'Email / internet charges', 'Food charges (other than patient\u2019s diet provided by hospital)',
             'Leggings', 'Laundry charges', 'Mineral water', 'Sanitary pad', 'Telephone charges', 'Guest services',
             'Crepe bandage', 'Diaper of any type', 'Eyelet collar', 'Slings', 'Blood grouping and cross matching of donors samples',
             'Service charges where nursing charge also charged', 'Television charges', 'Surcharges', 'Attendant charges',
             'Extra diet of patient (other than that which forms part of bed charge)', 'Birth certificate',
             'Certificate charges', 'Courier charges', 'Conveyance charges', 'Medical certificate', 'Medical records',
             'Photocopies charges', 'Mortuary charges', 'Walking aids charges', 'Oxygen cylinder (for usage outside the hospital)',
             'Spacer', 'Spirometre', 'Nebulizer kit', 'Steam inhaler', 'Armsling', 'Thermometer', 'Cervical collar',
             'Splint', 'Diabetic foot wear', 'Knee braces (long / short / hinged)', 'Knee immobilizer / shoulder immobilizer',
             'Lumbo sacral belt', 'Nimbus bed or water or air bed charges', 'Ambulance collar', 'Ambulance equipment',
             'Abdominal binder', 'Private nurses charges - special nursing charges', 'Sugar free tablets',
             'Creams, powders, lotions (toiletries are not payable, only prescribed medical pharmaceuticals payable)',
             'ECG electrodes', 'Gloves', 'Nebulisation kit', 'Any kit with no details mentioned', 'Kidney tray',
             'Mask', 'Ounce glass', 'Oxygen mask', 'Pelvic traction belt', 'Pan can', 'Trolly cover', 'Urometer, urine jug',
             'Vasofix safety']
    st.append(P('; '.join('%d. %s' % (i, x) for i, x in enumerate(items, 1)) + '.'))
    st += [H1('ANNEXURE III - CONTACT DETAILS FOR CLAIMS'),
           P('Claims may be intimated 24x7 on the toll free number 1800 22 1111, on 1800 102 1111, by e-mail to '
             'health.claims@sbigeneral.in, or through the mobile application. Physical documents for reimbursement are to '
             'be couriered to the Health Claims Department at the address printed on the Policy Schedule. Please quote the '
             'Policy number and the claim intimation number on all correspondence.')]
    return st


def render(path):
    build(path, story(), draw, title=PRODUCT, author=INSURER)
