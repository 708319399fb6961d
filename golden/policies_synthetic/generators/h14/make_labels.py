"""Write policies/<stem>.json for both wordings; pages are looked up from the rendered PDFs and every quote is
checked against pdfplumber and pypdfium2 text of its page (whitespace/case/quote-mark insensitive)."""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from textutil import find  # noqa: E402

ALL18 = ['Excl%02d' % i for i in range(1, 19)]


def lim(kind, value=None):
    return {'kind': kind, 'value': value}


A_STEM = 'Star_Golden-Years-Health_SHAHLIP26187V012526'
B_STEM = 'Care_Vital-Health_CHIHLIP26093V012526'

A_FIELDS = {
    'insurer_name': dict(value='Star Health and Allied Insurance Co. Ltd.', clause='I.41 (Specific Definitions - Company)',
                         quote='41. Company means Star Health and Allied Insurance Co. Ltd.'),
    'product_name': dict(value='Star Golden Years Health Insurance Policy', clause='title / header', page=1,
                         quote='Star Golden Years Health Insurance Policy'),
    'uin': dict(value='SHAHLIP26187V012526', clause='title', quote='Unique Identification No.: SHAHLIP26187V012526'),
    'sum_insured_options': dict(value=[100000, 200000, 300000, 400000, 500000], clause='Eligibility and Sum Insured (c)',
                                quote='for a Sum Insured of Rs.1,00,000/-, Rs.2,00,000/-, Rs.3,00,000/-, Rs.4,00,000/- or Rs.5,00,000/- for each Insured Person',
                                note='Individual basis only; the same five SI bands head the columns of the II.5 table.'),
    'room_rent_limit': dict(any_of=[lim('amount_per_day', 4000), lim('room_category', 'Single Standard AC Room')],
                            clause='II.1 (a), (b)',
                            quote='(a) where the Sum Insured is Rs.1,00,000/- or Rs.2,00,000/-: Rs 4,000 per day; (b) where the Sum Insured is Rs.3,00,000/- and above: single standard AC room.',
                            note='SI-band dependent: Rs 4,000 per day for SI Rs 1 L and 2 L; Single Standard A/C Room (defined I.44) for SI Rs 3 L and above. Proportionate deduction of associated medical expenses (II.1 Note).'),
    'icu_limit': dict(any_of=[lim('amount_per_day', 8000), lim('no_limit')], clause='II.2',
                      quote='up to Rs.8,000/- per day where the Sum Insured is Rs.1,00,000/- or Rs.2,00,000/-; as charged by the Hospital where the Sum Insured is Rs.3,00,000/- and above',
                      note='SI-band dependent: Rs 8,000 per day for SI 1 L / 2 L; no limit ("as charged by the Hospital") for SI 3 L and above.'),
    'copay': dict(any_of=[{'percent': 20, 'condition': 'all claims other than for pre-existing diseases'},
                          {'percent': 30, 'condition': 'claims arising out of a pre-existing disease'}],
                  clause='IV.1, IV.2',
                  quote='Pre-Existing Disease shall be subject to a co-payment of 30% of the admissible claim amount ... All other claims under this Policy',
                  note='Mandatory co-pay on every claim: 30% for PED claims (IV.1), 20% for all other claims including accidents (IV.2). No 0% option. Only one rate applies per claim (IV.3).'),
    'initial_waiting_period_days': dict(value=30, clause='III.3 a) (no code printed)',
                                        quote='Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident'),
    'ped_waiting_period_months': dict(value=12, clause='III.1 a) (no code printed)',
                                      quote='shall be excluded until the expiry of 12 months of continuous coverage after the date of inception of the first policy with insurer.'),
    'specific_disease_waiting_period_months': dict(value=24, clause='III.2 a) (no code printed)',
                                                   quote='shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.',
                                                   note='List in III.2 f): cataract, BPH, hernia, hydrocele, piles/fissure/fistula, sinusitis, gall bladder stones, kidney stones, varicose veins, hysterectomy, joint replacement, PIVD. Single tier.'),
    'maternity_covered': dict(value=False, clause='V.11 (Permanent Exclusions)',
                              quote='Treatment arising from or traceable to pregnancy and childbirth, including caesarean section, miscarriage and medical termination of pregnancy.',
                              note='Permanently excluded; no maternity benefit (senior citizens plan).'),
    'maternity_waiting_period_months': dict(value=None, note='maternity not covered (V.11)'),
    'pre_hospitalisation_days': dict(value=30, clause='II.6',
                                     quote='Medical Expenses incurred during the period up to 30 days prior to the date of admission'),
    'post_hospitalisation_days': dict(value=60, clause='II.7',
                                      quote='Medical Expenses incurred during the period up to 60 days after the date of discharge'),
    'ambulance_limit': dict(value=lim('amount', 750), also={'kind': 'amount', 'value': 1500}, clause='II.9',
                            quote='are payable up to Rs 750 per hospitalisation, Rs 1,500 per policy period.',
                            note='Rs 750 per hospitalisation, overall Rs 1,500 per policy period (in also).'),
    'cataract_limit': dict(any_of=[lim('amount', 20000), lim('amount', 25000), lim('amount', 30000), lim('amount', 35000)],
                           clause='II.5 (table)', quote='Cataract (per eye) 20,000 25,000 30,000 30,000 35,000',
                           note='Per eye by SI band: Rs 1 L -> 20,000; 2 L -> 25,000; 3 L and 4 L -> 30,000; 5 L -> 35,000 (table with ruling lines, checked on the rendered page). The text below the table says there is no other rupee cap on cataract.'),
    'modern_treatment_limit': dict(value=lim('percent_si', 50), clause='II.11',
                                   quote='are payable limited to 50% of the Sum Insured for all such procedures together in a Policy Period',
                                   note='Aggregate for all 12 listed modern treatments per policy period, not per treatment.'),
    'ayush_covered': dict(value=True, clause='II.10',
                          quote='In-patient treatment taken under Ayurveda, Unani, Sidha or Homeopathy in an AYUSH Hospital is payable up to 25% of the Sum Insured for each Policy Period.',
                          note='Sub-limited to 25% of SI per policy period; Yoga and Naturopathy not named.'),
    'day_care_covered': dict(value=True, clause='II.8', quote='Expenses for Day Care Treatments are covered.'),
    'organ_donor_covered': dict(value=False, quote=None, note='No organ donor clause anywhere in the wording (searched: donor, organ, transplant).'),
    'grace_period_days': dict(value=30, clause='VI.4 (Renewal)',
                              quote='A grace period of thirty days is allowed for payment of the renewal premium',
                              note='Annual premium only; no instalment grace period.'),
    'exclusion_codes': dict(any_of=[['Excl01', 'Excl02', 'Excl03', 'Excl04', 'Excl05', 'Excl08', 'Excl10', 'Excl12',
                                     'Excl13', 'Excl14', 'Excl15', 'Excl16', 'Excl17', 'Excl18'], None],
                            page=[6, 7], clause='III.1-3, V.1-11 (no codes printed)',
                            quote='The Company shall not be liable to make any payment under this Policy in respect of any expenses whatsoever',
                            note='No Excl codes printed (old-style "Permanent Exclusions" list). Matched by substance (III.1-2 p.6, III.3 and V p.7): Excl01 III.1, Excl02 III.2, Excl03 III.3, Excl04 V.1, Excl05 V.2, Excl08 V.3, Excl10 V.4, Excl12 V.5, Excl13 V.6, Excl14 V.7, Excl15 V.8, Excl16 V.9, Excl17 V.10, Excl18 V.11. Nothing on obesity surgery (Excl06), change of gender (Excl07), hazardous/adventure sports (Excl09) or excluded providers (Excl11).'),
    'free_look_period_days': dict(value=15, clause='VI.3',
                                  quote='free look period of fifteen days from the date of receipt of the policy document'),
    'no_claim_bonus': dict(value=10, clause='II.13 (Cumulative Bonus)',
                           quote='the Sum Insured shall be increased by 10% of the expiring basic Sum Insured, subject to a maximum of 50% of the basic Sum Insured',
                           note='Cumulative bonus 10% of SI per claim-free year, max 50%; reduced by 10% after a claim.'),
    'restoration_benefit': dict(value=None, quote=None, note='No restoration / recharge / reinstatement of SI anywhere in the wording.'),
    'health_checkup': dict(value='Health check-up expenses reimbursed at renewal for every claim-free policy period, up to Rs 1,000 per insured person',
                           clause='II.12',
                           quote='the expenses of a health check-up taken by the Insured Person are reimbursed at the time of renewal, up to Rs.1,000/- per Insured Person'),
    'domiciliary_covered': dict(value=False, clause='V.13 (Permanent Exclusions)',
                                quote='Domiciliary Hospitalisation, that is, any treatment taken at home even though it would in the normal course have required admission to a Hospital.',
                                note='The standard definition is printed (I.13) but domiciliary treatment is permanently excluded.'),
    'claim_intimation_emergency_hours': dict(value=24, clause='VII.1 (a)',
                                             quote='in the case of emergency hospitalisation, within 24 hours of admission or before discharge from the Hospital, whichever is earlier',
                                             note='Planned hospitalisation: at least 48 hours before admission (VII.1 (b)).'),
}

