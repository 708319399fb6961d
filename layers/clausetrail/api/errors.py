"""One error shape for every resolver: `{"error": {"code", "message"}}` with a 4xx/5xx status."""

from __future__ import annotations

import json
import re
from typing import Any

from aws_lambda_powertools.event_handler import APIGatewayRestResolver, Response, content_types
from aws_lambda_powertools.event_handler.api_gateway import BaseRouter
from aws_lambda_powertools.event_handler.exceptions import NotFoundError
from aws_lambda_powertools.utilities.data_classes import APIGatewayProxyEvent
from pydantic import ValidationError

from clausetrail.domain.errors import ClauseTrailError, ValidationFailed, redact_paths
from clausetrail.observability import logger

_NAMED_CODE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")


def error_response(status: int, code: str, message: str) -> Response[Any]:
    return Response(
        status_code=status,
        content_type=content_types.APPLICATION_JSON,
        body=json.dumps({"error": {"code": code, "message": redact_paths(message)}}),
    )


def is_local_request(resolver: BaseRouter) -> bool:
    """True only for an event the local server built, in a process not configured for AWS: identity headers
    are honoured nowhere else (SPEC §11)."""
    from clausetrail.runtime import get_runtime

    raw = resolver.current_event.raw_event.get("requestContext") or {}
    return bool(raw.get("local_server")) and get_runtime().settings.environment != "aws"


def install_error_handlers(resolver: APIGatewayRestResolver) -> None:
    @resolver.exception_handler(ClauseTrailError)
    def _handle_domain_error(exc: ClauseTrailError) -> Response[Any]:
        return error_response(exc.http_status, exc.code, exc.message)

    @resolver.exception_handler(ValidationError)
    def _handle_validation(exc: ValidationError) -> Response[Any]:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'body'}: {e['msg']}"
            for e in exc.errors(include_url=False)
        )
        # a field with its own named error (BAD_POLICY_ID) keeps that code when it is the only problem
        codes = {str(e["type"]) for e in exc.errors(include_url=False)}
        code = codes.pop() if len(codes) == 1 else ""
        return error_response(400, code if _NAMED_CODE.fullmatch(code) else "VALIDATION_ERROR", problems)

    @resolver.not_found
    def _handle_not_found(exc: NotFoundError) -> Response[Any]:
        return error_response(404, "ROUTE_NOT_FOUND", "no such route")

    @resolver.exception_handler(Exception)
    def _handle_unexpected(exc: Exception) -> Response[Any]:
        logger.exception("unhandled error")
        return error_response(500, "INTERNAL_ERROR", "an internal error occurred; it has been logged")


def parse_json_body(event: APIGatewayProxyEvent) -> dict[str, Any]:
    """The request body as a JSON object, or a named 400."""
    if event.body is None or event.body == "":
        raise ValidationFailed("the request body is empty; JSON was expected", code="EMPTY_BODY")
    try:
        body = json.loads(event.decoded_body or "")
    except (ValueError, UnicodeDecodeError) as exc:
        raise ValidationFailed("the request body is not valid JSON", code="MALFORMED_JSON") from exc
    if not isinstance(body, dict):
        raise ValidationFailed("the request body must be a JSON object", code="MALFORMED_JSON")
    return body
