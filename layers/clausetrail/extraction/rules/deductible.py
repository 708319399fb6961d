"""A deductible the wording makes part of every claim (pass 3 extra): a top-up or super top-up cover that pays
only the expenses above a deductible ("our liability begins only when the Deductible is exceeded", "we will pay
the expenses over and above the Deductible", "payable only if the expenses are in excess of the Deductible").

The SPEC §6 terms carry no deductible: the schedule's ``deductible`` is what the claim rules deduct. A wording
that pays only above a deductible while the schedule states none leaves the claim without a term it needs, so
the DEDUCTIBLE rule sends it to a person (``TERM_MISSING``) instead of paying from the first rupee. A deductible
the wording offers as an option ("if opted", "voluntary", "optional cover", or anywhere in a wording that is no
top-up "the Deductible (if applicable)") or mentions in passing ("subject to ... co-payments, deductibles") is not
read here: the schedule says whether it was taken. Every rupee amount
the sentences state is kept (the options a wording may list). Pure code.
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.domain.money import find_amounts
from clausetrail.extraction.doctext import DocText

_DEDUCTIBLE: Final = (
    r"(?:the\s+)?(?:(?:annual\s+)?aggregate\s+|applicable\s+|chosen\s+|opted\s+|policy\s+)?deductible"
)
#: sentences that make the cover start above a deductible
_ABOVE_DEDUCTIBLE: Final = re.compile(
    r"(?i)\bliability\b[^.;]{0,80}\b(?:begins?|commences?)\b[^.;]{0,100}\bdeductible\b(?:[^.;]{0,60}\bexceeded\b)?"
    rf"|\b(?:over\s+and\s+above|in\s+excess\s+of|exceeding|beyond)\s+(?:the\s+(?:amount\s+of\s+)?)?{_DEDUCTIBLE}"
    rf"|\bexceeds?\s+(?:the\s+)?{_DEDUCTIBLE}|\babove\s+(?:the\s+)?{_DEDUCTIBLE}"
    rf"|\b(?:once|after|only\s+when|when|until)\s+(?:the\s+)?{_DEDUCTIBLE}\s+(?:amount\s+)?(?:is|has\s+been)\s+"
    r"(?:exhausted|crossed|met|satisfied|exceeded|reached)\b"
    rf"|\bless\s+(?:the\s+)?{_DEDUCTIBLE}(?:\s+amount)?\b"
    r"|\b(?:super\s*)?top[\s-]?up\b[^.;]{0,120}\bdeductible\b|\bdeductible\b[^.;]{0,120}\b(?:super\s*)?top[\s-]?up\b"
)
#: a deductible that is an option, or named with other cost sharing in a general clause
_OPTIONAL: Final = re.compile(
    r"(?i)\bif\s+(?:so\s+)?opted\b|\bwhere\s+opted\b|\bwherever\s+opted\b|\bopts?\s+for\b|\bvoluntary\b|\boptional\b"
    r"|\bif\s+(?:any|applicable)\b|\bwherever\s+applicable\b|\bmay\s+be\b|\bco[\s-]*pay(?:ment)?s?\b"
    r"|\bwaive\b|\bwithout\s+(?:any\s+)?deductible\b|\bother\s+(?:insurance|insurers?|polic(?:y|ies))\b"
    r"|\bcontribution\b|\bmultiple\s+polic"
)
#: the heading of an optional benefit shortly before the sentence, in the same clause
_OPTIONAL_SECTION: Final = re.compile(
    r"(?i)\boptional\s+(?:cover|benefit|add[\s-]?on)s?\b|\bif\s+opted\b|\bvoluntary\b|\badd[\s-]?on\s+cover"
    r"|\bcost[\s-]+sharing\s+options?\b|\boptions?\s+(?:are|is)\s+selected\b|\bif\s+selected\b"
)
OPTIONAL_LOOKBACK: Final = 1500
#: a deductible must be stated at least this many times (distinct sentences), or once with the words top-up
MIN_SENTENCES: Final = 2
_TOP_UP: Final = re.compile(r"(?i)\b(?:super\s*)?top[\s-]?up\b")
#: the wording itself calls its deductible optional where it names it ("the Deductible (if applicable)",
#: "Deductible, if opted"): an indemnity plan that offers one, not a top-up that is built on one
_QUALIFIED_DEDUCTIBLE: Final = re.compile(
    r"(?i)\bdeductibles?\s*[,(]?\s*(?:if\s+(?:applicable|any|opted|chosen|selected)|wherever\s+applicable"
    r"|as\s+applicable)\b"
)


def _in_optional_section(doc: DocText, start: int) -> bool:
    clause_start = doc.clause_span(doc.clause_index(start)).start
    return bool(_OPTIONAL_SECTION.search(doc.text[max(clause_start, start - OPTIONAL_LOOKBACK) : start]))


def wording_deductible(doc: DocText) -> dict[str, object] | None:
    """The wording's statement that the cover pays only above a deductible: the clause and quote of the first
    sentence, the number of sentences saying so, and the rupee amounts they state (the options); None when the
    wording says no such thing (or only offers a deductible as an option)."""
    if _QUALIFIED_DEDUCTIBLE.search(doc.text) and not _TOP_UP.search(doc.text):
        return None
    sentences: dict[int, tuple[int, int]] = {}
    for m in _ABOVE_DEDUCTIBLE.finditer(doc.text):
        span = doc.sentence(m.start(), m.end())
        sentence = doc.text[span.start : span.end]
        if _OPTIONAL.search(sentence) or _in_optional_section(doc, span.start):
            continue
        sentences.setdefault(span.start, (span.start, span.end))
    if not sentences:
        return None
    spans = sorted(sentences.values())
    top_up = any(_TOP_UP.search(doc.text[s:e]) for s, e in spans)
    if len(spans) < MIN_SENTENCES and not top_up:
        return None
    start, end = spans[0]
    clause = doc.clause_at(start)
    amounts = sorted({a.value for s, e in spans for a in find_amounts(doc.text[s:e]) if a.value >= 1000})
    return {
        "clause_id": clause.clause_id,
        "clause_no": clause.clause_no,
        "page": clause.page_start,
        "quote": " ".join(doc.text[start:end].split())[:240],
        "sentences": len(spans),
        "amounts": amounts,
    }
