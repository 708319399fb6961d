# -*- coding: utf-8 -*-
"""Wording B: ICICI Lombard General Insurance Company Limited - Family Care Floater Policy (numbered clauses)."""
from reportlab.lib.units import mm
from wording_a import DEFS, EXCL

INSURER = "ICICI Lombard General Insurance Company Limited"
PRODUCT = "Family Care Floater Policy"
UIN = "ICIHLIP25207V012425"
STEM = "ICICILombard_Family-Care-Floater_ICIHLIP25207V012425"


def header(c, page, n):
    c.saveState()
    c.setFont("DVSerif-B", 8.6)
    c.drawString(18 * mm, 288 * mm, "ICICI Lombard General Insurance Company Limited")
    c.setFont("DVSerif", 8.2)
    c.drawString(18 * mm, 284.4 * mm, "Family Care Floater Policy \u2013 Policy Wordings")
    c.drawRightString(192 * mm, 284.4 * mm, "UIN: ICIHLIP25207V012425")
    c.restoreState()


def footer(c, page, n):
    c.saveState()
    c.setFont("DVSerif", 6.6)
    c.drawString(18 * mm, 13 * mm, "ICICI Lombard General Insurance Company Limited, ICICI Lombard House, 414, Veer Savarkar Marg, "
                 "Prabhadevi, Mumbai - 400 025.")
    c.drawString(18 * mm, 9.8 * mm, "IRDAI Reg. No. 115 | CIN: L67200MH2000PLC129408 | Toll free: 1800 2666 | "
                 "customersupport@icicilombard.com")
    c.setFont("DVSerif", 8)
    c.drawRightString(192 * mm, 9.8 * mm, "Page %d of %d" % (page, n))
    if page == 1:
        c.setFont("DVSerif-I", 7)
        c.drawString(18 * mm, 6.2 * mm, "Synthetic test wording \u2013 not an insurance product")
    c.restoreState()


def P(t):
    return ("p", t)


def B(t, bullet="\u2022"):
    return ("b", t, bullet)


def BB(t, bullet="-"):
    return ("bb", t, bullet)


def H1(t):
    return ("h1", t)


def H2(t):
    return ("h2", t)


