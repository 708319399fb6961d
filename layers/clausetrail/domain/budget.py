"""The per-claim model budget (SPEC §3): 40,000 tokens and 0.10 USD, counted per model tier, checked before
every model call. Money is integer micro-dollars; prices are per million tokens. Pure code."""

from __future__ import annotations

from dataclasses import dataclass, replace

TOKEN_CAP = 40_000
USD_MICROS_CAP = 100_000  # 0.10 USD


@dataclass(frozen=True, slots=True)
class TierPrice:
    input_micros_per_mtok: int  # USD micro-dollars per million input tokens
    output_micros_per_mtok: int


#: List prices (USD per million tokens): small 0.10 in / 0.50 out, large 2 in / 10 out (the settings' defaults;
#: their source is noted in settings.py).
DEFAULT_PRICES: dict[str, TierPrice] = {
    "small": TierPrice(100_000, 500_000),
    "large": TierPrice(2_000_000, 10_000_000),
}


@dataclass(frozen=True, slots=True)
class Budget:
    tokens_small: int = 0
    tokens_large: int = 0
    usd_micros_used: int = 0
    usd_micros_cap: int = USD_MICROS_CAP
    token_cap: int = TOKEN_CAP
    model_calls: int = 0

    @property
    def tokens_used(self) -> int:
        return self.tokens_small + self.tokens_large


@dataclass(frozen=True, slots=True)
class BudgetCheck:
    allowed: bool
    reason: str | None
    projected_tokens: int
    projected_usd_micros: int


def cost_micros(
    tier: str, input_tokens: int, output_tokens: int, prices: dict[str, TierPrice] = DEFAULT_PRICES
) -> int:
    """Cost of one call in micro-dollars, rounded up (a budget never under-counts)."""
    price = prices[tier]
    numerator = input_tokens * price.input_micros_per_mtok + output_tokens * price.output_micros_per_mtok
    return -(-numerator // 1_000_000)


def check(
    budget: Budget,
    tier: str,
    estimated_input: int,
    max_output: int,
    prices: dict[str, TierPrice] = DEFAULT_PRICES,
) -> BudgetCheck:
    """Would a call that uses at most `estimated_input + max_output` tokens stay within both caps?"""
    tokens = budget.tokens_used + estimated_input + max_output
    usd = budget.usd_micros_used + cost_micros(tier, estimated_input, max_output, prices)
    if tokens > budget.token_cap:
        return BudgetCheck(
            False, f"the call could bring the claim to {tokens} tokens (cap {budget.token_cap})", tokens, usd
        )
    if usd > budget.usd_micros_cap:
        return BudgetCheck(
            False,
            f"the call could bring the claim to {usd} micro-USD (cap {budget.usd_micros_cap})",
            tokens,
            usd,
        )
    return BudgetCheck(True, None, tokens, usd)


def record(
    budget: Budget,
    tier: str,
    input_tokens: int,
    output_tokens: int,
    prices: dict[str, TierPrice] = DEFAULT_PRICES,
) -> Budget:
    """The budget after a call, counted per tier from the usage the model reported."""
    used = input_tokens + output_tokens
    return replace(
        budget,
        tokens_small=budget.tokens_small + (used if tier == "small" else 0),
        tokens_large=budget.tokens_large + (used if tier == "large" else 0),
        usd_micros_used=budget.usd_micros_used + cost_micros(tier, input_tokens, output_tokens, prices),
        model_calls=budget.model_calls + 1,
    )
