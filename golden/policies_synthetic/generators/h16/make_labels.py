"""Write golden term labels (SPEC §6) for the two h16 wordings, checking every quote against the PDF text.

Pages were read from the rendered PDFs (render, extract, read, then label); the script asserts each quote is on
the stated page in both pdfplumber and pypdfium2 text and prints where else it occurs.
"""
import hashlib
import json
import os
import sys

from qcheck import check, find

HERE = os.path.dirname(os.path.abspath(__file__))
A = "ShriramGeneral_Sukh-Samriddhi-Mediclaim_SHRHLIP26027V012526"
B = "CholaMS_Family-Suraksha-Plus_CHOHLIP26058V012526"
ALL18 = ["Excl%02d" % i for i in range(1, 19)]


def F(value=None, page=None, clause=None, quote=None, note=None, any_of=None, also=None):
    d = {}
    if any_of is not None:
        d["any_of"] = any_of
    else:
        d["value"] = value
    if also is not None:
        d["also"] = also
    d["page"] = page
    d["clause"] = clause
    d["quote"] = quote
    if note:
        d["note"] = note
    return d


pct_day = lambda v: {"kind": "percent_si_per_day", "value": v}
amt = lambda v: {"kind": "amount", "value": v}
pct = lambda v: {"kind": "percent_si", "value": v}
NOLIM = {"kind": "no_limit", "value": None}

