"""Draw a claim's bill and discharge summary as PDFs that look like Indian hospital paperwork (fpdf2).

Bill layouts:
- ``tabular``: ruled patient-details grid, ruled S.No / Particulars / Qty / Rate / Amount table with the
  totals inside it, amount in words, payment receipt, signatures. Dates DD/MM/YYYY, "₹" amounts.
- ``itemised_grouped``: a service-wise "bill of supply": key: value header lines, one ruled table with
  Date / Code / Service / Qty / Rate / Amount, service-group rows and group sub-totals. Dates DD-Mon-YYYY.
- ``compact``: a summary bill without rulings in a condensed font: Particulars / Amount (Rs.) columns,
  "3 days @ Rs. 4,500" inside the particulars, "Rs. 1,25,000/-" totals. Dates DD.MM.YYYY.

Discharge summary layouts: ``classic`` (ruled details grid and headed sections) and ``narrative``
(a serif letter: the stay told in sentences).

Every PDF has a text layer; :func:`render_scanned` makes the image-only variant (pages rasterised with
pypdfium2, greyscale JPEG, placed back as full-page images). Output is deterministic for one spec: the
creation date is the document's own date and fpdf2 derives the file id from the content.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta, timezone
from importlib import resources
from typing import Final, Literal

import pypdfium2 as pdfium
from fpdf import FPDF
from fpdf.fonts import FontFace
from PIL import Image, ImageFilter

from clausetrail.domain.claims.facts import LineCategory
from clausetrail.synthetic.claim_spec import DAY_CHARGED, BillLine, ClaimDocumentSpec
from clausetrail.synthetic.words import figure, rupees_in_words

BillLayout = Literal["tabular", "itemised_grouped", "compact"]
DischargeLayout = Literal["classic", "narrative"]
BILL_LAYOUTS: Final[tuple[BillLayout, ...]] = ("tabular", "itemised_grouped", "compact")
DISCHARGE_LAYOUTS: Final[tuple[DischargeLayout, ...]] = ("classic", "narrative")

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
_HEAD_FILL: Final = (225, 225, 225)
_RUPEE: Final = "₹"

#: Service groups of the itemised bill, in print order, with the categories each holds.
_SERVICE_GROUPS: Final[tuple[tuple[str, frozenset[LineCategory]], ...]] = (
    ("ROOM, BOARDING & NURSING", frozenset({LineCategory.ROOM, LineCategory.ICU, LineCategory.NURSING})),
    ("PROFESSIONAL FEES", frozenset({LineCategory.DOCTOR_FEES, LineCategory.SURGEON_FEES})),
    ("OPERATION THEATRE", frozenset({LineCategory.OT})),
    ("PHARMACY & CONSUMABLES", frozenset({LineCategory.PHARMACY, LineCategory.CONSUMABLES})),
    ("IMPLANTS", frozenset({LineCategory.IMPLANTS})),
    ("INVESTIGATIONS", frozenset({LineCategory.DIAGNOSTICS})),
    ("OTHER SERVICES", frozenset({LineCategory.AMBULANCE, LineCategory.OTHER})),
)


class _Sheet(FPDF):
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


def _output(pdf: FPDF) -> bytes:
    return bytes(pdf.output())


def _hospital_header(
    pdf: _Sheet, spec: ClaimDocumentSpec, *, family: str = "Sans", compact: bool = False
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


def _title(pdf: _Sheet, text: str, *, family: str = "Sans", size: float = 12) -> None:
    pdf.ln(1)
    pdf.set_font(family, "B", size)
    pdf.cell(0, 7, text, align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1.5)


def _kv_grid(pdf: _Sheet, pairs: Sequence[tuple[str, str, str, str]], *, family: str = "Sans") -> None:
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


def _two_column_lines(
    pdf: _Sheet, pairs: Sequence[tuple[str, str]], *, family: str = "Sans", size: float = 8.5
) -> None:
    """Key: value pairs side by side, unruled (left half, right half)."""
    half = (pdf.w - pdf.l_margin - pdf.r_margin) / 2
    for left, right in pairs:
        pdf.set_font(family, "", size)
        pdf.cell(half, 4.8, left)
        pdf.cell(half, 4.8, right, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1.5)


def _signatures(pdf: _Sheet, left: str, right: str, *, family: str = "Sans") -> None:
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


def _title_of(spec: ClaimDocumentSpec) -> str:
    return ("Mr. " if spec.gender == "Male" else "Mrs. " if spec.age >= 25 else "Ms. ") + spec.patient_name


def _dmy(d: date) -> str:
    return d.strftime("%d/%m/%Y")


def _dmony(d: date) -> str:
    return d.strftime("%d-%b-%Y")


def _dotted(d: date) -> str:
    return d.strftime("%d.%m.%Y")


def _long(d: date) -> str:
    return f"{d.day} {d.strftime('%B %Y')}"


def _receipt(pdf: _Sheet, spec: ClaimDocumentSpec, *, when: str, symbol: str) -> None:
    if spec.payment is None:
        return
    p = spec.payment
    pdf.ln(3)
    pdf.set_font("Sans", "B", 10)
    pdf.cell(0, 6, "PAYMENT RECEIPT", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.text_line(f"Receipt No.: {p.receipt_number}        Receipt Date: {when}", size=8.5)
    reference = f" (Ref. {p.reference})" if p.reference else ""
    pdf.text_line(
        f"Received with thanks from {_title_of(spec)} the sum of {symbol}{figure(p.amount)} "
        f"({rupees_in_words(p.amount)}) by {p.mode}{reference} against Bill No. {spec.bill_number}.",
        size=8.5,
    )


def _remarks(pdf: _Sheet, spec: ClaimDocumentSpec, *, family: str = "Sans") -> None:
    if spec.free_text:
        pdf.ln(1)
        pdf.text_line(f"Remarks: {spec.free_text}", size=8.5, family=family)


def _qty_text(line: BillLine) -> str:
    return (
        f"{line.quantity} {'Day' if line.quantity == 1 else 'Days'}"
        if line.category in DAY_CHARGED
        else str(line.quantity)
    )


# --- bills -----------------------------------------------------------------------------------------------


def _bill_tabular(spec: ClaimDocumentSpec) -> bytes:
    pdf = _Sheet(title=f"Final Bill {spec.bill_number}", author=spec.hospital.name, created=spec.bill_date)
    pdf.footer_text = "This is a computer generated bill. E.& O.E."
    _hospital_header(pdf, spec)
    _title(pdf, "IN-PATIENT FINAL BILL")
    _kv_grid(
        pdf,
        [
            ("Bill No.", spec.bill_number, "Bill Date", _dmy(spec.bill_date)),
            ("Patient Name", _title_of(spec), "UHID", spec.uhid),
            ("Age / Gender", f"{spec.age} Yrs / {spec.gender}", "IP No.", spec.ip_number),
            ("Admission Date", _dmy(spec.admission_date), "Discharge Date", _dmy(spec.discharge_date)),
            ("Consultant", spec.treating_doctor, "Department", spec.department),
            (
                "Room Category",
                spec.room_category,
                "Room Tariff",
                f"{_RUPEE} {figure(spec.room_rate_per_day)} per day",
            ),
            ("Member ID", spec.member_id, "Policy No.", spec.policy_number or "-"),
        ],
    )
    widths = (12, 96, 20, 27, 27)
    pdf.set_font("Sans", "", 8.5)
    with pdf.table(
        col_widths=widths,
        width=sum(widths),
        line_height=5.4,
        borders_layout="ALL",
        text_align=("CENTER", "LEFT", "CENTER", "RIGHT", "RIGHT"),
        headings_style=FontFace(emphasis="BOLD", fill_color=_HEAD_FILL),
    ) as table:
        head = table.row()
        for text in ("S.No.", "Particulars", "Qty / Days", f"Rate ({_RUPEE})", f"Amount ({_RUPEE})"):
            head.cell(text)
        for i, line in enumerate(spec.line_items, start=1):
            row = table.row()
            row.cell(str(i))
            row.cell(line.description)
            row.cell(_qty_text(line))
            row.cell(figure(line.rate))
            row.cell(figure(line.amount))
        total = table.row()
        total.cell("Total Bill Amount", colspan=4, style=FontFace(emphasis="BOLD"), align="RIGHT")
        total.cell(figure(spec.bill_total), style=FontFace(emphasis="BOLD"))
        paid = spec.payment.amount if spec.payment else 0
        received = table.row()
        received.cell("Less: Amount Received", colspan=4, align="RIGHT")
        received.cell(figure(paid))
        balance = table.row()
        balance.cell("Balance Payable", colspan=4, align="RIGHT", style=FontFace(emphasis="BOLD"))
        balance.cell(figure(max(0, spec.bill_total - paid)), style=FontFace(emphasis="BOLD"))
    pdf.ln(2)
    pdf.text_line(f"Amount in words: {rupees_in_words(spec.bill_total)}", size=8.5, style="B")
    _remarks(pdf, spec)
    _receipt(pdf, spec, when=_dmy(spec.payment.receipt_date) if spec.payment else "", symbol=f"{_RUPEE} ")
    _signatures(
        pdf, "Prepared by: Billing Executive", f"Authorised Signatory (Seal)\nFor {spec.hospital.name}"
    )
    return _output(pdf)


def _bill_grouped(spec: ClaimDocumentSpec) -> bytes:
    pdf = _Sheet(
        title=f"Bill of Supply {spec.bill_number}", author=spec.hospital.name, created=spec.bill_date
    )
    pdf.footer_text = "Health care services are exempt from GST (SAC 9993). Subject to local jurisdiction."
    _hospital_header(pdf, spec)
    _title(pdf, "BILL OF SUPPLY - IN-PATIENT DETAILED BILL")
    _two_column_lines(
        pdf,
        [
            (f"Invoice No: {spec.bill_number}", f"Invoice Date: {_dmony(spec.bill_date)}"),
            (f"Patient: {_title_of(spec)}", f"Age/Sex: {spec.age}Y/{spec.gender[0]}"),
            (f"UHID: {spec.uhid}", f"IPD No: {spec.ip_number}"),
            (
                f"Date of Admission: {_dmony(spec.admission_date)}",
                f"Date of Discharge: {_dmony(spec.discharge_date)}",
            ),
            (f"Treating Doctor: {spec.treating_doctor}", f"Speciality: {spec.department}"),
            (f"Bed Category: {spec.room_category}", f"Bed No: {spec.bed_number}"),
            (f"TPA / Insurance ID: {spec.member_id}", f"Payer: {'Self (Reimbursement)'}"),
        ],
    )
    widths = (22, 16, 76, 14, 27, 27)
    pdf.set_font("Sans", "", 8)
    bold = FontFace(emphasis="BOLD")
    with pdf.table(
        col_widths=widths,
        width=sum(widths),
        line_height=5,
        borders_layout="ALL",
        text_align=("CENTER", "CENTER", "LEFT", "CENTER", "RIGHT", "RIGHT"),
        headings_style=FontFace(emphasis="BOLD", fill_color=_HEAD_FILL),
    ) as table:
        head = table.row()
        for text in ("Date", "Code", "Service Description", "Qty", "Unit Price", "Net Amount"):
            head.cell(text)
        for group, categories in _SERVICE_GROUPS:
            lines = [line for line in spec.line_items if line.category in categories]
            if not lines:
                continue
            group_row = table.row()
            group_row.cell(group, colspan=6, style=bold, align="LEFT")
            for line in lines:
                row = table.row()
                row.cell(
                    _dmony(
                        spec.admission_date
                        if line.category in DAY_CHARGED
                        else spec.procedure_date or spec.admission_date
                    )
                )
                row.cell(line.service_code or "-")
                row.cell(line.description)
                row.cell(str(line.quantity))
                row.cell(figure(line.rate))
                row.cell(figure(line.amount))
            sub = table.row()
            sub.cell(f"Sub Total - {group.title()}", colspan=5, align="RIGHT")
            sub.cell(figure(sum(line.amount for line in lines)))
        grand = table.row()
        grand.cell("GRAND TOTAL", colspan=5, align="RIGHT", style=bold)
        grand.cell(figure(spec.bill_total), style=bold)
    pdf.ln(2)
    paid = spec.payment.amount if spec.payment else 0
    _two_column_lines(
        pdf,
        [
            (
                f"Amount Paid: {_RUPEE} {figure(paid)}",
                f"Net Payable: {_RUPEE} {figure(max(0, spec.bill_total - paid))}",
            ),
        ],
    )
    pdf.text_line(f"({rupees_in_words(spec.bill_total)})", size=8.5)
    _remarks(pdf, spec)
    _receipt(pdf, spec, when=_dmony(spec.payment.receipt_date) if spec.payment else "", symbol=f"{_RUPEE} ")
    _signatures(pdf, "Cashier", f"For {spec.hospital.name}\n(Authorised Signatory)")
    return _output(pdf)


def _bill_compact(spec: ClaimDocumentSpec) -> bytes:
    pdf = _Sheet(
        title=f"Bill {spec.bill_number}",
        author=spec.hospital.name,
        created=spec.bill_date,
        page_format=(148.0, 210.0),
    )
    pdf.set_margins(10, 10, 10)
    pdf.set_auto_page_break(auto=True, margin=14)
    pdf.footer_text = "Thank you. Wish you a speedy recovery."
    _hospital_header(pdf, spec, family="Cond", compact=True)
    _title(pdf, "FINAL BILL (SUMMARY)", family="Cond", size=11)
    pairs = [
        (f"Bill No : {spec.bill_number}", f"Date : {_dotted(spec.bill_date)}"),
        (f"Name : {_title_of(spec)}", f"Age/Sex : {spec.age}/{spec.gender[0]}"),
        (f"Member ID : {spec.member_id}", f"IP No : {spec.ip_number}"),
        (f"D.O.A : {_dotted(spec.admission_date)}", f"D.O.D : {_dotted(spec.discharge_date)}"),
        (f"Doctor : {spec.treating_doctor}", f"Room : {spec.room_category}"),
    ]
    _two_column_lines(pdf, pairs, family="Cond", size=8)
    width = pdf.w - pdf.l_margin - pdf.r_margin
    amount_w = 30
    pdf.set_font("Cond", "B", 8.5)
    pdf.cell(width - amount_w, 5, "Particulars")
    pdf.cell(amount_w, 5, "Amount (Rs.)", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.rule(gap=0.6, width=0.2)
    pdf.set_font("Cond", "", 8.5)
    for line in spec.line_items:
        text = line.description
        if line.category in DAY_CHARGED:
            text += f" - {line.quantity} {'day' if line.quantity == 1 else 'days'} @ Rs. {figure(line.rate, paise=False)}"
        elif line.quantity > 1:
            text += f" - {line.quantity} x Rs. {figure(line.rate, paise=False)}"
        pdf.cell(width - amount_w, 4.8, text)
        pdf.cell(amount_w, 4.8, figure(line.amount), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.rule(gap=0.6, width=0.2)
    pdf.set_font("Cond", "B", 9)
    pdf.cell(width - amount_w - 10, 5.5, "NET AMOUNT")
    pdf.cell(
        amount_w + 10,
        5.5,
        f"Rs. {figure(spec.bill_total, paise=False)}/-",
        align="R",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.set_font("Cond", "", 8)
    pdf.multi_cell(0, 4.2, f"{rupees_in_words(spec.bill_total)}.", new_x="LMARGIN", new_y="NEXT")
    if spec.payment:
        p = spec.payment
        pdf.multi_cell(
            0,
            4.2,
            f"Received with thanks Rs. {figure(p.amount, paise=False)}/- by {p.mode} on "
            f"{_dotted(p.receipt_date)}, Receipt No. {p.receipt_number}.",
            new_x="LMARGIN",
            new_y="NEXT",
        )
    _remarks(pdf, spec, family="Cond")
    pdf.ln(6)
    pdf.set_font("Cond", "", 8)
    pdf.cell(0, 4, "Signature & Seal", align="R", new_x="LMARGIN", new_y="NEXT")
    return _output(pdf)


def render_bill(spec: ClaimDocumentSpec, layout: BillLayout = "tabular") -> bytes:
    """The hospital's final bill for ``spec`` as PDF bytes (text layer present)."""
    if layout == "tabular":
        return _bill_tabular(spec)
    if layout == "itemised_grouped":
        return _bill_grouped(spec)
    if layout == "compact":
        return _bill_compact(spec)
    raise ValueError(f"unknown bill layout {layout!r}; expected one of {BILL_LAYOUTS}")


