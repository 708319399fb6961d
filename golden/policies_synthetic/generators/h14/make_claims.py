"""Write claims/<case_id>/{case.json, claim_spec.json, bill.pdf, discharge_summary.pdf} for h14's two wordings.

Run: PYTHONPATH=/work/main/layers /work/main/.venv/bin/python make_claims.py
Payables computed by hand in SPEC §7 order (see each case's `working`); this script only asserts the line sums.
"""
import json
import os
import sys
from datetime import date

from clausetrail.synthetic.claim_spec import BillLine, ClaimDocumentSpec, Hospital, PaymentReceipt
from clausetrail.synthetic.generate import HOSPITALS
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from textutil import find  # noqa: E402

A_DOC = 'Star_Golden-Years-Health_SHAHLIP26187V012526.pdf'
B_DOC = 'Care_Vital-Health_CHIHLIP26093V012526.pdf'

MADURAI = Hospital(
    name='Meenakshi Sundaram Hospital & Research Centre',
    address_lines=('112 Kamarajar Salai', 'Madurai - 625009', 'Tamil Nadu'),
    phone='0452-253 7700', email='ipbilling@msh-madurai.in', gstin='33AABCM6612K1Z4',
    registration_number='TN/MDU/CE/2012/0457', rohini_id='8900080331207', pan='AABCM6612K',
    accreditation='NABH Accredited (H-2013-0118)')
COIMBATORE_EYE = Hospital(
    name='Kovai Vision Eye Hospital',
    address_lines=('45 Avinashi Road, Peelamedu', 'Coimbatore - 641004', 'Tamil Nadu'),
    phone='0422-257 3344', email='accounts@kovaivision.in', gstin='33AAFCK2281M1ZP',
    registration_number='TN/CBE/CE/2015/1123', rohini_id='8900080412268', pan='AAFCK2281M',
    accreditation='NABH Accredited Eye Hospital (EH-2018-0031)')
PUNE = Hospital(
    name='Sahyadri Lifeline Multispeciality Hospital',
    address_lines=('Survey No. 31, Karve Road, Erandwane', 'Pune - 411004', 'Maharashtra'),
    phone='020-2543 9900', email='billing@sahyadrilifeline.in', gstin='27AAGCS4410R1ZK',
    registration_number='MH/PUN/BNHRA/2011/2209', rohini_id='8900080298814', pan='AAGCS4410R',
    accreditation='NABH Accredited (H-2012-0344)')
NAGPUR = Hospital(
    name='Vidarbha Care Hospital',
    address_lines=('Plot 9, Wardha Road, Dhantoli', 'Nagpur - 440012', 'Maharashtra'),
    phone='0712-244 6100', email='ipd.accounts@vidarbhacare.in', gstin='27AACCV7781N1Z2',
    registration_number='MH/NGP/BNHRA/2014/0871', rohini_id='8900080377412', pan='AACCV7781N',
    accreditation=None)
BLR = HOSPITALS[0]   # Bengaluru (Zone 1)
NAVI_MUMBAI = HOSPITALS[1]   # Navi Mumbai (Zone 1)


def L(desc, cat, qty, rate, eye=None, code=None):
    return BillLine(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, eye=eye,
                    service_code=code)


def star_schedule(si, room_term, copay_pct, copay_cond, members, icu_term=None):
    terms = {'room_rent_limit': room_term, 'copay': {'percent': copay_pct, 'condition': copay_cond}}
    if icu_term:
        terms['icu_limit'] = icu_term
    return {'plan': None, 'policy_type': 'individual', 'sum_insured': si, 'cumulative_bonus': 0,
            'copay_percent': copay_pct, 'deductible': 0, 'claims_paid_this_year': 0, 'premium_mode': 'yearly',
            'zone': None, 'optional_covers': [], 'members': members, 'terms': terms}


CASES = []

