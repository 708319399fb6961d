"""Aurora PostgreSQL Serverless v2 (16.x, pgvector available) behind an RDS Proxy, credentials in Secrets Manager.

Two users (issue 8 item 11): the master user, whose secret only the DbMigrate function reads, and the
application user the other functions connect as (created by DbMigrate with data-only privileges). Both
secrets carry `dbname`; both rotate (the application user with the multi-user scheme, so a login never fails
mid-rotation); the functions re-read their secret on a refused login.

RDS Proxy rather than a reserved-concurrency cap: Lambda scales out per request, and 19 DB-using functions
with a cap each would reserve a large part of the account's concurrency and still open one pool per
execution environment. The proxy multiplexes those connections onto at most `PROXY_MAX_CONNECTIONS_PERCENT`
of Aurora's connections, keeps them across scale-in/out and failover, and presents a certificate from
the Amazon root CAs, so clients verify it (`sslmode=verify-full`) with the certifi bundle already in the
layer instead of a separately shipped RDS CA bundle.
"""

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
APP_USER = "clausetrail_app"  # created by DbMigrate (clausetrail.adapters.db.app_user)
PORT = 5438  # not the default 5432 (AwsSolutions-RDS11); the proxy connects to the cluster on it
PROXY_PORT = 5432  # RDS Proxy listens on the engine's default port; the functions connect to the proxy
PROXY_MAX_CONNECTIONS_PERCENT = 80  # of Aurora's max_connections; the rest stays for rotation and operators
PROXY_BORROW_TIMEOUT = Duration.seconds(20)  # below the API function's 29 s


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
        # generated here (not by the cluster) so that the secret carries `dbname`
        master_secret = rds.DatabaseSecret(self, "MasterSecret", username=MASTER_USER, dbname=DATABASE_NAME)
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
            credentials=rds.Credentials.from_secret(master_secret),
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
        self.secret: secretsmanager.ISecret = secret  # the master secret (attached: host, port, dbname)
        rotation = Duration.days(config.db_secret_rotation_days)
        self.cluster.add_rotation_single_user(automatically_after=rotation)
        self.app_secret: secretsmanager.ISecret = rds.DatabaseSecret(
            self, "AppSecret", username=APP_USER, dbname=DATABASE_NAME, master_secret=master_secret
        ).attach(self.cluster)
        self.cluster.add_rotation_multi_user(
            "AppUserRotation", secret=self.app_secret, automatically_after=rotation
        )
        self.proxy = self.cluster.add_proxy(
            "Proxy",
            secrets=[self.secret, self.app_secret],
            vpc=vpc,
            vpc_subnets=subnets,
            require_tls=True,
            iam_auth=False,  # password logins from the rotated secrets
            max_connections_percent=PROXY_MAX_CONNECTIONS_PERCENT,
            borrow_timeout=PROXY_BORROW_TIMEOUT,
            debug_logging=False,  # would log statements (PHI)
            db_proxy_name=f"clausetrail-{config.environment_name}",
        )

    @property
    def proxy_endpoint(self) -> str:
        return self.proxy.endpoint

    def _connect(
        self, secret: secretsmanager.ISecret, grantee: iam.IGrantable, connectable: ec2.IConnectable
    ) -> None:
        secret.grant_read(grantee)
        # Called on the client side so a cross-stack rule lands in the client's stack (no cycle).
        connectable.connections.allow_to(
            self.proxy, ec2.Port.tcp(PROXY_PORT), "ClauseTrail function to RDS Proxy"
        )

    def grant_connect(self, grantee: iam.IGrantable, connectable: ec2.IConnectable) -> None:
        """Read access to the application user's credentials and a network path to the proxy."""
        self._connect(self.app_secret, grantee, connectable)

    def grant_admin(self, grantee: iam.IGrantable, connectable: ec2.IConnectable) -> None:
        """The master credentials (migrations) and the application secret (to create that user)."""
        self._connect(self.secret, grantee, connectable)
        self.app_secret.grant_read(grantee)
