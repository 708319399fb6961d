"""Write the six claim cases (SPEC section 8): case.json, claim_spec.json, bill.pdf, discharge_summary.pdf.

Run with PYTHONPATH=/work/main/layers. Payables are worked by hand in `working`; the small asserts below only
re-add the hand figures so a typo in a line amount is caught.
"""

from __future__ import annotations

import json
import os
import re
import sys
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from clausetrail.synthetic.claim_spec import BillLine, ClaimDocumentSpec, Hospital, PaymentReceipt  # noqa: E402
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned  # noqa: E402

from make_wordings import A_INSURER, A_PRODUCT, A_STEM, A_UIN, B_INSURER, B_PRODUCT, B_STEM, B_UIN  # noqa: E402
from qcheck import norm, page_texts  # noqa: E402

H_NAGPUR = Hospital(name="Vidarbha Lifeline Hospital", address_lines=("42, Central Bazar Road, Ramdaspeth",
                    "Nagpur - 440010", "Maharashtra"), phone="0712-245 8800", email="billing@vidarbhalifeline.in",
                    gstin="27AAECV4417M1Z2", registration_number="NMC/BNHRA/2016/0874", rohini_id="8900080712334",
                    pan="AAECV4417M", accreditation="NABH Entry Level Certified")
H_PUNE = Hospital(name="Sahyadri Drishti Eye Hospital", address_lines=("1187/22, Off J.M. Road, Shivajinagar",
                  "Pune - 411005", "Maharashtra"), phone="020-2553 1180", email="accounts@sahyadridrishti.com",
                  gstin="27AAFCS8821R1Z9", registration_number="PMC/BNHRA/2018/1142", rohini_id="8900080655012",
                  pan="AAFCS8821R", accreditation="NABH Accredited (EH-2019-0212)")
H_INDORE = Hospital(name="Malwa Surgical & Maternity Centre", address_lines=("27-B, Scheme No. 54, A.B. Road",
                    "Indore - 452010", "Madhya Pradesh"), phone="0731-403 6600", email="ipd.billing@malwasurgical.in",
                    gstin="23AAGCM5590P1Z4", registration_number="IMC/CE/2017/0563", rohini_id="8900080766120",
                    pan="AAGCM5590P", accreditation=None)
H_JAIPUR = Hospital(name="Aravali Multispeciality Hospital", address_lines=("Plot 9, Sector 5, Malviya Nagar",
                    "Jaipur - 302017", "Rajasthan"), phone="0141-252 9900", email="billing@aravalihospital.org",
                    gstin="08AAHCA2214D1Z7", registration_number="RJ/CEA/JPR/2015/2291", rohini_id="8900080590071",
                    pan="AAHCA2214D", accreditation="NABH Accredited (H-2017-0388)")
H_KOCHI = Hospital(name="Periyar Medical Mission Hospital", address_lines=("NH 66 Bypass, Edappally",
                   "Kochi - 682024", "Kerala"), phone="0484-280 7700", email="insurance.desk@periyarmission.org",
                   gstin="32AAATP6655H1Z3", registration_number="KL/CE/EKM/2019/0417", rohini_id="8900080601958",
                   pan="AAATP6655H", accreditation="NABH Accredited (H-2016-0301)")


def L(desc, cat, qty, rate, code=None, eye=None):
    return BillLine(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, service_code=code,
                    eye=eye)


def total(lines):
    return sum(x.amount for x in lines)


A_POLICY = "P/181800/82/2025/000146"
B_POLICY = "P/500201/11/2025/017342"

A_DOC = A_STEM + ".pdf"
B_DOC = B_STEM + ".pdf"

cases = []

