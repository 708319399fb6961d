"""POST/GET /v1/policies through the Powertools resolver, on the embedded database."""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.storage_folder import FolderStorage
from clausetrail.api.app import app
from clausetrail.api.local_server import to_proxy_event
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.settings import Settings
from tests.fakes.workflows import RecordingWorkflows

POLICY = "National_Parivar-Mediclaim-Plus_NICHLIP25039V032425.pdf"


@pytest.fixture
def workflows() -> RecordingWorkflows:
    return RecordingWorkflows()


@pytest.fixture
def runtime(database_url: str, tmp_path: Path, workflows: RecordingWorkflows) -> Iterator[Runtime]:
    settings = Settings(data_dir=tmp_path, embedding_backend="hashing", max_document_bytes=5_000_000)
    db = Database(database_url, embedding_dimension=384)
    rt = Runtime(settings, storage=FolderStorage(tmp_path / "docs"), workflows=workflows, database=db)
    set_runtime(rt)
    yield rt
    set_runtime(None)
    db.close()


def call(
    method: str, path: str, body: Any = None, caller: str = "claims-system-a", raw: bytes | None = None
) -> tuple[int, Any]:
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else b"")
    event = to_proxy_event(
        method, path, {"Content-Type": "application/json", "X-ClauseTrail-Caller": caller}, data
    )
    result = app.resolve(event, None)
    return result["statusCode"], json.loads(result["body"]) if result.get("body") else None


def registration(pdf: bytes, **extra: Any) -> dict[str, Any]:
    return {
        "insurer": "National Insurance",
        "product_uin": "NICHLIP25039V032425",
        "effective_from": "2025-04-01",
        "effective_to": "2026-03-31",
        "document_base64": base64.b64encode(pdf).decode(),
        **extra,
    }


def test_register_returns_202_and_starts_one_ingestion(
    runtime: Runtime, workflows: RecordingWorkflows, corpus_dir: Path
) -> None:
    pdf = (corpus_dir / "policies" / POLICY).read_bytes()
    status, body = call("POST", "/v1/policies", registration(pdf))
    assert status == 202
    assert body["status"] == "registered" and body["duplicate"] is False
    assert workflows.started == [
        (
            "ingest_policy",
            body["version_id"],
            {"policy_id": body["policy_id"], "version_id": body["version_id"]},
        )
    ]
    # the same submission again is the same version, and starts nothing new
    status2, body2 = call("POST", "/v1/policies", registration(pdf))
    assert status2 == 202
    assert (body2["policy_id"], body2["version_id"], body2["duplicate"]) == (
        body["policy_id"],
        body["version_id"],
        True,
    )
    assert len(workflows.started) == 1

    status, got = call("GET", f"/v1/policies/{body['policy_id']}")
    assert status == 200
    [version] = got["versions"]
    assert version["version_id"] == body["version_id"]
    assert version["status"] == "registered" and version["progress"] == 0
    assert version["effective_from"] == "2025-04-01"


def test_another_caller_cannot_see_the_policy(runtime: Runtime, corpus_dir: Path) -> None:
    pdf = (corpus_dir / "policies" / POLICY).read_bytes()
    _, body = call("POST", "/v1/policies", registration(pdf))
    status, err = call("GET", f"/v1/policies/{body['policy_id']}", caller="someone-else")
    assert status == 404
    assert err["error"]["code"] == "NOT_FOUND"


@pytest.mark.parametrize(
    ("payload", "status", "code"),
    [
        (b"{not json", 400, "MALFORMED_JSON"),
        (b"", 400, "EMPTY_BODY"),
        (b"[1, 2]", 400, "MALFORMED_JSON"),
        (json.dumps({"insurer": "X"}).encode(), 400, "VALIDATION_ERROR"),
        (json.dumps(registration(b"%PDF-1.4", effective_to="2020-01-01")).encode(), 400, "VALIDATION_ERROR"),
        (
            json.dumps(registration(b"x") | {"document_base64": "!!!notbase64"}).encode(),
            400,
            "BAD_DOCUMENT_ENCODING",
        ),
        (json.dumps(registration(b"PK\x03\x04 this is a zip/docx")).encode(), 422, "NOT_A_PDF"),
        # above the inline limit (4 MB, issue 8 item 13) before the 5 MB document limit of this runtime
        (json.dumps(registration(b"%PDF-1.7" + b"0" * 5_000_001)).encode(), 413, "DOCUMENT_TOO_LARGE_INLINE"),
    ],
)
def test_bad_registrations_get_named_errors_and_store_nothing(
    runtime: Runtime, workflows: RecordingWorkflows, payload: bytes, status: int, code: str
) -> None:
    got_status, body = call("POST", "/v1/policies", raw=payload)
    assert got_status == status
    assert body["error"]["code"] == code
    assert body["error"]["message"]
    assert workflows.started == []
    assert runtime.policies.list_policies() == []


def test_unknown_policy_and_route(runtime: Runtime) -> None:
    assert call("GET", "/v1/policies/pol_nope")[0] == 404
    status, body = call("GET", "/v1/nothing-here")
    assert status == 404 and body["error"]["code"] == "ROUTE_NOT_FOUND"
