"""Write the six claim cases (case.json, claim_spec.json, bill.pdf, discharge_summary.pdf) of batch s28/h4.
Run with PYTHONPATH=/work/main/layers /work/main/.venv/bin/python make_claims.py"""
import os, sys, json
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from clausetrail.synthetic.claim_spec import ClaimDocumentSpec
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned
import textcheck as T
from make_labels import A as STEM_A, B as STEM_B

DIGIT = dict(document=STEM_A + ".pdf", uin="GODHLIP25118V012425", insurer="Go Digit General Insurance Limited",
             product="Digit Health Secure Policy")
ICICI = dict(document=STEM_B + ".pdf", uin="ICIHLIP25207V012425",
             insurer="ICICI Lombard General Insurance Company Limited", product="Family Care Floater Policy")

def H(name, addr, phone, email, gstin, reg, rohini, acc=None):
    return dict(name=name, address_lines=addr, phone=phone, email=email, gstin=gstin, registration_number=reg,
                rohini_id=rohini, pan=gstin[2:12], accreditation=acc)

def line(desc, cat, qty, rate, code=None, eye=None):
    return dict(description=desc, category=cat, quantity=qty, rate=rate, amount=qty * rate, service_code=code, eye=eye)

def member(mid, name, dob, gender, rel, since, ped=()):
    return dict(member_id=mid, name=name, dob=dob, gender=gender, relationship=rel, covered_since=since,
                declared_ped=list(ped))

def sched(plan, ptype, si, members, terms, zone=None, copay=0):
    return dict(plan=plan, policy_type=ptype, sum_insured=si, cumulative_bonus=0, copay_percent=copay, deductible=0,
                claims_paid_this_year=0, premium_mode="yearly", zone=zone, optional_covers=[], members=members,
                terms=terms)

NL = {"kind": "no_limit", "value": None}
CASES = []

# ---------------------------------------------------------------- A1 clean, auto
a1_lines = [line("Room Charges - Single Private Room", "room", 3, 3500, "RM002"),
            line("Nursing Charges", "nursing", 3, 600, "NS001"),
            line("Consultation - Physician (Dr. Ketan Bhide)", "doctor_fees", 3, 1000, "CN001"),
            line("Pharmacy - IV Fluids & Medicines", "pharmacy", 1, 4260, "PH001"),
            line("Medical Consumables", "consumables", 1, 1150, "CS001"),
            line("Platelet Count (serial)", "diagnostics", 5, 300, "LAB07"),
            line("Dengue NS1 Antigen, IgM & LFT", "diagnostics", 1, 1980, "LAB12")]
a1_total = sum(l["amount"] for l in a1_lines)
CASES.append(dict(
    id="s28h4-gdh-dengue-clean-auto", wording=DIGIT,
    scenario="Comfort option, Zone A premium, Rs 10 lakh; the insured, holidaying at his parents' home, is admitted in Pune (a Zone B city, lower than his Zone A) with dengue for 3 nights. No room cap under Comfort, no List I items, no co-pay (treatment in a lower zone). Clean approval under Rs 25,000.",
    policy_id="P/812345/01/2026/004512", eff=("2025-08-01", "2026-07-31"),
    schedule=sched("Comfort", "individual", 1000000,
                   [member("GD-004512-01", "Rohan Kulkarni", "1988-04-17", "male", "self", "2023-08-01")],
                   {"room_rent_limit": NL, "icu_limit": NL, "copay": {"percent": 0, "condition": None}}, zone="Zone A"),
    claim=dict(member_id="GD-004512-01", loss_date="2025-10-06", amount_claimed=a1_total),
    expected=dict(decision="approve", payable_amount=a1_total, reason_codes=[], route="auto",
                  clauses=["B.1: \"we'll pay the reasonable and customary Medical Expenses of that stay\"",
                           "B.1: \"Under the Comfort and Infinity options there is no capping on room rent\"",
                           "Section C: \"If you take treatment in a city of the same Zone as your Policy, or in a lower Zone, you don't pay anything extra.\""]),
    working=["Policy in force (01-08-2025 to 31-07-2026) on 06-10-2025; member covered since 01-08-2023 (over 2 years): 30-day wait served; dengue in no Excl02 list; no PED declared; no exclusion.",
             "Bill lines: Room Charges - Single Private Room 3 x 3,500 = 10,500; Nursing 3 x 600 = 1,800; Consultation 3 x 1,000 = 3,000; Pharmacy 4,260; Consumables 1,150; Platelet Count 5 x 300 = 1,500; Dengue NS1/IgM/LFT 1,980. Sum %s = bill total." % format(a1_total, ","),
             "No List I item. Comfort option: no capping on room rent or ICU. No sublimit applies.",
             "Zone co-pay: premium zone A, treated in Pune (Zone B, a lower zone) -> no co-payment (Section C, Table 2).",
             "No deductible; SI 10,00,000 available. Payable %s = claimed -> approve; <= 25,000 -> auto." % format(a1_total, ",")],
    hospital=H("Sahyadri Valley Hospital", ("Survey No. 44/2, Paud Road, Kothrud", "Pune - 411038", "Maharashtra"),
               "020-2543 7710", "billing@sahyadrivalley.in", "27AAKCS6620R1Z4", "PMC/BNHRA/2017/0442", "8900080341172",
               "NABH Accredited (H-2018-0631)"),
    spec=dict(patient_name="Rohan Kulkarni", age=37, gender="Male", uhid="SVH25-104412", ip_number="IP/25/8812",
              admission_date="2025-10-06", discharge_date="2025-10-09", diagnosis="Dengue fever (NS1 positive) with thrombocytopenia",
              procedure=None, treating_doctor="Dr. Ketan Bhide", doctor_qualification="MBBS, MD (Medicine)",
              doctor_registration="MMC 2009/04/1187", department="Internal Medicine", room_category="Single Private Room",
              room_rate_per_day=3500, bed_number="412-B", bill_number="SVH/IP/25-26/06214", bill_date="2025-10-09",
              chief_complaints="High grade fever with chills and body ache for 3 days, vomiting twice.",
              course_in_hospital="Admitted with fever and platelet count 62,000. Managed with IV fluids, antipyretics and serial platelet monitoring. Platelets rose to 1,18,000 by day 3. Afebrile for 36 hours before discharge.",
              advice=("Oral fluids 3 litres a day.", "Tab. Paracetamol 650 mg SOS.", "Repeat CBC after 3 days; review in OPD after 5 days.")),
    lines=a1_lines, layouts={"bill": "compact", "discharge_summary": "classic", "scanned": []}))

