"""`clausetrail serve`: the API resolver behind a small local HTTP server (one machine, embedded defaults).

Each HTTP request becomes an API Gateway REST proxy event and goes through exactly the resolver that
API Gateway invokes on AWS (the HTTP side is `clausetrail.api.http_bridge`).
"""

from __future__ import annotations

import threading
from typing import Any

from clausetrail.api.http_bridge import (
    EVENT_STREAM,
    UPLOAD_PREFIX,
    LocalServer,
    make_handler,
    max_json_body,
    response_headers,
    split_events,
    to_proxy_event,
)

__all__ = [
    "EVENT_STREAM",
    "UPLOAD_PREFIX",
    "LocalServer",
    "make_handler",
    "max_json_body",
    "response_headers",
    "serve",
    "split_events",
    "to_proxy_event",
]


def serve(host: str = "127.0.0.1", port: int = 8080) -> LocalServer:
    from clausetrail.api.app import app
    from clausetrail.api.internal import internal_app
    from clausetrail.domain.errors import ClauseTrailError
    from clausetrail.observability import logger
    from clausetrail.runtime import get_runtime
    from clausetrail.services.documents import receive_upload

    # Powertools keeps the current event on the BaseRouter class (shared by both resolvers) and the matched
    # route in the resolver's context: one request at a time inside the resolvers, or a concurrent request
    # would read another's caller, path or body. Reading and writing the sockets stays concurrent.
    resolver_lock = threading.Lock()

    def resolve(event: dict[str, Any], context: Any) -> dict[str, Any]:
        # API Gateway sends /internal/* to the review function (Cognito) and the rest to the public API (IAM)
        resolver = internal_app if event["path"].startswith("/internal/") else app
        with resolver_lock:
            result: dict[str, Any] = resolver.resolve(event, context)
        return result

    def upload(token: str, data: bytes) -> dict[str, Any]:
        try:
            uri = receive_upload(get_runtime(), token, data)
        except ClauseTrailError as exc:
            return {"_status": exc.http_status, "error": exc.to_dict()}
        except Exception:
            logger.exception("upload failed")
            return {"_status": 500, "error": {"code": "INTERNAL_ERROR", "message": "the upload failed"}}
        return {"document_uri": uri, "status": "stored"}

    max_document = get_runtime().settings.max_document_bytes
    handler = make_handler(
        resolve, max_body=max_json_body(max_document), upload=upload, max_upload=max_document
    )
    return LocalServer((host, port), handler)
