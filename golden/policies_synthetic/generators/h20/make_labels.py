# Writes policies/<stem>.json for both wordings and checks every quote on its page(s).
import json, hashlib, os, sys
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from qcheck import find
import wording_a, wording_b

NL = {'kind': 'no_limit', 'value': None}
ALL18 = ['Excl%02d' % i for i in range(1, 19)]

def F(value=None, page=None, clause=None, quote=None, note=None, any_of=None, also=None):
    d = {}
    if any_of is not None: d['any_of'] = any_of
    else: d['value'] = value
    d['page'] = page; d['clause'] = clause; d['quote'] = quote
    if note: d['note'] = note
    if also is not None: d['also'] = also
    return d

A = {
 'insurer_name': F('ICICI Lombard General Insurance Company Limited', 1, '1.1',
    'This Policy is a contract of insurance between You and ICICI Lombard General Insurance Company Limited'),
 'product_name': F('Health Secure Prime', 1, 'title / header', 'Health Secure Prime - Policy Wording'),
 'uin': F('ICIHLIP26113V012526', 1, 'title / header', 'UIN: ICIHLIP26113V012526', 'UIN also in the header and footer of every page.'),
 'sum_insured_options': F([300000, 500000, 750000, 1000000, 1500000, 2000000, 2500000, 5000000], 5, '3.4 Benefit Table',
    'Sum Insured options (Rs)',
    'Union over plans: Essential 3, 5, 7.5, 10 lakh; Premier 10, 15, 20, 25, 50 lakh (ruled table, row "Sum Insured options (Rs)"; cells wrap in the text layer).'),
 'room_rent_limit': F({'kind': 'percent_si_per_day', 'value': 1}, 3, '3.1.1.1',
    'Room, boarding and nursing charges as provided by the Hospital (limit: 1% of SI per day)',
    'Same for both plans (table p.5). Proportionate deduction on Associated Medical Expenses (room, nursing, consultation, surgeon, anaesthetist, OT), not on pharmacy, consumables, implants, diagnostics or ICU.'),
 'icu_limit': F({'kind': 'percent_si_per_day', 'value': 2}, 3, '3.1.1.2',
    'Intensive Care Unit and Intensive Cardiac Care Unit charges (limit: 2% of SI per day)',
    'ICU above the limit is capped per day, no proportionate deduction (3.1.1.1 last sentence, 3.1.1.2).'),
 'copay': F({'percent': 0, 'condition': None}, 5, '3.5', 'No co-payment applies to any claim under this Policy',
    'Table row "Co-payment Nil Nil".'),
 'initial_waiting_period_days': F(30, 6, '4.1.3 (Code- Excl03)',
    'Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded'),
 'ped_waiting_period_months': F(24, 5, '4.1.1.1 (Code- Excl01)',
    'shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with insurer.'),
 'specific_disease_waiting_period_months': F(24, 6, '4.1.2.1 (Code- Excl02)',
    'shall be excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.',
    'List 4.1.2.6 holds cataract, hernia, stones, joint replacement, etc. Accidents excepted.'),
 'maternity_covered': F(True, 4, '3.2.1.1', 'Under the Premier Plan only, We will pay Medical Expenses for the delivery of a child',
    'Premier Plan only (Rs 50,000 normal / Rs 75,000 caesarean); not available under the Essential Plan (3.2.1.3). Excl18 printed with an exception for 3.2.1.'),
 'maternity_waiting_period_months': F(24, 4, '3.2.1.2',
    'This cover is available only after the Insured Person has been continuously covered under the Premier Plan for 24 months.'),
 'pre_hospitalisation_days': F(None, 3, '3.1.2.1', '(limit: 30 days under Essential Plan; 60 days under Premier Plan)',
    'Plan-dependent: Essential 30, Premier 60.', any_of=[30, 60]),
 'post_hospitalisation_days': F(None, 3, '3.1.3.1', '(limit: 60 days under Essential Plan; 90 days under Premier Plan)',
    'Plan-dependent: Essential 60, Premier 90.', any_of=[60, 90]),
 'ambulance_limit': F({'kind': 'amount', 'value': 2000}, 4, '3.1.5.1', '(limit: Rs 2,000 per hospitalisation)',
    'Per hospitalisation, both plans.'),
 'cataract_limit': F({'kind': 'amount', 'value': 35000}, 4, '3.1.9.1', '(limit: Rs 35,000 per eye per policy year)',
    'Per eye per policy year, both plans; after the 24-month Excl02 wait.'),
 'modern_treatment_limit': F({'kind': 'percent_si', 'value': 25}, 4, '3.1.8.1', '(limit: 25% of SI per procedure)',
    'Per procedure, 12 listed modern treatments, both plans.'),
 'ayush_covered': F(True, 4, '3.1.6.1', 'In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy taken in an AYUSH Hospital (limit: up to SI).'),
 'day_care_covered': F(True, 3, '3.1.4.1', 'Medical Expenses for Day Care Treatment taken in a Hospital or a Day Care Centre'),
 'organ_donor_covered': F(True, 4, '3.1.7.1', 'Medical Expenses for the harvesting of an organ from a donor, where the Insured Person is the recipient'),
 'grace_period_days': F(30, 8, '5.1.4 Grace Period', 'The Grace Period for renewal is thirty (30) days from the expiry of the Policy Period.',
    'No instalment clause, so no 15-day grace period.'),
 'exclusion_codes': F(ALL18, [5, 6, 7], '4.1.1-4.1.3, 4.2.1-4.2.15',
    ['Pre-Existing Diseases - Code- Excl01', 'Change-of-Gender treatments - Code- Excl07', 'Maternity - Code- Excl18'],
    'All 18 codes printed; Excl18 does not apply to the Premier Plan maternity cover (3.2.1). Specific exclusions 4.3 carry no codes.'),
 'free_look_period_days': F(30, 8, '5.1.3 Free Look Period', 'The insured person shall be allowed free look period of thirty days from date of receipt of the policy document'),
 'no_claim_bonus': F(10, 4, '3.3.1.1 Cumulative Bonus',
    'the Sum Insured of the next Policy Year shall be increased by 10% of the expiring base Sum Insured',
    '10% of base SI per claim-free year, maximum 100%; reduced by 10% at the renewal after a paid claim.'),
 'restoration_benefit': F('Reset Benefit: 100% of the base Sum Insured reinstated once per policy year when the SI and cumulative bonus are exhausted, for a subsequent claim for an unrelated illness or injury; not carried forward',
    4, '3.3.2.1 Reset Benefit', 'We will reinstate 100% of the base Sum Insured once in that Policy Year.'),
 'health_checkup': F('Wellness check-up: one preventive health check-up per policy year for every adult insured, cashless at empanelled centres, up to Rs 2,500 (Essential) / Rs 5,000 (Premier), irrespective of claims',
    4, '3.3.3.1 Wellness Check-up', 'Every adult Insured Person may undergo a preventive health check-up once in each Policy Year'),
 'domiciliary_covered': F(False, 7, '4.3.1 Specific Exclusions',
    'Domiciliary hospitalisation, that is, treatment taken at home even where the condition would otherwise have required admission to a Hospital, is not covered under this Policy.'),
 'claim_intimation_emergency_hours': F(48, 9, '6.1.1.2', 'Emergency Hospitalisation: within 48 hours of admission to the Hospital, or before discharge, whichever is earlier.',
    'Planned hospitalisation: at least 72 hours before admission (6.1.1.1, p.8).'),
}

