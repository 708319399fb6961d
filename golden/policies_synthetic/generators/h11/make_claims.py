"""Part 3: three claims per h11 wording (SPEC §8), documents rendered with clausetrail.synthetic.render.
Run with PYTHONPATH=/work/main/layers. Payables were computed by hand (see each `working`); the small
arithmetic below only re-checks the hand figures and the line sums."""
import json, os, sys
from datetime import date
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned
import wording_a, wording_b

KOTAK = dict(document=wording_a.STEM + ".pdf", uin=wording_a.UIN, insurer=wording_a.INSURER, product=wording_a.PRODUCT)
LIB = dict(document=wording_b.STEM + ".pdf", uin=wording_b.UIN, insurer=wording_b.INSURER, product=wording_b.PRODUCT)


def H(name, lines, phone, email, gstin, reg, rohini, pan, acc=None):
    return dict(name=name, address_lines=lines, phone=phone, email=email, gstin=gstin, registration_number=reg,
                rohini_id=rohini, pan=pan, accreditation=acc)


def line(desc, cat, qty, rate, code=None):
    return dict(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, service_code=code, eye=None)


CASES = []

# ---------------------------------------------------------------- A1: Kotak clean, small, auto
a1_lines = [line("Room Charges - Twin Sharing", "room", 2, 3200, "RM02"),
            line("Nursing Charges", "nursing", 2, 500, "NS01"),
            line("Consultation - Physician", "doctor_fees", 2, 1000, "CN01"),
            line("Pharmacy - IV Fluids & Medicines", "pharmacy", 1, 7860, "PH01"),
            line("Medical Consumables", "consumables", 1, 1420, "CS01"),
            line("Pathology - CBC, Serum Electrolytes, Stool Routine", "diagnostics", 1, 2950, "LB04"),
            line("USG Abdomen", "diagnostics", 1, 1650, "RD03")]
CASES.append(dict(
    id="s29-h11-kotak-gastroenteritis-clean-auto",
    scenario="Acute gastroenteritis with dehydration, two-day stay in a twin-sharing room well under the 1% of SI room limit; nothing to deduct; small enough for auto-pay.",
    meta=KOTAK, policy_id="P/152041/01/2025/004417", eff=("2025-04-01", "2026-03-31"),
    schedule=dict(plan=None, policy_type="individual", sum_insured=500000, cumulative_bonus=0, copay_percent=0, deductible=0,
                  claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="KHS-004417-01", name="Sandeep Kulkarni", dob="1987-06-21", gender="male",
                                relationship="self", covered_since="2023-04-01", declared_ped=[])]),
    spec=dict(hospital=H("Sahyadri Care Hospital", ["Plot 14, Karve Road, Erandwane", "Pune - 411004", "Maharashtra"],
                         "020-2543 7788", "billing@sahyadricare.in", "27AAGCS5512H1Z4", "PMC/HOSP/2014/0331",
                         "8900080334412", "AAGCS5512H", "NABH Accredited Hospital (H-2018-0671)"),
              patient_name="Sandeep Kulkarni", member_id="KHS-004417-01", policy_number="P/152041/01/2025/004417",
              age=38, gender="Male", uhid="SCH2509101", ip_number="IP/25/09/2213", admission_date="2025-09-10",
              discharge_date="2025-09-12", diagnosis="Acute gastroenteritis with moderate dehydration", procedure=None,
              treating_doctor="Dr. Anand Deshpande", doctor_qualification="MBBS, MD (Medicine)", doctor_registration="MMC 2009/04/1187",
              department="Internal Medicine", room_category="Twin Sharing", room_rate_per_day=3200, bed_number="210-B",
              bill_number="SCH/IPB/25/18842", bill_date="2025-09-12", line_items=a1_lines,
              payment=dict(receipt_number="SCH/RCPT/25/18842", receipt_date="2025-09-12", amount=23280, mode="Credit Card", reference="CC-771923"),
              chief_complaints="Loose stools 10-12 episodes and vomiting since one day, giddiness.",
              course_in_hospital="Admitted with moderate dehydration. Managed with IV fluids, antiemetics and oral rehydration. Stools settled by day 2; tolerating oral diet.",
              advice=["ORS and soft diet for 3 days.", "Review in OPD after 5 days if symptoms recur."]),
    layouts=dict(bill="compact", discharge_summary="classic", scanned=[]),
    expected=dict(decision="approve", payable_amount=23280, reason_codes=[], route="auto",
                  clauses=["3.1.1: \"Medical Expenses for Hospitalisation of the Insured Person for more than 24 consecutive hours\"",
                           "3.4.1: \"Room, boarding and nursing charges are payable up to 1% of the Sum Insured per day\""]),
    working=["Policy P/152041/01/2025/004417 in force 01-04-2025 to 31-03-2026; loss 10-09-2025. Member covered since 01-04-2023 (29 months): past the 30-day wait (4.1.1); gastroenteritis is not in the 4.1.2 list; no PED declared; no 4.2 exclusion.",
             "Bill lines: Room Twin Sharing 2 x 3,200 = 6,400; Nursing 2 x 500 = 1,000; Consultation - Physician 2 x 1,000 = 2,000; Pharmacy 7,860; Consumables 1,420; Pathology 2,950; USG Abdomen 1,650. Sum 23,280 = bill total = amount claimed.",
             "Step 1: no Annexure II (List I) item. Step 2: room limit 1% of 5,00,000 = 5,000/day (max 10,000, 3.4.1); billed 3,200/day -> no proportionate deduction; no ICU. Step 3: no cataract, ambulance or modern treatment. Step 4: entry age 35 -> no co-pay (5.2). Step 5: no deductible. Step 6: SI 5,00,000 available.",
             "Payable 23,280 = claimed -> approve; <= 25,000 so eligible for auto-pay."]))

