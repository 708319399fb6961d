"""Write policies/<Stem>.json for both wordings. Quotes are given as phrases of the rendered text; the
helper splits a phrase at the places where pdfplumber's full-page text breaks it (two-column layout,
wrapped table cells) and joins the pieces with '...', and checks the cited page."""
import json, os, sys, hashlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from qfind import split, A, B

HERE = os.path.dirname(os.path.abspath(__file__))
NL = {"kind": "no_limit", "value": None}


def Q(pdf, page, *phrases):
    out = []
    for ph in phrases:
        hits = dict(split(pdf, ph))
        pg = page if isinstance(page, int) else None
        if pg is None:
            cands = [p for p in page if p in hits]
            assert cands, (ph, page, list(hits))
            pg = cands[0]
        assert pg in hits, (ph, page, list(hits))
        out.append(hits[pg])
    return out[0] if len(out) == 1 else out


def F(pdf, page, clause, phrases, value=None, any_of=None, note=None, also=None):
    f = {}
    if any_of is not None:
        f["any_of"] = any_of
    else:
        f["value"] = value
    f["page"] = page
    f["clause"] = clause
    f["quote"] = Q(pdf, page, *phrases) if phrases else None
    if also is not None:
        f["also"] = also
    if note:
        f["note"] = note
    return f


def write(pdf, fields):
    name = os.path.basename(pdf)
    sha = hashlib.sha256(open(pdf, "rb").read()).hexdigest()
    os.makedirs(os.path.join(HERE, "policies"), exist_ok=True)
    out = os.path.join(HERE, "policies", name[:-4] + ".json")
    assert len(fields) == 28, len(fields)
    json.dump({"document": name, "sha256": sha, "fields": fields}, open(out, "w"), indent=2, ensure_ascii=False)
    print("wrote", out)


ALL18 = ["Excl%02d" % i for i in range(1, 19)]


