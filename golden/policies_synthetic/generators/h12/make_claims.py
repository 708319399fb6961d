"""Six claim cases (SPEC §8) for the two h12 wordings, documents rendered with clausetrail.synthetic.render.
Payables were computed by hand (see each case's `working`); the script only asserts the line sums and the hand results."""
import os, sys, json
from datetime import date
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, "/work/main/layers")
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec, Hospital, BillLine, PaymentReceipt
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned
from qcheck import where
import wording_a, wording_b

PDF_A = wording_a.STEM + ".pdf"
PDF_B = wording_b.STEM + ".pdf"

H1 = Hospital(name="Sahyadri Lifeline Hospital", address_lines=("Survey No. 88, Karve Road, Erandwane", "Pune - 411004", "Maharashtra"),
              phone="020-2546 7710", email="billing@sahyadrilifeline.in", gstin="27AAKCS5512P1ZM",
              registration_number="PMC/BNHRA/2017/0219", rohini_id="8900080345671", pan="AAKCS5512P",
              accreditation="NABH Accredited Hospital (H-2018-0377)")
H2 = Hospital(name="Kaveri Multispeciality Hospital", address_lines=("12, Cathedral Road, Gopalapuram", "Chennai - 600086", "Tamil Nadu"),
              phone="044-2811 4400", email="accounts@kaverimulti.in", gstin="33AAGCK7734D1Z2",
              registration_number="TN/CHN/CE/2015/4471", rohini_id="8900080556120", pan="AAGCK7734D",
              accreditation="NABH Accredited Hospital (H-2016-0291)")
H3 = Hospital(name="Matrika Women & Child Hospital", address_lines=("Plot 5, Sector 44", "Gurugram - 122003", "Haryana"),
              phone="0124-470 2200", email="billdesk@matrikahospital.in", gstin="06AAFCM1209Q1ZK",
              registration_number="HR/GGN/CE/2019/0653", rohini_id="8900080912234", pan="AAFCM1209Q",
              accreditation="NABH Entry Level Certified")
H4 = Hospital(name="Shree Balaji Orthopaedic & General Hospital", address_lines=("Opp. Gandhi Park, M.G. Road", "Indore - 452001", "Madhya Pradesh"),
              phone="0731-252 9090", email="tpa@sbogh.in", gstin="23AAHCS9981L1Z5",
              registration_number="MP/IND/NH/2014/118", rohini_id="8900080230098", pan="AAHCS9981L", accreditation=None)


def L(desc, cat, qty, rate, code=None):
    return BillLine(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, service_code=code)


def member(mid, name, dob, gender, rel, since, ped=()):
    return {"member_id": mid, "name": name, "dob": dob, "gender": gender, "relationship": rel,
            "covered_since": since, "declared_ped": list(ped)}


def schedule(plan, si, copay, members, terms, ptype="floater"):
    return {"plan": plan, "policy_type": ptype, "sum_insured": si, "cumulative_bonus": 0, "copay_percent": copay,
            "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly", "zone": None,
            "optional_covers": [], "members": members, "terms": terms}


CASES = []

# ---------------------------------------------------------------- New India 1: clean, auto
spec = ClaimDocumentSpec(
    hospital=H1, patient_name="Neha Joshi", member_id="NIA-4318-02", policy_number="P/141100/01/2026/004318",
    age=35, gender="Female", uhid="SLH25-880417", ip_number="IP/25/11/2093",
    admission_date=date(2025, 11, 10), discharge_date=date(2025, 11, 13),
    diagnosis="Dengue fever (NS1 positive) with thrombocytopenia", procedure=None,
    treating_doctor="Dr. Anand Gokhale", doctor_qualification="MBBS, MD (Medicine)", doctor_registration="MMC 2009/04/1187",
    department="Internal Medicine", room_category="Twin Sharing", room_rate_per_day=2800, bed_number="412-B",
    bill_number="SLH/IPB/25-26/06614", bill_date=date(2025, 11, 13),
    line_items=(L("Room Charges - Twin Sharing", "room", 3, 2800, "RM002"),
                L("Physician Visit Charges", "doctor_fees", 3, 700, "PRF10"),
                L("Pharmacy - IV Fluids & Medicines", "pharmacy", 1, 5960, "PH001"),
                L("Lab - Dengue NS1, CBC x4, LFT", "diagnostics", 1, 4350, "LAB07"),
                L("Consumables - IV Set, Cannula, Syringes", "consumables", 1, 1240, "CS001")),
    bill_total=22050,
    payment=PaymentReceipt(receipt_number="SLH/RC/25/19877", receipt_date=date(2025, 11, 13), amount=22050, mode="UPI", reference="532811093341"),
    chief_complaints="High grade fever for 4 days with body ache, retro-orbital pain and vomiting.",
    course_in_hospital="NS1 antigen positive. Platelets fell to 62,000 on day 2 and recovered to 1,18,000 with IV fluids and supportive care. No bleeding manifestations.",
    advice=("Oral fluids, paracetamol SOS.", "Repeat CBC after 3 days.", "Review in OPD after 5 days."))
