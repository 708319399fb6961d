"""Tier A terms read on generated wording fragments (issue 7 item 3): the generator
(``tests/fixtures/wording_generator``) was written apart from the reader and prints each structure in many
surface forms with its truth; every fragment goes through the chunker and the offline passes as ingestion
runs them, and the typed value (and, for a table that varies a limit, the limit each band's sum insured or
plan selects) must be the truth.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from clausetrail.domain.limit_bands import band_of, choose_band
from clausetrail.domain.terms import Limit
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules import benefit_limits, room_limits, sum_insured
from tests.fixtures.offline_clauses import views
from tests.fixtures.wording_generator import MAKERS, check, fragment, generate, read_terms

#: fragments per maker and seeds: different seeds draw other amounts, labels, merges and phrasings
PER_MAKER = 8
SEEDS = (7, 11)


@pytest.mark.parametrize("maker", sorted(MAKERS))
@pytest.mark.parametrize("seed", SEEDS)
def test_every_generated_fragment_reads_its_truth(maker: str, seed: int) -> None:
    failures = []
    for _, frag in generate(seed, PER_MAKER, [maker]):
        problems = check(frag, read_terms(frag))
        if problems:
            failures.append((frag.family, frag.meta["seed"], problems))
    assert failures == []


def test_the_generator_covers_its_surface_families_and_is_deterministic() -> None:
    families = Counter(f.family for _, f in generate(7, 40))
    # band tables merged, repeated and as ranges; sentences of every limit shape; lists, tables and ranges
    for family in (
        "band_rows:merged",
        "band_rows:repeated",
        "band_rows:ranges",
        "band_columns",
        "plan_columns",
        "sentence:pct_cap",
        "sentence:defer",
        "si:range",
        "si:plan_table",
        "tiers:table",
        "product:upper_title",
        "product:label",
        "product:wording_of",
        "benefit_row:defer",
        "si:lakh_unit",
        "si:limit_row",
        "initial:table",
        "initial:old_format",
        "grace:instalments",
        "grace:table",
        "prepost:table",
        "prepost:paired",
        "copay:age_table",
        "copay:zone",
        "copay:voluntary",
        "maternity:excl18",
        "maternity:waiting",
        "ped:label",
        "ped:after_wait",
        "whichever_lower",
        "described_row:limit_last:pct",
        "described_row:limit_middle:amount",
        "plan_rows",
        "specific:row",
        "specific:label",
        "specific:sentence",
        "fixed_benefit",
        "room_apposition:list",
        "room_apposition:row",
    ):
        assert families[family] > 0, family
    assert fragment("room_band_rows", 3) == fragment("room_band_rows", 3)
    assert fragment("room_band_rows", 3) != fragment("room_band_rows", 4)


def test_the_checker_fails_a_wrong_reading() -> None:
    frag = fragment("cataract_band_rows", 5)
    terms = read_terms(frag)
    assert check(frag, terms) == []
    wrong = dict(terms)
    wrong["cataract_limit"] = {**terms["cataract_limit"], "value": {"kind": "amount", "value": 1}}
    assert check(frag, wrong) != []


def test_band_labels_with_bare_indian_units() -> None:
    limit = Limit(kind="amount", value=25000)
    assert band_of("SI 4 Lac", limit).si_values == (400_000,)  # type: ignore[union-attr]
    assert band_of("5L", limit).si_values == (500_000,)  # type: ignore[union-attr]
    both = band_of("SI 1L-3L", limit)
    assert both is not None and (both.si_min, both.si_max) == (100_000, 300_000)
    words = band_of("SI 7.5 Lakh to 10 Lakh", limit)
    assert words is not None and (words.si_min, words.si_max) == (750_000, 1_000_000)


def _table_doc(text: str) -> DocText:
    out = views(text)
    return DocText([replace(v, chunk_type="table") for v in out])


def test_a_merged_cell_printed_once_covers_the_band_rows_below_it() -> None:
    doc = _table_doc(
        "Cataract is payable up to the limits below:\n"
        "Sum Insured (Rs.) | Limit per eye (Rs.)\n"
        "1,00,000/- | Up to 15,000/-\n"
        "2,00,000/- | \n"
        "3,00,000/- | Up to 30,000/-\n"
        "4,00,000/- | \n"
        "5,00,000/- | \n"
    )
    found = benefit_limits.cataract_limit(doc)
    assert found is not None
    limit = Limit.model_validate(found.value)
    picks = {si: choose_band(limit, sum_insured=si, plan=None) for si in (100_000, 200_000, 400_000, 500_000)}
    assert {si: p.value if p else None for si, p in picks.items()} == {
        100_000: 15000,
        200_000: 15000,
        400_000: 30000,
        500_000: 30000,
    }


def test_a_band_table_with_a_per_eye_and_a_per_year_column_gives_the_per_eye_bands() -> None:
    doc = _table_doc(
        "Cataract is subject to the limit as per the following table\n"
        "Sum Insured (Rs.) | Limit per eye (in Rs.) | Limit per Policy Period (in Rs.)\n"
        "2,00,000/- | Up to 20,000/- | Up to 30,000/-\n"
        "3,00,000/- | Up to 25,000/- | Up to 35,000/-\n"
        "5,00,000/- | Up to 40,000/- | Up to 60,000/-\n"
    )
    found = benefit_limits.cataract_limit(doc)
    assert found is not None
    limit = Limit.model_validate(found.value)
    chosen = choose_band(limit, sum_insured=300_000, plan=None)
    assert chosen is not None and chosen.value == 25000


def test_sum_insured_options_as_a_stepped_range() -> None:
    doc = DocText(
        views("Sum Insured: from Rs. 1,00,000 up to Rs. 3,00,000 in multiples of Rs. 50,000 per policy.")
    )
    assert sum_insured.sum_insured_options(doc).value == [100_000, 150_000, 200_000, 250_000, 300_000]
    illustration = DocText(
        views("For example, if the Sum Insured is Rs 2,00,000 and Rs 3,00,000 in multiples of Rs 50,000.")
    )
    assert sum_insured.sum_insured_options(illustration).value is None


def test_a_cell_stating_two_limits_keeps_no_band() -> None:
    """A merged cell's text run into the next row by the text layer ("to 2,000 per day Up to 5,000 per
    day"): no band can be told from it, so the limit stays doubtful instead of paying on a wrong band."""
    doc = _table_doc(
        "Room rent is payable up to the limits below:\n"
        "Sum Insured (Rs.) | Room Rent Limit\n"
        "1,00,000/- | Up to 2,000/- per day\n"
        "3,00,000/- | to 2,000/- per day Up to 5,000/- per day\n"
        "4,00,000/- | to 2,000/- per day Up to 5,000/- per day\n"
        "5,00,000/- | Single Private Room\n"
    )
    found = room_limits.room_rent_limit(doc)
    assert found is not None and found.confidence <= 0.5
    assert not Limit.model_validate(found.value).bands


