"""The audit bucket (SPEC §1): S3 Object Lock in COMPLIANCE mode, one write-once object per audit record.

What keeps a record for `auditRetentionYears`:
- Object Lock, COMPLIANCE default retention in whole years. In COMPLIANCE mode nobody, the root user
  included, can delete a locked version or shorten its lock. The writer (`clausetrail.adapters.audit_s3`)
  also sets the mode and a retain-until date on every PutObject.
- A bucket policy that denies, to every principal, `s3:DeleteObject*` (so not even a delete marker can be
  added) and `s3:PutBucketObjectLockConfiguration` (the default retention cannot be lowered), and denies any
  PutObject without `If-None-Match` (S3 then refuses to write over an existing key: write-once per key).

Encryption is SSE-S3 on purpose: with a customer-managed KMS key, whoever may schedule the key's deletion
could make every locked record unreadable after 7 days ("crypto-shredding"), which the lock is meant to
rule out. SSE-S3 keys are managed by S3 and cannot be deleted by the account.
"""

from __future__ import annotations

from aws_cdk import RemovalPolicy
from aws_cdk import aws_iam as iam
from aws_cdk import aws_s3 as s3
from constructs import Construct

COMPLIANCE = "COMPLIANCE"
# Request conditions of the bucket policy (IAM condition keys of S3).
IF_NONE_MATCH_KEY = "s3:if-none-match"
ACCESS_LOG_PREFIX = "audit/"


class AuditStore(Construct):
    """`bucket` holds the audit records; its server access logs go to `access_logs` under `audit/`."""

    def __init__(
        self, scope: Construct, construct_id: str, *, retention_years: int, access_logs: s3.IBucket
    ) -> None:
        super().__init__(scope, construct_id)
        if not 1 <= retention_years <= 100:
            raise ValueError("the audit retention must be between 1 and 100 years")
        self.retention_years = retention_years
        self.bucket = s3.Bucket(
            self,
            "Bucket",
            object_lock_enabled=True,
            versioned=True,  # Object Lock requires versioning; S3 would enable it anyway
            encryption=s3.BucketEncryption.S3_MANAGED,
            block_public_access=s3.BlockPublicAccess.BLOCK_ALL,
            enforce_ssl=True,
            minimum_tls_version=1.2,
            object_ownership=s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
            server_access_logs_bucket=access_logs,
            server_access_logs_prefix=ACCESS_LOG_PREFIX,
            removal_policy=RemovalPolicy.RETAIN,
        )
        # CDK renders a default retention in days; CloudFormation takes whole years, which is what the
        # setting means (10 calendar years, as the writer computes retain-until dates).
        cfn_bucket = self.bucket.node.default_child
        if not isinstance(cfn_bucket, s3.CfnBucket):  # pragma: no cover - s3.Bucket always has one
            raise TypeError("the audit bucket has no CfnBucket")
        cfn_bucket.object_lock_configuration = s3.CfnBucket.ObjectLockConfigurationProperty(
            object_lock_enabled="Enabled",
            rule=s3.CfnBucket.ObjectLockRuleProperty(
                default_retention=s3.CfnBucket.DefaultRetentionProperty(
                    mode=COMPLIANCE, years=retention_years
                )
            ),
        )
        self._deny_rewrites()

    def _deny_rewrites(self) -> None:
        everyone = iam.AnyPrincipal()
        objects = self.bucket.arn_for_objects("*")
        self.bucket.add_to_resource_policy(
            iam.PolicyStatement(
                sid="DenyDeletingAuditRecords",
                effect=iam.Effect.DENY,
                principals=[everyone],
                actions=["s3:DeleteObject*"],
                resources=[objects],
            )
        )
        # Note: this also blocks a CloudFormation update of the default retention; changing
        # auditRetentionYears after the first deployment means removing this statement first, on purpose.
        self.bucket.add_to_resource_policy(
            iam.PolicyStatement(
                sid="DenyChangingObjectLock",
                effect=iam.Effect.DENY,
                principals=[everyone],
                actions=["s3:PutBucketObjectLockConfiguration"],
                resources=[self.bucket.bucket_arn],
            )
        )
        # S3 conditional writes: a PutObject (or CompleteMultipartUpload, also `s3:PutObject`) must carry
        # If-None-Match. Multipart part uploads cannot carry it and are therefore refused too; audit records
        # are small single PUTs. CopyObject into the bucket is refused as well.
        self.bucket.add_to_resource_policy(
            iam.PolicyStatement(
                sid="DenyOverwritingAuditRecords",
                effect=iam.Effect.DENY,
                principals=[everyone],
                actions=["s3:PutObject"],
                resources=[objects],
                conditions={"Null": {IF_NONE_MATCH_KEY: "true"}},
            )
        )
