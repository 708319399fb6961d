"""Write the six h15 claim cases (case.json, claim_spec.json, bill.pdf, discharge_summary.pdf).

Run: PYTHONPATH=/work/main/layers /work/main/.venv/bin/python make_claims.py
Every payable below is computed by hand (SPEC 7 order) and written in `working`; the script only checks that the
bill lines add up to the bill total and that every clause quote is in the wording.
"""
import json
import re
import sys
from pathlib import Path

from clausetrail.synthetic.claim_spec import ClaimDocumentSpec
from clausetrail.synthetic.generate import HOSPITALS
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned

from make_labels import HERE, page_texts, quote_ok

NAV_DOC = "Navi_Arogya-Kavach_NAVHLIP25063V012425.pdf"
MAG_DOC = "MagmaHDI_Parivar-Suraksha-Floater_MAGHLIP24018V012324.pdf"
NAV = {"document": NAV_DOC, "uin": "NAVHLIP25063V012425", "insurer": "Navi General Insurance Limited",
       "product": "Arogya Kavach Health Policy"}
MAG = {"document": MAG_DOC, "uin": "MAGHLIP24018V012324", "insurer": "Magma HDI General Insurance Company Limited",
       "product": "Parivar Suraksha Floater Policy"}
H = {h.name: h.model_dump() for h in HOSPITALS}


def line(desc, cat, qty, rate, code):
    return {"description": desc, "category": cat, "quantity": qty, "rate": rate, "amount": qty * rate,
            "service_code": code, "eye": None}


def schedule(plan, ptype, si, copay, members, terms):
    return {"plan": plan, "policy_type": ptype, "sum_insured": si, "cumulative_bonus": 0, "copay_percent": copay,
            "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly", "zone": None,
            "optional_covers": [], "members": members, "terms": terms}


NAV_TERMS_5L = {"room_rent_limit": {"kind": "percent_si_per_day", "value": 1},
                "icu_limit": {"kind": "percent_si_per_day", "value": 2},
                "copay": {"percent": 0, "condition": None},
                "ped_waiting_period_months": 36}

CASES = []

# ---------------------------------------------------------------------------------------------------- Navi 1
CASES.append({
    "id": "s30-h15-nav-gastroenteritis-clean-auto",
    "scenario": "Two-day admission for acute gastroenteritis with dehydration under Navi Arogya Kavach, SI 5 lakh, "
                "no voluntary co-pay; twin-sharing room at Rs 4,000/day, within 1% of SI (Rs 5,000/day).",
    "policy": {**NAV, "policy_id": "P/400125/01/2026/004417", "effective_from": "2025-06-01",
               "effective_to": "2026-05-31",
               "schedule": schedule(None, "individual", 500000, 0, [
                   {"member_id": "NAVI-004417-01", "name": "Rohit Kulkarni", "dob": "1988-07-19", "gender": "male",
                    "relationship": "self", "covered_since": "2023-06-01", "declared_ped": []}], NAV_TERMS_5L)},
    "claim": {"member_id": "NAVI-004417-01", "loss_date": "2025-10-12", "amount_claimed": 22500,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "approve", "payable_amount": 22500, "reason_codes": [], "route": "auto",
                 "clauses": ['4: "We will pay, by reimbursement or as a Cashless Facility at a Network Provider, the '
                             'Reasonable and Customary Charges"',
                             '5: "Room, boarding and nursing charges are payable up to 1% of SI per day"']},
    "working": [
        "Policy in force (01-06-2025 to 31-05-2026) on 12-10-2025; member covered since 01-06-2023 (over 2 years): "
        "30-day wait served; gastroenteritis is not in the clause 19 list; no PED declared; no exclusion.",
        "Bill lines: Room Charges - Twin Sharing 2 x 4,000 = 8,000; Nursing Charges 2 x 500 = 1,000; Consultation - "
        "Physician 2 x 1,000 = 2,000; Pharmacy - IV Fluids & Medicines 6,850; Medical Consumables 1,450; Pathology - "
        "CBC, Electrolytes, Stool Routine 3,200. Sum 22,500 = bill total.",
        "No List I item. Room limit 1% x 5,00,000 = 5,000/day; room 4,000/day is within it: no proportionate "
        "deduction. No ICU, no sublimit, no voluntary co-pay in the schedule (0%), no deductible; SI 5,00,000 "
        "available.",
        "Payable 22,500 = claimed -> approve; <= 25,000, clean -> auto."],
    "layouts": {"bill": "compact", "discharge_summary": "narrative", "scanned": []},
    "spec": {
        "hospital": H["Sri Venkateswara Multispeciality Hospital"], "patient_name": "Rohit Kulkarni",
        "member_id": "NAVI-004417-01", "policy_number": "P/400125/01/2026/004417", "age": 37, "gender": "Male",
        "uhid": "SV25-781203", "ip_number": "IP/25/43310", "admission_date": "2025-10-12",
        "discharge_date": "2025-10-14", "diagnosis": "Acute gastroenteritis with moderate dehydration",
        "procedure": None, "procedure_date": None, "treating_doctor": "Dr. Kavitha Prasad",
        "doctor_qualification": "MBBS, MD (General Medicine)", "doctor_registration": "KMC 60118",
        "department": "General Medicine", "room_category": "Twin Sharing", "room_rate_per_day": 4000,
        "bed_number": "214-A", "bill_number": "SVMH/IP/25/13081", "bill_date": "2025-10-14",
        "line_items": [line("Room Charges - Twin Sharing", "room", 2, 4000, "RM002"),
                       line("Nursing Charges", "nursing", 2, 500, "NUR01"),
                       line("Consultation - Physician", "doctor_fees", 2, 1000, "CON01"),
                       line("Pharmacy - IV Fluids & Medicines", "pharmacy", 1, 6850, "PH001"),
                       line("Medical Consumables", "consumables", 1, 1450, "CS001"),
                       line("Pathology - CBC, Electrolytes, Stool Routine", "diagnostics", 1, 3200, "LAB02")],
        "bill_total": 22500,
        "payment": {"receipt_number": "SVMH/RC/25/13081", "receipt_date": "2025-10-14", "amount": 22500,
                    "mode": "UPI", "reference": "52871-430019"},
        "chief_complaints": "Loose stools and vomiting for two days, giddiness, unable to retain oral fluids.",
        "course_in_hospital": "Treated with IV fluids, antiemetics and oral rehydration; electrolytes corrected. "
                              "Tolerating oral diet at discharge.",
        "advice": ["Oral rehydration and soft diet for 3 days.", "Review in OPD after 5 days."]},
})

