"""Kinds of term reading that generalise across wordings (issue 7 item 3): the base benefit's room category
over an optional cover's, the wording's consequence of a room above the eligible category, an explicit
no-limit statement read at the confidence of a read value, and plan-dependent periods kept low.

Every input is written for this test from the common shapes of Indian health-insurance wordings; none is a
quote of a particular wording.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from clausetrail.domain.rules.engine import Decision
from clausetrail.domain.terms import Limit, LimitKind
from clausetrail.extraction.rules import limits, room_limits, waiting
from clausetrail.extraction.rules.common import Finding
from tests.unit.test_limit_reading import doc
from tests.unit.test_rules_fixtures import facts, run, terms


def found(f: Finding | None) -> Finding:
    assert f is not None
    return f


BASE = (
    "3.1 In-patient Hospitalisation\n"
    "We will pay the medical expenses for the treatment:\n"
    "- We will pay for expenses incurred in a Shared Room (a room with two beds) for the stay.\n"
)
OPTIONAL = (
    "5.4 Accommodation Modification (optional)\n"
    "You may change the room category and opt for a General Ward or a Single Private Room.\n"
    "The Room Rent charges will then be paid for the General Ward opted.\n"
)


def test_the_base_cover_room_category_is_read_and_an_optional_modification_does_not_override_it() -> None:
    got = found(room_limits.room_rent_limit(doc(BASE, OPTIONAL)))
    assert got.value["kind"] == "room_category"
    assert "shared" in got.value["value"].lower()


def test_a_room_rent_mention_under_an_optional_cover_heading_is_skipped() -> None:
    only_optional = found(room_limits.room_rent_limit(doc("1.2 Cover\nWe pay for treatment.\n", OPTIONAL)))
    # nothing in the base cover states a room limit: the optional section's ward is not taken
    assert only_optional.value.get("value") != "General Ward"
    assert only_optional.confidence <= 0.5


def test_a_stated_copay_for_a_higher_room_category_is_kept_on_the_room_limit() -> None:
    table = (
        "Note: you will bear an additional co-payment if the treatment is taken in a higher room category "
        "than the eligible room category.\n"
        "Category eligible Category claimed Co-payment\n"
        "Shared Room Single Private Room 15%\n"
        "Shared Room Deluxe Room 15%\n"
        "General Ward Shared Room 25%\n"
    )
    got = found(room_limits.room_rent_limit(doc(BASE, table)))
    assert got.value["above_category_copay_percent"] == 15
    differing = table.replace("Shared Room Deluxe Room 15%", "Shared Room Deluxe Room 30%")
    assert (
        "above_category_copay_percent" not in found(room_limits.room_rent_limit(doc(BASE, differing))).value
    )


def test_a_copay_stated_in_the_upgrade_sentence_itself() -> None:
    text = BASE + "A co-payment of 10% applies if you stay in a room above the eligible category.\n"
    assert found(room_limits.room_rent_limit(doc(text))).value["above_category_copay_percent"] == 10


DEFERRED_ROOM = (
    "4.2 Room Charges\n"
    "The room charges are paid for the room category you are entitled to as specified in the policy schedule.\n"
)


def test_the_upgrade_sentence_is_kept_when_the_eligible_room_is_left_to_the_schedule() -> None:
    sentence = (
        "Note: an additional 15% co-payment will apply on the claim if you choose a higher room category.\n"
    )
    stated = room_limits.room_upgrade_copay(doc(DEFERRED_ROOM, sentence))
    assert stated is not None and stated["percent"] == 15 and stated["clause_id"] == "c1"
    assert "15%" in str(stated["quote"])
    # no percent, two percents, or the sentence only in the definitions: nothing to apply
    assert room_limits.room_upgrade_copay(doc(DEFERRED_ROOM, sentence.replace("15% ", ""))) is None
    two = sentence.replace("15%", "15% (or 25% for a suite)")
    assert room_limits.room_upgrade_copay(doc(DEFERRED_ROOM, two)) is None
    definition = (
        "2.9 Co-payment means a cost sharing requirement, e.g. 10% for a room higher than the category.\n"
    )
    assert room_limits.room_upgrade_copay(doc(DEFERRED_ROOM, definition)) is None


def test_the_above_category_copay_belongs_to_a_room_category_limit_only() -> None:
    with pytest.raises(ValueError):
        Limit(kind=LimitKind.AMOUNT_PER_DAY, value=5000, above_category_copay_percent=10)
    limit = Limit(
        kind=LimitKind.ROOM_CATEGORY, value="Twin Sharing Room", above_category_copay_percent=Decimal("20")
    )
    assert limit.above_category_copay_percent == 20
    assert "20% co-pay" in limit.describe()


def test_the_rule_applies_the_room_limits_own_upgrade_copay() -> None:
    policy = terms(
        room_rent_limit={
            "kind": "room_category",
            "value": "Twin Sharing Room",
            "above_category_copay_percent": 20,
        }
    )
    upgraded = run(claim_facts=facts(room_category="Single Private AC Room"), policy_terms=policy)
    assert upgraded.decision is Decision.PARTIAL and upgraded.payable_amount == 16000  # 20,000 less 20 %
    within = run(claim_facts=facts(room_category="Twin sharing"), policy_terms=policy)
    assert within.decision is Decision.APPROVE and within.payable_amount == 20000


LEAD_IN = (
    "2.1 Inpatient Treatment\n"
    "We will cover the following medical expenses of the hospitalisation, up to the Sum Insured stated in "
    "the schedule:\n"
    "i. Room Rent charges\n"
    "ii. Intensive Care Unit charges\n"
    "iii. Surgeon and anaesthetist fees\n"
)


def test_a_list_item_under_a_lead_in_up_to_the_sum_insured_is_an_explicit_no_limit() -> None:
    room = found(room_limits.room_rent_limit(doc(LEAD_IN)))
    icu = found(room_limits.icu_limit(doc(LEAD_IN)))
    for got in (room, icu):
        assert got.value["kind"] == "no_limit" and got.confidence > 0.5


def test_a_lead_in_without_a_no_limit_statement_leaves_the_default_low() -> None:
    text = LEAD_IN.replace("up to the Sum Insured stated in the schedule", "as listed below")
    # with limit language elsewhere in the wording, the lead-in alone does not make "no limit" a read value
    elsewhere = "\n5. Room charges follow the limits of Annexure II.\n"
    room = found(room_limits.room_rent_limit(doc(text + elsewhere)))
    assert room.value["kind"] == "no_limit" and room.confidence <= 0.5


def test_an_explicit_no_limit_sentence_reads_above_the_fail_closed_line() -> None:
    text = "4.1 Room Rent: there is no sub-limit on room rent and ICU charges are paid at actuals.\n"
    assert found(room_limits.room_rent_limit(doc(text))).confidence > 0.5
    assert found(room_limits.icu_limit(doc(text))).confidence > 0.5


PED = (
    "Excl01 Pre-Existing Diseases - Code- Excl01\n"
    "a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall "
    "be excluded until the expiry of {period} of continuous coverage after the date of inception of the "
    "first policy with us.\n"
)


@pytest.mark.parametrize(
    ("period", "months"),
    [("12/24 months (as per the plan opted)", 24), ("0 months / 36 months depending on plan", 36)],
)
def test_a_plan_dependent_period_is_low_confidence_with_the_longest_period(period: str, months: int) -> None:
    got = found(waiting.ped_waiting(doc(PED.format(period=period))))
    assert got.value == months and got.confidence <= 0.5 and got.note


def test_a_single_period_keeps_its_confidence() -> None:
    got = found(waiting.ped_waiting(doc(PED.format(period="36 months"))))
    assert got.value == 36 and got.confidence > 0.9


AGE_BANDED = (
    "9.4 Co-payment\n"
    "A co-payment of 10% for insured persons aged up to 60 years and 20% for insured persons aged above 60 "
    "years shall apply on each and every claim.\n"
)


def test_an_age_banded_copay_keeps_every_tier_with_a_condition_the_rule_reads() -> None:
    from clausetrail.domain.rules.age_conditions import parse_age_condition
    from clausetrail.domain.terms import Copay

    got = found(limits.copay(doc(AGE_BANDED)))
    copay = Copay.model_validate(got.value)
    assert [t.percent for t in copay.tiers] == [10, 20]
    bounds = [parse_age_condition(t.condition) for t in copay.tiers]
    assert bounds[0] is not None and bounds[0].high == 60
    assert bounds[1] is not None and bounds[1].low == 61


BANDS = {
    "percent": 10,
    "condition": "aged up to 60 years",
    "tiers": [
        {"percent": 10, "condition": "aged up to 60 years"},
        {"percent": 20, "condition": "aged above 60 years"},
    ],
}


def _member(dob: str) -> dict[str, str]:
    return {"member_id": "M1", "dob": dob, "covered_since": "2022-06-01"}


@pytest.mark.parametrize(("dob", "payable"), [("1985-03-01", 18000), ("1950-03-01", 16000)])
def test_the_copay_tier_is_chosen_by_the_members_age(dob: str, payable: int) -> None:
    from tests.unit.test_rules_fixtures import schedule

    outcome = run(policy_terms=terms(copay=BANDS), policy_schedule=schedule(members=[_member(dob)]))
    assert outcome.payable_amount == payable and "COPAY" in outcome.reason_codes


def test_an_age_no_tier_covers_or_an_unreadable_tier_goes_to_a_person() -> None:
    from tests.unit.test_rules_fixtures import schedule

    gap = {
        **BANDS,
        "tiers": [
            {"percent": 10, "condition": "aged up to 60 years"},
            {"percent": 20, "condition": "aged 70 years and above"},
        ],
    }
    outcome = run(policy_terms=terms(copay=gap), policy_schedule=schedule(members=[_member("1960-03-01")]))
    copay = outcome.result("COPAY")
    assert copay is not None and copay.reason_code == "TERM_MISSING" and outcome.decision is Decision.REFER
    unread = {
        **BANDS,
        "tiers": [
            {"percent": 10, "condition": "aged up to 60 years"},
            {"percent": 20, "condition": "senior citizens"},
        ],
    }
    outcome = run(policy_terms=terms(copay=unread), policy_schedule=schedule(members=[_member("1985-03-01")]))
    copay = outcome.result("COPAY")
    assert copay is not None and copay.reason_code == "TERM_MISSING"
