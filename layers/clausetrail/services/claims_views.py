"""What the API shows of a claim: the public decision view, the review packet and the work queue."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from clausetrail.domain.claims import records
from clausetrail.domain.claims.records import ClaimRecord, ClaimStatus
from clausetrail.ports.runtime import RuntimePorts


def claim_view(claim: ClaimRecord) -> dict[str, Any]:
    """GET /v1/claims/{id}: the decision and reasons as stored at decision time (never regenerated)."""
    view: dict[str, Any] = {"claim_id": claim.claim_id, "status": claim.status}
    if claim.decided_at is not None:
        view |= {
            "decision": claim.decision,
            "payable_amount": claim.payable_amount,
            "decided_by": claim.decided_by,
            "decided_at": claim.decided_at.isoformat(),
            "reasons": [
                {k: r.get(k) for k in ("clause_id", "clause_text", "finding")} for r in (claim.reasons or [])
            ],
        }
    else:
        view["reasons"] = []
    if claim.error_code:
        view["error"] = {"code": claim.error_code, "message": claim.error_message}
    return view


def review_packet(rt: RuntimePorts, claim_id: str) -> dict[str, Any]:
    """GET /internal/claims/{id}: evidence first, then (unless the review is blind) the draft."""
    claim = rt.claims.get(claim_id)
    facts = rt.claims.facts(claim_id)
    results = rt.claims.rule_results(claim_id)
    clause_ids = sorted({c for r in results for c in r["clause_ids"] if not c.startswith("schedule:")})
    clauses = [
        {
            "clause_id": c.clause_id,
            "clause_no": c.clause_no,
            "pages": [c.page_start, c.page_end],
            "text": c.text,
        }
        for c in rt.policies.get_clauses(clause_ids)
    ]
    packet: dict[str, Any] = {
        "claim": {
            "claim_id": claim.claim_id,
            "policy_id": claim.policy_id,
            "policy_version_id": claim.policy_version_id,
            "member_id": claim.member_id,
            "loss_date": claim.loss_date.isoformat(),
            "amount_claimed": claim.amount_claimed,
            "status": claim.status,
            "route": claim.route,
        },
        "facts": facts["facts"] if facts else None,
        "rule_results": [
            {
                k: r[k]
                for k in (
                    "rule_id",
                    "rules_version",
                    "passed",
                    "outcome",
                    "reason_code",
                    "computed_amount",
                    "clause_ids",
                    "detail",
                )
            }
            for r in results
        ],
        "clauses": clauses,
        "blind": claim.review_blind,
    }
    if claim.route == "crc":
        from clausetrail.services.crc import votes_view

        packet["crc"] = votes_view(rt, claim_id)  # the committee's votes so far (SPEC §3 stage 7)
    proposal = rt.claims.proposal(claim_id)
    if proposal is not None and not claim.review_blind:
        packet["draft"] = {
            "decision": proposal["decision"],
            "payable_amount": proposal["payable_amount"],
            "route_reasons": proposal["route_reasons"],
        }
        from clausetrail.services.judgement_view import judgement_view

        # the judge's marks and its verification (a failure is shown, with what failed)
        packet["draft"]["judgement"] = judgement_view(rt, claim_id)
    return packet


REVIEW_WAITING = records.REVIEW_WAITING
CRC_WAITING = records.CRC_WAITING
ESCALATED = (ClaimStatus.ESCALATED, ClaimStatus.CRC_ESCALATED)


def work_queue(rt: RuntimePorts, owner_id: str | None = None) -> dict[str, Any]:
    """GET /internal/queue: every claim waiting for a person, reviews and CRC votes together, by due time (the
    start of the wait plus the review timeout; an escalated wait, or one past its due time, is overdue and
    comes first). Only `owner_id`'s claims when given: the caller's tenant (SPEC §11)."""
    timeout = timedelta(seconds=rt.settings.review_timeout_s)
    now = datetime.now(UTC)
    items = []
    for row in rt.crc.waiting_for_people(REVIEW_WAITING + CRC_WAITING, owner_id):
        crc = row["status"] in CRC_WAITING
        item: dict[str, Any] = {
            "claim_id": row["claim_id"],
            "kind": "crc_vote" if crc else "review",
            "status": row["status"],
            "route": row["route"],
            "amount_claimed": row["amount_claimed"],
            "waiting_since": row["updated_at"].isoformat(),
            "due_at": (row["updated_at"] + timeout).isoformat(),
            "escalated": row["status"] in ESCALATED,
            "overdue": row["status"] in ESCALATED or row["updated_at"] + timeout <= now,
            "blind": bool(row.get("review_blind")) and not crc,
        }
        if crc:
            item["votes"] = {"uphold": row["uphold"], "overturn": row["overturn"]}
            item["quorum"] = rt.settings.crc_quorum
        items.append(item)
    items.sort(key=lambda i: (not i["overdue"], i["due_at"], i["claim_id"]))
    return {"items": items}
