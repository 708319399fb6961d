"""Passage (window) scoring inside clauses: the best few lines of a clause speak for the whole clause.

Why: a chunk is a clause, or several packed sub-clauses, or a table, up to a few hundred tokens. When a question
is answered by one line of it (a table row "Domiciliary treatment | 15% of Sum Insured", item (a) of a ten-item
benefit, the one sentence on room rent inside a long hospitalisation clause), both first-stage retrievers see
that line diluted by the rest: the chunk's embedding averages all of it, and BM25 normalises the matches by the
whole chunk's length. Short clauses that repeat the question's common words then outrank it.

Here every clause of a version is cut into overlapping windows of consecutive lines (at least
:data:`WINDOW_CHARS` characters each, so a table row comes with its neighbours and a short line with the next),
each window scored by BM25 against the question (inverse document frequency over the version's windows), and a
clause ranked by its best window. Search fuses that ranking into the first stage's order
(`services.search`). All functions are pure; an index is built once per version and cached by the caller.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from clausetrail.domain.rerank import tokens

WINDOW_CHARS = 200  # a window grows line by line until it holds at least this many characters
BM25_K1 = 1.2
BM25_B = 0.75


def windows(text: str, *, min_chars: int | None = None) -> list[str]:
    """Overlapping runs of consecutive non-blank lines, one starting at each line, each at least `min_chars`
    long; the one that reaches the end starts early enough to be as long, and ends the list (no short tails
    that would win on length alone). A text shorter than `min_chars` is one window."""
    if min_chars is None:
        min_chars = WINDOW_CHARS
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if not lines:
        return []
    out: list[str] = []
    for i in range(len(lines)):
        size, j = 0, i
        while j < len(lines) and size < min_chars:
            size += len(lines[j]) + 1
            j += 1
        if j == len(lines):  # the last window: grown backwards to the minimum, then no shorter tails
            while i > 0 and size < min_chars:
                i -= 1
                size += len(lines[i]) + 1
            out.append(" ".join(lines[i:j]))
            break
        out.append(" ".join(lines[i:j]))
    return out


@dataclass(frozen=True, slots=True)
class WindowIndex:
    """The windows of a version's clauses as an inverted index: term -> [(window, term frequency)]."""

    owners: tuple[str, ...]  # window -> the key of its clause
    lengths: tuple[int, ...]  # window -> tokens
    postings: dict[str, tuple[tuple[int, int], ...]]
    average_length: float

    @classmethod
    def of(cls, clauses: Iterable[tuple[str, str]], *, min_chars: int | None = None) -> WindowIndex:
        """`clauses`: (key, text) pairs."""
        owners: list[str] = []
        lengths: list[int] = []
        postings: defaultdict[str, list[tuple[int, int]]] = defaultdict(list)
        for key, text in clauses:
            for window in windows(text, min_chars=min_chars):
                words = tokens(window)
                index = len(owners)
                owners.append(key)
                lengths.append(len(words))
                for term, tf in Counter(words).items():
                    postings[term].append((index, tf))
        average = sum(lengths) / len(lengths) if lengths else 1.0
        return cls(
            owners=tuple(owners),
            lengths=tuple(lengths),
            postings={t: tuple(p) for t, p in postings.items()},
            average_length=average or 1.0,
        )

    def rank(self, query: dict[str, float]) -> list[tuple[str, float]]:
        """Clause keys by their best window's BM25 score for `query` (term -> weight), best first; clauses with
        no matching window are left out. Ties keep the wording's order."""
        n = len(self.owners)
        scores: defaultdict[int, float] = defaultdict(float)
        for term, weight in query.items():
            posting = self.postings.get(term)
            if not posting or weight <= 0:
                continue
            df = len(posting)
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            for window, tf in posting:
                norm = 1 - BM25_B + BM25_B * self.lengths[window] / self.average_length
                scores[window] += weight * idf * tf * (BM25_K1 + 1) / (tf + BM25_K1 * norm)
        best: dict[str, float] = {}
        for window, score in sorted(scores.items()):
            key = self.owners[window]
            if score > best.get(key, 0.0):
                best[key] = score
        return sorted(best.items(), key=lambda kv: -kv[1])


def window_query(question: str, expansion: str, expansion_weight: float) -> dict[str, float]:
    """The question's own content words at weight 1, the thesaurus terms it implies at `expansion_weight`."""
    query: dict[str, float] = dict.fromkeys(tokens(question), 1.0)
    for term in tokens(expansion):
        query.setdefault(term, expansion_weight)
    return query


def fuse(
    first_stage: Sequence[tuple[str, float]],
    window_ranking: Sequence[tuple[str, float]],
    *,
    weight: float,
    rrf_k: int,
    depth: int,
) -> list[str]:
    """Keys of the first stage's (key, fused score) list with `weight` / (`rrf_k` + rank) added for each key in
    the top `depth` of the window ranking; keys only the window ranking has start from 0. Best first; ties keep
    the first stage's order, then the window ranking's."""
    score = {key: s for key, s in first_stage}
    order = {key: i for i, (key, _) in enumerate(first_stage)}
    for rank, (key, _) in enumerate(window_ranking[:depth], 1):
        score[key] = score.get(key, 0.0) + weight / (rrf_k + rank)
        order.setdefault(key, len(order))
    return sorted(score, key=lambda key: (-score[key], order[key]))
