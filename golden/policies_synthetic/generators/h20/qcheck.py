# Quote checker: pdfplumber AND pypdfium2 text of the cited page(s); whitespace-, case-, quote-mark-insensitive.
import re, functools
import pdfplumber, pypdfium2 as pdfium

def norm(t):
    t = t.replace('\ufffe', '-').replace('\u2019', "'").replace('\u2018', "'").replace('\u201c', '"').replace('\u201d', '"')
    t = t.replace('\u2013', '-').replace('\u2014', '-')
    return re.sub(r'\s+', ' ', t).strip().lower()

@functools.lru_cache(None)
def pages(path):
    pl = [norm(p.extract_text() or '') for p in pdfplumber.open(path).pages]
    doc = pdfium.PdfDocument(path)
    pm = [norm(doc[i].get_textpage().get_text_range()) for i in range(len(doc))]
    return pl, pm

def find(path, quote, page_list):
    """Return list of problems (empty = ok)."""
    pl, pm = pages(path)
    probs = []
    quotes = quote if isinstance(quote, list) else [quote]
    for q in quotes:
        if len(q.replace('...', ' ').split()) > 30:
            probs.append('too long: %r' % q[:50])
        pieces = [norm(x) for x in q.split('...') if x.strip()]
        ok = False
        for pg in page_list:
            if all(pc in pl[pg - 1] and pc in pm[pg - 1] for pc in pieces):
                ok = True
        if not ok:
            where = [i + 1 for i in range(len(pl)) if all(pc in pl[i] for pc in pieces)]
            where2 = [i + 1 for i in range(len(pm)) if all(pc in pm[i] for pc in pieces)]
            probs.append('NOT FOUND on %s: %r (plumber pages %s, pdfium pages %s)' % (page_list, q[:70], where, where2))
    return probs
