"""Clause-aware chunking of a policy wording (SPEC §2 step 3): LayoutDocument in, list[Chunk] out.

How it works:

1. **Lines.** Every block is cut into lines (page kept). Running headers and footers (lines that repeat at
   the top or bottom of most pages) are dropped. A block far over the size limit with no line break (a flat
   text layer) is cut before its clause markers (`` 4.1.``, `` Code-Excl``, `` 5.2 ``) instead. Tables stay
   whole units.
2. **Structure.** A stack parser reads clause markers (``4``, ``4.1``, ``5.2.3``, ``(a)``, ``a)``, ``i.``,
   ``Code-Excl01``, ``Section 3``, ``PART B``, ``ANNEXURE I``), all-capitals and Title Case headings and
   definition lines ("Accident means ...") into a tree. Dotted numbers must follow on from the last one
   (so "7.5 dioptres" on a wrapped line is not clause 7.5), list markers nest by style (``a)`` inside
   ``4.2``, ``i.`` inside ``a)``) and continue by value.
3. **Chunks.** A clause that fits its limit is one chunk. A larger one is split at its children: numbered
   clauses, exclusion-coded clauses and definitions always get their own chunks; sub-clause items and
   minor headings are packed together up to the limit; never across a section boundary. Text still too
   large is split at sentences with an overlap; tables at row boundaries with the header repeated.
   A bare heading is carried into the chunk that follows it.
4. **Metadata.** section path, clause number, section type, chunk type, amounts, durations, cross
   references, defined terms, page span, token count, ordinal.

Chunk text is verbatim document text (it is cited to adjusters); :func:`embedding_text` adds the section
path for the embedder. Pure: the token counter is injected, no I/O.

Modules: ``config`` (limits), ``lines`` (1), ``tree`` and ``parser`` (2), ``chunker`` (3), ``metadata`` (4),
``document`` (the pipeline, :func:`chunk_document`), ``flat_text`` and ``embedding``.
"""

from clausetrail.domain.chunking.config import DEFAULT_CONFIG, ChunkingConfig, TokenCounter
from clausetrail.domain.chunking.document import chunk_document
from clausetrail.domain.chunking.embedding import clause_embedding_text, embedding_text
from clausetrail.domain.chunking.flat_text import split_flat_text

__all__ = [
    "DEFAULT_CONFIG",
    "ChunkingConfig",
    "TokenCounter",
    "chunk_document",
    "clause_embedding_text",
    "embedding_text",
    "split_flat_text",
]
