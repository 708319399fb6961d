"""Three claim cases per h5 wording: case.json + claim_spec.json + bill.pdf + discharge_summary.pdf.
Payables computed by hand (in `working`), re-added here only as a check on the sums."""
import json, os, sys
from datetime import date
sys.path.insert(0, '/work/main/layers')
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec
from clausetrail.synthetic.generate import HOSPITALS
from clausetrail.synthetic import render
import textlib as T

HERE = os.path.dirname(os.path.abspath(__file__)); os.chdir(HERE)
A = 'Cholamandalam_Parivar-Arogya-Floater_CHOHLIP26093V012526.pdf'
B = 'National_Suraksha-Mediclaim_IRDA-NL-HLT-NIC-P-H-V.II-61-14-15.pdf'
H = {h.name.split()[0]: h for h in HOSPITALS}   # Sri, Lotus, Ganga, Kaveri
A_POL = dict(document=A, uin='CHOHLIP26093V012526', insurer='Cholamandalam MS General Insurance Company Limited',
             product='Parivar Arogya Floater Policy')
B_POL = dict(document=B, uin='IRDA/NL-HLT/NIC/P-H/V.II/61/14-15', insurer='National Insurance Company Limited',
             product='Suraksha Mediclaim Policy')
A_TERMS = lambda: {'room_rent_limit': {'kind': 'percent_si_per_day', 'value': 1, 'cap_inr': 10000},
                   'icu_limit': {'kind': 'percent_si_per_day', 'value': 2, 'cap_inr': 20000},
                   'cataract_limit': {'kind': 'amount', 'value': 50000},
                   'ambulance_limit': {'kind': 'amount', 'value': 3000},
                   'copay': {'percent': 0, 'condition': None}}
B_TERMS = lambda: {'room_rent_limit': {'kind': 'percent_si_per_day', 'value': 1, 'cap_inr': 3000},
                   'icu_limit': {'kind': 'percent_si_per_day', 'value': 2, 'cap_inr': 6000},
                   'cataract_limit': {'kind': 'amount', 'value': 24000},
                   'ambulance_limit': {'kind': 'percent_si', 'value': 1, 'cap_inr': 1000},
                   'copay': {'percent': 0, 'condition': None}}


def L(desc, cat, qty, rate, code, eye=None):
    return dict(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, service_code=code, eye=eye)


def sched(si, ptype, members, terms):
    return dict(plan=None, policy_type=ptype, sum_insured=si, cumulative_bonus=0, copay_percent=0, deductible=0,
                claims_paid_this_year=0, premium_mode='yearly', zone=None, optional_covers=[], members=members,
                terms=terms)


def M(mid, name, dob, gender, rel, since, ped=()):
    return dict(member_id=mid, name=name, dob=dob, gender=gender, relationship=rel, covered_since=since,
                declared_ped=list(ped))

CASES = []

# ---------------------------------------------------------------- A1 clean, auto
a1_members = [M('CH-4417-01', 'Arvind Raghavan', '1982-03-14', 'male', 'self', '2021-08-01'),
              M('CH-4417-02', 'Deepa Arvind', '1985-07-22', 'female', 'spouse', '2021-08-01'),
              M('CH-4417-03', 'Karthik Arvind', '2012-01-05', 'male', 'son', '2021-08-01')]
a1_lines = [L('Room Charges - Twin Sharing', 'room', 2, 3500, 'RM02'), L('Nursing Charges', 'nursing', 2, 700, 'NR01'),
            L('Consultation - Physician', 'doctor_fees', 2, 1200, 'CN01'),
            L('Pharmacy - IV Fluids, Antiemetics & Medicines', 'pharmacy', 1, 4860, 'PH01'),
            L('Medical Consumables', 'consumables', 1, 1290, 'CS01'),
            L('Laboratory - CBC, Serum Electrolytes, Stool Routine', 'diagnostics', 1, 3150, 'LB01')]