assert spec.line_items_total == 22050
CASES.append(dict(
    id="s29-h12-nia-dengue-clean-auto", spec=spec, layouts={"bill": "tabular", "discharge_summary": "classic", "scanned": []},
    scenario="Young family on a Rs 3 lakh floater; the wife is admitted three days for dengue in a twin-sharing room at Rs 2,800/day, under the 1%-of-SI room limit (Rs 3,000). No waiting period or exclusion applies: paid in full, small enough for auto-pay.",
    policy=dict(document=PDF_A, policy_id="P/141100/01/2026/004318", uin=wording_a.UIN,
                insurer="The New India Assurance Company Limited", product=wording_a.PRODUCT,
                effective_from="2025-08-01", effective_to="2026-07-31",
                schedule=schedule(None, 300000, 0, [
                    member("NIA-4318-01", "Vikram Joshi", "1988-02-14", "male", "self", "2022-08-01"),
                    member("NIA-4318-02", "Neha Joshi", "1990-07-09", "female", "spouse", "2022-08-01"),
                    member("NIA-4318-03", "Aarav Joshi", "2016-03-21", "male", "son", "2022-08-01")],
                    {"room_rent_limit": {"kind": "percent_si_per_day", "value": 1}, "icu_limit": {"kind": "percent_si_per_day", "value": 2}})),
    loss_date="2025-11-10", claimed=22050,
    expected={"decision": "approve", "payable_amount": 22050, "reason_codes": [], "route": "auto",
              "clauses": ["1.2.1: \"Room, Boarding and Nursing expenses as provided by the Hospital / Nursing Home, limited to 1% of the Sum Insured per day.\"",
                          "1.2.3: \"Surgeon, Anaesthetist, Medical Practitioner, Consultants and Specialists fees.\""]},
    quotes=[(PDF_A, "limited to 1% of the Sum Insured per day."), (PDF_A, "Surgeon, Anaesthetist, Medical Practitioner, Consultants and Specialists fees.")],
    working=["Policy in force 01-08-2025 to 31-07-2026 on 10-11-2025; Neha covered since 01-08-2022 (over 3 years): 30-day wait (4.3) served; dengue is in no specified-disease list; no PED declared; no exclusion.",
             "Bill lines: Room Twin Sharing 3 x 2,800 = 8,400; Physician visits 3 x 700 = 2,100; Pharmacy 5,960; Lab 4,350; Consumables (IV set, cannula, syringes) 1,240. Sum 22,050 = bill total.",
             "Step 1: no IRDAI List I item. Step 2: room limit 1% of SI 3,00,000 = 3,000/day (Table 3.4 row 3,00,000: 3,000); charged 2,800 <= 3,000 -> no proportionate deduction; no ICU.",
             "Step 3: no sublimit applies (not cataract, no ambulance, not a modern treatment). Step 4: Neha is 35 at commencement (born 09-07-1990), co-pay 3.3 applies only above 60 -> 0. Step 5: no deductible. Step 6: SI 3,00,000 available.",
             "Payable 22,050 = claimed -> approve; clean and <= 25,000 -> auto."]))

# ---------------------------------------------------------------- New India 2: proportionate deduction + senior co-pay
spec = ClaimDocumentSpec(
    hospital=H2, patient_name="Ramesh Kulkarni", member_id="NIA-5902-01", policy_number="P/141100/01/2026/005902",
    age=66, gender="Male", uhid="KMH-2025-114562", ip_number="IP25/12/0387",
    admission_date=date(2025, 12, 3), discharge_date=date(2025, 12, 7),
    diagnosis="Community acquired pneumonia, right lower lobe", procedure=None,
    treating_doctor="Dr. S. Raghavan", doctor_qualification="MBBS, MD (Pulmonary Medicine)", doctor_registration="TNMC 71452",
    department="Pulmonology", room_category="Single Private AC Room", room_rate_per_day=6500, bed_number="702",
    bill_number="KMH/IP/2025/12/4471", bill_date=date(2025, 12, 7),
    line_items=(L("Room Rent - Single Private AC Room", "room", 4, 6500, "R-SP"),
                L("Consultant Visit Charges - Pulmonologist", "doctor_fees", 4, 1050, "C-PUL"),
                L("Pharmacy - IV Antibiotics, Nebulisation Drugs", "pharmacy", 1, 14400, "PH-IP"),
                L("Investigations - Chest X-ray, HRCT Chest, CBC, CRP, Sputum Culture", "diagnostics", 1, 7800, "INV-11"),
                L("Medical Consumables", "consumables", 1, 2350, "CON-02")),
    bill_total=54750,
    payment=PaymentReceipt(receipt_number="KMH/RCPT/25/30214", receipt_date=date(2025, 12, 7), amount=54750, mode="Credit Card", reference="XXXX-4471"),
    chief_complaints="Fever with chills, productive cough and breathlessness for 5 days.",
    course_in_hospital="Right lower lobe consolidation on X-ray and HRCT. Treated with IV antibiotics and nebulisation; afebrile from day 3, saturation normal on room air at discharge. Known hypertensive on regular medication.",
    advice=("Oral antibiotics for 5 days.", "Continue antihypertensives.", "Review in OPD with chest X-ray after 2 weeks."))
