"""Misspelt question words matched to the wording's own words (domain.typos)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from clausetrail.domain.typos import corrections, vocabulary

WORDING = vocabulary(
    [
        "Hospitalisation expenses are paid after the waiting period.",
        "Maternity expenses, including caesarean delivery, are paid.",
        "Pre-existing diseases are covered after 36 months of continuous coverage.",
    ]
)


def test_the_vocabulary_is_the_wordings_longer_words_in_lower_case() -> None:
    assert {"hospitalisation", "maternity", "caesarean", "existing", "months"} <= WORDING
    assert "are" not in WORDING and "36" not in WORDING


def test_a_misspelt_word_is_matched_to_the_wording_word() -> None:
    assert corrections("is matrnity covered?", WORDING) == ("maternity",)  # one letter dropped
    assert corrections("hospitalisaton expenses", WORDING) == ("hospitalisation",)
    assert corrections("waitnig period", WORDING) == ("waiting",)  # two letters swapped: one edit
    # a long word may be two edits away
    assert corrections("cesarean delivery", WORDING) == ("caesarean",)
    assert corrections("hsopitalisaton expenses", WORDING) == ("hospitalisation",)


def test_words_the_wording_uses_or_that_are_far_from_all_of_them_are_left_alone() -> None:
    assert corrections("Are maternity expenses paid?", WORDING) == ()
    assert corrections("Does it cover my motorcycle?", WORDING) == ()
    # a short word is never corrected: too many real words are one edit apart
    assert corrections("is a cast paid", WORDING) == ()
    # a word of up to 8 letters gets one edit, not two
    assert corrections("matrnty", WORDING) == ()


def test_each_correction_is_given_once_in_question_order() -> None:
    assert corrections("matrnity and hospitalisaton and maternty", WORDING) == (
        "maternity",
        "hospitalisation",
    )


def test_an_empty_vocabulary_corrects_nothing() -> None:
    assert corrections("matrnity", frozenset()) == ()


@given(st.text(max_size=80))
def test_a_correction_is_always_a_wording_word_the_question_does_not_use(question: str) -> None:
    found = corrections(question, WORDING)
    assert set(found) <= WORDING
    assert not set(found) & set(question.lower().split())
