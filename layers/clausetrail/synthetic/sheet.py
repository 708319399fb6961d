"""The page and drawing pieces shared by the synthetic bills and discharge summaries (fpdf2).

A :class:`Sheet` is an A4 (or A5) page with the bundled DejaVu fonts and a creation date fixed to the document's
own date, so one spec always renders to the same bytes. The helpers draw the parts every hospital document has:
the letterhead, a title, ruled or unruled key/value details, a payment receipt, remarks and signature lines, and
the date styles the layouts print.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta, timezone
from importlib import resources
from typing import Final

from fpdf import FPDF
from fpdf.fonts import FontFace

from clausetrail.synthetic.claim_spec import DAY_CHARGED, BillLine, ClaimDocumentSpec
from clausetrail.synthetic.words import figure, rupees_in_words

_IST: Final = timezone(timedelta(hours=5, minutes=30))
_FONT_FILES: Final = {
    ("Sans", ""): "DejaVuSans.ttf",
    ("Sans", "B"): "DejaVuSans-Bold.ttf",
    ("Cond", ""): "DejaVuSansCondensed.ttf",
    ("Cond", "B"): "DejaVuSansCondensed-Bold.ttf",
    ("Serif", ""): "DejaVuSerif.ttf",
    ("Serif", "B"): "DejaVuSerif-Bold.ttf",
    ("Serif", "I"): "DejaVuSerif-Italic.ttf",
}


class Sheet(FPDF):
    """An A4 (or A5) page with the bundled fonts and a fixed creation date."""

    def __init__(
        self, *, title: str, author: str, created: date, page_format: str | tuple[float, float] = "A4"
    ) -> None:
        super().__init__(orientation="portrait", unit="mm", format=page_format)
        fonts = resources.files("clausetrail.synthetic").joinpath("fonts")
        for (family, style), file_name in _FONT_FILES.items():
            with resources.as_file(fonts.joinpath(file_name)) as path:
                self.add_font(family, style, str(path))
        self.set_creation_date(datetime.combine(created, time(18, 0), tzinfo=_IST).astimezone(UTC))
        self.set_title(title)
        self.set_author(author)
        self.set_creator("ClauseTrail synthetic claim documents")
        self.set_producer("fpdf2")
        self.set_margins(14, 12, 14)
        self.set_auto_page_break(auto=True, margin=16)
        self.footer_text = ""
        self.alias_nb_pages()
        self.add_page()

    def footer(self) -> None:
        self.set_y(-11)
        self.set_font("Sans", "", 7)
        self.set_text_color(90, 90, 90)
        self.cell(0, 4, f"{self.footer_text}    Page {self.page_no()} of {{nb}}", align="C")
        self.set_text_color(0, 0, 0)

    def text_line(
        self,
        text: str,
        *,
        size: float = 9,
        style: str = "",
        family: str = "Sans",
        align: str = "L",
        h: float = 4.8,
    ) -> None:
        self.set_font(family, style, size)
        self.multi_cell(0, h, text, align=align, new_x="LMARGIN", new_y="NEXT")

    def rule(self, gap: float = 1.5, width: float = 0.4) -> None:
        self.ln(gap)
        self.set_line_width(width)
        self.line(self.l_margin, self.get_y(), self.w - self.r_margin, self.get_y())
        self.set_line_width(0.2)
        self.ln(gap)


def output_bytes(pdf: FPDF) -> bytes:
    return bytes(pdf.output())


def hospital_header(
    pdf: Sheet, spec: ClaimDocumentSpec, *, family: str = "Sans", compact: bool = False
) -> None:
    h = spec.hospital
    pdf.text_line(h.name.upper(), size=13 if compact else 16, style="B", family=family, align="C", h=7)
    if h.accreditation and not compact:
        pdf.text_line(h.accreditation, size=8, family=family, align="C", h=4)
    pdf.text_line(", ".join(h.address_lines), size=8, family=family, align="C", h=4)
    pdf.text_line(f"Ph: {h.phone}   Email: {h.email}", size=8, family=family, align="C", h=4)
    pdf.text_line(
        f"GSTIN: {h.gstin}   PAN: {h.pan}   Regn. No.: {h.registration_number}   ROHINI ID: {h.rohini_id}",
        size=7.5,
        family=family,
        align="C",
        h=4,
    )
    pdf.rule(gap=1.2, width=0.6)


def title(pdf: Sheet, text: str, *, family: str = "Sans", size: float = 12) -> None:
    pdf.ln(1)
    pdf.set_font(family, "B", size)
    pdf.cell(0, 7, text, align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1.5)


def kv_grid(pdf: Sheet, pairs: Sequence[tuple[str, str, str, str]], *, family: str = "Sans") -> None:
    """A ruled four-column grid: label | value | label | value."""
    pdf.set_font(family, "", 8.5)
    widths = (34, 57, 34, 57)
    with pdf.table(
        col_widths=widths,
        width=sum(widths),
        first_row_as_headings=False,
        line_height=5.2,
        borders_layout="ALL",
        text_align=("LEFT", "LEFT", "LEFT", "LEFT"),
    ) as table:
        for k1, v1, k2, v2 in pairs:
            row = table.row()
            row.cell(k1, style=FontFace(emphasis="BOLD"))
            row.cell(v1)
            row.cell(k2, style=FontFace(emphasis="BOLD"))
            row.cell(v2)
    pdf.ln(2)


def two_column_lines(
    pdf: Sheet, pairs: Sequence[tuple[str, str]], *, family: str = "Sans", size: float = 8.5
) -> None:
    """Key: value pairs side by side, unruled (left half, right half)."""
    half = (pdf.w - pdf.l_margin - pdf.r_margin) / 2
    for left, right in pairs:
        pdf.set_font(family, "", size)
        pdf.cell(half, 4.8, left)
        pdf.cell(half, 4.8, right, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1.5)


def signatures(pdf: Sheet, left: str, right: str, *, family: str = "Sans") -> None:
    """Signature lines; each side may hold several lines (split on newlines)."""
    pdf.ln(8)
    half = (pdf.w - pdf.l_margin - pdf.r_margin) / 2
    pdf.set_font(family, "", 8.5)
    pdf.cell(half, 4.5, "_______________________")
    pdf.cell(half, 4.5, "_______________________", align="R", new_x="LMARGIN", new_y="NEXT")
    lefts, rights = left.split("\n"), right.split("\n")
    for i in range(max(len(lefts), len(rights))):
        pdf.cell(half, 4.5, lefts[i] if i < len(lefts) else "")
        pdf.cell(half, 4.5, rights[i] if i < len(rights) else "", align="R", new_x="LMARGIN", new_y="NEXT")


def title_of(spec: ClaimDocumentSpec) -> str:
    return ("Mr. " if spec.gender == "Male" else "Mrs. " if spec.age >= 25 else "Ms. ") + spec.patient_name


def dmy(d: date) -> str:
    return d.strftime("%d/%m/%Y")


def dmony(d: date) -> str:
    return d.strftime("%d-%b-%Y")


def dotted(d: date) -> str:
    return d.strftime("%d.%m.%Y")


def long_date(d: date) -> str:
    return f"{d.day} {d.strftime('%B %Y')}"


def receipt(pdf: Sheet, spec: ClaimDocumentSpec, *, when: str, symbol: str) -> None:
    if spec.payment is None:
        return
    p = spec.payment
    pdf.ln(3)
    pdf.set_font("Sans", "B", 10)
    pdf.cell(0, 6, "PAYMENT RECEIPT", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.text_line(f"Receipt No.: {p.receipt_number}        Receipt Date: {when}", size=8.5)
    reference = f" (Ref. {p.reference})" if p.reference else ""
    pdf.text_line(
        f"Received with thanks from {title_of(spec)} the sum of {symbol}{figure(p.amount)} "
        f"({rupees_in_words(p.amount)}) by {p.mode}{reference} against Bill No. {spec.bill_number}.",
        size=8.5,
    )


def remarks(pdf: Sheet, spec: ClaimDocumentSpec, *, family: str = "Sans") -> None:
    if spec.free_text:
        pdf.ln(1)
        pdf.text_line(f"Remarks: {spec.free_text}", size=8.5, family=family)


def qty_text(line: BillLine) -> str:
    return (
        f"{line.quantity} {'Day' if line.quantity == 1 else 'Days'}"
        if line.category in DAY_CHARGED
        else str(line.quantity)
    )
