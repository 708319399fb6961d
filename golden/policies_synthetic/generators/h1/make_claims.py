"""Write the six h1 claim cases (3 per wording) and render their documents with clausetrail.synthetic.render.

Run: PYTHONPATH=/work/main/layers /work/main/.venv/bin/python make_claims.py
"""
import json
import os
import sys
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from quotecheck import pages_text, norm  # noqa

from clausetrail.synthetic.claim_spec import ClaimDocumentSpec
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned

A_PDF = "SBIGeneral_Arogya-Vistaar_SBIHLIP26118V012526.pdf"
B_PDF = "Star_Golden-Years_SHAHLIP26131V012526.pdf"
A_UIN = "SBIHLIP26118V012526"
B_UIN = "SHAHLIP26131V012526"
A_INS, A_PROD = "SBI General Insurance Company Limited", "Arogya Vistaar Health Insurance Policy"
B_INS, B_PROD = "Star Health and Allied Insurance Company Limited", "Star Golden Years Health Insurance Policy"

H_PUNE = {"name": "Sahyadri Lifeline Multispeciality Hospital",
          "address_lines": ["Survey No. 14/2, Karve Road, Erandwane", "Pune - 411004", "Maharashtra"],
          "phone": "020-2544 7100", "email": "billing@sahyadrilifeline.in", "gstin": "27AAGCS5521K1Z8",
          "registration_number": "PMC/NH/2014/1187", "rohini_id": "8900080342671", "pan": "AAGCS5521K",
          "accreditation": "NABH Accredited Hospital (H-2016-0377)"}
H_LKO = {"name": "Gomti Nagar City Hospital",
         "address_lines": ["B-12, Vibhuti Khand, Gomti Nagar", "Lucknow - 226010", "Uttar Pradesh"],
         "phone": "0522-401 8800", "email": "accounts@gncityhospital.in", "gstin": "09AAFCG7734M1Z2",
         "registration_number": "UP/LKO/CEA/2018/0452", "rohini_id": "8900080219954", "pan": "AAFCG7734M",
         "accreditation": None}
H_HYD = {"name": "Sri Lakshmi Eye & ENT Centre",
         "address_lines": ["8-2-293/82, Road No. 12, Banjara Hills", "Hyderabad - 500034", "Telangana"],
         "phone": "040-2335 6120", "email": "info@srilakshmieye.in", "gstin": "36AALFS2281P1Z6",
         "registration_number": "TS/HYD/CE/2017/2214", "rohini_id": "8900080487712", "pan": "AALFS2281P",
         "accreditation": "NABH Accredited Eye Hospital (EH-2019-0091)"}
H_CBE = {"name": "Kovai Senior Care Hospital",
         "address_lines": ["112, Avinashi Road, Peelamedu", "Coimbatore - 641004", "Tamil Nadu"],
         "phone": "0422-257 4400", "email": "billing@kovaiseniorcare.in", "gstin": "33AAHCK9012Q1Z4",
         "registration_number": "TN/CBE/CE/2015/0931", "rohini_id": "8900080556123", "pan": "AAHCK9012Q",
         "accreditation": "NABH Accredited Hospital (H-2018-0620)"}
H_CHN = {"name": "Adyar Riverside Hospital",
         "address_lines": ["21, Gandhi Nagar 2nd Main Road, Adyar", "Chennai - 600020", "Tamil Nadu"],
         "phone": "044-2441 9000", "email": "ipbilling@adyarriverside.in", "gstin": "33AACCA6620H1Z1",
         "registration_number": "TN/CHN/CE/2012/0218", "rohini_id": "8900080661890", "pan": "AACCA6620H",
         "accreditation": "NABH Accredited Hospital (H-2014-0188)"}
H_MYS = {"name": "Chamundi Heart & Diabetes Centre",
         "address_lines": ["No. 7, Kalidasa Road, V.V. Mohalla", "Mysuru - 570002", "Karnataka"],
         "phone": "0821-251 3300", "email": "billing@chamundiheart.in", "gstin": "29AAJCC4410B1Z9",
         "registration_number": "KA/MYS/KPME/2019/00344", "rohini_id": "8900080701245", "pan": "AAJCC4410B",
         "accreditation": None}


def line(desc, cat, qty, rate, code=None, eye=None):
    return {"description": desc, "category": cat, "quantity": qty, "rate": rate, "amount": qty * rate,
            "service_code": code, "eye": eye}


def policy_block(doc, pid, uin, ins, prod, eff_from, eff_to, plan, si, copay, members, terms):
    return {"document": doc, "policy_id": pid, "uin": uin, "insurer": ins, "product": prod,
            "effective_from": eff_from, "effective_to": eff_to,
            "schedule": {"plan": plan, "policy_type": "individual", "sum_insured": si, "cumulative_bonus": 0,
                         "copay_percent": copay, "deductible": 0, "claims_paid_this_year": 0,
                         "premium_mode": "yearly", "zone": None, "optional_covers": [], "members": members,
                         "terms": terms}}


