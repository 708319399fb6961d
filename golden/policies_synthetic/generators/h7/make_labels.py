"""Write policies/<stem>.json for the two h7 wordings; every quote is located on its page in both the
pdfplumber and the pypdfium2 text (normalised), and the declared page must be among the pages found."""
import hashlib, json, os, sys
from textcheck import find

HERE = os.path.dirname(os.path.abspath(__file__))
A = "FutureGenerali_Suraksha-Top-Up_FGIHLIP26118V012526"
B = "BajajAllianz_Swasthya-Raksha_BAJHLIP26073V012526"

FIELDS = ["insurer_name", "product_name", "uin", "sum_insured_options", "room_rent_limit", "icu_limit", "copay",
          "initial_waiting_period_days", "ped_waiting_period_months", "specific_disease_waiting_period_months",
          "maternity_covered", "maternity_waiting_period_months", "pre_hospitalisation_days",
          "post_hospitalisation_days", "ambulance_limit", "cataract_limit", "modern_treatment_limit",
          "ayush_covered", "day_care_covered", "organ_donor_covered", "grace_period_days", "exclusion_codes",
          "free_look_period_days", "no_claim_bonus", "restoration_benefit", "health_checkup",
          "domiciliary_covered", "claim_intimation_emergency_hours"]
CODES = [f"Excl{i:02d}" for i in range(1, 19)]


def L(kind, value):
    return {"kind": kind, "value": value}


NOLIM = L("no_limit", None)

