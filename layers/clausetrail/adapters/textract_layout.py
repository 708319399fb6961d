"""Textract AnalyzeDocument/GetDocumentAnalysis JSON (TABLES + LAYOUT) → the layout model.

The one parser every OCR path goes through (SPEC §1): Textract's own responses, and the
Textract-shaped JSON the local text-layer and image-OCR paths write.

Two readers of the block graph feed one mapping:
- `Engine.TEXTRACTOR` (the parser of record, used for Textract responses): pages, layouts in
  reading order, lines and tables come from `amazon-textract-textractor` (which also re-attaches
  tables to LAYOUT_TABLE by geometry, splits layouts around tables, folds key-values in). It is
  run one page at a time: its whole-document parse looks every LINE up in every PAGE's child
  list (pages² work: 300 corpus pages took 25 s of CPU whole, 16 s page by page), and even per
  page it costs ~45–55 ms of CPU, nearly all in its `deepcopy(lines)`.
- `Engine.GRAPH` (the hot path of the local OCR, whose 0.1 s/page budget textractor alone would
  half eat): reads the same graph directly — LAYOUT blocks in order, their LINE children,
  LAYOUT_LIST children, TABLE/CELL/MERGED_CELL — ~1 ms per page. Both engines give identical
  layouts on all 816 text-layer pages of the policy corpus and on the Textract fixtures (tested).

Mapping (both engines):
- LAYOUT_HEADER, LAYOUT_FOOTER, LAYOUT_PAGE_NUMBER: dropped (they repeat on every page). Optionally
  (`keep_first_running=True`) the first occurrence of each distinct header/footer text (digits
  ignored) is kept as a paragraph: some wordings print their UIN, registered office and helpline
  only in the footer.
- LAYOUT_TITLE → heading level 1; LAYOUT_SECTION_HEADER → a level from its text (Textract gives
  none, see `_heading_level`): capitals / "Section X" 2, numbered 2 + clause depth, other 5.
- LAYOUT_TEXT / LAYOUT_KEY_VALUE → paragraphs, split where a line starts a clause ("4.1",
  "Code-Excl01") or a list item ("(a)", "ii.", bullet) — see `ocr_markers.starts_block` for the
  guards against wrapped cross-references; parts starting with a list marker become list items.
- LAYOUT_LIST → one list item per child (a child holding several markers is split too).
- LAYOUT_TABLE → a table: header rows are the leading rows with COLUMN_HEADER cells, else the first
  row; a merged cell's text sits in its top-left position and is repeated down a row span (so a
  chunk split on rows keeps its row label). The TABLE_TITLE, if any, becomes a paragraph before it.
- LAYOUT_FIGURE → its text as a paragraph when it holds at least a few words (else dropped).
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from clausetrail.adapters.ocr_markers import (
    Marker,
    clause_depth,
    is_all_caps,
    line_marker,
    normalise_repeating,
    split_at_markers,
)
from clausetrail.domain.layout import BBox, Block, BlockKind, LayoutDocument, Page, PageSource, Table

logger = logging.getLogger(__name__)

JsonBlock = Mapping[str, Any]
DROPPED_LAYOUTS = frozenset({"LAYOUT_HEADER", "LAYOUT_FOOTER", "LAYOUT_PAGE_NUMBER"})
RUNNING_LAYOUTS = frozenset({"LAYOUT_HEADER", "LAYOUT_FOOTER"})
MIN_FIGURE_WORDS = 4
MAX_HEADING_LEVEL = 6
TABLE_IN_LAYOUT = 0.95  # share of a table's area inside a LAYOUT_TABLE for it to belong there


class Engine(StrEnum):
    TEXTRACTOR = "textractor"
    GRAPH = "graph"


@dataclass(frozen=True, slots=True)
class PageMeta:
    """What the JSON does not say about a page: its real number, size and where it came from."""

    number: int
    width: float = 1.0
    height: float = 1.0
    source: PageSource = PageSource.TEXTRACT


@dataclass(slots=True)
class _Line:
    text: str
    bbox: BBox | None
    confidence: float | None  # 0..1


@dataclass(slots=True)
class _LayoutRec:
    """One layout element as either engine reads it."""

    kind: str
    lines: list[_Line] = field(default_factory=list)
    items: list[list[_Line]] = field(default_factory=list)  # LAYOUT_LIST: the lines of each child
    tables: list[JsonBlock] = field(default_factory=list)  # LAYOUT_TABLE: raw TABLE blocks


def blocks_by_page(response: Mapping[str, Any]) -> dict[int, list[dict[str, Any]]]:
    """Split a (possibly merged, multi-result-page) response's Blocks by their Page number."""
    pages: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for block in response.get("Blocks", []) or []:
        pages[int(block.get("Page", 1) or 1)].append(block)
    return dict(pages)