CASES = []

# ------------------------------------------------------------------ A1: clean, auto
spec = {
    "hospital": H_PUNE, "patient_name": "Anjali Deshpande", "member_id": "SBI-AV-0412-01",
    "policy_number": "P/171100/01/2026/004187", "age": 41, "gender": "Female", "uhid": "SLH25-118204",
    "ip_number": "SLH/IP/25/9031", "admission_date": "2025-12-04", "discharge_date": "2025-12-06",
    "diagnosis": "Acute gastroenteritis with moderate dehydration", "procedure": None, "procedure_date": None,
    "treating_doctor": "Dr. Rohan Kulkarni", "doctor_qualification": "MBBS, MD (Medicine)",
    "doctor_registration": "MMC 2009/04/1877", "department": "Internal Medicine",
    "room_category": "Single Private AC Room", "room_rate_per_day": 6500, "bed_number": "412",
    "bill_number": "SLH/IPB/25-26/06118", "bill_date": "2025-12-06",
    "line_items": [
        line("Room Rent - Single Private AC (incl. nursing)", "room", 2, 6500, "RM-SPA"),
        line("Consultation - Physician (Dr. Rohan Kulkarni)", "doctor_fees", 2, 1200, "CON-IM"),
        line("Pharmacy - IV fluids, antiemetics, antibiotics", "pharmacy", 1, 4180, "PH-01"),
        line("Laboratory - CBC, electrolytes, stool routine, RFT", "diagnostics", 1, 2950, "LAB-07"),
        line("Medical Consumables - IV set, cannula", "consumables", 1, 720, "CS-02"),
    ],
    "bill_total": 23250,
    "payment": {"receipt_number": "SLH/RC/25/22871", "receipt_date": "2025-12-06", "amount": 23250,
                "mode": "UPI", "reference": "UPI 534812907711"},
    "chief_complaints": "Loose stools 8-10 episodes and vomiting since one day, giddiness.",
    "course_in_hospital": "Managed with IV fluids, antiemetics and oral rehydration. Stool routine showed pus cells; "
                          "treated with IV antibiotics. Tolerating oral diet on day 2; hydration restored.",
    "advice": ("Oral rehydration solution and soft diet for 3 days.", "Tab. Ofloxacin 200 mg twice daily x 3 days.",
               "Review in OPD after 5 days."),
}
CASES.append({
    "id": "s28-h1-1-gastroenteritis-clean-auto",
    "scenario": "Gold Plan, SI Rs 10 lakh; two-day admission for acute gastroenteritis in a Single Private AC room "
                "at Rs 6,500 per day, below the Gold room limit (2% of SI = 20,000, capped at Rs 8,000 per day). No "
                "List I items, no co-pay. Clean approval under Rs 25,000.",
    "policy": policy_block(A_PDF, "P/171100/01/2026/004187", A_UIN, A_INS, A_PROD, "2025-09-15", "2026-09-14",
                           "Gold", 1000000, 0,
                           [{"member_id": "SBI-AV-0412-01", "name": "Anjali Deshpande", "dob": "1984-06-21",
                             "gender": "female", "relationship": "self", "covered_since": "2023-09-15",
                             "declared_ped": []}],
                           {"room_rent_limit": {"kind": "percent_si_per_day", "value": 2, "cap_inr": 8000},
                            "icu_limit": {"kind": "percent_si_per_day", "value": 4, "cap_inr": 16000},
                            "ambulance_limit": {"kind": "amount", "value": 3000},
                            "cataract_limit": {"kind": "amount", "value": 40000},
                            "copay": {"percent": 0, "condition": None},
                            "pre_hospitalisation_days": 60, "post_hospitalisation_days": 90}),
    "claim": {"member_id": "SBI-AV-0412-01", "loss_date": "2025-12-04", "amount_claimed": 23250,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "approve", "payable_amount": 23250, "reason_codes": [], "route": "auto",
                 "clauses": ["3.1 In-patient Hospitalisation: \"We will pay the Medical Expenses incurred for the Insured Person's Hospitalisation during the Policy Period\"",
                             "3.1 a): \"under the Gold Plan it is 2 percent of the Sum Insured for each day subject to a ceiling of\""]},
    "working": [
        "Policy in force 15-09-2025 to 14-09-2026 on 04-12-2025; member covered since 15-09-2023 (past the 30-day wait, "
        "Excl03); gastroenteritis is not a declared PED nor in the Excl02 list; no exclusion.",
        "Bill lines: Room Rent 2 x 6,500 = 13,000; Consultation 2 x 1,200 = 2,400; Pharmacy 4,180; Laboratory 2,950; "
        "Consumables 720. Sum 23,250 = bill total.",
        "List I: none of the lines is a List I item. Room 6,500/day <= Gold limit min(2% x 10,00,000 = 20,000; 8,000) = "
        "8,000/day: no proportionate deduction. No ICU, no sub-limit, no co-pay (voluntary co-pay not opted), no "
        "deductible; SI 10,00,000 available.",
        "Payable 23,250 = claimed -> approve; <= 25,000 -> auto."],
    "layouts": {"bill": "tabular", "discharge_summary": "classic", "scanned": []},
    "_spec": spec,
})

