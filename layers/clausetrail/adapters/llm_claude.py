"""Claude behind the LLM port, through the anthropic SDK (2.x, on httpx2).

- Client: `AnthropicBedrock` on AWS (IAM credentials of the Lambda role, region from settings or
  AWS_REGION, no key); `Anthropic` with ANTHROPIC_API_KEY elsewhere. A client can be injected (tests).
- Model ids per tier and per provider come from settings.
- Structured output, two ways (setting `llm_structured_output`):
  * "tool": one tool whose `input_schema` is the pydantic model's JSON schema and a `tool_choice` that
    forces it; thinking is turned off because the API rejects forced tool use while thinking.
  * "json_schema": `output_config.format` with the schema (the SDK's `transform_schema`), for models
    that reject a forced tool_choice (Claude Sonnet 5.5, Opus 5.5, Fable 5.1, Mythos 5.1).
  * "auto" (default) picks "json_schema" for those models and "tool" for the others.
  Either way the reply is validated with pydantic; a text reply goes through `parse_model_json` first.
- Sampling: current models answer a `temperature` with HTTP 400, so it is sent only when the setting
  `llm_send_temperature` is on (through `extra_body`: the 2.x SDK dropped the keyword).
- Retries: the SDK's own retry loop is turned off (max_retries=0) and this adapter retries 408/409/429,
  5xx, 529 (overloaded), timeouts and connection errors with exponential backoff and jitter, honouring
  `retry-after-ms` / `retry-after` (capped), with an injectable sleep so tests run instantly. When the
  retries are spent the error is ModelUnavailable (a TransientError). Other 4xx are not retried:
  ModelRequestRejected.
"""

from __future__ import annotations

import email.utils
import json
import logging
import os
import random
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

import anthropic
import httpx2
from anthropic.types import Message
from pydantic import BaseModel, ValidationError

from clausetrail.domain.errors import ClauseTrailError
from clausetrail.domain.safe_json import ModelOutputInvalid, excerpt_of, parse_model_json
from clausetrail.ports.llm import (
    LlmRequest,
    LlmResult,
    ModelRefused,
    ModelRequestRejected,
    ModelTier,
    ModelTruncated,
    ModelUnavailable,
)
from clausetrail.settings import Settings, get_settings

logger = logging.getLogger(__name__)

T = TypeVar("T", bound=BaseModel)
ClaudeClient = anthropic.Anthropic | anthropic.AnthropicBedrock
StructuredOutputMode = Literal["tool", "json_schema"]

# Documented to answer a forced tool_choice ("tool" / "any") with HTTP 400 (platform.claude.com
# "What's new" pages). Matched as substrings so Bedrock ids ("global.anthropic.claude-sonnet-5-5") count.
_REJECT_FORCED_TOOL = ("claude-sonnet-5-5", "claude-opus-5-5", "claude-fable-5-1", "claude-mythos-5-1")
_RETRYABLE_4XX = frozenset({408, 409, 429})
_TOOL_NAME_UNSAFE = re.compile(r"[^a-zA-Z0-9_-]+")
_PER_MESSAGE_OVERHEAD_TOKENS = 4  # role markers and separators the API adds around each message


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    max_retries: int = 3
    base_delay_s: float = 1.0
    max_delay_s: float = 20.0

    def delay(self, retry_index: int, retry_after_s: float | None, rng: random.Random) -> float:
        """Seconds to wait before retry number `retry_index` (0-based)."""
        if retry_after_s is not None and retry_after_s > 0:
            return min(retry_after_s, self.max_delay_s)
        ceiling = min(self.base_delay_s * (2.0**retry_index), self.max_delay_s)
        return ceiling / 2 + rng.uniform(0.0, ceiling / 2)  # "equal jitter": never 0, never above the cap

    @classmethod
    def from_settings(cls, settings: Settings) -> RetryPolicy:
        return cls(settings.llm_max_retries, settings.llm_backoff_base_s, settings.llm_backoff_max_s)


def build_client(settings: Settings) -> ClaudeClient:
    """`AnthropicBedrock` on AWS, `Anthropic` with ANTHROPIC_API_KEY elsewhere (SDK retries off)."""
    timeout = call_timeout(settings)
    if settings.environment == "aws":
        return anthropic.AnthropicBedrock(
            aws_region=settings.llm_bedrock_region, timeout=timeout, max_retries=0
        )
    api_key = os.environ.get("ANTHROPIC_API_KEY")
    if not api_key:
        raise ClauseTrailError(
            "ANTHROPIC_API_KEY is not set: use the offline model, or set the key to call Claude",
            code="LLM_NOT_CONFIGURED",
        )
    return anthropic.Anthropic(api_key=api_key, timeout=timeout, max_retries=0)


