"""`clausetrail serve`: real HTTP on loopback through the same resolvers API Gateway invokes."""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.storage_folder import FolderStorage
from clausetrail.api.local_server import serve
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.settings import Settings
from tests.fakes.workflows import RecordingWorkflows


@pytest.fixture
def base_url(database_url: str, tmp_path: Path) -> Iterator[str]:
    db = Database(database_url, embedding_dimension=384)
    set_runtime(
        Runtime(
            Settings(data_dir=tmp_path),
            storage=FolderStorage(tmp_path),
            database=db,
            workflows=RecordingWorkflows(),
        )
    )
    server = serve("127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    set_runtime(None)
    db.close()


def request(
    url: str, method: str = "GET", body: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, dict]:
    req = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


def test_public_and_internal_routes_answer_over_http(base_url: str) -> None:
    status, body = request(f"{base_url}/v1/policies/pol_missing")
    assert status == 404 and body["error"]["code"] == "NOT_FOUND"
    status, body = request(f"{base_url}/v1/policies", "POST", b"{oops", {"Content-Type": "application/json"})
    assert status == 400 and body["error"]["code"] == "MALFORMED_JSON"
    # /internal goes to the adjusters' resolver: no reviewer, no access
    status, body = request(f"{base_url}/internal/claims/clm_x")
    assert status == 403 and body["error"]["code"] == "NOT_AUTHENTICATED"
    status, body = request(f"{base_url}/internal/claims/clm_x", headers={"X-ClauseTrail-Reviewer": "adj-1"})
    assert status == 404 and body["error"]["code"] == "NOT_FOUND"
