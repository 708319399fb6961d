"""Zones of treatment: the zone table read from a wording's structure, the treating hospital's city from its
letterhead, and the zone co-pay the rule applies (or leaves to a person). Every zone table and address below is
written for this test in the common shapes of zone-priced wordings; none is a quote of a particular wording."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from clausetrail.domain.rules.copay import ZONE_DOUBT_NOTE
from clausetrail.domain.rules.engine import Decision, EngineResult
from clausetrail.domain.terms import PolicyTerms
from clausetrail.domain.zones import hospital_city, zone_copay_percent, zone_of_city, zone_rank
from clausetrail.extraction.rules.zones import treatment_zones
from tests.fixtures.offline_clauses import doc
from tests.unit.test_rules_fixtures import VERSION_ID, facts, run, schedule, terms

TABLE = (
    "9.4 Zones of cover\n"
    "Zone A: Kolkata, Mumbai (including Thane and Navi Mumbai), NCR\n"
    "Zone B: Bangalore, Jaipur, Lucknow, rest of Gujarat and\n"
    "Surat Metropolitan area\n"
    "Zone C: Rest of India other than the places of Zone A and Zone B\n"
    "The zone is chosen by the proposer at inception.\n"
    "(i) Members paying Zone A premium may take treatment in any zone without co-payment.\n"
    "(ii) Members paying Zone B premium may take treatment in Zone B or Zone C without co-payment; taking "
    "treatment in Zone A they bear 15% of each admissible claim.\n"
    "(iii) Members paying Zone C premium who take treatment in Zone B bear 5% of each claim, and in Zone A "
    "bear 20% of each claim."
)


def _zones() -> list[dict[str, Any]]:
    table = treatment_zones(doc(TABLE))
    assert table is not None
    return list(table["zones"])


def test_the_zone_table_and_its_pairs_are_read_from_the_structure() -> None:
    table = treatment_zones(doc(TABLE))
    assert table is not None
    assert [z["label"] for z in table["zones"]] == ["Zone A", "Zone B", "Zone C"]
    assert "Surat Metropolitan area" in table["zones"][1]["places"]  # the list's wrapped line
    assert "chosen by the proposer" not in table["zones"][2]["places"]
    pairs = {(p["premium"], p["treated"]): p["percent"] for p in table["pairs"]}
    assert pairs == {(2, 1): "15", (3, 2): "5", (3, 1): "20"}


def test_a_wording_with_no_zone_table_has_none() -> None:
    assert treatment_zones(doc("5.1 Co-payment. A co-payment of 10% applies to each claim.")) is None
    # a list cut off by the end of its clause (a page break) is not a whole table
    cut = "Zone A: Delhi, Mumbai\nZone B: Chennai, Pune,\nZone C: Rest of India"
    assert treatment_zones(doc(cut)) is None
    rest_wraps = "Zone A: Delhi, Mumbai\nZone B: Rest of India other than the places under Zone A &"
    assert treatment_zones(doc(rest_wraps)) is not None  # the rest of India needs no list
    # one zone named in passing is no table
    assert (
        treatment_zones(doc("Zone A: the emergency wing\nThe hospital shall be a network hospital.")) is None
    )


@pytest.mark.parametrize(
    ("label", "rank"),
    [("Zone I", 1), ("zone-ii", 2), ("Zone 3", 3), ("Zone D", 4), ("Zone V", None), (None, None)],
)
def test_zone_labels_rank_costliest_first(label: str | None, rank: int | None) -> None:
    assert zone_rank(label) == rank


@pytest.mark.parametrize(
    ("address", "city"),
    [
        ("SUNRISE HOSPITAL, 4 Link Road, Sector 9, Navi Mumbai - 400706, Maharashtra", "navi mumbai"),
        ("City Care Clinic, MG Road, Bangalore 560001", "bengaluru"),  # the old name
        ("Apex Hospital, Ring Road, Gurgaon, Haryana", "gurugram"),
        ("Apex Hospital, Kolkata and Howrah branches", None),  # two cities: not certain
        ("Apex Hospital, Tel 044-1234", None),  # no city
        (None, None),
    ],
)
def test_the_hospital_city_is_the_one_known_city_of_its_letterhead(
    address: str | None, city: str | None
) -> None:
    assert hospital_city(address) == city


@pytest.mark.parametrize(
    ("city", "rank"),
    [
        ("kolkata", 1),  # named
        ("navi mumbai", 1),  # named in brackets
        ("gurugram", 1),  # the region (NCR) holds it
        ("surat", 2),  # the metropolitan area named in the wrapped line
        ("ahmedabad", 2),  # rest of its state
        ("patna", 3),  # rest of India
        ("bengaluru", 2),  # the old name listed
        ("howrah", None),  # a neighbour of a listed city, not listed: not certain
    ],
)
def test_a_city_falls_in_the_most_specific_zone_listing_it(city: str, rank: int | None) -> None:
    assert zone_of_city(city, _zones()) == rank


def test_exclusions_in_a_list_and_unknown_places_are_not_placed() -> None:
    excluding = [
        {"label": "Zone A", "places": "Delhi, Haryana (excl. Faridabad)"},
        {"label": "Zone B", "places": "Rest of India"},
    ]
    assert zone_of_city("gurugram", excluding) is None
    assert zone_of_city("atlantis", _zones()) is None
    # placed only by its state while another zone names its neighbour: not certain
    by_state = [
        {"label": "Zone 1", "places": "Mumbai, Thane"},
        {"label": "Zone 2", "places": "Rest of Maharashtra, Goa"},
        {"label": "Zone 3", "places": "Rest of India"},
    ]
    assert zone_of_city("navi mumbai", by_state) is None
    assert zone_of_city("nagpur", by_state) == 2
    assert zone_of_city("mumbai", [{"label": "Zone X", "places": "Mumbai"}]) is None


def test_the_pair_copay_applies_only_in_a_costlier_zone() -> None:
    pairs = [{"premium": 2, "treated": 1, "percent": "15"}, {"premium": 3, "treated": 1, "percent": "12.5"}]
    assert zone_copay_percent(2, 1, pairs) == Decimal(15)
    assert zone_copay_percent(3, 1, pairs) == Decimal("12.5")
    assert zone_copay_percent(2, 3, pairs) == 0  # a cheaper zone
    assert zone_copay_percent(2, 2, pairs) == 0
    assert zone_copay_percent(3, 2, pairs) is None  # the pair is not stated


def _zone_terms(copay: dict[str, Any], confidence: float, note: str | None) -> PolicyTerms:
    data = terms().model_dump()
    data["copay"] = {
        "value": copay,
        "clause_id": f"{VERSION_ID}-copay",
        "source": "offline",
        "confidence": confidence,
        "note": note,
    }
    table = treatment_zones(doc(TABLE))
    data["extraction_meta"] = {
        **data.get("extraction_meta", {}),
        "treatment_zones": {**(table or {}), "clause_id": "z1"},
    }
    return PolicyTerms.model_validate(data)


DOUBTED = ({"percent": 0, "condition": None}, 0.5, ZONE_DOUBT_NOTE)
CONDITIONED = ({"percent": 15, "condition": "treatment in a zone other than the zone of premium"}, 0.9, None)


def _copay(outcome: EngineResult) -> Any:
    return next(r for r in outcome.results if r.rule_id == "COPAY")


@pytest.mark.parametrize("term", [DOUBTED, CONDITIONED])
@pytest.mark.parametrize(
    ("premium", "address", "percent"),
    [
        ("Zone B", "Care Hospital, Park Street, Kolkata 700016", 15),
        ("Zone C", "Care Hospital, Park Street, Kolkata 700016", 20),
        ("Zone B", "Care Hospital, Boring Road, Patna 800001", 0),
        ("Zone C", "Care Hospital, Boring Road, Patna 800001", 0),
    ],
)
def test_the_zone_copay_follows_the_hospital_city(
    term: tuple[dict[str, Any], float, str | None], premium: str, address: str, percent: int
) -> None:
    outcome = run(
        policy_terms=_zone_terms(*term),
        policy_schedule=schedule(zone=premium),
        claim_facts=facts(hospital_address=address),
    )
    result = _copay(outcome)
    assert result.reason_code == ("COPAY" if percent else None)
    assert result.computed_amount == 20000 * (100 - percent) // 100
    if percent:
        assert "z1" in result.clause_ids


@pytest.mark.parametrize("term", [DOUBTED, CONDITIONED])
@pytest.mark.parametrize(
    ("premium", "address"),
    [
        ("Zone B", None),  # no letterhead read
        ("Zone B", "Care Hospital, near the bus stand"),  # no city
        ("Zone B", "Care Hospital, Howrah"),  # a neighbour of a listed city
        (None, "Care Hospital, Park Street, Kolkata"),  # the schedule names no zone of premium
        ("Zone C", "Care Hospital, Park Street, Kolkata and Surat"),  # two cities
    ],
)
def test_a_zone_that_is_not_certain_goes_to_a_person(
    term: tuple[dict[str, Any], float, str | None], premium: str | None, address: str | None
) -> None:
    outcome = run(
        policy_terms=_zone_terms(*term),
        policy_schedule=schedule(zone=premium),
        claim_facts=facts(hospital_address=address),
    )
    assert _copay(outcome).reason_code in ("TERM_MISSING", "FACT_MISSING")
    assert outcome.decision is Decision.REFER
