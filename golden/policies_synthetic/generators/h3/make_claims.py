"""Write 3 claim cases per h3 wording (clean, partial, deny) and render their documents.

Run: PYTHONPATH=/work/main/layers /work/main/.venv/bin/python make_claims.py
"""
import json
import os
import sys

sys.path.insert(0, "/work/main/layers")
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec  # noqa: E402
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from qcheck import find_pages  # noqa: E402
from make_labels import A_PDF, B_PDF  # noqa: E402

A_META = {"document": A_PDF, "uin": "RSAHLGP26027V012526", "insurer": "Royal Sundaram General Insurance Co. Limited",
          "product": "Group Mediclaim Secure Policy"}
B_META = {"document": B_PDF, "uin": "CHIHLIP26061V012526", "insurer": "Care Health Insurance Limited",
          "product": "Care Vital Shield"}

H_CHENNAI = {"name": "Sundaram Multispeciality Hospital", "address_lines": ["No. 18, Dr. Radhakrishnan Salai, Mylapore", "Chennai - 600004", "Tamil Nadu"],
             "phone": "044-2847 3310", "email": "billing@smhchennai.in", "gstin": "33AADCS5521M1Z4",
             "registration_number": "TN/CHN/CE/2015/00417", "rohini_id": "8900033021457", "pan": "AADCS5521M",
             "accreditation": "NABH Accredited Hospital (H-2016-0288)"}
H_HYD = {"name": "Deccan Lifeline Hospitals", "address_lines": ["Plot 7, Road No. 2, Banjara Hills", "Hyderabad - 500034", "Telangana"],
         "phone": "040-2335 7788", "email": "accounts@deccanlifeline.in", "gstin": "36AAFCD7710Q1ZK",
         "registration_number": "TS/HYD/CEA/2018/01192", "rohini_id": "8900036110284", "pan": "AAFCD7710Q",
         "accreditation": "NABH Accredited (H-2019-0631)"}
H_PUNE = {"name": "Sahyadri Nayan Eye and Day Care Centre", "address_lines": ["1204/5, Shivajinagar, FC Road", "Pune - 411005", "Maharashtra"],
          "phone": "020-2553 1199", "email": "billing@sahyadrinayan.in", "gstin": "27AAJCS3398H1ZP",
          "registration_number": "MH/PUN/BNH/2017/0764", "rohini_id": "8900027045519", "pan": "AAJCS3398H",
          "accreditation": None}
H_JAIPUR = {"name": "Aravali Surgical and Maternity Hospital", "address_lines": ["B-14, Malviya Nagar", "Jaipur - 302017", "Rajasthan"],
            "phone": "0141-252 6640", "email": "ipd@aravalihospital.in", "gstin": "08AAKCA6612R1ZT",
            "registration_number": "RJ/JPR/CE/2014/00351", "rohini_id": "8900008033761", "pan": "AAKCA6612R",
            "accreditation": "NABH Entry Level (EL-2020-1187)"}
H_KOCHI = {"name": "Periyar Medical Trust Hospital", "address_lines": ["NH Bypass, Palarivattom", "Kochi - 682025", "Kerala"],
           "phone": "0484-234 9900", "email": "billing@periyarmedical.org", "gstin": "32AABTP4471D1Z9",
           "registration_number": "KL/EKM/CE/2016/02210", "rohini_id": "8900032018845", "pan": "AABTP4471D",
           "accreditation": "NABH Accredited Hospital (H-2015-0199)"}


def L(desc, cat, qty, rate, code=None, eye=None):
    return {"description": desc, "category": cat, "quantity": qty, "rate": rate, "amount": qty * rate,
            "service_code": code, "eye": eye}


def member(mid, name, dob, gender, rel, since, ped=()):
    return {"member_id": mid, "name": name, "dob": dob, "gender": gender, "relationship": rel,
            "covered_since": since, "declared_ped": list(ped)}


CASES = []

