"""Lambda entry point: applies the SQL migrations and sets up the application user (run by a CDK trigger after
the database is created, and on every deployment that changes it). The only function that migrates: the
others connect as the application user with `database_migrate_on_connect` off."""

from __future__ import annotations

from typing import Any

from clausetrail.adapters.db.app_user import ensure_app_user
from clausetrail.adapters.db.credentials import read_secret
from clausetrail.observability import logger, metrics, tracer
from clausetrail.runtime import get_runtime


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    runtime = get_runtime()
    database = runtime.database
    applied = database.migrate()  # under an advisory lock: concurrent runs are harmless
    result: dict[str, Any] = {
        "migrated": True,
        "applied": applied,
        "embedding_dimension": database.embedding_dimension,
    }
    app_secret_arn = runtime.settings.database_app_secret_arn
    if app_secret_arn:
        secret = read_secret(app_secret_arn)
        with database.connect() as conn:
            created = ensure_app_user(conn, secret["username"], secret["password"])
        result["app_user"] = {"name": secret["username"], "created": created}
    return result
