"""Three claims per h16 wording (SPEC §8), documents rendered with clausetrail.synthetic.render.

Run: PYTHONPATH=/work/main/layers /work/main/.venv/bin/python make_claims.py
"""
import json
import os
import re
import sys
from pathlib import Path

sys.path.insert(0, "/work/main/layers")
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec  # noqa: E402
from clausetrail.synthetic.generate import DocumentLayouts, write_claim_documents  # noqa: E402

from qcheck import norm, pages  # noqa: E402

HERE = Path(os.path.dirname(os.path.abspath(__file__)))
A = "ShriramGeneral_Sukh-Samriddhi-Mediclaim_SHRHLIP26027V012526"
B = "CholaMS_Family-Suraksha-Plus_CHOHLIP26058V012526"

HOSP = {
    "jaipur": dict(name="Aravali Heart & Multispeciality Hospital",
                   address_lines=["C-21, Tonk Road, Lalkothi", "Jaipur - 302015", "Rajasthan"],
                   phone="0141-274 5510", email="billing@aravalihospital.in", gstin="08AAFCA6182K1Z5",
                   registration_number="RJ/JPR/CEA/2014/1176", rohini_id="8900080345127", pan="AAFCA6182K",
                   accreditation="NABH Accredited (H-2016-0291)"),
    "kota": dict(name="Chambal Valley Hospital",
                 address_lines=["14-A, Talwandi Circle", "Kota - 324005", "Rajasthan"],
                 phone="0744-240 1188", email="accounts@chambalvalleyhospital.in", gstin="08AADCC3391M1Z2",
                 registration_number="RJ/KTA/CEA/2017/0453", rohini_id="8900080412290", pan="AADCC3391M",
                 accreditation=None),
    "ajmer": dict(name="Pushkar Netra Chikitsalaya",
                  address_lines=["Vaishali Nagar, Near Jawahar Rang Manch", "Ajmer - 305001", "Rajasthan"],
                  phone="0145-262 9040", email="info@pushkarnetra.in", gstin="08AAGFP5527B1Z9",
                  registration_number="RJ/AJM/CEA/2019/0208", rohini_id="8900080566401", pan="AAGFP5527B",
                  accreditation="NABH Entry Level (EL-2021-0877)"),
    "chennai": dict(name="Marina Bay Multispeciality Hospital",
                    address_lines=["No. 118, Greams Road, Thousand Lights", "Chennai - 600006", "Tamil Nadu"],
                    phone="044-2829 6600", email="billing@marinabayhospital.in", gstin="33AAHCM7714D1Z6",
                    registration_number="TN/CHN/CEA/2015/2231", rohini_id="8900080221783", pan="AAHCM7714D",
                    accreditation="NABH Accredited (H-2014-0188)"),
    "coimbatore": dict(name="Kovai Eye Foundation",
                       address_lines=["212, Avinashi Road, Peelamedu", "Coimbatore - 641004", "Tamil Nadu"],
                       phone="0422-257 3300", email="accounts@kovaieye.org", gstin="33AAATK4410P1Z3",
                       registration_number="TN/CBE/CEA/2018/0911", rohini_id="8900080678125", pan="AAATK4410P",
                       accreditation="NABH Accredited (H-2019-0655)"),
    "madurai": dict(name="Meenakshi Mission Psychiatry & De-addiction Centre",
                    address_lines=["Lake Area, Melur Road", "Madurai - 625107", "Tamil Nadu"],
                    phone="0452-426 3000", email="billing@mmpdc.in", gstin="33AABCM9021Q1Z4",
                    registration_number="TN/MDU/CEA/2016/0377", rohini_id="8900080733016", pan="AABCM9021Q",
                    accreditation=None),
}


def L(desc, cat, qty, rate, code=None, eye=None):
    return {"description": desc, "category": cat, "quantity": qty, "rate": rate, "amount": qty * rate,
            "service_code": code, "eye": eye}


def spec(hosp, **kw):
    lines = kw["line_items"]
    total = sum(x["amount"] for x in lines)
    d = dict(hospital=HOSP[hosp], bill_total=total, **kw)
    d["payment"] = {"receipt_number": kw["bill_number"].replace("IPB", "RCT").replace("/IP/", "/RC/"),
                    "receipt_date": kw["bill_date"], "amount": total, "mode": kw.pop("_mode", "UPI"),
                    "reference": "UTR 5" + re.sub(r"\D", "", kw["bill_number"])[-8:]}
    d.pop("_mode", None)
    return d


# --------------------------------------------------------------------------------------------- Shriram (A)
A_POLICY = {"document": A + ".pdf", "uin": "SHRHLIP26027V012526", "effective_from": "2025-07-01",
            "effective_to": "2026-06-30"}
A_TERMS = {"copay": {"percent": 10, "condition": "each and every claim"}}

