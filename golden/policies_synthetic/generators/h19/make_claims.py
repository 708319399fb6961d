"""Build the h19 claim cases (3 per wording): case.json, claim_spec/truth json, bill.pdf, discharge_summary.pdf.
Documents rendered with clausetrail.synthetic.render (ClaimDocumentSpec) and clausetrail.synthetic.layouts
(ClaimTruth; used where a GST line, a discount line and a multi-page bill are needed)."""
import json, os, sys
from datetime import date
sys.path.insert(0, '/work/main/layers')
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec, Hospital
from clausetrail.synthetic.render import render_bill, render_discharge_summary
from clausetrail.synthetic.layouts.truth import ClaimTruth, TruthLine
from clausetrail.synthetic.layouts.family import FAMILY_BY_NAME
from clausetrail.synthetic.layouts.bill import render_bill as lay_bill
from clausetrail.synthetic.layouts.summary import render_summary as lay_summary
from common import page_texts, norm
import wording_a, wording_b

D = os.path.dirname(os.path.abspath(__file__))
CL = os.path.join(D, 'claims')
TXT = {}
for m in (wording_a, wording_b):
    pl, pm = page_texts(os.path.join(D, m.STEM + '.pdf'))
    TXT[m.STEM] = (' '.join(norm(t) for t in pl), ' '.join(norm(t) for t in pm))

H1 = Hospital(name='Shree Ram Multispeciality Hospital', address_lines=('Plot 18, Sector 5, Vashi', 'Navi Mumbai - 400703', 'Maharashtra'),
              phone='022-2781 4400', email='billing@shreeramhospital.in', gstin='27AAKCS7712R1Z4',
              registration_number='MH/NMMC/BNHR/2018/0441', rohini_id='8900080554213', pan='AAKCS7712R',
              accreditation='NABH Accredited Hospital (H-2019-1187)')
H2 = Hospital(name='Kaveri Orthopaedic & Joint Care Centre', address_lines=('21 Race Course Road', 'Coimbatore - 641018', 'Tamil Nadu'),
              phone='0422-222 6190', email='accounts@kaverijoint.in', gstin='33AAGFK4410D1Z9',
              registration_number='TN/CBE/CE/2017/2290', rohini_id='8900080661038', pan='AAGFK4410D')
H3 = Hospital(name='Anand Lok Hospital & Research Centre', address_lines=('B-4, Mayur Vihar Phase I', 'New Delhi - 110091', 'Delhi'),
              phone='011-2271 9055', email='ipd.billing@anandlok.org', gstin='07AABTA3318K1ZM',
              registration_number='DL/DGHS/NH/2015/1320', rohini_id='8900080377410', pan='AABTA3318K',
              accreditation='NABH Accredited (H-2016-0298)')
H4 = Hospital(name='Sahyadri Arogya Hospital', address_lines=('Survey No. 44, Karve Road', 'Pune - 411004', 'Maharashtra'),
              phone='020-2543 7781', email='billing@sahyadriarogya.in', gstin='27AAFCS9921M1ZK',
              registration_number='PMC/MH/2016/3317', rohini_id='8900080812274', pan='AAFCS9921M')


def L(desc, cat, qty, rate, code=None, eye=None):
    return dict(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, service_code=code, eye=eye)


def check_clause_quotes(stem, clauses):
    a, b = TXT[stem]
    for c in clauses:
        q = c.split('"')[1] if '"' in c else None
        if q:
            pieces = [norm(x) for x in q.split('...') if x.strip()]
            assert all(p in a and p in b for p in pieces), ('clause quote not found', stem, q)


def write(case, docs, spec_json=None, spec_name='claim_spec.json'):
    folder = os.path.join(CL, case['id'])
    os.makedirs(folder, exist_ok=True)
    for name, pdf in docs.items():
        open(os.path.join(folder, name), 'wb').write(pdf)
    if spec_json is not None:
        open(os.path.join(folder, spec_name), 'w').write(json.dumps(spec_json, indent=2, ensure_ascii=False, default=str))
    check_clause_quotes(case['policy']['document'][:-4], case['expected']['clauses'])
    json.dump(case, open(os.path.join(folder, 'case.json'), 'w'), indent=2, ensure_ascii=False)
    print('wrote', case['id'], case['expected']['decision'], case['expected']['payable_amount'])


def policy_block(mod, policy_id, eff_from, eff_to, schedule):
    return {'document': mod.STEM + '.pdf', 'policy_id': policy_id, 'uin': mod.UIN, 'insurer': mod.INSURER,
            'product': mod.PRODUCT, 'effective_from': eff_from, 'effective_to': eff_to, 'schedule': schedule}


def sched(si, copay, members, plan=None, cb=0, terms=None):
    s = {'plan': plan, 'policy_type': 'individual', 'sum_insured': si, 'cumulative_bonus': cb, 'copay_percent': copay,
         'deductible': 0, 'claims_paid_this_year': 0, 'premium_mode': 'yearly', 'zone': None, 'optional_covers': [],
         'members': members}
    if terms:
        s['terms'] = terms
    return s


