"""The offline extraction model (SPEC §2.5): pass table, contexts, document text, the offline model, anchors,
merging. The field readers are tested in `test_offline_field_rules.py`; both use the clause texts of
`tests.fixtures.offline_clauses` (IRDAI standard wording of Excl01-Excl03)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from clausetrail.domain.terms import (
    FIELD_REGISTRY,
    Copay,
    Limit,
    LimitKind,
    PolicyTerms,
    TermSource,
    TermValue,
)
from clausetrail.extraction import (
    FIELD_PASS,
    OFFLINE_MODEL_ID,
    PASSES,
    ClauseView,
    ContextMode,
    OfflineExtractor,
    apply_anchors,
    build_pass_context,
    extract_policy,
    mark_pass_failed,
    merge_pass_result,
    pass_spec,
    to_policy_terms,
)
from clausetrail.extraction.clause_sources import clauses_from_page_texts
from clausetrail.extraction.doctext import DocText, normalise
from clausetrail.extraction.keyword_retriever import KeywordRetriever
from clausetrail.extraction.result import PassMeta, PassResult
from clausetrail.extraction.rules import benefit_limits
from clausetrail.ports.llm import ModelTier
from tests.fixtures.offline_clauses import INITIAL, PED, SPECIFIED, doc, val, views

# -- the pass table ---------------------------------------------------------------------------------------


def test_every_registry_field_belongs_to_exactly_one_pass() -> None:
    assigned = [name for spec in PASSES for name in spec.fields]
    assert sorted(assigned) == sorted(FIELD_REGISTRY)
    assert len(assigned) == len(set(assigned))
    assert [spec.number for spec in PASSES] == [1, 2, 3, 4, 5, 6, 7]
    assert FIELD_PASS["initial_waiting_period_days"] == 4 and FIELD_PASS["grace_period_days"] == 5


def test_pass_modes_tiers_and_queries_follow_the_spec() -> None:
    assert pass_spec(1).context is ContextMode.FIRST_PAGES_RAG
    assert {n for n in range(2, 6)} == {s.number for s in PASSES if s.context is ContextMode.RAG}
    assert {6, 7} == {s.number for s in PASSES if s.context is ContextMode.FULL_TEXT}
    assert {s.number for s in PASSES if s.tier is ModelTier.LARGE} == {3, 4, 6}
    for spec in PASSES:
        if spec.uses_retrieval:
            assert len(spec.queries) == 5
            assert all(3 <= len(q.split()) <= 6 for q in spec.queries), spec.queries
        else:
            assert spec.queries == ()
    with pytest.raises(ValueError, match="passes are 1-7"):
        pass_spec(8)


# -- contexts --------------------------------------------------------------------------------------------


def test_full_text_pass_reads_every_clause_in_order() -> None:
    clauses = views("a", "b", "c")
    context = build_pass_context(pass_spec(6), list(reversed(clauses)))
    assert [c.clause_id for c in context.clauses] == ["c0", "c1", "c2"]
    assert context.document == context.clauses and not context.used_retrieval


def test_rag_pass_uses_the_injected_retriever_plus_neighbours() -> None:
    clauses = views("intro", "room rent up to 1% of sum insured per day", "icu", "claims", "grace period")
    asked: list[tuple[list[str], int]] = []

    def retrieve(queries: list[str], k: int) -> list[ClauseView]:
        asked.append((queries, k))
        return [clauses[1]]

    context = build_pass_context(pass_spec(3), clauses, retrieve)
    assert asked == [(list(pass_spec(3).queries), pass_spec(3).retrieval_k)]
    assert [c.clause_id for c in context.clauses] == ["c0", "c1", "c2"]
    assert context.used_retrieval and len(context.document) == 5


def test_identity_pass_adds_the_first_pages_and_no_retriever_means_whole_document() -> None:
    clauses = views("cover page", "preamble", "body", "claims", pages=[1, 2, 3, 9])
    context = build_pass_context(pass_spec(1), clauses, lambda q, k: [clauses[3]], neighbours=0)
    assert [c.clause_id for c in context.clauses] == ["c0", "c1", "c3"]
    fallback = build_pass_context(pass_spec(2), clauses, None)
    assert len(fallback.clauses) == 4 and fallback.notes and not fallback.used_retrieval


def test_keyword_retriever_interleaves_the_queries() -> None:
    clauses = views("room rent per day", "grace period thirty days", "cataract per eye", "nothing here")
    got = KeywordRetriever(clauses).retrieve(["room rent", "cataract eye"], 2)
    assert [c.clause_id for c in got] == ["c0", "c2"]


# -- document text ---------------------------------------------------------------------------------------


def test_normalisation_reads_typography_and_keeps_quotes_verbatim() -> None:
    assert normalise("up to ` 25,000/ eye") == "up to ₹ 25,000/ eye"
    # Tata AIG's letter-spaced runs lose their word breaks but keep the numbers around them in one sentence
    assert normalise("for Pre-H o s p i t a l i z a t i o n c o n s u l t a t i o n s upto 60 days") == (
        "for Pre-Hospitalizationconsultations upto 60 days"
    )
    assert normalise("a b c") == "a b c"
    assert normalise("Code- ExcI02 and Excl0 1") == "Code- Excl02 and Excl01"
    text = DocText(views("Room   Rent\nup to 2% of the sum insured", "Next clause"))
    pos = text.text.index("2%")
    assert text.clause_at(pos).clause_id == "c0"
    assert text.quote(pos, pos + 2) == "Room Rent up to 2% of the sum insured"


def test_clauses_from_page_texts_split_at_clause_markers() -> None:
    pages = [
        "4.1 Pre-Existing Diseases\ntext of 4.1\n4.2 Specified disease\na. first item\nb. second",
        "5. Claims",
    ]
    clauses = clauses_from_page_texts(pages)
    assert [c.text.split("\n")[0] for c in clauses] == [
        "4.1 Pre-Existing Diseases",
        "4.2 Specified disease",
        "a. first item",
        "b. second",
        "5. Claims",
    ]
    assert [c.page_start for c in clauses] == [1, 1, 1, 1, 2]
    assert clauses[0].clause_no == "4.1"


# -- the offline model ------------------------------------------------------------------------------------

POLICY = [
    "UIN: ICIHLIP20178V011920 Arogya Sanjeevani Policy",
    "We/ Our/ Us means the ICICI Lombard General Insurance Company Limited",
    "i. Room Rent, Boarding, Nursing Expenses as provided by the Hospital up to 2% of the sum insured subject to "
    "maximum of Rs.5000/- per day.",
    PED,
    INITIAL,
    "7.15. Maternity Expenses (Code- Excl18): i) Medical treatment expenses traceable to childbirth",
    "The insured person shall be allowed free look period of fifteen days from date of receipt of the Policy.",
]


def test_offline_pass_labels_every_value_and_cites_its_clause() -> None:
    clauses = views(*POLICY)
    context = build_pass_context(pass_spec(4), clauses, KeywordRetriever(clauses))
    result = OfflineExtractor().run_pass(4, context)
    assert set(result.fields) == set(pass_spec(4).fields)
    assert result.meta.model_id == OFFLINE_MODEL_ID == "offline-deterministic-v1"
    assert result.meta.offline and result.meta.prompt_id == "offline" and result.meta.used_retrieval
    assert result.meta.context_tokens > 0
    assert all(t.source == "offline" for t in result.fields.values())
    ped = result.fields["ped_waiting_period_months"]
    assert ped.value == 36 and ped.clause_id == "c3" and ped.page == 4
    assert ped.quote is not None and "36" in ped.quote
    for name, term in result.fields.items():
        if term.value not in (None, False, []):
            assert term.clause_id and term.page, name


def test_offline_pass_rejects_a_context_for_another_pass() -> None:
    context = build_pass_context(pass_spec(6), views("x"))
    with pytest.raises(ValueError, match="pass 6, not pass 5"):
        OfflineExtractor().run_pass(5, context)


def test_retrieval_pass_falls_back_to_the_document_for_an_unanswered_field() -> None:
    clauses = views(
        "Grace Period of 30 days to maintain continuity of benefits.", "unrelated", "unrelated too"
    )
    context = build_pass_context(pass_spec(5), clauses, lambda queries, k: [clauses[2]], neighbours=0)
    assert [c.clause_id for c in context.clauses] == ["c2"]
    result = OfflineExtractor().run_pass(5, context)
    assert result.fields["grace_period_days"].value == 30
    assert result.fields["grace_period_days"].clause_id == "c0"
    assert "grace_period_days" in result.meta.document_fallback_fields


def test_a_default_read_on_retrieved_clauses_yields_to_the_same_value_read_from_the_whole_wording(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A pass that sees only retrieved clauses may read "no limit stated" at the fail-closed line where the whole
    wording's silence reads the same value above it (a clause out of its context looked like limit language):
    the whole wording decides; a different value read from the whole wording's silence does not replace it."""
    from clausetrail.extraction import offline
    from clausetrail.extraction.rules.common import Finding

    clauses = views("ICU charges are covered.", "unrelated", "Room rent up to the eligible limit.")
    context = build_pass_context(
        pass_spec(FIELD_PASS["icu_limit"]), clauses, lambda queries, k: [clauses[0]], neighbours=0
    )
    no_limit = {"kind": "no_limit", "value": None}

    def reading(whole_value: Any) -> Any:
        def rule(doc: DocText) -> Finding:
            if len(doc.clauses) == 1:  # the retrieved clause only
                return Finding(no_limit, 0, 3, 0.5, "no limit stated")
            return Finding.absent(whole_value, 0.6, "silent")

        return rule

    monkeypatch.setitem(offline.FIELD_RULES, "icu_limit", reading(no_limit))
    result = OfflineExtractor().run_pass(FIELD_PASS["icu_limit"], context)
    assert result.fields["icu_limit"].confidence == 0.6
    assert "icu_limit" in result.meta.document_fallback_fields
    monkeypatch.setitem(offline.FIELD_RULES, "icu_limit", reading({"kind": "percent_si_per_day", "value": 2}))
    result = OfflineExtractor().run_pass(FIELD_PASS["icu_limit"], context)
    assert result.fields["icu_limit"].confidence == 0.5
    assert "icu_limit" not in result.meta.document_fallback_fields


