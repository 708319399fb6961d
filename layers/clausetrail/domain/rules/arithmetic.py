"""Integer-rupee arithmetic of the payable amount, with one rounding rule.

**Rounding rule.** Every computed amount is an integer amount times an exact rational factor
(a percent, a ratio limit/actual); the factor is kept exact (:class:`fractions.Fraction`, built from the
percent's Decimal, never a float) and the product is rounded **once, half-up, to whole rupees**. The
rounded quantity is always the one that *stays payable* (or the limit itself); a deduction is the
difference, so deductions never carry a rounding of their own:

* a limit given as a percent of the sum insured: ``round_half_up(SI * pct / 100)`` (then its rupee cap);
* proportionate deduction: each associated line's allowed amount is ``round_half_up(amount * limit / actual)``;
* co-pay ``p`` %: payable ``round_half_up(amount * (100 - p) / 100)``, co-pay = amount - payable;
* caps (ICU per day x days, sublimits, sum insured) are exact integers; when a cap spans several lines it
  is shared out with :func:`allocate` (largest remainder), so the lines still add up to the cap exactly.

Amounts are never negative: every function here rejects negative input.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction

Percent = int | Decimal


def _check_amount(amount: int, what: str = "amount") -> None:
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise TypeError(f"{what} must be an int, not {type(amount).__name__}")
    if amount < 0:
        raise ValueError(f"{what} must not be negative, got {amount}")


def exact(percent: Percent) -> Fraction:
    """An exact fraction for a percent held as int or Decimal (7.5 -> 15/2)."""
    if isinstance(percent, bool) or not isinstance(percent, int | Decimal):
        raise TypeError(f"percent must be an int or Decimal, not {type(percent).__name__}")
    return Fraction(percent)


def round_half_up(value: Fraction) -> int:
    """Nearest whole rupee, halves rounded up (2.5 -> 3). Only for non-negative values."""
    if value < 0:
        raise ValueError(f"cannot round a negative amount: {value}")
    return math.floor(value + Fraction(1, 2))


def scale(amount: int, ratio: Fraction) -> int:
    """``amount * ratio`` rounded half-up (ratio in [0, 1] for deductions)."""
    _check_amount(amount)
    if ratio < 0:
        raise ValueError(f"ratio must not be negative, got {ratio}")
    return round_half_up(amount * ratio)


def percent_of(amount: int, percent: Percent) -> int:
    """``percent`` % of ``amount``, rounded half-up (1 % of 3,33,333 -> 3,333)."""
    return scale(amount, exact(percent) / 100)


def after_percent_deduction(amount: int, percent: Percent) -> int:
    """What stays payable after a ``percent`` % deduction (co-pay): ``amount * (100 - p) / 100`` half-up."""
    p = exact(percent)
    if not 0 <= p <= 100:
        raise ValueError(f"percent must be in [0, 100], got {percent}")
    return scale(amount, (100 - p) / 100)


def allocate(total: int, weights: Sequence[int]) -> list[int]:
    """Share ``total`` over ``weights`` in proportion, in whole rupees that add up to ``total`` exactly.

    Largest-remainder method: each share is floored, then the leftover rupees go one each to the largest
    remainders (ties to the earlier line). All-zero weights get nothing (``total`` must then be 0).
    """
    _check_amount(total, "total")
    for w in weights:
        _check_amount(w, "weight")
    weight_sum = sum(weights)
    if weight_sum == 0:
        if total:
            raise ValueError("cannot allocate a positive total over zero weights")
        return [0 for _ in weights]
    if total > weight_sum:
        raise ValueError(f"total {total} exceeds the weights {weight_sum}: allocate only reduces")
    raw = [Fraction(total * w, weight_sum) for w in weights]
    shares = [math.floor(r) for r in raw]
    leftover = total - sum(shares)
    order = sorted(range(len(weights)), key=lambda i: (-(raw[i] - shares[i]), i))
    for i in order[:leftover]:
        shares[i] += 1
    return shares


def cap_lines(amounts: Sequence[int], cap: int) -> list[int]:
    """``amounts`` reduced so they add up to at most ``cap`` (unchanged when already within it)."""
    total = sum(amounts)
    if total <= cap:
        return list(amounts)
    return allocate(cap, amounts)


def capped_share(amount: int, percent: Percent, cap: int | None = None) -> int:
    """``percent`` % of ``amount`` (half-up), no more than ``cap`` when one is given: a limit written as "10% of
    the sum insured subject to a maximum of Rs. 50,000"."""
    share = percent_of(amount, percent)
    if cap is None:
        return share
    _check_amount(cap, "cap")
    return min(share, cap)


def within_cap(amount: int, cap: int) -> tuple[int, int]:
    """(what a ``cap`` pays of ``amount``, what is left above it): 6,500 under a 5,000 limit is (5,000, 1,500)."""
    _check_amount(amount)
    _check_amount(cap, "cap")
    paid = min(amount, cap)
    return paid, amount - paid


def after_deductible(amount: int, deductible: int) -> int:
    """What is left of ``amount`` once a ``deductible`` is borne by the insured (never below zero)."""
    _check_amount(amount)
    _check_amount(deductible, "deductible")
    return amount - min(deductible, amount)


def per_unit_total(per_unit: int, units: int) -> int:
    """An amount per unit (per eye, per day) over ``units`` units."""
    _check_amount(per_unit, "per_unit")
    _check_amount(units, "units")
    return per_unit * units


def per_day_total(per_day: int, days: int, max_days: int | None = None) -> int:
    """A daily amount over ``days`` days, no more days than ``max_days`` when one is given ("Rs. 1,000 per day,
    maximum 10 days")."""
    _check_amount(per_day, "per_day")
    _check_amount(days, "days")
    if max_days is not None:
        _check_amount(max_days, "max_days")
        days = min(days, max_days)
    return per_unit_total(per_day, days)