# ---------------------------------------------------------------------------------------------------- Navi 2
CASES.append({
    "id": "s30-h15-nav-appendicectomy-room-ambulance-copay10",
    "scenario": "Laparoscopic appendicectomy under Navi Arogya Kavach, SI 3 lakh, 10% voluntary co-pay opted; "
                "single AC room at Rs 4,500/day above the 1% of SI limit (Rs 3,000/day), so associated medical "
                "expenses are scaled by 3,000/4,500; hospital ambulance Rs 4,200 capped at Rs 3,000; then the "
                "10% co-pay.",
    "policy": {**NAV, "policy_id": "P/400125/01/2026/007762", "effective_from": "2025-04-15",
               "effective_to": "2026-04-14",
               "schedule": schedule(None, "individual", 300000, 10, [
                   {"member_id": "NAVI-007762-01", "name": "Sneha Patil", "dob": "1994-02-08", "gender": "female",
                    "relationship": "self", "covered_since": "2024-04-15", "declared_ped": []}],
                   {"room_rent_limit": {"kind": "percent_si_per_day", "value": 1},
                    "icu_limit": {"kind": "percent_si_per_day", "value": 2},
                    "copay": {"percent": 10, "condition": "voluntary co-payment opted for a 7.5% premium discount, as in the Policy Schedule"},
                    "ambulance_limit": {"kind": "amount", "value": 3000},
                    "ped_waiting_period_months": 36})},
    "claim": {"member_id": "NAVI-007762-01", "loss_date": "2025-09-03", "amount_claimed": 86720,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": 57559,
                 "reason_codes": ["ROOM_RENT_PROPORTIONATE_DEDUCTION", "SUBLIMIT", "COPAY"], "route": "human",
                 "clauses": ['5: "Room, boarding and nursing charges are payable up to 1% of SI per day"',
                             '5: "the associated medical expenses of that Hospitalisation will be paid in the '
                             'proportion that the eligible room rent bears to the room rent actually charged"',
                             '5: "The proportionate deduction does not apply to pharmacy, consumables, implants, '
                             'medical devices and diagnostics"',
                             '9: "are reimbursed up to Rs. 3,000/- for each Hospitalisation"',
                             '16: "the Policyholder may opt for a voluntary co-payment of 10% or 20% on every '
                             'admissible claim"']},
    "working": [
        "Policy in force (15-04-2025 to 14-04-2026) on 03-09-2025; member covered since 15-04-2024 (16 months): "
        "30-day wait served; appendicitis is not in the clause 19 list; no PED; no exclusion. Schedule: SI "
        "3,00,000 (below 10 lakh, so the 1% / 2% per-day limits apply), voluntary co-pay 10%.",
        "Bill lines: Room Charges - Single AC Room 3 x 4,500 = 13,500; Nursing Charges 3 x 600 = 1,800; Surgeon "
        "Fees - Laparoscopic Appendicectomy 28,000; Anaesthetist Fees 7,000; Operation Theatre Charges 12,000; "
        "Consultation - Physician 2 x 1,200 = 2,400; Pharmacy 9,650; Surgical Consumables 4,320; Investigations "
        "(CBC, CRP, USG Abdomen) 3,850; Ambulance Charges 4,200. Sum 86,720 = bill total.",
        "Step 1: no List I item.",
        "Step 2: room limit 1% x 3,00,000 = 3,000/day; room 4,500/day > 3,000: ratio 3,000/4,500 = 2/3 on the "
        "associated medical expenses (room, nursing, surgeon, anaesthetist, OT, physician; not pharmacy, "
        "consumables, diagnostics; ambulance is not an associated medical expense). Room 13,500 -> 9,000; nursing "
        "1,800 -> 1,200; surgeon 28,000 -> 18,666.67 -> 18,667; anaesthetist 7,000 -> 4,666.67 -> 4,667; OT 12,000 "
        "-> 8,000; physician 2,400 -> 1,600. Associated 64,700 -> 43,134 (deduction 21,566).",
        "Not scaled: pharmacy 9,650 + consumables 4,320 + diagnostics 3,850 = 17,820.",
        "Step 3: ambulance 4,200 capped at 3,000 (clause 9) -> deduction 1,200.",
        "Subtotal 43,134 + 17,820 + 3,000 = 63,954.",
        "Step 4: voluntary co-pay 10% of 63,954 = 6,395.4 -> 6,395; 63,954 - 6,395 = 57,559.",
        "No deductible; SI 3,00,000 available. Payable 57,559 < claimed 86,720 -> partial, adjuster."],
    "layouts": {"bill": "tabular", "discharge_summary": "classic", "scanned": []},
    "spec": {
        "hospital": H["Lotus Care Hospital"], "patient_name": "Sneha Patil", "member_id": "NAVI-007762-01",
        "policy_number": "P/400125/01/2026/007762", "age": 31, "gender": "Female", "uhid": "LCH-25-118402",
        "ip_number": "LCH/IP/25/6021", "admission_date": "2025-09-03", "discharge_date": "2025-09-06",
        "diagnosis": "Acute appendicitis", "procedure": "Laparoscopic appendicectomy",
        "procedure_date": "2025-09-03", "treating_doctor": "Dr. Anil Deshmukh",
        "doctor_qualification": "MBBS, MS (General Surgery)", "doctor_registration": "MMC 2009/04/1187",
        "department": "General Surgery", "room_category": "Single AC Room", "room_rate_per_day": 4500,
        "bed_number": "512", "bill_number": "LCH/IPB/2025/06021", "bill_date": "2025-09-06",
        "line_items": [line("Room Charges - Single AC Room", "room", 3, 4500, "RM03"),
                       line("Nursing Charges", "nursing", 3, 600, "NS01"),
                       line("Surgeon Fees - Laparoscopic Appendicectomy", "surgeon_fees", 1, 28000, "SF11"),
                       line("Anaesthetist Fees", "doctor_fees", 1, 7000, "AN01"),
                       line("Operation Theatre Charges", "ot", 1, 12000, "OT02"),
                       line("Consultation - Physician", "doctor_fees", 2, 1200, "CN01"),
                       line("Pharmacy", "pharmacy", 1, 9650, "PH01"),
                       line("Surgical Consumables", "consumables", 1, 4320, "CS02"),
                       line("Investigations - CBC, CRP, USG Abdomen", "diagnostics", 1, 3850, "LB05"),
                       line("Ambulance Charges", "ambulance", 1, 4200, "AMB1")],
        "bill_total": 86720,
        "payment": {"receipt_number": "LCH/RCT/25/9931", "receipt_date": "2025-09-06", "amount": 86720,
                    "mode": "Credit Card", "reference": "XXXX-4471"},
        "chief_complaints": "Pain in the right lower abdomen for one day with fever and vomiting.",
        "course_in_hospital": "Brought by hospital ambulance. USG showed an inflamed appendix; laparoscopic "
                              "appendicectomy done on the day of admission under general anaesthesia. Post-operative "
                              "period uneventful.",
        "advice": ["Tab. Cefuroxime 500 mg twice daily for 5 days.", "Suture removal after 7 days.",
                   "Avoid lifting weights for 4 weeks."]},
})

