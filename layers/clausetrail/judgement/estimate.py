"""What a claim's Claude prompts cost, counted before (or instead of) any call (SPEC §3 Budget, issue 9 item 7).

Input tokens are counted with the token counter (tiktoken cl100k_base, offline) over exactly what would be sent:
the system prompt, the tool or output schema, and every message, plus a few tokens of framing per message (the
same count :meth:`ClaudeLlm.estimate_input_tokens` makes for the budget check). A tool conversation is sent again
in full on every turn, so each turn's input counts. Output tokens are counted over the reply (the tool call's
JSON) plus :data:`REPLY_OVERHEAD_TOKENS` per turn for the block framing and a short preamble. Claude's tokenizer
differs from cl100k_base: these are estimates; the usage Claude reports is what the budget records when it runs.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Final

from clausetrail.domain.budget import TierPrice, cost_micros
from clausetrail.judgement.prompts import Turn, compact

PER_MESSAGE_OVERHEAD_TOKENS: Final = 4
REPLY_OVERHEAD_TOKENS: Final = 40
Counter = Callable[[str], int]


@dataclass(frozen=True, slots=True)
class Estimate:
    tier: str
    calls: int
    input_tokens: int
    output_tokens: int
    usd_micros: int

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "tokens": self.tokens}


def _content_text(content: Any) -> str:
    return content if isinstance(content, str) else compact(content)


def count_messages(
    count: Counter, system: str, schema_or_tools: Any, messages: Sequence[Mapping[str, Any]]
) -> int:
    total = count(system) + count(json.dumps(schema_or_tools, separators=(",", ":")))
    for message in messages:
        total += count(_content_text(message["content"])) + PER_MESSAGE_OVERHEAD_TOKENS
    return total


def estimate_conversation(
    count: Counter,
    *,
    system: str,
    tools: list[dict[str, Any]],
    turns: Sequence[Turn],
    tier: str,
    prices: Mapping[str, TierPrice],
) -> Estimate:
    input_tokens = sum(count_messages(count, system, tools, turn.messages) for turn in turns)
    output_tokens = sum(count(compact(list(turn.reply))) + REPLY_OVERHEAD_TOKENS for turn in turns)
    return Estimate(
        tier=tier,
        calls=len(turns),
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        usd_micros=cost_micros(tier, input_tokens, output_tokens, dict(prices)),
    )


def estimate_call(
    count: Counter,
    *,
    system: str,
    schema: dict[str, Any],
    message: str,
    reply: str,
    tier: str,
    prices: Mapping[str, TierPrice],
) -> Estimate:
    """One structured-output call (extraction, verification): its request and the reply it would return."""
    input_tokens = count_messages(count, system, schema, [{"role": "user", "content": message}])
    output_tokens = count(reply) + REPLY_OVERHEAD_TOKENS
    return Estimate(
        tier=tier,
        calls=1,
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        usd_micros=cost_micros(tier, input_tokens, output_tokens, dict(prices)),
    )


def total(parts: Mapping[str, Mapping[str, Any]]) -> dict[str, int]:
    """The claim's estimate over its stages (extraction, judgement, verification)."""
    keys = ("calls", "input_tokens", "output_tokens", "tokens", "usd_micros")
    return {k: sum(int(p.get(k, 0)) for p in parts.values() if isinstance(p, Mapping)) for k in keys}
