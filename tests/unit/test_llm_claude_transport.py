"""ClaudeLlm over a mock HTTP transport: retries and their delays, Bedrock and API clients, estimates, and the
request value itself (the replies themselves: `test_llm_claude.py`)."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

import anthropic
import httpx2
import pytest

from clausetrail.adapters.llm_claude import (
    ClaudeLlm,
    RetryPolicy,
    _retry_after_seconds,
    build_client,
)
from clausetrail.domain.errors import ClauseTrailError, TransientError
from clausetrail.ports.llm import (
    LlmMessage,
    LlmRequest,
    ModelRequestRejected,
    ModelTier,
    ModelUnavailable,
)
from tests.fakes.claude_http import (
    CLAUSES,
    IDENTITY,
    SYSTEM,
    PolicyIdentity,
    Transport,
    api_error,
    claude,
    make_settings,
    message_body,
    ok,
    request,
    tool_use,
)

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
