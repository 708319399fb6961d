"""Write policies/<stem>.json (SPEC 6 golden format) for the two wordings; pages are located and every quote is
checked against the pdfplumber and pypdfium2 text of its page."""
import os, sys, json, hashlib
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
import textcheck as T

def L(kind, value=None):
    return {"kind": kind, "value": value}
NL = L("no_limit")
ALL18 = ["Excl%02d" % i for i in range(1, 19)]

A = "GoDigit_Health-Secure_GODHLIP25118V012425"
B = "ICICILombard_Family-Care-Floater_ICIHLIP25207V012425"

FA = {
 "insurer_name": dict(value="Go Digit General Insurance Limited", clause="Operative clause",
     quote='Go Digit General Insurance Limited (called "Digit", "we", "us" or "our" in this wording) has received your proposal form'),
 "product_name": dict(value="Digit Health Secure Policy", clause="title / header", quote="Digit Health Secure Policy Policy Wording | UIN: GODHLIP25118V012425"),
 "uin": dict(value="GODHLIP25118V012425", clause="header", quote="Digit Health Secure Policy | UIN: GODHLIP25118V012425", note="Printed in the header of every page."),
 "sum_insured_options": dict(value=[200000, 300000, 500000, 1000000, 1500000, 2000000, 2500000, 5000000, 10000000],
     clause="Who can be covered, and how much cover can I pick?",
     quote=["Value option: ₹ 2 lakh, ₹ 3 lakh or ₹ 5 lakh;", "Comfort option: ₹ 5 lakh, ₹ 10 lakh, ₹ 15 lakh, ₹ 20 lakh or ₹ 25 lakh;", "Infinity option: ₹ 25 lakh, ₹ 50 lakh or ₹ 1 crore."],
     note="Union over the three options (Value 2/3/5 lakh, Comfort 5-25 lakh in the five printed steps, Infinity 25/50 lakh/1 crore); also Table 1."),
 "room_rent_limit": dict(any_of=[L("percent_si_per_day", 1), NL], clause="B.1; Table 1",
     quote="there is no capping on room rent",
     quote2="accommodation charges are payable up to 1% of the Sum Insured for each day of the stay.",
     note="Option-dependent: Value option 1% of SI per day (with proportionate deduction of associated expenses); Comfort and Infinity 'No capping'."),
 "icu_limit": dict(any_of=[L("percent_si_per_day", 2), NL], clause="B.1 'And the ICU?'; Table 1",
     quote="Under the Value option, intensive care charges are payable up to 2% of the Sum Insured for every day spent in the ICU.",
     note="Value option 2% of SI per day; Comfort and Infinity no capping on ICU charges."),
 "copay": dict(any_of=[{"percent": 0, "condition": None},
                       {"percent": 10, "condition": "Zone B policy treated in Zone A, or Zone C policy treated in Zone B"},
                       {"percent": 20, "condition": "Zone C policy treated in Zone A"}],
     clause="Section C, Table 2 Zone-based co-payment", quote="Zone C 20% co-payment 10% co-payment No co-payment",
     note="Zone-based: no co-pay in the same or a lower zone; 10% one zone up, 20% Zone C policy treated in Zone A. Not applied to accident hospitalisation; applied after all other limits."),
 "initial_waiting_period_days": dict(value=30, clause="D.1 (Code- Excl03)",
     quote="Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"),
 "ped_waiting_period_months": dict(any_of=[36, 24], clause="D.2 (Code- Excl01)",
     quote="excluded until the expiry of 36 months (24 months under the Infinity option) of continuous coverage",
     note="36 months for Value and Comfort options, 24 months for Infinity (also Table 1)."),
 "specific_disease_waiting_period_months": dict(value=24, clause="D.3 (Code- Excl02)",
     quote="shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.",
     note="List D.3 f) i-ix includes cataract, hernia, joint replacement; single 24-month tier."),
 "maternity_covered": dict(value=False, clause="B.12; E.15 (Code- Excl18)",
     quote="No. Maternity expenses and expenses of a new-born baby are not covered under any option",
     note="No maternity benefit in any option; Excl18 printed (E.15); Table 1 'Maternity and new-born Not Covered'."),
 "maternity_waiting_period_months": dict(value=None, note="maternity not covered (B.12, Excl18)"),
 "pre_hospitalisation_days": dict(any_of=[30, 60], clause="B.2; Table 1",
     quote="before admission \u2013 for 30 days under the Value option and 60 days under the Comfort and Infinity options",
     note="Value 30 days; Comfort and Infinity 60 days."),
 "post_hospitalisation_days": dict(any_of=[60, 180], clause="B.2; Table 1",
     quote="after discharge \u2013 for 60 days under the Value option and 180 days under the Comfort and Infinity options",
     note="Value 60 days; Comfort and Infinity 180 days."),
 "ambulance_limit": dict(value=L("amount", 2500), clause="B.4",
     quote="or from one Hospital to another for better treatment, up to ₹ 2,500 per hospitalisation.",
     note="Road ambulance up to Rs 2,500 per hospitalisation, all options; only with an admissible in-patient claim."),
 "cataract_limit": dict(any_of=[L("amount", 25000), L("amount", 50000)], clause="B.8; Table 1",
     quote="The most we'll pay is ₹ 25,000 per eye under the Value option and ₹ 50,000 per eye under the Comfort and Infinity options",
     note="Per eye per policy year: Value Rs 25,000; Comfort and Infinity Rs 50,000. After the 24-month Excl02 wait."),
 "modern_treatment_limit": dict(value=NL, clause="B.7", quote="Yes \u2013 covered up to SI, with no separate sub-limit.",
     note="All 12 IRDAI modern treatments listed, paid up to the Sum Insured; Table 1 'Covered up to SI'."),
 "ayush_covered": dict(value=True, clause="B.5",
     quote="Unani, Siddha and Homeopathy taken in an AYUSH Hospital is covered up to the Sum Insured."),
 "day_care_covered": dict(value=True, clause="B.3", quote="Day Care Treatments are covered up to the Sum Insured."),
 "organ_donor_covered": dict(value=True, clause="B.6",
     quote="We'll pay the in-patient expenses incurred for the organ donor for harvesting the organ, up to the Sum Insured",
     note="Donor's pre/post-hospitalisation and cost of the organ excluded."),
 "grace_period_days": dict(any_of=[30, 15], clause="G.8 Renewal",
     quote="30 days for a policy paid yearly, half-yearly or quarterly, and 15 days for a policy paid in monthly instalments.",
     note="30 days (yearly/half-yearly/quarterly), 15 days for monthly instalments."),
 "exclusion_codes": dict(value=ALL18, clause="D.1-D.3; E.1-E.15",
     quote=["D.2 Pre-Existing Diseases \u2013 Code- Excl01", "Maternity \u2013 Code- Excl18:"],
     page=None, note="All 18 printed: Excl03/01/02 in Section D (p.6), Excl04-Excl18 in Section E."),
 "free_look_period_days": dict(value=30, clause="G.7 Free Look Period",
     quote="You have a free look period of 30 days from the date you receive the policy document to review the terms."),
 "no_claim_bonus": dict(value=20, clause="B.10 Cumulative bonus",
     quote="we'll increase your Sum Insured by 20% of the base Sum Insured at renewal, up to a maximum of 100% of the base Sum Insured.",
     note="20% of base SI per claim-free year, max 100%; earned bonus kept after a claim (no addition that year)."),
 "restoration_benefit": dict(value="Restore benefit: 100% of the base Sum Insured restored once a policy year when SI is used up by claims (Comfort and Infinity options); only for a later claim for an unrelated illness; not available under the Value option",
     clause="B.9", quote="we'll restore 100% of the base Sum Insured once in that Policy Year.",
     note="Not for the first claim, no carry forward; Value option has no Restore (Table 1)."),
 "health_checkup": dict(value="Annual health check-up once every policy year per adult insured person: up to Rs 1,000 (Comfort option) or Rs 2,500 (Infinity option) at listed diagnostic centres; not available under the Value option",
     clause="B.11", quote="under the Infinity option the limit is Rs. 2,500 per Insured Person per Policy Year."),
 "domiciliary_covered": dict(value=False, clause="B.12; E.17",
     quote="Domiciliary Hospitalization, that is treatment taken at home even if a Hospital stay was needed;",
     note="Excluded (E.17); Table 1 'Domiciliary hospitalisation Not Covered'."),
 "claim_intimation_emergency_hours": dict(value=48, clause="F.1",
     quote="For an emergency admission: within 48 hours of admission to the Hospital, or before discharge, whichever is earlier;",
     note="Planned admission: at least 72 hours before admission."),
}

