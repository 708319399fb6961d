"""Re-check every label, question and claim quote of h11 against both text layers, and the sha256."""
import json, glob, hashlib, os, sys
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from qcheck import check
bad = 0
for f in sorted(glob.glob(os.path.join(HERE, "policies", "*.json"))):
    d = json.load(open(f)); pdf = os.path.join(HERE, d["document"])
    assert hashlib.sha256(open(pdf, "rb").read()).hexdigest() == d["sha256"], f
    assert len(d["fields"]) == 28
    for k, r in d["fields"].items():
        if r.get("quote"):
            for e in check(pdf, r["quote"], r["page"]): print(os.path.basename(f), k, e); bad += 1
for f in sorted(glob.glob(os.path.join(HERE, "questions", "*.json"))):
    d = json.load(open(f)); pdf = os.path.join(HERE, d["document"])
    for q in d["questions"]:
        if q.get("quote"):
            for e in check(pdf, q["quote"], q["pages"]): print(os.path.basename(f), q["id"], e); bad += 1
print("problems:", bad)
