"""Part 3: six hand-computed claim cases (3 per wording) for tag h2, rendered with clausetrail.synthetic.render.

Run with PYTHONPATH=/work/main/layers. The payable arithmetic below is written by hand for these cases in the
SPEC §7 order (List I items, room proportionate deduction, ICU cap, sublimits, co-pay, deductible, SI cap);
each step is printed into the case's `working`.
"""
import json, os, sys
from datetime import date

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned
from extract import Pages
import wording_a, wording_b

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "claims")


def inr(n):
    s = str(abs(int(n)))
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:]); head = head[:-2]
        if head:
            parts.insert(0, head)
        s = ",".join(parts + [tail])
    return ("-" if n < 0 else "") + s


def half_up(num, den):
    return (2 * num + den) // (2 * den)


def L(desc, cat, qty, rate, code=None):
    return {"description": desc, "category": cat, "quantity": qty, "rate": rate, "amount": qty * rate,
            "service_code": code, "eye": None}


HOSP = {
 "sahyadri": {"name": "Sahyadri Lifeline Hospital", "address_lines": ["Survey No. 44/2, Karve Road, Erandwane",
              "Pune - 411004", "Maharashtra"], "phone": "020-2543 7700", "email": "billing@sahyadrilifeline.in",
              "gstin": "27AAFCS4821K1Z3", "registration_number": "PMC/BNH/2017/0821", "rohini_id": "8900080712345",
              "pan": "AAFCS4821K", "accreditation": "NABH Accredited (H-2018-0712)"},
 "ganga": {"name": "Ganga Multispeciality Hospital", "address_lines": ["B-12, Sector 62", "Noida - 201301",
           "Uttar Pradesh"], "phone": "0120-455 8800", "email": "accounts@gangamulti.in",
           "gstin": "09AAGCG7712M1Z9", "registration_number": "UP/GBN/CE/2016/1177", "rohini_id": "8900080623411",
           "pan": "AAGCG7712M", "accreditation": "NABH Accredited (H-2017-0455)"},
 "kaveri": {"name": "Kaveri Orthocare Hospital", "address_lines": ["No. 18, 100 Feet Road, Indiranagar",
            "Bengaluru - 560038", "Karnataka"], "phone": "080-4126 9900", "email": "ipbilling@kaveriortho.in",
            "gstin": "29AAHCK3390P1Z2", "registration_number": "KPME/BBMP/2015/3390", "rohini_id": "8900080598760",
            "pan": "AAHCK3390P", "accreditation": "NABH Entry Level Certified"},
 "shanti": {"name": "Shanti Nursing Home", "address_lines": ["27, Civil Lines", "Jaipur - 302006", "Rajasthan"],
            "phone": "0141-222 6611", "email": "shantinh.jaipur@gmail.com", "gstin": "08ABBFS5561Q1ZK",
            "registration_number": "RJ/JPR/CEA/2014/561", "rohini_id": "8900080401122", "pan": "ABBFS5561Q",
            "accreditation": None},
 "lakeview": {"name": "Lakeview General Hospital", "address_lines": ["Plot 9, Begumpet Main Road",
              "Hyderabad - 500016", "Telangana"], "phone": "040-2776 4400", "email": "tpa.desk@lakeviewgh.in",
              "gstin": "36AACCL9087R1Z6", "registration_number": "TS/HYD/CE/2018/9087", "rohini_id": "8900080834567",
              "pan": "AACCL9087R", "accreditation": "NABH Accredited (H-2020-1190)"},
 "matru": {"name": "Matrushree Women and Child Hospital", "address_lines": ["Near Navrangpura Bus Stand",
           "Ahmedabad - 380009", "Gujarat"], "phone": "079-2656 3300", "email": "billing@matrushree.org",
           "gstin": "24AAJCM2244D1Z1", "registration_number": "AMC/NH/2012/2244", "rohini_id": "8900080377810",
           "pan": "AAJCM2244D", "accreditation": "NABH Entry Level Certified"},
}

A_DOC, B_DOC = wording_a.STEM + ".pdf", wording_b.STEM + ".pdf"
PA, PB = Pages(os.path.join(HERE, A_DOC)), Pages(os.path.join(HERE, B_DOC))


