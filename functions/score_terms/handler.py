"""Lambda entry point: completeness score of the extracted policy terms."""

from __future__ import annotations

from typing import Any

from clausetrail.observability import logger, metrics, tracer
from clausetrail.runtime import get_runtime
from clausetrail.services import extraction
from clausetrail.workflow.events import VersionEvent, parse_event


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    request = parse_event(VersionEvent, event)
    logger.append_keys(version_id=request.version_id)
    return extraction.score_terms(get_runtime(), request.version_id)
