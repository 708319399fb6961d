"""Write the six h7 claim cases (3 per wording): case.json, claim_spec.json, bill.pdf, discharge_summary.pdf.

  PYTHONPATH=/work/main/layers /work/main/.venv/bin/python make_claims.py

Payables were computed by hand (see each case's `working`); `check()` below recomputes them with a few lines
of SPEC §7 arithmetic and asserts agreement, and every clause quote is checked against the wording's text.
"""
import json, os, re
from datetime import date

from clausetrail.synthetic.claim_spec import BillLine, ClaimDocumentSpec, Hospital, PaymentReceipt
from clausetrail.synthetic.generate import HOSPITALS
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned
from textcheck import find

HERE = os.path.dirname(os.path.abspath(__file__))
A = "FutureGenerali_Suraksha-Top-Up_FGIHLIP26118V012526"
B = "BajajAllianz_Swasthya-Raksha_BAJHLIP26073V012526"
FG = dict(document=A + ".pdf", uin="FGIHLIP26118V012526", insurer="Future Generali India Insurance Company Limited",
          product="Suraksha Top-Up")
BA = dict(document=B + ".pdf", uin="BAJHLIP26073V012526", insurer="Bajaj Allianz General Insurance Company Limited",
          product="Swasthya Raksha")

H = {h.name: h for h in HOSPITALS}
SAI = Hospital(name="Shree Sai Multispeciality Hospital",
               address_lines=("Plot 88, Wardha Road, Dhantoli", "Nagpur - 440012", "Maharashtra"),
               phone="0712-245 6610", email="billing@shreesaihospital.in", gstin="27AAHCS6614R1ZK",
               registration_number="NMC/BNHRA/2017/0458", rohini_id="8900080440125", pan="AAHCS6614R",
               accreditation="NABH Accredited (H-2018-0219)")
MEDICITY = Hospital(name="Medicity Institute of Surgery",
                    address_lines=("12-B, Scheme No. 54, Vijay Nagar", "Indore - 452010", "Madhya Pradesh"),
                    phone="0731-409 2200", email="accounts@medicityindore.in", gstin="23AAGCM4471D1ZP",
                    registration_number="MP/IND/CMHO/2019/0761", rohini_id="8900080452010", pan="AAGCM4471D",
                    accreditation="NABH Entry Level Certified")


def L(desc, cat, amount, qty=1, code=None, eye=None):
    rate = amount // qty
    assert rate * qty == amount, desc
    return BillLine(description=desc, category=cat, quantity=qty, rate=rate, amount=amount, service_code=code, eye=eye)


def clause(label, quote):
    return f'{label}: "{quote}"'


CASES = []

