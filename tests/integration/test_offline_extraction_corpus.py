"""The offline extraction model on real policy wordings from the corpus.

Expected values are the hand-labelled golden terms (golden/policies/*.json, each checked against a verbatim
quote on its page), read here from those files, plus a few values read off the wordings themselves:
- ICICI Lombard Arogya Sanjeevani (13 pages): 4.1.i "Room Rent ... up to 2% of the sum insured subject to
  maximum of Rs.5000/- per day"; 4.1.ii ICU "up to 5% of sum insured subject to maximum of Rs.10,000/- per
  day"; 6.1 Excl01 "... until the expiry of 48 months ..."; 9.3 "Copayment of 5%".
- National Parivar Mediclaim Plus (25 pages): Table of Benefits (p.22) "Sum insured (SI) (as Floater) INR 6/ 7/
  8/ 9 /10 Lac INR 15/ 20 /25 Lac INR 30/ 40/ 50 Lac"; "Ambulance ... Up to INR 2,500"; 3.1.14 maternity
  "Delivery or termination within a Waiting Period of twenty-four (24) months"; codes Excl01-Excl16 only.
- Niva Bupa ReAssure 2.0 (32 pages): 4.2.1 "We don't limit your choice" (no room limit); the standard
  exclusions skip Excl07 and Excl14; maternity only as Excl18.
"""

from __future__ import annotations

import json
import re
import time
from functools import cache
from typing import Any

import pypdfium2 as pdfium
import pytest

from clausetrail.domain.terms import FIELD_REGISTRY, Limit, LimitKind
from clausetrail.eval.policy_compare import compare_field
from clausetrail.extraction import ClauseView, extract_policy, to_policy_terms
from clausetrail.extraction.clause_sources import clauses_from_chunks, clauses_from_page_texts
from clausetrail.extraction.doctext import normalise
from clausetrail.extraction.keyword_retriever import KeywordRetriever
from tests.conftest import REPO_ROOT, corpus_path

ICICI = "ICICILombard_Arogya-Sanjeevani_ICIHLIP20178V011920"
NATIONAL = "National_Parivar-Mediclaim-Plus_NICHLIP25039V032425"
NIVA = "NivaBupa_ReAssure-2.0_NBHHLIP26042V022526"

# fields whose golden value the offline model must reproduce on these three wordings
CHECKED_FIELDS = (
    "insurer_name",
    "uin",
    "room_rent_limit",
    "icu_limit",
    "copay",
    "initial_waiting_period_days",
    "ped_waiting_period_months",
    "specific_disease_waiting_period_months",
    "maternity_covered",
    "maternity_waiting_period_months",
    "pre_hospitalisation_days",
    "post_hospitalisation_days",
    "ambulance_limit",
    "exclusion_codes",
    "grace_period_days",
    "free_look_period_days",
)


@cache
def page_clauses(stem: str) -> tuple[ClauseView, ...]:
    pdf = pdfium.PdfDocument(str(corpus_path() / "policies" / f"{stem}.pdf"))
    try:
        return tuple(
            clauses_from_page_texts([pdf[i].get_textpage().get_text_range() for i in range(len(pdf))])
        )
    finally:
        pdf.close()


@cache
def extracted(stem: str) -> dict[str, Any]:
    clauses = list(page_clauses(stem))
    terms, _ = extract_policy(clauses, KeywordRetriever(clauses))
    return terms


def flat(text: str) -> str:
    return " ".join(normalise(text).split())


