"""Best-window scoring inside clauses (`domain.windows`) and its fusion into search (`services.search`), on
hand-made clauses written from general clause shapes."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import clausetrail.services.search as S
from clausetrail.domain.rerank import _bm25, tokens
from clausetrail.domain.windows import WindowIndex, fuse, window_query, windows

FILLER = [
    "The Company shall indemnify the Medical Expenses incurred by the Insured Person",
    "for Hospitalisation during the Policy Period, up to the Sum Insured, for:",
    "a. Room, boarding and nursing expenses as provided by the Hospital",
    "b. Intensive care unit charges, surgeon and anaesthetist fees",
    "c. Anaesthesia, blood, oxygen, operation theatre charges and surgical appliances",
    "d. Medicines and drugs, diagnostic procedures and costs of prosthetic devices",
    "e. Dialysis, chemotherapy and radiotherapy in the course of Hospitalisation",
    "f. Pacemaker, stents and other devices implanted during a surgical procedure",
]
LONG = "\n".join([*FILLER[:4], "g. Road ambulance | amount paid up to Rs. 3,000 a year", *FILLER[4:]])
SHORT = "A road ambulance is covered as stated in the Policy Schedule for the Insured Person."
OTHERS = [
    f"{i}. Medical Expenses for Hospitalisation of the Insured Person are paid as stated." for i in range(6)
]


def test_windows_are_runs_of_lines_of_at_least_the_minimum_length() -> None:
    text = "\n".join(["one two three", "", "four five", "six seven eight nine", "ten"])
    assert windows(text, min_chars=20) == [
        "one two three four five",
        "four five six seven eight nine",
        "six seven eight nine",
        "six seven eight nine ten",  # the tail "ten" grown backwards
    ]
    assert windows("a short clause", min_chars=200) == ["a short clause"]
    assert windows(" \n ") == []


def test_a_long_clause_whose_one_line_answers_outranks_a_short_clause_by_its_best_window() -> None:
    clauses = [("long", LONG), ("short", SHORT), *((f"o{i}", t) for i, t in enumerate(OTHERS))]
    query = window_query("up to what amount is a road ambulance paid?", "", 0.5)
    # over the whole clause, length normalisation buries the long clause's one matching line
    whole = _bm25(query, [tokens(t) for _, t in clauses])
    assert whole[1] > whole[0]
    ranking = WindowIndex.of(clauses, min_chars=80).rank(query)
    assert [key for key, _ in ranking[:2]] == ["long", "short"]


def test_thesaurus_terms_count_less_than_the_questions_own_words() -> None:
    query = window_query("does the plan pay for care at home?", "domiciliary", 0.5)
    assert query["home"] == 1.0 and query["domiciliary"] == 0.5 and "does" not in query


def test_fusion_adds_the_window_share_and_lets_a_missed_clause_in() -> None:
    first = [("a", 0.10), ("b", 0.09), ("c", 0.05)]
    order = fuse(first, [("c", 9.0), ("z", 8.0)], weight=1.0, rrf_k=10, depth=20)
    assert order == ["c", "a", "b", "z"]  # c: 0.05 + 1/11; z enters with 1/12 only
    assert fuse(first, [("c", 9.0)], weight=1.0, rrf_k=10, depth=0) == ["a", "b", "c"]


def test_search_fuses_the_best_window_ranking(monkeypatch: pytest.MonkeyPatch) -> None:
    def row(cid: str, text: str) -> SimpleNamespace:
        return SimpleNamespace(clause_id=cid, text=text, linked_clause_ids=())

    rows = [row("long", LONG), row("short", SHORT), *(row(f"o{i}", t) for i, t in enumerate(OTHERS))]
    by_id = {r.clause_id: r for r in rows}

    class Policies:
        def clauses(self, version_id: str) -> list[SimpleNamespace]:
            return rows

        def hybrid_search(self, version_id: str, vector: object, text: str, **_: object) -> list[object]:
            # the first stage misses the long clause altogether
            return [S.SearchHit(by_id[c], 1 / (10 + r), r, r, None) for r, c in enumerate(["o0", "short"], 1)]  # type: ignore[arg-type]

    for cache in ("_CLAUSES", "_VOCABULARY", "_WINDOWS"):
        monkeypatch.setattr(S, cache, type(getattr(S, cache))())
    rt = SimpleNamespace(
        policies=Policies(),
        embedder=SimpleNamespace(embed_query=lambda text: [0.0]),
        settings=SimpleNamespace(search_candidates=10, rrf_k=10),
    )
    question = "up to what amount is a road ambulance paid?"
    found = S.search_version(rt, "v1", question, k=3, require_ready=False, with_links=False)  # type: ignore[arg-type]
    assert "long" in [h.clause.clause_id for h in found.hits]
    monkeypatch.setattr(S, "WINDOW_WEIGHT", 0.0)
    found = S.search_version(rt, "v1", question, k=3, require_ready=False, with_links=False)  # type: ignore[arg-type]
    assert [h.clause.clause_id for h in found.hits] == ["o0", "short"]


def test_a_window_stating_the_quantity_asked_for_rises() -> None:
    clauses = [
        ("rule", "Domiciliary hospitalisation is payable when a doctor prescribes treatment at home for it."),
        ("limit", "Domiciliary hospitalisation is payable up to 10% of the Sum Insured in a policy year."),
        *((f"o{i}", t) for i, t in enumerate(OTHERS)),
    ]
    index = WindowIndex.of(clauses)
    query = window_query("is domiciliary hospitalisation payable?", "", 0.5)
    plain = dict(index.rank(query, wants_amounts=True, quantity_bonus=0.0))
    raised = dict(index.rank(query, wants_amounts=True, quantity_bonus=1.0))
    assert raised["rule"] == pytest.approx(plain["rule"])  # states no amount
    # half the bonus: amounts were asked for, periods were not
    assert raised["limit"] == pytest.approx(1.5 * plain["limit"])
    assert next(k for k, _ in index.rank(query, wants_amounts=True, quantity_bonus=1.0)) == "limit"
    # no quantity asked: the bonus does nothing
    assert dict(index.rank(query, quantity_bonus=1.0)) == pytest.approx(plain)
