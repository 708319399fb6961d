#!/usr/bin/env python
"""Write claims/<case_id>/{case.json, claim_spec.json, bill.pdf, discharge_summary.pdf} for the h13 wordings.

Run with PYTHONPATH=/work/main/layers . Payables were computed by hand (SPEC section 7 order); the script only
checks that the lines add up to the bill total and that the hand figures in `working` match a re-computation.
"""
import json
import os
from datetime import date

from clausetrail.synthetic.claim_spec import BillLine, ClaimDocumentSpec, Hospital, PaymentReceipt
from clausetrail.synthetic.generate import HOSPITALS
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned

HERE = os.path.dirname(os.path.abspath(__file__))
A_DOC = "Acko_Clear-Health-Plan_ACKHLIP26051V012526.pdf"
B_DOC = "Zuno_Group-Health-Guard_EDLHLGP26033V012526.pdf"

H_PUNE = Hospital(name="Sahyadri Lifeline Hospital", address_lines=("Survey No. 88/2, Baner Road", "Pune - 411045",
                                                                     "Maharashtra"),
                  phone="020-6712 4400", email="billing@sahyadrilifeline.in", gstin="27AAKCS5120M1Z4",
                  registration_number="PMC/BNHRA/2018/0457", rohini_id="8900080345612", pan="AAKCS5120M",
                  accreditation="NABH Accredited (H-2018-0877)")
H_HYD = Hospital(name="Deccan Vision Eye Institute", address_lines=("8-2-293/82, Road No. 12, Banjara Hills",
                                                                     "Hyderabad - 500034", "Telangana"),
                 phone="040-2335 7711", email="accounts@deccanvision.in", gstin="36AAHFD7781Q1Z2",
                 registration_number="TS/HYD/CE/2019/2231", rohini_id="8900080563219", pan="AAHFD7781Q",
                 accreditation=None)
H_CHN = Hospital(name="Kaveri Meenakshi Multispeciality Hospital", address_lines=("No. 7, Cathedral Road",
                                                                                   "Chennai - 600086", "Tamil Nadu"),
                 phone="044-2811 6060", email="ipbilling@kaverimeenakshi.in", gstin="33AABCK9034D1ZK",
                 registration_number="TN/CHN/CEA/2017/5590", rohini_id="8900080998811", pan="AABCK9034D",
                 accreditation="NABH Accredited Hospital (H-2016-0190)")


def L(desc, cat, qty, rate, code=None, eye=None):
    return BillLine(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, service_code=code,
                    eye=eye)


def A_schedule(si, members, terms=None):
    return {"plan": None, "policy_type": "individual", "sum_insured": si, "cumulative_bonus": 0, "copay_percent": 0,
            "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly", "zone": None,
            "optional_covers": [], "members": members, "terms": terms or {}}


CASES = []

