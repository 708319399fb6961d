"""Corpus-wide check (issue 7): every wording in the shared corpus — policies/ and policies_more/ — is read by
the local OCR adapter the ingestion stage uses and every page that holds text is chunked, with its words kept.

One test per wording so pytest-xdist spreads them; each takes a few seconds (text-layer wordings)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import pytest

from clausetrail.adapters.ocr_local import LocalOcr
from clausetrail.adapters.token_counter import count_tokens
from clausetrail.domain.chunking import chunk_document
from clausetrail.domain.layout import Page
from clausetrail.settings import Settings
from tests.conftest import corpus_path

WORDINGS = sorted([*corpus_path().glob("policies/*.pdf"), *corpus_path().glob("policies_more/*.pdf")])
_WORD = re.compile(r"[A-Za-z]{4,}")
MIN_WORDS_KEPT = 0.95  # share of a page's words (4+ letters) found in the chunks that span the page


def _key(line: str) -> str:
    return " ".join(re.sub(r"\d+", "#", line.lower()).split())


def _running_lines(pages: Sequence[Page]) -> set[str]:
    """Lines printed on at least half the pages (headers and footers, which the chunker drops by design)."""
    where: dict[str, set[int]] = {}
    for page in pages:
        for block in page.blocks:
            for line in block.text.split("\n"):
                where.setdefault(_key(line), set()).add(page.number)
    return {key for key, numbers in where.items() if key and len(numbers) >= max(3, (len(pages) + 1) // 2)}


def test_the_corpus_has_both_folders() -> None:
    assert len(WORDINGS) >= 41, f"expected the 41 corpus wordings, found {len(WORDINGS)}"


@pytest.mark.parametrize("pdf", WORDINGS, ids=[p.stem[:48] for p in WORDINGS])
def test_every_text_page_is_chunked_with_its_words(pdf: Path) -> None:
    layout = LocalOcr(Settings(), keep_first_running=True).analyze(pdf.read_bytes())
    chunks = chunk_document(layout, count_tokens)
    assert chunks, f"{pdf.name}: no chunks"
    running = _running_lines(layout.pages)
    for page in layout.pages:
        page_words = {
            w.lower()
            for block in page.blocks
            for line in block.text.split("\n")
            if _key(line) not in running
            for w in _WORD.findall(line)
        }
        if not page_words:
            continue
        spanning = [c for c in chunks if c.page_start <= page.number <= c.page_end]
        assert spanning, f"{pdf.name}: page {page.number} holds text but no chunk spans it"
        chunk_words = {w.lower() for c in spanning for w in _WORD.findall(c.text)}
        kept = len(page_words & chunk_words) / len(page_words)
        assert kept >= MIN_WORDS_KEPT, f"{pdf.name}: page {page.number} keeps {kept:.0%} of its words"
