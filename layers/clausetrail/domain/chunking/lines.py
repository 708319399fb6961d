"""Lines: blocks cut into lines (tables kept whole), flat text layers cut at clause markers, running
headers and footers dropped."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from clausetrail.domain.chunking.config import ChunkingConfig, TokenCounter
from clausetrail.domain.clause_markers import Marker, flat_break_positions
from clausetrail.domain.layout import BlockKind, LayoutDocument, Table


@dataclass(slots=True)
class _TableUnit:
    header: list[str]  # rendered header rows
    rows: list[str]  # rendered body rows
    row_pages: list[int]
    page_start: int
    page_end: int
    text: str  # verbatim text of the whole table (block text, or rendered)


@dataclass(slots=True)
class _Line:
    text: str
    page: int
    sep: str  # the whitespace that stood before this line in the document
    kind: BlockKind
    level: int | None = None
    tokens: int = 0
    table: _TableUnit | None = None
    marker: Marker | None = None
    flat: bool = False  # a segment of a text layer that has no line breaks


def _render_row(row: tuple[str, ...]) -> str:
    return " | ".join(" ".join(cell.split()) for cell in row)


def _table_unit(table: Table, text: str, page: int) -> _TableUnit:
    header = [_render_row(r) for r in table.header]
    rows = [_render_row(r) for r in table.rows]
    lines = [ln for ln in text.split("\n") if ln.strip()]
    if len(lines) == len(header) + len(rows) and lines:  # the block's own rendering, row for row
        header, rows = lines[: len(header)], lines[len(header) :]
    verbatim = text if text.strip() else "\n".join([*header, *rows])
    return _TableUnit(header, rows, [page] * len(rows), page, page, verbatim)


def _merge_tables(first: _TableUnit, second: _TableUnit) -> _TableUnit:
    """A table continued on the next page (same header repeated, or no header) is one table."""
    rows = [*first.rows, *second.rows]
    text = "\n".join([*first.header, *rows])
    return _TableUnit(
        first.header, rows, [*first.row_pages, *second.row_pages], first.page_start, second.page_end, text
    )


def _flat_segments(text: str) -> Iterator[tuple[str, str]]:
    """(separator, segment) pieces of a newline-free text, cut before clause markers.

    The separator is the whitespace that stood between the segment and the one before it, so joining
    segments with their separators gives the text back.
    """
    cuts = [0, *flat_break_positions(text), len(text)]
    pending = ""
    for a, b in itertools.pairwise(cuts):
        piece = text[a:b]
        stripped = piece.strip()
        if not stripped:
            pending += piece
            continue
        lead = piece[: len(piece) - len(piece.lstrip())]
        yield pending + lead, stripped
        pending = piece[len(piece.rstrip()) :]


def _document_lines(doc: LayoutDocument, count: TokenCounter, config: ChunkingConfig) -> list[list[_Line]]:
    pages: list[list[_Line]] = []
    for page in doc.pages:
        lines: list[_Line] = []
        for block in page.blocks:
            if block.kind is BlockKind.TABLE and block.table is not None:
                unit = _table_unit(block.table, block.text, block.page)
                previous = lines[-1].table if lines else None
                if previous is None and not lines and pages and pages[-1] and pages[-1][-1].table is not None:
                    previous = pages[-1][-1].table
                    if (previous.header == unit.header or not unit.header) and previous.rows:
                        pages[-1][-1].table = _merge_tables(previous, unit)
                        continue
                lines.append(_Line(unit.text, block.page, "\n", block.kind, table=unit))
                continue
            text = block.text
            if "\n" not in text.strip() and len(text) > 200 and count(text) > config.flat_threshold:
                for lead, segment in _flat_segments(text):
                    lines.append(_Line(segment, block.page, lead or "\n", block.kind, block.level, flat=True))
                continue
            for raw in text.split("\n"):
                if raw.strip():
                    lines.append(_Line(raw.rstrip(), block.page, "\n", block.kind, block.level))
        pages.append(lines)
    return pages


_DIGITS_RUN: Final = re.compile(r"\d+")


def _running_key(text: str) -> str:
    return " ".join(_DIGITS_RUN.sub("#", text.lower()).split())


def _drop_running_lines(pages: list[list[_Line]]) -> list[list[_Line]]:
    """Drop page headers/footers: lines near the top or bottom that repeat on most pages."""
    if len(pages) < 3:
        return pages
    seen: dict[str, set[int]] = {}
    for number, lines in enumerate(pages):
        texts = [ln for ln in lines if ln.table is None]
        for ln in [*texts[:6], *texts[-4:]]:
            seen.setdefault(_running_key(ln.text), set()).add(number)
    threshold = max(3, (len(pages) + 1) // 2)
    running = {key for key, where in seen.items() if len(where) >= threshold and key}
    out: list[list[_Line]] = []
    for lines in pages:
        texts = [ln for ln in lines if ln.table is None]
        edge = {id(ln) for ln in [*texts[:6], *texts[-4:]]}
        out.append([ln for ln in lines if not (id(ln) in edge and _running_key(ln.text) in running)])
    return out
