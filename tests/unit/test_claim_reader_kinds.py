"""Claim reader, by kind of failure: line categories from the charge head, carried-forward rows, a merged
total row, room values cleaned of their label, a procedure under a treatment heading, a separate pharmacy
bill's total, and a fact missing only because its document was not sent. Inputs are written from the
general structure of Indian hospital bills and discharge summaries. Pure: no I/O."""

from __future__ import annotations

import pytest

from clausetrail.claim_extraction.bill_table import parse_bill_table
from clausetrail.claim_extraction.categories import categorise
from clausetrail.claim_extraction.fields import parse_labelled_value, room_text
from clausetrail.claim_extraction.labels import Key, find_labels
from clausetrail.claim_extraction.offline import OfflineClaimFactsExtractor
from clausetrail.claim_extraction.rows import Row
from clausetrail.domain.claims.facts import LineCategory
from clausetrail.domain.layout import Block, BlockKind, LayoutDocument, Page, PageSource, Table
from clausetrail.domain.rules.engine import Decision
from clausetrail.domain.rules.fail_closed import FACT_MISSING
from tests.unit.test_rules_fixtures import facts, run


@pytest.mark.parametrize(
    ("description", "category"),
    [
        ("Consultant Visits – General Medicine", LineCategory.DOCTOR_FEES),
        ("Physician Visit - Internal Medicine", LineCategory.DOCTOR_FEES),
        ("Surgeon Fees – Intravitreal Injection", LineCategory.SURGEON_FEES),
        ("Anaesthetist Charges (Inj. Propofol)", LineCategory.SURGEON_FEES),
        ("Attendant Charges", LineCategory.OTHER),
        ("Attender Bed Charges", LineCategory.OTHER),
        ("Room Rent - Twin Sharing (with attendant bed)", LineCategory.ROOM),
        ("Surgical Gloves (10 pairs)", LineCategory.CONSUMABLES),
        ("Cannula and IV set", LineCategory.CONSUMABLES),
        ("Inj. Ceftriaxone 1 g", LineCategory.PHARMACY),
        ("Medicines & Drugs", LineCategory.PHARMACY),
        ("ICU Consumables", LineCategory.CONSUMABLES),
        ("OT Charges - Major", LineCategory.OT),
        ("Deluxe Room Rent", LineCategory.ROOM),
        ("Investigations - CBC, LFT", LineCategory.DIAGNOSTICS),
        ("Road Ambulance", LineCategory.AMBULANCE),
    ],
)
def test_category_comes_from_the_charge_head(description: str, category: LineCategory) -> None:
    assert categorise(description) is category


@pytest.mark.parametrize(
    "description",
    [
        "ICU Charges",
        "I.C.U. Charges",
        "ICCU Bed Charges",
        "I C C U",
        "MICU",
        "SICU Stay",
        "NICU Charges",
        "PICU",
        "CCU Charges",
        "CICU Charges",
        "Neuro ICU",
        "Medical ICU Bed Charges",
        "HDU Charges",
        "High Dependency Unit",
        "Intensive Care Unit Charges",
        "Critical Care Charges",
        "Cardiac Care Unit",
        "Room Charges - ICU",
        "Bed Charges (ICCU)",
        "ITU Charges",
    ],
)
def test_icu_spellings_are_icu_lines(description: str) -> None:
    assert categorise(description) is LineCategory.ICU


def ruled(*cells: str, page: int = 1) -> Row:
    return Row(page, cells, 0.98, False, table=(page, 0))


def text_row(text: str, page: int = 1) -> Row:
    return Row(page, (text,), 0.98, False)


@pytest.mark.parametrize(
    "carried",
    ["Total carried to next page", "Carried forward", "c/f", "C/F", "Total c/f", "Carried over"],
)
@pytest.mark.parametrize(
    "brought",
    ["Brought forward", "Total brought from previous page", "b/f", "B/F", "Brought from previous page"],
)
def test_carried_and_brought_forward_rows_are_never_items_ruled(carried: str, brought: str) -> None:
    header = ("S.No", "Particulars", "Amount")
    rows = [
        ruled(*header),
        ruled("1", "Room Rent - General Ward", "4,000"),
        ruled("", carried, "4,000"),
        ruled(*header, page=2),
        ruled("", brought, "4,000", page=2),
        ruled("2", "Nursing Charges", "1,000", page=2),
        ruled("", "Grand Total", "5,000", page=2),
    ]
    table = parse_bill_table(rows)
    assert [line.amount for line in table.lines] == [4000, 1000]
    assert table.total == 5000


