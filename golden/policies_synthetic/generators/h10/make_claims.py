"""Three claim cases per wording: spec -> bill.pdf + discharge_summary.pdf (clausetrail.synthetic.render),
case.json with the hand-computed expectation (SPEC §7 order)."""
import json, os, sys
from datetime import date
sys.path.insert(0, "/work/main/layers")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec, Hospital, BillLine, PaymentReceipt
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned
from qfind import A, B
from make_labels import Q

HERE = os.path.dirname(os.path.abspath(__file__))
DOC_A, DOC_B = os.path.basename(A), os.path.basename(B)
INS_A, PROD_A, UIN_A = "ManipalCigna Health Insurance Company Limited", "VitalCare", "MCIHLIP26093V012526"
INS_B, PROD_B, UIN_B = "Tata AIG General Insurance Company Limited", "Suraksha Health Prime", "TATHLIP26117V012526"
NL = {"kind": "no_limit", "value": None}

H = {
    "pune": Hospital(name="Deenanath Sahyadri Hospital", address_lines=("Survey No. 44, Karve Road, Erandwane", "Pune - 411004", "Maharashtra"),
                     phone="020-2543 8800", email="billing@sahyadrihosp.in", gstin="27AABCD4512K1Z3",
                     registration_number="PMC/HOSP/2014/0921", rohini_id="8900080311245", pan="AABCD4512K",
                     accreditation="NABH Accredited Hospital (H-2015-0288)"),
    "jaipur": Hospital(name="Aravali Heart and Multispeciality Hospital", address_lines=("C-27, Malviya Nagar", "Jaipur - 302017", "Rajasthan"),
                       phone="0141-270 5511", email="accounts@aravalihospital.in", gstin="08AAFCA6612M1Z9",
                       registration_number="RJ/JPR/CE/2017/0412", rohini_id="8900080477120", pan="AAFCA6612M",
                       accreditation=None),
    "kochi": Hospital(name="Periyar Mother and Child Hospital", address_lines=("NH Bypass, Edappally", "Kochi - 682024", "Kerala"),
                      phone="0484-280 6600", email="ipbilling@periyarmch.in", gstin="32AAGCP3391Q1ZK",
                      registration_number="KL/EKM/CE/2018/1177", rohini_id="8900080523987", pan="AAGCP3391Q",
                      accreditation="NABH Entry Level Certified"),
    "hyd": Hospital(name="Sri Sai Krupa Multispeciality Hospital", address_lines=("Plot 12, Road No. 3, Banjara Hills", "Hyderabad - 500034", "Telangana"),
                    phone="040-2335 7100", email="billing@saikrupahospital.in", gstin="36AAKCS8842R1Z5",
                    registration_number="TS/HYD/CE/2016/2210", rohini_id="8900080199034", pan="AAKCS8842R",
                    accreditation="NABH Accredited Hospital (H-2018-0733)"),
    "indore": Hospital(name="Narmada Netralaya", address_lines=("14, Race Course Road", "Indore - 452003", "Madhya Pradesh"),
                       phone="0731-254 9090", email="care@narmadanetralaya.in", gstin="23AAHFN2210E1ZT",
                       registration_number="MP/IND/NH/2012/0381", rohini_id="8900080644518", pan="AAHFN2210E",
                       accreditation=None),
    "kolkata": Hospital(name="Howrah Bridge Medical Centre", address_lines=("112, G. T. Road (South)", "Howrah - 711101", "West Bengal"),
                        phone="033-2641 3322", email="billing@hbmc.co.in", gstin="19AADCH7781L1Z2",
                        registration_number="WB/HWH/CE/2015/0655", rohini_id="8900080388761", pan="AADCH7781L",
                        accreditation="NABH Accredited Hospital (H-2019-0904)"),
}


def L(desc, cat, qty, rate, code=None, eye=None):
    return BillLine(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, service_code=code, eye=eye)


