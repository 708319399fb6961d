"""The claim intake queue on one machine: hands the claim straight to the adjudication starter."""

from __future__ import annotations

from collections.abc import Callable


class InProcessClaimQueue:
    def __init__(self, consume: Callable[[str], None]) -> None:
        self.consume = consume
        self.sent: list[str] = []

    def send(self, claim_id: str) -> None:
        self.sent.append(claim_id)
        self.consume(claim_id)