# ----------------------------------------------------------------------------------------------------------
# A1 - clean top-up claim above the per-hospitalisation deductible
# ----------------------------------------------------------------------------------------------------------
a1_lines = (
    L("ICU Charges - Medical ICU", "icu", 28000, 2, "ICU01"),
    L("Room Charges - Single Room", "room", 28000, 4, "RM004"),
    L("Consultation - Pulmonologist / Intensivist", "doctor_fees", 12000, 6, "CON07"),
    L("Pharmacy - IV Antibiotics, Oxygen & Medicines", "pharmacy", 68450, 1, "PH001"),
    L("Medical Consumables", "consumables", 14380, 1, "CS001"),
    L("Investigations - HRCT Chest, Blood Cultures, ABG, Pathology", "diagnostics", 24670, 1, "LAB21"),
)
CASES.append(dict(
    id="s28-h7-1-c01-pneumonia-icu-above-deductible-clean",
    scenario="Severe community-acquired pneumonia: 2 days in the medical ICU at Rs 14,000/day and 4 days in a single "
             "room at Rs 7,000/day, both inside Suraksha Top-Up's Rs 15,000 ICU and Rs 7,500 room limits. The "
             "member chose the Rs 1,00,000 per-hospitalisation deductible and claims the balance of the bill.",
    wording=FG, policy_id="P/300118/01/2026/004517", eff=("2025-08-01", "2026-07-31"),
    schedule=dict(plan="Sum Insured Rs 10,00,000 - Deductible Rs 1,00,000 per hospitalisation", policy_type="individual",
                  sum_insured=1000000, cumulative_bonus=100000, copay_percent=0, deductible=100000,
                  claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="FG-4517-01", name="Harish Venkataraman", dob="1969-03-22", gender="male",
                                relationship="self", covered_since="2023-08-01", declared_ped=[])],
                  terms={"copay": {"percent": 0, "condition": None}}),
    spec=dict(hospital=H["Kaveri Medical Centre"], patient_name="Harish Venkataraman", member_id="FG-4517-01",
              policy_number="P/300118/01/2026/004517", age=56, gender="Male", uhid="KMC-UH-208841",
              ip_number="IP/25/10412", admission_date=date(2025, 10, 12), discharge_date=date(2025, 10, 18),
              diagnosis="Severe community-acquired pneumonia, bilateral lower lobes, with type 1 respiratory failure",
              procedure=None, treating_doctor="Dr. Revathi Sundaram", doctor_qualification="MBBS, MD, DM (Pulmonary and Critical Care)",
              doctor_registration="TNMC 88213", department="Pulmonary Medicine", room_category="Single Room",
              room_rate_per_day=7000, bed_number="MICU-6 / 512", bill_number="KMC/IP/25-26/10412",
              bill_date=date(2025, 10, 18), line_items=a1_lines, bill_total=175500,
              payment=PaymentReceipt(receipt_number="KMC/RC/25-26/10412", receipt_date=date(2025, 10, 18), amount=175500,
                                     mode="NEFT", reference="UTR 5291 0488 7712"),
              chief_complaints="High-grade fever, cough with rusty sputum and breathlessness for 5 days; SpO2 86% on room air at admission.",
              course_in_hospital="HRCT chest showed bilateral lower lobe consolidation. Admitted to the MICU for 2 days on high-flow oxygen and IV antibiotics; weaned to nasal prongs and shifted to the ward on day 3. Blood cultures sterile. Afebrile from day 4; ambulant and maintaining saturation on room air at discharge.",
              advice=("Oral antibiotics for 5 days as prescribed.", "Incentive spirometry.", "Review in pulmonology OPD after 10 days with chest X-ray.")),
    amount_claimed=75500,
    expected=dict(decision="approve", payable_amount=75500, reason_codes=[], route="human", clauses=[
        clause("3.1", "We will pay the Reasonable and Customary Charges for the following:"),
        clause("3.1 a)", "room, boarding and nursing provided by the Hospital, up to Rs. 7,500 per day of admission"),
        clause("3.1 b)", "Intensive Care Unit / Intensive Cardiac Care Unit charges, up to Rs. 15,000 per day of admission"),
        clause("2.B.2 Deductible", "that the Insured Person bears for each and every Hospitalisation before We make any payment"),
        clause("3.11", "apply any limit or sub-limit, then subtract the Deductible; only the balance, if any, is payable."),
    ]),
    working=[
        "Policy in force (01-08-2025 to 31-07-2026) on 12-10-2025; member covered since 01-08-2023 (26 months, no break); no PED declared; pneumonia is in no 4.2 list and under no exclusion; 30-day wait long over.",
        "Bill lines: ICU Charges - Medical ICU 2 x 14,000 = 28,000; Room Charges - Single Room 4 x 7,000 = 28,000 (room tariff includes nursing; no separate nursing line); Consultation 6 x 2,000 = 12,000; Pharmacy 68,450; Consumables 14,380; Investigations 24,670. Sum 1,75,500 = bill total.",
        "Step 1: no List I item. Step 2: room 7,000/day <= 7,500 (3.1 a) -> no proportionate deduction; ICU 14,000/day <= 15,000 (3.1 b) -> no cap. Step 3: no sub-limit (no ambulance, cataract or modern treatment). Step 4: no co-pay (Section 5).",
        "Step 5: per-hospitalisation deductible 1,00,000 (schedule; 2.B.2, 3.11): 1,75,500 - 1,00,000 = 75,500. Step 6: SI 10,00,000 + cumulative bonus 1,00,000, nothing paid this year.",
        "Amount claimed under the top-up = bill 1,75,500 less the schedule deductible 1,00,000 = 75,500 (SPEC 8). Payable 75,500 = claimed -> approve; above 25,000 -> route human.",
    ],
    layouts=dict(bill="tabular", discharge_summary="classic", scanned=[]),
))

