"""The independent layout generator (clausetrail.synthetic.layouts) and the layouts eval's comparison rules.

Truth is self-consistent (lines sum to the total, qty x rate = amount, days add up, dates in range), every
family renders and says what its truth says, the generator is deterministic for a seed, the families
really differ along the dimensions issue 7 names, and the eval's rules score a faithful reading as right
and a wrong one as wrong. Everything stays in memory (no files).
"""

from __future__ import annotations

from collections import Counter
from datetime import date
from typing import Any, cast

import pypdfium2 as pdfium
import pytest

from clausetrail.domain.claims.facts import ClaimFacts, LineCategory, LineItem
from clausetrail.eval.layouts_eval import (
    FIELDS,
    LayoutsEvalResult,
    SetResult,
    compare,
    evaluate_layouts,
    icu_rate_read,
    markdown_report,
    similar_text,
)
from clausetrail.ports.ocr import OcrPort
from clausetrail.synthetic.layouts import FAMILIES, ClaimTruth, LayoutFamily, generate_sets, render_set
from clausetrail.synthetic.layouts.bill import CARRY
from clausetrail.synthetic.layouts.content import generate_truth
from clausetrail.synthetic.layouts.styles import (
    AmountStyle,
    DateFormat,
    Grouping,
    PrefixOn,
    amount_in_words,
    format_amount,
    format_date,
)

TEXT_FAMILIES = [f for f in FAMILIES if not f.scanned]


def _text(pdf: bytes) -> str:
    doc = pdfium.PdfDocument(pdf)
    try:
        return "\n".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
    finally:
        doc.close()


def _pages(pdf: bytes) -> int:
    doc = pdfium.PdfDocument(pdf)
    try:
        return len(doc)
    finally:
        doc.close()


@pytest.mark.parametrize("family", FAMILIES, ids=lambda f: f.name)
def test_truth_is_self_consistent_and_dates_in_range(family: LayoutFamily) -> None:
    for index in range(12):
        truth = generate_truth(family, seed=11, index=index)
        assert truth.problems() == []
        assert sum(line.amount for line in truth.line_items) == truth.bill_total
        assert all(line.qty * line.rate == line.amount for line in truth.line_items)
        assert date(2024, 4, 1) <= truth.admission_date <= truth.discharge_date <= date(2026, 12, 31)
        assert (truth.discharge_date - truth.admission_date).days <= 8
        rooms = [line for line in truth.line_items if line.category == "room"]
        assert len(rooms) == 1 and rooms[0].rate == truth.room_rate_per_day
        icu = [line for line in truth.line_items if line.category == "icu"]
        assert [line.rate for line in icu] == ([truth.icu_rate_per_day] if truth.icu_days else [])
        if truth.icu_rate_per_day is not None:
            assert truth.icu_rate_per_day != truth.room_rate_per_day
        if family.force_icu and truth.stay_days >= 2:
            assert truth.icu_days >= 1


def test_problems_catches_a_broken_truth() -> None:
    truth = generate_truth(FAMILIES[0], seed=1, index=0)
    broken = truth.model_copy(update={"bill_total": truth.bill_total + 1})
    assert "line items do not sum to the bill total" in broken.problems()


@pytest.mark.parametrize("family", TEXT_FAMILIES, ids=lambda f: f.name)
def test_every_family_renders_what_its_truth_says(family: LayoutFamily) -> None:
    truth, docs = render_set(generate_truth(family, seed=3, index=1), family)
    assert set(truth.documents) == set(docs)
    assert all(pdf.startswith(b"%PDF") for pdf in docs.values())
    bill = _text(docs["bill.pdf"])
    summary = _text(docs["discharge_summary.pdf"])
    assert truth.bill_number in bill
    assert format_amount(truth.bill_total, family.amount, total=True) in bill
    for line in truth.line_items:
        assert format_amount(line.amount, family.amount) in bill
    assert truth.patient_name in bill and truth.patient_name in summary
    assert format_date(truth.admission_date, family.date_format) in summary
    assert format_date(truth.discharge_date, family.date_format) in summary
    assert " ".join(truth.diagnosis.split()) in " ".join(summary.split())
    if truth.procedure:
        assert truth.procedure in summary
    if truth.pharmacy_items:
        assert truth.pharmacy_bill_total is not None
        assert format_amount(truth.pharmacy_bill_total, family.amount, total=True) in _text(
            docs["pharmacy_bill.pdf"]
        )


