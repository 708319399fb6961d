"""The local OCR path on real policy wordings, the scanned brochure, and bad uploads.

Expected texts were read off the rendered pages (not copied from this code's output):
- ICICI Lombard Arogya Sanjeevani, page 3: two columns; the left one ends with "3.49.Sum Insured
  means the pre-defined limit specified in the Policy", the right one starts "Schedule. Sum Insured
  and Cumulative Bonus ..." and holds the bold headings "4. COVERAGE" and "4.1. Hospitalization".
- Star Comprehensive, page 10: the "Coverage for Modern Treatments" table; two bold header rows
  ("Sum Insured (Rs.)", "Balloon Sinuplasty", ...), first body row 5,00,000/- | 1,25,000/- |
  50,000/- | 2,50,000/- | 1,25,000/- | 2,50,000/- | 50,000/-; the running header "STAR HEALTH AND
  ALLIED INSURANCE COMPANY LIMITED | POLICY WORDINGS" and footer "9 / 47".
- National Parivar Mediclaim Plus, page 3: definitions 2.23–2.38, "2.26 Illness" with sub-items
  "i. Acute Condition", "ii. Chronic Condition", "a) it needs ongoing ..."; footer "Page 3 of 25".
- The scanned Activ One brochure, page 1, top-right panel: "In times of need, it may happen that
  other health insurance policies may not cover your entire hospital bill as there may be some
  non-medical out-of-pocket expenses ... paying 10-20% of your hospital bills from your own pocket."
  "Want to know how Activ One can offer our customers complete peace of mind?"
"""

from __future__ import annotations

import io
import time
import zipfile
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from fpdf import FPDF
from PIL import Image

from clausetrail.adapters.ocr_local import LocalOcr
from clausetrail.adapters.pdf_inspect import inspect_pdf
from clausetrail.adapters.textract_layout import Engine
from clausetrail.domain.errors import DocumentError
from clausetrail.domain.layout import BlockKind, LayoutDocument, PageSource
from clausetrail.settings import Settings

ICICI = "ICICILombard_Arogya-Sanjeevani_ICIHLIP20178V011920.pdf"
STAR = "Star_Comprehensive_SHAHLIP26044V092526.pdf"
NATIONAL = "National_Parivar-Mediclaim-Plus_NICHLIP25039V032425.pdf"
BAJAJ = "BajajAllianz_Global-Health-Care_BAJHLIP23020V012223.pdf"
BROCHURE = "AdityaBirla_Activ-One_brochure-image-only.pdf"


def _settings(**overrides: object) -> Settings:
    return Settings(**overrides)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def ocr() -> LocalOcr:
    return LocalOcr(_settings())


def _read(corpus_dir: Path, name: str) -> bytes:
    folder = "scanned" if "image-only" in name else "policies"
    return (corpus_dir / folder / name).read_bytes()


@pytest.fixture(scope="module")
def icici(ocr: LocalOcr, corpus_dir: Path) -> LayoutDocument:
    return ocr.analyze(_read(corpus_dir, ICICI))


@pytest.fixture(scope="module")
def national(ocr: LocalOcr, corpus_dir: Path) -> LayoutDocument:
    return ocr.analyze(_read(corpus_dir, NATIONAL))


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def _index(blocks: list, needle: str) -> int:
    for i, b in enumerate(blocks):
        if needle in b.text:
            return i
    raise AssertionError(f"{needle!r} not found")


# ---------------------------------------------------------------- real policy wordings


def test_two_column_page_reads_left_column_then_right(icici: LayoutDocument) -> None:
    page = icici.pages[2]
    assert page.number == 3 and page.source is PageSource.TEXT_LAYER
    blocks = list(page.blocks)
    left_last = _index(blocks, "3.49.Sum Insured means the pre-defined limit")
    right_first = _index(blocks, "Schedule. Sum Insured and Cumulative Bonus")
    coverage = _index(blocks, "4. COVERAGE")
    assert left_last + 1 == right_first < coverage
    # Every definition of the left column precedes every line of the right one.
    assert _index(blocks, "3.35.Notification of Claim") < left_last
    assert _index(blocks, "3.50.Surgery or Surgical Procedure") > right_first


