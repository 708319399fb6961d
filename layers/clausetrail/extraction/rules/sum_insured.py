"""The sum insured amounts a wording offers (pass 7's ``sum_insured_options``).

Wordings list them after a "Sum Insured" label: a sentence ("Rs. 3 lakh, 5 lakh and 10 lakh"), a slash list,
a column of a table (one row per sum insured, or one row per plan with that plan's amounts), or a range
"from Rs a to Rs b in multiples of Rs c" (every step of the range is an option). Amounts of an interleaved
limit column, illustrations and conditions ("sum insured above 5 lakh") are not options. Pure code, no I/O.
"""

from __future__ import annotations

import itertools
import re
from decimal import Decimal
from typing import Final

from clausetrail.domain.money import AmountMatch, find_amounts
from clausetrail.extraction.doctext import DocText, word_set
from clausetrail.extraction.rules.common import Finding

# -- sum insured options ---------------------------------------------------------------------------------

_SI_LABEL: Final = re.compile(
    r"\b(?:(?:base|basic|annual)\s+)?sum\s*insured\b(?:\s*\((?:SI|Rs\.?|INR|₹|in\s+\w+)\)|\s+(?:options?|choices?)|\s+per\s+[\w ]{0,40}?\(in\s+lakhs?\))?",
    re.IGNORECASE,
)
_GAP_WORDS: Final = word_set(
    "and or to up upto rs inr lakh lakhs lac lacs per day room single standard a c ac private floater individual "
    "as in plan options option sum insured si limit above below eye policy period year the of each available "
    # the tier names of plans, in a table with one row per plan and its amounts
    "silver gold platinum diamond basic base standard classic premier premium elite essential enhanced "
    "supreme lite plus exclusive value comprehensive variant tier"
)


#: a plan's label before its own list of amounts ("Comfort option:", "Plan B -", "Gold variant:")
_PLAN_LABEL: Final = re.compile(
    r"(?:\b[A-Z][\w+-]*\s+){1,2}(?:option|plan|variant)\s*[:–-]|\b(?:option|plan|variant)\s+[A-Z0-9]{1,3}\s*[:–-]",
    re.IGNORECASE,
)


#: an amount repeated in words after its figure ("Rs. 2,00,000/- (Rupees Two Lakh only)"): the words in
#: brackets, and what may stand between the figure and them
_IN_WORDS: Final = re.compile(r"\(\s*(?:rupees|rs\.?|inr)\s+[a-z\s-]{3,60}?(?:\s+only)?\s*\)", re.IGNORECASE)
_WORDS_AFTER: Final = re.compile(r"[\s/-]*\(\s*")
_ONLY_CLOSE: Final = re.compile(r"^\s*only\s*\)", re.IGNORECASE)  # the end of the words in brackets


def _gap_ok(gap: str) -> bool:
    """Between two listed sums insured only separators, currency and table words may stand (a per-day
    column, 'Single Standard A/C Room'), or a plan's label before its own list ("; Comfort option:");
    any other word ends the run."""
    words = re.findall(r"[A-Za-z]+", _PLAN_LABEL.sub(" ", _ONLY_CLOSE.sub(" ", _IN_WORDS.sub(" ", gap))))
    return len(gap) <= 60 and all(w.lower() in _GAP_WORDS or len(w) == 1 for w in words)


MIN_OPTIONS: Final = 3
MIN_LATER_RUN: Final = 2
MAX_UNIT_GAP: Final = 80
LAKH: Final = 100_000
LATER_RUN_RISING: Final = 0.9
FIRST_RUN_RISING: Final = 0.85
FIRST_RUN_KEPT: Final = 0.6
_BOUND_WORDS: Final = re.compile(
    r"[<>≤≥]|\b(?:to|range|ranging|above|below|up|upto|more|less|exceed\w*|min\w*|max\w*)\b", re.IGNORECASE
)
#: two amounts joined as the ends of one band ("1 Lakh to 5 Lakh", "5,00,000 - 10,00,000")
_BAND_JOINT: Final = re.compile(
    r"\d\s*(?:lakhs?|lacs?|crores?|l)?\s*(?:to|-|–|upto|up\s+to|and\s+up\s+to)\s*(?:rs\.?|₹|inr)?\s*\d",
    re.IGNORECASE,
)
MAX_HEADER_GAP: Final = 250
MIN_SUM_INSURED: Final = 50_000
SUM_INSURED_STEP: Final = 25_000  # offered sums insured are round amounts (75,000; 7.5 lakh; 1 crore)
_ILLUSTRATION: Final = re.compile(
    r"example|illustrat|assum|suppose|balance|remaining|utili[sz]|claimed|exhaust|e\.g\.", re.IGNORECASE
)


