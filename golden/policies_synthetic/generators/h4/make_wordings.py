"""Render the two synthetic wordings of batch s28/h4.
Run: /work/main/.venv/bin/python make_wordings.py   (from this folder)"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pdfkit, wording_a, wording_b

def main():
    for mod, font, bold, size in ((wording_a, "DVSans", "DVSans-B", 9.0), (wording_b, "DVSerif", "DVSerif-B", 9.0)):
        st = pdfkit.styles(font, bold, size)
        out = os.path.join(HERE, mod.STEM + ".pdf")
        pdfkit.build(out, mod.elements(), st, mod.header, mod.footer, title=mod.PRODUCT + " - Policy Wording",
                     author=mod.INSURER)
        print("wrote", out)

if __name__ == "__main__":
    main()
