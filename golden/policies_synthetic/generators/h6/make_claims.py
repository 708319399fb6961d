"""Golden claim cases (SPEC §8, golden/claims_fresh rules) on the two h6 wordings, 3 per wording.

Documents are rendered with clausetrail.synthetic.render. Run:
PYTHONPATH=/work/main/layers /work/main/.venv/bin/python make_claims.py
Every payable is hand-computed in the `working` (SPEC §7 order, half-up rounding) and re-added here as a check.
"""
import json
import os
from datetime import date

import qcheck
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned
from make_wordings import A_INS, A_PROD, A_STEM, A_UIN, B_INS, B_STEM, B_UIN

HERE = os.path.dirname(os.path.abspath(__file__))

H_JAIPUR = dict(name="Shekhawati Heart & General Hospital",
                address_lines=["B-41, Lal Kothi Scheme, Tonk Road", "Jaipur - 302015", "Rajasthan"],
                phone="0141-274 8810", email="billing@shekhawatihospital.in", gstin="08AAFCS6642M1Z3",
                registration_number="RJ/JPR/CEA/2018/0457", rohini_id="8900080777102", pan="AAFCS6642M",
                accreditation="NABH Accredited Hospital (H-2019-0871)")
H_EYE = dict(name="Drishti Eye Institute",
             address_lines=["2nd Floor, Kalpana Complex, Ashram Road", "Ahmedabad - 380009", "Gujarat"],
             phone="079-2658 3120", email="accounts@drishtieye.in", gstin="24AAHCD3018Q1ZK",
             registration_number="GJ/AMC/CEA/2020/1193", rohini_id="8900080511248", pan="AAHCD3018Q",
             accreditation="NABH Eye Care Organisation (EC-2021-0114)")
H_NAGPUR = dict(name="Vidarbha Surgical & Maternity Hospital",
                address_lines=["Plot 88, Dhantoli, Near Yeshwant Stadium", "Nagpur - 440012", "Maharashtra"],
                phone="0712-244 5061", email="ipd.billing@vsmhnagpur.com", gstin="27AAGFV2290D1ZS",
                registration_number="NMC/BNHRA/2015/0274", rohini_id="8900080390657", pan="AAGFV2290D",
                accreditation=None)
H_GURGAON = dict(name="Aravali Institute of Medical Sciences",
                 address_lines=["Sector 44, Near HUDA City Centre", "Gurugram - 122003", "Haryana"],
                 phone="0124-480 9900", email="finance@aravaliims.com", gstin="06AAJCA7104N1ZP",
                 registration_number="HR/GGN/CEA/2017/0609", rohini_id="8900080926431", pan="AAJCA7104N",
                 accreditation="NABH Accredited Hospital (H-2016-0233)")
H_KOCHI = dict(name="St. Alphonsa Medical Centre",
               address_lines=["Kaloor - Kadavanthra Road, Kaloor", "Kochi - 682017", "Kerala"],
               phone="0484-240 6600", email="billing@stalphonsamc.org", gstin="32AABTS5521H1ZW",
               registration_number="KL/EKM/CE/2016/2231", rohini_id="8900080614470", pan="AABTS5521H",
               accreditation="NABH Accredited Hospital (H-2018-0642)")
H_PATNA = dict(name="Pataliputra Mother & Child Hospital",
               address_lines=["Road No. 5, Rajendra Nagar", "Patna - 800016", "Bihar"],
               phone="0612-266 7014", email="accounts@pataliputramch.in", gstin="10AAECP8823L1Z6",
               registration_number="BR/PAT/CEA/2019/0098", rohini_id="8900080208815", pan="AAECP8823L",
               accreditation="NABH Entry Level Certified")


def L(desc, cat, qty, rate, eye=None, code=None):
    return dict(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, service_code=code,
                eye=eye)


def policy_block(stem, uin, ins, prod, pid, frm, to, si, copay, members, terms, optional=(), plan=None,
                 ptype="individual", mode="yearly"):
    return {"document": stem + ".pdf", "policy_id": pid, "uin": uin, "insurer": ins, "product": prod,
            "effective_from": frm, "effective_to": to,
            "schedule": {"plan": plan, "policy_type": ptype, "sum_insured": si, "cumulative_bonus": 0,
                         "copay_percent": copay, "deductible": 0, "claims_paid_this_year": 0,
                         "premium_mode": mode, "zone": None, "optional_covers": list(optional),
                         "members": members, "terms": terms}}


A_COMMON_TERMS = {"room_rent_limit": {"kind": "room_category", "value": "Single Standard A/C Room"}}

CASES = []

# ------------------------------------------------------------------------------------------------------------
# A1 IFFCO-Tokio: gastroenteritis, entry age 57 (Nil co-pay), clean, <= 25,000 -> auto
# ------------------------------------------------------------------------------------------------------------
a1_lines = [L("Room Charges - Single Standard A/C Room", "room", 2, 3200, code="RM-SSA"),
            L("Nursing Charges", "nursing", 2, 600, code="NUR-01"),
            L("Consultation - Physician (Dr. R. K. Mathur)", "doctor_fees", 3, 900, code="CON-IM"),
            L("Pharmacy - IV Fluids, Antibiotics & Antiemetics", "pharmacy", 1, 6480, code="PH-IP"),
            L("Medical Consumables (IV Cannula, IV Sets)", "consumables", 1, 1370, code="CS-01"),
            L("Laboratory - CBC, Serum Electrolytes, Creatinine, Stool R/M", "diagnostics", 1, 3650,
              code="LAB-07")]
