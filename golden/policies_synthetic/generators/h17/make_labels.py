# -*- coding: utf-8 -*-
"""Write policies/<stem>.json for both h17 wordings (28 SPEC §6 fields) and check every quote against the
pdfplumber and pypdfium2 text of its page. Pages marked None are looked up (must be exactly one page) and the
lookup is printed for review."""
import hashlib
import json
import os
import sys
from qcheck import check_quote, find_pages

HERE = os.path.dirname(os.path.abspath(__file__))
ALL18 = ["Excl%02d" % i for i in range(1, 19)]


def L(kind, value=None):
    return {"kind": kind, "value": value}


def f(value=None, page=None, clause=None, quote=None, note=None, any_of=None, also=None):
    d = {}
    if any_of is not None:
        d["any_of"] = any_of
    else:
        d["value"] = value
    if quote is not None:
        d["page"] = page
        d["quote"] = quote
    if clause is not None:
        d["clause"] = clause
    if also is not None:
        d["also"] = also
    if note is not None:
        d["note"] = note
    return d


A = {
    "insurer_name": f("Reliance General Insurance Company Limited", None, "1 Preamble",
                      "contract of insurance issued by Reliance General Insurance Company Limited (hereinafter called the 'Company'"),
    "product_name": f("Health Kavach Policy", None, "title", "HEALTH KAVACH POLICY POLICY WORDING",
                      note="Also in every page header ('Health Kavach Policy'). 'Health Kavach' alone is acceptable by the text comparison."),
    "uin": f("RELHLIP26031V012526", 1, "title / footer", "UIN: RELHLIP26031V012526"),
    "sum_insured_options": f([300000, 500000, 1000000, 1500000, 2000000, 2500000], None, "1 Preamble",
                             "The Sum Insured can be opted from Rs. 3,00,000, Rs. 5,00,000, Rs. 10,00,000, Rs. 15,00,000, Rs. 20,00,000 and Rs. 25,00,000 per Policy Year.",
                             note="Six options; Table 1 (p.5) bands them as 3 L / 5 L / 10 L and above."),
    "room_rent_limit": f(None, None, "3.1 a), Table 1",
                         ["Rs. 3,00,000 Rs. 3,000 Rs. 6,000 Rs. 1,500 Rs. 25,000", "Rs. 5,00,000 Rs. 5,000 Rs. 10,000 Rs. 2,000 Rs. 40,000", "Rs. 10,00,000 and above Single private room No limit Rs. 3,000 Rs. 60,000"],
                         any_of=[L("amount_per_day", 3000), L("amount_per_day", 5000), L("room_category", "Single private room")],
                         note="SI-banded (Table 1, bands as rows, ruled table): SI Rs 3 lakh Rs 3,000/day; SI Rs 5 lakh Rs 5,000/day; SI Rs 10 lakh and above (10/15/20/25 L) Single Private Room (defined 2.B.5). Proportionate deduction on associated medical expenses in 3.1.1."),
    "icu_limit": f(None, None, "3.1 b), Table 1",
                   ["Rs. 3,00,000 Rs. 3,000 Rs. 6,000 Rs. 1,500 Rs. 25,000", "Rs. 5,00,000 Rs. 5,000 Rs. 10,000 Rs. 2,000 Rs. 40,000", "Rs. 10,00,000 and above Single private room No limit Rs. 3,000 Rs. 60,000"],
                   any_of=[L("amount_per_day", 6000), L("amount_per_day", 10000), L("no_limit")],
                   note="SI 3 L: Rs 6,000/day; SI 5 L: Rs 10,000/day; SI 10 L and above: no limit. Excess over the ICU cap is not paid, no proportionate deduction (3.1.1)."),
    "copay": f(None, None, "3.14 Co-payment",
               "An Insured Person whose Entry Age is 61 years or more shall bear 20% of each and every admissible claim under this Policy",
               any_of=[{"percent": 0, "condition": None}, {"percent": 20, "condition": "entry age 61 years or more"}],
               note="Entry Age = age at first cover with the insurer (2.B.7); no co-pay for those who entered at 60 or below even after they cross 61."),
    "initial_waiting_period_days": f(30, None, "4.3 (Excl03)",
                                     "Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"),
    "ped_waiting_period_months": f(36, None, "4.1 (Excl01)",
                                   "shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer."),
    "specific_disease_waiting_period_months": f(24, None, "4.2 (Excl02)",
                                                "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.",
                                                note="16 listed conditions incl. cataract, hernia, joint replacement; single tier."),
    "maternity_covered": f(False, None, "5.16 c); 5.15 (Excl18)", "Maternity is not covered under this Policy",
                           note="Excl18 printed and a specific exclusion of pregnancy/childbirth."),
    "maternity_waiting_period_months": f(None, note="Maternity not covered."),
    "pre_hospitalisation_days": f(30, None, "3.2",
                                  "We will pay the Pre-hospitalisation Medical Expenses incurred up to 30 days immediately before the date of admission"),
    "post_hospitalisation_days": f(60, None, "3.3",
                                   "We will pay the Post-hospitalisation Medical Expenses incurred up to 60 days immediately after the date of discharge"),
    "ambulance_limit": f(None, None, "3.5 Road Ambulance, Table 1",
                         ["Rs. 3,00,000 Rs. 3,000 Rs. 6,000 Rs. 1,500 Rs. 25,000", "Rs. 5,00,000 Rs. 5,000 Rs. 10,000 Rs. 2,000 Rs. 40,000", "Rs. 10,00,000 and above Single private room No limit Rs. 3,000 Rs. 60,000"],
                         any_of=[L("amount", 1500), L("amount", 2000), L("amount", 3000)],
                         note="Per hospitalisation, by SI band: 3 L Rs 1,500; 5 L Rs 2,000; 10 L and above Rs 3,000."),
    "cataract_limit": f(None, None, "3.6 Cataract Surgery, Table 1",
                        ["Rs. 3,00,000 Rs. 3,000 Rs. 6,000 Rs. 1,500 Rs. 25,000", "Rs. 5,00,000 Rs. 5,000 Rs. 10,000 Rs. 2,000 Rs. 40,000", "Rs. 10,00,000 and above Single private room No limit Rs. 3,000 Rs. 60,000"],
                        any_of=[L("amount", 25000), L("amount", 40000), L("amount", 60000)],
                        note="Per eye per Policy Year, by SI band: 3 L Rs 25,000; 5 L Rs 40,000; 10 L and above Rs 60,000 (inclusive of lens and pre/post-hospitalisation, 3.6)."),
    "modern_treatment_limit": f(L("percent_si", 50), None, "3.10",
                                "are covered up to a limit of 50% of the Sum Insured per Policy Year, and not up to the full Sum Insured",
                                note="One aggregate limit per Policy Year for the 12 listed methods."),
    "ayush_covered": f(True, None, "3.7 AYUSH Treatment",
                       "taken in an AYUSH Hospital is covered up to 25 percent of the Sum Insured in a Policy Year",
                       note="Sub-limited to 25% of SI per Policy Year."),
    "day_care_covered": f(True, None, "3.4 Day Care Treatment",
                          "Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre are payable up to the Sum Insured"),
    "organ_donor_covered": f(True, None, "3.9 Organ Donor Expenses",
                             "We will cover the in-patient expenses incurred for harvesting an organ from the donor where an Insured Person is the recipient, up to the Sum Insured"),
    "grace_period_days": f(30, None, "6.9 Renewal of Policy",
                           "can be renewed within the Grace Period of 30 days to maintain continuity of benefits without break in policy",
                           note="No instalment premium (6.14), so no 15-day grace period."),
    "exclusion_codes": f(ALL18, [7, 8, 9], "4.1-4.3, 5.1-5.15",
                         ["4.1 Pre-Existing Diseases - Code- Excl01", "5.1 Investigation & Evaluation - Code- Excl04", "5.15 Maternity - Code- Excl18"],
                         note="All 18 codes printed: Excl01-03 in Section 4 (p.7), Excl04-13 on p.8, Excl14-18 on p.9."),
    "free_look_period_days": f(30, None, "6.8 Free Look Period",
                               "The insured person shall be allowed a free look period of thirty days from date of receipt of the policy document"),
    "no_claim_bonus": f(10, None, "3.12 Cumulative Bonus",
                        "For every claim-free Policy Year, the Sum Insured for the following year shall be increased by 10% of the expiring base Sum Insured, subject to a maximum of 50%",
                        note="10% of base SI per claim-free year, max 50%; reduced by 10% after a claim year."),
    "restoration_benefit": f("100% of the Sum Insured restored once per Policy Year after exhaustion, for an unrelated illness or injury; not for the first claim; not carried forward",
                             None, "3.11 Restoration of Sum Insured",
                             "100% of the Sum Insured shall be restored once in that Policy Year"),
    "health_checkup": f("Preventive health check-up at the end of every block of two continuous policy years, up to 1% of SI max Rs 5,000 per adult insured person, irrespective of claims",
                        None, "3.13 Preventive Health Check-up",
                        "the cost being reimbursed up to 1% of the Sum Insured subject to a maximum of Rs.5,000/- per Insured Person"),
    "domiciliary_covered": f(True, None, "3.8 Domiciliary Hospitalisation",
                             "Medical Expenses for Domiciliary Hospitalisation lasting for more than three consecutive days are covered up to 10% of the Sum Insured per Policy Year",
                             note="Built-in, sub-limited to 10% of SI."),
    "claim_intimation_emergency_hours": f(24, None, "7.1 a)",
                                          "In case of an Emergency Hospitalisation, within 24 hours of admission or before discharge from the Hospital, whichever is earlier",
                                          note="Planned admissions: at least 72 hours before admission (7.1 b)."),
}