# ---------------------------------------------------------------- A2 partial: List I + room proportionate + zone co-pay 20%
a2_lines = [line("Room Charges - Single Private Room", "room", 4, 4000, "RM002"),
            line("Nursing Charges", "nursing", 4, 700, "NS001"),
            line("Consultation - Pulmonologist", "doctor_fees", 4, 1200, "CN004"),
            line("Pharmacy - Antibiotics & Nebulisation Drugs", "pharmacy", 1, 9640, "PH003"),
            line("Medical Consumables", "consumables", 1, 2130, "CS001"),
            line("Chest X-Ray, CBC, CRP & Sputum Culture", "diagnostics", 1, 3450, "LAB21"),
            line("Attendant Charges", "other", 4, 300, "MS009")]
a2_total = sum(l["amount"] for l in a2_lines)
# arithmetic
after_list1 = a2_total - 1200
ratio = 3000 / 4000
assoc = {"room": 16000, "nursing": 2800, "doctor": 4800}
scaled = {k: int(v * ratio + 0.5) for k, v in assoc.items()}
others = 9640 + 2130 + 3450
after_room = sum(scaled.values()) + others
a2_pay = int(after_room * 0.8 + 0.5)
CASES.append(dict(
    id="s28h4-gdh-pneumonia-value-room-proportionate-zone-copay-20", wording=DIGIT,
    scenario="Value option, Rs 3 lakh, Zone C premium (home in Nashik). The insured falls ill with pneumonia while visiting Mumbai (Zone A) and is admitted there for 4 nights in a Rs 4,000/day room, above the Value option limit of 1% of SI (Rs 3,000/day). The bill also carries attendant charges (List I). Zone C policy treated in Zone A: 20% co-payment.",
    policy_id="P/812345/01/2025/002987", eff=("2025-02-10", "2026-02-09"),
    schedule=sched("Value", "individual", 300000,
                   [member("GD-002987-01", "Sunita Pawar", "1979-12-05", "female", "self", "2024-02-10")],
                   {"room_rent_limit": {"kind": "percent_si_per_day", "value": 1},
                    "icu_limit": {"kind": "percent_si_per_day", "value": 2},
                    "copay": {"percent": 20, "condition": "Zone C policy, treatment taken in Zone A (Mumbai)"}},
                   zone="Zone C"),
    claim=dict(member_id="GD-002987-01", loss_date="2025-12-03", amount_claimed=a2_total),
    expected=dict(decision="partial", payable_amount=a2_pay,
                  reason_codes=["NON_PAYABLE_ITEMS", "ROOM_RENT_PROPORTIONATE_DEDUCTION", "COPAY"], route="human",
                  clauses=["Annexure I item 24: \"Attendant charges\"",
                           "B.1: \"accommodation charges are payable up to 1% of the Sum Insured for each day of the stay.\"",
                           "B.1: \"will be paid in the same ratio as the room limit bears to the room rent actually charged.\"",
                           "Section C Table 2: \"Zone C 20% co-payment 10% co-payment No co-payment\""]),
    working=["Policy in force (10-02-2025 to 09-02-2026) on 03-12-2025; member covered since 10-02-2024: 30-day wait served; pneumonia not in the D.3 list; no PED declared; not an accident.",
             "Bill lines: Room Charges - Single Private Room 4 x 4,000 = 16,000; Nursing 4 x 700 = 2,800; Consultation - Pulmonologist 4 x 1,200 = 4,800; Pharmacy 9,640; Consumables 2,130; Chest X-Ray/CBC/CRP/Sputum Culture 3,450; Attendant Charges 4 x 300 = 1,200. Sum %s = bill total." % format(a2_total, ","),
             "Step 1 List I (Annexure I 'Attendant charges'): drop 1,200 -> %s." % format(after_list1, ","),
             "Step 2 room: Value option limit 1%% of 3,00,000 = 3,000/day; room charged 4,000/day -> ratio 3,000/4,000 = 0.75 on associated expenses: room 16,000 -> %s; nursing 2,800 -> %s; consultation 4,800 -> %s (deduction 5,900). Pharmacy 9,640, consumables 2,130 and diagnostics 3,450 not scaled (15,220). Subtotal %s." % (format(scaled["room"], ","), format(scaled["nursing"], ","), format(scaled["doctor"], ","), format(after_room, ",")),
             "Step 3 sublimits: none (no ambulance, no cataract, no modern treatment).",
             "Step 4 zone co-pay: Zone C policy treated in Mumbai (Zone A), illness not accident -> 20%%: %s x 80%% = %s." % (format(after_room, ","), format(a2_pay, ",")),
             "No deductible; SI 3,00,000 available. Payable %s < claimed %s -> partial, to an adjuster." % (format(a2_pay, ","), format(a2_total, ","))],
    hospital=H("Arihant Lifeline Hospital", ("Plot 6, S. V. Road, Borivali (West)", "Mumbai - 400092", "Maharashtra"),
               "022-2890 4455", "ip.accounts@arihantlifeline.com", "27AABCA4417M1ZK", "MCGM/NH/R-C/2015/118", "8900080512907"),
    spec=dict(patient_name="Sunita Pawar", age=45, gender="Female", uhid="ALH-2025-77310", ip_number="IPD/2512/0341",
              admission_date="2025-12-03", discharge_date="2025-12-07", diagnosis="Community acquired pneumonia, right lower lobe",
              procedure=None, treating_doctor="Dr. Farhan Qureshi", doctor_qualification="MBBS, MD (Pulmonary Medicine)",
              doctor_registration="MMC 2011/07/2240", department="Pulmonology", room_category="Single Private Room",
              room_rate_per_day=4000, bed_number="507", bill_number="ALH/IPB/25-26/11873", bill_date="2025-12-07",
              chief_complaints="Fever, productive cough and breathlessness for 4 days while visiting relatives in Mumbai.",
              course_in_hospital="Chest X-ray showed right lower lobe consolidation. Treated with IV antibiotics, nebulisation and oxygen by nasal prongs for the first 24 hours. Afebrile from day 3; saturation 97% on room air at discharge.",
              advice=("Tab. Amoxicillin-Clavulanate 625 mg twice daily for 5 days.", "Steam inhalation.", "Review in OPD with chest X-ray after 10 days.")),
    lines=a2_lines, layouts={"bill": "tabular", "discharge_summary": "narrative", "scanned": []}))