CASES.append(dict(
    id='s28-h5-1-gastroenteritis-clean-auto',
    scenario='Two-day admission of the proposer for acute gastroenteritis with dehydration under a Rs 10 lakh family floater; twin-sharing room well inside 1% of SI, no List I item: paid in full and small enough for auto-pay.',
    policy=dict(policy_id='P/284512/01/2026/004417', **A_POL, effective_from='2025-08-01', effective_to='2026-07-31',
                schedule=sched(1000000, 'floater', a1_members, A_TERMS())),
    claim=dict(member_id='CH-4417-01', loss_date='2025-10-12', amount_claimed=20100, documents=['bill.pdf', 'discharge_summary.pdf']),
    expected=dict(decision='approve', payable_amount=20100, reason_codes=[], route='auto',
                  clauses=['3.1 In-patient Hospitalisation: "If an Insured Person is Hospitalised for more than 24"',
                           '3.1 a): "1% of SI per day up to a"']),
    working=['Policy in force (01-08-2025 to 31-07-2026) on 12-10-2025; member covered since 01-08-2021 (over 4 years): 30-day, 24-month and 36-month waits all served; gastroenteritis is not a listed or declared condition; no exclusion.',
             'Bill lines: Room Twin Sharing 2 x 3,500 = 7,000; Nursing 2 x 700 = 1,400; Physician 2 x 1,200 = 2,400; Pharmacy 4,860; Consumables 1,290; Lab 3,150. Sum 20,100 = bill total.',
             'No List I item. Room limit 1% of SI = 10,000/day (cap Rs 10,000): 3,500 within it, no proportionate deduction. No ICU, no sub-limit.',
             'Co-pay 0 (proposer entered at 39, below 61); no deductible; SI 10,00,000 available, nothing paid this year.',
             'Payable 20,100 = claimed -> approve; <= 25,000 -> auto.'],
    layouts=dict(bill='compact', discharge_summary='classic', scanned=[]),
    spec=dict(hospital='Kaveri', patient_name='Arvind Raghavan', age=43, gender='Male', uhid='KMC-25-118830', ip_number='IP/2025/31877',
              admission_date='2025-10-12', discharge_date='2025-10-14', diagnosis='Acute gastroenteritis with moderate dehydration',
              treating_doctor='Dr. Anjali Menon', doctor_qualification='MBBS, MD (General Medicine)', doctor_registration='TNMC 88214',
              department='General Medicine', room_category='Twin Sharing', room_rate_per_day=3500, bed_number='412-B',
              bill_number='KMC/IPB/25-26/06612', bill_date='2025-10-14', lines=a1_lines, pay_mode='Credit Card',
              chief_complaints='Loose stools 8-10 episodes and vomiting since one day, giddiness.',
              course='Managed with IV fluids, antiemetics and oral rehydration. Stool routine showed no parasites. Tolerating oral diet, hydration restored.'),
))

# ---------------------------------------------------------------- A2 room-rent proportionate, partial
a2_members = [M('CH-5129-01', 'Sanjay Kulkarni', '1979-11-02', 'male', 'self', '2023-01-15'),
              M('CH-5129-02', 'Meghana Kulkarni', '1983-05-19', 'female', 'spouse', '2023-01-15')]
a2_lines = [L('Room Charges - Single Private AC', 'room', 3, 6500, 'RM03'), L('Nursing Charges', 'nursing', 3, 1300, 'NR01'),
            L('Consultant Visits', 'doctor_fees', 3, 1560, 'CN02'),
            L('Surgeon Fees - Laparoscopic Appendicectomy', 'surgeon_fees', 1, 32500, 'SG11'),
            L('Anaesthetist Fees', 'surgeon_fees', 1, 9100, 'AN01'), L('Operation Theatre Charges', 'ot', 1, 16900, 'OT01'),
            L('Pharmacy - Antibiotics, Analgesics & Drugs', 'pharmacy', 1, 14230, 'PH01'),
            L('Surgical Consumables', 'consumables', 1, 6870, 'CS02'),
            L('Investigations - CBC, CRP, USG Abdomen', 'diagnostics', 1, 7640, 'DX04')]
