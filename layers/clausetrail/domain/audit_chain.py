"""The audit trail's hash chain (SPEC §1, §3): records, their canonical form, appending, verification.

Every claim stage appends one `AuditRecord`. Each record holds the hash of the one before it, so an edited,
deleted, reordered or spliced record is detectable years later. Pure: no I/O.

Canonical form (what is hashed and what is stored):
  JSON with keys sorted (by code point), no whitespace, UTF-8 (non-ASCII characters kept, not escaped),
  `at` as `YYYY-MM-DDTHH:MM:SS.ffffffZ` (UTC, microseconds). Payload values are JSON types only, numbers are
  integers only (money in INR or paise, USD in micro-USD): a float is refused, because its text is not stable
  across languages and money must never be a float. Integers stay within ±(2**53 − 1) so any JSON reader
  keeps them exact.
  record_hash = sha256(canonical(record without record_hash)), hex.
  The first record's prev_hash is sha256("clausetrail:" + claim_id), hex.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from itertools import pairwise
from typing import Any, Literal

from clausetrail.domain.errors import ClauseTrailError, Conflict, ValidationFailed

GENESIS_PREFIX = "clausetrail:"
IDEMPOTENCY_KEY = "idempotency_key"  # payload key under which a stage's rerun-stable key is kept
MAX_SAFE_INTEGER = 2**53 - 1

_CLAIM_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")
_EVENT = re.compile(r"^[a-z][a-z0-9_.-]{0,63}$")
_RECORD_FIELDS = ("claim_id", "seq", "event", "actor", "at", "payload", "prev_hash", "record_hash")

ProblemKind = Literal[
    "edited",  # the record's content no longer matches its record_hash
    "missing",  # a seq is absent (deleted record, or the chain was cut at its end)
    "reordered",  # records are not in seq order
    "broken_link",  # prev_hash does not match the record before (a record before it was rewritten)
    "wrong_claim",  # the record belongs to another claim
    "duplicate",  # two records share a seq
    "unreadable",  # a stored record is not a valid record at all
    "index_mismatch",  # the database index disagrees with the store (reported by the service)
]


class AuditPayloadError(ValidationFailed):
    """A payload (or record field) that cannot be hashed canonically: a float, a non-JSON type, a bad key."""

    code = "AUDIT_PAYLOAD_INVALID"


class AuditConflict(Conflict):
    """A different record already exists where this one would go (same claim and seq, or same idempotency key)."""

    code = "AUDIT_CONFLICT"


class AuditCorrupt(ClauseTrailError):
    """A stored record cannot be read as a record (not JSON, fields missing or of the wrong type)."""

    code = "AUDIT_CORRUPT"
    http_status = 500

    def __init__(self, message: str, *, seq: int | None = None) -> None:
        super().__init__(message)
        self.seq = seq


class AuditChainError(ClauseTrailError):
    """Appending would extend a chain whose tail is not intact."""

    code = "AUDIT_CHAIN_BROKEN"
    http_status = 500


# ---------------------------------------------------------------------------------------------- canonical form


def _plain_json(value: Any) -> bool:
    """True when `value` is plain JSON that `_check_json` accepts: exact str, bool, None, int within the safe
    range, dict with str keys, list or tuple. A quick walk without the paths of the error messages; anything
    else (a float, a subclass, another mapping) returns False and `_check_json` decides as it always did."""
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is str or item is None or kind is bool:
            continue
        if kind is int:
            if -MAX_SAFE_INTEGER <= item <= MAX_SAFE_INTEGER:
                continue
            return False
        if kind is dict:
            for key in item:
                if type(key) is not str:
                    return False
            stack.extend(item.values())
            continue
        if kind is list or kind is tuple:
            stack.extend(item)
            continue
        return False
    return True


def _check_json(value: Any, path: str) -> None:
    if _plain_json(value):
        return
    _check_json_at(value, path)


def _check_json_at(value: Any, path: str) -> None:
    if value is None or isinstance(value, bool | str):
        return
    if isinstance(value, int):
        if abs(value) > MAX_SAFE_INTEGER:
            raise AuditPayloadError(
                f"{path} is {value}, outside ±(2**53 − 1); store such a number as a string"
            )
        return
    if isinstance(value, float):
        raise AuditPayloadError(
            f"{path} is a float ({value!r}); audit payloads take integers only "
            "(money in INR or paise, USD in micro-USD) or a string"
        )
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                raise AuditPayloadError(f"{path} has a non-string key {key!r}")
            _check_json_at(item, f"{path}.{key}")
        return
    if isinstance(value, list | tuple):
        for index, item in enumerate(value):
            _check_json_at(item, f"{path}[{index}]")
        return
    raise AuditPayloadError(f"{path} is a {type(value).__name__}, which is not a JSON type")


def canonical_json(value: Any, *, path: str = "payload") -> bytes:
    """Canonical bytes of a JSON value: sorted keys, no whitespace, UTF-8, integers only."""
    _check_json(value, path)
    try:
        return json.dumps(
            value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
        ).encode("utf-8")
    except UnicodeEncodeError as exc:  # lone surrogates
        raise AuditPayloadError(f"{path} holds text that is not valid Unicode: {exc.reason}") from exc


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def genesis_hash(claim_id: str) -> str:
    """prev_hash of a claim's first record."""
    return sha256_hex((GENESIS_PREFIX + claim_id).encode("utf-8"))