# ---------------------------------------------------------------------------------------------------------
# A1 clean: dengue, Zone B premium, treated in Zone B (Nagpur) -> no zone co-pay; room within 2% of SI
# ---------------------------------------------------------------------------------------------------------
a1_lines = (
    L("Room Charges - Semi Private (incl. nursing)", "room", 3, 3200, "RM02"),
    L("Consultation - Physician", "doctor_fees", 3, 700, "CN01"),
    L("Pharmacy - IV Fluids & Medicines", "pharmacy", 1, 5840, "PH01"),
    L("Medical Consumables", "consumables", 1, 1360, "CS01"),
    L("CBC with Platelet Count", "diagnostics", 3, 350, "LB01"),
    L("Dengue NS1 Antigen & IgM", "diagnostics", 1, 1800, "LB07"),
    L("Liver Function Test", "diagnostics", 1, 650, "LB03"),
)
assert total(a1_lines) == 22400
a1_spec = ClaimDocumentSpec(
    hospital=H_NAGPUR, patient_name="Sunita Waghmare", member_id="UIIG-0146-0231-02", policy_number=A_POLICY,
    age=41, gender="Female", uhid="VLH2509180441", ip_number="IP/25-26/03317", admission_date=date(2025, 9, 18),
    discharge_date=date(2025, 9, 21), diagnosis="Dengue fever (NS1 positive) with thrombocytopenia",
    procedure=None, treating_doctor="Dr. Prashant Deshmukh", doctor_qualification="MBBS, MD (Medicine)",
    doctor_registration="MMC 2009/03/2214", department="General Medicine", room_category="Semi Private",
    room_rate_per_day=3200, bed_number="SP-212", bill_number="VLH/IPB/25-26/04418", bill_date=date(2025, 9, 21),
    line_items=a1_lines, bill_total=22400,
    payment=PaymentReceipt(receipt_number="VLH/RC/25-26/09921", receipt_date=date(2025, 9, 21), amount=22400,
                           mode="Debit Card", reference="DC-4471"),
    chief_complaints="High grade fever with chills for 3 days, body ache, retro-orbital pain, vomiting.",
    course_in_hospital="NS1 antigen positive. Platelets 78,000 on admission, lowest 64,000 on day 2, rising to "
                       "1,12,000 at discharge. Managed with IV fluids and antipyretics. No bleeding manifestations.",
    advice=("Oral fluids 3 litres a day.", "Tab. Paracetamol 650 mg SOS.", "Repeat CBC after 3 days."),
)
cases.append(dict(
    id="s28-h8-uii-dengue-zone-b-clean-auto",
    scenario="Account holder's wife, Zone B premium (Nagpur residence), admitted for dengue in a Nagpur hospital "
             "(Zone B): semi-private room at Rs 3,200/day is under 2% of the 2 lakh SI; no zone co-pay because "
             "treatment was in Zone B; claim paid in full.",
    policy_id=A_POLICY, doc=A_DOC, uin=A_UIN, insurer=A_INSURER, product=A_PRODUCT,
    eff=("2025-07-01", "2026-06-30"),
    schedule=dict(plan=None, policy_type="floater", sum_insured=200000, cumulative_bonus=0, copay_percent=0,
                  deductible=0, claims_paid_this_year=0, premium_mode="yearly", zone="Zone B", optional_covers=[],
                  members=[
                      dict(member_id="UIIG-0146-0231-01", name="Rahul Waghmare", dob="1981-03-14", gender="male",
                           relationship="self", covered_since="2022-07-01", declared_ped=[]),
                      dict(member_id="UIIG-0146-0231-02", name="Sunita Waghmare", dob="1984-06-02", gender="female",
                           relationship="spouse", covered_since="2022-07-01", declared_ped=[])],
                  terms={"copay": {"percent": 0, "condition": None}}),
    member="UIIG-0146-0231-02", loss="2025-09-18", claimed=22400, spec=a1_spec,
    expected=dict(decision="approve", payable_amount=22400, reason_codes=[], route="auto", clauses=[
        '4.1 a): "Room, boarding and nursing charges as provided by the Hospital, limited to 2% of SI per day."',
        '5.3: "Treatment taken in Zone B by any Insured Person is settled without co-payment."',
        '5.1: "Zone B comprises all other places in India."']),
    working=[
        "Policy in force (01-07-2025 to 30-06-2026) on 18-09-2025; spouse enrolled since 01-07-2022, so the 30-day "
        "wait (Excl03) is long over; dengue is no listed condition and no PED is declared; no exclusion applies.",
        "Bill lines: Room Semi Private 3 x 3,200 = 9,600; Consultation 3 x 700 = 2,100; Pharmacy 5,840; Consumables "
        "1,360; CBC 3 x 350 = 1,050; NS1 & IgM 1,800; LFT 650. Sum 22,400 = bill total.",
        "Step 1: no IRDAI List I item. Step 2: room limit 2% x 2,00,000 = 4,000/day; billed 3,200 -> within, no "
        "proportionate deduction; no ICU.",
        "Step 3: no sublimit (no cataract, ambulance, AYUSH or modern treatment).",
        "Step 4: zone co-pay (5.3) applies only to a Zone B premium with treatment in Zone A; Nagpur is not in the "
        "Zone A list -> Zone B -> 0%. Step 5: no deductible. Step 6: floater SI 2,00,000 unused this year.",
        "Payable 22,400 = claimed -> approve; clean and under 25,000 -> auto."],
    layouts=dict(bill="compact", discharge_summary="narrative", scanned=[]),
))

