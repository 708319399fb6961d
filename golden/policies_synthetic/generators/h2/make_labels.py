"""Write and check the SPEC §6 term labels of the two h2 wordings (Part 1)."""
import hashlib, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract import Pages
import wording_a, wording_b

HERE = os.path.dirname(os.path.abspath(__file__))
NL = {"kind": "no_limit", "value": None}
def L(kind, value): return {"kind": kind, "value": value}
def CP(p, c=None): return {"percent": p, "condition": c}
ALL = ["Excl%02d" % i for i in range(1, 19)]

FIELDS_A = {
 "insurer_name": dict(value="Reliance General Insurance Company Limited", page=1, clause="Section A - Preamble",
   quote="This Policy is a contract of insurance issued by Reliance General Insurance Company Limited"),
 "product_name": dict(value="Health Xtend Super Top-Up", page=1, clause="title / header",
   quote="Health Xtend Super Top-Up is a top-up indemnity policy.",
   note="Super top-up with an aggregate deductible; title 'HEALTH XTEND SUPER TOP-UP Policy Wording'."),
 "uin": dict(value="RELHLIP26031V012526", page=1, clause="header", quote="UIN: RELHLIP26031V012526"),
 "sum_insured_options": dict(value=[500000, 1000000, 1500000, 2000000, 2500000], page=4, clause="C.15",
   quote="Sum Insured options: Rs. 5,00,000 / Rs. 10,00,000 / Rs. 15,00,000 / Rs. 20,00,000 / Rs. 25,00,000",
   note="Aggregate Deductible options (not SI): Rs 2, 3 or 5 lakh (C.1, C.15); Rs 5 lakh deductible not with Rs 5 lakh SI."),
 "room_rent_limit": dict(value=NL, page=3, clause="C.2 a)",
   quote="There is no capping on room rent under this Policy; the Insured Person may choose any room category",
   note="Also 'Room rent: No capping' in the Table of Benefits (p.4) for every SI band; no proportionate deduction."),
 "icu_limit": dict(value=NL, page=3, clause="C.2 b)", quote="Intensive Care Unit (ICU / ICCU) charges, payable at actuals.",
   note="Table of Benefits: 'At actuals' for all SI bands."),
 "copay": dict(any_of=[CP(0), CP(20, "entry age 61 years or above")], page=4, clause="C.14",
   quote="61 years of age or older on the date his or her cover first commences under this Policy shall bear a co-payment of 20%",
   note="No co-pay for entry below 61 (default 0); 20% on every admissible claim if entry age 61+. Deductible is separate (aggregate)."),
 "initial_waiting_period_days": dict(value=30, page=5, clause="D.1.3 (Excl03)",
   quote="Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"),
 "ped_waiting_period_months": dict(value=36, page=4, clause="D.1.1 (Excl01)",
   quote="shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer"),
 "specific_disease_waiting_period_months": dict(value=24, page=5, clause="D.1.2 (Excl02)",
   quote="shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us",
   note="List in D.1.2 f) includes cataract, hernia, joint replacement, PIVD, CKD. No other tiers."),
 "maternity_covered": dict(value=True, page=4, clause="C.11 Maternity Benefit",
   quote="We will pay Maternity Expenses for the delivery of a child (normal or caesarean) or the lawful medical termination of pregnancy",
   note="Limit per delivery Rs 30,000 (SI 5/10 lakh) or Rs 50,000 (SI 15-25 lakh); max two deliveries/terminations in lifetime; aggregate deductible applies. No Excl18."),
 "maternity_waiting_period_months": dict(value=24, page=4, clause="C.11; D.1.4",
   quote="once the female Insured Person has been continuously covered under this Policy with Us for 24 months",
   note="Repeated in D.1.4 (p.5) and the Table of Benefits row 'Maternity (after 24 months)'."),
 "pre_hospitalisation_days": dict(value=60, page=3, clause="C.3",
   quote="We will cover Medical Expenses incurred during the 60 days immediately before the date of admission"),
 "post_hospitalisation_days": dict(value=90, page=3, clause="C.4",
   quote="We will cover Medical Expenses incurred during the 90 days immediately after discharge"),
 "ambulance_limit": dict(any_of=[L("amount", 2000), L("amount", 3000)], page=[3, 4], clause="C.7; C.15",
   quote=["2,000 where the Sum Insured is", "INR 2,000 per hospitalisation INR 3,000 per hospitalisation"],
   note="Per hospitalisation, by SI band: Rs 2,000 for SI 5/10 lakh, Rs 3,000 for SI 15-25 lakh (C.7 prints the rupee symbol)."),
 "cataract_limit": dict(any_of=[L("amount", 40000), L("amount", 60000)], page=4, clause="C.10; C.15",
   quote="Rs. 40,000 per eye Rs. 60,000 per eye",
   note="Per eye by SI band: Rs 40,000 (SI 5/10 lakh), Rs 60,000 (SI 15-25 lakh); C.10 (p.3) refers to the table. 24-month wait (Excl02)."),
 "modern_treatment_limit": dict(value=L("percent_si", 50), page=3, clause="C.9",
   quote="are covered up to 50% of the Sum Insured for each Policy Year (all procedures together)",
   note="50% of SI per policy year for all 12 listed methods together (not per procedure); table row '50% of SI per policy year'."),
 "ayush_covered": dict(value=True, page=3, clause="C.6",
   quote="Unani, Siddha and Homeopathy systems of medicine received in an AYUSH Hospital, up to the Sum Insured"),
 "day_care_covered": dict(value=True, page=3, clause="C.5",
   quote="Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre are payable up to the Sum Insured"),
 "organ_donor_covered": dict(value=True, page=3, clause="C.8",
   quote="We will cover the in-patient Medical Expenses incurred on harvesting an organ from a donor"),
 "grace_period_days": dict(value=30, page=7, clause="E.10",
   quote="can be renewed within the Grace Period of 30 days to maintain continuity of benefits without break in policy",
   note="No instalment premium option; coverage not available during the grace period."),
 "exclusion_codes": dict(value=ALL[:17], page=[4, 5, 6], clause="D.1.1-D.1.3, D.2.1-D.2.14",
   quote=["Pre-Existing Diseases - Code- Excl01", "Investigation & Evaluation - Code- Excl04", "Sterility and Infertility - Code- Excl17"],
   note="Excl01-Excl17 printed with 'Code- ExclNN'. No Excl18 (maternity is a covered benefit, C.11)."),
 "free_look_period_days": dict(value=30, page=7, clause="E.12",
   quote="The insured person shall be allowed free look period of thirty days from date of receipt of the policy document"),
 "no_claim_bonus": dict(value=10, page=4, clause="C.12",
   quote="We will increase the Sum Insured for the following Policy Year by 10% of the expiring base Sum Insured, subject to an overall maximum of 50%",
   note="Cumulative bonus 10% of base SI per claim-free year, max 50%; reduced by 10% after a claim year."),
 "restoration_benefit": dict(value=None, note="No restoration / reinstatement of sum insured in the wording."),
 "health_checkup": dict(value="Preventive health check-up once every block of two continuous policy years for insured persons aged 18+, up to Rs 1,500 (SI 5/10 lakh) or Rs 2,500 (SI 15-25 lakh), irrespective of claims; deductible not applicable",
   page=4, clause="C.13; C.15",
   quote="Once in every block of two continuous Policy Years with Us, each Insured Person aged 18 years or above may undergo a preventive health check-up"),
 "domiciliary_covered": dict(value=False, page=6, clause="D.3.1",
   quote="Domiciliary hospitalisation, that is, treatment taken at home even if it would otherwise have required",
   note="Excluded (D.3.1); Table of Benefits 'Domiciliary hospitalisation Not Covered' (p.4)."),
 "claim_intimation_emergency_hours": dict(value=24, page=8, clause="F.1 b)",
   quote="Emergency Hospitalisation: within 24 hours of admission, or before discharge, whichever is earlier.",
   note="Planned: at least 72 hours before admission (F.1 a)."),
}

