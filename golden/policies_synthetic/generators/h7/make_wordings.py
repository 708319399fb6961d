"""Render the two h7 synthetic policy wordings.

  /work/main/.venv/bin/python make_wordings.py

A: Future Generali India Insurance Company Limited - Suraksha Top-Up (per-hospitalisation deductible,
   benefit table WITHOUT ruling lines, Code- Excl0N labels).
B: Bajaj Allianz General Insurance Co. Ltd. - Swasthya Raksha (indemnity, ailment sub-limit table and plan table
   WITH ruling lines, (Code: Excl0N) labels).
"""
import os
from reportlab.lib.units import mm
from reportlab.lib.pagesizes import A4
from reportlab.lib import colors
from common import Doc, build
from standard_text import STD_DEFS, STD_EXCL, LIST_I

HERE = os.path.dirname(os.path.abspath(__file__))
W, H = A4

A_STEM = "FutureGenerali_Suraksha-Top-Up_FGIHLIP26118V012526"
B_STEM = "BajajAllianz_Swasthya-Raksha_BAJHLIP26073V012526"


# --------------------------------------------------------------------------------------------------
# A. Future Generali - Suraksha Top-Up
# --------------------------------------------------------------------------------------------------
def decor_a(c, page, total):
    c.saveState()
    c.setFont("DejaVuSans-Bold", 8.2)
    c.setFillColor(colors.HexColor("#8B1A1A"))
    c.drawString(18 * mm, H - 12 * mm, "Future Generali India Insurance Company Limited")
    c.setFillColor(colors.black)
    c.setFont("DejaVuSans", 7.4)
    c.drawRightString(W - 18 * mm, H - 12 * mm, "Suraksha Top-Up | UIN: FGIHLIP26118V012526")
    c.setStrokeColor(colors.HexColor("#8B1A1A"))
    c.setLineWidth(0.7)
    c.line(18 * mm, H - 14 * mm, W - 18 * mm, H - 14 * mm)
    c.setLineWidth(0.4)
    c.line(18 * mm, 15 * mm, W - 18 * mm, 15 * mm)
    c.setFont("DejaVuSans", 6.9)
    c.drawString(18 * mm, 11.5 * mm, "IRDAI Regn. No. 132 | Suraksha Top-Up - Policy Wording | UIN: FGIHLIP26118V012526")
    c.drawRightString(W - 18 * mm, 11.5 * mm, f"Page {page} of {total}")
    if page == 1:
        c.setFont("DejaVuSans", 6.6)
        c.drawCentredString(W / 2, 7.5 * mm, "Synthetic test wording \u2013 not an insurance product")
    c.restoreState()


