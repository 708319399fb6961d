"""Reading a limit out of a stretch of wording: the values a sentence or a table cell states, in general form.

What a limit is written as (IRDAI-style wordings, any insurer):

- a share of the sum insured, "x% of (the) sum insured / SI", with a rupee ceiling "subject to a maximum
  of Rs y", "max. Rs y", "capped at Rs y", "or Rs y whichever is lower / less" or, amount first, "Rs y or
  x% of SI whichever is less": kind ``percent_si`` (``percent_si_per_day`` for a per-day subject) with the
  ceiling kept as ``cap_inr``;
- a rupee amount with its unit: "per day" (``amount_per_day`` for room and ICU), "per eye", "per
  hospitalisation / event / claim / illness" (preferred) or "per policy year / period" (kept only when no
  per-event amount is stated beside it);
- "no limit", "at actuals", "up to (the) sum insured", "no sub-limit": ``no_limit``;
- a room category ("Single Private AC Room", "General Ward", "twin sharing room"): ``room_category``;
- "as per (the) schedule", "as opted", "up to the limit specified in the Policy Schedule / benefit table":
  the wording *defers* the value - no number near it is the limit (`domain.schedule_deferral`); "the Sum
  Insured as specified in the schedule" and "unless otherwise specified in the schedule" do not defer.

Amounts that label a sum insured band ("for Sum Insured of Rs 5 lakh: ...") are not limits. In table cells
whose header names the currency, bare numbers ("25,000") are rupees. Pure code, no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from clausetrail.domain.money import find_amounts
from clausetrail.domain.schedule_deferral import deferrals
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.common import (
    NO_LIMIT_WORDS,
    PER_DAY,
    PERCENT_OF_SI,
    Finding,
    percent_value,
)

ROOM_CATEGORY: Final = re.compile(
    r"\b(?:(?:single|twin|double|shared|sharing|private|standard|deluxe|general|semi[\s-]?private|economy)"
    r"(?:[\s/-]+(?:occupancy|private|single|twin|double|standard|sharing|shared|a/?c|air[\s-]conditioned|ac|"
    r"non[\s-]?a/?c|bedded|room|ward|bed)){0,4}"
    r"[\s/-]+(?:room|ward|bed)s?|general\s+ward|any\s+room(?:\s+category)?(?:\s+except\s+[\w\s]{3,30}?(?=[.;|,\n]|$))?)\b",
    re.IGNORECASE,
)
_QUALIFIER_BEFORE: Final = re.compile(
    r"(?:up\s*to|upto|maximum(?:\s+of)?|max\.?|limit(?:ed)?\s+(?:of|to)|restricted\s+to|not\s+exceeding"
    r"|subject\s+to|capped\s+at|ceiling\s+of|lower\s+of|less\s+of)\s*$",
    re.IGNORECASE,
)
_SI_LABEL_BEFORE: Final = re.compile(
    r"(?:sum\s*insured|\bS\.?\s?I\.?)\s*(?:\(\s*(?:in\s+)?(?:rs|inr)\.?\s*\))?\s*"
    r"(?:of|:|-|=|is|upto|up\s*to|above|below|over|under|less\s+than|more\s+than|between|from|and\s+above)?\s*$",
    re.IGNORECASE,
)
_SI_LABEL_AFTER: Final = re.compile(
    # on the amount's own line: the next table row's band label ("\nSI 5 lakh | ...") is not this amount's
    r"^[ \t]*(?:/-)?[ \t]*(?:and\s+(?:above|below)|or\s+(?:more|less|above|below)|&\s*above)?[ \t]*"
    r"(?:sum\s*insured|\bS\.?\s?I\b)",
    re.IGNORECASE,
)
_UNIT_AFTER: Final = re.compile(
    r"^\s*(?:/-)?\s*(?:only)?\s*\)?\s*,?\s*(?:per|/|each|for\s+each|in\s+a|in\s+any\s+one|any\s+one|every)\s*"
    r"(?P<u>day|diem|eye|hospitali[sz]ation|event|claim|illness|admission|policy\s+(?:year|period)|year|annum"
    r"|procedure|surgery|operation|treatment|delivery|knee|joint)",
    re.IGNORECASE,
)
_PER_PERIOD: Final = frozenset({"policy year", "policy period", "year", "annum"})
_BARE_NUMBER: Final = re.compile(
    r"(?<![\d.,%/])(?P<n>\d{1,3}(?:,\d{2,3})+|\d{3,7})(?:\.\d{1,2})?(?:\s*/-)?"
    r"(?!\s*(?:%|per\s*cent|days?\b|months?\b|years?\b|hours?\b|lakhs?\b|lacs?\b|crores?\b|[\d,]))",
    re.IGNORECASE,
)
_CAP_AFTER: Final = re.compile(
    r"^[^.;|]{0,40}?(?:subject\s+to\s+(?:a\s+)?(?:max(?:imum|\.)?|ceiling|cap|limit)(?:\s+(?:of|up\s*to))?"
    r"|max(?:imum|\.)?(?:\s+(?:of|up\s*to))?|capped\s+at|limited\s+to|not\s+exceeding|ceiling\s+of|or"
    r"|(?:per\s+day\s*,?\s*)?up\s*to)\s*$",
    re.IGNORECASE,
)
#: the ceiling stated in the sentence that follows the share ("x% of the sum insured. The maximum payable is Rs y"):
#: the lower reading, so a cap one sentence away is never lost
_CAP_NEXT_SENTENCE: Final = re.compile(
    r"^[^.;|%]{0,40}?[.;]\s+(?:[a-z]+\s+){0,4}?(?:subject\s+to\s+a\s+)?(?:max(?:imum|\.)?|ceiling|cap(?:ped)?"
    r"|not\s+exceed(?:ing)?|limited\s+to)\b[^.;|%]{0,40}$",
    re.IGNORECASE,
)
_WHICHEVER: Final = re.compile(r"whichever\s+is\s+(?:lower|less|least|minimum)", re.IGNORECASE)
#: a currency word left at the end of the words before an amount whose raw text did not take it in
_GLUED_CURRENCY: Final = re.compile(r"(?:rs|inr|rupees)\.?\s*$|₹\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Candidate:
    """One value a stretch of wording states: ``kind`` is a limit kind, ``amount_bare`` (an amount with no
    "up to"/"maximum" before it) or ``deferred``; ``unit`` the amount's unit word ("eye", "day", ...)."""

    kind: str
    value: Any
    start: int
    end: int
    unit: str | None = None
    #: read from one cell of a table whose other plan / sum-insured band cells state other values: which one
    #: applies is for the schedule (plan, sum insured) to say, so the reading is doubtful on its own
    varies: bool = False
    #: the band (sum insured band or plan) and limit of each value cell of that table, as plain data
    bands: tuple[dict[str, Any], ...] = ()


