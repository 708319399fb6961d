"""A question asking for a thing the wording never names is not stated (domain.answer_subject), while a
policyholder's story words and an illness the general cover takes in do not stop an answer. Synthetic text."""

from __future__ import annotations

import pytest

from clausetrail.domain import answer as A
from clausetrail.domain import answer_text as T
from clausetrail.domain.answer_subject import abbreviates, names_nothing_it_uses, unnamed_subject
from clausetrail.domain.intent import out_of_scope_reason

WORDING = (
    "The Company shall pay the medical expenses incurred for hospitalisation of the insured person.",
    "All claim documents must be submitted within 30 days of discharge from the hospital.",
    "No refund of premium shall be made on cancellation on grounds of non disclosure of material facts.",
    "Interest at 2% above the bank rate is payable when the Company delays the payment of a claim.",
    "Expenses of the treatment of any illness within 30 days of the first policy are excluded.",
    "Maternity expenses for the delivery of a child are covered after 24 months.",
)


@pytest.fixture
def idf() -> T.Idf:
    return T.Idf.of(WORDING)


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("Will the company pay anything towards burial expenses?", "burial"),
        ("Any premium concession for non drinkers?", "drinkers"),
        ("Can the claim documents be submitted by telegram?", "telegram"),
        ("Does the policy reimburse my yoga membership fees?", "yoga"),
        ("will they pay for my spa", "spa"),
        ("Is the cost of the burial paid if the patient dies?", "burial"),
        ("can i telegram my claim documents to the company?", "telegram"),
        ("Can I send the bills on telegram?", "telegram"),
        ("Do non-drinkers get a lower premium?", "drinkers"),
        ("and is GST extra on the premium?", "gst"),  # "is <X> extra / included?"
        ("is zumba included in the maternity cover?", "zumba"),
    ],
)
def test_a_thing_asked_for_that_the_wording_never_names_is_found(
    idf: T.Idf, question: str, word: str
) -> None:
    assert unnamed_subject(question, idf) == word


@pytest.mark.parametrize(
    "question",
    [
        "Is treatment for malaria covered?",  # an illness: the general cover answers it
        "I was admitted for typhoid, will the expenses be paid?",
        "Does the policy pay for my wife's delivery?",  # a possessive names whose, not what
        "Admitted in Pune for a week, are the expenses covered?",  # time is the story
        "Paid the claim weeks late, is interest payable?",
        "Within how many days must claim documents be submitted?",  # every word is the wording's
        "Are the hospital expenses of my sarkari hospital stay paid?",  # qualifies a wording word
        "can I send my claim documents after 30 days?",  # an everyday verb asks about the rest
        "mom was admitted 10 days for pnuemonia, are the expenses paid?",  # a stay's length between
        "hospitalised for a week for typhod, is it covered?",
        "the claim was sent on a tuesday, is interest payable for the delay?",  # a day of the week
        "admitted in another city while on a trip; are the hospital expenses paid?",  # where it happened
        "is malaria covered after the first 30 days?",  # an illness "covered": the general cover answers it
    ],
)
def test_story_words_illnesses_and_named_things_are_not_unnamed_subjects(idf: T.Idf, question: str) -> None:
    assert unnamed_subject(question, idf) is None


def test_an_abbreviation_the_question_spells_out_names_nothing_new(idf: T.Idf) -> None:
    spelled = "diagnosed with chronic kidney disease last year, are admissions for ckd covered?"
    assert abbreviates("ckd", T.words(spelled))
    assert not abbreviates("ckd", T.words("are admissions for ckd covered?"))
    assert abbreviates("lop", T.words("a loss of pay letter, then lop deducted?"))  # a small word skipped
    assert unnamed_subject(spelled, idf) is None and "ckd" not in A.unseen_words(spelled, idf)
    # unspelled, the same word still names a thing the wording never uses
    assert unnamed_subject("will they pay towards ckd kits?", idf) == "ckd"


def _src(key: str, text: str, rank: int) -> T.Source:
    return T.Source(key, key, key, 1, text, rank)


def test_a_clause_sharing_the_other_words_does_not_answer_an_unnamed_subject(idf: T.Idf) -> None:
    sources = [_src(f"c{i}", t, i + 1) for i, t in enumerate(WORDING)]
    asked = A.choose_sentences("Can the claim documents be submitted by telegram?", sources, idf)
    assert not asked.stated
    named = A.choose_sentences("Within how many days must claim documents be submitted?", sources, idf)
    assert named.stated and "30 days" in " ".join(c.sentence for c in named.choices)


def test_time_words_are_not_unseen_subjects(idf: T.Idf) -> None:
    assert A.unseen_words("paid weeks late, interest owed?", idf) == ["owed"]
    assert not A.mostly_unseen("paid my claim weeks late, am I owed any interest?", idf)


@pytest.mark.parametrize(
    "question",
    [
        "if i loose my job will the policy pay my premium?",
        "I was laid off. Will the insurer pay my renewal premium?",
        "got fired last month, can the premium wait?",
        "If I am unemployed next year, is the premium paid?",
    ],
)
def test_losing_work_said_another_way_is_out_of_scope(question: str) -> None:
    assert out_of_scope_reason(question) == "other_insurance"


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("My wallet got stolen in the ward - will the policy cover it?", "other_insurance"),
        ("Is water damage to our flat after heavy rain covered?", "other_insurance"),
        ("how many cashless hospitals do you have in Indore?", "company_statistics"),
        ("How many Sunrise Health network hospitals are there in Nagpur?", "company_statistics"),
    ],
)
def test_property_losses_and_the_size_of_the_network_are_out_of_scope(question: str, reason: str) -> None:
    assert out_of_scope_reason(question) == reason


