"""Write policies/<stem>.json (SPEC section 6 golden format) for the two wordings and check every quote."""

from __future__ import annotations

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from make_wordings import A_STEM, B_STEM  # noqa: E402
from qcheck import check_quote, sha256  # noqa: E402

FIELDS = ["insurer_name", "product_name", "uin", "sum_insured_options", "room_rent_limit", "icu_limit", "copay",
          "initial_waiting_period_days", "ped_waiting_period_months", "specific_disease_waiting_period_months",
          "maternity_covered", "maternity_waiting_period_months", "pre_hospitalisation_days",
          "post_hospitalisation_days", "ambulance_limit", "cataract_limit", "modern_treatment_limit", "ayush_covered",
          "day_care_covered", "organ_donor_covered", "grace_period_days", "exclusion_codes",
          "free_look_period_days", "no_claim_bonus", "restoration_benefit", "health_checkup", "domiciliary_covered",
          "claim_intimation_emergency_hours"]


def F(value=None, page=None, clause=None, quote=None, note=None, any_of=None, also=None):
    d = {"any_of": any_of} if any_of is not None else {"value": value}
    for k, v in (("page", page), ("clause", clause), ("quote", quote), ("note", note), ("also", also)):
        if v is not None:
            d[k] = v
    if quote is None:
        d["quote"] = None
    return d


def lim(kind, value=None):
    return {"kind": kind, "value": value}


ALL = ["Excl%02d" % i for i in range(1, 19)]

