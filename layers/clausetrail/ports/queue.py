"""Intake queue port: SQS (+ DLQ) in front of StartExecution on AWS, in-process locally."""

from __future__ import annotations

from typing import Protocol


class ClaimQueuePort(Protocol):
    def send(self, claim_id: str) -> None:
        """Queue a stored claim for adjudication (at-least-once; the execution name makes it idempotent)."""
        ...
