"""Lambda entry point: consumes the claim intake queue (SQS) and starts one execution per claim."""

from __future__ import annotations

import json
from typing import Any

from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

from clausetrail.observability import logger, metrics, tracer
from clausetrail.runtime import get_runtime
from clausetrail.services.claims_intake import start_adjudication
from clausetrail.workflow.events import ClaimEvent, parse_event

processor = BatchProcessor(event_type=EventType.SQS)


def _record(record: SQSRecord) -> str:
    request = parse_event(ClaimEvent, json.loads(record.body))
    return start_adjudication(get_runtime(), request.claim_id)


@logger.inject_lambda_context(log_event=False, clear_state=True)
@tracer.capture_lambda_handler
@metrics.log_metrics
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    # a failed record goes back to the queue (and to the DLQ after maxReceiveCount); the others are done
    response = process_partial_response(
        event=event, record_handler=_record, processor=processor, context=context
    )
    return dict(response)