cases = []

# A1 - dengue, within all limits; only the wording's 10% co-pay
a1_lines = [
    L("Room Rent - General Ward (incl. nursing)", "room", 3, 2000, "RM01"),
    L("Consultation - Physician (daily visits)", "doctor_fees", 3, 800, "CN01"),
    L("Pharmacy - IV Fluids, Antipyretics & Injections", "pharmacy", 1, 7850, "PH01"),
    L("Pathology - CBC (serial), NS1 Antigen, Dengue IgM, LFT", "diagnostics", 1, 4600, "LB01"),
    L("Medical Consumables - IV Sets, Cannula, Syringes", "consumables", 1, 1350, "CS01"),
]
cases.append({
    "id": "s30-h16-1-c01-dengue-general-ward-copay-10",
    "scenario": "Dengue fever without warning signs in a 3rd-year Sukh Samriddhi insured (SI 3 lakh): three days in "
                "the general ward at Rs 2,000 a day (limit 1% of SI = Rs 3,000). Nothing above any limit and no "
                "List I item; the only deduction is the wording's 10% co-payment on each and every claim (Part IV), "
                "so even this clean claim is not paid in full.",
    "insurer": "Shriram General Insurance Company Limited", "product": "Sukh Samriddhi Mediclaim Policy",
    "policy": dict(A_POLICY, policy_id="P/102611/01/2026/003418", schedule={
        "plan": None, "policy_type": "individual", "sum_insured": 300000, "cumulative_bonus": 30000,
        "copay_percent": 10, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly", "zone": None,
        "optional_covers": [],
        "members": [{"member_id": "SSM-3418-01", "name": "Mahesh Choudhary", "dob": "1979-03-22", "gender": "male",
                     "relationship": "self", "covered_since": "2023-07-01", "declared_ped": []}],
        "terms": A_TERMS}),
    "claim": {"member_id": "SSM-3418-01", "loss_date": "2025-09-18", "amount_claimed": 22200,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": 19980, "reason_codes": ["COPAY"], "route": "human",
                 "clauses": [
                     "II (a): \"a sum not exceeding one percent (1%) of the Sum Insured per day of Hospitalisation\"",
                     "IV: \"shall be subject to a co-payment of ten percent (10%) of the admissible claim amount\""]},
    "working": [
        "Policy in force 01-07-2025 to 30-06-2026 on 18-09-2025; Mahesh Choudhary covered since 01-07-2023 (past the "
        "30-day wait, III A (c)); no PED declared; dengue is not in the III A (b) list; no exclusion.",
        "Bill lines: Room (general ward incl. nursing) 3 x 2,000 = 6,000; Physician 3 x 800 = 2,400; Pharmacy 7,850; "
        "Pathology 4,600; Consumables 1,350. Sum 22,200 = bill total = amount claimed.",
        "Step 1: no List I item. Step 2: room limit 1% of 3,00,000 = 3,000/day; billed 2,000/day, no deduction; no ICU.",
        "Step 3: no sublimit (no ambulance, cataract, AYUSH or modern treatment). Step 4: co-pay 10% of 22,200 = "
        "2,220 -> 19,980. Step 5: no deductible. Step 6: SI 3,00,000 + CB 30,000, nothing paid this year.",
        "Payable 19,980 < claimed 22,200 -> partial (co-pay only), to an adjuster."],
    "layouts": {"bill": "tabular", "discharge_summary": "classic", "scanned": []},
    "_pdf": A,
    "_spec": spec("jaipur", patient_name="Mahesh Choudhary", member_id="SSM-3418-01",
                  policy_number="P/102611/01/2026/003418", age=46, gender="Male", uhid="AHM-25-118402",
                  ip_number="IP/2509/2217", admission_date="2025-09-18", discharge_date="2025-09-21",
                  diagnosis="Dengue fever without warning signs (NS1 positive)", procedure=None, procedure_date=None,
                  treating_doctor="Dr. Sunita Meena", doctor_qualification="MBBS, MD (General Medicine)",
                  doctor_registration="RMC 28817", department="General Medicine", room_category="General Ward",
                  room_rate_per_day=2000, bed_number="GW-14", bill_number="AHM/IPB/25-26/05517",
                  bill_date="2025-09-21", line_items=a1_lines,
                  chief_complaints="High-grade fever with chills for 3 days, body ache, retro-orbital pain.",
                  course_in_hospital="Admitted with fever 102 F, platelets 88,000/cumm, NS1 antigen positive. Managed "
                                     "with IV fluids and antipyretics, serial platelet counts; nadir 64,000 on day 2, "
                                     "rising to 1,12,000 at discharge. No bleeding, no warning signs.",
                  advice=["Oral fluids 3 litres a day.", "Tab. Paracetamol 650 mg if fever, max 3 a day.",
                          "Repeat CBC on 24-09-2025 and review in OPD."]),
})

