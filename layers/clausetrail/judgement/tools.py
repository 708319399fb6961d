"""The judge's tools, bound to one claim and its policy version: ``get_claim_facts``, ``get_rule_results``,
``search_policy(question, k<=4)`` and ``propose_decision``. The limits are enforced here, whoever calls:
at most three coverage questions plus one extra retrieval round (four searches), four clauses each. Every
call is recorded (the trace feeds the audit record and the prompt estimate)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from clausetrail.domain.claims.facts import ClaimFacts
from clausetrail.judgement.model import (
    MAX_SEARCH_CALLS,
    ClauseHit,
    RulesView,
    SearchPolicy,
    ToolCall,
)

Search = Callable[[str, int], list[ClauseHit]]
DETAIL_CHARS = 160


def facts_view(facts: ClaimFacts, amount_claimed: int, member_age: int | None = None) -> dict[str, Any]:
    """Typed facts, compact: what the judge reads instead of any page."""
    out: dict[str, Any] = {
        k: v
        for k, v in facts.model_dump(
            mode="json",
            include={
                "diagnosis",
                "procedure",
                "is_accident",
                "admission_date",
                "discharge_date",
                "room_category",
                "room_rate_per_day",
                "icu_days",
                "bill_total",
                "clinical_notes",
            },
        ).items()
        if v is not None
    }
    if member_age is not None:
        out["member_age"] = member_age
    out["amount_claimed"] = amount_claimed
    out["lines"] = [
        {
            "index": i,
            "description": item.description,
            "category": str(item.category),
            "amount": item.amount,
            **({"days": item.days} if item.days else {}),
        }
        for i, item in enumerate(facts.line_items)
    ]
    return out


def rules_view_json(rules: RulesView) -> dict[str, Any]:
    """Rule results, compact: failing rules in full (detail shortened), passing rules by id only."""
    return {
        "decision": rules.decision,
        "draft_decision": rules.draft_decision,
        "payable_amount": rules.payable_amount,
        "reason_codes": list(rules.reason_codes),
        "needs_person": rules.needs_human,
        "failed": [
            {
                "rule": r["rule_id"],
                "reason_code": r.get("reason_code"),
                "outcome": r.get("outcome"),
                "amount_after": r.get("computed_amount"),
                "clause_ids": [c for c in r.get("clause_ids") or [] if not str(c).startswith("schedule:")],
                "detail": str(r.get("detail") or "")[:DETAIL_CHARS],
            }
            for r in rules.results
            if not r.get("passed")
        ],
        "passed": [r["rule_id"] for r in rules.results if r.get("passed")],
        "lines_allowed": [
            {"index": i, "allowed": a, **({"notes": list(n)} if n else {})}
            for i, (a, n) in enumerate(
                zip(rules.allowed, rules.line_notes or ((),) * len(rules.allowed), strict=False)
            )
        ],
    }


class ToolLimitReached(Exception):
    """A search beyond the judgement's limits (the Claude loop returns it to the model as a tool error)."""


class JudgeTools:
    def __init__(
        self,
        facts: ClaimFacts,
        amount_claimed: int,
        rules: RulesView,
        search: Search,
        member_age: int | None = None,
    ) -> None:
        self.facts = facts
        self.amount_claimed = amount_claimed
        self.member_age = member_age  # completed years on the loss date (the schedule's date of birth)
        self.rules = rules
        self._search = search
        self.trace: list[ToolCall] = []
        self.seen: dict[str, ClauseHit] = {}  # every clause a search showed the judge

    @property
    def searches(self) -> int:
        return sum(1 for call in self.trace if call.name == "search_policy")

    def get_claim_facts(self) -> dict[str, Any]:
        out = facts_view(self.facts, self.amount_claimed, self.member_age)
        self.trace.append(ToolCall(name="get_claim_facts", input={}, output=out))
        return out

    def get_rule_results(self) -> dict[str, Any]:
        out = rules_view_json(self.rules)
        self.trace.append(ToolCall(name="get_rule_results", input={}, output=out))
        return out

    def search_policy(self, question: str, k: int = 4) -> list[ClauseHit]:
        request = SearchPolicy(question=question, k=k)  # k <= 4, a question of some words
        if self.searches >= MAX_SEARCH_CALLS:
            raise ToolLimitReached(
                f"at most {MAX_SEARCH_CALLS} searches (three questions and one extra round) per claim"
            )
        hits = self._search(request.question, request.k)[: request.k]
        for hit in hits:
            self.seen.setdefault(hit.clause_id, hit)
        self.trace.append(
            ToolCall(
                name="search_policy",
                input=request.model_dump(),
                output=[h.for_prompt() for h in hits],
            )
        )
        return hits

    def call(self, name: str, arguments: dict[str, Any]) -> tuple[Any, bool]:
        """Dispatch a model's tool call: (result as JSON data, is_error)."""
        try:
            if name == "get_claim_facts":
                return self.get_claim_facts(), False
            if name == "get_rule_results":
                return self.get_rule_results(), False
            if name == "search_policy":
                return [h.for_prompt() for h in self.search_policy(**arguments)], False
        except (ToolLimitReached, ValidationError, TypeError) as exc:
            return {"error": str(exc)[:300]}, True
        return {"error": f"no tool named {name!r}"}, True