# ---------------------------------------------------------------------------------------------------------
# A2 partial: cataract cap Rs 40,000 per eye, then 15% zone co-pay (Zone B premium, treated in Pune = Zone A)
# ---------------------------------------------------------------------------------------------------------
a2_lines = (
    L("Day Care Room Charges", "room", 1, 2500, "DC01"),
    L("Surgeon Fees - Phacoemulsification (Left Eye)", "surgeon_fees", 1, 18000, "SG11", "left"),
    L("Anaesthetist Fees", "surgeon_fees", 1, 3000, "SG02"),
    L("Operation Theatre Charges", "ot", 1, 9500, "OT01"),
    L("Foldable Hydrophobic IOL (Left Eye)", "implants", 1, 16500, "IM04", "left"),
    L("Pharmacy - Eye Drops & Medicines", "pharmacy", 1, 1850, "PH02"),
    L("Surgical Consumables", "consumables", 1, 1400, "CS02"),
    L("A-Scan Biometry & Pre-op Tests", "diagnostics", 1, 1250, "DX05"),
)
assert total(a2_lines) == 54000
a2_spec = ClaimDocumentSpec(
    hospital=H_PUNE, patient_name="Vasant Kulkarni", member_id="UIIG-0146-0588-03", policy_number=A_POLICY,
    age=68, gender="Male", uhid="SDE/25/118804", ip_number="DC/25/2291", admission_date=date(2025, 11, 6),
    discharge_date=date(2025, 11, 6), diagnosis="Immature senile cataract, left eye",
    procedure="Phacoemulsification with foldable IOL implantation, left eye", procedure_date=date(2025, 11, 6),
    treating_doctor="Dr. Aparna Joshi", doctor_qualification="MBBS, MS (Ophthalmology)",
    doctor_registration="MMC 2004/07/1869", department="Ophthalmology", room_category="Day Care",
    room_rate_per_day=2500, bed_number="DC-07", bill_number="SDE/B/25-26/06653", bill_date=date(2025, 11, 6),
    line_items=a2_lines, bill_total=54000,
    payment=PaymentReceipt(receipt_number="SDE/R/25-26/07102", receipt_date=date(2025, 11, 6), amount=54000,
                           mode="UPI", reference="UPI-531907731"),
    chief_complaints="Gradual painless diminution of vision in the left eye for 1 year.",
    course_in_hospital="Uneventful phacoemulsification with in-the-bag foldable IOL under topical anaesthesia. "
                       "Discharged the same day.",
    advice=("Moxifloxacin-prednisolone eye drops 6 times a day, tapering.", "Protective shield at night.",
            "Review after 1 week."),
)
cases.append(dict(
    id="s28-h8-uii-cataract-cap-zone-b-treated-pune",
    scenario="Dependent father of a Kolhapur account holder (Zone B premium) has left-eye phaco with IOL at a Pune "
             "eye hospital (Pune is in Zone A): the Rs 40,000 per-eye cataract limit caps the bill, then the 15% "
             "co-payment for Zone B premium treated in Zone A applies to what remains.",
    policy_id=A_POLICY, doc=A_DOC, uin=A_UIN, insurer=A_INSURER, product=A_PRODUCT,
    eff=("2025-07-01", "2026-06-30"),
    schedule=dict(plan=None, policy_type="individual", sum_insured=300000, cumulative_bonus=0, copay_percent=0,
                  deductible=0, claims_paid_this_year=0, premium_mode="yearly", zone="Zone B", optional_covers=[],
                  members=[
                      dict(member_id="UIIG-0146-0588-01", name="Nitin Kulkarni", dob="1986-12-09", gender="male",
                           relationship="self", covered_since="2021-07-01", declared_ped=[]),
                      dict(member_id="UIIG-0146-0588-03", name="Vasant Kulkarni", dob="1957-05-20", gender="male",
                           relationship="father", covered_since="2021-07-01", declared_ped=["hypertension"])],
                  terms={"copay": {"percent": 15, "condition": "Zone B premium, treatment taken in Zone A"}}),
    member="UIIG-0146-0588-03", loss="2025-11-06", claimed=54000, spec=a2_spec,
    expected=dict(decision="partial", payable_amount=34000, reason_codes=["SUBLIMIT", "COPAY"], route="human",
                  clauses=[
                      '4.6: "The Company\'s liability for surgery of cataract shall not exceed Rs. 40,000 per eye"',
                      '5.3: "Insured persons who have paid premium for Zone B and take treatment in Zone A shall bear 15% of each admissible claim"',
                      '5.1: "Surat, Vadodara and Pune."',
                      '6.2 f) (Code- Excl02): "List of specific diseases/procedures - 24 months: (1) cataract"']),
    working=[
        "Policy in force (01-07-2025 to 30-06-2026) on 06-11-2025; father covered since 01-07-2021 (age 64 at "
        "enrolment, within the 80-year limit), so the 24-month cataract wait (6.2 f) was served on 01-07-2023; the "
        "declared PED (hypertension) is unrelated and its 24-month wait is served anyway; no exclusion.",
        "Bill lines: Day Care Room 2,500; Surgeon Phaco (Left Eye) 18,000; Anaesthetist 3,000; OT 9,500; Foldable "
        "IOL (Left Eye) 16,500; Pharmacy 1,850; Consumables 1,400; A-Scan & pre-op tests 1,250. Sum 54,000 = bill "
        "total.",
        "Step 1: no List I item. Step 2: room limit 2% x 3,00,000 = 6,000/day; day-care room 2,500 -> within; no ICU.",
        "Step 3: cataract limit 4.6 Rs 40,000 per eye (inclusive of lens, pre/post) -> 54,000 capped to 40,000 "
        "(14,000 over the sublimit).",
        "Step 4: zone co-pay 5.3: premium paid for Zone B (Kolhapur), treatment in Pune = Zone A, not an accident "
        "-> 15% after the Section 4 limits: 40,000 x 85% = 34,000 (co-pay 6,000).",
        "Step 5: no deductible. Step 6: SI 3,00,000 unused this year.",
        "Payable 34,000 < claimed 54,000 -> partial, to a person."],
    layouts=dict(bill="tabular", discharge_summary="classic", scanned=[]),
))

