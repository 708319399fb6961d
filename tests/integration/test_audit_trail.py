"""AuditTrail over the append-only folder store and the embedded PostgreSQL index."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import psycopg
import pytest

from clausetrail.adapters.audit_folder import FolderAuditStore
from clausetrail.adapters.db.audit_repo import AuditIndexRepository
from clausetrail.adapters.db.connection import Database
from clausetrail.domain.audit_chain import AuditConflict, AuditPayloadError, AuditRecord
from clausetrail.domain.errors import TransientError
from clausetrail.ports.audit import AuditIndexEntry
from clausetrail.services.audit import AuditTrail

CLAIM = "clm_7f3a9c"


class StepClock:
    def __init__(self) -> None:
        self.now = datetime(2025, 3, 14, 9, 0, tzinfo=UTC)
        self._lock = threading.Lock()

    def __call__(self) -> datetime:
        with self._lock:
            self.now += timedelta(seconds=1)
            return self.now


@pytest.fixture
def db(database_url: str) -> Iterator[Database]:
    database = Database(database_url, embedding_dimension=384)
    yield database
    database.close()


@pytest.fixture
def store(tmp_path: Path) -> FolderAuditStore:
    return FolderAuditStore(tmp_path / "audit")


@pytest.fixture
def trail(store: FolderAuditStore, db: Database) -> AuditTrail:
    return AuditTrail(store, AuditIndexRepository(db), StepClock())


def run_stages(trail: AuditTrail) -> list[AuditRecord]:
    return [
        trail.append(
            CLAIM,
            "intake",
            "system",
            {"document_sha256": ["9f" * 32], "amount_claimed": 48_250},
            idempotency_key=f"intake:{CLAIM}",
        ),
        trail.append(
            CLAIM,
            "extraction",
            "claude-haiku-5-5",
            {
                "facts": {"bill_total": 48_250},
                "model_id": "claude-haiku-5-5",
                "prompt_version": "extract-v2",
                "tokens_in": 8_800,
                "tokens_out": 600,
            },
            idempotency_key=f"extraction:{CLAIM}",
        ),
        trail.append(
            CLAIM,
            "rules",
            "system",
            {"rules_version": "2025.03.1", "results": [{"rule_id": "room_rent", "passed": True}]},
            idempotency_key=f"rules:{CLAIM}",
        ),
        trail.append(
            CLAIM,
            "decision",
            "reviewer-17",
            {"decision": "partial", "payable_amount": 41_000, "clause_ids": ["c-4.2"]},
            idempotency_key=f"decision:{CLAIM}",
        ),
    ]


def files(store: FolderAuditStore) -> list[str]:
    return sorted(p.name for p in (store.root / CLAIM).iterdir())


def test_stages_append_a_verified_chain_and_index_it(
    trail: AuditTrail, store: FolderAuditStore, db: Database
) -> None:
    records = run_stages(trail)
    assert [r.seq for r in records] == [1, 2, 3, 4]
    assert [r.event for r in records] == ["intake", "extraction", "rules", "decision"]
    assert files(store) == ["00000001.json", "00000002.json", "00000003.json", "00000004.json"]
    assert records[2].payload["idempotency_key"] == f"rules:{CLAIM}"

    result = trail.verify(CLAIM)
    assert result.ok, result.problems
    assert result.checked == 4
    assert result.head_hash == records[-1].record_hash

    rows = AuditIndexRepository(db).list(CLAIM)
    assert [(r.seq, r.event, r.record_hash, r.prev_hash) for r in rows] == [
        (r.seq, r.event, r.record_hash, r.prev_hash) for r in records
    ]
    extraction, rules = rows[1], rows[2]
    assert (extraction.model_id, extraction.prompt_version, extraction.tokens_in, extraction.tokens_out) == (
        "claude-haiku-5-5",
        "extract-v2",
        8_800,
        600,
    )
    assert rules.rules_version == "2025.03.1" and rules.tokens_in is None
    assert rows[0].at == records[0].at
    assert rows[0].object_key == "file://" + str(store.root / CLAIM / "00000001.json")

    report = trail.report(CLAIM).to_dict()
    assert [r["seq"] for r in report["records"]] == [1, 2, 3, 4]
    assert report["verification"]["ok"] is True
    json.dumps(report)  # the API can send it as is


def test_a_rerun_stage_returns_its_record_instead_of_appending_a_twin(
    trail: AuditTrail, store: FolderAuditStore, db: Database
) -> None:
    first = run_stages(trail)
    again = run_stages(trail)
    assert again == first
    assert len(files(store)) == 4
    assert len(AuditIndexRepository(db).list(CLAIM)) == 4


def test_the_same_key_with_another_payload_is_a_conflict(trail: AuditTrail, store: FolderAuditStore) -> None:
    run_stages(trail)
    with pytest.raises(AuditConflict, match="rules:"):
        trail.append(
            CLAIM, "rules", "system", {"rules_version": "2025.04.0"}, idempotency_key=f"rules:{CLAIM}"
        )
    assert len(files(store)) == 4


def test_a_float_is_refused_before_anything_is_written(trail: AuditTrail, store: FolderAuditStore) -> None:
    with pytest.raises(AuditPayloadError, match="payable_amount"):
        trail.append(CLAIM, "gate", "system", {"payable_amount": 41000.5}, idempotency_key=f"gate:{CLAIM}")
    assert not (store.root / CLAIM).exists()


class FailingIndex:
    def index(self, record: AuditRecord, object_key: str) -> None:
        raise TransientError("database unavailable")

    def list(self, claim_id: str) -> list[AuditIndexEntry]:
        return []


def test_a_stage_that_stopped_between_store_and_index_is_indexed_by_its_rerun(
    store: FolderAuditStore, db: Database
) -> None:
    crashing = AuditTrail(store, FailingIndex(), StepClock())
    with pytest.raises(TransientError):
        crashing.append(CLAIM, "intake", "system", {"amount_claimed": 10}, idempotency_key=f"intake:{CLAIM}")
    assert len(files(store)) == 1

    healthy = AuditTrail(store, AuditIndexRepository(db), StepClock())
    before = healthy.verify(CLAIM)
    assert [(p.seq, p.kind) for p in before.problems] == [(1, "index_mismatch")]

    record = healthy.append(
        CLAIM, "intake", "system", {"amount_claimed": 10}, idempotency_key=f"intake:{CLAIM}"
    )
    assert record.seq == 1 and len(files(store)) == 1
    assert healthy.verify(CLAIM).ok


def test_concurrent_writers_get_contiguous_seqs(trail: AuditTrail) -> None:
    errors: list[BaseException] = []

    def stage(n: int) -> None:
        try:
            for i in range(4):
                trail.append(CLAIM, "review", f"reviewer-{n}", {"i": i}, idempotency_key=f"review:{n}:{i}")
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=stage, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    records = trail.records(CLAIM)
    assert [r.seq for r in records] == list(range(1, 17))
    assert trail.verify(CLAIM).ok


def _rewrite(path: Path, data: bytes) -> None:
    path.chmod(0o644)
    path.write_bytes(data)


def test_a_tail_rewritten_with_a_fresh_hash_is_caught_by_the_index(
    trail: AuditTrail, store: FolderAuditStore
) -> None:
    records = run_stages(trail)
    forged = replace(records[-1], payload={**records[-1].payload, "payable_amount": 48_250})
    forged = replace(forged, record_hash=forged.compute_hash())
    _rewrite(store.root / CLAIM / "00000004.json", forged.to_json())

    result = trail.verify(CLAIM)
    assert [(p.seq, p.kind) for p in result.problems] == [(4, "index_mismatch")]


def test_a_record_cut_from_the_end_is_caught_by_the_index(trail: AuditTrail, store: FolderAuditStore) -> None:
    run_stages(trail)
    (store.root / CLAIM / "00000004.json").unlink()
    result = trail.verify(CLAIM)
    assert [(p.seq, p.kind) for p in result.problems] == [(4, "missing")]
    assert "decision" in result.problems[0].detail


def test_a_deleted_middle_record_and_an_edited_one_are_reported(
    trail: AuditTrail, store: FolderAuditStore
) -> None:
    run_stages(trail)
    (store.root / CLAIM / "00000002.json").unlink()
    path = store.root / CLAIM / "00000003.json"
    data: dict[str, Any] = json.loads(path.read_bytes())
    data["payload"]["rules_version"] = "2099.01"
    _rewrite(path, json.dumps(data).encode())
    result = trail.verify(CLAIM)
    assert not result.ok
    assert [(p.seq, p.kind) for p in result.problems] == [(2, "missing"), (3, "edited")]


def test_an_unreadable_record_makes_verification_fail(trail: AuditTrail, store: FolderAuditStore) -> None:
    run_stages(trail)
    _rewrite(store.root / CLAIM / "00000002.json", b"\x00garbage")
    result = trail.verify(CLAIM)
    assert not result.ok
    assert [(p.seq, p.kind) for p in result.problems] == [(2, "unreadable")]


def test_the_index_is_append_only(trail: AuditTrail, db: Database) -> None:
    run_stages(trail)
    with pytest.raises(psycopg.errors.InsufficientPrivilege), db.transaction() as conn:
        conn.execute("UPDATE audit_index SET record_hash = repeat('0', 64) WHERE claim_id = %s", (CLAIM,))
    with pytest.raises(psycopg.errors.InsufficientPrivilege), db.transaction() as conn:
        conn.execute("DELETE FROM audit_index WHERE claim_id = %s", (CLAIM,))
    assert len(AuditIndexRepository(db).list(CLAIM)) == 4


def test_indexing_another_record_at_an_indexed_seq_is_a_conflict(trail: AuditTrail, db: Database) -> None:
    records = run_stages(trail)
    repo = AuditIndexRepository(db)
    repo.index(records[0], "file:///same")  # identical record: no-op
    other = replace(records[0], payload={"amount_claimed": 1})
    other = replace(other, record_hash=other.compute_hash())
    with pytest.raises(AuditConflict):
        repo.index(other, "file:///other")
    assert repo.list(CLAIM)[0].record_hash == records[0].record_hash