def _unit_after(doc: DocText, end: int) -> str | None:
    m = _UNIT_AFTER.match(doc.text[end : end + 40])
    return " ".join(m.group("u").lower().split()) if m else None


def _qualified(doc: DocText, start: int, end: int) -> bool:
    before = doc.text[max(0, start - 22) : start]
    return bool(_QUALIFIER_BEFORE.search(before)) or _unit_after(doc, end) == "eye"


def _si_label(doc: DocText, start: int, end: int) -> bool:
    """The amount names a sum insured (band) rather than a limit ("Sum Insured of Rs 5 lakh:", "5 lakh SI")."""
    before = doc.text[max(0, start - 40) : start]
    return bool(_SI_LABEL_BEFORE.search(before) or _SI_LABEL_AFTER.match(doc.text[end : end + 30]))


def _per_day_near(doc: DocText, start: int, end: int, since: int) -> bool:
    """ "per day" just after the amount, or between the previous amount (or the window start) and it."""
    return bool(PER_DAY.search(doc.text[end : end + 16]) or PER_DAY.search(doc.text[since:start]))


def _amounts(doc: DocText, lo: int, hi: int, bare_inr: bool) -> list[tuple[int, int, int]]:
    """(value, start, end) of the rupee amounts in ``[lo, hi)``; bare numbers too when ``bare_inr``."""
    found = [(a.value, lo + a.start, lo + a.end) for a in find_amounts(doc.text[lo:hi])]
    if bare_inr:
        taken = [(s, e) for _, s, e in found]
        for m in _BARE_NUMBER.finditer(doc.text, lo, hi):
            if any(s <= m.start() < e for s, e in taken):
                continue
            if PERCENT_OF_SI.match(doc.text, m.start()):
                continue
            found.append((int(m.group("n").replace(",", "")), m.start(), m.end()))
    return sorted(found, key=lambda t: t[1])


