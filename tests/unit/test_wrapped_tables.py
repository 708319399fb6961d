"""Borderless tables whose cells wrap (adapters.pdf_wrapped_tables, adapters.ocr_reading_order): read as a grid,
not column after column; prose in two columns is left to the column reading. The fragments are laid out here
from a list of rows and column positions, the way a PDF's text layer gives them."""

from __future__ import annotations

from clausetrail.adapters.ocr_lines import TextLine, Word
from clausetrail.adapters.ocr_reading_order import order_lines
from clausetrail.adapters.pdf_wrapped_tables import find_wrapped_tables

SIZE = 9.0
LINE = 11.0  # baseline to baseline inside a cell
ROW_GAP = 7.0  # extra space between rows


def _fragment(text: str, x: float, top: float) -> TextLine:
    words, pos = [], x
    for w in text.split():
        width = 0.5 * SIZE * len(w)
        words.append(Word(w, pos, top, pos + width, top + SIZE))
        pos += width + 0.3 * SIZE
    return TextLine(words=words, size=SIZE)


def _table(rows: list[list[list[str]]], xs: list[float], top: float = 100.0) -> list[TextLine]:
    """Each row: per column, the lines of its cell; the row is as tall as its tallest cell."""
    out: list[TextLine] = []
    for row in rows:
        for x, cell in zip(xs, row, strict=True):
            for i, text in enumerate(cell):
                out.append(_fragment(text, x, top + i * LINE))
        top += max(len(c) for c in row) * LINE + ROW_GAP
    return out


ROWS = [
    [["Benefit"], ["Waiting period"], ["Limit"]],
    [
        ["Room, boarding and nursing", "charges (B1)"],
        ["As for in-patient", "treatment"],
        ["1% of SI a day, up to", "Rs 8,000 a day"],
    ],
    [
        ["Intensive care unit", "charges (B1)"],
        ["As for in-patient", "treatment"],
        ["2% of SI a day, up to", "Rs 16,000 a day"],
    ],
    [["Road ambulance (B7)"], ["Nil"], ["Rs 3,000 per", "hospitalisation"]],
    [
        ["Cataract surgery (B9)"],
        ["24 months of", "continuous cover"],
        ["15% of SI up to Rs 60,000", "per eye"],
    ],
    [["Co-payment"], ["Not applicable"], ["Nil"]],
]
XS = [60.0, 250.0, 380.0]


def test_a_table_with_wrapping_cells_is_found_as_a_grid() -> None:
    tables = find_wrapped_tables(_table(ROWS, XS))
    assert len(tables) == 1
    grid = tables[0]
    assert (grid.n_rows, grid.n_cols) == (len(ROWS), 3)


def test_read_in_order_each_row_keeps_its_cells_together() -> None:
    lines = [li.text for region in order_lines(_table(ROWS, XS)) for li in region.lines]
    # the row's first lines sit on one line: the room's limit is not read after the whole first column
    room = next(i for i, t in enumerate(lines) if t.startswith("Room, boarding"))
    assert "1% of SI a day" in lines[room]


def test_prose_in_two_columns_is_not_a_table() -> None:
    left = [
        "The insurer will pay the medical expenses of",
        "hospitalisation for more than twenty four hours",
        "on the advice of a medical practitioner.",
        "Expenses of a day care procedure are paid",
        "as listed in the annexure to this policy.",
    ]
    right = [
        "Claims must be notified within the time",
        "stated in this section, and the documents",
        "sent within thirty days of the discharge",
        "from the hospital, with the original bills",
        "and the discharge summary and reports.",
    ]
    frags = [_fragment(t, 60.0, 100.0 + i * LINE) for i, t in enumerate(left)]
    # the right column's paragraph starts between the left column's lines
    frags += [_fragment(t, 330.0, 105.5 + i * LINE) for i, t in enumerate(right)]
    assert find_wrapped_tables(frags) == []