CASES.append(dict(
    id="s28-h6-ivk-gastroenteritis-entry-57-clean-auto",
    scenario="Senior plan, member who entered at 57 (56 - 60 band: Nil co-payment) admitted two days for acute "
             "gastroenteritis with dehydration in a Single Standard A/C Room, in the second policy year. Every "
             "line payable, no sub-limit: paid in full, small enough for auto-pay.",
    policy=policy_block(A_STEM, A_UIN, A_INS, A_PROD, "P/310218/01/2025/006142", "2025-01-10", "2026-01-09",
                        300000, 0,
                        [{"member_id": "IFT-6142-01", "name": "Kamla Devi Sharma", "dob": "1966-03-22",
                          "gender": "female", "relationship": "self", "covered_since": "2024-01-10",
                          "declared_ped": []}],
                        dict(A_COMMON_TERMS, copay={"percent": 0, "condition": "age at entry 56 - 60 years"})),
    claim={"member_id": "IFT-6142-01", "loss_date": "2025-08-18"},
    expected={"decision": "approve", "payable_amount": 21800, "reason_codes": [], "route": "auto",
              "clauses": ["3.1 a: \"room, boarding and nursing charges as billed by the Hospital, for a Single "
                          "Standard A/C Room.\"",
                          "Section 5: \"56 - 60 years Nil\""]},
    working=[
        "Policy in force (10-01-2025 to 09-01-2026) on 18-08-2025; member covered since 10-01-2024 (second "
        "year): 30-day wait (Excl03) and 12-month PED wait served; gastroenteritis is in no 6.2 list; no PED "
        "declared.",
        "Bill lines: Room Single Standard A/C 2 x 3,200 = 6,400; Nursing 2 x 600 = 1,200; Physician 3 x 900 = "
        "2,700; Pharmacy 6,480; Consumables 1,370; Laboratory 3,650. Sum 21,800 = bill total.",
        "No List I item. Room is the eligible Single Standard A/C Room (3.1 a): no proportionate deduction. No "
        "ICU, no sub-limit item.",
        "Co-pay: DOB 22-03-1966, age at entry on 10-01-2024 = 57 -> band 56 - 60 years: Nil (Section 5). No "
        "deductible; SI 3,00,000 available.",
        "Payable 21,800 = claimed -> approve; <= 25,000, clean -> auto."],
    layouts={"bill": "tabular", "discharge_summary": "classic", "scanned": []},
    spec=dict(hospital=H_JAIPUR, patient_name="Kamla Devi Sharma", member_id="IFT-6142-01",
              policy_number="P/310218/01/2025/006142", age=59, gender="Female", uhid="SHG-UH-2025-118204",
              ip_number="IP/2025/08/3391", admission_date=date(2025, 8, 18), discharge_date=date(2025, 8, 20),
              diagnosis="Acute gastroenteritis with moderate dehydration",
              procedure=None, procedure_date=None, treating_doctor="Dr. R. K. Mathur",
              doctor_qualification="MBBS, MD (Internal Medicine)", doctor_registration="RMC 18840",
              department="Internal Medicine", room_category="Single Standard A/C Room", room_rate_per_day=3200,
              bed_number="214", bill_number="SHG/IPB/25-26/04417", bill_date=date(2025, 8, 20),
              line_items=a1_lines, bill_total=21800,
              payment=dict(receipt_number="SHG/RCP/25-26/04417", receipt_date=date(2025, 8, 20), amount=21800,
                           mode="UPI", reference="UPI 5231 8890 4412"),
              chief_complaints="Loose stools 8-10 episodes and vomiting since one day, giddiness, reduced urine "
                               "output.",
              course_in_hospital="Admitted with moderate dehydration. Managed with IV fluids, IV antibiotics and "
                                 "antiemetics; electrolytes corrected. Stools settled by day 2, tolerating oral "
                                 "diet at discharge.",
              condition_at_discharge="Stable, afebrile, tolerating orally",
              advice=["ORS and soft diet for 3 days.", "Tab. Ofloxacin-Ornidazole for 3 days.",
                      "Review in OPD after 5 days."])))

# ------------------------------------------------------------------------------------------------------------
# A2 IFFCO-Tokio: cataract right eye, entry age 72 (25% co-pay) -> sub-limit then co-pay
# ------------------------------------------------------------------------------------------------------------
a2_lines = [L("Day Care Ward Charges", "room", 1, 2500, code="DC-01"),
            L("Surgeon Fees - Phacoemulsification (Right Eye)", "surgeon_fees", 1, 16000, eye="right",
              code="SUR-PH"),
            L("Anaesthetist Fees (Peribulbar Block)", "surgeon_fees", 1, 3000, code="ANS-01"),
            L("Operation Theatre Charges", "ot", 1, 8500, code="OT-02"),
            L("Foldable IOL - Hydrophobic Acrylic Monofocal (Right Eye)", "implants", 1, 12500, eye="right",
              code="IOL-HA"),
            L("Pharmacy - Eye Drops & Medicines", "pharmacy", 1, 2150, code="PH-02"),
            L("Surgical Consumables (Viscoelastic, Drapes)", "consumables", 1, 1650, code="CS-03"),
            L("A-Scan Biometry, Keratometry & Blood Sugar", "diagnostics", 1, 1700, code="DX-11")]
