"""Chunk size limits and the token counter type."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

TokenCounter = Callable[[str], int]


@dataclass(frozen=True, slots=True)
class ChunkingConfig:
    """Size limits in tokens by kind of text, and the knobs of the splitter."""

    definition_max_tokens: int = 250
    prose_max_tokens: int = 300
    list_max_tokens: int = 300
    table_max_tokens: int = 450
    overlap_chars: int = 150  # prose pieces overlap by one sentence, or about this many characters
    flat_min_tokens: int | None = (
        None  # a newline-free block over this is a flat text layer (default 2x prose)
    )
    heading_carry_max_tokens: int = 60  # a heading (or short intro) up to this size joins the chunk after it
    drop_running_lines: bool = True  # drop page headers/footers repeated on most pages

    def __post_init__(self) -> None:
        for name in ("definition_max_tokens", "prose_max_tokens", "list_max_tokens", "table_max_tokens"):
            if getattr(self, name) < 8:
                raise ValueError(f"{name} must be at least 8 tokens")

    @property
    def flat_threshold(self) -> int:
        return self.flat_min_tokens if self.flat_min_tokens is not None else 2 * self.prose_max_tokens


DEFAULT_CONFIG: Final = ChunkingConfig()
