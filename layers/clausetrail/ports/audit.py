"""Audit trail ports: the write-once record store (S3 Object Lock on AWS, a folder locally) and its index."""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from clausetrail.domain.audit_chain import AuditConflict, AuditCorrupt, AuditRecord

__all__ = ["AuditConflict", "AuditCorrupt", "AuditIndex", "AuditIndexEntry", "AuditStore"]


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