# ---------------------------------------------------------------- A1: clean, suite room, no cap
spec = ClaimDocumentSpec(
    hospital=HOSPITALS[0], patient_name="Rohan Kulkarni", member_id="ACK-4517-01",
    policy_number="P/412608/01/2025/004517", age=34, gender="Male", uhid="SVMH-25-771203", ip_number="IP/25/08/3391",
    admission_date=date(2025, 8, 11), discharge_date=date(2025, 8, 15),
    diagnosis="Dengue fever (NS1 positive) with thrombocytopenia", procedure=None,
    treating_doctor="Dr. Prakash Hegde", doctor_qualification="MBBS, MD (General Medicine)",
    doctor_registration="KMC 61288", department="General Medicine", room_category="Suite", room_rate_per_day=9500,
    bed_number="S-804", bill_number="SVMH/IPB/25-26/04418", bill_date=date(2025, 8, 15),
    line_items=(
        L("Room Charges - Suite", "room", 4, 9500, "RM05"),
        L("Nursing Charges", "nursing", 4, 1200, "NS01"),
        L("Consultation - Physician", "doctor_fees", 4, 2000, "CN01"),
        L("Pharmacy - IV Fluids & Medicines", "pharmacy", 1, 11350, "PH01"),
        L("Medical Consumables", "consumables", 1, 2480, "CS01"),
        L("Lab - Serial CBC/Platelets, NS1 Ag, Dengue IgM", "diagnostics", 1, 6720, "LAB07"),
        L("USG Abdomen", "diagnostics", 1, 2150, "RAD03"),
    ),
    bill_total=73500,
    payment=PaymentReceipt(receipt_number="SVMH/RCP/25-26/09921", receipt_date=date(2025, 8, 15), amount=73500,
                           mode="Credit Card", reference="XXXX-4471"),
    chief_complaints="High grade fever with chills, body ache and retro-orbital pain for three days.",
    course_in_hospital="Admitted with platelets 48,000/cumm. Managed with IV fluids and supportive care; platelets "
                       "rose to 1,12,000/cumm. No bleeding. Discharged in stable condition on day 5.",
    advice=("Oral fluids 3 litres a day.", "Repeat CBC after 3 days.", "Review in medicine OPD after 1 week."),
)
CASES.append(dict(
    id="s30-h13-acko-dengue-suite-room-clean", spec=spec, layouts={"bill": "compact", "discharge_summary": "narrative",
                                                                     "scanned": []},
    scenario="Dengue with thrombocytopenia, 4 days in a suite at Rs 9,500/day under Clear Health Plan (no capping on "
             "room rent, no co-payment); member covered since 2023, no waiting period in play.",
    policy=dict(document=A_DOC, policy_id="P/412608/01/2025/004517", uin="ACKHLIP26051V012526",
                insurer="Acko General Insurance Limited", product="Clear Health Plan",
                effective_from="2025-06-01", effective_to="2026-05-31",
                schedule=A_schedule(1000000, [dict(member_id="ACK-4517-01", name="Rohan Kulkarni", dob="1991-03-22",
                                                   gender="male", relationship="self", covered_since="2023-06-01",
                                                   declared_ped=[])])),
    expected=dict(decision="approve", payable_amount=73500, reason_codes=[], route="human", clauses=[
        "B.1: \"There is no capping on room rent, so you can stay in a single room, a deluxe room or a suite.\"",
        "B.1: \"we will not make any proportionate deduction from your claim on account of the room you choose.\"",
        "B.13: \"No co-payment applies under this policy\""]),
    working=[
        "Policy in force 01-06-2025 to 31-05-2026; loss 11-08-2025. Member covered since 01-06-2023 (over 26 months): "
        "30-day wait (C.1.1) served; dengue is not in the C.1.3 list and no PED declared; no exclusion.",
        "Bill lines: Suite 4 x 9,500 = 38,000; Nursing 4 x 1,200 = 4,800; Physician 4 x 2,000 = 8,000; Pharmacy "
        "11,350; Consumables 2,480; Lab 6,720; USG 2,150. Sum 73,500 = bill total.",
        "No List I item. Room: no capping on room rent (B.1), so no proportionate deduction. No ICU, no sublimit, "
        "no co-payment (B.13), no deductible. SI 10,00,000 available.",
        "Payable 73,500 = claimed -> approve; above 25,000 so route human."],
))

