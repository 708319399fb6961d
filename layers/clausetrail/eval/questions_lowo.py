"""Leave-one-wording-out selection of retrieval settings on the DEVELOPMENT questions only (SPEC §12).

Why: choosing a setting by its score on all development questions rewards settings that fit those questions.
Here every candidate setting (first-stage fusion `rrf_k`, candidates per retriever, section-type boost weight,
best-window fusion on / off, reranker on / off) is run on the development questions; for each development wording the setting that scores
best on the OTHER wordings is chosen and scored on the held-out one; the held-out scores are averaged over all
development questions. That figure estimates how a selection made this way does on a wording nobody tuned on. Test wordings are never
searched here.

Run: `CLAUSETRAIL_DATA_DIR=... python -m clausetrail.eval.questions_lowo golden/questions /work/shared/corpus`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from clausetrail.adapters.db.policy_repo import TextRanking
from clausetrail.eval.golden_sets import TEST, golden_files, load_split, resolve_document
from clausetrail.eval.questions_eval import first_clause_rank, first_relevant_rank
from clausetrail.runtime import Runtime

# (doc, rank of the first relevant hit or None) per development question, for one setting
Ranks = Sequence[tuple[str, int | None]]


@dataclass(frozen=True, slots=True)
class Setting:
    rrf_k: int
    candidates: int
    boost_weight: float
    reranked: bool
    text_ranking: TextRanking = "bm25"
    expansion_weight: float = 0.5
    window_weight: float = 0.0  # best-window ranking fused in (`services.search.with_windows`); 0: off


def _hits(ranks: Ranks, k: int, *, keep: str | None = None, drop: str | None = None) -> tuple[int, int]:
    rows = [r for doc, r in ranks if (keep is None or doc == keep) and (drop is None or doc != drop)]
    return sum(1 for r in rows if r is not None and r <= k), len(rows)


def leave_one_wording_out(by_setting: Mapping[Hashable, Ranks], k: int) -> tuple[float, dict[str, Hashable]]:
    """Held-out recall@k averaged over all questions, and the setting chosen for each held-out wording.
    Ties between settings go to the one listed first, so list the current default first."""
    settings = list(by_setting)
    if not settings:
        return 0.0, {}
    docs = sorted({doc for doc, _ in by_setting[settings[0]]})
    hit_total = n_total = 0
    chosen: dict[str, Hashable] = {}
    for doc in docs:
        best = max(settings, key=lambda s: (_hits(by_setting[s], k, drop=doc)[0], -settings.index(s)))
        chosen[doc] = best
        hits, n = _hits(by_setting[best], k, keep=doc)
        hit_total += hits
        n_total += n
    return (hit_total / n_total if n_total else 0.0), chosen


def held_out_share(by_setting: Mapping[Hashable, Ranks], chosen: Mapping[str, Hashable], k: int) -> float:
    """Share of rows within `k` when each wording is scored with the setting chosen for it (e.g. the clause
    ranks of the settings that leave-one-wording-out chose by page)."""
    hit_total = n_total = 0
    for doc, setting in chosen.items():
        hits, n = _hits(by_setting[setting], k, keep=doc)
        hit_total += hits
        n_total += n
    return hit_total / n_total if n_total else 0.0


def mean_reciprocal_rank(ranks: Ranks, depth: int = 10) -> float:
    return sum(1 / r for _, r in ranks if r is not None and r <= depth) / len(ranks) if ranks else 0.0


def development_ranks(
    rt: Runtime,
    golden_dir: Path,
    documents: Path,
    settings: Sequence[Setting],
    *,
    depth: int = 20,
    clause_ranks: dict[Setting, list[tuple[str, int | None]]] | None = None,
) -> dict[Setting, list[tuple[str, int | None]]]:
    """Page rank of the first relevant hit for every development question under every setting; when
    `clause_ranks` is given, it receives the rank of the first hit holding the labelled quote (quoted questions
    only)."""
    from clausetrail.domain.query_hints import query_hints
    from clausetrail.services.local_ingest import ingest_file
    from clausetrail.services.search import (
        FIRST_STAGE_POOL,
        RERANK_POOL,
        rerank_hits,
        search_texts,
        with_windows,
    )

    split = load_split(golden_dir)
    out: dict[Setting, list[tuple[str, int | None]]] = {s: [] for s in settings}
    for path in golden_files(golden_dir):
        golden = json.loads(path.read_text())
        if split.part_of(golden["document"]) == TEST:
            continue
        version_id = ingest_file(rt, resolve_document(documents, golden["document"])).version.version_id
        for q in golden["questions"]:
            if not q.get("answerable", True) or not q.get("pages"):
                continue
            hints = query_hints(q["question"])
            texts = search_texts(q["question"], hints)
            vector = rt.embedder.embed_query(texts.vector)
            for s in settings:
                hits = rt.policies.hybrid_search(
                    version_id,
                    vector,
                    texts.question,
                    expansion_text=texts.expansion,
                    expansion_weight=s.expansion_weight,
                    text_ranking=s.text_ranking,
                    k=max(depth, RERANK_POOL, FIRST_STAGE_POOL),
                    candidates=s.candidates,
                    rrf_k=s.rrf_k,
                    boost_section_types=hints.section_types,
                    boost_amounts=hints.wants_amounts,
                    boost_durations=hints.wants_durations,
                    boost_weight=s.boost_weight,
                )
                if s.window_weight:
                    hits = with_windows(
                        rt, version_id, texts, hints, hits, size=len(hits), weight=s.window_weight
                    )
                if s.reranked:
                    hits = rerank_hits(q["question"], hints, hits[:RERANK_POOL])
                spans = [(h.clause.page_start, h.clause.page_end) for h in hits[:depth]]
                out[s].append((path.name, first_relevant_rank(spans, list(q["pages"]))))
                if clause_ranks is not None and q.get("quote"):
                    texts_found = [h.clause.text for h in hits[:depth]]
                    clause_ranks.setdefault(s, []).append(
                        (path.name, first_clause_rank(texts_found, q["quote"]))
                    )
    return out


# the production setting comes first, so a tie keeps it: BM25 full text (thesaurus terms at half weight),
# rrf_k 10, 80 candidates, boost 0.25, the best-window ranking fused at weight 1; then the same without windows; the other fusion settings, the expansion at full weight, and the
# earlier cover-density full text (`ts_rank_cd`, every lexeme alike)
_RANKINGS: tuple[tuple[TextRanking, float], ...] = (("bm25", 0.5), ("bm25", 1.0), ("cover_density", 1.0))
DEFAULT_GRID = tuple(
    Setting(rrf, cand, bw, rer, ranking, ew, ww)
    for ww in (1.0, 0.0)
    for rer in (False, True)
    for ranking, ew in _RANKINGS
    for rrf in (10, 60, 20, 5)
    for cand in (80, 40)
    for bw in (0.25, 0.5)
)


def main(argv: Sequence[str]) -> None:
    from clausetrail.runtime import get_runtime

    golden_dir, documents = Path(argv[0]), Path(argv[1])
    k = 4
    clause_ranks: dict[Setting, list[tuple[str, int | None]]] = {}
    ranks = development_ranks(get_runtime(), golden_dir, documents, DEFAULT_GRID, clause_ranks=clause_ranks)
    for s, r in ranks.items():
        hits, n = _hits(r, k)
        c_hits, c_n = _hits(clause_ranks.get(s, []), k)
        print(
            f"{s}: development recall@{k} {hits / n:.3f}, clause recall@{k} {c_hits / max(c_n, 1):.3f},"
            f" MRR@10 {mean_reciprocal_rank(r):.3f} (all development wordings, not held out)"
        )
    for label, grid in (
        (
            "first stage, cover-density full text only",
            [s for s in DEFAULT_GRID if not s.reranked and s.text_ranking == "cover_density"],
        ),
        (
            "first stage, BM25 full text only",
            [s for s in DEFAULT_GRID if not s.reranked and s.text_ranking == "bm25"],
        ),
        ("first stage", [s for s in DEFAULT_GRID if not s.reranked]),
        ("reranked", [s for s in DEFAULT_GRID if s.reranked]),
        ("either", list(DEFAULT_GRID)),
    ):
        figure, chosen = leave_one_wording_out({s: ranks[s] for s in grid}, k)
        clause_figure = held_out_share({s: clause_ranks.get(s, []) for s in grid}, chosen, k)
        print(
            f"leave-one-wording-out recall@{k}, {label}: {figure:.3f}"
            f" (clause recall@{k} of the settings chosen: {clause_figure:.3f})"
        )
        for doc, picked in chosen.items():
            print(f"  held out {doc}: chose {picked}")


if __name__ == "__main__":
    main(sys.argv[1:])
