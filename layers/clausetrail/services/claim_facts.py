"""Claim extraction stage (SPEC §3 stage 2): documents -> typed facts. The only stage that reads documents.

Facts are stored once per claim (a rerun reuses them, so a model is never asked twice); the audit record holds
the document hashes, the facts and the extractor version, never the document text.
"""

from __future__ import annotations

import hashlib
from typing import Any

from clausetrail.domain.claims.records import ClaimStatus
from clausetrail.domain.errors import DocumentError
from clausetrail.domain.layout import LayoutDocument
from clausetrail.ports.ocr import ExpenseReader
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.adjudication import audit_json, decided_summary

SYSTEM = "system"


def claim_facts_extractor(rt: RuntimePorts, claim_id: str) -> Any:
    """The offline extractor, or the small Claude model behind the claim's budget."""
    if rt.settings.extraction_backend == "claude":
        from clausetrail.claim_extraction.llm import LlmClaimFactsExtractor
        from clausetrail.services.budgeted_llm import BudgetedLlm

        return LlmClaimFactsExtractor(BudgetedLlm(rt.llm, rt, claim_id))
    from clausetrail.claim_extraction.offline import OfflineClaimFactsExtractor

    return OfflineClaimFactsExtractor()


def with_analyze_expense(outcome: Any, documents: dict[str, bytes], reader: ExpenseReader) -> Any:
    """On AWS: the bill the layout reading found goes through Textract AnalyzeExpense as well."""
    from clausetrail.claim_extraction.expense_merge import merge_expense

    source = outcome.facts.sources.get("bill_total")
    if source is None or source.document not in documents:
        return outcome
    return merge_expense(outcome, reader.read_bill(documents[source.document], document=source.document))


def instruction_count(documents: list[tuple[str, LayoutDocument]]) -> int:
    """Passages of the documents that read like an instruction and were cut out (code's own reading, whichever
    extractor ran): a claim with any is never decided automatically (the gate reads the extraction record)."""
    from clausetrail.claim_extraction.document_read import read_document

    return sum(len(read_document(name, layout).suspicious) for name, layout in documents)


def extract_claim_facts(rt: RuntimePorts, claim_id: str) -> dict[str, Any]:
    if (done := decided_summary(rt, claim_id)) is not None:
        return done  # a rerun of a decided claim reads nothing and writes nothing
    claim = rt.claims.get(claim_id)
    stored = rt.claims.facts(claim_id)
    hashes: list[dict[str, str]] = []
    instructions: int | None = None  # passages that read like an instruction, cut out
    if stored is None:
        documents: list[tuple[str, LayoutDocument]] = []
        raw: list[tuple[str, bytes]] = []
        for uri in claim.documents:
            data = rt.storage.get_bytes(uri)
            raw.append((uri.rsplit("/", 1)[-1], data))
            hashes.append({"document": uri, "sha256": hashlib.sha256(data).hexdigest()})
            if not data.lstrip()[:5].startswith(b"%PDF"):
                raise DocumentError(f"claim document {uri} is not a PDF", code="NOT_A_PDF")
            documents.append((uri.rsplit("/", 1)[-1], rt.ocr.analyze(data)))
        from clausetrail.claim_extraction.document_read import reading_each_document_once

        with reading_each_document_once():  # the extractor and the instruction count read each document once
            outcome = claim_facts_extractor(rt, claim_id).extract(documents)
            instructions = instruction_count(documents)
        if rt.settings.ocr_backend == "textract":
            outcome = with_analyze_expense(outcome, {name: data for name, data in raw}, rt.expense_reader)
        facts_json = outcome.facts.model_dump(mode="json")
        ocr_pages = sum(1 for _, layout in documents for page in layout.pages if page.source != "text_layer")
        rt.claims.save_facts(
            claim_id, facts_json, outcome.extractor_version, outcome.lowest_confidence, ocr_pages
        )
        stored = rt.claims.facts(claim_id)
        assert stored is not None
        # what Claude's extraction prompt would cost, counted even when the offline extractor ran
        from clausetrail.services.prompt_estimate import record_extraction_estimate

        record_extraction_estimate(rt, claim_id, documents, facts_json)
    else:
        hashes = [
            {"document": uri, "sha256": hashlib.sha256(rt.storage.get_bytes(uri)).hexdigest()}
            for uri in claim.documents
        ]
        previous = [r for r in rt.audit.records(claim_id) if r.event == "extraction"]
        if previous:  # the rerun appends the very record it appended before
            instructions = previous[-1].payload.get("instructions_found")
        else:  # a crash after the facts were stored and before their record: count again (deterministic)
            instructions = instruction_count(
                [
                    (uri.rsplit("/", 1)[-1], rt.ocr.analyze(rt.storage.get_bytes(uri)))
                    for uri in claim.documents
                ]
            )
    rt.claims.update(claim_id, status=ClaimStatus.PROCESSING, stage="extracted")
    facts = stored["facts"]
    lowest = stored["lowest_confidence"]
    rt.audit.append(
        claim_id,
        "extraction",
        SYSTEM,
        {
            "documents": hashes,
            "facts": audit_json(facts),
            "extractor_version": stored["extractor_version"],
            "lowest_confidence_bp": None if lowest is None else round(float(lowest) * 10_000),
            **({"instructions_found": instructions} if instructions is not None else {}),
        },
        idempotency_key="extraction",
    )
    return {
        "line_items": len(facts.get("line_items") or []),
        "bill_total": facts.get("bill_total"),
        "lowest_confidence_bp": None if lowest is None else round(float(lowest) * 10_000),
    }
