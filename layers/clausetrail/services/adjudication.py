"""Claim adjudication stages after extraction (SPEC §3 stages 3, 6, 7, 8): rules, gate, review, decision.

Each stage reads what earlier stages stored, writes its own rows idempotently and appends one audit record
(with an idempotency key, so a rerun never appends twice). Money is computed only by the rules engine.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from clausetrail.domain.claims.facts import ClaimFacts
from clausetrail.domain.claims.records import REVIEW_WAITING, ClaimStatus, Review
from clausetrail.domain.completeness import LOW_SCORE
from clausetrail.domain.confidence import Signals, gate_score
from clausetrail.domain.errors import Conflict, TransientError, ValidationFailed
from clausetrail.domain.gate import GateInput, blind_review, gate
from clausetrail.domain.policy import VersionStatus
from clausetrail.domain.rules.engine import RULES_VERSION, EngineResult, evaluate
from clausetrail.domain.rules.fail_closed import FAIL_CLOSED_REASON_CODES
from clausetrail.domain.rules.model import ClaimRef, Outcome, RuleContext
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.artefacts import packaged_confidence
from clausetrail.settings import kill_switch_on
from clausetrail.workflow.failures import failure_reason

SYSTEM = "system"


def uniform_draw(claim_id: str, purpose: str) -> float:
    """A replayable 'random' number in [0, 1) per claim and purpose (audit sample, blind review)."""
    digest = hashlib.sha256(f"{purpose}:{claim_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def _facts(rt: RuntimePorts, claim_id: str) -> tuple[ClaimFacts, dict[str, Any]]:
    row = rt.claims.facts(claim_id)
    if row is None:
        raise Conflict(f"claim {claim_id} has no extracted facts yet", code="STAGE_ORDER")
    return ClaimFacts.model_validate(row["facts"]), row


def audit_json(value: Any) -> Any:
    """Audit payloads hold no floats: a float (a confidence, a 7.5 % co-pay) is kept as its decimal string,
    which the pydantic models read back unchanged on replay."""
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, dict):
        return {k: audit_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [audit_json(v) for v in value]
    return value


def rule_context_snapshot(ctx: RuleContext) -> dict[str, Any]:
    """Everything the rules read, as stored data: replay rebuilds the context from this alone."""
    return audit_json(
        {
            "claim": ctx.claim.model_dump(mode="json"),
            "facts": ctx.facts.model_dump(mode="json"),
            "seen_bill_numbers": sorted(ctx.seen_bill_numbers),
            "policy_versions": [
                {
                    "version_id": v.version_id,
                    "policy_id": v.policy_id,
                    "effective_from": v.effective_from.isoformat(),
                    "effective_to": v.effective_to.isoformat() if v.effective_to else None,
                    "status": str(v.status),
                    "created_at": v.created_at.isoformat() if v.created_at else None,
                    "schedule": v.schedule,
                    "terms": v.terms,
                }
                for v in ctx.versions
            ],
        }
    )


def summary_of(result: EngineResult) -> dict[str, Any]:
    """The engine's own verdict, stored on the claim: the gate reads it, never re-derives it."""
    return {
        "decision": str(result.decision),
        "draft_decision": str(result.draft_decision) if result.draft_decision else None,
        "payable_amount": result.payable_amount,
        "reason_codes": list(result.reason_codes),
        "exclusion_code": result.exclusion_code,
        "needs_human": result.needs_human,
        "hard_stop": any(r.outcome in (Outcome.HARD_STOP, Outcome.NEED_INFO) for r in result.results),
        "stopped_by": result.stopped_by,
        "policy_version_id": result.policy_version_id,
    }


def decided_summary(rt: RuntimePorts, claim_id: str) -> dict[str, Any] | None:
    """For a claim already decided, what every stage returns on a rerun: the stored decision, and nothing
    written (SPEC §11: a rerun of a decided claim is a no-op that appends nothing). None while undecided."""
    claim = rt.claims.get(claim_id)
    if claim.decided_at is None:
        return None
    return {
        "already_decided": True,
        "route": "auto",  # the state machine goes straight to Decide, which changes nothing either
        "decision": claim.decision,
        "payable_amount": claim.payable_amount,
        "decided_by": claim.decided_by,
    }