def candidates(
    doc: DocText,
    lo: int,
    hi: int,
    *,
    per_day: bool,
    categories: bool,
    not_covered: bool = False,
    bare_inr: bool = False,
    row_per_day: bool = False,
) -> list[Candidate]:
    """Every value ``[lo, hi)`` states, for a per-day subject (room, ICU) or a per-event one."""
    out: list[Candidate] = []
    text = doc.text[lo:hi]
    for m in PERCENT_OF_SI.finditer(text):
        kind = "percent_si_per_day" if per_day else "percent_si"
        out.append(Candidate(kind, percent_value(m.group("pct")), lo + m.start(), lo + m.end()))
    since = lo
    for value, s, e in _amounts(doc, lo, hi, bare_inr):
        if _si_label(doc, s, e) or (out and any(c.start <= s < c.end for c in out)):
            since = e
            continue
        unit = _unit_after(doc, e)
        if per_day:
            # room and ICU charges are daily tariffs: "up to Rs y" with no other unit is per day as well
            daily = row_per_day or _per_day_near(doc, s, e, since) or (unit is None and _qualified(doc, s, e))
            if value <= 50_000 and daily and unit in (None, "day", "diem"):
                out.append(Candidate("amount_per_day", value, s, e, "day"))
        else:
            kind = "amount" if _qualified(doc, s, e) or unit is not None else "amount_bare"
            out.append(Candidate(kind, value, s, e, unit))
        since = e
    for m in NO_LIMIT_WORDS.finditer(text):
        out.append(Candidate("no_limit", None, lo + m.start(), lo + m.end()))
    if categories:
        for m in ROOM_CATEGORY.finditer(text):
            out.append(Candidate("room_category", " ".join(m.group(0).split()), lo + m.start(), lo + m.end()))
    if not_covered:
        for m in re.finditer(r"\bnot\s+covered\b", text, re.IGNORECASE):
            out.append(Candidate("not_covered", None, lo + m.start(), lo + m.end()))
    return _prefer_per_event(out)


def _prefer_per_event(cands: list[Candidate]) -> list[Candidate]:
    """Drop per-policy-year amounts when a per-event (or per-eye, or unit-less) amount is stated too."""
    amounts = [c for c in cands if c.kind in ("amount", "amount_bare")]
    if any(c.unit not in _PER_PERIOD for c in amounts) and any(c.unit in _PER_PERIOD for c in amounts):
        return [c for c in cands if not (c.kind in ("amount", "amount_bare") and c.unit in _PER_PERIOD)]
    return cands


def deferral(doc: DocText, lo: int, hi: int) -> Candidate | None:
    """The first phrase in ``[lo, hi)`` that leaves the value to the schedule ("as per the Policy
    Schedule", "as opted"); "unless otherwise specified in the schedule" does not defer (a value is given)."""
    m = next(deferrals(doc.text, lo, hi), None)
    return None if m is None else Candidate("deferred", None, m.start(), m.end())


