"""The band (sum insured band or plan) of each value cell of a limit table, for a limit that the table varies.

A value cell's band is named by its column header ("Benefit | SI up to 5 lakh | SI above 5 lakh") or, in a
table with one row per band, by the first cell of its row ("1,00,000/- | up to Rs 2,000 per day"). Every value
cell must name a band and the bands must be told apart, else no band is kept and the term stays doubtful
(the claim goes to a person). Pure code, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from clausetrail.domain.limit_bands import band_of
from clausetrail.domain.terms import Limit, LimitBand
from clausetrail.extraction.doctext import DocText, Span
from clausetrail.extraction.rules.tables import column_header


def _row_label(doc: DocText, span: Span) -> str:
    """The first cell of the span's line, when the span is not that cell."""
    line_start = doc.text.rfind("\n", 0, span.start) + 1
    first_bar = doc.text.find("|", line_start, span.start)
    if first_bar < 0:
        return ""
    return doc.text[line_start:first_bar]


def band_label(doc: DocText, span: Span, limit: Limit) -> LimitBand | None:
    """The band a value cell belongs to: its column header's band, else its row label's."""
    header = column_header(doc, span.start)
    for label in (header or "", _row_label(doc, span)):
        band = band_of(label, limit) if label.strip() else None
        if band is not None:
            return band
    return None


def table_bands(
    doc: DocText,
    spans: Sequence[Span],
    read_cell: Callable[[Span], dict[str, Any] | None],
) -> list[dict[str, Any]]:
    """Every value cell's band and limit (as plain data), or [] unless each value cell names a band and no
    two cells name the same band with different limits. ``read_cell`` reads one cell's limit value."""
    bands: list[LimitBand] = []
    for span in spans:
        value = read_cell(span)
        if value is None:
            continue
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
