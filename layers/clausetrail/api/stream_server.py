"""Policy questions streamed on AWS: the `Questions` function's web server behind the Lambda Web Adapter.

Lambda's Python runtime cannot write a response stream itself, so the `Questions` function runs the AWS Lambda
Web Adapter (a layer; `functions/questions/run.sh` starts this server) in `response_stream` invoke mode, and
API Gateway invokes it with `InvokeWithResponseStream` (the questions method's `responseTransferMode` is
`STREAM`). The adapter turns each API Gateway event into an HTTP request to this server on 127.0.0.1 and puts
the event's `requestContext` (the SigV4-authenticated caller) in the `x-amzn-request-context` header; every
server-sent event this server writes as an HTTP chunk reaches the client as it is written.

The request goes through the questions router the `Api` function's resolver also includes
(`clausetrail.api.questions_api`), rebuilt as the REST proxy event API Gateway would have sent: the caller is
the principal of the adapter's request context and nothing else (no local identity header, no `local_server`
flag), so a request without one is refused with `NOT_AUTHENTICATED` as on the `Api` function. Only the questions route is served here; readiness is
`GET /healthz`.
"""

from __future__ import annotations

import json
import os
import re
import threading
from typing import Any

from clausetrail.api.http_bridge import LocalServer, make_handler, max_json_body, to_proxy_event

REQUEST_CONTEXT_HEADER = "x-amzn-request-context"
LAMBDA_CONTEXT_HEADER = "x-amzn-lambda-context"
READINESS_PATH = "/healthz"
#: the one route API Gateway sends to this function (SPEC §4)
QUESTIONS_ROUTE = re.compile(r"^/v1/policies/[^/]+/questions/?$")
DEFAULT_PORT = 8080  # the adapter's default `AWS_LWA_PORT`


def _adapter_context(headers: dict[str, str]) -> dict[str, Any]:
    """The API Gateway request context the adapter forwarded; empty when absent or not a JSON object."""
    for key, value in headers.items():
        if key.lower() == REQUEST_CONTEXT_HEADER:
            try:
                parsed = json.loads(value)
            except ValueError:
                return {}
            return parsed if isinstance(parsed, dict) else {}
    return {}


def gateway_event(method: str, raw_path: str, headers: dict[str, str], body: bytes) -> dict[str, Any]:
    """The REST proxy event of one adapter request: the caller comes from the adapter's request context only."""
    context = _adapter_context(headers)
    context.pop("local_server", None)  # a flag only the local server may set
    forwarded = {
        k: v for k, v in headers.items() if k.lower() not in (REQUEST_CONTEXT_HEADER, LAMBDA_CONTEXT_HEADER)
    }
    event = to_proxy_event(method, raw_path, forwarded, body)
    built = event["requestContext"]
    event["requestContext"] = {
        "resourcePath": built["resourcePath"],
        "httpMethod": method,
        "path": built["path"],
        "stage": context.get("stage", ""),
        "requestId": context.get("requestId") or built["requestId"],
        **{k: v for k, v in context.items() if k not in ("httpMethod", "path", "resourcePath")},
        "identity": context.get("identity") if isinstance(context.get("identity"), dict) else {},
    }
    return event


def _not_served(status: int, code: str, message: str) -> dict[str, Any]:
    return {
        "statusCode": status,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps({"error": {"code": code, "message": message}}),
    }


def resolve_one(event: dict[str, Any], resolver: Any, lock: threading.Lock) -> dict[str, Any]:
    """Readiness, the questions route through `resolver` (one request at a time: Powertools keeps the current
    event on the resolver class), and `ROUTE_NOT_SERVED` for anything else."""
    path = str(event.get("path") or "")
    if path == READINESS_PATH and event.get("httpMethod") == "GET":
        return {"statusCode": 200, "headers": {"Content-Type": "text/plain"}, "body": "ready"}
    if event.get("httpMethod") != "POST" or not QUESTIONS_ROUTE.match(path):
        return _not_served(
            404, "ROUTE_NOT_SERVED", "this function serves POST /v1/policies/{policy_id}/questions"
        )
    with lock:
        result: dict[str, Any] = resolver.resolve(event, None)
    return result


def stream_server(host: str = "127.0.0.1", port: int | None = None) -> LocalServer:
    """The server `run.sh` starts: the questions-only resolver behind the adapter's events."""
    from clausetrail.api.questions_api import questions_resolver
    from clausetrail.runtime import get_runtime

    lock = threading.Lock()
    resolver = questions_resolver()
    handler = make_handler(
        lambda event, _context: resolve_one(event, resolver, lock),
        max_body=max_json_body(get_runtime().settings.max_document_bytes),
        build_event=gateway_event,
    )
    chosen = port if port is not None else int(os.environ.get("AWS_LWA_PORT") or DEFAULT_PORT)
    return LocalServer((host, chosen), handler)


def run_stream_server() -> None:  # pragma: no cover - the Lambda process (functions/questions/run.sh)
    stream_server().serve_forever()
