"""Quote checker: whitespace-, case- and quote-mark-insensitive match against pdfplumber and pypdfium2 page text."""
import re, functools, pdfplumber, pypdfium2

def norm(s):
    s = s.replace("\ufffe", "-").replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\u00ad", "")
    return re.sub(r"\s+", "", s).lower()

@functools.lru_cache(None)
def pages(path):
    d = pypdfium2.PdfDocument(path)
    a = [norm(d[i].get_textpage().get_text_range()) for i in range(len(d))]
    with pdfplumber.open(path) as pl:
        b = [norm(p.extract_text() or "") for p in pl.pages]
    return a, b

def where(path, quote):
    a, b = pages(path)
    pieces = [norm(x) for x in quote.split("...") if x.strip()]
    return [i + 1 for i in range(len(a)) if all(p in a[i] for p in pieces) and all(p in b[i] for p in pieces)]

def check(path, quote, page):
    pg = page if isinstance(page, list) else [page]
    qs = quote if isinstance(quote, list) else [quote]
    errs = []
    for q in qs:
        if len(q.replace("...", " ").split()) > 30:
            errs.append("too long: %s" % q[:40])
        w = where(path, q)
        if not any(p in w for p in pg):
            errs.append("quote %r not on page %s (found on %s)" % (q[:60], pg, w))
    return errs
