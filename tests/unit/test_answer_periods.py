"""The row of a cancellation refund table that the time a policy has run selects (tables written for the test in
the shapes wordings print them: "up to" rows, ranges, an open last row, columns by policy period). Pure."""

from __future__ import annotations

import pytest

from clausetrail.domain.answer_periods import elapsed_days, period_of, refund_row_sentence, term_years

UP_TO_TABLE = """Policy in force up to | Policy Period 1 year | Policy Period 2 years
Up to 30 days | 75% | 87.5%
Up to 3 months | 50% | 75%
Up to 6 months | 25% | 62.5%
Up to 12 months | 0% | 50%"""

RANGE_TABLE = """Period on risk | Refund of premium
Within 1 month | 80%
Exceeding 1 month up to 3 months | 60%
3 - 6 months | 40%
Exceeding 6 months | Nil"""


@pytest.mark.parametrize(
    ("question", "days", "years"),
    [
        ("I plan to cancel my 2 year family plan after about 100 days, how much refund?", 100, 2),
        ("cancelling after four months on a one year policy - what % comes back?", 120, 1),
        ("the policy has run 3 weeks, can I cancel and get money back?", 21, None),
    ],
)
def test_the_time_run_and_the_policy_period_are_read_from_a_cancellation_question(
    question: str, days: int, years: int | None
) -> None:
    assert elapsed_days(question) == days
    assert term_years(question) == years


def test_a_period_without_cancelling_selects_no_row() -> None:
    assert elapsed_days("after 4 months of cover is my cataract paid?") is None


@pytest.mark.parametrize(
    ("label", "period"),
    [
        ("Up to 30 days", (-1, 30)),
        ("Exceeding 1 month up to 3 months", (30, 90)),
        ("3 - 6 months", (89, 180)),
        ("Exceeding 6 months", (180, None)),
        ("Refund of premium", None),
    ],
)
def test_row_labels_as_periods_in_days(label: str, period: tuple[int, int | None] | None) -> None:
    assert period_of(label) == period


def test_the_first_up_to_row_the_period_reaches_is_read_in_the_stated_policy_periods_column() -> None:
    assert refund_row_sentence(UP_TO_TABLE, 100, 2) == (
        "In the table row for Up to 6 months: Policy Period 2 years: 62.5%."
    )
    assert refund_row_sentence(UP_TO_TABLE, 20, None) == (
        "In the table row for Up to 30 days: Policy Period 1 year: 75%; Policy Period 2 years: 87.5%."
    )


def test_ranges_and_an_open_last_row() -> None:
    assert refund_row_sentence(RANGE_TABLE, 60) == (
        "In the table row for Exceeding 1 month up to 3 months: Refund of premium: 60%."
    )
    assert (
        refund_row_sentence(RANGE_TABLE, 200)
        == "In the table row for Exceeding 6 months: Refund of premium: Nil."
    )
    assert refund_row_sentence("No table here.", 60) is None
