"""Text lines with geometry: what the text layer and the image OCR both hand to the layout builder.

Coordinates are page points (or pixels for OCR), origin top-left, y growing downwards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(slots=True)
class Word:
    text: str
    x0: float
    top: float
    x1: float
    bottom: float
    confidence: float = 1.0  # 0..1


@dataclass(slots=True)
class TextLine:
    """One visual line (or a fragment of one, before fragments on a baseline are joined)."""

    words: list[Word]
    size: float  # font size in points (OCR: line height)
    bold: bool = False
    ref: int = -1  # ≥ 0: a placeholder standing for a table or frame in reading order (never joined)
    x0: float = field(init=False)
    top: float = field(init=False)
    x1: float = field(init=False)
    bottom: float = field(init=False)

    def __post_init__(self) -> None:
        self.refresh_box()

    def refresh_box(self) -> None:
        self.x0 = min(w.x0 for w in self.words)
        self.top = min(w.top for w in self.words)
        self.x1 = max(w.x1 for w in self.words)
        self.bottom = max(w.bottom for w in self.words)

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)

    @property
    def height(self) -> float:
        return self.bottom - self.top

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def center_y(self) -> float:
        return (self.top + self.bottom) / 2

    @property
    def confidence(self) -> float:
        return min(w.confidence for w in self.words)


def join_lines(parts: Sequence[TextLine]) -> TextLine:
    """Fragments of one visual line, joined left to right."""
    ordered = sorted(parts, key=lambda p: p.x0)
    words = [w for p in ordered for w in p.words]
    sizes = [p.size for p in ordered]
    lettered = [p for p in ordered if any(c.isalpha() for c in p.text)] or list(ordered)
    return TextLine(words=words, size=max(sizes), bold=all(p.bold for p in lettered))


def vertical_overlap(a: TextLine, b: TextLine) -> float:
    """Overlap of the two lines' vertical extents, as a fraction of the shorter one."""
    inter = min(a.bottom, b.bottom) - max(a.top, b.top)
    shorter = min(a.height, b.height) or 1.0
    return max(0.0, inter) / shorter