CASES.append(dict(
    id="s28-h6-ivk-cataract-right-eye-sublimit-copay-25",
    scenario="Right-eye phacoemulsification with a foldable IOL, 39 months after a member who entered at 72 "
             "joined (24-month cataract wait served). The cataract limit Rs. 30,000 per eye applies to the "
             "Rs. 48,000 bill, then the 25% co-payment of the 71 - 80 entry band.",
    policy=policy_block(A_STEM, A_UIN, A_INS, A_PROD, "P/310218/01/2026/002958", "2025-06-01", "2026-05-31",
                        200000, 25,
                        [{"member_id": "IFT-2958-01", "name": "Harbhajan Singh Gill", "dob": "1949-12-05",
                          "gender": "male", "relationship": "self", "covered_since": "2022-06-01",
                          "declared_ped": ["type 2 diabetes mellitus"]}],
                        dict(A_COMMON_TERMS, copay={"percent": 25, "condition": "age at entry 71 - 80 years"})),
    claim={"member_id": "IFT-2958-01", "loss_date": "2025-09-08"},
    expected={"decision": "partial", "payable_amount": 22500, "reason_codes": ["SUBLIMIT", "COPAY"],
              "route": "human",
              "clauses": ["3.9: \"are payable up to Rs. 30,000 per eye or actual expenses whichever is less, in any "
                          "one Policy Year\"",
                          "Section 5: \"71 - 80 years 25%\"",
                          "6.2 a (Code- Excl02): \"24 months of continuous coverage\""]},
    working=[
        "Policy in force (01-06-2025 to 31-05-2026) on 08-09-2025; member covered since 01-06-2022 (renewals "
        "without a break). Cataract is in the 6.2 f list (24 months): served on 01-06-2024. Declared diabetes is "
        "a PED, 12-month wait served on 01-06-2023, and the claim is for cataract in any case.",
        "Bill lines: Day Care Ward 2,500; Surgeon Fees - Phaco (Right Eye) 16,000; Anaesthetist 3,000; OT "
        "8,500; Foldable IOL (Right Eye) 12,500; Pharmacy 2,150; Consumables 1,650; A-scan & blood sugar "
        "1,700. Sum 48,000 = bill total.",
        "No List I item. Day care ward, below the Single Standard A/C Room category: no proportionate deduction. "
        "No ICU.",
        "Sub-limit: cataract Rs. 30,000 per eye or actual, whichever is less (3.9); one eye (right), whole "
        "cataract stay 48,000 -> 30,000 (18,000 over).",
        "Co-pay: DOB 05-12-1949, age at entry on 01-06-2022 = 72 -> band 71 - 80 years: 25% (Section 5), applied "
        "after sub-limits: 30,000 x 75% = 22,500 (co-pay 7,500). No deductible; SI 2,00,000 available.",
        "Payable 22,500 < claimed 48,000 -> partial, to an adjuster."],
    layouts={"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": []},
    spec=dict(hospital=H_EYE, patient_name="Harbhajan Singh Gill", member_id="IFT-2958-01",
              policy_number="P/310218/01/2026/002958", age=75, gender="Male", uhid="DEI-2025-040771",
              ip_number="DC/25/1187", admission_date=date(2025, 9, 8), discharge_date=date(2025, 9, 8),
              diagnosis="Senile immature cataract, right eye",
              procedure="Phacoemulsification with foldable IOL implantation, right eye",
              procedure_date=date(2025, 9, 8), treating_doctor="Dr. Nirali Desai",
              doctor_qualification="MBBS, MS (Ophthalmology)", doctor_registration="GMC G-31187",
              department="Ophthalmology", room_category="Day Care Ward", room_rate_per_day=2500,
              bed_number="DC-06", bill_number="DEI/DC/25-26/01187", bill_date=date(2025, 9, 8),
              line_items=a2_lines, bill_total=48000,
              payment=dict(receipt_number="DEI/R/25-26/02213", receipt_date=date(2025, 9, 8), amount=48000,
                           mode="Credit Card", reference="AUTH 908114"),
              chief_complaints="Gradual painless diminution of vision in the right eye for one year; glare "
                               "while driving at night.",
              course_in_hospital="Right eye phacoemulsification with foldable hydrophobic acrylic IOL under "
                                 "peribulbar block on 08-09-2025. Blood sugar controlled pre-operatively. "
                                 "Uneventful; discharged the same day.",
              condition_at_discharge="Stable; right eye quiet, vision improving",
              advice=["Moxifloxacin-prednisolone eye drops as per schedule.", "Wear the eye shield at night.",
                      "Review on day 1, day 7 and day 30."])))