# ---------------------------------------------------------------------------------------------------------
# A3 deny: inguinal hernia repair 9.5 months after enrolment -> Excl02 24-month wait
# ---------------------------------------------------------------------------------------------------------
a3_lines = (
    L("Room Charges - Twin Sharing", "room", 2, 3000, "RM03"),
    L("Nursing Charges", "nursing", 2, 500, "NS01"),
    L("Consultation - General Surgeon", "doctor_fees", 2, 900, "CN04"),
    L("Surgeon Fees - Lichtenstein Mesh Hernioplasty", "surgeon_fees", 1, 26000, "SG21"),
    L("Anaesthetist Fees", "surgeon_fees", 1, 6500, "SG02"),
    L("Operation Theatre Charges", "ot", 1, 12000, "OT02"),
    L("Polypropylene Mesh 15 x 15 cm", "implants", 1, 4800, "IM09"),
    L("Pharmacy", "pharmacy", 1, 6350, "PH01"),
    L("Surgical Consumables", "consumables", 1, 3150, "CS03"),
    L("Pre-operative Investigations (CBC, RBS, ECG, X-ray Chest)", "diagnostics", 1, 2400, "LB09"),
)
assert total(a3_lines) == 70000
a3_spec = ClaimDocumentSpec(
    hospital=H_INDORE, patient_name="Imran Qureshi", member_id="UIIG-0146-1127-01", policy_number=A_POLICY,
    age=47, gender="Male", uhid="MSM-26-004512", ip_number="IPD/2026/0187", admission_date=date(2026, 1, 20),
    discharge_date=date(2026, 1, 22), diagnosis="Right indirect inguinal hernia, reducible",
    procedure="Open Lichtenstein mesh hernioplasty, right side", procedure_date=date(2026, 1, 20),
    treating_doctor="Dr. Sanjay Verma", doctor_qualification="MBBS, MS (General Surgery)",
    doctor_registration="MPMC 11842", department="General Surgery", room_category="Twin Sharing",
    room_rate_per_day=3000, bed_number="TS-108", bill_number="MSM/IP/25-26/1943", bill_date=date(2026, 1, 22),
    line_items=a3_lines, bill_total=70000,
    payment=PaymentReceipt(receipt_number="MSM/RCT/25-26/5120", receipt_date=date(2026, 1, 22), amount=70000,
                           mode="NEFT", reference="N0221634775"),
    chief_complaints="Swelling in the right groin for 8 months, increasing on coughing and straining, dragging pain.",
    course_in_hospital="Elective open mesh repair under spinal anaesthesia on 20-01-2026. Post-operative period "
                       "uneventful; wound healthy at discharge.",
    advice=("Avoid lifting heavy weights for 6 weeks.", "Tab. Aceclofenac-paracetamol twice daily for 5 days.",
            "Suture removal after 10 days."),
)
cases.append(dict(
    id="s28-h8-uii-inguinal-hernia-within-24m",
    scenario="Account holder who joined the bank's group cover on 01-04-2025 has an elective mesh repair of a right "
             "inguinal hernia on 20-01-2026, about 9.5 months later: hernia is in the 24-month specified-disease "
             "list (Excl02), not an accident, so the claim is repudiated.",
    policy_id=A_POLICY, doc=A_DOC, uin=A_UIN, insurer=A_INSURER, product=A_PRODUCT,
    eff=("2025-04-01", "2026-03-31"),
    schedule=dict(plan=None, policy_type="individual", sum_insured=200000, cumulative_bonus=0, copay_percent=0,
                  deductible=0, claims_paid_this_year=0, premium_mode="yearly", zone="Zone B", optional_covers=[],
                  members=[dict(member_id="UIIG-0146-1127-01", name="Imran Qureshi", dob="1978-08-30",
                                gender="male", relationship="self", covered_since="2025-04-01", declared_ped=[])],
                  terms={"copay": {"percent": 0, "condition": None}}),
    member="UIIG-0146-1127-01", loss="2026-01-20", claimed=70000, spec=a3_spec,
    expected=dict(decision="deny", payable_amount=0, reason_codes=["SPECIFIC_DISEASE_WAITING_PERIOD"],
                  route="crc", exclusion_code="Excl02", clauses=[
                      '6.2 a) (Code- Excl02): "shall be excluded until the expiry of 24 (twenty four) months of continuous coverage"',
                      '6.2 f): "(3) hernia of all types"']),
    working=[
        "Policy in force (01-04-2025 to 31-03-2026) on 20-01-2026; member enrolled on 01-04-2025 with no prior "
        "cover (no portability credit).",
        "Diagnosis: right indirect inguinal hernia, elective repair, no injury -> 6.2 f) item (3) 'hernia of all "
        "types', 24-month wait from 01-04-2025, served only on 01-04-2027. Admission 20-01-2026 is inside it.",
        "Hard stop SPECIFIC_DISEASE_WAITING_PERIOD (Excl02) -> deny, payable 0; no amounts computed (bill lines "
        "sum 70,000 = bill total, so no mismatch).",
        "Repudiation -> route crc."],
    layouts=dict(bill="itemised_grouped", discharge_summary="narrative", scanned=[]),
))

