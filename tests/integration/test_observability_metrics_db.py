"""The metric helpers against the real schema: the waiting-claims count query and the model-spend delta."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from clausetrail import observability as obs
from clausetrail.adapters.db.connection import Database
from clausetrail.runtime import Runtime
from clausetrail.settings import Settings
from tests.integration.test_budgeted_llm import register_test_version


@pytest.fixture
def runtime(database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Runtime]:
    monkeypatch.setenv("POWERTOOLS_METRICS_DISABLED", "false")
    obs.metrics.clear_metrics()
    db = Database(database_url, embedding_dimension=384)
    rt = Runtime(Settings(data_dir=tmp_path), database=db)
    register_test_version(rt)
    yield rt
    obs.metrics.clear_metrics()
    db.close()


def _claim(rt: Runtime, n: int, status: str) -> str:
    claim_id = f"clm_{n}"
    rt.claims.create(
        claim_id=claim_id,
        idempotency_key=f"c{n}",
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
    rt.claims.update(claim_id, status=status)
    return claim_id


def test_waiting_gauges_count_undecided_claims_by_status(runtime: Runtime) -> None:
    for n, status in enumerate(
        [
            "in_review",
            "escalated",
            "escalated",
            "awaiting_crc",
            "crc_escalated",
            "crc_escalated",
            "processing",
        ]
    ):
        _claim(runtime, n, status)
    decided = _claim(runtime, 99, "escalated")
    runtime.claims.decide(decided, decision="approve", payable_amount=1, decided_by="human", reasons=[])
    assert obs.waiting_counts(runtime) == {"escalated": 2, "awaiting_crc": 1, "crc_escalated": 2}
    obs.record_waiting(runtime)
    assert {k: list(v["Value"]) for k, v in obs.metrics.metric_set.items()} == {
        obs.REVIEWS_PAST_DUE: [2.0],
        obs.CRC_BACKLOG: [3.0],
    }


def test_model_spend_is_the_growth_of_the_claim_budget(runtime: Runtime) -> None:
    claim_id = _claim(runtime, 1, "processing")
    with obs.model_spend(runtime, claim_id):
        runtime.claims.charge(claim_id, "small", 9_400, 2_950)
        runtime.claims.charge(claim_id, "large", 1_000, 6_000)
    assert list(obs.metrics.metric_set[obs.MODEL_USD_MICROS]["Value"]) == [8_950.0]


def test_a_policy_pass_that_called_claude_reports_its_tokens_at_its_tier_price(runtime: Runtime) -> None:
    from clausetrail.domain.budget import cost_micros
    from clausetrail.extraction.passes import pass_spec

    for number in (1, 3):
        assert runtime.extraction.start_pass("pv_1", number) is None
        runtime.extraction.finish_pass(
            "pv_1",
            number,
            {},
            {"model_id": "m", "offline": False, "input_tokens": 12_000, "output_tokens": 800},
        )
    obs.record_pass_spend(runtime, "pv_1", 1, {"status": "succeeded", "offline": False})
    obs.record_pass_spend(runtime, "pv_1", 3, {"status": "succeeded", "offline": False})
    obs.record_pass_spend(runtime, "pv_1", 3, {"status": "succeeded", "rerun": True})  # no call made
    obs.record_pass_spend(runtime, "pv_1", 1, {"status": "succeeded", "offline": True})  # offline model
    expected = [
        float(cost_micros(str(pass_spec(n).tier), 12_000, 800, runtime.settings.tier_prices)) for n in (1, 3)
    ]
    assert {str(pass_spec(1).tier), str(pass_spec(3).tier)} == {"small", "large"}
    assert list(obs.metrics.metric_set[obs.MODEL_USD_MICROS]["Value"]) == expected
