"""The runtime as the services see it: ports only (SPEC §1).

`clausetrail.runtime.Runtime` (the composition root) builds the adapters the settings ask for and satisfies
this protocol; the unit tests satisfy it with in-memory fakes (`tests/fakes/`). Services annotate their
runtime argument with :class:`RuntimePorts` and never import `clausetrail.runtime` nor any adapter.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from clausetrail.ports.audit import AuditTrailPort
from clausetrail.ports.embeddings import EmbeddingPort
from clausetrail.ports.llm import ToolUseLlm
from clausetrail.ports.ocr import ExpenseReader, OcrPort, PdfInspector
from clausetrail.ports.queue import ClaimQueuePort
from clausetrail.ports.storage import StoragePort
from clausetrail.ports.stores import (
    ClaimStore,
    CrcStore,
    DocumentStore,
    ExtractionStore,
    JudgementStore,
    PolicyStore,
)
from clausetrail.ports.workflows import WorkflowPort
from clausetrail.settings import Settings


class RuntimePorts(Protocol):
    @property
    def settings(self) -> Settings: ...

    # stores
    @property
    def policies(self) -> PolicyStore: ...

    @property
    def claims(self) -> ClaimStore: ...

    @property
    def extraction(self) -> ExtractionStore: ...

    @property
    def documents(self) -> DocumentStore: ...

    @property
    def crc(self) -> CrcStore: ...

    @property
    def judgements(self) -> JudgementStore: ...

    @property
    def audit(self) -> AuditTrailPort: ...

    # everything else the stages call
    @property
    def llm(self) -> ToolUseLlm:
        """The model behind the LLM port when a backend setting asks for Claude (built on first use)."""
        ...

    @property
    def ocr(self) -> OcrPort: ...

    @property
    def policy_ocr(self) -> OcrPort:
        """OCR for policy wordings (keeps the first running header or footer; claim bills use `ocr`)."""
        ...

    @property
    def pdf_inspector(self) -> PdfInspector: ...

    @property
    def expense_reader(self) -> ExpenseReader:
        """Textract AnalyzeExpense (used only when the OCR backend is Textract)."""
        ...

    @property
    def embedder(self) -> EmbeddingPort: ...

    @property
    def storage(self) -> StoragePort: ...

    @property
    def claim_queue(self) -> ClaimQueuePort: ...

    @property
    def workflows(self) -> WorkflowPort: ...

    @property
    def token_counter(self) -> Callable[[str], int]: ...
