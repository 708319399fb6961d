"""What every eval shares about a golden folder (SPEC §12): the development / test split by wording, the
insurer of a wording, and where its PDF is.

A split is `split.json` in the golden folder or in its parent: `{"test_documents": [pdf file names]}`. An item
whose policy document is listed is in the `test` part, any other in `dev`. A folder without a split is scored as
one part, `all`. Parts are decided by document, never by item, so no wording is in both parts.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

SPLIT_FILE = "split.json"
DEV, TEST, ALL = "dev", "test", "all"

T = TypeVar("T")


@dataclass(frozen=True)
class Split:
    test_documents: frozenset[str]
    source: Path | None

    @property
    def is_split(self) -> bool:
        return self.source is not None

    def part_of(self, document: str) -> str:
        if not self.is_split:
            return ALL
        return TEST if Path(document).name in self.test_documents else DEV

    @property
    def parts(self) -> tuple[str, ...]:
        return (TEST, DEV) if self.is_split else (ALL,)


def load_split(golden_dir: Path) -> Split:
    """The split that applies to `golden_dir` (its own `split.json`, else its parent's), or one part."""
    for folder in (golden_dir, golden_dir.parent):
        path = folder / SPLIT_FILE
        if path.is_file():
            data = json.loads(path.read_text())
            return Split(frozenset(Path(name).name for name in data.get("test_documents", [])), path)
    return Split(frozenset(), None)


def golden_files(golden_dir: Path) -> list[Path]:
    """The golden JSON files of a folder (the split manifest is not one)."""
    return [path for path in sorted(golden_dir.glob("*.json")) if path.name != SPLIT_FILE]


def resolve_document(documents: Path, name: str) -> Path:
    """The PDF called `name`: in `documents`, anywhere below it, or anywhere below its parent (so both
    `--documents corpus/policies` and `--documents corpus` find wordings kept in sibling folders). When none
    exists the direct path is returned, so the caller's "not found" message names it."""
    direct = documents / name
    if direct.is_file():
        return direct
    for root in (documents, documents.parent):
        if root.is_dir():
            for candidate in sorted(root.rglob(Path(name).name)):
                if candidate.is_file():
                    return candidate
    return direct


_PREFIX = re.compile(r"^([A-Za-z][A-Za-z&]+?)_")


def insurer_of(document: str, insurer_name: str | None = None) -> str:
    """A short insurer key: the file-name prefix before the first `_` (`Star_…` → `Star`), else the labelled
    insurer name, else `unknown`."""
    match = _PREFIX.match(Path(document).name)
    if match:
        return match.group(1)
    if insurer_name:
        return insurer_name.split()[0]
    return "unknown"


def group_by(items: Iterable[T], key: Callable[[T], str]) -> dict[str, list[T]]:
    groups: dict[str, list[T]] = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    return dict(sorted(groups.items()))


def quote_pieces(quote: object) -> tuple[str, ...]:
    """The labelled quote as its pieces: one string, or a list of strings when the evidence spans clauses."""
    if isinstance(quote, str):
        return (quote,) if quote.strip() else ()
    if isinstance(quote, list | tuple):
        return tuple(piece for piece in quote if isinstance(piece, str) and piece.strip())
    return ()