def sched(si, deductible, members, copay=0, plan=None):
    return {"plan": plan, "policy_type": "individual", "sum_insured": si, "cumulative_bonus": 0,
            "copay_percent": copay, "deductible": deductible, "claims_paid_this_year": 0, "premium_mode": "yearly",
            "zone": None, "optional_covers": [], "members": members}


def member(mid, name, dob, gender, since, ped=(), rel="self"):
    return {"member_id": mid, "name": name, "dob": dob, "gender": gender, "relationship": rel,
            "covered_since": since, "declared_ped": list(ped)}


def lines_text(lines):
    parts = []
    for l in lines:
        if l["quantity"] > 1:
            parts.append("%s %d x %s = %s" % (l["description"], l["quantity"], inr(l["rate"]), inr(l["amount"])))
        else:
            parts.append("%s %s" % (l["description"], inr(l["amount"])))
    return "; ".join(parts)


CASES = []

# ---------------------------------------------------------------- A1: clean, paid in full above the deductible
a1_lines = [
 L("ICU Charges (MICU)", "icu", 3, 18000, "ICU02"),
 L("Room Charges - Deluxe Room", "room", 5, 9500, "RM004"),
 L("Nursing Charges", "nursing", 8, 1200, "NUR01"),
 L("Consultation - Gastroenterologist", "doctor_fees", 8, 2000, "CON11"),
 L("Pharmacy Charges", "pharmacy", 1, 72430, "PH001"),
 L("Medical Consumables", "consumables", 1, 18260, "CS001"),
 L("CECT Abdomen, Serum Lipase & Lab Investigations", "diagnostics", 1, 26590, "LAB21"),
]
CASES.append(dict(
 id="s28-h2-1-pancreatitis-deluxe-room-above-deductible",
 doc="A", scenario=("Super top-up, SI 10 lakh, aggregate deductible 2 lakh, first hospitalisation of the policy year: "
  "acute pancreatitis, 3 days in MICU and 5 in a deluxe room at Rs 9,500/day. Room rent has no capping and ICU is at "
  "actuals, so everything above the deductible is paid."),
 policy_id="P/160121/01/2026/004518", eff=("2025-05-01", "2026-04-30"),
 schedule=sched(1000000, 200000, [member("RGHX-4518-01", "Prakash Kulkarni", "1978-03-22", "male", "2022-05-01")]),
 member="RGHX-4518-01",
 spec=dict(hospital=HOSP["sahyadri"], patient_name="Prakash Kulkarni", member_id="RGHX-4518-01",
   policy_number="P/160121/01/2026/004518", age=47, gender="Male", uhid="SLH-25-77120", ip_number="IP/2025/11872",
   admission_date="2025-09-08", discharge_date="2025-09-16",
   diagnosis="Acute necrotising pancreatitis (alcohol-unrelated, gallstone-negative)", procedure=None,
   treating_doctor="Dr. Sameer Joshi", doctor_qualification="MBBS, MD, DM (Gastroenterology)",
   doctor_registration="MMC 2009/04/1187", department="Gastroenterology", room_category="Deluxe Room",
   room_rate_per_day=9500, bed_number="MICU-3 / D-604", bill_number="SLH/IPB/25-26/11872", bill_date="2025-09-16",
   line_items=a1_lines, chief_complaints="Severe epigastric pain radiating to the back with vomiting for one day.",
   course_in_hospital=("Serum lipase raised; CECT showed necrotising pancreatitis. Managed in MICU for 3 days with IV "
     "fluids, analgesia and antibiotics, then shifted to a deluxe room. Oral feeds resumed on day 6."),
   advice=("Low-fat diet.", "Medicines as prescribed.", "Review in gastro OPD after 10 days.")),
 layouts={"bill": "tabular", "discharge_summary": "classic", "scanned": []},
 deductible=200000, list1=[], caps=[], copay=0,
 decision="approve", reasons=[], route="human",
 clauses=[("A", "C.2 a)", "There is no capping on room rent under this Policy"),
          ("A", "C.2 b)", "Intensive Care Unit (ICU / ICCU) charges, payable at actuals."),
          ("A", "C.1", "Once this total exceeds the Aggregate Deductible, We will pay the amount in excess, up to the Sum Insured.")],
 checks=["Policy in force (01-05-2025 to 30-04-2026) on 08-09-2025; member covered since 01-05-2022 (over 36 months), "
         "entry age 44 so no co-payment (C.14); pancreatitis is not in the D.1.2 list, no PED declared, no exclusion."],
))

