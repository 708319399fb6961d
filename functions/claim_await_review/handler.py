"""Lambda entry point: stores the task token the adjudication waits on until an adjuster decides (queue
`review`) or the Claims Review Committee reaches a majority (queue `crc`)."""

from __future__ import annotations

from typing import Any

from clausetrail.observability import logger, metrics, record_waiting, tracer
from clausetrail.runtime import get_runtime
from clausetrail.services import adjudication, crc
from clausetrail.workflow.events import AwaitReviewEvent, parse_event


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    request = parse_event(AwaitReviewEvent, event)
    logger.append_keys(claim_id=request.claim_id)
    rt = get_runtime()
    if request.queue == "crc":
        result = crc.await_crc(rt, request.claim_id, request.task_token)
    else:
        result = adjudication.await_review(rt, request.claim_id, request.task_token)
    record_waiting(rt)
    return result
