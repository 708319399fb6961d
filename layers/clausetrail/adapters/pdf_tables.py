"""Ruled tables of a text-layer page: pdfplumber's lattice algorithm on edges read by pypdfium2.

pdfplumber finds tables from ruling lines (snap/join edges → intersections → cells → tables).
Opening a page with pdfplumber costs ~100 ms (pdfminer re-parses the whole content stream), more
than the whole per-page budget, so the edges come from pypdfium2's path objects (a few ms) and
only pdfplumber's table functions run — and only on pages whose edges can form a grid.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from pdfplumber import table as plumber_table
from pdfplumber import utils as plumber_utils

from clausetrail.adapters.pdf_text_layer import Edge

SNAP_TOLERANCE = 3.0
JOIN_TOLERANCE = 3.0
INTERSECTION_TOLERANCE = 3.0
MIN_EDGE_LENGTH = 3.0
MAX_EDGES = 1500  # beyond this the page is artwork (dotted lines, hatching), not a table grid


@dataclass(frozen=True, slots=True)
class GridCell:
    row: int  # 1-based, as Textract's RowIndex
    col: int
    row_span: int
    col_span: int
    x0: float
    top: float
    x1: float
    bottom: float

    def contains(self, x: float, y: float) -> bool:
        return self.x0 <= x <= self.x1 and self.top <= y <= self.bottom


@dataclass(frozen=True, slots=True)
class GridTable:
    x0: float
    top: float
    x1: float
    bottom: float
    n_rows: int
    n_cols: int
    cells: tuple[GridCell, ...]
    col_edges: tuple[float, ...]  # n_cols + 1 x positions
    row_edges: tuple[float, ...]  # n_rows + 1 y positions

    def contains(self, x: float, y: float, slack: float = 1.0) -> bool:
        return self.x0 - slack <= x <= self.x1 + slack and self.top - slack <= y <= self.bottom + slack

    def cell_at(self, x: float, y: float) -> GridCell | None:
        for c in self.cells:
            if c.contains(x, y):
                return c
        best: GridCell | None = None
        best_d = float("inf")
        for c in self.cells:  # on a ruling line: the nearest cell
            dx = max(c.x0 - x, 0.0, x - c.x1)
            dy = max(c.top - y, 0.0, y - c.bottom)
            if dx + dy < best_d:
                best, best_d = c, dx + dy
        return best


def plain_grid(columns: Sequence[tuple[float, float]], rows: Sequence[tuple[float, float]]) -> GridTable:
    """A grid of one cell per column and row, no cell merged: column edges halfway between the columns' x-spans
    (1 pt outside the first and last), row edges halfway between the rows' vertical spans (0.5 pt outside). The
    grid an unruled table's columns and rows describe (a bill's item lines, a wording's wrapped rows)."""
    col_edges = [columns[0][0] - 1.0]
    col_edges += [(left[1] + right[0]) / 2 for left, right in itertools.pairwise(columns)]
    col_edges.append(columns[-1][1] + 1.0)
    row_edges = [rows[0][0] - 0.5]
    row_edges += [(above[1] + below[0]) / 2 for above, below in itertools.pairwise(rows)]
    row_edges.append(rows[-1][1] + 0.5)
    cells = tuple(
        GridCell(
            row=r + 1,
            col=c + 1,
            row_span=1,
            col_span=1,
            x0=col_edges[c],
            top=row_edges[r],
            x1=col_edges[c + 1],
            bottom=row_edges[r + 1],
        )
        for r in range(len(rows))
        for c in range(len(columns))
    )
    return GridTable(
        x0=col_edges[0],
        top=row_edges[0],
        x1=col_edges[-1],
        bottom=row_edges[-1],
        n_rows=len(rows),
        n_cols=len(columns),
        cells=cells,
        col_edges=tuple(col_edges),
        row_edges=tuple(row_edges),
    )


def may_hold_table(edges: Sequence[Edge]) -> bool:
    """Cheap pre-check: at least two horizontal and two vertical rules of some length."""
    h = sum(1 for e in edges if e.orientation == "h" and e.x1 - e.x0 >= 15)
    v = sum(1 for e in edges if e.orientation == "v" and e.bottom - e.top >= 8)
    return h >= 2 and v >= 2 and len(edges) <= MAX_EDGES


