"""Per-page text of a PDF from pdfplumber and pypdfium2, and a normalised quote finder."""
import re, functools
import pdfplumber, pypdfium2

def norm(s):
    s = s.replace('\ufffe', '-').replace('\u00ad', '-').replace('\u2019', "'").replace('\u2018', "'")
    s = s.replace('\u201c', '"').replace('\u201d', '"').replace('\u2013', '-').replace('\u2014', '-')
    s = s.replace('`', "'")
    s = re.sub(r'\s+', ' ', s).strip().lower()
    return s

@functools.lru_cache(None)
def pages(path):
    pl = []
    with pdfplumber.open(path) as pdf:
        for p in pdf.pages:
            pl.append(norm(p.extract_text() or ''))
    doc = pypdfium2.PdfDocument(path)
    pm = [norm(doc[i].get_textpage().get_text_range()) for i in range(len(doc))]
    return pl, pm

def find(path, quote):
    """pages (1-based) where every '...'-piece of quote is in BOTH extractions"""
    pl, pm = pages(path)
    pieces = [norm(x) for x in quote.split('...') if x.strip()]
    return [i + 1 for i in range(len(pl)) if all(q in pl[i] and q in pm[i] for q in pieces)]