CASES.append(dict(
    id='s28-h5-1-appendicectomy-room-rent-proportionate',
    scenario='Spouse admitted for acute appendicitis under a Rs 5 lakh floater chooses a single private AC room at Rs 6,500/day against the 1% of SI (Rs 5,000/day) room limit: room, nursing, doctor, surgeon, anaesthetist and OT charges are paid in the ratio 5,000/6,500; pharmacy, consumables and diagnostics in full.',
    policy=dict(policy_id='P/284512/01/2026/005129', **A_POL, effective_from='2025-09-01', effective_to='2026-08-31',
                schedule=sched(500000, 'floater', a2_members, A_TERMS())),
    claim=dict(member_id='CH-5129-02', loss_date='2026-01-19', amount_claimed=115320, documents=['bill.pdf', 'discharge_summary.pdf']),
    expected=dict(decision='partial', payable_amount=95340, reason_codes=['ROOM_RENT_PROPORTIONATE_DEDUCTION'], route='human',
                  clauses=['3.1 a): "1% of SI per day up to a"',
                           '3.1 Proportionate deduction: "only in the ratio that the eligible Room Rent limit bears to"',
                           '2.2.1 Associated Medical Expenses: "Pharmacy, consumables, implants and diagnostic tests are"']),
    working=['Policy in force (01-09-2025 to 31-08-2026) on 19-01-2026; spouse covered since 15-01-2023 (3 years): 30-day wait served; appendicitis is not on the 24-month list, not declared; no exclusion.',
             'Bill lines: Room Single Private AC 3 x 6,500 = 19,500; Nursing 3 x 1,300 = 3,900; Consultant visits 3 x 1,560 = 4,680; Surgeon 32,500; Anaesthetist 9,100; OT 16,900; Pharmacy 14,230; Surgical consumables 6,870; Investigations 7,640. Sum 1,15,320 = bill total.',
             'No List I item.',
             'Room limit 1% of SI 5,00,000 = 5,000/day (below the Rs 10,000 cap); room billed 6,500/day -> ratio 5,000/6,500 = 10/13 on room and associated medical expenses (3.1, 2.2.1): room 19,500 -> 15,000; nursing 3,900 -> 3,000; consultant 4,680 -> 3,600; surgeon 32,500 -> 25,000; anaesthetist 9,100 -> 7,000; OT 16,900 -> 13,000 (all exact, no rounding). Pharmacy 14,230, consumables 6,870, investigations 7,640 unchanged.',
             'Sum after deduction: 15,000 + 3,000 + 3,600 + 25,000 + 7,000 + 13,000 + 14,230 + 6,870 + 7,640 = 95,340 (deduction 19,980). No ICU, no sub-limit.',
             'Co-pay 0 (spouse entered at 39); no deductible; SI 5,00,000 available, nothing paid this year.',
             'Payable 95,340 < claimed 1,15,320 -> partial -> human.'],
    layouts=dict(bill='itemised_grouped', discharge_summary='narrative', scanned=[]),
    spec=dict(hospital='Lotus', patient_name='Meghana Kulkarni', age=42, gender='Female', uhid='LCH-26-004518', ip_number='IP/26/00871',
              admission_date='2026-01-19', discharge_date='2026-01-22', diagnosis='Acute appendicitis',
              procedure='Laparoscopic appendicectomy', procedure_date='2026-01-19',
              treating_doctor='Dr. Rajesh Khanna', doctor_qualification='MBBS, MS (General Surgery)', doctor_registration='MMC 2009/04/1187',
              department='General Surgery', room_category='Single Private AC', room_rate_per_day=6500, bed_number='507',
              bill_number='LCH/IP/2526/09914', bill_date='2026-01-22', lines=a2_lines, pay_mode='NEFT',
              chief_complaints='Pain in the right lower abdomen since 18 hours with nausea and low-grade fever.',
              course='USG abdomen showed an inflamed appendix. Laparoscopic appendicectomy done under general anaesthesia on the day of admission. Post-operative period uneventful; started on oral diet on day 2.'),
))

# ---------------------------------------------------------------- A3 hernia within 24 months, deny
a3_members = [M('CH-2284-01', 'Naveen Shetty', '1987-06-30', 'male', 'self', '2025-04-10'),
              M('CH-2284-02', 'Pooja Shetty', '1990-02-11', 'female', 'spouse', '2025-04-10')]
a3_lines = [L('Room Charges - Twin Sharing', 'room', 2, 3800, 'RM02'), L('Nursing Charges', 'nursing', 2, 800, 'NR01'),
            L('Surgeon Fees - Laparoscopic TEP Hernia Repair', 'surgeon_fees', 1, 30000, 'SG21'),
            L('Anaesthetist Fees', 'surgeon_fees', 1, 8000, 'AN01'), L('Operation Theatre Charges', 'ot', 1, 15000, 'OT01'),
            L('Polypropylene Mesh 15 x 15 cm', 'implants', 1, 18500, 'IM07'),
            L('Pharmacy - Drugs & Medicines', 'pharmacy', 1, 9400, 'PH01'),
            L('Surgical Consumables', 'consumables', 1, 5300, 'CS02'),
            L('Pre-operative Investigations', 'diagnostics', 1, 4100, 'DX01')]
