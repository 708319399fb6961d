# -*- coding: utf-8 -*-
"""Wording A: Go Digit General Insurance Limited - Digit Health Secure Policy (plain-language Q&A style)."""
from reportlab.lib.units import mm

INSURER = "Go Digit General Insurance Limited"
PRODUCT = "Digit Health Secure Policy"
UIN = "GODHLIP25118V012425"
STEM = "GoDigit_Health-Secure_GODHLIP25118V012425"


DEFS = [
    ("Accident", "An accident means sudden, unforeseen and involuntary event caused by external, visible and violent means."),
    ("Any one illness", "Any one illness means continuous period of illness and includes relapse within 45 days from the date of last consultation with the Hospital/Nursing Home where treatment was taken."),
    ("AYUSH Hospital", "An AYUSH Hospital is a healthcare facility wherein medical/surgical/para-surgical treatment procedures and interventions are carried out by AYUSH Medical Practitioner(s) comprising of any of the following: a) Central or State Government AYUSH Hospital; or b) Teaching hospital attached to AYUSH College recognized by the Central Government/Central Council of Indian Medicine/Central Council for Homeopathy; or c) AYUSH Hospital, standalone or co-located with in-patient healthcare facility of any recognized system of medicine, registered with the local authorities, wherever applicable."),
    ("Cashless facility", "Cashless facility means a facility extended by the insurer to the insured where the payments, of the costs of treatment undergone by the insured in accordance with the policy terms and conditions, are directly made to the network provider by the insurer to the extent pre-authorization is approved."),
    ("Condition Precedent", "Condition Precedent means a policy term or condition upon which the Insurer's liability under the policy is conditional upon."),
    ("Congenital Anomaly", "Congenital Anomaly means a condition which is present since birth, and which is abnormal with reference to form, structure or position. a) Internal Congenital Anomaly: Congenital anomaly which is not in the visible and accessible parts of the body. b) External Congenital Anomaly: Congenital anomaly which is in the visible and accessible parts of the body."),
    ("Co-Payment", "Co-payment means a cost sharing requirement under a health insurance policy that provides that the policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does not reduce the Sum Insured."),
    ("Cumulative Bonus", "Cumulative Bonus means any increase or addition in the Sum Insured granted by the insurer without an associated increase in premium."),
    ("Day Care Centre", "A day care centre means any institution established for day care treatment of illness and/or injuries or a medical setup with a hospital and which has been registered with the local authorities, wherever applicable, and is under supervision of a registered and qualified medical practitioner AND must comply with all minimum criteria as under: i) has qualified nursing staff under its employment; ii) has qualified medical practitioner/s in charge; iii) has fully equipped operation theatre of its own where surgical procedures are carried out; iv) maintains daily records of patients and will make these accessible to the insurance company's authorized personnel."),
    ("Day Care Treatment", "Day care treatment means medical treatment, and/or surgical procedure which is: i. undertaken under General or Local Anaesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, and ii. which would have otherwise required hospitalization of more than 24 hours. Treatment normally taken on an out-patient basis is not included in the scope of this definition."),
    ("Domiciliary Hospitalization", "Domiciliary hospitalization means medical treatment for an illness/disease/injury which in the normal course would require care and treatment at a hospital but is actually taken while confined at home under any of the following circumstances: i) the condition of the patient is such that he/she is not in a condition to be removed to a hospital, or ii) the patient takes treatment at home on account of non-availability of room in a hospital."),
    ("Emergency Care", "Emergency care means management for an illness or injury which results in symptoms which occur suddenly and unexpectedly, and requires immediate care by a medical practitioner to prevent death or serious long term impairment of the insured person's health."),
    ("Grace Period", "Grace period means the specified period of time immediately following the premium due date during which a payment can be made to renew or continue a policy in force without loss of continuity benefits such as waiting periods and coverage of pre-existing diseases. Coverage is not available for the period for which no premium is received."),
    ("Hospital", "A hospital means any institution established for in-patient care and day care treatment of illness and/or injuries and which has been registered as a hospital with the local authorities under Clinical Establishments (Registration and Regulation) Act 2010 or under enactments specified under the Schedule of Section 56(1) of the said act Or complies with all minimum criteria as under: i) has qualified nursing staff under its employment round the clock; ii) has at least 10 in-patient beds in towns having a population of less than 10,00,000 and at least 15 in-patient beds in all other places; iii) has qualified medical practitioner(s) in charge round the clock; iv) has a fully equipped operation theatre of its own where surgical procedures are carried out; v) maintains daily records of patients and makes these accessible to the insurance company's authorized personnel."),
    ("Hospitalization", "Hospitalization means admission in a Hospital for a minimum period of 24 consecutive 'In-patient Care' hours except for specified procedures/treatments, where such admission could be for a period of less than 24 consecutive hours."),
    ("Intensive Care Unit", "Intensive care unit means an identified section, ward or wing of a hospital which is under the constant supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous monitoring and treatment of patients who are in a critical condition, or require life support facilities and where the level of care and supervision is considerably more sophisticated and intensive than in the ordinary and other wards."),
    ("ICU Charges", "ICU (Intensive Care Unit) Charges means the amount charged by a Hospital towards ICU expenses which shall include the expenses for ICU bed, general medical support services provided to any ICU patient including monitoring devices, critical care nursing and intensivist charges."),
    ("Medical Expenses", "Medical Expenses means those expenses that an Insured Person has necessarily and actually incurred for medical treatment on account of Illness or Accident on the advice of a Medical Practitioner, as long as these are no more than would have been payable if the Insured Person had not been insured and no more than other hospitals or doctors in the same locality would have charged for the same medical treatment."),
    ("Medical Practitioner", "Medical Practitioner means a person who holds a valid registration from the Medical Council of any State or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of India or a State Government and is thereby entitled to practice medicine within its jurisdiction; and is acting within its scope and jurisdiction of license. The Medical Practitioner should not be the Insured Person or a close family member."),
    ("Network Provider", "Network Provider means hospitals or health care providers enlisted by an insurer, TPA or jointly by an Insurer and TPA to provide medical services to an insured by a cashless facility."),
    ("Pre-Existing Disease", "Pre-existing disease means any condition, ailment, injury or disease: a) that is/are diagnosed by a physician not more than 36 months prior to the date of commencement of the policy issued by the insurer; or b) for which medical advice or treatment was recommended by, or received from, a physician, not more than 36 months prior to the date of commencement of the policy."),
    ("Portability", "Portability means a facility provided to the health insurance policyholders (including all members under family cover), to transfer the credits gained for pre-existing diseases and specific waiting periods from one insurer to another insurer."),
    ("Reasonable and Customary Charges", "Reasonable and Customary charges means the charges for services or supplies, which are the standard charges for the specific provider and consistent with the prevailing charges in the geographical area for identical or similar services, taking into account the nature of the illness/injury involved."),
    ("Room Rent", "Room Rent means the amount charged by a Hospital towards Room and Boarding expenses and shall include the associated medical expenses."),
    ("Unproven/Experimental Treatment", "Unproven/Experimental treatment means the treatment including drug experimental therapy which is not based on established medical practice in India, is treatment experimental or unproven."),
]