def apply_rules(rt: RuntimePorts, claim_id: str) -> dict[str, Any]:
    """The rules stage; its output's `needs_judgement` is what the state machine branches on (a hard stop, or a
    claim already decided, goes straight to the gate)."""
    if (done := decided_summary(rt, claim_id)) is not None:
        return done | {"needs_judgement": False}
    claim = rt.claims.get(claim_id)
    facts, facts_row = _facts(rt, claim_id)
    policy = rt.policies.get_policy(claim.policy_id)
    ctx = RuleContext(
        claim=ClaimRef(
            claim_id=claim.claim_id,
            policy_id=claim.policy_id,
            member_id=claim.member_id,
            loss_date=claim.loss_date,
            amount_claimed=claim.amount_claimed,
        ),
        facts=facts,
        versions=policy.versions,
        seen_bill_numbers=rt.claims.other_bills(claim.owner_id, claim_id),
    )
    result = evaluate(ctx)
    rows = [audit_json(r.model_dump(mode="json", exclude={"assessment"})) for r in result.results]
    rt.claims.save_rule_results(claim_id, rows)
    if facts.bill_number:
        rt.claims.register_bill(claim.policy_id, facts.bill_number, claim_id)
    summary = summary_of(result)
    rt.claims.update(
        claim_id, policy_version_id=result.policy_version_id, stage="rules", rules_outcome=summary
    )
    clause_ids = sorted({c for r in result.results for c in r.clause_ids if not c.startswith("schedule:")})
    clauses = {c.clause_id: c for c in rt.policies.get_clauses(clause_ids)}
    rt.audit.append(
        claim_id,
        "rules",
        SYSTEM,
        {
            "rules_version": result.rules_version,
            "policy_version_id": result.policy_version_id,
            "context": rule_context_snapshot(ctx),
            "facts_extractor_version": facts_row["extractor_version"],
            "results": rows,
            "clauses": [
                {"clause_id": c, "text_sha256": clauses[c].text_hash} for c in clause_ids if c in clauses
            ],
            **{k: v for k, v in summary.items() if k != "policy_version_id"},
        },
        idempotency_key=f"rules:{result.rules_version}",
    )
    return summary | {"needs_judgement": not summary["hard_stop"]}


def _terms_complete(rt: RuntimePorts, version_id: str | None) -> bool:
    if version_id is None:
        return False
    version = rt.policies.get_version(version_id)
    if version.status is not VersionStatus.READY or not version.completeness:
        return False
    return float(version.completeness.get("score", 0)) >= LOW_SCORE


def claim_signals(rt: RuntimePorts, claim_id: str) -> Signals:
    """What the confidence score reads: code-visible signals only."""
    claim = rt.claims.get(claim_id)
    facts = rt.claims.facts(claim_id) or {}
    results = rt.claims.rule_results(claim_id)
    completeness = 0.0
    if claim.policy_version_id:
        version = rt.policies.get_version(claim.policy_version_id)
        completeness = float((version.completeness or {}).get("score", 0.0))
    lowest = facts.get("lowest_confidence")
    return Signals(
        lowest_field_confidence=float(lowest) if lowest is not None else 0.0,
        rules_touched=sum(1 for r in results if not r["passed"] and r["outcome"] == Outcome.CONTINUE),
        amount_claimed=claim.amount_claimed,
        ocr_used=bool(facts.get("ocr_pages")),
        terms_completeness=completeness,
    )


def instructions_found(rt: RuntimePorts, claim_id: str) -> int:
    """How many passages of the claim's documents read like an instruction and were cut out (the extraction
    audit record's count; 0 when the record does not say)."""
    records = [r for r in rt.audit.records(claim_id) if r.event == "extraction"]
    return int(records[-1].payload.get("instructions_found") or 0) if records else 0


