"""The budget estimate (issue 9 item 7): the Claude prompts of judgement and verification are built from the
judge's trace and counted, turn by turn, with the whole conversation sent again on every turn."""

from __future__ import annotations

from clausetrail.domain.budget import DEFAULT_PRICES, cost_micros
from clausetrail.judgement import estimate as est
from clausetrail.judgement.offline import OfflineJudge
from clausetrail.judgement.prompts import JUDGE_INTRO, judge_prompt, judge_tools, judge_turns
from clausetrail.judgement.tools import JudgeTools
from tests.unit.test_judgement import FACTS, FakeSearch, rules


def words(text: str) -> int:
    return len(text.split())


def offline_trace() -> tuple[JudgeTools, object]:
    tools = JudgeTools(FACTS, 36200, rules(), FakeSearch())
    draft = OfflineJudge().judge(tools)
    return tools, draft


def test_the_judge_conversation_is_rebuilt_from_the_offline_trace() -> None:
    tools, draft = offline_trace()
    turns = judge_turns(tools.trace, draft.proposal)  # type: ignore[attr-defined]
    # reads, the first-round questions, then the proposal (no extra round was needed)
    assert [[b["name"] for b in t.reply] for t in turns] == [
        ["get_claim_facts", "get_rule_results"],
        ["search_policy"] * 3,
        ["propose_decision"],
    ]
    assert turns[0].messages[0]["content"] == JUDGE_INTRO
    assert len(turns[2].messages) == 5  # intro, reads, their results, searches, their results
    results = turns[2].messages[-1]["content"]
    assert all(r["type"] == "tool_result" for r in results)


def test_every_turn_counts_the_whole_conversation_and_the_price_is_the_tiers() -> None:
    tools, draft = offline_trace()
    turns = judge_turns(tools.trace, draft.proposal)  # type: ignore[attr-defined]
    prompt = judge_prompt()
    e = est.estimate_conversation(
        words, system=prompt.text, tools=judge_tools(), turns=turns, tier="large", prices=DEFAULT_PRICES
    )
    per_turn = [est.count_messages(words, prompt.text, judge_tools(), t.messages) for t in turns]
    assert per_turn == sorted(per_turn) and per_turn[0] < per_turn[-1]  # the conversation grows
    assert e.input_tokens == sum(per_turn) and e.calls == 3
    assert e.output_tokens > 3 * est.REPLY_OVERHEAD_TOKENS
    assert e.usd_micros == cost_micros("large", e.input_tokens, e.output_tokens)
    assert e.to_json()["tokens"] == e.input_tokens + e.output_tokens


def test_the_claim_total_adds_its_stages() -> None:
    parts = {
        "extraction": {
            "calls": 1,
            "input_tokens": 4000,
            "output_tokens": 600,
            "tokens": 4600,
            "usd_micros": 7000,
        },
        "judgement": {
            "calls": 3,
            "input_tokens": 6000,
            "output_tokens": 500,
            "tokens": 6500,
            "usd_micros": 25500,
        },
        "verification": {
            "calls": 1,
            "input_tokens": 800,
            "output_tokens": 100,
            "tokens": 900,
            "usd_micros": 1300,
        },
    }
    assert est.total(parts) == {
        "calls": 5,
        "input_tokens": 10800,
        "output_tokens": 1200,
        "tokens": 12000,
        "usd_micros": 33800,
    }
    assert est.total({}) == {"calls": 0, "input_tokens": 0, "output_tokens": 0, "tokens": 0, "usd_micros": 0}