# ---------------------------------------------------------------- A2: partial: List I items + ambulance cap + deductible
a2_lines = [
 L("Room Charges - Single Private Room", "room", 5, 6500, "RM002"),
 L("Nursing Charges", "nursing", 5, 1000, "NUR01"),
 L("Consultation - Orthopaedic Surgeon", "doctor_fees", 5, 1500, "CON04"),
 L("Surgeon Fees - ORIF Femur (Intramedullary Nailing)", "surgeon_fees", 1, 65000, "PRF31"),
 L("Anaesthetist Fees", "surgeon_fees", 1, 16000, "PRF90"),
 L("Operation Theatre Charges", "ot", 1, 38000, "OT001"),
 L("Interlocking Femoral Nail with Screws", "implants", 1, 48500, "IMP07"),
 L("Pharmacy Charges", "pharmacy", 1, 29870, "PH001"),
 L("Medical Consumables", "consumables", 1, 14230, "CS001"),
 L("X-Ray & CT Scan - Right Thigh", "diagnostics", 1, 8940, "RAD05"),
 L("Road Ambulance - Accident Site to Hospital", "ambulance", 1, 3800, "AMB01"),
 L("Walking Aids Charges (Walker)", "other", 1, 2400, "MSC12"),
 L("Attendant Charges", "other", 5, 600, "MSC03"),
 L("Diaper of any type", "other", 1, 850, "MSC09"),
]
CASES.append(dict(
 id="s28-h2-1-femur-fracture-list1-ambulance-cap",
 doc="A", scenario=("Super top-up, SI 5 lakh, aggregate deductible 2 lakh: road accident, fracture shaft of femur "
  "treated by intramedullary nailing, brought by road ambulance (Rs 3,800; cap INR 2,000 per hospitalisation for "
  "SI 5 lakh). Walker, attendant and diaper charges are Annexure I items. First claim of the policy year."),
 policy_id="P/160121/01/2026/007342", eff=("2025-08-15", "2026-08-14"),
 schedule=sched(500000, 200000, [member("RGHX-7342-01", "Sunil Rathore", "1973-06-09", "male", "2021-08-15")]),
 member="RGHX-7342-01",
 terms={"ambulance_limit": {"kind": "amount", "value": 2000}},
 spec=dict(hospital=HOSP["ganga"], patient_name="Sunil Rathore", member_id="RGHX-7342-01",
   policy_number="P/160121/01/2026/007342", age=52, gender="Male", uhid="GMH-778201", ip_number="IPD-25-30418",
   admission_date="2025-12-02", discharge_date="2025-12-07", diagnosis="Closed fracture shaft of right femur",
   procedure="Closed reduction and internal fixation with interlocking intramedullary nail, right femur",
   procedure_date="2025-12-03", treating_doctor="Dr. Harpreet Sodhi", doctor_qualification="MBBS, MS (Ortho)",
   doctor_registration="UPMC 44128", department="Orthopaedics", room_category="Single Private Room",
   room_rate_per_day=6500, bed_number="411", bill_number="GMH/IP/2025/30418", bill_date="2025-12-07",
   line_items=a2_lines, is_accident=True, mlc_number="MLC/SEC58/2025/1192",
   chief_complaints="Pain and deformity of right thigh after a motorcycle skid on the expressway.",
   course_in_hospital=("Brought by ambulance. X-ray: mid-shaft fracture of right femur. Interlocking nailing done on "
     "03-12-2025 under spinal anaesthesia. Mobilised with walker from day 3."),
   advice=("Walker-assisted partial weight bearing.", "Suture removal after 12 days.", "Medicines as prescribed.")),
 layouts={"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": []},
 deductible=200000, list1=["Walking Aids Charges (Walker)", "Attendant Charges", "Diaper of any type"],
 caps=[("Road Ambulance - Accident Site to Hospital", 2000, "C.7 / C.15 ambulance INR 2,000 per hospitalisation (SI 5 lakh)")],
 copay=0, decision="partial", reasons=["NON_PAYABLE_ITEMS", "SUBLIMIT", "DEDUCTIBLE"], route="human",
 clauses=[("A", "Annexure I", "Walking aids charges"), ("A", "Annexure I", "Attendant charges"),
          ("A", "Annexure I", "Diaper of any type"),
          ("A", "D.3.10", "Items listed in Annexure I (list of items for which coverage is not available in the Policy)."),
          ("A", "C.15 Table of Benefits", "INR 2,000 per hospitalisation"),
          ("A", "C.1", "Once this total exceeds the Aggregate Deductible, We will pay the amount in excess, up to the Sum Insured.")],
 checks=["Policy in force (15-08-2025 to 14-08-2026) on 02-12-2025; member covered since 15-08-2021, entry age 48 "
         "(no co-payment); accident, so no waiting period is in question; no exclusion (not a breach of law, MLC "
         "registered). Room rent has no capping: no proportionate deduction."],
))