# ---------------------------------------------------------------- A2: Kotak partial (room proportionate + 10% entry-age co-pay)
a2_lines = [line("Room Rent - Single AC Room", "room", 4, 4500, "RM04"),
            line("Nursing Charges", "nursing", 4, 600, "NS01"),
            line("Consultant Visits - General Surgeon", "doctor_fees", 4, 900, "CN03"),
            line("Surgeon Fees - Laparoscopic Appendicectomy", "surgeon_fees", 1, 36000, "SG11"),
            line("Anaesthetist Fees", "doctor_fees", 1, 9000, "AN01"),
            line("Operation Theatre Charges", "ot", 1, 15000, "OT02"),
            line("Pharmacy & Medicines", "pharmacy", 1, 11340, "PH01"),
            line("Surgical Consumables", "consumables", 1, 6260, "CS02"),
            line("Investigations - CBC, CRP, USG Abdomen", "diagnostics", 1, 4850, "LB09")]
CASES.append(dict(
    id="s29-h11-kotak-appendicectomy-room-proportionate-senior-copay",
    scenario="Laparoscopic appendicectomy under SI 3 lakh: single AC room at 4,500/day against an eligible 3,000/day (1% of SI), so associated medical expenses are paid at 2/3 (Section 3.4.2); the member entered the policy at 62, so the 10% co-payment of Section 5.1 follows.",
    meta=KOTAK, policy_id="P/152041/01/2025/006238", eff=("2025-06-01", "2026-05-31"),
    schedule=dict(plan=None, policy_type="individual", sum_insured=300000, cumulative_bonus=0, copay_percent=10, deductible=0,
                  claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="KHS-006238-01", name="Lakshmi Narayanan", dob="1961-03-15", gender="female",
                                relationship="self", covered_since="2023-06-01", declared_ped=[])],
                  terms={"copay": {"percent": 10, "condition": "entry age 61 years or above (Section 5.1)"}}),
    spec=dict(hospital=H("Sri Ranga Multispeciality Hospital", ["No. 7, Thiruvalluvar Salai, Anna Nagar West", "Chennai - 600040", "Tamil Nadu"],
                         "044-2616 4400", "accounts@srirangahospital.in", "33AAHCS7742M1Z9", "TN/CHN/CE/2012/1184",
                         "8900080562217", "AAHCS7742M", "NABH Accredited (H-2016-0298)"),
              patient_name="Lakshmi Narayanan", member_id="KHS-006238-01", policy_number="P/152041/01/2025/006238",
              age=64, gender="Female", uhid="SRM-25-44781", ip_number="IP2511-0093", admission_date="2025-11-03",
              discharge_date="2025-11-07", diagnosis="Acute appendicitis", procedure="Laparoscopic appendicectomy",
              procedure_date="2025-11-03", treating_doctor="Dr. K. Venkatesan", doctor_qualification="MBBS, MS (General Surgery)",
              doctor_registration="TNMC 58812", department="General Surgery", room_category="Single AC Room",
              room_rate_per_day=4500, bed_number="412", bill_number="SRMH/IP/2511/0093", bill_date="2025-11-07",
              line_items=a2_lines,
              payment=dict(receipt_number="SRMH/R/2511/0411", receipt_date="2025-11-07", amount=106450, mode="NEFT", reference="N311250098812"),
              chief_complaints="Pain right lower abdomen for one day with fever and vomiting.",
              course_in_hospital="USG abdomen showed an inflamed appendix. Laparoscopic appendicectomy done on the day of admission under GA. Post-operative period uneventful; started on oral diet on day 2.",
              advice=["Tab. Cefuroxime 500 mg twice daily for 5 days.", "Suture removal after 7 days.", "Avoid lifting heavy weights for 4 weeks."]),
    layouts=dict(bill="tabular", discharge_summary="narrative", scanned=[]),
    expected=dict(decision="partial", payable_amount=70605, reason_codes=["ROOM_RENT_PROPORTIONATE_DEDUCTION", "COPAY"], route="human",
                  clauses=["3.4.1: \"Room, boarding and nursing charges are payable up to 1% of the Sum Insured per day\"",
                           "3.4.2: \"the Company shall pay the Associated Medical Expenses only in the same proportion as the eligible room charge per day bears to the room charge per day actually incurred\"",
                           "5.1: \"shall be subject to a co-payment of 10% of the admissible claim amount\""]),
    working=["Policy P/152041/01/2025/006238 in force 01-06-2025 to 31-05-2026; loss 03-11-2025. Member born 15-03-1961, first covered 01-06-2023 at age 62; 29 months of cover: past the 30-day wait; appendicitis is not in the 4.1.2 list; no PED; no exclusion.",
             "Bill lines: Room Single AC 4 x 4,500 = 18,000; Nursing 4 x 600 = 2,400; Consultant visits 4 x 900 = 3,600; Surgeon 36,000; Anaesthetist 9,000; OT 15,000; Pharmacy 11,340; Consumables 6,260; Investigations 4,850. Sum 1,06,450 = bill total = amount claimed.",
             "Step 1: no Annexure II (List I) item.",
             "Step 2: eligible room 1% of 3,00,000 = 3,000/day (cap 10,000 not reached, 3.4.1); billed 4,500/day -> ratio 3,000/4,500 = 2/3 on Associated Medical Expenses (2.2.1, 3.4.2): room 18,000 -> 12,000; nursing 2,400 -> 1,600; consultant visits 3,600 -> 2,400; surgeon 36,000 -> 24,000; anaesthetist 9,000 -> 6,000; OT 15,000 -> 10,000. Associated 84,000 -> 56,000 (deduction 28,000). Not scaled: pharmacy 11,340 + consumables 6,260 + investigations 4,850 = 22,450. Subtotal 78,450.",
             "Step 3: no sublimit (no cataract, ambulance, modern treatment).",
             "Step 4: co-pay 10% for entry at 61 or above (5.1): 10% of 78,450 = 7,845 -> 70,605.",
             "Step 5: no deductible. Step 6: SI 3,00,000 available, nothing paid this year.",
             "Payable 70,605 < claimed 1,06,450 -> partial, to an adjuster."]))

