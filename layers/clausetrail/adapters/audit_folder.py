"""Audit records in a local append-only folder (the embedded default for S3 Object Lock).

One JSON file per record: `<root>/<claim_id>/<seq:08d>.json`, holding the record's canonical JSON.
A record is written to a fresh temporary file (created with O_EXCL, fsynced, made read-only) and then
hard-linked to its final name: link() fails when the name exists, so a record is never overwritten, and a
crash mid-write never leaves a half-written record under a record's name. Files are read-only (0444).
Nothing here rewrites or deletes a record.
"""

from __future__ import annotations

import builtins
import contextlib
import os
import re
import stat
import tempfile
from pathlib import Path

from clausetrail.domain.audit_chain import AuditConflict, AuditCorrupt, AuditRecord, validate_claim_id

SCHEME = "file://"
READ_ONLY = stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH
_RECORD_NAME = re.compile(r"^(\d{8})\.json$")


class FolderAuditStore:
    def __init__(self, root: Path) -> None:
        self.root = root.expanduser().resolve()
        self.root.mkdir(parents=True, exist_ok=True)

    def path(self, claim_id: str, seq: int) -> Path:
        if not isinstance(seq, int) or seq < 1 or seq > 99_999_999:
            raise ValueError(f"audit seq {seq!r} must be between 1 and 99,999,999")
        return self.root / validate_claim_id(claim_id) / f"{seq:08d}.json"

    def uri(self, claim_id: str, seq: int) -> str:
        return SCHEME + str(self.path(claim_id, seq))

    def put(self, record: AuditRecord) -> str:
        path = self.path(record.claim_id, record.seq)
        data = record.to_json()
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            return self._same_or_conflict(path, record, data)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".part-", suffix=".tmp")  # O_CREAT | O_EXCL
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
            os.chmod(tmp, READ_ONLY)
            try:
                os.link(tmp, path)  # atomic, never replaces an existing name
            except FileExistsError:
                return self._same_or_conflict(path, record, data)
            _fsync_dir(path.parent)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
        return SCHEME + str(path)

    def _same_or_conflict(self, path: Path, record: AuditRecord, data: bytes) -> str:
        if path.read_bytes() == data:
            return SCHEME + str(path)
        raise AuditConflict(
            f"audit record seq {record.seq} of claim {record.claim_id} already exists with other content"
        )

    def list(self, claim_id: str) -> builtins.list[AuditRecord]:
        folder = self.root / validate_claim_id(claim_id)
        if not folder.is_dir():
            return []
        names = sorted(entry.name for entry in os.scandir(folder) if _RECORD_NAME.match(entry.name))
        return [self._read(folder / name, claim_id, int(name[:8])) for name in names]

    def get(self, claim_id: str, seq: int) -> AuditRecord | None:
        path = self.path(claim_id, seq)
        return self._read(path, claim_id, seq) if path.is_file() else None

    @staticmethod
    def _read(path: Path, claim_id: str, seq: int) -> AuditRecord:
        try:
            return AuditRecord.from_json(path.read_bytes())
        except AuditCorrupt as exc:
            raise AuditCorrupt(
                f"audit record {claim_id}/{seq:08d} is unreadable: {exc.message}", seq=seq
            ) from exc


def _fsync_dir(folder: Path) -> None:
    """Make the new directory entry durable (POSIX); a no-op where directories cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