def write_case(case, spec, bill_layout, ds_layout, scanned=()):
    d = os.path.join(HERE, "claims", case["id"])
    os.makedirs(d, exist_ok=True)
    assert spec.line_items_total == spec.bill_total == case["claim"]["amount_claimed"], (case["id"], spec.line_items_total)
    bill = render_bill(spec, bill_layout)
    ds = render_discharge_summary(spec, ds_layout)
    if "bill" in scanned:
        bill = render_scanned(bill)
    if "discharge_summary" in scanned:
        ds = render_scanned(ds)
    open(os.path.join(d, "bill.pdf"), "wb").write(bill)
    open(os.path.join(d, "discharge_summary.pdf"), "wb").write(ds)
    open(os.path.join(d, "claim_spec.json"), "w").write(spec.model_dump_json(indent=2))
    case["layouts"] = {"bill": bill_layout, "discharge_summary": ds_layout, "scanned": list(scanned)}
    json.dump(case, open(os.path.join(d, "case.json"), "w"), indent=2, ensure_ascii=False)
    print("wrote", case["id"], case["expected"]["decision"], case["expected"]["payable_amount"])


def policy(doc, ins, prod, uin, pid, frm, to, plan, si, members, terms, copay=0):
    return {"document": doc, "policy_id": pid, "uin": uin, "insurer": ins, "product": prod,
            "effective_from": frm, "effective_to": to,
            "schedule": {"plan": plan, "policy_type": "individual", "sum_insured": si, "cumulative_bonus": 0,
                         "copay_percent": copay, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly",
                         "zone": None, "optional_covers": [], "members": members, "terms": terms}}


def case_a1():
    pid = "P/151208/01/2026/004417"
    m = {"member_id": "VC-004417-01", "name": "Rohan Kulkarni", "dob": "1987-03-14", "gender": "male", "relationship": "self",
         "covered_since": "2023-07-01", "declared_ped": []}
    lines = (L("Room Charges - Single Private AC Room", "room", 2, 4000, "RM-SPA"), L("Nursing Charges", "nursing", 2, 500, "NUR"),
             L("Consultation - Physician", "doctor_fees", 2, 1000, "CON-GP"), L("Pharmacy - IV Fluids & Medicines", "pharmacy", 1, 6420, "PHM"),
             L("Medical Consumables", "consumables", 1, 1180, "CSM"), L("Stool Routine, CBC & Serum Electrolytes", "diagnostics", 1, 3260, "LAB"))
    total = sum(x.amount for x in lines)
    spec = ClaimDocumentSpec(hospital=H["pune"], patient_name=m["name"], member_id=m["member_id"], policy_number=pid, age=38,
                             gender="Male", uhid="DSH-25-448120", ip_number="IP/2025/18842", admission_date=date(2025, 12, 8),
                             discharge_date=date(2025, 12, 10), diagnosis="Acute gastroenteritis with moderate dehydration",
                             treating_doctor="Dr. Aparna Joshi", doctor_qualification="MBBS, MD (Medicine)", doctor_registration="MMC 2009/04/2231",
                             department="Internal Medicine", room_category="Single Private AC Room", room_rate_per_day=4000, bed_number="412",
                             bill_number="DSH/IPB/25-26/09913", bill_date=date(2025, 12, 10), line_items=lines, bill_total=total,
                             payment=PaymentReceipt(receipt_number="DSH/RC/25-26/09913", receipt_date=date(2025, 12, 10), amount=total, mode="Credit Card"),
                             chief_complaints="Loose stools and vomiting since the previous evening, unable to retain fluids.",
                             course_in_hospital="IV fluids and antiemetics; stool routine showed no ova or cysts; electrolytes corrected. Tolerating oral diet on day 2.")
    case = {"id": "s29-h10-vc-gastroenteritis-plus-clean",
            "scenario": "VitalCare Plus member (38) admitted two days for acute gastroenteritis in a Single Private AC Room - the room the Plus plan allows. Nothing to deduct.",
            "policy": policy(DOC_A, INS_A, PROD_A, UIN_A, pid, "2025-07-01", "2026-06-30", "Plus", 1000000, [m],
                             {"room_rent_limit": {"kind": "room_category", "value": "Single Private AC Room"}, "icu_limit": NL,
                              "cataract_limit": {"kind": "amount", "value": 40000}, "ped_waiting_period_months": 36,
                              "copay": {"percent": 0, "condition": None}, "maternity_covered": False}),
            "claim": {"member_id": m["member_id"], "loss_date": "2025-12-08", "amount_claimed": total, "documents": ["bill.pdf", "discharge_summary.pdf"]},
            "expected": {"decision": "approve", "payable_amount": total, "reason_codes": [], "route": "auto",
                         "clauses": ["4.1 In-patient Hospitalisation: \"%s\"" % Q(A, 5, "We will pay the Medical Expenses of Hospitalisation of the"),
                                     "4.1.1: \"%s\"" % Q(A, 5, "under Plus: the Insured Person is eligible for a Single Private AC Room")]},
            "working": ["Policy in force 01-07-2025 to 30-06-2026 on 08-12-2025; member covered since 01-07-2023 (over 2 years), no PED; gastroenteritis not in the 5.3 list; no exclusion.",
                        "Bill lines: Room Single Private AC Room 2 x 4,000 = 8,000; Nursing 2 x 500 = 1,000; Consultation 2 x 1,000 = 2,000; Pharmacy 6,420; Consumables 1,180; Diagnostics 3,260. Sum 21,860 = bill total.",
                        "1. No List I item. 2. Plus: Single Private AC Room is the eligible category - no proportionate deduction; no ICU. 3. No sub-limit applies.",
                        "4. Co-pay: member entered at 36 (< 61) -> 0. 5. Deductible nil (schedule). 6. SI 10,00,000 available.",
                        "Payable 21,860 = claimed -> approve; <= 25,000 -> auto."]}
    write_case(case, spec, "compact", "classic")


