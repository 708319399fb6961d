"""What to embed for a chunk or a stored clause."""

from __future__ import annotations

from collections.abc import Sequence

from clausetrail.domain.chunk import Chunk


def clause_embedding_text(section_path: Sequence[str], text: str) -> str:
    """What to embed for a stored clause: its two nearest headings, then the verbatim text. The headings give a
    short clause its context; deeper ancestors mostly add noise to a 256-wordpiece window."""
    heading = " > ".join(section_path[-2:])
    return f"{heading}\n{text}" if heading else text


def embedding_text(chunk: Chunk) -> str:
    """What to embed for a chunk (the same rule as for a stored clause)."""
    return clause_embedding_text(chunk.section_path, chunk.text)
