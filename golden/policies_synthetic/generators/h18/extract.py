import sys, pdfplumber, pypdfium2
def pages(path):
    a=[p.extract_text() or '' for p in pdfplumber.open(path).pages]
    d=pypdfium2.PdfDocument(path)
    b=[d[i].get_textpage().get_text_range() for i in range(len(d))]
    return a,b
if __name__=='__main__':
    a,b=pages(sys.argv[1])
    which = sys.argv[2] if len(sys.argv)>2 else 'pdfium'
    src = b if which=='pdfium' else a
    for i,t in enumerate(src,1):
        print('=================== PAGE',i); print(t)
