"""Stateful resources: private VPC with endpoints, locked-down documents bucket, encrypted Aurora."""

from __future__ import annotations

import json
from typing import Any

from aws_cdk.assertions import Match

from infra.database import PORT
from infra.network import INTERFACE_ENDPOINTS
from tests.infra.conftest import Synthesized


def _documents_bucket(synthesized: Synthesized) -> tuple[str, dict[str, Any]]:
    (match,) = [
        (k, v["Properties"])
        for k, v in synthesized.data_resources("AWS::S3::Bucket").items()
        if k.startswith("DocumentsBucket")
    ]
    return match


def test_documents_bucket_blocks_public_access_is_versioned_kms_encrypted_and_logged(
    synthesized: Synthesized,
) -> None:
    _, props = _documents_bucket(synthesized)
    assert props["PublicAccessBlockConfiguration"] == {
        "BlockPublicAcls": True,
        "BlockPublicPolicy": True,
        "IgnorePublicAcls": True,
        "RestrictPublicBuckets": True,
    }
    assert props["VersioningConfiguration"] == {"Status": "Enabled"}
    (rule,) = props["BucketEncryption"]["ServerSideEncryptionConfiguration"]
    assert rule["ServerSideEncryptionByDefault"]["SSEAlgorithm"] == "aws:kms"
    assert rule["BucketKeyEnabled"] is True
    log_bucket = props["LoggingConfiguration"]["DestinationBucketName"]["Ref"]
    assert log_bucket.startswith("DocumentsAccessLogs")
    assert synthesized.data_json["Resources"][log_bucket]["Properties"]["PublicAccessBlockConfiguration"][
        "BlockPublicPolicy"
    ]


def test_every_bucket_denies_requests_without_tls(synthesized: Synthesized) -> None:
    buckets = set(synthesized.data_resources("AWS::S3::Bucket"))
    enforced = set()
    for policy in synthesized.data_resources("AWS::S3::BucketPolicy").values():
        for statement in policy["Properties"]["PolicyDocument"]["Statement"]:
            if (
                statement["Effect"] == "Deny"
                and statement["Action"] == "s3:*"
                and statement.get("Condition") == {"Bool": {"aws:SecureTransport": "false"}}
            ):
                enforced.add(policy["Properties"]["Bucket"]["Ref"])
    assert enforced == buckets
    assert len(buckets) == 3  # documents, audit, access logs


def test_aurora_is_serverless_v2_postgresql_16_encrypted_and_protected(synthesized: Synthesized) -> None:
    synthesized.data.has_resource_properties(
        "AWS::RDS::DBCluster",
        {
            "Engine": "aurora-postgresql",
            "EngineVersion": Match.string_like_regexp(r"^16\."),
            "StorageEncrypted": True,
            "DeletionProtection": True,
            "EnableIAMDatabaseAuthentication": True,
            "Port": PORT,
            "DatabaseName": "clausetrail",
            "ServerlessV2ScalingConfiguration": {"MinCapacity": 0.5, "MaxCapacity": 8},
            "EnableCloudwatchLogsExports": ["postgresql"],
        },
    )
    synthesized.data.resource_count_is("AWS::RDS::DBCluster", 1)
    (instance,) = synthesized.data_resources("AWS::RDS::DBInstance").values()
    assert instance["Properties"]["DBInstanceClass"] == "db.serverless"
    assert instance["Properties"].get("PubliclyAccessible") is not True
    (cluster,) = synthesized.data_resources("AWS::RDS::DBCluster").values()
    assert cluster["DeletionPolicy"] == "Snapshot"


def test_aurora_credentials_live_in_a_rotated_secret_and_tls_is_forced(synthesized: Synthesized) -> None:
    (cluster,) = synthesized.data_resources("AWS::RDS::DBCluster").values()
    assert "resolve:secretsmanager" in json.dumps(cluster["Properties"]["MasterUserPassword"])
    synthesized.data.resource_count_is(
        "AWS::SecretsManager::RotationSchedule", 2
    )  # master + application user
    synthesized.data.has_resource_properties(
        "AWS::RDS::DBClusterParameterGroup", {"Parameters": Match.object_like({"rds.force_ssl": "1"})}
    )


def test_vpc_has_no_internet_path_and_the_endpoints_the_functions_need(synthesized: Synthesized) -> None:
    for resource_type in ("AWS::EC2::NatGateway", "AWS::EC2::InternetGateway", "AWS::EC2::EIP"):
        synthesized.data.resource_count_is(resource_type, 0)
    services = set()
    for endpoint in synthesized.data_resources("AWS::EC2::VPCEndpoint").values():
        service = json.dumps(endpoint["Properties"]["ServiceName"])
        services.add(service.rsplit(".", 1)[-1].strip('"]}'))
        if endpoint["Properties"].get("VpcEndpointType") == "Interface":
            assert endpoint["Properties"]["PrivateDnsEnabled"] is True
    assert {"s3", "secretsmanager", "states", "textract", "bedrock-runtime", "sqs"} <= services
    for subnet in synthesized.data_resources("AWS::EC2::Subnet").values():
        assert subnet["Properties"]["MapPublicIpOnLaunch"] is False


def test_endpoint_security_groups_accept_only_https_from_the_vpc(synthesized: Synthesized) -> None:
    groups = {
        k: v for k, v in synthesized.data_resources("AWS::EC2::SecurityGroup").items() if "NetworkVpc" in k
    }
    assert len(groups) == len(INTERFACE_ENDPOINTS) == 5
    for group in groups.values():
        assert group["Properties"]["SecurityGroupIngress"] == [
            {
                "CidrIp": "10.40.0.0/16",
                "Description": "HTTPS from the ClauseTrail VPC",
                "FromPort": 443,
                "IpProtocol": "tcp",
                "ToPort": 443,
            }
        ]


def test_vpc_flow_logs_are_on(synthesized: Synthesized) -> None:
    synthesized.data.has_resource_properties("AWS::EC2::FlowLog", {"TrafficType": "ALL"})