def test_extract_policy_runs_all_seven_passes_and_validates() -> None:
    clauses = views(*POLICY)
    terms, results = extract_policy(clauses, KeywordRetriever(clauses))
    assert [r.pass_number for r in results] == [1, 2, 3, 4, 5, 6, 7]
    typed = to_policy_terms(terms)
    assert typed.value("uin") == "ICIHLIP20178V011920"
    assert typed.value("insurer_name") == "ICICI Lombard General Insurance Company Limited"
    assert typed.value("room_rent_limit") == Limit(kind=LimitKind.PERCENT_SI_PER_DAY, value=2, cap_inr=5000)
    assert typed.value("copay") == Copay(percent=0)
    assert typed.value("maternity_covered") is False
    assert typed.value("free_look_period_days") == 15
    assert terms["extraction_meta"]["passes_completed"] == [1, 2, 3, 4, 5, 6, 7]
    assert terms["extraction_meta"]["offline"] is True
    assert "contacts" in results[0].extras and not results[1].extras


# -- anchors ---------------------------------------------------------------------------------------------


def model_term(value: Any, quote: str | None = None, source: TermSource = "model") -> TermValue[Any]:
    return TermValue[Any](value=value, source=source, confidence=0.9, quote=quote, clause_id="c9", page=3)


