"""Quote checker: every quote must be on (one of) its cited page(s) in BOTH the pdfplumber and the pypdfium2 text
(whitespace-, case- and quote-mark-insensitive; '...' joins pieces from the same page)."""

from __future__ import annotations

import functools
import hashlib
import re

import pdfplumber
import pypdfium2

_Q = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\ufffe": "-", "\u00ad": "-"})


def norm(s: str) -> str:
    s = s.translate(_Q).lower()
    return re.sub(r"\s+", " ", s).strip()


@functools.lru_cache(maxsize=None)
def page_texts(pdf: str) -> tuple[tuple[str, str], ...]:
    out = []
    doc = pypdfium2.PdfDocument(pdf)
    with pdfplumber.open(pdf) as pl:
        for i in range(len(doc)):
            out.append((norm(doc[i].get_textpage().get_text_range()), norm(pl.pages[i].extract_text() or "")))
    return tuple(out)


def sha256(pdf: str) -> str:
    return hashlib.sha256(open(pdf, "rb").read()).hexdigest()


def check_quote(pdf: str, pages, quote) -> list[str]:
    """Return a list of problems (empty = ok)."""
    if quote is None:
        return []
    pages = pages if isinstance(pages, list) else [pages]
    quotes = quote if isinstance(quote, list) else [quote]
    texts = page_texts(pdf)
    problems = []
    for q in quotes:
        if len(q.replace("...", " ").split()) > 30:
            problems.append("quote over 30 words: %r" % q)
        pieces = [norm(p) for p in q.split("...") if p.strip()]
        ok = False
        for p in pages:
            fitz, plumb = texts[p - 1]
            if all(pc in fitz for pc in pieces) and all(pc in plumb for pc in pieces):
                ok = True
                break
        if not ok:
            problems.append("quote not found on pages %s: %r" % (pages, q))
    return problems
