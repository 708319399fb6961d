"""Waiting-period dates.

A waiting period of N days or N months measured from ``covered_since`` is *served* on
``covered_since + N`` (the first day of cover for the condition): 30 days from 2025-01-01 is served on
2025-01-31, so a loss on 2025-01-30 is within it and a loss on 2025-01-31 is not. Months are calendar
months (``relativedelta``: 2024-01-31 + 1 month = 2024-02-29).
"""

from __future__ import annotations

from datetime import date, timedelta

from dateutil.relativedelta import relativedelta


def served_on_days(covered_since: date, days: int) -> date:
    return covered_since + timedelta(days=days)


def served_on_months(covered_since: date, months: int) -> date:
    result: date = covered_since + relativedelta(months=months)
    return result


def within(loss_date: date, served_on: date) -> bool:
    """Whether the loss falls inside the waiting period that is served on ``served_on``."""
    return loss_date < served_on
