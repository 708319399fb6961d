"""What makes offline answers hold on wordings the project has not seen (issue 10): out-of-scope questions,
typos, figures completed from the clause that frames a list, counts that must be stated, the policy's own
names, definition questions, several-part questions. No database."""

from __future__ import annotations

import pytest

from clausetrail.adapters.db.policy_repo import ClauseRow
from clausetrail.domain import answer as A
from clausetrail.domain import answer_parts as P
from clausetrail.domain import answer_text as T
from clausetrail.domain.definitions import asked_term, defines
from clausetrail.domain.intent import IntentKind, classify, out_of_scope_reason
from clausetrail.services.answer_compose import OfflineComposer, PartContext
from clausetrail.services.questions import context_clauses
from tests.fixtures.clause_rows import clause_row


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("What is the insurer's claim settlement ratio?", "company_statistics"),
        ("How much premium will a 52-year-old pay for 10 lakh?", "premium_quote"),
        ("what will the premium be for me for a 5 lakh cover?", "premium_quote"),
        ("Will the policy pay for damage to my car after a collision?", "other_insurance"),
        ("Is my flat covered against fire?", "other_insurance"),
        ("Does it pay if my flight is cancelled?", "other_insurance"),
        ("Can I claim for my dog's surgery?", "other_insurance"),
        ("Will it pay my home loan EMI if I lose my job?", "other_insurance"),
        ("what would this plan cost for just my husband, 50, at 7 lakh?", "premium_quote"),
        ("what is the premium for the silver plan for a family of four?", "premium_quote"),
        ("the agent quoted 19k, is that the right premium?", "premium_quote"),
        ("is Lakeside Hospital in the insurer's cashless network?", "provider_lists"),
        ("which diagnostic labs in Indore are empanelled for the health check?", "provider_lists"),
        ("which TPA handles our claims in Assam?", "provider_lists"),
        ("which clinics in Nagpur are on the insurer's excluded providers list?", "provider_lists"),
        ("we live in Surat. which diagnostic centres there can we use for the check-up?", "provider_lists"),
        (
            "Is Apollo Hospital in Jubilee Hills, Hyderabad a network hospital under this policy?",
            "provider_lists",
        ),
        ("whats the premium for a 5 lakh cover for my wife (41)?", "premium_quote"),
    ],
)
def test_questions_no_health_wording_answers_are_out_of_scope(question: str, reason: str) -> None:
    assert out_of_scope_reason(question) == reason
    assert classify(question).kind is IntentKind.OUT_OF_SCOPE


@pytest.mark.parametrize(
    "question",
    [
        "How much premium is refunded if I cancel in the free look period?",
        "I was hurt in a car accident. Is my hospitalisation covered?",
        "Is treatment of a dog bite covered?",
        "Is there a discount on the premium for two-year policies?",
        "What is the waiting period for cataract surgery?",
        "what is the premium grace period for monthly payment?",
        "is treatment in a non-network hospital covered?",
        "how much would it cost me if I take a room above the limit?",
        "what does excluded provider mean in this policy?",
        "how much cheaper does the premium get if I choose a deductible?",
    ],
)
def test_ordinary_questions_are_in_scope(question: str) -> None:
    assert out_of_scope_reason(question) is None
    assert classify(question).kind is IntentKind.QUESTION


CLAUSES = (
    "Maternity expenses are covered after a waiting period of 24 months.",
    "Expenses related to the treatment of the listed conditions shall be excluded until the expiry of 24 "
    "months of continuous coverage.",
    "Room rent is payable up to 1% of the sum insured per day.",
    "The grace period for payment of the premium is thirty days.",
)


def test_a_misspelt_word_is_read_as_the_wordings_word() -> None:
    idf = T.Idf.of(CLAUSES)
    assert idf.resolve("matarnity") == T.stem("maternity")
    assert idf.seen("matarnity") and not idf.seen("veterinary")
    assert "matarnity" not in A.unseen_words("is matarnity covered", idf)
    assert T.coverage("matarnity waiting period", CLAUSES[0], idf) > A.STATED_THRESHOLD


def test_words_the_wording_never_uses_and_numbers_weigh_little_in_coverage() -> None:
    idf = T.Idf.of(CLAUSES)
    plain = T.coverage("maternity waiting period", CLAUSES[0], idf)
    told = T.coverage(
        "my daughter in law is eight months into maternity, the waiting period?", CLAUSES[0], idf
    )
    assert told > A.STATED_THRESHOLD and plain >= told


def _src(key: str, text: str, rank: int, kind: str = "clause", parent: str = "") -> T.Source:
    return T.Source(key, key, key, 1, text, rank, kind=kind, parent=parent)


def test_a_list_item_gets_the_waiting_period_of_the_clause_that_heads_the_list() -> None:
    heading = _src("c-head", CLAUSES[1] + " The listed conditions are:", 6, kind="context", parent="c-list")
    items = _src("c-list", "a. Hernia of all types\nb. Cataract\nc. Benign prostatic hypertrophy", 1)
    idf = T.Idf.of([heading.text, items.text, *CLAUSES[2:]])
    chosen = A.choose_sentences("Is hernia surgery covered?", [items, heading], idf, wants_durations=True)
    text = " ".join(c.sentence for c in chosen.choices)
    assert chosen.stated and "Hernia" in text and "24 months" in text
    without = A.choose_sentences("Is hernia surgery covered?", [items, heading], idf)
    assert "24 months" not in " ".join(c.sentence for c in without.choices)


