"""Extraction passes and the terms they merge into their policy version."""

from __future__ import annotations

from typing import Any

from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from clausetrail.adapters.db.connection import Database
from clausetrail.domain.extraction_records import PassRecord


class ExtractionRepository:
    def __init__(self, db: Database) -> None:
        self.db = db

    def start_pass(self, version_id: str, pass_number: int) -> PassRecord | None:
        """Mark a pass running (one more attempt). Returns the stored record if it already succeeded."""
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(
                """INSERT INTO extraction_passes (version_id, pass_number, status, attempts)
                   VALUES (%s, %s, 'running', 1)
                   ON CONFLICT (version_id, pass_number) DO UPDATE
                       SET status = CASE WHEN extraction_passes.status = 'succeeded' THEN 'succeeded'
                                         ELSE 'running' END,
                           attempts = extraction_passes.attempts
                               + CASE WHEN extraction_passes.status = 'succeeded' THEN 0 ELSE 1 END,
                           started_at = now()
                   RETURNING *""",
                (version_id, pass_number),
            )
            row = cur.fetchone()
        assert row is not None
        return _record(row) if row["status"] == "succeeded" else None

    def finish_pass(
        self,
        version_id: str,
        pass_number: int,
        fields: dict[str, Any],
        meta: dict[str, Any],
        meta_extras: dict[str, Any] | None = None,
    ) -> None:
        """Record the pass and merge its fields into the version's terms, in one transaction; ``meta_extras``
        (what a pass reads for the claim rules besides the registry fields) go into ``extraction_meta``."""
        with self.db.transaction() as conn:
            conn.execute(
                """UPDATE extraction_passes SET status = 'succeeded', error_code = NULL, error_message = NULL,
                       model_id = %s, prompt_id = %s, prompt_version = %s, offline = %s, duration_ms = %s,
                       context_tokens = %s, used_retrieval = %s, input_tokens = %s, output_tokens = %s,
                       fields = %s, finished_at = now()
                   WHERE version_id = %s AND pass_number = %s""",
                (
                    meta.get("model_id"),
                    meta.get("prompt_id"),
                    meta.get("prompt_version"),
                    meta.get("offline"),
                    meta.get("duration_ms"),
                    meta.get("context_tokens"),
                    meta.get("used_retrieval"),
                    meta.get("input_tokens"),
                    meta.get("output_tokens"),
                    Jsonb(fields),
                    version_id,
                    pass_number,
                ),
            )
            conn.execute(
                """UPDATE policy_versions SET terms = coalesce(terms, '{}'::jsonb) || %s, updated_at = now()
                   WHERE version_id = %s""",
                (Jsonb(fields), version_id),
            )
            if meta_extras:
                conn.execute(
                    """UPDATE policy_versions
                       SET terms = jsonb_set(coalesce(terms, '{}'::jsonb), '{extraction_meta}',
                                             coalesce(terms->'extraction_meta', '{}'::jsonb) || %s)
                       WHERE version_id = %s""",
                    (Jsonb(meta_extras), version_id),
                )

    def fail_pass(self, version_id: str, pass_number: int, code: str, message: str) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                """INSERT INTO extraction_passes (version_id, pass_number, status, attempts, error_code,
                       error_message, finished_at)
                   VALUES (%s, %s, 'failed', 1, %s, %s, now())
                   ON CONFLICT (version_id, pass_number) DO UPDATE
                       SET status = 'failed', error_code = EXCLUDED.error_code,
                           error_message = EXCLUDED.error_message, finished_at = now()
                       WHERE extraction_passes.status <> 'succeeded'""",
                (version_id, pass_number, code, message[:2000]),
            )

    def passes(self, version_id: str) -> list[PassRecord]:
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(
                "SELECT * FROM extraction_passes WHERE version_id = %s ORDER BY pass_number", (version_id,)
            )
            return [_record(r) for r in cur.fetchall()]

    def set_completeness(self, version_id: str, completeness: dict[str, Any]) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                "UPDATE policy_versions SET completeness = %s, updated_at = now() WHERE version_id = %s",
                (Jsonb(completeness), version_id),
            )


def _record(row: dict[str, Any]) -> PassRecord:
    return PassRecord(
        version_id=row["version_id"],
        pass_number=row["pass_number"],
        status=row["status"],
        attempts=row["attempts"],
        error_code=row["error_code"],
        error_message=row["error_message"],
        model_id=row["model_id"],
        offline=row["offline"],
        duration_ms=row["duration_ms"],
        context_tokens=row["context_tokens"],
        used_retrieval=row["used_retrieval"],
        fields=row["fields"],
    )
