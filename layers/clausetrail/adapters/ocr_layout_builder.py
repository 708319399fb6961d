"""Group a page's lines into layout blocks and write them as Textract-shaped JSON.

Input: line fragments with geometry and style (text layer or image OCR) and, for text-layer
pages, ruling edges. Output: a `TextractPageWriter` holding LAYOUT_* / LINE / WORD / TABLE / CELL
blocks, which `textract_layout` parses like any Textract response.

Heuristics (see also `ocr_markers`):
- Running headers/footers: a line in the top or bottom 10 % of the page whose text (digits
  ignored) recurs on ≥ 30 % of the pages (at least 2) → LAYOUT_HEADER / LAYOUT_FOOTER; a page
  number pattern there ("7", "Page 7 of 52", "7 / 52") → LAYOUT_PAGE_NUMBER.
- Headings: font ≥ 1.5 × body size → LAYOUT_TITLE; ≥ 1.15 × body, or wholly bold and short (in a
  run of at most 3 bold lines, unless numbered), or ALL CAPS and short, or "Section/Part/Annexure X"
  → LAYOUT_SECTION_HEADER. Consecutive heading lines of one style form one heading.
- Blocks start at every clause number ("4.1", "2.31Medical", "D.1.7", "Code-Excl01"), list marker
  ("(a)", "a)", "i.", "1.", bullets), heading, column change, or vertical gap > 1.3 × the region's
  usual line pitch. Runs of list items become one LAYOUT_LIST with a LAYOUT_TEXT per item.
- Ruled tables (`pdf_tables`): a grid whose cells hold short text is a TABLE (leading all-bold rows
  are COLUMN_HEADER cells); a grid that is really a frame around prose (one column, a cell of
  ≥ 1000 characters, or ≤ 3 columns averaging ≥ 230 characters a cell) is read as text, cell by
  cell, row by row.
- Unruled itemised tables (`pdf_text_tables`, claim documents): a bill-header line over lines ending in
  amounts gives a grid whose columns come from the words' x-positions; it is written like a ruled table
  (and replaces a frame or header rule it overlaps). Policy wordings hold no such header line, so their
  layout is unchanged.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from clausetrail.adapters.ocr_lines import TextLine, Word
from clausetrail.adapters.ocr_markers import (
    Marker,
    contains_page_number,
    ends_sentence,
    is_all_caps,
    is_numbered_title,
    is_page_number,
    item_label,
    line_marker,
    normalise_repeating,
    starts_block,
)
from clausetrail.adapters.ocr_reading_order import order_lines
from clausetrail.adapters.ocr_textract_json import TextractPageWriter
from clausetrail.adapters.pdf_tables import GridCell, GridTable, find_tables
from clausetrail.adapters.pdf_text_layer import Edge
from clausetrail.adapters.pdf_text_tables import find_text_tables
from clausetrail.adapters.pdf_wrapped_tables import find_wrapped_tables

HEADER_ZONE = 0.10  # top/bottom fraction of the page where running headers/footers live
RUNNING_MIN_SHARE = 0.30
TITLE_RATIO = 1.5
HEADING_RATIO = 1.15
OCR_SIZE_SLACK = 1.25  # OCR line heights vary with ascenders/descenders
MAX_HEADING_CHARS = 160
MAX_BOLD_RUN = 3
PARAGRAPH_GAP = 1.3  # × usual line pitch
FRAME_MIN_MEAN_CHARS = 230
FRAME_MAX_CELL_CHARS = 1000


@dataclass(slots=True)
class PageLines:
    number: int
    width: float
    height: float
    fragments: list[TextLine]
    edges: list[Edge] = field(default_factory=list)
    ocr: bool = False  # line sizes are detection-box heights: noisier, so size cues need more margin


@dataclass(frozen=True, slots=True)
class DocumentStyle:
    body_size: float
    running: frozenset[str]  # normalised texts of running headers/footers ("h:" / "f:" prefixed)


class Kind(StrEnum):
    TITLE = "LAYOUT_TITLE"
    SECTION = "LAYOUT_SECTION_HEADER"
    TEXT = "LAYOUT_TEXT"
    LIST_ITEM = "list_item"


@dataclass(slots=True)
class _Item:
    kind: Kind
    lines: list[TextLine]


def _zone(line: TextLine, height: float) -> str | None:
    middle = line.center_y
    if middle <= HEADER_ZONE * height:
        return "h"
    if middle >= (1 - HEADER_ZONE) * height:
        return "f"
    return None


def document_style(pages: Sequence[PageLines]) -> DocumentStyle:
    """Body font size (character-weighted median) and the running header/footer texts."""
    sizes: Counter[float] = Counter()
    seen: Counter[str] = Counter()
    for page in pages:
        keys = set()
        for frag in page.fragments:
            sizes[round(frag.size, 1)] += len(frag.text)
            zone = _zone(frag, page.height)
            if zone:
                keys.add(f"{zone}:{normalise_repeating(frag.text)}")
        seen.update(keys)
    body = 10.0
    if sizes:
        total = sum(sizes.values())
        acc = 0
        for size in sorted(sizes):
            acc += sizes[size]
            if acc >= total / 2:
                body = size
                break
    threshold = max(2.0, RUNNING_MIN_SHARE * len(pages))
    running = frozenset(k for k, n in seen.items() if n >= threshold) if len(pages) >= 2 else frozenset()
    return DocumentStyle(body_size=body or 10.0, running=running)


def _heading_kind(
    line: TextLine, body: float, bold_run: int, size_slack: float = 1.0
) -> tuple[Kind | None, bool]:
    """(heading kind or None, strong?) — strong cues (font size) hold anywhere, weak cues (bold,
    capitals, numbering) only where a block can start."""
    text = line.text.strip()
    letters = sum(1 for c in text if c.isalpha())
    if letters < 2 or len(text) > MAX_HEADING_CHARS or text.endswith(","):
        return None, False
    ratio = line.size / body / size_slack if body else 1.0
    if ratio >= TITLE_RATIO:
        return Kind.TITLE, True
    if ratio >= HEADING_RATIO:
        return Kind.SECTION, True
    if ratio < 0.85 or text[:1].islower():  # small print, or a sentence running on
        return None, False
    words = text.split()
    if text.endswith(".") and len(words) > 6:  # a bold sentence, not a title
        return None, False
    marker = line_marker(text)
    if (
        line.bold
        and len(text) <= 120
        and not text.endswith(";")
        and (bold_run <= MAX_BOLD_RUN or marker is Marker.CLAUSE)
    ):
        return Kind.SECTION, False
    if is_all_caps(text) and len(text) <= 90 and len(words) <= 12:
        return Kind.SECTION, False
    if marker is Marker.CLAUSE and text.lower().startswith(
        ("section", "part", "annex", "schedule", "chapter")
    ):
        return (Kind.SECTION if len(words) <= 10 else None), False
    if marker is Marker.CLAUSE and is_numbered_title(text):
        return Kind.SECTION, False
    return None, False


def _bold_runs(lines: Sequence[TextLine]) -> list[int]:
    """For each line, the length of the run of consecutive wholly-bold lines it belongs to."""
    runs = [0] * len(lines)
    i = 0
    while i < len(lines):
        if not lines[i].bold:
            i += 1
            continue
        j = i
        while j + 1 < len(lines) and lines[j + 1].bold:
            j += 1
        for k in range(i, j + 1):
            runs[k] = j - i + 1
        i = j + 1
    return runs


def _usual_pitch(lines: Sequence[TextLine]) -> float:
    pitches = sorted(b.top - a.top for a, b in itertools.pairwise(lines) if b.top > a.top)
    if not pitches:
        return 0.0
    return pitches[len(pitches) // 3]  # lower third: paragraph gaps do not count


def group_lines(lines: Sequence[TextLine], body: float, *, size_slack: float = 1.0) -> list[_Item]:
    """One region's lines (in reading order) → headings, paragraphs and list items."""
    items: list[_Item] = []
    if not lines:
        return items
    runs = _bold_runs(lines)
    pitch = _usual_pitch(lines)
    left = min(li.x0 for li in lines)
    right = max(li.x1 for li in lines)
    width = max(right - left, 1.0)
    prev: TextLine | None = None
    last_item: str | None = None  # label of the last list item ("d" of "d)"), to spot its successor
    for i, line in enumerate(lines):
        heading, strong = _heading_kind(line, body, runs[i], size_slack)
        text = line.text
        prev_short = prev is not None and (prev.x1 < left + 0.8 * width)
        new_block = prev is None or starts_block(
            text, prev.text if prev else None, previous_is_short=prev_short, last_item=last_item
        )
        if new_block:
            last_item = item_label(text) or last_item
        gap_break = False
        if prev is not None:
            step = line.top - prev.top
            limit = max(PARAGRAPH_GAP * pitch, pitch + 0.3 * line.size) if pitch else 1.8 * line.size
            gap_break = step > limit or step < -0.5 * line.size or abs(line.size - prev.size) > 0.15 * body
        current = items[-1] if items else None
        if heading is not None and not strong:
            # A weak heading cue inside a running block is emphasis ("... thereof – **Code Excl 12**").
            starts_here = (
                prev is None
                or new_block
                or gap_break
                or (current is not None and current.kind in (Kind.TITLE, Kind.SECTION))
                or ends_sentence(prev.text)
            )
            if not starts_here:
                heading = None
        if heading is not None:
            if (
                current is not None
                and current.kind is heading
                and not gap_break
                and not new_block
                and len(current.lines) < 4
            ):
                current.lines.append(line)
            else:
                items.append(_Item(heading, [line]))
        elif current is None or new_block or gap_break or current.kind in (Kind.TITLE, Kind.SECTION):
            marker = line_marker(text) if new_block or current is None or gap_break else Marker.NONE
            items.append(_Item(Kind.LIST_ITEM if marker is Marker.LIST else Kind.TEXT, [line]))
        elif current.kind is Kind.LIST_ITEM and line.x0 < current.lines[0].x0 - 0.5 * line.size:
            items.append(_Item(Kind.TEXT, [line]))  # outdented below a list item: the list has ended
        else:
            current.lines.append(line)
        prev = line
    return items