def test_headings_have_levels_and_clauses_start_blocks(icici: LayoutDocument) -> None:
    blocks = list(icici.pages[2].blocks)
    coverage = blocks[_index(blocks, "4. COVERAGE")]
    hospitalization = blocks[_index(blocks, "4.1. Hospitalization")]
    assert coverage.kind is BlockKind.HEADING and coverage.level == 2
    assert hospitalization.kind is BlockKind.HEADING and hospitalization.level == 4
    # Each numbered definition is its own block, starting with its clause number.
    for clause in (
        "3.36.Out-Patient",
        "3.37.Pre-Existing Disease",
        "3.40.Policy means",
        "3.52.Waiting Period",
    ):
        assert blocks[_index(blocks, clause)].text.startswith(clause)
    items = [b for b in blocks if b.kind is BlockKind.LIST_ITEM]
    assert any(b.text.startswith("a) That is/are diagnosed by a physician") for b in items)
    assert any(b.text.startswith("iv. Anesthesia, blood, oxygen") for b in items)


def test_definitions_page_blocks_and_line_breaks(national: LayoutDocument) -> None:
    page = national.pages[2]
    blocks = list(page.blocks)
    texts = [b.text for b in blocks]
    assert texts[0].startswith("2.23 Hospitalisation means admission in a Hospital")  # no footer here
    assert texts[-1].startswith("2.38 Non- Network means any Hospital")
    illness = _index(blocks, "2.26 Illness means")
    assert blocks[illness + 1].kind is BlockKind.LIST_ITEM
    assert blocks[illness + 1].text.startswith("i. Acute Condition")
    assert blocks[illness + 2].text.startswith("ii. Chronic Condition")
    assert blocks[illness + 3].text.startswith("a) it needs ongoing or long-term monitoring")
    # "2.31Medical Advice" (no space after the number in the PDF) still starts a block.
    assert any(t.startswith("2.31Medical Advice") for t in texts)
    # Wrapped lines keep their line breaks.
    assert "\n" in blocks[0].text and blocks[0].text.splitlines()[1].startswith("consecutive")


def test_running_footer_and_page_numbers_are_dropped(national: LayoutDocument, corpus_dir: Path) -> None:
    for page in national.pages:
        text = page.text
        assert "National Insurance Co. Ltd." not in text
        assert f"Page {page.number} of 25" not in text and f"Page | {page.number}" not in text
        assert "UIN: NICHLIP25039V032425" not in text
    assert [p.number for p in national.pages] == list(range(1, 26))
    # Optionally the footer's first occurrence (insurer's address, UIN) is kept, once.
    once = LocalOcr(_settings(), keep_first_running=True).analyze_pages(
        _read(corpus_dir, NATIONAL), range(1, 6), ocr_images=False
    )
    assert (
        once.text.count("National Insurance Co. Ltd.") == 1
        and "National Insurance Co. Ltd." in once.pages[0].text
    )
    assert "Page 2 of 25" not in once.text


def test_ruled_table_with_two_header_rows(ocr: LocalOcr, corpus_dir: Path) -> None:
    doc = ocr.analyze_pages(_read(corpus_dir, STAR), [9, 10, 11], ocr_images=False)
    page = next(p for p in doc.pages if p.number == 10)
    assert "STAR HEALTH AND ALLIED INSURANCE COMPANY LIMITED" not in page.text  # kept on its first page only
    assert "9 / 47" not in page.text
    tables = [b for b in page.blocks if b.kind is BlockKind.TABLE]
    assert len(tables) == 2
    first = tables[0].table
    assert first is not None and len(first.header) == 2
    assert first.header[0][:4] == (
        "Sum Insured (Rs.)",
        "Uterine artery Embolization and HIFU",
        "Balloon Sinuplasty",
        "Deep Brain Stimulation",
    )
    assert first.rows[0] == (
        "5,00,000/-",
        "1,25,000/-",
        "50,000/-",
        "2,50,000/-",
        "1,25,000/-",
        "2,50,000/-",
        "50,000/-",
    )
    assert first.rows[8][0] == "1,00,00,000/-" and first.rows[8][-1] == "2,00,000/-"
    # The merged "Up to Sum Insured" cell of the second table keeps its text in every row it spans.
    second = tables[1].table
    assert second is not None
    assert all(row[3] == "Up to Sum Insured" for row in second.rows[:9])
    bbox = tables[0].bbox
    assert bbox is not None and 0 < bbox.left < bbox.right < 1 and 0 < bbox.top < bbox.bottom < 1
    # The sentence above the table comes before it.
    kinds = [b.kind for b in page.blocks]
    assert kinds.index(BlockKind.TABLE) > 0 and "Coverage for Modern Treatments" in page.blocks[0].text


def test_fast_graph_parser_matches_textractor(corpus_dir: Path) -> None:
    pdf = _read(corpus_dir, NATIONAL)
    fast = LocalOcr(_settings(), engine=Engine.GRAPH).analyze_pages(pdf, range(1, 9), ocr_images=False)
    slow = LocalOcr(_settings(), engine=Engine.TEXTRACTOR).analyze_pages(pdf, range(1, 9), ocr_images=False)
    assert fast == slow
    assert sum(len(p.blocks) for p in fast.pages) > 100


