"""Amounts as Indian bills print them: lakh-grouped figures with paise, and rupees in words."""

from __future__ import annotations

from typing import Final

from clausetrail.domain.money import format_inr

_ONES: Final = (
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
_TENS: Final = ("", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety")
_SCALES: Final = ((10_000_000, "Crore"), (100_000, "Lakh"), (1_000, "Thousand"), (100, "Hundred"))


def figure(amount: int, *, symbol: str = "", paise: bool = True) -> str:
    """``125000`` -> ``"1,25,000.00"``; with ``symbol="₹ "`` -> ``"₹ 1,25,000.00"``."""
    text = format_inr(amount, symbol="")
    return f"{symbol}{text}.00" if paise else f"{symbol}{text}"


def _below_hundred(n: int) -> str:
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return f"{_TENS[tens]} {_ONES[ones]}".strip()


def number_in_words(n: int) -> str:
    """Indian numbering in words: ``125000`` -> ``"One Lakh Twenty Five Thousand"``."""
    if n < 0:
        raise ValueError("negative amounts have no words on a bill")
    if n == 0:
        return "Zero"
    parts: list[str] = []
    for scale, name in _SCALES:
        count, n = divmod(n, scale)
        if count:
            parts.append(f"{number_in_words(count) if count >= 100 else _below_hundred(count)} {name}")
    if n:
        parts.append(_below_hundred(n))
    return " ".join(parts)


def rupees_in_words(amount: int) -> str:
    """``125000`` -> ``"Rupees One Lakh Twenty Five Thousand Only"``."""
    return f"Rupees {number_in_words(amount)} Only"