def test_multipage_families_repeat_the_header_and_carry_the_total_forward() -> None:
    for family in FAMILIES:
        if family.rows_per_page is None:
            continue
        truth, docs = render_set(generate_truth(family, seed=5, index=0), family)
        assert len(truth.line_items) > family.rows_per_page
        assert _pages(docs["bill.pdf"]) >= 2
        text = _text(docs["bill.pdf"]).lower()
        assert text.count(family.headers["desc"].lower()) >= 2
        assert any(carried.lower() in text and brought.lower() in text for carried, brought in CARRY)


def test_rows_that_are_not_charges_are_printed_but_not_line_items() -> None:
    for family in (f for f in FAMILIES if f.receipts or f.words_total or f.extras):
        truth, docs = render_set(generate_truth(family, seed=8, index=3), family)
        bill = _text(docs["bill.pdf"])
        if family.words_total:
            assert amount_in_words(truth.bill_total) in " ".join(bill.split())
        if truth.advance_paid:
            assert format_amount(truth.advance_paid, family.amount, total=True) in bill
            assert (
                format_amount(
                    truth.bill_total - truth.discount - truth.advance_paid, family.amount, total=True
                )
                in bill
            )
        if truth.discount:
            assert format_amount(truth.discount, family.amount, total=True) in bill
        assert sum(line.amount for line in truth.line_items) == truth.bill_total


def test_amount_in_words_uses_lakh_and_crore() -> None:
    assert amount_in_words(123456) == "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six Only"
    assert amount_in_words(20000000) == "Rupees Two Crore Only"
    assert amount_in_words(1010) == "Rupees One Thousand Ten Only"


def test_summary_first_bills_print_the_heads_then_the_lines() -> None:
    for family in (f for f in FAMILIES if f.summary_first):
        truth, docs = render_set(generate_truth(family, seed=6, index=2), family)
        assert truth.summary_amounts and sum(truth.summary_amounts) == truth.bill_total
        assert len(truth.summary_amounts) < len(truth.line_items)
        doc = pdfium.PdfDocument(docs["bill.pdf"])
        try:
            first = doc[0].get_textpage().get_text_range()
            rest = "\n".join(doc[i].get_textpage().get_text_range() for i in range(1, len(doc)))
        finally:
            doc.close()
        assert all(format_amount(a, family.amount) in first for a in truth.summary_amounts)
        assert all(format_amount(li.amount, family.amount) in rest for li in truth.line_items)


def test_scanned_family_has_no_text_layer() -> None:
    family = next(f for f in FAMILIES if f.scanned)
    truth, docs = render_set(generate_truth(family, seed=2, index=0), family)
    assert truth.scanned
    assert all(_text(pdf).strip() == "" for pdf in docs.values())


def test_generation_is_deterministic_for_a_seed() -> None:
    family = next(f for f in FAMILIES if f.pharmacy_separate)
    a = render_set(generate_truth(family, seed=9, index=4), family)
    b = render_set(generate_truth(family, seed=9, index=4), family)
    c = render_set(generate_truth(family, seed=10, index=4), family)
    assert a == b
    assert a[0] != c[0]


def test_sets_are_spread_evenly_over_the_families() -> None:
    sets = generate_sets(2 * len(TEXT_FAMILIES), seed=1, scanned=False)
    assert Counter(family.name for _, family, _ in sets) == {f.name: 2 for f in TEXT_FAMILIES}