def elements():
    E = []
    E += [("title", "Family Care Floater Policy"),
          ("sub", "Policy Wordings &nbsp;&nbsp; UIN: ICIHLIP25207V012425"),
          H1("Section 1. Preamble"),
          P("This Policy is a contract of insurance issued by ICICI Lombard General Insurance Company Limited "
            "(hereinafter called the \"Company\", \"We\", \"Us\" or \"Our\") to the Policyholder named in the Schedule "
            "(hereinafter called \"You\" or \"Your\"). The Policy is issued on the basis of the Proposal and declarations "
            "made by You, which shall form the basis of this contract, and on payment of the full premium or the first "
            "instalment of it."),
          P("Subject to the terms, conditions, exclusions and limits of this Policy, the Company undertakes that if during "
            "the Policy Period any Insured Person shall contract any Illness or sustain any Injury which requires "
            "Hospitalisation or other treatment covered under Section 3, the Company will indemnify the Medical Expenses "
            "reasonably and necessarily incurred, up to the Floater Sum Insured and the limits set out in the Schedule of "
            "Benefits. The Floater Sum Insured is available for all Insured Persons together and represents Our maximum "
            "liability for all claims made during a Policy Year."),
          H2("1.1 Eligibility and Sum Insured"),
          P("The Policy may be taken on a family floater basis for the Policyholder, the legally wedded spouse, dependent "
            "children (from 91 days up to 25 years of age), and dependent parents and parents-in-law. The minimum entry "
            "age for adults is 18 years and the maximum entry age is 65 years; there is no exit age. A minimum of two and "
            "a maximum of eight members can be insured under one Policy."),
          P("The Floater Sum Insured may be selected from the following options: Rs. 3,00,000; Rs. 5,00,000; Rs. "
            "7,50,000; Rs. 10,00,000; Rs. 15,00,000; Rs. 20,00,000; Rs. 25,00,000 and Rs. 50,00,000. The selected Sum "
            "Insured is specified in the Schedule."),
          ]

    # -------- Section 2 definitions
    E += [H1("Section 2. Definitions"),
          P("The terms defined below have the meanings ascribed to them wherever they appear in this Policy. References "
            "to the singular include the plural and references to the male gender include the female."),
          H2("2.1 Standard Definitions"),
          ]
    n = 0
    for k, v in DEFS:
        if k in ("Reasonable and Customary Charges",):
            continue
        n += 1
        E.append(B("<b>%s</b> \u2013 %s" % (k, v.replace(" The Medical Practitioner should not be the Insured Person or a close family member.", "")), "2.1.%d" % n))
    E += [H2("2.2 Specific Definitions"),
          B("<b>Family Floater</b> means a Policy in which the Insured Persons named in the Schedule share a single Sum "
            "Insured, any claim by one of them reducing the amount available to all.", "2.2.1"),
          B("<b>Insured Person</b> means the person(s) named in the Schedule who are covered under this Policy.", "2.2.2"),
          B("<b>Policy Year</b> means a period of twelve months beginning with the start date of the Policy Period and "
            "ending on the day before the anniversary of that date.", "2.2.3"),
          B("<b>Schedule of Benefits</b> means the table in Section 3 which specifies the limits applicable to each "
            "benefit for each Sum Insured band.", "2.2.4"),
          B("<b>Restoration Sum Insured</b> means the amount reinstated under Clause 3.10.", "2.2.5"),
          ]

    # -------- Section 3 benefits
    E += [H1("Section 3. Benefits Covered"),
          P("All benefits below are available up to the Floater Sum Insured, and, where a lower limit is stated in a "
            "clause or in the Schedule of Benefits, up to that lower limit. A claim admitted under Clauses 3.2 to 3.9 "
            "is admissible only where the underlying in-patient claim (where one is required) is admissible."),
          H2("3.1 In-patient Hospitalisation"),
          P("We will pay for Medical Expenses incurred on Hospitalisation of an Insured Person for a minimum period of "
            "24 consecutive hours on the written advice of a Medical Practitioner, for the following:"),
          BB("Accommodation charges: room, boarding and nursing expenses as provided by the Hospital, up to the "
             "limit for the Sum Insured band specified in the Schedule of Benefits;", "a)"),
          BB("Intensive Care Unit expenses, which are payable up to the Sum Insured without any per-day limit;", "b)"),
          BB("fees of surgeon, anaesthetist, Medical Practitioner, consultants and specialists;", "c)"),
          BB("anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, "
             "diagnostic materials and X-ray, dialysis, chemotherapy, radiotherapy, cost of prosthetic and other "
             "devices or equipment implanted internally during a surgical procedure.", "d)"),
          P("<b>Proportionate deduction.</b> For Sum Insured of Rs. 3,00,000 and Rs. 5,00,000, room rent is payable "
            "up to 1 percent of the Sum Insured for each day of Hospitalisation. Where the Insured Person is admitted "
            "to a room whose rent per day exceeds this limit, the reimbursement of all associated medical expenses "
            "shall be effected in the same proportion as the admissible rate per day bears to the actual rate per day of "
            "room rent. Associated medical expenses do not include cost of pharmacy and consumables, cost of implants "
            "and medical devices, and cost of diagnostics. Proportionate deduction shall not apply in respect of "
            "Hospitals which do not follow differential billing based on room category, and does not apply to ICU "
            "charges."),
          P("For Sum Insured of Rs. 7,50,000 and Rs. 10,00,000 the eligible room category is a Single Private A/C "
            "Room. If a higher category is chosen, the associated medical expenses are payable in the proportion that "
            "the Hospital's published tariff for a Single Private A/C Room bears to the tariff of the room occupied. For "
            "Sum Insured of Rs. 15,00,000 and above there is no sub-limit on room rent."),
          H2("3.2 Pre-hospitalisation Medical Expenses"),
          P("We will cover Medical Expenses incurred up to 30 days immediately before the date of admission, for the "
            "same condition for which the Insured Person was subsequently hospitalised, provided the in-patient claim is "
            "admissible under Clause 3.1 or 3.3."),
          H2("3.3 Post-hospitalisation Medical Expenses"),
          P("We will cover Medical Expenses incurred up to 60 days immediately after discharge from the Hospital, for the "
            "same condition for which the Insured Person was hospitalised, provided the in-patient claim is admissible."),
          H2("3.4 Day Care Procedures"),
          P("We will pay the Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre, up to the "
            "Sum Insured. Treatment taken on an out-patient basis is not covered under this clause."),
          H2("3.5 Domiciliary Hospitalisation"),
          P("We will pay the Medical Expenses incurred on Domiciliary Hospitalisation of an Insured Person, for a period "
            "exceeding three consecutive days, up to 10% of the Sum Insured in a Policy Year, provided the condition of "
            "the patient or the non-availability of a hospital bed is certified by the treating Medical Practitioner. "
            "Pre- and post-hospitalisation expenses are not payable under this clause. This benefit does not cover "
            "asthma, bronchitis, chronic nephritis and nephrotic syndrome, diarrhoea and all types of dysenteries "
            "including gastroenteritis, diabetes mellitus and insipidus, epilepsy, hypertension, influenza, cough and "
            "cold, all psychiatric or psychosomatic disorders, pyrexia of unknown origin for less than 10 days, "
            "tonsillitis and upper respiratory tract infection including laryngitis and pharyngitis, arthritis, gout "
            "and rheumatism."),
          H2("3.6 Emergency Ambulance"),
          P("We will reimburse the expenses incurred on a road ambulance service offered by a Hospital or an ambulance "
            "service provider for transferring the Insured Person to the nearest Hospital in an emergency, or from one "
            "Hospital to another for better medical facilities, subject to a maximum of Rs 1,500 per hospitalisation "
            "and Rs 5,000 per policy year, provided the in-patient claim is admissible."),
          H2("3.7 AYUSH Treatment"),
          P("We will pay the Medical Expenses for in-patient care under Ayurveda, Yoga and Naturopathy, Unani, Siddha "
            "and Homeopathy systems of medicine taken in an AYUSH Hospital, up to 25% of the Sum Insured in a Policy "
            "Year."),
          H2("3.8 Donor Expenses"),
          P("We will cover the in-patient Medical Expenses incurred for harvesting the organ from the donor, where an "
            "Insured Person is the recipient of the organ, up to the Sum Insured, provided the organ donation is in "
            "accordance with the Transplantation of Human Organs Act, 1994 and the recipient's claim is admissible "
            "under Clause 3.1. Cost of the organ and the donor's pre- and post-hospitalisation expenses are not "
            "payable."),
          H2("3.9 Modern Treatment Methods and Advancement in Technologies"),
          P("The following procedures and treatments, when undergone as in-patient or as Day Care Treatment, are "
            "covered up to the limit stated against each of them below. The limit applies per Insured Person per "
            "Policy Year and forms part of, and is not in addition to, the Sum Insured:"),
          ]
    mt = [("a.", "Uterine Artery Embolization and HIFU (High intensity focused ultrasound)", "Rs. 1,00,000"),
          ("b.", "Balloon Sinuplasty", "Rs. 50,000"),
          ("c.", "Deep Brain Stimulation", "50% of Sum Insured"),
          ("d.", "Oral Chemotherapy", "50% of Sum Insured"),
          ("e.", "Immunotherapy \u2013 Monoclonal Antibody to be given as injection", "50% of Sum Insured"),
          ("f.", "Intra Vitreal injections", "Rs. 75,000"),
          ("g.", "Robotic surgeries", "50% of Sum Insured"),
          ("h.", "Stereotactic radio surgeries", "50% of Sum Insured"),
          ("i.", "Bronchial Thermoplasty", "Rs. 1,50,000"),
          ("j.", "Vaporisation of the prostrate (Green laser treatment or holmium laser treatment)", "Rs. 75,000"),
          ("k.", "IONM \u2013 (Intra Operative Neuro Monitoring)", "Rs. 40,000"),
          ("l.", "Stem cell therapy: Hematopoietic stem cells for bone marrow transplant for haematological conditions", "50% of Sum Insured")]
    for b, name, lim in mt:
        E.append(BB("%s \u2013 up to %s" % (name, lim), b))
    E += [H2("3.10 Restoration of Sum Insured"),
          P("If the Floater Sum Insured and the Cumulative Bonus are insufficient due to claims paid or admitted in a "
            "Policy Year, We will restore 100% of the Sum Insured, once in a Policy Year. The restored Sum Insured can "
            "be used for all subsequent claims in that Policy Year by any Insured Person, but not for an illness for "
            "which a claim has already been admitted in that Policy Year. A single claim cannot exceed the Sum Insured "
            "plus Cumulative Bonus, and any unutilised restored amount shall not be carried forward."),
          H2("3.11 Cumulative Bonus"),
          P("For every claim-free Policy Year, the Sum Insured shall be increased by 10% of the expiring base Sum Insured "
            "on renewal, subject to a maximum accumulation of 50% of the base Sum Insured. If a claim is made in a Policy "
            "Year, the Cumulative Bonus accrued will be reduced by 10% of the base Sum Insured at the next renewal, but "
            "the base Sum Insured will never be reduced."),
          H2("3.12 Preventive Health Check-up"),
          P("On renewal with Us, the Insured Persons aged 18 years and above may avail a health check-up once in each "
            "Policy Year at Our network diagnostic centres, up to Rs. 2,000 per Policy for Sum Insured of Rs. 7,50,000 "
            "and Rs. 10,00,000, and up to Rs. 5,000 per Policy for Sum Insured of Rs. 15,00,000 and above. The benefit "
            "is not available for Sum Insured below Rs. 7,50,000 and cannot be carried forward."),
          H2("3.13 Cataract"),
          P("Cataract surgery is covered after the waiting period in Clause 4.1.2, up to Rs. 40,000 per eye or 25% of "
            "Sum Insured, whichever is lower, for each eye in a Policy Year."),
          H2("3.14 Co-payment"),
          P("Every admissible claim in respect of an Insured Person whose age at first entry into the Policy was 61 "
            "years or above shall be subject to a co-payment of 20% of the admissible claim amount, which shall be "
            "borne by the Insured Person. No co-payment applies to any other Insured Person."),
          H2("Schedule of Benefits"),
          P("The limits below are per Policy Year unless stated otherwise. \"SI\" means the Floater Sum Insured."),
          ]
    rows = [["Benefit", "SI Rs. 3 lakh / 5 lakh", "SI Rs. 7.5 lakh / 10 lakh", "SI Rs. 15 lakh to 50 lakh"],
            ["Room rent per day", "1% of SI per day", "Single Private A/C Room", "No sub-limit"],
            ["ICU charges", "Up to SI", "Up to SI", "Up to SI"],
            ["Pre / post-hospitalisation", "30 days / 60 days", "30 days / 60 days", "30 days / 60 days"],
            ["Day care procedures", "Up to SI", "Up to SI", "Up to SI"],
            ["Domiciliary hospitalisation", "10% of SI", "10% of SI", "10% of SI"],
            ["Emergency ambulance", "Rs 1,500 per hosp.", "Rs 1,500 per hosp.", "Rs 1,500 per hosp."],
            ["", "max Rs 5,000 per year", "max Rs 5,000 per year", "max Rs 5,000 per year"],
            ["AYUSH in-patient", "25% of SI", "25% of SI", "25% of SI"],
            ["Donor expenses", "Up to SI", "Up to SI", "Up to SI"],
            ["Cataract (per eye)", "Rs 40,000 or 25% of SI,", "Rs 40,000 or 25% of SI,", "Rs 40,000 or 25% of SI,"],
            ["", "whichever is lower", "whichever is lower", "whichever is lower"],
            ["Modern treatments", "As per Clause 3.9", "As per Clause 3.9", "As per Clause 3.9"],
            ["Restoration", "100% of SI, once", "100% of SI, once", "100% of SI, once"],
            ["Cumulative Bonus", "10% p.a., max 50%", "10% p.a., max 50%", "10% p.a., max 50%"],
            ["Health check-up", "Not available", "Rs 2,000 per policy", "Rs 5,000 per policy"],
            ["Maternity", "Not covered", "Not covered", "Not covered"],
            ["Co-payment", "20% if entry age 61+", "20% if entry age 61+", "20% if entry age 61+"]]
    E.append(("table", rows, [50, 40, 44, 40], False))

    # -------- Section 4 exclusions
    E += [H1("Section 4. Exclusions"),
          P("The Company shall not be liable to make any payment under this Policy in respect of any expenses "
            "whatsoever incurred by any Insured Person in connection with or in respect of the following:"),
          H2("4.1 Waiting Periods"),
          P("<b>4.1.1 Pre-Existing Diseases (Code- Excl01)</b>"),
          P("a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be "
            "excluded until the expiry of 24 months of continuous coverage after the date of inception of the first "
            "policy with insurer. b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent "
            "of sum insured increase. c) If the Insured Person is continuously covered without any break as defined "
            "under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the "
            "same would be reduced to the extent of prior coverage. d) Coverage under the policy after the expiry of 24 "
            "months for any pre-existing disease is subject to the same being declared at the time of application and "
            "accepted by Insurer."),
          P("<b>4.1.2 Specified disease/procedure waiting period (Code- Excl02)</b>"),
          P("a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until "
            "the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. "
            "This exclusion shall not be applicable for claims arising due to an accident. b) In case of enhancement of "
            "sum insured the exclusion shall apply afresh to the extent of sum insured increase. c) If any of the "
            "specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the "
            "longer of the two waiting periods shall apply. d) The waiting period for listed conditions shall apply "
            "even if contracted after the policy or declared and accepted without a specific exclusion. e) If the "
            "Insured Person is continuously covered without any break as defined under the applicable norms on "
            "portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior "
            "coverage. f) List of specific diseases/procedures:"),
          BB("Benign ENT disorders, tonsillectomy, adenoidectomy, mastoidectomy, tympanoplasty, nasal septum and "
             "sinus surgery;", "i."),
          BB("Cataract and age related eye ailments;", "ii."),
          BB("Hernia of all types, hydrocele, haemorrhoids, fissure and fistula;", "iii."),
          BB("Gastric and duodenal ulcers, cholelithiasis and cholecystectomy;", "iv."),
          BB("Calculus diseases of the urogenital system, benign enlargement of prostate;", "v."),
          BB("Non-infective arthritis, gout, joint replacement surgery unless arising from an Accident, surgery for "
             "prolapsed intervertebral disc unless arising from an Accident;", "vi."),
          BB("Hysterectomy, fibromyoma, myomectomy, ovarian cysts, endometriosis;", "vii."),
          BB("Varicose veins and varicose ulcers, skin tumours, benign breast lumps.", "viii."),
          P("<b>4.1.3 30-day waiting period (Code- Excl03)</b>"),
          P("a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date "
            "shall be excluded except claims arising due to an accident, provided the same are covered. b) This "
            "exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve "
            "months. c) The within referred waiting period is made applicable to the enhanced sum insured in the event "
            "of granting higher sum insured subsequently."),
          H2("4.2 Standard Permanent Exclusions"),
          ]
    for i, (k, v) in enumerate(EXCL, 1):
        name, code = k.split(" \u2013 ")
        E.append(B("<b>%s (%s):</b> %s" % (name, code, v), "4.2.%d" % i))
    E += [H2("4.3 Specific Exclusions"),
          B("Expenses for any item listed in Annexure A (List I of items not payable) unless it forms part of a "
            "procedure or package charge.", "4.3.1"),
          B("Dental treatment or surgery of any kind unless necessitated by an Accident and requiring Hospitalisation.", "4.3.2"),
          B("Spectacles, contact lenses, hearing aids, cochlear implants, walkers, crutches and wheelchairs.", "4.3.3"),
          B("Treatment of any External Congenital Anomaly.", "4.3.4"),
          B("Intentional self-inflicted Injury, attempted suicide, war, nuclear perils, and treatment received outside "
            "India.", "4.3.5"),
          B("Out-patient treatment, except as specifically covered under Clauses 3.2, 3.3 and 3.5.", "4.3.6"),
          B("New born baby expenses and vaccination, unless medically necessary following an animal bite.", "4.3.7"),
          ]

    # -------- Section 5 general terms
    E += [H1("Section 5. General Terms and Clauses")]
    gt = [
        ("Disclosure of Information", "The policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the policyholder."),
        ("Condition Precedent to Admission of Liability", "The terms and conditions of the policy must be fulfilled by the insured person for the Company to make any payment for claim(s) arising under the policy."),
        ("Material Change", "The Insured Person shall notify the Company in writing of any material change in the risk in relation to the declaration made in the proposal form at the time of renewal."),
        ("Records to be maintained", "The insured person shall keep an accurate record containing all relevant medical records and shall allow the Company or its representatives to inspect such records. The Policyholder or insured person shall furnish such information as the Company may require for settlement of any claim under the policy, within reasonable time limit."),
        ("Complete Discharge", "Any payment to the policyholder, insured person or his/her nominees or his/her legal representative or assignee or to the Hospital, as the case may be, for any benefit under the policy shall be a valid discharge towards payment of claim by the Company to the extent of that amount for the particular claim."),
        ("Multiple Policies", "In case of multiple policies taken by an insured person during a period from one or more insurers to indemnify treatment costs, the insured person shall have the right to require a settlement of his/her claim in terms of any of his/her policies. Where the amount to be claimed exceeds the sum insured under a single policy, the insured person shall have the right to choose insurer from whom he/she wants to claim the balance amount."),
        ("Fraud", "If any claim made by the insured person, is in any respect fraudulent, or if any false statement, or declaration is made or used in support thereof, or if any fraudulent means or devices are used by the insured person or anyone acting on his/her behalf to obtain any benefit under this policy, all benefits under this policy and the premium paid shall be forfeited."),
        ("Cancellation", "The policyholder may cancel this policy by giving 7 days' written notice and in such an event, the Company shall refund premium for the unexpired policy period on pro-rata basis, provided no claim has been made. The Company may cancel the policy at any time on grounds of misrepresentation, non-disclosure of material facts or fraud by the insured person by giving 15 days' written notice. There would be no refund of premium on cancellation on grounds of misrepresentation, non-disclosure of material facts or fraud."),
        ("Free Look Period", "The Free Look Period shall be applicable on new individual health insurance policies and not on renewals or at the time of porting/migrating the policy. The insured person shall be allowed free look period of fifteen days from date of receipt of the policy document to review the terms and conditions of the policy, and to return the same if not acceptable. If the insured has not made any claim during the Free Look Period, the insured shall be entitled to refund of the premium paid less any expenses incurred by the Company on medical examination of the insured person and the stamp duty charges, and a deduction towards the proportionate risk premium for period of cover."),
        ("Renewal of Policy", "The policy shall ordinarily be renewable except on grounds of fraud, misrepresentation by the insured person. The Company shall endeavour to give notice for renewal; however, the Company is not under obligation to give any notice for renewal. Renewal shall not be denied on the ground that the insured person had made a claim or claims in the preceding policy years. Request for renewal along with requisite premium shall be received by the Company before the end of the policy period. At the end of the policy period, the policy shall terminate and can be renewed within the Grace Period of 30 days to maintain continuity of benefits without break in policy. Coverage is not available during the grace period."),
        ("Portability", "The insured person will have the option to port the policy to other insurers by applying to such insurer to port the entire policy along with all the members of the family, if any, at least 15 days before, but not earlier than 60 days from the policy renewal date as per IRDAI guidelines related to portability. If such person is presently covered and has been continuously covered without any lapses under any health insurance policy with an Indian General/Health insurer, the proposed insured person will get the accrued continuity benefits in waiting periods as per IRDAI guidelines on portability."),
        ("Migration", "The insured person will have the option to migrate the policy to other health insurance products/plans offered by the company by applying for migration of the policy at least 30 days before the policy renewal date as per IRDAI guidelines on Migration."),
        ("Moratorium Period", "After completion of sixty continuous months of coverage (including portability and migration) in health insurance policy, no policy and claim shall be contestable by the insurer on grounds of non-disclosure, misrepresentation, except on grounds of established fraud."),
        ("Premium Payment in Instalments", "If the insured person has opted for payment of premium on an instalment basis i.e. half yearly, quarterly or monthly, as mentioned in the policy Schedule, the instalment shall be paid on the due date. No interest will be charged if the instalment premium is not paid on due date. In case of instalment premium due not received within the due date, the policy will get cancelled."),
        ("Possibility of Revision of Terms of the Policy including the Premium Rates", "The Company, with prior approval of IRDAI, may revise or modify the terms of the policy including the premium rates. The insured person shall be notified three months before the changes are effected."),
        ("Withdrawal of Policy", "In the likelihood of this product being withdrawn in future, the Company will intimate the insured person about the same 90 days prior to expiry of the policy."),
        ("Nomination", "The policyholder is required at the inception of the policy to make a nomination for the purpose of payment of claims under the policy in the event of death of the policyholder."),
    ]
    for i, (k, v) in enumerate(gt, 1):
        E.append(B("<b>%s.</b> %s" % (k, v), "5.%d" % i))

    # -------- Section 6 claims
    E += [H1("Section 6. Claim Procedure"),
          H2("6.1 Notification of Claim"),
          P("Notice of claim with particulars relating to the Policy number, name of the Insured Person in respect of whom "
            "the claim is made, nature of Illness or Injury and name and address of the attending Medical Practitioner or "
            "Hospital should be given to Us or Our TPA:"),
          BB("within 24 hours of admission in case of an emergency Hospitalisation;", "(i)"),
          BB("at least 48 hours prior to admission in case of a planned Hospitalisation.", "(ii)"),
          H2("6.2 Cashless Claims"),
          P("Cashless facility is available only at Network Providers. The Insured Person should present the ICICI "
            "Lombard health card and a photo identity proof at the Hospital. The Network Provider will send the "
            "pre-authorisation request to Us. We shall decide on the request within one hour and, on receipt of the "
            "discharge authorisation request, within three hours. Denial of pre-authorisation does not mean denial of "
            "treatment or of the claim; the Insured Person may seek reimbursement under Clause 6.3."),
          H2("6.3 Reimbursement Claims"),
          P("The following documents should be submitted within 30 days of discharge from the Hospital: duly filled and "
            "signed claim form; original discharge summary; original final bill with detailed break-up and payment "
            "receipt; original investigation reports with prescriptions; pharmacy bills with prescriptions; FIR or "
            "medico-legal certificate in case of an accident; and NEFT details with a cancelled cheque. Documents for "
            "post-hospitalisation expenses should be submitted within 15 days of completion of the post-hospitalisation "
            "period. Delay in submission may be condoned where the reasons are beyond the control of the Insured Person."),
          H2("6.4 Settlement of Claims"),
          P("The Company shall settle or reject a claim within 15 days from the date of receipt of the last necessary "
            "document. In the case of delay in the payment of a claim, the Company shall be liable to pay interest to the "
            "policyholder from the date of receipt of last necessary document to the date of payment of claim at a rate "
            "2% above the bank rate. Where an investigation is warranted, it shall be completed within 30 days and the "
            "claim settled within 45 days of the receipt of the last necessary document."),
          H2("6.5 Payment of Claims"),
          P("All claims under this Policy shall be payable in Indian currency (INR) only. Claims will be paid to the "
            "Policyholder or, in case of the Policyholder's death, to the nominee or legal heir, or directly to the "
            "Network Provider under cashless."),
          ]

    # -------- Section 7 grievance
    E += [H1("Section 7. Grievance Redressal Procedure"),
          P("In case of any grievance, the Insured Person may contact the Company through: the website "
            "www.icicilombard.com; toll free number 1800 2666; e-mail customersupport@icicilombard.com; or by writing to "
            "the Customer Service Department, ICICI Lombard General Insurance Company Limited, ICICI Lombard House, 414, "
            "Veer Savarkar Marg, Prabhadevi, Mumbai - 400 025. Senior citizens may write to "
            "seniorcitizen@icicilombard.com."),
          P("If the response is not satisfactory, the grievance may be escalated to the Grievance Redressal Officer at "
            "grievance@icicilombard.com. The Company will resolve the grievance within 14 days of receipt. If the "
            "Insured Person is not satisfied, he or she may approach the Insurance Ombudsman under the Insurance "
            "Ombudsman Rules, 2017, or register the grievance on the Bima Bharosa portal (bimabharosa.irdai.gov.in). "
            "The contact details of the Ombudsman offices are given in Annexure B."),
          ("pb",),
          H1("Annexure A \u2013 List I: Items for which coverage is not available in the Policy"),
          ]
    items = ["Baby food", "Baby utilities charges", "Beauty services", "Belts / braces", "Buds", "Cold pack / hot pack",
             "Carry bags", "Email / internet charges", "Food charges (other than patient's diet provided by hospital)",
             "Leggings", "Laundry charges", "Mineral water", "Sanitary pad", "Telephone charges", "Guest services",
             "Crepe bandage", "Diaper of any type", "Eyelet collar", "Slings",
             "Blood grouping and cross matching of donors samples", "Service charges where nursing charge also charged",
             "Television charges", "Surcharges", "Attendant charges",
             "Extra diet of patient (other than that which forms part of bed charge)", "Birth certificate",
             "Certificate charges", "Courier charges", "Conveyance charges", "Medical certificate", "Medical records",
             "Photocopies charges", "Mortuary charges", "Walking aids charges",
             "Oxygen cylinder (for usage outside the hospital)", "Spacer", "Spirometre", "Nebulizer kit",
             "Steam inhaler", "Armsling", "Thermometer", "Cervical collar", "Splint", "Diabetic foot wear",
             "Knee braces (long / short / hinged)", "Knee immobilizer / shoulder immobilizer", "Lumbo sacral belt",
             "Nimbus bed or water or air bed charges", "Ambulance collar", "Ambulance equipment", "Abdominal binder",
             "Private nurses charges - special nursing charges", "Sugar free tablets",
             "Creams powders lotions (toiletries are not payable, only prescribed medical pharmaceuticals payable)",
             "ECG electrodes", "Gloves", "Nebulisation kit", "Any kit with no details mentioned", "Kidney tray",
             "Mask", "Ounce glass", "Oxygen mask", "Pelvic traction belt", "Pan can", "Trolly cover",
             "Urometer, urine jug", "Vasofix safety"]
    for i, it in enumerate(items, 1):
        E.append(("b", it, "%d." % i))
    E += [H1("Annexure B \u2013 Insurance Ombudsman"),
          P("Office of the Executive Council of Insurers, 3rd Floor, Jeevan Seva Annexe, S.V. Road, Santacruz (W), "
            "Mumbai - 400 054. Website: www.cioins.co.in. The Ombudsman office having jurisdiction over the place of "
            "residence of the complainant, or the branch of the Company that issued the Policy, may be approached within "
            "one year of the Company's final reply or rejection. Selected offices:"),
          ]
    om = [("Ahmedabad", "Jeevan Prakash Building, 6th floor, Tilak Marg, Relief Road, Ahmedabad - 380 001", "Gujarat, Dadra and Nagar Haveli, Daman and Diu"),
          ("Bengaluru", "Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, 19/19, 24th Main Road, JP Nagar, Ist Phase, Bengaluru - 560 078", "Karnataka"),
          ("Bhopal", "Janak Vihar Complex, 2nd Floor, 6, Malviya Nagar, Opp. Airtel Office, Near New Market, Bhopal - 462 003", "Madhya Pradesh, Chhattisgarh"),
          ("Chennai", "Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai - 600 018", "Tamil Nadu, Puducherry Town and Karaikal"),
          ("Hyderabad", "6-2-46, 1st floor, \"Moin Court\", Lane Opp. Saleem Function Palace, A. C. Guards, Lakdi-Ka-Pool, Hyderabad - 500 004", "Andhra Pradesh, Telangana, Yanam"),
          ("Mumbai", "3rd Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), Mumbai - 400 054", "Mumbai Metropolitan Region excluding Navi Mumbai and Thane"),
          ("New Delhi", "Bhagwan Sahai Palace, 4th Floor, Main Road, Naraina Village, Ring Road, New Delhi - 110 028", "Delhi, Rajasthan")]
    for city, addr, jur in om:
        E.append(B("<b>%s:</b> %s. Jurisdiction: %s." % (city, addr, jur)))
    return E