# ---------------------------------------------------------------- A1: clean, PED waived, joined 19 days earlier
A1_LINES = [
    L("Room Charges (incl. nursing) - Single Private AC", "room", 2, 4500, "RM02"),
    L("Consultation - Cardiologist", "doctor_fees", 2, 1200, "CN11"),
    L("Pharmacy - IV Labetalol, Tablets & IV Fluids", "pharmacy", 1, 4860, "PH01"),
    L("Medical Consumables", "consumables", 1, 1150, "CS01"),
    L("ECG and 2D Echocardiography", "diagnostics", 1, 3200, "CD04"),
    L("Pathology - RFT, Electrolytes, Lipid Profile, Urine R/M", "diagnostics", 1, 2450, "LB07"),
    L("USG Renal Artery Doppler", "diagnostics", 1, 1800, "RD03"),
]
CASES.append({
    "id": "s28-h3-rsg-ped-hypertension-waived-clean",
    "meta": A_META, "policy_id": "P/910233/01/2025/004512",
    "effective_from": "2025-04-01", "effective_to": "2026-03-31",
    "schedule": {"plan": None, "policy_type": "floater", "sum_insured": 500000, "cumulative_bonus": 0,
                 "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly",
                 "zone": None, "optional_covers": [],
                 "members": [member("RSG-004512-0871-E", "Arvind Subramanian", "1984-03-22", "male", "self", "2025-07-01", ["essential hypertension"]),
                             member("RSG-004512-0871-S", "Lakshmi Arvind", "1987-11-05", "female", "spouse", "2025-07-01")],
                 "terms": {"initial_waiting_period_days": 0, "ped_waiting_period_months": 0,
                           "specific_disease_waiting_period_months": 0,
                           "copay": {"percent": 0, "condition": None}}},
    "claim_member": "RSG-004512-0871-E",
    "scenario": "Employee who joined the company (and the group policy) on 01-07-2025 with declared essential hypertension is admitted 19 days later for hypertensive urgency. The group wording waives the 30-day wait and the PED exclusion (4.1), room at Rs 4,500/day is within 2% of the Rs 5 lakh floater: paid in full.",
    "spec": {"hospital": H_CHENNAI, "patient_name": "Arvind Subramanian", "member_id": "RSG-004512-0871-E",
             "policy_number": "P/910233/01/2025/004512", "age": 41, "gender": "Male", "uhid": "SMH-25-118034",
             "ip_number": "IP/2025/07/2291", "admission_date": "2025-07-20", "discharge_date": "2025-07-22",
             "diagnosis": "Hypertensive urgency in known essential hypertension", "procedure": None, "procedure_date": None,
             "treating_doctor": "Dr. K. Srinivasan", "doctor_qualification": "MBBS, MD, DM (Cardiology)",
             "doctor_registration": "TNMC 61204", "department": "Cardiology", "room_category": "Single Private AC Room",
             "room_rate_per_day": 4500, "bed_number": "512-B", "bill_number": "SMH/IPB/25-26/03318", "bill_date": "2025-07-22",
             "line_items": A1_LINES, "payment": {"receipt_number": "SMH/RCT/25-26/03318", "receipt_date": "2025-07-22",
                                                 "mode": "Credit Card", "reference": "CC-88112"},
             "chief_complaints": "Severe occipital headache and blurring of vision since morning; BP 210/124 mmHg at presentation. Known hypertensive for 5 years on irregular treatment.",
             "course_in_hospital": "Admitted for controlled BP reduction with IV labetalol, then switched to oral amlodipine and telmisartan. No end-organ damage on ECG, echo and renal tests. BP 142/90 at discharge.",
             "advice": ["Tab. Amlodipine 5 mg OD, Tab. Telmisartan 40 mg OD.", "Low-salt diet; home BP log.", "Review in cardiology OPD after 10 days."]},
    "layouts": {"bill": "tabular", "discharge_summary": "classic", "scanned": []},
    "expected": {"decision": "approve", "reason_codes": [], "route": "auto",
                 "clauses": [("4.1 (c)", "pre-existing diseases are covered from day one of the Policy."),
                             ("4.1 (a)", "the 30 days waiting period for Illness from the commencement of the Policy;"),
                             ("2.1.1 (a)", "limited to 2% of the Sum Insured per day of admission.")]},
    "working": [
        "Policy in force 01-04-2025 to 31-03-2026; loss (admission) 20-07-2025. Member RSG-004512-0871-E (employee) enrolled from 01-07-2025, 19 days before admission.",
        "30-day wait and PED exclusion: both waived for every Insured Person under 4.1 (a) and (c) (terms pinned: initial 0 days, PED 0 months). Declared essential hypertension is the cause of admission but is covered from day one. No standard exclusion applies.",
        "Bill lines: Room (incl. nursing) Single Private AC 2 x 4,500 = 9,000; Consultation - Cardiologist 2 x 1,200 = 2,400; Pharmacy 4,860; Consumables 1,150; ECG and 2D Echo 3,200; Pathology 2,450; USG Renal Artery Doppler 1,800. Sum 24,860 = bill total.",
        "No List I item. Room limit 2% of SI per day = 2% x 5,00,000 = 10,000/day; room charged 4,500/day -> no proportionate deduction. No ICU, no sublimit items.",
        "Employee's own claim: no co-payment (Section 3 applies to parents only). No deductible. SI 5,00,000 floater, nothing paid this year.",
        "Payable 24,860 = claimed -> approve; <= 25,000 so the route is auto.",
    ],
})