# ------------------------------------------------------------------ A2: partial (List I + proportionate)
spec = {
    "hospital": H_LKO, "patient_name": "Ramesh Chandra Srivastava", "member_id": "SBI-AV-7730-01",
    "policy_number": "P/171100/01/2026/007730", "age": 54, "gender": "Male", "uhid": "GNC-2026-004418",
    "ip_number": "GNC/IP/26/0211", "admission_date": "2026-01-19", "discharge_date": "2026-01-23",
    "diagnosis": "Community acquired pneumonia, right lower lobe", "procedure": None, "procedure_date": None,
    "treating_doctor": "Dr. Saurabh Awasthi", "doctor_qualification": "MBBS, MD (Pulmonary Medicine)",
    "doctor_registration": "UPMC 48213", "department": "Pulmonary Medicine",
    "room_category": "Single Room (Deluxe)", "room_rate_per_day": 6000, "bed_number": "D-207",
    "bill_number": "GNC/IPB/2026/00418", "bill_date": "2026-01-23",
    "line_items": [
        line("Room Rent - Single Room Deluxe (incl. nursing)", "room", 4, 6000, "RR-D"),
        line("Consultation - Pulmonologist visits", "doctor_fees", 4, 1500, "CN-PUL"),
        line("Pharmacy - antibiotics, nebulisation drugs", "pharmacy", 1, 18640, "PHR"),
        line("Medical Consumables", "consumables", 1, 3260, "CNS"),
        line("Laboratory & Radiology - CBC, CRP, blood culture, chest X-ray", "diagnostics", 1, 7850, "INV"),
        line("Attendant Charges", "other", 4, 400, "ATT"),
        line("Telephone Charges", "other", 1, 300, "TEL"),
    ],
    "bill_total": 61650,
    "payment": {"receipt_number": "GNC/RCPT/26/1190", "receipt_date": "2026-01-23", "amount": 61650,
                "mode": "Credit Card", "reference": "XXXX-4471"},
    "chief_complaints": "Fever with chills, productive cough and breathlessness for 4 days.",
    "course_in_hospital": "Chest X-ray showed right lower lobe consolidation. Treated with IV antibiotics, "
                          "nebulisation and oxygen by nasal prongs for 2 days. Afebrile from day 3, saturation "
                          "maintained on room air.",
    "advice": ("Tab. Amoxicillin-clavulanate 625 mg twice daily x 5 days.", "Steam inhalation.",
               "Repeat chest X-ray after 3 weeks; review in OPD after 7 days."),
}
CASES.append({
    "id": "s28-h1-1-pneumonia-silver-room-proportionate",
    "scenario": "Silver Plan, SI Rs 4 lakh (room limit 1% of SI = Rs 4,000/day). Four days in a deluxe single room at "
                "Rs 6,000/day (nursing included in the tariff) for pneumonia; bill also charges attendant and telephone "
                "(List I). Associated medical expenses (room, doctor) scaled 4,000/6,000.",
    "policy": policy_block(A_PDF, "P/171100/01/2026/007730", A_UIN, A_INS, A_PROD, "2025-07-01", "2026-06-30",
                           "Silver", 400000, 0,
                           [{"member_id": "SBI-AV-7730-01", "name": "Ramesh Chandra Srivastava", "dob": "1971-08-09",
                             "gender": "male", "relationship": "self", "covered_since": "2022-07-01",
                             "declared_ped": ["hypertension"]}],
                           {"room_rent_limit": {"kind": "percent_si_per_day", "value": 1},
                            "icu_limit": {"kind": "percent_si_per_day", "value": 2},
                            "ambulance_limit": {"kind": "amount", "value": 2000},
                            "cataract_limit": {"kind": "amount", "value": 25000},
                            "copay": {"percent": 0, "condition": None},
                            "pre_hospitalisation_days": 30, "post_hospitalisation_days": 60}),
    "claim": {"member_id": "SBI-AV-7730-01", "loss_date": "2026-01-19", "amount_claimed": 61650,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": 49750,
                 "reason_codes": ["NON_PAYABLE_ITEMS", "ROOM_RENT_PROPORTIONATE_DEDUCTION"], "route": "human",
                 "clauses": ["3.1 a): \"Under the Silver Plan the eligible accommodation is limited to 1 percent of the Sum Insured for each day of admission\"",
                             "3.1 Proportionate deduction: \"We shall pay the Associated Medical Expenses only in the ratio that the eligible room charge bears to the room charge actually incurred\"",
                             "4.3.7: \"Items of a non-medical nature listed in Annexure I (List I - items for which coverage is not available).\"",
                             "Annexure I: \"24. Attendant charges\"", "Annexure I: \"14. Telephone charges\""]},
    "working": [
        "Policy in force 01-07-2025 to 30-06-2026 on 19-01-2026; member covered since 01-07-2022 (all waits served; "
        "declared PED hypertension unrelated and past 36 months anyway); pneumonia not excluded.",
        "Bill lines: Room 4 x 6,000 = 24,000; Pulmonologist 4 x 1,500 = 6,000; Pharmacy 18,640; Consumables 3,260; "
        "Lab & Radiology 7,850; Attendant 4 x 400 = 1,600; Telephone 300. Sum 61,650 = bill total.",
        "Step 1 List I (Annexure I): Attendant charges 1,600 (item 24) and Telephone charges 300 (item 14) dropped: "
        "61,650 - 1,900 = 59,750.",
        "Step 2 room: Silver limit 1% x 4,00,000 = 4,000/day; actual 6,000/day -> ratio 4,000/6,000 = 2/3 on associated "
        "medical expenses (3.1 / 2.2.1: room and doctor fees; not pharmacy, consumables, diagnostics). Room 24,000 -> "
        "16,000 (-8,000); doctor 6,000 -> 4,000 (-2,000). Deduction 10,000: 59,750 - 10,000 = 49,750.",
        "Step 3 no sub-limit; step 4 co-pay 0 (voluntary co-pay not opted); step 5 deductible 0; step 6 SI 4,00,000 "
        "available.",
        "Payable 49,750 < claimed 61,650 -> partial, route human."],
    "layouts": {"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": []},
    "_spec": spec,
})