labels_a = {
    "insurer_name": F("Shriram General Insurance Company Limited", 1, "Preamble",
                      "applied to Shriram General Insurance Company Limited (hereinafter called the Company)"),
    "product_name": F("Sukh Samriddhi Mediclaim Policy", 1, "title", "SUKH SAMRIDDHI MEDICLAIM POLICY"),
    "uin": F("SHRHLIP26027V012526", 1, "title / header", "POLICY WORDING | UIN: SHRHLIP26027V012526"),
    "sum_insured_options": F([100000, 200000, 300000, 500000, 1000000], 1, "Operative Clause",
                             "Rs. 1,00,000/- (Rupees One Lakh only), Rs. 2,00,000/- (Rupees Two Lakh only), "
                             "Rs. 3,00,000/- (Rupees Three Lakh only), Rs. 5,00,000/-",
                             note="Rs 1, 2, 3, 5 and 10 lakh (the last on the same page: 'Rs. 10,00,000/- (Rupees "
                                  "Ten Lakh only)'); individual SI basis. Same bands as the Schedule of Benefits "
                                  "columns on p.5."),
    "room_rent_limit": F(pct_day(1), 4, "II (a)",
                         "Room, Boarding and Nursing expenses as provided by the Hospital or Nursing Home, a sum not "
                         "exceeding one percent (1%) of the Sum Insured per day of Hospitalisation.",
                         note="1% of SI per day, no rupee cap; proportionate deduction on associated medical "
                              "expenses (Note on proportionate deduction, p.5). Schedule of Benefits p.5 shows "
                              "Rs 1,000-10,000/day by SI band."),
    "icu_limit": F(pct_day(2), 4, "II (b)",
                   "Intensive Care Unit (ICU) / Intensive Cardiac Care Unit (ICCU) charges, a sum not exceeding two "
                   "percent (2%) of the Sum Insured per day",
                   note="2% of SI per day, no rupee cap; no proportionate deduction in ICU."),
    "copay": F({"percent": 10, "condition": "each and every claim"}, 7, "IV",
               "Each and every claim admitted under this Policy, whether settled on cashless or reimbursement basis, "
               "shall be subject to a co-payment of ten percent (10%)",
               note="Applied after limits and sub-limits; does not reduce the SI."),
    "initial_waiting_period_days": F(30, 6, "III A (c)",
                                     "Expenses related to the treatment of any illness within thirty (30) days from "
                                     "the first policy commencement date shall be excluded except claims arising "
                                     "due to an accident",
                                     note="No Excl03 code printed (old-style wording); standard text otherwise."),
    "ped_waiting_period_months": F(48, 5, "III A (a)",
                                   "shall be excluded until the expiry of forty-eight (48) months of continuous "
                                   "coverage after the date of inception of the first policy with the Company.",
                                   note="Standard Excl01 text without the code."),
    "specific_disease_waiting_period_months": F(24, 5, "III A (b)",
                                                "shall be excluded until the expiry of twenty-four (24) months of "
                                                "continuous coverage after the date of inception of the first policy "
                                                "with us.",
                                                note="Single 24-month tier; list (cataract, hernia, BPH, joint "
                                                     "replacement, etc.) continues on p.6 as III A (b)(i)-(xiv)."),
    "maternity_covered": F(False, 7, "III B 14",
                           "Maternity: Medical treatment expenses traceable to childbirth (including complicated "
                           "deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy",
                           note="Permanent exclusion; no maternity benefit anywhere."),
    "maternity_waiting_period_months": F(None, note="maternity not covered (III B 14)"),
    "pre_hospitalisation_days": F(30, 4, "II (e)",
                                  "Medical Expenses incurred during the period of thirty (30) days immediately "
                                  "preceding the date of admission"),
    "post_hospitalisation_days": F(60, 4, "II (f)",
                                   "Medical Expenses incurred during the period of sixty (60) days immediately "
                                   "following the date of discharge"),
    "ambulance_limit": F(amt(1000), 4, "II (g)",
                         "a sum not exceeding Rupees One Thousand only (Rs. 1,000/-) per Hospitalisation.",
                         note="Road ambulance, per hospitalisation, all SI bands (Schedule of Benefits p.5)."),
    "cataract_limit": F(None, 4, "II (l)",
                        "limited to Rupees Twenty Thousand only (Rs. 20,000/-) per eye or ten percent (10%) of the "
                        "Sum Insured, whichever is lower",
                        any_of=[pct(10), amt(20000)], also=amt(20000),
                        note="Per eye: lower of 10% of SI and Rs 20,000 (Schedule p.5: Rs 10,000 at SI 1 lakh, "
                             "Rs 20,000 from SI 2 lakh). Percent primary with the cap in also; amount form also "
                             "accepted. 24-month specified-disease wait applies (III A (b)(i))."),
    "modern_treatment_limit": F(pct(50), 4, "II (m)",
                                "are payable up to fifty percent (50%) of the Sum Insured in aggregate per Policy "
                                "Period",
                                note="50% of SI in aggregate per policy period for the listed procedures."),
    "ayush_covered": F(True, 4, "II (j)",
                       "In-patient treatment under the Ayurveda, Unani, Siddha and Homoeopathy systems of medicine "
                       "taken in an AYUSH Hospital, limited to twenty-five percent (25%) of the Sum Insured",
                       note="Partial AYUSH cover (no Yoga/Naturopathy), capped at 25% of SI per policy period."),
    "day_care_covered": F(True, 4, "II (h)",
                          "Medical Expenses for Day Care Treatment undertaken in a Hospital or Day Care Centre are "
                          "covered up to the Sum Insured"),
    "organ_donor_covered": F(True, 4, "II (k)",
                             "Medical Expenses towards harvesting of the organ from a donor for an organ transplant "
                             "undergone by the Insured Person",
                             note="Limited to Rs 50,000 per policy period."),
    "grace_period_days": F(30, 8, "VI (d)",
                           "the Policy may be renewed within a Grace Period of thirty (30) days.",
                           note="No instalment grace period stated; no cover for hospitalisation starting in the "
                                "grace period."),
    "exclusion_codes": F(None, [5, 6, 7], "III A (a)-(c), III B 1-14",
                         ["expiry of forty-eight (48) months of continuous coverage",
                          "Sterility and infertility: Expenses related to sterility and infertility"],
                         any_of=[["Excl01", "Excl02", "Excl03", "Excl04", "Excl05", "Excl06", "Excl07", "Excl08",
                                  "Excl09", "Excl10", "Excl12", "Excl13", "Excl14", "Excl15", "Excl16", "Excl17",
                                  "Excl18"], None],
                         note="No codes printed (old-style wording). Substance matched against Chapter III A-R: "
                              "Excl01 = III A (a); Excl02 = III A (b); Excl03 = III A (c); Excl04 = III B 1; "
                              "Excl05 = B 2; Excl06 = B 3; Excl07 = B 4; Excl08 = B 5; Excl09 = B 6; Excl10 = B 7; "
                              "Excl12 = B 8; Excl13 = B 9; Excl14 = B 10; Excl15 = B 11; Excl16 = B 12; "
                              "Excl17 = B 13; Excl18 = B 14. No excluded-provider clause (Excl11 absent)."),
    "free_look_period_days": F(15, 8, "VI (c)",
                               "The Insured shall be allowed a period of fifteen (15) days from the date of receipt "
                               "of the Policy document"),
    "no_claim_bonus": F(10, 5, "II Cumulative Bonus",
                        "For every claim-free Policy Period the Sum Insured of the Insured Person shall be increased "
                        "by ten percent (10%) of the expiring base Sum Insured",
                        note="Cumulative bonus 10% of base SI per claim-free year, max 50%; reduced by 10% after a "
                             "claim."),
    "restoration_benefit": F(None, note="No restoration/restore/reinstatement benefit in this wording."),
    "health_checkup": F("Medical check-up at the end of every block of four continuous claim-free policy periods, up "
                        "to 1% of the average sum insured of those four years, maximum Rs 5,000 per insured person",
                        5, "II Health Check-up",
                        "At the end of a block of every four (4) continuous claim-free Policy Periods with the "
                        "Company, the Insured Person may claim the cost of a medical check-up"),
    "domiciliary_covered": F(True, 4, "II (i)",
                             "Medical Expenses incurred for Domiciliary Hospitalisation exceeding three (3) "
                             "consecutive days, limited to ten percent (10%) of the Sum Insured",
                             note="Up to 10% of SI per policy period; listed chronic conditions excluded."),
    "claim_intimation_emergency_hours": F(24, 7, "V (a)",
                                          "In case of an emergency hospitalisation the intimation must reach the "
                                          "Company or the TPA within twenty-four (24) hours of admission",
                                          note="'or before discharge, whichever is earlier'; planned admissions 72 "
                                               "hours before admission."),
}

