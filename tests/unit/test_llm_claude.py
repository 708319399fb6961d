"""ClaudeLlm drives the real anthropic SDK; only the HTTP transport is a mock (httpx2.MockTransport).

Replies follow the Messages API shape (id, type, role, model, content blocks, stop_reason, usage) and
error bodies its `{"type": "error", "error": {...}}` shape, with the headers the API sends.
"""

from __future__ import annotations

import json

import anthropic
import pytest

from clausetrail.adapters.llm_claude import (
    structured_output_mode,
    tool_name_for,
)
from clausetrail.domain.errors import TransientError
from clausetrail.ports.llm import (
    LlmMessage,
    LlmPort,
    LlmRequest,
    ModelOutputInvalid,
    ModelRefused,
    ModelTier,
    ModelTruncated,
)
from tests.fakes.claude_http import (
    CLAUSES,
    IDENTITY,
    SYSTEM,
    PolicyIdentity,
    Transport,
    claude,
    make_settings,
    message_body,
    ok,
    request,
    tool_use,
)

# ---------------------------------------------------------------- normal replies


def test_tool_use_reply_is_validated_and_usage_recorded() -> None:
    transport = Transport(ok(message_body([tool_use(IDENTITY)])))
    llm: LlmPort = claude(transport)

    result = llm.complete(request())

    assert result.value == PolicyIdentity.model_validate(IDENTITY)
    assert result.value.uin.value == "CHIHLIP23128V012223"
    assert (result.input_tokens, result.output_tokens, result.total_tokens) == (1843, 212, 2055)
    assert result.model_id == "claude-haiku-5-5"
    assert (result.prompt_id, result.prompt_version) == ("extract_identity", 1)
    assert result.stop_reason == "tool_use"
    assert result.offline is False
    assert result.tier is ModelTier.SMALL
    assert result.latency_ms >= 0
    assert len(transport.requests) == 1


def test_request_body_forces_the_schema_tool() -> None:
    transport = Transport(ok(message_body([tool_use(IDENTITY)])))
    claude(transport, make_settings(llm_small_model="claude-haiku-5-5")).complete(
        request(max_output_tokens=900)
    )

    sent = transport.requests[0]
    assert sent.url.path == "/v1/messages"
    assert sent.headers["authorization"] == "Bearer test-key"
    assert sent.headers["x-stainless-retry-count"] == "0"
    body = transport.body()
    assert body["model"] == "claude-haiku-5-5"
    assert body["max_tokens"] == 900
    assert body["system"] == SYSTEM
    assert body["messages"] == [{"role": "user", "content": CLAUSES}]
    [tool] = body["tools"]
    assert tool["name"] == "record_extract_identity"
    assert tool["input_schema"] == PolicyIdentity.model_json_schema()
    assert tool["input_schema"]["required"] == [
        "insurer_name",
        "product_name",
        "uin",
        "sum_insured_options_inr",
    ]
    assert tool["description"] == "Record the policy identity found in the clauses, citing clause ids."
    assert body["tool_choice"] == {
        "type": "tool",
        "name": "record_extract_identity",
        "disable_parallel_tool_use": True,
    }
    assert body["thinking"] == {"type": "disabled"}  # the API rejects forced tool use while thinking
    # Claude Haiku 5.5 answers any temperature with HTTP 400: the intent (0) is not sent by default
    assert "temperature" not in body
    assert "output_config" not in body


def test_temperature_zero_is_sent_when_the_model_accepts_it() -> None:
    transport = Transport(ok(message_body([tool_use(IDENTITY)], model="claude-haiku-4-5")))
    settings = make_settings(llm_small_model="claude-haiku-4-5", llm_send_temperature=True)
    claude(transport, settings).complete(request())
    body = transport.body()
    assert body["model"] == "claude-haiku-4-5"
    assert body["temperature"] == 0.0


def test_large_tier_uses_the_large_model_and_json_schema_output() -> None:
    # Claude Sonnet 5.5 rejects a forced tool_choice: structured output goes through output_config.format
    reply = message_body(
        [
            {"type": "thinking", "thinking": "", "signature": "EqQBCgIYAhIM1gbcDa9GJwZA2b3h"},
            {"type": "text", "text": json.dumps(IDENTITY)},
        ],
        stop_reason="end_turn",
        model="claude-sonnet-5-5",
        input_tokens=2210,
        output_tokens=640,
    )
    transport = Transport(ok(reply))
    result = claude(transport).complete(request(tier=ModelTier.LARGE))

    body = transport.body()
    assert body["model"] == "claude-sonnet-5-5"
    assert "tools" not in body and "tool_choice" not in body
    assert body["output_config"]["format"]["type"] == "json_schema"
    assert body["output_config"]["format"]["schema"] == anthropic.transform_schema(PolicyIdentity)
    assert result.value == PolicyIdentity.model_validate(IDENTITY)
    assert (result.model_id, result.tier, result.output_tokens) == ("claude-sonnet-5-5", ModelTier.LARGE, 640)


