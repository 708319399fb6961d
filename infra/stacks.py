"""Two stacks: `Data` (stateful: network, documents, audit bucket, database, adjuster accounts) and `App`
(layer, functions, workflows, claim intake queue, API, migration trigger, ops dashboard and alarms). The app stack can be replaced
freely; the data stack keeps its data.

The intake queue sits in the App stack: a message only points at a claim that is already stored in Aurora
(a re-submitted claim that has no execution yet is queued again), so losing a queue loses no claim, and
its visibility timeout follows the consumer function defined there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from aws_cdk import CfnOutput, Duration, Environment, Stack
from constructs import Construct

from clausetrail.workflow import registry
from clausetrail.workflow.registry import FunctionSpec, StateMachineSpec
from infra.api import PublicApi
from infra.audit import AuditStore
from infra.config import InfraConfig
from infra.console_login import ConsoleLogin
from infra.database import Database
from infra.documents import DocumentStore
from infra.environment import base_environment, setting_env, titan_model_id
from infra.functions import Functions
from infra.grants import AuditRef, DocumentsRef, NeedTargets, grant_needs
from infra.layer import SharedLayer
from infra.migrations import DbMigration
from infra.monitoring import Monitoring
from infra.nag import AWS_LAMBDA_BASIC_EXECUTION, WILDCARD_RESOURCE, acknowledge
from infra.network import Network
from infra.queue import AlarmTopic, ClaimIntakeQueue
from infra.review_api import AdjusterDirectory, add_internal_routes
from infra.workflows import Workflows, pascal

API_FUNCTION = "Api"
REVIEW_FUNCTION = "Review"
QUESTIONS_FUNCTION = "Questions"
MIGRATION_FUNCTION = "DbMigrate"
GATE_FUNCTION = "ClaimGate"  # the one stage that reads the kill switch (at run time, every invocation)


@dataclass(frozen=True, slots=True)
class SourceLayout:
    """Where the code lives; defaults to this repository and its registry."""

    functions: Sequence[FunctionSpec] = field(default_factory=lambda: registry.FUNCTIONS)
    state_machines: Sequence[StateMachineSpec] = field(default_factory=lambda: registry.STATE_MACHINES)
    functions_dir: Path = registry.REPO_ROOT / "functions"
    package_dir: Path = registry.REPO_ROOT / "layers" / "clausetrail"
    layer_requirements: Path = registry.REPO_ROOT / "requirements-lambda.txt"


class DataStack(Stack):
    def __init__(
        self, scope: Construct, construct_id: str, *, config: InfraConfig, env: Environment | None = None
    ) -> None:
        super().__init__(
            scope,
            construct_id,
            env=env,
            description=(
                "ClauseTrail stateful resources: VPC, documents and audit buckets, Aurora PostgreSQL, "
                "adjuster user pool"
            ),
            termination_protection=config.db_deletion_protection,
            tags={"project": "clausetrail", "environment": config.environment_name},
        )
        self.network = Network(self, "Network", max_azs=config.max_azs, log_retention=config.log_retention)
        self.documents = DocumentStore(self, "Documents")
        self.audit = AuditStore(
            self,
            "Audit",
            retention_years=config.audit_retention_years,
            access_logs=self.documents.access_logs,
        )
        self.database = Database(
            self, "Database", vpc=self.network.vpc, subnets=self.network.private_subnets, config=config
        )
        self.adjusters = AdjusterDirectory(
            self,
            "Adjusters",
            environment_name=config.environment_name,
            protect=config.db_deletion_protection,
        )
        self.documents_bucket_arn_export = f"{construct_id}-DocumentsBucketArn"
        self.export_value(self.documents.bucket.bucket_arn, name=self.documents_bucket_arn_export)
        self.audit_bucket_arn_export = f"{construct_id}-AuditBucketArn"
        self.export_value(self.audit.bucket.bucket_arn, name=self.audit_bucket_arn_export)
        CfnOutput(self, "DocumentsBucketName", value=self.documents.bucket.bucket_name)
        CfnOutput(self, "AuditBucketName", value=self.audit.bucket.bucket_name)
        CfnOutput(self, "DatabaseSecretArn", value=self.database.secret.secret_arn)
        CfnOutput(self, "DatabaseAppSecretArn", value=self.database.app_secret.secret_arn)
        CfnOutput(self, "DatabaseProxyEndpoint", value=self.database.proxy_endpoint)
        CfnOutput(self, "AdjusterUserPoolId", value=self.adjusters.user_pool.user_pool_id)
        CfnOutput(self, "ReviewConsoleClientId", value=self.adjusters.client.user_pool_client_id)
        self._acknowledge_log_retention_provider()

    def documents_ref(self) -> DocumentsRef:
        return DocumentsRef(
            bucket_name=self.documents.bucket.bucket_name,
            bucket_arn_export=self.documents_bucket_arn_export,
            key_arn=self.documents.key.key_arn,
        )

    def audit_ref(self) -> AuditRef:
        return AuditRef(
            bucket_name=self.audit.bucket.bucket_name,
            bucket_arn_export=self.audit_bucket_arn_export,
            retention_years=self.audit.retention_years,
        )

    def _acknowledge_log_retention_provider(self) -> None:
        """CDK's singleton provider that sets the retention of the Aurora log group."""
        for child in self.node.children:
            if child.node.id.startswith("LogRetention"):
                acknowledge(
                    child,
                    "CDK's log-retention provider: AWS-managed basic execution policy and "
                    "logs:PutRetentionPolicy/DeleteRetentionPolicy, which it needs on any log group name.",
                    AWS_LAMBDA_BASIC_EXECUTION,
                    WILDCARD_RESOURCE,
                )


