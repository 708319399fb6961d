"""Borderless tables whose cells wrap onto several lines: a policy's benefit table printed without ruling lines
("Benefit | Waiting period | Limit", "Term | Meaning", plan columns), as a grid of cells.

The reading-order step finds such a band of a page (:func:`~clausetrail.adapters.ocr_reading_order.
wrapped_table_bands`: columns separated by gutters whose blocks start level with each other, row after row,
while a cell's text wraps within its column). Read line by line, a wrapped row interleaves its cells ("Room,
boarding and nursing | 1% of SI per day, up to INR 10,000 per" then "expenses | day"); as a grid, each cell
keeps its own words in order ("Room, boarding and nursing expenses" | "1% of SI per day, up to INR 10,000 per
day"), and the layout builder writes it like a ruled table.

- **columns** are the x-intervals covered by the band's line fragments (the text layer cuts a fragment at
  any gap wider than 1.5 font sizes, so a fragment never crosses a column gutter);
- **rows** are the band's blocks: a line with a gap above it wider than a share of the line height starts a
  new row (:func:`~clausetrail.adapters.ocr_reading_order.block_rows`).

Pure functions over :class:`~clausetrail.adapters.ocr_lines.TextLine` fragments.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from clausetrail.adapters.ocr_lines import TextLine
from clausetrail.adapters.ocr_reading_order import MIN_TABLE_ROWS, block_rows, wrapped_table_bands
from clausetrail.adapters.pdf_tables import GridTable, plain_grid

#: fragments closer than this many font sizes belong to the same column
COLUMN_JOIN_EM: Final = 0.5
MIN_COLUMNS: Final = 2
MAX_COLUMNS: Final = 8


def _columns(band: Sequence[TextLine]) -> list[tuple[float, float]]:
    size = sorted(f.size for f in band)[len(band) // 2] or 10.0
    merged: list[list[float]] = []
    for x0, x1 in sorted((f.x0, f.x1) for f in band):
        if merged and x0 - merged[-1][1] < COLUMN_JOIN_EM * size:
            merged[-1][1] = max(merged[-1][1], x1)
        else:
            merged.append([x0, x1])
    return [(a, b) for a, b in merged]


def _grid(band: Sequence[TextLine]) -> GridTable | None:
    columns = _columns(band)
    if not MIN_COLUMNS <= len(columns) <= MAX_COLUMNS:
        return None
    rows = [(min(li.top for li in block), max(li.bottom for li in block)) for block in block_rows(band)]
    if len(rows) < MIN_TABLE_ROWS:
        return None
    return plain_grid(columns, rows)


def find_wrapped_tables(fragments: Sequence[TextLine]) -> list[GridTable]:
    """Borderless tables with wrapping cells among a page's fragments, top to bottom."""
    tables = [t for band in wrapped_table_bands([f for f in fragments if f.ref < 0]) if (t := _grid(band))]
    return sorted(tables, key=lambda t: t.top)