def format_timestamp(at: datetime) -> str:
    """The hashed form of `at`: UTC, microseconds, `Z`."""
    if at.tzinfo is None or at.utcoffset() is None:
        raise AuditPayloadError(
            f"audit timestamp {at.isoformat()} has no time zone; pass an aware UTC datetime"
        )
    return at.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_timestamp(text: str) -> datetime:
    at = datetime.fromisoformat(text)
    if at.tzinfo is None:
        raise ValueError(f"timestamp {text!r} has no time zone")
    return at.astimezone(UTC)


def validate_claim_id(claim_id: str) -> str:
    """Claim ids name folders and S3 keys: letters, digits, `.`, `_`, `-`; no `..`; at most 128 characters."""
    if not isinstance(claim_id, str) or not _CLAIM_ID.match(claim_id) or ".." in claim_id:
        raise ValidationFailed(
            f"claim id {claim_id!r} is not valid for the audit trail "
            "(letters, digits, '.', '_', '-'; starts with a letter or digit; at most 128 characters)",
            code="BAD_CLAIM_ID",
        )
    return claim_id


# ------------------------------------------------------------------------------------------------------ record


@dataclass(frozen=True, slots=True)
class AuditRecord:
    claim_id: str
    seq: int  # 1-based, contiguous per claim
    event: str  # intake | extraction | rules | judgement | verification | gate | review | decision | …
    actor: str  # "system", a model id, or a reviewer id
    at: datetime  # UTC
    payload: dict[str, Any]
    prev_hash: str
    record_hash: str

    def hashed_fields(self) -> dict[str, Any]:
        """Everything the record hash covers (all fields but record_hash), `at` in its string form."""
        return {
            "claim_id": self.claim_id,
            "seq": self.seq,
            "event": self.event,
            "actor": self.actor,
            "at": format_timestamp(self.at),
            "payload": self.payload,
            "prev_hash": self.prev_hash,
        }

    def compute_hash(self) -> str:
        """sha256 of the canonical form; raises AuditPayloadError when the content cannot be canonical."""
        return sha256_hex(canonical_json(self.hashed_fields(), path="record"))

    @property
    def idempotency_key(self) -> str | None:
        key = self.payload.get(IDEMPOTENCY_KEY)
        return key if isinstance(key, str) else None

    def to_dict(self) -> dict[str, Any]:
        """JSON-able form (also the API's), `at` as its ISO-8601 string."""
        return {**self.hashed_fields(), "record_hash": self.record_hash}

    def to_json(self) -> bytes:
        """The stored bytes: the canonical JSON of the whole record (deterministic, so rewrites compare)."""
        return canonical_json(self.to_dict(), path="record")

    @classmethod
    def from_dict(cls, data: Any) -> AuditRecord:
        """Parse a stored record. Checks shape and types only: hashes are checked by `verify_chain`."""
        if not isinstance(data, dict):
            raise AuditCorrupt("an audit record must be a JSON object")
        missing = [name for name in _RECORD_FIELDS if name not in data]
        if missing:
            raise AuditCorrupt(f"audit record lacks {', '.join(missing)}")
        seq = data["seq"]
        if not isinstance(seq, int) or isinstance(seq, bool) or seq < 1:
            raise AuditCorrupt(f"audit record seq {seq!r} is not a positive integer")
        for name in ("claim_id", "event", "actor", "at", "prev_hash", "record_hash"):
            if not isinstance(data[name], str):
                raise AuditCorrupt(f"audit record field {name} is not a string", seq=seq)
        if not isinstance(data["payload"], dict):
            raise AuditCorrupt("audit record payload is not a JSON object", seq=seq)
        try:
            at = parse_timestamp(data["at"])
        except ValueError as exc:
            raise AuditCorrupt(
                f"audit record time {data['at']!r} is not an ISO-8601 UTC time", seq=seq
            ) from exc
        return cls(
            claim_id=data["claim_id"],
            seq=seq,
            event=data["event"],
            actor=data["actor"],
            at=at,
            payload=data["payload"],
            prev_hash=data["prev_hash"],
            record_hash=data["record_hash"],
        )

    @classmethod
    def from_json(cls, data: bytes) -> AuditRecord:
        try:
            parsed = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise AuditCorrupt(f"audit record is not UTF-8 JSON: {exc}") from exc
        return cls.from_dict(parsed)