def test_fifty_page_wording_is_read_well_within_budget(ocr: LocalOcr, corpus_dir: Path) -> None:
    pdf = _read(corpus_dir, BAJAJ)
    started = time.process_time()
    doc = ocr.analyze(pdf)
    cpu = time.process_time() - started
    assert doc.page_count == 49
    assert all(p.source is PageSource.TEXT_LAYER for p in doc.pages)
    assert cpu < 5.0, f"{cpu:.2f} s of CPU for 49 pages"


def test_two_column_pdf_built_here_reads_in_column_order(ocr: LocalOcr) -> None:
    pdf = FPDF(format="A4")
    pdf.add_page()
    pdf.set_font("helvetica", "B", 16)
    pdf.set_xy(20, 15)
    pdf.cell(170, 10, "Section C - Exclusions")
    pdf.set_font("helvetica", size=10)
    left = [f"Left column sentence number {i} talks about waiting periods." for i in range(1, 13)]
    right = [f"Right column sentence number {i} talks about room rent." for i in range(1, 13)]
    for col_x, lines in ((20, left), (110, right)):
        pdf.set_xy(col_x, 35)
        pdf.multi_cell(80, 6, "\n".join(lines))
    doc = ocr.analyze(bytes(pdf.output()))
    text = " ".join(doc.pages[0].text.split())  # the sentences wrap inside their columns
    order = [text.index(s) for s in (*left, *right)]
    assert order == sorted(order)
    assert doc.pages[0].blocks[0].kind is BlockKind.HEADING
    assert doc.pages[0].blocks[0].text == "Section C - Exclusions"


def test_sideways_text_and_rotated_pages_are_read(ocr: LocalOcr, corpus_dir: Path) -> None:
    # A landscape table typeset sideways on a portrait page reads in its own direction.
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    lines = [f"{i}. Sideways clause {i} on room rent limits" for i in range(1, 9)]
    with pdf.rotation(90, x=105, y=148):
        for i, line in enumerate(lines):
            pdf.text(40, 90 + i * 8, line)
    page = ocr.analyze(bytes(pdf.output())).pages[0]
    assert [b.text for b in page.blocks] == lines
    assert page.width > page.height  # the page is turned so that its text reads left to right
    # /Rotate on a policy page does not change what is read.
    src = pdfium.PdfDocument(_read(corpus_dir, NATIONAL))
    dst = pdfium.PdfDocument.new()
    dst.import_pages(src, [2])
    dst[0].set_rotation(90)
    buf = io.BytesIO()
    dst.save(buf)
    turned = ocr.analyze(buf.getvalue()).pages[0]
    assert turned.blocks[0].text.startswith("2.23 Hospitalisation means admission in a Hospital")
    assert sum(1 for b in turned.blocks if b.kind is BlockKind.LIST_ITEM) == 11  # i.–ii., a)–e), i.–iv.


# ---------------------------------------------------------------- image-only pages


def _brochure_panel(corpus_dir: Path) -> bytes:
    """The "WHAT ELSE MAKES ACTIV ONE DIFFERENT?" panel of the scanned brochure's page 1, cropped
    into a PDF of its own (OCR of the whole 840 × 1263 pt page takes ~10–25 s; the panel a few)."""
    src = pdfium.PdfDocument(_read(corpus_dir, BROCHURE))
    dst = pdfium.PdfDocument.new()
    dst.import_pages(src, [0])
    page = dst[0]
    page.set_mediabox(420, 423, 842, 803)
    page.set_cropbox(420, 423, 842, 803)
    buf = io.BytesIO()
    dst.save(buf)
    return buf.getvalue()


def test_scanned_brochure_is_recognised_as_text(ocr: LocalOcr, corpus_dir: Path) -> None:
    pdf = _brochure_panel(corpus_dir)
    assert inspect_pdf(pdf, max_bytes=10**8, max_pages=10).image_only_pages == (1,)
    started = time.perf_counter()
    doc = ocr.analyze(pdf)
    seconds = time.perf_counter() - started
    page = doc.pages[0]
    assert page.source is PageSource.OCR and page.width > 1000  # pixels of the 200 dpi render
    text = _norm(page.text)
    for phrase in (
        "in times of need, it may happen that other health insurance",
        "hospital bill",
        "out-of-pocket expenses",
        "paying 10-20% of",
        "complete peace of mind",
    ):
        assert phrase in text, phrase
    paragraph = next(b for b in page.blocks if "In times of need" in b.text)
    assert paragraph.kind is BlockKind.PARAGRAPH and paragraph.text.count("\n") >= 4  # its lines, in order
    assert paragraph.text.index("In times of need") < paragraph.text.index("your hospital bills")
    confidences = [b.confidence for b in page.blocks]
    assert confidences and all(c is not None and 0.5 <= c <= 1.0 for c in confidences)
    print(f"OCR of the brochure panel: {seconds:.1f} s")