def spec_total(lines):
    return sum(x['amount'] for x in lines)


# ---------------------------------------------------------------- A1: SBI AS, clean except mandatory co-pay
def a1():
    lines = [L('Room Charges - Semi Private (incl. nursing)', 'room', 3, 4000, 'RM02'),
             L('Consultant Visits - Physician', 'doctor_fees', 3, 1000, 'CON01'),
             L('Pharmacy - IV Fluids & Medicines', 'pharmacy', 1, 6450, 'PH001'),
             L('Laboratory - CBC, Serum Electrolytes, Stool R/E, RFT', 'diagnostics', 1, 4300, 'LAB07'),
             L('Medical Consumables', 'consumables', 1, 1250, 'CS001')]
    total = spec_total(lines)
    assert total == 27000
    pid = 'P/910214/01/2026/004187'
    spec = ClaimDocumentSpec(hospital=H1, patient_name='Vandana Suresh Kulkarni', member_id='SBIAS-4187-01', policy_number=pid,
        age=49, gender='Female', uhid='SRM25-118204', ip_number='IP/26/00412', admission_date=date(2026, 1, 12),
        discharge_date=date(2026, 1, 15), diagnosis='Acute gastroenteritis with moderate dehydration', procedure=None,
        treating_doctor='Dr. Nitin Deshmukh', doctor_qualification='MBBS, MD (Medicine)', doctor_registration='MMC 2009/04/1187',
        department='Internal Medicine', room_category='Semi Private', room_rate_per_day=4000, bed_number='SP-212',
        bill_number='SRMH/IPB/25-26/08841', bill_date=date(2026, 1, 15), line_items=lines, bill_total=total,
        payment={'receipt_number': 'SRMH/RCT/25-26/08841', 'receipt_date': date(2026, 1, 15), 'amount': total, 'mode': 'Credit Card', 'reference': 'XX4471'},
        chief_complaints='Loose stools 8-10 episodes and vomiting since one day, giddiness.',
        course_in_hospital='Admitted with moderate dehydration. Managed with IV fluids, antiemetics and antibiotics. Stools settled by day 3; tolerating orally.',
        advice=('Oral rehydration, soft diet.', 'Tab. Ofloxacin 200 mg BD for 3 days.', 'Review in OPD after 7 days.'))
    case = {'id': 's30e-h19-sbi-gastroenteritis-copay-only',
            'scenario': 'Acute gastroenteritis, 3 days in a semi-private room at Rs 4,000/day under SBI General Arogya Sanjeevani (SI 3 lakh), 3 years into cover. Everything admissible; only the mandatory 5% co-pay on every claim applies (the cleanest possible claim on this wording).',
            'policy': policy_block(wording_a, pid, '2025-11-01', '2026-10-31', sched(300000, 5, [
                {'member_id': 'SBIAS-4187-01', 'name': 'Vandana Suresh Kulkarni', 'dob': '1976-08-19', 'gender': 'female',
                 'relationship': 'self', 'covered_since': '2022-11-01', 'declared_ped': []}], cb=15000,
                terms={'room_rent_limit': {'kind': 'amount_per_day', 'value': 5000}, 'icu_limit': {'kind': 'amount_per_day', 'value': 10000},
                       'copay': {'percent': 5, 'condition': 'all claims'}})),
            'claim': {'member_id': 'SBIAS-4187-01', 'loss_date': '2026-01-12', 'amount_claimed': total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
            'expected': {'decision': 'partial', 'payable_amount': 25650, 'reason_codes': ['COPAY'], 'route': 'human',
                         'clauses': ['4.1 i: "limited to 2% of the Sum Insured for each day of admission, subject to a ceiling of ₹ 5,000 per day"',
                                     '9.5: "Each and every claim admitted under the Policy shall be subject to a Co-payment of 5% of the admissible claim amount"']},
            'working': ['Policy in force 01-11-2025 to 31-10-2026 on 12-01-2026; member covered since 01-11-2022 (38 months): past 30 days (6.3), no PED declared, gastroenteritis is in no 6.2 list; no exclusion.',
                        'Bill lines: Room Semi Private 3 x 4,000 = 12,000; Physician visits 3 x 1,000 = 3,000; Pharmacy 6,450; Laboratory 4,300; Consumables 1,250. Sum 27,000 = bill total.',
                        'Step 1: no List I item. Step 2: room limit 2% x 3,00,000 = 6,000/day, capped at 5,000/day; billed 4,000/day -> no proportionate deduction; no ICU.',
                        'Step 3: no sub-limit. Step 4: co-pay 5% (9.5): 27,000 x 95% = 25,650 (co-pay 1,350). Step 5: no deductible. Step 6: SI 3,00,000 + CB 15,000 available.',
                        'Payable 25,650 < claimed 27,000 -> partial (co-pay only), routed to an adjuster as every partial is.'],
            'layouts': {'bill': 'tabular', 'discharge_summary': 'classic', 'scanned': [], 'renderer': 'clausetrail.synthetic.render'}}
    docs = {'bill.pdf': render_bill(spec, 'tabular'), 'discharge_summary.pdf': render_discharge_summary(spec, 'classic')}
    write(case, docs, spec.model_dump(mode='json'))


# ---------------------------------------------------------------- A2: SBI AS, ICU above cap, List I item, GST + discount rows
def a2():
    lines = [TruthLine(description='ICU Charges (incl. monitoring)', category='icu', qty=2, rate=14000, amount=28000),
             TruthLine(description='Room Rent - Twin Sharing', category='room', qty=3, rate=3500, amount=10500),
             TruthLine(description='Consultant Visits - Pulmonologist', category='doctor_fees', qty=5, rate=1200, amount=6000),
             TruthLine(description='Pharmacy - Antibiotics, IV Fluids & Medicines', category='pharmacy', qty=1, rate=18750, amount=18750),
             TruthLine(description='Investigations - CBC, CRP, ABG, Chest X-Ray, Sputum Culture', category='diagnostics', qty=1, rate=9800, amount=9800),
             TruthLine(description='Medical Consumables', category='consumables', qty=1, rate=3950, amount=3950),
             TruthLine(description='Nebulizer Kit', category='other', qty=1, rate=450, amount=450)]
    total = sum(x.amount for x in lines)
    assert total == 77450
    truth = ClaimTruth(set_id='s30e-h19-sbi-pneumonia', family='deposit_gst_discount', seed=0, hospital='Anand Lok Hospital & Research Centre',
        hospital_city='New Delhi', patient_title='Mr.', patient_name='Harish Chandra Bhatt', age=58, gender='M', uhid='AL2025-774512',
        ip_number='IPD/25/11873', bill_number='ALH/FB/2025/11873', bill_date=date(2025, 12, 8), admission_date=date(2025, 12, 3),
        discharge_date=date(2025, 12, 8), diagnosis='Community acquired pneumonia, right lower lobe, with type 1 respiratory failure',
        icd_code='J18.1', procedure=None, treating_doctor='Dr. Rakesh Malhotra', room_category='Twin Sharing', room_rate_per_day=3500,
        room_days=3, icu_rate_per_day=14000, icu_days=2, line_items=tuple(lines), bill_total=total, discount=2000, advance_paid=0,
        gst_included=525)
    assert not truth.problems(), truth.problems()
    fam = FAMILY_BY_NAME['deposit_gst_discount']
    pid = 'P/910214/01/2026/005362'
    case = {'id': 's30e-h19-sbi-pneumonia-icu-cap-gst-discount',
            'scenario': 'Pneumonia with 2 days in ICU at Rs 14,000/day (above the ICU cap of 5% of SI = Rs 10,000/day at SI 2 lakh) then 3 days twin sharing at Rs 3,500 (under the Rs 4,000 room limit); a nebulizer kit (List I). The bill prints a GST-included note and a Rs 2,000 discount below the total: neither is a line item, the bill total is the sum of the lines (generator convention).',
            'policy': policy_block(wording_a, pid, '2025-07-15', '2026-07-14', sched(200000, 5, [
                {'member_id': 'SBIAS-5362-01', 'name': 'Harish Chandra Bhatt', 'dob': '1967-04-02', 'gender': 'male',
                 'relationship': 'self', 'covered_since': '2023-07-15', 'declared_ped': []}],
                terms={'room_rent_limit': {'kind': 'amount_per_day', 'value': 4000}, 'icu_limit': {'kind': 'amount_per_day', 'value': 10000},
                       'copay': {'percent': 5, 'condition': 'all claims'}})),
            'claim': {'member_id': 'SBIAS-5362-01', 'loss_date': '2025-12-03', 'amount_claimed': total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
            'expected': {'decision': 'partial', 'payable_amount': 65550, 'reason_codes': ['NON_PAYABLE_ITEMS', 'ICU_LIMIT', 'COPAY'], 'route': 'human',
                         'clauses': ['4.1 ii: "limited to 5% of the Sum Insured for each day, subject to a ceiling of ₹ 10,000 per day"',
                                     'Annexure II (List I): "Nebulizer kit"',
                                     '9.5: "Each and every claim admitted under the Policy shall be subject to a Co-payment of 5% of the admissible claim amount"']},
            'working': ['Policy in force 15-07-2025 to 14-07-2026 on 03-12-2025; covered since 15-07-2023 (28 months); pneumonia is not a listed 6.2 condition, no PED, past 30 days; no exclusion.',
                        'Bill lines: ICU 2 x 14,000 = 28,000; Room Twin Sharing 3 x 3,500 = 10,500; Pulmonologist 5 x 1,200 = 6,000; Pharmacy 18,750; Investigations 9,800; Consumables 3,950; Nebulizer Kit 450. Sum 77,450 = bill total. Printed below the total and not items: "GST included in above (5% on room rent)" 525 and "Less: Discount" 2,000 (net 75,450). amount_claimed = bill total 77,450 (lines sum).',
                        'Step 1: Nebulizer Kit 450 is List I (Annexure II item "Nebulizer kit") -> 77,000.',
                        'Step 2: room limit 2% x 2,00,000 = 4,000/day (under the 5,000 ceiling); room billed 3,500 -> no proportionate deduction. ICU limit 5% x 2,00,000 = 10,000/day (= ceiling): ICU 28,000 capped at 2 x 10,000 = 20,000 (deduction 8,000), no proportionate deduction elsewhere (4.1 Note 2) -> 69,000.',
                        'Step 3: no sub-limit. Step 4: co-pay 5%: 69,000 x 95% = 65,550 (co-pay 3,450). Step 5: no deductible. Step 6: SI 2,00,000 available.',
                        'Payable 65,550 < 77,450 -> partial. (Had the discount been applied to the claim first the figure would differ; the generator convention keeps it off the bill total.)'],
            'layouts': {'bill': 'layouts:deposit_gst_discount', 'discharge_summary': 'layouts:deposit_gst_discount', 'scanned': [],
                        'renderer': 'clausetrail.synthetic.layouts (GST and discount rows)'}}
    docs = {'bill.pdf': lay_bill(truth, fam), 'discharge_summary.pdf': lay_summary(truth, fam)}
    write(case, docs, truth.model_dump(mode='json'), 'truth.json')


# ---------------------------------------------------------------- A3: SBI AS, knee replacement in 48-month tier -> deny
def a3():
    lines = [L('Room Charges - Single Room', 'room', 5, 5000, 'RM01'),
             L('Surgeon Fees - Total Knee Replacement (Right)', 'surgeon_fees', 1, 60000, 'PRF41'),
             L('Anaesthetist Fees', 'surgeon_fees', 1, 15000, 'PRF22'),
             L('Operation Theatre Charges', 'ot', 1, 30000, 'OT003'),
             L('Knee Implant - Cemented Posterior Stabilised (Right)', 'implants', 1, 85000, 'IMP21'),
             L('Pharmacy - Drugs & Medicines', 'pharmacy', 1, 14500, 'PH001'),
             L('Surgical Consumables', 'consumables', 1, 9800, 'CS002'),
             L('Investigations - Pre-operative Profile, X-Ray Knee', 'diagnostics', 1, 6200, 'LAB11'),
             L('Physiotherapy Sessions', 'other', 5, 800, 'PHY01')]
    total = spec_total(lines)
    assert total == 249500
    pid = 'P/910214/01/2026/002908'
    spec = ClaimDocumentSpec(hospital=H2, patient_name='Palanisamy Ramasamy', member_id='SBIAS-2908-01', policy_number=pid,
        age=63, gender='Male', uhid='KOJ-2026-03317', ip_number='KOJ/IP/0933', admission_date=date(2026, 3, 9),
        discharge_date=date(2026, 3, 14), diagnosis='Primary osteoarthritis, right knee (Kellgren-Lawrence grade IV)',
        procedure='Total knee replacement, right knee', procedure_date=date(2026, 3, 10), treating_doctor='Dr. S. Karthikeyan',
        doctor_qualification='MBBS, MS (Ortho), DNB', doctor_registration='TNMC 61840', department='Orthopaedics',
        room_category='Single Room', room_rate_per_day=5000, bed_number='ORT-06', bill_number='KOJ/IPB/2026/0933',
        bill_date=date(2026, 3, 14), line_items=lines, bill_total=total,
        payment={'receipt_number': 'KOJ/RC/2026/1142', 'receipt_date': date(2026, 3, 14), 'amount': total, 'mode': 'NEFT', 'reference': 'N071260314'},
        chief_complaints='Pain in the right knee for six years, worse over the last year; difficulty climbing stairs and walking more than 200 m. No history of injury.',
        course_in_hospital='Elective admission. Right total knee replacement under spinal anaesthesia on 10-03-2026. Mobilised with walker on day 2; physiotherapy daily. Wound healthy.',
        advice=('Walker-assisted ambulation.', 'Physiotherapy as taught.', 'Suture removal on day 14.'))
    case = {'id': 's30e-h19-sbi-knee-replacement-48m-tier',
            'scenario': 'Elective right total knee replacement for primary (age-related) osteoarthritis, 30 months into cover: Arogya Sanjeevani SBI General puts joint replacement and age-related osteoarthritis in the 48-month tier of Excl02, so the claim is refused although the 24-month tier has been served.',
            'policy': policy_block(wording_a, pid, '2025-09-01', '2026-08-31', sched(500000, 5, [
                {'member_id': 'SBIAS-2908-01', 'name': 'Palanisamy Ramasamy', 'dob': '1962-06-30', 'gender': 'male',
                 'relationship': 'self', 'covered_since': '2023-09-01', 'declared_ped': []}], cb=10000,
                terms={'room_rent_limit': {'kind': 'amount_per_day', 'value': 5000}, 'icu_limit': {'kind': 'amount_per_day', 'value': 10000},
                       'copay': {'percent': 5, 'condition': 'all claims'}})),
            'claim': {'member_id': 'SBIAS-2908-01', 'loss_date': '2026-03-09', 'amount_claimed': total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
            'expected': {'decision': 'deny', 'payable_amount': 0, 'reason_codes': ['SPECIFIC_DISEASE_WAITING_PERIOD'], 'exclusion_code': 'Excl02', 'route': 'crc',
                         'clauses': ['6.2 a (Code- Excl02): "the expiry of 24/48 months of continuous coverage, as specified against each condition below"',
                                     '6.2 f (ii): "48 months waiting period: 1. Treatment for joint replacement unless arising from accident; 2. Age-related Osteoarthritis and Osteoporosis"']},
            'working': ['Policy in force 01-09-2025 to 31-08-2026 on 09-03-2026; member covered since 01-09-2023 with no earlier cover: 30 months of continuous coverage.',
                        'Diagnosis primary osteoarthritis, procedure total knee replacement, no injury (not an accident). 6.2 f (ii): joint replacement and age-related osteoarthritis wait 48 months -> served on 01-09-2027.',
                        'SPECIFIC_DISEASE_WAITING_PERIOD (Excl02) hard stop; bill 2,49,500 (lines sum = total) not assessed -> deny, payable 0, to the CRC.'],
            'layouts': {'bill': 'itemised_grouped', 'discharge_summary': 'narrative', 'scanned': [], 'renderer': 'clausetrail.synthetic.render'}}
    docs = {'bill.pdf': render_bill(spec, 'itemised_grouped'), 'discharge_summary.pdf': render_discharge_summary(spec, 'narrative')}
    write(case, docs, spec.model_dump(mode='json'))


# ---------------------------------------------------------------- B1: Care Plus, multi-page detailed bill, 10% co-pay only
def b1():
    d0 = date(2026, 2, 16)
    raw = [('Room Rent - Single Private Room', 'room', 5, 6500), ('Nursing Charges', 'nursing', 5, 1200),
           ('Consultation - Dr. Meenal Joshi (Nephrology)', 'doctor_fees', 5, 1500), ('Consultation - Physician (cross referral)', 'doctor_fees', 2, 1200),
           ('Dietician Consultation', 'doctor_fees', 1, 600), ('Inj. Meropenem 1 g', 'pharmacy', 10, 1450),
           ('Inj. Ceftriaxone 1 g', 'pharmacy', 2, 180), ('Inj. Pantoprazole 40 mg', 'pharmacy', 5, 95),
           ('Inj. Ondansetron 4 mg', 'pharmacy', 6, 42), ('IV Fluid - Normal Saline 500 ml', 'pharmacy', 12, 65),
           ('IV Fluid - Ringer Lactate 500 ml', 'pharmacy', 8, 72), ('Tab. Paracetamol 650 mg', 'pharmacy', 15, 3),
           ('Cap. Tamsulosin 0.4 mg', 'pharmacy', 5, 22), ('IV Infusion Set', 'consumables', 6, 140),
           ('Disposable Syringe 5 ml', 'consumables', 20, 12), ('Foley Catheter 16 Fr', 'consumables', 1, 450),
           ('Complete Blood Count', 'diagnostics', 3, 400), ('Urine Culture & Sensitivity', 'diagnostics', 2, 900),
           ('Blood Culture & Sensitivity', 'diagnostics', 1, 1400), ('Renal Function Test', 'diagnostics', 3, 650),
           ('Serum Electrolytes', 'diagnostics', 3, 500), ('C-Reactive Protein', 'diagnostics', 2, 600),
           ('Serum Procalcitonin', 'diagnostics', 1, 2200), ('USG Kidney, Ureter & Bladder', 'diagnostics', 1, 1800),
           ('Liver Function Test', 'diagnostics', 1, 750), ('ECG (12 lead)', 'diagnostics', 1, 300)]
    lines = [TruthLine(description=a, category=c, qty=q, rate=r, amount=q * r, service_date=d0) for a, c, q, r in raw]
    total = sum(x.amount for x in lines)
    truth = ClaimTruth(set_id='s30e-h19-care-pyelonephritis', family='service_dates_multipage', seed=0, hospital='Sahyadri Arogya Hospital',
        hospital_city='Pune', patient_title='Mrs.', patient_name='Shalini Madhav Gokhale', age=72, gender='F', uhid='SAH-26-0418877',
        ip_number='SAH/IPD/26/2045', bill_number='SAH/DFB/2526/2045', bill_date=date(2026, 2, 21), admission_date=d0,
        discharge_date=date(2026, 2, 21), diagnosis='Acute pyelonephritis, left kidney, with sepsis', icd_code='N10',
        procedure=None, treating_doctor='Dr. Meenal Joshi', room_category='Single Private Room', room_rate_per_day=6500,
        room_days=5, icu_rate_per_day=None, icu_days=0, line_items=tuple(lines), bill_total=total)
    assert not truth.problems(), truth.problems()
    fam = FAMILY_BY_NAME['service_dates_multipage']
    payable = round(total * 0.9 + 1e-9)
    pid = 'P/730415/01/2026/000733'
    case = {'id': 's30e-h19-care-pyelonephritis-plus-copay-multipage',
            'scenario': 'Care Senior Vitality Plan Plus (SI 5 lakh): 5 days in a Single Private Room at Rs 6,500/day (no per-day cap under Plus) for acute pyelonephritis, 40 months into cover. Everything admissible; only the Plus 10% co-pay on every claim applies. The detailed bill of 26 lines runs over two pages with a carried-forward total.',
            'policy': policy_block(wording_b, pid, '2025-10-01', '2026-09-30', sched(500000, 10, [
                {'member_id': 'CSV-0733-01', 'name': 'Shalini Madhav Gokhale', 'dob': '1953-11-07', 'gender': 'female',
                 'relationship': 'self', 'covered_since': '2022-10-01', 'declared_ped': []}], plan='Plus', cb=50000,
                terms={'room_rent_limit': {'kind': 'room_category', 'value': 'Single Private Room'}, 'icu_limit': {'kind': 'no_limit', 'value': None},
                       'copay': {'percent': 10, 'condition': 'Plan Plus, all claims'}})),
            'claim': {'member_id': 'CSV-0733-01', 'loss_date': '2026-02-16', 'amount_claimed': total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
            'expected': {'decision': 'partial', 'payable_amount': payable, 'reason_codes': ['COPAY'], 'route': 'human',
                         'clauses': ['3.1 (a): "Accommodation charges: a Single Private Room, subject to the per-day amount shown for Plan Classic"',
                                     '5.4: "20% of the admissible claim under Plan Classic, and 10% of the admissible claim under Plan Plus"']},
            'working': ['Policy in force 01-10-2025 to 30-09-2026 on 16-02-2026; member covered since 01-10-2022 (40 months): past the 30-day, 24-month PED and 24-month specified-disease waits; pyelonephritis is not listed; no exclusion.',
                        'Bill: 26 lines (room 5 x 6,500 = 32,500; nursing 5 x 1,200 = 6,000; consultations 7,500 + 2,400 + 600; medicines, consumables and tests line by line), sum %s = bill total; printed over 2 pages with a carried-forward row (not an item).' % format(total, ','),
                        'Step 1: no List I item (Foley catheter, IV sets and syringes are payable consumables). Step 2: Plan Plus room = Single Private Room with no per-day cap; the bill is for a Single Private Room -> no deduction; no ICU.',
                        'Step 3: no sub-limit. Step 4: Plan Plus co-pay 10%% (5.4): %s x 90%% = %s. Step 5: no deductible. Step 6: SI 5,00,000 + NCB 50,000 available.' % (format(total, ','), format(payable, ',')),
                        'Payable %s < claimed %s -> partial (co-pay only).' % (format(payable, ','), format(total, ','))],
            'layouts': {'bill': 'layouts:service_dates_multipage (2 pages)', 'discharge_summary': 'layouts:service_dates_multipage', 'scanned': [],
                        'renderer': 'clausetrail.synthetic.layouts'}}
    docs = {'bill.pdf': lay_bill(truth, fam), 'discharge_summary.pdf': lay_summary(truth, fam)}
    write(case, docs, truth.model_dump(mode='json'), 'truth.json')
    return total


# ---------------------------------------------------------------- B2: Care Classic, knee replacement ailment-wise limit + List I + 20% co-pay
def b2():
    lines = [L('Room Rent - Single Private Room', 'room', 4, 4500, 'RM01'),
             L('Surgeon Fees - Total Knee Replacement (Left)', 'surgeon_fees', 1, 55000, 'PRF41'),
             L('Anaesthetist Fees', 'surgeon_fees', 1, 14000, 'PRF22'),
             L('OT Charges', 'ot', 1, 28000, 'OT002'),
             L('Knee Implant System (Left)', 'implants', 1, 78000, 'IMP20'),
             L('Pharmacy', 'pharmacy', 1, 12400, 'PH001'),
             L('Surgical Consumables', 'consumables', 1, 8600, 'CS002'),
             L('Investigations', 'diagnostics', 1, 5900, 'LAB02'),
             L('Physiotherapy', 'other', 4, 700, 'PHY01'),
             L('Knee Immobilizer', 'other', 1, 1450, 'MSC09')]
    total = spec_total(lines)
    assert total == 224150
    pid = 'P/730415/01/2026/001958'
    spec = ClaimDocumentSpec(hospital=H3, patient_name='Kamla Devi Arora', member_id='CSV-1958-01', policy_number=pid,
        age=69, gender='Female', uhid='ALH-26-55190', ip_number='IPD/26/0716', admission_date=date(2026, 3, 2),
        discharge_date=date(2026, 3, 6), diagnosis='Bilateral knee osteoarthritis, left worse than right',
        procedure='Total knee replacement, left knee', procedure_date=date(2026, 3, 3), treating_doctor='Dr. Vivek Khanna',
        doctor_qualification='MBBS, MS (Ortho)', doctor_registration='DMC R-20377', department='Orthopaedics',
        room_category='Single Private Room', room_rate_per_day=4500, bed_number='407', bill_number='ALH/IP/2026/0716',
        bill_date=date(2026, 3, 6), line_items=lines, bill_total=total,
        payment={'receipt_number': 'ALH/R/2026/3381', 'receipt_date': date(2026, 3, 6), 'amount': total, 'mode': 'UPI', 'reference': '606512998813'},
        chief_complaints='Pain in both knees, left more than right, for 5 years; unable to walk beyond 100 m.',
        course_in_hospital='Planned admission. Left total knee replacement under combined spinal-epidural anaesthesia on 03-03-2026. Uneventful recovery; mobilised with walker.',
        advice=('Walker for 3 weeks.', 'Physiotherapy at home.', 'Review after 2 weeks for suture removal.'))
    pid_case = {'id': 's30e-h19-care-knee-replacement-classic-ailment-limit',
            'scenario': 'Care Senior Vitality Plan Classic (SI 5 lakh): left total knee replacement 33 months into cover (24-month specified-disease wait served). Room within the Classic Rs 5,000/day; a knee immobilizer (List I); the Rs 1,00,000 per joint ailment-wise limit then the Classic 20% co-pay.',
            'policy': policy_block(wording_b, pid, '2025-06-01', '2026-05-31', sched(500000, 20, [
                {'member_id': 'CSV-1958-01', 'name': 'Kamla Devi Arora', 'dob': '1956-09-12', 'gender': 'female',
                 'relationship': 'self', 'covered_since': '2023-06-01', 'declared_ped': []}], plan='Classic', cb=0,
                terms={'room_rent_limit': {'kind': 'amount_per_day', 'value': 5000}, 'icu_limit': {'kind': 'no_limit', 'value': None},
                       'copay': {'percent': 20, 'condition': 'Plan Classic, all claims'}})),
            'claim': {'member_id': 'CSV-1958-01', 'loss_date': '2026-03-02', 'amount_claimed': total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
            'expected': {'decision': 'partial', 'payable_amount': 80000, 'reason_codes': ['NON_PAYABLE_ITEMS', 'SUBLIMIT', 'COPAY'], 'route': 'human',
                         'clauses': ['Schedule of Benefits: "Joint Replacement# Rs. 1,00,000 per joint Rs. 1,00,000 per joint"',
                                     '3.10: "the amount payable shall not exceed the limit there, whatever the Sum Insured"',
                                     'Annexure II (List I): "Knee immobilizer / shoulder immobilizer"',
                                     '5.4: "20% of the admissible claim under Plan Classic"']},
            'working': ['Policy in force 01-06-2025 to 31-05-2026 on 02-03-2026; covered since 01-06-2023 (33 months): joint replacement and osteoarthritis are in the 24-month list (4.2 f iii), served 01-06-2025; no PED declared; past 30 days.',
                        'Bill lines: Room 4 x 4,500 = 18,000; Surgeon 55,000; Anaesthetist 14,000; OT 28,000; Knee implant 78,000; Pharmacy 12,400; Consumables 8,600; Investigations 5,900; Physiotherapy 4 x 700 = 2,800; Knee Immobilizer 1,450. Sum 2,24,150 = bill total.',
                        'Step 1: Knee Immobilizer 1,450 is List I (Annexure II: "Knee immobilizer / shoulder immobilizer") -> 2,22,700.',
                        'Step 2: Classic room limit Single Private Room up to 5,000/day; billed 4,500 -> no proportionate deduction; no ICU.',
                        'Step 3: ailment-wise limit joint replacement Rs 1,00,000 per joint (one joint), covering the whole hospitalisation (3.10, footnote #): 2,22,700 -> 1,00,000.',
                        'Step 4: Classic co-pay 20% on the limited amount (3.10, 5.4): 1,00,000 x 80% = 80,000. Step 5: no deductible. Step 6: SI 5,00,000 available.',
                        'Payable 80,000 < 2,24,150 -> partial.'],
            'layouts': {'bill': 'compact', 'discharge_summary': 'classic', 'scanned': [], 'renderer': 'clausetrail.synthetic.render'}}
    docs = {'bill.pdf': render_bill(spec, 'compact'), 'discharge_summary.pdf': render_discharge_summary(spec, 'classic')}
    write(pid_case, docs, spec.model_dump(mode='json'))


# ---------------------------------------------------------------- B3: Care Classic, declared COPD within 24-month PED -> deny
def b3():
    lines = [L('Room Rent - Single Private Room', 'room', 3, 4000, 'RM01'),
             L('Consultation - Pulmonologist', 'doctor_fees', 3, 1200, 'CON04'),
             L('Pharmacy - Nebulisation Drugs, Steroids & Antibiotics', 'pharmacy', 1, 7850, 'PH003'),
             L('Investigations - ABG, Chest X-Ray, CBC', 'diagnostics', 1, 4650, 'LAB05'),
             L('Medical Consumables', 'consumables', 1, 1100, 'CS001')]
    total = spec_total(lines)
    assert total == 29200
    pid = 'P/730415/01/2026/004410'
    spec = ClaimDocumentSpec(hospital=H4, patient_name='Dattatray Shankar Pawar', member_id='CSV-4410-01', policy_number=pid,
        age=74, gender='Male', uhid='SAH-26-0502231', ip_number='SAH/IPD/26/2311', admission_date=date(2026, 4, 5),
        discharge_date=date(2026, 4, 8), diagnosis='Acute exacerbation of chronic obstructive pulmonary disease (COPD)',
        procedure=None, treating_doctor='Dr. Aniruddha Kale', doctor_qualification='MBBS, MD (Pulmonary Medicine)',
        doctor_registration='MMC 2004/11/3318', department='Pulmonology', room_category='Single Private Room', room_rate_per_day=4000,
        bed_number='B-114', bill_number='SAH/IPB/2526/2311', bill_date=date(2026, 4, 8), line_items=lines, bill_total=total,
        payment={'receipt_number': 'SAH/RC/2526/2311', 'receipt_date': date(2026, 4, 8), 'amount': total, 'mode': 'Cash', 'reference': None},
        chief_complaints='Known case of COPD for 8 years on inhalers (declared at proposal). Increased breathlessness and cough with sputum for 3 days.',
        course_in_hospital='Admitted with acute exacerbation of COPD. Treated with nebulised bronchodilators, IV steroids and antibiotics. Saturation improved on room air by day 3.',
        advice=('Continue inhalers as prescribed.', 'Pulmonary rehabilitation exercises.', 'Review in OPD after 1 week.'))
    case = {'id': 's30e-h19-care-copd-ped-within-24m',
            'scenario': 'Care Senior Vitality Plan Classic (SI 3 lakh): acute exacerbation of COPD declared at proposal, 15 months after first inception: the 24-month PED waiting period (Excl01) is not served.',
            'policy': policy_block(wording_b, pid, '2026-01-10', '2027-01-09', sched(300000, 20, [
                {'member_id': 'CSV-4410-01', 'name': 'Dattatray Shankar Pawar', 'dob': '1951-12-03', 'gender': 'male',
                 'relationship': 'self', 'covered_since': '2025-01-10', 'declared_ped': ['Chronic obstructive pulmonary disease (COPD)']}], plan='Classic',
                terms={'room_rent_limit': {'kind': 'amount_per_day', 'value': 5000}, 'icu_limit': {'kind': 'no_limit', 'value': None},
                       'copay': {'percent': 20, 'condition': 'Plan Classic, all claims'}})),
            'claim': {'member_id': 'CSV-4410-01', 'loss_date': '2026-04-05', 'amount_claimed': total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
            'expected': {'decision': 'deny', 'payable_amount': 0, 'reason_codes': ['PED_WAITING_PERIOD'], 'exclusion_code': 'Excl01', 'route': 'crc',
                         'clauses': ['4.1 a (Code - Excl01): "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with insurer"']},
            'working': ['Policy (second year) in force 10-01-2026 to 09-01-2027 on 05-04-2026; member covered since 10-01-2025, no earlier cover: 14 months 26 days of continuous coverage.',
                        'COPD declared at proposal (schedule declared_ped); the admission is an acute exacerbation of that COPD (discharge summary: known case for 8 years).',
                        '4.1 PED wait 24 months -> served on 10-01-2027. PED_WAITING_PERIOD (Excl01) hard stop; bill 29,200 (lines sum = total) -> deny, payable 0, to the CRC.'],
            'layouts': {'bill': 'tabular', 'discharge_summary': 'narrative', 'scanned': [], 'renderer': 'clausetrail.synthetic.render'}}
    docs = {'bill.pdf': render_bill(spec, 'tabular'), 'discharge_summary.pdf': render_discharge_summary(spec, 'narrative')}
    write(case, docs, spec.model_dump(mode='json'))


if __name__ == '__main__':
    a1(); a2(); a3(); b1(); b2(); b3()
