"""Composition root: builds the adapters the settings ask for, once per process.

Handlers and the CLI call `get_runtime()`; tests build a `Runtime` with fakes and install it with
`set_runtime()`. Nothing here runs at import time. A `Runtime` satisfies `ports.runtime.RuntimePorts`, the
only view of it the services have (they import no adapter and never this module), so the dependency runs one
way: this module wires services (the local queue's consumer) and adapters together.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING, Any

from clausetrail.settings import Settings, get_settings

if TYPE_CHECKING:
    from clausetrail.adapters.db.claims_repo import ClaimsRepository
    from clausetrail.adapters.db.connection import Database
    from clausetrail.adapters.db.crc_repo import CrcRepository
    from clausetrail.adapters.db.documents_repo import DocumentsRepository
    from clausetrail.adapters.db.extraction_repo import ExtractionRepository
    from clausetrail.adapters.db.judgement_repo import JudgementRepository
    from clausetrail.adapters.db.policy_repo import PolicyRepository
    from clausetrail.ports.embeddings import EmbeddingPort
    from clausetrail.ports.llm import ToolUseLlm
    from clausetrail.ports.ocr import ExpenseReader, OcrPort, PdfInspector
    from clausetrail.ports.queue import ClaimQueuePort
    from clausetrail.ports.runtime import RuntimePorts
    from clausetrail.ports.storage import StoragePort
    from clausetrail.ports.workflows import WorkflowPort
    from clausetrail.services.audit import AuditTrail

#: what the in-process intake queue hands each claim to (on AWS: the ClaimQueue function behind SQS)
ClaimConsumer = Callable[["RuntimePorts", str], object]


def start_adjudication_consumer(rt: RuntimePorts, claim_id: str) -> object:
    """The default consumer of the local queue: the same service the ClaimQueue function calls on AWS."""
    from clausetrail.services.claims_intake import start_adjudication

    return start_adjudication(rt, claim_id)


class Runtime:
    def __init__(
        self,
        settings: Settings | None = None,
        *,
        storage: StoragePort | None = None,
        ocr: OcrPort | None = None,
        embedder: EmbeddingPort | None = None,
        workflows: WorkflowPort | None = None,
        token_counter: Callable[[str], int] | None = None,
        database: Database | None = None,
        audit: AuditTrail | None = None,
        claim_queue: ClaimQueuePort | None = None,
        llm: ToolUseLlm | None = None,
        claim_consumer: ClaimConsumer | None = None,
    ) -> None:
        self.settings = settings or get_settings()
        self._overrides: dict[str, Any] = {
            "storage": storage,
            "ocr": ocr,
            "embedder": embedder,
            "workflows": workflows,
            "token_counter": token_counter,
            "database": database,
            "audit": audit,
            "claim_queue": claim_queue,
            "llm": llm,
        }
        # None: the default consumer, resolved in `claim_queue` (only what builds the queue reaches the starter)
        self._claim_consumer: ClaimConsumer | None = claim_consumer
        self._lock = threading.RLock()

    def _override(self, name: str) -> Any:
        return self._overrides.get(name)

    @cached_property
    def database(self) -> Database:
        if (db := self._override("database")) is not None:
            return db
        from clausetrail.adapters.db.connection import Database, resolve_database_url

        with self._lock:
            return Database(
                resolve_database_url(self.settings),
                embedding_dimension=self.settings.resolved_embedding_dimension,
                max_size=self.settings.database_pool_max_size,
                migrate=self.settings.database_migrate_on_connect,
            )

    @cached_property
    def policies(self) -> PolicyRepository:
        from clausetrail.adapters.db.policy_repo import PolicyRepository

        return PolicyRepository(self.database)

    @cached_property
    def documents(self) -> DocumentsRepository:
        from clausetrail.adapters.db.documents_repo import DocumentsRepository

        return DocumentsRepository(self.database)

    @cached_property
    def extraction(self) -> ExtractionRepository:
        from clausetrail.adapters.db.extraction_repo import ExtractionRepository

        return ExtractionRepository(self.database)

    @cached_property
    def claims(self) -> ClaimsRepository:
        from clausetrail.adapters.db.claims_repo import ClaimsRepository

        return ClaimsRepository(self.database)

    @cached_property
    def judgements(self) -> JudgementRepository:
        from clausetrail.adapters.db.judgement_repo import JudgementRepository

        return JudgementRepository(self.database)

    @cached_property
    def crc(self) -> CrcRepository:
        from clausetrail.adapters.db.crc_repo import CrcRepository

        return CrcRepository(self.database)

    @cached_property
    def audit(self) -> AuditTrail:
        if (a := self._override("audit")) is not None:
            return a
        from clausetrail.adapters.db.audit_repo import AuditIndexRepository
        from clausetrail.services.audit import AuditTrail

        if self.settings.audit_backend == "s3":
            from clausetrail.adapters.audit_s3 import S3AuditStore

            if not self.settings.audit_bucket:
                raise RuntimeError("CLAUSETRAIL_AUDIT_BUCKET must be set when the audit backend is s3")
            store: Any = S3AuditStore(
                self.settings.audit_bucket, retention_years=self.settings.audit_retention_years
            )
        else:
            from clausetrail.adapters.audit_folder import FolderAuditStore

            store = FolderAuditStore(self.settings.data_dir / "audit")
        return AuditTrail(store, AuditIndexRepository(self.database))

    @cached_property
    def claim_queue(self) -> ClaimQueuePort:
        if (q := self._override("claim_queue")) is not None:
            return q
        if self.settings.environment == "aws":
            from clausetrail.adapters.queue_sqs import SqsClaimQueue

            if not self.settings.claim_queue_url:
                raise RuntimeError("CLAUSETRAIL_CLAIM_QUEUE_URL must be set on AWS")
            return SqsClaimQueue(self.settings.claim_queue_url)
        from clausetrail.adapters.queue_local import InProcessClaimQueue

        consumer = self._claim_consumer or start_adjudication_consumer

        def consume(claim_id: str) -> None:
            consumer(self, claim_id)

        return InProcessClaimQueue(consume)

    @cached_property
    def storage(self) -> StoragePort:
        if (s := self._override("storage")) is not None:
            return s
        if self.settings.storage_backend == "s3":
            from clausetrail.adapters.storage_s3 import S3Storage

            if not self.settings.documents_bucket:
                raise RuntimeError("CLAUSETRAIL_DOCUMENTS_BUCKET must be set when the storage backend is s3")
            return S3Storage(self.settings.documents_bucket)
        from clausetrail.adapters.storage_folder import FolderStorage

        return FolderStorage(self.settings.data_dir / "documents")

    @cached_property
    def ocr(self) -> OcrPort:
        if (o := self._override("ocr")) is not None:
            return o
        if self.settings.ocr_backend == "textract":
            from clausetrail.adapters.ocr_textract import TextractOcr

            return TextractOcr.from_settings(self.settings)
        from clausetrail.adapters.ocr_local import LocalOcr

        return LocalOcr(self.settings)

    @cached_property
    def policy_ocr(self) -> OcrPort:
        """OCR for policy wordings: like `ocr`, but the first occurrence of a running header or footer is kept
        (it is often the only place the UIN and product name are printed); claim bills must not get page
        footers as lines, so they use `ocr`."""
        if (o := self._override("ocr")) is not None:
            return o
        if self.settings.ocr_backend == "textract":
            return self.ocr
        from clausetrail.adapters.ocr_local import LocalOcr

        return LocalOcr(self.settings, keep_first_running=True)

    @cached_property
    def pdf_inspector(self) -> PdfInspector:
        from clausetrail.adapters.pdf_inspect import inspect_pdf

        return inspect_pdf

    @cached_property
    def expense_reader(self) -> ExpenseReader:
        from clausetrail.adapters.ocr_expense import TextractExpenseReader

        return TextractExpenseReader.from_boto3()

    @cached_property
    def llm(self) -> ToolUseLlm:
        """Claude through the anthropic SDK (built on first use: only a backend set to claude calls it)."""
        if (m := self._override("llm")) is not None:
            return m
        from clausetrail.adapters.llm_claude import ClaudeLlm

        return ClaudeLlm(self.settings)

    @cached_property
    def embedder(self) -> EmbeddingPort:
        if (e := self._override("embedder")) is not None:
            return e
        from clausetrail.adapters.embedder_factory import build_embedder

        return build_embedder(self.settings)

    @cached_property
    def token_counter(self) -> Callable[[str], int]:
        if (t := self._override("token_counter")) is not None:
            return t
        from clausetrail.adapters.token_counter import count_tokens

        return count_tokens

    @cached_property
    def workflows(self) -> WorkflowPort:
        if (w := self._override("workflows")) is not None:
            return w
        if self.settings.environment == "aws":
            from clausetrail.adapters.workflows_sfn import StepFunctionsWorkflows

            arns = {
                "ingest_policy": self.settings.ingest_state_machine_arn or "",
                "adjudicate_claim": self.settings.adjudicate_state_machine_arn or "",
            }
            return StepFunctionsWorkflows({k: v for k, v in arns.items() if v})
        from clausetrail.workflow.local_sfn import LocalStepFunctions

        return LocalStepFunctions()


_runtime: Runtime | None = None
_runtime_lock = threading.Lock()


def get_runtime() -> Runtime:
    global _runtime
    with _runtime_lock:
        if _runtime is None:
            _runtime = Runtime()
        return _runtime


def set_runtime(runtime: Runtime | None) -> None:
    global _runtime
    with _runtime_lock:
        _runtime = runtime


if TYPE_CHECKING:

    def _runtime_satisfies_the_ports(rt: Runtime) -> RuntimePorts:
        """mypy checks here that the composition root is a RuntimePorts (what every service is given)."""
        return rt
