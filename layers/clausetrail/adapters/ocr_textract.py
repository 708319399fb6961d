"""OcrPort on Amazon Textract: async StartDocumentAnalysis (TABLES + LAYOUT) on the PDF in S3.

- Pages that already have a text layer are not sent to Textract when
  `settings.textract_skip_text_pages` is true (the default — Textract bills per page): the
  image-only pages are copied into a smaller PDF (pypdfium2) that goes to Textract, and the
  text-layer pages come from the local text-layer path. A PDF with no image-only page never
  reaches Textract at all. Page numbers are mapped back, so the merged layout has every page
  in order with its source (`textract` or `text_layer`).
- Polling: GetDocumentAnalysis with exponential backoff (1 s doubling up to 10 s) until the job
  ends, throttling errors retried the same way, then every result page followed by NextToken.
- The response is parsed by `textract_layout` with textractor (the parser of record).
- Bad input and Textract failures end in DocumentError; running out of time or retries in
  TransientError (worth retrying the step).
"""

from __future__ import annotations

import hashlib
import io
import logging
import time
from collections.abc import Callable
from typing import Any

import pypdfium2 as pdfium
from botocore.exceptions import BotoCoreError, ClientError

from clausetrail.adapters.ocr_local import LocalOcr
from clausetrail.adapters.pdf_inspect import PdfInfo, inspect_pdf
from clausetrail.adapters.textract_layout import Engine, PageMeta, parse_textract_response
from clausetrail.domain.errors import ClauseTrailError, DocumentError, TransientError
from clausetrail.domain.layout import LayoutDocument, Page, PageSource
from clausetrail.settings import Settings, get_settings
from clausetrail.workflow.registry import TEXTRACT_INPUT_PREFIX

logger = logging.getLogger(__name__)

FEATURE_TYPES = ("TABLES", "LAYOUT")
MAX_RESULTS = 1000
RETRYABLE_CODES = frozenset(
    {
        "ThrottlingException",
        "ProvisionedThroughputExceededException",
        "LimitExceededException",
        "InternalServerError",
        "ServiceUnavailableException",
    }
)
BAD_DOCUMENT_CODES = {
    "UnsupportedDocumentException": "The PDF's format is not supported by the OCR service.",
    "BadDocumentException": "The OCR service could not read the PDF (it may be damaged).",
    "DocumentTooLargeException": "The PDF is too large for the OCR service.",
    "InvalidS3ObjectException": "The PDF could not be read from document storage.",
}