# ------------------------------------------------------------------------------------------------------------
# A3 IFFCO-Tokio: inguinal hernia at 15 months -> Excl02 deny
# ------------------------------------------------------------------------------------------------------------
a3_lines = [L("Room Rent - Single Standard A/C Room", "room", 2, 3400, code="RM-03"),
            L("Nursing Charges", "nursing", 2, 600, code="NS-01"),
            L("Surgeon Fees - Laparoscopic Inguinal Hernioplasty (TEP)", "surgeon_fees", 1, 35000, code="SF-22"),
            L("Anaesthetist Fees", "surgeon_fees", 1, 8000, code="AN-01"),
            L("Operation Theatre Charges", "ot", 1, 15000, code="OT-01"),
            L("Polypropylene Mesh 15 x 15 cm", "implants", 1, 14500, code="IM-09"),
            L("Pharmacy", "pharmacy", 1, 5200, code="PH-01"),
            L("Surgical Consumables", "consumables", 1, 4100, code="CS-01"),
            L("Investigations - CBC, RFT, ECG, USG Inguinal Region", "diagnostics", 1, 3300, code="DX-02")]
CASES.append(dict(
    id="s28-h6-ivk-inguinal-hernia-15-months-excl02",
    scenario="Laparoscopic repair of a right inguinal hernia 15 months after the member first joined: hernia "
             "is in the 24-month specified-disease list (Excl02), not an accident -> refused.",
    policy=policy_block(A_STEM, A_UIN, A_INS, A_PROD, "P/310218/01/2026/007705", "2025-07-01", "2026-06-30",
                        500000, 20,
                        [{"member_id": "IFT-7705-01", "name": "Gopal Krishna Nair", "dob": "1960-11-02",
                          "gender": "male", "relationship": "self", "covered_since": "2024-07-01",
                          "declared_ped": ["hypertension"]}],
                        dict(A_COMMON_TERMS, copay={"percent": 20, "condition": "age at entry 61 - 70 years"})),
    claim={"member_id": "IFT-7705-01", "loss_date": "2025-10-06"},
    expected={"decision": "deny", "payable_amount": 0, "reason_codes": ["SPECIFIC_DISEASE_WAITING_PERIOD"],
              "exclusion_code": "Excl02", "route": "crc",
              "clauses": ["6.2 a (Code- Excl02): \"shall be excluded until the expiry of 24 months of continuous "
                          "coverage after the date of inception of the first policy with us.\"",
                          "6.2 f iii: \"Hernia of all types, hydrocele\""]},
    working=[
        "Policy in force (01-07-2025 to 30-06-2026) on 06-10-2025; member covered since 01-07-2024, the first "
        "policy with the Company; no portability credit.",
        "Bill lines: Room Single Standard A/C 2 x 3,400 = 6,800; Nursing 2 x 600 = 1,200; Surgeon 35,000; "
        "Anaesthetist 8,000; OT 15,000; Mesh 14,500; Pharmacy 5,200; Consumables 4,100; Investigations 3,300. "
        "Sum 93,100 = bill total.",
        "Hernia of all types is in the 6.2 f list (item iii) with a 24-month wait, served only on 01-07-2026; "
        "loss on 06-10-2025 is 15 months in. Not an accident (no MLC; gradual swelling over months). The "
        "declared hypertension is not the cause of this admission.",
        "SPECIFIC_DISEASE_WAITING_PERIOD (Excl02) hard stop; payable 0 -> deny, to the CRC. (Had it been "
        "payable, entry age 63 would carry the 20% co-pay.)"],
    layouts={"bill": "compact", "discharge_summary": "classic", "scanned": ["discharge_summary.pdf"]},
    spec=dict(hospital=H_KOCHI, patient_name="Gopal Krishna Nair", member_id="IFT-7705-01",
              policy_number="P/310218/01/2026/007705", age=64, gender="Male", uhid="SAMC/25/220981",
              ip_number="IP-25-14420", admission_date=date(2025, 10, 6), discharge_date=date(2025, 10, 8),
              diagnosis="Right reducible indirect inguinal hernia",
              procedure="Laparoscopic totally extraperitoneal (TEP) hernioplasty with polypropylene mesh, right",
              procedure_date=date(2025, 10, 6), treating_doctor="Dr. Thomas Varghese",
              doctor_qualification="MBBS, MS (General Surgery), FMAS", doctor_registration="TCMC 41872",
              department="General & Laparoscopic Surgery", room_category="Single Standard A/C Room",
              room_rate_per_day=3400, bed_number="512", bill_number="SAMC/IP/25/14420",
              bill_date=date(2025, 10, 8), line_items=a3_lines, bill_total=93100,
              payment=dict(receipt_number="SAMC/RC/25/30917", receipt_date=date(2025, 10, 8), amount=93100,
                           mode="NEFT", reference="UTR SBIN525281004417"),
              chief_complaints="Swelling in the right groin for 8 months, increasing on standing and coughing, "
                               "dragging pain for 2 months. Known hypertensive on amlodipine.",
              course_in_hospital="Diagnosed as right reducible indirect inguinal hernia (USG). Laparoscopic TEP "
                                 "repair with 15 x 15 cm polypropylene mesh on 06-10-2025 under general "
                                 "anaesthesia. Post-operative period uneventful; BP controlled.",
              condition_at_discharge="Stable, wound healthy",
              advice=["Avoid lifting heavy weights for 6 weeks.", "Continue amlodipine 5 mg once daily.",
                      "Review in surgical OPD after 7 days."])))