# A2 - appendicectomy, single room above 1% of SI -> proportionate deduction, then 10% co-pay
a2_lines = [
    L("Room Rent - Single Room (incl. nursing)", "room", 3, 3000, "RM03"),
    L("Consultation - General Surgeon (daily visits)", "doctor_fees", 3, 1000, "CN02"),
    L("Surgeon Fees - Laparoscopic Appendicectomy", "surgeon_fees", 1, 25000, "SG11"),
    L("Anaesthetist Fees", "doctor_fees", 1, 7500, "AN01"),
    L("Operation Theatre Charges", "ot", 1, 12000, "OT01"),
    L("Pharmacy - Antibiotics, Analgesics & IV Fluids", "pharmacy", 1, 8400, "PH02"),
    L("Surgical Consumables - Trocars, Endo-loop, Sutures", "consumables", 1, 4600, "CS03"),
    L("Radiology & Pathology - USG Abdomen, CBC, CRP, RFT", "diagnostics", 1, 5200, "LB04"),
]
cases.append({
    "id": "s30-h16-1-c02-appendicectomy-room-above-1pc-proportionate-copay",
    "scenario": "Acute appendicitis, SI 2 lakh: laparoscopic appendicectomy with three days in a single room at "
                "Rs 3,000 a day (inclusive of nursing) against the 1% of SI limit of Rs 2,000 a day. The hospital "
                "bills by room category, so the Note on proportionate deduction scales room, doctor, surgeon, "
                "anaesthetist and OT by 2,000/3,000; pharmacy, consumables and diagnostics are not scaled. Then "
                "the 10% co-payment on each and every claim.",
    "insurer": "Shriram General Insurance Company Limited", "product": "Sukh Samriddhi Mediclaim Policy",
    "policy": dict(A_POLICY, policy_id="P/102611/01/2026/004902", schedule={
        "plan": None, "policy_type": "individual", "sum_insured": 200000, "cumulative_bonus": 0,
        "copay_percent": 10, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly", "zone": None,
        "optional_covers": [],
        "members": [{"member_id": "SSM-4902-02", "name": "Kavita Sharma", "dob": "1991-11-05", "gender": "female",
                     "relationship": "spouse", "covered_since": "2024-07-01", "declared_ped": []}],
        "terms": A_TERMS}),
    "claim": {"member_id": "SSM-4902-02", "loss_date": "2025-11-05", "amount_claimed": 74700,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": 50280,
                 "reason_codes": ["ROOM_RENT_PROPORTIONATE_DEDUCTION", "COPAY"], "route": "human",
                 "clauses": [
                     "II (a): \"Room, Boarding and Nursing expenses as provided by the Hospital or Nursing Home, a sum "
                     "not exceeding one percent (1%) of the Sum Insured per day\"",
                     "Note on proportionate deduction: \"in the same proportion as the admissible room rent bears to "
                     "the room rent actually charged\"",
                     "IV: \"shall be subject to a co-payment of ten percent (10%) of the admissible claim amount\""]},
    "working": [
        "Policy in force 01-07-2025 to 30-06-2026 on 05-11-2025; Kavita Sharma covered since 01-07-2024 (16 months: "
        "past the 30-day wait); appendicitis is not in the III A (b) list; no PED; no exclusion.",
        "Bill lines: Room (single, incl. nursing) 3 x 3,000 = 9,000; Surgeon visits 3 x 1,000 = 3,000; Surgeon "
        "25,000; Anaesthetist 7,500; OT 12,000; Pharmacy 8,400; Consumables 4,600; Diagnostics 5,200. Sum 74,700 = "
        "bill total = amount claimed.",
        "Step 1: no List I item.",
        "Step 2: room limit 1% of 2,00,000 = 2,000/day; billed 3,000/day -> ratio 2,000/3,000 = 2/3 on associated "
        "medical expenses, each line rounded half-up: room 9,000 -> 6,000; visits 3,000 -> 2,000; surgeon 25,000 -> "
        "16,666.67 -> 16,667; anaesthetist 7,500 -> 5,000; OT 12,000 -> 8,000. Associated 56,500 -> 37,667 "
        "(deduction 18,833). Not scaled: 8,400 + 4,600 + 5,200 = 18,200. After step 2: 55,867.",
        "Step 3: no sublimit. Step 4: co-pay 10% of 55,867 = 5,586.7 -> 5,587; 55,867 - 5,587 = 50,280. Step 5: no "
        "deductible. Step 6: SI 2,00,000, nothing paid this year.",
        "Payable 50,280 < claimed 74,700 -> partial, to an adjuster."],
    "layouts": {"bill": "itemised_grouped", "discharge_summary": "narrative", "scanned": []},
    "_pdf": A,
    "_spec": spec("kota", patient_name="Kavita Sharma", member_id="SSM-4902-02",
                  policy_number="P/102611/01/2026/004902", age=33, gender="Female", uhid="CVH-25-077319",
                  ip_number="IP/2511/0412", admission_date="2025-11-05", discharge_date="2025-11-08",
                  diagnosis="Acute appendicitis (non-perforated)", procedure="Laparoscopic appendicectomy",
                  procedure_date="2025-11-05", treating_doctor="Dr. Rakesh Hada",
                  doctor_qualification="MBBS, MS (General Surgery)", doctor_registration="RMC 31540",
                  department="General Surgery", room_category="Single Room", room_rate_per_day=3000,
                  bed_number="204", bill_number="CVH/IPB/25-26/03388", bill_date="2025-11-08", line_items=a2_lines,
                  _mode="Debit Card",
                  chief_complaints="Pain in the right lower abdomen for one day with vomiting and low-grade fever.",
                  course_in_hospital="Tenderness at McBurney's point, TLC 13,900/cumm; USG showed a non-compressible "
                                     "inflamed appendix. Laparoscopic appendicectomy on the day of admission under "
                                     "general anaesthesia. IV antibiotics for 48 hours, oral diet from day 1, "
                                     "uneventful recovery.",
                  advice=["Tab. Cefuroxime 500 mg twice daily for 5 days.", "No heavy lifting for 4 weeks.",
                          "Review in surgical OPD on 15-11-2025."]),
})