# ---------------------------------------------------------------------------------------------------- Navi 3
CASES.append({
    "id": "s30-h15-nav-inguinal-hernia-within-24m",
    "scenario": "Laparoscopic inguinal hernia repair 14 months after the member's first Navi policy began: hernia is "
                "in the clause 19 (Excl02) list with a 24-month wait, not an accident.",
    "policy": {**NAV, "policy_id": "P/400125/01/2026/011908", "effective_from": "2025-09-01",
               "effective_to": "2026-08-31",
               "schedule": schedule(None, "individual", 500000, 0, [
                   {"member_id": "NAVI-011908-01", "name": "Mahesh Iyer", "dob": "1979-11-23", "gender": "male",
                    "relationship": "self", "covered_since": "2024-09-01", "declared_ped": []}], NAV_TERMS_5L)},
    "claim": {"member_id": "NAVI-011908-01", "loss_date": "2025-11-05", "amount_claimed": 101100,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["SPECIFIC_DISEASE_WAITING_PERIOD"],
                 "route": "crc",
                 "clauses": ['19 (Code- Excl02): "shall be excluded until the expiry of 24 months of continuous '
                             'coverage after the date of inception of the first policy with us"',
                             '19: "hernia of all types"']},
    "working": [
        "Policy in force (01-09-2025 to 31-08-2026) on 05-11-2025 (renewal); member covered since 01-09-2024.",
        "Inguinal hernia is in the clause 19 list ('hernia of all types'); 24-month wait runs to 01-09-2026; "
        "admission on 05-11-2025 is 14 months in, not due to an accident -> SPECIFIC_DISEASE_WAITING_PERIOD.",
        "Bill lines (for the record): Room Charges - Twin Sharing 2 x 4,500 = 9,000; Nursing 2 x 600 = 1,200; "
        "Surgeon Fees 35,000; Anaesthetist Fees 8,000; OT Charges 15,000; Polypropylene Mesh Implant 18,500; "
        "Pharmacy 6,200; Consumables 4,800; Investigations 3,400. Sum 1,01,100 = bill total.",
        "Hard stop: payable 0, deny -> CRC."],
    "layouts": {"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": []},
    "spec": {
        "hospital": H["Kaveri Medical Centre"], "patient_name": "Mahesh Iyer", "member_id": "NAVI-011908-01",
        "policy_number": "P/400125/01/2026/011908", "age": 45, "gender": "Male", "uhid": "KMC-250-77812",
        "ip_number": "KMC/IP/2025/18840", "admission_date": "2025-11-05", "discharge_date": "2025-11-07",
        "diagnosis": "Right inguinal hernia (indirect), reducible",
        "procedure": "Laparoscopic TEP inguinal hernia repair with mesh", "procedure_date": "2025-11-05",
        "treating_doctor": "Dr. S. Ramanathan", "doctor_qualification": "MBBS, MS, FMAS",
        "doctor_registration": "TNMC 71245", "department": "General & Laparoscopic Surgery",
        "room_category": "Twin Sharing", "room_rate_per_day": 4500, "bed_number": "3B-12",
        "bill_number": "KMC/IPB/25-26/04418", "bill_date": "2025-11-07",
        "line_items": [line("Room Charges - Twin Sharing", "room", 2, 4500, "R-TS"),
                       line("Nursing Charges", "nursing", 2, 600, "N-01"),
                       line("Surgeon Fees - Lap TEP Hernia Repair", "surgeon_fees", 1, 35000, "S-220"),
                       line("Anaesthetist Fees", "doctor_fees", 1, 8000, "A-01"),
                       line("Operation Theatre Charges", "ot", 1, 15000, "OT-2"),
                       line("Polypropylene Mesh 15 x 15 cm", "implants", 1, 18500, "IMP-07"),
                       line("Pharmacy", "pharmacy", 1, 6200, "PH-1"),
                       line("Surgical Consumables", "consumables", 1, 4800, "CS-1"),
                       line("Pre-operative Investigations", "diagnostics", 1, 3400, "LAB-9")],
        "bill_total": 101100,
        "payment": {"receipt_number": "KMC/RC/25/88213", "receipt_date": "2025-11-07", "amount": 101100,
                    "mode": "NEFT", "reference": "UTIB0000123-887126"},
        "chief_complaints": "Swelling in the right groin for eight months, increasing on standing and coughing.",
        "course_in_hospital": "Laparoscopic totally extraperitoneal repair with mesh done under general "
                              "anaesthesia. Recovery uneventful; ambulant and tolerating diet on day one.",
        "advice": ["Avoid heavy lifting for 6 weeks.", "Review in surgical OPD after 10 days."]},
})

