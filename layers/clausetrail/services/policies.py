"""Registering policy versions and reading them back (SPEC §2 step 1, §5)."""

from __future__ import annotations

import base64
import binascii
import hashlib
import uuid
from datetime import date
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from clausetrail.domain.errors import DocumentError, ValidationFailed
from clausetrail.domain.identifiers import PolicyId, policy_id_key
from clausetrail.domain.inline_documents import check_inline_document
from clausetrail.domain.policy import Policy, PolicyVersion, VersionStatus, registration_key
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.documents import check_document_uri, check_size, require_owned, store_document

INGEST_STATE_MACHINE = "ingest_policy"


class RegisterPolicyRequest(BaseModel):
    """Body of POST /v1/policies."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    policy_id: PolicyId | None = None  # a real policy number (SPEC §11); generated when absent
    insurer: str = Field(min_length=2, max_length=200)
    # today's UINs (letters and digits) and the old file-and-use numbers still printed on older wordings
    # (slash-separated, with a roman version number such as "V.II"): letters, digits and "/ . - _"
    product_uin: str = Field(min_length=4, max_length=64, pattern=r"^[A-Za-z0-9][A-Za-z0-9/._-]*$")
    product_name: str | None = Field(default=None, max_length=200)
    effective_from: date
    effective_to: date | None = None
    document_uri: str | None = Field(default=None, max_length=1024)
    document_base64: str | None = None
    schedule: dict[str, Any] | None = None

    @field_validator("document_uri")
    @classmethod
    def _uri(cls, v: str | None) -> str | None:
        return None if v is None else check_document_uri(v)

    @field_validator("document_base64", mode="before")
    @classmethod
    def _inline_size(cls, v: object) -> object:
        # before any other check, and not a ValueError: pydantic lets the named 413 through unchanged
        if isinstance(v, str):
            check_inline_document(v)
        return v

    @field_validator("product_uin")
    @classmethod
    def _upper(cls, v: str) -> str:
        return v.upper()

    @model_validator(mode="after")
    def _check(self) -> RegisterPolicyRequest:
        if (self.document_uri is None) == (self.document_base64 is None):
            raise ValueError("give exactly one of document_uri or document_base64")
        if self.effective_to is not None and self.effective_to < self.effective_from:
            raise ValueError("effective_to is before effective_from")
        return self


def _decode(document_base64: str) -> bytes:
    try:
        return base64.b64decode(document_base64, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise ValidationFailed("document_base64 is not valid base64", code="BAD_DOCUMENT_ENCODING") from exc


def register_policy(
    rt: RuntimePorts, owner_id: str, req: RegisterPolicyRequest
) -> tuple[PolicyVersion, bool]:
    """Store the wording, create the version (idempotent) and start its ingestion.

    Returns (version, created). A duplicate submission returns the existing version and starts nothing new,
    except that a version whose execution never started (a crash between the two steps) is started now.
    """
    if req.document_base64 is not None:
        data = _decode(req.document_base64)
    else:
        assert req.document_uri is not None
        # only the caller's own stored documents (SPEC §11): another caller's wording is 404
        data = rt.storage.get_bytes(require_owned(rt, owner_id, req.document_uri))
    check_size(rt, len(data))
    if not data.lstrip()[:5].startswith(b"%PDF"):
        raise DocumentError("the document is not a PDF file", code="NOT_A_PDF")
    sha = hashlib.sha256(data).hexdigest()
    key = registration_key(owner_id, req.policy_id, req.product_uin, req.effective_from, sha, req.schedule)
    policy_id = req.policy_id or f"pol_{key[:16]}"
    doc_uri = store_document(
        rt, owner_id, "wording.pdf", data, key=f"policies/{policy_id_key(policy_id)}/{sha}.pdf"
    )
    version, created = rt.policies.register_version(
        policy_id=policy_id,
        version_id=f"pv_{uuid.uuid4().hex[:20]}",
        owner_id=owner_id,
        insurer=req.insurer,
        product_uin=req.product_uin,
        product_name=req.product_name,
        effective_from=req.effective_from,
        effective_to=req.effective_to,
        document_uri=doc_uri,
        document_sha256=sha,
        document_bytes=len(data),
        schedule=req.schedule,
        idempotency_key=key,
    )
    if version.execution_arn is None:
        # new, or a registration that crashed before its execution started; the name makes this idempotent
        arn = rt.workflows.start(
            INGEST_STATE_MACHINE,
            version.version_id,
            {"policy_id": version.policy_id, "version_id": version.version_id},
        )
        rt.policies.set_execution(version.version_id, arn)
    return version, created


def version_view(version: PolicyVersion, *, include_terms: bool = True) -> dict[str, Any]:
    view: dict[str, Any] = {
        "version_id": version.version_id,
        "status": str(version.status),
        "stage": version.stage,
        "progress": version.progress,
        "effective_from": version.effective_from.isoformat(),
        "effective_to": version.effective_to.isoformat() if version.effective_to else None,
        "page_count": version.page_count,
        "clause_count": version.clause_count,
        "document_sha256": version.document_sha256,
        "completeness": version.completeness,
    }
    if version.status is VersionStatus.FAILED:
        view["error"] = {"code": version.error_code, "message": version.error_message}
    if include_terms and version.terms is not None:
        view["terms"] = version.terms
    return view


def policy_view(policy: Policy) -> dict[str, Any]:
    return {
        "policy_id": policy.policy_id,
        "insurer": policy.insurer,
        "product_uin": policy.product_uin,
        "product_name": policy.product_name,
        "versions": [version_view(v) for v in policy.versions],
    }
