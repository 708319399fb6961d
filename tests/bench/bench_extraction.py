"""Benchmark: the seven extraction passes on the corpus policy closest to 50 pages. Prints figures only.

Offline: each pass timed (context built with a keyword retriever over the real chunks, anchors applied).
Claude: each pass's request is built and its input tokens counted with tiktoken — nothing is sent.
Run: python -m tests.bench.bench_extraction [--corpus ../shared/corpus]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import pypdfium2 as pdfium
from anthropic import Anthropic

from clausetrail.adapters.llm_claude import ClaudeLlm
from clausetrail.adapters.ocr_local import LocalOcr
from clausetrail.adapters.token_counter import count_tokens
from clausetrail.domain.chunking import chunk_document
from clausetrail.extraction.claude import ClaudeExtractionModel
from clausetrail.extraction.clause_sources import clauses_from_chunks
from clausetrail.extraction.context import build_pass_context
from clausetrail.extraction.keyword_retriever import KeywordRetriever
from clausetrail.extraction.offline import OfflineExtractor
from clausetrail.extraction.passes import PASSES
from clausetrail.extraction.pipeline import run_pass
from clausetrail.settings import Settings


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", type=Path, default=Path("../shared/corpus"))
    args = parser.parse_args()
    pdfs = sorted((args.corpus / "policies").glob("*.pdf"))
    sizes = {p: len(pdfium.PdfDocument(str(p))) for p in pdfs}
    target = min(pdfs, key=lambda p: abs(sizes[p] - 50))
    chunks = chunk_document(LocalOcr().analyze(target.read_bytes()), count_tokens)
    clauses = clauses_from_chunks(chunks)
    retriever = KeywordRetriever(clauses)
    offline = OfflineExtractor(count_tokens)
    claude = ClaudeExtractionModel(
        ClaudeLlm(Settings(), client=Anthropic(api_key="estimate-only-never-sent"))
    )
    print(f"seven passes on {target.name}: {sizes[target]} pages, {len(chunks)} chunks")
    print(f"  {'pass':<34} {'offline s':>9} {'fields':>6} {'claude tier':>11} {'est. input tokens':>17}")
    total_s = 0.0
    total_tokens = 0
    for spec in PASSES:
        t0 = time.perf_counter()
        result = run_pass(offline, spec.number, clauses, retriever)
        seconds = time.perf_counter() - t0
        total_s += seconds
        context = build_pass_context(spec, clauses, retriever)
        tokens = claude.estimate_tokens(spec.number, context)
        total_tokens += tokens
        print(
            f"  {spec.number} {spec.name:<32} {seconds:>9.2f} {len(result.fields):>6} {spec.tier!s:>11} {tokens:>17,}"
        )
    print(f"  offline total {total_s:.2f}s (goal <= 30 s: {total_s / 30:.2f}x of budget)")
    print(f"  Claude estimate: {total_tokens:,} input tokens over 7 passes (prompts built, nothing sent)")


if __name__ == "__main__":
    main()
