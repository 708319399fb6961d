"""Field readers on the layouts of the third batch of wordings written blind to the reader: periods per plan after
the standard sentence, specified diseases "listed below", a 90-day wait whose accident carve-out says accidents are
payable, a sum insured column of a plan table, "(Rs. lakh)" units, "Actual" cells, a header's figure in brackets, a
row of cells that ends a plan row, amounts per procedure, cataract covered up to the sum insured after a clause
reference, benefits denied in their own sentence or asked in an FAQ, a co-pay repeated per plan, a heading above
the insurer's name. Texts are written for these tests."""

from __future__ import annotations

from clausetrail.extraction.rules import (
    benefit_limits,
    benefits,
    copay,
    identity,
    room_limits,
    sum_insured,
    waiting,
)
from tests.fixtures.offline_clauses import doc, found, val


def test_pre_existing_periods_given_per_plan_after_the_standard_sentence_are_doubtful() -> None:
    text = doc(
        "5.2 Pre-Existing Diseases - Code - Excl01\na) Expenses related to the treatment of a pre-existing Disease "
        "(PED) and its direct complications shall be excluded until the expiry of the number of months of "
        "continuous coverage after the date of inception of the first policy with insurer that applies to the "
        "Plan: under Silver: 36 months; under Gold: 24 months."
    )
    read = found(waiting.ped_waiting(text))
    assert read.value == 36 and read.confidence <= 0.5


def test_specified_diseases_listed_below_or_following_are_read() -> None:
    below = doc(
        "4.1.2 Specified diseases. Expenses related to the treatment of the conditions and surgeries listed "
        "below shall be excluded until the expiry of 24 months of continuous coverage: hernia; cataract."
    )
    assert val(waiting.specific_disease_waiting(below)) == 24
    following = doc(
        "D.3 Expenses for the following illnesses and procedures are excluded until 36 months of continuous "
        "coverage have elapsed: cataract; hernia of all kinds; hydrocele; piles."
    )
    assert val(waiting.specific_disease_waiting(following)) == 36


def test_an_initial_wait_whose_carve_out_says_accidents_are_payable() -> None:
    text = doc(
        "D.1 Initial waiting period\nExpenses related to the treatment of any Illness within the first 60 days "
        "from the date of commencement of the first Policy with Us are not payable. Claims arising from an "
        "Accident are payable from the first day."
    )
    assert val(waiting.initial_waiting(text)) == 60


def test_the_sum_insured_column_of_a_plan_table_lists_the_options() -> None:
    text = doc(
        "Table 2.1 - Sum Insured options\nPlan | Sum Insured options | Deductible\n"
        "Classic | Rs. 2,00,000; Rs. 4,00,000 | Nil\nElite | Rs. 6,00,000; Rs. 8,00,000; Rs. 12,00,000 | Rs. 25,000"
    )
    assert val(sum_insured.sum_insured_options(text)) == [200000, 400000, 600000, 800000, 1200000]
    # a band table's first column holds bounds, not options
    bands = doc(
        "Sum Insured | Limit per day\nUpto Rs. 4 Lacs | Rs. 400 per day\nAbove Rs. 4 Lacs and upto Rs. 12 Lacs | "
        "Rs. 800 per day\nAbove Rs. 12 Lacs | Rs. 1200 per day"
    )
    assert val(sum_insured.sum_insured_options(bands)) is None


def test_sums_insured_in_lakh_with_the_unit_in_brackets() -> None:
    text = doc(
        "Benefit Plan I Plan II\nSum Insured (Rs. lakh) 2, 4 6, 8, 12\nRoom rent Twin sharing Any room"
    )
    assert val(sum_insured.sum_insured_options(text)) == [200000, 400000, 600000, 800000, 1200000]


def test_an_actual_cell_and_a_header_with_a_figure_in_brackets() -> None:
    icu = doc(
        "Schedule of Benefits\nBenefit | SI 4 L | SI 8 L\nICU charges | Actual | Actual\nRoom rent | Twin sharing | Any room"
    )
    assert val(room_limits.icu_limit(icu)) == {"kind": "no_limit", "value": None}
    band = doc(
        "3.4 Table of Benefits\nSum Insured (Rs.) | Ambulance (per hospitalisation) | Check-up (per block of 3 years)\n"
        "2,00,000 | 800 | 1,000\n4,00,000 | 1,200 | 2,000"
    )
    amb = found(benefit_limits.ambulance_limit(band))
    assert amb.value["value"] == 800 and [b["limit"]["value"] for b in amb.value["bands"]] == [800, 1200]