# ----------------------------------------------------------------------------------------------------------
# A2 - room above Rs 7,500/day: proportionate deduction, then deductible
# ----------------------------------------------------------------------------------------------------------
a2_lines = (
    L("Room Charges - Deluxe Single Room", "room", 40000, 4, "RM009"),
    L("Consultation - Orthopaedic Surgeon", "doctor_fees", 6000, 4, "CON03"),
    L("Surgeon Fees - Closed Intramedullary Nailing, Left Femur", "surgeon_fees", 60000, 1, "SUR18"),
    L("Anaesthetist Fees", "doctor_fees", 15000, 1, "ANS01"),
    L("Operation Theatre Charges", "ot", 30000, 1, "OT003"),
    L("Implant - Interlocking Femoral Nail with Locking Screws", "implants", 45000, 1, "IMP07"),
    L("Pharmacy - Medicines & Injections", "pharmacy", 28400, 1, "PH001"),
    L("Medical Consumables", "consumables", 9600, 1, "CS001"),
    L("Investigations - X-Ray Femur, CT, Pre-operative Pathology", "diagnostics", 11200, 1, "RAD11"),
)
CASES.append(dict(
    id="s28-h7-1-c02-femur-nailing-deluxe-room-proportionate",
    scenario="Road-traffic fracture of the left femur treated by closed intramedullary nailing. The member stayed in a "
             "Deluxe Single Room at Rs 10,000/day against Suraksha Top-Up's Rs 7,500/day room limit, so the associated "
             "medical expenses are paid at 75%; the Rs 1,00,000 per-hospitalisation deductible is then subtracted.",
    wording=FG, policy_id="P/300118/01/2026/006093", eff=("2025-05-15", "2026-05-14"),
    schedule=dict(plan="Sum Insured Rs 5,00,000 - Deductible Rs 1,00,000 per hospitalisation", policy_type="individual",
                  sum_insured=500000, cumulative_bonus=25000, copay_percent=0, deductible=100000,
                  claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="FG-6093-01", name="Neha Kulkarni", dob="1984-07-09", gender="female",
                                relationship="self", covered_since="2024-05-15", declared_ped=[])],
                  terms={"copay": {"percent": 0, "condition": None}}),
    spec=dict(hospital=H["Lotus Care Hospital"], patient_name="Neha Kulkarni", member_id="FG-6093-01",
              policy_number="P/300118/01/2026/006093", age=41, gender="Female", uhid="LCH-0093315",
              ip_number="LCH/IP/2025/7754", admission_date=date(2025, 9, 3), discharge_date=date(2025, 9, 7),
              diagnosis="Closed fracture shaft of left femur (road traffic accident)",
              procedure="Closed reduction and internal fixation with interlocking intramedullary nail, left femur",
              procedure_date=date(2025, 9, 4), treating_doctor="Dr. Aniket Sawant", doctor_qualification="MBBS, MS (Ortho)",
              doctor_registration="MMC 2009/04/1187", department="Orthopaedics", room_category="Deluxe Single Room",
              room_rate_per_day=10000, bed_number="D-704", bill_number="LCH/FB/2025-26/03318",
              bill_date=date(2025, 9, 7), line_items=a2_lines, bill_total=245200,
              payment=PaymentReceipt(receipt_number="LCH/RCPT/2025/12077", receipt_date=date(2025, 9, 7), amount=245200,
                                     mode="Credit Card", reference="AUTH 448120"),
              is_accident=True, mlc_number="MLC/KHR/2025/1462",
              chief_complaints="Pain, swelling and deformity of the left thigh after a two-wheeler skid on Palm Beach Road; unable to bear weight.",
              course_in_hospital="X-ray showed a closed mid-shaft fracture of the left femur. Closed reduction and interlocking nailing done under spinal anaesthesia on 04/09/2025. Post-operative period uneventful; mobilised with walker from day 2.",
              advice=("Non-weight-bearing walking with walker for 4 weeks.", "Tab. analgesics and calcium as prescribed.", "Suture removal and review in ortho OPD after 12 days.")),
    amount_claimed=145200,
    expected=dict(decision="partial", payable_amount=107450, reason_codes=["ROOM_RENT_PROPORTIONATE_DEDUCTION"],
                  route="human", clauses=[
        clause("3.1 a)", "room, boarding and nursing provided by the Hospital, up to Rs. 7,500 per day of admission"),
        clause("3.1 Room rent above the eligible limit", "If the Insured Person occupies a room whose daily rent exceeds Rs. 7,500, We will pay the Associated Medical Expenses in the same proportion that Rs. 7,500 bears to the daily rent actually charged."),
        clause("3.1", "This proportionate reduction does not apply to pharmacy, consumables, implants and diagnostic charges"),
        clause("3.11", "apply any limit or sub-limit, then subtract the Deductible; only the balance, if any, is payable."),
    ]),
    working=[
        "Policy in force (15-05-2025 to 14-05-2026) on 03-09-2025; member covered since 15-05-2024; road-traffic accident (MLC/KHR/2025/1462), no PED, no waiting period or exclusion applies.",
        "Bill lines: Room - Deluxe Single 4 x 10,000 = 40,000 (tariff includes nursing; no nursing line); Consultation - Ortho 4 x 1,500 = 6,000; Surgeon Fees - IM nailing 60,000; Anaesthetist 15,000; OT 30,000; Implant - interlocking nail 45,000; Pharmacy 28,400; Consumables 9,600; Investigations 11,200. Sum 2,45,200 = bill total.",
        "Step 1: no List I item. Step 2: room 10,000/day > 7,500 (3.1 a) -> ratio 7,500/10,000 = 0.75 on associated medical expenses (3.1): room 40,000 -> 30,000; consultation 6,000 -> 4,500; surgeon 60,000 -> 45,000; anaesthetist 15,000 -> 11,250; OT 30,000 -> 22,500; associated 1,51,000 -> 1,13,250 (deduction 37,750). Not scaled: implant 45,000, pharmacy 28,400, consumables 9,600, investigations 11,200 = 94,200. Admissible 1,13,250 + 94,200 = 2,07,450. No ICU.",
        "Step 3: no sub-limit (no ambulance line). Step 4: no co-pay (Section 5). Step 5: deductible 1,00,000 per hospitalisation: 2,07,450 - 1,00,000 = 1,07,450. Step 6: SI 5,00,000 + bonus 25,000 available.",
        "Amount claimed = bill 2,45,200 - deductible 1,00,000 = 1,45,200. Payable 1,07,450 < 1,45,200 -> partial (the 37,750 room-rent proportionate deduction), route human.",
    ],
    layouts=dict(bill="itemised_grouped", discharge_summary="narrative", scanned=[]),
))

