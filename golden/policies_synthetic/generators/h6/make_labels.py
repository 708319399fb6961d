"""Golden policy-term labels (SPEC §6, golden/policies/README.md rules) for the two h6 wordings.

Pages marked AUTO are filled with the page(s) where the quote was found by qcheck (both extractors); every quote
is then re-checked. Run after make_wordings.py.
"""
import hashlib
import json
import os

import qcheck
from make_wordings import A_INS, A_PROD, A_STEM, A_UIN, B_INS, B_STEM, B_UIN

HERE = os.path.dirname(os.path.abspath(__file__))
AUTO = "AUTO"
ALL18 = ["Excl%02d" % i for i in range(1, 19)]


def NL():
    return {"kind": "no_limit", "value": None}


def A():
    return {
        "insurer_name": {"value": A_INS, "page": AUTO, "clause": "2.2.3 (Company / We / Us / Our)",
                         "quote": "Company / We / Us / Our: means IFFCO-Tokio General Insurance Co. Ltd."},
        "product_name": {"value": A_PROD, "page": 1, "clause": "title / header",
                         "quote": "IFFCO-Tokio General Insurance Co. Ltd. | Varishtha Arogya Kavach Policy"},
        "uin": {"value": A_UIN, "page": 1, "clause": "title",
                "quote": "Unique Identification No. (UIN): IFFHLIP26118V012526"},
        "sum_insured_options": {
            "value": [100000, 200000, 300000, 500000, 750000, 1000000], "page": AUTO,
            "clause": "Section 4 Table of Benefits (column headers)",
            "quote": "Sum Insured Rs. 1,00,000 / Rs. 2,00,000 / ... Rs. 10,00,000",
            "note": "The six amounts appear only as the two SI-band column headers of the ruled Table of Benefits "
                    "(Rs. 1,00,000 / 2,00,000 / 3,00,000 and Rs. 5,00,000 / 7,50,000 / 10,00,000); the header "
                    "cells wrap, so the quote joins two pieces. Individual SI per person (preamble)."},
        "room_rent_limit": {
            "value": {"kind": "room_category", "value": "Single Standard A/C Room"}, "page": AUTO,
            "clause": "3.1 a; Section 4 Table of Benefits; 2.2.7",
            "quote": "room, boarding and nursing charges as billed by the Hospital, for a Single Standard A/C Room.",
            "note": "Eligible category Single Standard A/C Room in every SI band (table row 'Room, boarding and "
                    "nursing (3.1 a)'), defined in 2.2.7. Higher category: proportionate deduction of Associated "
                    "Medical Expenses in the ratio of the Single Standard A/C room rent of that hospital to the rent "
                    "charged (3.1 Note), not for ICU; needs the hospital's tariff."},
        "icu_limit": {"value": NL(), "page": AUTO, "clause": "3.1 b; Table of Benefits",
                      "quote": "ICU and ICCU charges are payable at actuals, without any per day cap.",
                      "note": "Table row 'ICU / ICCU charges (3.1 b) At actuals' in both bands."},
        "copay": {
            "any_of": [{"percent": 0, "condition": "age at entry 56 - 60 years"},
                       {"percent": 20, "condition": "age at entry 61 - 70 years"},
                       {"percent": 25, "condition": "age at entry 71 - 80 years"}],
            "page": AUTO, "clause": "Section 5 Co-payment (table)",
            "quote": "Each admissible claim is subject to a co-payment which depends on the Age at Entry of the "
                     "Insured Person",
            "note": "Ruled age-band table: 56-60 years Nil, 61-70 years 20%, 71-80 years 25% on each and every "
                    "admissible claim; fixed at entry for life. Applied after non-payables, proportionate "
                    "deduction and sub-limits; applies to every benefit (ambulance included) except the health "
                    "check-up. No entry above 80."},
        "initial_waiting_period_days": {
            "value": 30, "page": AUTO, "clause": "6.3 (Code- Excl03)",
            "quote": "Expenses related to the treatment of any illness within 30 days from the first policy "
                     "commencement date shall be excluded except claims arising due to an accident"},
        "ped_waiting_period_months": {
            "value": 12, "page": AUTO, "clause": "6.1 a (Code- Excl01)",
            "quote": "shall be excluded until the expiry of 12 months of continuous coverage after the date of "
                     "inception of the first policy with insurer."},
        "specific_disease_waiting_period_months": {
            "value": 24, "page": AUTO, "clause": "6.2 a (Code- Excl02)",
            "quote": "shall be excluded until the expiry of 24 months of continuous coverage after the date of "
                     "inception of the first policy with us.",
            "note": "List 6.2 f i-xii (cataract, BPH, hernia, joint replacement, stones, ...); single tier."},
        "maternity_covered": {"value": False, "page": AUTO, "clause": "6.4.15 (Code- Excl18); Table of Benefits",
                              "quote": "Maternity - Code- Excl18",
                              "note": "Excluded (Excl18); table row 'Maternity and new born Not Covered' (p.5)."},
        "maternity_waiting_period_months": {"value": None, "note": "maternity not covered (Excl18)"},
        "pre_hospitalisation_days": {
            "value": 30, "page": AUTO, "clause": "3.2",
            "quote": "Medical Expenses incurred during the 30 days immediately before the date of admission"},
        "post_hospitalisation_days": {
            "value": 60, "page": AUTO, "clause": "3.3",
            "quote": "Medical Expenses incurred during the 60 days immediately after the date of discharge"},
        "ambulance_limit": {
            "value": {"kind": "amount", "value": 2000}, "page": AUTO, "clause": "3.5; Table of Benefits",
            "quote": "are reimbursed up to Rs. 2,000 per hospitalisation",
            "note": "Rs 2,000 per hospitalisation, both SI bands; co-payment applies to it."},
        "cataract_limit": {
            "value": {"kind": "amount", "value": 30000}, "page": AUTO, "clause": "3.9; Table of Benefits",
            "quote": "are payable up to Rs. 30,000 per eye or actual expenses whichever is less, in any one Policy "
                     "Year",
            "note": "Per eye, per policy year, including the IOL; both SI bands. 24-month wait (Excl02 list i)."},
        "modern_treatment_limit": {
            "value": {"kind": "percent_si", "value": 25}, "page": AUTO, "clause": "3.8; Table of Benefits",
            "quote": "are payable up to 25% of the Sum Insured for each procedure, within the overall Sum Insured",
            "note": "25% of SI per procedure for all 12 listed methods, no rupee cap."},
        "ayush_covered": {"value": True, "page": AUTO, "clause": "3.6",
                          "quote": "payable up to 20% of the Sum Insured in a Policy Year",
                          "note": "In-patient AYUSH in an AYUSH Hospital, sub-limit 20% of SI per policy year."},
        "day_care_covered": {"value": True, "page": AUTO, "clause": "3.4; Annexure I",
                             "quote": "Medical Expenses for the Day Care Treatments listed in Annexure I",
                             "note": "Listed day care treatments (Annexure I, indicative list) up to SI."},
        "organ_donor_covered": {"value": True, "page": AUTO, "clause": "3.7",
                                "quote": "are payable up to 10% of the Sum Insured, provided the organ donation "
                                         "conforms to the Transplantation of Human Organs Act, 1994",
                                "note": "Donor's in-patient harvesting expenses up to 10% of SI."},
        "grace_period_days": {
            "value": 30, "page": AUTO, "clause": "7.9",
            "quote": "The Company gives a Grace Period of 30 days from the renewal due date to pay the premium",
            "note": "Annual premium only; no instalment grace period."},
        "exclusion_codes": {
            "value": ALL18, "page": [5, 6, 7], "clause": "6.1-6.3, 6.4.1-6.4.15",
            "quote": ["6.1 Pre-Existing Diseases - Code- Excl01", "Sterility and Infertility - Code- Excl17",
                      "Maternity - Code- Excl18"],
            "note": "All 18 codes printed (Excl01-02 p.5, Excl03-17 p.6, Excl18 p.7). Specific exclusions 6.5 "
                    "carry no codes."},
        "free_look_period_days": {
            "value": 30, "page": AUTO, "clause": "7.8",
            "quote": "shall be allowed a free look period of 30 days from the date of receipt of the policy "
                     "document"},
        "no_claim_bonus": {
            "value": 10, "page": AUTO, "clause": "3.10 Cumulative Bonus",
            "quote": "increased by 10% of the expiring Sum Insured (excluding bonus), up to a maximum of 50% of the "
                     "Sum Insured.",
            "note": "Cumulative bonus on SI, 10% per claim-free year, max 50%; reduced by 10% after a claim year."},
        "restoration_benefit": {"value": None, "note": "No restoration / reinstatement / refill clause in the "
                                                       "wording."},
        "health_checkup": {
            "value": "Preventive health check-up at the end of every block of two continuous claim-free policy "
                     "years, reimbursed up to Rs 1,500 (SI 1-3 lakh) or Rs 2,500 (SI 5-10 lakh)",
            "page": [4, 5], "clause": "3.11; Table of Benefits",
            "quote": ["At the end of every block of two continuous claim-free Policy Years",
                      "Up to Rs. 1,500 once in two claim-free years"]},
        "domiciliary_covered": {
            "value": False, "page": AUTO, "clause": "6.5.1; Table of Benefits",
            "quote": "Domiciliary hospitalisation, that is treatment taken at home even where the condition would "
                     "normally have needed admission to a Hospital.",
            "note": "Excluded (specific exclusion 6.5.1); table row 'Domiciliary Hospitalisation Not Covered'. The "
                    "standard definition of domiciliary hospitalisation is not printed."},
        "claim_intimation_emergency_hours": {
            "value": 24, "page": AUTO, "clause": "8.1 (i)",
            "quote": "In case of an emergency hospitalisation, within 24 hours of admission to the Hospital.",
            "note": "Planned hospitalisation: at least 72 hours before admission (8.1 ii). Reimbursement documents "
                    "within 30 days of discharge (8.3)."},
    }


