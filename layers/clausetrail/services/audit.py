"""The claim audit trail (SPEC §1, §3, §5): every stage appends one hash-chained record; verification reads
the write-once store (the source of truth) and cross-checks the database index.

What a stage puts in its payload is what a replay needs years later (seed §"An audit trail that can replay a
decision"): document hashes, extracted facts, policy version id, clause ids with text hashes, rules version
and results, prompt version, model id, token counts, proposal, score, route, reviewer action. These top-level
payload keys are also copied to the index: `rules_version`, `prompt_version`, `model_id` (strings),
`tokens_in`, `tokens_out` (integers). Money and USD are integers (INR/paise, micro-USD): floats are refused.

Reruns: a stage passes an `idempotency_key` that is the same on every attempt of the same work, e.g.
f"rules:{claim_id}" or f"judgement:{claim_id}:{round}", never an execution or attempt id. It is stored in
the payload; if a record with that key exists and says the same thing, it is returned and nothing is appended.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from clausetrail.domain.audit_chain import (
    IDEMPOTENCY_KEY,
    AuditConflict,
    AuditCorrupt,
    AuditRecord,
    ChainVerification,
    Problem,
    append,
    canonical_json,
    verify_chain,
)
from clausetrail.domain.errors import ValidationFailed
from clausetrail.ports.audit import AuditIndex, AuditIndexEntry, AuditStore

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class AuditReport:
    """What GET /internal/claims/{claim_id}/audit returns: the ordered records and their verification."""

    claim_id: str
    records: list[AuditRecord]
    verification: ChainVerification

    def to_dict(self) -> dict[str, Any]:
        return {
            "claim_id": self.claim_id,
            "records": [r.to_dict() for r in self.records],
            "verification": self.verification.to_dict(),
        }


class AuditTrail:
    def __init__(
        self, store: AuditStore, index: AuditIndex, clock: Clock = utc_now, *, max_attempts: int = 8
    ) -> None:
        self.store = store
        self.index = index
        self.clock = clock
        self.max_attempts = max_attempts

    def append(
        self,
        claim_id: str,
        event: str,
        actor: str,
        payload: Mapping[str, Any],
        *,
        idempotency_key: str,
    ) -> AuditRecord:
        """Append the stage's record (store first, then index) and return it.

        If a record with `idempotency_key` exists already with the same event, actor and payload, that record
        is returned (and indexed, in case an earlier attempt stopped before the index write). The same key
        with different content raises AuditConflict. Another writer taking the next seq first is retried.
        """
        if not isinstance(idempotency_key, str) or not idempotency_key.strip():
            raise ValidationFailed(
                "an audit record needs a non-empty idempotency key", code="BAD_IDEMPOTENCY_KEY"
            )
        if payload.get(IDEMPOTENCY_KEY, idempotency_key) != idempotency_key:
            raise ValidationFailed(
                f"payload {IDEMPOTENCY_KEY} {payload.get(IDEMPOTENCY_KEY)!r} differs from {idempotency_key!r}",
                code="BAD_IDEMPOTENCY_KEY",
            )
        full_payload = {**payload, IDEMPOTENCY_KEY: idempotency_key}
        wanted = canonical_json(full_payload)  # refuses floats before anything is written

        for attempt in range(self.max_attempts):
            records = self.store.list(claim_id)
            existing = next((r for r in records if r.idempotency_key == idempotency_key), None)
            if existing is not None:
                if (
                    existing.claim_id == claim_id
                    and existing.event == event
                    and existing.actor == actor
                    and canonical_json(existing.payload) == wanted
                ):
                    self.index.index(existing, self.store.put(existing))
                    return existing
                raise AuditConflict(
                    f"claim {claim_id} already has an audit record with idempotency key {idempotency_key!r} "
                    f"(seq {existing.seq}, {existing.event}) that says something else"
                )
            tail = max(records, key=lambda r: r.seq) if records else None
            record = append(
                tail, claim_id=claim_id, event=event, actor=actor, at=self.clock(), payload=full_payload
            )
            try:
                object_key = self.store.put(record)
            except AuditConflict:
                # another writer took this seq: back off a little, then read the chain again
                time.sleep(random.uniform(0, 0.01 * (attempt + 1)))
                continue
            self.index.index(record, object_key)
            return record
        raise AuditConflict(
            f"could not append to the audit trail of claim {claim_id} after {self.max_attempts} attempts "
            "(concurrent writers)"
        )

    def records(self, claim_id: str) -> list[AuditRecord]:
        return self.store.list(claim_id)

    def verify(self, claim_id: str) -> ChainVerification:
        return self.report(claim_id).verification

    def report(self, claim_id: str) -> AuditReport:
        """The claim's records from the store with the chain verified and the index compared."""
        try:
            records = self.store.list(claim_id)
        except AuditCorrupt as exc:
            problem = Problem(exc.seq, "unreadable", exc.message)
            return AuditReport(claim_id, [], ChainVerification(ok=False, checked=0, problems=[problem]))
        chain = verify_chain(records, claim_id=claim_id)
        extra = compare_with_index(records, self.index.list(claim_id), claim_id=claim_id)
        problems = sorted([*chain.problems, *extra], key=lambda p: (p.seq or 0, p.kind))
        verification = ChainVerification(
            ok=not problems, checked=chain.checked, problems=problems, head_hash=chain.head_hash
        )
        return AuditReport(claim_id, records, verification)


def compare_with_index(
    records: Sequence[AuditRecord], entries: Sequence[AuditIndexEntry], *, claim_id: str
) -> list[Problem]:
    """Where the index and the store disagree. A seq the index lists beyond the store's last record is
    reported `missing` (the chain alone cannot see a cut tail); a gap inside the chain is already reported
    by `verify_chain`; different hashes and unindexed records are `index_mismatch`."""
    stored: dict[int, AuditRecord] = {}
    for record in records:
        if record.claim_id == claim_id:
            stored.setdefault(record.seq, record)
    indexed = {entry.seq: entry for entry in entries}
    last_stored = max(stored, default=0)
    problems: list[Problem] = []
    for seq in sorted(indexed.keys() - stored.keys()):
        entry = indexed[seq]
        if seq > last_stored:
            problems.append(
                Problem(
                    seq,
                    "missing",
                    f"the index lists record seq {seq} ({entry.event}, hash {entry.record_hash[:12]}…) but the "
                    "store has no such record: records were removed from the end of the chain",
                )
            )
    for seq in sorted(indexed.keys() & stored.keys()):
        entry, record = indexed[seq], stored[seq]
        if entry.record_hash != record.record_hash or entry.prev_hash != record.prev_hash:
            problems.append(
                Problem(
                    seq,
                    "index_mismatch",
                    f"record seq {seq} in the store has hash {record.record_hash[:12]}… but the index recorded "
                    f"{entry.record_hash[:12]}… when it was written: the stored record was replaced",
                )
            )
    for seq in sorted(stored.keys() - indexed.keys()):
        problems.append(
            Problem(
                seq,
                "index_mismatch",
                f"record seq {seq} is in the store but not in the index (a stage may have stopped between the "
                "two writes; rerunning it indexes the record)",
            )
        )
    return problems
