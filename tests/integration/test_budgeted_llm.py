"""The claim budget around the LLM port: checked before each call, usage recorded per tier, refusal at the cap."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from clausetrail.adapters.db.connection import Database
from clausetrail.ports.llm import LlmMessage, LlmRequest, LlmResult, ModelTier
from clausetrail.runtime import Runtime
from clausetrail.services.budgeted_llm import BudgetedLlm, BudgetExhausted
from clausetrail.settings import Settings


class Answer(BaseModel):
    text: str


class FakeLlm:
    def __init__(self) -> None:
        self.calls = 0

    def estimate_input_tokens(self, request: LlmRequest[Any]) -> int:
        return 9_000

    def complete(self, request: LlmRequest[Any]) -> LlmResult[Any]:
        self.calls += 1
        return LlmResult(
            value=Answer(text="ok"),
            model_id="fake",
            prompt_id="p",
            prompt_version=1,
            input_tokens=8_800,
            output_tokens=600,
            stop_reason="end_turn",
            offline=False,
            latency_ms=1,
            tier=request.tier,
        )


def register_test_version(rt: Runtime) -> None:
    """Policy P-1, version pv_1, owned by "o": what a claim row needs to exist."""
    rt.policies.register_version(
        policy_id="P-1",
        version_id="pv_1",
        owner_id="o",
        insurer="I",
        product_uin="UIN00001",
        product_name=None,
        effective_from=date(2025, 1, 1),
        effective_to=None,
        document_uri="x",
        document_sha256="x",
        document_bytes=1,
        schedule=None,
        idempotency_key="k1",
    )


@pytest.fixture
def runtime(database_url: str, tmp_path: Path) -> Iterator[Runtime]:
    db = Database(database_url, embedding_dimension=384)
    rt = Runtime(Settings(data_dir=tmp_path), database=db)
    register_test_version(rt)
    rt.claims.create(
        claim_id="clm_1",
        idempotency_key="c1",
        owner_id="o",
        policy_id="P-1",
        claimant_id="c",
        member_id="M1",
        loss_date=date(2025, 5, 1),
        amount_claimed=1000,
        documents=["d"],
        usd_micros_cap=100_000,
        token_cap=40_000,
    )
    yield rt
    db.close()


def request(tier: ModelTier, max_out: int = 600) -> LlmRequest[Answer]:
    return LlmRequest(
        tier=tier,
        system="s",
        messages=[LlmMessage.user("u")],
        output_schema=Answer,
        prompt_id="p",
        prompt_version=1,
        max_output_tokens=max_out,
    )


def test_usage_is_recorded_per_tier_and_the_cap_refuses_the_next_call(runtime: Runtime) -> None:
    fake = FakeLlm()
    llm = BudgetedLlm(fake, runtime, "clm_1")
    llm.complete(request(ModelTier.SMALL))
    llm.complete(request(ModelTier.LARGE))
    b = runtime.claims.budget("clm_1")
    assert (b["tokens_small"], b["tokens_large"], b["model_calls"]) == (9_400, 9_400, 2)
    assert (
        b["usd_micros_used"] == 1_180 + 23_600
    )  # 0.00118 + 0.0236 USD (small 0.10/0.50, large 2/10 per MTok)
    llm.complete(request(ModelTier.SMALL))
    llm.complete(request(ModelTier.SMALL))  # 37,600 tokens used now
    with pytest.raises(BudgetExhausted):
        llm.complete(request(ModelTier.SMALL))  # 9,000 + 600 more would cross 40,000: refused before the call
    assert fake.calls == 4
    assert runtime.claims.budget("clm_1")["state"] == "exhausted"
