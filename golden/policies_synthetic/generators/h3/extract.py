import sys, pdfplumber, pypdfium2 as pdfium
def pages(path):
    pl = [p.extract_text() or "" for p in pdfplumber.open(path).pages]
    d = pdfium.PdfDocument(path)
    pm = [d[i].get_textpage().get_text_range() for i in range(len(d))]
    return pl, pm
if __name__ == "__main__":
    pl, pm = pages(sys.argv[1])
    which = sys.argv[2] if len(sys.argv) > 2 else "pm"
    for i, t in enumerate(pm if which == "pm" else pl, 1):
        print("=" * 20, "PAGE", i); print(t)
