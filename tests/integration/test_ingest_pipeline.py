"""Policy ingestion end to end: real corpus PDFs through the local state machine on the embedded database."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.storage_folder import FolderStorage
from clausetrail.domain.policy import VersionStatus
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.services import ingest
from clausetrail.services.local_ingest import ingest_file
from clausetrail.services.search import search_version
from clausetrail.settings import Settings
from clausetrail.workflow.local_sfn import LocalStepFunctions
from tests.fakes.embed_hashing import HashingEmbedder

pytestmark = pytest.mark.xdist_group("sfn")

NATIONAL = "National_Parivar-Mediclaim-Plus_NICHLIP25039V032425.pdf"


@pytest.fixture
def runtime(database_url: str, tmp_path: Path) -> Iterator[Runtime]:
    settings = Settings(data_dir=tmp_path, embedding_backend="hashing", max_pages=120)
    db = Database(database_url, embedding_dimension=384)
    sfn = LocalStepFunctions()
    rt = Runtime(
        settings,
        storage=FolderStorage(tmp_path / "docs"),
        embedder=HashingEmbedder(384),
        workflows=sfn,
        database=db,
        token_counter=lambda s: len(s.split()),
    )
    set_runtime(rt)
    yield rt
    set_runtime(None)
    sfn.close()
    db.close()


def _blank_pdf(pages: int) -> bytes:
    doc = pdfium.PdfDocument.new()
    for _ in range(pages):
        doc.new_page(595, 842)
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def test_corpus_policy_is_ingested_searchable_and_rerun_safe(runtime: Runtime, corpus_dir: Path) -> None:
    outcome = ingest_file(runtime, corpus_dir / "policies" / NATIONAL, timeout_s=300)
    v = outcome.version
    assert v.status is VersionStatus.READY, (v.error_code, v.error_message)
    assert v.progress == 100
    assert v.page_count == len(pdfium.PdfDocument(str(corpus_dir / "policies" / NATIONAL)))
    clauses = runtime.policies.clauses(v.version_id)
    assert v.clause_count == len(clauses) > 50
    assert all(c.page_start <= c.page_end <= v.page_count for c in clauses)
    assert {c.section_type for c in clauses} >= {"exclusions", "waiting_periods", "definitions"}
    # clause 4.1 is the PED waiting period and carries its IRDAI code Excl01 (page 9 of the PDF)
    ped = [c for c in clauses if c.clause_no == "4.1" and c.exclusion_code == "Excl01"]
    assert ped and ped[0].page_start == 9 and ped[0].section_type == "waiting_periods"
    total, embedded = runtime.policies.clause_counts(v.version_id)
    assert total == embedded

    # the pre-existing disease waiting period (36 months) is found, with its page
    result = search_version(runtime, v.version_id, "waiting period for pre-existing diseases", k=4)
    assert any("36" in h.clause.text and "pre-existing" in h.clause.text.lower() for h in result.hits)

    # rerunning every stage on the same input writes nothing twice
    assert ingest.chunk_version(runtime, v.version_id)["clauses"] == total
    assert runtime.policies.clause_counts(v.version_id) == (total, total)
    assert ingest.embed_version(runtime, v.version_id)["remaining"] == 0
    assert ingest.finalize_version(runtime, v.version_id)["clauses"] == total

    # and registering the same document again is the same version
    again = ingest_file(runtime, corpus_dir / "policies" / NATIONAL, timeout_s=60)
    assert again.created is False and again.version.version_id == v.version_id


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda: b"%PDF-1.7\n1 0 obj<<>>\nthis file was cut short", "PDF_CORRUPT"),
        (lambda: _blank_pdf(0), "PDF_EMPTY"),
        (lambda: _blank_pdf(121), "TOO_MANY_PAGES"),
        (lambda: _blank_pdf(2), "NO_TEXT"),
    ],
)
def test_bad_documents_fail_with_a_named_status_and_leave_nothing(
    runtime: Runtime, tmp_path: Path, make: object, code: str
) -> None:
    pdf = tmp_path / "bad.pdf"
    pdf.write_bytes(make())  # type: ignore[operator]
    outcome = ingest_file(runtime, pdf, insurer="Test", product_uin="TESTUIN0001", timeout_s=120)
    v = outcome.version
    assert v.status is VersionStatus.FAILED
    assert v.error_code == code
    assert v.error_message and "Traceback" not in v.error_message
    assert runtime.policies.clause_counts(v.version_id) == (0, 0)
    with pytest.raises(Exception, match="not ready"):
        search_version(runtime, v.version_id, "anything")


def test_a_failed_extraction_pass_loses_nothing_and_can_be_run_again(
    database_url: str, tmp_path: Path, corpus_dir: Path
) -> None:
    from clausetrail.extraction.passes import pass_spec
    from clausetrail.services.extraction import run_extraction_pass, score_terms
    from functions.extract_pass.handler import handler as real_extract_pass

    def faulty(event: dict, context: object) -> dict:
        if event["pass_number"] == 3:
            raise RuntimeError("killed mid-way")  # not retryable: caught by the Map and recorded
        return real_extract_pass(event, context)

    settings = Settings(data_dir=tmp_path, embedding_backend="hashing")
    db = Database(database_url, embedding_dimension=384)
    sfn = LocalStepFunctions(handler_overrides={"ExtractPass": faulty})
    rt = Runtime(
        settings,
        storage=FolderStorage(tmp_path / "docs"),
        embedder=HashingEmbedder(384),
        workflows=sfn,
        database=db,
        token_counter=lambda s: len(s.split()),
    )
    set_runtime(rt)
    try:
        v = ingest_file(rt, corpus_dir / "policies" / NATIONAL, timeout_s=300).version
        assert v.status is VersionStatus.READY
        passes = {p.pass_number: p for p in rt.extraction.passes(v.version_id)}
        assert passes[3].status == "failed" and passes[3].error_code == "INTERNAL_ERROR"
        assert all(passes[n].status == "succeeded" for n in (1, 2, 4, 5, 6, 7))
        assert v.completeness is not None and v.completeness["passes_failed"] == [3]
        terms = v.terms or {}
        assert not set(pass_spec(3).fields) & set(terms)  # nothing of pass 3 ...
        assert set(pass_spec(4).fields) <= set(terms)  # ... while the others are merged
        assert terms["ped_waiting_period_months"]["value"] == 36
        # the covered-benefits pass also stored the benefits that pay List I items (this wording sells none)
        assert terms["extraction_meta"]["non_payable_covers"] == []
        # the failed pass runs again on its own and merges; the score is recomputed
        assert run_extraction_pass(rt, v.version_id, 3)["status"] == "succeeded"
        assert score_terms(rt, v.version_id)["passes_failed"] == []
        again = rt.policies.get_version(v.version_id)
        assert set(pass_spec(3).fields) <= set(again.terms or {})
        meta_after = (again.terms or {})["extraction_meta"]
        # a rerun keeps what the other passes stored ...
        assert {k: meta_after.get(k) for k in terms["extraction_meta"]} == terms["extraction_meta"]
        # ... and adds the failed pass's own (pass 3 records whether cover starts above a wording deductible)
        assert "wording_deductible" in meta_after and "wording_deductible" not in terms["extraction_meta"]
        assert (again.completeness or {})["score"] > v.completeness["score"]
    finally:
        set_runtime(None)
        sfn.close()
        db.close()


def test_a_300_page_wording_is_ingested_whole(runtime: Runtime, tmp_path: Path, corpus_dir: Path) -> None:
    """A long wording (real clause text, 300 pages) is accepted and indexed to its last page."""
    import pypdfium2
    from fpdf import FPDF

    source = pypdfium2.PdfDocument(str(corpus_dir / "policies" / NATIONAL))
    paragraphs = [
        p for i in range(len(source)) for p in source[i].get_textpage().get_text_range().split("\r\n\r\n")
    ]
    lines = [ln.strip() for p in paragraphs for ln in p.splitlines() if len(ln.strip()) > 30]
    pdf = FPDF(format="A4")
    pdf.set_font("helvetica", size=10)
    cursor = 0
    for page in range(1, 301):
        pdf.add_page()
        pdf.multi_cell(0, 5, f"Section {page}: wording of schedule {page}", new_x="LMARGIN", new_y="NEXT")
        for _ in range(12):
            text = lines[cursor % len(lines)].encode("latin-1", "replace").decode("latin-1")
            cursor += 1
            pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.multi_cell(
            0, 5, f"Marker for page {page}: Rs. {page * 1000} limit.", new_x="LMARGIN", new_y="NEXT"
        )
    path = tmp_path / "long.pdf"
    path.write_bytes(bytes(pdf.output()))
    runtime.settings = runtime.settings.model_copy(update={"max_pages": 400})
    v = ingest_file(runtime, path, insurer="Test", product_uin="LONGUIN0001", timeout_s=600).version
    assert v.status is VersionStatus.READY, (v.error_code, v.error_message)
    assert v.page_count == 300
    clauses = runtime.policies.clauses(v.version_id)
    assert max(c.page_end for c in clauses) == 300
    last_page_text = lines[(cursor - 6) % len(lines)].encode("latin-1", "replace").decode("latin-1")
    assert any(last_page_text[:40] in c.text for c in clauses if c.page_end == 300)
