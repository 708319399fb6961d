import sys, json
sys.path.insert(0, '/work/s29/synth3/h10')
from check_quotes import texts, norm
A='/work/s29/synth3/h10/ManipalCigna_VitalCare_MCIHLIP26093V012526.pdf'
B='/work/s29/synth3/h10/TataAIG_Suraksha-Health-Prime_TATHLIP26117V012526.pdf'

def split(pdf, phrase):
    """return (page, quote-with-... pieces) making each piece present in both pdfium and plumber full text"""
    tx = texts(pdf)
    n = norm(phrase)
    out = []
    for i, t in enumerate(tx):
        if n not in t["pdfium"]:
            continue
        words = phrase.split()
        pieces, cur = [], []
        for w in words:
            trial = " ".join(cur + [w])
            if norm(trial) in t["plumber"]:
                cur.append(w)
            else:
                if cur: pieces.append(" ".join(cur))
                cur = [w]
        if cur: pieces.append(" ".join(cur))
        out.append((i + 1, " ... ".join(pieces)))
    return out

if __name__ == "__main__":
    pdf = A if sys.argv[1] == 'A' else B
    for ph in sys.argv[2:]:
        print(repr(ph), '->', split(pdf, ph))
