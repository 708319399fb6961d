"""cdk-nag (AwsSolutions) gates synthesis: nothing unacknowledged, and every acknowledgment is deliberate."""

from __future__ import annotations

import json
from typing import Any

import pytest
from aws_cdk import App, Stack
from aws_cdk import aws_s3 as s3

from infra.nag import add_nag_checks
from tests.infra.conftest import Synthesized

# Every finding the project accepts, with the construct kind it sits on (see the reasons in infra/).
EXPECTED_ACKNOWLEDGMENTS = {
    "AwsSolutions-S1",  # the access-log bucket itself
    "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
    "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole]",
    "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]",
    "AwsSolutions-IAM5[Resource::*]",  # X-Ray, Textract, log delivery, CDK log-retention provider
    "AwsSolutions-IAM5[Resource::ClauseTrail-dev-Data-DocumentsBucketArn/*]",
    "AwsSolutions-IAM5[Resource::ClauseTrail-dev-Data-DocumentsBucketArn/textract-input/*]",  # OCR input
    "AwsSolutions-IAM5[Resource::ClauseTrail-dev-Data-AuditBucketArn/claims/*]",  # audit record keys
    # starters describe and redrive the executions of the machine they start (execution names are run-time ids)
    "AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:"
    "<WorkflowsIngestPolicyE8E7DB9C.Name>:*]",
    "AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:"
    "<WorkflowsAdjudicateClaim48219446.Name>:*]",
    # bedrock_llm (ClaimExtract): Claude through cross-region inference profiles
    "AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/anthropic.claude-*]",
    "AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:<AWS::Region>:<AWS::AccountId>:"
    "inference-profile/*anthropic.claude-*]",
    "AwsSolutions-L1",  # python3.12 pinned
    "AwsSolutions-COG4",  # SigV4, not Cognito, for claim systems (/v1); the console's static files (/console)
    "AwsSolutions-APIG4",  # GET /console and /console/{name}: the review console's static files, like a login page
    "AwsSolutions-COG8",  # Cognito PLUS plan (threat protection) not bought
    "Annotation::@aws-cdk/aws-ec2:ipv4IgnoreEgressRule",
}


def _acknowledgments(template: dict[str, Any]) -> list[dict[str, str]]:
    found = []
    for resource in template["Resources"].values():
        found += resource.get("Metadata", {}).get("cdk_nag", {}).get("rules_to_suppress", [])
    return found


def test_synthesis_passed_the_awssolutions_pack(synthesized: Synthesized) -> None:
    report = json.loads((synthesized.outdir / "validation-report.json").read_text())
    assert all(plugin.get("violations", []) == [] for plugin in report["pluginReports"])
    # cdk-nag really ran: it wrote the acknowledged findings into the templates
    assert _acknowledgments(synthesized.app_json)
    assert _acknowledgments(synthesized.data_json)


def test_acknowledged_findings_are_exactly_the_reviewed_ones_each_with_a_reason(
    synthesized: Synthesized,
) -> None:
    ours = [
        ack
        for template in (synthesized.app_json, synthesized.data_json)
        for ack in _acknowledgments(template)
        if not ack["id"].startswith("CloudFormation-Validate::")  # CDK's own, not ours
    ]
    ids = {ack["id"].removeprefix("AwsSolutions::") for ack in ours}
    ids = {("Annotation::" + i) if i.startswith("@aws-cdk/") else i for i in ids}
    assert ids == EXPECTED_ACKNOWLEDGMENTS
    assert all(len(ack["reason"]) >= 40 for ack in ours)


def test_an_insecure_bucket_fails_synthesis(tmp_path: Any) -> None:
    """Control: the same wiring rejects what it should, so the passing synthesis above means something."""
    app = App(outdir=str(tmp_path))
    s3.Bucket(Stack(app, "Insecure"), "Plain")
    add_nag_checks(app)
    with pytest.raises(Exception, match=r"ValidationFailed(.|\n)*AwsSolutions-S10"):
        app.synth()
    report = json.loads((tmp_path / "validation-report.json").read_text())
    rules = {v["ruleName"] for plugin in report["pluginReports"] for v in plugin["violations"]}
    assert {"AwsSolutions-S1", "AwsSolutions-S10"} <= rules