# ---------------------------------------------------------------- A2: parent, room above 2% -> proportionate, 10% co-pay
A2_LINES = [
    L("Room Charges (incl. nursing) - Deluxe Room", "room", 4, 8000, "RM04"),
    L("Consultation - Pulmonologist", "doctor_fees", 4, 1500, "CN21"),
    L("Pharmacy - IV Antibiotics & Medicines", "pharmacy", 1, 14350, "PH01"),
    L("Medical Consumables", "consumables", 1, 3260, "CS01"),
    L("Pathology - CBC, CRP, Procalcitonin, Blood Culture", "diagnostics", 1, 5480, "LB11"),
    L("Radiology - Chest X-ray and HRCT Thorax", "diagnostics", 1, 6200, "RD08"),
]
CASES.append({
    "id": "s28-h3-rsg-parent-room-proportionate-copay",
    "meta": A_META, "policy_id": "P/910233/01/2025/004512",
    "effective_from": "2025-04-01", "effective_to": "2026-03-31",
    "schedule": {"plan": None, "policy_type": "floater", "sum_insured": 300000, "cumulative_bonus": 0,
                 "copay_percent": 10, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly",
                 "zone": None, "optional_covers": ["Parental cover (dependent parents)"],
                 "members": [member("RSG-004512-1290-E", "Nikhil Reddy", "1990-06-14", "male", "self", "2024-04-01"),
                             member("RSG-004512-1290-F", "Venkat Reddy", "1959-02-08", "male", "father", "2024-04-01", ["type 2 diabetes mellitus"])],
                 "terms": {"initial_waiting_period_days": 0, "ped_waiting_period_months": 0,
                           "specific_disease_waiting_period_months": 0,
                           "copay": {"percent": 10, "condition": "claims in respect of dependent parents / parents-in-law"}}},
    "claim_member": "RSG-004512-1290-F",
    "scenario": "Employee's dependent father (66) admitted for 4 days with pneumonia in a deluxe room at Rs 8,000/day, above the 2% of SI limit (Rs 6,000/day on a Rs 3 lakh floater): proportionate deduction on room and doctor fees, then the 10% co-payment on parents' claims.",
    "spec": {"hospital": H_HYD, "patient_name": "Venkat Reddy", "member_id": "RSG-004512-1290-F",
             "policy_number": "P/910233/01/2025/004512", "age": 66, "gender": "Male", "uhid": "DLH-0988421",
             "ip_number": "DLH/IP/25/30417", "admission_date": "2025-10-06", "discharge_date": "2025-10-10",
             "diagnosis": "Community acquired pneumonia, right lower lobe", "procedure": None, "procedure_date": None,
             "treating_doctor": "Dr. Sravani Kondapalli", "doctor_qualification": "MBBS, MD (Pulmonary Medicine)",
             "doctor_registration": "TSMC 40931", "department": "Pulmonology", "room_category": "Deluxe Room",
             "room_rate_per_day": 8000, "bed_number": "D-07", "bill_number": "DLH/FB/2025/30417", "bill_date": "2025-10-10",
             "line_items": A2_LINES, "payment": {"receipt_number": "DLH/RC/2025/30417", "receipt_date": "2025-10-10",
                                                 "mode": "NEFT", "reference": "UTR HDFC25283990114"},
             "chief_complaints": "Fever with chills, productive cough and breathlessness for 4 days.",
             "course_in_hospital": "HRCT showed right lower lobe consolidation. Treated with IV ceftriaxone and azithromycin, nebulisation and glycaemic control. Afebrile from day 3; SpO2 97% on room air at discharge.",
             "advice": ["Tab. Cefuroxime 500 mg BD for 5 days.", "Continue diabetic medicines.", "Review with chest X-ray after 2 weeks."]},
    "layouts": {"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": []},
    "expected": {"decision": "partial", "reason_codes": ["ROOM_RENT_PROPORTIONATE_DEDUCTION", "COPAY"], "route": "human",
                 "clauses": [("2.1.1 (a)", "limited to 2% of the Sum Insured per day of admission."),
                             ("2.1 Proportionate deduction", "the Associated Medical Expenses of that Hospitalisation shall be reimbursed only in the ratio which the eligible room rent bears to the room rent actually charged."),
                             ("Section 3", "Each admissible claim in respect of a dependent Parent or Parent-in-law shall be subject to a co-payment of 10% of the admissible claim amount")]},
    "working": [
        "Policy in force 01-04-2025 to 31-03-2026; loss 06-10-2025. Member RSG-004512-1290-F (father, dependent parent) covered since 01-04-2024. Waiting periods waived (4.1); pneumonia is not excluded; declared diabetes is irrelevant (and PED is covered from day one).",
        "Bill lines: Room (incl. nursing) Deluxe 4 x 8,000 = 32,000; Consultation - Pulmonologist 4 x 1,500 = 6,000; Pharmacy 14,350; Consumables 3,260; Pathology 5,480; Radiology 6,200. Sum 67,290 = bill total.",
        "Step 1, List I: none.",
        "Step 2, room limit 2% of SI/day = 2% x 3,00,000 = 6,000/day (room charge includes nursing, as the limit in 2.1.1 (a) does). Actual 8,000/day -> ratio 6,000/8,000 = 0.75 applied to associated expenses: room 32,000 -> 24,000; doctor fees 6,000 -> 4,500. Pharmacy, consumables and diagnostics not scaled. Deduction 8,000 + 1,500 = 9,500. Admissible 67,290 - 9,500 = 57,790.",
        "Step 3, sublimits: none billed.",
        "Step 4, co-pay 10% (claim for a dependent parent, Section 3): 10% x 57,790 = 5,779 -> 57,790 - 5,779 = 52,011.",
        "Step 5, deductible 0. Step 6, SI 3,00,000 floater, nothing paid this year -> 52,011 within SI.",
        "Payable 52,011 of 67,290 -> partial; route human.",
    ],
})