def labels_a():
    p = A
    f = {}
    f["insurer_name"] = F(p, 1, "Preamble", ["ManipalCigna Health Insurance Company Limited (hereinafter called the Company"],
                          value="ManipalCigna Health Insurance Company Limited")
    f["product_name"] = F(p, 1, "title; header", ["VitalCare - Policy Wording"], value="VitalCare",
                          note="Header on every page: 'VitalCare | UIN: MCIHLIP26093V012526'.")
    f["uin"] = F(p, 1, "title; header", ["UIN: MCIHLIP26093V012526"], value="MCIHLIP26093V012526",
                 note="UIN in the header of every page.")
    f["sum_insured_options"] = F(p, 5, "Table 3.2 (ruled table)",
                                 ["Rs. 3,00,000; Rs. 5,00,000; Rs. 7,50,000",
                                  "Rs. 5,00,000; Rs. 10,00,000; Rs. 15,00,000; Rs. 25,00,000",
                                  "Rs. 10,00,000; Rs. 25,00,000; Rs. 50,00,000; Rs. 1,00,00,000"],
                                 value=[300000, 500000, 750000, 1000000, 1500000, 2500000, 5000000, 10000000],
                                 note="Union over plans: Basic 3/5/7.5 L; Plus 5/10/15/25 L; Premium 10/25/50 L and 1 Cr. "
                                      "Deductible options (Plus: nil/25,000/50,000; Premium: nil/50,000/1,00,000) in the same table.")
    f["room_rent_limit"] = F(p, 5, "4.1.1 Room eligibility by Plan",
                             ["Under Basic: room, boarding and nursing charges are payable up to 1% of the Sum Insured per day, subject to a maximum of Rs. 5,000 per day",
                              "under Plus: the Insured Person is eligible for a Single Private AC Room",
                              "under Premium: any room category may be chosen and no room rent limit applies"],
                             any_of=[{"kind": "percent_si_per_day", "value": 1},
                                     {"kind": "room_category", "value": "Single Private AC Room"}, NL],
                             also={"kind": "amount_per_day", "value": 5000},
                             note="Basic: 1% of SI per day max Rs 5,000/day; Plus: Single Private AC Room; Premium: any room. "
                                  "Proportionate deduction in 4.1.3.")
    f["icu_limit"] = F(p, 5, "4.1.2 ICU charges by Plan",
                       ["Under Basic: ICU charges are payable up to 2% of the Sum Insured per day",
                        "Under Plus and Premium: ICU charges are payable at actuals"],
                       any_of=[{"kind": "percent_si_per_day", "value": 2}, NL],
                       also={"kind": "amount_per_day", "value": 10000},
                       note="Basic: 2% of SI per day max Rs 10,000/day; Plus and Premium: at actuals.")
    f["copay"] = F(p, 7, "6.1 Co-payment",
                   ["a co-payment of 20% applies to each admissible claim of an Insured Person who was aged 61 years or above",
                    "Under Premium no co-payment applies"],
                   any_of=[{"percent": 0, "condition": None},
                           {"percent": 20, "condition": "entry age 61 years or above, Basic and Plus plans"}],
                   note="20% only for Insured Persons aged 61+ at first entry, under Basic and Plus; none under Premium.")
    f["initial_waiting_period_days"] = F(p, 6, "5.1 (Code - Excl03)",
                                         ["5.1 30-day waiting period - Code - Excl03"], value=30)
    f["ped_waiting_period_months"] = F(p, 6, "5.2 a) (Code - Excl01)",
                                       ["under Basic: 48 months; under Plus: 36 months; under Premium: 24 months"],
                                       any_of=[48, 36, 24], note="By plan: Basic 48, Plus 36, Premium 24 months.")
    f["specific_disease_waiting_period_months"] = F(p, 6, "5.3 a) (Code - Excl02)",
                                                    ["excluded until the expiry of 24 months of continuous coverage"],
                                                    value=24, note="List 5.3 f) includes cataract, hernia, joint replacement.")
    f["maternity_covered"] = F(p, 6, "4.11 Maternity Benefit",
                               ["Under Basic: maternity expenses are not covered; under Plus: maternity expenses are not covered"],
                               value=True,
                               note="Premium plan only: normal delivery Rs 30,000, caesarean Rs 50,000, max two deliveries/terminations; "
                                    "not covered under Basic and Plus (Excl18).")
    f["maternity_waiting_period_months"] = F(p, 6, "4.11 / 5.4",
                                             ["after the Insured Person has been continuously covered under Premium for 9 months"],
                                             value=9, note="Premium only.")
    f["pre_hospitalisation_days"] = F(p, 5, "4.2", ["Medical Expenses incurred in the 60 days immediately before the date of admission"], value=60)
    f["post_hospitalisation_days"] = F(p, 5, "4.3", ["Medical Expenses incurred in the 90 days immediately after discharge"], value=90)
    f["ambulance_limit"] = F(p, 5, "4.8 Emergency Ambulance", ["are payable up to Rs. 2,500 per Hospitalisation"],
                             value={"kind": "amount", "value": 2500},
                             note="Road ambulance, all plans. Air ambulance under Premium only, up to Rs 2,50,000 per Policy Year.")
    f["cataract_limit"] = F(p, 5, "4.10 Cataract Surgery",
                            ["Under Basic: Rs. 25,000 per eye; under Plus: Rs. 40,000 per eye; under Premium: covered up to the Sum Insured"],
                            any_of=[{"kind": "amount", "value": 25000}, {"kind": "amount", "value": 40000}, NL],
                            note="Per eye, by plan: Basic Rs 25,000; Plus Rs 40,000; Premium up to SI. 24-month wait (5.3).")
    f["modern_treatment_limit"] = F(p, 5, "4.9 Modern Treatment Methods",
                                    ["are covered up to 50% of the Sum Insured for each procedure during a Policy Year"],
                                    value={"kind": "percent_si", "value": 50}, note="Per listed procedure per Policy Year, all plans.")
    f["ayush_covered"] = F(p, 5, "4.6 AYUSH Treatment", ["Homeopathy taken in an AYUSH Hospital is covered up to the Sum Insured"], value=True)
    f["day_care_covered"] = F(p, 5, "4.4 Day Care Treatment", ["We cover Day Care Treatment taken in a Hospital or Day Care Centre"], value=True)
    f["organ_donor_covered"] = F(p, 5, "4.7 Donor Expenses", ["We will pay the in-patient expenses of the organ donor"], value=True,
                                 note="Up to SI; donor pre/post-hospitalisation not covered.")
    f["grace_period_days"] = F(p, 8, "7.4 Grace period", ["If the renewal premium is paid within a grace period of 30 days after the due date"],
                               value=30, note="7.11 instalments use the same grace period (no separate number of days).")
    f["exclusion_codes"] = F(p, [6, 7], "5.1-5.5",
                             ["5.2 Pre-Existing Diseases - Code - Excl01", "5.3 Specified disease/procedure waiting period - Code - Excl02",
                              "5.1 30-day waiting period - Code - Excl03", "Investigation and Evaluation - Code - Excl04",
                              "Breach of law - Code - Excl10", "Maternity - Code - Excl18"],
                             value=ALL18, note="All 18 codes printed (5.1-5.3 on p.6, 5.5.1-5.5.15 Excl04-Excl18 on p.7). "
                                               "Excl18 does not apply to Premium maternity cover.")
    # Exclusion quotes live on two pages: rewrite quote page per phrase
    f["exclusion_codes"]["quote"] = [Q(p, 6, "5.2 Pre-Existing Diseases - Code - Excl01"),
                                     Q(p, 6, "5.3 Specified disease/procedure waiting period - Code - Excl02"),
                                     Q(p, 6, "5.1 30-day waiting period - Code - Excl03"),
                                     Q(p, 7, "Investigation and Evaluation - Code - Excl04"),
                                     Q(p, 7, "Breach of law - Code - Excl10"),
                                     Q(p, 7, "Maternity - Code - Excl18")]
    f["free_look_period_days"] = F(p, 8, "7.3 Free look period", ["You have a free look period of thirty days from the date of receipt"], value=30)
    f["no_claim_bonus"] = F(p, 6, "4.12 Cumulative Bonus",
                            ["For each claim-free Policy Year We will increase the Base Sum Insured at renewal by 20% of the Base Sum Insured, up to a maximum of 100%"],
                            value=20, note="Cumulative bonus on SI, max 100%; reduced by 20% of base SI after a claim year.")
    f["restoration_benefit"] = F(p, 6, "4.13 Restore Benefit",
                                 ["We will restore 100% of the Base Sum Insured once in that Policy Year", "Restore is not available under Basic"],
                                 value="Restore of 100% of the Base Sum Insured once per Policy Year after exhaustion (Plus and Premium only), "
                                       "for later claims, not the claim that exhausted the cover",
                                 note="Not available under Basic.")
    f["health_checkup"] = F(p, 6, "4.14 Annual Health Check-up",
                            ["up to Rs. 2,500 (Plus) or Rs. 5,000 (Premium)", "The check-up is not available under Basic"],
                            value="Annual health check-up for each adult Insured Person every Policy Year, up to Rs 2,500 (Plus) or Rs 5,000 (Premium); not under Basic")
    f["domiciliary_covered"] = F(p, 5, "4.5 Domiciliary Hospitalisation",
                                 ["Medical Expenses of treatment taken at home for more than three consecutive days",
                                  "are covered up to 10% of the Sum Insured per Policy Year"], value=True,
                                 note="Up to 10% of SI per Policy Year, all plans.")
    f["claim_intimation_emergency_hours"] = F(p, 8, "8.1 Notification",
                                              ["in the case of an emergency Hospitalisation, within 48 hours of admission"], value=48,
                                              note="Planned: at least 72 hours before admission; reimbursement documents within 30 days of discharge.")
    write(p, f)


