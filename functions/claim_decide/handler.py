"""Lambda entry point: claim decide stage of the claim adjudication state machine."""

from __future__ import annotations

from typing import Any

from clausetrail.observability import logger, metrics, record_decision, tracer
from clausetrail.runtime import get_runtime
from clausetrail.services import adjudication
from clausetrail.workflow.events import ClaimEvent, parse_event


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    request = parse_event(ClaimEvent, event)
    logger.append_keys(claim_id=request.claim_id)
    result = adjudication.decide_claim(get_runtime(), request.claim_id)
    record_decision(result)
    return result
