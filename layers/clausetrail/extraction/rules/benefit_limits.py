"""Financial limits of named benefits (pass 3): ambulance, cataract and modern-treatment limits, each read next to
its mentions by :func:`clausetrail.extraction.rules.limits.limit_near_mentions` (a band table, a lead-in, prose;
deferrals to the schedule kept as such). Cataract also reads whether its limit is per eye.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from clausetrail.domain.durations import find_durations
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.common import (
    NO_LIMIT_WORDS,
    Finding,
    clause_is_definition,
    in_exclusion_context,
    row_label_start,
)
from clausetrail.extraction.rules.limit_reading import Candidate, finding_of
from clausetrail.extraction.rules.limit_silence import (
    SILENT_NO_LIMIT_CONFIDENCE,
    SUBLIMIT_LANGUAGE,
    silent_on,
)
from clausetrail.extraction.rules.limits import (
    EXPLICIT_NO_LIMIT_CONFIDENCE,
    EXTENDS_LIST,
    doubt_flat_band_table,
    limit_near_mentions,
    read_at,
)
from clausetrail.extraction.rules.modern_rows import MODERN_MENTION, modern_treatment_rows

# -- ambulance, cataract, modern treatment -----------------------------------------------------------------------------------

_AMBULANCE: Final = re.compile(
    r"(?<!air\s)(?<!air-)(?<!air)\b(?:road\s+)?ambulances?(?:\b|(?=service|charges))", re.IGNORECASE
)
_AMBULANCE_SKIP: Final = re.compile(r"\bmeans\b|ambulance\s+(?:collar|equipment)", re.IGNORECASE)
_AIR_AMBULANCE: Final = re.compile(r"\bair\s*ambulance", re.IGNORECASE)


def ambulance_limit(doc: DocText) -> Finding | None:
    return limit_near_mentions(
        doc,
        _AMBULANCE,
        skip=_AMBULANCE_SKIP,
        per_day=False,
        categories=False,
        order=("percent_si", "amount", "amount_bare", "no_limit", "not_covered"),
        stop=_AIR_AMBULANCE,
        default_no_limit=True,
        absent_no_limit=False,  # no ambulance benefit clause: not stated (it may not be covered at all)
        earliest=True,
    )


_CATARACT: Final = re.compile(r"\bcataract", re.IGNORECASE)
_WAITING_LIST: Final = re.compile(r"waiting\s+period|excl\s*0?2|listed\s+conditions", re.IGNORECASE)


def cataract_limit(doc: DocText) -> Finding | None:
    """A cataract sub-limit stated next to "cataract" (per eye, % of SI or rupees; in a table, its row or
    the limit column of its band table); deferred when the wording leaves it to the schedule; None when the
    wording names cataract only in waiting-period lists."""
    deferred: Candidate | None = None
    explicit: Candidate | None = None  # "Cataract: covered up to the sum insured, no sub-limit"
    for m in _CATARACT.finditer(doc.text):
        if clause_is_definition(doc, m.start()):
            continue
        lo, hi = m.start(), min(len(doc.text), m.start() + 220)
        span = doc.clause_span(doc.clause_index(m.start()))
        hi = min(hi, span.end) if not EXTENDS_LIST.search(doc.text[max(lo, span.end - 60) : span.end]) else hi
        found, defers = read_at(
            doc,
            m.start(),
            m.end(),
            per_day=False,
            categories=False,
            order=("percent_si", "amount", "amount_bare"),
            earliest=False,
            window=(lo, hi),
            mention=_CATARACT,
        )
        if found is None:
            # a waiting-period list holding the mention, in its own clause (the clause before may be another
            # benefit's waiting period)
            own = max(doc.clause_span(doc.clause_index(m.start())).start, m.start() - 200)
            in_list = _WAITING_LIST.search(doc.text[own : m.start()])
            deferred = deferred or (None if in_list else defers)
            explicit = explicit or (None if in_list or defers else _cataract_no_limit_at(doc, m.end(), hi))
            continue
        # a number that belongs to the next list item ("<n>. Cataract <n+1>. <next item>") is not a limit
        if found.kind == "amount_bare" and re.search(r"\d\.\s+[A-Z]", doc.text[m.end() : found.start]):
            continue
        if (
            _WAITING_LIST.search(doc.text[max(0, m.start() - 200) : m.start()])
            and found.kind == "amount_bare"
        ):
            continue
        found = doubt_flat_band_table(doc, found)
        return finding_of(found, 0.75, doc)
    if deferred is not None:
        return finding_of(deferred, 0.5)
    if explicit is not None:
        return finding_of(explicit, EXPLICIT_NO_LIMIT_CONFIDENCE)
    return _no_cataract_limit(doc)


#: how far after a cataract mention its own "no sub-limit" / "up to the sum insured" statement may sit
_CATARACT_NO_LIMIT_REACH: Final = 140


def _cataract_no_limit_at(doc: DocText, end: int, hi: int) -> Candidate | None:
    """A plain no-limit statement right after the cataract mention, with no figure before it."""
    stretch = doc.text[end : min(hi, end + _CATARACT_NO_LIMIT_REACH)]
    m = NO_LIMIT_WORDS.search(stretch)
    if m is None or in_exclusion_context(doc, end):
        return None
    # a figure before it may be a limit; a period ("after a waiting period of 2 years") is not one
    before = stretch[: m.start()]
    for d in reversed(find_durations(before)):
        before = before[: d.start] + before[d.end :]
    # nor is a reference to another clause ("under D.3", "Section 4.2") or a period written "24-month"
    before = _CLAUSE_REFERENCE.sub(" ", before)
    if re.search(r"\d", before):
        return None
    return Candidate("no_limit", None, end + m.start(), end + m.end())


_CLAUSE_REFERENCE: Final = re.compile(
    r"\b(?:section|clause|para(?:graph)?|item|annexure|part)\s+[\w.()-]+|\b[A-Z]{1,3}[.-]?\d+(?:\.\d+)*\b"
    r"|\b\d+(?:\.\d+)+\b|\b\d+[\s-]?(?:days?|months?|years?)\b",
    re.IGNORECASE,
)
_PER_EYE: Final = re.compile(r"\b(?:per|each|every)\s+eye\b|\beye\s*\(", re.IGNORECASE)
# a per-eye figure is a limit when money or a limit stands by it; "loss of sight of one eye" (a personal
# accident scale) is not one
_EYE_MONEY: Final = re.compile(r"cataract|\blimit|\brs\b|\binr\b|₹|sum\s+insured|/-", re.IGNORECASE)
_EYE_INJURY: Final = re.compile(r"\bsight\b|\bloss\s+of\b|\bblind", re.IGNORECASE)


def _per_eye_figure(doc: DocText) -> bool:
    for m in _PER_EYE.finditer(doc.text):
        near = doc.text[max(0, m.start() - 100) : m.end() + 100]
        if _EYE_MONEY.search(near) and not _EYE_INJURY.search(near):
            return True
    return False


def _no_cataract_limit(doc: DocText) -> Finding | None:
    """No cataract sub-limit: cataract is named, but only in waiting-period lists, and the wording prints no
    per-eye figure anywhere (a per-eye column or row of a table the reader could not place keeps the answer
    unknown, so a claim goes to a person rather than being paid without a limit). None otherwise."""
    mentions = [m.start() for m in _CATARACT.finditer(doc.text) if not clause_is_definition(doc, m.start())]
    if not mentions or _per_eye_figure(doc):
        return None
    if all(_WAITING_LIST.search(doc.text[max(0, at - 400) : at + 40]) for at in mentions):
        note = "cataract is named only in waiting-period lists"
    elif silent_on(doc, _CATARACT, SUBLIMIT_LANGUAGE):
        note = "no money, share or limit is stated with cataract anywhere in the wording"
    else:
        return None
    return Finding.absent({"kind": "no_limit", "value": None}, SILENT_NO_LIMIT_CONFIDENCE, note)


_MODERN: Final = MODERN_MENTION


def modern_treatment_limit(doc: DocText) -> Finding | None:
    """The modern-treatment sub-limit: a share of the sum insured or a rupee cap stated with the
    modern-treatment clause (its lead-in sentence may precede the listed procedures; in a table, the
    treatment's row); "up to the sum insured" or no cap -> no_limit; deferred when left to the schedule."""
    first: int | None = None
    deferred: Candidate | None = None
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
        row_start = row_label_start(doc, m.start())
        if row_start is not None and row_start > lo:
            # a row label of a table written as lines ("Modern treatments (50% of SI) 50,000 1,00,000"): the
            # lines above are other benefits' rows
            lo = row_start
        hi = min(doc.clause_span(i).end, m.start() + 800)
        found, defers = read_at(
            doc,
            m.start(),
            m.end(),
            per_day=False,
            categories=False,
            order=("percent_si", "amount", "no_limit"),
            earliest=False,
            window=(lo, hi),
            mention=_MODERN,
        )
        if found is not None:
            found = doubt_flat_band_table(doc, found)
            if not found.varies and modern_treatment_rows(doc):
                # one row of a per-procedure table: the claim's procedure has its own row (SUBLIMIT reads it)
                found = replace(found, varies=True)
            return finding_of(found, 0.7, doc)
        deferred = deferred or defers
    if deferred is not None:
        return finding_of(deferred, 0.5)
    if first is not None:
        return Finding({"kind": "no_limit", "value": None}, first, first + 10, 0.5, "no sub-limit stated")
    return None