# ----------------------------------------------------------------------------------------------------------
# A3 - knee replacement at 20 months: 24-month specified-procedure wait (Excl02)
# ----------------------------------------------------------------------------------------------------------
a3_lines = (
    L("Room Charges - Single Room", "room", 32500, 5, "RM004"),
    L("Consultation - Orthopaedics", "doctor_fees", 7500, 5, "CON03"),
    L("Surgeon Fees - Total Knee Replacement (Right)", "surgeon_fees", 95000, 1, "SUR42"),
    L("Anaesthetist Fees", "doctor_fees", 22000, 1, "ANS01"),
    L("Operation Theatre Charges", "ot", 45000, 1, "OT004"),
    L("Implant - Cemented Knee Prosthesis (Right)", "implants", 118000, 1, "IMP21"),
    L("Pharmacy", "pharmacy", 34600, 1, "PH001"),
    L("Medical Consumables", "consumables", 16900, 1, "CS001"),
    L("Investigations - X-Ray, ECG, 2D Echo, Pathology", "diagnostics", 12300, 1, "LAB05"),
    L("In-patient Physiotherapy", "other", 3500, 5, "PHY01"),
)
CASES.append(dict(
    id="s28-h7-1-c03-tkr-osteoarthritis-20m-within-24m",
    scenario="Right total knee replacement for primary osteoarthritis, 20 months after the member's first Suraksha "
             "Top-Up policy began. Joint replacement and osteoarthritis are on the 24-month specified list (Code- "
             "Excl02) and this is no accident, so the claim above the Rs 2,00,000 deductible is repudiated.",
    wording=FG, policy_id="P/300118/01/2026/002871", eff=("2025-02-01", "2026-01-31"),
    schedule=dict(plan="Sum Insured Rs 10,00,000 - Deductible Rs 2,00,000 per hospitalisation", policy_type="individual",
                  sum_insured=1000000, cumulative_bonus=50000, copay_percent=0, deductible=200000,
                  claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="FG-2871-01", name="Savitri Iyer", dob="1962-11-30", gender="female",
                                relationship="self", covered_since="2024-02-01", declared_ped=[])],
                  terms={"copay": {"percent": 0, "condition": None}}),
    spec=dict(hospital=H["Sri Venkateswara Multispeciality Hospital"], patient_name="Savitri Iyer", member_id="FG-2871-01",
              policy_number="P/300118/01/2026/002871", age=62, gender="Female", uhid="UH10287144",
              ip_number="IP/25/41871", admission_date=date(2025, 10, 6), discharge_date=date(2025, 10, 11),
              diagnosis="Primary osteoarthritis, right knee (Kellgren-Lawrence grade IV)",
              procedure="Right total knee replacement (cemented, posterior stabilised)", procedure_date=date(2025, 10, 7),
              treating_doctor="Dr. Prakash Hegde", doctor_qualification="MBBS, MS (Ortho), Fellowship in Arthroplasty",
              doctor_registration="KMC 39120", department="Orthopaedics", room_category="Single Room",
              room_rate_per_day=6500, bed_number="402-B", bill_number="SVMH/IP/25/10071",
              bill_date=date(2025, 10, 11), line_items=a3_lines, bill_total=387300,
              payment=PaymentReceipt(receipt_number="SVMH/RC/25/10071", receipt_date=date(2025, 10, 11), amount=387300,
                                     mode="NEFT", reference="UTR 5284 1170 0392"),
              chief_complaints="Pain in the right knee for 7 months, worse on climbing stairs; walking distance under 200 metres despite analgesics and physiotherapy. First evaluated in March 2025.",
              course_in_hospital="Right total knee replacement done under combined spinal-epidural anaesthesia on 07/10/2025. Post-operative physiotherapy started on day 1; walking with walker on day 2. Wound healthy at discharge.",
              advice=("Walker-assisted walking; continue home physiotherapy.", "Tab. enoxaparin as advised for 14 days.", "Staple removal and review after 14 days.")),
    amount_claimed=187300,
    expected=dict(decision="deny", payable_amount=0, reason_codes=["SPECIFIC_DISEASE_WAITING_PERIOD"],
                  exclusion_code="Excl02", route="crc", clauses=[
        clause("4.2 a) (Code- Excl02)", "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us."),
        clause("4.2 f)", "joint replacement surgery unless necessitated by Accident; osteoarthritis and osteoporosis"),
    ]),
    working=[
        "Policy in force (01-02-2025 to 31-01-2026) on 06-10-2025; member in the schedule.",
        "First policy with the Company from 01-02-2024 (no portability credit); the 24-month wait of 4.2 (Code- Excl02) is served on 01-02-2026. Admission 06-10-2025 is at 20 months: within the wait.",
        "The treatment is a joint replacement for osteoarthritis, both on the 4.2 f) list; not necessitated by an accident (primary osteoarthritis, no injury). Osteoarthritis first evaluated in March 2025, after inception, so not a PED (none declared); the specified-procedure wait applies regardless (4.2 d).",
        "Bill lines: Room 5 x 6,500 = 32,500; Consultation 5 x 1,500 = 7,500; Surgeon 95,000; Anaesthetist 22,000; OT 45,000; Knee prosthesis 1,18,000; Pharmacy 34,600; Consumables 16,900; Investigations 12,300; Physiotherapy 5 x 700 = 3,500. Sum 3,87,300 = bill total; amount claimed above the 2,00,000 deductible = 1,87,300.",
        "Hard stop SPECIFIC_DISEASE_WAITING_PERIOD -> deny, payable 0, to the CRC.",
    ],
    layouts=dict(bill="compact", discharge_summary="classic", scanned=["bill"]),
))