def test_a_table_row_ends_what_a_plan_row_holds() -> None:
    text = doc(
        "Table of Benefits\nBenefit | Waiting | Limit\nRoom, boarding and nursing | Nil | 1% of SI per day, up to Rs "
        "6,000 per day\nIntensive care unit | Nil | 2% of SI per day, up to Rs 12,000 per day"
    )
    room = found(room_limits.room_rent_limit(text))
    assert room.value == {"kind": "percent_si_per_day", "value": 1, "cap_inr": 6000} and room.confidence > 0.5


def test_an_amount_per_procedure_in_a_cell_is_a_limit() -> None:
    text = doc("Table of Benefits\nBenefit | Limit\nModern treatments | INR 1,80,000 per procedure")
    assert val(benefit_limits.modern_treatment_limit(text)) == {"kind": "amount", "value": 180000}


def test_cataract_covered_up_to_the_sum_insured_after_a_clause_reference() -> None:
    text = doc(
        "C.6 Cataract\nCataract surgery, once the 24-month waiting period under D.3 is over, is covered up to the "
        "Sum Insured."
    )
    assert val(benefit_limits.cataract_limit(text)) == {"kind": "no_limit", "value": None}


def test_a_benefit_denied_in_its_own_sentence_or_asked_in_an_faq_is_not_cover() -> None:
    denied = doc(
        "E.16 Domiciliary hospitalisation, that is treatment taken at home for a condition that would need a "
        "hospital, is not covered under this Policy."
    )
    assert val(benefits.domiciliary_covered(denied)) is False
    faq = doc(
        "Q4. My father prefers treatment at home. Is that covered?\nNo. Domiciliary hospitalisation is excluded."
    )
    assert val(benefits.domiciliary_covered(faq)) is False
    granted = doc(
        "1.5 Domiciliary hospitalisation: We will pay for treatment at home for more than three days."
    )
    assert val(benefits.domiciliary_covered(granted)) is True


def test_an_age_co_pay_printed_once_per_plan_is_one_co_pay() -> None:
    text = doc(
        "Benefit Plan I Plan II\nCo-payment 15% if entry age 61 years or more 15% if entry age 61 years or more",
        "6. CO-PAYMENT\n6.1 An Insured Person who is 61 years of age or older when first covered under this Policy "
        "shall bear 15% of every admissible claim.",
    )
    read = val(copay.copay(text))
    assert read is not None and read["percent"] == 15 and len(read.get("tiers") or []) != 2


def test_a_heading_above_the_insurers_name_is_not_part_of_it() -> None:
    text = doc(
        "1. PREAMBLE\nShivalik General Insurance Company Limited agrees to insure the persons named in the schedule.",
        "Shivalik General Insurance Company Limited will pay the expenses set out below.",
    )
    assert val(identity.insurer_name(text)) == "Shivalik General Insurance Company Limited"


def test_an_age_co_pay_restated_as_the_share_the_insurer_pays_is_read() -> None:
    text = doc(
        "F.1 If the Insured Person was above 70 years of age when first insured under this Policy, every admissible "
        "claim is subject to a co-payment of 25%, which means We pay 75% of the admissible amount and the Insured "
        "Person bears the remaining 25%."
    )
    read = val(copay.copay(text))
    assert read is not None and read["percent"] == 25


def test_a_list_of_limits_separated_by_semicolons_is_no_plan_row() -> None:
    text = doc(
        "C.1 We will pay accommodation charges (room, boarding and nursing) up to Rs 3,500 per day; charges of an "
        "Intensive Care Unit up to Rs 7,000 per day; fees of surgeons."
    )
    room = found(room_limits.room_rent_limit(text))
    assert room.value == {"kind": "amount_per_day", "value": 3500} and room.confidence > 0.5
