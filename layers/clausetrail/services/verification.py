"""Verification stage (SPEC §3 stage 5): every cited clause belongs to the claim's policy version, the rules
code recomputes the payable amount from the judge's marks, and each cited clause supports its finding (lexical
offline, the small model with Claude). Stored once with the proposal (a rerun returns it and appends nothing);
a failed verification never auto-pays: the gate reads it (``services.judgement_view.gate_inputs``) and the
review packet shows it.
"""

from __future__ import annotations

from typing import Any

from clausetrail.domain.errors import ClauseTrailError, Conflict, TransientError
from clausetrail.judgement import estimate as est
from clausetrail.judgement.model import Proposal
from clausetrail.judgement.prompts import (
    VERIFY_MAX_OUTPUT_TOKENS,
    SupportVerdicts,
    verify_message,
    verify_prompt,
)
from clausetrail.judgement.verify import (
    OFFLINE_SUPPORT,
    Finding,
    Support,
    Verification,
    findings,
    lexical_support,
    verify_proposal,
)
from clausetrail.ports.llm import LlmMessage, LlmPort, LlmRequest, ModelTier
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.adjudication import SYSTEM, audit_json, decided_summary
from clausetrail.services.judgement_view import payable_for_marks, repo, rules_context


def _support(
    rt: RuntimePorts, claim_id: str, found: tuple[Finding, ...], clauses: dict[str, Any]
) -> tuple[dict[str, Support], str]:
    """Each finding's support verdict: lexical offline, the small model with Claude (its failures fail closed)."""
    if rt.settings.judgement_backend != "claude":
        return {
            f.key: lexical_support(f, clauses[f.clause_id].text, clauses[f.clause_id].section_type)
            for f in found
            if f.clause_id in clauses
        }, OFFLINE_SUPPORT
    from clausetrail.services.budgeted_llm import BudgetedLlm

    return model_support(
        BudgetedLlm(rt.llm, rt, claim_id), found, {cid: c.text for cid, c in clauses.items()}
    )


def model_support(
    llm: LlmPort, found: tuple[Finding, ...], clause_texts: dict[str, str]
) -> tuple[dict[str, Support], str]:
    """The small model's verdict on each finding. A finding it leaves out, a refused or invalid reply, or the
    budget cap all count as unsupported (the claim then goes to a person); a transient error is retried."""
    if not found:
        return {}, "claude"
    try:
        result = llm.complete(verify_request(found, clause_texts))
    except TransientError:
        raise
    except ClauseTrailError as exc:
        return {f.key: Support(supported=False, why=exc.code) for f in found}, "claude"
    verdicts = {v.key: Support(supported=v.supported, why=v.why) for v in result.value.verdicts}
    return verdicts, result.model_id


def verify_request(found: tuple[Finding, ...], clause_texts: dict[str, str]) -> LlmRequest[SupportVerdicts]:
    prompt = verify_prompt()
    return LlmRequest(
        tier=ModelTier.SMALL,
        system=prompt.text,
        messages=[LlmMessage.user(verify_message(found, clause_texts))],
        output_schema=SupportVerdicts,
        prompt_id=prompt.id,
        prompt_version=prompt.version,
        max_output_tokens=VERIFY_MAX_OUTPUT_TOKENS,
    )


def verification_estimate(
    rt: RuntimePorts, found: tuple[Finding, ...], clause_texts: dict[str, str]
) -> dict[str, Any]:
    request = verify_request(found, clause_texts)
    reply = SupportVerdicts.model_validate(
        {"verdicts": [{"key": f.key, "supported": True, "why": "the clause states it"} for f in found]}
    )
    return est.estimate_call(
        rt.token_counter,
        system=request.system,
        schema=SupportVerdicts.model_json_schema(),
        message=request.messages[0].content,
        reply=reply.model_dump_json(),
        tier="small",
        prices=rt.settings.tier_prices,
    ).to_json() | {"prompt_id": request.prompt_id, "prompt_version": request.prompt_version}


def verify_claim(rt: RuntimePorts, claim_id: str) -> dict[str, Any]:
    if (done := decided_summary(rt, claim_id)) is not None:
        return done
    claim = rt.claims.get(claim_id)
    store = repo(rt)
    row = store.judgement(claim_id)
    if row is None:
        raise Conflict(f"claim {claim_id} has no judgement yet", code="STAGE_ORDER")
    if row["verification"] is None:
        proposal = Proposal.model_validate(row["proposal"])
        ctx = rules_context(rt, claim_id)
        cited = proposal.cited_clause_ids()
        clauses = {c.clause_id: c for c in rt.policies.get_clauses(list(cited))}
        found = findings(proposal)
        support, checker = _support(rt, claim_id, found, clauses)
        verification = verify_proposal(
            proposal,
            facts=ctx.facts,
            amount_claimed=claim.amount_claimed,
            version_id=claim.policy_version_id,
            clause_versions=store.clause_versions(list(cited)),
            recomputed_payable=payable_for_marks(
                ctx, frozenset(line.index for line in proposal.line_items if line.covered)
            ),
            support=support,
            support_checker=checker,
        )
        store.add_estimate(
            claim_id,
            "verification",
            verification_estimate(rt, found, {k: c.text for k, c in clauses.items()}),
        )
        store.save_verification(claim_id, verification.model_dump(mode="json"))
        row = store.judgement(claim_id)
        assert row is not None and row["verification"] is not None
    verification = Verification.model_validate(row["verification"])
    cited_rows = rt.policies.get_clauses(list(Proposal.model_validate(row["proposal"]).cited_clause_ids()))
    rt.claims.update(claim_id, stage="verified")
    out = {
        "verification_passed": verification.passed,
        "failures": list(verification.codes),
        "recomputed_payable": verification.recomputed_payable,
    }
    rt.audit.append(
        claim_id,
        "verify",
        SYSTEM,
        audit_json(
            out
            | {
                "failure_details": [f.model_dump(mode="json") for f in verification.failures],
                "checked_clauses": verification.checked_clauses,
                "support_checker": verification.support_checker,
                "clauses": [{"clause_id": c.clause_id, "text_sha256": c.text_hash} for c in cited_rows],
            }
        ),
        idempotency_key="verify",
    )
    return out