# ---------------------------------------------------------------- A1: clean pneumonia, only the 20% co-pay
a1_lines = (
    L('Room Charges - Single Standard AC Room', 'room', 4, 3500, code='RM02'),
    L('Nursing Charges', 'nursing', 4, 600, code='NS01'),
    L('Consultation - Physician (Dr. R. Sundaram)', 'doctor_fees', 4, 1000, code='CN01'),
    L('Pharmacy - IV antibiotics and drugs', 'pharmacy', 1, 9850, code='PH01'),
    L('Chest X-ray, CBC, CRP, Sputum culture', 'diagnostics', 1, 6420, code='LB01'),
    L('IV sets, cannula, syringes', 'consumables', 1, 1830, code='CS01'),
)
CASES.append(dict(
    id='s30h14a-pneumonia-si3l-single-ac-clean-copay20',
    scenario='A 68-year-old in the third year of a Star Golden Years policy (SI 3 lakh) is admitted 4 days for community-acquired pneumonia in a single standard AC room. Nothing is disallowed; the wording\'s mandatory 20% co-pay on every non-PED claim is the only reduction. The wording cannot pay any claim in full (IV.1-2), so the clean case is a partial at 80% and goes to an adjuster.',
    doc=A_DOC, uin='SHAHLIP26187V012526', policy_id='P/141117/01/2026/004821',
    eff=('2025-05-01', '2026-04-30'),
    schedule=star_schedule(300000, {'kind': 'room_category', 'value': 'Single Standard AC Room'}, 20,
                           'all claims other than for pre-existing diseases',
                           [{'member_id': 'SGY-004821-01', 'name': 'Kamala Ramaswamy', 'dob': '1957-08-19',
                             'gender': 'female', 'relationship': 'self', 'covered_since': '2023-05-01',
                             'declared_ped': []}],
                           icu_term={'kind': 'no_limit', 'value': None}),
    spec=dict(hospital=MADURAI, patient_name='Kamala Ramaswamy', member_id='SGY-004821-01',
              policy_number='P/141117/01/2026/004821', age=68, gender='Female', uhid='MSH-25-771042',
              ip_number='IP/25/11873', admission_date=date(2025, 9, 8), discharge_date=date(2025, 9, 12),
              diagnosis='Community acquired pneumonia, right lower lobe', procedure=None,
              treating_doctor='Dr. R. Sundaram', doctor_qualification='MBBS, MD (General Medicine)',
              doctor_registration='TNMC 61234', department='General Medicine',
              room_category='Single Standard AC Room', room_rate_per_day=3500, bed_number='SW-214',
              bill_number='MSH/IPB/25-26/05517', bill_date=date(2025, 9, 12), line_items=a1_lines,
              chief_complaints='Fever with chills for 4 days, productive cough, breathlessness on exertion.',
              course_in_hospital='Treated with IV antibiotics, nebulisation and oxygen for 2 days. Fever settled on day 3. Repeat X-ray showed resolving consolidation.',
              payment=PaymentReceipt(receipt_number='MSH/RCPT/25/30912', receipt_date=date(2025, 9, 12),
                                     amount=38500, mode='UPI', reference='UPI 5252 8841 0093')),
    layouts={'bill': 'tabular', 'discharge_summary': 'classic', 'scanned': []},
    expected={'decision': 'partial', 'payable_amount': 30800, 'reason_codes': ['COPAY'], 'route': 'human',
              'clauses': ['II.1 (b): "where the Sum Insured is Rs.3,00,000/- and above: single standard AC room."',
                          'IV.2: "All other claims under this Policy, including claims for injury due to an Accident, shall be subject to a co-payment of 20% of the admissible claim amount."']},
    working=[
        'Policy in force 01-05-2025 to 30-04-2026; loss (admission) 08-09-2025. Member covered since 01-05-2023: 30-day wait (III.3), 12-month PED wait and 24-month list (III.2) all served; pneumonia is not on the III.2 f) list, no declared PED, no permanent exclusion.',
        'Bill lines: room 4 x 3,500 = 14,000; nursing 4 x 600 = 2,400; physician 4 x 1,000 = 4,000; pharmacy 9,850; diagnostics 6,420; consumables 1,830. Sum 38,500 = bill total = amount claimed.',
        'Step 1: no List I item. Step 2: SI 3 lakh -> eligible room is a single standard AC room (II.1 b), which is the room billed: no proportionate deduction; no ICU. Step 3: no II.5 disease limit (pneumonia), no ambulance.',
        'Step 4: not a PED claim -> 20% co-payment (IV.2): 38,500 x 20% = 7,700; 38,500 - 7,700 = 30,800. Step 5: no deductible. Step 6: SI 3,00,000 available.',
        'Payable 30,800 < claimed 38,500 -> partial (co-pay only); a partial goes to an adjuster.'],
))

