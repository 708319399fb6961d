"""Judgement and verification stages (SPEC §3 stages 4-5), between the rules and the gate.

Judge: the judge (Claude with tools, or the offline judge) reads the typed facts and rule results, searches
the claim's policy version and marks every bill line covered or not with a clause id; code copies each line's
amount from the facts and computes the proposal's payable amount with the rules engine from the marks. Verify:
the cited clauses belong to the version, the rules code recomputes the payable from the marks, and each cited
clause supports its finding. Both stages store their result once (a rerun returns the stored result and
appends nothing new) and append one audit record. The gate reads :func:`gate_inputs`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, cast

from clausetrail.domain.claims.facts import ClaimFacts
from clausetrail.domain.errors import ClauseTrailError, Conflict, TransientError
from clausetrail.domain.rules.age_conditions import age_on
from clausetrail.domain.rules.engine import evaluate
from clausetrail.domain.rules.model import RuleContext
from clausetrail.judgement import estimate as est
from clausetrail.judgement.model import ClauseHit, JudgedLine, LineMark, Proposal, ProposeDecision, RulesView
from clausetrail.judgement.offline import JudgeDraft, OfflineJudge
from clausetrail.judgement.prompts import (
    judge_prompt,
    judge_tools,
    judge_turns,
)
from clausetrail.judgement.tools import JudgeTools
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.adjudication import SYSTEM, audit_json, decided_summary
from clausetrail.services.judgement_view import payable_for_marks, repo, rules_context


class Judge(Protocol):
    name: str
    offline: bool

    def judge(self, tools: JudgeTools) -> JudgeDraft: ...


def rules_view(rt: RuntimePorts, claim_id: str, ctx: RuleContext) -> RulesView:
    claim = rt.claims.get(claim_id)
    outcome: Mapping[str, Any] = claim.rules_outcome or {}
    engine = evaluate(ctx)
    lines = engine.assessment.lines if engine.assessment else ()
    return RulesView(
        decision=str(outcome.get("decision") or engine.decision),
        draft_decision=outcome.get("draft_decision"),
        payable_amount=outcome.get("payable_amount"),
        reason_codes=tuple(outcome.get("reason_codes") or ()),
        needs_human=bool(outcome.get("needs_human")),
        results=tuple(
            {
                k: r.get(k)
                for k in (
                    "rule_id",
                    "passed",
                    "outcome",
                    "reason_code",
                    "computed_amount",
                    "clause_ids",
                    "detail",
                )
            }
            for r in rt.claims.rule_results(claim_id)
        ),
        allowed=tuple(line.allowed for line in lines),
        line_notes=tuple(tuple(line.notes) for line in lines),
    )


def searcher(rt: RuntimePorts, version_id: str | None) -> Any:
    from clausetrail.services.search import search_version

    def search(question: str, k: int) -> list[ClauseHit]:
        if version_id is None:
            return []
        result = search_version(rt, version_id, question, k=k, with_links=False, require_ready=False)
        return [
            ClauseHit(
                clause_id=h.clause.clause_id,
                clause_no=h.clause.clause_no,
                section_type=h.clause.section_type,
                exclusion_code=h.clause.exclusion_code,
                text=h.clause.text,
            )
            for h in result.hits
        ]

    return search


def judge_for(rt: RuntimePorts, claim_id: str) -> Judge:
    if rt.settings.judgement_backend == "claude":
        from clausetrail.judgement.claude import ClaudeJudge
        from clausetrail.services.budgeted_llm import ClaimBudgetGuard

        return ClaudeJudge(rt.llm, ClaimBudgetGuard(rt, claim_id))
    return OfflineJudge()


def _person_draft(tools: JudgeTools, reason: str, judge: Judge) -> JudgeDraft:
    """The work so far when the judge could not finish (the budget cap, a model that gave no valid answer):
    the lines as the rules left them, and a person to decide."""
    marks = [
        LineMark(index=i, covered=not (i < len(tools.rules.allowed) and tools.rules.allowed[i] == 0), note="")
        for i in range(len(tools.facts.line_items))
    ]
    return JudgeDraft(
        proposal=ProposeDecision(decision=cast(Any, tools.rules.proposed), line_items=marks, notes=reason),
        needs_person=True,
        person_reasons=(reason,),
        judge=judge.name,
        offline=judge.offline,
    )


def run_judge(judge: Judge, tools: JudgeTools) -> JudgeDraft:
    """The judge's draft; over the budget cap, or without a valid answer, a person with the work so far."""
    try:
        return judge.judge(tools)
    except TransientError:
        raise  # the state machine retries
    except ClauseTrailError as exc:
        return _person_draft(tools, exc.code, judge)


