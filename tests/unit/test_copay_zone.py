"""A co-pay that turns on the zone of treatment (read doubtful; the top zone's premium is exempt) and an age co-pay
stated in one row of a benefit table (sentences written for the test)."""

from __future__ import annotations

from typing import Any

import pytest

from clausetrail.domain.rules.copay import ZONE_DOUBT_NOTE
from clausetrail.domain.rules.engine import Decision, EngineResult
from clausetrail.domain.terms import PolicyTerms
from clausetrail.extraction.rules import limits
from tests.fixtures.offline_clauses import doc, found
from tests.unit.test_rules_fixtures import VERSION_ID, run, schedule, terms

ZONE_WORDING = (
    "5.7 Zone-based co-payment. Insured paying premium as per Zone I can avail treatment in all zones without "
    "co-payment. Insured paying premium as per Zone II availing treatment in Zone I will be subject to a "
    "co-payment of 10%."
)


def test_a_zone_copay_is_read_as_doubtful_with_its_reason() -> None:
    finding = found(limits.copay(doc(ZONE_WORDING)))
    assert finding.value == {"percent": 0, "condition": None}
    assert finding.confidence <= 0.5 and finding.note == ZONE_DOUBT_NOTE


def _zone_terms(note: str) -> PolicyTerms:
    base = terms()
    doubted = base.model_dump()
    doubted["copay"] = {
        "value": {"percent": 0, "condition": None},
        "clause_id": f"{VERSION_ID}-copay",
        "source": "offline",
        "confidence": 0.5,
        "note": note,
    }
    return PolicyTerms.model_validate(doubted)


def _copay_result(outcome: EngineResult) -> Any:
    return next(r for r in outcome.results if r.rule_id == "COPAY")


@pytest.mark.parametrize("zone", ["Zone I", "zone A", "Zone 1"])
def test_the_top_zones_premium_bears_no_zone_copay(zone: str) -> None:
    outcome = run(policy_terms=_zone_terms(ZONE_DOUBT_NOTE), policy_schedule=schedule(zone=zone))
    assert _copay_result(outcome).reason_code is None
    assert outcome.decision is Decision.APPROVE


@pytest.mark.parametrize(
    ("zone", "note"),
    [("Zone II", ZONE_DOUBT_NOTE), (None, ZONE_DOUBT_NOTE), ("Zone I", "a co-pay tied to the member's age")],
)
def test_any_other_zone_or_doubt_goes_to_a_person(zone: str | None, note: str) -> None:
    outcome = run(policy_terms=_zone_terms(note), policy_schedule=schedule(zone=zone))
    assert _copay_result(outcome).reason_code == "TERM_MISSING"
    assert outcome.decision is Decision.REFER


def test_an_age_copay_in_one_row_of_a_benefit_table_is_read_from_its_row() -> None:
    table = doc(
        "Benefit | Limit\n"
        "Treatment in a preferred network | 1% of Sum Insured subject to a maximum of Rs.5,000\n"
        "Co-payment | Co-payment of 10% of each and every claim amount (Applicable only for Insured Persons "
        "aged 61 years and above at the time of entry)\n"
        "Health check-up | Available"
    )
    value = found(limits.copay(table)).value
    assert value["percent"] == 10 and "61 years" in value["condition"] and "|" not in value["condition"]