def test_anchors_override_a_wrong_model_value_from_the_verbatim_clause() -> None:
    clauses = views(PED, SPECIFIED, INITIAL)
    fields = {
        "ped_waiting_period_months": model_term(24),
        "initial_waiting_period_days": model_term(45),
        "exclusion_codes": model_term(["Excl01"]),
        "maternity_waiting_period_months": model_term(9),
    }
    anchored = apply_anchors(fields, clauses)
    assert anchored["ped_waiting_period_months"].value == 36
    assert anchored["ped_waiting_period_months"].source == "anchor"
    assert anchored["ped_waiting_period_months"].clause_id == "c0"
    assert anchored["initial_waiting_period_days"].value == 30
    assert anchored["exclusion_codes"].value == ["Excl01", "Excl02", "Excl03"]
    assert anchored["maternity_waiting_period_months"] == fields["maternity_waiting_period_months"]


def test_anchors_reread_durations_and_amounts_from_the_models_own_quote() -> None:
    clauses = views(
        "Delivery or termination within a Waiting\nPeriod of two years.",  # the quote spans a line break
        "Expenses incurred on road Ambulance subject to a maximum of Rs. 1 lakh per hospitalization.",
    )
    fields = {
        "maternity_waiting_period_months": model_term(2, quote="within a Waiting Period of two years"),
        "ambulance_limit": model_term(
            Limit(kind=LimitKind.AMOUNT, value=1),
            quote="subject to a maximum of Rs. 1 lakh per hospitalization",
        ),
        "post_hospitalisation_days": model_term(60, quote="a quote that is not in the wording, 90 days"),
    }
    anchored = apply_anchors(fields, clauses)
    assert anchored["maternity_waiting_period_months"].value == 24
    assert anchored["maternity_waiting_period_months"].source == "anchor"
    assert anchored["ambulance_limit"].value == Limit(kind=LimitKind.AMOUNT, value=100000)
    assert anchored["post_hospitalisation_days"].value == 60  # an unverifiable quote changes nothing


