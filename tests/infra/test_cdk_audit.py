"""The audit bucket: Object Lock COMPLIANCE for 10 years, deletes denied to all, write-once puts, least privilege."""

from __future__ import annotations

import json
from typing import Any

import pytest
from aws_cdk import App, Stack
from aws_cdk import aws_s3 as s3
from aws_cdk.assertions import Template

from clausetrail.adapters.audit_s3 import PREFIX
from clausetrail.workflow import registry
from infra.audit import AuditStore
from tests.infra.cdk_helpers import (
    as_list,
    function_logical_ids,
    function_roles,
    roles_granting,
    statements_of_role,
)
from tests.infra.conftest import Synthesized

AUDIT_EXPORT = "ClauseTrail-dev-Data-AuditBucketArn"


def _audit_bucket(template: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    (match,) = [
        (k, v)
        for k, v in template["Resources"].items()
        if v["Type"] == "AWS::S3::Bucket" and k.startswith("AuditBucket")
    ]
    return match


def _policy_statements(synthesized: Synthesized, bucket_id: str) -> list[dict[str, Any]]:
    (policy,) = [
        p
        for p in synthesized.data_resources("AWS::S3::BucketPolicy").values()
        if p["Properties"]["Bucket"] == {"Ref": bucket_id}
    ]
    return list(policy["Properties"]["PolicyDocument"]["Statement"])


def test_audit_bucket_has_object_lock_in_compliance_mode_for_ten_years(synthesized: Synthesized) -> None:
    _, bucket = _audit_bucket(synthesized.data_json)
    props = bucket["Properties"]
    assert props["ObjectLockEnabled"] is True
    assert props["ObjectLockConfiguration"] == {
        "ObjectLockEnabled": "Enabled",
        "Rule": {"DefaultRetention": {"Mode": "COMPLIANCE", "Years": 10}},
    }
    assert props["VersioningConfiguration"] == {"Status": "Enabled"}
    assert bucket["DeletionPolicy"] == "Retain"
    # it is in the Data stack, not in the replaceable App stack
    assert not [k for k in synthesized.app_json["Resources"] if k.startswith("AuditBucket")]


def test_audit_bucket_is_private_encrypted_and_access_logged(synthesized: Synthesized) -> None:
    _, bucket = _audit_bucket(synthesized.data_json)
    props = bucket["Properties"]
    assert all(props["PublicAccessBlockConfiguration"].values())
    assert len(props["PublicAccessBlockConfiguration"]) == 4
    (rule,) = props["BucketEncryption"]["ServerSideEncryptionConfiguration"]
    assert rule["ServerSideEncryptionByDefault"]["SSEAlgorithm"] == "AES256"  # SSE-S3, see infra/audit.py
    assert props["LoggingConfiguration"]["LogFilePrefix"] == "audit/"
    assert props["LoggingConfiguration"]["DestinationBucketName"]["Ref"].startswith("DocumentsAccessLogs")


def test_bucket_policy_denies_deletes_lock_changes_and_unconditional_puts_to_everyone(
    synthesized: Synthesized,
) -> None:
    bucket_id, _ = _audit_bucket(synthesized.data_json)
    statements = _policy_statements(synthesized, bucket_id)
    denies = {
        json.dumps(sorted(as_list(st["Action"]))): st
        for st in statements
        if st["Effect"] == "Deny" and st["Action"] != "s3:*"
    }
    for actions in (["s3:DeleteObject*"], ["s3:PutBucketObjectLockConfiguration"], ["s3:PutObject"]):
        statement = denies[json.dumps(actions)]
        assert statement["Principal"] == {"AWS": "*"}
    assert "Condition" not in denies['["s3:DeleteObject*"]']
    assert "Condition" not in denies['["s3:PutBucketObjectLockConfiguration"]']
    assert denies['["s3:PutObject"]']["Condition"] == {"Null": {"s3:if-none-match": "true"}}
    assert {"Bool": {"aws:SecureTransport": "false"}} in [
        st.get("Condition") for st in statements if st["Action"] == "s3:*"
    ]
    # nothing in the bucket policy allows anything
    assert all(st["Effect"] == "Deny" for st in statements)


def _refers_to_audit_bucket(resources: list[Any]) -> bool:
    return AUDIT_EXPORT in json.dumps(resources)


@pytest.mark.parametrize("action", ["s3:PutObject", "s3:PutObjectRetention"])
def test_no_role_without_audit_write_can_write_to_the_audit_bucket(
    synthesized: Synthesized, action: str
) -> None:
    roles = function_roles(synthesized.app_json)
    writers = {roles[spec.name] for spec in registry.FUNCTIONS if registry.AUDIT_WRITE in spec.needs}
    granting = {
        role for role, resources in roles_granting(synthesized.app_json, action).items()
        if _refers_to_audit_bucket(resources)
    }  # fmt: skip
    assert granting == writers
    assert len(writers) >= 7  # Review and the six adjudication stages that append records
    # and the writers may only write records, under the prefix the writer uses
    for role in writers:
        resources = roles_granting(synthesized.app_json, action)[role]
        audit = [r for r in resources if _refers_to_audit_bucket([r])]
        assert json.dumps(audit) == json.dumps(
            [{"Fn::Join": ["", [{"Fn::ImportValue": AUDIT_EXPORT}, f"/{PREFIX}*"]]}]
        )


def test_no_role_in_either_stack_may_delete_audit_records(synthesized: Synthesized) -> None:
    for template in (synthesized.app_json, synthesized.data_json):
        for action in ("s3:DeleteObject", "s3:DeleteObjectVersion", "s3:PutBucketObjectLockConfiguration"):
            for resources in roles_granting(template, action).values():
                assert not _refers_to_audit_bucket(resources)


def test_readers_get_read_and_list_only_and_the_audit_settings(synthesized: Synthesized) -> None:
    roles = function_roles(synthesized.app_json)
    ids = function_logical_ids(synthesized.app_json)
    for spec in registry.FUNCTIONS:
        env = synthesized.app_json["Resources"][ids[spec.name]]["Properties"]["Environment"]["Variables"]
        uses_audit = bool(spec.needs & {registry.AUDIT_READ, registry.AUDIT_WRITE})
        readers = roles_granting(synthesized.app_json, "s3:GetObjectVersion")
        listers = roles_granting(synthesized.app_json, "s3:ListBucketVersions")
        assert _refers_to_audit_bucket(readers.get(roles[spec.name], [])) == uses_audit, spec.name
        assert _refers_to_audit_bucket(listers.get(roles[spec.name], [])) == uses_audit, spec.name
        assert ("CLAUSETRAIL_AUDIT_BUCKET" in env) == uses_audit, spec.name
        if uses_audit:
            assert env["CLAUSETRAIL_AUDIT_BACKEND"] == "s3"
            assert env["CLAUSETRAIL_AUDIT_RETENTION_YEARS"] == "10"
            assert env["CLAUSETRAIL_AUDIT_BUCKET"] == {"Fn::ImportValue": _bucket_name_export(synthesized)}


def _bucket_name_export(synthesized: Synthesized) -> str:
    bucket_id, _ = _audit_bucket(synthesized.data_json)
    (name,) = [
        output["Export"]["Name"]
        for output in synthesized.data_json["Outputs"].values()
        if output.get("Value") == {"Ref": bucket_id} and "Export" in output
    ]
    return str(name)


def test_list_permissions_are_limited_to_the_records_prefix(synthesized: Synthesized) -> None:
    roles = function_roles(synthesized.app_json)
    checked = 0
    for spec in registry.FUNCTIONS:
        for statement in statements_of_role(synthesized.app_json, roles[spec.name]):
            if "s3:ListBucketVersions" in as_list(statement["Action"]):
                assert statement["Condition"] == {"StringLike": {"s3:prefix": [f"{PREFIX}*"]}}
                checked += 1
    assert checked >= 7


def test_retention_years_are_whole_years_from_the_setting() -> None:
    """The construct alone (no cdk-nag, no functions): another retention gives another default lock."""
    app = App()
    stack = Stack(app, "AuditOnly")
    logs = s3.Bucket(stack, "Logs")
    AuditStore(stack, "Audit", retention_years=7, access_logs=logs)
    template = dict(Template.from_stack(stack).to_json())
    _, bucket = _audit_bucket(template)
    assert bucket["Properties"]["ObjectLockConfiguration"]["Rule"]["DefaultRetention"] == {
        "Mode": "COMPLIANCE",
        "Years": 7,
    }
    with pytest.raises(ValueError, match="between 1 and 100"):
        AuditStore(stack, "Bad", retention_years=0, access_logs=logs)
