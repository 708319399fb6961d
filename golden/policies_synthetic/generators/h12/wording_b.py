"""Wording B: Galaxy Health Insurance Company Limited - Galaxy Shakti Family Health Policy (synthetic)."""
from pdfkit import *

INSURER = "Galaxy Health Insurance Company Limited"
PRODUCT = "Galaxy Shakti Family Health Policy"
UIN = "GHIHLIP26057V012526"
STEM = "Galaxy_Shakti-Family-Health_" + UIN

S = styles("DVSans", 9.0, 11.9)


def P(t, st="p"):
    return Paragraph(t, S[st])


def benefit_table():
    rows = [
        ("Benefit", "Option 1", "Option 2", "Option 3"),
        ("Sum Insured (Rs. lakh)", "3, 5", "5, 7.5, 10, 15", "10, 15, 20, 25, 50"),
        ("Room rent (per day)", "Twin sharing", "Single private", "Any room"),
        ("ICU charges", "Up to SI", "Up to SI", "Up to SI"),
        ("Pre-hospitalisation", "30 days", "60 days", "60 days"),
        ("Post-hospitalisation", "60 days", "90 days", "180 days"),
        ("Day care treatment", "Up to SI", "Up to SI", "Up to SI"),
        ("Road ambulance (per hospitalisation)", "Rs. 2,000", "Rs. 5,000", "Rs. 10,000"),
        ("Cataract", "Up to SI", "Up to SI", "Up to SI"),
        ("Modern treatments (C.10)", "50% of SI", "Up to SI", "Up to SI"),
        ("AYUSH in-patient treatment", "Rs. 25,000", "Up to SI", "Up to SI"),
        ("Organ donor expenses", "Up to SI", "Up to SI", "Up to SI"),
        ("Maternity (per delivery)", "Rs. 30,000", "Rs. 50,000", "Rs. 1,00,000"),
        ("Maternity waiting period", "24 months", "24 months", "12 months"),
        ("New born baby cover", "Up to SI", "Up to SI", "Up to SI"),
        ("OPD consultations (per policy year)", "Not Covered", "Rs. 5,000", "Rs. 10,000"),
        ("Restore benefit", "Once per year", "Once per year", "Once per year"),
        ("", "up to 100%", "up to 100%", "up to 100%"),
        ("Cumulative bonus", "See Annexure III", "See Annexure III", "See Annexure III"),
        ("Preventive health check-up", "See Annexure III", "See Annexure III", "See Annexure III"),
    ]
    data = []
    for i, r in enumerate(rows):
        st = S["cellb"] if i == 0 else S["cell"]
        data.append([Paragraph(c, S["cellb"] if (i == 0) else st) for c in r])
    t = Table(data, colWidths=[62 * mm, 34 * mm, 36 * mm, 40 * mm])
    t.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6),
        ("LEFTPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, 0), 5),
    ]))
    return t


