"""Document storage port (S3 on AWS, a folder locally)."""

from __future__ import annotations

from typing import Protocol


class StoragePort(Protocol):
    def put_bytes(self, key: str, data: bytes, content_type: str = "application/octet-stream") -> str:
        """Store `data` under `key`; return its URI. Writing the same bytes again is a no-op."""
        ...

    def get_bytes(self, key_or_uri: str) -> bytes:
        """Raise StorageNotFound when absent."""
        ...

    def exists(self, key_or_uri: str) -> bool: ...

    def uri(self, key: str) -> str:
        """The URI `put_bytes` returns for `key`."""
        ...

    def size(self, key_or_uri: str) -> int:
        """The stored size in bytes; raise StorageNotFound when absent."""
        ...

    def presign_put(self, key: str, content_type: str, size_bytes: int, expires_s: int) -> str | None:
        """A URL the caller PUTs the bytes to directly (S3 presigned PUT, bound to the content type and
        length), or None when the store has no such URL (the local folder: the local server takes the PUT)."""
        ...
