"""Misspelt question words read as the wording's domain words before retrieval (issue 10). No database."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import clausetrail.services.search as S
from clausetrail.domain.typos import Vocabulary, correct_typos

WORDING = (
    "Cataract surgery is covered after 24 months. Maternity expenses are paid after 36 months.",
    "Reimbursement claims need the original bills. Hospitalisation means admission for 24 hours.",
    "Hospital cash is paid per day. The proposal form states the declared conditions.",
)


def test_a_misspelt_domain_word_becomes_the_wordings_word() -> None:
    v = Vocabulary.of(WORDING)
    fixed = correct_typos("is catract surgery and matarnity covered, and my reimbursment?", v)
    assert fixed == "is cataract surgery and maternity covered, and my reimbursement?"


def test_a_spelling_variant_takes_the_wordings_spelling() -> None:
    v = Vocabulary.of(WORDING)
    assert correct_typos("hospitalization for two days", v) == "hospitalisation for two days"


def test_everyday_words_near_a_wording_word_are_left_alone() -> None:
    v = Vocabulary.of(WORDING)
    # "crash" is one edit from "cash", "started" from "stated": real words, not typos
    question = "after the crash, which started the claim, is dengue covered?"
    assert correct_typos(question, v) == question


def test_a_word_with_no_near_domain_word_is_kept() -> None:
    v = Vocabulary.of(WORDING)
    assert correct_typos("is physiotherapy covered?", v) == "is physiotherapy covered?"


def test_only_a_persons_question_is_corrected_in_search(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []

    class Policies:
        def clauses(self, version_id: str) -> list[object]:
            return [SimpleNamespace(clause_id=f"c{i}", text=t) for i, t in enumerate(WORDING)]

        def hybrid_search(self, version_id: str, vector: object, text: str, **_: object) -> list[object]:
            seen.append(text)
            return []

    monkeypatch.setattr(S, "_CLAUSES", type(S._CLAUSES)())
    monkeypatch.setattr(S, "_VOCABULARY", type(S._VOCABULARY)())
    monkeypatch.setattr(S, "_WINDOWS", type(S._WINDOWS)())
    rt = SimpleNamespace(
        policies=Policies(),
        embedder=SimpleNamespace(embed_query=lambda text: [0.0]),
        settings=SimpleNamespace(search_candidates=10, rrf_k=10),
    )
    S.search_version(rt, "v1", "is catract covered?", require_ready=False, with_links=False)  # type: ignore[arg-type]
    S.search_version(  # type: ignore[arg-type]
        rt, "v1", "is catract covered?", require_ready=False, with_links=False, people_words=True
    )
    assert seen == ["is catract covered?", "is cataract covered?"]