# ---------------------------------------------------------------- A3: deny, joint replacement within 24 months
a3_lines = [
 L("Room Charges - Twin Sharing", "room", 4, 7000, "RM003"),
 L("Nursing Charges", "nursing", 4, 1000, "NUR01"),
 L("Consultation - Orthopaedic Surgeon", "doctor_fees", 4, 1500, "CON04"),
 L("Surgeon Fees - Total Knee Replacement (Right)", "surgeon_fees", 1, 110000, "PRF35"),
 L("Anaesthetist Fees", "surgeon_fees", 1, 25000, "PRF90"),
 L("Operation Theatre Charges", "ot", 1, 55000, "OT001"),
 L("Knee Prosthesis (Cemented, Posterior Stabilised)", "implants", 1, 145000, "IMP15"),
 L("Pharmacy Charges", "pharmacy", 1, 24800, "PH001"),
 L("Medical Consumables", "consumables", 1, 21300, "CS001"),
 L("X-Ray Knee, ECG & Pre-operative Investigations", "diagnostics", 1, 9500, "LAB02"),
 L("Physiotherapy Sessions", "other", 4, 750, "PHY01"),
]
CASES.append(dict(
 id="s28-h2-1-knee-replacement-within-24m",
 doc="A", scenario=("Super top-up, SI 10 lakh, aggregate deductible 3 lakh, first policy with the insurer from "
  "01-07-2024: total knee replacement for primary osteoarthritis on 10-12-2025, about 17 months after inception. "
  "Osteoarthritis and joint replacement are in the 24-month specified list (D.1.2, Excl02)."),
 policy_id="P/160121/01/2026/002207", eff=("2025-07-01", "2026-06-30"),
 schedule=sched(1000000, 300000, [member("RGHX-2207-01", "Lalitha Ramaswamy", "1967-01-30", "female", "2024-07-01")]),
 member="RGHX-2207-01",
 spec=dict(hospital=HOSP["kaveri"], patient_name="Lalitha Ramaswamy", member_id="RGHX-2207-01",
   policy_number="P/160121/01/2026/002207", age=58, gender="Female", uhid="KOH/25/10992", ip_number="KOH-IP-25-4410",
   admission_date="2025-12-10", discharge_date="2025-12-14",
   diagnosis="Primary osteoarthritis of right knee (Kellgren-Lawrence grade IV)",
   procedure="Total knee replacement, right knee", procedure_date="2025-12-11", treating_doctor="Dr. Kiran Hegde",
   doctor_qualification="MBBS, MS (Ortho), DNB", doctor_registration="KMC 52210", department="Orthopaedics",
   room_category="Twin Sharing", room_rate_per_day=7000, bed_number="T-208", bill_number="KOH/BILL/2025/4410",
   bill_date="2025-12-14", line_items=a3_lines,
   chief_complaints="Progressive pain in the right knee for 3 years, difficulty climbing stairs; not relieved by "
     "medicines and physiotherapy.",
   course_in_hospital="Right TKR done on 11-12-2025 under spinal anaesthesia. Uneventful recovery; walking with "
     "support on day 2.",
   advice=("Physiotherapy exercises as taught.", "Review after 2 weeks for suture removal.")),
 layouts={"bill": "compact", "discharge_summary": "classic", "scanned": []},
 deductible=300000, deny=("SPECIFIC_DISEASE_WAITING_PERIOD",
   "Covered since 01-07-2024; the 24-month wait for 'osteoarthritis and joint replacement surgery' (D.1.2 f, Excl02) "
   "runs to 01-07-2026; admission 10-12-2025 is inside it (about 17 months). Not an accident. No prior cover/"
   "portability credit. Claim repudiated: payable 0."),
 decision="deny", reasons=["SPECIFIC_DISEASE_WAITING_PERIOD"], route="crc",
 clauses=[("A", "D.1.2 a) (Excl02)", "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us"),
          ("A", "D.1.2 f)", "osteoarthritis and joint replacement surgery")],
 checks=[],
))

