"""Integer-rupee arithmetic: one rounding rule (half-up on what stays payable), exact allocation."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any, cast

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clausetrail.domain.rules.arithmetic import (
    after_percent_deduction,
    allocate,
    cap_lines,
    percent_of,
    round_half_up,
    scale,
)


def test_round_half_up_rounds_halves_up_and_rejects_negatives() -> None:
    assert round_half_up(Fraction(5, 2)) == 3
    assert round_half_up(Fraction(7, 2)) == 4  # not banker's rounding (which gives 4 for 3.5 and 2 for 2.5)
    assert round_half_up(Fraction(249, 100)) == 2
    with pytest.raises(ValueError):
        round_half_up(Fraction(-1, 2))


def test_percent_of_sum_insured_is_exact_then_rounded() -> None:
    assert percent_of(300000, 1) == 3000
    assert percent_of(333333, 1) == 3333  # 3,333.33
    assert percent_of(333350, 1) == 3334  # 3,333.50 rounds up
    assert percent_of(450000, Decimal("0.5")) == 2250


def test_copay_rounds_the_payable_share_half_up() -> None:
    # 7.5 % of 1,001 = 75.075; payable 925.925 -> 926, so the co-pay is 75
    assert after_percent_deduction(1001, Decimal("7.5")) == 926
    # 5 % of 10 = 0.5; payable 9.5 -> 10 (the half goes to the insured)
    assert after_percent_deduction(10, 5) == 10
    assert after_percent_deduction(10000, 100) == 0
    with pytest.raises(ValueError):
        after_percent_deduction(100, 101)


def test_floats_are_refused() -> None:
    with pytest.raises(TypeError):
        percent_of(1000, cast(Any, 7.5))
    with pytest.raises(TypeError):
        scale(cast(Any, 1000.0), Fraction(1, 2))


def test_allocate_shares_a_cap_exactly_by_largest_remainder() -> None:
    # 10 over weights 1:1:1 -> 3.33 each; the leftover rupee goes to the first line
    assert allocate(10, [100, 100, 100]) == [4, 3, 3]
    assert allocate(0, [5, 7]) == [0, 0]
    assert cap_lines([3000, 2000], 10000) == [3000, 2000]
    assert cap_lines([6000, 3000], 6000) == [4000, 2000]


@given(
    weights=st.lists(st.integers(min_value=0, max_value=10**7), min_size=1, max_size=12),
    fraction=st.fractions(min_value=0, max_value=1),
)
def test_allocate_always_sums_to_the_total_and_never_raises_a_line(
    weights: list[int], fraction: Fraction
) -> None:
    total = int(sum(weights) * fraction)
    shares = allocate(total, weights) if sum(weights) else [0] * len(weights)
    assert sum(shares) == (total if sum(weights) else 0)
    assert all(0 <= s <= w for s, w in zip(shares, weights, strict=True))


def test_after_deductible_never_goes_below_zero() -> None:
    from clausetrail.domain.rules.arithmetic import after_deductible

    assert after_deductible(420_000, 300_000) == 120_000
    assert after_deductible(150_000, 200_000) == 0