B_FIELDS = {
    'insurer_name': dict(value='Care Health Insurance Limited', clause='1. Preamble',
                         quote='Care Health Insurance Limited (also referred to as the Company / We / Us)'),
    'product_name': dict(value='Care Vital Health', clause='title / footer', page=1, quote='Product Name: Care Vital Health | UIN: CHIHLIP26093V012526'),
    'uin': dict(value='CHIHLIP26093V012526', clause='footer (every page)', page=1, quote='Product Name: Care Vital Health | UIN: CHIHLIP26093V012526'),
    'sum_insured_options': dict(value=[500000, 700000, 1000000, 1500000, 2500000], clause='2. Benefit Summary',
                                quote='Sum Insured Options: Rs. 5 Lakh / Rs. 7 Lakh / Rs. 10 Lakh / Rs. 15 Lakh / Rs. 25 Lakh'),
    'room_rent_limit': dict(value=lim('room_category', 'Single Private Room'), clause='2. Benefit Summary / 4.1 (a)',
                            quote='Room Rent: Single Private Room',
                            note='Defined in 3.2.2; proportionate deduction of associated medical expenses for a higher room category (4.1).'),
    'icu_limit': dict(value=lim('no_limit'), clause='2. Benefit Summary / 4.1 (b)', quote='ICU Charges: No sub-limit'),
    'copay': dict(any_of=[{'percent': 0, 'condition': None},
                          {'percent': 20, 'condition': 'insured persons aged 61 years and above at entry'},
                          {'percent': 20, 'condition': 'Zone 2 policy treated in a Zone 1 city'}],
                  clause='2. Benefit Summary; 5.1; 5.2 (zone table)',
                  quote='Co-payment: 20% for insured persons aged 61 years and above at entry',
                  note='No co-pay by default; 20% on every claim for entry age 61+ (5.1); 20% zone co-pay when a Zone 2 policy is used for treatment in Zone 1 (5.2, table without ruling lines p.7), not for accident emergencies. The wording does not say how the two combine.'),
    'initial_waiting_period_days': dict(value=30, clause='6.3 (Code- Excl03)',
                                        quote='Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident'),
    'ped_waiting_period_months': dict(value=36, clause='6.1 (Code- Excl01)',
                                      quote='shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer.'),
    'specific_disease_waiting_period_months': dict(value=24, clause='6.2 (Code- Excl02)',
                                                   quote='shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.'),
    'maternity_covered': dict(value=False, clause='2. Benefit Summary; 6.18 (Code- Excl18)', quote='Maternity: Not Covered'),
    'maternity_waiting_period_months': dict(value=None, note='maternity not covered (Benefit Summary, Excl18)'),
    'pre_hospitalisation_days': dict(value=30, clause='2. Benefit Summary / 4.2', quote='Pre-hospitalisation Medical Expenses: 30 days'),
    'post_hospitalisation_days': dict(value=60, clause='2. Benefit Summary / 4.3', quote='Post-hospitalisation Medical Expenses: 60 days'),
    'ambulance_limit': dict(value=lim('amount', 2000), clause='2. Benefit Summary / 4.6', quote='Road Ambulance: Rs 2,000/- per hospitalisation'),
    'cataract_limit': dict(value=lim('amount', 40000), clause='2. Benefit Summary / 4.9', quote='Cataract: Rs 40,000/- per eye'),
    'modern_treatment_limit': dict(value=lim('percent_si', 25), clause='2. Benefit Summary / 4.10',
                                   quote='Modern Treatments: up to 25% of SI per treatment',
                                   note='25% of SI for each listed treatment in a policy year (4.10).'),
    'ayush_covered': dict(value=True, clause='2. Benefit Summary / 4.8', quote='AYUSH Treatment: Covered up to Sum Insured'),
    'day_care_covered': dict(value=True, clause='2. Benefit Summary / 4.4', quote='Day Care Treatment: Covered up to Sum Insured'),
    'organ_donor_covered': dict(value=True, clause='2. Benefit Summary / 4.7', quote='Organ Donor Cover: Up to ₹ 1 lakh per Policy Year',
                                note="Donor's in-patient harvesting expenses up to Rs 1,00,000 per policy year (4.7)."),
    'grace_period_days': dict(any_of=[30, 15], clause='7.4',
                              quote='can be renewed within the Grace Period of 30 days ... the grace period is 15 days for each instalment',
                              note='30 days; 15 days for each monthly instalment.'),
    'exclusion_codes': dict(value=ALL18, page=[7, 8, 9], clause='6.1-6.18',
                            quote='6.18 Maternity - Code- Excl18',
                            note='All 18 standard codes printed (Excl01 p.7, Excl02-Excl08 p.8, Excl09-Excl18 p.9); 6.19 lists further product exclusions without codes.'),
    'free_look_period_days': dict(value=30, clause='7.3',
                                  quote='The Insured Person shall be allowed a free look period of thirty days from the date of receipt of the policy document'),
    'no_claim_bonus': dict(value=10, clause='2. Benefit Summary / 4.12',
                           quote='No Claim Bonus: 10% of Sum Insured for every claim-free Policy Year, maximum 50%'),
    'restoration_benefit': dict(value='Automatic Recharge of 100% of the Sum Insured once in a policy year after SI and No Claim Bonus are exhausted; not for an illness already claimed in that year; not carried forward',
                                clause='2. Benefit Summary / 4.11', quote='Automatic Recharge: 100% of Sum Insured, once in a Policy Year'),
    'health_checkup': dict(value='Annual health check-up once every policy year at a network provider for all insured persons aged 18 and above, irrespective of claims',
                           clause='2. Benefit Summary / 4.13',
                           quote='Annual Health Check-up: Once every Policy Year, for all Insured Persons aged 18 years and above'),
    'domiciliary_covered': dict(value=True, clause='2. Benefit Summary / 4.5', quote='Domiciliary Hospitalisation: Up to 10% of Sum Insured'),
    'claim_intimation_emergency_hours': dict(value=48, clause='8.1 (a)',
                                             quote='in an emergency Hospitalisation, within 48 hours of admission to the Hospital',
                                             note='Planned hospitalisation: at least 72 hours before admission (8.1 (b)).'),
}

