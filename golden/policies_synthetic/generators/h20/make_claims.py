# Builds the six h20 claim cases: case.json + bill.pdf + discharge_summary.pdf (+ claim_spec.json / truth.json).
# Run with PYTHONPATH=/work/main/layers
import json, os, sys
from datetime import date
from decimal import Decimal, ROUND_HALF_UP
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec, Hospital, BillLine, PaymentReceipt
from clausetrail.synthetic.render import render_bill, render_discharge_summary
from clausetrail.synthetic.generate import HOSPITALS
from clausetrail.synthetic.layouts import FAMILY_BY_NAME, render_set, ClaimTruth, TruthLine
from qcheck import find
import wording_a, wording_b

OUT = os.path.join(HERE, 'claims')
PDF_A = os.path.join(HERE, wording_a.STEM + '.pdf')
PDF_B = os.path.join(HERE, wording_b.STEM + '.pdf')

def rhu(x):
    return int(Decimal(x).quantize(Decimal('1'), rounding=ROUND_HALF_UP))

def L(desc, cat, qty, rate, eye=None):
    return BillLine(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, eye=eye)

def TL(desc, cat, qty, rate, d=None):
    return TruthLine(description=desc, category=cat, qty=qty, rate=rate, amount=qty * rate, service_date=d)

def policy_block(w, policy_id, eff_from, eff_to, plan, si, copay, members, optional=(), terms=None, ptype='individual'):
    sched = {'plan': plan, 'policy_type': ptype, 'sum_insured': si, 'cumulative_bonus': 0, 'copay_percent': copay,
             'deductible': 0, 'claims_paid_this_year': 0, 'premium_mode': 'yearly', 'zone': None,
             'optional_covers': list(optional), 'members': members}
    if terms: sched['terms'] = terms
    return {'document': w.STEM + '.pdf', 'policy_id': policy_id, 'uin': w.UIN, 'insurer': w.INSURER,
            'product': w.PRODUCT, 'effective_from': eff_from, 'effective_to': eff_to, 'schedule': sched}

def write_case(case, docs, extra_json=None):
    folder = os.path.join(OUT, case['id']); os.makedirs(folder, exist_ok=True)
    for name, data in docs.items():
        open(os.path.join(folder, name), 'wb').write(data)
    if extra_json:
        for name, obj in extra_json.items():
            json.dump(obj, open(os.path.join(folder, name), 'w'), indent=2, ensure_ascii=False, default=str)
    json.dump(case, open(os.path.join(folder, 'case.json'), 'w'), indent=2, ensure_ascii=False)

def check_clauses(case, pdf):
    bad = 0
    for c in case['expected']['clauses']:
        q = c.split('"')[1]
        probs = find(pdf, q, list(range(1, 11)) if pdf == PDF_A else list(range(1, 10)))
        for p in probs:
            print(case['id'], p); bad += 1
    return bad

H = HOSPITALS
cases = []

# ---------------------------------------------------------------- A1 clean, auto
a1_lines = (
    L('Room Charges - Twin Sharing', 'room', 3, 3500),
    L('Nursing Charges', 'nursing', 3, 600),
    L('Consultation - Physician', 'doctor_fees', 3, 1200),
    L('Pharmacy - IV Fluids & Medicines', 'pharmacy', 1, 4320),
    L('Medical Consumables', 'consumables', 1, 1150),
    L('NS1 Antigen & Dengue Serology', 'diagnostics', 1, 1650),
    L('Complete Blood Count (serial)', 'diagnostics', 3, 350),
    L('Liver Function Test', 'diagnostics', 1, 780),
)
a1_total = sum(l.amount for l in a1_lines)
a1 = ClaimDocumentSpec(
    hospital=H[0], patient_name='Sunita Raghavendra', member_id='ICI-003417-02', policy_number='P/410211/01/2026/003417',
    age=38, gender='Female', uhid='SVMH-26-118204', ip_number='IP/26/02/0417', admission_date=date(2026, 2, 10),
    discharge_date=date(2026, 2, 13), diagnosis='Dengue fever with thrombocytopenia (NS1 positive)', procedure=None,
    treating_doctor='Dr. Anand Kulkarni', doctor_qualification='MBBS, MD (General Medicine)', doctor_registration='KMC 61277',
    department='General Medicine', room_category='Twin Sharing', room_rate_per_day=3500, bed_number='412-B',
    bill_number='SVMH/IPB/25-26/11842', bill_date=date(2026, 2, 13), line_items=a1_lines, bill_total=a1_total,
    payment=PaymentReceipt(receipt_number='RCPT-26-09921', receipt_date=date(2026, 2, 13), amount=a1_total, mode='UPI', reference='UPI 604412298811'),
    chief_complaints='High grade fever with chills for 3 days, body ache, retro-orbital pain.',
    course_in_hospital='Managed with IV fluids and antipyretics. Platelet count fell to 62,000 on day 2 and recovered to 1,18,000 at discharge. No bleeding manifestations.',
    advice=('Oral fluids, plenty of rest.', 'Repeat CBC after 3 days.', 'Review in OPD after 7 days.'))
