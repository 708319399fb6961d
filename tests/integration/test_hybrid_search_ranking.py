"""Full-text ranking of the hybrid search (SPEC §2 step 4): BM25 with the version's own document frequencies."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import psycopg
import pytest

from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.db.policy_repo import ClauseRow, PolicyRepository, TextRanking

DIM = 384


def _clause(version: str, ordinal: int, text: str) -> ClauseRow:
    return ClauseRow(
        clause_id=f"{version}-c{ordinal}",
        ordinal=ordinal,
        section_path=("Section",),
        clause_no=None,
        section_type="other",
        chunk_type="prose",
        text=text,
        text_hash=f"h{ordinal}",
        exclusion_code=None,
        contains_amounts=False,
        contains_durations=False,
        cross_references=(),
        defined_terms=(),
        defines_term=None,
        page_start=1 + ordinal,
        page_end=1 + ordinal,
        token_count=len(text.split()),
    )


@pytest.fixture
def repo(database_url: str) -> Iterator[PolicyRepository]:
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute("INSERT INTO policies VALUES ('p', 'o', 'Insurer', 'UIN0', NULL, now())")
        for v in ("va", "vb"):
            conn.execute(
                """INSERT INTO policy_versions (version_id, policy_id, effective_from, status, document_uri,
                       document_sha256, document_bytes, idempotency_key)
                   VALUES (%s, 'p', '2024-01-01', 'ready', 'x', 'x', 1, %s)""",
                (v, v),
            )
    db = Database(database_url, embedding_dimension=DIM)
    yield PolicyRepository(db)
    db.close()


def _load(repo: PolicyRepository, version: str, texts: list[str]) -> None:
    rows = [_clause(version, i, t) for i, t in enumerate(texts)]
    repo.insert_clauses(version, rows)
    same = np.ones(DIM, dtype=np.float32) / np.sqrt(DIM)  # one vector for all: only full text differs
    repo.set_embeddings({r.clause_id: same for r in rows})


def _first_by_text(
    repo: PolicyRepository,
    version: str,
    question: str,
    *,
    expansion: str = "",
    weight: float = 0.5,
    ranking: TextRanking = "bm25",
) -> str:
    hits = repo.hybrid_search(
        version,
        np.ones(DIM, dtype=np.float32) / np.sqrt(DIM),
        question,
        expansion_text=expansion,
        expansion_weight=weight,
        text_ranking=ranking,
        k=20,
        candidates=20,
        rrf_k=10,
    )
    assert all(h.clause.clause_id.startswith(f"{version}-") for h in hits)
    return next(h.clause.text for h in hits if h.text_rank == 1)


COMMON = "The policy schedule of the insured person under the policy states the policy of the insured."
FILLER = [
    "The insured person must renew the policy before the policy period ends.",
    "This policy covers the insured person named in the policy schedule.",
    "The policy schedule shows the sum insured of each insured person.",
]
RARE = "Cataract surgery is paid up to Rs 40,000 per eye."


def test_a_rare_word_outranks_words_that_every_clause_of_the_wording_repeats(repo: PolicyRepository) -> None:
    _load(repo, "va", [COMMON, *FILLER, RARE])
    question = "Is the cataract of the insured person paid under my policy?"
    assert _first_by_text(repo, "va", question) == RARE
    # the earlier ranking counted every lexeme alike: the clause repeating "policy" and "insured" won
    assert _first_by_text(repo, "va", question, ranking="cover_density") == COMMON


def test_document_frequencies_are_those_of_the_searched_version(repo: PolicyRepository) -> None:
    # in version b "cataract" is in every clause and "lens" in one: there the lens clause is the rare one
    _load(repo, "va", [COMMON, *FILLER, RARE])
    lens = "Cataract: the cost of the intraocular lens is paid for cataract."
    _load(repo, "vb", [f"Cataract {t}" for t in FILLER] + [lens])
    assert _first_by_text(repo, "vb", "cataract lens") == lens
    assert _first_by_text(repo, "va", "cataract lens") == RARE


def test_a_thesaurus_term_counts_less_than_the_questions_own_word(repo: PolicyRepository) -> None:
    by_synonym = "Transport charges to the hospital are paid."
    by_word = "Ambulance charges to the hospital are paid."
    _load(repo, "va", [by_synonym, by_word, *FILLER])
    assert _first_by_text(repo, "va", "ambulance", expansion="transport") == by_word
    # at full weight the two tie and the earlier clause comes first
    assert _first_by_text(repo, "va", "ambulance", expansion="transport", weight=1.0) == by_synonym


def test_a_question_of_stop_words_only_finds_nothing_by_text(repo: PolicyRepository) -> None:
    _load(repo, "va", [COMMON, RARE])
    hits = repo.hybrid_search(
        "va", np.ones(DIM, dtype=np.float32) / np.sqrt(DIM), "is it the", k=4, candidates=20, rrf_k=10
    )
    assert hits and all(h.text_rank is None for h in hits)


def test_an_unknown_text_ranking_is_refused(repo: PolicyRepository) -> None:
    with pytest.raises(ValueError, match="text ranking"):
        repo.hybrid_search(
            "va",
            np.zeros(DIM, dtype=np.float32),
            "x",
            k=1,
            candidates=1,
            rrf_k=10,
            text_ranking="tfidf",  # type: ignore[arg-type]
        )
