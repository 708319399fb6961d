"""The itemised part of a hospital bill: header row → column mapping, item rows, the bill total.

Works on :class:`~clausetrail.claim_extraction.rows.Row` s, so a ruled table (cells by column) and a
line-based table (an OCR'd scan, an unruled summary bill) go through one parser:

- the header row is the first row naming a description column ("Particulars", "Service Description")
  and an amount column ("Amount", "Net Amount"); it fixes the column order;
- an item row has an amount; a ruled row's cells map by position, a text row is read from both ends
  (serial number, date and code on the left; quantity, rate and amount on the right; the description
  is what remains). "3 days @ Rs. 4,500" or "2 x Rs. 350" inside the description give days and rate;
- service-group rows (no amount) are remembered as a category hint, "Sub Total" rows are skipped,
  payment rows (advance, amount received, balance) are ignored, and the first total row ("Grand
  Total", "Total Bill Amount", "NET AMOUNT") ends the table;
- a ruled table that goes on over a page break (a table with as many columns, its header repeated or
  not) is read as the same table.

Nothing is corrected: a quantity × rate that is not the amount lowers that line's confidence and is
reported; the bill total is read as printed even when the lines do not add up to it. Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from clausetrail.claim_extraction.categories import DAY_CHARGED, categorise, eye_of
from clausetrail.claim_extraction.rows import Row
from clausetrail.claim_extraction.values import Read, find_dates, parse_amount, parse_count
from clausetrail.domain.claims.facts import Eye, LineCategory

REPAIR_FACTOR = 0.8  # a value read only after an OCR repair
MISMATCH_FACTOR = 0.6  # quantity × rate is not the amount


class Column(StrEnum):
    SERIAL = "serial"
    DATE = "date"
    CODE = "code"
    DESCRIPTION = "description"
    QTY = "qty"
    RATE = "rate"
    AMOUNT = "amount"


_COLUMN_RE: Final = re.compile(
    r"""(?<![a-z])(?:
        (?P<rate>unit\s*(?:price|rate|cost)|rate(?:\s*per\s*unit)?|price|tariff|mrp)
      | (?P<qty>qty\.?(?:\s*/\s*days)?|quantity|units?|no\.?\s*of\s*days|nos\.?|days)
      | (?P<serial>s\.?\s*no\.?|sl\.?\s*no\.?|sr\.?\s*no\.?|\#)
      | (?P<date>(?:service\s*|bill\s*)?date)
      | (?P<code>(?:service\s*|item\s*|tariff\s*)?code|cpt)
      | (?P<description>particulars|(?:service\s*|item\s*)?description|service\s*name|services?|item\s*name|items?|details|(?:head\s*of\s*)?charges\s*head)
      | (?P<amount>(?:net\s*|gross\s*|total\s*|bill\s*)?amount|amt\.?|total|value)
    )(?![a-z])""",
    re.IGNORECASE | re.VERBOSE,
)
_SUBTOTAL: Final = re.compile(r"sub\s*-?\s*total|group\s*total|section\s*total|total\s*of\s*group", re.I)
_TOTAL: Final = re.compile(
    r"grand\s*total|total\s*bill(?:\s*amount)?|bill\s*total|bill\s*amount|net\s*amount|total\s*amount|"
    r"gross\s*(?:total|amount)|net\s*total|total\s*charges|^\W*total\W*(?:rs\.?|₹|inr)?\W*$",
    re.I,
)
_PAYMENT: Final = re.compile(
    r"\bless\b|received|balance|advance|\bpaid\b|payable|refund|deposit|discount|concession|amount\s*in\s*words|"
    r"\brupees\b.*\bonly\b|receipt",
    re.I,
)
_END: Final = re.compile(
    r"amount\s*in\s*words|payment\s*receipt|received\s*with\s*thanks|authori[sz]ed\s*signatory", re.I
)
_SERIAL: Final = re.compile(r"^\d{1,3}[.)]?$")
_CODE: Final = re.compile(r"^(?:[A-Z]{1,5}-?\d{1,6}[A-Z]?|\d{3,8})$")
_CURRENCY_TOKEN: Final = re.compile(r"^(?:₹|rs\.?|inr|\(₹\)|\(rs\.?\))$", re.I)
_PER_DAY: Final = re.compile(
    r"\s*[-–,(]?\s*(?P<n>\d{1,3})\s*(?P<unit>days?|nights?|d)\s*[@x×*]\s*(?:rs\.?|₹|inr)?\s*(?P<rate>\d[\d,]*(?:\.\d{1,2})?)\s*(?:/-)?\s*(?:per\s*day)?\s*\)?\s*$",
    re.I,
)
_PER_UNIT: Final = re.compile(
    r"\s*[-–,(]?\s*(?P<n>\d{1,3})\s*(?:nos?\.?\s*)?[x×*@]\s*(?:rs\.?|₹|inr)?\s*(?P<rate>\d[\d,]*(?:\.\d{1,2})?)\s*(?:/-)?\s*\)?\s*$",
    re.I,
)


@dataclass(frozen=True, slots=True)
class TableLine:
    description: str
    category: LineCategory
    amount: int
    page: int
    confidence: float
    quantity: int | None = None
    rate: int | None = None
    eye: Eye | None = None

    @property
    def days(self) -> int | None:
        return self.quantity if self.category in DAY_CHARGED else None


@dataclass(slots=True)
class BillTable:
    lines: list[TableLine] = field(default_factory=list)
    total: int | None = None
    total_page: int | None = None
    total_confidence: float = 0.0
    header_row: int | None = None  # index in the rows given
    end_row: int | None = None  # index of the total row (or the last row read)
    warnings: list[str] = field(default_factory=list)


def header_columns(row: Row) -> list[tuple[Column, int]] | None:
    """Columns named by a header row, with the cell index (ruled rows) or order (text rows)."""
    columns: list[tuple[Column, int]] = []
    if row.table is not None:
        for index, cell in enumerate(row.cells):
            m = _COLUMN_RE.search(cell)
            if m and m.lastgroup and len(cell) <= 30:
                columns.append((Column(m.lastgroup), index))
    else:
        if any(ch.isdigit() for ch in re.sub(r"s\.?\s*no|sl\.?\s*no|2d", "", row.plain, flags=re.I)):
            return None  # a header names columns; digits mean data
        for order, m in enumerate(_COLUMN_RE.finditer(row.plain)):
            if m.lastgroup:
                columns.append((Column(m.lastgroup), order))
    kinds = [c for c, _ in columns]
    if Column.DESCRIPTION not in kinds or Column.AMOUNT not in kinds or len(columns) < 2:
        return None
    return columns


@dataclass(slots=True)
class _Cells:
    label: str  # description, or the row's text outside the number columns
    amount: Read[int] | None = None
    rate: Read[int] | None = None
    qty: Read[int] | None = None


def _read_ruled(row: Row, columns: Sequence[tuple[Column, int]]) -> _Cells:
    by_kind = {kind: index for kind, index in columns}
    number_cols = {by_kind.get(Column.AMOUNT), by_kind.get(Column.RATE), by_kind.get(Column.QTY)}

    def cell(kind: Column) -> str:
        index = by_kind.get(kind)
        return row.cells[index] if index is not None and index < len(row.cells) else ""

    description = cell(Column.DESCRIPTION)
    if not description:
        description = " ".join(
            c for i, c in enumerate(row.cells) if c and i not in number_cols and not find_dates(c)
        )
    out = _Cells(label=description)
    amount_text = cell(Column.AMOUNT)
    out.amount = parse_amount(amount_text, ocr=row.ocr) if amount_text else None
    if out.amount is None:  # a merged total row may hold its amount in another cell
        trailing = [c for c in row.cells if c]
        if len(trailing) >= 2:
            out.amount = parse_amount(trailing[-1], ocr=row.ocr)
    rate_text = cell(Column.RATE)
    out.rate = parse_amount(rate_text, ocr=row.ocr) if rate_text else None
    qty_text = cell(Column.QTY)
    out.qty = parse_count(qty_text) if qty_text else None
    return out


def _read_text(row: Row, order: Sequence[Column]) -> _Cells:
    tokens = row.plain.split()
    if Column.DESCRIPTION not in order:
        return _Cells(label=row.plain)
    at = order.index(Column.DESCRIPTION)
    leading, trailing = order[:at], order[at + 1 :]
    # left side: serial, date, code (each optional)
    for kind in leading:
        if not tokens:
            break
        if kind is Column.SERIAL and _SERIAL.match(tokens[0]):
            tokens = tokens[1:]
        elif kind is Column.DATE:
            head = " ".join(tokens[:3])
            dates = find_dates(head)
            if dates and dates[0].start == 0:
                consumed = len(head[: dates[0].end].split())
                tokens = tokens[consumed:]
        elif kind is Column.CODE and len(tokens) > 1 and _CODE.match(tokens[0]):
            tokens = tokens[1:]
    out = _Cells(label="")
    # right side, from the end: amount, rate, quantity
    for kind in reversed(trailing):
        if not tokens:
            break
        if kind in (Column.AMOUNT, Column.RATE):
            read = parse_amount(tokens[-1], ocr=row.ocr)
            if read is None:
                if kind is Column.AMOUNT:
                    break
                continue
            tokens = tokens[:-1]
            if kind is Column.AMOUNT:
                out.amount = read
            else:
                out.rate = read
        elif kind is Column.QTY:
            if len(tokens) >= 2 and re.fullmatch(r"(?i)days?|nos?\.?|units?", tokens[-1]):
                count = parse_count(" ".join(tokens[-2:]))
                if count is not None:
                    out.qty = count
                    tokens = tokens[:-2]
                    continue
            count = parse_count(tokens[-1])
            if count is not None and len(tokens) > 1:
                out.qty = count
                tokens = tokens[:-1]
        while tokens and _CURRENCY_TOKEN.match(tokens[-1]):
            tokens = tokens[:-1]
    out.label = " ".join(tokens).strip(" -–|")
    return out


def _split_rate(description: str) -> tuple[str, int | None, int | None]:
    """ "Room Charges - Deluxe Room - 1 day @ Rs. 8,400" -> ("Room Charges - Deluxe Room", 1, 8400)."""
    for pattern in (_PER_DAY, _PER_UNIT):
        m = pattern.search(description)
        if m:
            rate = parse_amount(m.group("rate"))
            return description[: m.start()].strip(" -–,("), int(m.group("n")), rate.value if rate else None
    return description, None, None


def _is_group_heading(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return bool(letters) and sum(ch.isupper() for ch in letters) / len(letters) > 0.8


def _continues(header: Row, row: Row) -> bool:
    """A ruled row of the header's table, or of a table with as many columns (the next page's part)."""
    if header.table is None or row.table is None:
        return False
    return row.table == header.table or len(row.cells) == len(header.cells)


def parse_bill_table(rows: Sequence[Row]) -> BillTable:
    """The item lines and total of the first itemised table in ``rows`` (a bill's rows, in page order)."""
    table = BillTable()
    columns: list[tuple[Column, int]] | None = None
    header_index: int | None = None
    for index, row in enumerate(rows):
        if row.quarantined:
            continue
        found = header_columns(row)
        if found:
            columns, header_index = found, index
            break
    if columns is None or header_index is None:
        table.warnings.append("no itemised bill table (no header row naming particulars and amount)")
        return table
    table.header_row = header_index
    header = rows[header_index]
    order = [kind for kind, _ in sorted(columns, key=lambda c: c[1])]
    group: str | None = None
    for index in range(header_index + 1, len(rows)):
        row = rows[index]
        table.end_row = index
        if row.quarantined:
            table.warnings.append(f"page {row.page}: a bill row that reads like an instruction was ignored")
            continue
        ruled = _continues(header, row)
        if ruled and row.table != header.table and header_columns(row):
            continue  # the header repeated where the table goes on over a page break
        if ruled:
            cells = _read_ruled(row, columns)
        elif header.table is not None and row.table is None and table.lines:
            # a ruled table ends where its ruling ends; what follows is read as text only for a total
            cells = _read_text(row, [Column.DESCRIPTION, Column.AMOUNT])
        else:
            cells = _read_text(row, order)
        label = cells.label
        if _END.search(row.plain) and not _TOTAL.search(label):
            break
        if _SUBTOTAL.search(label):
            continue
        if cells.amount is None:
            if label and _is_group_heading(label) and not header_columns(row):
                group = label
            continue
        if _PAYMENT.search(label):
            continue
        if _TOTAL.search(label):
            table.total = cells.amount.value
            table.total_page = row.page
            table.total_confidence = row.confidence * (REPAIR_FACTOR if cells.amount.repaired else 1.0)
            break
        if header.table is not None and not ruled:
            continue  # text after a ruled table that is not its total
        description, qty, rate = _split_rate(label)
        if not description:
            continue
        quantity = cells.qty.value if cells.qty else qty
        rate_value = cells.rate.value if cells.rate else rate
        confidence = row.confidence
        if any(r is not None and r.repaired for r in (cells.amount, cells.rate, cells.qty)):
            confidence *= REPAIR_FACTOR
        amount = cells.amount.value
        if quantity is not None and rate_value is not None and quantity * rate_value != amount:
            confidence *= MISMATCH_FACTOR
            table.warnings.append(
                f"page {row.page}: {description!r}: {quantity} × {rate_value} is {quantity * rate_value}, "
                f"the bill prints {amount}"
            )
        category = categorise(description, group) or LineCategory.OTHER
        table.lines.append(
            TableLine(
                description=description,
                category=category,
                amount=amount,
                page=row.page,
                confidence=round(confidence, 4),
                quantity=quantity,
                rate=rate_value,
                eye=eye_of(description),
            )
        )
    if table.total is None:
        table.warnings.append("the itemised table has no total row")
    return table