# ---------------------------------------------------------------- A3: Kotak deny (hernia inside 24 months)
a3_lines = [line("Room Charges - Twin Sharing", "room", 2, 3500, "RM02"),
            line("Nursing Charges", "nursing", 2, 700, "NS01"),
            line("Consultation - Surgeon", "doctor_fees", 2, 1200, "CN02"),
            line("Surgeon Fees - Lap TEP Hernioplasty", "surgeon_fees", 1, 38000, "SG21"),
            line("Anaesthetist Fees", "doctor_fees", 1, 9500, "AN01"),
            line("OT Charges", "ot", 1, 18000, "OT01"),
            line("Implant - Polypropylene Mesh 15x15 cm", "implants", 1, 14500, "IM07"),
            line("Pharmacy", "pharmacy", 1, 8240, "PH01"),
            line("Consumables", "consumables", 1, 5600, "CS01"),
            line("Pre-operative Investigations", "diagnostics", 1, 3900, "LB02")]
a3_total = sum(l["amount"] for l in a3_lines)
CASES.append(dict(
    id="s29-h11-kotak-inguinal-hernia-16m-within-24m",
    scenario="Right inguinal hernia repaired 16 months after the first policy started: hernia is a listed condition with a 24-month waiting period (Section 4.1.2, item 4.1.2.3); not an accident.",
    meta=KOTAK, policy_id="P/152041/01/2025/007719", eff=("2025-07-01", "2026-06-30"),
    schedule=dict(plan=None, policy_type="individual", sum_insured=500000, cumulative_bonus=0, copay_percent=0, deductible=0,
                  claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="KHS-007719-01", name="Mohammed Irfan Shaikh", dob="1979-10-02", gender="male",
                                relationship="self", covered_since="2024-07-01", declared_ped=[])]),
    spec=dict(hospital=H("Lifeline Surgical Centre", ["2-1-44, Nallakunta Main Road", "Hyderabad - 500044", "Telangana"],
                         "040-2766 2190", "ipbilling@lifelinesurgical.in", "36AAFCL3390Q1Z2", "TS/HYD/CE/2015/0772",
                         "8900080771045", "AAFCL3390Q"),
              patient_name="Mohammed Irfan Shaikh", member_id="KHS-007719-01", policy_number="P/152041/01/2025/007719",
              age=46, gender="Male", uhid="LSC/25/1209", ip_number="IPD-25-3381", admission_date="2025-11-12",
              discharge_date="2025-11-14", diagnosis="Right inguinal hernia (indirect), reducible",
              procedure="Laparoscopic TEP hernioplasty with mesh repair", procedure_date="2025-11-12",
              treating_doctor="Dr. Srinivas Reddy", doctor_qualification="MBBS, MS, FMAS", doctor_registration="TSMC 41290",
              department="General & Laparoscopic Surgery", room_category="Twin Sharing", room_rate_per_day=3500, bed_number="B-14",
              bill_number="LSC/IP/25/3381", bill_date="2025-11-14", line_items=a3_lines,
              payment=dict(receipt_number="LSC/RC/25/3381", receipt_date="2025-11-14", amount=a3_total, mode="UPI", reference="UPI-531822904411"),
              chief_complaints="Swelling in right groin for 8 months, increasing on standing and coughing.",
              course_in_hospital="Diagnosed as right indirect inguinal hernia. Laparoscopic TEP repair with polypropylene mesh done under GA. Uneventful recovery; discharged on post-operative day 2.",
              advice=["Avoid lifting weights for 6 weeks.", "Review in surgical OPD after 1 week."]),
    layouts=dict(bill="itemised_grouped", discharge_summary="classic", scanned=[]),
    expected=dict(decision="deny", payable_amount=0, reason_codes=["SPECIFIC_DISEASE_WAITING_PERIOD"], route="crc",
                  clauses=["4.1.2: \"shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with the Company\"",
                           "4.1.2.3: \"Hernia of all types, hydrocele and spermatocele\""]),
    working=["Policy P/152041/01/2025/007719 in force 01-07-2025 to 30-06-2026; loss 12-11-2025. Member first covered 01-07-2024 (first policy with the Company, no portability): 16 months 11 days of continuous cover at admission.",
             "Diagnosis right inguinal hernia, elective lap TEP repair; 8-month history, no injury -> not an accident.",
             "Section 4.1.2 excludes the listed conditions until 24 months of continuous coverage; 4.1.2.3 lists 'Hernia of all types'. 24 months would be reached on 01-07-2026 -> SPECIFIC_DISEASE_WAITING_PERIOD hard stop.",
             "Bill lines: Room Twin Sharing 2 x 3,500 = 7,000; Nursing 2 x 700 = 1,400; Consultation 2 x 1,200 = 2,400; Surgeon 38,000; Anaesthetist 9,500; OT 18,000; Mesh implant 14,500; Pharmacy 8,240; Consumables 5,600; Investigations 3,900. Sum 1,08,540 = bill total = amount claimed; nothing payable.",
             "Payable 0 -> deny, repudiation to the CRC."]))

