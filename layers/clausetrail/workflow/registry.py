"""The one registry of Lambda functions and state machines.

CDK builds one Lambda per `FunctionSpec` and fills each `${<Name>FunctionArn}` placeholder of the ASL
files from it; the local runner dispatches the very same ARNs to the in-process handlers. Adding a stage
means adding it here and creating `functions/<stage>/handler.py`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Handler = Callable[[dict[str, Any], Any], Any]

#: the source checkout this package runs from, when it runs from one (CDK and the tests build from it); the
#: layer installed alone (a Lambda layer, a wheel) has none, and nothing at run time relies on it
REPO_ROOT = Path(__file__).resolve().parents[3]
#: where the ASL definitions are unless `settings.statemachine_dir` (CLAUSETRAIL_STATEMACHINE_DIR) says
STATEMACHINE_DIR = REPO_ROOT / "statemachines"


class StateMachineDefinitionMissing(FileNotFoundError):
    """An ASL definition is not where the settings say (or, unset, in the source checkout)."""


def statemachine_dir() -> Path:
    """The folder of the ASL definitions: `CLAUSETRAIL_STATEMACHINE_DIR`, else the source checkout's."""
    from clausetrail.settings import get_settings

    configured = get_settings().statemachine_dir
    return configured if configured is not None else STATEMACHINE_DIR


LOCAL_ACCOUNT = "123456789012"
LOCAL_REGION = "us-east-1"


@dataclass(frozen=True, slots=True)
class FunctionSpec:
    name: str  # logical name, e.g. "IngestOcr"
    stage: str  # folder under functions/
    description: str
    memory_mb: int = 1024
    timeout_s: int = 300
    # what the function touches; CDK grants exactly these (least privilege)
    needs: frozenset[str] = field(default_factory=frozenset)
    # served by the AWS Lambda Web Adapter: the handler is `run.sh`, which starts `handler.py`'s web server,
    # and the function answers as a Lambda response stream
    web_adapter: bool = False

    @property
    def substitution_key(self) -> str:
        return f"{self.name}FunctionArn"

    @property
    def local_function_name(self) -> str:
        return f"clausetrail-{self.stage.replace('_', '-')}"

    def local_arn(self) -> str:
        return f"arn:aws:lambda:{LOCAL_REGION}:{LOCAL_ACCOUNT}:function:{self.local_function_name}"

    def load_handler(self) -> Handler:
        module = importlib.import_module(f"functions.{self.stage}.handler")
        handler: Handler = module.handler
        return handler


@dataclass(frozen=True, slots=True)
class StateMachineSpec:
    name: str  # e.g. "ingest_policy"
    functions: tuple[str, ...]  # logical names of the FunctionSpecs it invokes

    @property
    def asl_path(self) -> Path:
        """The ASL definition file; StateMachineDefinitionMissing (naming the setting) when it is not there."""
        folder = statemachine_dir()
        path = folder / f"{self.name}.asl.json"
        if not path.is_file():
            raise StateMachineDefinitionMissing(
                f"the state machine definition {path.name} is not in {folder}: set CLAUSETRAIL_STATEMACHINE_DIR "
                "to the folder holding the statemachines/*.asl.json files"
            )
        return path


DB = "db"  # the application user's secret and the RDS Proxy
DB_ADMIN = "db_admin"  # the master secret (migrations, creating the application user): DbMigrate only
DOCUMENTS_READ = "documents_read"
DOCUMENTS_WRITE = "documents_write"
TEXTRACT = "textract"
# s3:PutObject (+ kms:GenerateDataKey) under TEXTRACT_INPUT_PREFIX of the documents bucket: the async Textract
# APIs read from S3, so the OCR adapter first writes the (image-only pages of the) PDF there
TEXTRACT_INPUT = "textract_input"
TEXTRACT_INPUT_PREFIX = "textract-input/"
BEDROCK_EMBED = "bedrock_embed"
BEDROCK_LLM = "bedrock_llm"
START_INGEST = "start_ingest"
START_ADJUDICATION = "start_adjudication"
AUDIT_WRITE = "audit_write"
AUDIT_READ = "audit_read"
ENQUEUE_CLAIMS = "enqueue_claims"  # sqs:SendMessage on the intake queue
CONSUME_CLAIMS = "consume_claims"  # the intake queue is this function's event source
TASK_TOKEN = "task_token"  # SendTaskSuccess/Failure: only the review path may complete a wait

