"""Render the two synthetic wordings (h12). Usage: python make_wordings.py"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import wording_a, wording_b

for mod in (wording_a, wording_b):
    out = os.path.join(HERE, mod.STEM + ".pdf")
    mod.render(out)
    print("wrote", out)
