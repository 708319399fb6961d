"""Retrieval evaluation on the golden questions (SPEC §9, §12).

Two hit rules per question:

- by page (`recall_at_k`): a retrieved chunk whose page span holds an expected page;
- by clause (`clause_recall_at_k`): a retrieved chunk that holds the labelled `quote` (case, whitespace and
  punctuation normalised), or, for a quote cut by a chunk boundary, a run of the quote's words covering at
  least :data:`CLAUSE_OVERLAP` of it and at least :data:`MIN_RUN` words (a shorter quote must be held whole). Only questions with a quote count towards clause recall.

Each question is searched as the questions API searches a person's question (a misspelt domain word read as
the wording's word, `domain.typos`), with the first stage alone and with the reranker
(`search_version(..., reranked=)`);
the overall keys describe the production path (`services.search.RERANK_BY_DEFAULT`) and `first_stage` /
`reranked` give both, so every report shows what the reranker adds. Figures are printed and
written for the test part first, then development, then per insurer (split by wording, `golden/split.json`);
a folder without a split is one part, `all`. The report keeps its overall keys (`recall_at_k`, `mrr`, ...).
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import statistics
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from clausetrail.adapters.db.policy_repo import SearchHit
from clausetrail.domain.policy import VersionStatus
from clausetrail.eval.answers_eval import AnswerRow, answer_figures, answer_golden, fmt
from clausetrail.eval.golden_sets import (
    ALL,
    DEV,
    TEST,
    group_by,
    insurer_of,
    load_split,
    quote_pieces,
    resolve_document,
)
from clausetrail.eval.golden_sets import golden_files as list_golden_files
from clausetrail.runtime import Runtime
from clausetrail.services.search import RERANK_BY_DEFAULT, search_version

MRR_DEPTH = 10
CLAUSE_OVERLAP = 0.6  # share of the quote's words a chunk must hold as one run when the quote is cut
MIN_RUN = 8  # ... and never fewer words than this; a quote shorter than this must be held whole

_WORD = re.compile(r"[a-z0-9]+")


def normalise_words(text: str) -> list[str]:
    """Lower-case alphanumeric words: whitespace, line breaks, case and punctuation do not count."""
    return _WORD.findall(text.lower().replace("\u2019", "'"))


def _longest_run(quote: list[str], chunk: list[str]) -> int:
    """Length of the longest run of consecutive quote words that the chunk also holds consecutively."""
    best = 0
    previous = [0] * (len(chunk) + 1)
    for qw in quote:
        current = [0] * (len(chunk) + 1)
        for j, cw in enumerate(chunk, 1):
            if qw == cw:
                current[j] = previous[j - 1] + 1
                if current[j] > best:
                    best = current[j]
        previous = current
    return best


def clause_hit(chunk_text: str, quote: str) -> bool:
    """Whether a chunk holds the labelled quote (whole, or a large run of it when a boundary cuts it)."""
    q = normalise_words(quote)
    if not q:
        return False
    c = normalise_words(chunk_text)
    if " ".join(q) in " ".join(c):
        return True
    if len(q) <= MIN_RUN:
        return False
    needed = max(MIN_RUN, math.ceil(CLAUSE_OVERLAP * len(q)))
    return _longest_run(q, c) >= needed


def first_relevant_rank(spans: list[tuple[int, int]], expected_pages: list[int]) -> int | None:
    for rank, (start, end) in enumerate(spans, 1):
        if any(start <= p <= end for p in expected_pages):
            return rank
    return None


def first_clause_rank(texts: Sequence[str], quote: str | Sequence[str] | None) -> int | None:
    """1-based rank of the first chunk holding the quote (any of its pieces), or None."""
    pieces = quote_pieces(quote)
    if not pieces:
        return None
    for rank, text in enumerate(texts, 1):
        if any(clause_hit(text, piece) for piece in pieces):
            return rank
    return None


@dataclass
class QuestionResult:
    id: str
    question: str
    expected_pages: list[int]
    retrieved_pages: list[list[int]]
    hit_rank: int | None  # 1-based rank of the first chunk whose page span holds an expected page
    latency_ms: float
    quote: tuple[str, ...] | None = None
    clause_rank: int | None = None  # 1-based rank of the first chunk holding the quote
    fused_hit_rank: int | None = None  # the same two, first stage only (no reranker)
    fused_clause_rank: int | None = None
    reranked_hit_rank: int | None = None  # the same two, with the reranker
    reranked_clause_rank: int | None = None


@dataclass(frozen=True)
class Figures:
    questions: int
    quoted: int
    recall_at_k: float
    clause_recall_at_k: float
    mrr: float
    fused_recall_at_k: float
    fused_clause_recall_at_k: float
    fused_mrr: float
    reranked_recall_at_k: float
    reranked_clause_recall_at_k: float
    reranked_mrr: float


def _share(ranks: Sequence[int | None], k: int) -> float:
    return sum(1 for r in ranks if r is not None and r <= k) / len(ranks) if ranks else 0.0


def _mrr(ranks: Sequence[int | None]) -> float:
    return sum(1 / r for r in ranks if r) / len(ranks) if ranks else 0.0


def figures(questions: Sequence[QuestionResult], k: int) -> Figures:
    quoted = [q for q in questions if q.quote]
    return Figures(
        questions=len(questions),
        quoted=len(quoted),
        recall_at_k=_share([q.hit_rank for q in questions], k),
        clause_recall_at_k=_share([q.clause_rank for q in quoted], k),
        mrr=_mrr([q.hit_rank for q in questions]),
        fused_recall_at_k=_share([q.fused_hit_rank for q in questions], k),
        fused_clause_recall_at_k=_share([q.fused_clause_rank for q in quoted], k),
        fused_mrr=_mrr([q.fused_hit_rank for q in questions]),
        reranked_recall_at_k=_share([q.reranked_hit_rank for q in questions], k),
        reranked_clause_recall_at_k=_share([q.reranked_clause_rank for q in quoted], k),
        reranked_mrr=_mrr([q.reranked_hit_rank for q in questions]),
    )


@dataclass
class PolicyResult:
    golden_file: str
    document: str
    version_id: str | None
    error: str | None = None
    part: str = "all"
    insurer: str = "unknown"
    questions: list[QuestionResult] = field(default_factory=list)
    answers: list[AnswerRow] = field(default_factory=list)  # with --answers (eval.answers_eval)

    def recall(self, k: int) -> float:
        return _share([q.hit_rank for q in self.questions], k)

    @property
    def mrr(self) -> float:
        return _mrr([q.hit_rank for q in self.questions])


@dataclass
class QuestionsEval:
    k: int
    policies: list[PolicyResult]
    parts: tuple[str, ...] = ("all",)

    @property
    def all_questions(self) -> list[QuestionResult]:
        return [q for p in self.policies for q in p.questions]

    @property
    def recall(self) -> float:
        return figures(self.all_questions, self.k).recall_at_k

    @property
    def mrr(self) -> float:
        return figures(self.all_questions, self.k).mrr

    def part_figures(self) -> dict[str, Figures]:
        by_part = group_by(self.policies, lambda p: p.part)
        return {
            part: figures([q for p in by_part.get(part, []) for q in p.questions], self.k)
            for part in self.parts
        }

    def insurer_figures(self) -> dict[str, Figures]:
        return {
            name: figures([q for p in group for q in p.questions], self.k)
            for name, group in group_by(self.policies, lambda p: p.insurer).items()
        }

    def latency_ms(self, pct: float) -> float:
        values = sorted(q.latency_ms for q in self.all_questions)
        if not values:
            return 0.0
        if len(values) == 1:
            return values[0]
        return statistics.quantiles(values, n=100, method="inclusive")[int(pct) - 1]

    @property
    def all_answers(self) -> list[AnswerRow]:
        return [a for p in self.policies for a in p.answers]

    def answer_parts(self) -> dict[str, dict[str, Any]]:
        by_part = group_by(self.policies, lambda p: p.part)
        return {
            part: answer_figures([a for p in by_part.get(part, []) for a in p.answers]) for part in self.parts
        }

    def answers_json(self) -> dict[str, Any]:
        """The answer scores (SPEC §9), only when answers were asked; search keys stay as they were."""
        if not self.all_answers:
            return {}
        overall = answer_figures(self.all_answers)
        return {
            "answer_correctness": overall["answer_correctness"],
            "refusal_correctness": overall["refusal_correctness"],
            "citation_match": overall["citation_match"],
            "tokens_per_answer_p50": overall["tokens_per_answer_p50"],
            "answers": overall | {"parts": self.answer_parts()},
        }

    def to_json(self) -> dict[str, Any]:
        overall = figures(self.all_questions, self.k)
        answered = self.answers_json()
        return answered | {
            "k": self.k,
            "recall_at_k": overall.recall_at_k,
            "clause_recall_at_k": overall.clause_recall_at_k,
            "mrr": overall.mrr,
            "reranker_in_production": RERANK_BY_DEFAULT,
            "first_stage": {
                "recall_at_k": overall.fused_recall_at_k,
                "clause_recall_at_k": overall.fused_clause_recall_at_k,
                "mrr": overall.fused_mrr,
            },
            "reranked": {
                "recall_at_k": overall.reranked_recall_at_k,
                "clause_recall_at_k": overall.reranked_clause_recall_at_k,
                "mrr": overall.reranked_mrr,
            },
            "questions": overall.questions,
            "quoted_questions": overall.quoted,
            "latency_ms_p50": self.latency_ms(50),
            "latency_ms_p95": self.latency_ms(95),
            "parts": {part: asdict(f) for part, f in self.part_figures().items()},
            "insurers": {name: asdict(f) for name, f in self.insurer_figures().items()},
            # per-policy figures first, so the policy's own `questions` (the per-question ranks) are kept
            "policies": [
                asdict(figures(p.questions, self.k))
                | asdict(p)
                | {"recall_at_k": p.recall(self.k), "mrr": p.mrr, "question_count": len(p.questions)}
                | ({"answer_figures": answer_figures(p.answers)} if p.answers else {})
                for p in self.policies
            ],
        }


def _spans(hits: Sequence[SearchHit]) -> list[tuple[int, int]]:
    return [(h.clause.page_start, h.clause.page_end) for h in hits]


def evaluate_questions(
    rt: Runtime,
    golden_dir: Path,
    documents: Path,
    *,
    k: int = 4,
    console: Console | None = None,
    answers: bool = False,
    part: str = ALL,
) -> QuestionsEval:
    """Score every golden file of `golden_dir`; `part` (`dev`, `test` or `all`) keeps only the wordings of one
    part of the split, so development work can run without ever scoring the test part (SPEC §12)."""
    from clausetrail.services.local_ingest import ingest_file

    if part not in (ALL, DEV, TEST):
        raise ValueError(f"part must be one of {ALL}, {DEV}, {TEST}")
    split = load_split(golden_dir)
    results: list[PolicyResult] = []
    for path in list_golden_files(golden_dir):
        golden = json.loads(path.read_text())
        if part != ALL and split.part_of(golden["document"]) not in (part, ALL):
            continue
        pdf = resolve_document(documents, golden["document"])
        result = PolicyResult(
            golden_file=path.name,
            document=golden["document"],
            version_id=None,
            part=split.part_of(golden["document"]),
            insurer=insurer_of(golden["document"], golden.get("insurer")),
        )
        results.append(result)
        if not pdf.is_file():
            result.error = f"document {pdf} not found"
            continue
        expected_sha = golden.get("sha256")
        if expected_sha and hashlib.sha256(pdf.read_bytes()).hexdigest() != expected_sha:
            result.error = "document hash differs from the golden file's sha256"
            continue
        outcome = ingest_file(rt, pdf)
        if outcome.version.status is not VersionStatus.READY:
            result.error = f"ingestion failed: {outcome.version.error_code}"
            continue
        version_id = outcome.version.version_id
        result.version_id = version_id
        depth = max(k, MRR_DEPTH)
        for q in golden["questions"]:
            if not q.get("answerable", True) or not q.get("pages"):
                continue
            pages = list(q["pages"])
            quote = quote_pieces(q.get("quote")) or None
            runs = {}
            for reranked in (False, True):
                started = time.perf_counter()
                hits = search_version(
                    rt,
                    version_id,
                    q["question"],
                    k=depth,
                    with_links=False,
                    reranked=reranked,
                    people_words=True,  # a person's question, searched as the questions API searches it
                )
                runs[reranked] = (hits.hits, (time.perf_counter() - started) * 1000)
            fused, reranked_hits = runs[False][0], runs[True][0]
            production, latency = runs[RERANK_BY_DEFAULT]
            spans = [(h.clause.page_start, h.clause.page_end) for h in production]
            result.questions.append(
                QuestionResult(
                    id=q["id"],
                    question=q["question"],
                    expected_pages=pages,
                    retrieved_pages=[[s, e] for s, e in spans[:k]],
                    hit_rank=first_relevant_rank(spans, pages),
                    latency_ms=latency,
                    quote=quote,
                    clause_rank=first_clause_rank([h.clause.text for h in production], quote),
                    fused_hit_rank=first_relevant_rank(_spans(fused), pages),
                    fused_clause_rank=first_clause_rank([h.clause.text for h in fused], quote),
                    reranked_hit_rank=first_relevant_rank(_spans(reranked_hits), pages),
                    reranked_clause_rank=first_clause_rank([h.clause.text for h in reranked_hits], quote),
                )
            )
        if answers:
            result.answers = answer_golden(rt, outcome.version.policy_id, golden["questions"])
        if console:
            console.print(
                f"  ({result.part}) {path.name}: recall@{k} {result.recall(k):.2f} over {len(result.questions)}"
                " questions"
            )
    parts = split.parts if part == ALL or not split.is_split else (part,)
    return QuestionsEval(k=k, policies=results, parts=parts)


def _figures_table(title: str, rows: dict[str, Figures], k: int) -> Table:
    other = "reranked" if not RERANK_BY_DEFAULT else "first stage"
    table = Table(
        title,
        "questions",
        f"recall@{k}",
        f"clause recall@{k}",
        f"MRR@{MRR_DEPTH}",
        f"{other}: recall@{k}",
        "clause",
        "MRR",
    )
    for name, f in rows.items():
        alt = (
            (f.reranked_recall_at_k, f.reranked_clause_recall_at_k, f.reranked_mrr)
            if not RERANK_BY_DEFAULT
            else (f.fused_recall_at_k, f.fused_clause_recall_at_k, f.fused_mrr)
        )
        table.add_row(
            name,
            f"{f.questions} ({f.quoted} quoted)",
            f"{f.recall_at_k:.3f}",
            f"{f.clause_recall_at_k:.3f}",
            f"{f.mrr:.3f}",
            *(f"{v:.3f}" for v in alt),
        )
    return table


def print_question_report(result: QuestionsEval, console: Console) -> None:
    k = result.k
    console.print(_figures_table("part", result.part_figures(), k))
    console.print(_figures_table("insurer", result.insurer_figures(), k))
    table = Table("golden file", "part", "questions", f"recall@{k}", f"MRR@{MRR_DEPTH}", "note")
    for p in sorted(result.policies, key=lambda p: (result.parts.index(p.part), p.golden_file)):
        table.add_row(
            p.golden_file, p.part, str(len(p.questions)), f"{p.recall(k):.3f}", f"{p.mrr:.3f}", p.error or ""
        )
    table.add_row(
        "[bold]overall[/bold]",
        "",
        str(len(result.all_questions)),
        f"[bold]{result.recall:.3f}[/bold]",
        f"[bold]{result.mrr:.3f}[/bold]",
        f"search p50 {result.latency_ms(50):.1f} ms, p95 {result.latency_ms(95):.1f} ms",
    )
    console.print(table)
    # test misses are not listed, so nothing is tuned on them (SPEC §12); the JSON report holds their ranks
    for p in result.policies:
        if p.part == TEST:
            continue
        for q in p.questions:
            if not q.hit_rank or q.hit_rank > k:
                console.print(
                    f"[yellow]miss[/yellow] ({p.part}) {p.golden_file} {q.id}: {escape(q.question)} "
                    f"(pages {q.expected_pages}; got {q.retrieved_pages})"
                )


def print_answer_report(result: QuestionsEval, console: Console) -> None:
    """Answer scores per part (test first), then per golden file."""
    if not result.all_answers:
        return
    table = Table(
        "answers",
        "questions",
        "correct",
        "refusal",
        "citation",
        "false not stated",
        "p50 ms",
        "p95 ms",
        "tokens p50",
    )
    rows = [(part, f) for part, f in result.answer_parts().items()]
    rows += [(p.golden_file, answer_figures(p.answers)) for p in result.policies if p.answers]
    rows.append(("overall", answer_figures(result.all_answers)))
    for name, f in rows:
        table.add_row(
            name,
            str(f["questions"]),
            fmt(f["answer_correctness"]),
            fmt(f["refusal_correctness"]),
            fmt(f["citation_match"]),
            fmt(f["false_not_stated"]),
            f"{f['latency_ms_p50']:.0f}",
            f"{f['latency_ms_p95']:.0f}",
            f"{f['tokens_per_answer_p50']:.0f}",
        )
    console.print(table)