# ---------------------------------------------------------------- A2: cataract sublimit (partial)
spec = ClaimDocumentSpec(
    hospital=H_HYD, patient_name="Lakshmi Narayanan", member_id="ACK-2290-02",
    policy_number="P/412608/01/2025/002290", age=66, gender="Female", uhid="DVEI-25-30418", ip_number="DC/25/11/0712",
    admission_date=date(2025, 11, 18), discharge_date=date(2025, 11, 18),
    diagnosis="Senile nuclear cataract, right eye", procedure="Phacoemulsification with multifocal foldable IOL, right eye",
    procedure_date=date(2025, 11, 18), treating_doctor="Dr. Sravani Reddy", doctor_qualification="MBBS, MS (Ophth), FICO",
    doctor_registration="TSMC 50127", department="Ophthalmology", room_category="Private Day Care Room",
    room_rate_per_day=4000, bed_number="DC-03", bill_number="DVEI/DC/2025/1118-07", bill_date=date(2025, 11, 18),
    line_items=(
        L("Day Care Room Charges - Private", "room", 1, 4000, "DC01"),
        L("Surgeon Fees - Phacoemulsification (Right Eye)", "surgeon_fees", 1, 22000, "SF11", "right"),
        L("Anaesthetist Fees", "surgeon_fees", 1, 3500, "SF02"),
        L("OT Charges", "ot", 1, 9000, "OT02"),
        L("Foldable IOL - Multifocal (Right Eye)", "implants", 1, 28500, "IOL09", "right"),
        L("Pharmacy - Eye Drops & Medicines", "pharmacy", 1, 1850, "PH04"),
        L("Surgical Consumables", "consumables", 1, 1400, "CS03"),
        L("A-Scan Biometry & Keratometry", "diagnostics", 1, 1750, "OPH01"),
    ),
    bill_total=72000,
    payment=PaymentReceipt(receipt_number="DVEI/R/25/11873", receipt_date=date(2025, 11, 18), amount=72000,
                           mode="UPI", reference="UPI-531822904411"),
    chief_complaints="Gradual painless blurring of vision in the right eye for one year, glare at night.",
    course_in_hospital="Day care. Uneventful phacoemulsification with multifocal IOL under topical anaesthesia. "
                       "Discharged the same day.",
    advice=("Moxifloxacin-prednisolone eye drops as advised.", "Avoid water in the eye for 1 week.",
            "Review after 5 days."),
)
CASES.append(dict(
    id="s30-h13-acko-cataract-right-eye-cap-40000", spec=spec,
    layouts={"bill": "tabular", "discharge_summary": "classic", "scanned": []},
    scenario="Right-eye phacoemulsification with a multifocal lens (bill 72,000) after the 24-month wait was served; "
             "Clear Health Plan pays cataract up to Rs 40,000 per eye.",
    policy=dict(document=A_DOC, policy_id="P/412608/01/2025/002290", uin="ACKHLIP26051V012526",
                insurer="Acko General Insurance Limited", product="Clear Health Plan",
                effective_from="2025-03-01", effective_to="2026-02-28",
                schedule=A_schedule(500000, [dict(member_id="ACK-2290-02", name="Lakshmi Narayanan", dob="1959-07-14",
                                                  gender="female", relationship="self", covered_since="2022-03-01",
                                                  declared_ped=["hypertension"])])),
    expected=dict(decision="partial", payable_amount=40000, reason_codes=["SUBLIMIT"], route="human", clauses=[
        "B.9: \"Cataract surgery, including the cost of the intra-ocular lens, is paid up to Rs 40,000 per eye in "
        "each Policy Year.\"",
        "C.1.3 (Code- Excl02) f: \"Cataract and other age-related eye disorders; glaucoma\""]),
    working=[
        "Policy in force 01-03-2025 to 28-02-2026; loss 18-11-2025. Member covered since 01-03-2022: the 24-month "
        "cataract wait (C.1.3) was served on 01-03-2024; the declared hypertension (PED, 24 months) is not the cause.",
        "Bill lines: Day care room 4,000; Surgeon (right eye) 22,000; Anaesthetist 3,500; OT 9,000; Multifocal IOL "
        "(right eye) 28,500; Pharmacy 1,850; Consumables 1,400; Biometry 1,750. Sum 72,000 = bill total.",
        "No List I item. No room cap (B.1). Sublimit: cataract up to Rs 40,000 per eye (B.9), one eye (right): "
        "72,000 -> 40,000 (deduction 32,000).",
        "No co-payment (B.13), no deductible; SI 5,00,000 available. Payable 40,000 < claimed 72,000 -> partial, "
        "route human."],
))