# A3 - cataract at 18 months, within the 24-month specified-disease wait -> deny
a3_lines = [
    L("Day Care Bed Charges", "room", 1, 1500, "DC01"),
    L("Surgeon Fees - Phacoemulsification, Left Eye", "surgeon_fees", 1, 16000, "OP21", "left"),
    L("Operation Theatre Charges", "ot", 1, 6500, "OT05"),
    L("Foldable Hydrophobic IOL - Left Eye", "implants", 1, 11000, "IM07", "left"),
    L("Pharmacy - Eye Drops & Medicines", "pharmacy", 1, 1850, "PH05"),
    L("Pre-operative Investigations - Biometry, A-scan, Blood Sugar", "diagnostics", 1, 1650, "LB08"),
]
cases.append({
    "id": "s30-h16-1-c03-cataract-left-eye-18m-within-24m",
    "scenario": "Senile cataract of the left eye operated 18 months after the member's first Sukh Samriddhi policy "
                "(covered since 01-07-2024, surgery 20-01-2026). Cataract is item (i) of the specified "
                "diseases with a 24-month waiting period (III A (b)); no accident; nothing is payable and the "
                "repudiation goes to the CRC.",
    "insurer": "Shriram General Insurance Company Limited", "product": "Sukh Samriddhi Mediclaim Policy",
    "policy": dict(A_POLICY, policy_id="P/102611/01/2026/005276", schedule={
        "plan": None, "policy_type": "individual", "sum_insured": 500000, "cumulative_bonus": 50000,
        "copay_percent": 10, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly", "zone": None,
        "optional_covers": [],
        "members": [{"member_id": "SSM-5276-01", "name": "Gopal Lal Soni", "dob": "1958-08-14", "gender": "male",
                     "relationship": "self", "covered_since": "2024-07-01", "declared_ped": []}],
        "terms": A_TERMS}),
    "claim": {"member_id": "SSM-5276-01", "loss_date": "2026-01-20", "amount_claimed": 38500,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["SPECIFIC_DISEASE_WAITING_PERIOD"],
                 "route": "crc",
                 "clauses": [
                     "III A (b): \"shall be excluded until the expiry of twenty-four (24) months of continuous "
                     "coverage after the date of inception of the first policy with us\"",
                     "III A (b) (i): \"(i) Cataract\""]},
    "working": [
        "Policy in force 01-07-2025 to 30-06-2026 on 20-01-2026; Gopal Lal Soni covered since 01-07-2024, no "
        "earlier insurance ported.",
        "Cataract is listed in III A (b) (i); the 24-month wait is served on 01-07-2026; surgery on 20-01-2026 is "
        "18 months 19 days into cover -> SPECIFIC_DISEASE_WAITING_PERIOD; not an accident.",
        "Bill lines: Day care bed 1,500; Surgeon (left eye) 16,000; OT 6,500; IOL (left eye) 11,000; Pharmacy 1,850; "
        "Investigations 1,650. Sum 38,500 = bill total = amount claimed.",
        "Hard stop: payable 0 -> deny, to the CRC. (Had it been payable: cap lower of 10% of 5,00,000 = 50,000 and "
        "Rs 20,000 = 20,000, then 10% co-pay = 18,000.)"],
    "layouts": {"bill": "compact", "discharge_summary": "classic", "scanned": []},
    "_pdf": A,
    "_spec": spec("ajmer", patient_name="Gopal Lal Soni", member_id="SSM-5276-01",
                  policy_number="P/102611/01/2026/005276", age=67, gender="Male", uhid="PNC-26-004128",
                  ip_number="DC/2601/0093", admission_date="2026-01-20", discharge_date="2026-01-20",
                  diagnosis="Immature senile cataract, left eye", procedure="Phacoemulsification with foldable IOL "
                  "implantation, left eye", procedure_date="2026-01-20", treating_doctor="Dr. Anil Kumawat",
                  doctor_qualification="MBBS, MS (Ophthalmology)", doctor_registration="RMC 22964",
                  department="Ophthalmology", room_category="Day Care", room_rate_per_day=1500, bed_number="DC-3",
                  bill_number="PNC/IPB/25-26/01142", bill_date="2026-01-20", line_items=a3_lines, _mode="Cash",
                  chief_complaints="Gradual painless diminution of vision in the left eye for 8 months.",
                  course_in_hospital="Visual acuity left eye 6/36, nuclear sclerosis grade III. Phacoemulsification "
                                     "with foldable hydrophobic IOL under topical anaesthesia; uneventful; discharged "
                                     "the same day.",
                  advice=["Moxifloxacin-prednisolone eye drops 6 times a day, tapering over 4 weeks.",
                          "Protective eye shield at night for 1 week.", "Review on 27-01-2026."]),
})