# ----------------------------------------------------------------------------------------------------------
# B1 - clean small claim, auto
# ----------------------------------------------------------------------------------------------------------
b1_lines = (
    L("Room Charges - Twin Sharing", "room", 8400, 3, "RM002"),
    L("Consultation - Physician", "doctor_fees", 2700, 3, "CON01"),
    L("Pharmacy - IV Fluids, Antibiotics & Medicines", "pharmacy", 7350, 1, "PH001"),
    L("Medical Consumables", "consumables", 1650, 1, "CS001"),
    L("Investigations - CBC, Stool Routine, Serum Electrolytes, RFT", "diagnostics", 3100, 1, "LAB02"),
)
CASES.append(dict(
    id="s28-h7-2-c01-gastroenteritis-twin-sharing-clean-auto",
    scenario="Three-day admission for acute gastroenteritis with moderate dehydration under the Silver Plan (SI Rs "
             "3,00,000). Twin-sharing room at Rs 2,800/day is inside the 1% of SI (Rs 3,000/day) limit; nothing "
             "to deduct, and the claim is small enough to be paid automatically.",
    wording=BA, policy_id="OG-26-1906-8436-00004127", eff=("2025-03-15", "2026-03-14"),
    schedule=dict(plan="Silver", policy_type="individual", sum_insured=300000, cumulative_bonus=30000, copay_percent=0,
                  deductible=0, claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="BA-4127-01", name="Farhan Qureshi", dob="1988-05-19", gender="male",
                                relationship="self", covered_since="2024-03-15", declared_ped=[])],
                  terms={"copay": {"percent": 0, "condition": None}}),
    spec=dict(hospital=SAI, patient_name="Farhan Qureshi", member_id="BA-4127-01",
              policy_number="OG-26-1906-8436-00004127", age=37, gender="Male", uhid="SSMH-114702",
              ip_number="SSMH/IPD/25/5521", admission_date=date(2025, 9, 8), discharge_date=date(2025, 9, 11),
              diagnosis="Acute gastroenteritis with moderate dehydration", procedure=None,
              treating_doctor="Dr. Mrunal Deshmukh", doctor_qualification="MBBS, MD (Medicine)",
              doctor_registration="MMC 2011/06/2290", department="General Medicine", room_category="Twin Sharing",
              room_rate_per_day=2800, bed_number="T-212/2", bill_number="SSMH/IPB/25-26/5521",
              bill_date=date(2025, 9, 11), line_items=b1_lines, bill_total=23200,
              payment=PaymentReceipt(receipt_number="SSMH/REC/25-26/8830", receipt_date=date(2025, 9, 11), amount=23200,
                                     mode="UPI", reference="UPI 525411902377"),
              chief_complaints="Loose stools 10-12 episodes and vomiting since the previous night; giddiness and reduced urine output.",
              course_in_hospital="Treated with IV fluids, IV antibiotics and antiemetics. Stool frequency settled by day 2; tolerating oral diet on day 3. Electrolytes corrected.",
              advice=("ORS and soft diet for 3 days.", "Tab. as prescribed for 5 days.", "Review in OPD if fever or loose stools recur.")),
    amount_claimed=23200,
    expected=dict(decision="approve", payable_amount=23200, reason_codes=[], route="auto", clauses=[
        clause("C.1", "The Company will pay the Medical Expenses incurred on the Hospitalisation of an Insured Person"),
        clause("C.1 (i)", "Room Rent: room, boarding and nursing expenses as provided by the Hospital, limited to 1% of the Sum Insured per day"),
    ]),
    working=[
        "Policy in force (15-03-2025 to 14-03-2026) on 08-09-2025; member covered since 15-03-2024 (second policy year); no PED; gastroenteritis is in no D.2 list and under no exclusion; 30-day wait served.",
        "Entry age 35 (born 19-05-1988, entered 15-03-2024): no Section E co-payment (only for entry at 61 or above).",
        "Bill lines: Room - Twin Sharing 3 x 2,800 = 8,400 (tariff includes nursing); Consultation 3 x 900 = 2,700; Pharmacy 7,350; Consumables 1,650; Investigations 3,100. Sum 23,200 = bill total.",
        "Step 1: no List I item. Step 2: room limit 1% of SI 3,00,000 = 3,000/day; 2,800 <= 3,000 -> no proportionate deduction; no ICU. Step 3: no C.10 ailment, no ambulance. Steps 4-5: no co-pay, no deductible. Step 6: SI 3,00,000 + bonus 30,000 available.",
        "Payable 23,200 = claimed -> approve; <= 25,000 -> route auto.",
    ],
    layouts=dict(bill="compact", discharge_summary="narrative", scanned=[]),
))

