"""A page of the layout model as visual rows: what sits on one line of the page, left to right.

The layout model holds blocks in reading order, and reading order splits an unruled two-column bill
("Particulars" lines in one block, their amounts in another) and the two halves of a key: value header.
Rows put them back together: each text line's position is estimated from its block's box (lines of a
block are evenly spaced), lines whose centres lie within half a line of each other form one row, and a
row's cells are ordered by their left edge. Ruled tables keep their own rows and cells. Blocks without
boxes (hand-built layouts) give one row per line in reading order. OCR text gets its dropped spaces back
(:func:`values.respace_ocr`). Pure functions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from clausetrail.claim_extraction.labels import CELL_SEPARATOR
from clausetrail.claim_extraction.values import clean, respace_ocr
from clausetrail.domain.layout import Block, BlockKind, LayoutDocument, Page, PageSource

TEXT_LAYER_CONFIDENCE = 0.98
OCR_CONFIDENCE_CAP = 0.9  # an OCR read is never as sure as a text layer, whatever the recogniser says
OCR_DEFAULT_CONFIDENCE = 0.8  # OCR pages whose blocks report no confidence


@dataclass(frozen=True, slots=True)
class Row:
    page: int
    cells: tuple[str, ...]
    confidence: float  # of the text read (text layer high, OCR from the recogniser)
    ocr: bool
    table: tuple[int, int] | None = None  # (page, block index) of the ruled table it belongs to; None: text
    heading: bool = False  # every piece of the row is a heading
    y: float | None = None  # centre, fraction of the page height
    quarantined: bool = False  # nothing but text that reads like an instruction: never a source of facts
    tainted: bool = False  # an instruction was cut out of this row: what remains is read, with low trust

    @property
    def text(self) -> str:
        return CELL_SEPARATOR.join(c for c in self.cells if c)

    @property
    def plain(self) -> str:
        return " ".join(c for c in self.cells if c)


@dataclass(slots=True)
class _Piece:
    text: str
    y: float | None
    pitch: float
    x0: float
    confidence: float
    heading: bool
    quarantined: bool
    tainted: bool = False


#: what to quarantine on a page: whole (block, line) pairs, or the character ranges to cut from each
Quarantine = set[tuple[int, int]] | Mapping[tuple[int, int], Sequence[tuple[int, int]]]
_MIN_LEFT_ALNUM = 3  # what must remain of a line after an instruction is cut out for it to be read


def _cut_line(raw: str, ranges: Sequence[tuple[int, int]] | None) -> tuple[str, bool, bool]:
    """(text, quarantined, tainted) of a line once the instruction ranges are cut out."""
    if ranges is None:
        return raw, False, False
    chars = list(raw)
    for a, b in ranges:
        chars[a:b] = " " * (max(0, min(b, len(raw)) - a))
    left = "".join(chars)
    if sum(ch.isalnum() for ch in left) < _MIN_LEFT_ALNUM:
        return raw, True, False
    return left, False, True


def _confidence(page: Page, block: Block) -> float:
    if page.source is PageSource.TEXT_LAYER:
        return TEXT_LAYER_CONFIDENCE
    if block.confidence is None:
        return OCR_DEFAULT_CONFIDENCE
    return min(OCR_CONFIDENCE_CAP, block.confidence)


def _pieces(page: Page, block: Block, quarantine: Quarantine, block_index: int) -> list[_Piece]:
    ocr = page.source is not PageSource.TEXT_LAYER
    lines = block.text.split("\n")
    n = len(lines)
    out: list[_Piece] = []
    for i, original in enumerate(lines):
        key = (block_index, i)
        if isinstance(quarantine, set):
            raw, quarantined, tainted = original, key in quarantine, False
        else:
            raw, quarantined, tainted = _cut_line(original, quarantine.get(key))
        text = clean(respace_ocr(raw) if ocr else raw)
        if not text:
            continue
        if block.bbox is not None and n:
            pitch = block.bbox.height / n
            y: float | None = block.bbox.top + (i + 0.5) * pitch
            x0 = block.bbox.left
        else:
            pitch, y, x0 = 0.0, None, 0.0
        out.append(
            _Piece(
                text=text,
                y=y,
                pitch=pitch,
                x0=x0,
                confidence=_confidence(page, block),
                heading=block.kind is BlockKind.HEADING,
                quarantined=quarantined,
                tainted=tainted,
            )
        )
    return out


def page_rows(page: Page, quarantined_lines: Quarantine | None = None) -> list[Row]:
    """The page's rows top to bottom. ``quarantined_lines`` holds (block index, line index) pairs, or maps
    them to the character ranges of an instruction to cut out (the rest of the line is read, tainted)."""
    quarantined_lines = quarantined_lines if quarantined_lines is not None else set()
    ocr = page.source is not PageSource.TEXT_LAYER
    rows: list[Row] = []
    pending: list[_Piece] = []

    def flush() -> None:
        rows.extend(_group(page.number, pending, ocr))
        pending.clear()

    for index, block in enumerate(page.blocks):
        if block.kind is BlockKind.TABLE and block.table is not None:
            flush()
            conf = _confidence(page, block)
            for cells in (*block.table.header, *block.table.rows):
                texts = tuple(clean(respace_ocr(c) if ocr else c) for c in cells)
                if any(texts):
                    y = block.bbox.top if block.bbox else None
                    rows.append(Row(page.number, texts, conf, ocr, table=(page.number, index), y=y))
            continue
        pending.extend(_pieces(page, block, quarantined_lines, index))
        if block.bbox is None:
            flush()
    flush()
    return rows


def _group(page: int, pieces: Sequence[_Piece], ocr: bool) -> list[Row]:
    """Pieces with positions → rows by vertical overlap; pieces without positions → one row each."""
    if not pieces:
        return []
    if any(p.y is None for p in pieces):
        return [
            Row(
                page,
                (p.text,),
                p.confidence,
                ocr,
                heading=p.heading,
                y=p.y,
                quarantined=p.quarantined,
                tainted=p.tainted,
            )
            for p in pieces
        ]
    ordered = sorted(pieces, key=lambda p: (p.y or 0.0, p.x0))
    groups: list[list[_Piece]] = []
    for piece in ordered:
        if groups:
            last = groups[-1]
            centre = sum(p.y or 0.0 for p in last) / len(last)
            tolerance = 0.5 * min(piece.pitch, min(p.pitch for p in last))
            if abs((piece.y or 0.0) - centre) <= tolerance:
                last.append(piece)
                continue
        groups.append([piece])
    rows = []
    for group in groups:
        group.sort(key=lambda p: p.x0)
        kept = [p for p in group if not p.quarantined] or group  # a quarantined piece gives the row no text
        rows.append(
            Row(
                page,
                tuple(p.text for p in kept),
                min(p.confidence for p in group),
                ocr,
                heading=all(p.heading for p in group),
                y=sum(p.y or 0.0 for p in group) / len(group),
                quarantined=all(p.quarantined for p in group),
                tainted=any(p.tainted or p.quarantined for p in group),
            )
        )
    return rows


def document_rows(document: LayoutDocument, quarantine: Mapping[int, Quarantine] | None = None) -> list[Row]:
    """Rows of every page in order. ``quarantine`` maps a page number to its quarantined lines."""
    quarantine = quarantine or {}
    rows: list[Row] = []
    for page in document.pages:
        rows.extend(page_rows(page, quarantine.get(page.number)))
    return rows
