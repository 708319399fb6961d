"""Maternity covered through Excl18's carve-out printed after the code, and its waiting period read in the
benefit the carve-out points to (text written for the test in the IRDAI standard shape)."""

from __future__ import annotations

from clausetrail.extraction.clause_sources import clauses_from_page_texts
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.benefits import maternity_covered
from clausetrail.extraction.rules.maternity_waiting import maternity_waiting

BENEFIT = (
    "7. Delivery Expenses: Expenses for a delivery including caesarean section up to 5% of the Sum Insured are "
    "payable, subject to the following:\ni. This benefit is subject to a waiting period of 36 months from the "
    "date of first commencement of this policy."
)
EXCLUSION = (
    "Exclusions\n18. Maternity - Code Excl 18 (Except to the extent covered under Section 7)\n"
    "i. Medical treatment expenses traceable to childbirth are excluded."
)
PLAIN_EXCLUSION = (
    "Exclusions\n18. Maternity Expenses - Code Excl18\n"
    "i. Medical treatment expenses traceable to childbirth are excluded."
)


def doc(*pages: str) -> DocText:
    return DocText(clauses_from_page_texts(list(pages)))


def test_a_carve_out_after_the_code_means_maternity_is_covered_with_the_benefits_waiting_period() -> None:
    text = doc(EXCLUSION, BENEFIT)
    covered = maternity_covered(text)
    assert covered.value is True
    waiting = maternity_waiting(text, covered)
    assert waiting is not None and waiting.value == 36


def test_the_plain_standard_exclusion_means_no_maternity_cover() -> None:
    text = doc(PLAIN_EXCLUSION)
    covered = maternity_covered(text)
    assert covered.value is False
    waiting = maternity_waiting(text, covered)
    assert waiting is not None and waiting.value is None


OPTIONAL_COVER = (
    "22. Optional Covers\n22.4 Pregnancy and Childbirth Cover\n"
    "a) This cover is available only when chosen at inception and shown in the Certificate of Insurance.\n"
    "b) Where this cover is chosen, the exclusion of maternity expenses (Code - Excl18) shall stand deleted "
    "for the Insured Person."
)


def test_an_optional_cover_that_deletes_the_standard_exclusion_offers_maternity() -> None:
    covered = maternity_covered(doc(PLAIN_EXCLUSION, OPTIONAL_COVER))
    assert covered.value is True
    # without the optional cover the same exclusion means no maternity cover
    assert maternity_covered(doc(PLAIN_EXCLUSION)).value is False


def test_a_maternity_benefit_heading_whose_first_sentences_say_we_shall_cover() -> None:
    benefit = (
        "3. Benefits\n3.2 Maternity Benefit (optional)\nThis cover is available on payment of additional premium. "
        "We shall cover the medical expenses of a delivery up to the limit chosen."
    )
    assert maternity_covered(doc(benefit, PLAIN_EXCLUSION)).value is True
