"""Shared text helpers: page texts from pdfplumber and pypdfium2, normalised matching."""
import re
import pdfplumber
import pypdfium2 as pdfium

_cache = {}


def norm(s):
    s = s.replace('\ufffe', '-').replace('\u00ad', '-')
    for a, b in (('\u2018', "'"), ('\u2019', "'"), ('\u201c', '"'), ('\u201d', '"'), ('\u2013', '-'),
                 ('\u2014', '-'), ('`', "'")):
        s = s.replace(a, b)
    return re.sub(r'\s+', ' ', s).strip().lower()


def nows(s):
    return re.sub(r'\s+', '', norm(s))


def pages(pdf):
    if pdf not in _cache:
        d = pdfium.PdfDocument(pdf)
        a = [d[i].get_textpage().get_text_range() for i in range(len(d))]
        with pdfplumber.open(pdf) as pl:
            b = [p.extract_text() or '' for p in pl.pages]
        _cache[pdf] = (a, b)
    return _cache[pdf]


def find(pdf, quote):
    """1-based pages where every '...' piece of quote is present in BOTH extractions
    (whitespace-insensitive)."""
    a, b = pages(pdf)
    pieces = [nows(x) for x in quote.split('...') if x.strip()]
    hits = []
    for i in range(len(a)):
        ta, tb = nows(a[i]), nows(b[i])
        if all(p in ta and p in tb for p in pieces):
            hits.append(i + 1)
    return hits


def on_pages(pdf, quote, pgs):
    if isinstance(pgs, int):
        pgs = [pgs]
    return any(p in find(pdf, quote) for p in pgs)
