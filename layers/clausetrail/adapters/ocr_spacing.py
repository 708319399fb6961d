"""Word spaces for OCR lines whose spaces were lost.

On some scans RapidOCR's recogniser returns a whole line without spaces
("AfterevaluationhewasdiagnosedwithClosedfracture…"). Two sources put them back:

- the recogniser's own evidence: with ``return_word_box`` it groups the decoded characters where the
  feature columns of two neighbours are far apart (a gap, usually a space) — passed in as ``breaks``;
- a word-frequency segmentation of each run of letters (``wordninja``'s English word costs), where the
  gaps and case changes (``withClosed``) count as evidence for a boundary.

Only a line that looks unspaced is touched (a very long run of letters, long tokens on average, or a
lower-to-upper case change inside long tokens); a spaced line is returned as it is. Letters keep their
case; digits and punctuation stay where they were (spaces are only added around them at the
recogniser's gaps and after a comma followed by a letter). A word the frequency list does not know
(medical terms, names) costs a finite amount that grows with its length, so a long unknown word stays
whole rather than being cut into rare fragments, while a long run of ordinary words is split.
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection
from functools import lru_cache
from typing import Final

_LETTERS: Final = re.compile(r"[A-Za-z]+")
LONG_RUN: Final = 20  # a run of letters this long is never one ordinary word in a claim document
MEAN_TOKEN: Final = 14  # letters per space-separated token above which a line is unspaced
CAMEL_MEAN_TOKEN: Final = 10  # the same, when a lower-to-upper case change sits inside a token
MIN_LETTERS: Final = 16
# Segmentation costs (wordninja's word costs are ~2.5 for "the" to ~14 for its rarest words).
# An unknown word costs UNKNOWN_BASE + UNKNOWN_PER_LETTER * len: ordinary words run together cost ~2-3
# per letter, a medical term or a name cut into rare fragments ~3.5-4.
UNKNOWN_BASE: Final = 6.0
UNKNOWN_PER_LETTER: Final = 2.8
RARE_FRAGMENT: Final = 11.0  # a known word of <= 4 letters this rare is more likely a fragment ("ec", "karn")
RARE_FRAGMENT_PENALTY: Final = 4.0
SINGLE_LETTER_PENALTY: Final = 6.0  # a one-letter word other than "a" / "I"
GAP_BONUS: Final = 4.0  # the recogniser saw a gap here
CASE_BONUS: Final = 10.0  # "withClosed"
CAPS_TO_WORD_BONUS: Final = 6.0  # "NABHEntry" (but "OPDafter" is also possible)
MIN_CAPS_SPLIT: Final = 8  # an all-capitals run shorter than this is an acronym or code: never split
BOUNDARY_COST: Final = 2.0  # every added space
# A word the frequency list does not know but that ends as medical words are built (the Greek and Latin
# endings of procedures and illnesses: "gastrectomy", "laparoscopic", "cholelithiasis") costs about what a
# rare known word does, so "Laparoscopicsleevegastrectomy" splits into its three words. Letters beyond
# MEDICAL_USUAL cost what unknown letters do: a long medical word ("cholangiopancreatography") stays whole
# rather than lose a rare fragment, while a run of several words ending in one is still split.
MEDICAL_ENDING: Final = re.compile(
    r"(ectomy|otomy|ostomy|plasty|scopy|scopic|itis|iasis|osis|oma|pathy|graphy|gram|plegia|aemia|emia|algia"
    r"|rrhaphy|rrhoea|rrhea|lysis|pexy|tripsy|plasia|trophy|ectasis|cele|uria|ology|ologist|ectomies)$",
    re.IGNORECASE,
)
#: ... and that starts with a combining form of anatomy or disease ("lapar-", "gastr-", "chole-"), so that an
#: ordinary word run into it ("sleevegastrectomy", "kneearthroscopy") is not taken for one medical word
MEDICAL_START: Final = re.compile(
    r"(lapar|endo|chol|gastr|duoden|enter|col|proct|rect|hepat|nephr|ur|cyst|hyster|salping|oophor|mast|thyro"
    r"|tonsil|aden|append|herni|arthr|oste|chondr|myel|neur|encephal|mening|cardi|angi|coron|pneum"
    r"|pulmo|bronch|trache|laryng|pharyng|rhin|sinus|oto|ophthalm|phaco|kerat|retin|vitre|derm|lymph|splen"
    r"|pancrea|thorac|crani|spondyl|lamin|disc|prostat|orch|varic|h?a?emorrh|fistul|fissur|carcin|sarc|leuk"
    r"|thromb|embol|ather|diabet|hyper|hypo|an?a?emi|sept|cellul|gyn|obstet|pyel|lith|ileo|jejun"
    r"|oesophag|esophag|glauc|cataract|myom|fibr|polyp|hem|haem|spin|lumb|cerv|pleur|peritone)",
    re.IGNORECASE,
)
MEDICAL_MIN: Final = 6
MEDICAL_USUAL: Final = 16
MEDICAL_BASE: Final = 4.0
MEDICAL_PER_LETTER: Final = 1.5
MAX_WORD: Final = 40


@lru_cache(maxsize=1)
def _word_costs() -> dict[str, float]:
    import wordninja  # only when an unspaced OCR line needs it

    costs: dict[str, float] = wordninja.DEFAULT_LANGUAGE_MODEL._wordcost
    return costs


def looks_unspaced(text: str) -> bool:
    """A line of OCR text whose word spaces look lost."""
    runs = _LETTERS.findall(text)
    if not runs:
        return False
    if max(len(r) for r in runs) >= LONG_RUN:
        return True
    letters = sum(len(r) for r in runs)
    if letters < MIN_LETTERS:
        return False
    mean = letters / max(1, len(text.split()))
    if mean >= MEAN_TOKEN:
        return True
    return mean >= CAMEL_MEAN_TOKEN and re.search(r"[a-z][A-Z]", text) is not None


def _piece_cost(word: str, costs: dict[str, float]) -> float:
    known = costs.get(word.lower())
    extra = SINGLE_LETTER_PENALTY if len(word) == 1 and word.lower() not in ("a", "i") else 0.0
    if known is not None:
        if len(word) <= 4 and known > RARE_FRAGMENT:
            extra += RARE_FRAGMENT_PENALTY
        return known + extra
    if MEDICAL_MIN <= len(word) <= MAX_WORD and MEDICAL_ENDING.search(word) and MEDICAL_START.match(word):
        usual, beyond = min(len(word), MEDICAL_USUAL), max(0, len(word) - MEDICAL_USUAL)
        return MEDICAL_BASE + MEDICAL_PER_LETTER * usual + UNKNOWN_PER_LETTER * beyond + extra
    return UNKNOWN_BASE + UNKNOWN_PER_LETTER * len(word) + extra


def _boundary_score(run: str, j: int, gaps: Collection[int]) -> float:
    """Cost (negative: a bonus) of a word boundary before ``run[j]``."""
    score = BOUNDARY_COST
    if j in gaps:
        score -= GAP_BONUS
    before, here = run[j - 1], run[j]
    after = run[j + 1] if j + 1 < len(run) else ""
    if before.islower() and here.isupper():
        score -= CASE_BONUS
    elif before.isupper() and here.isupper() and after.islower():
        score -= CAPS_TO_WORD_BONUS
    return score


def split_run(run: str, gaps: Collection[int] = ()) -> list[str]:
    """The cheapest split of a run of letters into words; ``gaps`` are offsets in ``run`` where the
    recogniser saw a gap before the letter."""
    costs = _word_costs()
    n = len(run)
    best = [0.0] + [math.inf] * n
    back = [0] * (n + 1)
    for end in range(1, n + 1):
        for start in range(max(0, end - MAX_WORD), end):
            if best[start] == math.inf:
                continue
            cost = best[start] + _piece_cost(run[start:end], costs)
            if start > 0:
                cost += _boundary_score(run, start, gaps)
            if cost < best[end]:
                best[end], back[end] = cost, start
    words: list[str] = []
    end = n
    while end > 0:
        words.append(run[back[end] : end])
        end = back[end]
    return words[::-1]


def _keep_whole(text: str, start: int, end: int) -> bool:
    """A run never split: an acronym or code in capitals, or part of an address, e-mail or path."""
    run = text[start:end]
    if run.isupper() and len(run) < MIN_CAPS_SPLIT:
        return True
    before = text[start - 1] if start else ""
    after = text[end] if end < len(text) else ""
    return before in ("@", "/") or after in ("@", "/")


def respace(text: str, breaks: Collection[int] = ()) -> str:
    """``text`` with word spaces put back when the line looks unspaced; otherwise ``text`` unchanged.

    ``breaks``: indices in ``text`` where the recogniser started a new word group (a gap before that
    character)."""
    if not looks_unspaced(text):
        return text
    cuts: set[int] = set()
    letter_runs = list(_LETTERS.finditer(text))
    inside: set[int] = set()
    for m in letter_runs:
        start = m.start()
        inside.update(range(start + 1, m.end()))
        run = m.group()
        if _keep_whole(text, m.start(), m.end()):
            continue
        gaps = {b - start for b in breaks if start < b < m.end()}
        pos = start
        for word in split_run(run, gaps)[:-1]:
            pos += len(word)
            cuts.add(pos)
    for b in breaks:
        if 0 < b < len(text) and b not in inside:
            cuts.add(b)
    for i in range(1, len(text)):
        if text[i - 1] == "," and text[i].isalpha():
            cuts.add(i)
    out: list[str] = []
    for i, ch in enumerate(text):
        if i in cuts and not text[i - 1].isspace() and not ch.isspace():
            out.append(" ")
        out.append(ch)
    return "".join(out)


def breaks_from_word_info(text: str, word_info: object) -> list[int]:
    """Group starts from RapidOCR's ``return_word_box`` result for one line
    (``[max_col, word_chars, word_cols, states, char_scores]``); empty when it does not match ``text``."""
    if not isinstance(word_info, (list, tuple)) or len(word_info) < 2:
        return []
    groups = word_info[1]
    if not isinstance(groups, (list, tuple)):
        return []
    starts: list[int] = []
    pos = 0
    chars: list[str] = []
    for group in groups:
        if not isinstance(group, (list, tuple)):
            return []
        if pos:
            starts.append(pos)
        chars.extend(str(c) for c in group)
        pos += len(group)
    if "".join(chars) != text:
        return []
    return starts