# ----------------------------------------------------------------------------------------------------------
# B2 - laparoscopic hernia repair: C.10 specified-ailment limit Rs 60,000
# ----------------------------------------------------------------------------------------------------------
b2_lines = (
    L("Room Charges - Single Private AC", "room", 13000, 2, "RM006"),
    L("Consultation - General Surgeon", "doctor_fees", 2400, 2, "CON02"),
    L("Surgeon Fees - Laparoscopic TEP Hernioplasty (Right Inguinal)", "surgeon_fees", 45000, 1, "SUR09"),
    L("Anaesthetist Fees", "doctor_fees", 12000, 1, "ANS01"),
    L("Operation Theatre Charges", "ot", 22000, 1, "OT002"),
    L("Implant - Polypropylene Mesh 15 x 15 cm", "implants", 14500, 1, "IMP03"),
    L("Pharmacy - Medicines & Injections", "pharmacy", 9850, 1, "PH001"),
    L("Consumables - Laparoscopic Trocars & Tacker", "consumables", 6400, 1, "CS014"),
    L("Investigations - USG Abdomen, ECG, Pre-operative Pathology", "diagnostics", 4750, 1, "LAB09"),
)
CASES.append(dict(
    id="s28-h7-2-c02-lap-hernia-ailment-limit-60000",
    scenario="Right inguinal hernia repaired laparoscopically (TEP with mesh) under the Gold Plan, SI Rs 7,50,000, "
             "three years into cover. The 24-month hernia wait is served, but C.10 limits hernia to 15% of SI "
             "subject to a maximum of Rs 60,000 per policy year; the rupee cap binds.",
    wording=BA, policy_id="OG-26-1906-8436-00002258", eff=("2025-08-01", "2026-07-31"),
    schedule=dict(plan="Gold", policy_type="individual", sum_insured=750000, cumulative_bonus=225000, copay_percent=0,
                  deductible=0, claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="BA-2258-01", name="Rajendra Prasad Yadav", dob="1975-01-14", gender="male",
                                relationship="self", covered_since="2022-08-01", declared_ped=[])],
                  terms={"copay": {"percent": 0, "condition": None}}),
    spec=dict(hospital=MEDICITY, patient_name="Rajendra Prasad Yadav", member_id="BA-2258-01",
              policy_number="OG-26-1906-8436-00002258", age=50, gender="Male", uhid="MIS-2025-08812",
              ip_number="MIS/IP/11/2025/0318", admission_date=date(2025, 11, 18), discharge_date=date(2025, 11, 20),
              diagnosis="Right direct inguinal hernia, reducible",
              procedure="Laparoscopic totally extraperitoneal (TEP) hernioplasty with polypropylene mesh, right side",
              procedure_date=date(2025, 11, 18), treating_doctor="Dr. Sandeep Khandelwal",
              doctor_qualification="MBBS, MS (Gen. Surgery), FMAS", doctor_registration="MPMC 15562",
              department="General & Laparoscopic Surgery", room_category="Single Private AC", room_rate_per_day=6500,
              bed_number="S-118", bill_number="MIS/FB/25-26/04417", bill_date=date(2025, 11, 20), line_items=b2_lines,
              bill_total=129900,
              payment=PaymentReceipt(receipt_number="MIS/RCT/25-26/04417", receipt_date=date(2025, 11, 20), amount=129900,
                                     mode="Credit Card", reference="AUTH 903114"),
              chief_complaints="Swelling in the right groin for 8 months, increasing on standing and coughing; dragging pain.",
              course_in_hospital="Laparoscopic TEP repair with 15 x 15 cm mesh done under general anaesthesia on 18/11/2025. Uneventful recovery; ambulant and tolerating diet on day 1.",
              advice=("Avoid lifting heavy weights for 6 weeks.", "Tab. analgesics for 5 days.", "Review in surgical OPD after 7 days.")),
    amount_claimed=129900,
    expected=dict(decision="partial", payable_amount=60000, reason_codes=["SUBLIMIT"], route="human", clauses=[
        clause("C.10", "whichever is lower of the percentage of the Sum Insured and the rupee cap"),
        clause("C.10 table", "Hernia (all types) and hydrocele 15% of SI subject to a maximum of Rs. 60,000"),
        clause("D.2 f (i) (Code: Excl02)", "24 months: cataract; hernia of all types"),
    ]),
    working=[
        "Policy in force (01-08-2025 to 31-07-2026) on 18-11-2025; member covered since 01-08-2022 (39 months): the 24-month hernia wait of D.2 f (i) was served on 01-08-2024. No PED declared; no exclusion.",
        "Entry age 47 (born 14-01-1975, entered 01-08-2022): no Section E co-payment.",
        "Bill lines: Room - Single Private AC 2 x 6,500 = 13,000 (tariff includes nursing); Consultation 2 x 1,200 = 2,400; Surgeon Fees 45,000; Anaesthetist 12,000; OT 22,000; Mesh 14,500; Pharmacy 9,850; Consumables 6,400; Investigations 4,750. Sum 1,29,900 = bill total.",
        "Step 1: no List I item. Step 2: room limit 1% of SI 7,50,000 = 7,500/day; 6,500 <= 7,500 -> no proportionate deduction; no ICU.",
        "Step 3: C.10 hernia limit = lower of 15% x 7,50,000 = 1,12,500 and Rs 60,000 = 60,000 for the whole treatment (first hernia claim this policy year): 1,29,900 -> 60,000 (deduction 69,900).",
        "Steps 4-6: no co-pay, no deductible; SI 7,50,000 + bonus 2,25,000 available. Payable 60,000 < claimed 1,29,900 -> partial, route human.",
    ],
    layouts=dict(bill="tabular", discharge_summary="classic", scanned=[]),
))