def wording_a():
    d = Doc("sans", 8.4)
    d.title("SURAKSHA TOP-UP", "Policy Wording  |  UIN: FGIHLIP26118V012526")
    d.p("Future Generali India Insurance Company Limited. Registered and Corporate Office: Indiabulls Finance "
        "Centre, Tower 3, Senapati Bapat Marg, Mumbai 400 013. Customer service (toll free): 1800 220 0000 (synthetic). "
        "CIN: U66030MH2007PLC000000.", "small")

    d.h1("1. PREAMBLE AND OPERATIVE CLAUSE")
    d.p("This Policy is a contract between the Policyholder named in the Schedule and Future Generali India Insurance "
        "Company Limited (referred to as 'the Company', 'We', 'Us' or 'Our'). The proposal, the declaration, the "
        "Schedule, these wordings and any endorsement together form the contract and shall be read as one document. "
        "Words with a specific meaning are defined in Section 2 and carry that meaning wherever they appear.")
    d.p("In consideration of the premium paid, and subject to the terms, conditions, exclusions and limits of this "
        "Policy, We will indemnify the Insured Person for Medical Expenses incurred on Hospitalisation during the Policy "
        "Period that exceed the Deductible chosen by the Policyholder and stated in the Schedule. Suraksha Top-Up is a "
        "top-up product: it does not pay the first portion of any Hospitalisation. That first portion is Your "
        "responsibility, whether You meet it Yourself or through another health insurance policy.")

    d.h1("2. DEFINITIONS")
    d.p("2.A Standard definitions. The following definitions are those prescribed by the IRDAI for use in health "
        "insurance contracts.")
    for i, (term, text) in enumerate(STD_DEFS, 1):
        d.p(f"<b>2.A.{i} {term}</b>: {text}")
    d.p("2.B Specific definitions. The terms below have the meanings given to them for this product.")
    specific = [
        ("Associated Medical Expenses", "means the charges for the room, nursing, the treating doctor's and "
         "surgeon's fees, consultation, and operation theatre charges that a Hospital fixes according to the room "
         "category occupied. Pharmacy, consumables, implants and diagnostic tests are not Associated Medical Expenses."),
        ("Deductible", "means the amount, chosen by the Policyholder from the options in the Table of Benefits and "
         "shown in the Schedule, that the Insured Person bears for each and every Hospitalisation before We make "
         "any payment. The Deductible applies separately to every admissible claim (per Hospitalisation) and is not "
         "an aggregate for the Policy Year. A Deductible does not reduce the Sum Insured."),
        ("Insured Person", "means a person named in the Schedule as covered under this Policy."),
        ("Policy Period", "means the period between the commencement date and the expiry date stated in the Schedule."),
        ("Policy Year", "means a period of twelve months starting from the commencement date, or any anniversary of it, within the Policy Period."),
        ("Sum Insured", "means the amount shown in the Schedule, which is Our maximum liability for all claims in a "
         "Policy Year, on an individual or on a floater basis as the Schedule states."),
        ("You / Your", "means the Policyholder and, where the context allows, each Insured Person."),
    ]
    for i, (term, text) in enumerate(specific, 1):
        d.p(f"<b>2.B.{i} {term}</b> {text}")

    d.h1("3. WHAT WE COVER")
    d.p("All benefits in this Section are payable only for the part of an admissible claim that is above the "
        "Deductible, and only up to the Sum Insured. Each benefit is further subject to the limit shown against it "
        "in the Table of Benefits at the end of this Section.")
    d.h2("3.1 In-patient Hospitalisation")
    d.p("If an Insured Person is Hospitalised for more than 24 consecutive hours on the written advice of a Medical "
        "Practitioner because of an Illness contracted or an Injury sustained during the Policy Period, We will pay "
        "the Reasonable and Customary Charges for the following:")
    d.li(["a) Accommodation charges: room, boarding and nursing provided by the Hospital, up to Rs. 7,500 per day "
          "of admission;",
          "b) Intensive Care Unit / Intensive Cardiac Care Unit charges, up to Rs. 15,000 per day of admission;",
          "c) fees of the surgeon, anaesthetist, consultants, specialists and the treating Medical Practitioner;",
          "d) anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs "
          "consumed during the stay, diagnostic tests and imaging;",
          "e) the cost of prostheses, pacemakers, stents and other devices implanted during a surgical procedure."])
    d.p("<b>Room rent above the eligible limit.</b> If the Insured Person occupies a room whose daily rent exceeds "
        "Rs. 7,500, We will pay the Associated Medical Expenses in the same proportion that Rs. 7,500 bears to the "
        "daily rent actually charged. This proportionate reduction does not apply to pharmacy, consumables, "
        "implants and diagnostic charges, and it does not apply to Intensive Care Unit stays. Intensive Care Unit "
        "charges above Rs. 15,000 per day are not payable; the balance of the claim is not reduced on that account.")
    d.h2("3.2 Pre-hospitalisation Medical Expenses")
    d.p("Medical Expenses incurred in the 30 days before the date of admission, for the same condition for which the "
        "Insured Person was later Hospitalised, provided the Hospitalisation claim is admitted under Section 3.1. "
        "These expenses form part of the claim for that Hospitalisation and count towards its Deductible.")
    d.h2("3.3 Post-hospitalisation Medical Expenses")
    d.p("Medical Expenses incurred in the 60 days after discharge, for the same condition, provided the "
        "Hospitalisation claim is admitted. Bills for this period must reach Us within 15 days of the end of the "
        "60-day period.")
    d.h2("3.4 Day Care Treatment")
    d.p("Day Care Treatment taken in a Hospital or Day Care Centre is covered up to the Sum Insured as if it were a "
        "Hospitalisation, the Deductible applying to each procedure. Out-patient treatment is not covered.")
    d.h2("3.5 Emergency Road Ambulance")
    d.p("Charges of a registered ambulance service for taking the Insured Person to the nearest Hospital able to give "
        "the required treatment in an emergency, or from one Hospital to another for better treatment, subject to "
        "the per-Hospitalisation limit shown in the Table of Benefits for the Sum Insured opted.")
    d.h2("3.6 Organ Donor Expenses")
    d.p("Expenses of harvesting an organ from a donor for transplant to the Insured Person, where the organ donation "
        "complies with the Transplantation of Human Organs Act, 1994, and the recipient's claim is admissible. "
        "Pre- and post-hospitalisation expenses of the donor, screening of donors, and any cost of acquiring the "
        "organ are not covered.")
    d.h2("3.7 AYUSH Treatment")
    d.p("In-patient treatment under the Ayurveda, Yoga and Naturopathy, Unani, Siddha or Homeopathy systems in an "
        "AYUSH Hospital is covered up to the Sum Insured, subject to the Deductible.")
    d.h2("3.8 Modern Treatment Methods")
    d.p("The following procedures, when taken as in-patient or Day Care Treatment, are payable up to 50% of the Sum "
        "Insured in a Policy Year in aggregate for all of them: uterine artery embolisation and HIFU; balloon "
        "sinuplasty; deep brain stimulation; oral chemotherapy; immunotherapy (monoclonal antibody given as "
        "injection); intravitreal injections; robotic surgeries; stereotactic radiosurgeries; bronchial "
        "thermoplasty; vaporisation of the prostate (green laser or holmium laser); intra-operative neuro "
        "monitoring (IONM); stem cell therapy (haematopoietic stem cells for bone marrow transplant for "
        "haematological conditions).")
    d.h2("3.9 Cataract Surgery")
    d.p("Cataract surgery is payable per eye up to the amount shown in the Table of Benefits for the Sum Insured "
        "opted, after the Deductible for that surgery.")
    d.h2("3.10 Cumulative Bonus")
    d.p("For every Policy Year in which no claim has been paid under this Policy, the Sum Insured for the next year "
        "is increased by 5% of the expiring Sum Insured, provided the Policy is renewed with Us without a break. The "
        "accumulated bonus shall not be more than 50% of the Sum Insured. If a claim is paid, the bonus is reduced "
        "by 5% of the Sum Insured at the next renewal, but the Sum Insured itself is never reduced.")
    d.h2("3.11 How the Deductible works")
    d.p("The Deductible is applied once to each Hospitalisation, together with the pre- and post-hospitalisation "
        "expenses and ambulance charges linked to it. We assess the claim in full under the terms of this Policy, "
        "apply any limit or sub-limit, then subtract the Deductible; only the balance, if any, is payable. Two or "
        "more admissions each carry their own Deductible, even where they arise from Any One Illness. Amounts "
        "paid by any other insurer or by the Insured Person count towards meeting the Deductible of that "
        "Hospitalisation.")
    d.p("<i>Illustration: Deductible Rs. 2,00,000; admissible expenses of a Hospitalisation after applying all "
        "limits Rs. 3,40,000. Amount payable: Rs. 1,40,000. A second admission in the same Policy Year with "
        "admissible expenses of Rs. 1,60,000 is not payable, being below its own Deductible.</i>", "small")

    d.h2("TABLE OF BENEFITS")
    rows = [
        ["Benefit", "Sum Insured ₹ 3 lakh / ₹ 5 lakh", "Sum Insured ₹ 10 lakh / ₹ 15 lakh / ₹ 20 lakh"],
        ["Deductible options (per hospitalisation)", "Rs. 1,00,000 or Rs. 2,00,000", "Rs. 1,00,000, Rs. 2,00,000 or Rs. 3,00,000"],
        ["Room, boarding and nursing", "Up to Rs. 7,500 per day", "Up to Rs. 7,500 per day"],
        ["ICU / ICCU charges", "Up to Rs. 15,000 per day", "Up to Rs. 15,000 per day"],
        ["Pre-hospitalisation", "30 days", "30 days"],
        ["Post-hospitalisation", "60 days", "60 days"],
        ["Day Care Treatment", "Covered up to SI", "Covered up to SI"],
        ["Road ambulance", "Rs. 2,000 per hospitalisation", "Rs. 3,000 per hospitalisation"],
        ["Cataract", "Rs. 40,000 per eye", "Rs. 60,000 per eye"],
        ["Modern Treatment Methods", "50% of SI per policy year", "50% of SI per policy year"],
        ["AYUSH (in-patient)", "Covered up to SI", "Covered up to SI"],
        ["Organ donor", "Covered up to SI", "Covered up to SI"],
        ["Cumulative Bonus", "5% per claim-free year, max 50%", "5% per claim-free year, max 50%"],
        ["Domiciliary hospitalisation", "Not Covered", "Not Covered"],
        ["Maternity", "Not Covered", "Not Covered"],
        ["Preventive health check-up", "Not Covered", "Not Covered"],
    ]
    d.table(rows, [52, 55, 67], ruled=False, bold_first_col=True)
    d.p("SI: Sum Insured. All limits apply per Insured Person and are part of, not in addition to, the Sum Insured.", "small")

    d.h1("4. WAITING PERIODS AND EXCLUSIONS")
    d.p("We will not pay any claim, or any part of a claim, that falls under the waiting periods and exclusions "
        "below. The standard exclusions carry the code numbers prescribed by the IRDAI.")
    d.h2("4.1 Pre-Existing Diseases (Code- Excl01)")
    d.li(["a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be "
          "excluded until the expiry of 36 months of continuous coverage after the date of inception of the first "
          "policy with insurer.",
          "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
          "c) If the Insured Person is continuously covered without any break as defined under the portability norms "
          "of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to "
          "the extent of prior coverage.",
          "d) Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject to the "
          "same being declared at the time of application and accepted by Insurer."])
    d.h2("4.2 Specified disease/procedure waiting period (Code- Excl02)")
    d.li(["a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until "
          "the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. "
          "This exclusion shall not be applicable for claims arising due to an accident.",
          "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
          "c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing "
          "diseases, then the longer of the two waiting periods shall apply.",
          "d) The waiting period for listed conditions shall apply even if contracted after the policy or declared "
          "and accepted without a specific exclusion.",
          "e) If the Insured Person is continuously covered without any break as defined under the applicable norms "
          "on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of "
          "prior coverage.",
          "f) List of specified diseases/procedures (24 months): cataract; benign prostatic hypertrophy; hernia of all "
          "types; hydrocele; fistula in ano, fissure in ano, piles; sinusitis and related disorders; tonsils and "
          "adenoids; gall bladder stones and cholecystectomy; stones in the urinary system; hysterectomy for "
          "benign conditions; fibroids and polycystic ovarian disease; joint replacement surgery unless "
          "necessitated by Accident; osteoarthritis and osteoporosis; intervertebral disc prolapse; varicose veins "
          "and varicose ulcers; chronic kidney disease; gastric and duodenal ulcers; cysts, nodules and polyps of "
          "any kind."])
    d.h2("4.3 30-day waiting period (Code- Excl03)")
    d.li(["a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date "
          "shall be excluded except claims arising due to an accident, provided the same are covered.",
          "b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than "
          "twelve months.",
          "c) The within referred waiting period is made applicable to the enhanced sum insured in the event of "
          "granting higher sum insured subsequently."])
    d.h2("4.4 Permanent exclusions")
    n = 4
    for code, name, parts in STD_EXCL:
        d.p(f"<b>4.{n}.{STD_EXCL.index((code, name, parts)) + 1} {name} (Code- {code})</b>")
        if len(parts) == 1:
            d.p(parts[0])
        else:
            d.li([f"{chr(97 + j)}) {t}" for j, t in enumerate(parts)])
    d.h2("4.5 Other exclusions")
    d.p("In addition, We will not pay for: (i) domiciliary hospitalisation, that is treatment taken at home even if "
        "a Hospital bed was not available; (ii) out-patient consultations and medicines not followed by an "
        "admissible Hospitalisation; (iii) dental treatment unless needed because of an Accident and requiring "
        "Hospitalisation; (iv) spectacles, contact lenses, hearing aids, walkers, crutches and similar aids; "
        "(v) treatment of external congenital anomalies; (vi) war, invasion, acts of foreign enemies, nuclear, "
        "chemical or biological contamination; (vii) treatment taken outside India; (viii) the items listed in "
        "Annexure I (List I - items for which no payment is made), unless a Hospital includes them in a package "
        "that is itself payable.")

    d.h1("5. CO-PAYMENT")
    d.p("No co-payment applies under Suraksha Top-Up. The only cost sharing is the Deductible described in Section "
        "3.11, which is borne for every Hospitalisation whatever the age of the Insured Person or the city of "
        "treatment.")

    d.h1("6. GENERAL TERMS AND CLAUSES")
    d.h2("6.1 Disclosure of information")
    d.p("The Policy shall be void and all premium paid on it forfeited to Us if there is misrepresentation, "
        "mis-description or non-disclosure of any material fact by the Policyholder or any Insured Person. A "
        "material fact is one that bears on Our decision to accept the risk or on the premium.")
    d.h2("6.2 Condition precedent to admission of liability")
    d.p("Due observance of the terms and conditions of this Policy by the Insured Person is a condition precedent "
        "to any liability of the Company to make any payment for claim(s) arising under the Policy.")
    d.h2("6.3 Claims under more than one policy")
    d.p("Because this Policy pays above a Deductible, the Insured Person may claim the Deductible portion from "
        "another health policy. Where the other policy has paid, the Insured Person shall send Us attested copies "
        "of the claim documents and that insurer's settlement letter. If two or more policies are in force and are "
        "indemnity policies, the Insured Person may choose the policy under which the balance is claimed; the "
        "Company shall not pay more than the admissible amount after the Deductible.")
    d.h2("6.4 Fraud")
    d.p("If any claim made by the Insured Person is in any respect fraudulent, or if any false statement or "
        "declaration is made or used in support of it, or if any fraudulent means or devices are used by the "
        "Insured Person or anyone acting on his/her behalf to obtain any benefit under this Policy, all benefits "
        "under this Policy and the premium paid shall be forfeited. Any amount already paid against such claims "
        "shall be repaid to Us by all recipients, who shall be jointly and severally liable for the repayment.")
    d.h2("6.5 Free look period")
    d.p("A free look period of 30 days from the date of receipt of the policy document is available to review the "
        "terms and conditions. If You do not agree with them, You may return the Policy stating the reasons; We "
        "will refund the premium paid less the expenses on medical examination and stamp duty, and a pro-rata "
        "risk premium for the period of cover. The free look period does not apply at renewal or on porting or "
        "migrating into this Policy.")
    d.h2("6.6 Renewal and grace period")
    d.p("The Policy is ordinarily renewable for life and will not be refused except on grounds of established "
        "fraud or non-disclosure or misrepresentation by the Insured Person. We will send a renewal notice before "
        "expiry. The renewal premium may be paid within a grace period of 30 days after the due date; continuity "
        "benefits are kept, but no cover is available for the period between the due date and the date the "
        "premium is received. If the Policy is not renewed within the grace period, it terminates. No loading is "
        "applied on renewal because of claims experience of an individual. The premium is payable on a single "
        "premium basis; instalment payment is not offered under this product.")
    d.h2("6.7 Cancellation")
    d.p("You may cancel the Policy at any time by giving 7 days' written notice. If no claim has been paid, We will "
        "refund premium for the unexpired period on the following scale for a one-year Policy: within 1 month, 75%; "
        "1 to 3 months, 50%; 3 to 6 months, 25%; beyond 6 months, nil. We may cancel the Policy only on grounds of "
        "established fraud, by giving 15 days' written notice, and no refund is made in that case.")
    d.h2("6.8 Migration and Portability")
    d.p("An Insured Person may migrate to a similar product of the Company at renewal, or port the Policy to "
        "another insurer, by applying at least 15 days and not earlier than 60 days before the renewal date, in line "
        "with the IRDAI guidelines. Waiting periods already served are credited to the extent of the previous sum "
        "insured and accrued bonus.")
    d.h2("6.9 Moratorium period")
    d.p("After completion of sixty continuous months of coverage (including portability and migration), no policy "
        "and no claim shall be contestable on the ground of non-disclosure or misrepresentation, except for "
        "established fraud. The Policy remains subject to all limits, sub-limits, co-payments and deductibles.")
    d.h2("6.10 Possibility of revision of terms and withdrawal of product")
    d.p("We may revise the terms or premium of this product after approval of the IRDAI, with 90 days' notice to "
        "Policyholders. If the product is withdrawn, You will be offered a suitable alternative at renewal with "
        "continuity benefits.")
    d.h2("6.11 Nomination")
    d.p("The Policyholder shall name a nominee at inception; a change of nominee is effective when endorsed on the "
        "Policy. In the event of the Policyholder's death, claim payments shall be made to the nominee, or, if "
        "there is none, to the legal heirs.")
    d.h2("6.12 Territorial limits and currency")
    d.p("Treatment must be taken in India and all claims are payable in Indian Rupees.")

    d.h1("7. CLAIMS PROCEDURE")
    d.h2("7.1 Intimation")
    d.p("Notice of a claim must be given to Us or to Our appointed TPA by telephone (toll free), e-mail, the "
        "website or in writing, quoting the policy number:")
    d.li(["a) for a planned Hospitalisation, at least 72 hours before the date of admission;",
          "b) for an emergency Hospitalisation, within 24 hours of admission or before discharge, whichever is earlier."])
    d.p("Late intimation will not by itself lead to rejection where the delay was for reasons beyond the Insured "
        "Person's control.")
    d.h2("7.2 Cashless facility")
    d.p("Cashless treatment is available in Network Providers only for the amount above the Deductible. The "
        "Hospital will ask for the pre-authorisation request together with proof that the Deductible has been "
        "paid or approved by another insurer. We will decide on a pre-authorisation request within one hour, "
        "and on the final discharge authorisation within three hours of receiving the request from the Hospital.")
    d.h2("7.3 Reimbursement")
    d.p("Where treatment is taken in a Non-Network Provider, or cashless was not used, the following must be sent "
        "within 30 days of discharge: claim form; original (or, where the base insurer holds them, attested) bills "
        "and payment receipts with a break-up; discharge summary; investigation reports; prescriptions; the "
        "settlement letter of any other insurer; cheque leaf or bank details for NEFT; for an Accident, the FIR or "
        "medico-legal certificate where made.")
    d.h2("7.4 Settlement")
    d.p("We shall settle or reject a claim within 15 days of receiving the last necessary document. If We delay "
        "payment beyond that, We shall pay interest at 2% above the bank rate from the date of receipt of the last "
        "document to the date of payment.")

    d.h1("8. GRIEVANCE REDRESSAL")
    d.p("For any complaint, contact Our Grievance Officer at care@fgisynthetic.in or 1800 220 0000, or any branch "
        "office. We will acknowledge the complaint at once and resolve it within 14 days. If You are not "
        "satisfied, You may write to the Chief Grievance Officer, and You may also register the complaint on the "
        "IRDAI Bima Bharosa portal (https://bimabharosa.irdai.gov.in). If the matter is still not resolved within "
        "30 days, or You are not satisfied with the reply, You may approach the Insurance Ombudsman in whose "
        "jurisdiction Our office or Your residence lies, under the Insurance Ombudsman Rules, 2017. The addresses "
        "of the Ombudsman offices are given in Annexure II.")

    d.h1("ANNEXURE I - LIST I: ITEMS FOR WHICH NO PAYMENT IS MADE")
    half = (len(LIST_I) + 1) // 2
    rows = [["No.", "Item", "No.", "Item"]]
    for i in range(half):
        r = [str(i + 1), LIST_I[i]]
        j = i + half
        r += [str(j + 1), LIST_I[j]] if j < len(LIST_I) else ["", ""]
        rows.append(r)
    d.table(rows, [9, 78, 9, 78], ruled=False)

    d.h1("ANNEXURE II - OFFICES OF THE INSURANCE OMBUDSMAN (extract)")
    omb = [["Office", "Address", "Jurisdiction"],
           ["Ahmedabad", "Jeevan Prakash Building, 6th floor, Tilak Marg, Relief Road, Ahmedabad 380 001", "Gujarat, Dadra &amp; Nagar Haveli, Daman and Diu"],
           ["Bengaluru", "Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, JP Nagar, Bengaluru 560 078", "Karnataka"],
           ["Chennai", "Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai 600 018", "Tamil Nadu, Puducherry (part)"],
           ["Delhi", "2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi 110 002", "Delhi, Haryana (part)"],
           ["Kolkata", "Hindustan Bldg. Annexe, 7th Floor, 4, C.R. Avenue, Kolkata 700 072", "West Bengal, Sikkim, Andaman &amp; Nicobar"],
           ["Mumbai", "3rd Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), Mumbai 400 054", "Goa, Mumbai Metropolitan Region (excluding Navi Mumbai and Thane)"]]
    d.table(omb, [24, 92, 58], ruled=False)
    d.p("The updated list of Ombudsman offices is available at www.cioins.co.in.", "small")
    return d


