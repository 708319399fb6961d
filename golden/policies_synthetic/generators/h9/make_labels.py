"""Write the SPEC §6 term labels of the two h9 wordings and check every quote (run after make_wordings.py)."""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import qcheck  # noqa: E402

ALL = ["Excl%02d" % i for i in range(1, 19)]
NL = {"kind": "no_limit", "value": None}

A_STEM = "HDFCERGO_my-Health-Parivar-Suraksha_HDFHLIP26117V012526"
B_STEM = "AdityaBirla_Activ-Chronic-Secure_ADIHLIP26088V012526"

A = {
    "insurer_name": {"value": "HDFC ERGO General Insurance Company Limited", "page": 1, "clause": "1.1",
                     "quote": "1.1 This Policy is a contract between HDFC ERGO General Insurance Company Limited"},
    "product_name": {"value": "my:Health Parivar Suraksha", "page": 1, "clause": "header",
                     "quote": "HDFC ERGO General Insurance Company Limited | my:Health Parivar Suraksha – Policy Wording | UIN: HDFHLIP26117V012526"},
    "uin": {"value": "HDFHLIP26117V012526", "page": 1, "clause": "header",
            "quote": "my:Health Parivar Suraksha – Policy Wording | UIN: HDFHLIP26117V012526"},
    "sum_insured_options": {"value": [500000, 1000000, 1500000, 2000000, 2500000, 5000000, 7500000, 10000000],
                            "page": 1, "clause": "1.3",
                            "quote": "chosen from ₹ 5 lakh, ₹ 10 lakh, ₹ 15 lakh, ₹ 20 lakh, ₹ 25 lakh, ₹ 50 lakh, ₹ 75 lakh and ₹ 1 crore.",
                            "note": "Same eight amounts in the first row of the Schedule of Benefits (p.11), grouped into the bands 5 L / 10 L / 15 L-25 L / 50 L and above."},
    "room_rent_limit": {"any_of": [{"kind": "room_category", "value": "Single Private AC Room"}, NL,
                                   {"kind": "room_category", "value": "Any room"}],
                        "page": [4, 11], "clause": "3.1 a) / Annexure II Schedule of Benefits",
                        "quote": "Room rent (3.1 a) Single private AC room Single private AC room Any room Any room",
                        "note": "Main text (3.1 a, p.4) defers to the Schedule of Benefits. SI 5 L and 10 L: Single private AC room (defined in 2.43; higher category -> proportionate deduction of associated expenses, 3.1). SI 15 L-25 L and 50 L and above: Any room, i.e. no room limit; 'Any room' is also accepted as a category text."},
    "icu_limit": {"value": NL, "page": 11, "clause": "Annexure II Schedule of Benefits (3.1 b)",
                  "quote": "ICU / ICCU charges (3.1 b) Actual Actual Actual Actual",
                  "note": "ICU at actuals in every SI band; 3.1 b) says 'as specified in the Schedule of Benefits'."},
    "copay": {"value": {"percent": 0, "condition": None}, "page": 6, "clause": "3.14",
              "quote": "No co-payment and no deductible apply to claims under this Policy, whatever the age of the Insured Person at entry or at the time of claim.",
              "note": "Schedule of Benefits row 'Co-payment (3.14) Nil' on p.11 as well."},
    "initial_waiting_period_days": {"value": 30, "page": 7, "clause": "4.1.3 (Code- Excl03)",
                                    "quote": "Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"},
    "ped_waiting_period_months": {"value": 36, "page": 6, "clause": "4.1.1 (Code- Excl01)",
                                  "quote": "shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer.",
                                  "note": "Also 'Pre-existing diseases (4.1.1) 36 months' in the Schedule of Benefits (p.12). No reduction option."},
    "specific_disease_waiting_period_months": {"value": 24, "page": 6, "clause": "4.1.2 (Code- Excl02)",
                                               "quote": "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.",
                                               "note": "List of 12 groups (cataract, hernia, joint replacement, ...) in 4.1.2 f)."},
    "maternity_covered": {"value": False, "page": 8, "clause": "4.2.15 (Code- Excl18)",
                          "quote": "4.2.15 Maternity – Code- Excl18",
                          "note": "Schedule of Benefits: 'Maternity expenses and new born baby' Not Covered in every band (p.11)."},
    "maternity_waiting_period_months": {"value": None, "note": "maternity not covered (Excl18)"},
    "pre_hospitalisation_days": {"value": 60, "page": 5, "clause": "3.2",
                                 "quote": "Medical Expenses incurred in the 60 days immediately before the date of admission"},
    "post_hospitalisation_days": {"value": 180, "page": 5, "clause": "3.3",
                                  "quote": "Medical Expenses incurred in the 180 days immediately after discharge from the Hospital"},
    "ambulance_limit": {"any_of": [{"kind": "amount", "value": 2000}, {"kind": "amount", "value": 3000},
                                   {"kind": "amount", "value": 5000}, {"kind": "amount", "value": 10000}],
                        "page": 11, "clause": "3.8 / Annexure II Schedule of Benefits",
                        "quote": "Ambulance, per hospitalisation (3.8) ₹ 2,000 ₹ 3,000 ₹ 5,000 ₹ 10,000",
                        "note": "Road ambulance per hospitalisation by SI band: 5 L Rs 2,000; 10 L Rs 3,000; 15-25 L Rs 5,000; 50 L and above Rs 10,000. Air ambulance not covered (3.8, Schedule row)."},
    "cataract_limit": {"any_of": [{"kind": "amount", "value": 40000}, {"kind": "amount", "value": 60000},
                                  {"kind": "amount", "value": 80000}, {"kind": "amount", "value": 100000}],
                       "page": 11, "clause": "3.9 / Annexure II Schedule of Benefits",
                       "quote": "Cataract, per eye (3.9) ₹ 40,000 ₹ 60,000 ₹ 80,000 ₹ 1,00,000",
                       "note": "Per eye by SI band: 5 L Rs 40,000; 10 L Rs 60,000; 15-25 L Rs 80,000; 50 L and above Rs 1,00,000; includes lens, fees and pre/post expenses (3.9, p.5)."},
    "modern_treatment_limit": {"value": NL, "page": [5, 11], "clause": "3.10 / Annexure II Schedule of Benefits",
                               "quote": "are covered up to the Sum Insured as specified in the Schedule of Benefits",
                               "note": "Schedule row 'Modern treatments (3.10) Up to SI' in all bands (p.11)."},
    "ayush_covered": {"value": True, "page": 5, "clause": "3.6",
                      "quote": "In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy taken in an AYUSH Hospital is covered up to the Sum Insured."},
    "day_care_covered": {"value": True, "page": 5, "clause": "3.4",
                         "quote": "Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre"},
    "organ_donor_covered": {"value": True, "page": 5, "clause": "3.7",
                            "quote": "We will pay the in-patient Medical Expenses of harvesting an organ from a donor for an organ transplant to an Insured Person"},
    "grace_period_days": {"value": 30, "page": 9, "clause": "5.8",
                          "quote": "A grace period of 30 days is allowed to pay the renewal premium",
                          "note": "Annual premium only; no instalment grace period."},
    "exclusion_codes": {"value": ALL, "page": [6, 7, 8], "clause": "4.1.1-4.2.15",
                        "quote": ["4.1.1 Pre-Existing Diseases – Code- Excl01", "4.1.3 30-day waiting period – Code- Excl03",
                                  "4.2.15 Maternity – Code- Excl18"],
                        "note": "All 18 standard codes printed: Excl01-02 p.6, Excl03-14 p.7, Excl15-18 p.8. Specific exclusions 4.3 carry no code."},
    "free_look_period_days": {"value": 30, "page": 8, "clause": "5.7",
                              "quote": "You shall be allowed a free look period of thirty days from date of receipt of the policy document"},
    "no_claim_bonus": {"value": 20, "page": 5, "clause": "3.11",
                       "quote": "the Sum Insured is increased by 20% of the expiring base Sum Insured, subject to a maximum of 100% of the base Sum Insured.",
                       "note": "Cumulative bonus 20% of base SI per claim-free year, max 100%; reduced at the same rate after a claim year."},
    "restoration_benefit": {"value": "Restore Benefit: 100% of the base Sum Insured reinstated once per policy year when SI and bonus are partly or fully used; not for the same illness already claimed that year; unused amount lapses",
                            "page": 6, "clause": "3.12",
                            "quote": "We will reinstate 100% of the base Sum Insured once in that Policy Year."},
    "health_checkup": {"value": "Preventive health check-up at each renewal for every insured person aged 18+, cashless at empanelled centres, irrespective of claims, up to Rs 1,500 / 2,500 / 5,000 / 10,000 per person by SI band",
                       "page": [6, 11], "clause": "3.13 / Annexure II Schedule of Benefits",
                       "quote": ["every Insured Person aged 18 years or more may take a health check-up at Our empanelled centres on a cashless basis",
                                 "₹ 1,500 ₹ 2,500 ₹ 5,000 ₹ 10,000"]},
    "domiciliary_covered": {"value": True, "page": 5, "clause": "3.5",
                            "quote": "Medical Expenses for Domiciliary Hospitalisation lasting more than three consecutive days are covered up to the Sum Insured"},
    "claim_intimation_emergency_hours": {"value": 24, "page": 9, "clause": "6.1",
                                         "quote": "In case of an emergency Hospitalisation, notice must be given to Us within 24 hours of admission, whether cashless or reimbursement is sought.",
                                         "note": "Planned hospitalisation: at least 72 hours before admission."},
}