# ---------------------------------------------------------------- A3 deny: cataract within 24 months
a3_lines = [line("Day Care Room Charges - Twin Sharing", "room", 1, 2200, "DC001"),
            line("Surgeon Fees - Phacoemulsification (Left Eye)", "surgeon_fees", 1, 18000, "PRF31", "left"),
            line("Anaesthetist Fees", "surgeon_fees", 1, 2500, "PRF22"),
            line("OT Charges - Minor OT", "ot", 1, 8200, "OT001"),
            line("Foldable IOL - Hydrophobic Acrylic (Left Eye)", "implants", 1, 14500, "IMP04", "left"),
            line("Pharmacy - Eye Drops & Medicines", "pharmacy", 1, 1900, "PH002"),
            line("Surgical Consumables", "consumables", 1, 1450, "CS002"),
            line("A-Scan Biometry & Keratometry", "diagnostics", 1, 1300, "OPH02")]
a3_total = sum(l["amount"] for l in a3_lines)
CASES.append(dict(
    id="s28h4-gdh-cataract-left-eye-within-24m", wording=DIGIT,
    scenario="Comfort option, Rs 5 lakh, Zone B (Hyderabad). Left-eye cataract surgery about 16 months after the member's first Digit policy began; cataract is in the D.3 list with a 24-month wait (Excl02). Not an accident, no portability credit.",
    policy_id="P/812345/01/2025/009140", eff=("2025-09-01", "2026-08-31"),
    schedule=sched("Comfort", "individual", 500000,
                   [member("GD-009140-01", "Venkata Ramana Rao", "1960-07-22", "male", "self", "2024-09-01")],
                   {"room_rent_limit": NL, "icu_limit": NL, "copay": {"percent": 0, "condition": None},
                    "cataract_limit": {"kind": "amount", "value": 50000}}, zone="Zone B"),
    claim=dict(member_id="GD-009140-01", loss_date="2026-01-19", amount_claimed=a3_total),
    expected=dict(decision="deny", payable_amount=0, reason_codes=["SPECIFIC_DISEASE_WAITING_PERIOD"],
                  exclusion_code="Excl02", route="crc",
                  clauses=["D.3 (Code- Excl02): \"shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.\"",
                           "D.3 f) i.: \"Cataract, glaucoma and other disorders of the lens; retinal detachment;\"",
                           "B.8: \"Cataract surgery is paid after the 24-month waiting period in Section D.\""]),
    working=["Policy in force (01-09-2025 to 31-08-2026) on 19-01-2026; member covered since 01-09-2024 (first policy with Digit, no portability).",
             "Bill lines: Day Care Room - Twin Sharing 2,200; Surgeon Fees - Phaco (Left Eye) 18,000; Anaesthetist 2,500; OT 8,200; Foldable IOL (Left Eye) 14,500; Pharmacy 1,900; Consumables 1,450; A-Scan Biometry 1,300. Sum %s = bill total." % format(a3_total, ","),
             "Cataract is in the D.3 f) list (24 months, Excl02). The wait is served on 01-09-2026; loss on 19-01-2026 is about 16.5 months in; not an accident.",
             "SPECIFIC_DISEASE_WAITING_PERIOD (Excl02) hard stop; payable 0 -> deny, to the CRC. (Had the wait been served, the Comfort cap of Rs 50,000 per eye would not bind.)"],
    hospital=H("Nethra Vision Eye Hospital", ("7-1-28/3, Ameerpet Main Road", "Hyderabad - 500016", "Telangana"),
               "040-2373 9911", "accounts@nethravision.in", "36AAFFN3308B1Z2", "TS/HYD/CE/2019/2214", "8900080998013"),
    spec=dict(patient_name="Venkata Ramana Rao", age=65, gender="Male", uhid="NVH-26-00418", ip_number="DC/26/0131",
              admission_date="2026-01-19", discharge_date="2026-01-19", diagnosis="Senile mature cataract, left eye",
              procedure="Phacoemulsification with foldable IOL implantation, left eye", procedure_date="2026-01-19",
              treating_doctor="Dr. Lakshmi Prasanna", doctor_qualification="MBBS, MS (Ophthalmology)",
              doctor_registration="TSMC 58213", department="Ophthalmology", room_category="Twin Sharing",
              room_rate_per_day=2200, bed_number="DC-03", bill_number="NVH/DC/25-26/03382", bill_date="2026-01-19",
              chief_complaints="Progressive blurring of vision in the left eye for one year; difficulty reading.",
              course_in_hospital="Day care admission. Uneventful phacoemulsification with hydrophobic acrylic IOL under topical anaesthesia. Discharged the same day.",
              advice=("Moxifloxacin-prednisolone eye drops as advised.", "Avoid water in the eye for 7 days.", "Review after 1 week.")),
    lines=a3_lines, layouts={"bill": "itemised_grouped", "discharge_summary": "classic", "scanned": []}))

