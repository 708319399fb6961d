"""Where a limit sits in a table of the wording (tables of benefits, plan charts, sum-insured band tables).

The chunker writes a table one row a line, its cells joined by ``|`` (the header row first, repeated when a
long table is split). Wordings print a benefit's limit in one of three table shapes:

- **subject row**: ``Road Ambulance | Up to Rs a | Up to Rs b | Up to SI`` - one column per plan or sum
  insured band; the limit is in the cells *after* the subject's cell, in the subject's own row (never in the
  next row, which belongs to another benefit);
- **subject column**: a header ``Sum Insured | Room Rent | ICU`` and one row per band; the limit is in the
  subject's column of the rows below;
- **band table under a lead-in**: a title line or the sentence before the table names the subject ("...
  subject to the limits in the table below") and the header names the columns (``Sum Insured | Limit per
  eye | Limit per policy year``); the limit is in the first column whose header names a limit, never in the
  column of sum insured bands.

:func:`limit_spans` returns the text spans to read, best first. Amounts in table cells are often printed
without a currency sign when the header says ``(Rs.)`` / ``(in INR)``: :func:`currency_in_header` tells.
Pure code, no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from clausetrail.extraction.doctext import DocText, Span

_SI_HEADER: Final = re.compile(
    r"\bsum\s*insured\b|\bS\.?\s?I\.?(?=\W|$)|\bplans?\b|\bbands?\b|\bslabs?\b|\bvariants?\b|\boptions?\b"
    r"|\bzones?\b|\bage\b",
    re.IGNORECASE,
)
_LIMIT_HEADER: Final = re.compile(
    r"\blimits?\b|\bsub[\s-]?limits?\b|\bmaximum\b|\bmax\b|\bamount\b|\bpayable\b|\bceiling\b|\bcap\b"
    r"|\bper\s+eye\b|\bper\s+(?:day|hospitali[sz]ation|event|claim)\b|\bup\s*to\b|\bcharges?\b",
    re.IGNORECASE,
)
_CURRENCY: Final = re.compile(r"\bRs\.?|\bINR\b|₹|\brupees?\b", re.IGNORECASE)
_LEAD_IN: Final = re.compile(r"(?:table|chart|grid|as\s+under|below|following)\W*$|:\s*$", re.IGNORECASE)
#: How far into the rows below a band table's lead-in or header the reader goes.
MAX_BAND_ROWS: Final = 40


@dataclass(frozen=True, slots=True)
class Cell:
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Row:
    start: int
    end: int
    cells: tuple[Cell, ...]

    @property
    def is_row(self) -> bool:
        """A line with at least two cells (a title or lead-in line has one)."""
        return len(self.cells) >= 2


def _row(text: str, start: int, end: int) -> Row:
    cells: list[Cell] = []
    lo = start
    for m in re.finditer(r"\|", text[start:end]):
        cells.append(Cell(lo, start + m.start()))
        lo = start + m.end()
    cells.append(Cell(lo, end))
    return Row(start, end, tuple(cells))


def clause_rows(doc: DocText, i: int) -> list[Row]:
    """The lines of clause ``i`` as rows of cells."""
    span = doc.clause_span(i)
    rows: list[Row] = []
    pos = span.start
    while pos < span.end:
        nl = doc.text.find("\n", pos, span.end)
        end = span.end if nl < 0 else nl
        if end > pos:
            rows.append(_row(doc.text, pos, end))
        pos = end + 1
    return rows


def is_table(doc: DocText, i: int) -> bool:
    """Clause ``i`` is a table: typed so by the chunker, or at least two of its lines have cells."""
    if doc.clauses[i].chunk_type == "table":
        return True
    return sum(1 for r in clause_rows(doc, i) if r.is_row) >= 2


def table_row_at(doc: DocText, pos: int) -> Span | None:
    """The line holding ``pos`` when it is a row of table cells (``|``-separated), else None."""
    start = doc.text.rfind("\n", 0, pos) + 1
    end = doc.text.find("\n", pos)
    end = len(doc.text) if end < 0 else end
    return Span(start, end) if "|" in doc.text[start:end] else None


def _cell_text(doc: DocText, cell: Cell) -> str:
    return doc.text[cell.start : cell.end]


def _nonempty(doc: DocText, cell: Cell) -> bool:
    return bool(_cell_text(doc, cell).strip(" -–\n"))


def currency_in_header(doc: DocText, rows: list[Row], upto: int) -> bool:
    """Whether the rows before index ``upto`` (title, lead-in, header) name a currency."""
    return any(_CURRENCY.search(doc.text[r.start : r.end]) for r in rows[: upto + 1])


def _band_column(doc: DocText, header: Row) -> list[int]:
    """Column indexes to read in a band table, best first: limit-named columns, then any non-band column."""
    limit_cols = [
        n
        for n, c in enumerate(header.cells)
        if _LIMIT_HEADER.search(_cell_text(doc, c)) and not _SI_HEADER.search(_cell_text(doc, c))
    ]
    others = [
        n
        for n, c in enumerate(header.cells)
        if n not in limit_cols and n > 0 and not _SI_HEADER.search(_cell_text(doc, c))
    ]
    return limit_cols + others


def _column_spans(doc: DocText, rows: list[Row], below: int, columns: list[int]) -> list[Span]:
    width = len(rows[below].cells)
    out: list[Span] = []
    for column in columns:
        for row in rows[below + 1 : below + 1 + MAX_BAND_ROWS]:
            if len(row.cells) != width:
                continue  # a note, a title or a row of another table
            cell = row.cells[column]
            if _nonempty(doc, cell):
                out.append(Span(cell.start, cell.end))
    return out


@dataclass(frozen=True, slots=True)
class TableSpans:
    """Where to read a limit for a subject mentioned in a table, best first, and whether bare numbers in
    those spans are rupees (the header names the currency)."""

    spans: tuple[Span, ...]
    bare_numbers_are_inr: bool
    subject_row: Span | None = None  # the subject's own row (its words qualify the amounts: "per day")


def limit_spans(doc: DocText, pos: int) -> TableSpans | None:
    """Where the limit of a subject mentioned at ``pos`` is printed, when ``pos`` is in a table or in the
    lead-in line of one; None when it is not (read the prose around it instead)."""
    i = doc.clause_index(pos)
    table_from = 0  # the first row of the table itself (after a lead-in clause's lines)
    if is_table(doc, i):
        rows = clause_rows(doc, i)
    elif i + 1 < len(doc.clauses) and is_table(doc, i + 1) and _lead_in(doc, i, pos):
        rows = clause_rows(doc, i) + clause_rows(doc, i + 1)
        table_from = len(clause_rows(doc, i))
    else:
        return None
    at = next((n for n, r in enumerate(rows) if r.start <= pos <= r.end), None)
    if at is None:
        return None
    row = rows[at]
    if row.is_row:
        col = next((n for n, c in enumerate(row.cells) if c.start <= pos <= c.end), 0)
        # the rest of the subject's own cell ("Room - up to x% of SI"), then the cells after it
        own = Span(pos, row.cells[col].end)
        after = [own] + [Span(c.start, c.end) for c in row.cells[col + 1 :] if _nonempty(doc, c)]
        # a header row (no figures in it, bands or plans in its first column, a short cell naming the
        # subject) whose rows below have its width: the subject heads a column
        header_like = (
            col > 0
            # a figure in a header's brackets qualifies its column ("Health Check-up (per block of 3 years)")
            and not re.search(r"\d", re.sub(r"\([^()]*\)", "", doc.text[row.start : row.end]))
            and bool(_SI_HEADER.search(_cell_text(doc, row.cells[0])))
            and len(_cell_text(doc, row.cells[col]).split()) <= 6
        )
        below = _column_spans(doc, rows, at, [col]) if header_like else []
        # rows that continue the subject's row group (same or empty first cell: a merged cell split into
        # several rows, e.g. one row per sum insured band under the benefit's name)
        head = _cell_text(doc, row.cells[0]).strip()
        for nxt in rows[at + 1 : at + 1 + MAX_BAND_ROWS]:
            first = _cell_text(doc, nxt.cells[0]).strip()
            if not nxt.is_row or (first and (col == 0 or first != head)):
                break
            after += [Span(c.start, c.end) for c in nxt.cells[1:] if _nonempty(doc, c)]
        return TableSpans(tuple(after + below), currency_in_header(doc, rows, at), Span(row.start, row.end))
    begin = max(at + 1, table_from)
    header_at = next((n for n in range(begin, min(len(rows), begin + 3)) if rows[n].is_row), None)
    if header_at is None:
        return None
    header = rows[header_at]
    banded = bool(re.search(r"\d", _cell_text(doc, header.cells[0])))
    # a first row with a figure in its first cell is a band row whose header was printed apart from the
    # grid (on a filled band): its first cell is the band, the next the limit, read like the rows below
    columns = list(range(1, len(header.cells)))[:1] if banded else _band_column(doc, header)
    spans = _column_spans(doc, rows, header_at, columns)
    if banded and columns and _nonempty(doc, header.cells[columns[0]]):
        spans = [Span(header.cells[columns[0]].start, header.cells[columns[0]].end), *spans]
    return TableSpans(tuple(spans), currency_in_header(doc, rows, header_at), None)


def _lead_in(doc: DocText, i: int, pos: int) -> bool:
    """The subject's clause ends by pointing at the table that follows ("... as per the table below:")."""
    span = doc.clause_span(i)
    tail = doc.text[max(pos, span.end - 80) : span.end]
    return bool(_LEAD_IN.search(tail))


