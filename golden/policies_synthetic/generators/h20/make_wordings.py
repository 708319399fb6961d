# Renders the two h20 synthetic wordings. Run: /work/main/.venv/bin/python make_wordings.py
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import register_fonts, build
import wording_a, wording_b

NOTE = 'Synthetic test wording \u2013 not an insurance product'

def main():
    register_fonts()
    for w, font in ((wording_a, 'LSerif'), (wording_b, 'DSans')):
        path = os.path.join(HERE, w.STEM + '.pdf')
        if w is wording_a:
            header = ['%s  |  %s  |  UIN: %s' % (w.INSURER, w.PRODUCT, w.UIN)]
            footer = '%s - Policy Wording  |  UIN: %s' % (w.PRODUCT, w.UIN)
        else:
            header = ['Niva Bupa Health Insurance Company Limited', 'Product Name: %s | Product UIN: %s' % (w.PRODUCT, w.UIN)]
            footer = 'Niva Bupa %s | %s' % (w.PRODUCT, w.UIN)
        build(path, w.story(), header, footer, NOTE, font)
        print(path)

if __name__ == '__main__':
    main()
