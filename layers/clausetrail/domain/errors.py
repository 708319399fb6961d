"""Errors a user can cause, each with a named status code and a clear message."""

from __future__ import annotations

import re

# an absolute server path (or a file:// URI of one) in a message: never shown to a caller
# (the API's own routes, /v1/... and /internal/..., are named to callers on purpose)
_ABSOLUTE_PATH = re.compile(r"file://[^\s'\"]+|(?<![\w.:/%-])/(?!(?:v1|internal)/)(?:[\w.@%+-]+/)+[\w.@%+-]*")


def redact_paths(message: str) -> str:
    """`message` with absolute server paths replaced (policy ids such as P/211200/01 are not paths)."""
    return _ABSOLUTE_PATH.sub("<path>", message)


class ClauseTrailError(Exception):
    """Base error: `code` is a stable UPPER_SNAKE status, `message` is safe to show to the caller."""

    code = "INTERNAL_ERROR"
    http_status = 500

    def __init__(self, message: str, *, code: str | None = None) -> None:
        if code is not None:
            self.code = code
        self.message = message
        # "CODE: message" travels through Step Functions as the error Cause and is parsed back by the fail stage
        super().__init__(f"{self.code}: {message}")

    def to_dict(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}


class DocumentError(ClauseTrailError):
    """A document cannot be used: corrupt, encrypted, empty, not a PDF, too large, too many pages."""

    code = "DOCUMENT_INVALID"
    http_status = 422


class ValidationFailed(ClauseTrailError):
    code = "VALIDATION_ERROR"
    http_status = 400


class NotFound(ClauseTrailError):
    code = "NOT_FOUND"
    http_status = 404


class Conflict(ClauseTrailError):
    code = "CONFLICT"
    http_status = 409


class Forbidden(ClauseTrailError):
    code = "FORBIDDEN"
    http_status = 403


class StorageNotFound(NotFound):
    code = "DOCUMENT_NOT_FOUND"


class TransientError(ClauseTrailError):
    """Worth retrying: throttling, timeouts, a database restart."""

    code = "TRANSIENT_ERROR"
    http_status = 503