# ------------------------------------------------------------------ A3: deny, cataract within 24 months (Excl02)
spec = {
    "hospital": H_HYD, "patient_name": "Padmavathi Reddy", "member_id": "SBI-AV-5526-02",
    "policy_number": "P/171100/01/2026/005526", "age": 63, "gender": "Female", "uhid": "SLE-26-00871",
    "ip_number": "SLE/DC/26/0133", "admission_date": "2026-01-12", "discharge_date": "2026-01-12",
    "diagnosis": "Immature senile cataract, left eye", "procedure": "Phacoemulsification with foldable IOL implantation, left eye",
    "procedure_date": "2026-01-12", "treating_doctor": "Dr. K. Srinivas Rao", "doctor_qualification": "MBBS, MS (Ophthalmology)",
    "doctor_registration": "TSMC 31877", "department": "Ophthalmology",
    "room_category": "Day Care Ward", "room_rate_per_day": 3000, "bed_number": "DC-4",
    "bill_number": "SLE/B/2026/0133", "bill_date": "2026-01-12",
    "line_items": [
        line("Day Care Ward Charges", "room", 1, 3000, "DCW"),
        line("Surgeon Fees - Phacoemulsification, left eye", "surgeon_fees", 1, 15000, "SUR-PH", "left"),
        line("Operation Theatre Charges", "ot", 1, 8000, "OT-1"),
        line("Foldable Intraocular Lens (IOL) - left eye", "implants", 1, 18000, "IOL-F", "left"),
        line("Pharmacy - eye drops, injections", "pharmacy", 1, 2400, "PH"),
        line("Surgical Consumables - phaco pack", "consumables", 1, 1800, "CS"),
        line("Pre-operative Investigations - biometry, A-scan, blood tests", "diagnostics", 1, 2200, "INV"),
    ],
    "bill_total": 50400,
    "payment": {"receipt_number": "SLE/R/26/0098", "receipt_date": "2026-01-12", "amount": 50400, "mode": "NEFT",
                "reference": "UTR SBIN226012008812"},
    "chief_complaints": "Gradual painless diminution of vision in left eye for 1 year.",
    "course_in_hospital": "Phacoemulsification with foldable IOL implantation done under topical anaesthesia on "
                          "12-01-2026. Procedure uneventful. Discharged the same day.",
    "advice": ("Moxifloxacin-prednisolone eye drops 6 times daily, tapering over 4 weeks.", "Protective goggles; avoid head bath for 1 week.",
               "Review after 1 week."),
}
CASES.append({
    "id": "s28-h1-1-cataract-within-24m-excl02",
    "scenario": "Gold Plan, SI Rs 7.5 lakh; cataract surgery (left eye) in the 15th month of continuous cover. Cataract "
                "is on the Excl02 list with a 24-month wait; not an accident. Repudiation.",
    "policy": policy_block(A_PDF, "P/171100/01/2026/005526", A_UIN, A_INS, A_PROD, "2025-10-20", "2026-10-19",
                           "Gold", 750000, 0,
                           [{"member_id": "SBI-AV-5526-01", "name": "Venkata Reddy", "dob": "1960-02-02",
                             "gender": "male", "relationship": "self", "covered_since": "2024-10-20",
                             "declared_ped": []},
                            {"member_id": "SBI-AV-5526-02", "name": "Padmavathi Reddy", "dob": "1962-11-17",
                             "gender": "female", "relationship": "spouse", "covered_since": "2024-10-20",
                             "declared_ped": []}],
                           {"room_rent_limit": {"kind": "percent_si_per_day", "value": 2, "cap_inr": 8000},
                            "icu_limit": {"kind": "percent_si_per_day", "value": 4, "cap_inr": 16000},
                            "cataract_limit": {"kind": "amount", "value": 40000},
                            "ambulance_limit": {"kind": "amount", "value": 3000},
                            "copay": {"percent": 0, "condition": None}}),
    "claim": {"member_id": "SBI-AV-5526-02", "loss_date": "2026-01-12", "amount_claimed": 50400,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["SPECIFIC_DISEASE_WAITING_PERIOD"],
                 "route": "crc", "exclusion_code": "Excl02",
                 "clauses": ["4.1.2 Specified disease/procedure waiting period - Code- Excl02: \"shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.\"",
                             "4.1.2 f): \"1. Cataract;\"",
                             "3.10: \"subject to the waiting period under Section 4.1.2 (Code- Excl02)\""]},
    "working": [
        "Policy in force 20-10-2025 to 19-10-2026 on 12-01-2026; member SBI-AV-5526-02 in the schedule, covered since "
        "20-10-2024.",
        "Cataract is item 1 of the Excl02 list (24 months). 24 months from 20-10-2024 are served on 20-10-2026; the "
        "surgery on 12-01-2026 is in month 15 -> SPECIFIC_DISEASE_WAITING_PERIOD. Not an accident.",
        "Bill lines: Day care ward 3,000; Surgeon 15,000; OT 8,000; IOL 18,000; Pharmacy 2,400; Consumables 1,800; "
        "Investigations 2,200. Sum 50,400 = bill total (the Gold cataract cap of Rs 40,000 per eye would otherwise apply).",
        "Payable 0 -> deny, route crc."],
    "layouts": {"bill": "compact", "discharge_summary": "classic", "scanned": []},
    "_spec": spec,
})