CASES.append(dict(
    id='s28-h5-1-inguinal-hernia-within-24m',
    scenario='Proposer of a first-year family floater (covered since 10-04-2025) has a laparoscopic repair of a right inguinal hernia on 03-12-2025, under 8 months into cover: hernia is on the 24-month specified-disease list (4.2, Code- Excl02) and the stay is not due to an accident.',
    policy=dict(policy_id='P/284512/01/2025/002284', **A_POL, effective_from='2025-04-10', effective_to='2026-04-09',
                schedule=sched(1500000, 'floater', a3_members, A_TERMS())),
    claim=dict(member_id='CH-2284-01', loss_date='2025-12-03', amount_claimed=99500, documents=['bill.pdf', 'discharge_summary.pdf']),
    expected=dict(decision='deny', payable_amount=0, reason_codes=['SPECIFIC_DISEASE_WAITING_PERIOD'], route='crc', exclusion_code='Excl02',
                  clauses=['4.2 (Code- Excl02): "expiry of 24 months of continuous coverage"',
                           '4.2 f) 3: "3. Hernia of all types and"']),
    working=['Policy in force (10-04-2025 to 09-04-2026) on 03-12-2025; member covered since 10-04-2025 (first policy, no portability), so 7 months 23 days of cover.',
             'Diagnosis right inguinal hernia, laparoscopic TEP repair with mesh; no accident. Hernia is item 3 of the 24-month list in 4.2 (Code- Excl02); wait served only on 10-04-2027.',
             'Hard stop SPECIFIC_DISEASE_WAITING_PERIOD: payable 0 -> deny -> CRC.',
             'For reference, bill lines: Room 2 x 3,800 = 7,600; Nursing 2 x 800 = 1,600; Surgeon 30,000; Anaesthetist 8,000; OT 15,000; Mesh 18,500; Pharmacy 9,400; Consumables 5,300; Investigations 4,100. Sum 99,500 = bill total.'],
    layouts=dict(bill='tabular', discharge_summary='classic', scanned=['discharge_summary']),
    spec=dict(hospital='Sri', patient_name='Naveen Shetty', age=38, gender='Male', uhid='SV25-880214', ip_number='IP/25/51188',
              admission_date='2025-12-03', discharge_date='2025-12-05', diagnosis='Right inguinal hernia (reducible, non-obstructed)',
              procedure='Laparoscopic TEP repair of right inguinal hernia with mesh', procedure_date='2025-12-03',
              treating_doctor='Dr. Farhan Ali', doctor_qualification='MBBS, MS (General Surgery)', doctor_registration='KMC 70214',
              department='General Surgery', room_category='Twin Sharing', room_rate_per_day=3800, bed_number='308-A',
              bill_number='SVMH/IP/25/14471', bill_date='2025-12-05', lines=a3_lines, pay_mode='UPI',
              chief_complaints='Swelling in the right groin for 6 months, increasing on straining and coughing. No history of injury.',
              course='Elective laparoscopic TEP repair with polypropylene mesh under general anaesthesia. Uneventful recovery; ambulant and on normal diet at discharge.'),
))

# ---------------------------------------------------------------- B1 clean typhoid
b1_members = [M('NIC-0871-01', 'Harish Chandra Pandey', '1974-08-21', 'male', 'self', '2020-05-01')]
b1_lines = [L('Room Charges - General Ward', 'room', 4, 1800, 'RM01'), L('Nursing Charges', 'nursing', 4, 500, 'NR01'),
            L('Consultation - Physician', 'doctor_fees', 4, 1000, 'CN01'),
            L('Pharmacy - IV Antibiotics & Medicines', 'pharmacy', 1, 8940, 'PH01'),
            L('Medical Consumables', 'consumables', 1, 1760, 'CS01'),
            L('Pathology - Widal, Blood Culture, CBC, LFT', 'diagnostics', 1, 5320, 'LB02')]
