"""A scanned bill row whose description the reading put after the row's numbers, or on the line below: the
item is kept with its description (at a lower confidence), so its amount is not lost. Rows written for these
tests."""

from __future__ import annotations

from clausetrail.claim_extraction.bill_table import parse_bill_table
from clausetrail.claim_extraction.rows import Row


def _scan(text: str) -> Row:
    return Row(1, (text,), 0.9, True)


HEADER = _scan("Sl Description Units Rate Amount")
TOTAL = _scan("Grand Total 14,450.00")


def test_a_description_read_after_the_numbers_keeps_its_item() -> None:
    rows = [
        HEADER,
        _scan("1 Ward Charges 2 Days 3,000.00 6,000.00"),
        _scan("2 1 5,200.00 5,200.00 Laboratory - CBC, LFT, Blood Sugar"),
        _scan("3 Medicines 1 3,250.00 3,250.00"),
        TOTAL,
    ]
    table = parse_bill_table(rows)
    amounts = {line.description: line.amount for line in table.lines}
    assert amounts == {"Ward Charges": 6000, "Laboratory - CBC, LFT, Blood Sugar": 5200, "Medicines": 3250}
    moved = next(line for line in table.lines if line.amount == 5200)
    kept = next(line for line in table.lines if line.amount == 3250)
    assert moved.confidence < kept.confidence
    assert sum(line.amount for line in table.lines) == table.total


def test_a_description_on_the_line_below_its_numbers_is_joined_to_them() -> None:
    rows = [
        HEADER,
        _scan("1 Ward Charges 2 Days 3,000.00 6,000.00"),
        _scan("2 1 5,200.00 5,200.00"),
        _scan("Laboratory - CBC, LFT"),
        _scan("3 Medicines 1 3,250.00 3,250.00"),
        TOTAL,
    ]
    table = parse_bill_table(rows)
    assert [line.description for line in table.lines] == [
        "Ward Charges",
        "Laboratory - CBC, LFT",
        "Medicines",
    ]


def test_an_ordinary_row_is_not_reordered() -> None:
    rows = [HEADER, _scan("1 Ward Charges 2 Days 3,000.00 6,000.00"), _scan("Grand Total 6,000.00")]
    table = parse_bill_table(rows)
    assert [(line.description, line.quantity) for line in table.lines] == [("Ward Charges", 2)]
