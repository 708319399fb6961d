"""Write policies/<stem>.json for the two h18 wordings; page = auto-found page of the quote (checked in pdfplumber and pypdfium2)."""
import json, os, sys
from qcheck import check, find_pages, sha
D = os.path.dirname(os.path.abspath(__file__))
ALL18 = ['Excl%02d' % i for i in range(1, 19)]
NP = lambda k, v: {'kind': k, 'value': v}

A = ('IFFCOTokio_Suraksha-Mediclaim_IFFHLIP26118V012526', {
 'insurer_name': dict(value='IFFCO TOKIO General Insurance Company Limited', clause='header', quote='IFFCO TOKIO General Insurance Company Limited Corporate Office: IFFCO Tower-II'),
 'product_name': dict(value='Suraksha Mediclaim Policy', clause='title', quote='SURAKSHA MEDICLAIM POLICY POLICY WORDING'),
 'uin': dict(value='IFFHLIP26118V012526', page=1, clause='header', quote='UIN: IFFHLIP26118V012526'),
 'sum_insured_options': dict(value=[100000, 200000, 300000, 400000, 500000, 750000, 1000000], clause='Preamble',
    quote='The Insured may choose a Sum Insured of Rs. 1,00,000, Rs. 2,00,000, Rs. 3,00,000, Rs. 4,00,000, Rs. 5,00,000, Rs. 7,50,000 or Rs. 10,00,000 per Insured Person',
    note='Individual SI per insured person; same seven values in the illustration table on p.6.'),
 'room_rent_limit': dict(value=NP('percent_si_per_day', 1), also=NP('amount_per_day', 4000), clause='2.1(a)',
    quote='Room, boarding and nursing expenses as charged by the Hospital, limited to Rs 4,000 per day or 1% of the Sum Insured per day, whichever is less.',
    note='Lower of 1% of SI/day and Rs 4,000/day (binding rupee cap from SI 4 lakh up; illustration table p.6). Proportionate deduction on associated expenses, not on medicines/consumables/implants/diagnostics/ICU (Note 1).'),
 'icu_limit': dict(value=NP('percent_si_per_day', 2), also=NP('amount_per_day', 8000), clause='2.1(b)',
    quote='Intensive Care Unit (ICU/ICCU) expenses, limited to Rs 8,000 per day or 2% of the Sum Insured per day, whichever is less.',
    note='Lower of 2% of SI/day and Rs 8,000/day.'),
 'copay': dict(any_of=[{'percent': 0, 'condition': None}, {'percent': 10, 'condition': 'insured person with entry age 60 years or more, every admissible claim'}], clause='3',
    quote='Every admissible claim in respect of an Insured Person whose Entry Age was 60 years or more shall be subject to a co-payment of 10% of the admissible claim amount',
    note='Age-at-entry co-pay 10%; none for entry age below 60, even after turning 60 on renewal. Applied after sub-limits.'),
 'initial_waiting_period_days': dict(value=30, clause='4.3 a)', quote='Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident'),
 'ped_waiting_period_months': dict(value=48, clause='4.1 a)', quote='shall be excluded until the expiry of 48 months of continuous coverage after the date of inception of the first policy with insurer.'),
 'specific_disease_waiting_period_months': dict(value=24, clause='4.2 a)', quote='shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.',
    note='Single 24-month list 4.2 f) (cataract, BPH, hernia, joint replacement, ...).'),
 'maternity_covered': dict(value=False, clause='4.4.14', quote='4.4.14 Maternity: i. Medical treatment expenses traceable to childbirth', note='Maternity excluded (standard Excl18 text without code); Schedule of Sub-limits p.6 says Not Covered.'),
 'maternity_waiting_period_months': dict(value=None, note='maternity not covered'),
 'pre_hospitalisation_days': dict(value=30, clause='2.2', quote='Medical Expenses incurred during the 30 days immediately preceding the date of admission'),
 'post_hospitalisation_days': dict(value=60, clause='2.3', quote='Medical Expenses incurred during the 60 days immediately after discharge from the Hospital'),
 'ambulance_limit': dict(value=NP('amount', 1500), clause='2.5', quote='are payable up to Rs. 1,500/- per Hospitalisation, and not exceeding Rs. 3,000/- in all in any one Period of Insurance.',
    note='Rs 1,500 per hospitalisation; aggregate cap Rs 3,000 per policy period.'),
 'cataract_limit': dict(any_of=[NP('percent_si', 25), NP('amount', 40000)], also=NP('amount', 40000), clause='2.6',
    quote='is limited to 25% of the Sum Insured or Rs 40,000 per eye, whichever is lower.',
    note='Per eye: lower of 25% SI and Rs 40,000 (Rs 25,000 at SI 1 lakh, Rs 40,000 from SI 2 lakh; table p.6). Percent primary, amount also accepted.'),
 'modern_treatment_limit': dict(any_of=[NP('percent_si', 50), NP('amount', 250000)], also=NP('amount', 250000), clause='2.10',
    quote='are payable up to 50% of the Sum Insured or Rs. 2,50,000, whichever is lower, in any one Period of Insurance for all such procedures together',
    note='Aggregate per policy period for all listed modern treatments together: lower of 50% SI and Rs 2,50,000.'),
 'ayush_covered': dict(value=True, clause='2.8', quote='taken in an AYUSH Hospital is payable up to INR 25,000 or 25% of the Sum Insured, whichever is less, per Period of Insurance.',
    note='In-patient AYUSH, lower of Rs 25,000 and 25% SI per policy period.'),
 'day_care_covered': dict(value=True, clause='2.4', quote='Medical Expenses for Day Care Treatments taken in a Hospital or Day Care Centre'),
 'organ_donor_covered': dict(value=True, clause='2.9', quote='harvesting of an organ from a donor for a transplant to the Insured Person are payable up to Rs. 50,000 or 10% of the Sum Insured',
    note='Lower of Rs 50,000 and 10% SI.'),
 'grace_period_days': dict(value=30, clause='6.8', quote='can be renewed within the Grace Period of thirty days to maintain continuity of benefits', note='Annual premium only; no instalment grace period.'),
 'exclusion_codes': dict(any_of=[['Excl01', 'Excl02', 'Excl03', 'Excl04', 'Excl05', 'Excl06', 'Excl07', 'Excl08', 'Excl09', 'Excl10', 'Excl12', 'Excl13', 'Excl14', 'Excl15', 'Excl16', 'Excl17', 'Excl18'], None],
    page=[7, 8], clause='4.1-4.3, 4.4.1-4.4.14', quote=['4.1 Pre-Existing Diseases', '4.4.13 Sterility and infertility'],
    note='No codes printed. Substance matched to Chapter III: 4.1=Excl01, 4.2=Excl02, 4.3=Excl03, 4.4.1=Excl04, 4.4.2=Excl05, 4.4.3=Excl06, 4.4.4=Excl07, 4.4.5=Excl08, 4.4.6=Excl09, 4.4.7=Excl10, 4.4.8=Excl12, 4.4.9=Excl13, 4.4.10=Excl14, 4.4.11=Excl15, 4.4.12=Excl16, 4.4.13=Excl17, 4.4.14=Excl18. No excluded-providers clause (Excl11). 4.4.15-4.4.22 are non-standard.'),
 'free_look_period_days': dict(value=15, clause='6.6', quote='The Insured shall be allowed a free look period of fifteen days from the date of receipt of the Policy document'),
 'no_claim_bonus': dict(value=10, clause='2.12', quote='shall be increased by 10% of the expiring Sum Insured at renewal, up to a maximum of 50% of the Sum Insured.',
    note='Cumulative bonus 10% of SI per claim-free year, max 50%; reduced by 10% after a claim.'),
 'restoration_benefit': dict(value=None, note='No restoration / reinstatement of sum insured in this wording.'),
 'health_checkup': dict(value='Medical check-up after every block of four claim-free policy periods, up to 1% of average sum insured, maximum Rs 5,000', clause='2.11',
    quote='the Insured Person may claim the cost of a medical check-up up to 1% of the average Sum Insured of those four years, subject to a maximum of ₹ 5,000.'),
 'domiciliary_covered': dict(value=True, clause='2.7', quote='Medical Expenses for Domiciliary Hospitalisation exceeding three consecutive days are payable up to Rs 20,000 or 10% of the Sum Insured, whichever is less',
    note='Lower of Rs 20,000 and 10% SI per policy period; listed conditions excluded.'),
 'claim_intimation_emergency_hours': dict(value=24, clause='5.1 (a)', quote='in the case of an emergency admission, within 24 hours of admission to the Hospital, or before discharge, whichever is earlier;',
    note='Planned admission: at least 48 hours before admission.'),
})

