"""Benchmark: ingest seconds per page. Prints figures; asserts nothing.

1. Stage by stage, in-process, for the corpus text PDF closest to 50 pages: OCR (layout), chunking, embedding.
2. The same PDF end to end through the local ingestion state machine on the embedded database.
3. Every corpus policy through OCR + chunking only (seconds per page distribution).
Run: python -m tests.bench.bench_ingest [--corpus ../shared/corpus]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import pypdfium2 as pdfium

from clausetrail.adapters.embed_minilm import MiniLmEmbedder
from clausetrail.adapters.ocr_local import LocalOcr
from clausetrail.adapters.token_counter import count_tokens
from clausetrail.domain.chunking import chunk_document, clause_embedding_text
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.services.local_ingest import ingest_file
from clausetrail.settings import Settings


def page_count(path: Path) -> int:
    doc = pdfium.PdfDocument(str(path))
    n = len(doc)
    doc.close()
    return n


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", type=Path, default=Path("../shared/corpus"))
    parser.add_argument("--target-pages", type=int, default=50)
    args = parser.parse_args()
    pdfs = sorted((args.corpus / "policies").glob("*.pdf"))
    sizes = {p: page_count(p) for p in pdfs}
    target = min(pdfs, key=lambda p: abs(sizes[p] - args.target_pages))
    pages = sizes[target]
    data = target.read_bytes()

    ocr = LocalOcr()
    t0 = time.perf_counter()
    embedder = MiniLmEmbedder()
    load_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    layout = LocalOcr(keep_first_running=True).analyze(data)
    ocr_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    chunks = chunk_document(layout, count_tokens)
    chunk_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    embedder.embed_documents([clause_embedding_text(c.section_path, c.text) for c in chunks])
    embed_s = time.perf_counter() - t0
    in_process = ocr_s + chunk_s + embed_s
    print(f"ingest benchmark on {target.name}: {pages} pages, {len(chunks)} chunks")
    print(f"  model load (once per process): {load_s:.2f}s")
    print(
        f"  in-process: OCR {ocr_s:.2f}s + chunk {chunk_s:.2f}s + embed {embed_s:.2f}s = {in_process:.2f}s "
        f"({in_process / pages:.3f} s/page); goal 10 s for 50 pages -> {in_process / pages * 50 / 10:.2f}x of budget"
    )

    with tempfile.TemporaryDirectory(prefix="ct-bench-", dir="/tmp") as tmp:
        rt = Runtime(Settings(data_dir=Path(tmp)), embedder=embedder)
        set_runtime(rt)  # the handlers the local state machine calls use the process runtime
        rt.workflows  # noqa: B018 - start the local state machines before timing
        rt.policies  # noqa: B018 - start the embedded database before timing
        outcome = ingest_file(rt, target)
        v = outcome.version
        print(
            f"  end to end (local state machine + embedded DB): {outcome.seconds:.2f}s "
            f"({outcome.seconds / pages:.3f} s/page), status {v.status}, {v.clause_count} clauses"
        )
        from clausetrail.adapters.db.embedded import stop_embedded

        rt.database.close()
        stop_embedded(Path(tmp) / "pg")

    per_page: list[float] = []
    for pdf in pdfs:
        t0 = time.perf_counter()
        doc_layout = ocr.analyze(pdf.read_bytes())
        chunk_document(doc_layout, count_tokens)
        per_page.append((time.perf_counter() - t0) / max(1, sizes[pdf]))
    print(
        f"  OCR + chunking over all {len(pdfs)} corpus policies ({sum(sizes.values())} pages): "
        f"median {statistics.median(per_page):.3f} s/page, max {max(per_page):.3f} s/page"
    )


if __name__ == "__main__":
    main()
