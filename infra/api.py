"""The REST API: `/v1/...` (claim systems, IAM/SigV4 + API key) proxied to the `Api` function.

The routes of SPEC §5 live in the functions' Powertools resolvers; API Gateway authenticates, validates the
JSON POST bodies against request models built from the functions' own pydantic models (infra/api_models.py),
throttles (stage, and per claim system through the usage plan), filters (WAF) and logs. A resource policy
lets only the configured claim-system principals invoke `/v1`. `/internal/...` (adjusters, Cognito) is a
sibling resource added by `infra.review_api.add_internal_routes`; IAM stays the default for other methods.
"""

from __future__ import annotations

import json

from aws_cdk import Aws, Duration, RemovalPolicy
from aws_cdk import aws_apigateway as apigw
from aws_cdk import aws_iam as iam
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs
from constructs import Construct

from clausetrail.domain.inline_documents import INLINE_DOCUMENT_MAX_BYTES, UPLOAD_ROUTE
from infra.api_models import POST_BODY_MODELS
from infra.config import InfraConfig
from infra.nag import acknowledge
from infra.waf import ApiFirewall

PUBLIC_PREFIX = "v1"
CONSOLE_PREFIX = "console"  # the review console's static files (clausetrail.console)
# Wording PDFs may be posted directly; API Gateway passes these bodies base64-encoded to the function. Responses of
# these types (decision letters, the console's page images) go back as binary when the request accepts the type.
BINARY_MEDIA_TYPES = ["application/pdf", "multipart/form-data", "application/octet-stream", "image/png"]
JSON = "application/json"
#: /v1 collections whose POST body has a request model; everything below them and every other /v1 path
#: goes through `{proxy+}` resources (GETs, questions, uploads, ...)
MODELLED_COLLECTIONS = ("policies", "claims")
CLAIM_SYSTEM_ROLE_PREFIX = "clausetrail-claim-system-"
#: a streamed answer may take longer than a buffered reply's 29 s (API Gateway allows up to 15 minutes for a
#: streamed integration); the Questions function's own timeout bounds it
QUESTIONS_STREAM_TIMEOUT_S = 60


def _error_template(code: str, message: str) -> dict[str, str]:
    return {JSON: '{"error": {"code": "%s", "message": %s}}' % (code, message)}  # noqa: UP031


#: API Gateway's own refusals, in the API's error shape `{"error": {"code", "message"}}`
GATEWAY_RESPONSES: dict[str, tuple[apigw.ResponseType, str, dict[str, str]]] = {
    "BadRequestBody": (
        apigw.ResponseType.BAD_REQUEST_BODY,
        "400",
        _error_template("BAD_REQUEST_BODY", '"$context.error.validationErrorString"'),
    ),
    "RequestTooLarge": (
        apigw.ResponseType.REQUEST_TOO_LARGE,
        "413",
        _error_template(
            "DOCUMENT_TOO_LARGE_INLINE",
            json.dumps(
                f"the request body is too large; documents above {INLINE_DOCUMENT_MAX_BYTES} bytes are "
                f"uploaded with {UPLOAD_ROUTE} and cited by document_uri"
            ),
        ),
    ),
    "WafFiltered": (
        apigw.ResponseType.WAF_FILTERED,
        "403",
        _error_template("REQUEST_BLOCKED", '"the request was blocked by the web application firewall"'),
    ),
    "Throttled": (
        apigw.ResponseType.THROTTLED,
        "429",
        _error_template("THROTTLED", "$context.error.messageString"),
    ),
    "QuotaExceeded": (
        apigw.ResponseType.QUOTA_EXCEEDED,
        "429",
        _error_template("QUOTA_EXCEEDED", "$context.error.messageString"),
    ),
    "InvalidApiKey": (
        apigw.ResponseType.INVALID_API_KEY,
        "403",
        _error_template("INVALID_API_KEY", "$context.error.messageString"),
    ),
    "AccessDenied": (
        apigw.ResponseType.ACCESS_DENIED,
        "403",
        _error_template("ACCESS_DENIED", "$context.error.messageString"),
    ),
}


