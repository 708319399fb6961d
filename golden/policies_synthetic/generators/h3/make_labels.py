"""Write the SPEC section 6 term labels for the two h3 wordings and check every quote."""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from qcheck import check  # noqa: E402

A_PDF = "RoyalSundaram_Group-Mediclaim-Secure_RSAHLGP26027V012526.pdf"
B_PDF = "Care_Vital-Shield_CHIHLIP26061V012526.pdf"

NL = {"kind": "no_limit", "value": None}
ALL_CODES = ["Excl%02d" % i for i in range(1, 19)]


def F(value=None, any_of=None, page=None, clause=None, quote=None, note=None, also=None, _v=True):
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


A = {
    "insurer_name": F("Royal Sundaram General Insurance Co. Limited", page=3, clause="1.2.1 (Company)",
                      quote="Company / We / Our / Us means Royal Sundaram General Insurance Co. Limited."),
    "product_name": F("Group Mediclaim Secure Policy", page=1, clause="title",
                      quote="Group Mediclaim Secure Policy - Policy Wording | UIN: RSAHLGP26027V012526"),
    "uin": F("RSAHLGP26027V012526", page=1, clause="title",
             quote="Group Mediclaim Secure Policy - Policy Wording | UIN: RSAHLGP26027V012526"),
    "sum_insured_options": F(None, page=4, clause="1.2.14; Schedule of Benefits row 2",
                             quote="Sum Insured means the family floater amount specified in the Schedule against each Family",
                             note="Group policy: the family floater Sum Insured is only 'As specified in the Schedule'; no amounts printed in the wording."),
    "room_rent_limit": F({"kind": "percent_si_per_day", "value": 2}, page=5, clause="2.1.1 (a)",
                         quote="room, boarding and nursing as charged by the Hospital, limited to 2% of the Sum Insured per day of admission.",
                         note="2% of SI per day, no rupee cap; proportionate deduction of Associated Medical Expenses above it (2.1). Also row 4 of the Schedule of Benefits (p.4)."),
    "icu_limit": F({"kind": "percent_si_per_day", "value": 4}, page=5, clause="2.1.1 (b)",
                   quote="ICU / ICCU charges, limited to 4% of the Sum Insured for each day of stay in the Intensive Care Unit.",
                   note="4% of SI per ICU day; excess capped, no proportionate deduction elsewhere (2.1)."),
    "copay": F(any_of=[{"percent": 0, "condition": None},
                       {"percent": 10, "condition": "claims in respect of dependent parents / parents-in-law"}],
               page=6, clause="Section 3",
               quote="Each admissible claim in respect of a dependent Parent or Parent-in-law shall be subject to a co-payment of 10% of the admissible claim amount",
               note="No co-pay for Employee, Spouse, Children; 10% on parents' claims, applied after sub-limits and proportionate deductions."),
    "initial_waiting_period_days": F(any_of=[None, 0], page=6, clause="4.1 (a)",
                                     quote="the 30 days waiting period for Illness from the commencement of the Policy;",
                                     note="The 30-day wait is named only to be waived for every Insured Person (4.1); no Excl03 printed."),
    "ped_waiting_period_months": F(any_of=[0, None], page=6, clause="4.1 (c)",
                                   quote="the exclusion of Pre-existing Diseases: pre-existing diseases are covered from day one of the Policy.",
                                   note="PED covered from day one (also Schedule of Benefits row 18). The 36 months in the PED definition (1.1) is the look-back period, not a wait. No Excl01 printed."),
    "specific_disease_waiting_period_months": F(any_of=[0, None], page=6, clause="4.1 (b)",
                                                quote="the first two years exclusion applicable to the specified diseases and procedures;",
                                                note="Two-year specified-disease exclusion waived; no list and no Excl02 printed."),
    "maternity_covered": F(True, page=5, clause="2.5",
                           quote="Maternity expenses are covered from the first day of the Policy for the female Employee or the Spouse of a male Employee, with no waiting period.",
                           note="Normal delivery up to Rs 50,000, caesarean up to Rs 75,000 per delivery; first two living children; no Excl18 printed."),
    "maternity_waiting_period_months": F(any_of=[0, None], page=5, clause="2.5",
                                         quote="covered from the first day of the Policy for the female Employee or the Spouse of a male Employee, with no waiting period.",
                                         note="Maternity covered from day one: no waiting period."),
    "pre_hospitalisation_days": F(30, page=5, clause="2.2",
                                  quote="Medical Expenses incurred in the 30 days immediately before the date of admission"),
    "post_hospitalisation_days": F(60, page=5, clause="2.3",
                                   quote="Medical Expenses incurred in the 60 days immediately after discharge, for the same condition"),
    "ambulance_limit": F({"kind": "amount", "value": 2500}, page=6, clause="2.7",
                         quote="reimbursed up to Rs. 2,500/- per hospitalisation, provided the Hospitalisation claim is admissible.",
                         note="Rs 2,500 per hospitalisation (also Schedule of Benefits row 12, p.4)."),
    "cataract_limit": F(None, page=6, clause="2.11",
                        quote="Expenses for surgery for cataract are payable per eye up to the limit as specified in the Schedule",
                        note="Per-eye cataract limit deferred to the Schedule; no amount printed in the wording (Schedule of Benefits row 16 also says 'As specified in the Schedule')."),
    "modern_treatment_limit": F({"kind": "percent_si", "value": 50}, page=6, clause="2.9",
                                quote="are payable up to 50% of the Sum Insured in a Policy Period for all of them together",
                                note="Aggregate for all 12 listed modern treatments per policy period, including pre/post expenses; no rupee cap."),
    "ayush_covered": F(True, page=6, clause="2.8",
                       quote="In-patient AYUSH Treatment taken in an AYUSH Hospital is covered up to 25% of the Sum Insured in a Policy Period.",
                       note="In-patient only, up to 25% of SI."),
    "day_care_covered": F(True, page=5, clause="2.4",
                          quote="Day Care Treatment taken in a Hospital or Day Care Centre is covered up to the Sum Insured"),
    "organ_donor_covered": F(True, page=6, clause="2.10",
                             quote="the in-patient expenses of harvesting the organ from the donor are paid up to the Sum Insured"),
    "grace_period_days": F(30, page=8, clause="5.12",
                           quote="Renewal may be done within a grace period of 30 days from the date of expiry",
                           note="Definition 1.1.36 (p.3) has no number; 30 days in 5.12; no monthly 15-day rule printed."),
    "exclusion_codes": F(["Excl%02d" % i for i in range(4, 18)], page=[6, 7], clause="4.2.1-4.2.14",
                         quote=["4.2.1 Investigation and Evaluation - Code- Excl04", "4.2.14 Sterility and Infertility - Code- Excl17"],
                         note="Excl04-Excl17 printed. Excl01-03 not printed (PED, specified-disease and 30-day waits waived, 4.1); Excl18 not printed (maternity covered, 2.5)."),
    "free_look_period_days": F(30, page=8, clause="5.9",
                               quote="A free look period of 30 days from the date of receipt of the policy document is available to the Policyholder at the inception of the first policy",
                               note="For the Policyholder at inception of the first policy only."),
    "no_claim_bonus": F(None, note="No cumulative bonus or no-claim discount anywhere in the wording."),
    "restoration_benefit": F(None, note="No restoration/reinstatement of SI. The Corporate Buffer (2.12) is a separate employer-approved pool, not restoration, and is 'not restored once used'."),
    "health_checkup": F(None, page=5, clause="Schedule of Benefits row 22", quote="Health Check-up Not Covered",
                        note="Health check-up listed as Not Covered."),
    "domiciliary_covered": F(False, page=7, clause="4.3.2", quote="4.3.2 Domiciliary hospitalisation and any treatment taken at home.",
                             note="Excluded (also Schedule of Benefits row 21 'Not Covered', p.5)."),
    "claim_intimation_emergency_hours": F(48, page=9, clause="6.1 (a)",
                                          quote="Emergency Hospitalisation: within 48 hours of admission, or before discharge from the Hospital, whichever",
                                          note="Within 48 hours of admission or before discharge, whichever is earlier; planned: at least 72 hours before admission."),
}

