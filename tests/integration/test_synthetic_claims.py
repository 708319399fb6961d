"""Synthetic claim PDFs → local OCR → offline extraction, compared with the spec they were drawn from.

Every bill layout (tabular, itemised_grouped, compact) and both discharge-summary layouts (classic,
narrative) over all eight treatment scenarios; the extracted facts must equal the spec's: every amount,
date, the bill number, line-item count, categories and days, names and texts. One layout is also scanned
(image-only, read by RapidOCR); there only the confidences may differ (and whitespace inside names and
descriptions, which OCR drops). Plus: an instruction planted in both documents, a bill whose total does
not match its lines, determinism of the renderer, the folder writer, the LLM path's grounding on rendered
text, and a real policy wording from the corpus that must not be taken for a bill.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
import pytest

from clausetrail.adapters.ocr_local import LocalOcr
from clausetrail.adapters.prompt_store import load_prompt
from clausetrail.claim_extraction.llm import (
    LlmClaimFacts,
    LlmClaimFactsExtractor,
    LlmFieldSource,
    LlmLineItem,
)
from clausetrail.claim_extraction.offline import OfflineClaimFactsExtractor
from clausetrail.claim_extraction.outcome import ExtractionOutcome
from clausetrail.domain.claims.facts import CONTEXT_FIELDS, ClaimFacts, DocumentType, LineCategory, LineItem
from clausetrail.domain.claims.schedule import Member
from clausetrail.domain.layout import LayoutDocument, PageSource
from clausetrail.domain.money import format_inr
from clausetrail.ports.llm import LlmRequest, LlmResult
from clausetrail.synthetic.claim_spec import BillLine, ClaimDocumentSpec
from clausetrail.synthetic.generate import (
    INJECTED_INSTRUCTIONS,
    SCENARIO_NAMES,
    DocumentLayouts,
    random_claim_spec,
    write_claim_documents,
)
from clausetrail.synthetic.render import (
    BILL_LAYOUTS,
    DISCHARGE_LAYOUTS,
    BillLayout,
    DischargeLayout,
    render_bill,
    render_discharge_summary,
    render_scanned,
)
from clausetrail.synthetic.words import rupees_in_words

MEMBER = Member(
    member_id="M-1001", name=None, dob=date(1968, 5, 2), gender="male", covered_since=date(2021, 4, 1)
)
LOSS_DATE = date(2025, 9, 14)


@pytest.fixture(scope="module")
def ocr() -> LocalOcr:
    return LocalOcr()


def make_spec(seed: int, scenario: str, **options: Any) -> ClaimDocumentSpec:
    return random_claim_spec(
        random.Random(seed), policy_member=MEMBER, loss_date=LOSS_DATE, scenario=scenario, **options
    )


def read(
    ocr: LocalOcr,
    spec: ClaimDocumentSpec,
    bill: BillLayout,
    discharge: DischargeLayout,
    *,
    scan_bill: bool = False,
) -> tuple[ExtractionOutcome, list[tuple[str, LayoutDocument]]]:
    bill_pdf = render_bill(spec, bill)
    documents = [
        ("bill.pdf", ocr.analyze(render_scanned(bill_pdf) if scan_bill else bill_pdf)),
        ("discharge_summary.pdf", ocr.analyze(render_discharge_summary(spec, discharge))),
    ]
    return OfflineClaimFactsExtractor().extract(documents), documents


def _key(item: LineItem) -> tuple[str, int]:
    return (item.description, item.amount)


def assert_same_facts(got: ClaimFacts, expected: ClaimFacts, *, ordered: bool) -> None:
    for name in type(expected).model_fields:
        if name in ("sources", "line_items", *CONTEXT_FIELDS):
            continue  # the clinical narrative is context for the judge, read as it stands: not a fact to match
        assert getattr(got, name) == getattr(expected, name), name
    if ordered:
        assert got.line_items == expected.line_items
    else:  # the itemised bill prints lines by service group
        assert sorted(got.line_items, key=_key) == sorted(expected.line_items, key=_key)


CASES = [
    (seed, scenario, bill, DISCHARGE_LAYOUTS[(seed + i) % 2])
    for seed, scenario in enumerate(SCENARIO_NAMES)
    for i, bill in enumerate(BILL_LAYOUTS)
]


@pytest.mark.parametrize(("seed", "scenario", "bill", "discharge"), CASES)
def test_text_layer_claims_read_back_exactly(
    ocr: LocalOcr, seed: int, scenario: str, bill: BillLayout, discharge: DischargeLayout
) -> None:
    spec = make_spec(seed, scenario)
    out, documents = read(ocr, spec, bill, discharge)
    assert all(p.source is PageSource.TEXT_LAYER for _, d in documents for p in d.pages)
    assert_same_facts(out.facts, spec.expected_facts(), ordered=bill != "itemised_grouped")
    assert not out.amount_mismatch and out.line_items_total == spec.bill_total
    assert out.suspicious_text == ()
    # every fact has a source on page 1 of the document that owns it
    sources = out.facts.sources
    assert sources["bill_total"].document == "bill.pdf"
    assert sources["diagnosis"].document == "discharge_summary.pdf"
    assert all(f"line_items[{i}]" in sources for i in range(len(spec.line_items)))
    assert all(s.page == 1 for s in sources.values())
    assert out.lowest_confidence is not None and out.lowest_confidence >= 0.85


@pytest.fixture(scope="module")
def scanned_case(ocr: LocalOcr) -> tuple[ClaimDocumentSpec, ExtractionOutcome, ExtractionOutcome]:
    spec = make_spec(5, "angioplasty")  # CCU days, a stent, cath lab lines
    text, _ = read(ocr, spec, "compact", "classic")
    scanned, documents = read(ocr, spec, "compact", "classic", scan_bill=True)
    assert documents[0][1].pages[0].source is PageSource.OCR  # the bill really went through OCR
    return spec, text, scanned


def _squash(text: str | None) -> str:
    return re.sub(r"\s", "", text or "").lower()


def test_scanned_bill_reads_back_with_lower_confidence(
    scanned_case: tuple[ClaimDocumentSpec, ExtractionOutcome, ExtractionOutcome],
) -> None:
    spec, text, scanned = scanned_case
    expected, got = spec.expected_facts(), scanned.facts
    for name in (
        "member_id",
        "bill_number",
        "admission_date",
        "discharge_date",
        "bill_total",
        "room_rate_per_day",
        "icu_days",
        "diagnosis",
        "procedure",
        "is_accident",
        "documents_present",
    ):
        assert getattr(got, name) == getattr(expected, name), name
    assert _squash(got.patient_name) == _squash(expected.patient_name)
    assert _squash(got.room_category) == _squash(expected.room_category)
    assert len(got.line_items) == len(expected.line_items)
    for g, e in zip(got.line_items, expected.line_items, strict=True):
        assert (g.category, g.amount, g.days, g.eye) == (e.category, e.amount, e.days, e.eye)
        assert _squash(g.description) == _squash(e.description)
    assert not scanned.amount_mismatch
    assert scanned.documents[0].ocr_pages == 1
    assert text.lowest_confidence is not None and scanned.lowest_confidence is not None
    assert scanned.lowest_confidence < text.lowest_confidence
    assert scanned.facts.sources["bill_total"].confidence <= 0.9 < text.facts.sources["bill_total"].confidence


@pytest.mark.parametrize(("bill", "discharge"), [("tabular", "classic"), ("compact", "narrative")])
def test_instructions_in_the_documents_change_nothing(
    ocr: LocalOcr, bill: BillLayout, discharge: DischargeLayout
) -> None:
    planted = make_spec(2, "cataract", free_text=" ".join(INJECTED_INSTRUCTIONS))
    clean = planted.model_copy(update={"free_text": None})
    out_planted, _ = read(ocr, planted, bill, discharge)
    out_clean, _ = read(ocr, clean, bill, discharge)
    assert_same_facts(out_planted.facts, planted.expected_facts(), ordered=True)
    assert out_planted.facts.model_copy(update={"sources": {}}) == out_clean.facts.model_copy(
        update={"sources": {}}
    )
    assert out_planted.facts.bill_total == planted.bill_total != 500000
    seen = " ".join(s.text for s in out_planted.suspicious_text)
    assert "pre-approved" in seen and "pay in full" in seen
    assert {s.document for s in out_planted.suspicious_text} == {"bill.pdf", "discharge_summary.pdf"}


def test_total_that_does_not_match_the_lines_is_kept_as_printed(ocr: LocalOcr) -> None:
    spec = make_spec(3, "pneumonia", total_delta=60000)
    out, _ = read(ocr, spec, "tabular", "classic")
    assert out.facts.bill_total == spec.bill_total == spec.line_items_total + 60000
    assert out.facts.line_items == spec.expected_facts().line_items
    assert out.amount_mismatch and out.line_items_total == spec.line_items_total
    assert any("difference 60000" in w for w in out.warnings)


@pytest.mark.parametrize("bill", BILL_LAYOUTS)
def test_a_bill_running_over_two_pages(ocr: LocalOcr, bill: BillLayout) -> None:
    spec = make_spec(3, "pneumonia")
    doses = tuple(
        BillLine(
            description=f"Injection Ceftriaxone 1g - Dose {i}",
            category=LineCategory.PHARMACY,
            rate=350 + i,
            amount=350 + i,
        )
        for i in range(1, 41)
    )
    lines = spec.line_items + doses
    total = sum(line.amount for line in lines)
    assert spec.payment is not None
    spec = spec.model_copy(
        update={
            "line_items": lines,
            "bill_total": total,
            "payment": spec.payment.model_copy(update={"amount": total}),
        }
    )
    out, documents = read(ocr, spec, bill, "classic")
    assert documents[0][1].page_count == 2
    assert_same_facts(out.facts, spec.expected_facts(), ordered=bill != "itemised_grouped")
    assert {out.facts.sources[f"line_items[{i}]"].page for i in range(len(lines))} == {1, 2}


def test_rendering_is_deterministic() -> None:
    spec = make_spec(4, "femur_fracture")
    for bill_layout in BILL_LAYOUTS:
        assert render_bill(spec, bill_layout) == render_bill(spec, bill_layout)
    for discharge_layout in DISCHARGE_LAYOUTS:
        assert render_discharge_summary(spec, discharge_layout) == render_discharge_summary(
            spec, discharge_layout
        )
    bill = render_bill(spec, "tabular")
    assert render_scanned(bill) == render_scanned(bill)
    other = make_spec(5, "femur_fracture")
    assert render_bill(other, "tabular") != bill


def _text_chars(pdf: bytes) -> int:
    document = pdfium.PdfDocument(pdf)
    try:
        return sum(document[i].get_textpage().count_chars() for i in range(len(document)))
    finally:
        document.close()


def test_rendered_text_layer_uses_indian_amounts_and_the_rupee_sign() -> None:
    spec = make_spec(1, "appendicitis")
    document = pdfium.PdfDocument(render_bill(spec, "tabular"))
    text = document[0].get_textpage().get_text_range()
    document.close()
    assert spec.bill_total >= 100_000
    lakh_style = format_inr(spec.bill_total, symbol="") + ".00"  # 1,39,450.00
    assert re.fullmatch(r"\d{1,2},\d{2},\d{3}\.00", lakh_style)
    assert lakh_style in text
    assert "₹" in text and "GSTIN" in text and "ROHINI ID" in text and "Authorised Signatory" in text
    assert rupees_in_words(105800) == "Rupees One Lakh Five Thousand Eight Hundred Only"
    assert rupees_in_words(12_34_56_789) == (
        "Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only"
    )


def test_write_claim_documents(tmp_path: Path) -> None:
    spec = make_spec(6, "hysterectomy")
    paths = write_claim_documents(
        spec,
        tmp_path / "case",
        DocumentLayouts(bill="itemised_grouped", discharge_summary="narrative", scanned=frozenset({"bill"})),
    )
    assert [p.name for p in paths] == ["bill.pdf", "discharge_summary.pdf"]
    assert _text_chars(paths[0].read_bytes()) == 0  # image-only
    assert _text_chars(paths[1].read_bytes()) > 500
    saved = json.loads((tmp_path / "case" / "claim_spec.json").read_text(encoding="utf-8"))
    assert ClaimDocumentSpec.model_validate(saved) == spec


class _SpecModel:
    """A fake small model that answers exactly what the documents say (the spec), citing page 1."""

    def __init__(self, spec: ClaimDocumentSpec) -> None:
        self.spec = spec
        self.requests: list[LlmRequest[Any]] = []

    def complete(self, request: LlmRequest[Any]) -> LlmResult[Any]:
        self.requests.append(request)
        facts = self.spec.expected_facts()
        value = LlmClaimFacts(
            **facts.model_dump(
                include={
                    "patient_name",
                    "member_id",
                    "diagnosis",
                    "procedure",
                    "is_accident",
                    "admission_date",
                    "discharge_date",
                    "room_category",
                    "room_rate_per_day",
                    "icu_days",
                    "bill_number",
                    "bill_total",
                }
            ),
            line_items=[
                LlmLineItem(**item.model_dump(), document="bill.pdf", page=1) for item in facts.line_items
            ],
            documents_present=sorted(facts.documents_present),
            field_sources=[
                LlmFieldSource(field="diagnosis", document="discharge_summary.pdf", page=1),
                LlmFieldSource(field="bill_number", document="bill.pdf", page=1),
            ],
        )
        return LlmResult(
            value=request.output_schema.model_validate(value.model_dump(mode="json")),
            model_id="fake",
            prompt_id=request.prompt_id,
            prompt_version=request.prompt_version,
            input_tokens=1,
            output_tokens=1,
            stop_reason="end_turn",
            offline=True,
            latency_ms=1,
            tier=request.tier,
        )

    def estimate_input_tokens(self, request: LlmRequest[Any]) -> int:
        return 1


def test_llm_path_on_rendered_documents_is_grounded_and_never_sees_the_instruction(ocr: LocalOcr) -> None:
    spec = make_spec(0, "cataract", free_text=INJECTED_INSTRUCTIONS[0])
    documents: Sequence[tuple[str, LayoutDocument]] = [
        ("bill.pdf", ocr.analyze(render_bill(spec, "tabular"))),
        ("discharge_summary.pdf", ocr.analyze(render_discharge_summary(spec, "classic"))),
    ]
    model = _SpecModel(spec)
    out = LlmClaimFactsExtractor(model).extract(documents)
    prompt = load_prompt("extract_claim_facts")
    (request,) = model.requests
    assert (request.system, request.prompt_version) == (prompt.text, prompt.version)
    assert "pre-approved" not in request.messages[-1].content
    assert out.facts.model_copy(update={"sources": {}, "clinical_notes": None}) == spec.expected_facts()
    assert (
        out.facts.clinical_notes and "clinical_notes" in out.facts.sources
    )  # read by code, not asked of the model
    assert out.warnings == ()  # every value was found in the documents
    assert out.lowest_confidence is not None and out.lowest_confidence > 0.85
    assert any("pre-approved" in s.text for s in out.suspicious_text)


def test_a_policy_wording_is_not_taken_for_a_bill(corpus_dir: Path, ocr: LocalOcr) -> None:
    pdf = (corpus_dir / "policies" / "Star_Arogya-Sanjeevani_SHAHLIP26045V042526.pdf").read_bytes()
    layout = ocr.analyze_pages(pdf, pages=[1, 2, 3])
    out = OfflineClaimFactsExtractor().extract([("policy.pdf", layout)])
    assert out.facts.line_items == ()
    assert out.facts.bill_total is None and out.facts.bill_number is None
    assert DocumentType.BILL not in out.facts.documents_present
