"""The Claude extraction model through a fake LLM port: request shape, typed values, citations kept honest."""

from __future__ import annotations

from typing import Any

from clausetrail.extraction.claude import ClaudeExtractionModel, output_schema
from clausetrail.extraction.context import ClauseView, build_pass_context
from clausetrail.extraction.passes import pass_spec
from clausetrail.ports.llm import LlmRequest, LlmResult, ModelTier

CLAUSES = [
    ClauseView(
        "pv-c0001",
        "4.1",
        "waiting_periods",
        "prose",
        9,
        9,
        "Expenses related to pre-existing diseases are excluded until thirty six (36) months of cover.",
        1,
    ),
    ClauseView(
        "pv-c0002",
        "4.2",
        "waiting_periods",
        "prose",
        10,
        10,
        "Expenses related to the treatment of any illness within 30 days from the first policy "
        "commencement date shall be excluded.",
        2,
    ),
]


class FakeLlm:
    def __init__(self, reply: dict[str, Any]) -> None:
        self.reply = reply
        self.requests: list[LlmRequest[Any]] = []

    def estimate_input_tokens(self, request: LlmRequest[Any]) -> int:
        return sum(len(m.content.split()) for m in request.messages)

    def complete(self, request: LlmRequest[Any]) -> LlmResult[Any]:
        self.requests.append(request)
        return LlmResult(
            value=request.output_schema.model_validate(self.reply),
            model_id="claude-test",
            prompt_id=request.prompt_id,
            prompt_version=request.prompt_version,
            input_tokens=321,
            output_tokens=54,
            stop_reason="tool_use",
            offline=False,
            latency_ms=5,
            tier=request.tier,
        )


def test_pass_four_request_and_typed_cited_values() -> None:
    llm = FakeLlm(
        {
            "ped_waiting_period_months": {
                "value": "3 years",
                "clause_id": "pv-c0001",
                "quote": "thirty six (36) months",
            },
            "initial_waiting_period_days": {"value": 30, "clause_id": "pv-c9999", "quote": "within 30 days"},
        }
    )
    model = ClaudeExtractionModel(llm)
    context = build_pass_context(pass_spec(4), CLAUSES)
    result = model.run_pass(4, context)
    request = llm.requests[0]
    assert request.tier is ModelTier.LARGE and request.prompt_id == "extract_policy_terms"
    assert "[pv-c0001] (page 9)" in request.messages[0].content
    assert set(output_schema(4).model_fields) == set(pass_spec(4).fields)
    ped = result.fields["ped_waiting_period_months"]
    assert (ped.value, ped.clause_id, ped.page, ped.source) == (36, "pv-c0001", 9, "model")
    # a clause id the context never held is not kept as a citation
    assert result.fields["initial_waiting_period_days"].clause_id is None
    assert (result.meta.input_tokens, result.meta.output_tokens, result.meta.offline) == (321, 54, False)