# --------------------------------------------------------------------------------------------- Chola MS (B)
B_POLICY = {"document": B + ".pdf", "uin": "CHOHLIP26058V012526", "effective_from": "2025-10-01",
            "effective_to": "2026-09-30"}
B_IND = {"room_rent_limit": {"kind": "percent_si_per_day", "value": 2},
         "icu_limit": {"kind": "percent_si_per_day", "value": 5},
         "copay": {"percent": 0, "condition": None}, "ped_waiting_period_months": 36,
         "maternity_waiting_period_months": 36, "pre_hospitalisation_days": 30, "post_hospitalisation_days": 60,
         "ambulance_limit": {"kind": "amount", "value": 2000}, "grace_period_days": 30}
B_FLT = {"room_rent_limit": {"kind": "room_category", "value": "Single private room"},
         "icu_limit": {"kind": "no_limit", "value": None},
         "copay": {"percent": 0, "condition": None}, "ped_waiting_period_months": 24,
         "maternity_waiting_period_months": 24, "pre_hospitalisation_days": 60, "post_hospitalisation_days": 90,
         "ambulance_limit": {"kind": "amount", "value": 5000}, "grace_period_days": 30}

b1_lines = [
    L("Room Charges - Twin Sharing", "room", 2, 4000, "R-TS"),
    L("Nursing Charges", "nursing", 2, 600, "N-01"),
    L("Consultation - Nephrologist", "doctor_fees", 2, 1000, "C-NEP"),
    L("Pharmacy - IV Antibiotics & Fluids", "pharmacy", 1, 6450, "PH-IP"),
    L("Investigations - Urine Culture, USG KUB, RFT, CBC", "diagnostics", 1, 4870, "INV-3"),
    L("Medical Consumables", "consumables", 1, 930, "CON-1"),
]
cases.append({
    "id": "s30-h16-2-c01-pyelonephritis-network-clean-auto",
    "scenario": "Acute pyelonephritis, Individual plan SI 5 lakh, cashless at a network hospital: two days in a twin-"
                "sharing room at Rs 4,000 a day (limit 2% of SI = Rs 10,000), no List I item, no sublimit, no "
                "co-payment in a network hospital (Section 6). Paid in full; small enough to be auto-approved.",
    "insurer": "Cholamandalam MS General Insurance Company Limited",
    "product": "Family Suraksha Plus Health Insurance Policy",
    "policy": dict(B_POLICY, policy_id="P/240117/01/2026/011845", schedule={
        "plan": "Individual", "policy_type": "individual", "sum_insured": 500000, "cumulative_bonus": 200000,
        "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly", "zone": None,
        "optional_covers": [],
        "members": [{"member_id": "FSP-11845-01", "name": "Priya Raghavan", "dob": "1988-04-09", "gender": "female",
                     "relationship": "self", "covered_since": "2023-10-01", "declared_ped": []}],
        "terms": B_IND}),
    "claim": {"member_id": "FSP-11845-01", "loss_date": "2025-12-08", "amount_claimed": 23450,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "approve", "payable_amount": 23450, "reason_codes": [], "route": "auto",
                 "clauses": [
                     "3.1 a): \"under the Individual plan, up to 2% of the Sum Insured for each day of "
                     "Hospitalisation\"",
                     "6. Co-payment: \"No co-payment applies to claims for treatment taken in a Network Provider.\""]},
    "working": [
        "Policy in force 01-10-2025 to 30-09-2026 on 08-12-2025; Priya Raghavan (Individual plan) covered since "
        "01-10-2023 (past the 30-day wait, 4.3); no PED; pyelonephritis is not in Annexure I; no exclusion.",
        "Bill lines: Room (twin sharing) 2 x 4,000 = 8,000; Nursing 2 x 600 = 1,200; Nephrologist 2 x 1,000 = 2,000; "
        "Pharmacy 6,450; Investigations 4,870; Consumables 930. Sum 23,450 = bill total = amount claimed.",
        "Step 1: no List I item. Step 2: room limit 2% of 5,00,000 = 10,000/day; billed 4,000/day, no deduction; no ICU.",
        "Step 3: no sublimit. Step 4: network hospital -> co-pay Nil. Step 5: no deductible. Step 6: SI 5,00,000 + "
        "CB 2,00,000, nothing paid this year.",
        "Payable 23,450 = claimed -> approve; <= 25,000 -> auto."],
    "layouts": {"bill": "compact", "discharge_summary": "narrative", "scanned": []},
    "_pdf": B,
    "_spec": spec("chennai", patient_name="Priya Raghavan", member_id="FSP-11845-01",
                  policy_number="P/240117/01/2026/011845", age=37, gender="Female", uhid="MBM-25-330871",
                  ip_number="IP/2512/0731", admission_date="2025-12-08", discharge_date="2025-12-10",
                  diagnosis="Acute pyelonephritis, right kidney", procedure=None, procedure_date=None,
                  treating_doctor="Dr. Karthik Subramanian", doctor_qualification="MBBS, MD, DM (Nephrology)",
                  doctor_registration="TNMC 84412", department="Nephrology", room_category="Twin Sharing",
                  room_rate_per_day=4000, bed_number="512-B", bill_number="MBM/IPB/25-26/09214",
                  bill_date="2025-12-10", line_items=b1_lines, _mode="Credit Card",
                  chief_complaints="Fever with chills, right flank pain and burning micturition for 2 days.",
                  course_in_hospital="Temperature 102.4 F, right renal angle tenderness; urine showed pus cells "
                                     "plenty, USG KUB a bulky right kidney without obstruction. IV ceftriaxone and "
                                     "fluids; afebrile after 36 hours; switched to oral antibiotics as per culture.",
                  advice=["Tab. Cefixime 200 mg twice daily for 10 days.", "Drink 3 litres of water a day.",
                          "Repeat urine culture after 2 weeks."]),
})