# ---------------------------------------------------------------------------------------------------- Magma 1
MAG_GOLD = {"room_rent_limit": {"kind": "amount_per_day", "value": 6000},
            "icu_limit": {"kind": "amount_per_day", "value": 12000},
            "copay": {"percent": 0, "condition": None},
            "ambulance_limit": {"kind": "amount", "value": 3000},
            "cataract_limit": {"kind": "amount", "value": 50000}}
CASES.append({
    "id": "s30-h15-mag-pneumonia-gold-clean",
    "scenario": "Four-day admission of the spouse for lobar pneumonia under the Gold plan (floater SI 7.5 lakh); "
                "single room at Rs 5,500/day within the Gold limit of Rs 6,000/day; entry age below 61, no co-pay.",
    "policy": {**MAG, "policy_id": "P/210480/01/2026/003175", "effective_from": "2025-07-01",
               "effective_to": "2026-06-30",
               "schedule": schedule("Gold", "floater", 750000, 0, [
                   {"member_id": "MHD-003175-01", "name": "Arjun Banerjee", "dob": "1983-04-12", "gender": "male",
                    "relationship": "self", "covered_since": "2022-07-01", "declared_ped": []},
                   {"member_id": "MHD-003175-02", "name": "Moumita Banerjee", "dob": "1986-09-30",
                    "gender": "female", "relationship": "spouse", "covered_since": "2022-07-01", "declared_ped": []},
                   {"member_id": "MHD-003175-03", "name": "Rian Banerjee", "dob": "2014-01-17", "gender": "male",
                    "relationship": "son", "covered_since": "2022-07-01", "declared_ped": []}], MAG_GOLD)},
    "claim": {"member_id": "MHD-003175-02", "loss_date": "2025-12-02", "amount_claimed": 52880,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "approve", "payable_amount": 52880, "reason_codes": [], "route": "human",
                 "clauses": ['C.2: "The Company will indemnify the Medical Expenses incurred for Hospitalisation of '
                             'an Insured Person"',
                             'C.2.1: "limited to Rs. 3,000/- per day under the Silver Plan and Rs. 6,000/- per day '
                             'under the Gold Plan"']},
    "working": [
        "Policy in force (01-07-2025 to 30-06-2026) on 02-12-2025; spouse covered since 01-07-2022 (over 3 years): "
        "30-day, 24-month and 36-month waits all served; pneumonia not in the D.2 list; no exclusion.",
        "Bill lines: Room Charges - Single Room 4 x 5,500 = 22,000; Nursing Charges 4 x 700 = 2,800; Consultation - "
        "Pulmonologist 4 x 1,500 = 6,000; Pharmacy - Antibiotics & Medicines 14,260; Medical Consumables 2,480; "
        "Investigations - Chest X-ray, CBC, CRP, Sputum Culture 5,340. Sum 52,880 = bill total.",
        "No List I item. Gold room limit 6,000/day; room 5,500/day within it. No ICU, no sublimit; entry age 35 "
        "(< 61) so no Section E co-pay; no deductible; floater SI 7,50,000 available.",
        "Payable 52,880 = claimed -> approve; above 25,000 -> adjuster (human)."],
    "layouts": {"bill": "itemised_grouped", "discharge_summary": "classic", "scanned": []},
    "spec": {
        "hospital": H["Ganga Netralaya & Surgical Centre"], "patient_name": "Moumita Banerjee",
        "member_id": "MHD-003175-02", "policy_number": "P/210480/01/2026/003175", "age": 39, "gender": "Female",
        "uhid": "GN/25/40871", "ip_number": "GN-IP-25-2214", "admission_date": "2025-12-02",
        "discharge_date": "2025-12-06", "diagnosis": "Right lower lobe community-acquired pneumonia",
        "procedure": None, "procedure_date": None, "treating_doctor": "Dr. Alok Srivastava",
        "doctor_qualification": "MBBS, MD (Pulmonary Medicine)", "doctor_registration": "UPMC 48812",
        "department": "Pulmonary Medicine", "room_category": "Single Room", "room_rate_per_day": 5500,
        "bed_number": "207", "bill_number": "GN/IPB/2025/2214", "bill_date": "2025-12-06",
        "line_items": [line("Room Charges - Single Room", "room", 4, 5500, "RM-S"),
                       line("Nursing Charges", "nursing", 4, 700, "NUR"),
                       line("Consultation - Pulmonologist", "doctor_fees", 4, 1500, "CON-P"),
                       line("Pharmacy - Antibiotics & Medicines", "pharmacy", 1, 14260, "PHA"),
                       line("Medical Consumables", "consumables", 1, 2480, "CSM"),
                       line("Investigations - Chest X-ray, CBC, CRP, Sputum Culture", "diagnostics", 1, 5340,
                            "INV")],
        "bill_total": 52880,
        "payment": {"receipt_number": "GN/RC/25/7719", "receipt_date": "2025-12-06", "amount": 52880,
                    "mode": "UPI", "reference": "53400-118722"},
        "chief_complaints": "Fever with cough and breathlessness for four days, right-sided chest pain.",
        "course_in_hospital": "Chest X-ray showed right lower lobe consolidation. Treated with IV antibiotics, "
                              "nebulisation and supplemental oxygen for two days; afebrile from day three.",
        "advice": ["Complete the oral antibiotic course.", "Repeat chest X-ray after 4 weeks."]},
})

