"""Quote checking against pdfplumber AND pypdfium2 page text (whitespace-, case- and quote-mark-insensitive)."""
import re, functools
import pdfplumber, pypdfium2 as pdfium

def norm(s):
    s = s.replace("\ufffe", "-").replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-")
    return re.sub(r"\s+", "", s).lower()

@functools.lru_cache(maxsize=None)
def pages(pdf):
    pl = [p.extract_text() or "" for p in pdfplumber.open(pdf).pages]
    d = pdfium.PdfDocument(pdf)
    pf = [d[i].get_textpage().get_text_range() for i in range(len(d))]
    return [norm(x) for x in pl], [norm(x) for x in pf]

def on_page(pdf, quote, page):
    pl, pf = pages(pdf)
    parts = [q for q in quote.split("...")]
    return all(norm(q) in pl[page - 1] and norm(q) in pf[page - 1] for q in parts)

def find_pages(pdf, quote):
    pl, pf = pages(pdf)
    return [i + 1 for i in range(len(pl)) if on_page(pdf, quote, i + 1)]

def check(pdf, quote, page):
    """quote may be str or list; page int or list. Each quote must be on one of the pages."""
    qs = quote if isinstance(quote, list) else [quote]
    ps = page if isinstance(page, list) else [page]
    errs = []
    for q in qs:
        if len(q.replace("...", " ").split()) > 30:
            errs.append(f"too long ({len(q.split())} words): {q[:50]}")
        if not any(on_page(pdf, q, p) for p in ps):
            errs.append(f"not on page {ps} (found on {find_pages(pdf, q)}): {q[:70]}")
    return errs