# ---------------------------------------------------------------- A3: infertility -> Excl17 deny
A3_LINES = [
    L("Room Charges (incl. nursing) - Twin Sharing", "room", 1, 4000, "RM01"),
    L("Surgeon Fees - Diagnostic Hysterolaparoscopy with Tubal Cannulation", "surgeon_fees", 1, 28000, "SG31"),
    L("Anaesthetist Fees", "surgeon_fees", 1, 6000, "AN01"),
    L("Operation Theatre Charges", "ot", 1, 14000, "OT02"),
    L("Pharmacy", "pharmacy", 1, 3900, "PH01"),
    L("Medical Consumables", "consumables", 1, 5600, "CS01"),
    L("Investigations - AMH, Hormone Panel, HSG", "diagnostics", 1, 7500, "LB19"),
]
CASES.append({
    "id": "s28-h3-rsg-infertility-excl17",
    "meta": A_META, "policy_id": "P/910233/01/2025/004512",
    "effective_from": "2025-04-01", "effective_to": "2026-03-31",
    "schedule": {"plan": None, "policy_type": "floater", "sum_insured": 500000, "cumulative_bonus": 0,
                 "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly",
                 "zone": None, "optional_covers": [],
                 "members": [member("RSG-004512-2044-E", "Rohit Mathur", "1989-09-30", "male", "self", "2023-04-01"),
                             member("RSG-004512-2044-S", "Priyanka Mathur", "1992-01-17", "female", "spouse", "2023-04-01")],
                 "terms": {"initial_waiting_period_days": 0, "ped_waiting_period_months": 0,
                           "specific_disease_waiting_period_months": 0,
                           "copay": {"percent": 0, "condition": None}}},
    "claim_member": "RSG-004512-2044-S",
    "scenario": "Employee's spouse admitted for a diagnostic hysterolaparoscopy with tubal cannulation as work-up and treatment of primary infertility. Maternity is covered from day one, but sterility and infertility are a standard exclusion (4.2.14, Code- Excl17): repudiated.",
    "spec": {"hospital": H_JAIPUR, "patient_name": "Priyanka Mathur", "member_id": "RSG-004512-2044-S",
             "policy_number": "P/910233/01/2025/004512", "age": 33, "gender": "Female", "uhid": "ASMH/2025/55120",
             "ip_number": "ASMH-IP-8841", "admission_date": "2025-11-12", "discharge_date": "2025-11-13",
             "diagnosis": "Primary infertility with bilateral proximal tubal block", "procedure": "Diagnostic hysterolaparoscopy with tubal cannulation",
             "procedure_date": "2025-11-12", "treating_doctor": "Dr. Anjali Saxena",
             "doctor_qualification": "MBBS, MS (Obstetrics and Gynaecology), Fellowship in Reproductive Medicine",
             "doctor_registration": "RMC 33218", "department": "Obstetrics, Gynaecology and Reproductive Medicine",
             "room_category": "Twin Sharing Room", "room_rate_per_day": 4000, "bed_number": "204-2",
             "bill_number": "ASMH/BILL/25/7790", "bill_date": "2025-11-13", "line_items": A3_LINES,
             "payment": {"receipt_number": "ASMH/RCPT/25/7790", "receipt_date": "2025-11-13", "mode": "UPI", "reference": "UPI-531788201"},
             "chief_complaints": "Unable to conceive after 3 years of unprotected marriage; HSG showed bilateral proximal tubal block.",
             "course_in_hospital": "Diagnostic hysterolaparoscopy under general anaesthesia for evaluation of infertility; hysteroscopic tubal cannulation done, right tube patent after cannulation. Planned for ovulation induction thereafter.",
             "advice": ["Tab. Paracetamol SOS.", "Review in reproductive medicine clinic after next menstrual cycle for ovulation induction."]},
    "layouts": {"bill": "compact", "discharge_summary": "classic", "scanned": ["discharge_summary"]},
    "expected": {"decision": "deny", "reason_codes": ["EXCLUDED_TREATMENT"], "exclusion_code": "Excl17", "route": "crc",
                 "clauses": [("4.2.14 (Code- Excl17)", "4.2.14 Sterility and Infertility - Code- Excl17"),
                             ("4.2.14", "Expenses related to sterility and infertility.")]},
    "working": [
        "Policy in force 01-04-2025 to 31-03-2026; loss 12-11-2025; member RSG-004512-2044-S (spouse) covered since 01-04-2023. Waiting periods waived (4.1), so no waiting-period stop.",
        "Bill lines: Room (incl. nursing) Twin Sharing 1 x 4,000; Surgeon 28,000; Anaesthetist 6,000; OT 14,000; Pharmacy 3,900; Consumables 5,600; Investigations 7,500. Sum 69,000 = bill total.",
        "The admission is for evaluation and treatment of primary infertility (tubal block). 4.2.14 excludes 'Expenses related to sterility and infertility' (Code- Excl17). The maternity benefit (2.5) covers delivery, MTP and miscarriage only, not infertility.",
        "Standard exclusion -> EXCLUDED_TREATMENT (Excl17), payable 0 -> deny; every repudiation goes to the CRC.",
    ],
})

