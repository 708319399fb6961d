"""Misspelt question words read as the wording's words before retrieval (SPEC §4). Pure code.

Policyholders type fast ("catract", "matarnity", "reimbursment"): a misspelt word matches no clause in full
text and names no thesaurus concept, so the clause that answers is not found. A question word of
:data:`MIN_LETTERS` letters or more that the wording never uses, one edit (Damerau-Levenshtein: a letter
added, dropped, changed or two swapped) from a word it does use with the same first letter, is read as that
word of the domain vocabulary (a word of a thesaurus term: "cataract", "maternity", "reimbursement"). A word
the wording uses is never changed, nor one with no such neighbour ("dengue" stays "dengue"); the vocabulary
is the wording's own, so nothing is corrected towards a word the policy does not hold. Only domain words are
targets because an everyday word one edit from a wording word is usually another real word ("crash" and
"cash", "started" and "stated", "filling" and "falling"), not a typo.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Final

from clausetrail.domain.answer_text import stem, words

MIN_LETTERS: Final = 6
_WORD: Final = re.compile(r"[A-Za-z]+")


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """The words of one wording (lower case, :data:`MIN_LETTERS` letters or more), by first letter."""

    words: frozenset[str]
    _by_initial: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False)
    _fixed: dict[str, str] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, texts: Iterable[str]) -> Vocabulary:
        found = {w.lower() for t in texts for w in _WORD.findall(t) if len(w) >= MIN_LETTERS - 1}
        domain = _domain_stems()
        by_initial: dict[str, list[str]] = {}
        for w in found:
            if stem(w) in domain:
                by_initial.setdefault(w[0], []).append(w)
        return cls(frozenset(found), {k: tuple(sorted(v)) for k, v in by_initial.items()})

    def fix(self, word: str) -> str:
        """The wording's word for `word` (see the module), or `word` itself."""
        lowered = word.lower()
        if len(lowered) < MIN_LETTERS or lowered in self.words:
            return word
        if lowered not in self._fixed:
            from rapidfuzz.distance import DamerauLevenshtein
            from rapidfuzz.process import extractOne

            candidates = [c for c in self._by_initial.get(lowered[0], ()) if abs(len(c) - len(lowered)) <= 1]
            found = extractOne(lowered, candidates, scorer=DamerauLevenshtein.distance, score_cutoff=1)
            self._fixed[lowered] = found[0] if found else lowered
        fixed = self._fixed[lowered]
        return word if fixed == lowered else fixed


@cache
def _domain_stems() -> frozenset[str]:
    """Stems of the words of the thesaurus terms (the domain vocabulary)."""
    from clausetrail.domain.thesaurus import CONCEPTS

    return frozenset(stem(w) for c in CONCEPTS for t in c.terms for w in words(t) if len(w) >= MIN_LETTERS)


def correct_typos(text: str, vocabulary: Vocabulary) -> str:
    """`text` with each misspelt word replaced by the wording's word (:meth:`Vocabulary.fix`)."""
    return _WORD.sub(lambda m: vocabulary.fix(m.group(0)), text)
