"""Columns of an itemised bill: which header words name which column, and one row's cells.

A header row names a description column (Particulars / Description / Service / Item) and an amount column
(Amount / Net / Total / Value), and may name serial, date, code, quantity (Qty / Units / Days / No. of days)
and rate (Rate / Tariff / Unit Price / MRP) columns. A ruled row (or a text-aligned one, which the layout
builder writes as a table) maps its cells by position; a text row is read from both ends (serial, date and
code on the left; quantity, rate and amount on the right; the description is what remains). Amounts are
read in paise so that quantity × rate can be checked exactly. Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from clausetrail.claim_extraction.rows import Row
from clausetrail.claim_extraction.values import Read, find_dates, parse_amount_paise, parse_count


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
      | (?P<serial>s\.?\s*no\.?|[s5][l1i]\.?\s*no\.?|sr\.?\s*no\.?|sl\.?|si\.|sr\.?|no\.|\#)
      | (?P<date>(?:service\s*|bill\s*)?date)
      | (?P<code>(?:service\s*|item\s*|tariff\s*)?code|cpt)
      | (?P<description>particulars|(?:service\s*|item\s*)?description|service\s*name|services?|item\s*name|items?|details|(?:name\s*of\s*(?:the\s*)?)?(?:medicines?|drugs?|products?)|narration|(?:head\s*of\s*)?charges\s*head)
      | (?P<amount>(?:net\s*|gross\s*|total\s*|bill\s*)?(?:amount|amt\.?)|total|value|net|charges?)
    )(?![a-z])""",
    re.IGNORECASE | re.VERBOSE,
)
_SERIAL: Final = re.compile(r"^\d{1,3}[.)]?$")
_LEADING_SERIAL: Final = re.compile(r"^\d{1,3}[.)]?\s+(?=\S)")
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


#: a cell holding only a quantity with its unit ("2 Days", "3 Nos"): when OCR reads it as a separate piece
#: placed after the rate and amount (its box starts right of the one spanning description to amount)
_QTY_WITH_UNIT_CELL: Final = re.compile(r"\d{1,3}\s*(?:days?|nights?|nos?\.?|units?)", re.I)
_NUMBER_KINDS: Final = frozenset({"rate", "qty", "amount"})
_NUMBER_TOKEN: Final = re.compile(r"(?:₹|rs\.?|inr)?\s*\d[\d,]*(?:\.\d{1,2})?(?:\s*/-)?", re.I)


def _has_words(cell: str) -> bool:
    """A cell of words ("Net Amount", "Carried forward"), not a number ("8 420", "Rs. 350")."""
    return sum(ch.isalpha() for ch in cell) >= 3 and parse_amount_paise(cell) is None


_COUNT_NO: Final = re.compile(r"^no\.?$", re.IGNORECASE)


def _cell_kinds(cell: str) -> list[str]:
    """The column kinds one header cell names, in order, a kind repeated in a row counted once.

    A two-line header the text layer merges into one cell ("No. of" over "Units", "Unit" over "Rate" read as
    "No. of Unit Units Rate") names two number columns; its leading "No." is a count, not a serial number.
    """
    kinds: list[str] = []
    for m in _COLUMN_RE.finditer(cell):
        kind = m.lastgroup
        if kind is None:
            continue
        if kind == Column.SERIAL and _COUNT_NO.match(m.group(0).strip()) and not kinds:
            following = [n.lastgroup for n in _COLUMN_RE.finditer(cell, m.end())]
            if following and following[0] in _NUMBER_KINDS:
                kind = Column.QTY
        if not kinds or kinds[-1] != kind:
            kinds.append(kind)
    return kinds


