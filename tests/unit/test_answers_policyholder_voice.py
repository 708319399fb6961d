"""Questions in a policyholder's own words (issue 10): word forms, lay vocabulary, short later parts, a list
item read with the sentence heading its list, claim deadlines that are not cover periods. Synthetic clause
text; no database."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from clausetrail.domain import answer as A
from clausetrail.domain import answer_parts as P
from clausetrail.domain import answer_text as T
from clausetrail.domain.answer_figures import (
    COUNT_FIGURE,
    asked_units,
    asks_amount,
    states_amount,
    states_period,
)
from clausetrail.domain.clauses import ClauseRow, SearchHit
from clausetrail.domain.dossier import dossier_sources
from clausetrail.domain.thesaurus import concepts_in
from clausetrail.domain.typos import Vocabulary
from clausetrail.services import questions as Q
from clausetrail.services.answer_compose import OfflineComposer, PartContext
from clausetrail.services.questions import FIRST_STAGE_K, TOP_K
from clausetrail.services.search import SearchResult
from tests.fixtures.clause_rows import clause_row


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
    assert T.stem(one) == T.stem(other)


def test_different_words_keep_different_stems() -> None:
    assert T.stem("decide") != T.stem("deduct")
    assert T.stem("submit") != T.stem("summary")


def test_how_soon_is_the_shape_of_the_question_not_its_subject() -> None:
    clause = "The insurer shall settle or reject the claim within 20 days of receiving the last document."
    idf = T.Idf.of([clause, "Room rent is payable up to 1% of the sum insured.", "Grace period is 30 days."])
    assert "soon" not in T.content_words("how soon will the claim be settled?")
    assert T.coverage("once I submit everything, how soon do they decide my claim?", clause, idf) > 0.5


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
    parts = P.split_parts("What room rent is allowed? and ICU?")
    assert len(parts) == 2
    assert "ICU" in P.standalone_part(parts[1], parts[0])
    # a later piece with no subject of its own does not split the question
    assert len(P.split_parts("Is day care covered? and why?")) == 1


def _src(key: str, text: str, rank: int, kind: str = "clause", parent: str = "") -> T.Source:
    return T.Source(key, key, key, 1, text, rank, kind=kind, parent=parent)


def test_a_list_item_counts_with_the_sentence_heading_its_list() -> None:
    head = _src(
        "head",
        "The following procedures are excluded until 24 months of continuous coverage have elapsed:",
        6,
        kind="context",
        parent="item",
    )
    item = _src("item", "c) Replacement of the knee or hip joint", 1)
    idf = T.Idf.of([head.text, item.text, "Room rent is paid per day.", "The grace period is 30 days."])
    question = "how many months of continuous coverage before knee replacement?"
    alone = T.coverage(question, item.text, idf)
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
    # bills are what is claimed; the cover period is asked unless sending them or a deadline is
    bills = dossier_sources(TERMS, "for how many days after discharge can I claim medicine bills?")
    assert [s.key for s in bills] == ["term:post_hospitalisation_days"]
    assert dossier_sources(TERMS, "by when after discharge do the pharmacy bills go to the insurer?") == []


# --- figures a question asks for -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "units"),
    [
        ("how many days do I have to send the bills?", {"day", "week", "month"}),
        ("within how many hours must I tell them?", {"hour", "day"}),
        ("what is the deadline for the claim form?", {"hour", "day", "week", "month", "year"}),
        ("what is the maximum entry age?", {"year", "day", "month"}),
        ("is cataract covered?", None),
    ],
)
def test_a_question_asking_for_a_period_names_the_units_that_answer_it(
    question: str, units: set[str] | None
) -> None:
    got = asked_units(question)
    assert (set(got) if got is not None else None) == units


def test_a_figure_in_another_unit_is_not_a_period_answer() -> None:
    days = asked_units("how many days?")
    assert days is not None
    assert states_period("Bills must reach us within 20 days of discharge.", days)
    assert not states_period("We will reply within 6 hours of the request.", days)
    assert not states_period("The period is as specified in the policy schedule.", days)


FILLER = (
    "Room rent is payable up to 1% of the sum insured.",
    "Cataract is covered up to INR 30,000 per eye.",
)


def test_a_deadline_the_wording_leaves_open_is_not_stated() -> None:
    clause = _src(
        "c1",
        "Reimbursement claim documents shall be submitted within the time stated in the policy schedule. "
        "The insurer will reply to a cashless request within 6 hours.",
        1,
    )
    idf = T.Idf.of([clause.text, *FILLER])
    chosen = A.choose_sentences("How many days do I have to submit reimbursement documents?", [clause], idf)
    assert not chosen.stated


def test_a_period_in_another_retrieved_clause_answers_the_question() -> None:
    vague = _src(
        "c1", "Reimbursement claim documents shall be submitted to the insurer with the claim form.", 1
    )
    figure = _src("c2", "Reimbursement documents must be submitted within 21 days of discharge.", 2)
    idf = T.Idf.of([vague.text, figure.text, *FILLER])
    chosen = A.choose_sentences(
        "within how many days must reimbursement documents be submitted?",
        [vague, figure],
        idf,
        max_sentences=1,
    )
    assert chosen.stated and any("21 days" in c.sentence for c in chosen.choices)


def test_the_best_clause_gives_its_own_figure_beside_a_lesser_clauses() -> None:
    best = _src(
        "c1",
        "Pre-authorisation for cashless treatment must be requested by the network hospital. "
        "For a planned admission the request reaches the insurer 72 hours before admission.",
        1,
    )
    lesser = _src("c2", "A cashless pre-authorisation request is answered within 2 hours.", 2)
    idf = T.Idf.of([best.text, lesser.text, *FILLER])
    chosen = A.choose_sentences(
        "when must cashless pre-authorisation be requested?",
        [best, lesser],
        idf,
        wants_durations=True,
        max_sentences=2,
    )
    assert any("72 hours" in c.sentence for c in chosen.choices)


def test_the_emergency_notice_window_does_not_answer_a_reimbursement_question() -> None:
    terms = {
        "claim_intimation_emergency_hours": {
            "value": 36,
            "quote": "In an emergency the insurer must be told within 36 hours of admission.",
            "clause_id": "c4",
            "clause_no": "7.1",
            "page": 9,
        }
    }
    assert dossier_sources(terms, "how soon must I inform them of an emergency admission?")
    assert not dossier_sources(terms, "for a reimbursement claim, by when must I inform them?")
    assert not dossier_sources(terms, "treated in a non-network hospital; when do I notify?")


def test_a_story_with_words_no_wording_uses_is_still_answered_when_it_names_the_subject() -> None:
    idf = T.Idf.of(["Road ambulance charges are paid up to INR 3,000 per hospitalisation.", *FILLER])
    story = "paid the driver in cash at the station, 3 lakh cover: are road ambulance charges per hospitalisation paid?"
    assert len(A.unseen_words(story, idf)) >= A.MAX_UNSEEN
    assert not A.mostly_unseen(story, idf)
    assert A.mostly_unseen("does it pay the vet for my parrot's beak surgery?", idf)


def test_an_amount_question_gets_the_benefits_ceiling_from_the_best_clause() -> None:
    clause = _src(
        "c1",
        "A loyalty bonus of 15% of the sum insured is added for each claim-free year. "
        "The loyalty bonus shall never exceed 150% of the sum insured. "
        "The loyalty bonus is lost when the policy is not renewed within the grace period.",
        1,
    )
    idf = T.Idf.of([clause.text, *FILLER])
    chosen = A.choose_sentences(
        "how much loyalty bonus do I get for a claim-free year?",
        [clause],
        idf,
        wants_amounts=True,
        max_sentences=1,
    )
    text = " ".join(c.sentence for c in chosen.choices)
    assert "15%" in text and "150%" in text
    plain = A.choose_sentences("is the loyalty bonus lost if I renew late?", [clause], idf, max_sentences=1)
    assert "150%" not in " ".join(c.sentence for c in plain.choices)


def test_an_abbreviations_full_stop_ends_no_sentence() -> None:
    text = (
        "Our liability shall not exceed Rs.\n15,000 in a policy year. Claims are paid viz. 40% of the bill."
    )
    assert T.sentences(text) == [
        "Our liability shall not exceed Rs. 15,000 in a policy year.",
        "Claims are paid viz. 40% of the bill.",
    ]


def test_a_question_about_the_room_one_may_take_names_room_rent() -> None:
    assert "room_rent" in _names("what kind of room am I allowed in hospital?")
    assert "cashless" not in _names("can I upgrade my room without paying extra?")
    assert "cashless" in _names("can I be treated without paying at the hospital?")


def _row(ordinal: int, text: str) -> ClauseRow:
    return clause_row(ordinal, text, token_count=3)


def test_retrieval_adds_the_first_stages_best_clauses_the_reranker_moved_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rows = [_row(i, f"clause text {i}") for i in range(1, 10)]
    reranked = rows[:TOP_K]
    first_stage = [rows[7], rows[0], rows[8]]  # two the reranker did not keep, one it did

    def fake_search(
        rt: object, version_id: str, part: str, *, k: int, reranked: bool, **_: object
    ) -> SearchResult:
        chosen = (reranked_rows if reranked else first_stage)[:k]
        return SearchResult(tuple(SearchHit(r, 1.0, None, None, None) for r in chosen), {})

    reranked_rows = reranked
    monkeypatch.setattr(Q, "search_version", fake_search)
    monkeypatch.setattr(Q, "wording_index", lambda rt, vid: Q.WordingIndex(T.Idf.of([]), {}))
    monkeypatch.setattr(Q, "wording_vocabulary", lambda rt, vid: Vocabulary.of([]))
    version = SimpleNamespace(version_id="v1", terms={})
    ctx = Q.retrieve(SimpleNamespace(), version, "is it paid?")  # type: ignore[arg-type]
    keys = [s.key for s in ctx.sources if s.kind == "clause"]
    assert keys[:TOP_K] == [r.clause_id for r in reranked]
    assert keys[TOP_K:] == ["id8", "id9"][: max(0, FIRST_STAGE_K - 1)]
    assert all(s.rank == TOP_K + 1 for s in ctx.sources[TOP_K:] if s.kind == "clause")


def test_a_later_part_takes_the_subject_not_the_frame_of_the_first() -> None:
    first = "Is there a loyalty bonus on renewal?"
    assert "cumulative_bonus" in _names("loyalty bonus")  # "bonus" is a thesaurus term
    assert "bonus" in P.standalone_part("do claims reduce it?", first)
    assert "cataract" in P.standalone_part("is there a limit?", "what is the waiting period for cataract?")


def test_a_coverage_question_is_answered_by_the_exclusion_not_the_definition() -> None:
    definition = _src("d1", "Eye treatment means any examination, spectacles or surgery of the eyes.", 1)
    exclusion = _src("e1", "Eye treatment is excluded unless required because of an accident.", 2)
    idf = T.Idf.of([definition.text, exclusion.text, *FILLER])
    covered = A.choose_sentences("is eye treatment claimable?", [definition, exclusion], idf, max_sentences=1)
    assert covered.choices[0].source.key == "e1"
    meaning = A.choose_sentences(
        "what does eye treatment mean?", [definition, exclusion], idf, max_sentences=1
    )
    assert meaning.choices[0].source.key == "d1"
    assert "claimable" not in T.content_words("is eye treatment claimable?")


def test_a_will_they_pay_question_gets_the_benefits_ceiling() -> None:
    clause = _src(
        "c1",
        "Relative travel: when the stay exceeds 7 days we pay the return train fare of one relative. "
        "Our liability under this benefit shall not in any year exceed Rs. 12,000.",
        1,
    )
    idf = T.Idf.of([clause.text, *FILLER])
    chosen = A.choose_sentences("will they pay my relative's train fare?", [clause], idf, max_sentences=1)
    assert any("12,000" in c.sentence for c in chosen.choices)


def test_a_count_may_have_a_word_between_number_and_noun() -> None:
    assert COUNT_FIGURE.search("has at least 12 inpatient beds")
    assert COUNT_FIGURE.search("up to two normal deliveries")


def test_and_if_after_a_comma_starts_a_new_part() -> None:
    parts = P.split_parts("Is maternity covered, and if so after how long?")
    assert parts == ["Is maternity covered?", "if so after how long?"]
    assert "maternity" in P.standalone_part(parts[1], parts[0])
    # "if" without the comma joint stays inside its part
    assert len(P.split_parts("Is maternity covered if I add the option later?")) == 1


def test_a_term_that_only_names_the_benefit_does_not_answer_a_figure_question() -> None:
    terms = {
        "health_checkup": {
            "value": "Annual Wellness Check",
            "quote": "Annual Wellness Check: available once a year at network centres.",
            "clause_id": "c7",
            "clause_no": "5.2",
            "page": 4,
        }
    }
    assert dossier_sources(terms, "is a health check-up included?")
    assert not dossier_sources(terms, "how much is the health check-up worth?")


def test_an_amount_left_to_the_schedule_is_not_stated() -> None:
    clause = _src(
        "c1", "Daily hospital cash is paid up to the amount shown in the policy schedule for each day.", 1
    )
    idf = T.Idf.of([clause.text, *FILLER])
    assert not A.choose_sentences("how much daily hospital cash is paid?", [clause], idf).stated
    stated = _src("c2", "Daily hospital cash is paid at Rs. 1,500 for each day of admission.", 1)
    idf = T.Idf.of([stated.text, *FILLER])
    assert A.choose_sentences("how much daily hospital cash is paid?", [stated], idf).stated


@pytest.mark.parametrize(
    ("sentence", "states"),
    [
        ("Paid up to 10% of the sum insured.", True),
        ("Room rent is paid at actuals.", True),
        ("Limits are as specified in the schedule.", False),
    ],
)
def test_what_states_an_amount(sentence: str, states: bool) -> None:
    assert states_amount(sentence) is states


def test_a_financial_limit_named_beside_a_benefit_asks_for_an_amount() -> None:
    clause = _src(
        "c1",
        "Treatment abroad is covered when the optional cover for treatment abroad is opted. "
        "Planned treatment abroad needs our approval before you are treated abroad. "
        "Treatment abroad is paid in rupees at the exchange rate of the day you were treated abroad. "
        "Emergency treatment abroad must be notified within two days of being treated abroad. "
        "A co-payment of 15% applies to every claim.",
        1,
    )
    idf = T.Idf.of([clause.text, *FILLER])
    ctx = PartContext(question="if I'm treated abroad do I pay a part?", sources=(clause,))
    composed = OfflineComposer().compose([ctx], idf)
    assert any("15%" in s for s, _ in composed.parts[0].sentences)


def test_a_dossier_fact_is_followed_by_the_wordings_sentence_it_was_read_from() -> None:
    term = T.Source(
        "term:restoration_benefit",
        "c3",
        "4.2",
        7,
        "Extracted term - restoration of sum insured: Top-up. "
        "Once a year we add back the full base sum insured after it is used up.",
        1,
        kind="term",
        lead="Extracted term - restoration of sum insured: Top-up.",
    )
    other = _src("c9", "Room rent is paid per day of the stay.", 2)
    idf = T.Idf.of([term.text, other.text, *FILLER])
    chosen = A.choose_sentences("my sum insured is used up, anything extra?", [term, other], idf)
    texts = [c.sentence for c in chosen.choices]
    assert texts[0] == term.lead
    assert "Once a year we add back the full base sum insured after it is used up." in texts


@pytest.mark.parametrize(
    "text",
    ["our plan is barely 8 months old - is the gallbladder surgery paid?", "the policy is 2.5 yrs old now"],
)
def test_the_age_of_the_policy_asks_a_waiting_period(text: str) -> None:
    assert "waiting_period" in _names(text)


def test_the_age_of_a_person_is_not_the_age_of_the_policy() -> None:
    assert "waiting_period" not in _names("my daughter is 3 years old, can she be added?")


def test_a_share_asked_is_answered_only_by_a_percent() -> None:
    from clausetrail.domain.answer_figures import answers_amount

    question = "no claims for two years, what % gets added to my cover?"
    assert not answers_amount(
        question, "Cumulative Bonus means an increase in the Sum Insured without premium."
    )
    assert answers_amount(
        question, "A cumulative bonus of 10% of the sum insured is added per claim-free year."
    )
    assert answers_amount("how much is paid for a cataract?", "Cataract is paid up to Rs. 40,000 per eye.")
    # a co-payment is a share: "how much co-pay" is answered by its percent, not by a mention of co-payments
    copay = "how much co-pay do we pay if my parents are covered?"
    assert not answers_amount(
        copay, "Claims are subject to all limits, co-payments and deductibles of Rs 5,000."
    )
    assert answers_amount(copay, "A co-payment of 20% applies to insured persons above 60 years.")


def test_a_mention_of_the_sum_insured_is_not_an_amount_but_a_share_of_it_is() -> None:
    assert not states_amount("The claim is paid after considering the deductible and the sum insured chosen.")
    assert states_amount("Expenses are paid up to the sum insured.")
    assert states_amount("Room rent is paid at 1% of sum insured per day.")


def test_an_age_limit_is_answered_by_an_age_not_by_any_period() -> None:
    from clausetrail.domain.answer_figures import period_answers_step

    question = "what is the maximum entry age for this plan?"
    assert not period_answers_step(
        question, "A newborn is covered from the 91st day, up to 30 days of its birth."
    )
    assert period_answers_step(question, "The maximum entry age is 65 years.")


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("after discharge, for how long are the physiotherapy bills paid?", "post_hospitalisation"),
        ("scans done before getting admitted - are they paid?", "pre_hospitalisation"),
        ("took the plan 10 days back and now dad has typhoid", "initial_waiting"),
    ],
)
def test_everyday_phrasing_of_the_periods_around_a_stay(text: str, concept: str) -> None:
    assert concept in _names(text)


def test_an_age_limit_is_not_answered_by_a_sentence_that_only_names_age_criteria() -> None:
    from clausetrail.domain.answer_figures import period_answers_step

    question = "up to what age can my mother join?"
    assert not period_answers_step(
        question, "A newborn is covered without the entry age criteria if the premium is paid within 90 days."
    )
    assert period_answers_step(question, "Persons between 18 years and 65 years of age can be covered.")


@pytest.mark.parametrize(
    ("part", "follows"),
    [
        ("my father is 68, can we still add him (entry age)?", True),
        ("is the baby covered (c-section)?", True),
        ("how much per child (accident)?", False),
        ("and what is the limit (cataract)?", False),
        ("can my mother be added?", False),
    ],
)
def test_a_yes_or_no_part_borrowing_the_earlier_parts_subject_follows_it(part: str, follows: bool) -> None:
    from clausetrail.services.answer_compose import borrows_earlier_subject

    assert borrows_earlier_subject(part) is follows


def test_a_premium_asked_needs_an_amount() -> None:
    assert asks_amount("what will the premium be for two adults with a 10 lakh cover?")
    assert asks_amount("what would my   premium be?")


PED_TERMS = {
    "ped_waiting_period_months": {
        "value": 36,
        "quote": "Pre-existing diseases are excluded until 36 months of continuous coverage.",
        "clause_id": "c2",
        "clause_no": "4.1",
        "page": 3,
    },
    "ayush_covered": {
        "value": True,
        "quote": "Inpatient treatment under Ayurveda, Yoga and Naturopathy is covered.",
        "clause_id": "c5",
        "clause_no": "2.9",
        "page": 4,
    },
}


def test_a_condition_told_as_a_story_names_the_pre_existing_disease_term() -> None:
    # no "pre-existing" in the question: a condition had for years and declared is one (thesaurus concept)
    told = dossier_sources(
        PED_TERMS, "dad has had sugar for 6 years and we disclosed it. when are his admissions paid?"
    )
    assert [s.key for s in told] == ["term:ped_waiting_period_months"]
    assert dossier_sources(PED_TERMS, "is a fracture from a fall paid from day one?") == []
    # a concept with broad terms ("yoga") names its field only through the field's own words
    assert dossier_sources(PED_TERMS, "does the plan pay for my yoga classes at the gym?") == []


def test_a_concept_counts_as_covered_in_either_spelling() -> None:
    z_spelt = "Post Hospitalization medical expenses are paid for 60 days."
    idf = T.Idf.of([z_spelt, "The grace period is 30 days.", "Room rent is paid per day."])
    assert T.coverage("post-hospitalisation days?", z_spelt, idf) == 1.0


def test_an_amount_the_wording_leaves_to_the_schedule_is_not_stated_and_points_there() -> None:
    deferring = _src(
        "cash",
        "Daily Cash Allowance: We will pay a daily cash amount as specified in the Policy Schedule for each "
        "completed day of Hospitalisation in a shared room. Room rent above 1% of the Sum Insured is not payable.",
        1,
    )
    other = _src("grace", "The grace period is 30 days for renewal of the policy.", 2)
    idf = T.Idf.of([deferring.text, other.text, "Ambulance charges up to Rs 2,000 per hospitalisation."])
    part = A.choose_sentences(
        "how much daily cash do I get per day in a shared room?", [deferring, other], idf
    )
    assert part.stated is False
    assert part.pointer is not None and "as specified in the Policy Schedule" in part.pointer.sentence
    # a wording that states the figure is answered with it
    stating = _src(
        "cash2", "Daily Cash Allowance: We will pay Rs 1,000 per day of Hospitalisation in a shared room.", 1
    )
    idf2 = T.Idf.of([stating.text, other.text, "Ambulance charges up to Rs 2,000 per hospitalisation."])
    answered = A.choose_sentences(
        "how much daily cash do I get per day in a shared room?", [stating, other], idf2
    )
    assert answered.stated and answered.pointer is None
    assert any("1,000" in c.sentence for c in answered.choices)


def test_the_sum_insured_as_specified_in_the_schedule_is_no_deferral() -> None:
    from clausetrail.domain.schedule_deferral import defers_to_schedule

    assert defers_to_schedule("Ambulance cover up to the limit specified in the Certificate of Insurance.")
    assert defers_to_schedule("Co-payment as opted by the Policyholder.")
    assert not defers_to_schedule("We will pay up to the Sum Insured as specified in the Policy Schedule.")
    assert not defers_to_schedule("Room rent of Rs 5,000 per day unless otherwise specified in the Schedule.")


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("what's the max air ambulance amount?", True),
        ("whats the per day room limit", True),
        ("exactly how many rupees per day do they pay for a shared room?", True),
        ("how many days of hospital cash are paid?", False),
        ("what is the maximum entry age?", False),  # an age, answered in years
        ("what is the time limit to send the bills?", False),
        ("what's the waiting period for cataract?", False),
    ],
)
def test_questions_that_only_an_amount_answers(question: str, asks: bool) -> None:
    assert asks_amount(question) is asks


def test_a_worked_example_ranks_below_the_rule_it_illustrates() -> None:
    rule = _src("rule", "Pre-existing diseases are covered after 36 months of continuous coverage.", 2)
    example = _src(
        "example",
        "Illustration: Mr A, aged 50, has declared diabetes and buys the policy; his diabetes is covered after "
        "36 months of continuous coverage with a pre-existing disease claim paid in year four.",
        1,
    )
    idf = T.Idf.of([rule.text, example.text, "The grace period is 30 days.", "Room rent is paid per day."])
    part = A.choose_sentences(
        "when is my declared diabetes covered as a pre-existing disease?", [example, rule], idf
    )
    assert part.choices[0].source.key == "rule"
    asked = A.choose_sentences("is there an illustration of how diabetes is covered?", [example, rule], idf)
    assert asked.choices[0].source.key == "example"


def test_an_amount_asked_for_one_item_is_not_answered_from_another_items_clause() -> None:
    room = _src(
        "room",
        "Room rent: in case of admission to a room at rates exceeding Rs 5,000 per day, the other expenses "
        "are paid in the same proportion for each day of admission.",
        1,
    )
    grace = _src("grace", "The grace period is 30 days for renewal of the policy.", 2)
    texts = [room.text, grace.text, "Ambulance charges up to Rs 2,000 per hospitalisation."]
    idf = T.Idf.of(texts)
    question = "how much daily cash allowance do I get per day of admission?"
    assert A.choose_sentences(question, [room, grace], idf).stated is False
    cash = _src(
        "cash", "Daily Cash Allowance: Rs 1,000 is paid for each day of admission beyond 48 hours.", 1
    )
    answered = A.choose_sentences(question, [cash, room, grace], T.Idf.of([cash.text, *texts]))
    assert answered.stated and any("1,000" in c.sentence for c in answered.choices)