# ------------------------------------------------------------------------------------------------------------
# B1 Niva Bupa: appendicectomy in a suite, Band II (SI 25 L), any room, ambulance within 10,000 -> approve
# ------------------------------------------------------------------------------------------------------------
b1_lines = [L("Room Charges - Suite", "room", 3, 14000, code="RM-STE"),
            L("Nursing Charges", "nursing", 3, 1500, code="NUR-02"),
            L("Consultant Visits - General Surgery", "doctor_fees", 3, 2000, code="CV-GS"),
            L("Surgeon Fees - Laparoscopic Appendicectomy", "surgeon_fees", 1, 60000, code="SF-LA"),
            L("Anaesthetist Fees", "surgeon_fees", 1, 15000, code="AF-01"),
            L("Operation Theatre Charges", "ot", 1, 28000, code="OT-MJ"),
            L("Pharmacy & Drugs", "pharmacy", 1, 14250, code="PH-IP"),
            L("Surgical Consumables", "consumables", 1, 9800, code="CS-IP"),
            L("CECT Abdomen, CBC, CRP, Histopathology", "diagnostics", 1, 12400, code="DX-CT"),
            L("Ambulance Charges (Residence to Hospital)", "ambulance", 1, 4500, code="AMB-01")]
CASES.append(dict(
    id="s28-h6-nrh-appendicectomy-suite-any-room-clean",
    scenario="Laparoscopic appendicectomy for acute appendicitis with a three-day stay in a suite; Regal Health "
             "lets the member choose any room with no proportionate deduction, and the Rs. 4,500 ambulance is "
             "within the Band II limit of Rs. 10,000 per hospitalisation. No co-pay opted: paid in full.",
    policy=policy_block(B_STEM, B_UIN, B_INS, "Regal Health", "P/411188/01/2026/000917", "2025-04-01",
                        "2026-03-31", 2500000, 0,
                        [{"member_id": "NBR-0917-01", "name": "Rohit Malhotra", "dob": "1983-07-14",
                          "gender": "male", "relationship": "self", "covered_since": "2023-04-01",
                          "declared_ped": []},
                         {"member_id": "NBR-0917-02", "name": "Neha Malhotra", "dob": "1986-01-30",
                          "gender": "female", "relationship": "spouse", "covered_since": "2023-04-01",
                          "declared_ped": []}],
                        {"room_rent_limit": {"kind": "no_limit", "value": None},
                         "copay": {"percent": 0, "condition": None},
                         "ambulance_limit": {"kind": "amount", "value": 10000},
                         "ped_waiting_period_months": 36},
                        plan="Band II (SI 25 L)", ptype="floater"),
    claim={"member_id": "NBR-0917-01", "loss_date": "2025-12-03"},
    expected={"decision": "approve", "payable_amount": 196450, "reason_codes": [], "route": "human",
              "clauses": ["4.1 a: \"You may choose any room in the Hospital. We do not cap the room rent, and no "
                          "proportionate deduction is made\"",
                          "Schedule of Benefits: \"Road ambulance, per hospitalisation (4.6) Rs. 5,000 Rs. 10,000 "
                          "Up to SI\""]},
    working=[
        "Policy in force (01-04-2025 to 31-03-2026) on 03-12-2025; floater, member covered since 01-04-2023: "
        "30-day wait served; appendicitis is in no 6.2 list; no PED.",
        "Bill lines: Suite 3 x 14,000 = 42,000; Nursing 3 x 1,500 = 4,500; Consultant visits 3 x 2,000 = 6,000; "
        "Surgeon 60,000; Anaesthetist 15,000; OT 28,000; Pharmacy 14,250; Consumables 9,800; CECT & labs "
        "12,400; Ambulance 4,500. Sum 1,96,450 = bill total.",
        "No List I item. Room: any room, no cap, no proportionate deduction (4.1 a; Band II 'Any Room'): the "
        "suite is payable in full. No ICU.",
        "Sub-limit: road ambulance Band II (SI 25 L) Rs. 10,000 per hospitalisation: 4,500 within it.",
        "Co-pay 0 (Voluntary Co-payment not opted, 5.3). No deductible; SI 25,00,000 available.",
        "Payable 1,96,450 = claimed -> approve; above 25,000 -> human."],
    layouts={"bill": "compact", "discharge_summary": "narrative", "scanned": []},
    spec=dict(hospital=H_GURGAON, patient_name="Rohit Malhotra", member_id="NBR-0917-01",
              policy_number="P/411188/01/2026/000917", age=42, gender="Male", uhid="AIMS-GGN-7781204",
              ip_number="AIMS/IP/25/88142", admission_date=date(2025, 12, 3), discharge_date=date(2025, 12, 6),
              diagnosis="Acute appendicitis", procedure="Laparoscopic appendicectomy",
              procedure_date=date(2025, 12, 3), treating_doctor="Dr. Sameer Bhardwaj",
              doctor_qualification="MBBS, MS (General Surgery)", doctor_registration="HMC 11452",
              department="General & Minimal Access Surgery", room_category="Suite", room_rate_per_day=14000,
              bed_number="S-902", bill_number="AIMS/FB/25-26/88142", bill_date=date(2025, 12, 6),
              line_items=b1_lines, bill_total=196450,
              payment=dict(receipt_number="AIMS/RCT/25-26/40118", receipt_date=date(2025, 12, 6), amount=196450,
                           mode="Credit Card", reference="AUTH 77310A"),
              chief_complaints="Periumbilical pain shifting to the right iliac fossa since 18 hours, fever and "
                               "vomiting; brought from home by ambulance.",
              course_in_hospital="CECT abdomen showed an inflamed, non-perforated appendix. Laparoscopic "
                                 "appendicectomy on 03-12-2025 under general anaesthesia. IV antibiotics for 48 "
                                 "hours; histopathology: acute suppurative appendicitis.",
              condition_at_discharge="Stable, port sites healthy",
              advice=["Tab. Amoxicillin-clavulanate 625 mg twice daily for 5 days.", "Soft diet for one week.",
                      "Suture removal and review after 7 days."])))

