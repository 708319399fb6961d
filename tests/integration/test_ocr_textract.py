"""TextractOcr against a stubbed Textract (botocore Stubber, recorded-shape responses) and moto S3.

The fixtures under tests/fixtures/textract/ are a two-page GetDocumentAnalysis result split over
two result pages (NextToken), shaped like Textract's output: UUID Ids, CHILD / MERGED_CELL
relationships, normalised Geometry with Polygon, 0–100 confidences, Page numbers. The Stubber
checks every request and response against Textract's service model.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import boto3
import pypdfium2 as pdfium
import pytest
from botocore.stub import ANY, Stubber
from fpdf import FPDF
from moto import mock_aws
from PIL import Image

from clausetrail.adapters.ocr_textract import TextractOcr
from clausetrail.domain.errors import DocumentError, TransientError
from clausetrail.domain.layout import BlockKind, PageSource
from clausetrail.settings import Settings

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "textract"
BUCKET = "clausetrail-documents-test"
REGION = "ap-south-1"


def _fixture(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FIXTURES / f"{name}.json").read_text())
    return data


def _pdf(pages: list[str | None]) -> bytes:
    """A PDF whose pages carry the given text layer (None: an image-only page, no text layer)."""
    pdf = FPDF()
    for text in pages:
        pdf.add_page()
        if text:
            pdf.set_font("helvetica", size=11)
            pdf.set_y(50)  # below the zone where running headers live
            pdf.multi_cell(0, 6, text, markdown=True)
        else:  # a "scan": one picture, no text layer
            pdf.image(Image.new("L", (170, 240), color=235), x=20, y=20, w=170)
    return bytes(pdf.output())


TEXT_PAGE = (
    "**5.1 Claim intimation**\n"
    "The insured person shall intimate the claim to the TPA within 48 hours of admission.\n"
    "(a) Documents: discharge summary, bills and investigation reports."
)


@pytest.fixture
def aws() -> Iterator[Any]:
    with mock_aws():
        s3 = boto3.client("s3", region_name=REGION)
        s3.create_bucket(Bucket=BUCKET, CreateBucketConfiguration={"LocationConstraint": REGION})
        yield s3


def _textract() -> tuple[Any, Stubber]:
    client = boto3.client(
        "textract", region_name=REGION, aws_access_key_id="test", aws_secret_access_key="test"
    )
    return client, Stubber(client)


def _ocr(textract: Any, s3: Any | None, *, skip: bool = True, **kw: Any) -> tuple[TextractOcr, list[float]]:
    sleeps: list[float] = []
    settings = Settings(textract_skip_text_pages=skip, ocr_backend="textract")
    ocr = TextractOcr(textract, bucket=BUCKET, s3_client=s3, settings=settings, sleep=sleeps.append, **kw)
    return ocr, sleeps


def _stub_job(stub: Stubber, key: str, *, polls_in_progress: int = 1) -> None:
    stub.add_response(
        "start_document_analysis",
        _fixture("start_document_analysis"),
        {
            "DocumentLocation": {"S3Object": {"Bucket": BUCKET, "Name": key}},
            "FeatureTypes": ["TABLES", "LAYOUT"],
            "JobTag": "clausetrail-policy",
            "ClientRequestToken": ANY,
        },
    )
    job_id = _fixture("start_document_analysis")["JobId"]
    for _ in range(polls_in_progress):
        stub.add_response(
            "get_document_analysis",
            _fixture("get_document_analysis_in_progress"),
            {"JobId": job_id, "MaxResults": 1000},
        )
    first = _fixture("get_document_analysis_page1")
    stub.add_response("get_document_analysis", first, {"JobId": job_id, "MaxResults": 1000})
    stub.add_response(
        "get_document_analysis",
        _fixture("get_document_analysis_page2"),
        {"JobId": job_id, "MaxResults": 1000, "NextToken": first["NextToken"]},
    )


def test_image_only_pdf_goes_to_textract_and_is_parsed(aws: Any) -> None:
    textract, stub = _textract()
    pdf = _pdf([None, None])
    ocr, sleeps = _ocr(textract, aws)
    import hashlib

    key = f"textract-input/{hashlib.sha256(pdf).hexdigest()}.pdf"
    _stub_job(stub, key, polls_in_progress=2)
    with stub:
        doc = ocr.analyze(pdf)
        stub.assert_no_pending_responses()
    assert aws.get_object(Bucket=BUCKET, Key=key)["Body"].read() == pdf
    assert sleeps == [1.0, 2.0]  # backoff while IN_PROGRESS
    assert [p.number for p in doc.pages] == [1, 2]
    assert all(p.source is PageSource.TEXTRACT for p in doc.pages)
    assert doc.pages[0].width == pytest.approx(595.28, abs=0.1)  # page size from the PDF, in points
    first = doc.pages[0].blocks
    assert (first[0].kind, first[0].level, first[0].text) == (BlockKind.HEADING, 2, "4. EXCLUSIONS")
    assert [b.text.split(" ")[0] for b in first if b.kind is BlockKind.LIST_ITEM] == ["a)", "b)", "c)"]
    table = next(b for b in doc.pages[1].blocks if b.kind is BlockKind.TABLE).table
    assert table is not None and table.header == (
        ("Sum Insured (Rs.)", "Room Rent (per day)", "ICU (per day)"),
    )
    assert "National Parivar Mediclaim Plus Policy" not in doc.text  # running header dropped
    assert "Page 8 of 25" not in doc.text
    assert all(b.confidence is not None and 0.5 < b.confidence <= 1 for p in doc.pages for b in p.blocks)


def test_text_layer_pages_skip_textract_and_page_numbers_are_merged(aws: Any) -> None:
    textract, stub = _textract()
    pdf = _pdf([None, TEXT_PAGE, None])
    ocr, _ = _ocr(textract, aws)
    import hashlib

    sha = hashlib.sha256(pdf).hexdigest()
    with stub:
        # Only pages 1 and 3 go to Textract, as a two-page PDF of their own.
        stub.add_response(
            "start_document_analysis",
            _fixture("start_document_analysis"),
            {
                "DocumentLocation": {"S3Object": {"Bucket": BUCKET, "Name": ANY}},
                "FeatureTypes": ["TABLES", "LAYOUT"],
                "JobTag": "clausetrail-policy",
                "ClientRequestToken": ANY,
            },
        )
        job_id = _fixture("start_document_analysis")["JobId"]
        first = _fixture("get_document_analysis_page1")
        stub.add_response("get_document_analysis", first, {"JobId": job_id, "MaxResults": 1000})
        stub.add_response(
            "get_document_analysis",
            _fixture("get_document_analysis_page2"),
            {"JobId": job_id, "MaxResults": 1000, "NextToken": first["NextToken"]},
        )
        doc = ocr.analyze(pdf)
        stub.assert_no_pending_responses()
    keys = sorted(o["Key"] for o in aws.list_objects_v2(Bucket=BUCKET)["Contents"])
    subset_key = next(k for k in keys if k != f"textract-input/{sha}.pdf")
    subset = pdfium.PdfDocument(aws.get_object(Bucket=BUCKET, Key=subset_key)["Body"].read())
    assert len(subset) == 2
    assert [(p.number, p.source) for p in doc.pages] == [
        (1, PageSource.TEXTRACT),
        (2, PageSource.TEXT_LAYER),
        (3, PageSource.TEXTRACT),
    ]
    assert doc.pages[0].blocks[0].text == "4. EXCLUSIONS"  # Textract's first result page → PDF page 1
    assert doc.pages[2].blocks[0].text == "Schedule of Benefits"  # Textract's second → PDF page 3
    local = doc.pages[1].blocks
    assert local[0].text == "5.1 Claim intimation" and local[0].kind is BlockKind.HEADING
    assert any(b.kind is BlockKind.LIST_ITEM and b.text.startswith("(a) Documents") for b in local)
    assert all(b.confidence is None for b in local)  # a text layer has no OCR confidence


def test_pdf_with_text_on_every_page_never_calls_textract(aws: Any) -> None:
    textract, stub = _textract()
    ocr, _ = _ocr(textract, aws)
    with stub:  # no responses queued: any Textract call would fail
        doc = ocr.analyze(_pdf([TEXT_PAGE, TEXT_PAGE.replace("5.1", "5.2").replace("48", "24")]))
        stub.assert_no_pending_responses()
    assert [p.source for p in doc.pages] == [PageSource.TEXT_LAYER, PageSource.TEXT_LAYER]


def test_skip_disabled_sends_every_page_to_textract(aws: Any) -> None:
    textract, stub = _textract()
    pdf = _pdf([TEXT_PAGE, None])
    ocr, _ = _ocr(textract, aws, skip=False)
    key = "policies/p-1/wording.pdf"
    aws.put_object(Bucket=BUCKET, Key=key, Body=pdf)
    _stub_job(stub, key, polls_in_progress=0)
    with stub:
        doc = ocr.analyze_object(pdf, key=key)
        stub.assert_no_pending_responses()
    assert [p.source for p in doc.pages] == [PageSource.TEXTRACT, PageSource.TEXTRACT]
    assert doc.pages[0].blocks[0].text == "4. EXCLUSIONS"


def test_throttling_is_retried_with_backoff(aws: Any) -> None:
    textract, stub = _textract()
    pdf = _pdf([None, None])
    ocr, sleeps = _ocr(textract, aws)
    import hashlib

    key = f"textract-input/{hashlib.sha256(pdf).hexdigest()}.pdf"
    stub.add_client_error(
        "start_document_analysis", "ProvisionedThroughputExceededException", http_status_code=400
    )
    stub.add_client_error("start_document_analysis", "ThrottlingException", http_status_code=400)
    _stub_job(stub, key, polls_in_progress=0)
    with stub:
        doc = ocr.analyze(pdf)
    assert sleeps == [1.0, 2.0]
    assert doc.page_count == 2


def test_failed_job_and_timeout_end_in_named_errors(aws: Any) -> None:
    textract, stub = _textract()
    pdf = _pdf([None])
    ocr, _ = _ocr(textract, aws)
    job_id = _fixture("start_document_analysis")["JobId"]
    stub.add_response("start_document_analysis", _fixture("start_document_analysis"))
    stub.add_response(
        "get_document_analysis",
        {"JobStatus": "FAILED", "StatusMessage": "Request has unsupported document format"},
        {"JobId": job_id, "MaxResults": 1000},
    )
    with stub, pytest.raises(DocumentError) as failed:
        ocr.analyze(pdf)
    assert failed.value.code == "OCR_FAILED" and "unsupported document format" in failed.value.message

    textract, stub = _textract()
    now = [0.0]
    slow, _ = _ocr(textract, aws, timeout_seconds=5.0, clock=lambda: now[0])
    slow._sleep = lambda s: now.__setitem__(0, now[0] + s)  # time passes only while sleeping
    stub.add_response("start_document_analysis", _fixture("start_document_analysis"))
    for _ in range(5):
        stub.add_response("get_document_analysis", _fixture("get_document_analysis_in_progress"))
    with stub, pytest.raises(TransientError) as timeout:
        slow.analyze(pdf)
    assert timeout.value.code == "OCR_TIMEOUT"


def test_bad_input_is_refused_before_any_upload(aws: Any) -> None:
    textract, stub = _textract()
    ocr, _ = _ocr(textract, aws)
    with stub, pytest.raises(DocumentError) as err:
        ocr.analyze(b"\x89PNG\r\n\x1a\n" + b"\x00" * 100)
    assert err.value.code == "NOT_A_PDF"
    assert "Contents" not in aws.list_objects_v2(Bucket=BUCKET)
