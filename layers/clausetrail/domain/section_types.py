"""Which part of a policy wording a clause belongs to (SectionType), read from its headings and its text.

Headings decide first, from the top of the section path down: a top-level "EXCLUSIONS" makes everything
below it an exclusion unless a sub-heading refines it (a waiting-period clause inside the exclusions is a
waiting period; Excl01-03 are the IRDAI waiting-period exclusions). Only some refinements are allowed, so a
sub-clause titled "Treatment not related to disease" stays an exclusion. Text keywords are a fallback
for clauses no heading classifies (flat text layers, unheaded preambles) and single out the benefit table
(room rent, sub-limits, co-pay) as financial limits. Pure functions, no I/O.
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.domain.chunk import SectionType

_DEFINITIONS: Final = re.compile(r"\bdefinitions?\b|\binterpretations?\b|\bdefined\s+terms\b", re.IGNORECASE)
_WAITING: Final = re.compile(r"waiting\s*periods?|\bcooling[\s-]*off\b", re.IGNORECASE)
_PRE_EXISTING: Final = re.compile(r"\bpre[\s-]*existing\b|\bPED\b", re.IGNORECASE)
_EXCLUSIONS: Final = re.compile(
    r"\bexclu(?:sions?|ded)\b|\bnot\s+covered\b|what\s+(?:we|the\s+policy|it)\s+(?:will\s+|do(?:es)?\s+|shall\s+)?not\s+(?:pay|cover)",
    re.IGNORECASE,
)
_FINANCIAL: Final = re.compile(
    r"table\s+of\s+benefits|schedule\s+of\s+benefits|benefits?\s+(?:table|schedule|chart)|"
    r"\bsub[\s-]*limits?\b|(?<!territorial\s)\blimits?\b|\bco[\s-]*pay(?:ment)?s?\b|\bdeductibles?\b|\broom\s+rent\b|"
    r"\bcapping\b",
    re.IGNORECASE,
)
_CLAIMS: Final = re.compile(
    r"(?<!no\s)\bclaims?\b(?!\s+(?:free|bonus|discount))|\bcashless\b|\breimbursement\b|\bintimation\b|"
    r"\bnotification\b|\bTPA\b|\bsettlement\b",
    re.IGNORECASE,
)
_BENEFITS: Final = re.compile(
    r"\bbenefits?\b|\bcover(?:age|ed|s)?\b|what\s+(?:we|the\s+policy)\s+(?:will\s+)?(?:pay|cover)|"
    r"\bscope\b|\binsuring\b|\boperative\s+clause\b|\badd[\s-]?ons?\b",
    re.IGNORECASE,
)

#: a heading is short; in a first line longer than this, the policy's parts named together ("subject to the
#: terms, conditions, exclusions and definitions contained herein") are a sentence about the policy, not a heading
MAX_HEADING_WORDS: Final = 12
_PART_WORD: Final = r"(?:terms|conditions|exclusions|definitions|limitations|provisions|endorsements)"
_BOILERPLATE: Final = re.compile(
    rf"\b{_PART_WORD}(?:(?:\s*,\s*|\s+and\s+|\s*&\s*|\s*,\s*and\s+){_PART_WORD}){{1,5}}\b", re.IGNORECASE
)

# Which heading-derived type may refine which (current -> allowed next).
_REFINES: Final[dict[SectionType, frozenset[SectionType]]] = {
    SectionType.OTHER: frozenset(SectionType),
    SectionType.BENEFITS: frozenset(
        {
            SectionType.FINANCIAL_LIMITS,
            SectionType.WAITING_PERIODS,
            SectionType.EXCLUSIONS,
            SectionType.CLAIMS_PROCEDURE,
            SectionType.DEFINITIONS,
        }
    ),
    SectionType.EXCLUSIONS: frozenset({SectionType.WAITING_PERIODS}),
    SectionType.CLAIMS_PROCEDURE: frozenset({SectionType.FINANCIAL_LIMITS}),
    SectionType.WAITING_PERIODS: frozenset(),
    SectionType.FINANCIAL_LIMITS: frozenset(),
    SectionType.DEFINITIONS: frozenset(),
}


def type_of_exclusion_code(code: str) -> SectionType:
    """Excl01-Excl03 are the IRDAI waiting-period exclusions; the other codes are exclusions."""
    digits = "".join(c for c in code if c.isdigit())
    return SectionType.WAITING_PERIODS if digits and int(digits) <= 3 else SectionType.EXCLUSIONS


def classify_heading(title: str, current: SectionType = SectionType.OTHER) -> SectionType | None:
    """What a heading alone says, or None. ``current`` is the type the enclosing headings gave. A first line
    that is a long sentence naming the definitions in passing ("NOW THIS POLICY WITNESSETH that subject to the
    terms, conditions, exclusions and definitions ...") opens neither the definitions nor the exclusions."""
    if len(title.split()) > MAX_HEADING_WORDS:
        title = _BOILERPLATE.sub(" ", title)
    if _DEFINITIONS.search(title):
        return SectionType.DEFINITIONS
    has_exclusion = bool(_EXCLUSIONS.search(title))
    if _WAITING.search(title) and not has_exclusion:
        return SectionType.WAITING_PERIODS
    if _PRE_EXISTING.search(title) and current in (SectionType.EXCLUSIONS, SectionType.WAITING_PERIODS):
        return SectionType.WAITING_PERIODS
    if has_exclusion:
        return SectionType.EXCLUSIONS
    if _FINANCIAL.search(title):
        return SectionType.FINANCIAL_LIMITS
    if _CLAIMS.search(title):
        return SectionType.CLAIMS_PROCEDURE
    if _BENEFITS.search(title):
        return SectionType.BENEFITS
    return None


def refine(
    current: SectionType, title: str, exclusion_code: str | None = None, *, strong: bool = True
) -> SectionType:
    """The type of a clause whose enclosing headings gave ``current`` and whose own heading is ``title``.

    ``strong`` is False for sub-clause items, whose first line is prose: only an exclusion code or an
    explicit "waiting period" refines those.
    """
    if exclusion_code and current is not SectionType.DEFINITIONS:
        return type_of_exclusion_code(exclusion_code)
    if strong:
        found = classify_heading(title, current)
    elif _WAITING.search(title) and current in (
        SectionType.EXCLUSIONS,
        SectionType.BENEFITS,
        SectionType.OTHER,
    ):
        found = SectionType.WAITING_PERIODS
    else:
        found = None
    if found is None or found is current:
        return current
    return found if found in _REFINES[current] else current


def classify_path(titles: tuple[str, ...], exclusion_code: str | None = None) -> SectionType:
    """Type from a whole section path (top first) and the clause's exclusion code."""
    current = SectionType.OTHER
    for title in titles:
        current = refine(current, title)
    if exclusion_code:
        current = refine(current, "", exclusion_code)
    return current


# --- text fallbacks --------------------------------------------------------------------------------

_TEXT_DEFINITION: Final = re.compile(
    r"^\W{0,3}(?:\d{1,2}(?:\.\d{1,3})*\.?\s*)?[“\"']?[A-Z][A-Za-z /\-()]{1,60}[”\"']?\s*(?:means|shall mean|refers to)\b"
)
_TEXT_EXCL_CODE: Final = re.compile(r"\bExcl\s*[-–—]?\s*(\d{1,2})(?!\d)", re.IGNORECASE)
_TEXT_FINANCIAL: Final = re.compile(
    r"\broom\s+rent\b|\bsub[\s-]*limits?\b|\bco[\s-]*pay(?:ment)?\b|\bdeductible\b|%\s*of\s*(?:the\s+)?(?:sum\s+insured|SI)\b",
    re.IGNORECASE,
)
_TEXT_CLAIMS: Final = re.compile(
    r"\bclaim\s+form\b|\bintimat\w*|\bcashless\b|\breimbursement\b|\bpre[\s-]*authori[sz]ation\b|\bTPA\b|"
    r"\bdischarge\s+summary\b|\bclaim\s+documents?\b",
    re.IGNORECASE,
)
_TEXT_BENEFITS: Final = re.compile(
    r"\bshall\s+(?:indemnify|reimburse|pay)\b|\bwe\s+will\s+(?:pay|cover|reimburse|indemnify)\b|\b(?:is|are)\s+covered\b",
    re.IGNORECASE,
)
_TEXT_WAITING: Final = re.compile(r"\bwaiting\s+period\b", re.IGNORECASE)


def classify_text(text: str) -> SectionType:
    """Type from a chunk's own words, for chunks no heading classifies."""
    head = text[:400]
    code = _TEXT_EXCL_CODE.search(head)
    if code:
        return type_of_exclusion_code(code.group(1))
    if _TEXT_DEFINITION.match(text):
        return SectionType.DEFINITIONS
    if _TEXT_WAITING.search(head):
        return SectionType.WAITING_PERIODS
    if len(_TEXT_FINANCIAL.findall(text)) >= 2:
        return SectionType.FINANCIAL_LIMITS
    if len(_TEXT_CLAIMS.findall(text)) >= 2:
        return SectionType.CLAIMS_PROCEDURE
    if _TEXT_BENEFITS.search(text):
        return SectionType.BENEFITS
    return SectionType.OTHER


def is_limits_table(text: str) -> bool:
    """A table of benefits / limits: it names room rent, sub-limits, co-pay or a share of the sum insured."""
    return len(_TEXT_FINANCIAL.findall(text)) >= 1 and bool(
        re.search(r"\blimit|\bup\s*to\b|%|₹|\bRs\b|\bINR\b|\blakh|\blac", text, re.IGNORECASE)
    )


_LIMIT_CUES: Final = re.compile(
    r"\bup\s*to\b|%\s*of\s*(?:the\s+)?(?:sum\s+insured|SI|basic\s+sum\s+insured)\b|\bINR\b|₹|\bRs\b\.?|"
    r"\bsub[\s-]*limits?\b|\bco[\s-]*pay(?:ment)?\b|\broom\s+rent\b|\bmax(?:imum)?\.?\s+of\b|\bno\s+sub[\s-]*limit\b|"
    r"\bnot\s+covered\b|\bper\s+day\b",
    re.IGNORECASE,
)


def is_limits_schedule(text: str) -> bool:
    """Text dense with limits ("Up to INR 5,000", "Up to 25% of SI", "No sublimit"): a benefit table's rows."""
    lowered = text.lower()
    quick = lowered.count("up to") + lowered.count("%") + lowered.count("inr") + lowered.count("limit")
    if quick + lowered.count("not covered") + lowered.count("per day") < 3:
        return False
    hits = len(_LIMIT_CUES.findall(text))
    words = len(text.split()) or 1
    return hits >= 5 and hits * 100 / words >= 4
