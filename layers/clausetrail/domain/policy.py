"""Policies and their versions: records and the rules about which version is in force."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from enum import StrEnum
from typing import Any, Final


class VersionStatus(StrEnum):
    REGISTERED = "registered"
    PROCESSING = "processing"
    READY = "ready"
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class PolicyVersion:
    version_id: str
    policy_id: str
    effective_from: date
    effective_to: date | None
    status: VersionStatus
    stage: str | None
    progress: int
    document_uri: str
    document_sha256: str
    document_bytes: int
    page_count: int | None = None
    clause_count: int | None = None
    layout_uri: str | None = None
    execution_arn: str | None = None
    error_code: str | None = None
    error_message: str | None = None
    schedule: dict[str, Any] | None = None
    terms: dict[str, Any] | None = None
    completeness: dict[str, Any] | None = None
    embedding_model: str | None = None
    created_at: datetime | None = None
    ready_at: datetime | None = None

    def in_force_on(self, day: date) -> bool:
        """Cover runs from effective_from to effective_to inclusive; a grace period gives no cover."""
        return self.effective_from <= day and (self.effective_to is None or day <= self.effective_to)


@dataclass(frozen=True, slots=True)
class Policy:
    policy_id: str
    owner_id: str
    insurer: str
    product_uin: str
    product_name: str | None
    versions: tuple[PolicyVersion, ...] = field(default_factory=tuple)


def version_in_force(versions: Sequence[PolicyVersion], day: date) -> PolicyVersion | None:
    """The ready version whose validity covers `day` (the latest-starting one if validity overlaps)."""
    candidates = [v for v in versions if v.status is VersionStatus.READY and v.in_force_on(day)]
    if not candidates:
        return None
    return max(candidates, key=lambda v: (v.effective_from, v.created_at or datetime.min))


def registration_key(
    owner_id: str,
    policy_id: str | None,
    product_uin: str,
    effective_from: date,
    document_sha256: str,
    schedule: dict[str, Any] | None = None,
) -> str:
    """Idempotency key of a registration: the same document, schedule and validity for the same policy is one
    version; a changed schedule (an endorsement) is a new version."""
    schedule_hash = hashlib.sha256(json.dumps(schedule, sort_keys=True, default=str).encode()).hexdigest()
    raw = "|".join(
        [
            owner_id,
            policy_id or "",
            product_uin.upper(),
            effective_from.isoformat(),
            document_sha256,
            schedule_hash,
        ]
    )
    return hashlib.sha256(raw.encode()).hexdigest()


def clause_id(version_id: str, ordinal: int) -> str:
    """Clause ids name their version, so a citation can always be checked against the version in force."""
    return f"{version_id}-c{ordinal:04d}"


_CLAUSE_ID: Final = re.compile(r"^(?P<version>.+)-c(?P<ordinal>\d{4,})$")


def clause_position(clause_id_text: str) -> tuple[str, int] | None:
    """(version id, ordinal) of a clause id made by :func:`clause_id`; None for any other key."""
    m = _CLAUSE_ID.match(clause_id_text)
    return (m.group("version"), int(m.group("ordinal"))) if m else None
