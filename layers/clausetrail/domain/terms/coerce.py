"""Scalar normalisers for loose term values (amounts, durations, percents, booleans, exclusion codes).

Pure code, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from decimal import Decimal
from typing import Any, Final

from clausetrail.domain.durations import Duration, DurationUnit, find_durations, parse_duration
from clausetrail.domain.money import find_amounts, parse_inr
from clausetrail.domain.number_words import parse_number_words

# --------------------------------------------------------------------------------------------------
# Scalar normalisers (raise ValueError with a readable message; None stays None)

_NULL_STRINGS: Final = frozenset({"", "null", "n/a"})
_TRUE_WORDS: Final = frozenset(
    {"true", "yes", "y", "covered", "available", "included", "applicable", "payable"}
)
_FALSE_WORDS: Final = frozenset(
    {
        "false",
        "no",
        "n",
        "not covered",
        "not available",
        "excluded",
        "not included",
        "not applicable",
        "not payable",
    }
)


def _is_null(raw: Any) -> bool:
    return raw is None or (isinstance(raw, str) and " ".join(raw.split()).lower() in _NULL_STRINGS)


def _is_number(raw: Any) -> bool:
    return isinstance(raw, int | float | Decimal) and not isinstance(raw, bool)


def _whole(raw: int | float | Decimal, what: str) -> int:
    number = raw if isinstance(raw, int) else Decimal(str(raw))
    if isinstance(number, Decimal):
        if not number.is_finite() or number != number.to_integral_value():
            raise ValueError(f"{what} must be a whole number, got {raw!r}")
        number = int(number)
    if number < 0:
        raise ValueError(f"{what} must not be negative, got {raw!r}")
    return number


def coerce_text(raw: Any) -> str | None:
    if _is_null(raw):
        return None
    if isinstance(raw, str):
        return " ".join(raw.split())
    if _is_number(raw):
        return str(raw)
    raise ValueError(f"expected text, got {raw!r}")


def coerce_amount(raw: Any) -> int | None:
    """Whole INR from an int or an amount expression ("Rs 2.5 Lakh" -> 250000)."""
    if _is_null(raw):
        return None
    if _is_number(raw):
        return _whole(raw, "amount")
    if isinstance(raw, str):
        value = parse_inr(raw)
        if value is not None:
            return value
        found = {m.value for m in find_amounts(raw)}
        if len(found) == 1:
            return found.pop()
    raise ValueError(f"cannot read {raw!r} as an amount in INR")


def coerce_amount_list(raw: Any) -> list[int] | None:
    """Sorted, de-duplicated amounts from a list or from text ("5L / 10L / 15L")."""
    if _is_null(raw):
        return None
    if isinstance(raw, str):
        found = [m.value for m in find_amounts(raw)]
        if not found:
            parts = [p for p in re.split(r"\s*(?:[,;/&|]|\band\b)\s*", raw) if p.strip()]
            parsed = [parse_inr(p) for p in parts]
            if not parts or any(v is None for v in parsed):
                raise ValueError(f"cannot read {raw!r} as a list of amounts")
            found = [v for v in parsed if v is not None]
        return sorted(set(found))
    if isinstance(raw, Iterable) and not isinstance(raw, Mapping):
        values: set[int] = set()
        for item in raw:
            amount = coerce_amount(item)
            if amount is None:
                raise ValueError(f"empty entry in amount list {raw!r}")
            values.add(amount)
        return sorted(values)
    raise ValueError(f"cannot read {raw!r} as a list of amounts")


def _bare_number(text: str) -> int | None:
    cleaned = " ".join(text.split()).lower().rstrip(".")
    if re.fullmatch(r"\d+", cleaned):
        return int(cleaned)
    return parse_number_words(cleaned)


def coerce_duration(raw: Any, unit: DurationUnit) -> int | None:
    """Whole ``unit`` from an int or text: ("two years", "months") -> 24; ("thirty days", "days") -> 30."""
    if _is_null(raw):
        return None
    if _is_number(raw):
        return _whole(raw, unit)
    if isinstance(raw, Duration):
        converted = raw.in_unit(unit)
        if converted is None:
            raise ValueError(f"{raw} is not a whole number of {unit}")
        return converted
    if isinstance(raw, str):
        bare = _bare_number(raw)
        if bare is not None:
            return bare
        duration = parse_duration(raw)
        if duration is not None:
            converted = duration.in_unit(unit)
            if converted is None:
                raise ValueError(f"{raw!r} is not a whole number of {unit}")
            return converted
        candidates = {m.duration.in_unit(unit) for m in find_durations(raw)}
        if len(candidates) == 1 and None not in candidates:
            return candidates.pop()
    raise ValueError(f"cannot read {raw!r} as a duration in {unit}")


_PLAIN_NUMBER = re.compile(r"\d{1,6}(?:\.\d{1,6})?")
_PERCENT_IN_TEXT = re.compile(r"(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s*cent|percent)", re.IGNORECASE)
_PERCENT_TEXT = re.compile(r"^(?P<n>.+?)\s*(?:%|per\s*cent|percent|pc)?$", re.IGNORECASE)


def coerce_percent(raw: Any) -> int | Decimal | None:
    """A percent as int when whole, else Decimal: 5, "5%", "five percent", 0.5, "2.5 %"."""
    if _is_null(raw):
        return None
    number: Decimal | None = None
    if _is_number(raw):
        number = Decimal(str(raw))
        if not number.is_finite() or abs(number.adjusted()) > 6:
            raise ValueError(f"cannot read {raw!r} as a percent")
    elif isinstance(raw, str):
        cleaned = " ".join(raw.split())
        m = _PERCENT_TEXT.match(cleaned)
        text = m.group("n") if m else cleaned
        if _PLAIN_NUMBER.fullmatch(text):
            number = Decimal(text)
        else:
            words = parse_number_words(text)
            number = Decimal(words) if words is not None else None
        if number is None:
            found = {Decimal(p.group(1)) for p in _PERCENT_IN_TEXT.finditer(cleaned)}
            number = found.pop() if len(found) == 1 else None
    if number is None or not number.is_finite():
        raise ValueError(f"cannot read {raw!r} as a percent")
    if number < 0:
        raise ValueError(f"percent must not be negative, got {raw!r}")
    if number == number.to_integral_value():
        return int(number)
    return number.normalize()


def coerce_bool(raw: Any) -> bool | None:
    if _is_null(raw):
        return None
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    if isinstance(raw, str):
        word = " ".join(raw.split()).lower().rstrip(".")
        if word in _TRUE_WORDS:
            return True
        if word in _FALSE_WORDS:
            return False
    raise ValueError(f"cannot read {raw!r} as true/false")


_EXCL_FULL = re.compile(r"^(?:code\s*[-:.]?\s*)?exc[l1I]\s*[-_.:]?\s*(?P<n>[0-9oOlI]{1,2})$", re.IGNORECASE)
_EXCL_FIND = re.compile(
    r"\bexc[l1I]\s*[-_.:]?\s*(?P<n>[0-9][0-9oOlI]?|[oO][0-9lI])(?![0-9a-z])", re.IGNORECASE
)
_OCR_DIGITS = str.maketrans({"o": "0", "O": "0", "l": "1", "I": "1"})
EXCLUSION_CODES: Final[tuple[str, ...]] = tuple(f"Excl{n:02d}" for n in range(1, 19))


def _code_from_digits(digits: str) -> str | None:
    number = int(digits.translate(_OCR_DIGITS))
    return f"Excl{number:02d}" if 1 <= number <= 18 else None


def normalise_exclusion_code(text: str) -> str | None:
    """ "Code-Excl01", "excl 1", "EXCL-01", "Excl0l" (l for 1) -> "Excl01"; None when not Excl01..Excl18."""
    m = _EXCL_FULL.match(" ".join(text.split()))
    return _code_from_digits(m.group("n")) if m else None


def find_exclusion_codes(text: str) -> list[str]:
    """Distinct standard exclusion codes mentioned in ``text``, in order of first mention."""
    codes: list[str] = []
    for m in _EXCL_FIND.finditer(text):
        code = _code_from_digits(m.group("n"))
        if code and code not in codes:
            codes.append(code)
    return codes


def _strict_code(raw: Any) -> str:
    code = normalise_exclusion_code(raw) if isinstance(raw, str) else None
    if code is None:
        raise ValueError(f"{raw!r} is not an IRDAI standard exclusion code (Excl01..Excl18)")
    return code


def coerce_code_list(raw: Any) -> list[str] | None:
    if _is_null(raw):
        return None
    if isinstance(raw, str):
        codes = find_exclusion_codes(raw)
        if not codes:
            raise ValueError(f"no exclusion codes in {raw!r}")
        return sorted(codes)
    if isinstance(raw, Iterable) and not isinstance(raw, Mapping):
        return sorted({_strict_code(item) for item in raw})
    raise ValueError(f"cannot read {raw!r} as exclusion codes")
