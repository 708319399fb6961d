"""Scoring rules of the questions eval (SPEC §9): clause hits by the labelled quote, parts and insurers."""

from __future__ import annotations

from clausetrail.eval.questions_eval import (
    PolicyResult,
    QuestionResult,
    QuestionsEval,
    clause_hit,
    figures,
    first_clause_rank,
    first_relevant_rank,
)

QUOTE = "expenses shall be excluded until the expiry of 36 months of continuous coverage after the date of inception"


def test_a_chunk_holding_the_quote_is_a_clause_hit_whatever_its_layout() -> None:
    chunk = (
        "4.1 Pre-Existing Diseases (Code-Excl01)\na) Expenses related to the treatment of a PED and its direct "
        "complications SHALL be excluded until the\nexpiry of 36 months of continuous   coverage after the date of "
        "inception of the first policy."
    )
    assert clause_hit(chunk, QUOTE)


def test_a_quote_cut_by_a_chunk_boundary_still_hits_on_a_long_run() -> None:
    first_half = (
        "a) Expenses related to the treatment shall be excluded until the expiry of 36 months of continuous"
    )
    assert clause_hit(first_half, QUOTE)  # 12 of 17 words in one run


def test_the_same_words_scattered_are_not_a_hit() -> None:
    scattered = (
        "The date of inception is in the schedule. Continuous coverage means no break. Expenses after expiry "
        "of the policy shall be excluded. 36 months is the moratorium."
    )
    assert not clause_hit(scattered, QUOTE)
    assert not clause_hit("anything", "")


def test_a_different_number_is_not_the_clause() -> None:
    # the number breaks the run: 9 of 17 words on either side of it, under the 60 % needed
    assert not clause_hit(QUOTE.replace("36 months", "48 months"), QUOTE)
    assert not clause_hit("excluded until the expiry of 48 months", "excluded until the expiry of 36 months")


def test_ranks() -> None:
    assert first_relevant_rank([(1, 2), (9, 10)], [10]) == 2
    assert first_relevant_rank([(1, 2)], [5]) is None
    assert (
        first_clause_rank(["no", "the expiry of 36 months of continuous coverage"], "expiry of 36 months")
        == 2
    )
    assert first_clause_rank(["text"], None) is None


def q(qid: str, hit: int | None, clause: int | None, quote: str | None = "a quote") -> QuestionResult:
    return QuestionResult(
        id=qid,
        question="?",
        expected_pages=[1],
        retrieved_pages=[],
        hit_rank=hit,
        latency_ms=1.0,
        quote=quote,
        clause_rank=clause,
        fused_hit_rank=None,
        fused_clause_rank=None,
        reranked_hit_rank=hit,
        reranked_clause_rank=clause,
    )


def test_figures_count_clause_recall_over_quoted_questions_only() -> None:
    f = figures([q("a", 1, 1), q("b", 5, None), q("c", 2, None, quote=None)], k=4)
    assert f.questions == 3 and f.quoted == 2
    assert f.recall_at_k == 2 / 3
    assert f.clause_recall_at_k == 1 / 2
    assert f.mrr == (1 + 1 / 5 + 1 / 2) / 3
    assert f.fused_recall_at_k == 0.0
    assert f.reranked_recall_at_k == 2 / 3 and f.reranked_clause_recall_at_k == 1 / 2


def test_report_has_overall_keys_parts_test_first_and_insurers() -> None:
    policies = [
        PolicyResult("A_x.json", "A_x.pdf", "v1", part="dev", insurer="A", questions=[q("1", 1, 1)]),
        PolicyResult("B_y.json", "B_y.pdf", "v2", part="test", insurer="B", questions=[q("2", None, None)]),
    ]
    report = QuestionsEval(k=4, policies=policies, parts=("test", "dev")).to_json()
    assert report["recall_at_k"] == 0.5 and "mrr" in report and "clause_recall_at_k" in report
    assert list(report["parts"]) == ["test", "dev"]
    assert report["parts"]["test"]["recall_at_k"] == 0.0 and report["parts"]["dev"]["recall_at_k"] == 1.0
    assert set(report["insurers"]) == {"A", "B"}
    assert report["first_stage"]["recall_at_k"] == 0.0 and report["reranked"]["recall_at_k"] == 0.5
    one = QuestionsEval(k=4, policies=policies[:1]).to_json()
    assert (
        list(one["parts"]) == ["all"] and one["parts"]["all"]["questions"] == 0
    )  # part "all" holds no "dev"


def test_report_keeps_each_policys_per_question_ranks() -> None:
    policies = [
        PolicyResult("A_x.json", "A_x.pdf", "v1", part="dev", insurer="A", questions=[q("1", 3, None)]),
    ]
    entry = QuestionsEval(k=4, policies=policies).to_json()["policies"][0]
    assert [row["id"] for row in entry["questions"]] == ["1"]
    assert entry["questions"][0]["hit_rank"] == 3
    assert entry["question_count"] == 1 and entry["clause_recall_at_k"] == 0.0


def test_a_quote_given_as_a_list_of_pieces_hits_on_any_piece() -> None:
    chunks = ["room rent up to 1% of sum insured per day", "ICU up to 2% of sum insured per day"]
    assert first_clause_rank(chunks, ["ICU up to 2% of sum insured", "not in any chunk at all"]) == 2
    assert first_clause_rank(chunks, ["nothing here matches", "nor here"]) is None
    assert first_clause_rank(chunks, []) is None
