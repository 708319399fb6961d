"""ClaudeLlm drives the real anthropic SDK; only the HTTP transport is a mock (httpx2.MockTransport).

Replies follow the Messages API shape (id, type, role, model, content blocks, stop_reason, usage) and
error bodies its `{"type": "error", "error": {...}}` shape, with the headers the API sends.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

import anthropic
import httpx2
import pytest
from pydantic import BaseModel

from clausetrail.adapters.llm_claude import (
    ClaudeLlm,
    RetryPolicy,
    _retry_after_seconds,
    build_client,
    structured_output_mode,
    tool_name_for,
)
from clausetrail.domain.errors import ClauseTrailError, TransientError
from clausetrail.ports.llm import (
    LlmMessage,
    LlmPort,
    LlmRequest,
    ModelOutputInvalid,
    ModelRefused,
    ModelRequestRejected,
    ModelTier,
    ModelTruncated,
    ModelUnavailable,
)
from clausetrail.settings import Settings

SYSTEM = "You read clauses from a policy wording and record its identity. Cite clause ids."
CLAUSES = (
    "[c1] (page 2) Care Supreme- CHIHLIP23128V012223\n"
    "[c3] (page 2) Care Health Insurance Limited (also referred as Company/ We/Us)"
)


class CitedText(BaseModel):
    value: str | None
    clause_id: str | None


class PolicyIdentity(BaseModel):
    """Record the policy identity found in the clauses, citing clause ids."""

    insurer_name: CitedText
    product_name: CitedText
    uin: CitedText
    sum_insured_options_inr: list[int]


IDENTITY = {
    "insurer_name": {"value": "Care Health Insurance Limited", "clause_id": "c3"},
    "product_name": {"value": "Care Supreme", "clause_id": "c1"},
    "uin": {"value": "CHIHLIP23128V012223", "clause_id": "c1"},
    "sum_insured_options_inr": [],
}


# ---------------------------------------------------------------- fixtures and recorded shapes


def make_settings(**overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "environment": "local",
        "llm_small_model": "claude-haiku-5-5",
        "llm_large_model": "claude-sonnet-5-5",
        "llm_max_retries": 3,
        "llm_backoff_base_s": 0.5,
        "llm_backoff_max_s": 4.0,
        "llm_structured_output": "auto",
        "llm_send_temperature": False,
    }
    values.update(overrides)
    return Settings(**values)


def request(tier: ModelTier = ModelTier.SMALL, max_output_tokens: int = 1024) -> LlmRequest[PolicyIdentity]:
    return LlmRequest(
        tier=tier,
        system=SYSTEM,
        messages=[LlmMessage.user(CLAUSES)],
        output_schema=PolicyIdentity,
        prompt_id="extract_identity",
        prompt_version=1,
        max_output_tokens=max_output_tokens,
    )


def message_body(
    content: list[dict[str, Any]],
    *,
    stop_reason: str = "tool_use",
    model: str = "claude-haiku-5-5",
    input_tokens: int = 1843,
    output_tokens: int = 212,
    stop_details: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return {
        "id": "msg_01HCDu5LRGeP2o7s2xGmxyx8",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "stop_details": stop_details,
        "usage": {
            "input_tokens": input_tokens,
            "output_tokens": output_tokens,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
            "service_tier": "standard",
        },
    }


def tool_use(input_: dict[str, Any], name: str = "record_extract_identity") -> dict[str, Any]:
    return {"type": "tool_use", "id": "toolu_01A09q90qw90lq917835lq9", "name": name, "input": input_}


def ok(body: dict[str, Any]) -> httpx2.Response:
    return httpx2.Response(
        200,
        json=body,
        headers={"request-id": "req_011CSHoEeqs5C35K2UUqR7Fy", "content-type": "application/json"},
    )


def api_error(
    status: int, error_type: str, message: str, headers: dict[str, str] | None = None
) -> httpx2.Response:
    body = {"type": "error", "error": {"type": error_type, "message": message}, "request_id": "req_011CSHoX"}
    return httpx2.Response(status, json=body, headers={"content-type": "application/json", **(headers or {})})


class Transport:
    """Hands out the queued replies in order (the last one repeats) and records every request."""

    def __init__(self, *replies: httpx2.Response | Exception) -> None:
        self.replies = list(replies)
        self.requests: list[httpx2.Request] = []

    def __call__(self, req: httpx2.Request) -> httpx2.Response:
        self.requests.append(req)
        reply = self.replies.pop(0) if len(self.replies) > 1 else self.replies[0]
        if isinstance(reply, Exception):
            raise reply
        return reply

    def body(self, index: int = 0) -> dict[str, Any]:
        parsed: dict[str, Any] = json.loads(self.requests[index].content)
        return parsed


def claude(
    transport: Transport, settings: Settings | None = None, sleeps: list[float] | None = None
) -> ClaudeLlm:
    # the SDK client keeps its default max_retries (2): the adapter must turn the SDK's retries off
    client = anthropic.Anthropic(
        api_key="test-key", http_client=httpx2.Client(transport=httpx2.MockTransport(transport))
    )
    sleep: Callable[[float], None] = sleeps.append if sleeps is not None else (lambda _s: None)
    return ClaudeLlm(settings or make_settings(), client=client, sleep=sleep, rng=random.Random(7))


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


# ---------------------------------------------------------------- retries


def test_rate_limit_with_retry_after_is_retried_then_succeeds() -> None:
    transport = Transport(
        api_error(
            429,
            "rate_limit_error",
            "Number of request tokens has exceeded your rate limit.",
            {"retry-after": "3"},
        ),
        ok(message_body([tool_use(IDENTITY)])),
    )
    sleeps: list[float] = []
    result = claude(transport, sleeps=sleeps).complete(request())

    assert len(transport.requests) == 2
    assert sleeps == [3.0]  # the server's retry-after, under the 4 s cap
    assert result.value.uin.value == "CHIHLIP23128V012223"
    assert [r.headers["x-stainless-retry-count"] for r in transport.requests] == ["0", "0"]  # SDK retries off
    assert transport.body(0) == transport.body(1)


def test_overloaded_every_time_is_model_unavailable_after_all_attempts() -> None:
    transport = Transport(api_error(529, "overloaded_error", "Overloaded"))
    sleeps: list[float] = []
    with pytest.raises(ModelUnavailable) as caught:
        claude(transport, make_settings(llm_max_retries=3), sleeps=sleeps).complete(request())

    err = caught.value
    assert len(transport.requests) == 4  # 1 + 3 retries, and no hidden SDK retries
    assert err.attempts == 4
    assert err.code == "MODEL_UNAVAILABLE"
    assert isinstance(err, TransientError) and err.http_status == 503
    assert "529" in err.message and "Overloaded" in err.message
    # exponential backoff with jitter: retry i waits within [ceiling/2, ceiling], ceiling = 0.5 * 2**i capped at 4
    assert len(sleeps) == 3
    for i, delay in enumerate(sleeps):
        ceiling = min(0.5 * 2**i, 4.0)
        assert ceiling / 2 <= delay <= ceiling


def test_cached_input_tokens_count_as_input() -> None:
    body = message_body([tool_use(IDENTITY)], input_tokens=300)
    body["usage"].update(cache_creation_input_tokens=1200, cache_read_input_tokens=2000)
    result = claude(Transport(ok(body))).complete(request())
    assert result.input_tokens == 3500


def test_server_errors_then_success() -> None:
    transport = Transport(
        api_error(500, "api_error", "Internal server error"),
        api_error(503, "api_error", "Service unavailable"),
        ok(message_body([tool_use(IDENTITY)])),
    )
    sleeps: list[float] = []
    result = claude(transport, sleeps=sleeps).complete(request())
    assert len(transport.requests) == 3 and len(sleeps) == 2
    assert result.input_tokens == 1843


def test_timeouts_are_retried_then_model_unavailable() -> None:
    transport = Transport(httpx2.ReadTimeout("timed out"))
    with pytest.raises(ModelUnavailable) as caught:
        claude(transport, make_settings(llm_max_retries=2)).complete(request())
    assert len(transport.requests) == 3
    assert "timed out" in caught.value.message


def test_connection_error_then_success() -> None:
    transport = Transport(httpx2.ConnectError("connection refused"), ok(message_body([tool_use(IDENTITY)])))
    result = claude(transport).complete(request())
    assert len(transport.requests) == 2 and result.value.product_name.value == "Care Supreme"


def test_bad_request_is_not_retried() -> None:
    transport = Transport(
        api_error(400, "invalid_request_error", "`temperature` is deprecated for this model.")
    )
    sleeps: list[float] = []
    with pytest.raises(ModelRequestRejected) as caught:
        claude(transport, sleeps=sleeps).complete(request())
    assert len(transport.requests) == 1 and sleeps == []
    err = caught.value
    assert err.code == "MODEL_REQUEST_REJECTED"
    assert "HTTP 400" in err.message and "`temperature` is deprecated" in err.message
    assert not isinstance(err, TransientError)


def test_server_saying_do_not_retry_is_obeyed() -> None:
    transport = Transport(api_error(500, "api_error", "Internal server error", {"x-should-retry": "false"}))
    with pytest.raises(ModelRequestRejected):
        claude(transport).complete(request())
    assert len(transport.requests) == 1


def test_retry_after_header_forms() -> None:
    assert _retry_after_seconds(httpx2.Headers({"retry-after-ms": "1500", "retry-after": "9"})) == 1.5
    assert _retry_after_seconds(httpx2.Headers({"retry-after": "7"})) == 7.0
    in_ten = format_datetime(datetime.now(UTC) + timedelta(seconds=10), usegmt=True)
    assert 8.0 <= (_retry_after_seconds(httpx2.Headers({"retry-after": in_ten})) or 0) <= 10.0
    assert _retry_after_seconds(httpx2.Headers({"retry-after": "soon"})) is None
    assert _retry_after_seconds(httpx2.Headers({})) is None


def test_retry_delay_is_capped_even_when_the_server_asks_for_longer() -> None:
    policy = RetryPolicy(max_retries=3, base_delay_s=1.0, max_delay_s=20.0)
    rng = random.Random(1)
    assert policy.delay(0, 120.0, rng) == 20.0
    assert policy.delay(10, None, rng) <= 20.0
    assert policy.delay(10, None, rng) >= 10.0


# ---------------------------------------------------------------- Bedrock, clients, estimates


def test_bedrock_client_puts_the_model_in_the_path_and_signs_with_sigv4() -> None:
    transport = Transport(ok(message_body([tool_use(IDENTITY)], model="claude-haiku-5-5")))
    client = anthropic.AnthropicBedrock(
        aws_access_key="AKIAIOSFODNN7EXAMPLE",
        aws_secret_key="wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        aws_region="ap-south-1",
        http_client=httpx2.Client(transport=httpx2.MockTransport(transport)),
    )
    settings = make_settings(environment="aws", llm_bedrock_small_model="global.anthropic.claude-haiku-5-5")
    result = ClaudeLlm(settings, client=client, sleep=lambda _s: None).complete(request())

    sent = transport.requests[0]
    assert (
        str(sent.url)
        == "https://bedrock-runtime.ap-south-1.amazonaws.com/model/global.anthropic.claude-haiku-5-5/invoke"
    )
    assert sent.headers["authorization"].startswith("AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/")
    assert "/ap-south-1/bedrock/aws4_request" in sent.headers["authorization"]
    body = transport.body()
    assert "model" not in body and "anthropic_version" in body
    assert body["tool_choice"]["name"] == "record_extract_identity"
    assert result.value.uin.value == "CHIHLIP23128V012223"


def test_build_client_on_aws_is_bedrock_in_the_configured_region() -> None:
    client = build_client(
        make_settings(environment="aws", llm_bedrock_region="ap-south-1", llm_timeout_s=45.0)
    )
    assert isinstance(client, anthropic.AnthropicBedrock)
    assert client.aws_region == "ap-south-1"
    assert client.max_retries == 0


def test_build_client_locally_needs_the_api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    with pytest.raises(ClauseTrailError) as caught:
        build_client(make_settings())
    assert caught.value.code == "LLM_NOT_CONFIGURED"

    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test")
    client = build_client(make_settings())
    assert isinstance(client, anthropic.Anthropic) and not isinstance(client, anthropic.AnthropicBedrock)
    assert client.api_key == "sk-ant-test"
    assert client.max_retries == 0


def test_model_ids_per_tier_come_from_settings() -> None:
    settings = make_settings(llm_small_model="claude-haiku-4-5", llm_large_model="claude-opus-4-8")
    llm = claude(Transport(ok(message_body([]))), settings)
    assert llm.model_id(ModelTier.SMALL) == "claude-haiku-4-5"
    assert llm.model_id(ModelTier.LARGE) == "claude-opus-4-8"


def test_estimate_grows_with_the_input() -> None:
    llm = claude(Transport(ok(message_body([]))))
    short = llm.estimate_input_tokens(request())
    long_request = LlmRequest(
        tier=ModelTier.SMALL,
        system=SYSTEM,
        messages=[
            LlmMessage.user(CLAUSES + "\n[c9] (page 7) Room rent up to 1% of the sum insured per day. " * 40)
        ],
        output_schema=PolicyIdentity,
        prompt_id="extract_identity",
        prompt_version=1,
        max_output_tokens=1024,
    )
    longer = llm.estimate_input_tokens(long_request)
    schema_chars = len(json.dumps(PolicyIdentity.model_json_schema()))
    assert short > (len(SYSTEM) + len(CLAUSES) + schema_chars) // 8  # system, clauses and schema all count
    assert longer - short > 200  # 40 more clause lines of ~60 characters


# ---------------------------------------------------------------- the request value itself


def test_request_must_end_with_the_user_turn() -> None:
    with pytest.raises(ValueError, match="last message"):
        LlmRequest(
            tier=ModelTier.SMALL,
            system="s",
            messages=[LlmMessage.user("u"), LlmMessage("assistant", '{"uin":')],
            output_schema=PolicyIdentity,
            prompt_id="extract_identity",
            prompt_version=1,
            max_output_tokens=10,
        )


@pytest.mark.parametrize(
    "bad",
    [
        {"max_output_tokens": 0},
        {"prompt_version": 0},
        {"temperature": 1.5},
        {"messages": []},
        {"prompt_id": ""},
    ],
)
def test_request_rejects_nonsense(bad: dict[str, Any]) -> None:
    values: dict[str, Any] = {
        "tier": ModelTier.SMALL,
        "system": "s",
        "messages": [LlmMessage.user("u")],
        "output_schema": PolicyIdentity,
        "prompt_id": "extract_identity",
        "prompt_version": 1,
        "max_output_tokens": 10,
        **bad,
    }
    with pytest.raises(ValueError):
        LlmRequest(**values)