def append(
    tail: AuditRecord | None,
    *,
    claim_id: str,
    event: str,
    actor: str,
    at: datetime,
    payload: Mapping[str, Any],
) -> AuditRecord:
    """The record that follows `tail` (None: the claim's first record), hashed and linked.

    The payload is copied through its canonical form, so the record holds plain JSON values and a later
    change to the caller's dict cannot alter it. Raises AuditPayloadError (floats, non-JSON values, a naive
    time), ValidationFailed (bad claim id, event or actor) or AuditChainError (a tail that is not intact).
    """
    validate_claim_id(claim_id)
    if not isinstance(event, str) or not _EVENT.match(event):
        raise ValidationFailed(
            f"audit event {event!r} must be lower case letters, digits, '_', '.', '-' (at most 64)",
            code="BAD_AUDIT_EVENT",
        )
    if not isinstance(actor, str) or not actor.strip() or len(actor) > 256:
        raise ValidationFailed("audit actor must be a non-empty string (system, a model id or a reviewer id)")
    if not isinstance(payload, Mapping):
        raise AuditPayloadError("audit payload must be a JSON object (a dict)")
    plain_payload: dict[str, Any] = json.loads(canonical_json(payload))
    format_timestamp(at)  # refuses a naive time
    if tail is None:
        seq, prev_hash = 1, genesis_hash(claim_id)
    else:
        if tail.claim_id != claim_id:
            raise AuditChainError(
                f"cannot append to claim {claim_id}: the tail belongs to claim {tail.claim_id}"
            )
        if tail.compute_hash() != tail.record_hash:
            raise AuditChainError(f"the last audit record of claim {claim_id} (seq {tail.seq}) was altered")
        seq, prev_hash = tail.seq + 1, tail.record_hash
    unsigned = AuditRecord(
        claim_id=claim_id,
        seq=seq,
        event=event,
        actor=actor,
        at=at.astimezone(UTC),
        payload=plain_payload,
        prev_hash=prev_hash,
        record_hash="",
    )
    return replace(unsigned, record_hash=unsigned.compute_hash())


# ------------------------------------------------------------------------------------------------ verification


@dataclass(frozen=True, slots=True)
class Problem:
    seq: int | None
    kind: ProblemKind
    detail: str

    def to_dict(self) -> dict[str, Any]:
        return {"seq": self.seq, "kind": self.kind, "detail": self.detail}


