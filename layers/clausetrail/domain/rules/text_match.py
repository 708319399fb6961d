"""Text normalisation and keyword matching for the treatment rules (PED, specified diseases, exclusions).

Matching is deliberately literal: lower-case, punctuation to spaces, whole-word patterns from the data
tables in :mod:`clausetrail.domain.rules.tables`. Where a table cannot decide (a carve-out needs facts the
claim lacks), the rule routes to a human rather than guessing.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

_NON_WORD = re.compile(r"[^a-z0-9]+")


def normalise(text: str | None) -> str:
    """Lower-case ASCII words separated by single spaces: "Type-2 Diabetes Mellitus." -> "type 2 diabetes mellitus"."""
    if not text:
        return ""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return " ".join(_NON_WORD.sub(" ", folded).split())


def word_pattern(phrases: Iterable[str]) -> re.Pattern[str]:
    """One regex matching any of ``phrases`` (already normalised; may hold regex) as whole words."""
    alternatives = "|".join(f"(?:{p})" for p in phrases)
    return re.compile(rf"(?<![a-z0-9])(?:{alternatives})(?![a-z0-9])")


@dataclass(frozen=True, slots=True)
class Concept:
    """A named condition with the phrases that denote it (regex over normalised text)."""

    name: str
    pattern: re.Pattern[str]

    def found_in(self, normalised_text: str) -> bool:
        return bool(self.pattern.search(normalised_text))


def concept(name: str, *phrases: str) -> Concept:
    return Concept(name, word_pattern(phrases))


def concepts_in(text: str | None, table: Iterable[Concept]) -> set[str]:
    norm = normalise(text)
    return {c.name for c in table if c.found_in(norm)} if norm else set()
