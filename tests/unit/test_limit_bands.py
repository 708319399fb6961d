"""Limits that a wording's table varies by sum insured band or plan: every band is kept at extraction, and the
issued schedule's sum insured or plan selects one (tables written for the test)."""

from __future__ import annotations

import pytest

from clausetrail.domain.claims.schedule import PolicySchedule
from clausetrail.domain.limit_bands import band_of, choose_band
from clausetrail.domain.terms import Limit, LimitKind, PolicyTerms, make_term
from clausetrail.extraction.rules import benefit_limits, room_limits
from tests.fixtures.offline_clauses import doc, found

PER_DAY = Limit(kind=LimitKind.AMOUNT_PER_DAY, value=3000)


@pytest.mark.parametrize(
    ("label", "inside", "outside"),
    [
        ("1,00,000/-", 100_000, 200_000),
        ("SI 3 to 5 Lakh", 400_000, 600_000),
        ("Up to 5 Lakh", 500_000, 500_001),
        ("10 Lakh & above", 1_000_000, 999_999),
        ("Above Rs 5 lakh", 500_001, 500_000),
        ("3L/4L/5L", 400_000, 350_000),
    ],
)
def test_band_labels_read_as_sum_insured_bounds(label: str, inside: int, outside: int) -> None:
    band = band_of(label, PER_DAY)
    assert band is not None
    one = Limit(kind=LimitKind.AMOUNT_PER_DAY, value=3000, bands=(band,))
    assert choose_band(one, sum_insured=inside, plan=None) == PER_DAY
    assert choose_band(one, sum_insured=outside, plan=None) is None


def test_a_label_with_no_band_is_none() -> None:
    assert band_of("Room Rent", PER_DAY) is None


BAND_TABLE = (
    "Table of Benefits",
    "Benefit | SI up to 5 Lakh | SI above 5 Lakh\n"
    "Room Rent | 1% of SI per day | 2% of SI per day\n"
    "Road Ambulance | Up to Rs 2,000 | Up to Rs 5,000",
)


def test_a_table_varying_by_band_keeps_every_band_and_stays_doubtful() -> None:
    finding = found(benefit_limits.ambulance_limit(doc(*BAND_TABLE)))
    assert finding.confidence is not None and finding.confidence <= 0.5
    limit = Limit.model_validate(finding.value)
    assert [b.limit.value for b in limit.bands] == [2000, 5000]


def _terms(name: str, finding_value: dict[str, object], confidence: float) -> PolicyTerms:
    return PolicyTerms.model_validate(
        {name: make_term(name, finding_value, source="model", confidence=confidence)}
    )


@pytest.mark.parametrize(("sum_insured", "expected"), [(300_000, 2000), (1_000_000, 5000)])
def test_the_schedule_sum_insured_picks_the_band(sum_insured: int, expected: int) -> None:
    finding = found(benefit_limits.ambulance_limit(doc(*BAND_TABLE)))
    terms = _terms("ambulance_limit", finding.value, finding.confidence or 0.5)
    schedule = PolicySchedule.model_validate({"sum_insured": sum_insured, "members": []})
    effective = schedule.effective_terms(terms)
    term = effective.term("ambulance_limit")
    assert term is not None and isinstance(term.value, Limit)
    assert term.value.value == expected and not term.value.bands
    assert term.confidence is not None and term.confidence > 0.5


def test_a_sum_insured_in_no_band_leaves_the_limit_doubtful() -> None:
    rows = (
        "Room rent is payable as per the table below:",
        "Sum Insured (Rs.) | Limit (Rs.)\n1,00,000/- | Up to 2,000/- per day\n3,00,000/- | Up to 5,000/- per day",
    )
    finding = found(room_limits.room_rent_limit(doc(*rows)))
    terms = _terms("room_rent_limit", finding.value, finding.confidence or 0.5)
    schedule = PolicySchedule.model_validate({"sum_insured": 200_000, "members": []})
    effective = schedule.effective_terms(terms)
    term = effective.term("room_rent_limit")
    assert term is not None and isinstance(term.value, Limit) and term.value.bands
    chosen = PolicySchedule.model_validate({"sum_insured": 300_000, "members": []}).effective_terms(terms)
    picked = chosen.term("room_rent_limit")
    assert picked is not None and isinstance(picked.value, Limit) and picked.value.value == 5000


def test_plan_columns_are_chosen_by_the_schedule_plan() -> None:
    table = ("Benefit | Plan A | Plan B\nRoad Ambulance | Up to Rs 1,500 | Up to Rs 3,000",)
    finding = found(benefit_limits.ambulance_limit(doc(*table)))
    limit = Limit.model_validate(finding.value)
    assert choose_band(limit, sum_insured=500_000, plan="B") == Limit(kind=LimitKind.AMOUNT, value=3000)
    assert choose_band(limit, sum_insured=500_000, plan=None) is None


