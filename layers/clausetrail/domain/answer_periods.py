"""The row of a cancellation table that the time a policy has run selects (SPEC §4). Pure code.

Wordings print the premium refunded on cancellation as a table by how long the policy has been in force:
"Policy in force up to | Policy Period 1 year | Policy Period 2 years" with rows "Up to 30 days | 75% | 87.5%",
"Up to 3 months | 50% | 75%", or "Exceeding 1 month up to 3 months | ...". "I want to cancel after 4 months, what
comes back?" is answered by the one row whose period holds four months, read with its headers (and only the
column of the policy period the question states, when the header names periods). The sentence holds only the
table's own words, so the faithfulness check reads it against the clause.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from clausetrail.domain.number_words import parse_number_words

#: small numbers written out ("after two months", "a one year policy"), read by :func:`parse_number_words`
_WORDS: Final = ("a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                 "twelve", "fifteen")  # fmt: skip

#: a question about ending the policy early and what comes back
ASKS_REFUND: Final = re.compile(r"\bcancel\w*|\brefund\w*|\bsurrender\w*|\b(money|premium)\s+back\b", re.I)

_UNIT_DAYS: Final = {"day": 1, "week": 7, "month": 30, "mth": 30, "year": 365, "yr": 365}
_NUM: Final = r"(\d+(?:\.\d+)?|" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")"
_UNIT: Final = r"(days?|weeks?|months?|mths?|years?|yrs?)"
#: how long the policy has run: "after 4 months", "it has run 2 months", "about 100 days in", "2 months old"
_ELAPSED: Final = re.compile(
    rf"\b(?:after|at|in|within|running|run|ran|been|for|around|about|nearly|almost|completed)\s+(?:about\s+|around\s+"
    rf"|nearly\s+|almost\s+|just\s+)?{_NUM}\s*{_UNIT}\b(?!\s+(?:policy|plan|term|cover))"
    rf"|\b{_NUM}\s*{_UNIT}\s+(?:in|into|later|old|since|of\s+(?:the\s+)?(?:policy|cover))\b",
    re.I,
)
#: the policy period the question states: "a 1 year policy", "my 2 yr plan"
_TERM: Final = re.compile(
    rf"\b{_NUM}[\s-]*(?:years?|yrs?)\s+(?:\w+\s+){{0,3}}?(?:policy|plan|term|cover)\b", re.I
)
#: a table row's period: "Up to 30 days", "Exceeding 3 months up to 6 months", "1 - 3 months", "Beyond 6 months"
_BOUND: Final = re.compile(rf"{_NUM}\s*{_UNIT}?", re.I)
_OPEN_ABOVE: Final = re.compile(r"\b(exceed\w*|beyond|above|over|more\s+than|greater\s+than|after)\b|>", re.I)
_UP_TO: Final = re.compile(r"\b(up\s*to|upto|within|not\s+exceeding|till|until|less\s+than|below)\b|<", re.I)
_TERM_HEADER: Final = re.compile(rf"{_NUM}[\s-]*(?:years?|yrs?)\b", re.I)
MAX_CELLS: Final = 6


def _number(text: str) -> float:
    written = parse_number_words(text)
    return float(written) if written is not None else float(text)


def _days(number: str, unit: str | None) -> int | None:
    if unit is None:
        return None
    key = unit.lower().rstrip("s")
    return round(_number(number) * _UNIT_DAYS[key]) if key in _UNIT_DAYS else None


def elapsed_days(question: str) -> int | None:
    """How long the policy has run by the question's words, in days, when it asks about cancelling; else None."""
    if not ASKS_REFUND.search(question):
        return None
    m = _ELAPSED.search(question)
    if m is None:
        return None
    number, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    return _days(number, unit)


def term_years(question: str) -> int | None:
    m = _TERM.search(question)
    return int(_number(m.group(1))) if m else None


def period_of(label: str) -> tuple[int, int | None] | None:
    """A row label as (exclusive lower, inclusive upper) days, None upper for open above; None when the label
    states no period."""
    bounds: list[int] = []
    last_unit: str | None = None
    found = list(_BOUND.finditer(label))
    for m in reversed(found):  # "1 - 3 months": the unit after the last figure counts for the first
        last_unit = m.group(2) or last_unit
        days = _days(m.group(1), m.group(2) or last_unit)
        if days is not None:
            bounds.insert(0, days)
    if not bounds or not any(m.group(2) for m in found):
        return None
    if len(bounds) >= 2:  # "1 - 3 months" holds its first figure; "exceeding 1 month up to 3 months" does not
        return (bounds[0] if _OPEN_ABOVE.search(label) else bounds[0] - 1), bounds[1]
    if _OPEN_ABOVE.search(label) and not _UP_TO.search(label):
        return bounds[0], None
    if _UP_TO.search(label):
        return -1, bounds[0]
    return None


def _rows(text: str) -> list[list[str]]:
    return [[c.strip() for c in line.split("|")] for line in text.splitlines() if " | " in line]


def refund_row_sentence(text: str, days: int, years: int | None = None) -> str | None:
    """The row of a refund table in `text` whose period holds `days`, read with its headers (only the column of
    the policy period `years` when the header names periods); None without such a table or row."""
    rows = _rows(text)
    header: list[str] | None = None
    candidates: list[tuple[int, list[str], list[str]]] = []
    for cells in rows:
        period = period_of(cells[0]) if cells[0] else None
        if period is None:
            header = cells
            continue
        lower, upper = period
        if days > lower and (upper is None or days <= upper) and header is not None:
            candidates.append((upper if upper is not None else 10**6, header, cells))
    if not candidates:
        return None
    _, head, cells = min(candidates, key=lambda c: c[0])  # "up to" rows: the first bound the period reaches
    columns = list(range(1, min(len(head), len(cells))))
    if years is not None:
        chosen = [
            j for j in columns if (m := _TERM_HEADER.search(head[j])) and int(_number(m.group(1))) == years
        ]
        columns = chosen or columns
    pairs = [f"{head[j]}: {cells[j]}" for j in columns if head[j] and cells[j]][:MAX_CELLS]
    return f"In the table row for {cells[0]}: " + "; ".join(pairs) + "." if pairs else None


def refund_row(texts: Sequence[str], question: str) -> tuple[int, str] | None:
    """(index of the text, sentence) of the first text holding the refund row the question's elapsed period
    selects, or None."""
    days = elapsed_days(question)
    if days is None:
        return None
    years = term_years(question)
    for i, text in enumerate(texts):
        sentence = refund_row_sentence(text, days, years)
        if sentence is not None:
            return i, sentence
    return None
