"""A listed condition's waiting period (domain/answer_listed.py): the period over the list that names the condition,
under any of its names, quoted with the list item. Texts written here in the shape of IRDAI's Excl02 and of tiered
lists, not quoted from a wording."""

from __future__ import annotations

from clausetrail.domain.answer_listed import list_after, listed_concepts, listed_waiting
from clausetrail.domain.answer_text import Idf, Source
from clausetrail.domain.clauses import ClauseRow
from tests.fixtures.clause_rows import clause_row

EXCL02 = (
    "b) Specified disease waiting period: Expenses related to the treatment of the listed conditions shall be "
    "excluded until the expiry of 24 months of continuous coverage after the date of inception of the first "
    "policy.\nList of conditions:\n1. Hernia of all types\n2. Total joint replacement surgery\n3. Varicose veins"
)
TIERS = (
    "c) Waiting periods by condition\ni. 90 days waiting period: hypertension; diabetes.\n"
    "ii. Two years waiting period: cataract; benign prostatic hypertrophy.\n"
    "iii. Four years waiting period: joint replacement unless due to an accident."
)
INITIAL = (
    "a) Any illness within 30 days from the first policy commencement date is excluded, except accidents."
)


def _src(key: str, text: str, rank: int, kind: str = "clause", parent: str = "") -> Source:
    return Source(key, key, key, 1, text, rank, kind=kind, parent=parent)


def test_a_lay_name_finds_the_period_over_the_list_that_names_the_procedure() -> None:
    chosen = listed_waiting(
        "my mother needs a knee replacement. how long before it is covered?",
        [_src("c1", INITIAL, 1), _src("c2", EXCL02, 2)],
    )
    assert [c.source.key for c in chosen] == ["c2", "c2"]
    assert "24 months" in chosen[0].sentence
    assert "joint replacement" in chosen[1].sentence


def test_a_tiered_list_gives_the_tier_that_holds_the_condition() -> None:
    chosen = listed_waiting(
        "got high blood pressure 2 months after buying, is it covered?", [_src("t", TIERS, 1)]
    )
    assert chosen and "90 days" in chosen[0].sentence
    chosen = listed_waiting("hip replacement planned, how long is the wait?", [_src("t", TIERS, 1)])
    assert chosen and "Four years" in chosen[0].sentence


def test_a_list_that_continues_a_clause_reads_the_period_in_the_clause_framing_it() -> None:
    head, items = EXCL02.split("List of conditions:")
    chosen = listed_waiting(
        "hernia operation - is there a waiting period?",
        [
            _src("c5", "List of conditions:" + items, 1),
            _src("context:c4", head, 6, kind="context", parent="c5"),
        ],
    )
    assert [c.source.key for c in chosen] == ["context:c4", "c5"]
    assert "24 months" in chosen[0].sentence and "Hernia" in chosen[1].sentence


def test_no_answer_when_the_condition_is_pre_existing_unlisted_or_named_without_a_period() -> None:
    # a condition had before buying has the pre-existing disease wait, whatever the lists say
    assert listed_concepts("I have had diabetes for 5 years, when is it covered?") == ()
    assert listed_waiting("I already have diabetes, when is it covered?", [_src("t", TIERS, 1)]) == []
    # a condition no list names
    assert listed_waiting("is dengue covered after 2 months?", [_src("c2", EXCL02, 1)]) == []
    # a benefit clause naming the condition with no waiting period is not a list under a period
    benefit = _src("b", "Cataract surgery is paid up to 25% of the sum insured for each eye.", 1)
    assert listed_waiting("cataract surgery, how long do I wait?", [benefit]) == []


