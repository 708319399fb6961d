"""A share of the sum insured with its rupee ceiling ("% of SI subject to a maximum"): the ceiling is never lost,
so the limit never pays the bare percent. Text written for the test."""

from __future__ import annotations

import pytest

from clausetrail.extraction.rules import benefit_limits, room_limits
from tests.fixtures.offline_clauses import doc


@pytest.mark.parametrize(
    ("text", "cap"),
    [
        ("3.4 Cataract: up to 10% of Sum Insured, subject to a maximum of Rs. 50,000 per eye.", 50000),
        ("3.4 Cataract: Rs 40,000 or 20% of SI whichever is less, per eye.", 40000),
        ("3.4 Cataract: 20% of SI (max. Rs 30,000) per eye.", 30000),
        ("3.4 Cataract: 10% of Sum Insured not exceeding Rs. 25,000 per eye.", 25000),
        (
            "3.4 Expenses for cataract are payable up to 10% of the Sum Insured. "
            "The maximum payable is Rs. 30,000 per eye.",
            30000,
        ),
    ],
)
def test_a_cataract_share_of_si_keeps_its_ceiling(text: str, cap: int) -> None:
    found = benefit_limits.cataract_limit(doc(text))
    assert found is not None and found.value["kind"] == "percent_si" and found.value["cap_inr"] == cap


def test_a_room_share_of_si_per_day_keeps_its_ceiling() -> None:
    found = room_limits.room_rent_limit(doc("3.1 Room rent: 1% of SI per day (max. Rs 5000/day)."))
    assert found is not None and found.value == {"kind": "percent_si_per_day", "value": 1, "cap_inr": 5000}
