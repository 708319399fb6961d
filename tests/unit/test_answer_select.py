"""Kinds of answer failure on unseen wordings (issue 10) and the general mechanisms against them: a figure
in the sentence that continues the chosen one, a figure past the length cut of a long sentence, a notice
"to the claim processing team" read as the policyholder's deadline. Synthetic clauses; no database."""

from __future__ import annotations

from clausetrail.domain import answer as A
from clausetrail.domain import answer_text as T
from clausetrail.domain.answer_figures import period_answers_step
from clausetrail.domain.answer_select import continuation, with_continuations
from clausetrail.domain.sentence_pieces import sentence_pieces as pieces
from clausetrail.services.answer_compose import OfflineComposer, PartContext


def _src(key: str, text: str, rank: int = 1) -> T.Source:
    return T.Source(key, key, key, 1, text, rank)


BONUS = _src(
    "c-bonus",
    "Renewal Bonus We will add an amount equal to 10% of your expiring Base Sum Insured, every policy year. "
    "This will accumulate up to 100% of Base Sum Insured.",
)
CASH = _src(
    "c-cash",
    "Daily Allowance We will pay a fixed amount for each day of hospitalisation for maximum up to 30 days. "
    "One day means 24 continuous hours of hospitalisation. "
    "Note: we will pay if you were hospitalised for 48 hours or more continuously.",
)


def test_the_sentence_continuing_a_chosen_one_with_a_figure_is_added() -> None:
    first = A.Choice(T.sentences(BONUS.text)[0], BONUS, 1.0)
    assert continuation(first) == "This will accumulate up to 100% of Base Sum Insured."
    assert [c.sentence for c in with_continuations([first])][1].startswith("This will accumulate")


def test_a_continuation_may_come_after_a_sentence_defining_a_unit() -> None:
    first = A.Choice(T.sentences(CASH.text)[0], CASH, 1.0)
    assert (
        continuation(first) == "Note: we will pay if you were hospitalised for 48 hours or more continuously."
    )


def test_no_continuation_without_a_referring_opening_or_a_figure() -> None:
    plain = _src("c-p", "Room rent is paid up to 1% of the sum insured. Dialysis is paid up to 30 days.")
    vague = _src("c-v", "Room rent is paid up to 1% of the sum insured. This is subject to the policy terms.")
    for src in (plain, vague):
        assert continuation(A.Choice(T.sentences(src.text)[0], src, 1.0)) is None
    # a dossier fact is not a clause sentence: nothing continues it
    term = T.Source("term:x", "c", "1", 1, BONUS.text, 1, kind="term")
    assert continuation(A.Choice(T.sentences(BONUS.text)[0], term, 1.0)) is None


def test_the_composer_answers_with_the_continuing_figure() -> None:
    other = _src("c-o", "A renewal bonus is not available for group policies.", 2)
    composed = OfflineComposer().compose(
        [PartContext("Is there any bonus on renewal?", (BONUS, other))], T.Idf.of([BONUS.text, other.text])
    )
    answer = " ".join(s for s, _ in composed.parts[0].sentences)
    assert "10%" in answer and "100%" in answer


LONG = (
    "For reimbursement claims You shall give notice to Us or Our claim processing team by calling the toll free "
    "number printed on the health card, or by e-mail to the address given in the policy schedule, or in "
    "writing at any of Our branch offices, with the name of the Insured Person, the policy number, the name "
    "and address of the hospital, the nature of the illness or injury and the date of admission, together "
    "with any other information that may be relevant to the illness, injury or hospitalisation, immediately "
    "and in any event within 10 days of hospitalisation, failing which We will have the right to treat the "
    "claim as inadmissible."
)


def test_a_long_sentence_keeps_its_head_and_the_figure_after_the_cut() -> None:
    got = pieces(LONG, 450)
    assert got[0].endswith(" …") and LONG.startswith(got[0][:-2])
    assert all(len(p) <= 452 for p in got)
    assert any("within 10 days" in p for p in got[1:])
    assert all(p.removesuffix(" …") in LONG for p in got)  # quoted as the wording says it
    assert pieces("A short sentence.", 450) == ["A short sentence."]
    assert any("within 10 days" in s for s in T.sentences(LONG))


def test_notice_to_a_processing_team_is_the_policyholders_deadline() -> None:
    sentence = "Give notice to Our claim processing team within 10 days of hospitalisation."
    assert period_answers_step("Within how many days must I notify the insurer?", sentence)
    assert not period_answers_step("Within how many days will the claim be processed?", sentence)
    assert period_answers_step(
        "Within how many days will the claim be processed?", "We shall process the claim within 30 days."
    )


def test_seeking_pre_authorisation_is_the_policyholders_deadline() -> None:
    sentence = "The TPA must be approached to pre-authorise the treatment at least 3 days before a planned admission."
    assert period_answers_step("how many days before a planned surgery do we ask for pre-auth?", sentence)
    assert not period_answers_step(
        "in how many hours will the insurer approve my cashless request?", sentence
    )
    decided = "We will authorise or decline the cashless request within 1 hour of receiving it."
    assert period_answers_step("in how many hours will the insurer approve my cashless request?", decided)
    assert not period_answers_step("how many days before a planned surgery do we ask for pre-auth?", decided)


