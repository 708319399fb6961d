"""Chunks: the clause tree emitted as drafts (clauses, packed sub-clauses, sentence pieces with overlap, tables
split on rows with the header repeated), with a token budget that estimates before it counts."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from clausetrail.domain.chunk import ChunkType, SectionType
from clausetrail.domain.chunking.config import ChunkingConfig, TokenCounter
from clausetrail.domain.chunking.lines import _Line
from clausetrail.domain.chunking.tree import _Kind, _Node
from clausetrail.domain.text_signals import sentence_spans


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
        """A text over the limit, cut into pieces that fit: at line ends where its lines fit (a row of a
        table the text layer prints without cells stays whole: "Modern Treatment  25% of SI  Up to SI"),
        and a line longer than a piece at spaces."""
        pieces: list[_Atom] = []
        current: list[str] = []
        joiner = " "
        estimate = 0

        def flush() -> None:
            nonlocal current, estimate
            if current:
                piece = joiner.join(current)
                pieces.append(_Atom(piece, sep if not pieces else joiner, p0, p1, estimate, node))
            current, estimate = [], 0

        for line in text.split("\n"):
            line_estimate = self.budget.estimate(line) + 1
            if line_estimate <= 0.9 * limit:
                if joiner != "\n":
                    flush()
                    joiner = "\n"
                if current and estimate + line_estimate > 0.9 * limit:
                    flush()
                current.append(line)
                estimate += line_estimate
                continue
            flush()
            joiner = " "
            for word in line.split(" "):
                word_estimate = self.budget.estimate(word) + 1
                if current and estimate + word_estimate > 0.9 * limit:
                    flush()
                current.append(word)
                estimate += word_estimate
            flush()
        flush()
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
