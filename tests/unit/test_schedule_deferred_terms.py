"""Fail closed on terms the wording leaves to the schedule (SPEC §3): every payable rule that needs such a term,
when the claim's schedule does not pin it, sends the claim to a person with TERM_MISSING naming the field and
drafts no payment that skips the deduction. Where the wording (or the schedule) fixes the eligible room
category and only the deduction cannot be computed, the draft is the amount before that deduction (the golden
convention). Inputs are written for this test from the common shapes of wordings; pure, no I/O."""

from __future__ import annotations

from typing import Any

import pytest

from clausetrail.domain.rules.engine import Decision, EngineResult
from clausetrail.domain.terms import PolicyTerms
from tests.unit.test_rules_fixtures import facts, run, schedule

DEFER = object()
NO_LIMIT = {"kind": "no_limit", "value": None}
TWIN = {"kind": "room_category", "value": "Twin Sharing Room"}


def wording(**values: Any) -> PolicyTerms:
    """Terms as an extractor reads them; ``DEFER`` marks a value the wording leaves to the schedule."""
    entries: dict[str, Any] = {"room_rent_limit": NO_LIMIT, **values}
    return PolicyTerms.model_validate(
        {
            name: {"value": None, "defers_to_schedule": True, "source": "offline", "confidence": 0.6}
            | {"clause_id": f"V1-{name}"}
            if value is DEFER
            else {"value": value, "source": "offline", "confidence": 0.9, "clause_id": f"V1-{name}"}
            for name, value in entries.items()
        }
    )


def missing(outcome: EngineResult) -> dict[str, tuple[str, ...]]:
    """Rule id -> fields of every TERM_MISSING / FACT_MISSING result."""
    return {r.rule_id: r.missing_fields for r in outcome.results if r.missing_fields}


def assert_no_draft(outcome: EngineResult, rule_id: str, field: str) -> None:
    assert outcome.decision is Decision.REFER and outcome.needs_human
    assert outcome.draft_decision is None, outcome.draft_decision
    assert field in missing(outcome).get(rule_id, ()), missing(outcome)


SINGLE_ROOM = facts(room_category="Single Private AC Room", room_rate_per_day=3000)
GENERAL_WARD = facts(
    room_category="General Ward",
    room_rate_per_day=1200,
    line_items=[
        {"description": "General ward", "category": "room", "amount": 3600, "days": 3},
        {"description": "Pharmacy", "category": "pharmacy", "amount": 8000},
    ],
)


@pytest.mark.parametrize(
    ("extra", "sched"),
    [
        ({}, {}),
        ({}, {"deductible": 5000}),
        ({"copay": {"percent": 10, "condition": "room higher than the eligible category"}}, {}),
        ({}, {"copay_percent": 20, "deductible": 2000}),
    ],
)
def test_a_room_category_left_to_the_schedule_and_not_pinned_drafts_nothing(
    extra: dict[str, Any], sched: dict[str, Any]
) -> None:
    outcome = run(
        claim_facts=SINGLE_ROOM,
        policy_terms=wording(room_rent_limit=DEFER, **extra),
        policy_schedule=schedule(**sched),
    )
    assert_no_draft(outcome, "ROOM_RENT_PROPORTIONATE_DEDUCTION", "room_rent_limit")
    assert "TERM_MISSING" in outcome.reason_codes


@pytest.mark.parametrize("sched", [{}, {"deductible": 5000}, {"copay_percent": 20}])
def test_an_eligible_category_that_names_only_the_schedule_is_term_missing(sched: dict[str, Any]) -> None:
    outcome = run(
        claim_facts=SINGLE_ROOM,
        policy_terms=wording(
            room_rent_limit={"kind": "room_category", "value": "As specified in the Schedule"}
        ),
        policy_schedule=schedule(**sched),
    )
    assert_no_draft(outcome, "ROOM_CATEGORY_ABOVE_ELIGIBLE", "room_rent_limit")


def test_a_general_ward_is_within_any_category_the_schedule_may_set() -> None:
    outcome = run(
        claim_facts=GENERAL_WARD,
        policy_terms=wording(room_rent_limit={"kind": "room_category", "value": "as opted"}),
    )
    assert outcome.decision is Decision.APPROVE and outcome.payable_amount == 11600


def test_a_bill_room_that_is_no_known_category_is_fact_missing() -> None:
    outcome = run(
        claim_facts=facts(room_category="Cabin B-12", room_rate_per_day=3000),
        policy_terms=wording(room_rent_limit=TWIN),
        policy_schedule=schedule(copay_percent=20),
    )
    assert_no_draft(outcome, "ROOM_CATEGORY_ABOVE_ELIGIBLE", "room_category")


def test_an_upgrade_copay_whose_percent_is_left_to_the_schedule_is_term_missing() -> None:
    outcome = run(
        claim_facts=SINGLE_ROOM,
        policy_terms=wording(
            room_rent_limit=TWIN,
            copay={
                "percent": 0,
                "condition": "stay in a room higher than the eligible category: as per schedule",
            },
        ),
        policy_schedule=schedule(deductible=1000),
    )
    assert_no_draft(outcome, "ROOM_CATEGORY_ABOVE_ELIGIBLE", "copay")


def test_a_room_above_a_fixed_category_drafts_the_amount_before_that_deduction() -> None:
    # the golden convention: the adjuster sees co-pay and deductible applied, the room's deduction left to them
    outcome = run(
        claim_facts=SINGLE_ROOM,
        policy_terms=wording(room_rent_limit=TWIN),
        policy_schedule=schedule(copay_percent=50, deductible=1000),
    )
    assert outcome.decision is Decision.REFER and outcome.draft_decision is Decision.PARTIAL
    assert outcome.payable_amount == 20000 // 2 - 1000
    assert "ROOM_CATEGORY_ABOVE_ELIGIBLE" in outcome.reason_codes and not missing(outcome)


