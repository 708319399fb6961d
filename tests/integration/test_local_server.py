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
from clausetrail.runtime import Runtime, get_runtime, set_runtime
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
    url: str,
    method: str = "GET",
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
    timeout: float = 10,
) -> tuple[int, dict]:
    req = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
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


def _register_policy(base_url: str, caller: str) -> None:
    import base64

    body = {
        "policy_id": "P-LOCAL",
        "insurer": "Insurer",
        "product_uin": "ABCHLIP25001V012425",
        "effective_from": "2025-04-01",
        "document_base64": base64.b64encode(b"%PDF-1.4 wording\n%%EOF").decode(),
    }
    status, got = request(
        f"{base_url}/v1/policies",
        "POST",
        json.dumps(body).encode(),
        {"Content-Type": "application/json", "X-ClauseTrail-Caller": caller},
    )
    assert status == 202, got


def _upload(base_url: str, caller: str, data: bytes) -> str:
    hdrs = {"Content-Type": "application/json", "X-ClauseTrail-Caller": caller}
    meta = {"filename": "bill.pdf", "content_type": "application/pdf", "size_bytes": len(data)}
    status, up = request(f"{base_url}/v1/uploads", "POST", json.dumps(meta).encode(), hdrs)
    assert status == 201, up
    assert up["upload_url"].startswith(base_url + "/v1/uploads/")
    status, put = request(up["upload_url"], "PUT", data, {"Content-Type": "application/pdf"})
    assert status == 200 and put["document_uri"] == up["document_uri"], put
    # the same upload URL cannot be used twice
    assert request(up["upload_url"], "PUT", data, {"Content-Type": "application/pdf"})[0] == 404
    return str(up["document_uri"])


def test_an_upload_is_put_to_the_local_server_and_cited_by_its_owner_only(base_url: str) -> None:
    _register_policy(base_url, "sys-a")
    uri = _upload(base_url, "sys-a", b"%PDF-1.4 bill\n%%EOF")
    claim = {
        "policy_id": "P-LOCAL",
        "claimant_id": "C-1",
        "member_id": "M1",
        "loss_date": "2025-09-01",
        "amount_claimed": 100,
        "documents": [uri],
    }
    body = json.dumps(claim).encode()
    status, got = request(
        f"{base_url}/v1/claims",
        "POST",
        body,
        {"Content-Type": "application/json", "X-ClauseTrail-Caller": "sys-a"},
    )
    assert status == 202, got
    status, got = request(
        f"{base_url}/v1/claims",
        "POST",
        body,
        {"Content-Type": "application/json", "X-ClauseTrail-Caller": "sys-b"},
    )
    assert status == 404  # another caller: neither the policy nor the document is theirs


def test_a_burst_of_concurrent_claims_is_served_without_resets_losses_or_cross_talk(base_url: str) -> None:
    """50 claim systems POST at once (each its own caller and key, some twice): every request is answered,
    each caller gets its own claim, and the same key twice is the same claim."""
    from concurrent.futures import ThreadPoolExecutor

    n = 50
    callers = [f"sys-{i:02d}" for i in range(n)]
    docs: dict[str, str] = {}
    for caller in callers:
        _register_policy_for(base_url, caller)
        docs[caller] = _upload(base_url, caller, f"%PDF-1.4 bill of {caller}\n%%EOF".encode())

    def submit(i: int) -> tuple[str, int, dict]:
        caller = callers[i % n]
        claim = {
            "policy_id": f"P-{caller}",
            "claimant_id": "C-1",
            "member_id": "M1",
            "loss_date": "2025-09-01",
            "amount_claimed": 100 + i % n,
            "documents": [docs[caller]],
        }
        hdrs = {
            "Content-Type": "application/json",
            "X-ClauseTrail-Caller": caller,
            "Idempotency-Key": f"key-{caller}",
        }
        try:
            # a generous timeout: the machine is shared; a slow answer is not what this test is about
            status, got = request(f"{base_url}/v1/claims", "POST", json.dumps(claim).encode(), hdrs, 300)
        except (ConnectionError, urllib.error.URLError) as exc:  # a reset or a refused connection
            return caller, -1, {"error": repr(exc)}
        return caller, status, got

    with ThreadPoolExecutor(max_workers=2 * n) as pool:
        results = list(pool.map(submit, range(2 * n)))
    failures = [r for r in results if r[1] != 202]
    assert failures == []
    by_caller: dict[str, set[str]] = {}
    for caller, _, got in results:
        by_caller.setdefault(caller, set()).add(got["claim_id"])
    assert all(len(ids) == 1 for ids in by_caller.values()), by_caller  # same key: same claim, never two
    rt = get_runtime()
    for caller, ids in by_caller.items():
        claim = rt.claims.get(next(iter(ids)))
        assert claim.owner_id == caller and claim.policy_id == f"P-{caller}"  # no cross-talk between requests


def _register_policy_for(base_url: str, caller: str) -> None:
    import base64

    body = {
        "policy_id": f"P-{caller}",
        "insurer": "Insurer",
        "product_uin": "ABCHLIP25001V012425",
        "effective_from": "2025-04-01",
        "document_base64": base64.b64encode(f"%PDF-1.4 wording {caller}\n%%EOF".encode()).decode(),
    }
    hdrs = {"Content-Type": "application/json", "X-ClauseTrail-Caller": caller}
    status, got = request(f"{base_url}/v1/policies", "POST", json.dumps(body).encode(), hdrs)
    assert status == 202, got
