"""`POST /v1/policies/{policy_id}/questions` (SPEC §4) as one Powertools router.

The `Api` function's resolver includes it (JSON and buffered events, and `clausetrail serve` locally, which
writes each event as an HTTP chunk); the `Questions` function serves it alone behind the Lambda Web Adapter,
streamed (`clausetrail.api.stream_server`), so that function carries only the questions code and rights.
"""

from __future__ import annotations

import json
from typing import Any

from aws_lambda_powertools.event_handler import APIGatewayRestResolver, Response, content_types
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.utilities.data_classes import APIGatewayProxyEvent

from clausetrail.api.caller import caller_of
from clausetrail.api.errors import install_error_handlers, parse_json_body
from clausetrail.domain.identifiers import policy_id_from_path
from clausetrail.runtime import get_runtime

EVENT_STREAM = "text/event-stream"
STRIP_PREFIXES = ["/prod", "/local"]

router = Router()


def wants_stream() -> bool:
    """The client asked for server-sent events: `Accept: text/event-stream` or `?stream=1`."""
    event = router.current_event
    accept = event.headers.get("Accept") or event.headers.get("accept") or ""
    flag = (event.query_string_parameters or {}).get("stream", "")
    return EVENT_STREAM in accept.lower() or flag.lower() in ("1", "true", "yes")


@router.post("/v1/policies/<policy_id>/questions")
def post_question(policy_id: str) -> Response[Any]:
    from clausetrail.services.questions import QuestionRequest, answer_question, composer_for, stream_events

    rt = get_runtime()
    request = QuestionRequest.from_json(parse_json_body(APIGatewayProxyEvent(router.current_event.raw_event)))
    result = answer_question(
        rt, policy_id_from_path(policy_id), request, owner_id=caller_of(router), composer=composer_for(rt)
    )
    if wants_stream():
        # one server-sent event per piece; a streaming server (local, or the Web Adapter on AWS) writes each
        # as its own chunk
        return Response(
            status_code=200,
            content_type=EVENT_STREAM,
            body="".join(stream_events(result)),
            headers={"Cache-Control": "no-cache"},
        )
    return Response(
        status_code=200, content_type=content_types.APPLICATION_JSON, body=json.dumps(result.to_json())
    )


def questions_resolver() -> APIGatewayRestResolver:
    """A resolver serving the questions route only, with the API's error shape (the `Questions` function)."""
    resolver = APIGatewayRestResolver(strip_prefixes=list(STRIP_PREFIXES))
    install_error_handlers(resolver)
    resolver.include_router(router)
    return resolver
