import re, pdfplumber, pypdfium2

def norm(s):
    s = s.replace('\ufffe', '-').replace('\u2019', "'").replace('\u2018', "'").replace('\u201c', '"').replace('\u201d', '"')
    s = s.replace('\u2013', '-').replace('\u2014', '-').replace('\xa0', ' ')
    return re.sub(r'\s+', ' ', s).strip().lower()

_cache = {}
def pages(pdf):
    if pdf not in _cache:
        pl = [p.extract_text() or '' for p in pdfplumber.open(pdf).pages]
        d = pypdfium2.PdfDocument(pdf)
        pm = [d[i].get_textpage().get_text_range() for i in range(len(d))]
        _cache[pdf] = ([norm(x) for x in pl], [norm(x) for x in pm])
    return _cache[pdf]

def check(pdf, page_list, quote):
    """True if every '...'-piece of quote is on one of the pages in BOTH extractions."""
    if isinstance(page_list, int):
        page_list = [page_list]
    pl, pm = pages(pdf)
    pieces = [norm(x) for x in quote.split('...') if x.strip()]
    for pc in pieces:
        ok = any(pc in pl[p - 1] and pc in pm[p - 1] for p in page_list)
        if not ok:
            return False, pc
    return True, None

import hashlib, json

def raw_pm(pdf, page):
    d = pypdfium2.PdfDocument(pdf)
    return d[page - 1].get_textpage().get_text_range()

def find_pages(pdf, phrase):
    pl, pm = pages(pdf)
    n = norm(phrase)
    return [i + 1 for i in range(len(pm)) if n in pm[i]]

def fit_quote(pdf, page, phrase):
    """Return phrase itself if it is on the page in both extractions; otherwise split it at pdfium line
    breaks into pieces joined by ' ... ', merging neighbours whenever the merged piece still passes."""
    pl, pm = pages(pdf)
    n = norm(phrase)
    if n in pl[page - 1] and n in pm[page - 1]:
        return phrase
    def keepcase(x):
        return norm(x) if False else re.sub(r'\s+', ' ', x.replace('\ufffe', '-').replace('\u2019', "'").replace('\u2018', "'").replace('\u201c', '"').replace('\u201d', '"').replace('\u2013', '-').replace('\u2014', '-').replace('\xa0', ' ')).strip()
    lines = [keepcase(x) for x in raw_pm(pdf, page).splitlines()]
    lines = [x for x in lines if x]
    joined = ' '.join(lines)
    idx = joined.lower().find(n)
    if idx < 0:
        raise ValueError('phrase not on page %d: %s' % (page, phrase))
    # positions of line starts
    starts, pos = [], 0
    for x in lines:
        starts.append(pos); pos += len(x) + 1
    end = idx + len(n)
    pieces = []
    for s, x in zip(starts, lines):
        e = s + len(x)
        a, b = max(s, idx), min(e, end)
        if a < b:
            pieces.append(joined[a:b].strip())
    merged = [pieces[0]]
    for pc in pieces[1:]:
        cand = merged[-1] + ' ' + pc
        if cand.lower() in pl[page - 1]:
            merged[-1] = cand
        else:
            merged.append(pc)
    for m in merged:
        if m.lower() not in pl[page - 1]:
            raise ValueError('piece not in pdfplumber text p%d: %s' % (page, m))
    return ' ... '.join(merged)

def sha256(pdf):
    return hashlib.sha256(open(pdf, 'rb').read()).hexdigest()
