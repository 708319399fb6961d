"""Aurora PostgreSQL Serverless v2 (16.x, pgvector available) with its credentials in Secrets Manager."""

from __future__ import annotations

from aws_cdk import Duration, RemovalPolicy
from aws_cdk import aws_ec2 as ec2
from aws_cdk import aws_iam as iam
from aws_cdk import aws_rds as rds
from aws_cdk import aws_secretsmanager as secretsmanager
from constructs import Construct

from infra.config import InfraConfig

# Aurora PostgreSQL 16.6 can no longer create clusters (cfn-lint W3690). 16.13 is the newest 16.x minor that
# both CDK 2.275 names and cfn-lint 1.58 accepts without a deprecation warning; staying on major 16 keeps an
# existing 16.6 cluster on an in-place minor upgrade (pgvector 0.8 ships with Aurora PostgreSQL 16.x).
# `make test` runs cfn-lint on the synthesized templates, so the next deprecation fails the build.
ENGINE_VERSION = rds.AuroraPostgresEngineVersion.VER_16_13
DATABASE_NAME = "clausetrail"
MASTER_USER = "clausetrail_admin"
PORT = 5438  # not the default 5432 (AwsSolutions-RDS11); clients read host/port from the secret


class Database(Construct):
    """The cluster and its secret; `grant_connect` is the only way a function gets at the data."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        vpc: ec2.IVpc,
        subnets: ec2.SubnetSelection,
        config: InfraConfig,
    ) -> None:
        super().__init__(scope, construct_id)
        engine = rds.DatabaseClusterEngine.aurora_postgres(version=ENGINE_VERSION)
        parameters = rds.ParameterGroup(
            self,
            "Parameters",
            engine=engine,
            description="ClauseTrail: TLS only, slow statements logged without their parameters",
            parameters={
                "rds.force_ssl": "1",
                "log_min_duration_statement": "2000",
                "log_parameter_max_length": "0",
            },
        )
        self.cluster = rds.DatabaseCluster(
            self,
            "Cluster",
            engine=engine,
            parameter_group=parameters,
            writer=rds.ClusterInstance.serverless_v2("Writer", auto_minor_version_upgrade=True),
            serverless_v2_min_capacity=config.db_min_capacity,
            serverless_v2_max_capacity=config.db_max_capacity,
            vpc=vpc,
            vpc_subnets=subnets,
            port=PORT,
            credentials=rds.Credentials.from_generated_secret(MASTER_USER),
            default_database_name=DATABASE_NAME,
            storage_encrypted=True,
            iam_authentication=True,
            deletion_protection=config.db_deletion_protection,
            removal_policy=RemovalPolicy.SNAPSHOT,
            backup=rds.BackupProps(retention=Duration.days(14), preferred_window="19:00-20:00"),
            preferred_maintenance_window="Sun:20:30-Sun:21:30",
            cloudwatch_logs_exports=["postgresql"],
            cloudwatch_logs_retention=config.log_retention,
            copy_tags_to_snapshot=True,
        )
        secret = self.cluster.secret
        if secret is None:  # pragma: no cover - from_generated_secret always attaches one
            raise RuntimeError("the Aurora cluster has no generated secret")
        self.secret: secretsmanager.ISecret = secret
        self.cluster.add_rotation_single_user(
            automatically_after=Duration.days(config.db_secret_rotation_days)
        )

    def grant_connect(self, grantee: iam.IGrantable, connectable: ec2.IConnectable) -> None:
        """Read access to the credentials and a network path to the cluster port."""
        self.secret.grant_read(grantee)
        # Called on the client side so a cross-stack rule lands in the client's stack (no cycle).
        connectable.connections.allow_to(self.cluster, ec2.Port.tcp(PORT), "ClauseTrail function to Aurora")
