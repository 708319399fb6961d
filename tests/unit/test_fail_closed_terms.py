"""Terms whose value the wording leaves open are read as doubtful, so a claim that needs them goes to a person
(SPEC §3 fail closed) instead of being paid on a guess: a limit that a table varies by plan or sum insured band,
a co-pay tied to the member's age. A schedule that prints the eligible room category keeps the wording's
consequence of a room above it. Inputs are written for this test from the common shapes of wordings."""

from __future__ import annotations

from clausetrail.domain.terms import Limit, LimitKind, PolicyTerms, apply_schedule_overrides
from clausetrail.extraction.result import term_from_finding
from clausetrail.extraction.rules import benefit_limits, limits, room_limits
from tests.unit.test_limit_reading import PLAN_TABLE, doc, val


def test_a_limit_that_differs_by_plan_is_read_from_the_first_plan_but_doubtful() -> None:
    text = doc("Section B. Table of Benefits", PLAN_TABLE)
    room = room_limits.room_rent_limit(text)
    assert room is not None
    value = room.value
    assert {k: value[k] for k in ("kind", "value")} == {"kind": "percent_si_per_day", "value": 1}
    assert [band["plan"] for band in value["bands"]] == ["Plan 1", "Plan 2", "Plan 3"][: len(value["bands"])]
    assert room is not None and room.confidence <= 0.5
    assert room.note and "plans or sum insured bands" in room.note


def test_a_limit_the_same_in_every_band_keeps_its_confidence() -> None:
    text = doc(
        (
            "table",
            "Benefit | Plan 1 | Plan 2\n"
            "Road ambulance (per hospitalisation) | Up to Rs 2,000 | Up to Rs 2,000\n"
            "Cataract (per eye) | Up to Rs 40,000 | Up to Rs 40,000",
        )
    )
    ambulance = benefit_limits.ambulance_limit(text)
    assert val(ambulance) == {"kind": "amount", "value": 2000}
    assert ambulance is not None and ambulance.confidence > 0.5


def test_a_rupee_ceiling_beside_a_share_of_si_is_not_another_band() -> None:
    text = doc(("table", "Benefit | Limit | Maximum\nRoom rent (per day) | 1% of SI | Rs 5,000"))
    room = room_limits.room_rent_limit(text)
    assert room is not None and room.confidence > 0.5


def test_a_copay_for_members_of_an_age_keeps_its_condition() -> None:
    text = doc(
        "7. Co-payment",
        "A co-payment of 20% shall apply to every claim for insured persons aged above 60 years at entry.",
    )
    found = limits.copay(text)
    assert val(found)["percent"] == 20
    assert "60" in str(val(found)["condition"])


def test_a_copay_tied_to_age_that_cannot_be_read_is_doubtful() -> None:
    text = doc(
        "7. Co-payment",
        "Co-payment of 10% for senior insured persons, and 25% thereafter for those in the older age band.",
    )
    found = limits.copay(text)
    assert val(found) == {"percent": 0, "condition": None}
    assert found.confidence <= 0.5


def test_a_zone_copay_is_no_copay_for_every_claim_but_doubtful() -> None:
    # it applies to the claims treated outside the premium's zone, which the claim is not read for: the
    # rule exempts only the top zone's premium (tests/unit/test_copay_zone.py)
    text = doc("Treatment taken in Zone A will be subject to a co-payment of 10% of the admissible claim.")
    found = limits.copay(text)
    assert val(found) == {"percent": 0, "condition": None}
    assert found.confidence <= 0.5


def test_a_scheduled_room_category_keeps_the_wordings_upgrade_copay() -> None:
    wording_room = Limit(
        kind=LimitKind.ROOM_CATEGORY, value="Twin Sharing Room", above_category_copay_percent=10
    )
    terms = PolicyTerms.model_validate(
        {
            "room_rent_limit": {
                "value": wording_room.model_dump(mode="json"),
                "source": "offline",
                "confidence": 0.8,
            }
        }
    )
    pinned = apply_schedule_overrides(
        terms, {"room_rent_limit": {"kind": "room_category", "value": "Single Private Room"}}
    )
    room = pinned.room_rent_limit
    assert room is not None and isinstance(room.value, Limit)
    assert room.value.value == "Single Private Room"
    assert room.value.above_category_copay_percent == 10
    assert room.source == "schedule"


def test_term_from_a_doubtful_finding_carries_its_confidence() -> None:
    text = doc("Section B. Table of Benefits", PLAN_TABLE)
    room = room_limits.room_rent_limit(text)
    assert room is not None
    term = term_from_finding("room_rent_limit", room, text, source="offline")
    assert term is not None and term.confidence is not None and term.confidence <= 0.5