def B():
    return {
        "insurer_name": {"value": B_INS, "page": AUTO, "clause": "2.2 (40. We / Our / Us)",
                         "quote": "We / Our / Us - means Niva Bupa Health Insurance Company Limited."},
        "product_name": {"value": "Regal Health", "page": 1, "clause": "title / Section 1",
                         "quote": "Welcome to Regal Health."},
        "uin": {"value": B_UIN, "page": 1, "clause": "title",
                "quote": "Niva Bupa Health Insurance Company Limited | Product UIN: NBHHLIP26107V012526"},
        "sum_insured_options": {
            "value": [1000000, 1500000, 2000000, 2500000, 5000000, 10000000], "page": AUTO, "clause": "Section 3",
            "quote": "Regal Health is available for a Base Sum Insured of Rs. 10 lakh, Rs. 15 lakh, Rs. 20 lakh, "
                     "Rs. 25 lakh, Rs. 50 lakh or Rs. 1 crore",
            "note": "Grouped in the Schedule of Benefits as Band I (10/15/20 L), Band II (25/50 L), Band III (1 "
                    "Crore). Individual or family floater."},
        "room_rent_limit": {
            "any_of": [NL(), {"kind": "room_category", "value": "Any Room"}], "page": AUTO,
            "clause": "4.1 a; Schedule of Benefits",
            "quote": "You may choose any room in the Hospital. We do not cap the room rent, and no proportionate "
                     "deduction is made",
            "note": "Any room in every band, no cap, no proportionate deduction: no_limit (the table prints 'Any "
                    "Room', also accepted as a category). No room-modification option."},
        "icu_limit": {"value": NL(), "page": AUTO, "clause": "4.1 b; Schedule of Benefits",
                      "quote": "Intensive Care Unit and Intensive Cardiac Care Unit charges, with no limit other "
                               "than the Sum Insured."},
        "copay": {
            "any_of": [{"percent": 0, "condition": None},
                       {"percent": 20, "condition": "Voluntary Co-payment optional benefit opted"}],
            "page": AUTO, "clause": "5.3 Voluntary Co-payment (Optional Benefit)",
            "quote": "If You opt for it, You will bear 20% of every admissible claim and We will pay the remaining "
                     "80%.",
            "note": "No co-payment unless the optional Voluntary Co-payment (20%, lower premium) is opted; 5.3 "
                    "states 'Unless You opt for this benefit, there is no co-payment under this Policy.'"},
        "initial_waiting_period_days": {
            "value": 30, "page": AUTO, "clause": "6.3 (Code- Excl03)",
            "quote": "Expenses related to the treatment of any illness within 30 days from the first policy "
                     "commencement date shall be excluded"},
        "ped_waiting_period_months": {
            "any_of": [36, 12], "page": AUTO, "clause": "6.1 a (Code- Excl01); 5.2",
            "quote": "36 months of continuous coverage after the date of inception of the first policy with us, or "
                     "12 months if the PED Waiting Period Reduction Optional Benefit is opted.",
            "note": "36 months; 12 months with the optional PED Waiting Period Reduction (5.2, only at the first "
                    "policy)."},
        "specific_disease_waiting_period_months": {
            "value": 24, "page": AUTO, "clause": "6.2 a (Code- Excl02)",
            "quote": "shall be excluded until the expiry of 24 months of continuous coverage after the date of "
                     "inception of the first policy with us. This exclusion shall not be applicable"},
        "maternity_covered": {
            "value": True, "page": AUTO, "clause": "5.1 Maternity and Newborn (Optional Benefit)",
            "quote": "If opted, We will pay the Medical Expenses of the delivery of a child (normal or caesarean)",
            "note": "Optional cover; per delivery Rs 50,000 (Band I), Rs 75,000 (Band II), Rs 1,00,000 (Band III); "
                    "max two deliveries/terminations. Excl18 applies when not opted."},
        "maternity_waiting_period_months": {
            "value": 24, "page": AUTO, "clause": "5.1 a",
            "quote": "A waiting period of 24 months applies from the date this Optional Benefit was first opted"},
        "pre_hospitalisation_days": {"value": 60, "page": AUTO, "clause": "4.2",
                                     "quote": "Medical Expenses incurred in the 60 days before admission"},
        "post_hospitalisation_days": {"value": 180, "page": AUTO, "clause": "4.3",
                                      "quote": "Medical Expenses incurred in the 180 days after discharge"},
        "ambulance_limit": {
            "any_of": [{"kind": "amount", "value": 5000}, {"kind": "amount", "value": 10000}, NL()],
            "page": AUTO, "clause": "Schedule of Benefits; 4.6",
            "quote": "Road ambulance, per hospitalisation (4.6) Rs. 5,000 Rs. 10,000 Up to SI",
            "note": "Per hospitalisation by SI band: Band I (10-20 L) Rs 5,000, Band II (25/50 L) Rs 10,000, "
                    "Band III (1 Cr) up to SI (unruled table)."},
        "cataract_limit": {
            "value": NL(), "page": AUTO, "clause": "4.13; Schedule of Benefits",
            "quote": "Cataract surgery, including the cost of the lens, is paid up to the Sum Insured with no per "
                     "eye limit"},
        "modern_treatment_limit": {
            "value": NL(), "page": AUTO, "clause": "4.9; Schedule of Benefits",
            "quote": "The following are covered as in-patient or day care treatment up to the Sum Insured, with no "
                     "sub-limit:"},
        "ayush_covered": {"value": True, "page": AUTO, "clause": "4.7",
                          "quote": "Siddha or Homeopathy in an AYUSH Hospital, up to the Sum Insured."},
        "day_care_covered": {"value": True, "page": AUTO, "clause": "4.4",
                             "quote": "There is no fixed list; all day care procedures are covered."},
        "organ_donor_covered": {"value": True, "page": AUTO, "clause": "4.8",
                                "quote": "The in-patient expenses of the donor for harvesting an organ donated to "
                                         "an Insured Person, up to the Sum Insured"},
        "grace_period_days": {
            "any_of": [30, 15], "page": AUTO, "clause": "7.4; 7.5",
            "quote": "a Grace Period of 15 days applies for monthly instalments and 30 days for other instalments.",
            "note": "30 days for renewal (7.5) and non-monthly instalments; 15 days for monthly instalments (7.4)."},
        "exclusion_codes": {
            "value": [c for c in ALL18 if c not in ("Excl07", "Excl14")], "page": [5, 6],
            "clause": "6.1-6.3; 6.4.1-6.4.14",
            "quote": ["6.1 Pre-Existing Diseases (Code- Excl01)", "Cosmetic or plastic Surgery (Code- Excl08)",
                      "Maternity (Code- Excl18)"],
            "note": "16 codes printed: Excl07 (change of gender) and Excl14 (dietary supplements) are not listed. "
                    "Excl18 does not apply if the maternity optional benefit is opted. Other exclusions 6.5 have "
                    "no codes."},
        "free_look_period_days": {
            "value": 30, "page": AUTO, "clause": "7.3",
            "quote": "You have 30 days from the date You receive the Policy document to review it."},
        "no_claim_bonus": {
            "value": 50, "page": AUTO, "clause": "4.11 Booster (No Claim Bonus)",
            "quote": "We add 50% of the Base Sum Insured to the Sum Insured of the next year, up to a maximum of "
                     "100% of the Base Sum Insured.",
            "note": "50% of base SI per claim-free year, max 100%; reduced by 50% after a claim year."},
        "restoration_benefit": {
            "value": "Refill Benefit: 100% of the Base Sum Insured refilled once in a policy year when the sum "
                     "insured and Booster are fully or partly exhausted; not for an illness already claimed in "
                     "that year",
            "page": AUTO, "clause": "4.10 Refill Benefit",
            "quote": "We will refill 100% of the Base Sum Insured once in that Policy Year."},
        "health_checkup": {
            "value": "One health check-up every policy year for each adult from day 1, cashless at network "
                     "diagnostic centres, up to Rs 5,000 / Rs 7,500 / Rs 10,000 by SI band",
            "page": AUTO, "clause": "4.12; Schedule of Benefits",
            "quote": "Each adult Insured Person can take one health check-up every Policy Year, from the first day "
                     "of the Policy"},
        "domiciliary_covered": {
            "value": True, "page": AUTO, "clause": "4.5",
            "quote": "Medical Expenses of treatment taken at home for more than 3 consecutive days",
            "note": "Up to SI; no pre/post-hospitalisation with it."},
        "claim_intimation_emergency_hours": {
            "value": 48, "page": AUTO, "clause": "8.1 b",
            "quote": "for an emergency admission, within 48 hours of admission or before discharge, whichever is "
                     "earlier.",
            "note": "Planned admission: at least 72 hours before (8.1 a)."},
    }


