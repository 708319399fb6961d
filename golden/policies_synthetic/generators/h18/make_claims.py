"""Six claim cases for the h18 wordings: case.json + bill.pdf + discharge_summary.pdf (clausetrail.synthetic)."""
import json, os, sys
from datetime import date
sys.path.insert(0, '/work/main/layers')
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec, Hospital, BillLine, PaymentReceipt
from clausetrail.synthetic import render
from clausetrail.synthetic.layouts.truth import ClaimTruth, TruthLine
from clausetrail.synthetic.layouts.family import FAMILY_BY_NAME
from clausetrail.synthetic.layouts import bill as lbill
from qcheck import find_pages

D = os.path.dirname(os.path.abspath(__file__))
A_DOC = 'IFFCOTokio_Suraksha-Mediclaim_IFFHLIP26118V012526.pdf'
B_DOC = 'BajajAllianz_Family-Shield-Floater_BAJHLIP26077V012526.pdf'
A_INS, A_PROD, A_UIN = 'IFFCO TOKIO General Insurance Company Limited', 'Suraksha Mediclaim Policy', 'IFFHLIP26118V012526'
B_INS, B_PROD, B_UIN = 'Bajaj Allianz General Insurance Company Limited', 'Family Shield Floater', 'BAJHLIP26077V012526'


def L(desc, cat, qty, rate, eye=None):
    return BillLine(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, eye=eye)


def hosp(name, addr, phone, email, gstin, reg, rohini, pan, acc=None):
    return Hospital(name=name, address_lines=tuple(addr), phone=phone, email=email, gstin=gstin,
                    registration_number=reg, rohini_id=rohini, pan=pan, accreditation=acc)


def sched(plan, ptype, si, copay, members, terms):
    return {'plan': plan, 'policy_type': ptype, 'sum_insured': si, 'cumulative_bonus': 0, 'copay_percent': copay,
            'deductible': 0, 'claims_paid_this_year': 0, 'premium_mode': 'yearly', 'zone': None,
            'optional_covers': [], 'members': members, 'terms': terms}


def write_case(case, spec, bill_layout, ds_layout, bill_bytes=None):
    folder = os.path.join(D, 'claims', case['id'])
    os.makedirs(folder, exist_ok=True)
    assert spec.total_matches_lines, case['id']
    assert case['claim']['amount_claimed'] == spec.bill_total, case['id']
    # every expected clause quote must be in the wording
    doc = os.path.join(D, case['policy']['document'])
    for c in case['expected']['clauses']:
        q = c.split('"')[1]
        assert find_pages(doc, q), (case['id'], q)
    b = bill_bytes if bill_bytes is not None else render.render_bill(spec, bill_layout)
    open(os.path.join(folder, 'bill.pdf'), 'wb').write(b)
    open(os.path.join(folder, 'discharge_summary.pdf'), 'wb').write(render.render_discharge_summary(spec, ds_layout))
    open(os.path.join(folder, 'claim_spec.json'), 'w').write(json.dumps(spec.model_dump(mode='json'), indent=1, ensure_ascii=False))
    case['layouts'] = {'bill': bill_layout, 'discharge_summary': ds_layout, 'scanned': []}
    open(os.path.join(folder, 'case.json'), 'w').write(json.dumps(case, indent=2, ensure_ascii=False))
    print(case['id'], spec.bill_total, case['expected']['decision'], case['expected']['payable_amount'])


# ---------------------------------------------------------------- A1 clean, IFFCO, SI 5 lakh
H1 = hosp('Shanti Mukand Multispeciality Hospital', ['2, Vikas Marg Extension', 'Preet Vihar, Delhi - 110092'], '011-4562 7710',
          'billing@shantimukand.in', '07AAECS4471K1Z3', 'DL/CEA/EAST/2016/00412', '8900080334519', 'AAECS4471K', 'NABH Accredited (H-2016-0341)')
a1_lines = (L('Room Charges - Semi Private', 'room', 2, 3000), L('Nursing Charges', 'nursing', 2, 600),
            L('Consultation - Physician', 'doctor_fees', 2, 1000), L('Pharmacy - Medicines & IV Fluids', 'pharmacy', 1, 5480),
            L('IV Cannula & Infusion Sets', 'consumables', 1, 1350), L('Pathology - CBC, Electrolytes, Stool R/E', 'diagnostics', 1, 3260))
a1 = ClaimDocumentSpec(hospital=H1, patient_name='Vivek Malhotra', member_id='IFT-0711245-01', policy_number='P/400718/01/2026/003317',
    age=43, gender='Male', uhid='SMH-25-118204', ip_number='IP/2511/0907', admission_date=date(2025, 11, 18), discharge_date=date(2025, 11, 20),
    diagnosis='Acute gastroenteritis with moderate dehydration', treating_doctor='Dr. Anjali Saxena', doctor_qualification='MBBS, MD (Medicine)',
    doctor_registration='DMC 48213', department='Internal Medicine', room_category='Semi Private', room_rate_per_day=3000, bed_number='412-B',
    bill_number='SMH/IPB/25-26/06618', bill_date=date(2025, 11, 20), line_items=a1_lines, bill_total=sum(l.amount for l in a1_lines),
    payment=PaymentReceipt(receipt_number='SMH/RCT/25-26/06618', receipt_date=date(2025, 11, 20), amount=19290, mode='UPI', reference='UPI 531822904417'),
    chief_complaints='Loose stools 10-12 episodes and vomiting since 1 day, giddiness.',
    course_in_hospital='Admitted with moderate dehydration. Managed with IV fluids, antiemetics and antibiotics. Symptoms settled; tolerating orally on day 2.',
    advice=('ORS and soft diet for 3 days.', 'Tab. Ofloxacin 200 mg BD x 3 days.', 'Review in OPD after 5 days.'))