B = {
 'insurer_name': F('Niva Bupa Health Insurance Company Limited', 3, 'B.1.22', 'We / Us / Our means Niva Bupa Health Insurance Company Limited.'),
 'product_name': F('Health Vista', 1, 'header', 'Product Name: Health Vista | Product UIN: NBHHLIP26087V012526'),
 'uin': F('NBHHLIP26087V012526', 1, 'header', 'Product Name: Health Vista | Product UIN: NBHHLIP26087V012526', 'UIN in the header and footer of every page.'),
 'sum_insured_options': F([500000, 1000000, 1500000, 2500000, 5000000, 10000000], 1, 'A.1 table (What you get | How much)',
    'Sum Insured options ₹ 5 lakh, ₹ 10 lakh, ₹ 15 lakh, ₹ 25 lakh, ₹ 50 lakh or ₹ 1'),
 'room_rent_limit': F({'kind': 'room_category', 'value': 'Any room except suite'}, 7, 'H.1 (FAQ)',
    'Is there any limit on room rent? ... No, you can choose any room except a suite.',
    'Stated only in the FAQ. A suite is defined in B.1.21; in a suite the most expensive single room is paid and the other charges proportionately (FAQ H.1). The table (p.1) only says in-patient treatment up to SI.'),
 'icu_limit': F(NL, [1, 7], 'A.1 table; H.2 (FAQ)', ['In-patient treatment, including ICU Up to Sum Insured', 'No. ICU charges are paid up to the Sum Insured.']),
 'copay': F(None, 4, 'C.10 Co-payment variant',
    'If Your Policy Schedule shows that You have chosen the Co-payment variant, You will bear 20% of every admissible claim',
    'No co-pay unless the optional Co-payment variant is shown in the schedule (then 20% of every admissible claim). Also FAQ H.5.',
    any_of=[{'percent': 0, 'condition': None}, {'percent': 20, 'condition': 'Co-payment variant opted, as shown in the Policy Schedule'}]),
 'initial_waiting_period_days': F(30, 5, 'D.3 (Code- Excl03)',
    'Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded'),
 'ped_waiting_period_months': F(36, 4, 'D.1 (Code- Excl01)',
    'shall be excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy with insurer.'),
 'specific_disease_waiting_period_months': F(24, 4, 'D.2 (Code- Excl02)',
    'excluded until the expiry of 24 months of continuous coverage after the date of inception of the first policy with us.',
    'List D.2 f holds cataract, hernia, stones, joint replacement etc.; accidents excepted.'),
 'maternity_covered': F(False, [1, 7], 'A.1 table; H.8 (FAQ); E.15 (Code- Excl18)',
    ['Maternity and new born baby Not Covered', 'Maternity and childbirth are not covered under Health Vista.'],
    'No maternity benefit; maternity is the standard exclusion E.15 (Excl18).'),
 'maternity_waiting_period_months': F(None, note='maternity not covered (Excl18)'),
 'pre_hospitalisation_days': F(60, [1, 3], 'A.1 table; C.2', ['Up to Sum Insured, for 60 days before admission', 'in the 60 days before You are admitted']),
 'post_hospitalisation_days': F(180, [1, 3], 'A.1 table; C.2', ['Up to Sum Insured, for 180 days after discharge', 'in the 180 days after You are discharged']),
 'ambulance_limit': F({'kind': 'amount', 'value': 3000}, [1, 3], 'A.1 table; C.4', ['Road ambulance Up to Rs 3,000 per hospitalisation', 'We will pay up to ₹3,000 for each hospitalisation.'],
    'Per hospitalisation.'),
 'cataract_limit': F(NL, 7, 'H.3 (FAQ)', 'Is cataract surgery capped? ... No. Once the 24-month waiting period in D.2 is over, cataract surgery is paid up to the Sum Insured for each eye.',
    'Stated only in the FAQ; cataract is in the 24-month list D.2 f.'),
 'modern_treatment_limit': F(NL, [1, 3], 'A.1 table; C.8', ['Modern treatments Covered up to Sum Insured', 'The following are covered as in-patient or Day Care Treatment'],
    'The 12 listed modern treatments, no sub-limit.'),
 'ayush_covered': F(True, 3, 'C.5', 'We will pay for in-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha or Homeopathy taken in an AYUSH Hospital.'),
 'day_care_covered': F(True, 3, 'C.3', 'We will pay for treatment that needs less than 24 hours in a Hospital or Day Care Centre'),
 'organ_donor_covered': F(True, 3, 'C.6', "we will pay the donor's in-patient expenses for harvesting the organ"),
 'grace_period_days': F(None, 6, 'F.2 Grace period', ['You can renew this Policy within 30 days after it expires.', 'If You pay Your premium in monthly instalments, the grace period for each instalment is 15 days'],
    '30 days for renewal and for quarterly/half-yearly/annual instalments; 15 days for monthly instalments.', any_of=[30, 15]),
 'exclusion_codes': F(ALL18, [4, 5, 6], 'D.1-D.3, E.1-E.15',
    ['Pre-Existing Diseases (Code- Excl01)', 'Maternity (Code- Excl18)'],
    'All 18 standard codes printed (D.1-D.3 waiting periods, E.1-E.15 exclusions). E.16 other exclusions carry no code.'),
 'free_look_period_days': F(30, 6, 'F.1 Free look period', 'You have thirty days from the date You receive this Policy to review it.'),
 'no_claim_bonus': F(25, 4, 'C.11 Cumulative Bonus', 'we will add 25% of the Base Sum Insured to Your Sum Insured at renewal, up to a maximum of 100% of the Base Sum Insured.',
    '25% per claim-free year, max 100%; not reduced after a claim (no addition that year).'),
 'restoration_benefit': F('Refill Benefit: 100% of the Base Sum Insured refilled once per policy year when base SI and cumulative bonus are used up; usable for later claims including the same illness, not for the claim that exhausted the SI; not carried forward',
    4, 'C.9 Refill Benefit', 'we will refill 100% of the Base Sum Insured once in that year.'),
 'health_checkup': F('Health check-up once every policy year from the first renewal for each adult insured, cashless at network diagnostic centres (CBC, fasting blood sugar, lipid profile, serum creatinine, urine routine, ECG); not carried forward',
    [4, 7], 'C.12; H.6 (FAQ)', ['each adult Insured Person can take one health check-up every Policy Year', 'Complete blood count, fasting blood sugar, lipid profile, serum creatinine, urine routine and ECG.']),
 'domiciliary_covered': F(True, 3, 'C.7', 'we will pay for that treatment at home, up to 10% of the Sum Insured in a Policy Year.'),
 'claim_intimation_emergency_hours': F(24, 7, 'G.1; H.7 (FAQ)', ['For an emergency admission, You or the Hospital must tell us within 24 hours of admission.', 'Within 24 hours of admission, by calling 1860 500 8888'],
    'Planned admission: at least 72 hours before (G.1). Reimbursement claims: same time limits (G.2).'),
}

def main():
    bad = 0
    for w, lab in ((wording_a, A), (wording_b, B)):
        pdf = os.path.join(HERE, w.STEM + '.pdf')
        assert len(lab) == 28, len(lab)
        for k, f in lab.items():
            if f.get('quote'):
                pg = f['page'] if isinstance(f['page'], list) else [f['page']]
                qs = f['quote'] if isinstance(f['quote'], list) else [f['quote']]
                for q in qs:
                    for p in find(pdf, q, pg):
                        print(w.STEM, k, p); bad += 1
        out = {'document': w.STEM + '.pdf', 'sha256': hashlib.sha256(open(pdf, 'rb').read()).hexdigest(), 'fields': lab}
        os.makedirs(os.path.join(HERE, 'policies'), exist_ok=True)
        json.dump(out, open(os.path.join(HERE, 'policies', w.STEM + '.json'), 'w'), indent=2, ensure_ascii=False)
    print('problems:', bad)

if __name__ == '__main__':
    main()