# ---------------------------------------------------------------- B1: clean, small, within room limit
b1_lines = [
 L("Room Rent - Semi Private Ward", "room", 3, 2400, "RM-SP"),
 L("Doctor Visit Charges - Physician", "doctor_fees", 3, 800, "DV-01"),
 L("Medicines & IV Fluids", "pharmacy", 1, 6150, "PH-01"),
 L("CBC, Stool Culture, Serum Electrolytes", "diagnostics", 1, 3980, "LB-07"),
 L("Medical Consumables", "consumables", 1, 1270, "CS-01"),
]
CASES.append(dict(
 id="s28-h2-2-gastroenteritis-clean-auto",
 doc="B", scenario=("Old-format mediclaim, SI Rs 5,00,000 (room limit 1% = Rs 5,000/day, max Rs 5,000): 3 days in a "
  "semi-private ward at Rs 2,400/day for acute gastroenteritis with dehydration; nothing above any limit."),
 policy_id="P/212300/48/2026/000781", eff=("2025-06-10", "2026-06-09"),
 schedule=sched(500000, 0, [member("OIC-SMP-0781-1", "Imran Qureshi", "1984-04-17", "male", "2019-06-10")]),
 member="OIC-SMP-0781-1",
 terms={"room_rent_limit": {"kind": "percent_si_per_day", "value": 1}},
 spec=dict(hospital=HOSP["shanti"], patient_name="Imran Qureshi", member_id="OIC-SMP-0781-1",
   policy_number="P/212300/48/2026/000781", age=41, gender="Male", uhid="SNH-4471", ip_number="IP-1187",
   admission_date="2025-10-21", discharge_date="2025-10-24", diagnosis="Acute gastroenteritis with moderate dehydration",
   procedure=None, treating_doctor="Dr. Ashok Mathur", doctor_qualification="MBBS, MD (Medicine)",
   doctor_registration="RMC 18822", department="General Medicine", room_category="Semi Private Ward",
   room_rate_per_day=2400, bed_number="SP-6", bill_number="SNH/2025-26/1187", bill_date="2025-10-24",
   line_items=b1_lines, chief_complaints="Loose stools and vomiting since two days, weakness.",
   course_in_hospital="IV fluids and antiemetics; stool culture negative. Oral intake tolerated from day 2.",
   advice=("ORS and soft diet.", "Review if fever or loose stools recur.")),
 layouts={"bill": "compact", "discharge_summary": "narrative", "scanned": ["bill"]},
 deductible=0, list1=[], caps=[], copay=0, room_limit=5000,
 decision="approve", reasons=[], route="auto",
 clauses=[("B", "3.1", "not exceeding 1% of the Sum Insured subject to a maximum of Rs.5,000/- per day")],
 checks=["Policy in force (10-06-2025 to 09-06-2026) on 21-10-2025; member covered since 10-06-2019, entry age 35 "
         "(no co-payment under 5.2); gastroenteritis is not in the 4.3 list, no PED, no exclusion."],
))