# ---------------------------------------------------------------------------------------------------------
# B1 clean: pneumonia, SI 10 lakh (room Rs 6,000/day), room 5,500 -> within; no co-pay
# ---------------------------------------------------------------------------------------------------------
b1_lines = (
    L("Room Rent - Single AC Room", "room", 4, 5500, "R-SAC"),
    L("Consultant Visit - Physician", "doctor_fees", 4, 1000, "C-PHY"),
    L("Consultant Visit - Pulmonologist", "doctor_fees", 1, 1500, "C-PUL"),
    L("Pharmacy - Antibiotics, IV Fluids & Medicines", "pharmacy", 1, 14620, "P-001"),
    L("Medical Consumables", "consumables", 1, 2380, "M-001"),
    L("X-Ray Chest PA View", "diagnostics", 1, 650, "D-XR1"),
    L("CBC, CRP & Procalcitonin", "diagnostics", 1, 1450, "D-LB2"),
    L("Sputum Culture & Sensitivity", "diagnostics", 1, 1200, "D-LB5"),
    L("Arterial Blood Gas Analysis", "diagnostics", 1, 900, "D-ABG"),
)
assert total(b1_lines) == 48700
b1_spec = ClaimDocumentSpec(
    hospital=H_JAIPUR, patient_name="Meenakshi Agarwal", member_id="USGI-17342-01", policy_number=B_POLICY,
    age=45, gender="Female", uhid="AMH/26/045127", ip_number="AMH-IP-26-0412", admission_date=date(2026, 1, 12),
    discharge_date=date(2026, 1, 16), diagnosis="Community acquired pneumonia, right lower lobe",
    procedure=None, treating_doctor="Dr. Rakesh Saini", doctor_qualification="MBBS, MD (Medicine)",
    doctor_registration="RMC 23418", department="Internal Medicine", room_category="Single AC Room",
    room_rate_per_day=5500, bed_number="407", bill_number="AMH/FB/2026/00388", bill_date=date(2026, 1, 16),
    line_items=b1_lines, bill_total=48700,
    payment=PaymentReceipt(receipt_number="AMH/RC/2026/00791", receipt_date=date(2026, 1, 16), amount=48700,
                           mode="Credit Card", reference="CC-8812"),
    chief_complaints="Fever, productive cough and breathlessness for 5 days.",
    course_in_hospital="Chest X-ray: right lower lobe consolidation. Treated with IV ceftriaxone and azithromycin, "
                       "oxygen by nasal prongs for 2 days. Afebrile from day 3; SpO2 97% on room air at discharge.",
    advice=("Tab. Cefuroxime 500 mg twice daily for 5 days.", "Review in OPD after 7 days with chest X-ray."),
)
cases.append(dict(
    id="s28-h8-usgi-pneumonia-clean",
    scenario="Insured (entry age 42) with SI Rs 10 lakh admitted 4 days for pneumonia in a single AC room at "
             "Rs 5,500/day, under the Rs 6,000/day limit for SI above 5 lakh: paid in full.",
    policy_id=B_POLICY, doc=B_DOC, uin=B_UIN, insurer=B_INSURER, product=B_PRODUCT,
    eff=("2025-11-01", "2026-10-31"),
    schedule=dict(plan=None, policy_type="individual", sum_insured=1000000, cumulative_bonus=0, copay_percent=0,
                  deductible=0, claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[dict(member_id="USGI-17342-01", name="Meenakshi Agarwal", dob="1980-07-22",
                                gender="female", relationship="self", covered_since="2022-11-01", declared_ped=[])],
                  terms={"room_rent_limit": {"kind": "amount_per_day", "value": 6000},
                         "icu_limit": {"kind": "no_limit", "value": None},
                         "copay": {"percent": 0, "condition": None}}),
    member="USGI-17342-01", loss="2026-01-12", claimed=48700, spec=b1_spec,
    expected=dict(decision="approve", payable_amount=48700, reason_codes=[], route="human", clauses=[
        '3.1.1 (a): "up to Rs. 4,000 per day for SI up to 5 lakh and Rs. 6,000 per day above"',
        '3.3 Schedule of Benefits: "SI Rs.7.5 lakh and above"']),
    working=[
        "Policy in force (01-11-2025 to 31-10-2026) on 12-01-2026; covered since 01-11-2022 (entry age 42, no "
        "co-pay under 5.1); pneumonia is no listed condition, no PED; no exclusion.",
        "Bill lines: Room Single AC 4 x 5,500 = 22,000; Physician 4 x 1,000 = 4,000; Pulmonologist 1,500; Pharmacy "
        "14,620; Consumables 2,380; X-ray 650; CBC/CRP/PCT 1,450; Sputum culture 1,200; ABG 900. Sum 48,700 = bill "
        "total.",
        "Step 1: no List I item. Step 2: SI 10,00,000 is above 5 lakh -> accommodation limit Rs 6,000/day; billed "
        "5,500 -> within; no ICU. Step 3: no sublimit. Step 4: no co-pay (entry age below 61). Step 5: no "
        "deductible. Step 6: SI available.",
        "Payable 48,700 = claimed -> approve; above 25,000 -> human."],
    layouts=dict(bill="itemised_grouped", discharge_summary="classic", scanned=[]),
))

