"""Write policies/<stem>.json for the two h15 wordings and check every quote against pdfplumber and pypdfium2.

Run after make_wordings.py: /work/main/.venv/bin/python make_labels.py
"""
import hashlib
import json
import re
import sys
from pathlib import Path

import pdfplumber
import pypdfium2 as pdfium

HERE = Path(__file__).resolve().parent
ALL18 = [f"Excl{i:02d}" for i in range(1, 19)]


def L(kind, value=None):
    return {"kind": kind, "value": value}


def norm(s):
    s = s.replace("\ufffe", "-").replace("\u00ad", "-").replace("\u2010", "-").replace("\u2011", "-")
    s = re.sub("[\u2018\u2019\u201a\u201b\u2032`]", "'", s)
    s = re.sub("[\u201c\u201d\u201e\u2033]", '"', s)
    return re.sub(r"\s+", "", s).lower()


_cache = {}


def page_texts(pdf):
    if pdf not in _cache:
        d = pdfium.PdfDocument(str(pdf))
        a = [norm(d[i].get_textpage().get_text_range()) for i in range(len(d))]
        with pdfplumber.open(str(pdf)) as p:
            b = [norm(pg.extract_text() or "") for pg in p.pages]
        _cache[pdf] = (a, b)
    return _cache[pdf]


def quote_ok(pdf, pages, quote):
    a, b = page_texts(pdf)
    pages = pages if isinstance(pages, list) else [pages]
    quotes = quote if isinstance(quote, list) else [quote]
    for q in quotes:
        parts = [norm(x) for x in q.split("...") if x.strip()]
        if len(q.split()) > 30:
            return f"quote > 30 words: {q[:40]}"
        hit = False
        for p in pages:
            if all(pt in a[p - 1] for pt in parts) and all(pt in b[p - 1] for pt in parts):
                hit = True
        if not hit:
            found = [i + 1 for i in range(len(a)) if all(pt in a[i] for pt in parts)]
            return f"not on pages {pages} (pdfium finds it on {found}): {q[:60]}"
    return None


