"""cdk-nag (v3) wiring and the one helper every construct uses to acknowledge a finding.

cdk-nag 3 reports through CDK's policy-validation plugins: an unacknowledged finding fails synthesis.
Acknowledgments are per construct (they cover its subtree) and per finding id, e.g.
`AwsSolutions-IAM5[Resource::*]`, so each one names exactly what it accepts and why.
"""

from __future__ import annotations

from aws_cdk import Acknowledgment, App, Validations
from cdk_nag import AwsSolutionsChecks
from constructs import IConstruct

AWS_LAMBDA_BASIC_EXECUTION = (
    "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]"
)
AWS_LAMBDA_VPC_ACCESS = "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole]"
WILDCARD_RESOURCE = "AwsSolutions-IAM5[Resource::*]"


def add_nag_checks(app: App) -> None:
    """Run the AwsSolutions pack on every stack of the app during synthesis."""
    Validations.of(app).add_plugins(
        AwsSolutionsChecks(app, verbose=True, write_suppressions_to_cloud_formation=True)
    )


def acknowledge(scope: IConstruct, reason: str, *rule_ids: str) -> None:
    """Accept the named findings on `scope` (and its children), all for the same stated reason."""
    if not rule_ids:
        raise ValueError("name at least one rule id to acknowledge")
    Validations.of(scope).acknowledge(*(Acknowledgment(id=rule_id, reason=reason) for rule_id in rule_ids))