def test_a_clause_number_alone_is_no_sentence() -> None:
    got = T.sentences(
        "4.1.7. Re-fill Once in a policy year, we will add an amount equal to the base sum insured."
    )
    assert got and all(s != "4.1.7." for s in got)
    assert not any(s.strip(". ") == "4.1.7" for s in got)


def test_a_word_the_pdf_split_in_two_still_covers_the_question() -> None:
    idf = T.Idf.of(["Reimbursement claims are paid in 30 days.", "Cashless facility at network hospitals."])
    question = "Can I claim it as a reimbursement?"
    assert T.coverage(
        question, "It is available on cashless and no re imbursement is allowed.", idf
    ) > T.coverage(question, "It is available on cashless only.", idf)


def test_a_rate_in_the_answer_comes_with_the_clauses_ceiling() -> None:
    bonus = _src(
        "c-cb",
        "Cumulative Bonus We will provide a Cumulative Bonus of 10% of the Annual Sum Insured at the end of each "
        "Policy Year if the expiring Policy has been claim free. "
        "Any claim reduces the bonus at the same rate in the following year. "
        "The Cumulative Bonus will not be accumulated for more than 100% of the Annual Sum Insured.",
    )
    idf = T.Idf.of([bonus.text, "Room rent is payable as per the schedule.", "A claim-free year is one."])
    chosen = A.choose_sentences("What cumulative bonus do I get for a claim-free year?", (bonus,), idf)
    answer = " ".join(c.sentence for c in chosen.choices)
    assert "10%" in answer and "more than 100%" in answer


def test_a_plural_definition_is_a_definition() -> None:
    assert A.DEFINING.match(
        "2.33 POST-HOSPITALISATION MEDICAL EXPENSES mean Medical Expenses incurred after discharge"
    )
    assert A.DEFINING.match("Day care treatments refer to medical treatment under anaesthesia")
    assert not A.DEFINING.match(
        "Post-hospitalisation medical expenses are paid up to 60 days after discharge."
    )


def test_a_numbered_definition_is_weighed_below_the_benefit() -> None:
    definition = _src(
        "c-def",
        "2.33 Post-hospitalisation medical expenses mean medical expenses incurred during the period immediately "
        "after the insured person is discharged from the hospital.",
        2,
    )
    benefit = _src("c-ben", "3.6 Post-hospitalisation medical expenses up to 60 days after discharge.", 1)
    idf = T.Idf.of(
        [definition.text, benefit.text, "Room rent is paid as per the schedule.", "Medicines are paid."]
    )
    chosen = A.choose_sentences("Are medical expenses after discharge covered?", (definition, benefit), idf)
    assert [c.source.key for c in chosen.choices] == ["c-ben"]


def test_what_is_a_named_benefit_opens_with_the_clause_headed_by_it() -> None:
    from clausetrail.domain.answer_select import headed_opening

    rules = _src(
        "c-r", "(v) If the Sum Insured is reduced at Renewal, the Loyalty Credit is reduced in proportion.", 1
    )
    headed = _src(
        "c-h",
        "2.4 Loyalty Credit On Renewal without a break, a sum equal to 50% of the Base Sum Insured is added. "
        "It can accumulate up to 100% of the Base Sum Insured.",
        3,
    )
    got = headed_opening("What is the Loyalty Credit?", (rules, headed))
    assert got is not None and got.source.key == "c-h" and "50%" in got.sentence
    assert headed_opening("How is the Loyalty Credit reduced?", (rules, headed)) is None
    assert headed_opening("What is the grace period?", (rules, headed)) is None
    composed = OfflineComposer().compose(
        [PartContext("What is the Loyalty Credit?", (rules, headed))],
        T.Idf.of([rules.text, headed.text, "Room rent is paid as per the schedule."]),
    )
    answer = " ".join(s for s, _ in composed.parts[0].sentences)
    assert "50%" in answer and "100%" in answer


def test_an_age_range_or_another_terms_definition_is_no_waiting_period() -> None:
    """ "How many months is the wait for maternity?" on a wording that leaves it to the schedule: an age range
    in the maternity clause and the definition of another waiting period give periods, but not the one asked."""
    maternity = _src(
        "c-mat",
        "Maternity Benefit We will pay maternity expenses after the waiting period stated in the Schedule, for a "
        "female insured person between the age of 18 years and 45 years.",
    )
    defined = _src(
        "c-def",
        "Specific waiting period means a period up to 24 months from the commencement of a policy during which "
        "listed illnesses are not covered.",
        2,
    )
    idf = T.Idf.of(
        [maternity.text, defined.text, "Room rent is paid as per the schedule.", "Claims are paid."]
    )
    question = "how many months is the waiting period for maternity benefit?"
    assert not A.choose_sentences(question, (maternity, defined), idf).stated
    # an age question is answered by the age, and a definition of the asked term by its own figure
    aged = A.choose_sentences(
        "up to what age is the maternity benefit available, in years?", (maternity,), idf
    )
    assert aged.stated and "45 years" in aged.choices[0].sentence
    grace = _src(
        "c-grace", "Grace period means the specified period of 30 days after the due date of premium."
    )
    idf = T.Idf.of([grace.text, maternity.text, "Room rent is paid as per the schedule."])
    assert A.choose_sentences("how many days is the grace period?", (grace,), idf).stated