@pytest.mark.parametrize(
    "carried", ["Total carried to next page 4,000", "c/f 4,000", "Carried forward 4,000"]
)
def test_carried_rows_are_never_items_unruled(carried: str) -> None:
    rows = [
        text_row("Particulars Amount"),
        text_row("Room Rent 4,000"),
        text_row(carried),
        text_row("b/f 4,000", page=2),
        text_row("Nursing Charges 1,000", page=2),
        text_row("Total 5,000", page=2),
    ]
    table = parse_bill_table(rows)
    assert [line.amount for line in table.lines] == [4000, 1000]
    assert table.total == 5000


def test_a_total_row_merged_under_the_rate_column_is_the_total() -> None:
    rows = [
        ruled("#", "Item Name", "Batch", "Qty", "MRP", "Amount"),
        ruled("1", "Tab. Paracetamol 500 mg", "B12", "10", "2", "20"),
        ruled("2", "Inj. Pantoprazole 40 mg", "P7", "4", "55", "220"),
        ruled("", "", "", "", "Net Amount", "240"),
    ]
    table = parse_bill_table(rows)
    assert [line.amount for line in table.lines] == [20, 220]
    assert table.total == 240


@pytest.mark.parametrize(
    ("text", "ward_bed", "expected"),
    [
        ("Type : Day Care", True, "Day Care"),
        ("Type : Private Room", False, "Private Room"),
        ("Type", True, None),
        ("Category", False, None),
        ("Twin Sharing", True, "Twin Sharing"),
        ("Class A Ward", False, "Class A Ward"),
        # a "Ward / Bed" value: the bed goes, the slash of "A/C" stays
        ("Private Single A/C Room / 221-A", True, "Private Single A/C Room"),
        ("Deluxe/205", True, "Deluxe"),
        ("Non-A/C General Ward, Bed 4", True, "Non-A/C General Ward"),
        ("Single AC Room/Bed 7", True, "Single AC Room"),
    ],
)
def test_room_value_is_cleaned_of_its_label(text: str, ward_bed: bool, expected: str | None) -> None:
    assert room_text(text, ward_bed=ward_bed) == expected


def test_ward_bed_type_label_reads_the_value_after_it() -> None:
    hits = find_labels("Ward / Bed Type | : Semi Private")
    assert hits and hits[0].key is Key.ROOM_CATEGORY and hits[0].value == "Semi Private"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Procedure(s) done: Laparoscopic appendicectomy", "Laparoscopic appendicectomy"),
        ("Surgery : Open reduction and internal fixation", "Open reduction and internal fixation"),
        ("Operation performed - Total knee replacement, right", "Total knee replacement, right"),
    ],
)
def test_procedure_headings(text: str, value: str) -> None:
    hits = find_labels(text)
    assert hits and hits[0].key is Key.PROCEDURE
    read = parse_labelled_value(hits[0].key, hits[0].value, False)
    assert read is not None and read.value == value


@pytest.mark.parametrize(
    ("value", "procedure"),
    [
        ("Intravitreal injection, right eye", "Intravitreal injection, right eye"),
        ("Coronary angioplasty with one stent", "Coronary angioplasty with one stent"),
        ("IV antibiotics, antipyretics and fluids", None),
        ("Conservative management", None),
        ("Nil (medical management)", None),
    ],
)
def test_treatment_given_is_a_procedure_only_when_it_names_one(value: str, procedure: str | None) -> None:
    doc = LayoutDocument(
        sha256="0" * 64,
        pages=(
            Page(
                1,
                595.0,
                842.0,
                PageSource.TEXT_LAYER,
                (
                    _heading("DISCHARGE SUMMARY"),
                    _table(
                        ("Patient Name", "Ravi Kumar"),
                        ("Diagnosis", "Acute febrile illness"),
                        ("Treatment given", value),
                    ),
                ),
            ),
        ),
    )
    facts_read = OfflineClaimFactsExtractor().extract([("discharge_summary.pdf", doc)]).facts
    assert facts_read.procedure == procedure
    assert facts_read.diagnosis == "Acute febrile illness"


def _heading(text: str) -> Block:
    return Block(kind=BlockKind.HEADING, text=text, page=1, level=1)


