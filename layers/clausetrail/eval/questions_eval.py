"""Retrieval evaluation on the golden questions (SPEC §9): recall@k and MRR per policy and overall."""

from __future__ import annotations

import hashlib
import json
import statistics
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from clausetrail.domain.policy import VersionStatus
from clausetrail.runtime import Runtime

MRR_DEPTH = 10


@dataclass
class QuestionResult:
    id: str
    question: str
    expected_pages: list[int]
    retrieved_pages: list[list[int]]
    hit_rank: int | None  # 1-based rank of the first chunk whose page span holds an expected page
    latency_ms: float


@dataclass
class PolicyResult:
    golden_file: str
    document: str
    version_id: str | None
    error: str | None = None
    questions: list[QuestionResult] = field(default_factory=list)

    def recall(self, k: int) -> float:
        if not self.questions:
            return 0.0
        return sum(1 for q in self.questions if q.hit_rank is not None and q.hit_rank <= k) / len(
            self.questions
        )

    @property
    def mrr(self) -> float:
        if not self.questions:
            return 0.0
        return sum(1 / q.hit_rank for q in self.questions if q.hit_rank) / len(self.questions)


@dataclass
class QuestionsEval:
    k: int
    policies: list[PolicyResult]

    @property
    def all_questions(self) -> list[QuestionResult]:
        return [q for p in self.policies for q in p.questions]

    @property
    def recall(self) -> float:
        qs = self.all_questions
        return sum(1 for q in qs if q.hit_rank is not None and q.hit_rank <= self.k) / len(qs) if qs else 0.0

    @property
    def mrr(self) -> float:
        qs = self.all_questions
        return sum(1 / q.hit_rank for q in qs if q.hit_rank) / len(qs) if qs else 0.0

    def latency_ms(self, pct: float) -> float:
        values = sorted(q.latency_ms for q in self.all_questions)
        if not values:
            return 0.0
        if len(values) == 1:
            return values[0]
        return statistics.quantiles(values, n=100, method="inclusive")[int(pct) - 1]

    def to_json(self) -> dict[str, Any]:
        return {
            "k": self.k,
            "recall_at_k": self.recall,
            "mrr": self.mrr,
            "latency_ms_p50": self.latency_ms(50),
            "latency_ms_p95": self.latency_ms(95),
            "policies": [asdict(p) | {"recall_at_k": p.recall(self.k), "mrr": p.mrr} for p in self.policies],
        }


def first_relevant_rank(spans: list[tuple[int, int]], expected_pages: list[int]) -> int | None:
    for rank, (start, end) in enumerate(spans, 1):
        if any(start <= p <= end for p in expected_pages):
            return rank
    return None


def evaluate_questions(
    rt: Runtime, golden_dir: Path, documents: Path, *, k: int = 4, console: Console | None = None
) -> QuestionsEval:
    from clausetrail.services.local_ingest import ingest_file
    from clausetrail.services.search import search_version

    results: list[PolicyResult] = []
    for path in sorted(golden_dir.glob("*.json")):
        golden = json.loads(path.read_text())
        pdf = documents / golden["document"]
        result = PolicyResult(golden_file=path.name, document=golden["document"], version_id=None)
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
        result.version_id = outcome.version.version_id
        for q in golden["questions"]:
            if not q.get("answerable", True) or not q.get("pages"):
                continue
            started = time.perf_counter()
            found = search_version(
                rt, outcome.version.version_id, q["question"], k=max(k, MRR_DEPTH), with_links=False
            )
            latency = (time.perf_counter() - started) * 1000
            spans = [(h.clause.page_start, h.clause.page_end) for h in found.hits]
            result.questions.append(
                QuestionResult(
                    id=q["id"],
                    question=q["question"],
                    expected_pages=list(q["pages"]),
                    retrieved_pages=[[s, e] for s, e in spans[:k]],
                    hit_rank=first_relevant_rank(spans, list(q["pages"])),
                    latency_ms=latency,
                )
            )
        if console:
            console.print(
                f"  {path.name}: recall@{k} {result.recall(k):.2f} over {len(result.questions)} questions"
            )
    return QuestionsEval(k=k, policies=results)


def print_question_report(result: QuestionsEval, console: Console) -> None:
    table = Table("golden file", "questions", f"recall@{result.k}", f"MRR@{MRR_DEPTH}", "note")
    for p in result.policies:
        table.add_row(
            p.golden_file, str(len(p.questions)), f"{p.recall(result.k):.3f}", f"{p.mrr:.3f}", p.error or ""
        )
    table.add_row(
        "[bold]overall[/bold]",
        str(len(result.all_questions)),
        f"[bold]{result.recall:.3f}[/bold]",
        f"[bold]{result.mrr:.3f}[/bold]",
        f"search p50 {result.latency_ms(50):.1f} ms, p95 {result.latency_ms(95):.1f} ms",
    )
    console.print(table)
    misses = [
        (p.golden_file, q)
        for p in result.policies
        for q in p.questions
        if not q.hit_rank or q.hit_rank > result.k
    ]
    for name, q in misses:
        console.print(
            f"[yellow]miss[/yellow] {name} {q.id}: {q.question} (pages {q.expected_pages}; got {q.retrieved_pages})"
        )
