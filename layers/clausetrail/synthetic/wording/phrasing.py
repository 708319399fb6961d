"""How wordings print numbers: amounts in Indian grouping or lakh words, durations in digits or words.

Pure code, no I/O. Every function takes the random source so a seed fixes the spelling.
"""

from __future__ import annotations

from random import Random
from typing import Final

_UNITS: Final = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS: Final = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def number_words(n: int) -> str:
    """English words for 0..999 ("thirty six", "one hundred and eighty")."""
    if n < 20:
        return _UNITS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return _TENS[tens] + (f" {_UNITS[unit]}" if unit else "")
    hundreds, rest = divmod(n, 100)
    head = f"{_UNITS[hundreds]} hundred"
    return head + (f" and {number_words(rest)}" if rest else "")


def indian_grouping(amount: int) -> str:
    """10,00,000 style digits."""
    digits = str(amount)
    if len(digits) <= 3:
        return digits
    head, tail = digits[:-3], digits[-3:]
    groups: list[str] = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join([*groups, tail])


def lakh_words(amount: int) -> str | None:
    """'5 lakh' / '1.5 Lakh' / '1 crore' when the amount is a round lakh or crore, else None."""
    if amount >= 10_000_000 and amount % 10_000_000 == 0:
        return f"{amount // 10_000_000} Crore"
    if amount >= 100_000 and amount % 50_000 == 0:
        lakhs = amount / 100_000
        text = f"{lakhs:g}"
        return f"{text} Lakh"
    return None


def money(rng: Random, amount: int) -> str:
    """One of the spellings of an INR amount real wordings use."""
    styles = ["Rs. {g}", "Rs. {g}/-", "INR {g}", "Rs {g}", "₹ {g}", "Rs.{g}/-"]
    words = lakh_words(amount)
    if words is not None:
        styles += ["Rs. {w}", "INR {w}"]
    style = rng.choice(styles)
    return style.format(g=indian_grouping(amount), w=words or "")


def band_label(amount: int) -> str:
    """'Rs 5 Lakh' for SI band rows (short enough for a table cell)."""
    words = lakh_words(amount)
    return f"Rs {words}" if words else f"Rs {indian_grouping(amount)}"


def count(rng: Random, n: int, unit: str) -> str:
    """'30 days', 'thirty days', 'thirty (30) days'."""
    style = rng.randrange(3)
    if style == 0:
        return f"{n} {unit}"
    if style == 1:
        return f"{number_words(n)} {unit}"
    return f"{number_words(n)} ({n}) {unit}"


def months_phrase(rng: Random, months: int) -> str:
    """'36 months', 'thirty six (36) months' or, for whole years, '3 years' / 'three years'."""
    if months % 12 == 0 and rng.random() < 0.4:
        years = months // 12
        unit = "year" if years == 1 else "years"
        return rng.choice(
            [f"{years} {unit}", f"{number_words(years)} {unit}", f"{number_words(years)} ({years}) {unit}"]
        )
    return count(rng, months, "months")


def percent(value: float) -> str:
    return f"{value:g}%"