b2_lines = [
    L("Day Care Ward Charges", "room", 1, 2500, "DCW"),
    L("Surgeon Fees - Phacoemulsification, Right Eye", "surgeon_fees", 1, 28000, "OPH-PH", "right"),
    L("Anaesthetist Fees (peribulbar block)", "doctor_fees", 1, 3500, "ANS"),
    L("Operation Theatre Charges", "ot", 1, 14000, "OT-EYE"),
    L("Multifocal Toric IOL - Right Eye", "implants", 1, 22000, "IOL-MFT", "right"),
    L("Pharmacy - Eye Drops, Tablets", "pharmacy", 1, 3200, "PH"),
    L("OT Consumables - Viscoelastic, Blades, Drapes", "consumables", 1, 2800, "CONS"),
    L("Gloves (sterile, 6 pairs)", "consumables", 1, 450, "GLV"),
    L("Mask (surgical)", "consumables", 1, 150, "MSK"),
    L("Pre-op Investigations - Biometry, Keratometry, OCT, Blood Sugar", "diagnostics", 1, 2400, "INV-EYE"),
]
cases.append({
    "id": "s30-h16-2-c02-cataract-right-eye-list-i-then-50000-cap",
    "scenario": "Cataract of the right eye with a premium multifocal toric lens, Individual plan SI 7.5 lakh, "
                "covered since 2022 (24-month wait served), network hospital. Gloves and a mask are List I items "
                "(Annexure II); the rest is capped at Rs 50,000 per eye per policy year (3.8). No co-payment in the "
                "network.",
    "insurer": "Cholamandalam MS General Insurance Company Limited",
    "product": "Family Suraksha Plus Health Insurance Policy",
    "policy": dict(B_POLICY, policy_id="P/240117/01/2026/013062", schedule={
        "plan": "Individual", "policy_type": "individual", "sum_insured": 750000, "cumulative_bonus": 450000,
        "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly", "zone": None,
        "optional_covers": [],
        "members": [{"member_id": "FSP-13062-01", "name": "Natarajan Velu", "dob": "1961-06-30", "gender": "male",
                     "relationship": "self", "covered_since": "2022-10-01", "declared_ped": ["hypertension"]}],
        "terms": dict(B_IND, cataract_limit={"kind": "amount", "value": 50000})}),
    "claim": {"member_id": "FSP-13062-01", "loss_date": "2026-02-16", "amount_claimed": 79000,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": 50000, "reason_codes": ["NON_PAYABLE_ITEMS", "SUBLIMIT"],
                 "route": "human",
                 "clauses": [
                     "3.8 Cataract: \"Cataract surgery is payable up to Rs 50,000 per eye per policy year, under both "
                     "plans\"",
                     "5.15 f): \"Items listed as not payable in Annexure II\"",
                     "Annexure II: \"Gloves\" / \"Mask\""]},
    "working": [
        "Policy in force 01-10-2025 to 30-09-2026 on 16-02-2026; Natarajan Velu (Individual) covered since "
        "01-10-2022: 40 months, past the 24-month cataract wait (4.2, Annexure I) and the 36-month PED wait "
        "(declared hypertension, unrelated anyway). No exclusion.",
        "Bill lines: Day care ward 2,500; Surgeon (right eye) 28,000; Anaesthetist 3,500; OT 14,000; IOL (right eye) "
        "22,000; Pharmacy 3,200; OT consumables 2,800; Gloves 450; Mask 150; Investigations 2,400. Sum 79,000 = bill "
        "total = amount claimed.",
        "Step 1: List I (Annexure II): Gloves 450 + Mask 150 = 600 dropped -> 78,400.",
        "Step 2: day care ward 2,500 against 2% of 7,50,000 = 15,000/day: no deduction; no ICU.",
        "Step 3: cataract sublimit Rs 50,000 per eye per policy year, first cataract claim this year -> 78,400 capped "
        "at 50,000.",
        "Step 4: network hospital -> co-pay Nil. Step 5: no deductible. Step 6: SI 7,50,000 + CB 4,50,000 available.",
        "Payable 50,000 < claimed 79,000 -> partial, to an adjuster."],
    "layouts": {"bill": "tabular", "discharge_summary": "narrative", "scanned": ["bill"]},
    "_pdf": B,
    "_spec": spec("coimbatore", patient_name="Natarajan Velu", member_id="FSP-13062-01",
                  policy_number="P/240117/01/2026/013062", age=64, gender="Male", uhid="KEF-26-015532",
                  ip_number="DC/2602/0188", admission_date="2026-02-16", discharge_date="2026-02-16",
                  diagnosis="Senile cortical cataract with corneal astigmatism, right eye",
                  procedure="Phacoemulsification with multifocal toric IOL implantation, right eye",
                  procedure_date="2026-02-16", treating_doctor="Dr. Lakshmi Narayanan",
                  doctor_qualification="MBBS, DO, DNB (Ophthalmology)", doctor_registration="TNMC 70231",
                  department="Ophthalmology", room_category="Day Care Ward", room_rate_per_day=2500,
                  bed_number="DCW-6", bill_number="KEF/IPB/25-26/02671", bill_date="2026-02-16",
                  line_items=b2_lines, _mode="NEFT",
                  chief_complaints="Blurred vision and glare in the right eye for one year.",
                  course_in_hospital="Right eye BCVA 6/24 with 2.25 D corneal astigmatism. Phacoemulsification with "
                                     "multifocal toric IOL under peribulbar block; uneventful; discharged the same "
                                     "evening.",
                  advice=["Prednisolone-moxifloxacin eye drops 4 times a day for 4 weeks.",
                          "Avoid water in the eye for 2 weeks.", "Review on 23-02-2026."]),
})

