"""Quote checker: a quote must be on its page in BOTH pdfplumber and pypdfium2 text (whitespace-, case- and
quote-mark-insensitive; '...' joins pieces from the same page)."""
import functools
import re

import pdfplumber
import pypdfium2


def norm(t):
    t = t.replace("\ufffe", "-").replace("\u00ad", "-")
    for a, b in (("\u2018", "'"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'), ("`", "'")):
        t = t.replace(a, b)
    t = re.sub(r"\s+", " ", t)
    return t.strip().lower()


@functools.lru_cache(maxsize=None)
def page_texts(path):
    d = pypdfium2.PdfDocument(path)
    a = [norm(d[i].get_textpage().get_text_range()) for i in range(len(d))]
    with pdfplumber.open(path) as pdf:
        b = [norm(pg.extract_text() or "") for pg in pdf.pages]
    return a, b


def check(path, pages, quote):
    """Return None if ok, else an error message."""
    if quote is None:
        return None
    quotes = quote if isinstance(quote, list) else [quote]
    pages = pages if isinstance(pages, list) else [pages]
    a, b = page_texts(path)
    for q in quotes:
        if len(q.split()) > 30:
            return "quote too long (%d words): %s" % (len(q.split()), q)
        pieces = [norm(x) for x in q.split("...") if x.strip()]
        ok = False
        for p in pages:
            if all(x in a[p - 1] for x in pieces) and all(x in b[p - 1] for x in pieces):
                ok = True
                break
        if not ok:
            where = []
            for p in range(1, len(a) + 1):
                if all(x in a[p - 1] for x in pieces):
                    where.append(("pdfium", p))
                if all(x in b[p - 1] for x in pieces):
                    where.append(("plumber", p))
            return "quote not on pages %s: %r (found: %s)" % (pages, q, where)
    return None
