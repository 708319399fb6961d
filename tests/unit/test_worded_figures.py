"""Figures a wording writes in words with the digits in brackets, periods given per plan, and the maternity
waiting period given outside the benefit. Texts are written for these tests."""

from __future__ import annotations

from clausetrail.extraction.rules import benefit_limits, benefits, maternity_waiting, sum_insured
from tests.fixtures.offline_clauses import doc


def test_a_percent_written_in_words_then_in_brackets_is_a_share_of_the_sum_insured() -> None:
    text = doc(
        "(k) Modern Treatments: robotic surgeries and stem cell therapy are payable up to forty percent (40%) "
        "of the Sum Insured in a Policy Period."
    )
    found = benefit_limits.modern_treatment_limit(text)
    assert found is not None and found.value == {"kind": "percent_si", "value": 40}


def test_a_row_of_a_table_written_as_lines_reads_its_own_line() -> None:
    text = doc(
        "Limits by sum insured\nAYUSH (20% of SI) 20,000 40,000 60,000\nModern treatments (35% of SI) 35,000 "
        "70,000 1,05,000\nOrgan donor 25,000 25,000 25,000"
    )
    found = benefit_limits.modern_treatment_limit(text)
    assert found is not None and found.value == {"kind": "percent_si", "value": 35}


def test_sum_insured_options_repeated_in_words_are_one_list() -> None:
    text = doc(
        "The Proposer may choose a Sum Insured of Rs. 2,00,000/- (Rupees Two Lakh only), Rs. 4,00,000/- "
        "(Rupees Four Lakh only) or Rs. 6,00,000/- (Rupees Six Lakh only)."
    )
    assert sum_insured.sum_insured_options(text).value == [200000, 400000, 600000]


def test_the_period_after_discharge_is_read_from_its_own_list_of_plans() -> None:
    text = doc(
        "4.2 We pay expenses of the 15 days (Plan A) or 45 days (Plan B) before admission, and of the 45 days "
        "(Plan A) or 120 days (Plan B) immediately after discharge."
    )
    found = benefits.post_hospitalisation_days(text)
    assert found is not None and found.value == 45 and found.confidence < 0.7


def test_a_maternity_wait_in_a_table_of_waiting_periods() -> None:
    text = doc(
        "5.2 Childbirth cover. We will pay Maternity Expenses up to Rs 40,000 per delivery after the waiting "
        "period shown in Section 6.",
        "6 WAITING PERIODS\nWaiting period | Silver | Gold\nPre-existing diseases | 48 months | 36 months\n"
        "Maternity | 30 months | 18 months",
    )
    covered = benefits.maternity_covered(text)
    found = maternity_waiting.maternity_waiting(text, covered)
    assert found is not None and found.value == 18 and found.confidence <= 0.5


def test_a_benefit_the_company_will_pay_is_cover() -> None:
    text = doc(
        "3.9 Maternity\nThe Company will pay Maternity Expenses of the insured woman for up to two deliveries."
    )
    assert benefits.maternity_covered(text).value is True


def test_a_limit_sentence_wrapped_over_lines_is_read_whole() -> None:
    text = doc(
        "2.1 Hospitalisation\n(a) Room, boarding and nursing as charged, limited to Rs 3,500 per\nday or 1% of the Sum "
        "Insured per day, whichever is less.\n(b) ICU expenses, limited to Rs 7,000 per day or 2% of the Sum\n"
        "Insured per day, whichever is less."
    )
    from clausetrail.extraction.rules import room_limits

    room = room_limits.room_rent_limit(text)
    icu = room_limits.icu_limit(text)
    assert room is not None and room.value["kind"] == "percent_si_per_day" and room.value["value"] == 1
    assert icu is not None and icu.value["kind"] == "percent_si_per_day" and icu.value["value"] == 2


def test_a_row_label_with_its_clause_reference_and_the_next_rows_label() -> None:
    text = doc(
        "3.4 Benefit table\nBenefit | Plan A | Plan B\nPre-hospitalisation (3.1.2) | 15 days | 45 days\n"
        "Post-hospitalisation (3.1.3) | 45 days | 75 days"
    )
    pre, post = benefits.pre_hospitalisation_days(text), benefits.post_hospitalisation_days(text)
    assert pre is not None and pre.value == 15 and post is not None and post.value == 45
    lines = doc("Schedule\nPre-hospitalization 20 days\nPost-hospitalization 50 days\nDay Care Up to SI")
    found = benefits.post_hospitalisation_days(lines)
    assert found is not None and found.value == 50


def test_a_maternity_wait_in_a_numbered_sub_item_of_the_benefit() -> None:
    text = doc(
        "5.3 Childbirth Expenses (Gold Plan only)\n5.3.1 We will pay Maternity Expenses for a delivery up to "
        "Rs 45,000.\n5.3.2 This cover applies only after the Insured Person has been continuously covered under "
        "the Gold Plan for 30 months.\n5.4 New Born Baby\nThe baby is covered for 90 days."
    )
    covered = benefits.maternity_covered(text)
    found = maternity_waiting.maternity_waiting(text, covered)
    assert covered.value is True and found is not None and found.value == 30


def test_the_standard_maternity_exclusion_that_spares_a_plans_benefit_means_cover() -> None:
    text = doc(
        "12. Maternity - Code- Excl18: Medical treatment expenses traceable to childbirth (including complicated "
        "deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy. This "
        "exclusion does not apply to the Maternity benefit (C.9) of the Elite plan."
    )
    assert benefits.maternity_covered(text).value is True


def test_a_benefit_row_below_a_not_covered_row_is_not_excluded() -> None:
    text = doc(
        "Schedule of Benefits\nOrgan Donor Not Covered\nDomiciliary Not Covered\nModern Treatments Up to 40% of "
        "SI\nCataract Rs. 25,000 per eye"
    )
    found = benefit_limits.modern_treatment_limit(text)
    assert found is not None and found.value == {"kind": "percent_si", "value": 40}


def test_tiers_whose_lists_are_numbered_after_the_colon() -> None:
    from clausetrail.extraction.rules.waiting_tiers import specific_disease_tiers

    text = doc(
        "5.2 Specified disease waiting period (Code- Excl02)\nList of conditions:\n(i) 24 months waiting period: 1. "
        "Cataract; 2. Hernia of all types; 3. Hydrocele.\n(ii) 36 months waiting period: 1. Joint replacement "
        "unless arising from accident; 2. Osteoporosis."
    )
    tiers = specific_disease_tiers(text)
    assert [t["months"] for t in tiers] == [24, 36]
    assert "Joint replacement" in str(tiers[1]["text"])
