"""The itemised part of a hospital bill: header row → column mapping, item rows, the bill total.

Works on :class:`~clausetrail.claim_extraction.rows.Row` s, so a ruled table, a text-aligned table (the
layout builder infers its columns from word positions and writes it as a table) and a line-based table
(an OCR'd scan) go through one parser (:mod:`bill_columns` reads the header and a row's cells):

- the header row is the first row naming a description column and an amount column; it fixes the
  column order. Where the header repeats (the next page of the bill) it is skipped;
- an item row has an amount. "3 days @ Rs. 4,500" or "2 x Rs. 350" inside the description give days
  and rate;
- not line items (their rows are still read): service-group headings (no amount; remembered as a
  category hint), sub-totals, "carried forward" / "brought forward" rows, tax rows (GST, CGST, SGST),
  discounts and concessions, and payment rows (advance, deposit, amount paid, balance, refund);
- the first total row ("Grand Total", "Total Bill Amount", "Net Amount", "Total") ends the items; the rows
  after it are still read for discounts and taxes.

**Bill total and lines.** The bill total is the *gross billed amount the line items add up to*. When
the bill prints only a total after tax or a discount (lines + tax − discount = total), the total kept is
the lines' gross (derived, lower confidence); when the bill's printed total is not what the lines add up to
(a net total after a tax or a discount) the total's confidence is lowered (``ADJUSTED_FACTOR``) and a
warning names the amounts, and the rules fail closed on a doubtful total. A discount printed below a gross
total the lines add up to is kept apart (``BillTable.discount``, the claim fact ``bill_discount``): no claim
pays more than the total less it. Amounts are read in paise: when the
lines' paise add up to the total's paise, whole rupees are rounded so the lines still add up to it
(largest remainder); otherwise nothing is corrected — a quantity × rate that is not the amount lowers
that line's confidence, and a total the lines do not add up to is reported as printed. Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from clausetrail.claim_extraction.bill_columns import (
    Cells,
    Column,
    header_columns,
    read_ruled,
    read_text,
    split_rate,
)
from clausetrail.claim_extraction.categories import DAY_CHARGED, categorise, eye_of
from clausetrail.claim_extraction.rows import Row
from clausetrail.claim_extraction.values import rupees
from clausetrail.domain.claims.facts import Eye, LineCategory

__all__ = [
    "MISMATCH_FACTOR",
    "REPAIR_FACTOR",
    "BillTable",
    "Column",
    "TableLine",
    "header_columns",
    "parse_bill_table",
]

REPAIR_FACTOR = 0.8  # a value read only after an OCR repair
MISMATCH_FACTOR = 0.6  # quantity × rate is not the amount
ADJUSTED_FACTOR = 0.6  # the bill shows a discount or a tax the facts cannot carry
DERIVED_TOTAL_FACTOR = 0.9  # the gross total worked out from a net total and its adjustments
TAINTED_FACTOR = 0.5  # an instruction was cut out of the row

_SUBTOTAL: Final = re.compile(
    r"sub\s*-?\s*total|group\s*total|section\s*total|total\s*of\s*group|page\s*total|total\s*\(?page", re.I
)
_CARRIED: Final = re.compile(
    r"(?:carried|brought|carry|bought)\s*(?:forward|fwd|over|down)|\b[cb]\s*/\s*[fd]\b|\bb\.\s*f\.|\bc\.\s*f\.|"
    r"(?:forward|fwd)\s*(?:from|to)\s*(?:previous|next|page)|balance\s*(?:b/f|brought)|"
    r"(?:carried|brought|taken|transferred)\s*(?:to|from)\s*(?:the\s*)?(?:next|previous|last|prev\.?|following)?\s*page|"
    r"(?:from|to)\s*(?:the\s*)?(?:previous|next|last)\s*page|^\W*[cb]\.?\s*[fd]\.?\W*$",
    re.I,
)
_TOTAL: Final = re.compile(
    r"grand\s*total|total\s*bill(?:\s*amount)?|bill\s*total|bill\s*amount|net\s*amount|total\s*amount|"
    r"gross\s*(?:total|amount)|net\s*total|total\s*charges|total\s*(?:hospital\s*)?(?:charges|bill|value)|"
    r"^\W*total\W*(?:rs\.?|₹|inr)?\W*$",
    re.I,
)
_TAX: Final = re.compile(r"\b(?:[cs]?gst|igst|utgst|tax(?:es)?|vat|cess|service\s*tax)\b", re.I)
_DISCOUNT: Final = re.compile(r"discount|concession|rebate|waiver|waived|\bdisc\b", re.I)
_PAYMENT: Final = re.compile(
    r"\bless\b|received|balance|advance|\bpaid\b|payable|refund|deposit|amount\s*in\s*words|"
    r"\brupees\b.*\bonly\b|receipt|round(?:ed)?\s*off|settled|(?:amount|balance)\s*due\b",
    re.I,
)
_END: Final = re.compile(
    r"amount\s*in\s*words|payment\s*receipt|received\s*with\s*thanks|authori[sz]ed\s*signatory", re.I
)
_CONNECTOR: Final = re.compile(r"^(?:&|and|of|/|-|–|,)$", re.I)


@dataclass(frozen=True, slots=True)
class TableLine:
    description: str
    category: LineCategory
    amount: int
    page: int
    confidence: float
    quantity: int | None = None
    rate: int | None = None  # whole rupees
    eye: Eye | None = None
    amount_paise: int | None = None

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
    printed_total: int | None = None  # the total row as printed (may be net of a discount)
    tax: int = 0  # tax rows, whole rupees
    discount: int = 0  # discount and concession rows, whole rupees


def _is_group_heading(text: str) -> bool:
    """A service-group row: capitals ("PHARMACY & CONSUMABLES") or a short title-cased phrase."""
    letters = [ch for ch in text if ch.isalpha()]
    if not letters or any(ch.isdigit() for ch in text) or text.startswith("("):
        return False
    if sum(ch.isupper() for ch in letters) / len(letters) > 0.8:
        return True
    words = text.split()
    return len(words) <= 4 and all(w[:1].isupper() or _CONNECTOR.match(w) for w in words)


def _continues(header: Row, row: Row) -> bool:
    """A ruled row of the header's table, or of a table with as many columns (the next page's part)."""
    if header.table is None or row.table is None:
        return False
    return row.table == header.table or len(row.cells) == len(header.cells)


def _header(rows: Sequence[Row]) -> tuple[int, list[tuple[Column, int]]] | None:
    for index, row in enumerate(rows):
        if row.quarantined:
            continue
        found = header_columns(row)
        if found:
            return index, found
    return None


def _round_to_total(table: BillTable, total_paise: int | None) -> None:
    """Whole rupees of lines with paise, rounded (largest remainder) so they add up to the total when their
    paise add up to it to within a rupee (the bill rounded its total, with a "round off" row or not)."""
    if total_paise is None or not table.lines or any(line.amount_paise is None for line in table.lines):
        return
    paise = [line.amount_paise or 0 for line in table.lines]
    target = rupees(total_paise)
    if abs(sum(paise) - total_paise) >= 100 or sum(line.amount for line in table.lines) == target:
        return
    floors = [p // 100 for p in paise]
    order = sorted(range(len(paise)), key=lambda i: paise[i] % 100, reverse=True)
    extra = target - sum(floors)
    if not 0 <= extra <= len(paise):
        return
    amounts = list(floors)
    for i in order[:extra]:
        amounts[i] += 1
    table.lines = [
        TableLine(
            description=line.description,
            category=line.category,
            amount=amount,
            page=line.page,
            confidence=line.confidence,
            quantity=line.quantity,
            rate=line.rate,
            eye=line.eye,
            amount_paise=line.amount_paise,
        )
        for line, amount in zip(table.lines, amounts, strict=True)
    ]
    table.warnings.append(
        f"line amounts with paise ({sum(paise) / 100:.2f} in all) were rounded to whole rupees so that they "
        f"add up to the bill total ({total_paise / 100:.2f})"
    )


def _settle_total(table: BillTable, total_paise: int | None) -> None:
    """The gross total the lines add up to, with what the bill says about tax and discount."""
    if table.total is None:
        table.warnings.append("the itemised table has no total row")
        return
    _round_to_total(table, total_paise)
    lines_sum = sum(line.amount for line in table.lines)
    printed = table.total
    table.printed_total = printed
    if (table.tax or table.discount) and printed != lines_sum == printed - table.tax + table.discount:
        table.total = lines_sum  # the bill printed only its net total: keep the gross the lines add up to
        table.total_confidence *= DERIVED_TOTAL_FACTOR
    if not (table.tax or table.discount):
        return
    parts = " and ".join(
        p
        for p in (
            f"tax {table.tax}" if table.tax else "",
            f"discount {table.discount}" if table.discount else "",
        )
        if p
    )
    if printed != lines_sum:
        # what the patient paid is not what the lines add up to: the facts cannot carry it, so a person looks
        table.total_confidence *= ADJUSTED_FACTOR
        table.warnings.append(
            f"the bill shows {parts}; the line items and the bill total ({table.total}) are the gross billed "
            f"amount, the bill's own total reads {printed}"
        )
    elif table.discount:
        table.warnings.append(
            f"the bill shows {parts} below its gross total ({printed}); the hospital was paid the total less the "
            "discount, and no claim pays more than that"
        )
    else:
        table.warnings.append(f"the bill shows {parts}, already included in its line amounts")


def _description_below(
    rows: Sequence[Row],
    index: int,
    header: Row,
    columns: Sequence[tuple[Column, int]],
    order: Sequence[Column],
) -> str:
    """The text of the row after ``index`` when it is only a description (no amount, no serial number, not a
    group heading or a total), else ""."""
    if index + 1 >= len(rows):
        return ""
    below = rows[index + 1]
    if below.quarantined:
        return ""
    cells = read_ruled(below, columns) if _continues(header, below) else read_text(below, order)
    label = cells.label.strip()
    if (
        cells.amount is not None
        or cells.serial
        or not label
        or _TOTAL.search(label)
        or _END.search(below.plain)
    ):
        return ""
    return label


def parse_bill_table(rows: Sequence[Row], default_group: str | None = None) -> BillTable:
    """The item lines and total of the first itemised table in ``rows`` (a bill's rows, in page order).

    ``default_group`` is the category hint of lines no group heading covers ("pharmacy" on a pharmacy bill).
    """
    table = BillTable()
    found = _header(rows)
    if found is None:
        table.warnings.append("no itemised bill table (no header row naming particulars and amount)")
        return table
    header_index, columns = found
    table.header_row = header_index
    header = rows[header_index]
    order = [kind for kind, _ in sorted(columns, key=lambda c: c[1])]
    table_pages = {r.page for r in rows[header_index:] if _continues(header, r)}
    group: str | None = default_group
    pending: str | None = None  # the first part of a description wrapped over two rows
    total_paise: int | None = None
    after_total = False
    taken: set[int] = set()  # rows read already as the description of the priced row before them
    for index in range(header_index + 1, len(rows)):
        row = rows[index]
        if index in taken:
            continue
        if row.quarantined:
            table.warnings.append(f"page {row.page}: a bill row that reads like an instruction was ignored")
            continue
        repeated = header_columns(row) if row.table != header.table else None
        if repeated:
            # the header repeated where the items go on over a page break: its own columns from here on
            if row.table is not None and not after_total:
                header, columns = row, repeated
                order = [kind for kind, _ in sorted(columns, key=lambda c: c[1])]
                table_pages |= {r.page for r in rows[index:] if r.table == row.table}
            continue
        ruled = _continues(header, row)
        # a later page without the table's ruling or column grid: its rows are read as text rows
        continuation = header.table is not None and not ruled and row.page not in table_pages
        cells: Cells
        if ruled:
            cells = read_ruled(row, columns)
        elif header.table is not None and not continuation:
            # a ruled table ends where its ruling ends; what follows is read as text only for totals
            cells = read_text(row, [Column.DESCRIPTION, Column.AMOUNT])
        else:
            cells = read_text(row, order)
        label = cells.label
        if _END.search(row.plain) and not _TOTAL.search(label):
            break
        if not after_total:
            table.end_row = index
        if cells.amount is None:
            if label and not after_total and _is_group_heading(label) and not header_columns(row):
                group = label
                pending = None
            else:
                # a numbered row without an amount: its description goes on in the row that has the amount
                pending = label if label and cells.serial and not after_total else None
            continue
        amount = rupees(cells.amount.value)
        wrapped, pending = pending, None
        if _SUBTOTAL.search(label) or _CARRIED.search(label):
            continue
        if _DISCOUNT.search(label) and not _TOTAL.search(label):  # not "Net amount after discount"
            table.discount += amount
            continue
        if _TAX.search(label) and not _TOTAL.search(label):
            table.tax += amount
            continue
        if _PAYMENT.search(label):
            continue
        if _TOTAL.search(label):
            if not after_total:
                table.total = amount
                total_paise = cells.amount.value
                table.total_page = row.page
                table.total_confidence = row.confidence * (REPAIR_FACTOR if cells.amount.repaired else 1.0)
                table.total_confidence *= TAINTED_FACTOR if row.tainted else 1.0
                after_total = True
            continue
        if after_total or (header.table is not None and not ruled and not continuation):
            continue  # text after the items that is not a total
        if wrapped and not cells.serial:
            label = f"{wrapped} {label}"
        description, qty, rate = split_rate(label)
        repaired_description = False
        if (not description or description.isdigit()) and cells.serial:
            # a numbered, priced row whose description the reading put on the next line ("7 1 8,950.00
            # 8,950.00" then "Investigations - ABG, CBC"): that line, when it has no amount or number of its own
            below = _description_below(rows, index, header, columns, order)
            if below:
                qty = int(description) if description and qty is None and cells.qty is None else qty
                description = below
                taken.add(index + 1)
                repaired_description = True
        if not description:
            continue
        quantity = cells.qty.value if cells.qty else qty
        rate_paise = cells.rate.value if cells.rate else rate
        confidence = row.confidence * (REPAIR_FACTOR if repaired_description or cells.reordered else 1.0)
        if row.tainted:
            confidence *= TAINTED_FACTOR
            table.warnings.append(
                f"page {row.page}: {description!r}: an instruction on this bill row was ignored; the row is read"
            )
        if any(r is not None and r.repaired for r in (cells.amount, cells.rate, cells.qty)):
            confidence *= REPAIR_FACTOR
        if quantity is not None and rate_paise is not None and quantity * rate_paise != cells.amount.value:
            confidence *= MISMATCH_FACTOR
            table.warnings.append(
                f"page {row.page}: {description!r}: {quantity} × {rate_paise / 100:.2f} is "
                f"{quantity * rate_paise / 100:.2f}, the bill prints {cells.amount.value / 100:.2f}"
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
                rate=rupees(rate_paise) if rate_paise is not None else None,
                eye=eye_of(description),
                amount_paise=cells.amount.value,
            )
        )
    _settle_total(table, total_paise)
    return table