# ----------------------------------------------------------------------------------------------------------
# B3 - diabetic ketoacidosis, declared diabetes, 35 months into a 48-month PED wait
# ----------------------------------------------------------------------------------------------------------
b3_lines = (
    L("ICU Charges - MICU", "icu", 18000, 2, "ICU01"),
    L("Room Charges - Single Private AC", "room", 13500, 3, "RM006"),
    L("Consultation - Physician / Endocrinologist", "doctor_fees", 6000, 5, "CON05"),
    L("Pharmacy - Insulin Infusion, IV Fluids & Medicines", "pharmacy", 24800, 1, "PH001"),
    L("Medical Consumables", "consumables", 6200, 1, "CS001"),
    L("Investigations - ABG, Serum Ketones, HbA1c, RFT, Electrolytes", "diagnostics", 9650, 1, "LAB17"),
)
CASES.append(dict(
    id="s28-h7-2-c03-dka-declared-diabetes-ped-35m",
    scenario="Diabetic ketoacidosis in a member who declared type 2 diabetes when the first Swasthya Raksha policy "
             "was issued 35 months earlier. Pre-existing diseases wait 48 months (Code: Excl01), so the claim is "
             "repudiated.",
    wording=BA, policy_id="OG-26-1906-8436-00000981", eff=("2025-01-10", "2026-01-09"),
    schedule=dict(plan="Gold", policy_type="individual", sum_insured=500000, cumulative_bonus=100000, copay_percent=0,
                  deductible=0, claims_paid_this_year=0, premium_mode="half-yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="BA-0981-01", name="Lakshmi Narayanan", dob="1970-06-03", gender="female",
                                relationship="self", covered_since="2023-01-10",
                                declared_ped=["Type 2 diabetes mellitus"])],
                  terms={"copay": {"percent": 0, "condition": None}}),
    spec=dict(hospital=SAI, patient_name="Lakshmi Narayanan", member_id="BA-0981-01",
              policy_number="OG-26-1906-8436-00000981", age=55, gender="Female", uhid="SSMH-120388",
              ip_number="SSMH/IPD/25/7790", admission_date=date(2025, 12, 2), discharge_date=date(2025, 12, 7),
              diagnosis="Diabetic ketoacidosis (moderate) in known type 2 diabetes mellitus, precipitated by urinary tract infection",
              procedure=None, treating_doctor="Dr. Kiran Wankhede", doctor_qualification="MBBS, MD (Medicine), DM (Endocrinology)",
              doctor_registration="MMC 2008/03/1145", department="Endocrinology", room_category="Single Private AC",
              room_rate_per_day=4500, bed_number="MICU-3 / P-306", bill_number="SSMH/IPB/25-26/7790",
              bill_date=date(2025, 12, 7), line_items=b3_lines, bill_total=78150,
              payment=PaymentReceipt(receipt_number="SSMH/REC/25-26/11942", receipt_date=date(2025, 12, 7), amount=78150,
                                     mode="NEFT", reference="UTR 5336 2201 9084"),
              chief_complaints="Known diabetic for 9 years on oral drugs; vomiting, abdominal pain, burning micturition and drowsiness for 2 days. CBG 486 mg/dl, urine ketones 3+.",
              course_in_hospital="Admitted to MICU for 2 days with insulin infusion, IV fluids and potassium correction; acidosis resolved within 36 hours. UTI treated with IV antibiotics. Shifted to the ward and converted to basal-bolus insulin.",
              advice=("Basal-bolus insulin as charted; monitor CBG four times a day.", "Diabetic diet.", "Review in endocrinology OPD after 7 days with HbA1c and urine culture.")),
    amount_claimed=78150,
    expected=dict(decision="deny", payable_amount=0, reason_codes=["PED_WAITING_PERIOD"], exclusion_code="Excl01",
                  route="crc", clauses=[
        clause("D.1 a) (Code: Excl01)", "shall be excluded until the expiry of 48 months of continuous coverage after the date of inception of the first policy with insurer."),
        clause("D.1 d)", "Coverage under the policy after the expiry of 48 months for any pre-existing disease is subject to the same being declared at the time of application"),
    ]),
    working=[
        "Policy in force (10-01-2025 to 09-01-2026) on 02-12-2025; member in the schedule; half-yearly premium paid.",
        "Type 2 diabetes mellitus declared at the first proposal (covered_since 10-01-2023, no portability credit): a pre-existing disease. The D.1 (Code: Excl01) wait of 48 months is served on 10-01-2027; admission on 02-12-2025 is at about 35 months.",
        "Diabetic ketoacidosis is a direct complication of the declared diabetes (D.1 a: 'PED and its direct complications'); the precipitating urinary infection does not change the cause of admission (DKA, MICU insulin infusion).",
        "Bill lines: ICU 2 x 9,000 = 18,000; Room 3 x 4,500 = 13,500; Consultation 5 x 1,200 = 6,000; Pharmacy 24,800; Consumables 6,200; Investigations 9,650. Sum 78,150 = bill total = amount claimed (ICU 9,000 <= 2% x 5,00,000 = 10,000; room 4,500 <= 5,000: no limit would have bitten).",
        "Hard stop PED_WAITING_PERIOD -> deny, payable 0, to the CRC.",
    ],
    layouts=dict(bill="itemised_grouped", discharge_summary="classic", scanned=["discharge_summary"]),
))


