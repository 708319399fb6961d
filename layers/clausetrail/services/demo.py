"""`make demo`: every corpus policy through the local ingestion state machine, then the retrieval eval."""

from __future__ import annotations

import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

from clausetrail.runtime import Runtime
from clausetrail.services.local_ingest import ingest_file


def run_demo(rt: Runtime, corpus: Path, questions: Path, console: Console) -> int:
    pdfs = sorted((corpus / "policies").glob("*.pdf"))
    if not pdfs:
        console.print(f"[red]no policy PDFs under {corpus / 'policies'}[/red]")
        return 2
    console.print(
        f"ClauseTrail demo (embedded defaults): ingesting {len(pdfs)} policies from {corpus / 'policies'}"
    )
    started = time.perf_counter()
    rt.workflows  # start the local state machines once  # noqa: B018
    table = Table("policy", "status", "pages", "chunks", "seconds", "s/page")
    failures = 0
    total_pages = 0
    for pdf in pdfs:
        outcome = ingest_file(rt, pdf)
        v = outcome.version
        pages = v.page_count or 0
        total_pages += pages
        status = str(v.status) if not v.error_code else f"{v.status}: {v.error_code}"
        failures += 0 if v.error_code is None else 1
        table.add_row(
            pdf.stem,
            status,
            str(pages),
            str(v.clause_count or 0),
            f"{outcome.seconds:.1f}",
            f"{outcome.seconds / pages:.2f}" if pages else "-",
        )
        console.print(
            f"  {pdf.name}: {status}, {pages} pages, {v.clause_count or 0} chunks, {outcome.seconds:.1f}s"
        )
    console.print(table)
    elapsed = time.perf_counter() - started
    console.print(f"{len(pdfs)} policies, {total_pages} pages in {elapsed:.1f}s ({failures} failed)")
    if questions.is_dir() and any(questions.glob("*.json")):
        from clausetrail.eval.questions_eval import evaluate_questions, print_question_report

        console.print("\nRetrieval on the golden questions (SPEC §9):")
        print_question_report(evaluate_questions(rt, questions, corpus / "policies"), console)
    return 1 if failures else 0