# ---------------------------------------------------------------- B1: clean, cholecystectomy after 24-month wait served
B1_LINES = [
    L("Room Charges - Single Private Room", "room", 3, 5500, "RM001"),
    L("Nursing Charges", "nursing", 3, 900, "NUR01"),
    L("Consultation - Visiting Surgeon", "doctor_fees", 3, 1000, "CON01"),
    L("Surgeon Fees - Laparoscopic Cholecystectomy", "surgeon_fees", 1, 45000, "PRF31"),
    L("Anaesthetist Fees", "surgeon_fees", 1, 11000, "PRF32"),
    L("Operation Theatre Charges", "ot", 1, 18500, "OT003"),
    L("Pharmacy Charges", "pharmacy", 1, 12640, "PH001"),
    L("Medical Consumables", "consumables", 1, 7980, "CS001"),
    L("Investigations - USG Abdomen, LFT, Pre-op Profile", "diagnostics", 1, 6420, "LAB05"),
    L("Road Ambulance - Residence to Hospital", "ambulance", 1, 1800, "AMB01"),
]
CASES.append({
    "id": "s28-h3-cvs-cholecystectomy-after-24m-clean",
    "meta": B_META, "policy_id": "P/700411/01/2025/018833",
    "effective_from": "2025-05-01", "effective_to": "2026-04-30",
    "schedule": {"plan": "Classic", "policy_type": "individual", "sum_insured": 1000000, "cumulative_bonus": 0,
                 "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly",
                 "zone": None, "optional_covers": [],
                 "members": [member("CVS-018833-01", "Meenakshi Nair", "1978-04-11", "female", "self", "2022-05-01")],
                 "terms": {"room_rent_limit": {"kind": "room_category", "value": "Single Private Room"},
                           "pre_hospitalisation_days": 30, "post_hospitalisation_days": 60,
                           "modern_treatment_limit": {"kind": "percent_si", "value": 25},
                           "copay": {"percent": 0, "condition": None}}},
    "claim_member": "CVS-018833-01",
    "scenario": "Classic plan (SI 10 lakh) member covered since May 2022 has a laparoscopic cholecystectomy for gall stones in September 2025, after the 24-month specified-disease wait; single private room as eligible; road ambulance Rs 1,800 within the Rs 2,000 limit; no co-pay (entry age 44): paid in full.",
    "spec": {"hospital": H_KOCHI, "patient_name": "Meenakshi Nair", "member_id": "CVS-018833-01",
             "policy_number": "P/700411/01/2025/018833", "age": 47, "gender": "Female", "uhid": "PMT-2025-66102",
             "ip_number": "IP-25-09-0412", "admission_date": "2025-09-08", "discharge_date": "2025-09-11",
             "diagnosis": "Symptomatic cholelithiasis with chronic calculous cholecystitis", "procedure": "Laparoscopic cholecystectomy",
             "procedure_date": "2025-09-09", "treating_doctor": "Dr. Thomas Kurian", "doctor_qualification": "MBBS, MS, FMAS",
             "doctor_registration": "TCMC 38817", "department": "Surgical Gastroenterology", "room_category": "Single Private Room",
             "room_rate_per_day": 5500, "bed_number": "618", "bill_number": "PMTH/IP/2526/04412", "bill_date": "2025-09-11",
             "line_items": B1_LINES, "payment": {"receipt_number": "PMTH/RCP/2526/04412", "receipt_date": "2025-09-11",
                                                 "mode": "Debit Card", "reference": "POS 771203"},
             "chief_complaints": "Recurrent right upper abdominal pain after fatty meals for 6 months; acute episode with vomiting on the day of admission.",
             "course_in_hospital": "USG: multiple gall bladder calculi with wall thickening. Laparoscopic cholecystectomy on 09-09-2025 under GA; uneventful post-operative course; discharged on day 4.",
             "advice": ["Tab. Pantoprazole 40 mg OD for 10 days.", "Soft diet; avoid heavy lifting for 4 weeks.", "Suture removal and review after 7 days."]},
    "layouts": {"bill": "compact", "discharge_summary": "narrative", "scanned": []},
    "expected": {"decision": "approve", "reason_codes": [], "route": "human",
                 "clauses": [("3.1", "under the Essential and Classic Plans the Insured Person is entitled to a Single Private Room."),
                             ("3.5", "up to Rs 2,000 per hospitalisation, provided the related Hospitalisation claim is admitted."),
                             ("4.2 a (Code- Excl02)", "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.")]},
    "working": [
        "Policy in force 01-05-2025 to 30-04-2026; loss 08-09-2025. Member covered since 01-05-2022 (40 months): 30-day wait (Excl03) and 36-month PED wait irrelevant/served; gall bladder stones are in the 4.2 f list (24 months), served on 01-05-2024. No declared PED; no exclusion.",
        "Bill lines: Room - Single Private Room 3 x 5,500 = 16,500; Nursing 3 x 900 = 2,700; Consultation 3 x 1,000 = 3,000; Surgeon 45,000; Anaesthetist 11,000; OT 18,500; Pharmacy 12,640; Consumables 7,980; Investigations 6,420; Road Ambulance 1,800. Sum 1,25,540 = bill total.",
        "Step 1, List I: none. Step 2, Classic plan eligibility Single Private Room; the patient occupied a Single Private Room -> no proportionate deduction; no ICU.",
        "Step 3, sublimit: road ambulance 1,800 <= Rs 2,000 per hospitalisation -> paid in full. No cataract or modern treatment.",
        "Step 4, co-pay: entry at 44 (< 61) -> 0. Step 5, deductible 0. Step 6, SI 10,00,000, nothing paid this year.",
        "Payable 1,25,540 = claimed -> approve; above 25,000 so an adjuster reviews it (route human).",
    ],
})

