"""The chunking pipeline: lines, structure, chunks, metadata."""

from __future__ import annotations

from clausetrail.domain.chunk import Chunk
from clausetrail.domain.chunking.chunker import _Budget, _Chunker
from clausetrail.domain.chunking.config import DEFAULT_CONFIG, ChunkingConfig, TokenCounter
from clausetrail.domain.chunking.lines import _document_lines, _drop_running_lines
from clausetrail.domain.chunking.metadata import _collect_terms, _enforce_limit, _to_chunk
from clausetrail.domain.chunking.parser import _Parser
from clausetrail.domain.chunking.tree import _assign_exclusion_codes, _finish, _retype
from clausetrail.domain.layout import LayoutDocument
from clausetrail.domain.text_signals import DefinedTermIndex


def chunk_document(
    doc: LayoutDocument, count_tokens: TokenCounter, config: ChunkingConfig | None = None
) -> list[Chunk]:
    """Split a policy wording into clause-aware chunks (SPEC §2.3). The same input gives the same chunks."""
    cfg = config or DEFAULT_CONFIG
    pages = _document_lines(doc, count_tokens, cfg)
    if cfg.drop_running_lines:
        pages = _drop_running_lines(pages)
    lines = [ln for page in pages for ln in page]
    budget = _Budget(count_tokens, [ln.text for ln in lines if ln.table is None])
    for ln in lines:
        if ln.table is None:
            ln.tokens = budget.estimate(ln.text)
    root = _Parser(lines).parse()
    _assign_exclusion_codes(root)
    _retype(root)
    _finish(root)
    chunker = _Chunker(root, budget, cfg)
    drafts = chunker.run()
    terms = DefinedTermIndex(_collect_terms(root))
    chunks: list[Chunk] = []
    for draft in drafts:
        for piece in _enforce_limit(draft, chunker):
            chunk = _to_chunk(len(chunks), piece, budget, terms)
            if chunk is not None:
                chunks.append(chunk)
    return chunks
