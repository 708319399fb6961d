"""In-memory CRC votes and judgements."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from clausetrail.ports.stores import Outcome
from tests.fakes.claim_store import FakeClaimStore
from tests.fakes.outbox import _attempt, _outbox_row
from tests.fakes.policy_stores import FakePolicyStore


class FakeCrcStore:
    def __init__(self, claims: FakeClaimStore) -> None:
        self.claims = claims
        self.clock = claims.clock
        self.vote_rows: dict[str, list[dict[str, Any]]] = {}
        self.outboxes: dict[str, dict[str, Any]] = {}

    def cast(self, claim_id: str, member_id: str, vote: str, note: str | None, outcome: Outcome) -> str:
        if claim_id in self.outboxes:
            return "closed"
        votes = self.vote_rows.setdefault(claim_id, [])
        if any(v["member_id"] == member_id for v in votes):
            return "already_voted"
        votes.append(
            {
                "claim_id": claim_id,
                "member_id": member_id,
                "vote": vote,
                "note": note,
                "voted_at": self.clock(),
                "audited_at": None,
            }
        )
        decided = outcome([dict(v) for v in votes])
        if decided is not None:
            result, audit_payload, task_output = decided
            self.outboxes[claim_id] = _outbox_row(
                claim_id, self.clock, outcome=result, audit_payload=audit_payload, task_output=task_output
            )
        return "stored"

    def votes(self, claim_id: str) -> list[dict[str, Any]]:
        return [dict(v) for v in self.vote_rows.get(claim_id, [])]

    def vote_audited(self, claim_id: str, member_id: str) -> None:
        for v in self.vote_rows.get(claim_id, []):
            if v["member_id"] == member_id and v["audited_at"] is None:
                v["audited_at"] = self.clock()

    def outbox(self, claim_id: str) -> dict[str, Any] | None:
        row = self.outboxes.get(claim_id)
        return copy.deepcopy(row) if row else None

    def outbox_attempt(self, claim_id: str, error: str | None) -> None:
        _attempt(self.outboxes.get(claim_id), error, self.clock)

    def reopen_outbox(self, claim_id: str) -> bool:
        row = self.outboxes.get(claim_id)
        if row is None or row["sent_at"] is None:
            return False
        row["sent_at"] = None
        return True

    def pending(self) -> list[str]:
        waiting = {c for c, row in self.outboxes.items() if row["sent_at"] is None}
        waiting |= {c for c, votes in self.vote_rows.items() if any(v["audited_at"] is None for v in votes)}
        return sorted(waiting)

    def waiting_for_people(
        self, statuses: tuple[str, ...], owner_id: str | None = None
    ) -> list[dict[str, Any]]:
        rows = []
        for claim in self.claims.rows.values():
            if claim.decided_at is not None or claim.status not in statuses:
                continue
            if owner_id is not None and claim.owner_id != owner_id:
                continue
            votes = self.vote_rows.get(claim.claim_id, [])
            rows.append(
                {
                    "claim_id": claim.claim_id,
                    "updated_at": self.claims.updated[claim.claim_id],
                    "status": claim.status,
                    "route": claim.route,
                    "amount_claimed": claim.amount_claimed,
                    "review_blind": claim.review_blind,
                    "uphold": sum(1 for v in votes if v["vote"] == "uphold"),
                    "overturn": sum(1 for v in votes if v["vote"] == "overturn"),
                }
            )
        return sorted(rows, key=lambda r: r["updated_at"])


class FakeJudgementStore:
    def __init__(self, policies: FakePolicyStore | None = None) -> None:
        self.policies = policies
        self.rows: dict[str, dict[str, Any]] = {}
        self.estimates: dict[str, dict[str, Any]] = {}

    def save_judgement(self, claim_id: str, *, judge: str, offline: bool, proposal: dict[str, Any]) -> bool:
        if claim_id in self.rows:
            return False
        self.rows[claim_id] = {
            "claim_id": claim_id,
            "judge": judge,
            "offline": offline,
            "proposal": copy.deepcopy(proposal),
            "verification": None,
        }
        return True

    def judgement(self, claim_id: str) -> dict[str, Any] | None:
        row = self.rows.get(claim_id)
        return copy.deepcopy(row) if row else None

    def save_verification(self, claim_id: str, verification: dict[str, Any]) -> bool:
        row = self.rows.get(claim_id)
        if row is None or row["verification"] is not None:
            return False
        row["verification"] = copy.deepcopy(verification)
        return True

    def clause_versions(self, clause_ids: Sequence[str]) -> dict[str, str]:
        if self.policies is None:
            return {}
        return {cid: v for cid in clause_ids if (v := self.policies.clause_version.get(cid)) is not None}

    def add_estimate(self, claim_id: str, part: str, estimate: dict[str, Any]) -> None:
        self.estimates.setdefault(claim_id, {})[part] = copy.deepcopy(estimate)

    def estimate(self, claim_id: str) -> dict[str, Any]:
        return copy.deepcopy(self.estimates.get(claim_id, {}))