@dataclass(frozen=True, slots=True)
class ChainVerification:
    ok: bool
    checked: int  # records examined
    problems: list[Problem] = field(default_factory=list)
    head_hash: str | None = None  # record_hash of the highest seq of this claim (None: no records)

    def kinds(self) -> set[str]:
        return {p.kind for p in self.problems}

    def to_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "checked": self.checked,
            "head_hash": self.head_hash,
            "problems": [p.to_dict() for p in self.problems],
        }


def _missing_ranges(seqs: Sequence[int]) -> list[tuple[int, int]]:
    """Gaps in 1..max(seqs) as inclusive (first, last) ranges; `seqs` sorted and unique."""
    gaps: list[tuple[int, int]] = []
    expected = 1
    for seq in seqs:
        if seq > expected:
            gaps.append((expected, seq - 1))
        expected = seq + 1
    return gaps


def verify_chain(records: Sequence[AuditRecord], *, claim_id: str | None = None) -> ChainVerification:
    """Check a claim's records, in the order the store gave them.

    Detects: an edited record (content ≠ its hash), a deleted record (a gap in seq; a deleted first record
    shows as seq 1 missing), a rewritten-and-rehashed record (the next record's prev_hash no longer
    matches), records out of order, duplicate seqs and records of another claim. `claim_id` defaults to
    the claim most records name. Records cut from the end of the chain leave no trace in the chain itself:
    the service compares with the database index for that.
    """
    if not records:
        return ChainVerification(ok=True, checked=0, problems=[], head_hash=None)
    expected_claim = claim_id or Counter(r.claim_id for r in records).most_common(1)[0][0]
    problems: list[Problem] = []

    own: list[AuditRecord] = []
    for record in records:
        if record.claim_id != expected_claim:
            problems.append(
                Problem(
                    record.seq,
                    "wrong_claim",
                    f"record seq {record.seq} belongs to claim {record.claim_id!r}, not {expected_claim!r}",
                )
            )
        else:
            own.append(record)

    for record in own:
        try:
            actual = record.compute_hash()
        except AuditPayloadError as exc:
            problems.append(
                Problem(
                    record.seq, "edited", f"record seq {record.seq} is no longer canonical: {exc.message}"
                )
            )
            continue
        if actual != record.record_hash:
            problems.append(
                Problem(
                    record.seq,
                    "edited",
                    f"record seq {record.seq} ({record.event}) does not match its hash: its content was changed",
                )
            )

    for before, after in pairwise(own):
        if after.seq < before.seq:
            problems.append(
                Problem(
                    after.seq, "reordered", f"record seq {after.seq} is stored after record seq {before.seq}"
                )
            )

    by_seq: dict[int, AuditRecord] = {}
    for record in own:
        if record.seq in by_seq:
            problems.append(
                Problem(record.seq, "duplicate", f"two records of this claim have seq {record.seq}")
            )
        else:
            by_seq[record.seq] = record

    chain = [by_seq[seq] for seq in sorted(by_seq)]
    for first, last in _missing_ranges([r.seq for r in chain]):
        what = f"record seq {first} is" if first == last else f"records seq {first} to {last} are"
        problems.append(Problem(first, "missing", f"{what} missing from the chain"))

    previous: AuditRecord | None = None
    for record in chain:
        if record.seq == 1:
            if record.prev_hash != genesis_hash(expected_claim):
                problems.append(
                    Problem(1, "broken_link", "record seq 1 does not start from this claim's genesis hash")
                )
        elif (
            previous is not None
            and previous.seq == record.seq - 1
            and record.prev_hash != previous.record_hash
        ):
            problems.append(
                Problem(
                    record.seq,
                    "broken_link",
                    f"record seq {record.seq} does not link to record seq {previous.seq}: "
                    f"record seq {previous.seq} was rewritten after seq {record.seq} was written",
                )
            )
        previous = record

    problems.sort(key=lambda p: (p.seq if p.seq is not None else 0, p.kind))
    return ChainVerification(
        ok=not problems,
        checked=len(records),
        problems=problems,
        head_hash=chain[-1].record_hash if chain else None,
    )
