"""The band (sum insured band or plan) of each value cell of a limit table, for a limit that the table varies.

A value cell's band is named by its column header ("Benefit | SI up to 5 lakh | SI above 5 lakh") or, in a
table with one row per band, by the first cell of its row ("1,00,000/- | up to Rs 2,000 per day"). A value
cell merged over several band rows comes either repeated in each row or printed once with the cells below
it empty; an empty cell below a value takes that value, so its row's band joins the value's band. A table
with several limit columns (per eye | per policy year) gives the bands of its first limit column. Every value
cell must name a band and the bands must be told apart, else no band is kept and the term stays doubtful
(the claim goes to a person). Pure code, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from clausetrail.domain.limit_bands import band_of
from clausetrail.domain.terms import Limit, LimitBand
from clausetrail.extraction.doctext import DocText, Span
from clausetrail.extraction.rules.tables import clause_rows, column_header


def _row_label(doc: DocText, span: Span) -> str:
    """The first cell of the span's line, when the span is not that cell."""
    line_start = doc.text.rfind("\n", 0, span.start) + 1
    first_bar = doc.text.find("|", line_start, span.start)
    if first_bar < 0:
        return ""
    return doc.text[line_start:first_bar]


def _merged_labels(doc: DocText, span: Span) -> list[str]:
    """The band labels (first cells) of the rows right below the span's row whose cell in the span's column
    is empty: a value cell merged over those rows, printed once."""
    rows = clause_rows(doc, doc.clause_index(span.start))
    at = next((n for n, r in enumerate(rows) if r.start <= span.start <= r.end), None)
    if at is None or not rows[at].is_row:
        return []
    width = len(rows[at].cells)
    col = next((n for n, c in enumerate(rows[at].cells) if c.start <= span.start <= c.end), 0)
    if col == 0:
        return []
    labels: list[str] = []
    for row in rows[at + 1 :]:
        if len(row.cells) != width:
            break
        label = doc.text[row.cells[0].start : row.cells[0].end].strip()
        if doc.text[row.cells[col].start : row.cells[col].end].strip(" -–\n") or not label:
            break
        labels.append(label)
    return labels


def _low_high(band: LimitBand) -> tuple[int | None, int | None]:
    if band.si_values:
        return min(band.si_values), max(band.si_values)
    return band.si_min, band.si_max


def _join(first: LimitBand, rest: Sequence[LimitBand]) -> LimitBand:
    """One band over consecutive band rows: their listed amounts, or the first row's low to the last's high."""
    every = [first, *rest]
    label = " / ".join(b.label for b in every)
    if all(b.si_values for b in every):
        values = tuple(v for b in every for v in b.si_values)
        return first.model_copy(update={"si_values": values, "label": label})
    low, high = _low_high(first)[0], _low_high(every[-1])[1]
    return first.model_copy(update={"si_values": (), "si_min": low, "si_max": high, "label": label})


def band_label(doc: DocText, span: Span, limit: Limit) -> LimitBand | None:
    """The band a value cell belongs to: its column header's band, else its row label's (joined with the
    rows below it that a merged cell printed once leaves empty)."""
    header = column_header(doc, span.start)
    band = band_of(header, limit) if header and header.strip() else None
    if band is not None:
        return band
    label = _row_label(doc, span)
    band = band_of(label, limit) if label.strip() else None
    if band is None:
        return None
    below = [band_of(text, limit) for text in _merged_labels(doc, span)]
    if not below or any(b is None or b.plan != band.plan for b in below):
        return band
    return _join(band, [b for b in below if b is not None])


def table_bands(
    doc: DocText,
    spans: Sequence[Span],
    read_cell: Callable[[Span], dict[str, Any] | None],
) -> list[dict[str, Any]]:
    """Every value cell's band and limit (as plain data), or [] unless each value cell names a band and no
    two cells name the same band with different limits. ``read_cell`` reads one cell's limit value (a dict
    with ``ambiguous`` set when the cell states two limits of one kind: then no band is kept). When the
    cells come from several columns of a band table (a limit per eye and a limit per policy year), the
    first column's cells alone are tried again."""
    found = _bands(doc, spans, read_cell)
    if found:
        return found
    headers = [column_header(doc, span.start) for span in spans]
    first_column = [s for s, h in zip(spans, headers, strict=True) if h is not None and h == headers[0]]
    if headers[0] is None or len(first_column) == len(spans):
        return []
    return _bands(doc, first_column, read_cell)


def _bands(
    doc: DocText,
    spans: Sequence[Span],
    read_cell: Callable[[Span], dict[str, Any] | None],
) -> list[dict[str, Any]]:
    bands: list[LimitBand] = []
    for span in spans:
        value = read_cell(span)
        if value is None:
            continue
        if value.get("ambiguous"):
            return []  # a cell that states two limits: no band can be told from it
        try:
            limit = Limit.model_validate(value)
        except ValueError:
            return []
        band = band_label(doc, span, limit)
        if band is None:
            return []
        bands.append(band)
    if len(bands) < 2:
        return []
    keys: dict[tuple[Any, ...], Limit] = {}
    for band in bands:
        key = (band.si_min, band.si_max, band.si_values, band.plan)
        if key in keys and keys[key] != band.limit:
            return []
        keys[key] = band.limit
    return [band.model_dump(mode="json") for band in bands]
