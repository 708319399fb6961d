"""Clause views from what the pipeline or a developer has at hand (pure: callers read the files).

- :func:`clauses_from_chunks`: the chunker's :class:`~clausetrail.domain.chunk.Chunk` list (what the
  database stores), with the same deterministic clause ids as ingestion.
- :func:`clauses_from_page_texts`: plain page texts (e.g. a PDF text layer), split into paragraphs at
  clause markers, one view per paragraph with its page. Used for development, tests and as a fallback
  when no chunker output exists.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final

from clausetrail.domain.chunk import Chunk
from clausetrail.domain.section_types import classify_text
from clausetrail.extraction.context import ClauseView

_MARKER_LINE: Final = re.compile(
    r"""^\s*(?:
        \d{1,2}(?:\.\d{1,3}){0,4}\.?\s*[A-Za-z(]       # 4.1 / 4.1.2. / 3.Heading
      | [A-Za-z]\.\d{1,2}(?:\.\d{1,3})*\.?\s            # B.1.1 / D.1.13
      | \(?[a-zA-Z]\)\s | [a-zA-Z]\.\s                 # (a) a) a.
      | \(?[ivxIVX]{1,5}\)\s | [ivxIVX]{1,5}\.\s        # (iv) iv) iv.
      | (?:Code\s*[-:]?\s*)?Excl\s*\d                   # Code-Excl01
      | (?:SECTION|Section|PART|Part|ANNEXURE|Annexure|Note|NOTE)\b
    )""",
    re.VERBOSE,
)
MAX_PARAGRAPH_CHARS: Final = 1400


def _paragraphs(page_text: str) -> list[str]:
    lines = page_text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    paragraphs: list[list[str]] = []
    current: list[str] = []
    size = 0
    for line in lines:
        stripped = line.strip()
        if not stripped:
            if current:
                paragraphs.append(current)
                current, size = [], 0
            continue
        starts_new = bool(_MARKER_LINE.match(stripped)) or size > MAX_PARAGRAPH_CHARS
        if starts_new and current:
            paragraphs.append(current)
            current, size = [], 0
        current.append(stripped)
        size += len(stripped) + 1
    if current:
        paragraphs.append(current)
    return ["\n".join(p) for p in paragraphs]


def _chunk_type(text: str) -> str:
    return (
        "list"
        if _MARKER_LINE.match(text) and re.match(r"^\s*(?:\(?[a-z]\)|[a-z]\.|\(?[ivx]+\))\s", text)
        else "prose"
    )


def clauses_from_page_texts(
    pages: Sequence[str], *, id_prefix: str = "p", first_page: int = 1
) -> list[ClauseView]:
    """One clause view per paragraph of each page (page numbers start at ``first_page``)."""
    out: list[ClauseView] = []
    for offset, page_text in enumerate(pages):
        page = first_page + offset
        for paragraph in _paragraphs(page_text):
            marker = re.match(r"^\s*(\d{1,2}(?:\.\d{1,3}){0,4}|[A-Z]\.\d{1,2}(?:\.\d{1,3})*)\b", paragraph)
            out.append(
                ClauseView(
                    clause_id=f"{id_prefix}{len(out):05d}",
                    clause_no=marker.group(1) if marker else None,
                    section_type=str(classify_text(paragraph)),
                    chunk_type=_chunk_type(paragraph),
                    page_start=page,
                    page_end=page,
                    text=paragraph,
                    ordinal=len(out),
                )
            )
    return out


def clauses_from_chunks(
    chunks: Sequence[Chunk], clause_id_of: Callable[[int], str] | None = None
) -> list[ClauseView]:
    """Clause views of chunker output; ``clause_id_of(ordinal)`` gives the stored ids (default ``c<ordinal>``)."""
    ids = clause_id_of or (lambda ordinal: f"c{ordinal}")
    return [
        ClauseView(
            clause_id=ids(c.ordinal),
            clause_no=c.clause_no,
            section_type=str(c.section_type),
            chunk_type=str(c.chunk_type),
            page_start=c.page_start,
            page_end=c.page_end,
            text=c.text,
            ordinal=c.ordinal,
        )
        for c in chunks
    ]
