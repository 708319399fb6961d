"""Structure: a stack parser that reads clause markers, headings and definition lines into the clause tree."""

from __future__ import annotations

import re
from typing import Final

from clausetrail.domain.chunk import SectionType
from clausetrail.domain.chunking.lines import _Line
from clausetrail.domain.chunking.tree import _LIST_KINDS, _Kind, _Node
from clausetrail.domain.clause_markers import (
    TOP_LEVEL_NAMES,
    Marker,
    MarkerKind,
    own_exclusion_code,
    parse_marker,
)
from clausetrail.domain.layout import BlockKind
from clausetrail.domain.section_types import refine
from clausetrail.domain.text_signals import DefinedTerm, is_caps_heading, is_title_heading, parse_definition

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
