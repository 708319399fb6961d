"""Write policies/<stem>.json for the two h5 wordings; every quote fitted and checked against both text layers."""
import json, os, sys
import textlib as T

HERE = os.path.dirname(os.path.abspath(__file__))
A = 'Cholamandalam_Parivar-Arogya-Floater_CHOHLIP26093V012526.pdf'
B = 'National_Suraksha-Mediclaim_IRDA-NL-HLT-NIC-P-H-V.II-61-14-15.pdf'
ALL = ['Excl%02d' % i for i in range(1, 19)]
PCT = lambda k, v: {'kind': k, 'value': v}


def F(value=None, any_of=None, page=None, clause=None, phrase=None, note=None, also=None, quote_page=None):
    d = {}
    if any_of is not None:
        d['any_of'] = any_of
    else:
        d['value'] = value
    if page is not None:
        d['page'] = page
    if clause is not None:
        d['clause'] = clause
    d['quote'] = phrase  # fitted later
    if also is not None:
        d['also'] = also
    if note is not None:
        d['note'] = note
    d['_qp'] = quote_page
    return d

A_FIELDS = {
 'insurer_name': F('Cholamandalam MS General Insurance Company Limited', page=1, clause='1 (Preamble); header',
     phrase='This Policy is a contract of insurance between You and Cholamandalam MS General Insurance Company Limited',
     note='Also the running header of every page.'),
 'product_name': F('Parivar Arogya Floater Policy', page=1, clause='title; header', phrase='Parivar Arogya Floater Policy | UIN: CHOHLIP26093V012526',
     note='Title on p.1 and running header.'),
 'uin': F('CHOHLIP26093V012526', page=1, clause='title; header', phrase='Policy Wording • Family Floater • UIN: CHOHLIP26093V012526'),
 'sum_insured_options': F([500000, 1000000, 1500000, 2000000, 2500000, 5000000], page=3, clause='3 (Sum Insured options)',
     phrase='floater Sum Insured of Rs. 5 lakh, Rs. 10 lakh, Rs. 15 lakh, Rs. 20 lakh, Rs. 25 lakh or Rs. 50 lakh',
     note='Family floater; six options given in one sentence, no table.'),
 'room_rent_limit': F(PCT('percent_si_per_day', 1), page=4, clause='3.1 a); Table of Benefits',
     phrase='1% of SI per day up to a maximum of Rs. 10,000 per day', also=PCT('amount_per_day', 10000),
     note='1% of SI per day, capped at Rs 10,000/day (single room or lower category). Proportionate deduction of Associated Medical Expenses (nursing, doctor/surgeon fees, OT) above the limit, not on pharmacy, consumables, implants, diagnostics (3.1, p.4).'),
 'icu_limit': F(PCT('percent_si_per_day', 2), page=4, clause='3.1 b); Table of Benefits',
     phrase='2% of SI per day up to Rs. 20,000 per day of ICU stay', also=PCT('amount_per_day', 20000),
     note='2% of SI per day capped at Rs 20,000/day; excess ICU charges capped with no proportionate deduction elsewhere (3.1).'),
 'copay': F(any_of=[{'percent': 0, 'condition': None}, {'percent': 20, 'condition': 'Insured Person entered the Policy at age 61 years or above'}],
     page=6, clause='5.1', phrase='an Insured Person entered this Policy at the age of 61 years or above, each admissible claim for that person shall be subject to a co-payment of 20%',
     note='No co-pay for members who entered below 61 (even after crossing 61). Also in the Table of Benefits (p.4).'),
 'initial_waiting_period_days': F(30, page=5, clause='4.3 (Code- Excl03)', phrase='Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident'),
 'ped_waiting_period_months': F(36, page=5, clause='4.1 (Code- Excl01)', phrase='excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy'),
 'specific_disease_waiting_period_months': F(24, page=5, clause='4.2 (Code- Excl02)', phrase='shall be excluded until the expiry of 24 months of continuous coverage',
     note='Single 24-month list of 13 items (cataract, BPH, hernia/hydrocele, hysterectomy, piles/fistula, stones, sinus, tonsils, varicose veins, joint replacement, PIVD, benign tumours, CKD/gout). No other tier.'),
 'maternity_covered': F(True, page=5, clause='3.14 (Optional Cover)', phrase='Where this optional cover is opted and shown in the Policy Schedule, We will pay Maternity expenses',
     note='Optional cover: Rs 50,000 normal / Rs 75,000 caesarean, two deliveries; Excl18 printed (4.4.15) and lifted only if the option is opted.'),
 'maternity_waiting_period_months': F(36, page=5, clause='3.14', phrase='This cover is subject to a waiting period of 36 months of continuous coverage',
     note='Only relevant when the optional maternity cover is opted.'),
 'pre_hospitalisation_days': F(60, page=4, clause='3.2', phrase='Medical Expenses incurred during the 60 days immediately before the date of admission'),
 'post_hospitalisation_days': F(90, page=4, clause='3.3', phrase='Medical Expenses incurred during the 90 days immediately after discharge'),
 'ambulance_limit': F(PCT('amount', 3000), page=4, clause='3.8; Table of Benefits', phrase='are reimbursed up to Rs. 3,000 per Hospitalisation', note='Per hospitalisation, registered road ambulance.'),
 'cataract_limit': F(PCT('amount', 50000), page=4, clause='3.10; Table of Benefits', phrase='not exceed Rs. 50,000 per eye in a Policy Year',
     note='Per eye, inclusive of pre/post-hospitalisation and lens, whatever the SI.'),
 'modern_treatment_limit': F(PCT('percent_si', 50), page=4, clause='3.9; Table of Benefits', phrase='up to 50% of Sum Insured per Policy Year for each procedure',
     note='50% of SI per policy year for each of the 12 IRDAI modern treatments.'),
 'ayush_covered': F(True, page=4, clause='3.6', phrase='Unani, Siddha and Homeopathy taken in an AYUSH Hospital is covered up to the Sum Insured'),
 'day_care_covered': F(True, page=4, clause='3.4; Annexure I', phrase='Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre'),
 'organ_donor_covered': F(True, page=4, clause='3.7', phrase='We will pay the in-patient Medical Expenses of the donor for harvesting an organ donated to an Insured Person'),
 'grace_period_days': F(any_of=[30, 15], page=[6, 7], clause='6.4', phrase=[(6, 'in any case within a Grace Period of 30 days'), (7, 'a Grace Period of 15 days is allowed for each instalment')],
     note='30 days for renewal; 15 days for each monthly instalment.'),
 'exclusion_codes': F(ALL, page=[5, 6], clause='4.1-4.4.15', phrase='Pre-Existing Diseases - Code- Excl01',
     note='All 18 codes printed: Excl01 4.1, Excl02 4.2, Excl03 4.3, Excl04-Excl18 4.4.1-4.4.15 (Excl18 lifted only for the optional maternity cover).', quote_page=5),
 'free_look_period_days': F(30, page=6, clause='6.3', phrase='period of 30 days from the date of receipt of the Policy document to review its terms and conditions'),
 'no_claim_bonus': F(10, page=5, clause='3.12', phrase='For each claim-free Policy Year, the Sum Insured will be increased by 10% of the Base Sum Insured on Renewal, subject to a maximum of 100%',
     note='Cumulative bonus 10% of base SI per claim-free year, max 100%; reduced by 10% after a claim year.'),
 'restoration_benefit': F('Restore Benefit: 100% of the Base Sum Insured reinstated once per Policy Year when SI and cumulative bonus are exhausted (partly or fully); only for a later claim for an unrelated illness; unused amount lapses',
     page=4, clause='3.11', phrase='We will reinstate 100% of the Base Sum Insured once in that Policy Year'),
 'health_checkup': F('Preventive health check-up once every Policy Year for each Insured Person aged 18 or more at an empanelled centre, up to Rs 2,000 per person, irrespective of claims',
     page=5, clause='3.13', phrase='up to Rs. 2,000 per Insured Person, whether or not a claim has been made'),
 'domiciliary_covered': F(True, page=4, clause='3.5', phrase='Medical Expenses of Domiciliary Hospitalization are covered up to the Sum Insured where the treatment continues for at least three consecutive days'),
 'claim_intimation_emergency_hours': F(24, page=7, clause='7.1 b)', phrase='must intimate Us or the TPA within 24 hours of admission, or before discharge, whichever is earlier',
     note='Planned cashless admissions: at least 72 hours before admission (7.1 a); reimbursement documents within 30 days of discharge (7.2).'),
}

