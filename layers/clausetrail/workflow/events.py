"""Validated shapes of the events the state machines pass to the stage handlers."""

from __future__ import annotations

from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from clausetrail.domain.errors import ValidationFailed
from clausetrail.domain.identifiers import PolicyId

M = TypeVar("M", bound=BaseModel)


class VersionEvent(BaseModel):
    """Input of every ingestion stage: the state machine input plus earlier stages' results."""

    model_config = ConfigDict(extra="allow")

    policy_id: PolicyId
    version_id: str = Field(min_length=1, max_length=64)


class PassEvent(VersionEvent):
    pass_number: int = Field(ge=1, le=7)


class FailedPassEvent(PassEvent):
    error: dict[str, Any] | None = None


class FailedVersionEvent(VersionEvent):
    error: dict[str, Any] | None = None


def parse_event(model: type[M], event: Any) -> M:
    try:
        return model.model_validate(event)
    except ValidationError as exc:
        fields = ", ".join(".".join(str(p) for p in e["loc"]) for e in exc.errors())
        raise ValidationFailed(f"the stage input is malformed ({fields})", code="BAD_EVENT") from exc


class ClaimEvent(BaseModel):
    """Input of every adjudication stage: the state machine input plus earlier stages' results."""

    model_config = ConfigDict(extra="allow")

    claim_id: str = Field(min_length=1, max_length=64)


class AwaitReviewEvent(ClaimEvent):
    task_token: str = Field(min_length=1, max_length=4096)
    queue: Literal["review", "crc"] = "review"  # an adjuster's review, or the Claims Review Committee's votes


class EscalateEvent(ClaimEvent):
    queue: Literal["review", "crc"] = "review"


class FailedClaimEvent(ClaimEvent):
    error: dict[str, Any] | None = None
