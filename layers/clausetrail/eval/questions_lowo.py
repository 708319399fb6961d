"""Leave-one-wording-out selection of retrieval settings on the DEVELOPMENT questions only (SPEC §12).

Why: choosing a setting by its score on all development questions rewards settings that fit those questions.
Here every candidate setting (first-stage fusion `rrf_k`, candidates per retriever, section-type boost weight,
reranker on / off) is run on the development questions; for each development wording the setting that scores
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

from clausetrail.eval.golden_sets import TEST, golden_files, load_split, resolve_document
from clausetrail.eval.questions_eval import first_relevant_rank
from clausetrail.runtime import Runtime

# (doc, rank of the first relevant hit or None) per development question, for one setting
Ranks = Sequence[tuple[str, int | None]]


@dataclass(frozen=True, slots=True)
class Setting:
    rrf_k: int
    candidates: int
    boost_weight: float
    reranked: bool


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


def development_ranks(
    rt: Runtime, golden_dir: Path, documents: Path, settings: Sequence[Setting], *, depth: int = 20
) -> dict[Setting, list[tuple[str, int | None]]]:
    """Page rank of the first relevant hit for every development question under every setting."""
    from clausetrail.domain.query_hints import query_hints
    from clausetrail.services.local_ingest import ingest_file
    from clausetrail.services.search import RERANK_POOL, rerank_hits, search_texts

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
            vector_text, full_text = search_texts(q["question"], hints)
            vector = rt.embedder.embed_query(vector_text)
            for s in settings:
                hits = rt.policies.hybrid_search(
                    version_id,
                    vector,
                    full_text,
                    k=max(depth, RERANK_POOL),
                    candidates=s.candidates,
                    rrf_k=s.rrf_k,
                    boost_section_types=hints.section_types,
                    boost_amounts=hints.wants_amounts,
                    boost_durations=hints.wants_durations,
                    boost_weight=s.boost_weight,
                )
                if s.reranked:
                    hits = rerank_hits(q["question"], hints, hits[:RERANK_POOL])
                spans = [(h.clause.page_start, h.clause.page_end) for h in hits[:depth]]
                out[s].append((path.name, first_relevant_rank(spans, list(q["pages"]))))
    return out


# the settings before this harness (60, 40, 0.5) come first, so a tie keeps them
DEFAULT_GRID = tuple(
    Setting(rrf, cand, bw, rer)
    for rer in (False, True)
    for rrf in (60, 20, 10, 5)
    for cand in (40, 80)
    for bw in (0.5, 0.25)
)


def main(argv: Sequence[str]) -> None:
    from clausetrail.runtime import get_runtime

    golden_dir, documents = Path(argv[0]), Path(argv[1])
    k = 4
    ranks = development_ranks(get_runtime(), golden_dir, documents, DEFAULT_GRID)
    for s, r in ranks.items():
        hits, n = _hits(r, k)
        print(f"{s}: development recall@{k} {hits / n:.3f} (all development wordings, not held out)")
    for label, grid in (
        ("first stage", [s for s in DEFAULT_GRID if not s.reranked]),
        ("reranked", [s for s in DEFAULT_GRID if s.reranked]),
        ("either", list(DEFAULT_GRID)),
    ):
        figure, chosen = leave_one_wording_out({s: ranks[s] for s in grid}, k)
        print(f"leave-one-wording-out recall@{k}, {label}: {figure:.3f}")
        for doc, picked in chosen.items():
            print(f"  held out {doc}: chose {picked}")


if __name__ == "__main__":
    main(sys.argv[1:])
