"""Quote checker: a quote must appear (whitespace-, case- and quote-mark-insensitive) on the cited page(s)
in BOTH the pdfplumber and the pypdfium2 text layers. '...' joins pieces from the same page."""
import functools
import hashlib
import re

import pdfplumber
import pypdfium2 as pdfium


def norm(s):
    s = s.replace("\ufffe", "-").replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"')
    s = s.replace("\u201d", '"').replace("\u2013", "-").replace("\u2014", "-").replace("\u00a0", " ")
    s = s.replace("\r", " ").replace("\n", " ")
    s = re.sub(r"\s+", " ", s).strip().lower()
    return s


def nospace(s):
    return re.sub(r"\s+", "", norm(s))


@functools.lru_cache(maxsize=None)
def pages_text(pdf_path):
    d = pdfium.PdfDocument(pdf_path)
    a = [norm(d[i].get_textpage().get_text_range()) for i in range(len(d))]
    with pdfplumber.open(pdf_path) as pdf:
        b = [norm(p.extract_text() or "") for p in pdf.pages]
    return a, b


def sha256(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


def find(pdf_path, quote, pages):
    """Return (ok, where) where `where` lists the pages (1-based) holding all pieces in both layers."""
    a, b = pages_text(pdf_path)
    quotes = quote if isinstance(quote, list) else [quote]
    pages = pages if isinstance(pages, list) else [pages]
    ok_all = True
    found_any = []
    for q in quotes:
        pieces = [norm(x) for x in q.split("...") if x.strip()]
        if len(q.split()) > 30:
            return False, ["TOO LONG"]
        hits = [i + 1 for i in range(len(a)) if all(pc in a[i] and pc in b[i] for pc in pieces)]
        found_any.append(hits)
        if not any(pg in hits for pg in pages):
            ok_all = False
    return ok_all, found_any
