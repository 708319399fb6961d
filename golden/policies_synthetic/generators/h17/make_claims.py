# -*- coding: utf-8 -*-
"""Six hand-computed claim cases (3 per h17 wording), documents rendered with clausetrail.synthetic.

Run: PYTHONPATH=/work/main/layers /work/main/.venv/bin/python make_claims.py
Cases rendered with clausetrail.synthetic.render keep claim_spec.json; the two cases that need a GST/discount
row or a bill printed over two pages use clausetrail.synthetic.layouts (same package) and keep truth.json.
"""
import json
import os
import sys
from datetime import date

from clausetrail.synthetic.claim_spec import BillLine, ClaimDocumentSpec, Hospital, PaymentReceipt
from clausetrail.synthetic.render import render_bill, render_discharge_summary
from clausetrail.synthetic.layouts.family import FAMILY_BY_NAME
from clausetrail.synthetic.layouts.truth import ClaimTruth, TruthLine
from clausetrail.synthetic.layouts.bill import render_bill as lay_bill
from clausetrail.synthetic.layouts.summary import render_summary as lay_summary

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from qcheck import pages, norm  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "claims")
DOC_A = "RelianceGeneral_Health-Kavach_RELHLIP26031V012526.pdf"
DOC_B = "UniversalSompo_Sampoorna-Super-Top-Up_UNIHLIP24015V012324.pdf"
UIN_A = "RELHLIP26031V012526"
UIN_B = "UNIHLIP24015V012324"

H1 = Hospital(name="Sankalp Superspeciality Hospital", address_lines=("12 Ring Road, Adajan", "Surat - 395009", "Gujarat"),
              phone="0261-274 1100", email="billing@sankalphospital.in", gstin="24AAHCS3390D1ZP",
              registration_number="GJ/SRT/CEA/2018/00417", rohini_id="8900080345128", pan="AAHCS3390D",
              accreditation="NABH Accredited (H-2019-0551)")
H2 = Hospital(name="Meenakshi Eye & General Hospital", address_lines=("88 Anna Salai, Teynampet", "Chennai - 600018", "Tamil Nadu"),
              phone="044-2434 7700", email="accounts@meenakshihospital.in", gstin="33AAGCM5521L1ZK",
              registration_number="TN/CHN/CEA/2017/02231", rohini_id="8900080561437", pan="AAGCM5521L",
              accreditation="NABH Entry Level Certified")
H3 = Hospital(name="Capital Heart & Multispeciality Institute", address_lines=("B-4 Safdarjung Enclave", "New Delhi - 110029", "Delhi"),
              phone="011-4605 2200", email="ipd.billing@capitalheart.in", gstin="07AABCC8812Q1Z5",
              registration_number="DL/DGHS/NH/2015/0932", rohini_id="8900080998214", pan="AABCC8812Q",
              accreditation="NABH Accredited (H-2016-0288)")
H4 = Hospital(name="Shree Ganesh Surgical Hospital", address_lines=("Survey No. 41, Baner Road", "Pune - 411045", "Maharashtra"),
              phone="020-2729 3300", email="tpa@shreeganeshhospital.in", gstin="27AAJCS6610B1ZW",
              registration_number="PMC/BNHRA/2016/1184", rohini_id="8900080221876", pan="AAJCS6610B",
              accreditation="NABH Accredited (H-2020-0713)")


def bl(desc, cat, qty, rate, code=None, eye=None):
    return BillLine(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, service_code=code, eye=eye)


def tl(desc, cat, qty, rate, d=None):
    return TruthLine(description=desc, category=cat, qty=qty, rate=rate, amount=qty * rate, service_date=d)


def check_clauses(doc, clauses):
    """Every quoted piece (between double quotes) of the clauses must be in the wording's text."""
    import re
    txt = " ".join(p[0] + " " + p[1] for p in pages(os.path.join(HERE, doc)))
    bad = []
    for c in clauses:
        for q in re.findall(r'"([^"]+)"', c):
            if norm(q) not in txt:
                bad.append(q)
    return bad


def write_case(case, docs, spec_name, spec_json):
    folder = os.path.join(OUT, case["id"])
    os.makedirs(folder, exist_ok=True)
    for name, data in docs.items():
        open(os.path.join(folder, name), "wb").write(data)
    open(os.path.join(folder, spec_name), "w").write(spec_json)
    json.dump(case, open(os.path.join(folder, "case.json"), "w"), indent=2, ensure_ascii=False)
    bad = check_clauses(case["policy"]["document"], case["expected"]["clauses"])
    total = case["_check_total"]
    del case["_check_total"]
    json.dump(case, open(os.path.join(folder, "case.json"), "w"), indent=2, ensure_ascii=False)
    print(case["id"], case["expected"]["decision"], case["expected"]["payable_amount"], "bill", total,
          "claimed", case["claim"]["amount_claimed"], "BAD CLAUSES: %s" % bad if bad else "clauses ok")
    return bad