def case_a2():
    pid = "P/151208/01/2026/006092"
    m = {"member_id": "VC-006092-01", "name": "Sunita Agarwal", "dob": "1972-05-02", "gender": "female", "relationship": "self",
         "covered_since": "2022-08-01", "declared_ped": []}
    lines = (L("Room Charges - Single Room", "room", 4, 4500, "RM-S"), L("Nursing Charges", "nursing", 4, 600, "NUR"),
             L("Consultation - Pulmonologist", "doctor_fees", 4, 1200, "CON-PUL"), L("Pharmacy - Antibiotics & Nebulisation", "pharmacy", 1, 14750, "PHM"),
             L("Medical Consumables", "consumables", 1, 2180, "CSM"), L("Chest X-Ray, CBC, CRP & Sputum Culture", "diagnostics", 1, 5620, "LAB"),
             L("Laundry Charges", "other", 1, 400, "MISC-LND"))
    total = sum(x.amount for x in lines)
    spec = ClaimDocumentSpec(hospital=H["jaipur"], patient_name=m["name"], member_id=m["member_id"], policy_number=pid, age=53,
                             gender="Female", uhid="AHM-771204", ip_number="IPD-25-6610", admission_date=date(2025, 10, 6),
                             discharge_date=date(2025, 10, 10), diagnosis="Community acquired pneumonia, right lower lobe",
                             treating_doctor="Dr. Vikram Sharma", doctor_qualification="MBBS, MD (Pulmonary Medicine)", doctor_registration="RMC 31457",
                             department="Pulmonary Medicine", room_category="Single Room", room_rate_per_day=4500, bed_number="S-09",
                             bill_number="AHM/2025/IP/6610", bill_date=date(2025, 10, 10), line_items=lines, bill_total=total,
                             payment=PaymentReceipt(receipt_number="AHM/R/2025/8841", receipt_date=date(2025, 10, 10), amount=total, mode="UPI"),
                             chief_complaints="Fever with cough and breathlessness for five days.",
                             course_in_hospital="Chest X-ray showed right lower lobe consolidation; IV antibiotics and nebulisation; afebrile from day 3; discharged on oral antibiotics.")
    case = {"id": "s29-h10-vc-pneumonia-basic-room-proportionate",
            "scenario": "VitalCare Basic, SI 3 lakh (room limit 1% of SI = Rs 3,000/day): member stays in a Rs 4,500/day single room for pneumonia; laundry (List I) billed.",
            "policy": policy(DOC_A, INS_A, PROD_A, UIN_A, pid, "2025-08-01", "2026-07-31", "Basic", 300000, [m],
                             {"room_rent_limit": {"kind": "percent_si_per_day", "value": 1, "cap_inr": 5000},
                              "icu_limit": {"kind": "percent_si_per_day", "value": 2, "cap_inr": 10000},
                              "cataract_limit": {"kind": "amount", "value": 25000}, "ped_waiting_period_months": 48,
                              "copay": {"percent": 0, "condition": None}, "maternity_covered": False}),
            "claim": {"member_id": m["member_id"], "loss_date": "2025-10-06", "amount_claimed": total, "documents": ["bill.pdf", "discharge_summary.pdf"]},
            "expected": {"decision": "partial", "payable_amount": 39350,
                         "reason_codes": ["NON_PAYABLE_ITEMS", "ROOM_RENT_PROPORTIONATE_DEDUCTION"], "route": "human",
                         "clauses": ["4.1.1: \"%s\"" % Q(A, 5, "Under Basic: room, boarding and nursing charges are payable up to 1% of the Sum Insured per day"),
                                     "4.1.3 Proportionate deduction: \"%s\"" % Q(A, 5, "We will reduce the Associated Medical Expenses in the same proportion"),
                                     "Annexure I: \"%s\"" % Q(A, 8, "laundry charges")]},
            "working": ["Policy in force 01-08-2025 to 31-07-2026 on 06-10-2025; covered since 01-08-2022; no PED; pneumonia not in 5.3 list; entered aged 50 -> no co-pay.",
                        "Bill lines: Room Single Room 4 x 4,500 = 18,000; Nursing 4 x 600 = 2,400; Pulmonologist 4 x 1,200 = 4,800; Pharmacy 14,750; Consumables 2,180; Diagnostics 5,620; Laundry 400. Sum 48,150 = bill total.",
                        "1. List I: Laundry Charges 400 dropped -> 47,750.",
                        "2. Room limit Basic: 1% of 3,00,000 = 3,000/day (below the Rs 5,000 cap). Actual 4,500 -> ratio 3,000/4,500 = 2/3 on associated expenses: room 18,000 -> 12,000; nursing 2,400 -> 1,600; doctor 4,800 -> 3,200 (deduction 8,400). Pharmacy, consumables, diagnostics unchanged. 47,750 - 8,400 = 39,350.",
                        "3. No sub-limit. 4. Co-pay 0. 5. Deductible not available under Basic. 6. SI 3,00,000 available.",
                        "Payable 39,350 < claimed 48,150 -> partial, to an adjuster."]}
    write_case(case, spec, "tabular", "narrative")