# ------------------------------------------------------------------------------------------------------------
# B2 Niva Bupa: dengue, Band I (SI 10 L), voluntary co-pay 20% opted, ambulance above 5,000 -> partial
# ------------------------------------------------------------------------------------------------------------
b2_lines = [L("Room Rent - Single Private Room", "room", 4, 6000, code="R-SP"),
            L("Nursing Charges", "nursing", 4, 1000, code="N-01"),
            L("Physician Visits - Dr. Kavita Menon", "doctor_fees", 4, 1500, code="PV-01"),
            L("Pharmacy - IV Fluids & Medicines", "pharmacy", 1, 11340, code="PH-01"),
            L("Medical Consumables", "consumables", 1, 3260, code="MC-01"),
            L("Dengue NS1 & IgM, Serial Platelet Counts, LFT", "diagnostics", 1, 9850, code="LB-04"),
            L("Ambulance Charges (ALS, Home to Hospital)", "ambulance", 1, 6500, code="AM-01")]
CASES.append(dict(
    id="s28-h6-nrh-dengue-ambulance-cap-voluntary-copay-20",
    scenario="Dengue fever with thrombocytopenia, four days in a single private room, on a Band I (SI 10 L) "
             "policy whose holder opted the 20% Voluntary Co-payment. The Rs. 6,500 ambulance is capped at the "
             "Band I Rs. 5,000 per hospitalisation, then 20% co-payment on the rest.",
    policy=policy_block(B_STEM, B_UIN, B_INS, "Regal Health", "P/411188/01/2026/004386", "2025-05-15",
                        "2026-05-14", 1000000, 20,
                        [{"member_id": "NBR-4386-01", "name": "Anjali Iyer", "dob": "1990-04-09",
                          "gender": "female", "relationship": "self", "covered_since": "2022-05-15",
                          "declared_ped": []}],
                        {"room_rent_limit": {"kind": "no_limit", "value": None},
                         "copay": {"percent": 20, "condition": "Voluntary Co-payment optional benefit opted"},
                         "ambulance_limit": {"kind": "amount", "value": 5000},
                         "ped_waiting_period_months": 36},
                        optional=["Voluntary Co-payment (20%)"], plan="Band I (SI 10 L)", mode="monthly"),
    claim={"member_id": "NBR-4386-01", "loss_date": "2025-09-22"},
    expected={"decision": "partial", "payable_amount": 50760, "reason_codes": ["SUBLIMIT", "COPAY"],
              "route": "human",
              "clauses": ["Schedule of Benefits: \"Road ambulance, per hospitalisation (4.6) Rs. 5,000 Rs. 10,000 "
                          "Up to SI\"",
                          "5.3: \"If You opt for it, You will bear 20% of every admissible claim and We will pay "
                          "the remaining 80%.\""]},
    working=[
        "Policy in force (15-05-2025 to 14-05-2026) on 22-09-2025; member covered since 15-05-2022: all waits "
        "served; dengue is in no 6.2 list; no PED. Monthly premium mode (no effect on the claim).",
        "Bill lines: Single Private Room 4 x 6,000 = 24,000; Nursing 4 x 1,000 = 4,000; Physician 4 x 1,500 = "
        "6,000; Pharmacy 11,340; Consumables 3,260; Dengue tests & platelet counts 9,850; Ambulance 6,500. Sum "
        "64,950 = bill total.",
        "No List I item. Room: any room, no cap (4.1 a). No ICU.",
        "Sub-limit: road ambulance Band I (SI 10 L) Rs. 5,000 per hospitalisation (Schedule of Benefits, 4.6): "
        "6,500 -> 5,000 (1,500 over). 64,950 - 1,500 = 63,450.",
        "Co-pay: Voluntary Co-payment opted, 20% of every admissible claim (5.3): 63,450 x 80% = 50,760 (co-pay "
        "12,690). No deductible; SI 10,00,000 available.",
        "Payable 50,760 < claimed 64,950 -> partial, to an adjuster."],
    layouts={"bill": "tabular", "discharge_summary": "classic", "scanned": []},
    spec=dict(hospital=H_JAIPUR, patient_name="Anjali Iyer", member_id="NBR-4386-01",
              policy_number="P/411188/01/2026/004386", age=35, gender="Female", uhid="SHG-UH-2025-131877",
              ip_number="IP/2025/09/4108", admission_date=date(2025, 9, 22), discharge_date=date(2025, 9, 26),
              diagnosis="Dengue fever (NS1 positive) with thrombocytopenia",
              procedure=None, procedure_date=None, treating_doctor="Dr. Kavita Menon",
              doctor_qualification="MBBS, MD (General Medicine)", doctor_registration="RMC 22571",
              department="General Medicine", room_category="Single Private Room", room_rate_per_day=6000,
              bed_number="406", bill_number="SHG/IPB/25-26/05128", bill_date=date(2025, 9, 26),
              line_items=b2_lines, bill_total=64950,
              payment=dict(receipt_number="SHG/RCP/25-26/05128", receipt_date=date(2025, 9, 26), amount=64950,
                           mode="UPI", reference="UPI 6120 4471 0093"),
              chief_complaints="High-grade fever with chills for 3 days, body ache, retro-orbital pain, two "
                               "episodes of vomiting; platelet count 68,000 at a local lab.",
              course_in_hospital="NS1 antigen positive. Platelets fell to 32,000 on day 2 without bleeding; "
                                 "managed with IV fluids, antipyretics and serial platelet monitoring; no "
                                 "transfusion needed. Platelets 1,08,000 at discharge.",
              condition_at_discharge="Afebrile for 48 hours, haemodynamically stable",
              advice=["Oral fluids 3 litres a day.", "Tab. Paracetamol 650 mg SOS; avoid NSAIDs.",
                      "Repeat CBC after 3 days."])))