FUNCTIONS: tuple[FunctionSpec, ...] = (
    FunctionSpec(
        "DbMigrate",
        "db_migrate",
        "Applies versioned SQL migrations and sets up the application user",
        512,
        300,
        frozenset({DB_ADMIN}),
    ),
    FunctionSpec(
        "Api",
        "api",
        "Public REST API (policies, questions, claims)",
        1024,
        29,
        # intake writes the claim's first audit record and restarts a stranded claim resubmitted with its key
        frozenset(
            {
                DB,
                DOCUMENTS_WRITE,
                DOCUMENTS_READ,
                START_INGEST,
                ENQUEUE_CLAIMS,
                BEDROCK_EMBED,
                BEDROCK_LLM,  # policy answers with CLAUSETRAIL_QUESTIONS_BACKEND=claude
                AUDIT_WRITE,
                AUDIT_READ,
                START_ADJUDICATION,
            }
        ),
    ),
    FunctionSpec(
        "Questions",
        "questions",
        "Policy questions (SPEC §4) answered as a response stream: POST /v1/policies/{policy_id}/questions "
        "behind the Lambda Web Adapter",
        1024,
        60,
        # the policy, its clauses and terms (database), query embeddings and, with
        # CLAUSETRAIL_QUESTIONS_BACKEND=claude, the answer model
        frozenset({DB, BEDROCK_EMBED, BEDROCK_LLM}),
        web_adapter=True,
    ),
    FunctionSpec(
        "Review",
        "review",
        "Adjuster reviews and CRC votes: validates them and completes the waiting task token; the review "
        "console's reads (packets, page images of the claim documents, decision letters)",
        512,
        29,
        # the console shows each claim document's pages (read) and the decision letter, which is rendered
        # again from the stored decision and stored when it is missing (write)
        frozenset({DB, AUDIT_WRITE, AUDIT_READ, TASK_TOKEN, DOCUMENTS_READ, DOCUMENTS_WRITE}),
    ),
    FunctionSpec(
        "IngestValidate",
        "ingest_validate",
        "Checks the wording PDF",
        1024,
        120,
        frozenset({DB, DOCUMENTS_READ}),
    ),
    FunctionSpec(
        "IngestOcr",
        "ingest_ocr",
        "PDF to layout model (text layer, Textract for image-only pages)",
        2048,
        900,
        frozenset({DB, DOCUMENTS_READ, DOCUMENTS_WRITE, TEXTRACT}),
    ),
    FunctionSpec(
        "IngestChunk", "ingest_chunk", "Clause-aware chunking", 1024, 300, frozenset({DB, DOCUMENTS_READ})
    ),
    FunctionSpec(
        "IngestEmbed", "ingest_embed", "Embeds clauses in batches", 2048, 900, frozenset({DB, BEDROCK_EMBED})
    ),
    FunctionSpec(
        "ExtractPass",
        "extract_pass",
        "One of the seven policy-terms extraction passes",
        1536,
        600,
        frozenset({DB, BEDROCK_EMBED, BEDROCK_LLM}),
    ),
    FunctionSpec(
        "ExtractPassFailed",
        "extract_pass_failed",
        "Records a failed extraction pass",
        512,
        60,
        frozenset({DB}),
    ),
    FunctionSpec(
        "ScoreTerms", "score_terms", "Completeness score of the extracted terms", 512, 60, frozenset({DB})
    ),
    FunctionSpec(
        "IngestFinalize", "ingest_finalize", "Makes a complete version visible", 512, 60, frozenset({DB})
    ),
    FunctionSpec("IngestFail", "ingest_fail", "Records why an ingestion failed", 512, 60, frozenset({DB})),
)

FUNCTIONS = (
    *FUNCTIONS,
    FunctionSpec(
        "ClaimQueue",
        "claim_queue",
        "Starts one adjudication per queued claim (execution name = claim id)",
        512,
        60,
        frozenset({DB, CONSUME_CLAIMS, START_ADJUDICATION}),
    ),
    FunctionSpec(
        "ClaimExtract",
        "claim_extract",
        "Claim documents to typed facts (the only stage that reads documents)",
        2048,
        600,
        frozenset({DB, DOCUMENTS_READ, TEXTRACT, TEXTRACT_INPUT, BEDROCK_LLM, AUDIT_WRITE, AUDIT_READ}),
    ),
    FunctionSpec(
        "ClaimRules", "claim_rules", "Rules in code", 1024, 120, frozenset({DB, AUDIT_WRITE, AUDIT_READ})
    ),
    FunctionSpec(
        "ClaimJudge",
        "claim_judge",
        "Judgement: marks bill lines covered or not with clause ids (Claude with tools, or the offline judge)",
        1024,
        600,  # up to five model calls, each with its own retries
        # search_policy embeds the question (Titan on AWS); the large model judges
        frozenset({DB, AUDIT_WRITE, AUDIT_READ, BEDROCK_EMBED, BEDROCK_LLM}),
    ),
    FunctionSpec(
        "ClaimVerify",
        "claim_verify",
        "Verification: clause ids of the version, payable recomputed by the rules, clause support checked",
        1024,
        300,
        frozenset({DB, AUDIT_WRITE, AUDIT_READ, BEDROCK_LLM}),
    ),
    FunctionSpec(
        "ClaimGate",
        "claim_gate",
        "Score, gate and review sampling",
        512,
        60,
        frozenset({DB, AUDIT_WRITE, AUDIT_READ}),
    ),
    FunctionSpec(
        "ClaimAwaitReview",
        "claim_await_review",
        "Stores the task token of a review or of the CRC votes",
        512,
        60,
        frozenset({DB, AUDIT_WRITE, AUDIT_READ}),
    ),
    FunctionSpec(
        "ClaimEscalate",
        "claim_escalate",
        "Escalates a forgotten review or CRC wait",
        512,
        60,
        frozenset({DB, AUDIT_WRITE, AUDIT_READ}),
    ),
    FunctionSpec(
        "ClaimDecide",
        "claim_decide",
        "Records the decision and stores its decision letter (PDF) with the documents",
        512,
        60,
        frozenset({DB, AUDIT_WRITE, AUDIT_READ, DOCUMENTS_READ, DOCUMENTS_WRITE}),
    ),
    FunctionSpec(
        "ClaimFail",
        "claim_fail",
        "Records why adjudication stopped",
        512,
        60,
        frozenset({DB, AUDIT_WRITE, AUDIT_READ}),
    ),
)

