"""Lambda entry point: escalates a forgotten review or CRC wait (claim adjudication state machine)."""

from __future__ import annotations

from typing import Any

from clausetrail.observability import logger, metrics, record_escalation, record_waiting, tracer
from clausetrail.runtime import get_runtime
from clausetrail.services import adjudication, crc
from clausetrail.workflow.events import EscalateEvent, parse_event


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    request = parse_event(EscalateEvent, event)
    logger.append_keys(claim_id=request.claim_id)
    rt = get_runtime()
    if request.queue == "crc":
        result = crc.escalate_crc(rt, request.claim_id)
    else:
        result = adjudication.escalate_review(rt, request.claim_id)
    record_escalation(request.queue, result)
    record_waiting(rt)
    return result