# ---------------------------------------------------------------------------------------------------- Magma 2
CASES.append({
    "id": "s30-h15-mag-silver-icu-cap-list1-senior-copay",
    "scenario": "Five-day admission (two days ICU) for pneumonia with hypoxia of the proposer's mother, who "
                "entered the Silver floater at 63: ICU at Rs 9,000/day above the Silver limit of Rs 6,000/day is "
                "capped; attendant charges (List I) dropped; then the 20% co-pay for entry age 61+.",
    "policy": {**MAG, "policy_id": "P/210480/01/2026/006652", "effective_from": "2025-08-01",
               "effective_to": "2026-07-31",
               "schedule": schedule("Silver", "floater", 500000, 20, [
                   {"member_id": "MHD-006652-01", "name": "Sanjay Mehta", "dob": "1980-06-05", "gender": "male",
                    "relationship": "self", "covered_since": "2021-08-01", "declared_ped": []},
                   {"member_id": "MHD-006652-02", "name": "Kusum Mehta", "dob": "1958-03-10", "gender": "female",
                    "relationship": "mother", "covered_since": "2021-08-01", "declared_ped": ["hypertension"]}],
                   {"room_rent_limit": {"kind": "amount_per_day", "value": 3000},
                    "icu_limit": {"kind": "amount_per_day", "value": 6000},
                    "copay": {"percent": 20, "condition": "insured person aged 61 years or more at entry into the policy"},
                    "ambulance_limit": {"kind": "amount", "value": 2000},
                    "cataract_limit": {"kind": "amount", "value": 30000}})},
    "claim": {"member_id": "MHD-006652-02", "loss_date": "2025-10-20", "amount_claimed": 71150,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": 51160,
                 "reason_codes": ["NON_PAYABLE_ITEMS", "ICU_LIMIT", "COPAY"], "route": "human",
                 "clauses": ['C.2.2: "ICU/ICCU charges limited to Rs. 6,000/- per day (Silver)"',
                             'C.2.4: "This deduction does not apply to ICU charges, which are capped at the per-day '
                             'limit of C.2.2"',
                             'D.5.4: "any item listed in List I of Annexure II unless it forms part of a package"',
                             'Annexure II List I: "24. Attendant Charges"',
                             'Section E: "aged 61 years or more at the time of entry into this Policy shall be '
                             'subject to a co-payment of 20% of the admissible claim amount"']},
    "working": [
        "Policy in force (01-08-2025 to 31-07-2026) on 20-10-2025; mother covered since 01-08-2021 (over 4 years, "
        "entry age 63 on 01-08-2021, DOB 10-03-1958); declared hypertension: 36-month PED wait served (and "
        "pneumonia is not hypertension); pneumonia not in the D.2 list; no exclusion.",
        "Bill lines: ICU Charges 2 x 9,000 = 18,000; Room Charges - Twin Sharing 3 x 2,800 = 8,400; Nursing Charges "
        "5 x 400 = 2,000; Consultation - Physician 5 x 1,500 = 7,500; Pharmacy 21,340; Medical Consumables 3,760; "
        "Investigations - ABG, CBC, Chest X-ray, Blood Culture 8,950; Attendant Charges 3 x 400 = 1,200. Sum "
        "71,150 = bill total.",
        "Step 1: attendant charges 1,200 are List I (Annexure II item 24; D.5.4) -> 71,150 - 1,200 = 69,950.",
        "Step 2: Silver room limit 3,000/day; twin sharing 2,800/day within it, no proportionate deduction. ICU "
        "9,000/day > Silver ICU limit 6,000/day: capped at 2 x 6,000 = 12,000 (deduction 6,000), no proportionate "
        "deduction elsewhere (C.2.4) -> 63,950.",
        "Step 3: no sublimit. Step 4: co-pay 20% (entry age 63 >= 61, Section E): 20% of 63,950 = 12,790 -> "
        "63,950 - 12,790 = 51,160.",
        "No deductible; floater SI 5,00,000, nothing paid this year. Payable 51,160 < claimed 71,150 -> partial."],
    "layouts": {"bill": "tabular", "discharge_summary": "narrative", "scanned": ["bill"]},
    "spec": {
        "hospital": H["Lotus Care Hospital"], "patient_name": "Kusum Mehta", "member_id": "MHD-006652-02",
        "policy_number": "P/210480/01/2026/006652", "age": 67, "gender": "Female", "uhid": "LCH-25-120977",
        "ip_number": "LCH/IP/25/6388", "admission_date": "2025-10-20", "discharge_date": "2025-10-25",
        "diagnosis": "Community-acquired pneumonia with type 1 respiratory failure",
        "procedure": None, "procedure_date": None, "treating_doctor": "Dr. Neha Kulkarni",
        "doctor_qualification": "MBBS, MD (Medicine)", "doctor_registration": "MMC 2011/07/2290",
        "department": "Internal Medicine", "room_category": "Twin Sharing", "room_rate_per_day": 2800,
        "bed_number": "ICU-4 / 308-B", "bill_number": "LCH/IPB/2025/06388", "bill_date": "2025-10-25",
        "line_items": [line("ICU Charges", "icu", 2, 9000, "ICU1"),
                       line("Room Charges - Twin Sharing", "room", 3, 2800, "RM02"),
                       line("Nursing Charges", "nursing", 5, 400, "NS01"),
                       line("Consultation - Physician", "doctor_fees", 5, 1500, "CN01"),
                       line("Pharmacy", "pharmacy", 1, 21340, "PH01"),
                       line("Medical Consumables", "consumables", 1, 3760, "CS01"),
                       line("Investigations - ABG, CBC, Chest X-ray, Blood Culture", "diagnostics", 1, 8950, "LB07"),
                       line("Attendant Charges", "other", 3, 400, "MS02")],
        "bill_total": 71150,
        "payment": {"receipt_number": "LCH/RCT/25/10412", "receipt_date": "2025-10-25", "amount": 71150,
                    "mode": "NEFT", "reference": "HDFC0001234-55012"},
        "chief_complaints": "Fever, productive cough and breathlessness for three days; SpO2 86% on room air.",
        "course_in_hospital": "Admitted to ICU for two days on oxygen by mask and IV antibiotics; shifted to the "
                              "ward on day three when saturation held on room air. Blood pressure controlled on "
                              "her usual medicines.",
        "advice": ["Complete antibiotics for 5 days.", "Continue antihypertensives.",
                   "Review in medicine OPD after 1 week."]},
})