def _without_dips(run: list[int]) -> list[int]:
    """The run without single amounts that dip below their neighbours' rising order: a band table
    interleaves its limit column ("5 & 7.5 lakh | 1 lakh", "10 ... 25 lakh | 2 lakh") with the rising sums
    insured; a second plan's list that starts low again is kept (its next amount does not rise past the
    amount before the dip)."""
    kept: list[int] = []
    for i, value in enumerate(run):
        before = run[i - 1] if i else None
        after = run[i + 1] if i + 1 < len(run) else None
        if before is not None and value < before and (after is None or after > before):
            continue
        kept.append(value)
    return kept


_SENTENCE_END: Final = re.compile(r"(?:^|[A-Za-z]{3,})\.\s")
#: a header gap that names another amount (the deductible, the premium): its amounts are not sums insured
_OTHER_AMOUNT: Final = re.compile(r"\b(?:deductible|premium|excess)\b", re.IGNORECASE)
_GROUPED: Final = re.compile(r"(?<![\d,.])\d{1,3}(?:,\d{2})*,\d{3}(?!\d|,\d)")
#: a figure with a lakh / crore word and no currency mark ("15 lakh", "50 lacs") in a list of options
_UNIT_FIGURE: Final = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,3}(?:\.\d{1,2})?)\s*(?P<u>lakhs?|lacs?|lac|crores?)(?![a-z])", re.IGNORECASE
)


def _run_amounts(text: str) -> list[AmountMatch]:
    """Amounts after a sum insured label: those :func:`find_amounts` reads (a currency mark or a lakh word),
    and digit-grouped numbers ("5,00,000"), which a column headed "Sum Insured (Rs.)" prints bare."""
    found = find_amounts(text)
    taken = [(a.start, a.end) for a in found]
    for m in _GROUPED.finditer(text):
        if not any(m.start() < end and start < m.end() for start, end in taken):
            found.append(AmountMatch(int(m.group(0).replace(",", "")), m.start(), m.end(), m.group(0)))
    taken = [(a.start, a.end) for a in found]
    for m in _UNIT_FIGURE.finditer(text):
        if not any(m.start() < end and start < m.end() for start, end in taken):
            scale = 10_000_000 if m.group("u").lower().startswith("cr") else LAKH
            value = Decimal(m.group("n")) * scale
            if value == int(value):
                found.append(AmountMatch(int(value), m.start(), m.end(), m.group(0)))
    return sorted(found, key=lambda a: a.start)


def _option_run(doc: DocText, label_end: int, *, header_gap: int) -> tuple[list[int], int]:
    """The amounts listed after a "Sum Insured" label (small amounts such as per-day limits skipped) and
    where the run ends. The first amount may sit up to ``header_gap`` characters below the label (a table
    header: "Sum Insured Rs. | Limit for ... (up to Rs.)")."""
    run: list[int] = []
    last_end = label_end
    for a in _run_amounts(doc.text[label_end : label_end + 900]):
        start, end = label_end + a.start, label_end + a.end
        gap = doc.text[last_end:start]
        header = (
            not run
            and last_end == label_end
            and len(gap) <= header_gap
            and not _SENTENCE_END.search(gap)
            and not _OTHER_AMOUNT.search(gap)
        )
        if run and a.value == run[-1] and _WORDS_AFTER.fullmatch(gap):
            last_end = end  # the amount again in words ("Rs. 2,00,000/- (Rupees Two Lakh only)")
            continue
        if not (_gap_ok(gap) or header):
            break
        if a.value >= MIN_SUM_INSURED:
            run.append(a.value)
        last_end = end
    return run, last_end


