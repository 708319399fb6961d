"""The maternity waiting period (SPEC §6 `maternity_waiting_period_months`), read where the benefit states it:
in the maternity benefit itself; else, when the benefit points elsewhere ("after the maternity waiting
period in the Waiting Period Table"), in a waiting-period table's maternity row or a sentence that ties a
period to maternity ("Maternity Expenses are payable only after ... continuously covered for 36 months")."""

from __future__ import annotations

import re
from typing import Final

from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.common import (
    Finding,
    clause_is_definition,
    first_duration,
    in_exclusion_context,
)
from clausetrail.extraction.rules.tables import table_row_at

_MATERNITY_WAIT: Final = re.compile(
    r"(?:waiting\s+period\s+of|wait(?:ing)?\s+period\s+is|continuously\s+in\s+force\s+for\s+a\s+period\s+of"
    r"|continuously\s+covered\s+(?:under\s+[^.;]{1,50}?\s+)?for(?:\s+at\s+least|\s+a\s+(?:minimum\s+)?period\s+of)?"
    r"(?:\s+minimum|\s+at\s+least)?"
    r"|covered\s+under\s+[^.;]{1,50}?\s+continuously\s+for(?:\s+at\s+least|\s+a\s+(?:minimum\s+)?period\s+of)?|(?:after|on\s+completion\s+of)\s+(?:a\s+)?(?:continuous\s+(?:coverage\s+)?(?:period\s+)?of\s+)?)"
    r"\s*(?P<d>[^.;]{1,40}?(?:months?|years?|days?))",
    re.IGNORECASE,
)


_NEXT_HEADING: Final = re.compile(
    r"\n(?:\d+\.\d+(?:\.\d+)*\.?|[A-Z]{1,2}\d+\.|[A-Z]\.\d+(?:\.\d+)*\.?)\s+[A-Z]"
)
_MATERNITY_BENEFIT: Final = re.compile(
    r"\b(?:maternity|delivery)\s+(?:expenses?|cover|benefits?)\b", re.IGNORECASE
)
_SCHEDULE_WAIT: Final = re.compile(
    r"wait(?:ing)?\s+period[^.]{0,80}?(?:specified|mentioned|stated)[^.]{0,60}?schedule", re.IGNORECASE
)


def _wait_in_benefit(doc: DocText, start: int) -> Finding | bool | None:
    """The maternity waiting period stated from ``start`` to the next numbered clause: a Finding, False when
    the benefit leaves it to the schedule, None when it states none."""
    limit = min(len(doc.text), start + 2500)
    # the benefit's own number ("3.2.1"): its sub-items ("3.2.1.2 This cover is available only after ...") are
    # part of it; the next heading of another number ends it
    line_start = doc.text.rfind("\n", 0, start) + 1
    own = _OWN_NUMBER.match(doc.text, line_start)
    prefix = own.group(1) + "." if own else None
    stop = None
    for heading in _NEXT_HEADING.finditer(doc.text, start + 20, limit):
        number = doc.text[heading.start() + 1 : heading.end()].split()[0]
        if prefix is None or not number.startswith(prefix):
            stop = heading
            break
    end = stop.start() if stop else limit
    if _SCHEDULE_WAIT.search(doc.text, start, end):
        return False
    for w in _MATERNITY_WAIT.finditer(doc.text, start, end):
        found = first_duration(w.group("d"), "months")
        if found is not None and 9 <= found[0] <= 72:
            return Finding(found[0], w.start("d") + found[1], w.start("d") + found[2], 0.7)
    return None


def maternity_waiting(doc: DocText, covered: Finding) -> Finding | None:
    """The waiting period stated in the maternity benefit (from its heading to the next numbered clause);
    None when maternity is not covered or the benefit leaves the period to the schedule. Where the evidence
    of cover is Excl18's carve-out ("except to the extent covered under <section>"), the period is read in
    the maternity or delivery benefit clause the carve-out points to."""
    if covered.value is not True:
        return Finding.absent(None, 0.8, "maternity is not covered, so it has no waiting period")
    if covered.start is None:
        return None
    found = _wait_in_benefit(doc, covered.start)
    if found is None:
        # the evidence of cover may sit after the benefit's period ("(ii) a waiting period of 9 months ...;
        # (iv) cover is restricted to ..."): the benefit is read from the start of its clause
        clause_start = doc.clause_span(doc.clause_index(covered.start)).start
        if clause_start < covered.start and not in_exclusion_context(doc, covered.start):
            found = _wait_in_benefit(doc, clause_start)
    if found is None and in_exclusion_context(doc, covered.start):
        for m in _MATERNITY_BENEFIT.finditer(doc.text):
            if in_exclusion_context(doc, m.start()) or clause_is_definition(doc, m.start()):
                continue
            found = _wait_in_benefit(doc, m.start())
            if found is not None:
                break
    if found is None:
        found = _wait_elsewhere(doc)
    return found if isinstance(found, Finding) else None


_MATERNITY: Final = re.compile(r"\bmaternity\b", re.IGNORECASE)
_OWN_NUMBER: Final = re.compile(r"\s*(\d+(?:\.\d+)+)\.?\s")
_WAIT_WORD: Final = re.compile(
    r"\bwait(?:ing)?\b|continuously\s+covered|continuous\s+coverage", re.IGNORECASE
)


def _wait_elsewhere(doc: DocText) -> Finding | None:
    """A maternity waiting period stated outside the benefit: the maternity row of a table of waiting periods
    (one period per plan: the shortest, held doubtful), or a sentence naming maternity and a wait."""
    for m in _MATERNITY.finditer(doc.text):
        if clause_is_definition(doc, m.start()) or in_exclusion_context(doc, m.start()):
            continue
        row = table_row_at(doc, m.start())
        if row is not None:
            cells = doc.text[row.start : row.end].split("|")
            if _MATERNITY.search(cells[0]) is None:
                continue  # maternity named in a value cell: the row is another benefit's
            periods = [
                (found[0], row.start + len(cells[0]) + 1)
                for cell in cells[1:]
                if (found := first_duration(cell, "months")) is not None and 9 <= found[0] <= 72
            ]
            if periods:
                months = sorted({p for p, _ in periods})
                note = (
                    None
                    if len(months) == 1
                    else "the period differs by plan: " + " / ".join(map(str, months))
                )
                return Finding(months[0], row.start, row.end, 0.7 if note is None else 0.5, note)
            continue
        sentence = doc.sentence(m.start(), m.end())
        if not _WAIT_WORD.search(doc.text, sentence.start, sentence.end):
            continue
        for w in _MATERNITY_WAIT.finditer(doc.text, sentence.start, sentence.end):
            found = first_duration(w.group("d"), "months")
            if found is not None and 9 <= found[0] <= 72:
                return Finding(found[0], w.start("d") + found[1], w.start("d") + found[2], 0.6)
    return None
