"""Who is calling a public route (SPEC §11), for every resolver and router of `/v1`."""

from __future__ import annotations

from aws_lambda_powertools.event_handler.api_gateway import BaseRouter
from aws_lambda_powertools.utilities.data_classes import APIGatewayProxyEvent

from clausetrail.api.errors import is_local_request
from clausetrail.domain.errors import Forbidden
from clausetrail.domain.identifiers import normalise_principal

LOCAL_CALLER_HEADER = "x-clausetrail-caller"


def caller_of(resolver: BaseRouter) -> str:
    """The IAM principal on AWS (SigV4), normalised to the role and not the session (a caller whose session
    name changes keeps its records); a header locally (the local server is for one machine). Fails closed: an
    event without a principal that the local server did not build has no caller."""
    event = APIGatewayProxyEvent(resolver.current_event.raw_event)
    identity = event.request_context.identity
    arn = getattr(identity, "user_arn", None) or getattr(identity, "caller", None)
    if arn:
        return normalise_principal(str(arn))
    if not is_local_request(resolver):
        raise Forbidden("the caller is not authenticated", code="NOT_AUTHENTICATED")
    header = event.headers.get(LOCAL_CALLER_HEADER) or event.headers.get(LOCAL_CALLER_HEADER.title())
    return header or "local"
