import sys, pdfplumber, pypdfium2 as pdfium
for f in sys.argv[1:]:
    pl = pdfplumber.open(f)
    pd = pdfium.PdfDocument(f)
    print("#####", f, len(pl.pages))
    for i, p in enumerate(pl.pages):
        print(f"=== page {i+1}")
        print(p.extract_text())