case_a1 = {
 'id': 's30e-h18-iff-gastroenteritis-clean-auto',
 'scenario': 'Acute gastroenteritis, 2-day stay, SI 5 lakh, entry age 40: semi-private room 3,000 + nursing 600 per day is within the 2.1(a) limit (lower of Rs 4,000 and 1% of SI = 4,000); nothing excluded, no co-pay. Paid in full, small enough for auto-pay.',
 'insurer': A_INS, 'product': A_PROD,
 'policy': {'document': A_DOC, 'policy_id': 'P/400718/01/2026/003317', 'uin': A_UIN, 'effective_from': '2025-08-01', 'effective_to': '2026-07-31',
            'schedule': sched(None, 'individual', 500000, 0,
                [{'member_id': 'IFT-0711245-01', 'name': 'Vivek Malhotra', 'dob': '1982-05-14', 'gender': 'male', 'relationship': 'self', 'covered_since': '2022-08-01', 'declared_ped': []}],
                {'room_rent_limit': {'kind': 'percent_si_per_day', 'value': 1}, 'copay': {'percent': 0, 'condition': None}})},
 'claim': {'member_id': 'IFT-0711245-01', 'loss_date': '2025-11-18', 'amount_claimed': 19290, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
 'expected': {'decision': 'approve', 'payable_amount': 19290, 'reason_codes': [], 'route': 'auto',
              'clauses': ['2.1(a): "limited to Rs 4,000 per day or 1% of the Sum Insured per day, whichever is less."',
                          'Preamble: "the Company will reimburse to the Insured, or pay to the Hospital on his behalf, the Medical Expenses reasonably and necessarily incurred"']},
 'working': [
  'Policy in force 01-08-2025 to 31-07-2026 on 18-11-2025; member in the schedule, covered since 01-08-2022 (over 39 months): 30-day wait (4.3) served; no PED declared; gastroenteritis is not in the 4.2 list; no 4.4 exclusion.',
  'Bill lines: Room Semi Private 2 x 3,000 = 6,000; Nursing 2 x 600 = 1,200; Consultation 2 x 1,000 = 2,000; Pharmacy 5,480; IV cannula & infusion sets 1,350; Pathology 3,260. Sum 19,290 = bill total.',
  'Step 1: no IRDAI List I item. Step 2: room limit 2.1(a) = lower of Rs 4,000 and 1% of 5,00,000 (5,000) = 4,000/day, room, boarding and nursing together; billed 3,000 + 600 = 3,600/day -> within, no proportionate deduction; no ICU.',
  'Step 3: no sub-limit (no ambulance, cataract, AYUSH). Step 4: entry age 40 (dob 14-05-1982, first cover 01-08-2022) -> no Section 3 co-pay. Step 5: no deductible. Step 6: SI 5,00,000, nothing paid this year.',
  'Payable 19,290 = claimed -> approve; <= 25,000 -> auto.']}
write_case(case_a1, a1, 'itemised_grouped', 'classic')

# ---------------------------------------------------------------- A2 partial: ICU cap + ambulance sublimit + 10% senior co-pay; two-page compact bill
H2 = hosp('Sri Venkateshwara Institute of Medical Sciences', ['14-2-317, Gunfoundry', 'Abids, Hyderabad - 500001', 'Telangana'], '040-2346 8890',
          'ipbilling@svims-hyd.in', '36AAFCS2231Q1ZP', 'TS/HYD/CEA/2014/01178', '8900080112734', 'AAFCS2231Q', 'NABH Accredited (H-2015-0119)')
a2_lines = (L('ICU Charges', 'icu', 2, 9000), L('Room Charges - General Ward (Single)', 'room', 3, 2500), L('Nursing Charges (Ward)', 'nursing', 3, 500),
            L('Consultation - Physician', 'doctor_fees', 5, 1000), L('Consultation - Intensivist', 'doctor_fees', 2, 1500),
            L('Inj. Piperacillin-Tazobactam 4.5 g', 'pharmacy', 8, 620), L('Inj. Azithromycin 500 mg', 'pharmacy', 5, 240),
            L('Inj. Pantoprazole 40 mg', 'pharmacy', 6, 95), L('Nebulisation solutions (Budesonide / Levosalbutamol)', 'pharmacy', 10, 85),
            L('IV Fluids (NS / RL)', 'pharmacy', 14, 110), L('Discharge medicines', 'pharmacy', 1, 1380),
            L('Oxygen therapy (ward)', 'other', 2, 900), L('IV Cannula & Infusion Sets', 'consumables', 1, 960), L('Syringes & Needles', 'consumables', 1, 740),
            L('CBC, CRP, Procalcitonin', 'diagnostics', 1, 2850), L('Blood Culture & Sensitivity', 'diagnostics', 1, 1450),
            L('LFT / RFT / Serum Electrolytes', 'diagnostics', 1, 1420), L('Chest X-Ray PA view', 'diagnostics', 2, 450),
            L('HRCT Thorax', 'diagnostics', 1, 3500), L('Road Ambulance (residence to hospital)', 'ambulance', 1, 1800))
tot2 = sum(l.amount for l in a2_lines)
a2 = ClaimDocumentSpec(hospital=H2, patient_name='Lakshmi Narayana Rao', member_id='IFT-0698312-01', policy_number='P/361104/01/2025/000874',
    age=65, gender='Male', uhid='SV25077410', ip_number='IP/2509/0412', admission_date=date(2025, 9, 8), discharge_date=date(2025, 9, 13),
    diagnosis='Community acquired pneumonia, right lower lobe, with type 1 respiratory failure', treating_doctor='Dr. P. Srinivas Reddy',
    doctor_qualification='MBBS, MD (Pulmonary Medicine)', doctor_registration='TSMC 30217', department='Pulmonology',
    room_category='General Ward (Single)', room_rate_per_day=2500, bed_number='MICU-3 / W2-14', bill_number='SVIMS/IP/25-26/04127',
    bill_date=date(2025, 9, 13), line_items=a2_lines, bill_total=tot2,
    chief_complaints='Fever with cough and breathlessness for 4 days; SpO2 86% on room air at arrival.',
    course_in_hospital='Admitted to MICU on oxygen support, IV antibiotics and nebulisation. Weaned off high-flow oxygen on day 2 and shifted to ward. Afebrile from day 3.',
    advice=('Tab. Cefuroxime 500 mg BD x 5 days.', 'Incentive spirometry exercises.', 'Review in chest OPD after 1 week with chest X-ray.'))
assert tot2 == 60920
case_a2 = {
 'id': 's30e-h18-iff-pneumonia-icu-cap-ambulance-senior-copay',
 'scenario': 'Pneumonia, 2 days ICU at Rs 9,000 then 3 ward days, SI 3 lakh, entry age 62: ICU capped at 2% of SI = 6,000/day (lower than Rs 8,000), ward room + nursing exactly at the 3,000 limit, ambulance 1,800 capped at Rs 1,500, then the 10% co-pay for entry age 60+. Bill of 20 lines printed over two pages.',
 'insurer': A_INS, 'product': A_PROD,
 'policy': {'document': A_DOC, 'policy_id': 'P/361104/01/2025/000874', 'uin': A_UIN, 'effective_from': '2025-01-15', 'effective_to': '2026-01-14',
            'schedule': sched(None, 'individual', 300000, 10,
                [{'member_id': 'IFT-0698312-01', 'name': 'Lakshmi Narayana Rao', 'dob': '1960-03-10', 'gender': 'male', 'relationship': 'self', 'covered_since': '2023-01-15', 'declared_ped': ['Essential hypertension']}],
                {'room_rent_limit': {'kind': 'percent_si_per_day', 'value': 1}, 'icu_limit': {'kind': 'percent_si_per_day', 'value': 2},
                 'ambulance_limit': {'kind': 'amount', 'value': 1500},
                 'copay': {'percent': 10, 'condition': 'insured person with entry age 60 years or more, every admissible claim'}})},
 'claim': {'member_id': 'IFT-0698312-01', 'loss_date': '2025-09-08', 'amount_claimed': 60920, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
 'expected': {'decision': 'partial', 'payable_amount': 49158, 'reason_codes': ['ICU_LIMIT', 'SUBLIMIT', 'COPAY'], 'route': 'human',
              'clauses': ['2.1(b): "limited to Rs 8,000 per day or 2% of the Sum Insured per day, whichever is less."',
                          '2.5: "are payable up to Rs. 1,500/- per Hospitalisation"',
                          '3: "shall be subject to a co-payment of 10% of the admissible claim amount"',
                          '2.1(a): "limited to Rs 4,000 per day or 1% of the Sum Insured per day, whichever is less."']},
 'working': [
  'Policy in force 15-01-2025 to 14-01-2026 on 08-09-2025; member covered since 15-01-2023 (32 months); declared PED hypertension is not the cause of admission; pneumonia is not in the 4.2 list; 30-day wait served; no exclusion.',
  'Bill lines (20): ICU 2 x 9,000 = 18,000; Room General Ward (Single) 3 x 2,500 = 7,500; Nursing (ward) 3 x 500 = 1,500; Physician 5 x 1,000 = 5,000; Intensivist 2 x 1,500 = 3,000; Pip-Taz 8 x 620 = 4,960; Azithromycin 5 x 240 = 1,200; Pantoprazole 6 x 95 = 570; Nebulisation solutions 10 x 85 = 850; IV fluids 14 x 110 = 1,540; Discharge medicines 1,380; Oxygen 2 x 900 = 1,800; IV cannula & sets 960; Syringes & needles 740; CBC/CRP/PCT 2,850; Blood culture 1,450; LFT/RFT/electrolytes 1,420; Chest X-ray 2 x 450 = 900; HRCT 3,500; Road ambulance 1,800. Sum 60,920 = bill total.',
  'Step 1: no IRDAI List I item (syringes, cannula, IV sets, nebulisation solutions and oxygen in the ward are payable; no nebuliser kit, no gloves).',
  'Step 2, room: limit = lower of Rs 4,000 and 1% of 3,00,000 = 3,000/day for room, boarding and nursing; ward 2,500 + 500 = 3,000/day -> within (at the limit), no proportionate deduction. ICU: limit = lower of Rs 8,000 and 2% of 3,00,000 = 6,000/day; billed 2 x 9,000 = 18,000, admissible 12,000, deduction 6,000 (no proportionate deduction elsewhere). 60,920 - 6,000 = 54,920.',
  'Step 3, sub-limit: road ambulance 1,800 > Rs 1,500 per hospitalisation (2.5; first ambulance claim this year, within the Rs 3,000 per period) -> deduction 300. 54,920 - 300 = 54,620.',
  'Step 4, co-pay: entry age 62 (dob 10-03-1960, first cover 15-01-2023) -> 10% (Section 3): 54,620 x 10% = 5,462. 54,620 - 5,462 = 49,158.',
  'Step 5: no deductible. Step 6: SI 3,00,000, nothing paid this year -> 49,158 available.',
  'Payable 49,158 < claimed 60,920 -> partial, to an adjuster.']}
truth2 = ClaimTruth(set_id='s30e-h18-iff-pneumonia', family='multipage_unruled', seed=18, hospital=H2.name,
    hospital_city='Hyderabad, Telangana', patient_title='Mr.', patient_name=a2.patient_name, age=65, gender='Male', uhid=a2.uhid, ip_number=a2.ip_number,
    bill_number=a2.bill_number, bill_date=a2.bill_date, admission_date=a2.admission_date, discharge_date=a2.discharge_date, diagnosis=a2.diagnosis,
    icd_code='J18.1', procedure=None, treating_doctor=a2.treating_doctor, room_category='General Ward (Single)', room_rate_per_day=2500, room_days=3,
    icu_rate_per_day=9000, icu_days=2,
    line_items=tuple(TruthLine(description=l.description, category=l.category.value, qty=l.quantity, rate=l.rate, amount=l.amount) for l in a2_lines),
    bill_total=tot2)
assert not truth2.problems(), truth2.problems()
bill2 = lbill.render_bill(truth2, FAMILY_BY_NAME['multipage_unruled'])
write_case(case_a2, a2, 'layouts:multipage_unruled', 'narrative', bill_bytes=bill2)

# ---------------------------------------------------------------- A3 deny: alcoholic hepatitis, 4.4.8 (Excl12 substance); bill with GST and discount rows
H3 = hosp('Jupiter Lifeline Hospital', ['Eastern Express Highway, Service Road', 'Thane (W) - 400601', 'Maharashtra'], '022-2172 5555',
          'tpa.desk@jupiterlifeline.in', '27AAACJ5512H1Z8', 'MH/THN/BNHRA/2012/0457', '8900080098221', 'AAACJ5512H', 'NABH Accredited (H-2012-0077)')
a3_lines = (L('Room Charges - Deluxe Single', 'room', 4, 5250), L('Consultation - Gastroenterologist', 'doctor_fees', 4, 1500),
            L('Pharmacy - Medicines & IV Fluids', 'pharmacy', 1, 14360), L('Medical Consumables', 'consumables', 1, 2240),
            L('Investigations - LFT, PT-INR, USG Abdomen', 'diagnostics', 1, 7850))
tot3 = sum(l.amount for l in a3_lines)
a3 = ClaimDocumentSpec(hospital=H3, patient_name='Sandeep Kulkarni', member_id='IFT-0552093-01', policy_number='P/250917/01/2026/002208',
    age=52, gender='Male', uhid='JL25339015', ip_number='IP/2511/2231', admission_date=date(2025, 11, 25), discharge_date=date(2025, 11, 29),
    diagnosis='Acute alcoholic hepatitis with alcohol dependence syndrome', treating_doctor='Dr. Rahul Deshpande', doctor_qualification='MBBS, MD, DM (Gastroenterology)',
    doctor_registration='MMC 2009/04/1187', department='Gastroenterology', room_category='Deluxe Single', room_rate_per_day=5250, bed_number='D-608',
    bill_number='JLH/IPD/25-26/09312', bill_date=date(2025, 11, 29), line_items=a3_lines, bill_total=tot3,
    chief_complaints='Yellowish discolouration of eyes and abdominal distension for 1 week; heavy alcohol intake for 15 years, last drink 2 days before admission.',
    course_in_hospital='Maddrey discriminant function 38. Treated with IV fluids, thiamine, prednisolone and withdrawal prophylaxis. Counselled for de-addiction.',
    advice=('Total abstinence from alcohol.', 'Tab. Prednisolone 40 mg OD as per taper schedule.', 'De-addiction clinic follow up.'))
assert tot3 == 51450
truth3 = ClaimTruth(set_id='s30e-h18-iff-alcoholic-hepatitis', family='deposit_gst_discount', seed=18, hospital=H3.name,
    hospital_city='Thane, Maharashtra', patient_title='Mr.', patient_name=a3.patient_name, age=52, gender='Male', uhid=a3.uhid, ip_number=a3.ip_number,
    bill_number=a3.bill_number, bill_date=a3.bill_date, admission_date=a3.admission_date, discharge_date=a3.discharge_date, diagnosis=a3.diagnosis,
    icd_code='K70.1', procedure=None, treating_doctor=a3.treating_doctor, room_category='Deluxe Single', room_rate_per_day=5250, room_days=4,
    icu_rate_per_day=None, icu_days=0,
    line_items=tuple(TruthLine(description=l.description, category=l.category.value, qty=l.quantity, rate=l.rate, amount=l.amount) for l in a3_lines),
    bill_total=tot3, discount=2500, advance_paid=20000, gst_included=21000 * 5 // 105)
assert not truth3.problems(), truth3.problems()
bill3 = lbill.render_bill(truth3, FAMILY_BY_NAME['deposit_gst_discount'])
case_a3 = {
 'id': 's30e-h18-iff-alcoholic-hepatitis-excluded',
 'scenario': 'Acute alcoholic hepatitis in a long-insured member (covered since 2020): treatment of alcoholism and its consequences is a permanent exclusion (4.4.8, the substance of IRDAI Excl12; the wording prints no codes). The bill prints a GST-included note, a discount and a deposit below the total: they are not line items.',
 'insurer': A_INS, 'product': A_PROD,
 'policy': {'document': A_DOC, 'policy_id': 'P/250917/01/2026/002208', 'uin': A_UIN, 'effective_from': '2025-10-01', 'effective_to': '2026-09-30',
            'schedule': sched(None, 'individual', 1000000, 0,
                [{'member_id': 'IFT-0552093-01', 'name': 'Sandeep Kulkarni', 'dob': '1973-07-02', 'gender': 'male', 'relationship': 'self', 'covered_since': '2020-10-01', 'declared_ped': []}],
                {'copay': {'percent': 0, 'condition': None}})},
 'claim': {'member_id': 'IFT-0552093-01', 'loss_date': '2025-11-25', 'amount_claimed': 51450, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
 'expected': {'decision': 'deny', 'payable_amount': 0, 'reason_codes': ['EXCLUDED_TREATMENT'], 'exclusion_code': 'Excl12', 'route': 'crc',
              'clauses': ['4.4.8: "Treatment for alcoholism, drug or substance abuse or any addictive condition and consequences thereof."']},
 'working': [
  'Policy in force 01-10-2025 to 30-09-2026 on 25-11-2025; member covered since 01-10-2020 (all waiting periods served).',
  'Diagnosis: acute alcoholic hepatitis with alcohol dependence syndrome -> a consequence of alcoholism, excluded by 4.4.8 (standard Excl12 wording, no code printed).',
  'Bill lines: Room Deluxe Single 4 x 5,250 = 21,000; Gastroenterologist 4 x 1,500 = 6,000; Pharmacy 14,360; Consumables 2,240; Investigations 7,850. Sum 51,450 = bill total. The rows "GST included in above (5% on room rent)" 1,000, "Less: Discount" 2,500, "Net Amount after Discount" 48,950, "Less: Deposit Received" 20,000 and the balance are not line items; amount_claimed is the bill total 51,450.',
  'Hard stop EXCLUDED_TREATMENT (Excl12): deny, payable 0, to the CRC.']}
write_case(case_a3, a3, 'layouts:deposit_gst_discount', 'classic', bill_bytes=bill3)

# ---------------------------------------------------------------- B1 clean: Gold SI 5 lakh, appendicectomy
H4 = hosp('Sahyadri Speciality Hospital', ['30-C, Karve Road, Erandwane', 'Pune - 411004', 'Maharashtra'], '020-6721 3000',
          'billing@sahyadrispeciality.in', '27AAGCS8812E1Z5', 'PMC/HOSP/REG/2011/0893', '8900080007713', 'AAGCS8812E', 'NABH Accredited (H-2011-0158)')
b1_lines = (L('Room Charges - Single Private AC', 'room', 3, 7500), L('Nursing Charges', 'nursing', 3, 800),
            L('Surgeon Fees - Laparoscopic Appendicectomy', 'surgeon_fees', 1, 30000), L('Anaesthetist Fees', 'surgeon_fees', 1, 9000),
            L('Operation Theatre Charges', 'ot', 1, 18000), L('Consultation - General Surgeon', 'doctor_fees', 3, 1200),
            L('Pharmacy', 'pharmacy', 1, 12640), L('Surgical Consumables', 'consumables', 1, 6380),
            L('CBC, CRP, USG Abdomen', 'diagnostics', 1, 5940))
tot4 = sum(l.amount for l in b1_lines)
assert tot4 == 110460
b1 = ClaimDocumentSpec(hospital=H4, patient_name='Neha Joshi', member_id='BAG-4471920-02', policy_number='OG-26-1906-8430-00004471',
    age=36, gender='Female', uhid='SSH-25-204417', ip_number='IP/2512/0056', admission_date=date(2025, 12, 2), discharge_date=date(2025, 12, 5),
    diagnosis='Acute appendicitis', procedure='Laparoscopic appendicectomy', procedure_date=date(2025, 12, 2), treating_doctor='Dr. Aditya Kale',
    doctor_qualification='MBBS, MS (General Surgery)', doctor_registration='MMC 2006/03/2214', department='General Surgery',
    room_category='Single Private AC', room_rate_per_day=7500, bed_number='505', bill_number='SSH/IPB/25-26/11874', bill_date=date(2025, 12, 5),
    line_items=b1_lines, bill_total=tot4,
    payment=PaymentReceipt(receipt_number='SSH/RCT/25-26/11874', receipt_date=date(2025, 12, 5), amount=tot4, mode='Credit Card', reference='CC XXXX 4471'),
    chief_complaints='Pain in right lower abdomen for 1 day with fever and vomiting.',
    course_in_hospital='USG showed inflamed appendix. Laparoscopic appendicectomy done on the day of admission under GA. Post-operative period uneventful.',
    advice=('Tab. Amoxicillin-Clavulanate 625 mg BD x 5 days.', 'Suture removal after 7 days.', 'Avoid lifting heavy weights for 4 weeks.'))
members_b = [{'member_id': 'BAG-4471920-01', 'name': 'Kunal Joshi', 'dob': '1987-02-19', 'gender': 'male', 'relationship': 'self', 'covered_since': '2023-04-01', 'declared_ped': []},
             {'member_id': 'BAG-4471920-02', 'name': 'Neha Joshi', 'dob': '1989-08-30', 'gender': 'female', 'relationship': 'spouse', 'covered_since': '2023-04-01', 'declared_ped': []},
             {'member_id': 'BAG-4471920-03', 'name': 'Aarav Joshi', 'dob': '2016-01-11', 'gender': 'male', 'relationship': 'son', 'covered_since': '2023-04-01', 'declared_ped': []}]
case_b1 = {
 'id': 's30e-h18-baj-appendicectomy-gold-clean',
 'scenario': 'Laparoscopic appendicectomy for the spouse on a Gold floater of Rs 5 lakh: single private AC room at 7,500 + nursing 800 per day is within the Gold limit of 2% of SI (10,000/day); Gold has no co-payment. Paid in full; above 25,000, so a person approves it.',
 'insurer': B_INS, 'product': B_PROD,
 'policy': {'document': B_DOC, 'policy_id': 'OG-26-1906-8430-00004471', 'uin': B_UIN, 'effective_from': '2025-04-01', 'effective_to': '2026-03-31',
            'schedule': sched('Gold', 'floater', 500000, 0, members_b,
                {'room_rent_limit': {'kind': 'percent_si_per_day', 'value': 2}, 'icu_limit': {'kind': 'percent_si_per_day', 'value': 4},
                 'copay': {'percent': 0, 'condition': None}, 'pre_hospitalisation_days': 60, 'post_hospitalisation_days': 90})},
 'claim': {'member_id': 'BAG-4471920-02', 'loss_date': '2025-12-02', 'amount_claimed': 110460, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
 'expected': {'decision': 'approve', 'payable_amount': 110460, 'reason_codes': [], 'route': 'human',
              'clauses': ['C.1: "We will pay the Reasonable and Customary Charges for"', 'C.15 Benefit Table: "Room rent (per day) 1% of SI per day 2% of SI per day Single private room"',
                          'C.15 Benefit Table: "Co-payment 10% on every claim Nil Nil"']},
 'working': [
  'Policy in force 01-04-2025 to 31-03-2026 on 02-12-2025; spouse in the schedule, covered since 01-04-2023 (32 months): 30-day wait served; appendicitis is not in the D.1 2 f) list; no PED; no exclusion.',
  'Bill lines: Room Single Private AC 3 x 7,500 = 22,500; Nursing 3 x 800 = 2,400; Surgeon 30,000; Anaesthetist 9,000; OT 18,000; Consultation 3 x 1,200 = 3,600; Pharmacy 12,640; Surgical consumables 6,380; CBC/CRP/USG 5,940. Sum 1,10,460 = bill total.',
  'Step 1: no List I item. Step 2: Gold room limit 2% of 5,00,000 = 10,000/day; billed 7,500 (8,300 with nursing) -> within, no proportionate deduction; no ICU.',
  'Step 3: no sub-limit. Step 4: Gold co-payment Nil. Step 5: no deductible. Step 6: floater SI 5,00,000, nothing paid this year.',
  'Payable 1,10,460 = claimed -> approve; above 25,000 -> human.']}
write_case(case_b1, b1, 'tabular', 'narrative')

# ---------------------------------------------------------------- B2 partial: Silver SI 5 lakh, room above 1%, List I item, 10% Silver co-pay
H5 = hosp('Manipal Hospital Whitefield Annexe', ['143, ITPL Main Road, EPIP Zone', 'Whitefield, Bengaluru - 560066', 'Karnataka'], '080-4030 7788',
          'ipd.billing@mhwannexe.in', '29AADCM7741N1ZQ', 'KPME/BLR/2013/3312', '8900080223190', 'AADCM7741N', 'NABH Accredited (H-2014-0207)')
b2_lines = (L('Room Charges - Single Private AC', 'room', 3, 6500), L('Surgeon Fees - ORIF Distal Radius', 'surgeon_fees', 1, 26000),
            L('Anaesthetist Fees', 'surgeon_fees', 1, 7800), L('Operation Theatre Charges', 'ot', 1, 15600),
            L('Consultation - Orthopaedics', 'doctor_fees', 3, 1300), L('Implant - Volar Locking Plate & Screws', 'implants', 1, 28500),
            L('Pharmacy', 'pharmacy', 1, 9870), L('Surgical Consumables', 'consumables', 1, 4230),
            L('X-Ray & CT Wrist', 'diagnostics', 1, 3650), L('Arm Sling', 'other', 1, 450))
tot5 = sum(l.amount for l in b2_lines)
assert tot5 == 119500
b2 = ClaimDocumentSpec(hospital=H5, patient_name='Ramesh Gowda', member_id='BAG-5530812-01', policy_number='OG-26-1205-8430-00007812',
    age=44, gender='Male', uhid='MHW-25-610233', ip_number='IP/2510/1877', admission_date=date(2025, 10, 14), discharge_date=date(2025, 10, 17),
    diagnosis='Closed comminuted fracture of distal end of left radius following fall from two-wheeler', procedure='Open reduction and internal fixation with volar locking plate, left distal radius',
    procedure_date=date(2025, 10, 15), treating_doctor='Dr. Shashank Hegde', doctor_qualification='MBBS, MS (Orthopaedics)', doctor_registration='KMC 61123',
    department='Orthopaedics', room_category='Single Private AC', room_rate_per_day=6500, bed_number='710', bill_number='MHW/IP/25-26/07219',
    bill_date=date(2025, 10, 17), line_items=b2_lines, bill_total=tot5, is_accident=True, mlc_number='MLC/WFD/2025/1419',
    chief_complaints='Pain, swelling and deformity of left wrist after a fall from a two-wheeler on the evening of admission.',
    course_in_hospital='X-ray and CT showed a comminuted intra-articular distal radius fracture. ORIF with volar locking plate done under brachial block on 15-10-2025. Uneventful recovery.',
    advice=('Arm sling for 2 weeks.', 'Finger mobilisation exercises.', 'Review with X-ray after 2 weeks.'))
case_b2 = {
 'id': 's30e-h18-baj-radius-orif-silver-room-copay',
 'scenario': 'Road accident, ORIF of the wrist for the policyholder on a Silver floater of Rs 5 lakh: single private AC room at 6,500/day against the Silver limit of 1% of SI (5,000/day) -> proportionate deduction 5,000/6,500 on room, surgeon, anaesthetist, OT and consultations (not on implant, pharmacy, consumables, diagnostics); an arm sling (List I) is dropped; then the Silver 10% co-payment on every claim.',
 'insurer': B_INS, 'product': B_PROD,
 'policy': {'document': B_DOC, 'policy_id': 'OG-26-1205-8430-00007812', 'uin': B_UIN, 'effective_from': '2025-06-10', 'effective_to': '2026-06-09',
            'schedule': sched('Silver', 'floater', 500000, 10,
                [{'member_id': 'BAG-5530812-01', 'name': 'Ramesh Gowda', 'dob': '1981-04-03', 'gender': 'male', 'relationship': 'self', 'covered_since': '2024-06-10', 'declared_ped': []},
                 {'member_id': 'BAG-5530812-02', 'name': 'Kavitha Gowda', 'dob': '1984-12-21', 'gender': 'female', 'relationship': 'spouse', 'covered_since': '2024-06-10', 'declared_ped': []}],
                {'room_rent_limit': {'kind': 'percent_si_per_day', 'value': 1}, 'icu_limit': {'kind': 'percent_si_per_day', 'value': 2},
                 'copay': {'percent': 10, 'condition': 'Silver plan, every claim'}, 'pre_hospitalisation_days': 30, 'post_hospitalisation_days': 60})},
 'claim': {'member_id': 'BAG-5530812-01', 'loss_date': '2025-10-14', 'amount_claimed': 119500, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
 'expected': {'decision': 'partial', 'payable_amount': 92025, 'reason_codes': ['NON_PAYABLE_ITEMS', 'ROOM_RENT_PROPORTIONATE_DEDUCTION', 'COPAY'], 'route': 'human',
              'clauses': ['C.1: "in the same ratio as the eligible room rent bears to the room rent actually charged."',
                          'C.15 Benefit Table: "Room rent (per day) 1% of SI per day 2% of SI per day Single private room"',
                          'C.15 Benefit Table: "Co-payment 10% on every claim Nil Nil"',
                          'Annexure B: "Armsling"']},
 'working': [
  'Policy in force 10-06-2025 to 09-06-2026 on 14-10-2025; member covered since 10-06-2024 (16 months); accident (MLC recorded); no waiting period or exclusion applies.',
  'Bill lines: Room Single Private AC 3 x 6,500 = 19,500; Surgeon 26,000; Anaesthetist 7,800; OT 15,600; Consultation 3 x 1,300 = 3,900; Implant plate & screws 28,500; Pharmacy 9,870; Surgical consumables 4,230; X-ray & CT 3,650; Arm sling 450. Sum 1,19,500 = bill total (no separate nursing line).',
  'Step 1: Arm sling is in List I (Annexure B "Armsling") -> 450 dropped. 1,19,500 - 450 = 1,19,050.',
  'Step 2: Silver room limit 1% of 5,00,000 = 5,000/day; billed 6,500/day -> ratio 5,000/6,500 = 10/13 on associated expenses: room 19,500 -> 15,000; surgeon 26,000 -> 20,000; anaesthetist 7,800 -> 6,000; OT 15,600 -> 12,000; consultation 3,900 -> 3,000. Associated 72,800 -> 56,000, deduction 16,800. Implant, pharmacy, consumables, diagnostics (46,250) not scaled. 1,19,050 - 16,800 = 1,02,250.',
  'Step 3: no sub-limit. Step 4: Silver co-payment 10% on every claim: 1,02,250 x 10% = 10,225 -> 92,025.',
  'Step 5: no deductible. Step 6: floater SI 5,00,000, nothing paid this year -> 92,025 available.',
  'Payable 92,025 < claimed 1,19,500 -> partial, to an adjuster.']}
write_case(case_b2, b2, 'itemised_grouped', 'classic')

# ---------------------------------------------------------------- B3 deny: cataract 15 months into cover (footnote * / Excl02 24 months)
H6 = hosp('Drishti Eye Institute', ['12, Shastri Nagar', 'Jaipur - 302016', 'Rajasthan'], '0141-228 6644',
          'accounts@drishtieye.in', '08AAHFD3390C1Z6', 'RJ/JPR/CEA/2018/00574', '8900080441205', 'AAHFD3390C', None)
b3_lines = (L('Day Care Bed Charges', 'room', 1, 2500), L('Surgeon Fees - Phacoemulsification (right eye)', 'surgeon_fees', 1, 18000, eye='right'),
            L('Operation Theatre Charges', 'ot', 1, 6000), L('Foldable Hydrophobic IOL (right eye)', 'implants', 1, 22000, eye='right'),
            L('Pharmacy & Eye Drops', 'pharmacy', 1, 2300), L('Surgical Consumables', 'consumables', 1, 1800),
            L('A-Scan Biometry & Keratometry', 'diagnostics', 1, 1600))
tot6 = sum(l.amount for l in b3_lines)
assert tot6 == 54200
b3 = ClaimDocumentSpec(hospital=H6, patient_name='Sushila Agarwal', member_id='BAG-6128847-04', policy_number='OG-26-1403-8430-00012288',
    age=61, gender='Female', uhid='DEI-25-30418', ip_number='DC/2510/0219', admission_date=date(2025, 10, 20), discharge_date=date(2025, 10, 20),
    diagnosis='Immature senile cataract, right eye', procedure='Phacoemulsification with foldable IOL implantation, right eye', procedure_date=date(2025, 10, 20),
    treating_doctor='Dr. Meenal Bhatnagar', doctor_qualification='MBBS, MS (Ophthalmology)', doctor_registration='RMC 33871', department='Ophthalmology',
    room_category='Day Care', room_rate_per_day=2500, bed_number='DC-6', bill_number='DEI/DC/25-26/02219', bill_date=date(2025, 10, 20),
    line_items=b3_lines, bill_total=tot6,
    payment=PaymentReceipt(receipt_number='DEI/RCT/25-26/02219', receipt_date=date(2025, 10, 20), amount=tot6, mode='NEFT', reference='NEFT UTIB25293811'),
    chief_complaints='Gradual painless diminution of vision in right eye for 1 year.',
    course_in_hospital='Uneventful phacoemulsification with IOL under topical anaesthesia. Discharged the same day.',
    advice=('Moxifloxacin-Dexamethasone eye drops 6 times a day, tapering.', 'Protective eye shield at night for 1 week.', 'Review after 1 week.'))
case_b3 = {
 'id': 's30e-h18-baj-cataract-within-24m',
 'scenario': 'Right-eye cataract surgery for the policyholder\'s mother on a Gold floater of Rs 7.5 lakh, 15 months after she was first covered: cataract is payable only after 24 months of continuous cover (benefit-table footnote * and the Excl02 list), so the claim is repudiated.',
 'insurer': B_INS, 'product': B_PROD,
 'policy': {'document': B_DOC, 'policy_id': 'OG-26-1403-8430-00012288', 'uin': B_UIN, 'effective_from': '2025-07-01', 'effective_to': '2026-06-30',
            'schedule': sched('Gold', 'floater', 750000, 0,
                [{'member_id': 'BAG-6128847-01', 'name': 'Manish Agarwal', 'dob': '1990-05-08', 'gender': 'male', 'relationship': 'self', 'covered_since': '2024-07-01', 'declared_ped': []},
                 {'member_id': 'BAG-6128847-04', 'name': 'Sushila Agarwal', 'dob': '1964-01-26', 'gender': 'female', 'relationship': 'mother', 'covered_since': '2024-07-01', 'declared_ped': []}],
                {'room_rent_limit': {'kind': 'percent_si_per_day', 'value': 2}, 'copay': {'percent': 0, 'condition': None}})},
 'claim': {'member_id': 'BAG-6128847-04', 'loss_date': '2025-10-20', 'amount_claimed': 54200, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
 'expected': {'decision': 'deny', 'payable_amount': 0, 'reason_codes': ['SPECIFIC_DISEASE_WAITING_PERIOD'], 'exclusion_code': 'Excl02', 'route': 'crc',
              'clauses': ['D.1 2 a) (Code- Excl02): "until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us."',
                          'D.1 2 f): "List of specified diseases/procedures: Cataract"', 'C.15 footnote: "* after 24 months of continuous cover"']},
 'working': [
  'Policy in force 01-07-2025 to 30-06-2026 on 20-10-2025; mother in the schedule, covered since 01-07-2024 (first policy, no portability credit).',
  'Cataract is in the D.1 2 f) list (Excl02, 24 months) and the benefit table marks Cataract* "after 24 months of continuous cover". Served on 01-07-2024 + 24 months = 01-07-2026; surgery on 20-10-2025 is at 15 months -> not served. Not an accident.',
  'Bill lines: Day care bed 2,500; Surgeon (right eye) 18,000; OT 6,000; IOL (right eye) 22,000; Pharmacy 2,300; Consumables 1,800; Biometry 1,600. Sum 54,200 = bill total.',
  'Hard stop SPECIFIC_DISEASE_WAITING_PERIOD: deny, payable 0, to the CRC. (Once served, the cap would be Rs 50,000 per eye.)']}
write_case(case_b3, b3, 'compact', 'narrative')