def gate_claim(rt: RuntimePorts, claim_id: str) -> dict[str, Any]:
    if (done := decided_summary(rt, claim_id)) is not None:
        return done
    claim = rt.claims.get(claim_id)
    _facts(rt, claim_id)  # the stage order: facts first
    results = rt.claims.rule_results(claim_id)
    outcome = claim.rules_outcome
    if not results or outcome is None:
        raise Conflict(f"claim {claim_id} has no rule results yet", code="STAGE_ORDER")
    hard_stop = bool(outcome["hard_stop"])
    # fail closed: the rule rows themselves are read too, so a rule that asked for a person (or named a missing
    # term or fact) can never be auto-decided, whatever the summary says
    gaps = tuple(
        dict.fromkeys(
            str(r["reason_code"]) if r["reason_code"] in FAIL_CLOSED_REASON_CODES else "RULE_NEEDS_A_PERSON"
            for r in results
            if r["outcome"] == Outcome.HUMAN or r["reason_code"] in FAIL_CLOSED_REASON_CODES
        )
    )
    if instructions_found(rt, claim_id):
        # SPEC §10: a document that carried an instruction ("this claim is pre-approved") is never decided
        # automatically, whatever the score says
        gaps = (*gaps, "INSTRUCTION_IN_DOCUMENTS")
    needs_human = bool(outcome["needs_human"]) or outcome["decision"] == "refer" or bool(gaps)
    # a claim referred to a person is proposed as what its amounts say (the draft)
    decision = outcome["draft_decision"] if outcome["decision"] == "refer" else outcome["decision"]
    decision = decision or "refer"
    payable = outcome["payable_amount"]
    if decision in ("deny", "need_info"):
        payable = 0
    # judgement and verification (stages 4-5): a rules hard stop is not judged (code computed every amount);
    # any other claim auto-pays only on a verified judgement
    from clausetrail.services.judgement_view import gate_inputs

    judged = None if hard_stop else gate_inputs(rt, claim_id)
    verification_passed = hard_stop or (judged is not None and judged.verification_passed)
    if judged is not None and judged.needs_person:
        needs_human = True
        gaps = (*gaps, *judged.reasons)
    if (
        judged is not None
        and judged.verification_passed
        and judged.rests_on_model
        and (not judged.proposal.offline or outcome["decision"] == "refer")
        and judged.proposal.decision != "refer"
        and not any(g in FAIL_CLOSED_REASON_CODES for g in gaps)
    ):
        # a verified Claude judgement that changed the draft is the draft, and so is a verified offline judgement
        # that settled a claim the rules referred (a person still reviews it: the rules' referral stands). A claim
        # whose rules named a missing term or fact keeps no draft: an amount recomputed without that term's
        # deduction would pay what the wording may not (SPEC §3 fail closed)
        decision, payable = judged.proposal.decision, judged.proposal.payable_amount
        if decision in ("deny", "need_info"):
            payable = 0
    score = gate_score(claim_signals(rt, claim_id), packaged_confidence())
    verdict = gate(
        GateInput(
            decision=decision,
            payable_amount=payable,
            score=score,
            verification_passed=verification_passed,
            terms_complete=_terms_complete(rt, claim.policy_version_id),
            kill_switch=kill_switch_on(),  # read at run time, never cached
            hard_stop=hard_stop,
            needs_human=needs_human,
            rests_on_model=judged is not None and judged.rests_on_model,
            rule_gaps=gaps,
        ),
        audit_draw=uniform_draw(claim_id, "audit"),
    )
    blind = verdict.route == "human" and blind_review(uniform_draw(claim_id, "blind"))
    clause_ids = sorted({c for r in results for c in r["clause_ids"]})
    rt.claims.save_proposal(
        claim_id,
        {
            "decision": decision,
            "payable_amount": payable or 0,
            "line_items": [line.model_dump(mode="json") for line in judged.proposal.line_items]
            if judged
            else [],
            "clause_ids": clause_ids,
            "confidence": score,
            "route": verdict.route,
            "route_reasons": list(verdict.reasons),
            "decided_by": verdict.decided_by or "rules",
        },
    )
    rt.claims.update(
        claim_id, route=verdict.route, stage="gate", review_blind=blind, audit_sample=verdict.audit_sample
    )
    out = {
        "route": verdict.route,
        "reasons": list(verdict.reasons),
        "decision": decision,
        "payable_amount": payable or 0,
        "score_bp": round(score * 10_000),  # basis points: audit payloads hold integers only
        "blind": blind,
        "audit_sample": verdict.audit_sample,
    }
    rt.audit.append(claim_id, "gate", SYSTEM, out | {"rules_version": RULES_VERSION}, idempotency_key="gate")
    return out


