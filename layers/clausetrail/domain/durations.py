"""Durations in policy wordings: "thirty days", "thirty-six (36) months", "2 years", "48 hours".

A :class:`Duration` keeps the unit the wording used; conversions give whole numbers of another unit or
None when the conversion would not be whole. Insurance conventions: a year is 12 months or 365 days,
a month is 30 days (12 months is still 365 days), a week is 7 days. Pure functions, no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Final, Literal, get_args

from clausetrail.domain.number_words import SMALL_NUMBER_WORDS_PATTERN, parse_number_words

DurationUnit = Literal["days", "months", "years", "hours"]
DURATION_UNITS: Final[tuple[DurationUnit, ...]] = get_args(DurationUnit)

_DAYS_PER_YEAR: Final = 365
_DAYS_PER_MONTH: Final = 30
_HOURS_PER_DAY: Final = 24


@dataclass(frozen=True, slots=True)
class Duration:
    value: int
    unit: DurationUnit

    def __post_init__(self) -> None:
        if isinstance(self.value, bool) or not isinstance(self.value, int) or self.value < 0:
            raise ValueError(f"duration value must be a non-negative int, got {self.value!r}")
        if self.unit not in DURATION_UNITS:
            raise ValueError(f"unknown duration unit {self.unit!r}")

    def to_days(self) -> int | None:
        return to_days(self)

    def to_months(self) -> int | None:
        return to_months(self)

    def to_hours(self) -> int | None:
        return to_hours(self)

    def in_unit(self, unit: DurationUnit) -> int | None:
        """Whole number of ``unit`` in this duration, or None when not whole."""
        return in_unit(self, unit)

    def __str__(self) -> str:
        label = self.unit[:-1] if self.value == 1 else self.unit
        return f"{self.value} {label}"


@dataclass(frozen=True, slots=True)
class DurationMatch:
    """A duration found in text (``text[start:end] == raw``)."""

    duration: Duration
    start: int
    end: int
    raw: str


def to_days(duration: Duration) -> int | None:
    """Days in ``duration``: "1 year" -> 365, "3 months" -> 90, "24 months" -> 730, "48 hours" -> 2."""
    value, unit = duration.value, duration.unit
    if unit == "days":
        return value
    if unit == "years":
        return value * _DAYS_PER_YEAR
    if unit == "months":
        if value % 12 == 0:
            return value // 12 * _DAYS_PER_YEAR
        return value * _DAYS_PER_MONTH
    return value // _HOURS_PER_DAY if value % _HOURS_PER_DAY == 0 else None


def to_months(duration: Duration) -> int | None:
    """Months in ``duration``: "2 years" -> 24, "90 days" -> 3, "365 days" -> 12, "45 days" -> None."""
    value, unit = duration.value, duration.unit
    if unit == "months":
        return value
    if unit == "years":
        return value * 12
    days = to_days(duration)
    if days is None:
        return None
    if days % _DAYS_PER_YEAR == 0:
        return days // _DAYS_PER_YEAR * 12
    if days % _DAYS_PER_MONTH == 0:
        return days // _DAYS_PER_MONTH
    return None


def to_hours(duration: Duration) -> int | None:
    """Hours in ``duration``: "2 days" -> 48."""
    if duration.unit == "hours":
        return duration.value
    days = to_days(duration)
    return None if days is None else days * _HOURS_PER_DAY


def to_years(duration: Duration) -> int | None:
    """Whole years in ``duration``: "36 months" -> 3, "730 days" -> 2, "18 months" -> None."""
    if duration.unit == "years":
        return duration.value
    months = to_months(duration)
    if months is None or months % 12:
        return None
    return months // 12


def in_unit(duration: Duration, unit: DurationUnit) -> int | None:
    """Whole number of ``unit`` in ``duration``, or None."""
    converters = {"days": to_days, "months": to_months, "hours": to_hours, "years": to_years}
    return converters[unit](duration)


_WORDS: Final = SMALL_NUMBER_WORDS_PATTERN
_DIGITS: Final = r"(?<![\d.])\d{1,4}(?:\.\d+)?(?![\d.]\d)"
_QUANTITY: Final = (
    rf"(?:(?P<words>{_WORDS})(?:\s*\(\s*(?P<words_digits>\d{{1,4}})\s*\))?"
    rf"|(?P<digits>{_DIGITS})(?:\s*\(\s*(?P<digits_words>{_WORDS})\s*\))?)"
)
_QUALIFIER: Final = r"(?:(?:continuous|consecutive|calendar|completed|clear|full|policy)\s+)?"
_UNIT: Final = r"(?P<unit>days?|months?|years?|yrs?|hours?|hrs?|weeks?)\b(?:(?<=[yh]r)\.|(?<=[yh]rs)\.)?"
# The lookahead skips positions that cannot start a number (digits, or the first letters of the number
# words: one..nineteen, twenty..ninety, zero), which makes a search over a whole wording ~3x faster.
_FIND_RE: Final = re.compile(rf"(?=\d|\b[otfsenz]){_QUANTITY}\s*-?\s*{_QUALIFIER}{_UNIT}", re.IGNORECASE)
_FULL_RE: Final = re.compile(
    rf"(?:(?P<article>an?)\s+|{_QUANTITY}\s*-?\s*){_QUALIFIER}{_UNIT}", re.IGNORECASE
)

_UNIT_NAMES: Final[dict[str, tuple[DurationUnit, int]]] = {
    "day": ("days", 1),
    "days": ("days", 1),
    "week": ("days", 7),
    "weeks": ("days", 7),
    "month": ("months", 1),
    "months": ("months", 1),
    "year": ("years", 1),
    "years": ("years", 1),
    "yr": ("years", 1),
    "yrs": ("years", 1),
    "hour": ("hours", 1),
    "hours": ("hours", 1),
    "hr": ("hours", 1),
    "hrs": ("hours", 1),
}
# A fraction of a unit becomes a whole number of the next smaller unit when it can ("1.5 years").
_SMALLER_UNIT: Final[dict[DurationUnit, tuple[DurationUnit, int]]] = {
    "years": ("months", 12),
    "days": ("hours", _HOURS_PER_DAY),
}


def _quantity(m: re.Match[str]) -> Decimal | None:
    if m.groupdict().get("article"):
        return Decimal(1)
    # Where the wording gives both ("thirty (30) days"), the digits are taken.
    digits = m.group("digits") or m.group("words_digits")
    if digits:
        return Decimal(digits)
    words = m.group("words") or m.group("digits_words")
    number = parse_number_words(words) if words else None
    return None if number is None else Decimal(number)


def _duration(m: re.Match[str]) -> Duration | None:
    quantity = _quantity(m)
    if quantity is None:
        return None
    unit, factor = _UNIT_NAMES[m.group("unit").lower()]
    quantity *= factor
    if quantity != quantity.to_integral_value():
        if unit not in _SMALLER_UNIT:
            return None
        unit, per = _SMALLER_UNIT[unit]
        quantity *= per
        if quantity != quantity.to_integral_value():
            return None
    return Duration(value=int(quantity), unit=unit)


def parse_duration(text: str) -> Duration | None:
    """The duration ``text`` states, when the text is one duration expression, else None.

    ``parse_duration("thirty-six (36) months") == Duration(36, "months")``; weeks become days;
    "1.5 years" becomes 18 months. Use :func:`find_durations` to search longer text.
    """
    cleaned = " ".join(text.split()).strip().rstrip(".,;:").strip()
    m = _FULL_RE.fullmatch(cleaned)
    return _duration(m) if m else None


def find_durations(text: str) -> list[DurationMatch]:
    """Every duration written with a number ("30 days", "twelve-month", "15 (fifteen) days"), in order."""
    found: list[DurationMatch] = []
    for m in _FIND_RE.finditer(text):
        duration = _duration(m)
        if duration is not None:
            found.append(DurationMatch(duration=duration, start=m.start(), end=m.end(), raw=m.group(0)))
    return found
