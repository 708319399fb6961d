#!/usr/bin/env python
"""Write policies/<stem>.json golden term labels for the two h13 wordings (labelled from the extracted text)."""
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
NL = {"kind": "no_limit", "value": None}


def F(value=None, any_of=None, page=None, clause=None, quote=None, note=None, also=None):
    d = {}
    if any_of is not None:
        d["any_of"] = any_of
    else:
        d["value"] = value
    d["page"] = page
    d["clause"] = clause
    d["quote"] = quote
    if note:
        d["note"] = note
    if also is not None:
        d["also"] = also
    return d


A = {
    "insurer_name": F("Acko General Insurance Limited", page=1, clause="About this policy",
                      quote="and us, Acko General Insurance Limited."),
    "product_name": F("Clear Health Plan", page=1, clause="header",
                      quote="Clear Health Plan | UIN: ACKHLIP26051V012526"),
    "uin": F("ACKHLIP26051V012526", page=1, clause="title", quote="Product UIN: ACKHLIP26051V012526"),
    "sum_insured_options": F([500000, 1000000, 2500000, 5000000, 10000000], page=1, clause="How much cover can I buy?",
                             quote="You can choose a Sum Insured of Rs 5,00,000, Rs 10,00,000, \u20b9 25 lakh, "
                                   "\u20b9 50 lakh or Rs 1 crore per Policy Year."),
    "room_rent_limit": F(NL, page=5, clause="B.1",
                         quote="There is no capping on room rent, so you can stay in a single room, a deluxe room or "
                               "a suite.",
                         note="Any room category; summary table p.1 'No capping on room rent'; no proportionate "
                              "deduction."),
    "icu_limit": F(NL, page=5, clause="B.1", quote="ICU and ICCU charges are paid with no limit, up to the Sum Insured."),
    "copay": F({"percent": 0, "condition": None}, page=6, clause="B.13",
               quote="No. No co-payment applies under this policy, whatever the age of the Insured Person and wherever "
                     "the treatment is taken in India.",
               note="Also the summary table p.1: 'Nil \u2013 no co-payment applies'. No deductible."),
    "initial_waiting_period_days": F(30, page=7, clause="C.1.1 (Code- Excl03)",
                                     quote="Expenses related to the treatment of any illness within 30 days from the "
                                           "first policy commencement date shall be excluded except claims arising "
                                           "due to an accident"),
    "ped_waiting_period_months": F(24, page=7, clause="C.1.2 (Code- Excl01)",
                                   quote="Expenses related to the treatment of a pre-existing Disease (PED) and its "
                                         "direct complications shall be excluded until the expiry of 24 months"),
    "specific_disease_waiting_period_months": F(24, page=7, clause="C.1.3 (Code- Excl02)",
                                                quote="treatment of the listed Conditions, surgeries/treatments shall be "
                                                      "excluded until the expiry of 24 months of continuous coverage",
                                                note="Single 24-month list (cataract, hernia, BPH, stones, joint "
                                                     "replacement, etc.); no shorter or longer tier."),
    "maternity_covered": F(False, page=8, clause="C.2.15 (Code- Excl18)", quote="Maternity (Code- Excl18)",
                           note="Summary table p.1: 'Maternity and newborn \u2013 Not Covered'."),
    "maternity_waiting_period_months": F(None, note="maternity not covered (Excl18)"),
    "pre_hospitalisation_days": F(60, page=5, clause="B.2",
                                  quote="We pay the medical expenses incurred in the 60 days before the date of "
                                        "admission, and in the 180 days after the date of discharge"),
    "post_hospitalisation_days": F(180, page=5, clause="B.2",
                                   quote="We pay the medical expenses incurred in the 60 days before the date of "
                                         "admission, and in the 180 days after the date of discharge"),
    "ambulance_limit": F({"kind": "amount", "value": 5000}, page=5, clause="B.4",
                         quote="We pay up to Rs 5,000 per hospitalisation, as long as we have accepted the "
                               "hospitalisation claim.",
                         note="Road ambulance, per hospitalisation; no air ambulance cover."),
    "cataract_limit": F({"kind": "amount", "value": 40000}, page=6, clause="B.9",
                        quote="Cataract surgery, including the cost of the intra-ocular lens, is paid up to Rs 40,000 "
                              "per eye in each Policy Year.",
                        note="Per eye; 24-month specified-disease wait (C.1.3)."),
    "modern_treatment_limit": F({"kind": "percent_si", "value": 50}, page=5, clause="B.8",
                                quote="For all of them together, we pay up to 50% of the Sum Insured in a Policy Year",
                                note="Aggregate for all 12 modern treatments per policy year (not per treatment)."),
    "ayush_covered": F(True, page=5, clause="B.5",
                       quote="Homeopathy taken in an AYUSH Hospital, covered up to SI."),
    "day_care_covered": F(True, page=5, clause="B.3",
                          quote="We cover all Day Care Treatment taken in a Hospital or a Day Care Centre, up to the "
                                "Sum Insured."),
    "organ_donor_covered": F(True, page=5, clause="B.6",
                             quote="we pay the in-patient expenses of the donor for harvesting the organ, up to the "
                                   "Sum Insured"),
    "grace_period_days": F(any_of=[30, 15], page=10, clause="E.3",
                           quote="you have a grace period of 30 days from the due date (15 days where the premium is "
                                 "paid in monthly instalments)"),
    "exclusion_codes": F(["Excl%02d" % i for i in range(1, 19)], page=[7, 8], clause="C.1.1-C.1.3, C.2.1-C.2.15",
                         quote="C.2.15 Maternity (Code- Excl18)",
                         note="All 18 codes printed: Excl03/Excl01/Excl02 in C.1.1-C.1.3 (p.7), Excl04-Excl06 in "
                              "C.2.1-C.2.3 (p.7), Excl07-Excl18 in C.2.4-C.2.15 (p.8)."),
    "free_look_period_days": F(30, page=10, clause="E.2",
                               quote="You have a free look period of thirty days from the date you receive the policy "
                                     "document"),
    "no_claim_bonus": F(20, page=6, clause="B.11",
                        quote="For every claim-free Policy Year, we increase your Sum Insured by 20% of the base Sum "
                              "Insured at renewal, up to a maximum of 100%.",
                        note="Cumulative bonus; reduced by 20% of base SI after a claim year."),
    "restoration_benefit": F("Sum insured refill: 100% of the base Sum Insured restored once per policy year after the "
                             "SI is used up, for a later hospitalisation for an unrelated illness; no carry forward",
                             page=6, clause="B.10",
                             quote="we refill it by 100% of the base Sum Insured once in that Policy Year."),
    "health_checkup": F("Annual health check-up once every policy year from day 1 for insured persons aged 18+, "
                        "cashless at partner diagnostic centres; tests and value as specified in the Policy Schedule",
                        page=6, clause="B.12",
                        quote="Each Insured Person aged 18 or above can take one health check-up in every Policy Year, "
                              "from the first day of the policy"),
    "domiciliary_covered": F(True, page=5, clause="B.7",
                             quote="we pay for Domiciliary Hospitalization lasting at least 3 consecutive days, up to "
                                   "10% of the Sum Insured per Policy Year.",
                             note="Treatment at home, min 3 days, up to 10% of SI per policy year."),
    "claim_intimation_emergency_hours": F(24, page=10, clause="D.1",
                                          quote="In an emergency: within 24 hours of admission, or before the Insured "
                                                "Person is discharged, whichever is earlier.",
                                          note="Planned admission: at least 48 hours before admission."),
}

