# -*- coding: utf-8 -*-
"""Quote checking helpers: text of each PDF page from pdfplumber AND pypdfium2, normalised
(whitespace-, case- and quote-mark-insensitive)."""
import re
import functools
import pdfplumber
import pypdfium2

QMAP = {"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\ufffe": "-", "\u2013": "-", "\u2014": "-",
        "\u00a0": " "}


def norm(s):
    for a, b in QMAP.items():
        s = s.replace(a, b)
    s = s.replace('"', "'")
    return re.sub(r"\s+", " ", s).strip().lower()


@functools.lru_cache(maxsize=None)
def pages(pdf):
    out = []
    d = pypdfium2.PdfDocument(pdf)
    with pdfplumber.open(pdf) as pl:
        for i in range(len(d)):
            out.append((norm(d[i].get_textpage().get_text_range()), norm(pl.pages[i].extract_text() or "")))
    return out


def on_page(pdf, quote, page):
    """True if every '...'-joined piece of quote is on the 1-based page in both text layers."""
    p = pages(pdf)[page - 1]
    for piece in quote.split("..."):
        q = norm(piece)
        if not q:
            continue
        if q not in p[0] or q not in p[1]:
            return False
    return True


def find_pages(pdf, quote):
    return [i + 1 for i in range(len(pages(pdf))) if on_page(pdf, quote, i + 1)]


def check_quote(pdf, quote, page):
    """quote: str or list; page: int or list. Returns list of problems."""
    probs = []
    qs = quote if isinstance(quote, list) else [quote]
    ps = page if isinstance(page, list) else [page]
    for q in qs:
        if len(q.replace("...", " ").split()) > 30:
            probs.append("too long (%d words): %s" % (len(q.split()), q[:60]))
        if not any(on_page(pdf, q, pg) for pg in ps):
            probs.append("not on pages %s (found on %s): %s" % (ps, find_pages(pdf, q), q[:80]))
    return probs
