"""A text table drawn on a :class:`Pen`: columns in any order, grid / row rules / no rules, wrapped cells,
page breaks with the header repeated and an optional carried-forward / brought-forward row.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from clausetrail.synthetic.layouts.draw import Pen

RowKind = Literal["line", "heading", "subtotal", "total", "note"]
NUMERIC = frozenset({"sno", "qty", "rate", "amount", "batch_qty"})


@dataclass(frozen=True, slots=True)
class Row:
    kind: RowKind
    cells: dict[str, str]
    line_amount: int = 0  # what this row adds to the running (carried-forward) total


@dataclass
class TableStyle:
    columns: tuple[str, ...]
    headers: dict[str, str]
    ruling: Literal["grid", "rows", "none"]
    text_column: str = "desc"
    wrap_width: float | None = None  # narrow the text column so long descriptions wrap
    rows_per_page: int | None = None
    carry_words: tuple[str, str] | None = None  # ("Carried Forward", "Brought Forward")
    format_carry: Callable[[int], str] = str
    right_aligned: frozenset[str] = field(default_factory=lambda: NUMERIC)
    header_wrap: bool = False  # size columns by their values; a longer header wraps onto two lines


def _widths(pen: Pen, style: TableStyle, rows: Sequence[Row]) -> dict[str, float]:
    widths: dict[str, float] = {}
    for col in style.columns:
        if col == style.text_column:
            continue
        header = style.headers.get(col, "")
        heads = header.split() if style.header_wrap else [header]
        texts = heads + [r.cells.get(col, "") for r in rows if r.kind != "heading"]
        widths[col] = max(pen.text_width(t, bold=True) for t in texts) + 14
    free = pen.right - pen.left - sum(widths.values())
    if style.wrap_width is not None and free > style.wrap_width:
        extra = (free - style.wrap_width) / max(1, len(widths))
        widths = {c: w + extra for c, w in widths.items()}
        free = style.wrap_width
    widths[style.text_column] = free
    return widths


def draw_table(pen: Pen, style: TableStyle, rows: Sequence[Row], on_new_page: Callable[[Pen], None]) -> None:
    """Draw the header and ``rows`` from ``pen.y`` down, breaking pages as needed."""
    widths = _widths(pen, style, rows)
    xs: dict[str, float] = {}
    x = pen.left
    for col in style.columns:
        xs[col] = x
        x += widths[col]
    pad = 4.0
    page_top = pen.y
    rows_here = 0
    running = 0
    row_edges: list[float] = []

    def cell_x(col: str) -> tuple[float, str]:
        if col in style.right_aligned:
            return xs[col] + widths[col] - pad, "right"
        return xs[col] + pad, "left"

    def draw_row(
        cells: dict[str, str], *, bold: bool = False, span: bool = False, wrap_all: bool = False
    ) -> None:
        nonlocal rows_here
        text_lines: dict[str, list[str]] = {}
        for col in style.columns:
            value = cells.get(col, "")
            if (col == style.text_column or wrap_all) and not span:
                text_lines[col] = pen.wrap(value, widths[col] - 2 * pad, bold=bold)
            else:
                text_lines[col] = [value]
        n = max(len(v) for v in text_lines.values())
        height = n * pen.line_height + 2
        top = pen.y
        baseline = top - pen.size - 2
        for col, parts in text_lines.items():
            for i, part in enumerate(parts):
                if not part:
                    continue
                if span and col == style.text_column:
                    pen.text(xs[col] + pad, part, bold=bold, y=baseline)
                    continue
                at, align = cell_x(col)
                pen.text(at, part, bold=bold, align=align, y=baseline - i * pen.line_height)
        pen.y = top - height
        row_edges.append(pen.y)
        rows_here += 1

    def header() -> None:
        nonlocal page_top, rows_here
        page_top = pen.y
        row_edges.clear()
        row_edges.append(pen.y)
        draw_row({c: style.headers.get(c, "") for c in style.columns}, bold=True, wrap_all=style.header_wrap)
        rows_here = 0
        if style.ruling == "rows":
            pen.hrule(y=page_top, width=0.8)

    def close_page() -> None:
        if style.ruling == "grid":
            for edge in row_edges:
                pen.hrule(y=edge)
            for col in style.columns:
                pen.vrule(xs[col], page_top, row_edges[-1])
            pen.vrule(pen.right, page_top, row_edges[-1])
        elif style.ruling == "rows":
            if len(row_edges) > 1:
                pen.hrule(y=row_edges[1], width=0.8)
            for edge in row_edges[2:]:
                pen.hrule(y=edge, width=0.3)

    header()
    for row in rows:
        full = style.rows_per_page is not None and rows_here >= style.rows_per_page
        if full or pen.room() < 3 * pen.line_height + 40:
            if style.carry_words:
                draw_row(
                    {style.text_column: style.carry_words[0], "amount": style.format_carry(running)},
                    bold=True,
                )
            close_page()
            pen.new_page()
            on_new_page(pen)
            header()
            if style.carry_words:
                draw_row(
                    {style.text_column: style.carry_words[1], "amount": style.format_carry(running)},
                    bold=True,
                )
        if row.kind == "heading":
            draw_row(row.cells, bold=True, span=True)
        else:
            draw_row(row.cells, bold=row.kind in ("subtotal", "total"))
        running += row.line_amount
    close_page()
