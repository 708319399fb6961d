"""The lexical reranker over fused candidates, on hand-made candidates written from general clause shapes."""

from __future__ import annotations

from clausetrail.domain.query_hints import QueryHints, query_hints
from clausetrail.domain.rerank import Candidate, Weights, rerank, tokens


def cand(key: str, text: str, rank: int, section: str = "other", *, amounts: bool = False) -> Candidate:
    return Candidate(
        key=key,
        text=text,
        heading="",
        section_type=section,
        contains_amounts=amounts,
        contains_durations=False,
        fused_rank=rank,
    )


def order(question: str, candidates: list[Candidate], hints: QueryHints | None = None) -> list[str]:
    return [s.candidate.key for s in rerank(question, hints or query_hints(question), candidates)]


GENERIC = "The Company shall indemnify the Insured Person for Medical Expenses incurred on Hospitalisation."
COPAY = (
    "Co-payment: Each claim shall be subject to a co-payment of 20% of the admissible claim amount for an "
    "Insured Person aged above 60 years."
)
DEDUCTIBLE = (
    "Deductible: claims are payable only in excess of the aggregate deductible stated in the Schedule."
)


def test_the_clause_that_states_the_concept_rises_above_better_fused_ones() -> None:
    candidates = [cand("generic", GENERIC, 1), cand("deductible", DEDUCTIBLE, 2), cand("copay", COPAY, 3)]
    assert order("What co-pay applies to senior citizens?", candidates)[0] == "copay"


def test_everyday_wording_reaches_the_clause_through_the_thesaurus() -> None:
    candidates = [cand("generic", GENERIC, 1), cand("copay", COPAY, 2, "financial_limits", amounts=True)]
    assert order("What is my share of the bill?", candidates)[0] == "copay"


def test_question_words_count_more_than_added_synonyms() -> None:
    own = cand("own", "Cost sharing applies to every claim under this section.", 2)
    synonym = cand("synonym", "Co-share applies to every claim under this section.", 1)
    hints = QueryHints(section_types=(), wants_amounts=False, wants_durations=False, expansion="co-share")
    weights = Weights(fused=0.0, concept=0.0, section=0.0, numbers=0.0, phrase=0.0)
    ranked = rerank("cost sharing", hints, [synonym, own], weights=weights)
    assert [s.candidate.key for s in ranked] == ["own", "synonym"]


def test_ties_keep_the_fused_order_and_nothing_is_lost() -> None:
    candidates = [cand(f"c{i}", "Identical clause text.", i) for i in (3, 1, 2)]
    ranked = order("unrelated words", candidates)
    assert ranked == ["c1", "c2", "c3"]
    assert rerank("x", query_hints("x"), []) == []


def test_amount_and_section_features_follow_the_question() -> None:
    a = cand("a", "Ambulance charges are payable.", 1, "other")
    b = cand("b", "Ambulance charges are payable.", 2, "benefits", amounts=True)
    scored = {
        s.candidate.key: s
        for s in rerank(
            "How much is paid for an ambulance?", query_hints("How much is paid for an ambulance?"), [a, b]
        )
    }
    assert scored["b"].features["numbers"] > scored["a"].features["numbers"]
    assert scored["b"].features["section"] > scored["a"].features["section"]
    assert order("How much is paid for an ambulance?", [a, b])[0] == "b"


def test_tokens_fold_case_plurals_and_spelling() -> None:
    assert tokens("Hospitalisation Expenses") == tokens("hospitalization expense")
    assert "the" not in tokens("the waiting period")