A = {
    "insurer_name": F("United India Insurance Company Limited", 1, "header",
                      "United India Insurance Company Limited", "In the header of every page; also the preamble."),
    "product_name": F("Bank Account Holders Group Mediclaim Policy", 1, "title",
                      "BANK ACCOUNT HOLDERS GROUP MEDICLAIM POLICY"),
    "uin": F("UIIHLGP26031V012526", 1, "header", "UIN: UIIHLGP26031V012526", "Group UIN (HLGP); header and footer of every page."),
    "sum_insured_options": F([100000, 200000, 300000, 500000], 5, "4.12 Table of Benefits",
                             "Sum Insured options available to an Account Holder: INR 1,00,000 / 2,00,000 / 3,00,000 / 5,00,000",
                             "Individual or floater basis; the same four amounts are the columns of the ruled Table of Benefits."),
    "room_rent_limit": F(lim("percent_si_per_day", 2), 4, "4.1 a)",
                         "Room, boarding and nursing charges as provided by the Hospital, limited to 2% of SI per day.",
                         "Table of Benefits (p.5) prints the rupee equivalents (Rs 2,000 to 10,000 per day by SI). "
                         "Proportionate deduction on associated medical expenses for a dearer room (4.1 note)."),
    "icu_limit": F(lim("percent_si_per_day", 4), 4, "4.1 b)",
                   "Intensive Care Unit (ICU) / Intensive Cardiac Care Unit (ICCU) charges, limited to 4% of SI per day.",
                   "ICU above the limit is not payable; no proportionate deduction for ICU."),
    "copay": F(any_of=[{"percent": 0, "condition": None},
                       {"percent": 15, "condition": "Zone B premium, treatment taken in Zone A (not for accident hospitalisation)"}],
               page=[5, 6], clause="5.3; 5.4",
               quote=["Insured persons who have paid premium for Zone B and take treatment in Zone A shall bear 15% of each admissible claim",
                      "The co-payment under 5.3 shall not be applied to a claim for Hospitalisation following an Accident."],
               note="Zone co-pay stated in prose only. Zone A: Delhi NCR, Greater Mumbai (incl. Navi Mumbai, Thane), "
                    "Kolkata, Chennai, Bengaluru, Hyderabad/Secunderabad, Ahmedabad, Surat, Vadodara, Pune; Zone B: rest "
                    "of India. Zone A premium: no co-pay anywhere. Applied after the Section 4 limits. No other co-pay (5.4)."),
    "initial_waiting_period_days": F(30, 6, "6.3 (Code- Excl03)",
                                     "Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded"),
    "ped_waiting_period_months": F(24, 6, "6.1 (Code- Excl01) a)",
                                   "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.",
                                   "The PED definition (3.1.31) uses a 36-month look-back; that is not the waiting period."),
    "specific_disease_waiting_period_months": F(24, 6, "6.2 (Code- Excl02) a), f)",
                                                ["shall be excluded until the expiry of 24 (twenty four) months of continuous coverage",
                                                 "List of specific diseases/procedures - 24 months: (1) cataract"],
                                                "General list 24 months (cataract, hernia, piles, stones, etc.); 6.2 g): joint "
                                                "replacement (non-accidental), osteoarthritis and osteoporosis 36 months."),
    "maternity_covered": F(True, 5, "4.9 Optional Maternity Extension",
                           "This extension applies only where the Group Policyholder has opted for it on payment of the additional premium",
                           "Optional, opted by the bank (Group Policyholder): normal delivery Rs 25,000, caesarean Rs 40,000, "
                           "first two children, newborn within the limit for 90 days. Without it Excl18 (6.4.14) applies."),
    "maternity_waiting_period_months": F(9, 5, "4.9 (ii)",
                                         "a waiting period of 9 months from the date the Insured Person is first enrolled applies",
                                         "Only under the optional extension; ectopic pregnancy covered under 4.1."),
    "pre_hospitalisation_days": F(30, 4, "4.2", "Medical Expenses incurred during the 30 days immediately before the date of admission"),
    "post_hospitalisation_days": F(60, 4, "4.3", "Medical Expenses incurred during the 60 days immediately after the date of discharge"),
    "ambulance_limit": F(lim("amount", 2500), 4, "4.5 Road Ambulance", "are payable up to \u20b9 2,500 per hospitalisation",
                         "Per hospitalisation; Table of Benefits: Rs. 2,500 for every SI."),
    "cataract_limit": F(lim("amount", 40000), 4, "4.6 Cataract Surgery",
                        "The Company's liability for surgery of cataract shall not exceed Rs. 40,000 per eye",
                        "Per eye per Insured Person, inclusive of lens and pre/post-hospitalisation; same for every SI."),
    "modern_treatment_limit": F(lim("percent_si", 50), 5, "4.8",
                                "the amount payable for each of them shall be limited to 50% of the Sum Insured in a Policy Period",
                                "Each of the 12 listed modern treatments, per Policy Period."),
    "ayush_covered": F(True, 4, "4.7 AYUSH Treatment",
                       "AYUSH Hospital is payable up to 25% of the Sum Insured in a Policy Period.",
                       "In-patient AYUSH up to 25% of SI."),
    "day_care_covered": F(True, 4, "4.4 Day Care Treatment; Annexure I",
                          "Expenses for the Day Care Treatments listed in Annexure I, taken in a Hospital or Day Care Centre, are payable"),
    "organ_donor_covered": F(False, 7, "6.5.5",
                             "Expenses incurred on the organ donor for harvesting an organ, including the donor's hospital charges",
                             "Donor expenses specifically excluded; only the recipient's treatment is payable."),
    "grace_period_days": F(30, 8, "7.11 Grace Period", "Where the renewal premium is paid within a Grace Period of 30 days from the due date"),
    "exclusion_codes": F([c for c in ALL if c != "Excl11"], [6, 7], "6.1-6.3; 6.4.1-6.4.14",
                         "6.1 Pre-Existing Diseases (Code- Excl01)",
                         "Excl01-Excl10 and Excl12-Excl18 printed; Excl11 (excluded providers) is not printed. Excl18 is "
                         "modified by the optional maternity extension 4.9."),
    "free_look_period_days": F(15, 8, "7.8 Free Look Period",
                               "shall have a free look period of 15 days from the date of receipt of the Certificate of Insurance",
                               "For an Account Holder enrolling for the first time; not at renewal."),
    "no_claim_bonus": F(None, 5, "4.11 No Bonus and No Reinstatement",
                        "It does not carry any cumulative bonus or no claim discount",
                        "No bonus of any kind."),
    "restoration_benefit": F(None, 5, "4.11 No Bonus and No Reinstatement",
                             "the Sum Insured, once exhausted in a Policy Period, is not reinstated.",
                             "Explicitly no reinstatement."),
    "health_checkup": F("Health check-up cost up to Rs 1,500 per Insured Person aged 18 or above at the end of every block of three continuous claim-free Policy Periods, not reducing the SI",
                        5, "4.10 Health Check-up",
                        "each Insured Person aged 18 years or above may claim the cost of a health check-up up to Rs. 1,500"),
    "domiciliary_covered": F(False, 7, "6.5.4",
                             "Expenses incurred on Domiciliary Hospitalisation or on treatment taken at home, whatever the reason.",
                             "Also 'Not Covered' in the Table of Benefits (p.5)."),
    "claim_intimation_emergency_hours": F(24, 8, "8.1 a)",
                                          "in the case of an emergency Hospitalisation, within 24 hours of admission;",
                                          "Planned hospitalisation: at least 72 hours before admission (8.1 b). Reimbursement "
                                          "documents within 15 days of discharge (8.3)."),
}