# --------------------------------------------------------------------------------------------------
# B. Bajaj Allianz - Swasthya Raksha
# --------------------------------------------------------------------------------------------------
def decor_b(c, page, total):
    c.saveState()
    c.setFont("LibSerif", 7.6)
    c.drawString(17 * mm, H - 10 * mm, "CIN: U66010PN2000PLC000000 | IRDAI Reg. No.: 113")
    c.drawRightString(W - 17 * mm, H - 10 * mm, "UIN: BAJHLIP26073V012526")
    c.setFont("LibSerif-Bold", 9.5)
    c.setFillColor(colors.HexColor("#00458B"))
    c.drawString(17 * mm, H - 14.5 * mm, "Bajaj Allianz General Insurance Co. Ltd.")
    c.setFillColor(colors.black)
    c.setFont("LibSerif", 7.6)
    c.drawRightString(W - 17 * mm, H - 14.5 * mm, "Swasthya Raksha - Policy Wordings")
    c.setLineWidth(0.5)
    c.line(17 * mm, H - 16.5 * mm, W - 17 * mm, H - 16.5 * mm)
    c.line(17 * mm, 14 * mm, W - 17 * mm, 14 * mm)
    c.setFont("LibSerif", 7.6)
    c.drawString(17 * mm, 10.5 * mm, "Bajaj Allianz General Insurance Co. Ltd. | Swasthya Raksha | UIN: BAJHLIP26073V012526")
    c.drawRightString(W - 17 * mm, 10.5 * mm, f"{page} / {total}")
    if page == 1:
        c.setFont("LibSerif", 7.2)
        c.drawCentredString(W / 2, 6.5 * mm, "Synthetic test wording \u2013 not an insurance product")
    c.restoreState()


