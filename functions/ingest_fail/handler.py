"""Lambda entry point: records why a policy ingestion failed (the Catch target of every stage)."""

from __future__ import annotations

from typing import Any

from clausetrail.observability import logger, metrics, tracer
from clausetrail.runtime import get_runtime
from clausetrail.services import ingest
from clausetrail.workflow.events import FailedVersionEvent, parse_event


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    request = parse_event(FailedVersionEvent, event)
    logger.append_keys(policy_id=request.policy_id, version_id=request.version_id)
    result = ingest.fail_version(get_runtime(), request.version_id, request.error)
    logger.warning("ingestion failed", extra={"error_code": result["error_code"]})
    return result