b3_lines = [
    L("Room Charges - Single Private Room", "room", 6, 5500, "R-SPR"),
    L("Consultation - Psychiatrist", "doctor_fees", 6, 1500, "C-PSY"),
    L("Pharmacy - Benzodiazepines, Thiamine, IV Fluids", "pharmacy", 1, 9800, "PH-IP"),
    L("Investigations - LFT, GGT, Serum Electrolytes, CBC", "diagnostics", 1, 4350, "INV-1"),
    L("Psychotherapy & Counselling Sessions", "other", 4, 2000, "PSY-C"),
]
cases.append({
    "id": "s30-h16-2-c03-alcohol-detoxification-excl12",
    "scenario": "Floater Plus SI 10 lakh, member covered since 2021: six-day in-patient alcohol detoxification at "
                "a de-addiction centre for alcohol dependence syndrome with withdrawal. Treatment for alcoholism "
                "and its consequences is a permanent exclusion (5.9, Code- Excl12); deny, to the CRC.",
    "insurer": "Cholamandalam MS General Insurance Company Limited",
    "product": "Family Suraksha Plus Health Insurance Policy",
    "policy": dict(B_POLICY, policy_id="P/240117/01/2026/009377", schedule={
        "plan": "Floater Plus", "policy_type": "floater", "sum_insured": 1000000, "cumulative_bonus": 800000,
        "copay_percent": 0, "deductible": 0, "claims_paid_this_year": 0, "premium_mode": "yearly", "zone": None,
        "optional_covers": [],
        "members": [{"member_id": "FSP-9377-01", "name": "Senthil Kumar Pandian", "dob": "1976-01-17",
                     "gender": "male", "relationship": "self", "covered_since": "2021-10-01", "declared_ped": []},
                    {"member_id": "FSP-9377-02", "name": "Revathi Senthil", "dob": "1980-05-02",
                     "gender": "female", "relationship": "spouse", "covered_since": "2021-10-01",
                     "declared_ped": []}],
        "terms": B_FLT}),
    "claim": {"member_id": "FSP-9377-01", "loss_date": "2026-01-05", "amount_claimed": 64150,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["EXCLUDED_TREATMENT"],
                 "exclusion_code": "Excl12", "route": "crc",
                 "clauses": [
                     "5.9 Alcoholism and substance abuse (Code- Excl12): \"Treatment for, Alcoholism, drug or "
                     "substance abuse or any addictive condition and consequences thereof.\""]},
    "working": [
        "Policy in force 01-10-2025 to 30-09-2026 on 05-01-2026; Senthil Kumar Pandian is in the Floater Plus "
        "schedule, covered since 01-10-2021; no waiting period applies.",
        "Diagnosis: alcohol dependence syndrome with withdrawal; treatment: in-patient detoxification and "
        "counselling -> 5.9 (Code- Excl12) excludes treatment for alcoholism and its consequences.",
        "Bill lines: Room (single private) 6 x 5,500 = 33,000; Psychiatrist 6 x 1,500 = 9,000; Pharmacy 9,800; "
        "Investigations 4,350; Counselling 4 x 2,000 = 8,000. Sum 64,150 = bill total = amount claimed.",
        "Hard stop EXCLUDED_TREATMENT (Excl12): payable 0 -> deny, to the CRC."],
    "layouts": {"bill": "itemised_grouped", "discharge_summary": "classic", "scanned": ["discharge_summary"]},
    "_pdf": B,
    "_spec": spec("madurai", patient_name="Senthil Kumar Pandian", member_id="FSP-9377-01",
                  policy_number="P/240117/01/2026/009377", age=49, gender="Male", uhid="MMP-26-000917",
                  ip_number="IP/2601/0044", admission_date="2026-01-05", discharge_date="2026-01-11",
                  diagnosis="Alcohol dependence syndrome with uncomplicated withdrawal state (F10.3)",
                  procedure="In-patient detoxification", procedure_date="2026-01-05",
                  treating_doctor="Dr. Meenakshi Sundaram", doctor_qualification="MBBS, MD (Psychiatry)",
                  doctor_registration="TNMC 66105", department="Psychiatry & De-addiction",
                  room_category="Single Private Room", room_rate_per_day=5500, bed_number="DA-7",
                  bill_number="MMP/IPB/25-26/04410", bill_date="2026-01-11", line_items=b3_lines, _mode="UPI",
                  chief_complaints="Tremors, sweating and sleeplessness after stopping alcohol 2 days ago; daily "
                                   "drinking for 12 years.",
                  course_in_hospital="CIWA-Ar score 18 on admission. Symptom-triggered lorazepam, IV thiamine and "
                                     "fluids; withdrawal settled by day 4. Motivational counselling and relapse-"
                                     "prevention sessions; family counselled.",
                  advice=["Tab. Naltrexone 50 mg once daily.", "Attend the de-addiction follow-up group weekly.",
                          "Review in psychiatry OPD on 25-01-2026."]),
})


