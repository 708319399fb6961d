"""Questions whose answer needs a figure worked out (a co-payment on a stated bill, a per-eye limit for both
eyes), and requests to pass one person off as another or to hide a history, also when they tell of an
emergency. Written for these tests."""

from __future__ import annotations

from clausetrail.domain.answer_worked import worked_sentence
from clausetrail.domain.intent import IntentKind, Urgency, classify, out_of_scope_reason, refusal_reason
from clausetrail.domain.thesaurus import concepts_in


def test_a_co_payment_written_in_words_is_worked_out_for_the_stated_bill() -> None:
    sentence = "Every claim is subject to a co-payment of fifteen percent (15%) of the admissible amount."
    worked = worked_sentence("my bill came to Rs 60,000, how much do I pay myself?", sentence)
    assert worked is not None and "₹9,000" in worked and "₹51,000" in worked


def test_the_co_payment_option_the_policyholder_chose_is_used() -> None:
    sentence = "The Policyholder may opt for a voluntary co-payment of 10% or 25% on every claim."
    worked = worked_sentence(
        "I chose the 25% copay. If the admissible amount is Rs 40,000 what do I bear?", sentence
    )
    assert worked is not None and "₹10,000" in worked
    assert worked_sentence("bill came to Rs 40,000; what do I bear with my 15% copay?", sentence) is None


def test_a_per_eye_limit_is_doubled_only_when_both_eyes_are_asked() -> None:
    sentence = "Cataract surgery is paid up to Rs 35,000 per eye in a policy year."
    both = worked_sentence("both eyes need cataract surgery, what is the most I get?", sentence)
    assert both is not None and "₹70,000" in both
    assert worked_sentence("my left eye needs cataract surgery, how much?", sentence) is None


def test_passing_an_uninsured_relative_off_as_a_covered_one_is_refused() -> None:
    asked = "my sister isn't covered by my policy. can I tell the hospital she is my wife and use our card?"
    assert refusal_reason(asked) == "fraud"
    fair = "my wife is not on the policy yet. can I add her as my spouse at the renewal?"
    assert refusal_reason(fair) is None


def test_hiding_a_history_is_refused_even_when_an_emergency_is_told() -> None:
    asked = (
        "he is having a heart attack and is in the ICU now but we ticked 'no' in the proposal form. what should I "
        "write in the claim form so it doesn't look like an old problem?"
    )
    intent = classify(asked)
    assert intent.kind is IntentKind.REFUSE and intent.refusal == "fraud"
    assert intent.urgency is Urgency.EMERGENCY
    assert (
        classify("my father is having a heart attack right now, what do I do?").kind is IntentKind.EMERGENCY
    )


def test_a_charge_above_a_rupee_limit_is_split_into_paid_and_not_paid() -> None:
    sentence = "Road ambulance charges are paid up to Rs 3,000 per hospitalisation."
    worked = worked_sentence("the ambulance charged Rs 4,200, how much will I get?", sentence)
    assert worked is not None and "₹3,000" in worked and "₹1,200" in worked
    assert worked_sentence("the ambulance charged Rs 2,200, how much will I get?", sentence) is None
    daily = "Room rent is paid up to Rs 4,000 per day."
    assert worked_sentence("my hospital bill came to Rs 90,000, is the room fine?", daily) is None


def test_a_treatment_planned_at_a_network_hospital_is_not_a_question_about_the_network_list() -> None:
    planned = "my surgery is booked for next week at a network hospital. how early must I inform the insurer?"
    assert out_of_scope_reason(planned) is None
    assert out_of_scope_reason("is City Care Hospital in Nagpur a network hospital?") == "provider_lists"


def test_a_persons_age_and_joining_names_the_entry_age() -> None:
    names = {c.name for c in concepts_in("my uncle is 71, can he still buy this plan?")}
    assert "entry_age" in names
    assert "entry_age" not in {c.name for c in concepts_in("my uncle is 71 and was admitted for pneumonia")}


def test_which_tests_a_check_up_includes_needs_a_sentence_naming_tests() -> None:
    from clausetrail.domain.answer_tests_listed import asks_for_tests, names_tests

    assert asks_for_tests("which tests are part of the yearly health check-up?")
    assert not asks_for_tests("how much is the health check-up worth?")
    assert names_tests("The check-up covers CBC, lipid profile, blood sugar and an ECG.")
    assert not names_tests("One health check-up a year, with the tests listed in the Policy Schedule.")


def test_everyday_words_for_returning_the_policy_and_for_medicines_after_discharge() -> None:
    assert "free_look" in {
        c.name for c in concepts_in("got the papers and I don't like the terms, can I send it back?")
    }
    after = "was discharged on Monday; for how long can I claim the follow-up visits?"
    assert "post_hospitalisation" in {c.name for c in concepts_in(after)}


def test_a_premium_saving_is_answered_only_by_a_sentence_that_states_it() -> None:
    from clausetrail.domain.answer_premium import asks_premium_saving, states_premium_saving

    assert asks_premium_saving("by how much is the premium lower if I take the 15% co-pay?")
    assert not asks_premium_saving("how much co-pay do I pay on a 2 lakh bill?")
    assert states_premium_saving("A voluntary deductible of Rs 1 lakh earns a premium discount of 12%.")
    assert not states_premium_saving("The co-payment option of 15% applies to every admissible claim.")
