"""Audit trail ports: the write-once record store (S3 Object Lock on AWS, a folder locally) and its index."""

from __future__ import annotations

import builtins
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from clausetrail.domain.audit_chain import AuditConflict, AuditCorrupt, AuditRecord, ChainVerification

__all__ = ["AuditConflict", "AuditCorrupt", "AuditIndex", "AuditIndexEntry", "AuditStore", "AuditTrailPort"]


class AuditStore(Protocol):
    """The source of truth for a claim's audit records. Write-once per (claim_id, seq)."""

    def put(self, record: AuditRecord) -> str:
        """Store `record` under (claim_id, seq); return the URI of the stored object.

        Writing the identical record again is a no-op (a rerun of a stage never appends twice); writing a
        different record where one already exists raises AuditConflict. Nothing is ever overwritten.
        """
        ...

    def list(self, claim_id: str) -> builtins.list[AuditRecord]:
        """All records of a claim as stored, ordered by seq (by their key). Raises AuditCorrupt for a record
        that cannot be parsed. Does not verify hashes: that is `verify_chain`'s job."""
        ...

    def get(self, claim_id: str, seq: int) -> AuditRecord | None:
        """The record stored at (claim_id, seq), or None."""
        ...


@dataclass(frozen=True, slots=True)
class AuditIndexEntry:
    """One row of the database index of audit records (for fast reads and as a cross-check of the store)."""

    claim_id: str
    seq: int
    event: str
    actor: str
    at: datetime
    record_hash: str
    prev_hash: str
    object_key: str  # URI of the stored record
    rules_version: str | None
    prompt_version: str | None
    model_id: str | None
    tokens_in: int | None
    tokens_out: int | None
    idempotency_key: str | None


class AuditIndex(Protocol):
    def index(self, record: AuditRecord, object_key: str) -> None:
        """Record `record` (idempotent). A different record already indexed at (claim_id, seq) raises
        AuditConflict."""
        ...

    def list(self, claim_id: str) -> Sequence[AuditIndexEntry]:
        """The claim's index rows, ordered by seq."""
        ...


class AuditTrailPort(Protocol):
    """The claim's hash-chained audit trail as the services use it (`services.audit.AuditTrail` over an
    AuditStore and its AuditIndex)."""

    def append(
        self,
        claim_id: str,
        event: str,
        actor: str,
        payload: Mapping[str, Any],
        *,
        idempotency_key: str,
    ) -> AuditRecord:
        """Append the stage's record; the same idempotency key with the same content returns the first."""
        ...

    def records(self, claim_id: str) -> builtins.list[AuditRecord]: ...

    def verify(self, claim_id: str) -> ChainVerification: ...