CASES.append(dict(
    id='s28-h5-2-typhoid-clean',
    scenario='Four-day general-ward admission for enteric fever under an individual Rs 3 lakh Suraksha Mediclaim renewed since 2020: room and nursing (Rs 2,300/day) inside 1% of SI or Rs 3,000; paid in full, above the auto-pay amount.',
    policy=dict(policy_id='P/100400/48/2026/000871', **B_POL, effective_from='2025-05-01', effective_to='2026-04-30',
                schedule=sched(300000, 'individual', b1_members, B_TERMS())),
    claim=dict(member_id='NIC-0871-01', loss_date='2025-08-18', amount_claimed=29220, documents=['bill.pdf', 'discharge_summary.pdf']),
    expected=dict(decision='approve', payable_amount=29220, reason_codes=[], route='human',
                  clauses=['1.0 A: "Room, boarding and nursing expenses as provided by the hospital not exceeding 1% of the Sum Insured per day or Rs.3000/- whichever is less"',
                           '1.0 D: "Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, diagnostic materials and X-ray"']),
    working=['Policy in force (01-05-2025 to 30-04-2026) on 18-08-2025; insured covered since 01-05-2020: 30-day (4.2), two-year (4.3) and 36-month (4.1) periods all over; typhoid is not listed or declared; no exclusion.',
             'Bill lines: Room General Ward 4 x 1,800 = 7,200; Nursing 4 x 500 = 2,000; Physician 4 x 1,000 = 4,000; Pharmacy 8,940; Consumables 1,760; Pathology 5,320. Sum 29,220 = bill total.',
             'No item of Annexure II. Room limit min(1% of 3,00,000 = 3,000, Rs 3,000) = 3,000/day; room 1,800/day (with nursing 2,300/day, which 1.0 A counts in the same limit) within it: no proportionate deduction. No ICU, no sub-limit.',
             'No co-pay or deductible in this wording; SI 3,00,000 available, nothing paid this year.',
             'Payable 29,220 = claimed -> approve; above 25,000 -> human.'],
    layouts=dict(bill='tabular', discharge_summary='narrative', scanned=['bill']),
    spec=dict(hospital='Lotus', patient_name='Harish Chandra Pandey', age=50, gender='Male', uhid='LCH-25-017702', ip_number='IP/25/06231',
              admission_date='2025-08-18', discharge_date='2025-08-22', diagnosis='Enteric fever (typhoid), blood culture positive for Salmonella Typhi',
              treating_doctor='Dr. S. K. Gupta', doctor_qualification='MBBS, MD (Medicine)', doctor_registration='MMC 2001/03/2240',
              department='Internal Medicine', room_category='General Ward', room_rate_per_day=1800, bed_number='GW-14',
              bill_number='LCH/IP/2526/03318', bill_date='2025-08-22', lines=b1_lines, pay_mode='Cash',
              chief_complaints='High-grade fever for 7 days with headache, abdominal discomfort and weakness.',
              course='Blood culture grew Salmonella Typhi. Treated with IV ceftriaxone and supportive care. Afebrile from day 3; switched to oral antibiotics.'),
))

# ---------------------------------------------------------------- B2 cataract sub-limit
b2_members = [M('NIC-1562-01', 'Shanti Devi Agarwal', '1958-09-03', 'female', 'self', '2018-05-01')]
b2_lines = [L('Day Care Bed Charges', 'room', 1, 1500, 'DC01'),
            L('Surgeon Fees - Phacoemulsification (right eye)', 'surgeon_fees', 1, 14000, 'OP12', 'right'),
            L('OT Charges', 'ot', 1, 6500, 'OT02'),
            L('Foldable Hydrophobic IOL (right eye)', 'implants', 1, 12000, 'IM03', 'right'),
            L('Pharmacy - Eye Drops & Medicines', 'pharmacy', 1, 2400, 'PH02'),
            L('Surgical Consumables', 'consumables', 1, 1850, 'CS03'),
            L('A-Scan Biometry, Keratometry & Blood Sugar', 'diagnostics', 1, 1750, 'DX09')]