NAVI = {
    "document": "Navi_Arogya-Kavach_NAVHLIP25063V012425.pdf",
    "fields": {
        "insurer_name": {"value": "Navi General Insurance Limited", "page": 1, "clause": "title / header",
                         "quote": "Navi General Insurance Limited, IRDAI Regn. No. 155."},
        "product_name": {"value": "Arogya Kavach Health Policy", "page": 1, "clause": "title",
                         "quote": "Arogya Kavach Health Policy – Policy Wording"},
        "uin": {"value": "NAVHLIP25063V012425", "page": 1, "clause": "title / header",
                "quote": "UIN: NAVHLIP25063V012425"},
        "sum_insured_options": {
            "value": [300000, 500000, 750000, 1000000, 1500000, 2000000], "page": 2,
            "clause": "3. Limits at a glance",
            "quote": "Sum Insured options Rs. 3,00,000 / 5,00,000 / 7,50,000 / 10,00,000 / 15,00,000 / 20,00,000",
            "note": "Six options, individual or floater."},
        "room_rent_limit": {
            "any_of": [L("percent_si_per_day", 1), L("no_limit")], "page": 3, "clause": "5",
            "quote": "Room, boarding and nursing charges are payable up to 1% of SI per day ... These per-day limits "
                     "are not applicable for SI of Rs 10 lakh and above",
            "note": "1% of SI per day for SI below Rs 10 lakh (3, 5, 7.5 lakh); for SI of Rs 10 lakh and above no "
                    "per-day limit (paid as incurred, subject to SI). Proportionate deduction on associated medical "
                    "expenses, not on pharmacy, consumables, implants, devices, diagnostics or ICU (clause 5). Also "
                    "in the Limits at a glance table (p.2)."},
        "icu_limit": {
            "any_of": [L("percent_si_per_day", 2), L("no_limit")], "page": 3, "clause": "5",
            "quote": "charges for an Intensive Care Unit or Intensive Cardiac Care Unit up to 2% of SI per day",
            "note": "2% of SI per day for SI below Rs 10 lakh; no per-day limit for SI of Rs 10 lakh and above."},
        "copay": {
            "any_of": [{"percent": 0, "condition": None},
                       {"percent": 10, "condition": "voluntary co-payment opted for a 7.5% premium discount, as in the Policy Schedule"},
                       {"percent": 20, "condition": "voluntary co-payment opted for a 15% premium discount, as in the Policy Schedule"}],
            "page": 4, "clause": "16",
            "quote": "the Policyholder may opt for a voluntary co-payment of 10% or 20% on every admissible claim",
            "note": "No co-pay unless opted; the voluntary percentages 10% / 20% are printed, the one chosen is in the "
                    "Policy Schedule ('If the Policy Schedule shows no voluntary co-payment, no co-payment applies')."},
        "initial_waiting_period_days": {
            "value": 30, "page": 5, "clause": "20 (Code- Excl03)",
            "quote": "Expenses related to the treatment of any illness within 30 days from the first policy "
                     "commencement date shall be excluded except claims arising due to an accident"},
        "ped_waiting_period_months": {
            "any_of": [36, 12], "page": 4, "clause": "18 (Code- Excl01) / 17",
            "quote": ["shall be excluded until the expiry of 36 months of continuous coverage after the date of "
                      "inception of the first policy with us.",
                      "is reduced from 36 months to 12 months"],
            "note": "36 months; 12 months with the optional PED Waiting Period Reduction cover (clause 17), "
                    "shown in the schedule."},
        "specific_disease_waiting_period_months": {
            "value": 24, "page": 4, "clause": "19 (Code- Excl02)",
            "quote": "shall be excluded until the expiry of 24 months of continuous coverage after the date of "
                     "inception of the first policy with us.",
            "note": "Single 24-month list (cataract, hernia, joint replacement ... continues on p.5)."},
        "maternity_covered": {"value": False, "page": 6, "clause": "35 (Code- Excl18)",
                              "quote": "This Policy offers no maternity benefit.",
                              "note": "Excl18 printed; 'Maternity Not Covered' in the Limits at a glance (p.3)."},
        "maternity_waiting_period_months": {"value": None, "note": "maternity not covered (Excl18)"},
        "pre_hospitalisation_days": {"value": 60, "page": 3, "clause": "6",
                                     "quote": "We will pay Medical Expenses incurred in the 60 days immediately before the date of admission"},
        "post_hospitalisation_days": {"value": 90, "page": 3, "clause": "7",
                                      "quote": "We will pay Medical Expenses incurred in the 90 days immediately after discharge from the Hospital"},
        "ambulance_limit": {"value": L("amount", 3000), "page": 3, "clause": "9",
                            "quote": "are reimbursed up to Rs. 3,000/- for each Hospitalisation",
                            "note": "Per hospitalisation, road ambulance. Table p.2: 'Up to Rs 3,000 per Hospitalisation'."},
        "cataract_limit": {"value": L("amount", 25000), "page": 3, "clause": "12",
                           "quote": "Our liability for cataract surgery is limited to Rs 25,000 per eye in a Policy Year",
                           "note": "Per eye per policy year, inclusive of pre/post expenses of the surgery; 24-month wait (clause 19)."},
        "modern_treatment_limit": {"value": L("no_limit"), "page": 4, "clause": "13",
                                   "quote": "when taken as in-patient care or as Day Care Treatment, are covered up to the Sum Insured",
                                   "note": "Up to SI; the Limits at a glance says 'Covered up to SI' (p.2)."},
        "ayush_covered": {"value": True, "page": 3, "clause": "10",
                          "quote": "taken in an AYUSH Hospital is covered up to the Sum Insured",
                          "note": "In-patient only, up to SI."},
        "day_care_covered": {"value": True, "page": 3, "clause": "8",
                             "quote": "Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre are covered up to the Sum Insured."},
        "organ_donor_covered": {"value": True, "page": 3, "clause": "11",
                                "quote": "We will pay the in-patient expenses of harvesting an organ from a donor for transplant to the Insured Person, up to the Sum Insured"},
        "grace_period_days": {"any_of": [30, 15], "page": 7, "clause": "40",
                              "quote": "it may be paid within a grace period of 30 days, or 15 days where premium is paid in monthly instalments",
                              "note": "30 days; 15 days for monthly instalments. No cover for the unpaid period."},
        "exclusion_codes": {
            "value": ALL18, "page": [4, 5, 6], "clause": "18-35",
            "quote": ["18. PRE-EXISTING DISEASES (Code- Excl01)", "28. EXCLUDED PROVIDERS (Code- Excl11)",
                      "35. MATERNITY (Code- Excl18)"],
            "note": "All 18 codes printed in the clause headings: Excl01-Excl02 p.4, Excl03-Excl11 p.5, Excl12-Excl18 "
                    "p.6. Clause 36 (war, nuclear, outside India, OPD, domiciliary, dental, List I) carries no code."},
        "free_look_period_days": {"value": 30, "page": 7, "clause": "39",
                                  "quote": "The Policyholder has a free look period of 30 days from the date of receipt of the Policy document"},
        "no_claim_bonus": {"value": 10, "page": 4, "clause": "14",
                           "quote": "For each claim-free Policy Year the Sum Insured of the next Policy Year is increased by 10% of the base Sum Insured",
                           "note": "Cumulative bonus 10% of base SI per claim-free year, max 100%; reduced by 10% after a claim year."},
        "restoration_benefit": {"value": None, "note": "No restoration / reset / recharge of the sum insured in this wording."},
        "health_checkup": {
            "value": "Preventive health check-up once every policy year for each insured person aged 18 or more, up to INR 1500, irrespective of claims",
            "page": 4, "clause": "15",
            "quote": "each Insured Person aged 18 years or more may undergo a health check-up at Our empanelled centre or claim reimbursement of up to INR 1500",
            "note": "Does not reduce SI; not carried forward."},
        "domiciliary_covered": {"value": False, "page": 6, "clause": "36",
                                "quote": "domiciliary hospitalisation, that is, treatment taken at home even where the patient could not be moved to a Hospital",
                                "note": "Excluded (clause 36); 'Domiciliary Hospitalisation Not Covered' in the Limits at a glance (p.2)."},
        "claim_intimation_emergency_hours": {
            "value": 24, "page": 6, "clause": "37",
            "quote": "must inform Us within 24 hours of admission, or before discharge from the Hospital, whichever is earlier",
            "note": "Planned hospitalisation: at least 48 hours before admission. Reimbursement documents within 30 days of discharge (clause 38)."},
    },
}

