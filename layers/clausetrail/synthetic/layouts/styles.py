"""How amounts and dates are printed: digit grouping, paise, ``/-``, currency prefixes, Indian date formats.

Pure functions over whole-rupee integers and dates; written for the layout generator alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from enum import StrEnum


class Grouping(StrEnum):
    INDIAN = "indian"  # 1,23,456
    INTERNATIONAL = "international"  # 123,456
    NONE = "none"  # 123456


class PrefixOn(StrEnum):
    NONE = "none"
    TOTALS = "totals"  # only on total / subtotal rows
    ALL = "all"


@dataclass(frozen=True, slots=True)
class AmountStyle:
    grouping: Grouping = Grouping.INDIAN
    paise: bool = True  # ".00"
    suffix: str = ""  # "" or "/-"
    prefix: str = ""  # "", "₹", "Rs.", "INR"
    prefix_on: PrefixOn = PrefixOn.NONE

    def needs_unicode(self) -> bool:
        return "₹" in self.prefix


def group_digits(value: int, grouping: Grouping) -> str:
    digits = str(abs(value))
    if grouping is Grouping.NONE or len(digits) <= 3:
        body = digits
    elif grouping is Grouping.INTERNATIONAL:
        body = f"{abs(value):,}"
    else:
        head, tail = digits[:-3], digits[-3:]
        pairs: list[str] = []
        while len(head) > 2:
            pairs.insert(0, head[-2:])
            head = head[:-2]
        if head:
            pairs.insert(0, head)
        body = ",".join([*pairs, tail])
    return ("-" if value < 0 else "") + body


def format_amount(value: int, style: AmountStyle, *, total: bool = False) -> str:
    """``value`` whole rupees as the style prints it (a total row may carry the prefix alone)."""
    text = group_digits(value, style.grouping)
    if style.paise:
        text += ".00"
    text += style.suffix
    with_prefix = style.prefix_on is PrefixOn.ALL or (style.prefix_on is PrefixOn.TOTALS and total)
    if style.prefix and with_prefix:
        sep = "" if style.prefix == "₹" else " "
        text = f"{style.prefix}{sep}{text}"
    return text


def format_rate(value: int, style: AmountStyle) -> str:
    """A rate or tariff column: the style's grouping and paise, never a prefix or ``/-``."""
    text = group_digits(value, style.grouping)
    return text + ".00" if style.paise else text


class DateFormat(StrEnum):
    SLASH = "dd/mm/yyyy"
    DASH = "dd-mm-yyyy"
    DOT = "dd.mm.yyyy"
    LONG = "d Mon yyyy"
    SHORT = "dd-Mon-yy"
    ISO = "yyyy-mm-dd"
    US_LONG = "Mon d, yyyy"


_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def format_date(value: date, fmt: DateFormat) -> str:
    mon = _MONTHS[value.month - 1]
    if fmt is DateFormat.SLASH:
        return f"{value.day:02d}/{value.month:02d}/{value.year}"
    if fmt is DateFormat.DASH:
        return f"{value.day:02d}-{value.month:02d}-{value.year}"
    if fmt is DateFormat.DOT:
        return f"{value.day:02d}.{value.month:02d}.{value.year}"
    if fmt is DateFormat.LONG:
        return f"{value.day} {mon} {value.year}"
    if fmt is DateFormat.SHORT:
        return f"{value.day:02d}-{mon}-{value.year % 100:02d}"
    if fmt is DateFormat.ISO:
        return value.isoformat()
    return f"{mon} {value.day}, {value.year}"


_ONES = (
    "",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
)
_TENS = ("", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety")


def _below_hundred(n: int) -> str:
    return _ONES[n] if n < 20 else f"{_TENS[n // 10]} {_ONES[n % 10]}".strip()


def _below_thousand(n: int) -> str:
    head = f"{_ONES[n // 100]} Hundred" if n >= 100 else ""
    return f"{head} {_below_hundred(n % 100)}".strip()


def amount_in_words(value: int) -> str:
    """Whole rupees in the Indian system: 123456 -> "Rupees One Lakh Twenty Three Thousand Four Hundred
    Fifty Six Only"."""
    if value == 0:
        return "Rupees Zero Only"
    parts: list[str] = []
    crore, rest = divmod(value, 10_000_000)
    lakh, rest = divmod(rest, 100_000)
    thousand, rest = divmod(rest, 1000)
    if crore:
        parts.append(
            f"{amount_in_words(crore)[7:-5]} Crore" if crore >= 100 else f"{_below_hundred(crore)} Crore"
        )
    if lakh:
        parts.append(f"{_below_hundred(lakh)} Lakh")
    if thousand:
        parts.append(f"{_below_hundred(thousand)} Thousand")
    if rest:
        parts.append(_below_thousand(rest))
    return "Rupees " + " ".join(parts) + " Only"
