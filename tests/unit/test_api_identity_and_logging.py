"""Identity fails closed outside the local server (SPEC §11) and log keys never outlive their invocation."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from clausetrail.api.app import app
from clausetrail.api.internal import internal_app
from clausetrail.api.local_server import to_proxy_event
from clausetrail.observability import logger
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.settings import Settings


@pytest.fixture
def aws() -> Iterator[None]:
    set_runtime(Runtime(Settings(environment="aws")))
    yield
    set_runtime(None)


def gateway_event(
    path: str, headers: dict[str, str], authorizer: dict[str, Any] | None = None
) -> dict[str, Any]:
    """An event as API Gateway builds it: no local-server marker."""
    event = to_proxy_event("GET", path, headers, b"")
    event["requestContext"].pop("local_server")
    event["requestContext"]["stage"] = "prod"
    if authorizer is not None:
        event["requestContext"]["authorizer"] = authorizer
    return event


def status_code(resolver: Any, event: dict[str, Any]) -> tuple[int, str]:
    result = resolver.resolve(event, None)
    return result["statusCode"], json.loads(result["body"])["error"]["code"]


def test_on_aws_the_reviewer_header_is_ignored_without_cognito_claims(aws: None) -> None:
    # a misconfigured authoriser (no claims): nobody is an adjuster, whatever the header says
    event = gateway_event("/internal/claims/clm_1", {"X-ClauseTrail-Reviewer": "mallory"})
    assert status_code(internal_app, event) == (403, "NOT_AUTHENTICATED")
    # even an event shaped like the local server's is refused in a process configured for AWS
    local_shaped = to_proxy_event("GET", "/internal/claims/clm_1", {"X-ClauseTrail-Reviewer": "mallory"}, b"")
    assert status_code(internal_app, local_shaped) == (403, "NOT_AUTHENTICATED")


def test_cognito_claims_without_the_adjusters_group_are_refused(aws: None) -> None:
    event = gateway_event(
        "/internal/claims/clm_1", {}, {"claims": {"cognito:username": "u1", "cognito:groups": "readers"}}
    )
    assert status_code(internal_app, event) == (403, "NOT_AN_ADJUSTER")


def test_the_caller_header_is_ignored_outside_the_local_server(local: None) -> None:
    event = gateway_event("/v1/claims/clm_1", {"X-ClauseTrail-Caller": "claims-system-a"})
    assert status_code(app, event) == (403, "NOT_AUTHENTICATED")


def test_log_keys_of_one_invocation_do_not_reach_the_next(
    local: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from clausetrail.services import adjudication
    from functions.api import handler as api_handler
    from functions.claim_rules import handler as rules_handler

    def fails(rt: Any, claim_id: str) -> Any:
        raise RuntimeError("stop")

    monkeypatch.setattr(adjudication, "apply_rules", fails)
    context = type(
        "Ctx",
        (),
        {
            "function_name": "f",
            "memory_limit_in_mb": 128,
            "invoked_function_arn": "arn:aws:lambda:us-east-1:1:function:f",
            "aws_request_id": "r1",
        },
    )()
    with pytest.raises(RuntimeError):
        rules_handler.handler({"claim_id": "clm_first"}, context)
    seen: list[dict[str, Any]] = []

    def resolve(event: dict[str, Any], ctx: Any) -> dict[str, Any]:
        seen.append(dict(logger.get_current_keys()))
        return {"statusCode": 200, "body": "{}"}

    monkeypatch.setattr(api_handler.app, "resolve", resolve)
    api_handler.handler(to_proxy_event("GET", "/v1/policies", {}, b""), context)
    assert seen and "claim_id" not in seen[0]


def test_locally_a_reviewer_header_must_name_a_configured_adjuster(local: None) -> None:
    from clausetrail.api.internal import local_adjusters

    assert "mallory" not in local_adjusters()
    local_shaped = to_proxy_event("GET", "/internal/claims/clm_1", {"X-ClauseTrail-Reviewer": "mallory"}, b"")
    assert status_code(internal_app, local_shaped) == (403, "NOT_AN_ADJUSTER")