# ---------------------------------------------------------------- A3: hernia within 24 months (deny)
spec = ClaimDocumentSpec(
    hospital=H_PUNE, patient_name="Imran Shaikh", member_id="ACK-6031-01", policy_number="P/412608/01/2025/006031",
    age=45, gender="Male", uhid="SLH-26-004187", ip_number="IP/26/01/0219",
    admission_date=date(2026, 1, 12), discharge_date=date(2026, 1, 14),
    diagnosis="Right direct inguinal hernia, reducible", procedure="Laparoscopic TEP inguinal hernia repair with mesh, right side",
    procedure_date=date(2026, 1, 12), treating_doctor="Dr. Nitin Deshpande", doctor_qualification="MBBS, MS (General Surgery)",
    doctor_registration="MMC 2009/07/2214", department="General Surgery", room_category="Single AC Room",
    room_rate_per_day=5500, bed_number="512", bill_number="SLH/IP/2025-26/11702", bill_date=date(2026, 1, 14),
    line_items=(
        L("Room Charges - Single AC", "room", 2, 5500, "R02"),
        L("Nursing Charges", "nursing", 2, 900, "N01"),
        L("Surgeon Fees - Lap TEP Hernia Repair", "surgeon_fees", 1, 35000, "S14"),
        L("Anaesthetist Fees", "surgeon_fees", 1, 8000, "S02"),
        L("Operation Theatre Charges", "ot", 1, 18000, "OT1"),
        L("Prolene Mesh 15 x 15 cm", "implants", 1, 9800, "IM21"),
        L("Pharmacy - Medicines", "pharmacy", 1, 6240, "PH1"),
        L("Surgical Consumables", "consumables", 1, 4560, "CS1"),
        L("Pre-operative Investigations", "diagnostics", 1, 3600, "LB3"),
    ),
    bill_total=98000,
    payment=PaymentReceipt(receipt_number="SLH/RC/26/00871", receipt_date=date(2026, 1, 14), amount=98000,
                           mode="NEFT", reference="N014260092231"),
    chief_complaints="Swelling in the right groin for 6 months, increasing on straining; no vomiting.",
    course_in_hospital="Elective laparoscopic TEP repair with mesh under general anaesthesia. Uneventful recovery; "
                       "discharged on post-operative day 2.",
    advice=("Avoid lifting heavy weights for 6 weeks.", "Tab. Paracetamol 650 mg SOS.", "Review in surgery OPD after 7 days."),
)
CASES.append(dict(
    id="s30-h13-acko-inguinal-hernia-within-24m", spec=spec,
    layouts={"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": ["discharge_summary"]},
    scenario="Planned laparoscopic inguinal hernia repair about 7 months after a first Clear Health Plan policy began; "
             "hernia is in the 24-month specified-disease list (C.1.3, Excl02). Not an accident.",
    policy=dict(document=A_DOC, policy_id="P/412608/01/2025/006031", uin="ACKHLIP26051V012526",
                insurer="Acko General Insurance Limited", product="Clear Health Plan",
                effective_from="2025-06-01", effective_to="2026-05-31",
                schedule=A_schedule(1000000, [dict(member_id="ACK-6031-01", name="Imran Shaikh", dob="1980-05-09",
                                                   gender="male", relationship="self", covered_since="2025-06-01",
                                                   declared_ped=[])])),
    expected=dict(decision="deny", payable_amount=0, reason_codes=["SPECIFIC_DISEASE_WAITING_PERIOD"], route="crc",
                  exclusion_code="Excl02", clauses=[
                      "C.1.3 (Code- Excl02): \"treatment of the listed Conditions, surgeries/treatments shall be "
                      "excluded until the expiry of 24 months of continuous coverage\"",
                      "C.1.3 f: \"Hernia of all types; fissure, fistula and haemorrhoids (piles)\""]),
    working=[
        "Policy in force 01-06-2025 to 31-05-2026; loss 12-01-2026. First policy with Acko, member covered since "
        "01-06-2025, no portability credit. 30-day wait (C.1.1) served.",
        "Bill lines: Room 2 x 5,500 = 11,000; Nursing 2 x 900 = 1,800; Surgeon 35,000; Anaesthetist 8,000; OT 18,000; "
        "Mesh 9,800; Pharmacy 6,240; Consumables 4,560; Investigations 3,600. Sum 98,000 = bill total.",
        "Inguinal hernia is in the C.1.3 f list ('Hernia of all types'), 24 months; served only on 01-06-2027. "
        "Loss about 7 months in, not an accident.",
        "SPECIFIC_DISEASE_WAITING_PERIOD (Excl02) hard stop; payable 0 -> deny, to the CRC."],
))


# ---------------------------------------------------------------- Zuno group
def B_schedule(si, members, copay_terms, copay_percent=0):
    return {"plan": "Employer group - Grade B" if si == 500000 else "Employer group - Grade C",
            "policy_type": "floater", "sum_insured": si, "cumulative_bonus": 0, "copay_percent": copay_percent,
            "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly", "zone": None,
            "optional_covers": [], "members": members,
            "terms": {"initial_waiting_period_days": 0, "ped_waiting_period_months": 0,
                      "specific_disease_waiting_period_months": 0, "copay": copay_terms}}