STATE_MACHINES: tuple[StateMachineSpec, ...] = (
    StateMachineSpec(
        "ingest_policy",
        (
            "IngestValidate",
            "IngestOcr",
            "IngestChunk",
            "IngestEmbed",
            "ExtractPass",
            "ExtractPassFailed",
            "ScoreTerms",
            "IngestFinalize",
            "IngestFail",
        ),
    ),
    StateMachineSpec(
        "adjudicate_claim",
        (
            "ClaimExtract",
            "ClaimRules",
            "ClaimJudge",
            "ClaimVerify",
            "ClaimGate",
            "ClaimAwaitReview",
            "ClaimEscalate",
            "ClaimDecide",
            "ClaimFail",
        ),
    ),
)


# ---------------------------------------------------------------- AWS calls (tests/infra/test_aws_permissions.py)
#: What the AWS clients of each module act on, per boto3 service: a module that calls AWS must be listed here
#: (or in LOCAL_ONLY_MODULES). The permission test reads every AWS operation such a module calls, finds
#: the functions whose handler can reach the call, and checks that each of their roles allows it on this
#: target. Targets: documents (objects of the documents bucket), documents/textract-input (the OCR input
#: copies), audit/claims (audit records), db-secret (the secret in the function's settings), claim-queue,
#: state-machine (those named in the function's settings), titan, claude (the model ids in its settings), *.
AWS_CALL_TARGETS: dict[str, dict[str, str]] = {
    "clausetrail.adapters.storage_s3": {"s3": "documents"},
    "clausetrail.adapters.ocr_textract": {"s3": "documents/textract-input", "textract": "*"},
    "clausetrail.adapters.ocr_expense": {"textract": "*"},
    "clausetrail.services.claim_facts": {"textract": "*"},
    "clausetrail.adapters.audit_s3": {"s3": "audit/claims"},
    "clausetrail.adapters.db.credentials": {"secretsmanager": "db-secret"},
    "clausetrail.adapters.queue_sqs": {"sqs": "claim-queue"},
    "clausetrail.adapters.workflows_sfn": {"stepfunctions": "state-machine"},
    "clausetrail.adapters.embedder_factory": {"bedrock-runtime": "titan"},
    "clausetrail.adapters.embed_titan": {"bedrock-runtime": "titan"},
    "clausetrail.adapters.llm_claude": {"bedrock-runtime": "claude"},
}
#: modules whose code never runs on AWS (the embedded defaults the settings select locally), with the reason;
#: the permission test leaves them out
LOCAL_ONLY_MODULES: dict[str, str] = {
    "clausetrail.workflow.local_sfn": "drives moto's in-process Step Functions; on AWS the real service runs",
    "clausetrail.adapters.queue_local": "the in-process intake queue; on AWS claims go through SQS",
}


def function(name: str) -> FunctionSpec:
    for spec in FUNCTIONS:
        if spec.name == name:
            return spec
    raise KeyError(f"no function named {name!r} in the registry")


def state_machine(name: str) -> StateMachineSpec:
    for spec in STATE_MACHINES:
        if spec.name == name:
            return spec
    raise KeyError(f"no state machine named {name!r} in the registry")


def substitutions(arn_for: Callable[[FunctionSpec], str]) -> dict[str, str]:
    """`${...}` substitutions for every function, with ARNs chosen by the caller (CDK or local)."""
    return {spec.substitution_key: arn_for(spec) for spec in FUNCTIONS}
