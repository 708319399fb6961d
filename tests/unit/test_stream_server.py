"""The streamed questions server's event building (clausetrail.api.stream_server), without sockets."""

from __future__ import annotations

import json
import threading
from typing import Any

from clausetrail.api.stream_server import gateway_event, resolve_one

PATH = "/v1/policies/P%2F21/questions"


def _event(headers: dict[str, str]) -> dict[str, Any]:
    return gateway_event("POST", PATH + "?stream=1", headers, b'{"question": "room rent?"}')


def test_the_caller_comes_from_the_forwarded_request_context_only() -> None:
    context = {"stage": "dev", "requestId": "r-9", "identity": {"userArn": "arn:aws:iam::1:role/A"}}
    event = _event({"x-amzn-request-context": json.dumps(context), "x-amzn-lambda-context": "{}", "A": "b"})
    assert event["requestContext"]["identity"] == {"userArn": "arn:aws:iam::1:role/A"}
    assert event["requestContext"]["requestId"] == "r-9" and event["requestContext"]["stage"] == "dev"
    assert event["path"] == "/v1/policies/P%2F21/questions" and event["queryStringParameters"] == {
        "stream": "1"
    }
    # the adapter's headers are not passed on as request headers; the others are
    assert {k.lower() for k in event["headers"]} == {"a"}


def test_no_local_flag_and_no_identity_unless_the_adapter_sent_one() -> None:
    smuggled = {"local_server": True, "identity": "not-an-object"}
    for headers in (
        {},
        {"x-amzn-request-context": "not json"},
        {"x-amzn-request-context": "[1, 2]"},
        {"X-Amzn-Request-Context": json.dumps(smuggled)},
    ):
        context = _event(headers)["requestContext"]
        assert "local_server" not in context, headers
        assert context["identity"] == {}, headers


class RecordingResolver:
    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []

    def resolve(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        self.events.append(event)
        return {"statusCode": 200, "body": "answered"}


def test_only_readiness_and_the_questions_route_are_served() -> None:
    resolver, lock = RecordingResolver(), threading.Lock()
    ready = resolve_one(gateway_event("GET", "/healthz", {}, b""), resolver, lock)
    assert ready["statusCode"] == 200 and not resolver.events
    for method, path in (("GET", PATH), ("POST", "/v1/claims"), ("POST", "/v1/policies/P1/questions/x")):
        refused = resolve_one(gateway_event(method, path, {}, b""), resolver, lock)
        assert refused["statusCode"] == 404, (method, path)
        assert json.loads(refused["body"])["error"]["code"] == "ROUTE_NOT_SERVED"
    assert not resolver.events
    assert resolve_one(_event({}), resolver, lock)["body"] == "answered"
    assert len(resolver.events) == 1