ZPOL = dict(document=B_DOC, uin="EDLHLGP26033V012526", insurer="Zuno General Insurance Limited",
            product="Group Health Guard", effective_from="2025-04-01", effective_to="2026-03-31")
NO_COPAY = {"percent": 0, "condition": None}
PARENT_COPAY = {"percent": 10, "condition": "claims in respect of the parents of the Employee"}

# B1: new joinee's spouse, diabetic ketoacidosis within 30 days of joining, PED declared -> waived, paid in full
spec = ClaimDocumentSpec(
    hospital=H_CHN, patient_name="Priya Venkatesan", member_id="ZGH-00871-E1142-S",
    policy_number="P/300145/02/2025/000871", age=38, gender="Female", uhid="KMM-25-118822", ip_number="IP-2510-0466",
    admission_date=date(2025, 10, 6), discharge_date=date(2025, 10, 9),
    diagnosis="Diabetic ketoacidosis in known type 2 diabetes mellitus", procedure=None,
    treating_doctor="Dr. S. Balasubramanian", doctor_qualification="MBBS, MD, DM (Endocrinology)",
    doctor_registration="TNMC 78214", department="Endocrinology", room_category="Single Room", room_rate_per_day=5500,
    bed_number="ICU-4 / 611", bill_number="KMM/IP/25/10/2291", bill_date=date(2025, 10, 9),
    line_items=(
        L("ICU Charges", "icu", 1, 14000, "ICU1"),
        L("Room Charges - Single Room", "room", 2, 5500, "RM2"),
        L("Nursing Charges", "nursing", 3, 800, "NS1"),
        L("Consultation - Endocrinologist", "doctor_fees", 3, 1800, "CN4"),
        L("Pharmacy - Insulin Infusion, IV Fluids & Medicines", "pharmacy", 1, 9860, "PH2"),
        L("Medical Consumables", "consumables", 1, 2140, "CS2"),
        L("Lab - ABG, Serum Ketones, Electrolytes, HbA1c", "diagnostics", 1, 7200, "LB9"),
    ),
    bill_total=52000,
    payment=PaymentReceipt(receipt_number="KMM/RCT/25/33170", receipt_date=date(2025, 10, 9), amount=52000,
                           mode="Credit Card", reference="XXXX-9023"),
    chief_complaints="Vomiting, abdominal pain and drowsiness for one day; known diabetic for 6 years on oral drugs.",
    course_in_hospital="Admitted to ICU with DKA (pH 7.18, ketones positive). Managed with insulin infusion and IV "
                       "fluids; shifted to room on day 2 once the acidosis resolved. Switched to basal-bolus insulin.",
    advice=("Insulin as per chart.", "Home glucose monitoring four times a day.", "Review in endocrinology OPD after 1 week."),
)
CASES.append(dict(
    id="s30-h13-zuno-spouse-dka-ped-and-30-day-wait-waived", spec=spec,
    layouts={"bill": "tabular", "discharge_summary": "narrative", "scanned": []},
    scenario="Spouse of an employee who joined on 15-09-2025 is admitted 21 days later with diabetic ketoacidosis "
             "(declared type 2 diabetes). The Special Conditions waive the 30-day and PED waiting periods, so the "
             "claim is payable; ICU and room are within 4% / 2% of SI per day.",
    policy=dict(ZPOL, policy_id="P/300145/02/2025/000871",
                schedule=B_schedule(500000, [
                    dict(member_id="ZGH-00871-E1142", name="Karthik Venkatesan", dob="1986-12-02", gender="male",
                         relationship="self", covered_since="2025-09-15", declared_ped=[]),
                    dict(member_id="ZGH-00871-E1142-S", name="Priya Venkatesan", dob="1987-04-18", gender="female",
                         relationship="spouse", covered_since="2025-09-15", declared_ped=["type 2 diabetes mellitus"])],
                    NO_COPAY)),
    claim_member="ZGH-00871-E1142-S",
    expected=dict(decision="approve", payable_amount=52000, reason_codes=[], route="human", clauses=[
        "4 Special Conditions: \"30 days initial waiting period Waived\"",
        "4 Special Conditions: \"Pre-existing disease waiting period Waived\"",
        "3.1 a/b: \"limited to 2% of the Sum Insured per day for a normal room.\" / \"Intensive Care Unit (ICU / "
        "ICCU) expenses, limited to 4% of the Sum Insured per day.\""]),
    working=[
        "Group policy in force 01-04-2025 to 31-03-2026; loss 06-10-2025. Spouse added with the new joinee on "
        "15-09-2025 (6.5); loss is day 21 of cover and the illness is a declared PED, but the 30-day and PED waiting "
        "periods are waived (Section 4; 5.1) -> no waiting-period stop. Schedule pins the waived periods as 0.",
        "Bill lines: ICU 1 x 14,000; Single room 2 x 5,500 = 11,000; Nursing 3 x 800 = 2,400; Endocrinologist "
        "3 x 1,800 = 5,400; Pharmacy 9,860; Consumables 2,140; Lab 7,200. Sum 52,000 = bill total.",
        "No List I item. Room limit 2% x 5,00,000 = 10,000/day; room 5,500 <= 10,000 -> no proportionate deduction. "
        "ICU limit 4% x 5,00,000 = 20,000/day; ICU 14,000 <= 20,000 -> no cap.",
        "No sublimit; spouse -> no co-payment (3.11); no deductible; SI 5,00,000 available. Payable 52,000 = claimed "
        "-> approve, above 25,000 so route human."],
))

