"""The database index of audit records (table audit_index, migration 0003)."""

from __future__ import annotations

import builtins
from typing import Any

from clausetrail.adapters.db.connection import Database
from clausetrail.domain.audit_chain import AuditConflict, AuditRecord
from clausetrail.ports.audit import AuditIndexEntry

_COLUMNS = ", ".join(AuditIndexEntry.__dataclass_fields__)
_INT_MAX = 2**31 - 1  # integer columns


def _text(payload: dict[str, Any], key: str) -> str | None:
    value = payload.get(key)
    return value if isinstance(value, str) else None


def _count(payload: dict[str, Any], key: str) -> int | None:
    value = payload.get(key)
    return (
        value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= _INT_MAX else None
    )


class AuditIndexRepository:
    """Copies the searchable parts of each record (payload keys rules_version, prompt_version, model_id,
    tokens_in, tokens_out, idempotency_key) into a row. Rows are only inserted (a trigger refuses the rest)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def index(self, record: AuditRecord, object_key: str) -> None:
        payload = record.payload
        with self.db.transaction() as conn:
            inserted = conn.execute(
                """INSERT INTO audit_index (claim_id, seq, event, actor, at, record_hash, prev_hash, object_key,
                       rules_version, prompt_version, model_id, tokens_in, tokens_out, idempotency_key)
                   VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)
                   ON CONFLICT (claim_id, seq) DO NOTHING
                   RETURNING seq""",
                (
                    record.claim_id,
                    record.seq,
                    record.event,
                    record.actor,
                    record.at,
                    record.record_hash,
                    record.prev_hash,
                    object_key,
                    _text(payload, "rules_version"),
                    _text(payload, "prompt_version"),
                    _text(payload, "model_id"),
                    _count(payload, "tokens_in"),
                    _count(payload, "tokens_out"),
                    record.idempotency_key,
                ),
            ).fetchone()
            if inserted is not None:
                return
            row = conn.execute(
                "SELECT record_hash FROM audit_index WHERE claim_id = %s AND seq = %s",
                (record.claim_id, record.seq),
            ).fetchone()
        if row is None or row[0] != record.record_hash:
            raise AuditConflict(
                f"the audit index already holds another record at seq {record.seq} of claim {record.claim_id}"
            )

    def list(self, claim_id: str) -> builtins.list[AuditIndexEntry]:
        rows = self.db.fetch_all(
            f"SELECT {_COLUMNS} FROM audit_index WHERE claim_id = %s ORDER BY seq", (claim_id,)
        )
        return [AuditIndexEntry(**row) for row in rows]
