"""The Claude judge drives the real anthropic SDK through a recorded multi-turn tool conversation; only the HTTP
transport is a mock (httpx2.MockTransport). Replies follow the Messages API shape."""

from __future__ import annotations

import json
from typing import Any

import anthropic
import httpx2
import pytest

from clausetrail.adapters.llm_claude import ClaudeLlm
from clausetrail.domain.safe_json import ModelOutputInvalid
from clausetrail.judgement.claude import ClaudeJudge
from clausetrail.judgement.tools import JudgeTools
from clausetrail.services.budgeted_llm import BudgetExhausted
from tests.fakes.claude_http import Transport, make_settings, message_body, ok
from tests.unit.test_judgement import COVER, FACTS, NON_PAYABLE, FakeSearch, rules


def use(call_id: str, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {"type": "tool_use", "id": call_id, "name": name, "input": arguments}


def reply(*blocks: dict[str, Any], input_tokens: int = 1200, output_tokens: int = 80) -> httpx2.Response:
    return ok(
        message_body(
            list(blocks), model="claude-sonnet-5-5", input_tokens=input_tokens, output_tokens=output_tokens
        )
    )


GOOD_PROPOSAL = {
    "decision": "partial",
    "line_items": [
        {"index": 0, "covered": True, "clause_id": COVER.clause_id, "note": "room: hospitalisation expenses"},
        {
            "index": 1,
            "covered": True,
            "clause_id": COVER.clause_id,
            "note": "surgeon: hospitalisation expenses",
        },
        {"index": 2, "covered": False, "clause_id": NON_PAYABLE.clause_id, "note": "List I: not payable"},
    ],
    "clause_ids": [COVER.clause_id, NON_PAYABLE.clause_id],
    "notes": "Appendicectomy is covered in-patient treatment; medical records are a List I item.",
}

#: a recorded conversation: reads, two questions, a proposal missing a field (sent back once), the proposal
RECORDED = (
    reply(
        {"type": "text", "text": "I will read the facts and the rule results."},
        use("toolu_01", "get_claim_facts", {}),
        use("toolu_02", "get_rule_results", {}),
    ),
    reply(
        use("toolu_03", "search_policy", {"question": "Is appendicectomy covered in-patient?", "k": 4}),
        use("toolu_04", "search_policy", {"question": "Are medical records charges payable?", "k": 2}),
        input_tokens=2600,
    ),
    reply(
        use("toolu_05", "propose_decision", {"decision": "partial", "line_items": [{"index": 0}]}),
        input_tokens=3900,
    ),
    reply(use("toolu_06", "propose_decision", GOOD_PROPOSAL), input_tokens=4300, output_tokens=260),
)


class Guard:
    def __init__(self, refuse_at: int | None = None) -> None:
        self.checks: list[tuple[str, int, int]] = []
        self.charges: list[tuple[str, int, int]] = []
        self.refuse_at = refuse_at

    def check(self, tier: str, estimated_input: int, max_output: int) -> None:
        self.checks.append((tier, estimated_input, max_output))
        if self.refuse_at is not None and len(self.checks) >= self.refuse_at:
            raise BudgetExhausted("model budget reached")

    def charge(self, tier: str, input_tokens: int, output_tokens: int) -> None:
        self.charges.append((tier, input_tokens, output_tokens))


def judge(transport: Transport, guard: Guard) -> ClaudeJudge:
    client = anthropic.Anthropic(
        api_key="test-key", http_client=httpx2.Client(transport=httpx2.MockTransport(transport))
    )
    return ClaudeJudge(ClaudeLlm(make_settings(), client=client, sleep=lambda _s: None), guard)


def test_a_recorded_tool_conversation_ends_in_a_proposal() -> None:
    transport = Transport(*RECORDED)
    guard = Guard()
    search = FakeSearch()
    tools = JudgeTools(FACTS, 36200, rules(), search)

    draft = judge(transport, guard).judge(tools)

    assert draft.proposal.model_dump()["line_items"][2]["covered"] is False
    assert (draft.judge, draft.offline, draft.needs_person) == ("claude-sonnet-5-5", False, False)
    assert len(transport.requests) == 4
    first = transport.body(0)
    assert first["model"] == "claude-sonnet-5-5" and first["tool_choice"] == {"type": "auto"}
    assert [t["name"] for t in first["tools"]] == [
        "get_claim_facts",
        "get_rule_results",
        "search_policy",
        "propose_decision",
    ]
    schema = first["tools"][3]["input_schema"]  # the judge never writes an amount
    assert set(schema["properties"]) == {"decision", "line_items", "clause_ids", "notes"}
    assert set(schema["$defs"]["LineMark"]["properties"]) == {"index", "covered", "clause_id", "note"}
    # the second request carries the tool results: typed facts and rule results, never pages
    results = transport.body(1)["messages"][-1]["content"]
    assert [r["tool_use_id"] for r in results] == ["toolu_01", "toolu_02"]
    facts = json.loads(results[0]["content"])
    assert facts["lines"][1] == {
        "index": 1,
        "description": "Surgeon fees",
        "category": "surgeon_fees",
        "amount": 30000,
    }
    assert "failed" in json.loads(results[1]["content"])
    # the searches ran on the bound version, k as asked (<= 4)
    assert search.questions == [
        ("Is appendicectomy covered in-patient?", 4),
        ("Are medical records charges payable?", 2),
    ]
    clauses = json.loads(transport.body(2)["messages"][-1]["content"][0]["content"])
    assert COVER.clause_id in {c["clause_id"] for c in clauses}
    # the invalid proposal went back once as a tool error (the one retry)
    retry = transport.body(3)["messages"][-1]["content"][0]
    assert retry["tool_use_id"] == "toolu_05" and retry["is_error"] is True
    # the budget was checked before every call and charged with the usage Claude reported
    assert len(guard.checks) == 4 and all(c[0] == "large" and c[1] > 0 for c in guard.checks)
    assert guard.checks[3][1] > guard.checks[0][1]  # the conversation grows
    assert guard.charges == [
        ("large", 1200, 80),
        ("large", 2600, 80),
        ("large", 3900, 80),
        ("large", 4300, 260),
    ]


def test_a_second_invalid_proposal_ends_the_judgement() -> None:
    bad = reply(use("toolu_09", "propose_decision", {"decision": "pay everything"}))
    transport = Transport(RECORDED[0], bad, bad)
    with pytest.raises(ModelOutputInvalid):
        judge(transport, Guard()).judge(JudgeTools(FACTS, 36200, rules(), FakeSearch()))
    assert len(transport.requests) == 3


def test_over_the_cap_no_call_is_made() -> None:
    transport = Transport(*RECORDED)
    guard = Guard(refuse_at=2)
    with pytest.raises(BudgetExhausted):
        judge(transport, guard).judge(JudgeTools(FACTS, 36200, rules(), FakeSearch()))
    assert len(transport.requests) == 1 and len(guard.charges) == 1


def test_searches_beyond_the_limit_come_back_as_tool_errors() -> None:
    searches = [use(f"toolu_s{i}", "search_policy", {"question": f"question {i}", "k": 4}) for i in range(5)]
    transport = Transport(reply(*searches), reply(use("toolu_p", "propose_decision", GOOD_PROPOSAL)))
    search = FakeSearch()
    judge(transport, Guard()).judge(JudgeTools(FACTS, 36200, rules(), search))
    results = transport.body(1)["messages"][-1]["content"]
    assert len(search.questions) == 4
    assert [bool(r.get("is_error")) for r in results] == [False, False, False, False, True]


def test_over_the_cap_a_person_gets_the_claim_with_the_work_so_far() -> None:
    from clausetrail.domain.rules.engine import evaluate
    from clausetrail.judgement.model import RulesView
    from clausetrail.services.judgement import finish, run_judge
    from tests.unit.test_rules_fixtures import context, facts

    ctx = context(claim_facts=facts())
    engine = evaluate(ctx)
    assert engine.assessment is not None
    view = RulesView(
        decision=str(engine.decision),
        payable_amount=engine.payable_amount,
        allowed=tuple(line.allowed for line in engine.assessment.lines),
    )
    tools = JudgeTools(ctx.facts, ctx.claim.amount_claimed, view, FakeSearch())
    transport = Transport(*RECORDED)
    draft = run_judge(judge(transport, Guard(refuse_at=2)), tools)
    assert draft.needs_person and draft.person_reasons == ("BUDGET_EXHAUSTED",)
    assert len(transport.requests) == 1  # the call that would cross the cap was never made
    proposal = finish(draft, ctx.facts, ctx, view, ())
    # the work so far: the lines as the rules left them, the rules' decision and payable, a person to decide
    assert proposal.decision == view.proposed and proposal.payable_amount == engine.payable_amount
    assert proposal.needs_person and not proposal.rests_on_model
    assert [line.amount for line in proposal.line_items] == [item.amount for item in ctx.facts.line_items]


def test_the_small_model_checks_each_cited_clause_and_an_unsupported_one_fails_verification() -> None:
    from clausetrail.judgement.verify import findings, verify_proposal
    from clausetrail.services.verification import model_support
    from tests.unit.test_judgement import CLAUSES, GOOD, proposal

    p = proposal(GOOD)
    found = findings(p)
    keys = [f.key for f in found]
    recorded = {
        "verdicts": [
            {"key": keys[0], "supported": True, "why": "the clause indemnifies in-patient expenses"},
            {"key": keys[1], "supported": False, "why": "the clause is about another list"},
        ]
    }
    transport = Transport(
        ok(message_body([use("toolu_v", "record_verify_findings", recorded)], model="claude-haiku-5-5"))
    )
    client = anthropic.Anthropic(
        api_key="test-key", http_client=httpx2.Client(transport=httpx2.MockTransport(transport))
    )
    llm = ClaudeLlm(make_settings(), client=client, sleep=lambda _s: None)
    support, checker = model_support(llm, found, {cid: c.text for cid, c in CLAUSES.items()})
    assert checker == "claude-haiku-5-5"
    body = transport.body(0)
    assert body["model"] == "claude-haiku-5-5"  # the small tier
    sent = body["messages"][0]["content"]
    assert all(k in sent for k in keys) and CLAUSES[found[0].clause_id].text[:40] in sent
    result = verify_proposal(
        p,
        facts=FACTS,
        amount_claimed=36200,
        version_id="pv_1",
        clause_versions={cid: "pv_1" for cid in CLAUSES},
        recomputed_payable=36000,
        support=support,
        support_checker=checker,
    )
    assert not result.passed and result.codes == ("UNSUPPORTED_CLAUSE",)
    assert result.failures[0].clause_id == found[1].clause_id


def test_a_verifier_that_leaves_a_finding_out_fails_closed() -> None:
    from clausetrail.judgement.verify import findings
    from clausetrail.services.verification import model_support
    from tests.unit.test_judgement import CLAUSES, GOOD, proposal

    found = findings(proposal(GOOD))
    partial = {"verdicts": [{"key": found[0].key, "supported": True, "why": "ok"}]}
    transport = Transport(ok(message_body([use("toolu_v", "record_verify_findings", partial)])))
    client = anthropic.Anthropic(
        api_key="test-key", http_client=httpx2.Client(transport=httpx2.MockTransport(transport))
    )
    support, _ = model_support(
        ClaudeLlm(make_settings(), client=client), found, {cid: c.text for cid, c in CLAUSES.items()}
    )
    assert found[1].key not in support
    from clausetrail.judgement.verify import verify_proposal

    result = verify_proposal(
        proposal(GOOD),
        facts=FACTS,
        amount_claimed=36200,
        version_id="pv_1",
        clause_versions={cid: "pv_1" for cid in CLAUSES},
        recomputed_payable=36000,
        support=support,
    )
    assert result.codes == ("UNSUPPORTED_CLAUSE",) and "not checked" in result.failures[0].detail


#: a recorded conversation on a claim whose discharge summary carries a clinical narrative and whose member's
#: age is known: Claude reads both facts (the prompt describes them) and cites them in its proposal
NARRATIVE_FACTS = FACTS.model_copy(
    update={"clinical_notes": "Right iliac fossa pain for two days; no trauma. Appendix inflamed at surgery."}
)
NARRATIVE_PROPOSAL = {
    **GOOD_PROPOSAL,
    "notes": "Clinical notes: acute appendicitis, no trauma; member aged 47: no age condition applies.",
}
RECORDED_NARRATIVE = (
    reply(
        {"type": "text", "text": "I will read the facts, the clinical notes and the rule results."},
        use("toolu_11", "get_claim_facts", {}),
        use("toolu_12", "get_rule_results", {}),
    ),
    reply(use("toolu_13", "search_policy", {"question": "Is appendicectomy covered in-patient?", "k": 4})),
    reply(use("toolu_14", "propose_decision", NARRATIVE_PROPOSAL), input_tokens=3600, output_tokens=240),
)


def test_the_judge_prompt_describes_the_clinical_notes_and_member_age_it_is_sent() -> None:
    from clausetrail.judgement.prompts import judge_prompt

    transport = Transport(*RECORDED_NARRATIVE)
    tools = JudgeTools(NARRATIVE_FACTS, 36200, rules(), FakeSearch(), member_age=47)

    draft = judge(transport, Guard()).judge(tools)

    assert draft.proposal.notes == NARRATIVE_PROPOSAL["notes"] and len(transport.requests) == 3
    system = transport.body(0)["system"]
    prompt = judge_prompt()
    assert prompt.version == 2 and system == prompt.text
    assert "clinical_notes" in system and "member_age" in system
    facts = json.loads(transport.body(1)["messages"][-1]["content"][0]["content"])
    assert facts["clinical_notes"] == NARRATIVE_FACTS.clinical_notes and facts["member_age"] == 47
    # a fact that was not read is absent, as the prompt says
    bare = JudgeTools(FACTS, 36200, rules(), FakeSearch())
    seen = Transport(*RECORDED_NARRATIVE)
    judge(seen, Guard()).judge(bare)
    sent = json.loads(seen.body(1)["messages"][-1]["content"][0]["content"])
    assert "clinical_notes" not in sent and "member_age" not in sent
