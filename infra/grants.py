"""Least privilege from the registry: each `FunctionSpec.needs` entry maps to exactly one grant here.

A grant also sets the environment variable that tells the function where its resource is, so a function
only learns the names of what it may touch. An unknown need fails synthesis.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import cast

from aws_cdk import ArnFormat, Fn, Stack
from aws_cdk import aws_iam as iam
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_lambda_event_sources as event_sources
from aws_cdk import aws_sqs as sqs
from aws_cdk import aws_stepfunctions as sfn

from clausetrail.adapters.audit_s3 import PREFIX as AUDIT_RECORDS_PREFIX
from clausetrail.workflow import registry
from clausetrail.workflow.registry import FunctionSpec
from infra.database import PROXY_PORT, Database
from infra.environment import setting_env
from infra.nag import acknowledge

TEXTRACT_ACTIONS = (
    "textract:DetectDocumentText",
    "textract:AnalyzeDocument",
    "textract:AnalyzeExpense",
    "textract:StartDocumentTextDetection",
    "textract:GetDocumentTextDetection",
    "textract:StartDocumentAnalysis",
    "textract:GetDocumentAnalysis",
    "textract:StartExpenseAnalysis",
    "textract:GetExpenseAnalysis",
)
BEDROCK_INVOKE_ACTIONS = ("bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream")
CLAUDE_MODEL_PATTERN = "anthropic.claude-*"
# What the audit writer (`clausetrail.adapters.audit_s3`) calls; no delete action, ever.
AUDIT_LIST_ACTIONS = ("s3:ListBucket", "s3:ListBucketVersions")
AUDIT_READ_OBJECT_ACTIONS = ("s3:GetObject", "s3:GetObjectVersion")
AUDIT_WRITE_OBJECT_ACTIONS = ("s3:PutObject", "s3:PutObjectRetention", *AUDIT_READ_OBJECT_ACTIONS)
# The consumer starts one execution per message; a small batch keeps a redelivery small, and the
# concurrency cap keeps a burst of claims from opening more Aurora connections than needed.
CLAIM_QUEUE_BATCH_SIZE = 10
CLAIM_QUEUE_MAX_CONCURRENCY = 5
# One invocation at a time per Lambda environment: two connections cover a nested transaction or a
# background check; the RDS Proxy multiplexes them onto Aurora.
LAMBDA_POOL_MAX_SIZE = 2


@dataclass(frozen=True, slots=True)
class StartTarget:
    """A `start_*` need: which registry state machine it may start and the setting holding its ARN."""

    state_machine: str
    setting: str


# need -> the state machine it starts; a new `start_*` need is one line here plus a settings field.
STARTS: dict[str, StartTarget] = {
    registry.START_INGEST: StartTarget("ingest_policy", "ingest_state_machine_arn"),
    registry.START_ADJUDICATION: StartTarget("adjudicate_claim", "adjudicate_state_machine_arn"),
}
# The state machine whose task tokens `task_token` may complete (its waitForTaskToken review state).
TASK_TOKEN_STATE_MACHINE = "adjudicate_claim"


@dataclass(frozen=True, slots=True)
class DocumentsRef:
    """The documents bucket as seen from another stack. Its ARN travels through a named export so
    that IAM findings on `<arn>/*` have a stable id to acknowledge."""

    bucket_name: str
    bucket_arn_export: str
    key_arn: str

    @property
    def objects_arn(self) -> str:
        return f"{Fn.import_value(self.bucket_arn_export)}/*"


@dataclass(frozen=True, slots=True)
class AuditRef:
    """The Object Lock audit bucket as seen from another stack (named ARN export, as for documents)."""

    bucket_name: str
    bucket_arn_export: str
    retention_years: int

    @property
    def bucket_arn(self) -> str:
        return Fn.import_value(self.bucket_arn_export)

    @property
    def records_arn(self) -> str:
        return f"{self.bucket_arn}/{AUDIT_RECORDS_PREFIX}*"


@dataclass(frozen=True, slots=True)
class NeedTargets:
    """The resources that needs point at."""

    database: Database
    documents: DocumentsRef
    audit: AuditRef
    claim_queue: sqs.IQueue
    titan_model_id: str
    llm_settings: Mapping[str, str]  # Settings field -> value: Claude model ids and prices (InfraConfig)
    state_machines: Mapping[str, sfn.IStateMachine]  # registry state-machine name -> state machine


Grant = Callable[[lambda_.Function, NeedTargets], None]


def _db_endpoint(function: lambda_.Function, targets: NeedTargets) -> None:
    function.add_environment(setting_env("database_host"), targets.database.proxy_endpoint)
    function.add_environment(setting_env("database_port"), str(PROXY_PORT))
    function.add_environment(setting_env("database_migrate_on_connect"), "false")  # only DbMigrate migrates
    function.add_environment(setting_env("database_pool_max_size"), str(LAMBDA_POOL_MAX_SIZE))


def _db(function: lambda_.Function, targets: NeedTargets) -> None:
    targets.database.grant_connect(function, function)
    function.add_environment(setting_env("database_secret_arn"), targets.database.app_secret.secret_arn)
    _db_endpoint(function, targets)


def _db_admin(function: lambda_.Function, targets: NeedTargets) -> None:
    targets.database.grant_admin(function, function)
    function.add_environment(setting_env("database_secret_arn"), targets.database.secret.secret_arn)
    function.add_environment(setting_env("database_app_secret_arn"), targets.database.app_secret.secret_arn)
    _db_endpoint(function, targets)


def _documents(
    function: lambda_.Function, targets: NeedTargets, s3_actions: list[str], kms_actions: list[str]
) -> None:
    documents = targets.documents
    function.add_to_role_policy(iam.PolicyStatement(actions=s3_actions, resources=[documents.objects_arn]))
    function.add_to_role_policy(iam.PolicyStatement(actions=kms_actions, resources=[documents.key_arn]))
    function.add_environment(setting_env("documents_bucket"), documents.bucket_name)
    acknowledge(
        function.role or function,
        "Object keys are generated per policy version and claim at run time; the grant covers objects "
        "of this one bucket only, with explicit actions (no s3:* or Get*/List* wildcards).",
        f"AwsSolutions-IAM5[Resource::{documents.bucket_arn_export}/*]",
    )


def _documents_read(function: lambda_.Function, targets: NeedTargets) -> None:
    _documents(function, targets, ["s3:GetObject", "s3:GetObjectVersion"], ["kms:Decrypt"])


def _documents_write(function: lambda_.Function, targets: NeedTargets) -> None:
    # kms:Decrypt is needed by S3 to complete multipart uploads of large PDFs.
    _documents(
        function, targets, ["s3:PutObject", "s3:AbortMultipartUpload"], ["kms:GenerateDataKey", "kms:Decrypt"]
    )


def _textract_input(function: lambda_.Function, targets: NeedTargets) -> None:
    """PutObject of the OCR input copies only (not the claim documents themselves), with the key to encrypt
    them; the bucket name comes with `documents_read`, which every Textract caller also needs (Textract reads
    the object with the caller's permissions)."""
    documents = targets.documents
    prefix_arn = f"{Fn.import_value(documents.bucket_arn_export)}/{registry.TEXTRACT_INPUT_PREFIX}*"
    function.add_to_role_policy(iam.PolicyStatement(actions=["s3:PutObject"], resources=[prefix_arn]))
    function.add_to_role_policy(
        iam.PolicyStatement(actions=["kms:GenerateDataKey"], resources=[documents.key_arn])
    )
    acknowledge(
        function.role or function,
        "OCR input keys are content hashes generated at run time; the grant covers PutObject under the "
        "Textract input prefix of the documents bucket only.",
        f"AwsSolutions-IAM5[Resource::{documents.bucket_arn_export}/{registry.TEXTRACT_INPUT_PREFIX}*]",
    )


def _textract(function: lambda_.Function, targets: NeedTargets) -> None:
    function.add_to_role_policy(iam.PolicyStatement(actions=list(TEXTRACT_ACTIONS), resources=["*"]))


def _bedrock_embed(function: lambda_.Function, targets: NeedTargets) -> None:
    model_arn = Stack.of(function).format_arn(
        service="bedrock",
        account="",
        resource="foundation-model",
        resource_name=targets.titan_model_id,
        arn_format=ArnFormat.SLASH_RESOURCE_NAME,
    )
    function.add_to_role_policy(iam.PolicyStatement(actions=["bedrock:InvokeModel"], resources=[model_arn]))


def _bedrock_llm(function: lambda_.Function, targets: NeedTargets) -> None:
    stack = Stack.of(function)
    models = f"arn:{stack.partition}:bedrock:*::foundation-model/{CLAUDE_MODEL_PATTERN}"
    profiles = f"arn:{stack.partition}:bedrock:{stack.region}:{stack.account}:inference-profile/*{CLAUDE_MODEL_PATTERN}"
    function.add_to_role_policy(
        iam.PolicyStatement(actions=list(BEDROCK_INVOKE_ACTIONS), resources=[models, profiles])
    )
    for field, value in sorted(targets.llm_settings.items()):
        function.add_environment(setting_env(field), value)
    acknowledge(
        function.role or function,
        "Claude is called through cross-region inference profiles, which route to the model in any "
        "region of the profile; the grant is limited to Anthropic Claude models and this account's profiles.",
        "AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/anthropic.claude-*]",
        "AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:<AWS::Region>:<AWS::AccountId>:"
        "inference-profile/*anthropic.claude-*]",
    )


def _audit(function: lambda_.Function, targets: NeedTargets, object_actions: tuple[str, ...]) -> None:
    audit = targets.audit
    function.add_to_role_policy(
        iam.PolicyStatement(actions=list(object_actions), resources=[audit.records_arn])
    )
    # listing is limited to the records prefix too (the writer always lists `claims/<claim_id>/`)
    function.add_to_role_policy(
        iam.PolicyStatement(
            actions=list(AUDIT_LIST_ACTIONS),
            resources=[audit.bucket_arn],
            conditions={"StringLike": {"s3:prefix": [f"{AUDIT_RECORDS_PREFIX}*"]}},
        )
    )
    function.add_environment(setting_env("audit_backend"), "s3")
    function.add_environment(setting_env("audit_bucket"), audit.bucket_name)
    function.add_environment(setting_env("audit_retention_years"), str(audit.retention_years))
    acknowledge(
        function.role or function,
        "Audit record keys are generated per claim and sequence number at run time; the grant covers the "
        "records prefix of the Object Lock audit bucket only, with explicit actions and no delete.",
        f"AwsSolutions-IAM5[Resource::{audit.bucket_arn_export}/{AUDIT_RECORDS_PREFIX}*]",
    )


def _audit_read(function: lambda_.Function, targets: NeedTargets) -> None:
    _audit(function, targets, AUDIT_READ_OBJECT_ACTIONS)


def _audit_write(function: lambda_.Function, targets: NeedTargets) -> None:
    # s3:PutObjectRetention: every PutObject sets ObjectLockMode/RetainUntilDate; reads check for an
    # existing record (If-None-Match conflict), hence the read actions as well.
    _audit(function, targets, AUDIT_WRITE_OBJECT_ACTIONS)


def _enqueue_claims(function: lambda_.Function, targets: NeedTargets) -> None:
    # not queue.grant_send_messages: that adds GetQueueAttributes/GetQueueUrl, which the sender never calls
    queue = targets.claim_queue
    function.add_to_role_policy(iam.PolicyStatement(actions=["sqs:SendMessage"], resources=[queue.queue_arn]))
    function.add_environment(setting_env("claim_queue_url"), queue.queue_url)


def _consume_claims(function: lambda_.Function, targets: NeedTargets) -> None:
    # the event source grants the consume actions (Receive/Delete/ChangeVisibility/GetAttributes) itself
    function.add_event_source(
        event_sources.SqsEventSource(
            targets.claim_queue,
            batch_size=CLAIM_QUEUE_BATCH_SIZE,
            report_batch_item_failures=True,  # the handler returns only the failed records
            max_concurrency=CLAIM_QUEUE_MAX_CONCURRENCY,
        )
    )


def _task_token(function: lambda_.Function, targets: NeedTargets) -> None:
    """SendTaskSuccess/Failure/Heartbeat, scoped to the one state machine that waits for a token."""
    targets.state_machines[TASK_TOKEN_STATE_MACHINE].grant_task_response(function)


def _start(need: str) -> Grant:
    target = STARTS[need]

    def grant(function: lambda_.Function, targets: NeedTargets) -> None:
        state_machine = targets.state_machines[target.state_machine]
        state_machine.grant_start_execution(function)
        # a caller that starts executions may also look at and redrive its own machine's executions
        # (a stranded claim or ingestion restarted safely, `clausetrail ops`)
        stack = Stack.of(function)
        executions = stack.format_arn(
            service="states",
            resource="execution",
            resource_name=f"{cast(sfn.StateMachine, state_machine).state_machine_name}:*",
            arn_format=ArnFormat.COLON_RESOURCE_NAME,
        )
        function.add_to_role_policy(
            iam.PolicyStatement(
                actions=list(EXECUTION_ACTIONS), resources=[state_machine.state_machine_arn, executions]
            )
        )
        function.add_environment(setting_env(target.setting), state_machine.state_machine_arn)
        acknowledge(
            function.role or function,
            "Execution names are claim or version ids known only at run time; the grant covers the executions "
            "of the one state machine this function starts, to describe and redrive them.",
            "AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:"
            f"<{stack.get_logical_id(state_machine.node.default_child)}.Name>:*]",  # type: ignore[arg-type]
        )

    return grant


#: what a starter may do to the executions of its own machine
EXECUTION_ACTIONS = ("states:DescribeExecution", "states:RedriveExecution")


GRANTS: dict[str, Grant] = {
    registry.DB: _db,
    registry.DB_ADMIN: _db_admin,
    registry.DOCUMENTS_READ: _documents_read,
    registry.DOCUMENTS_WRITE: _documents_write,
    registry.TEXTRACT: _textract,
    registry.TEXTRACT_INPUT: _textract_input,
    registry.BEDROCK_EMBED: _bedrock_embed,
    registry.BEDROCK_LLM: _bedrock_llm,
    registry.AUDIT_READ: _audit_read,
    registry.AUDIT_WRITE: _audit_write,
    registry.ENQUEUE_CLAIMS: _enqueue_claims,
    registry.CONSUME_CLAIMS: _consume_claims,
    registry.TASK_TOKEN: _task_token,
    **{need: _start(need) for need in STARTS},
}


def grant_needs(function: lambda_.Function, spec: FunctionSpec, targets: NeedTargets) -> None:
    """Give `function` exactly what `spec.needs` lists, nothing else."""
    unknown = sorted(spec.needs - GRANTS.keys())
    if unknown:
        raise ValueError(
            f"{spec.name} needs {unknown}, which infra/grants.py does not know (known: {sorted(GRANTS)})"
        )
    for need in sorted(spec.needs):
        GRANTS[need](function, targets)
