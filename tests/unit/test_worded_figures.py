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
