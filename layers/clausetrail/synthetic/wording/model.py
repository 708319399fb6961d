"""The generated wording before it is drawn: blocks of text, tables and the truth each one carries.

Pure code, no I/O. A field maker returns a :class:`Statement`: the blocks that state the field, where
they go in the wording (:class:`Place`), the golden entry (value or ``any_of``, clause, quote) and the
structure family it used, so tests can check that every family is produced.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Place(StrEnum):
    """The part of the wording a block belongs to (drawn in this order)."""

    COVER = "cover"
    DEFINITIONS = "definitions"
    BENEFITS = "benefits"
    WAITING = "waiting"
    EXCLUSIONS = "exclusions"
    CONDITIONS = "conditions"
    ANNEX = "annex"  # lists (items not payable, day care procedures)
    TABLE = "table"  # the Table of Benefits annexure (full width)
    SCHEDULE = "schedule"  # the specimen schedule annexure


@dataclass(frozen=True, slots=True)
class Para:
    """A paragraph; ``label`` is its clause number (printed before the text) and ``title`` a bold lead."""

    text: str
    label: str = ""
    title: str = ""
    key: str = ""  # a truth key whose page this block fixes


@dataclass(frozen=True, slots=True)
class Heading:
    text: str
    level: int = 1


@dataclass(frozen=True, slots=True)
class Grid:
    """A table: the first row is the header. Cells are short plain strings (no wrapping)."""

    rows: tuple[tuple[str, ...], ...]
    key: str = ""
    keys_by_row: tuple[str, ...] = ()  # optional key per row (same length as rows)


Block = Para | Heading | Grid


@dataclass(slots=True)
class Truth:
    """One golden entry; ``page`` is filled in once the wording is drawn."""

    name: str
    family: str
    value: Any = None
    any_of: list[Any] | None = None
    clause: str | None = None
    quote: str | None = None
    note: str | None = None
    also: Any = None
    key: str = ""

    def golden(self, page: int | None) -> dict[str, Any]:
        entry: dict[str, Any] = {}
        if self.any_of is not None:
            entry["any_of"] = self.any_of
        else:
            entry["value"] = self.value
        entry["page"] = page
        entry["clause"] = self.clause
        entry["quote"] = self.quote
        if self.also is not None:
            entry["also"] = self.also
        if self.note:
            entry["note"] = self.note
        return entry


@dataclass(slots=True)
class Statement:
    """What a field maker contributes: blocks per place, plus the truths (none when the field is not stated)."""

    blocks: dict[Place, list[Block]] = field(default_factory=dict)
    truths: list[Truth] = field(default_factory=list)

    @property
    def truth(self) -> Truth | None:
        return self.truths[0] if self.truths else None

    @truth.setter
    def truth(self, value: Truth | None) -> None:
        if value is not None:
            self.truths.append(value)

    def add(self, place: Place, *blocks: Block) -> None:
        self.blocks.setdefault(place, []).extend(blocks)


def limit(kind: str, value: Any = None) -> dict[str, Any]:
    """A golden limit value: ``{"kind", "value"}``."""
    return {"kind": kind, "value": value}


def dedupe(values: list[Any]) -> list[Any]:
    """Keep the first of equal values (order matters: default first)."""
    out: list[Any] = []
    for value in values:
        if value not in out:
            out.append(value)
    return out
