"""Dump per-page text of a PDF from pdfplumber and pypdfium2; helpers for quote checks."""
import re, sys, json
import pdfplumber, pypdfium2

def pages_plumber(path):
    with pdfplumber.open(path) as pdf:
        return [(pg.extract_text() or "") for pg in pdf.pages]

def pages_pdfium(path):
    d = pypdfium2.PdfDocument(path)
    out = [d[i].get_textpage().get_text_range() for i in range(len(d))]
    d.close()
    return out

def norm(s):
    s = s.replace("\ufffe", "-").replace("\u00ad", "-")
    for a, b in [("\u2018", "'"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'), ("\u2013", "-"), ("\u2014", "-")]:
        s = s.replace(a, b)
    s = re.sub(r"\s+", " ", s).strip().lower()
    return s

def norm_nows(s):
    return re.sub(r"\s+", "", norm(s))

class Pages:
    def __init__(self, path):
        self.pl = pages_plumber(path)
        self.pf = pages_pdfium(path)
        self.n = len(self.pf)

    def found(self, quote, page):
        """quote may contain '...' joining pieces from the same page."""
        pieces = [q.strip() for q in quote.split("...") if q.strip()]
        res = {}
        for name, pages in (("pdfplumber", self.pl), ("pdfium", self.pf)):
            txt = pages[page - 1]
            ok = all(norm(q) in norm(txt) for q in pieces)
            ok2 = all(norm_nows(q) in norm_nows(txt) for q in pieces)
            res[name] = "ok" if ok else ("ok-nows" if ok2 else "MISSING")
        return res

    def where(self, quote):
        pieces = [q.strip() for q in quote.split("...") if q.strip()]
        return [i + 1 for i in range(self.n)
                if all(norm(q) in norm(self.pf[i]) for q in pieces) and all(norm(q) in norm(self.pl[i]) for q in pieces)]

if __name__ == "__main__":
    P = Pages(sys.argv[1])
    which = sys.argv[2] if len(sys.argv) > 2 else "pf"
    for i in range(P.n):
        print("=" * 20, "PAGE", i + 1)
        print(P.pf[i] if which == "pf" else P.pl[i])
