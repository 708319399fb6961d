"""The Claude extraction model: one structured-output call per pass through the LLM port.

The pass's clauses (retrieved, or the whole wording for full-text passes) go in with their ids and pages; the
reply is one entry per field (value, clause id, quote), validated, coerced to the registry types, then the
pipeline's deterministic anchors override what text patterns recover exactly. `build_request` lets a caller
count the tokens of a pass before (or instead of) sending it.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, create_model

from clausetrail.domain.schedule_deferral import DEFERS_TO_SCHEDULE
from clausetrail.domain.terms import FIELD_REGISTRY, TermValue, coerce_value
from clausetrail.extraction.context import PassContext
from clausetrail.extraction.passes import pass_spec
from clausetrail.extraction.result import PassMeta, PassResult
from clausetrail.ports.llm import LlmMessage, LlmPort, LlmRequest

PROMPT_ID = "extract_policy_terms"
MAX_OUTPUT_TOKENS = 2000


class ExtractedField(BaseModel):
    model_config = ConfigDict(extra="forbid")

    value: Any = None
    clause_id: str | None = None
    quote: str | None = Field(default=None, max_length=400)


def output_schema(pass_number: int) -> type[BaseModel]:
    """A pydantic model with one optional ExtractedField per field the pass owns."""
    fields: dict[str, Any] = {
        name: (ExtractedField | None, Field(default=None, description=FIELD_REGISTRY[name].description))
        for name in pass_spec(pass_number).fields
    }
    return create_model(f"Pass{pass_number}Terms", __config__=ConfigDict(extra="forbid"), **fields)


def render_clauses(context: PassContext) -> str:
    return "\n\n".join(f"[{c.clause_id}] (page {c.page_start}) {c.text}" for c in context.clauses)


class ClaudeExtractionModel:
    def __init__(self, llm: LlmPort) -> None:
        from clausetrail.data.prompts import load_prompt

        self.llm = llm
        self.prompt = load_prompt(PROMPT_ID)
        self.model_id = "claude"

    def build_request(self, pass_number: int, context: PassContext) -> LlmRequest[BaseModel]:
        spec = pass_spec(pass_number)
        wanted = "\n".join(
            f"- {name} ({FIELD_REGISTRY[name].value_type}): {FIELD_REGISTRY[name].description}"
            for name in spec.fields
        )
        user = (
            f"Fields for this pass ({spec.name}):\n{wanted}\n\n"
            f"<policy_clauses>\n{render_clauses(context)}\n</policy_clauses>"
        )
        return LlmRequest(
            tier=spec.tier,
            system=self.prompt.text,
            messages=[LlmMessage.user(user)],
            output_schema=output_schema(pass_number),
            prompt_id=self.prompt.id,
            prompt_version=self.prompt.version,
            max_output_tokens=MAX_OUTPUT_TOKENS,
        )

    def estimate_tokens(self, pass_number: int, context: PassContext) -> int:
        return self.llm.estimate_input_tokens(self.build_request(pass_number, context))

    def run_pass(self, pass_number: int, context: PassContext) -> PassResult:
        request = self.build_request(pass_number, context)
        result = self.llm.complete(request)
        pages = {c.clause_id: c for c in context.clauses}
        fields: dict[str, TermValue[Any]] = {}
        errors: dict[str, str] = {}
        for name in pass_spec(pass_number).fields:
            entry = getattr(result.value, name, None)
            if entry is None:
                continue
            clause = pages.get(entry.clause_id or "")
            try:
                value = coerce_value(FIELD_REGISTRY[name].value_type, entry.value)
                # a null whose quote leaves the value to the schedule is a deferral, not an absence
                defers = value is None and bool(entry.quote and DEFERS_TO_SCHEDULE.search(entry.quote))
                fields[name] = TermValue[Any](
                    value=value,
                    defers_to_schedule=defers,
                    clause_id=clause.clause_id
                    if clause
                    else None,  # a cited id outside the context is dropped
                    clause_no=clause.clause_no if clause else None,
                    page=clause.page_start if clause else None,
                    source="model",
                    quote=entry.quote,
                )
            except ValueError as exc:
                errors[name] = str(exc)[:200]
        meta = PassMeta(
            pass_number=pass_number,
            model_id=result.model_id,
            prompt_id=result.prompt_id,
            prompt_version=str(result.prompt_version),
            offline=False,
            context_tokens=self.llm.estimate_input_tokens(request),
            used_retrieval=context.used_retrieval,
            context_clauses=len(context.clauses),
            input_tokens=result.input_tokens,
            output_tokens=result.output_tokens,
            field_errors=errors,
        )
        return PassResult(pass_number=pass_number, fields=fields, meta=meta)