# ------------------------------------------------------------------ B1: clean apart from mandatory 20% co-pay
spec = {
    "hospital": H_CBE, "patient_name": "Kamala Sundaram", "member_id": "SGY-26-118842-01",
    "policy_number": "P/181112/01/2026/118842", "age": 64, "gender": "Female", "uhid": "KSC/25/77120",
    "ip_number": "KSC-IP-25-3307", "admission_date": "2025-11-18", "discharge_date": "2025-11-21",
    "diagnosis": "Acute gastroenteritis with dehydration", "procedure": None, "procedure_date": None,
    "treating_doctor": "Dr. P. Senthil Kumar", "doctor_qualification": "MBBS, MD (General Medicine)",
    "doctor_registration": "TNMC 68214", "department": "General Medicine",
    "room_category": "Semi-Private Room", "room_rate_per_day": 3500, "bed_number": "SP-108",
    "bill_number": "KSC/IP/25/3307", "bill_date": "2025-11-21",
    "line_items": [
        line("Room Rent - Semi-Private (incl. nursing)", "room", 3, 3500),
        line("Physician Consultation", "doctor_fees", 3, 1000),
        line("Pharmacy", "pharmacy", 1, 7460),
        line("Consumables", "consumables", 1, 1240),
        line("Laboratory Investigations", "diagnostics", 1, 4300),
    ],
    "bill_total": 26500,
    "payment": None,
    "chief_complaints": "Vomiting and loose stools since previous evening, weakness and giddiness.",
    "course_in_hospital": "Admitted with dehydration and mild hypokalaemia. Treated with IV fluids, potassium "
                          "correction, antiemetics and probiotics. Symptoms settled by day 3.",
    "advice": ("ORS as advised; soft bland diet.", "Review with electrolyte report after 1 week."),
}
CASES.append({
    "id": "s28-h1-2-gastroenteritis-entry62-copay20",
    "scenario": "Star Golden Years, SI Rs 3 lakh (room Rs 4,000/day). Entry age 62 (20% co-pay on every claim). Three "
                "days in a semi-private room at Rs 3,500/day for gastroenteritis; nothing else to deduct. The wording "
                "has a mandatory co-pay, so even this clean claim is paid at 80%.",
    "policy": policy_block(B_PDF, "P/181112/01/2026/118842", B_UIN, B_INS, B_PROD, "2025-08-05", "2026-08-04",
                           None, 300000, 20,
                           [{"member_id": "SGY-26-118842-01", "name": "Kamala Sundaram", "dob": "1961-04-03",
                             "gender": "female", "relationship": "self", "covered_since": "2023-08-05",
                             "declared_ped": ["hypothyroidism"]}],
                           {"room_rent_limit": {"kind": "amount_per_day", "value": 4000},
                            "icu_limit": {"kind": "amount_per_day", "value": 7500},
                            "cataract_limit": {"kind": "amount", "value": 35000},
                            "copay": {"percent": 20, "condition": "age at entry 60 to 65 years"}}),
    "claim": {"member_id": "SGY-26-118842-01", "loss_date": "2025-11-18", "amount_claimed": 26500,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": 21200, "reason_codes": ["COPAY"], "route": "human",
                 "clauses": ["Section II.2: \"for Rs.3 lakhs and Rs.4 lakhs up to Rs.4,000/- per day\"",
                             "Section II.12 Co-payment: \"where the Age at Entry is 60 to 65 years, 20% of each and every admissible claim\""]},
    "working": [
        "Policy in force 05-08-2025 to 04-08-2026 on 18-11-2025; covered since 05-08-2023 (age at entry 62 from dob "
        "03-04-1961). Gastroenteritis is unrelated to the declared PED (hypothyroidism), not in the Excl02 list; "
        "30-day wait served.",
        "Bill lines: Room 3 x 3,500 = 10,500; Physician 3 x 1,000 = 3,000; Pharmacy 7,460; Consumables 1,240; "
        "Laboratory 4,300. Sum 26,500 = bill total.",
        "Step 1 no List I item. Step 2 room 3,500/day <= Rs 4,000/day (SI 3 lakh band): no deduction. Step 3 no sub-limit.",
        "Step 4 co-pay 20% (entry age 60-65, not a PED claim): 26,500 x 20% = 5,300; 26,500 - 5,300 = 21,200. Step 5 "
        "no deductible; step 6 SI 3,00,000 available.",
        "Payable 21,200 < claimed 26,500 -> partial (the only deduction is the wording's compulsory co-pay), route human."],
    "layouts": {"bill": "compact", "discharge_summary": "narrative", "scanned": []},
    "_spec": spec,
})