labels_b = {
    "insurer_name": F("Cholamandalam MS General Insurance Company Limited", 1, "title",
                      "Cholamandalam MS General Insurance Company Limited"),
    "product_name": F("Family Suraksha Plus Health Insurance Policy", 1, "title",
                      "Family Suraksha Plus Health Insurance Policy - Policy Wording"),
    "uin": F("CHOHLIP26058V012526", 1, "title / header", "UIN: CHOHLIP26058V012526"),
    "sum_insured_options": F([300000, 500000, 750000, 1000000, 1500000, 2500000], 1, "2. Benefit Table",
                             "3,00,000 / 5,00,000 / 7,50,000 / 10,00,000",
                             note="Union over plans: Individual 3, 5, 7.5, 10 lakh; Floater Plus 5, 10, 15, 25 lakh "
                                  "(second column of the same row; pypdfium2 wraps the cell as '5,00,000 / "
                                  "10,00,000 / 15,00,000 /' + '25,00,000')."),
    "room_rent_limit": F(None, 1, "3.1 a) / 2. Benefit Table",
                         "under the Individual plan, up to 2% of the Sum Insured for each day of Hospitalisation; "
                         "under the Floater Plus plan, the actual charges of a Single private room",
                         any_of=[pct_day(2), {"kind": "room_category", "value": "Single private room"}],
                         note="Individual plan: 2% of SI per day; Floater Plus: single private room (3.1 a): 'the "
                              "most basic single room with an attached toilet'). Proportionate deduction when a "
                              "higher room is occupied (3.1 last para, p.2)."),
    "icu_limit": F(None, 1, "3.1 b)",
                   "under the Individual plan, limited to 5 percent of the SI for each day in ICU; under the Floater "
                   "Plus plan, covered up to the Sum Insured.",
                   any_of=[pct_day(5), NOLIM],
                   note="Individual 5% of SI per day; Floater Plus up to SI (Benefit Table p.1: 'Covered up to SI')."),
    "copay": F(None, 5, "6. Co-payment",
               "Where the Insured Person takes treatment in a Non-Network hospital, each admissible claim will be "
               "subject to a co-payment of 20%",
               any_of=[{"percent": 0, "condition": None},
                       {"percent": 20, "condition": "treatment in a non-network hospital"}],
               note="Nil for network providers (Benefit Table 'Nil (20% for treatment in a non-network hospital)'); "
                    "20% on admissible claim in a non-network hospital, both plans."),
    "initial_waiting_period_days": F(30, 3, "4. Waiting Period Table / 4.3 (Code- Excl03)",
                                     "Initial waiting period (illness, except accidents) 30 days 30 days",
                                     note="4.3 a) on p.4 gives the standard Excl03 text with 30 days."),
    "ped_waiting_period_months": F(None, 3, "4. Waiting Period Table / 4.1 (Code- Excl01)",
                                   "(36 months for Individual and 24 months for Floater Plus)",
                                   any_of=[36, 24],
                                   note="Plan-dependent: Individual 36 months, Floater Plus 24 months (table row "
                                        "'Pre-existing diseases (PED) 36 months 24 months')."),
    "specific_disease_waiting_period_months": F(24, 3, "4.2 (Code- Excl02)",
                                                "shall be excluded until the expiry of 24 months of continuous "
                                                "coverage after the date of inception of the first policy with us.",
                                                note="Both plans 24 months (table row 'Specified diseases / "
                                                     "procedures (Annexure I) 24 months 24 months'); list in "
                                                     "Annexure I p.8."),
    "maternity_covered": F(True, 2, "3.10",
                           "We will pay Maternity Expenses for the delivery of a child (normal or caesarean) and "
                           "lawful medical termination of pregnancy",
                           note="INR 30,000 (Individual) / INR 50,000 (Floater Plus) per delivery, max two "
                                "deliveries/terminations; Excl18 not printed."),
    "maternity_waiting_period_months": F(None, 3, "4. Waiting Period Table / 4.4",
                                         "Maternity benefit 36 months 24 months", any_of=[36, 24],
                                         note="Individual 36 months, Floater Plus 24 months; repeated in 4.4 on p.4."),
    "pre_hospitalisation_days": F(None, 2, "3.2",
                                  "incurred in the 30 days (Individual) or 60 days (Floater Plus) immediately before "
                                  "the date of admission", any_of=[30, 60]),
    "post_hospitalisation_days": F(None, 2, "3.2",
                                   "in the 60 days (Individual) or 90 days (Floater Plus) immediately after the date "
                                   "of discharge", any_of=[60, 90]),
    "ambulance_limit": F(None, 2, "3.4",
                         "up to \u20b9 2,000 per Hospitalisation under the Individual plan and up to \u20b9 5,000 per "
                         "Hospitalisation under the Floater Plus plan",
                         any_of=[amt(2000), amt(5000)], note="Road ambulance, per hospitalisation, by plan."),
    "cataract_limit": F(amt(50000), 2, "3.8",
                        "Cataract surgery is payable up to Rs 50,000 per eye per policy year, under both plans",
                        note="Per eye per policy year, both plans; 24-month specified-disease wait (Annexure I)."),
    "modern_treatment_limit": F(NOLIM, 2, "3.9",
                                "The following procedures, taken as In-patient Care or as Day Care Treatment, are "
                                "covered up to the Sum Insured",
                                note="Benefit Table p.1: 'Covered up to SI' in both plans."),
    "ayush_covered": F(True, 2, "3.5",
                       "We will pay the Medical Expenses for In-patient Care under Ayurveda, Yoga and Naturopathy, "
                       "Unani, Siddha and Homeopathy systems of medicine",
                       note="Up to SI, both plans."),
    "day_care_covered": F(True, 2, "3.3",
                          "We will pay the Medical Expenses for Day Care Treatment taken in a Hospital or Day Care "
                          "Centre"),
    "organ_donor_covered": F(True, 2, "3.6",
                             "We will pay the Medical Expenses towards the organ donor's treatment for harvesting of "
                             "the donated organ",
                             note="Up to SI; donor's pre/post hospitalisation not payable."),
    "grace_period_days": F(None, 6, "8.4",
                           "a grace period of 15 days is allowed for monthly instalments and 30 days for quarterly, "
                           "half-yearly and annual payment.", any_of=[30, 15],
                           note="30 days (annual/quarterly/half-yearly), 15 days for monthly instalments."),
    "exclusion_codes": F(["Excl%02d" % i for i in range(1, 18)], [3, 4, 5], "4.1-4.3, 5.1-5.14",
                         ["4.1 Pre-Existing Diseases (Code- Excl01)",
                          "5.14 Sterility and Infertility (Code- Excl17)"],
                         note="Excl01-Excl17 printed with codes; Excl18 (maternity) not printed since maternity is "
                              "covered (3.10). 5.15 lists other, uncoded exclusions."),
    "free_look_period_days": F(30, 6, "8.3",
                               "The insured person shall be allowed free look period of thirty days from date of "
                               "receipt of the policy document"),
    "no_claim_bonus": F(20, 3, "3.12",
                        "We will add a cumulative bonus of 20% of the base Sum Insured, up to a maximum of 100% of the "
                        "base Sum Insured.",
                        note="20% of base SI per claim-free year, max 100%; reduced at the same rate after a claim."),
    "restoration_benefit": F("Restore 100% of base sum insured once per policy year after SI and cumulative bonus are "
                             "exhausted, for a later unrelated illness or injury", 3, "3.13",
                             "We will restore 100% of the base Sum Insured once in that Policy Year.",
                             note="Not for the same illness, not carried forward, not for a single claim above the "
                                  "base SI."),
    "health_checkup": F("Health check-up once every policy year irrespective of claims, up to Rs 2,500 per insured "
                        "person (Individual) or Rs 5,000 per family (Floater Plus)", 3, "3.11",
                        "Once in every Policy Year, irrespective of claims, the Insured Person(s) may undergo a health "
                        "check-up"),
    "domiciliary_covered": F(True, 2, "3.7",
                             "Under the Floater Plus plan We will pay the Medical Expenses of Domiciliary "
                             "Hospitalisation lasting more than three consecutive days, up to 10% of the Sum Insured",
                             note="Floater Plus plan only (up to 10% SI); 'Not Covered' under the Individual plan."),
    "claim_intimation_emergency_hours": F(48, 5, "7.1 a)",
                                          "Emergency Hospitalisation: within 48 hours of admission or before "
                                          "discharge, whichever is earlier",
                                          note="Planned hospitalisation: at least 72 hours before admission."),
}