B_SUBST = ALL
B_SUBST_NO03 = [c for c in ALL if c != "Excl03"]
B = {
    "insurer_name": {"value": "Aditya Birla Health Insurance Co. Limited", "page": 1, "clause": "A.1",
                     "quote": "A.1 Aditya Birla Health Insurance Co. Limited (\"the Company\", \"We\", \"Us\")"},
    "product_name": {"value": "Activ Chronic Secure", "page": 1, "clause": "header",
                     "quote": "Activ Chronic Secure – Policy Terms and Conditions | Product UIN: ADIHLIP26088V012526"},
    "uin": {"value": "ADIHLIP26088V012526", "page": 1, "clause": "header",
            "quote": "Product UIN: ADIHLIP26088V012526"},
    "sum_insured_options": {"value": [300000, 500000, 750000, 1000000, 1500000], "page": 1, "clause": "A.3",
                            "quote": "may be chosen from Rs. 3,00,000, Rs. 5,00,000, Rs. 7,50,000, Rs. 10,00,000 and Rs. 15,00,000 per Policy Year."},
    "room_rent_limit": {"value": {"kind": "amount_per_day", "value": 4000}, "page": [4, 6], "clause": "C.1 / C.12",
                        "quote": "accommodation charges (room, boarding and nursing) up to Rs 4,000 per day",
                        "note": "Proportionate deduction of associated expenses (not medicines, consumables, implants, diagnostics) when the room rent exceeds Rs 4,000/day (C.1). Summary table row 'Room rent Up to Rs 4,000 per day' p.6."},
    "icu_limit": {"value": {"kind": "amount_per_day", "value": 8000}, "page": [4, 6], "clause": "C.1 / C.12",
                  "quote": "charges of an Intensive Care Unit up to Rs 8,000 per day",
                  "note": "ICU above Rs 8,000/day not payable, no proportionate deduction from an ICU stay."},
    "copay": {"any_of": [{"percent": 0, "condition": None}, {"percent": 20, "condition": "age at entry above 65 years"}],
              "page": 7, "clause": "F.1",
              "quote": "was above 65 years of age when he or she was first insured under this Policy, every admissible claim ... is subject to a co-payment of 20%",
              "note": "No co-payment for entry age 65 or below; 20% on every claim for entry age above 65, applied after the Section C limits."},
    "initial_waiting_period_days": {"value": 90, "page": 6, "clause": "D.1",
                                    "quote": "Expenses related to the treatment of any Illness, including a Listed Chronic Condition, within the first 90 days from the date of commencement of the first Policy",
                                    "note": "90-day initial waiting period (no Excl03 code, no 30-day wait), accidents excepted; diabetes, hypertension and asthma covered from the 91st day (C.2, p.5)."},
    "ped_waiting_period_months": {"value": 24, "page": 6, "clause": "D.2",
                                  "quote": "are excluded until 2 years of continuous coverage have elapsed since the inception of the first Policy with Us.",
                                  "note": "2 years for PED other than a declared Listed Chronic Condition; declared diabetes/hypertension/asthma only have the 90-day wait (C.2)."},
    "specific_disease_waiting_period_months": {"value": 24, "page": 6, "clause": "D.3",
                                               "quote": "Expenses for the following illnesses and procedures are excluded until 24 months of continuous coverage have elapsed since the inception of the first Policy with Us"},
    "maternity_covered": {"value": False, "page": 7, "clause": "E.15",
                          "quote": "Maternity and new born baby expenses are not covered under this Policy."},
    "maternity_waiting_period_months": {"value": None, "note": "maternity not covered (E.15)"},
    "pre_hospitalisation_days": {"value": 30, "page": 5, "clause": "C.3",
                                 "quote": "Medical Expenses for the same condition incurred up to 30 days before the date of admission"},
    "post_hospitalisation_days": {"value": 60, "page": 5, "clause": "C.3",
                                  "quote": "up to 60 days after the date of discharge are payable"},
    "ambulance_limit": {"value": {"kind": "amount", "value": 2000}, "page": 5, "clause": "C.5",
                        "quote": "up to INR 2,000 per Hospitalisation. Air ambulance is not covered under this Policy.",
                        "note": "Road ambulance INR 2,000 per hospitalisation; air ambulance not covered. Summary row 'Road ambulance Rs 2,000 per hospitalisation' p.6."},
    "cataract_limit": {"value": NL, "page": 5, "clause": "C.6",
                       "quote": "is covered up to the Sum Insured. No separate limit per eye or per Policy Year applies to cataract under this Policy.",
                       "note": "Cataract covered up to SI after the 24-month wait (D.3); summary row 'Cataract Covered up to Sum Insured' p.6."},
    "modern_treatment_limit": {"value": {"kind": "percent_si", "value": 50}, "page": 5, "clause": "C.9",
                               "quote": "up to 50% of the Sum Insured for each treatment in a Policy Year.",
                               "note": "Per treatment per policy year, no rupee cap."},
    "ayush_covered": {"value": True, "page": 5, "clause": "C.7",
                      "quote": "In-patient treatment under Ayurveda, Unani, Siddha or Homeopathy in a government or registered AYUSH hospital is payable up to Rs 25,000 per Policy Year.",
                      "note": "Sub-limit Rs 25,000 per policy year; Yoga and Naturopathy not named."},
    "day_care_covered": {"value": True, "page": 5, "clause": "C.4",
                         "quote": "Day Care Treatments taken in a Hospital or day care centre are covered up to the Sum Insured."},
    "organ_donor_covered": {"value": True, "page": 5, "clause": "C.8",
                            "quote": "We will pay the in-patient Medical Expenses of the organ donor for harvesting the organ, within the Sum Insured of the recipient."},
    "grace_period_days": {"any_of": [30, 15], "page": 8, "clause": "G.3",
                          "quote": "A grace period of 15 days is allowed where premium is paid monthly, and of 30 days for every other mode."},
    "exclusion_codes": {"any_of": [B_SUBST, B_SUBST_NO03, None], "page": [6, 7], "clause": "D.1-D.3, E.1-E.15",
                        "quote": ["E.15 Maternity: treatment traceable to childbirth", "E.12 Treatment for correction of eyesight due to refractive error less than 7.5 dioptres."],
                        "note": "No Excl codes printed. Substance by clause: Excl01 D.2 (2 years), Excl02 D.3, Excl03 D.1 (but 90 days, not 30: set without Excl03 also accepted), Excl04 E.1, Excl05 E.2, Excl06 E.3, Excl07 E.4, Excl08 E.5, Excl09 E.6, Excl10 E.7, Excl11 E.8, Excl12 E.9, Excl13 E.10, Excl14 E.11, Excl15 E.12, Excl16 E.13, Excl17 E.14, Excl18 E.15. E.16-E.20 are non-standard."},
    "free_look_period_days": {"value": 30, "page": 8, "clause": "G.2",
                              "quote": "may be reviewed for a free look period of thirty (30) days from the date the Policy document is received."},
    "no_claim_bonus": {"value": 10, "page": 5, "clause": "C.11",
                       "quote": "the Sum Insured for the next year is increased by 10% of the base Sum Insured, up to a maximum of 50% of the base Sum Insured.",
                       "note": "Cumulative bonus 10% per claim-free year up to 50%; reduced by 10% after a claim year."},
    "restoration_benefit": {"value": None, "quote": None, "note": "No restoration/restore/reinstatement benefit anywhere in the wording."},
    "health_checkup": {"value": "Chronic Care Health Check-up once every policy year for each insured person, cashless at network diagnostic centres (HbA1c, fasting blood sugar, lipid profile, serum creatinine, urine routine, ECG; spirometry for asthma), irrespective of claims",
                       "page": 5, "clause": "C.10",
                       "quote": "Once in every Policy Year, each Insured Person may take, on a cashless basis at Our network diagnostic centres, a check-up consisting of HbA1c"},
    "domiciliary_covered": {"value": False, "page": 7, "clause": "E.16",
                            "quote": "E.16 Domiciliary hospitalisation, that is treatment taken at home for a condition that would normally need Hospitalisation, is not covered under this Policy."},
    "claim_intimation_emergency_hours": {"value": 48, "page": 8, "clause": "H.1",
                                         "quote": "For an emergency admission, inform Us within 48 hours of admission or before discharge, whichever is earlier.",
                                         "note": "Planned admission: at least 3 days before."},
}