# ---------------------------------------------------------------- B1: Liberty approve (per-claim deductible, claim = bill - deductible)
b1_lines = [line("ICU Charges", "icu", 2, 14000, "ICU1"),
            line("Room Charges - Single Private Room", "room", 3, 7000, "RM05"),
            line("Nursing Charges", "nursing", 5, 1200, "NS01"),
            line("Consultation - Cardiologist", "doctor_fees", 5, 2000, "CN07"),
            line("Surgeon Fees - PTCA with Stenting (LAD)", "surgeon_fees", 1, 120000, "CS21"),
            line("Cath Lab Charges", "ot", 1, 65000, "CL01"),
            line("Implants - Drug Eluting Stent x 2", "implants", 2, 31000, "IM12"),
            line("Pharmacy & Medicines", "pharmacy", 1, 58430, "PH01"),
            line("Cath Lab Consumables (guide wires, balloons)", "consumables", 1, 46800, "CS05"),
            line("Investigations - ECG, 2D Echo, Troponin, Labs", "diagnostics", 1, 24600, "LB12"),
            line("Ambulance Charges", "ambulance", 1, 3200, "AMB1")]
b1_total = sum(l["amount"] for l in b1_lines)
assert b1_total == 445030, b1_total
CASES.append(dict(
    id="s29-h11-liberty-stemi-ptca-above-per-claim-deductible",
    scenario="Acute anterior-wall STEMI treated with primary PTCA and two stents under a 10 lakh Liberty top-up with a 3 lakh per-claim deductible. Single private room (eligible), ICU at actuals, ambulance under the 5,000 cap; the claim is the bill less the deductible and is paid in full.",
    meta=LIB, policy_id="P/150118/01/2025/002931", eff=("2025-02-01", "2026-01-31"),
    schedule=dict(plan=None, policy_type="individual", sum_insured=1000000, cumulative_bonus=0, copay_percent=0, deductible=300000,
                  claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="LHTS-2931-01", name="Rajiv Malhotra", dob="1968-01-09", gender="male",
                                relationship="self", covered_since="2021-02-01", declared_ped=[])]),
    spec=dict(hospital=H("Capital Heart & Multispeciality Hospital", ["B-12, Ring Road, Lajpat Nagar IV", "New Delhi - 110024", "Delhi"],
                         "011-4170 2200", "tpa.desk@capitalheart.in", "07AADCC8124R1Z6", "DL/DGHS/NH/2011/0457",
                         "8900080219933", "AADCC8124R", "NABH Accredited Hospital (H-2014-0133)"),
              patient_name="Rajiv Malhotra", member_id="LHTS-2931-01", policy_number="P/150118/01/2025/002931",
              age=57, gender="Male", uhid="CHM-0098812", ip_number="IP/2510/7745", admission_date="2025-10-20",
              discharge_date="2025-10-25", diagnosis="Acute anterior wall ST-elevation myocardial infarction (STEMI)",
              procedure="Primary PTCA with drug eluting stents to LAD (2 stents)", procedure_date="2025-10-20",
              treating_doctor="Dr. Vikram Sethi", doctor_qualification="MD, DM (Cardiology)", doctor_registration="DMC 31877",
              department="Cardiology", room_category="Single Private Room", room_rate_per_day=7000, bed_number="CCU-3 / 508",
              bill_number="CHMH/IP/25/7745", bill_date="2025-10-25", line_items=b1_lines,
              payment=dict(receipt_number="CHMH/RC/25/7745", receipt_date="2025-10-25", amount=b1_total, mode="NEFT", reference="HDFCN52025102588"),
              chief_complaints="Sudden onset retrosternal chest pain radiating to left arm with sweating for 2 hours; brought by ambulance.",
              course_in_hospital="ECG showed ST elevation in V1-V5. Taken up for primary PTCA: 95% proximal LAD lesion stented with two drug eluting stents. Monitored in CCU for 2 days, then shifted to a single private room. Echo: EF 45%. Stable at discharge.",
              advice=["Dual antiplatelet therapy and statin as prescribed; do not stop without cardiologist advice.", "Cardiac rehabilitation; review after 2 weeks."]),
    layouts=dict(bill="itemised_grouped", discharge_summary="narrative", scanned=[]),
    expected=dict(decision="approve", payable_amount=145030, reason_codes=[], route="human",
                  clauses=["C.10.1: \"For each Hospitalisation We pay the admissible amount (after all limits and sub-limits of this Policy) less the Per Claim Deductible.\"",
                           "C.1.1(a): \"Room, boarding and nursing: Single Private Room.\"",
                           "C.1.1(b): \"Intensive Care Unit charges: covered up to the Sum Insured, with no daily limit.\"",
                           "C.5.1: \"up to \u20b9 5,000 per Hospitalisation\""]),
    working=["Policy P/150118/01/2025/002931 in force 01-02-2025 to 31-01-2026; loss 20-10-2025. Member covered since 01-02-2021 (56 months): no initial, PED or E.2 wait applies; no PED declared; STEMI/PTCA not in the E.2 list; no exclusion.",
             "Bill lines: ICU 2 x 14,000 = 28,000; Room Single Private 3 x 7,000 = 21,000; Nursing 5 x 1,200 = 6,000; Cardiologist 5 x 2,000 = 10,000; Surgeon PTCA 1,20,000; Cath lab 65,000; DES 2 x 31,000 = 62,000; Pharmacy 58,430; Consumables 46,800; Investigations 24,600; Ambulance 3,200. Sum 4,45,030 = bill total.",
             "amount_claimed = bill less the schedule's per-claim deductible (SPEC §8 top-up rule): 4,45,030 - 3,00,000 = 1,45,030.",
             "Step 1: no List I (Annexure B) item. Step 2: room is a Single Private Room = eligible category (C.1.1 a); ICU no daily limit (C.1.1 b). Step 3: ambulance 3,200 <= 5,000 (C.5.1); PTCA is not a C.8 modern treatment; no cataract. Step 4: no co-pay (C.10.4).",
             "Step 5: per-claim deductible 3,00,000 (C.10.1): 4,45,030 - 3,00,000 = 1,45,030. Step 6: SI 10,00,000 available, nothing paid this year.",
             "Payable 1,45,030 = claimed -> approve; above 25,000 so a person reviews it."]))