FIELDS = ["insurer_name", "product_name", "uin", "sum_insured_options", "room_rent_limit", "icu_limit", "copay",
          "initial_waiting_period_days", "ped_waiting_period_months", "specific_disease_waiting_period_months",
          "maternity_covered", "maternity_waiting_period_months", "pre_hospitalisation_days",
          "post_hospitalisation_days", "ambulance_limit", "cataract_limit", "modern_treatment_limit", "ayush_covered",
          "day_care_covered", "organ_donor_covered", "grace_period_days", "exclusion_codes",
          "free_look_period_days", "no_claim_bonus", "restoration_benefit", "health_checkup", "domiciliary_covered",
          "claim_intimation_emergency_hours"]


def write(stem, labels):
    pdf = os.path.join(HERE, stem + ".pdf")
    assert sorted(labels) == sorted(FIELDS), set(FIELDS) ^ set(labels)
    bad = 0
    for k in FIELDS:
        f = labels[k]
        q = f.get("quote")
        if not q:
            continue
        for qq in (q if isinstance(q, list) else [q]):
            if len(qq.split()) > 30:
                print("TOO LONG", stem, k, len(qq.split()))
                bad += 1
        if not check(pdf, q, f["page"]):
            bad += 1
            print("FAIL", stem, k, "stated", f["page"], "found",
                  [find(pdf, x) for x in (q if isinstance(q, list) else [q])])
    sha = hashlib.sha256(open(pdf, "rb").read()).hexdigest()
    out = {"document": stem + ".pdf", "sha256": sha, "fields": {k: labels[k] for k in FIELDS}}
    with open(os.path.join(HERE, "policies", stem + ".json"), "w") as fh:
        json.dump(out, fh, indent=2, ensure_ascii=False)
    print(stem, "fields", len(FIELDS), "bad", bad)
    return bad


if __name__ == "__main__":
    n = write(A, labels_a) + write(B, labels_b)
    sys.exit(1 if n else 0)