def claim_system_principals(config: InfraConfig) -> list[str]:
    """Who may invoke /v1: the configured principals, else this account's `clausetrail-claim-system-*` roles."""
    if config.claim_system_principals:
        return list(config.claim_system_principals)
    return [f"arn:{Aws.PARTITION}:iam::{Aws.ACCOUNT_ID}:role/{CLAIM_SYSTEM_ROLE_PREFIX}*"]


def invoke_policy(config: InfraConfig) -> iam.PolicyDocument:
    """The API's resource policy: any caller may reach the stage (each method still authenticates: SigV4 for
    /v1, Cognito for /internal), and /v1 is denied to every IAM principal but the claim systems."""
    return iam.PolicyDocument(
        statements=[
            iam.PolicyStatement(
                sid="InvokeAuthenticatedMethods",
                principals=[iam.AnyPrincipal()],
                actions=["execute-api:Invoke"],
                resources=["execute-api:/*"],
            ),
            iam.PolicyStatement(
                sid="V1OnlyForClaimSystems",
                effect=iam.Effect.DENY,
                principals=[iam.AnyPrincipal()],
                actions=["execute-api:Invoke"],
                resources=[f"execute-api:/*/*/{PUBLIC_PREFIX}/*", f"execute-api:/*/*/{PUBLIC_PREFIX}"],
                conditions={"StringNotLike": {"aws:PrincipalArn": claim_system_principals(config)}},
            ),
        ]
    )