# ---------------------------------------------------------------- B2: cataract sublimit + 20% senior-entry co-pay
B2_LINES = [
    L("Day Care Ward Charges", "room", 1, 2500, "DC01"),
    L("Surgeon Fees - Phacoemulsification, Right Eye", "surgeon_fees", 1, 25000, "OPH11", "right"),
    L("Anaesthetist Fees (Local / Topical)", "surgeon_fees", 1, 4000, "OPH12"),
    L("Operation Theatre Charges", "ot", 1, 12000, "OT01"),
    L("Implant - Foldable Hydrophobic IOL, Right Eye", "implants", 1, 24000, "IMP07", "right"),
    L("Pharmacy - Eye Drops and Medicines", "pharmacy", 1, 3800, "PH01"),
    L("Surgical Consumables", "consumables", 1, 4200, "CS02"),
    L("Investigations - A-scan Biometry, Keratometry, Pre-op Tests", "diagnostics", 1, 3000, "DX04"),
]
CASES.append({
    "id": "s28-h3-cvs-cataract-sublimit-senior-copay",
    "meta": B_META, "policy_id": "P/700411/01/2025/021190",
    "effective_from": "2025-06-01", "effective_to": "2026-05-31",
    "schedule": {"plan": "Essential", "policy_type": "individual", "sum_insured": 300000, "cumulative_bonus": 0,
                 "copay_percent": 20, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly",
                 "zone": None, "optional_covers": [],
                 "members": [member("CVS-021190-01", "Shrikant Kulkarni", "1957-08-19", "male", "self", "2021-06-01", ["hypertension"])],
                 "terms": {"room_rent_limit": {"kind": "room_category", "value": "Single Private Room"},
                           "cataract_limit": {"kind": "amount", "value": 60000},
                           "pre_hospitalisation_days": 30, "post_hospitalisation_days": 60,
                           "modern_treatment_limit": {"kind": "percent_si", "value": 25},
                           "copay": {"percent": 20, "condition": "age at first entry 61 years or above"}}},
    "claim_member": "CVS-021190-01",
    "scenario": "Essential plan (SI 3 lakh) member who entered at 63 in June 2021 has right-eye phaco with IOL as day care in October 2025. Cataract limit 20% of SI max Rs 60,000 per eye (Rs 60,000 either way at 3 lakh), then the 20% co-payment for entry age 61 or above.",
    "spec": {"hospital": H_PUNE, "patient_name": "Shrikant Kulkarni", "member_id": "CVS-021190-01",
             "policy_number": "P/700411/01/2025/021190", "age": 68, "gender": "Male", "uhid": "SNE-44871",
             "ip_number": "DC/25/1187", "admission_date": "2025-10-14", "discharge_date": "2025-10-14",
             "diagnosis": "Senile immature cataract, right eye", "procedure": "Phacoemulsification with foldable IOL implantation, right eye",
             "procedure_date": "2025-10-14", "treating_doctor": "Dr. Madhura Joshi", "doctor_qualification": "MBBS, MS (Ophthalmology)",
             "doctor_registration": "MMC 2009/07/2291", "department": "Ophthalmology", "room_category": "Day Care Ward",
             "room_rate_per_day": 2500, "bed_number": "DC-3", "bill_number": "SNE/DC/2025/1187", "bill_date": "2025-10-14",
             "line_items": B2_LINES, "payment": {"receipt_number": "SNE/R/2025/1187", "receipt_date": "2025-10-14",
                                                 "mode": "Cash", "reference": None},
             "chief_complaints": "Gradual painless diminution of vision in the right eye for 1 year; BCVA 6/36 right eye.",
             "course_in_hospital": "Right eye phacoemulsification with foldable hydrophobic IOL under topical anaesthesia as a day care procedure. Uneventful; discharged the same day with BCVA 6/12 unaided.",
             "advice": ["Moxifloxacin-prednisolone eye drops 6 times a day, tapering over 4 weeks.", "Protective eye shield at night for 1 week.", "Review on day 1, day 7 and day 30."]},
    "layouts": {"bill": "tabular", "discharge_summary": "narrative", "scanned": []},
    "expected": {"decision": "partial", "reason_codes": ["SUBLIMIT", "COPAY"], "route": "human",
                 "clauses": [("3.10", "Expenses for cataract surgery are payable up to 20% of the Sum Insured, subject to a maximum of Rs 60,000 per eye"),
                             ("5", "every admissible claim for that Insured Person is subject to a co-payment of 20%, to be borne by the Insured Person.")]},
    "working": [
        "Policy in force 01-06-2025 to 31-05-2026; loss 14-10-2025. Member covered since 01-06-2021 (52 months): cataract is in the 4.2 f specified list (24 months), served on 01-06-2023; declared hypertension unrelated. Day care treatment covered (3.4).",
        "Bill lines: Day Care Ward 2,500; Surgeon - Phaco right eye 25,000; Anaesthetist 4,000; OT 12,000; IOL right eye 24,000; Pharmacy 3,800; Consumables 4,200; Investigations 3,000. Sum 78,500 = bill total.",
        "Step 1, List I: none. Step 2, day care ward (not above Single Private Room) -> no proportionate deduction; no ICU.",
        "Step 3, cataract sublimit (3.10): 20% x 3,00,000 = 60,000, max Rs 60,000 per eye -> 60,000 for the right eye. Admissible 78,500 -> 60,000 (deduction 18,500).",
        "Step 4, co-pay 20% (entry at 63, clause 5): 20% x 60,000 = 12,000 -> 48,000.",
        "Step 5, deductible 0. Step 6, SI 3,00,000 available -> 48,000.",
        "Payable 48,000 of 78,500 -> partial; route human.",
    ],
})

