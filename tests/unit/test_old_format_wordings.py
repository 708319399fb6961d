"""Pre-standardisation wordings (before the IRDAI 2019/2020 standard exclusions) state the waiting periods and
maternity cover in their own sentence shapes; the offline model reads those shapes, not one wording's text.

Every sentence here is written for the test (no wording's text is copied)."""

from __future__ import annotations

from clausetrail.extraction.rules import benefits, waiting
from tests.unit.test_offline_extraction import doc, val


def test_initial_wait_with_an_accident_carve_out() -> None:
    text = doc(
        "2. No claim is payable for an illness whose symptoms began during the first 30 days from the "
        "commencement date of this Policy, except where the admission is due to an accidental injury."
    )
    assert val(waiting.initial_waiting(text)) == 30


def test_a_thirty_day_deadline_without_an_accident_carve_out_is_not_the_initial_wait() -> None:
    text = doc("Submit the documents within 30 days from the date of discharge from the Hospital.")
    found = waiting.initial_waiting(text)
    assert found is None or found.value is None


def test_ped_until_months_of_continuous_cover() -> None:
    text = doc(
        "1. Any pre-existing condition of an insured person until 36 months of continuous cover have "
        "passed since the first Policy with us."
    )
    assert val(waiting.ped_waiting(text)) == 36


def test_ped_period_stated_before_the_subject() -> None:
    text = doc(
        "iv) 24 months waiting period from the first Policy start for all Pre-existing Diseases declared."
    )
    assert val(waiting.ped_waiting(text)) == 24


def test_a_ped_definition_is_not_a_waiting_period() -> None:
    text = doc(
        "Pre-existing Disease means any condition for which treatment was received within 48 months prior "
        "to the first policy, until 48 months of continuous cover."
    )
    found = waiting.ped_waiting(text)
    assert found is None or found.value is None


def test_specific_ailments_in_the_first_years_of_operation() -> None:
    text = doc(
        "3. Treatment of cataract, benign prostate enlargement, hernia, hydrocele and piles during the "
        "first two years (24 months) of continuous operation of this insurance cover."
    )
    assert val(waiting.specific_disease_waiting(text)) == 24


def test_specific_waiting_period_applied_to_a_table_of_procedures() -> None:
    text = doc(
        "ii) A waiting period of 12 months from the first Policy start date shall apply to the treatment of "
        "the illnesses and surgical procedures listed in the table below."
    )
    assert val(waiting.specific_disease_waiting(text)) == 12


def test_maternity_carved_out_of_the_standard_exclusion_is_covered() -> None:
    text = doc(
        "12) Maternity (except to the extent provided for under Section 3.4): Code - Excl18 i. Medical "
        "treatment expenses traceable to childbirth."
    )
    assert val(benefits.maternity_covered(text)) is True


def test_maternity_heading_whose_sentence_covers_the_delivery() -> None:
    text = doc(
        "7. Maternity Benefit\nExpenses of a delivery, normal or caesarean, shall be covered up to the limit "
        "in the schedule after the waiting period."
    )
    assert val(benefits.maternity_covered(text)) is True


def test_maternity_heading_that_excludes_it_is_not_cover() -> None:
    text = doc("7. Maternity Expenses\nMaternity expenses are not covered under this Policy. Code - Excl18")
    assert val(benefits.maternity_covered(text)) is False
