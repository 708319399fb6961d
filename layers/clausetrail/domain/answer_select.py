"""Sentences an extractive answer adds to the ones :func:`clausetrail.domain.answer.choose_sentences` chose
(SPEC §4). Pure code over the chosen sentences and their sources.

- :func:`with_continuations`: a clause often states a benefit in one sentence and its figure in the next one,
  which leans on the first ("Loyalty bonus: we add 10% of the expiring sum insured every year. This will
  accumulate up to 100% ...", "... for maximum up to 30 days. Note: we pay if you were hospitalised for 48 hours
  or more"). Read alone, the second sentence names nothing of the question, so word coverage never picks it;
  read after the first, it is part of the same statement. The sentence right after a chosen clause sentence is
  added when it opens with a word that refers back ("This", "It", "Such", "Note", "However", "Provided") and
  states a figure (an amount or share, a period, a count). A sentence that stops mid-phrase ("... subject to")
  is always followed by the rest.
- :func:`headed_opening`: "what is <X>?" is answered first by the opening sentence of the clause headed <X>.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from clausetrail.domain.answer import Choice
from clausetrail.domain.answer_figures import AMOUNT_FIGURE, COUNT_FIGURE, DURATION_FIGURE
from clausetrail.domain.answer_text import Source, sentences

#: the opening of a sentence that continues the one before it
CONTINUES: Final = re.compile(
    r"^\W*(?:this|these|it|its|such|the\s+same|the\s+said|note|however|provided|subject\s+to|thereafter"
    r"|in\s+such\s+(?:a\s+)?cases?)\b",
    re.I,
)
#: the end of a sentence cut before it was finished (a long sentence split in pieces, or a cell wrapped onto the
#: next line): "... No Claim Discount of 5% every claim free year ... subject to" goes on in the next piece
DANGLING: Final = re.compile(
    r"(?:\b(?:subject\s+to|up\s*to|upto|of|to|and|or|the|an?|shall|will|by|for|within|with|than|at|per|maximum"
    r"|minimum|under|on|in|from|is|are|be|not|whichever)|[,:;–-])\s*$",
    re.I,
)
#: sentences after a chosen one searched for its continuation (a definition of a unit may come between: "One
#: day is 24 hours. Note: we pay if you were hospitalised for 48 hours or more")
LOOKAHEAD: Final = 2
#: at most this many continuation sentences per answer part
MAX_CONTINUATIONS: Final = 2


def states_figure(sentence: str) -> bool:
    """Whether `sentence` gives an amount or share, a period or a count."""
    return bool(
        AMOUNT_FIGURE.search(sentence) or DURATION_FIGURE.search(sentence) or COUNT_FIGURE.search(sentence)
    )


def continuation(choice: Choice) -> str | None:
    """The sentence after `choice` in its clause (one of the next :data:`LOOKAHEAD`) that continues it with a
    figure, or the next piece of a sentence cut mid-phrase (:data:`DANGLING`); else None."""
    if choice.source.kind == "term":
        return None
    sents = sentences(choice.source.text)
    try:
        i = sents.index(choice.sentence)
    except ValueError:
        return None
    if DANGLING.search(choice.sentence) and i + 1 < len(sents):
        return sents[i + 1]  # the rest of a sentence cut short
    for nxt in sents[i + 1 : i + 1 + LOOKAHEAD]:
        if CONTINUES.match(nxt) and states_figure(nxt):
            return nxt
    return None


def with_continuations(chosen: Sequence[Choice]) -> list[Choice]:
    """`chosen` with each clause sentence followed by the sentence that continues it (:func:`continuation`),
    when that sentence is not already chosen; at most :data:`MAX_CONTINUATIONS` added."""
    taken = {c.sentence for c in chosen}
    out: list[Choice] = []
    added = 0
    for c in chosen:
        out.append(c)
        if added >= MAX_CONTINUATIONS:
            continue
        nxt = continuation(c)
        if nxt is not None and nxt not in taken and not any(nxt in t for t in taken):
            out.append(Choice(nxt, c.source, c.score))
            taken.add(nxt)
            added += 1
    return out


#: "what is (the) <X>?", "what are <X>?": a question naming a benefit or a condition by its name alone
_WHAT_IS: Final = re.compile(
    r"^\s*what\s+(?:is|are)\s+(?:an?\s+|the\s+)?(?P<x>[a-z][\w'’/&-]*(?:\s+[\w'’/&-]+){0,4}?)\s*\??\s*$", re.I
)
#: the numbering before a clause's heading ("2.4 ", "a) ", "(iii) ", "B-2.5 ")
_NUMBERING: Final = r"^\W*(?:(?:[A-Z]-)?[\dA-Za-z]{1,4}(?:\.\d+)*[.)]?\s+|\([\dA-Za-z]{1,4}\)\s+)?"


def headed_opening(question: str, sources: Sequence[Source]) -> Choice | None:
    """For "what is <X>?", the opening sentence of the best ranked clause headed by <X> ("3.2 Wellness Reward A
    policyholder who ... earns points ..."): the clause that bears the name states what it is. None for
    any other question or when no retrieved clause is headed so."""
    m = _WHAT_IS.match(question)
    if m is None:
        return None
    name = [re.escape(w) for w in re.split(r"[\s\-]+", m.group("x")) if w]
    heading = re.compile(_NUMBERING + r"[\s\-]+".join(name) + r"(?:s|es)?\b", re.I)
    for src in sorted((s for s in sources if s.kind in ("clause", "linked")), key=lambda s: s.rank):
        if heading.match(src.text):
            opening = sentences(src.text)
            if opening:
                return Choice(opening[0], src, 1.0)
    return None
