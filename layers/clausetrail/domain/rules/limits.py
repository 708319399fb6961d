"""Turn a :class:`~clausetrail.domain.terms.Limit` into rupees for this claim.

Percent-of-sum-insured limits use the schedule's base ``sum_insured`` (not the cumulative bonus), rounded
half-up to whole rupees, then the stated rupee cap (``cap_inr``) if lower.
"""

from __future__ import annotations

from clausetrail.domain.rules.arithmetic import percent_of
from clausetrail.domain.terms import AMOUNT_LIMIT_KINDS, PERCENT_LIMIT_KINDS, Limit, LimitKind


def limit_inr(limit: Limit, sum_insured: int) -> int | None:
    """The limit in rupees (per day for per-day kinds); None for no_limit, not_covered and room categories."""
    value: int | None = None
    if limit.kind in PERCENT_LIMIT_KINDS:
        assert limit.value is not None and not isinstance(limit.value, str)
        value = percent_of(sum_insured, limit.value)
    elif limit.kind in AMOUNT_LIMIT_KINDS:
        assert isinstance(limit.value, int)
        value = limit.value
    if value is not None and limit.cap_inr is not None:
        value = min(value, limit.cap_inr)
    return value


def is_per_day(limit: Limit) -> bool:
    return limit.kind in (LimitKind.PERCENT_SI_PER_DAY, LimitKind.AMOUNT_PER_DAY)