def _table(header: tuple[str, ...], *rows: tuple[str, ...]) -> Block:
    text = "\n".join(" | ".join(r) for r in (header, *rows))
    return Block(kind=BlockKind.TABLE, text=text, page=1, table=Table(header=(header,), rows=tuple(rows)))


def _bill(title: str, *items: tuple[str, str], total: str) -> LayoutDocument:
    rows = tuple((str(i + 1), d, a) for i, (d, a) in enumerate(items))
    blocks = (
        _heading(title),
        _table(("S.No", "Particulars", "Amount"), *rows, ("", "Grand Total", total)),
    )
    return LayoutDocument(sha256="1" * 64, pages=(Page(1, 595.0, 842.0, PageSource.TEXT_LAYER, blocks),))


def test_a_separate_pharmacy_bill_adds_its_total() -> None:
    hospital = _bill(
        "HOSPITAL BILL", ("Room Rent - General Ward", "6,000"), ("Nursing Charges", "1,500"), total="7,500"
    )
    pharmacy = _bill(
        "PHARMACY BILL", ("Inj. Ceftriaxone 1 g", "900"), ("Tab. Paracetamol 650", "100"), total="1,000"
    )
    out = OfflineClaimFactsExtractor().extract([("bill.pdf", hospital), ("pharmacy.pdf", pharmacy)])
    assert out.facts.bill_total == 8500
    assert out.facts.line_items_total == 8500
    assert not out.amount_mismatch


def test_a_pharmacy_bill_that_details_the_hospital_bills_pharmacy_line_is_not_added_again() -> None:
    hospital = _bill(
        "HOSPITAL BILL", ("Room Rent - General Ward", "6,000"), ("Pharmacy", "1,000"), total="7,000"
    )
    pharmacy = _bill(
        "PHARMACY BILL", ("Inj. Ceftriaxone 1 g", "900"), ("Tab. Paracetamol 650", "100"), total="1,000"
    )
    out = OfflineClaimFactsExtractor().extract([("bill.pdf", hospital), ("pharmacy.pdf", pharmacy)])
    assert out.facts.bill_total == 7000
    assert out.facts.line_items_total == 7000


def _without_summary(**overrides: object) -> object:
    return facts(
        diagnosis=None,
        procedure=None,
        admission_date=None,
        discharge_date=None,
        documents_present=["bill", "claim_form"],
        **overrides,
    )


def test_a_fact_missing_with_its_document_asks_for_the_document_not_a_person() -> None:
    outcome = run(claim_facts=_without_summary())
    assert outcome.decision is Decision.NEED_INFO
    assert outcome.stopped_by == "MISSING_DOCUMENTS"
    assert not any(r.reason_code == FACT_MISSING for r in outcome.results)
    assert not outcome.needs_human


def test_a_fact_missing_with_its_document_present_still_goes_to_a_person() -> None:
    outcome = run(claim_facts=facts(diagnosis=None, procedure=None))
    assert any(r.reason_code == FACT_MISSING and "diagnosis" in r.missing_fields for r in outcome.results)
    assert outcome.needs_human
    assert outcome.decision is not Decision.APPROVE


def _para(text: str) -> Block:
    return Block(kind=BlockKind.PARAGRAPH, text=text, page=1)


def _summary(*blocks: Block) -> LayoutDocument:
    page = Page(1, 595.0, 842.0, PageSource.TEXT_LAYER, (_heading("DISCHARGE SUMMARY"), *blocks))
    return LayoutDocument(sha256="2" * 64, pages=(page,))


@pytest.mark.parametrize(
    ("blocks", "diagnosis"),
    [
        (
            (_para("Final Diagnosis:"), _para("Acute cholecystitis"), _para("ICD-10 Code: K81.0")),
            "Acute cholecystitis",
        ),
        ((_para("Diagnosis: Acute cholecystitis ICD 10: K81.0"),), "Acute cholecystitis"),
        ((_para("Final Diagnosis:"), _para("Lobar pneumonia"), _para("Dr. A. Menon, MD")), "Lobar pneumonia"),
        (
            (_para("Final Diagnosis:"), _para("Lobar pneumonia"), _para("Course in the hospital")),
            "Lobar pneumonia",
        ),
        (
            (_para("Final Diagnosis:"), _para("Lobar pneumonia"), _para("HISTORY OF ILLNESS")),
            "Lobar pneumonia",
        ),
        ((_para("Diagnosis: Lobar pneumonia Signature of treating doctor"),), "Lobar pneumonia"),
        (
            (_para("Final Diagnosis:"), _para("Chronic kidney disease with"), _para("renal anaemia")),
            "Chronic kidney disease with renal anaemia",
        ),
    ],
)
def test_a_diagnosis_stops_at_its_sections_end(blocks: tuple[Block, ...], diagnosis: str) -> None:
    out = OfflineClaimFactsExtractor().extract([("summary.pdf", _summary(*blocks))])
    assert out.facts.diagnosis == diagnosis


