"""Check an uploaded policy wording before any OCR: is it a PDF we can read, and how big is it?

Every refusal is a `DocumentError` with a stable code and a message a claims system can show:
NOT_A_PDF, DOCUMENT_TOO_LARGE, PDF_CORRUPT (unreadable or truncated), PDF_ENCRYPTED (needs a
password to open), PDF_EMPTY (no pages), TOO_MANY_PAGES. A PDF protected only by an owner password
(printing/copying restrictions) opens without a password, so it is accepted and reported as
`encrypted=True`.
"""

from __future__ import annotations

import ctypes

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from clausetrail.adapters.pdf_text_layer import image_coverage
from clausetrail.domain.errors import DocumentError
from clausetrail.domain.pdf import PdfInfo

MIN_IMAGE_COVERAGE = 0.02  # share of a page covered by images for it to count as a scan
HEADER_WINDOW = 1024  # the PDF header may follow a little junk (the spec tolerates it)
EOF_WINDOW = 4096  # a complete PDF ends with %%EOF (allowing trailing padding)

_SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"PK\x03\x04", "a ZIP archive or Office document (DOCX/XLSX)"),
    (b"\xd0\xcf\x11\xe0", "a legacy Office document (DOC/XLS)"),
    (b"{\\rtf", "an RTF document"),
    (b"<!DOCTYPE html", "an HTML page"),
    (b"<html", "an HTML page"),
)


def _describe(data: bytes) -> str:
    head = data[:64]
    for signature, name in _SIGNATURES:
        if head.startswith(signature) or head.lower().startswith(signature.lower()):
            return name
    try:
        data[:2048].decode("utf-8")
    except UnicodeDecodeError:
        return "a binary file of another type"
    return "a text file"


def _mb(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB"


def check_bytes(data: bytes, *, max_bytes: int) -> None:
    """Size, PDF signature and completeness checks that need no parsing."""
    if not data:
        raise DocumentError(
            "The uploaded document is empty (0 bytes); send the policy wording as a PDF.", code="NOT_A_PDF"
        )
    if len(data) > max_bytes:
        raise DocumentError(
            f"The document is {_mb(len(data))}; the largest accepted is {_mb(max_bytes)}.",
            code="DOCUMENT_TOO_LARGE",
        )
    if b"%PDF-" not in data[:HEADER_WINDOW]:
        raise DocumentError(
            f"The uploaded document is not a PDF (it looks like {_describe(data)}); send the policy wording as a PDF.",
            code="NOT_A_PDF",
        )
    if data.rfind(b"%%EOF") < len(data) - EOF_WINDOW:
        raise DocumentError(
            "The PDF is incomplete (it ends before its end-of-file marker, as if the upload was cut off); "
            "upload the complete file again.",
            code="PDF_CORRUPT",
        )


def _load_error(data: bytes) -> DocumentError:
    """Why pdfium cannot open `data`, asked afresh (pypdfium2's error code can be stale)."""
    buf = ctypes.create_string_buffer(data, len(data))
    handle = pdfium_c.FPDF_LoadMemDocument64(buf, len(data), None)
    if handle:
        try:
            count = pdfium_c.FPDF_GetPageCount(handle)
        finally:
            pdfium_c.FPDF_CloseDocument(handle)
        if count == 0:
            return DocumentError("The PDF has no pages.", code="PDF_EMPTY")
        return DocumentError("The PDF could not be read.", code="PDF_CORRUPT")
    err = pdfium_c.FPDF_GetLastError()
    if err == pdfium_c.FPDF_ERR_PASSWORD:
        return DocumentError(
            "The PDF is password-protected; upload a copy without a password to open it.",
            code="PDF_ENCRYPTED",
        )
    if err == pdfium_c.FPDF_ERR_SECURITY:
        return DocumentError(
            "The PDF uses an unsupported encryption scheme; upload an unencrypted copy.", code="PDF_ENCRYPTED"
        )
    return DocumentError(
        "The PDF is damaged and cannot be read (its internal structure is invalid); upload the original file again.",
        code="PDF_CORRUPT",
    )


def open_pdf(data: bytes, *, max_bytes: int, max_pages: int) -> tuple[pdfium.PdfDocument, bool]:
    """Open `data` with pypdfium2 after the checks above; returns (document, owner-encrypted)."""
    check_bytes(data, max_bytes=max_bytes)
    try:
        document = pdfium.PdfDocument(data)
    except pdfium.PdfiumError:
        raise _load_error(data) from None
    count = len(document)
    if count == 0:
        document.close()
        raise DocumentError("The PDF has no pages.", code="PDF_EMPTY")
    if count > max_pages:
        document.close()
        raise DocumentError(
            f"The PDF has {count} pages; at most {max_pages} pages are accepted.", code="TOO_MANY_PAGES"
        )
    encrypted = pdfium_c.FPDF_GetSecurityHandlerRevision(document) != -1
    return document, encrypted


def page_char_count(document: pdfium.PdfDocument, index: int, min_chars: int = 0) -> tuple[int, float]:
    """Visible (non-space) characters in the text layer of page `index` (0-based), and — when
    fewer than `min_chars` — the share of the page covered by images (else 0)."""
    try:
        page = document[index]
    except pdfium.PdfiumError:
        raise DocumentError(
            f"Page {index + 1} of the PDF is damaged and cannot be read; upload the original file again.",
            code="PDF_CORRUPT",
        ) from None
    try:
        textpage = page.get_textpage()
    except pdfium.PdfiumError:
        page.close()
        raise DocumentError(
            f"Page {index + 1} of the PDF is damaged and cannot be read; upload the original file again.",
            code="PDF_CORRUPT",
        ) from None
    try:
        text = textpage.get_text_range()
        chars = sum(1 for c in text if not c.isspace())
        coverage = image_coverage(page) if chars < min_chars else 0.0
    finally:
        textpage.close()
        page.close()
    return chars, coverage


def inspect_pdf(data: bytes, *, max_bytes: int, max_pages: int, min_chars_per_page: int = 25) -> PdfInfo:
    """Validate an upload and say which pages have a text layer (raises DocumentError)."""
    document, encrypted = open_pdf(data, max_bytes=max_bytes, max_pages=max_pages)
    try:
        counts = [page_char_count(document, i, min_chars_per_page) for i in range(len(document))]
    finally:
        document.close()
    chars = tuple(n for n, _ in counts)
    # Image-only: too little text and a picture to read (a scan). A nearly empty page with no
    # picture is still read from its text layer.
    image_pages = tuple(
        i + 1 for i, (n, cover) in enumerate(counts) if n < min_chars_per_page and cover >= MIN_IMAGE_COVERAGE
    )
    text_pages = tuple(i + 1 for i in range(len(counts)) if i + 1 not in set(image_pages))
    return PdfInfo(
        page_count=len(chars),
        text_pages=text_pages,
        image_only_pages=image_pages,
        encrypted=encrypted,
        chars_per_page=chars,
    )