EXCL = [
    ("Investigation and Evaluation \u2013 Code- Excl04", "a) Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded. b) Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded."),
    ("Rest Cure, rehabilitation and respite care \u2013 Code- Excl05", "a) Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care either at home or in a nursing facility for personal care such as help with activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual needs."),
    ("Obesity/ Weight Control \u2013 Code- Excl06", "Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor; 2) The surgery/Procedure conducted should be supported by clinical protocols; 3) The member has to be 18 years of age or older; and 4) Body Mass Index (BMI): a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the following severe co-morbidities following failure of less invasive methods of weight loss: i. Obesity-related cardiomyopathy; ii. Coronary heart disease; iii. Severe Sleep Apnea; iv. Uncontrolled Type2 Diabetes."),
    ("Change-of-Gender treatments \u2013 Code- Excl07", "Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex."),
    ("Cosmetic or plastic Surgery \u2013 Code- Excl08", "Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner."),
    ("Hazardous or Adventure sports \u2013 Code- Excl09", "Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving."),
    ("Breach of law \u2013 Code- Excl10", "Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent."),
    ("Excluded Providers \u2013 Code- Excl11", "Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not admissible. However, in case of life threatening situations or following an accident, expenses up to the stage of stabilization are payable but not the complete claim."),
    ("Alcoholism and substance abuse \u2013 Code- Excl12", "Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof."),
    ("Health hydros and spas \u2013 Code- Excl13", "Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons."),
    ("Dietary supplements \u2013 Code- Excl14", "Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure."),
    ("Refractive Error \u2013 Code- Excl15", "Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres."),
    ("Unproven Treatments \u2013 Code- Excl16", "Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness."),
    ("Sterility and Infertility \u2013 Code- Excl17", "Expenses related to sterility and infertility. This includes: (i) Any type of contraception, sterilization; (ii) Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI; (iii) Gestational Surrogacy; (iv) Reversal of sterilization."),
    ("Maternity \u2013 Code- Excl18", "i. Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy; ii. Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period."),
]


def header(c, page, n):
    c.saveState()
    c.setFont("DVSans-B", 8.5)
    c.drawString(18 * mm, 287 * mm, INSURER)
    c.setFont("DVSans", 8.5)
    c.drawRightString(192 * mm, 287 * mm, PRODUCT + "  |  UIN: " + UIN)
    c.setLineWidth(0.5)
    c.line(18 * mm, 285 * mm, 192 * mm, 285 * mm)
    c.restoreState()


def footer(c, page, n):
    c.saveState()
    c.setLineWidth(0.5)
    c.line(18 * mm, 17 * mm, 192 * mm, 17 * mm)
    c.setFont("DVSans", 6.6)
    c.drawString(18 * mm, 13 * mm, "Go Digit General Insurance Limited | IRDAI Reg. No. 158 | Regd. Office: Ananta One (AR One), "
                 "Pride Hotel Lane, Narveer Tanaji Wadi, Pune - 411005")
    c.drawString(18 * mm, 9.5 * mm, "Customer support: 1800-258-4242 | hello@godigit.com | Digit Health Secure Policy - Policy Wording")
    c.setFont("DVSans-B", 7.6)
    c.drawRightString(192 * mm, 9.5 * mm, "Page %d of %d" % (page, n))
    if page == 1:
        c.setFont("DVSans-I", 7.2)
        c.drawString(18 * mm, 6 * mm, "Synthetic test wording \u2013 not an insurance product")
    c.restoreState()