B_T1 = "Sum Insured (Rs.) Aggregate Deductible options (Rs.)"
B = {
    "insurer_name": f("Universal Sompo General Insurance Company Limited", None, "Part A Preamble",
                      "has made to Universal Sompo General Insurance Company Limited (hereinafter called the Company)"),
    "product_name": f("Sampoorna Super Top-Up Policy", 1, "title",
                      "Sampoorna Super Top-Up Policy - Policy Wordings",
                      note="Super top-up with an aggregate deductible."),
    "uin": f("UNIHLIP24015V012324", 1, "title / header", "UIN: UNIHLIP24015V012324"),
    "sum_insured_options": f([500000, 1000000, 1500000, 2000000], None, "C.1 Table 1",
                             ["5,00,000 Available Available Not available", "10,00,000 Available Available Available", "20,00,000 Not available Available Available"],
                             note="Table 1 (no ruling lines): SI Rs 5/10/15/20 lakh against aggregate deductible options Rs 2/3/5 lakh (2 L not with 20 L SI; 5 L not with 5 L SI)."),
    "room_rent_limit": f(L("no_limit"), None, "C.3 (i); C.2 Schedule of Benefits",
                         ["there is no limit on room rent or room category under this Policy", "Room, boarding & nursing No limit (actuals)"],
                         note="Room rent at actuals (above the aggregate deductible)."),
    "icu_limit": f(L("no_limit"), None, "C.3 (ii); C.2",
                   ["Intensive Care Unit and Intensive Cardiac Care Unit charges at actuals", "Intensive Care Unit No limit (actuals)"]),
    "copay": f({"percent": 0, "condition": None}, None, "C.13",
               "No Co-payment applies to claims under this Policy.",
               note="Cost sharing is the aggregate deductible (Rs 2/3/5 lakh per Policy Year), not a co-pay."),
    "initial_waiting_period_days": f(30, None, "D.1.3 (Excl03)",
                                     "Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"),
    "ped_waiting_period_months": f(12, None, "D.1.1 (Excl01)",
                                   "shall be excluded until the expiry of 12 months of continuous coverage after the date of inception of the first policy with insurer."),
    "specific_disease_waiting_period_months": f(24, None, "D.1.2 (Excl02)",
                                                "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.",
                                                note="14 listed conditions incl. cataract, hernia, joint replacement. Longer than the 12-month PED wait."),
    "maternity_covered": f(False, None, "C.2 Schedule of Benefits; D.2.15 (Excl18)",
                           "Maternity Not Covered D.2 (Excl18)"),
    "maternity_waiting_period_months": f(None, note="Maternity not covered."),
    "pre_hospitalisation_days": f(60, None, "C.4",
                                  "Medical Expenses incurred during the 60 days immediately before the date of admission are payable"),
    "post_hospitalisation_days": f(90, None, "C.5",
                                   "Medical Expenses incurred during the 90 days immediately after discharge are payable"),
    "ambulance_limit": f(L("amount", 2500), None, "C.7 Emergency Road Ambulance",
                         "are payable up to a maximum of Rs. 2,500/- per hospitalisation",
                         note="Also in the Schedule of Benefits (C.2)."),
    "cataract_limit": f(None, None, "C.8 Cataract; C.2",
                        "Cataract surgery is payable up to 20% of the Sum Insured or Rs. 1,00,000, whichever is lower, for each eye in a Policy Year",
                        any_of=[L("percent_si", 20), L("amount", 100000)], also=L("amount", 100000),
                        note="20% of SI or Rs 1,00,000 whichever is lower, per eye per Policy Year (20% of SI is Rs 1 lakh at SI 5 L, so the rupee cap binds from SI 5 L upward)."),
    "modern_treatment_limit": f(L("no_limit"), None, "C.11; C.2",
                                "Modern treatment methods Covered up to SI"),
    "ayush_covered": f(True, None, "C.9 AYUSH Treatment",
                       "taken in an AYUSH Hospital is covered up to the Sum Insured"),
    "day_care_covered": f(True, None, "C.6; Annexure I",
                          "We will pay the Medical Expenses of Day Care Treatment, including the procedures listed in Annexure I",
                          note="Annexure I lists 42 procedures, not exhaustive."),
    "organ_donor_covered": f(True, None, "C.10 Donor Expenses",
                             "In-patient Medical Expenses for harvesting an organ from a donor for transplantation to an Insured Person are covered"),
    "grace_period_days": f(None, None, "E.8 Renewal; E.7 Premium by instalments",
                           ["A grace period of 30 days from the expiry date is allowed for payment of the renewal premium", "a grace period of 15 days is allowed for monthly instalments and 30 days for other instalments"],
                           any_of=[30, 15],
                           note="30 days for renewal; 15 days for monthly instalments (30 for other instalments)."),
    "exclusion_codes": f(ALL18, None, "D.1.1-D.1.3, D.2.1-D.2.15",
                         ["D.1.1 Pre-Existing Diseases (Code- Excl01)", "Maternity (Code- Excl18)"],
                         note="All 18 codes printed (Excl01-03 under D.1 waiting periods, Excl04-18 under D.2)."),
    "free_look_period_days": f(15, None, "E.6 Free Look Period",
                               "A free look period of 15 days from the date of receipt of the Policy document is available on new policies"),
    "no_claim_bonus": f(None, None, "C.13", "The Policy does not offer a cumulative bonus",
                        note="Explicitly no cumulative bonus."),
    "restoration_benefit": f(None, None, "C.13", "the Sum Insured once exhausted in a Policy Year is not reinstated",
                             note="Explicitly no restoration."),
    "health_checkup": f("Health check-up after every three continuous policy years, for insured persons aged 18 or more, up to Rs 2,000 per insured person; not subject to the deductible",
                        None, "C.12 Health Check-up",
                        "may claim reimbursement of a health check-up up to INR 2000 per Insured Person"),
    "domiciliary_covered": f(False, None, "D.3.1; C.2",
                             "Domiciliary Hospitalisation, and any treatment taken at home, is not covered."),
    "claim_intimation_emergency_hours": f(48, None, "F.1 (a)",
                                          "for an emergency admission, within 48 hours of admission",
                                          note="Planned admission: at least 48 hours before admission (F.1 b)."),
}