class PublicApi(Construct):
    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        handler: lambda_.IFunction,
        questions_handler: lambda_.IFunction,
        config: InfraConfig,
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
            policy=invoke_policy(config),
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
        for response_id, (response_type, status, templates) in GATEWAY_RESPONSES.items():
            self.rest_api.add_gateway_response(
                response_id, type=response_type, status_code=status, templates=templates
            )
        self.models: dict[tuple[str, str], apigw.CfnModel] = {}
        self.methods: list[apigw.Method] = []
        integration = apigw.LambdaIntegration(handler, allow_test_invoke=False)
        public = self.rest_api.root.add_resource(PUBLIC_PREFIX)
        self._add(public.add_resource("{proxy+}"), "ANY", integration)
        for collection in MODELLED_COLLECTIONS:
            resource = public.add_resource(collection)
            self._add(resource, "POST", integration)
            if collection == "policies":
                self._add(resource, "GET", integration)  # GET /v1/policies lists the caller's policies
                self._policy_routes(resource, integration, questions_handler)
            else:
                self._add(resource.add_resource("{proxy+}"), "ANY", integration)
        self._console_routes(integration)
        self._usage_plan(config)
        self.firewall = ApiFirewall(
            self,
            "Firewall",
            stage_arn=self.rest_api.deployment_stage.stage_arn,
            rate_limit=config.waf_rate_limit,
            name_prefix=f"clausetrail-{config.environment_name}",
        )
        acknowledge(
            self.rest_api.node.find_child("CloudWatchRole"),
            "AmazonAPIGatewayPushToCloudWatchLogs is the AWS-managed policy of the account-level "
            "API Gateway logging role.",
            "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/"
            "AmazonAPIGatewayPushToCloudWatchLogs]",
        )

    def add_body_model(self, resource: apigw.IResource, method: str) -> dict[str, apigw.IModel] | None:
        """The request model of `method` on `resource`, when POST_BODY_MODELS names one."""
        entry = POST_BODY_MODELS.get((resource.path, method))
        if entry is None:
            return None
        name, schema = entry
        model = apigw.CfnModel(
            self,
            f"{name}Model",
            rest_api_id=self.rest_api.rest_api_id,
            content_type=JSON,
            name=name,
            description=f"Body of {method} {resource.path} (JSON Schema draft 4, from the function's model)",
            schema=schema,
        )
        self.models[(resource.path, method)] = model
        return {JSON: apigw.Model.from_model_name(self, f"{name}ModelRef", name)}

    def add_method(
        self,
        resource: apigw.IResource,
        method: str,
        integration: apigw.Integration,
        *,
        authorization_type: apigw.AuthorizationType,
        api_key_required: bool,
        authorizer: apigw.IAuthorizer | None = None,
    ) -> apigw.Method:
        """A method validated by the validator, with the request model of POST_BODY_MODELS when it has one."""
        models = self.add_body_model(resource, method)
        added = resource.add_method(
            method,
            integration,
            authorization_type=authorization_type,
            authorizer=authorizer,
            api_key_required=api_key_required,
            request_validator=self.validator,
            request_models=models,
        )
        if models is not None:  # the model is referenced by name: create it first
            added.node.add_dependency(self.models[(resource.path, method)])
        self.methods.append(added)
        return added

    def _add(self, resource: apigw.IResource, method: str, integration: apigw.Integration) -> None:
        added = self.add_method(
            resource,
            method,
            integration,
            authorization_type=apigw.AuthorizationType.IAM,
            api_key_required=True,  # every claim system has a key on the usage plan (per-system throttle)
        )
        acknowledge(
            added,
            "Callers of /v1 are claim systems authenticated with IAM SigV4 (SPEC §1); Cognito is only for "
            "the adjusters' /internal routes, which have their own user-pool authorizer.",
            "AwsSolutions-COG4",
        )

    def _policy_routes(
        self, policies: apigw.IResource, integration: apigw.Integration, questions_handler: lambda_.IFunction
    ) -> None:
        """`/v1/policies/{policy_id}` and everything below it go to the Api function, except
        `POST .../questions`: the Questions function answers it as a Lambda response stream
        (`InvokeWithResponseStream`, SPEC §4), so each server-sent event reaches the caller as it is written."""
        policy = policies.add_resource("{policy_id}")
        self._add(policy, "ANY", integration)
        self._add(policy.add_resource("{proxy+}"), "ANY", integration)
        streamed = apigw.LambdaIntegration(
            questions_handler,
            allow_test_invoke=False,
            response_transfer_mode=apigw.ResponseTransferMode.STREAM,
            timeout=Duration.seconds(QUESTIONS_STREAM_TIMEOUT_S),
        )
        self._add(policy.add_resource("questions"), "POST", streamed)

    def _console_routes(self, integration: apigw.Integration) -> None:
        """`GET /console` and `GET /console/{name}`: the review console's page, script, style sheet and start-up
        configuration, served by the API function from the package. Static files only: every claim the page
        shows is read through /internal with the person's Cognito token."""
        console = self.rest_api.root.add_resource(CONSOLE_PREFIX)
        for resource in (console, console.add_resource("{name}")):
            added = self.add_method(
                resource,
                "GET",
                integration,
                authorization_type=apigw.AuthorizationType.NONE,
                api_key_required=False,
            )
            acknowledge(
                added,
                "The review console's static files (HTML, script, CSS, the hosted-login settings) are public "
                "like any login page; the data they show comes from /internal behind the Cognito authorizer.",
                "AwsSolutions-APIG4",
                "AwsSolutions-COG4",
            )

    def _usage_plan(self, config: InfraConfig) -> None:
        """One usage plan for the claim systems, one API key per claim system on it."""
        self.usage_plan = self.rest_api.add_usage_plan(
            "ClaimSystems",
            name=f"clausetrail-{config.environment_name}-claim-systems",
            description="Claim systems calling /v1: per-key throttle and daily quota",
            throttle=apigw.ThrottleSettings(
                rate_limit=config.usage_rate_limit, burst_limit=config.usage_burst_limit
            ),
            quota=apigw.QuotaSettings(limit=config.usage_quota_per_day, period=apigw.Period.DAY),
            api_stages=[apigw.UsagePlanPerApiStage(api=self.rest_api, stage=self.rest_api.deployment_stage)],
        )
        self.api_keys: dict[str, apigw.IApiKey] = {}
        for system in config.claim_systems:
            key = self.rest_api.add_api_key(
                f"ApiKey-{system}",
                api_key_name=f"clausetrail-{config.environment_name}-{system}",
                description=f"Claim system {system} (SigV4 still required; the key selects its usage plan)",
            )
            self.usage_plan.add_api_key(key)
            self.api_keys[system] = key
