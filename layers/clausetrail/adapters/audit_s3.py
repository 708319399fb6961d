"""Audit records in S3 with Object Lock (SPEC §1): one object per record, `claims/<claim_id>/<seq:08d>.json`.

Every PutObject carries:
  ObjectLockMode=COMPLIANCE and ObjectLockRetainUntilDate = now + retention years (nobody, root included,
  can delete or shorten it before then), ChecksumAlgorithm=SHA256 (S3 checks the body), and
  IfNoneMatch="*" (the write fails with 412 when the key exists: write-once per (claim_id, seq)).

Object Lock protects object *versions*; it does not stop a later write or a delete marker from hiding a
record under the same key. So reads take, for each key, its oldest version, i.e. the first write, which the
lock keeps; newer versions and delete markers are logged as tampering and ignored. The bucket must have
Object Lock enabled (which turns versioning on). IAM for the writer: s3:PutObject, s3:PutObjectRetention,
s3:GetObject, s3:GetObjectVersion, s3:ListBucket, s3:ListBucketVersions; deny s3:DeleteObject*.
"""

from __future__ import annotations

import builtins
import logging
import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from botocore.exceptions import ClientError

from clausetrail.domain.audit_chain import AuditConflict, AuditCorrupt, AuditRecord, validate_claim_id
from clausetrail.domain.errors import TransientError

logger = logging.getLogger(__name__)

PREFIX = "claims/"
_RECORD_KEY = re.compile(r"^claims/(?P<claim>[^/]+)/(?P<seq>\d{8})\.json$")
_TRANSIENT_CODES = {
    "ConditionalRequestConflict",  # 409: a concurrent conditional write to the same key is in flight
    "SlowDown",
    "Throttling",
    "ThrottlingException",
    "RequestTimeout",
    "InternalError",
    "ServiceUnavailable",
}


def add_years(moment: datetime, years: int) -> datetime:
    """`moment` plus whole calendar years (29 February becomes 28 February in a non-leap year)."""
    try:
        return moment.replace(year=moment.year + years)
    except ValueError:
        return moment.replace(year=moment.year + years, day=28)


class S3AuditStore:
    def __init__(
        self,
        bucket: str,
        *,
        client: Any | None = None,
        retention_years: int = 10,
        clock: Callable[[], datetime] | None = None,
        list_page_size: int = 1000,
    ) -> None:
        if retention_years < 1:
            raise ValueError("audit retention must be at least one year")
        import boto3

        self.bucket = bucket
        self.client = client or boto3.client("s3")
        self.retention_years = retention_years
        self.clock = clock or (lambda: datetime.now(UTC))
        self.list_page_size = list_page_size

    def key(self, claim_id: str, seq: int) -> str:
        if not isinstance(seq, int) or seq < 1 or seq > 99_999_999:
            raise ValueError(f"audit seq {seq!r} must be between 1 and 99,999,999")
        return f"{PREFIX}{validate_claim_id(claim_id)}/{seq:08d}.json"

    def uri(self, claim_id: str, seq: int) -> str:
        return f"s3://{self.bucket}/{self.key(claim_id, seq)}"

    def retain_until(self) -> datetime:
        return add_years(self.clock().astimezone(UTC), self.retention_years)

    def put(self, record: AuditRecord) -> str:
        key = self.key(record.claim_id, record.seq)
        data = record.to_json()
        try:
            self.client.put_object(
                Bucket=self.bucket,
                Key=key,
                Body=data,
                ContentType="application/json",
                ChecksumAlgorithm="SHA256",
                ObjectLockMode="COMPLIANCE",
                ObjectLockRetainUntilDate=self.retain_until(),
                IfNoneMatch="*",
            )
        except ClientError as exc:
            code = _error_code(exc)
            if code == "PreconditionFailed":
                existing = self._read_first_version(key)
                if existing == data:
                    return f"s3://{self.bucket}/{key}"
                raise AuditConflict(
                    f"audit record seq {record.seq} of claim {record.claim_id} already exists with other content"
                ) from exc
            if code in _TRANSIENT_CODES:
                raise TransientError(f"audit store busy ({code}) writing {key}") from exc
            raise
        return f"s3://{self.bucket}/{key}"

    def list(self, claim_id: str) -> builtins.list[AuditRecord]:
        prefix = f"{PREFIX}{validate_claim_id(claim_id)}/"
        versions, tampered = self._first_versions(prefix)
        for key in sorted(tampered):
            logger.warning(
                "audit object %s has later versions or a delete marker; reading its first version", key
            )
        return [
            self._parse(self._get(key, versions[key]), claim_id, int(key[-13:-5])) for key in sorted(versions)
        ]

    def get(self, claim_id: str, seq: int) -> AuditRecord | None:
        key = self.key(claim_id, seq)
        data = self._read_first_version(key)
        return None if data is None else self._parse(data, claim_id, seq)

    def _read_first_version(self, key: str) -> bytes | None:
        versions, _ = self._first_versions(key)
        return self._get(key, versions[key]) if key in versions else None

    def _first_versions(self, prefix: str) -> tuple[dict[str, str], set[str]]:
        """For each record key under `prefix`, the version id of its first write; and the keys that also have
        later versions or delete markers. S3 lists a key's versions newest first, so among versions with the
        same LastModified the one listed last is the oldest."""
        # key -> (LastModified, -listing position, VersionId) of its oldest version so far
        oldest: dict[str, tuple[datetime, int, str]] = {}
        tampered: set[str] = set()
        position = 0
        paginator = self.client.get_paginator("list_object_versions")
        pages = paginator.paginate(
            Bucket=self.bucket, Prefix=prefix, PaginationConfig={"PageSize": self.list_page_size}
        )
        for page in pages:
            for version in page.get("Versions", []):
                position += 1
                key = version["Key"]
                if not _RECORD_KEY.match(key) or not key.startswith(prefix):
                    continue
                stamp = (version["LastModified"], -position, version["VersionId"])
                if key in oldest:
                    tampered.add(key)
                    oldest[key] = min(oldest[key], stamp)
                else:
                    oldest[key] = stamp
            for marker in page.get("DeleteMarkers", []):
                if _RECORD_KEY.match(marker["Key"]):
                    tampered.add(marker["Key"])
        return {key: stamp[2] for key, stamp in oldest.items()}, tampered

    def _get(self, key: str, version_id: str) -> bytes:
        try:
            response = self.client.get_object(
                Bucket=self.bucket, Key=key, VersionId=version_id, ChecksumMode="ENABLED"
            )
        except ClientError as exc:
            if _error_code(exc) in _TRANSIENT_CODES:
                raise TransientError(f"audit store busy reading {key}") from exc
            raise
        body: bytes = response["Body"].read()
        return body

    @staticmethod
    def _parse(data: bytes, claim_id: str, seq: int) -> AuditRecord:
        try:
            return AuditRecord.from_json(data)
        except AuditCorrupt as exc:
            raise AuditCorrupt(
                f"audit record {claim_id}/{seq:08d} is unreadable: {exc.message}", seq=seq
            ) from exc


def _error_code(exc: ClientError) -> str:
    error = exc.response.get("Error", {})
    code = str(error.get("Code", ""))
    status = exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode")
    if not code and status == 412:
        return "PreconditionFailed"
    return code
