"""A small BM25 keyword retriever over clause views: the stand-in for the hybrid search in tests, evals and
anywhere extraction runs without the database. Pure code."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from typing import Final

from clausetrail.extraction.context import ClauseView
from clausetrail.extraction.doctext import normalise, word_set

_WORD: Final = re.compile(r"[a-z0-9]+")
_STOP: Final = frozenset(
    word_set(
        "a an and are as at be by for from has have in is it its of on or per shall that the this to under "
        "was we will with which any all be been our us you your such"
    )
)


def tokens(text: str) -> list[str]:
    """Lower-case word stems: British/American spellings and plurals folded ("hospitalisations" ->
    "hospitalization")."""
    out: list[str] = []
    for word in _WORD.findall(normalise(text).lower()):
        if word in _STOP:
            continue
        word = word.replace("isation", "ization").replace("ise", "ize")
        if len(word) > 4 and word.endswith("s") and not word.endswith("ss"):
            word = word[:-1]
        out.append(word)
    return out


class KeywordRetriever:
    """``retrieve(queries, k)``: up to ``k`` clauses that best match the queries (BM25 per query, the
    queries' rankings interleaved)."""

    def __init__(self, clauses: Sequence[ClauseView], *, k1: float = 1.2, b: float = 0.75) -> None:
        self.clauses = list(clauses)
        self._tf = [Counter(tokens(c.text)) for c in self.clauses]
        self._len = [sum(tf.values()) for tf in self._tf]
        self._avg = (sum(self._len) / len(self._len)) if self._len else 0.0
        df: Counter[str] = Counter()
        for tf in self._tf:
            df.update(tf.keys())
        n = len(self.clauses)
        self._idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
        self.k1, self.b = k1, b

    def scores(self, query: str) -> list[float]:
        terms = set(tokens(query))
        out: list[float] = []
        for tf, length in zip(self._tf, self._len, strict=True):
            score = 0.0
            for t in terms:
                f = tf.get(t)
                if not f:
                    continue
                norm = f * (self.k1 + 1) / (f + self.k1 * (1 - self.b + self.b * length / (self._avg or 1)))
                score += self._idf.get(t, 0.0) * norm
            out.append(score)
        return out

    def __call__(self, queries: list[str], k: int) -> list[ClauseView]:
        return self.retrieve(queries, k)

    def retrieve(self, queries: Sequence[str], k: int) -> list[ClauseView]:
        """Round-robin over the queries' ranked hits, so every query gets its share of the ``k``."""
        ranked: list[list[int]] = []
        for query in queries:
            scores = self.scores(query)
            hits = sorted((i for i, s in enumerate(scores) if s > 0), key=lambda i: (-scores[i], i))
            ranked.append(hits)
        chosen: list[int] = []
        seen: set[int] = set()
        depth = 0
        while len(chosen) < k and any(depth < len(r) for r in ranked):
            for hits in ranked:
                if depth < len(hits) and hits[depth] not in seen and len(chosen) < k:
                    seen.add(hits[depth])
                    chosen.append(hits[depth])
            depth += 1
        return [self.clauses[i] for i in sorted(chosen)]
