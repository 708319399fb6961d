"""Ruled tables whose first row has no top rule (the column header sits on a filled band above the grid,
so the first row's top border is the band's edge, not a line): the column rules that run on above the
grid give the border back, and a cell merged down from the first row keeps its whole span."""

from __future__ import annotations

from clausetrail.adapters.pdf_tables import find_tables
from clausetrail.adapters.pdf_text_layer import Edge


def _grid(open_top: bool) -> list[Edge]:
    """Two columns (x 0-100-200), rows at y 20/40/60/80; the second column's cell spans the rows 20-60
    (no rule at y 40 on its side). With ``open_top`` the column rules start at y 0 with no rule there."""
    edges = [Edge(x, 20, x, 80, "v") for x in (0, 100, 200)]
    edges += [Edge(0, y, 100, y, "h") for y in (40, 60, 80)]
    edges += [Edge(100, y, 200, y, "h") for y in (60, 80)]
    edges += [Edge(0, 20, 100, 20, "h")]
    if open_top:
        edges += [Edge(x, 0, x, 20, "v") for x in (0, 100, 200)]
    else:
        edges += [Edge(0, 0, 200, 0, "h"), Edge(100, 20, 200, 20, "h")]
        edges += [Edge(x, 0, x, 20, "v") for x in (0, 100, 200)]
    return edges


def test_the_missing_top_rule_of_a_grid_is_restored() -> None:
    (table,) = find_tables(_grid(open_top=True))
    assert table.top == 0
    # the second column's first cell runs from the restored top down to the rule at y 60
    first = next(c for c in table.cells if c.col == 2 and c.row == 1)
    assert (first.top, first.bottom) == (0, 60)


def test_a_closed_grid_is_left_as_it_is() -> None:
    (table,) = find_tables(_grid(open_top=False))
    assert table.top == 0
    assert table.n_rows == 4


def test_rules_far_above_a_grid_do_not_extend_it() -> None:
    edges = [e for e in _grid(open_top=False) if e.top >= 20]
    edges += [Edge(0, 20, 200, 20, "h")]
    edges += [Edge(x, -200, x, 20, "v") for x in (0, 200)]  # a page frame's sides, far above
    (table,) = find_tables(edges)
    assert table.top == 20
