"""The stores the services read and write (PostgreSQL on AWS and locally; in-memory fakes in the unit tests).

Each is typed by what the services (and the API, CLI and evals, through the same stores) call. Rows the stages store as JSON-like data stay dicts; the claim's own
records are typed in ``domain.claims.records``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from clausetrail.domain.claims.records import ClaimRecord, Review, StoredProposal
from clausetrail.domain.clauses import ClauseRow, SearchHit, TextRanking
from clausetrail.domain.documents import DocumentRecord
from clausetrail.domain.extraction_records import PassRecord
from clausetrail.domain.policy import Policy, PolicyVersion

#: what the vote path computes from the votes so far, inside the vote's transaction: None while no majority,
#: else (outcome, audit payload, task output) for the outbox row
Outcome = Callable[[list[dict[str, Any]]], tuple[str, dict[str, Any], dict[str, Any]] | None]


class PolicyStore(Protocol):
    """Policies, their versions and the clause index of each version."""

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
    ) -> tuple[PolicyVersion, bool]: ...

    def get_policy(self, policy_id: str, *, owner_id: str | None = None) -> Policy: ...

    def list_policies(self, *, owner_id: str | None = None) -> list[Policy]: ...

    def get_version(self, version_id: str) -> PolicyVersion: ...

    def set_stage(self, version_id: str, stage: str, progress: int, **fields: Any) -> None: ...

    def set_execution(self, version_id: str, execution_arn: str) -> None: ...

    def unfinished_versions(self) -> list[tuple[PolicyVersion, datetime, int]]: ...

    def restarted(self, version_id: str, execution_arn: str) -> None: ...

    def mark_failed(self, version_id: str, code: str, message: str) -> None: ...

    def insert_clauses(self, version_id: str, rows: Sequence[ClauseRow]) -> int: ...

    def clauses(
        self, version_id: str, *, missing_embedding_only: bool = False, limit: int | None = None
    ) -> list[ClauseRow]: ...

    def get_clauses(self, clause_ids: Sequence[str]) -> list[ClauseRow]: ...

    def set_embeddings(self, vectors: dict[str, npt.NDArray[np.float32]]) -> None: ...

    def copy_embeddings_from_twins(self, version_id: str, embedding_model: str) -> int: ...

    def clause_counts(self, version_id: str) -> tuple[int, int]: ...

    def mark_ready(self, version_id: str, clause_count: int) -> PolicyVersion: ...

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
    ) -> list[SearchHit]: ...

    def fulltext_search(self, version_id: str, text: str, *, k: int) -> list[SearchHit]: ...


class ClaimStore(Protocol):
    """Claims and their adjudication records: facts, rule results, the gate's proposal, the review and its
    outbox, the decision and the budget."""

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
        ...

    def get(self, claim_id: str, *, owner_id: str | None = None) -> ClaimRecord: ...

    def update(self, claim_id: str, **fields: Any) -> None:
        """Set some of the claim's columns (never once it is decided)."""
        ...

    def budget(self, claim_id: str) -> dict[str, Any]: ...

    def save_facts(
        self,
        claim_id: str,
        facts: dict[str, Any],
        extractor_version: str,
        lowest: float | None,
        ocr_pages: int = 0,
    ) -> None: ...

    def facts(self, claim_id: str) -> dict[str, Any] | None: ...

    def other_bills(self, owner_id: str, claim_id: str) -> frozenset[str]: ...

    def register_bill(self, policy_id: str, bill_number: str, claim_id: str) -> None: ...

    def save_rule_results(self, claim_id: str, results: Sequence[dict[str, Any]]) -> None: ...

    def rule_results(self, claim_id: str) -> list[dict[str, Any]]: ...

    def save_proposal(self, claim_id: str, proposal: StoredProposal) -> None: ...

    def proposal(self, claim_id: str) -> StoredProposal | None: ...

    def save_review(
        self,
        claim_id: str,
        review: Review,
        *,
        audit_payload: dict[str, Any] | None = None,
        task_output: dict[str, Any] | None = None,
    ) -> bool:
        """The review and its outbox row together; False when the claim already has a review."""
        ...

    def outbox(self, claim_id: str) -> dict[str, Any] | None: ...

    def outbox_attempt(self, claim_id: str, error: str | None) -> None: ...

    def reopen_outbox(self, claim_id: str) -> bool: ...

    def supersede_review(self, claim_id: str, reason: str) -> bool: ...

    def superseded_reviews(self, claim_id: str) -> list[dict[str, Any]]: ...

    def pending_outbox(self) -> list[str]: ...

    def unfinished(self) -> list[ClaimRecord]: ...

    def updated_at(self, claim_id: str) -> datetime | None: ...

    def restarted(self, claim_id: str, execution_arn: str) -> None: ...

    def restarts(self, claim_id: str) -> int: ...

    def review(self, claim_id: str) -> Review | None: ...

    def decide(
        self,
        claim_id: str,
        *,
        decision: str,
        payable_amount: int,
        decided_by: str,
        reasons: list[dict[str, Any]],
    ) -> bool:
        """Record the final decision (and the one payment when money is due). False if already decided."""
        ...

    def set_letter_key(self, claim_id: str, key: str) -> None: ...

    def charge(
        self, claim_id: str, tier: str, tokens: int, usd_micros: int, *, exhausted: bool = False
    ) -> None: ...

    def mark_budget_exhausted(self, claim_id: str) -> None: ...


