"""Questions in a policyholder's own words (issue 10): word forms, lay vocabulary, short later parts, a list
item read with the sentence heading its list, claim deadlines that are not cover periods. Synthetic clause
text; no database."""

from __future__ import annotations

import pytest

from clausetrail.domain import answer as A
from clausetrail.domain.dossier import dossier_sources
from clausetrail.domain.thesaurus import concepts_in


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("submitting", "submission"),
        ("decide", "decision"),
        ("admitted", "admission"),
        ("treated", "treatment"),
        ("hospitalised", "hospitalisation"),
    ],
)
def test_word_forms_of_one_word_share_a_stem(one: str, other: str) -> None:
    assert A.stem(one) == A.stem(other)


def test_different_words_keep_different_stems() -> None:
    assert A.stem("decide") != A.stem("deduct")
    assert A.stem("submit") != A.stem("summary")


def test_how_soon_is_the_shape_of_the_question_not_its_subject() -> None:
    clause = "The insurer shall settle or reject the claim within 20 days of receiving the last document."
    idf = A.Idf.of([clause, "Room rent is payable up to 1% of the sum insured.", "Grace period is 30 days."])
    assert "soon" not in A.content_words("how soon will the claim be settled?")
    assert A.coverage("once I submit everything, how soon do they decide my claim?", clause, idf) > 0.5


def _names(text: str) -> set[str]:
    return {c.name for c in concepts_in(text)}


@pytest.mark.parametrize(
    ("question", "concept"),
    [
        ("my husband must take a flight to reach me, is his fare paid?", "compassionate_visit"),
        ("is a fixed sum paid when the stay is long?", "convalescence"),
        ("a nurse will look after me at home after the operation", "home_nursing"),
        ("if he loses one arm in an accident what is paid?", "personal_accident"),
        ("how quickly will they settle the claim?", "claim_settlement"),
        ("I am not satisfied with the plan, can I give it back?", "free_look"),
        ("can a donor of bone marrow claim his costs?", "organ_donor"),
        ("admitted while on holiday in Singapore", "outside_india"),
    ],
)
def test_everyday_words_name_the_wordings_concept(question: str, concept: str) -> None:
    assert concept in _names(question)


def test_falling_ill_is_not_an_accident() -> None:
    assert "accident" not in _names("I fell ill on a holiday")
    assert "accident" in _names("I fell from the stairs")


def test_a_short_later_part_with_its_own_subject_is_a_part() -> None:
    parts = A.split_parts("What room rent is allowed? and ICU?")
    assert len(parts) == 2
    assert "ICU" in A.standalone_part(parts[1], parts[0])
    # a later piece with no subject of its own does not split the question
    assert len(A.split_parts("Is day care covered? and why?")) == 1


def _src(key: str, text: str, rank: int, kind: str = "clause", parent: str = "") -> A.Source:
    return A.Source(key, key, key, 1, text, rank, kind=kind, parent=parent)


def test_a_list_item_counts_with_the_sentence_heading_its_list() -> None:
    head = _src(
        "head",
        "The following procedures are excluded until 24 months of continuous coverage have elapsed:",
        6,
        kind="context",
        parent="item",
    )
    item = _src("item", "c) Replacement of the knee or hip joint", 1)
    idf = A.Idf.of([head.text, item.text, "Room rent is paid per day.", "The grace period is 30 days."])
    question = "how many months of continuous coverage before knee replacement?"
    alone = A.coverage(question, item.text, idf)
    framed = A.framed_coverage(question, [item, head], idf)
    assert framed["item"] > alone
    assert "head" not in framed


TERMS = {
    "post_hospitalisation_days": {
        "value": 90,
        "quote": "Medical expenses incurred up to 90 days after discharge are covered.",
        "clause_id": "c9",
        "clause_no": "3.4",
        "page": 5,
    }
}


def test_a_claim_deadline_question_is_not_answered_by_the_cover_period() -> None:
    covered = dossier_sources(TERMS, "how many days after discharge are medicines paid?")
    assert [s.key for s in covered] == ["term:post_hospitalisation_days"]
    deadline = dossier_sources(TERMS, "how many days after discharge must I submit the bills?")
    assert deadline == []
