"""The in-memory claim store: claims, reviews and their outboxes, as the PostgreSQL repository keeps them."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import replace
from datetime import date, datetime
from typing import Any

from clausetrail.domain.claims.records import ClaimRecord, ClaimStatus
from clausetrail.domain.errors import Conflict, NotFound
from tests.fakes.outbox import _CLAIM_FIELDS, Clock, _attempt, _outbox_row


class FakeClaimStore:
    def __init__(self, clock: Clock | None = None) -> None:
        self.clock = clock or Clock()
        self.rows: dict[str, ClaimRecord] = {}
        self.keys: dict[str, str] = {}
        self.updated: dict[str, datetime] = {}
        self.restart_counts: dict[str, int] = {}
        self.budgets: dict[str, dict[str, Any]] = {}
        self.fact_rows: dict[str, dict[str, Any]] = {}
        self.bills: dict[tuple[str, str], str] = {}
        self.results: dict[str, list[dict[str, Any]]] = {}
        self.proposals: dict[str, dict[str, Any]] = {}
        self.reviews: dict[str, dict[str, Any]] = {}
        self.review_outbox: dict[str, dict[str, Any]] = {}
        self.superseded: dict[str, list[dict[str, Any]]] = {}
        self.payment_rows: dict[str, dict[str, Any]] = {}

    # --- claims -----------------------------------------------------------------------------------------
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
        if (existing_id := self.keys.get(idempotency_key)) is not None:
            existing = self.rows[existing_id]
            if existing.owner_id != owner_id:
                raise Conflict(
                    "this idempotency key belongs to another caller", code="IDEMPOTENCY_KEY_IN_USE"
                )
            return existing, False
        record = ClaimRecord(
            claim_id=claim_id,
            owner_id=owner_id,
            policy_id=policy_id,
            policy_version_id=None,
            claimant_id=claimant_id,
            member_id=member_id,
            loss_date=loss_date,
            amount_claimed=amount_claimed,
            documents=list(documents),
            status=ClaimStatus.RECEIVED,
            stage="intake",
            decision=None,
            payable_amount=None,
            decided_by=None,
            reasons=None,
            route=None,
            rules_outcome=None,
            execution_arn=None,
            task_token=None,
            review_blind=False,
            audit_sample=False,
            error_code=None,
            error_message=None,
            received_at=self.clock(),
            decided_at=None,
        )
        self.rows[claim_id] = record
        self.keys[idempotency_key] = claim_id
        self.updated[claim_id] = record.received_at
        self.budgets[claim_id] = {
            "claim_id": claim_id,
            "tokens_small": 0,
            "tokens_large": 0,
            "usd_micros_used": 0,
            "usd_micros_cap": usd_micros_cap,
            "token_cap": token_cap,
            "model_calls": 0,
            "state": "open",
        }
        return record, True

    def get(self, claim_id: str, *, owner_id: str | None = None) -> ClaimRecord:
        row = self.rows.get(claim_id)
        if row is None or (owner_id is not None and row.owner_id != owner_id):
            raise NotFound(f"claim {claim_id} not found")
        return row

    def update(self, claim_id: str, **fields: Any) -> None:
        unknown = set(fields) - _CLAIM_FIELDS
        if unknown:
            raise ValueError(f"unknown claim fields {sorted(unknown)}")
        row = self.rows.get(claim_id)
        if row is None or row.decided_at is not None:
            return
        self.rows[claim_id] = replace(row, **copy.deepcopy(fields))
        self.updated[claim_id] = self.clock()

    def budget(self, claim_id: str) -> dict[str, Any]:
        if claim_id not in self.budgets:
            raise NotFound(f"claim {claim_id} not found")
        return dict(self.budgets[claim_id])

    def charge(
        self, claim_id: str, tier: str, tokens: int, usd_micros: int, *, exhausted: bool = False
    ) -> None:
        row = self.budgets[claim_id]
        row["tokens_small" if tier == "small" else "tokens_large"] += tokens
        row["usd_micros_used"] += usd_micros
        row["model_calls"] += 1
        if exhausted:
            row["state"] = "exhausted"

    def mark_budget_exhausted(self, claim_id: str) -> None:
        self.budgets[claim_id]["state"] = "exhausted"

    # --- facts, rule results, proposals ----------------------------------------------------------------
    def save_facts(
        self,
        claim_id: str,
        facts: dict[str, Any],
        extractor_version: str,
        lowest: float | None,
        ocr_pages: int = 0,
    ) -> None:
        self.fact_rows.setdefault(
            claim_id,
            {
                "claim_id": claim_id,
                "facts": copy.deepcopy(facts),
                "extractor_version": extractor_version,
                "lowest_confidence": lowest,
                "ocr_pages": ocr_pages,
            },
        )

    def facts(self, claim_id: str) -> dict[str, Any] | None:
        row = self.fact_rows.get(claim_id)
        return copy.deepcopy(row) if row else None

    def other_bills(self, owner_id: str, claim_id: str) -> frozenset[str]:
        return frozenset(
            number
            for (_policy, number), other in self.bills.items()
            if other != claim_id and self.rows[other].owner_id == owner_id
        )

    def register_bill(self, policy_id: str, bill_number: str, claim_id: str) -> None:
        self.bills.setdefault((policy_id, bill_number), claim_id)

    def save_rule_results(self, claim_id: str, results: Sequence[dict[str, Any]]) -> None:
        self.results[claim_id] = [
            {
                "claim_id": claim_id,
                "seq": i,
                "rule_id": r["rule_id"],
                "rules_version": r["rules_version"],
                "passed": r["passed"],
                "outcome": r["outcome"],
                "reason_code": r.get("reason_code"),
                "computed_amount": r.get("computed_amount"),
                "clause_ids": list(r.get("clause_ids") or []),
                "detail": r.get("detail"),
            }
            for i, r in enumerate(results, 1)
        ]

    def rule_results(self, claim_id: str) -> list[dict[str, Any]]:
        return copy.deepcopy(self.results.get(claim_id, []))

    def save_proposal(self, claim_id: str, proposal: dict[str, Any]) -> None:
        self.proposals.setdefault(
            claim_id,
            {
                "claim_id": claim_id,
                **{
                    k: copy.deepcopy(proposal.get(k))
                    for k in ("decision", "payable_amount", "line_items", "clause_ids", "confidence", "route")
                },
                "route_reasons": list(proposal.get("route_reasons", [])),
                "decided_by": proposal["decided_by"],
            },
        )

    def proposal(self, claim_id: str) -> dict[str, Any] | None:
        row = self.proposals.get(claim_id)
        return copy.deepcopy(row) if row else None

    # --- reviews and their outbox ------------------------------------------------------------------------
    def save_review(
        self,
        claim_id: str,
        review: dict[str, Any],
        *,
        audit_payload: dict[str, Any] | None = None,
        task_output: dict[str, Any] | None = None,
    ) -> bool:
        if claim_id in self.reviews:
            return False
        self.reviews[claim_id] = {
            "claim_id": claim_id,
            "reviewer_id": review["reviewer_id"],
            "decision": review["decision"],
            "payable_amount": review["payable_amount"],
            "agrees_with_draft": review.get("agrees_with_draft"),
            "blind": review["blind"],
            "note": review.get("note"),
            "decided_at": self.clock(),
        }
        if audit_payload is not None and task_output is not None:
            self.review_outbox[claim_id] = _outbox_row(
                claim_id,
                self.clock,
                reviewer_id=review["reviewer_id"],
                audit_payload=copy.deepcopy(audit_payload),
                task_output=copy.deepcopy(task_output),
            )
        return True

    def review(self, claim_id: str) -> dict[str, Any] | None:
        row = self.reviews.get(claim_id)
        return dict(row) if row else None

    def outbox(self, claim_id: str) -> dict[str, Any] | None:
        row = self.review_outbox.get(claim_id)
        return copy.deepcopy(row) if row else None

    def outbox_attempt(self, claim_id: str, error: str | None) -> None:
        _attempt(self.review_outbox.get(claim_id), error, self.clock)

    def reopen_outbox(self, claim_id: str) -> bool:
        row = self.review_outbox.get(claim_id)
        if row is None or row["sent_at"] is None:
            return False
        row["sent_at"] = None
        return True

    def supersede_review(self, claim_id: str, reason: str) -> bool:
        review = self.reviews.pop(claim_id, None)
        if review is None:
            return False
        self.superseded.setdefault(claim_id, []).append(
            review | {"reason": reason, "superseded_at": self.clock()}
        )
        outbox = self.review_outbox.get(claim_id)
        if outbox is not None and outbox["sent_at"] is not None:
            del self.review_outbox[claim_id]
        return True

    def superseded_reviews(self, claim_id: str) -> list[dict[str, Any]]:
        return [dict(r) for r in self.superseded.get(claim_id, [])]

    def pending_outbox(self) -> list[str]:
        rows = [r for r in self.review_outbox.values() if r["sent_at"] is None]
        return [r["claim_id"] for r in sorted(rows, key=lambda r: r["created_at"])]

    # --- ops ---------------------------------------------------------------------------------------------
    def unfinished(self) -> list[ClaimRecord]:
        return sorted((r for r in self.rows.values() if r.decided_at is None), key=lambda r: r.received_at)

    def updated_at(self, claim_id: str) -> datetime | None:
        return self.updated.get(claim_id)

    def restarted(self, claim_id: str, execution_arn: str) -> None:
        row = self.rows[claim_id]
        if row.decided_at is None:
            self.rows[claim_id] = replace(
                row,
                execution_arn=execution_arn,
                status=ClaimStatus.PROCESSING,
                error_code=None,
                error_message=None,
            )
            self.restart_counts[claim_id] = self.restart_counts.get(claim_id, 0) + 1
            self.updated[claim_id] = self.clock()

    def restarts(self, claim_id: str) -> int:
        return self.restart_counts.get(claim_id, 0)

    # --- the decision ------------------------------------------------------------------------------------
    def decide(
        self,
        claim_id: str,
        *,
        decision: str,
        payable_amount: int,
        decided_by: str,
        reasons: list[dict[str, Any]],
    ) -> bool:
        row = self.rows[claim_id]
        if row.decided_at is not None:
            return False
        self.rows[claim_id] = replace(
            row,
            status=ClaimStatus.DECIDED,
            stage="decided",
            decision=decision,
            payable_amount=payable_amount,
            decided_by=decided_by,
            reasons=copy.deepcopy(reasons),
            task_token=None,
            decided_at=self.clock(),
        )
        if payable_amount > 0 and decision in ("approve", "partial"):
            self.payment_rows.setdefault(
                claim_id, {"claim_id": claim_id, "amount": payable_amount, "decided_by": decided_by}
            )
        return True

    def set_letter_key(self, claim_id: str, key: str) -> None:
        row = self.rows[claim_id]
        if row.decided_at is not None:
            self.rows[claim_id] = replace(row, letter_key=key)

    def payments(self, claim_id: str) -> list[dict[str, Any]]:
        row = self.payment_rows.get(claim_id)
        return [dict(row)] if row else []
