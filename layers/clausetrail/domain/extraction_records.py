"""One extraction pass of a policy version, as stored: what the extraction store port returns."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class PassRecord:
    version_id: str
    pass_number: int
    status: str
    attempts: int
    error_code: str | None
    error_message: str | None
    model_id: str | None
    offline: bool | None
    duration_ms: int | None
    context_tokens: int | None
    used_retrieval: bool | None
    fields: dict[str, Any] | None