assert spec.line_items_total == 54750
CASES.append(dict(
    id="s29-h12-nia-pneumonia-room-proportionate-senior-copay", spec=spec,
    layouts={"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": []},
    scenario="Senior couple (66 and 61) on a Rs 5 lakh floater; the husband takes a Rs 6,500/day single room against the 1%-of-SI limit of Rs 5,000/day. Room and consultant fees are scaled by 5,000/6,500 (pharmacy, diagnostics and consumables untouched), then the 10% co-pay for insured persons above 60 applies.",
    policy=dict(document=PDF_A, policy_id="P/141100/01/2026/005902", uin=wording_a.UIN,
                insurer="The New India Assurance Company Limited", product=wording_a.PRODUCT,
                effective_from="2025-06-15", effective_to="2026-06-14",
                schedule=schedule(None, 500000, 10, [
                    member("NIA-5902-01", "Ramesh Kulkarni", "1959-05-20", "male", "self", "2019-06-15", ["hypertension"]),
                    member("NIA-5902-02", "Sunita Kulkarni", "1963-09-02", "female", "spouse", "2019-06-15")],
                    {"room_rent_limit": {"kind": "percent_si_per_day", "value": 1}, "icu_limit": {"kind": "percent_si_per_day", "value": 2},
                     "copay": {"percent": 10, "condition": "insured person above 60 years of age at the commencement of the policy period"}})),
    loss_date="2025-12-03", claimed=54750,
    expected={"decision": "partial", "payable_amount": 43003, "reason_codes": ["ROOM_RENT_PROPORTIONATE_DEDUCTION", "COPAY"], "route": "human",
              "clauses": ["1.2.1: \"limited to 1% of the Sum Insured per day.\"",
                          "1.2 Note 1: \"the Company shall bear only that proportion of the Associated Medical Expenses\"",
                          "3.3: \"shall be subject to a co-payment of 10% of the admissible claim amount\""]},
    quotes=[(PDF_A, "limited to 1% of the Sum Insured per day."), (PDF_A, "the Company shall bear only that proportion of the Associated Medical Expenses"),
            (PDF_A, "shall be subject to a co-payment of 10% of the admissible claim amount")],
    working=["Policy in force 15-06-2025 to 14-06-2026 on 03-12-2025; Ramesh covered since 15-06-2019 (6 years): 30-day, specified-disease and 48-month PED waits all served; declared hypertension is not the cause of admission anyway; pneumonia is in no list and no exclusion applies.",
             "Bill lines: Room Single Private AC 4 x 6,500 = 26,000 (no separate nursing line; 1.2.1 limits room, boarding and nursing together); Consultant visits 4 x 1,050 = 4,200; Pharmacy 14,400; Investigations 7,800; Consumables 2,350. Sum 54,750 = bill total.",
             "Step 1: no IRDAI List I item.",
             "Step 2: room limit 1% of 5,00,000 = 5,000/day (Table 3.4: 5,000); charged 6,500 -> ratio 5,000/6,500. Associated expenses per Note 1 (room, doctors' fees; no nursing line, no OT): room 26,000 -> 20,000; consultant 4,200 x 5,000/6,500 = 3,230.77 -> 3,231. Pharmacy 14,400, investigations 7,800, consumables 2,350 unchanged. Subtotal 20,000 + 3,231 + 14,400 + 7,800 + 2,350 = 47,781 (deduction 6,969).",
             "Step 3: no sublimit. Step 4: Ramesh was 66 at the commencement of the policy period (born 20-05-1959, period from 15-06-2025) -> 10% co-pay (3.3): 47,781 x 90% = 43,002.9 -> 43,003 (co-pay 4,778). Step 5: no deductible. Step 6: SI 5,00,000 available.",
             "Payable 43,003 < claimed 54,750 -> partial -> human."]))

