"""Metadata: a draft's clause number, section path, chunk and section type, its final size limit, and the
Chunk it becomes."""

from __future__ import annotations

from clausetrail.domain.chunk import Chunk, ChunkType, SectionType
from clausetrail.domain.chunking.chunker import _Budget, _Chunker, _Draft, _join
from clausetrail.domain.chunking.tree import _LIST_KINDS, _Kind, _Node
from clausetrail.domain.clause_markers import TOP_LEVEL_NAMES, find_cross_references
from clausetrail.domain.section_types import classify_text, is_limits_schedule, is_limits_table
from clausetrail.domain.text_signals import (
    DefinedTerm,
    DefinedTermIndex,
    contains_amounts,
    contains_durations,
)


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