def policy_a(pid, frm, to, si, members, terms):
    return {"document": DOC_A, "policy_id": pid, "uin": UIN_A, "effective_from": frm, "effective_to": to,
            "schedule": {"plan": None, "policy_type": "individual", "sum_insured": si, "cumulative_bonus": 0,
                         "copay_percent": terms["copay"]["percent"], "deductible": 0, "claims_paid_this_year": 0,
                         "premium_mode": "yearly", "zone": None, "optional_covers": [], "members": members,
                         "terms": terms}}


def policy_b(pid, frm, to, si, ded, members):
    return {"document": DOC_B, "policy_id": pid, "uin": UIN_B, "effective_from": frm, "effective_to": to,
            "schedule": {"plan": None, "policy_type": "individual", "sum_insured": si, "cumulative_bonus": 0,
                         "copay_percent": 0, "deductible": ded, "claims_paid_this_year": 0,
                         "premium_mode": "yearly", "zone": None, "optional_covers": [], "members": members}}


def terms_a(band):
    t = {300000: (3000, 6000, 1500, 25000), 500000: (5000, 10000, 2000, 40000)}
    if band in t:
        r, i, a, c = t[band]
        return {"room_rent_limit": {"kind": "amount_per_day", "value": r},
                "icu_limit": {"kind": "amount_per_day", "value": i},
                "ambulance_limit": {"kind": "amount", "value": a},
                "cataract_limit": {"kind": "amount", "value": c}}
    return {"room_rent_limit": {"kind": "room_category", "value": "Single private room"},
            "icu_limit": {"kind": "no_limit", "value": None},
            "ambulance_limit": {"kind": "amount", "value": 3000},
            "cataract_limit": {"kind": "amount", "value": 60000}}


bad = []

# ------------------------------------------------------------------------------------------------------
# A1 clean: pneumonia, SI 5 lakh, room within Rs 5,000/day; long itemised bill over two pages (layouts)
# ------------------------------------------------------------------------------------------------------
adm, dis = date(2025, 10, 14), date(2025, 10, 18)
lines = [
    tl("Room Rent - Single AC Room", "room", 4, 4200, adm),
    tl("Nursing Charges", "nursing", 4, 700, adm),
    tl("Consultation - Dr. Pulmonologist (Daily Visit)", "doctor_fees", 4, 1200, adm),
    tl("Consultation - Physician (Cross Referral)", "doctor_fees", 1, 1000, date(2025, 10, 15)),
    tl("Inj. Piperacillin-Tazobactam 4.5 g", "pharmacy", 12, 585, adm),
    tl("Inj. Azithromycin 500 mg", "pharmacy", 4, 310, adm),
    tl("Inj. Pantoprazole 40 mg", "pharmacy", 4, 62, adm),
    tl("Tab. Paracetamol 650 mg (strip)", "pharmacy", 3, 35, adm),
    tl("Budesonide Respules 0.5 mg", "pharmacy", 16, 48, adm),
    tl("Levolin Respules 0.63 mg", "pharmacy", 16, 22, adm),
    tl("IV Fluid - Normal Saline 500 ml", "pharmacy", 10, 46, adm),
    tl("IV Cannula 20G", "consumables", 2, 180, adm),
    tl("Infusion Set", "consumables", 4, 95, adm),
    tl("Syringes 5 ml / 10 ml (set)", "consumables", 6, 40, adm),
    tl("Complete Blood Count", "diagnostics", 3, 420, adm),
    tl("C-Reactive Protein (Quantitative)", "diagnostics", 2, 650, adm),
    tl("Blood Culture & Sensitivity", "diagnostics", 1, 1450, adm),
    tl("Sputum Culture & Sensitivity", "diagnostics", 1, 1200, adm),
    tl("Serum Procalcitonin", "diagnostics", 1, 2400, adm),
    tl("Liver & Renal Function Tests", "diagnostics", 2, 980, adm),
    tl("Arterial Blood Gas Analysis", "diagnostics", 2, 850, adm),
    tl("X-Ray Chest PA View", "diagnostics", 2, 450, adm),
    tl("HRCT Thorax", "diagnostics", 1, 4800, date(2025, 10, 15)),
    tl("Physiotherapy - Chest", "other", 3, 500, date(2025, 10, 16)),
]
total = sum(l.amount for l in lines)
truth = ClaimTruth(set_id="s30e-h17-a1", family="multipage_unruled", seed=0, hospital=H1.name, hospital_city="Surat",
                   patient_title="Mr.", patient_name="Hitesh Navinchandra Desai", age=44, gender="Male",
                   uhid="UH516204", ip_number="IPD-55831", bill_number="SSH/IP/2025-26/04417", bill_date=dis,
                   admission_date=adm, discharge_date=dis,
                   diagnosis="Community acquired pneumonia, right lower lobe", icd_code="J18.1", procedure=None,
                   treating_doctor="Dr. Kaushal Trivedi", room_category="Single AC Room", room_rate_per_day=4200,
                   room_days=4, icu_rate_per_day=None, icu_days=0, line_items=tuple(lines), bill_total=total)