# ------------------------------------------------------------------------------------------------------------
# B3 Niva Bupa: LSCS 17 months after maternity optional cover was opted -> maternity wait deny
# ------------------------------------------------------------------------------------------------------------
b3_lines = [L("Room Charges - Deluxe Single Room", "room", 3, 5500, code="RM-DLX"),
            L("Nursing Charges", "nursing", 3, 900, code="NC-01"),
            L("Obstetrician Visits", "doctor_fees", 3, 1200, code="OV-01"),
            L("Surgeon Fees - Lower Segment Caesarean Section", "surgeon_fees", 1, 30000, code="SF-LSCS"),
            L("Anaesthetist Fees (Spinal)", "surgeon_fees", 1, 7000, code="AF-SP"),
            L("Operation Theatre & Labour Room Charges", "ot", 1, 12000, code="OT-LS"),
            L("Pharmacy & Medicines", "pharmacy", 1, 6800, code="PH-01"),
            L("Surgical Consumables", "consumables", 1, 3900, code="CS-01"),
            L("Investigations - CBC, Blood Group, USG Obstetric", "diagnostics", 1, 2200, code="DX-01")]
CASES.append(dict(
    id="s28-h6-nrh-lscs-maternity-optional-within-24m",
    scenario="Elective caesarean delivery about 17.5 months after the Maternity and Newborn Optional Benefit "
             "was first opted; the optional cover carries a 24-month waiting period -> refused.",
    policy=policy_block(B_STEM, B_UIN, B_INS, "Regal Health", "P/411188/01/2026/006051", "2025-08-01",
                        "2026-07-31", 1500000, 0,
                        [{"member_id": "NBR-6051-01", "name": "Priya Kumari Sinha", "dob": "1996-06-12",
                          "gender": "female", "relationship": "self", "covered_since": "2024-08-01",
                          "declared_ped": []},
                         {"member_id": "NBR-6051-02", "name": "Abhishek Sinha", "dob": "1993-02-25",
                          "gender": "male", "relationship": "spouse", "covered_since": "2024-08-01",
                          "declared_ped": []}],
                        {"room_rent_limit": {"kind": "no_limit", "value": None},
                         "copay": {"percent": 0, "condition": None},
                         "ambulance_limit": {"kind": "amount", "value": 5000},
                         "ped_waiting_period_months": 36},
                        optional=["Maternity and Newborn (opted from 2024-08-01)"], plan="Band I (SI 15 L)",
                        ptype="floater"),
    claim={"member_id": "NBR-6051-01", "loss_date": "2026-01-19"},
    expected={"decision": "deny", "payable_amount": 0, "reason_codes": ["MATERNITY_WAITING_PERIOD"],
              "route": "crc",
              "clauses": ["5.1 a: \"A waiting period of 24 months applies from the date this Optional Benefit was "
                          "first opted\"",
                          "5.1: \"If opted, We will pay the Medical Expenses of the delivery of a child (normal or "
                          "caesarean)\""]},
    working=[
        "Policy in force (01-08-2025 to 31-07-2026) on 19-01-2026; floater, member covered since 01-08-2024 with "
        "the Maternity and Newborn Optional Benefit opted from the first policy (schedule optional_covers).",
        "Bill lines: Deluxe single room 3 x 5,500 = 16,500; Nursing 3 x 900 = 2,700; Obstetrician 3 x 1,200 = "
        "3,600; Surgeon LSCS 30,000; Anaesthetist 7,000; OT & labour room 12,000; Pharmacy 6,800; Consumables "
        "3,900; Investigations 2,200. Sum 84,700 = bill total.",
        "Maternity waiting period 24 months from when the optional benefit was first opted (5.1 a): served on "
        "01-08-2026; delivery on 19-01-2026 is about 17.5 months in. Not an ectopic pregnancy, not an accident.",
        "MATERNITY_WAITING_PERIOD hard stop; payable 0 -> deny, to the CRC. (Once served, Band I would pay up to "
        "Rs. 50,000 per delivery.)"],
    layouts={"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": ["bill.pdf"]},
    spec=dict(hospital=H_PATNA, patient_name="Priya Kumari Sinha", member_id="NBR-6051-01",
              policy_number="P/411188/01/2026/006051", age=29, gender="Female", uhid="PMCH-26-000412",
              ip_number="PMCH/IP/26/0211", admission_date=date(2026, 1, 19), discharge_date=date(2026, 1, 22),
              diagnosis="Term pregnancy (38 weeks) with previous caesarean section; delivered a live male baby",
              procedure="Elective lower segment caesarean section (LSCS)", procedure_date=date(2026, 1, 19),
              treating_doctor="Dr. Shalini Prasad", doctor_qualification="MBBS, MS (Obstetrics & Gynaecology)",
              doctor_registration="BMC 39127", department="Obstetrics & Gynaecology",
              room_category="Deluxe Single Room", room_rate_per_day=5500, bed_number="D-11",
              bill_number="PMCH/FB/25-26/02087", bill_date=date(2026, 1, 22), line_items=b3_lines,
              bill_total=84700,
              payment=dict(receipt_number="PMCH/RC/25-26/03301", receipt_date=date(2026, 1, 22), amount=84700,
                           mode="Cash", reference=None),
              chief_complaints="G2P1L1 at 38 weeks of gestation, previous LSCS, admitted for elective repeat "
                               "caesarean section.",
              course_in_hospital="Elective repeat LSCS under spinal anaesthesia on 19-01-2026; live male baby, "
                                 "3.1 kg, APGAR 8/9. Post-operative recovery uneventful; mother and baby "
                                 "stable.",
              condition_at_discharge="Mother stable, wound healthy, breastfeeding well",
              advice=["Iron and calcium supplements to continue.", "Wound care; avoid lifting weights.",
                      "Review after 7 days for suture removal; baby immunisation as per schedule."])))


