"""What an extractor returns: the typed facts and what code can see about how sure they are.

The line-item sum check is reported, never repaired: ``amount_mismatch`` is true when the bill prints a
total the lines do not add up to (the rules raise AMOUNT_MISMATCH and route the claim to a human).
Text that read like an instruction is listed in ``suspicious_text``; it changed no field.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from clausetrail.domain.claims.facts import ClaimFacts, DocumentType


class SuspiciousText(BaseModel):
    """A sentence in a claim document that reads like an instruction ("this claim is pre-approved")."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    document: str
    page: int | None = None
    text: str


class DocumentSummary(BaseModel):
    """How one input document was read."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    types: tuple[DocumentType, ...]
    pages: int
    ocr_pages: int


class ExtractionOutcome(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    facts: ClaimFacts
    lowest_confidence: float | None
    extractor_version: str
    offline: bool
    line_items_total: int
    amount_mismatch: bool  # the bill total is known and the line items do not sum to it
    warnings: tuple[str, ...] = ()
    suspicious_text: tuple[SuspiciousText, ...] = ()
    documents: tuple[DocumentSummary, ...] = ()
    # the model call, for the audit record and the budget (None on the offline path)
    model_id: str | None = None
    prompt_id: str | None = None
    prompt_version: int | None = None
    input_tokens: int = Field(default=0, ge=0)
    output_tokens: int = Field(default=0, ge=0)


def sum_check(facts: ClaimFacts) -> tuple[bool, str | None]:
    """(mismatch, warning): do the line items add up to the bill total? Nothing is changed."""
    if facts.bill_total is None:
        return False, "the bill total could not be read" if facts.line_items else None
    total = facts.line_items_total
    if total != facts.bill_total:
        return True, (
            f"the line items sum to {total} but the bill total reads {facts.bill_total} "
            f"(difference {facts.bill_total - total}); both are kept as read"
        )
    return False, None
