"""Render the two h11 synthetic wordings (Part 1) and dump their page texts for labelling."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import wording_a, wording_b


def main():
    for mod in (wording_a, wording_b):
        out = os.path.join(HERE, mod.STEM + ".pdf")
        mod.build(out)
        print("wrote", out)


if __name__ == "__main__":
    main()