def main():
    problems = []
    for c in CASES:
        spec = ClaimDocumentSpec.model_validate(c["spec"])
        assert spec.total_matches_lines, c["id"]
        folder = os.path.join(HERE, "claims", c["id"])
        os.makedirs(folder, exist_ok=True)
        bill = render_bill(spec, c["layouts"]["bill"])
        ds = render_discharge_summary(spec, c["layouts"]["discharge_summary"])
        if "bill.pdf" in c["layouts"]["scanned"]:
            bill = render_scanned(bill)
        if "discharge_summary.pdf" in c["layouts"]["scanned"]:
            ds = render_scanned(ds)
        open(os.path.join(folder, "bill.pdf"), "wb").write(bill)
        open(os.path.join(folder, "discharge_summary.pdf"), "wb").write(ds)
        with open(os.path.join(folder, "claim_spec.json"), "w") as fh:
            fh.write(spec.model_dump_json(indent=2) + "\n")
        claim = dict(c["claim"], amount_claimed=spec.bill_total, documents=["bill.pdf", "discharge_summary.pdf"])
        case = {"id": c["id"], "scenario": c["scenario"], "policy": c["policy"], "claim": claim,
                "expected": c["expected"], "working": c["working"], "layouts": c["layouts"]}
        with open(os.path.join(folder, "case.json"), "w") as fh:
            json.dump(case, fh, indent=2, ensure_ascii=False)
            fh.write("\n")
        # checks: quotes in the wording, member in schedule, decision vs amounts
        pdf = os.path.join(HERE, c["policy"]["document"])
        for cl in c["expected"]["clauses"]:
            q = cl.split(": \"", 1)[1].rstrip("\"")
            if not qcheck.find(pdf, q):
                problems.append((c["id"], "clause quote not in wording", q))
        ids = [m["member_id"] for m in c["policy"]["schedule"]["members"]]
        assert claim["member_id"] in ids and spec.member_id == claim["member_id"]
        assert spec.admission_date.isoformat() == claim["loss_date"]
        pay, d = c["expected"]["payable_amount"], c["expected"]["decision"]
        assert (d == "approve") == (pay == claim["amount_claimed"]) and (d == "deny") == (pay == 0)
        print(c["id"], claim["amount_claimed"], d, pay)
    print("problems:", problems or "none")
    return problems


if __name__ == "__main__":
    raise SystemExit(1 if main() else 0)