def parse_textract_response(
    response: Mapping[str, Any],
    *,
    sha256: str,
    pages: Mapping[int, PageMeta] | None = None,
    default_source: PageSource = PageSource.TEXTRACT,
    engine: Engine = Engine.TEXTRACTOR,
    keep_first_running: bool = False,
) -> LayoutDocument:
    """Parse a Textract-shaped response into a LayoutDocument.

    `pages` maps the response's Page numbers to the real page number, size and source; without
    it, page N of the response is page N of the document, size 1×1, source `default_source`.
    Running headers/footers and page numbers are dropped; with `keep_first_running`, the first
    occurrence of each distinct header/footer text is kept (as a paragraph where it stands) and
    only the repetitions dropped — some wordings carry their UIN, registered office and helpline
    only there.
    """
    out: list[Page] = []
    seen: set[str] | None = set() if keep_first_running else None
    for number, blocks in sorted(blocks_by_page(response).items()):
        meta = (pages or {}).get(number) or PageMeta(number=number, source=default_source)
        out.append(parse_page_blocks(blocks, meta, engine=engine, running_seen=seen))
    out.sort(key=lambda p: p.number)
    return LayoutDocument(sha256=sha256, pages=tuple(out))


def parse_page_blocks(
    blocks: Sequence[JsonBlock],
    meta: PageMeta,
    *,
    engine: Engine = Engine.TEXTRACTOR,
    running_seen: set[str] | None = None,
) -> Page:
    """One page's blocks → a Page.

    `running_seen`: normalised header/footer texts already kept on earlier pages (updated here);
    None drops every header and footer.
    """
    by_id = {b["Id"]: b for b in blocks}
    if not any(b.get("BlockType") == "PAGE" for b in blocks):
        recs: list[_LayoutRec] = []
    elif engine is Engine.TEXTRACTOR:
        recs = _read_with_textractor(blocks)
    else:
        recs = _read_graph(blocks, by_id)
    keep_conf = meta.source is not PageSource.TEXT_LAYER
    out: list[Block] = []
    for rec in recs:
        if rec.kind in RUNNING_LAYOUTS:
            key = normalise_repeating(" ".join(li.text for li in rec.lines))
            if running_seen is None or key in running_seen or not key.strip():
                continue
            running_seen.add(key)
            out.extend(_split_blocks(rec.lines, meta.number, keep_conf, in_list=False))
            continue
        out.extend(_rec_blocks(rec, meta.number, by_id, keep_conf))
    return Page(
        number=meta.number, width=meta.width, height=meta.height, source=meta.source, blocks=tuple(out)
    )


# ---------------------------------------------------------------- reading the graph


def _box_of(block: JsonBlock) -> BBox | None:
    box = (block.get("Geometry") or {}).get("BoundingBox")
    if not box:
        return None
    return BBox(
        left=round(float(box["Left"]), 6),
        top=round(float(box["Top"]), 6),
        width=round(float(box["Width"]), 6),
        height=round(float(box["Height"]), 6),
    )


def _child_ids(block: JsonBlock, rel_type: str = "CHILD") -> list[str]:
    ids: list[str] = []
    for rel in block.get("Relationships", []) or []:
        if rel.get("Type") == rel_type:
            ids.extend(rel.get("Ids", []) or [])
    return ids


def _raw_confidence(block: JsonBlock) -> float | None:
    value = block.get("Confidence")
    return None if value is None else round(float(value) / 100.0, 4)


def _graph_line(
    line: JsonBlock, by_id: Mapping[str, JsonBlock], skip_words: set[str] | None = None
) -> _Line | None:
    words = [by_id[w] for w in _child_ids(line) if w in by_id and by_id[w].get("BlockType") == "WORD"]
    if skip_words:
        words = [w for w in words if w["Id"] not in skip_words]
    text = " ".join(str(w.get("Text") or "") for w in words if w.get("Text"))
    if not text.strip():
        return None
    conf = _raw_confidence(line)
    return _Line(text, _box_of(line), conf)