# ------------------------------------------------------------------ B2: partial - room proportionate, ambulance cap, 30% co-pay
spec = {
    "hospital": H_CHN, "patient_name": "Natarajan Iyer", "member_id": "SGY-26-204417-01",
    "policy_number": "P/181112/01/2026/204417", "age": 69, "gender": "Male", "uhid": "ARH-0026-55102",
    "ip_number": "ARH/IP/2026/1145", "admission_date": "2026-02-09", "discharge_date": "2026-02-13",
    "diagnosis": "Community acquired pneumonia, left lower lobe", "procedure": None, "procedure_date": None,
    "treating_doctor": "Dr. Lakshmi Narayanan", "doctor_qualification": "MBBS, DNB (Respiratory Medicine)",
    "doctor_registration": "TNMC 74502", "department": "Respiratory Medicine",
    "room_category": "Single Room", "room_rate_per_day": 4000, "bed_number": "S-311",
    "bill_number": "ARH/FB/2026/02219", "bill_date": "2026-02-13",
    "line_items": [
        line("Room Rent - Single Room (incl. nursing)", "room", 4, 4000, "RM-S"),
        line("Consultant Visits - Pulmonologist", "doctor_fees", 4, 1200, "CV-PUL"),
        line("Pharmacy & Drugs", "pharmacy", 1, 14380, "PHM"),
        line("Consumables", "consumables", 1, 2140, "CNS"),
        line("Investigations - blood tests, sputum culture, chest X-ray", "diagnostics", 1, 6900, "INV"),
        line("Ambulance Charges - home to hospital", "ambulance", 1, 2200, "AMB"),
    ],
    "bill_total": 46420,
    "payment": {"receipt_number": "ARH/RC/26/4471", "receipt_date": "2026-02-13", "amount": 46420, "mode": "Cash",
                "reference": None},
    "chief_complaints": "Fever, cough with expectoration and breathlessness for 3 days.",
    "course_in_hospital": "Chest X-ray showed left lower lobe consolidation. Started on IV antibiotics and "
                          "nebulisation; oxygen support for 1 day. Clinically improved, afebrile from day 3.",
    "advice": ("Tab. Cefuroxime 500 mg twice daily x 5 days.", "Breathing exercises.", "Review after 1 week with chest X-ray."),
}
CASES.append({
    "id": "s28-h1-2-pneumonia-entry66-room-ambulance-copay30",
    "scenario": "Star Golden Years, SI Rs 2 lakh (room Rs 2,500/day incl. nursing; ambulance Rs 1,500 per "
                "hospitalisation). Entry age 66 -> 30% co-pay. Four days in a single room at Rs 4,000/day for pneumonia, "
                "ambulance billed Rs 2,200.",
    "policy": policy_block(B_PDF, "P/181112/01/2026/204417", B_UIN, B_INS, B_PROD, "2025-12-01", "2026-11-30",
                           None, 200000, 30,
                           [{"member_id": "SGY-26-204417-01", "name": "Natarajan Iyer", "dob": "1956-09-14",
                             "gender": "male", "relationship": "self", "covered_since": "2022-12-01",
                             "declared_ped": ["hypertension"]}],
                           {"room_rent_limit": {"kind": "amount_per_day", "value": 2500},
                            "icu_limit": {"kind": "amount_per_day", "value": 5000},
                            "ambulance_limit": {"kind": "amount", "value": 1500},
                            "cataract_limit": {"kind": "amount", "value": 30000},
                            "copay": {"percent": 30, "condition": "age at entry 66 years or above"}}),
    "claim": {"member_id": "SGY-26-204417-01", "loss_date": "2026-02-09", "amount_claimed": 46420,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": 26544,
                 "reason_codes": ["ROOM_RENT_PROPORTIONATE_DEDUCTION", "SUBLIMIT", "COPAY"], "route": "human",
                 "clauses": ["Section II.2: \"for Rs.2 lakhs up to Rs.2,500/- per day\"",
                             "Section II Note on room rent: \"the Associated Medical Expenses shall be payable in the proportion which the admissible room rent bears to the room rent actually charged\"",
                             "Section II.6: \"are payable up to Rs.1,500/- for each hospitalisation\"",
                             "Section II.12: \"where the Age at Entry is 66 years or above, 30% of each and every admissible claim\""]},
    "working": [
        "Policy in force 01-12-2025 to 30-11-2026 on 09-02-2026; covered since 01-12-2022 (dob 14-09-1956: age 66 at "
        "entry). Pneumonia is not the declared PED (hypertension), not in the Excl02 list; waits served.",
        "Bill lines: Room 4 x 4,000 = 16,000; Pulmonologist 4 x 1,200 = 4,800; Pharmacy 14,380; Consumables 2,140; "
        "Investigations 6,900; Ambulance 2,200. Sum 46,420 = bill total.",
        "Step 1 no List I item.",
        "Step 2 room: SI 2 lakh band limit Rs 2,500/day (incl. nursing); actual 4,000/day -> ratio 2,500/4,000 = 0.625 "
        "on Associated Medical Expenses (room, doctor; not medicines, consumables, diagnostics). Room 16,000 -> 10,000 "
        "(-6,000); doctor 4,800 -> 3,000 (-1,800). 46,420 - 7,800 = 38,620.",
        "Step 3 ambulance capped at Rs 1,500 per hospitalisation: 2,200 -> 1,500 (-700). 38,620 - 700 = 37,920.",
        "Step 4 co-pay 30% (entry age 66 or above; not a PED claim): 37,920 x 30% = 11,376; 37,920 - 11,376 = 26,544. "
        "Step 5 no deductible; step 6 SI 2,00,000 available.",
        "Payable 26,544 < claimed 46,420 -> partial, route human."],
    "layouts": {"bill": "tabular", "discharge_summary": "classic", "scanned": ["bill"]},
    "_spec": spec,
})

