"""Quote checker: a quote must appear on one of its cited pages in BOTH pdfplumber and pypdfium2 text
(whitespace-, case- and quote-mark-insensitive; '...' joins pieces from the same page)."""
import re
import pdfplumber
import pypdfium2

_cache = {}


def norm(s):
    s = s.replace("\ufffe", "-").replace("\u00ad", "-")
    for a, b in (("\u2018", "'"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'), ("\u2013", "-"), ("\u2014", "-")):
        s = s.replace(a, b)
    return re.sub(r"\s+", " ", s).strip().lower()


def pages(pdf):
    if pdf not in _cache:
        with pdfplumber.open(pdf) as p:
            pl = [norm(pg.extract_text() or "") for pg in p.pages]
        d = pypdfium2.PdfDocument(pdf)
        pm = [norm(d[i].get_textpage().get_text_range()) for i in range(len(d))]
        _cache[pdf] = (pl, pm)
    return _cache[pdf]


def on_page(pdf, quote, page):
    pl, pm = pages(pdf)
    pieces = [norm(x) for x in quote.split("...") if x.strip()]
    return all(x in pl[page - 1] for x in pieces) and all(x in pm[page - 1] for x in pieces)


def find(pdf, quote):
    pl, pm = pages(pdf)
    return [i + 1 for i in range(len(pl)) if on_page(pdf, quote, i + 1)]


def check(pdf, quote, page):
    """page: int or list. Returns True if quote is on (one of) the page(s) (a list of quotes: each on one)."""
    pgs = page if isinstance(page, list) else [page]
    qs = quote if isinstance(quote, list) else [quote]
    return all(any(on_page(pdf, q, p) for p in pgs) for q in qs)
