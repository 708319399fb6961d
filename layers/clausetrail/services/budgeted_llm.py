"""An LLM port that enforces a claim's budget: checked before every call, usage recorded after (also for a
reply that failed validation, which was still paid for). When the cap would be crossed the call is refused
and the claim goes to a person with the work done so far."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

from clausetrail.domain.budget import Budget, check, cost_micros
from clausetrail.domain.errors import ClauseTrailError
from clausetrail.ports.llm import LlmPort, LlmRequest, LlmResult
from clausetrail.ports.runtime import RuntimePorts

T = TypeVar("T", bound=BaseModel)


class BudgetExhausted(ClauseTrailError):
    code = "BUDGET_EXHAUSTED"
    http_status = 409


class BudgetedLlm:
    def __init__(self, inner: LlmPort, rt: RuntimePorts, claim_id: str) -> None:
        self.inner = inner
        self.rt = rt
        self.claim_id = claim_id
        self.prices = rt.settings.tier_prices  # from settings (CDK sets them on AWS)

    def estimate_input_tokens(self, request: LlmRequest[Any]) -> int:
        return self.inner.estimate_input_tokens(request)

    def _budget(self) -> Budget:
        row = self.rt.claims.budget(self.claim_id)
        return Budget(
            tokens_small=row["tokens_small"],
            tokens_large=row["tokens_large"],
            usd_micros_used=row["usd_micros_used"],
            usd_micros_cap=row["usd_micros_cap"],
            token_cap=row["token_cap"],
            model_calls=row["model_calls"],
        )

    def complete(self, request: LlmRequest[T]) -> LlmResult[T]:
        tier = str(request.tier)
        verdict = check(
            self._budget(), tier, self.estimate_input_tokens(request), request.max_output_tokens, self.prices
        )
        if not verdict.allowed:
            self.rt.claims.mark_budget_exhausted(self.claim_id)
            raise BudgetExhausted(f"model budget reached: {verdict.reason}; the claim goes to a person")
        try:
            result = self.inner.complete(request)
        except ClauseTrailError as exc:
            spent_in, spent_out = getattr(exc, "input_tokens", 0) or 0, getattr(exc, "output_tokens", 0) or 0
            if spent_in or spent_out:
                self.rt.claims.charge(
                    self.claim_id,
                    tier,
                    spent_in + spent_out,
                    cost_micros(tier, spent_in, spent_out, self.prices),
                )
            raise
        self.rt.claims.charge(
            self.claim_id,
            tier,
            result.total_tokens,
            cost_micros(tier, result.input_tokens, result.output_tokens, self.prices),
        )
        return result


class ClaimBudgetGuard:
    """The same budget for calls that do not go through :class:`BudgetedLlm` (the judge's tool conversation):
    `check` before every call (raises BudgetExhausted), `charge` the usage the model reported after it."""

    def __init__(self, rt: RuntimePorts, claim_id: str) -> None:
        self.rt = rt
        self.claim_id = claim_id
        self.prices = rt.settings.tier_prices

    def check(self, tier: str, estimated_input: int, max_output: int) -> None:
        row = self.rt.claims.budget(self.claim_id)
        budget = Budget(
            tokens_small=row["tokens_small"],
            tokens_large=row["tokens_large"],
            usd_micros_used=row["usd_micros_used"],
            usd_micros_cap=row["usd_micros_cap"],
            token_cap=row["token_cap"],
            model_calls=row["model_calls"],
        )
        verdict = check(budget, tier, estimated_input, max_output, self.prices)
        if not verdict.allowed:
            self.rt.claims.mark_budget_exhausted(self.claim_id)
            raise BudgetExhausted(f"model budget reached: {verdict.reason}; the claim goes to a person")

    def charge(self, tier: str, input_tokens: int, output_tokens: int) -> None:
        self.rt.claims.charge(
            self.claim_id,
            tier,
            input_tokens + output_tokens,
            cost_micros(tier, input_tokens, output_tokens, self.prices),
        )