B_EXCL = ['Excl01', 'Excl02', 'Excl03', 'Excl04', 'Excl05', 'Excl06', 'Excl07', 'Excl08', 'Excl09', 'Excl10',
          'Excl12', 'Excl13', 'Excl14', 'Excl15', 'Excl16', 'Excl17', 'Excl18']
B_FIELDS = {
 'insurer_name': F('National Insurance Company Limited', page=1, clause='preamble; header', phrase='applied to National Insurance Company Limited (hereinafter called the Company)'),
 'product_name': F('Suraksha Mediclaim Policy', page=1, clause='title; footer', phrase='Suraksha Mediclaim Policy UIN: IRDA/NL-HLT/NIC/P-H/V.II/61/14-15'),
 'uin': F('IRDA/NL-HLT/NIC/P-H/V.II/61/14-15', page=1, clause='footer', phrase='UIN: IRDA/NL-HLT/NIC/P-H/V.II/61/14-15',
     note='Old-format (pre-2019) UIN, in the footer of every page.'),
 'sum_insured_options': F([100000, 150000, 200000, 300000, 400000, 500000, 750000, 1000000], page=[3, 4], clause='3.1; Table 1',
     phrase='Cover may be taken for a Sum Insured from Rs.1,00,000/- to Rs.10,00,000/- in the slabs shown below', quote_page=3,
     note='Eight slabs in Table 1 (p.4, no ruling lines): 1,00,000; 1,50,000; 2,00,000; 3,00,000; 4,00,000; 5,00,000; 7,50,000; 10,00,000. Individual (not floater) SI.'),
 'room_rent_limit': F(PCT('percent_si_per_day', 1), page=1, clause='1.0 A', also=PCT('amount_per_day', 3000),
     phrase='Room, boarding and nursing expenses as provided by the hospital not exceeding 1% of the Sum Insured per day or Rs.3000/- whichever is less',
     note='1% of SI per day or Rs 3,000/day whichever is less (Table 1 gives 1,000-3,000 by slab). Nursing is inside the room limit. Note 3: proportionate payment of associated medical expenses (surgeon, anaesthetist, consultants, nursing, OT) when the room is above the limit; not on medicines, consumables, implants, diagnostics.'),
 'icu_limit': F(PCT('percent_si_per_day', 2), page=1, clause='1.0 B', also=PCT('amount_per_day', 6000),
     phrase='Intensive Care Unit (ICU) expenses not exceeding 2% of the Sum Insured per day or Rs.6000/- whichever is less'),
 'copay': F({'percent': 0, 'condition': None}, note='No co-payment anywhere in the wording (searched co-pay, co-payment, copayment, bear, %).'),
 'initial_waiting_period_days': F(30, page=4, clause='4.2', phrase='Any disease contracted by the Insured Person during the first 30 days from the commencement date of the policy, except treatment of injuries arising from an accident'),
 'ped_waiting_period_months': F(36, page=4, clause='4.1', phrase='until 36 months of continuous coverage has elapsed since the inception of the first policy with the Company'),
 'specific_disease_waiting_period_months': F(24, page=4, clause='4.3', phrase='During the first two years of continuous operation of the insurance cover, the expenses on treatment of the following ailments/diseases/surgeries are not payable',
     note='"First two years" = 24 months; list includes cataract, BPH, hysterectomy, hernia, hydrocele, piles, sinusitis, stones, tonsils, gout, varicose veins, PIVD, joint replacement, osteoarthritis. No other tier.'),
 'maternity_covered': F(False, page=5, clause='4.12', phrase='Treatment arising from or traceable to pregnancy, childbirth, miscarriage, abortion or complications of any of these, including caesarean section'),
 'maternity_waiting_period_months': F(None, note='maternity not covered (4.12)'),
 'pre_hospitalisation_days': F(30, page=1, clause='1.1', phrase='incurred during the period up to 30 days prior to hospitalisation and up to 60 days after discharge from the hospital', quote_page=None),
 'post_hospitalisation_days': F(60, page=1, clause='1.1', phrase='incurred during the period up to 30 days prior to hospitalisation and up to 60 days after discharge from the hospital'),
 'ambulance_limit': F(any_of=[PCT('percent_si', 1), PCT('amount', 1000)], page=1, clause='1.0 E', also=PCT('amount', 1000),
     phrase='at 1% of the Sum Insured or Rs.1,000/- whichever is less, for each illness',
     note='1% of SI or Rs 1,000 whichever is less, per illness; for every slab from Rs 1 lakh the result is Rs 1,000 (Table 1).'),
 'cataract_limit': F(PCT('amount', 24000), page=1, clause='1.0 Note 2; Table 1', phrase='the Company will pay the actual expenses or Rs.24,000/- whichever is less, for each eye',
     note='Per eye, irrespective of SI.'),
 'modern_treatment_limit': F(None, page=5, clause='4.17', phrase='stem cell implantation or surgery, robotic surgery, cyber knife treatment, oral chemotherapy and immunotherapy',
     note='Old-format wording: no modern-treatment clause or sub-limit; several IRDAI modern treatments (robotic surgery, stem cell, oral chemotherapy, immunotherapy) are excluded in 4.17, so neither a limit nor "up to SI" is stated.'),
 'ayush_covered': F(True, page=[1, 2], clause='1.3', phrase='AYURVEDIC, UNANI, SIDDHA AND HOMEOPATHIC TREATMENT: Expenses for in-patient treatment under these systems are payable up to 25% of the Sum Insured', quote_page=1,
     note='Partial: up to 25% of SI, only in a Government or Government-recognised hospital/college.'),
 'day_care_covered': F(True, page=1, clause='1.0 Note 1; Annexure I', phrase='this time limit will not apply to the day care procedures listed in Annexure I',
     note='25 listed procedures in Annexure I (p.7).'),
 'organ_donor_covered': F(False, page=5, clause='4.14', phrase='Any expenses incurred on the donor in connection with an organ transplant',
     note='Donor expenses excluded; only the recipient\'s treatment (cost of organs under 1.0 D) is payable.'),
 'grace_period_days': F(30, page=5, clause='5.8', phrase='The policy may be renewed within a grace period of 30 days from the date of expiry to maintain continuity of benefits',
     note='No cover for illness contracted during the break.'),
 'exclusion_codes': F(any_of=[B_EXCL, None], page=[4, 5], clause='4.1-4.20', phrase='4. EXCLUSIONS', quote_page=4,
     note='No Excl codes printed (old format). Substance matched: Excl01 4.1, Excl02 4.3, Excl03 4.2, Excl04 4.10, Excl05 4.7 (rest cure), Excl06 4.15 (obesity), Excl07 4.15 (change of gender), Excl08 4.4, Excl09 4.16, Excl10 4.18, Excl12 4.8, Excl13 4.13, Excl14 4.11, Excl15 4.5 (refractive error, no dioptre threshold), Excl16 4.17, Excl17 4.7 (sterility, infertility), Excl18 4.12. No excluded-providers clause (Excl11). null also accepted.'),
 'free_look_period_days': F(15, page=5, clause='5.7', phrase='The Insured Person shall be allowed a period of 15 days from the date of receipt of the policy to review the terms and conditions'),
 'no_claim_bonus': F(5, page=2, clause='1.5', phrase='The Sum Insured of the Insured Person shall be progressively increased by 5% for each claim free year of insurance',
     note='Cumulative bonus 5% per claim-free year, max 50% (10 years); reduced by 10% of SI after a claim.'),
 'restoration_benefit': F(None, note='No restoration/reinstatement/recharge clause (searched restor, reinstat, recharge, refill).'),
 'health_checkup': F('Reimbursement of a medical check-up at the end of every block of four claim-free underwriting years, up to 1% of the average Sum Insured of the block',
     page=2, clause='1.4', phrase='the Insured Person shall be eligible for reimbursement of the cost of a medical check-up up to 1% of the average Sum Insured of the block of four years'),
 'domiciliary_covered': F(True, page=1, clause='1.2', phrase='DOMICILIARY HOSPITALISATION: Medical expenses for treatment taken at home',
     note='Up to 20% of SI, treatment over three days; listed chronic conditions excluded.'),
 'claim_intimation_emergency_hours': F(168, page=5, clause='5.2', phrase='must be given to the Company or its TPA within 7 days from the date of hospitalisation',
     note='"Within 7 days from the date of hospitalisation" converted to hours (the only notice limit for an unplanned admission). Planned cashless: request at least 48 hours before admission.'),
}


