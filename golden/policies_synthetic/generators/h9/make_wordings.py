"""Generate the two synthetic wordings of h9 (run with /work/main/.venv/bin/python)."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import render_lib, content_a, content_b

def main():
    for mod, font, size in ((content_a, "DejaVu", 8.6), (content_b, "LibSerif", 10.4)):
        path = os.path.join(HERE, mod.STEM + ".pdf")
        n = render_lib.render(path, mod.items(), font, size, mod.HEADER, mod.footer, mod.FIRST_EXTRA,
                              **getattr(mod, "RENDER_OPTS", {}))
        print(path, n, "pages")

if __name__ == "__main__":
    main()
