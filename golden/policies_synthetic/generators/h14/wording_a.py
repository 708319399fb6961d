"""Wording A: Star Health and Allied Insurance Co. Ltd. - Star Golden Years Health Insurance Policy."""
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Table, TableStyle

INSURER = 'Star Health and Allied Insurance Co. Ltd.'
PRODUCT = 'Star Golden Years Health Insurance Policy'
UIN = 'SHAHLIP26187V012526'


def decorate(c, page, total):
    w, h = c._pagesize
    c.saveState()
    c.setFont('DVS', 7.5)
    c.setFillColor(colors.HexColor('#1a3c7a'))
    c.drawString(20 * mm, h - 12 * mm, INSURER)
    c.drawRightString(w - 20 * mm, h - 12 * mm, '%s   UIN: %s' % (PRODUCT, UIN))
    c.setStrokeColor(colors.HexColor('#1a3c7a'))
    c.setLineWidth(0.6)
    c.line(20 * mm, h - 13.8 * mm, w - 20 * mm, h - 13.8 * mm)
    c.line(20 * mm, 15 * mm, w - 20 * mm, 15 * mm)
    c.setFillColor(colors.black)
    c.drawString(20 * mm, 11 * mm, 'POL / SGY / V.1 / 2025')
    c.drawRightString(w - 20 * mm, 11 * mm, 'Page %d of %d' % (page, total))
    c.setFont('DVS', 6.5)
    c.drawCentredString(w / 2, 7.5 * mm, 'Regd. & Corporate Office: No.1, New Tank Street, Valluvar Kottam High Road, '
                        'Nungambakkam, Chennai - 600034')
    if page == 1:
        c.drawCentredString(w / 2, 4 * mm, 'Synthetic test wording \u2013 not an insurance product')
    c.restoreState()


def disease_table(st):
    hdr = ['Disease / Procedure', 'SI Rs.1,00,000', 'SI Rs.2,00,000', 'SI Rs.3,00,000', 'SI Rs.4,00,000',
           'SI Rs.5,00,000']
    rows = [
        ['Cataract (per eye)', '20,000', '25,000', '30,000', '30,000', '35,000'],
        ['Hernia (all types), Hydrocele', '30,000', '40,000', '50,000', '60,000', '75,000'],
        ['Total Knee / Hip Joint Replacement (per joint)', '70,000', '1,00,000', '1,25,000', '1,50,000',
         '1,75,000'],
        ['Cardiac procedures - PTCA / CABG / Valve replacement / Pacemaker (per policy period)', '75,000',
         '1,25,000', '1,50,000', '2,00,000', '2,50,000'],
    ]
    data = [[Paragraph('<b>%s</b>' % x, st.cell) for x in hdr]]
    data += [[Paragraph(x, st.cell) for x in r] for r in rows]
    t = Table(data, colWidths=[52 * mm] + [23.6 * mm] * 5)
    t.setStyle(TableStyle([
        ('GRID', (0, 0), (-1, -1), 0.6, colors.black),
        ('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#dfe6f3')),
        ('VALIGN', (0, 0), (-1, -1), 'MIDDLE'),
    ]))
    return t


def cancel_table(st):
    hdr = ['Period on risk', 'Refund of premium']
    rows = [['Up to one month', '75% of premium'], ['Exceeding one month up to three months', '50% of premium'],
            ['Exceeding three months up to six months', '25% of premium'], ['Exceeding six months', 'Nil']]
    data = [[Paragraph('<b>%s</b>' % x, st.cell) for x in hdr]] + [[Paragraph(x, st.cell) for x in r] for r in rows]
    t = Table(data, colWidths=[80 * mm, 50 * mm], hAlign='LEFT')
    t.setStyle(TableStyle([('GRID', (0, 0), (-1, -1), 0.5, colors.black)]))
    return t