def _inside_share(inner: BBox | None, outer: BBox | None) -> float:
    if inner is None or outer is None:
        return 0.0
    w = min(inner.right, outer.right) - max(inner.left, outer.left)
    h = min(inner.bottom, outer.bottom) - max(inner.top, outer.top)
    area = inner.width * inner.height
    if w <= 0 or h <= 0 or area <= 0:
        return 0.0
    return (w * h) / area


def _read_graph(blocks: Sequence[JsonBlock], by_id: Mapping[str, JsonBlock]) -> list[_LayoutRec]:
    layouts = [b for b in blocks if str(b.get("BlockType", "")).startswith("LAYOUT_")]
    in_list = {cid for b in layouts if b["BlockType"] == "LAYOUT_LIST" for cid in _child_ids(b)}
    tables = [b for b in blocks if b.get("BlockType") == "TABLE"]
    table_words: dict[str, set[str]] = {}
    for t in tables:
        words: set[str] = set()
        for cid in _child_ids(t):
            cell = by_id.get(cid)
            if cell is not None:
                words.update(_child_ids(cell))
        table_words[t["Id"]] = words
    used_tables: set[str] = set()
    recs: list[_LayoutRec] = []

    def lines_of(block: JsonBlock, skip_words: set[str] | None = None) -> list[_Line]:
        out = []
        for cid in _child_ids(block):
            child = by_id.get(cid)
            if child is not None and child.get("BlockType") == "LINE":
                line = _graph_line(child, by_id, skip_words)
                if line is not None:
                    out.append(line)
        return out

    for lay in layouts:
        if lay["Id"] in in_list:
            continue
        kind = str(lay["BlockType"])
        rec = _LayoutRec(kind)
        if kind == "LAYOUT_LIST":
            for cid in _child_ids(lay):
                child = by_id.get(cid)
                if child is not None:
                    rec.items.append(lines_of(child))
        elif kind == "LAYOUT_TABLE":
            box = _box_of(lay)
            mine = [
                t
                for t in tables
                if t["Id"] not in used_tables and _inside_share(_box_of(t), box) > TABLE_IN_LAYOUT
            ]
            skip: set[str] = set()
            for t in mine:
                used_tables.add(t["Id"])
                skip |= table_words[t["Id"]]
            rec.tables = mine
            rec.lines = lines_of(lay, skip)
        else:
            rec.lines = lines_of(lay)
        recs.append(rec)
    for t in tables:  # a table no LAYOUT_TABLE claimed (TABLES without LAYOUT): in page order
        if t["Id"] not in used_tables:
            recs.append(_LayoutRec("LAYOUT_TABLE", tables=[t]))
    return recs


def _read_with_textractor(blocks: Sequence[JsonBlock]) -> list[_LayoutRec]:
    from textractor.entities.layout import Layout as TxLayout
    from textractor.entities.line import Line as TxLine
    from textractor.entities.table import Table as TxTable
    from textractor.entities.word import Word as TxWord
    from textractor.parsers import response_parser

    def tx_bbox(entity: Any) -> BBox | None:
        box = getattr(entity, "bbox", None)
        if box is None:
            return None
        return BBox(
            left=round(float(box.x), 6),
            top=round(float(box.y), 6),
            width=round(float(box.width), 6),
            height=round(float(box.height), 6),
        )

    def tx_lines(children: Iterable[Any]) -> list[_Line]:
        lines: list[_Line] = []
        loose: list[Any] = []

        def flush_words() -> None:
            if loose:
                text = " ".join(w.text for w in loose if w.text)
                if text.strip():
                    boxes = [b for b in (tx_bbox(w) for w in loose) if b is not None]
                    confs = [float(w.confidence) for w in loose if w.confidence is not None]
                    lines.append(_Line(text, _union(boxes), round(min(confs), 4) if confs else None))
                loose.clear()

        for child in children:
            if isinstance(child, TxWord):
                loose.append(child)
                continue
            flush_words()
            if isinstance(child, TxLine):
                text = " ".join(w.text for w in child.words if w.text)
                if text.strip():
                    conf = child.confidence
                    lines.append(_Line(text, tx_bbox(child), None if conf is None else round(float(conf), 4)))
            elif isinstance(child, TxTable):
                continue
            else:  # key-values and anything else that renders itself
                for part in str(getattr(child, "text", "") or "").splitlines():
                    if part.strip():
                        lines.append(_Line(part.strip(), tx_bbox(child), None))
        flush_words()
        return lines

    # textractor's legacy converter rewrites blocks in place: hand it copies.
    response = {"DocumentMetadata": {"Pages": 1}, "Blocks": [dict(b) for b in blocks]}
    document = response_parser.parse(response)
    recs: list[_LayoutRec] = []
    for tx_page in document.pages:
        for layout in tx_page.layouts:
            kind = str(layout.layout_type)
            rec = _LayoutRec(kind)
            if kind == "LAYOUT_LIST":
                for child in layout.children:
                    rec.items.append(tx_lines(child.children if isinstance(child, TxLayout) else [child]))
            else:
                rec.tables = [c.raw_object for c in layout.children if isinstance(c, TxTable)]
                rec.lines = tx_lines(c for c in layout.children if not isinstance(c, TxTable))
            recs.append(rec)
    return recs