def test_a_band_table_run_together_by_the_text_layer_is_doubtful() -> None:
    flat = doc(
        "Room rent payable as per the table: Sum Insured (Rs.) Limit (Rs.) 1,00,000/- Up to 2,500/- per day "
        "2,00,000/- 3,00,000/- Up to 4,000/- per day 4,00,000/- 5,00,000/- Single Private A/C Room"
    )
    room = found(room_limits.room_rent_limit(flat))
    assert room.confidence is not None and room.confidence <= 0.5


def test_one_limit_with_a_per_period_cap_is_not_a_band_table() -> None:
    text = doc(
        "Road ambulance expenses up to Rs. 1,000 per hospitalisation and up to Rs. 2,000 per policy year."
    )
    ambulance = found(benefit_limits.ambulance_limit(text))
    assert ambulance.confidence is not None and ambulance.confidence > 0.5


def test_a_merged_cell_band_table_read_into_one_cell_is_doubtful() -> None:
    garbled = doc(
        "Room rent as per the table below:",
        "Sum Insured (Rs.) Limit (Rs.)\n1,00,000/-\nUp 2,00,000/- | \n3,00,000/- | to 2,500/- per day Up to 4,500/- "
        "per day\n5,00,000/- | Single Private A/C Room\n10,00,000/- | Single Private A/C Room",
    )
    room = found(room_limits.room_rent_limit(garbled))
    assert room.confidence is not None and room.confidence <= 0.5


@pytest.mark.parametrize(
    "text",
    [
        "3.6 Road Ambulance: up to Rs 5,000 per hospitalisation under Gold plan and up to Rs 1,000 under Silver plan.",
        "3.6 Road Ambulance: Rs 5,000 for sum insured above 5 lakh and Rs 2,000 for sum insured up to 5 lakh.",
    ],
)
def test_prose_naming_a_value_per_plan_or_band_is_doubtful(text: str) -> None:
    # the first value found would overpay the other plan or band: the schedule must pin it (fail closed)
    ambulance = found(benefit_limits.ambulance_limit(doc(text)))
    assert ambulance.confidence is not None and ambulance.confidence <= 0.5


def test_room_category_per_sum_insured_band_in_prose_is_doubtful() -> None:
    text = (
        "Room Rent up to Twin sharing room (for Annual Sum Insured below Rs 10 Lacs and Single private AC room "
        "for annual sum insured Rs 10L and above);"
    )
    room = found(room_limits.room_rent_limit(doc(text)))
    assert room.confidence is not None and room.confidence <= 0.5


def test_a_share_of_si_with_its_cap_is_not_a_band_statement() -> None:
    text = (
        "3.4 Cataract: up to 15% of Sum Insured or Rs 60,000 whichever is lower, per eye, under every plan."
    )
    cataract = found(benefit_limits.cataract_limit(doc(text)))
    assert cataract.confidence is not None and cataract.confidence > 0.5


def test_a_plan_table_read_with_confidence_is_doubtful_when_the_schedule_names_no_plan() -> None:
    table = ("Benefit | Plan A | Plan B\nRoad Ambulance | Up to Rs 1,500 | Up to Rs 3,000",)
    finding = found(benefit_limits.ambulance_limit(doc(*table)))
    terms = _terms("ambulance_limit", finding.value, 0.8)
    unnamed = PolicySchedule.model_validate({"sum_insured": 500_000, "members": []}).effective_terms(terms)
    term = unnamed.term("ambulance_limit")
    assert term is not None and term.confidence == 0.5
    named = PolicySchedule.model_validate({"sum_insured": 500_000, "plan": "Plan B", "members": []})
    picked = named.effective_terms(terms).term("ambulance_limit")
    assert picked is not None and picked.confidence is not None and picked.confidence > 0.5


def test_a_band_table_under_the_benefit_heading_gives_its_limit_column_not_the_band_amounts() -> None:
    clause = (
        "7.3 Ambulance\nCharges for a road ambulance that takes\nthe insured person to a hospital\n"
        "are paid up to the limits below:\n"
        "Sum Insured | Road ambulance limit\n"
        "Rs 3 Lakh | Rs 1,500 per hospitalisation\n"
        "Rs 5 Lakh to 10 Lakh | Rs 2,500 per hospitalisation\n"
        "Rs 15 Lakh | Rs 4,000 per hospitalisation"
    )
    limit = Limit.model_validate(found(benefit_limits.ambulance_limit(doc(clause))).value)
    assert limit.value in (1500, 2500, 4000)
    assert [b.limit.value for b in limit.bands] == [1500, 2500, 4000]
