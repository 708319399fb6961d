"""Claims Review Committee votes and their outbox in PostgreSQL (migration 0006)."""

from __future__ import annotations

from typing import Any

from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.db.outbox import read_outbox, record_attempt, reopen
from clausetrail.ports.stores import Outcome


class CrcRepository:
    def __init__(self, db: Database) -> None:
        self.db = db

    def cast(self, claim_id: str, member_id: str, vote: str, note: str | None, outcome: Outcome) -> str:
        """Store one member's vote and, in the same transaction, the outbox row when this vote makes the
        majority. Votes on one claim are serialised (the claim row is locked), so two last votes cannot both
        miss the majority. Returns `stored`, `already_voted` (this member voted on this claim already) or
        `closed` (the committee reached its outcome before this vote)."""
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute("SELECT claim_id FROM claims WHERE claim_id = %s FOR UPDATE", (claim_id,))
            cur.execute("SELECT 1 FROM crc_outbox WHERE claim_id = %s", (claim_id,))
            if cur.fetchone() is not None:
                return "closed"
            cur.execute(
                """INSERT INTO crc_votes (claim_id, member_id, vote, note) VALUES (%s, %s, %s, %s)
                   ON CONFLICT (claim_id, member_id) DO NOTHING""",
                (claim_id, member_id, vote, note),
            )
            if cur.rowcount != 1:
                return "already_voted"
            cur.execute(
                "SELECT * FROM crc_votes WHERE claim_id = %s ORDER BY voted_at, member_id", (claim_id,)
            )
            votes = [dict(r) for r in cur.fetchall()]
            decided = outcome(votes)
            if decided is not None:
                result, audit_payload, task_output = decided
                cur.execute(
                    """INSERT INTO crc_outbox (claim_id, outcome, audit_payload, task_output)
                       VALUES (%s, %s, %s, %s) ON CONFLICT (claim_id) DO NOTHING""",
                    (claim_id, result, Jsonb(audit_payload), Jsonb(task_output)),
                )
            return "stored"

    def votes(self, claim_id: str) -> list[dict[str, Any]]:
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(
                "SELECT * FROM crc_votes WHERE claim_id = %s ORDER BY voted_at, member_id", (claim_id,)
            )
            return [dict(r) for r in cur.fetchall()]

    def vote_audited(self, claim_id: str, member_id: str) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                "UPDATE crc_votes SET audited_at = now() WHERE claim_id = %s AND member_id = %s",
                (claim_id, member_id),
            )

    def outbox(self, claim_id: str) -> dict[str, Any] | None:
        return read_outbox(self.db, "crc_outbox", claim_id)

    def outbox_attempt(self, claim_id: str, error: str | None) -> None:
        """Record one delivery attempt: sent when `error` is None, else the error kept for `ops why`."""
        record_attempt(self.db, "crc_outbox", claim_id, error)

    def reopen_outbox(self, claim_id: str) -> bool:
        """An outcome sent to an execution that was lost before it moved on: unsent again, so the next drain
        delivers it to the new wait."""
        return reopen(self.db, "crc_outbox", claim_id)

    def pending(self) -> list[str]:
        """Claims with an undelivered outcome or a vote whose audit record is not appended yet."""
        with self.db.transaction() as conn:
            rows = conn.execute(
                """SELECT claim_id FROM crc_outbox WHERE sent_at IS NULL
                   UNION SELECT claim_id FROM crc_votes WHERE audited_at IS NULL"""
            ).fetchall()
        return sorted({r[0] for r in rows})

    def waiting_for_people(
        self, statuses: tuple[str, ...], owner_id: str | None = None
    ) -> list[dict[str, Any]]:
        """Undecided claims in one of `statuses` (waiting for an adjuster or for CRC votes), oldest wait first,
        with their CRC votes counted; only `owner_id`'s claims when given (SPEC §11)."""
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(
                """SELECT c.claim_id, c.updated_at, c.status, c.route, c.amount_claimed, c.review_blind,
                          count(v.member_id) FILTER (WHERE v.vote = 'uphold') AS uphold,
                          count(v.member_id) FILTER (WHERE v.vote = 'overturn') AS overturn
                   FROM claims c LEFT JOIN crc_votes v ON v.claim_id = c.claim_id
                   WHERE c.decided_at IS NULL AND c.status = ANY(%s)
                     AND (%s::text IS NULL OR c.owner_id = %s)
                   GROUP BY c.claim_id ORDER BY c.updated_at""",
                (list(statuses), owner_id, owner_id),
            )
            return [dict(r) for r in cur.fetchall()]
