"""Quote checking against pdfplumber AND pypdfium2 text of a page (whitespace-, case-, quote-mark-insensitive)."""
import functools
import re

import pdfplumber
import pypdfium2


def norm(s):
    s = s.replace("\ufffe", "-").replace("\u00ad", "-").replace("\u2010", "-").replace("\u2011", "-")
    s = s.replace("\u2018", "'").replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-")
    return re.sub(r"\s+", " ", s).strip().lower()


@functools.lru_cache(maxsize=None)
def pages(pdf):
    """list of (pdfplumber text, pypdfium2 text), normalised, per page."""
    out = []
    d = pypdfium2.PdfDocument(pdf)
    with pdfplumber.open(pdf) as p:
        for i, pg in enumerate(p.pages):
            a = norm(pg.extract_text() or "")
            b = norm(d[i].get_textpage().get_text_range())
            out.append((a, b))
    return out


def pieces(quote):
    return [q.strip() for q in quote.split("...") if q.strip()]


def on_page(pdf, quote, page):
    a, b = pages(pdf)[page - 1]
    return all(norm(q) in a and norm(q) in b for q in pieces(quote))


def find(pdf, quote):
    return [i + 1 for i in range(len(pages(pdf))) if on_page(pdf, quote, i + 1)]


def check(pdf, quote, page_or_pages):
    """True if every quote (str or list) is on one of the pages, in both extractors."""
    pgs = page_or_pages if isinstance(page_or_pages, list) else [page_or_pages]
    quotes = quote if isinstance(quote, list) else [quote]
    bad = []
    for q in quotes:
        if len(q.replace("...", " ").split()) > 30:
            bad.append(("too long", q))
        if not any(on_page(pdf, q, p) for p in pgs):
            bad.append(("not found on %s (found on %s)" % (pgs, find(pdf, q)), q))
    return bad
