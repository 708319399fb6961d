"""The claim's stored records, typed: what the claim store port reads and writes (SPEC §3).

`ClaimRecord` is the claim row; the TypedDicts are the shapes of the rows the stages store as JSON-like data
(the rules' outcome, the gate's proposal, the adjuster's review), so services and stores agree on their keys
while the stored data keeps its form. `ClaimStatus` names every status a claim can be in.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum
from typing import Any, TypedDict


class ClaimStatus(StrEnum):
    RECEIVED = "received"  # stored by intake, not queued yet
    PROCESSING = "processing"  # its execution runs the stages
    IN_REVIEW = "in_review"  # waiting for an adjuster's review
    ESCALATED = "escalated"  # the review timed out
    AWAITING_CRC = "awaiting_crc"  # a drafted repudiation waiting for the Claims Review Committee
    CRC_ESCALATED = "crc_escalated"  # the committee's wait timed out
    NEEDS_ATTENTION = "needs_attention"  # a stage failed for good: a person, with the reason named
    DECIDED = "decided"


#: waiting for a person: an adjuster's review, or the committee's votes
REVIEW_WAITING: tuple[ClaimStatus, ...] = (ClaimStatus.IN_REVIEW, ClaimStatus.ESCALATED)
CRC_WAITING: tuple[ClaimStatus, ...] = (ClaimStatus.AWAITING_CRC, ClaimStatus.CRC_ESCALATED)


@dataclass(frozen=True, slots=True)
class ClaimRecord:
    claim_id: str
    owner_id: str
    policy_id: str
    policy_version_id: str | None
    claimant_id: str
    member_id: str
    loss_date: date
    amount_claimed: int
    documents: list[str]
    status: str  # a ClaimStatus value
    stage: str | None
    decision: str | None
    payable_amount: int | None
    decided_by: str | None
    reasons: list[dict[str, Any]] | None
    route: str | None
    rules_outcome: RulesOutcome | None
    execution_arn: str | None
    task_token: str | None
    review_blind: bool
    audit_sample: bool
    error_code: str | None
    error_message: str | None
    received_at: datetime
    decided_at: datetime | None
    letter_key: str | None = None  # the decision letter in the documents store (SPEC §3 stage 8)

    @property
    def claim_status(self) -> ClaimStatus:
        return ClaimStatus(self.status)


class RulesOutcome(TypedDict):
    """The rules engine's own verdict, stored on the claim (`services.adjudication.summary_of`): the gate reads
    it, never re-derives it."""

    decision: str
    draft_decision: str | None
    payable_amount: int | None
    reason_codes: list[str]
    exclusion_code: str | None
    needs_human: bool
    hard_stop: bool
    stopped_by: str | None
    policy_version_id: str | None


class StoredProposal(TypedDict, total=False):
    """The gate's draft (table `proposals`): what is decided automatically or shown to a person. The judge's
    own proposal is `judgement.model.Proposal`."""

    decision: str
    payable_amount: int
    line_items: list[dict[str, Any]]
    clause_ids: list[str]
    confidence: float | None
    route: str  # auto | human | crc
    route_reasons: list[str]
    decided_by: str  # rules | agent | human


class Review(TypedDict, total=False):
    """An adjuster's decision (table `reviews`)."""

    reviewer_id: str
    decision: str  # approve | partial | deny | need_info
    payable_amount: int
    agrees_with_draft: bool | None
    blind: bool
    note: str | None
