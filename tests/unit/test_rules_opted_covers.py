"""Fail closed on an opted cover (SPEC §3): when the issued schedule names an optional cover that changes a term
("Reduction in Pre-Existing Disease Waiting Period", "Waiver of Proportionate Deduction") and does not pin the
new value, the wording's own value is not the one in force, so the rule that needs it goes to a person. Pure."""

from __future__ import annotations

from datetime import date

from clausetrail.domain.rules.engine import Decision
from clausetrail.domain.rules.fail_closed import opted_cover_changing
from tests.unit.test_rules_fixtures import context, facts, run, schedule, terms

ASTHMA_MEMBER = {"member_id": "M1", "covered_since": "2024-03-01", "declared_ped": ["Bronchial asthma"]}
ASTHMA = facts(diagnosis="Acute exacerbation of bronchial asthma")
ROOM_ABOVE_LIMIT = facts(room_rate_per_day=6000)


def test_a_declared_ped_within_the_wordings_period_is_denied_without_an_opted_reduction() -> None:
    outcome = run(
        claim_facts=ASTHMA,
        policy_terms=terms(ped_waiting_period_months=36),
        policy_schedule=schedule(members=[ASTHMA_MEMBER]),
        loss_date=date(2025, 9, 10),
    )
    assert outcome.decision is Decision.DENY and "PED_WAITING_PERIOD" in outcome.reason_codes


def test_an_opted_ped_reduction_the_schedule_does_not_pin_goes_to_a_person() -> None:
    outcome = run(
        claim_facts=ASTHMA,
        policy_terms=terms(ped_waiting_period_months=36),
        policy_schedule=schedule(
            members=[ASTHMA_MEMBER], optional_covers=["Reduction in Pre-Existing Disease Waiting Period"]
        ),
        loss_date=date(2025, 9, 10),
    )
    assert outcome.decision is Decision.REFER and outcome.draft_decision is not Decision.APPROVE
    ped = next(r for r in outcome.results if r.rule_id == "PED_WAITING_PERIOD")
    assert ped.reason_code == "TERM_MISSING" and ped.missing_fields == ("ped_waiting_period_months",)


def test_an_opted_waiver_of_proportionate_deduction_the_schedule_does_not_pin_goes_to_a_person() -> None:
    outcome = run(
        claim_facts=ROOM_ABOVE_LIMIT,
        policy_terms=terms(room_rent_limit={"kind": "percent_si", "value": 1}),
        policy_schedule=schedule(optional_covers=["Waiver of Proportionate Deduction Clause"]),
    )
    room = next(r for r in outcome.results if r.rule_id == "ROOM_RENT_PROPORTIONATE_DEDUCTION")
    assert room.reason_code == "TERM_MISSING" and room.missing_fields == ("room_rent_limit",)
    assert outcome.decision is Decision.REFER


def test_the_waiver_with_the_new_limit_pinned_by_the_schedule_is_applied() -> None:
    pinned = {"room_rent_limit": {"kind": "percent_si", "value": 2}}
    outcome = run(
        claim_facts=ROOM_ABOVE_LIMIT,
        policy_terms=terms(room_rent_limit={"kind": "percent_si", "value": 1}),
        policy_schedule=schedule(optional_covers=["Waiver of Proportionate Deduction Clause"], terms=pinned),
    )
    assert "TERM_MISSING" not in outcome.reason_codes


def test_a_cover_that_names_no_changed_term_changes_nothing() -> None:
    ctx = context(policy_schedule=schedule(optional_covers=["Claim Shield", "Room Rent Modification"]))
    assert opted_cover_changing(ctx, "ped_waiting_period_months") is None
    assert opted_cover_changing(ctx, "room_rent_limit") == "Room Rent Modification"
    assert opted_cover_changing(ctx, "icu_limit") is None


def test_an_opted_copayment_cover_without_a_percent_goes_to_a_person() -> None:
    outcome = run(policy_schedule=schedule(copay_percent=None, optional_covers=["Voluntary Co-payment"]))
    copay = next(r for r in outcome.results if r.rule_id == "COPAY")
    assert copay.reason_code == "TERM_MISSING" and outcome.decision is Decision.REFER


def test_an_opted_copayment_cover_with_the_schedules_percent_is_applied() -> None:
    outcome = run(policy_schedule=schedule(copay_percent=20, optional_covers=["Voluntary Co-payment"]))
    assert "TERM_MISSING" not in outcome.reason_codes and "COPAY" in outcome.reason_codes


def test_a_copay_for_treatment_outside_the_premium_zone_goes_to_a_person_when_the_schedule_prints_none() -> (
    None
):
    zone_copay = {"percent": 10, "condition": "treatment in a higher zone than the zone of the premium paid"}
    outcome = run(
        policy_terms=terms(copay=zone_copay), policy_schedule=schedule(zone="Zone II", copay_percent=0)
    )
    copay = next(r for r in outcome.results if r.rule_id == "COPAY")
    assert copay.reason_code == "FACT_MISSING" and outcome.decision is Decision.REFER
    printed = run(
        policy_terms=terms(copay=zone_copay), policy_schedule=schedule(zone="Zone II", copay_percent=10)
    )
    assert "FACT_MISSING" not in printed.reason_codes and "COPAY" in printed.reason_codes
