"""Long sentences of a wording cut into pieces an answer can quote (SPEC §4). Pure code.

A wording's sentence can run to many hundred characters ("You shall give notice ... by calling the toll free
number ... or by e-mail ... or in writing ... immediately and in any event within 10 days of Hospitalisation,
failing which ..."). Cutting it at a fixed length loses what comes after the cut, which is often the figure
asked for. :func:`sentence_pieces` keeps the head a reader sees first (cut at the last space before `limit`) and adds the rest in
consecutive pieces of at most `limit` characters, each ending at a clause boundary (a comma, a semicolon, a
bracket or a dash) where there is one, else at a space; every piece is a substring of the sentence, so it is
quoted as the wording says it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

#: where a long sentence may be cut: after a comma, semicolon, colon, closing bracket or a spaced dash
_BOUNDARY: Final = re.compile(r"[,;:)]\s|\s[-–]\s")
#: a piece shorter than this share of the limit is not cut at a boundary (a space is used instead)
_MIN_SHARE: Final = 0.4


def is_sentence(words: Sequence[str]) -> bool:
    """Whether a piece of a clause with these words says something: at least three words, two of them not bare
    numbers (a clause number on its own - "4.1.7." - is no sentence to quote)."""
    return len(words) >= 3 and sum(1 for w in words if not w.isdigit()) >= 2


def sentence_pieces(sentence: str, limit: int) -> list[str]:
    """`sentence` when it has at most `limit` characters; else its head (cut at the last space before `limit`,
    marked " …") followed by the rest in consecutive pieces of at most `limit` characters, each cut at a clause
    boundary where there is one. The head is what a reader sees first; the pieces keep the figures after it."""
    rest = sentence.strip()
    if len(rest) <= limit:
        return [rest] if rest else []
    cut = rest.rfind(" ", 0, limit)
    cut = cut if cut > 0 else limit
    out = [rest[:cut] + " …"]
    rest = rest[cut:].strip()
    while len(rest) > limit:
        window = rest[: limit + 1]
        cuts = [m.end() for m in _BOUNDARY.finditer(window) if m.end() <= limit]
        cut = cuts[-1] if cuts and cuts[-1] >= _MIN_SHARE * limit else window.rfind(" ")
        if cut <= 0:
            cut = limit
        out.append(rest[:cut].strip())
        rest = rest[cut:].strip()
    if rest:
        out.append(rest)
    return out
