"""In-memory audit objects and index, a recording queue, task-token workflows and object storage."""

from __future__ import annotations

import builtins
import copy
from collections.abc import Callable
from typing import Any

from clausetrail.domain.audit_chain import AuditConflict, AuditRecord
from clausetrail.ports.audit import AuditIndexEntry


class MemoryAuditStore:
    """The write-once audit store in memory (the same record again is a no-op, a different one conflicts)."""

    def __init__(self) -> None:
        self.records: dict[tuple[str, int], AuditRecord] = {}

    def put(self, record: AuditRecord) -> str:
        key = (record.claim_id, record.seq)
        existing = self.records.get(key)
        if existing is not None and existing != record:
            raise AuditConflict(f"claim {record.claim_id} already has a record at seq {record.seq}")
        self.records[key] = record
        return f"memory://audit/{record.claim_id}/{record.seq:06d}"

    def list(self, claim_id: str) -> builtins.list[AuditRecord]:
        return [r for (c, _), r in sorted(self.records.items()) if c == claim_id]

    def get(self, claim_id: str, seq: int) -> AuditRecord | None:
        return self.records.get((claim_id, seq))


class MemoryAuditIndex:
    def __init__(self) -> None:
        self.entries: dict[tuple[str, int], AuditIndexEntry] = {}

    def index(self, record: AuditRecord, object_key: str) -> None:
        key = (record.claim_id, record.seq)
        existing = self.entries.get(key)
        if existing is not None:
            if existing.record_hash != record.record_hash:
                raise AuditConflict(
                    f"claim {record.claim_id} seq {record.seq} is indexed with another record"
                )
            return
        payload = record.payload
        self.entries[key] = AuditIndexEntry(
            claim_id=record.claim_id,
            seq=record.seq,
            event=record.event,
            actor=record.actor,
            at=record.at,
            record_hash=record.record_hash,
            prev_hash=record.prev_hash,
            object_key=object_key,
            rules_version=payload.get("rules_version"),
            prompt_version=payload.get("prompt_version"),
            model_id=payload.get("model_id"),
            tokens_in=payload.get("tokens_in"),
            tokens_out=payload.get("tokens_out"),
            idempotency_key=record.idempotency_key,
        )

    def list(self, claim_id: str) -> builtins.list[AuditIndexEntry]:
        return [e for (c, _), e in sorted(self.entries.items()) if c == claim_id]


class RecordingQueue:
    """The intake queue: records what was sent and hands it to `consume` (nothing by default)."""

    def __init__(self, consume: Callable[[str], object] | None = None) -> None:
        self.sent: list[str] = []
        self.consume = consume

    def send(self, claim_id: str) -> None:
        self.sent.append(claim_id)
        if self.consume is not None:
            self.consume(claim_id)


class TaskWorkflows:
    """Workflows that record starts and task-token sends (a failing send can be switched on)."""

    def __init__(self) -> None:
        self.started: list[tuple[str, str, dict[str, Any]]] = []
        self.task_success: list[tuple[str, dict[str, Any]]] = []
        self.fail_sends = False

    def start(self, state_machine: str, name: str, payload: dict[str, Any]) -> str:
        arn = f"arn:local:{state_machine}:{name}"
        if not any(s[1] == name and s[0] == state_machine for s in self.started):
            self.started.append((state_machine, name, payload))
        return arn

    def describe(self, execution_arn: str) -> Any:
        from clausetrail.ports.workflows import ExecutionInfo

        return ExecutionInfo(execution_arn, "RUNNING", None, None, None)

    def redrive(self, execution_arn: str) -> bool:
        return False

    def send_task_success(self, task_token: str, output: dict[str, Any]) -> None:
        if self.fail_sends:
            raise ConnectionError("the workflow service is unreachable")
        self.task_success.append((task_token, copy.deepcopy(output)))

    def send_task_failure(self, task_token: str, error: str, cause: str) -> None:
        raise AssertionError("not expected")


class MemoryStorage:
    def __init__(self) -> None:
        self.objects: dict[str, tuple[bytes, str]] = {}

    def _key(self, key_or_uri: str) -> str:
        return key_or_uri.removeprefix("memory://documents/")

    def put_bytes(self, key: str, data: bytes, content_type: str = "application/octet-stream") -> str:
        self.objects.setdefault(key, (data, content_type))
        return self.uri(key)

    def get_bytes(self, key_or_uri: str) -> bytes:
        from clausetrail.domain.errors import StorageNotFound

        try:
            return self.objects[self._key(key_or_uri)][0]
        except KeyError:
            raise StorageNotFound(f"{key_or_uri} not found") from None

    def exists(self, key_or_uri: str) -> bool:
        return self._key(key_or_uri) in self.objects

    def uri(self, key: str) -> str:
        return f"memory://documents/{self._key(key)}"

    def size(self, key_or_uri: str) -> int:
        return len(self.get_bytes(key_or_uri))

    def presign_put(self, key: str, content_type: str, size_bytes: int, expires_s: int) -> str | None:
        return None