# ---------------------------------------------------------------- A2: cataract right eye, SI 2 L, List I + table limit + co-pay
a2_lines = (
    L('Day Care Room Charges', 'room', 1, 2000, code='DC01'),
    L('Surgeon Fees - Phacoemulsification (Right Eye)', 'surgeon_fees', 1, 22000, eye='right', code='SG11'),
    L('Operation Theatre Charges', 'ot', 1, 8000, code='OT02'),
    L('Foldable IOL - Hydrophobic Acrylic (Right Eye)', 'implants', 1, 14500, eye='right', code='IM07'),
    L('Pharmacy - Eye drops and drugs', 'pharmacy', 1, 2150, code='PH03'),
    L('A-scan biometry, Keratometry, Pre-op blood tests', 'diagnostics', 1, 1850, code='LB05'),
    L('Surgical consumables - viscoelastic, drape', 'consumables', 1, 1500, code='CS04'),
    L('Medical Records', 'other', 1, 300, code='MR01'),
)
CASES.append(dict(
    id='s30h14a-cataract-right-eye-si2l-table-limit-list1-copay20',
    scenario='A 71-year-old (SI 2 lakh, insured since 2022) has phacoemulsification with a foldable IOL in the right eye as a day case. Medical records charges are a List I item; the II.5 table caps cataract at Rs 25,000 per eye for SI 2 lakh; then the 20% co-pay.',
    doc=A_DOC, uin='SHAHLIP26187V012526', policy_id='P/141117/01/2026/002376',
    eff=('2025-04-01', '2026-03-31'),
    schedule=star_schedule(200000, {'kind': 'amount_per_day', 'value': 4000}, 20,
                           'all claims other than for pre-existing diseases',
                           [{'member_id': 'SGY-002376-01', 'name': 'Palanisamy Gounder', 'dob': '1954-01-27',
                             'gender': 'male', 'relationship': 'self', 'covered_since': '2022-04-01',
                             'declared_ped': ['hypertension']}],
                           icu_term={'kind': 'amount_per_day', 'value': 8000}),
    spec=dict(hospital=COIMBATORE_EYE, patient_name='Palanisamy Gounder', member_id='SGY-002376-01',
              policy_number='P/141117/01/2026/002376', age=71, gender='Male', uhid='KVE-25-20418',
              ip_number='DC/25/3391', admission_date=date(2025, 11, 4), discharge_date=date(2025, 11, 4),
              diagnosis='Immature senile cataract, right eye (H25.1)',
              procedure='Phacoemulsification with foldable IOL implantation, right eye',
              procedure_date=date(2025, 11, 4), treating_doctor='Dr. S. Anitha',
              doctor_qualification='MBBS, MS (Ophthalmology)', doctor_registration='TNMC 70815',
              department='Ophthalmology', room_category='Day Care Ward', room_rate_per_day=2000,
              bed_number='DC-07', bill_number='KVE/DC/25-26/01946', bill_date=date(2025, 11, 4),
              line_items=a2_lines,
              chief_complaints='Gradual painless diminution of vision in the right eye for 1 year.',
              course_in_hospital='Uneventful phacoemulsification under topical anaesthesia. IOL in the bag. Discharged the same evening.',
              advice=('Eye drops as prescribed.', 'Avoid rubbing the eye; dark glasses outdoors.', 'Review after 1 week.')),
    layouts={'bill': 'compact', 'discharge_summary': 'narrative', 'scanned': []},
    expected={'decision': 'partial', 'payable_amount': 20000,
              'reason_codes': ['NON_PAYABLE_ITEMS', 'SUBLIMIT', 'COPAY'], 'route': 'human',
              'clauses': ['Annexure I List I: "MEDICAL RECORDS"',
                          'II.5 (table): "Cataract (per eye) 20,000 25,000 30,000 30,000 35,000"',
                          'IV.2: "All other claims under this Policy, including claims for injury due to an Accident, shall be subject to a co-payment of 20% of the admissible claim amount."']},
    working=[
        'Policy in force 01-04-2025 to 31-03-2026; loss 04-11-2025. Member covered since 01-04-2022: cataract\'s 24-month wait (III.2 f) served on 01-04-2024. Declared PED is hypertension, not related to cataract, so the claim is not a PED claim.',
        'Bill lines: day care room 2,000; surgeon 22,000; OT 8,000; IOL 14,500; pharmacy 2,150; diagnostics 1,850; consumables 1,500; medical records 300. Sum 52,300 = bill total = amount claimed.',
        'Step 1: medical records (List I item 31, Annexure I) not payable: 52,300 - 300 = 52,000.',
        'Step 2: SI 2 lakh -> room limit Rs 4,000 per day; day care room 2,000 is within it: no proportionate deduction; no ICU.',
        'Step 3: II.5 table, SI Rs 2,00,000, cataract per eye 25,000: 52,000 -> 25,000 (sub-limit includes all expenses of that treatment).',
        'Step 4: 20% co-payment (IV.2), applied after the limits (IV.3): 25,000 x 20% = 5,000; 25,000 - 5,000 = 20,000. Step 5: no deductible. Step 6: SI 2,00,000 available.',
        'Payable 20,000 < claimed 52,300 -> partial, to an adjuster.'],
))

