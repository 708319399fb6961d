"""Wording B: Care Health Insurance Limited - Care Vital Health."""
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Table, TableStyle

INSURER = 'Care Health Insurance Limited'
PRODUCT = 'Care Vital Health'
UIN = 'CHIHLIP26093V012526'


def decorate(c, page, total):
    w, h = c._pagesize
    c.saveState()
    c.setFont('DV', 7.5)
    c.setFillColor(colors.HexColor('#0b6b3a'))
    c.drawString(20 * mm, h - 12 * mm, 'Care Health Insurance Limited')
    c.drawRightString(w - 20 * mm, h - 12 * mm, 'Care Vital Health - Policy Terms & Conditions')
    c.setFillColor(colors.black)
    c.setFont('DV', 7)
    c.drawString(20 * mm, 11 * mm, 'Product Name: Care Vital Health | UIN: %s' % UIN)
    c.drawRightString(w - 20 * mm, 11 * mm, '%d' % page)
    c.setFont('DV', 6)
    c.drawString(20 * mm, 7.5 * mm, 'Care Health Insurance Limited. Regd. Office: 5th Floor, 19 Chawla House, Nehru Place, '
                 'New Delhi-110019. IRDAI Registration No. 148')
    if page == 1:
        c.drawString(20 * mm, 4.5 * mm, 'Synthetic test wording \u2013 not an insurance product')
    c.restoreState()


def zone_table(st):
    # aligned in columns, no ruling lines
    data = [
        [Paragraph('<b>Zone opted in the Policy Schedule</b>', st.cell),
         Paragraph('<b>Treatment taken in Zone 1</b>', st.cell),
         Paragraph('<b>Treatment taken in Zone 2</b>', st.cell)],
        [Paragraph('Zone 1', st.cell), Paragraph('No co-payment', st.cell), Paragraph('No co-payment', st.cell)],
        [Paragraph('Zone 2', st.cell), Paragraph('20% co-payment', st.cell), Paragraph('No co-payment', st.cell)],
    ]
    t = Table(data, colWidths=[64 * mm, 48 * mm, 48 * mm], hAlign='LEFT')
    t.setStyle(TableStyle([('VALIGN', (0, 0), (-1, -1), 'TOP'), ('LEFTPADDING', (0, 0), (-1, -1), 2)]))
    return t