def test_damage_and_hospital_counts_in_health_questions_stay_in_scope() -> None:
    assert out_of_scope_reason("Is nerve damage to my hand after the accident covered?") is None
    assert out_of_scope_reason("How many days in hospital does the policy pay for?") is None
    assert out_of_scope_reason("How many days before admission in a network hospital must I inform?") is None


def test_fire_and_work_words_of_health_questions_stay_in_scope() -> None:
    assert out_of_scope_reason("Are burns from a fire at work covered?") is None
    assert out_of_scope_reason("Is treatment after an injury at my workplace covered?") is None


def test_asking_when_an_undisclosed_fact_can_no_longer_refuse_a_claim_names_the_moratorium() -> None:
    from clausetrail.domain.thesaurus import concepts_in

    asked = "after how long can they no longer reject my claim for something I did not disclose?"
    assert "moratorium" in [c.name for c in concepts_in(asked)]
    assert "moratorium" not in [
        c.name for c in concepts_in("Can they reject my claim for a cosmetic surgery?")
    ]


def test_a_question_naming_only_words_the_wording_never_uses_names_nothing_it_uses(idf: T.Idf) -> None:
    assert names_nothing_it_uses("Can I get a rebate because I dont drink?", idf)
    assert not names_nothing_it_uses("Can I get a refund of premium because I dont drink?", idf)
    assert not names_nothing_it_uses("what about it?", idf)  # nothing named: a clarifying question helps


def test_the_insurers_time_on_a_claim_is_not_answered_by_the_policyholders_deadline() -> None:
    deadline = _src(
        "c1", "Claim documents for reimbursement must be submitted within 30 days of discharge.", 1
    )
    settle = _src(
        "c2", "The Company shall settle the reimbursement claim within 15 days of the last document.", 2
    )
    idf = T.Idf.of([deadline.text, settle.text, *WORDING])
    asked = "Once I send the documents, in how many days will they settle my reimbursement claim?"
    assert not A.choose_sentences(asked, [deadline], idf).stated
    both = A.choose_sentences(asked, [deadline, settle], idf)
    assert both.stated and "15 days" in " ".join(c.sentence for c in both.choices)
    mine = A.choose_sentences(
        "Within how many days must reimbursement documents be submitted?", [deadline], idf
    )
    assert mine.stated and "30 days" in " ".join(c.sentence for c in mine.choices)


def test_a_thing_asked_back_must_be_named_by_the_answer(idf: T.Idf) -> None:
    from clausetrail.domain.answer_subject import returned_thing
    from clausetrail.services.answer_compose import OfflineComposer, PartContext

    assert returned_thing("If I never claim, do I get my premiums returned?", idf) == "premiums"
    assert returned_thing("No claims for years - do I get back the premium I paid?", idf) == "premium"
    assert returned_thing("do I get the wallet back?", idf) is None  # a word the wording never uses
    free_look = _src(
        "c1", "On cancellation within 15 days of receiving it you may return the policy back.", 1
    )
    refund = _src(
        "c2", "The premium is refunded on cancellation after deducting the charges for the cover given.", 2
    )
    local = T.Idf.of([free_look.text, refund.text, *WORDING])
    composer = OfflineComposer()
    asked = "On cancellation, do I get the premium back?"
    assert not composer.compose([PartContext(asked, (free_look,))], local).parts[0].stated
    assert composer.compose([PartContext(asked, (free_look, refund))], local).parts[0].stated


def test_the_policyholders_deadline_is_not_answered_by_the_insurers_time() -> None:
    decide = _src(
        "c1", "The Company shall decide the reimbursement claim within 15 days of submission of documents.", 1
    )
    idf = T.Idf.of([decide.text, *WORDING])
    mine = "Within how many days after discharge must I submit my reimbursement claim documents?"
    assert not A.choose_sentences(mine, [decide], idf).stated
    theirs = "In how many days will the company decide my reimbursement claim?"
    assert A.choose_sentences(theirs, [decide], idf).stated


def test_a_premium_discount_asked_must_be_named_by_the_answer() -> None:
    from clausetrail.domain.answer_subject import asked_perk
    from clausetrail.services.answer_compose import OfflineComposer, PartContext

    assert asked_perk("do we get any rebate if both of us buy together?") == "rebate"
    assert asked_perk("what does the policy pay for a two year old's vaccination?") is None
    tenure = T.Source(
        "t", "t", "4.2", 1, "The policy may be issued for a tenure of one, two or three years.", 1
    )
    idf = T.Idf.of([tenure.text, "Room rent is paid per day.", "The grace period is 30 days."])
    question = "is there a discount if I take the policy for three years?"
    composed = OfflineComposer().compose([PartContext(question, (tenure,))], idf)
    assert composed.parts[0].stated is False
    named = T.Source("d", "d", "4.3", 1, "A discount of 7.5% applies to a policy of a three years tenure.", 1)
    idf2 = T.Idf.of([named.text, tenure.text, "Room rent is paid per day."])
    assert OfflineComposer().compose([PartContext(question, (named, tenure))], idf2).parts[0].stated is True
