"""Conditions a chronic-care wording takes out of the pre-existing disease waiting period (extraction extra and
the PED rule): read from the sentence or the definition of the term it uses; an acute episode of a declared
exempt condition is paid, a long-term complication still waits. Texts and claims are written for these tests."""

from __future__ import annotations

from typing import Any

from clausetrail.domain.rules.model import Outcome
from clausetrail.domain.terms import PolicyTerms
from clausetrail.extraction.rules.ped_exemptions import ped_exemptions
from clausetrail.extraction.rules.waiting_tiers import specific_disease_tiers
from tests.fixtures.offline_clauses import doc
from tests.unit.test_rules_fixtures import VERSION_ID, facts, run, schedule
from tests.unit.test_rules_fixtures import terms as make_terms


def test_conditions_named_through_a_defined_term_are_read() -> None:
    text = doc(
        "B.21 Covered Chronic Conditions means type 2 diabetes mellitus and essential hypertension.",
        "C.3 Chronic Care. Hospitalisation for a declared Covered Chronic Condition is covered from the 31st day "
        "after the first Policy starts, even if the condition existed before that date.",
        "D.2 The waiting period for Pre-Existing Diseases in D.1 does not apply to asthma declared in the Proposal.",
    )
    read = ped_exemptions(text)
    assert sorted({c for row in read for c in row["conditions"]}) == ["asthma", "diabetes", "hypertension"]


def test_the_standard_ped_exclusion_takes_nothing_out() -> None:
    text = doc(
        "Excl01 Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications "
        "shall be excluded until the expiry of 36 months of continuous coverage. Diabetes declared at proposal is "
        "a pre-existing disease."
    )
    assert ped_exemptions(text) == []


def _terms(conditions: list[str]) -> PolicyTerms:
    data = make_terms(ped_waiting_period_months=24).model_dump(mode="json", exclude_none=True)
    data["extraction_meta"] = {
        "ped_exemptions": [{"conditions": conditions, "clause_id": f"{VERSION_ID}-chronic"}]
    }
    return PolicyTerms.model_validate(data)


def _schedule(**extra: Any) -> Any:
    members = [
        {
            "member_id": "M1",
            "name": "Asha Rao",
            "dob": "1970-02-11",
            "covered_since": "2025-05-01",
            "declared_ped": ["Type 2 diabetes mellitus"],
        }
    ]
    return schedule(members=members, **extra)


def test_an_acute_episode_of_an_exempt_declared_condition_is_paid() -> None:
    episode = facts(diagnosis="Diabetic ketoacidosis", procedure=None)
    outcome = run(claim_facts=episode, policy_terms=_terms(["diabetes"]), policy_schedule=_schedule())
    result = outcome.result("PED_WAITING_PERIOD")
    assert result is not None and result.passed and f"{VERSION_ID}-chronic" in result.clause_ids


def test_a_long_term_complication_or_a_condition_not_taken_out_still_waits() -> None:
    retina = facts(diagnosis="Proliferative diabetic retinopathy", procedure=None)
    outcome = run(claim_facts=retina, policy_terms=_terms(["diabetes"]), policy_schedule=_schedule())
    result = outcome.result("PED_WAITING_PERIOD")
    assert result is not None and result.outcome is Outcome.HARD_STOP
    episode = facts(diagnosis="Diabetic ketoacidosis", procedure=None)
    other = run(claim_facts=episode, policy_terms=_terms(["asthma"]), policy_schedule=_schedule())
    result = other.result("PED_WAITING_PERIOD")
    assert result is not None and result.outcome is Outcome.HARD_STOP


def test_tiers_headed_by_numbered_clauses_running_into_their_lists() -> None:
    text = doc(
        "4.2 Specified diseases (Code- Excl02)\n4.2.1. One year waiting period (12 months): Gastric ulcers; "
        "tonsillectomy.\n4.2.2. Two years waiting period (24 months): Cataract; hernia.\n"
        "4.2.3. Four years waiting period (48 months): Joint replacement; osteoarthritis."
    )
    assert [t["months"] for t in specific_disease_tiers(text)] == [12, 24, 48]


def test_the_dot_of_a_clause_number_does_not_cut_the_conditions_off() -> None:
    text = doc(
        "C.4 Hospitalisation for declared asthma under B.7 is covered from day 91 of the first Policy, even if the "
        "asthma existed before it."
    )
    assert [row["conditions"] for row in ped_exemptions(text)] == [["asthma"]]