def await_review(rt: RuntimePorts, claim_id: str, task_token: str) -> dict[str, Any]:
    """Store the token the execution waits on. A review already stored for this claim (its send failed) is
    delivered to this new wait by the review path or `ops redrive` (only those may complete a token)."""
    from clausetrail.services.crc import OVERTURNED, crc_record

    if (done := decided_summary(rt, claim_id)) is not None:
        return done
    committee = crc_record(rt, claim_id)
    stored = rt.claims.review(claim_id)
    second_round = committee is not None and committee["outcome"] == OVERTURNED
    if second_round and stored is not None and stored["decision"] == "deny":
        # the committee overturned this adjuster's denial: the claim takes a new review (the old one is kept)
        rt.claims.supersede_review(claim_id, "CRC_OVERTURNED_DENIAL")
    # the audit record first: whoever sees the claim waiting also finds the record of the wait
    rt.audit.append(
        claim_id,
        "review_requested",
        SYSTEM,
        {"route": "human", "after_crc": second_round},
        idempotency_key="review_requested-2" if second_round else "review_requested",
    )
    rt.claims.update(claim_id, task_token=task_token, status=ClaimStatus.IN_REVIEW, stage="review")
    # a review already sent to a lost execution (a crash between the review and the decision) is sent
    # again, to this wait, by the next drain (the review path, `ops redrive`, the local server)
    rt.claims.reopen_outbox(claim_id)
    return {"status": "in_review"}


def escalate_review(rt: RuntimePorts, claim_id: str) -> dict[str, Any]:
    if (done := decided_summary(rt, claim_id)) is not None:
        return done
    rt.claims.update(claim_id, status=ClaimStatus.ESCALATED)
    rt.audit.append(
        claim_id,
        "review_escalated",
        SYSTEM,
        {"reason": "REVIEW_TIMED_OUT"},
        idempotency_key="review_escalated",
    )
    return {"status": "escalated"}


REVIEW_DECISIONS = {"approve", "partial", "deny", "need_info"}


def payable_bound(rt: RuntimePorts, claim_id: str) -> tuple[int, str]:
    """The most a reviewer may pay (SPEC §3 stage 7): not above the amount claimed, the bill total, nor what
    the rules computed for the lines (when the payable steps ran). Returns (bound, what sets it)."""
    claim = rt.claims.get(claim_id)
    bounds = [(claim.amount_claimed, "the amount claimed")]
    facts = rt.claims.facts(claim_id)
    bill_total = (facts or {}).get("facts", {}).get("bill_total")
    if isinstance(bill_total, int) and not isinstance(bill_total, bool):
        bounds.append((bill_total, "the bill total"))
    outcome: Mapping[str, Any] = claim.rules_outcome or {}
    computed = outcome.get("payable_amount")
    if isinstance(computed, int) and not outcome.get("hard_stop"):
        bounds.append((computed, "what the rules computed for the lines"))
    return min(bounds, key=lambda b: b[0])


def check_review(rt: RuntimePorts, claim_id: str, decision: str, payable: int) -> None:
    claim = rt.claims.get(claim_id)
    if decision not in REVIEW_DECISIONS:
        raise ValidationFailed(f"decision must be one of {sorted(REVIEW_DECISIONS)}", code="BAD_DECISION")
    committee = rt.crc.outbox(claim_id)
    if decision == "deny" and committee is not None and committee["outcome"] == "overturned":
        raise ValidationFailed(
            "the Claims Review Committee overturned this repudiation; the claim cannot be denied by a review",
            code="CRC_OVERTURNED_DENIAL",
        )
    bound, why = payable_bound(rt, claim_id)
    if payable < 0 or payable > bound:
        raise ValidationFailed(
            f"payable_amount must be between 0 and {bound} ({why})", code="PAYABLE_ABOVE_BOUND"
        )
    if decision == "approve" and payable != claim.amount_claimed:
        raise ValidationFailed("an approval pays the amount claimed; use partial", code="BAD_AMOUNT")
    if decision in ("deny", "need_info") and payable != 0:
        raise ValidationFailed(f"a {decision} decision pays nothing", code="BAD_AMOUNT")
    if decision == "partial" and not 0 < payable < claim.amount_claimed:
        raise ValidationFailed("a partial decision pays more than 0 and less than claimed", code="BAD_AMOUNT")


def _same_review(stored: Mapping[str, Any], reviewer_id: str, decision: str, payable: int) -> bool:
    return (stored["reviewer_id"], stored["decision"], int(stored["payable_amount"])) == (
        reviewer_id,
        decision,
        payable,
    )


