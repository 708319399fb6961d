"""The shapes of judgement (SPEC §3 stage 4): what the judge sees, what it proposes, what its tools return.

The judge sees typed facts and rule results, never pages. It marks each bill line covered or not, with the
clause id it rests on, and never computes an amount: a line's amount is copied from the facts, and the payable
amount of a proposal is computed by the rules code from the marks (``services.judgement``).
"""

from __future__ import annotations

from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

MAX_QUESTIONS: Final = 3  # coverage questions per claim
MAX_EXTRA_ROUNDS: Final = 1  # one more retrieval round after the questions
MAX_SEARCH_CALLS: Final = MAX_QUESTIONS + MAX_EXTRA_ROUNDS
MAX_K: Final = 4  # clauses per question
CLAUSE_TEXT_CHARS: Final = 600  # each clause as the judge sees it (prompts stay compact)

Decision = Literal["approve", "partial", "deny", "need_info", "refer"]
TOOL_NAMES: Final = ("get_claim_facts", "get_rule_results", "search_policy", "propose_decision")


class ClauseHit(BaseModel):
    """One clause a search returned, as the judge sees it."""

    model_config = ConfigDict(frozen=True)

    clause_id: str
    clause_no: str | None = None
    section_type: str = "other"
    exclusion_code: str | None = None
    text: str

    def for_prompt(self) -> dict[str, Any]:
        return {
            "clause_id": self.clause_id,
            "clause_no": self.clause_no,
            "section": self.section_type,
            "text": self.text[:CLAUSE_TEXT_CHARS],
        }


class LineMark(BaseModel):
    """One bill line as the judge marks it (the model's part: no description, no amount)."""

    model_config = ConfigDict(extra="forbid")

    index: int = Field(ge=0, description="the line's index in get_claim_facts")
    covered: bool
    clause_id: str | None = Field(default=None, description="the clause the mark rests on")
    note: str = Field(default="", max_length=300, description="the finding, in the clause's terms")


class ProposeDecision(BaseModel):
    """Record the proposed decision: every bill line marked covered or not with its clause id. Never an amount."""

    model_config = ConfigDict(extra="forbid")

    decision: Decision
    line_items: list[LineMark]
    clause_ids: list[str] = Field(default_factory=list)
    notes: str = Field(default="", max_length=1500)


class SearchPolicy(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str = Field(min_length=3, max_length=300)
    k: int = Field(default=MAX_K, ge=1, le=MAX_K)


class JudgedLine(BaseModel):
    """A bill line of the proposal: description and amount from the facts, the mark from the judge."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    index: int = Field(ge=0)
    description: str
    amount: int = Field(ge=0)
    covered: bool
    clause_id: str | None = None
    note: str = ""


class Proposal(BaseModel):
    """The judge's proposal as stored. ``payable_amount`` is the rules code's, from the marks."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    decision: Decision
    line_items: tuple[JudgedLine, ...]
    clause_ids: tuple[str, ...] = ()
    notes: str = ""
    payable_amount: int | None = Field(default=None, ge=0)
    needs_person: bool = False  # the judge is unsure or would differ from the rules: a person decides
    person_reasons: tuple[str, ...] = ()
    rests_on_model: bool = False  # the judge's marks or decision changed what the rules drafted
    judge: str = ""  # "offline-judge-v1" or the model id
    offline: bool = True
    questions: tuple[str, ...] = ()

    def cited_clause_ids(self) -> tuple[str, ...]:
        ids = [*self.clause_ids, *(line.clause_id for line in self.line_items if line.clause_id)]
        return tuple(dict.fromkeys(ids))


class RulesView(BaseModel):
    """What the rules decided, as the judge reads it (get_rule_results)."""

    model_config = ConfigDict(frozen=True)

    decision: str
    draft_decision: str | None = None
    payable_amount: int | None = None
    reason_codes: tuple[str, ...] = ()
    needs_human: bool = False
    results: tuple[dict[str, Any], ...] = ()
    allowed: tuple[int | None, ...] = ()  # per bill line: what the payable steps still allow (None: not run)
    line_notes: tuple[tuple[str, ...], ...] = ()

    @property
    def proposed(self) -> str:
        """The decision the rules draft (a referred claim's draft, else the decision)."""
        if self.decision == "refer":
            return self.draft_decision or "refer"
        return self.decision


class ToolCall(BaseModel):
    """One tool call of a judgement, with what it returned (the trace the estimate and the audit read)."""

    model_config = ConfigDict(frozen=True)

    name: str
    input: dict[str, Any]
    output: Any