def golden(stem: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((REPO_ROOT / "golden" / "policies" / f"{stem}.json").read_text())
    return data


@pytest.mark.parametrize("stem", [ICICI, NATIONAL, NIVA])
@pytest.mark.parametrize("field", CHECKED_FIELDS)
def test_offline_terms_match_the_golden_labels(stem: str, field: str) -> None:
    result = compare_field(field, golden(stem)["fields"][field], extracted(stem).get(field))
    assert result.passed, (
        f"{stem} {field}: {result.reason} (got {result.actual!r}, expected {result.expected!r})"
    )


def test_icici_arogya_sanjeevani_values_read_off_the_wording() -> None:
    terms = to_policy_terms(extracted(ICICI))
    assert terms.value("room_rent_limit") == Limit(kind=LimitKind.PERCENT_SI_PER_DAY, value=2, cap_inr=5000)
    assert terms.value("ped_waiting_period_months") == 48
    assert terms.value("copay").percent == 5
    assert terms.value("exclusion_codes") == [f"Excl{n:02d}" for n in range(1, 19)]
    ped = terms.term("ped_waiting_period_months")
    assert ped is not None and ped.source == "anchor" and ped.page == 4


def test_national_table_of_benefits_and_maternity() -> None:
    terms = to_policy_terms(extracted(NATIONAL))
    assert terms.value("sum_insured_options") == [
        600000, 700000, 800000, 900000, 1000000, 1500000, 2000000, 2500000, 3000000, 4000000, 5000000
    ]  # fmt: skip
    ambulance = terms.term("ambulance_limit")
    assert ambulance is not None and ambulance.value == Limit(kind=LimitKind.AMOUNT, value=2500)
    assert ambulance.page == 22
    assert terms.value("maternity_covered") is True
    assert terms.value("maternity_waiting_period_months") == 24
    assert terms.value("exclusion_codes") == [f"Excl{n:02d}" for n in range(1, 17)]


def test_niva_reassure_no_room_limit_and_its_missing_codes() -> None:
    terms = to_policy_terms(extracted(NIVA))
    assert terms.value("room_rent_limit") == Limit(kind=LimitKind.NO_LIMIT)
    codes = terms.value("exclusion_codes")
    assert "Excl07" not in codes and "Excl14" not in codes and len(codes) == 16
    assert terms.value("maternity_covered") is False
    assert terms.value("maternity_waiting_period_months") is None


@pytest.mark.parametrize("stem", [ICICI, NATIONAL, NIVA])
def test_every_value_cites_a_clause_whose_text_holds_the_quote(stem: str) -> None:
    by_id = {c.clause_id: c for c in page_clauses(stem)}
    terms = extracted(stem)
    for name in FIELD_REGISTRY:
        entry = terms[name]
        assert entry["source"] in ("offline", "anchor"), name
        if entry["clause_id"] is None:
            continue  # a value resting on absence ("no organ donor cover anywhere") has no clause
        clause = by_id[entry["clause_id"]]
        assert entry["page"] == clause.page_start, name
        assert entry["quote"], name
        assert flat(entry["quote"]) in flat(clause.text), (name, entry["quote"])


def test_seven_passes_on_a_fifty_page_wording_take_seconds() -> None:
    stem = "AdityaBirla_Activ-One-Max_ADIHLIP24097V012324"  # 55 pages
    clauses = list(page_clauses(stem))
    started = time.perf_counter()
    terms, results = extract_policy(clauses, KeywordRetriever(clauses))
    elapsed = time.perf_counter() - started
    assert [r.pass_number for r in results] == [1, 2, 3, 4, 5, 6, 7]
    assert elapsed < 30.0, f"seven offline passes took {elapsed:.1f}s"
    assert terms["uin"]["value"] == "ADIHLIP24097V012324"
    assert all(r.meta.offline and r.meta.model_id == "offline-deterministic-v1" for r in results)


def test_the_extractor_reads_chunker_output_too() -> None:
    from clausetrail.adapters.ocr_local import LocalOcr
    from clausetrail.adapters.token_counter import count_tokens
    from clausetrail.domain.chunking import chunk_document
    from clausetrail.settings import Settings

    layout = LocalOcr(Settings()).analyze((corpus_path() / "policies" / f"{ICICI}.pdf").read_bytes())
    clauses = clauses_from_chunks(chunk_document(layout, count_tokens))
    terms, _ = extract_policy(clauses, KeywordRetriever(clauses))
    typed = to_policy_terms(terms)
    assert typed.value("room_rent_limit") == Limit(kind=LimitKind.PERCENT_SI_PER_DAY, value=2, cap_inr=5000)
    assert typed.value("icu_limit") == Limit(kind=LimitKind.PERCENT_SI_PER_DAY, value=5, cap_inr=10000)
    assert typed.value("ped_waiting_period_months") == 48
    assert typed.value("initial_waiting_period_days") == 30
    assert typed.value("free_look_period_days") == 15
    assert len(typed.value("exclusion_codes")) == 18
    ped = typed.term("ped_waiting_period_months")
    assert ped is not None and re.fullmatch(r"c\d+", ped.clause_id or "")