# ---------------------------------------------------------------- B1 clean approval (above 25,000)
b1_lines = [line("Room Charges - Single Private A/C Room", "room", 3, 4800, "RM003"),
            line("Nursing Charges", "nursing", 3, 900, "NS001"),
            line("Surgeon Fees - Laparoscopic Appendicectomy", "surgeon_fees", 1, 38000, "PRF11"),
            line("Anaesthetist Fees", "surgeon_fees", 1, 9500, "PRF22"),
            line("Consultation - General Surgeon (ward visits)", "doctor_fees", 3, 1200, "CN002"),
            line("OT Charges - Major OT with Laparoscopy Set", "ot", 1, 24000, "OT002"),
            line("Pharmacy - Drugs & IV Fluids", "pharmacy", 1, 11870, "PH001"),
            line("Surgical Consumables", "consumables", 1, 6420, "CS002"),
            line("USG Abdomen, CBC, CRP, Urine R/M", "diagnostics", 1, 4150, "LAB03"),
            line("Histopathology - Appendix Specimen", "diagnostics", 1, 1800, "LAB44"),
            line("Ambulance - Home to Hospital", "ambulance", 1, 1200, "AMB01")]
b1_total = sum(l["amount"] for l in b1_lines)
CASES.append(dict(
    id="s28h4-icf-appendicectomy-floater-clean", wording=ICICI,
    scenario="Family floater of Rs 10 lakh (eligible room Single Private A/C Room for the 7.5/10 lakh band). The spouse, covered for 2 years, has an emergency laparoscopic appendicectomy, 3 nights in a Single Private A/C Room, with a Rs 1,200 road ambulance (under the Rs 1,500 cap). No List I items; nobody joined at 61+. Paid in full; above Rs 25,000 so an adjuster approves.",
    policy_id="P/610472/02/2026/000781", eff=("2025-04-01", "2026-03-31"),
    schedule=sched(None, "floater", 1000000,
                   [member("IL-0781-01", "Amit Desai", "1986-02-14", "male", "self", "2023-04-01"),
                    member("IL-0781-02", "Pooja Desai", "1989-09-30", "female", "spouse", "2023-04-01"),
                    member("IL-0781-03", "Vihaan Desai", "2017-06-11", "male", "son", "2023-04-01")],
                   {"room_rent_limit": {"kind": "room_category", "value": "Single Private A/C Room"},
                    "copay": {"percent": 0, "condition": None}, "ambulance_limit": {"kind": "amount", "value": 1500}}),
    claim=dict(member_id="IL-0781-02", loss_date="2025-07-14", amount_claimed=b1_total),
    expected=dict(decision="approve", payable_amount=b1_total, reason_codes=[], route="human",
                  clauses=["3.1: \"We will pay for Medical Expenses incurred on Hospitalisation of an Insured Person for a minimum period of 24 consecutive hours\"",
                           "3.1: \"For Sum Insured of Rs. 7,50,000 and Rs. 10,00,000 the eligible room category is a Single Private A/C Room.\"",
                           "3.6: \"subject to a maximum of Rs 1,500 per hospitalisation and Rs 5,000 per policy year\""]),
    working=["Policy in force (01-04-2025 to 31-03-2026) on 14-07-2025; spouse covered since 01-04-2023: 30-day wait served; appendicitis in no 4.1.2 list; no PED declared; no exclusion.",
             "Bill lines: Room - Single Private A/C 3 x 4,800 = 14,400; Nursing 3 x 900 = 2,700; Surgeon 38,000; Anaesthetist 9,500; Ward visits 3 x 1,200 = 3,600; OT 24,000; Pharmacy 11,870; Consumables 6,420; USG/CBC/CRP/Urine 4,150; Histopathology 1,800; Ambulance 1,200. Sum %s = bill total." % format(b1_total, ","),
             "No List I item. SI 10 lakh band: eligible room Single Private A/C Room = the room occupied -> no proportionate deduction. No ICU.",
             "Ambulance 1,200 <= Rs 1,500 per hospitalisation (first ambulance claim of the year, within Rs 5,000) -> paid in full.",
             "Spouse aged 33 at entry -> no co-payment (3.14 only for entry age 61+). No deductible; SI 10,00,000 available.",
             "Payable %s = claimed -> approve; above 25,000 -> human." % format(b1_total, ",")],
    hospital=H("Sanjivani Multispeciality Hospital", ("12, Swastik Society, Navrangpura", "Ahmedabad - 380009", "Gujarat"),
               "079-2646 1200", "tpa.desk@sanjivanihospital.in", "24AAECS9012H1ZP", "AMC/CE/2016/0937", "8900080245598",
               "NABH Accredited (H-2016-0288)"),
    spec=dict(patient_name="Pooja Desai", age=35, gender="Female", uhid="SMH/25/204187", ip_number="IP-25-14477",
              admission_date="2025-07-14", discharge_date="2025-07-17", diagnosis="Acute appendicitis",
              procedure="Laparoscopic appendicectomy", procedure_date="2025-07-14",
              treating_doctor="Dr. Nirav Shah", doctor_qualification="MBBS, MS (General Surgery)",
              doctor_registration="GMC G-21874", department="General Surgery", room_category="Single Private A/C Room",
              room_rate_per_day=4800, bed_number="305", bill_number="SMH/IP/2025/07-3391", bill_date="2025-07-17",
              chief_complaints="Pain in the right lower abdomen since the previous night, nausea, low grade fever.",
              course_in_hospital="USG showed an inflamed, non-perforated appendix. Emergency laparoscopic appendicectomy done on the day of admission under general anaesthesia. Post-operative period uneventful; started orally on day 1.",
              advice=("Tab. Cefuroxime 500 mg twice daily for 5 days.", "Avoid lifting weights for 3 weeks.", "Suture removal / review after 7 days.")),
    lines=b1_lines, layouts={"bill": "tabular", "discharge_summary": "narrative", "scanned": []}))