# ---------------------------------------------------------------------------------------------------- Magma 3
CASES.append({
    "id": "s30-h15-mag-lasik-refractive-excl15",
    "scenario": "Day-care bilateral LASIK for myopia of -5.00 dioptres (both eyes) under the Platinum plan: "
                "correction of eyesight for refractive error below 7.5 dioptres is a permanent exclusion "
                "(D.4.11, Code- Excl15).",
    "policy": {**MAG, "policy_id": "P/210480/01/2026/009034", "effective_from": "2025-05-10",
               "effective_to": "2026-05-09",
               "schedule": schedule("Platinum", "floater", 1500000, 0, [
                   {"member_id": "MHD-009034-01", "name": "Vikram Reddy", "dob": "1990-12-02", "gender": "male",
                    "relationship": "self", "covered_since": "2020-05-10", "declared_ped": []},
                   {"member_id": "MHD-009034-02", "name": "Lakshmi Reddy", "dob": "1992-05-21", "gender": "female",
                    "relationship": "spouse", "covered_since": "2020-05-10", "declared_ped": []}],
                   {"room_rent_limit": {"kind": "room_category", "value": "Single Private AC Room"},
                    "icu_limit": {"kind": "no_limit", "value": None},
                    "copay": {"percent": 0, "condition": None},
                    "ambulance_limit": {"kind": "amount", "value": 5000},
                    "cataract_limit": {"kind": "no_limit", "value": None}})},
    "claim": {"member_id": "MHD-009034-01", "loss_date": "2026-01-16", "amount_claimed": 64500,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["EXCLUDED_TREATMENT"],
                 "exclusion_code": "Excl15", "route": "crc",
                 "clauses": ['D.4.11 (Code- Excl15): "Expenses related to the treatment for correction of eye sight '
                             'due to refractive error less than 7.5 dioptres."']},
    "working": [
        "Policy in force (10-05-2025 to 09-05-2026) on 16-01-2026; member covered since 10-05-2020; all waiting "
        "periods served.",
        "Procedure: bilateral LASIK for myopia -5.00 D in each eye, a correction of eyesight for refractive error "
        "below 7.5 dioptres -> permanent exclusion D.4.11 (Code- Excl15), EXCLUDED_TREATMENT.",
        "Bill lines (for the record): Day Care Bed Charges 1 x 2,000; LASIK Procedure Charges - Both Eyes 38,000; "
        "Surgeon Fees 15,000; Surgical Consumables 3,500; Pre-operative Evaluation - Topography, Pachymetry 4,200; "
        "Pharmacy - Eye Drops 1,800. Sum 64,500 = bill total.",
        "Hard stop: payable 0, deny -> CRC."],
    "layouts": {"bill": "compact", "discharge_summary": "classic", "scanned": ["discharge_summary"]},
    "spec": {
        "hospital": H["Ganga Netralaya & Surgical Centre"], "patient_name": "Vikram Reddy",
        "member_id": "MHD-009034-01", "policy_number": "P/210480/01/2026/009034", "age": 35, "gender": "Male",
        "uhid": "GN/26/00412", "ip_number": "GN-DC-26-0031", "admission_date": "2026-01-16",
        "discharge_date": "2026-01-16", "diagnosis": "Myopia, both eyes (-5.00 D sphere)",
        "procedure": "Bilateral LASIK (refractive correction)", "procedure_date": "2026-01-16",
        "treating_doctor": "Dr. Rachna Agarwal", "doctor_qualification": "MBBS, MS (Ophthalmology)",
        "doctor_registration": "UPMC 52207", "department": "Ophthalmology", "room_category": "Day Care",
        "room_rate_per_day": 2000, "bed_number": "DC-3", "bill_number": "GN/DCB/2026/0031",
        "bill_date": "2026-01-16",
        "line_items": [line("Day Care Bed Charges", "room", 1, 2000, "DC-B"),
                       line("LASIK Procedure Charges - Both Eyes", "ot", 1, 38000, "LSK-2"),
                       line("Surgeon Fees", "surgeon_fees", 1, 15000, "SRG"),
                       line("Surgical Consumables", "consumables", 1, 3500, "CSM"),
                       line("Pre-operative Evaluation - Topography, Pachymetry", "diagnostics", 1, 4200, "EVL"),
                       line("Pharmacy - Eye Drops", "pharmacy", 1, 1800, "PHA")],
        "bill_total": 64500,
        "payment": {"receipt_number": "GN/RC/26/0107", "receipt_date": "2026-01-16", "amount": 64500,
                    "mode": "Credit Card", "reference": "XXXX-9902"},
        "chief_complaints": "Wants freedom from spectacles; stable myopia of -5.00 D in both eyes for 3 years.",
        "course_in_hospital": "Bilateral LASIK done under topical anaesthesia. Uneventful; discharged the same day.",
        "condition_at_discharge": "Stable",
        "advice": ["Antibiotic and lubricant eye drops as prescribed.", "Avoid rubbing the eyes.",
                   "Review after 1 day and 1 week."]},
})


