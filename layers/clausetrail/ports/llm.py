"""LLM port: a versioned prompt and a pydantic output schema in, a validated object and its usage out.

Claude (through the anthropic SDK) and the offline deterministic model both sit behind it. Every call
names its prompt (`prompt_id`, `prompt_version`) so a stored decision can say exactly which prompt
produced it; every result reports the tokens the model counted, for the per-claim budget (SPEC §3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Generic, Literal, Protocol, TypeVar

from pydantic import BaseModel

from clausetrail.domain.errors import ClauseTrailError, TransientError
from clausetrail.domain.safe_json import ModelOutputInvalid

__all__ = [
    "LlmMessage",
    "LlmPort",
    "LlmRequest",
    "LlmResult",
    "ModelOutputInvalid",
    "ModelRefused",
    "ModelRequestRejected",
    "ModelTier",
    "ModelTruncated",
    "ModelUnavailable",
]

T = TypeVar("T", bound=BaseModel)


class ModelTier(StrEnum):
    SMALL = "small"  # extraction, verification
    LARGE = "large"  # judgement


@dataclass(frozen=True, slots=True)
class LlmMessage:
    role: Literal["user", "assistant"]
    content: str

    @classmethod
    def user(cls, content: str) -> LlmMessage:
        return cls("user", content)


@dataclass(frozen=True, slots=True)
class LlmRequest(Generic[T]):
    tier: ModelTier
    system: str
    messages: Sequence[LlmMessage]
    output_schema: type[T]  # the reply must validate against this model (structured output)
    prompt_id: str
    prompt_version: int
    max_output_tokens: int
    temperature: float = 0.0  # intent; adapters whose models reject sampling parameters do not send it

    def __post_init__(self) -> None:
        object.__setattr__(self, "messages", tuple(self.messages))
        if not self.messages:
            raise ValueError("an LLM request needs at least one message")
        if self.messages[-1].role != "user":
            # current Claude models reject an assistant prefill with HTTP 400
            raise ValueError("the last message of an LLM request must be the user's")
        if not self.prompt_id:
            raise ValueError("prompt_id is required")
        if self.prompt_version < 1:
            raise ValueError("prompt_version starts at 1")
        if self.max_output_tokens < 1:
            raise ValueError("max_output_tokens must be positive")
        if not 0.0 <= self.temperature <= 1.0:
            raise ValueError("temperature must be within [0, 1]")


@dataclass(frozen=True, slots=True)
class LlmResult(Generic[T]):
    value: T  # the validated pydantic object
    model_id: str
    prompt_id: str
    prompt_version: int
    input_tokens: int  # as counted by the model (usage), not the estimate
    output_tokens: int
    stop_reason: str
    offline: bool  # True for the deterministic offline model; every output carries the label
    latency_ms: int  # wall time of the call, retries included
    tier: ModelTier | None = None  # which tier's budget the tokens count against

    @property
    def total_tokens(self) -> int:
        return self.input_tokens + self.output_tokens


class _ModelCallError(ClauseTrailError):
    """A model call that reached the model: the tokens it spent still count against the budget."""

    http_status = 502

    def __init__(
        self, message: str, *, model_id: str | None = None, input_tokens: int = 0, output_tokens: int = 0
    ) -> None:
        self.model_id = model_id
        self.input_tokens = input_tokens
        self.output_tokens = output_tokens
        super().__init__(message)


class ModelRefused(_ModelCallError):
    """The model declined to answer (stop_reason "refusal")."""

    code = "MODEL_REFUSED"


class ModelTruncated(_ModelCallError):
    """The reply was cut off (stop_reason "max_tokens" or the context window was exhausted)."""

    code = "MODEL_OUTPUT_TRUNCATED"


class ModelRequestRejected(_ModelCallError):
    """The model service rejected the request and retrying will not help (400, 401, 403, 404, 413...)."""

    code = "MODEL_REQUEST_REJECTED"


class ModelUnavailable(TransientError):
    """Timeouts, rate limits (429), server errors (5xx) or overload (529), still failing after retries."""

    code = "MODEL_UNAVAILABLE"

    def __init__(self, message: str, *, model_id: str | None = None, attempts: int = 0) -> None:
        self.model_id = model_id
        self.attempts = attempts
        super().__init__(message)


class LlmPort(Protocol):
    def complete(self, request: LlmRequest[T]) -> LlmResult[T]:
        """Call the model and return the validated object.

        Raises ModelOutputInvalid, ModelRefused, ModelTruncated, ModelRequestRejected, ModelUnavailable.
        """
        ...

    def estimate_input_tokens(self, request: LlmRequest[Any]) -> int:
        """Input tokens the request is expected to cost, before the call (for the budget check)."""
        ...


class ToolUseLlm(LlmPort, Protocol):
    """An LLM port that also holds a tool-use conversation (the Claude judge's loop over the SDK's messages)."""

    def model_id(self, tier: ModelTier) -> str: ...

    def create_message(self, kwargs: dict[str, Any], model_id: str, context: str) -> Any:
        """One Messages API call with `kwargs` (tools, messages...), retried on transient errors."""
        ...
