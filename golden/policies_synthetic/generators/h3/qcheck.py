"""Quote checker: quote must appear on the cited page(s) in BOTH pdfplumber and pypdfium2 text
(whitespace-, case- and quote-mark-insensitive; pdfium U+FFFE read as '-'; '...' joins pieces)."""
import re
import functools
import pdfplumber
import pypdfium2 as pdfium


def norm(s):
    s = s.replace("\ufffe", "-").replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\u00a0", " ")
    s = re.sub(r"\s+", "", s.lower())
    return s


@functools.lru_cache(maxsize=None)
def page_texts(path):
    pl = [p.extract_text() or "" for p in pdfplumber.open(path).pages]
    d = pdfium.PdfDocument(path)
    pm = [d[i].get_textpage().get_text_range() for i in range(len(d))]
    return [norm(x) for x in pl], [norm(x) for x in pm]


def find_pages(path, quote):
    pl, pm = page_texts(path)
    pieces = [norm(q) for q in quote.split("...") if q.strip()]
    hits = []
    for i in range(len(pl)):
        if all(p in pl[i] for p in pieces) and all(p in pm[i] for p in pieces):
            hits.append(i + 1)
    return hits


def check(path, quote, pages):
    """Returns (ok, message). quote may be str or list; pages int or list."""
    if quote is None:
        return True, "no quote"
    qs = quote if isinstance(quote, list) else [quote]
    ps = pages if isinstance(pages, list) else [pages]
    msgs = []
    ok = True
    for q in qs:
        if len(q.replace("...", " ").split()) > 30:
            ok = False
            msgs.append("TOO LONG (%d words): %s" % (len(q.split()), q[:60]))
        hits = find_pages(path, q)
        if not any(h in ps for h in hits):
            ok = False
            msgs.append("NOT ON %s (found on %s): %s" % (ps, hits, q[:80]))
    return ok, "; ".join(msgs) or "ok"
