"""In-memory stores behind the store ports (`clausetrail.ports.stores`), and a runtime of fakes that satisfies
`clausetrail.ports.runtime.RuntimePorts`: the claim services run on them in unit tests, without PostgreSQL.

They keep the repositories' contracts the services rely on: idempotent creates and saves, `update` refused on
a decided claim, one review per claim with its outbox row, one CRC vote per member with the outcome stored by
the vote that makes the majority, outboxes that are drained, attempted and reopened.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from clausetrail.services.audit import AuditTrail
from clausetrail.settings import Settings
from tests.fakes.claim_store import FakeClaimStore
from tests.fakes.outbox import Clock
from tests.fakes.plumbing import (
    MemoryAuditIndex,
    MemoryAuditStore,
    MemoryStorage,
    RecordingQueue,
    TaskWorkflows,
)
from tests.fakes.policy_stores import FakeDocumentStore, FakeExtractionStore, FakePolicyStore
from tests.fakes.review_stores import FakeCrcStore, FakeJudgementStore


def _unavailable(name: str) -> Any:
    def fail(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError(f"the fake runtime has no {name}")

    return fail


@dataclass
class FakeRuntime:
    """A `RuntimePorts` of in-memory fakes. Ports a test does not need fail loudly when used."""

    settings: Settings = field(default_factory=lambda: Settings(environment="local"))
    clock: Clock = field(default_factory=Clock)
    claims: FakeClaimStore = field(init=False)
    crc: FakeCrcStore = field(init=False)
    policies: FakePolicyStore = field(default_factory=FakePolicyStore)
    judgements: FakeJudgementStore = field(init=False)
    documents: FakeDocumentStore = field(init=False)
    extraction: FakeExtractionStore = field(default_factory=FakeExtractionStore)
    audit: AuditTrail = field(init=False)
    audit_store: MemoryAuditStore = field(default_factory=MemoryAuditStore)
    audit_index: MemoryAuditIndex = field(default_factory=MemoryAuditIndex)
    claim_queue: RecordingQueue = field(default_factory=RecordingQueue)
    workflows: TaskWorkflows = field(default_factory=TaskWorkflows)
    storage: MemoryStorage = field(default_factory=MemoryStorage)
    llm: Any = field(default_factory=lambda: _unavailable("llm"))
    ocr: Any = field(default_factory=lambda: _unavailable("ocr"))
    policy_ocr: Any = field(default_factory=lambda: _unavailable("policy_ocr"))
    pdf_inspector: Any = field(default_factory=lambda: _unavailable("pdf_inspector"))
    expense_reader: Any = field(default_factory=lambda: _unavailable("expense_reader"))
    embedder: Any = None
    token_counter: Callable[[str], int] = field(default=lambda text: len(text.split()))

    def __post_init__(self) -> None:
        self.claims = FakeClaimStore(self.clock)
        self.crc = FakeCrcStore(self.claims)
        self.judgements = FakeJudgementStore(self.policies)
        self.documents = FakeDocumentStore(self.clock)
        self.audit = AuditTrail(self.audit_store, self.audit_index, clock=self.clock)
        if self.embedder is None:
            from tests.fakes.embed_hashing import HashingEmbedder

            self.embedder = HashingEmbedder()