BODY = r'''
T Care Health Insurance Limited
ST Care Vital Health
ST Policy Terms & Conditions
SP 6
H1 1. Preamble
P The proposal and declaration given by the proposer and other documents, if any, shall form the basis of this Contract and are deemed to be incorporated herein. The two parties to this contract are the Policyholder / Insured Persons (also referred to as You) and Care Health Insurance Limited (also referred to as the Company / We / Us). In consideration of the premium paid by the Policyholder, and subject to the terms and conditions contained herein, the Company agrees to indemnify the Insured Persons for the expenses reasonably and necessarily incurred, up to the limits specified against each Benefit, in any Policy Year.
H1 2. Benefit Summary
P The limits below apply to each Insured Person (or to the family, for a floater Policy) for each Policy Year, unless stated otherwise. The detailed terms of each Benefit are in Section 4.
KV Policy Type: Individual / Family Floater (up to 2 adults and 3 children)
KV Sum Insured Options: Rs. 5 Lakh / Rs. 7 Lakh / Rs. 10 Lakh / Rs. 15 Lakh / Rs. 25 Lakh
KV Entry Age: 18 years and above for adults (no maximum entry age); 91 days to 24 years for dependent children
KV Room Rent: Single Private Room
KV ICU Charges: No sub-limit
KV Pre-hospitalisation Medical Expenses: 30 days
KV Post-hospitalisation Medical Expenses: 60 days
KV Day Care Treatment: Covered up to Sum Insured
KV Domiciliary Hospitalisation: Up to 10% of Sum Insured
KV Road Ambulance: Rs 2,000/- per hospitalisation
KV AYUSH Treatment: Covered up to Sum Insured
KV Organ Donor Cover: Up to ₹ 1 lakh per Policy Year
KV Cataract: Rs 40,000/- per eye
KV Modern Treatments: up to 25% of SI per treatment
KV Automatic Recharge: 100% of Sum Insured, once in a Policy Year
KV No Claim Bonus: 10% of Sum Insured for every claim-free Policy Year, maximum 50%
KV Annual Health Check-up: Once every Policy Year, for all Insured Persons aged 18 years and above
KV Co-payment: 20% for insured persons aged 61 years and above at entry
KV Zone-based Co-payment: 20%, where treatment is taken in a zone higher than the zone opted (Section 5.2)
KV Pre-existing Diseases: 36 months waiting period
KV Specified Diseases / Procedures: 24 months waiting period
KV Initial Waiting Period: 30 days (not applicable to accidents)
KV Maternity: Not Covered
H1 3. Definitions
P The terms defined below have the meanings ascribed to them wherever they appear in this Policy.
H2 3.1 Standard Definitions
DEFS 3.1.|Accident;Any one illness;AYUSH Hospital;AYUSH Day Care Centre;Cashless facility;Condition Precedent;Congenital Anomaly;Co-Payment;Cumulative Bonus;Day Care Centre;Day Care Treatment;Dental Treatment;Disclosure to information norm;Domiciliary Hospitalization;Emergency Care;Grace Period;Hospital;Hospitalization;Illness;Injury;Inpatient Care;Intensive Care Unit;ICU Charges;Medical Advice;Medical Expenses;Medical Practitioner;Medically Necessary Treatment;Network Provider;Non- Network Provider;Notification of Claim;OPD treatment;Pre-Existing Disease;Pre-hospitalization Medical Expenses;Post-hospitalization Medical Expenses;Qualified Nurse;Reasonable and Customary Charges;Renewal;Room Rent;Surgery or Surgical Procedure;Unproven/Experimental treatment;Migration;Portability
H2 3.2 Specific Definitions
P 3.2.1 **Policy Year** means a period of twelve months beginning from the Policy commencement date and ending on the last day of such twelve-month period.
P 3.2.2 **Single Private Room** means an air-conditioned room in a Hospital where a single patient is accommodated and which has an attached toilet (lavatory and bath). Such room type shall be the most basic and the most economical of all accommodations available as a single room in that Hospital.
P 3.2.3 **Zone** means the geographical classification of cities used for the zone-based co-payment in Section 5.2. Zone 1: Delhi / NCR, Mumbai including Navi Mumbai and Thane, Kolkata, Chennai, Bengaluru, Hyderabad and Secunderabad, Ahmedabad, Surat and Pune. Zone 2: all other cities and areas of India.
P 3.2.4 **Recharge** means the reinstatement of the Sum Insured in a Policy Year under Section 4.11.
H1 4. Benefits
P The benefits below are available subject to the Sum Insured and the limits in the Benefit Summary (Section 2). Claims are admissible only for Hospitalisation in India.
P **4.1 In-patient Care:** We will indemnify the Medical Expenses incurred for Hospitalisation of the Insured Person during the Policy Year for: (a) Room Rent, boarding and nursing for stay in a Single Private Room; (b) ICU charges, with no sub-limit; (c) Medical Practitioners' fees; (d) investigative tests and diagnostic procedures; (e) medicines, drugs and consumables prescribed by the treating Medical Practitioner; (f) operation theatre charges, surgical appliances and implants; (g) blood, oxygen and anaesthesia.
S If the Insured Person occupies a room category higher than a Single Private Room, the Associated Medical Expenses shall be reimbursed in the proportion that the rent of a Single Private Room in that Hospital bears to the rent of the room actually occupied. No such deduction applies to pharmacy, consumables, implants, medical devices and diagnostics, or to ICU charges.
P **4.2 Pre-hospitalisation Medical Expenses:** Medical Expenses incurred in the 30 days immediately before the date of admission, for the same condition, provided a claim under 4.1 or 4.4 has been admitted.
P **4.3 Post-hospitalisation Medical Expenses:** Medical Expenses incurred in the 60 days immediately after the date of discharge, for the same condition, provided a claim under 4.1 or 4.4 has been admitted.
P **4.4 Day Care Treatment:** Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre are covered up to the Sum Insured.
P **4.5 Domiciliary Hospitalisation:** Medical Expenses for Domiciliary Hospitalisation exceeding three consecutive days, where the Insured Person could not be moved to a Hospital or no Hospital bed was available, are covered up to 10% of the Sum Insured in a Policy Year. Treatment of asthma, bronchitis, chronic nephritis, diarrhoea, epilepsy, hypertension, influenza, psychiatric disorders, arthritis and gout is not covered under this Benefit.
P **4.6 Road Ambulance:** Reasonable expenses for transferring the Insured Person to the nearest Hospital in an emergency, or from one Hospital to another for better medical facilities, by a registered road ambulance service, are payable up to Rs 2,000/- per hospitalisation, provided the Hospitalisation claim is admissible.
P **4.7 Organ Donor Cover:** The in-patient Medical Expenses of the organ donor for harvesting an organ donated to an Insured Person are payable up to INR 100000 in a Policy Year, provided the organ donation conforms to the Transplantation of Human Organs Act, 1994 and the recipient's claim is admissible. Pre- and post-hospitalisation expenses of the donor are not payable.
P **4.8 AYUSH Treatment:** In-patient Medical Expenses for treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha or Homeopathy in an AYUSH Hospital are covered up to the Sum Insured.
P **4.9 Cataract:** Expenses for treatment of cataract are payable up to Rs 40,000/- for each eye, subject also to the waiting period in 6.2.
P **4.10 Modern Treatments:** The following treatments, taken as In-patient or Day Care Treatment, are payable up to 25% of the Sum Insured for each treatment in a Policy Year: Uterine Artery Embolization and HIFU; Balloon Sinuplasty; Deep Brain Stimulation; Oral Chemotherapy; Immunotherapy (monoclonal antibody given as injection); Intra vitreal injections; Robotic surgeries; Stereotactic radio surgeries; Bronchial Thermoplasty; Vaporisation of the prostate (green laser or holmium laser treatment); Intra Operative Neuro Monitoring (IONM); Stem cell therapy (hematopoietic stem cells for bone marrow transplant for haematological conditions).
P **4.11 Automatic Recharge:** If the Sum Insured and the No Claim Bonus are exhausted during a Policy Year, the Sum Insured will be recharged once, by 100% of the Sum Insured, for claims made thereafter in that Policy Year. The recharged amount cannot be used for an illness or its complications for which a claim has already been paid in that Policy Year, and any unutilised recharge is not carried forward.
P **4.12 No Claim Bonus:** For each claim-free Policy Year, a bonus of 10% of the Sum Insured of the expiring Policy is added at renewal, up to a maximum of 50% of the Sum Insured. If a claim is paid, the accrued bonus is reduced by 10% of the Sum Insured at the next renewal, but the Sum Insured itself is not reduced.
P **4.13 Annual Health Check-up:** All Insured Persons aged 18 years and above may undergo a health check-up once every Policy Year at Our Network Provider, with the tests listed in the Policy Schedule. This benefit is available irrespective of claims and does not reduce the Sum Insured.
H1 5. Co-payment
P **5.1 Age-based co-payment:** Each and every claim in respect of an Insured Person who was aged 61 years or above at the time of first entry into the Policy shall be subject to a co-payment of 20% of the admissible claim amount.
P **5.2 Zone-based co-payment:** The premium for this Policy is based on the Zone chosen by You and stated in the Policy Schedule. If You have chosen Zone 2 and take treatment in a city of Zone 1, each such claim shall be subject to a co-payment of 20% of the admissible claim amount, as shown below. The zone-based co-payment does not apply to treatment taken in an emergency following an Accident.
TABLE zone
P **5.3** A co-payment is applied after the limits in Sections 2 and 4 and does not reduce the Sum Insured.
H1 6. Waiting Periods and Exclusions
P We shall not be liable to make any payment under the Policy, in respect of any expenses incurred in connection with or in respect of:
P **6.1 Pre-Existing Diseases - Code- Excl01**
S a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer.
S b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.
S c) If the Insured Person is continuously covered without any break as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage.
S d) Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject to the same being declared at the time of application and accepted by Insurer.
P **6.2 Specified disease/procedure waiting period - Code- Excl02**
S a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This exclusion shall not be applicable for claims arising due to an accident.
S b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.
S c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of the two waiting periods shall apply.
S d) The waiting period for listed conditions shall apply even if contracted after the policy or declared and accepted without a specific exclusion.
S e) If the Insured Person is continuously covered without any break as defined under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage.
S f) List of specific diseases/procedures: Cataract; Hernia; Hydrocele; Benign prostatic hypertrophy; Haemorrhoids, fissure and fistula in ano; Cholelithiasis and cholecystectomy; Urolithiasis; Sinusitis and surgery on the nasal septum or turbinates; Tonsillectomy and adenoidectomy; Hysterectomy and myomectomy for benign conditions; Varicose veins; Joint replacement; Osteoarthritis and osteoporosis; Gout and rheumatism; Internal congenital anomalies; Chronic kidney disease.
P **6.3 30-day waiting period - Code- Excl03**
S a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered.
S b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months.
S c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently.
P **6.4 Investigation & Evaluation - Code- Excl04**
S a) Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded.
S b) Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded.
P **6.5 Rest Cure, rehabilitation and respite care - Code- Excl05**
S a) Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care either at home or in a nursing facility for personal care such as help with activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual needs.
P **6.6 Obesity/ Weight Control - Code- Excl06**
S Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor; 2) The surgery/Procedure conducted should be supported by clinical protocols; 3) The member has to be 18 years of age or older and; 4) Body Mass Index (BMI): a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the following severe co-morbidities following failure of less invasive methods of weight loss: i. Obesity-related cardiomyopathy ii. Coronary heart disease iii. Severe Sleep Apnea iv. Uncontrolled Type2 Diabetes
P **6.7 Change-of-Gender treatments - Code- Excl07**
S Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex.
P **6.8 Cosmetic or plastic Surgery - Code- Excl08**
S Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner.
P **6.9 Hazardous or Adventure sports - Code- Excl09**
S Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving.
P **6.10 Breach of law - Code- Excl10**
S Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent.
P **6.11 Excluded Providers - Code- Excl11**
S Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not admissible. However, in case of life threatening situations or following an accident, expenses up to the stage of stabilization are payable but not the complete claim.
P **6.12** Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof. **Code- Excl12**
P **6.13** Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons. **Code- Excl13**
P **6.14** Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure. **Code- Excl14**
P **6.15 Refractive Error - Code- Excl15**
S Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres.
P **6.16 Unproven Treatments - Code- Excl16**
S Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness.
P **6.17 Sterility and Infertility - Code- Excl17**
S Expenses related to sterility and infertility. This includes: (i) Any type of contraception, sterilization (ii) Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI (iii) Gestational Surrogacy (iv) Reversal of sterilization
P **6.18 Maternity - Code- Excl18**
S i. Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy; ii. Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period.
P **6.19 Other exclusions (specific to this product):** (a) war, invasion, nuclear, chemical or biological contamination; (b) intentional self-inflicted injury; (c) any treatment taken outside India; (d) dental treatment, unless arising from an Accident and requiring Hospitalisation; (e) external congenital anomalies; (f) spectacles, contact lenses, hearing aids, crutches and other external durable medical equipment; (g) OPD treatment; (h) the items listed in Annexure I.
H1 7. General Terms and Clauses
P **7.1 Disclosure of Information:** The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the Policyholder.
P **7.2 Condition Precedent to Admission of Liability:** The terms and conditions of the Policy must be fulfilled by the Insured Person for the Company to make any payment for a claim arising under the Policy.
P **7.3 Free Look Period:** The Free Look Period shall be applicable on new individual health insurance policies and not on renewals or at the time of porting / migrating the policy. The Insured Person shall be allowed a free look period of thirty days from the date of receipt of the policy document to review the terms and conditions of the policy, and to return the same if not acceptable. If the Insured has not made any claim during the Free Look Period, the Insured shall be entitled to a refund of the premium paid less proportionate risk premium for the period of cover, expenses incurred on medical examination and stamp duty.
P **7.4 Renewal of Policy:** The Policy shall ordinarily be renewable except on grounds of fraud, misrepresentation by the Insured Person. We shall not deny renewal on the ground that the Insured Person had made a claim or claims in preceding Policy Years. Request for renewal along with the requisite premium shall be received by Us before the end of the Policy Period. At the end of the Policy Period, the Policy shall terminate and can be renewed within the Grace Period of 30 days to maintain continuity of benefits without break in policy; coverage is not available during the grace period. Where premium is paid in monthly instalments, the grace period is 15 days for each instalment.
P **7.5 Premium payment in instalments:** If You have opted for payment of premium on an instalment basis (monthly, quarterly or half-yearly), as stated in the Policy Schedule, the Policy will not lapse on non-receipt of an instalment within the grace period, but no claim will be payable for the period of default.
P **7.6 Cancellation:** You may cancel this Policy by giving 15 days written notice. If no claim has been made, We shall refund premium for the unexpired Policy Period on a pro-rata basis. We may cancel the Policy at any time on grounds of misrepresentation, non-disclosure of material facts or fraud, by giving 15 days written notice; no refund of premium shall be made in that case.
P **7.7 Migration and Portability:** The Insured Person may migrate the Policy to other health insurance products of the Company, or port it to another insurer, at the time of renewal, as per IRDAI guidelines. Credit for the waiting periods already served shall be given to the extent of the Sum Insured of the previous policy.
P **7.8 Moratorium Period:** After completion of sixty continuous months of coverage (including portability and migration) in health insurance policy, no policy and claim shall be contestable by the insurer on grounds of non-disclosure or misrepresentation, except on grounds of established fraud.
P **7.9 Multiple Policies:** In case of multiple policies taken by an Insured Person, the Insured Person shall have the right to require a settlement of his / her claim in terms of any of his / her policies.
P **7.10 Fraud:** If any claim made by the Insured Person is in any respect fraudulent, or if any false statement or declaration is made or used in support thereof, all benefits under this Policy and the premium paid shall be forfeited.
P **7.11 Possibility of Revision of Terms:** The Company may revise or modify the terms of the Policy, including the premium rates, with the prior approval of IRDAI. The Insured Person shall be notified three months before the changes are effected.
P **7.12 Withdrawal of Policy:** If this product is withdrawn, You will be notified at least 90 days prior to the date of withdrawal and offered the option of migrating to a similar product of the Company.
H1 8. Claim Procedure
P **8.1 Notification of Claim:** Notice with full particulars shall be sent to Us through Our call centre (1800-102-4488), e-mail (customerfirst@careinsurance.com) or the Care Health app:
S (a) in an emergency Hospitalisation, within 48 hours of admission to the Hospital;
S (b) in a planned Hospitalisation, at least 72 hours before the date of admission.
P **8.2 Cashless Facility:** Cashless is available only at Our Network Providers. The Network Provider shall send the pre-authorisation request in the prescribed form. We shall communicate Our decision on the request within one hour, and on the final bill within three hours of receipt of the discharge authorisation request.
P **8.3 Reimbursement:** The Insured Person shall submit the claim documents within 30 days of discharge from the Hospital: claim form duly signed; original bills and payment receipts; discharge summary; investigation reports; prescriptions and pharmacy bills; MLC / FIR in case of an Accident, where applicable; and the KYC and bank account details of the Policyholder. Claims filed after this period may be considered on merit where the delay is for reasons beyond the control of the Insured Person.
P **8.4 Claim Settlement:** We shall settle or reject a claim within 15 days of receipt of the last necessary document. For delay beyond that, We shall pay interest at 2% above the bank rate.
H1 9. Grievance Redressal
P For any grievance, please contact Our customer service through the call centre or e-mail at customerfirst@careinsurance.com. If the grievance is not resolved, write to the Grievance Redressal Officer (GRO) at gro@careinsurance.com; senior citizens may write to seniorcitizen@careinsurance.com. We shall acknowledge the grievance within 24 hours and resolve it within 14 days of its receipt.
P If You are not satisfied with Our resolution, or no reply is received within 30 days, You may approach the Insurance Ombudsman under the Insurance Ombudsman Rules, 2017 (the addresses are at www.cioins.co.in), or register the complaint on the Bima Bharosa portal of IRDAI.
BR
H1 Annexure I - List of Expenses not covered (List I)
LIST1
'''

B = {
    'stem': 'Care_Vital-Health_CHIHLIP26093V012526',
    'title': PRODUCT,
    'insurer': INSURER,
    'serif': False,
    'decorate': decorate,
    'tables': {'zone': zone_table},
    'body': BODY,
}