# ---------------------------------------------------------------- B2: Liberty partial (robotic surgery 50% SI cap, then per-claim deductible)
b2_lines = [line("Room Charges - Single Private Room", "room", 4, 6000, "RM05"),
            line("Nursing Charges", "nursing", 4, 1000, "NS01"),
            line("Consultation - Urologist", "doctor_fees", 4, 1500, "CN09"),
            line("Surgeon Fees - Robotic Radical Prostatectomy", "surgeon_fees", 1, 135000, "UR31"),
            line("Anaesthetist Fees", "doctor_fees", 1, 27000, "AN01"),
            line("OT Charges incl. Robotic System Usage", "ot", 1, 85000, "OT09"),
            line("Robotic Instruments & Surgical Consumables", "consumables", 1, 38500, "CS09"),
            line("Pharmacy", "pharmacy", 1, 21360, "PH01"),
            line("Investigations & Histopathology", "diagnostics", 1, 9840, "LB15")]
b2_total = sum(l["amount"] for l in b2_lines)
assert b2_total == 350700, b2_total
CASES.append(dict(
    id="s29-h11-liberty-robotic-prostatectomy-50pct-cap-then-deductible",
    scenario="Robot-assisted radical prostatectomy for organ-confined prostate cancer under a 5 lakh top-up with a 2 lakh per-claim deductible: robotic surgeries are capped at 50% of SI (C.8.1 table), and the per-claim deductible is taken from the capped amount (C.10.1).",
    meta=LIB, policy_id="P/150118/01/2025/005584", eff=("2025-09-01", "2026-08-31"),
    schedule=dict(plan=None, policy_type="individual", sum_insured=500000, cumulative_bonus=0, copay_percent=0, deductible=200000,
                  claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="LHTS-5584-01", name="Prakash Joshi", dob="1961-04-27", gender="male",
                                relationship="self", covered_since="2021-09-01", declared_ped=[])]),
    spec=dict(hospital=H("Narmada Cancer & Robotic Surgery Institute", ["Survey No. 118, S.G. Highway, Bodakdev", "Ahmedabad - 380054", "Gujarat"],
                         "079-4060 8800", "billing@narmadacri.in", "24AAICN6631B1Z3", "GJ/AMC/CE/2017/0918",
                         "8900080440976", "AAICN6631B", "NABH Accredited (H-2019-0844)"),
              patient_name="Prakash Joshi", member_id="LHTS-5584-01", policy_number="P/150118/01/2025/005584",
              age=64, gender="Male", uhid="NCRI-77341", ip_number="IP-25-12-0412", admission_date="2025-12-08",
              discharge_date="2025-12-12", diagnosis="Carcinoma prostate (adenocarcinoma, Gleason 3+4), organ-confined",
              procedure="Robot-assisted laparoscopic radical prostatectomy", procedure_date="2025-12-09",
              treating_doctor="Dr. Hemant Parikh", doctor_qualification="MS, MCh (Urology)", doctor_registration="GMC G-22871",
              department="Uro-Oncology", room_category="Single Private Room", room_rate_per_day=6000, bed_number="701",
              bill_number="NCRI/IPB/25/0412", bill_date="2025-12-12", line_items=b2_lines,
              payment=dict(receipt_number="NCRI/RC/25/0412", receipt_date="2025-12-12", amount=b2_total, mode="NEFT", reference="SBIN525346619021"),
              chief_complaints="Raised PSA (11.2 ng/ml) on routine check-up; biopsy proven adenocarcinoma prostate.",
              course_in_hospital="Admitted for elective robot-assisted laparoscopic radical prostatectomy, done on 09-12-2025 under GA. Post-operative course uneventful; drain removed day 2; discharged with catheter in situ.",
              advice=["Catheter care; catheter removal after 10 days in OPD.", "Histopathology review in Uro-Oncology OPD."]),
    layouts=dict(bill="tabular", discharge_summary="classic", scanned=[]),
    expected=dict(decision="partial", payable_amount=50000, reason_codes=["SUBLIMIT", "DEDUCTIBLE"], route="human",
                  clauses=["C.8.1 table item 7: \"Robotic surgeries 50% of Sum Insured\"",
                           "C.8.1: \"are covered up to the percentage of the Sum Insured shown against each, per procedure\"",
                           "C.10.1: \"For each Hospitalisation We pay the admissible amount (after all limits and sub-limits of this Policy) less the Per Claim Deductible.\""]),
    working=["Policy P/150118/01/2025/005584 in force 01-09-2025 to 31-08-2026; loss 08-12-2025. Member covered since 01-09-2021 (51 months); no PED declared; prostate cancer is not in the E.2 list (only benign prostatic hypertrophy); no exclusion.",
             "Bill lines: Room Single Private 4 x 6,000 = 24,000; Nursing 4 x 1,000 = 4,000; Urologist 4 x 1,500 = 6,000; Surgeon 1,35,000; Anaesthetist 27,000; OT incl. robotic system 85,000; Robotic instruments & consumables 38,500; Pharmacy 21,360; Investigations 9,840. Sum 3,50,700 = bill total.",
             "amount_claimed = bill less the per-claim deductible: 3,50,700 - 2,00,000 = 1,50,700.",
             "Step 1: no List I item. Step 2: Single Private Room = eligible category; no ICU.",
             "Step 3: robot-assisted prostatectomy is a 'Robotic surgeries' procedure (C.8.1 item 7): covered up to 50% of SI = 2,50,000 per procedure; the whole hospitalisation for it 3,50,700 -> 2,50,000 (deduction 1,00,700).",
             "Step 4: no co-pay (C.10.4). Step 5: per-claim deductible 2,00,000 applied after limits and sub-limits (C.10.1): 2,50,000 - 2,00,000 = 50,000.",
             "Step 6: SI 5,00,000 available. Payable 50,000 < claimed 1,50,700 -> partial, to an adjuster."]))

