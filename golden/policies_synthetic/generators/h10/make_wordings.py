"""Render the two synthetic wordings of helper h10 into /work/s29/synth3/h10/."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wording_a, wording_b

OUT = os.path.dirname(os.path.abspath(__file__))
if __name__ == "__main__":
    for m in (wording_a, wording_b):
        p = os.path.join(OUT, m.STEM + ".pdf")
        m.build(p)
        print("wrote", p)
