"""The retrieval thesaurus (IRDAI vocabulary) and the query hints built on it: expansions only add words."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clausetrail.domain.query_hints import query_hints
from clausetrail.domain.thesaurus import CONCEPTS, EVERYDAY, concepts_in, expand, mentions, term_pattern
from clausetrail.services.search import search_texts

SECTION_TYPES = {
    "benefits",
    "exclusions",
    "waiting_periods",
    "financial_limits",
    "definitions",
    "claims_procedure",
    "other",
}


def names(text: str) -> set[str]:
    return {c.name for c in concepts_in(text)}


def test_concepts_are_well_formed() -> None:
    assert len({c.name for c in CONCEPTS}) == len(CONCEPTS)
    for c in CONCEPTS:
        assert c.terms and all(t == t.strip() and t for t in c.terms), c.name
        assert set(c.section_types) <= SECTION_TYPES, c.name
    known = {c.name for c in CONCEPTS}
    for pattern, targets in EVERYDAY:
        re.compile(pattern)
        assert set(targets) <= known, pattern


@pytest.mark.parametrize(
    ("question", "concept", "added"),
    [
        ("Is there a co-pay on claims?", "co_payment", "co-payment"),
        ("What is the waiting period for PED?", "pre_existing", "pre-existing disease"),
        ("Are intensive care charges capped?", "icu", "ICU"),
        ("How much of the room rent is paid per day?", "room_rent", "accommodation"),
        ("Does it pay for homeopathy?", "ayush", "AYUSH"),
        ("Is panchakarma at an ayurvedic centre paid?", "ayush", "non-allopathic"),
        ("Is a caesarean covered?", "maternity", "maternity"),
        ("Is the no claim bonus lost after a claim?", "cumulative_bonus", "cumulative bonus"),
        ("Is the no claim bonus lost after a claim?", "cumulative_bonus", "no claim discount"),
        ("Can I port my cover from my old company?", "portability", "portability"),
    ],
)
def test_a_term_brings_its_synonyms(question: str, concept: str, added: str) -> None:
    result = expand(question)
    assert concept in {c.name for c in result.concepts}
    assert added in result.added_terms


@pytest.mark.parametrize(
    ("question", "concept"),
    [
        ("What is my share of the bill?", "co_payment"),
        ("What if the money runs out halfway through the year?", "restoration"),
        ("I already have asthma, is it covered?", "pre_existing"),
        ("I missed the renewal date by a week", "grace_period"),
        ("Four days after buying the policy I fell ill", "initial_waiting"),
        ("took the family plan 3 wks ago and my wife has typhoid, is it paid?", "initial_waiting"),
        ("his bypass ate up all of it in May; will the cover come back for my daughter?", "restoration"),
        ("got asthma a year after buying - how long before a stay for it is covered?", "waiting_period"),
        ("the 3 lakh got fully utilised in June, is there any cover left?", "restoration"),
        ("joined the employer's group mediclaim scheme two weeks ago, got malaria", "initial_waiting"),
        ("bought it 2 yrs back, can dad get his hernia done now?", "specified_disease"),
        ("Can my father be treated at home?", "domiciliary"),
        ("How many days of pre- and post-hospitalisation?", "post_hospitalisation"),
        ("I want to donate an organ to my sister", "organ_donor"),
        (
            "gall bladder op is fixed for the 10th. how many days ahead should we let the insurer know?",
            "intimation",
        ),
        ("Admitted late at night - by when do we have to tell the TPA?", "intimation"),
        ("Discharged on Friday, how long do I have to courier the receipts?", "claim_documents"),
        ("by when must I submit my papers after the operation?", "claim_documents"),
        ("what if the company settles my claim late?", "claim_settlement"),
        ("I forgot the renewal last month, am I still covered?", "grace_period"),
        ("renewed a week after the expiry - any break?", "grace_period"),
        ("the insurer is delaying my claim money for two months", "claim_settlement"),
        ("she is admitted far away; will they pay my train ticket to see her?", "compassionate_visit"),
        ("if he dies on the trip, is bringing his body back home paid?", "mortal_remains"),
        ("who pays to send the dead body to our village?", "mortal_remains"),
    ],
)
def test_everyday_words_map_to_the_wording_concept(question: str, concept: str) -> None:
    assert concept in names(question)


def test_how_long_until_paid_is_a_waiting_period_not_the_days_before_admission() -> None:
    names = {c.name for c in expand("how long before an admission for my knee is paid?").concepts}
    assert "waiting_period" in names and "pre_hospitalisation" not in names
    assert "pre_hospitalisation" in {c.name for c in expand("are tests before admission paid?").concepts}


def test_telling_the_insurer_about_a_condition_is_not_intimating_a_claim() -> None:
    assert "intimation" not in names("Do I have to tell them about my thyroid before buying the policy?")


def test_terms_match_as_phrases_with_spelling_variants() -> None:
    assert mentions("Pre Existing Diseases are excluded", "pre-existing disease")
    assert mentions("pre-hospitalization expenses", "pre-hospitalisation")
    assert mentions("cashless  facility", "cashless facility")
    assert not mentions("prehistoric", "pre-existing disease")
    # short acronyms are matched in capitals only, so "si" or "ped" inside words or prose are not read as terms
    assert mentions("the SI is 5 lakh", "SI")
    assert not mentions("si vis pacem", "SI")
    assert not term_pattern("ICU").search("medICUs")
    # a term negated by "non" is not mentioned; a negated term itself still is
    assert not mentions("went to a non network hospital", "network hospital")
    assert not mentions("non-network hospitals only", "network hospital")
    assert mentions("non-network hospitals only", "non-network hospital")
    names = {c.name for c in expand("we paid at a non-network hospital, by when do I inform you?").concepts}
    assert "reimbursement" in names and "cashless" not in names


def test_a_body_or_a_ticket_alone_names_no_benefit() -> None:
    assert "mortal_remains" not in names("is a full body check-up covered?")
    assert "compassionate_visit" not in names("I bought a ticket for the trip; is the policy valid abroad?")


def test_a_question_without_domain_words_adds_nothing() -> None:
    result = expand("Hello, who are you?")
    assert result.concepts == () and result.text == ""


def test_terms_already_in_the_question_are_not_added_twice() -> None:
    result = expand("Is there a co-payment?")
    assert "co-payment" not in result.added_terms
    assert "cost sharing" in result.added_terms


def test_section_types_come_from_concepts_and_intent() -> None:
    hints = query_hints("What does day care treatment mean?")
    assert hints.section_types[0] == "benefits"  # the concept's section first
    assert "definitions" in hints.section_types
    assert query_hints("How much is the cataract limit?").wants_amounts
    assert query_hints("How long is the waiting period?").wants_durations
    assert not query_hints("Is hernia surgery covered?").wants_amounts


def test_a_limit_of_time_asks_for_a_period_not_an_amount() -> None:
    for question in (
        "What is the time limit to send the bills?",
        "How much time do I have to tell the insurer?",
    ):
        hints = query_hints(question)
        assert hints.wants_durations and not hints.wants_amounts
        assert "financial_limits" not in hints.section_types
        assert "sublimit" not in hints.expansion
    money = query_hints("What is the limit on ambulance charges?")
    assert money.wants_amounts and "financial_limits" in money.section_types


@given(st.text(min_size=1, max_size=120))
def test_expansion_never_removes_the_question(question: str) -> None:
    question = question.strip() or "x"
    hints = query_hints(question)
    texts = search_texts(question, hints)
    assert texts.vector.startswith(question) and texts.question == question
    for term in expand(question).added_terms:
        assert not mentions(question, term)