assert not truth.problems(), truth.problems()
fam = FAMILY_BY_NAME["multipage_unruled"]
docs = {"bill.pdf": lay_bill(truth, fam), "discharge_summary.pdf": lay_summary(truth, fam)}
rr = 4200 + 700
case = {
    "id": "s30e-h17-a1-pneumonia-clean-two-page-bill",
    "scenario": "Health Kavach, SI Rs 5 lakh, member on cover since 2021. Community acquired pneumonia, 4 days in a single AC room at Rs 4,200 + nursing Rs 700 a day (Rs 4,900, under the Rs 5,000/day band limit). 24-line itemised bill printed over two pages with carried-forward totals. Entry age 40: no co-pay. Paid in full.",
    "insurer": "Reliance General Insurance Company Limited", "product": "Health Kavach Policy",
    "policy": policy_a("P/281504/01/2026/004417", "2025-07-01", "2026-06-30", 500000,
                       [{"member_id": "HK-2815-04417-01", "name": "Hitesh Navinchandra Desai", "dob": "1981-05-19",
                         "gender": "male", "relationship": "self", "covered_since": "2021-07-01", "declared_ped": []}],
                       dict(terms_a(500000), copay={"percent": 0, "condition": None})),
    "claim": {"member_id": "HK-2815-04417-01", "loss_date": adm.isoformat(), "amount_claimed": total,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "approve", "payable_amount": total, "reason_codes": [], "route": "human",
                 "clauses": ["3.1 a): \"room, boarding and nursing expenses as provided by the Hospital, up to the 'Room rent per day' shown against the Sum Insured in Table 1\"",
                             "Table 1: \"Rs. 5,00,000 Rs. 5,000 Rs. 10,000 Rs. 2,000 Rs. 40,000\"",
                             "3.14: \"No co-payment applies to an Insured Person who entered the Policy at 60 years of age or below\""]},
    "working": [
        "Policy in force 01-07-2025 to 30-06-2026; loss (admission) 14-10-2025. Member covered since 01-07-2021 (over 4 years): 30-day, 24-month and 36-month waits all served; pneumonia is not a listed condition and no PED declared; no exclusion.",
        "Bill: 24 lines, sum %s = printed total (two pages, 'carried forward' rows are not items)." % format(total, ","),
        "Step 1: no IRDAI List I item (chest physiotherapy is a medical service).",
        "Step 2: SI band Rs 5,00,000 -> room rent limit Rs 5,000/day (room, boarding and nursing). Room 4,200 + nursing 700 = 4,900/day <= 5,000 -> no proportionate deduction. No ICU.",
        "Step 3: no sublimit (no cataract, ambulance or modern treatment). Step 4: entry age 40 (dob 19-05-1981, first cover 01-07-2021) -> co-pay 0. Step 5: no deductible. Step 6: SI 5,00,000, nothing paid this year.",
        "Payable %s = claimed -> approve; above Rs 25,000 so routed to a person." % format(total, ","),
    ],
    "layouts": {"bill": "layouts:multipage_unruled (2 pages)", "discharge_summary": "layouts:multipage_unruled", "scanned": []},
    "_check_total": total,
}
bad += write_case(case, docs, "truth.json", truth.model_dump_json(indent=2))