_LAKH_UNIT: Final = re.compile(r"\(\s*(?:rs\.?|inr|₹)?\s*(?:in\s+)?(?:lakhs?|lacs?)\s*\)", re.IGNORECASE)
_BARE_NUMBER: Final = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,2})?(?![\d.]|(?:,\d{2})*,\d{3}(?!\d))")
_BARE_GAP: Final = re.compile(r"[\s,/&|:]*(?:and\s*)?[\s,/&|]*")


def _lakh_unit_run(doc: DocText, label_start: int) -> tuple[list[int], int]:
    """Bare numbers under a "(Rs. in Lakh)" unit printed with the label ("Sum Insured (Rs. in Lakh) 1.00,
    1.50, 2.00"): each number is that many lakh rupees; the run stops at anything but a separator."""
    unit = _LAKH_UNIT.search(doc.text, label_start, label_start + MAX_UNIT_GAP)
    if unit is None or re.search(r"[\d.;:]", doc.text[label_start : unit.start()]):
        return [], label_start
    run: list[int] = []
    pos = unit.end()
    while (number := _BARE_NUMBER.match(doc.text, _BARE_GAP.match(doc.text, pos).end())) is not None:  # type: ignore[union-attr]
        value = Decimal(number.group(0)) * LAKH
        if value != int(value):
            break
        run.append(int(value))
        pos = number.end()
    return run, pos


def _rising_share(values: list[int]) -> float:
    """The share of neighbours that rise; an amount repeated once where one plan's list ends and the next
    begins ("5 lakh | 5 lakh, 10 lakh") counts neither way, but an amount repeated across several columns
    (a limit row: "7.5 lakh | 7.5 lakh | 7.5 lakh") does not rise."""
    seams = max((values.count(v) for v in values), default=0) <= 2
    pairs = [(a, b) for a, b in itertools.pairwise(values) if a != b or not seams]
    return sum(1 for a, b in pairs if b > a) / len(pairs) if pairs else 1.0


def sum_insured_options(doc: DocText) -> Finding:
    """The sum insured amounts offered. The first "Sum Insured" label followed by a run of at least three
    distinct round amounts, read in mostly rising order, gives them; a table per plan or per band may list
    them in several runs, so a later label whose amounts follow it at once and rise (a second plan's list
    may start low again) adds its amounts. Amounts of an interleaved limit column are dropped."""
    found: set[int] = set()
    first: tuple[int, int] | None = None
    for m in _SI_LABEL.finditer(doc.text):
        run, last_end = _lakh_unit_run(doc, m.start())
        if not run:
            run, last_end = _option_run(doc, m.end(), header_gap=MAX_HEADER_GAP if first is None else 0)
        if any(v % SUM_INSURED_STEP for v in run):
            continue
        options = _without_dips(run)
        if first is None:
            if _rising_share(options) < FIRST_RUN_RISING or len(options) < FIRST_RUN_KEPT * len(run):
                continue  # options read in rising order (per plan); a column of limits does not
        elif _rising_share(options) < LATER_RUN_RISING or len(options) < 0.8 * len(run):
            continue
        # an example or a restoration of the sum insured in the label's own clause, not in the clause before it
        context = doc.text[
            max(doc.clause_span(doc.clause_index(m.start())).start, m.start() - 200) : m.start()
        ]
        if _ILLUSTRATION.search(context):
            continue
        distinct = len(set(options))
        joints = len(_BAND_JOINT.findall(doc.text[m.start() : last_end]))
        if joints >= 2 or (joints and "|" in doc.text[m.start() : last_end]):
            continue  # rows of sum insured bands ("Rs 1 Lakh to 5 Lakh | 1% of SI"): bounds of bands, not options
        if distinct < MIN_OPTIONS and (first is None or _BOUND_WORDS.search(doc.text[m.start() : last_end])):
            continue  # two amounts joined by "to", "above", ">=" are a range or a condition, not options
        if distinct >= (MIN_OPTIONS if first is None else MIN_LATER_RUN):
            found.update(options)
            first = first or (m.start(), last_end)
    if first is not None:
        return Finding(sorted(found), first[0], first[1], 0.6)
    column = _si_column(doc)
    if column is not None:
        return column
    stepped = _stepped_range(doc)
    if stepped is not None:
        return stepped
    column = _first_column(doc)
    if column is not None:
        return column
    row = _limit_row(doc)
    if row is not None:
        return row
    return Finding.absent(None, 0.5, "the wording lists no sum insured options")