# ----------------------------------------------------------------------------------------------------------
def check(case):
    """Independent recomputation of the §7 arithmetic for the non-deny cases (no List I items in any case)."""
    lines = case["spec"]["line_items"]
    assert sum(l.amount for l in lines) == case["spec"]["bill_total"]
    exp = case["expected"]
    if exp["decision"] == "deny":
        return
    si = case["schedule"]["sum_insured"]
    if case["wording"] is FG:
        room_lim, icu_lim = 7500, 15000
    else:
        room_lim, icu_lim = si // 100, si * 2 // 100
    rate = case["spec"]["room_rate_per_day"]
    assoc = {"room", "nursing", "doctor_fees", "surgeon_fees", "ot"}
    total = 0
    for l in lines:
        amt = l.amount
        if rate > room_lim and l.category in assoc:
            amt = (amt * room_lim * 2 + rate) // (2 * rate)  # half-up
        if l.category == "icu":
            amt = min(amt, icu_lim * l.quantity)
        total += amt
    if case["id"].endswith("ailment-limit-60000"):
        total = min(total, min(si * 15 // 100, 60000))
    total = total - total * case["schedule"]["copay_percent"] // 100
    total = max(0, total - case["schedule"]["deductible"])
    assert total == exp["payable_amount"], (case["id"], total)
    claimed = case["spec"]["bill_total"] - case["schedule"]["deductible"]
    assert claimed == case["amount_claimed"]


def main():
    ok = True
    for c in CASES:
        check(c)
        pdf = os.path.join(HERE, c["wording"]["document"])
        for cl in c["expected"]["clauses"]:
            quote = re.search(r'"(.*)"', cl).group(1)
            if not find(pdf, quote):
                ok = False
                print("QUOTE NOT FOUND", c["id"], quote)
        folder = os.path.join(HERE, "claims", c["id"])
        os.makedirs(folder, exist_ok=True)
        spec = ClaimDocumentSpec(**c["spec"])
        bill = render_bill(spec, c["layouts"]["bill"])
        summ = render_discharge_summary(spec, c["layouts"]["discharge_summary"])
        if "bill" in c["layouts"]["scanned"]:
            bill = render_scanned(bill)
        if "discharge_summary" in c["layouts"]["scanned"]:
            summ = render_scanned(summ)
        open(os.path.join(folder, "bill.pdf"), "wb").write(bill)
        open(os.path.join(folder, "discharge_summary.pdf"), "wb").write(summ)
        open(os.path.join(folder, "claim_spec.json"), "w").write(spec.model_dump_json(indent=2) + "\n")
        w = c["wording"]
        case = {
            "id": c["id"],
            "scenario": c["scenario"],
            "policy": {"document": w["document"], "policy_id": c["policy_id"], "uin": w["uin"],
                       "insurer": w["insurer"], "product": w["product"],
                       "effective_from": c["eff"][0], "effective_to": c["eff"][1], "schedule": c["schedule"]},
            "claim": {"member_id": c["schedule"]["members"][0]["member_id"],
                      "loss_date": c["spec"]["admission_date"].isoformat(),
                      "amount_claimed": c["amount_claimed"], "documents": ["bill.pdf", "discharge_summary.pdf"]},
            "expected": c["expected"],
            "working": c["working"],
            "layouts": c["layouts"],
        }
        with open(os.path.join(folder, "case.json"), "w") as fh:
            json.dump(case, fh, indent=2, ensure_ascii=False)
            fh.write("\n")
        print("wrote", c["id"], c["expected"]["decision"], c["expected"]["payable_amount"])
    print("ALL CLAUSE QUOTES OK" if ok else "QUOTE FAILURES")


if __name__ == "__main__":
    main()
