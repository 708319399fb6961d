import sys, pdfplumber, pypdfium2
p = sys.argv[1]
d = pypdfium2.PdfDocument(p)
print("pages", len(d))
which = sys.argv[2] if len(sys.argv) > 2 else "pdfium"
if which == "pdfium":
    for i in range(len(d)):
        print("=====PAGE", i + 1); print(d[i].get_textpage().get_text_range())
else:
    with pdfplumber.open(p) as pl:
        for i, pg in enumerate(pl.pages):
            print("=====PAGE", i + 1); print(pg.extract_text())
