"""A clause-aware chunk of a policy wording and its metadata (SPEC §2.3). Pure data."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class SectionType(StrEnum):
    BENEFITS = "benefits"
    EXCLUSIONS = "exclusions"
    WAITING_PERIODS = "waiting_periods"
    FINANCIAL_LIMITS = "financial_limits"
    DEFINITIONS = "definitions"
    CLAIMS_PROCEDURE = "claims_procedure"
    OTHER = "other"


class ChunkType(StrEnum):
    TABLE = "table"
    LIST = "list"
    PROSE = "prose"


@dataclass(frozen=True, slots=True)
class Chunk:
    ordinal: int  # position in the document, 0-based, stable for the same input
    text: str
    section_path: tuple[str, ...]
    clause_no: str | None
    section_type: SectionType
    chunk_type: ChunkType
    page_start: int
    page_end: int
    token_count: int
    contains_amounts: bool
    contains_durations: bool
    cross_references: tuple[str, ...] = field(default_factory=tuple)
    defined_terms: tuple[str, ...] = field(default_factory=tuple)
    exclusion_code: str | None = (
        None  # IRDAI code the clause carries ("Excl01"), also when clause_no is "4.1"
    )