class TextractOcr:
    """OcrPort backed by Textract's asynchronous document analysis."""

    name = "textract"

    def __init__(
        self,
        textract_client: Any,
        *,
        bucket: str,
        s3_client: Any | None = None,
        key_prefix: str = TEXTRACT_INPUT_PREFIX,  # the prefix the `textract_input` need may write
        settings: Settings | None = None,
        local: LocalOcr | None = None,
        first_delay: float = 1.0,
        max_delay: float = 10.0,
        timeout_seconds: float = 600.0,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.textract = textract_client
        self.s3 = s3_client
        self.bucket = bucket
        self.key_prefix = key_prefix
        self.settings = settings or get_settings()
        self.local = local or LocalOcr(self.settings)
        self.first_delay = first_delay
        self.max_delay = max_delay
        self.timeout_seconds = timeout_seconds
        self._sleep = sleep
        self._clock = clock

    @classmethod
    def from_settings(cls, settings: Settings) -> TextractOcr:
        """Textract and S3 clients from the environment; documents go to `settings.documents_bucket`."""
        import boto3

        if not settings.documents_bucket:
            raise ClauseTrailError(
                "CLAUSETRAIL_DOCUMENTS_BUCKET must be set when the OCR backend is textract", code="OCR_CONFIG"
            )
        return cls(
            boto3.client("textract"),
            bucket=settings.documents_bucket,
            s3_client=boto3.client("s3"),
            settings=settings,
        )

    # ------------------------------------------------------------------ OcrPort

    def analyze(self, pdf: bytes) -> LayoutDocument:
        """Upload `pdf` (content-addressed key) and analyse it."""
        if self.s3 is None:
            raise ClauseTrailError(
                "Textract OCR needs an S3 client to upload the document.", code="OCR_CONFIG"
            )
        key = f"{self.key_prefix}{hashlib.sha256(pdf).hexdigest()}.pdf"
        return self.analyze_object(pdf, key=key, upload=True)

    def analyze_object(self, pdf: bytes, *, key: str, upload: bool = False) -> LayoutDocument:
        """Analyse the PDF stored at s3://bucket/key (whose bytes are `pdf`)."""
        settings = self.settings
        info = inspect_pdf(
            pdf,
            max_bytes=settings.max_document_bytes,
            max_pages=settings.max_pages,
            min_chars_per_page=settings.ocr_min_chars_per_page,
        )
        sha = hashlib.sha256(pdf).hexdigest()
        all_pages = tuple(range(1, info.page_count + 1))
        remote_pages = info.image_only_pages if settings.textract_skip_text_pages else all_pages
        local_pages = tuple(p for p in all_pages if p not in set(remote_pages))

        pages: dict[int, Page] = {}
        if local_pages:
            local = self.local.analyze_pages(pdf, local_pages, ocr_images=False)
            pages.update({p.number: p for p in local.pages})
        if remote_pages:
            pages.update(self._textract_pages(pdf, sha, key, info, remote_pages, upload=upload))
        layout = LayoutDocument(sha256=sha, pages=tuple(pages[n] for n in sorted(pages)))
        if not any(b.text.strip() for p in layout.pages for b in p.blocks):
            raise DocumentError(
                "No text could be read from the PDF: it has no text layer and OCR found no legible text. "
                "Upload a clearer scan or the original (text) PDF.",
                code="NO_TEXT",
            )
        return layout

    # ------------------------------------------------------------------ Textract

    def _textract_pages(
        self, pdf: bytes, sha: str, key: str, info: PdfInfo, wanted: tuple[int, ...], *, upload: bool
    ) -> dict[int, Page]:
        if len(wanted) == info.page_count:
            target_key, numbers = key, wanted
            if upload:
                self._put(key, pdf)
        elif self.s3 is not None:
            subset = _subset_pdf(pdf, wanted)
            target_key = f"{self.key_prefix}{sha}-p{_page_list_tag(wanted)}.pdf"
            self._put(target_key, subset)
            numbers = wanted
        else:  # no S3 client to upload a subset: send the stored PDF, keep only the wanted pages
            target_key, numbers = key, tuple(range(1, info.page_count + 1))
        sizes = _page_sizes(pdf)
        response = self.run_job(target_key, client_token=f"ct-{sha[:40]}-{_page_list_tag(numbers)}"[:64])
        metas = {
            i + 1: PageMeta(
                number=n, width=sizes[n - 1][0], height=sizes[n - 1][1], source=PageSource.TEXTRACT
            )
            for i, n in enumerate(numbers)
        }
        layout = parse_textract_response(response, sha256=sha, pages=metas, engine=Engine.TEXTRACTOR)
        got = {p.number: p for p in layout.pages if p.number in set(wanted)}
        for n in wanted:  # a page Textract returned nothing for is still a page
            got.setdefault(
                n, Page(number=n, width=sizes[n - 1][0], height=sizes[n - 1][1], source=PageSource.TEXTRACT)
            )
        return got

    def _put(self, key: str, data: bytes) -> None:
        if self.s3 is None:
            return
        try:
            self.s3.put_object(Bucket=self.bucket, Key=key, Body=data, ContentType="application/pdf")
        except (ClientError, BotoCoreError) as exc:
            raise TransientError(f"Could not store the document for OCR: {_error_code(exc)}") from None

    def run_job(self, key: str, *, client_token: str | None = None) -> dict[str, Any]:
        """Start the analysis of s3://bucket/key, wait for it, return all blocks as one response."""
        params: dict[str, Any] = {
            "DocumentLocation": {"S3Object": {"Bucket": self.bucket, "Name": key}},
            "FeatureTypes": list(FEATURE_TYPES),
            "JobTag": "clausetrail-policy",
        }
        if client_token:
            params["ClientRequestToken"] = client_token
        started = self._call(self.textract.start_document_analysis, **params)
        job_id = started["JobId"]
        first = self._wait(job_id)
        blocks: list[dict[str, Any]] = list(first.get("Blocks", []))
        token = first.get("NextToken")
        while token:
            page = self._call(
                self.textract.get_document_analysis, JobId=job_id, MaxResults=MAX_RESULTS, NextToken=token
            )
            blocks.extend(page.get("Blocks", []))
            token = page.get("NextToken")
        if first.get("Warnings"):
            logger.warning("Textract job %s finished with warnings: %s", job_id, first["Warnings"])
        return {
            "DocumentMetadata": first.get("DocumentMetadata", {}),
            "JobStatus": first.get("JobStatus"),
            "Blocks": blocks,
        }

    def _wait(self, job_id: str) -> dict[str, Any]:
        deadline = self._clock() + self.timeout_seconds
        delay = self.first_delay
        while True:
            result = self._call(self.textract.get_document_analysis, JobId=job_id, MaxResults=MAX_RESULTS)
            status = result.get("JobStatus")
            if status in ("SUCCEEDED", "PARTIAL_SUCCESS"):
                return dict(result)
            if status == "FAILED":
                reason = result.get("StatusMessage") or "no reason given"
                raise DocumentError(f"The OCR service could not read the PDF: {reason}", code="OCR_FAILED")
            if self._clock() + delay > deadline:
                raise TransientError(
                    f"OCR did not finish within {int(self.timeout_seconds)} s (job {job_id}); retry the step.",
                    code="OCR_TIMEOUT",
                )
            self._sleep(delay)
            delay = min(delay * 2, self.max_delay)

    def _call(self, fn: Callable[..., dict[str, Any]], **kwargs: Any) -> dict[str, Any]:
        """One Textract call; throttling and 5xx retried with backoff until the deadline."""
        delay = self.first_delay
        deadline = self._clock() + self.timeout_seconds
        while True:
            try:
                return fn(**kwargs)
            except ClientError as exc:
                code = _error_code(exc)
                if code in BAD_DOCUMENT_CODES:
                    raise DocumentError(BAD_DOCUMENT_CODES[code], code="OCR_FAILED") from None
                if code not in RETRYABLE_CODES or self._clock() + delay > deadline:
                    raise TransientError(
                        f"The OCR service is unavailable ({code}); retry the step."
                    ) from None
            except BotoCoreError as exc:
                if self._clock() + delay > deadline:
                    raise TransientError(f"The OCR service is unreachable ({type(exc).__name__}).") from None
            self._sleep(delay)
            delay = min(delay * 2, self.max_delay)


def _error_code(exc: Exception) -> str:
    if isinstance(exc, ClientError):
        return str(exc.response.get("Error", {}).get("Code", "Unknown"))
    return type(exc).__name__


def _page_list_tag(pages: tuple[int, ...]) -> str:
    return hashlib.sha1(",".join(map(str, pages)).encode()).hexdigest()[:10]


def _subset_pdf(pdf: bytes, pages: tuple[int, ...]) -> bytes:
    """A PDF holding only `pages` (1-based) of `pdf`, in that order."""
    src = pdfium.PdfDocument(pdf)
    dst = pdfium.PdfDocument.new()
    try:
        dst.import_pages(src, [p - 1 for p in pages])
        buf = io.BytesIO()
        dst.save(buf)
        return buf.getvalue()
    finally:
        dst.close()
        src.close()


def _page_sizes(pdf: bytes) -> list[tuple[float, float]]:
    doc = pdfium.PdfDocument(pdf)
    try:
        return [doc.get_page_size(i) for i in range(len(doc))]
    finally:
        doc.close()