def test_uin_anchor_replaces_a_uin_the_wording_never_prints() -> None:
    clauses = views("UIN: SHAHLIP26045V042526 Arogya Sanjeevani Policy")
    kept = apply_anchors({"uin": model_term("SHAHLIP26045V042526")}, clauses)
    assert kept["uin"].source == "model"
    fixed = apply_anchors({"uin": model_term("SHAHLIP26045VO42526")}, clauses)
    assert fixed["uin"].value == "SHAHLIP26045V042526" and fixed["uin"].source == "anchor"


def test_anchors_respect_only_and_reject_unknown_fields() -> None:
    clauses = views(PED)
    anchored = apply_anchors({}, clauses, only=["ped_waiting_period_months"])
    assert anchored["ped_waiting_period_months"].value == 36
    assert apply_anchors({}, clauses, only=["grace_period_days"]) == {}
    with pytest.raises(ValueError, match="not a policy term"):
        apply_anchors({}, clauses, only=["premium"])


# -- merging ---------------------------------------------------------------------------------------------


def result_of(pass_number: int, fields: dict[str, Any], *, offline: bool = True) -> PassResult:
    meta = PassMeta(pass_number, "m", "p", "1", offline, 10, True, 1)
    return PassResult(pass_number, {k: model_term(v, source="offline") for k, v in fields.items()}, meta)


def test_merge_writes_only_the_fields_a_pass_owns() -> None:
    first = merge_pass_result({}, result_of(5, {"grace_period_days": 30, "ped_waiting_period_months": 12}))
    assert first.written == ("grace_period_days",) and first.ignored == ("ped_waiting_period_months",)
    later = merge_pass_result(
        first.terms, result_of(4, {"ped_waiting_period_months": 36, "grace_period_days": 15})
    )
    assert later.terms["grace_period_days"]["value"] == 30
    assert later.terms["ped_waiting_period_months"]["value"] == 36
    assert later.terms["extraction_meta"]["passes_completed"] == [4, 5]


def test_a_failed_pass_loses_nothing_and_a_rerun_replaces_its_own_fields() -> None:
    terms = merge_pass_result({}, result_of(4, {"ped_waiting_period_months": 36})).terms
    terms = mark_pass_failed(terms, 5)
    assert terms["ped_waiting_period_months"]["value"] == 36
    assert terms["extraction_meta"]["passes_failed"] == [5]
    terms = merge_pass_result(terms, result_of(5, {"grace_period_days": 30})).terms
    terms = merge_pass_result(terms, result_of(4, {"ped_waiting_period_months": 48}, offline=False)).terms
    meta = terms["extraction_meta"]
    assert meta["passes_failed"] == [] and meta["passes_completed"] == [4, 5]
    assert meta["offline_passes"] == [5]
    assert terms["ped_waiting_period_months"]["value"] == 48
    typed = to_policy_terms(terms)
    assert isinstance(typed, PolicyTerms) and typed.value("grace_period_days") == 30
    assert mark_pass_failed(terms, 4)["extraction_meta"]["passes_failed"] == []  # succeeded stays succeeded


def test_percent_values_keep_fractions() -> None:
    text = doc(
        "7. Road Ambulance Cover We will cover the costs incurred up to 0.5% of the Sum Insured subject to "
        "a maximum of Rs. 2500 per event."
    )
    assert val(benefit_limits.ambulance_limit(text)) == {
        "kind": "percent_si",
        "value": Decimal("0.5"),
        "cap_inr": 2500,
    }
