"""The ask apart from the story, a clause's heading read with its sentences, a sentence cut mid-phrase
continued, and a share of the sum insured worked out for the sum insured a question states (SPEC §4)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from clausetrail.domain.answer import Choice
from clausetrail.domain.answer_focus import ask_focus, clause_heading, sentence_coverage
from clausetrail.domain.answer_select import continuation
from clausetrail.domain.answer_text import Idf, Source
from clausetrail.domain.answer_worked import shares_of_sum_insured, stated_sum_insured, worked_sentence
from clausetrail.domain.rules.arithmetic import capped_share
from clausetrail.domain.thesaurus import concepts_in


def test_the_ask_is_kept_apart_from_the_story_told_before_it() -> None:
    assert ask_focus(
        "Bought the plan on a website last week, not sure about it. How long can I still cancel?"
    ) == ("How long can I still cancel?")
    assert ask_focus("my son broke his arm playing cricket - is the plaster paid?") == "is the plaster paid?"
    # a question that is all ask, or a story with no ask, has no separate focus
    assert ask_focus("What is the waiting period for hernia?") is None
    assert ask_focus("Is cataract covered? What is the limit per eye?") is None
    assert ask_focus("My father was admitted on Monday. He is better now.") is None


def test_a_clause_heading_is_read_before_its_numbering_and_colon() -> None:
    assert clause_heading("7. Road Ambulance: We will pay the expenses ...") == "Road Ambulance"
    assert clause_heading("b) Day Care Treatment - We cover the procedures listed") == "Day Care Treatment"
    assert clause_heading("We will pay the expenses incurred on an ambulance.") == ""


def _idf(*texts: str) -> Idf:
    return Idf.of(texts)


def test_a_sentence_read_under_its_heading_covers_what_the_heading_names() -> None:
    clause = (
        "4. Post-Hospitalisation Expenses: Medical expenses incurred up to 60 days after discharge are paid."
    )
    idf = _idf(clause, "Room rent is paid up to 1% of the sum insured.", "Ambulance charges are paid.")
    sentence = "Medical expenses incurred up to 60 days after discharge are paid."
    question = "how many days of post hospitalisation expenses are paid?"
    from clausetrail.domain.answer_text import coverage

    assert sentence_coverage(question, sentence, clause, idf) > coverage(question, sentence, idf)


def test_a_story_lowers_coverage_only_of_the_whole_question_not_of_its_ask() -> None:
    clause = "Free Look Period: you may return the policy within 30 days of receipt if not acceptable."
    idf = _idf(clause, "Room rent is paid up to 1% of the sum insured.", "Ambulance charges are paid.")
    question = "Room agent sold me ambulance cover yesterday and I am upset. How long do I have to return the policy?"
    from clausetrail.domain.answer_text import coverage

    whole = coverage(question, clause, idf)
    with_ask = sentence_coverage(question, clause, clause, idf)
    assert with_ask > whole


def test_a_sentence_cut_mid_phrase_is_followed_by_the_rest() -> None:
    text = (
        "Insured shall be entitled to a discount of 5% every claim free year subject to\n\n"
        "a maximum of 15% in all. Premium is payable yearly."
    )
    src = Source("c1", "c1", "8", 24, text, 1)
    assert continuation(
        Choice("Insured shall be entitled to a discount of 5% every claim free year subject to", src, 1.0)
    ) == ("a maximum of 15% in all.")
    # a finished sentence is not continued by an unrelated one
    finished = Source("c2", "c2", "9", 24, "Grace period is 30 days. Premium is payable yearly.", 1)
    assert continuation(Choice("Grace period is 30 days.", finished, 1.0)) is None


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("My sum insured is 4 lakh, how much for cataract?", 400_000),
        ("10 lakh SI, room rent limit?", 1_000_000),
        ("with a 3 lakh cover what is the ICU limit", 300_000),
        ("Policy of Rs 5,00,000 - is there a co-pay?", 500_000),
        ("room costs Rs 6,000 a day, will it be paid?", None),  # not a sum insured
        ("I have 5 lakh cover and my wife 10 lakh cover", None),  # two different ones
        ("What is the room rent limit?", None),
    ],
)
def test_the_sum_insured_a_question_states(question: str, expected: int | None) -> None:
    assert stated_sum_insured(question) == expected


def test_shares_of_the_sum_insured_are_worked_out_with_their_ceiling() -> None:
    sentence = "Limited to 10% of the Sum Insured subject to a maximum of Rs. 50,000/- per eye, and 2% of SI per day."
    shares = shares_of_sum_insured(sentence, 800_000)
    assert [(s.percent, s.cap, s.amount) for s in shares] == [
        (Decimal("10"), 50_000, 50_000),
        (Decimal("2"), None, 16_000),
    ]
    assert shares_of_sum_insured("a co-payment of 20% of the admissible claim amount", 800_000) == []


def test_a_worked_sentence_is_written_only_when_the_question_states_the_sum_insured() -> None:
    sentence = "Cataract is paid up to 10% of Sum Insured subject to maximum of Rs. 50,000 per eye."
    worked = worked_sentence("sum insured 4 lakh, how much per eye for catract?", sentence)
    assert worked is not None and "₹40,000" in worked and "₹50,000" in worked
    assert worked_sentence("how much per eye for cataract?", sentence) is None


def test_a_table_rows_percent_is_worked_out_for_the_cover_the_question_states() -> None:
    question = (
        "have the accident add-on with 8 lakh accidental death cover. lost one big toe. how much will I get?"
    )
    assert stated_sum_insured(question) == 800000
    worked = worked_sentence(question, "iv) Loss of one big toe - both phalanges | 5%")
    assert worked is not None and "₹40,000" in worked and "5%" in worked
    # a row the question does not name, or a percent that is not paid out, is not worked out
    assert worked_sentence(question, "Loss of one eye | 50%") is None
    assert (
        worked_sentence("8 lakh SI; how much co-pay on my toe surgery?", "Co-payment on toe surgery | 20%")
        is None
    )
    # no amount asked
    assert worked_sentence("8 lakh cover, is a big toe loss covered?", "Loss of one big toe | 5%") is None


def test_capped_share_is_integer_rupees_no_more_than_the_cap() -> None:
    assert capped_share(333_333, 1) == 3_333
    assert capped_share(1_000_000, Decimal("7.5"), 50_000) == 50_000
    assert capped_share(400_000, 10, 50_000) == 40_000
    with pytest.raises(ValueError):
        capped_share(400_000, 10, -1)


@pytest.mark.parametrize(
    ("question", "concept"),
    [
        ("I declared my thyroid in the proposal form, when is it covered?", "pre_existing"),
        ("dad has had asthma for the last 6 years, is it covered?", "pre_existing"),
        ("how many days b4 admission are tests paid?", "pre_hospitalisation"),
        ("expenses before admission and after discharge - how many days?", "post_hospitalisation"),
        ("the surgery finished the whole cover, is there anything left for later?", "restoration"),
        ("I am not happy with the plan I got, can I return it and get a refund?", "free_look"),
    ],
)
def test_everyday_phrasing_names_the_concept(question: str, concept: str) -> None:
    assert concept in {c.name for c in concepts_in(question)}


@pytest.mark.parametrize(
    "question",
    [
        "I have had this policy for 3 years, is cataract covered?",
        "we have been insured for 2 years, is maternity covered?",
        "my cover started in 2019, is there any bonus?",
    ],
)
def test_holding_the_policy_for_years_is_not_a_pre_existing_disease(question: str) -> None:
    assert "pre_existing" not in {c.name for c in concepts_in(question)}


BONUS = (
    "A cumulative bonus of 15% of the sum insured is added for each claim free policy year, maximum of 60%."
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("sum insured 4 lakh, no claims for two years - how much bonus have I built?", "₹1,20,000"),
        ("4 lakh cover, 6 claim free years so far. what is my bonus now?", "₹2,40,000"),
    ],
)
def test_a_bonus_per_claim_free_year_is_worked_out_for_the_years_and_sum_insured_stated(
    question: str, expected: str
) -> None:
    worked = worked_sentence(question, BONUS)
    assert worked is not None and expected in worked and "claim-free years" in worked


@pytest.mark.parametrize(
    ("question", "years"),
    [
        ("we hold it since 4 years and never claimed anything", 4),
        ("renewed twice now and no claim in both years", 2),
        ("bought in 2021, no claim till now, 3 years.", 3),
        ("no claims for 2 renewals", 2),
        ("my policy is 3 years old, is cataract covered?", None),  # years held, nothing said of claims
        ("we claimed twice in 3 years", None),
    ],
)
def test_claim_free_years_are_read_from_years_held_beside_no_claim(question: str, years: int | None) -> None:
    from clausetrail.domain.answer_worked import claim_free_years

    assert claim_free_years(question) == years


def test_the_bonus_is_given_with_the_total_cover() -> None:
    worked = worked_sentence(
        "sum insured 4 lakh, held since 2 years and never claimed. total cover now?", BONUS
    )
    assert worked is not None and "₹1,20,000" in worked and "total cover of ₹5,20,000" in worked


def test_without_claim_free_years_the_bonus_share_is_worked_out_once() -> None:
    worked = worked_sentence("sum insured 4 lakh, what is the bonus?", BONUS)
    assert worked is not None and "₹60,000" in worked and "claim-free years" not in worked


TOP_UP = "Claims are payable only if the covered expenses in a policy year are in excess of the Deductible."


def test_the_part_of_a_stated_bill_above_a_stated_deductible_is_worked_out() -> None:
    worked = worked_sentence("deductible of 2 lakh and the hospital bill is 2.6 lakh - what is paid?", TOP_UP)
    assert worked is not None and "₹60,000" in worked
    inside = worked_sentence("2 lakh deductible, bills came to 1.5 lakh, anything paid?", TOP_UP)
    assert inside is not None and "₹0" in inside
    assert worked_sentence("deductible of 2 lakh - what is paid?", TOP_UP) is None


def test_a_daily_amount_is_worked_out_over_the_stay_the_question_tells_of() -> None:
    from clausetrail.domain.answer_worked import per_day_sentence, stay_days

    share = "Hospital cash of 0.2% of the Sum Insured per day is payable, subject to a maximum of 7 days."
    worked = per_day_sentence(
        "sum insured 5 lakh, mother was admitted for 9 days - how much hospital cash?", share
    )
    assert (
        worked is not None
        and "₹7,000" in worked
        and "7 x ₹1,000 a day" in worked
        and "at most 7 days" in worked
    )
    fixed = "Companion allowance: Rs. 750/- per day of hospitalisation."
    worked = per_day_sentence("dad stayed in hospital four days and I was with him, any allowance?", fixed)
    assert worked is not None and "₹3,000" in worked and "4 x ₹750 a day" in worked
    # no stay told, two stays told, or nothing paid per day: nothing worked out
    assert per_day_sentence("how much companion allowance?", fixed) is None
    assert stay_days("admitted 3 days in March and then stayed 5 days in May") is None
    assert (
        per_day_sentence(
            "admitted 3 days, any cover for the ambulance?", "Ambulance up to Rs. 2,000 per hospitalisation."
        )
        is None
    )
    # a deadline in days is no stay
    assert stay_days("claim within 30 days of discharge?") is None


def test_a_bonus_added_at_each_claim_free_renewal_is_worked_out() -> None:
    sentence = (
        "An increase of 10% bonus in the Sum Insured is given on each renewal if the expiring policy was claim "
        "free, up to a maximum of 50%."
    )
    worked = worked_sentence("SI 3 lakh, no claims for 2 renewals - how much bonus do I have now?", sentence)
    assert worked is not None and "₹60,000" in worked and "2 x 10% = 20%" in worked
    worked = worked_sentence("SI 3 lakh, 7 claim free years - how much bonus do I have now?", sentence)
    assert worked is not None and "₹1,50,000" in worked and "the 50% maximum" in worked


def test_a_daily_share_of_the_sum_insured_keeps_its_ceiling() -> None:
    from clausetrail.domain.answer_worked import per_day_sentence

    sentence = "Shared room cash is 0.5% of the base sum insured, subject to a maximum of Rs. 1,500 per day."
    low = per_day_sentence("sum insured 2 lakh, I stayed 4 days in a shared room; how much cash?", sentence)
    assert low is not None and "₹4,000" in low and "4 x ₹1,000 a day" in low
    high = per_day_sentence("sum insured 5 lakh, I stayed 4 days in a shared room; how much cash?", sentence)
    assert high is not None and "₹6,000" in high and "4 x ₹1,500 a day" in high


def test_a_share_of_the_hospital_bill_is_worked_out_for_the_bill_the_question_states() -> None:
    sentence = "Pre-hospitalisation expenses for 30 days, not exceeding 8% of the total expenses of the hospitalisation."
    worked = worked_sentence(
        "the hospital bill was 1.5 lakh - how much of the tests before admission is paid?", sentence
    )
    assert worked is not None and "₹12,000" in worked and "8% of the bill" in worked
    assert worked_sentence("how much of the tests before admission is paid?", sentence) is None


def test_a_co_payment_is_worked_out_on_the_bill_the_question_states() -> None:
    sentence = "A co-payment of 15% shall apply on each admissible claim for insured persons above 61 years."
    worked = worked_sentence(
        "dad is 66, the hospital bill came to 1.2 lakh - how much will be paid after co-pay?", sentence
    )
    assert worked is not None and "₹1,02,000 payable" in worked and "15% co-payment" in worked
    # a question naming another co-payment percent, or stating no bill, gets nothing worked out
    assert worked_sentence("I opted 10% co-pay; the bill was 1.2 lakh - what is paid?", sentence) is None
    assert worked_sentence("how much co-pay for senior citizens?", sentence) is None


def test_the_dossier_line_at_most_is_a_ceiling_of_the_share() -> None:
    (share,) = shares_of_sum_insured(
        "Extracted term - cataract limit: 20% of the sum insured, at most INR 60000.", 500000
    )
    assert share.cap == 60000 and share.amount == 60000


@pytest.mark.parametrize(
    ("question", "sentence", "total"),
    [
        (
            "I have 8 lakh SI and have not claimed for 2 yrs. what is my cover now with the bonus?",
            "Cumulative Bonus 15% of SI per claim-free year, max 60%",
            "₹10,40,000",
        ),
        (
            "haven't made a single claim in 4 years on my 5 lakh gold policy. total cover now?",
            "For every Policy Year in which no claim is made, we'll increase your Sum Insured by 25% of the base Sum "
            "Insured at renewal, up to a maximum of 100% of the base Sum Insured.",
            "₹10,00,000",
        ),
    ],
)
def test_claim_free_years_said_as_not_claimed_and_the_rate_after_its_year(
    question: str, sentence: str, total: str
) -> None:
    worked = worked_sentence(question, sentence)
    assert worked is not None and f"total cover of {total}" in worked


def test_a_deductible_plan_amount_is_not_the_sum_insured() -> None:
    assert stated_sum_insured("I chose a 3 lakh deductible plan and my bill is 5 lakh") is None
    assert stated_sum_insured("my 10 lakh comfort policy") == 1_000_000