# B2: father, room above 2% of SI -> proportionate deduction, then 10% parent co-pay
spec = ClaimDocumentSpec(
    hospital=HOSPITALS[1], patient_name="Suresh Patil", member_id="ZGH-00871-E0877-F",
    policy_number="P/300145/02/2025/000871", age=64, gender="Male", uhid="LCH-25-552019", ip_number="IPD/25/12/1187",
    admission_date=date(2025, 12, 2), discharge_date=date(2025, 12, 6),
    diagnosis="Community acquired pneumonia, right lower lobe", procedure=None,
    treating_doctor="Dr. Anjali Mehta", doctor_qualification="MBBS, MD (Pulmonary Medicine)",
    doctor_registration="MMC 2011/04/1876", department="Pulmonology", room_category="Single Room",
    room_rate_per_day=7500, bed_number="703", bill_number="LCH/IPB/2025/12/0663", bill_date=date(2025, 12, 6),
    line_items=(
        L("Room Charges - Single Room", "room", 4, 7500, "RM03"),
        L("Nursing Charges", "nursing", 4, 1000, "NUR1"),
        L("Consultation - Pulmonologist", "doctor_fees", 4, 1500, "CON2"),
        L("Pharmacy - IV Antibiotics & Medicines", "pharmacy", 1, 18640, "PHM1"),
        L("Medical Consumables", "consumables", 1, 3210, "CON9"),
        L("Pathology - CBC, CRP, Blood & Sputum Culture", "diagnostics", 1, 4850, "PAT4"),
        L("HRCT Thorax & Chest X-ray", "diagnostics", 1, 5300, "RAD7"),
    ),
    bill_total=72000,
    payment=PaymentReceipt(receipt_number="LCH/RCPT/25/20981", receipt_date=date(2025, 12, 6), amount=72000,
                           mode="NEFT", reference="N340251206118"),
    chief_complaints="Fever with cough and breathlessness for four days.",
    course_in_hospital="Right lower lobe consolidation on HRCT. Treated with IV antibiotics, nebulisation and oxygen "
                       "for 2 days. Afebrile from day 3; discharged on oral antibiotics.",
    advice=("Tab. Amoxicillin-clavulanate 625 mg twice daily for 5 days.", "Review in chest OPD after 1 week."),
)
CASES.append(dict(
    id="s30-h13-zuno-father-pneumonia-room-2pct-proportionate-copay-10", spec=spec,
    layouts={"bill": "itemised_grouped", "discharge_summary": "classic", "scanned": ["bill"]},
    scenario="Employee's father (dependent parent) with pneumonia, 4 days in a Rs 7,500/day single room; SI 3 lakh "
             "allows 2% = Rs 6,000/day, so associated medical expenses are paid at 6,000/7,500; then the 10% "
             "co-payment on parents' claims applies.",
    policy=dict(ZPOL, policy_id="P/300145/02/2025/000871",
                schedule=B_schedule(300000, [
                    dict(member_id="ZGH-00871-E0877", name="Amit Patil", dob="1990-08-30", gender="male",
                         relationship="self", covered_since="2024-04-01", declared_ped=[]),
                    dict(member_id="ZGH-00871-E0877-F", name="Suresh Patil", dob="1961-01-19", gender="male",
                         relationship="father", covered_since="2024-04-01", declared_ped=[])],
                    PARENT_COPAY, copay_percent=10)),
    claim_member="ZGH-00871-E0877-F",
    expected=dict(decision="partial", payable_amount=57600,
                  reason_codes=["ROOM_RENT_PROPORTIONATE_DEDUCTION", "COPAY"], route="human", clauses=[
                      "3.1 a: \"Room, boarding and nursing expenses as provided by the Hospital, limited to 2% of the "
                      "Sum Insured per day for a normal room.\"",
                      "3.1 d: \"in the same proportion as the eligible room rent bears to the room rent actually "
                      "charged.\"",
                      "3.11: \"Each admissible claim in respect of a parent of the Employee shall be subject to a "
                      "co-payment of 10% of the admissible claim amount\""]),
    working=[
        "Group policy in force 01-04-2025 to 31-03-2026; loss 02-12-2025; father covered since 01-04-2024 as a "
        "dependent parent (2.4 Family). Waiting periods waived anyway; pneumonia is not excluded.",
        "Bill lines: Single room 4 x 7,500 = 30,000; Nursing 4 x 1,000 = 4,000; Pulmonologist 4 x 1,500 = 6,000; "
        "Pharmacy 18,640; Consumables 3,210; Pathology 4,850; HRCT/X-ray 5,300. Sum 72,000 = bill total.",
        "No List I item. Room limit 2% x 3,00,000 = 6,000/day < 7,500 charged -> ratio 6,000/7,500 = 0.8 on the "
        "associated medical expenses (3.1 d): room 30,000 -> 24,000; nursing 4,000 -> 3,200; pulmonologist "
        "6,000 -> 4,800. Associated 40,000 -> 32,000 (deduction 8,000).",
        "Not scaled: pharmacy 18,640 + consumables 3,210 + diagnostics 4,850 + 5,300 = 32,000. Admissible 64,000.",
        "No ICU, no sublimit. Co-payment 10% for a parent (3.11): 64,000 x 10% = 6,400 -> 57,600. No deductible; "
        "SI 3,00,000 available. Payable 57,600 < claimed 72,000 -> partial, route human."],
))

