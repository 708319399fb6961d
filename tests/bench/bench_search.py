"""Benchmark: filtered hybrid search at 1,000 policy versions (~300k clauses). Prints figures; asserts nothing.

Clause texts are real corpus wording (cut into ~300-token pieces, copied across versions with a version
marker), vectors are the clauses' MiniLM embeddings with a little per-version noise, so every version is a
distinct, realistic copy. Run: python -m tests.bench.bench_search [--versions 1000 --clauses 300]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np
import psycopg
from pgvector.psycopg import register_vector

from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.db.embedded import start_embedded, stop_embedded
from clausetrail.adapters.db.policy_repo import PolicyRepository

QUERIES = [
    "What is the waiting period for pre-existing diseases?",
    "room rent limit per day",
    "Is cataract surgery covered and what is the sub-limit?",
    "co-payment for senior citizens",
    "maternity benefit waiting period",
    "grace period for renewal",
    "ambulance charges covered up to",
    "Are cosmetic surgeries excluded?",
    "claim intimation within how many hours in an emergency",
    "AYUSH treatment cover",
]


def corpus_texts(corpus: Path, n: int) -> list[str]:
    import pypdfium2 as pdfium

    words: list[str] = []
    for pdf in sorted((corpus / "policies").glob("*.pdf"))[:6]:
        doc = pdfium.PdfDocument(str(pdf))
        for page in doc:
            words.extend(page.get_textpage().get_text_range().split())
        doc.close()
    pieces = [" ".join(words[i : i + 220]) for i in range(0, len(words), 220)]
    if not pieces:
        raise SystemExit(
            f"no policy text under {corpus / 'policies'}: pass --corpus <the shared corpus folder>"
        )
    return [pieces[i % len(pieces)] for i in range(n)]


def pct(values: list[float], p: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[p - 1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--versions", type=int, default=1000)
    parser.add_argument("--clauses", type=int, default=300)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--corpus", type=Path, default=Path("../shared/corpus"))
    args = parser.parse_args()

    from clausetrail.adapters.embed_minilm import MiniLmEmbedder

    embedder = MiniLmEmbedder()
    texts = corpus_texts(args.corpus, args.clauses)
    t0 = time.perf_counter()
    base = embedder.embed_documents(texts)
    embed_s = time.perf_counter() - t0
    pgdata = Path(tempfile.mkdtemp(prefix="ct-bench-", dir="/tmp")) / "pg"
    url = start_embedded(pgdata, delete_on_exit=True)
    try:
        db = Database(url, embedding_dimension=embedder.dimension)
        repo = PolicyRepository(db)
        rng = np.random.default_rng(7)
        t0 = time.perf_counter()
        with psycopg.connect(url) as conn:
            register_vector(conn)
            conn.execute("INSERT INTO policies VALUES ('bench', 'bench', 'Bench', 'BENCH0000', NULL, now())")
            with conn.cursor() as cur:
                for v in range(args.versions):
                    cur.execute(
                        """INSERT INTO policy_versions (version_id, policy_id, effective_from, status, document_uri,
                               document_sha256, document_bytes, idempotency_key)
                           VALUES (%s, 'bench', '2024-01-01', 'ready', 'x', 'x', 1, %s)""",
                        (f"v{v:05d}", f"k{v}"),
                    )
                with cur.copy(
                    "COPY policy_clauses (clause_id, policy_version_id, ordinal, section_path, section_title, "
                    "clause_no, section_type, chunk_type, text, text_hash, page_start, page_end, token_count, "
                    "embedding) FROM STDIN WITH (FORMAT BINARY)"
                ) as copy:
                    copy.set_types(
                        [
                            "text",
                            "text",
                            "int4",
                            "text[]",
                            "text",
                            "text",
                            "text",
                            "text",
                            "text",
                            "text",
                            "int4",
                            "int4",
                            "int4",
                            "vector",
                        ]
                    )
                    for v in range(args.versions):
                        noise = rng.normal(0, 0.02, size=base.shape).astype(np.float32)
                        vecs = base + noise
                        vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
                        for i, text in enumerate(texts):
                            copy.write_row(
                                [
                                    f"v{v:05d}-c{i:04d}",
                                    f"v{v:05d}",
                                    i,
                                    ["Section"],
                                    "Section",
                                    f"{i}.1",
                                    "other",
                                    "prose",
                                    f"{text} version{v}",
                                    "h",
                                    1 + i // 6,
                                    1 + i // 6,
                                    300,
                                    vecs[i],
                                ]
                            )
            conn.commit()
            conn.execute("ANALYZE policy_clauses")
            conn.commit()
        load_s = time.perf_counter() - t0
        versions = rng.integers(0, args.versions, size=args.queries)
        db_ms: list[float] = []
        e2e_ms: list[float] = []
        for i, v in enumerate(versions):
            q = QUERIES[i % len(QUERIES)]
            t0 = time.perf_counter()
            qv = embedder.embed_query(q)
            t1 = time.perf_counter()
            hits = repo.hybrid_search(
                f"v{v:05d}", qv, q, k=4, candidates=40, rrf_k=60, boost_section_types=("waiting_periods",)
            )
            t2 = time.perf_counter()
            assert all(h.clause.clause_id.startswith(f"v{v:05d}-") for h in hits)
            db_ms.append((t2 - t1) * 1000)
            e2e_ms.append((t2 - t0) * 1000)
        total = args.versions * args.clauses
        print(
            f"hybrid search benchmark: {args.versions} versions x {args.clauses} clauses = {total:,} clauses"
        )
        print(f"  corpus pieces embedded once: {embed_s:.1f}s; bulk load (COPY): {load_s:.1f}s")
        print(
            f"  filtered hybrid query (DB only):   p50 {pct(db_ms, 50):6.2f} ms   p95 {pct(db_ms, 95):6.2f} ms"
        )
        print(
            f"  query embedding + hybrid query:    p50 {pct(e2e_ms, 50):6.2f} ms   p95 {pct(e2e_ms, 95):6.2f} ms"
        )
        print(
            f"  goal p95 <= 20 ms: DB-only ratio {pct(db_ms, 95) / 20:.2f}x, end-to-end {pct(e2e_ms, 95) / 20:.2f}x"
        )
        db.close()
    finally:
        stop_embedded(pgdata)


if __name__ == "__main__":
    main()