def submit_review(rt: RuntimePorts, claim_id: str, reviewer_id: str, body: dict[str, Any]) -> dict[str, Any]:
    """An adjuster decides. The review, its audit record and the step that resumes the execution are written
    together (review + outbox row in one transaction); the outbox is then drained. If the send fails the
    review stands: the same review again (or `clausetrail ops redrive`) completes it, never a 409."""
    claim = rt.claims.get(claim_id)
    if claim.decided_at is not None:
        raise Conflict(f"claim {claim_id} is already decided", code="ALREADY_DECIDED")
    decision = body["decision"]
    payable = int(body["payable_amount"])
    stored = rt.claims.review(claim_id)
    if stored is None:
        if claim.task_token is None or claim.status not in REVIEW_WAITING:
            raise Conflict(f"claim {claim_id} is not waiting for a review", code="NOT_AWAITING_REVIEW")
        check_review(rt, claim_id, decision, payable)
        review: Review = {
            "reviewer_id": reviewer_id,
            "decision": decision,
            "payable_amount": payable,
            "agrees_with_draft": None if claim.review_blind else body.get("agrees_with_draft"),
            "blind": claim.review_blind,
            "note": body.get("note"),
        }
        # a denial drafted by the adjuster goes on to the CRC (the state machine reads `decision`)
        task_output = {"reviewed": True, "reviewer_id": reviewer_id, "decision": decision}
        if not rt.claims.save_review(claim_id, review, audit_payload=dict(review), task_output=task_output):
            stored = rt.claims.review(claim_id)  # a concurrent review won
    if stored is not None:
        outbox = rt.claims.outbox(claim_id)
        pending = outbox is not None and outbox["sent_at"] is None
        if not (pending and _same_review(stored, reviewer_id, decision, payable)):
            raise Conflict(f"claim {claim_id} already has a review", code="ALREADY_REVIEWED")
    if not deliver_review(rt, claim_id):
        raise TransientError(
            "the review is stored but the workflow could not be resumed yet; send the same review again or "
            "run `clausetrail ops redrive`",
            code="REVIEW_NOT_DELIVERED",
        )
    return {"claim_id": claim_id, "status": "reviewed"}


def deliver_review(rt: RuntimePorts, claim_id: str) -> bool:
    """Drain the claim's review outbox: the review's audit record (idempotent), then the task-token send.
    True when nothing is left to deliver."""
    outbox = rt.claims.outbox(claim_id)
    if outbox is None or outbox["sent_at"] is not None:
        return True
    claim = rt.claims.get(claim_id)
    try:
        round_key = "review-2" if rt.claims.superseded_reviews(claim_id) else "review"
        rt.audit.append(
            claim_id, "review", outbox["reviewer_id"], outbox["audit_payload"], idempotency_key=round_key
        )
        if claim.decided_at is None:
            if claim.task_token is None:
                raise Conflict("no execution is waiting for this review", code="NO_TASK_TOKEN")
            rt.workflows.send_task_success(claim.task_token, outbox["task_output"])
    except Exception as exc:  # an outbox: every failure is kept and retried, never lost
        rt.claims.outbox_attempt(claim_id, f"{type(exc).__name__}: {exc}")
        return False
    rt.claims.outbox_attempt(claim_id, None)
    return True


def decide_claim(rt: RuntimePorts, claim_id: str) -> dict[str, Any]:
    """Store the final decision with reasons built from the stored clause ids (never regenerated later)."""
    from clausetrail.services.crc import UPHELD, crc_record, upheld_reason
    from clausetrail.services.letters import ensure_letter

    if (done := decided_summary(rt, claim_id)) is not None:
        ensure_letter(rt, claim_id)  # a crash after the decision left no letter: rendered from stored data
        return {k: done[k] for k in ("decision", "payable_amount", "decided_by")}
    proposal = rt.claims.proposal(claim_id)
    review = rt.claims.review(claim_id)
    committee = crc_record(rt, claim_id)
    if review is not None:
        decision, payable, decided_by = review["decision"], review["payable_amount"], "human"
    elif proposal is not None and proposal["route"] == "crc" and committee and committee["outcome"] == UPHELD:
        # a repudiation the committee upheld: final, decided by people (never by code or a model alone)
        decision, payable, decided_by = proposal["decision"], proposal["payable_amount"], "human"
    elif proposal is not None and proposal["route"] == "auto":
        decision, payable, decided_by = (
            proposal["decision"],
            proposal["payable_amount"],
            proposal["decided_by"],
        )
    else:
        raise Conflict(f"claim {claim_id} has neither an automatic route nor a review", code="STAGE_ORDER")
    reasons = build_reasons(rt, claim_id, decision=decision)
    if committee is not None and committee["outcome"] == UPHELD and decision == "deny":
        reasons.append(upheld_reason(committee))
    payload: dict[str, Any] = {
        "decision": decision,
        "payable_amount": payable,
        "decided_by": decided_by,
        "reasons": reasons,
    }
    if committee is not None:
        payload["crc"] = committee
    # the audit record first (idempotent), then the decision: a crash between them leaves a claim that Decide
    # decides again from the same stored data, never a decision without its record
    rt.audit.append(claim_id, "decision", SYSTEM, payload, idempotency_key="decision")
    rt.claims.decide(
        claim_id, decision=decision, payable_amount=payable, decided_by=decided_by, reasons=reasons
    )
    ensure_letter(rt, claim_id)
    final = rt.claims.get(claim_id)
    return {
        "decision": final.decision,
        "payable_amount": final.payable_amount,
        "decided_by": final.decided_by,
    }