def test_the_composer_answers_a_listed_condition_by_its_period_first() -> None:
    from clausetrail.services.answer_compose import OfflineComposer, PartContext

    sources = (_src("c1", INITIAL, 1), _src("c2", EXCL02, 2))
    idf = Idf.of([INITIAL, EXCL02, "The grace period is 30 days.", "Room rent is paid up to 1% of SI."])
    composed = OfflineComposer().compose(
        [PartContext("my dad needs a knee replacement, how long must the policy run?", sources)], idf
    )
    part = composed.parts[0]
    assert part.stated and "24 months" in part.sentences[0][0] and part.sentences[0][1] == ["c2"]


def test_a_list_printed_in_pieces_reads_the_period_in_the_clause_heading_it_a_few_clauses_before() -> None:
    head = "b) Specified disease waiting period: the listed conditions are excluded until the expiry of 24 months."
    first = "Illnesses | Arthritis | Gout\nKidney stones | Sinusitis"
    second = "Procedures | Hernia repair | Joint replacement surgeries\nSeptoplasty"
    sources = [_src("pv_1-c0012", second, 1), _src("pv_1-c0010", head, 2), _src("pv_1-c0011", first, 3)]
    chosen = listed_waiting("is there a waiting period for knee replacement?", sources)
    assert [c.source.key for c in chosen] == ["pv_1-c0010", "pv_1-c0012"] and "24 months" in chosen[
        0
    ].sentence
    # a clause of another version, or one too far before, heads nothing here
    far = [_src("pv_1-c0012", second, 1), _src("pv_1-c0005", head, 2)]
    assert listed_waiting("is there a waiting period for knee replacement?", far) == []
    other = [_src("pv_1-c0012", second, 1), _src("pv_2-c0011", head, 2)]
    assert listed_waiting("is there a waiting period for knee replacement?", other) == []


def test_a_short_list_item_is_quoted_as_printed() -> None:
    tiers = "iii. Two years waiting period\na. Cataract m. Gall bladder surgery\nb. Hernia n. Hydrocele"
    chosen = listed_waiting("what is the waiting period for cataract surgery?", [_src("t", tiers, 1)])
    assert [c.sentence for c in chosen] == ["Two years waiting period", "a. Cataract m. Gall bladder surgery"]


def _row(ordinal: int, text: str) -> ClauseRow:
    return clause_row(
        ordinal,
        text,
        clause_id=f"pv_t-c{ordinal:04d}",
        clause_no=None,
        section_path=("Waiting periods",),
        section_type="waiting_periods",
        page=1,
    )


def test_a_list_printed_after_the_retrieved_waiting_sentence_is_brought_with_its_head() -> None:
    wording = [
        _row(0, INITIAL),
        _row(1, "b) A waiting period of 24 months applies to the procedures in the following table."),
        _row(2, "Organ | Procedures\nEar | Tonsillectomy; Mastoidectomy"),
        _row(3, "Eye | Cataract; Retinal detachment"),
        _row(4, "Room rent is paid at actuals."),
    ]
    items, between = list_after(
        "my father needs a cataract op, the policy is 1.5 yrs old", wording[:1], lambda: wording
    )
    assert [c.ordinal for c in items] == [3]
    assert [(c.ordinal, head) for c, head in between] == [(1, "pv_t-c0003"), (2, "pv_t-c0003")]
    # not for a condition no list names, nor after a clause that states no waiting period
    assert list_after("is dengue covered?", wording[:1], lambda: wording) == ([], [])
    assert list_after("my father needs a cataract op", wording[4:], lambda: wording) == ([], [])
    # what retrieval already found is not brought twice
    items, between = list_after("cataract op - how long to wait?", wording[:2], lambda: wording)
    assert [c.ordinal for c in items] == [3] and [c.ordinal for c, _ in between] == [2]
    # the list item retrieved already: only the clauses between are brought, heading it
    items, between = list_after("cataract op - how long to wait?", [wording[0], wording[3]], lambda: wording)
    assert items == [] and [(c.ordinal, head) for c, head in between] == [
        (1, "pv_t-c0003"),
        (2, "pv_t-c0003"),
    ]
