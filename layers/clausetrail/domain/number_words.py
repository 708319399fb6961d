"""English number words on the Indian scale ("ten lakh", "thirty-six", "one crore twenty lakh").

Shared by the money and duration parsers. Pure functions, no I/O.
"""

from __future__ import annotations

import re
from typing import Final

_ONES: Final[dict[str, int]] = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
}
_TEENS: Final[dict[str, int]] = {
    "zero": 0,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
_TENS: Final[dict[str, int]] = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fourty": 40,  # common misspelling in wordings
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
SCALE_WORDS: Final[dict[str, int]] = {
    "thousand": 1_000,
    "lakh": 100_000,
    "lakhs": 100_000,
    "lac": 100_000,
    "lacs": 100_000,
    "crore": 10_000_000,
    "crores": 10_000_000,
}
_HUNDRED: Final = "hundred"

_ALL_TOKENS = sorted([*_ONES, *_TEENS, *_TENS, _HUNDRED, *SCALE_WORDS], key=len, reverse=True)
_TOKEN = r"(?:" + "|".join(_ALL_TOKENS) + r")"
_BELOW_HUNDRED_TOKENS = sorted([*_ONES, *_TEENS, *_TENS], key=len, reverse=True)
_SMALL_TOKEN = r"(?:" + "|".join(_BELOW_HUNDRED_TOKENS) + r")"

#: A run of number words ("thirty-six", "one lakh fifty thousand", "one hundred and eighty").
#: Use with re.IGNORECASE. Boundaries are included.
NUMBER_WORDS_PATTERN: Final = rf"\b{_TOKEN}(?:(?:\s+|\s*-\s*)(?:and\s+)?{_TOKEN})*\b"

#: Number words below a thousand ("ninety-nine", "one hundred and eighty"); no lakh/crore scale.
SMALL_NUMBER_WORDS_PATTERN: Final = (
    rf"\b(?:{_SMALL_TOKEN}(?:\s+|\s*-\s*)hundred(?:\s+(?:and\s+)?{_SMALL_TOKEN}(?:(?:\s+|\s*-\s*){_SMALL_TOKEN})?)?"
    rf"|{_SMALL_TOKEN}(?:(?:\s+|\s*-\s*){_SMALL_TOKEN})?)\b"
)

_SPLIT = re.compile(r"[\s\-]+")


def parse_number_words(text: str) -> int | None:
    """Value of an English number phrase on the Indian scale, or None when it is not one.

    "thirty-six" -> 36, "one hundred and eighty" -> 180, "ten lakh" -> 1_000_000,
    "one crore twenty lakh" -> 12_000_000, "a lakh" -> 100_000. Malformed sequences such as
    "one two" or "thousand lakh" give None rather than a guess.
    """
    tokens = [t for t in _SPLIT.split(text.strip().lower()) if t]
    if not tokens:
        return None
    total = 0
    current = 0
    last: str | None = None  # kind of the previous token within the current group
    last_scale: int | None = None
    seen_number = False
    for index, token in enumerate(tokens):
        if token == "and":
            if not seen_number or index == len(tokens) - 1:
                return None
            continue
        if token in ("a", "an") and index == 0:
            current, last, seen_number = 1, "ones", True
            continue
        if token in _ONES:
            if last not in (None, "tens", "hundred"):
                return None
            current += _ONES[token]
            last = "ones"
        elif token in _TEENS:
            if last not in (None, "hundred"):
                return None
            current += _TEENS[token]
            last = "teens"
        elif token in _TENS:
            if last not in (None, "hundred"):
                return None
            current += _TENS[token]
            last = "tens"
        elif token == _HUNDRED:
            if last == "hundred" or current >= 100:
                return None
            current = (current or 1) * 100
            last = "hundred"
        elif token in SCALE_WORDS:
            scale = SCALE_WORDS[token]
            if last_scale is not None and scale >= last_scale:
                return None
            total += (current or 1) * scale
            current, last, last_scale = 0, None, scale
        else:
            return None
        seen_number = True
    if not seen_number:
        return None
    return total + current