#: the band-table makers drawn as PDFs (ruled grids, merged cells spanning band rows) and read through the
#: text-layer OCR path: slower, so fewer fragments
PDF_MAKERS = ("room_band_rows", "icu_band_rows", "cataract_band_rows", "ambulance_band_rows", "si_options")


@pytest.mark.parametrize("maker", PDF_MAKERS)
def test_generated_fragments_drawn_as_pdfs_read_their_truth(maker: str) -> None:
    from tests.fixtures.wording_generator.pdf import read_pdf_terms

    failures = []
    for _, frag in generate(9, 4, [maker]):
        problems = check(frag, read_pdf_terms(frag))
        if problems:
            failures.append((frag.family, frag.meta["seed"], problems))
    assert failures == []


def test_a_table_row_period_is_not_read_from_the_next_rows_label() -> None:
    """ "Pre-hospitalisation | 90 days" then "Post-hospitalisation | 60 days": the 90 days of one row is not
    "90 days post-hospitalisation" across the row boundary."""
    from clausetrail.extraction.rules import benefits

    doc = _table_doc(
        "Benefit | Limit\n"
        "Pre-hospitalisation Medical Expenses | ninety (90) days\n"
        "Post-hospitalisation Medical Expenses | sixty days\n"
    )
    post = benefits.post_hospitalisation_days(doc)
    pre = benefits.pre_hospitalisation_days(doc)
    assert post is not None and post.value == 60
    assert pre is not None and pre.value == 90


def test_a_definition_run_into_the_next_numbered_clause_does_not_hide_it() -> None:
    from clausetrail.extraction.rules import benefits
    from clausetrail.extraction.rules.common import clause_is_definition

    doc = DocText(
        views(
            "Post-hospitalisation Medical Expenses means medical expenses incurred during predefined number of "
            "days immediately after discharge.\n"
            "6.2 Pre-Hospitalisation Medical Expenses\n"
            "We will cover the medical expenses incurred during the 30 (thirty) days immediately before the "
            "Insured Person was hospitalised."
        )
    )
    assert clause_is_definition(doc, doc.text.index("predefined"))
    assert not clause_is_definition(doc, doc.text.index("We will cover"))
    found = benefits.pre_hospitalisation_days(doc)
    assert found is not None and found.value == 30


def test_an_amount_or_a_share_whichever_is_less_is_the_share_with_its_cap() -> None:
    doc = DocText(views("3.4 Road Ambulance: Rs. 3,000 or 1% of Sum Insured, whichever is less."))
    found = benefit_limits.ambulance_limit(doc)
    assert found is not None and found.value == {"kind": "percent_si", "value": 1, "cap_inr": 3000}