# ---------------------------------------------------------------- B2 partial: cataract sublimit + 20% co-pay (entry age 61+)
b2_lines = [line("Day Care Room Charges - Single Private A/C Room", "room", 1, 3000, "DC002"),
            line("Surgeon Fees - Phacoemulsification (Right Eye)", "surgeon_fees", 1, 22000, "PRF31", "right"),
            line("Anaesthetist Fees", "surgeon_fees", 1, 3500, "PRF22"),
            line("OT Charges", "ot", 1, 9500, "OT001"),
            line("Foldable IOL - Hydrophobic Acrylic (Right Eye)", "implants", 1, 15800, "IMP04", "right"),
            line("Pharmacy - Eye Drops & Medicines", "pharmacy", 1, 2350, "PH002"),
            line("Surgical Consumables", "consumables", 1, 1600, "CS002"),
            line("A-Scan Biometry & Keratometry", "diagnostics", 1, 1500, "OPH02")]
b2_total = sum(l["amount"] for l in b2_lines)
b2_cap = min(40000, 500000 * 25 // 100)
b2_pay = int(b2_cap * 0.8 + 0.5)
CASES.append(dict(
    id="s28h4-icf-cataract-cap-40000-copay-entry-61", wording=ICICI,
    scenario="Family floater of Rs 5 lakh. The policyholder's father joined the floater in June 2022 aged 63 (entry age 61+ -> 20% co-payment on his claims, 3.14). In September 2025, 39 months later, he has right-eye cataract surgery as a day case; the cataract limit is Rs 40,000 per eye or 25% of SI (Rs 1,25,000), whichever is lower. Day care room Rs 3,000 within the 1% of SI (Rs 5,000/day) room limit.",
    policy_id="P/610472/02/2026/003356", eff=("2025-06-15", "2026-06-14"),
    schedule=sched(None, "floater", 500000,
                   [member("IL-3356-01", "Rajesh Mathur", "1982-11-08", "male", "self", "2022-06-15"),
                    member("IL-3356-02", "Kavita Mathur", "1985-03-19", "female", "spouse", "2022-06-15"),
                    member("IL-3356-03", "Suresh Chandra Mathur", "1959-03-02", "male", "father", "2022-06-15")],
                   {"room_rent_limit": {"kind": "percent_si_per_day", "value": 1},
                    "cataract_limit": {"kind": "amount", "value": 40000},
                    "copay": {"percent": 20, "condition": "insured person aged 61 years or above at first entry (father, entered at 63)"}}),
    claim=dict(member_id="IL-3356-03", loss_date="2025-09-22", amount_claimed=b2_total),
    expected=dict(decision="partial", payable_amount=b2_pay, reason_codes=["SUBLIMIT", "COPAY"], route="human",
                  clauses=["3.13 Cataract: \"up to Rs. 40,000 per eye or 25% of Sum Insured, whichever is lower, for each eye in a Policy Year.\"",
                           "3.14 Co-payment: \"whose age at first entry into the Policy was 61 years or above shall be subject to a co-payment of 20% of the admissible claim amount\"",
                           "4.1.2 (Code- Excl02) list ii.: \"Cataract and age related eye ailments;\""]),
    working=["Policy in force (15-06-2025 to 14-06-2026) on 22-09-2025; father covered since 15-06-2022 (39 months): 24-month Excl02 wait for cataract served on 15-06-2024; no PED declared.",
             "Bill lines: Day Care Room - Single Private A/C 3,000; Surgeon - Phaco (Right Eye) 22,000; Anaesthetist 3,500; OT 9,500; Foldable IOL (Right Eye) 15,800; Pharmacy 2,350; Consumables 1,600; A-Scan 1,500. Sum %s = bill total." % format(b2_total, ","),
             "Step 1: no List I item. Step 2: SI 5 lakh band room limit 1% of SI = 5,000/day; day care room 3,000 within it -> no proportionate deduction.",
             "Step 3 cataract sublimit: lower of Rs 40,000 and 25%% of 5,00,000 = 1,25,000 -> 40,000 for the right eye; %s capped to 40,000." % format(b2_total, ","),
             "Step 4 co-pay: father born 02-03-1959, entered 15-06-2022 aged 63 (61+) -> 20%%: 40,000 x 80%% = %s." % format(b2_pay, ","),
             "No deductible; SI 5,00,000 available. Payable %s < claimed %s -> partial, to an adjuster." % (format(b2_pay, ","), format(b2_total, ","))],
    hospital=H("Drishti Eye Care Centre", ("C-41, Sardar Patel Marg, C-Scheme", "Jaipur - 302001", "Rajasthan"),
               "0141-236 7788", "billing@drishtieyecare.in", "08AAGFD7761C1ZX", "RJ/JPR/CE/2018/0719", "8900080617754"),
    spec=dict(patient_name="Suresh Chandra Mathur", age=66, gender="Male", uhid="DEC-25-11930", ip_number="DC-25-0922",
              admission_date="2025-09-22", discharge_date="2025-09-22", diagnosis="Immature senile cataract, right eye",
              procedure="Phacoemulsification with foldable IOL implantation, right eye", procedure_date="2025-09-22",
              treating_doctor="Dr. Meenakshi Agarwal", doctor_qualification="MBBS, MS (Ophthalmology), FICO",
              doctor_registration="RMC 31452", department="Ophthalmology", room_category="Single Private A/C Room",
              room_rate_per_day=3000, bed_number="D-2", bill_number="DEC/DC/2025/1187", bill_date="2025-09-22",
              chief_complaints="Diminished vision in the right eye for 10 months, glare while driving at night.",
              course_in_hospital="Day care admission. Phacoemulsification with hydrophobic acrylic foldable IOL under peribulbar block; uneventful. Discharged the same evening.",
              advice=("Prednisolone acetate eye drops six times a day, tapering.", "Wear protective glasses for 2 weeks.", "Review on day 1 and day 7.")),
    lines=b2_lines, layouts={"bill": "itemised_grouped", "discharge_summary": "classic", "scanned": []}))

# ---------------------------------------------------------------- B3 deny: Excl12 alcohol
b3_lines = [line("Room Charges - Single Private A/C Room", "room", 4, 4500, "RM003"),
            line("ICU Charges", "icu", 1, 9000, "ICU01"),
            line("Nursing Charges", "nursing", 5, 800, "NS001"),
            line("Consultation - Gastroenterologist", "doctor_fees", 5, 1500, "CN007"),
            line("Pharmacy - IV Fluids, Thiamine & Medicines", "pharmacy", 1, 21460, "PH001"),
            line("Medical Consumables", "consumables", 1, 3870, "CS001"),
            line("LFT, PT-INR, Serum Ammonia & USG Abdomen", "diagnostics", 1, 8240, "LAB30")]
b3_total = sum(l["amount"] for l in b3_lines)
CASES.append(dict(
    id="s28h4-icf-alcoholic-hepatitis-excl12", wording=ICICI,
    scenario="Family floater of Rs 7.5 lakh, in its fifth year. The policyholder (45) is admitted for 5 days (1 in ICU) with acute alcoholic hepatitis and alcohol withdrawal on a background of 15 years of heavy drinking. Treatment of alcoholism and its consequences is a standard exclusion (Excl12).",
    policy_id="P/610472/02/2026/005120", eff=("2025-11-01", "2026-10-31"),
    schedule=sched(None, "floater", 750000,
                   [member("IL-5120-01", "Thomas Varghese", "1980-05-27", "male", "self", "2021-11-01"),
                    member("IL-5120-02", "Anitha Thomas", "1983-01-09", "female", "spouse", "2021-11-01")],
                   {"room_rent_limit": {"kind": "room_category", "value": "Single Private A/C Room"},
                    "copay": {"percent": 0, "condition": None}}),
    claim=dict(member_id="IL-5120-01", loss_date="2026-01-22", amount_claimed=b3_total),
    expected=dict(decision="deny", payable_amount=0, reason_codes=["EXCLUDED_TREATMENT"], exclusion_code="Excl12",
                  route="crc",
                  clauses=["4.2.9 (Code- Excl12): \"Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof.\""]),
    working=["Policy in force (01-11-2025 to 31-10-2026) on 22-01-2026; member covered since 01-11-2021 (over 4 years): all waiting periods served; no PED declared.",
             "Bill lines: Room - Single Private A/C 4 x 4,500 = 18,000; ICU 1 x 9,000; Nursing 5 x 800 = 4,000; Consultation 5 x 1,500 = 7,500; Pharmacy 21,460; Consumables 3,870; LFT/PT-INR/Ammonia/USG 8,240. Sum %s = bill total." % format(b3_total, ","),
             "Diagnosis: acute alcoholic hepatitis with alcohol withdrawal, chronic alcohol dependence (discharge summary). The whole admission treats a consequence of alcoholism -> Excl12 (4.2.9), not an accident.",
             "EXCLUDED_TREATMENT (Excl12) hard stop; payable 0 -> deny, to the CRC."],
    hospital=H("Periyar Medical Mission Hospital", ("Kadavanthra - Vyttila Road, Kadavanthra", "Kochi - 682020", "Kerala"),
               "0484-220 4400", "insurance@periyarmission.org", "32AAATP5529Q1Z6", "KL/EKM/CE/2014/0562", "8900080430085",
               "NABH Accredited (H-2014-0197)"),
    spec=dict(patient_name="Thomas Varghese", age=45, gender="Male", uhid="PMM/26/003187", ip_number="IP/26/0412",
              admission_date="2026-01-22", discharge_date="2026-01-27",
              diagnosis="Acute alcoholic hepatitis with alcohol withdrawal syndrome; chronic alcohol dependence",
              procedure=None, treating_doctor="Dr. Jacob Mathew", doctor_qualification="MBBS, MD, DM (Gastroenterology)",
              doctor_registration="TCMC 41276", department="Gastroenterology", room_category="Single Private A/C Room",
              room_rate_per_day=4500, bed_number="611", bill_number="PMMH/IP/25-26/09948", bill_date="2026-01-27",
              chief_complaints="Yellowish discolouration of eyes, abdominal distension and tremors for 5 days. Consumes about 180 ml of spirits daily for 15 years; last drink 2 days before admission.",
              course_in_hospital="Admitted with jaundice (bilirubin 9.8 mg/dl) and withdrawal tremors; kept in ICU for the first day for agitation. Treated with IV thiamine, lorazepam taper, nutritional support and supportive care. Maddrey score 28, steroids not started. Improved and discharged.",
              advice=("Complete abstinence from alcohol.", "Enrol in the de-addiction programme.", "Repeat LFT after 2 weeks.")),
    lines=b3_lines, layouts={"bill": "compact", "discharge_summary": "narrative", "scanned": ["discharge_summary"]}))


def main():
    problems = []
    for c in CASES:
        d = os.path.join(HERE, "claims", c["id"]); os.makedirs(d, exist_ok=True)
        total = sum(l["amount"] for l in c["lines"])
        spec = dict(hospital=c["hospital"], member_id=c["claim"]["member_id"], policy_number=c["policy_id"],
                    line_items=c["lines"], bill_total=total,
                    payment=dict(receipt_number=c["spec"]["bill_number"].replace("/IP", "/RC").replace("/DC/", "/RC/"),
                                 receipt_date=c["spec"]["bill_date"], amount=total, mode="UPI",
                                 reference=c["spec"]["uhid"].replace("/", "") + "-PAY"),
                    is_accident=False, mlc_number=None, **c["spec"])
        cs = ClaimDocumentSpec.model_validate(spec)
        assert cs.total_matches_lines
        w = c["wording"]
        case = {"id": c["id"], "scenario": c["scenario"],
                "policy": {"document": w["document"], "policy_id": c["policy_id"], "uin": w["uin"],
                           "insurer": w["insurer"], "product": w["product"],
                           "effective_from": c["eff"][0], "effective_to": c["eff"][1], "schedule": c["schedule"]},
                "claim": dict(c["claim"], documents=["bill.pdf", "discharge_summary.pdf"]),
                "expected": c["expected"], "working": c["working"], "layouts": c["layouts"]}
        assert case["claim"]["amount_claimed"] == total
        # clause quotes must be in the wording
        pdf = os.path.join(HERE, w["document"])
        for cl in c["expected"]["clauses"]:
            q = cl.split(": \"", 1)[1].rstrip("\"")
            if not T.find(pdf, q):
                problems.append("%s: clause quote not in wording: %s" % (c["id"], q))
        json.dump(case, open(os.path.join(d, "case.json"), "w"), indent=2, ensure_ascii=False)
        open(os.path.join(d, "claim_spec.json"), "w").write(cs.model_dump_json(indent=2))
        bill = render_bill(cs, c["layouts"]["bill"])
        ds = render_discharge_summary(cs, c["layouts"]["discharge_summary"])
        if "bill" in c["layouts"]["scanned"]:
            bill = render_scanned(bill)
        if "discharge_summary" in c["layouts"]["scanned"]:
            ds = render_scanned(ds)
        open(os.path.join(d, "bill.pdf"), "wb").write(bill)
        open(os.path.join(d, "discharge_summary.pdf"), "wb").write(ds)
        print(c["id"], "claimed", total, "->", c["expected"]["decision"], c["expected"]["payable_amount"])
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0

if __name__ == "__main__":
    sys.exit(main())
