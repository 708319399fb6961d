"""Documents belong to the caller that stored them (SPEC §5 uploads, §11 tenancy).

Every document a caller stores — inline base64 with a policy, or through an upload URL — is recorded with its
owner. A policy or a claim may cite only its own caller's documents: any other `document_uri` (another
caller's, one never recorded, a path outside the store) is answered 404 `DOCUMENT_NOT_FOUND`, the same answer
as for a document that does not exist, so nothing tells one tenant what another has stored.

One size limit everywhere: `CLAUSETRAIL_MAX_DOCUMENT_BYTES` bounds inline documents, upload requests, the
bytes PUT to an upload URL (the presigned S3 PUT is signed for the declared length) and what is read back.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from clausetrail.domain.errors import DocumentError, NotFound, ValidationFailed
from clausetrail.ports.runtime import RuntimePorts

PDF = "application/pdf"
UPLOAD_TTL = timedelta(minutes=15)
LOCAL_UPLOAD_PATH = "/v1/uploads/"
MAX_URI_LENGTH = 1024
_SAFE_NAME = re.compile(r"[^A-Za-z0-9._-]+")


def owner_prefix(owner_id: str) -> str:
    """The storage folder of one caller's documents (a hash: the owner's ARN never becomes a path)."""
    return "tenants/" + hashlib.sha256(owner_id.encode()).hexdigest()[:24]


def safe_filename(filename: str) -> str:
    name = _SAFE_NAME.sub("_", filename.rsplit("/", 1)[-1].rsplit("\\", 1)[-1]).strip("._") or "document"
    return name[:100]


def check_document_uri(uri: str) -> str:
    """A cited document URI as text we can look up: no control characters (a NUL byte is a 400, never a
    500), not empty, not too long."""
    if not uri or len(uri) > MAX_URI_LENGTH:
        raise ValidationFailed("a document URI must hold 1 to 1024 characters", code="BAD_DOCUMENT_URI")
    if any(ord(c) < 32 or ord(c) == 127 for c in uri):
        raise ValidationFailed("a document URI holds a control character", code="BAD_DOCUMENT_URI")
    return uri


def check_size(rt: RuntimePorts, size: int) -> None:
    limit = rt.settings.max_document_bytes
    if size > limit:
        raise DocumentError(f"the document is {size} bytes; the limit is {limit}", code="DOCUMENT_TOO_LARGE")


def store_document(
    rt: RuntimePorts,
    owner_id: str,
    filename: str,
    data: bytes,
    content_type: str = PDF,
    *,
    key: str | None = None,
) -> str:
    """Store `data` as a document of `owner_id` and return its URI (content-addressed: the same bytes under
    the same name are stored once)."""
    check_size(rt, len(data))
    sha = hashlib.sha256(data).hexdigest()
    key = key or f"{owner_prefix(owner_id)}/{sha[:32]}/{safe_filename(filename)}"
    uri = rt.storage.put_bytes(key, data, content_type)
    rec = rt.documents.record(
        document_uri=uri,
        owner_id=owner_id,
        storage_key=key,
        filename=filename,
        content_type=content_type,
        size_bytes=len(data),
    )
    if rec.owner_id != owner_id:
        raise NotFound("document not found", code="DOCUMENT_NOT_FOUND")
    return uri


def require_owned(rt: RuntimePorts, owner_id: str, uri: str) -> str:
    """The stored URI of a document `owner_id` may cite, or 404 DOCUMENT_NOT_FOUND. A pending upload counts
    once its bytes have arrived (and are within the size limit)."""
    check_document_uri(uri)
    normalised = rt.storage.uri(uri)
    rec = rt.documents.get(normalised)
    if rec is None or rec.owner_id != owner_id:
        raise NotFound("claim or policy document not found", code="DOCUMENT_NOT_FOUND")
    if rec.status == "pending":
        if not rt.storage.exists(normalised):
            raise NotFound("the upload of this document has not arrived", code="DOCUMENT_NOT_FOUND")
        size = rt.storage.size(normalised)
        check_size(rt, size)
        if size != rec.size_bytes:
            raise DocumentError(
                f"the upload holds {size} bytes but {rec.size_bytes} were declared",
                code="UPLOAD_SIZE_MISMATCH",
            )
        rt.documents.mark_stored(normalised, size)
    elif not rt.storage.exists(normalised):
        raise NotFound("claim or policy document not found", code="DOCUMENT_NOT_FOUND")
    return normalised


class UploadRequest(BaseModel):
    """Body of POST /v1/uploads."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    filename: str = Field(min_length=1, max_length=200)
    content_type: str = Field(min_length=1, max_length=100)
    size_bytes: int = Field(ge=1)

    @field_validator("filename")
    @classmethod
    def _no_control(cls, v: str) -> str:
        if any(ord(c) < 32 or ord(c) == 127 for c in v):
            raise ValueError("the file name holds a control character")
        return v


def create_upload(
    rt: RuntimePorts, owner_id: str, req: UploadRequest, *, now: datetime | None = None
) -> dict[str, Any]:
    """A pending document of `owner_id` and where to PUT its bytes: a presigned S3 URL on AWS, the local
    server's upload path locally (`upload_url` then starts with LOCAL_UPLOAD_PATH; the API makes it absolute)."""
    if req.content_type.split(";")[0].strip().lower() != PDF:
        raise DocumentError("only PDF documents are accepted", code="NOT_A_PDF")
    check_size(rt, req.size_bytes)
    token = secrets.token_urlsafe(24)
    key = f"{owner_prefix(owner_id)}/uploads/{uuid.uuid4().hex}/{safe_filename(req.filename)}"
    expires_at = (now or datetime.now(UTC)) + UPLOAD_TTL
    url = rt.storage.presign_put(key, PDF, req.size_bytes, int(UPLOAD_TTL.total_seconds()))
    uri = rt.storage.uri(key)
    rt.documents.record(
        document_uri=uri,
        owner_id=owner_id,
        storage_key=key,
        filename=req.filename,
        content_type=PDF,
        size_bytes=req.size_bytes,
        status="pending",
        upload_token=token,
        expires_at=expires_at,
    )
    return {
        "document_uri": uri,
        "upload_url": url or f"{LOCAL_UPLOAD_PATH}{token}",
        "expires_at": expires_at.isoformat(),
    }


def receive_upload(rt: RuntimePorts, token: str, data: bytes, *, now: datetime | None = None) -> str:
    """The local equivalent of the presigned PUT: the bytes of a pending upload, checked like S3 would."""
    rec = rt.documents.by_upload_token(token) if token else None
    if (
        rec is None
        or rec.status != "pending"
        or (rec.expires_at and rec.expires_at < (now or datetime.now(UTC)))
    ):
        raise NotFound("no such upload, or it has expired", code="UPLOAD_NOT_FOUND")
    check_size(rt, len(data))
    if len(data) != rec.size_bytes:
        raise ValidationFailed(
            f"the upload holds {len(data)} bytes but {rec.size_bytes} were declared",
            code="UPLOAD_SIZE_MISMATCH",
        )
    if not data.lstrip()[:5].startswith(b"%PDF"):
        raise DocumentError("the document is not a PDF file", code="NOT_A_PDF")
    rt.storage.put_bytes(rec.storage_key, data, rec.content_type)
    rt.documents.mark_stored(rec.document_uri, len(data))
    return rec.document_uri
