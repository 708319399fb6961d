"""The row of a limit table a stated sum insured selects, and a figure for each benefit a question names
(SPEC §4). Tables are written the way the clause store holds them: one row per line, cells joined by " | "."""

from __future__ import annotations

from clausetrail.domain.answer import Choice
from clausetrail.domain.answer_bands import band_sentence
from clausetrail.domain.answer_concepts import concept_sentences
from clausetrail.domain.answer_text import Idf, Source
from clausetrail.domain.limit_bands import label_holds

ROWS_BY_BAND = (
    "Maternity limits\n"
    "Sum Insured (Rs.) | Normal delivery (Rs.) | Caesarean (Rs.)\n"
    "Up to 3,00,000 | 10,000 | 15,000\n"
    "Above 3,00,000 to 10,00,000 | 20,000 | 35,000\n"
    "Above 10,00,000 | 30,000 | 50,000"
)
COLUMNS_BY_BAND = "Benefit | SI up to 5 lakh | SI above 5 lakh\nRoom rent per day | 1% of SI | 2% of SI\nAmbulance | Rs 2,000 | Rs 3,000"


def test_a_band_label_takes_the_sums_insured_it_names() -> None:
    assert label_holds("Above 3,00,000 to 10,00,000", 500_000) is True
    assert label_holds("Up to 3,00,000", 500_000) is False
    assert label_holds("Caesarean (Rs.)", 500_000) is None


def test_the_row_for_the_stated_sum_insured_is_read_with_its_headers() -> None:
    sentence = band_sentence(ROWS_BY_BAND, 700_000)
    assert sentence == (
        "In the table row for Above 3,00,000 to 10,00,000: Normal delivery (Rs.): 20,000; Caesarean (Rs.): 35,000."
    )
    assert band_sentence(ROWS_BY_BAND, 2_000_000) is not None and "50,000" in str(
        band_sentence(ROWS_BY_BAND, 2_000_000)
    )


def test_bands_across_the_top_select_a_column() -> None:
    sentence = band_sentence(COLUMNS_BY_BAND, 1_000_000)
    assert sentence == "In the column for SI above 5 lakh: Room rent per day: 2% of SI; Ambulance: Rs 3,000."


def test_no_row_is_read_from_a_clause_without_a_band_table() -> None:
    assert band_sentence("Room rent | Covered up to sum insured\nICU | Covered", 500_000) is None
    assert band_sentence("We pay up to 1% of the sum insured per day.", 500_000) is None


def _src(key: str, text: str, rank: int) -> Source:
    return Source(key, key, key, 1, text, rank)


def test_each_benefit_a_question_names_gets_its_own_figure() -> None:
    claims = _src(
        "c1",
        "Claim documents for pre-hospitalisation and post-hospitalisation expenses are sent within 30 days.",
        1,
    )
    post = _src(
        "c2", "7. Post-Hospitalisation Expenses:\nExpenses up to 90 days after discharge are paid.", 2
    )
    pre = _src("c3", "6. Pre-Hospitalisation Expenses:\nExpenses up to 30 days before admission are paid.", 3)
    idf = Idf.of([claims.text, post.text, pre.text, "Room rent is paid."])
    chosen = [Choice("Expenses up to 90 days after discharge are paid.", post, 1.0)]
    added = concept_sentences(
        "how many days of pre and post hospitalisation are covered?", chosen, [claims, post, pre], idf
    )
    assert [c.sentence for c in added] == ["Expenses up to 30 days before admission are paid."]
    # a question naming one benefit is left to the sentences chosen for it
    assert (
        concept_sentences("how many days of post hospitalisation are covered?", [], [claims, post, pre], idf)
        == []
    )


def test_a_how_long_question_about_a_waiting_concept_gets_its_period() -> None:
    table = _src("c1", "S.No. | Condition with co-existing conditions | Loading (%)\n1 | Asthma | 10", 1)
    ped = _src(
        "c2",
        "Pre-Existing Diseases (Code-Excl01):\nExpenses for a pre-existing disease are excluded until 36 months of "
        "continuous coverage.",
        2,
    )
    idf = Idf.of([table.text, ped.text, "Room rent is paid."])
    chosen = [Choice("1 | Asthma | 10", table, 1.0)]
    question = "my asthma is a pre-existing disease I declared. when will it be covered?"
    added = concept_sentences(question, chosen, [table, ped], idf, wants_period=True)
    assert [c.source.key for c in added] == ["c2"]
    assert "36 months" in added[0].sentence
    # not asked how long: left to the chosen sentences
    assert concept_sentences(question, chosen, [table, ped], idf, wants_period=False) == []


def test_a_one_benefit_question_gets_the_figure_of_the_clause_headed_by_it() -> None:
    from clausetrail.domain.answer_concepts import headed_clause_figure

    other = _src("c1", "Records of the treatment at home are kept every day by the doctor.", 1)
    own = _src(
        "c2",
        "Domiciliary Hospitalisation:\nTreatment at home is covered when it lasts more than 3 consecutive days "
        "and no hospital bed was available.",
        2,
    )
    idf = Idf.of([other.text, own.text, "Room rent is paid."])
    chosen = [Choice(other.text, other, 1.0)]
    question = "is domiciliary treatment at home claimable?"
    added = headed_clause_figure(question, chosen, [other, own], idf)
    assert added is not None and added.source.key == "c2" and "3 consecutive days" in added.sentence
    # nothing added when a chosen sentence already comes from the benefit's own clause
    assert headed_clause_figure(question, [Choice(own.text, own, 1.0)], [other, own], idf) is None


def test_the_sum_insureds_row_answers_an_amount_for_an_item_its_clause_names() -> None:
    from clausetrail.services.answer_compose import OfflineComposer, PartContext

    ayush = _src(
        "c9",
        "4. Ayurvedic treatment - we pay in-patient charges subject to the limits in the table below;\n"
        "Sum Insured (Rs.) | Limit per year (Rs.)\nUp to 3,00,000 | 10,000\nAbove 3,00,000 | 25,000",
        1,
    )
    other = _src("c2", "Room rent is paid up to 1% of the sum insured per day.", 2)
    idf = Idf.of([ayush.text, other.text, "The grace period is 30 days."])
    composed = OfflineComposer().compose(
        [PartContext("my SI is 5 lakh. how much for ayurvedic treatment in a year?", (ayush, other))], idf
    )
    part = composed.parts[0]
    assert part.stated and any("25,000" in sentence for sentence, _keys in part.sentences)