def header_columns(row: Row) -> list[tuple[Column, int]] | None:
    """Columns named by a header row, with the cell index (ruled rows) or order (text rows)."""
    columns: list[tuple[Column, int]] = []
    if row.table is not None:
        for index, cell in enumerate(row.cells):
            found = _cell_kinds(cell)
            if not found or len(cell) > 30:
                continue
            columns.append((Column(found[0]), index))
            if found[0] == Column.SERIAL and len(found) > 1:  # "S.No Particulars" in one cell
                columns.append((Column(found[1]), index))
            elif (
                found[0] in _NUMBER_KINDS
                and len(found) > 1
                and found[1] in _NUMBER_KINDS
                and found[1] != found[0]
            ):
                columns.append((Column(found[1]), index))  # "Rate Days/Nos" in one cell: two numbers
    else:
        # a currency sign in brackets after a header word may be read by OCR as a digit ("Amount (₹)" as
        # "Amount(3)"): one character in brackets is not data
        plain = re.sub(r"\(\s*[^\s()]?\s*\)", " ", row.plain)
        if any(ch.isdigit() for ch in re.sub(r"s\.?\s*no|sl\.?\s*no|2d", "", plain, flags=re.I)):
            return None  # a header names columns; digits mean data
        for order, m in enumerate(_COLUMN_RE.finditer(row.plain)):
            if m.lastgroup and not (columns and columns[-1][0] == m.lastgroup):  # "Net Amount" is one column
                columns.append((Column(m.lastgroup), order))
    kinds = [c for c, _ in columns]
    if Column.DESCRIPTION in kinds and Column.QTY not in kinds:
        # "No." after the description is a count ("Service | No. | Rate | Amount"), not a serial number
        at = kinds.index(Column.DESCRIPTION)
        columns = [
            (Column.QTY if kind is Column.SERIAL and i > at else kind, where)
            for i, (kind, where) in enumerate(columns)
        ]
        kinds = [c for c, _ in columns]
    if Column.DESCRIPTION not in kinds or Column.AMOUNT not in kinds or len(columns) < 2:
        return None
    return columns


@dataclass(slots=True)
class Cells:
    label: str  # description, or the row's text outside the number columns
    amount: Read[int] | None = None
    rate: Read[int] | None = None
    qty: Read[int] | None = None
    serial: bool = False  # the row carries its own serial number (an item starts here)
    #: the description was read after the row's numbers (a wrapped description the reading put last)
    reordered: bool = False


def read_ruled(row: Row, columns: Sequence[tuple[Column, int]]) -> Cells:
    by_kind = {kind: index for kind, index in columns}
    number_cols = {by_kind.get(Column.AMOUNT), by_kind.get(Column.RATE), by_kind.get(Column.QTY)}

    def cell(kind: Column) -> str:
        index = by_kind.get(kind)
        text = row.cells[index] if index is not None and index < len(row.cells) else ""
        shared = [k for k, i in columns if i == index and k.value in _NUMBER_KINDS]
        if text and len(shared) > 1:  # one cell under a header naming two number columns: "₹5,500.00 3"
            numbers = _NUMBER_TOKEN.findall(text)
            return numbers[shared.index(kind)].strip() if len(numbers) == len(shared) else ""
        return text

    description = cell(Column.DESCRIPTION)
    serial = bool(_SERIAL.match(cell(Column.SERIAL))) if Column.SERIAL in by_kind else False
    if description and by_kind.get(Column.SERIAL) == by_kind.get(Column.DESCRIPTION):
        serial = bool(_LEADING_SERIAL.match(description))
        description = _LEADING_SERIAL.sub("", description)
    if not description:
        # a merged total row ("Net Amount" under the rate column): the words of any cell that is not a number
        description = " ".join(
            c
            for i, c in enumerate(row.cells)
            if c
            and not find_dates(c)
            and (i not in number_cols or (i != by_kind.get(Column.AMOUNT) and _has_words(c)))
        )
    out = Cells(label=description, serial=serial)
    amount_text = cell(Column.AMOUNT)
    out.amount = parse_amount_paise(amount_text, ocr=row.ocr) if amount_text else None
    if out.amount is None:  # a merged total row may hold its amount in another cell
        trailing = [c for c in row.cells if c]
        if len(trailing) >= 2:
            out.amount = parse_amount_paise(trailing[-1], ocr=row.ocr)
    rate_text = cell(Column.RATE)
    out.rate = parse_amount_paise(rate_text, ocr=row.ocr) if rate_text else None
    qty_text = cell(Column.QTY)
    out.qty = parse_count(qty_text) if qty_text else None
    return out


