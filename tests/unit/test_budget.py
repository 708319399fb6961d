from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from clausetrail.domain.budget import Budget, check, cost_micros, record


def test_costs_follow_the_design_figures() -> None:
    # extraction on the small model: 8,800 in + 600 out = 0.00088 + 0.0003 = 0.00118 USD
    assert cost_micros("small", 8_800, 600) == 1_180
    # one judgement on the large model: 6,300 in + 500 out = 0.0126 + 0.005 = 0.0176 USD
    assert cost_micros("large", 6_300, 500) == 17_600


def test_the_cap_is_checked_before_the_call_and_counted_per_tier() -> None:
    b = record(Budget(), "small", 8_800, 600)
    assert (b.tokens_small, b.tokens_large, b.usd_micros_used, b.model_calls) == (9_400, 0, 1_180, 1)
    b = record(b, "large", 6_300, 500)
    assert b.tokens_large == 6_800 and b.usd_micros_used == 18_780
    assert check(b, "large", 6_300, 500).allowed
    near = Budget(tokens_small=30_000, usd_micros_used=10_000)
    refused = check(near, "large", 9_000, 2_000)  # 41,000 tokens would cross 40,000
    assert not refused.allowed and "40000" in (refused.reason or "")
    dear = Budget(usd_micros_used=90_000)
    assert not check(dear, "large", 3_000, 1_000).allowed  # 0.006 + 0.010 USD more crosses 0.10 USD


@given(
    st.lists(st.tuples(st.sampled_from(["small", "large"]), st.integers(0, 50_000), st.integers(0, 5_000)))
)
def test_recording_only_adds_and_never_undercounts(calls: list[tuple[str, int, int]]) -> None:
    b = Budget()
    for tier, i, o in calls:
        after = record(b, tier, i, o)
        assert after.tokens_used == b.tokens_used + i + o
        assert after.usd_micros_used >= b.usd_micros_used
        b = after
    assert b.model_calls == len(calls)
