"""Lambda entry point: applies the SQL migrations (run by a CDK trigger after the database is created)."""

from __future__ import annotations

from typing import Any

from clausetrail.observability import logger, metrics, tracer
from clausetrail.runtime import get_runtime


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    database = get_runtime().database  # connecting applies pending migrations under an advisory lock
    return {"migrated": True, "embedding_dimension": database.embedding_dimension}
