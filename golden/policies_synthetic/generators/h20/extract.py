import sys, pdfplumber, pypdfium2 as pdfium
def pages(path):
    pl=[p.extract_text() or '' for p in pdfplumber.open(path).pages]
    doc=pdfium.PdfDocument(path)
    pm=[doc[i].get_textpage().get_text_range() for i in range(len(doc))]
    return pl, pm
if __name__=='__main__':
    pl,pm=pages(sys.argv[1])
    for i,t in enumerate(pl,1):
        print('=================== PAGE',i); print(t)
