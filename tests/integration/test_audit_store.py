"""The write-once audit stores: the local append-only folder and S3 with Object Lock (moto)."""

from __future__ import annotations

import base64
import hashlib
import stat
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import boto3
import pytest
from moto import mock_aws

from clausetrail.adapters.audit_folder import FolderAuditStore
from clausetrail.adapters.audit_s3 import S3AuditStore, add_years
from clausetrail.domain.audit_chain import AuditConflict, AuditCorrupt, AuditRecord, append, verify_chain
from clausetrail.domain.errors import ValidationFailed
from clausetrail.settings import Settings

T0 = datetime(2025, 3, 14, 9, 0, tzinfo=UTC)
BUCKET = "clausetrail-audit-test"


def chain(claim_id: str = "clm_001", n: int = 3) -> list[AuditRecord]:
    records: list[AuditRecord] = []
    for i in range(n):
        records.append(
            append(
                records[-1] if records else None,
                claim_id=claim_id,
                event=["intake", "extraction", "rules", "judgement", "decision"][i % 5],
                actor="system",
                at=T0 + timedelta(minutes=i),
                payload={"step": i, "amount": 1_000 * i},
            )
        )
    return records


def different(record: AuditRecord) -> AuditRecord:
    """Another record for the same (claim_id, seq): same links, other payload."""
    other = replace(record, payload={**record.payload, "amount": 999_999})
    return replace(other, record_hash=other.compute_hash())


# ------------------------------------------------------------------------------------------------------ folder


def test_folder_writes_one_read_only_file_per_record(tmp_path: Path) -> None:
    store = FolderAuditStore(tmp_path)
    records = chain()
    uris = [store.put(r) for r in records]
    folder = tmp_path / "clm_001"
    assert sorted(p.name for p in folder.iterdir()) == ["00000001.json", "00000002.json", "00000003.json"]
    assert uris[1] == "file://" + str(folder / "00000002.json")
    for path in folder.iterdir():
        assert stat.S_IMODE(path.stat().st_mode) & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) == 0
        assert path.read_bytes() == records[int(path.name[:8]) - 1].to_json()
    assert store.list("clm_001") == records
    assert store.get("clm_001", 2) == records[1]
    assert store.get("clm_001", 9) is None
    assert store.list("clm_unknown") == []


def test_folder_identical_rewrite_is_a_no_op(tmp_path: Path) -> None:
    store = FolderAuditStore(tmp_path)
    record = chain(n=1)[0]
    first = store.put(record)
    path = tmp_path / "clm_001" / "00000001.json"
    before = path.stat()
    assert store.put(record) == first
    after = path.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert [p.name for p in (tmp_path / "clm_001").iterdir()] == ["00000001.json"]  # no temp files left


def test_folder_different_rewrite_raises_and_keeps_the_original(tmp_path: Path) -> None:
    store = FolderAuditStore(tmp_path)
    record = chain(n=1)[0]
    store.put(record)
    with pytest.raises(AuditConflict):
        store.put(different(record))
    assert (tmp_path / "clm_001" / "00000001.json").read_bytes() == record.to_json()
    assert [p.name for p in (tmp_path / "clm_001").iterdir()] == ["00000001.json"]


def test_folder_refuses_claim_ids_that_escape_the_root(tmp_path: Path) -> None:
    store = FolderAuditStore(tmp_path / "audit")
    with pytest.raises(ValidationFailed):
        store.list("../outside")
    with pytest.raises(ValidationFailed):
        store.get("a/b", 1)
    assert not (tmp_path / "outside").exists()


def test_folder_swapped_files_are_caught_by_verification(tmp_path: Path) -> None:
    store = FolderAuditStore(tmp_path)
    records = chain(n=4)
    for r in records:
        store.put(r)
    two, three = tmp_path / "clm_001" / "00000002.json", tmp_path / "clm_001" / "00000003.json"
    a, b = two.read_bytes(), three.read_bytes()
    for path in (two, three):
        path.chmod(0o644)
    two.write_bytes(b)
    three.write_bytes(a)
    result = verify_chain(store.list("clm_001"), claim_id="clm_001")
    assert [(p.seq, p.kind) for p in result.problems] == [(2, "reordered")]


def test_folder_unreadable_file_raises_audit_corrupt_naming_the_seq(tmp_path: Path) -> None:
    store = FolderAuditStore(tmp_path)
    for r in chain(n=2):
        store.put(r)
    path = tmp_path / "clm_001" / "00000002.json"
    path.chmod(0o644)
    path.write_bytes(b'{"truncated": ')
    with pytest.raises(AuditCorrupt) as caught:
        store.list("clm_001")
    assert caught.value.seq == 2


