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
"""

from __future__ import annotations

import itertools
import re
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import partial
from typing import Final

from clausetrail.domain.chunk import Chunk, ChunkType, SectionType
from clausetrail.domain.clause_markers import (
    TOP_LEVEL_NAMES,
    Marker,
    MarkerKind,
    find_cross_references,
    flat_break_positions,
    own_exclusion_code,
    parse_marker,
)
from clausetrail.domain.layout import BlockKind, LayoutDocument, Table
from clausetrail.domain.section_types import classify_text, is_limits_schedule, is_limits_table, refine
from clausetrail.domain.text_signals import (
    DefinedTerm,
    DefinedTermIndex,
    contains_amounts,
    contains_durations,
    is_caps_heading,
    is_title_heading,
    parse_definition,
    sentence_spans,
)

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


# =====================================================================================================
# Lines
# =====================================================================================================


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


# =====================================================================================================
# Structure
# =====================================================================================================


class _Kind(StrEnum):
    ROOT = "root"
    NAMED = "named"  # Section 3, PART B, ANNEXURE I
    MAJOR = "major"  # unnumbered heading that opens a section (all capitals, or a layout heading)
    CLAUSE = "clause"  # dotted number (4.1) or numbered section (4 EXCLUSIONS)
    ITEM = "item"  # sub-clause: (a), i., 1), bullet, exclusion-coded entry
    DEFN = "defn"  # unnumbered definition entry ("“Hospital” means ...")
    MINOR = "minor"  # Title Case sub-heading inside a clause ("Exclusions", "Limit of Cover")
    ANON = "anon"  # text that follows a table inside the same clause
    TABLE = "table"


_LIST_KINDS: Final = frozenset({_Kind.ITEM, _Kind.DEFN})
_LINKING_WORDS: Final = frozenset(
    {
        "under",
        "per",
        "to",
        "of",
        "in",
        "with",
        "clause",
        "clauses",
        "section",
        "sections",
        "see",
        "refer",
        "than",
        "the",
        "by",
        "at",
        "from",
        "exclusion",
        "exclusions",
        "no",
        "no.",
        "para",
        "paragraph",
        "condition",
        "conditions",
        "annexure",
        "article",
        "part",
        "item",
        "benefit",
        "a",
        "an",
        "is",
        "are",
    }
)
_CLOSED_ENDINGS: Final = (".", ":", ";", ")", "?", "!", "”", '"')
_CAPS_RUN: Final = re.compile(r"[A-Z][A-Z&/\-]{3,}(?:\s+[A-Z][A-Z&/\-]+)*(?=\s+[A-Z][a-z]|\s*$)")


@dataclass(eq=False, slots=True)
class _Node:
    kind: _Kind
    rank: float
    parent: _Node | None
    title: str = ""
    number: str | None = None  # own number: "4.2" (full dotted), "a", "iv", "1", "3" (section id)
    lower_label: bool = False  # the number is a sub-clause label written in lower case
    named: str = ""  # NAMED keyword
    style: str = ""  # list style: family + punctuation
    value: int = 0  # list ordinal
    hard: bool = False
    excl_code: str | None = None
    lines: list[_Line] = field(default_factory=list)
    children: list[_Node] = field(default_factory=list)
    table: _TableUnit | None = None
    stype: SectionType = SectionType.OTHER
    tokens: int = 0  # whole subtree, tables excluded
    has_table: bool = False
    has_hard: bool = False  # some descendant must be a chunk of its own
    top_entry: bool = False  # a numbered entry directly under a section heading
    definition: DefinedTerm | None = None

    def iter_lines(self) -> Iterator[_Line]:
        yield from self.lines
        for child in self.children:
            yield from child.iter_lines()

    def iter_nodes(self) -> Iterator[_Node]:
        yield self
        for child in self.children:
            yield from child.iter_nodes()

    def ancestors(self) -> list[_Node]:
        out: list[_Node] = []
        node = self.parent
        while node is not None and node.kind is not _Kind.ROOT:
            out.append(node)
            node = node.parent
        out.reverse()
        return out


def _is_closed(line: _Line | None) -> bool:
    if line is None:
        return True
    text = line.text.rstrip()
    return text.endswith(_CLOSED_ENDINGS) or (line.marker is not None and len(text) <= line.marker.end + 2)


def _links_on(line: _Line | None) -> bool:
    """The previous line ends in a word that wants a continuation ("... subject to" / "as per Section")."""
    if line is None:
        return False
    words = line.text.rstrip().rsplit(None, 1)
    return bool(words) and words[-1].lower() in _LINKING_WORDS


def _title_of(text: str, limit: int = 100) -> str:
    s = " ".join(text.split()).rstrip(" :–-")
    if len(s) <= limit:
        return s
    for stop in (" means ", ": ", ". "):
        at = s.find(stop, 8, limit)
        if at > 0:
            return s[:at].rstrip(" :–-")
    cut = s.rfind(" ", 0, limit)
    return s[: cut if cut > 20 else limit]


def _dotted_follows(new: tuple[int, ...], cur: tuple[int, ...] | None) -> bool:
    """``new`` can follow clause ``cur``: a child, the next sibling, or the next clause of an ancestor."""
    if any(n > 199 for n in new):
        return False
    if cur is None:
        return new[0] <= 40 and all(c <= 60 for c in new[1:])
    if new == cur:
        return False
    k = 0
    while k < min(len(new), len(cur)) and new[k] == cur[k]:
        k += 1
    if k == len(cur):  # a child of cur
        return all(c <= 3 for c in new[k:])
    if k == len(new):  # an ancestor again
        return False
    return 0 < new[k] - cur[k] <= 3 and all(c <= 3 for c in new[k + 1 :])


class _Parser:
    def __init__(self, lines: list[_Line]) -> None:
        self.lines = lines
        self.root = _Node(_Kind.ROOT, -1.0, None)
        self.stack: list[_Node] = [self.root]
        self.dotted: tuple[int, ...] | None = None
        self.named_ranks: dict[str, float] = {}
        self.section_values: dict[str, int] = {}  # last value of each capital-lettered section style
        self.section_nodes: dict[str, _Node] = {}
        self.prev: _Line | None = None
        widths = sorted(len(ln.text) for ln in lines if ln.table is None)
        self.typical_width = widths[int(len(widths) * 0.75)] if widths else 80
        self.markers: list[
            Marker | None
        ] = []  # as first read (a line's marker is dropped when it is not taken)
        # next numbered marker (dotted or number) after each line, for heading look-ahead
        self.next_numbered: list[tuple[int, ...] | None] = [None] * (len(lines) + 1)
        self.next_dotted_top: list[int | None] = [None] * (len(lines) + 1)
        self.next_dotted: list[tuple[int, ...] | None] = [None] * (len(lines) + 1)
        upcoming: tuple[int, ...] | None = None
        upcoming_dotted: tuple[int, ...] | None = None
        horizon: list[int] = [10**9, 10**9]
        for i in range(len(lines) - 1, -1, -1):
            self.next_numbered[i] = upcoming if horizon[0] - i <= 60 else None
            near = horizon[1] - i <= 80
            self.next_dotted[i] = upcoming_dotted if near else None
            self.next_dotted_top[i] = upcoming_dotted[0] if upcoming_dotted and horizon[1] - i <= 40 else None
            marker = lines[i].marker = parse_marker(lines[i].text) if lines[i].table is None else None
            if marker is not None and marker.kind in (MarkerKind.DOTTED, MarkerKind.NUMBER):
                upcoming, horizon[0] = marker.numbers, i
                if marker.kind is MarkerKind.DOTTED:
                    upcoming_dotted, horizon[1] = marker.numbers, i
        self.markers = [ln.marker for ln in lines]
        self.index_of = {id(ln): k for k, ln in enumerate(lines)}

    # --- stack helpers ---------------------------------------------------------------------------

    @property
    def top(self) -> _Node:
        return self.stack[-1]

    def push(self, node: _Node, line: _Line) -> None:
        structural = node.kind in (_Kind.CLAUSE, _Kind.NAMED, _Kind.MAJOR)
        while len(self.stack) > 1 and (
            self.stack[-1].rank >= node.rank or (structural and self.stack[-1].kind is _Kind.MINOR)
        ):
            self.stack.pop()
        node.parent = self.top
        self.top.children.append(node)
        self.stack.append(node)
        node.lines.append(line)
        if not node.title:
            node.title = _title_of(line.text)

    def append(self, line: _Line) -> None:
        top = self.top
        if top.kind is _Kind.TABLE or top.children:
            if top.kind is _Kind.TABLE:
                self.stack.pop()
            anon = _Node(_Kind.ANON, self.top.rank + 0.9, None)
            self.stack.append(anon)
            anon.parent = self.stack[-2]
            anon.parent.children.append(anon)
            anon.lines.append(line)
            return
        top.lines.append(line)

    def clause_rank(self) -> float:
        for node in reversed(self.stack):
            if node.kind not in _LIST_KINDS and node.kind not in (_Kind.MINOR, _Kind.ANON, _Kind.TABLE):
                return node.rank
        return self.root.rank

    def minor_rank(self) -> float:
        """A sub-heading sits below its clause; right after another bare sub-heading, below that one."""
        top = self.top
        if top.kind is _Kind.MINOR and len(top.lines) == 1 and not top.children:
            return top.rank + 0.05
        return self.clause_rank() + 0.5

    def in_definitions(self) -> bool:
        return any(n.stype is SectionType.DEFINITIONS for n in self.stack)

    def in_definition_entry(self) -> bool:
        return any(n.definition is not None for n in self.stack)

    # --- main loop -------------------------------------------------------------------------------

    def parse(self) -> _Node:
        for i, line in enumerate(self.lines):
            if line.table is not None:
                node = _Node(_Kind.TABLE, 1e9, None, table=line.table)
                node.title = ""
                self.push(node, line)
                node.lines.clear()
                self.prev = None
                continue
            self.step(i, line)
            self.prev = line
        return self.root

    def step(self, i: int, line: _Line) -> None:
        text = line.text
        marker = line.marker
        heading_block = line.kind is BlockKind.HEADING
        continuation = _links_on(self.prev) and not heading_block and not self.prev_is_heading()
        if marker is not None and not continuation and self.take_marker(i, line, marker, heading_block):
            return
        line.marker = None
        stripped = text.strip()
        if heading_block or (
            not continuation
            and is_caps_heading(stripped)
            and not self.inside_open_sentence()
            and not self.next_is_caps(i)
            and not self.at_page_bottom(i)
        ):
            self.heading(i, line, level=line.level if heading_block else None)
            return
        if (
            not continuation
            and self.top.kind is not _Kind.ROOT
            and (_is_closed(self.prev) or self.is_short(self.prev))
            and is_title_heading(stripped)
            and self.next_starts_clause(i)
        ):
            self.push(_Node(_Kind.MINOR, self.minor_rank(), None), line)
            self.set_type(self.top)
            return
        if (
            not continuation
            and _is_closed(self.prev)
            and self.in_definitions()
            and not self.in_definition_entry()
            and (term := parse_definition(stripped)) is not None
        ):
            self.list_item(line, "defn", 0, hard=True, definition=term)
            return
        self.append(line)

    def prev_is_heading(self) -> bool:
        """The previous line was a heading on its own ("6. Exclusions"), so a word like "Exclusions" ends it."""
        top = self.top
        prev = self.prev
        return prev is not None and len(top.lines) == 1 and top.lines[0] is prev and len(prev.text) <= 80

    def is_listed_heading(self, i: int, name: str) -> bool:
        """A named heading next to another of the same kind (a table of contents or a side panel)."""
        own = self.markers[i]
        ident = own.ident if own is not None else ""
        for j in range(max(0, i - 4), min(len(self.lines), i + 5)):
            other = self.markers[j]
            if (
                j != i
                and other is not None
                and other.kind is MarkerKind.NAMED
                and other.label == name
                and other.ident != ident
                and self.lines[j].table is None
            ):
                return True
        return False

    def at_page_bottom(self, i: int) -> bool:
        """A capitals line among the last two of its page is a banner or footer: no section heading ends a page."""
        if i + 1 >= len(self.lines):
            return False
        page_no = self.lines[i].page
        below = [ln for ln in self.lines[i + 1 : i + 3] if ln.page == page_no]
        return len(below) <= 1

    def next_is_caps(self, i: int) -> bool:
        """Consecutive all-capitals lines are rows of a list ("BABY FOOD", "BUDS"), not headings."""
        if i + 1 >= len(self.lines) or self.lines[i + 1].table is not None:
            return False
        following = self.lines[i + 1]
        return (
            following.marker is None
            and is_caps_heading(following.text)
            and following.kind is not BlockKind.HEADING
        )

    def is_short(self, line: _Line | None) -> bool:
        """A line that stops well before the right margin ends its paragraph."""
        return line is not None and len(line.text.rstrip()) < 0.6 * self.typical_width

    def next_starts_clause(self, i: int) -> bool:
        """The line after a candidate heading does not carry on its sentence (no lower-case start)."""
        if i + 1 >= len(self.lines):
            return True
        following = self.lines[i + 1]
        if following.table is not None or following.page != self.lines[i].page:
            return True
        first = following.text.lstrip()[:1]
        return not first.islower()

    def inside_open_sentence(self) -> bool:
        prev = self.prev
        return prev is not None and prev.text.rstrip().endswith((",", "-", "–", "/", "&"))

    # --- headings --------------------------------------------------------------------------------

    def heading(self, i: int, line: _Line, level: int | None) -> None:
        """An unnumbered heading: a section of its own (MAJOR) or a sub-heading inside a clause (MINOR).

        Inside numbered clauses, a heading whose next dotted clause carries on the same numbering is a
        sub-heading ("Exclusions" inside 3.1.15, before 3.1.16); one after which numbering restarts opens a
        new section. Layout heading levels are not trusted for this: OCR levels come from font sizes.
        """
        major = True
        upcoming = self.next_dotted[i]
        caps = is_caps_heading(line.text)
        if self.dotted is not None and any(n.kind is _Kind.CLAUSE for n in self.stack):
            if upcoming is None:
                major = caps
            elif _dotted_follows(upcoming, self.dotted):
                major = caps and upcoming[0] != self.dotted[0]
            else:  # numbering restarts after it
                self.dotted = None
        if major:
            rank = 2.0 + 0.01 * ((level or 1) - 1)
            node = _Node(_Kind.MAJOR, rank, None, hard=True)
        else:
            node = _Node(_Kind.MINOR, self.minor_rank(), None)
        self.push(node, line)
        self.set_type(node)

    # --- markers ---------------------------------------------------------------------------------

    def take_marker(self, i: int, line: _Line, marker: Marker, heading_block: bool) -> bool:
        kind = marker.kind
        rest = line.text[marker.end :].strip()
        if kind is MarkerKind.NAMED:
            name = marker.label
            if self.is_listed_heading(i, name):
                return False  # "Annexure I ...", "Annexure II ..." in a row: a list of contents, not headings
            if name in TOP_LEVEL_NAMES:
                rank = 0.0
            else:
                rank = self.named_ranks.setdefault(name, 1.0 + 0.01 * len(self.named_ranks))
            number = (
                f"{name.capitalize()} {marker.ident}"
                if name in TOP_LEVEL_NAMES or name == "part"
                else marker.ident
            )
            node = _Node(_Kind.NAMED, rank, None, number=number, named=name, hard=True)
            self.dotted = None
            self.push(node, line)
            self.set_type(node)
            return True
        if kind is MarkerKind.EXCL:
            return self.exclusion_line(line, marker)
        if kind is MarkerKind.DOTTED:
            if _dotted_follows(marker.numbers, self.dotted) or heading_block:
                self.clause(line, marker.numbers, marker.label or None)
                return True
            return False
        if kind is MarkerKind.NUMBER and self.is_section_number(i, marker, rest, heading_block):
            self.clause(line, marker.numbers)
            return True
        return self.list_marker(line, marker)

    def is_section_number(self, i: int, marker: Marker, rest: str, heading_block: bool) -> bool:
        if marker.punct == "()":
            return False
        value = marker.numbers[0]
        following = self.lines[i + 1].marker if i + 1 < len(self.lines) else None
        if (
            following is not None
            and following.kind is MarkerKind.NUMBER
            and following.numbers[0] == value + 1
        ):
            return False  # "1 BABY FOOD" / "2 BABY UTILITIES": a numbered list, not sections
        flat = self.lines[i].flat  # a segment of a flat text layer: the heading runs into its text
        headingish = heading_block or is_caps_heading(rest) or (flat and _CAPS_RUN.match(rest) is not None)
        followed = self.next_dotted_top[i] == value
        if self.dotted is None:
            return (headingish and value <= 3) or (followed and (headingish or is_title_heading(rest)))
        if value not in (self.dotted[0] + 1, self.dotted[0] + 2):
            return False
        if headingish or followed:
            return True
        # "6. Exclusions", "3. Benefits covered under the Policy": the next section number with a short title,
        # unless it continues an open numbered list ("3. Severe Sleep Apnea" after "2.")
        short_title = len(rest) <= 60 and not rest.rstrip().endswith((".", ";", ",")) and rest[:1].isupper()
        continues_list = any(
            n.kind in _LIST_KINDS and n.style.startswith("num") and n.value == value - 1 for n in self.stack
        )
        return value == self.dotted[0] + 1 and short_title and not continues_list

    def clause(self, line: _Line, numbers: tuple[int, ...], label: str | None = None) -> None:
        self.dotted = numbers
        # "4 EXCLUSIONS" ranks with unnumbered sections; compound numbers keep their letters ("D.I.1")
        rank = 2.0 if len(numbers) == 1 else 3.0 + len(numbers)
        number = label or ".".join(str(n) for n in numbers)
        node = _Node(_Kind.CLAUSE, rank, None, number=number, hard=True)
        self.push(node, line)
        node.excl_code = own_exclusion_code(line.text)
        self.set_type(node)

    def exclusion_line(self, line: _Line, marker: Marker) -> bool:
        """A line that starts with an exclusion code: the rest of a clause heading, or a new coded entry."""
        owner = self.top
        in_heading = len(owner.lines) <= 3 and sum(len(ln.text) for ln in owner.lines) <= 200
        if owner.kind is not _Kind.ROOT and owner.excl_code is None and not owner.children and in_heading:
            owner.excl_code = marker.label
            owner.lines.append(line)
            owner.hard = owner.hard or owner.kind is not _Kind.MINOR
            self.set_type(owner)
            return True
        node = self.list_item(line, "excl", int(marker.label[4:]), hard=True)
        node.excl_code = marker.label
        node.number = None
        self.set_type(node)
        return True

    def list_marker(self, line: _Line, marker: Marker) -> bool:
        readings = [(family + marker.punct, value) for family, value in marker.interpretations]
        if not readings:
            return False
        if self.lettered_section(line, marker, readings):
            return True
        for depth in range(len(self.stack) - 1, 0, -1):
            level = self.stack[depth]
            if level.kind not in _LIST_KINDS:
                break
            for style, value in readings:
                if level.style != style and not (marker.weak and level.style.startswith(style.rstrip())):
                    continue
                if style.startswith(("bullet", "excl", "defn")) or level.value < value <= level.value + 2:
                    self.list_item(line, style, value, rank=level.rank, marker=marker)
                    return True
        if self.resume_list(line, marker, readings):
            return True
        if marker.weak:
            return False
        style, value = min(readings, key=lambda r: (r[1] != 1, r[1], not r[0].startswith("roman")))
        rank = None
        top = self.top
        if top.kind is _Kind.ITEM and top.lines and top.lines[-1].text.rstrip().endswith("."):
            rest = line.text[marker.end :].strip()
            if is_title_heading(rest) or is_caps_heading(rest):
                # a new list of headed entries after a finished sentence: a sibling of the open list, not its child
                outermost = next(n for n in self.stack if n.kind in _LIST_KINDS)
                rank = outermost.rank
        self.list_item(line, style, value, rank=rank, marker=marker)
        return True

    def lettered_section(self, line: _Line, marker: Marker, readings: list[tuple[str, int]]) -> bool:
        """ "I. Definitions", "II. Coverage", "III. EXCLUSIONS" (or "A.", "B."): sections numbered with capitals."""
        if (
            marker.kind not in (MarkerKind.ROMAN, MarkerKind.LETTER)
            or not marker.label.isupper()
            or marker.weak
        ):
            return False
        rest = line.text[marker.end :].strip().rstrip(":")
        titled = is_title_heading(rest) or is_caps_heading(rest)
        short = len(rest) <= 60 and rest[:1].isupper() and not rest.endswith((".", ";", ","))
        if not short:
            return False
        if self.next_entry_close(line, readings):
            return (
                False  # "B. Balloon Sinuplasty" then "C. Deep Brain stimulation": a short list, not sections
            )
        inside_clause = any(n.kind is _Kind.CLAUSE for n in self.stack)
        top_level = all(n.kind not in _LIST_KINDS for n in self.stack)
        for style, value in sorted(readings, key=lambda r: not r[0].startswith("roman")):
            last = self.section_values.get(style)
            first = (
                last is None and value <= 2 and not inside_clause and top_level and titled and len(rest) <= 40
            )
            follows = last is not None and (value == last + 1 or (titled and last < value <= last + 2))
            if first or follows:
                self.section_values[style] = value
                rank = self.named_ranks.setdefault(style, 1.0 + 0.01 * len(self.named_ranks))
                node = _Node(_Kind.NAMED, rank, None, number=marker.label, named=style, hard=True)
                previous = self.section_nodes.get(style)
                if follows and previous is not None and previous.parent in self.stack:
                    # the next section closes whatever came in between (a boxed annexure, a side panel)
                    del self.stack[self.stack.index(previous.parent) + 1 :]
                self.section_nodes[style] = node
                self.push(node, line)
                self.set_type(node)
                return True
        return False

    def next_entry_close(self, line: _Line, readings: list[tuple[str, int]]) -> bool:
        """The next entry of the same style follows within three lines."""
        i = self.index_of[id(line)]
        for j in range(i + 1, min(len(self.lines), i + 4)):
            other = self.markers[j]
            if other is None:
                continue
            other_readings = {(family + other.punct, value) for family, value in other.interpretations}
            if any((style, value + 1) in other_readings for style, value in readings):
                return True
        return False

    def resume_list(self, line: _Line, marker: Marker, readings: list[tuple[str, int]]) -> bool:
        """A list interrupted by a sub-heading or a table goes on ("2. Standard Exclusions" after "1. ...")."""
        for depth in range(len(self.stack) - 1, -1, -1):
            holder = self.stack[depth]
            last = next((c for c in reversed(holder.children) if c.kind in _LIST_KINDS), None)
            if last is None or last is self.top:
                continue
            for style, value in readings:
                family = style.rstrip(".) (")
                same_style = last.style == style or (marker.weak and last.style.startswith(family))
                if same_style and value >= 2 and last.value < value <= last.value + 2:
                    del self.stack[depth + 1 :]
                    self.list_item(line, style, value, rank=last.rank, marker=marker)
                    return True
        return False

    def list_item(
        self,
        line: _Line,
        style: str,
        value: int,
        *,
        rank: float | None = None,
        hard: bool = False,
        marker: Marker | None = None,
        definition: DefinedTerm | None = None,
    ) -> _Node:
        if rank is None:
            top = self.top
            rank = top.rank + 1 if top.kind in _LIST_KINDS else max(20.0, top.rank + 1)
        kind = _Kind.DEFN if style == "defn" else _Kind.ITEM
        node = _Node(kind, rank, None, style=style, value=value, definition=definition)
        if marker is not None and marker.kind in (MarkerKind.LETTER, MarkerKind.ROMAN, MarkerKind.NUMBER):
            node.number = marker.label or str(marker.numbers[0])
            node.lower_label = marker.kind is not MarkerKind.NUMBER and node.number.islower()
        self.push(node, line)
        parent = node.parent
        assert parent is not None
        code = own_exclusion_code(line.text)
        if code:
            node.excl_code = code
        heading_parent = parent.kind is _Kind.CLAUSE and len(parent.lines) == 1
        entry_text = line.text[marker.end :].strip() if marker is not None else line.text
        node.top_entry = not style.startswith("bullet") and (
            parent.kind in (_Kind.ROOT, _Kind.NAMED, _Kind.MAJOR)
            or (heading_parent and (is_title_heading(entry_text) or is_caps_heading(entry_text)))
        )
        node.hard = hard or node.excl_code is not None
        self.set_type(node)
        if (
            definition is None
            and kind is _Kind.ITEM
            and node.stype is SectionType.DEFINITIONS
            and not any(a.definition is not None for a in node.ancestors())
            and not style.startswith("bullet")
        ):
            body = line.text[marker.end :] if marker is not None else line.text
            node.definition = parse_definition(body.strip())
            if node.definition is not None:
                node.hard = True
        return node

    def set_type(self, node: _Node) -> None:
        parent = node.parent
        current = parent.stype if parent is not None else SectionType.OTHER
        strong = node.kind in (_Kind.NAMED, _Kind.MAJOR, _Kind.CLAUSE, _Kind.MINOR) or node.hard
        title = node.title if node.kind is not _Kind.ITEM or strong else node.title[:80]
        node.stype = refine(current, title, node.excl_code, strong=strong)
        if node.kind is _Kind.CLAUSE and node.stype is SectionType.DEFINITIONS and node.definition is None:
            marker = node.lines[0].marker if node.lines else None
            body = node.lines[0].text[marker.end :] if marker is not None else node.lines[0].text
            if parent is not None and parent.stype is SectionType.DEFINITIONS:
                node.definition = parse_definition(body.strip())


_CODE_SCOPE: Final = frozenset({SectionType.EXCLUSIONS, SectionType.WAITING_PERIODS, SectionType.OTHER})


def _assign_exclusion_codes(node: _Node) -> None:
    """A clause whose heading (first lines) names one exclusion code carries it ("... thereof – Code Excl 12").

    Also: a numbered entry directly under a section heading is a clause of its own when it has a body
    (not a one-line entry of a list such as "1 BABY FOOD").
    """
    for child in node.children:
        if child.top_entry and (child.children or len(child.lines) > 1):
            child.hard = True
        if (
            child.definition is None
            and child.kind in (_Kind.CLAUSE, _Kind.ITEM)
            and node.stype is SectionType.DEFINITIONS
            and node.definition is None
            and not any(a.definition is not None for a in node.ancestors())
            and child.lines
            and not child.style.startswith("bullet")
        ):
            first = child.lines[0]
            body = first.text[first.marker.end :] if first.marker is not None else first.text
            if len(child.lines) > 1:
                body = f"{body.strip()} {child.lines[1].text.strip()}"
            child.definition = parse_definition(body.strip())
            if child.definition is not None:
                child.hard = True
        if (
            child.excl_code is None
            and child.kind in (_Kind.CLAUSE, _Kind.ITEM)
            and node.stype in _CODE_SCOPE
            and child.lines
        ):
            heading = "\n".join(ln.text for ln in child.lines[:5])[:400]
            child.excl_code = own_exclusion_code(heading)
            if child.excl_code:
                child.hard = True
        _assign_exclusion_codes(child)


def _retype(node: _Node) -> None:
    """Section types top-down, once exclusion codes are known."""
    for child in node.children:
        current = node.stype
        strong = child.kind in (_Kind.NAMED, _Kind.MAJOR, _Kind.CLAUSE, _Kind.MINOR) or child.hard
        if child.kind in (_Kind.ANON, _Kind.TABLE):
            child.stype = current
        else:
            child.stype = refine(current, child.title, child.excl_code, strong=strong)
        _retype(child)


def _finish(node: _Node) -> None:
    """Fill subtree token counts and table / hard-descendant flags, children first."""
    total = sum(ln.tokens for ln in node.lines)
    has_table = node.kind is _Kind.TABLE
    has_hard = False
    for child in node.children:
        _finish(child)
        total += child.tokens
        has_table = has_table or child.has_table
        has_hard = has_hard or child.hard or child.has_hard
    node.tokens = total
    node.has_table = has_table
    node.has_hard = has_hard


# =====================================================================================================
# Chunks
# =====================================================================================================


@dataclass(slots=True)
class _Atom:
    """A verbatim piece of text: a line, a sentence or a table row group."""

    text: str
    sep: str
    page_start: int
    page_end: int
    tokens: int
    node: _Node | None = None  # the node whose line this is (lines only)
    first_line: bool = False  # the first line of that node


@dataclass(slots=True)
class _Draft:
    atoms: list[_Atom]
    start: _Node  # the clause the chunk starts with
    start_is_group_child: bool  # starts at a sub-clause of ``start``'s parent (path stops at the parent)
    chunk_type: ChunkType | None = None
    limit: int = 0
    stype: SectionType | None = None  # fixed once the whole draft is known, kept by its pieces


def _line_atoms(lines: list[_Line], owner: dict[int, _Node]) -> list[_Atom]:
    out: list[_Atom] = []
    for ln in lines:
        node = owner.get(id(ln))
        out.append(
            _Atom(
                ln.text, ln.sep, ln.page, ln.page, ln.tokens, node, node is not None and node.lines[0] is ln
            )
        )
    return out


def _join(atoms: list[_Atom]) -> str:
    if not atoms:
        return ""
    parts = [atoms[0].text]
    for atom in atoms[1:]:
        parts.append(atom.sep or " ")
        parts.append(atom.text)
    return "".join(parts)


class _Budget:
    """Token counts without calling the (possibly slow) counter for every line.

    Lines get an estimate from the document's own characters-per-token ratio (one calibration call);
    a size decision far from the limit trusts the estimate, one near it counts exactly. Exact counts
    are cached, so a chunk's final count is taken once.
    """

    def __init__(self, count: TokenCounter, lines: list[str]) -> None:
        self.count = count
        self.cache: dict[str, int] = {}
        sample: list[str] = []
        chars = 0
        for line in lines:
            if chars > 12000:
                break
            sample.append(line)
            chars += len(line)
        self.ratio, self.per_line = 0.25, 1.0
        if chars:  # tokens per character, and what a line break costs over a space
            spaced = self.exact(" ".join(sample))
            self.ratio = max(spaced / chars, 0.02)
            self.per_line = max((self.exact("\n".join(sample)) - spaced) / max(len(sample) - 1, 1), 0.0)

    def exact(self, text: str) -> int:
        cached = self.cache.get(text)
        if cached is None:
            cached = self.count(text)
            if len(self.cache) < 20000:
                self.cache[text] = cached
        return cached

    def estimate(self, text: str) -> int:
        """Tokens of ``text`` plus one for the line break or space before it."""
        return max(1, round(len(text) * self.ratio + self.per_line)) if text.strip() else 0

    def fits(self, estimate: int, limit: int, text: Callable[[], str]) -> bool:
        if estimate <= 0.75 * limit:
            return True
        if estimate > 1.25 * limit:
            return False
        return self.exact(text()) <= limit


class _Chunker:
    def __init__(self, root: _Node, budget: _Budget, config: ChunkingConfig) -> None:
        self.root = root
        self.budget = budget
        self.config = config
        self.drafts: list[_Draft] = []
        self.carry: list[_Atom] = []
        self.owner: dict[int, _Node] = {}
        for node in root.iter_nodes():
            for ln in node.lines:
                self.owner[id(ln)] = node

    # --- sizes -----------------------------------------------------------------------------------

    def limit_for(self, node: _Node) -> int:
        if node.stype is SectionType.DEFINITIONS:
            return self.config.definition_max_tokens
        return self.config.prose_max_tokens

    def atoms_fit(self, atoms: list[_Atom], limit: int) -> bool:
        return self.budget.fits(sum(a.tokens for a in atoms), limit, lambda: _join(atoms))

    def node_fits(self, node: _Node, limit: int) -> bool:
        return self.budget.fits(
            node.tokens, limit, lambda: _join(_line_atoms(list(node.iter_lines()), self.owner))
        )

    # --- emission --------------------------------------------------------------------------------

    def emit(self, draft: _Draft) -> None:
        if self.carry:
            merged = [*self.carry, *draft.atoms]
            if self.atoms_fit(merged, draft.limit):
                draft.atoms = merged
                heading_owner = self.carry[-1].node
                if (
                    draft.start_is_group_child
                    and heading_owner is not None
                    and draft.start.parent is heading_owner
                ):
                    draft.start, draft.start_is_group_child = (
                        heading_owner,
                        False,
                    )  # it starts with the clause heading
            else:
                owner = self.carry[-1].node or draft.start
                self.drafts.append(_Draft(list(self.carry), owner, False, None, self.limit_for(owner)))
            self.carry = []
        self.drafts.append(draft)

    def flush_carry(self) -> None:
        if self.carry:
            owner = self.carry[-1].node or self.root
            self.drafts.append(_Draft(list(self.carry), owner, False, None, self.limit_for(owner)))
            self.carry = []

    def run(self) -> list[_Draft]:
        self.chunk_node(self.root)
        self.flush_carry()
        return self.drafts

    def chunk_node(self, node: _Node) -> None:
        limit = self.limit_for(node)
        if node.kind is _Kind.TABLE:
            self.emit_table_node(node)
            return
        if (
            node.kind is not _Kind.ROOT
            and not node.has_table
            and not node.has_hard
            and self.node_fits(node, limit)
        ):
            atoms = _line_atoms(list(node.iter_lines()), self.owner)
            if atoms:
                self.emit(_Draft(atoms, node, False, None, limit))
            return
        group: list[_Atom] = []
        group_start: _Node | None = None
        group_is_child = False
        own_only = False

        def flush() -> None:
            nonlocal group, group_start, own_only, group_is_child
            if group and group_start is not None:
                tokens = sum(a.tokens for a in group)
                if (
                    own_only
                    and tokens <= self.config.heading_carry_max_tokens
                    and node.kind is not _Kind.ROOT
                ):
                    self.carry.extend(group)
                else:
                    self.emit(_Draft(group, group_start, group_is_child, None, limit))
            group, group_start, own_only, group_is_child = [], None, False, False

        own = _line_atoms(node.lines, self.owner)
        if own:
            if not self.atoms_fit(own, limit):
                for piece in self.split_prose(own, limit):
                    self.emit(_Draft(piece, node, False, None, limit))
            else:
                group, group_start, own_only = own, node, True
        for child in node.children:
            if child.kind is _Kind.TABLE:
                flush()
                self.emit_table_node(child)
                continue
            if child.hard or child.has_table or child.has_hard or not self.node_fits(child, limit):
                flush()
                self.chunk_node(child)
                continue
            atoms = _line_atoms(list(child.iter_lines()), self.owner)
            if group and not self.atoms_fit([*group, *atoms], limit):
                flush()
            if not group:
                group_start, group_is_child = child, True
            group.extend(atoms)
            own_only = False
        flush()
        if any(a.node is node for a in self.carry):
            self.flush_carry()

    # --- prose -----------------------------------------------------------------------------------

    def split_prose(self, atoms: list[_Atom], limit: int) -> list[list[_Atom]]:
        """Sentence pieces of a run of lines, packed up to ``limit``, each overlapping the one before."""
        text_parts: list[str] = []
        starts: list[int] = []
        pos = 0
        for k, atom in enumerate(atoms):
            if k:
                text_parts.append(atom.sep or " ")
                pos += len(atom.sep or " ")
            starts.append(pos)
            text_parts.append(atom.text)
            pos += len(atom.text)
        text = "".join(text_parts)

        def covering(a: int, b: int) -> list[_Atom]:
            first = max(bisect_right(starts, a) - 1, 0)
            last = max(bisect_right(starts, max(b - 1, a)) - 1, first)
            return atoms[first : last + 1]

        sentences: list[_Atom] = []
        previous_end = 0
        for a, b in sentence_spans(text):
            sep = text[previous_end:a] if sentences else ""
            piece = text[a:b]
            touched = covering(a, b)
            p0, p1 = min(t.page_start for t in touched), max(t.page_end for t in touched)
            node = touched[0].node
            estimate = self.budget.estimate(piece)
            if not self.budget.fits(estimate, limit, partial(str, piece)):
                sentences.extend(self.split_words(piece, sep, p0, p1, limit, node))
            else:
                sentences.append(_Atom(piece, sep, p0, p1, estimate, node))
            previous_end = b
        return self.pack(sentences, limit, overlap=True)

    def split_words(
        self, text: str, sep: str, p0: int, p1: int, limit: int, node: _Node | None
    ) -> list[_Atom]:
        """A sentence over the limit, cut at spaces into pieces that fit."""
        words = text.split(" ")
        pieces: list[_Atom] = []
        current: list[str] = []
        estimate = 0
        for word in words:
            word_estimate = self.budget.estimate(word) + 1
            if current and estimate + word_estimate > 0.9 * limit:
                piece = " ".join(current)
                pieces.append(_Atom(piece, sep if not pieces else " ", p0, p1, estimate, node))
                current, estimate = [], 0
            current.append(word)
            estimate += word_estimate
        if current:
            piece = " ".join(current)
            pieces.append(_Atom(piece, sep if not pieces else " ", p0, p1, estimate, node))
        out: list[_Atom] = []
        for atom in pieces:  # the estimate was off: halve until each piece fits
            out.extend(self.halve(atom, limit))
        return out

    def halve(self, atom: _Atom, limit: int) -> list[_Atom]:
        exact = self.budget.exact(atom.text)
        words = atom.text.split(" ")
        if exact <= limit or len(words) < 2:
            atom.tokens = exact
            return [atom]
        middle = len(words) // 2
        left = _Atom(" ".join(words[:middle]), atom.sep, atom.page_start, atom.page_end, 0, atom.node)
        right = _Atom(" ".join(words[middle:]), " ", atom.page_start, atom.page_end, 0, atom.node)
        return [*self.halve(left, limit), *self.halve(right, limit)]

    def pack(self, atoms: list[_Atom], limit: int, *, overlap: bool) -> list[list[_Atom]]:
        pieces: list[list[_Atom]] = []
        current: list[_Atom] = []
        for atom in atoms:
            if current and not self.atoms_fit([*current, atom], limit):
                pieces.append(current)
                current = []
                if overlap:
                    tail = self.overlap_atom(pieces[-1][-1])
                    if tail is not None and self.atoms_fit([tail, atom], limit):
                        current = [tail]
            current.append(atom)
        if current:
            pieces.append(current)
        return pieces

    def overlap_atom(self, last: _Atom) -> _Atom | None:
        """The end of the previous piece repeated: its last sentence, or about ``overlap_chars`` of it."""
        max_chars = self.config.overlap_chars
        if max_chars <= 0:
            return None
        text = last.text
        if len(text) > 2 * max_chars:
            cut = text.find(" ", len(text) - max_chars)
            if cut < 0:
                return None
            text = text[cut + 1 :]
        return _Atom(text, "", last.page_end, last.page_end, self.budget.estimate(text), last.node)

    # --- tables ----------------------------------------------------------------------------------

    def emit_table_node(self, node: _Node) -> None:
        """The table, then any clauses the parser hung under it (they keep their text and their own chunks)."""
        self.emit_table(node)
        for child in node.children:
            self.chunk_node(child)

    def emit_table(self, node: _Node) -> None:
        unit = node.table
        assert unit is not None
        limit = self.config.table_max_tokens
        parent = node.parent or self.root
        if not unit.rows or self.budget.exact(unit.text) <= limit:
            atom = _Atom(unit.text, "\n", unit.page_start, unit.page_end, self.budget.exact(unit.text))
            self.emit(_Draft([atom], parent, False, ChunkType.TABLE, limit))
            return
        header = "\n".join(unit.header)

        def render(rows: list[tuple[str, int]]) -> str:
            body = "\n".join(r for r, _ in rows)
            return f"{header}\n{body}" if header else body

        def emit_rows(rows: list[tuple[str, int]]) -> None:
            text = render(rows)
            if len(rows) > 1 and self.budget.exact(text) > limit:  # estimate was off: halve on a row boundary
                middle = len(rows) // 2
                emit_rows(rows[:middle])
                emit_rows(rows[middle:])
                return
            pages = [p for _, p in rows]
            atom = _Atom(text, "\n", min(pages), max(pages), self.budget.exact(text))
            self.emit(_Draft([atom], parent, False, ChunkType.TABLE, limit))

        header_estimate = self.budget.estimate(header) if header else 0
        room = max(limit - self.budget.exact(header) if header else limit, 8)
        group: list[tuple[str, int]] = []
        estimate = header_estimate
        for row, page in zip(unit.rows, unit.row_pages, strict=False):
            row_estimate = self.budget.estimate(row) + 1
            if row_estimate > room and self.budget.exact(row) > room:  # one row alone over the limit
                if group:
                    emit_rows(group)
                    group, estimate = [], header_estimate
                for piece in self.split_words(row, "", page, page, room, None):
                    emit_rows([(piece.text, page)])
                continue
            if group and not self.budget.fits(
                estimate + row_estimate, limit, partial(render, [*group, (row, page)])
            ):
                emit_rows(group)
                group, estimate = [], header_estimate
            group.append((row, page))
            estimate += row_estimate
        if group:
            emit_rows(group)


# =====================================================================================================
# Metadata
# =====================================================================================================


def _clause_no(node: _Node) -> str | None:
    """Most specific clause number of ``node``: "4.2", "4.2(a)", "Excl07", "Excl01(b)", "IV.A.1"."""
    labels: list[tuple[str, bool]] = []  # (label, is_sub) from the node upwards
    current: _Node | None = node
    base: str | None = None
    while current is not None and current.kind is not _Kind.ROOT:
        if current.kind is _Kind.CLAUSE and current.number:
            base = current.number
            break
        if current.excl_code and current.kind is not _Kind.CLAUSE:
            base = current.excl_code
            break
        if current.kind is _Kind.NAMED and current.number:
            if current.named in TOP_LEVEL_NAMES or current.named == "part":
                if not labels:
                    base = current.number
                break
            base = current.number
            break
        if current.kind is _Kind.ITEM and current.number:
            labels.append((current.number, current.lower_label))
        current = current.parent
    labels.reverse()
    if base is None and not labels:
        return None
    out = base or ""
    for label, lower in labels:
        if base is not None or lower:
            out += f"({label})"
        else:
            out += ("." if out else "") + label
    return out or None


def _section_path(draft: _Draft) -> tuple[str, ...]:
    node = draft.start
    chain = node.ancestors()
    if node.kind is _Kind.MINOR or (
        not draft.start_is_group_child
        and (node.hard or node.kind in (_Kind.CLAUSE, _Kind.NAMED, _Kind.MAJOR))
    ):
        chain.append(node)
    return tuple(n.title for n in chain if n.kind not in (_Kind.ANON, _Kind.TABLE) and n.title)


def _chunk_type(draft: _Draft) -> ChunkType:
    if draft.chunk_type is not None:
        return draft.chunk_type
    items = [a for a in draft.atoms if a.first_line and a.node is not None and a.node.kind in _LIST_KINDS]
    item_chars = sum(len(a.text) for a in draft.atoms if a.node is not None and a.node.kind in _LIST_KINDS)
    total = sum(len(a.text) for a in draft.atoms) or 1
    only_items = (
        bool(items) and item_chars == total and draft.start.kind is _Kind.ITEM and not draft.start.hard
    )
    if len(items) < 2 and not only_items:
        return ChunkType.PROSE
    return ChunkType.LIST if item_chars * 2 >= total else ChunkType.PROSE


def _section_type(draft: _Draft, text: str, chunk_type: ChunkType) -> SectionType:
    start = draft.start
    stype = start.stype
    if stype is SectionType.OTHER:
        stype = classify_text(text)
    if stype in (SectionType.OTHER, SectionType.BENEFITS) and (
        (chunk_type is ChunkType.TABLE and is_limits_table(text)) or is_limits_schedule(text)
    ):
        stype = SectionType.FINANCIAL_LIMITS
    return stype


def _collect_terms(root: _Node) -> list[DefinedTerm]:
    return [n.definition for n in root.iter_nodes() if n.definition is not None]


def chunk_document(
    doc: LayoutDocument, count_tokens: TokenCounter, config: ChunkingConfig | None = None
) -> list[Chunk]:
    """Split a policy wording into clause-aware chunks (SPEC §2.3). The same input gives the same chunks."""
    cfg = config or DEFAULT_CONFIG
    pages = _document_lines(doc, count_tokens, cfg)
    if cfg.drop_running_lines:
        pages = _drop_running_lines(pages)
    lines = [ln for page in pages for ln in page]
    budget = _Budget(count_tokens, [ln.text for ln in lines if ln.table is None])
    for ln in lines:
        if ln.table is None:
            ln.tokens = budget.estimate(ln.text)
    root = _Parser(lines).parse()
    _assign_exclusion_codes(root)
    _retype(root)
    _finish(root)
    chunker = _Chunker(root, budget, cfg)
    drafts = chunker.run()
    terms = DefinedTermIndex(_collect_terms(root))
    chunks: list[Chunk] = []
    for draft in drafts:
        for piece in _enforce_limit(draft, chunker):
            chunk = _to_chunk(len(chunks), piece, budget, terms)
            if chunk is not None:
                chunks.append(chunk)
    return chunks


def _enforce_limit(draft: _Draft, chunker: _Chunker) -> list[_Draft]:
    """Fix the draft's section type and size limit; re-split it when its exact token count is over the limit.

    (Estimates and sums of parts can be off, and a chunk that reads as a definition gets the definition limit.)
    """
    budget = chunker.budget
    config = chunker.config
    text = _join(draft.atoms)
    chunk_type = _chunk_type(draft)
    draft.stype = _section_type(draft, text, chunk_type)
    if chunk_type is ChunkType.TABLE:
        table_limit = config.table_max_tokens
        if budget.exact(text) <= table_limit:
            return [draft]
        table = draft.atoms[-1]
        parts: list[_Draft] = []
        if len(draft.atoms) > 1:  # a heading carried into the table: give it back its own chunk
            heading = _Draft(
                draft.atoms[:-1], draft.start, draft.start_is_group_child, None, config.prose_max_tokens
            )
            parts.extend(_enforce_limit(heading, chunker))
        if budget.exact(table.text) <= table_limit:
            return [
                *parts,
                _Draft(
                    [table],
                    draft.start,
                    draft.start_is_group_child,
                    ChunkType.TABLE,
                    table_limit,
                    draft.stype,
                ),
            ]
        # a table with no body rows, or one row alone over the limit: cut at spaces
        words = chunker.split_words(table.text, "", table.page_start, table.page_end, table_limit, None)
        pieces = [
            _Draft([w], draft.start, draft.start_is_group_child, ChunkType.TABLE, table_limit, draft.stype)
            for w in words
        ]
        return [*parts, *pieces]
    if draft.stype is SectionType.DEFINITIONS:
        limit = config.definition_max_tokens
    elif chunk_type is ChunkType.LIST:
        limit = config.list_max_tokens
    else:
        limit = config.prose_max_tokens
    if budget.exact(text) <= limit:
        return [draft]
    out: list[_Draft] = []
    for piece in chunker.split_prose(draft.atoms, limit):
        piece_text = _join(piece)
        if budget.exact(piece_text) > limit:
            first, last = piece[0], piece[-1]
            words = chunker.split_words(piece_text, "", first.page_start, last.page_end, limit, first.node)
            groups = [[w] for w in words]
        else:
            groups = [piece]
        for atoms in groups:
            out.append(
                _Draft(atoms, draft.start, draft.start_is_group_child, draft.chunk_type, limit, draft.stype)
            )
    return out


def _to_chunk(ordinal: int, draft: _Draft, budget: _Budget, terms: DefinedTermIndex) -> Chunk | None:
    text = _join(draft.atoms)
    if not text.strip():
        return None
    chunk_type = _chunk_type(draft)
    node = draft.start
    clause_no = _clause_no(node)
    own_refs = {r for r in (clause_no, node.excl_code) if r}
    for atom in draft.atoms:
        if atom.first_line and atom.node is not None:
            own_refs.update(r for r in (_clause_no(atom.node), atom.node.excl_code) if r)
    references = tuple(r for r in find_cross_references(text) if r not in own_refs)
    return Chunk(
        ordinal=ordinal,
        text=text,
        section_path=_section_path(draft),
        clause_no=clause_no,
        section_type=draft.stype or _section_type(draft, text, chunk_type),
        chunk_type=chunk_type,
        page_start=min(a.page_start for a in draft.atoms),
        page_end=max(a.page_end for a in draft.atoms),
        token_count=budget.exact(text),
        contains_amounts=contains_amounts(text),
        contains_durations=contains_durations(text),
        cross_references=references,
        defined_terms=terms.find(text),
        exclusion_code=_exclusion_code(node),
    )


def _exclusion_code(node: _Node) -> str | None:
    current: _Node | None = node
    while current is not None:
        if current.excl_code:
            return current.excl_code
        current = current.parent
    return None


# =====================================================================================================
# Flat text and embedding
# =====================================================================================================


def split_flat_text(text: str, max_tokens: int, count_tokens: TokenCounter) -> list[str]:
    """Split a text layer with no line breaks into pieces of at most ``max_tokens``.

    Priority: clause markers (`` 4.1.``, `` Code-Excl``, `` 5.2 ``, ``Section 3``, `` (a)``), then sentence
    boundaries, then whitespace. Pieces are verbatim stretches of ``text`` (stripped).
    """
    if max_tokens < 1:
        raise ValueError("max_tokens must be positive")
    segments = [segment for _, segment in _flat_segments(text)]
    pieces: list[str] = []
    current = ""
    for segment in segments:
        if count_tokens(segment) > max_tokens:
            if current:
                pieces.append(current)
                current = ""
            pieces.extend(_split_long(segment, max_tokens, count_tokens))
            continue
        candidate = f"{current} {segment}" if current else segment
        if current and count_tokens(candidate) > max_tokens:
            pieces.append(current)
            current = segment
        else:
            current = candidate
    if current:
        pieces.append(current)
    return pieces


def _split_long(text: str, max_tokens: int, count: TokenCounter) -> list[str]:
    out: list[str] = []
    current = ""
    for a, b in sentence_spans(text):
        sentence = text[a:b]
        if count(sentence) > max_tokens:
            if current:
                out.append(current)
                current = ""
            words: list[str] = []
            for word in sentence.split():
                if words and count(" ".join([*words, word])) > max_tokens:
                    out.append(" ".join(words))
                    words = []
                words.append(word)
            if words:
                current = " ".join(words)
            continue
        candidate = f"{current} {sentence}" if current else sentence
        if current and count(candidate) > max_tokens:
            out.append(current)
            current = sentence
        else:
            current = candidate
    if current:
        out.append(current)
    return out


def clause_embedding_text(section_path: Sequence[str], text: str) -> str:
    """What to embed for a stored clause: its two nearest headings, then the verbatim text. The headings give a
    short clause its context; deeper ancestors mostly add noise to a 256-wordpiece window."""
    heading = " > ".join(section_path[-2:])
    return f"{heading}\n{text}" if heading else text


def embedding_text(chunk: Chunk) -> str:
    """What to embed for a chunk (the same rule as for a stored clause)."""
    return clause_embedding_text(chunk.section_path, chunk.text)
