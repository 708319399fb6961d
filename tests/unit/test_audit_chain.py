"""The audit hash chain: canonical form, hashing, appending, and detection of each kind of tampering."""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from clausetrail.domain.audit_chain import (
    AuditChainError,
    AuditCorrupt,
    AuditPayloadError,
    AuditRecord,
    append,
    canonical_json,
    format_timestamp,
    genesis_hash,
    verify_chain,
)
from clausetrail.domain.errors import ValidationFailed

T0 = datetime(2025, 3, 14, 9, 26, 53, 589793, tzinfo=UTC)

STAGES: list[tuple[str, str, dict[str, Any]]] = [
    ("intake", "system", {"document_sha256": ["ab" * 32], "amount_claimed": 48_250}),
    (
        "extraction",
        "claude-haiku-5-5",
        {"facts": {"bill_total": 48_250, "room_rate": 4_000}, "tokens_in": 8_800},
    ),
    ("rules", "system", {"rules_version": "2025.03.1", "results": [{"rule_id": "R01", "passed": True}]}),
    (
        "judgement",
        "claude-sonnet-5-5",
        {"clause_ids": ["c-12"], "prompt_version": "judge-v3", "tokens_out": 500},
    ),
    ("decision", "reviewer-17", {"decision": "partial", "payable_amount": 41_000}),
]


def build_chain(
    claim_id: str = "clm_001", stages: list[tuple[str, str, dict[str, Any]]] = STAGES
) -> list[AuditRecord]:
    records: list[AuditRecord] = []
    for i, (event, actor, payload) in enumerate(stages):
        tail = records[-1] if records else None
        records.append(
            append(
                tail,
                claim_id=claim_id,
                event=event,
                actor=actor,
                at=T0 + timedelta(minutes=i),
                payload=payload,
            )
        )
    return records


# ------------------------------------------------------------------------------------------ canonical and hash


def test_canonical_json_sorts_keys_drops_whitespace_and_keeps_utf8() -> None:
    assert canonical_json({"b": 1, "a": [True, None, "é₹"]}) == '{"a":[true,null,"é₹"],"b":1}'.encode()


