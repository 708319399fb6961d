# Wording B: Niva Bupa (synthetic) - plain-language layout, "What you get | How much" table without lines, FAQ section.
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer
from common import styles, plain_table
from wording_a import STD_DEFS, SPECIFIED, LIST_I  # the IRDAI standard definitions are common text

INSURER = 'Niva Bupa Health Insurance Company Limited'
PRODUCT = 'Health Vista'
UIN = 'NBHHLIP26087V012526'
STEM = 'NivaBupa_Health-Vista_' + UIN

SPECIFIED_B = ('i. All internal and external benign tumours, cysts, polyps of any kind; ii. Benign ear, nose and throat disorders, tonsils, adenoids, sinuses; '
               'iii. Cataract and age related eye ailments; iv. Gall bladder and renal stones; v. Hernia, hydrocele; vi. Benign prostate conditions; '
               'vii. Fissure, fistula, piles; viii. Non-infective arthritis, gout, joint replacement (other than due to Accident); '
               'ix. Disorders of the spine (other than due to Accident or cancer); x. Uterine fibroids, endometriosis, prolapse of uterus; '
               'xi. Varicose veins; xii. Chronic kidney disease and dialysis; xiii. Surgery for deviated nasal septum and turbinate hypertrophy.')


def story():
    st = styles('DSans', 9.8)
    P = lambda t, s='p': Paragraph(t, st[s])
    s = []
    s.append(P(INSURER, 'title'))
    s.append(P('%s - Policy Wording' % PRODUCT, 'subtitle'))
    s.append(P('Product UIN: %s' % UIN, 'subtitle'))
    s.append(Spacer(1, 3 * mm))
    s.append(P('Thank you for choosing Niva Bupa. This document explains what Your health cover includes, what it does not include and how to make a claim. Please read it together with Your Policy Schedule. If anything in Your Policy Schedule is different from this document, the Policy Schedule will apply.'))

    s.append(P('Section A. Your cover at a glance', 'h1'))
    s.append(P('A.1 The main benefits of Health Vista are set out below. Every benefit is subject to the waiting periods in Section D and the exclusions in Section E. Amounts we pay under any benefit reduce the Sum Insured, unless we say otherwise.'))
    rows = [
        ['What you get', 'How much'],
        ['Sum Insured options', '₹ 5 lakh, ₹ 10 lakh, ₹ 15 lakh, ₹ 25 lakh, ₹ 50 lakh or ₹ 1 crore'],
        ['In-patient treatment, including ICU', 'Up to Sum Insured'],
        ['Pre-hospitalisation expenses', 'Up to Sum Insured, for 60 days before admission'],
        ['Post-hospitalisation expenses', 'Up to Sum Insured, for 180 days after discharge'],
        ['Day Care Treatment', 'Up to Sum Insured'],
        ['Road ambulance', 'Up to Rs 3,000 per hospitalisation'],
        ['AYUSH in-patient treatment', 'Up to Sum Insured'],
        ['Living organ donor expenses', 'Up to Sum Insured'],
        ['Domiciliary (home) treatment', 'Up to 10% of Sum Insured per Policy Year'],
        ['Modern treatments', 'Covered up to Sum Insured'],
        ['Refill Benefit', '100% of Base Sum Insured, once every Policy Year'],
        ['Cumulative Bonus', '25% of Base Sum Insured for each claim-free year, up to 100%'],
        ['Health check-up', 'Once every Policy Year, from the first renewal'],
        ['Maternity and new born baby', 'Not Covered'],
        ['Co-payment', 'Nil, unless You opt for the Co-payment variant (see C.10)'],
    ]
    s.append(plain_table(rows, st, [70 * mm, 100 * mm]))
    s.append(Spacer(1, 2 * mm))
    s.append(P('A.2 The limits above apply per Insured Person under an individual Policy and to the family together under a floater Policy.'))

    s.append(P('Section B. Words with special meaning', 'h1'))
    s.append(P('B.1 The words below have the meaning given here wherever they appear in this Policy with a capital letter.'))
    pick = [0, 1, 2, 3, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
    for n, i in enumerate(pick, 1):
        term, text = STD_DEFS[i]
        s.append(P('B.1.%d <b>%s</b> %s' % (n, term, text), 'p1'))
    extra = [
        ('Base Sum Insured', 'means the amount shown as such in the Policy Schedule, without any Cumulative Bonus or Refill amount.'),
        ('Co-payment variant', 'means the option, chosen by You at the start of the Policy and shown in the Policy Schedule, under which You share part of each claim in return for a lower premium.'),
        ('Suite', 'means a room with a separate sitting or living area, or a room described by the Hospital as a suite, deluxe suite or presidential suite.'),
        ('We / Us / Our', 'means Niva Bupa Health Insurance Company Limited.'),
        ('You / Your / Insured Person', 'means the persons named in the Policy Schedule as insured under this Policy.'),
    ]
    for n, (term, text) in enumerate(extra, len(pick) + 1):
        s.append(P('B.1.%d <b>%s</b> %s' % (n, term, text), 'p1'))

    s.append(P('Section C. What we will pay for', 'h1'))
    s.append(P('C.1 <b>In-patient treatment.</b> If You are admitted to a Hospital for more than 24 hours on a Medical Practitioner\'s advice because of an Illness or Injury that starts during the Policy Period, we will pay the Medical Expenses of that stay: the room You stay in, food and nursing provided by the Hospital, ICU charges, doctors\' and surgeons\' fees, operation theatre, medicines, tests, blood, oxygen and implants used during surgery.'))
    s.append(P('C.2 <b>Before and after Your stay.</b> We will pay for consultations, tests and medicines for the same condition in the 60 days before You are admitted and in the 180 days after You are discharged, provided we have accepted the claim for Your stay in Hospital under C.1.'))
    s.append(P('C.3 <b>Day Care Treatment.</b> We will pay for treatment that needs less than 24 hours in a Hospital or Day Care Centre because of modern technology, but would otherwise have needed an admission of more than 24 hours.'))
    s.append(P('C.4 <b>Road ambulance.</b> We will pay the cost of a registered road ambulance to take You to the nearest Hospital in an Emergency, or to shift You to a better-equipped Hospital on medical advice, if we accept the related claim under C.1. We will pay up to ₹3,000 for each hospitalisation.'))
    s.append(P('C.5 <b>AYUSH treatment.</b> We will pay for in-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha or Homeopathy taken in an AYUSH Hospital.'))
    s.append(P('C.6 <b>Living organ donor.</b> If You receive an organ from a living donor, we will pay the donor\'s in-patient expenses for harvesting the organ, provided Your transplant claim is accepted under C.1. The donor\'s expenses after discharge are not covered.'))
    s.append(P('C.7 <b>Home treatment (Domiciliary Hospitalisation).</b> If Your doctor advises that You need hospital-level treatment for more than 3 days but You cannot be moved to a Hospital, or no Hospital bed is available, we will pay for that treatment at home, up to 10% of the Sum Insured in a Policy Year.'))
    s.append(P('C.8 <b>Modern treatments.</b> The following are covered as in-patient or Day Care Treatment: Uterine Artery Embolization and HIFU; Balloon Sinuplasty; Deep Brain Stimulation; Oral chemotherapy; Immunotherapy (monoclonal antibody injections); Intra vitreal injections; Robotic surgeries; Stereotactic radio surgeries; Bronchial Thermoplasty; Vaporisation of the prostate; IONM (Intra Operative Neuro Monitoring); Stem cell therapy for haematological conditions.'))
    s.append(P('C.9 <b>Refill Benefit.</b> If Your Base Sum Insured and Cumulative Bonus are used up in a Policy Year, we will refill 100% of the Base Sum Insured once in that year. The refilled amount can be used for any later claim in that year, including for the same Illness, but it cannot be used for the first claim that used up the Sum Insured. Any refill You do not use ends with the Policy Year.'))
    s.append(P('C.10 <b>Co-payment variant.</b> If Your Policy Schedule shows that You have chosen the Co-payment variant, You will bear 20% of every admissible claim and we will pay the remaining 80%. The variant can be chosen only at the start of a Policy or at renewal and cannot be changed during a Policy Year. If the Policy Schedule does not show the Co-payment variant, no co-payment applies.'))
    s.append(P('C.11 <b>Cumulative Bonus.</b> For every Policy Year in which no claim is paid, we will add 25% of the Base Sum Insured to Your Sum Insured at renewal, up to a maximum of 100% of the Base Sum Insured. If a claim is paid, the bonus already earned stays but no bonus is added for that year.'))
    s.append(P('C.12 <b>Health check-up.</b> From the first renewal, each adult Insured Person can take one health check-up every Policy Year at one of our network diagnostic centres on a cashless basis. The details are given in Section H.'))

    s.append(P('Section D. Waiting periods', 'h1'))
    s.append(P('D.1 <b>Pre-Existing Diseases (Code- Excl01)</b>', 'h2'))
    s.append(P('a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer. b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase. c) If the Insured Person is continuously covered without any break as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage. d) Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject to the same being declared at the time of application and accepted by Insurer.', 'p1'))
    s.append(P('D.2 <b>Specified disease/procedure waiting period (Code- Excl02)</b>', 'h2'))
    s.append(P('a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This exclusion shall not be applicable for claims arising due to an accident. b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase. c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of the two waiting periods shall apply. d) The waiting period for listed conditions shall apply even if contracted after the policy or declared and accepted without a specific exclusion. e) If the Insured Person is continuously covered without any break as defined under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage.', 'p1'))
    s.append(P('f) List of specific diseases/procedures: ' + SPECIFIED_B, 'p1'))
    s.append(P('D.3 <b>30-day waiting period (Code- Excl03)</b>', 'h2'))
    s.append(P('a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered. b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months. c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently.', 'p1'))

    s.append(P('Section E. What we will not pay for', 'h1'))
    ex = [
        ('Investigation &amp; Evaluation (Code- Excl04)', 'a) Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded. b) Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded.'),
        ('Rest Cure, rehabilitation and respite care (Code- Excl05)', 'Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care either at home or in a nursing facility for personal care such as help with activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual needs.'),
        ('Obesity/ Weight Control (Code- Excl06)', 'Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor 2) The surgery/Procedure conducted should be supported by clinical protocols 3) The member has to be 18 years of age or older and 4) Body Mass Index (BMI); a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the following severe co-morbidities following failure of less invasive methods of weight loss: i. Obesity-related cardiomyopathy ii. Coronary heart disease iii. Severe Sleep Apnea iv. Uncontrolled Type2 Diabetes'),
        ('Change-of-Gender treatments (Code- Excl07)', 'Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex.'),
        ('Cosmetic or plastic Surgery (Code- Excl08)', 'Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner.'),
        ('Hazardous or Adventure sports (Code- Excl09)', 'Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving.'),
        ('Breach of law (Code- Excl10)', 'Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent.'),
        ('Excluded Providers (Code- Excl11)', 'Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not admissible. However, in case of life threatening situations or following an accident, expenses up to the stage of stabilization are payable but not the complete claim.'),
        ('Substance abuse (Code- Excl12)', 'Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof.'),
        ('Health hydros and spas (Code- Excl13)', 'Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons.'),
        ('Dietary supplements (Code- Excl14)', 'Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure.'),
        ('Refractive Error (Code- Excl15)', 'Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres.'),
        ('Unproven Treatments (Code- Excl16)', 'Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness.'),
        ('Sterility and Infertility (Code- Excl17)', 'Expenses related to sterility and infertility. This includes: (i) Any type of contraception, sterilization (ii) Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI (iii) Gestational Surrogacy (iv) Reversal of sterilization'),
        ('Maternity (Code- Excl18)', 'i. Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy; ii. Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period.'),
    ]
    for i, (h, t) in enumerate(ex, 1):
        s.append(P('E.%d <b>%s</b>: %s' % (i, h, t), 'p1'))
    s.append(P('E.16 <b>Other things we do not pay for</b>: out-patient treatment other than under C.2; dental treatment unless needed because of an Accident; spectacles, contact lenses, hearing aids; treatment outside India; war, riots and nuclear risks; the items listed by IRDAI as not payable (List I), such as toiletries, attendant charges, food for visitors, registration and admission fees, and personal comfort items.', 'p1'))

    s.append(P('Section F. General terms', 'h1'))
    gen = [
        ('Free look period', 'You have thirty days from the date You receive this Policy to review it. If You do not agree with the terms, You may return it for cancellation stating the reasons, provided You have not made a claim. We will refund the premium less the stamp duty charges, the cost of any pre-policy medical tests and the proportionate risk premium for the period of cover. This does not apply to renewals or to porting or migration.'),
        ('Grace period', 'You can renew this Policy within 30 days after it expires. If You pay Your premium in monthly instalments, the grace period for each instalment is 15 days; for quarterly, half-yearly or annual instalments it is 30 days. Continuity benefits will stay, but we will not pay for any treatment taken during the time for which premium was not received.'),
        ('Renewal', 'Your Policy is renewable for life. We will not refuse renewal because You made claims, except in case of fraud, misrepresentation or suppression of material facts. If the product is withdrawn, we will offer You a suitable alternative product.'),
        ('Cancellation', 'You can cancel this Policy at any time by telling us in writing. If no claim has been made, we will refund premium for the unexpired period on a pro-rata basis. We may cancel the Policy only for established fraud, misrepresentation or non-disclosure, with 15 days\' written notice, and will not refund premium in that case.'),
        ('Portability and migration', 'You may move this Policy to another insurer, or move to another of our health plans, by applying at least 15 days before (and not earlier than 60 days before) the renewal date. The waiting periods You have already served will be credited as permitted by the IRDAI regulations.'),
        ('Moratorium', 'After 60 continuous months of cover (including portability and migration), we will not contest the Policy or any claim on grounds of non-disclosure or misrepresentation, except for established fraud.'),
        ('Disclosure and fraud', 'If any material fact was not disclosed or was misrepresented, or if any claim is fraudulent, we may cancel the Policy and refuse the claim, and all benefits will be forfeited.'),
        ('Multiple policies', 'If You have more than one health policy, You can choose the policy under which You want Your claim to be settled. If the amount exceeds what this Policy pays, You can claim the balance under another policy.'),
    ]
    for i, (h, t) in enumerate(gen, 1):
        s.append(P('F.%d <b>%s</b>: %s' % (i, h, t), 'p1'))

    s.append(P('Section G. How to claim', 'h1'))
    s.append(P('G.1 <b>Cashless claims.</b> At a network Hospital, show Your Niva Bupa health card. The Hospital will send a pre-authorisation request to us. For a planned admission, please tell us at least 72 hours before admission. For an emergency admission, You or the Hospital must tell us within 24 hours of admission. We will decide a cashless request within one hour and a final discharge request within three hours.'))
    s.append(P('G.2 <b>Reimbursement claims.</b> If You are treated at a Hospital that is not in our network, tell us within the same time limits as in G.1 and send us the following within 30 days of discharge: claim form, discharge summary, final bill with break-up and payment receipt, prescriptions and pharmacy bills, investigation reports, Your KYC documents and bank details (cancelled cheque), and the FIR or MLC for an Accident. Post-hospitalisation bills must reach us within 15 days after that treatment ends.'))
    s.append(P('G.3 <b>Settlement.</b> We will settle or reject Your claim within 15 days of receiving the last document we need. If we are late, we will pay interest at 2% above the bank rate.'))

    s.append(P('Section H. Frequently asked questions', 'h1'))
    s.append(P('The answers below form part of this Policy Wording.'))
    faq = [
        ('Is there any limit on room rent?', 'No, you can choose any room except a suite. If You stay in a suite, we will pay the room charges of the most expensive single room of that Hospital and the other charges of the stay in the same proportion.'),
        ('Is there a cap on ICU charges?', 'No. ICU charges are paid up to the Sum Insured.'),
        ('Is cataract surgery capped?', 'No. Once the 24-month waiting period in D.2 is over, cataract surgery is paid up to the Sum Insured for each eye.'),
        ('I had diabetes before I bought the policy. When will it be covered?', 'Conditions You had before the Policy started are covered after 36 months of continuous cover, provided You declared them in the proposal and we accepted them.'),
        ('Will I have to pay part of the bill myself?', 'Only if You chose the Co-payment variant, in which case You pay 20% of every admissible claim. Items that are not payable under List I are also Yours to bear.'),
        ('What does the health check-up include?', 'Complete blood count, fasting blood sugar, lipid profile, serum creatinine, urine routine and ECG. It can be taken once in every Policy Year from the first renewal, and unused check-ups are not carried forward.'),
        ('How soon must I inform you about an emergency admission?', 'Within 24 hours of admission, by calling 1860 500 8888 or through the Niva Bupa app.'),
        ('Does the policy pay for a normal delivery?', 'No. Maternity and childbirth are not covered under Health Vista.'),
        ('Can I pay my premium in instalments?', 'Yes, monthly, quarterly or half-yearly, if shown in Your Policy Schedule. A monthly instalment has a 15-day grace period.'),
    ]
    for i, (q, a) in enumerate(faq, 1):
        s.append(P('<b>H.%d Q. %s</b>' % (i, q), 'p1'))
        s.append(P('A. %s' % a, 'p1'))

    s.append(P('Section I. Complaints', 'h1'))
    s.append(P('I.1 If You are unhappy with our service, call us at 1860 500 8888, e-mail customercare@nivabupa.com or write to the Grievance Officer, Niva Bupa Health Insurance Company Limited, C-98, First Floor, Okhla Industrial Area, Phase 1, New Delhi 110020. We will reply within 14 days.'))
    s.append(P('I.2 If You are not satisfied with our reply, or do not hear from us within 30 days, You may approach the Insurance Ombudsman for Your area under the Insurance Ombudsman Rules, 2017, or register a complaint on the IRDAI Bima Bharosa portal. The addresses of the Ombudsman offices are available at www.cioins.co.in.'))
    s.append(P('Annexure 1. Items we do not pay for (List I, extract)', 'h1'))
    s.append(P('The following items are not payable under any benefit of this Policy: ' + '; '.join('%d. %s' % (i, t) for i, t in enumerate(LIST_I, 1)) + '.'))
    s.append(P('Annexure 2. Items payable only as part of a procedure or room charge (Lists II to IV, extract)', 'h1'))
    s.append(P('List II (items that form part of the cost of a procedure and are not paid separately): hair removal cream, disposables razors charges, blades, arthroscopy and endoscopy instruments, microscope cover, surgical drill, eye kit, eye drape, X-ray film, boyles apparatus charges, cotton, cotton bandage, surgical tape, apron, torniquet, orthobundle and gynaec bundle.'))
    s.append(P('List III (items that form part of the room charge): baby charges (unless specified), hand wash, shoe cover, caps, cradle charges, comb, eau-de-cologne, room freshners, foot cover, gown, slippers, tissue paper, tooth paste, tooth brush, bed pan, face mask, flexi mask, hand holder, sputum cup, disinfectant lotions, luxury tax, HVAC, house keeping charges, air conditioner charges, IM IV injection charges, clean sheet, blanket or warmer blanket, admission kit, diabetic chart charges, documentation charges, discharge procedure charges, daily chart charges, entrance pass or visitors pass charges, expenses related to prescription on discharge, file opening charges, incidental expenses or misc. charges, patient identification band, pulseoxymeter charges.'))
    s.append(P('List IV (items that form part of the cost of treatment): ADM (admission) charges, registration charges, blood pressure charges, ambulance charges if not covered, surgical gloves, nebuliser charges, oxygen mask, spacer, non-woven surgical gauze and similar items are paid only as part of the treatment to which they relate.'))
    s.append(P('Annexure 3. Offices of the Insurance Ombudsman (extract)', 'h1'))
    omb = [['Office', 'Areas covered', 'E-mail'],
           ['Bhopal', 'Madhya Pradesh and Chhattisgarh', 'bimalokpal.bhopal@cioins.co.in'],
           ['Bhubaneswar', 'Odisha', 'bimalokpal.bhubaneswar@cioins.co.in'],
           ['Chandigarh', 'Punjab, Haryana (part), Himachal Pradesh, Jammu and Kashmir, Ladakh, Chandigarh', 'bimalokpal.chandigarh@cioins.co.in'],
           ['Guwahati', 'Assam, Meghalaya, Manipur, Mizoram, Arunachal Pradesh, Nagaland, Tripura', 'bimalokpal.guwahati@cioins.co.in'],
           ['Jaipur', 'Rajasthan', 'bimalokpal.jaipur@cioins.co.in'],
           ['Kochi', 'Kerala, Lakshadweep, Mahe', 'bimalokpal.ernakulam@cioins.co.in'],
           ['Lucknow', 'Uttar Pradesh (part)', 'bimalokpal.lucknow@cioins.co.in'],
           ['Noida', 'Uttarakhand and Uttar Pradesh (part)', 'bimalokpal.noida@cioins.co.in'],
           ['Patna', 'Bihar and Jharkhand', 'bimalokpal.patna@cioins.co.in']]
    s.append(plain_table(omb, st, [30 * mm, 80 * mm, 64 * mm]))
    return s