B = {
    "insurer_name": F("Care Health Insurance Limited", page=3, clause="2.2.2 (Company)",
                      quote="Company / Insurer / We / Us means Care Health Insurance Limited."),
    "product_name": F("Care Vital Shield", page=1, clause="title",
                      quote="Care Vital Shield - Policy Terms and Conditions (UIN: CHIHLIP26061V012526)"),
    "uin": F("CHIHLIP26061V012526", page=1, clause="title",
             quote="Care Vital Shield - Policy Terms and Conditions (UIN: CHIHLIP26061V012526)"),
    "sum_insured_options": F([300000, 400000, 500000, 700000, 1000000, 1500000, 2500000, 5000000], page=4, clause="3 (Benefits, opening paragraph); Benefit Table",
                             quote="The Sum Insured options are Rs. 3 Lakh, 4 Lakh and 5 Lakh (Essential), Rs. 7 Lakh and 10 Lakh (Classic), Rs. 15 Lakh and 25 Lakh (Premier)",
                             note="Essential 3/4/5 L, Classic 7/10 L, Premier 15/25 L, Elite 50 L."),
    "room_rent_limit": F(any_of=[{"kind": "room_category", "value": "Single Private Room"}, NL,
                                 {"kind": "room_category", "value": "Any Room"}],
                         page=4, clause="3.1; Benefit Table",
                         quote="under the Essential and Classic Plans the Insured Person is entitled to a Single Private Room. Under the Premier and Elite Plans, the Insured Person may occupy Any Room",
                         note="SI 3-10 lakh (Essential, Classic): Single Private Room (defined 2.2.7), proportionate deduction above it; SI 15-50 lakh (Premier, Elite): Any Room, no restriction."),
    "icu_limit": F(NL, page=4, clause="3.1; Benefit Table", quote="ICU charges are payable at actuals under all Plans."),
    "copay": F(any_of=[{"percent": 0, "condition": None}, {"percent": 20, "condition": "age at first entry 61 years or above"}],
               page=7, clause="5",
               quote="every admissible claim for that Insured Person is subject to a co-payment of 20%, to be borne by the Insured Person.",
               note="20% only for Insured Persons who entered at 61 or older; none otherwise."),
    "initial_waiting_period_days": F(30, page=6, clause="4.3 (Code- Excl03)",
                                     quote="Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident"),
    "ped_waiting_period_months": F(36, page=5, clause="4.1 (Code- Excl01)",
                                   quote="shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer."),
    "specific_disease_waiting_period_months": F(24, page=6, clause="4.2 a (Code- Excl02)",
                                                quote="shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.",
                                                note="Heading with Code- Excl02 on p.5, text and list of specified diseases (4.2 f, cataract first) on p.6."),
    "maternity_covered": F(False, page=[4, 7], clause="Benefit Table; 4.4.15 (Code- Excl18)",
                           quote=["Maternity Not Covered Not Covered Not Covered Not Covered", "Maternity (Code- Excl18)"],
                           note="Not covered under any Plan; Excl18 printed."),
    "maternity_waiting_period_months": F(None, note="maternity not covered (Excl18)"),
    "pre_hospitalisation_days": F(any_of=[30, 60], page=4, clause="3.2",
                                  quote="Medical Expenses incurred during the 30 days (Essential, Classic) or 60 days (Premier, Elite) immediately preceding the Hospitalisation",
                                  note="30 days Essential/Classic, 60 days Premier/Elite."),
    "post_hospitalisation_days": F(any_of=[60, 90], page=4, clause="3.3",
                                   quote="Medical Expenses incurred during the 60 days (Essential, Classic) or 90 days (Premier, Elite) immediately after discharge",
                                   note="60 days Essential/Classic, 90 days Premier/Elite."),
    "ambulance_limit": F({"kind": "amount", "value": 2000}, page=5, clause="3.5; Benefit Table",
                         quote="up to Rs 2,000 per hospitalisation, provided the related Hospitalisation claim is admitted.",
                         note="All plans, per hospitalisation (3.5 heading p.4, text p.5; Benefit Table p.4)."),
    "cataract_limit": F(any_of=[{"kind": "percent_si", "value": 20}, {"kind": "amount", "value": 60000}],
                        also={"kind": "amount", "value": 60000}, page=5, clause="3.10; Benefit Table",
                        quote="Expenses for cataract surgery are payable up to 20% of the Sum Insured, subject to a maximum of Rs 60,000 per eye",
                        note="Per eye: 20% of SI subject to max Rs 60,000 (the cap binds at every SI offered, 20% of 3 lakh = 60,000). 24-month Excl02 wait applies."),
    "modern_treatment_limit": F(any_of=[{"kind": "percent_si", "value": 25}, NL], page=5, clause="3.9; Benefit Table",
                                quote="up to 25% of the Sum Insured per Policy Year under the Essential and Classic Plans, and up to the Sum Insured under the Premier and Elite Plans",
                                note="Essential/Classic 25% of SI per policy year; Premier/Elite up to SI."),
    "ayush_covered": F(True, page=5, clause="3.8",
                       quote="Homeopathy in an AYUSH Hospital is covered up to the Sum Insured."),
    "day_care_covered": F(True, page=4, clause="3.4",
                          quote="Medical Expenses for Day Care Treatment in a Hospital or Day Care Centre are covered up to the Sum Insured."),
    "organ_donor_covered": F(True, page=5, clause="3.7",
                             quote="In-patient Medical Expenses of the organ donor for harvesting an organ for an Insured Person who is the recipient are covered up to the Sum Insured"),
    "grace_period_days": F(any_of=[30, 15], page=3, clause="2.1.38 (Grace Period); 7.12",
                           quote="fifteen days where premium payment mode is monthly and thirty days in all other cases.",
                           note="30 days; 15 days for monthly premium mode (definition 2.1.38 and 7.12)."),
    "exclusion_codes": F(ALL_CODES, page=[5, 6, 7], clause="4.1-4.4",
                         quote=["4.1 Pre-Existing Diseases - Code- Excl01", "Maternity (Code- Excl18)"],
                         note="All 18 standard codes printed: Excl01-02 (p.5), Excl03-Excl11 (p.6), Excl12-Excl18 (p.7)."),
    "free_look_period_days": F(30, page=8, clause="7.3",
                               quote="The insured person shall be allowed free look period of thirty days from date of receipt of the policy document"),
    "no_claim_bonus": F(10, page=5, clause="3.11",
                        quote="For every claim-free Policy Year the Sum Insured of the renewed Policy is increased by 10% of the base Sum Insured, up to a maximum of 50%",
                        note="10% of base SI per claim-free year, max 50%; reduced by 10% after a claim."),
    "restoration_benefit": F("Recharge of Sum Insured: 100% of SI once per policy year after SI and No Claim Bonus are exhausted, for an unrelated illness; Premier and Elite plans only (not Essential/Classic)",
                             page=5, clause="3.12",
                             quote="the Company will recharge 100% of the Sum Insured once in that Policy Year."),
    "health_checkup": F("Annual health check-up once per policy year for each insured person aged 18+, at network providers, irrespective of claims, up to Rs 1,000 / 1,500 / 2,500 / 5,000 per person (Essential / Classic / Premier / Elite)",
                        page=5, clause="3.13",
                        quote="Every Insured Person aged 18 years or above may undergo a health check-up once in each Policy Year at a Network Provider, irrespective of claims"),
    "domiciliary_covered": F(True, page=5, clause="3.6",
                             quote="Medical Expenses for Domiciliary Hospitalization exceeding three consecutive days are covered up to 10% of the Sum Insured in a Policy Year."),
    "claim_intimation_emergency_hours": F(24, page=7, clause="6.1",
                                          quote="must be informed of a Hospitalisation within 24 hours of admission in an emergency",
                                          note="Planned: at least 48 hours before admission."),
}