# ---------------------------------------------------------------- B3: Liberty deny (declared CAD, CABG at 19 months < 36-month PED wait)
b3_lines = [line("ICU Charges - CTVS ICU", "icu", 3, 15000, "ICU2"),
            line("Room Charges - Single Private Room", "room", 4, 7500, "RM05"),
            line("Nursing Charges", "nursing", 7, 1200, "NS01"),
            line("Consultation - Cardiac Surgeon / Cardiologist", "doctor_fees", 7, 2000, "CN07"),
            line("Surgeon Fees - CABG (3 grafts)", "surgeon_fees", 1, 180000, "CT11"),
            line("Anaesthetist Fees", "doctor_fees", 1, 45000, "AN01"),
            line("OT Charges", "ot", 1, 95000, "OT05"),
            line("Pharmacy", "pharmacy", 1, 48650, "PH01"),
            line("Consumables", "consumables", 1, 36900, "CS01"),
            line("Investigations - Angiography review, Echo, Labs", "diagnostics", 1, 22300, "LB12")]
b3_total = sum(l["amount"] for l in b3_lines)
assert b3_total == 525250, b3_total
CASES.append(dict(
    id="s29-h11-liberty-cabg-declared-cad-ped-19m-within-36m",
    scenario="Elective CABG for triple-vessel coronary artery disease that was declared as a pre-existing disease when the first Liberty policy started 19 months earlier: the 36-month PED wait (E.1, Excl01) has not been served.",
    meta=LIB, policy_id="P/150118/01/2025/001276", eff=("2025-04-01", "2026-03-31"),
    schedule=dict(plan=None, policy_type="individual", sum_insured=1500000, cumulative_bonus=0, copay_percent=0, deductible=300000,
                  claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="LHTS-1276-01", name="Suresh Menon", dob="1963-08-30", gender="male",
                                relationship="self", covered_since="2024-04-01", declared_ped=["coronary artery disease"])]),
    spec=dict(hospital=H("Malabar Institute of Cardiac Sciences", ["NH 66 Bypass, Edappally", "Kochi - 682024", "Kerala"],
                         "0484-280 5500", "insurance@malabarcardiac.in", "32AAKCM2208D1Z7", "KL/EKM/CE/2013/0562",
                         "8900080615528", "AAKCM2208D", "NABH Accredited Hospital (H-2015-0207)"),
              patient_name="Suresh Menon", member_id="LHTS-1276-01", policy_number="P/150118/01/2025/001276",
              age=62, gender="Male", uhid="MICS-240918", ip_number="IP/25/11/1844", admission_date="2025-11-18",
              discharge_date="2025-11-25", diagnosis="Coronary artery disease - triple vessel disease with stable angina",
              procedure="Coronary artery bypass grafting (CABG x 3, off-pump)", procedure_date="2025-11-19",
              treating_doctor="Dr. Joseph Mathew", doctor_qualification="MS, MCh (CTVS)", doctor_registration="TCMC 33105",
              department="Cardiothoracic & Vascular Surgery", room_category="Single Private Room", room_rate_per_day=7500,
              bed_number="CT-ICU 2 / 604", bill_number="MICS/IP/25/1844", bill_date="2025-11-25", line_items=b3_lines,
              payment=dict(receipt_number="MICS/RC/25/1844", receipt_date="2025-11-25", amount=b3_total, mode="NEFT", reference="FDRLN25329004417"),
              chief_complaints="Known case of coronary artery disease since 2023 on medical management; exertional angina worsening over 3 months.",
              course_in_hospital="Coronary angiogram (2023, reviewed) showed triple vessel disease. Elective off-pump CABG x 3 done on 19-11-2025. Extubated on day 1, ICU for 3 days, then single private room. Recovery uneventful.",
              advice=["Antiplatelets, statin and beta blocker as prescribed.", "Sternal precautions for 6 weeks; cardiac rehabilitation."]),
    layouts=dict(bill="compact", discharge_summary="narrative", scanned=["bill"]),
    expected=dict(decision="deny", payable_amount=0, reason_codes=["PED_WAITING_PERIOD"], route="crc", exclusion_code="Excl01",
                  clauses=["E.1 (Excl01) a): \"Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 36 months of continuous coverage\""]),
    working=["Policy P/150118/01/2025/001276 in force 01-04-2025 to 31-03-2026; loss 18-11-2025. First Liberty policy from 01-04-2024 (no prior cover ported): 19 months 17 days of continuous cover at admission.",
             "Coronary artery disease was declared at inception (schedule declared_ped) and the discharge summary records CAD known since 2023; the CABG treats that disease.",
             "E.1 (Excl01): PED excluded until 36 months of continuous coverage -> served only on 01-04-2027 -> PED_WAITING_PERIOD hard stop.",
             "Bill total 5,25,250 (lines sum to it); amount_claimed = bill less the 3,00,000 per-claim deductible = 2,25,250. Nothing payable.",
             "Payable 0 -> deny, repudiation to the CRC (Excl01)."]))


