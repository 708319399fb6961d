"""Check policies/*.json and questions/*.json of tag h5: sha256, field set, value types, every quote on its pages
in both the pdfplumber and the pypdfium2 text layers (whitespace-, case- and quote-mark-insensitive)."""
import glob, json, os, sys
import textlib as T
HERE = os.path.dirname(os.path.abspath(__file__)); os.chdir(HERE)
FIELDS = ('insurer_name product_name uin sum_insured_options room_rent_limit icu_limit copay initial_waiting_period_days '
          'ped_waiting_period_months specific_disease_waiting_period_months maternity_covered maternity_waiting_period_months '
          'pre_hospitalisation_days post_hospitalisation_days ambulance_limit cataract_limit modern_treatment_limit ayush_covered '
          'day_care_covered organ_donor_covered grace_period_days exclusion_codes free_look_period_days no_claim_bonus '
          'restoration_benefit health_checkup domiciliary_covered claim_intimation_emergency_hours').split()
KINDS = {'percent_si', 'percent_si_per_day', 'amount', 'amount_per_day', 'room_category', 'no_limit', 'not_covered'}
err = 0
def bad(*a):
    global err; err += 1; print('ERROR', *a)

def qcheck(pdf, pages, quote, tag):
    qs = quote if isinstance(quote, list) else [quote]
    for q in qs:
        if len([w for w in q.split() if w != '...']) > 30:
            bad(tag, 'quote > 30 words')
        ok, piece = T.check(pdf, pages, q)
        if not ok:
            bad(tag, 'quote piece not on pages', pages, repr(piece))

for f in sorted(glob.glob('policies/*.json')):
    d = json.load(open(f)); pdf = d['document']
    if T.sha256(pdf) != d['sha256']: bad(f, 'sha256')
    if sorted(d['fields']) != sorted(FIELDS): bad(f, 'field set', set(FIELDS) ^ set(d['fields']))
    for k, v in d['fields'].items():
        if ('value' in v) == ('any_of' in v): bad(f, k, 'value/any_of')
        vals = v['any_of'] if 'any_of' in v else [v['value']]
        for x in vals:
            if x is None: continue
            if k.endswith('_limit'):
                if x.get('kind') not in KINDS: bad(f, k, 'kind')
            if k == 'exclusion_codes' and not all(c in ['Excl%02d' % i for i in range(1, 19)] for c in x): bad(f, k)
            if k == 'copay' and set(x) != {'percent', 'condition'}: bad(f, k)
            if k == 'sum_insured_options' and not all(isinstance(a, int) for a in x): bad(f, k)
        if v.get('quote'):
            qcheck(pdf, v['page'], v['quote'], '%s:%s' % (os.path.basename(f), k))
    print('checked', f)

for f in sorted(glob.glob('questions/*.json')):
    d = json.load(open(f)); pdf = d['document']
    if T.sha256(pdf) != d.get('sha256', T.sha256(pdf)): bad(f, 'sha256')
    n = {'a': 0, 'u': 0, 'adv': 0}
    for q in d['questions']:
        if q['answerable']:
            n['a'] += 1
            for key in ('answer', 'must_include', 'pages', 'clause', 'quote'):
                if key not in q: bad(f, q['id'], 'missing', key)
            qcheck(pdf, q['pages'], q['quote'], q['id'])
            for m in q['must_include']:
                text = T.norm(q['answer'])
                if T.norm(m) not in text: bad(q['id'], 'must_include not in answer', m)
        else:
            if q.get('note', '').startswith('Adversarial:'): n['adv'] += 1
            else: n['u'] += 1
            if 'note' not in q: bad(q['id'], 'no note')
            if q.get('quote'): qcheck(pdf, q['pages'], q['quote'], q['id'])
    print('checked', f, n)
print('errors:', err)
sys.exit(1 if err else 0)
