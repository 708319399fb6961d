from __future__ import annotations

from typing import Any

from clausetrail.domain.completeness import LOW_SCORE, score_completeness
from clausetrail.domain.terms import FIELD_REGISTRY, Category


def tv(value: Any, clause: str | None = "pv-c0001") -> dict[str, Any]:
    return {"value": value, "clause_id": clause, "source": "offline"}


def fields_of(category: Category) -> list[str]:
    return [s.name for s in FIELD_REGISTRY.values() if s.category is category]


def test_empty_terms_score_zero_and_name_every_section() -> None:
    c = score_completeness({})
    assert c.score == 0 and c.low
    assert set(c.incomplete_sections) == {
        "financial_limits",
        "waiting_periods",
        "exclusions",
        "advanced_benefits",
        "network_operations",
    }
    assert c.message and "waiting periods" in c.message


def test_weights_follow_the_spec() -> None:
    terms = {n: tv(1) for n in fields_of(Category.WAITING_PERIODS)}
    assert score_completeness(terms).score == 25.0
    terms |= {n: tv(["Excl01"]) for n in fields_of(Category.EXCLUSIONS)}
    assert score_completeness(terms).score == 50.0
    terms |= {n: tv(True) for n in fields_of(Category.NETWORK_OPERATIONS)}
    assert score_completeness(terms).score == 60.0
    assert score_completeness(terms).low is (LOW_SCORE > 60.0)


def test_moot_and_evidenced_absence_count_as_complete_but_not_as_recall() -> None:
    base = {n: tv(1) for n in FIELD_REGISTRY}
    base["maternity_covered"] = tv(False)
    base["maternity_waiting_period_months"] = tv(None, clause=None)
    full = score_completeness(base)
    assert full.sections["waiting_periods"] == 1.0 or "maternity_waiting_period_months" not in fields_of(
        Category.WAITING_PERIODS
    )
    base["maternity_covered"] = tv(True)
    partial = score_completeness(base)
    assert partial.score < full.score
    assert partial.detail_recall == full.detail_recall


def test_citation_and_hollow_nested_rates() -> None:
    terms = {
        "room_rent_limit": tv({"kind": "percent_si_per_day", "value": None}),  # hollow
        "icu_limit": tv({"kind": "no_limit", "value": None}),  # fine: no limit needs no value
        "copay": tv({"percent": 10, "condition": None}, clause=None),  # uncited
        "exclusion_codes": tv([]),  # hollow
    }
    c = score_completeness(terms)
    assert c.clause_citation_rate == 0.75
    assert c.empty_nested_fields_rate == 0.5
