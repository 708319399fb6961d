"""Write the golden term labels (SPEC §6, golden/policies/README.md rules) for the two h11 wordings.
Pages are looked up from the rendered text and every quote is checked against pdfplumber and pypdfium2."""
import hashlib, json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from qcheck import check, find_pages
import wording_a, wording_b

def L(kind, value): return {"kind": kind, "value": value}
NOLIM = L("no_limit", None)

A_FIELDS = {
    "insurer_name": dict(value="Kotak Mahindra General Insurance Company Limited", clause="1.1",
        quote="This Policy is a contract of insurance issued by Kotak Mahindra General Insurance Company Limited"),
    "product_name": dict(value="Kotak Health Suraksha Policy", clause="title", quote="KOTAK HEALTH SURAKSHA POLICY"),
    "uin": dict(value="KOTHLIP20047V011920", clause="header", quote="UIN: KOTHLIP20047V011920"),
    "sum_insured_options": dict(value=[200000, 300000, 500000, 750000, 1000000, 1500000], clause="6.1.4",
        quote="The Sum Insured may be chosen from Rs. 2 lakh, Rs. 3 lakh, Rs. 5 lakh, Rs. 7.5 lakh, Rs. 10 lakh and Rs. 15 lakh",
        note="Same six bands as the column heads of the Table of Benefits (Section 3.13)."),
    "room_rent_limit": dict(value=L("percent_si_per_day", 1), also=L("amount_per_day", 10000), clause="3.4.1",
        quote="Room, boarding and nursing charges are payable up to 1% of the Sum Insured per day",
        note="1% of SI per day subject to a maximum of Rs. 10,000 per day (same sentence); proportionate deduction on Associated Medical Expenses in 3.4.2; per-band rupee amounts in the 3.13 table."),
    "icu_limit": dict(value=L("percent_si_per_day", 2), also=L("amount_per_day", 20000), clause="3.4.1",
        quote="Intensive Care Unit charges up to 2% of the Sum Insured per day, subject to a maximum of Rs. 10,000 and Rs. 20,000 per day respectively",
        note="2% of SI per day, max Rs. 20,000 per day ('respectively'). No proportionate deduction on ICU (3.4.2)."),
    "copay": dict(any_of=[{"percent": 0, "condition": None}, {"percent": 10, "condition": "Insured Person aged 61 years or above at entry"}],
        clause="5.1; 5.2",
        quote="shall be subject to a co-payment of 10% of the admissible claim amount",
        note="10% on every admissible claim for a person who entered at 61 or above; none for entry at 60 or below (5.2)."),
    "initial_waiting_period_days": dict(value=30, clause="4.1.1",
        quote="Expenses related to the treatment of any Illness within 30 days from the first Policy commencement date shall be excluded, except claims arising due to an Accident"),
    "ped_waiting_period_months": dict(value=48, clause="4.1.3",
        quote="shall be excluded until the expiry of 48 months of continuous coverage after the date of inception of the first policy with the Company"),
    "specific_disease_waiting_period_months": dict(value=24, clause="4.1.2",
        quote="shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with the Company",
        note="One tier: 14 listed conditions (4.1.2.1-4.1.2.14) incl. cataract, hernia, joint replacement."),
    "maternity_covered": dict(value=False, clause="4.2 item 14; 3.13 table",
        quote="Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during Hospitalisation) except ectopic pregnancy",
        note="Permanent exclusion 14; the Table of Benefits (p.5) says 'Maternity and new born baby: Not Covered'."),
    "maternity_waiting_period_months": dict(value=None, note="Maternity not covered."),
    "pre_hospitalisation_days": dict(value=30, clause="3.2.1",
        quote="Medical Expenses incurred during the 30 days immediately preceding the date of admission are payable"),
    "post_hospitalisation_days": dict(value=60, clause="3.3.1",
        quote="Medical Expenses incurred during the 60 days immediately following the date of discharge are payable"),
    "ambulance_limit": dict(value=L("amount", 2500), clause="3.7.1",
        quote="are payable up to Rs. 2,500 per Hospitalisation, provided the Hospitalisation claim is admissible under Section 3.1",
        note="Road ambulance only; Rs. 2,500 per Hospitalisation in every SI band (3.13)."),
    "cataract_limit": dict(value=L("amount", 30000), also=L("amount", 50000), clause="3.4.3",
        quote="the Company's liability for treatment of cataract is limited to Rs. 30,000 per eye, and to Rs. 50,000 in all for one or both eyes in any one Policy Period",
        note="Rs. 30,000 per eye; Rs. 50,000 aggregate per Policy Period (also). Cataract is in the 24-month list (4.1.2.1)."),
    "modern_treatment_limit": dict(value=L("percent_si", 50), clause="3.10.1",
        quote="are payable up to 50% of the Sum Insured for each procedure in a Policy Year",
        note="All 12 listed procedures 50% of SI each (also in the 3.13 table)."),
    "ayush_covered": dict(value=True, clause="3.9.1",
        quote="Homeopathy taken in an AYUSH Hospital is payable up to 25% of the Sum Insured per Policy Year",
        note="Sub-limited to 25% of SI per Policy Year."),
    "day_care_covered": dict(value=True, clause="3.5.1",
        quote="Medical Expenses for Day Care Treatment undertaken in a Hospital or Day Care Centre are payable under Section 3.1"),
    "organ_donor_covered": dict(value=True, clause="3.8.1",
        quote="Medical Expenses incurred on harvesting the organ from a donor for an organ transplant to the Insured Person are payable within the Sum Insured"),
    "grace_period_days": dict(value=30, clause="6.4.2",
        quote="Grace Period: where the renewal premium is paid within 30 days after the due date, the Policy shall be renewed with continuity of all benefits",
        note="Annual premium only (6.4.1); no instalment grace period."),
    "exclusion_codes": dict(any_of=[["Excl01", "Excl02", "Excl03", "Excl04", "Excl05", "Excl06", "Excl07", "Excl08", "Excl09",
                                    "Excl10", "Excl12", "Excl13", "Excl14", "Excl15", "Excl16", "Excl17", "Excl18"], None],
        clause="4.1.1-4.1.3; 4.2 items 1-14",
        quote="Treatment for correction of eye sight due to refractive error less than 7.5 dioptres.",
        note="No codes printed. Substance: Excl01=4.1.3, Excl02=4.1.2, Excl03=4.1.1, Excl04=4.2(1), Excl05=4.2(2), Excl06=4.2(3), Excl07=4.2(4), Excl08=4.2(5), Excl09=4.2(6), Excl10=4.2(7), Excl12=4.2(8), Excl13=4.2(9), Excl14=4.2(10), Excl15=4.2(11), Excl16=4.2(12), Excl17=4.2(13), Excl18=4.2(14). No excluded-providers clause (Excl11)."),
    "free_look_period_days": dict(value=30, clause="6.5.2",
        quote="The Insured Person shall be allowed a free look period of 30 days from the date of receipt of the Policy document"),
    "no_claim_bonus": dict(value=10, clause="3.11.1",
        quote="For each claim-free Policy Year the Sum Insured of the following year is increased by 10% of the expiring Sum Insured, up to a maximum of 50%",
        note="Cumulative bonus 10% of SI per claim-free year, max 50%; reduced by 10% after a claim year (3.11.2)."),
    "restoration_benefit": dict(value=None, note="No restoration/recharge of the Sum Insured anywhere in the wording."),
    "health_checkup": dict(value="Health check-up reimbursed at the end of every block of three continuous claim-free Policy Years, up to 1% of the average Sum Insured, max Rs. 5,000 per Insured Person",
        clause="3.12.1",
        quote="At the end of every block of three continuous claim-free Policy Years, the Company will reimburse the cost of a health check-up up to 1% of the average Sum Insured"),
    "domiciliary_covered": dict(value=True, clause="3.6.1",
        quote="Medical Expenses for Domiciliary Hospitalisation are payable up to 10% of the Sum Insured per Policy Year",
        note="Up to 10% of SI, minimum three consecutive days, listed conditions excluded (3.6.2)."),
    "claim_intimation_emergency_hours": dict(value=24, clause="7.1.1",
        quote="In an emergency Hospitalisation, the Company or its TPA must be informed within 24 hours of admission",
        note="Planned Hospitalisation: at least 72 hours before admission (7.1.2)."),
}