B = ('BajajAllianz_Family-Shield-Floater_BAJHLIP26077V012526', {
 'insurer_name': dict(value='Bajaj Allianz General Insurance Company Limited', page=1, clause='header', quote='Bajaj Allianz General Insurance Company Limited'),
 'product_name': dict(value='Family Shield Floater', clause='title', quote='FAMILY SHIELD FLOATER Policy Wordings'),
 'uin': dict(value='BAJHLIP26077V012526', page=1, clause='title', quote='UIN- BAJHLIP26077V012526'),
 'sum_insured_options': dict(value=[300000, 500000, 750000, 1000000, 1500000, 2500000], clause='C.15 Benefit Table (Sum Insured)',
    quote='Sum Insured (Rs) 3,00,000 / 5,00,000',
    note='Silver 3L/5L, Gold 5L/7.5L/10L, Premium 10L/15L/25L (floater SI); union of the three plan columns.'),
 'room_rent_limit': dict(any_of=[NP('percent_si_per_day', 1), NP('percent_si_per_day', 2), NP('room_category', 'Single private room')], clause='C.15 Benefit Table (Room rent)',
    quote='Room rent (per day) 1% of SI per day 2% of SI per day Single private room',
    note='Silver 1% of SI/day, Gold 2% of SI/day, Premium single private room (defined B.2). Proportionate deduction for a higher room (C.1).'),
 'icu_limit': dict(any_of=[NP('percent_si_per_day', 2), NP('percent_si_per_day', 4), NP('no_limit', None)], clause='C.15 Benefit Table (ICU charges)',
    quote='ICU charges 2% of SI per day 4% of SI per day Covered up to SI', note='Silver 2%/day, Gold 4%/day, Premium up to SI.'),
 'copay': dict(any_of=[{'percent': 0, 'condition': None}, {'percent': 10, 'condition': 'Silver plan, every claim'}], clause='C.15 Benefit Table (Co-payment)',
    quote='Co-payment 10% on every claim Nil Nil', note='Plan-dependent: Silver 10% on every claim; Gold and Premium Nil.'),
 'initial_waiting_period_days': dict(value=30, clause='D.1 3 (Code- Excl03)', quote='Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded'),
 'ped_waiting_period_months': dict(value=36, clause='D.1 1 (Code- Excl01)', quote='shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer.'),
 'specific_disease_waiting_period_months': dict(value=24, clause='D.1 2 (Code- Excl02)', quote='until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.',
    note='Cataract is in the list; the Benefit Table footnote * also says cataract after 24 months of continuous cover.'),
 'maternity_covered': dict(value=True, clause='C.13; C.15 footnote **', quote='Maternity** Not Covered Not Covered Rs 35,000 normal / Rs 50,000',
    note='Premium plan only: Rs 35,000 normal / Rs 50,000 caesarean, max two deliveries; Silver/Gold not covered (Excl18).'),
 'maternity_waiting_period_months': dict(value=36, clause='C.15 footnote **', quote='** after 36 months, Premium plan only', note='Also C.13 p.5: after 36 months of continuous cover.'),
 'pre_hospitalisation_days': dict(any_of=[30, 60], clause='C.15 Benefit Table', quote='Pre-hospitalisation 30 days 60 days 60 days', note='Silver 30, Gold 60, Premium 60.'),
 'post_hospitalisation_days': dict(any_of=[60, 90, 180], clause='C.15 Benefit Table', quote='Post-hospitalisation 60 days 90 days 180 days', note='Silver 60, Gold 90, Premium 180.'),
 'ambulance_limit': dict(any_of=[NP('amount', 2000), NP('amount', 3000), NP('no_limit', None)], clause='C.15 Benefit Table (Road ambulance)',
    quote='Road ambulance Rs 2,000 per', note='Per hospitalisation: Silver Rs 2,000, Gold Rs 3,000, Premium up to SI. The table cells wrap ("per / hospitalisation").'),
 'cataract_limit': dict(value=NP('amount', 50000), clause='C.15 Benefit Table (Cataract*)', quote='Cataract* Rs 50,000 per eye Rs 50,000 per eye Rs 50,000 per eye',
    note='Rs 50,000 per eye in all plans; footnote *: after 24 months of continuous cover.'),
 'modern_treatment_limit': dict(any_of=[NP('percent_si', 50), NP('no_limit', None)], clause='C.15 Benefit Table (Modern treatments)',
    quote='Modern treatments 50% of SI Covered up to SI Covered up to SI', note='Silver 50% of SI; Gold and Premium up to SI.'),
 'ayush_covered': dict(value=True, clause='C.6', quote='In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy in an AYUSH Hospital, up to the limit of Your Plan.',
    note='Silver Rs 25,000 per policy year; Gold/Premium up to SI.'),
 'day_care_covered': dict(value=True, clause='C.5', quote='Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre'),
 'organ_donor_covered': dict(value=True, clause='C.7', quote='C.7 Organ Donor Expenses (Gold and Premium plans)', note='Gold and Premium up to SI; Silver Not Covered.'),
 'grace_period_days': dict(any_of=[30, 15], clause='E.11 Grace Period', quote='within the Grace Period of 30 days to maintain continuity of benefits without break in policy. Where premium is paid in monthly instalments, a grace period of 15 days',
    note='30 days; 15 days for each monthly instalment.'),
 'exclusion_codes': dict(value=ALL18, page=[6, 7, 8], clause='D.1 1-3, D.2 4-18', quote=['Pre-Existing Diseases - Code- Excl01', 'Maternity - Code- Excl18'],
    note='All 18 codes printed (Excl01-02 p.6, Excl03-Excl11 p.7, Excl12-Excl18 p.8). Excl18 does not apply to the Premium maternity benefit to the extent of that benefit. D.3 other exclusions carry no code.'),
 'free_look_period_days': dict(value=30, clause='E.14 Free Look Period', quote='The insured person shall be allowed free look period of thirty days from date of receipt of the policy document'),
 'no_claim_bonus': dict(value=25, clause='C.11', quote='For each claim-free Policy Period We will add 25% of the Base Sum Insured to the floater Sum Insured on renewal, up to a maximum of 100%',
    note='Cumulative bonus 25% of base SI per claim-free year, max 100%; reduced by 25% after a claim.'),
 'restoration_benefit': dict(value='100% of base sum insured restored once a year, for an unrelated illness or injury', clause='C.10',
    quote='100% of the Base Sum Insured will be restored once in that Policy Period.', note='Table: "100% once a year" in all plans; not for the same illness; not carried forward.'),
 'health_checkup': dict(value='Annual preventive health check-up per insured adult: Rs 2,000 (Gold), Rs 5,000 (Premium); not in Silver', clause='C.12; C.15',
    quote='Each insured adult may undergo a health check-up at Our network diagnostic centres once in every Policy Period, regardless of claims'),
 'domiciliary_covered': dict(value=True, clause='C.8', quote='C.8 Domiciliary Hospitalisation (Premium plan)', note='Premium plan only: 10% of SI, max Rs 1 lakh (C.8, C.15).'),
 'claim_intimation_emergency_hours': dict(value=48, clause='F.1', quote='for an emergency hospitalisation, within 48 hours of admission;', note='Planned: at least 72 hours before admission.'),
})

