import sys, pdfplumber, pypdfium2 as p
def texts(path):
    d=p.PdfDocument(path)
    a=[d[i].get_textpage().get_text_range() for i in range(len(d))]
    with pdfplumber.open(path) as pdf:
        b=[pg.extract_text() or '' for pg in pdf.pages]
    return a,b
if __name__=='__main__':
    a,b=texts(sys.argv[1])
    for i,t in enumerate(b if len(sys.argv)>2 else a):
        print('=========== PAGE',i+1); print(t)
