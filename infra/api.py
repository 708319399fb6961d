"""The REST API: `/v1/...` (claim systems, IAM/SigV4) proxied to the `Api` function.

The routes of SPEC §5 live in the functions' Powertools resolvers; API Gateway only authenticates,
throttles and logs. `/internal/...` (adjusters, Cognito) is a sibling resource added by
`infra.review_api.add_internal_routes`; IAM stays the default for any other method.
"""

from __future__ import annotations

from aws_cdk import RemovalPolicy
from aws_cdk import aws_apigateway as apigw
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs
from constructs import Construct

from infra.config import InfraConfig
from infra.nag import acknowledge

PUBLIC_PREFIX = "v1"
# Wording PDFs may be posted directly; API Gateway passes these bodies base64-encoded to the function.
BINARY_MEDIA_TYPES = ["application/pdf", "multipart/form-data", "application/octet-stream"]


class PublicApi(Construct):
    def __init__(
        self, scope: Construct, construct_id: str, *, handler: lambda_.IFunction, config: InfraConfig
    ) -> None:
        super().__init__(scope, construct_id)
        access_logs = logs.LogGroup(
            self, "AccessLogs", retention=config.log_retention, removal_policy=RemovalPolicy.DESTROY
        )
        self.rest_api = apigw.RestApi(
            self,
            "RestApi",
            rest_api_name=f"clausetrail-{config.environment_name}",
            description="ClauseTrail API: /v1 for claim systems (IAM/SigV4), /internal for adjusters (Cognito)",
            endpoint_types=[apigw.EndpointType.REGIONAL],
            binary_media_types=BINARY_MEDIA_TYPES,
            cloud_watch_role=True,  # account-level role API Gateway needs to write execution logs
            cloud_watch_role_removal_policy=RemovalPolicy.RETAIN,
            default_method_options=apigw.MethodOptions(authorization_type=apigw.AuthorizationType.IAM),
            deploy_options=apigw.StageOptions(
                stage_name=config.environment_name,
                access_log_destination=apigw.LogGroupLogDestination(access_logs),
                access_log_format=apigw.AccessLogFormat.json_with_standard_fields(
                    caller=True,
                    http_method=True,
                    ip=True,
                    protocol=True,
                    request_time=True,
                    resource_path=True,
                    response_length=True,
                    status=True,
                    user=True,
                ),
                logging_level=apigw.MethodLoggingLevel.ERROR,
                data_trace_enabled=False,  # full request/response logging would write PHI to CloudWatch
                metrics_enabled=True,
                tracing_enabled=True,
                throttling_rate_limit=config.api_throttle_rate,
                throttling_burst_limit=config.api_throttle_burst,
            ),
        )
        self.validator = self.rest_api.add_request_validator(
            "Validator", validate_request_body=True, validate_request_parameters=True
        )
        integration = apigw.LambdaIntegration(handler)
        public = self.rest_api.root.add_resource(PUBLIC_PREFIX)
        method = public.add_resource("{proxy+}").add_method(
            "ANY",
            integration,
            authorization_type=apigw.AuthorizationType.IAM,
            request_validator=self.validator,
        )
        acknowledge(
            method,
            "Callers of /v1 are claim systems authenticated with IAM SigV4 (SPEC §1); Cognito is only for "
            "the adjusters' /internal routes, which have their own user-pool authorizer.",
            "AwsSolutions-COG4",
        )
        acknowledge(
            self.rest_api.deployment_stage,
            "No WAF yet: every method requires SigV4 and the stage is throttled; the AWS managed common "
            "rule set would block PDF request bodies over 8 KB. Add a tuned web ACL per environment.",
            "AwsSolutions-APIG3",
        )
        acknowledge(
            self.rest_api.node.find_child("CloudWatchRole"),
            "AmazonAPIGatewayPushToCloudWatchLogs is the AWS-managed policy of the account-level "
            "API Gateway logging role.",
            "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/"
            "AmazonAPIGatewayPushToCloudWatchLogs]",
        )