# --- discharge summaries ----------------------------------------------------------------------------------


def _section(pdf: _Sheet, heading: str, body: str | Sequence[str], *, family: str = "Sans") -> None:
    pdf.ln(1)
    pdf.text_line(heading, size=9.5, style="B", family=family, h=5.5)
    if isinstance(body, str):
        pdf.text_line(body, size=9, family=family)
    else:
        for i, item in enumerate(body, start=1):
            pdf.text_line(f"{i}. {item}", size=9, family=family)


def _discharge_classic(spec: ClaimDocumentSpec) -> bytes:
    pdf = _Sheet(title="Discharge Summary", author=spec.hospital.name, created=spec.discharge_date)
    pdf.footer_text = "Discharge summary - please bring this document on your follow-up visit."
    _hospital_header(pdf, spec)
    _title(pdf, "DISCHARGE SUMMARY")
    _kv_grid(
        pdf,
        [
            ("Patient Name", _title_of(spec), "Age / Sex", f"{spec.age} Years / {spec.gender}"),
            ("UHID", spec.uhid, "IP No.", spec.ip_number),
            (
                "Date of Admission",
                f"{_dmy(spec.admission_date)} 10:30",
                "Date of Discharge",
                f"{_dmy(spec.discharge_date)} 12:00",
            ),
            (
                "Consultant",
                f"{spec.treating_doctor} ({spec.department})",
                "Ward / Bed",
                f"{spec.room_category} / {spec.bed_number}",
            ),
            ("Member ID", spec.member_id, "MLC", f"Yes - {spec.mlc_number}" if spec.is_accident else "No"),
        ],
    )
    _section(pdf, "Final Diagnosis:", spec.diagnosis)
    if spec.procedure:
        when = f" on {_dmy(spec.procedure_date)}" if spec.procedure_date else ""
        _section(pdf, "Procedure Performed:", f"{spec.procedure}{when}")
    _section(pdf, "Chief Complaints:", spec.chief_complaints)
    _section(pdf, "Course in Hospital:", spec.course_in_hospital)
    _section(pdf, "Condition at Discharge:", spec.condition_at_discharge)
    _section(pdf, "Advice on Discharge:", spec.advice)
    if spec.free_text:
        _section(pdf, "Notes:", spec.free_text)
    _signatures(
        pdf,
        "Signature of Patient / Attendant",
        f"{spec.treating_doctor}, {spec.doctor_qualification}\nReg. No. {spec.doctor_registration}",
    )
    return _output(pdf)