CASES.append(dict(
    id='s28-h5-2-cataract-sublimit',
    scenario='Day-care phaco with a foldable IOL in the right eye of a 67-year-old insured since 2018 (Rs 2 lakh SI): Note 2 pays actual expenses or Rs.24,000/- per eye, whichever is less, so the Rs 40,000 bill is paid at Rs 24,000.',
    policy=dict(policy_id='P/100400/48/2026/001562', **B_POL, effective_from='2025-05-01', effective_to='2026-04-30',
                schedule=sched(200000, 'individual', b2_members, B_TERMS())),
    claim=dict(member_id='NIC-1562-01', loss_date='2025-11-06', amount_claimed=40000, documents=['bill.pdf', 'discharge_summary.pdf']),
    expected=dict(decision='partial', payable_amount=24000, reason_codes=['SUBLIMIT'], route='human',
                  clauses=['1.0 Note 2: "In case of cataract surgery, the Company will pay the actual expenses or Rs.24,000/- whichever is less, for each eye"',
                           '4.3: "During the first two years of continuous operation of the insurance cover"']),
    working=['Policy in force (01-05-2025 to 30-04-2026) on 06-11-2025; insured covered since 01-05-2018: the two-year wait for cataract (4.3) ended 01-05-2020; no PED declared; day-care procedure (Note 1, Annexure I item 4).',
             'Bill lines: Day care bed 1,500; Surgeon - phaco (right eye) 14,000; OT 6,500; IOL (right eye) 12,000; Pharmacy 2,400; Consumables 1,850; Biometry/keratometry/sugar 1,750. Sum 40,000 = bill total.',
             'No item of Annexure II. Room limit min(1% of 2,00,000 = 2,000, Rs 3,000) = 2,000/day; day-care bed 1,500 within it: no proportionate deduction.',
             'Sub-limit (Note 2): cataract surgery of one eye, actual 40,000 vs Rs 24,000 -> 24,000.',
             'No co-pay, no deductible; SI 2,00,000 available.',
             'Payable 24,000 < claimed 40,000 -> partial -> human.'],
    layouts=dict(bill='compact', discharge_summary='classic', scanned=[]),
    spec=dict(hospital='Ganga', patient_name='Shanti Devi Agarwal', age=67, gender='Female', uhid='GN-25-30418', ip_number='DC/25/1187',
              admission_date='2025-11-06', discharge_date='2025-11-06', diagnosis='Senile immature cataract, right eye',
              procedure='Phacoemulsification with foldable IOL implantation, right eye', procedure_date='2025-11-06',
              treating_doctor='Dr. Meera Iyer', doctor_qualification='MBBS, MS (Ophthalmology)', doctor_registration='UPMC 41877',
              department='Ophthalmology', room_category='Day Care', room_rate_per_day=1500, bed_number='DC-6',
              bill_number='GNSC/DC/25/2290', bill_date='2025-11-06', lines=b2_lines, pay_mode='UPI',
              chief_complaints='Gradual painless diminution of vision in the right eye for one year.',
              course='Phacoemulsification with foldable IOL under topical anaesthesia. Uneventful surgery; discharged the same day.'),
))

# ---------------------------------------------------------------- B3 PED within 36 months
b3_members = [M('NIC-0394-01', 'Venkatesh Iyengar', '1968-12-12', 'male', 'self', '2024-03-01', ['Type 2 diabetes mellitus'])]
b3_lines = [L('Room Charges - Single Private AC', 'room', 3, 3000, 'RM03'), L('Nursing Charges', 'nursing', 3, 600, 'NR01'),
            L('Consultation - Diabetologist', 'doctor_fees', 3, 1500, 'CN05'),
            L('Pharmacy - Insulin Infusion, IV Fluids & Drugs', 'pharmacy', 1, 11350, 'PH01'),
            L('Medical Consumables', 'consumables', 1, 2480, 'CS01'),
            L('Investigations - ABG, HbA1c, Serum Ketones, RFT', 'diagnostics', 1, 6270, 'LB05')]