def case_a3():
    pid = "P/151208/01/2026/002875"
    m = {"member_id": "VC-002875-02", "name": "Ananya Menon", "dob": "1996-09-21", "gender": "female", "relationship": "spouse",
         "covered_since": "2025-06-01", "declared_ped": []}
    lines = (L("Room Charges - Deluxe Room", "room", 3, 6000, "RM-DLX"), L("Nursing Charges", "nursing", 3, 800, "NUR"),
             L("Obstetrician Fees - Normal Delivery", "surgeon_fees", 1, 25000, "PRF-OBG"), L("Labour Room Charges", "ot", 1, 8000, "LR"),
             L("Paediatrician Consultation - Newborn", "doctor_fees", 1, 1500, "CON-PED"), L("Pharmacy", "pharmacy", 1, 5240, "PHM"),
             L("Medical Consumables", "consumables", 1, 3110, "CSM"), L("CBC, Blood Group & Obstetric USG", "diagnostics", 1, 4350, "LAB"))
    total = sum(x.amount for x in lines)
    spec = ClaimDocumentSpec(hospital=H["kochi"], patient_name=m["name"], member_id=m["member_id"], policy_number=pid, age=29,
                             gender="Female", uhid="PMCH-26-01188", ip_number="IP/26/0412", admission_date=date(2026, 1, 18),
                             discharge_date=date(2026, 1, 21), diagnosis="Term pregnancy (39 weeks), spontaneous labour - normal vaginal delivery",
                             procedure="Normal vaginal delivery with episiotomy", procedure_date=date(2026, 1, 18),
                             treating_doctor="Dr. Leena Thomas", doctor_qualification="MBBS, MS (Obstetrics & Gynaecology)", doctor_registration="TCMC 41920",
                             department="Obstetrics & Gynaecology", room_category="Deluxe Room", room_rate_per_day=6000, bed_number="D-3",
                             bill_number="PMCH/IP/26/0412", bill_date=date(2026, 1, 21), line_items=lines, bill_total=total,
                             payment=PaymentReceipt(receipt_number="PMCH/RCT/26/0412", receipt_date=date(2026, 1, 21), amount=total, mode="NEFT"),
                             chief_complaints="Primigravida at 39 weeks with labour pains since morning.",
                             course_in_hospital="Spontaneous labour; normal vaginal delivery of a healthy male baby (3.1 kg) on 18-01-2026. Mother and baby stable.")
    case = {"id": "s29-h10-vc-delivery-premium-within-9m",
            "scenario": "VitalCare Premium (maternity covered after 9 months): the spouse, first covered on 01-06-2025, delivers on 18-01-2026 - under 8 months of cover.",
            "policy": policy(DOC_A, INS_A, PROD_A, UIN_A, pid, "2025-06-01", "2026-05-31", "Premium", 1000000,
                             [{"member_id": "VC-002875-01", "name": "Arjun Menon", "dob": "1993-02-11", "gender": "male", "relationship": "self",
                               "covered_since": "2025-06-01", "declared_ped": []}, m],
                             {"room_rent_limit": NL, "icu_limit": NL, "cataract_limit": NL, "ped_waiting_period_months": 24,
                              "copay": {"percent": 0, "condition": None}, "maternity_covered": True, "maternity_waiting_period_months": 9}),
            "claim": {"member_id": m["member_id"], "loss_date": "2026-01-18", "amount_claimed": total, "documents": ["bill.pdf", "discharge_summary.pdf"]},
            "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["MATERNITY_WAITING_PERIOD"], "route": "crc",
                         "clauses": ["4.11: \"%s\"" % Q(A, 6, "after the Insured Person has been continuously covered under Premium for 9 months"),
                                     "5.4 Maternity waiting period: \"%s\"" % Q(A, 6, "after 9 months of continuous cover under Premium")]},
            "working": ["Policy in force 01-06-2025 to 31-05-2026 on 18-01-2026; member (spouse) covered since 01-06-2025 under Premium.",
                        "Bill lines: Deluxe Room 3 x 6,000 = 18,000; Nursing 3 x 800 = 2,400; Obstetrician 25,000; Labour room 8,000; Paediatrician 1,500; Pharmacy 5,240; Consumables 3,110; Diagnostics 4,350. Sum 67,600 = bill total.",
                        "Normal delivery = maternity expenses (4.11, Premium only). The 9-month wait is served on 01-03-2026; admission on 18-01-2026 is 7 months 17 days in.",
                        "MATERNITY_WAITING_PERIOD hard stop; payable 0 -> deny, to the CRC."]}
    write_case(case, spec, "itemised_grouped", "classic")


