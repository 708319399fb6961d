"""Conditions a wording takes out of the pre-existing disease waiting period (pass 4 extra): chronic-care plans
cover declared diabetes, hypertension or asthma "from the 91st day ... even if the condition existed before",
or say "the waiting period for Pre-Existing Diseases does not apply to a declared Listed Chronic Condition".

The conditions are named in the sentence itself or in the definition of the term it uses ("Listed Chronic
Conditions means diabetes mellitus, hypertension and asthma"); they are kept as the PED concepts of
:mod:`clausetrail.domain.rules.tables.ped_synonyms`, with the clause, in ``extraction_meta`` for the PED rule.
Pure code, no I/O.
"""

from __future__ import annotations

import re
from typing import Any, Final

from clausetrail.domain.rules.tables.ped_synonyms import PED_CONCEPTS
from clausetrail.domain.rules.text_match import concepts_in
from clausetrail.extraction.doctext import DocText

_PED: Final = r"pre[\s-]*existing\s+(?:diseases?|conditions?|illness(?:es)?)(?:\s*\(PED\))?"
#: "the (2-year) waiting period for Pre-Existing Diseases (in D.2) does not apply to <conditions>"
_NOT_APPLY: Final = re.compile(
    r"(?:waiting\s+period|exclusion)\s+(?:for|on|of|in\s+respect\s+of)\s+"
    + _PED
    + r"(?:[^.]|\.(?=\d)){0,60}?\b(?:does|shall|will)\s+"
    r"not\s+apply\s+(?:to|for|in\s+respect\s+of)\s+(?P<what>[^.]{3,220})",
    re.IGNORECASE,
)
#: "<conditions> ... are covered from the 91st day ..., even if the condition existed before": found from its
#: verb (a search that began at every character for the conditions before it took most of a second a wording)
_COVERED_FROM: Final = re.compile(
    r"\b(?:are|is|shall\s+be|will\s+be)\s+covered\s+from\s+(?:the\s+)?(?:day\s+\d{1,3}|\d{1,3}(?:st|nd|rd|th)\s+day"
    r"|first\s+day|day\s+one)",
    re.IGNORECASE,
)
_EVEN_IF: Final = re.compile(
    r"\beven\s+(?:if|though)\b[^.]{0,60}?(?:existed|pre[\s-]*existing|before)", re.IGNORECASE
)
_WHAT_REACH: Final = 300
_SENTENCE_END: Final = re.compile(r"[.;:]\s+(?=[A-Z(])|\n\s*\n")
_EVEN_IF_REACH: Final = 160
#: a defined term the sentence uses for its conditions ("a declared Listed Chronic Condition")
_DEFINED_TERM: Final = re.compile(r"\b(?:[A-Z][a-z]+\s+){1,3}Conditions?\b")


def _definition_concepts(doc: DocText, term: str) -> set[str]:
    """The PED concepts named where the wording defines ``term`` ("Listed Chronic Conditions means ...")."""
    stem = re.escape(term.rstrip("s"))
    pattern = re.compile(
        stem + r"s?\b[\"'”’)]*\s*(?::|means|are|include|shall\s+mean|refers?\s+to)", re.IGNORECASE
    )
    for m in pattern.finditer(doc.text):
        found = concepts_in(doc.text[m.end() : m.end() + 300], PED_CONCEPTS)
        if found:
            return found
    return set()


def ped_exemptions(doc: DocText) -> list[dict[str, Any]]:
    """Each statement that takes named conditions out of the PED waiting period: the conditions (PED concept
    names), and its clause."""
    found: list[tuple[int, int, str]] = [
        (m.start(), m.end(), m.group("what")) for m in _NOT_APPLY.finditer(doc.text)
    ]
    for m in _COVERED_FROM.finditer(doc.text):
        after = doc.text[m.end() : m.end() + _EVEN_IF_REACH].split(".")[0]
        if _EVEN_IF.search(after) is None:
            continue
        lead = doc.text[max(0, m.start() - _WHAT_REACH) : m.start()]
        ends = list(_SENTENCE_END.finditer(lead))  # not the dot of a clause number ("C.2", "in D.2")
        start = m.start() - len(lead) + (ends[-1].end() if ends else 0)
        found.append((start, m.end() + len(after), doc.text[start : m.start()]))
    out: list[dict[str, Any]] = []
    for start, end, what in found:
        names = concepts_in(what, PED_CONCEPTS)
        for term in _DEFINED_TERM.findall(what):
            names |= _definition_concepts(doc, term.strip())
        if not names:
            continue
        clause = doc.clause_at(start)
        out.append(
            {
                "conditions": sorted(names),
                "clause_id": clause.clause_id,
                "clause_no": clause.clause_no,
                "page": clause.page_start,
                "quote": " ".join(doc.text[start:end].split())[:240],
            }
        )
    return out