# ------------------------------------------------------------------------------------------------------
# A2 partial: dengue with ICU above Rs 6,000 cap (SI 3 lakh), entry age 63 -> 20% co-pay; GST + discount rows
# ------------------------------------------------------------------------------------------------------
adm, dis = date(2025, 11, 3), date(2025, 11, 8)
lines = [
    tl("ICU Charges", "icu", 2, 8500, adm),
    tl("Room Charges - Twin Sharing", "room", 3, 2800, date(2025, 11, 5)),
    tl("Consultation - Physician", "doctor_fees", 5, 1000, adm),
    tl("Pharmacy & Medicines", "pharmacy", 1, 16240, dis),
    tl("Medical Consumables", "consumables", 1, 3960, dis),
    tl("Laboratory Investigations (CBC x 8, NS1, Dengue IgM)", "diagnostics", 1, 7350, dis),
    tl("USG Abdomen & Chest X-Ray", "diagnostics", 1, 2600, date(2025, 11, 4)),
]
total = sum(l.amount for l in lines)
truth = ClaimTruth(set_id="s30e-h17-a2", family="deposit_gst_discount", seed=0, hospital=H2.name, hospital_city="Chennai",
                   patient_title="Mrs.", patient_name="Lakshmi Venkataraman", age=64, gender="Female",
                   uhid="UH771093", ip_number="IPD-40622", bill_number="MEGH/IPB/25-26/09214", bill_date=dis,
                   admission_date=adm, discharge_date=dis,
                   diagnosis="Dengue fever with warning signs and severe thrombocytopenia", icd_code="A97.1", procedure=None,
                   treating_doctor="Dr. R. Srinivasan", room_category="Twin Sharing", room_rate_per_day=2800,
                   room_days=3, icu_rate_per_day=8500, icu_days=2, line_items=tuple(lines), bill_total=total,
                   discount=1000, advance_paid=20000, gst_included=8400 * 5 // 105)
assert not truth.problems(), truth.problems()
fam = FAMILY_BY_NAME["deposit_gst_discount"]
docs = {"bill.pdf": lay_bill(truth, fam), "discharge_summary.pdf": lay_summary(truth, fam)}
after_icu = total - 2 * (8500 - 6000)
pay = round(after_icu * 0.8)
case = {
    "id": "s30e-h17-a2-dengue-icu-cap-senior-copay-gst-discount",
    "scenario": "Health Kavach, SI Rs 3 lakh (band limits: room Rs 3,000/day, ICU Rs 6,000/day). Member first insured at age 63 (20% co-pay for entry age 61+). Dengue with thrombocytopenia: 2 ICU days at Rs 8,500, then 3 twin-sharing days at Rs 2,800. The bill prints a 'GST included' note, a discount and a deposit below the total; none of them is a charge line.",
    "insurer": "Reliance General Insurance Company Limited", "product": "Health Kavach Policy",
    "policy": policy_a("P/330721/01/2026/009214", "2025-07-01", "2026-06-30", 300000,
                       [{"member_id": "HK-3307-09214-01", "name": "Lakshmi Venkataraman", "dob": "1961-03-10",
                         "gender": "female", "relationship": "self", "covered_since": "2024-07-01", "declared_ped": []}],
                       dict(terms_a(300000), copay={"percent": 20, "condition": "entry age 61 years or more"})),
    "claim": {"member_id": "HK-3307-09214-01", "loss_date": adm.isoformat(), "amount_claimed": total,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": pay, "reason_codes": ["ICU_LIMIT", "COPAY"], "route": "human",
                 "clauses": ["Table 1: \"Rs. 3,00,000 Rs. 3,000 Rs. 6,000 Rs. 1,500 Rs. 25,000\"",
                             "3.1.1: \"ICU charges above the ICU per day limit in Table 1 are not payable for the excess; no other item of the bill is reduced because of the ICU limit.\"",
                             "3.14: \"An Insured Person whose Entry Age is 61 years or more shall bear 20% of each and every admissible claim under this Policy\""]},
    "working": [
        "Policy in force 01-07-2025 to 30-06-2026; loss 03-11-2025. Covered since 01-07-2024 (16 months): 30-day wait served; dengue is neither a listed condition nor a declared PED; no exclusion.",
        "Bill lines: ICU 2 x 8,500 = 17,000; Room twin sharing 3 x 2,800 = 8,400; Consultation 5 x 1,000 = 5,000; Pharmacy 16,240; Consumables 3,960; Lab 7,350; USG/X-ray 2,600. Sum %s = bill total. Printed below the total and not items: 'GST included in above (5%% on room rent)' 400, 'Less: Discount' 1,000, deposit 20,000. The SPEC section 7 steps start from the charge lines; the hospital discount is not a rule step, so the admissible amount is worked on the charges (total %s)." % (format(total, ","), format(total, ",")),
        "Step 1: no List I item.",
        "Step 2: SI 3,00,000 band -> room limit 3,000/day: twin sharing 2,800 <= 3,000, no proportionate deduction. ICU limit 6,000/day: billed 8,500 x 2; excess 2 x 2,500 = 5,000 not payable (no proportionate deduction elsewhere, 3.1.1) -> %s." % format(after_icu, ","),
        "Step 3: no sublimit. Step 4: entry age 63 (dob 10-03-1961, first cover 01-07-2024) -> 20%% co-pay: %s x 80%% = %s." % (format(after_icu, ","), format(pay, ",")),
        "Step 5: no deductible. Step 6: SI 3,00,000 available. Payable %s < claimed %s -> partial." % (format(pay, ","), format(total, ",")),
    ],
    "layouts": {"bill": "layouts:deposit_gst_discount", "discharge_summary": "layouts:deposit_gst_discount", "scanned": []},
    "_check_total": total,
}
bad += write_case(case, docs, "truth.json", truth.model_dump_json(indent=2))

# ------------------------------------------------------------------------------------------------------
# A3 deny: cataract inside the 24-month specified-disease wait (SI 10 lakh)
# ------------------------------------------------------------------------------------------------------
adm = dis = date(2026, 2, 10)
lines = (bl("Phacoemulsification - Right Eye (Surgeon Fees)", "surgeon_fees", 1, 18000, "OPH21", "right"),
         bl("Anaesthetist Fees", "doctor_fees", 1, 3500, "ANS01"),
         bl("Operation Theatre Charges", "ot", 1, 7500, "OT002"),
         bl("Foldable Hydrophobic IOL - Right Eye", "implants", 1, 14500, "IMP33", "right"),
         bl("Pharmacy & Eye Drops", "pharmacy", 1, 2350, "PH001"),
         bl("Consumables (Viscoelastic, Drapes)", "consumables", 1, 1850, "CS001"),
         bl("Pre-operative Investigations (Biometry, A-Scan, Blood Tests)", "diagnostics", 1, 2900, "LAB07"),
         bl("Day Care Bed Charges", "room", 1, 1500, "RM010"))
total = sum(l.amount for l in lines)
spec = ClaimDocumentSpec(hospital=H2, patient_name="Subramanian Krishnaswamy", member_id="HK-4410-02318-01",
                         policy_number="P/441092/01/2026/002318", age=58, gender="Male", uhid="MEGH-26-011873",
                         ip_number="DC/2602/0117", admission_date=adm, discharge_date=dis,
                         diagnosis="Senile immature cataract, right eye", procedure="Phacoemulsification with foldable IOL implantation, right eye",
                         procedure_date=adm, treating_doctor="Dr. Anitha Raghavan", doctor_qualification="MBBS, MS (Ophthalmology)",
                         doctor_registration="TNMC 78214", department="Ophthalmology", room_category="Day Care",
                         room_rate_per_day=1500, bed_number="DC-07", bill_number="MEGH/DC/25-26/11873", bill_date=dis,
                         line_items=lines, bill_total=total,
                         payment=PaymentReceipt(receipt_number="RCPT/26/04471", receipt_date=dis, amount=total, mode="UPI", reference="UPI/604118837215"),
                         chief_complaints="Gradual painless diminution of vision in the right eye for 8 months.",
                         course_in_hospital="Uneventful phacoemulsification with IOL under topical anaesthesia. Discharged the same day.",
                         advice=("Moxifloxacin-prednisolone eye drops six times a day.", "Review after 1 week."))
docs = {"bill.pdf": render_bill(spec, "compact"), "discharge_summary.pdf": render_discharge_summary(spec, "narrative")}
case = {
    "id": "s30e-h17-a3-cataract-within-24m-deny",
    "scenario": "Health Kavach, SI Rs 10 lakh, first policy from 01-12-2024 (renewed 01-12-2025). Right-eye phacoemulsification on 10-02-2026, 14 months after first cover: cataract is listed condition 1 of the 24-month specified-disease wait (4.2, Excl02), not accident-related.",
    "insurer": "Reliance General Insurance Company Limited", "product": "Health Kavach Policy",
    "policy": policy_a("P/441092/01/2026/002318", "2025-12-01", "2026-11-30", 1000000,
                       [{"member_id": "HK-4410-02318-01", "name": "Subramanian Krishnaswamy", "dob": "1967-08-02",
                         "gender": "male", "relationship": "self", "covered_since": "2024-12-01", "declared_ped": []}],
                       dict(terms_a(1000000), copay={"percent": 0, "condition": None})),
    "claim": {"member_id": "HK-4410-02318-01", "loss_date": adm.isoformat(), "amount_claimed": total,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["SPECIFIC_DISEASE_WAITING_PERIOD"],
                 "route": "crc", "exclusion_code": "Excl02",
                 "clauses": ["4.2 (Excl02): \"shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.\"",
                             "4.2 f) list item 1: \"Cataract\""]},
    "working": [
        "Policy in force 01-12-2025 to 30-11-2026; loss 10-02-2026. Member covered since 01-12-2024; the 24-month specified-disease wait is served on 01-12-2026.",
        "Diagnosis senile cataract, right eye; no accident. Cataract is item 1 of the 4.2 list -> SPECIFIC_DISEASE_WAITING_PERIOD (Excl02). Claim refused, payable 0, to the Claims Review Committee.",
        "(Had the wait been served: SI 10 lakh band cataract limit Rs 60,000 per eye; the bill of %s would have been within it.)" % format(total, ","),
    ],
    "layouts": {"bill": "compact", "discharge_summary": "narrative", "scanned": []},
    "_check_total": total,
}
bad += write_case(case, docs, "claim_spec.json", spec.model_dump_json(indent=2))

# ------------------------------------------------------------------------------------------------------
# B1 clean: acute MI with PTCA, super top-up SI 10 lakh, aggregate deductible 3 lakh, first claim of the year
# ------------------------------------------------------------------------------------------------------
adm, dis = date(2025, 12, 6), date(2025, 12, 11)
lines = (bl("CCU Charges", "icu", 2, 12000, "ICU01"),
         bl("Room Charges - Single Private Room", "room", 3, 7500, "RM003"),
         bl("Nursing Charges", "nursing", 5, 1200, "NUR01"),
         bl("Consultation - Cardiologist", "doctor_fees", 5, 2000, "CON04"),
         bl("Interventional Cardiologist Fees - PTCA", "surgeon_fees", 1, 60000, "SUR18"),
         bl("Cath Lab Charges", "ot", 1, 85000, "OT006"),
         bl("Drug Eluting Coronary Stent", "implants", 2, 31500, "IMP08"),
         bl("Pharmacy & Medicines", "pharmacy", 1, 48300, "PH001"),
         bl("Cath Lab Consumables (Guide Wire, Balloon, Sheath)", "consumables", 1, 36750, "CS004"),
         bl("Laboratory Investigations (Troponin, Lipid Profile, CBC, RFT)", "diagnostics", 1, 14200, "LAB01"),
         bl("2D Echocardiography & ECG", "diagnostics", 1, 9800, "RAD05"))
total = sum(l.amount for l in lines)
ded = 300000
spec = ClaimDocumentSpec(hospital=H3, patient_name="Rajiv Malhotra", member_id="SST-7702-1168-01",
                         policy_number="P/770213/01/2026/001168", age=57, gender="Male", uhid="CHMI-25-448120",
                         ip_number="IP/2512/0342", admission_date=adm, discharge_date=dis,
                         diagnosis="Acute anterior wall ST-elevation myocardial infarction", procedure="Primary PTCA with two drug eluting stents to LAD",
                         procedure_date=adm, treating_doctor="Dr. Vikram Sehgal", doctor_qualification="MBBS, MD, DM (Cardiology)",
                         doctor_registration="DMC 24518", department="Cardiology", room_category="Single Private Room",
                         room_rate_per_day=7500, bed_number="CCU-3 / 512", bill_number="CHMI/IPB/25-26/18841", bill_date=dis,
                         line_items=lines, bill_total=total,
                         chief_complaints="Severe retrosternal chest pain radiating to the left arm for 2 hours, with sweating.",
                         course_in_hospital="Taken up for primary PTCA; two DES deployed in proximal LAD. Monitored in CCU for 48 hours, then shifted to room. Uneventful recovery.",
                         advice=("Dual antiplatelets and statin as prescribed.", "Cardiac rehabilitation; review in cardiology OPD after 10 days."))
docs = {"bill.pdf": render_bill(spec, "itemised_grouped"), "discharge_summary.pdf": render_discharge_summary(spec, "classic")}
case = {
    "id": "s30e-h17-b1-stemi-ptca-above-aggregate-deductible-clean",
    "scenario": "Sampoorna Super Top-Up, SI Rs 10 lakh, aggregate deductible Rs 3 lakh, on cover since 2023. First hospitalisation of the policy year: primary PTCA for an acute MI. Room and ICU have no limit; no co-pay. The claimant asks this policy for the bill less the deductible, which is paid in full.",
    "insurer": "Universal Sompo General Insurance Company Limited", "product": "Sampoorna Super Top-Up Policy",
    "policy": policy_b("P/770213/01/2026/001168", "2025-08-01", "2026-07-31", 1000000, ded,
                       [{"member_id": "SST-7702-1168-01", "name": "Rajiv Malhotra", "dob": "1968-04-23", "gender": "male",
                         "relationship": "self", "covered_since": "2023-08-01", "declared_ped": []}]),
    "claim": {"member_id": "SST-7702-1168-01", "loss_date": adm.isoformat(), "amount_claimed": total - ded,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "approve", "payable_amount": total - ded, "reason_codes": [], "route": "human",
                 "clauses": ["C.3 (i): \"there is no limit on room rent or room category under this Policy\"",
                             "Part A: \"to pay the admissible Medical Expenses of the Insured Persons that exceed the Aggregate Deductible in a Policy Year, up to the Sum Insured\"",
                             "C.13: \"No Co-payment applies to claims under this Policy.\""]},
    "working": [
        "Policy in force 01-08-2025 to 31-07-2026; loss 06-12-2025. Covered since 01-08-2023: all waits served; MI not declared PED, not a listed condition; no exclusion.",
        "Bill lines: CCU 2 x 12,000 = 24,000; Room 3 x 7,500 = 22,500; Nursing 5 x 1,200 = 6,000; Cardiologist 5 x 2,000 = 10,000; PTCA fees 60,000; Cath lab 85,000; DES 2 x 31,500 = 63,000; Pharmacy 48,300; Consumables 36,750; Lab 14,200; Echo/ECG 9,800. Sum %s = bill total." % format(total, ","),
        "Step 1: no List I item. Step 2: room and ICU at actuals (no limit). Step 3: no sublimit (no ambulance billed). Step 4: no co-pay.",
        "Step 5: aggregate deductible 3,00,000, first claim of the policy year (nothing counted yet): %s - 3,00,000 = %s." % (format(total, ","), format(total - ded, ",")),
        "Step 6: SI 10,00,000 available. amount_claimed is the bill less the deductible (SPEC section 8, top-up) = %s; payable = claimed -> approve; above Rs 25,000, to a person. The deductible is applied but does not reduce what was claimed." % format(total - ded, ","),
    ],
    "layouts": {"bill": "itemised_grouped", "discharge_summary": "classic", "scanned": []},
    "_check_total": total,
}
bad += write_case(case, docs, "claim_spec.json", spec.model_dump_json(indent=2))

# ------------------------------------------------------------------------------------------------------
# B2 partial: perforated appendix, List I items + ambulance cap, then aggregate deductible 2 lakh (SI 5 lakh)
# ------------------------------------------------------------------------------------------------------
adm, dis = date(2026, 1, 9), date(2026, 1, 16)
lines = (bl("Room Charges - Single Room", "room", 7, 6500, "RM002"),
         bl("Nursing Charges", "nursing", 7, 900, "NUR01"),
         bl("Surgeon Fees - Laparoscopic Appendicectomy", "surgeon_fees", 1, 65000, "SUR04"),
         bl("Anaesthetist Fees", "doctor_fees", 1, 19500, "ANS01"),
         bl("Operation Theatre Charges", "ot", 1, 42000, "OT001"),
         bl("Consultation - General Surgeon", "doctor_fees", 7, 1500, "CON02"),
         bl("Pharmacy & Medicines", "pharmacy", 1, 58640, "PH001"),
         bl("Medical Consumables", "consumables", 1, 21380, "CS001"),
         bl("Laboratory Investigations", "diagnostics", 1, 16420, "LAB01"),
         bl("CT Abdomen & USG", "diagnostics", 1, 11600, "RAD02"),
         bl("Ambulance Charges", "ambulance", 1, 4200, "AMB01"),
         bl("Attendant Charges", "other", 7, 300, "OTH04"),
         bl("Laundry Charges", "other", 7, 150, "OTH07"))
total = sum(l.amount for l in lines)
ded = 200000
s1 = total - 7 * 300 - 7 * 150
s3 = s1 - (4200 - 2500)
pay = s3 - ded
spec = ClaimDocumentSpec(hospital=H4, patient_name="Snehal Prakash Kulkarni", member_id="SST-5521-3307-01",
                         policy_number="P/552104/01/2026/003307", age=36, gender="Female", uhid="SGSH-26-02291",
                         ip_number="IP/2601/0088", admission_date=adm, discharge_date=dis,
                         diagnosis="Acute perforated appendicitis with localised peritonitis", procedure="Laparoscopic appendicectomy with peritoneal lavage",
                         procedure_date=adm, treating_doctor="Dr. Amol Deshpande", doctor_qualification="MBBS, MS (General Surgery)",
                         doctor_registration="MMC 2009/03/1187", department="General Surgery", room_category="Single Room",
                         room_rate_per_day=6500, bed_number="305", bill_number="SGSH/IPB/25-26/07761", bill_date=dis,
                         line_items=lines, bill_total=total,
                         payment=PaymentReceipt(receipt_number="SGSH/RC/26/00912", receipt_date=dis, amount=total, mode="NEFT", reference="NEFT/HDFC/26011600418"),
                         chief_complaints="Severe right iliac fossa pain, fever and vomiting for 2 days; brought by ambulance.",
                         course_in_hospital="CT showed perforated appendix. Emergency laparoscopic appendicectomy with lavage. IV antibiotics for 6 days. Recovered well.",
                         advice=("Oral antibiotics for 5 days.", "Suture removal and review after 7 days."))
docs = {"bill.pdf": render_bill(spec, "tabular"), "discharge_summary.pdf": render_discharge_summary(spec, "narrative")}
case = {
    "id": "s30e-h17-b2-appendix-list-i-ambulance-cap-deductible-partial",
    "scenario": "Sampoorna Super Top-Up, SI Rs 5 lakh, aggregate deductible Rs 2 lakh, first claim of the year. Perforated appendicitis, 7 days. Bill includes attendant and laundry charges (IRDAI List I / Annexure II) and a Rs 4,200 ambulance against the Rs 2,500 per-hospitalisation limit. Only admissible expenses count towards the deductible.",
    "insurer": "Universal Sompo General Insurance Company Limited", "product": "Sampoorna Super Top-Up Policy",
    "policy": policy_b("P/552104/01/2026/003307", "2025-08-01", "2026-07-31", 500000, ded,
                       [{"member_id": "SST-5521-3307-01", "name": "Snehal Prakash Kulkarni", "dob": "1989-09-14", "gender": "female",
                         "relationship": "self", "covered_since": "2024-08-01", "declared_ped": []}]),
    "claim": {"member_id": "SST-5521-3307-01", "loss_date": adm.isoformat(), "amount_claimed": total - ded,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "partial", "payable_amount": pay, "reason_codes": ["NON_PAYABLE_ITEMS", "SUBLIMIT", "DEDUCTIBLE"],
                 "route": "human",
                 "clauses": ["C.7: \"are payable up to a maximum of Rs. 2,500/- per hospitalisation\"",
                             "Annexure II: \"attendant and guest charges\"",
                             "B.II.1: \"Only expenses which would be admissible under this Policy count towards the Aggregate Deductible.\""]},
    "working": [
        "Policy in force 01-08-2025 to 31-07-2026; loss 09-01-2026. Covered since 01-08-2024: 30-day wait served; appendicitis is not a listed condition, no PED; no exclusion.",
        "Bill lines: Room 7 x 6,500 = 45,500; Nursing 7 x 900 = 6,300; Surgeon 65,000; Anaesthetist 19,500; OT 42,000; Consultation 7 x 1,500 = 10,500; Pharmacy 58,640; Consumables 21,380; Lab 16,420; CT/USG 11,600; Ambulance 4,200; Attendant 7 x 300 = 2,100; Laundry 7 x 150 = 1,050. Sum %s = bill total." % format(total, ","),
        "Step 1: attendant charges 2,100 and laundry charges 1,050 are IRDAI List I items (Annexure II) -> %s." % format(s1, ","),
        "Step 2: room and ICU without limit in this wording: no deduction.",
        "Step 3: ambulance limit Rs 2,500 per hospitalisation: 4,200 -> 2,500, minus 1,700 -> %s." % format(s3, ","),
        "Step 4: no co-pay. Step 5: aggregate deductible 2,00,000, first claim of the year: %s - 2,00,000 = %s." % (format(s3, ","), format(pay, ",")),
        "Step 6: SI 5,00,000 available. amount_claimed = bill less deductible = %s; payable %s < claimed -> partial." % (format(total - ded, ","), format(pay, ",")),
    ],
    "layouts": {"bill": "tabular", "discharge_summary": "narrative", "scanned": []},
    "_check_total": total,
}
bad += write_case(case, docs, "claim_spec.json", spec.model_dump_json(indent=2))

# ------------------------------------------------------------------------------------------------------
# B3 deny: renal/ureteric stones (PCNL) inside the 24-month specified-disease wait
# ------------------------------------------------------------------------------------------------------
adm, dis = date(2026, 1, 20), date(2026, 1, 25)
lines = (bl("Room Charges - Deluxe Room", "room", 5, 9500, "RM004"),
         bl("Nursing Charges", "nursing", 5, 1100, "NUR01"),
         bl("Surgeon Fees - PCNL with DJ Stenting", "surgeon_fees", 1, 78000, "SUR22"),
         bl("Anaesthetist Fees", "doctor_fees", 1, 22000, "ANS01"),
         bl("Operation Theatre Charges", "ot", 1, 48000, "OT003"),
         bl("Consultation - Urologist", "doctor_fees", 5, 1800, "CON07"),
         bl("DJ Stent", "implants", 1, 8500, "IMP12"),
         bl("Pharmacy & Medicines", "pharmacy", 1, 31960, "PH001"),
         bl("Medical Consumables (Nephroscope sheath, Guide wires)", "consumables", 1, 27400, "CS006"),
         bl("Laboratory Investigations", "diagnostics", 1, 9850, "LAB01"),
         bl("CT KUB & X-Ray KUB", "diagnostics", 1, 12600, "RAD08"))
total = sum(l.amount for l in lines)
ded = 200000
spec = ClaimDocumentSpec(hospital=H1, patient_name="Jignesh Ramanlal Patel", member_id="SST-6630-4410-01",
                         policy_number="P/663021/01/2026/004410", age=47, gender="Male", uhid="SSH-26-00871",
                         ip_number="IP/2601/0153", admission_date=adm, discharge_date=dis,
                         diagnosis="Left renal pelvic calculus (2.4 cm) with hydronephrosis", procedure="Left percutaneous nephrolithotomy (PCNL) with DJ stenting",
                         procedure_date=date(2026, 1, 21), treating_doctor="Dr. Mehul Shah", doctor_qualification="MBBS, MS, MCh (Urology)",
                         doctor_registration="GMC G-31742", department="Urology", room_category="Deluxe Room",
                         room_rate_per_day=9500, bed_number="D-12", bill_number="SSH/IP/2025-26/05102", bill_date=dis,
                         line_items=lines, bill_total=total,
                         chief_complaints="Left flank pain on and off for 3 months, worse for 1 week.",
                         course_in_hospital="CT KUB showed a 2.4 cm left renal pelvic calculus with hydronephrosis. Left PCNL with DJ stenting done on 21-01-2026. Recovery uneventful.",
                         advice=("Plenty of oral fluids.", "DJ stent removal after 4 weeks."))
docs = {"bill.pdf": render_bill(spec, "compact"), "discharge_summary.pdf": render_discharge_summary(spec, "classic")}
case = {
    "id": "s30e-h17-b3-kidney-stone-pcnl-within-24m-deny",
    "scenario": "Sampoorna Super Top-Up, first policy from 01-08-2025, SI Rs 10 lakh, aggregate deductible Rs 2 lakh. Left PCNL for a renal calculus in January 2026, under 6 months from first cover: stones in the kidney are on the 24-month specified-disease list (D.1.2, Excl02). The bill exceeds the deductible; the claim for the excess is refused.",
    "insurer": "Universal Sompo General Insurance Company Limited", "product": "Sampoorna Super Top-Up Policy",
    "policy": policy_b("P/663021/01/2026/004410", "2025-08-01", "2026-07-31", 1000000, ded,
                       [{"member_id": "SST-6630-4410-01", "name": "Jignesh Ramanlal Patel", "dob": "1978-11-02", "gender": "male",
                         "relationship": "self", "covered_since": "2025-08-01", "declared_ped": []}]),
    "claim": {"member_id": "SST-6630-4410-01", "loss_date": adm.isoformat(), "amount_claimed": total - ded,
              "documents": ["bill.pdf", "discharge_summary.pdf"]},
    "expected": {"decision": "deny", "payable_amount": 0, "reason_codes": ["SPECIFIC_DISEASE_WAITING_PERIOD"],
                 "route": "crc", "exclusion_code": "Excl02",
                 "clauses": ["D.1.2 (Excl02): \"shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.\"",
                             "D.1.2 f) item 6: \"Stones in the kidney, ureter, bladder or gall bladder\""]},
    "working": [
        "Policy in force 01-08-2025 to 31-07-2026; loss 20-01-2026. First cover 01-08-2025: the 30-day wait is served (day 172) but the 24-month specified-disease wait runs to 01-08-2027.",
        "Left renal calculus, no accident: item 6 of the D.1.2 list -> SPECIFIC_DISEASE_WAITING_PERIOD (Excl02). Refused, payable 0, to the Claims Review Committee.",
        "Bill %s; amount_claimed = bill less the Rs 2,00,000 deductible = %s (SPEC section 8, top-up)." % (format(total, ","), format(total - ded, ",")),
    ],
    "layouts": {"bill": "compact", "discharge_summary": "classic", "scanned": []},
    "_check_total": total,
}
bad += write_case(case, docs, "claim_spec.json", spec.model_dump_json(indent=2))

print("ALL CLAUSES OK" if not bad else "BAD: %s" % bad)