def _discharge_narrative(spec: ClaimDocumentSpec) -> bytes:
    pdf = _Sheet(title="Discharge Summary", author=spec.hospital.name, created=spec.discharge_date)
    pdf.footer_text = spec.hospital.name
    _hospital_header(pdf, spec, family="Serif")
    _title(pdf, "Discharge Summary", family="Serif", size=13)
    he, his = ("He", "his") if spec.gender == "Male" else ("She", "her")
    pdf.text_line(
        f"Patient: {_title_of(spec)}    UHID: {spec.uhid}    IP No: {spec.ip_number}    Member ID: {spec.member_id}",
        size=9,
        family="Serif",
    )
    pdf.rule(gap=1.0, width=0.2)
    opening = (
        f"{_title_of(spec)}, a {spec.age}-year-old {spec.gender.lower()}, was admitted to our hospital on "
        f"{_long(spec.admission_date)} under the care of {spec.treating_doctor} ({spec.department}) "
        f"with complaints of {spec.chief_complaints.rstrip('.').lower()}."
    )
    if spec.is_accident:
        opening += (
            f" {he} was brought to the emergency department following a road traffic accident "
            f"(MLC No. {spec.mlc_number})."
        )
    clinical = f"After evaluation {he.lower()} was diagnosed with {spec.diagnosis}."
    if spec.procedure:
        when = f" on {_long(spec.procedure_date)}" if spec.procedure_date else ""
        clinical += f" {he} underwent {spec.procedure}{when}."
    stay = (
        f"{spec.course_in_hospital} During {his} stay {he.lower()} was accommodated in the {spec.room_category} "
        f"category (bed {spec.bed_number}). "
        f"{he} was discharged on {_long(spec.discharge_date)} in {spec.condition_at_discharge.lower()} condition."
    )
    for paragraph in (opening, clinical, stay):
        pdf.text_line(paragraph, size=10, family="Serif", h=5.6, align="J")
        pdf.ln(2)
    pdf.text_line("Advice: " + " ".join(spec.advice), size=10, family="Serif", h=5.6)
    if spec.free_text:
        pdf.ln(2)
        pdf.text_line(spec.free_text, size=10, family="Serif", style="I", h=5.6)
    _signatures(
        pdf,
        "Patient's attendant",
        f"{spec.treating_doctor}, {spec.doctor_qualification}\nReg. No. {spec.doctor_registration}",
        family="Serif",
    )
    return _output(pdf)


