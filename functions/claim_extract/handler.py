"""Lambda entry point: claim extract stage of the claim adjudication state machine."""

from __future__ import annotations

from typing import Any

from clausetrail.observability import logger, metrics, model_spend, textract_errors, tracer
from clausetrail.runtime import get_runtime
from clausetrail.services import claim_facts
from clausetrail.workflow.events import ClaimEvent, parse_event


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    request = parse_event(ClaimEvent, event)
    logger.append_keys(claim_id=request.claim_id)
    rt = get_runtime()
    with textract_errors(), model_spend(rt, request.claim_id):
        return claim_facts.extract_claim_facts(rt, request.claim_id)