def finish(pdf, fields):
    out = {}
    for k, d in fields.items():
        d = dict(d)
        qp = d.pop('_qp')
        ph = d['quote']
        if ph is None:
            d['quote'] = None
        elif isinstance(ph, list):
            qs = []
            for pg, x in ph:
                q = T.fit_quote(pdf, pg, x)
                ok, bad = T.check(pdf, pg, q)
                assert ok, (k, bad)
                qs.append(q)
            d['quote'] = qs
        else:
            pg = qp or (d['page'] if isinstance(d['page'], int) else d['page'][0])
            found = T.find_pages(pdf, ph)
            if pg not in found:
                raise SystemExit('%s: phrase not on p%s (found %s): %s' % (k, pg, found, ph))
            q = T.fit_quote(pdf, pg, ph)
            ok, bad = T.check(pdf, d['page'], q)
            assert ok, (k, bad)
            nw = len([w for w in q.split() if w != '...'])
            assert nw <= 30, (k, nw)
            d['quote'] = q
        # key order
        order = ['value', 'any_of', 'also', 'page', 'clause', 'quote', 'note']
        out[k] = {o: d[o] for o in order if o in d}
    assert len(out) == 28, len(out)
    return {'document': pdf, 'sha256': T.sha256(os.path.join(HERE, pdf)), 'fields': out}


if __name__ == '__main__':
    os.chdir(HERE)
    for pdf, fields in ((A, A_FIELDS), (B, B_FIELDS)):
        doc = finish(pdf, fields)
        p = os.path.join(HERE, 'policies', pdf[:-4] + '.json')
        json.dump(doc, open(p, 'w'), indent=1, ensure_ascii=False)
        print('wrote', p)
