"""Claim intake (SPEC §3 stage 1): validate, store once, open the budget, enqueue."""

from __future__ import annotations

import hashlib
import json
import uuid
from datetime import date
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictInt, field_validator

from clausetrail.domain.budget import TOKEN_CAP, USD_MICROS_CAP
from clausetrail.domain.claims.records import ClaimRecord, ClaimStatus
from clausetrail.domain.identifiers import PolicyId
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.documents import check_document_uri, require_owned

ADJUDICATE_STATE_MACHINE = "adjudicate_claim"
SYSTEM = "system"


class SubmitClaimRequest(BaseModel):
    """Body of POST /v1/claims. Amounts are whole INR; a float, a string or a negative number is refused."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    policy_id: PolicyId
    claimant_id: str = Field(min_length=1, max_length=64)
    member_id: str = Field(min_length=1, max_length=64)
    loss_date: date
    amount_claimed: Annotated[StrictInt, Field(ge=1, le=100_000_000)]
    documents: list[Annotated[str, Field(min_length=1, max_length=1024)]] = Field(min_length=1, max_length=20)
    idempotency_key: str | None = Field(default=None, min_length=8, max_length=128)

    @field_validator("documents")
    @classmethod
    def _distinct(cls, v: list[str]) -> list[str]:
        if len(set(v)) != len(v):
            raise ValueError("a document is listed twice")
        for uri in v:
            check_document_uri(uri)  # a NUL byte or other control character: a named 400, never a 500
        return v


def intake_key(owner_id: str, req: SubmitClaimRequest) -> str:
    if req.idempotency_key:
        return f"key:{owner_id}:{req.idempotency_key}"
    body = req.model_dump(mode="json", exclude={"idempotency_key"})
    body["documents"] = sorted(body["documents"])
    digest = hashlib.sha256(json.dumps([owner_id, body], sort_keys=True).encode()).hexdigest()
    return f"body:{digest}"


def submit_claim(rt: RuntimePorts, owner_id: str, req: SubmitClaimRequest) -> tuple[ClaimRecord, bool]:
    """Store the claim (the same key returns the same claim, never two) and start its adjudication."""
    rt.policies.get_policy(req.policy_id, owner_id=owner_id)  # unknown or foreign policy -> 404
    # only the caller's own stored documents (SPEC §11): another caller's URI is 404, like a missing one
    documents = [require_owned(rt, owner_id, uri) for uri in req.documents]
    claim, created = rt.claims.create(
        claim_id=f"clm_{uuid.uuid4().hex[:20]}",
        idempotency_key=intake_key(owner_id, req),
        owner_id=owner_id,
        policy_id=req.policy_id,
        claimant_id=req.claimant_id,
        member_id=req.member_id,
        loss_date=req.loss_date,
        amount_claimed=req.amount_claimed,
        documents=documents,
        usd_micros_cap=USD_MICROS_CAP,
        token_cap=TOKEN_CAP,
    )
    rt.audit.append(
        claim.claim_id,
        "intake",
        SYSTEM,
        {
            "policy_id": claim.policy_id,
            "claimant_id": claim.claimant_id,
            "member_id": claim.member_id,
            "loss_date": claim.loss_date.isoformat(),
            "amount_claimed": claim.amount_claimed,
            "documents": list(claim.documents),
            "owner_sha256": hashlib.sha256(claim.owner_id.encode()).hexdigest(),
        },
        idempotency_key="intake",
    )
    if claim.execution_arn is None:
        rt.claim_queue.send(claim.claim_id)  # also after a crash between storing and queueing
    elif not created:
        from clausetrail.services.ops import restart_if_stranded

        restart_if_stranded(rt, claim.claim_id)  # the same key after a crash restarts a stranded claim
    return claim, created


def start_adjudication(rt: RuntimePorts, claim_id: str) -> str:
    """Queue consumer: start the execution named after the claim (a redelivered message starts no twin)."""
    claim = rt.claims.get(claim_id)
    if claim.execution_arn is not None:
        return claim.execution_arn
    arn = rt.workflows.start(
        ADJUDICATE_STATE_MACHINE,
        claim_id,
        {"claim_id": claim_id, "review_timeout_s": rt.settings.review_timeout_s},
    )
    rt.claims.update(claim_id, execution_arn=arn, status=ClaimStatus.PROCESSING)
    return arn