# ---------------------------------------------------------------- A3: inguinal hernia in month 10 -> 24-month list
a3_lines = (
    L('Room Charges - Single Standard AC Room', 'room', 2, 3200, code='RM02'),
    L('Nursing Charges', 'nursing', 2, 700, code='NS01'),
    L('Surgeon Fees - Laparoscopic Hernioplasty (TEP)', 'surgeon_fees', 1, 28000, code='SG21'),
    L('Anaesthetist Fees', 'surgeon_fees', 1, 7000, code='AN01'),
    L('Operation Theatre Charges', 'ot', 1, 12000, code='OT01'),
    L('Polypropylene Mesh 15 x 15 cm', 'implants', 1, 9500, code='IM12'),
    L('Pharmacy', 'pharmacy', 1, 4620, code='PH01'),
    L('Pre-operative investigations', 'diagnostics', 1, 3180, code='LB02'),
    L('Surgical consumables', 'consumables', 1, 2900, code='CS02'),
)
CASES.append(dict(
    id='s30h14a-inguinal-hernia-month-10-specified-disease-24m',
    scenario='A 66-year-old who joined Star Golden Years on 10-01-2025 (SI 4 lakh, first policy with any insurer) has a laparoscopic repair of a right inguinal hernia on 20-11-2025, about 10 months later. Hernia is on the III.2 list with a 24-month wait and is not due to an accident: repudiated, to the CRC.',
    doc=A_DOC, uin='SHAHLIP26187V012526', policy_id='P/141117/01/2025/009133',
    eff=('2025-01-10', '2026-01-09'),
    schedule=star_schedule(400000, {'kind': 'room_category', 'value': 'Single Standard AC Room'}, 20,
                           'all claims other than for pre-existing diseases',
                           [{'member_id': 'SGY-009133-01', 'name': 'Vasant Deshmukh', 'dob': '1959-06-02',
                             'gender': 'male', 'relationship': 'self', 'covered_since': '2025-01-10',
                             'declared_ped': []}],
                           icu_term={'kind': 'no_limit', 'value': None}),
    spec=dict(hospital=PUNE, patient_name='Vasant Deshmukh', member_id='SGY-009133-01',
              policy_number='P/141117/01/2025/009133', age=66, gender='Male', uhid='SLH-25-118204',
              ip_number='IP/2511/0442', admission_date=date(2025, 11, 20), discharge_date=date(2025, 11, 22),
              diagnosis='Right direct inguinal hernia, reducible (K40.9)',
              procedure='Laparoscopic totally extraperitoneal (TEP) hernioplasty with mesh, right side',
              procedure_date=date(2025, 11, 20), treating_doctor='Dr. Aniruddha Joshi',
              doctor_qualification='MBBS, MS (General Surgery), FMAS', doctor_registration='MMC 2009/04/1187',
              department='General & Laparoscopic Surgery', room_category='Single Standard AC Room',
              room_rate_per_day=3200, bed_number='402-B', bill_number='SLH/IP/25-26/14472',
              bill_date=date(2025, 11, 22), line_items=a3_lines,
              chief_complaints='Swelling in the right groin for 8 months, increasing on coughing and straining.',
              course_in_hospital='Elective TEP repair under general anaesthesia. Uneventful post-operative recovery; ambulating on day 1.'),
    layouts={'bill': 'itemised_grouped', 'discharge_summary': 'classic', 'scanned': []},
    expected={'decision': 'deny', 'payable_amount': 0, 'reason_codes': ['SPECIFIC_DISEASE_WAITING_PERIOD'],
              'route': 'crc',
              'clauses': ['III.2 a): "shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us."',
                          'III.2 f): "Hernia of all types"']},
    working=[
        'Policy in force 10-01-2025 to 09-01-2026; loss 20-11-2025. Member covered since 10-01-2025 (first policy, no portability credit).',
        'Hernia is on the III.2 f) list (24 months); served only on 10-01-2027. 20-11-2025 is month 10: inside the wait. Not an accident (elective repair of an 8-month swelling), so the accident exception does not apply.',
        'Bill lines: room 2 x 3,200 = 6,400; nursing 2 x 700 = 1,400; surgeon 28,000; anaesthetist 7,000; OT 12,000; mesh 9,500; pharmacy 4,620; diagnostics 3,180; consumables 2,900. Sum 75,000 = bill total = amount claimed.',
        'Hard stop SPECIFIC_DISEASE_WAITING_PERIOD -> deny, payable 0; a repudiation goes to the CRC.'],
))