def build(stem, fields):
    pdf = os.path.join(HERE, stem + ".pdf")
    problems = []
    for k, f in fields.items():
        q = f.get("quote")
        if q is None:
            continue
        if f.get("page") == AUTO:
            qs = q if isinstance(q, list) else [q]
            found = sorted(set(p for x in qs for p in qcheck.find(pdf, x)))
            if not found:
                problems.append((k, "quote not found anywhere", q))
                continue
            f["page"] = found[0] if len(found) == 1 else found
        bad = qcheck.check(pdf, q, f["page"])
        if bad:
            problems.append((k, bad))
    order = ["insurer_name", "product_name", "uin", "sum_insured_options", "room_rent_limit", "icu_limit", "copay",
             "initial_waiting_period_days", "ped_waiting_period_months", "specific_disease_waiting_period_months",
             "maternity_covered", "maternity_waiting_period_months", "pre_hospitalisation_days",
             "post_hospitalisation_days", "ambulance_limit", "cataract_limit", "modern_treatment_limit",
             "ayush_covered", "day_care_covered", "organ_donor_covered", "grace_period_days", "exclusion_codes",
             "free_look_period_days", "no_claim_bonus", "restoration_benefit", "health_checkup",
             "domiciliary_covered", "claim_intimation_emergency_hours"]
    assert sorted(order) == sorted(fields), set(order) ^ set(fields)
    for k in order:
        f = fields[k]
        assert ("value" in f) != ("any_of" in f), k
    doc = {"document": stem + ".pdf", "sha256": hashlib.sha256(open(pdf, "rb").read()).hexdigest(),
           "fields": {k: fields[k] for k in order}}
    os.makedirs(os.path.join(HERE, "policies"), exist_ok=True)
    out = os.path.join(HERE, "policies", stem + ".json")
    with open(out, "w") as fh:
        fh.write("{\n  \"document\": %s,\n  \"sha256\": %s,\n  \"fields\": {\n" % (
            json.dumps(doc["document"]), json.dumps(doc["sha256"])))
        fh.write(",\n".join("    %s: %s" % (json.dumps(k), json.dumps(v, ensure_ascii=False))
                            for k, v in doc["fields"].items()))
        fh.write("\n  }\n}\n")
    print(out, "problems:", problems if problems else "none")
    return problems


if __name__ == "__main__":
    pa = build(A_STEM, A())
    pb = build(B_STEM, B())
    raise SystemExit(1 if (pa or pb) else 0)