# ---------------------------------------------------------------- mapping to the layout model


def _union(boxes: Iterable[BBox | None]) -> BBox | None:
    real = [b for b in boxes if b is not None]
    if not real:
        return None
    left = min(b.left for b in real)
    top = min(b.top for b in real)
    right = max(b.right for b in real)
    bottom = max(b.bottom for b in real)
    return BBox(left=left, top=top, width=round(right - left, 6), height=round(bottom - top, 6))


def _text_block(
    kind: BlockKind, lines: Sequence[_Line], page: int, keep_conf: bool, level: int | None = None
) -> Block:
    confs = [li.confidence for li in lines if li.confidence is not None]
    return Block(
        kind=kind,
        text="\n".join(li.text for li in lines),
        page=page,
        bbox=_union(li.bbox for li in lines),
        level=level,
        confidence=min(confs) if keep_conf and confs else None,
    )


def _split_blocks(lines: Sequence[_Line], page: int, keep_conf: bool, *, in_list: bool) -> list[Block]:
    """Cut lines at clause/list markers; list-marked parts (or every part of a list) are list items."""
    if not lines:
        return []
    texts = [li.text for li in lines]
    widths = [li.bbox.width if li.bbox else 1.0 for li in lines]
    widest = max(widths) or 1.0
    short = [w < 0.75 * widest for w in widths]
    blocks: list[Block] = []
    for group in split_at_markers(texts, short):
        part = [lines[i] for i in group]
        is_item = in_list or line_marker(part[0].text) is Marker.LIST
        blocks.append(
            _text_block(BlockKind.LIST_ITEM if is_item else BlockKind.PARAGRAPH, part, page, keep_conf)
        )
    return blocks


def _heading_level(layout_type: str, text: str) -> int:
    """Level of a heading from its Textract type and its text (Textract has no levels itself).

    Title 1; ALL-CAPS headings ("III - EXCLUSIONS", "4. COVERAGE") and "Section/Part X" 2 (major
    divisions); other numbered headings 2 + their clause depth ("1. Preamble" 3, "4.1 Room Rent" 4,
    "D.1.7 ..." 5); other unnumbered headings ("Special Conditions", "Note:") 5, i.e. under the
    numbered heading they follow.
    """
    if layout_type == "LAYOUT_TITLE":
        return 1
    caps = is_all_caps(text)
    depth = clause_depth(text)
    if caps and (depth is None or depth <= 1):
        return 2
    if depth is not None:
        return min(MAX_HEADING_LEVEL, 2 + depth)
    if line_marker(text) is Marker.CLAUSE:  # "Section C", "Part II"
        return 2
    return 5


