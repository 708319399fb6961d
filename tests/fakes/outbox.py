"""The fake clock and the outbox-row helpers the fake stores share."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any


class Clock:
    """A clock that moves one second per reading (rows keep their order, like `now()` in a transaction)."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


_CLAIM_FIELDS = {
    "policy_version_id",
    "rules_outcome",
    "status",
    "stage",
    "route",
    "execution_arn",
    "task_token",
    "review_blind",
    "audit_sample",
    "error_code",
    "error_message",
}


def _outbox_row(claim_id: str, clock: Clock, **values: Any) -> dict[str, Any]:
    return {
        "claim_id": claim_id,
        **values,
        "attempts": 0,
        "last_error": None,
        "sent_at": None,
        "created_at": clock(),
    }


def _attempt(row: dict[str, Any] | None, error: str | None, clock: Clock) -> None:
    if row is None:
        return
    row["attempts"] += 1
    if error is None:
        if row["sent_at"] is None:
            row["last_error"] = None
            row["sent_at"] = clock()
    else:
        row["last_error"] = error[:500]