def _table_kind(table: GridTable, content: dict[GridCell, list[TextLine]]) -> str:
    chars = [sum(len(li.text) for li in lines) for lines in content.values() if lines]
    if not chars:
        return "empty"
    if table.n_cols == 1 or max(chars) >= FRAME_MAX_CELL_CHARS:
        return "frame"
    if table.n_cols <= 3 and sum(chars) / len(chars) >= FRAME_MIN_MEAN_CHARS:
        return "frame"
    if table.n_rows < 2 and table.n_cols < 2:
        return "frame"
    return "table"


def _split_by_tables(
    fragments: Sequence[TextLine], tables: Sequence[GridTable]
) -> tuple[list[TextLine], list[dict[GridCell, list[TextLine]]]]:
    """Words inside a table go to the cell under their centre; the rest stay in the text flow."""
    outside: list[TextLine] = []
    per_table: list[dict[GridCell, list[TextLine]]] = [{} for _ in tables]
    for frag in fragments:
        buckets: dict[tuple[int, GridCell | None], list[Word]] = {}
        for w in frag.words:
            cx, cy = (w.x0 + w.x1) / 2, (w.top + w.bottom) / 2
            key: tuple[int, GridCell | None] = (-1, None)
            for ti, table in enumerate(tables):
                if table.contains(cx, cy):
                    key = (ti, table.cell_at(cx, cy))
                    break
            buckets.setdefault(key, []).append(w)
        if len(buckets) == 1 and (-1, None) in buckets:
            outside.append(frag)
            continue
        for (ti, cell), words in buckets.items():
            part = TextLine(words=words, size=frag.size, bold=frag.bold)
            if ti < 0 or cell is None:
                outside.append(part)
            else:
                per_table[ti].setdefault(cell, []).append(part)
    return outside, per_table


