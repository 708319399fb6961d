"""SPEC §11 tenancy on every route: another caller's policy, claim, document or review packet is a 404, and a
duplicate bill is found across all policies of the same caller. Also the document-URI input checks (§10)."""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.storage_folder import FolderStorage
from clausetrail.api.app import app
from clausetrail.api.internal import internal_app
from clausetrail.api.local_server import to_proxy_event
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.services.documents import receive_upload, store_document
from clausetrail.settings import Settings
from tests.fakes.workflows import RecordingWorkflows

A, B = "claims-system-a", "claims-system-b"
PDF = b"%PDF-1.4 a claim document\n%%EOF"


@pytest.fixture
def runtime(database_url: str, tmp_path: Path) -> Iterator[Runtime]:
    db = Database(database_url, embedding_dimension=384)
    rt = Runtime(
        Settings(data_dir=tmp_path, embedding_backend="hashing", max_document_bytes=4096),
        storage=FolderStorage(tmp_path / "docs"),
        workflows=RecordingWorkflows(),
        database=db,
    )
    set_runtime(rt)
    yield rt
    set_runtime(None)
    db.close()


def call(
    method: str, path: str, body: Any = None, caller: str = A, resolver: Any = app, **headers: str
) -> tuple[int, Any]:
    data = json.dumps(body).encode() if body is not None else b""
    hdrs = {
        "Content-Type": "application/json",
        "X-ClauseTrail-Caller": caller,
        "Host": "127.0.0.1:9",
        **headers,
    }
    result = resolver.resolve(to_proxy_event(method, path, hdrs, data), None)
    return result["statusCode"], json.loads(result["body"]) if result.get("body") else None


def register(policy_id: str, caller: str, **extra: Any) -> tuple[int, Any]:
    body = {
        "policy_id": policy_id,
        "insurer": "Insurer",
        "product_uin": "ABCHLIP25001V012425",
        "effective_from": "2025-04-01",
        "effective_to": "2026-03-31",
        **extra,
    }
    if "document_uri" not in body:
        body["document_base64"] = base64.b64encode(PDF).decode()
    return call("POST", "/v1/policies", body, caller)


def claim_body(policy_id: str, documents: list[str], **extra: Any) -> dict[str, Any]:
    return {
        "policy_id": policy_id,
        "claimant_id": "C-1",
        "member_id": "M1",
        "loss_date": "2025-09-14",
        "amount_claimed": 1000,
        "documents": documents,
        **extra,
    }


def test_another_callers_policy_claim_and_documents_are_404(runtime: Runtime) -> None:
    assert register("P-A", A)[0] == 202
    doc_a = store_document(runtime, A, "bill.pdf", PDF)
    status, got = call("POST", "/v1/claims", claim_body("P-A", [doc_a]))
    assert status == 202, got
    claim_a = got["claim_id"]
    assert register("P-B", B)[0] == 202

    # B cannot read A's policy or claim, nor claim on A's policy
    assert call("GET", "/v1/policies/P-A", caller=B)[0] == 404
    assert call("GET", f"/v1/claims/{claim_a}", caller=B)[0] == 404
    doc_b = store_document(runtime, B, "bill.pdf", PDF)
    status, err = call("POST", "/v1/claims", claim_body("P-A", [doc_b]), B)
    assert status == 404 and err["error"]["code"] == "NOT_FOUND"
    # B cannot cite A's stored bill in its own claim, by URI or by key
    for uri in (doc_a, doc_a.removeprefix("file://"), "../docs/" + doc_a.rsplit("/docs/", 1)[-1]):
        status, err = call("POST", "/v1/claims", claim_body("P-B", [uri]), B)
        assert status in (400, 404) and err["error"]["code"] in ("DOCUMENT_NOT_FOUND", "BAD_DOCUMENT_URI"), (
            err
        )
    # nor register a policy on A's stored wording
    wording_a = runtime.policies.get_policy("P-A").versions[0].document_uri
    status, err = register("P-B2", B, document_uri=wording_a)
    assert status == 404 and err["error"]["code"] == "DOCUMENT_NOT_FOUND"
    # a document stored outside the API (never recorded for anyone) is nobody's to cite
    stray = runtime.storage.put_bytes("claims/stray.pdf", PDF, "application/pdf")
    status, err = call("POST", "/v1/claims", claim_body("P-B", [stray]), B)
    assert status == 404 and err["error"]["code"] == "DOCUMENT_NOT_FOUND"
    # the 404 says nothing about where documents live
    assert "/" not in err["error"]["message"]
    # A itself still can, with the same URIs
    assert call("POST", "/v1/claims", claim_body("P-A", [doc_a], claimant_id="C-2"))[0] == 202


def test_review_packet_audit_and_budget_need_an_adjuster_and_a_known_claim(runtime: Runtime) -> None:
    register("P-A", A)
    doc = store_document(runtime, A, "bill.pdf", PDF)
    claim_id = call("POST", "/v1/claims", claim_body("P-A", [doc]))[1]["claim_id"]
    for suffix in ("", "/audit", "/budget"):
        # a claim system (any caller, even the owner) has no review packet: no adjuster identity
        status, err = call("GET", f"/internal/claims/{claim_id}{suffix}", caller=B, resolver=internal_app)
        assert status == 403 and err["error"]["code"] == "NOT_AUTHENTICATED"
        status, _ = call(
            "GET",
            f"/internal/claims/clm_other{suffix}",
            resolver=internal_app,
            **{"X-ClauseTrail-Reviewer": "adj-1"},
        )
        assert status == 404
    # and the public API has no route to it
    assert call("GET", f"/v1/claims/{claim_id}/packet", caller=B)[0] == 404


