"""VPC with private isolated subnets only: the Lambdas reach AWS services through VPC endpoints, no NAT.

Why no NAT: every dependency of the functions is an AWS service with a VPC endpoint, so a NAT gateway
would only add cost (~USD 32/month/AZ + data) and an internet egress path that PHI never needs.
Lambda logs and X-Ray segments leave through the Lambda service itself, not through the VPC.
"""

from __future__ import annotations

from aws_cdk import RemovalPolicy
from aws_cdk import aws_ec2 as ec2
from aws_cdk import aws_logs as logs
from constructs import Construct

# AWS services the functions call (see FunctionSpec.needs): Secrets Manager (db), Step Functions
# (start_ingest / start_adjudication / task_token), Textract (textract), Bedrock Runtime (bedrock_embed /
# bedrock_llm), SQS (enqueue_claims: the Api function sends; the consumer is polled by the Lambda service
# outside the VPC). S3 (documents, audit) uses the free gateway endpoint. Add a service here when a new
# need calls another AWS API.
INTERFACE_ENDPOINTS: dict[str, ec2.InterfaceVpcEndpointAwsService] = {
    "SecretsManager": ec2.InterfaceVpcEndpointAwsService.SECRETS_MANAGER,
    "StepFunctions": ec2.InterfaceVpcEndpointAwsService.STEP_FUNCTIONS,
    "Textract": ec2.InterfaceVpcEndpointAwsService.TEXTRACT,
    "BedrockRuntime": ec2.InterfaceVpcEndpointAwsService.BEDROCK_RUNTIME,
    "Sqs": ec2.InterfaceVpcEndpointAwsService.SQS,
}


VPC_CIDR = "10.40.0.0/16"
HTTPS = ec2.Port.tcp(443)


class Network(Construct):
    """The VPC, its flow logs and the endpoints; `private_subnets` is where functions and Aurora live."""

    def __init__(
        self, scope: Construct, construct_id: str, *, max_azs: int, log_retention: logs.RetentionDays
    ) -> None:
        super().__init__(scope, construct_id)
        flow_log_group = logs.LogGroup(
            self, "FlowLogs", retention=log_retention, removal_policy=RemovalPolicy.DESTROY
        )
        self.vpc = ec2.Vpc(
            self,
            "Vpc",
            ip_addresses=ec2.IpAddresses.cidr(VPC_CIDR),
            max_azs=max_azs,
            nat_gateways=0,
            subnet_configuration=[
                ec2.SubnetConfiguration(
                    name="isolated", subnet_type=ec2.SubnetType.PRIVATE_ISOLATED, cidr_mask=20
                )
            ],
            restrict_default_security_group=True,
            gateway_endpoints={
                "S3": ec2.GatewayVpcEndpointOptions(service=ec2.GatewayVpcEndpointAwsService.S3)
            },
            flow_logs={
                "FlowLog": ec2.FlowLogOptions(
                    destination=ec2.FlowLogDestination.to_cloud_watch_logs(flow_log_group),
                    traffic_type=ec2.FlowLogTrafficType.ALL,
                )
            },
        )
        self.private_subnets = ec2.SubnetSelection(subnet_type=ec2.SubnetType.PRIVATE_ISOLATED)
        self.endpoints: dict[str, ec2.InterfaceVpcEndpoint] = {}
        for name, service in INTERFACE_ENDPOINTS.items():
            endpoint = self.vpc.add_interface_endpoint(
                name, service=service, private_dns_enabled=True, subnets=self.private_subnets, open=False
            )
            # HTTPS from inside the VPC only; a literal CIDR (not the VPC token) so the rule is checkable.
            endpoint.connections.allow_from(ec2.Peer.ipv4(VPC_CIDR), HTTPS, "HTTPS from the ClauseTrail VPC")
            self.endpoints[name] = endpoint
