"""Lambda entry point: ingest ocr stage of the policy ingestion state machine."""

from __future__ import annotations

from typing import Any

from clausetrail.observability import logger, metrics, textract_errors, tracer
from clausetrail.runtime import get_runtime
from clausetrail.services import ingest
from clausetrail.workflow.events import VersionEvent, parse_event


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    request = parse_event(VersionEvent, event)
    logger.append_keys(policy_id=request.policy_id, version_id=request.version_id)
    with textract_errors():
        return ingest.run_ocr(get_runtime(), request.version_id)
