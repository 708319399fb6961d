"""In-memory policies and versions, documents and extraction passes."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, date, datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from clausetrail.domain.clauses import ClauseRow, SearchHit, TextRanking
from clausetrail.domain.documents import DocumentRecord
from clausetrail.domain.errors import NotFound
from clausetrail.domain.extraction_records import PassRecord
from clausetrail.domain.policy import Policy, PolicyVersion, VersionStatus
from tests.fakes.outbox import Clock


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