# ---------------------------------------------------------------- B3: hernia within 24 months -> deny
B3_LINES = [
    L("Room Charges - Deluxe Room", "room", 2, 7000, "RM005"),
    L("Nursing Charges", "nursing", 2, 1000, "NUR01"),
    L("Surgeon Fees - Laparoscopic TEP Hernia Repair", "surgeon_fees", 1, 40000, "PRF41"),
    L("Anaesthetist Fees", "surgeon_fees", 1, 9000, "PRF42"),
    L("Operation Theatre Charges", "ot", 1, 16000, "OT004"),
    L("Implant - Polypropylene Mesh 15 x 15 cm", "implants", 1, 12500, "IMP02"),
    L("Pharmacy Charges", "pharmacy", 1, 7300, "PH001"),
    L("Medical Consumables", "consumables", 1, 5900, "CS001"),
    L("Investigations - Pre-operative Profile, USG Inguinal Region", "diagnostics", 1, 3800, "LAB09"),
]
CASES.append({
    "id": "s28-h3-cvs-inguinal-hernia-within-24m",
    "meta": B_META, "policy_id": "P/700411/01/2025/024467",
    "effective_from": "2025-01-10", "effective_to": "2026-01-09",
    "schedule": {"plan": "Premier", "policy_type": "individual", "sum_insured": 1500000, "cumulative_bonus": 0,
                 "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly",
                 "zone": None, "optional_covers": [],
                 "members": [member("CVS-024467-01", "Harpreet Singh Bedi", "1973-05-02", "male", "self", "2025-01-10")],
                 "terms": {"room_rent_limit": {"kind": "no_limit", "value": None},
                           "pre_hospitalisation_days": 60, "post_hospitalisation_days": 90,
                           "modern_treatment_limit": {"kind": "no_limit", "value": None},
                           "copay": {"percent": 0, "condition": None}}},
    "claim_member": "CVS-024467-01",
    "scenario": "Premier plan (SI 15 lakh) bought in January 2025 as a first policy; the member has a laparoscopic repair of a right inguinal hernia in September 2025, about 8 months into cover. Hernia of all types is in the 24-month specified-disease list (4.2, Code- Excl02), no accident: repudiated.",
    "spec": {"hospital": H_CHENNAI, "patient_name": "Harpreet Singh Bedi", "member_id": "CVS-024467-01",
             "policy_number": "P/700411/01/2025/024467", "age": 52, "gender": "Male", "uhid": "SMH-25-140977",
             "ip_number": "IP/2025/09/0874", "admission_date": "2025-09-03", "discharge_date": "2025-09-05",
             "diagnosis": "Right direct inguinal hernia, reducible", "procedure": "Laparoscopic totally extraperitoneal (TEP) hernia repair with mesh",
             "procedure_date": "2025-09-03", "treating_doctor": "Dr. R. Balasubramanian", "doctor_qualification": "MBBS, MS (General Surgery), FALS",
             "doctor_registration": "TNMC 55410", "department": "General and Laparoscopic Surgery", "room_category": "Deluxe Room",
             "room_rate_per_day": 7000, "bed_number": "704", "bill_number": "SMH/IPB/25-26/04871", "bill_date": "2025-09-05",
             "line_items": B3_LINES, "payment": {"receipt_number": "SMH/RCT/25-26/04871", "receipt_date": "2025-09-05",
                                                 "mode": "NEFT", "reference": "UTR ICIC25248771902"},
             "chief_complaints": "Swelling in the right groin for 8 months, increasing on standing and coughing; no history of injury.",
             "course_in_hospital": "Clinically and on USG a reducible right direct inguinal hernia. Laparoscopic TEP repair with polypropylene mesh on 03-09-2025. Uneventful recovery; discharged on post-operative day 2.",
             "advice": ["Tab. Aceclofenac-Paracetamol BD for 5 days.", "Avoid lifting weights for 6 weeks.", "Review after 1 week."]},
    "layouts": {"bill": "itemised_grouped", "discharge_summary": "classic", "scanned": ["bill"]},
    "expected": {"decision": "deny", "reason_codes": ["SPECIFIC_DISEASE_WAITING_PERIOD"], "route": "crc",
                 "clauses": [("4.2 a (Code- Excl02)", "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us."),
                             ("4.2 f", "f) List of specific diseases/procedures: Cataract; benign prostatic hypertrophy; hernia of all types")]},
    "working": [
        "Policy in force 10-01-2025 to 09-01-2026 (first policy with the Company); loss 03-09-2025. Member covered since 10-01-2025: 7 months 24 days.",
        "30-day wait served (10-02-2025). Hernia of all types is in the 4.2 f list: excluded until 24 months of continuous coverage, i.e. until 10-01-2027. Not an accident (no injury, no MLC).",
        "Bill lines: Room - Deluxe 2 x 7,000 = 14,000; Nursing 2 x 1,000 = 2,000; Surgeon 40,000; Anaesthetist 9,000; OT 16,000; Mesh 12,500; Pharmacy 7,300; Consumables 5,900; Investigations 3,800. Sum 1,10,500 = bill total (Premier: Any Room, so the deluxe room would not have reduced anything).",
        "Specified-disease waiting period not served -> SPECIFIC_DISEASE_WAITING_PERIOD, payable 0 -> deny; repudiation goes to the CRC.",
    ],
})


