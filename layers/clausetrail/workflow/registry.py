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

REPO_ROOT = Path(__file__).resolve().parents[3]
STATEMACHINE_DIR = REPO_ROOT / "statemachines"
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
        return STATEMACHINE_DIR / f"{self.name}.asl.json"


DB = "db"
DOCUMENTS_READ = "documents_read"
DOCUMENTS_WRITE = "documents_write"
TEXTRACT = "textract"
BEDROCK_EMBED = "bedrock_embed"
BEDROCK_LLM = "bedrock_llm"
START_INGEST = "start_ingest"

FUNCTIONS: tuple[FunctionSpec, ...] = (
    FunctionSpec("DbMigrate", "db_migrate", "Applies versioned SQL migrations", 512, 300, frozenset({DB})),
    FunctionSpec(
        "Api",
        "api",
        "Public REST API (policies, questions, claims)",
        1024,
        29,
        frozenset({DB, DOCUMENTS_WRITE, DOCUMENTS_READ, START_INGEST, BEDROCK_EMBED}),
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
        "IngestFinalize", "ingest_finalize", "Makes a complete version visible", 512, 60, frozenset({DB})
    ),
    FunctionSpec("IngestFail", "ingest_fail", "Records why an ingestion failed", 512, 60, frozenset({DB})),
)

STATE_MACHINES: tuple[StateMachineSpec, ...] = (
    StateMachineSpec(
        "ingest_policy",
        ("IngestValidate", "IngestOcr", "IngestChunk", "IngestEmbed", "IngestFinalize", "IngestFail"),
    ),
)


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