# B3: employee, LASIK for myopia -4.25 D -> Excl15 (refractive error < 7.5 D), codes not printed in wording
spec = ClaimDocumentSpec(
    hospital=H_HYD, patient_name="Arjun Rao", member_id="ZGH-00871-E0412", policy_number="P/300145/02/2025/000871",
    age=29, gender="Male", uhid="DVEI-25-27765", ip_number="DC/25/07/0388",
    admission_date=date(2025, 7, 19), discharge_date=date(2025, 7, 19),
    diagnosis="Myopia -4.25 D both eyes (refractive error)",
    procedure="Femto-LASIK, right eye and left eye", procedure_date=date(2025, 7, 19),
    treating_doctor="Dr. Kiran Kumar Goud", doctor_qualification="MBBS, MS (Ophthalmology), FRCS",
    doctor_registration="TSMC 41893", department="Cornea & Refractive Surgery", room_category="Day Care",
    room_rate_per_day=2500, bed_number="DC-11", bill_number="DVEI/DC/2025/0719-02", bill_date=date(2025, 7, 19),
    line_items=(
        L("Day Care Charges", "room", 1, 2500, "DC01"),
        L("Surgeon Fees - Femto LASIK (Right Eye)", "surgeon_fees", 1, 27000, "RF21", "right"),
        L("Surgeon Fees - Femto LASIK (Left Eye)", "surgeon_fees", 1, 27000, "RF22", "left"),
        L("Pre-LASIK Evaluation - Topography, Pachymetry", "diagnostics", 1, 3500, "OPH07"),
        L("Pharmacy - Eye Drops", "pharmacy", 1, 1600, "PH04"),
        L("Surgical Consumables", "consumables", 1, 1400, "CS03"),
    ),
    bill_total=63000,
    payment=PaymentReceipt(receipt_number="DVEI/R/25/07102", receipt_date=date(2025, 7, 19), amount=63000,
                           mode="UPI", reference="UPI-520019442871"),
    chief_complaints="Wants freedom from spectacles; myopia -4.25 D both eyes, stable for 2 years.",
    course_in_hospital="Day care Femto-LASIK of both eyes under topical anaesthesia. Uneventful; discharged the same "
                       "day.",
    advice=("Lubricant and steroid eye drops as advised.", "Protective goggles for 1 week.", "Review after 1 day."),
)
CASES.append(dict(
    id="s30-h13-zuno-lasik-myopia-refractive-error-excluded", spec=spec,
    layouts={"bill": "compact", "discharge_summary": "classic", "scanned": []},
    scenario="Employee has Femto-LASIK of both eyes for myopia of -4.25 D; refractive error below 7.5 dioptres is a "
             "standard exclusion (5.2.12, Excl15 in substance; codes not printed), not affected by the waivers.",
    policy=dict(ZPOL, policy_id="P/300145/02/2025/000871",
                schedule=B_schedule(500000, [
                    dict(member_id="ZGH-00871-E0412", name="Arjun Rao", dob="1996-02-11", gender="male",
                         relationship="self", covered_since="2023-04-01", declared_ped=[])], NO_COPAY)),
    claim_member="ZGH-00871-E0412",
    expected=dict(decision="deny", payable_amount=0, reason_codes=["EXCLUDED_TREATMENT"], route="crc",
                  exclusion_code="Excl15", clauses=[
                      "5.2.12 Refractive Error: \"Expenses related to the treatment for correction of eye sight due "
                      "to refractive error less than 7.5 dioptres.\""]),
    working=[
        "Group policy in force 01-04-2025 to 31-03-2026; loss 19-07-2025; employee covered since 01-04-2023.",
        "Bill lines: Day care 2,500; Surgeon right eye 27,000; Surgeon left eye 27,000; Evaluation 3,500; Pharmacy "
        "1,600; Consumables 1,400. Sum 63,000 = bill total.",
        "Treatment is correction of eyesight for a refractive error of -4.25 D (< 7.5 dioptres): excluded by 5.2.12 "
        "(IRDAI Excl15 wording; the code is not printed). The Section 4 waivers cover waiting periods only.",
        "EXCLUDED_TREATMENT (Excl15) hard stop; payable 0 -> deny, to the CRC."],
))