def main():
    root = os.path.join(HERE, "claims")
    os.makedirs(root, exist_ok=True)
    bad = 0
    for c in CASES:
        d = os.path.join(root, c["id"])
        os.makedirs(d, exist_ok=True)
        spec = dict(c["spec"])
        total = sum(li["amount"] for li in spec["line_items"])
        spec["bill_total"] = total
        if spec.get("payment"):
            spec["payment"] = dict(spec["payment"], amount=total)
        cs = ClaimDocumentSpec.model_validate(spec)
        bill = render_bill(cs, c["layouts"]["bill"])
        ds = render_discharge_summary(cs, c["layouts"]["discharge_summary"])
        if "bill" in c["layouts"]["scanned"]:
            bill = render_scanned(bill)
        if "discharge_summary" in c["layouts"]["scanned"]:
            ds = render_scanned(ds)
        open(os.path.join(d, "bill.pdf"), "wb").write(bill)
        open(os.path.join(d, "discharge_summary.pdf"), "wb").write(ds)
        with open(os.path.join(d, "claim_spec.json"), "w") as f:
            json.dump(json.loads(cs.model_dump_json()), f, indent=2, ensure_ascii=False)
        # quotes of the clauses must be in the wording
        wpath = os.path.join(HERE, c["meta"]["document"])
        clauses = []
        for num, q in c["expected"]["clauses"]:
            if not find_pages(wpath, q):
                bad += 1
                print("QUOTE NOT FOUND", c["id"], q)
            clauses.append('%s: "%s"' % (num, q))
        exp = {"decision": c["expected"]["decision"],
               "payable_amount": None, "reason_codes": c["expected"]["reason_codes"], "route": c["expected"]["route"],
               "clauses": clauses}
        if "exclusion_code" in c["expected"]:
            exp["exclusion_code"] = c["expected"]["exclusion_code"]
        payable = {"s28-h3-rsg-ped-hypertension-waived-clean": total, "s28-h3-rsg-parent-room-proportionate-copay": 52011,
                   "s28-h3-rsg-infertility-excl17": 0, "s28-h3-cvs-cholecystectomy-after-24m-clean": total,
                   "s28-h3-cvs-cataract-sublimit-senior-copay": 48000, "s28-h3-cvs-inguinal-hernia-within-24m": 0}[c["id"]]
        exp["payable_amount"] = payable
        case = {"id": c["id"], "scenario": c["scenario"],
                "policy": {"document": c["meta"]["document"], "policy_id": c["policy_id"], "uin": c["meta"]["uin"],
                           "insurer": c["meta"]["insurer"], "product": c["meta"]["product"],
                           "effective_from": c["effective_from"], "effective_to": c["effective_to"],
                           "schedule": c["schedule"]},
                "claim": {"member_id": c["claim_member"], "loss_date": spec["admission_date"], "amount_claimed": total,
                          "documents": ["bill.pdf", "discharge_summary.pdf"]},
                "expected": exp, "working": c["working"], "layouts": c["layouts"]}
        with open(os.path.join(d, "case.json"), "w") as f:
            json.dump(case, f, indent=2, ensure_ascii=False)
        print(c["id"], "claimed", total, "payable", payable, exp["decision"])
    print("quote failures:", bad)


if __name__ == "__main__":
    main()
