"""The storage port's upload half: a presigned S3 PUT bound to the declared type and length (AWS), none for
the local folder (the local server takes the PUT); sizes read back for the one limit."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import boto3
import pytest
from botocore.config import Config
from moto import mock_aws

from clausetrail.adapters.storage_folder import FolderStorage
from clausetrail.adapters.storage_s3 import S3Storage
from clausetrail.domain.errors import StorageNotFound, ValidationFailed
from clausetrail.services.documents import owner_prefix, safe_filename


def test_s3_presigned_put_is_signed_for_the_key_type_and_length() -> None:
    with mock_aws():
        client = boto3.client("s3", region_name="us-east-1", config=Config(signature_version="s3v4"))
        client.create_bucket(Bucket="docs")
        storage = S3Storage("docs", client=client)
        url = storage.presign_put("tenants/abc/uploads/1/bill.pdf", "application/pdf", 1234, 900)
        assert url is not None
        parts = urlsplit(url)
        assert parts.path.endswith("/tenants/abc/uploads/1/bill.pdf")
        query = parse_qs(parts.query)
        assert query["X-Amz-Expires"] == ["900"]
        signed = query["X-Amz-SignedHeaders"][0].split(";")
        assert "content-length" in signed and "content-type" in signed
        storage.put_bytes("tenants/abc/uploads/1/bill.pdf", b"%PDF-1.4 x")
        assert storage.size("s3://docs/tenants/abc/uploads/1/bill.pdf") == 10
        with pytest.raises(StorageNotFound):
            storage.size("tenants/abc/none.pdf")


def test_the_folder_store_has_no_presigned_url_and_refuses_control_characters(tmp_path: Path) -> None:
    storage = FolderStorage(tmp_path)
    assert storage.presign_put("a/b.pdf", "application/pdf", 10, 900) is None
    storage.put_bytes("a/b.pdf", b"12345")
    assert storage.size("a/b.pdf") == 5
    with pytest.raises(ValidationFailed) as err:
        storage.exists("a/b\x00.pdf")
    assert err.value.code == "BAD_DOCUMENT_URI"
    with pytest.raises(ValidationFailed) as outside:
        storage.get_bytes("../../etc/passwd")
    assert str(tmp_path) not in outside.value.message


def test_owner_folders_and_file_names_are_storage_safe() -> None:
    assert owner_prefix("arn:aws:iam::1:role/a") != owner_prefix("arn:aws:iam::1:role/b")
    assert "/" not in owner_prefix("arn:aws:iam::1:role/a").removeprefix("tenants/")
    assert safe_filename("../../etc/passwd") == "passwd"
    assert safe_filename("my bill (1).pdf") == "my_bill_1_.pdf"
