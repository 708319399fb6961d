"""`clausetrail serve`: the API resolver behind a small local HTTP server (one machine, embedded defaults).

Each HTTP request becomes an API Gateway REST proxy event and goes through exactly the resolver that
API Gateway invokes on AWS.
"""

from __future__ import annotations

import base64
import json
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

MAX_BODY = 80 * 1024 * 1024


def to_proxy_event(method: str, raw_path: str, headers: dict[str, str], body: bytes) -> dict[str, Any]:
    parts = urlsplit(raw_path)
    query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
    try:
        text: str | None = body.decode("utf-8") if body else None
        is_b64 = False
    except UnicodeDecodeError:
        text, is_b64 = base64.b64encode(body).decode(), True
    return {
        "resource": "/{proxy+}",
        "path": parts.path,
        "httpMethod": method,
        "headers": headers,
        "multiValueHeaders": {k: [v] for k, v in headers.items()},
        "queryStringParameters": query or None,
        "multiValueQueryStringParameters": {k: v for k, v in parse_qs(parts.query).items()} or None,
        "pathParameters": {"proxy": parts.path.lstrip("/")},
        "stageVariables": None,
        "requestContext": {
            "resourcePath": "/{proxy+}",
            "httpMethod": method,
            "path": parts.path,
            "stage": "local",
            "requestId": str(uuid.uuid4()),
            "identity": {"sourceIp": "127.0.0.1"},
        },
        "body": text,
        "isBase64Encoded": is_b64,
    }


def make_handler(resolve: Any) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        server_version = "ClauseTrailLocal/1"

        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            if length > MAX_BODY:
                self._reply(
                    413, {"error": {"code": "PAYLOAD_TOO_LARGE", "message": "request body too large"}}
                )
                return
            body = self.rfile.read(length) if length else b""
            event = to_proxy_event(self.command, self.path, dict(self.headers.items()), body)
            result = resolve(event, None)
            payload = result.get("body") or ""
            data = base64.b64decode(payload) if result.get("isBase64Encoded") else payload.encode()
            self.send_response(int(result.get("statusCode", 500)))
            for key, value in (result.get("headers") or {}).items():
                self.send_header(key, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _reply(self, status: int, obj: dict[str, Any]) -> None:
            data = json.dumps(obj).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        do_GET = do_POST = do_PUT = do_DELETE = _serve

        def log_message(self, format: str, *args: Any) -> None:
            return  # request lines may carry ids; the resolver logs what is needed

    return Handler


def serve(host: str = "127.0.0.1", port: int = 8080) -> ThreadingHTTPServer:
    from clausetrail.api.app import app
    from clausetrail.api.internal import internal_app

    def resolve(event: dict[str, Any], context: Any) -> dict[str, Any]:
        # API Gateway sends /internal/* to the review function (Cognito) and the rest to the public API (IAM)
        resolver = internal_app if event["path"].startswith("/internal/") else app
        result: dict[str, Any] = resolver.resolve(event, context)
        return result

    return ThreadingHTTPServer((host, port), make_handler(resolve))