def test_families_differ_along_every_named_dimension() -> None:
    assert len(FAMILIES) >= 20
    assert len({f.name for f in FAMILIES}) == len(FAMILIES)
    assert len({f.font for f in FAMILIES}) >= 5 and len({f.size for f in FAMILIES}) >= 5
    assert len({f.columns for f in FAMILIES}) >= 6
    assert any(f.columns == ("desc", "amount") for f in FAMILIES)
    words = {w for f in FAMILIES for w in f.headers.values()}
    assert {"Particulars", "Description", "Service", "Item"} <= words
    assert {"Units", "Days", "Nos", "Tariff", "Unit Price", "Net", "Value", "Total (Rs.)"} <= words
    styles = [f.amount for f in FAMILIES]
    assert {s.grouping for s in styles} == set(Grouping)
    assert {s.paise for s in styles} == {True, False}
    assert {"₹", "Rs.", "INR"} <= {s.prefix for s in styles} and any(s.suffix == "/-" for s in styles)
    assert {f.ruling for f in FAMILIES} == {"grid", "rows", "none"}
    assert {f.date_format for f in FAMILIES} == set(DateFormat)
    assert {f.ds_heading for f in FAMILIES} == {"caps", "bold", "inline", "numbered", "narrative"}
    for flag in ("words_total", "receipts", "qty_units", "with_time", "insurer_block", "header_wrap"):
        assert any(getattr(f, flag) for f in FAMILIES), flag
    assert {"gst", "discount", "advance", "deposit"} <= {e for f in FAMILIES for e in f.extras}
    assert any(f.grouped for f in FAMILIES) and any(f.pharmacy_separate for f in FAMILIES)
    assert any(f.rows_per_page for f in FAMILIES) and any(f.tariff_lines and f.force_icu for f in FAMILIES)
    assert any(f.ds_shuffle for f in FAMILIES) and any(f.wrap for f in FAMILIES)
    assert 0 < sum(f.scanned for f in FAMILIES) / len(FAMILIES) <= 0.1


@pytest.mark.parametrize(
    ("value", "style", "text"),
    [
        (123456, AmountStyle(Grouping.INDIAN), "1,23,456.00"),
        (12345678, AmountStyle(Grouping.INDIAN, paise=False), "1,23,45,678"),
        (123456, AmountStyle(Grouping.INTERNATIONAL), "123,456.00"),
        (123456, AmountStyle(Grouping.NONE, paise=False), "123456"),
        (950, AmountStyle(Grouping.INDIAN, paise=False, suffix="/-"), "950/-"),
        (4500, AmountStyle(Grouping.INDIAN, prefix="₹", prefix_on=PrefixOn.ALL), "₹4,500.00"),
        (4500, AmountStyle(Grouping.INTERNATIONAL, prefix="INR", prefix_on=PrefixOn.ALL), "INR 4,500.00"),
    ],
)
def test_amount_styles(value: int, style: AmountStyle, text: str) -> None:
    assert format_amount(value, style) == text


def test_prefix_on_totals_only() -> None:
    style = AmountStyle(Grouping.INDIAN, prefix="Rs.", prefix_on=PrefixOn.TOTALS)
    assert format_amount(100000, style) == "1,00,000.00"
    assert format_amount(100000, style, total=True) == "Rs. 1,00,000.00"


@pytest.mark.parametrize(
    ("fmt", "text"),
    [
        (DateFormat.SLASH, "01/02/2025"),
        (DateFormat.DASH, "01-02-2025"),
        (DateFormat.DOT, "01.02.2025"),
        (DateFormat.LONG, "1 Feb 2025"),
        (DateFormat.SHORT, "01-Feb-25"),
        (DateFormat.ISO, "2025-02-01"),
        (DateFormat.US_LONG, "Feb 1, 2025"),
    ],
)
def test_date_formats(fmt: DateFormat, text: str) -> None:
    assert format_date(date(2025, 2, 1), fmt) == text


def _faithful(truth: ClaimTruth) -> ClaimFacts:
    return ClaimFacts(
        patient_name=f"{truth.patient_title} {truth.patient_name}".upper(),
        bill_number=truth.bill_number.lower(),
        admission_date=truth.admission_date,
        discharge_date=truth.discharge_date,
        diagnosis=truth.diagnosis,
        procedure=truth.procedure,
        room_category=f"{truth.room_category} Room",
        room_rate_per_day=truth.room_rate_per_day,
        icu_days=truth.icu_days or None,
        line_items=tuple(
            LineItem(description=li.description, category=LineCategory(li.category), amount=li.amount)
            for li in truth.line_items
        ),
        bill_total=truth.bill_total,
    )