COVERAGE_QUERY = "in-patient hospitalisation treatment expenses covered indemnify"


def coverage_reasons(rt: RuntimePorts, claim_id: str) -> list[dict[str, Any]]:
    """The coverage clause(s) a payment rests on (SPEC §3 stage 8): the benefits clause of the version in force
    that best matches in-patient cover and the claim's diagnosis and procedure (full text, no model)."""
    claim = rt.claims.get(claim_id)
    if claim.policy_version_id is None:
        return []
    facts = (rt.claims.facts(claim_id) or {}).get("facts") or {}
    treatment = " ".join(str(facts.get(k) or "") for k in ("diagnosis", "procedure"))
    hits = rt.policies.fulltext_search(claim.policy_version_id, f"{COVERAGE_QUERY} {treatment}", k=12)
    benefits = [h.clause for h in hits if h.clause.section_type == "benefits"][:1]
    return [
        {
            "clause_id": c.clause_id,
            "clause_text": c.text,
            "finding": f"covered under clause {c.clause_no or c.clause_id}: the amount paid rests on this benefit",
            "rule_id": "COVERAGE",
            "reason_code": None,
        }
        for c in benefits
    ]


def build_reasons(rt: RuntimePorts, claim_id: str, *, decision: str | None = None) -> list[dict[str, Any]]:
    """One reason per rule that failed (or the decisive passes), each with its clause id and stored text; a
    decision that pays cites the coverage clause it rests on first."""
    results = rt.claims.rule_results(claim_id)
    claim = rt.claims.get(claim_id)
    failing = [r for r in results if not r["passed"]] or results[-1:]
    wanted = sorted({c for r in failing for c in r["clause_ids"] if not c.startswith("schedule:")})
    clauses = {c.clause_id: c for c in rt.policies.get_clauses(wanted)}
    reasons: list[dict[str, Any]] = (
        coverage_reasons(rt, claim_id) if decision in ("approve", "partial") else []
    )
    for r in failing:
        ids = r["clause_ids"] or [None]
        for cid in ids:
            text = None
            if cid and cid in clauses:
                text = clauses[cid].text
            elif cid and cid.startswith("schedule:"):
                text = f"Policy schedule of {claim.policy_id}: {cid.split(':', 1)[1]}"
            reasons.append(
                {
                    "clause_id": cid,
                    "clause_text": text,
                    "finding": r["detail"] or r["rule_id"],
                    "rule_id": r["rule_id"],
                    "reason_code": r["reason_code"],
                }
            )
    return reasons


def fail_claim(rt: RuntimePorts, claim_id: str, error: dict[str, Any] | None) -> dict[str, Any]:
    """A stage failed for good: the claim keeps a named status and goes to a person; nothing is lost."""
    if (done := decided_summary(rt, claim_id)) is not None:
        return done  # the decision stands; a late failure of a rerun appends nothing
    code, message = failure_reason(error)
    rt.claims.update(
        claim_id,
        status=ClaimStatus.NEEDS_ATTENTION,
        stage="failed",
        error_code=code,
        error_message=message,
        route="human",
    )
    rt.audit.append(
        claim_id, "error", SYSTEM, {"error_code": code, "route": "human"}, idempotency_key=f"error:{code}"
    )
    return {"status": "needs_attention", "error_code": code, "error_message": message}
