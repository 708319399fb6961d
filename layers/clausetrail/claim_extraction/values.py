"""Reading single values out of bill text: amounts, counts, dates, identifiers, names.

Each reader returns the value and whether it needed a repair (an OCR look-alike character such as
``O`` for ``0``, or digit grouping that is not valid Indian or Western grouping); a repaired value keeps
a lower confidence. Amounts are whole INR through :mod:`clausetrail.domain.money`. Pure functions.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from typing import Final, Generic, TypeVar

from clausetrail.domain.money import find_amounts, parse_paise

V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class Read(Generic[V]):
    value: V
    repaired: bool = False


# OCR look-alikes inside a token that is otherwise a number.
_DIGIT_LOOKALIKES: Final = str.maketrans(
    {"O": "0", "o": "0", "D": "0", "l": "1", "I": "1", "|": "1", "S": "5", "B": "8"}
)
_CURRENCY_PREFIX: Final = re.compile(r"^(?:₹|rs\.?|inr|rupees|`)\s*", re.IGNORECASE)
_CURRENCY_SUFFIX: Final = re.compile(r"(?:\s*/-|\s*-/|\s*\(?(?:rs|inr)\.?\)?|\s*only)+$", re.IGNORECASE)
_VALID_NUMBER: Final = re.compile(r"^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3}|\d+)(?:\.\d{1,2})?$")
_LOOSE_NUMBER: Final = re.compile(r"^[\dOoDlIS|B][\dOoDlIS|B,.' ]*$")
_MONEY_TOKEN: Final = re.compile(
    r"(?<![\w/])(?:₹\s*|rs\.?\s*)?\d[\d,]*(?:\.\d{1,2})?(?:/-)?(?![\w/])", re.IGNORECASE
)


def clean(text: str) -> str:
    """NFKC, single spaces, stripped."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def parse_amount_paise(text: str, *, ocr: bool = False) -> Read[int] | None:
    """A cell or value that is one amount, in paise: ``"1,25,000.50"`` -> 12500050.

    Accepts Indian (1,23,456.00) and international (123,456.00) grouping, a currency mark before
    (``₹``, ``Rs.``, ``INR``) or after (``/-``, ``only``), and a value in brackets. With ``ocr``,
    look-alike letters become digits and bad grouping is accepted (both mark a repair).
    """
    s = _CURRENCY_SUFFIX.sub("", _CURRENCY_PREFIX.sub("", clean(text))).strip()
    s = _CURRENCY_SUFFIX.sub("", _CURRENCY_PREFIX.sub("", s.strip("()"))).strip()
    if not s:
        return None
    if _VALID_NUMBER.match(s):
        value = parse_paise(s)
        return Read(value) if value is not None else None
    if not ocr or not _LOOSE_NUMBER.match(s):
        return None
    fixed = s.translate(_DIGIT_LOOKALIKES).replace(" ", "").replace("'", ",")
    if not re.search(r"\d", fixed):
        return None
    decimals = re.search(r"[.,](\d{2})$", fixed)
    whole = fixed[: decimals.start()] if decimals else fixed
    digits = re.sub(r"[.,]", "", whole)
    if not digits.isdigit():
        return None
    value = parse_paise(f"{digits}.{decimals.group(1)}" if decimals else digits)
    return Read(value, repaired=True) if value is not None else None


def rupees(paise: int) -> int:
    """Paise to whole rupees, half up (as :func:`clausetrail.domain.money.parse_inr` rounds)."""
    return (paise + 50) // 100


def parse_amount(text: str, *, ocr: bool = False) -> Read[int] | None:
    """A cell or value that is one amount, in whole rupees: ``"₹ 6,900.00"``, ``"Rs. 1,79,100/-"``."""
    read = parse_amount_paise(text, ocr=ocr)
    return Read(rupees(read.value), read.repaired) if read is not None else None


def first_amount(text: str, *, ocr: bool = False) -> Read[int] | None:
    """The first amount in a value text: with a currency marker (domain.money), else the first number."""
    marked = find_amounts(text)
    if marked:
        return Read(marked[0].value)
    for m in _MONEY_TOKEN.finditer(text):
        read = parse_amount(m.group(0), ocr=ocr)
        if read is not None:
            return read
    if ocr:
        for token in text.split():
            read = parse_amount(token, ocr=True)
            if read is not None:
                return read
    return None


_COUNT: Final = re.compile(
    r"^\s*(?P<n>[\dOoIl]{1,3})\s*(?:days?|nos?\.?|units?|no\.?s?|x)?\s*$", re.IGNORECASE
)


def parse_count(text: str) -> Read[int] | None:
    """A quantity cell: ``"5"``, ``"5 Days"``, ``"5Days"``, ``"2 Nos"``."""
    m = _COUNT.match(clean(text))
    if not m:
        return None
    raw = m.group("n")
    fixed = raw.translate(_DIGIT_LOOKALIKES)
    if not fixed.isdigit() or int(fixed) < 1:
        return None
    return Read(int(fixed), repaired=fixed != raw)


# --- dates ---------------------------------------------------------------------------------------------

_MONTHS: Final = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
    "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