def case_b1():
    pid = "P/108114/01/2026/000731"
    m = {"member_id": "SHP-000731-01", "name": "Karan Malhotra", "dob": "1992-06-30", "gender": "male", "relationship": "self",
         "covered_since": "2024-09-01", "declared_ped": []}
    lines = (L("Room Charges - Single Room", "room", 3, 6500, "R01"), L("Nursing Charges", "nursing", 3, 900, "N01"),
             L("Consultation - General Surgeon", "doctor_fees", 3, 1500, "C01"), L("Surgeon Fees - Laparoscopic Appendicectomy", "surgeon_fees", 1, 38000, "P01"),
             L("Anaesthetist Fees", "surgeon_fees", 1, 9500, "P02"), L("Operation Theatre Charges", "ot", 1, 16000, "OT1"),
             L("Pharmacy Charges", "pharmacy", 1, 11860, "PH1"), L("Medical Consumables", "consumables", 1, 6740, "CS1"),
             L("USG Abdomen, CBC & Pre-operative Investigations", "diagnostics", 1, 4900, "LB1"))
    total = sum(x.amount for x in lines)
    spec = ClaimDocumentSpec(hospital=H["hyd"], patient_name=m["name"], member_id=m["member_id"], policy_number=pid, age=33,
                             gender="Male", uhid="SSK-25-30981", ip_number="IP-25-11207", admission_date=date(2025, 11, 10),
                             discharge_date=date(2025, 11, 13), diagnosis="Acute appendicitis",
                             procedure="Laparoscopic appendicectomy", procedure_date=date(2025, 11, 10),
                             treating_doctor="Dr. Srinivas Reddy", doctor_qualification="MBBS, MS (General Surgery)", doctor_registration="TSMC 58214",
                             department="General Surgery", room_category="Single Room", room_rate_per_day=6500, bed_number="606",
                             bill_number="SSK/IPB/2025/11207", bill_date=date(2025, 11, 13), line_items=lines, bill_total=total,
                             payment=PaymentReceipt(receipt_number="SSK/RC/2025/11207", receipt_date=date(2025, 11, 13), amount=total, mode="NEFT"),
                             chief_complaints="Pain in the right lower abdomen with vomiting since 18 hours.",
                             course_in_hospital="USG: inflamed appendix. Emergency laparoscopic appendicectomy on 10-11-2025; uneventful recovery, discharged on day 3.")
    case = {"id": "s29-h10-shp-appendicectomy-clean",
            "scenario": "Suraksha Health Prime, SI 10 lakh (room limit 1% of SI = INR 10,000/day): laparoscopic appendicectomy, 3 days in a Rs 6,500 single room. All within limits.",
            "policy": policy(DOC_B, INS_B, PROD_B, UIN_B, pid, "2025-09-01", "2026-08-31", None, 1000000, [m], {}),
            "claim": {"member_id": m["member_id"], "loss_date": "2025-11-10", "amount_claimed": total, "documents": ["bill.pdf", "discharge_summary.pdf"]},
            "expected": {"decision": "approve", "payable_amount": total, "reason_codes": [], "route": "human",
                         "clauses": ["B1 In-patient Hospitalisation: \"%s\"" % Q(B, 5, "We will pay the Medical Expenses of Hospitalisation of an Insured Person"),
                                     "Table of Benefits, Room: \"%s\"" % Q(B, 5, "1% of SI per day, up to INR 10,000 per day")]},
            "working": ["Policy in force 01-09-2025 to 31-08-2026 on 10-11-2025; covered since 01-09-2024 (past 30 days); no PED; appendicitis not in Annexure A; no exclusion.",
                        "Bill lines: Room 3 x 6,500 = 19,500; Nursing 3 x 900 = 2,700; Surgeon consultation 3 x 1,500 = 4,500; Surgeon fee 38,000; Anaesthetist 9,500; OT 16,000; Pharmacy 11,860; Consumables 6,740; Diagnostics 4,900. Sum 1,13,700 = bill total.",
                        "1. No List I item. 2. Room limit 1% of 10,00,000 = 10,000/day (= the INR 10,000 cap); actual 6,500 -> no deduction; no ICU. 3. No sub-limit.",
                        "4. Co-payment nil. 5. Deductible nil. 6. SI 10,00,000 available.",
                        "Payable 1,13,700 = claimed -> approve; above 25,000 -> human."]}
    write_case(case, spec, "tabular", "classic", scanned=("bill",))