def test_record_hash_is_sha256_of_the_canonical_record_without_its_hash() -> None:
    record = append(
        None, claim_id="clm_001", event="intake", actor="system", at=T0, payload={"z": 1, "a": "x"}
    )
    expected_form = {
        "claim_id": "clm_001",
        "seq": 1,
        "event": "intake",
        "actor": "system",
        "at": "2025-03-14T09:26:53.589793Z",
        "payload": {"a": "x", "z": 1},
        "prev_hash": hashlib.sha256(b"clausetrail:clm_001").hexdigest(),
    }
    text = json.dumps(expected_form, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert record.record_hash == hashlib.sha256(text.encode("utf-8")).hexdigest()
    assert record.seq == 1
    assert record.prev_hash == genesis_hash("clm_001") == hashlib.sha256(b"clausetrail:clm_001").hexdigest()


def test_hash_is_deterministic_and_independent_of_key_order() -> None:
    one = append(
        None, claim_id="c1", event="rules", actor="system", at=T0, payload={"a": 1, "b": {"y": 2, "x": 3}}
    )
    two = append(
        None, claim_id="c1", event="rules", actor="system", at=T0, payload={"b": {"x": 3, "y": 2}, "a": 1}
    )
    assert one.record_hash == two.record_hash
    later = append(
        None,
        claim_id="c1",
        event="rules",
        actor="system",
        at=T0 + timedelta(microseconds=1),
        payload={"a": 1},
    )
    assert (
        later.record_hash
        != append(None, claim_id="c1", event="rules", actor="system", at=T0, payload={"a": 1}).record_hash
    )


def test_time_is_hashed_as_utc_whatever_zone_it_was_given_in() -> None:
    ist = timezone(timedelta(hours=5, minutes=30))
    local = datetime(2025, 3, 14, 14, 56, 53, 589793, tzinfo=ist)
    assert format_timestamp(local) == "2025-03-14T09:26:53.589793Z"
    a = append(None, claim_id="c1", event="intake", actor="system", at=local, payload={})
    b = append(None, claim_id="c1", event="intake", actor="system", at=T0, payload={})
    assert a.record_hash == b.record_hash


@pytest.mark.parametrize(
    ("payload", "where"),
    [
        ({"payable_amount": 41000.0}, "payload.payable_amount"),
        ({"lines": [{"amount": 12.5}]}, "payload.lines[0].amount"),
        ({"score": float("nan")}, "payload.score"),
    ],
)
def test_floats_are_refused_with_the_path_named(payload: dict[str, Any], where: str) -> None:
    with pytest.raises(AuditPayloadError) as caught:
        append(None, claim_id="c1", event="gate", actor="system", at=T0, payload=payload)
    assert where in caught.value.message
    assert "float" in caught.value.message
    assert caught.value.code == "AUDIT_PAYLOAD_INVALID"


@pytest.mark.parametrize(
    "payload",
    [{1: "x"}, {"s": {1, 2}}, {"b": b"raw"}, {"d": datetime(2025, 1, 1)}, {"big": 2**53}, {"t": "\ud800"}],
)
def test_non_json_values_are_refused(payload: dict[Any, Any]) -> None:
    with pytest.raises(AuditPayloadError):
        append(None, claim_id="c1", event="gate", actor="system", at=T0, payload=payload)


def test_naive_time_bad_claim_id_and_bad_event_are_refused() -> None:
    with pytest.raises(AuditPayloadError, match="time zone"):
        append(None, claim_id="c1", event="intake", actor="system", at=datetime(2025, 1, 1), payload={})
    for bad in ["", "../etc", "a/b", "a..b", ".hidden"]:
        with pytest.raises(ValidationFailed):
            append(None, claim_id=bad, event="intake", actor="system", at=T0, payload={})
    with pytest.raises(ValidationFailed):
        append(None, claim_id="c1", event="Intake Stage", actor="system", at=T0, payload={})
    with pytest.raises(ValidationFailed):
        append(None, claim_id="c1", event="intake", actor=" ", at=T0, payload={})


def test_payload_is_copied_so_later_changes_to_the_callers_dict_do_not_leak_in() -> None:
    payload: dict[str, Any] = {"facts": {"bill_total": 100}}
    record = append(None, claim_id="c1", event="extraction", actor="system", at=T0, payload=payload)
    payload["facts"]["bill_total"] = 999
    assert record.payload == {"facts": {"bill_total": 100}}
    assert verify_chain([record]).ok


# ------------------------------------------------------------------------------------------------------ append


def test_append_links_each_record_to_the_one_before() -> None:
    chain = build_chain()
    assert [r.seq for r in chain] == [1, 2, 3, 4, 5]
    assert chain[0].prev_hash == genesis_hash("clm_001")
    for before, after in pairwise(chain):
        assert after.prev_hash == before.record_hash


def test_append_refuses_a_tail_of_another_claim_or_an_altered_tail() -> None:
    chain = build_chain()
    with pytest.raises(AuditChainError):
        append(chain[-1], claim_id="clm_002", event="review", actor="r1", at=T0, payload={})
    altered = replace(chain[-1], payload={**chain[-1].payload, "payable_amount": 48_250})
    with pytest.raises(AuditChainError):
        append(altered, claim_id="clm_001", event="review", actor="r1", at=T0, payload={})


def test_stored_json_round_trips_to_the_same_record() -> None:
    for record in build_chain():
        again = AuditRecord.from_json(record.to_json())
        assert again == record
        assert again.compute_hash() == record.record_hash


@pytest.mark.parametrize(
    "data",
    [b"not json", b"[1,2]", b'{"seq": 1}', b"\xff\xfe", None],
)
def test_unreadable_stored_records_raise_audit_corrupt(data: bytes | None) -> None:
    record = build_chain()[0]
    if data is None:  # a record whose time is not a time
        data = json.dumps({**record.to_dict(), "at": "yesterday"}).encode()
    with pytest.raises(AuditCorrupt):
        AuditRecord.from_json(data)


# ---------------------------------------------------------------------------------------------------- tampering


def test_an_intact_chain_verifies() -> None:
    result = verify_chain(build_chain(), claim_id="clm_001")
    assert result.ok
    assert result.checked == 5
    assert result.problems == []
    assert result.head_hash == build_chain()[-1].record_hash


def test_an_edited_payload_field_is_detected_at_its_record() -> None:
    chain = build_chain()
    chain[4] = replace(chain[4], payload={**chain[4].payload, "payable_amount": 48_250})
    result = verify_chain(chain, claim_id="clm_001")
    assert not result.ok
    assert [(p.seq, p.kind) for p in result.problems] == [(5, "edited")]


def test_an_edited_actor_or_time_is_detected() -> None:
    chain = build_chain()
    chain[1] = replace(chain[1], actor="someone-else")
    chain[2] = replace(chain[2], at=chain[2].at + timedelta(days=1))
    assert [(p.seq, p.kind) for p in verify_chain(chain).problems] == [(2, "edited"), (3, "edited")]


def test_an_edit_with_a_recomputed_hash_breaks_the_next_link() -> None:
    chain = build_chain()
    forged = replace(chain[2], payload={**chain[2].payload, "rules_version": "2099.01"})
    chain[2] = replace(forged, record_hash=forged.compute_hash())
    result = verify_chain(chain, claim_id="clm_001")
    assert [(p.seq, p.kind) for p in result.problems] == [(4, "broken_link")]


def test_a_float_smuggled_into_a_stored_payload_is_reported_as_edited() -> None:
    chain = build_chain()
    chain[1] = replace(chain[1], payload={**chain[1].payload, "tokens_in": 8800.0})
    assert [(p.seq, p.kind) for p in verify_chain(chain).problems] == [(2, "edited")]


def test_a_deleted_middle_record_is_reported_missing() -> None:
    chain = build_chain()
    del chain[2]
    result = verify_chain(chain, claim_id="clm_001")
    assert [(p.seq, p.kind) for p in result.problems] == [(3, "missing")]


def test_a_deleted_first_record_is_reported_missing() -> None:
    chain = build_chain()[1:]
    assert [(p.seq, p.kind) for p in verify_chain(chain, claim_id="clm_001").problems] == [(1, "missing")]


def test_several_deleted_records_are_one_gap() -> None:
    chain = build_chain()
    result = verify_chain([chain[0], chain[4]], claim_id="clm_001")
    assert [(p.seq, p.kind) for p in result.problems] == [(2, "missing")]
    assert "2 to 4" in result.problems[0].detail


def test_two_swapped_records_are_reported_reordered() -> None:
    chain = build_chain()
    chain[1], chain[2] = chain[2], chain[1]
    result = verify_chain(chain, claim_id="clm_001")
    assert [(p.seq, p.kind) for p in result.problems] == [(2, "reordered")]


def test_swapped_contents_with_renumbered_seqs_are_caught_by_hash_and_link() -> None:
    chain = build_chain()
    a, b = chain[1], chain[2]
    chain[1], chain[2] = replace(b, seq=2), replace(a, seq=3)
    kinds = verify_chain(chain, claim_id="clm_001").kinds()
    assert "edited" in kinds


def test_a_record_spliced_in_from_another_claim_is_reported() -> None:
    ours, theirs = build_chain("clm_001"), build_chain("clm_002")
    replaced = [*ours[:2], theirs[2], *ours[3:]]
    result = verify_chain(replaced, claim_id="clm_001")
    assert (3, "wrong_claim") in [(p.seq, p.kind) for p in result.problems]
    assert (3, "missing") in [(p.seq, p.kind) for p in result.problems]
    inserted = [*ours[:3], theirs[3], *ours[3:]]
    result = verify_chain(inserted, claim_id="clm_001")
    assert [(p.seq, p.kind) for p in result.problems] == [(4, "wrong_claim")]


def test_a_chain_built_for_another_claim_and_relabelled_fails() -> None:
    theirs = build_chain("clm_002")
    relabelled = [replace(r, claim_id="clm_001") for r in theirs]
    result = verify_chain(relabelled, claim_id="clm_001")
    assert {(1, "edited"), (1, "broken_link")} <= {(p.seq, p.kind) for p in result.problems}


def test_a_duplicate_seq_is_reported() -> None:
    chain = build_chain()
    twin = append(chain[1], claim_id="clm_001", event="rules", actor="system", at=T0, payload={"other": 1})
    result = verify_chain([*chain[:3], twin, *chain[3:]], claim_id="clm_001")
    assert (3, "duplicate") in [(p.seq, p.kind) for p in result.problems]


def test_the_expected_claim_defaults_to_the_majority() -> None:
    ours, theirs = build_chain("clm_001"), build_chain("clm_002")
    result = verify_chain([theirs[0], *ours[1:]])
    assert [(p.seq, p.kind) for p in result.problems] == [(1, "missing"), (1, "wrong_claim")]


def test_an_empty_chain_is_ok() -> None:
    result = verify_chain([], claim_id="clm_001")
    assert result.ok and result.checked == 0 and result.head_hash is None


# --------------------------------------------------------------------------------------------------- properties

json_leaf = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**53) + 1, max_value=2**53 - 1)
    | st.text(max_size=12)
)
json_value = st.recursive(
    json_leaf,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
payloads = st.dictionaries(st.text(max_size=10), json_value, max_size=5)
events = st.sampled_from(
    ["intake", "extraction", "rules", "judgement", "verification", "gate", "review", "decision"]
)


@settings(max_examples=60, deadline=None)
@given(steps=st.lists(st.tuples(events, payloads), min_size=1, max_size=8))
def test_any_sequence_of_appended_payloads_verifies(steps: list[tuple[str, dict[str, Any]]]) -> None:
    records: list[AuditRecord] = []
    for i, (event, payload) in enumerate(steps):
        records.append(
            append(
                records[-1] if records else None,
                claim_id="clm_prop",
                event=event,
                actor="system",
                at=T0 + timedelta(seconds=i),
                payload=payload,
            )
        )
    result = verify_chain(records, claim_id="clm_prop")
    assert result.ok, result.problems
    assert result.checked == len(steps)
    stored = [AuditRecord.from_json(r.to_json()) for r in records]
    assert verify_chain(stored, claim_id="clm_prop").ok


@settings(max_examples=60, deadline=None)
@given(
    steps=st.lists(payloads, min_size=1, max_size=6),
    victim=st.integers(min_value=0, max_value=5),
    key=st.text(max_size=6),
    value=json_value,
)
def test_any_change_to_one_stored_payload_is_detected(
    steps: list[dict[str, Any]], victim: int, key: str, value: Any
) -> None:
    records: list[AuditRecord] = []
    for payload in steps:
        tail = records[-1] if records else None
        records.append(
            append(tail, claim_id="clm_prop", event="rules", actor="system", at=T0, payload=payload)
        )
    victim %= len(records)
    changed = {**records[victim].payload, key: value}
    assume(canonical_json(changed) != canonical_json(records[victim].payload))
    records[victim] = replace(records[victim], payload=json.loads(canonical_json(changed)))
    result = verify_chain(records, claim_id="clm_prop")
    assert not result.ok
    assert (victim + 1, "edited") in [(p.seq, p.kind) for p in result.problems]


@pytest.mark.parametrize(
    "payload",
    [
        {"a": 1, "b": [True, None, "x", {"c": -(2**53 - 1)}], "d": (1, 2)},
        {"amount": 1.5},
        {"nested": [{"deep": [0.1]}]},
        {"big": 2**53},
        {1: "non-string key"},
        {"nested": {2: "x"}},
        {"a set": {1, 2}},
        {"bytes": b"x"},
    ],
)
def test_the_quick_check_decides_as_the_checker_with_paths(payload: dict[Any, Any]) -> None:
    """`_check_json` takes a quick walk first; what it refuses, and the message, is the full checker's."""
    from clausetrail.domain import audit_chain

    try:
        audit_chain._check_json_at(payload, "payload")
        expected = None
    except AuditPayloadError as exc:
        expected = str(exc)
    try:
        canonical_json(payload)
        got = None
    except AuditPayloadError as exc:
        got = str(exc)
    assert got == expected