BODY = r'''
T STAR HEALTH AND ALLIED INSURANCE CO. LTD.
ST Star Golden Years Health Insurance Policy
ST Policy Wording   |   Unique Identification No.: SHAHLIP26187V012526
SP 8
H1 PREAMBLE
P This Policy is a contract of insurance between the Proposer and Star Health and Allied Insurance Co. Ltd. The proposal, the declaration and any other information furnished by the Proposer in respect of the persons to be insured are the basis of this contract and are deemed to be incorporated in it. This Policy is offered only to persons who have completed 60 years of age at the time of first entry.
H1 OPERATIVE CLAUSE
P In consideration of the premium paid, and subject to the terms, conditions, exclusions and definitions contained herein, the Company agrees that if during the Policy Period the Insured Person contracts any disease or suffers any illness or sustains bodily injury and is required to be hospitalised in India as an In-patient on the advice of a Medical Practitioner, the Company will indemnify the Insured Person for the Medical Expenses reasonably and necessarily incurred under the heads set out in Section II, but not exceeding the Sum Insured stated in the Policy Schedule and the limits set out in this Policy.
H1 ELIGIBILITY AND SUM INSURED
S a) **Entry age:** Persons aged between 60 years and 75 years (age as on last birthday) can take this Policy. There is no medical examination before acceptance; the proposal form and the declared medical history are relied upon.
S b) **Renewal:** Lifelong renewal is available. There is no maximum age at which renewal is refused.
S c) **Sum Insured:** The Policy is issued on individual basis for a Sum Insured of Rs.1,00,000/-, Rs.2,00,000/-, Rs.3,00,000/-, Rs.4,00,000/- or Rs.5,00,000/- for each Insured Person.
S d) **Policy Period:** One year. Premium is payable annually.
H1 I. DEFINITIONS
H2 Standard Definitions
DEFS |Accident;Any one illness;AYUSH Hospital;Cashless facility;Condition Precedent;Congenital Anomaly;Co-Payment;Cumulative Bonus;Day Care Centre;Day Care Treatment;Dental Treatment;Disclosure to information norm;Domiciliary Hospitalization;Emergency Care;Grace Period;Hospital;Hospitalization;Illness;Injury;Inpatient Care;Intensive Care Unit;ICU Charges;Medical Advice;Medical Expenses;Medical Practitioner;Network Provider;Non- Network Provider;Notification of Claim;OPD treatment;Pre-Existing Disease;Pre-hospitalization Medical Expenses;Post-hospitalization Medical Expenses;Qualified Nurse;Reasonable and Customary Charges;Renewal;Room Rent;Surgery or Surgical Procedure;Unproven/Experimental treatment;Migration;Portability
H2 Specific Definitions
P 41. **Company** means Star Health and Allied Insurance Co. Ltd.
P 42. **Insured Person** means the person aged 60 years or more named in the Policy Schedule for whom the premium has been paid.
P 43. **Policy Period** means the period of one year from the commencement date to the expiry date stated in the Policy Schedule.
P 44. **Single Standard A/C Room** means an air-conditioned room in a Hospital with one patient bed and an attached toilet, offered by that Hospital as its basic single-occupancy room. A deluxe room, executive room or suite is not a Single Standard A/C Room.
P 45. **Sum Insured** means the amount stated in the Policy Schedule against the Insured Person, which is the maximum liability of the Company for all claims during the Policy Period, together with any Cumulative Bonus earned.
P 46. **Limit for specified diseases** means the maximum amount payable for the disease or procedure named in the table under Section II.5 for the Sum Insured opted, inclusive of all expenses of that hospitalisation.
H1 II. COVERAGE
P The Company will pay the following expenses incurred on Hospitalisation for a minimum period of 24 hours (this time limit does not apply to Day Care Treatment):
P **1. Room, Boarding and Nursing expenses** as provided by the Hospital / Nursing Home:
S (a) where the Sum Insured is Rs.1,00,000/- or Rs.2,00,000/-: Rs 4,000 per day;
S (b) where the Sum Insured is Rs.3,00,000/- and above: single standard AC room.
S Note: If the Insured Person is admitted in a room whose rent per day exceeds the limit in (a), or in a room category higher than that in (b), the Associated Medical Expenses (nursing, surgeon and consultant fees, operation theatre charges) shall be payable in the proportion that the eligible rent bears to the rent actually charged. This proportion is not applied to pharmacy, consumables, implants and diagnostics, nor in Hospitals that do not follow differential billing by room category.
P **2. Intensive Care Unit (ICU / ICCU) charges:** up to Rs.8,000/- per day where the Sum Insured is Rs.1,00,000/- or Rs.2,00,000/-; as charged by the Hospital where the Sum Insured is Rs.3,00,000/- and above.
P **3.** Surgeon, Anaesthetist, Medical Practitioner, Consultants and Specialists fees.
P **4.** Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, diagnostic materials and X-ray, dialysis, chemotherapy, radiotherapy, cost of pacemaker, stent and similar expenses. Coronary stents and other implants are payable at the price capped by the National Pharmaceutical Pricing Authority, where such a cap exists.
P **5. Limits for specified diseases / procedures.** Notwithstanding anything stated in Clauses 1 to 4 above, the Company's liability for the following diseases and procedures is limited to the amounts shown against the Sum Insured opted. The limit includes pre-hospitalisation and post-hospitalisation expenses relating to that treatment.
TABLE disease
S Apart from the amount shown in the table, there is no separate rupee cap on cataract surgery. The limit for cataract applies to each eye operated.
P **6. Pre-Hospitalisation:** Medical Expenses incurred during the period up to 30 days prior to the date of admission, relating to the same condition for which the Insured Person is hospitalised, provided the in-patient claim is admissible.
P **7. Post-Hospitalisation:** Medical Expenses incurred during the period up to 60 days after the date of discharge, relating to the same condition, provided the in-patient claim is admissible.
P **8. Day Care Treatment:** Expenses for Day Care Treatments are covered. Where a Day Care Treatment is one of the procedures listed in Clause 5, the limit in that table applies.
P **9. Emergency Road Ambulance:** Charges for an ambulance service used to shift the Insured Person to the Hospital in an emergency, or from one Hospital to another for better treatment, are payable up to Rs 750 per hospitalisation, Rs 1,500 per policy period.
P **10. AYUSH Treatment:** In-patient treatment taken under Ayurveda, Unani, Sidha or Homeopathy in an AYUSH Hospital is payable up to 25% of the Sum Insured for each Policy Period.
P **11. Modern Treatment Methods:** The following procedures, taken as In-patient or as Day Care Treatment, are payable limited to 50% of the Sum Insured for all such procedures together in a Policy Period:
S a) Uterine Artery Embolization and HIFU (High intensity focused ultrasound); b) Balloon Sinuplasty; c) Deep Brain Stimulation; d) Oral Chemotherapy; e) Immunotherapy - Monoclonal Antibody to be given as injection; f) Intra vitreal injections; g) Robotic surgeries; h) Stereotactic radio surgeries; i) Bronchical Thermoplasty; j) Vaporisation of the prostrate (Green laser treatment or holmium laser treatment); k) IONM - (Intra Operative Neuro Monitoring); l) Stem cell therapy: Hematopoietic stem cells for bone marrow transplant for haematological conditions.
P **12. Health Check-up:** For every claim-free Policy Period, the expenses of a health check-up taken by the Insured Person are reimbursed at the time of renewal, up to Rs.1,000/- per Insured Person. The expenses do not reduce the Sum Insured.
P **13. Cumulative Bonus:** For each claim-free Policy Period the Sum Insured shall be increased by 10% of the expiring basic Sum Insured, subject to a maximum of 50% of the basic Sum Insured. If a claim is made in a Policy Period, the Cumulative Bonus will be reduced by 10% of the basic Sum Insured at the next renewal, but the basic Sum Insured will not be reduced. The Cumulative Bonus is lost if the Policy is not renewed within the grace period.
H1 III. WAITING PERIODS
P **1. Pre-Existing Diseases**
S a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 12 months of continuous coverage after the date of inception of the first policy with insurer.
S b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.
S c) If the Insured Person is continuously covered without any break as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage.
S d) Coverage under the policy after the expiry of 12 months for any pre-existing disease is subject to the same being declared at the time of application and accepted by Insurer.
P **2. Specified diseases / procedures**
S a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This exclusion shall not be applicable for claims arising due to an accident.
S b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.
S c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of the two waiting periods shall apply.
S d) The waiting period for listed conditions shall apply even if contracted after the policy or declared and accepted without a specific exclusion.
S e) If the Insured Person is continuously covered without any break as defined under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage.
S f) List of specified diseases / procedures: Cataract; Benign Prostatic Hypertrophy; Hernia of all types; Hydrocele; Fistula in anus, piles and fissure in anus; Sinusitis and related disorders; Gall bladder stones and cholecystectomy; Kidney and urinary tract stones; Varicose veins; Hysterectomy for any benign condition; Joint replacement surgery and degenerative joint disease (unless arising from an accident); Prolapse of the intervertebral disc (unless arising from an accident).
P **3. First 30 days**
S a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered.
S b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months.
S c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently.
H1 IV. CO-PAYMENT
P 1. Each and every claim arising out of a Pre-Existing Disease shall be subject to a co-payment of 30% of the admissible claim amount.
P 2. All other claims under this Policy, including claims for injury due to an Accident, shall be subject to a co-payment of 20% of the admissible claim amount.
P 3. The co-payment is applied to the amount admissible after the limits of Section II have been applied. Only one of the two rates above applies to a claim.
H1 V. PERMANENT EXCLUSIONS
P The Company shall not be liable to make any payment under this Policy in respect of any expenses whatsoever incurred by the Insured Person in connection with or in respect of:
S 1. Admission primarily for diagnostic, X-ray or laboratory examinations and evaluation, not consistent with or incidental to the diagnosis and treatment of the positive existence of any illness for which confinement is required; diagnostic expenses not related to the current diagnosis and treatment.
S 2. Convalescence, general debility, run-down condition or rest cure; admission for enforced bed rest and not for active treatment; custodial care at home or in a nursing facility; services for terminally ill persons addressing physical, social, emotional and spiritual needs.
S 3. Cosmetic or plastic surgery or any treatment to change appearance, unless for reconstruction following an Accident, burns or cancer, or where medically necessary to remove a direct and immediate health risk, as certified by the attending Medical Practitioner.
S 4. Injury or illness directly arising from or consequent upon the Insured Person committing or attempting to commit a breach of law with criminal intent.
S 5. Treatment for alcoholism, drug or substance abuse or any addictive condition, and the consequences thereof.
S 6. Treatment received in health hydros, nature cure clinics, spas or similar establishments, or private beds registered as a nursing home attached to such establishments, or any admission arranged wholly or partly for domestic reasons.
S 7. Vitamins, minerals, tonics, nutritional supplements and other substances that can be bought without prescription, unless prescribed by the Medical Practitioner as part of an admissible hospitalisation or Day Care Treatment.
S 8. Cost of spectacles, contact lenses, hearing aids, walkers, crutches and wheel chairs; treatment for the correction of eye sight due to refractive error less than 7.5 dioptres.
S 9. Unproven or experimental treatments, services and supplies, being treatments that lack significant medical documentation to support their effectiveness.
S 10. Sterility and infertility including contraception, sterilisation and its reversal, assisted reproduction (IVF, ZIFT, GIFT, ICSI, artificial insemination) and gestational surrogacy.
S 11. Treatment arising from or traceable to pregnancy and childbirth, including caesarean section, miscarriage and medical termination of pregnancy.
S 12. Dental treatment or surgery of any kind, unless necessitated by an Accident and requiring hospitalisation.
S 13. Domiciliary Hospitalisation, that is, any treatment taken at home even though it would in the normal course have required admission to a Hospital.
S 14. Out-patient consultations, diagnostics and medicines that are not followed by an admissible hospitalisation.
S 15. Intentional self-injury or attempted suicide.
S 16. War, invasion, act of foreign enemy, hostilities (whether war be declared or not), civil war, riot, and injury or disease caused by nuclear weapons or materials.
S 17. Circumcision, unless necessary for the treatment of a disease not otherwise excluded or necessitated by an Accident.
S 18. Congenital external diseases, defects or anomalies.
S 19. Hospital registration, admission and record charges, telephone charges and the other items listed in Annexure I (List I - items not payable).
S 20. Treatment taken outside India.
S 21. Any hospitalisation that is not medically necessary or does not warrant in-patient admission.
S 22. Any disease specifically named in the Policy Schedule as permanently excluded, on the basis of the disclosure made in the proposal and with the consent of the Proposer.
H1 VI. CONDITIONS
P **1. Disclosure of Information:** The Policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the Proposer or the Insured Person.
P **2. Condition Precedent:** The fulfilment of the terms and conditions of this Policy (including payment of premium by the due dates and compliance with the claim procedure) insofar as they relate to anything to be done or complied with by the Insured Person shall be a condition precedent to any liability of the Company.
P **3. Free Look Period:** The Insured Person is allowed a free look period of fifteen days from the date of receipt of the policy document to review its terms and conditions and to return it if they are not acceptable. If the Insured Person has not made any claim during the free look period, the premium is refunded after deducting a proportionate risk premium for the period of cover, the expenses incurred on medical examination and the stamp duty charges. The free look period is not available on renewal.
P **4. Renewal:** The Policy is renewable for life, except on grounds of fraud, misrepresentation or suppression of material facts by the Insured Person. Renewal shall not be denied on the ground that the Insured Person has made a claim. The renewal premium should be paid on or before the due date. A grace period of thirty days is allowed for payment of the renewal premium; coverage is not available for the period of such grace, and any illness contracted or injury sustained during the grace period is not payable. Where the premium is not paid within the grace period, the Policy lapses and a fresh Policy will be subject to fresh waiting periods.
P **5. Portability and Migration:** The Insured Person may port the Policy to another insurer, or migrate to another health insurance product of the Company, by applying at least 15 days and not earlier than 60 days before the renewal date, in accordance with the guidelines issued by IRDAI. Credit for the waiting periods already served will be given to the extent of the Sum Insured and benefits of the previous policy.
P **6. Cancellation:** The Proposer may cancel this Policy at any time by giving 7 days notice in writing. If no claim has been made, the Company will refund premium on the following scale:
TABLE cancel
S The Company may cancel the Policy only on grounds of established fraud, by giving 15 days notice in writing; no premium is refunded in that case.
P **7. Moratorium Period:** After completion of sixty continuous months of coverage (including portability and migration), no Policy shall be contestable on grounds of non-disclosure or misrepresentation, except on grounds of established fraud.
P **8. Multiple Policies:** Where the Insured Person holds more than one indemnity policy, he / she may choose the policy under which the claim is to be settled. If the amount exceeds the Sum Insured of the chosen policy, the balance may be claimed under the other policies.
P **9. Fraud:** If any claim is in any manner fraudulent, or supported by any fraudulent means or device, all benefits under the Policy and the premium paid shall be forfeited. Any amount already paid against such a claim shall be repaid to the Company.
P **10. Territorial Limit:** Cover is restricted to treatment taken in India. Claims are payable in Indian Rupees only.
P **11. Possibility of Revision:** The Company may revise the terms or premium of this product with the prior approval of IRDAI, after giving 90 days notice to the policyholders.
P **12. Nomination:** The Policyholder may nominate a person to receive the claim amount in the event of the death of the Policyholder.
H1 VII. CLAIM PROCEDURE
P **1. Intimation of claim:** Call the 24 hour help line of the Company (toll free 1800 425 2255 / 1800 102 4477) or write to support@starhealth.in. Intimation shall be given:
S (a) in the case of emergency hospitalisation, within 24 hours of admission or before discharge from the Hospital, whichever is earlier;
S (b) in the case of planned hospitalisation, at least 48 hours prior to admission.
S The Policy number, the name of the Insured Person, the nature of illness or injury and the name and address of the Hospital are to be given at the time of intimation.
P **2. Cashless treatment:** Available only at Network Hospitals. The Hospital sends the pre-authorisation request to the Company with the Policy details; the Company may grant or deny the request after reviewing the medical records. Denial of cashless access does not mean denial of treatment or of the claim, which may be submitted for reimbursement.
P **3. Reimbursement:** Where treatment is taken at a Non-Network Hospital, or cashless is not availed, the claim documents are to be submitted within 15 days from the date of discharge: duly completed claim form; original bills, receipts and discharge summary; cash memos of pharmacy with prescriptions; investigation reports; first consultation letter; in the case of an accident, FIR / MLC where applicable; and KYC and bank details of the Proposer. Delay in submission will be condoned where the Insured Person shows that it was due to reasons beyond his or her control.
P **4. Settlement:** The Company shall settle or reject a claim within 15 days of receipt of the last necessary document. In the case of delay in payment, the Company shall pay interest at a rate 2% above the bank rate from the date of receipt of the last necessary document.
H1 VIII. GRIEVANCE REDRESSAL
P If the Insured Person has a grievance, he / she may contact the Grievance Department, Star Health and Allied Insurance Co. Ltd., by e-mail at grievances@starhealth.in, or in writing at the Corporate Office. Senior citizens may call the exclusive senior citizens helpline 044 - 4002 0888. The Company will acknowledge the grievance within 24 hours and send a final reply within 14 days.
P If the Insured Person is not satisfied with the reply, or if there is no reply within 30 days, the grievance may be escalated to the Bima Bharosa portal of IRDAI, or a complaint may be filed with the Insurance Ombudsman having jurisdiction, as per the Insurance Ombudsman Rules, 2017, within one year of the final reply of the Company. The list of Ombudsman offices is in Annexure II.
BR
H1 ANNEXURE I - LIST I: ITEMS FOR WHICH NO PAYMENT IS MADE
P The following items are not payable under this Policy:
LIST1
H1 ANNEXURE II - OFFICES OF THE INSURANCE OMBUDSMAN
S **Chennai:** Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai - 600 018. Jurisdiction: Tamil Nadu, Puducherry (except Mahe and Yanam).
S **Bengaluru:** Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, 19/19, 24th Main Road, JP Nagar, 1st Phase, Bengaluru - 560 078. Jurisdiction: Karnataka.
S **Mumbai:** Third Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), Mumbai - 400 054. Jurisdiction: Goa, Mumbai Metropolitan Region excluding areas of Navi Mumbai and Thane.
S **New Delhi:** 2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi - 110 002. Jurisdiction: Delhi, Haryana (Gurugram, Faridabad, Sonepat and Bahadurgarh).
S **Kolkata:** Hindustan Bldg. Annexe, 7th Floor, 4, C.R. Avenue, Kolkata - 700 072. Jurisdiction: West Bengal, Sikkim, Andaman and Nicobar Islands.
S **Hyderabad:** 6-2-46, 1st floor, Moin Court, Lane Opp. Saleem Function Palace, A. C. Guards, Lakdi-Ka-Pool, Hyderabad - 500 004. Jurisdiction: Andhra Pradesh, Telangana, Yanam.
S The updated list of Ombudsman offices is available at www.cioins.co.in.
'''

A = {
    'stem': 'Star_Golden-Years-Health_SHAHLIP26187V012526',
    'title': PRODUCT,
    'insurer': INSURER,
    'serif': True,
    'decorate': decorate,
    'tables': {'disease': disease_table, 'cancel': cancel_table},
    'body': BODY,
}