def _cell_lines(parts: Sequence[TextLine]) -> list[TextLine]:
    """A cell's fragments as lines, top to bottom."""
    regions = order_lines(list(parts))
    return [li for r in regions for li in r.lines]


def _placeholder(ref: int, x0: float, top: float, x1: float, bottom: float, size: float) -> TextLine:
    return TextLine(words=[Word("", x0, top, x1, bottom)], size=size, ref=ref)


def _emit_items(writer: TextractPageWriter, items: Sequence[_Item]) -> None:
    pending_list: list[list[TextLine]] = []

    def flush_list() -> None:
        if pending_list:
            writer.list_layout(list(pending_list))
            pending_list.clear()

    for item in items:
        if item.kind is Kind.LIST_ITEM:
            pending_list.append(item.lines)
            continue
        flush_list()
        writer.text_layout(item.kind.value, item.lines)
    flush_list()


def _emit_table(
    writer: TextractPageWriter, table: GridTable, content: dict[GridCell, list[TextLine]]
) -> None:
    lines_of = {cell: _cell_lines(parts) for cell, parts in content.items()}
    # Leading rows whose text is all bold are column headers.
    header_rows: set[int] = set()
    for row in range(1, table.n_rows + 1):
        row_lines = [li for c, ls in lines_of.items() if c.row == row for li in ls]
        if row_lines and all(li.bold for li in row_lines):
            header_rows.add(row)
        else:
            break
    covered: dict[tuple[int, int], GridCell] = {}
    for cell in table.cells:
        for r in range(cell.row, cell.row + cell.row_span):
            for c in range(cell.col, cell.col + cell.col_span):
                covered.setdefault((r, c), cell)
    xs, ys = table.col_edges, table.row_edges
    cells = []
    for r in range(1, table.n_rows + 1):
        for c in range(1, table.n_cols + 1):
            owner = covered.get((r, c))
            box = (xs[c - 1], ys[r - 1], xs[c], ys[r])
            lines = lines_of.get(owner, []) if owner and (owner.row, owner.col) == (r, c) else []
            cells.append((r, c, box, lines, r in header_rows))
    merged = [(c.row, c.col, c.row_span, c.col_span) for c in table.cells if c.row_span > 1 or c.col_span > 1]
    writer.table((table.x0, table.top, table.x1, table.bottom), cells, merged)


