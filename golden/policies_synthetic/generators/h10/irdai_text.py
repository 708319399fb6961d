"""Parse IRDAI standard definitions (Chapter I) and standard exclusions (Chapter III) from the
regulatory circular so the synthetic wordings use the common standard text verbatim."""
import re
import pypdfium2 as pdfium

CIRC = "/work/shared/corpus/regulatory/IRDAI_Master-Circular-Standardisation-Health-2020.pdf"
SUBITEM = re.compile(r"^(\(?[ivx]+[\)\.]|\(?[a-f][\)\.]|\d\)|\d\.\s)")


def _pages(a, b):
    d = pdfium.PdfDocument(CIRC)
    out = []
    for i in range(a, b):
        t = d[i].get_textpage().get_text_range()
        t = t.replace("\r", "").replace("\ufffe", "-").replace("\u2019", "'").replace("\u2018", "'")
        t = t.replace("\u201c", '"').replace("\u201d", '"')
        lines = [l.rstrip() for l in t.split("\n") if not re.match(r"^Page \d+ of 155", l)]
        out.extend(lines)
    return out


def _paras(lines):
    """join wrapped lines into paragraphs; sub-items start new paragraphs"""
    paras = []
    for l in lines:
        s = l.strip()
        if not s:
            continue
        if not paras or SUBITEM.match(s):
            paras.append(s)
        else:
            paras[-1] += " " + s
    return [re.sub(r"\s+", " ", p) for p in paras]


def definitions():
    lines = _pages(4, 13)
    txt = "\n".join(lines)
    start = txt.index("1. Accident:")
    end = txt.index("(Explanation: Medical Practitioner referred")
    body = txt[start:end]
    # remove bracketed drafting notes
    body = re.sub(r"\((?:Insurers|Insurance companies|Life Insurers|Note:)[^)]*\)", "", body, flags=re.S)
    body = re.sub(r"\s*\((?:not applicable|Applicable to)[^)]*\)", "", body, flags=re.S | re.I)
    heads = list(re.finditer(r"(?m)^\s*(\d{1,2})\.\s*([A-Z][^\n:]{2,80}):?\s*$", body))
    defs = []
    for k, m in enumerate(heads):
        e = heads[k + 1].start() if k + 1 < len(heads) else len(body)
        name = m.group(2).strip()
        content = body[m.end():e].split("\n")
        defs.append((name, _paras(content)))
    return defs


def exclusions():
    lines = _pages(95, 99)
    txt = "\n".join(lines)
    return txt


if __name__ == "__main__":
    for n, p in definitions():
        print("##", n)
        for x in p:
            print("   ", x[:110])
