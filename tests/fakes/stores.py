"""In-memory stores behind the store ports (`clausetrail.ports.stores`), and a runtime of fakes that satisfies
`clausetrail.ports.runtime.RuntimePorts`: the claim services run on them in unit tests, without PostgreSQL.

They keep the repositories' contracts the services rely on: idempotent creates and saves, `update` refused on
a decided claim, one review per claim with its outbox row, one CRC vote per member with the outcome stored by
the vote that makes the majority, outboxes that are drained, attempted and reopened.
"""

from __future__ import annotations

import builtins
import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, timedelta
from typing import Any

import numpy as np
import numpy.typing as npt

from clausetrail.domain.audit_chain import AuditConflict, AuditRecord
from clausetrail.domain.claims.records import ClaimRecord, ClaimStatus
from clausetrail.domain.clauses import ClauseRow, SearchHit, TextRanking
from clausetrail.domain.documents import DocumentRecord
from clausetrail.domain.errors import Conflict, NotFound
from clausetrail.domain.extraction_records import PassRecord
from clausetrail.domain.policy import Policy, PolicyVersion, VersionStatus
from clausetrail.ports.audit import AuditIndexEntry
from clausetrail.ports.stores import Outcome
from clausetrail.services.audit import AuditTrail
from clausetrail.settings import Settings


