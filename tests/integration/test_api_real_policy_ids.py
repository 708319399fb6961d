"""A real policy number (SPEC §11) through the API: registered, read back with its id percent-encoded in the
path (through the resolver and over real HTTP), a claim submitted on it, and a bad id refused by name."""

from __future__ import annotations

import base64
import json
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.storage_folder import FolderStorage
from clausetrail.api.app import app
from clausetrail.api.local_server import serve, to_proxy_event
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.services.documents import store_document
from clausetrail.settings import Settings
from tests.fakes.workflows import RecordingWorkflows

POLICY = "National_Parivar-Mediclaim-Plus_NICHLIP25039V032425.pdf"
REAL_ID = "P/211200/01/2026/007126"
CALLER = "claims-system-a"


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


def call(method: str, path: str, body: Any = None) -> tuple[int, Any]:
    data = json.dumps(body).encode() if body is not None else b""
    event = to_proxy_event(
        method, path, {"Content-Type": "application/json", "X-ClauseTrail-Caller": CALLER}, data
    )
    result = app.resolve(event, None)  # type: ignore[arg-type]
    return result["statusCode"], json.loads(result["body"]) if result.get("body") else None


def registration(pdf: bytes, policy_id: str) -> dict[str, Any]:
    return {
        "policy_id": policy_id,
        "insurer": "National Insurance",
        "product_uin": "NICHLIP25039V032425",
        "effective_from": "2025-04-01",
        "effective_to": "2026-03-31",
        "document_base64": base64.b64encode(pdf).decode(),
    }


def test_a_real_policy_number_is_registered_read_back_and_claimed_on(
    runtime: Runtime, workflows: RecordingWorkflows, corpus_dir: Path, tmp_path: Path
) -> None:
    pdf = (corpus_dir / "policies" / POLICY).read_bytes()
    status, body = call("POST", "/v1/policies", registration(pdf, f"  {REAL_ID} "))
    assert status == 202, body
    assert body["policy_id"] == REAL_ID
    # the stored wording's key holds the id as one segment: no folder per `/`
    version = runtime.policies.get_version(body["version_id"])
    stored = Path(version.document_uri.removeprefix("file://"))
    assert stored.is_file()
    assert stored.parent.parent == (tmp_path / "docs" / "policies").resolve()
    # the execution is named after the generated version id, never after the policy number
    assert [name for _, name, _ in workflows.started] == [body["version_id"]]

    encoded = quote(REAL_ID, safe="")
    assert encoded == "P%2F211200%2F01%2F2026%2F007126"
    status, got = call("GET", f"/v1/policies/{encoded}")
    assert status == 200, got
    assert got["policy_id"] == REAL_ID
    assert [v["version_id"] for v in got["versions"]] == [body["version_id"]]
    # the id unencoded is a path of several segments: no such route, never another policy
    status, got = call("GET", f"/v1/policies/{REAL_ID}")
    assert status == 404

    uri = store_document(runtime, "claims-system-a", "bill.pdf", b"%PDF-1.4 bill")
    claim = {
        "policy_id": REAL_ID,
        "claimant_id": "claimant-1",
        "member_id": "M1",
        "loss_date": "2025-09-10",
        "amount_claimed": 20000,
        "documents": [uri],
    }
    status, accepted = call("POST", "/v1/claims", claim)
    assert status == 202, accepted
    stored_claim = runtime.claims.get(accepted["claim_id"])
    assert stored_claim.policy_id == REAL_ID
    status, view = call("GET", f"/v1/claims/{accepted['claim_id']}")
    assert status == 200 and view["status"]


@pytest.mark.parametrize("bad", ["P 211200", "P#1", "x" * 65])
def test_a_bad_policy_id_is_a_named_400(runtime: Runtime, corpus_dir: Path, bad: str) -> None:
    pdf = (corpus_dir / "policies" / POLICY).read_bytes()
    status, body = call("POST", "/v1/policies", registration(pdf, bad))
    assert status == 400 and body["error"]["code"] == "BAD_POLICY_ID", body
    status, body = call("GET", f"/v1/policies/{quote(bad, safe='')}")
    assert status == 400 and body["error"]["code"] == "BAD_POLICY_ID", body
    claim = {
        "policy_id": bad,
        "claimant_id": "c",
        "member_id": "M1",
        "loss_date": "2025-09-10",
        "amount_claimed": 1,
        "documents": ["file:///nowhere.pdf"],
    }
    status, body = call("POST", "/v1/claims", claim)
    assert status == 400 and body["error"]["code"] == "BAD_POLICY_ID", body


def test_the_local_server_routes_an_encoded_policy_id(runtime: Runtime, corpus_dir: Path) -> None:
    pdf = (corpus_dir / "policies" / POLICY).read_bytes()
    status, body = call("POST", "/v1/policies", registration(pdf, "1234-5678-90/A.1"))
    assert status == 202, body
    server = serve("127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/v1/policies/{quote('1234-5678-90/A.1', safe='')}"
        req = urllib.request.Request(url, headers={"X-ClauseTrail-Caller": CALLER})
        with urllib.request.urlopen(req, timeout=10) as resp:
            got = json.loads(resp.read())
        assert got["policy_id"] == "1234-5678-90/A.1"
        try:
            urllib.request.urlopen(url.replace("%2F", "%20%23"), timeout=10)
            raise AssertionError("a bad id was served")
        except urllib.error.HTTPError as err:
            assert err.code == 400 and json.loads(err.read())["error"]["code"] == "BAD_POLICY_ID"
    finally:
        server.shutdown()
        server.server_close()