MAGMA = {
    "document": "MagmaHDI_Parivar-Suraksha-Floater_MAGHLIP24018V012324.pdf",
    "fields": {
        "insurer_name": {"value": "Magma HDI General Insurance Company Limited", "page": 1, "clause": "title / header",
                         "quote": "Magma HDI General Insurance Company Limited (hereinafter called the \"Company\")"},
        "product_name": {"value": "Parivar Suraksha Floater Policy", "page": 1, "clause": "title / footer",
                         "quote": "Parivar Suraksha Floater Policy | UIN: MAGHLIP24018V012324"},
        "uin": {"value": "MAGHLIP24018V012324", "page": 1, "clause": "title / footer",
                "quote": "Policy Wording | UIN: MAGHLIP24018V012324"},
        "sum_insured_options": {
            "value": [300000, 400000, 500000, 750000, 1000000, 1500000, 2500000], "page": 3, "clause": "C.1 Note",
            "quote": "The Sum Insured options of each Plan are Rs. 3,00,000, Rs. 4,00,000 and Rs. 5,00,000 (Silver); Rs. 5,00,000, Rs. 7,50,000 and Rs. 10,00,000 (Gold)",
            "note": "Union over plans: Silver 3/4/5 lakh, Gold 5/7.5/10 lakh, Platinum 10/15/25 lakh (note p.3, table row p.2)."},
        "room_rent_limit": {
            "any_of": [L("amount_per_day", 3000), L("amount_per_day", 6000), L("room_category", "Single Private AC Room")],
            "page": [2, 3], "clause": "C.1 Table of Benefits / C.2.1",
            "quote": ["Accommodation charges Rs 3,000/day Rs 6,000/day Single private AC room",
                      "limited to Rs. 3,000/- per day under the Silver Plan and Rs. 6,000/- per day under the Gold Plan"],
            "note": "Silver Rs 3,000/day, Gold Rs 6,000/day, Platinum Single Private AC Room (defined B.2.3). "
                    "Proportionate deduction on associated medical expenses (C.2.4), not on ICU."},
        "icu_limit": {
            "any_of": [L("amount_per_day", 6000), L("amount_per_day", 12000), L("no_limit")],
            "page": [2, 3], "clause": "C.1 Table of Benefits / C.2.2",
            "quote": ["ICU charges Rs 6,000/day Rs 12,000/day Actuals",
                      "ICU/ICCU charges limited to Rs. 6,000/- per day (Silver) and Rs. 12,000/- per day (Gold)"],
            "note": "Silver Rs 6,000/day, Gold Rs 12,000/day, Platinum at actuals."},
        "copay": {
            "any_of": [{"percent": 0, "condition": None},
                       {"percent": 20, "condition": "insured person aged 61 years or more at entry into the policy"}],
            "page": 6, "clause": "Section E",
            "quote": "aged 61 years or more at the time of entry into this Policy shall be subject to a co-payment of 20% of the admissible claim amount",
            "note": "Age-at-entry co-pay, all plans; none for entry at 60 or less (table row p.2)."},
        "initial_waiting_period_days": {
            "value": 30, "page": 5, "clause": "D.3 (Code- Excl03)",
            "quote": "Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"},
        "ped_waiting_period_months": {
            "value": 36, "page": 4, "clause": "D.1 (Code- Excl01)",
            "quote": "shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer.",
            "note": "Same in all plans; no reduction option."},
        "specific_disease_waiting_period_months": {
            "value": 24, "page": 4, "clause": "D.2 (Code- Excl02)",
            "quote": "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.",
            "note": "Single 24-month list (D.2 f, p.5)."},
        "maternity_covered": {
            "value": True, "page": 4, "clause": "C.12",
            "quote": "Under the Platinum Plan the Company will pay Medical Expenses for delivery, including caesarean section",
            "note": "Platinum Plan only, up to Rs 50,000 per delivery/termination, max two; Silver and Gold not covered. "
                    "Excl18 printed (D.4.14) with an exception for C.12."},
        "maternity_waiting_period_months": {
            "value": 24, "page": 4, "clause": "C.12",
            "quote": "after a waiting period of 24 months of continuous coverage of that Insured Person under the Platinum Plan"},
        "pre_hospitalisation_days": {"value": 30, "page": 3, "clause": "C.3",
                                     "quote": "Medical Expenses incurred during the 30 days immediately preceding the date of admission are payable"},
        "post_hospitalisation_days": {"value": 60, "page": 3, "clause": "C.4",
                                      "quote": "Medical Expenses incurred during the 60 days immediately following the date of discharge are payable"},
        "ambulance_limit": {
            "any_of": [L("amount", 2000), L("amount", 3000), L("amount", 5000)], "page": 3, "clause": "C.6",
            "quote": "are payable up to Rs 2,000 (Silver), Rs 3,000 (Gold) or Rs 5,000 (Platinum) per Hospitalisation",
            "note": "Per hospitalisation, by plan (also table row p.2)."},
        "cataract_limit": {
            "any_of": [L("amount", 30000), L("amount", 50000), L("no_limit")], "page": 4, "clause": "C.11",
            "quote": "shall not exceed Rs 30,000 per eye under the Silver Plan and Rs 50,000 per eye under the Gold Plan in a Policy Year",
            "note": "Per eye per policy year: Silver Rs 30,000, Gold Rs 50,000, Platinum up to SI."},
        "modern_treatment_limit": {
            "value": L("percent_si", 50), "page": 4, "clause": "C.10",
            "quote": "are payable up to 50% of the Sum Insured per Policy Year in every Plan",
            "note": "Same in all plans (table row 'Up to 50% of SI')."},
        "ayush_covered": {"value": True, "page": 3, "clause": "C.7",
                          "quote": "is payable up to ₹ 25,000 (Silver) or ₹ 50,000 (Gold) per Policy Year, and up to the Sum Insured under the Platinum Plan",
                          "note": "In-patient AYUSH: Rs 25,000 / Rs 50,000 / up to SI."},
        "day_care_covered": {"value": True, "page": 3, "clause": "C.5",
                             "quote": "Medical Expenses for Day Care Treatment undertaken in a Hospital or Day Care Centre are payable up to the Sum Insured in all Plans."},
        "organ_donor_covered": {"value": True, "page": 3, "clause": "C.8",
                                "quote": "The Company will pay the Medical Expenses for the organ donor's Hospitalisation for harvesting of the organ"},
        "grace_period_days": {"value": 30, "page": 7, "clause": "G.7",
                              "quote": "can be renewed within the Grace Period of 30 days to maintain continuity of benefits without break in policy",
                              "note": "Annual premium only (G.15), so no instalment grace period."},
        "exclusion_codes": {
            "value": [c for c in ALL18 if c != "Excl11"], "page": [4, 5, 6], "clause": "D.1-D.4",
            "quote": ["D.1 Pre-Existing Diseases – Code- Excl01", "D.4.7 Breach of law – Code- Excl10",
                      "D.4.14 Maternity – Code- Excl18"],
            "note": "17 codes: Excl01, Excl02 (p.4), Excl03-Excl10 (p.5), Excl12-Excl18 (p.6). Excl11 (excluded "
                    "providers) is not printed; D.5 other exclusions carry no code. Excl18 is excepted for the Platinum "
                    "maternity benefit."},
        "free_look_period_days": {"value": 15, "page": 7, "clause": "G.6",
                                  "quote": "The insured shall be allowed a free look period of fifteen days from date of receipt of the policy document"},
        "no_claim_bonus": {"value": 20, "page": 4, "clause": "C.14",
                           "quote": "For every claim-free Policy Year, a Cumulative Bonus of 20% of the Sum Insured of the expiring Policy is added at renewal",
                           "note": "Max 100% of SI; reduced at the same rate after a claim."},
        "restoration_benefit": {
            "value": "100% of the sum insured restored once per policy year on partial or full exhaustion, Gold and Platinum plans only; not for the same illness of the same insured person in that year",
            "page": 4, "clause": "C.13",
            "quote": "100% of the Sum Insured will be restored once in that Policy Year under the Gold and Platinum Plans",
            "note": "Not available in Silver; unused restored amount not carried forward."},
        "health_checkup": {
            "value": "Health check-up once every policy year, up to Rs 2,500 (Gold) or Rs 5,000 (Platinum) per policy, irrespective of claims; not in Silver",
            "page": 4, "clause": "C.15",
            "quote": "payable up to Rs 2,500 (Gold) or Rs 5,000 (Platinum) per Policy, irrespective of claims"},
        "domiciliary_covered": {"value": True, "page": 3, "clause": "C.9",
                                "quote": "Medical Expenses for Domiciliary Hospitalisation lasting more than three consecutive days are payable up to 10% of the Sum Insured",
                                "note": "Gold and Platinum only (10% of SI per year); not in Silver."},
        "claim_intimation_emergency_hours": {
            "value": 48, "page": 6, "clause": "F.1 (a)",
            "quote": "within 48 hours of admission in case of emergency Hospitalisation, or before discharge, whichever is earlier",
            "note": "Planned: at least 72 hours prior to admission. Reimbursement documents within 30 days of discharge (F.3)."},
    },
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
    (HERE / "policies").mkdir(exist_ok=True)
    for lab in (NAVI, MAGMA):
        pdf = HERE / lab["document"]
        assert set(lab["fields"]) == set(FIELDS), set(FIELDS) ^ set(lab["fields"])
        out = {"document": lab["document"], "sha256": hashlib.sha256(pdf.read_bytes()).hexdigest(),
               "fields": {k: lab["fields"][k] for k in FIELDS}}
        for k, f in out["fields"].items():
            assert ("value" in f) != ("any_of" in f), k
            if f.get("quote"):
                err = quote_ok(pdf, f["page"], f["quote"])
                if err:
                    bad += 1
                    print(lab["document"][:10], k, err)
        (HERE / "policies" / (pdf.stem + ".json")).write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n")
    print("quote failures:", bad)
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