class Clock:
    """A clock that moves one second per reading (rows keep their order, like `now()` in a transaction)."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


_CLAIM_FIELDS = {
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


def _outbox_row(claim_id: str, clock: Clock, **values: Any) -> dict[str, Any]:
    return {
        "claim_id": claim_id,
        **values,
        "attempts": 0,
        "last_error": None,
        "sent_at": None,
        "created_at": clock(),
    }


def _attempt(row: dict[str, Any] | None, error: str | None, clock: Clock) -> None:
    if row is None:
        return
    row["attempts"] += 1
    if error is None:
        if row["sent_at"] is None:
            row["last_error"] = None
            row["sent_at"] = clock()
    else:
        row["last_error"] = error[:500]


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


class FakeCrcStore:
    def __init__(self, claims: FakeClaimStore) -> None:
        self.claims = claims
        self.clock = claims.clock
        self.vote_rows: dict[str, list[dict[str, Any]]] = {}
        self.outboxes: dict[str, dict[str, Any]] = {}

    def cast(self, claim_id: str, member_id: str, vote: str, note: str | None, outcome: Outcome) -> str:
        if claim_id in self.outboxes:
            return "closed"
        votes = self.vote_rows.setdefault(claim_id, [])
        if any(v["member_id"] == member_id for v in votes):
            return "already_voted"
        votes.append(
            {
                "claim_id": claim_id,
                "member_id": member_id,
                "vote": vote,
                "note": note,
                "voted_at": self.clock(),
                "audited_at": None,
            }
        )
        decided = outcome([dict(v) for v in votes])
        if decided is not None:
            result, audit_payload, task_output = decided
            self.outboxes[claim_id] = _outbox_row(
                claim_id, self.clock, outcome=result, audit_payload=audit_payload, task_output=task_output
            )
        return "stored"

    def votes(self, claim_id: str) -> list[dict[str, Any]]:
        return [dict(v) for v in self.vote_rows.get(claim_id, [])]

    def vote_audited(self, claim_id: str, member_id: str) -> None:
        for v in self.vote_rows.get(claim_id, []):
            if v["member_id"] == member_id and v["audited_at"] is None:
                v["audited_at"] = self.clock()

    def outbox(self, claim_id: str) -> dict[str, Any] | None:
        row = self.outboxes.get(claim_id)
        return copy.deepcopy(row) if row else None

    def outbox_attempt(self, claim_id: str, error: str | None) -> None:
        _attempt(self.outboxes.get(claim_id), error, self.clock)

    def reopen_outbox(self, claim_id: str) -> bool:
        row = self.outboxes.get(claim_id)
        if row is None or row["sent_at"] is None:
            return False
        row["sent_at"] = None
        return True

    def pending(self) -> list[str]:
        waiting = {c for c, row in self.outboxes.items() if row["sent_at"] is None}
        waiting |= {c for c, votes in self.vote_rows.items() if any(v["audited_at"] is None for v in votes)}
        return sorted(waiting)

    def waiting_for_people(
        self, statuses: tuple[str, ...], owner_id: str | None = None
    ) -> list[dict[str, Any]]:
        rows = []
        for claim in self.claims.rows.values():
            if claim.decided_at is not None or claim.status not in statuses:
                continue
            if owner_id is not None and claim.owner_id != owner_id:
                continue
            votes = self.vote_rows.get(claim.claim_id, [])
            rows.append(
                {
                    "claim_id": claim.claim_id,
                    "updated_at": self.claims.updated[claim.claim_id],
                    "status": claim.status,
                    "route": claim.route,
                    "amount_claimed": claim.amount_claimed,
                    "review_blind": claim.review_blind,
                    "uphold": sum(1 for v in votes if v["vote"] == "uphold"),
                    "overturn": sum(1 for v in votes if v["vote"] == "overturn"),
                }
            )
        return sorted(rows, key=lambda r: r["updated_at"])


class FakeJudgementStore:
    def __init__(self, policies: FakePolicyStore | None = None) -> None:
        self.policies = policies
        self.rows: dict[str, dict[str, Any]] = {}
        self.estimates: dict[str, dict[str, Any]] = {}

    def save_judgement(self, claim_id: str, *, judge: str, offline: bool, proposal: dict[str, Any]) -> bool:
        if claim_id in self.rows:
            return False
        self.rows[claim_id] = {
            "claim_id": claim_id,
            "judge": judge,
            "offline": offline,
            "proposal": copy.deepcopy(proposal),
            "verification": None,
        }
        return True

    def judgement(self, claim_id: str) -> dict[str, Any] | None:
        row = self.rows.get(claim_id)
        return copy.deepcopy(row) if row else None

    def save_verification(self, claim_id: str, verification: dict[str, Any]) -> bool:
        row = self.rows.get(claim_id)
        if row is None or row["verification"] is not None:
            return False
        row["verification"] = copy.deepcopy(verification)
        return True

    def clause_versions(self, clause_ids: Sequence[str]) -> dict[str, str]:
        if self.policies is None:
            return {}
        return {cid: v for cid in clause_ids if (v := self.policies.clause_version.get(cid)) is not None}

    def add_estimate(self, claim_id: str, part: str, estimate: dict[str, Any]) -> None:
        self.estimates.setdefault(claim_id, {})[part] = copy.deepcopy(estimate)

    def estimate(self, claim_id: str) -> dict[str, Any]:
        return copy.deepcopy(self.estimates.get(claim_id, {}))


class FakePolicyStore:
    """Policies and versions registered (or held as given by `add`), clauses per version; full text is a word-overlap
    count."""

    def __init__(self) -> None:
        self.policies: dict[str, Policy] = {}
        self.clause_rows: dict[str, list[ClauseRow]] = {}
        self.clause_version: dict[str, str] = {}
        self.stages: list[tuple[str, str, int, dict[str, Any]]] = []
        self.registrations: dict[str, str] = {}  # idempotency key -> version id

    def add(self, policy: Policy, clauses: dict[str, Sequence[ClauseRow]] | None = None) -> None:
        self.policies[policy.policy_id] = policy
        for version_id, rows in (clauses or {}).items():
            self.insert_clauses(version_id, rows)

    def register_version(
        self,
        *,
        policy_id: str,
        version_id: str,
        owner_id: str,
        insurer: str,
        product_uin: str,
        product_name: str | None,
        effective_from: date,
        effective_to: date | None,
        document_uri: str,
        document_sha256: str,
        document_bytes: int,
        schedule: dict[str, Any] | None,
        idempotency_key: str,
    ) -> tuple[PolicyVersion, bool]:
        """As the PostgreSQL store: the policy is created for its first owner (another owner's policy id is a
        404), and a repeated idempotency key returns the version it registered, not a new one."""
        if (known := self.registrations.get(idempotency_key)) is not None:
            return self.get_version(known), False
        policy = self.policies.get(policy_id) or Policy(
            policy_id, owner_id, insurer, product_uin, product_name
        )
        if policy.owner_id != owner_id:
            raise NotFound(f"policy {policy_id} not found")
        version = PolicyVersion(
            version_id=version_id,
            policy_id=policy_id,
            effective_from=effective_from,
            effective_to=effective_to,
            status=VersionStatus.REGISTERED,
            stage="registered",
            progress=0,
            document_uri=document_uri,
            document_sha256=document_sha256,
            document_bytes=document_bytes,
            schedule=copy.deepcopy(schedule),
            created_at=datetime.now(UTC),
        )
        self.policies[policy_id] = replace(policy, versions=(*policy.versions, version))
        self.registrations[idempotency_key] = version_id
        return version, True

    def get_policy(self, policy_id: str, *, owner_id: str | None = None) -> Policy:
        policy = self.policies.get(policy_id)
        if policy is None or (owner_id is not None and policy.owner_id != owner_id):
            raise NotFound(f"policy {policy_id} not found")
        return policy

    def list_policies(self, *, owner_id: str | None = None) -> list[Policy]:
        return [p for p in self.policies.values() if owner_id is None or p.owner_id == owner_id]

    def get_version(self, version_id: str) -> PolicyVersion:
        for policy in self.policies.values():
            for version in policy.versions:
                if version.version_id == version_id:
                    return version
        raise NotFound(f"policy version {version_id} not found")

    def _replace_version(self, version_id: str, **fields: Any) -> PolicyVersion:
        version = self.get_version(version_id)
        new = replace(version, **fields)
        policy = self.policies[version.policy_id]
        self.policies[policy.policy_id] = replace(
            policy, versions=tuple(new if v.version_id == version_id else v for v in policy.versions)
        )
        return new

    def set_stage(self, version_id: str, stage: str, progress: int, **fields: Any) -> None:
        self.stages.append((version_id, stage, progress, fields))
        self._replace_version(version_id, stage=stage, progress=progress, **fields)

    def set_execution(self, version_id: str, execution_arn: str) -> None:
        self._replace_version(version_id, execution_arn=execution_arn)

    def unfinished_versions(self) -> list[tuple[PolicyVersion, datetime, int]]:
        return []

    def restarted(self, version_id: str, execution_arn: str) -> None:
        self._replace_version(version_id, execution_arn=execution_arn, status=VersionStatus.PROCESSING)

    def mark_failed(self, version_id: str, code: str, message: str) -> None:
        self._replace_version(version_id, status=VersionStatus.FAILED, error_code=code, error_message=message)

    def insert_clauses(self, version_id: str, rows: Sequence[ClauseRow]) -> int:
        kept = self.clause_rows.setdefault(version_id, [])
        new = [r for r in rows if r.clause_id not in self.clause_version]
        kept.extend(new)
        self.clause_version.update({r.clause_id: version_id for r in new})
        return len(new)

    def clauses(
        self, version_id: str, *, missing_embedding_only: bool = False, limit: int | None = None
    ) -> list[ClauseRow]:
        rows = sorted(self.clause_rows.get(version_id, []), key=lambda r: r.ordinal)
        return rows[:limit] if limit is not None else rows

    def get_clauses(self, clause_ids: Sequence[str]) -> list[ClauseRow]:
        wanted = set(clause_ids)
        rows = [r for rows in self.clause_rows.values() for r in rows if r.clause_id in wanted]
        return sorted(rows, key=lambda r: r.clause_id)

    def set_embeddings(self, vectors: dict[str, npt.NDArray[np.float32]]) -> None:
        pass

    def copy_embeddings_from_twins(self, version_id: str, embedding_model: str) -> int:
        return 0

    def set_links(self, links: dict[str, tuple[str, ...]]) -> None:
        pass

    def clause_counts(self, version_id: str) -> tuple[int, int]:
        n = len(self.clause_rows.get(version_id, []))
        return n, n

    def mark_ready(self, version_id: str, clause_count: int) -> PolicyVersion:
        return self._replace_version(version_id, status=VersionStatus.READY, clause_count=clause_count)

    def _ranked(self, version_id: str, text: str, k: int) -> list[SearchHit]:
        words = {w for w in text.lower().split() if len(w) > 2}
        scored = [
            (sum(1 for w in words if w in row.text.lower()), -row.ordinal, row)
            for row in self.clause_rows.get(version_id, [])
        ]
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [
            SearchHit(clause=row, score=float(score), vector_rank=None, text_rank=rank, similarity=None)
            for rank, (score, _, row) in enumerate(scored[:k], 1)
            if score > 0
        ]

    def hybrid_search(
        self,
        version_id: str,
        query_vector: npt.NDArray[np.float32],
        query_text: str,
        *,
        k: int,
        candidates: int,
        rrf_k: int,
        boost_section_types: Sequence[str] = (),
        boost_amounts: bool = False,
        boost_durations: bool = False,
        boost_weight: float = 0.5,
        expansion_text: str = "",
        expansion_weight: float = 0.5,
        text_ranking: TextRanking = "bm25",
    ) -> list[SearchHit]:
        return self._ranked(version_id, query_text, k)

    def fulltext_search(self, version_id: str, text: str, *, k: int) -> list[SearchHit]:
        return self._ranked(version_id, text, k)


class FakeDocumentStore:
    def __init__(self, clock: Clock | None = None) -> None:
        self.clock = clock or Clock()
        self.rows: dict[str, DocumentRecord] = {}

    def record(
        self,
        *,
        document_uri: str,
        owner_id: str,
        storage_key: str,
        content_type: str,
        size_bytes: int,
        filename: str | None = None,
        status: str = "stored",
        upload_token: str | None = None,
        expires_at: datetime | None = None,
    ) -> DocumentRecord:
        return self.rows.setdefault(
            document_uri,
            DocumentRecord(
                document_uri=document_uri,
                owner_id=owner_id,
                storage_key=storage_key,
                filename=filename,
                content_type=content_type,
                size_bytes=size_bytes,
                status=status,
                upload_token=upload_token,
                expires_at=expires_at,
                created_at=self.clock(),
            ),
        )

    def get(self, document_uri: str) -> DocumentRecord | None:
        return self.rows.get(document_uri)

    def by_upload_token(self, token: str) -> DocumentRecord | None:
        return next((r for r in self.rows.values() if r.upload_token == token), None)

    def mark_stored(self, document_uri: str, size_bytes: int) -> None:
        row = self.rows[document_uri]
        self.rows[document_uri] = replace(row, status="stored", size_bytes=size_bytes, upload_token=None)


class FakeExtractionStore:
    def __init__(self) -> None:
        self.rows: dict[tuple[str, int], PassRecord] = {}
        self.completeness: dict[str, dict[str, Any]] = {}

    def start_pass(self, version_id: str, pass_number: int) -> PassRecord | None:
        row = self.rows.get((version_id, pass_number))
        if row is not None and row.status == "succeeded":
            return row
        self.rows[(version_id, pass_number)] = PassRecord(
            version_id,
            pass_number,
            "running",
            (row.attempts if row else 0) + 1,
            None,
            None,
            None,
            None,
            None,
            None,
            None,
            None,
        )
        return None

    def finish_pass(
        self,
        version_id: str,
        pass_number: int,
        fields: dict[str, Any],
        meta: dict[str, Any],
        meta_extras: dict[str, Any] | None = None,
    ) -> None:
        row = self.rows[(version_id, pass_number)]
        self.rows[(version_id, pass_number)] = replace(row, status="succeeded", fields=copy.deepcopy(fields))

    def fail_pass(self, version_id: str, pass_number: int, code: str, message: str) -> None:
        row = self.rows[(version_id, pass_number)]
        self.rows[(version_id, pass_number)] = replace(
            row, status="failed", error_code=code, error_message=message
        )

    def passes(self, version_id: str) -> list[PassRecord]:
        return [r for (v, _), r in sorted(self.rows.items()) if v == version_id]

    def set_completeness(self, version_id: str, completeness: dict[str, Any]) -> None:
        self.completeness[version_id] = dict(completeness)


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


def _unavailable(name: str) -> Any:
    def fail(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError(f"the fake runtime has no {name}")

    return fail


@dataclass
class FakeRuntime:
    """A `RuntimePorts` of in-memory fakes. Ports a test does not need fail loudly when used."""

    settings: Settings = field(default_factory=lambda: Settings(environment="local"))
    clock: Clock = field(default_factory=Clock)
    claims: FakeClaimStore = field(init=False)
    crc: FakeCrcStore = field(init=False)
    policies: FakePolicyStore = field(default_factory=FakePolicyStore)
    judgements: FakeJudgementStore = field(init=False)
    documents: FakeDocumentStore = field(init=False)
    extraction: FakeExtractionStore = field(default_factory=FakeExtractionStore)
    audit: AuditTrail = field(init=False)
    audit_store: MemoryAuditStore = field(default_factory=MemoryAuditStore)
    audit_index: MemoryAuditIndex = field(default_factory=MemoryAuditIndex)
    claim_queue: RecordingQueue = field(default_factory=RecordingQueue)
    workflows: TaskWorkflows = field(default_factory=TaskWorkflows)
    storage: MemoryStorage = field(default_factory=MemoryStorage)
    llm: Any = field(default_factory=lambda: _unavailable("llm"))
    ocr: Any = field(default_factory=lambda: _unavailable("ocr"))
    policy_ocr: Any = field(default_factory=lambda: _unavailable("policy_ocr"))
    pdf_inspector: Any = field(default_factory=lambda: _unavailable("pdf_inspector"))
    expense_reader: Any = field(default_factory=lambda: _unavailable("expense_reader"))
    embedder: Any = None
    token_counter: Callable[[str], int] = field(default=lambda text: len(text.split()))

    def __post_init__(self) -> None:
        self.claims = FakeClaimStore(self.clock)
        self.crc = FakeCrcStore(self.claims)
        self.judgements = FakeJudgementStore(self.policies)
        self.documents = FakeDocumentStore(self.clock)
        self.audit = AuditTrail(self.audit_store, self.audit_index, clock=self.clock)
        if self.embedder is None:
            from tests.fakes.embed_hashing import HashingEmbedder

            self.embedder = HashingEmbedder()