# ---------------------------------------------------------------- New India 3: knee replacement inside the 48-month tier
spec = ClaimDocumentSpec(
    hospital=H4, patient_name="Lata Menon", member_id="NIA-6637-02", policy_number="P/141100/01/2026/006637",
    age=54, gender="Female", uhid="SBOGH/26/00571", ip_number="IPD-26-0112",
    admission_date=date(2026, 1, 12), discharge_date=date(2026, 1, 16),
    diagnosis="Primary osteoarthritis, right knee (Kellgren-Lawrence grade IV)", procedure="Total knee replacement, right knee",
    procedure_date=date(2026, 1, 13),
    treating_doctor="Dr. Pankaj Agrawal", doctor_qualification="MBBS, MS (Ortho)", doctor_registration="MPMC 12874",
    department="Orthopaedics", room_category="Single Private AC Room", room_rate_per_day=7500, bed_number="S-14",
    bill_number="SBOGH/IPD/2026/0158", bill_date=date(2026, 1, 16),
    line_items=(L("Room Charges - Single Private AC Room", "room", 4, 7500, "RM-SPA"),
                L("Surgeon Fees - Total Knee Replacement", "surgeon_fees", 1, 85000, "SF-TKR"),
                L("Anaesthetist Fees", "surgeon_fees", 1, 18000, "SF-ANA"),
                L("Operation Theatre Charges - Major OT", "ot", 1, 35000, "OT-MAJ"),
                L("Knee Implant - Cemented Posterior Stabilised Prosthesis", "implants", 1, 110000, "IMP-TKR"),
                L("Pharmacy - Drugs & IV Fluids", "pharmacy", 1, 22600, "PH-01"),
                L("Surgical Consumables", "consumables", 1, 9800, "CS-05"),
                L("Investigations - X-ray, Blood Tests, ECG, 2D Echo", "diagnostics", 1, 8400, "INV-03"),
                L("Physiotherapy Sessions", "other", 4, 800, "PHY-01")),
    bill_total=322000,
    payment=PaymentReceipt(receipt_number="SBOGH/R/26/0311", receipt_date=date(2026, 1, 16), amount=322000, mode="NEFT", reference="UTR26011600418"),
    chief_complaints="Pain and stiffness in the right knee for 6 years, worse over the last year; difficulty climbing stairs. No history of injury or fall.",
    course_in_hospital="Right total knee replacement done on 13-01-2026 under spinal anaesthesia. Mobilised with walker on day 2. Wound healthy at discharge.",
    advice=("Walker-assisted walking, physiotherapy daily.", "Suture removal after 14 days.", "Review in OPD after 2 weeks."))
assert spec.line_items_total == 322000
CASES.append(dict(
    id="s29-h12-nia-tkr-osteoarthritis-48m-tier", spec=spec,
    layouts={"bill": "compact", "discharge_summary": "classic", "scanned": ["discharge_summary"]},
    scenario="Wife (54) on a Rs 8 lakh floater, covered for 33 months, has a total knee replacement for degenerative osteoarthritis (no injury). The general 24-month list would be served, but joint replacement for a degenerative condition and osteoarthritis are in the four-year (48-month) tier of Excl02 (4.2.3): refused.",
    policy=dict(document=PDF_A, policy_id="P/141100/01/2026/006637", uin=wording_a.UIN,
                insurer="The New India Assurance Company Limited", product=wording_a.PRODUCT,
                effective_from="2025-04-01", effective_to="2026-03-31",
                schedule=schedule(None, 800000, 0, [
                    member("NIA-6637-01", "Suresh Menon", "1968-11-30", "male", "self", "2023-04-01"),
                    member("NIA-6637-02", "Lata Menon", "1971-01-15", "female", "spouse", "2023-04-01")],
                    {"room_rent_limit": {"kind": "percent_si_per_day", "value": 1}, "icu_limit": {"kind": "percent_si_per_day", "value": 2}})),
    loss_date="2026-01-12", claimed=322000,
    expected={"decision": "deny", "payable_amount": 0, "reason_codes": ["SPECIFIC_DISEASE_WAITING_PERIOD"], "route": "crc",
              "exclusion_code": "Excl02",
              "clauses": ["4.2.3 (Code- Excl02): \"Four years waiting period (48 months): Joint replacement surgery due to degenerative condition; Osteoarthritis and osteoporosis\"",
                          "4.2 a): \"shall be excluded until the expiry of the period (one year, two years or four years) shown against each group below\""]},
    quotes=[(PDF_A, "Four years waiting period (48 months): Joint replacement surgery due to degenerative condition; Osteoarthritis and osteoporosis"),
            (PDF_A, "shall be excluded until the expiry of the period (one year, two years or four years) shown against each group below")],
    working=["Policy in force 01-04-2025 to 31-03-2026 on 12-01-2026; Lata is in the schedule, covered since 01-04-2023 (first policy with the Company, no portability credit).",
             "Diagnosis primary osteoarthritis right knee, no injury (discharge summary: no history of injury or fall) -> total knee replacement for a degenerative condition: listed in 4.2.3 (four-year tier, 48 months) of Excl02.",
             "48 months from 01-04-2023 end on 01-04-2027; admission 12-01-2026 is at about 33 months -> inside the waiting period -> SPECIFIC_DISEASE_WAITING_PERIOD. (The general two-year list, 4.2.2, the golden specific_disease_waiting_period_months of 24, was served on 01-04-2025; the decision turns on reading the four-year tier, which is not pinned in schedule.terms because the golden term holds the general period only.)",
             "Bill lines (for the record): room 4 x 7,500 = 30,000; surgeon 85,000; anaesthetist 18,000; OT 35,000; implant 1,10,000; pharmacy 22,600; consumables 9,800; investigations 8,400; physiotherapy 4 x 800 = 3,200. Sum 3,22,000 = bill total.",
             "Hard stop -> payable 0 -> deny -> CRC."]))

