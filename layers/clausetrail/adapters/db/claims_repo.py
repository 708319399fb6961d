"""Claims and their adjudication records in PostgreSQL."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import Any, cast

from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.db.outbox import read_outbox, record_attempt, reopen
from clausetrail.domain.claims.records import ClaimRecord, Review, StoredProposal
from clausetrail.domain.errors import Conflict, NotFound

_COLUMNS = ", ".join(ClaimRecord.__dataclass_fields__)


class ClaimsRepository:
    def __init__(self, db: Database) -> None:
        self.db = db

    def create(
        self,
        *,
        claim_id: str,
        idempotency_key: str,
        owner_id: str,
        policy_id: str,
        claimant_id: str,
        member_id: str,
        loss_date: date,
        amount_claimed: int,
        documents: Sequence[str],
        usd_micros_cap: int,
        token_cap: int,
    ) -> tuple[ClaimRecord, bool]:
        """Store a received claim and open its budget; the same idempotency key returns the first claim."""
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(
                f"""INSERT INTO claims (claim_id, idempotency_key, owner_id, policy_id, claimant_id, member_id,
                        loss_date, amount_claimed, documents, status, stage)
                    VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, 'received', 'intake')
                    ON CONFLICT (idempotency_key) DO NOTHING
                    RETURNING {_COLUMNS}""",
                (
                    claim_id,
                    idempotency_key,
                    owner_id,
                    policy_id,
                    claimant_id,
                    member_id,
                    loss_date,
                    amount_claimed,
                    Jsonb(list(documents)),
                ),
            )
            row = cur.fetchone()
            if row is None:
                cur.execute(f"SELECT {_COLUMNS} FROM claims WHERE idempotency_key = %s", (idempotency_key,))
                existing = cur.fetchone()
                assert existing is not None
                if existing["owner_id"] != owner_id:
                    raise Conflict(
                        "this idempotency key belongs to another caller", code="IDEMPOTENCY_KEY_IN_USE"
                    )
                return ClaimRecord(**existing), False
            cur.execute(
                """INSERT INTO budgets (claim_id, usd_micros_cap, token_cap) VALUES (%s, %s, %s)
                   ON CONFLICT (claim_id) DO NOTHING""",
                (claim_id, usd_micros_cap, token_cap),
            )
            return ClaimRecord(**row), True

    def get(self, claim_id: str, *, owner_id: str | None = None) -> ClaimRecord:
        row = self.db.fetch_one(f"SELECT {_COLUMNS} FROM claims WHERE claim_id = %s", (claim_id,))
        if row is None or (owner_id is not None and row["owner_id"] != owner_id):
            raise NotFound(f"claim {claim_id} not found")
        return ClaimRecord(**row)

    def update(self, claim_id: str, **fields: Any) -> None:
        allowed = {
            "policy_version_id",
            "rules_outcome",
            "status",
            "stage",
            "route",
            "execution_arn",
            "task_token",
            "review_blind",
            "audit_sample",
            "error_code",
            "error_message",
        }
        unknown = set(fields) - allowed
        if unknown:
            raise ValueError(f"unknown claim fields {sorted(unknown)}")
        sets = ", ".join(f"{k} = %s" for k in fields)
        values = [Jsonb(v) if isinstance(v, dict) else v for v in fields.values()]
        with self.db.transaction() as conn:
            conn.execute(
                f"UPDATE claims SET {sets}, updated_at = now() WHERE claim_id = %s AND decided_at IS NULL",
                (*values, claim_id),
            )

    def budget(self, claim_id: str) -> dict[str, Any]:
        row = self.db.fetch_one("SELECT * FROM budgets WHERE claim_id = %s", (claim_id,))
        if row is None:
            raise NotFound(f"claim {claim_id} not found")
        return row

    # --- facts, rule results, proposals, reviews, decisions ---------------------------------------
    def save_facts(
        self,
        claim_id: str,
        facts: dict[str, Any],
        extractor_version: str,
        lowest: float | None,
        ocr_pages: int = 0,
    ) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                """INSERT INTO claim_facts (claim_id, facts, extractor_version, lowest_confidence, ocr_pages)
                   VALUES (%s, %s, %s, %s, %s) ON CONFLICT (claim_id) DO NOTHING""",
                (claim_id, Jsonb(facts), extractor_version, lowest, ocr_pages),
            )

    def facts(self, claim_id: str) -> dict[str, Any] | None:
        return self.db.fetch_one("SELECT * FROM claim_facts WHERE claim_id = %s", (claim_id,))

    def other_bills(self, owner_id: str, claim_id: str) -> frozenset[str]:
        """Bill numbers of the owner's other claims, across all of the owner's policies (SPEC §11)."""
        rows = self.db.fetch_all(
            """SELECT b.bill_number FROM bills_seen b JOIN claims c ON c.claim_id = b.claim_id
               WHERE c.owner_id = %s AND b.claim_id <> %s""",
            (owner_id, claim_id),
        )
        return frozenset(r["bill_number"] for r in rows)

    def register_bill(self, policy_id: str, bill_number: str, claim_id: str) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                "INSERT INTO bills_seen (policy_id, bill_number, claim_id) VALUES (%s, %s, %s) ON CONFLICT DO NOTHING",
                (policy_id, bill_number, claim_id),
            )

    def save_rule_results(self, claim_id: str, results: Sequence[dict[str, Any]]) -> None:
        """Replace the claim's rule results (a rerun of the rules stage writes the same rows again)."""
        with self.db.transaction() as conn, conn.cursor() as cur:
            cur.execute("DELETE FROM rule_results WHERE claim_id = %s", (claim_id,))
            cur.executemany(
                """INSERT INTO rule_results (claim_id, seq, rule_id, rules_version, passed, outcome, reason_code,
                       computed_amount, clause_ids, detail)
                   VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)""",
                [
                    (
                        claim_id,
                        i,
                        r["rule_id"],
                        r["rules_version"],
                        r["passed"],
                        r["outcome"],
                        r.get("reason_code"),
                        r.get("computed_amount"),
                        list(r.get("clause_ids") or []),
                        r.get("detail"),
                    )
                    for i, r in enumerate(results, 1)
                ],
            )

    def rule_results(self, claim_id: str) -> list[dict[str, Any]]:
        return self.db.fetch_all("SELECT * FROM rule_results WHERE claim_id = %s ORDER BY seq", (claim_id,))

    def save_proposal(self, claim_id: str, proposal: StoredProposal) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                """INSERT INTO proposals (claim_id, decision, payable_amount, line_items, clause_ids, confidence,
                       route, route_reasons, decided_by)
                   VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)
                   ON CONFLICT (claim_id) DO NOTHING""",
                (
                    claim_id,
                    proposal["decision"],
                    proposal["payable_amount"],
                    Jsonb(proposal["line_items"]),
                    list(proposal["clause_ids"]),
                    proposal.get("confidence"),
                    proposal["route"],
                    Jsonb(proposal.get("route_reasons", [])),
                    proposal["decided_by"],
                ),
            )

    def proposal(self, claim_id: str) -> StoredProposal | None:
        row = self.db.fetch_one("SELECT * FROM proposals WHERE claim_id = %s", (claim_id,))
        return cast(StoredProposal, row) if row else None

    def save_review(
        self,
        claim_id: str,
        review: Review,
        *,
        audit_payload: dict[str, Any] | None = None,
        task_output: dict[str, Any] | None = None,
    ) -> bool:
        """Store the adjuster's decision and, in the same transaction, the outbox row that completes the
        workflow (its audit record and task-token send). False when the claim already has a review."""
        with self.db.transaction() as conn:
            cur = conn.execute(
                """INSERT INTO reviews (claim_id, reviewer_id, decision, payable_amount, agrees_with_draft, blind,
                       note)
                   VALUES (%s, %s, %s, %s, %s, %s, %s) ON CONFLICT (claim_id) DO NOTHING""",
                (
                    claim_id,
                    review["reviewer_id"],
                    review["decision"],
                    review["payable_amount"],
                    review.get("agrees_with_draft"),
                    review["blind"],
                    review.get("note"),
                ),
            )
            if cur.rowcount != 1:
                return False
            if audit_payload is not None and task_output is not None:
                conn.execute(
                    """INSERT INTO review_outbox (claim_id, reviewer_id, audit_payload, task_output)
                       VALUES (%s, %s, %s, %s)""",
                    (claim_id, review["reviewer_id"], Jsonb(audit_payload), Jsonb(task_output)),
                )
            return True

    # --- the review outbox -------------------------------------------------------------------------
    def outbox(self, claim_id: str) -> dict[str, Any] | None:
        return read_outbox(self.db, "review_outbox", claim_id)

    def outbox_attempt(self, claim_id: str, error: str | None) -> None:
        """Record one delivery attempt: sent when `error` is None, else the error kept for `ops why`."""
        record_attempt(self.db, "review_outbox", claim_id, error)

    def reopen_outbox(self, claim_id: str) -> bool:
        """A stored review whose execution was lost after it was sent (a crash before the decision): marked
        unsent again so the next drain delivers it to the new wait. True when there was one to reopen."""
        return reopen(self.db, "review_outbox", claim_id)

    def supersede_review(self, claim_id: str, reason: str) -> bool:
        """Move the claim's review (and its sent outbox row) to ``superseded_reviews`` in one transaction, so
        the claim can take a new review: used when the CRC overturns an adjuster's denial. True when moved."""
        with self.db.transaction() as conn:
            cur = conn.execute(
                """INSERT INTO superseded_reviews (claim_id, reviewer_id, decision, payable_amount,
                       agrees_with_draft, blind, note, decided_at, reason)
                   SELECT claim_id, reviewer_id, decision, payable_amount, agrees_with_draft, blind, note,
                          decided_at, %s
                   FROM reviews WHERE claim_id = %s""",
                (reason, claim_id),
            )
            if cur.rowcount == 0:
                return False
            conn.execute("DELETE FROM review_outbox WHERE claim_id = %s AND sent_at IS NOT NULL", (claim_id,))
            conn.execute("DELETE FROM reviews WHERE claim_id = %s", (claim_id,))
            return True

    def superseded_reviews(self, claim_id: str) -> list[dict[str, Any]]:
        return self.db.fetch_all(
            "SELECT * FROM superseded_reviews WHERE claim_id = %s ORDER BY superseded_at", (claim_id,)
        )

    def pending_outbox(self) -> list[str]:
        with self.db.transaction() as conn:
            rows = conn.execute(
                "SELECT claim_id FROM review_outbox WHERE sent_at IS NULL ORDER BY created_at"
            ).fetchall()
        return [r[0] for r in rows]

    # --- ops ------------------------------------------------------------------------------------------
    def unfinished(self) -> list[ClaimRecord]:
        """Claims not decided yet (what ops inspect for stuck, failed and overdue work)."""
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(f"SELECT {_COLUMNS} FROM claims WHERE decided_at IS NULL ORDER BY received_at")
            return [ClaimRecord(**r) for r in cur.fetchall()]

    def updated_at(self, claim_id: str) -> datetime | None:
        with self.db.transaction() as conn:
            row = conn.execute("SELECT updated_at FROM claims WHERE claim_id = %s", (claim_id,)).fetchone()
        return row[0] if row else None

    def restarted(self, claim_id: str, execution_arn: str) -> None:
        """An ops restart: the new execution, the claim back to processing, its error cleared."""
        with self.db.transaction() as conn:
            conn.execute(
                """UPDATE claims SET execution_arn = %s, status = 'processing', error_code = NULL,
                       error_message = NULL, restarts = restarts + 1, updated_at = now()
                   WHERE claim_id = %s AND decided_at IS NULL""",
                (execution_arn, claim_id),
            )

    def restarts(self, claim_id: str) -> int:
        with self.db.transaction() as conn:
            row = conn.execute("SELECT restarts FROM claims WHERE claim_id = %s", (claim_id,)).fetchone()
        return int(row[0]) if row else 0

    def review(self, claim_id: str) -> Review | None:
        row = self.db.fetch_one("SELECT * FROM reviews WHERE claim_id = %s", (claim_id,))
        return cast(Review, row) if row else None

    def decide(
        self,
        claim_id: str,
        *,
        decision: str,
        payable_amount: int,
        decided_by: str,
        reasons: list[dict[str, Any]],
    ) -> bool:
        """Record the final decision and, when money is due, the one payment. False if already decided."""
        with self.db.transaction() as conn:
            cur = conn.execute(
                """UPDATE claims SET status = 'decided', stage = 'decided', decision = %s, payable_amount = %s,
                       decided_by = %s, reasons = %s, task_token = NULL, decided_at = now(), updated_at = now()
                   WHERE claim_id = %s AND decided_at IS NULL""",
                (decision, payable_amount, decided_by, Jsonb(reasons), claim_id),
            )
            if cur.rowcount == 0:
                return False
            if payable_amount > 0 and decision in ("approve", "partial"):
                conn.execute(
                    """INSERT INTO payments (claim_id, amount, decided_by) VALUES (%s, %s, %s)
                       ON CONFLICT (claim_id) DO NOTHING""",
                    (claim_id, payable_amount, decided_by),
                )
            return True

    def set_letter_key(self, claim_id: str, key: str) -> None:
        """The decision letter's storage key, once the claim is decided (the letter is rendered after)."""
        with self.db.transaction() as conn:
            conn.execute(
                "UPDATE claims SET letter_key = %s WHERE claim_id = %s AND decided_at IS NOT NULL",
                (key, claim_id),
            )

    def payments(self, claim_id: str) -> list[dict[str, Any]]:
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute("SELECT * FROM payments WHERE claim_id = %s", (claim_id,))
            return [dict(r) for r in cur.fetchall()]

    def charge(
        self, claim_id: str, tier: str, tokens: int, usd_micros: int, *, exhausted: bool = False
    ) -> None:
        """Add one model call's usage to the claim's budget (atomically)."""
        column = "tokens_small" if tier == "small" else "tokens_large"
        with self.db.transaction() as conn:
            conn.execute(
                f"""UPDATE budgets SET {column} = {column} + %s, usd_micros_used = usd_micros_used + %s,
                        model_calls = model_calls + 1,
                        state = CASE WHEN %s THEN 'exhausted' ELSE state END
                    WHERE claim_id = %s""",
                (tokens, usd_micros, exhausted, claim_id),
            )

    def mark_budget_exhausted(self, claim_id: str) -> None:
        with self.db.transaction() as conn:
            conn.execute("UPDATE budgets SET state = 'exhausted' WHERE claim_id = %s", (claim_id,))