CASES.append(dict(
    id='s28-h5-2-diabetes-ped-within-36m',
    scenario='Insured who declared type 2 diabetes when he first took the policy (01-03-2024) is admitted on 08-12-2025 with uncontrolled diabetes and ketosis: 21 months of cover, inside the 36-month pre-existing disease exclusion of 4.1.',
    policy=dict(policy_id='P/100400/48/2026/000394', **B_POL, effective_from='2025-03-01', effective_to='2026-02-28',
                schedule=sched(400000, 'individual', b3_members, B_TERMS())),
    claim=dict(member_id='NIC-0394-01', loss_date='2025-12-08', amount_claimed=35400, documents=['bill.pdf', 'discharge_summary.pdf']),
    expected=dict(decision='deny', payable_amount=0, reason_codes=['PED_WAITING_PERIOD'], route='crc',
                  clauses=['4.1: "until 36 months of continuous coverage has elapsed since the inception of the first policy with the Company"']),
    working=['Policy in force (01-03-2025 to 28-02-2026) on 08-12-2025; insured covered since 01-03-2024 (first policy, no portability): 21 months 7 days of cover.',
             'Diagnosis uncontrolled type 2 diabetes mellitus with diabetic ketosis: the declared pre-existing disease. 4.1 excludes it until 36 months of continuous coverage, i.e. until 01-03-2027.',
             'Hard stop PED_WAITING_PERIOD: payable 0 -> deny -> CRC.',
             'For reference, bill lines: Room 3 x 3,000 = 9,000; Nursing 3 x 600 = 1,800; Diabetologist 3 x 1,500 = 4,500; Pharmacy 11,350; Consumables 2,480; Investigations 6,270. Sum 35,400 = bill total.'],
    layouts=dict(bill='itemised_grouped', discharge_summary='narrative', scanned=[]),
    spec=dict(hospital='Kaveri', patient_name='Venkatesh Iyengar', age=56, gender='Male', uhid='KMC-25-120377', ip_number='IP/2025/36102',
              admission_date='2025-12-08', discharge_date='2025-12-11', diagnosis='Uncontrolled type 2 diabetes mellitus with diabetic ketosis',
              treating_doctor='Dr. Anjali Menon', doctor_qualification='MBBS, MD, DM (Endocrinology)', doctor_registration='TNMC 90377',
              department='Endocrinology', room_category='Single Private AC', room_rate_per_day=3000, bed_number='602',
              bill_number='KMC/IPB/25-26/08841', bill_date='2025-12-11', lines=b3_lines, pay_mode='Credit Card',
              chief_complaints='Known diabetic for 6 years on oral drugs; excessive thirst, frequent urination, vomiting and fatigue for 3 days.',
              course='Admitted with blood sugar 412 mg/dl and urine ketones positive. Managed with insulin infusion and IV fluids; ketosis resolved in 36 hours. Shifted to basal-bolus insulin.'),
))


def build(c):
    s = c.pop('spec')
    lines = s.pop('lines')
    total = sum(l['amount'] for l in lines)
    assert total == c['claim']['amount_claimed'], (c['id'], total)
    hosp = H[s.pop('hospital')]
    pay_mode = s.pop('pay_mode')
    spec = dict(hospital=hosp.model_dump(), member_id=c['claim']['member_id'], policy_number=c['policy']['policy_id'],
                line_items=lines, bill_total=total,
                payment=dict(receipt_number=s['bill_number'].replace('IP', 'RC', 1).replace('DC', 'RC', 1), receipt_date=s['bill_date'],
                             amount=total, mode=pay_mode, reference=None),
                chief_complaints=s.pop('chief_complaints'), course_in_hospital=s.pop('course'), **s)
    spec = ClaimDocumentSpec.model_validate(spec)
    return spec


for c in CASES:
    c = json.loads(json.dumps(c))
    d = os.path.join('claims', c['id']); os.makedirs(d, exist_ok=True)
    spec = build(c)
    # clause quotes must be on the wording's text (both layers, anywhere in the document)
    pdf = c['policy']['document']
    pl, pm = T.pages(pdf)
    for cl in c['expected']['clauses']:
        q = cl.split('"')[1]
        assert any(T.norm(q) in a and T.norm(q) in b for a, b in zip(pl, pm)), (c['id'], q)
    lay = c['layouts']
    bill = render.render_bill(spec, lay['bill'])
    ds = render.render_discharge_summary(spec, lay['discharge_summary'])
    if 'bill' in lay['scanned']:
        bill = render.render_scanned(bill)
    if 'discharge_summary' in lay['scanned']:
        ds = render.render_scanned(ds)
    open(os.path.join(d, 'bill.pdf'), 'wb').write(bill)
    open(os.path.join(d, 'discharge_summary.pdf'), 'wb').write(ds)
    open(os.path.join(d, 'claim_spec.json'), 'w').write(spec.model_dump_json(indent=2))
    order = ['id', 'scenario', 'policy', 'claim', 'expected', 'working', 'layouts']
    json.dump({k: c[k] for k in order}, open(os.path.join(d, 'case.json'), 'w'), indent=1, ensure_ascii=False)
    print('wrote', d, c['expected']['decision'], c['expected']['payable_amount'])