def main():
    bad = 0
    for case in CASES:
        spec_d = case.pop("spec")
        spec = ClaimDocumentSpec.model_validate(spec_d)
        assert spec.total_matches_lines, case["id"]
        assert spec.bill_total == case["claim"]["amount_claimed"], case["id"]
        pdf = HERE / case["policy"]["document"]
        for cl in case["expected"]["clauses"]:
            q = re.search(r'"(.*)"', cl).group(1)
            npages = len(page_texts(pdf)[0])
            err = quote_ok(pdf, list(range(1, npages + 1)), q)
            if err:
                bad += 1
                print(case["id"], "clause quote not found:", err)
        folder = HERE / "claims" / case["id"]
        folder.mkdir(parents=True, exist_ok=True)
        lay = case["layouts"]
        bill = render_bill(spec, lay["bill"])
        ds = render_discharge_summary(spec, lay["discharge_summary"])
        if "bill" in lay["scanned"]:
            bill = render_scanned(bill)
        if "discharge_summary" in lay["scanned"]:
            ds = render_scanned(ds)
        (folder / "bill.pdf").write_bytes(bill)
        (folder / "discharge_summary.pdf").write_bytes(ds)
        (folder / "claim_spec.json").write_text(spec.model_dump_json(indent=2) + "\n")
        (folder / "case.json").write_text(json.dumps(case, indent=2, ensure_ascii=False) + "\n")
        print(case["id"], case["expected"]["decision"], case["expected"]["payable_amount"])
    print("clause quote failures:", bad)
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