def find_tables(edges: Sequence[Edge]) -> list[GridTable]:
    """Tables (≥ 2 cells) that the ruling lines describe, top to bottom. A grid whose column rules run on
    above its top with no rule closing them (the first row's top border is the edge of a filled header
    band, not a line) gets that border back, so the first row and the cells merged down from it are kept."""
    tables = _find_tables(edges)
    closing = [rule for t in tables if (rule := _open_top(t, edges)) is not None]
    return _find_tables([*edges, *closing]) if closing else tables


#: how far above a grid's top its column rules may run and still be a row of the grid (in row heights)
MAX_OPEN_ROW: Final = 1.6


def _open_top(table: GridTable, edges: Sequence[Edge]) -> Edge | None:
    """The missing top border of ``table``: a horizontal rule where both outer column rules (and any inner
    ones reaching up) stop above the grid, none of them closed by a line there; None when they do not."""
    tol = SNAP_TOLERANCE
    tops: dict[int, float] = {}
    for e in edges:
        if e.orientation != "v" or abs(e.bottom - table.top) > tol or e.top >= table.top - 6:
            continue
        for n, x in enumerate(table.col_edges):
            if abs(e.x0 - x) <= tol:
                tops[n] = min(tops.get(n, e.top), e.top)
    last = len(table.col_edges) - 1
    if 0 not in tops or last not in tops:
        return None
    top = max(tops[0], tops[last])
    if abs(tops[0] - tops[last]) > tol:
        return None
    rows = [b - a for a, b in itertools.pairwise(table.row_edges)]
    if not rows or table.top - top > MAX_OPEN_ROW * max(rows):
        return None
    closed = any(
        e.orientation == "h" and abs(e.top - top) <= tol and e.x0 <= table.x0 + tol and e.x1 >= table.x1 - tol
        for e in edges
    )
    return None if closed else Edge(table.x0, top, table.x1, top, "h")


def _find_tables(edges: Sequence[Edge]) -> list[GridTable]:
    if not may_hold_table(edges):
        return []
    plumber_edges = [e.as_plumber() for e in edges]
    merged = plumber_table.merge_edges(
        plumber_edges,
        snap_x_tolerance=SNAP_TOLERANCE,
        snap_y_tolerance=SNAP_TOLERANCE,
        join_x_tolerance=JOIN_TOLERANCE,
        join_y_tolerance=JOIN_TOLERANCE,
    )
    merged = plumber_utils.filter_edges(merged, min_length=MIN_EDGE_LENGTH)
    intersections = plumber_table.edges_to_intersections(
        merged, INTERSECTION_TOLERANCE, INTERSECTION_TOLERANCE
    )
    cells = plumber_table.intersections_to_cells(intersections)
    return [t for t in (_grid(group) for group in plumber_table.cells_to_tables(cells)) if t is not None]


def _grid(cells: Sequence[tuple[float, float, float, float]]) -> GridTable | None:
    xs = sorted({round(c[0], 1) for c in cells} | {round(c[2], 1) for c in cells})
    ys = sorted({round(c[1], 1) for c in cells} | {round(c[3], 1) for c in cells})
    grid_cells = []
    for x0, top, x1, bottom in cells:
        c0 = bisect.bisect_left(xs, round(x0, 1))
        c1 = bisect.bisect_left(xs, round(x1, 1))
        r0 = bisect.bisect_left(ys, round(top, 1))
        r1 = bisect.bisect_left(ys, round(bottom, 1))
        grid_cells.append(
            GridCell(
                row=r0 + 1,
                col=c0 + 1,
                row_span=max(1, r1 - r0),
                col_span=max(1, c1 - c0),
                x0=x0,
                top=top,
                x1=x1,
                bottom=bottom,
            )
        )
    n_rows, n_cols = len(ys) - 1, len(xs) - 1
    if n_rows < 1 or n_cols < 1 or len(grid_cells) < 2:
        return None
    grid_cells.sort(key=lambda c: (c.row, c.col))
    return GridTable(
        x0=xs[0],
        top=ys[0],
        x1=xs[-1],
        bottom=ys[-1],
        n_rows=n_rows,
        n_cols=n_cols,
        cells=tuple(grid_cells),
        col_edges=tuple(xs),
        row_edges=tuple(ys),
    )
