"""The extraction stage's share of a claim's prompt estimate (SPEC §3 Budget, issue 9 item 7).

The Claude request of claim-facts extraction (its versioned system prompt, the documents as the model would see
them, the output schema) is built and counted for every claim, also when the offline extractor ran, so the
claims eval reports what Claude would spend. Judgement and verification count theirs in their own stages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from clausetrail.claim_extraction.llm import PROMPT_ID, LlmClaimFacts, prepare_documents
from clausetrail.data.prompts import load_prompt
from clausetrail.domain.layout import LayoutDocument
from clausetrail.judgement import estimate as est
from clausetrail.judgement.prompts import compact
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.judgement_view import repo


def extraction_estimate(
    rt: RuntimePorts, documents: Sequence[tuple[str, LayoutDocument]], facts: dict[str, Any]
) -> dict[str, Any]:
    """The small-model extraction call for these documents; its reply estimated by the facts it returns."""
    prompt = load_prompt(PROMPT_ID)
    prepared = prepare_documents(documents)
    return est.estimate_call(
        rt.token_counter,
        system=prompt.text,
        schema=LlmClaimFacts.model_json_schema(),
        message=prepared.message,
        reply=compact(facts),
        tier="small",
        prices=rt.settings.tier_prices,
    ).to_json() | {"prompt_id": prompt.id, "prompt_version": prompt.version}


def record_extraction_estimate(
    rt: RuntimePorts, claim_id: str, documents: Sequence[tuple[str, LayoutDocument]], facts: dict[str, Any]
) -> None:
    repo(rt).add_estimate(claim_id, "extraction", extraction_estimate(rt, documents, facts))