# ---------------------------------------------------------------- Galaxy 1: clean, Option 2
spec = ClaimDocumentSpec(
    hospital=H2, patient_name="Diya Rao", member_id="GHI-2291-03", policy_number="P/570001/11/2026/002291",
    age=13, gender="Female", uhid="KMH-2026-020913", ip_number="IP26/02/0211",
    admission_date=date(2026, 2, 9), discharge_date=date(2026, 2, 12),
    diagnosis="Acute appendicitis", procedure="Laparoscopic appendicectomy", procedure_date=date(2026, 2, 9),
    treating_doctor="Dr. Meenakshi Sundaram", doctor_qualification="MBBS, MS (General Surgery)", doctor_registration="TNMC 80211",
    department="General Surgery", room_category="Single Private AC Room", room_rate_per_day=5200, bed_number="611",
    bill_number="KMH/IP/2026/02/0963", bill_date=date(2026, 2, 12),
    line_items=(L("Room Rent - Single Private AC Room", "room", 3, 5200, "R-SP"),
                L("Surgeon Fees - Laparoscopic Appendicectomy", "surgeon_fees", 1, 38000, "SF-LA"),
                L("Anaesthetist Fees", "surgeon_fees", 1, 9500, "SF-AN"),
                L("Operation Theatre Charges", "ot", 1, 16000, "OT-01"),
                L("Consultant Visit Charges - Paediatrician", "doctor_fees", 3, 1200, "C-PED"),
                L("Pharmacy - Drugs & IV Fluids", "pharmacy", 1, 11450, "PH-IP"),
                L("Surgical Consumables incl. Laparoscopic Trocar Set", "consumables", 1, 6300, "CON-07"),
                L("Investigations - USG Abdomen, CBC, CRP, Urine", "diagnostics", 1, 5150, "INV-04"),
                L("Road Ambulance - Home to Hospital", "ambulance", 1, 2200, "AMB-01")),
    bill_total=107800,
    payment=PaymentReceipt(receipt_number="KMH/RCPT/26/04412", receipt_date=date(2026, 2, 12), amount=107800, mode="UPI", reference="604312998871"),
    chief_complaints="Pain in the right lower abdomen since the previous night with vomiting and low grade fever.",
    course_in_hospital="USG showed an inflamed appendix. Laparoscopic appendicectomy done on the day of admission; recovery uneventful, orally accepting from day 2.",
    advice=("Oral antibiotics and analgesics for 5 days.", "Avoid strenuous activity for 2 weeks.", "Review in surgical OPD after 7 days."))
