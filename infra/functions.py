"""One Lambda per `FunctionSpec` of the registry; permissions are added later from `spec.needs`."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from aws_cdk import Aws, Duration, RemovalPolicy
from aws_cdk import aws_ec2 as ec2
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs
from constructs import Construct

from clausetrail.workflow.registry import FunctionSpec
from infra.layer import ARCHITECTURE, RUNTIME
from infra.nag import AWS_LAMBDA_BASIC_EXECUTION, AWS_LAMBDA_VPC_ACCESS, WILDCARD_RESOURCE, acknowledge

HANDLER = "handler.handler"  # functions/<stage>/handler.py, function `handler`
WEB_ADAPTER_HANDLER = (
    "run.sh"  # functions/<stage>/run.sh starts handler.py's server (FunctionSpec.web_adapter)
)
WEB_ADAPTER_ACCOUNT = "753240598075"  # the AWS account that publishes the Lambda Web Adapter layers
WEB_ADAPTER_PORT = "8080"
#: the adapter's settings: wrap the runtime, stream the reply, wait for the server's readiness path
WEB_ADAPTER_ENVIRONMENT = {
    "AWS_LAMBDA_EXEC_WRAPPER": "/opt/bootstrap",
    "AWS_LWA_INVOKE_MODE": "response_stream",
    "AWS_LWA_PORT": WEB_ADAPTER_PORT,
    "AWS_LWA_READINESS_CHECK_PATH": "/healthz",
}


def web_adapter_layer_arn(version: int) -> str:
    """The Lambda Web Adapter layer (x86_64, the functions' architecture) in the stack's region."""
    return (
        f"arn:{Aws.PARTITION}:lambda:{Aws.REGION}:{WEB_ADAPTER_ACCOUNT}:layer:LambdaAdapterLayerX86:{version}"
    )


_CODE_EXCLUDES = ["__pycache__", "*.pyc", "tests"]


def handler_path(functions_dir: Path, spec: FunctionSpec) -> Path:
    return functions_dir / spec.stage / "handler.py"


def entry_files(functions_dir: Path, spec: FunctionSpec) -> list[Path]:
    """The files a function cannot start without: handler.py, and run.sh for a web-adapter function."""
    files = [handler_path(functions_dir, spec)]
    if spec.web_adapter:
        files.append(functions_dir / spec.stage / WEB_ADAPTER_HANDLER)
    return files


class Functions(Construct):
    """`by_name[spec.name]` is the Lambda of each registry entry, in the VPC, traced, with the layer."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        specs: Iterable[FunctionSpec],
        functions_dir: Path,
        layer: lambda_.ILayerVersion,
        vpc: ec2.IVpc,
        subnets: ec2.SubnetSelection,
        environment: Mapping[str, str],
        log_retention: logs.RetentionDays,
        web_adapter_layer_version: int = 25,
    ) -> None:
        super().__init__(scope, construct_id)
        self._web_adapter_layer_version = web_adapter_layer_version
        self._web_adapter_layer: lambda_.ILayerVersion | None = None
        self.specs: dict[str, FunctionSpec] = {}
        self.by_name: dict[str, lambda_.Function] = {}
        for spec in specs:
            if spec.name in self.specs:
                raise ValueError(f"the registry names function {spec.name!r} twice")
            for entry in entry_files(functions_dir, spec):
                if not entry.is_file():
                    raise FileNotFoundError(f"registry function {spec.name} has no {entry}")
            self.specs[spec.name] = spec
            self.by_name[spec.name] = self._function(
                spec, functions_dir, layer, vpc, subnets, environment, log_retention
            )

    def _function(
        self,
        spec: FunctionSpec,
        functions_dir: Path,
        layer: lambda_.ILayerVersion,
        vpc: ec2.IVpc,
        subnets: ec2.SubnetSelection,
        environment: Mapping[str, str],
        log_retention: logs.RetentionDays,
    ) -> lambda_.Function:
        log_group = logs.LogGroup(
            self, f"{spec.name}Logs", retention=log_retention, removal_policy=RemovalPolicy.DESTROY
        )
        layers = [layer]
        env = dict(environment)
        if spec.web_adapter:
            layers.append(self.web_adapter_layer())
            env.update(WEB_ADAPTER_ENVIRONMENT)
        function = lambda_.Function(
            self,
            spec.name,
            description=spec.description,
            runtime=RUNTIME,
            architecture=ARCHITECTURE,
            code=lambda_.Code.from_asset(str(functions_dir / spec.stage), exclude=_CODE_EXCLUDES),
            handler=WEB_ADAPTER_HANDLER if spec.web_adapter else HANDLER,
            memory_size=spec.memory_mb,
            timeout=Duration.seconds(spec.timeout_s),
            layers=layers,
            environment=env,
            tracing=lambda_.Tracing.ACTIVE,
            vpc=vpc,
            vpc_subnets=subnets,
            log_group=log_group,
        )
        self._acknowledge(function)
        return function

    def web_adapter_layer(self) -> lambda_.ILayerVersion:
        """The Lambda Web Adapter layer, one reference for every web-adapter function."""
        if self._web_adapter_layer is None:
            self._web_adapter_layer = lambda_.LayerVersion.from_layer_version_arn(
                self, "WebAdapterLayer", web_adapter_layer_arn(self._web_adapter_layer_version)
            )
        return self._web_adapter_layer

    @staticmethod
    def _acknowledge(function: lambda_.Function) -> None:
        """Accepted findings, each on the one resource it is about."""
        acknowledge(
            function.role or function,
            "AWS-managed Lambda execution policies: CloudWatch Logs delivery and the VPC ENI actions "
            "(ec2:CreateNetworkInterface etc. have no resource-level permissions).",
            AWS_LAMBDA_BASIC_EXECUTION,
            AWS_LAMBDA_VPC_ACCESS,
        )
        acknowledge(
            function.role or function,
            "xray:PutTraceSegments/PutTelemetryRecords (active tracing) and, for functions that need "
            "`textract`, the Textract actions do not support resource-level permissions.",
            WILDCARD_RESOURCE,
        )
        acknowledge(
            function.node.default_child or function,
            "python3.12 is pinned on purpose: the layer is built from cp312 wheels (infra/layer.py); "
            "RUNTIME and LAMBDA_PYTHON_VERSION move together when the project moves to a newer Python.",
            "AwsSolutions-L1",
        )
        for security_group in function.connections.security_groups:
            acknowledge(
                security_group,
                "Functions keep allowAllOutbound: their isolated subnets route only to the VPC endpoints "
                "and Aurora, so the explicit egress rule CDK adds for the database port is redundant.",
                "Annotation::@aws-cdk/aws-ec2:ipv4IgnoreEgressRule",
            )