def flow():
    f = []
    f += [P("Galaxy Health Insurance Company Limited", "title"),
          P("Galaxy Shakti Family Health Policy", "title"),
          P("Policy Wording | UIN: GHIHLIP26057V012526", "sub"),
          P("Registered office: 4th Floor, Galaxy Towers, Bandra Kurla Complex, Mumbai - 400 051 | "
            "Toll free 1800-102-6677 | care@galaxyhealth.example", "sub"),
          Spacer(1, 6)]

    f += [P("Part A - Preamble", "h1"),
          P("This Policy is a contract between You and Galaxy Health Insurance Company Limited (We, Us, Our). It is "
            "issued on the basis of the Proposal and declaration You have given Us and the premium You have paid. "
            "Galaxy Shakti is designed around the health needs of women and their families: the Policyholder must be "
            "a woman aged 18 years or more, who may cover herself alone or, on a floater basis, together with her "
            "spouse, up to three dependent children and her parents or parents-in-law."),
          P("Subject to the terms, conditions, limits and exclusions of this Policy, We will pay for the Medically "
            "Necessary treatment of an Insured Person described in Part C, for an Illness contracted or Injury "
            "sustained during the Policy Period, up to the Sum Insured (and any Cumulative Bonus and restored amount) "
            "shown in the Policy Schedule. The Option You have chosen (Option 1, Option 2 or Option 3) is shown in the "
            "Policy Schedule, and the limits of that Option in the Table of Benefits (Part C.0) apply to You.")]

    f += [P("Part B - Definitions", "h1"),
          P("Words in capital letters have the meanings below. Standard definitions follow the IRDAI Master Circular "
            "on Standardization in Health Insurance.")]
    defs = [
        ("Accident", "An accident means sudden, unforeseen and involuntary event caused by external, visible and "
         "violent means."),
        ("Associated Medical Expenses", "means the Room Rent, nursing, consultation and surgeon's fees, operation "
         "theatre charges and charges for procedures billed by the Hospital for the period of stay. They do not "
         "include pharmacy, consumables, implants, medical devices and diagnostics."),
        ("Any one illness", "Any one illness means continuous period of illness and includes relapse within 45 "
         "days from the date of last consultation with the Hospital/Nursing Home where treatment was taken."),
        ("AYUSH Hospital", "is a healthcare facility wherein medical/surgical/para-surgical treatment procedures and "
         "interventions are carried out by AYUSH Medical Practitioner(s), being a Government AYUSH Hospital, a "
         "teaching hospital attached to a recognised AYUSH College, or a registered AYUSH Hospital with at least 5 "
         "in-patient beds, a qualified AYUSH Medical Practitioner in charge round the clock, dedicated AYUSH therapy "
         "sections and daily records of patients."),
        ("Cashless facility", "means a facility extended by the insurer to the insured where the payments, of the "
         "costs of treatment undergone by the insured in accordance with the policy terms and conditions, are "
         "directly made to the network provider by the insurer to the extent pre-authorization is approved."),
        ("Continuous Coverage", "means uninterrupted coverage of the Insured Person under this Policy (or an Indian "
         "retail health policy ported to Us) without any break, renewals being made within the Grace Period."),
        ("Co-payment", "Co-payment means a cost sharing requirement under a health insurance policy that provides "
         "that the policyholder/insured will bear a specified percentage of the admissible claims amount. A "
         "co-payment does not reduce the Sum Insured."),
        ("Cumulative Bonus", "Cumulative Bonus means any increase or addition in the Sum Insured granted by the "
         "insurer without an associated increase in premium."),
        ("Day Care Treatment", "means medical treatment, and/or surgical procedure which is: i. undertaken under "
         "General or Local Anesthesia in a hospital/day care centre in less than 24 hrs because of technological "
         "advancement, and ii. which would have otherwise required hospitalization of more than 24 hours. Treatment "
         "normally taken on an out-patient basis is not included in the scope of this definition."),
        ("Emergency Care", "Emergency care means management for an illness or injury which results in symptoms "
         "which occur suddenly and unexpectedly, and requires immediate care by a medical practitioner to prevent "
         "death or serious long term impairment of the insured person's health."),
        ("Grace Period", "means the specified period of time immediately following the premium due date during which "
         "a payment can be made to renew or continue a policy in force without loss of continuity benefits such as "
         "waiting periods and coverage of pre-existing diseases. Coverage is not available for the period for which "
         "no premium is received."),
        ("Hospital", "means any institution established for in-patient care and day care treatment of illness and/or "
         "injuries and which has been registered as a hospital with the local authorities under Clinical "
         "Establishments (Registration and Regulation) Act 2010 or under enactments specified under the Schedule of "
         "Section 56(1) of the said act Or complies with all minimum criteria as under: i) has qualified nursing "
         "staff under its employment round the clock; ii) has at least 10 in-patient beds in towns having a "
         "population of less than 10,00,000 and at least 15 in-patient beds in all other places; iii) has qualified "
         "medical practitioner(s) in charge round the clock; iv) has a fully equipped operation theatre of its own "
         "where surgical procedures are carried out; v) maintains daily records of patients and makes these "
         "accessible to the insurance company's authorized personnel."),
        ("Hospitalization", "means admission in a Hospital for a minimum period of 24 consecutive 'In-patient Care' "
         "hours except for specified procedures/ treatments, where such admission could be for a period of less than "
         "24 consecutive hours."),
        ("ICU Charges", "ICU (Intensive Care Unit) Charges means the amount charged by a Hospital towards ICU "
         "expenses which shall include the expenses for ICU bed, general medical support services provided to any "
         "ICU patient including monitoring devices, critical care nursing and intensivist charges."),
        ("Illness", "Illness means a sickness or a disease or pathological condition leading to the impairment of "
         "normal physiological function and requires medical treatment."),
        ("Injury", "Injury means accidental physical bodily harm excluding illness or disease solely and directly "
         "caused by external, violent, visible and evident means which is verified and certified by a Medical "
         "Practitioner."),
        ("Maternity expenses", "means; a) medical treatment expenses traceable to childbirth (including complicated "
         "deliveries and caesarean sections incurred during hospitalization); b) expenses towards lawful medical "
         "termination of pregnancy during the policy period."),
        ("Medical Practitioner", "means a person who holds a valid registration from the Medical Council of any State "
         "or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of "
         "India or a State Government and is thereby entitled to practice medicine within its jurisdiction; and is "
         "acting within its scope and jurisdiction of license."),
        ("Medically Necessary Treatment", "means any treatment, tests, medication, or stay in hospital or part of "
         "a stay in hospital which: i) is required for the medical management of the illness or injury suffered by "
         "the insured; ii) must not exceed the level of care necessary to provide safe, adequate and appropriate "
         "medical care in scope, duration, or intensity; iii) must have been prescribed by a medical practitioner; "
         "iv) must conform to the professional standards widely accepted in international medical practice or by "
         "the medical community in India."),
        ("Network Provider", "means hospitals or health care providers enlisted by an insurer, TPA or jointly by an "
         "Insurer and TPA to provide medical services to an insured by a cashless facility."),
        ("New Born Baby", "Newborn baby means baby born during the Policy Period and is aged upto 90 days."),
        ("OPD treatment", "means the one in which the Insured visits a clinic / hospital or associated facility like a "
         "consultation room for diagnosis and treatment based on the advice of a Medical Practitioner. The Insured "
         "is not admitted as a day care or in-patient."),
        ("Pre-Existing Disease", "means any condition, ailment, injury or disease: a) That is/are diagnosed by a "
         "physician within 36 months prior to the effective date of the policy issued by the insurer or b) For "
         "which medical advice or treatment was recommended by, or received from, a physician within 36 months "
         "prior to the effective date of the policy or its reinstatement."),
        ("Reasonable and Customary Charges", "means the charges for services or supplies, which are the standard "
         "charges for the specific provider and consistent with the prevailing charges in the geographical area for "
         "identical or similar services, taking into account the nature of the illness / injury involved."),
        ("Renewal", "Renewal means the terms on which the contract of insurance can be renewed on mutual consent with "
         "a provision of grace period for treating the renewal continuous for the purpose of gaining credit for "
         "pre-existing diseases, time-bound exclusions and for all waiting periods."),
        ("Room Rent", "means the amount charged by a Hospital towards Room and Boarding expenses and shall include the "
         "associated medical expenses."),
        ("Single Private Room", "means an air-conditioned room in a Hospital where a single patient is accommodated "
         "and which has an attached washroom. It does not include a suite, deluxe room or any higher category."),
        ("Twin Sharing Room", "means a room in a Hospital where two patients are accommodated, whether or not "
         "air-conditioned, with a common or attached washroom."),
    ]
    for i, (t, d) in enumerate(defs, 1):
        f.append(P("<b>Def. %d. %s</b> %s" % (i, t, d)))

    f += [P("Part C - What We Cover", "h1"),
          P("<b>C.0 Table of Benefits.</b> The limits below apply per Insured Person for an individual policy and to "
            "the family together for a floater policy, and are part of the Sum Insured unless stated otherwise. "
            "SI means the Sum Insured shown in the Policy Schedule."),
          benefit_table(), Spacer(1, 5),
          P("<b>C.1 Sum Insured.</b> You may choose a Sum Insured of Rs. 3 lakh or Rs. 5 lakh under Option 1; Rs. 5 "
            "lakh, Rs. 7.5 lakh, Rs. 10 lakh or Rs. 15 lakh under Option 2; and Rs. 10 lakh, Rs. 15 lakh, Rs. 20 "
            "lakh, Rs. 25 lakh or Rs. 50 lakh under Option 3."),
          P("<b>C.2 In-patient Hospitalisation.</b> We will pay the Medical Expenses for Hospitalisation of more than "
            "24 consecutive hours, namely: (a) Room Rent, boarding and nursing, for the room category eligible under "
            "Your Option; (b) ICU Charges; (c) fees of surgeons, anaesthetists, consultants and specialists; "
            "(d) anaesthesia, blood, oxygen, operation theatre, medicines, consumables, implants and diagnostics."),
          P("<b>Eligible room.</b> Under Option 1 You are eligible for a Twin Sharing Room; under Option 2 for a "
            "Single Private Room; under Option 3 for any room category, including deluxe rooms and suites. If, under "
            "Option 1 or Option 2, You stay in a room of a higher category than You are eligible for, We will pay "
            "the Associated Medical Expenses only in the proportion that the tariff of the eligible room category in "
            "that Hospital bears to the tariff of the room actually occupied. Pharmacy, consumables, implants, "
            "medical devices and diagnostics are paid in full. No proportionate deduction is made for ICU Charges, "
            "or where the eligible room category is not available and a higher room is given.", "ind"),
          P("<b>C.3 Pre-hospitalisation Medical Expenses</b> incurred for the same condition in the 30 days "
            "(Option 1) or 60 days (Option 2 and Option 3) before the date of admission."),
          P("<b>C.4 Post-hospitalisation Medical Expenses</b> incurred for the same condition in the 60 days "
            "(Option 1), 90 days (Option 2) or 180 days (Option 3) after the date of discharge."),
          P("<b>C.5 Day Care Treatment.</b> All Day Care Treatments are covered up to the Sum Insured; a list is "
            "available on Our website and at Our branches. OPD treatment is covered only under C.14."),
          P("<b>C.6 Road Ambulance.</b> We will reimburse the cost of a road ambulance to the nearest Hospital in an "
            "emergency, or between Hospitals on medical advice, up to Rs. 2,000 (Option 1), Rs. 5,000 (Option 2) or "
            "Rs. 10,000 (Option 3) for each Hospitalisation, provided the in-patient claim is admissible."),
          P("<b>C.7 Cataract.</b> Cataract surgery is covered up to the Sum Insured in all three Options; there is "
            "no separate limit per eye. The waiting period in D.2 applies."),
          P("<b>C.8 AYUSH Treatment.</b> In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha or "
            "Homeopathy in an AYUSH Hospital is covered up to Rs. 25,000 per policy year under Option 1 and up to the "
            "Sum Insured under Option 2 and Option 3."),
          P("<b>C.9 Organ Donor.</b> We cover the in-patient expenses of the donor for harvesting an organ donated to "
            "an Insured Person, up to the Sum Insured, where the recipient's claim is admissible and the donation "
            "complies with the Transplantation of Human Organs Act, 1994."),
          P("<b>C.10 Modern Treatments.</b> Uterine artery embolization and HIFU, balloon sinuplasty, deep brain "
            "stimulation, oral chemotherapy, immunotherapy (monoclonal antibody injections), intra vitreal "
            "injections, robotic surgeries, stereotactic radio surgeries, bronchial thermoplasty, vaporisation of the "
            "prostate, IONM and stem cell therapy for haematological conditions are covered as in-patient or day care "
            "treatment. Under Option 1 the total paid for these treatments is limited to 50% of the Sum Insured in a "
            "policy year; under Option 2 and Option 3 they are covered up to the Sum Insured."),
          P("<b>C.11 Women's Cancer Care.</b> If an Insured Person is diagnosed with cancer of the breast, cervix, "
            "uterus or ovary during the Policy Period, We will additionally pay for one second medical opinion from "
            "Our panel of oncologists, at no cost to You."),
          P("<b>C.12 Maternity.</b> We will pay Maternity expenses for the delivery of a child (normal or caesarean) "
            "or for lawful medical termination of pregnancy of the female Policyholder or the insured spouse, up to "
            "Rs. 30,000 (Option 1), Rs. 50,000 (Option 2) or Rs. 1,00,000 (Option 3) for each delivery, including "
            "pre-natal and post-natal expenses up to 30 days before and 60 days after delivery. This benefit "
            "becomes available after a waiting period of 24 months (Option 1 and Option 2) or 12 months (Option 3) "
            "of Continuous Coverage of the mother under this Policy, and is limited to two deliveries in the "
            "lifetime of the Policy. Ectopic pregnancy is covered under C.2 and is not subject to this waiting "
            "period."),
          P("<b>C.13 New Born Baby.</b> Where a maternity claim is admitted under C.12, the New Born Baby is covered "
            "from birth for Hospitalisation, up to the Sum Insured of the mother, until the next renewal, when the "
            "baby may be added as an Insured Person. Vaccinations in the first year of life are reimbursed up to "
            "Rs. 5,000."),
          P("<b>C.14 OPD Consultations.</b> Under Option 2 and Option 3 We will reimburse consultation fees of "
            "Medical Practitioners, prescribed diagnostics and pharmacy on an OPD basis up to Rs. 5,000 (Option 2) or "
            "Rs. 10,000 (Option 3) per policy year for the family. OPD treatment is not covered under Option 1. "
            "Unused OPD limits do not carry forward."),
          P("<b>C.15 Restore Benefit.</b> If the Sum Insured (including Cumulative Bonus) is exhausted wholly or "
            "partly by claims during a policy year, We will restore it once per year, up to 100% of the Sum Insured. "
            "The restored amount can be used for any later claim in that year, other than a claim for the same "
            "Illness for which the Sum Insured was used up in the same admission. Unused restored amounts lapse at "
            "the end of the policy year."),
          P("<b>C.16 Cumulative Bonus and Preventive Health Check-up</b> are described in Annexure III "
            "(Frequently Asked Questions), which forms part of this Policy.")]

    f += [P("Part D - Waiting Periods and Exclusions", "h1"),
          P("We will not pay for any claim arising out of, or related to, the following. The code printed against "
            "each exclusion is the IRDAI standard code."),
          P("<b>D.1 Pre-Existing Diseases - Code- Excl01</b>", "h2"),
          P("a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall "
            "be excluded until the expiry of 36 months of continuous coverage after the date of inception of the "
            "first policy with insurer. b) In case of enhancement of sum insured the exclusion shall apply afresh to "
            "the extent of sum insured increase. c) If the Insured Person is continuously covered without any break "
            "as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting "
            "period for the same would be reduced to the extent of prior coverage. d) Coverage under the policy after "
            "the expiry of 36 months for any pre-existing disease is subject to the same being declared at the time "
            "of application and accepted by Insurer.", "ind"),
          P("<b>D.2 Specified disease/procedure waiting period - Code- Excl02</b>", "h2"),
          P("a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded "
            "until the expiry of 24 months of continuous coverage after the date of inception of the first policy "
            "with us. This exclusion shall not be applicable for claims arising due to an accident. b) In case of "
            "enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase. "
            "c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing "
            "diseases, then the longer of the two waiting periods shall apply. d) The waiting period for listed "
            "conditions shall apply even if contracted after the policy or declared and accepted without a specific "
            "exclusion. e) If the Insured Person is continuously covered without any break as defined under the "
            "applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced "
            "to the extent of prior coverage.", "ind"),
          P("f) List of specific diseases/procedures: Cataract; Hysterectomy and myomectomy; Endometriosis; Uterine "
            "fibroids and ovarian cysts; Uterine prolapse; Benign breast lumps; Hernia of all types; Hydrocele; "
            "Gall bladder and kidney stones; Piles, fissure and fistula; Sinusitis and deviated nasal septum; "
            "Tonsillectomy and adenoidectomy; Varicose veins; Benign prostatic hypertrophy; Thyroid disorders "
            "(surgical treatment); Joint replacement unless following an Accident; Osteoarthritis; Prolapsed "
            "intervertebral disc unless following an Accident.", "ind"),
          P("<b>D.3 30-day waiting period - Code- Excl03</b>", "h2"),
          P("a) Expenses related to the treatment of any illness within 30 days from the first policy commencement "
            "date shall be excluded except claims arising due to an accident, provided the same are covered. b) This "
            "exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve "
            "months. c) The within referred waiting period is made applicable to the enhanced sum insured in the "
            "event of granting higher sum insured subsequently.", "ind"),
          P("<b>D.4 Standard exclusions</b>", "h2"),
          P("D.4.1 Investigation &amp; Evaluation - Code- Excl04: a) Expenses related to any admission primarily for "
            "diagnostics and evaluation purposes only are excluded. b) Any diagnostic expenses which are not related "
            "or not incidental to the current diagnosis and treatment are excluded.", "ind"),
          P("D.4.2 Rest Cure, rehabilitation and respite care - Code- Excl05: Expenses related to any admission "
            "primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care "
            "either at home or in a nursing facility for personal care such as help with activities of daily living "
            "such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. "
            "ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual "
            "needs.", "ind"),
          P("D.4.3 Obesity/ Weight Control - Code- Excl06: Expenses related to the surgical treatment of obesity that "
            "does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor "
            "2) The surgery/Procedure conducted should be supported by clinical protocols 3) The member has to be 18 "
            "years of age or older and 4) Body Mass Index (BMI); a) greater than or equal to 40 or b) greater than or "
            "equal to 35 in conjunction with any of the following severe co-morbidities following failure of less "
            "invasive methods of weight loss: i. Obesity-related cardiomyopathy ii. Coronary heart disease iii. "
            "Severe Sleep Apnea iv. Uncontrolled Type2 Diabetes", "ind"),
          P("D.4.4 Change-of-Gender treatments - Code- Excl07: Expenses related to any treatment, including surgical "
            "management, to change characteristics of the body to those of the opposite sex.", "ind"),
          P("D.4.5 Cosmetic or plastic Surgery - Code- Excl08: Expenses for cosmetic or plastic surgery or any "
            "treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as "
            "part of medically necessary treatment to remove a direct and immediate health risk to the insured. For "
            "this to be considered a medical necessity, it must be certified by the attending Medical Practitioner.",
            "ind"),
          P("D.4.6 Hazardous or Adventure sports - Code- Excl09: Expenses related to any treatment necessitated due to "
            "participation as a professional in hazardous or adventure sports, including but not limited to, "
            "para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand "
            "gliding, sky diving, deep-sea diving.", "ind"),
          P("D.4.7 Breach of law - Code- Excl10: Expenses for treatment directly arising from or consequent upon any "
            "Insured Person committing or attempting to commit a breach of law with criminal intent.", "ind"),
          P("D.4.8 Excluded Providers - Code- Excl11: Expenses incurred towards treatment in any hospital or by any "
            "Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its "
            "website / notified to the policyholders are not admissible. However, in case of life threatening "
            "situations or following an accident, expenses up to the stage of stabilization are payable but not the "
            "complete claim.", "ind"),
          P("D.4.9 Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences "
            "thereof. Code- Excl12", "ind"),
          P("D.4.10 Treatments received in heath hydros, nature cure clinics, spas or similar establishments or "
            "private beds registered as a nursing home attached to such establishments or where admission is arranged "
            "wholly or partly for domestic reasons. Code- Excl13", "ind"),
          P("D.4.11 Dietary supplements and substances that can be purchased without prescription, including but not "
            "limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part "
            "of hospitalization claim or day care procedure. Code- Excl14", "ind"),
          P("D.4.12 Refractive Error - Code- Excl15: Expenses related to the treatment for correction of eye sight due "
            "to refractive error less than 7.5 dioptres.", "ind"),
          P("D.4.13 Unproven Treatments - Code- Excl16: Expenses related to any unproven treatment, services and "
            "supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or "
            "supplies that lack significant medical documentation to support their effectiveness.", "ind"),
          P("D.4.14 Sterility and Infertility - Code- Excl17: Expenses related to sterility and infertility. This "
            "includes: (i) Any type of contraception, sterilization (ii) Assisted Reproduction services including "
            "artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI "
            "(iii) Gestational Surrogacy (iv) Reversal of sterilization", "ind"),
          P("<b>D.5 Other exclusions (Galaxy specific)</b>", "h2"),
          P("D.5.1 Domiciliary hospitalisation, that is treatment taken at home even where it would otherwise have "
            "required Hospitalisation, is not covered. D.5.2 Maternity expenses other than those payable under C.12, "
            "and any maternity claim within the maternity waiting period. D.5.3 Dental treatment unless requiring "
            "Hospitalisation following an Accident. D.5.4 Spectacles, contact lenses, hearing aids and walkers. "
            "D.5.5 War, nuclear, biological or chemical perils. D.5.6 Treatment outside India. D.5.7 Items of the "
            "IRDAI List I of non-payable items, which is available on Our website.", "ind")]

    f += [P("Part E - General Terms and Conditions", "h1"),
          P("<b>E.1 Disclosure of information.</b> The Policy shall be void and all premium paid thereon shall be "
            "forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any "
            "material fact."),
          P("<b>E.2 Free look period.</b> You have thirty days from the date You receive the Policy document to "
            "review it. If You do not agree with the terms, You may return it and We will refund the premium after "
            "deducting the premium for the days on cover and the cost of any medical tests, provided no claim has "
            "been made. The free look period does not apply at renewal."),
          P("<b>E.3 Premium payment and Grace Period.</b> You may pay the premium annually, half-yearly, quarterly or "
            "monthly. A Grace Period of 30 days is allowed for annual, half-yearly and quarterly payment and of 15 "
            "days where the premium is paid monthly. There is no cover for a claim arising during the Grace Period, "
            "but continuity benefits are protected."),
          P("<b>E.4 Renewal.</b> The Policy is renewable lifelong, except on grounds of fraud, misrepresentation or "
            "non-disclosure. We will not refuse renewal or load the premium because of claims made."),
          P("<b>E.5 Portability and migration.</b> You may port this Policy to another insurer or migrate to another "
            "of Our products at renewal, applying at least 15 days before the renewal date, and receive credit for "
            "the waiting periods already served, to the extent of the previous sum insured."),
          P("<b>E.6 Cancellation.</b> You may cancel the Policy at any time by written notice; We will refund premium "
            "for the unexpired period on a pro-rata basis where no claim has been paid. We may cancel only for "
            "established fraud, after 7 days notice."),
          P("<b>E.7 Moratorium.</b> After sixty continuous months of coverage, no claim shall be contested for "
            "non-disclosure or misrepresentation, except for established fraud."),
          P("<b>E.8 Claim settlement.</b> We will settle or reject a claim within 15 days of receiving the last "
            "necessary document and pay interest at 2% above the bank rate for any delay."),
          P("<b>E.9 Multiple policies.</b> You may choose the policy under which a claim is settled; the balance may "
            "be claimed from other policies."),
          P("<b>E.10 Fraud.</b> If any claim is fraudulent, or supported by a fraudulent document or statement, all "
            "benefits under this Policy and the premium paid shall be forfeited, and amounts already paid on that "
            "claim shall be repaid to Us."),
          P("<b>E.11 Nomination.</b> You must name a nominee at inception, and may change the nominee at any time by "
            "written request, which takes effect on endorsement of the Policy."),
          P("<b>E.12 Revision and withdrawal.</b> We may revise the premium or terms of this product, or withdraw "
            "it, only with the approval of IRDAI, after giving You at least 90 days notice; on withdrawal You may "
            "migrate to a similar product with credit for continuity."),
          P("<b>E.13 Territory.</b> Cover applies to treatment taken in India only, and claims are paid in Indian "
            "Rupees."),
          P("<b>E.14 Adding members.</b> A spouse may be added on marriage and a child after the first renewal "
            "following birth (or earlier under C.13), by paying the additional premium; waiting periods run from the "
            "date the member is added."),
          P("<b>E.15 Complete discharge.</b> Any payment to You, Your nominee or legal representative, or to the "
            "Hospital, is a full and final discharge of Our liability for that claim.")]

    f += [P("Part F - How to Claim", "h1"),
          P("<b>F.1 Tell Us early.</b> Call Our 24x7 helpline 1800-102-6677, write to claims@galaxyhealth.example or "
            "use the Galaxy app. For a planned admission, inform Us at least 72 hours before You are admitted. For an "
            "emergency admission, inform Us within 48 hours of admission or before discharge, whichever is earlier."),
          P("<b>F.2 Cashless.</b> At a network hospital, show Your Galaxy health card at the insurance desk. The "
            "hospital will send Us the pre-authorisation form; We will reply within one hour of receiving a complete "
            "request and approve the final bill within three hours of the discharge request."),
          P("<b>F.3 Reimbursement.</b> Send the claim form with the original discharge summary, final bill with "
            "break-up, payment receipts, investigation reports, prescriptions and pharmacy bills, and Your bank "
            "details within 30 days of discharge. Post-hospitalisation bills may be sent within 15 days after the "
            "post-hospitalisation period ends."),
          P("<b>F.4 Delays.</b> We will condone delays in intimation or submission where there is a good reason."),
          P("<b>F.5 Additional documents.</b> For accidents, the FIR or medico-legal certificate where one was "
            "made; for maternity, the discharge summary with the date of delivery and the birth certificate of the "
            "child; for OPD claims, the prescription and receipts; for cataract, the lens invoice."),
          P("<b>F.6 Where We pay.</b> Cashless claims are paid to the network hospital. Reimbursement claims are paid "
            "to the Policyholder's bank account by NEFT; if the Policyholder has died, to the nominee.")]

    f += [P("Part G - Grievances", "h1"),
          P("Write to Our Grievance Redressal Officer at grievance@galaxyhealth.example or call 1800-102-6677. If You "
            "are not satisfied with Our reply within 14 days, You may register a complaint on the Bima Bharosa portal "
            "of IRDAI or approach the Insurance Ombudsman under the Insurance Ombudsman Rules, 2017; the addresses "
            "are listed at www.cioins.co.in. Some of the Ombudsman offices are:"),
          P("MUMBAI - 3rd Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), Mumbai - 400 054.", "ind"),
          P("DELHI - 2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi - 110 002.", "ind"),
          P("BENGALURU - Jeevan Soudha Building, Ground Floor, 24th Main Road, JP Nagar 1st Phase, Bengaluru - "
            "560 078.", "ind"),
          P("KOLKATA - Hindustan Building Annexe, 7th Floor, 4, C.R. Avenue, Kolkata - 700 072.", "ind"),
          P("CHENNAI - Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai - 600 018.", "ind")]

    f += [PageBreak(), P("Annexure I - Sum Insured and Premium Modes", "h1"),
          P("The Sum Insured options per Option are as in C.1. Premium may be paid annually, half-yearly, quarterly or "
            "monthly; long-term policies of 2 and 3 years are available with the premium paid in advance."),
          P("Annexure II - Non-payable items", "h1"),
          P("The items in IRDAI List I (for example: baby food, beauty services, carry bags, laundry, telephone, "
            "attendant charges, walking aids, diapers, gloves, masks and registration charges) are not payable. Items "
            "in Lists II to IV (items subsumed into room charges, procedure charges or costs of treatment) are "
            "payable only as part of those charges."),
          P("Annexure III - Frequently Asked Questions", "h1"),
          P("This Annexure forms part of the Policy. Where it states a benefit, that benefit is part of Your cover.",
            "pl"),
          P("<b>Q1. Do I get a bonus if I do not claim?</b>"),
          P("Yes. For every policy year without a claim, We add a Cumulative Bonus of 10% of the base Sum Insured at "
            "renewal, up to a maximum of 100% of the base Sum Insured. If a claim is paid, the bonus already earned "
            "is not reduced; it simply does not increase that year.", "ind"),
          P("<b>Q2. Is there a free health check-up?</b>"),
          P("Yes. From the first renewal, every Insured Person aged 18 years or more can have one preventive health "
            "check-up each policy year at Our network diagnostic centres, whether or not a claim was made. The value "
            "is up to Rs. 1,500 per person under Option 1, Rs. 2,500 under Option 2 and Rs. 5,000 under Option 3, and "
            "for women it includes a mammogram (age 40 and above) and a Pap smear.", "ind"),
          P("<b>Q3. Will I have to pay a part of every claim myself?</b>"),
          P("No. There is no co-payment under any Option, whatever the age of the Insured Person. You pay only "
            "amounts that are above a limit in the Table of Benefits, non-payable items, or the proportionate "
            "deduction in C.2 if You choose a higher room.", "ind"),
          P("<b>Q4. My mother prefers treatment at home. Is that covered?</b>"),
          P("No. Domiciliary hospitalisation is excluded (D.5.1). Home treatment is paid only as OPD expenses, "
            "within the OPD limit of Option 2 or Option 3.", "ind"),
          P("<b>Q5. When does my maternity cover start?</b>"),
          P("After 24 months of Continuous Coverage under Option 1 and Option 2, and after 12 months under Option 3. "
            "The limit per delivery is Rs. 30,000, Rs. 50,000 or Rs. 1,00,000 respectively.", "ind"),
          P("<b>Q6. Can I upgrade my Option?</b>"),
          P("Yes, at renewal, subject to underwriting. The higher limits of the new Option are subject to fresh "
            "waiting periods under D.1 to D.3 and C.12 for the increase in cover.", "ind"),
          P("<b>Q7. How soon must I inform you in an emergency?</b>"),
          P("Within 48 hours of admission or before discharge, whichever is earlier (F.1).", "ind"),
          P("<b>Q8. Is there a limit on the room?</b>"),
          P("Yes, under Option 1 (Twin Sharing Room) and Option 2 (Single Private Room). Option 3 has no room limit. "
            "ICU charges are covered up to the Sum Insured under all Options.", "ind"),
          P("<b>Q9. Is an organ donor's hospital bill paid?</b>"),
          P("Yes, the in-patient expenses of the donor are paid up to the Sum Insured (C.9), but not the donor's "
            "pre or post hospitalisation expenses.", "ind"),
          P("<b>Q10. Is there a limit for cataract surgery?</b>"),
          P("No separate limit. Cataract is paid up to the Sum Insured after the 24 month waiting period in D.2.",
            "ind")]
    return f


def render(path):
    cm = make_canvas("DVSans", INSURER, PRODUCT + " | UIN: " + UIN, "Galaxy Shakti Family Health Policy - Policy Wording",
                     "Synthetic test wording \u2013 not an insurance product")
    build(path, flow(), cm, PRODUCT)
