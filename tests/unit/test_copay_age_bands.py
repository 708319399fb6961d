"""Co-pays by age stated across sentences or in a table of age bands (sentences written for the test)."""

from __future__ import annotations

from datetime import date

import pytest

from clausetrail.domain.rules.age_conditions import age_on, parse_age_condition
from clausetrail.extraction.rules import limits
from tests.fixtures.offline_clauses import doc, found


def _tier_for(value: dict[str, object], age: int) -> int | float:
    """The percent the claim rule's choice (largest holding tier) gives a member of this entry age."""
    holding = []
    for tier in value["tiers"]:  # type: ignore[union-attr]
        condition = parse_age_condition(tier["condition"])
        assert condition is not None, tier
        if condition.holds(age):
            holding.append(tier["percent"])
    assert holding, f"no band covers age {age}"
    return max(holding)


def test_age_copays_stated_one_by_one_become_bands_with_the_younger_ages_at_zero() -> None:
    text = doc(
        "Co-Payment: A co-payment of 10% on each claim applies to Insured Persons who are 61 years of age and "
        "above at entry. For Insured Persons of age 76 years and above at entry the co-payment shall be 20%."
    )
    value = found(limits.copay(text)).value
    assert [_tier_for(value, age) for age in (45, 61, 75, 76, 82)] == [0, 10, 10, 20, 20]


def test_age_bands_in_a_table_under_a_lead_in() -> None:
    text = doc(
        "Co-payment: every claim is subject to a co-payment as per the table below",
        "Age at entry | Co-payment\nUp to 65 years | 10%\nAbove 65 years | 20%",
    )
    value = found(limits.copay(text)).value
    assert [_tier_for(value, age) for age in (30, 65, 66)] == [10, 10, 20]
    assert all("entry" in tier["condition"] for tier in value["tiers"])


def test_one_age_copay_stays_a_single_condition() -> None:
    text = doc("A co-payment of 20% applies to every claim of Insured Persons aged above 60 years at entry.")
    value = found(limits.copay(text)).value
    assert value["percent"] == 20 and "tiers" not in value


def test_age_on_is_completed_years() -> None:
    assert age_on(date(1960, 6, 2), date(2025, 6, 1)) == 64


@pytest.mark.parametrize(
    ("condition", "low", "high"),
    [
        ("aged less than or equal to 70 years", None, 70),
        ("age less than equal to 70 years", None, 70),
        ("age <= 70", None, 70),
        ("age ≤ 70 years", None, 70),
        ("age < 71 years", None, 70),
        ("aged greater than or equal to 71 years", 71, None),
        ("aged not less than 71 years", 71, None),
        ("age >= 71", 71, None),
        ("age > 70 years", 71, None),
        ("age 56-70 years", 56, 70),
        ("aged 56 to 70", 56, 70),
    ],
)
def test_age_comparisons_written_out_or_as_symbols(condition: str, low: int | None, high: int | None) -> None:
    parsed = parse_age_condition(condition)
    assert parsed is not None and (parsed.low, parsed.high) == (low, high)


def test_age_bands_listed_as_bullets_with_comparisons_at_inception() -> None:
    text = doc(
        "Co-payment: each and every claim shall bear a co-payment as below, on the admissible amount.",
        "- Co-payment of 10% on all claims for members aged less than or equal to 70 years at policy inception\n"
        "- Co-payment of 25% on all claims for members aged greater than 70 years at policy inception",
    )
    value = found(limits.copay(text)).value
    assert [_tier_for(value, age) for age in (40, 70, 71, 90)] == [10, 10, 25, 25]
    assert all(parse_age_condition(t["condition"]).at_entry for t in value["tiers"])  # type: ignore[union-attr]


@pytest.mark.parametrize("qualifier", ["admissible ", "payable ", ""])
def test_a_copay_on_each_and_every_qualified_claim_applies_to_every_claim(qualifier: str) -> None:
    text = doc(f"Each and every {qualifier}claim under this Policy shall be subject to a co-payment of 15%.")
    value = found(limits.copay(text)).value
    assert value == {"percent": 15, "condition": "each and every claim"}


def test_a_copay_on_every_claim_of_an_optional_cover_is_not_read_as_the_base_copay() -> None:
    text = doc(
        "Worldwide Cover (optional): this cover applies only if opted. A co-payment of 10% will be applied to "
        "every admissible claim under this cover."
    )
    assert found(limits.copay(text)).value["percent"] == 0
