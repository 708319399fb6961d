"""The Claude judge: the large model in a tool conversation (anthropic SDK tool use), behind the judge port.

Tools: ``get_claim_facts``, ``get_rule_results``, ``search_policy(question, k<=4)`` bound to the claim's policy
version, ``propose_decision(decision, line_items, clause_ids, notes)``. The tools enforce the limits (three
questions and one extra retrieval round); a ``propose_decision`` that does not fit its schema is sent back as a
tool error once (the one retry), a second one ends the judgement (:class:`ModelOutputInvalid`: a person decides).
The claim's budget is checked before every call with the tiktoken estimate of the whole request and charged
with the usage Claude reports; over the cap, :class:`BudgetExhausted` ends it (a person, with the work so far).
"""

from __future__ import annotations

import json
from typing import Any, Final, Protocol

from pydantic import ValidationError

from clausetrail.adapters.llm_claude import _token_counter
from clausetrail.domain.safe_json import ModelOutputInvalid
from clausetrail.judgement.estimate import count_messages
from clausetrail.judgement.model import ProposeDecision
from clausetrail.judgement.offline import JudgeDraft
from clausetrail.judgement.prompts import (
    JUDGE_INTRO,
    JUDGE_MAX_OUTPUT_TOKENS,
    compact,
    judge_prompt,
    judge_tools,
)
from clausetrail.judgement.tools import JudgeTools
from clausetrail.ports.llm import ModelRefused, ModelTier, ModelTruncated, ToolUseLlm

MAX_TURNS: Final = 6  # reads, questions, the extra round, the proposal, one retry, one spare
TIER: Final = "large"


class BudgetGuard(Protocol):
    def check(self, tier: str, estimated_input: int, max_output: int) -> None: ...

    def charge(self, tier: str, input_tokens: int, output_tokens: int) -> None: ...


def _block_json(block: Any) -> dict[str, Any]:
    data: dict[str, Any] = block.model_dump(mode="json", exclude_none=True)
    if data.get("type") == "text":
        return {"type": "text", "text": data.get("text", "")}
    if data.get("type") == "tool_use":
        return {"type": "tool_use", "id": data["id"], "name": data["name"], "input": data.get("input", {})}
    return data


class ClaudeJudge:
    offline = False

    def __init__(
        self, llm: ToolUseLlm, budget: BudgetGuard, *, max_output_tokens: int = JUDGE_MAX_OUTPUT_TOKENS
    ):
        self.llm = llm
        self.budget = budget
        self.prompt = judge_prompt()
        self.max_output_tokens = max_output_tokens
        self.model = llm.model_id(ModelTier.LARGE)
        self.name = self.model

    def judge(self, tools: JudgeTools) -> JudgeDraft:
        count = _token_counter()
        definitions = judge_tools()
        messages: list[dict[str, Any]] = [{"role": "user", "content": JUDGE_INTRO}]
        retries = 1
        context = f"{self.prompt.id} v{self.prompt.version}"
        for _turn in range(MAX_TURNS):
            self.budget.check(
                TIER, count_messages(count, self.prompt.text, definitions, messages), self.max_output_tokens
            )
            message = self.llm.create_message(
                {
                    "model": self.model,
                    "max_tokens": self.max_output_tokens,
                    "system": self.prompt.text,
                    "tools": definitions,
                    "tool_choice": {"type": "auto"},
                    "messages": messages,
                },
                self.model,
                context,
            )
            usage = message.usage
            self.budget.charge(
                TIER,
                usage.input_tokens
                + (usage.cache_creation_input_tokens or 0)
                + (usage.cache_read_input_tokens or 0),
                usage.output_tokens,
            )
            if message.stop_reason == "refusal":
                raise ModelRefused(f"[{context}] the model declined to judge")
            if message.stop_reason in ("max_tokens", "model_context_window_exceeded"):
                raise ModelTruncated(f"[{context}] the reply was cut off ({message.stop_reason})")
            uses = [b for b in message.content if b.type == "tool_use"]
            messages.append({"role": "assistant", "content": [_block_json(b) for b in message.content]})
            if not uses:
                if retries == 0:
                    raise ModelOutputInvalid(context, "the model ended without calling propose_decision")
                retries -= 1
                messages.append({"role": "user", "content": "Call propose_decision now, marking every line."})
                continue
            results: list[dict[str, Any]] = []
            for use in uses:
                arguments = dict(use.input) if isinstance(use.input, dict) else {}
                if use.name == "propose_decision":
                    try:
                        proposal = ProposeDecision.model_validate(arguments)
                    except ValidationError as err:
                        if retries == 0:
                            raise ModelOutputInvalid(
                                context,
                                f"propose_decision does not fit its schema: {err.error_count()} errors",
                            ) from err
                        retries -= 1
                        results.append(_result(use.id, {"error": _errors(err)}, is_error=True))
                        continue
                    return JudgeDraft(
                        proposal=proposal,
                        needs_person=proposal.decision == "refer",
                        person_reasons=("JUDGE_REFERRED",) if proposal.decision == "refer" else (),
                        judge=message.model or self.model,
                        offline=False,
                    )
                output, is_error = tools.call(use.name, arguments)
                results.append(_result(use.id, output, is_error=is_error))
            messages.append({"role": "user", "content": results})
        raise ModelOutputInvalid(context, f"no proposal after {MAX_TURNS} turns")


def _result(tool_use_id: str, output: Any, *, is_error: bool) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "tool_result", "tool_use_id": tool_use_id, "content": compact(output)}
    if is_error:
        block["is_error"] = True
    return block


def _errors(err: ValidationError) -> str:
    problems = err.errors(include_url=False, include_input=False)[:5]
    return json.dumps([f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in problems])
