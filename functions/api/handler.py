"""Lambda entry point: the public REST API behind API Gateway (IAM auth)."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools.logging import correlation_paths

from clausetrail.api.app import app
from clausetrail.observability import logger, metrics, tracer


@logger.inject_lambda_context(
    correlation_id_path=correlation_paths.API_GATEWAY_REST, log_event=False, clear_state=True
)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    result: dict[str, Any] = app.resolve(event, context)
    return result