def call_timeout(settings: Settings) -> httpx2.Timeout:
    """Per attempt: `llm_timeout_s` overall, at most 10 s to connect."""
    return httpx2.Timeout(settings.llm_timeout_s, connect=min(10.0, settings.llm_timeout_s))


def structured_output_mode(model_id: str, setting: str) -> StructuredOutputMode:
    if setting == "tool":
        return "tool"
    if setting == "json_schema":
        return "json_schema"
    return "json_schema" if any(name in model_id for name in _REJECT_FORCED_TOOL) else "tool"


def tool_name_for(request: LlmRequest[Any]) -> str:
    """A tool name the API accepts (^[a-zA-Z0-9_-]{1,64}$), derived from the prompt id."""
    return ("record_" + _TOOL_NAME_UNSAFE.sub("_", request.prompt_id))[:64]


class ClaudeLlm:
    """The LLM port on Claude (see the module docstring)."""

    offline = False

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        client: ClaudeClient | None = None,
        sleep: Callable[[float], None] = time.sleep,
        rng: random.Random | None = None,
        retry: RetryPolicy | None = None,
    ) -> None:
        self._settings = settings or get_settings()
        base = client if client is not None else build_client(self._settings)
        # one retry layer only: ours (injectable sleep, ModelUnavailable at the end)
        self._client: ClaudeClient = base.with_options(max_retries=0)
        self._bedrock = isinstance(base, anthropic.AnthropicBedrock)
        self._sleep = sleep
        self._rng = rng or random.Random()
        self._retry = retry or RetryPolicy.from_settings(self._settings)
        self._timeout = call_timeout(self._settings)

    # ------------------------------------------------------------------ port

    def model_id(self, tier: ModelTier) -> str:
        s = self._settings
        if self._bedrock:
            return s.llm_bedrock_small_model if tier is ModelTier.SMALL else s.llm_bedrock_large_model
        return s.llm_small_model if tier is ModelTier.SMALL else s.llm_large_model

    def estimate_input_tokens(self, request: LlmRequest[Any]) -> int:
        """tiktoken count of the system prompt, messages and output schema, plus per-message overhead.

        An estimate for the budget check only: Claude's tokenizer differs from tiktoken's, the usage the
        model reports afterwards is what the budget records.
        """
        count = _token_counter()
        schema_text = json.dumps(request.output_schema.model_json_schema(), separators=(",", ":"))
        total = count(request.system) + count(schema_text)
        for message in request.messages:
            total += count(message.content) + _PER_MESSAGE_OVERHEAD_TOKENS
        return total

    def create_message(self, kwargs: dict[str, Any], model_id: str, context: str) -> Message:
        """One Messages API call with this adapter's retries (the judge's tool conversation uses it)."""
        return self._create_with_retries({**kwargs, "timeout": self._timeout}, model_id, context)

    def complete(self, request: LlmRequest[T]) -> LlmResult[T]:
        model_id = self.model_id(request.tier)
        mode = structured_output_mode(model_id, self._settings.llm_structured_output)
        context = f"{request.prompt_id} v{request.prompt_version}"
        started = time.perf_counter()
        message = self._create_with_retries(self._request_kwargs(request, model_id, mode), model_id, context)
        latency_ms = round((time.perf_counter() - started) * 1000)
        usage = message.usage
        # total input = uncached + written to the cache + read from it (all billed, all in the budget)
        input_tokens = (
            usage.input_tokens
            + (usage.cache_creation_input_tokens or 0)
            + (usage.cache_read_input_tokens or 0)
        )
        output_tokens = usage.output_tokens  # includes thinking tokens
        try:
            value = self._read_value(message, request, mode, context)
        except (ModelOutputInvalid, ModelRefused, ModelTruncated) as err:
            err.model_id = message.model or model_id
            err.input_tokens = input_tokens
            err.output_tokens = output_tokens
            raise
        return LlmResult(
            value=value,
            model_id=message.model or model_id,
            prompt_id=request.prompt_id,
            prompt_version=request.prompt_version,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            stop_reason=message.stop_reason or "",
            offline=False,
            latency_ms=latency_ms,
            tier=request.tier,
        )

    # ------------------------------------------------------------------ request

    def _request_kwargs(
        self, request: LlmRequest[Any], model_id: str, mode: StructuredOutputMode
    ) -> dict[str, Any]:
        schema = request.output_schema.model_json_schema()
        kwargs: dict[str, Any] = {
            "model": model_id,
            "max_tokens": request.max_output_tokens,
            "system": request.system,
            "messages": [{"role": m.role, "content": m.content} for m in request.messages],
            "timeout": self._timeout,
        }
        if mode == "tool":
            name = tool_name_for(request)
            description = (request.output_schema.__doc__ or "").strip() or (
                f"Record the answer for {request.prompt_id}."
            )
            kwargs["tools"] = [{"name": name, "description": description, "input_schema": schema}]
            kwargs["tool_choice"] = {"type": "tool", "name": name, "disable_parallel_tool_use": True}
            kwargs["thinking"] = {"type": "disabled"}  # forced tool use is rejected while thinking
        else:
            kwargs["output_config"] = {
                "format": {"type": "json_schema", "schema": anthropic.transform_schema(schema)}
            }
        if self._settings.llm_send_temperature:
            kwargs["extra_body"] = {"temperature": request.temperature}
        return kwargs

    def _create_with_retries(self, kwargs: dict[str, Any], model_id: str, context: str) -> Message:
        attempts = self._retry.max_retries + 1
        last_error: Exception | None = None
        for attempt in range(attempts):
            retry_after: float | None = None
            try:
                return self._client.messages.create(**kwargs)
            except anthropic.APIStatusError as err:
                if not _retryable_status(err):
                    detail = err.api_message or err.message
                    raise ModelRequestRejected(
                        f"[{context}] {model_id} rejected the request (HTTP {err.status_code}): {detail}",
                        model_id=model_id,
                    ) from err
                last_error = err
                retry_after = _retry_after_seconds(err.response.headers)
                logger.warning(
                    "model call failed, retryable", extra={"status": err.status_code, "attempt": attempt + 1}
                )
            except anthropic.APIConnectionError as err:  # includes APITimeoutError
                last_error = err
                logger.warning(
                    "model call failed, retryable",
                    extra={"error": type(err).__name__, "attempt": attempt + 1},
                )
            if attempt + 1 < attempts:
                self._sleep(self._retry.delay(attempt, retry_after, self._rng))
        raise ModelUnavailable(
            f"[{context}] {model_id} unavailable after {attempts} attempts: {_describe(last_error)}",
            model_id=model_id,
            attempts=attempts,
        ) from last_error

    # ------------------------------------------------------------------ response

    def _read_value(
        self, message: Message, request: LlmRequest[T], mode: StructuredOutputMode, context: str
    ) -> T:
        stop = message.stop_reason
        if stop == "refusal":
            details = message.stop_details
            why = ""
            if details is not None:
                why = ": " + ", ".join(part for part in (details.category, details.explanation) if part)
            raise ModelRefused(f"[{context}] the model declined to answer{why}")
        if stop in ("max_tokens", "model_context_window_exceeded"):
            raise ModelTruncated(
                f"[{context}] the reply was cut off ({stop}) after {message.usage.output_tokens} output tokens;"
                f" max_output_tokens was {request.max_output_tokens}"
            )
        data: object = None
        if mode == "tool":
            name = tool_name_for(request)
            for block in message.content:
                if block.type == "tool_use" and block.name == name:
                    data = block.input
                    break
        if data is None:
            text = "".join(block.text for block in message.content if block.type == "text")
            data = parse_model_json(text, context=context)
        return _validate(request.output_schema, data, context)