assert spec.line_items_total == 107800
CASES.append(dict(
    id="s29-h12-gal-appendicectomy-clean-option2", spec=spec,
    layouts={"bill": "compact", "discharge_summary": "narrative", "scanned": []},
    scenario="Option 2 family floater, SI Rs 10 lakh; the 13-year-old daughter has an emergency laparoscopic appendicectomy in a single private AC room (her eligible category) and arrives by road ambulance (Rs 2,200, within the Option 2 limit of Rs 5,000). Paid in full; above 25,000 so an adjuster signs off.",
    policy=dict(document=PDF_B, policy_id="P/570001/11/2026/002291", uin=wording_b.UIN,
                insurer="Galaxy Health Insurance Company Limited", product=wording_b.PRODUCT,
                effective_from="2025-09-01", effective_to="2026-08-31",
                schedule=schedule("Option 2", 1000000, 0, [
                    member("GHI-2291-01", "Kavitha Rao", "1985-04-02", "female", "self", "2023-09-01"),
                    member("GHI-2291-02", "Prakash Rao", "1982-12-11", "male", "spouse", "2023-09-01"),
                    member("GHI-2291-03", "Diya Rao", "2012-06-30", "female", "daughter", "2023-09-01")],
                    {"room_rent_limit": {"kind": "room_category", "value": "Single Private Room"},
                     "ambulance_limit": {"kind": "amount", "value": 5000},
                     "pre_hospitalisation_days": 60, "post_hospitalisation_days": 90, "maternity_waiting_period_months": 24,
                     "modern_treatment_limit": {"kind": "no_limit", "value": None}})),
    loss_date="2026-02-09", claimed=107800,
    expected={"decision": "approve", "payable_amount": 107800, "reason_codes": [], "route": "human",
              "clauses": ["C.2: \"under Option 2 for a Single Private Room\"",
                          "C.6: \"up to Rs. 2,000 (Option 1), Rs. 5,000 (Option 2) or Rs. 10,000 (Option 3) for each Hospitalisation\""]},
    quotes=[(PDF_B, "under Option 2 for a Single Private Room"), (PDF_B, "up to Rs. 2,000 (Option 1), Rs. 5,000 (Option 2) or Rs. 10,000 (Option 3) for each Hospitalisation")],
    working=["Policy in force 01-09-2025 to 31-08-2026 on 09-02-2026; Diya in the schedule, covered since 01-09-2023: 30-day wait served; appendicitis is not in the D.2 list; no PED; no exclusion.",
             "Bill lines: Room Single Private AC 3 x 5,200 = 15,600; Surgeon 38,000; Anaesthetist 9,500; OT 16,000; Paediatrician visits 3 x 1,200 = 3,600; Pharmacy 11,450; Consumables 6,300; Investigations 5,150; Road ambulance 2,200. Sum 1,07,800 = bill total.",
             "Step 1: no IRDAI List I item (trocar set is a surgical consumable). Step 2: Option 2 eligible room = Single Private Room (C.2), occupied single private AC room -> within category, no deduction (no rupee cap on the category); no ICU.",
             "Step 3: road ambulance 2,200 <= Option 2 limit 5,000 per hospitalisation (C.6) -> paid in full. Step 4: no co-payment under any Option (Annexure III Q3). Step 5: no deductible. Step 6: SI 10,00,000 available.",
             "Payable 1,07,800 = claimed -> approve; above 25,000 -> human."]))

# ---------------------------------------------------------------- Galaxy 2: maternity sub-limit, Option 1
spec = ClaimDocumentSpec(
    hospital=H3, patient_name="Ananya Sharma", member_id="GHI-3148-01", policy_number="P/570001/11/2026/003148",
    age=31, gender="Female", uhid="MWC/26/01207", ip_number="MWC-IP-26-0094",
    admission_date=date(2026, 1, 20), discharge_date=date(2026, 1, 23),
    diagnosis="Term pregnancy (39 weeks) with non-progress of labour", procedure="Lower segment caesarean section (LSCS)",
    procedure_date=date(2026, 1, 20),
    treating_doctor="Dr. Ritu Malhotra", doctor_qualification="MBBS, MS (Obstetrics & Gynaecology)", doctor_registration="HMC 30988",
    department="Obstetrics & Gynaecology", room_category="Twin Sharing Room", room_rate_per_day=3000, bed_number="T-208",
    bill_number="MWC/IPB/2026/0311", bill_date=date(2026, 1, 23),
    line_items=(L("Room Charges - Twin Sharing Room", "room", 3, 3000, "RM-TS"),
                L("Obstetrician Fees - LSCS", "surgeon_fees", 1, 28000, "SF-LSCS"),
                L("Anaesthetist Fees", "surgeon_fees", 1, 7000, "SF-ANA"),
                L("Operation Theatre Charges", "ot", 1, 14000, "OT-01"),
                L("Paediatrician Attendance at Delivery", "doctor_fees", 1, 2500, "DF-PAED"),
                L("Pharmacy - Drugs & IV Fluids", "pharmacy", 1, 6900, "PH-01"),
                L("Surgical Consumables", "consumables", 1, 3600, "CS-01"),
                L("Investigations - CBC, Blood Group, Urine, CTG", "diagnostics", 1, 2400, "INV-01")),
    bill_total=73400,
    payment=PaymentReceipt(receipt_number="MWC/RC/26/0733", receipt_date=date(2026, 1, 23), amount=73400, mode="Credit Card", reference="XXXX-9021"),
    chief_complaints="labour pains at 39 weeks in her first pregnancy; labour did not progress after 10 hours.",
    course_in_hospital="Emergency LSCS on 20-01-2026 under spinal anaesthesia; delivered a healthy female baby, 3.1 kg, APGAR 8/9. Mother and baby stable; breastfeeding established.",
    advice=("Wound care, suture line to be kept dry.", "Iron and calcium supplements.", "Review in OPD after 7 days with the baby."))