# ---------------------------------------------------------------- B1: dengue, clean, auto
b1_lines = (
    L('Room Rent - Single Private Room', 'room', 3, 3000, code='R-SPR'),
    L('Nursing Care', 'nursing', 3, 500, code='N-01'),
    L('Physician Visits', 'doctor_fees', 3, 800, code='D-01'),
    L('Pharmacy & IV fluids', 'pharmacy', 1, 4350, code='P-01'),
    L('NS1 antigen, CBC x 3, LFT', 'diagnostics', 1, 3900, code='L-01'),
)
CASES.append(dict(
    id='s30h14b-dengue-zone1-in-zone1-clean-auto',
    scenario='A 45-year-old with a Zone 1 Care Vital Health policy (SI 5 lakh, second year) is admitted in Bengaluru for 3 days with dengue fever in a single private room. Within every limit, no co-pay (entry age below 61, treated in the zone opted): approved in full and, at Rs 21,150, eligible for auto-pay.',
    doc=B_DOC, uin='CHIHLIP26093V012526', policy_id='P/700412/01/2026/018305',
    eff=('2025-07-01', '2026-06-30'),
    schedule={'plan': None, 'policy_type': 'individual', 'sum_insured': 500000, 'cumulative_bonus': 50000,
              'copay_percent': 0, 'deductible': 0, 'claims_paid_this_year': 0, 'premium_mode': 'yearly',
              'zone': 'Zone 1', 'optional_covers': [],
              'members': [{'member_id': 'CVH-018305-01', 'name': 'Sandeep Hegde', 'dob': '1979-12-03',
                           'gender': 'male', 'relationship': 'self', 'covered_since': '2024-07-01',
                           'declared_ped': []}],
              'terms': {'copay': {'percent': 0, 'condition': None}}},
    spec=dict(hospital=BLR, patient_name='Sandeep Hegde', member_id='CVH-018305-01',
              policy_number='P/700412/01/2026/018305', age=45, gender='Male', uhid='SVM-25-448120',
              ip_number='IP-25-09-2231', admission_date=date(2025, 9, 15), discharge_date=date(2025, 9, 18),
              diagnosis='Dengue fever with thrombocytopenia (NS1 positive)', procedure=None,
              treating_doctor='Dr. Kavitha Rao', doctor_qualification='MBBS, MD (Internal Medicine)',
              doctor_registration='KMC 58817', department='Internal Medicine', room_category='Single Private Room',
              room_rate_per_day=3000, bed_number='507', bill_number='SVMH/IP/2526/07719',
              bill_date=date(2025, 9, 18), line_items=b1_lines,
              chief_complaints='High grade fever, body ache and retro-orbital pain for 3 days.',
              course_in_hospital='Managed with IV fluids and antipyretics; platelet count nadir 62,000 on day 2, recovered to 1,10,000 at discharge.'),
    layouts={'bill': 'compact', 'discharge_summary': 'classic', 'scanned': []},
    expected={'decision': 'approve', 'payable_amount': 21150, 'reason_codes': [], 'route': 'auto',
              'clauses': ['4.1: "We will indemnify the Medical Expenses incurred for Hospitalisation of the Insured Person during the Policy Year"',
                          '2. Benefit Summary: "Room Rent: Single Private Room"']},
    working=[
        'Policy in force 01-07-2025 to 30-06-2026; loss 15-09-2025. Covered since 01-07-2024: 30-day wait served; dengue not on the 6.2 list; no PED.',
        'Bill lines: room 3 x 3,000 = 9,000; nursing 3 x 500 = 1,500; physician 3 x 800 = 2,400; pharmacy 4,350; diagnostics 3,900. Sum 21,150 = bill total = amount claimed.',
        'Step 1: no List I item. Step 2: single private room = eligible category (Benefit Summary, 4.1 a); no ICU. Step 3: no sub-limit touched. Step 4: entry age 44 (< 61), Zone 1 policy treated in Bengaluru (Zone 1, 3.2.3): no co-pay. Step 5: no deductible. Step 6: SI 5,00,000 + bonus 50,000 available.',
        'Payable 21,150 = claimed -> approve; <= 25,000 -> auto.'],
))

