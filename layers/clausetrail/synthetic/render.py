"""Draw a claim's bill and discharge summary as PDFs that look like Indian hospital paperwork (fpdf2).

Bill layouts:
- ``tabular``: ruled patient-details grid, ruled S.No / Particulars / Qty / Rate / Amount table with the
  totals inside it, amount in words, payment receipt, signatures. Dates DD/MM/YYYY, "₹" amounts.
- ``itemised_grouped``: a service-wise "bill of supply": key: value header lines, one ruled table with
  Date / Code / Service / Qty / Rate / Amount, service-group rows and group sub-totals. Dates DD-Mon-YYYY.
- ``compact``: a summary bill without rulings in a condensed font: Particulars / Amount (Rs.) columns,
  "3 days @ Rs. 4,500" inside the particulars, "Rs. 1,25,000/-" totals. Dates DD.MM.YYYY.

Discharge summaries are drawn in :mod:`clausetrail.synthetic.render_discharge` and image-only copies made in
:mod:`clausetrail.synthetic.render_scan`; both are re-exported here, so this module is the one entry point. Every
PDF has a text layer until it is scanned. Output is deterministic for one spec: the creation date is the
document's own date and fpdf2 derives the file id from the content.
"""

from __future__ import annotations

from typing import Final, Literal

from fpdf.fonts import FontFace

from clausetrail.domain.claims.facts import LineCategory
from clausetrail.synthetic.claim_spec import DAY_CHARGED, ClaimDocumentSpec
from clausetrail.synthetic.render_discharge import (
    DISCHARGE_LAYOUTS,
    DischargeLayout,
    render_discharge_summary,
)
from clausetrail.synthetic.render_scan import render_scanned
from clausetrail.synthetic.sheet import (
    Sheet,
    dmony,
    dmy,
    dotted,
    hospital_header,
    kv_grid,
    output_bytes,
    qty_text,
    receipt,
    remarks,
    signatures,
    title,
    title_of,
    two_column_lines,
)
from clausetrail.synthetic.words import figure, rupees_in_words

__all__ = [
    "BILL_LAYOUTS",
    "DISCHARGE_LAYOUTS",
    "BillLayout",
    "DischargeLayout",
    "render_bill",
    "render_discharge_summary",
    "render_scanned",
]

BillLayout = Literal["tabular", "itemised_grouped", "compact"]
BILL_LAYOUTS: Final[tuple[BillLayout, ...]] = ("tabular", "itemised_grouped", "compact")

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


# --- bills -----------------------------------------------------------------------------------------------


def _bill_tabular(spec: ClaimDocumentSpec) -> bytes:
    pdf = Sheet(title=f"Final Bill {spec.bill_number}", author=spec.hospital.name, created=spec.bill_date)
    pdf.footer_text = "This is a computer generated bill. E.& O.E."
    hospital_header(pdf, spec)
    title(pdf, "IN-PATIENT FINAL BILL")
    kv_grid(
        pdf,
        [
            ("Bill No.", spec.bill_number, "Bill Date", dmy(spec.bill_date)),
            ("Patient Name", title_of(spec), "UHID", spec.uhid),
            ("Age / Gender", f"{spec.age} Yrs / {spec.gender}", "IP No.", spec.ip_number),
            ("Admission Date", dmy(spec.admission_date), "Discharge Date", dmy(spec.discharge_date)),
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
            row.cell(qty_text(line))
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
    remarks(pdf, spec)
    receipt(pdf, spec, when=dmy(spec.payment.receipt_date) if spec.payment else "", symbol=f"{_RUPEE} ")
    signatures(
        pdf, "Prepared by: Billing Executive", f"Authorised Signatory (Seal)\nFor {spec.hospital.name}"
    )
    return output_bytes(pdf)


def _bill_grouped(spec: ClaimDocumentSpec) -> bytes:
    pdf = Sheet(title=f"Bill of Supply {spec.bill_number}", author=spec.hospital.name, created=spec.bill_date)
    pdf.footer_text = "Health care services are exempt from GST (SAC 9993). Subject to local jurisdiction."
    hospital_header(pdf, spec)
    title(pdf, "BILL OF SUPPLY - IN-PATIENT DETAILED BILL")
    two_column_lines(
        pdf,
        [
            (f"Invoice No: {spec.bill_number}", f"Invoice Date: {dmony(spec.bill_date)}"),
            (f"Patient: {title_of(spec)}", f"Age/Sex: {spec.age}Y/{spec.gender[0]}"),
            (f"UHID: {spec.uhid}", f"IPD No: {spec.ip_number}"),
            (
                f"Date of Admission: {dmony(spec.admission_date)}",
                f"Date of Discharge: {dmony(spec.discharge_date)}",
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
                    dmony(
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
    two_column_lines(
        pdf,
        [
            (
                f"Amount Paid: {_RUPEE} {figure(paid)}",
                f"Net Payable: {_RUPEE} {figure(max(0, spec.bill_total - paid))}",
            ),
        ],
    )
    pdf.text_line(f"({rupees_in_words(spec.bill_total)})", size=8.5)
    remarks(pdf, spec)
    receipt(pdf, spec, when=dmony(spec.payment.receipt_date) if spec.payment else "", symbol=f"{_RUPEE} ")
    signatures(pdf, "Cashier", f"For {spec.hospital.name}\n(Authorised Signatory)")
    return output_bytes(pdf)


def _bill_compact(spec: ClaimDocumentSpec) -> bytes:
    pdf = Sheet(
        title=f"Bill {spec.bill_number}",
        author=spec.hospital.name,
        created=spec.bill_date,
        page_format=(148.0, 210.0),
    )
    pdf.set_margins(10, 10, 10)
    pdf.set_auto_page_break(auto=True, margin=14)
    pdf.footer_text = "Thank you. Wish you a speedy recovery."
    hospital_header(pdf, spec, family="Cond", compact=True)
    title(pdf, "FINAL BILL (SUMMARY)", family="Cond", size=11)
    pairs = [
        (f"Bill No : {spec.bill_number}", f"Date : {dotted(spec.bill_date)}"),
        (f"Name : {title_of(spec)}", f"Age/Sex : {spec.age}/{spec.gender[0]}"),
        (f"Member ID : {spec.member_id}", f"IP No : {spec.ip_number}"),
        (f"D.O.A : {dotted(spec.admission_date)}", f"D.O.D : {dotted(spec.discharge_date)}"),
        (f"Doctor : {spec.treating_doctor}", f"Room : {spec.room_category}"),
    ]
    two_column_lines(pdf, pairs, family="Cond", size=8)
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
            f"{dotted(p.receipt_date)}, Receipt No. {p.receipt_number}.",
            new_x="LMARGIN",
            new_y="NEXT",
        )
    remarks(pdf, spec, family="Cond")
    pdf.ln(6)
    pdf.set_font("Cond", "", 8)
    pdf.cell(0, 4, "Signature & Seal", align="R", new_x="LMARGIN", new_y="NEXT")
    return output_bytes(pdf)


def render_bill(spec: ClaimDocumentSpec, layout: BillLayout = "tabular") -> bytes:
    """The hospital's final bill for ``spec`` as PDF bytes (text layer present)."""
    if layout == "tabular":
        return _bill_tabular(spec)
    if layout == "itemised_grouped":
        return _bill_grouped(spec)
    if layout == "compact":
        return _bill_compact(spec)
    raise ValueError(f"unknown bill layout {layout!r}; expected one of {BILL_LAYOUTS}")
