"""Lambda entry point: records a failed extraction pass (retryable later; the other passes stay merged)."""

from __future__ import annotations

from typing import Any

from clausetrail.observability import logger, metrics, tracer
from clausetrail.runtime import get_runtime
from clausetrail.services import extraction
from clausetrail.workflow.events import FailedPassEvent, parse_event


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    request = parse_event(FailedPassEvent, event)
    logger.append_keys(version_id=request.version_id, pass_number=request.pass_number)
    return extraction.record_pass_failure(
        get_runtime(), request.version_id, request.pass_number, request.error
    )