# ---------------------------------------------------------------- B2: appendicectomy, Zone 2 policy treated in Navi Mumbai
b2_lines = (
    L('Room Rent - Single Private Room', 'room', 3, 4500, code='R-SPR'),
    L('Nursing Charges', 'nursing', 3, 800, code='N-01'),
    L('Surgeon Fees - Laparoscopic Appendicectomy', 'surgeon_fees', 1, 35000, code='S-LA'),
    L('Anaesthetist Fees', 'surgeon_fees', 1, 8000, code='S-AN'),
    L('OT Charges', 'ot', 1, 15000, code='OT-1'),
    L('Pharmacy', 'pharmacy', 1, 9200, code='PH-1'),
    L('Consumables', 'consumables', 1, 4300, code='CS-1'),
    L('USG Abdomen, CBC, CRP', 'diagnostics', 1, 5600, code='LB-1'),
    L('Attendant Charges', 'other', 3, 400, code='AT-1'),
    L('Ambulance - Kharghar residence to hospital', 'ambulance', 1, 2800, code='AMB'),
)
CASES.append(dict(
    id='s30h14b-appendicectomy-zone2-policy-treated-zone1-ambulance-list1-copay20',
    scenario='A 38-year-old with a Zone 2 policy (Nagpur address, SI 7 lakh) falls ill while visiting family in Navi Mumbai (Zone 1) and has a laparoscopic appendicectomy there. Attendant charges are List I; ambulance is capped at Rs 2,000 per hospitalisation; the zone co-pay of 20% applies because a Zone 2 policy was used in Zone 1 for an illness (not an accident).',
    doc=B_DOC, uin='CHIHLIP26093V012526', policy_id='P/700412/11/2026/006640',
    eff=('2025-03-15', '2026-03-14'),
    schedule={'plan': None, 'policy_type': 'individual', 'sum_insured': 700000, 'cumulative_bonus': 0,
              'copay_percent': 20, 'deductible': 0, 'claims_paid_this_year': 0, 'premium_mode': 'yearly',
              'zone': 'Zone 2', 'optional_covers': [],
              'members': [{'member_id': 'CVH-006640-01', 'name': 'Snehal Wankhede', 'dob': '1987-04-22',
                           'gender': 'female', 'relationship': 'self', 'covered_since': '2023-03-15',
                           'declared_ped': []}],
              'terms': {'copay': {'percent': 20, 'condition': 'Zone 2 policy treated in a Zone 1 city'}}},
    spec=dict(hospital=NAVI_MUMBAI, patient_name='Snehal Wankhede', member_id='CVH-006640-01',
              policy_number='P/700412/11/2026/006640', age=38, gender='Female', uhid='LCH-25-610338',
              ip_number='IPD/25/4471', admission_date=date(2025, 12, 6), discharge_date=date(2025, 12, 9),
              diagnosis='Acute appendicitis (K35.8)', procedure='Laparoscopic appendicectomy',
              procedure_date=date(2025, 12, 6), treating_doctor='Dr. Nikhil Sawant',
              doctor_qualification='MBBS, MS (General Surgery)', doctor_registration='MMC 2011/06/2290',
              department='General Surgery', room_category='Single Private Room', room_rate_per_day=4500,
              bed_number='312', bill_number='LCH/IPB/2025/12-0388', bill_date=date(2025, 12, 9),
              line_items=b2_lines,
              chief_complaints='Pain in the right lower abdomen since the previous night, vomiting twice, low-grade fever.',
              course_in_hospital='USG showed an inflamed appendix. Laparoscopic appendicectomy on the day of admission. Uneventful recovery; orally fed on day 1.',
              payment=PaymentReceipt(receipt_number='LCH/RC/25/99120', receipt_date=date(2025, 12, 9),
                                     amount=97000, mode='Credit Card', reference='AUTH 771204')),
    layouts={'bill': 'itemised_grouped', 'discharge_summary': 'narrative', 'scanned': ['discharge_summary.pdf']},
    expected={'decision': 'partial', 'payable_amount': 76000,
              'reason_codes': ['NON_PAYABLE_ITEMS', 'SUBLIMIT', 'COPAY'], 'route': 'human',
              'clauses': ['Annexure I List I: "ATTENDANT CHARGES"',
                          '4.6: "are payable up to Rs 2,000/- per hospitalisation, provided the Hospitalisation claim is admissible."',
                          '5.2: "If You have chosen Zone 2 and take treatment in a city of Zone 1, each such claim shall be subject to a co-payment of 20%"']},
    working=[
        'Policy in force 15-03-2025 to 14-03-2026; loss 06-12-2025. Covered since 15-03-2023: all waits served; appendicitis not on the 6.2 list; no PED; entry age 35 (no age co-pay).',
        'Bill lines: room 3 x 4,500 = 13,500; nursing 3 x 800 = 2,400; surgeon 35,000; anaesthetist 8,000; OT 15,000; pharmacy 9,200; consumables 4,300; diagnostics 5,600; attendant 3 x 400 = 1,200; ambulance 2,800. Sum 97,000 = bill total = amount claimed.',
        'Step 1: attendant charges (List I item 24, Annexure I): 97,000 - 1,200 = 95,800.',
        'Step 2: single private room = eligible category: no proportionate deduction; no ICU.',
        'Step 3: road ambulance Rs 2,000 per hospitalisation (4.6): 2,800 -> 2,000, i.e. - 800: 95,000.',
        'Step 4: Zone 2 policy (schedule) treated in Navi Mumbai, a Zone 1 city (3.2.3 "Mumbai including Navi Mumbai and Thane"); illness, not an accident emergency: 20% zone co-pay (5.2): 95,000 x 20% = 19,000; 95,000 - 19,000 = 76,000. Step 5: no deductible. Step 6: SI 7,00,000 available.',
        'Payable 76,000 < 97,000 -> partial, to an adjuster.'],
))

