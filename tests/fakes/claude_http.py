"""Recorded Messages API shapes for the ClaudeLlm tests: replies (content blocks, stop reason, usage), error
bodies with the headers the API sends, and a mock transport that serves them in order (httpx2.MockTransport)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import anthropic
import httpx2
from pydantic import BaseModel

from clausetrail.adapters.llm_claude import (
    ClaudeLlm,
)
from clausetrail.ports.llm import (
    LlmMessage,
    LlmRequest,
    ModelTier,
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
