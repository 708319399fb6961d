"""Shared pieces of the offline extraction rules: the finding type, number patterns and context tests."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Final

from clausetrail.domain.durations import DurationUnit, find_durations
from clausetrail.domain.money import find_amounts
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.tables import column_header, is_table


@dataclass(frozen=True, slots=True)
class Finding:
    """What a rule found: a raw value (coerced later by the field's registry type) and its evidence.

    ``start``/``end`` locate the evidence in the DocText; None means the value rests on absence (a
    benefit named nowhere), so it carries no clause. ``defers_to_schedule``: the wording leaves the value
    to the policy schedule (``value`` is None; the evidence is the deferring clause).
    """

    value: Any
    start: int | None
    end: int | None
    confidence: float
    note: str | None = None
    defers_to_schedule: bool = False

    @classmethod
    def absent(cls, value: Any, confidence: float, note: str) -> Finding:
        return cls(value, None, None, confidence, note)

    @classmethod
    def deferred(cls, start: int, end: int, confidence: float, note: str) -> Finding:
        return cls(None, start, end, confidence, note, defers_to_schedule=True)


Rule = Callable[[DocText], Finding | None]

PERCENT: Final = r"(?P<pct>\d{1,3}(?:\.\d{1,2})?)\s*(?:%|per\s?cent\b|percent\b)"
SUM_INSURED: Final = r"(?:the\s+)?(?:(?:base|basic|annual|available)\s+)?(?:sum\s*insured|S\.?\s?I\b\.?)"
# "fifty percent (50%) of the Sum Insured": the figure in brackets after the words
PERCENT_OF_SI: Final = re.compile(PERCENT + r"\)?\s*(?:of\s+)?" + SUM_INSURED, re.IGNORECASE)
PER_DAY: Final = re.compile(r"\bper\s+day\b|/\s*day\b|\bdaily\b|\bper\s+diem\b|\beach\s+day\b", re.IGNORECASE)
#: "any room (category)" as a room limit: no limit; "any room except suite" is a category, not this
ANY_ROOM: Final = r"\bany\s+room\b(?!\s+(?:category\s+)?(?:except|other\s+than|excluding|but)\b)"
NO_LIMIT_WORDS: Final = re.compile(
    r"['\"]?no\s+limit['\"]?|\bat\s+actuals?\b|\bactuals\b|^\s*actual\s*$|\bno\s+(?:sub[\s-]?limit|capping|cap|restriction)s?\b"
    r"|\bup\s*to\s+(?:the\s+)?(?:full\s+)?(?:base\s+|basic\s+|annual\s+)?sum\s*insured\b|\bup\s*to\s+SI\b"
    # plain-language negations ("we do not restrict ...", "does not cap ...") and "any room (category)"
    r"|\b(?:do(?:es)?\s*n[o']?t|will\s+not|shall\s+not)\s+(?:put\s+(?:a|any)\s+)?(?:limit|restrict|cap)\b"
    r"|\bwithout\s+any\s+(?:sub[\s-]?)?(?:limit|cap(?:ping)?|restriction)s?\b"
    # "any room" is no limit, "any room except suite" is a category (every room below a suite)
    rf"|{ANY_ROOM}",
    re.IGNORECASE,
)
WORD_NUMBER_DURATION_UNITS: Final[dict[str, DurationUnit]] = {
    "days": "days",
    "months": "months",
    "hours": "hours",
}

_EXCLUSION_CUES: Final = re.compile(
    r"\bexcl\s*[-_.:]?\s*\d|\bnot\s+(?:be\s+)?(?:covered|payable|liable)\b|\bexclusions?\b|\bexcluded\b"
    r"|\bshall\s+not\s+(?:be\s+)?(?:liable|pay|cover|admissible)|\bwe\s+will\s+not\s+(?:pay|cover)\b"
    r"|\bnot\s+(?:be\s+)?(?:admissible|covered)\b",
    re.IGNORECASE,
)
_DEFINITION: Final = re.compile(
    r"^\W{0,3}(?:(?:def\.?\s*)?(?:\d{1,2}(?:\.\d{1,3})*|[IVXLC]{1,6}|[ivxlc]{1,6}|[A-Za-z])[.)]?\s*)?['\"]?[A-Z][\w /\-()'&]{1,70}?['\"]?\s*"
    r"(?::\s*)?(?:means|shall\s+mean|refers?\s+to|shall\s+include|includes?)\b",
    re.IGNORECASE,
)


def find_all(
    pattern: re.Pattern[str], doc: DocText, start: int = 0, end: int | None = None
) -> Iterator[re.Match[str]]:
    return pattern.finditer(doc.text, start, len(doc.text) if end is None else end)


def durations_in(text: str, unit: DurationUnit) -> list[tuple[int, int, int]]:
    """(value in ``unit``, start, end) of every duration in ``text`` that converts to whole ``unit``."""
    out: list[tuple[int, int, int]] = []
    for m in find_durations(text):
        value = m.duration.in_unit(unit)
        if value is not None:
            out.append((value, m.start, m.end))
    return out


def first_duration(
    text: str, unit: DurationUnit, *, kinds: tuple[str, ...] | None = None
) -> tuple[int, int, int] | None:
    """The first duration in ``text`` (optionally only of the wording units ``kinds``), in ``unit``."""
    for m in find_durations(text):
        if kinds is not None and m.duration.unit not in kinds:
            continue
        value = m.duration.in_unit(unit)
        if value is not None:
            return value, m.start, m.end
    return None


def amounts_in(text: str) -> list[tuple[int, int, int]]:
    return [(a.value, a.start, a.end) for a in find_amounts(text)]


def percent_value(raw: str) -> int | Decimal:
    number = Decimal(raw)
    return int(number) if number == number.to_integral_value() else number.normalize()


def is_definition(text: str) -> bool:
    """A clause (or sentence) that defines a term ("Day Care Treatment means ...")."""
    return bool(_DEFINITION.match(text.strip()))


#: a numbered heading line ("6.2 Pre-Hospitalisation Medical Expenses", "B.3 Cover"): a new clause starts
_NUMBERED_LINE: Final = re.compile(r"\n[ \t]*(?:[A-Z]\.)?\d{1,2}(?:\.\d{1,3})+\.?[ \t]+(?=[A-Z])")


def _after_numbered_non_definition(doc: DocText, i: int, pos: int) -> bool:
    """Whether a numbered line that does not define a term ("6.2 Pre-Hospitalisation Medical Expenses" then
    "We will cover ...") starts between the start of clause ``i`` and ``pos``: a chunk may run the last
    definitions into the next section, whose text is no definition."""
    lines = list(_NUMBERED_LINE.finditer(doc.text, doc.clause_span(i).start, pos))
    return bool(lines) and not is_definition(doc.text[lines[-1].end() : lines[-1].end() + 300])


def clause_is_definition(doc: DocText, pos: int) -> bool:
    """Whether ``pos`` sits in a definition: its clause is typed so or opens with a definition (unless a
    numbered non-definition clause starts before ``pos``), or its sentence defines a term."""
    if is_definition(doc.sentence_text(pos)):
        return True
    i = doc.clause_index(pos)
    if doc.clauses[i].section_type != "definitions" and not is_definition(doc.clause_text(i)[:300]):
        return False
    return not _after_numbered_non_definition(doc, i, pos)


def local_sentence(doc: DocText, start: int, end: int | None = None) -> str:
    """The sentence around ``[start, end)``; in a table, only the part of it on the mention's row (a table
    row has no full stops, so the plain sentence would run over the neighbouring rows)."""
    span = doc.sentence(start, end)
    lo, hi = span.start, span.end
    if doc.clauses and is_table(doc, doc.clause_index(start)):
        line_start = doc.text.rfind("\n", 0, start) + 1
        line_end = doc.text.find("\n", end if end is not None else start)
        lo = max(lo, line_start)
        hi = min(hi, line_end) if line_end >= 0 else hi
    return doc.text[lo:hi]


def looks_excluded(text: str) -> bool:
    return bool(_EXCLUSION_CUES.search(text))


_COVER_VERB: Final = re.compile(
    r"\b(?:we|the\s+company|the\s+insurer)\s+(?:will|shall)\s+(?:also\s+)?(?:cover|pay|reimburse|indemnify)\b",
    re.IGNORECASE,
)
_LINE_HEAD: Final = r"(?:^|\n)\W{0,3}(?:(?:[\dA-Za-z]{1,4}|[ivxIVX]{1,5})[.)]\s*){0,3}"
_EXCL_HEADING: Final = re.compile(
    r"\bExcl\s*[-_.:]?\s*\d{1,2}|\bEXCLUSIONS?\b|\bWHAT\s+IS\s+NOT\s+COVERED\b|"
    + _LINE_HEAD
    + r"(?:Standard\s+|General\s+|Specific\s+|Permanent\s+|Other\s+)?Exclusions?\b"
)
_COVER_HEADING: Final = re.compile(
    r"\b(?:BENEFITS?\s+COVERED|COVERAGE|COVERS?|SCOPE\s+OF\s+COVER|WHAT\s+IS\s+COVERED|BASE\s+COVERS?"
    r"|OPTIONAL\s+COVERS?|BENEFITS)\b|"
    + _LINE_HEAD
    + r"(?:Benefits?\s+Covered|Benefits?\s+under|Base\s+Covers?|Optional\s+(?:Covers?|Benefits?)|Coverage|"
    r"(?:\(?[ivx]{1,5}\)\s*)?Benefit\s*:)"
)


def _last_headings(doc: DocText, pos: int, lookback: int) -> tuple[int, int]:
    """Offsets of the last exclusion and the last cover heading before ``pos`` (−1 when none), looking
    back at most ``lookback`` chars and never across a seam between non-adjacent clauses."""
    lo = max(doc.run_start(doc.clause_index(pos)), pos - lookback)
    window = doc.text[lo:pos]
    excl = [m.end() for m in _EXCL_HEADING.finditer(window)]
    cover = [m.end() for m in _COVER_HEADING.finditer(window)]
    return (excl[-1] if excl else -1), (cover[-1] if cover else -1)


def row_label_start(doc: DocText, pos: int) -> int | None:
    """Where the line of ``pos`` starts, when ``pos`` opens that line (nothing but a bullet or spaces before it):
    the label of a row of a table written as lines; None otherwise."""
    line_start = doc.text.rfind("\n", 0, pos) + 1
    return None if doc.text[line_start:pos].strip(" \t•-–*·") else line_start


#: a value a benefit row states on its own line ("Up to 25% of SI", "Rs. 2,000 per hospitalisation")
_ROW_VALUE: Final = re.compile(
    r"\bup\s*to\s+(?:\d|rs|inr|₹|si\b|sum)|\d\s*%\s*of\s+(?:the\s+)?(?:si\b|sum)|(?:rs\.?|inr|₹)\s*\d",
    re.IGNORECASE,
)


def in_exclusion_context(doc: DocText, pos: int, *, lookback: int = 1500) -> bool:
    """Whether ``pos`` sits in an exclusion: its clause is typed so, its sentence says so, or the nearest
    heading-ish cue before it (an exclusions heading or an Excl code, not followed by a cover heading)."""
    clause = doc.clause_at(pos)
    sentence = doc.sentence(pos)
    if clause.section_type == "exclusions":
        # a benefit clause the section classifier put under exclusions still reads as cover
        text = doc.text[sentence.start : sentence.end]
        return not (_COVER_VERB.search(text) and not looks_excluded(text))
    # the exclusion cue precedes the subject ("We will not cover ... X") or follows it closely ("X is not
    # covered"); a later cue in the same run-on table row belongs to another item
    own_start = sentence.start
    line_start = doc.text.rfind("\n", 0, pos) + 1
    if is_table(doc, doc.clause_index(pos)):  # in a table the sentence is the mention's own cell
        own_start = max(own_start, line_start, doc.text.rfind("|", line_start, pos) + 1)
    line_end = doc.text.find("\n", pos)
    line = doc.text[line_start : line_end if line_end >= 0 else pos + 80]
    if row_label_start(doc, pos) is not None and _ROW_VALUE.search(line):
        # a row of a table written as lines ("Modern Treatments Up to 25% of SI"): the rows above are others'
        own_start = max(own_start, line_start)
    own = doc.text[own_start : min(sentence.end, pos + 60)]
    if looks_excluded(own):
        return True
    header = column_header(doc, pos)
    if header is not None:  # a "covered | not covered" table: the column's header decides
        return looks_excluded(header) and not _COVER_VERB.search(header)
    if clause.section_type == "benefits":
        return False
    excl, cover = _last_headings(doc, pos, lookback)
    return excl >= 0 and excl > cover


_NON_PAYABLE_HEADING: Final = re.compile(
    r"\bList\s*[-\u2013]?\s*(?:I{1,3}|IV)\b|\bnon[\s-]?payable\b|\bnon[\s-]?medical\s+(?:items|expenses)\b"
    r"|\bcoverage\s+is\s+not\s+available\b|\bsubsumed\s+into\b",
    re.IGNORECASE,
)


_LIMIT_WORDS: Final = re.compile(
    r"\bactuals?\b|\bup\s*to\b|%|\bRs\.?|\bINR\b|₹|\bcovered\b|\blimit|\bsum\s+insured\b", re.IGNORECASE
)


def in_non_payable_list(doc: DocText, pos: int, *, lookback: int = 2500) -> bool:
    """Whether ``pos`` is an item of the IRDAI non-payable lists (Annexure List I-IV): a short line (an
    item name, often in capitals, with its serial number) under a list heading, in the same run of clauses."""
    line_start = doc.text.rfind("\n", 0, pos) + 1
    line_end = doc.text.find("\n", pos)
    line = doc.text[line_start : line_end if line_end >= 0 else len(doc.text)]
    if len(re.sub(r"[\d|.()\-]", " ", line).split()) > 8:
        return False
    if _LIMIT_WORDS.search(line):  # a benefit table row states a limit; a list item only names a thing
        return False
    lo = max(doc.run_start(doc.clause_index(pos)), pos - lookback)
    return bool(_NON_PAYABLE_HEADING.search(doc.text, lo, pos))


def in_cover_section(doc: DocText, pos: int, *, lookback: int = 4000) -> bool:
    """Whether ``pos`` sits under a benefits / coverage heading (or in a clause typed as benefits)."""
    if doc.clause_at(pos).section_type == "benefits":
        return True
    excl, cover = _last_headings(doc, pos, lookback)
    return cover >= 0 and cover > excl