MT = [L("percent_si", 20), L("percent_si", 10), L("percent_si", 50), L("percent_si", 25)]
B_FIELDS = {
    "insurer_name": dict(value="Liberty General Insurance Limited", clause="A. Preamble",
        quote="is a contract of insurance between You and Liberty General Insurance Limited"),
    "product_name": dict(value="Liberty Health Top-Up Secure", clause="title; A. Preamble",
        quote="This Liberty Health Top-Up Secure policy is a contract of insurance",
        note="A top-up with a per-claim (not aggregate) deductible (C.10)."),
    "uin": dict(value="LIBHLIP23102V012223", clause="title", quote="Unique Identification Number (UIN): LIBHLIP23102V012223"),
    "sum_insured_options": dict(value=[300000, 500000, 1000000, 1500000, 2000000, 2500000], clause="D (table)",
        quote="Sum Insured (\u20b9) Per Claim Deductible options (\u20b9) Policy type",
        note="Ruled table in Part D: 3, 5, 10, 15, 20, 25 lakh; per-claim deductibles 1-10 lakh by SI (25 lakh floater only)."),
    "room_rent_limit": dict(value=L("room_category", "Single Private Room"), clause="C.1.1(a)",
        quote="Room, boarding and nursing: Single Private Room.",
        note="Defined in B.2.02 (air-conditioned, single patient, attached toilet, excludes suite/deluxe). Higher category: difference borne by the insured and proportionate deduction on associated expenses (C.1.2)."),
    "icu_limit": dict(value=NOLIM, clause="C.1.1(b)",
        quote="Intensive Care Unit charges: covered up to the Sum Insured, with no daily limit."),
    "copay": dict(value={"percent": 0, "condition": None}, clause="C.10.4",
        quote="There is no co-payment under this Policy.",
        note="Cost sharing is the Per Claim Deductible only."),
    "initial_waiting_period_days": dict(value=30, clause="E.3 (Excl03)",
        quote="Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"),
    "ped_waiting_period_months": dict(value=36, clause="E.1 (Excl01)",
        quote="shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer"),
    "specific_disease_waiting_period_months": dict(value=24, clause="E.2 (Excl02)",
        quote="shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us"),
    "maternity_covered": dict(value=False, clause="E.4.15 (Excl18)",
        quote="This Policy does not provide any maternity or new-born baby benefit."),
    "maternity_waiting_period_months": dict(value=None, note="Maternity not covered (Excl18)."),
    "pre_hospitalisation_days": dict(value=60, clause="C.2.1",
        quote="We will cover Medical Expenses incurred in the 60 days immediately before Your admission"),
    "post_hospitalisation_days": dict(value=90, clause="C.3.1",
        quote="We will cover Medical Expenses incurred in the 90 days immediately after Your discharge"),
    "ambulance_limit": dict(value=L("amount", 5000), clause="C.5.1",
        quote="up to \u20b9 5,000 per Hospitalisation"),
    "cataract_limit": dict(any_of=[L("percent_si", 10), L("amount", 75000)], also=L("amount", 75000), clause="C.9.1",
        quote="Cataract surgery is payable up to 10% of the Sum Insured subject to a maximum of \u20b9 75,000 per eye",
        note="10% of SI, max Rs 75,000 per eye; both forms accepted. 24-month wait (E.2)."),
    "modern_treatment_limit": dict(any_of=MT, clause="C.8.1 (table)",
        quote="are covered up to the percentage of the Sum Insured shown against each, per procedure",
        note="Unruled table: UAE/HIFU 20%; balloon sinuplasty 10%; DBS 50%; oral chemo 25%; immunotherapy 25%; intravitreal 10%; robotic 50%; stereotactic 50%; bronchial thermoplasty 25%; prostate vaporisation 25%; IONM 10%; stem cell 50% (of SI, per procedure)."),
    "ayush_covered": dict(value=True, clause="C.7.1",
        quote="We will cover in-patient AYUSH Treatment taken in a government-recognised AYUSH Hospital up to the Sum Insured."),
    "day_care_covered": dict(value=True, clause="C.4.1",
        quote="We will cover Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre."),
    "organ_donor_covered": dict(value=True, clause="C.6.1",
        quote="We will cover the in-patient Medical Expenses of the donor for harvesting an organ donated to You"),
    "grace_period_days": dict(value=30, clause="F.10",
        quote="It may be renewed within the Grace Period of 30 days from the date of expiry to maintain continuity of benefits"),
    "exclusion_codes": dict(value=["Excl%02d" % i for i in range(1, 19)], clause="E.1-E.3; E.4.1-E.4.15",
        quote="Maternity - Code- Excl18",
        note="All 18 codes printed: Excl01-Excl02 (E.1-E.2, p.4), Excl03-Excl14 (E.3, E.4.1-E.4.11, p.5), Excl15-Excl18 (E.4.12-E.4.15, p.6)."),
    "free_look_period_days": dict(value=15, clause="F.9",
        quote="You shall be allowed a free look period of fifteen days from the date of receipt of the policy document"),
    "no_claim_bonus": dict(value=None, note="No cumulative bonus or no-claim discount in the wording."),
    "restoration_benefit": dict(value=None, note="No restoration/reinstatement of the Sum Insured in the wording."),
    "health_checkup": dict(value="One preventive health check-up per adult per Policy Year for SI Rs 10 lakh and above, up to Rs 2,000 per Insured Person; deductible not applied",
        clause="C.11.1",
        quote="For a Sum Insured of \u20b9 10,00,000 and above, each adult Insured Person may take one preventive health check-up in each Policy Year"),
    "domiciliary_covered": dict(value=False, clause="E.5.1",
        quote="Domiciliary hospitalisation, that is, treatment taken at home, is not covered."),
    "claim_intimation_emergency_hours": dict(value=48, clause="G.1.2",
        quote="must notify Us or Our TPA within 48 hours of admission, or before discharge, whichever is earlier",
        note="Planned Hospitalisation: at least 72 hours before admission (G.1.1)."),
}