assert spec.line_items_total == 73400
CASES.append(dict(
    id="s29-h12-gal-lscs-maternity-cap-option1", spec=spec,
    layouts={"bill": "tabular", "discharge_summary": "narrative", "scanned": []},
    scenario="Option 1 floater (SI Rs 5 lakh); the policyholder, covered for 32 months (24-month maternity wait served), has an emergency caesarean delivery in her eligible twin-sharing room. Maternity is limited to Rs 30,000 per delivery under Option 1, so Rs 30,000 of the Rs 73,400 bill is paid.",
    policy=dict(document=PDF_B, policy_id="P/570001/11/2026/003148", uin=wording_b.UIN,
                insurer="Galaxy Health Insurance Company Limited", product=wording_b.PRODUCT,
                effective_from="2025-11-01", effective_to="2026-10-31",
                schedule=schedule("Option 1", 500000, 0, [
                    member("GHI-3148-01", "Ananya Sharma", "1994-08-19", "female", "self", "2023-05-01"),
                    member("GHI-3148-02", "Rohit Sharma", "1992-02-02", "male", "spouse", "2023-05-01")],
                    {"room_rent_limit": {"kind": "room_category", "value": "Twin Sharing Room"},
                     "ambulance_limit": {"kind": "amount", "value": 2000},
                     "pre_hospitalisation_days": 30, "post_hospitalisation_days": 60, "maternity_waiting_period_months": 24,
                     "modern_treatment_limit": {"kind": "percent_si", "value": 50}})),
    loss_date="2026-01-20", claimed=73400,
    expected={"decision": "partial", "payable_amount": 30000, "reason_codes": ["SUBLIMIT"], "route": "human",
              "clauses": ["C.12: \"up to Rs. 30,000 (Option 1), Rs. 50,000 (Option 2) or Rs. 1,00,000 (Option 3) for each delivery\"",
                          "C.12: \"after a waiting period of 24 months (Option 1 and Option 2) or 12 months (Option 3)\""]},
    quotes=[(PDF_B, "up to Rs. 30,000 (Option 1), Rs. 50,000 (Option 2) or Rs. 1,00,000 (Option 3) for each delivery"),
            (PDF_B, "after a waiting period of 24 months (Option 1 and Option 2) or 12 months (Option 3)")],
    working=["Policy in force 01-11-2025 to 31-10-2026 on 20-01-2026; Ananya (female policyholder) covered since 01-05-2023 with continuous renewals: 24-month maternity wait for Option 1 served on 01-05-2025; first delivery (limit two per lifetime).",
             "Bill lines: Room Twin Sharing 3 x 3,000 = 9,000; Obstetrician 28,000; Anaesthetist 7,000; OT 14,000; Paediatrician 2,500; Pharmacy 6,900; Consumables 3,600; Investigations 2,400. Sum 73,400 = bill total.",
             "Step 1: no IRDAI List I item. Step 2: Option 1 eligible room = Twin Sharing Room, occupied twin sharing -> no deduction; no ICU.",
             "Step 3: maternity sub-limit C.12, Option 1: Rs 30,000 per delivery (inclusive of pre/post-natal) -> 73,400 capped at 30,000 (43,400 above the sub-limit).",
             "Step 4: no co-payment (Annexure III Q3). Step 5: no deductible. Step 6: SI 5,00,000 available.",
             "Payable 30,000 < claimed 73,400 -> partial -> human."]))

# ---------------------------------------------------------------- Galaxy 3: IVF oocyte retrieval, Excl17
spec = ClaimDocumentSpec(
    hospital=H3, patient_name="Farah Khan", member_id="GHI-4410-01", policy_number="P/570001/11/2026/004410",
    age=36, gender="Female", uhid="MWC/26/02988", ip_number="MWC-DC-26-0418",
    admission_date=date(2026, 3, 5), discharge_date=date(2026, 3, 5),
    diagnosis="Primary infertility (4 years) - IVF cycle", procedure="Transvaginal ultrasound-guided oocyte retrieval (ovum pick-up) for IVF",
    procedure_date=date(2026, 3, 5),
    treating_doctor="Dr. Shalini Bedi", doctor_qualification="MBBS, MS (OBG), Fellowship Reproductive Medicine", doctor_registration="HMC 27740",
    department="Reproductive Medicine", room_category="Single Private AC Room", room_rate_per_day=4000, bed_number="DC-03",
    bill_number="MWC/DCB/2026/0208", bill_date=date(2026, 3, 5),
    line_items=(L("Day Care Room - Single Private AC Room", "room", 1, 4000, "DC-SP"),
                L("Procedure Fees - Oocyte Retrieval", "surgeon_fees", 1, 45000, "SF-OPU"),
                L("Anaesthetist Fees", "surgeon_fees", 1, 6000, "SF-ANA"),
                L("Procedure Room / OT Charges", "ot", 1, 12000, "OT-02"),
                L("Pharmacy - Stimulation Injections & Trigger", "pharmacy", 1, 38500, "PH-ART"),
                L("Consumables - OPU Needle, Media", "consumables", 1, 4200, "CS-ART"),
                L("Embryology Laboratory Charges", "other", 1, 25000, "EMB-01")),
    bill_total=134700,
    payment=PaymentReceipt(receipt_number="MWC/RC/26/1102", receipt_date=date(2026, 3, 5), amount=134700, mode="NEFT", reference="UTR26030500877"),
    chief_complaints="inability to conceive for 4 years; admitted electively for ovum pick-up after controlled ovarian stimulation.",
    course_in_hospital="Oocyte retrieval under short general anaesthesia; 11 oocytes retrieved and handed to the embryology laboratory for ICSI. Uneventful; discharged the same evening.",
    advice=("Luteal support as prescribed.", "Embryo transfer as scheduled by the fertility clinic."))