FB = {
 "insurer_name": dict(value="ICICI Lombard General Insurance Company Limited", clause="Section 1 Preamble",
     quote="This Policy is a contract of insurance issued by ICICI Lombard General Insurance Company Limited"),
 "product_name": dict(value="Family Care Floater Policy", clause="title / header", quote="Family Care Floater Policy Policy Wordings UIN: ICIHLIP25207V012425"),
 "uin": dict(value="ICIHLIP25207V012425", clause="header", quote="UIN: ICIHLIP25207V012425", note="Printed in the header of every page."),
 "sum_insured_options": dict(value=[300000, 500000, 750000, 1000000, 1500000, 2000000, 2500000, 5000000], clause="1.1 Eligibility and Sum Insured",
     quote="Rs. 3,00,000; Rs. 5,00,000; Rs. 7,50,000; Rs. 10,00,000; Rs. 15,00,000; Rs. 20,00,000; Rs. 25,00,000 and Rs. 50,00,000."),
 "room_rent_limit": dict(any_of=[L("percent_si_per_day", 1), L("room_category", "Single Private A/C Room"), NL], clause="3.1 a) and Proportionate deduction; Schedule of Benefits",
     quote="room rent is payable up to 1 percent of the Sum Insured for each day of Hospitalisation.",
     note="SI-band dependent: SI 3/5 lakh 1% of SI per day; SI 7.5/10 lakh Single Private A/C Room; SI 15 lakh and above no sub-limit (all on p.3; Schedule of Benefits p.5). Proportionate deduction for higher rooms."),
 "icu_limit": dict(value=NL, clause="3.1 b)", quote="Intensive Care Unit expenses, which are payable up to the Sum Insured without any per-day limit;",
     note="Schedule of Benefits: ICU charges 'Up to SI' for all bands."),
 "copay": dict(any_of=[{"percent": 0, "condition": None}, {"percent": 20, "condition": "insured person aged 61 years or above at first entry"}],
     clause="3.14 Co-payment",
     quote="whose age at first entry into the Policy was 61 years or above shall be subject to a co-payment of 20% of the admissible claim amount",
     note="No co-payment for other insured persons."),
 "initial_waiting_period_days": dict(value=30, clause="4.1.3 (Code- Excl03)",
     quote="Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"),
 "ped_waiting_period_months": dict(value=24, clause="4.1.1 (Code- Excl01)",
     quote="shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with insurer."),
 "specific_disease_waiting_period_months": dict(value=24, clause="4.1.2 (Code- Excl02)",
     quote="shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.",
     note="List i-viii includes cataract, hernia, joint replacement, hysterectomy."),
 "maternity_covered": dict(value=False, clause="4.2.15 (Code- Excl18); Schedule of Benefits",
     quote="Maternity (Code- Excl18): i. Medical treatment expenses traceable to childbirth",
     note="No maternity benefit; Schedule of Benefits 'Maternity Not covered'."),
 "maternity_waiting_period_months": dict(value=None, note="maternity not covered (Excl18)"),
 "pre_hospitalisation_days": dict(value=30, clause="3.2", quote="We will cover Medical Expenses incurred up to 30 days immediately before the date of admission"),
 "post_hospitalisation_days": dict(value=60, clause="3.3", quote="We will cover Medical Expenses incurred up to 60 days immediately after discharge from the Hospital"),
 "ambulance_limit": dict(value=L("amount", 1500), also=L("amount", 5000), clause="3.6 Emergency Ambulance",
     quote="subject to a maximum of Rs 1,500 per hospitalisation and Rs 5,000 per policy year",
     note="Rs 1,500 per hospitalisation, aggregate Rs 5,000 per policy year."),
 "cataract_limit": dict(any_of=[L("percent_si", 25), L("amount", 40000)], also=L("amount", 40000), clause="3.13 Cataract",
     quote="up to Rs. 40,000 per eye or 25% of Sum Insured, whichever is lower, for each eye in a Policy Year.",
     note="Two-part limit: 25% of SI or Rs 40,000 per eye, whichever is lower (Rs 40,000 binds from SI 2 lakh up, i.e. for every SI option offered). After the 24-month Excl02 wait."),
 "modern_treatment_limit": dict(any_of=[L("percent_si", 50), L("amount", 100000), L("amount", 50000), L("amount", 75000), L("amount", 150000), L("amount", 40000)],
     clause="3.9 Modern Treatment Methods", quote=["Deep Brain Stimulation \u2013 up to 50% of Sum Insured", "Balloon Sinuplasty \u2013 up to Rs. 50,000"],
     note="Per-treatment list (per insured person per policy year): UAE/HIFU Rs 1,00,000; Balloon Sinuplasty Rs 50,000; DBS, oral chemotherapy, immunotherapy, robotic surgery, stereotactic radiosurgery, stem cell therapy 50% of SI; intravitreal injections Rs 75,000; bronchial thermoplasty Rs 1,50,000; prostate vaporisation Rs 75,000; IONM Rs 40,000."),
 "ayush_covered": dict(value=True, clause="3.7 AYUSH Treatment", quote="and Homeopathy systems of medicine taken in an AYUSH Hospital, up to 25% of the Sum Insured in a Policy Year.",
     note="Sub-limit 25% of SI per policy year."),
 "day_care_covered": dict(value=True, clause="3.4 Day Care Procedures", quote="We will pay the Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre, up to the Sum Insured."),
 "organ_donor_covered": dict(value=True, clause="3.8 Donor Expenses", quote="We will cover the in-patient Medical Expenses incurred for harvesting the organ from the donor"),
 "grace_period_days": dict(value=30, clause="5.10 Renewal of Policy", quote="can be renewed within the Grace Period of 30 days to maintain continuity of benefits without break in policy.",
     note="Instalment premiums (5.14): policy cancelled if an instalment is not received by the due date; no separate instalment grace period printed."),
 "exclusion_codes": dict(value=ALL18, clause="4.1.1-4.1.3; 4.2.1-4.2.15",
     quote=["4.1.1 Pre-Existing Diseases (Code- Excl01)", "Maternity (Code- Excl18):"], page=None,
     note="All 18 printed: Excl01-03 in 4.1, Excl04-18 in 4.2."),
 "free_look_period_days": dict(value=15, clause="5.9 Free Look Period", quote="The insured person shall be allowed free look period of fifteen days from date of receipt of the policy document"),
 "no_claim_bonus": dict(value=10, clause="3.11 Cumulative Bonus", quote="the Sum Insured shall be increased by 10% of the expiring base Sum Insured on renewal, subject to a maximum accumulation of 50% of the base Sum Insured.",
     note="10% per claim-free year, max 50%; reduced by 10% after a claim year."),
 "restoration_benefit": dict(value="Restoration of 100% of the Sum Insured once in a policy year when the floater SI and cumulative bonus are insufficient due to claims; usable by any insured person but not for an illness already claimed that year; no carry forward",
     clause="3.10 Restoration of Sum Insured", quote="We will restore 100% of the Sum Insured, once in a Policy Year."),
 "health_checkup": dict(value="Preventive health check-up once each policy year on renewal for insured persons aged 18+: up to Rs 2,000 per policy (SI 7.5 / 10 lakh) or Rs 5,000 per policy (SI 15 lakh and above); not available below SI 7.5 lakh",
     clause="3.12 Preventive Health Check-up", quote="may avail a health check-up once in each Policy Year at Our network diagnostic centres, up to Rs. 2,000 per Policy"),
 "domiciliary_covered": dict(value=True, clause="3.5 Domiciliary Hospitalisation",
     quote="We will pay the Medical Expenses incurred on Domiciliary Hospitalisation of an Insured Person, for a period exceeding three consecutive days, up to 10% of the Sum Insured",
     note="Up to 10% of SI per policy year; list of excluded conditions (asthma, bronchitis, ...)."),
 "claim_intimation_emergency_hours": dict(value=24, clause="6.1 (i)", quote="within 24 hours of admission in case of an emergency Hospitalisation;",
     note="Planned hospitalisation: at least 48 hours prior to admission."),
}

