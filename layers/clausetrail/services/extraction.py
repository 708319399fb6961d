"""Policy terms extraction stages (SPEC §2 steps 5–6): one pass per invocation, merged as each finishes,
then the completeness score.

A pass that already succeeded is not run again (a rerun of the execution redoes only failed passes); a pass
that fails is recorded with its error and never touches what the other passes merged.
"""

from __future__ import annotations

from typing import Any

from clausetrail.domain.clauses import ClauseRow
from clausetrail.domain.completeness import score_completeness
from clausetrail.extraction.context import ClauseView, Retriever
from clausetrail.extraction.merge import META_EXTRAS, owned_fields_json
from clausetrail.extraction.passes import PASSES
from clausetrail.extraction.pipeline import run_pass
from clausetrail.extraction.result import ExtractionModel
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.search import search_version
from clausetrail.workflow.failures import failure_reason

SIMILARITY_THRESHOLD = 0.35  # below this a vector hit does not "clear"; fewer than 3 -> full-text fallback
MIN_CLEARED = 3


def clause_view(c: ClauseRow) -> ClauseView:
    return ClauseView(
        clause_id=c.clause_id,
        clause_no=c.clause_no,
        section_type=c.section_type,
        chunk_type=c.chunk_type,
        page_start=c.page_start,
        page_end=c.page_end,
        text=c.text,
        ordinal=c.ordinal,
    )


def make_retriever(rt: RuntimePorts, version_id: str, views: dict[str, ClauseView]) -> Retriever:
    """All of a pass's queries, deduplicated by chunk (best score kept), with a full-text fallback."""

    def retrieve(queries: list[str], k: int) -> list[ClauseView]:
        best: dict[str, float] = {}
        cleared: set[str] = set()
        for query in queries:
            found = search_version(rt, version_id, query, k=min(k, 8), with_links=False, require_ready=False)
            for hit in found.hits:
                cid = hit.clause.clause_id
                best[cid] = max(best.get(cid, 0.0), hit.score)
                if (hit.similarity or 0.0) >= SIMILARITY_THRESHOLD:
                    cleared.add(cid)
        if len(cleared) < MIN_CLEARED:
            for query in queries:
                for hit in rt.policies.fulltext_search(version_id, query, k=3):
                    best.setdefault(hit.clause.clause_id, 0.0)
        ranked = sorted(best, key=lambda cid: -best[cid])[:k]
        return [views[cid] for cid in ranked if cid in views]

    return retrieve


def extraction_model(rt: RuntimePorts) -> ExtractionModel:
    if rt.settings.extraction_backend == "claude":
        from clausetrail.extraction.claude import ClaudeExtractionModel

        return ClaudeExtractionModel(rt.llm)
    from clausetrail.extraction.offline import OfflineExtractor

    return OfflineExtractor(rt.token_counter)


def run_extraction_pass(rt: RuntimePorts, version_id: str, pass_number: int) -> dict[str, Any]:
    done = rt.extraction.start_pass(version_id, pass_number)
    if done is not None:
        return {
            "pass": pass_number,
            "status": "succeeded",
            "fields": sorted(done.fields or {}),
            "rerun": True,
        }
    rows = rt.policies.clauses(version_id)
    views = {c.clause_id: clause_view(c) for c in rows}
    result = run_pass(
        extraction_model(rt), pass_number, list(views.values()), make_retriever(rt, version_id, views)
    )
    fields, _ignored = owned_fields_json(result)
    extras = {key: result.extras[key] for key in META_EXTRAS if key in result.extras}
    rt.extraction.finish_pass(version_id, pass_number, fields, result.meta.as_record(), extras)
    return {
        "pass": pass_number,
        "status": "succeeded",
        "fields": sorted(fields),
        "model_id": result.meta.model_id,
        "offline": result.meta.offline,
        "duration_ms": result.meta.duration_ms,
    }


def record_pass_failure(
    rt: RuntimePorts, version_id: str, pass_number: int, error: dict[str, Any] | None
) -> dict[str, Any]:
    code, message = failure_reason(error)
    rt.extraction.fail_pass(version_id, pass_number, code, message)
    return {"pass": pass_number, "status": "failed", "error_code": code}


def score_terms(rt: RuntimePorts, version_id: str) -> dict[str, Any]:
    """Completeness over what the passes merged, with the pass bookkeeping, stored on the version."""
    version = rt.policies.get_version(version_id)
    passes = rt.extraction.passes(version_id)
    completed = sorted(p.pass_number for p in passes if p.status == "succeeded")
    failed = sorted(p.pass_number for p in passes if p.status != "succeeded")
    missing = sorted({p.number for p in PASSES} - {p.pass_number for p in passes})
    terms = dict(version.terms or {})
    completeness = score_completeness(terms).to_json()
    completeness["passes_completed"] = completed
    completeness["passes_failed"] = failed + missing
    completeness["offline"] = any(p.offline for p in passes)
    completeness["models"] = sorted({p.model_id for p in passes if p.model_id})
    if completeness["passes_failed"]:
        completeness["low"] = True
        completeness["message"] = (
            (completeness.get("message") or "")
            + f" Extraction passes {completeness['passes_failed']} failed and can be run again."
        ).strip()
    rt.extraction.set_completeness(version_id, completeness)
    return {
        "score": completeness["score"],
        "low": completeness["low"],
        "passes_failed": completeness["passes_failed"],
    }