def test_compare_scores_a_faithful_reading_right_and_each_error_wrong() -> None:
    family = next(f for f in FAMILIES if f.force_icu)
    truth = next(t for t in (generate_truth(family, 4, i) for i in range(40)) if t.icu_days and t.procedure)
    facts = _faithful(truth)
    assert all(compare(truth, facts).values())
    assert set(compare(truth, facts)) >= set(FIELDS)
    wrong: dict[str, dict[str, Any]] = {
        "bill_total": {"bill_total": truth.bill_total - 1},
        "line_items": {"line_items": facts.line_items[:-1]},
        "discharge_date": {"discharge_date": None},
        "room_rate": {"room_rate_per_day": truth.icu_rate_per_day},
        "diagnosis": {"diagnosis": f"{truth.diagnosis} Procedure Done Course in Hospital"},
        "patient_name": {"patient_name": truth.patient_name.split()[0]},
        "icu_rate": {"icu_days": truth.icu_days + 1},
    }
    for name, update in wrong.items():
        scored = compare(truth, facts.model_copy(update=update))
        assert scored[name] is False, name
        assert all(ok for other, ok in scored.items() if other not in (name, "line_categories")), name


def test_summary_heads_are_a_fair_reading_of_a_summary_first_bill_but_not_heads_and_lines() -> None:
    family = next(f for f in FAMILIES if f.summary_first)
    truth = generate_truth(family, seed=6, index=0)
    facts = _faithful(truth)
    heads = tuple(
        LineItem(description="Head", category=LineCategory.OTHER, amount=a) for a in truth.summary_amounts
    )
    assert compare(truth, facts.model_copy(update={"line_items": heads}))["line_items"]
    assert not compare(truth, facts.model_copy(update={"line_items": heads + facts.line_items}))["line_items"]
    plain = truth.model_copy(update={"summary_amounts": ()})
    assert not compare(plain, facts.model_copy(update={"line_items": heads}))["line_items"]


def test_text_rules_forgive_case_spacing_and_lost_spaces_not_run_on_text() -> None:
    assert similar_text("Acute appendicitis", "ACUTE  appendicitis")
    assert similar_text("Acute gastroenteritis with dehydration", "Acutegastroenteritiswithdehydration")
    assert not similar_text("Acute appendicitis", "Acute appendicitis ICD-10 Code: K35.80")
    assert similar_text(None, None) and not similar_text(None, "Conservative management")


def test_icu_rate_read_needs_the_days() -> None:
    line = LineItem(description="ICU Charges", category=LineCategory.ICU, amount=30000)
    assert icu_rate_read(ClaimFacts(line_items=(line,), icu_days=2)) == 15000
    assert icu_rate_read(ClaimFacts(line_items=(line,))) == -1
    assert icu_rate_read(ClaimFacts()) is None


def test_report_counts_per_field_and_per_family() -> None:
    right = dict.fromkeys((*FIELDS, "line_categories"), True)
    result = LayoutsEvalResult(count=3, seed=1, out="")
    result.results = [
        SetResult("a-1", "a", False, right, 0.1),
        SetResult("a-2", "a", False, right | {"bill_total": False}, 0.1),
        SetResult("b-1", "b", True, right | {"diagnosis": False}, 0.1),
    ]
    report = result.to_json()
    assert report["items_and_total_exact"] == round(2 / 3, 4)
    assert report["per_field"]["bill_total"] == round(2 / 3, 4) and report["per_field"]["diagnosis"] == round(
        2 / 3, 4
    )
    assert report["per_family"]["a"]["items_and_total_exact"] == 0.5
    assert report["per_family"]["b"]["scanned"] is True
    assert report["scanned"] == {"sets": 1, "items_and_total_exact": 1.0}
    table = markdown_report(result)
    assert "| a | 2 |" in table and "| b (scan) | 1 |" in table and "**67 %**" in table


def test_an_unknown_family_is_refused_before_anything_is_read() -> None:
    with pytest.raises(ValueError, match="no layout family named nope"):
        evaluate_layouts(cast(OcrPort, object()), count=1, families=["nope"])
