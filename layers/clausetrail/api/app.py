"""The public REST API (SPEC §5) as one Powertools resolver: the same object serves API Gateway on AWS
and `clausetrail serve` locally. Errors are always `{"error": {"code", "message"}}` with a 4xx/5xx status.
"""

from __future__ import annotations

import json
from typing import Any

from aws_lambda_powertools.event_handler import APIGatewayRestResolver, Response, content_types
from aws_lambda_powertools.event_handler.exceptions import NotFoundError
from pydantic import ValidationError

from clausetrail.domain.errors import ClauseTrailError, ValidationFailed
from clausetrail.observability import logger
from clausetrail.runtime import get_runtime
from clausetrail.services.policies import RegisterPolicyRequest, policy_view, register_policy, version_view

app = APIGatewayRestResolver(strip_prefixes=["/prod", "/local"])

LOCAL_CALLER_HEADER = "x-clausetrail-caller"


def _error(status: int, code: str, message: str) -> Response[Any]:
    return Response(
        status_code=status,
        content_type=content_types.APPLICATION_JSON,
        body=json.dumps({"error": {"code": code, "message": message}}),
    )


@app.exception_handler(ClauseTrailError)
def _handle_domain_error(exc: ClauseTrailError) -> Response[Any]:
    return _error(exc.http_status, exc.code, exc.message)


@app.exception_handler(ValidationError)
def _handle_validation(exc: ValidationError) -> Response[Any]:
    problems = "; ".join(
        f"{'.'.join(str(p) for p in e['loc']) or 'body'}: {e['msg']}" for e in exc.errors(include_url=False)
    )
    return _error(400, "VALIDATION_ERROR", problems)


@app.not_found
def _handle_not_found(exc: NotFoundError) -> Response[Any]:
    return _error(404, "ROUTE_NOT_FOUND", "no such route")


@app.exception_handler(Exception)
def _handle_unexpected(exc: Exception) -> Response[Any]:
    logger.exception("unhandled error")
    return _error(500, "INTERNAL_ERROR", "an internal error occurred; it has been logged")


def caller_id() -> str:
    """Who is calling: the IAM principal on AWS (SigV4), a header locally (the local server is for one machine)."""
    ctx = app.current_event.request_context
    identity = ctx.identity
    arn = getattr(identity, "user_arn", None) or getattr(identity, "caller", None)
    if arn:
        return str(arn)
    header = app.current_event.headers.get(LOCAL_CALLER_HEADER) or app.current_event.headers.get(
        LOCAL_CALLER_HEADER.title()
    )
    return header or "local"


def json_body() -> dict[str, Any]:
    raw = app.current_event.body
    if raw is None or raw == "":
        raise ValidationFailed("the request body is empty; JSON was expected", code="EMPTY_BODY")
    try:
        body = json.loads(app.current_event.decoded_body or "")
    except (ValueError, UnicodeDecodeError) as exc:
        raise ValidationFailed("the request body is not valid JSON", code="MALFORMED_JSON") from exc
    if not isinstance(body, dict):
        raise ValidationFailed("the request body must be a JSON object", code="MALFORMED_JSON")
    return body


@app.post("/v1/policies")
def post_policy() -> Response[Any]:
    request = RegisterPolicyRequest.model_validate(json_body())
    version, created = register_policy(get_runtime(), caller_id(), request)
    return Response(
        status_code=202,
        content_type=content_types.APPLICATION_JSON,
        body=json.dumps(
            {
                "policy_id": version.policy_id,
                "version_id": version.version_id,
                "status": str(version.status),
                "duplicate": not created,
            }
        ),
    )


@app.get("/v1/policies/<policy_id>")
def get_policy(policy_id: str) -> dict[str, Any]:
    policy = get_runtime().policies.get_policy(policy_id, owner_id=caller_id())
    return policy_view(policy)


@app.get("/v1/policies")
def list_policies() -> dict[str, Any]:
    policies = get_runtime().policies.list_policies(owner_id=caller_id())
    return {
        "policies": [
            policy_view(p) | {"versions": [version_view(v, include_terms=False) for v in p.versions]}
            for p in policies
        ]
    }
