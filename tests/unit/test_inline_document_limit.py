"""Issue 8 item 13: an inline `document_base64` that cannot fit a Lambda payload is refused by name (413)."""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from typing import Any

import pytest

from clausetrail.api.app import app
from clausetrail.api.local_server import to_proxy_event
from clausetrail.domain.inline_documents import (
    GATEWAY_BASE64_MAX_CHARS,
    INLINE_BASE64_MAX_CHARS,
    INLINE_DOCUMENT_MAX_BYTES,
    LAMBDA_SYNC_PAYLOAD_BYTES,
    base64_length,
)
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.services.policies import RegisterPolicyRequest
from clausetrail.settings import Settings


class _Untouchable:
    """Storage that fails the test if the API stores anything for a refused request."""

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"storage.{name} used for a request that should have been refused")


@pytest.fixture
def refusing_runtime(tmp_path: Any) -> Iterator[None]:
    set_runtime(Runtime(Settings(data_dir=tmp_path), storage=_Untouchable()))  # type: ignore[arg-type]
    yield
    set_runtime(None)


def _body(document: bytes) -> dict[str, Any]:
    return {
        "insurer": "Some Insurer",
        "product_uin": "ABCHLIP00000V000000",
        "effective_from": "2025-04-01",
        "document_base64": base64.b64encode(document).decode(),
    }


def _post(body: dict[str, Any]) -> tuple[int, dict[str, Any], dict[str, Any]]:
    event = to_proxy_event(
        "POST", "/v1/policies", {"Content-Type": "application/json"}, json.dumps(body).encode()
    )
    result = app.resolve(event, None)
    return result["statusCode"], json.loads(result["body"]), event


def test_base64_length_matches_the_encoder() -> None:
    for size in (0, 1, 2, 3, 4, 1000, 4_000_001):
        assert base64_length(size) == len(base64.b64encode(b"x" * size))


def test_a_document_over_the_inline_limit_gets_413_and_is_not_stored(refusing_runtime: None) -> None:
    status, body, _ = _post(_body(b"%PDF-1.7\n" + b"0" * INLINE_DOCUMENT_MAX_BYTES))
    assert status == 413
    assert body["error"]["code"] == "DOCUMENT_TOO_LARGE_INLINE"
    assert "/v1/uploads" in body["error"]["message"]


def test_the_largest_inline_document_still_fits_a_lambda_payload() -> None:
    # the whole API Gateway event (what Lambda receives) stays under the 6 MiB synchronous payload
    document = b"%PDF-1.7\n" + b"0" * (INLINE_DOCUMENT_MAX_BYTES - 9)
    request = RegisterPolicyRequest.model_validate(_body(document))  # accepted: exactly at the limit
    assert request.document_base64 is not None and len(request.document_base64) == INLINE_BASE64_MAX_CHARS
    event = to_proxy_event(
        "POST", "/v1/policies", {"Content-Type": "application/json"}, json.dumps(_body(document)).encode()
    )
    assert len(json.dumps(event).encode()) < LAMBDA_SYNC_PAYLOAD_BYTES
    # the API Gateway model (infra/api.py) lets the 413 range through to the function
    assert INLINE_BASE64_MAX_CHARS < GATEWAY_BASE64_MAX_CHARS < LAMBDA_SYNC_PAYLOAD_BYTES


def test_the_issue_size_is_refused_before_lambda_would_fail() -> None:
    # 4.4 MB inline: the event would exceed 6 MiB; the request model refuses it by name instead
    from clausetrail.domain.inline_documents import DocumentTooLargeInline

    with pytest.raises(DocumentTooLargeInline):
        RegisterPolicyRequest.model_validate(_body(b"0" * 4_400_000))