def test_structured_output_setting_overrides_the_model_default() -> None:
    transport = Transport(
        ok(message_body([{"type": "text", "text": json.dumps(IDENTITY)}], stop_reason="end_turn"))
    )
    claude(transport, make_settings(llm_structured_output="json_schema")).complete(request())
    assert "output_config" in transport.body() and "tools" not in transport.body()


@pytest.mark.parametrize(
    ("model_id", "setting", "mode"),
    [
        ("claude-haiku-5-5", "auto", "tool"),
        ("claude-sonnet-5", "auto", "tool"),
        ("claude-sonnet-5-5", "auto", "json_schema"),
        ("global.anthropic.claude-sonnet-5-5", "auto", "json_schema"),
        ("claude-opus-5-5", "auto", "json_schema"),
        ("claude-sonnet-5-5", "tool", "tool"),
        ("claude-haiku-5-5", "json_schema", "json_schema"),
    ],
)
def test_structured_output_mode(model_id: str, setting: str, mode: str) -> None:
    assert structured_output_mode(model_id, setting) == mode


def test_tool_name_is_safe_for_the_api() -> None:
    req = LlmRequest(
        tier=ModelTier.SMALL,
        system="s",
        messages=[LlmMessage.user("u")],
        output_schema=PolicyIdentity,
        prompt_id="judge claim/v2 " + "x" * 80,
        prompt_version=1,
        max_output_tokens=10,
    )
    name = tool_name_for(req)
    assert len(name) == 64
    assert name.startswith("record_judge_claim_v2_")
    assert all(ch.isalnum() or ch in "_-" for ch in name)


# ---------------------------------------------------------------- replies that are not usable


def test_malformed_json_in_a_text_block_is_repaired() -> None:
    # what a model writes when it answers in text: prose, a fence, trailing commas
    text = (
        "Here is the identity from the clauses:\n```json\n{\n"
        '  "insurer_name": {"value": "Care Health Insurance Limited", "clause_id": "c3",},\n'
        '  "product_name": {"value": "Care Supreme", "clause_id": "c1"},\n'
        '  "uin": {"value": "CHIHLIP23128V012223", "clause_id": "c1"},\n'
        '  "sum_insured_options_inr": [],\n'
        "}\n```\nThe wording does not list sum insured amounts."
    )
    with pytest.raises(json.JSONDecodeError):
        json.loads(text[text.index("{") : text.rindex("}") + 1])
    transport = Transport(ok(message_body([{"type": "text", "text": text}], stop_reason="end_turn")))
    result = claude(transport).complete(request())
    assert result.value == PolicyIdentity.model_validate(IDENTITY)
    assert result.stop_reason == "end_turn"


def test_hopeless_text_reply_is_model_output_invalid_with_usage() -> None:
    reply = message_body(
        [{"type": "text", "text": "I could not find the UIN, it is probably {on the cover page."}],
        stop_reason="end_turn",
        input_tokens=1500,
        output_tokens=30,
    )
    with pytest.raises(ModelOutputInvalid) as caught:
        claude(Transport(ok(reply))).complete(request())
    err = caught.value
    assert err.code == "MODEL_OUTPUT_INVALID"
    assert err.context == "extract_identity v1"
    assert "[extract_identity v1]" in err.message
    assert "could not find the UIN" in err.excerpt
    # the tokens were spent: the budget still has to count them
    assert (err.model_id, err.input_tokens, err.output_tokens) == ("claude-haiku-5-5", 1500, 30)


def test_schema_violating_tool_input_is_model_output_invalid() -> None:
    bad = {**IDENTITY, "sum_insured_options_inr": ["5 lakh", "10 lakh"]}
    del bad["uin"]
    with pytest.raises(ModelOutputInvalid) as caught:
        claude(Transport(ok(message_body([tool_use(bad)])))).complete(request())
    err = caught.value
    assert "does not fit PolicyIdentity" in err.reason
    assert "uin: Field required" in err.reason
    assert "sum_insured_options_inr.0" in err.reason
    assert err.input_tokens == 1843


def test_truncated_reply_is_model_truncated() -> None:
    partial = {"insurer_name": {"value": "Care Health Insurance Limited", "clause_id": "c3"}}
    reply = message_body([tool_use(partial)], stop_reason="max_tokens", output_tokens=64)
    with pytest.raises(ModelTruncated) as caught:
        claude(Transport(ok(reply))).complete(request(max_output_tokens=64))
    err = caught.value
    assert err.code == "MODEL_OUTPUT_TRUNCATED"
    assert "max_tokens" in err.message and "64" in err.message
    assert (err.input_tokens, err.output_tokens) == (1843, 64)


def test_refusal_is_model_refused() -> None:
    reply = message_body(
        [],
        stop_reason="refusal",
        output_tokens=0,
        stop_details={
            "type": "refusal",
            "category": "general_harms",
            "explanation": "Declined by a safety classifier.",
        },
    )
    with pytest.raises(ModelRefused) as caught:
        claude(Transport(ok(reply))).complete(request())
    err = caught.value
    assert err.code == "MODEL_REFUSED"
    assert "general_harms" in err.message and "safety classifier" in err.message
    assert not isinstance(err, TransientError)
