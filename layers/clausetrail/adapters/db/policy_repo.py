"""Policies, versions and the clause index in PostgreSQL."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

import numpy as np
import numpy.typing as npt
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from clausetrail.adapters.db.connection import Database
from clausetrail.domain.clauses import ClauseRow, SearchHit, TextRanking
from clausetrail.domain.errors import Conflict, NotFound
from clausetrail.domain.policy import Policy, PolicyVersion, VersionStatus
from clausetrail.domain.rerank import BM25_B, BM25_K1

_VERSION_COLUMNS = """version_id, policy_id, effective_from, effective_to, status, stage, progress, document_uri,
    document_sha256, document_bytes, page_count, clause_count, layout_uri, execution_arn, error_code, error_message, schedule,
    terms, completeness, embedding_model, created_at, ready_at"""


def _version(row: dict[str, Any]) -> PolicyVersion:
    return PolicyVersion(**{**row, "status": VersionStatus(row["status"])})


def _clause(row: dict[str, Any]) -> ClauseRow:
    return ClauseRow(
        clause_id=row["clause_id"],
        ordinal=row["ordinal"],
        section_path=tuple(row["section_path"]),
        clause_no=row["clause_no"],
        exclusion_code=row["exclusion_code"],
        section_type=row["section_type"],
        chunk_type=row["chunk_type"],
        text=row["text"],
        text_hash=row["text_hash"],
        contains_amounts=row["contains_amounts"],
        contains_durations=row["contains_durations"],
        cross_references=tuple(row["cross_references"]),
        defined_terms=tuple(row["defined_terms"]),
        defines_term=row["defines_term"],
        page_start=row["page_start"],
        page_end=row["page_end"],
        token_count=row["token_count"],
        linked_clause_ids=tuple(row["linked_clause_ids"]),
    )


_CLAUSE_COLUMNS = """clause_id, ordinal, section_path, clause_no, exclusion_code, section_type, chunk_type, text, text_hash,
    contains_amounts, contains_durations, cross_references, defined_terms, defines_term, page_start, page_end,
    token_count, linked_clause_ids"""


_TEXT_RANKINGS: tuple[TextRanking, ...] = ("bm25", "cover_density")
# BM25 constants (`domain.rerank`): development recall was flat over k1 0.9-2.0 and b 0.4-0.9, so not tuned

# Full-text candidates by BM25 within the version (%(vid)s): query lexemes with their weights (the question's
# 1, the expansion's %(ew)s; a lexeme in both keeps the larger), each clause's length in lexeme occurrences,
# and each lexeme's document frequency among the version's clauses.
_BM25_FTS = """
    ql AS (
        SELECT lexeme, max(weight) AS weight FROM (
            SELECT unnest(tsvector_to_array(to_tsvector('english', %(text)s))) AS lexeme, 1.0::float8 AS weight
            UNION ALL
            SELECT unnest(tsvector_to_array(to_tsvector('english', %(expansion)s))), %(ew)s::float8
        ) s GROUP BY lexeme
    ), docs AS (
        SELECT c.clause_id, c.ordinal, c.tsv,
               (SELECT coalesce(sum(coalesce(array_length(u.positions, 1), 1)), 0) FROM unnest(c.tsv) u) AS dl
        FROM policy_clauses c WHERE c.policy_version_id = %(vid)s
    ), stats AS (
        SELECT count(*)::float8 AS n, greatest(avg(dl), 1)::float8 AS avgdl FROM docs
    ), tf AS (
        SELECT d.clause_id, d.ordinal, d.dl::float8 AS dl, u.lexeme,
               coalesce(array_length(u.positions, 1), 1)::float8 AS tf
        FROM docs d CROSS JOIN LATERAL unnest(d.tsv) u JOIN ql ON ql.lexeme = u.lexeme
    ), df AS (
        SELECT lexeme, count(*)::float8 AS df FROM tf GROUP BY lexeme
    ), bm25 AS (
        SELECT tf.clause_id, tf.ordinal,
               sum(ql.weight * ln(1 + (s.n - df.df + 0.5) / (df.df + 0.5))
                   * tf.tf * (%(k1)s + 1) / (tf.tf + %(k1)s * (1 - %(b)s + %(b)s * tf.dl / s.avgdl))) AS score
        FROM tf JOIN ql USING (lexeme) JOIN df USING (lexeme) CROSS JOIN stats s
        GROUP BY tf.clause_id, tf.ordinal
    ), fts AS (
        SELECT clause_id, row_number() OVER (ORDER BY score DESC, ordinal) AS rnk
        FROM bm25 ORDER BY score DESC, ordinal LIMIT %(cand)s
    )"""

# The earlier full-text ranking: OR-ed lexemes of the question and its expansion, `ts_rank_cd`.
_COVER_DENSITY_FTS = """
    q AS (
        SELECT replace(plainto_tsquery('english', %(text)s || ' ' || %(expansion)s)::text, '&', '|') AS t
    ), tq AS (
        SELECT CASE WHEN t = '' THEN NULL ELSE to_tsquery('english', t) END AS query FROM q
    ), fts AS (
        SELECT c.clause_id, row_number() OVER (ORDER BY ts_rank_cd(c.tsv, tq.query, 32) DESC, c.ordinal) AS rnk
        FROM policy_clauses c, tq
        WHERE c.policy_version_id = %(vid)s AND tq.query IS NOT NULL AND c.tsv @@ tq.query
        ORDER BY ts_rank_cd(c.tsv, tq.query, 32) DESC, c.ordinal
        LIMIT %(cand)s
    )"""


class PolicyRepository:
    def __init__(self, db: Database) -> None:
        self.db = db

    # --- policies and versions -------------------------------------------------------------------
    def register_version(
        self,
        *,
        policy_id: str,
        version_id: str,
        owner_id: str,
        insurer: str,
        product_uin: str,
        product_name: str | None,
        effective_from: date,
        effective_to: date | None,
        document_uri: str,
        document_sha256: str,
        document_bytes: int,
        schedule: dict[str, Any] | None,
        idempotency_key: str,
    ) -> tuple[PolicyVersion, bool]:
        """Create the policy (if new) and a version; the same idempotency key returns the existing version."""
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(
                f"SELECT {_VERSION_COLUMNS} FROM policy_versions WHERE idempotency_key = %s",
                (idempotency_key,),
            )
            existing = cur.fetchone()
            if existing:
                return _version(existing), False
            cur.execute("SELECT owner_id FROM policies WHERE policy_id = %s FOR UPDATE", (policy_id,))
            owner = cur.fetchone()
            if owner is None:
                cur.execute(
                    """INSERT INTO policies (policy_id, owner_id, insurer, product_uin, product_name)
                       VALUES (%s, %s, %s, %s, %s)""",
                    (policy_id, owner_id, insurer, product_uin, product_name),
                )
            elif owner["owner_id"] != owner_id:
                raise NotFound(f"policy {policy_id} not found")
            cur.execute(
                f"""INSERT INTO policy_versions (version_id, policy_id, effective_from, effective_to, status,
                        stage, progress, document_uri, document_sha256, document_bytes, schedule, idempotency_key)
                    VALUES (%s, %s, %s, %s, 'registered', 'registered', 0, %s, %s, %s, %s, %s)
                    ON CONFLICT (idempotency_key) DO NOTHING
                    RETURNING {_VERSION_COLUMNS}""",
                (
                    version_id,
                    policy_id,
                    effective_from,
                    effective_to,
                    document_uri,
                    document_sha256,
                    document_bytes,
                    Jsonb(schedule) if schedule is not None else None,
                    idempotency_key,
                ),
            )
            row = cur.fetchone()
            if row is None:  # a concurrent duplicate won the race
                cur.execute(
                    f"SELECT {_VERSION_COLUMNS} FROM policy_versions WHERE idempotency_key = %s",
                    (idempotency_key,),
                )
                row = cur.fetchone()
                assert row is not None
                return _version(row), False
            return _version(row), True

    def get_policy(self, policy_id: str, *, owner_id: str | None = None) -> Policy:
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute("SELECT * FROM policies WHERE policy_id = %s", (policy_id,))
            row = cur.fetchone()
            if row is None or (owner_id is not None and row["owner_id"] != owner_id):
                raise NotFound(f"policy {policy_id} not found")
            cur.execute(
                f"SELECT {_VERSION_COLUMNS} FROM policy_versions WHERE policy_id = %s "
                "ORDER BY effective_from, created_at",
                (policy_id,),
            )
            versions = tuple(_version(v) for v in cur.fetchall())
        return Policy(
            policy_id=row["policy_id"],
            owner_id=row["owner_id"],
            insurer=row["insurer"],
            product_uin=row["product_uin"],
            product_name=row["product_name"],
            versions=versions,
        )

    def list_policies(self, *, owner_id: str | None = None) -> list[Policy]:
        with self.db.transaction() as conn, conn.cursor() as cur:
            if owner_id is None:
                cur.execute("SELECT policy_id FROM policies ORDER BY created_at")
            else:
                cur.execute(
                    "SELECT policy_id FROM policies WHERE owner_id = %s ORDER BY created_at", (owner_id,)
                )
            ids = [r[0] for r in cur.fetchall()]
        return [self.get_policy(pid) for pid in ids]

    def get_version(self, version_id: str) -> PolicyVersion:
        row = self.db.fetch_one(
            f"SELECT {_VERSION_COLUMNS} FROM policy_versions WHERE version_id = %s", (version_id,)
        )
        if row is None:
            raise NotFound(f"policy version {version_id} not found")
        return _version(row)

    def set_stage(self, version_id: str, stage: str, progress: int, **fields: Any) -> None:
        """Advance a version being ingested. A rerun on a ready version changes nothing; a rerun of a failed
        version (ops starting it again) takes it back to processing and clears the old error."""
        allowed = {"page_count", "layout_uri", "clause_count", "embedding_model"}
        unknown = set(fields) - allowed
        if unknown:
            raise ValueError(f"unknown version fields {sorted(unknown)}")
        sets = ", ".join(f"{k} = %s" for k in fields)
        sets = (sets + ", ") if sets else ""
        with self.db.transaction() as conn:
            cur = conn.execute(
                f"""UPDATE policy_versions SET {sets} status = 'processing', stage = %s,
                        progress = CASE WHEN status = 'failed' THEN %s ELSE GREATEST(progress, %s) END,
                        error_code = NULL, error_message = NULL, updated_at = now()
                    WHERE version_id = %s AND status IN ('registered', 'processing', 'failed')""",
                (*fields.values(), stage, progress, progress, version_id),
            )
            if cur.rowcount == 0:
                current = conn.execute(
                    "SELECT status FROM policy_versions WHERE version_id = %s", (version_id,)
                ).fetchone()
                if current is None:
                    raise NotFound(f"policy version {version_id} not found")
                # ready: a rerun of a finished ingestion is a no-op

    def set_execution(self, version_id: str, execution_arn: str) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                "UPDATE policy_versions SET execution_arn = %s, updated_at = now() WHERE version_id = %s",
                (execution_arn, version_id),
            )

    def unfinished_versions(self) -> list[tuple[PolicyVersion, datetime, int]]:
        """Versions not ready (ops: stuck and failed ingestions), with their last update and restart count."""
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(
                f"""SELECT {_VERSION_COLUMNS}, updated_at AS _updated, restarts AS _restarts
                    FROM policy_versions WHERE status <> 'ready' ORDER BY created_at"""
            )
            rows = cur.fetchall()
        out = []
        for row in rows:
            updated, restarts = row.pop("_updated"), row.pop("_restarts")
            out.append((_version(row), updated, int(restarts)))
        return out

    def restarted(self, version_id: str, execution_arn: str) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                """UPDATE policy_versions SET execution_arn = %s, restarts = restarts + 1, updated_at = now()
                   WHERE version_id = %s AND status <> 'ready'""",
                (execution_arn, version_id),
            )

    def mark_failed(self, version_id: str, code: str, message: str) -> None:
        """Record the reason and remove any partial clauses: a failed version is never half-visible."""
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM policy_clauses WHERE policy_version_id = %s", (version_id,))
            conn.execute(
                """UPDATE policy_versions SET status = 'failed', stage = 'failed', error_code = %s,
                       error_message = %s, clause_count = NULL, updated_at = now()
                   WHERE version_id = %s AND status <> 'ready'""",
                (code, message[:2000], version_id),
            )

    # --- clauses ---------------------------------------------------------------------------------
    def insert_clauses(self, version_id: str, rows: Sequence[ClauseRow]) -> int:
        """Insert clause rows; rows that already landed (same version and ordinal) are left alone."""
        if not rows:
            return 0
        with self.db.transaction() as conn, conn.cursor() as cur:
            cur.executemany(
                """INSERT INTO policy_clauses (clause_id, policy_version_id, ordinal, section_path, section_title,
                       clause_no, exclusion_code, section_type, chunk_type, text, text_hash, contains_amounts,
                       contains_durations, cross_references, defined_terms, defines_term, page_start, page_end,
                       token_count, linked_clause_ids)
                   VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)
                   ON CONFLICT (policy_version_id, ordinal) DO NOTHING""",
                [
                    (
                        r.clause_id,
                        version_id,
                        r.ordinal,
                        list(r.section_path),
                        " > ".join(r.section_path),
                        r.clause_no,
                        r.exclusion_code,
                        r.section_type,
                        r.chunk_type,
                        r.text,
                        r.text_hash,
                        r.contains_amounts,
                        r.contains_durations,
                        list(r.cross_references),
                        list(r.defined_terms),
                        r.defines_term,
                        r.page_start,
                        r.page_end,
                        r.token_count,
                        list(r.linked_clause_ids),
                    )
                    for r in rows
                ],
            )
            total = conn.execute(
                "SELECT count(*) FROM policy_clauses WHERE policy_version_id = %s", (version_id,)
            ).fetchone()
        return int(total[0]) if total else 0

    def clauses(
        self, version_id: str, *, missing_embedding_only: bool = False, limit: int | None = None
    ) -> list[ClauseRow]:
        where = "policy_version_id = %s" + (" AND embedding IS NULL" if missing_embedding_only else "")
        sql = f"SELECT {_CLAUSE_COLUMNS} FROM policy_clauses WHERE {where} ORDER BY ordinal"
        params: tuple[Any, ...] = (version_id,)
        if limit is not None:
            sql += " LIMIT %s"
            params = (version_id, limit)
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(sql, params)
            return [_clause(r) for r in cur.fetchall()]

    def get_clauses(self, clause_ids: Sequence[str]) -> list[ClauseRow]:
        if not clause_ids:
            return []
        rows = self.db.fetch_all(
            f"SELECT {_CLAUSE_COLUMNS} FROM policy_clauses WHERE clause_id = ANY(%s)", (list(clause_ids),)
        )
        by_id = {r["clause_id"]: _clause(r) for r in rows}
        return [by_id[c] for c in clause_ids if c in by_id]

    def set_embeddings(self, vectors: dict[str, npt.NDArray[np.float32]]) -> None:
        """Write vectors only where none is stored yet (a retried batch never rewrites a landed row)."""
        if not vectors:
            return
        with self.db.transaction() as conn, conn.cursor() as cur:
            cur.executemany(
                "UPDATE policy_clauses SET embedding = %s WHERE clause_id = %s AND embedding IS NULL",
                [(vec, cid) for cid, vec in vectors.items()],
            )

    def copy_embeddings_from_twins(self, version_id: str, embedding_model: str) -> int:
        """Reuse vectors of identical clauses (same text, same section path, same model) of other versions."""
        with self.db.transaction() as conn:
            cur = conn.execute(
                """UPDATE policy_clauses c SET embedding = twin.embedding
                   FROM (SELECT DISTINCT ON (o.text_hash, o.section_title) o.text_hash, o.section_title, o.embedding
                         FROM policy_clauses o JOIN policy_versions ov ON ov.version_id = o.policy_version_id
                         WHERE o.embedding IS NOT NULL AND ov.embedding_model = %s AND o.policy_version_id <> %s
                           AND o.text_hash IN (SELECT text_hash FROM policy_clauses
                                               WHERE policy_version_id = %s AND embedding IS NULL)) twin
                   WHERE c.policy_version_id = %s AND c.embedding IS NULL
                     AND c.text_hash = twin.text_hash AND c.section_title = twin.section_title""",
                (embedding_model, version_id, version_id, version_id),
            )
            return cur.rowcount

    def set_links(self, links: dict[str, tuple[str, ...]]) -> None:
        with self.db.transaction() as conn, conn.cursor() as cur:
            cur.executemany(
                "UPDATE policy_clauses SET linked_clause_ids = %s WHERE clause_id = %s",
                [(list(v), k) for k, v in links.items()],
            )

    def clause_counts(self, version_id: str) -> tuple[int, int]:
        """(clauses, clauses with an embedding)."""
        with self.db.transaction() as conn:
            row = conn.execute(
                "SELECT count(*), count(embedding) FROM policy_clauses WHERE policy_version_id = %s",
                (version_id,),
            ).fetchone()
        assert row is not None
        return int(row[0]), int(row[1])

    def mark_ready(self, version_id: str, clause_count: int) -> PolicyVersion:
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(
                f"""UPDATE policy_versions SET status = 'ready', stage = 'ready', progress = 100,
                        clause_count = %s, ready_at = coalesce(ready_at, now()), updated_at = now(),
                        error_code = NULL, error_message = NULL
                    WHERE version_id = %s AND status IN ('processing', 'ready')
                    RETURNING {_VERSION_COLUMNS}""",
                (clause_count, version_id),
            )
            row = cur.fetchone()
        if row is None:
            raise Conflict(
                f"policy version {version_id} is not being processed", code="VERSION_NOT_PROCESSING"
            )
        return _version(row)

    # --- search ----------------------------------------------------------------------------------
    def hybrid_search(
        self,
        version_id: str,
        query_vector: npt.NDArray[np.float32],
        query_text: str,
        *,
        k: int,
        candidates: int,
        rrf_k: int,
        boost_section_types: Sequence[str] = (),
        boost_amounts: bool = False,
        boost_durations: bool = False,
        boost_weight: float = 0.5,
        expansion_text: str = "",
        expansion_weight: float = 0.5,
        text_ranking: TextRanking = "bm25",
    ) -> list[SearchHit]:
        """Vector and full-text candidates of ONE version, fused by reciprocal rank; metadata only boosts.

        Full text ranks the clauses holding any lexeme of `query_text` or `expansion_text` (the thesaurus terms
        the question implies). `text_ranking` "bm25" (the default) scores them by BM25 with the document
        frequencies of this version's own clauses, the expansion's lexemes weighted `expansion_weight` against
        the question's own: a word that most clauses of the wording use ("policy", "cover", "insured") counts
        for little, a rare one for much. "cover_density" is the earlier ranking (`ts_rank_cd` over OR-ed
        lexemes, every lexeme counted alike, no inverse document frequency), kept so that the choice can be
        re-measured (`clausetrail.eval.questions_lowo`).
        """
        if text_ranking not in _TEXT_RANKINGS:
            raise ValueError(f"unknown text ranking {text_ranking!r}")
        fts_sql = _BM25_FTS if text_ranking == "bm25" else _COVER_DENSITY_FTS
        sql = f"""
        WITH {fts_sql}, vec AS (
            SELECT clause_id, 1 - (embedding <=> %(vec)s) AS similarity,
                   row_number() OVER (ORDER BY embedding <=> %(vec)s) AS rnk
            FROM policy_clauses
            WHERE policy_version_id = %(vid)s AND embedding IS NOT NULL
            ORDER BY embedding <=> %(vec)s
            LIMIT %(cand)s
        ), fused AS (
            SELECT coalesce(vec.clause_id, fts.clause_id) AS clause_id, vec.similarity,
                   vec.rnk AS vector_rank, fts.rnk AS text_rank,
                   coalesce(1.0 / (%(rrf)s + vec.rnk), 0) + coalesce(1.0 / (%(rrf)s + fts.rnk), 0) AS rrf
            FROM vec FULL OUTER JOIN fts ON vec.clause_id = fts.clause_id
        )
        SELECT {", ".join("c." + col.strip() for col in _CLAUSE_COLUMNS.split(","))},
               f.similarity, f.vector_rank, f.text_rank,
               f.rrf + %(bw)s / (%(rrf)s + 1.0) * (
                   (CASE WHEN c.section_type = ANY(%(types)s) THEN 1 ELSE 0 END)
                 + (CASE WHEN %(amt)s AND c.contains_amounts THEN 0.5 ELSE 0 END)
                 + (CASE WHEN %(dur)s AND c.contains_durations THEN 0.5 ELSE 0 END)
               ) AS score
        FROM fused f JOIN policy_clauses c ON c.clause_id = f.clause_id
        ORDER BY score DESC, c.ordinal
        LIMIT %(k)s
        """
        params = {
            "text": query_text,
            "expansion": expansion_text,
            "ew": expansion_weight,
            "k1": BM25_K1,
            "b": BM25_B,
            "vec": query_vector.astype(np.float32),
            "vid": version_id,
            "cand": candidates,
            "rrf": rrf_k,
            "bw": boost_weight,
            "types": list(boost_section_types),
            "amt": boost_amounts,
            "dur": boost_durations,
            "k": k,
        }
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(sql.encode(), params)
            rows = cur.fetchall()
        return [
            SearchHit(
                clause=_clause(r),
                score=float(r["score"]),
                vector_rank=r["vector_rank"],
                text_rank=r["text_rank"],
                similarity=float(r["similarity"]) if r["similarity"] is not None else None,
            )
            for r in rows
        ]

    def fulltext_search(self, version_id: str, text: str, *, k: int) -> list[SearchHit]:
        """Full text only (OR-ed lexemes) within one version: the fallback when vectors find too little."""
        sql = f"""
        WITH tq AS (
            SELECT CASE WHEN t = '' THEN NULL ELSE to_tsquery('english', t) END AS query
            FROM (SELECT replace(plainto_tsquery('english', %(text)s)::text, '&', '|') AS t) q
        )
        SELECT {", ".join("c." + col.strip() for col in _CLAUSE_COLUMNS.split(","))},
               ts_rank_cd(c.tsv, tq.query, 32) AS score
        FROM policy_clauses c, tq
        WHERE c.policy_version_id = %(vid)s AND tq.query IS NOT NULL AND c.tsv @@ tq.query
        ORDER BY score DESC, c.ordinal
        LIMIT %(k)s
        """
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(sql.encode(), {"text": text, "vid": version_id, "k": k})
            rows = cur.fetchall()
        return [
            SearchHit(
                clause=_clause(r), score=float(r["score"]), vector_rank=None, text_rank=i, similarity=None
            )
            for i, r in enumerate(rows, 1)
        ]
