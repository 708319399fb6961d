"""Financial limits (pass 3): room rent, ICU, co-pay, ambulance, cataract and modern-treatment limits.

Each limit is read next to a mention of its subject ("Room Rent, Boarding, Nursing Expenses ... up to 2%
of the sum insured ... per day"), skipping definitions, the non-payable annexures and the proportionate
deduction clauses that only talk about limits in general. A subject that is mentioned with no limit, or
is "up to the sum insured" / "at actuals" / "No limit", has ``no_limit``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from clausetrail.domain.money import find_amounts
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.common import (
    NO_LIMIT_WORDS,
    PER_DAY,
    PERCENT_OF_SI,
    Finding,
    clause_is_definition,
    in_exclusion_context,
    percent_value,
)

_LIST_ITEM_START: Final = re.compile(
    r"\n(?:[ivxIVX]{1,5}[.)]|\(?[a-hj-uw-zA-HJ-UW-Z]\)|[a-hj-uw-z]\.|\d{1,2}(?:\.\d{1,3})+\.?)\s+(?=[A-Z(])"
)
_EXTENDS: Final = re.compile(r"(?::|below|as\s+under|following|table)\W*$", re.IGNORECASE)
_QUALIFIER_BEFORE: Final = re.compile(
    r"(?:up\s*to|upto|maximum(?:\s+of)?|max\.?|limit(?:ed)?\s+(?:of|to)|restricted\s+to|not\s+exceeding|subject\s+to)\s*$",
    re.IGNORECASE,
)
_ROOM_CATEGORY: Final = re.compile(
    r"\b(?:(?:single|twin|double|shared|sharing|private|standard|deluxe|general|semi[\s-]?private)"
    r"(?:[\s/-]+(?:occupancy|private|single|twin|double|standard|sharing|shared|a/?c|air[\s-]conditioned|ac|bedded|room|ward)){0,4}"
    r"[\s/-]+(?:room|ward)s?|general\s+ward)\b",
    re.IGNORECASE,
)
MAX_WINDOW: Final = 420


@dataclass(frozen=True, slots=True)
class _Candidate:
    kind: str
    value: Any
    start: int
    end: int


def _window(
    doc: DocText, pos: int, size: int = MAX_WINDOW, stop: re.Pattern[str] | None = None
) -> tuple[int, int]:
    """From ``pos`` to the next list item, the next mention of another subject (``stop``), the end of its
    clause, or ``size`` chars; a clause ending in a colon or "as per the table below" continues into the
    next clause."""
    i = doc.clause_index(pos)
    span = doc.clause_span(i)
    hi = min(span.end, pos + size)
    if hi == span.end and i + 1 < len(doc.clauses) and _EXTENDS.search(doc.text[max(pos, hi - 60) : hi]):
        nxt = doc.clause_span(i + 1)
        hi = min(nxt.end, nxt.start + size)
    cut = _LIST_ITEM_START.search(doc.text, pos + 1, hi)
    if cut and cut.start() > pos + 40:
        hi = cut.start()
    if stop is not None:
        other = stop.search(doc.text, pos + 3, hi)
        if other:
            hi = other.start()
    return pos, hi


def _qualified(doc: DocText, start: int, end: int) -> bool:
    before = doc.text[max(0, start - 22) : start]
    after = doc.text[end : end + 18]
    return bool(_QUALIFIER_BEFORE.search(before)) or bool(
        re.match(r"\s*(?:per|/|each)\s*eye", after, re.IGNORECASE)
    )


def _per_day_near(doc: DocText, start: int, end: int, since: int) -> bool:
    """ "per day" just after the amount, or between the previous amount (or the window start) and it."""
    after = doc.text[end : end + 16]
    before = doc.text[since:start]
    return bool(PER_DAY.search(after) or PER_DAY.search(before))


def _candidates(
    doc: DocText, lo: int, hi: int, *, per_day: bool, categories: bool, not_covered: bool = False
) -> list[_Candidate]:
    out: list[_Candidate] = []
    text = doc.text[lo:hi]
    for m in PERCENT_OF_SI.finditer(text):
        kind = "percent_si_per_day" if per_day else "percent_si"
        out.append(_Candidate(kind, percent_value(m.group("pct")), lo + m.start(), lo + m.end()))
    since = lo
    for a in find_amounts(text):
        s, e = lo + a.start, lo + a.end
        if per_day:
            if a.value <= 50_000 and _per_day_near(doc, s, e, since):
                out.append(_Candidate("amount_per_day", a.value, s, e))
        else:
            kind = "amount" if _qualified(doc, s, e) else "amount_bare"
            out.append(_Candidate(kind, a.value, s, e))
        since = e
    for m in NO_LIMIT_WORDS.finditer(text):
        out.append(_Candidate("no_limit", None, lo + m.start(), lo + m.end()))
    if categories:
        for m in _ROOM_CATEGORY.finditer(text):
            out.append(_Candidate("room_category", m.group(0), lo + m.start(), lo + m.end()))
    if not_covered:
        for m in re.finditer(r"\bnot\s+covered\b", text, re.IGNORECASE):
            out.append(_Candidate("not_covered", None, lo + m.start(), lo + m.end()))
    return out


def _best(cands: list[_Candidate], order: tuple[str, ...], *, earliest: bool = False) -> _Candidate | None:
    """The first candidate by kind preference, or (``earliest``) the first in the text among ``order``."""
    if earliest:
        eligible = sorted((c for c in cands if c.kind in order), key=lambda c: c.start)
        return eligible[0] if eligible else None
    for kind in order:
        found = sorted((c for c in cands if c.kind == kind), key=lambda c: c.start)
        if found:
            return found[0]
    return None


_CAP_AFTER: Final = re.compile(
    r"^[^.;]{0,40}?(?:subject\s+to\s+(?:a\s+)?max(?:imum|\.)?(?:\s+of)?|max(?:imum|\.)?(?:\s+(?:of|up\s*to))?|or)\s*$",
    re.IGNORECASE,
)


def _cap_after(doc: DocText, c: _Candidate) -> int | None:
    """The rupee ceiling stated right after a share of the sum insured ("2% of the sum insured subject to
    maximum of Rs.5000/- per day", "15% of SI or INR 60,000 whichever is lower")."""
    tail = doc.text[c.end : c.end + 90]
    for a in find_amounts(tail):
        lead = tail[: a.start]
        rest = tail[a.end : a.end + 30]
        if _CAP_AFTER.match(lead) and (
            not lead.strip().lower().endswith("or") or "whichever" in rest.lower()
        ):
            return a.value
        break
    return None


def _finding(c: _Candidate, confidence: float, doc: DocText | None = None) -> Finding:
    kind = "amount" if c.kind == "amount_bare" else c.kind
    value: dict[str, Any] = {"kind": kind, "value": c.value}
    if doc is not None and kind in ("percent_si", "percent_si_per_day"):
        cap = _cap_after(doc, c)
        if cap is not None:
            value["cap_inr"] = cap
    return Finding(value, c.start, c.end, confidence)


def _limit_near_mentions(
    doc: DocText,
    mention: re.Pattern[str],
    *,
    skip: re.Pattern[str],
    per_day: bool,
    categories: bool,
    order: tuple[str, ...],
    stop: re.Pattern[str] | None = None,
    default_no_limit: bool = True,
    earliest: bool = False,
) -> Finding | None:
    first_valid: int | None = None
    for m in mention.finditer(doc.text):
        sentence = doc.sentence_text(m.start(), m.end())
        if skip.search(sentence) or clause_is_definition(doc, m.start()):
            continue
        if in_exclusion_context(doc, m.start()):
            continue
        if first_valid is None:
            first_valid = m.start()
        lo, hi = _window(doc, m.start(), stop=stop)
        cands = _candidates(
            doc, lo, hi, per_day=per_day, categories=categories, not_covered="not_covered" in order
        )
        best = _best(cands, order, earliest=earliest)
        if best is not None:
            return _finding(best, 0.8 if best.kind != "no_limit" else 0.7, doc)
    if not default_no_limit:
        return None
    if first_valid is not None:
        return Finding(
            {"kind": "no_limit", "value": None}, first_valid, first_valid + 10, 0.5, "no limit stated"
        )
    return Finding.absent({"kind": "no_limit", "value": None}, 0.4, "no limit anywhere in the wording")


# -- room rent and ICU -----------------------------------------------------------------------------------

_ROOM_MENTION: Final = re.compile(
    r"\broom\s*(?:rent|charges?|category|tariff)\b|\broom\s*(?:\([^)]{0,40}\)\s*)?,\s*boarding|\bboarding\s*(?:and|&|,)\s*nursing"
    r"|\bgeneral\s+ward\b|\broom\s*-",
    re.IGNORECASE,
)
_ROOM_SKIP: Final = re.compile(
    r"proportion|subsumed|\bmeans\b|pro[\s-]?rat|differential\s+billing|higher\s+than\s+the\s+(?:eligible|entitled)"
    r"|modification|room\s+category\s+than|not\s+payable|excess\s+of|deduct|hospital\s+cash|daily\s+cash"
    r"|cash\s+benefit|attendant|companion|shared\s+accommodation\s+(?:cash|benefit)",
    re.IGNORECASE,
)
_ICU_MENTION: Final = re.compile(
    r"\bICU(?=\b|charges)|\bICCU\b|intensive\s+care\s+unit|intensive\s+cardiac", re.IGNORECASE
)


_ROOM_IN_PARENS: Final = re.compile(r"\broom\s*\((?P<cat>[^)]{3,40}\broom)\)", re.IGNORECASE)


def room_rent_limit(doc: DocText) -> Finding | None:
    """Room rent limit; a category printed with the room itself ("Room (Private Single A/C room),
    Boarding and Nursing Expenses") is the limit."""
    for m in _ROOM_IN_PARENS.finditer(doc.text):
        if not clause_is_definition(doc, m.start()) and not in_exclusion_context(doc, m.start()):
            return Finding(
                {"kind": "room_category", "value": m.group("cat")}, m.start("cat"), m.end("cat"), 0.8
            )
    return _limit_near_mentions(
        doc,
        _ROOM_MENTION,
        skip=_ROOM_SKIP,
        per_day=True,
        categories=True,
        order=("percent_si_per_day", "amount_per_day", "no_limit", "room_category"),
        stop=_ICU_MENTION,
    )


def icu_limit(doc: DocText) -> Finding | None:
    return _limit_near_mentions(
        doc,
        _ICU_MENTION,
        skip=_ROOM_SKIP,
        per_day=True,
        categories=False,
        order=("percent_si_per_day", "amount_per_day", "no_limit"),
        stop=re.compile(r"\broom\b", re.IGNORECASE),
    )


# -- ambulance, cataract, modern treatment -----------------------------------------------------------------

_AMBULANCE: Final = re.compile(
    r"(?<!air\s)(?<!air-)(?<!air)\b(?:road\s+)?ambulances?(?:\b|(?=service|charges))", re.IGNORECASE
)
_AMBULANCE_SKIP: Final = re.compile(r"\bmeans\b|ambulance\s+(?:collar|equipment)", re.IGNORECASE)
_AIR_AMBULANCE: Final = re.compile(r"\bair\s*ambulance", re.IGNORECASE)


def ambulance_limit(doc: DocText) -> Finding | None:
    return _limit_near_mentions(
        doc,
        _AMBULANCE,
        skip=_AMBULANCE_SKIP,
        per_day=False,
        categories=False,
        order=("percent_si", "amount", "amount_bare", "no_limit", "not_covered"),
        stop=_AIR_AMBULANCE,
        default_no_limit=True,
        earliest=True,
    )


_CATARACT: Final = re.compile(r"\bcataract", re.IGNORECASE)
_WAITING_LIST: Final = re.compile(r"waiting\s+period|excl\s*0?2|listed\s+conditions", re.IGNORECASE)


def cataract_limit(doc: DocText) -> Finding | None:
    """A cataract sub-limit stated next to "cataract" (per eye, % of SI or rupees); None when the wording
    names cataract only in waiting-period lists."""
    for m in _CATARACT.finditer(doc.text):
        if clause_is_definition(doc, m.start()):
            continue
        lo, hi = m.start(), min(len(doc.text), m.start() + 220)
        span = doc.clause_span(doc.clause_index(m.start()))
        hi = min(hi, span.end) if not _EXTENDS.search(doc.text[max(lo, span.end - 60) : span.end]) else hi
        cands = _candidates(doc, lo, hi, per_day=False, categories=False)
        # a number that belongs to the next list item ("9. Cataract 10. Gastric ulcer") is not a limit
        cands = [
            c
            for c in cands
            if c.kind != "amount_bare" or not re.search(r"\d\.\s+[A-Z]", doc.text[m.end() : c.start])
        ]
        best = _best(cands, ("percent_si", "amount", "amount_bare"))
        if best is None:
            continue
        if _WAITING_LIST.search(doc.text[max(0, m.start() - 200) : m.start()]) and best.kind == "amount_bare":
            continue
        return _finding(best, 0.75, doc)
    return None


_MODERN: Final = re.compile(
    r"modern\s+treatments?|advance(?:d|ment)?\s*(?:in\s+)?(?:technolog\w*|treatment)\s*(?:methods?)?"
    r"|uterine\s+artery\s+embol",
    re.IGNORECASE,
)


def modern_treatment_limit(doc: DocText) -> Finding | None:
    """The modern-treatment sub-limit: a share of the sum insured or a rupee cap stated with the
    modern-treatment clause (its lead-in sentence may precede the listed procedures); "up to the sum
    insured" or no cap -> no_limit."""
    first: int | None = None
    for m in _MODERN.finditer(doc.text):
        if clause_is_definition(doc, m.start()) or in_exclusion_context(doc, m.start()):
            continue
        if first is None:
            first = m.start()
        i = doc.clause_index(m.start())
        lo = doc.clause_span(i).start
        if i > 0 and m.start() - lo < 40:  # a listed procedure: read the lead-in clause before it as well
            prev = doc.clause_span(i - 1)
            if re.search(
                r"(?:following|below|specified)[^.]{0,120}:?\s*$|:\s*$", doc.text[prev.start : prev.end]
            ):
                lo = prev.start
        hi = min(doc.clause_span(i).end, m.start() + 500)
        cands = _candidates(doc, lo, hi, per_day=False, categories=False)
        best = _best(cands, ("percent_si", "amount", "no_limit"))
        if best is not None:
            return _finding(best, 0.7, doc)
    if first is not None:
        return Finding({"kind": "no_limit", "value": None}, first, first + 10, 0.5, "no sub-limit stated")
    return None


# -- co-payment ------------------------------------------------------------------------------------------

_COPAY: Final = re.compile(r"co[\s-]?pay(?:ment)?s?\b", re.IGNORECASE)
_PERCENT: Final = re.compile(r"(?P<pct>\d{1,3}(?:\.\d{1,2})?)\s*%")
_CONDITIONAL: Final = re.compile(
    r"\bif\b|\bage[ds]?\b|\bentry\b|\bzone\b|\bopt(?:s|ed|ing|ion|ional)?\b|\bvoluntary\b|\bin\s+case\b|\bwhere\b"
    r"|\bother\s+than\b|\bwhose\b|\byears\b|\btier\b|\bcity\b|\bdiscount\b|\bwaiver\b|\bnon[\s-]?network\b"
    r"|\bonly\s+(?:for|if|when)\b|\bunless\b|\bprovided\b|\bdental\b|\boutside\b|\bconsultation\b|\bwhen\b",
    re.IGNORECASE,
)
_UNCONDITIONAL: Final = re.compile(
    r"each\s+and\s+every\s+claim|every\s+claim|all\s+claims|base\s+co[\s-]?pay|policy\s+(?:will\s+be|is)\s+subject\s+to",
    re.IGNORECASE,
)


def copay(doc: DocText) -> Finding:
    """The co-pay every claim bears (percent); 0 when the wording has none or only conditional ones
    (age, zone, optional/voluntary, non-network hospitals)."""
    conditional_seen: int | None = None
    for m in _COPAY.finditer(doc.text):
        if clause_is_definition(doc, m.start()):
            continue
        sentence = doc.sentence(m.start(), m.end())
        text = doc.text[sentence.start : sentence.end]
        percents = list(_PERCENT.finditer(text))
        if not percents:
            continue
        if _UNCONDITIONAL.search(text) and not _CONDITIONAL.search(text):
            near = min(percents, key=lambda p: abs(sentence.start + p.start() - m.start()))
            start = sentence.start + near.start()
            return Finding(
                {"percent": percent_value(near.group("pct")), "condition": "each and every claim"},
                start,
                sentence.start + near.end(),
                0.8,
            )
        if conditional_seen is None:
            conditional_seen = m.start()
    if conditional_seen is not None:
        return Finding(
            {"percent": 0, "condition": None},
            conditional_seen,
            conditional_seen + 10,
            0.6,
            "only conditional or optional co-payments",
        )
    return Finding.absent({"percent": 0, "condition": None}, 0.6, "no co-payment in the wording")