def test_a_heading_without_a_colon_opens_its_section() -> None:
    blocks = (
        _para("Final Diagnosis:"),
        _para("Inguinal hernia"),
        _heading("Procedure"),
        _para("Open mesh repair"),
    )
    out = OfflineClaimFactsExtractor().extract([("summary.pdf", _summary(*blocks))])
    assert (out.facts.diagnosis, out.facts.procedure) == ("Inguinal hernia", "Open mesh repair")


def test_a_medical_admission_has_no_procedure() -> None:
    blocks = (
        _para("Final Diagnosis:"),
        _para("Viral fever"),
        _para("Treatment given: IV fluids and antipyretics"),
    )
    out = OfflineClaimFactsExtractor().extract([("summary.pdf", _summary(*blocks))])
    assert out.facts.procedure is None


def test_one_header_cell_naming_two_number_columns_reads_both() -> None:
    rows = [
        ruled("Item", "Rate Days/Nos", "Total"),
        ruled("Room Rent - Twin Sharing", "₹3,000.00 4", "₹12,000.00"),
        ruled("Nursing Charges", "₹500 4", "₹2,000"),
        ruled("Grand Total", "", "₹14,000.00"),
    ]
    table = parse_bill_table(rows)
    assert [(line.amount, line.rate, line.days) for line in table.lines] == [(12000, 3000, 4), (2000, 500, 4)]
    assert table.total == 14000


def test_a_separate_pharmacy_bills_own_number_is_no_conflict() -> None:
    def numbered(title: str, number: str, *items: tuple[str, str], total: str) -> LayoutDocument:
        bill = _bill(title, *items, total=total)
        page = bill.pages[0]
        blocks = (page.blocks[0], _para(f"Bill No : {number}"), *page.blocks[1:])
        return LayoutDocument(sha256=bill.sha256, pages=(Page(1, 595.0, 842.0, page.source, blocks),))

    hospital = numbered("HOSPITAL BILL", "IP/25/0012", ("Room Rent - General Ward", "6,000"), total="6,000")
    pharmacy = numbered("PHARMACY BILL", "PH/25/7781", ("Inj. Ceftriaxone 1 g", "900"), total="900")
    out = OfflineClaimFactsExtractor().extract([("bill.pdf", hospital), ("pharmacy.pdf", pharmacy)])
    assert out.facts.bill_number == "IP/25/0012"
    assert out.facts.sources["bill_number"].confidence > 0.9
    assert out.facts.bill_total == 6900


def test_every_label_phrase_is_found_before_a_colon() -> None:
    """The label pattern is grouped by first character for speed; every phrase must still match where it
    stands, as the label of its key (a phrase listed under two keys may read as either)."""
    from clausetrail.claim_extraction.labels import _LABELS, find_labels

    keys_of: dict[str, set[str]] = {}
    for key, phrases, _strong in _LABELS:
        for phrase in phrases:
            keys_of.setdefault(phrase.lower(), set()).add(key)
    missed = []
    for phrase, keys in keys_of.items():
        for text in (f"{phrase}: 12 value", f"{phrase.upper()} : 12 value", f"Name: A | {phrase}: 12 value"):
            hits = find_labels(text)
            if not any(h.key in keys and h.label.rstrip(" :.").lower() == phrase.rstrip(".") for h in hits):
                missed.append(text)
    assert missed == []


@pytest.mark.parametrize("amount_header", ["Amount(3)", "Amount (₹)", "Amount()", "Amount"])
def test_a_text_header_whose_currency_sign_was_read_as_a_digit_still_names_the_columns(
    amount_header: str,
) -> None:
    from clausetrail.claim_extraction.bill_columns import Column, header_columns

    columns = header_columns(text_row(f"S.No. Particulars Qty/Days Rate() {amount_header}"))
    assert columns is not None and Column.AMOUNT in [kind for kind, _ in columns]
    assert header_columns(text_row("1 Room Charges 4 Days 3,500.00 14,000.00")) is None