def test_a_count_of_days_that_no_sentence_gives_is_not_stated() -> None:
    definition = _src(
        "c-def",
        "Pre-hospitalisation medical expenses means expenses incurred during the number of days preceding "
        "the hospitalisation stated in the schedule.",
        1,
    )
    idf = T.Idf.of([definition.text, *CLAUSES])
    asked = A.choose_sentences(
        "How many days of pre-hospitalisation expenses are covered?", [definition], idf
    )
    assert not asked.stated
    described = A.choose_sentences("What are pre-hospitalisation medical expenses?", [definition], idf)
    assert described.stated


def test_the_policys_own_names_are_not_the_subject() -> None:
    names = T.name_words("NivaBupa", "Health Shield 360 Retail")
    assert {"niva", "bupa", "retail"} <= names
    assert "health" not in names  # domain vocabulary stays
    assert T.without_names("Does Niva Bupa's Health Shield cover dialysis?", names).split() == [
        "Does",
        "Health",
        "cover",
        "dialysis?",
    ]


def test_definition_questions_name_their_term_and_find_the_defining_clause() -> None:
    assert asked_term("How does the policy define a 'Hospital'?") == "Hospital"
    assert asked_term("What is the meaning of moratorium period under this policy?") == "moratorium period"
    assert asked_term("What is the waiting period for cataract?") is None
    assert defines("2.22Hospital means any institution established for in-patient care", "Hospital")
    assert not defines(
        "Domiciliary hospitalisation means treatment at home instead of a hospital", "Hospital"
    )
    hospital = _src("c-h", "2.22 Hospital means any institution.\ni. has at least ten inpatient beds;", 2)
    other = _src("c-d", "Day care centre means any institution with a hospital nearby.", 1)
    composed = OfflineComposer().compose(
        [PartContext("How does the policy define a Hospital?", (other, hospital))], T.Idf.of([other.text])
    )
    part = composed.parts[0]
    assert part.stated and all(keys == ["c-h"] for _, keys in part.sentences)
    assert any("ten inpatient beds" in s for s, _ in part.sentences)


def test_a_later_part_takes_the_first_parts_subject() -> None:
    first = "After how long can we claim maternity?"
    assert "maternity" in P.standalone_part("how many times?", first)
    assert P.standalone_part("is there a limit on room rent?", first) == "is there a limit on room rent?"
    # "and how long ...?" is a new question, not "and for <subject>?"
    assert P.rewrite_followup("and how long can the trip be?", (P.Turn("user", first),)) == (
        "and how long can the trip be?"
    )
    # ... as is "and till when ...?" with a verb of its own; "and for ICU?" names a new subject
    assert P.rewrite_followup("and till when can we file the bills?", (P.Turn("user", first),)) == (
        "and till when can we file the bills?"
    )
    assert "ICU" in P.rewrite_followup("and for ICU?", (P.Turn("user", "what is the room rent limit?"),))


def _row(ordinal: int, clause_no: str, section: str = "Benefits", page: int = 3) -> ClauseRow:
    return clause_row(
        ordinal, f"clause {clause_no}", clause_no=clause_no, section_path=(section,), page=page, token_count=3
    )


def test_a_clause_is_framed_by_its_predecessor_and_the_clause_its_number_continues() -> None:
    rows = [_row(1, "12"), _row(2, "12(a)"), _row(3, "12(g)"), _row(4, "13", section="Exclusions", page=9)]
    framing = context_clauses(rows)
    assert [c.clause_id for c in framing["id3"]] == ["id2", "id1"]
    assert [c.clause_id for c in framing["id2"]] == ["id1"]
    assert "id4" not in framing  # another section, pages apart


def test_the_questions_eval_scores_only_a_named_part() -> None:
    from pathlib import Path

    from clausetrail.eval.questions_eval import evaluate_questions

    with pytest.raises(ValueError, match="part must be one of"):
        evaluate_questions(None, Path("golden/questions"), Path("."), part="holdout")  # type: ignore[arg-type]


@pytest.mark.parametrize("number", ["D.I.9.", "II.4.", "(vii)", "B.2."])
def test_a_clause_number_cut_off_its_heading_is_no_sentence_to_quote(number: str) -> None:
    text = (
        f"{number} Restoration of Sum Insured We will restore 100% of the Sum Insured once in a Policy Year."
    )
    got = T.sentences(text)
    assert got and all(s.strip() != number for s in got), got
    assert any("100%" in s for s in got)
    # a short sentence of words is still a sentence
    assert T.sentences("We pay in full. Yes it is paid.") == ["We pay in full.", "Yes it is paid."]


@pytest.mark.parametrize(
    ("part", "leans"),
    [
        ("i live in nagpur?", True),  # a statement, not a question
        ("we got the policy through the bank branch", True),
        ("what is their helpline number?", True),  # points back to what the first part named
        ("and is GST extra on that?", True),
        ("is cataract covered in the first year?", False),
        ("how many days of post-hospitalisation are paid?", False),
        ("by when do we send the pharmacy bills?", False),  # a question word inside the part
        ("upto how much?", False),
    ],
)
def test_a_later_part_leans_on_an_earlier_one_when_it_states_or_points_back(part: str, leans: bool) -> None:
    assert P.leans_on_earlier(part) is leans
