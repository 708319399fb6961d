"""What the offline judge's speed-ups remember gives exactly what computing it again gives."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from clausetrail.domain.claims.facts import LineCategory
from clausetrail.domain.query_hints import query_hints
from clausetrail.domain.rules.engine import evaluate
from clausetrail.domain.rules.non_payable_catalogue import packaged_catalogue
from clausetrail.judgement.prompts import judge_tools
from tests.unit.test_rules_fixtures import context, facts, terms

DESCRIPTIONS = (
    "Room rent - single room",
    "Attendent charges",
    "House keeping charges",
    "Face mask",
    "Admission kit",
    "Pharmacy and consumables",
    "Nebulisation kit",
    "Surgeon fees",
    "",
)


def test_a_remembered_match_is_the_match() -> None:
    catalogue = packaged_catalogue()
    for description in DESCRIPTIONS:
        for category in (None, LineCategory.PHARMACY, LineCategory.ROOM):
            for bill in ((), (LineCategory.NURSING,)):
                first = catalogue.match(description, category=category, bill_categories=bill)
                fresh = catalogue._match(description, category=category, bill_categories=frozenset(bill))
                assert first == fresh
                assert catalogue.match(description, category=category, bill_categories=list(bill)) is first


def _line(description: str, category: str, amount: int, **extra: Any) -> dict[str, Any]:
    return {"description": description, "category": category, "amount": amount, **extra}


def test_covered_lines_and_assessments_keep_the_resolved_terms_and_change_no_amount() -> None:
    lines = [
        _line("Room rent - single room", "room", 18000, days=3),
        _line("Nursing charges", "nursing", 6000),
        _line("Surgeon fees", "surgeon_fees", 30000),
        _line("Face mask", "consumables", 400),
        _line("Pharmacy", "pharmacy", 15000),
    ]
    ctx = context(
        claim_facts=facts(room_rate_per_day=6000, line_items=lines),
        policy_terms=terms(room_rent_limit={"kind": "percent_si_per_day", "value": 1}),
    )
    whole = evaluate(ctx)
    assert "terms" in ctx.__dict__  # resolved by the first evaluation
    for covered in (frozenset({0, 1, 2, 3, 4}), frozenset({0, 2}), frozenset()):
        kept = ctx.with_covered_lines(covered)
        assert kept.__dict__["terms"] is ctx.__dict__["terms"]
        assert evaluate(kept) == evaluate(replace(ctx, covered_lines=covered))  # a fresh context
    assert evaluate(ctx) == whole


def test_remembered_query_hints_and_tool_definitions_are_fresh_values() -> None:
    question = "Which exclusions apply to cataract surgery?"
    assert query_hints(question) == query_hints.__wrapped__(question)
    tools = judge_tools()
    tools[0]["name"] = "changed"
    assert judge_tools()[0]["name"] == "get_claim_facts"
