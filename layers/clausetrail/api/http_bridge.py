"""HTTP to API Gateway REST proxy events and back: the small server both `clausetrail serve` (local) and the
streamed questions function (behind the Lambda Web Adapter on AWS) are built from. No resolver is imported
here; each server passes its own.
"""

from __future__ import annotations

import base64
import json
import uuid
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

# a JSON body may carry a document inline as base64 (4/3 of the document limit, plus the JSON around it)
JSON_OVERHEAD = 1024 * 1024
LISTEN_BACKLOG = 1024  # a burst of claim systems must queue, never be reset (the default is 5)
UPLOAD_PREFIX = "/v1/uploads/"


EVENT_STREAM = "text/event-stream"


def split_events(data: bytes) -> list[bytes]:
    """Server-sent events (each ends with a blank line) as separate pieces, each keeping its blank line."""
    return [piece + b"\n\n" for piece in data.split(b"\n\n") if piece.strip()]


def response_headers(result: dict[str, Any]) -> dict[str, str]:
    """A resolver result's headers: the REST resolver returns them as `multiValueHeaders` (the last value of
    each is kept), other shapes as `headers`."""
    headers = {k: v[-1] for k, v in (result.get("multiValueHeaders") or {}).items() if v}
    headers.update(result.get("headers") or {})
    return headers


def max_json_body(max_document_bytes: int) -> int:
    return max_document_bytes * 4 // 3 + JSON_OVERHEAD


class LocalServer(ThreadingHTTPServer):
    """One thread per connection, a deep listen backlog, and threads that never block shutdown."""

    request_queue_size = LISTEN_BACKLOG
    daemon_threads = True
    allow_reuse_address = True


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
            "local_server": True,  # identity headers are honoured only on events the local server built
        },
        "body": text,
        "isBase64Encoded": is_b64,
    }


EventBuilder = Callable[[str, str, dict[str, str], bytes], dict[str, Any]]


def make_handler(
    resolve: Any,
    *,
    max_body: int,
    upload: Callable[[str, bytes], dict[str, Any]] | None = None,
    max_upload: int | None = None,
    build_event: EventBuilder = to_proxy_event,
) -> type[BaseHTTPRequestHandler]:
    """The HTTP handler: each request becomes an API Gateway REST proxy event (`build_event`; the local
    server's own by default) for `resolve`; a `text/event-stream` reply goes out one chunk per event."""

    class Handler(BaseHTTPRequestHandler):
        server_version = "ClauseTrailLocal/1"

        def _serve(self) -> None:
            try:
                length = int(self.headers.get("Content-Length") or 0)
            except ValueError:
                length = -1
            is_upload = self.command == "PUT" and self.path.startswith(UPLOAD_PREFIX) and upload is not None
            limit = (max_upload or max_body) if is_upload else max_body
            if length < 0 or length > limit:
                self.close_connection = True
                self._reply(
                    413,
                    {"error": {"code": "PAYLOAD_TOO_LARGE", "message": f"the body limit is {limit} bytes"}},
                )
                return
            body = self.rfile.read(length) if length else b""
            if is_upload:
                assert upload is not None
                token = urlsplit(self.path).path[len(UPLOAD_PREFIX) :]
                result = upload(token, body)
                self._reply(int(result.pop("_status", 200)), result)
                return
            event = build_event(self.command, self.path, dict(self.headers.items()), body)
            result = resolve(event, None)
            payload = result.get("body") or ""
            data = base64.b64decode(payload) if result.get("isBase64Encoded") else payload.encode()
            headers = response_headers(result)
            if any(k.lower() == "content-type" and v.startswith(EVENT_STREAM) for k, v in headers.items()):
                self._stream(int(result.get("statusCode", 200)), headers, data)
                return
            self.send_response(int(result.get("statusCode", 500)))
            for key, value in headers.items():
                if key.lower() != "content-length":
                    self.send_header(key, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _stream(self, status: int, headers: dict[str, str], data: bytes) -> None:
            """Server-sent events as HTTP/1.1 chunked transfer, one chunk per event, flushed as written."""
            self.protocol_version = "HTTP/1.1"
            self.close_connection = True  # one streamed response per connection
            self.send_response(status)
            for key, value in headers.items():
                if key.lower() not in ("content-length", "transfer-encoding"):
                    self.send_header(key, value)
            self.send_header("Transfer-Encoding", "chunked")
            self.send_header("Connection", "close")
            self.end_headers()
            for event in split_events(data):
                self.wfile.write(f"{len(event):X}\r\n".encode() + event + b"\r\n")
                self.wfile.flush()
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()

        def _reply(self, status: int, obj: dict[str, Any]) -> None:
            data = json.dumps(obj).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _serve_quietly(self) -> None:
            try:
                self._serve()
            except (BrokenPipeError, ConnectionResetError):
                self.close_connection = True  # the client gave up; its request was still handled once

        do_GET = do_POST = do_PUT = do_DELETE = _serve_quietly

        def log_message(self, format: str, *args: Any) -> None:
            return  # request lines may carry ids; the resolver logs what is needed

    return Handler
