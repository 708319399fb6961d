"""Write the golden term labels (SPEC section 6) for the two h1 wordings and check every quote."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from quotecheck import find, sha256  # noqa

ALL18 = [f"Excl{n:02d}" for n in range(1, 19)]


def L(kind, value=None):
    return {"kind": kind, "value": value}


A_PDF = "SBIGeneral_Arogya-Vistaar_SBIHLIP26118V012526.pdf"
A = {
    "insurer_name": {"value": "SBI General Insurance Company Limited", "page": 1, "clause": "1. Preamble",
                     "quote": "This Policy is a contract of insurance issued by SBI General Insurance Company Limited"},
    "product_name": {"value": "Arogya Vistaar Health Insurance Policy", "page": 1, "clause": "title",
                     "quote": "AROGYA VISTAAR HEALTH INSURANCE POLICY Policy Wordings | UIN: SBIHLIP26118V012526"},
    "uin": {"value": "SBIHLIP26118V012526", "page": 1, "clause": "title / footer",
            "quote": "Policy Wordings | UIN: SBIHLIP26118V012526 | Plans: Silver, Gold and Platinum"},
    "sum_insured_options": {
        "value": [300000, 400000, 500000, 750000, 1000000, 1500000, 2000000, 2500000],
        "page": 4, "clause": "3.A Benefit Table (Sum Insured options row)",
        "quote": "Sum Insured options",
        "note": "Benefit Table row (ruled table, cells wrap): Silver Rs 3/4/5 lakh; Gold Rs 5/7.5/10/15 lakh; "
                "Platinum Rs 15/20/25 lakh. Union of all plans. Read from the rendered page 4."},
    "room_rent_limit": {
        "any_of": [L("percent_si_per_day", 1), L("percent_si_per_day", 2), L("room_category", "Single Private AC Room")],
        "also": L("amount_per_day", 8000),
        "page": 5, "clause": "3.1 a) / 3.A Benefit Table",
        "quote": "Under the Silver Plan the eligible accommodation is limited to 1 percent of the Sum Insured for each day of admission",
        "note": "Silver 1% of SI per day; Gold 2% of SI per day subject to a ceiling of Rs 8,000 per day; Platinum "
                "Single Private AC Room (defined in 2.2.11). Proportionate deduction on Associated Medical Expenses "
                "(3.1, not on pharmacy/consumables/implants/diagnostics, not for ICU)."},
    "icu_limit": {
        "any_of": [L("percent_si_per_day", 2), L("percent_si_per_day", 4), L("no_limit")],
        "also": L("amount_per_day", 16000),
        "page": 5, "clause": "3.1 b) / 3.A Benefit Table",
        "quote": "Silver Plan up to 2% of the Sum Insured per day; Gold Plan up to 4% of the Sum Insured per day, capped at",
        "note": "Silver 2% of SI per day; Gold 4% of SI per day capped at Rs 16,000 per day; Platinum 'as actually "
                "charged by the Hospital, up to the Sum Insured' (no_limit). ICU excess capped, no proportionate deduction."},
    "copay": {
        "any_of": [{"percent": 0, "condition": None},
                   {"percent": 10, "condition": "voluntary co-payment opted (Silver and Gold Plans only)"}],
        "page": 11, "clause": "6.6 Voluntary Co-payment",
        "quote": "each admissible claim shall be paid after deducting 10% of the amount otherwise payable. Save for this option, no co-payment applies under this Policy.",
        "note": "No mandatory co-pay. Optional 10% voluntary co-pay (premium discount) for Silver/Gold when shown in "
                "the Schedule; not offered with Platinum."},
    "initial_waiting_period_days": {"value": 30, "page": 8, "clause": "4.1.3 (Code- Excl03)",
                                    "quote": "Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"},
    "ped_waiting_period_months": {"value": 36, "page": 7, "clause": "4.1.1 (Code- Excl01)",
                                  "quote": "shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with us."},
    "specific_disease_waiting_period_months": {
        "value": 24, "page": 7, "clause": "4.1.2 (Code- Excl02)",
        "quote": "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.",
        "note": "24 months for the 16 listed conditions (cataract, hernia, BPH ...). Longer tier: joint replacement "
                "(non-accidental) and prolapsed intervertebral disc surgery 36 months (4.1.2 g, p.8)."},
    "maternity_covered": {
        "value": True, "page": 7, "clause": "3.14 Maternity Expenses (Platinum Plan only)",
        "quote": "are payable up to INR 50000 per delivery or termination",
        "note": "Platinum Plan only: up to Rs 50,000 per delivery/termination, max two in the lifetime of the policy, "
                "after 24 months of continuous Platinum cover. Silver and Gold: Not Covered (Excl18 applies, 4.2.15)."},
    "maternity_waiting_period_months": {
        "value": 24, "page": 7, "clause": "3.14",
        "quote": "once the female Insured Person has been covered under the Platinum Plan continuously for 24 months",
        "note": "Platinum only."},
    "pre_hospitalisation_days": {"any_of": [30, 60], "page": 5, "clause": "3.2",
                                 "quote": "Medical Expenses incurred during the 30 days (Silver Plan) or 60 days (Gold and Platinum Plans) immediately before the date of admission",
                                 "note": "Silver 30 days; Gold and Platinum 60 days."},
    "post_hospitalisation_days": {"any_of": [60, 90, 180], "page": 6, "clause": "3.3",
                                  "quote": "Medical Expenses incurred during the 60 days (Silver Plan), 90 days (Gold Plan) or 180 days (Platinum Plan) immediately after discharge",
                                  "note": "Silver 60, Gold 90, Platinum 180 days."},
    "ambulance_limit": {
        "any_of": [L("amount", 2000), L("amount", 3000), L("amount", 5000)],
        "page": 6, "clause": "3.5 Road Ambulance",
        "quote": "The amount payable for each Hospitalisation is limited to Rs.2,000/- under the Silver Plan, Rs.3,000/- under the Gold Plan and Rs.5,000/- under the Platinum Plan",
        "note": "Per hospitalisation, by plan; only with an admissible in-patient claim."},
    "cataract_limit": {
        "any_of": [L("amount", 25000), L("amount", 40000), L("amount", 60000)],
        "page": 6, "clause": "3.10 Cataract Surgery",
        "quote": "are payable per eye up to Rs. 25,000 (Silver), Rs. 40,000 (Gold) or Rs. 60,000 (Platinum) in a Policy Year",
        "note": "Per eye per policy year, including pre/post-hospitalisation expenses; 24-month wait (Excl02)."},
    "modern_treatment_limit": {
        "value": L("percent_si", 50), "page": 6, "clause": "3.9",
        "quote": "are payable up to 50% of the Sum Insured in a Policy Year for all such treatments together",
        "note": "Same in all three plans; 50% of SI per policy year for all 12 listed treatments together, incl. pre/post."},
    "ayush_covered": {"value": True, "page": 6, "clause": "3.7",
                      "quote": "Homeopathy systems of medicine in an AYUSH Hospital is covered up to the Sum Insured"},
    "day_care_covered": {"value": True, "page": 6, "clause": "3.4",
                         "quote": "We will pay the Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre, up to the Sum Insured."},
    "organ_donor_covered": {"value": True, "page": 6, "clause": "3.8",
                            "quote": "We will pay the in-patient Medical Expenses incurred in harvesting an organ from a donor for transplantation to the Insured Person, up to the Sum Insured"},
    "grace_period_days": {"any_of": [30, 15], "page": 10, "clause": "5.4 Premium Payment in Instalments / 5.5 Renewal / 2.1.14",
                          "quote": "a grace period of 15 days is allowed for a monthly instalment and 30 days for any other instalment.",
                          "note": "30 days for annual renewal (5.5) and non-monthly instalments; 15 days for monthly instalments."},
    "exclusion_codes": {"value": ALL18, "page": [7, 8, 9], "clause": "4.1.1-4.1.3, 4.2.1-4.2.15",
                        "quote": ["4.1.1 Pre-Existing Diseases - Code- Excl01", "4.2.8 Excluded Providers - Code- Excl11",
                                  "4.2.15 Maternity - Code- Excl18"],
                        "note": "All 18 printed in 'Code- ExclNN' style. Excl18 applies to Silver/Gold and to maternity "
                                "expenses beyond 3.14 under Platinum. Specific exclusions 4.3 carry no codes."},
    "free_look_period_days": {"value": 30, "page": [9, 10], "clause": "5.3 Free Look Period",
                              "quote": "look period of thirty days from date of receipt of the policy document"},
    "no_claim_bonus": {
        "any_of": [10, 20], "page": 6, "clause": "3.11 Cumulative Bonus",
        "quote": "by 10% of the Base Sum Insured under the Silver and Gold Plans, up to 50% of the Base Sum Insured, and by 20%",
        "note": "Cumulative bonus on SI: Silver/Gold 10% per claim-free year up to 50%; Platinum 20% up to 100%; reduced at the same rate after a claim."},
    "restoration_benefit": {
        "value": "Gold and Platinum Plans: 100% of the Base Sum Insured reinstated once per policy year on partial or full exhaustion, for an unrelated later claim; not available under Silver",
        "page": 7, "clause": "3.12",
        "quote": "We will reinstate 100% of the Base Sum Insured once in that Policy Year."},
    "health_checkup": {
        "value": "Gold: once in every two claim-free policy years up to Rs 2,500 per insured person; Platinum: every policy year up to Rs 5,000; Silver: not covered",
        "page": 7, "clause": "3.13",
        "quote": "Under the Platinum Plan, a health check-up is available every Policy Year irrespective of claims, up to Rs. 5,000 per Insured Person"},
    "domiciliary_covered": {
        "value": True, "page": 6, "clause": "3.6 Domiciliary Hospitalisation (Gold and Platinum Plans only)",
        "quote": "We will pay the Medical Expenses incurred up to 10% of the Sum Insured per Policy Year.",
        "note": "Gold and Platinum only, up to 10% of SI; not available under Silver."},
    "claim_intimation_emergency_hours": {
        "value": 48, "page": 11, "clause": "6.1 a)",
        "quote": "in the case of an emergency Hospitalisation, within 48 hours of admission or before discharge from the Hospital, whichever is earlier;",
        "note": "Planned hospitalisation: at least 72 hours before admission (6.1 b)."},
}

B_PDF = "Star_Golden-Years_SHAHLIP26131V012526.pdf"
B = {
    "insurer_name": {"value": "Star Health and Allied Insurance Company Limited", "page": 1, "clause": "preamble",
                     "quote": "The Proposer having made to Star Health and Allied Insurance Company Limited"},
    "product_name": {"value": "Star Golden Years Health Insurance Policy", "page": 1, "clause": "header / title",
                     "quote": "Star Golden Years Health Insurance Policy | UIN : SHAHLIP26131V012526"},
    "uin": {"value": "SHAHLIP26131V012526", "page": 1, "clause": "header",
            "quote": "Star Golden Years Health Insurance Policy | UIN : SHAHLIP26131V012526"},
    "sum_insured_options": {
        "value": [100000, 200000, 300000, 400000, 500000, 750000, 1000000], "page": 4, "clause": "II.1",
        "quote": "The Sum Insured may be selected from Rs.1 lakh, Rs.2 lakhs, Rs.3 lakhs, Rs.4 lakhs, Rs.5 lakhs, Rs.7.5 lakhs and Rs.10 lakhs."},
    "room_rent_limit": {
        "any_of": [L("amount_per_day", 1500), L("amount_per_day", 2500), L("amount_per_day", 4000), L("amount_per_day", 5000)],
        "page": 4, "clause": "II.2 / Schedule of limits by Sum Insured",
        "quote": "For a sum insured of Rs.1 lakh the room charges are admissible up to Rs.1,500/- per day; for Rs.2 lakhs up to Rs.2,500/- per day;",
        "note": "By SI band: Rs 1 lakh Rs 1,500/day; Rs 2 lakh Rs 2,500; Rs 3-4 lakh Rs 4,000; Rs 5-10 lakh Rs 5,000. "
                "Proportionate deduction on Associated Medical Expenses when exceeded (not on medicines, consumables, implants, diagnostics)."},
    "icu_limit": {
        "any_of": [L("amount_per_day", 3000), L("amount_per_day", 5000), L("amount_per_day", 7500), L("amount_per_day", 10000)],
        "page": 4, "clause": "Schedule of limits by Sum Insured (ICU / ICCU per day)",
        "quote": ["1,00,000 1,500 3,000 20,000 Not available", "5,00,000 to 10,00,000 5,000 10,000 40,000 2,000"],
        "note": "Unruled SI-band table: ICU per day Rs 3,000 (SI 1 lakh), 5,000 (2 lakh), 7,500 (3-4 lakh), 10,000 (5-10 lakh). "
                "Excess not payable, no proportionate deduction."},
    "copay": {
        "any_of": [{"percent": 20, "condition": "age at entry 60 to 65 years"},
                   {"percent": 30, "condition": "age at entry 66 years or above"},
                   {"percent": 40, "condition": "claims arising out of a pre-existing disease, any age at entry"}],
        "page": 5, "clause": "II.12 Co-payment",
        "quote": "where the Age at Entry is 60 to 65 years, 20% of each and every admissible claim; (ii) where the Age at Entry is 66 years or above, 30%",
        "note": "Mandatory on every claim. PED-related claims: 40% instead, irrespective of age at entry. Applied after all limits."},
    "initial_waiting_period_days": {"value": 30, "page": 5, "clause": "III.A.3 (Code - Excl 03)",
                                    "quote": "Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"},
    "ped_waiting_period_months": {"value": 12, "page": 5, "clause": "III.A.1 (Code - Excl 01)",
                                  "quote": "shall be excluded until the expiry of 12 months of continuous coverage after the date of inception of the first policy with the Company."},
    "specific_disease_waiting_period_months": {"value": 24, "page": 5, "clause": "III.A.2 (Code - Excl 02)",
                                               "quote": "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with the Company."},
    "maternity_covered": {"value": False, "page": 7, "clause": "III.B.18 (Code - Excl 18)",
                          "quote": "18. Maternity (Code - Excl 18)", "note": "No maternity benefit (senior citizens' product)."},
    "maternity_waiting_period_months": {"value": None, "note": "maternity not covered (Excl 18)"},
    "pre_hospitalisation_days": {"value": 30, "page": 4, "clause": "II.3",
                                 "quote": "Medical expenses incurred for a period not exceeding 30 days prior to the date of hospitalisation"},
    "post_hospitalisation_days": {"value": 60, "page": 4, "clause": "II.4",
                                  "quote": "Medical expenses incurred for a period not exceeding 60 days from the date of discharge from the hospital",
                                  "note": "Capped at 7% of the admitted hospitalisation expenses or Rs 5,000, whichever is less."},
    "ambulance_limit": {"value": L("amount", 1500), "also": L("amount", 3000), "page": 4, "clause": "II.6",
                        "quote": "are payable up to Rs.1,500/- for each hospitalisation and not more than Rs.3,000/- in a policy period",
                        "note": "Rs 1,500 per hospitalisation, Rs 3,000 per policy period."},
    "cataract_limit": {
        "any_of": [L("amount", 20000), L("amount", 30000), L("amount", 35000), L("amount", 40000)],
        "page": 4, "clause": "II.7 / Schedule of limits by Sum Insured",
        "quote": "(Rs.20,000/- per eye where the Sum Insured is Rs.1 lakh, rising to Rs.40,000/- per eye for Sum Insured of Rs.5 lakhs and above)",
        "note": "Per eye by SI band (table p.4): Rs 20,000 (1 lakh), 30,000 (2 lakh), 35,000 (3-4 lakh), 40,000 (5-10 lakh); 24-month wait."},
    "modern_treatment_limit": {"value": L("percent_si", 25), "page": 4, "clause": "II.8",
                               "quote": "are payable up to 25% of the Sum Insured for each procedure during the policy period",
                               "note": "25% of SI per procedure per policy period."},
    "ayush_covered": {"value": True, "page": 4, "clause": "II.9",
                      "quote": "are payable up to Rs.25,000/- per policy period.",
                      "note": "In-patient Ayurveda, Unani, Siddha, Homeopathy up to Rs 25,000 per policy period (Yoga/Naturopathy not listed)."},
    "day_care_covered": {"value": True, "page": 4, "clause": "II.5",
                         "quote": "Medical expenses for day care procedures / surgeries which do not require 24 hours of hospitalisation"},
    "organ_donor_covered": {"value": False, "quote": None, "note": "No organ donor clause anywhere in the wording."},
    "grace_period_days": {"value": 30, "page": [1, 7], "clause": "I.A Grace Period / IV.4 Renewal",
                          "quote": "Under this Policy the premium is payable annually and the grace period is thirty days.",
                          "note": "Annual premium only; no instalment grace period."},
    "exclusion_codes": {"value": ALL18, "page": [5, 6, 7], "clause": "III.A.1-3, III.B.4-18",
                        "quote": ["1. Pre-Existing Diseases (Code - Excl 01)", "17. Sterility and Infertility (Code - Excl 17)"],
                        "note": "All 18 standard codes printed as '(Code - Excl NN)'. Star's own codes Excl 19-24 in III.C "
                                "(war, dental, domiciliary/OPD, aids, self-injury, outside India) are not IRDAI codes."},
    "free_look_period_days": {"value": 30, "page": 7, "clause": "IV.3",
                              "quote": "The Insured Person shall be allowed a free look period of thirty days from the date of receipt of the policy document"},
    "no_claim_bonus": {"value": 10, "page": 5, "clause": "II.11",
                       "quote": "For every claim-free year, the Sum Insured shall be increased by 10% of the expiring Sum Insured, subject to a maximum of 50% of the Sum Insured.",
                       "note": "Cumulative bonus on SI, 10% per claim-free year up to 50%."},
    "restoration_benefit": {"value": None, "quote": None, "note": "No restoration / recharge benefit in the wording."},
    "health_checkup": {"value": "For Sum Insured Rs 3 lakh and above, health check-up expenses reimbursed for every claim-free policy year on renewal: Rs 1,000 (SI 3-4 lakh) / Rs 2,000 (SI 5-10 lakh); not available below Rs 3 lakh",
                       "page": [4, 5], "clause": "II.10 / Schedule of limits by Sum Insured",
                       "quote": "For Sum Insured of Rs.3 lakhs and above, the expenses of a health check-up taken by the Insured Person are reimbursed for every claim-free policy year"},
    "domiciliary_covered": {"value": False, "page": 7, "clause": "III.C.21 (Code - Excl 21)",
                            "quote": "Domiciliary hospitalisation and out-patient treatment of any kind (Code - Excl 21).",
                            "note": "Excluded (Star's own specific exclusion)."},
    "claim_intimation_emergency_hours": {"value": 24, "page": 8, "clause": "V.1 Notice of claim",
                                         "quote": "in case of emergency hospitalisation, within 24 hours of admission; in case of planned hospitalisation, at least 48 hours prior to admission.",
                                         "note": "Reimbursement documents within 15 days of discharge (V.3)."},
}


def write(pdf_name, fields, stem):
    pdf = os.path.join(HERE, pdf_name)
    bad = 0
    for k, f in fields.items():
        q = f.get("quote")
        if q:
            ok, where = find(pdf, q, f.get("page"))
            if not ok:
                bad += 1
                print(f"  FAIL {pdf_name[:10]} {k}: page {f.get('page')} found {where}")
    assert len(fields) == 28, len(fields)
    for k, f in fields.items():
        assert ("value" in f) != ("any_of" in f), k
    os.makedirs(os.path.join(HERE, "policies"), exist_ok=True)
    out = {"document": pdf_name, "sha256": sha256(pdf), "fields": fields}
    with open(os.path.join(HERE, "policies", stem + ".json"), "w") as fh:
        json.dump(out, fh, indent=2, ensure_ascii=False)
    print(pdf_name, "quote failures:", bad)
    return bad


if __name__ == "__main__":
    bad = write(A_PDF, A, A_PDF[:-4]) + write(B_PDF, B, B_PDF[:-4])
    sys.exit(1 if bad else 0)
