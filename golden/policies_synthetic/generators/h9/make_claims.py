"""Write the six h9 claim cases (3 per wording) and render their documents with clausetrail.synthetic.render.

Run: PYTHONPATH=/work/main/layers /work/main/.venv/bin/python make_claims.py
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import qcheck  # noqa: E402
from make_labels import A_STEM, B_STEM  # noqa: E402

from clausetrail.synthetic.claim_spec import ClaimDocumentSpec, Hospital  # noqa: E402
from clausetrail.synthetic.generate import HOSPITALS  # noqa: E402
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned  # noqa: E402

PUNE = Hospital(name="Sahyadri Lifeline Hospital", address_lines=("Survey No. 44/2, Baner Road", "Pune - 411045", "Maharashtra"),
                phone="020-2729 1100", email="tpa.desk@sahyadrilifeline.in", gstin="27AAKCS6614D1ZR",
                registration_number="PMC/BNHRA/2017/0457", rohini_id="8900080442271", pan="AAKCS6614D",
                accreditation="NABH Accredited (H-2018-0219)")
JAIPUR = Hospital(name="Marudhar Heart & Multispeciality Hospital", address_lines=("C-31, Malviya Nagar", "Jaipur - 302017", "Rajasthan"),
                  phone="0141-272 8800", email="billing@marudharheart.in", gstin="08AAGCM3307B1ZK",
                  registration_number="RJ/JPR/CE/2019/0633", rohini_id="8900080519934", pan="AAGCM3307B",
                  accreditation="NABH Accredited (H-2020-0871)")


def line(desc, cat, qty, rate, code=None, eye=None):
    return {"description": desc, "category": cat, "quantity": qty, "rate": rate, "amount": qty * rate,
            "service_code": code, "eye": eye}


def hosp(h):
    return h.model_dump()


A_POLICY = {"document": A_STEM + ".pdf", "uin": "HDFHLIP26117V012526",
            "insurer": "HDFC ERGO General Insurance Company Limited", "product": "my:Health Parivar Suraksha"}
B_POLICY = {"document": B_STEM + ".pdf", "uin": "ADIHLIP26088V012526",
            "insurer": "Aditya Birla Health Insurance Co. Limited", "product": "Activ Chronic Secure"}

CASES = []

# ---------------------------------------------------------------- A1 clean, SI 15 L band (any room)
lines = [line("Room Rent - Deluxe Single Room", "room", 3, 7500, "RM03"),
         line("Consultant Visits - General Surgery", "doctor_fees", 3, 1500, "CN01"),
         line("Surgeon Fees - Laparoscopic Appendicectomy", "surgeon_fees", 1, 38000, "PRF10"),
         line("Anaesthetist Fees", "surgeon_fees", 1, 9500, "PRF22"),
         line("Operation Theatre Charges - Major OT", "ot", 1, 18000, "OT002"),
         line("Pharmacy - Drugs & IV Fluids", "pharmacy", 1, 12640, "PH001"),
         line("Surgical Consumables", "consumables", 1, 6380, "CS001"),
         line("Investigations - USG Abdomen, CBC, CRP, LFT", "diagnostics", 1, 5270, "LAB07"),
         line("Road Ambulance - Home to Hospital", "ambulance", 1, 1800, "AMB01")]
total = sum(x["amount"] for x in lines)
assert total == 118590, total
CASES.append({
    "id": "s29-h9-1-appendicectomy-clean",
    "scenario": "Laparoscopic appendicectomy, 3 days in a deluxe single room, under a Rs 15 lakh individual policy "
                "(15 L - 25 L band: any room, ICU at actuals, road ambulance Rs 5,000 per hospitalisation). "
                "Covered for 3 years, not a waiting-period condition, no List I items, ambulance within its cap.",
    "policy": dict(A_POLICY, policy_id="P/211300/01/2026/004417", effective_from="2025-06-15", effective_to="2026-06-14",
                   schedule={"plan": None, "policy_type": "individual", "sum_insured": 1500000, "cumulative_bonus": 300000,
                             "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly",
                             "zone": None, "optional_covers": [],
                             "members": [{"member_id": "HE-4417-01", "name": "Rohit Kulkarni", "dob": "1984-03-09",
                                          "gender": "male", "relationship": "self", "covered_since": "2022-06-15",
                                          "declared_ped": []}],
                             "terms": {"room_rent_limit": {"kind": "no_limit", "value": None},
                                       "ambulance_limit": {"kind": "amount", "value": 5000},
                                       "cataract_limit": {"kind": "amount", "value": 80000}}}),
    "claim": {"member_id": "HE-4417-01", "loss_date": "2025-09-02", "amount_claimed": total,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "approve", "payable_amount": total, "reason_codes": [], "route": "human",
                 "clauses": ["3.1: \"We will cover the Medical Expenses for Hospitalisation of an Insured Person for a minimum of 24 consecutive hours\"",
                             "Annexure II: \"Room rent (3.1 a) Single private AC room Single private AC room Any room Any room\"",
                             "3.8 / Annexure II: \"Ambulance, per hospitalisation (3.8) ₹ 2,000 ₹ 3,000 ₹ 5,000 ₹ 10,000\""]},
    "working": ["Policy in force 15-06-2025 to 14-06-2026 on 02-09-2025; member covered since 15-06-2022 (over 3 years): 30-day, 24-month and 36-month waits all served; appendicitis is not a listed specified disease.",
                "SI Rs 15,00,000 -> band 15 L - 25 L of the Schedule of Benefits: room 'Any room' (no limit), ICU actual, ambulance Rs 5,000 per hospitalisation. No co-pay, no deductible (3.14).",
                "Lines: room 3 x 7,500 = 22,500; consultant visits 3 x 1,500 = 4,500; surgeon 38,000; anaesthetist 9,500; OT 18,000; pharmacy 12,640; consumables 6,380; investigations 5,270; road ambulance 1,800. Sum 1,18,590 = bill total.",
                "1. No List I items. 2. Deluxe single room allowed (any room), no proportionate deduction. 3. Ambulance 1,800 <= 5,000. 4-5. No co-pay, no deductible. 6. SI + bonus 18,00,000 available >> 1,18,590.",
                "Payable 1,18,590 = claimed -> approve; above 25,000 so routed to a person."],
    "layouts": {"bill": "tabular", "discharge_summary": "classic", "scanned": []},
    "spec": {"hospital": hosp(PUNE), "patient_name": "Rohit Kulkarni", "member_id": "HE-4417-01",
             "policy_number": "P/211300/01/2026/004417", "age": 41, "gender": "Male", "uhid": "SLH-25-88213",
             "ip_number": "IP/25/6631", "admission_date": "2025-09-02", "discharge_date": "2025-09-05",
             "diagnosis": "Acute appendicitis", "procedure": "Laparoscopic appendicectomy", "procedure_date": "2025-09-02",
             "treating_doctor": "Dr. Nikhil Apte", "doctor_qualification": "MBBS, MS (General Surgery)",
             "doctor_registration": "MMC 2009/04/1187", "department": "General Surgery",
             "room_category": "Deluxe Single Room", "room_rate_per_day": 7500, "bed_number": "DLX-412",
             "bill_number": "SLH/IP/25-26/06631", "bill_date": "2025-09-05", "line_items": lines, "bill_total": total,
             "payment": {"receipt_number": "SLH/RC/25-26/11820", "receipt_date": "2025-09-05", "amount": total,
                         "mode": "Credit Card", "reference": "CC-4417-0905"},
             "chief_complaints": "Pain in the right lower abdomen for one day with fever and vomiting.",
             "course_in_hospital": "USG showed an inflamed appendix. Laparoscopic appendicectomy done on the day of admission under general anaesthesia. Recovery uneventful; orally tolerated from day 2.",
             "advice": ["Tab. Cefuroxime 500 mg twice daily for 5 days.", "Suture removal and review in surgical OPD after 7 days."]},
})

# ---------------------------------------------------------------- A2 partial, cataract sub-limit SI 5 L
lines = [line("Day Care Room - Single Private AC", "room", 1, 3000, "DC002"),
         line("Surgeon Fees - Phacoemulsification (Right Eye)", "surgeon_fees", 1, 22000, "PRF31"),
         line("Anaesthetist Fees", "surgeon_fees", 1, 3500, "PRF22"),
         line("OT Charges - Ophthalmic OT", "ot", 1, 9500, "OT004"),
         line("Foldable Hydrophobic IOL (Right Eye)", "implants", 1, 16500, "IMP05", "right"),
         line("Pharmacy - Eye Drops & Medicines", "pharmacy", 1, 1850, "PH002"),
         line("Surgical Consumables", "consumables", 1, 1400, "CS002"),
         line("A-Scan Biometry & Keratometry", "diagnostics", 1, 2250, "OPH02")]
lines[1]["eye"] = "right"
total = sum(x["amount"] for x in lines)
assert total == 60000, total
CASES.append({
    "id": "s29-h9-1-cataract-sublimit-5l",
    "scenario": "Right-eye phacoemulsification for a member insured since 2021 under a Rs 5 lakh floater: the 24-month "
                "wait is served, the stay is in the eligible Single private AC room, and the Schedule of Benefits caps "
                "cataract at Rs 40,000 per eye in the 5 L band (the cap includes lens, fees and related expenses).",
    "policy": dict(A_POLICY, policy_id="P/211300/01/2026/007785", effective_from="2025-08-01", effective_to="2026-07-31",
                   schedule={"plan": None, "policy_type": "floater", "sum_insured": 500000, "cumulative_bonus": 0,
                             "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly",
                             "zone": None, "optional_covers": [],
                             "members": [{"member_id": "HE-7785-01", "name": "Shanta Iyer", "dob": "1957-05-21",
                                          "gender": "female", "relationship": "self", "covered_since": "2021-08-01",
                                          "declared_ped": ["hypertension"]},
                                         {"member_id": "HE-7785-02", "name": "Venkatesh Iyer", "dob": "1955-11-02",
                                          "gender": "male", "relationship": "spouse", "covered_since": "2021-08-01",
                                          "declared_ped": []}],
                             "terms": {"room_rent_limit": {"kind": "room_category", "value": "Single Private AC Room"},
                                       "cataract_limit": {"kind": "amount", "value": 40000},
                                       "ambulance_limit": {"kind": "amount", "value": 2000}}}),
    "claim": {"member_id": "HE-7785-01", "loss_date": "2025-11-18", "amount_claimed": total,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": 40000, "reason_codes": ["SUBLIMIT"], "route": "human",
                 "clauses": ["3.9: \"Our liability is restricted to the amount per eye specified in the Schedule of Benefits for the Sum Insured band\"",
                             "Annexure II: \"Cataract, per eye (3.9) ₹ 40,000 ₹ 60,000 ₹ 80,000 ₹ 1,00,000\"",
                             "4.1.2 (Code- Excl02): \"a) Cataract; diseases of the lens and retina other than those due to diabetes;\""]},
    "working": ["Policy in force 01-08-2025 to 31-07-2026 on 18-11-2025; member covered since 01-08-2021: cataract (4.1.2, 24 months) served on 01-08-2023. Declared hypertension is unrelated and its 36 months are served anyway.",
                "SI Rs 5,00,000 -> band 5 L: room Single private AC room (eligible; the bill's room is Single Private AC, so no category deduction), cataract Rs 40,000 per eye. No co-pay (3.14).",
                "Lines: day care room 3,000; surgeon 22,000; anaesthetist 3,500; OT 9,500; IOL 16,500; pharmacy 1,850; consumables 1,400; biometry 2,250. Sum 60,000 = bill total.",
                "1. No List I items. 2. Room within the eligible category. 3. Sub-limit: one eye (right), cataract cap Rs 40,000 per eye, which 3.9 says includes lens, surgeon's fees and related expenses -> 60,000 capped to 40,000 (SUBLIMIT, 20,000 disallowed). 4-5. No co-pay, no deductible. 6. SI 5,00,000 available.",
                "Payable 40,000 < 60,000 -> partial, to an adjuster."],
    "layouts": {"bill": "compact", "discharge_summary": "narrative", "scanned": []},
    "spec": {"hospital": hosp(HOSPITALS[3]), "patient_name": "Shanta Iyer", "member_id": "HE-7785-01",
             "policy_number": "P/211300/01/2026/007785", "age": 68, "gender": "Female", "uhid": "KMC-25-40716",
             "ip_number": "DC/25/3390", "admission_date": "2025-11-18", "discharge_date": "2025-11-18",
             "diagnosis": "Senile cortical cataract, right eye", "procedure": "Phacoemulsification with foldable IOL implantation, right eye",
             "procedure_date": "2025-11-18", "treating_doctor": "Dr. Anjali Menon", "doctor_qualification": "MBBS, MS (Ophthalmology)",
             "doctor_registration": "TNMC 61277", "department": "Ophthalmology",
             "room_category": "Single Private AC", "room_rate_per_day": 3000, "bed_number": "DC-11",
             "bill_number": "KMC/DC/25-26/03390", "bill_date": "2025-11-18", "line_items": lines, "bill_total": total,
             "payment": {"receipt_number": "KMC/RC/25-26/09914", "receipt_date": "2025-11-18", "amount": total,
                         "mode": "UPI", "reference": "UPI-511803390"},
             "chief_complaints": "Blurring of vision in the right eye for one year, difficulty reading.",
             "course_in_hospital": "Day care admission. Phacoemulsification with foldable hydrophobic IOL under topical anaesthesia, uneventful. Discharged the same day.",
             "advice": ["Moxifloxacin-prednisolone eye drops six times a day, tapering over 4 weeks.", "Review in eye OPD after 1 week."]},
})

# ---------------------------------------------------------------- A3 deny, hernia in the 24-month wait
lines = [line("Room Rent - Single Private AC", "room", 2, 4500, "RM02"),
         line("Surgeon Fees - Lap. Inguinal Hernia Repair (TEP)", "surgeon_fees", 1, 35000, "PRF14"),
         line("Anaesthetist Fees", "surgeon_fees", 1, 8000, "PRF22"),
         line("OT Charges", "ot", 1, 15000, "OT002"),
         line("Polypropylene Mesh 15x15 cm", "implants", 1, 9800, "IMP11"),
         line("Pharmacy", "pharmacy", 1, 6450, "PH001"),
         line("Consumables", "consumables", 1, 4120, "CS001"),
         line("Pre-operative Investigations", "diagnostics", 1, 3380, "LAB02")]
total = sum(x["amount"] for x in lines)
assert total == 90750, total
CASES.append({
    "id": "s29-h9-1-hernia-within-24m",
    "scenario": "Laparoscopic inguinal hernia repair 14 months after the first my:Health Parivar Suraksha policy began "
                "(no earlier insurance). Hernia is a specified disease with a 24-month wait (4.1.2, Code Excl02); not an accident.",
    "policy": dict(A_POLICY, policy_id="P/211300/01/2026/002093", effective_from="2025-09-01", effective_to="2026-08-31",
                   schedule={"plan": None, "policy_type": "individual", "sum_insured": 1000000, "cumulative_bonus": 200000,
                             "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly",
                             "zone": None, "optional_covers": [],
                             "members": [{"member_id": "HE-2093-01", "name": "Imran Qureshi", "dob": "1979-01-26",
                                          "gender": "male", "relationship": "self", "covered_since": "2024-09-01",
                                          "declared_ped": []}],
                             "terms": {"room_rent_limit": {"kind": "room_category", "value": "Single Private AC Room"},
                                       "cataract_limit": {"kind": "amount", "value": 60000},
                                       "ambulance_limit": {"kind": "amount", "value": 3000}}}),
    "claim": {"member_id": "HE-2093-01", "loss_date": "2025-11-05", "amount_claimed": total,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["SPECIFIC_DISEASE_WAITING_PERIOD"],
                 "exclusion_code": "Excl02", "route": "crc",
                 "clauses": ["4.1.2 (Code- Excl02): \"4.1.2 Specified disease/procedure waiting period – Code- Excl02\"",
                             "4.1.2 a): \"until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us\"",
                             "4.1.2 f) c): \"c) Hernia of all types, including hiatus hernia;\""]},
    "working": ["Policy in force 01-09-2025 to 31-08-2026 on 05-11-2025 (first renewal); member covered since 01-09-2024, the first policy with the insurer, no portability credit.",
                "Bill lines: room 2 x 4,500 = 9,000; surgeon 35,000; anaesthetist 8,000; OT 15,000; mesh 9,800; pharmacy 6,450; consumables 4,120; investigations 3,380. Sum 90,750 = bill total.",
                "Hernia of all types is in the 4.1.2 f) list; 24 months of continuous coverage are served on 01-09-2026. Loss on 05-11-2025 is about 14 months in; not due to an accident.",
                "SPECIFIC_DISEASE_WAITING_PERIOD (Excl02) hard stop; payable 0 -> deny, to the CRC."],
    "layouts": {"bill": "itemised_grouped", "discharge_summary": "classic", "scanned": ["discharge_summary"]},
    "spec": {"hospital": hosp(HOSPITALS[1]), "patient_name": "Imran Qureshi", "member_id": "HE-2093-01",
             "policy_number": "P/211300/01/2026/002093", "age": 46, "gender": "Male", "uhid": "LCH-25-77102",
             "ip_number": "IP/25/5120", "admission_date": "2025-11-05", "discharge_date": "2025-11-07",
             "diagnosis": "Right direct inguinal hernia, reducible", "procedure": "Laparoscopic TEP hernia repair with mesh",
             "procedure_date": "2025-11-05", "treating_doctor": "Dr. Rajesh Khanna", "doctor_qualification": "MBBS, MS (General Surgery)",
             "doctor_registration": "MMC 2004/03/2291", "department": "General Surgery",
             "room_category": "Single Private AC", "room_rate_per_day": 4500, "bed_number": "SP-208",
             "bill_number": "LCH/IPB/25-26/05120", "bill_date": "2025-11-07", "line_items": lines, "bill_total": total,
             "payment": {"receipt_number": "LCH/RCPT/25-26/08841", "receipt_date": "2025-11-07", "amount": total,
                         "mode": "NEFT", "reference": "NEFT-N311250871"},
             "chief_complaints": "Swelling in the right groin for 6 months, increasing on coughing and standing.",
             "course_in_hospital": "Elective admission. Laparoscopic totally extraperitoneal repair with polypropylene mesh under general anaesthesia. Uneventful recovery, discharged on the second post-operative day.",
             "advice": ["Avoid lifting heavy weights for 6 weeks.", "Review in surgical OPD after 7 days."]},
})

# ---------------------------------------------------------------- B1 clean, declared diabetes after day 90
lines = [line("ICU Charges", "icu", 2, 7500, "ICU01"),
         line("Room Rent - Semi Private", "room", 3, 3200, "RM01"),
         line("Consultant Visits - Physician / Diabetologist", "doctor_fees", 5, 1200, "CN02"),
         line("Pharmacy - Insulin Infusion, IV Fluids, Drugs", "pharmacy", 1, 11860, "PH001"),
         line("Consumables", "consumables", 1, 3240, "CS001"),
         line("Investigations - ABG, Electrolytes, Ketones, HbA1c, RFT", "diagnostics", 1, 8150, "LAB09")]
total = sum(x["amount"] for x in lines)
assert total == 53850, total
CASES.append({
    "id": "s29-h9-2-dka-chronic-cover-clean",
    "scenario": "Diabetic ketoacidosis in a member who declared Type 2 diabetes, admitted on day 218 of the first "
                "Activ Chronic Secure policy. Diabetes is a Listed Chronic Condition covered from the 91st day (C.2): "
                "the 2-year PED wait does not apply to it. Room Rs 3,200/day and ICU Rs 7,500/day are within Rs 4,000 and "
                "Rs 8,000; entry age 52, no co-pay.",
    "policy": dict(B_POLICY, policy_id="P/400212/01/2025/010388", effective_from="2025-03-01", effective_to="2026-02-28",
                   schedule={"plan": None, "policy_type": "individual", "sum_insured": 500000, "cumulative_bonus": 0,
                             "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "monthly",
                             "zone": None, "optional_covers": [],
                             "members": [{"member_id": "AB-10388-01", "name": "Kavita Joshi", "dob": "1972-07-19",
                                          "gender": "female", "relationship": "self", "covered_since": "2025-03-01",
                                          "declared_ped": ["type 2 diabetes mellitus"]}],
                             "terms": {"copay": {"percent": 0, "condition": None}}}),
    "claim": {"member_id": "AB-10388-01", "loss_date": "2025-10-05", "amount_claimed": total,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "approve", "payable_amount": total, "reason_codes": [], "route": "human",
                 "clauses": ["C.2: \"are covered from the 91st day after the start of the first Policy with Us, even if the condition existed before that date, provided it was declared in the Proposal\"",
                             "C.2: \"The 2-year waiting period for Pre-Existing Diseases in D.2 does not apply to a declared Listed Chronic Condition.\"",
                             "C.1: \"accommodation charges (room, boarding and nursing) up to Rs 4,000 per day; charges of an Intensive Care Unit up to Rs 8,000 per day\""]},
    "working": ["Policy in force 01-03-2025 to 28-02-2026 on 05-10-2025; member covered since 01-03-2025 (first policy), so day 219 of cover: the 90-day initial wait (D.1) ended on 30-05-2025.",
                "Diagnosis diabetic ketoacidosis = acute complication of declared Type 2 diabetes, a Listed Chronic Condition (B.23, C.2): covered from the 91st day; D.2's 2-year PED wait excludes declared Listed Chronic Conditions, so PED_WAITING_PERIOD must not fire.",
                "Lines: ICU 2 x 7,500 = 15,000; room 3 x 3,200 = 9,600; consultant visits 5 x 1,200 = 6,000; pharmacy 11,860; consumables 3,240; investigations 8,150. Sum 53,850 = bill total.",
                "1. No List I items. 2. Room 3,200/day <= 4,000: no proportionate deduction; ICU 7,500/day <= 8,000: no cap. 3. No sub-limit. 4. Entry age 52 (<= 65): no co-pay. 5. No deductible. 6. SI 5,00,000 available.",
                "Payable 53,850 = claimed -> approve; above 25,000 so routed to a person."],
    "layouts": {"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": []},
    "spec": {"hospital": hosp(JAIPUR), "patient_name": "Kavita Joshi", "member_id": "AB-10388-01",
             "policy_number": "P/400212/01/2025/010388", "age": 53, "gender": "Female", "uhid": "MHM-25-31877",
             "ip_number": "IP/25/9042", "admission_date": "2025-10-05", "discharge_date": "2025-10-10",
             "diagnosis": "Diabetic ketoacidosis in a known case of Type 2 diabetes mellitus", "procedure": None,
             "procedure_date": None, "treating_doctor": "Dr. Sanjay Mathur", "doctor_qualification": "MBBS, MD (Medicine), DM (Endocrinology)",
             "doctor_registration": "RMC 22418", "department": "Endocrinology",
             "room_category": "Semi Private", "room_rate_per_day": 3200, "bed_number": "SPW-14",
             "bill_number": "MHMH/IP/25-26/09042", "bill_date": "2025-10-10", "line_items": lines, "bill_total": total,
             "payment": {"receipt_number": "MHMH/RC/25-26/14410", "receipt_date": "2025-10-10", "amount": total,
                         "mode": "UPI", "reference": "UPI-510109042"},
             "chief_complaints": "Vomiting, abdominal pain and drowsiness for 2 days; known diabetic for 6 years on oral drugs.",
             "course_in_hospital": "Admitted to ICU with blood sugar 486 mg/dl, ketonuria and metabolic acidosis. Managed with IV fluids and insulin infusion for 2 days, then shifted to the ward and converted to subcutaneous insulin. Discharged stable.",
             "advice": ["Inj. insulin glargine 18 units at bedtime; Tab. metformin 500 mg twice daily.", "Home glucose monitoring; review in endocrinology OPD after 1 week."]},
})

# ---------------------------------------------------------------- B2 partial, room above Rs 4,000 + 20% co-pay
lines = [line("Room Rent - Single Private Room", "room", 4, 6000, "RM04"),
         line("Consultant Visits - Pulmonologist", "doctor_fees", 4, 1500, "CN03"),
         line("Pharmacy - Antibiotics, Nebulisation Drugs", "pharmacy", 1, 14350, "PH001"),
         line("Consumables", "consumables", 1, 2150, "CS001"),
         line("Investigations - Chest X-ray, CBC, CRP, Sputum Culture", "diagnostics", 1, 6480, "LAB05")]
total = sum(x["amount"] for x in lines)
assert total == 52980, total
CASES.append({
    "id": "s29-h9-2-pneumonia-room-copay-senior",
    "scenario": "Community-acquired pneumonia, 4 days in a single private room at Rs 6,000/day, for a member who entered "
                "the policy at 67. Room rent is limited to Rs 4,000 per day with a proportionate deduction of "
                "associated expenses (C.1), then the 20% co-payment for entry age above 65 (F.1).",
    "policy": dict(B_POLICY, policy_id="P/400212/01/2026/006251", effective_from="2025-06-01", effective_to="2026-05-31",
                   schedule={"plan": None, "policy_type": "individual", "sum_insured": 300000, "cumulative_bonus": 30000,
                             "copay_percent": 20, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly",
                             "zone": None, "optional_covers": [],
                             "members": [{"member_id": "AB-6251-01", "name": "Gurcharan Singh Bedi", "dob": "1957-02-10",
                                          "gender": "male", "relationship": "self", "covered_since": "2024-06-01",
                                          "declared_ped": ["hypertension"]}],
                             "terms": {"copay": {"percent": 20, "condition": "age at entry above 65 years"}}}),
    "claim": {"member_id": "AB-6251-01", "loss_date": "2025-11-12", "amount_claimed": total,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": 34384,
                 "reason_codes": ["ROOM_RENT_PROPORTIONATE_DEDUCTION", "COPAY"], "route": "human",
                 "clauses": ["C.1: \"accommodation charges (room, boarding and nursing) up to Rs 4,000 per day\"",
                             "C.1: \"will be paid only in the ratio that Rs. 4,000/- bears to the room rent actually charged per day\"",
                             "F.1: \"every admissible claim for that Insured Person is subject to a co-payment of 20%\""]},
    "working": ["Policy in force 01-06-2025 to 31-05-2026 on 12-11-2025; member covered since 01-06-2024 (entry age 67, born 10-02-1957): 90-day wait served; pneumonia is neither a PED nor a specified disease (declared hypertension is unrelated and a Listed Chronic Condition anyway).",
                "Lines: room 4 x 6,000 = 24,000; pulmonologist visits 4 x 1,500 = 6,000; pharmacy 14,350; consumables 2,150; investigations 6,480. Sum 52,980 = bill total.",
                "1. No List I items. 2. Room 6,000/day > 4,000/day: ratio 4,000/6,000 = 2/3 on associated medical expenses (room, doctor fees; no nursing or OT billed): room 24,000 -> 16,000; doctor 6,000 -> 4,000. Pharmacy, consumables and diagnostics untouched. Subtotal 16,000 + 4,000 + 14,350 + 2,150 + 6,480 = 42,980 (deduction 10,000). No ICU.",
                "3. No sub-limit. 4. Co-pay 20% (entry age above 65): 42,980 x 80% = 34,384 (co-pay 8,596). 5. No deductible. 6. SI 3,00,000 + bonus 30,000 available.",
                "Payable 34,384 < 52,980 -> partial, to an adjuster."],
    "layouts": {"bill": "tabular", "discharge_summary": "narrative", "scanned": ["bill"]},
    "spec": {"hospital": hosp(HOSPITALS[0]), "patient_name": "Gurcharan Singh Bedi", "member_id": "AB-6251-01",
             "policy_number": "P/400212/01/2026/006251", "age": 68, "gender": "Male", "uhid": "SVMH-25-60218",
             "ip_number": "IP/25/7719", "admission_date": "2025-11-12", "discharge_date": "2025-11-16",
             "diagnosis": "Community acquired pneumonia, right lower lobe", "procedure": None, "procedure_date": None,
             "treating_doctor": "Dr. S. K. Gupta", "doctor_qualification": "MBBS, MD (Pulmonary Medicine)",
             "doctor_registration": "KMC 38815", "department": "Pulmonology",
             "room_category": "Single Private Room", "room_rate_per_day": 6000, "bed_number": "SPR-507",
             "bill_number": "SVMH/IP/25-26/07719", "bill_date": "2025-11-16", "line_items": lines, "bill_total": total,
             "payment": {"receipt_number": "SVMH/RC/25-26/12077", "receipt_date": "2025-11-16", "amount": total,
                         "mode": "Cash", "reference": None},
             "chief_complaints": "Fever with chills, productive cough and breathlessness for 4 days.",
             "course_in_hospital": "Chest X-ray showed right lower lobe consolidation. Treated with IV antibiotics and nebulisation; fever settled by day 3. Discharged on oral antibiotics.",
             "advice": ["Tab. Amoxicillin-clavulanate 625 mg thrice daily for 5 days.", "Review in chest OPD after 1 week with chest X-ray."]},
})

# ---------------------------------------------------------------- B3 deny, declared CAD inside the 2-year PED wait
lines = [line("CCU Charges", "icu", 1, 7500, "ICU02"),
         line("Room Rent - Twin Sharing", "room", 2, 3800, "RM01"),
         line("Cardiologist Fees - Coronary Angiography & PTCA", "surgeon_fees", 1, 45000, "PRF40"),
         line("Cath Lab Charges", "ot", 1, 38000, "OT007"),
         line("Drug Eluting Stent (1 No.)", "implants", 1, 32000, "IMP21"),
         line("Pharmacy", "pharmacy", 1, 18400, "PH001"),
         line("Cath Lab Consumables - Guide Wire, Balloon Catheter", "consumables", 1, 24600, "CS009"),
         line("Investigations - ECG, Troponin I, 2D Echo, Lipid Profile", "diagnostics", 1, 14200, "LAB12")]
total = sum(x["amount"] for x in lines)
assert total == 187300, total
CASES.append({
    "id": "s29-h9-2-cad-ptca-ped-within-2y",
    "scenario": "Angioplasty with one stent for unstable angina 10 months after the first Activ Chronic Secure policy, "
                "in a member who declared coronary artery disease (chronic stable angina since 2021). CAD is not a "
                "Listed Chronic Condition, so the 2-year PED wait of D.2 applies.",
    "policy": dict(B_POLICY, policy_id="P/400212/01/2025/003176", effective_from="2025-02-01", effective_to="2026-01-31",
                   schedule={"plan": None, "policy_type": "individual", "sum_insured": 500000, "cumulative_bonus": 0,
                             "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "quarterly",
                             "zone": None, "optional_covers": [],
                             "members": [{"member_id": "AB-3176-01", "name": "Harish Chandra Sharma", "dob": "1966-04-22",
                                          "gender": "male", "relationship": "self", "covered_since": "2025-02-01",
                                          "declared_ped": ["coronary artery disease - chronic stable angina"]}],
                             "terms": {"copay": {"percent": 0, "condition": None}}}),
    "claim": {"member_id": "AB-3176-01", "loss_date": "2025-12-03", "amount_claimed": total,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["PED_WAITING_PERIOD"], "route": "crc",
                 "clauses": ["D.2: \"Expenses for the treatment of a Pre-Existing Disease other than a declared Listed Chronic Condition, and its direct complications, are excluded until 2 years of continuous coverage\"",
                             "B.23: \"(a) Diabetes Mellitus, Type 1 or Type 2; (b) Hypertension (high blood pressure); and (c) Bronchial Asthma.\""]},
    "working": ["Policy in force 01-02-2025 to 31-01-2026 on 03-12-2025; member covered since 01-02-2025 (first policy, no portability).",
                "Declared PED: coronary artery disease (chronic stable angina since 2021). The Listed Chronic Conditions (B.23) are only diabetes, hypertension and bronchial asthma, so C.2 does not help; D.2 applies: 2 years of continuous coverage, served on 01-02-2027.",
                "Bill lines: CCU 7,500; room 2 x 3,800 = 7,600; cardiologist 45,000; cath lab 38,000; DES 32,000; pharmacy 18,400; cath consumables 24,600; investigations 14,200. Sum 1,87,300 = bill total.",
                "Unstable angina treated by PTCA is the declared CAD / its direct complication, 10 months into cover, not an accident -> PED_WAITING_PERIOD hard stop; payable 0 -> deny, to the CRC. (No Excl code: the wording prints none.)"],
    "layouts": {"bill": "compact", "discharge_summary": "classic", "scanned": []},
    "spec": {"hospital": hosp(JAIPUR), "patient_name": "Harish Chandra Sharma", "member_id": "AB-3176-01",
             "policy_number": "P/400212/01/2025/003176", "age": 59, "gender": "Male", "uhid": "MHM-25-40552",
             "ip_number": "IP/25/9977", "admission_date": "2025-12-03", "discharge_date": "2025-12-06",
             "diagnosis": "Unstable angina; coronary artery disease, single vessel (LAD) - known case of chronic stable angina since 2021",
             "procedure": "Coronary angiography and PTCA with one drug eluting stent to LAD", "procedure_date": "2025-12-03",
             "treating_doctor": "Dr. Ashok Bhandari", "doctor_qualification": "MBBS, MD, DM (Cardiology)",
             "doctor_registration": "RMC 17734", "department": "Cardiology",
             "room_category": "Twin Sharing", "room_rate_per_day": 3800, "bed_number": "TS-309",
             "bill_number": "MHMH/IP/25-26/09977", "bill_date": "2025-12-06", "line_items": lines, "bill_total": total,
             "payment": {"receipt_number": "MHMH/RC/25-26/15561", "receipt_date": "2025-12-06", "amount": total,
                         "mode": "Credit Card", "reference": "CC-3176-1206"},
             "chief_complaints": "Chest pain at rest for 2 hours; known case of chronic stable angina on medication since 2021.",
             "course_in_hospital": "ECG showed ST depression in anterior leads, Troponin I mildly raised. Coronary angiography showed 90% proximal LAD stenosis; PTCA with one drug eluting stent done. Monitored in CCU for 24 hours, then ward. Discharged stable.",
             "advice": ["Tab. Aspirin 75 mg and Tab. Ticagrelor 90 mg twice daily - do not stop without cardiologist advice.", "Review in cardiology OPD after 2 weeks."]},
})


def check_clause_quotes(case):
    pdf = os.path.join(HERE, case["policy"]["document"])
    n = len(qcheck.page_texts(pdf)[0])
    for c in case["expected"]["clauses"]:
        m = re.search(r'"(.+)"', c)
        if not m:
            continue
        err = qcheck.check(pdf, list(range(1, n + 1)), m.group(1))
        if err:
            print(case["id"], err)
            return False
    return True


def main():
    ok = True
    for case in CASES:
        spec = ClaimDocumentSpec.model_validate(case["spec"])
        assert spec.total_matches_lines
        assert spec.bill_total == case["claim"]["amount_claimed"]
        ok &= check_clause_quotes(case)
        folder = os.path.join(HERE, "claims", case["id"])
        os.makedirs(folder, exist_ok=True)
        bill = render_bill(spec, case["layouts"]["bill"])
        summ = render_discharge_summary(spec, case["layouts"]["discharge_summary"])
        if "bill" in case["layouts"]["scanned"]:
            bill = render_scanned(bill)
        if "discharge_summary" in case["layouts"]["scanned"]:
            summ = render_scanned(summ)
        open(os.path.join(folder, "bill.pdf"), "wb").write(bill)
        open(os.path.join(folder, "discharge_summary.pdf"), "wb").write(summ)
        out = {k: v for k, v in case.items() if k != "spec"}
        with open(os.path.join(folder, "case.json"), "w") as f:
            json.dump(out, f, ensure_ascii=False, indent=2)
        with open(os.path.join(folder, "claim_spec.json"), "w") as f:
            f.write(spec.model_dump_json(indent=2))
        print(case["id"], case["expected"]["decision"], case["expected"]["payable_amount"])
    print("clause quotes ok" if ok else "CLAUSE QUOTE FAILURES")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
