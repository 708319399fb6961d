"""Render the two synthetic wordings of tag h2 (Part 1)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reportlab import rl_config
rl_config.invariant = 1  # deterministic output (fixed dates / ids) so sha256 is stable
import render_lib, wording_a, wording_b

HERE = os.path.dirname(os.path.abspath(__file__))
NOTE = "Synthetic test wording \u2013 not an insurance product"

def main():
    a = wording_a
    render_lib.build(os.path.join(HERE, a.STEM + ".pdf"), a.B, "Sans", 8.6, a.HEADER, a.FOOTER, NOTE,
                     page_fmt="Page {n} of {t}")
    b = wording_b
    render_lib.build(os.path.join(HERE, b.STEM + ".pdf"), b.B, "Serif", 9.8, b.HEADER, b.FOOTER, NOTE,
                     page_fmt="Page {n}")
    for m in (a, b):
        print(m.STEM + ".pdf")

if __name__ == "__main__":
    main()