# ---------------------------------------------------------------- B3: declared diabetes, diabetic foot at month 20 -> PED 36 months
b3_lines = (
    L('Room Rent - Single Private Room', 'room', 5, 2800, code='R-SPR'),
    L('Nursing Charges', 'nursing', 5, 500, code='N-01'),
    L('Consultation - Diabetologist', 'doctor_fees', 5, 900, code='D-02'),
    L('Surgeon Fees - Wound debridement, left foot', 'surgeon_fees', 1, 12000, code='S-DB'),
    L('OT Charges', 'ot', 1, 6000, code='OT-2'),
    L('Pharmacy - insulin, IV antibiotics', 'pharmacy', 1, 14300, code='PH-1'),
    L('Dressing materials', 'consumables', 1, 3700, code='CS-2'),
    L('HbA1c, pus culture, X-ray foot, Doppler', 'diagnostics', 1, 7600, code='LB-3'),
)
CASES.append(dict(
    id='s30h14b-diabetic-foot-declared-t2dm-month-20-ped-36m',
    scenario='A 52-year-old declared type 2 diabetes when joining Care Vital Health on 15-06-2024 (SI 10 lakh, Zone 2). In February 2026, month 20, she is admitted in Nagpur with an infected diabetic foot ulcer needing debridement: a direct complication of the declared pre-existing disease, inside the 36-month PED wait: repudiated, to the CRC.',
    doc=B_DOC, uin='CHIHLIP26093V012526', policy_id='P/700412/11/2026/011958',
    eff=('2025-06-15', '2026-06-14'),
    schedule={'plan': None, 'policy_type': 'individual', 'sum_insured': 1000000, 'cumulative_bonus': 0,
              'copay_percent': 0, 'deductible': 0, 'claims_paid_this_year': 0, 'premium_mode': 'yearly',
              'zone': 'Zone 2', 'optional_covers': [],
              'members': [{'member_id': 'CVH-011958-01', 'name': 'Rekha Bhonsle', 'dob': '1973-09-11',
                           'gender': 'female', 'relationship': 'self', 'covered_since': '2024-06-15',
                           'declared_ped': ['type 2 diabetes mellitus']}],
              'terms': {'copay': {'percent': 0, 'condition': None}}},
    spec=dict(hospital=NAGPUR, patient_name='Rekha Bhonsle', member_id='CVH-011958-01',
              policy_number='P/700412/11/2026/011958', age=52, gender='Female', uhid='VCH-26-000815',
              ip_number='IP/26/0211', admission_date=date(2026, 2, 10), discharge_date=date(2026, 2, 15),
              diagnosis='Infected diabetic foot ulcer, left foot, with cellulitis; uncontrolled type 2 diabetes mellitus (E11.621)',
              procedure='Surgical debridement of left foot ulcer', procedure_date=date(2026, 2, 11),
              treating_doctor='Dr. Prashant Kale', doctor_qualification='MBBS, MS (General Surgery)',
              doctor_registration='MMC 2006/03/0915', department='General Surgery',
              room_category='Single Private Room', room_rate_per_day=2800, bed_number='P-11',
              bill_number='VCH/IPD/2526/3318', bill_date=date(2026, 2, 15), line_items=b3_lines,
              chief_complaints='Non-healing ulcer over the left sole for 3 weeks with swelling and fever. Known diabetic for 6 years on oral drugs.',
              course_in_hospital='Sugars controlled with insulin infusion, IV antibiotics as per culture, debridement on day 2. Wound healthy at discharge.'),
    layouts={'bill': 'tabular', 'discharge_summary': 'narrative', 'scanned': []},
    expected={'decision': 'deny', 'payable_amount': 0, 'reason_codes': ['PED_WAITING_PERIOD'], 'route': 'crc',
              'exclusion_code': 'Excl01',
              'clauses': ['6.1 (Code- Excl01) a): "Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of 36 months of continuous coverage"']},
    working=[
        'Policy in force 15-06-2025 to 14-06-2026 (renewal); loss 10-02-2026. Member covered since 15-06-2024, declared PED type 2 diabetes mellitus.',
        'Infected diabetic foot ulcer with uncontrolled diabetes is a direct complication of the declared PED; 36-month PED wait (6.1 a) served only on 15-06-2027. 10-02-2026 is month 20: inside the wait.',
        'Bill lines: room 5 x 2,800 = 14,000; nursing 5 x 500 = 2,500; diabetologist 5 x 900 = 4,500; surgeon 12,000; OT 6,000; pharmacy 14,300; dressings 3,700; diagnostics 7,600. Sum 64,600 = bill total = amount claimed.',
        'Hard stop PED_WAITING_PERIOD (Excl01) -> deny, payable 0; a repudiation goes to the CRC.'],
))


