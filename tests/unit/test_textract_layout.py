"""The Textract → layout-model parser, on recorded-shape Textract JSON (tests/fixtures/textract/),
and the pure helpers the local OCR path uses to lay out lines (markers, reading order, grouping).

The fixture is a two-page GetDocumentAnalysis result split over two result pages:
page 1 — running header, "4. EXCLUSIONS" and "4.1 Pre-Existing Diseases (Code - Excl01)" section
headers, a paragraph, a LAYOUT_LIST of items a)–c), one LAYOUT_TEXT holding clauses 4.2 and 4.3,
footer and page number; page 2 — a title, a table with COLUMN_HEADER cells and a merged cell, and
two columns whose right one starts higher on the page than the left one.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from clausetrail.adapters.ocr_layout_builder import Kind, group_lines
from clausetrail.adapters.ocr_lines import TextLine, Word
from clausetrail.adapters.ocr_markers import (
    Marker,
    clause_depth,
    is_page_number,
    line_marker,
    split_at_markers,
)
from clausetrail.adapters.ocr_reading_order import order_lines
from clausetrail.adapters.textract_layout import Engine, PageMeta, parse_textract_response
from clausetrail.domain.layout import BlockKind, LayoutDocument, PageSource

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "textract"


@pytest.fixture(scope="module")
def response() -> dict[str, Any]:
    first = json.loads((FIXTURES / "get_document_analysis_page1.json").read_text())
    second = json.loads((FIXTURES / "get_document_analysis_page2.json").read_text())
    assert first["NextToken"] and "NextToken" not in second
    return {"DocumentMetadata": first["DocumentMetadata"], "Blocks": first["Blocks"] + second["Blocks"]}


@pytest.fixture(scope="module", params=list(Engine))
def doc(request: pytest.FixtureRequest, response: dict[str, Any]) -> LayoutDocument:
    return parse_textract_response(copy.deepcopy(response), sha256="f" * 64, engine=request.param)


def test_pages_keep_their_numbers_and_source(doc: LayoutDocument) -> None:
    assert [p.number for p in doc.pages] == [1, 2]
    assert all(p.source is PageSource.TEXTRACT for p in doc.pages)
    assert all(b.page == p.number for p in doc.pages for b in p.blocks)


def test_headings_and_levels(doc: LayoutDocument) -> None:
    headings = [(b.text, b.level) for p in doc.pages for b in p.blocks if b.kind is BlockKind.HEADING]
    assert headings == [
        ("4. EXCLUSIONS", 2),  # capitals: a major division
        ("4.1 Pre-Existing Diseases (Code - Excl01)", 4),  # numbered: 2 + clause depth
        ("Schedule of Benefits", 1),  # LAYOUT_TITLE
        ("Room rent", 5),  # unnumbered sub-heading
        ("ICU charges", 5),
    ]


def test_list_items_one_per_layout_list_child(doc: LayoutDocument) -> None:
    items = [b for b in doc.pages[0].blocks if b.kind is BlockKind.LIST_ITEM]
    assert [b.text[:3] for b in items] == ["a) ", "b) ", "c) "]
    assert items[0].text == (
        "a) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of\n"
        "sum insured increase."
    )


def test_a_layout_text_holding_two_clauses_is_cut_at_the_clause_number(doc: LayoutDocument) -> None:
    paragraphs = [b.text for b in doc.pages[0].blocks if b.kind is BlockKind.PARAGRAPH]
    assert paragraphs[1].startswith("4.2 Specified disease/procedure waiting period (Code - Excl02)")
    assert paragraphs[1].endswith("24 months of continuous coverage.")
    assert paragraphs[2].startswith("4.3 30-day waiting period (Code - Excl03)")


def test_table_header_rows_come_from_column_header_cells(doc: LayoutDocument) -> None:
    block = next(b for b in doc.pages[1].blocks if b.kind is BlockKind.TABLE)
    assert block.table is not None
    assert block.table.header == (("Sum Insured (Rs.)", "Room Rent (per day)", "ICU (per day)"),)
    assert block.table.rows == (
        ("3,00,000", "1% of Sum Insured", "2% of Sum Insured"),
        ("5,00,000", "1% of Sum Insured", "2% of Sum Insured"),
        ("10,00,000 and above", "No limit", ""),  # merged across two columns: text once
    )
    assert block.text.splitlines()[0] == "Sum Insured (Rs.) | Room Rent (per day) | ICU (per day)"
    assert block.bbox is not None and (block.bbox.left, block.bbox.top) == pytest.approx((0.08, 0.12))


def test_without_column_header_cells_the_first_row_is_the_header(response: dict[str, Any]) -> None:
    stripped = copy.deepcopy(response)
    for block in stripped["Blocks"]:
        block.pop("EntityTypes", None) if block["BlockType"] == "CELL" else None
    for engine in Engine:
        doc = parse_textract_response(stripped, sha256="0" * 64, engine=engine)
        table = next(b.table for b in doc.pages[1].blocks if b.table is not None)
        assert table.header == (("Sum Insured (Rs.)", "Room Rent (per day)", "ICU (per day)"),)
        assert len(table.rows) == 3


def test_running_headers_footers_and_page_numbers_are_dropped(doc: LayoutDocument) -> None:
    text = doc.text
    for dropped in (
        "National Parivar Mediclaim Plus Policy",
        "UIN: NICHLIP25039V032425",
        "Page 7 of 25",
        "Page 8",
    ):
        assert dropped not in text
    assert doc.pages[0].blocks[0].text == "4. EXCLUSIONS"


def test_first_occurrence_of_running_headers_can_be_kept(response: dict[str, Any]) -> None:
    doc = parse_textract_response(copy.deepcopy(response), sha256="0" * 64, keep_first_running=True)
    text = doc.text
    assert "Page 7 of 25" not in text and "Page 8 of 25" not in text
    for running in ("National Parivar Mediclaim Plus Policy", "UIN: NICHLIP25039V032425"):
        assert text.count(running) == 1 and running in doc.pages[0].text
    first = doc.pages[0].blocks
    assert (first[0].kind, first[0].text) == (BlockKind.PARAGRAPH, "National Parivar Mediclaim Plus Policy")
    assert first[-1].text == "UIN: NICHLIP25039V032425"


def test_reading_order_follows_textract_layout_order(doc: LayoutDocument) -> None:
    blocks = list(doc.pages[1].blocks)
    texts = [b.text for b in blocks]
    left = texts.index("Room rent")
    right = texts.index("ICU charges")
    # The right column starts higher on the page, yet Textract reads the left column first.
    right_box, left_box = blocks[right].bbox, blocks[left].bbox
    assert right_box is not None and left_box is not None
    assert right_box.top < left_box.top
    assert left < right
    assert [b.kind for b in blocks][:2] == [BlockKind.HEADING, BlockKind.TABLE]


def test_geometry_is_page_fractions_and_confidence_is_0_to_1(doc: LayoutDocument) -> None:
    for page in doc.pages:
        for b in page.blocks:
            assert b.bbox is not None
            assert 0 <= b.bbox.left < b.bbox.right <= 1 and 0 <= b.bbox.top < b.bbox.bottom <= 1
            assert b.confidence is not None and 0.5 < b.confidence <= 1.0
    heading = doc.pages[0].blocks[0]
    assert heading.bbox is not None and heading.bbox.top == pytest.approx(0.08)


def test_page_meta_maps_result_pages_to_pdf_pages(response: dict[str, Any]) -> None:
    pages = {
        1: PageMeta(number=4, width=595.0, height=842.0, source=PageSource.TEXTRACT),
        2: PageMeta(number=9, width=595.0, height=842.0, source=PageSource.TEXTRACT),
    }
    doc = parse_textract_response(copy.deepcopy(response), sha256="0" * 64, pages=pages, engine=Engine.GRAPH)
    assert [(p.number, p.width) for p in doc.pages] == [(4, 595.0), (9, 595.0)]
    assert {b.page for b in doc.pages[1].blocks} == {9}


def test_both_engines_agree(response: dict[str, Any]) -> None:
    a = parse_textract_response(copy.deepcopy(response), sha256="0" * 64, engine=Engine.TEXTRACTOR)
    b = parse_textract_response(copy.deepcopy(response), sha256="0" * 64, engine=Engine.GRAPH)
    assert a == b
    assert LayoutDocument.from_json(json.loads(json.dumps(a.to_json()))) == a


# ---------------------------------------------------------------- markers


@pytest.mark.parametrize(
    ("text", "marker"),
    [
        ("4.1 Pre-existing diseases", Marker.CLAUSE),
        ("5.2.3 Room rent", Marker.CLAUSE),
        ("2.31Medical Advice means", Marker.CLAUSE),
        ("D.1.7 Change-of-Gender treatments", Marker.CLAUSE),
        ("Code-Excl01 Pre-existing diseases", Marker.CLAUSE),
        ("Section C - Exclusions", Marker.CLAUSE),
        ("(a) Room rent", Marker.LIST),
        ("a) it needs ongoing monitoring", Marker.LIST),
        ("(iv) Ambulance", Marker.LIST),
        ("iii. must have been prescribed", Marker.LIST),
        ("XLII. Schedule of Insurance", Marker.LIST),
        ("12. Hospital means", Marker.LIST),
        ("• Cataract", Marker.LIST),
        ("The insured person shall", Marker.NONE),
        ("Schedule of Section 56(1) of the said Act", Marker.NONE),
        ("01.04.2024 was the start date", Marker.NONE),
        ("-5% discount", Marker.NONE),
    ],
)
def test_line_markers(text: str, marker: Marker) -> None:
    assert line_marker(text) is marker


def test_wrapped_cross_references_do_not_start_blocks() -> None:
    lines = [
        "Expenses are covered subject to the limits in clause",
        "4.1 of this policy and the sub-limits in the table.",
        "4.2 Room rent is payable up to 1% of the sum insured per day, and",
        "(a) ICU charges up to 2% of the sum insured;",
        "b) ambulance charges up to Rs. 2,000 per hospitalisation.",
        "4.3 Specified diseases - Code Excl 02 applies to",
        "treatment listed in the annexure – Code Excl 03",
        "Code-Excl04 Investigation and evaluation.",
    ]
    groups = split_at_markers(lines)
    assert [lines[g[0]][:5] for g in groups] == ["Expen", "4.2 R", "(a) I", "b) am", "4.3 S", "Code-"]


def test_clause_depth_and_page_numbers() -> None:
    assert [clause_depth(t) for t in ("4. EXCLUSIONS", "4.1 Room", "5.2.3 ICU", "D.1.7 Gender", "Note")] == [
        1,
        2,
        3,
        3,
        None,
    ]
    assert all(is_page_number(t) for t in ("7", "Page 7", "Page 7 of 52", "7 / 52", "- 7 -", "Page | 25"))
    assert not any(is_page_number(t) for t in ("7 days", "Page 7 shows", "4.1 Room rent"))


# ---------------------------------------------------------------- reading order and grouping


def _line(
    text: str, x0: float, top: float, *, width: float | None = None, size: float = 10.0, bold: bool = False
) -> TextLine:
    w = width if width is not None else 5.0 * len(text)
    return TextLine(words=[Word(text, x0, top, x0 + w, top + size)], size=size, bold=bold)


def test_two_columns_are_read_column_by_column_below_a_full_width_title() -> None:
    title = _line("SECTION C - EXCLUSIONS", 40, 40, width=500, size=14, bold=True)
    left = [
        _line(f"left line {i} of running text that wraps on", 40, 80 + 12 * i, width=240) for i in range(12)
    ]
    right = [
        _line(f"right line {i} of running text that wraps on", 310, 80 + 12 * i, width=240) for i in range(12)
    ]
    footer_note = _line(
        "Note: this note spans the whole width of the page below both columns", 40, 260, width=500
    )
    mixed = [title, *[x for pair in zip(left, right, strict=True) for x in pair], footer_note]
    regions = order_lines(mixed)
    texts = [li.text for r in regions for li in r.lines]
    assert texts == [title.text, *(li.text for li in left), *(li.text for li in right), footer_note.text]


def test_a_borderless_label_value_table_is_read_row_by_row() -> None:
    rows = [
        ("Room rent", "1% of sum insured"),
        ("ICU", "2% of sum insured"),
        ("Ambulance", "Rs. 2,000"),
        ("Co-payment", "10%"),
        ("Deductible", "Nil"),
    ]
    lines = []
    for i, (label, value) in enumerate(rows):
        lines.append(_line(label, 40, 100 + 14 * i, width=60))
        lines.append(_line(value, 320, 100 + 14 * i, width=90))
    texts = [li.text for r in order_lines(lines) for li in r.lines]
    assert texts == [f"{label} {value}" for label, value in rows]


def test_grouping_headings_paragraphs_and_list_items() -> None:
    lines = [
        _line("4.1 Hospitalisation Expenses", 40, 100, width=200, bold=True),
        _line("The Company shall indemnify medical expenses incurred for the", 40, 114, width=480),
        _line("hospitalisation of the insured person during the policy year:", 40, 126, width=470),
        _line("(a) Room rent, boarding and nursing expenses up to 1% of the sum", 55, 138, width=465),
        _line("insured per day;", 70, 150, width=90),
        _line("(b) ICU charges up to 2% of the sum insured per day.", 55, 162, width=400),
        _line("Expenses for a stay shorter than 24 hours are not payable.", 40, 186, width=430),
    ]
    items = group_lines(lines, body=10.0)
    assert [(i.kind, i.lines[0].text[:12], len(i.lines)) for i in items] == [
        (Kind.SECTION, "4.1 Hospital", 1),
        (Kind.TEXT, "The Company ", 2),
        (Kind.LIST_ITEM, "(a) Room ren", 2),
        (Kind.LIST_ITEM, "(b) ICU char", 1),
        (Kind.TEXT, "Expenses for", 1),
    ]


def test_bold_tail_inside_a_sentence_is_not_a_heading() -> None:
    lines = [
        _line("12. Treatment for alcoholism, drug or substance abuse or any", 40, 100, width=480),
        _line("addictive condition and consequences thereof -", 40, 112, width=330),
        _line("Code Excl 12", 40, 124, width=80, bold=True),
        _line("13. Treatments received in health hydros, nature cure clinics", 40, 142, width=480),
    ]
    items = group_lines(lines, body=10.0)
    assert [len(i.lines) for i in items] == [3, 1]
    assert all(i.kind is Kind.LIST_ITEM for i in items)