def case_b2():
    pid = "P/108114/01/2025/004508"
    m = {"member_id": "SHP-004508-01", "name": "Kamala Devi Jain", "dob": "1958-04-19", "gender": "female", "relationship": "self",
         "covered_since": "2022-03-01", "declared_ped": ["hypertension"]}
    lines = (L("Day Care Bed Charges", "room", 1, 2000, "DC01"), L("Surgeon Fees - Phacoemulsification, Right Eye", "surgeon_fees", 1, 28000, "EY01", "right"),
             L("Anaesthetist Fees", "surgeon_fees", 1, 4000, "EY02"), L("Operation Theatre Charges", "ot", 1, 9500, "OT01"),
             L("Foldable Monofocal IOL - Right Eye", "implants", 1, 26000, "IOL1", "right"), L("Pharmacy", "pharmacy", 1, 3850, "PH01"),
             L("Consumables", "consumables", 1, 2650, "CS01"), L("A-Scan Biometry & Pre-operative Investigations", "diagnostics", 1, 2500, "LB01"))
    total = sum(x.amount for x in lines)
    spec = ClaimDocumentSpec(hospital=H["indore"], patient_name=m["name"], member_id=m["member_id"], policy_number=pid, age=67,
                             gender="Female", uhid="NN-25-07731", ip_number="DC-25-0913", admission_date=date(2025, 12, 3),
                             discharge_date=date(2025, 12, 3), diagnosis="Senile immature cataract, right eye",
                             procedure="Phacoemulsification with foldable IOL implantation, right eye", procedure_date=date(2025, 12, 3),
                             treating_doctor="Dr. Rajesh Khandelwal", doctor_qualification="MBBS, MS (Ophthalmology)", doctor_registration="MPMC 18833",
                             department="Ophthalmology", room_category="Day Care", room_rate_per_day=2000, bed_number="DC-4",
                             bill_number="NN/DC/25/0913", bill_date=date(2025, 12, 3), line_items=lines, bill_total=total,
                             payment=PaymentReceipt(receipt_number="NN/R/25/0913", receipt_date=date(2025, 12, 3), amount=total, mode="Cash"),
                             chief_complaints="Gradual painless diminution of vision in the right eye for one year.",
                             course_in_hospital="Uneventful phacoemulsification with IOL under topical anaesthesia; discharged the same day.")
    case = {"id": "s29-h10-shp-cataract-si-5l-sublimit",
            "scenario": "Suraksha Health Prime, SI 5 lakh, member 67 covered since 2022 (past the 24-month wait): right-eye cataract for Rs 78,500; the cataract limit is 10% of SI up to INR 1 lakh per eye = Rs 50,000.",
            "policy": policy(DOC_B, INS_B, PROD_B, UIN_B, pid, "2025-03-01", "2026-02-28", None, 500000, [m],
                             {"cataract_limit": {"kind": "percent_si", "value": 10, "cap_inr": 100000}}),
            "claim": {"member_id": m["member_id"], "loss_date": "2025-12-03", "amount_claimed": total, "documents": ["bill.pdf", "discharge_summary.pdf"]},
            "expected": {"decision": "partial", "payable_amount": 50000, "reason_codes": ["SUBLIMIT"], "route": "human",
                         "clauses": ["Table of Benefits, Cataract surgery (B10): \"%s\"" % Q(B, 5, "10% of SI up to INR 1 lakh per eye"),
                                     "B10 Cataract: \"%s\"" % Q(B, 6, "up to the limit per eye in the Table of Benefits")]},
            "working": ["Policy in force 01-03-2025 to 28-02-2026 on 03-12-2025; covered since 01-03-2022: cataract 24-month wait served 01-03-2024; declared PED hypertension is unrelated (and past 36 months on 01-03-2025).",
                        "Bill lines: Day care bed 2,000; Surgeon (right eye) 28,000; Anaesthetist 4,000; OT 9,500; IOL (right eye) 26,000; Pharmacy 3,850; Consumables 2,650; Diagnostics 2,500. Sum 78,500 = bill total.",
                        "1. No List I item. 2. Day care bed 2,000 < room limit 1% of 5,00,000 = 5,000/day -> no deduction.",
                        "3. Cataract sub-limit: 10% of 5,00,000 = 50,000 per eye (below the INR 1,00,000 cap): 78,500 -> 50,000.",
                        "4. Co-payment nil. 5. Deductible nil. 6. SI 5,00,000 available.",
                        "Payable 50,000 < claimed 78,500 -> partial, to an adjuster."]}
    write_case(case, spec, "itemised_grouped", "narrative")