def _rec_blocks(rec: _LayoutRec, page: int, by_id: Mapping[str, JsonBlock], keep_conf: bool) -> list[Block]:
    kind = rec.kind
    if kind in DROPPED_LAYOUTS:
        return []
    if kind in ("LAYOUT_TITLE", "LAYOUT_SECTION_HEADER"):
        if not rec.lines:
            return []
        text = " ".join(li.text for li in rec.lines)
        return [_text_block(BlockKind.HEADING, rec.lines, page, keep_conf, level=_heading_level(kind, text))]
    if kind == "LAYOUT_LIST":
        out: list[Block] = []
        for item in rec.items:
            out.extend(_split_blocks(item, page, keep_conf, in_list=True))
        return out
    if kind == "LAYOUT_TABLE":
        out = []
        for table in rec.tables:
            out.extend(_table_blocks(table, page, by_id, keep_conf))
        if rec.lines:  # text Textract did not put in cells (titles, notes)
            out.extend(_split_blocks(rec.lines, page, keep_conf, in_list=False))
        return out
    if kind == "LAYOUT_FIGURE" and sum(len(li.text.split()) for li in rec.lines) < MIN_FIGURE_WORDS:
        return []
    # LAYOUT_TEXT, LAYOUT_KEY_VALUE, LAYOUT_FIGURE with text, and anything new Textract may add
    return _split_blocks(rec.lines, page, keep_conf, in_list=False)


def _words_text(block: JsonBlock, by_id: Mapping[str, JsonBlock]) -> str:
    words = []
    for cid in _child_ids(block):
        child = by_id.get(cid)
        if child is None:
            continue
        if child.get("BlockType") == "WORD" and child.get("Text"):
            words.append(str(child["Text"]))
        elif child.get("BlockType") == "SELECTION_ELEMENT":
            words.append("[x]" if child.get("SelectionStatus") == "SELECTED" else "[ ]")
    return " ".join(words)


def _table_blocks(raw: JsonBlock, page: int, by_id: Mapping[str, JsonBlock], keep_conf: bool) -> list[Block]:
    cells = [by_id[c] for c in _child_ids(raw) if c in by_id and by_id[c].get("BlockType") == "CELL"]
    if not cells:
        return []
    n_rows = max(int(c["RowIndex"]) + int(c.get("RowSpan", 1) or 1) - 1 for c in cells)
    n_cols = max(int(c["ColumnIndex"]) + int(c.get("ColumnSpan", 1) or 1) - 1 for c in cells)
    grid = [["" for _ in range(n_cols)] for _ in range(n_rows)]
    header_rows: set[int] = set()
    for c in cells:
        r, k = int(c["RowIndex"]) - 1, int(c["ColumnIndex"]) - 1
        grid[r][k] = _words_text(c, by_id)
        if "COLUMN_HEADER" in (c.get("EntityTypes") or []):
            header_rows.add(r)
    for mid in _child_ids(raw, "MERGED_CELL"):
        merged = by_id.get(mid)
        if merged is None:
            continue
        positions = sorted(
            (int(by_id[c]["RowIndex"]) - 1, int(by_id[c]["ColumnIndex"]) - 1)
            for c in _child_ids(merged)
            if c in by_id
        )
        if not positions:
            continue
        text = " ".join(t for t in (grid[r][k] for r, k in positions) if t)
        left_col = positions[0][1]
        for r, k in positions:
            grid[r][k] = text if k == left_col else ""
    # Columns empty in every row (decorative borders, bleed margins) carry nothing.
    keep = [k for k in range(n_cols) if any(grid[r][k].strip() for r in range(n_rows))]
    if len(keep) < n_cols:
        grid = [[row[k] for k in keep] for row in grid]
    n_header = 0
    while n_header in header_rows:
        n_header += 1
    if not header_rows and n_rows >= 2:
        n_header = 1  # no COLUMN_HEADER cells: the first row is the header
    model = Table(
        header=tuple(tuple(row) for row in grid[:n_header]),
        rows=tuple(tuple(row) for row in grid[n_header:] if any(cell.strip() for cell in row)),
    )
    blocks: list[Block] = []
    for tid in _child_ids(raw, "TABLE_TITLE"):
        title = by_id.get(tid)
        title_text = _words_text(title, by_id) if title is not None else ""
        if title_text.strip():
            blocks.append(
                Block(kind=BlockKind.PARAGRAPH, text=title_text, page=page, bbox=_box_of(title or {}))
            )
    blocks.append(
        Block(
            kind=BlockKind.TABLE,
            text="\n".join(" | ".join(r) for r in (*model.header, *model.rows)),
            page=page,
            bbox=_box_of(raw),
            table=model,
            confidence=_raw_confidence(raw) if keep_conf else None,
        )
    )
    return blocks