# ------------------------------------------------------------------ B3: deny, declared PED within 12 months (Excl01)
spec = {
    "hospital": H_MYS, "patient_name": "Shivalingappa Gowda", "member_id": "SGY-25-330190-01",
    "policy_number": "P/181112/01/2025/330190", "age": 71, "gender": "Male", "uhid": "CHD-25-10442",
    "ip_number": "CHD/IP/26/0087", "admission_date": "2026-01-27", "discharge_date": "2026-01-30",
    "diagnosis": "Uncontrolled type 2 diabetes mellitus with hyperglycaemia and diabetic ketosis",
    "procedure": None, "procedure_date": None,
    "treating_doctor": "Dr. Manjunath B. S.", "doctor_qualification": "MBBS, MD, DM (Endocrinology)",
    "doctor_registration": "KMC 61288", "department": "Endocrinology",
    "room_category": "General Ward", "room_rate_per_day": 2000, "bed_number": "GW-22",
    "bill_number": "CHDC/IPB/2026/0087", "bill_date": "2026-01-30",
    "line_items": [
        line("Ward Charges - General Ward (incl. nursing)", "room", 3, 2000),
        line("Consultation - Endocrinologist", "doctor_fees", 3, 1000),
        line("Pharmacy - insulin, IV fluids", "pharmacy", 1, 9350),
        line("Consumables - glucometer strips, IV sets", "consumables", 1, 1480),
        line("Investigations - blood sugar series, HbA1c, ketones, RFT", "diagnostics", 1, 5270),
    ],
    "bill_total": 25100,
    "payment": {"receipt_number": "CHDC/R/26/0412", "receipt_date": "2026-01-30", "amount": 25100, "mode": "UPI",
                "reference": "UPI 602918337410"},
    "chief_complaints": "Known diabetic for 12 years on oral drugs; excessive thirst, frequent urination and "
                        "drowsiness for 2 days. RBS 486 mg/dl on arrival, urine ketones positive.",
    "course_in_hospital": "Managed with IV fluids and insulin infusion, switched to basal-bolus insulin. Ketones "
                          "cleared within 24 hours; sugars controlled by day 3.",
    "advice": ("Inj. Insulin glargine 14 units at bedtime; Inj. insulin aspart 6 units before meals.",
               "Diabetic diet; home blood sugar monitoring.", "Review in 1 week."),
}
CASES.append({
    "id": "s28-h1-2-diabetes-ped-within-12m-excl01",
    "scenario": "Star Golden Years, SI Rs 5 lakh, first policy from 15-06-2025; type 2 diabetes declared at proposal. "
                "Admission for uncontrolled diabetes with ketosis in month 8, inside the 12-month PED wait (Excl01). "
                "Repudiation.",
    "policy": policy_block(B_PDF, "P/181112/01/2025/330190", B_UIN, B_INS, B_PROD, "2025-06-15", "2026-06-14",
                           None, 500000, 30,
                           [{"member_id": "SGY-25-330190-01", "name": "Shivalingappa Gowda", "dob": "1954-07-30",
                             "gender": "male", "relationship": "self", "covered_since": "2025-06-15",
                             "declared_ped": ["type 2 diabetes mellitus"]}],
                           {"room_rent_limit": {"kind": "amount_per_day", "value": 5000},
                            "icu_limit": {"kind": "amount_per_day", "value": 10000},
                            "cataract_limit": {"kind": "amount", "value": 40000},
                            "copay": {"percent": 30, "condition": "age at entry 66 years or above"}}),
    "claim": {"member_id": "SGY-25-330190-01", "loss_date": "2026-01-27", "amount_claimed": 25100,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["PED_WAITING_PERIOD"], "route": "crc",
                 "exclusion_code": "Excl01",
                 "clauses": ["Section III.A.1 Pre-Existing Diseases (Code - Excl 01): \"shall be excluded until the expiry of 12 months of continuous coverage after the date of inception of the first policy with the Company.\""]},
    "working": [
        "Policy in force 15-06-2025 to 14-06-2026 on 27-01-2026; member covered since 15-06-2025 (first policy, no "
        "portability credit), age at entry 70.",
        "Type 2 diabetes declared at proposal = pre-existing disease. The 12-month PED wait from 15-06-2025 is served "
        "on 15-06-2026; admission on 27-01-2026 (month 8) for uncontrolled diabetes/ketosis, a direct complication "
        "-> PED_WAITING_PERIOD.",
        "Bill lines: Ward 3 x 2,000 = 6,000; Endocrinologist 3 x 1,000 = 3,000; Pharmacy 9,350; Consumables 1,480; "
        "Investigations 5,270. Sum 25,100 = bill total. (Had the wait been served, this PED claim would carry the 40% PED co-pay instead of the 30% entry-age co-pay.)",
        "Payable 0 -> deny, route crc."],
    "layouts": {"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": ["discharge_summary"]},
    "_spec": spec,
})


