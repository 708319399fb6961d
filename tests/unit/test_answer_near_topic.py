"""Near-topic questions the wording does not answer (SPEC §4, §9): the topic is there, the thing asked is not.
A sentence about the topic without the figure, a phrase whose words the wording only uses apart, a perk of
another kind, the ages of children for a parent's entry age. Synthetic text, written for these tests."""

from __future__ import annotations

import pytest

from clausetrail.domain import answer as A
from clausetrail.domain import answer_text as T
from clausetrail.domain.answer_figures import answers_amount, period_answers_step
from clausetrail.domain.answer_subject import absent_concept, perk_kind_words
from clausetrail.domain.intent import out_of_scope_reason
from clausetrail.domain.thesaurus import concepts_in


def test_the_actual_rate_of_a_room_is_not_an_amount_but_payment_at_actuals_is() -> None:
    asked = "what is the per day limit for the room?"
    prorated = (
        "Where a room of a higher category is taken, expenses are paid in the proportion the eligible rate "
        "bears to the actual rate per day of the room."
    )
    assert not answers_amount(asked, prorated)
    assert answers_amount(asked, "Intensive care unit charges are paid at actuals.")
    assert answers_amount(asked, "Room charges: Actual")


def test_a_row_of_another_priced_item_does_not_give_the_figure_asked() -> None:
    room = tuple(c for c in concepts_in("room rent") if c.name == "room_rent")
    assert room, "the thesaurus names room rent"
    assert A.names_another_item("Road ambulance covered up to the sum insured", room)
    assert not A.names_another_item("Room rent covered up to the sum insured", room)
    assert not A.names_another_item("Covered up to the sum insured", room)
    assert not A.names_another_item("Road ambulance covered up to the sum insured", ())


def test_a_phrase_counts_as_used_only_where_its_words_stand_together() -> None:
    apart = T.Idf.of(["The recovery of any amount paid is a benefit to the company."])
    together = T.Idf.of(["A recovery benefit of Rs 10,000 is paid after ten days in hospital."])
    assert apart.seen("recovery") and apart.seen("benefit")
    assert not apart.uses_phrase("recovery benefit")
    assert together.uses_phrase("recovery benefit")
    # a misspelt word one edit away still counts, as everywhere
    assert together.uses_phrase("recovery benefitt")
    # an index built without word pairs falls back to the words alone
    assert T.Idf(by_stem=apart.by_stem, unseen=apart.unseen).uses_phrase("recovery benefit")


def test_a_concept_whose_words_stand_apart_in_the_wording_is_absent() -> None:
    wording = [
        "The recovery of any amount paid is a benefit to the company.",
        "Intensive care unit charges are paid up to 2% of the sum insured per day.",
    ]
    idf = T.Idf.of(wording)
    assert absent_concept("is there a recovery benefit?", idf) == "convalescence"
    # the story before the ask names what happened, the ask what is wanted
    assert absent_concept("after ten days in the ICU, is there any recovery benefit?", idf) == "convalescence"
    named = T.Idf.of([*wording, "A recovery benefit of Rs 10,000 is paid after ten days in hospital."])
    assert absent_concept("after ten days in the ICU, is there any recovery benefit?", named) is None


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("if we pay for three years at once, do we get any long term discount?", ["long", "term"]),
        ("is there an online discount?", ["online"]),
        ("is there any discount?", []),
        ("do we get any special premium discount?", []),
        ("is there a discount if I pay two years together?", []),
    ],
)
def test_the_kind_of_perk_asked_is_read_from_the_words_before_it(question: str, kind: list[str]) -> None:
    assert perk_kind_words(question) == kind


def test_a_parents_entry_age_is_not_answered_by_the_ages_of_children() -> None:
    asked = "my mother is 71, what is the maximum entry age?"
    children = "Dependent children are covered from 91 days up to 25 years of age."
    both = "Adults are accepted from 18 years to 65 years of age and dependent children from 91 days."
    assert not period_answers_step(asked, children)
    assert period_answers_step(asked, both)
    # asked about a child, the children's ages answer
    assert period_answers_step("up to what age can my son stay on the policy?", children)


@pytest.mark.parametrize(
    "question",
    [
        "what will the renewal premium be for my husband who is 46?",
        "what would our next premium be for the floater?",
    ],
)
def test_a_renewal_premium_asked_for_a_person_is_a_premium_quote(question: str) -> None:
    assert out_of_scope_reason(question) == "premium_quote"


def test_the_grace_period_for_the_renewal_premium_stays_in_scope() -> None:
    assert out_of_scope_reason("how many days of grace do I get to pay the renewal premium?") is None


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        (
            "she is only my flatmate, not my wife, but can I list her as spouse? who would ever check that",
            "fraud",
        ),
        (
            "the ward boy says they can bill it as a twin-sharing room in the invoice so the deduction goes away",
            "fraud",
        ),
        (
            "none of us actually travelled, but I have an old bus ticket of my uncle - can I attach it to the claim?",
            "fraud",
        ),
        (
            "my sister-in-law has the same plan; please check her policy and tell me whether she had surgery",
            "other_people",
        ),
        ("can you show me what she claimed last year? she is my tenant's wife", "other_people"),
    ],
)
def test_deceiving_the_insurer_or_prying_into_another_policy_is_refused(question: str, reason: str) -> None:
    from clausetrail.domain.intent import refusal_reason

    assert refusal_reason(question) == reason


@pytest.mark.parametrize(
    "question",
    [
        "who will verify the documents for a reimbursement claim, the TPA or the insurer?",
        "the hospital will show it as day care in the bill; is day care covered?",
        "we never paid anything at the hospital because it was cashless - do we still need to submit the bills?",
        "can you check my policy and tell me the room rent limit?",
    ],
)
def test_plain_questions_near_those_words_are_answered(question: str) -> None:
    from clausetrail.domain.intent import refusal_reason

    assert refusal_reason(question) is None


def test_hindi_function_words_written_in_latin_letters_name_nothing() -> None:
    assert T.content_words("room rent ka limit kya hai?") == ["room", "rent", "limit"]


def test_a_second_ask_opening_with_after_how_long_is_a_part_of_its_own() -> None:
    from clausetrail.domain.answer_parts import split_parts

    parts = split_parts("what is the cataract limit per eye and after how long can I claim it?")
    assert len(parts) == 2 and parts[1].startswith("after how long")


def test_a_list_of_the_insurers_network_hospitals_is_kept_outside_the_wording() -> None:
    assert out_of_scope_reason("please send the list of your network hospitals in Nagpur") == "provider_lists"
    assert out_of_scope_reason("what is a network hospital?") is None


def test_how_it_happened_does_not_name_what_is_asked() -> None:
    from clausetrail.domain.answer_subject import unnamed_subject

    idf = T.Idf.of(
        ["Notice of hospitalisation shall be given to the TPA within 24 hours of an emergency admission."]
    )
    assert (
        unnamed_subject("she came in through the casualty ward. by when must we tell the TPA?", idf) is None
    )
    # in the ask, a word after "through" is the way asked about, which the wording never names
    assert unnamed_subject("she is in the ward now. can we tell the TPA through whatsapp?", idf) == "whatsapp"