# ---------------------------------------------------------------- B2: partial, room-rent proportionate deduction
b2_lines = [
 L("Room Charges - Private Room", "room", 3, 4500, "R-PVT"),
 L("Consultation - General Surgeon", "doctor_fees", 3, 1200, "C-GS"),
 L("Surgeon Fees - Laparoscopic Appendicectomy", "surgeon_fees", 1, 30000, "S-LA"),
 L("Anaesthetist Fees", "surgeon_fees", 1, 9000, "S-AN"),
 L("Operation Theatre Charges", "ot", 1, 18000, "OT-1"),
 L("Pharmacy Charges", "pharmacy", 1, 11240, "PH-1"),
 L("Medical Consumables", "consumables", 1, 6380, "CS-1"),
 L("USG Abdomen & Lab Investigations", "diagnostics", 1, 7450, "DX-3"),
]
CASES.append(dict(
 id="s28-h2-2-appendicectomy-room-proportionate",
 doc="B", scenario=("Old-format mediclaim, SI Rs 3,00,000: room limit 1% of SI = Rs 3,000/day; the insured took a "
  "private room at Rs 4,500/day for a laparoscopic appendicectomy, so associated medical expenses are reduced in the "
  "proportion 3,000/4,500 (clause 3.5); pharmacy, consumables and diagnostics are not reduced."),
 policy_id="P/212300/48/2025/006154", eff=("2025-01-15", "2026-01-14"),
 schedule=sched(300000, 0, [member("OIC-SMP-6154-1", "Kavita Deshpande", "1980-02-11", "female", "2020-01-15")]),
 member="OIC-SMP-6154-1",
 terms={"room_rent_limit": {"kind": "percent_si_per_day", "value": 1}},
 spec=dict(hospital=HOSP["lakeview"], patient_name="Kavita Deshpande", member_id="OIC-SMP-6154-1",
   policy_number="P/212300/48/2025/006154", age=45, gender="Female", uhid="LGH-0093321", ip_number="LGH/IP/25/2290",
   admission_date="2025-07-03", discharge_date="2025-07-06", diagnosis="Acute appendicitis",
   procedure="Laparoscopic appendicectomy", procedure_date="2025-07-03", treating_doctor="Dr. Srinivas Rao",
   doctor_qualification="MBBS, MS (General Surgery)", doctor_registration="TSMC 33019", department="General Surgery",
   room_category="Private Room", room_rate_per_day=4500, bed_number="P-14", bill_number="LGH/FB/2025/2290",
   bill_date="2025-07-06", line_items=b2_lines,
   chief_complaints="Right lower abdominal pain with fever and vomiting since one day.",
   course_in_hospital="USG: inflamed appendix. Laparoscopic appendicectomy the same day; recovery uneventful.",
   advice=("Soft diet for one week.", "Review in surgical OPD after 7 days.")),
 layouts={"bill": "tabular", "discharge_summary": "classic", "scanned": []},
 deductible=0, list1=[], caps=[], copay=0, room_limit=3000,
 decision="partial", reasons=["ROOM_RENT_PROPORTIONATE_DEDUCTION"], route="human",
 clauses=[("B", "3.1", "not exceeding 1% of the Sum Insured subject to a maximum of Rs.5,000/- per day"),
          ("B", "3.5", "shall be reduced in the same proportion as the limit bears to the actual room charges")],
 checks=["Policy in force (15-01-2025 to 14-01-2026) on 03-07-2025; member covered since 15-01-2020, entry age 39 "
         "(no co-payment); appendicitis is not in the 4.3 list, no PED, no exclusion."],
))

# ---------------------------------------------------------------- B3: deny, maternity excluded
b3_lines = [
 L("Room Charges - Special Room", "room", 3, 3500, "RM-S"),
 L("Nursing Charges", "nursing", 3, 700, "NU-1"),
 L("Obstetrician Fees - LSCS", "surgeon_fees", 1, 28000, "PF-OB"),
 L("Anaesthetist Fees", "surgeon_fees", 1, 7500, "PF-AN"),
 L("Paediatrician Attendance at Delivery", "doctor_fees", 1, 3000, "PF-PD"),
 L("Operation Theatre & Labour Room Charges", "ot", 1, 15500, "OT-L"),
 L("Pharmacy Charges", "pharmacy", 1, 9870, "PH-1"),
 L("Medical Consumables", "consumables", 1, 4630, "CS-1"),
 L("Antenatal Profile & USG", "diagnostics", 1, 3600, "DX-1"),
]
CASES.append(dict(
 id="s28-h2-2-lscs-maternity-excluded",
 doc="B", scenario=("Old-format mediclaim, SI Rs 4,00,000: elective lower segment caesarean section at term. "
  "Clause 4.14 excludes treatment arising from or traceable to pregnancy and childbirth including caesarean section; "
  "the Table of Benefits shows Maternity 'Not Covered'."),
 policy_id="P/212300/48/2025/003390", eff=("2025-03-01", "2026-02-28"),
 schedule=sched(400000, 0, [member("OIC-SMP-3390-1", "Riddhi Patel", "1996-08-05", "female", "2021-03-01")]),
 member="OIC-SMP-3390-1",
 spec=dict(hospital=HOSP["matru"], patient_name="Riddhi Patel", member_id="OIC-SMP-3390-1",
   policy_number="P/212300/48/2025/003390", age=29, gender="Female", uhid="MWC-25-6612", ip_number="MWC/IP/6612",
   admission_date="2025-11-18", discharge_date="2025-11-21",
   diagnosis="Term pregnancy (G1P0, 39 weeks) with cephalopelvic disproportion",
   procedure="Lower segment caesarean section (LSCS)", procedure_date="2025-11-18",
   treating_doctor="Dr. Hetal Shah", doctor_qualification="MBBS, MS (Obst & Gynaec)",
   doctor_registration="GMC G-21874", department="Obstetrics and Gynaecology", room_category="Special Room",
   room_rate_per_day=3500, bed_number="S-3", bill_number="MWC/2025/6612", bill_date="2025-11-21",
   line_items=b3_lines, chief_complaints="Primigravida at 39 weeks, admitted for planned caesarean section.",
   course_in_hospital="Elective LSCS on 18-11-2025; delivered a live female baby, 3.1 kg. Mother and baby stable.",
   advice=("Breastfeeding as advised.", "Suture check after 7 days.", "Postnatal review after 6 weeks.")),
 layouts={"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": []},
 deny=("EXCLUDED_TREATMENT", "Clause 4.14 excludes any treatment traceable to pregnancy and childbirth including "
   "caesarean section (not an ectopic pregnancy); the wording prints no IRDAI code, the clause is the substance of "
   "Excl18 (Maternity). Maternity 'Not Covered' in the Table of Benefits. Claim repudiated: payable 0."),
 decision="deny", reasons=["EXCLUDED_TREATMENT"], route="crc", exclusion_code="Excl18",
 clauses=[("B", "4.14", "Treatment arising from or traceable to pregnancy, childbirth, miscarriage, abortion or complications of any of these, including caesarean section, except ectopic pregnancy.")],
 checks=["Policy in force (01-03-2025 to 28-02-2026) on 18-11-2025; member covered since 01-03-2021."],
))