def P(t):
    return ("p", t)


def B(t, bullet="\u2022"):
    return ("b", t, bullet)


def H1(t):
    return ("h1", t)


def H2(t):
    return ("h2", t)


def elements():
    E = []
    E += [("title", "Digit Health Secure Policy"),
          ("sub", "Policy Wording &nbsp;|&nbsp; UIN: GODHLIP25118V012425 &nbsp;|&nbsp; Individual and Family Floater"),
          H1("Before you begin \u2013 why should you read this?"),
          P("Hi! This document is your policy wording. It tells you what we pay for, what we don't, and what you and we "
            "need to do when you need treatment. We've written it as the questions our customers usually ask us, with "
            "straight answers. Words that start with a capital letter (like Hospital or Sum Insured) have a fixed meaning, "
            "and you'll find those meanings in Section A."),
          P("<b>Our promise to you (operative clause).</b> Go Digit General Insurance Limited (called \"Digit\", \"we\", "
            "\"us\" or \"our\" in this wording) has received your proposal form, the declarations in it and the premium. "
            "In return, we will pay for the Medical Expenses of the Insured Persons named in the Policy Schedule, for the "
            "benefits described below, if an Illness or Injury happens during the Policy Period. What we pay is subject "
            "to the Sum Insured, the option you have chosen and the terms, conditions and exclusions of this Policy. The "
            "Policy Schedule, the proposal form, any endorsement and this wording together make up your contract with us."),
          H2("Who can be covered, and how much cover can I pick?"),
          P("Adults between 18 and 65 years of age can join the policy, and children from 91 days onwards can be "
            "covered along with at least one parent up to age 25. There is no upper age limit for renewing the policy. "
            "You can cover yourself alone (Individual) or share one Sum Insured between your family members (Family "
            "Floater): yourself, your spouse, up to four dependent children and your parents or parents-in-law."),
          P("This policy comes in three options. Each option has its own set of Sum Insured choices:"),
          B("<b>Value option:</b> \u20b9 2 lakh, \u20b9 3 lakh or \u20b9 5 lakh;"),
          B("<b>Comfort option:</b> \u20b9 5 lakh, \u20b9 10 lakh, \u20b9 15 lakh, \u20b9 20 lakh or \u20b9 25 lakh;"),
          B("<b>Infinity option:</b> \u20b9 25 lakh, \u20b9 50 lakh or \u20b9 1 crore."),
          P("The option and the Sum Insured you have chosen are printed in your Policy Schedule. Where this wording says "
            "something differs by option, look for your option there."),
          ]

    # ---------------- Section A definitions
    E += [H1("Section A \u2013 What do the words in this policy mean?"),
          P("<b>A.I Standard definitions.</b> These meanings are set by the Insurance Regulatory and Development "
            "Authority of India (IRDAI) and are the same in every health policy."),
          ]
    defs = DEFS
    for i, (k, v) in enumerate(defs, 1):
        E.append(B("<b>%s:</b> %s" % (k, v), "A.%d" % i))
    E += [P("<b>A.II Words specific to this policy.</b>"),
          B("<b>Zone:</b> the group of cities your premium is based on, chosen by you and shown in the Policy Schedule. "
            "Zone A, Zone B and Zone C are described in Section C.", "A.26"),
          B("<b>Sum Insured:</b> the maximum we will pay for all claims in a Policy Year, for one Insured Person under an "
            "Individual policy or for all Insured Persons together under a Family Floater.", "A.27"),
          B("<b>Policy Year:</b> a period of twelve months starting on the policy start date or on its anniversary.", "A.28"),
          B("<b>Restore:</b> the re-instatement of Sum Insured described in B.9.", "A.29"),
          ]

    # ---------------- Section B
    E += [H1("Section B \u2013 What's covered?"),
          P("Here is everything you get, option by option. The table gives you the quick view and the questions after it "
            "give the detail. If the table and the detailed clause ever seem to say different things, the detailed clause "
            "applies."),
          P("<b>Table 1 \u2013 Benefit table</b>"),
          ]
    rows = [
        ["Benefit", "Value option", "Comfort option", "Infinity option"],
        ["Sum Insured (per Policy Year)", "\u20b9 2 lakh / \u20b9 3 lakh / \u20b9 5 lakh", "\u20b9 5 lakh to \u20b9 25 lakh", "\u20b9 25 lakh / \u20b9 50 lakh / \u20b9 1 crore"],
        ["Room rent (normal room)", "Up to 1% of SI per day", "No capping", "No capping"],
        ["ICU / ICCU charges", "Up to 2% of SI per day", "No capping", "No capping"],
        ["Pre-hospitalisation", "30 days", "60 days", "60 days"],
        ["Post-hospitalisation", "60 days", "180 days", "180 days"],
        ["Day care procedures", "Covered up to SI", "Covered up to SI", "Covered up to SI"],
        ["Road ambulance", "Up to \u20b9 2,500 per hospitalisation", "Up to \u20b9 2,500 per hospitalisation", "Up to \u20b9 2,500 per hospitalisation"],
        ["Cataract surgery", "Up to \u20b9 25,000 per eye", "Up to \u20b9 50,000 per eye", "Up to \u20b9 50,000 per eye"],
        ["Modern treatments (B.7)", "Covered up to SI", "Covered up to SI", "Covered up to SI"],
        ["AYUSH in-patient treatment", "Covered up to SI", "Covered up to SI", "Covered up to SI"],
        ["Organ donor expenses", "Covered up to SI", "Covered up to SI", "Covered up to SI"],
        ["Domiciliary hospitalisation", "Not Covered", "Not Covered", "Not Covered"],
        ["Maternity and new-born", "Not Covered", "Not Covered", "Not Covered"],
        ["Restore benefit", "Not Covered", "100% of base SI, once a Policy Year", "100% of base SI, once a Policy Year"],
        ["Cumulative bonus", "20% of base SI per claim-free year, up to 100%", "20% of base SI per claim-free year, up to 100%", "20% of base SI per claim-free year, up to 100%"],
        ["Annual health check-up", "Not Covered", "Up to \u20b9 1,000 per Insured Person", "Up to \u20b9 2,500 per Insured Person"],
        ["Zone-based co-payment", "As per Section C", "As per Section C", "As per Section C"],
        ["Initial waiting period", "30 days", "30 days", "30 days"],
        ["Pre-existing diseases", "36 months", "36 months", "24 months"],
        ["Specific illnesses and procedures", "24 months", "24 months", "24 months"],
    ]
    E.append(("table", rows, [44, 42, 44, 44], True))

    E += [H2("B.1 What happens if I'm hospitalised?"),
          P("If an Insured Person has to be admitted to a Hospital for more than 24 consecutive hours because of an "
            "Illness or Injury that starts during the Policy Period, we'll pay the reasonable and customary Medical "
            "Expenses of that stay, as long as the admission is medically necessary and advised by a Medical "
            "Practitioner. This includes:"),
          B("<b>Room, boarding and nursing</b> provided by the Hospital;"),
          B("<b>ICU or ICCU charges</b>, including the bed, monitoring and critical care nursing;"),
          B("fees of the surgeon, anaesthetist, Medical Practitioner, consultants and specialists;"),
          B("anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines, drugs and "
            "consumables that are payable, diagnostic tests, and the cost of implants and devices fitted during surgery."),
          P("<b>Is there a limit on my room?</b> It depends on your option. Under the Comfort and Infinity options there "
            "is no capping on room rent, so you can stay in any room the Hospital offers. Under the Value option, "
            "accommodation charges are payable up to 1% of the Sum Insured for each day of the stay."),
          P("<b>And the ICU?</b> Under the Value option, intensive care charges are payable up to 2% of the Sum Insured "
            "for every day spent in the ICU. The Comfort and Infinity options have no capping on ICU charges."),
          P("<b>What if I take a costlier room than my option allows?</b> Under the Value option, if the room you occupy "
            "costs more per day than the limit above, the other expenses linked to that room (nursing, doctor and "
            "surgeon visits, operation theatre and similar charges) will be paid in the same ratio as the room limit "
            "bears to the room rent actually charged. We won't apply this ratio to medicines, consumables, implants, "
            "medical devices or diagnostic tests, and we won't apply it at all if the Hospital has no room within your "
            "limit. Example: with a Sum Insured of \u20b9 3 lakh the room limit is \u20b9 3,000 a day; if you stay in a "
            "\u20b9 4,000 a day room, the linked charges are paid at 75%."),
          H2("B.2 Do you cover the doctor visits and tests before and after my stay?"),
          P("Yes. If we accept your hospitalisation claim under B.1, we'll also pay for the related consultations, tests "
            "and medicines:"),
          B("<b>before admission</b> \u2013 for 30 days under the Value option and 60 days under the Comfort and "
            "Infinity options, immediately before the date you were admitted;"),
          B("<b>after discharge</b> \u2013 for 60 days under the Value option and 180 days under the Comfort and "
            "Infinity options, immediately after the date of discharge."),
          P("These expenses must relate to the same condition for which you were hospitalised."),
          H2("B.3 What about treatments that don't need a full day in hospital?"),
          P("Day Care Treatments are covered up to the Sum Insured. Because of modern technology, many procedures such "
            "as cataract surgery, dialysis, chemotherapy or lithotripsy take less than 24 hours. Out-patient (OPD) "
            "consultations, which don't need a day care procedure, aren't part of this cover."),
          H2("B.4 Will you pay for the ambulance?"),
          P("Yes. We'll pay the charges of a registered road ambulance used to take the Insured Person to the Hospital "
            "in an emergency, or from one Hospital to another for better treatment, up to \u20b9 2,500 per "
            "hospitalisation. We pay this only if we also accept the in-patient claim for that hospitalisation."),
          H2("B.5 Is Ayurveda, Yoga, Unani, Siddha or Homeopathy treatment covered?"),
          P("Yes. In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy taken in an "
            "AYUSH Hospital is covered up to the Sum Insured. Treatment in a wellness centre, spa or nature cure "
            "clinic is not an AYUSH Hospital stay and isn't covered."),
          H2("B.6 If someone donates an organ to me, is the donor covered?"),
          P("Yes. We'll pay the in-patient expenses incurred for the organ donor for harvesting the organ, up to the "
            "Sum Insured, as long as the transplant itself is a claim we accept and the donation complies with the "
            "Transplantation of Human Organs Act, 1994. Pre- and post-hospitalisation of the donor, and the cost of "
            "buying the organ, are not covered."),
          H2("B.7 Are modern treatments like robotic surgery covered?"),
          P("Yes \u2013 covered up to SI, with no separate sub-limit. The following treatments, when taken as an "
            "in-patient or as a day care treatment, are paid like any other hospitalisation up to the Sum Insured: "
            "Uterine Artery Embolization and HIFU; Balloon Sinuplasty; Deep Brain Stimulation; Oral Chemotherapy; "
            "Immunotherapy (monoclonal antibody given as injection); Intra Vitreal injections; Robotic Surgeries; "
            "Stereotactic Radio Surgeries; Bronchial Thermoplasty; Vaporisation of the prostate (green laser or "
            "holmium laser treatment); IONM (Intra Operative Neuro Monitoring); and Stem cell therapy (haematopoietic "
            "stem cells for bone marrow transplant for haematological conditions)."),
          H2("B.8 How much will you pay for a cataract operation?"),
          P("Cataract surgery is paid after the 24-month waiting period in Section D. The most we'll pay is \u20b9 "
            "25,000 per eye under the Value option and \u20b9 50,000 per eye under the Comfort and Infinity options, "
            "in each Policy Year. This limit includes the lens, the surgeon's fees and the day care charges."),
          H2("B.9 What if my Sum Insured gets used up? (Restore benefit)"),
          P("Under the Comfort and Infinity options, if your Sum Insured (including any cumulative bonus) is partly or "
            "fully used up by claims during a Policy Year, we'll restore 100% of the base Sum Insured once in that Policy "
            "Year. The restored amount can only be used for a later claim for an Illness that is not related to any "
            "Illness for which a claim was already paid in that year. It can't be carried forward to the next year, "
            "and it can't be used for the very first claim. The Value option has no Restore benefit."),
          H2("B.10 Do I get anything for not claiming? (Cumulative bonus)"),
          P("Yes. For every Policy Year in which no claim is made, we'll increase your Sum Insured by 20% of the base "
            "Sum Insured at renewal, up to a maximum of 100% of the base Sum Insured. If a claim is paid in a year, the "
            "bonus already earned stays with you but no bonus is added for that year. In a Family Floater the bonus is "
            "earned only if no Insured Person claims."),
          H2("B.11 Is there a free health check-up?"),
          P("Under the Comfort option, each adult Insured Person can have one health check-up every Policy Year up to "
            "\u20b9 1,000; under the Infinity option the limit is Rs. 2,500 per Insured Person per Policy Year. The "
            "check-up must be taken at one of our listed diagnostic centres. There is no health check-up under the "
            "Value option."),
          H2("B.12 Am I covered for pregnancy, delivery or home treatment?"),
          P("No. Maternity expenses and expenses of a new-born baby are not covered under any option (see Excl18 in "
            "Section E). Treatment taken at home (Domiciliary Hospitalization) is also not covered under any option."),
          ]

    # ---------------- Section C co-pay
    E += [H1("Section C \u2013 Do I have to pay a part of my claim? (Zone-based co-payment)"),
          P("Treatment costs are not the same everywhere in India, and your premium depends on the Zone you chose. "
            "The cities in each Zone are:"),
          B("<b>Zone A:</b> Delhi and the National Capital Region, Mumbai (including Navi Mumbai and Thane), Kolkata, "
            "Ahmedabad, Vadodara and Surat;"),
          B("<b>Zone B:</b> Bengaluru, Chennai, Hyderabad, Secunderabad, Pune, and all state capitals not in Zone A;"),
          B("<b>Zone C:</b> the rest of India."),
          P("If you take treatment in a city of the same Zone as your Policy, or in a lower Zone, you don't pay anything "
            "extra. If you take treatment in a higher Zone than the one you paid for, you bear a part of every "
            "admissible claim as a co-payment, as shown in Table 2:"),
          ("keep", [P("<b>Table 2 \u2013 Zone-based co-payment</b>"),
          ("table", [["Zone shown in your Policy Schedule", "Treatment taken in Zone A", "Treatment taken in Zone B",
                      "Treatment taken in Zone C"],
                     ["Zone A", "No co-payment", "No co-payment", "No co-payment"],
                     ["Zone B", "10% co-payment", "No co-payment", "No co-payment"],
                     ["Zone C", "20% co-payment", "10% co-payment", "No co-payment"]],
           [50, 41, 41, 41], True)]),
          P("The co-payment applies to the admissible claim after all other limits of this Policy. It does not apply to "
            "hospitalisation following an Accident. Example: you hold a Zone C policy and are treated in Mumbai; the "
            "admissible claim is \u20b9 1,00,000; you pay \u20b9 20,000 and we pay \u20b9 80,000."),
          ]

    # ---------------- Section D waiting periods
    E += [H1("Section D \u2013 When does my cover start? (Waiting periods)"),
          P("Some treatments are paid only after you have been insured with us for some time without a break. A "
            "waiting period is counted from the date the Insured Person was first covered with us. If you move to us "
            "from another insurer under Portability, the time you were covered there is counted. Waiting periods "
            "apply again to any increase in the Sum Insured, for the increased amount only."),
          H2("D.1 The first 30 days \u2013 Code- Excl03"),
          P("a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date "
            "shall be excluded except claims arising due to an accident, provided the same are covered. b) This "
            "exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve "
            "months. c) The within referred waiting period is made applicable to the enhanced sum insured in the event "
            "of granting higher sum insured subsequently."),
          H2("D.2 Pre-Existing Diseases \u2013 Code- Excl01"),
          P("a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be "
            "excluded until the expiry of 36 months (24 months under the Infinity option) of continuous coverage after "
            "the date of inception of the first policy with insurer. b) In case of enhancement of sum insured the "
            "exclusion shall apply afresh to the extent of sum insured increase. c) If the Insured Person is "
            "continuously covered without any break as defined under the portability norms of the extant IRDAI (Health "
            "Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage. "
            "d) Coverage under the policy after the expiry of 36 months (24 months under the Infinity option) for any "
            "pre-existing disease is subject to the same being declared at the time of application and accepted by "
            "Insurer."),
          H2("D.3 Specific illnesses and procedures \u2013 Code- Excl02"),
          P("a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until "
            "the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This "
            "exclusion shall not be applicable for claims arising due to an accident. b) In case of enhancement of sum "
            "insured the exclusion shall apply afresh to the extent of sum insured increase. c) If any of the specified "
            "disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of "
            "the two waiting periods shall apply. d) The waiting period for listed conditions shall apply even if "
            "contracted after the policy or declared and accepted without a specific exclusion. e) If the Insured Person "
            "is continuously covered without any break as defined under the applicable norms on portability stipulated "
            "by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage."),
          P("f) List of specific illnesses and procedures (24 months):"),
          B("Cataract, glaucoma and other disorders of the lens; retinal detachment;", "i."),
          B("Benign prostatic hypertrophy; kidney and urinary stones; hydrocele, varicocele and spermatocele;", "ii."),
          B("All types of hernia; haemorrhoids (piles), fissure and fistula in ano; pilonidal sinus;", "iii."),
          B("Gall bladder stones and cholecystectomy; pancreatitis not caused by alcohol;", "iv."),
          B("Benign lumps, cysts, polyps and nodules of any kind, including fibroids of the uterus and breast lumps;", "v."),
          B("Hysterectomy for a non-cancerous condition; endometriosis; polycystic ovarian disease;", "vi."),
          B("Tonsillectomy, adenoidectomy, sinusitis, deviated nasal septum and surgery of the turbinates;", "vii."),
          B("Joint replacement surgery of any kind unless caused by an Accident; osteoarthritis and osteoporosis; "
            "prolapsed inter-vertebral disc unless caused by an Accident;", "viii."),
          B("Varicose veins and varicose ulcers; chronic kidney disease; gout and rheumatism.", "ix."),
          ]

    # ---------------- Section E exclusions
    E += [H1("Section E \u2013 What's not covered?"),
          P("We don't pay for the treatments and expenses listed below. Each standard exclusion carries the code set by "
            "IRDAI, which we'll quote if we reject a claim under it."),
          ]
    excl = EXCL
    E.append(P("<b>E.I Standard exclusions</b>"))
    for i, (k, v) in enumerate(excl, 1):
        E.append(B("<b>%s:</b> %s" % (k, v), "E.%d" % i))
    E += [P("<b>E.II Other things we don't pay for</b>"),
          B("Items listed as not payable in Annexure I (for example gloves, admission kits, registration fees and "
            "toiletries), unless they are part of a procedure charge;", "E.16"),
          B("Domiciliary Hospitalization, that is treatment taken at home even if a Hospital stay was needed;", "E.17"),
          B("Out-patient consultations, tests and medicines not linked to an admission we accept;", "E.18"),
          B("Dental treatment, dentures and spectacles, contact lenses and hearing aids, unless needed because of an "
            "Accident and taken as an in-patient;", "E.19"),
          B("External Congenital Anomaly and any treatment for it;", "E.20"),
          B("Intentional self-injury or attempted suicide, except when the person is under treatment for a mental "
            "illness;", "E.21"),
          B("War, invasion, act of foreign enemy, civil war, riot, nuclear, chemical or biological attack and "
            "radioactive contamination;", "E.22"),
          B("Treatment taken outside India;", "E.23"),
          B("Expenses on an attendant or a relative staying with the patient, and any service charge or surcharge "
            "levied by the Hospital.", "E.24"),
          ]

    # ---------------- Section F claims
    E += [H1("Section F \u2013 How do I claim?"),
          H2("F.1 When must I tell you?"),
          P("Call us on 1800-258-4242, write to hello@godigit.com, or use the Digit app. Please inform us:"),
          B("<b>For an emergency admission:</b> within 48 hours of admission to the Hospital, or before discharge, "
            "whichever is earlier;"),
          B("<b>For a planned admission:</b> at least 72 hours before the date of admission."),
          P("If you tell us late for reasons you couldn't control (for example, you were unconscious and nobody "
            "else knew about the policy), we'll look at the claim on merits and won't reject it only for the delay."),
          H2("F.2 How does cashless treatment work?"),
          P("Cashless treatment is available at our Network Hospitals. Show your Digit health card or policy number "
            "at the insurance desk. The Hospital will send us the pre-authorisation request. We'll reply within one "
            "hour of receiving the complete request, and we'll approve the final bill within three hours of receiving "
            "the discharge request from the Hospital. If we can't approve cashless, you can still pay the Hospital "
            "and claim a reimbursement from us; a denial of cashless is not a rejection of the claim."),
          H2("F.3 How do I get a reimbursement?"),
          P("Send us the documents below within 30 days of the date of discharge. For post-hospitalisation bills, send "
            "them within 15 days after the post-hospitalisation period ends."),
          B("claim form signed by you, with your bank account details (a cancelled cheque or passbook copy);"),
          B("discharge summary, final bill with break-up, payment receipts, and prescriptions;"),
          B("investigation reports, and the pharmacy bills with the doctor's prescription;"),
          B("for an Accident, the medico-legal certificate or first information report where one was made;"),
          B("KYC documents of the proposer, where the claim is above \u20b9 1 lakh."),
          H2("F.4 How soon will I be paid?"),
          P("We'll settle or reject the claim within 15 days of receiving the last necessary document. If we are late, "
            "we'll pay interest at 2% above the bank rate from the date the claim should have been paid. If we need to "
            "investigate, we'll finish within 30 days of receiving the last document and pay within 45 days, failing "
            "which we'll pay interest at 2% above the bank rate."),
          H2("F.5 Who gets the money?"),
          P("All claims are paid to the proposer, or to the Network Hospital under cashless. If the proposer has died, we "
            "pay the nominee named in the Policy Schedule, or the legal heirs if there is no nominee."),
          ]

    # ---------------- Section G general conditions
    gc = [
        ("Disclosure of Information", "The policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by the policyholder."),
        ("Condition Precedent to Admission of Liability", "The terms and conditions of the policy must be fulfilled by the insured person for the Company to make any payment for claim(s) arising under the policy."),
        ("Claim Settlement (provision for Penal Interest)", "The Company shall settle or reject a claim within 15 days from the date of receipt of last necessary document. In the case of delay in the payment of a claim, the Company shall be liable to pay interest to the policyholder from the date of receipt of last necessary document to the date of payment of claim at a rate 2% above the bank rate."),
        ("Multiple Policies", "If two or more policies are taken by an insured during a period from one or more insurers to indemnify treatment costs, the insured person shall have the right to require a settlement of his/her claim in terms of any of his/her policies. In all such cases the insurer chosen by the insured person shall be obliged to settle the claim as long as the claim is within the limits of and according to the terms of the chosen policy."),
        ("Fraud", "If any claim made by the insured person, is in any respect fraudulent, or if any false statement, or declaration is made or used in support thereof, or if any fraudulent means or devices are used by the insured person or anyone acting on his/her behalf to obtain any benefit under this policy, all benefits under this policy and the premium paid shall be forfeited. Any amount already paid against claims made under this policy but which are found fraudulent later shall be repaid by all recipient(s)/policyholder(s), who has made that particular claim, who shall be jointly and severally liable for such repayment to the insurer."),
        ("Cancellation", "You can cancel the policy at any time by giving us 7 days' notice in writing. We'll refund the premium for the unexpired part of the Policy Period on a pro-rata basis, as long as no claim has been paid. We may cancel the policy only on grounds of proven misrepresentation, non-disclosure of material facts or fraud, with 15 days' notice, and no refund is due then."),
        ("Free Look Period", "You have a free look period of 30 days from the date you receive the policy document to review the terms. If you don't agree with them, you can return the policy stating why, and we'll refund the premium after deducting the stamp duty, the cost of pre-policy medical tests and proportionate risk premium for the days covered. The free look period applies to new policies, not to renewals or portability cases where the terms are unchanged."),
        ("Renewal", "The policy will be renewed on request except on grounds of fraud, misrepresentation or non-disclosure. You should renew before the expiry date. If you can't, you get a grace period: 30 days for a policy paid yearly, half-yearly or quarterly, and 15 days for a policy paid in monthly instalments. Coverage is not available for the period for which no premium is received, but continuity of waiting periods is kept. We won't load your renewal premium because you made claims."),
        ("Portability", "The insured person will have the option to port the policy to other insurers by applying to such insurer to port the entire policy along with all the members of the family, if any, at least 15 days before, but not earlier than 60 days from the policy renewal date as per IRDAI guidelines related to portability."),
        ("Migration", "The insured person will have the option to migrate the policy to other health insurance products/plans offered by the company by applying for migration of the policy at least 30 days before the policy renewal date as per IRDAI guidelines on Migration."),
        ("Moratorium Period", "After completion of sixty continuous months of coverage (including portability and migration) in health insurance policy, no policy and claim shall be contestable by the insurer on grounds of non-disclosure, misrepresentation, except on grounds of established fraud. This period of sixty continuous months is called as moratorium period."),
        ("Possibility of Revision of Terms", "The Company may revise or modify the terms of the policy including the premium rates. The insured person shall be notified three months before the changes are effected."),
        ("Withdrawal of Policy", "In the likelihood of this product being withdrawn in future, the Company will intimate the insured person about the same 90 days prior to expiry of the policy. The insured person will have the option to migrate to a similar health insurance product available with the Company at the time of renewal."),
        ("Premium Payment in Instalments", "You may pay the premium in monthly, quarterly or half-yearly instalments if this is shown in the Policy Schedule. If an instalment is not paid within the grace period, the policy will be cancelled. No interest is charged on instalments."),
        ("Nomination", "The policyholder is required at the inception of the policy to make a nomination for the purpose of payment of claims under the policy in the event of death of the policyholder. Any change of nomination shall be communicated to the company in writing."),
        ("Territorial Limits and Law", "Cover applies to treatment taken in India. Any dispute is subject to Indian law and the jurisdiction of Indian courts."),
    ]
    E.append(H1("Section G \u2013 What else should I know? (General terms and conditions)"))
    for i, (k, v) in enumerate(gc, 1):
        E.append(B("<b>%s:</b> %s" % (k, v), "G.%d" % i))

    # ---------------- Section H grievance
    E += [H1("Section H \u2013 What if I'm not happy with you?"),
          P("We'd like to fix it. You can reach us in any of these ways:"),
          B("call 1800-258-4242 (toll free), email hello@godigit.com or write to the Grievance Redressal Officer, Go "
            "Digit General Insurance Limited, Ananta One (AR One), Pride Hotel Lane, Pune - 411005;"),
          B("if you're not satisfied within 7 days, write to the Grievance Redressal Officer at "
            "grievance@godigit.com;"),
          B("senior citizens can use the dedicated senior citizen desk on the same numbers."),
          P("We'll acknowledge your complaint immediately and resolve it within 14 days. If you are still not satisfied, "
            "or you haven't heard from us within 14 days, you can register your complaint on the Bima Bharosa portal of "
            "IRDAI (bimabharosa.irdai.gov.in) or approach the Insurance Ombudsman for your area under the Insurance "
            "Ombudsman Rules, 2017. The Ombudsman can be approached within one year of our final reply, for claims up "
            "to \u20b9 50 lakh. The addresses are in Annexure II."),
          ]

    # ---------------- Annexures
    E += [("pb",), H1("Annexure I \u2013 Items we don't pay for (extract of IRDAI List I)"),
          P("The following items are not payable under this Policy. The complete list of IRDAI non-payable items "
            "(Lists I to IV) is available on our website and is part of this Policy."),
          ]
    items = ["Baby food", "Baby utilities charges", "Beauty services", "Belts/ braces", "Buds", "Cold pack/hot pack",
             "Carry bags", "Email / internet charges", "Food charges (other than patient's diet provided by hospital)",
             "Leggings", "Laundry charges", "Mineral water", "Sanitary pad", "Telephone charges", "Guest services",
             "Crepe bandage", "Diaper of any type", "Eyelet collar", "Slings", "Blood grouping and cross matching of donors samples",
             "Service charges where nursing charge also charged", "Television charges", "Surcharges",
             "Attendant charges", "Extra diet of patient (other than that which forms part of bed charge)",
             "Birth certificate", "Certificate charges", "Courier charges", "Conveyance charges",
             "Medical certificate", "Medical records", "Photocopies charges", "Mortuary charges",
             "Walking aids charges", "Oxygen cylinder (for usage outside the hospital)", "Spacer", "Spirometre",
             "Nebulizer kit", "Steam inhaler", "Armsling", "Thermometer", "Cervical collar", "Splint",
             "Diabetic foot wear", "Knee braces (long/ short/ hinged)", "Knee immobilizer/shoulder immobilizer",
             "Lumbo sacral belt", "Nimbus bed or water or air bed charges", "Ambulance collar", "Ambulance equipment",
             "Abdominal binder", "Private nurses charges - special nursing charges", "Sugar free tablets",
             "Creams powders lotions (toiletries are not payable, only prescribed medical pharmaceuticals payable)",
             "ECG electrodes", "Gloves", "Nebulisation kit", "Any kit with no details mentioned", "Kidney tray",
             "Mask", "Ounce glass", "Oxygen mask", "Pelvic traction belt", "Pan can", "Trolly cover",
             "Urometer, urine jug", "Vasofix safety"]
    rows = [["No.", "Item", "No.", "Item"]]
    half = (len(items) + 1) // 2
    for i in range(half):
        a = items[i]
        b = items[half + i] if half + i < len(items) else ""
        rows.append([str(i + 1), a, str(half + i + 1) if b else "", b])
    E.append(("table", rows, [10, 77, 10, 77], True))
    E += [H1("Annexure II \u2013 Offices of the Insurance Ombudsman (selected)"),
          ("table", [["Office", "Address", "Jurisdiction"],
                     ["Pune", "Jeevan Darshan Bldg., 3rd Floor, C.T.S. No.s 195 to 198, N.C. Kelkar Road, Narayan Peth, Pune - 411030",
                      "Maharashtra (excluding Mumbai Metropolitan Region, Navi Mumbai and Thane), Goa"],
                     ["Mumbai", "3rd Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), Mumbai - 400054",
                      "Mumbai Metropolitan Region, Navi Mumbai, Thane"],
                     ["Delhi", "2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi - 110002",
                      "Delhi, Gurugram, Faridabad, Sonepat and Bahadurgarh"],
                     ["Bengaluru", "Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, 19/19, 24th Main Road, JP Nagar, 1st Phase, Bengaluru - 560078",
                      "Karnataka"],
                     ["Chennai", "Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai - 600018",
                      "Tamil Nadu, Puducherry Town and Karaikal"],
                     ["Kolkata", "Hindustan Bldg. Annexe, 7th Floor, 4, C.R. Avenue, Kolkata - 700072",
                      "West Bengal, Sikkim, Andaman and Nicobar Islands"]],
           [24, 88, 62], True),
          P("The updated list of Ombudsman offices is available at www.cioins.co.in. Council for Insurance Ombudsmen, "
            "3rd Floor, Jeevan Seva Annexe, S.V. Road, Santacruz (W), Mumbai - 400054."),
          ]
    return E
