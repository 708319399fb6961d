"""Hybrid clause search within one policy version, with linked clauses (SPEC §2 step 4)."""

from __future__ import annotations

from dataclasses import dataclass

from clausetrail.adapters.db.policy_repo import ClauseRow, SearchHit
from clausetrail.domain.errors import Conflict, ValidationFailed
from clausetrail.domain.policy import VersionStatus
from clausetrail.domain.query_hints import query_hints
from clausetrail.runtime import Runtime

MAX_K = 20


@dataclass(frozen=True, slots=True)
class SearchResult:
    hits: tuple[SearchHit, ...]
    linked: dict[str, tuple[ClauseRow, ...]]  # hit clause id -> the clauses it leans on


def search_version(
    rt: Runtime,
    version_id: str,
    question: str,
    *,
    k: int = 4,
    with_links: bool = True,
    require_ready: bool = True,
) -> SearchResult:
    question = question.strip()
    if not question:
        raise ValidationFailed("the question is empty", code="EMPTY_QUESTION")
    if not 1 <= k <= MAX_K:
        raise ValidationFailed(f"k must be between 1 and {MAX_K}", code="BAD_K")
    if require_ready:
        version = rt.policies.get_version(version_id)
        if version.status is not VersionStatus.READY:
            raise Conflict(
                f"policy version {version_id} is {version.status}, not ready", code="VERSION_NOT_READY"
            )
    hints = query_hints(question)
    search_text = f"{question} {hints.expansion}".strip()
    hits = rt.policies.hybrid_search(
        version_id,
        rt.embedder.embed_query(search_text),
        search_text,
        k=k,
        candidates=rt.settings.search_candidates,
        rrf_k=rt.settings.rrf_k,
        boost_section_types=hints.section_types,
        boost_amounts=hints.wants_amounts,
        boost_durations=hints.wants_durations,
    )
    linked: dict[str, tuple[ClauseRow, ...]] = {}
    if with_links:
        wanted = {cid for h in hits for cid in h.clause.linked_clause_ids}
        by_id = {c.clause_id: c for c in rt.policies.get_clauses(sorted(wanted))}
        for h in hits:
            linked[h.clause.clause_id] = tuple(by_id[c] for c in h.clause.linked_clause_ids if c in by_id)
    return SearchResult(hits=tuple(hits), linked=linked)