cases.append(dict(
    spec=a1, layouts={'bill': 'tabular', 'discharge_summary': 'classic', 'scanned': []}, pdf=PDF_A,
    case={'id': 's30e-h20-a-dengue-clean-auto',
          'scenario': 'Dengue fever, 3-day stay in a twin-sharing room at Rs 3,500/day (under the 1% of SI = Rs 5,000/day limit) on the fourth year of cover; nothing non-payable.',
          'policy': policy_block(wording_a, 'P/410211/01/2026/003417', '2025-11-01', '2026-10-31', 'Essential', 500000, 0,
                                 [{'member_id': 'ICI-003417-01', 'name': 'Raghavendra Rao', 'dob': '1984-05-19', 'gender': 'male', 'relationship': 'self', 'covered_since': '2022-11-01', 'declared_ped': []},
                                  {'member_id': 'ICI-003417-02', 'name': 'Sunita Raghavendra', 'dob': '1987-09-02', 'gender': 'female', 'relationship': 'spouse', 'covered_since': '2022-11-01', 'declared_ped': []}],
                                 ptype='floater'),
          'claim': {'member_id': 'ICI-003417-02', 'loss_date': '2026-02-10', 'amount_claimed': a1_total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
          'expected': {'decision': 'approve', 'payable_amount': a1_total, 'reason_codes': [], 'route': 'auto',
                       'clauses': ['3.1.1.1: "Room, boarding and nursing charges as provided by the Hospital (limit: 1% of SI per day)"']},
          'working': [
              'Policy in force 01-11-2025 to 31-10-2026 on 10-02-2026; member covered since 01-11-2022 (past 30-day, 24-month waits); dengue is not a PED or listed condition.',
              'Bill lines: room 3 x 3,500 = 10,500; nursing 3 x 600 = 1,800; physician 3 x 1,200 = 3,600; pharmacy 4,320; consumables 1,150; dengue serology 1,650; CBC 3 x 350 = 1,050; LFT 780. Sum %s = bill total.' % f'{a1_total:,}',
              'No List I items. Room 3,500/day <= 1% of 5,00,000 = 5,000/day: no proportionate deduction. No ICU, no sub-limit line, co-pay nil (3.5), no deductible.',
              'Floater SI 5,00,000 unused this year. Payable %s = claimed -> approve; clean approval up to 25,000 -> auto.' % f'{a1_total:,}']}))

# ---------------------------------------------------------------- A2 ICU above limit + room proportionate + List I, two-page bill
a2_lines = [
    TL('ICU Charges', 'icu', 2, 9500, date(2026, 1, 5)),
    TL('Room Charges - Single Private', 'room', 3, 4500, date(2026, 1, 7)),
    TL('Nursing Charges (Ward)', 'nursing', 3, 800, date(2026, 1, 7)),
    TL('Consultant / Intensivist Visits', 'doctor_fees', 5, 1500, date(2026, 1, 5)),
    TL('Pulmonologist Consultation', 'doctor_fees', 2, 2000, date(2026, 1, 6)),
    TL('Inj. Meropenem 1 g', 'pharmacy', 6, 1450, date(2026, 1, 5)),
    TL('Inj. Azithromycin 500 mg', 'pharmacy', 5, 320, date(2026, 1, 5)),
    TL('Inj. Pantoprazole 40 mg', 'pharmacy', 8, 90, date(2026, 1, 5)),
    TL('Nebulisation Solution (Budesonide/Levosalbutamol)', 'pharmacy', 10, 65, date(2026, 1, 5)),
    TL('IV Fluids (NS / RL 500 ml)', 'pharmacy', 12, 110, date(2026, 1, 5)),
    TL('Tab. Paracetamol 650 mg', 'pharmacy', 15, 3, date(2026, 1, 6)),
    TL('Medical Consumables', 'consumables', 1, 2850, date(2026, 1, 10)),
    TL('Complete Blood Count', 'diagnostics', 3, 380, date(2026, 1, 5)),
    TL('C-Reactive Protein', 'diagnostics', 2, 650, date(2026, 1, 5)),
    TL('Serum Procalcitonin', 'diagnostics', 1, 2400, date(2026, 1, 5)),
    TL('Blood Culture & Sensitivity', 'diagnostics', 1, 1200, date(2026, 1, 5)),
    TL('X-Ray Chest PA View', 'diagnostics', 2, 600, date(2026, 1, 5)),
    TL('Arterial Blood Gas Analysis', 'diagnostics', 2, 1100, date(2026, 1, 5)),
    TL('Renal Function Test', 'diagnostics', 2, 900, date(2026, 1, 6)),
    TL('Oxygen Charges', 'other', 2, 1200, date(2026, 1, 5)),
    TL('Attendant Charges', 'other', 3, 400, date(2026, 1, 7)),
]
a2_total = sum(l.amount for l in a2_lines)
a2_truth = ClaimTruth(
    set_id='s30e-h20-a-pneumonia-icu-room-proportionate-2', family='multipage_unruled', seed=0,
    hospital='Lokmanya Sahyadri Hospital', hospital_city='Pune', patient_title='Mr.', patient_name='Dattatray Shinde',
    age=57, gender='M', uhid='LSH-0291177', ip_number='IPD-26-00412', bill_number='LSH/FB/25-26/08815',
    bill_date=date(2026, 1, 10), admission_date=date(2026, 1, 5), discharge_date=date(2026, 1, 10),
    diagnosis='Community acquired pneumonia (right lower lobe) with sepsis', icd_code='J18.1', procedure=None,
    treating_doctor='Dr. Kedar Joshi', room_category='Single Private', room_rate_per_day=4500, room_days=3,
    icu_rate_per_day=9500, icu_days=2, line_items=tuple(a2_lines), bill_total=a2_total)
assert not a2_truth.problems(), a2_truth.problems()
# arithmetic (SPEC 7 order)
room_lim, icu_lim = 3000, 6000
ratio = Decimal(room_lim) / Decimal(4500)
steps = []
listi = 1200
after1 = a2_total - listi
scaled = {}
for l in a2_lines:
    if l.category in ('room', 'nursing', 'doctor_fees', 'surgeon_fees', 'ot'):
        scaled[l.description] = (l.amount, rhu(Decimal(l.amount) * ratio))
prop_ded = sum(a - b for a, b in scaled.values())
icu_ded = 19000 - 2 * icu_lim
a2_pay = after1 - prop_ded - icu_ded
cases.append(dict(
    truth=a2_truth, family='multipage_unruled', pdf=PDF_A,
    case={'id': 's30e-h20-a-pneumonia-icu-room-proportionate',
          'scenario': 'Pneumonia with sepsis, SI Rs 3 lakh (Essential): 2 ICU days at Rs 9,500 (limit 2% = Rs 6,000/day) then 3 days in a single room at Rs 4,500 (limit 1% = Rs 3,000/day); attendant charges billed. Bill itemised over two pages.',
          'policy': policy_block(wording_a, 'P/410211/01/2026/005122', '2025-07-15', '2026-07-14', 'Essential', 300000, 0,
                                 [{'member_id': 'ICI-005122-01', 'name': 'Dattatray Shinde', 'dob': '1968-08-23', 'gender': 'male', 'relationship': 'self', 'covered_since': '2021-07-15', 'declared_ped': []}]),
          'claim': {'member_id': 'ICI-005122-01', 'loss_date': '2026-01-05', 'amount_claimed': a2_total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
          'expected': {'decision': 'partial', 'payable_amount': a2_pay,
                       'reason_codes': ['NON_PAYABLE_ITEMS', 'ROOM_RENT_PROPORTIONATE_DEDUCTION', 'ICU_LIMIT'], 'route': 'human',
                       'clauses': ['3.1.1.1: "Room, boarding and nursing charges as provided by the Hospital (limit: 1% of SI per day)"',
                                   '3.1.1.2: "ICU charges above this limit are payable only up to the limit for each day of stay."',
                                   '4.3.4 / Annexure I: "24. Attendant charges"']},
          'working': [
              'Policy in force 15-07-2025 to 14-07-2026 on 05-01-2026; covered since 15-07-2021; pneumonia is not a PED or listed condition. SI 3,00,000, no co-pay (3.5).',
              'Bill: 21 lines over two pages, sum %s = bill total (ICU 2 x 9,500 = 19,000; room 3 x 4,500 = 13,500; nursing 3 x 800 = 2,400; consultant visits 5 x 1,500 = 7,500; pulmonologist 2 x 2,000 = 4,000; medicines 8,700 + 1,600 + 720 + 650 + 1,320 + 45; consumables 2,850; diagnostics 1,140 + 1,300 + 2,400 + 1,200 + 1,200 + 2,200 + 1,800; oxygen 2,400; attendant 3 x 400 = 1,200).' % f'{a2_total:,}',
              'Step 1 List I: Attendant charges 1,200 dropped (Annexure I item 24) -> %s.' % f'{after1:,}',
              'Step 2 room: 4,500/day > 1% of 3,00,000 = 3,000/day; ratio 3,000/4,500 = 2/3 on associated medical expenses (2.2.1: room, nursing, consultation/surgeon/anaesthetist, OT; not pharmacy, consumables, implants, diagnostics, not ICU): ' +
              '; '.join('%s %s -> %s' % (k, f'{a:,}', f'{b:,}') for k, (a, b) in scaled.items()) + ' (half-up rounding per line). Deduction %s.' % f'{prop_ded:,}',
              'Step 2 ICU: 9,500/day > 2% of 3,00,000 = 6,000/day; ICU capped 2 x 6,000 = 12,000 (deduction 7,000), no proportionate deduction for it. Oxygen (other) is not scaled.',
              'No sub-limit line, co-pay nil, deductible nil. %s - %s - %s - 7,000 = %s, within SI 3,00,000 -> partial, to a human.' % (f'{a2_total:,}', '1,200', f'{prop_ded:,}', f'{a2_pay:,}')],
          'layouts': {'bill': 'layouts family multipage_unruled (18 rows per page, 2 pages)', 'discharge_summary': 'layouts family multipage_unruled', 'scanned': []}}))

# ---------------------------------------------------------------- A3 cataract within 24 months (Excl02)
a3_lines = (
    L('Day Care Room Charges', 'room', 1, 2500),
    L('Surgeon Fees - Phacoemulsification, Right Eye', 'surgeon_fees', 1, 18000, eye='right'),
    L('Anaesthetist Fees (Local)', 'surgeon_fees', 1, 3000),
    L('OT Charges', 'ot', 1, 8000),
    L('Foldable Hydrophobic IOL - Right Eye', 'implants', 1, 22000, eye='right'),
    L('Pharmacy - Eye Drops & Medicines', 'pharmacy', 1, 1850),
    L('Surgical Consumables', 'consumables', 1, 2400),
    L('A-Scan Biometry & Keratometry', 'diagnostics', 1, 1500),
)
a3_total = sum(l.amount for l in a3_lines)
a3 = ClaimDocumentSpec(
    hospital=H[2], patient_name='Kamala Devi Agarwal', member_id='ICI-007780-01', policy_number='P/410211/01/2026/007780',
    age=66, gender='Female', uhid='UH-26-447190', ip_number='DC/26/0388', admission_date=date(2026, 4, 14),
    discharge_date=date(2026, 4, 14), diagnosis='Senile immature cataract, right eye', procedure='Phacoemulsification with foldable IOL implantation, right eye',
    procedure_date=date(2026, 4, 14), treating_doctor='Dr. Shalini Menon', doctor_qualification='MBBS, MS (Ophthalmology)',
    doctor_registration='MMC 2011/04/1187', department='Ophthalmology', room_category='Day Care', room_rate_per_day=2500,
    bed_number='DC-07', bill_number='OPH/DC/26/01962', bill_date=date(2026, 4, 14), line_items=a3_lines, bill_total=a3_total,
    chief_complaints='Gradual painless diminution of vision in the right eye for 8 months.',
    course_in_hospital='Uneventful phacoemulsification under topical anaesthesia. Post-operative vision 6/12 right eye.',
    advice=('Moxifloxacin-prednisolone eye drops 6 times a day, tapering.', 'Protective eye shield at night.', 'Review after 1 week.'))
cases.append(dict(
    spec=a3, layouts={'bill': 'compact', 'discharge_summary': 'classic', 'scanned': []}, pdf=PDF_A,
    case={'id': 's30e-h20-a-cataract-within-24m',
          'scenario': 'Right-eye cataract surgery (day care) 7 months into a first policy (Premier, SI Rs 10 lakh); cataract is in the 24-month specified-disease list (Excl02).',
          'policy': policy_block(wording_a, 'P/410211/01/2026/007780', '2025-09-01', '2026-08-31', 'Premier', 1000000, 0,
                                 [{'member_id': 'ICI-007780-01', 'name': 'Kamala Devi Agarwal', 'dob': '1959-12-03', 'gender': 'female', 'relationship': 'self', 'covered_since': '2025-09-01', 'declared_ped': []}]),
          'claim': {'member_id': 'ICI-007780-01', 'loss_date': '2026-04-14', 'amount_claimed': a3_total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
          'expected': {'decision': 'deny', 'payable_amount': 0, 'reason_codes': ['SPECIFIC_DISEASE_WAITING_PERIOD'], 'exclusion_code': 'Excl02', 'route': 'crc',
                       'clauses': ['4.1.2.1 (Code- Excl02): "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us."',
                                   '4.1.2.6: "a. Cataract and other age related eye disorders"']},
          'working': [
              'Policy in force 01-09-2025 to 31-08-2026 on 14-04-2026; first policy with ICICI Lombard, covered since 01-09-2025, no portability.',
              'Bill sum %s = bill total (room 2,500; surgeon 18,000; anaesthetist 3,000; OT 8,000; IOL 22,000; pharmacy 1,850; consumables 2,400; biometry 1,500).' % f'{a3_total:,}',
              'Cataract is listed in 4.1.2.6 a; the 24-month wait is served on 01-09-2027; surgery on 14-04-2026 is 7 months in; not an accident.',
              'SPECIFIC_DISEASE_WAITING_PERIOD (Excl02) hard stop: payable 0 -> deny, to the CRC. (Had the wait been served, the Rs 35,000 per-eye sub-limit of 3.1.9.1 would apply.)']}))

# ---------------------------------------------------------------- B1 clean, GST + discount rows
b1_lines = [
    TL('Room Charges - Single Private AC', 'room', 3, 6000, date(2026, 6, 11)),
    TL('Nursing Charges', 'nursing', 3, 900, date(2026, 6, 11)),
    TL('Surgeon Fees - Laparoscopic Appendicectomy', 'surgeon_fees', 1, 35000, date(2026, 6, 12)),
    TL('Anaesthetist Fees', 'surgeon_fees', 1, 9000, date(2026, 6, 12)),
    TL('Operation Theatre Charges', 'ot', 1, 16000, date(2026, 6, 12)),
    TL('Consultation - General Surgeon', 'doctor_fees', 3, 1500, date(2026, 6, 11)),
    TL('Pharmacy & Medicines', 'pharmacy', 1, 11240, date(2026, 6, 14)),
    TL('Surgical Consumables', 'consumables', 1, 6380, date(2026, 6, 12)),
    TL('Ultrasound Abdomen', 'diagnostics', 1, 1800, date(2026, 6, 11)),
    TL('CBC, CRP & Pre-operative Profile', 'diagnostics', 1, 3200, date(2026, 6, 11)),
]
b1_total = sum(l.amount for l in b1_lines)
b1_gst = 18000 * 5 // 105
b1_truth = ClaimTruth(
    set_id='s30e-h20-b-appendicitis-clean-gst-discount-1', family='deposit_gst_discount', seed=0,
    hospital='Manipal Hospital Dwarka', hospital_city='New Delhi', patient_title='Ms.', patient_name='Ishita Bhardwaj',
    age=29, gender='F', uhid='MHD-1183920', ip_number='IP-26-061187', bill_number='MHD/IP/26-27/02284',
    bill_date=date(2026, 6, 14), admission_date=date(2026, 6, 11), discharge_date=date(2026, 6, 14),
    diagnosis='Acute appendicitis', icd_code='K35.80', procedure='Laparoscopic appendicectomy',
    treating_doctor='Dr. Rohit Malhotra', room_category='Single Private AC', room_rate_per_day=6000, room_days=3,
    icu_rate_per_day=None, icu_days=0, line_items=tuple(b1_lines), bill_total=b1_total,
    discount=2500, gst_included=b1_gst)
assert not b1_truth.problems(), b1_truth.problems()
cases.append(dict(
    truth=b1_truth, family='deposit_gst_discount', pdf=PDF_B,
    case={'id': 's30e-h20-b-appendicitis-clean-gst-discount',
          'scenario': 'Laparoscopic appendicectomy, 3 days in a single private AC room (any room except a suite is allowed), SI Rs 10 lakh, no co-pay variant. The bill prints a "GST included" row and a "Less: Discount" row below the total; neither is a line item.',
          'policy': policy_block(wording_b, 'P/502318/01/2026/004471', '2026-03-01', '2027-02-28', None, 1000000, 0,
                                 [{'member_id': 'NB-004471-01', 'name': 'Ishita Bhardwaj', 'dob': '1996-11-30', 'gender': 'female', 'relationship': 'self', 'covered_since': '2024-03-01', 'declared_ped': []}]),
          'claim': {'member_id': 'NB-004471-01', 'loss_date': '2026-06-11', 'amount_claimed': b1_total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
          'expected': {'decision': 'approve', 'payable_amount': b1_total, 'reason_codes': [], 'route': 'human',
                       'clauses': ['H.1 (FAQ): "No, you can choose any room except a suite."']},
          'working': [
              'Policy in force 01-03-2026 to 28-02-2027 on 11-06-2026; covered since 01-03-2024 (past 30 days; appendicitis is not in the D.2 list, not a PED).',
              'Bill: 10 charge lines, sum %s = bill total (room 3 x 6,000 = 18,000; nursing 3 x 900 = 2,700; surgeon 35,000; anaesthetist 9,000; OT 16,000; surgeon visits 3 x 1,500 = 4,500; pharmacy 11,240; consumables 6,380; USG 1,800; labs 3,200). Rows "GST included in above" (%s) and "Less: Discount" (2,500) are printed below the total and are not items; amount_claimed is the bill total of charges.' % (f'{b1_total:,}', f'{b1_gst:,}'),
              'No List I items. Room: any room except a suite (FAQ H.1) - single private AC is eligible, no deduction. No ICU. No sub-limit line. Co-pay variant not in the schedule -> 0%. No deductible.',
              'SI 10,00,000 unused. Payable %s = claimed -> approve; above 25,000 -> human.' % f'{b1_total:,}']}))

# ---------------------------------------------------------------- B2 partial: List I + ambulance cap + 20% co-pay variant (accident)
b2_lines = (
    L('Road Ambulance Charges', 'ambulance', 1, 4500),
    L('Room Charges - Twin Sharing', 'room', 2, 4000),
    L('Nursing Charges', 'nursing', 2, 700),
    L('Surgeon Fees - ORIF Distal Radius', 'surgeon_fees', 1, 30000),
    L('Anaesthetist Fees', 'surgeon_fees', 1, 8000),
    L('OT Charges', 'ot', 1, 14000),
    L('Orthopaedic Consultation', 'doctor_fees', 2, 1200),
    L('Implant - Volar Locking Plate & Screws', 'implants', 1, 28500),
    L('Pharmacy & Medicines', 'pharmacy', 1, 6150),
    L('Surgical Consumables', 'consumables', 1, 3900),
    L('X-Ray Wrist AP & Lateral', 'diagnostics', 2, 700),
    L('Arm Sling', 'other', 1, 450),
)
b2_total = sum(l.amount for l in b2_lines)
b2_s1 = b2_total - 450
b2_s3 = b2_s1 - (4500 - 3000)
b2_cop = rhu(Decimal(b2_s3) * Decimal('0.20'))
b2_pay = b2_s3 - b2_cop
b2 = ClaimDocumentSpec(
    hospital=H[1], patient_name='Arvind Narayanan', member_id='NB-007215-01', policy_number='P/502318/01/2026/007215',
    age=44, gender='Male', uhid='HOSP-26-330187', ip_number='IP/26/01/1190', admission_date=date(2026, 1, 20),
    discharge_date=date(2026, 1, 22), diagnosis='Closed fracture of right distal radius following a fall from a two-wheeler',
    procedure='Open reduction and internal fixation with volar locking plate', procedure_date=date(2026, 1, 20),
    treating_doctor='Dr. Venkat Subramanian', doctor_qualification='MBBS, MS (Orthopaedics)', doctor_registration='TNMC 71124',
    department='Orthopaedics', room_category='Twin Sharing', room_rate_per_day=4000, bed_number='305-A',
    bill_number='IPB/2025-26/09317', bill_date=date(2026, 1, 22), line_items=b2_lines, bill_total=b2_total,
    is_accident=True, mlc_number='MLC/2026/0117',
    chief_complaints='Pain, swelling and deformity of the right wrist after a fall from a two-wheeler.',
    course_in_hospital='Brought by ambulance. X-ray showed displaced distal radius fracture. ORIF with volar locking plate under brachial block on the day of admission. Post-op uneventful.',
    advice=('Arm sling and limb elevation.', 'Suture removal after 12 days.', 'Physiotherapy after 3 weeks.'))
cases.append(dict(
    spec=b2, layouts={'bill': 'itemised_grouped', 'discharge_summary': 'narrative', 'scanned': []}, pdf=PDF_B,
    case={'id': 's30e-h20-b-wrist-fracture-copay-ambulance',
          'scenario': 'Accidental distal radius fracture (ORIF) with an ambulance of Rs 4,500 (cap Rs 3,000) and an arm sling (List I); the schedule shows the 20% Co-payment variant.',
          'policy': policy_block(wording_b, 'P/502318/01/2026/007215', '2025-12-01', '2026-11-30', 'Co-payment variant', 500000, 20,
                                 [{'member_id': 'NB-007215-01', 'name': 'Arvind Narayanan', 'dob': '1981-06-14', 'gender': 'male', 'relationship': 'self', 'covered_since': '2025-12-01', 'declared_ped': []}],
                                 optional=['Co-payment variant (20%)'],
                                 terms={'copay': {'percent': 20, 'condition': 'Co-payment variant opted'}}),
          'claim': {'member_id': 'NB-007215-01', 'loss_date': '2026-01-20', 'amount_claimed': b2_total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
          'expected': {'decision': 'partial', 'payable_amount': b2_pay, 'reason_codes': ['NON_PAYABLE_ITEMS', 'SUBLIMIT', 'COPAY'], 'route': 'human',
                       'clauses': ['C.4: "We will pay up to ₹3,000 for each hospitalisation."',
                                   'C.10: "You will bear 20% of every admissible claim and we will pay the remaining 80%."',
                                   'Annexure 1 (List I): "40. Armsling"']},
          'working': [
              'Policy in force 01-12-2025 to 30-11-2026 on 20-01-2026; first policy (covered since 01-12-2025), day 50 - past the 30-day wait, and an accident (MLC) in any case. Fracture is not in the D.2 list.',
              'Bill sum %s = bill total (ambulance 4,500; room 2 x 4,000 = 8,000; nursing 2 x 700 = 1,400; surgeon 30,000; anaesthetist 8,000; OT 14,000; consultation 2 x 1,200 = 2,400; implant 28,500; pharmacy 6,150; consumables 3,900; X-ray 2 x 700 = 1,400; arm sling 450).' % f'{b2_total:,}',
              'Step 1 List I: arm sling 450 dropped -> %s.' % f'{b2_s1:,}',
              'Step 2: room twin sharing, eligible (any room except a suite); no ICU.',
              'Step 3 sub-limit: road ambulance capped at 3,000 per hospitalisation (C.4): 4,500 -> 3,000, minus 1,500 -> %s.' % f'{b2_s3:,}',
              'Step 4 co-pay: Co-payment variant in the schedule, 20%% of %s = %s -> %s. No deductible; SI 5,00,000 unused.' % (f'{b2_s3:,}', f'{b2_cop:,}', f'{b2_pay:,}'),
              'Payable %s < claimed -> partial, to a human.' % f'{b2_pay:,}']}))

# ---------------------------------------------------------------- B3 PED within 36 months (Excl01)
b3_lines = (
    L('Room Charges - Deluxe Single', 'room', 4, 5000),
    L('Nursing Charges', 'nursing', 4, 800),
    L('Consultation - Endocrinologist', 'doctor_fees', 4, 1500),
    L('Pharmacy - Insulin Infusion, IV Fluids & Medicines', 'pharmacy', 1, 9460),
    L('Medical Consumables', 'consumables', 1, 2180),
    L('Arterial Blood Gas Analysis', 'diagnostics', 3, 1100),
    L('Serum Electrolytes', 'diagnostics', 4, 600),
    L('HbA1c and Urine Ketones', 'diagnostics', 1, 950),
)
b3_total = sum(l.amount for l in b3_lines)
b3 = ClaimDocumentSpec(
    hospital=H[3], patient_name='Harpreet Singh Sandhu', member_id='NB-003908-01', policy_number='P/502318/01/2025/003908',
    age=51, gender='Male', uhid='MRN-25-771024', ip_number='IPD/26/0152', admission_date=date(2026, 1, 15),
    discharge_date=date(2026, 1, 19), diagnosis='Diabetic ketoacidosis in known type 2 diabetes mellitus (on oral hypoglycaemic agents for 6 years)',
    procedure=None, treating_doctor='Dr. Neha Kapoor', doctor_qualification='MBBS, MD, DM (Endocrinology)', doctor_registration='DMC 45518',
    department='Endocrinology', room_category='Deluxe Single', room_rate_per_day=5000, bed_number='510',
    bill_number='FB/25-26/14477', bill_date=date(2026, 1, 19), line_items=b3_lines, bill_total=b3_total,
    chief_complaints='Vomiting, abdominal pain and drowsiness for 1 day; known diabetic for 6 years.',
    course_in_hospital='Blood sugar 486 mg/dl, ketones positive, pH 7.18. Managed with insulin infusion and IV fluids; ketosis resolved in 36 hours. Switched to basal-bolus insulin.',
    advice=('Insulin as advised, sugar charting.', 'Diabetic diet.', 'Review in endocrine OPD after 10 days.'))
cases.append(dict(
    spec=b3, layouts={'bill': 'tabular', 'discharge_summary': 'narrative', 'scanned': []}, pdf=PDF_B,
    case={'id': 's30e-h20-b-dka-ped-within-36m',
          'scenario': 'Diabetic ketoacidosis in a member who declared type 2 diabetes at proposal, 17 months into cover; the PED wait is 36 months.',
          'policy': policy_block(wording_b, 'P/502318/01/2025/003908', '2025-08-01', '2026-07-31', None, 1000000, 0,
                                 [{'member_id': 'NB-003908-01', 'name': 'Harpreet Singh Sandhu', 'dob': '1974-10-08', 'gender': 'male', 'relationship': 'self', 'covered_since': '2024-08-01', 'declared_ped': ['Type 2 diabetes mellitus']}]),
          'claim': {'member_id': 'NB-003908-01', 'loss_date': '2026-01-15', 'amount_claimed': b3_total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
          'expected': {'decision': 'deny', 'payable_amount': 0, 'reason_codes': ['PED_WAITING_PERIOD'], 'exclusion_code': 'Excl01', 'route': 'crc',
                       'clauses': ['D.1 (Code- Excl01): "shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer."']},
          'working': [
              'Policy in force 01-08-2025 to 31-07-2026 on 15-01-2026 (first renewal); covered since 01-08-2024, no portability; type 2 diabetes declared as PED.',
              'Bill sum %s = bill total (room 4 x 5,000 = 20,000; nursing 4 x 800 = 3,200; endocrinologist 4 x 1,500 = 6,000; pharmacy 9,460; consumables 2,180; ABG 3 x 1,100 = 3,300; electrolytes 4 x 600 = 2,400; HbA1c/ketones 950).' % f'{b3_total:,}',
              'DKA is a direct complication of the declared diabetes. PED wait 36 months served on 01-08-2027; loss on 15-01-2026 is 17.5 months in.',
              'PED_WAITING_PERIOD (Excl01) hard stop: payable 0 -> deny, to the CRC.']}))

def main():
    bad = 0
    for c in cases:
        case = c['case']
        if 'spec' in c:
            spec = c['spec']
            docs = {'bill.pdf': render_bill(spec, c['layouts']['bill']),
                    'discharge_summary.pdf': render_discharge_summary(spec, c['layouts']['discharge_summary'])}
            case['layouts'] = c['layouts']
            write_case(case, docs, {'claim_spec.json': spec.model_dump(mode='json')})
        else:
            fam = FAMILY_BY_NAME[c['family']]
            truth, docs = render_set(c['truth'], fam)
            write_case(case, docs, {'truth.json': truth.model_dump(mode='json')})
        bad += check_clauses(case, c['pdf'])
        print(case['id'], case['expected']['decision'], case['claim']['amount_claimed'], case['expected']['payable_amount'])
    print('clause problems:', bad)

main()