LABELS = {
    A: {
        "insurer_name": dict(value="Future Generali India Insurance Company Limited", page=1, clause="1. Preamble and Operative Clause",
                             quote="a contract between the Policyholder named in the Schedule and Future Generali India Insurance Company Limited"),
        "product_name": dict(value="Suraksha Top-Up", page=1, clause="title; 1. Operative clause",
                             quote="Suraksha Top-Up is a top-up product: it does not pay the first portion of any Hospitalisation",
                             note="Top-up with a per-hospitalisation deductible; title 'SURAKSHA TOP-UP Policy Wording'."),
        "uin": dict(value="FGIHLIP26118V012526", page=1, clause="title / header", quote="Policy Wording | UIN: FGIHLIP26118V012526"),
        "sum_insured_options": dict(value=[300000, 500000, 1000000, 1500000, 2000000], page=5, clause="Table of Benefits",
                                    quote="Sum Insured ₹ 3 lakh / ₹ 5 lakh Sum Insured ₹ 10 lakh / ₹ 15 lakh / ₹ 20 lakh",
                                    note="Column heads of the Table of Benefits (no ruling lines). Deductible options (per hospitalisation) Rs 1 lakh / 2 lakh (SI 3-5 lakh) and Rs 1 / 2 / 3 lakh (SI 10-20 lakh) are not sums insured."),
        "room_rent_limit": dict(value=L("amount_per_day", 7500), page=4, clause="3.1 a)",
                                quote="Accommodation charges: room, boarding and nursing provided by the Hospital, up to Rs. 7,500 per day of admission",
                                note="Same in both SI columns of the Table of Benefits (p.5). Proportionate deduction of Associated Medical Expenses (not pharmacy, consumables, implants, diagnostics) when the room exceeds Rs 7,500 (3.1)."),
        "icu_limit": dict(value=L("amount_per_day", 15000), page=4, clause="3.1 b)",
                          quote="Intensive Care Unit / Intensive Cardiac Care Unit charges, up to Rs. 15,000 per day of admission",
                          note="ICU above Rs 15,000/day is not payable; no proportionate deduction for ICU (3.1)."),
        "copay": dict(value={"percent": 0, "condition": None}, page=7, clause="5. Co-payment",
                      quote="No co-payment applies under Suraksha Top-Up.",
                      note="The cost sharing is a per-hospitalisation Deductible chosen from Rs 1/2/3 lakh (2.B.2, 3.11), not a co-pay."),
        "initial_waiting_period_days": dict(value=30, page=6, clause="4.3 (Code- Excl03)",
                                            quote="Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"),
        "ped_waiting_period_months": dict(value=36, page=5, clause="4.1 (Code- Excl01)",
                                          quote="shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer."),
        "specific_disease_waiting_period_months": dict(value=24, page=5, clause="4.2 (Code- Excl02)",
                                                       quote="shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.",
                                                       note="Single 24-month list (cataract, hernia, joint replacement unless accident, etc., 4.2 f, p.6); no other tier."),
        "maternity_covered": dict(value=False, page=[5, 7], clause="Table of Benefits; 4.4.15 (Code- Excl18)",
                                  quote=["Maternity Not Covered Not Covered", "Maternity (Code- Excl18)"],
                                  note="Maternity is 'Not Covered' in the Table of Benefits and excluded under Excl18."),
        "maternity_waiting_period_months": dict(value=None, note="Maternity not covered."),
        "pre_hospitalisation_days": dict(value=30, page=4, clause="3.2",
                                         quote="Medical Expenses incurred in the 30 days before the date of admission"),
        "post_hospitalisation_days": dict(value=60, page=4, clause="3.3",
                                          quote="Medical Expenses incurred in the 60 days after discharge, for the same condition"),
        "ambulance_limit": dict(any_of=[L("amount", 2000), L("amount", 3000)], page=5, clause="3.5; Table of Benefits",
                                quote="Road ambulance Rs. 2,000 per hospitalisation Rs. 3,000 per hospitalisation",
                                note="Per hospitalisation: Rs 2,000 for SI 3/5 lakh, Rs 3,000 for SI 10/15/20 lakh. Subject to the deductible like every benefit."),
        "cataract_limit": dict(any_of=[L("amount", 40000), L("amount", 60000)], page=5, clause="3.9; Table of Benefits",
                               quote="Cataract Rs. 40,000 per eye Rs. 60,000 per eye",
                               note="Per eye: Rs 40,000 for SI 3/5 lakh, Rs 60,000 for SI 10/15/20 lakh, applied before the deductible (3.11)."),
        "modern_treatment_limit": dict(value=L("percent_si", 50), page=4, clause="3.8",
                                       quote="are payable up to 50% of the Sum Insured in a Policy Year in aggregate for all of them",
                                       note="Aggregate for all 12 listed methods per policy year; repeated in the Table of Benefits ('50% of SI per policy year')."),
        "ayush_covered": dict(value=True, page=4, clause="3.7",
                              quote="In-patient treatment under the Ayurveda, Yoga and Naturopathy, Unani, Siddha or Homeopathy systems in an AYUSH Hospital is covered up to the Sum Insured"),
        "day_care_covered": dict(value=True, page=4, clause="3.4",
                                 quote="Day Care Treatment taken in a Hospital or Day Care Centre is covered up to the Sum Insured"),
        "organ_donor_covered": dict(value=True, page=4, clause="3.6",
                                    quote="Expenses of harvesting an organ from a donor for transplant to the Insured Person"),
        "grace_period_days": dict(value=30, page=8, clause="6.6",
                                  quote="The renewal premium may be paid within a grace period of 30 days after the due date",
                                  note="Single premium only; instalments not offered, so no 15-day instalment grace."),
        "exclusion_codes": dict(value=CODES, page=[5, 6, 7], clause="4.1-4.3, 4.4.1-4.4.15",
                                quote=["Pre-Existing Diseases (Code- Excl01)", "30-day waiting period (Code- Excl03)", "Maternity (Code- Excl18)"],
                                note="Excl01-Excl18 all printed in the 'Code- ExclNN' form. 4.5 adds uncoded exclusions (domiciliary, OPD, dental, war...)."),
        "free_look_period_days": dict(value=30, page=7, clause="6.5",
                                      quote="A free look period of 30 days from the date of receipt of the policy document"),
        "no_claim_bonus": dict(value=5, page=5, clause="3.10 Cumulative Bonus",
                               quote="the Sum Insured for the next year is increased by 5% of the expiring Sum Insured",
                               note="Cumulative bonus on SI, 5% per claim-free year, max 50%; reduced by 5% after a paid claim."),
        "restoration_benefit": dict(value=None, note="No restoration / reinstatement of sum insured anywhere ('restor', 'reinstat', 'recharge', 'reload': 0)."),
        "health_checkup": dict(value=None, page=5, clause="Table of Benefits",
                               quote="Preventive health check-up Not Covered Not Covered",
                               note="Check-up named in the table only as 'Not Covered'."),
        "domiciliary_covered": dict(value=False, page=[5, 7], clause="Table of Benefits; 4.5 (i)",
                                    quote=["Domiciliary hospitalisation Not Covered Not Covered", "domiciliary hospitalisation, that is treatment taken at home"]),
        "claim_intimation_emergency_hours": dict(value=24, page=8, clause="7.1 b)",
                                                 quote="for an emergency Hospitalisation, within 24 hours of admission or before discharge, whichever is earlier.",
                                                 note="Planned admissions: at least 72 hours before admission (7.1 a)."),
    },
    B: {
        "insurer_name": dict(value="Bajaj Allianz General Insurance Company Limited", page=1, clause="Section A Preamble",
                             quote="applied to Bajaj Allianz General Insurance Company Limited (hereinafter called 'the Company')",
                             note="Header and footer print the short form 'Bajaj Allianz General Insurance Co. Ltd.'"),
        "product_name": dict(value="Swasthya Raksha", page=1, clause="title / footer",
                             quote="Bajaj Allianz General Insurance Co. Ltd. | Swasthya Raksha | UIN: BAJHLIP26073V012526",
                             note="Title 'SWASTHYA RAKSHA Policy Wordings'; plans Silver and Gold."),
        "uin": dict(value="BAJHLIP26073V012526", page=1, clause="header", quote="UIN: BAJHLIP26073V012526"),
        "sum_insured_options": dict(value=[200000, 300000, 400000, 500000, 750000, 1000000], page=5, clause="C.14 Schedule of Benefits",
                                    quote="Sum Insured options (Rs.) 2,00,000 / 3,00,000 / 4,00,000 5,00,000 / 7,50,000 / 10,00,000",
                                    note="Silver Rs 2/3/4 lakh; Gold Rs 5/7.5/10 lakh."),
        "room_rent_limit": dict(value=L("percent_si_per_day", 1), page=4, clause="C.1 (i)",
                                quote="Room Rent: room, boarding and nursing expenses as provided by the Hospital, limited to 1% of the Sum Insured per day",
                                note="Both plans (C.14). Proportionate deduction of Associated Medical Expenses, not pharmacy/consumables/implants/devices/diagnostics (C.1.1)."),
        "icu_limit": dict(value=L("percent_si_per_day", 2), page=4, clause="C.1 (ii)",
                          quote="ICU charges: Intensive Care Unit expenses limited to 2% of the Sum Insured per day",
                          note="Excess ICU charges borne by the insured, no proportionate deduction (C.1.2)."),
        "copay": dict(any_of=[{"percent": 0, "condition": None}, {"percent": 20, "condition": "entry age 61 or above"}],
                      page=7, clause="Section E Co-payment",
                      quote="Where an Insured Person enters this Policy at the age of 61 years or above, each admissible claim for that Insured Person is subject to a co-payment of 20%.",
                      note="20% on every claim for persons entering at 61+, applied after limits and sub-limits; none for entry at 60 or below."),
        "initial_waiting_period_days": dict(value=30, page=6, clause="D.3 (Code: Excl03)",
                                            quote="Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"),
        "ped_waiting_period_months": dict(value=48, page=5, clause="D.1 (Code: Excl01)",
                                          quote="shall be excluded until the expiry of 48 months of continuous coverage after the date of inception of the first policy with insurer."),
        "specific_disease_waiting_period_months": dict(value=24, page=6, clause="D.2 f (i) (Code: Excl02)",
                                                       quote="(i) 24 months: cataract; hernia of all types; hydrocele; benign prostatic hypertrophy",
                                                       note="General list 24 months (cataract, hernia, BPH, piles, gall stones, urinary calculi, hysterectomy/fibroids...). 48-month tier D.2 f (ii): joint replacement of hip/knee/shoulder unless accident, osteoarthritis/osteoporosis, disc prolapse surgery."),
        "maternity_covered": dict(value=False, page=[5, 7], clause="C.14; D.18 (Code: Excl18)",
                                  quote=["Maternity Not Covered Not Covered", "Maternity (Code: Excl18)"],
                                  note="'Not Covered' in both plans; excluded by Excl18."),
        "maternity_waiting_period_months": dict(value=None, note="Maternity not covered."),
        "pre_hospitalisation_days": dict(value=60, page=4, clause="C.2",
                                         quote="Medical Expenses incurred up to 60 days immediately before the date of admission"),
        "post_hospitalisation_days": dict(value=90, page=4, clause="C.3",
                                          quote="Medical Expenses incurred up to 90 days immediately after the date of discharge"),
        "ambulance_limit": dict(value=L("amount", 1500), page=4, clause="C.5 Road Ambulance",
                                quote="up to Rs. 1,500 per hospitalisation, provided the Hospitalisation claim is admissible",
                                note="Both plans (C.14)."),
        "cataract_limit": dict(any_of=[L("percent_si", 10), L("amount", 40000)], also=L("amount", 40000), page=5,
                               clause="C.10 Specified Ailment Limits",
                               quote="Cataract 10% of SI subject to a maximum of Rs. 40,000 per eye",
                               note="Per eye per policy year: lower of 10% of SI and Rs 40,000 (binding cap from SI 4 lakh up). Ruled table 'Ailment | Limit per policy year': hernia/hydrocele 15% max Rs 60,000; TKR 30% max Rs 1,50,000 per knee; hysterectomy 20% max Rs 80,000; urinary stones 10% max Rs 45,000."),
        "modern_treatment_limit": dict(value=L("amount", 100000), page=4, clause="C.9",
                                       quote="Each of the following treatments is payable up to Rs. 1,00,000 per Policy Year",
                                       note="Per listed treatment per policy year, both plans (C.14 'Rs. 1,00,000 per treatment')."),
        "ayush_covered": dict(value=True, page=4, clause="C.7",
                              quote="Silver Plan up to 25% of the Sum Insured per Policy Year; Gold Plan up to the Sum Insured",
                              note="In-patient AYUSH: Silver capped at 25% of SI, Gold up to SI."),
        "day_care_covered": dict(value=True, page=4, clause="C.4",
                                 quote="Medical Expenses for Day Care Treatment in a Hospital or Day Care Centre are covered under C.1."),
        "organ_donor_covered": dict(value=True, page=4, clause="C.8",
                                    quote="Silver Plan up to Rs. 1,00,000; Gold Plan up to the Sum Insured.",
                                    note="Donor's harvesting expenses; Silver capped at Rs 1 lakh."),
        "grace_period_days": dict(any_of=[30, 15], page=[7, 8], clause="F.3; F.2",
                                  quote=["A grace period of 15 days is allowed for each monthly instalment", "The Policy may be renewed within the Grace Period of 30 days from the date of expiry"],
                                  note="Renewal grace 30 days (F.3); instalments: 15 days monthly, 30 days quarterly/half-yearly (F.2)."),
        "exclusion_codes": dict(value=CODES, page=[5, 6, 7], clause="D.1-D.18",
                                quote=["Pre-Existing Diseases (Code: Excl01)", "30-day waiting period (Code: Excl03)", "Maternity (Code: Excl18)"],
                                note="Excl01-Excl18 all printed as '(Code: ExclNN)'; D.19 adds uncoded exclusions."),
        "free_look_period_days": dict(value=15, page=7, clause="F.1",
                                      quote="free look period of fifteen days from the date of receipt of the Policy document"),
        "no_claim_bonus": dict(value=10, page=5, clause="C.11 Cumulative Bonus",
                               quote="For each claim-free Policy Year, the Sum Insured of the following year is increased by 10% of the base Sum Insured",
                               note="Max 50% of base SI; reduced by 10% after a claim year."),
        "restoration_benefit": dict(value="Gold Plan only: 100% of base sum insured restored once per policy year after exhaustion, for an unrelated illness or injury",
                                    page=5, clause="C.12 Restore Benefit (Gold Plan only)",
                                    quote="the Company will restore 100% of the base Sum Insured once in that Policy Year",
                                    note="Silver: 'Not Covered' (C.14)."),
        "health_checkup": dict(value="Health check-up after every block of two continuous policy years, up to Rs 2,500 (Silver) or Rs 5,000 (Gold) per adult insured person, irrespective of claims",
                               page=5, clause="C.13 Health Check-up",
                               quote="At the end of every block of two continuous Policy Years with the Company, each adult Insured Person may take a health check-up"),
        "domiciliary_covered": dict(value=True, page=4, clause="C.6",
                                    quote="Medical Expenses for Domiciliary Hospitalisation lasting more than three consecutive days are covered up to 10% of the Sum Insured",
                                    note="Up to 10% of SI, more than 3 days, listed conditions excluded."),
        "claim_intimation_emergency_hours": dict(value=48, page=8, clause="G.1 b)",
                                                 quote="must inform the Company within 48 hours of admission, and in any case before discharge",
                                                 note="Planned: at least 72 hours before admission (G.1 a)."),
    },
}