def case_b3():
    pid = "P/108114/01/2025/002266"
    m = {"member_id": "SHP-002266-01", "name": "Debashis Sen", "dob": "1984-01-07", "gender": "male", "relationship": "self",
         "covered_since": "2023-01-15", "declared_ped": []}
    lines = (L("Room Charges - Twin Sharing", "room", 5, 3500, "RT2"), L("Nursing Charges", "nursing", 5, 700, "NRS"),
             L("Consultation - Gastroenterologist", "doctor_fees", 5, 1400, "CGE"), L("Pharmacy - IV Fluids, Analgesics & Antibiotics", "pharmacy", 1, 21380, "PHR"),
             L("Medical Consumables", "consumables", 1, 4260, "CON"), L("Serum Lipase, Amylase, LFT & CECT Abdomen", "diagnostics", 1, 11540, "INV"))
    total = sum(x.amount for x in lines)
    spec = ClaimDocumentSpec(hospital=H["kolkata"], patient_name=m["name"], member_id=m["member_id"], policy_number=pid, age=41,
                             gender="Male", uhid="HBMC-25-40127", ip_number="IP/25/3376", admission_date=date(2025, 8, 22),
                             discharge_date=date(2025, 8, 27), diagnosis="Acute alcoholic pancreatitis (alcohol dependence syndrome)",
                             treating_doctor="Dr. Sourav Banerjee", doctor_qualification="MBBS, MD, DM (Gastroenterology)", doctor_registration="WBMC 62310",
                             department="Gastroenterology", room_category="Twin Sharing", room_rate_per_day=3500, bed_number="T-14B",
                             bill_number="HBMC/IP/25/3376", bill_date=date(2025, 8, 27), line_items=lines, bill_total=total,
                             payment=PaymentReceipt(receipt_number="HBMC/RC/25/3376", receipt_date=date(2025, 8, 27), amount=total, mode="UPI"),
                             chief_complaints="Severe upper abdominal pain radiating to the back with vomiting after a heavy drinking binge; daily alcohol intake for 12 years.",
                             course_in_hospital="Serum lipase 1,840 U/L; CECT: acute interstitial oedematous pancreatitis. Managed nil by mouth, IV fluids, analgesics. Counselled for alcohol de-addiction.",
                             advice=("Strict abstinence from alcohol.", "De-addiction clinic referral.", "Review in OPD after 7 days."))
    case = {"id": "s29-h10-shp-alcoholic-pancreatitis-excl12",
            "scenario": "Suraksha Health Prime, SI 7.5 lakh, covered since 2023: 5-day admission for acute pancreatitis that the discharge summary attributes to chronic alcohol use - standard exclusion Excl12.",
            "policy": policy(DOC_B, INS_B, PROD_B, UIN_B, pid, "2025-01-15", "2026-01-14", None, 750000, [m], {}),
            "claim": {"member_id": m["member_id"], "loss_date": "2025-08-22", "amount_claimed": total, "documents": ["bill.pdf", "discharge_summary.pdf"]},
            "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["EXCLUDED_TREATMENT"], "exclusion_code": "Excl12", "route": "crc",
                         "clauses": ["3.2 xii (Code- Excl12): \"%s\"" % Q(B, 8, "Alcoholism, drug or substance abuse or any addictive condition and consequences thereof")]},
            "working": ["Policy in force 15-01-2025 to 14-01-2026 on 22-08-2025; covered since 15-01-2023 (past the 30-day and 24-month waits); no PED.",
                        "Bill lines: Twin sharing 5 x 3,500 = 17,500; Nursing 5 x 700 = 3,500; Gastroenterologist 5 x 1,400 = 7,000; Pharmacy 21,380; Consumables 4,260; Diagnostics 11,540. Sum 65,180 = bill total.",
                        "Diagnosis 'acute alcoholic pancreatitis (alcohol dependence syndrome)': a consequence of alcoholism -> Section 3.2 xii, Code Excl12.",
                        "EXCLUDED_TREATMENT (Excl12) hard stop; payable 0 -> deny, to the CRC."]}
    write_case(case, spec, "compact", "narrative")


if __name__ == "__main__":
    for f in (case_a1, case_a2, case_a3, case_b1, case_b2, case_b3):
        f()