def main():
    bad = 0
    for c in CASES:
        spec = ClaimDocumentSpec(**c['spec'], bill_total=sum(l.amount for l in c['spec']['line_items']))
        total = spec.bill_total
        folder = os.path.join(HERE, 'claims', c['id'])
        os.makedirs(folder, exist_ok=True)
        bill = render_bill(spec, c['layouts']['bill'])
        ds = render_discharge_summary(spec, c['layouts']['discharge_summary'])
        if 'bill.pdf' in c['layouts']['scanned']:
            bill = render_scanned(bill)
        if 'discharge_summary.pdf' in c['layouts']['scanned']:
            ds = render_scanned(ds)
        open(os.path.join(folder, 'bill.pdf'), 'wb').write(bill)
        open(os.path.join(folder, 'discharge_summary.pdf'), 'wb').write(ds)
        open(os.path.join(folder, 'claim_spec.json'), 'w').write(spec.model_dump_json(indent=2))
        case = {
            'id': c['id'], 'scenario': c['scenario'],
            'insurer': 'Star Health and Allied Insurance Co. Ltd.' if c['doc'] == A_DOC else 'Care Health Insurance Limited',
            'product': 'Star Golden Years Health Insurance Policy' if c['doc'] == A_DOC else 'Care Vital Health',
            'policy': {'document': c['doc'], 'policy_id': c['policy_id'], 'uin': c['uin'],
                       'effective_from': c['eff'][0], 'effective_to': c['eff'][1], 'schedule': c['schedule']},
            'claim': {'member_id': c['spec']['member_id'], 'loss_date': c['spec']['admission_date'].isoformat(),
                      'amount_claimed': total, 'documents': ['bill.pdf', 'discharge_summary.pdf']},
            'expected': c['expected'], 'working': c['working'], 'layouts': c['layouts'],
        }
        json.dump(case, open(os.path.join(folder, 'case.json'), 'w'), indent=2, ensure_ascii=False)
        # check each clause quote is in the wording text
        for cl in c['expected']['clauses']:
            q = cl.split('"')[1]
            if not find(os.path.join(HERE, c['doc']), q):
                print('CLAUSE QUOTE NOT FOUND', c['id'], q); bad += 1
        print(c['id'], 'total', total, 'payable', c['expected']['payable_amount'], c['expected']['decision'])
    print('problems:', bad)
    return bad


if __name__ == '__main__':
    sys.exit(1 if main() else 0)