# ---------------------------------------------------------------------------------------------------------- S3


@pytest.fixture
def s3(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setenv("AWS_DEFAULT_REGION", "ap-south-1")
    with mock_aws():
        client = boto3.client("s3", region_name="ap-south-1")
        client.create_bucket(
            Bucket=BUCKET,
            ObjectLockEnabledForBucket=True,
            CreateBucketConfiguration={"LocationConstraint": "ap-south-1"},
        )
        yield client


def test_s3_record_is_locked_in_compliance_mode_for_ten_years_with_a_sha256_checksum(s3: Any) -> None:
    store = S3AuditStore(BUCKET, client=s3)
    record = chain(n=1)[0]
    written_at = datetime.now(UTC)
    assert store.put(record) == f"s3://{BUCKET}/claims/clm_001/00000001.json"
    head = s3.head_object(Bucket=BUCKET, Key="claims/clm_001/00000001.json", ChecksumMode="ENABLED")
    assert head["ObjectLockMode"] == "COMPLIANCE"
    ten_years = written_at.replace(year=written_at.year + 10)
    assert abs(head["ObjectLockRetainUntilDate"] - ten_years) < timedelta(minutes=5)
    assert head["ChecksumSHA256"] == base64.b64encode(hashlib.sha256(record.to_json()).digest()).decode()
    assert s3.get_object(Bucket=BUCKET, Key="claims/clm_001/00000001.json")["Body"].read() == record.to_json()


def test_s3_retention_follows_the_setting(s3: Any) -> None:
    fixed = datetime(2028, 2, 29, 12, 0, tzinfo=UTC)
    store = S3AuditStore(BUCKET, client=s3, retention_years=7, clock=lambda: fixed)
    assert store.retain_until() == datetime(2035, 2, 28, 12, 0, tzinfo=UTC)  # 2035 is not a leap year
    assert add_years(datetime(2025, 6, 1, tzinfo=UTC), 10) == datetime(2035, 6, 1, tzinfo=UTC)
    assert Settings().audit_retention_years == 10
    assert Settings(audit_retention_years=3).audit_retention_years == 3


def test_s3_second_different_write_is_refused_and_identical_write_is_a_no_op(s3: Any) -> None:
    store = S3AuditStore(BUCKET, client=s3)
    record = chain(n=1)[0]
    store.put(record)
    assert store.put(record) == f"s3://{BUCKET}/claims/clm_001/00000001.json"
    with pytest.raises(AuditConflict):
        store.put(different(record))
    versions = s3.list_object_versions(Bucket=BUCKET, Prefix="claims/clm_001/")["Versions"]
    assert len(versions) == 1  # neither rewrite created a version
    assert store.get("clm_001", 1) == record


def test_s3_lists_in_seq_order_across_pages(s3: Any) -> None:
    store = S3AuditStore(BUCKET, client=s3, list_page_size=2)
    records = chain(n=5)
    for r in reversed(records):
        store.put(r)
    store.put(chain("clm_0010", n=1)[0])  # a claim id that shares the prefix "clm_001"
    assert store.list("clm_001") == records
    assert verify_chain(store.list("clm_001"), claim_id="clm_001").ok
    assert store.get("clm_001", 6) is None


def test_s3_a_locked_version_cannot_be_deleted_and_a_delete_marker_hides_nothing(s3: Any) -> None:
    store = S3AuditStore(BUCKET, client=s3)
    records = chain(n=3)
    for r in records:
        store.put(r)
    key = "claims/clm_001/00000002.json"
    version = s3.head_object(Bucket=BUCKET, Key=key)["VersionId"]
    with pytest.raises(s3.exceptions.ClientError) as caught:
        s3.delete_object(Bucket=BUCKET, Key=key, VersionId=version)
    assert caught.value.response["Error"]["Code"] == "AccessDenied"
    s3.delete_object(Bucket=BUCKET, Key=key)  # only adds a delete marker
    assert store.list("clm_001") == records
    assert store.get("clm_001", 2) == records[1]


def test_s3_a_later_overwrite_outside_the_store_does_not_replace_the_first_write(s3: Any) -> None:
    store = S3AuditStore(BUCKET, client=s3)
    records = chain(n=2)
    for r in records:
        store.put(r)
    key = "claims/clm_001/00000002.json"
    s3.delete_object(Bucket=BUCKET, Key=key)
    forged = different(records[1])
    s3.put_object(Bucket=BUCKET, Key=key, Body=forged.to_json())  # no If-None-Match: a new version
    assert s3.get_object(Bucket=BUCKET, Key=key)["Body"].read() == forged.to_json()
    assert store.list("clm_001") == records
    with pytest.raises(AuditConflict):
        store.put(forged)
