"""Financial limits (pass 3): room rent, ICU, co-pay, ambulance, cataract and modern-treatment limits.

Each limit is read next to a mention of its subject, skipping definitions, the non-payable annexures and
the proportionate-deduction clauses that only talk about limits in general. Where the subject sits in a
table (a row per benefit with a column per plan or sum insured band, a column per benefit with a row per
band, or a band table under a lead-in) only the subject's own row or column is read
(:mod:`~clausetrail.extraction.rules.tables`); in prose, the words after the mention up to the next list
item or the next subject. What a stretch of wording states is read by
:mod:`~clausetrail.extraction.rules.limit_reading`: shares of SI with their rupee caps, amounts with their
units, "no limit" / "at actuals" / "up to SI", room categories, and deferrals to the schedule.

A subject mentioned with no limit anywhere has ``no_limit`` (weak: "no limit stated"); a subject whose
only statements leave the value to the schedule ("up to the limit specified in the Policy Schedule",
"as opted") is *deferred*: no value, flagged, never a number picked from nearby text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Final

from clausetrail.domain.money import find_amounts
from clausetrail.extraction.doctext import DocText, Span
from clausetrail.extraction.rules.bands import table_bands
from clausetrail.extraction.rules.common import (
    NO_LIMIT_WORDS,
    Finding,
    clause_is_definition,
    in_exclusion_context,
    in_non_payable_list,
    local_sentence,
)
from clausetrail.extraction.rules.limit_reading import (
    Candidate,
    best,
    candidates,
    cap_after,
    deferral,
    finding_of,
)
from clausetrail.extraction.rules.tables import limit_spans, table_row_at

_LIST_ITEM_START: Final = re.compile(
    r"\n(?:[ivxIVX]{1,5}[.)]|\(?[a-hj-uw-zA-HJ-UW-Z]\)|[a-hj-uw-z]\.|\d{1,2}(?:\.\d{1,3})+\.?)\s+(?=[A-Z(])"
)
EXTENDS_LIST: Final = re.compile(r"(?::|below|as\s+under|following|table)\W*$", re.IGNORECASE)
MAX_WINDOW: Final = 420


def _window(
    doc: DocText, pos: int, size: int = MAX_WINDOW, stop: re.Pattern[str] | None = None
) -> tuple[int, int]:
    """From ``pos`` to the next list item, the next mention of another subject (``stop``), the end of its
    clause, or ``size`` chars; a clause ending in a colon or "as per the table below" continues into the
    next clause."""
    i = doc.clause_index(pos)
    span = doc.clause_span(i)
    hi = min(span.end, pos + size)
    if hi == span.end and i + 1 < len(doc.clauses) and EXTENDS_LIST.search(doc.text[max(pos, hi - 60) : hi]):
        nxt = doc.clause_span(i + 1)
        hi = min(nxt.end, nxt.start + size)
    cut = _LIST_ITEM_START.search(doc.text, pos + 1, hi)
    line_start = doc.text.rfind("\n", 0, pos)
    own_item = line_start >= 0 and bool(_LIST_ITEM_START.match(doc.text, line_start))
    # the next list item ends the window; right after a heading the items below it may hold the value,
    # but when the subject is itself a list item ("ii. Room Rent") the next item is another subject
    if cut and (own_item or cut.start() > pos + 40):
        hi = cut.start()
    if stop is not None:
        other = stop.search(doc.text, pos + 3, hi)
        if other:
            hi = other.start()
    return pos, hi


def read_at(
    doc: DocText,
    start: int,
    end: int,
    *,
    per_day: bool,
    categories: bool,
    order: tuple[str, ...],
    earliest: bool,
    stop: re.Pattern[str] | None = None,
    window: tuple[int, int] | None = None,
    mention: re.Pattern[str] | None = None,
) -> tuple[Candidate | None, Candidate | None]:
    """(the value stated for the subject mentioned at ``[start, end)``, a deferral to the schedule there).

    In a table the subject's row cells (then its column, or a band table's limit column) are read one by
    one, the first that states a value winning; a cell that names several subjects ("Room - x% ... ICU -
    y%") is read from the subject's own name to the next subject's (``mention`` / ``stop``). In prose: the
    window after the mention."""
    not_covered = "not_covered" in order
    table = limit_spans(doc, start)
    if table is not None:
        # room and ICU charges are per-day tariffs: a rupee figure in their table row or column is per day
        row_per_day = per_day
        deferred: Candidate | None = None
        for span in table.spans:
            lo, hi = span.start, span.end
            own = mention.search(doc.text, lo, hi) if mention is not None else None
            if own is not None and stop is not None and stop.search(doc.text, lo, own.start()):
                lo = own.start()  # another subject's value comes first in this cell
            other = stop.search(doc.text, lo + 3, hi) if stop is not None else None
            if other is not None:
                hi = other.start()
            cands = candidates(
                doc,
                lo,
                hi,
                per_day=per_day,
                categories=categories,
                not_covered=not_covered,
                # a bare number is a rupee figure only in a value cell, not inside a sentence: where the
                # header names the currency, or the cell qualifies it ("Up to 1,000", "2,000/-")
                bare_inr=hi - lo <= 60
                and (table.bare_numbers_are_inr or bool(_RUPEE_CELL.search(doc.text, lo, hi))),
                row_per_day=row_per_day,
            )
            found = best(cands, order, earliest=True, doc=doc)
            if found is not None:
                if _other_cells_differ(doc, table.spans, span, found, per_day, categories, not_covered):
                    bands = table_bands(
                        doc,
                        table.spans,
                        lambda cell: _cell_value(
                            doc, cell, order, per_day, categories, not_covered, row_per_day
                        ),
                    )
                    found = replace(found, varies=True, bands=tuple(bands))
                return found, None
            deferred = deferred or deferral(doc, lo, hi)
        if table.spans or deferred is not None:
            return None, deferred
    lo, window_hi = window or _window(doc, start, stop=stop)
    hi = _label_line_end(
        doc, start, lo, window_hi, per_day=per_day, categories=categories, not_covered=not_covered
    )
    cands = candidates(doc, lo, hi, per_day=per_day, categories=categories, not_covered=not_covered)
    first = best(cands, order, earliest=True, doc=doc)
    if mention is not None and first is not None and table_row_at(doc, first.start) is not None:
        # the figure after a heading is a cell of the table below it ("Sum Insured | Ambulance limit",
        # "Rs 4 Lakh | Rs 1,000"): the subject's own mention in that table says which cells are its limit
        # (the table may run past the mention's window: its rows are read to the end of the table's clause)
        table_end = max(hi, doc.clause_span(doc.clause_index(first.start)).end)
        for later in mention.finditer(doc.text, end, table_end):
            if limit_spans(doc, later.start()) is not None:
                in_table = read_at(
                    doc,
                    later.start(),
                    later.end(),
                    per_day=per_day,
                    categories=categories,
                    order=order,
                    earliest=earliest,
                    stop=stop,
                    mention=mention,
                )
                if in_table[0] is not None:
                    return in_table
    # a deferral may sit in a later item of the subject's clause ("e. We will cover expenses up to the
    # amount specified in the schedule"), so it is looked for to the end of the clause
    clause_end = doc.clause_span(doc.clause_index(start)).end
    chosen = best(cands, order, earliest=earliest, doc=doc)
    if window is None:
        chosen = (
            _figure_before(doc, chosen, per_day=per_day, categories=categories, mention=mention) or chosen
        )
    if chosen is not None and (
        _varies_in_prose(doc, cands, chosen, order, lo, hi)
        or (hi < window_hi and _values_on_row(doc, cands, chosen, order) > 1)
    ):
        chosen = replace(chosen, varies=True)
    return chosen, deferral(doc, lo, max(hi, clause_end))


def _values_on_row(doc: DocText, cands: list[Candidate], chosen: Candidate, order: tuple[str, ...]) -> int:
    """How many distinct values a label line states (one per plan or band column: "25% of SI  Up to SI"); the
    rupee ceiling of the chosen share ("20% of SI max Rs 60,000") is part of it, not another value."""
    cap = cap_after(doc, chosen) if chosen.kind.startswith("percent_si") else None
    return len(
        {
            (c.kind.replace("amount_bare", "amount"), str(c.value))
            for c in cands
            if c.kind in order and not (cap is not None and c.kind.startswith("amount") and c.value == cap)
        }
    )


#: what may stand before a row label at the start of its line: a bullet or an item number
_LINE_LEAD: Final = re.compile(r"^[\s•\-–*·]*(?:\(?[0-9A-Za-z]{1,3}[.)]\s*)?$")


#: a line ending in a word no row's value ends with: the sentence goes on below
_RUNS_ON: Final = re.compile(r"\b(?:of|the|to|or|and|per|up|upto|a|an|sum|for|by|with|in)\s*$", re.IGNORECASE)


def _label_line_end(
    doc: DocText, start: int, lo: int, hi: int, *, per_day: bool, categories: bool, not_covered: bool
) -> int:
    """The end of the mention's line when the mention opens it as a row label and the line itself states
    values ("Cataract  Rs. 40,000 per eye  Rs. 60,000 per eye" in a table the text layer prints without
    cells): the next line is another row's ("Modern treatment  50% of SI"). ``hi`` otherwise, and for a line
    that leaves a bracket open (a sentence going on)."""
    line_start = doc.text.rfind("\n", 0, start) + 1
    line_end = doc.text.find("\n", start)
    if line_end < 0 or line_end >= hi or not _LINE_LEAD.match(doc.text[line_start:start]):
        return hi
    line = doc.text[start:line_end]
    if line.count("(") > line.count(")"):
        return hi  # a sentence that runs on ("Room Rent up to Twin sharing room (for Sum Insured below ...")
    following = doc.text[line_end + 1 : line_end + 40].lstrip(" \t")
    if following[:1].islower() or _RUNS_ON.search(line):
        # a sentence wrapped onto the next line ("limited to Rs 4,000 per\nday or 1% of the SI", "2% of the
        # Sum\nInsured per day")
        return hi
    on_line = candidates(
        doc, max(lo, start), line_end, per_day=per_day, categories=categories, not_covered=not_covered
    )
    return line_end if on_line else hi


#: words that tie a value to a plan or a sum insured band ("for Gold plan", "for sum insured above 5 lakh")
_BAND_WORDS: Final = re.compile(
    r"\b(?:plans?|variants?|tiers?)\b"
    r"|\b(?:sum\s*insured|S\.?I\.?)\s+(?:of\s+|opted\s+)?(?:up\s*to|upto|above|below|over|less\s+than|more\s+than"
    r"|exceeding|between|from|of\s+rs|of\s+inr|of\s+₹)"
    r"|\b(?:for|under)\s+(?:a\s+|the\s+)?(?:sum\s*insured|S\.?I\.?)\s+(?:of|band|slab)\b",
    re.IGNORECASE,
)


def _varies_in_prose(
    doc: DocText, cands: list[Candidate], chosen: Candidate, order: tuple[str, ...], lo: int, hi: int
) -> bool:
    """Whether the sentence that states ``chosen`` states another value too, for another plan or sum insured band
    ("Rs 2,000 for sum insured up to 5 lakh and Rs 5,000 above"): which one applies is for the schedule, so
    the reading is doubtful (fail closed) rather than the first value found."""
    if chosen.kind == "deferred":
        return False
    sentence = doc.sentence(chosen.start, chosen.end)
    lo, hi = max(lo, sentence.start), min(hi, sentence.end)
    cap = cap_after(doc, chosen) if chosen.kind.startswith("percent_si") else None
    others = {
        (c.kind.replace("amount_bare", "amount"), c.value)
        for c in cands
        if c.kind in order
        and c.kind.startswith(("amount", "percent_si", "room_category"))
        and lo <= c.start < hi
    }
    others.discard((chosen.kind.replace("amount_bare", "amount"), chosen.value))
    if cap is not None:
        others = {o for o in others if not (o[0].startswith("amount") and o[1] == cap)}
    return bool(others) and bool(_BAND_WORDS.search(doc.text[lo:hi]))


def _figure_before(
    doc: DocText,
    chosen: Candidate | None,
    *,
    per_day: bool,
    categories: bool,
    mention: re.Pattern[str] | None,
) -> Candidate | None:
    """A "no limit" / "at actuals" reading whose sentence follows one that states a figure for the same
    subject (e.g. a figure for one way of paying the claim, "actuals" for another): the two statements
    conflict for a claim that does not say which case it is, so the reading is doubtful (``varies``) and a
    rule that needs it fails closed instead of paying without a limit. None when the wording does not have
    that shape."""
    if chosen is None or chosen.kind != "no_limit":
        return None
    own = doc.sentence(chosen.start)
    index = doc.clause_index(own.start)
    if own.start > doc.clause_span(index).start + 1:
        previous = doc.sentence(own.start - 2)
    elif index > 0 and doc.clauses[index - 1].ordinal == doc.clauses[index].ordinal - 1:
        # the sentence before sits at the end of the previous clause (a list item read as its own clause)
        previous = doc.sentence(max(0, doc.clause_span(index - 1).end - 1))
    else:
        return None
    if previous.start >= own.start:
        return None
    subject = mention is None or mention.search(doc.text, previous.start, own.end) is not None
    before = candidates(
        doc, previous.start, previous.end, per_day=per_day, categories=categories, not_covered=False
    )
    figures = [
        c for c in before if c.kind in ("percent_si", "percent_si_per_day", "amount", "amount_per_day")
    ]
    return replace(chosen, varies=True) if figures and subject else None


def _cell_value(
    doc: DocText,
    cell: Span,
    order: tuple[str, ...],
    per_day: bool,
    categories: bool,
    not_covered: bool,
    row_per_day: bool,
) -> dict[str, Any] | None:
    """The limit one value cell of a table states (with the rupee cap of a share of SI), or None."""
    cands = candidates(
        doc,
        cell.start,
        cell.end,
        per_day=per_day,
        categories=categories,
        not_covered=not_covered,
        bare_inr=cell.end - cell.start <= 60,
        row_per_day=row_per_day,
    )
    found = best(cands, order, earliest=True, doc=doc)
    if found is None or found.kind == "deferred":
        return None
    if len({c.value for c in cands if c.kind == found.kind}) > 1:
        # two figures of one kind in one cell ("to 2,000 per day Up to 5,000 per day": a merged cell's
        # text run into its neighbour's by the text layer): which band holds which is unknown
        return {"ambiguous": True}
    value: dict[str, Any] = finding_of(found, 0.8, doc).value
    return value


_UP_TO_FIGURE: Final = re.compile(
    r"\b(?:up\s*to|upto|maximum(?:\s+of)?|max\.?)\s*(?:rs\.?|inr|₹)?\s*(?P<n>\d[\d,]*(?:\.\d+)?\s*%?)",
    re.IGNORECASE,
)
#: how far around a limit a flattened band table is looked for
_FLAT_TABLE_REACH: Final = 260


#: a value cell whose bare figure is a rupee amount without a currency mark
_RUPEE_CELL: Final = re.compile(r"\b(?:up\s*to|upto|max(?:imum|\.)?)\s*\d|\d\s*/-", re.IGNORECASE)


def doubt_flat_band_table(doc: DocText, found: Candidate) -> Candidate:
    """``found``, marked as varying when it sits in a band table (or a plan table's row) the text layer ran
    together."""
    if found.varies or not (
        flattened_band_table(doc, found.start, found.end) or flattened_plan_row(doc, found.start, found.end)
    ):
        return found
    return replace(found, varies=True)


#: one cell of a plan table's row: "Up to Rs 2000 paid", "up to ₹3,000 per hospitalisation"
_PLAN_CELL: Final = re.compile(
    r"\bup\s*to\s*(?:rs\.?|inr|₹)\s*(?P<n>\d[\d,]*)\s*(?:/-)?\s*(?P<w>[a-z]+)(?:\s+(?P<w2>[a-z]+))?",
    re.IGNORECASE,
)
_LINKING_WORDS: Final = frozenset({"per", "for", "each", "in", "a", "every", "any", "of"})
_PLAN_ROW_REACH: Final = 160


_NEXT_LIST_ITEM: Final = re.compile(r"\n\s*\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s")


def flattened_plan_row(doc: DocText, start: int, end: int) -> bool:
    """Whether the amount read at ``[start, end)`` is one of a plan table's cells the text layer ran together
    into one stretch of text: in the same sentence after it, the same cell wording ("Up to Rs 2000 paid ...
    Up to Rs 3000 paid ...") states another amount. Which plan applies is then for the schedule. Different
    wordings after the amounts ("per hospitalisation" and "per policy year") are two limits of one subject."""
    clause = doc.clause_span(doc.clause_index(start))
    lo = max(clause.start, start - 12)  # the read cell's own "up to"
    hi = min(doc.sentence(start, end).end, end + _PLAN_ROW_REACH)
    line_start = doc.text.rfind("\n", 0, start) + 1
    line_end = doc.text.find("\n", end)
    line_end = len(doc.text) if line_end < 0 else line_end
    if " | " in doc.text[line_start:line_end]:
        hi = min(hi, line_end)  # a row of cells: the next row is another subject (room, then ICU), not a plan
    semicolon = doc.text.find(";", end, hi)
    if semicolon >= 0:
        hi = semicolon  # "room ... up to Rs 4,000 per day; ICU ... up to Rs 8,000 per day": the next member of a list
    item = _NEXT_LIST_ITEM.search(doc.text, end, hi)
    # the next item of a list ("a) room ... up to Rs. 7,500 per day; b) ICU ... up to Rs. 15,000 per day") is
    # another subject's limit, not another plan's cell
    window = doc.text[lo : item.start() if item else hi]
    figures: dict[str, set[str]] = {}
    for m in _PLAN_CELL.finditer(window):
        word = m.group("w").lower()
        key = f"{word} {(m.group('w2') or '').lower()}" if word in _LINKING_WORDS else word
        figures.setdefault(key, set()).add(m.group("n").replace(",", ""))
    return any(len(amounts) >= 2 for amounts in figures.values())


def flattened_band_table(doc: DocText, start: int, end: int) -> bool:
    """Whether the limit read at ``[start, end)`` sits in a band table whose cells the text layer ran
    together ("Sum Insured (Rs.) Limit (Rs.) 1,00,000/- Up to 2,000/- per day 2,00,000/- 3,00,000/- Up to
    5,000/- ..."): at least three sum-insured-sized figures and two different "up to" figures around it.
    Which band applies is then for the schedule, so the reading is doubtful."""
    clause = doc.clause_span(doc.clause_index(start))
    lo = max(clause.start, start - _FLAT_TABLE_REACH)
    hi = min(clause.end, end + _FLAT_TABLE_REACH)
    window = doc.text[lo:hi]
    amounts = find_amounts(window)
    sums = {a.value for a in amounts if a.value >= 100_000 and a.value % 25_000 == 0}
    ups = {" ".join(m.group("n").replace(",", "").split()) for m in _UP_TO_FIGURE.finditer(window)}
    # the limits themselves: "up to" figures, or rupee figures below any sum insured ("to 2,000/- per day")
    limits_stated = ups | {str(a.value) for a in amounts if a.value < 100_000}
    return len(sums) >= 3 and len(limits_stated) >= 2


def _other_cells_differ(
    doc: DocText,
    spans: Sequence[Span],
    chosen: Span,
    found: Candidate,
    per_day: bool,
    categories: bool,
    not_covered: bool,
) -> bool:
    """Whether another cell of the subject's row or column (another plan or sum insured band) states a value
    of another kind or figure than the one read: then the wording's limit depends on the plan or band."""
    mine = (found.kind, found.value)
    for span in spans:
        if span == chosen:
            continue
        cands = candidates(
            doc,
            span.start,
            span.end,
            per_day=per_day,
            categories=categories,
            not_covered=not_covered,
            # a short value cell's bare figure is rupees, as :func:`_cell_value` reads it
            bare_inr=span.end - span.start <= 60,
        )
        other = best(cands, _CELL_KINDS, earliest=True)
        if other is None or (other.kind, other.value) == mine:
            continue
        if found.kind.startswith("percent_si") and other.kind.startswith("amount"):
            continue  # a rupee ceiling printed beside the share of SI ("1% of SI" | "max Rs 5,000")
        return True
    return False


_CELL_KINDS: Final = (
    "percent_si",
    "percent_si_per_day",
    "amount",
    "amount_per_day",
    "amount_bare",
    "no_limit",
    "room_category",
    "not_covered",
)


#: a numbered heading line ("4.2.10. Room Type Modification", "B.3 Optional Covers")
_NUMBERED_HEADING: Final = re.compile(
    r"(?m)^\s*(?:[A-Z]\.)?\d{1,2}(?:\.\d{1,3})*\.?\s+(?P<title>[A-Z][^\n]{2,90})$"
)
_OPTIONAL_TITLE: Final = re.compile(
    r"\bmodification\b|\boptional\b|\badd[\s-]?ons?\b|\briders?\b|\belective\b|\bvoluntary\b"
    r"|\b(?:upgrade|enhancement)s?\b",
    re.IGNORECASE,
)
_HEADING_LOOKBACK: Final = 1500


def in_optional_cover(doc: DocText, pos: int) -> bool:
    """Whether ``pos`` sits under an optional cover / add-on / modification heading: what such a section
    states (another room category, a lower limit bought for a discount) is not the base benefit."""
    lo = max(doc.run_start(doc.clause_index(pos)), pos - _HEADING_LOOKBACK)
    titles = [m.group("title") for m in _NUMBERED_HEADING.finditer(doc.text, lo, pos)]
    return bool(titles) and bool(_OPTIONAL_TITLE.search(titles[-1]))


_LEAD_IN_END: Final = re.compile(r":\s*\n")
_LIST_LINE: Final = re.compile(
    r"^\s*(?:[ivxIVX]{1,5}[.)]|\(?[a-zA-Z]\)|[a-z]\.|\d{1,2}[.)]|[\u2022\-*])\s+\S[^\n]{0,80}$"
)


def lead_in_no_limit(doc: DocText, pos: int) -> Candidate | None:
    """A subject listed as an item under a lead-in that covers the whole list "up to the sum insured" / "at
    actuals" ("We will cover the following ... up to the Sum Insured ...:" then "i. Room Rent charges"):
    the lead-in's explicit no-limit statement. Only list lines may stand between the lead-in and the item."""
    line_start = doc.text.rfind("\n", 0, pos) + 1
    line_end = doc.text.find("\n", pos)
    if not _LIST_LINE.match(doc.text[line_start : line_end if line_end >= 0 else len(doc.text)]):
        return None
    lo = max(doc.run_start(doc.clause_index(pos)), pos - 900)
    ends = list(_LEAD_IN_END.finditer(doc.text, lo, line_start))
    if not ends:
        return None
    colon = ends[-1]
    between = doc.text[colon.end() : line_start].split("\n")
    if any(line.strip() and not _LIST_LINE.match(line) for line in between):
        return None
    sentence = doc.sentence(colon.start())
    lead_lo = max(lo, sentence.start, colon.start() - 400)
    for m in NO_LIMIT_WORDS.finditer(doc.text, lead_lo, colon.start()):
        if not _NOT_A_LIMIT_LEAD.search(doc.text, m.start(), m.end()):
            return Candidate("no_limit", None, m.start(), m.end())
    return None


_NOT_A_LIMIT_LEAD: Final = re.compile(r"\bany\s+room\b", re.IGNORECASE)
#: an explicit statement of no limit earns the confidence of a read value; only a default does not
EXPLICIT_NO_LIMIT_CONFIDENCE: Final = 0.7


def limit_near_mentions(
    doc: DocText,
    mention: re.Pattern[str],
    *,
    skip: re.Pattern[str],
    per_day: bool,
    categories: bool,
    order: tuple[str, ...],
    stop: re.Pattern[str] | None = None,
    skip_at: Callable[[int], bool] | None = None,
    default_no_limit: bool = True,
    absent_no_limit: bool = True,
    earliest: bool = False,
) -> Finding | None:
    """The limit stated at the first mention of the subject that states one; else a deferral to the
    schedule; else ``no_limit`` (weak) when the subject is covered with no figure, or when it is never
    mentioned (``absent_no_limit``; a benefit that may simply not exist answers None instead)."""
    first_valid: int | None = None
    deferred: Candidate | None = None
    lead_in: Candidate | None = None  # "covered up to the sum insured:" over a list that names the subject
    for m in mention.finditer(doc.text):
        sentence = local_sentence(doc, m.start(), m.end())
        if skip.search(sentence) or clause_is_definition(doc, m.start()):
            continue
        if in_exclusion_context(doc, m.start()) or in_non_payable_list(doc, m.start()):
            continue
        if in_optional_cover(doc, m.start()) or (skip_at is not None and skip_at(m.start())):
            continue
        if first_valid is None:
            first_valid = m.start()
        found, defers = read_at(
            doc,
            m.start(),
            m.end(),
            per_day=per_day,
            categories=categories,
            order=order,
            earliest=earliest,
            stop=stop,
            mention=mention,
        )
        if found is None and defers is None and lead_in is None:
            # a general "up to the sum insured" over the benefit list: a later clause that caps the subject
            # itself (a sub-limit, a limit by sum insured band) is the more specific statement, so keep looking
            lead_in = lead_in_no_limit(doc, m.start())
            continue
        if found is not None:
            if lead_in is not None and found.kind == "no_limit":
                found = lead_in
            found = doubt_flat_band_table(doc, found)
            return finding_of(found, 0.8 if found.kind != "no_limit" else EXPLICIT_NO_LIMIT_CONFIDENCE, doc)
        deferred = deferred or defers
    if lead_in is not None and deferred is None:
        return finding_of(lead_in, EXPLICIT_NO_LIMIT_CONFIDENCE, doc)
    if deferred is not None:
        return finding_of(deferred, 0.5)
    if not default_no_limit:
        return None
    if first_valid is not None:
        return Finding(
            {"kind": "no_limit", "value": None}, first_valid, first_valid + 10, 0.5, "no limit stated"
        )
    if not absent_no_limit:
        return None
    return Finding.absent({"kind": "no_limit", "value": None}, 0.4, "no limit anywhere in the wording")


# the co-pay reader lives in its own module; ``limits.copay`` stays its pass-3 name
from clausetrail.extraction.rules.copay import copay as copay  # noqa: E402
