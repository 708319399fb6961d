"""A stored document and its owner (SPEC §11): what the document store port returns."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class DocumentRecord:
    document_uri: str
    owner_id: str
    storage_key: str
    filename: str | None
    content_type: str
    size_bytes: int
    status: str  # pending (an upload URL was handed out) | stored
    upload_token: str | None
    expires_at: datetime | None
    created_at: datetime
