"""Judgements, their verification and the per-claim prompt estimate in PostgreSQL (migration 0007)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psycopg.types.json import Jsonb

from clausetrail.adapters.db.connection import Database


class JudgementRepository:
    def __init__(self, db: Database) -> None:
        self.db = db

    def save_judgement(self, claim_id: str, *, judge: str, offline: bool, proposal: dict[str, Any]) -> bool:
        """Store the judge's proposal once; False when the claim already has one (a rerun keeps the first)."""
        with self.db.transaction() as conn:
            cur = conn.execute(
                """INSERT INTO judgements (claim_id, judge, offline, proposal) VALUES (%s, %s, %s, %s)
                   ON CONFLICT (claim_id) DO NOTHING""",
                (claim_id, judge, offline, Jsonb(proposal)),
            )
            return cur.rowcount == 1

    def judgement(self, claim_id: str) -> dict[str, Any] | None:
        return self.db.fetch_one("SELECT * FROM judgements WHERE claim_id = %s", (claim_id,))

    def save_verification(self, claim_id: str, verification: dict[str, Any]) -> bool:
        """Store the verification once (a rerun keeps the first); False when one was already stored."""
        with self.db.transaction() as conn:
            cur = conn.execute(
                """UPDATE judgements SET verification = %s, verified_at = now()
                   WHERE claim_id = %s AND verification IS NULL""",
                (Jsonb(verification), claim_id),
            )
            return cur.rowcount == 1

    def clause_versions(self, clause_ids: Sequence[str]) -> dict[str, str]:
        """clause id -> the policy version it belongs to (ids that name no clause are absent)."""
        if not clause_ids:
            return {}
        rows = self.db.fetch_all(
            "SELECT clause_id, policy_version_id FROM policy_clauses WHERE clause_id = ANY(%s)",
            (list(clause_ids),),
        )
        return {str(r["clause_id"]): str(r["policy_version_id"]) for r in rows}

    def add_estimate(self, claim_id: str, part: str, estimate: dict[str, Any]) -> None:
        """Record the estimate of one stage's Claude prompts (a rerun overwrites it with the same figures)."""
        with self.db.transaction() as conn:
            conn.execute(
                "UPDATE budgets SET estimate = estimate || jsonb_build_object(%s::text, %s::jsonb) "
                "WHERE claim_id = %s",
                (part, Jsonb(estimate), claim_id),
            )

    def estimate(self, claim_id: str) -> dict[str, Any]:
        with self.db.transaction() as conn:
            row = conn.execute("SELECT estimate FROM budgets WHERE claim_id = %s", (claim_id,)).fetchone()
        return dict(row[0]) if row and row[0] else {}
