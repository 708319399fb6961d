"""Check every quote of policies/*.json and questions/*.json against the pdfplumber and pypdfium2 text of
its page(s). Normalisation: case, whitespace, quote marks, dashes; pdfium U+FFFE -> '-'. '...' joins pieces.
For the two-column wording, pdfplumber is also tried column by column (left half, right half) and the
result is reported separately ('plumber-cols')."""
import json, glob, os, re, sys, hashlib
import pdfplumber, pypdfium2 as pdfium

HERE = os.path.dirname(os.path.abspath(__file__))


def norm(s):
    s = s.replace("\ufffe", "-").replace("\u00ad", "-").replace("\u2019", "'").replace("\u2018", "'")
    s = s.replace("\u201c", '"').replace("\u201d", '"').replace("\u2013", "-").replace("\u2014", "-")
    s = s.replace("\u2022", " ")
    s = re.sub(r"\s+", " ", s).strip().lower()
    return s


_cache = {}


def texts(pdf):
    if pdf in _cache:
        return _cache[pdf]
    out = []
    d = pdfium.PdfDocument(pdf)
    with pdfplumber.open(pdf) as pl:
        for i, pg in enumerate(pl.pages):
            full = pg.extract_text() or ""
            w = pg.width
            cols = (pg.crop((0, 0, w / 2, pg.height)).extract_text() or "") + "\n" + \
                   (pg.crop((w / 2, 0, w, pg.height)).extract_text() or "")
            fium = d[i].get_textpage().get_text_range()
            out.append({"plumber": norm(full), "plumber-cols": norm(cols), "pdfium": norm(fium)})
    _cache[pdf] = out
    return out


def check(pdf, pages, quote):
    if quote is None:
        return True, "noquote"
    quotes = quote if isinstance(quote, list) else [quote]
    pages = pages if isinstance(pages, list) else [pages]
    tx = texts(pdf)
    res = []
    for q in quotes:
        pieces = [norm(p) for p in q.split("...") if p.strip()]
        found = None
        for p in pages:
            t = tx[p - 1]
            ok_f = all(x in t["pdfium"] for x in pieces)
            ok_p = all(x in t["plumber"] for x in pieces)
            ok_c = all(x in t["plumber-cols"] for x in pieces)
            if ok_f and ok_p:
                found = "both"
                break
            if ok_f and ok_c:
                found = "pdfium+plumber-cols"
        res.append((q, found))
    return res


def main():
    bad = 0
    for jf in sorted(glob.glob(os.path.join(HERE, "policies", "*.json"))):
        j = json.load(open(jf))
        pdf = os.path.join(HERE, j["document"])
        sha = hashlib.sha256(open(pdf, "rb").read()).hexdigest()
        if sha != j["sha256"]:
            print("SHA MISMATCH", jf); bad += 1
        if len(j["fields"]) != 28:
            print("FIELD COUNT", len(j["fields"]), jf); bad += 1
        for k, f in j["fields"].items():
            if ("value" in f) == ("any_of" in f):
                print("value/any_of", k); bad += 1
            q = f.get("quote")
            if q is None:
                continue
            for qq in (q if isinstance(q, list) else [q]):
                if len(qq.replace("...", " ").split()) > 30:
                    print("TOO LONG", k); bad += 1
            for qq, found in check(pdf, f["page"], q):
                if found != "both":
                    print("%-32s %-22s p%s %s" % (k, found, f["page"], qq[:90])); bad += found is None
    for jf in sorted(glob.glob(os.path.join(HERE, "questions", "*.json"))):
        j = json.load(open(jf))
        pdf = os.path.join(HERE, j["document"])
        for q in j["questions"]:
            if q.get("quote"):
                for qq in (q["quote"] if isinstance(q["quote"], list) else [q["quote"]]):
                    if len(qq.replace("...", " ").split()) > 30:
                        print("TOO LONG", q["id"]); bad += 1
                for qq, found in check(pdf, q["pages"], q["quote"]):
                    if found != "both":
                        print("%-32s %-22s p%s %s" % (q["id"], found, q["pages"], qq[:90])); bad += found is None
    print("problems:", bad)
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
