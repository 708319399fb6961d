"""How large a document may be when it travels inside a JSON body (`document_base64`) — pure code.

A synchronous Lambda invocation carries at most 6 MiB of request payload, and API Gateway hands the
function the whole request (body, headers, request context) as that payload. Base64 makes a document
4/3 larger, so a 4.4 MB PDF already fills the 6 MiB and the invocation fails before any code runs, although
documents up to `Settings.max_document_bytes` (60 MB) are allowed. Larger documents go through
`POST /v1/uploads` (presigned S3 upload, SPEC §5) and are cited by `document_uri`.

Two bounds, both derived here so the API function and the API Gateway model (infra/api.py) agree:
- ``INLINE_DOCUMENT_MAX_BYTES``: the largest document accepted inline; above it the API answers
  413 ``DOCUMENT_TOO_LARGE_INLINE`` (locally and on AWS).
- ``GATEWAY_BASE64_MAX_CHARS``: the longest `document_base64` the API Gateway request model lets through
  to the function (what still fits in the Lambda payload with room for the event envelope); a longer one
  is refused by the gateway (400 ``BAD_REQUEST_BODY``) because it could never reach the function.
"""

from __future__ import annotations

from typing import Final

from clausetrail.domain.errors import ClauseTrailError

LAMBDA_SYNC_PAYLOAD_BYTES: Final = 6 * 1024 * 1024
#: headers, request context, the other JSON fields: generous room for the API Gateway event around the body
EVENT_ENVELOPE_RESERVE_BYTES: Final = 256 * 1024
INLINE_DOCUMENT_MAX_BYTES: Final = 4_000_000
UPLOAD_ROUTE: Final = "POST /v1/uploads"


def base64_length(size_bytes: int) -> int:
    """Characters of the padded base64 text of `size_bytes` bytes."""
    return 4 * ((size_bytes + 2) // 3)


INLINE_BASE64_MAX_CHARS: Final = base64_length(INLINE_DOCUMENT_MAX_BYTES)
GATEWAY_BASE64_MAX_CHARS: Final = LAMBDA_SYNC_PAYLOAD_BYTES - EVENT_ENVELOPE_RESERVE_BYTES


class DocumentTooLargeInline(ClauseTrailError):
    code = "DOCUMENT_TOO_LARGE_INLINE"
    http_status = 413


def check_inline_document(document_base64: str) -> None:
    """Refuse (413 ``DOCUMENT_TOO_LARGE_INLINE``) a base64 document above the inline limit."""
    if len(document_base64) > INLINE_BASE64_MAX_CHARS:
        approx = len(document_base64) * 3 // 4
        raise DocumentTooLargeInline(
            f"document_base64 holds about {approx} bytes; at most {INLINE_DOCUMENT_MAX_BYTES} bytes can be "
            f"sent inline (the request must fit a {LAMBDA_SYNC_PAYLOAD_BYTES}-byte Lambda payload). Upload "
            f"larger documents with {UPLOAD_ROUTE} and pass the returned document_uri instead."
        )