ORDER = ['insurer_name', 'product_name', 'uin', 'sum_insured_options', 'room_rent_limit', 'icu_limit', 'copay',
         'initial_waiting_period_days', 'ped_waiting_period_months', 'specific_disease_waiting_period_months',
         'maternity_covered', 'maternity_waiting_period_months', 'pre_hospitalisation_days',
         'post_hospitalisation_days', 'ambulance_limit', 'cataract_limit', 'modern_treatment_limit', 'ayush_covered',
         'day_care_covered', 'organ_donor_covered', 'grace_period_days', 'exclusion_codes', 'free_look_period_days',
         'no_claim_bonus', 'restoration_benefit', 'health_checkup', 'domiciliary_covered',
         'claim_intimation_emergency_hours']


def build(stem, fields):
    pdf = os.path.join(HERE, stem + '.pdf')
    assert sorted(fields) == sorted(ORDER), set(fields) ^ set(ORDER)
    out, bad = {}, 0
    for k in ORDER:
        f = dict(fields[k])
        assert ('value' in f) != ('any_of' in f), k
        q = f.get('quote')
        if q:
            nw = len(q.replace('...', ' ').split())
            hits = find(pdf, q)
            if nw > 30:
                print('TOO LONG', stem, k, nw); bad += 1
            if not hits:
                print('NOT FOUND', stem, k, q); bad += 1
            elif 'page' in f:
                want = f['page'] if isinstance(f['page'], list) else [f['page']]
                if not set(want) & set(hits):
                    print('PAGE MISMATCH', stem, k, want, hits); bad += 1
            else:
                f['page'] = hits[0] if len(hits) == 1 else hits
        else:
            f.setdefault('quote', None)
        rec = {}
        for key in ('value', 'any_of', 'also', 'page', 'clause', 'quote', 'note'):
            if key in f:
                rec[key] = f[key]
        out[k] = rec
    sha = hashlib.sha256(open(pdf, 'rb').read()).hexdigest()
    doc = {'document': stem + '.pdf', 'sha256': sha, 'fields': out}
    os.makedirs(os.path.join(HERE, 'policies'), exist_ok=True)
    with open(os.path.join(HERE, 'policies', stem + '.json'), 'w') as fh:
        json.dump(doc, fh, indent=1, ensure_ascii=False)
    return bad


if __name__ == '__main__':
    nbad = build(A_STEM, A_FIELDS) + build(B_STEM, B_FIELDS)
    print('problems:', nbad)
    sys.exit(1 if nbad else 0)