def fill(stem, fields):
    pdf = os.path.join(HERE, stem + ".pdf")
    probs = []
    for k, v in fields.items():
        if "quote" not in v:
            continue
        q = v["quote"]
        if v.get("page") is None:
            qs = q if isinstance(q, list) else [q]
            pg = []
            for qq in qs:
                fp = find_pages(pdf, qq)
                if len(fp) != 1:
                    probs.append("%s: quote on pages %s: %s" % (k, fp, qq[:70]))
                    fp = fp[:1] or [0]
                pg.append(fp[0])
            upg = sorted(set(pg))
            v["page"] = upg[0] if len(upg) == 1 else upg
            if isinstance(q, list) and len(upg) == 1 and len(qs) > 1:
                pass
        probs += ["%s: %s" % (k, p) for p in check_quote(pdf, q, v["page"])]
    # order keys
    for k, v in fields.items():
        order = ["value", "any_of", "page", "clause", "quote", "also", "note"]
        fields[k] = {kk: v[kk] for kk in order if kk in v}
    sha = hashlib.sha256(open(pdf, "rb").read()).hexdigest()
    doc = {"document": stem + ".pdf", "sha256": sha, "fields": fields}
    assert len(fields) == 28, len(fields)
    os.makedirs(os.path.join(HERE, "policies"), exist_ok=True)
    json.dump(doc, open(os.path.join(HERE, "policies", stem + ".json"), "w"), indent=2, ensure_ascii=False)
    for k, v in fields.items():
        print("  %-36s p=%s" % (k, v.get("page")))
    return probs


if __name__ == "__main__":
    allp = []
    for stem, fields in (("RelianceGeneral_Health-Kavach_RELHLIP26031V012526", A),
                         ("UniversalSompo_Sampoorna-Super-Top-Up_UNIHLIP24015V012324", B)):
        print(stem)
        allp += fill(stem, fields)
    print("\n".join(allp) if allp else "ALL QUOTES OK")
    sys.exit(1 if allp else 0)