FIELDS = ["insurer_name", "product_name", "uin", "sum_insured_options", "room_rent_limit", "icu_limit", "copay",
          "initial_waiting_period_days", "ped_waiting_period_months", "specific_disease_waiting_period_months",
          "maternity_covered", "maternity_waiting_period_months", "pre_hospitalisation_days", "post_hospitalisation_days",
          "ambulance_limit", "cataract_limit", "modern_treatment_limit", "ayush_covered", "day_care_covered",
          "organ_donor_covered", "grace_period_days", "exclusion_codes", "free_look_period_days", "no_claim_bonus",
          "restoration_benefit", "health_checkup", "domiciliary_covered", "claim_intimation_emergency_hours"]


def main():
    os.makedirs(os.path.join(HERE, "policies"), exist_ok=True)
    bad = 0
    for pdf, fields in [(A_PDF, A), (B_PDF, B)]:
        assert sorted(fields) == sorted(FIELDS), set(FIELDS) ^ set(fields)
        path = os.path.join(HERE, pdf)
        for k in FIELDS:
            v = fields[k]
            ok, msg = check(path, v.get("quote"), v.get("page"))
            if not ok:
                bad += 1
                print("FAIL", pdf[:12], k, msg)
        sha = hashlib.sha256(open(path, "rb").read()).hexdigest()
        out = {"document": pdf, "sha256": sha, "fields": {k: fields[k] for k in FIELDS}}
        with open(os.path.join(HERE, "policies", pdf[:-4] + ".json"), "w") as f:
            json.dump(out, f, indent=1, ensure_ascii=False)
    print("failures:", bad)


if __name__ == "__main__":
    main()