def _validate(schema: type[T], data: object, context: str) -> T:
    try:
        return schema.model_validate(data)
    except ValidationError as err:
        problems = err.errors(include_url=False, include_input=False)
        summary = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or '(root)'}: {e['msg']}" for e in problems[:3]
        )
        if len(problems) > 3:
            summary += f" (+{len(problems) - 3} more)"
        raise ModelOutputInvalid(
            context,
            f"reply does not fit {schema.__name__}: {summary}",
            excerpt=excerpt_of(json.dumps(data, ensure_ascii=False, default=str)),
        ) from err


def _retryable_status(err: anthropic.APIStatusError) -> bool:
    should_retry = err.response.headers.get("x-should-retry")
    if should_retry == "false":
        return False
    if should_retry == "true":
        return True
    return err.status_code in _RETRYABLE_4XX or err.status_code >= 500


def _retry_after_seconds(headers: Mapping[str, str]) -> float | None:
    """`retry-after-ms`, else `retry-after` as seconds or as an HTTP date; None when absent or unreadable."""
    millis = headers.get("retry-after-ms")
    if millis is not None:
        try:
            return float(millis) / 1000
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return float(value)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _describe(err: Exception | None) -> str:
    if isinstance(err, anthropic.APIStatusError):
        return f"HTTP {err.status_code} {err.api_message or err.message}"
    if isinstance(err, anthropic.APITimeoutError):
        return "timed out"
    if err is not None:
        return type(err).__name__
    return "no attempt made"


def _token_counter() -> Callable[[str], int]:
    try:
        from clausetrail.adapters.token_counter import count_tokens  # written in parallel by another helper
    except ImportError:
        # until the tiktoken counter lands: ~4 characters per token, the usual rule of thumb for English
        return lambda text: len(text) // 4
    counter: Callable[[str], int] = count_tokens
    return counter