class CrcStore(Protocol):
    """The Claims Review Committee's votes and the outbox of its outcome."""

    def cast(self, claim_id: str, member_id: str, vote: str, note: str | None, outcome: Outcome) -> str:
        """`stored`, `already_voted` or `closed`; the vote that makes the majority stores the outbox row."""
        ...

    def votes(self, claim_id: str) -> list[dict[str, Any]]: ...

    def vote_audited(self, claim_id: str, member_id: str) -> None: ...

    def outbox(self, claim_id: str) -> dict[str, Any] | None: ...

    def outbox_attempt(self, claim_id: str, error: str | None) -> None: ...

    def reopen_outbox(self, claim_id: str) -> bool: ...

    def pending(self) -> list[str]: ...

    def waiting_for_people(
        self, statuses: tuple[str, ...], owner_id: str | None = None
    ) -> list[dict[str, Any]]: ...


class ExtractionStore(Protocol):
    """The extraction passes of a policy version and the terms they merge into it."""

    def start_pass(self, version_id: str, pass_number: int) -> PassRecord | None: ...

    def finish_pass(
        self,
        version_id: str,
        pass_number: int,
        fields: dict[str, Any],
        meta: dict[str, Any],
        meta_extras: dict[str, Any] | None = None,
    ) -> None: ...

    def fail_pass(self, version_id: str, pass_number: int, code: str, message: str) -> None: ...

    def passes(self, version_id: str) -> list[PassRecord]: ...

    def set_completeness(self, version_id: str, completeness: dict[str, Any]) -> None: ...


class DocumentStore(Protocol):
    """Who owns which stored document, and the pending uploads."""

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
    ) -> DocumentRecord: ...

    def get(self, document_uri: str) -> DocumentRecord | None: ...

    def by_upload_token(self, token: str) -> DocumentRecord | None: ...

    def mark_stored(self, document_uri: str, size_bytes: int) -> None: ...


class JudgementStore(Protocol):
    """The judge's proposal and its verification, per claim, and the prompt estimates."""

    def save_judgement(
        self, claim_id: str, *, judge: str, offline: bool, proposal: dict[str, Any]
    ) -> bool: ...

    def judgement(self, claim_id: str) -> dict[str, Any] | None: ...

    def save_verification(self, claim_id: str, verification: dict[str, Any]) -> bool: ...

    def clause_versions(self, clause_ids: Sequence[str]) -> dict[str, str]:
        """clause id -> the policy version it belongs to (unknown ids are left out)."""
        ...

    def add_estimate(self, claim_id: str, part: str, estimate: dict[str, Any]) -> None: ...

    def estimate(self, claim_id: str) -> dict[str, Any]: ...
