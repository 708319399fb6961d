"""Render the two h19 synthetic wordings (A: SBI General Arogya Sanjeevani; B: Care senior plan)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wording_a
OUT = os.path.dirname(os.path.abspath(__file__))
mods = [wording_a]
try:
    import wording_b
    mods.append(wording_b)
except ImportError:
    pass
for m in mods:
    p = os.path.join(OUT, m.STEM + '.pdf')
    m.render(p)
    print('wrote', p)