ORDER = ["insurer_name", "product_name", "uin", "sum_insured_options", "room_rent_limit", "icu_limit", "copay",
         "initial_waiting_period_days", "ped_waiting_period_months", "specific_disease_waiting_period_months",
         "maternity_covered", "maternity_waiting_period_months", "pre_hospitalisation_days", "post_hospitalisation_days",
         "ambulance_limit", "cataract_limit", "modern_treatment_limit", "ayush_covered", "day_care_covered",
         "organ_donor_covered", "grace_period_days", "exclusion_codes", "free_look_period_days", "no_claim_bonus",
         "restoration_benefit", "health_checkup", "domiciliary_covered", "claim_intimation_emergency_hours"]


def build(stem, fields):
    pdf = os.path.join(HERE, stem + ".pdf")
    out = {"document": stem + ".pdf", "sha256": hashlib.sha256(open(pdf, "rb").read()).hexdigest(), "fields": {}}
    errors = []
    assert sorted(fields) == sorted(ORDER), set(fields) ^ set(ORDER)
    for k in ORDER:
        f = dict(fields[k])
        assert ("value" in f) != ("any_of" in f), k
        rec = {}
        rec["value" if "value" in f else "any_of"] = f.pop("value") if "value" in f else f.pop("any_of")
        q = f.get("quote")
        if q:
            pages = f.get("page") or find_pages(pdf, q)
            if not pages:
                errors.append(f"{k}: quote not found: {q[:60]}")
                pages = [0]
            page = pages[0] if isinstance(pages, list) else pages
            errors += [f"{k}: {e}" for e in check(pdf, q, page)]
            if isinstance(pages, list) and len(pages) > 1:
                print(f"  note {k}: quote on pages {pages}, using {page}")
            rec["page"] = page
            rec["clause"] = f.get("clause")
            rec["quote"] = q
        else:
            rec["quote"] = None
        for extra in ("also", "note"):
            if extra in f:
                rec[extra] = f[extra]
        out["fields"][k] = rec
    path = os.path.join(HERE, "policies", stem + ".json")
    json.dump(out, open(path, "w"), indent=2, ensure_ascii=False)
    print(stem, "errors:", errors or "none")
    for k in ORDER:
        r = out["fields"][k]
        print(f"   {k:36s} p{r.get('page','-')}  {json.dumps(r.get('value', r.get('any_of')), ensure_ascii=False)[:90]}")
    return errors


if __name__ == "__main__":
    e = build(wording_a.STEM, A_FIELDS) + build(wording_b.STEM, B_FIELDS)
    sys.exit(1 if e else 0)
