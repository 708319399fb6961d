"""A lexical reranker over the fused search candidates (SPEC §2 step 4, §4 "reranked").

No cross-encoder ships its weights in a package this project can install offline (the rerankers on the package
index download their models from a hub at run time), so the second stage is a weighted sum of features that
read the question against each candidate clause:

- `fused`: the candidate's place in the hybrid (vector + full text, RRF) order, so the first stage still counts;
- `bm25`: BM25 over the candidate set, the question's own words at full weight and the thesaurus terms it
  added at a lower weight (IDF from the candidates, so words every candidate shares count for little);
- `concept`: the share of the question's thesaurus concepts that the clause states in any of their terms;
- `section`: the clause's section type is one the question asks for (the first one more than the others);
- `numbers`: the question asks "how much" / "how long" and the clause holds amounts / durations;
- `phrase`: the share of the question's consecutive content-word pairs that the clause repeats.

Weights are set by hand on the development questions only (SPEC §12) and kept in :data:`DEFAULT_WEIGHTS`: a
coarse grid over the development part, where results were flat (recall@4 0.95-0.97) and the middle of the
best region was kept. A heading feature (concepts named in the section path or first line) was tried and
dropped: it lowered development recall at every weight tried.
All functions are pure.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from clausetrail.domain.query_hints import QueryHints
from clausetrail.domain.thesaurus import mentions

_TOKEN = re.compile(r"[a-z0-9]+")
_STOP = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "him",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "me",
        "more",
        "most",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "policy",
        "plan",
        "insurer",
        "insured",
        "person",
        "get",
        "got",
        "also",
    ]
)


def _stem(token: str) -> str:
    """A light stem: -ize spelt -ise, -ation/-ing/-ed endings and plurals dropped."""
    if token.endswith(("ization", "izations", "ize", "ized", "izing")):
        token = token.replace("iz", "is")
    for suffix in ("ations", "ation", "ing", "ed"):
        if token.endswith(suffix) and len(token) - len(suffix) >= 4:
            return token[: -len(suffix)]
    if token.endswith("ies") and len(token) > 4:
        return token[:-3] + "y"
    if token.endswith(("sses", "xes", "ches", "shes")):
        return token[:-2]
    if token.endswith("s") and not token.endswith("ss") and len(token) > 3:
        return token[:-1]
    return token


def tokens(text: str) -> list[str]:
    """Lower-case content-word stems of `text` (stop words dropped)."""
    return [_stem(t) for t in _TOKEN.findall(text.lower()) if t not in _STOP]


@dataclass(frozen=True, slots=True)
class Candidate:
    key: str
    text: str
    heading: str  # the section path, joined
    section_type: str
    contains_amounts: bool
    contains_durations: bool
    fused_rank: int  # 1-based place in the first stage's order


@dataclass(frozen=True, slots=True)
class Weights:
    fused: float = 1.0
    bm25: float = 1.5
    concept: float = 1.0
    section: float = 0.3
    numbers: float = 0.2
    phrase: float = 0.3
    expansion_weight: float = 0.4  # a thesaurus term counts this much of a question word in BM25


DEFAULT_WEIGHTS = Weights()


@dataclass(frozen=True, slots=True)
class Scored:
    candidate: Candidate
    score: float
    features: dict[str, float]


#: BM25's term-frequency saturation and length normalisation, shared by every BM25 of the project (the
#: database's full text, the windows inside clauses, this reranker)
BM25_K1 = 1.2
BM25_B = 0.75


def bm25_idf(documents: int, with_term: int) -> float:
    """BM25's inverse document frequency of a term found in `with_term` of `documents` documents."""
    return math.log(1 + (documents - with_term + 0.5) / (with_term + 0.5))


def bm25_tf(frequency: int, length: int, average_length: float) -> float:
    """BM25's saturated term frequency in a document of `length` tokens (average `average_length`)."""
    return frequency * (BM25_K1 + 1) / (frequency + BM25_K1 * (1 - BM25_B + BM25_B * length / average_length))


def _bm25(query: dict[str, float], docs: Sequence[list[str]]) -> list[float]:
    n = len(docs)
    if not n or not query:
        return [0.0] * n
    avg = sum(len(d) for d in docs) / n or 1.0
    df = Counter(t for d in docs for t in set(d))
    scores = []
    for doc in docs:
        tf = Counter(doc)
        s = 0.0
        for term, qw in query.items():
            f = tf.get(term, 0)
            if f:
                s += qw * bm25_idf(n, df[term]) * bm25_tf(f, len(doc), avg)
        scores.append(s)
    top = max(scores)
    return [s / top if top > 0 else 0.0 for s in scores]


def _pairs(words: list[str]) -> set[tuple[str, str]]:
    return set(pairwise(words))


def rerank(
    question: str,
    hints: QueryHints,
    candidates: Sequence[Candidate],
    *,
    weights: Weights = DEFAULT_WEIGHTS,
) -> list[Scored]:
    """The candidates, best first. Ties keep the first stage's order."""
    q_words = tokens(question)
    query: dict[str, float] = dict.fromkeys(q_words, 1.0)
    for term in tokens(hints.expansion):
        query.setdefault(term, weights.expansion_weight)
    docs = [tokens(c.text) + tokens(c.heading) for c in candidates]
    bm25 = _bm25(query, docs)
    q_pairs = _pairs(q_words)
    concepts = hints.concepts
    wanted = hints.section_types
    scored: list[Scored] = []
    for cand, doc, lexical in zip(candidates, docs, bm25, strict=True):
        features = {
            "fused": 1.0 / math.sqrt(cand.fused_rank),
            "bm25": lexical,
            "concept": (
                sum(1 for c in concepts if any(mentions(cand.text, t) for t in c.terms)) / len(concepts)
                if concepts
                else 0.0
            ),
            "section": (
                1.0
                if wanted and cand.section_type == wanted[0]
                else 0.5
                if cand.section_type in wanted
                else 0.0
            ),
            "numbers": 0.5 * (hints.wants_amounts and cand.contains_amounts)
            + 0.5 * (hints.wants_durations and cand.contains_durations),
            "phrase": len(q_pairs & _pairs(doc)) / len(q_pairs) if q_pairs else 0.0,
        }
        score = sum(getattr(weights, name) * value for name, value in features.items())
        scored.append(Scored(cand, score, features))
    order = sorted(range(len(scored)), key=lambda i: (-scored[i].score, candidates[i].fused_rank))
    return [scored[i] for i in order]