def column_header(doc: DocText, pos: int) -> str | None:
    """The header text of the column holding ``pos`` in a table row: the first row of the same width in
    the table (its chunks are contiguous clauses; the chunker repeats the header at a split, but a table
    laid out as running text may not), when that row reads as a header (short cells, no figure in its first
    cell). None outside a table, in the header row itself, or when there is no such row."""
    i = doc.clause_index(pos)
    if not doc.clauses or not is_table(doc, i):
        return None
    rows = clause_rows(doc, i)
    at = next((n for n, r in enumerate(rows) if r.start <= pos <= r.end), None)
    if at is None or not rows[at].is_row:
        return None
    row = rows[at]
    col = next((n for n, c in enumerate(row.cells) if c.start <= pos <= c.end), 0)
    first = i
    while (
        first > 0
        and doc.clauses[first - 1].ordinal == doc.clauses[first].ordinal - 1
        and is_table(doc, first - 1)
    ):
        first -= 1
    earlier = [r for j in range(first, i) for r in clause_rows(doc, j)] + rows[:at]
    header = next((r for r in earlier if len(r.cells) == len(row.cells)), None)
    if header is None:
        return None
    texts = [_cell_text(doc, c) for c in header.cells]
    if any(len(t.split()) > 30 for t in texts):
        return None
    if re.search(r"\d", texts[0]):
        return None  # a band row (its header printed apart from the grid), not a header
    return texts[col]