ORDER = ['insurer_name', 'product_name', 'uin', 'sum_insured_options', 'room_rent_limit', 'icu_limit', 'copay', 'initial_waiting_period_days',
         'ped_waiting_period_months', 'specific_disease_waiting_period_months', 'maternity_covered', 'maternity_waiting_period_months',
         'pre_hospitalisation_days', 'post_hospitalisation_days', 'ambulance_limit', 'cataract_limit', 'modern_treatment_limit', 'ayush_covered',
         'day_care_covered', 'organ_donor_covered', 'grace_period_days', 'exclusion_codes', 'free_look_period_days', 'no_claim_bonus',
         'restoration_benefit', 'health_checkup', 'domiciliary_covered', 'claim_intimation_emergency_hours']
bad = 0
for stem, fields in (A, B):
    pdf = os.path.join(D, stem + '.pdf')
    assert set(fields) == set(ORDER), set(ORDER) ^ set(fields)
    out = {}
    for k in ORDER:
        f = dict(fields[k])
        assert ('value' in f) != ('any_of' in f), k
        q = f.get('quote')
        if q:
            if 'page' not in f:
                fp = find_pages(pdf, q)
                if len(fp) != 1:
                    print(stem, k, 'quote pages', fp, q); bad += 1; continue
                f['page'] = fp[0]
            e = check(pdf, q, f['page'])
            if e: print(stem, k, e); bad += 1
        else:
            f.setdefault('quote', None)
        key = 'value' if 'value' in f else 'any_of'
        o = {key: f.pop(key)}
        for kk in ('also', 'page', 'clause', 'quote', 'note'):
            if kk in f: o[kk] = f.pop(kk)
        out[k] = o
    js = {'document': stem + '.pdf', 'sha256': sha(pdf), 'fields': out}
    with open(os.path.join(D, 'policies', stem + '.json'), 'w') as fh:
        json.dump(js, fh, indent=1, ensure_ascii=False)
print('problems:', bad)
