"""Passage (window) scoring inside clauses: the best few lines of a clause speak for the whole clause.

Why: a chunk is a clause, or several packed sub-clauses, or a table, up to a few hundred tokens. When a question
is answered by one line of it (one row of a table of limits, one item of a ten-item benefit, the one sentence
on room rent inside a long hospitalisation clause), both first-stage retrievers see
that line diluted by the rest: the chunk's embedding averages all of it, and BM25 normalises the matches by the
whole chunk's length. Short clauses that repeat the question's common words then outrank it.

Here every clause of a version is cut into overlapping windows of consecutive lines (at least
:data:`WINDOW_CHARS` characters each, so a table row comes with its neighbours and a short line with the next),
each window scored by BM25 against the question (inverse document frequency over the version's windows), and a
clause ranked by its best window. Search fuses that ranking into the first stage's order
(`services.search`). All functions are pure; an index is built once per version and cached by the caller.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from clausetrail.domain.rerank import bm25_idf, bm25_tf, tokens
from clausetrail.domain.text_signals import contains_amounts, contains_durations

WINDOW_CHARS = 200  # a window grows line by line until it holds at least this many characters
QUANTITY_BONUS = (
    1.0  # a window stating the kind of quantity asked for ("how much": an amount, "how long": a period)
)


def _lines(text: str) -> list[str]:
    return [ln.strip() for ln in text.splitlines() if ln.strip()]


def window_spans(sizes: Sequence[int], min_chars: int) -> list[tuple[int, int]]:
    """(first line, end line) of each window over lines of the given lengths in characters: overlapping runs of
    consecutive lines, one starting at each line, each at least `min_chars` long; the one that reaches the end
    starts early enough to be as long, and ends the list (no short tails that would win on length alone)."""
    out: list[tuple[int, int]] = []
    for i in range(len(sizes)):
        size, j = 0, i
        while j < len(sizes) and size < min_chars:
            size += sizes[j] + 1
            j += 1
        if j == len(sizes):  # the last window: grown backwards to the minimum, then no shorter tails
            while i > 0 and size < min_chars:
                i -= 1
                size += sizes[i] + 1
            out.append((i, j))
            break
        out.append((i, j))
    return out


def windows(text: str, *, min_chars: int | None = None) -> list[str]:
    """The windows of a text (`window_spans` over its non-blank lines); a text shorter than `min_chars` is one
    window."""
    lines = _lines(text)
    spans = window_spans([len(ln) for ln in lines], WINDOW_CHARS if min_chars is None else min_chars)
    return [" ".join(lines[i:j]) for i, j in spans]


@dataclass(frozen=True, slots=True)
class WindowIndex:
    """The windows of a version's clauses as an inverted index: term -> [(window, term frequency)]."""

    owners: tuple[str, ...]  # window -> the key of its clause
    lengths: tuple[int, ...]  # window -> tokens
    amounts: tuple[bool, ...]  # window -> one of its lines states an amount (money, a percentage)
    durations: tuple[bool, ...]  # window -> one of its lines states a period
    postings: dict[str, tuple[tuple[int, int], ...]]
    average_length: float

    @classmethod
    def of(cls, clauses: Iterable[tuple[str, str]], *, min_chars: int | None = None) -> WindowIndex:
        """`clauses`: (key, text) pairs."""
        owners: list[str] = []
        lengths: list[int] = []
        amounts: list[bool] = []
        durations: list[bool] = []
        postings: defaultdict[str, list[tuple[int, int]]] = defaultdict(list)
        for key, text in clauses:
            lines = _lines(text)
            words = [
                tokens(ln) for ln in lines
            ]  # tokens never span a line break, so a window's are its lines'
            money = [contains_amounts(ln) for ln in lines]
            periods = [contains_durations(ln) for ln in lines]
            for i, j in window_spans(
                [len(ln) for ln in lines], WINDOW_CHARS if min_chars is None else min_chars
            ):
                index = len(owners)
                counts = Counter(w for line in words[i:j] for w in line)
                owners.append(key)
                lengths.append(sum(counts.values()))
                amounts.append(any(money[i:j]))
                durations.append(any(periods[i:j]))
                for term, tf in counts.items():
                    postings[term].append((index, tf))
        average = sum(lengths) / len(lengths) if lengths else 1.0
        return cls(
            owners=tuple(owners),
            lengths=tuple(lengths),
            amounts=tuple(amounts),
            durations=tuple(durations),
            postings={t: tuple(p) for t, p in postings.items()},
            average_length=average or 1.0,
        )

    def rank(
        self,
        query: dict[str, float],
        *,
        wants_amounts: bool = False,
        wants_durations: bool = False,
        quantity_bonus: float | None = None,
    ) -> list[tuple[str, float]]:
        """Clause keys by their best window's BM25 score for `query` (term -> weight), best first; clauses with
        no matching window are left out. A question that asks for an amount or a period (`domain.query_hints`)
        raises a window that states one by up to `quantity_bonus` of its score (half for each kind asked and
        stated). Ties keep the wording's order."""
        bonus = QUANTITY_BONUS if quantity_bonus is None else quantity_bonus
        n = len(self.owners)
        scores: defaultdict[int, float] = defaultdict(float)
        for term, weight in query.items():
            posting = self.postings.get(term)
            if not posting or weight <= 0:
                continue
            idf = bm25_idf(n, len(posting))
            for window, tf in posting:
                scores[window] += weight * idf * bm25_tf(tf, self.lengths[window], self.average_length)
        best: dict[str, float] = {}
        for window, lexical in sorted(scores.items()):
            stated = 0.5 * (wants_amounts and self.amounts[window]) + 0.5 * (
                wants_durations and self.durations[window]
            )
            score = lexical * (1 + bonus * stated)
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
