"""Policy ingestion stages (SPEC §2 steps 1–4). One function per state-machine task.

Each stage is idempotent: a rerun of the same execution input reads what is already stored and never
writes a clause or a vector twice.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from clausetrail.domain.chunk import Chunk
from clausetrail.domain.chunking import clause_embedding_text
from clausetrail.domain.clauses import ClauseRow
from clausetrail.domain.errors import ClauseTrailError, DocumentError
from clausetrail.domain.layout import LayoutDocument
from clausetrail.domain.linking import LinkInput, link_clauses
from clausetrail.domain.policy import clause_id
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.workflow.failures import failure_reason

# progress checkpoints (percent) shown by GET /v1/policies/{id}
PROGRESS = {"validated": 5, "ocr": 35, "chunked": 50, "embedding": 55, "embedded": 95, "ready": 100}
EMBED_BATCHES_PER_INVOCATION = 8


def _document(rt: RuntimePorts, version_id: str) -> tuple[bytes, str]:
    version = rt.policies.get_version(version_id)
    return rt.storage.get_bytes(version.document_uri), version.document_sha256


def validate_document(rt: RuntimePorts, version_id: str) -> dict[str, Any]:
    data, sha = _document(rt, version_id)
    if hashlib.sha256(data).hexdigest() != sha:
        raise DocumentError("the stored document does not match its registered hash", code="DOCUMENT_CHANGED")
    info = rt.pdf_inspector(data, max_bytes=rt.settings.max_document_bytes, max_pages=rt.settings.max_pages)
    rt.policies.set_stage(version_id, "validated", PROGRESS["validated"], page_count=info.page_count)
    return {"page_count": info.page_count, "image_only_pages": len(info.image_only_pages)}


def run_ocr(rt: RuntimePorts, version_id: str) -> dict[str, Any]:
    """The layout is stored by document hash: the same wording registered again (another issued policy, a
    rerun) is read once."""
    version = rt.policies.get_version(version_id)
    key = f"layouts/{version.document_sha256}.json"
    if rt.storage.exists(key):
        layout = LayoutDocument.from_json(json.loads(rt.storage.get_bytes(key)))
        uri = rt.storage.uri(key)
    else:
        layout = rt.policy_ocr.analyze(rt.storage.get_bytes(version.document_uri))
        if not any(b.text.strip() for p in layout.pages for b in p.blocks):
            raise DocumentError("no text could be read from the document, even with OCR", code="NO_TEXT")
        uri = rt.storage.put_bytes(key, json.dumps(layout.to_json()).encode(), "application/json")
    rt.policies.set_stage(version_id, "ocr", PROGRESS["ocr"], layout_uri=uri, page_count=layout.page_count)
    ocr_pages = sum(1 for p in layout.pages if p.source != "text_layer")
    return {"pages": layout.page_count, "ocr_pages": ocr_pages}


def chunk_rows(version_id: str, chunks: list[Chunk]) -> list[ClauseRow]:
    """Clause rows with deterministic ids and resolved links (definitions and cited clauses)."""
    links, defines = link_clauses(
        [
            LinkInput(
                ordinal=c.ordinal,
                clause_no=c.clause_no,
                section_type=str(c.section_type),
                text=c.text,
                cross_references=c.cross_references,
                defined_terms=c.defined_terms,
            )
            for c in chunks
        ]
    )
    return [
        ClauseRow(
            clause_id=clause_id(version_id, c.ordinal),
            ordinal=c.ordinal,
            section_path=c.section_path,
            clause_no=c.clause_no,
            exclusion_code=c.exclusion_code,
            section_type=str(c.section_type),
            chunk_type=str(c.chunk_type),
            text=c.text,
            text_hash=hashlib.sha256(c.text.encode()).hexdigest(),
            contains_amounts=c.contains_amounts,
            contains_durations=c.contains_durations,
            cross_references=c.cross_references,
            defined_terms=c.defined_terms,
            defines_term=defines.get(c.ordinal),
            page_start=c.page_start,
            page_end=c.page_end,
            token_count=c.token_count,
            linked_clause_ids=tuple(clause_id(version_id, o) for o in links.get(c.ordinal, ())),
        )
        for c in chunks
    ]


def chunk_version(rt: RuntimePorts, version_id: str) -> dict[str, Any]:
    from clausetrail.domain.chunking import chunk_document

    version = rt.policies.get_version(version_id)
    if not version.layout_uri:
        raise ClauseTrailError("the OCR stage has not stored a layout for this version", code="STAGE_ORDER")
    layout = LayoutDocument.from_json(json.loads(rt.storage.get_bytes(version.layout_uri)))
    chunks = chunk_document(layout, rt.token_counter)
    if not chunks:
        raise DocumentError("the document holds no clause text to index", code="NO_CLAUSES")
    total = rt.policies.insert_clauses(version_id, chunk_rows(version_id, chunks))
    if total != len(chunks):
        raise ClauseTrailError(
            f"the version holds {total} clauses but chunking produced {len(chunks)}; "
            "the layout changed between runs",
            code="CHUNK_MISMATCH",
        )
    rt.policies.set_stage(version_id, "chunked", PROGRESS["chunked"], clause_count=total)
    return {"clauses": total}


def embed_version(
    rt: RuntimePorts, version_id: str, *, max_batches: int = EMBED_BATCHES_PER_INVOCATION
) -> dict[str, Any]:
    """Embed up to `max_batches` batches of clauses that have no vector yet; report what remains."""
    batch_size = rt.settings.embedding_batch_size
    rt.policies.copy_embeddings_from_twins(version_id, rt.embedder.model_id)
    pending = rt.policies.clauses(version_id, missing_embedding_only=True, limit=batch_size * max_batches)
    for start in range(0, len(pending), batch_size):
        batch = pending[start : start + batch_size]
        vectors = rt.embedder.embed_documents([clause_embedding_text(c.section_path, c.text) for c in batch])
        rt.policies.set_embeddings({c.clause_id: vectors[i] for i, c in enumerate(batch)})
    total, embedded = rt.policies.clause_counts(version_id)
    remaining = total - embedded
    progress = PROGRESS["embedding"] + int(
        (PROGRESS["embedded"] - PROGRESS["embedding"]) * embedded / max(total, 1)
    )
    rt.policies.set_stage(version_id, "embedding", progress, embedding_model=rt.embedder.model_id)
    return {"embedded": embedded, "remaining": remaining, "total": total}


def finalize_version(rt: RuntimePorts, version_id: str) -> dict[str, Any]:
    total, embedded = rt.policies.clause_counts(version_id)
    if total == 0:
        raise DocumentError("the document holds no clause text to index", code="NO_CLAUSES")
    if embedded != total:
        raise ClauseTrailError(
            f"{total - embedded} clauses still lack an embedding", code="EMBEDDING_INCOMPLETE"
        )
    version = rt.policies.mark_ready(version_id, total)
    return {"status": str(version.status), "clauses": total, "pages": version.page_count}


def fail_version(rt: RuntimePorts, version_id: str, error: dict[str, Any] | None) -> dict[str, Any]:
    code, message = failure_reason(error)
    rt.policies.mark_failed(version_id, code, message)
    return {"status": "failed", "error_code": code, "error_message": message}
