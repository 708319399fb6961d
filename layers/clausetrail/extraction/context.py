"""What an extraction pass reads: clause views and the per-pass context built from them.

The package stays free of the database: retrieval for the RAG passes is a callable the caller injects
(``retrieve(queries, k) -> list[ClauseView]``; the pipeline wires the hybrid search, tests use
:class:`clausetrail.extraction.keyword_retriever.KeywordRetriever`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from clausetrail.extraction.passes import ContextMode, PassSpec


@dataclass(frozen=True, slots=True)
class ClauseView:
    """One stored clause (chunk) of a policy version, as the extraction passes see it."""

    clause_id: str
    clause_no: str | None
    section_type: str
    chunk_type: str
    page_start: int
    page_end: int
    text: str
    ordinal: int = 0  # position in the document (0-based); orders retrieved clauses


Retriever = Callable[[list[str], int], list[ClauseView]]


@dataclass(frozen=True, slots=True)
class PassContext:
    """The clauses one pass reads, in document order.

    ``clauses`` are what the model is given: the retrieved clauses (plus the first pages for pass 1) or,
    for full-text passes, every clause of the version. ``document`` holds every clause in order when the
    caller has them (always for full-text passes): the anchors read it, and the offline model falls back
    to it for a field the retrieved clauses leave unanswered (no token cost); the Claude model sends only
    ``clauses``.
    """

    pass_number: int
    mode: ContextMode
    clauses: tuple[ClauseView, ...]
    document: tuple[ClauseView, ...] = ()
    queries: tuple[str, ...] = ()
    used_retrieval: bool = False
    notes: tuple[str, ...] = field(default_factory=tuple)

    @property
    def text_chars(self) -> int:
        return sum(len(c.text) for c in self.clauses)


def _in_order(clauses: Sequence[ClauseView]) -> tuple[ClauseView, ...]:
    seen: dict[str, ClauseView] = {}
    for clause in clauses:
        seen.setdefault(clause.clause_id, clause)
    return tuple(sorted(seen.values(), key=lambda c: (c.ordinal, c.page_start)))


def with_neighbours(
    selected: Sequence[ClauseView], document: Sequence[ClauseView], radius: int = 1
) -> list[ClauseView]:
    """``selected`` plus the clauses within ``radius`` positions of each one in ``document``.

    A limit stated in the clause after its heading, or a table split from its caption, comes along.
    """
    if radius <= 0 or not document:
        return list(selected)
    ordered = sorted(document, key=lambda c: (c.ordinal, c.page_start))
    index = {c.clause_id: i for i, c in enumerate(ordered)}
    out: list[ClauseView] = list(selected)
    for clause in selected:
        i = index.get(clause.clause_id)
        if i is None:
            continue
        out.extend(ordered[max(0, i - radius) : i + radius + 1])
    return out


def build_pass_context(
    spec: PassSpec,
    document: Sequence[ClauseView],
    retrieve: Retriever | None = None,
    *,
    neighbours: int = 1,
) -> PassContext:
    """The context of pass ``spec`` over the version's clauses ``document``.

    Full-text passes get every clause. Retrieval passes get ``retrieve(spec.queries, spec.retrieval_k)``
    plus each hit's neighbours; pass 1 also gets every clause of its first pages. Without a retriever a
    retrieval pass falls back to the whole document (noted in ``notes``). ``document`` is kept on the
    context either way (see :class:`PassContext`).
    """
    ordered = _in_order(document)
    if spec.context is ContextMode.FULL_TEXT:
        return PassContext(spec.number, spec.context, ordered, document=ordered)
    notes: list[str] = []
    selected: list[ClauseView] = []
    if spec.context is ContextMode.FIRST_PAGES_RAG:
        selected.extend(c for c in ordered if c.page_start <= spec.first_pages)
    used_retrieval = False
    if retrieve is not None:
        hits = retrieve(list(spec.queries), spec.retrieval_k)
        used_retrieval = True
        selected.extend(with_neighbours(hits, ordered, neighbours))
    else:
        notes.append("no retriever: the whole document was used")
        selected.extend(ordered)
    return PassContext(
        spec.number,
        spec.context,
        _in_order(selected),
        document=ordered,
        queries=spec.queries,
        used_retrieval=used_retrieval,
        notes=tuple(notes),
    )