# ---------------------------------------------------------------- bad uploads


def _fpdf_bytes(
    *,
    text: str | None = "4.1 Pre-existing diseases are excluded for 36 months.",
    owner_password: str | None = None,
    user_password: str | None = None,
    scan: bool = False,
) -> bytes:
    pdf = FPDF()
    pdf.add_page()
    if scan:  # a blank scan: a white picture over the page
        pdf.image(Image.new("L", (210, 297), color=255), x=0, y=0, w=210)
    if text:
        pdf.set_font("helvetica", size=12)
        pdf.set_y(60)
        pdf.cell(text=text)
    if owner_password:
        pdf.set_encryption(owner_password=owner_password, user_password=user_password)
    return bytes(pdf.output())


def _png_bytes(corpus_dir: Path) -> bytes:
    doc = pdfium.PdfDocument(_read(corpus_dir, NATIONAL))
    buf = io.BytesIO()
    doc[0].render(scale=0.3).to_pil().save(buf, format="PNG")
    return buf.getvalue()


def _docx_bytes() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("word/document.xml", "<w:document/>")
    return buf.getvalue()


def _zero_page_pdf() -> bytes:
    doc = pdfium.PdfDocument.new()
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def _expect(code: str, data: bytes, **settings: object) -> DocumentError:
    with pytest.raises(DocumentError) as info:
        LocalOcr(_settings(**settings)).analyze(data)
    err = info.value
    assert err.code == code
    assert err.message and "Traceback" not in err.message and "pdfium" not in err.message.lower()
    assert err.to_dict() == {"code": code, "message": err.message}
    return err


def test_non_pdf_uploads_are_named(corpus_dir: Path) -> None:
    assert "PNG image" in _expect("NOT_A_PDF", _png_bytes(corpus_dir)).message
    assert "DOCX" in _expect("NOT_A_PDF", _docx_bytes()).message
    assert "text file" in _expect("NOT_A_PDF", b"Policy wording: 4.1 Pre-existing diseases...").message
    assert "empty" in _expect("NOT_A_PDF", b"").message


def test_oversized_and_overlong_documents(corpus_dir: Path) -> None:
    pdf = _read(corpus_dir, NATIONAL)
    assert "MB" in _expect("DOCUMENT_TOO_LARGE", pdf, max_document_bytes=100_000).message
    assert "25 pages" in _expect("TOO_MANY_PAGES", pdf, max_pages=10).message


def test_corrupt_and_truncated_pdfs(corpus_dir: Path) -> None:
    pdf = _read(corpus_dir, NATIONAL)
    _expect("PDF_CORRUPT", pdf[: len(pdf) // 2])  # cut off mid-file
    _expect("PDF_CORRUPT", pdf[: int(len(pdf) * 0.97)])  # pdfium would open it, but the end is missing
    _expect("PDF_CORRUPT", b"%PDF-1.7\n" + bytes(range(256)) * 40 + b"\n%%EOF\n")


def test_password_protected_pdf_is_refused_but_owner_only_protection_is_read() -> None:
    assert "password" in _expect("PDF_ENCRYPTED", _fpdf_bytes(owner_password="o", user_password="u")).message
    owner_only = _fpdf_bytes(owner_password="owner-only")
    info = inspect_pdf(owner_only, max_bytes=10_000_000, max_pages=10)
    assert info.encrypted and info.page_count == 1 and info.text_pages == (1,)
    doc = LocalOcr(_settings()).analyze(owner_only)
    assert "Pre-existing diseases are excluded" in doc.text


def test_zero_page_pdf_and_pdf_without_any_text() -> None:
    _expect("PDF_EMPTY", _zero_page_pdf())
    blank_scan = _fpdf_bytes(text=None, scan=True)
    info = inspect_pdf(blank_scan, max_bytes=10_000_000, max_pages=10)
    assert info.image_only_pages == (1,) and info.text_pages == ()
    assert "no text layer" in _expect("NO_TEXT", blank_scan).message
    # A page with neither text nor picture is not sent to OCR, and is just as empty.
    blank = _fpdf_bytes(text=None)
    assert inspect_pdf(blank, max_bytes=10_000_000, max_pages=10).image_only_pages == ()
    _expect("NO_TEXT", blank)
