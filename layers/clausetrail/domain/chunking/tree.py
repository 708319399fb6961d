"""The clause tree the parser builds, and the passes over it once parsed (exclusion codes, section types,
subtree sizes)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from clausetrail.domain.chunk import SectionType
from clausetrail.domain.chunking.lines import _Line, _TableUnit
from clausetrail.domain.clause_markers import own_exclusion_code
from clausetrail.domain.section_types import refine
from clausetrail.domain.text_signals import DefinedTerm, parse_definition


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
