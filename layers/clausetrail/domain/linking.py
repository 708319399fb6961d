"""Linked clauses: which clauses a clause leans on (definitions of the terms it uses, clauses it cites).

Search returns these with every hit, so a model or an adjuster never reads "subject to clause 4.2" without
clause 4.2, or "Hospital" without the definition of Hospital.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

_DEFINES = re.compile(
    r"""^\s*(?:[\d.()a-zA-Z]{1,8}[.)]?\s+)?["“'‘]?(?P<term>[A-Z][A-Za-z/&()\-' ]{1,60}?)["”'’]?\s*"""
    r"""(?:\(.*?\)\s*)?(?:means|shall mean|refers to|is defined as|:)""",
)
MAX_LINKS = 6


@dataclass(frozen=True, slots=True)
class LinkInput:
    ordinal: int
    clause_no: str | None
    section_type: str
    text: str
    cross_references: tuple[str, ...]
    defined_terms: tuple[str, ...]


def defined_term_of(text: str, known_terms: Sequence[str]) -> str | None:
    """The term a definition clause defines, if it is one of the known defined terms."""
    match = _DEFINES.match(text)
    if not match:
        return None
    term = match.group("term").strip().lower()
    for known in known_terms:
        if known.lower() == term:
            return known
    return None


def link_clauses(clauses: Sequence[LinkInput]) -> tuple[dict[int, tuple[int, ...]], dict[int, str]]:
    """Return (ordinal -> ordinals it links to, ordinal -> term it defines)."""
    known_terms = sorted({t for c in clauses for t in c.defined_terms}, key=len, reverse=True)
    defines: dict[int, str] = {}
    definition_of: dict[str, int] = {}
    for c in clauses:
        if c.section_type != "definitions":
            continue
        term = defined_term_of(c.text, known_terms)
        if term and term.lower() not in definition_of:
            defines[c.ordinal] = term
            definition_of[term.lower()] = c.ordinal
    by_clause_no: dict[str, int] = {}
    for c in clauses:
        if c.clause_no and c.clause_no.lower() not in by_clause_no:
            by_clause_no[c.clause_no.lower()] = c.ordinal
    links: dict[int, tuple[int, ...]] = {}
    for c in clauses:
        targets: list[int] = []
        for ref in c.cross_references:
            target = by_clause_no.get(ref.lower())
            if target is not None and target != c.ordinal and target not in targets:
                targets.append(target)
        for term in c.defined_terms:
            target = definition_of.get(term.lower())
            if target is not None and target != c.ordinal and target not in targets:
                targets.append(target)
        if targets:
            links[c.ordinal] = tuple(targets[:MAX_LINKS])
    return links, defines