def read_text(row: Row, order: Sequence[Column]) -> Cells:
    tokens = row.plain.split()
    if Column.DESCRIPTION not in order:
        return Cells(label=row.plain)
    at = order.index(Column.DESCRIPTION)
    leading, trailing = order[:at], order[at + 1 :]
    serial = False
    # left side: serial, date, code (each optional)
    for kind in leading:
        if not tokens:
            break
        if kind is Column.SERIAL and _SERIAL.match(tokens[0]):
            tokens = tokens[1:]
            serial = True
        elif kind is Column.DATE:
            head = " ".join(tokens[:3])
            dates = find_dates(head)
            if dates and dates[0].start == 0:
                consumed = len(head[: dates[0].end].split())
                tokens = tokens[consumed:]
        elif kind is Column.CODE and len(tokens) > 1 and _CODE.match(tokens[0]):
            tokens = tokens[1:]
    out = Cells(label="", serial=serial)
    moved = _words_after_numbers(tokens, trailing)
    if moved is not None:
        tokens, out.reordered = moved, True
    moved_qty = _qty_read_after_amounts(row, trailing, tokens)
    if moved_qty is not None:
        tokens = tokens[: -len(row.cells[-1].split())]
    # right side, from the end: amount, rate, quantity
    for kind in reversed(trailing):
        if not tokens:
            break
        if kind in (Column.AMOUNT, Column.RATE):
            read = parse_amount_paise(tokens[-1], ocr=row.ocr)
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
            if moved_qty is not None:
                out.qty = moved_qty
                continue
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


_UNIT_WORD: Final = re.compile(r"(?i)^(?:days?|nights?|nos?\.?|units?)$")


def _words_after_numbers(tokens: Sequence[str], trailing: Sequence[Column]) -> list[str] | None:
    """The tokens with the description first, when a row reads its number cells first and its description
    after them ("1 8,950.00 8,950.00 Investigations - ABG"): the reading put a description wrapped below its
    row's numbers at the row's end. None when the row does not read so."""
    numbers = [kind for kind in trailing if kind in (Column.AMOUNT, Column.RATE, Column.QTY)]
    k = 0
    while k < len(tokens) and (_NUMBER_TOKEN.fullmatch(tokens[k]) or (k and _UNIT_WORD.match(tokens[k]))):
        k += 1
    digits = sum(1 for t in tokens[:k] if _NUMBER_TOKEN.fullmatch(t))
    rest = tokens[k:]
    if not numbers or digits < len(numbers) or not rest or not _has_words(" ".join(rest)):
        return None
    if _NUMBER_TOKEN.fullmatch(rest[-1]):
        return None  # numbers at the end too: an ordinary row
    return [*rest, *tokens[:k]]


def _qty_read_after_amounts(row: Row, trailing: Sequence[Column], tokens: Sequence[str]) -> Read[int] | None:
    """The quantity of a row whose last cell is only a quantity with its unit although the header puts the
    quantity before the amount, and whose text before that cell ends in an amount: the cell was read out of
    column order, so it is the quantity (a bare number is never moved: it may be the amount itself)."""
    if len(row.cells) < 2 or Column.QTY not in trailing or trailing[-1] is Column.QTY:
        return None
    last = row.cells[-1].strip()
    if not _QTY_WITH_UNIT_CELL.fullmatch(last):
        return None
    before = tokens[: -len(last.split())]
    if len(before) < 2 or parse_amount_paise(before[-1], ocr=row.ocr) is None:
        return None
    return parse_count(last)


def split_rate(description: str) -> tuple[str, int | None, int | None]:
    """ "Room Charges - Deluxe Room - 1 day @ Rs. 8,400" -> ("Room Charges - Deluxe Room", 1, 8400)."""
    for pattern in (_PER_DAY, _PER_UNIT):
        m = pattern.search(description)
        if m:
            rate = parse_amount_paise(m.group("rate"))
            return description[: m.start()].strip(" -–,("), int(m.group("n")), rate.value if rate else None
    return description, None, None
