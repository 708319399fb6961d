"""Quote checking against pdfplumber and pypdfium2 text (whitespace-, case-, quote-mark-insensitive)."""
import re, functools
import pdfplumber, pypdfium2

def norm(s):
    s = s.replace("\ufffe", "-").replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()

@functools.lru_cache(None)
def pages(pdf):
    pl = [p.extract_text() or "" for p in pdfplumber.open(pdf).pages]
    d = pypdfium2.PdfDocument(pdf)
    pm = [d[i].get_textpage().get_text_range() for i in range(len(d))]
    return pl, pm

def on_page(pdf, quote, page):
    pl, pm = pages(pdf)
    parts = [q.strip() for q in quote.split("...") if q.strip()]
    return all(norm(q) in norm(pl[page - 1]) and norm(q) in norm(pm[page - 1]) for q in parts)

def find(pdf, quote):
    pl, pm = pages(pdf)
    return [i + 1 for i in range(len(pl)) if on_page(pdf, quote, i + 1)]

def check_quote(pdf, quote, page):
    qs = quote if isinstance(quote, list) else [quote]
    ps = page if isinstance(page, list) else [page]
    errs = []
    for q in qs:
        if len(q.split()) > 30:
            errs.append("too long (%d words): %s" % (len(q.split()), q[:50]))
        if not any(on_page(pdf, q, p) for p in ps):
            errs.append("not on %s: %s (found on %s)" % (ps, q[:70], find(pdf, q)))
    return errs