B_CODES = ["Excl01", "Excl02", "Excl03", "Excl04", "Excl05", "Excl06", "Excl07", "Excl08", "Excl09", "Excl10",
           "Excl12", "Excl13", "Excl14", "Excl15", "Excl16", "Excl17", "Excl18"]
FIELDS_B = {
 "insurer_name": dict(value="The Oriental Insurance Company Limited", page=1, clause="Preamble",
   quote="applied to THE ORIENTAL INSURANCE COMPANY LIMITED (hereinafter called the COMPANY)"),
 "product_name": dict(value="Suraksha Mediclaim Policy", page=1, clause="title",
   quote="SURAKSHA MEDICLAIM POLICY (Individual) - POLICY WORDING",
   note="Header: 'SURAKSHA MEDICLAIM POLICY (INDIVIDUAL)'; 'Suraksha Mediclaim Policy (Individual)' also acceptable."),
 "uin": dict(value="OICHLIP18037V011718", page=1, clause="header", quote="UIN: OICHLIP18037V011718"),
 "sum_insured_options": dict(value=[100000, 150000, 200000, 300000, 400000, 500000, 750000, 1000000], page=1,
   clause="1.0 Operative clause",
   quote="The Sum Insured under this Policy may be chosen from Rs.1,00,000/-, Rs.1,50,000/-, Rs.2,00,000/-, Rs.3,00,000/-, Rs.4,00,000/-, Rs.5,00,000/-, Rs.7,50,000/- and Rs.10,00,000/-"),
 "room_rent_limit": dict(value=L("percent_si_per_day", 1), also=L("amount_per_day", 5000), page=3, clause="3.1",
   quote="not exceeding 1% of the Sum Insured subject to a maximum of Rs.5,000/- per day",
   note="1% of SI per day capped at Rs 5,000/day (cap binds only for SI above Rs 5 lakh); proportionate deduction clause 3.5. Table of Benefits p.4."),
 "icu_limit": dict(value=L("percent_si_per_day", 2), also=L("amount_per_day", 10000), page=3, clause="3.2",
   quote="not exceeding 2% of the Sum Insured subject to a maximum of Rs.10,000/- per day",
   note="2% of SI per day capped at Rs 10,000/day."),
 "copay": dict(any_of=[CP(0), CP(10, "age 60 years or above at first entry")], page=5, clause="5.2",
   quote="Where the Insured Person is aged 60 years or above at the time of first entry into this Policy, each admissible claim shall be subject to a co-payment of 10%",
   note="No co-pay for entry below 60."),
 "initial_waiting_period_days": dict(value=30, page=4, clause="4.2",
   quote="Any disease contracted by the Insured Person during the first 30 days from the commencement date of the policy",
   note="Waived for 12 months' prior continuous individual health cover and for accidents."),
 "ped_waiting_period_months": dict(value=48, page=4, clause="4.1",
   quote="shall be covered only after 48 months of continuous coverage with the Company"),
 "specific_disease_waiting_period_months": dict(value=24, page=4, clause="4.3",
   quote="During the first two years of continuous operation of the insurance cover, the expenses on treatment of the following diseases/ailments/surgeries are not payable",
   note="2 years for the 15 listed conditions incl. cataract, hernia, BPH. Longer tier: joint replacement and age-related osteoarthritis/osteoporosis four years (48 months), clause 4.4; listed diseases that are pre-existing: 48 months."),
 "maternity_covered": dict(value=False, page=5, clause="4.14",
   quote="Treatment arising from or traceable to pregnancy, childbirth, miscarriage, abortion or complications of any of these, including caesarean section, except ectopic pregnancy",
   note="Also 'Maternity Not Covered' in the Table of Benefits (p.4)."),
 "maternity_waiting_period_months": dict(value=None, note="Maternity not covered (4.14)."),
 "pre_hospitalisation_days": dict(value=30, page=3, clause="3.6",
   quote="relevant medical expenses incurred during the period up to 30 days prior to hospitalisation and up to 60 days after discharge"),
 "post_hospitalisation_days": dict(value=60, page=3, clause="3.6",
   quote="up to 30 days prior to hospitalisation and up to 60 days after discharge"),
 "ambulance_limit": dict(any_of=[L("amount", 1000), L("amount", 1500), L("amount", 2000)], page=4,
   clause="3.10; Table of Benefits", quote="Ambulance (per ... Rs.1,000/- Rs.1,500/- Rs.2,000/-",
   note="Per hospitalisation by SI band: Rs 1,000 (SI 1-2 lakh), Rs 1,500 (3-5 lakh), Rs 2,000 (7.5/10 lakh)."),
 "cataract_limit": dict(any_of=[L("amount", 15000), L("amount", 25000), L("amount", 35000)], page=4,
   clause="3.10; Table of Benefits", quote="Cataract (per eye) Rs.15,000/- Rs.25,000/- Rs.35,000/-",
   note="Per eye by SI band: Rs 15,000 / Rs 25,000 / Rs 35,000; 2-year wait (4.3)."),
 "modern_treatment_limit": dict(value=None, page=5, clause="4.20",
   quote="Stem cell implantation or surgery, robotic surgery, cyber knife treatment, oral chemotherapy, immunotherapy and other advanced treatment methods",
   note="No modern-treatment benefit clause; several modern treatments are excluded unless endorsed on the Schedule (golden rule: null)."),
 "ayush_covered": dict(value=True, page=3, clause="3.9",
   quote="expenses on in-patient treatment under these systems are payable up to 25% of the Sum Insured",
   note="Ayurvedic, Homeopathic and Unani only, up to 25% of SI, in Government / recognised / accredited institutions."),
 "day_care_covered": dict(value=True, page=3, clause="3.8; Annexure I",
   quote="the day care procedures listed in Annexure I, undertaken in a Hospital or day care centre, are payable"),
 "organ_donor_covered": dict(value=False, page=5, clause="4.21",
   quote="Expenses incurred on the donor of an organ, including the cost of harvesting the organ"),
 "grace_period_days": dict(value=30, page=6, clause="5.10", quote="A grace period of 30 days is allowed for renewal",
   note="No liability for disease/injury during the break in cover."),
 "exclusion_codes": dict(any_of=[B_CODES, None], page=[4, 5], clause="4.1-4.19",
   quote=["4.1 Pre-existing diseases", "4.14 Treatment arising from or traceable to pregnancy"],
   note=("No Excl codes printed (pre-2020 format). Substance matched: Excl01 4.1; Excl02 4.3 (and 4.4); Excl03 4.2; "
         "Excl04 4.12; Excl05 4.10 (rest cure, custodial/respite care); Excl06 4.16; Excl07 4.7; Excl08 4.6; Excl09 4.17; "
         "Excl10 4.18; Excl12 4.10 (alcoholism, drug or substance abuse); Excl13 4.15; Excl14 4.13; Excl15 4.8; "
         "Excl16 4.19; Excl17 4.11; Excl18 4.14. No excluded-providers clause, so no Excl11.")),
 "free_look_period_days": dict(value=15, page=6, clause="5.11",
   quote="A free look period of 15 days from the date of receipt of the Policy document"),
 "no_claim_bonus": dict(value=5, page=6, clause="5.3",
   quote="The Sum Insured shall be progressively increased by 5% in respect of each claim-free year of insurance, subject to a maximum of 50%",
   note="Cumulative bonus 5% of SI per claim-free year, max 50%; reduced at the same rate after a claim."),
 "restoration_benefit": dict(value=None, note="No restoration / reinstatement benefit."),
 "health_checkup": dict(value="Reimbursement of a medical check-up at the end of every block of four claim-free underwriting years, up to 1% of the average sum insured of the block, maximum Rs 5,000",
   page=6, clause="5.4",
   quote="once at the end of a block of every four underwriting years, provided there are no claims reported during the block"),
 "domiciliary_covered": dict(value=True, page=3, clause="3.7",
   quote="expenses on domiciliary hospitalisation lasting more than three days are payable up to 20% of the Sum Insured",
   note="20% of SI; the usual list of ailments (asthma, diabetes, hypertension, etc.) excluded from domiciliary cover."),
 "claim_intimation_emergency_hours": dict(value=168, page=6, clause="5.5 (b)",
   quote="in case of emergency hospitalisation, within 7 days from the date of admission",
   note="7 days converted to 168 hours (golden rule, as Janata). Planned hospitalisation: at least 48 hours before admission."),
}