B = {
    "insurer_name": F("Universal Sompo General Insurance Company Limited", 1, "header",
                      "Universal Sompo General Insurance Company Limited", "Header of every page; also the preamble."),
    "product_name": F("Family Health Protector Policy", 1, "title", "FAMILY HEALTH PROTECTOR POLICY"),
    "uin": F("UNIHLIP26047V012526", 1, "header", "UIN: UNIHLIP26047V012526", "Header and footer of every page."),
    "sum_insured_options": F([300000, 500000, 750000, 1000000, 1500000, 2000000], 5, "3.3 Schedule of Benefits",
                             "Sum Insured options (individual or floater): INR 300000, INR 500000, INR 750000, INR 1000000, INR 1500000 and INR 2000000."),
    "room_rent_limit": F(any_of=[lim("amount_per_day", 4000), lim("amount_per_day", 6000)], page=4,
                         clause="3.1.1 (a)",
                         quote="up to Rs. 4,000 per day for SI up to 5 lakh and Rs. 6,000 per day above",
                         note="SI up to Rs 5 lakh (3 / 5 lakh): Rs 4,000 per day; SI above 5 lakh (7.5 lakh and above): Rs 6,000 "
                              "per day; same in the unruled Schedule of Benefits (p.5). Proportionate deduction on "
                              "Associated Medical Expenses (3.1.1 Note)."),
    "icu_limit": F(any_of=[lim("amount_per_day", 10000), lim("no_limit")], page=4, clause="3.1.1 (b)",
                   quote="up to Rs. 10,000 per day where the Sum Insured is up to Rs. 5 lakh, and actual ICU charges where the Sum Insured is above Rs. 5 lakh",
                   note="SI up to 5 lakh: Rs 10,000 per day; SI above 5 lakh: actual charges ('Actual charges' in the Schedule of Benefits)."),
    "copay": F(any_of=[{"percent": 0, "condition": None},
                       {"percent": 20, "condition": "Insured Person aged 61 years or older when first covered"}],
               page=7, clause="5.1; 5.2",
               quote=["shall bear 20% of every admissible claim", "5.2 No other co-payment is applicable under this Policy."],
               note="Age-at-entry co-pay (61+), applied after the Section 3 limits, at every renewal; no co-pay otherwise."),
    "initial_waiting_period_days": F(30, [5, 6], "4.1.3 (Code- Excl03)",
                                     ["4.1.3 First 30 days waiting period (Code- Excl03)",
                                      "Expenses related to the treatment of any illness within 30 days from the first policy commencement date"],
                                     "Heading at the foot of p.5, text on p.6."),
    "ped_waiting_period_months": F(36, 5, "4.1.1 (Code- Excl01) (a)",
                                   "shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with us."),
    "specific_disease_waiting_period_months": F(24, 5, "4.1.2 (Code- Excl02) (a), (f)",
                                                "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.",
                                                "Single tier of 24 months for the whole list (cataract, hernia, stones, joint replacement, etc.)."),
    "maternity_covered": F(False, 5, "3.2.4 Maternity; 4.2.15 (Code- Excl18)",
                           "Maternity expenses, childbirth and the care of a Newborn Baby are not covered under this Policy",
                           "Also 'Maternity Not Covered' in the Schedule of Benefits and Excl18 (p.6)."),
    "maternity_waiting_period_months": F(None, 5, "3.2.4", None, "Maternity not covered."),
    "pre_hospitalisation_days": F(60, 4, "3.1.2", "Medical Expenses incurred in the 60 days immediately before admission"),
    "post_hospitalisation_days": F(90, 4, "3.1.3", "Medical Expenses incurred in the 90 days immediately after discharge"),
    "ambulance_limit": F(lim("amount", 1000), 4, "3.1.6 Emergency Road Ambulance",
                         "up to Rs. 1,000/- per event subject to Rs. 3,000/- per policy period.",
                         "Rs 1,000 per event (per hospitalisation), aggregate Rs 3,000 per policy period.", also=3000),
    "cataract_limit": F(any_of=[lim("percent_si", 25), lim("amount", 50000)], page=4, clause="3.1.9 Cataract",
                        quote="Our liability for cataract surgery shall be 25% of SI subject to maximum Rs. 50,000 per eye",
                        note="Two-part limit: 25% of SI, capped at Rs 50,000 per eye (binds from SI 2 lakh up, i.e. for every "
                             "SI offered: 3 lakh gives 75,000 -> 50,000).", also=50000),
    "modern_treatment_limit": F(lim("no_limit"), 4, "3.1.10 Modern Treatment Methods",
                                "covered up to the Sum Insured, as in-patient or day care treatment, without any separate sub-limit."),
    "ayush_covered": F(True, 4, "3.1.8 AYUSH Treatment", "up to 20% of the Sum Insured per Policy Year.",
                       "In-patient AYUSH in an AYUSH Hospital up to 20% of SI."),
    "day_care_covered": F(True, 4, "3.1.4 Day Care Treatment; Annexure A",
                          "Medical Expenses for the Day Care Treatments listed in Annexure A"),
    "organ_donor_covered": F(True, 4, "3.1.7 Organ Donor Expenses",
                             "We will pay the in-patient expenses of the donor for harvesting the organ"),
    "grace_period_days": F(any_of=[30, 15], page=7, clause="6.5 Grace Period",
                           quote="within a grace period of 30 days from the due date (15 days where the premium is paid in monthly instalments)"),
    "exclusion_codes": F(ALL, [5, 6], "4.1.1-4.1.3; 4.2.1-4.2.15", "4.1.1 Pre-Existing Diseases (Code- Excl01)",
                         "All 18 standard codes printed (Excl04-Excl18 as 4.2.1-4.2.15)."),
    "free_look_period_days": F(30, 7, "6.4 Free Look Period",
                               "You have a free look period of thirty days from the date of receipt of the Policy document"),
    "no_claim_bonus": F(10, 4, "3.2.1 Cumulative Bonus",
                        "For every claim-free Policy Year the Sum Insured shall be increased by 10% of the base Sum Insured at renewal, up to a maximum of 50%.",
                        "Cumulative bonus on SI; reduced by 10% of base SI after a claim year."),
    "restoration_benefit": F("Restore Benefit: 100% of the base Sum Insured restored once per Policy Year after the SI and cumulative bonus are exhausted, only for a later unrelated illness/injury; unused amount lapses",
                             4, "3.2.2 Restore Benefit",
                             "We will restore 100% of the base Sum Insured once in that Policy Year."),
    "health_checkup": F("Preventive health check-up once every Policy Year for each Insured Person aged 18+ at a network centre: up to Rs 2,000 (SI Rs 5 lakh or more) or Rs 1,000 (otherwise), irrespective of claims",
                        [4, 5], "3.2.3 Preventive Health Check-up",
                        ["may take a health check-up once every Policy Year at Our network diagnostic centre",
                         "it is payable whether or not a claim has been made."]),
    "domiciliary_covered": F(True, 4, "3.1.5 Domiciliary Hospitalisation",
                             "We will pay Medical Expenses of Domiciliary Hospitalisation that continues for at least three consecutive days",
                             "Up to 10% of SI per Policy Year; no pre/post-hospitalisation; listed conditions excluded."),
    "claim_intimation_emergency_hours": F(48, 8, "7.1 (a)",
                                          "in an emergency, within 48 hours of admission or before discharge, whichever is earlier;",
                                          "Planned: at least 72 hours before admission (7.1 b). Reimbursement documents within 30 days of discharge (7.3)."),
}


def write(stem, fields):
    pdf = os.path.join(HERE, stem + ".pdf")
    assert list(fields) == FIELDS, set(FIELDS) ^ set(fields)
    problems = []
    for name, f in fields.items():
        assert ("value" in f) != ("any_of" in f), name
        for p in check_quote(pdf, f.get("page"), f.get("quote")) if f.get("page") else []:
            problems.append("%s %s: %s" % (stem[:12], name, p))
    out = {"document": stem + ".pdf", "sha256": sha256(pdf), "fields": fields}
    os.makedirs(os.path.join(HERE, "policies"), exist_ok=True)
    with open(os.path.join(HERE, "policies", stem + ".json"), "w") as fh:
        json.dump(out, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    return problems


if __name__ == "__main__":
    probs = write(A_STEM, A) + write(B_STEM, B)
    print("\n".join(probs) or "all quotes ok")
    sys.exit(1 if probs else 0)