assert spec.line_items_total == 134700
CASES.append(dict(
    id="s29-h12-gal-ivf-oocyte-retrieval-excl17", spec=spec,
    layouts={"bill": "itemised_grouped", "discharge_summary": "classic", "scanned": ["bill"]},
    scenario="Option 3 policyholder (SI Rs 20 lakh, covered over 4 years) claims a day-care oocyte retrieval of an IVF/ICSI cycle for primary infertility. Assisted reproduction is excluded by Code- Excl17 (D.4.14): refused.",
    policy=dict(document=PDF_B, policy_id="P/570001/11/2026/004410", uin=wording_b.UIN,
                insurer="Galaxy Health Insurance Company Limited", product=wording_b.PRODUCT,
                effective_from="2025-07-15", effective_to="2026-07-14",
                schedule=schedule("Option 3", 2000000, 0, [
                    member("GHI-4410-01", "Farah Khan", "1989-10-05", "female", "self", "2021-07-15"),
                    member("GHI-4410-02", "Imran Khan", "1987-03-28", "male", "spouse", "2021-07-15")],
                    {"room_rent_limit": {"kind": "no_limit", "value": None},
                     "ambulance_limit": {"kind": "amount", "value": 10000},
                     "pre_hospitalisation_days": 60, "post_hospitalisation_days": 180, "maternity_waiting_period_months": 12,
                     "modern_treatment_limit": {"kind": "no_limit", "value": None}})),
    loss_date="2026-03-05", claimed=134700,
    expected={"decision": "deny", "payable_amount": 0, "reason_codes": ["EXCLUDED_TREATMENT"], "route": "crc", "exclusion_code": "Excl17",
              "clauses": ["D.4.14 Sterility and Infertility - Code- Excl17: \"Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI\""]},
    quotes=[(PDF_B, "D.4.14 Sterility and Infertility - Code- Excl17"),
            (PDF_B, "Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI")],
    working=["Policy in force 15-07-2025 to 14-07-2026 on 05-03-2026; Farah in the schedule, covered since 15-07-2021: all waiting periods served.",
             "Diagnosis primary infertility; procedure oocyte retrieval for IVF/ICSI (assisted reproduction). D.4.14 (Code- Excl17) excludes expenses related to sterility and infertility including assisted reproduction services such as IVF and ICSI -> EXCLUDED_TREATMENT, Excl17. The maternity benefit C.12 covers delivery and MTP only, not infertility treatment.",
             "Bill lines (for the record): day care room 4,000; procedure fees 45,000; anaesthetist 6,000; OT 12,000; pharmacy 38,500; consumables 4,200; embryology lab 25,000. Sum 1,34,700 = bill total.",
             "Hard stop -> payable 0 -> deny -> CRC."]))

# ---------------------------------------------------------------- write
bad = 0
for c in CASES:
    for pdf, q in c["quotes"]:
        if not where(os.path.join(HERE, pdf), q):
            bad += 1; print("QUOTE MISSING", c["id"], q)
    folder = os.path.join(HERE, "claims", c["id"])
    os.makedirs(folder, exist_ok=True)
    spec = c["spec"]
    assert spec.bill_total == c["claimed"]
    bill = render_bill(spec, c["layouts"]["bill"])
    ds = render_discharge_summary(spec, c["layouts"]["discharge_summary"])
    if "bill" in c["layouts"]["scanned"]:
        bill = render_scanned(bill)
    if "discharge_summary" in c["layouts"]["scanned"]:
        ds = render_scanned(ds)
    open(os.path.join(folder, "bill.pdf"), "wb").write(bill)
    open(os.path.join(folder, "discharge_summary.pdf"), "wb").write(ds)
    open(os.path.join(folder, "claim_spec.json"), "w").write(spec.model_dump_json(indent=2))
    case = {"id": c["id"], "scenario": c["scenario"], "policy": c["policy"],
            "claim": {"member_id": spec.member_id, "loss_date": c["loss_date"], "amount_claimed": c["claimed"],
                      "documents": ["bill.pdf", "discharge_summary.pdf"]},
            "expected": c["expected"], "working": c["working"], "layouts": c["layouts"]}
    json.dump(case, open(os.path.join(folder, "case.json"), "w"), indent=2, ensure_ascii=False)
    print("wrote", c["id"], c["expected"]["decision"], c["expected"]["payable_amount"])
print("quote errors:", bad)
