"""Lambda entry point: one policy-terms extraction pass (an item of the ingestion Map state)."""

from __future__ import annotations

from typing import Any

from clausetrail.observability import logger, metrics, record_pass_spend, tracer
from clausetrail.runtime import get_runtime
from clausetrail.services import extraction
from clausetrail.workflow.events import PassEvent, parse_event


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    request = parse_event(PassEvent, event)
    logger.append_keys(version_id=request.version_id, pass_number=request.pass_number)
    rt = get_runtime()
    result = extraction.run_extraction_pass(rt, request.version_id, request.pass_number)
    record_pass_spend(rt, request.version_id, request.pass_number, result)
    return result