class AppStack(Stack):
    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        config: InfraConfig,
        data: DataStack,
        source: SourceLayout,
        env: Environment | None = None,
    ) -> None:
        super().__init__(
            scope,
            construct_id,
            env=env,
            description="ClauseTrail compute: Lambda layer and functions, Step Functions, claim queue, REST API",
            tags={"project": "clausetrail", "environment": config.environment_name},
        )
        layer = SharedLayer(
            self, "SharedLayer", package_dir=source.package_dir, requirements=source.layer_requirements
        )
        self.functions = Functions(
            self,
            "Functions",
            specs=source.functions,
            functions_dir=source.functions_dir,
            layer=layer.layer,
            vpc=data.network.vpc,
            subnets=data.network.private_subnets,
            environment=base_environment(
                textract_skip_text_pages=config.textract_skip_text_pages,
                extraction_backend=config.extraction_backend,
            ),
            log_retention=config.log_retention,
            web_adapter_layer_version=config.web_adapter_layer_version,
        )
        # `cdk deploy -c killSwitch=true` keeps the kill switch on across deploys; flipping the variable with the
        # Lambda API alone is undone by the next deploy (README "Runbook")
        self.functions.by_name[GATE_FUNCTION].add_environment(
            setting_env("kill_switch"), "true" if config.kill_switch else "false"
        )
        self.workflows = Workflows(
            self,
            "Workflows",
            specs=source.state_machines,
            functions=self.functions.by_name,
            environment_name=config.environment_name,
            log_retention=config.log_retention,
        )
        self.alarms = AlarmTopic(
            self, "Alarms", name_prefix=f"clausetrail-{config.environment_name}", email=config.alarm_email
        )
        self.claim_queue = ClaimIntakeQueue(
            self,
            "ClaimIntake",
            consumer_timeout=consumer_timeout(self.functions.specs.values()),
            alarm_topic=self.alarms.topic,
        )
        self.monitoring = Monitoring(
            self,
            "Monitoring",
            config=config,
            topic=self.alarms.topic,
            functions=self.functions.by_name,
            state_machines=self.workflows.by_name,
            dead_letters=self.claim_queue.dead_letters,
            dead_letter_alarm=self.claim_queue.dead_letter_alarm,
        )
        targets = NeedTargets(
            database=data.database,
            documents=data.documents_ref(),
            audit=data.audit_ref(),
            claim_queue=self.claim_queue.queue,
            titan_model_id=titan_model_id(),
            llm_settings=config.llm_settings(),
            state_machines=self.workflows.by_name,
        )
        for name, function in self.functions.by_name.items():
            grant_needs(function, self.functions.specs[name], targets)

        self.api = PublicApi(
            self,
            "Api",
            handler=self.functions.by_name[API_FUNCTION],
            questions_handler=self.functions.by_name[QUESTIONS_FUNCTION],
            config=config,
        )
        self.internal_method = add_internal_routes(
            self.api, handler=self.functions.by_name[REVIEW_FUNCTION], user_pool=data.adjusters.user_pool
        )
        self.console_login = ConsoleLogin(
            self,
            "ConsoleLogin",
            user_pool=data.adjusters.user_pool,
            rest_api=self.api.rest_api,
            stage_name=config.environment_name,
            environment_name=config.environment_name,
            api_function=self.functions.by_name[API_FUNCTION],
        )
        self.migration = DbMigration(
            self,
            "DbMigration",
            handler=self.functions.by_name[MIGRATION_FUNCTION],
            after=[data.database.cluster, data.database.proxy],
        )
        CfnOutput(self, "ApiUrl", value=self.api.rest_api.url)
        CfnOutput(self, "ConsoleUrl", value=self.console_login.console_url)
        CfnOutput(self, "ConsoleLoginDomain", value=self.console_login.domain.base_url())
        CfnOutput(self, "ClaimQueueUrl", value=self.claim_queue.queue.queue_url)
        CfnOutput(self, "ClaimDeadLetterQueueUrl", value=self.claim_queue.dead_letters.queue_url)
        CfnOutput(self, "AlarmTopicArn", value=self.alarms.topic.topic_arn)
        CfnOutput(self, "OpsDashboardName", value=self.monitoring.dashboard.dashboard_name)
        for name, state_machine in self.workflows.by_name.items():
            CfnOutput(self, f"{pascal(name)}StateMachineArn", value=state_machine.state_machine_arn)


def consumer_timeout(specs: Iterable[FunctionSpec]) -> Duration:
    """The longest timeout among the intake queue's consumers (the queue's visibility follows it)."""
    timeouts = [spec.timeout_s for spec in specs if registry.CONSUME_CLAIMS in spec.needs]
    if not timeouts:
        raise ValueError(
            f"no registry function needs {registry.CONSUME_CLAIMS!r}: the claim queue has no consumer"
        )
    return Duration.seconds(max(timeouts))
