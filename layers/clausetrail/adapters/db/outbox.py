"""The outbox rows shared by reviews and CRC outcomes: a step that completes a task token, stored in the same
transaction as what it delivers and drained until sent (read, one attempt recorded, reopened for a new wait)."""

from __future__ import annotations

from typing import Any, Literal

from psycopg import sql

from clausetrail.adapters.db.connection import Database

OutboxTable = Literal["review_outbox", "crc_outbox"]


def read_outbox(db: Database, table: OutboxTable, claim_id: str) -> dict[str, Any] | None:
    return db.fetch_one(
        sql.SQL("SELECT * FROM {} WHERE claim_id = %s").format(sql.Identifier(table)), (claim_id,)
    )


def record_attempt(db: Database, table: OutboxTable, claim_id: str, error: str | None) -> None:
    """One delivery attempt: sent when ``error`` is None, else the error kept for `ops why`."""
    with db.transaction() as conn:
        if error is None:
            conn.execute(
                sql.SQL(
                    """UPDATE {} SET attempts = attempts + 1, last_error = NULL, sent_at = now()
                       WHERE claim_id = %s AND sent_at IS NULL"""
                ).format(sql.Identifier(table)),
                (claim_id,),
            )
        else:
            conn.execute(
                sql.SQL("UPDATE {} SET attempts = attempts + 1, last_error = %s WHERE claim_id = %s").format(
                    sql.Identifier(table)
                ),
                (error[:500], claim_id),
            )


def reopen(db: Database, table: OutboxTable, claim_id: str) -> bool:
    """A step sent to an execution that was lost before it moved on: unsent again, so the next drain delivers
    it to the new wait. True when there was one to reopen."""
    with db.transaction() as conn:
        cur = conn.execute(
            sql.SQL("UPDATE {} SET sent_at = NULL WHERE claim_id = %s AND sent_at IS NOT NULL").format(
                sql.Identifier(table)
            ),
            (claim_id,),
        )
        return cur.rowcount > 0
