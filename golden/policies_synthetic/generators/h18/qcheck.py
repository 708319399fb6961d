import re, hashlib, json
from extract import pages
_cache = {}
def norm(s):
    s = s.replace('\ufffe', '-').replace('\u2018', "'").replace('\u2019', "'").replace('\u201c', '"').replace('\u201d', '"')
    s = s.replace('"', '').replace("'", '')
    return re.sub(r'\s+', '', s).lower()
def get(path):
    if path not in _cache:
        a, b = pages(path)
        _cache[path] = ([norm(x) for x in a], [norm(x) for x in b])
    return _cache[path]
def find_pages(path, quote):
    a, b = get(path)
    parts = [norm(p) for p in quote.split('...')]
    return [i + 1 for i in range(len(a)) if all(p in a[i] and p in b[i] for p in parts)]
def check(path, quote, page):
    pg = page if isinstance(page, list) else [page]
    qs = quote if isinstance(quote, list) else [quote]
    errs = []
    for q in qs:
        if len(q.split()) > 30: errs.append('too long: ' + q)
        fp = find_pages(path, q)
        if not set(fp) & set(pg): errs.append('not on page %s (found %s): %s' % (page, fp, q))
    return errs
def sha(path):
    return hashlib.sha256(open(path, 'rb').read()).hexdigest()