def main():
    ok = True
    os.makedirs(os.path.join(HERE, "policies"), exist_ok=True)
    for stem, fields in LABELS.items():
        pdf = os.path.join(HERE, stem + ".pdf")
        assert sorted(fields) == sorted(FIELDS), set(FIELDS) ^ set(fields)
        out = {}
        for f in FIELDS:
            lab = dict(fields[f])
            assert ("value" in lab) != ("any_of" in lab), f
            q = lab.get("quote")
            if q:
                qs = q if isinstance(q, list) else [q]
                pages = lab["page"] if isinstance(lab["page"], list) else [lab["page"]]
                for one in qs:
                    assert len(one.split()) <= 30, (f, len(one.split()))
                    found = find(pdf, one)
                    if not set(found) & set(pages):
                        ok = False
                        print(f"FAIL {stem[:12]} {f}: declared {pages}, found {found}: {one!r}")
            else:
                lab.setdefault("quote", None)
            key_order = ["value", "any_of", "page", "clause", "quote", "also", "note"]
            out[f] = {k: lab[k] for k in key_order if k in lab}
        sha = hashlib.sha256(open(pdf, "rb").read()).hexdigest()
        doc = {"document": stem + ".pdf", "sha256": sha, "fields": out}
        with open(os.path.join(HERE, "policies", stem + ".json"), "w") as fh:
            json.dump(doc, fh, indent=2, ensure_ascii=False)
            fh.write("\n")
    print("ALL QUOTES OK" if ok else "SOME QUOTES FAILED")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