def test_duplicate_bill_is_found_across_all_policies_of_the_same_caller(runtime: Runtime) -> None:
    register("P-1", A)
    register("P-2", A)
    register("P-3", B)
    doc_a, doc_b = store_document(runtime, A, "bill.pdf", PDF), store_document(runtime, B, "bill.pdf", PDF)
    first = call("POST", "/v1/claims", claim_body("P-1", [doc_a]))[1]["claim_id"]
    second = call("POST", "/v1/claims", claim_body("P-2", [doc_a], claimant_id="C-9"))[1]["claim_id"]
    other = call("POST", "/v1/claims", claim_body("P-3", [doc_b]), B)[1]["claim_id"]
    runtime.claims.register_bill("P-1", "INV-2025-001", first)
    # the same caller, another policy: the bill is seen
    assert runtime.claims.other_bills(A, second) == frozenset({"INV-2025-001"})
    assert runtime.claims.other_bills(A, first) == frozenset()
    # another caller's bills are not its business (and not a leak of them either)
    assert runtime.claims.other_bills(B, other) == frozenset()


@pytest.mark.parametrize("bad", ["bill\x00.pdf", "file:///etc/passwd\x00", "a\nb.pdf"])
def test_a_control_character_in_a_document_uri_is_a_named_400(runtime: Runtime, bad: str) -> None:
    register("P-A", A)
    status, err = call("POST", "/v1/claims", claim_body("P-A", [bad]))
    assert status == 400 and err["error"]["code"] == "BAD_DOCUMENT_URI", err
    status, err = register("P-X", A, document_uri=bad)
    assert status == 400 and err["error"]["code"] == "BAD_DOCUMENT_URI", err


def test_errors_never_echo_absolute_server_paths(runtime: Runtime, tmp_path: Path) -> None:
    register("P-A", A)
    missing = f"file://{tmp_path}/docs/tenants/none/bill.pdf"
    status, err = call("POST", "/v1/claims", claim_body("P-A", [missing]))
    assert status == 404
    assert str(tmp_path) not in json.dumps(err)


def test_uploads_belong_to_the_caller_and_keep_the_size_limit(runtime: Runtime) -> None:
    register("P-A", A)
    register("P-B", B)
    status, up = call(
        "POST",
        "/v1/uploads",
        {"filename": "bill.pdf", "content_type": "application/pdf", "size_bytes": len(PDF)},
    )
    assert status == 201, up
    assert set(up) == {"document_uri", "upload_url", "expires_at"}
    assert up["upload_url"].startswith("http://127.0.0.1:9/v1/uploads/")
    # not arrived yet: not citable
    status, err = call("POST", "/v1/claims", claim_body("P-A", [up["document_uri"]]))
    assert status == 404 and err["error"]["code"] == "DOCUMENT_NOT_FOUND"
    token = up["upload_url"].rsplit("/", 1)[-1]
    assert receive_upload(runtime, token, PDF) == up["document_uri"]
    assert call("POST", "/v1/claims", claim_body("P-A", [up["document_uri"]]))[0] == 202
    # B may not cite A's upload
    status, err = call("POST", "/v1/claims", claim_body("P-B", [up["document_uri"]]), B)
    assert status == 404 and err["error"]["code"] == "DOCUMENT_NOT_FOUND"
    # the same limit everywhere: an upload request above it, and inline bytes above it
    status, err = call(
        "POST", "/v1/uploads", {"filename": "big.pdf", "content_type": "application/pdf", "size_bytes": 4097}
    )
    assert status == 422 and err["error"]["code"] == "DOCUMENT_TOO_LARGE"
    status, err = call(
        "POST",
        "/v1/policies",
        {
            "insurer": "Insurer",
            "product_uin": "ABCHLIP25001V012425",
            "effective_from": "2025-04-01",
            "document_base64": base64.b64encode(b"%PDF" + b"x" * 5000).decode(),
        },
    )
    assert status == 422 and err["error"]["code"] == "DOCUMENT_TOO_LARGE"
    status, err = call(
        "POST",
        "/v1/uploads",
        {"filename": "a.exe", "content_type": "application/x-msdownload", "size_bytes": 10},
    )
    assert status == 422 and err["error"]["code"] == "NOT_A_PDF"


def test_a_claim_cites_the_callers_document_by_key_or_by_uri(runtime: Runtime) -> None:
    register("P-A", A)
    uri = store_document(runtime, A, "bill.pdf", PDF)
    key = uri.split("/docs/", 1)[1]
    status, got = call("POST", "/v1/claims", claim_body("P-A", [key]))
    assert status == 202, got
    assert runtime.claims.get(got["claim_id"]).documents == [uri]
    assert runtime.claims.get(got["claim_id"]).loss_date == date(2025, 9, 14)
