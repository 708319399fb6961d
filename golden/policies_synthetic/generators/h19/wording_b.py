# -*- coding: utf-8 -*-
"""Wording B: Care Health Insurance Limited - Care Senior Vitality (senior plan, Classic / Plus), synthetic."""
from common import *
from wording_a import DEFS

INSURER = 'Care Health Insurance Limited'
PRODUCT = 'Care Senior Vitality'
UIN = 'CHIHLIP26077V012526'
STEM = 'Care_Care-Senior-Vitality_' + UIN


def draw(c, page, total):
    w, h = A4
    c.saveState()
    c.setFillColor(colors.HexColor('#0b7a3e'))
    c.rect(0, h - 13 * mm, w, 13 * mm, stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont('LS-B', 10)
    c.drawString(16 * mm, h - 8.5 * mm, 'Care Health Insurance Limited')
    c.setFont('LS', 8.5)
    c.drawRightString(w - 16 * mm, h - 8.5 * mm, 'Care Senior Vitality - Policy Terms and Conditions')
    c.setFillColor(colors.black)
    c.setFont('LS', 7.2)
    c.drawString(16 * mm, 12 * mm, 'Care Health Insurance Limited (formerly known as Religare Health Insurance Company Limited) | IRDAI Registration No. 148')
    c.drawString(16 * mm, 8.5 * mm, 'Care Senior Vitality | UIN: CHIHLIP26077V012526 | CIN: U66000DL2007PLC161503')
    c.setFont('LS-B', 8)
    c.drawRightString(w - 16 * mm, 8.5 * mm, '%d / %d' % (page, total))
    if page == 1:
        c.setFont('LS', 6.8)
        c.drawRightString(w - 16 * mm, 4.5 * mm, 'Synthetic test wording \u2013 not an insurance product')
    c.restoreState()


def story():
    S = styles('LS', 10.0)
    P = lambda t: Paragraph(t, S['p'])
    L = lambda t: Paragraph(t, S['li'])
    L2 = lambda t: Paragraph(t, S['li2'])
    H1 = lambda t: Paragraph(t, S['h1'])
    H2 = lambda t: Paragraph(t, S['h2'])
    st = [Paragraph('Care Senior Vitality', S['title']),
          Paragraph('Policy Terms and Conditions (Plans: Classic and Plus)', S['sub']), Spacer(1, 4)]
    st += [P('Care Health Insurance Limited (the Company) will provide the insurance cover detailed in this Policy to the '
             'Insured Persons up to the Sum Insured, subject to the terms, conditions and exclusions of this Policy and in '
             'consideration of and subject to the receipt of the premium. The Proposal, the Declaration, the Schedule of '
             'Benefits and the Policy Certificate/Schedule shall be read together and shall form part of this contract. '
             'Words in capitals have the meaning set out in Section 1, irrespective of the context in which they appear.'),
           P('This Policy is designed for persons aged 61 years and above. It is available as an individual policy or as '
             'a floater for a husband and wife who are both eligible. The plan (Classic or Plus) chosen by the proposer is '
             'shown in the Policy Certificate and determines the limits in the Schedule of Benefits at the end of this '
             'document.'),
           H1('Section 1. DEFINITIONS'),
           P('1.A Standard definitions (as prescribed by IRDAI):')]
    keep = ['Accident', 'Age', 'Any One Illness', 'AYUSH Treatment', 'Break in Policy', 'Cashless Facility', 'Co-payment',
            'Cumulative Bonus', 'Day Care Centre', 'Day Care Treatment', 'Emergency Care', 'Grace Period', 'Hospital',
            'Hospitalisation', 'Illness', 'Injury', 'ICU (Intensive Care Unit) Charges', 'Medical Practitioner',
            'Network Provider', 'Pre-Existing Disease', 'Portability', 'Room Rent']
    n = 0
    for k, v in DEFS:
        if k in keep:
            n += 1
            st.append(L('1.%d <b>%s</b>: %s' % (n, k, v[0].upper() + v[1:] if not v.startswith(('means', 'refers', 'is ')) else v)))
    st += [P('1.B Specific definitions:'),
           L('1.%d <b>Automatic Recharge</b>: a reinstatement of the Sum Insured, available only under Plan Plus, on its '
             'exhaustion during a Policy Year, on the terms of Benefit 3.12.' % (n + 1)),
           L('1.%d <b>Single Private Room</b>: an air-conditioned room in a Hospital with one patient bed and an attached '
             'washroom, where a single patient is accommodated. It excludes a suite, deluxe room or any room category '
             'above it.' % (n + 2)),
           L('1.%d <b>Ailment-wise Limit</b>: the maximum amount the Company will pay for the treatment of a listed '
             'ailment or procedure in a Policy Year, inclusive of all Medical Expenses of the Hospitalisation, shown in '
             'the Schedule of Benefits against the symbol #.' % (n + 3)),
           L('1.%d <b>Pre-policy Health Check-up</b>: the medical tests the Company may require of a proposer before '
             'accepting the proposal, at a diagnostic centre nominated by the Company.' % (n + 4)),
           ]
    st += [H1('Section 2. ELIGIBILITY'),
           L('2.1 Entry age: 61 years and above. There is no maximum age at entry.'),
           L('2.2 Renewal: lifelong, subject to the conditions in Section 6.'),
           L('2.3 Sum Insured options are as listed in the Schedule of Benefits for each plan. A change of plan or Sum '
             'Insured is permitted only at renewal and is subject to underwriting.'),
           L('2.4 Every proposer is required to undergo a Pre-policy Health Check-up; 50% of its cost is reimbursed by the '
             'Company if the proposal is accepted.'),
           H1('Section 3. BENEFITS'),
           P('The Benefits below are available subject to the Sum Insured, the plan chosen, the limits in the Schedule of '
             'Benefits and the terms of the Policy. Any claim under Benefits 3.1 to 3.8 must be admissible under '
             'Benefit 3.1 (In-patient Care) unless stated otherwise.'),
           H2('3.1 In-patient Care'),
           P('The Company will pay the Medical Expenses for an admission of the Insured Person for more than 24 '
             'consecutive hours, on the written advice of a Medical Practitioner, for:'),
           L('(a) Accommodation charges: a Single Private Room, subject to the per-day amount shown for Plan Classic in '
             'the Schedule of Benefits;'),
           L('(b) ICU charges, with no limit other than the Sum Insured;'),
           L('(c) Medical Practitioners\u2019 fees, nursing, investigations, medicines, consumables, blood, oxygen, '
             'operation theatre charges and implants.'),
           P('Where the Insured Person occupies an accommodation of a higher category, or of a higher rent than that '
             'allowed, the Company shall pay the associated medical expenses in the ratio the eligible room rent per day '
             'bears to the room rent per day actually charged. This proportionate deduction is not made on pharmacy, '
             'consumables, implants, medical devices and diagnostics, nor on ICU charges.'),
           H2('3.2 Pre-hospitalization Medical Expenses'),
           P('Medical Expenses incurred for the same Illness in the period immediately preceding admission, for the number '
             'of days shown in the Schedule of Benefits (Classic: 30 days; Plus: 60 days).'),
           H2('3.3 Post-hospitalization Medical Expenses'),
           P('Medical Expenses incurred for the same Illness after discharge, for the number of days shown in the '
             'Schedule of Benefits (Classic: 60 days; Plus: 90 days).'),
           H2('3.4 Day Care Treatment'),
           P('Medical Expenses for Day Care Treatments taken in a Hospital or Day Care Centre are payable up to the Sum '
             'Insured. A list of day care treatments is at Annexure I; the list is indicative and not exhaustive.'),
           H2('3.5 Road Ambulance'),
           P('Reasonable expenses for a road ambulance to transfer the Insured Person in an Emergency to the nearest '
             'Hospital, or from one Hospital to another for better medical facilities, up to the amount per '
             'Hospitalisation shown in the Schedule of Benefits.'),
           H2('3.6 AYUSH Treatment'),
           P('In-patient treatment under Ayurveda, Unani, Siddha and Homeopathy taken in an AYUSH Hospital, up to the '
             'limit in the Schedule of Benefits.'),
           H2('3.7 Domiciliary Hospitalisation (Plan Plus only)'),
           P('Medical treatment for more than three consecutive days taken at home on the advice of a Medical Practitioner, '
             'where the Insured Person could not be moved to a Hospital or no Hospital bed was available, up to 10% of '
             'the Sum Insured in a Policy Year.'),
           H2('3.8 Organ Donor (Plan Plus only)'),
           P('In-patient expenses for harvesting the organ from a donor for an organ transplant to the Insured Person, up to '
             'Rs. 1,00,000 per Policy Year, provided the transplant claim is admissible.'),
           H2('3.9 Modern Treatments'),
           P('The following treatments, taken as In-patient Care or Day Care Treatment, are payable up to the percentage of '
             'the Sum Insured shown in the Schedule of Benefits: Uterine Artery Embolization and HIFU; Balloon Sinuplasty; '
             'Deep Brain Stimulation; Oral Chemotherapy; Immunotherapy (Monoclonal Antibody given as injection); Intra '
             'vitreal injections; Robotic surgeries; Stereotactic radio surgeries; Bronchial Thermoplasty; Vaporisation of '
             'the prostate (green laser or holmium laser); IONM (Intra Operative Neuro Monitoring); Stem cell therapy '
             '(hematopoietic stem cells for bone marrow transplant for haematological conditions).'),
           H2('3.10 Ailment-wise Limits'),
           P('For the ailments and procedures marked # in the Schedule of Benefits, the amount payable shall not exceed '
             'the limit there, whatever the Sum Insured: cataract (per eye), joint replacement (per joint) and hernia '
             'repair. The limit covers the entire Hospitalisation for that treatment, and the Co-payment is applied on the '
             'amount so limited.'),
           H2('3.11 No Claim Bonus'),
           P('If no claim is paid in a Policy Year and the Policy is renewed without a break, the Sum Insured for the next '
             'Policy Year is raised by 10% of the Sum Insured of the expiring Policy, up to an overall maximum of 50%. A '
             'claim paid in a Policy Year reduces the accrued No Claim Bonus by 10% of the Sum Insured at the next '
             'renewal; the Sum Insured itself is never reduced.'),
           H2('3.12 Automatic Recharge (Plan Plus only)'),
           P('If the Sum Insured and No Claim Bonus are exhausted during a Policy Year, the Sum Insured is recharged by '
             '100% once in that Policy Year. The recharged amount may be used only for a subsequent claim for an Illness '
             'unrelated to the claims already paid in that year, and lapses at the end of the Policy Year if unused.'),
           H2('3.13 Annual Health Check-up'),
           P('Every Insured Person, under both plans, may take one health check-up each Policy Year at a Network diagnostic '
             'centre, on a cashless basis, covering: complete blood count, ESR, fasting blood sugar, HbA1c, lipid profile, '
             'serum creatinine, SGPT, urine routine, ECG and TSH. No claim needs to be made for it and it does not reduce '
             'the Sum Insured.'),
           ]
    st += [H1('Section 4. WAITING PERIODS AND EXCLUSIONS'),
           P('The Company shall not be liable to make any payment under this Policy caused by, based on, arising out of or '
             'howsoever attributable to any of the following:'),
           H2('4.1 Pre-Existing Diseases (Code - Excl01)'),
           L('a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be '
             'excluded until the expiry of 24 months of continuous coverage after the date of inception of the first '
             'policy with insurer.'),
           L('b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.'),
           L('c) If the Insured Person is continuously covered without any break as defined under the portability norms of '
             'the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the '
             'extent of prior coverage.'),
           L('d) Coverage under the policy after the expiry of 24 months for any pre-existing disease is subject to the '
             'same being declared at the time of application and accepted by Insurer.'),
           H2('4.2 Specified disease/procedure waiting period (Code - Excl02)'),
           L('a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until '
             'the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. '
             'This exclusion shall not be applicable for claims arising due to an accident.'),
           L('b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.'),
           L('c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing '
             'diseases, then the longer of the two waiting periods shall apply.'),
           L('d) The waiting period for listed conditions shall apply even if contracted after the policy or declared and '
             'accepted without a specific exclusion.'),
           L('e) If the Insured Person is continuously covered without any break as defined under the applicable norms on '
             'portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage.'),
           L('f) List of specific diseases/procedures: (i) Cataract; (ii) Hernia of all types, Hydrocele; (iii) Joint '
             'replacement surgery, osteoarthritis and osteoporosis; (iv) Benign prostatic hypertrophy; (v) Calculus '
             'diseases of the gall bladder and urinary system; (vi) Piles, fissure and fistula in ano; (vii) Varicose veins '
             'and varicose ulcers; (viii) Hysterectomy for benign conditions; (ix) Benign ENT disorders and sinusitis; '
             '(x) Intervertebral disc prolapse and spinal surgery other than after an accident; (xi) Gastric and duodenal '
             'ulcers; (xii) Benign tumours, cysts and polyps; (xiii) Gout and rheumatoid arthritis.'),
           H2('4.3 30-day waiting period (Code - Excl03)'),
           L('a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date '
             'shall be excluded except claims arising due to an accident, provided the same are covered.'),
           L('b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than '
             'twelve months.'),
           L('c) The within referred waiting period is made applicable to the enhanced sum insured in the event of '
             'granting higher sum insured subsequently.'),
           H2('4.4 Standard permanent exclusions'),
           L('a) Investigation and Evaluation (Code - Excl04): Expenses related to any admission primarily for diagnostics '
             'and evaluation purposes only are excluded. Any diagnostic expenses which are not related or not incidental '
             'to the current diagnosis and treatment are excluded.'),
           L('b) Rest Cure, rehabilitation and respite care (Code - Excl05): Expenses related to any admission primarily '
             'for enforced bed rest and not for receiving treatment. This also includes custodial care either at home or '
             'in a nursing facility for personal care such as help with activities of daily living such as bathing, '
             'dressing, moving around either by skilled nurses or assistant or non-skilled persons, and any services for '
             'people who are terminally ill to address physical, social, emotional and spiritual needs.'),
           L('c) Obesity/ Weight Control (Code - Excl06): Expenses related to the surgical treatment of obesity that does '
             'not fulfil all the below conditions: surgery to be conducted is upon the advice of the Doctor; the '
             'surgery/procedure conducted should be supported by clinical protocols; the member has to be 18 years of age '
             'or older; and Body Mass Index (BMI) greater than or equal to 40, or greater than or equal to 35 in '
             'conjunction with obesity-related cardiomyopathy, coronary heart disease, severe sleep apnea or uncontrolled '
             'Type2 Diabetes, following failure of less invasive methods of weight loss.'),
           L('d) Change-of-Gender treatments (Code - Excl07): Expenses related to any treatment, including surgical '
             'management, to change characteristics of the body to those of the opposite sex.'),
           L('e) Cosmetic or plastic Surgery (Code - Excl08): Expenses for cosmetic or plastic surgery or any treatment to '
             'change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically '
             'necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a '
             'medical necessity, it must be certified by the attending Medical Practitioner.'),
           L('f) Hazardous or Adventure sports (Code - Excl09): Expenses related to any treatment necessitated due to '
             'participation as a professional in hazardous or adventure sports, including but not limited to, '
             'para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand '
             'gliding, sky diving, deep-sea diving.'),
           L('g) Breach of law (Code - Excl10): Expenses for treatment directly arising from or consequent upon any Insured '
             'Person committing or attempting to commit a breach of law with criminal intent.'),
           L('h) Excluded Providers (Code - Excl11): Expenses incurred towards treatment in any hospital or by any Medical '
             'Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / '
             'notified to the policyholders are not admissible. However, in case of life threatening situations or '
             'following an accident, expenses up to the stage of stabilization are payable but not the complete claim.'),
           L('i) Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof. '
             '(Code - Excl12)'),
           L('j) Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds '
             'registered as a nursing home attached to such establishments or where admission is arranged wholly or partly '
             'for domestic reasons. (Code - Excl13)'),
           L('k) Dietary supplements and substances that can be purchased without prescription, including but not limited '
             'to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of '
             'hospitalization claim or day care procedure. (Code - Excl14)'),
           L('l) Refractive Error (Code - Excl15): Expenses related to the treatment for correction of eye sight due to '
             'refractive error less than 7.5 dioptres.'),
           L('m) Unproven Treatments (Code - Excl16): Expenses related to any unproven treatment, services and supplies for '
             'or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack '
             'significant medical documentation to support their effectiveness.'),
           L('n) Sterility and Infertility (Code - Excl17): Expenses related to sterility and infertility. This includes '
             'any type of contraception, sterilization; assisted reproduction services including artificial insemination '
             'and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI; gestational surrogacy; and reversal of '
             'sterilization.'),
           L('o) Maternity (Code - Excl18): Medical treatment expenses traceable to childbirth (including complicated '
             'deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy; expenses '
             'towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the '
             'policy period.'),
           H2('4.5 Other exclusions'),
           L('a) Out-patient treatment, except the Annual Health Check-up under Benefit 3.13.'),
           L('b) Domiciliary treatment under Plan Classic.'),
           L('c) Dental treatment, spectacles, contact lenses and hearing aids, unless needed as a result of an Accident '
             'requiring Hospitalisation.'),
           L('d) Treatment taken outside India.'),
           L('e) War, invasion, acts of foreign enemies, hostilities, civil war, nuclear, chemical or biological attack.'),
           L('f) Items listed as non-payable in the IRDAI List I (Annexure II), unless the item forms part of a package or '
             'of the cost of a procedure.'),
           ]
    st += [H1('Section 5. CLAIMS PROCEDURE'),
           H2('5.1 Notification'),
           P('The Company, or its claims team at 1800-102-4488, must be informed: (i) in an Emergency, within 48 hours of '
             'the Insured Person\u2019s admission to the Hospital; (ii) for a planned Hospitalisation, at least 72 hours '
             'before the date of admission. Failure to notify in time does not by itself lead to rejection where the delay '
             'is explained to the Company\u2019s satisfaction.'),
           H2('5.2 Cashless'),
           P('Cashless facility is available only at a Network Provider, on a pre-authorisation request by the Hospital. The '
             'Company shall decide on the request within one hour of its receipt, and on the final discharge '
             'authorisation within three hours of receiving the request from the Hospital.'),
           H2('5.3 Reimbursement'),
           P('The claim form and documents are to be submitted within 30 days of discharge. Post-hospitalisation bills are '
             'to be submitted within 15 days of completion of that treatment. Documents: claim form with the Insured '
             'Person\u2019s signature; discharge summary; final bill with break-up and payment receipt; prescriptions and '
             'pharmacy bills; investigation reports; implant sticker or invoice where used; KYC and bank details; and for '
             'an Accident, the MLC/FIR where one was made.'),
           H2('5.4 Co-payment'),
           P('Every claim admitted under this Policy, whether cashless or reimbursement, is subject to a Co-payment which the '
             'Insured Person bears: 20% of the admissible claim under Plan Classic, and 10% of the admissible claim under '
             'Plan Plus. The Co-payment is applied after the Ailment-wise Limits and other sub-limits.'),
           H2('5.5 Claim settlement'),
           P('The Company shall settle or repudiate a claim within 15 days of receipt of the last necessary document, and '
             'pay interest at 2% above the bank rate for any delay. Where investigation is needed, it shall be completed '
             'within 30 days and the claim settled within 45 days of the last necessary document.'),
           ]
    st += [H1('Section 6. GENERAL TERMS AND CONDITIONS'),
           L('6.1 <b>Disclosure of information</b>: The Policy shall be void and all premium paid thereon shall be forfeited '
             'to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by '
             'the policyholder.'),
           L('6.2 <b>Free look period</b>: The policyholder has thirty (30) days from receiving the policy document to review '
             'it and return it if not acceptable. The premium is refunded after deducting the expenses of the pre-policy '
             'check-up, stamp duty and a proportionate risk premium for the period on cover. It does not apply at renewal.'),
           L('6.3 <b>Grace period</b>: The renewal premium may be paid within thirty (30) days after its due date without '
             'loss of continuity. No cover is given for a loss occurring during those days.'),
           L('6.4 <b>Renewal</b>: The Policy is renewable for life, and renewal shall not be refused except on grounds of '
             'fraud, misrepresentation or moral hazard. The Company shall not load the renewal premium on account of '
             'claims made.'),
           L('6.5 <b>Cancellation</b>: The policyholder may cancel the Policy by giving 7 days\u2019 written notice. Where no '
             'claim has been made the premium is refunded in proportion to the unexpired period. The Company may cancel '
             'only for established fraud, with 7 days\u2019 notice and without refund.'),
           L('6.6 <b>Portability and migration</b>: The Insured Person may port this Policy to another insurer, or migrate to '
             'another product of the Company, at renewal, and receive credit for the waiting periods served, as per IRDAI '
             'guidelines. The application should be made at least 15 days before the renewal date.'),
           L('6.7 <b>Moratorium period</b>: After 60 continuous months of cover, no Policy or claim shall be contestable on '
             'grounds of non-disclosure or misrepresentation, except for proven fraud.'),
           L('6.8 <b>Multiple policies</b>: If the Insured Person holds more than one indemnity policy, he may choose the '
             'policy under which the claim is settled, and claim the balance under the others.'),
           L('6.9 <b>Fraud</b>: A fraudulent claim, or a claim supported by a false statement, forfeits all benefits under '
             'this Policy; amounts already paid on it shall be repaid to the Company.'),
           L('6.10 <b>Nomination</b>: The policyholder shall name a nominee for payment of claims in the event of his or '
             'her death, and may change the nominee by written notice.'),
           L('6.11 <b>Territorial limit</b>: Cover is restricted to treatment taken within India.'),
           L('6.12 <b>Material change</b>: The policyholder shall inform the Company in writing of any material change in '
             'the risk, such as a change of address or a new diagnosis disclosed at renewal, and the Company may adjust the '
             'cover or premium with the policyholder’s consent.'),
           L('6.13 <b>Records to be maintained</b>: The Insured Person shall keep accurate records of all treatment and '
             'bills relating to a claim and make them available to the Company or its representatives on request.'),
           L('6.14 <b>Complete discharge</b>: Payment to the Insured Person, the nominee, the legal representative or the '
             'Hospital shall be a full and final discharge of the Company’s liability for that claim.'),
           L('6.15 <b>Premium payment</b>: The premium may be paid annually, half-yearly or quarterly. The grace period in '
             'Condition 6.3 applies to every instalment. If an instalment is not paid within it, the Policy lapses.'),
           L('6.16 <b>Possibility of revision of terms</b>: The Company may, with the approval of IRDAI, revise the terms, '
             'benefits or premium of this product. The policyholder will be told of any revision at least three months '
             'before it takes effect, and it will apply from the next renewal.'),
           L('6.17 <b>Withdrawal of product</b>: If this product is withdrawn, the policyholder will be offered, at least 90 '
             'days before renewal, the option to migrate to a similar product of the Company with the continuity benefits '
             'earned.'),
           L('6.18 <b>Arbitration</b>: Not applicable. Disputes about the amount of a claim may be taken to the Insurance '
             'Ombudsman or to the courts of India.'),
           H1('Section 7. GRIEVANCE REDRESSAL'),
           P('Any grievance may be raised with the Company at customerfirst@careinsurance.com, by calling 1800-102-4488, or '
             'by writing to Care Health Insurance Limited, Vipul Tech Square, Tower C, Golf Course Road, Sector 43, '
             'Gurugram 122 009. If not resolved within 14 days, it may be escalated to the Grievance Redressal Officer '
             '(gro@careinsurance.com). A policyholder still not satisfied may approach the Insurance Ombudsman under the '
             'Insurance Ombudsman Rules, 2017 (addresses at www.cioins.co.in), or the IRDAI Bima Bharosa portal.'),
           ]
    # Schedule of benefits, no ruling lines, footnote markers
    st += [PageBreak(), H1('SCHEDULE OF BENEFITS'),
           P('All amounts in Rs. Limits apply per Insured Person per Policy Year unless stated otherwise.')]
    C = lambda t: Paragraph(t, S['cell'])
    CB = lambda t: Paragraph(t, S['cellb'])
    rows = [
        [CB('Benefit'), CB('Classic'), CB('Plus')],
        [C('Sum Insured (Rs.)'), C('3 Lakh, 5 Lakh, 7 Lakh, 10 Lakh'), C('5 Lakh, 7 Lakh, 10 Lakh, 15 Lakh, 25 Lakh')],
        [C('Entry Age'), C('61 years and above'), C('61 years and above')],
        [C('In-patient Care'), C('Up to SI'), C('Up to SI')],
        [C('Room Rent'), C('Single Private Room^'), C('Single Private Room')],
        [C('ICU Charges'), C('No limit'), C('No limit')],
        [C('Pre-hospitalization'), C('30 days'), C('60 days')],
        [C('Post-hospitalization'), C('60 days'), C('90 days')],
        [C('Day Care Treatment'), C('Up to SI'), C('Up to SI')],
        [C('Road Ambulance'), C('Rs. 2,000 per hospitalization'), C('Rs. 5,000 per hospitalization')],
        [C('AYUSH Treatment'), C('Rs. 25,000'), C('Up to SI')],
        [C('Domiciliary Hospitalization'), C('Not Covered'), C('Up to 10% of SI')],
        [C('Organ Donor'), C('Not Covered'), C('Rs. 1,00,000')],
        [C('Modern Treatments'), C('Up to 25% of SI'), C('Up to 50% of SI')],
        [C('Cataract#'), C('Rs. 20,000 per eye'), C('Rs. 20,000 per eye')],
        [C('Joint Replacement#'), C('Rs. 1,00,000 per joint'), C('Rs. 1,00,000 per joint')],
        [C('Hernia#'), C('Rs. 40,000'), C('Rs. 40,000')],
        [C('No Claim Bonus'), C('10% per year, max 50%'), C('10% per year, max 50%')],
        [C('Automatic Recharge'), C('Not Covered'), C('100% of SI, once a year')],
        [C('Annual Health Check-up'), C('Covered'), C('Covered')],
        [C('Co-payment'), C('20% on all claims'), C('10% on all claims')],
        [C('Pre-existing Diseases'), C('24 months'), C('24 months')],
        [C('Specified Diseases'), C('24 months'), C('24 months')],
        [C('Initial Waiting Period'), C('30 days'), C('30 days')],
    ]
    t = Table(rows, colWidths=[52 * mm, 58 * mm, 66 * mm])
    t.setStyle(TableStyle([('VALIGN', (0, 0), (-1, -1), 'TOP'),
                           ('TOPPADDING', (0, 0), (-1, -1), 2.2), ('BOTTOMPADDING', (0, 0), (-1, -1), 2.2),
                           ('LEFTPADDING', (0, 0), (-1, -1), 0)]))
    st += [t, Spacer(1, 8),
           Paragraph('^ Plan Classic: Single Private Room up to Rs. 5,000 per day. A room with a higher rent attracts '
                     'the proportionate deduction in Benefit 3.1. Plan Plus: Single Private Room, no per-day cap; a room '
                     'of a higher category attracts the same proportionate deduction.', S['small']),
           Paragraph('# Ailment-wise Limit (Benefit 3.10): the maximum payable for the whole Hospitalisation for that '
                     'treatment, including pre- and post-hospitalization expenses, before the Co-payment. Applies '
                     'to both plans.', S['small']),
           Paragraph('SI = Sum Insured. No Claim Bonus is a percentage of the expiring Sum Insured. Maternity and '
                     'infertility treatment are not covered (Excl17, Excl18).', S['small'])]
    # Annexures
    st += [PageBreak(), H1('ANNEXURE I - LIST OF DAY CARE TREATMENTS (indicative)')]
    dc = ['Cataract surgery (phacoemulsification with IOL)', 'Coronary angiography', 'Haemodialysis',
          'Chemotherapy (parenteral)', 'Radiotherapy', 'Lithotripsy (ESWL)', 'Dilatation and curettage',
          'Excision of cyst or lipoma', 'Tonsillectomy', 'Myringotomy with grommet insertion', 'Trabeculectomy',
          'Vitrectomy', 'Endoscopic removal of foreign body', 'Transurethral resection of bladder tumour',
          'Laparoscopic cholecystectomy (day care)', 'Hernia repair (day care, laparoscopic)', 'Arthroscopic knee procedures',
          'Fracture reduction under anaesthesia', 'Incision and drainage of abscess', 'Varicose vein ablation (laser/RF)',
          'Hydrocele surgery', 'Circumcision (medically necessary)', 'Cystoscopic removal of stent', 'PCNL (day care)',
          'Percutaneous liver biopsy', 'Blood transfusion for recipient', 'Pleural tapping', 'Ascitic tapping',
          'Septoplasty', 'Nasal polypectomy', 'Pterygium excision', 'Chalazion excision', 'Cochlear implant programming (post surgery)',
          'Closed reduction of dislocation', 'Debridement of wound', 'Skin grafting (small area)', 'Excision of sebaceous cyst',
          'Anal fissure - lateral sphincterotomy', 'Haemorrhoidectomy (stapler)', 'Fistulectomy', 'Hysteroscopic polypectomy',
          'Cervical biopsy', 'Bronchoscopy with biopsy', 'Endoscopic retrograde cholangiopancreatography (ERCP)',
          'Colonoscopic polypectomy', 'Oesophageal variceal banding', 'Intravitreal injection', 'Retinal laser photocoagulation',
          'YAG laser capsulotomy', 'Dacryocystorhinostomy', 'Tympanoplasty', 'Stapedectomy', 'Adenoidectomy',
          'Excision of ganglion', 'Carpal tunnel release', 'Trigger finger release', 'Removal of K-wire or plate',
          'Prostate biopsy (TRUS guided)', 'Urethral dilatation', 'Ureteroscopic lithotripsy', 'Pacemaker battery replacement']
    st.append(P('; '.join('%d. %s' % (i, x) for i, x in enumerate(dc, 1)) + '.'))
    st += [H1('ANNEXURE II - ITEMS NOT PAYABLE (IRDAI List I, extract)')]
    items = ['Baby food', 'Beauty services', 'Belts / braces', 'Buds', 'Cold pack / hot pack', 'Carry bags',
             'Email / internet charges', 'Food charges (other than patient\u2019s diet provided by hospital)', 'Leggings',
             'Laundry charges', 'Mineral water', 'Sanitary pad', 'Telephone charges', 'Guest services', 'Crepe bandage',
             'Diaper of any type', 'Eyelet collar', 'Slings', 'Television charges', 'Surcharges', 'Attendant charges',
             'Birth certificate', 'Certificate charges', 'Courier charges', 'Conveyance charges', 'Medical certificate',
             'Medical records', 'Photocopies charges', 'Walking aids charges', 'Spacer', 'Spirometre', 'Nebulizer kit',
             'Steam inhaler', 'Thermometer', 'Cervical collar', 'Splint', 'Diabetic foot wear', 'Knee braces', 'Knee immobilizer / shoulder immobilizer',
             'Lumbo sacral belt', 'Abdominal binder', 'Private nurses charges - special nursing charges',
             'Sugar free tablets', 'Gloves', 'Kidney tray', 'Mask', 'Oxygen mask', 'Pan can', 'Trolly cover',
             'Urometer, urine jug', 'Registration / admission charges', 'Documentation charges / administrative expenses',
             'Discharge procedure charges']
    st.append(P('; '.join('%d. %s' % (i, x) for i, x in enumerate(items, 1)) + '.'))
    st += [H1('ANNEXURE III - HOW A CLAIM IS WORKED OUT (illustrations)'),
           P('The illustrations are examples only. Each claim is assessed on its own documents and the terms of the '
             'Policy; the figures are rounded to the nearest rupee.'),
           L('<b>Illustration 1 - Plan Classic, Sum Insured Rs. 5 lakh, cataract surgery on the left eye.</b> Hospital '
             'bill Rs. 46,500. Ailment-wise Limit: Rs. 20,000. Co-payment 20% of Rs. 20,000 = Rs. 4,000. Amount paid by the '
             'Company: Rs. 16,000. Amount borne by the Insured Person: Rs. 30,500.'),
           L('<b>Illustration 2 - Plan Classic, room rent above the eligible amount.</b> The Insured Person stays 4 days in '
             'a room charged at Rs. 6,250 per day against an eligible Rs. 5,000 per day. Doctor’s visits, nursing and '
             'operation theatre charges are paid at 5,000/6,250, that is 80%, of the amounts billed. Medicines, '
             'consumables, implants and investigations are paid in full. The Co-payment of 20% then applies to the total.'),
           L('<b>Illustration 3 - Plan Plus, Sum Insured Rs. 10 lakh, pneumonia with 3 days in ICU.</b> ICU charged at '
             'Rs. 18,000 per day is paid in full, since ICU charges have no limit. Total admissible Rs. 1,42,000; '
             'Co-payment 10% = Rs. 14,200; paid by the Company Rs. 1,27,800.'),
           ]
    st += [H1('ANNEXURE IV - INSURANCE OMBUDSMAN (extract)')]
    omb = [('New Delhi', '2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi 110 002'),
           ('Chandigarh', 'S.C.O. No. 101, 102 and 103, 2nd Floor, Batra Building, Sector 17-D, Chandigarh 160 017'),
           ('Jaipur', 'Jeevan Nidhi-II Bldg., Gr. Floor, Bhawani Singh Marg, Jaipur 302 005'),
           ('Lucknow', '6th Floor, Jeevan Bhawan, Phase-II, Nawal Kishore Road, Hazratganj, Lucknow 226 001'),
           ('Hyderabad', '6-2-46, 1st floor, Moin Court, Lane opp. Saleem Function Palace, A. C. Guards, Lakdi-Ka-Pool, Hyderabad 500 004'),
           ('Kochi', 'Jeevan Prakash, 10th Floor, LIC Building, Opp. Maharaja\u2019s College, M.G. Road, Kochi 682 011')]
    for a, b in omb:
        st.append(L('<b>%s</b>: %s' % (a, b)))
    return st


def render(path):
    build(path, story(), draw, margins=(16 * mm, 16 * mm, 20 * mm, 20 * mm), title=PRODUCT, author=INSURER)