_MONTH_WORD: Final = (
    r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_D: Final = r"[0-9OoIl]"
_DATE_PATTERNS: Final = (
    # 14/09/2025, 14-09-2025, 14.09.2025, 14/09/25
    re.compile(
        rf"(?<![\w/.\-])(?P<d>{_D}{{1,2}})\s?[/\-.]\s?(?P<m>{_D}{{1,2}})\s?[/\-.]\s?(?P<y>{_D}{{4}}|{_D}{{2}})(?![\w/\-]|\.\d)"
    ),
    # 14-Sep-2025, 14 Sep 2025, 14th September, 2025, 14Sep2025
    re.compile(
        rf"(?<![\w])(?P<d>{_D}{{1,2}})(?:st|nd|rd|th)?[\s\-/.,]*{_MONTH_WORD}\.?[\s\-/.,]*(?P<y>{_D}{{4}}|{_D}{{2}})(?![\w])",
        re.IGNORECASE,
    ),
    # September 14, 2025
    re.compile(
        rf"(?<![\w]){_MONTH_WORD}\.?\s*(?P<d>{_D}{{1,2}})(?:st|nd|rd|th)?,?\s*(?P<y>{_D}{{4}})(?![\w])",
        re.IGNORECASE,
    ),
    # 2025-09-14, 2025/09/14, 2025.09.14
    re.compile(r"(?<![\w])(?P<y>\d{4})(?P<sep>[-/.])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})(?![\w]|\.\d)"),
)


@dataclass(frozen=True, slots=True)
class DateMatch:
    value: date
    start: int
    end: int
    repaired: bool


def _digits(raw: str) -> tuple[int, bool] | None:
    fixed = raw.translate(_DIGIT_LOOKALIKES)
    return (int(fixed), fixed != raw) if fixed.isdigit() else None


def find_dates(text: str) -> list[DateMatch]:
    """Every day-first date in ``text`` (Indian documents write 05/09/2025 for 5 September), in order."""
    found: list[DateMatch] = []
    taken: list[tuple[int, int]] = []
    for pattern in _DATE_PATTERNS:
        for m in pattern.finditer(text):
            if any(m.start() < b and a < m.end() for a, b in taken):
                continue
            parts = m.groupdict()
            day = _digits(parts["d"])
            year = _digits(parts["y"])
            if parts.get("mon"):
                month: tuple[int, bool] | None = (_MONTHS[parts["mon"][:3].lower()], False)
            else:
                month = _digits(parts["m"])
            if day is None or month is None or year is None:
                continue
            y = year[0] + (2000 if year[0] < 100 else 0)
            try:
                value = date(y, month[0], day[0])
            except ValueError:
                continue
            if not 1900 <= y <= 2100:
                continue
            taken.append(m.span())
            found.append(DateMatch(value, m.start(), m.end(), day[1] or month[1] or year[1]))
    found.sort(key=lambda d: d.start)
    return found


def first_date(text: str) -> Read[date] | None:
    dates = find_dates(text)
    return Read(dates[0].value, dates[0].repaired) if dates else None


# --- identifiers and names -------------------------------------------------------------------------------

_IDENTIFIER: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9/\-_.]*[A-Za-z0-9]|[A-Za-z0-9]")
_HONORIFIC: Final = re.compile(
    r"^(?:(?:mr|mrs|ms|miss|master|mstr|baby|smt|shri|sri|kum|km|md)\b\.?\s*)+", re.IGNORECASE
)
_NAME_STOP: Final = re.compile(r"[^A-Za-z .'\-]")


def parse_identifier(text: str) -> str | None:
    """The first identifier token: ``"IPB/2025-26/72010"``, ``"M1"`` (an empty value or a dash is none)."""
    s = clean(text).lstrip(":.-–| ")
    m = _IDENTIFIER.match(s)
    if not m or (not any(ch.isdigit() for ch in m.group(0)) and len(m.group(0)) < 2):
        return None
    return m.group(0)


def parse_person_name(text: str) -> str | None:
    """A person's name without honorifics: ``"Mr. Mohammed Imran"`` -> ``"Mohammed Imran"``."""
    s = clean(text).lstrip(":.-–| ")
    stop = _NAME_STOP.search(s)
    if stop:
        s = s[: stop.start()]
    s = _HONORIFIC.sub("", s.strip()).strip(" .-'")
    words = [w for w in s.split() if any(ch.isalpha() for ch in w)]
    if not words or sum(ch.isalpha() for ch in s) < 2:
        return None
    return " ".join(words)


_CAMEL: Final = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_GLUED_DASH: Final = re.compile(r"(?<=[a-z]{3})-(?=[A-Z])")
_GLUED_DOT: Final = re.compile(r"\b(Mr|Ms|Dr|Mrs|Smt|Sri)\.(?=[A-Z])")
_GLUED_NUMBER_WORD: Final = re.compile(r"(?<=\d)(?=[A-Za-z]{3,})|(?<=[a-z]{3})(?=\d)")
_GLUED_COMMA: Final = re.compile(r"(?<=[A-Za-z]),(?=[A-Za-z])")
_GLUED_AMPERSAND: Final = re.compile(r"\s*&\s*")
_GLUED_BRACKET: Final = re.compile(r"(?<=[A-Za-z])\((?=[A-Za-z])")


def respace_ocr(text: str) -> str:
    """Put back the spaces OCR often drops: ``"RoomCharges-SinglePrivateAC"`` -> ``"Room Charges - Single Private AC"``.

    Only for OCR text: a text layer is taken as written.
    """
    s = _GLUED_DOT.sub(r"\1. ", text)
    s = _CAMEL.sub(" ", s)
    s = _GLUED_DASH.sub(" - ", s)
    s = _GLUED_NUMBER_WORD.sub(" ", s)
    s = _GLUED_COMMA.sub(", ", s)
    s = _GLUED_AMPERSAND.sub(" & ", s)
    s = _GLUED_BRACKET.sub(" (", s)
    return " ".join(s.split())
