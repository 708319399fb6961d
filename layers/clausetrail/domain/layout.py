"""The layout model: what every OCR path (text layer, local OCR, Textract) produces.

Pages hold blocks in reading order. A block is a heading, a paragraph, a list item or a table.
Coordinates are fractions of the page (0..1, origin top-left), as Textract reports them, so the
text-layer and OCR paths can be compared and tested against the same expectations.
Pure data: no I/O, serialisable to and from JSON for hand-off between state-machine steps.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any


class BlockKind(StrEnum):
    HEADING = "heading"
    PARAGRAPH = "paragraph"
    LIST_ITEM = "list_item"
    TABLE = "table"


class PageSource(StrEnum):
    TEXT_LAYER = "text_layer"
    OCR = "ocr"
    TEXTRACT = "textract"


@dataclass(frozen=True, slots=True)
class BBox:
    left: float
    top: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def bottom(self) -> float:
        return self.top + self.height


@dataclass(frozen=True, slots=True)
class Table:
    """A table with its header row(s) kept apart from the body rows. Cells are plain text."""

    header: tuple[tuple[str, ...], ...]
    rows: tuple[tuple[str, ...], ...]

    @property
    def n_cols(self) -> int:
        widths = [len(r) for r in (*self.header, *self.rows)]
        return max(widths) if widths else 0


@dataclass(frozen=True, slots=True)
class Block:
    kind: BlockKind
    text: str
    page: int  # 1-based PDF page number
    bbox: BBox | None = None
    level: int | None = None  # heading level (1 = top) when kind is HEADING
    table: Table | None = None  # set when kind is TABLE; text holds a pipe-joined rendering
    confidence: float | None = None  # OCR confidence 0..1 where the path reports one


@dataclass(frozen=True, slots=True)
class Page:
    number: int  # 1-based
    width: float  # points (text layer) or pixels (OCR); informational only
    height: float
    source: PageSource
    blocks: tuple[Block, ...] = field(default_factory=tuple)

    @property
    def text(self) -> str:
        return "\n".join(b.text for b in self.blocks)


@dataclass(frozen=True, slots=True)
class LayoutDocument:
    sha256: str
    pages: tuple[Page, ...]

    @property
    def page_count(self) -> int:
        return len(self.pages)

    @property
    def text(self) -> str:
        return "\n\n".join(p.text for p in self.pages)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LayoutDocument:
        pages = []
        for p in data["pages"]:
            blocks = []
            for b in p["blocks"]:
                bbox = BBox(**b["bbox"]) if b.get("bbox") else None
                table = None
                if b.get("table"):
                    table = Table(
                        header=tuple(tuple(r) for r in b["table"]["header"]),
                        rows=tuple(tuple(r) for r in b["table"]["rows"]),
                    )
                blocks.append(
                    Block(
                        kind=BlockKind(b["kind"]),
                        text=b["text"],
                        page=b["page"],
                        bbox=bbox,
                        level=b.get("level"),
                        table=table,
                        confidence=b.get("confidence"),
                    )
                )
            pages.append(
                Page(
                    number=p["number"],
                    width=p["width"],
                    height=p["height"],
                    source=PageSource(p["source"]),
                    blocks=tuple(blocks),
                )
            )
        return cls(sha256=data["sha256"], pages=tuple(pages))