def main():
    for c in CASES:
        folder = os.path.join(HERE, "claims", c["id"])
        os.makedirs(folder, exist_ok=True)
        spec = ClaimDocumentSpec.model_validate(dict(c["spec"], bill_total=sum(l["amount"] for l in c["spec"]["line_items"])))
        assert spec.total_matches_lines
        bill = render_bill(spec, c["layouts"]["bill"])
        ds = render_discharge_summary(spec, c["layouts"]["discharge_summary"])
        if "bill" in c["layouts"]["scanned"]:
            bill = render_scanned(bill)
        if "discharge_summary" in c["layouts"]["scanned"]:
            ds = render_scanned(ds)
        open(os.path.join(folder, "bill.pdf"), "wb").write(bill)
        open(os.path.join(folder, "discharge_summary.pdf"), "wb").write(ds)
        json.dump(json.loads(spec.model_dump_json()), open(os.path.join(folder, "claim_spec.json"), "w"), indent=2)
        total = spec.bill_total
        ded = c["schedule"]["deductible"]
        claimed = total - ded if ded else total
        m = c["meta"]
        case = {"id": c["id"], "scenario": c["scenario"],
                "policy": {"document": m["document"], "policy_id": c["policy_id"], "uin": m["uin"], "insurer": m["insurer"],
                           "product": m["product"], "effective_from": c["eff"][0], "effective_to": c["eff"][1],
                           "schedule": c["schedule"]},
                "claim": {"member_id": c["schedule"]["members"][0]["member_id"], "loss_date": c["spec"]["admission_date"],
                          "amount_claimed": claimed, "documents": ["bill.pdf", "discharge_summary.pdf"]},
                "expected": c["expected"], "working": c["working"], "layouts": c["layouts"]}
        exp = c["expected"]
        assert (exp["decision"] == "approve") == (exp["payable_amount"] == claimed), c["id"]
        assert exp["decision"] != "partial" or 0 < exp["payable_amount"] < claimed
        json.dump(case, open(os.path.join(folder, "case.json"), "w"), indent=2, ensure_ascii=False)
        print(c["id"], "bill", total, "claimed", claimed, "->", exp["decision"], exp["payable_amount"])


if __name__ == "__main__":
    main()