#: the first cell of a benefit table's row that states the overall limit per plan column (the sum insured
#: under another name: "In-patient Treatment Limits", "Annual limit", "Overall policy limit")
_OVERALL_LIMIT_ROW: Final = re.compile(
    r"^\s*(?:(?:in[\s-]?patient\s+)?(?:hospitali[sz]ation\s+)?(?:treatment|overall|annual|policy|maximum)\s+"
    r"(?:(?:policy|benefit|cover)\s+)?limits?)\s*$",
    re.IGNORECASE,
)
MIN_ROW_SUM_INSURED: Final = 100_000


def _limit_row(doc: DocText) -> Finding | None:
    """The overall limit of each plan column of a benefit table, when no sum insured label lists options: a
    row whose first cell names the overall (treatment / annual / policy) limit and whose other cells hold at
    least three distinct rising rupee amounts."""
    for m in re.finditer(r"^[^\n|]+\|[^\n]*$", doc.text, re.MULTILINE):
        cells = m.group(0).split("|")
        if not _OVERALL_LIMIT_ROW.match(cells[0]):
            continue
        values = [a.value for cell in cells[1:] for a in _run_amounts(cell)]
        if any(v < MIN_ROW_SUM_INSURED or v % SUM_INSURED_STEP for v in values):
            continue
        if len(set(values)) >= MIN_OPTIONS and values == sorted(values):
            return Finding(sorted(set(values)), m.start(), m.end(), 0.55)
    return None


#: a line that opens with a rupee amount ("1,50,000/- 1,500 3,000 24,000"): a row of a table printed without cells
_ROW_AMOUNT: Final = re.compile(
    r"^\s*(?:rs\.?\s*|₹\s*|inr\s*)?(?P<n>\d{1,3}(?:,\d{2})*,\d{3})(?:\.00)?(?:/-)?(?=\s|$)", re.I
)
#: how far below the "Sum Insured" header its first row may start
_HEADER_REACH: Final = 300


def _first_column(doc: DocText) -> Finding | None:
    """The first column of a table printed without cells whose header names the sum insured: at least three
    lines in a row opening with rising round amounts ("Sum Insured (Rs.) ... / 1,00,000/- 1,000 ... /
    1,50,000/- 1,500 ...")."""
    for m in _SI_LABEL.finditer(doc.text):
        line_end = doc.text.find("\n", m.end())
        if line_end < 0 or line_end - m.end() > _HEADER_REACH:
            continue
        values: list[int] = []
        pos = line_end + 1
        end = pos
        while pos < len(doc.text):
            nxt = doc.text.find("\n", pos)
            line = doc.text[pos : nxt if nxt >= 0 else len(doc.text)]
            row = _ROW_AMOUNT.match(line)
            if row is None:
                if values:
                    break
                if pos - line_end > _HEADER_REACH:
                    break  # the header may run over a line or two; no rows follow it
            else:
                values.append(int(row.group("n").replace(",", "")))
                end = pos + row.end()
            if nxt < 0:
                break
            pos = nxt + 1
        if (
            len(set(values)) >= MIN_OPTIONS
            and values == sorted(values)
            and all(v >= MIN_SUM_INSURED and v % SUM_INSURED_STEP == 0 for v in values)
        ):
            return Finding(sorted(set(values)), m.start(), end, 0.55)
    return None


#: a header cell naming the sum insured column ("Sum Insured options", "Sum Insured (Rs.)", "SI options")
_SI_HEADER_CELL: Final = re.compile(
    r"^\s*(?:(?:base|basic|annual)\s+)?(?:sum\s*insured|SI)(?:\s*\([^)]{0,20}\))?(?:\s+(?:options?|choices?"
    r"|available|amounts?))?\s*(?:\([^)]{0,20}\))?\s*$",
    re.IGNORECASE,
)