def _overlaps(a: GridTable, b: GridTable) -> bool:
    return a.x0 < b.x1 and b.x0 < a.x1 and a.top < b.bottom and b.top < a.bottom


def _with_text_tables(body: Sequence[TextLine], ruled: list[GridTable]) -> list[GridTable]:
    """Ruled grids plus the unruled itemised tables (`pdf_text_tables`) no grid already holds.

    A grid with fewer columns than a text table it overlaps is a frame or a rule under the header, so the
    text table replaces it.
    """
    found = find_text_tables(body)
    # a benefit table without ruling lines whose cells wrap, where no grid or itemised table already is
    found += [w for w in find_wrapped_tables(body) if not any(_overlaps(w, t) for t in [*ruled, *found])]
    if not found:
        return ruled
    kept_text = [t for t in found if not any(_overlaps(t, g) and g.n_cols >= t.n_cols for g in ruled)]
    kept_ruled = [g for g in ruled if not any(_overlaps(t, g) for t in kept_text)]
    return sorted([*kept_ruled, *kept_text], key=lambda t: t.top)


def write_page(
    page: PageLines, style: DocumentStyle, *, find_ruled_tables: bool = True
) -> TextractPageWriter:
    """Lay out one page and write it as Textract blocks."""
    writer = TextractPageWriter(page.number, page.width, page.height)
    body: list[TextLine] = []
    headers: list[TextLine] = []
    footers: list[TextLine] = []
    page_numbers: list[TextLine] = []
    for frag in page.fragments:
        zone = _zone(frag, page.height)
        if zone is None:
            body.append(frag)
            continue
        key = f"{zone}:{normalise_repeating(frag.text)}"
        text = frag.text.strip()
        if is_page_number(text) or (contains_page_number(text) and len(text) <= 40):
            page_numbers.append(frag)
        elif key in style.running:
            (headers if zone == "h" else footers).append(frag)
        else:
            body.append(frag)

    slack = OCR_SIZE_SLACK if page.ocr else 1.0
    tables = find_tables(page.edges) if find_ruled_tables and page.edges else []
    tables = _with_text_tables(body, tables)
    flow, contents = _split_by_tables(body, tables)
    specials: dict[int, tuple[str, GridTable, dict[GridCell, list[TextLine]]]] = {}
    for ti, (table, content) in enumerate(zip(tables, contents, strict=True)):
        kind = _table_kind(table, content)
        if kind == "empty":
            continue
        specials[ti] = (kind, table, content)
        flow.append(_placeholder(ti, table.x0, table.top, table.x1, table.bottom, style.body_size))

    for region in order_lines(headers):
        writer.text_layout("LAYOUT_HEADER", list(region.lines))
    regions = order_lines(flow)
    for region in regions:
        run: list[TextLine] = []
        for line in region.lines:
            if line.ref < 0:
                run.append(line)
                continue
            _emit_items(writer, group_lines(run, style.body_size, size_slack=slack))
            run = []
            kind, table, content = specials[line.ref]
            if kind == "table":
                _emit_table(writer, table, content)
            else:  # a frame: each cell is a little page of its own, row by row
                for cell in sorted(content, key=lambda c: (c.row, c.col)):
                    for sub in order_lines(content[cell]):
                        _emit_items(writer, group_lines(list(sub.lines), style.body_size, size_slack=slack))
        _emit_items(writer, group_lines(run, style.body_size, size_slack=slack))
    for region in order_lines(footers):
        writer.text_layout("LAYOUT_FOOTER", list(region.lines))
    for region in order_lines(page_numbers):
        writer.text_layout("LAYOUT_PAGE_NUMBER", list(region.lines))
    return writer
