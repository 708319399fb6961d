"""Durations (SPEC §6 `days`/`months`/`hours`). Strings marked "corpus" are verbatim from shared/corpus."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clausetrail.domain.durations import (
    Duration,
    find_durations,
    in_unit,
    parse_duration,
    to_days,
    to_hours,
    to_months,
    to_years,
)


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("thirty days", 30, "days"),  # SPEC §6
        ("2 years", 2, "years"),  # SPEC §6 ("2 years" -> 24 months, below)
        ("9 months", 9, "months"),  # SPEC §6
        ("thirty-six (36) months", 36, "months"),
        ("1 year", 1, "years"),
        ("48 hours", 48, "hours"),
        ("thirty (30) days", 30, "days"),  # corpus: National Parivar 4.3
        ("15 (fifteen) days", 15, "days"),  # corpus
        ("12 (twelve) months", 12, "months"),  # corpus
        ("thirty six (36) months", 36, "months"),  # corpus: National Parivar 4.1
        ("twenty-four (24) months", 24, "months"),  # corpus: National Parivar 3.1.14
        ("two (2) years", 2, "years"),
        ("twelve-month", 12, "months"),  # corpus
        ("30-day", 30, "days"),  # corpus
        ("24 hrs", 24, "hours"),  # corpus
        ("2 yrs.", 2, "years"),
        ("twenty-four hours", 24, "hours"),  # corpus
        ("twenty four hours", 24, "hours"),
        ("36 continuous months", 36, "months"),
        ("24 consecutive hours", 24, "hours"),  # corpus
        ("Thirty (30) Days.", 30, "days"),
        ("a year", 1, "years"),
        ("an hour", 1, "hours"),
        ("one hundred and eighty days", 180, "days"),
        ("10 weeks", 70, "days"),  # weeks become days
        ("1.5 years", 18, "months"),  # a fraction moves to the smaller unit
        ("2.5 days", 60, "hours"),
    ],
)
def test_parse_duration(text: str, value: int, unit: str) -> None:
    assert parse_duration(text) == Duration(value, unit)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text", ["", "days", "x days", "2.5 months", "thirty", "30 days and 2 years", "policy year"]
)
def test_parse_duration_rejects(text: str) -> None:
    assert parse_duration(text) is None


_ONES = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = [
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
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _words(n: int, joiner: str) -> str:
    """Independent oracle: English words for 1..99."""
    if n < 10:
        return _ONES[n - 1]
    if n < 20:
        return _TEENS[n - 10]
    tens, ones = divmod(n, 10)
    return _TENS[tens - 2] + (f"{joiner}{_ONES[ones - 1]}" if ones else "")


@given(
    st.integers(min_value=1, max_value=99),
    st.sampled_from(["-", " "]),
    st.sampled_from(["days", "months", "years", "hours"]),
    st.booleans(),
)
def test_number_words_up_to_ninety_nine(n: int, joiner: str, unit: str, with_digits: bool) -> None:
    words = _words(n, joiner)
    text = f"{words} ({n}) {unit}" if with_digits else f"{words} {unit}"
    assert parse_duration(text) == Duration(n, unit)  # type: ignore[arg-type]
    assert parse_duration(text.upper()) == Duration(n, unit)  # type: ignore[arg-type]


@given(
    st.integers(min_value=0, max_value=9999),
    st.sampled_from(["day", "days", "month", "months", "hour", "hours"]),
)
def test_digits_round_trip_through_str(n: int, unit: str) -> None:
    duration = parse_duration(f"{n} {unit}")
    assert duration is not None
    assert duration.value == n
    assert parse_duration(str(duration)) == duration


# --- conversions -------------------------------------------------------------------------------------


def test_months_conversions() -> None:
    assert to_months(Duration(2, "years")) == 24  # SPEC §6 "2 years" -> 24 months
    assert to_months(Duration(1, "years")) == 12
    assert to_months(Duration(9, "months")) == 9
    assert to_months(Duration(90, "days")) == 3
    assert to_months(Duration(365, "days")) == 12
    assert to_months(Duration(730, "days")) == 24
    assert to_months(Duration(45, "days")) is None  # not a whole number of months
    assert to_months(Duration(48, "hours")) is None


def test_days_and_hours_conversions() -> None:
    assert to_days(Duration(30, "days")) == 30
    assert to_days(Duration(1, "years")) == 365
    assert to_days(Duration(12, "months")) == 365  # a policy year, not 360 days
    assert to_days(Duration(3, "months")) == 90
    assert to_days(Duration(48, "hours")) == 2
    assert to_days(Duration(36, "hours")) is None
    assert to_hours(Duration(2, "days")) == 48
    assert to_hours(Duration(24, "hours")) == 24
    assert to_years(Duration(36, "months")) == 3
    assert to_years(Duration(18, "months")) is None
    assert in_unit(Duration(2, "years"), "months") == 24
    assert Duration(2, "years").in_unit("days") == 730


def test_duration_validation() -> None:
    with pytest.raises(ValueError):
        Duration(-1, "days")
    with pytest.raises(ValueError):
        Duration(1, "weeks")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Duration(True, "days")
    assert str(Duration(1, "years")) == "1 year"
    assert str(Duration(30, "days")) == "30 days"


# --- find_durations ----------------------------------------------------------------------------------


def test_find_durations_in_wording() -> None:
    # corpus: National Parivar Mediclaim Plus 4.1 and 4.3
    text = (
        "shall be excluded until the expiry of thirty six (36) months of continuous coverage after the date "
        "of inception of the first policy with us. Expenses related to the treatment of any illness within "
        "thirty (30) days from the first policy commencement date shall be excluded"
    )
    found = find_durations(text)
    assert [m.duration for m in found] == [Duration(36, "months"), Duration(30, "days")]
    for m in found:
        assert text[m.start : m.end] == m.raw
    assert found[0].raw == "thirty six (36) months"


def test_find_durations_in_flat_text_and_over_line_breaks() -> None:
    # corpus: text-layer forms "policyatleast30 days", "15days", "24 \nconsecutive hours."
    text = "policyatleast30 days; within 15days; within 24 \nconsecutive hours. and 2 yrs."
    assert [m.duration for m in find_durations(text)] == [
        Duration(30, "days"),
        Duration(15, "days"),
        Duration(24, "hours"),
        Duration(2, "years"),
    ]
    assert find_durations(text)[-1].raw == "2 yrs."


def test_find_durations_ignores_non_durations() -> None:
    assert find_durations("per policy year, once a year, on the day of admission, Code-Excl02") == []
    assert find_durations("30 (thirty) days")[0].duration == Duration(30, "days")