ORDER = ["insurer_name", "product_name", "uin", "sum_insured_options", "room_rent_limit", "icu_limit", "copay",
         "initial_waiting_period_days", "ped_waiting_period_months", "specific_disease_waiting_period_months",
         "maternity_covered", "maternity_waiting_period_months", "pre_hospitalisation_days", "post_hospitalisation_days",
         "ambulance_limit", "cataract_limit", "modern_treatment_limit", "ayush_covered", "day_care_covered",
         "organ_donor_covered", "grace_period_days", "exclusion_codes", "free_look_period_days", "no_claim_bonus",
         "restoration_benefit", "health_checkup", "domiciliary_covered", "claim_intimation_emergency_hours"]

def build(stem, F):
    pdf = os.path.join(HERE, stem + ".pdf")
    sha = hashlib.sha256(open(pdf, "rb").read()).hexdigest()
    out = {"document": stem + ".pdf", "sha256": sha, "fields": {}}
    errs = []
    assert sorted(F) == sorted(ORDER), set(F) ^ set(ORDER)
    for k in ORDER:
        f = dict(F[k])
        if "quote2" in f:   # two pieces from the same page
            f["quote"] = f["quote"] + " ... " + f.pop("quote2")
        q = f.get("quote")
        rec = {}
        for key in ("value", "any_of"):
            if key in f:
                rec[key] = f[key]
        if "also" in f:
            rec["also"] = f["also"]
        if q:
            qs = q if isinstance(q, list) else [q]
            pages = []
            for qq in qs:
                fp = T.find(pdf, qq)
                if not fp:
                    errs.append("%s: quote not found: %s" % (k, qq[:80]))
                else:
                    pages.append(fp[0])
            pg = sorted(set(pages))
            rec["page"] = pg[0] if len(pg) == 1 else pg
            rec["clause"] = f.get("clause")
            rec["quote"] = q
            for e in T.check_quote(pdf, q, rec["page"]):
                errs.append("%s: %s" % (k, e))
        else:
            rec["quote"] = None
        if f.get("note"):
            rec["note"] = f["note"]
        out["fields"][k] = rec
    os.makedirs(os.path.join(HERE, "policies"), exist_ok=True)
    json.dump(out, open(os.path.join(HERE, "policies", stem + ".json"), "w"), indent=2, ensure_ascii=False)
    return errs

if __name__ == "__main__":
    bad = 0
    for stem, F in ((A, FA), (B, FB)):
        errs = build(stem, F)
        print(stem, "errors:", len(errs))
        for e in errs:
            print("  ", e)
        bad += len(errs)
    sys.exit(1 if bad else 0)
