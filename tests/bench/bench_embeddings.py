"""Benchmark: MiniLM embedding throughput on real policy chunks. Prints figures; asserts nothing.

Chunks come from the real pipeline (local OCR text layer → clause-aware chunker → the text the
embedder sees) for the corpus policy closest to 50 pages. For each batch size it reports texts/s
and ms per chunk (best of --repeats, the machine may be shared), for the default worker count and
for one worker; plus load time, wordpiece lengths, and the time for the whole document.

Run: python -m tests.bench.bench_embeddings [--corpus ../shared/corpus] [--batch-sizes 8,16,32,64]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

import pypdfium2 as pdfium

from clausetrail.adapters.embed_minilm import MAX_SEQ_LENGTH, MiniLmEmbedder, default_threads
from clausetrail.adapters.ocr_local import LocalOcr
from clausetrail.adapters.token_counter import count_tokens
from clausetrail.domain.chunking import chunk_document, clause_embedding_text


def page_count(path: Path) -> int:
    doc = pdfium.PdfDocument(str(path))
    n = len(doc)
    doc.close()
    return n


def best_seconds(embedder: MiniLmEmbedder, texts: list[str], repeats: int) -> tuple[float, float]:
    """Best wall-clock seconds over `repeats`, and the process CPU seconds of that run."""
    best, best_cpu = float("inf"), 0.0
    for _ in range(repeats):
        t0, c0 = time.perf_counter(), time.process_time()
        embedder.embed_documents(texts)
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        if wall < best:
            best, best_cpu = wall, cpu
    return best, best_cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--corpus", type=Path, default=Path(os.environ.get("CLAUSETRAIL_CORPUS", "../shared/corpus"))
    )
    parser.add_argument("--target-pages", type=int, default=50)
    parser.add_argument("--batch-sizes", default="8,16,32,64")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    pdfs = sorted((args.corpus / "policies").glob("*.pdf"))
    sizes = {p: page_count(p) for p in pdfs}
    target = min(pdfs, key=lambda p: abs(sizes[p] - args.target_pages))

    t0 = time.perf_counter()
    embedder = MiniLmEmbedder()
    print(
        f"model load (hash checks + weights, once per process): {embedder.load_seconds:.2f} s "
        f"(constructor {time.perf_counter() - t0:.2f} s)"
    )
    print(
        f"OPENBLAS_CORETYPE={os.environ.get('OPENBLAS_CORETYPE', '')!r}  cores={default_threads()}  "
        f"loadavg={os.getloadavg()[0]:.2f}"
    )

    t0 = time.perf_counter()
    layout = LocalOcr().analyze(target.read_bytes())
    ocr_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    chunks = chunk_document(layout, count_tokens)
    chunk_s = time.perf_counter() - t0
    texts = [clause_embedding_text(c.section_path, c.text) for c in chunks]
    lengths = [len(ids) for ids in embedder.token_ids(texts)]
    truncated = sum(1 for n in lengths if n >= MAX_SEQ_LENGTH)
    print(
        f"{target.name}: {sizes[target]} pages, {len(texts)} chunks; OCR {ocr_s:.2f} s, chunking {chunk_s:.2f} s"
    )
    print(
        f"wordpieces per chunk: mean {statistics.mean(lengths):.0f}, median {statistics.median(lengths):.0f}, "
        f"max {max(lengths)}; {truncated} chunks reach the {MAX_SEQ_LENGTH}-wordpiece limit (truncated)"
    )

    embedder.embed_documents(texts[:8])  # warm-up
    print("cpu s = process CPU time of the run; on an otherwise idle machine wall time ~ cpu s / workers")
    print(f"{'batch':>5} {'workers':>7} {'texts/s':>8} {'ms/chunk':>9} {'document s':>10} {'cpu s':>6}")
    for batch_size in (int(b) for b in args.batch_sizes.split(",")):
        for threads in sorted({default_threads(), 1}, reverse=True):
            e = MiniLmEmbedder(batch_size=batch_size, threads=threads)
            seconds, cpu = best_seconds(e, texts, args.repeats)
            print(
                f"{batch_size:>5} {threads:>7} {len(texts) / seconds:>8.1f} "
                f"{1000 * seconds / len(texts):>9.1f} {seconds:>10.2f} {cpu:>6.2f}"
            )


if __name__ == "__main__":
    main()
