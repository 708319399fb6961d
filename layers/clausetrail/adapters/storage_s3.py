"""Documents in S3."""

from __future__ import annotations

from typing import Any

from clausetrail.domain.errors import StorageNotFound, ValidationFailed


class S3Storage:
    def __init__(self, bucket: str, client: Any | None = None) -> None:
        import boto3
        from botocore.config import Config

        self.bucket = bucket
        # SigV4: a presigned PUT then signs the content type and length (the size limit holds on S3 too)
        self.client = client or boto3.client("s3", config=Config(signature_version="s3v4"))

    def _split(self, key_or_uri: str) -> tuple[str, str]:
        if key_or_uri.startswith("s3://"):
            bucket, _, key = key_or_uri[5:].partition("/")
            if not key:
                raise ValidationFailed(
                    f"{key_or_uri!r} is not an s3://bucket/key URI", code="BAD_DOCUMENT_URI"
                )
            return bucket, key
        return self.bucket, key_or_uri

    def put_bytes(self, key: str, data: bytes, content_type: str = "application/octet-stream") -> str:
        bucket, k = self._split(key)
        self.client.put_object(Bucket=bucket, Key=k, Body=data, ContentType=content_type)
        return f"s3://{bucket}/{k}"

    def get_bytes(self, key_or_uri: str) -> bytes:
        bucket, key = self._split(key_or_uri)
        try:
            body: bytes = self.client.get_object(Bucket=bucket, Key=key)["Body"].read()
        except self.client.exceptions.NoSuchKey as exc:
            raise StorageNotFound(f"document {key_or_uri} not found") from exc
        return body

    def uri(self, key: str) -> str:
        bucket, k = self._split(key)
        return f"s3://{bucket}/{k}"

    def size(self, key_or_uri: str) -> int:
        bucket, key = self._split(key_or_uri)
        try:
            head = self.client.head_object(Bucket=bucket, Key=key)
        except self.client.exceptions.ClientError as exc:
            raise StorageNotFound("document not found") from exc
        return int(head["ContentLength"])

    def presign_put(self, key: str, content_type: str, size_bytes: int, expires_s: int) -> str | None:
        bucket, k = self._split(key)
        url: str = self.client.generate_presigned_url(
            "put_object",
            Params={"Bucket": bucket, "Key": k, "ContentType": content_type, "ContentLength": size_bytes},
            ExpiresIn=expires_s,
            HttpMethod="PUT",
        )
        return url

    def exists(self, key_or_uri: str) -> bool:
        bucket, key = self._split(key_or_uri)
        try:
            self.client.head_object(Bucket=bucket, Key=key)
        except self.client.exceptions.ClientError:
            return False
        return True