def check_clause_quotes(case):
    doc = os.path.join(HERE, case["policy"]["document"])
    a, b = pages_text(doc)
    bad = []
    for c in case["expected"]["clauses"]:
        q = c.split(":", 1)[1].strip() if ":" in c else c
        q = q.strip().strip('"')
        nq = norm(q)
        if not any(nq in x and nq in y for x, y in zip(a, b)):
            bad.append(q)
    return bad


def main():
    total_bad = 0
    for case in CASES:
        spec = case.pop("_spec")
        cs = ClaimDocumentSpec.model_validate(spec)
        assert cs.total_matches_lines, case["id"]
        assert cs.bill_total == case["claim"]["amount_claimed"], case["id"]
        folder = os.path.join(HERE, "claims", case["id"])
        os.makedirs(folder, exist_ok=True)
        bill = render_bill(cs, case["layouts"]["bill"])
        ds = render_discharge_summary(cs, case["layouts"]["discharge_summary"])
        if "bill" in case["layouts"]["scanned"]:
            bill = render_scanned(bill)
        if "discharge_summary" in case["layouts"]["scanned"]:
            ds = render_scanned(ds)
        open(os.path.join(folder, "bill.pdf"), "wb").write(bill)
        open(os.path.join(folder, "discharge_summary.pdf"), "wb").write(ds)
        with open(os.path.join(folder, "claim_spec.json"), "w") as fh:
            fh.write(cs.model_dump_json(indent=2))
        with open(os.path.join(folder, "case.json"), "w") as fh:
            json.dump(case, fh, indent=2, ensure_ascii=False)
        bad = check_clause_quotes(case)
        total_bad += len(bad)
        print(case["id"], case["expected"]["decision"], case["expected"]["payable_amount"], "bad quotes:", bad)
    return total_bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
