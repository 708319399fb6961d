"""Issue 8 item 10: the deployed functions run Claude unless context says otherwise; model ids and prices
come from the settings (or context), never a second copy in CDK."""

from __future__ import annotations

from typing import Any

import pytest
from aws_cdk import App

from clausetrail.settings import Settings
from clausetrail.workflow import registry
from infra.config import ConfigError, InfraConfig
from infra.environment import base_environment, setting_env
from tests.infra.cdk_helpers import function_logical_ids
from tests.infra.conftest import Synthesized


def _environment(synthesized: Synthesized, name: str) -> dict[str, Any]:
    logical_id = function_logical_ids(synthesized.app_json)[name]
    variables: dict[str, Any] = synthesized.app_json["Resources"][logical_id]["Properties"]["Environment"][
        "Variables"
    ]
    return variables


def test_every_function_is_told_the_extraction_backend_and_it_is_claude(synthesized: Synthesized) -> None:
    for spec in registry.FUNCTIONS:
        assert _environment(synthesized, spec.name)[setting_env("extraction_backend")] == "claude", spec.name
        assert _environment(synthesized, spec.name)[setting_env("judgement_backend")] == "claude", spec.name


def test_llm_users_get_the_settings_model_ids_and_prices(synthesized: Synthesized) -> None:
    defaults = Settings()
    llm_users = [spec for spec in registry.FUNCTIONS if registry.BEDROCK_LLM in spec.needs]
    assert {spec.name for spec in llm_users} >= {"ClaimExtract", "ExtractPass"}
    for spec in llm_users:
        env = _environment(synthesized, spec.name)
        assert env[setting_env("llm_bedrock_small_model")] == defaults.llm_bedrock_small_model
        assert env[setting_env("llm_bedrock_large_model")] == defaults.llm_bedrock_large_model
        # the values the function will parse back are the settings' own prices
        parsed = Settings(**{f: env[setting_env(f)] for f in InfraConfig().llm_settings()})
        assert parsed.tier_prices == defaults.tier_prices
    for spec in registry.FUNCTIONS:
        if spec not in llm_users:
            assert setting_env("llm_bedrock_small_model") not in _environment(synthesized, spec.name)


def test_context_chooses_the_backend_models_and_prices() -> None:
    context = {
        "extractionBackend": "offline",
        "llmBedrockSmallModel": "eu.anthropic.claude-haiku-5-5",
        "llmLargePriceOutputPerMtok": "12.5",
    }
    config = InfraConfig.from_context(App(context=context).node)
    assert config.extraction_backend == "offline"
    env = base_environment(textract_skip_text_pages=True, extraction_backend=config.extraction_backend)
    assert env[setting_env("extraction_backend")] == "offline"
    assert env[setting_env("judgement_backend")] == "offline"
    llm = config.llm_settings()
    assert llm["llm_bedrock_small_model"] == "eu.anthropic.claude-haiku-5-5"
    assert llm["llm_bedrock_large_model"] == Settings().llm_bedrock_large_model
    assert Settings(**llm).tier_prices["large"].output_micros_per_mtok == 12_500_000


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("extractionBackend", "gpt"),
        ("llmBedrockSmallModel", "amazon.titan-text-express-v1"),  # the roles may only invoke Claude
        ("llmSmallPriceInputPerMtok", "-1"),
        ("llmLargePriceInputPerMtok", "cheap"),
    ],
)
def test_bad_backend_context_stops_synthesis(key: str, value: str) -> None:
    with pytest.raises(ConfigError):
        InfraConfig.from_context(App(context={key: value}).node)


def test_the_budget_counts_with_the_settings_prices() -> None:
    from clausetrail.domain.budget import DEFAULT_PRICES, cost_micros

    assert Settings().tier_prices == DEFAULT_PRICES  # the defaults did not move
    dearer = Settings(llm_small_price_input_per_mtok=2.5).tier_prices
    assert cost_micros("small", 1_000_000, 0, dearer) == 2_500_000
    assert cost_micros("small", 1_000_000, 0, DEFAULT_PRICES) == 100_000
