"""A stored clause of a policy version and a search hit on it: what the policy store port returns."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class ClauseRow:
    clause_id: str
    ordinal: int
    section_path: tuple[str, ...]
    clause_no: str | None
    section_type: str
    chunk_type: str
    text: str
    text_hash: str
    exclusion_code: str | None
    contains_amounts: bool
    contains_durations: bool
    cross_references: tuple[str, ...]
    defined_terms: tuple[str, ...]
    defines_term: str | None
    page_start: int
    page_end: int
    token_count: int
    linked_clause_ids: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SearchHit:
    clause: ClauseRow
    score: float
    vector_rank: int | None
    text_rank: int | None
    similarity: float | None


#: how full text ranks a version's clauses (BM25 within the version; the earlier cover density)
TextRanking = Literal["bm25", "cover_density"]
