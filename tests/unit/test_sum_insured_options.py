"""Sum insured options read from the shapes wordings print them in (written here, not quoted from a wording):
a plan table whose options run over several labelled rows, a band table that interleaves a limit column,
a "(Rs. in Lakh)" unit with bare numbers, and ranges or conditions that are not options."""

from __future__ import annotations

from clausetrail.extraction.clause_sources import clauses_from_page_texts
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.identity import sum_insured_options

LAKH = 100_000


def read(*pages: str) -> list[int] | None:
    value = sum_insured_options(DocText(clauses_from_page_texts(list(pages)))).value
    return list(value) if value is not None else None


def test_options_spread_over_several_plan_rows_are_joined() -> None:
    text = (
        "Plan A\nSum Insured Rs. 3,00,000 / 4,00,000 / 5,00,000\nRoom rent covered\n\n"
        "Plan B\nSum Insured Rs. 7,50,000 and Rs. 10,00,000\nRoom rent covered"
    )
    assert read(text) == [3 * LAKH, 4 * LAKH, 5 * LAKH, 750_000, 10 * LAKH]


def test_a_limit_column_interleaved_in_a_band_table_is_dropped() -> None:
    text = (
        "Sum Insured (Rs.) Limit per policy year (Rs.)\n"
        "3,00,000/-, 4,00,000/- 50,000/-\n"
        "5,00,000/-, 10,00,000/- 75,000/-\n"
        "20,00,000/-, 50,00,000/- 1,50,000/-\n"
        "Exclusions apply."
    )
    assert read(text) == [3 * LAKH, 4 * LAKH, 5 * LAKH, 10 * LAKH, 20 * LAKH, 50 * LAKH]


def test_bare_numbers_under_a_lakh_unit_are_lakhs() -> None:
    text = (
        "Schedule\nSum Insured per member (Rs. in Lakh) | 2.00, 3.50, 5.00,7.5,10 | Covered\nDay care covered"
    )
    assert read(text) == [2 * LAKH, 350_000, 5 * LAKH, 750_000, 10 * LAKH]


def test_a_lakh_unit_stops_at_a_grouped_amount_of_another_column() -> None:
    text = "Sum Insured (in Lakhs) 5/10/15 2,00,000\nNotes follow."
    assert read(text) == [5 * LAKH, 10 * LAKH, 15 * LAKH]


def test_a_range_or_a_condition_after_the_options_adds_nothing() -> None:
    text = (
        "Sum Insured Rs. 5,00,000 / 10,00,000 / 20,00,000\n\n"
        "Sum Insured options range from Rs. 1,00,000 to Rs. 5,00,00,000 under the group.\n\n"
        "Sum Insured >= Rs. 25,00,000 or Rs. 50,00,000: a second opinion is covered."
    )
    assert read(text) == [5 * LAKH, 10 * LAKH, 20 * LAKH]


def test_two_amounts_alone_are_not_a_list_of_options() -> None:
    assert read("Sum Insured Rs. 5,00,000 and Rs. 10,00,000 apply to this benefit.") is None


def test_the_bounds_of_sum_insured_bands_in_a_limit_table_are_not_options() -> None:
    text = (
        "3.5 Room Rent\nRoom rent is payable as per the Sum Insured opted:\n"
        "Sum Insured Room rent limit\nRs 1 Lakh to 5 Lakh 1% of SI per day\n"
        "Rs 7.5 Lakh to 15 Lakh Twin Sharing Room\nRs 20 Lakh to 50 Lakh Up to SI\n"
        "3.6 Day care treatment is covered."
    )
    assert read(text) is None


def test_a_restoration_clause_before_the_options_is_not_an_illustration_of_them() -> None:
    restoration = "2.4 Restoration\nIf the sum insured is exhausted in a policy year, it is restored once."
    options = "2.5 Sum Insured\nThe sum insured offered are Rs. 2 Lakh, 3 Lakh, 5 Lakh and 10 Lakh."
    assert read(restoration + "\n\n" + options) == [2 * LAKH, 3 * LAKH, 5 * LAKH, 10 * LAKH]


def test_sum_insured_bands_of_a_limit_table_are_not_options() -> None:
    text = (
        "3.1 Sum Insured\nThe sum insured is the amount stated in the schedule.\n\n"
        "3.2 Room Rent\nRoom rent is paid by the sum insured opted:\n"
        "Sum Insured | Room rent limit\n"
        "Rs 2 Lakh | 1% of SI per day\n"
        "Rs 3 Lakh | Single private room\n"
        "Rs 4 Lakh to 5 Lakh | No limit"
    )
    assert read(text) is None