def finish(
    draft: JudgeDraft, facts: ClaimFacts, ctx: RuleContext, rules: RulesView, questions: tuple[str, ...]
) -> Proposal:
    """The stored proposal: descriptions and amounts from the facts, the payable from the rules code."""
    marks = {m.index: m for m in draft.proposal.line_items if 0 <= m.index < len(facts.line_items)}
    lines = []
    for i, item in enumerate(facts.line_items):
        mark = marks.get(i)
        lines.append(
            JudgedLine(
                index=i,
                description=item.description,
                amount=item.amount,
                covered=mark.covered if mark else False,
                clause_id=mark.clause_id if mark else None,
                note=mark.note if mark else "not marked by the judge",
            )
        )
    covered = frozenset(line.index for line in lines if line.covered)
    payable = payable_for_marks(ctx, covered)
    # a judge that refers a claim the rules did not refer asks for a person (the rules' own referral routes the
    # claim to one already)
    referred = draft.proposal.decision == "refer" and rules.proposed != "refer"
    needs_person = draft.needs_person or referred
    reasons = draft.person_reasons or (("JUDGE_REFERRED",) if referred else ())
    changed = draft.proposal.decision not in (rules.proposed, "refer") or payable != rules.payable_amount
    return Proposal(
        decision=draft.proposal.decision,
        line_items=tuple(lines),
        clause_ids=tuple(dict.fromkeys(draft.proposal.clause_ids)),
        notes=draft.proposal.notes,
        payable_amount=payable,
        needs_person=needs_person,
        person_reasons=tuple(reasons),
        rests_on_model=changed,
        judge=draft.judge,
        offline=draft.offline,
        questions=questions,
    )


def judge_claim(rt: RuntimePorts, claim_id: str) -> dict[str, Any]:
    if (done := decided_summary(rt, claim_id)) is not None:
        return done
    claim = rt.claims.get(claim_id)
    store = repo(rt)
    row = store.judgement(claim_id)
    if row is None:
        if claim.rules_outcome is None:
            raise Conflict(f"claim {claim_id} has no rule results yet", code="STAGE_ORDER")
        ctx = rules_context(rt, claim_id)
        rules = rules_view(rt, claim_id, ctx)
        dob = ctx.member.dob if ctx.member is not None else None
        age = age_on(dob, ctx.claim.loss_date) if dob is not None else None
        tools = JudgeTools(
            ctx.facts, claim.amount_claimed, rules, searcher(rt, claim.policy_version_id), member_age=age
        )
        draft = run_judge(judge_for(rt, claim_id), tools)
        questions = tuple(str(c.input.get("question")) for c in tools.trace if c.name == "search_policy")
        proposal = finish(draft, ctx.facts, ctx, rules, questions)
        # the estimate first: a crash between the two writes recounts it on the rerun, never loses it
        store.add_estimate(claim_id, "judgement", judgement_estimate(rt, tools, draft.proposal))
        store.save_judgement(
            claim_id,
            judge=proposal.judge,
            offline=proposal.offline,
            proposal=proposal.model_dump(mode="json"),
        )
        row = store.judgement(claim_id)
        assert row is not None
    proposal = Proposal.model_validate(row["proposal"])
    rt.claims.update(claim_id, stage="judged")
    out = {
        "judge": proposal.judge,
        "offline": proposal.offline,
        "decision": proposal.decision,
        "payable_amount": proposal.payable_amount,
        "needs_person": proposal.needs_person,
        "rests_on_model": proposal.rests_on_model,
    }
    rt.audit.append(
        claim_id,
        "judge",
        SYSTEM,
        audit_json(
            out
            | {
                "person_reasons": list(proposal.person_reasons),
                "line_items": [line.model_dump(mode="json") for line in proposal.line_items],
                "clause_ids": list(proposal.cited_clause_ids()),
                "questions": list(proposal.questions),
                "notes": proposal.notes,
            }
        ),
        idempotency_key="judge",
    )
    return out


def judgement_estimate(rt: RuntimePorts, tools: JudgeTools, proposal: ProposeDecision) -> dict[str, Any]:
    """The judge's Claude conversation for this trace, built and counted (also when the offline judge ran)."""
    prompt = judge_prompt()
    return est.estimate_conversation(
        rt.token_counter,
        system=prompt.text,
        tools=judge_tools(),
        turns=judge_turns(tools.trace, proposal),
        tier="large",
        prices=rt.settings.tier_prices,
    ).to_json() | {"prompt_id": prompt.id, "prompt_version": prompt.version}