def render_discharge_summary(spec: ClaimDocumentSpec, layout: DischargeLayout = "classic") -> bytes:
    """The discharge summary for ``spec`` as PDF bytes (text layer present)."""
    if layout == "classic":
        return _discharge_classic(spec)
    if layout == "narrative":
        return _discharge_narrative(spec)
    raise ValueError(f"unknown discharge summary layout {layout!r}; expected one of {DISCHARGE_LAYOUTS}")


# --- scanned variant --------------------------------------------------------------------------------------


def render_scanned(
    pdf_bytes: bytes, *, dpi: int = 150, jpeg_quality: int = 70, max_pages: int | None = None
) -> bytes:
    """An image-only copy of ``pdf_bytes``: each page rasterised (greyscale, a touch of blur, JPEG).

    No text layer survives, so reading it needs OCR. ``max_pages`` keeps only the first pages.
    """
    source = pdfium.PdfDocument(pdf_bytes)
    out = FPDF(unit="pt")
    out.set_creation_date(datetime(2025, 1, 1, tzinfo=UTC))
    out.set_creator("ClauseTrail synthetic scan")
    out.set_producer("fpdf2")
    out.set_auto_page_break(auto=False)
    try:
        count = len(source) if max_pages is None else min(len(source), max_pages)
        for index in range(count):
            page = source[index]
            width, height = page.get_size()
            bitmap = page.render(scale=dpi / 72, grayscale=True)
            image: Image.Image = bitmap.to_pil().convert("L").filter(ImageFilter.GaussianBlur(0.5))
            buffer = io.BytesIO()
            image.save(buffer, format="JPEG", quality=jpeg_quality, optimize=False)
            out.add_page(format=(width, height))
            out.image(io.BytesIO(buffer.getvalue()), x=0, y=0, w=width, h=height)
            page.close()
    finally:
        source.close()
    return bytes(out.output())