def main():
    for c in CASES:
        spec = c["spec"]
        assert spec.total_matches_lines, c["id"]
        d = os.path.join(HERE, "claims", c["id"])
        os.makedirs(d, exist_ok=True)
        lay = c["layouts"]
        bill = render_bill(spec, lay["bill"])
        ds = render_discharge_summary(spec, lay["discharge_summary"])
        if "bill" in lay["scanned"]:
            bill = render_scanned(bill)
        if "discharge_summary" in lay["scanned"]:
            ds = render_scanned(ds)
        open(os.path.join(d, "bill.pdf"), "wb").write(bill)
        open(os.path.join(d, "discharge_summary.pdf"), "wb").write(ds)
        case = {"id": c["id"], "scenario": c["scenario"], "policy": c["policy"],
                "claim": {"member_id": c.get("claim_member", spec.member_id), "loss_date": spec.admission_date.isoformat(),
                          "amount_claimed": spec.bill_total, "documents": ["bill.pdf", "discharge_summary.pdf"]},
                "expected": c["expected"], "working": c["working"], "layouts": lay}
        with open(os.path.join(d, "case.json"), "w") as f:
            json.dump(case, f, indent=2, ensure_ascii=False)
            f.write("\n")
        with open(os.path.join(d, "claim_spec.json"), "w") as f:
            f.write(spec.model_dump_json(indent=2))
            f.write("\n")
        print(c["id"], spec.bill_total, c["expected"]["decision"], c["expected"]["payable_amount"])


if __name__ == "__main__":
    main()