FIELDS = ["insurer_name", "product_name", "uin", "sum_insured_options", "room_rent_limit", "icu_limit", "copay",
          "initial_waiting_period_days", "ped_waiting_period_months", "specific_disease_waiting_period_months",
          "maternity_covered", "maternity_waiting_period_months", "pre_hospitalisation_days",
          "post_hospitalisation_days", "ambulance_limit", "cataract_limit", "modern_treatment_limit", "ayush_covered",
          "day_care_covered", "organ_donor_covered", "grace_period_days", "exclusion_codes",
          "free_look_period_days", "no_claim_bonus", "restoration_benefit", "health_checkup", "domiciliary_covered",
          "claim_intimation_emergency_hours"]


def main():
    bad = 0
    os.makedirs(os.path.join(HERE, "policies"), exist_ok=True)
    for stem, fields in ((A_STEM, A), (B_STEM, B)):
        pdf = os.path.join(HERE, stem + ".pdf")
        assert sorted(fields) == sorted(FIELDS), set(FIELDS) ^ set(fields)
        for k, v in fields.items():
            assert ("value" in v) != ("any_of" in v), k
            if v.get("quote"):
                err = qcheck.check(pdf, v["page"], v["quote"])
                if err:
                    bad += 1
                    print(stem, k, err)
        sha = hashlib.sha256(open(pdf, "rb").read()).hexdigest()
        out = {"document": stem + ".pdf", "sha256": sha, "fields": {k: fields[k] for k in FIELDS}}
        with open(os.path.join(HERE, "policies", stem + ".json"), "w") as f:
            json.dump(out, f, ensure_ascii=False, indent=2)
    print("quote failures:", bad)
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