def wording_b():
    d = Doc("serif", 9.3)
    d.title("SWASTHYA RAKSHA", "Policy Wordings")
    d.h1("SECTION A: PREAMBLE")
    d.p("Whereas the Insured named in the Schedule has, by a proposal and declaration which form the basis of this "
        "contract, applied to Bajaj Allianz General Insurance Company Limited (hereinafter called 'the Company') for "
        "the insurance described below, and has paid the premium stated in the Schedule, the Company agrees, "
        "subject to the terms, conditions, exclusions and limits of this Policy, to indemnify the Insured Persons "
        "for Medical Expenses incurred during the Policy Period as set out in Section C. The Schedule, the proposal "
        "and these wordings shall be read together as one contract.")

    d.h1("SECTION B: DEFINITIONS")
    d.p("B.I Standard definitions")
    for i, (term, text) in enumerate(STD_DEFS, 1):
        d.p(f"<b>{i}. {term}</b>: {text}")
    d.p("B.II Specific definitions")
    spec = [
        ("Associated Medical Expenses", "Room rent, nursing charges, operation theatre charges, fees of the "
         "Medical Practitioner, surgeon and anaesthetist, and any other charges the Hospital varies with the room "
         "category. It excludes cost of pharmacy, consumables, implants, medical devices and diagnostics."),
        ("Plan", "The Silver Plan or the Gold Plan, as opted by the Insured and shown in the Schedule."),
        ("Policy Year", "A period of one year from the Policy commencement date or its anniversary."),
        ("Sum Insured", "The amount stated in the Schedule against each Insured Person (individual) or for the family "
         "(floater), being the maximum liability of the Company for all claims in a Policy Year."),
        ("Specified Ailment Limit", "The maximum amount payable for the ailments and procedures listed in C.10, "
         "being the lower of the percentage of Sum Insured and the rupee amount shown there."),
    ]
    for i, (t, x) in enumerate(spec, len(STD_DEFS) + 1):
        d.p(f"<b>{i}. {t}</b>: {x}")

    d.h1("SECTION C: BENEFITS COVERED UNDER THE POLICY")
    d.h2("C.1 In-patient Hospitalisation Treatment")
    d.p("The Company will pay the Medical Expenses incurred on the Hospitalisation of an Insured Person for more "
        "than 24 consecutive hours, during the Policy Period, for an Illness or Injury, on the advice of a Medical "
        "Practitioner, under the following heads:")
    d.li(["i. Room Rent: room, boarding and nursing expenses as provided by the Hospital, limited to 1% of the Sum "
          "Insured per day;",
          "ii. ICU charges: Intensive Care Unit expenses limited to 2% of the Sum Insured per day;",
          "iii. Surgeon, anaesthetist, Medical Practitioner, consultant and specialist fees;",
          "iv. Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines, drugs and "
          "consumables, diagnostic procedures;",
          "v. Prosthetic and other devices or equipment implanted internally during a surgical procedure."])
    d.p("<b>C.1.1 Proportionate deduction.</b> Where the Insured Person stays in a room whose rent per day is higher "
        "than the eligible limit in C.1 (i), the Company shall reduce the Associated Medical Expenses in the ratio of "
        "the eligible room rent to the room rent actually incurred. The ratio is not applied to pharmacy, "
        "consumables, implants, medical devices and diagnostics, and it is not applied where the Hospital "
        "does not vary its charges by room category.")
    d.p("<b>C.1.2 ICU limit.</b> ICU charges in excess of 2% of the Sum Insured per day are borne by the Insured "
        "Person; they do not lead to a proportionate deduction of other expenses.")
    d.h2("C.2 Pre-Hospitalisation Medical Expenses")
    d.p("Medical Expenses incurred up to 60 days immediately before the date of admission, relating to the same "
        "Illness or Injury, are paid if the In-patient claim is admissible under C.1.")
    d.h2("C.3 Post-Hospitalisation Medical Expenses")
    d.p("Medical Expenses incurred up to 90 days immediately after the date of discharge, relating to the same "
        "Illness or Injury, are paid if the In-patient claim is admissible under C.1.")
    d.h2("C.4 Day Care Procedures")
    d.p("Medical Expenses for Day Care Treatment in a Hospital or Day Care Centre are covered under C.1. The list "
        "of Day Care Treatments is indicative and available on the Company's website; treatment on an out-patient "
        "basis is not covered.")
    d.h2("C.5 Road Ambulance")
    d.p("The Company will reimburse the charges for an ambulance registered with the local authority used to shift "
        "the Insured Person to a Hospital in an emergency, or from one Hospital to another for better medical "
        "facilities, up to Rs. 1,500 per hospitalisation, provided the Hospitalisation claim is admissible.")
    d.h2("C.6 Domiciliary Hospitalisation")
    d.p("Medical Expenses for Domiciliary Hospitalisation lasting more than three consecutive days are covered up to "
        "10% of the Sum Insured in a Policy Year. Pre- and post-hospitalisation expenses are not payable under this "
        "cover, and it does not apply to asthma, bronchitis, chronic nephritis, diarrhoea and dysentery, diabetes, "
        "epilepsy, hypertension, influenza, cough and cold, pyrexia of unknown origin, tonsillitis, arthritis, gout "
        "and rheumatism, or psychiatric disorders.")
    d.h2("C.7 AYUSH Treatment")
    d.p("In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy in an AYUSH "
        "Hospital is covered: Silver Plan up to 25% of the Sum Insured per Policy Year; Gold Plan up to the Sum "
        "Insured.")
    d.h2("C.8 Organ Donor Expenses")
    d.p("The Company will pay the in-patient expenses of harvesting the organ from the donor where the Insured "
        "Person is the recipient and the donation complies with the Transplantation of Human Organs Act, 1994: "
        "Silver Plan up to Rs. 1,00,000; Gold Plan up to the Sum Insured. Expenses of the donor's pre- and "
        "post-hospitalisation, and of acquiring the organ, are not covered.")
    d.h2("C.9 Modern Treatment Methods and Advancement in Technologies")
    d.p("Each of the following treatments is payable up to Rs. 1,00,000 per Policy Year, as in-patient or Day Care "
        "Treatment, when medically indicated: A. Uterine Artery Embolization and HIFU; B. Balloon Sinuplasty; C. Deep "
        "Brain Stimulation; D. Oral Chemotherapy; E. Immunotherapy - Monoclonal Antibody to be given as injection; "
        "F. Intra vitreal injections; G. Robotic surgeries; H. Stereotactic radio surgeries; I. Bronchial "
        "Thermoplasty; J. Vaporisation of the prostate (green laser or holmium laser treatment); K. IONM - Intra "
        "Operative Neuro Monitoring; L. Stem cell therapy: Hematopoietic stem cells for bone marrow transplant for "
        "haematological conditions.")
    d.h2("C.10 Specified Ailment Limits")
    d.p("Notwithstanding anything in C.1 to C.4, the Company's liability for the treatment of the ailments and "
        "procedures below, including pre- and post-hospitalisation expenses, shall not exceed the limit shown, "
        "whichever is lower of the percentage of the Sum Insured and the rupee cap. The limits apply to each "
        "Insured Person.")
    rows = [["Ailment / procedure", "Limit per policy year"],
            ["Cataract", "10% of SI subject to a maximum of Rs. 40,000 per eye"],
            ["Hernia (all types) and hydrocele", "15% of SI subject to a maximum of Rs. 60,000"],
            ["Total knee replacement", "30% of SI subject to a maximum of Rs. 1,50,000 per knee"],
            ["Hysterectomy (other than for cancer)", "20% of SI subject to a maximum of Rs. 80,000"],
            ["Stones in the urinary system (lithotripsy, URS, PCNL)", "10% of SI subject to a maximum of Rs. 45,000"]]
    d.table(rows, [80, 96], ruled=True)
    d.h2("C.11 Cumulative Bonus")
    d.p("For each claim-free Policy Year, the Sum Insured of the following year is increased by 10% of the base Sum "
        "Insured, up to a maximum of 50% of the base Sum Insured, provided the Policy is renewed without a break. "
        "If a claim is made in a Policy Year, the accrued bonus is reduced by 10% of the base Sum Insured at the "
        "next renewal; the base Sum Insured is never reduced.")
    d.h2("C.12 Restore Benefit (Gold Plan only)")
    d.p("If the Sum Insured and Cumulative Bonus are exhausted during a Policy Year, the Company will restore 100% "
        "of the base Sum Insured once in that Policy Year. The restored amount is available only for a subsequent "
        "claim for an illness or injury not related to the claim(s) that exhausted the Sum Insured, and any "
        "unutilised restored amount lapses at the end of the Policy Year.")
    d.h2("C.13 Health Check-up")
    d.p("At the end of every block of two continuous Policy Years with the Company, each adult Insured Person may "
        "take a health check-up, reimbursed up to Rs. 2,500 per Insured Person (Silver) or Rs. 5,000 per Insured "
        "Person (Gold). This benefit does not reduce the Sum Insured and is available whether or not a claim has "
        "been made.")
    d.h2("C.14 Schedule of Benefits")
    rows = [["Benefit", "Silver Plan", "Gold Plan"],
            ["Sum Insured options (Rs.)", "2,00,000 / 3,00,000 / 4,00,000", "5,00,000 / 7,50,000 / 10,00,000"],
            ["Room rent, boarding and nursing", "1% of SI per day", "1% of SI per day"],
            ["ICU charges", "2% of SI per day", "2% of SI per day"],
            ["Pre / Post Hospitalisation", "60 days / 90 days", "60 days / 90 days"],
            ["Road ambulance", "Up to Rs. 1,500 per hospitalisation", "Up to Rs. 1,500 per hospitalisation"],
            ["Day care procedures", "Covered up to SI", "Covered up to SI"],
            ["Domiciliary hospitalisation", "Up to 10% of SI", "Up to 10% of SI"],
            ["AYUSH treatment", "Up to 25% of SI", "Covered up to SI"],
            ["Organ donor expenses", "Up to Rs. 1,00,000", "Covered up to SI"],
            ["Modern treatment methods", "Rs. 1,00,000 per treatment", "Rs. 1,00,000 per treatment"],
            ["Specified ailments", "As per C.10", "As per C.10"],
            ["Cumulative Bonus", "10% per claim-free year, max 50%", "10% per claim-free year, max 50%"],
            ["Restore Benefit", "Not Covered", "100% of base SI, once a year"],
            ["Health check-up", "Rs. 2,500 every 2 years", "Rs. 5,000 every 2 years"],
            ["Maternity", "Not Covered", "Not Covered"]]
    d.table(rows, [60, 58, 58], ruled=True, bold_first_col=True)

    d.h1("SECTION D: WAITING PERIODS AND EXCLUSIONS")
    d.p("The Company shall not be liable to make any payment under this Policy in respect of any expenses incurred "
        "in connection with or in respect of the following.")
    d.h2("D.1 Pre-Existing Diseases (Code: Excl01)")
    d.li(["a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be "
          "excluded until the expiry of 48 months of continuous coverage after the date of inception of the first "
          "policy with insurer.",
          "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
          "c) If the Insured Person is continuously covered without any break as defined under the portability norms "
          "of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to "
          "the extent of prior coverage.",
          "d) Coverage under the policy after the expiry of 48 months for any pre-existing disease is subject to the "
          "same being declared at the time of application and accepted by Insurer."])
    d.h2("D.2 Specified disease/procedure waiting period (Code: Excl02)")
    d.li(["a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until "
          "the expiry of the period shown against them below, of continuous coverage after the date of inception of "
          "the first policy with us. This exclusion shall not be applicable for claims arising due to an accident.",
          "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
          "c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing "
          "diseases, then the longer of the two waiting periods shall apply.",
          "d) The waiting period for listed conditions shall apply even if contracted after the policy or declared "
          "and accepted without a specific exclusion.",
          "e) If the Insured Person is continuously covered without any break as defined under the applicable norms "
          "on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of "
          "prior coverage.",
          "f) List of specific diseases/procedures:"])
    d.li(["(i) 24 months: cataract; hernia of all types; hydrocele; benign prostatic hypertrophy; haemorrhoids, "
          "fissure and fistula in ano; sinusitis, deviated nasal septum and tonsillitis requiring surgery; "
          "cholelithiasis and cholecystitis; calculus diseases of the urinary system; hysterectomy and benign "
          "uterine disorders including fibroids; varicose veins; gastric and duodenal ulcers; benign tumours, "
          "cysts, polyps and nodules; gout and rheumatism.",
          "(ii) 48 months: joint replacement surgery of hip, knee or shoulder, unless necessitated by an Accident "
          "occurring after the inception of the Policy; osteoarthritis and osteoporosis; surgery for "
          "intervertebral disc prolapse."], "li2")
    d.h2("D.3 30-day waiting period (Code: Excl03)")
    d.li(["a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date "
          "shall be excluded except claims arising due to an accident, provided the same are covered.",
          "b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than "
          "twelve months.",
          "c) The within referred waiting period is made applicable to the enhanced sum insured in the event of "
          "granting higher sum insured subsequently."])
    for k, (code, name, parts) in enumerate(STD_EXCL, 4):
        d.h2(f"D.{k} {name} (Code: {code})")
        if len(parts) == 1:
            d.p(parts[0])
        else:
            d.li([f"{['i', 'ii', 'iii'][j]}. {t}" for j, t in enumerate(parts)])
    d.h2("D.19 Other exclusions")
    d.li(["a) War, invasion, act of foreign enemy, hostilities, civil war, rebellion, revolution, nuclear weapons or "
          "materials, and radioactive contamination.",
          "b) Dental treatment or surgery of any kind unless requiring Hospitalisation as a result of an Accident.",
          "c) Cost of spectacles, contact lenses, hearing aids, cochlear implants (unless for an Accident), "
          "crutches, wheelchairs and other external durable equipment.",
          "d) Out-patient diagnostic, medical or surgical procedures and treatments not requiring Hospitalisation, "
          "other than Day Care Treatment.",
          "e) Any treatment taken outside the geographical limits of India.",
          "f) Non-medical items listed in Annexure I (List I - items not payable)."])

    d.h1("SECTION E: CO-PAYMENT")
    d.p("Where an Insured Person enters this Policy at the age of 61 years or above, each admissible claim for that "
        "Insured Person is subject to a co-payment of 20%. The co-payment is applied to the amount admissible after "
        "all limits and sub-limits. It continues at renewal for that Insured Person. No co-payment applies to "
        "Insured Persons who entered the Policy at the age of 60 years or below.")

    d.h1("SECTION F: GENERAL TERMS AND CLAUSES")
    gen = [
        ("F.1 Free Look Period", "The Insured is allowed a free look period of fifteen days from the date of receipt of "
         "the Policy document to review its terms. If the Insured is not satisfied, the Policy may be cancelled during "
         "this period and the premium refunded after deduction of proportionate risk premium for the period on cover "
         "and the expenses incurred on medical examination and stamp duty. The free look period is not available at "
         "renewal."),
        ("F.2 Premium payment in instalments", "The premium may be paid in annual, half-yearly, quarterly or monthly "
         "instalments, as stated in the Schedule. A grace period of 15 days is allowed for each monthly instalment and "
         "30 days for quarterly and half-yearly instalments; cover continues during the grace period of an instalment, "
         "but if an instalment is not paid within it, the Policy is cancelled."),
        ("F.3 Renewal of Policy", "The Policy shall ordinarily be renewable except on grounds of fraud, "
         "misrepresentation or suppression of any material fact. The Policy may be renewed within the Grace Period of "
         "30 days from the date of expiry to maintain continuity of benefits; no cover is available for the period "
         "for which no premium is received. Where the Policy is not renewed within the Grace Period, it shall "
         "terminate and a fresh proposal will be needed."),
        ("F.4 Cancellation", "The Insured may cancel the Policy by giving 15 days' notice in writing. The Company shall "
         "refund premium for the unexpired Policy Period on a proportionate basis, provided no claim has been "
         "admitted during the Policy Year. The Company may cancel the Policy on grounds of established fraud, "
         "misrepresentation or non-co-operation, with 15 days' notice, without refund."),
        ("F.5 Portability and Migration", "The Insured Person may transfer the Policy to another insurer or migrate "
         "to another product of the Company at renewal, applying at least 15 days before the renewal date, in "
         "accordance with the IRDAI guidelines. Credit for waiting periods already served shall be given to the "
         "extent of the previous sum insured."),
        ("F.6 Moratorium Period", "After the completion of 60 continuous months of coverage, including portability "
         "and migration, no claim shall be contestable on grounds of non-disclosure or misrepresentation except for "
         "proven fraud."),
        ("F.7 Multiple Policies", "If two or more policies are taken by an Insured Person, he may choose the policy "
         "under which a claim is settled. Where the amount exceeds the Sum Insured of the chosen policy, he may claim "
         "the balance under the other policy, subject to its terms."),
        ("F.8 Fraud", "If any claim is in any respect fraudulent, or if any false statement or declaration is made or "
         "used in support of it, all benefits under this Policy and the premium paid shall be forfeited, and any "
         "amount paid on such a claim shall be repaid to the Company."),
        ("F.9 Nomination", "The Policyholder is required at the inception of the Policy to make a nomination for the "
         "purpose of payment of claims in the event of his death. Any change of nomination shall be effective only "
         "when an endorsement on the Policy is made."),
        ("F.10 Possibility of Revision of Terms", "The Company, with prior approval of the IRDAI, may revise or modify "
         "the terms, benefits or premium of this Policy, with notice of at least three months to the Insured."),
    ]
    for h, t in gen:
        d.h2(h)
        d.p(t)

    d.h1("SECTION G: CLAIM PROCEDURE")
    d.h2("G.1 Notification of claim")
    d.li(["a) Planned Hospitalisation: the Company or its TPA must be informed at least 72 hours before the admission.",
          "b) Emergency Hospitalisation: the Insured Person or someone on his behalf must inform the Company within 48 "
          "hours of admission, and in any case before discharge."])
    d.h2("G.2 Cashless claims")
    d.p("Cashless treatment is available only at Network Providers. The Hospital sends the pre-authorisation form "
        "to the Company; an authorisation, or a reasoned refusal, is issued within one hour of the request, and "
        "the final bill is authorised within three hours of the discharge request. Expenses not payable under the "
        "Policy, the co-payment and amounts above any limit are settled by the Insured Person with the Hospital.")
    d.h2("G.3 Reimbursement claims")
    d.p("The following documents must be submitted within 30 days from the date of discharge: duly filled claim "
        "form; discharge summary; original final bill with itemised break-up and payment receipt; investigation "
        "reports; pharmacy bills with prescriptions; FIR or medico-legal certificate in accident cases; KYC and bank "
        "details. Post-hospitalisation bills are to be sent within 15 days of completing that treatment.")
    d.h2("G.4 Payment of claim")
    d.p("The Company shall settle or reject a claim within 15 days of receipt of the last necessary document. In case "
        "of delay, the Company shall pay interest at a rate 2% above the bank rate from the date of receipt of the "
        "last necessary document.")

    d.h1("SECTION H: GRIEVANCE REDRESSAL PROCEDURE")
    d.p("In case of a grievance, the Insured may contact the Company at the branch office, by e-mail to "
        "grievance@bajajsynthetic.in, or call the toll free number 1800 209 0000 (synthetic). The Company shall "
        "resolve the grievance within 14 days. If the Insured is not satisfied, he may approach the Grievance "
        "Redressal Officer, and thereafter the Insurance Ombudsman under the Insurance Ombudsman Rules, 2017, or "
        "lodge the grievance on the IRDAI Bima Bharosa portal.")

    d.h1("ANNEXURE I: LIST I - ITEMS FOR WHICH COVERAGE IS NOT AVAILABLE IN THE POLICY")
    rows = [["Sl.", "Item", "Sl.", "Item"]]
    half = (len(LIST_I) + 1) // 2
    for i in range(half):
        r = [str(i + 1), LIST_I[i]]
        j = i + half
        r += [str(j + 1), LIST_I[j]] if j < len(LIST_I) else ["", ""]
        rows.append(r)
    d.table(rows, [9, 79, 9, 79], ruled=True)
    d.h1("ANNEXURE II: CONTACT DETAILS OF INSURANCE OMBUDSMAN OFFICES (indicative)")
    omb = [["Office", "Address", "Areas of jurisdiction"],
           ["Bhopal", "1st floor, Jeevan Shikha, 60-B, Hoshangabad Road, Opp. Gayatri Mandir, Bhopal 462 011", "Madhya Pradesh, Chhattisgarh"],
           ["Bhubaneswar", "62, Forest Park, Bhubaneswar 751 009", "Odisha"],
           ["Chandigarh", "Jeevan Deep Building, SCO 20-27, Ground Floor, Sector 17-A, Chandigarh 160 017", "Punjab, Haryana (part), Himachal Pradesh, Jammu &amp; Kashmir, Ladakh, Chandigarh"],
           ["Hyderabad", "6-2-46, 1st floor, Moin Court, Lane Opp. Saleem Function Palace, A. C. Guards, Lakdi-Ka-Pool, Hyderabad 500 004", "Andhra Pradesh, Telangana, Yanam"],
           ["Pune", "Jeevan Darshan Bldg., 3rd Floor, C.T.S. No.s 195 to 198, N.C. Kelkar Road, Narayan Peth, Pune 411 030", "Maharashtra (part), Navi Mumbai, Thane"]]
    d.table(omb, [26, 90, 60], ruled=True)
    d.p("The complaint to the Ombudsman must be made within one year of the final reply of the Company, and the "
        "complainant must first have approached the Company's grievance officer.")
    return d


def main():
    build(os.path.join(HERE, A_STEM + ".pdf"), wording_a(), decor_a,
          meta={"title": "Suraksha Top-Up - Policy Wording", "author": "Future Generali India Insurance Company Limited"})
    build(os.path.join(HERE, B_STEM + ".pdf"), wording_b(), decor_b, margins=(17, 17, 22, 19),
          meta={"title": "Swasthya Raksha - Policy Wordings", "author": "Bajaj Allianz General Insurance Co. Ltd."})


if __name__ == "__main__":
    main()