def compute(c, lines, total):
    """Hand arithmetic in SPEC §7 order; returns (payable, working lines)."""
    w = []
    # 1. List I
    drop = [l for l in lines if l["description"] in c.get("list1", [])]
    amt = total
    if drop:
        d = sum(l["amount"] for l in drop)
        amt -= d
        w.append("Step 1, List I (Annexure I) items dropped: %s = %s. %s - %s = %s." % (
            ", ".join("%s %s" % (l["description"], inr(l["amount"])) for l in drop), inr(d), inr(total), inr(d), inr(amt)))
    else:
        w.append("Step 1: no List I / non-payable item on the bill.")
    # 2. room
    rl = c.get("room_limit")
    room = [l for l in lines if l["category"] == "room"]
    if rl and room and room[0]["rate"] > rl:
        rate = room[0]["rate"]
        assoc = [l for l in lines if l["category"] in ("room", "nursing", "doctor_fees", "surgeon_fees", "ot")]
        parts, red = [], 0
        for l in assoc:
            s = half_up(l["amount"] * rl, rate)
            red += l["amount"] - s
            parts.append("%s %s -> %s" % (l["description"], inr(l["amount"]), inr(s)))
        amt -= red
        w.append("Step 2, room %s/day above the limit %s/day: associated medical expenses x %s/%s (3.5): %s; "
                 "reduction %s (pharmacy, consumables, diagnostics not reduced). Remaining %s." % (
                     inr(rate), inr(rl), inr(rl), inr(rate), "; ".join(parts), inr(red), inr(amt)))
    elif rl and room:
        w.append("Step 2: room %s/day within the limit of %s/day; no proportionate deduction; no ICU." % (
            inr(room[0]["rate"]), inr(rl)))
    else:
        w.append("Step 2: room rent has no capping and ICU is at actuals (C.2 a, b): no deduction.")
    # 3. sublimits
    for desc, cap, why in c.get("caps", []):
        l = [x for x in lines if x["description"] == desc][0]
        if l["amount"] > cap:
            amt -= l["amount"] - cap
            w.append("Step 3, sublimit (%s): %s %s -> %s, deduction %s. Remaining %s." % (
                why, desc, inr(l["amount"]), inr(cap), inr(l["amount"] - cap), inr(amt)))
    if not c.get("caps"):
        w.append("Step 3: no sublimit applies (no ambulance, cataract or modern-treatment line).")
    # 4. co-pay
    w.append("Step 4: no co-payment (entry age below the co-payment age).")
    # 5. deductible
    ded = c.get("deductible", 0)
    if ded:
        amt2 = max(0, amt - ded)
        w.append("Step 5, aggregate deductible %s (schedule; first claim of the policy year, no expenses counted "
                 "towards it before): %s - %s = %s." % (inr(ded), inr(amt), inr(ded), inr(amt2)))
        amt = amt2
    else:
        w.append("Step 5: no deductible.")
    si = c["schedule"]["sum_insured"]
    w.append("Step 6: sum insured %s available in full (no claim paid this year): %s within it." % (inr(si), inr(amt)))
    return amt, w