_PLAN_HEADER: Final = re.compile(
    r"^\s*(?:plans?|options?|variants?|products?|covers?|tiers?)\b", re.IGNORECASE
)


def _si_column(doc: DocText) -> Finding | None:
    """The amounts of a table's sum insured column, over all its rows ("Plan | Sum Insured options |
    Deductible options" / "Basic | Rs. 3,00,000; Rs. 5,00,000 | Not available" / ...): each row a plan's list."""
    pos = 0
    text = doc.text
    while (bar := text.find(" | ", pos)) >= 0:
        line_start = text.rfind("\n", 0, bar) + 1
        line_end = text.find("\n", bar)
        line_end = len(text) if line_end < 0 else line_end
        pos = line_end + 1
        cells = text[line_start:line_end].split("|")
        column = next((i for i, c in enumerate(cells) if _SI_HEADER_CELL.match(c)), None)
        if column is None:
            continue
        found: set[int] = set()
        first_at: int | None = None
        # options per plan: the rows are plans ("Plan | Sum Insured options"), or a row lists several amounts;
        # a column of one amount a row is a band table's or an illustration's, not the options offered
        by_plan = bool(_PLAN_HEADER.match(cells[0])) and column > 0
        listed = False
        row_start = line_end + 1
        while row_start < len(text):
            row_end = text.find("\n", row_start)
            row_end = len(text) if row_end < 0 else row_end
            row = text[row_start:row_end].split("|")
            if len(row) < 2:
                break
            if column < len(row):
                cell_at = row_start + sum(len(c) + 1 for c in row[:column])
                if _BAND_JOINT.search(row[column]) or _BOUND_WORDS.search(row[column]):
                    break  # a band's bounds ("Above Rs. 5 Lacs and upto Rs. 15 Lacs"), not options
                listed = listed or len(_run_amounts(row[column])) >= 2
                for a in _run_amounts(row[column]):
                    if a.value >= MIN_SUM_INSURED and a.value % SUM_INSURED_STEP == 0:
                        found.add(a.value)
                        first_at = first_at if first_at is not None else cell_at + a.start
            row_start = row_end + 1
        if len(found) >= MIN_OPTIONS and first_at is not None and column > 0 and (by_plan or listed):
            return Finding(sorted(found), first_at, row_start, 0.6)
    return None


_MULTIPLES: Final = re.compile(r"\b(?:in\s+)?(?:multiples?|steps?)\s+of\b", re.IGNORECASE)
#: how far before "in multiples of" the sum insured label and the range's two ends may sit
_RANGE_REACH: Final = 260
#: a stepped range longer than this is not a list of options
MAX_STEPS: Final = 100


def _stepped_range(doc: DocText) -> Finding | None:
    """Every step of a sum insured range "minimum Rs a ... maximum Rs b, in multiples of Rs c" / "from Rs a
    to Rs b in multiples of Rs c": the label, both ends and the step in one statement."""
    for m in _MULTIPLES.finditer(doc.text):
        step_at = find_amounts(doc.text[m.end() : m.end() + 40])
        if not step_at or step_at[0].start > 12:
            continue
        step = step_at[0].value
        lo = max(doc.clause_span(doc.clause_index(m.start())).start, m.start() - _RANGE_REACH)
        labels = list(_SI_LABEL.finditer(doc.text, lo, m.start()))
        if not labels or _ILLUSTRATION.search(doc.text[lo : m.start()]):
            continue
        ends = [
            a.value for a in find_amounts(doc.text[labels[0].end() : m.start()]) if a.value >= MIN_SUM_INSURED
        ]
        if len(ends) != 2 or step <= 0:
            continue
        low, high = sorted(ends)
        if low == high or (high - low) % step or (high - low) // step > MAX_STEPS:
            continue
        return Finding(list(range(low, high + 1, step)), labels[0].start(), m.end() + step_at[0].end, 0.6)
    return None
