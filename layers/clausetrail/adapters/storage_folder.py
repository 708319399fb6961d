"""Documents in a local folder (the embedded default for S3). Writes are atomic (temp file + rename)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from clausetrail.domain.errors import StorageNotFound, ValidationFailed

SCHEME = "file://"


class FolderStorage:
    def __init__(self, root: Path) -> None:
        self.root = root.expanduser().resolve()
        self.root.mkdir(parents=True, exist_ok=True)

    def _path(self, key_or_uri: str) -> Path:
        if any(ord(c) < 32 or ord(c) == 127 for c in key_or_uri):
            raise ValidationFailed("a document key holds a control character", code="BAD_DOCUMENT_URI")
        key = key_or_uri[len(SCHEME) :] if key_or_uri.startswith(SCHEME) else key_or_uri
        path = (self.root / key).resolve() if not Path(key).is_absolute() else Path(key).resolve()
        if not path.is_relative_to(self.root):
            raise ValidationFailed("the document key is outside the documents store", code="BAD_DOCUMENT_URI")
        return path

    def put_bytes(self, key: str, data: bytes, content_type: str = "application/octet-stream") -> str:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.read_bytes() == data:
            return self.uri(key)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".part-")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.replace(tmp, path)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        return self.uri(key)

    def get_bytes(self, key_or_uri: str) -> bytes:
        path = self._path(key_or_uri)
        if not path.is_file():
            raise StorageNotFound("document not found")
        return path.read_bytes()

    def exists(self, key_or_uri: str) -> bool:
        return self._path(key_or_uri).is_file()

    def uri(self, key: str) -> str:
        return SCHEME + str(self._path(key))

    def size(self, key_or_uri: str) -> int:
        path = self._path(key_or_uri)
        if not path.is_file():
            raise StorageNotFound("document not found")
        return path.stat().st_size

    def presign_put(self, key: str, content_type: str, size_bytes: int, expires_s: int) -> str | None:
        return None  # the local server accepts the PUT itself