def labels_b():
    p = B
    f = {}
    f["insurer_name"] = F(p, 1, "Preamble", ["Tata AIG General Insurance Company Limited (We, Our or Us) will provide the insurance cover"],
                          value="Tata AIG General Insurance Company Limited")
    f["product_name"] = F(p, 1, "title; header", ["Suraksha Health Prime - Policy Wording"], value="Suraksha Health Prime")
    f["uin"] = F(p, 1, "header", ["UIN: TATHLIP26117V012526"], value="TATHLIP26117V012526", note="UIN in the header of every page.")
    f["sum_insured_options"] = F(p, 4, "2.1 Sum Insured",
                                 ["Base Sum Insured of ₹5 lakh, ₹7.5 lakh, ₹10 lakh, ₹15 lakh, ₹20 lakh, ₹25 lakh, ₹50 lakh or ₹1 crore"],
                                 value=[500000, 750000, 1000000, 1500000, 2000000, 2500000, 5000000, 10000000])
    f["room_rent_limit"] = F(p, 5, "2.2 Table of Benefits (no ruling lines), row 'Room, boarding and nursing expenses (B1)'",
                             ["1% of SI per day, up to INR 10,000 per day"],
                             value={"kind": "percent_si_per_day", "value": 1}, also={"kind": "amount_per_day", "value": 10000},
                             note="1% of SI per day subject to max INR 10,000 per day; proportionate deduction B1.1.")
    f["icu_limit"] = F(p, 5, "2.2 Table of Benefits, row 'Intensive Care Unit / ICCU charges (B1)'",
                       ["2% of SI per day, up to INR 20,000 per day"],
                       value={"kind": "percent_si_per_day", "value": 2}, also={"kind": "amount_per_day", "value": 20000},
                       note="2% of SI per day subject to max INR 20,000 per day; no proportionate deduction for ICU (B1.1).")
    f["copay"] = F(p, 5, "2.2 Table of Benefits, row 'Co-payment'", ["Co-payment Not applicable Nil"],
                   value={"percent": 0, "condition": None})
    f["initial_waiting_period_days"] = F(p, 7, "3.1 iii (Code- Excl03)", ["iii. 30-day waiting period (Code- Excl03)"], value=30,
                                         note="Also in the Table of Benefits: '30 days for Illness; nil for Accidents'.")
    f["ped_waiting_period_months"] = F(p, 7, "3.1 i a) (Code- Excl01)",
                                       ["36 months of continuous coverage after the date of inception of the first policy with insurer"], value=36,
                                       note="Table of Benefits row 'Pre-existing diseases (Section 3.1)': 36 months.")
    f["specific_disease_waiting_period_months"] = F(p, 7, "3.1 ii a) (Code- Excl02); Annexure A",
                                                    ["excluded until the expiry of 24 months of continuous coverage"], value=24,
                                                    note="Joint replacement, spinal surgery and bariatric surgery 36 months; robotic surgeries 24 months (Table of Benefits).")
    f["maternity_covered"] = F(p, 5, "2.2 Table of Benefits, row 'Maternity and new born baby expenses'",
                               ["Maternity and new born baby expenses Not applicable Not covered"], value=False,
                               note="Excl18 printed; specific exclusion 3.3.7 also excludes maternity.")
    f["maternity_waiting_period_months"] = {"value": None, "quote": None, "note": "Maternity not covered."}
    f["pre_hospitalisation_days"] = F(p, 5, "2.2 Table of Benefits, row B2", ["Expenses of the 60 days before admission"], value=60)
    f["post_hospitalisation_days"] = F(p, 5, "2.2 Table of Benefits, row B3", ["Expenses of the 90 days after discharge"], value=90)
    f["ambulance_limit"] = F(p, 5, "2.2 Table of Benefits, row 'Road ambulance (B8)'", ["₹5,000 per Hospitalisation"],
                             value={"kind": "amount", "value": 5000}, note="Road ambulance; air ambulance not covered (B8).")
    f["cataract_limit"] = F(p, 5, "2.2 Table of Benefits, row 'Cataract surgery (B10)'", ["10% of SI up to INR 1 lakh per eye"],
                            any_of=[{"kind": "percent_si", "value": 10}, {"kind": "amount", "value": 100000}],
                            also={"kind": "amount", "value": 100000},
                            note="10% of SI per eye subject to max INR 1,00,000 per eye, per policy year; 24-month wait.")
    f["modern_treatment_limit"] = F(p, 5, "2.2 Table of Benefits, row 'Modern treatments listed in B9'",
                                    ["INR 2,50,000 per procedure in a policy year"], value={"kind": "amount", "value": 250000},
                                    note="Per procedure per policy year; robotic surgeries after 24 months.")
    f["ayush_covered"] = F(p, 5, "2.2 Table of Benefits, row B6", ["INR 50,000 per policy year in an AYUSH Hospital"], value=True,
                           note="Sub-limited to INR 50,000 per policy year.")
    f["day_care_covered"] = F(p, 6, "B4", ["B4. Day Care Treatment"], value=True)
    f["organ_donor_covered"] = F(p, 5, "2.2 Table of Benefits, row B7", ["₹1,00,000 per policy year for the harvesting of the organ"], value=True,
                                 note="Sub-limit ₹1,00,000 per policy year.")
    f["grace_period_days"] = F(p, 9, "4.3 Grace Period",
                               ["The Policy may be renewed within a grace period of 30 days from the due date", "the grace period for an instalment is 15 days"],
                               any_of=[30, 15], note="15 days for monthly instalments; 30 days otherwise.")
    f["exclusion_codes"] = {"value": ALL18, "page": [7, 8], "clause": "Section 3.1-3.2",
                            "quote": [Q(p, 7, "i. Pre-Existing Diseases (Code- Excl01)"),
                                      Q(p, 7, "iii. 30-day waiting period (Code- Excl03)"),
                                      Q(p, 7, "iv. Investigation and Evaluation (Code- Excl04)"),
                                      Q(p, 8, "xi. Excluded Providers (Code- Excl11)"),
                                      Q(p, 8, "xviii. Maternity (Code- Excl18)")],
                            "note": "All 18 codes printed (Excl01-Excl03 in 3.1, Excl04-Excl18 in 3.2)."}
    f["free_look_period_days"] = F(p, 9, "4.2 Free Look Period", ["A free look period of 15 days from the date of receipt of the Policy document"], value=15)
    f["no_claim_bonus"] = F(p, 5, "2.2 Table of Benefits, row 'No Claim Bonus (B12)'; B12",
                            ["50% of base SI per claim-free year up to 100%"], value=50,
                            note="Not reduced after a claim (B12, p.6).")
    f["restoration_benefit"] = F(p, 5, "2.2 Table of Benefits, row B11; B11",
                                 ["100% of the base Sum Insured, unlimited times in a policy year"],
                                 value="Restoration of 100% of the base Sum Insured, unlimited times in a policy year, for the same or a different illness",
                                 note="B11 (p.6): single claim capped at base SI plus accrued NCB.")
    f["health_checkup"] = F(p, 5, "2.2 Table of Benefits, row B13", ["INR 3,000 per Insured Person once in every policy year"],
                            value="Preventive health check-up once every policy year from the second policy year, up to INR 3,000 per Insured Person")
    f["domiciliary_covered"] = F(p, 5, "2.2 Table of Benefits, row B5", ["10% of SI per policy year, for treatment at home beyond 3 days"],
                                 value=True)
    f["claim_intimation_emergency_hours"] = F(p, 9, "5.1 Notification of claim", ["for an emergency Hospitalisation, within 24 hours of admission"],
                                              value=24, note="Planned: at least 48 hours before admission.")
    write(p, f)


if __name__ == "__main__":
    labels_a()
    labels_b()
