"""Lambda entry point: records why adjudication stopped (the Catch target of every claim stage)."""

from __future__ import annotations

from typing import Any

from clausetrail.observability import logger, metrics, tracer
from clausetrail.runtime import get_runtime
from clausetrail.services import adjudication
from clausetrail.workflow.events import FailedClaimEvent, parse_event


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    request = parse_event(FailedClaimEvent, event)
    logger.append_keys(claim_id=request.claim_id)
    result = adjudication.fail_claim(get_runtime(), request.claim_id, request.error)
    logger.warning("adjudication stopped", extra={"error_code": result["error_code"]})
    return result
