"""What the API shows of a claim: the public decision view and the adjuster's review packet."""

from __future__ import annotations

from typing import Any

from clausetrail.adapters.db.claims_repo import ClaimRecord
from clausetrail.runtime import Runtime


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


def review_packet(rt: Runtime, claim_id: str) -> dict[str, Any]:
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