def test_a_fixed_category_with_the_wordings_upgrade_copay_is_applied() -> None:
    outcome = run(
        claim_facts=SINGLE_ROOM,
        policy_terms=wording(room_rent_limit={**TWIN, "above_category_copay_percent": 10}),
        policy_schedule=schedule(deductible=1000),
    )
    assert outcome.decision is Decision.PARTIAL and outcome.payable_amount == 18000 - 1000


ICU_STAY = facts(
    room_category="ICU",
    room_rate_per_day=None,
    line_items=[
        {"description": "ICU charges", "category": "icu", "amount": 30000, "days": 3},
        {"description": "Pharmacy", "category": "pharmacy", "amount": 8000},
    ],
)
CATARACT = facts(
    diagnosis="Senile cataract right eye",
    procedure="Phacoemulsification with foldable IOL, right eye",
    admission_date="2025-09-10",
    discharge_date="2025-09-10",
    room_category=None,
    room_rate_per_day=None,
    line_items=[{"description": "Cataract surgery package", "category": "surgeon_fees", "amount": 60000}],
)
AMBULANCE = facts(
    line_items=[
        {"description": "Room rent", "category": "room", "amount": 9000, "days": 3},
        {"description": "Road ambulance", "category": "ambulance", "amount": 4000},
    ]
)
ROBOTIC = facts(
    diagnosis="Benign prostatic hyperplasia",
    procedure="Robotic assisted radical prostatectomy",
    line_items=[
        {"description": "Room rent", "category": "room", "amount": 9000, "days": 3},
        {"description": "Surgeon fees", "category": "surgeon_fees", "amount": 90000},
    ],
)


@pytest.mark.parametrize(
    ("claim", "field", "rule_id"),
    [
        (ICU_STAY, "icu_limit", "ICU_LIMIT"),
        (CATARACT, "cataract_limit", "SUBLIMIT"),
        (AMBULANCE, "ambulance_limit", "SUBLIMIT"),
        (ROBOTIC, "modern_treatment_limit", "SUBLIMIT"),
        (facts(), "copay", "COPAY"),
    ],
)
def test_every_limit_left_to_the_schedule_and_not_pinned_drafts_nothing(
    claim: Any, field: str, rule_id: str
) -> None:
    values: dict[str, Any] = {field: DEFER, "specific_disease_waiting_period_months": 24}
    outcome = run(claim_facts=claim, policy_terms=wording(**values), policy_schedule=schedule(deductible=500))
    assert_no_draft(outcome, rule_id, field)


@pytest.mark.parametrize(
    ("claim", "field", "pinned", "payable"),
    [
        (ICU_STAY, "icu_limit", {"kind": "amount_per_day", "value": 5000}, 15000 + 8000),
        (AMBULANCE, "ambulance_limit", {"kind": "amount", "value": 2000}, 9000 + 2000),
    ],
)
def test_a_limit_the_schedule_pins_is_applied(claim: Any, field: str, pinned: Any, payable: int) -> None:
    outcome = run(
        claim_facts=claim,
        policy_terms=wording(**{field: DEFER}),
        policy_schedule=schedule(terms={field: pinned}),
    )
    assert outcome.decision is Decision.PARTIAL and outcome.payable_amount == payable


def test_a_copay_left_to_the_schedule_applies_the_schedules_percent() -> None:
    outcome = run(policy_terms=wording(copay=DEFER), policy_schedule=schedule(copay_percent=10))
    assert outcome.decision is Decision.PARTIAL and outcome.payable_amount == 18000


def with_upgrade_sentence(terms: PolicyTerms, percent: object) -> PolicyTerms:
    """Terms whose wording states the co-pay above the eligible room in a sentence of its own (the extractor's
    ``extraction_meta.room_upgrade_copay``), whatever the eligible category."""
    data = terms.model_dump(mode="python")
    data["extraction_meta"]["room_upgrade_copay"] = {"percent": percent, "clause_id": "V1-upgrade"}
    return PolicyTerms.model_validate(data)


def test_a_category_the_schedule_names_takes_the_wordings_upgrade_sentence() -> None:
    # the wording leaves the eligible room to the schedule but says what a room above it costs
    outcome = run(
        claim_facts=SINGLE_ROOM,
        policy_terms=with_upgrade_sentence(wording(room_rent_limit=DEFER), 10),
        policy_schedule=schedule(deductible=1000, terms={"room_rent_limit": TWIN}),
    )
    assert outcome.decision is Decision.PARTIAL and outcome.payable_amount == 18000 - 1000
    room = next(r for r in outcome.results if r.rule_id == "ROOM_CATEGORY_ABOVE_ELIGIBLE")
    assert "V1-upgrade" in room.clause_ids


@pytest.mark.parametrize("percent", [0, 140, "ten", None])
def test_an_upgrade_sentence_without_a_usable_percent_leaves_the_deduction_to_a_person(
    percent: object,
) -> None:
    outcome = run(
        claim_facts=SINGLE_ROOM,
        policy_terms=with_upgrade_sentence(wording(room_rent_limit=DEFER), percent),
        policy_schedule=schedule(deductible=1000, terms={"room_rent_limit": TWIN}),
    )
    assert outcome.decision is Decision.REFER and outcome.draft_decision is Decision.PARTIAL
    assert outcome.payable_amount == 20000 - 1000