def best(
    cands: list[Candidate], order: tuple[str, ...], *, earliest: bool = False, doc: DocText | None = None
) -> Candidate | None:
    """The first candidate by kind preference, or (``earliest``) the first in the text among ``order``.
    With ``doc``: a rupee amount that is the cap of a share of SI stated beside it ("Rs y or x% of SI,
    whichever is less") gives way to that share (which carries the amount as its cap)."""
    chosen: Candidate | None = None
    if earliest:
        eligible = sorted((c for c in cands if c.kind in order), key=lambda c: c.start)
        chosen = eligible[0] if eligible else None
    else:
        for kind in order:
            found = sorted((c for c in cands if c.kind == kind), key=lambda c: c.start)
            if found:
                chosen = found[0]
                break
    if doc is None or chosen is None or not chosen.kind.startswith("amount"):
        return chosen
    for c in cands:
        if c.kind in order and c.kind.startswith("percent_si") and cap_after(doc, c) == chosen.value:
            return c
    return chosen


def cap_after(doc: DocText, c: Candidate) -> int | None:
    """The rupee ceiling of a share of the sum insured: stated after it ("x% of the sum insured subject
    to a maximum of Rs y per day", "x% of SI or Rs y whichever is lower", or in the next sentence of the same
    clause: "x% of the sum insured. The maximum payable is Rs y") or, with "whichever is lower", before it
    ("Rs y or x% of SI, whichever is less")."""
    tail = doc.text[c.end : c.end + 90]
    for a in find_amounts(tail):
        # a currency word glued to the word before it ("orRs.40,000", a PDF that drops the space) is not
        # part of the amount's raw text; it belongs to the amount, not to the words that lead to it
        lead = _GLUED_CURRENCY.sub("", tail[: a.start])
        rest = tail[a.end : a.end + 30]
        if _CAP_AFTER.match(lead) and (not lead.strip().lower().endswith("or") or _WHICHEVER.search(rest)):
            return a.value
        if _CAP_NEXT_SENTENCE.match(lead) and doc.clause_index(c.end + a.start) == doc.clause_index(c.start):
            return a.value
        break
    head_lo = max(doc.clause_span(doc.clause_index(c.start)).start, c.start - 70)
    head = doc.text[head_lo : c.start]
    before = find_amounts(head)
    if before:
        a = before[-1]
        between = head[a.end :]
        if re.fullmatch(
            r"\s*(?:/-)?\s*(?:\(?\s*per\s+\w+\s*\)?\s*)?(?:or|/)\s*(?:up\s*to\s*)?", between, re.IGNORECASE
        ) and (_WHICHEVER.search(doc.text[c.end : c.end + 60])):
            return a.value
    return None


def finding_of(c: Candidate, confidence: float, doc: DocText | None = None) -> Finding:
    """The rule's finding for a chosen candidate (a share of SI with its rupee cap)."""
    if c.kind == "deferred":
        return Finding.deferred(
            c.start, c.end, min(confidence, 0.5), "the wording defers to the policy schedule"
        )
    kind = "amount" if c.kind == "amount_bare" else c.kind
    value: dict[str, Any] = {"kind": kind, "value": c.value}
    if doc is not None and kind in ("percent_si", "percent_si_per_day"):
        cap = cap_after(doc, c)
        if cap is not None:
            value["cap_inr"] = cap
    if c.varies:
        if c.bands:
            value["bands"] = list(c.bands)
        return Finding(
            value,
            c.start,
            c.end,
            min(confidence, VARIES_CONFIDENCE),
            "the wording states other values for other plans or sum insured bands",
        )
    return Finding(value, c.start, c.end, confidence)


#: a value the table varies by plan or sum insured band: doubtful until the schedule resolves it, so a rule
#: that needs it fails closed (TERM_MISSING) instead of paying on the first band's figure
VARIES_CONFIDENCE: Final = 0.5