REQUIRED = ["insurer_name", "product_name", "uin", "sum_insured_options", "room_rent_limit", "icu_limit", "copay",
            "initial_waiting_period_days", "ped_waiting_period_months", "specific_disease_waiting_period_months",
            "maternity_covered", "maternity_waiting_period_months", "pre_hospitalisation_days",
            "post_hospitalisation_days", "ambulance_limit", "cataract_limit", "modern_treatment_limit",
            "ayush_covered", "day_care_covered", "organ_donor_covered", "grace_period_days", "exclusion_codes",
            "free_look_period_days", "no_claim_bonus", "restoration_benefit", "health_checkup",
            "domiciliary_covered", "claim_intimation_emergency_hours"]


def check_quotes(P, fields, label):
    bad = 0
    for k, f in fields.items():
        q = f.get("quote")
        if q is None:
            continue
        qs = q if isinstance(q, list) else [q]
        pages = f["page"] if isinstance(f["page"], list) else [f["page"]]
        for qq in qs:
            if len(qq.replace("...", " ").split()) > 30:
                print(label, k, "QUOTE TOO LONG"); bad += 1
            res = [(pg, P.found(qq, pg)) for pg in pages]
            if not any(r["pdfplumber"] == "ok" and r["pdfium"] == "ok" for _, r in res):
                print(label, k, "NOT FOUND on", pages, res, "found on", P.where(qq), "|", qq); bad += 1
    return bad


def main():
    os.makedirs(os.path.join(HERE, "policies"), exist_ok=True)
    total_bad = 0
    for mod, fields in ((wording_a, FIELDS_A), (wording_b, FIELDS_B)):
        pdf = os.path.join(HERE, mod.STEM + ".pdf")
        assert sorted(fields) == sorted(REQUIRED), set(REQUIRED) ^ set(fields)
        for k, f in fields.items():
            assert ("value" in f) != ("any_of" in f), k
        P = Pages(pdf)
        total_bad += check_quotes(P, fields, mod.STEM)
        out = {"document": mod.STEM + ".pdf", "sha256": hashlib.sha256(open(pdf, "rb").read()).hexdigest(),
               "fields": {k: fields[k] for k in REQUIRED}}
        with open(os.path.join(HERE, "policies", mod.STEM + ".json"), "w") as fh:
            json.dump(out, fh, indent=2, ensure_ascii=False)
        print(mod.STEM, "pages", P.n, "written")
    print("BAD", total_bad)
    return total_bad

if __name__ == "__main__":
    sys.exit(1 if main() else 0)