def main():
    os.makedirs(OUT, exist_ok=True)
    bad = 0
    for c in CASES:
        spec_d = dict(c["spec"])
        lines = spec_d["line_items"]
        total = sum(l["amount"] for l in lines)
        spec_d["bill_total"] = total
        spec_d["payment"] = {"receipt_number": "RCPT-" + spec_d["bill_number"].split("/")[-1],
                             "receipt_date": spec_d["bill_date"], "amount": total,
                             "mode": "NEFT" if total > 50000 else "UPI", "reference": None}
        spec = ClaimDocumentSpec.model_validate(spec_d)
        assert spec.total_matches_lines
        ded = c["schedule"]["deductible"]
        claimed = total - ded if ded else total
        working = list(c["checks"])
        working.append("Bill lines: %s. Sum %s = bill total." % (lines_text(lines), inr(total)))
        if ded:
            working.append("amount_claimed = bill total less the schedule's aggregate deductible (SPEC §8 top-up "
                           "rule): %s - %s = %s." % (inr(total), inr(ded), inr(claimed)))
        if c["decision"] == "deny":
            working.append(c["deny"][1])
            payable = 0
        else:
            payable, w = compute(c, lines, total)
            working += w
            working.append("Payable %s %s claimed %s -> %s." % (
                inr(payable), "=" if payable == claimed else "<", inr(claimed), c["decision"]))
            exp_dec = "approve" if payable == claimed else ("partial" if payable > 0 else "deny")
            if exp_dec != c["decision"]:
                print("DECISION MISMATCH", c["id"], exp_dec); bad += 1
        # clause quotes checked against the wording
        clauses = []
        for which, cl, q in c["clauses"]:
            P = PA if which == "A" else PB
            if not P.where(q):
                print("CLAUSE QUOTE NOT FOUND", c["id"], q); bad += 1
            clauses.append('%s: "%s"' % (cl, q))
        doc = A_DOC if c["doc"] == "A" else B_DOC
        mod = wording_a if c["doc"] == "A" else wording_b
        schedule = dict(c["schedule"])
        if c.get("terms"):
            schedule["terms"] = c["terms"]
        case = {
            "id": c["id"], "scenario": c["scenario"],
            "policy": {"document": doc, "policy_id": c["policy_id"], "uin": mod.UIN, "insurer": mod.INSURER,
                       "product": mod.PRODUCT, "effective_from": c["eff"][0], "effective_to": c["eff"][1],
                       "schedule": schedule},
            "claim": {"member_id": c["member"], "loss_date": spec_d["admission_date"], "amount_claimed": claimed,
                      "documents": ["bill.pdf", "discharge_summary.pdf"]},
            "expected": {"decision": c["decision"], "payable_amount": payable, "reason_codes": c["reasons"],
                         "route": c["route"], "clauses": clauses},
            "working": working, "layouts": c["layouts"],
        }
        if c.get("exclusion_code"):
            case["expected"]["exclusion_code"] = c["exclusion_code"]
        d = os.path.join(OUT, c["id"])
        os.makedirs(d, exist_ok=True)
        json.dump(case, open(os.path.join(d, "case.json"), "w"), indent=2, ensure_ascii=False)
        json.dump(json.loads(spec.model_dump_json()), open(os.path.join(d, "claim_spec.json"), "w"), indent=2)
        bill = render_bill(spec, c["layouts"]["bill"])
        ds = render_discharge_summary(spec, c["layouts"]["discharge_summary"])
        if "bill" in c["layouts"]["scanned"]:
            bill = render_scanned(bill)
        if "discharge_summary" in c["layouts"]["scanned"]:
            ds = render_scanned(ds)
        open(os.path.join(d, "bill.pdf"), "wb").write(bill)
        open(os.path.join(d, "discharge_summary.pdf"), "wb").write(ds)
        print("%-55s %-8s claimed %9s payable %9s %s" % (c["id"], c["decision"], inr(claimed), inr(payable),
                                                        ",".join(c["reasons"])))
    print("BAD", bad)
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