# ---------------------------------------------------------------------------------------------------------
# B2 partial: lap chole, SI 5 lakh (room Rs 4,000/day), room 5,000/day -> proportionate 4/5; ambulance cap 1,000
# ---------------------------------------------------------------------------------------------------------
b2_lines = (
    L("Room Rent - Single AC Room", "room", 3, 5000, "RR-01"),
    L("Nursing Charges", "nursing", 3, 600, "NC-01"),
    L("Consultation - Surgeon (daily visit)", "doctor_fees", 3, 1000, "CV-03"),
    L("Surgeon Fees - Laparoscopic Cholecystectomy", "surgeon_fees", 1, 40000, "SF-LC"),
    L("Anaesthetist Fees", "surgeon_fees", 1, 10000, "SF-AN"),
    L("Operation Theatre Charges", "ot", 1, 20000, "OT-03"),
    L("Pharmacy", "pharmacy", 1, 9400, "PH-01"),
    L("Surgical Consumables", "consumables", 1, 6200, "SC-01"),
    L("USG Abdomen", "diagnostics", 1, 1800, "DX-US"),
    L("LFT, CBC & Coagulation Profile", "diagnostics", 1, 1600, "DX-LB"),
    L("Ambulance Charges (home to hospital)", "ambulance", 1, 1800, "AM-01"),
)
assert total(b2_lines) == 110600
_assoc = sum(x.amount for x in b2_lines if x.category in ("room", "nursing", "doctor_fees", "surgeon_fees", "ot"))
_other = sum(x.amount for x in b2_lines if x.category in ("pharmacy", "consumables", "diagnostics"))
assert (_assoc, _assoc * 4 // 5, _other) == (89800, 71840, 19000)
assert _assoc * 4 // 5 + _other + 1000 == 91840
b2_spec = ClaimDocumentSpec(
    hospital=H_KOCHI, patient_name="Joseph Varghese", member_id="USGI-20915-01", policy_number="P/500201/11/2025/020915",
    age=49, gender="Male", uhid="PMM2602110093", ip_number="PMM/IP/2026/1176", admission_date=date(2026, 2, 11),
    discharge_date=date(2026, 2, 14), diagnosis="Acute calculous cholecystitis (gall stones)",
    procedure="Laparoscopic cholecystectomy", procedure_date=date(2026, 2, 12),
    treating_doctor="Dr. Anil Mathew", doctor_qualification="MBBS, MS, FMAS",
    doctor_registration="TCMC 31877", department="General & Laparoscopic Surgery", room_category="Single AC Room",
    room_rate_per_day=5000, bed_number="B-514", bill_number="PMM/2026/IPB/02231", bill_date=date(2026, 2, 14),
    line_items=b2_lines, bill_total=110600,
    payment=PaymentReceipt(receipt_number="PMM/2026/RCP/04410", receipt_date=date(2026, 2, 14), amount=110600,
                           mode="NEFT", reference="SBIN626045118832"),
    chief_complaints="Severe right upper abdominal pain with vomiting and fever since the previous night; taken to "
                     "hospital by ambulance.",
    course_in_hospital="USG: distended gall bladder with multiple calculi and wall oedema. IV antibiotics; "
                       "laparoscopic cholecystectomy on 12-02-2026. Uneventful recovery; discharged on day 3 after "
                       "surgery.",
    advice=("Low fat diet for 4 weeks.", "Tab. Pantoprazole 40 mg once daily for 2 weeks.",
            "Review with histopathology report after 7 days."),
)
cases.append(dict(
    id="s28-h8-usgi-lap-chole-room-proportionate-ambulance",
    scenario="Insured with SI Rs 5 lakh (room limit Rs 4,000/day) occupies a Rs 5,000/day single room for a "
             "laparoscopic cholecystectomy: associated medical expenses are paid at 4,000/5,000, pharmacy, "
             "consumables and diagnostics in full, and the Rs 1,800 ambulance is capped at Rs 1,000 per event.",
    policy_id="P/500201/11/2025/020915", doc=B_DOC, uin=B_UIN, insurer=B_INSURER, product=B_PRODUCT,
    eff=("2025-06-15", "2026-06-14"),
    schedule=dict(plan=None, policy_type="floater", sum_insured=500000, cumulative_bonus=50000, copay_percent=0,
                  deductible=0, claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[
                      dict(member_id="USGI-20915-01", name="Joseph Varghese", dob="1976-09-03", gender="male",
                           relationship="self", covered_since="2021-06-15", declared_ped=[]),
                      dict(member_id="USGI-20915-02", name="Mini Joseph", dob="1979-01-28", gender="female",
                           relationship="spouse", covered_since="2021-06-15", declared_ped=[])],
                  terms={"room_rent_limit": {"kind": "amount_per_day", "value": 4000},
                         "icu_limit": {"kind": "amount_per_day", "value": 10000},
                         "ambulance_limit": {"kind": "amount", "value": 1000},
                         "copay": {"percent": 0, "condition": None}}),
    member="USGI-20915-01", loss="2026-02-11", claimed=110600, spec=b2_spec,
    expected=dict(decision="partial", payable_amount=91840,
                  reason_codes=["ROOM_RENT_PROPORTIONATE_DEDUCTION", "SUBLIMIT"], route="human", clauses=[
                      '3.1.1 (a): "up to Rs. 4,000 per day for SI up to 5 lakh and Rs. 6,000 per day above"',
                      '3.1.1 Note: "We shall pay the Associated Medical Expenses in the proportion that the eligible accommodation charge bears to the accommodation charge actually incurred."',
                      '2.2.5 Associated Medical Expenses: "they exclude pharmacy, consumables, implants, medical devices and diagnostics."',
                      '3.1.6: "up to Rs. 1,000/- per event subject to Rs. 3,000/- per policy period."',
                      '4.1.2 (f) (Code- Excl02): "(v) stones in the gall bladder, kidney, ureter or bladder"']),
    working=[
        "Policy in force (15-06-2025 to 14-06-2026) on 11-02-2026; member covered since 15-06-2021 (entry age 44): "
        "the 24-month wait for gall-bladder stones (4.1.2 f v) was served on 15-06-2023; no PED; no exclusion.",
        "Bill lines: Room Single AC 3 x 5,000 = 15,000; Nursing 3 x 600 = 1,800; Surgeon visits 3 x 1,000 = 3,000; "
        "Surgeon fee 40,000; Anaesthetist 10,000; OT 20,000; Pharmacy 9,400; Surgical consumables 6,200; USG 1,800; "
        "LFT/CBC/Coag 1,600; Ambulance 1,800. Sum 1,10,600 = bill total.",
        "Step 1: no List I item.",
        "Step 2: floater SI 5,00,000 (the Sum Insured excludes the Cumulative Bonus, 2.2.2) is 'up to 5 lakh' -> accommodation limit Rs 4,000/day; billed 5,000 -> ratio "
        "4,000/5,000 = 0.8 on Associated Medical Expenses (2.2.5): room 15,000 -> 12,000; nursing 1,800 -> 1,440; "
        "surgeon visits 3,000 -> 2,400; surgeon 40,000 -> 32,000; anaesthetist 10,000 -> 8,000; OT 20,000 -> "
        "16,000. Associated 89,800 -> 71,840 (deduction 17,960). Not scaled: pharmacy 9,400 + consumables 6,200 + "
        "diagnostics 3,400 = 19,000; ambulance 1,800 (not an associated expense). No ICU.",
        "Step 3: ambulance 3.1.6 Rs 1,000 per event (first event this policy period, within the 3,000 aggregate) -> "
        "1,800 capped to 1,000 (800 off).",
        "Subtotal 71,840 + 19,000 + 1,000 = 91,840. Step 4: no co-pay (entry age below 61). Step 5: no deductible. "
        "Step 6: SI 5,00,000 (+ 50,000 bonus) unused this year.",
        "Payable 91,840 < claimed 1,10,600 -> partial, to a person."],
    layouts=dict(bill="tabular", discharge_summary="narrative", scanned=[]),
))

# ---------------------------------------------------------------------------------------------------------
# B3 deny: caesarean delivery -> maternity not covered (Excl18)
# ---------------------------------------------------------------------------------------------------------
b3_lines = (
    L("Room Rent - Twin Sharing", "room", 4, 3500, "R-TS"),
    L("Nursing Charges", "nursing", 4, 500, "N-01"),
    L("Obstetrician Visits", "doctor_fees", 4, 1200, "C-OBG"),
    L("Surgeon Fees - Lower Segment Caesarean Section", "surgeon_fees", 1, 35000, "S-LSCS"),
    L("Anaesthetist Fees", "surgeon_fees", 1, 9000, "S-AN"),
    L("Operation Theatre Charges", "ot", 1, 16000, "OT-MJ"),
    L("Paediatrician Attendance at Delivery", "doctor_fees", 1, 2500, "C-PED"),
    L("Pharmacy", "pharmacy", 1, 8750, "P-01"),
    L("Surgical Consumables", "consumables", 1, 4450, "M-02"),
    L("Antenatal Profile & USG", "diagnostics", 1, 3500, "D-ANC"),
)
assert total(b3_lines) == 100000
b3_spec = ClaimDocumentSpec(
    hospital=H_JAIPUR, patient_name="Pooja Sharma", member_id="USGI-18806-02", policy_number="P/500201/11/2025/018806",
    age=29, gender="Female", uhid="AMH/26/051880", ip_number="AMH-IP-26-0633", admission_date=date(2026, 3, 3),
    discharge_date=date(2026, 3, 7), diagnosis="Term pregnancy (38 weeks) with previous LSCS; delivered by "
                                                "elective repeat lower segment caesarean section",
    procedure="Elective repeat lower segment caesarean section", procedure_date=date(2026, 3, 3),
    treating_doctor="Dr. Neha Khandelwal", doctor_qualification="MBBS, MS (Obstetrics & Gynaecology)",
    doctor_registration="RMC 30217", department="Obstetrics & Gynaecology", room_category="Twin Sharing",
    room_rate_per_day=3500, bed_number="M-22", bill_number="AMH/FB/2026/00771", bill_date=date(2026, 3, 7),
    line_items=b3_lines, bill_total=100000,
    payment=PaymentReceipt(receipt_number="AMH/RC/2026/01544", receipt_date=date(2026, 3, 7), amount=100000,
                           mode="UPI", reference="UPI-606611902"),
    chief_complaints="G2P1L1 at 38 weeks with previous caesarean section, admitted for elective "
                     "repeat LSCS.",
    course_in_hospital="Elective repeat LSCS under spinal anaesthesia on 03-03-2026; delivered a healthy male baby, "
                       "3.1 kg. Mother and baby stable; sutures healthy at discharge.",
    advice=("Tab. Iron and calcium supplements for 3 months.", "Breast feeding advised.",
            "Review after 7 days for wound check."),
)
cases.append(dict(
    id="s28-h8-usgi-caesarean-maternity-excl18",
    scenario="Spouse covered for more than three years delivers by elective repeat caesarean section: the "
             "Family Health Protector Policy does not cover maternity (3.2.4) and Excl18 excludes childbirth "
             "including caesarean sections, so the claim is repudiated whatever the length of cover.",
    policy_id="P/500201/11/2025/018806", doc=B_DOC, uin=B_UIN, insurer=B_INSURER, product=B_PRODUCT,
    eff=("2025-08-01", "2026-07-31"),
    schedule=dict(plan=None, policy_type="floater", sum_insured=750000, cumulative_bonus=0, copay_percent=0,
                  deductible=0, claims_paid_this_year=0, premium_mode="yearly", zone=None, optional_covers=[],
                  members=[
                      dict(member_id="USGI-18806-01", name="Rohit Sharma", dob="1993-02-17", gender="male",
                           relationship="self", covered_since="2022-08-01", declared_ped=[]),
                      dict(member_id="USGI-18806-02", name="Pooja Sharma", dob="1996-10-05", gender="female",
                           relationship="spouse", covered_since="2022-08-01", declared_ped=[])],
                  terms={"room_rent_limit": {"kind": "amount_per_day", "value": 6000},
                         "icu_limit": {"kind": "no_limit", "value": None},
                         "copay": {"percent": 0, "condition": None}}),
    member="USGI-18806-02", loss="2026-03-03", claimed=100000, spec=b3_spec,
    expected=dict(decision="deny", payable_amount=0, reason_codes=["EXCLUDED_TREATMENT"], route="crc",
                  exclusion_code="Excl18", clauses=[
                      '4.2.15 Maternity (Code- Excl18): "Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy;"',
                      '3.2.4 Maternity: "Maternity expenses, childbirth and the care of a Newborn Baby are not covered under this Policy"']),
    working=[
        "Policy in force (01-08-2025 to 31-07-2026) on 03-03-2026; spouse covered since 01-08-2022; no waiting "
        "period issue.",
        "Treatment: elective repeat LSCS for a term pregnancy -> childbirth including caesarean section, not an "
        "ectopic pregnancy -> standard exclusion 4.2.15 (Code- Excl18); the policy has no maternity benefit "
        "(3.2.4, Schedule of Benefits 'Maternity Not Covered').",
        "Hard stop EXCLUDED_TREATMENT (Excl18) -> deny, payable 0 (bill lines sum 1,00,000 = bill total).",
        "Repudiation -> route crc."],
    layouts=dict(bill="compact", discharge_summary="classic", scanned=["bill"]),
))


def clause_quotes_ok(doc, clauses):
    full = " ".join(a for a, _ in page_texts(os.path.join(HERE, doc)))
    full2 = " ".join(b for _, b in page_texts(os.path.join(HERE, doc)))
    bad = []
    for c in clauses:
        for q in re.findall(r'"([^"]+)"', c):
            if norm(q) not in full or norm(q) not in full2:
                bad.append(q)
    return bad


def main():
    problems = []
    for c in cases:
        folder = os.path.join(HERE, "claims", c["id"])
        os.makedirs(folder, exist_ok=True)
        spec: ClaimDocumentSpec = c["spec"]
        assert spec.total_matches_lines, c["id"]
        assert spec.bill_total == c["claimed"]
        assert spec.member_id == c["member"]
        case = {
            "id": c["id"],
            "scenario": c["scenario"],
            "policy": {
                "document": c["doc"], "policy_id": c["policy_id"], "uin": c["uin"], "insurer": c["insurer"],
                "product": c["product"], "effective_from": c["eff"][0], "effective_to": c["eff"][1],
                "schedule": c["schedule"],
            },
            "claim": {"member_id": c["member"], "loss_date": c["loss"], "amount_claimed": c["claimed"],
                      "documents": ["bill.pdf", "discharge_summary.pdf"]},
            "expected": c["expected"],
            "working": c["working"],
            "layouts": c["layouts"],
        }
        bad = clause_quotes_ok(c["doc"], c["expected"]["clauses"])
        problems += ["%s: clause quote not in wording: %r" % (c["id"], q) for q in bad]
        with open(os.path.join(folder, "case.json"), "w") as fh:
            json.dump(case, fh, indent=2, ensure_ascii=False)
            fh.write("\n")
        with open(os.path.join(folder, "claim_spec.json"), "w") as fh:
            fh.write(spec.model_dump_json(indent=2))
            fh.write("\n")
        bill = render_bill(spec, c["layouts"]["bill"])
        ds = render_discharge_summary(spec, c["layouts"]["discharge_summary"])
        if "bill" in c["layouts"]["scanned"]:
            bill = render_scanned(bill)
        if "discharge_summary" in c["layouts"]["scanned"]:
            ds = render_scanned(ds)
        open(os.path.join(folder, "bill.pdf"), "wb").write(bill)
        open(os.path.join(folder, "discharge_summary.pdf"), "wb").write(ds)
        print(c["id"], c["expected"]["decision"], c["expected"]["payable_amount"])
    print("\n".join(problems) or "all clause quotes ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
