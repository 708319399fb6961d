"""The Claude prompts of judgement and verification, built the same way whether Claude or the offline model
runs: the Claude judge sends them, the offline run counts them (what Claude would have spent, SPEC §3 Budget).

A judgement is a tool conversation. From a trace of tool calls (Claude's own, or the offline judge's, which
makes the same calls) :func:`judge_turns` rebuilds the requests Claude makes: the facts and rule results in one
turn, the first-round questions in the next, the extra retrieval round if any, then ``propose_decision``.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final

from pydantic import BaseModel, ConfigDict, Field

from clausetrail.data.prompts import Prompt, load_prompt
from clausetrail.judgement.model import MAX_QUESTIONS, ProposeDecision, SearchPolicy, ToolCall
from clausetrail.judgement.verify import Finding

JUDGE_PROMPT_ID: Final = "judge_claim"
VERIFY_PROMPT_ID: Final = "verify_findings"
JUDGE_MAX_OUTPUT_TOKENS: Final = 1500
VERIFY_MAX_OUTPUT_TOKENS: Final = 600
JUDGE_INTRO: Final = (
    "Judge this claim: read its facts and rule results with the tools, search the policy, then call "
    "propose_decision."
)


def judge_prompt() -> Prompt:
    return load_prompt(JUDGE_PROMPT_ID)


def verify_prompt() -> Prompt:
    return load_prompt(VERIFY_PROMPT_ID)


def judge_tools() -> list[dict[str, Any]]:
    """The four tool definitions, as the Messages API takes them (a fresh copy: callers may change it)."""
    return copy.deepcopy(_judge_tools())


@lru_cache(maxsize=1)
def _judge_tools() -> list[dict[str, Any]]:
    empty = {"type": "object", "properties": {}, "additionalProperties": False}
    return [
        {
            "name": "get_claim_facts",
            "description": "The claim's typed facts and bill lines.",
            "input_schema": empty,
        },
        {
            "name": "get_rule_results",
            "description": "The rules' decision, failed rules, and what each bill line still allows.",
            "input_schema": empty,
        },
        {
            "name": "search_policy",
            "description": "Search this claim's policy version; returns at most k (<= 4) clauses.",
            "input_schema": SearchPolicy.model_json_schema(),
        },
        {
            "name": "propose_decision",
            "description": (ProposeDecision.__doc__ or "").strip(),
            "input_schema": ProposeDecision.model_json_schema(),
        },
    ]


def compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)


@dataclass(frozen=True, slots=True)
class Turn:
    """One model call: the messages sent, and the assistant content it returned (or would have)."""

    messages: tuple[dict[str, Any], ...]
    reply: tuple[dict[str, Any], ...]


def _tool_use(call_id: str, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {"type": "tool_use", "id": call_id, "name": name, "input": arguments}


def judge_turns(trace: Sequence[ToolCall], proposal: ProposeDecision) -> list[Turn]:
    """The calls Claude makes for this trace: reads, first-round searches, the extra round, the proposal."""
    reads = [c for c in trace if c.name in ("get_claim_facts", "get_rule_results")]
    searches = [c for c in trace if c.name == "search_policy"]
    rounds = [r for r in (reads, searches[:MAX_QUESTIONS], searches[MAX_QUESTIONS:]) if r]
    messages: list[dict[str, Any]] = [{"role": "user", "content": JUDGE_INTRO}]
    turns: list[Turn] = []
    n = 0
    for group in rounds:
        uses = []
        results = []
        for call in group:
            n += 1
            uses.append(_tool_use(f"toolu_{n:02d}", call.name, call.input))
            results.append(
                {"type": "tool_result", "tool_use_id": f"toolu_{n:02d}", "content": compact(call.output)}
            )
        turns.append(Turn(tuple(messages), tuple(uses)))
        messages = [*messages, {"role": "assistant", "content": uses}, {"role": "user", "content": results}]
    final = (_tool_use("toolu_final", "propose_decision", proposal.model_dump(mode="json")),)
    turns.append(Turn(tuple(messages), final))
    return turns


class SupportVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid")

    key: str = Field(description="the finding's key, as given")
    supported: bool
    why: str = Field(default="", max_length=300)


class SupportVerdicts(BaseModel):
    """Record, for every finding, whether its clause supports it."""

    model_config = ConfigDict(extra="forbid")

    verdicts: list[SupportVerdict]


def verify_message(findings: Sequence[Finding], clause_texts: dict[str, str]) -> str:
    """The user message of the small-model support check: findings with their clause text (compact)."""
    items = [
        {
            "key": f.key,
            "kind": f.kind,
            "finding": f.text[:400],
            "clause": clause_texts.get(f.clause_id, "")[:1200],
        }
        for f in findings
    ]
    return "Findings to check:\n" + compact(items)