WAIVED = "Special Conditions table (Section 4, no ruling lines) marks this waiting period 'Waived' for Employees " \
         "and Dependants; 5.1 says no waiting period applies. No duration printed. 0 (waived) or null accepted."
B = {
    "insurer_name": F("Zuno General Insurance Limited", page=1, clause="2.1",
                      quote="Zuno General Insurance Limited (formerly known as Edelweiss General Insurance Company "
                            "Limited).",
                      note="Formerly Edelweiss General Insurance Company Limited."),
    "product_name": F("Group Health Guard", page=1, clause="header / title",
                      quote="Group Health Guard | UIN: EDLHLGP26033V012526"),
    "uin": F("EDLHLGP26033V012526", page=1, clause="title", quote="UIN: EDLHLGP26033V012526"),
    "sum_insured_options": F([200000, 300000, 500000, 750000, 1000000], page=4, clause="3 Scope of Cover",
                             quote="The Sum Insured options available under this Policy are \u20b92 lakh, \u20b93 "
                                   "lakh, \u20b95 lakh, \u20b97.5 lakh and \u20b910 lakh per family",
                             note="Same set in the Schedule of Benefits table (3.13, p.5): Rs 2,00,000 / 3,00,000 / "
                                  "5,00,000 / 7,50,000 / 10,00,000, by employee grade."),
    "room_rent_limit": F({"kind": "percent_si_per_day", "value": 2}, page=4, clause="3.1 a",
                         quote="Room, boarding and nursing expenses as provided by the Hospital, limited to 2% of the "
                               "Sum Insured per day for a normal room.",
                         note="Proportionate deduction on associated medical expenses if exceeded (3.1 d). Also in "
                              "the Special Conditions table p.5."),
    "icu_limit": F({"kind": "percent_si_per_day", "value": 4}, page=4, clause="3.1 b",
                   quote="Intensive Care Unit (ICU / ICCU) expenses, limited to 4% of the Sum Insured per day.",
                   note="No proportionate deduction in ICU (3.1 d)."),
    "copay": F(any_of=[{"percent": 0, "condition": None},
                       {"percent": 10, "condition": "claims in respect of the parents of the Employee"}],
               page=5, clause="3.11",
               quote="Each admissible claim in respect of a parent of the Employee shall be subject to a co-payment of "
                     "10% of the admissible claim amount",
               note="Member-dependent: 0% for Employee, spouse and children; 10% for parents."),
    "initial_waiting_period_days": F(any_of=[0, None], page=5, clause="4 Special Conditions",
                                     quote="30 days initial waiting period Waived", note=WAIVED),
    "ped_waiting_period_months": F(any_of=[0, None], page=5, clause="4 Special Conditions",
                                   quote="Pre-existing disease waiting period Waived", note=WAIVED),
    "specific_disease_waiting_period_months": F(any_of=[0, None], page=5, clause="4 Special Conditions",
                                                quote="Two year (2 year) specific disease waiting period Waived",
                                                note=WAIVED + " Both the 1-year and the 2-year specific disease "
                                                              "waiting periods are waived; no disease list printed."),
    "maternity_covered": F(True, page=4, clause="3.5",
                           quote="up to Rs. 50,000/- for a normal delivery and Rs. 75,000/- for a caesarean section",
                           note="Female Employee or spouse of male Employee, first two deliveries, within SI."),
    "maternity_waiting_period_months": F(any_of=[0, None], page=5, clause="4 Special Conditions",
                                         quote="9 months maternity waiting period Waived",
                                         note="Also 3.5 (p.4): 'The 9 month waiting period for maternity is waived "
                                              "under Section 4.' Effective wait 0."),
    "pre_hospitalisation_days": F(30, page=4, clause="3.2",
                                  quote="Relevant medical expenses incurred during 30 days prior to the date of "
                                        "admission and 60 days after the date of discharge"),
    "post_hospitalisation_days": F(60, page=4, clause="3.2",
                                   quote="Relevant medical expenses incurred during 30 days prior to the date of "
                                         "admission and 60 days after the date of discharge"),
    "ambulance_limit": F({"kind": "amount", "value": 2500}, page=4, clause="3.4",
                         quote="limited to INR 2,500 per hospitalisation"),
    "cataract_limit": F(any_of=[{"kind": "percent_si", "value": 10}, {"kind": "amount", "value": 50000}],
                        page=4, clause="3.9",
                        quote="Expenses for treatment of cataract are payable up to 10% of Sum Insured or Rs. 50,000 "
                              "per eye, whichever is lower.",
                        also={"kind": "amount", "value": 50000},
                        note="Two-part limit per eye: 10% of SI capped at Rs 50,000 (binding only for SI 10 lakh)."),
    "modern_treatment_limit": F({"kind": "percent_si", "value": 25}, page=5, clause="3.10",
                                quote="are covered up to 25% of the Sum Insured for each Policy Period",
                                note="Aggregate per policy period for the 12 listed treatments."),
    "ayush_covered": F(True, page=4, clause="3.7",
                       quote="taken in an AYUSH Hospital is covered, limited to 20% of the Sum Insured per Policy "
                             "Period.",
                       note="Sub-limit 20% of SI."),
    "day_care_covered": F(True, page=4, clause="3.3",
                          quote="Medical expenses for Day Care Treatment taken in a Hospital or a Day Care Centre are "
                                "covered up to the Sum Insured."),
    "organ_donor_covered": F(True, page=4, clause="3.8",
                             quote="In-patient hospitalisation expenses of the donor for harvesting an organ donated "
                                   "to an Insured Person are covered up to the Sum Insured"),
    "grace_period_days": F(30, page=7, clause="6.3",
                           quote="a grace period of 30 days from the due date is allowed for payment of the renewal "
                                 "premium."),
    "exclusion_codes": F(any_of=[["Excl%02d" % i for i in range(4, 18)], None], page=[6, 7], clause="5.2.1-5.2.14",
                         quote="5.2.14 Sterility and Infertility: Expenses related to sterility and infertility.",
                         note="Codes NOT printed. Standard texts matched clause by clause: 5.2.1 Excl04, 5.2.2 Excl05, "
                              "5.2.3 Excl06, 5.2.4 Excl07, 5.2.5 Excl08, 5.2.6 Excl09, 5.2.7 Excl10, 5.2.8 Excl11, "
                              "5.2.9 Excl12, 5.2.10 Excl13, 5.2.11 Excl14, 5.2.12 Excl15, 5.2.13 Excl16, "
                              "5.2.14 Excl17. No PED / specified-disease / 30-day exclusion (all waived, 5.1) and no "
                              "maternity exclusion (maternity covered, 3.5)."),
    "free_look_period_days": F(None, page=7, clause="6.2",
                               quote="The free look period is not applicable to this Group Policy",
                               note="Group policy: no free look period (only for individual policies on portability)."),
    "no_claim_bonus": F(None, note="No cumulative bonus or no-claim discount in this group wording."),
    "restoration_benefit": F(None, note="No restoration/recharge. The Corporate Buffer (3.12) is an employer-"
                                        "discretion floater, not a restoration of the sum insured."),
    "health_checkup": F(None, note="No health check-up benefit."),
    "domiciliary_covered": F(False, page=7, clause="5.3.1",
                             quote="Domiciliary hospitalisation and any expenses for treatment taken at home.",
                             note="Also 'Domiciliary hospitalisation Not Covered' in the Schedule of Benefits (p.5)."),
    "claim_intimation_emergency_hours": F(48, page=8, clause="7.1 (a)",
                                          quote="in case of emergency hospitalisation, within 48 hours of admission",
                                          note="Planned: at least 72 hours prior to admission."),
}


def write(stem, fields):
    pdf = stem + ".pdf"
    sha = hashlib.sha256(open(os.path.join(HERE, pdf), "rb").read()).hexdigest()
    os.makedirs(os.path.join(HERE, "policies"), exist_ok=True)
    with open(os.path.join(HERE, "policies", stem + ".json"), "w") as f:
        json.dump({"document": pdf, "sha256": sha, "fields": fields}, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    write("Acko_Clear-Health-Plan_ACKHLIP26051V012526", A)
    write("Zuno_Group-Health-Guard_EDLHLGP26033V012526", B)
    print("written")