def verify_clause_quotes(case):
    pl, pm = pages(str(HERE / (case["_pdf"] + ".pdf")))
    whole_pl, whole_pm = " ".join(pl), " ".join(pm)
    bad = 0
    for c in case["expected"]["clauses"]:
        for q in re.findall(r'"([^"]+)"', c):
            if norm(q) not in whole_pl or norm(q) not in whole_pm:
                print("QUOTE NOT IN WORDING", case["id"], q)
                bad += 1
    return bad


def main():
    bad = 0
    for case in cases:
        s = ClaimDocumentSpec.model_validate(case["_spec"])
        total = s.line_items_total
        assert s.total_matches_lines
        if total != case["claim"]["amount_claimed"]:
            print("AMOUNT", case["id"], "lines", total, "claimed", case["claim"]["amount_claimed"])
            bad += 1
        bad += verify_clause_quotes(case)
        folder = HERE / "claims" / case["id"]
        lay = case["layouts"]
        write_claim_documents(s, folder, DocumentLayouts(bill=lay["bill"], discharge_summary=lay["discharge_summary"],
                                                         scanned=frozenset(lay["scanned"])))
        out = {k: v for k, v in case.items() if not k.startswith("_")}
        (folder / "case.json").write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(case["id"], total, case["expected"]["decision"], case["expected"]["payable_amount"])
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
