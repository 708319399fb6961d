"""The hospital's main bill and the separate pharmacy bill of one claim, drawn in a family's layout."""

from __future__ import annotations

from collections.abc import Sequence

from clausetrail.synthetic.layouts.content import HEADINGS
from clausetrail.synthetic.layouts.draw import Pen
from clausetrail.synthetic.layouts.family import LayoutFamily
from clausetrail.synthetic.layouts.styles import amount_in_words, format_amount, format_date, format_rate
from clausetrail.synthetic.layouts.table import Row, TableStyle, draw_table
from clausetrail.synthetic.layouts.truth import ClaimTruth, TruthLine

PATIENT = ("Patient Name", "Name of Patient", "Patient", "Name", "Patient's Name")
BILL_NO = ("Bill No.", "Bill Number", "Invoice No.", "Final Bill No", "Bill No")
BILL_DATE = ("Bill Date", "Date", "Invoice Date", "Billing Date")
DOA = ("Date of Admission", "DOA", "Admission Date", "Admitted On", "Adm. Date")
DOD = ("Date of Discharge", "DOD", "Discharge Date", "Discharged On", "Disch. Date")
ROOM = ("Room Category", "Ward", "Bed Category", "Room Type", "Class")
UHID = ("UHID", "MR No.", "Reg. No.", "Hospital No.")
IPNO = ("IP No.", "IPD No.", "Admission No.", "IP Number")
CARRY = (
    ("Carried Forward", "Brought Forward"),
    ("Balance c/f", "Balance b/f"),
    ("Total c/f", "Total b/f"),
    ("Total carried to next page", "Total brought from previous page"),
)
CODES = {
    "room": "RM",
    "icu": "ICU",
    "nursing": "NUR",
    "doctor_fees": "CON",
    "surgeon_fees": "PRF",
    "ot": "OT",
    "implants": "IMP",
    "diagnostics": "LAB",
    "pharmacy": "PHA",
    "consumables": "CSM",
    "ambulance": "AMB",
    "other": "MSC",
}


def pick(words: Sequence[str], family: LayoutFamily, salt: int) -> str:
    """The label variant a family uses for one field: over the families every variant is used."""
    return words[(family.labels * 7 + salt * 3 + family.labels // len(words)) % len(words)]


def patient_display(truth: ClaimTruth) -> str:
    return f"{truth.patient_title} {truth.patient_name}".strip()


def letterhead(pen: Pen, truth: ClaimTruth, title: str) -> None:
    pen.line(truth.hospital, bold=True, size=pen.size + 5, align="center")
    code = sum(map(ord, truth.hospital)) % 90 + 10
    pen.line(f"{truth.hospital_city} | Phone: 0{code}-2{truth.uhid[2:8]}", align="center")
    if title != "DISCHARGE SUMMARY" and code % 2 == 0:
        pen.line(f"GSTIN: {code}AABCH{truth.uhid[2:6]}F1Z{code % 10}", align="center")
    pen.gap(4)
    pen.line(title, bold=True, size=pen.size + 2, align="center")
    pen.gap(2)


def continuation(pen: Pen, truth: ClaimTruth, family: LayoutFamily) -> None:
    pen.line(truth.hospital, bold=True, align="center")
    pen.line(
        f"{pick(BILL_NO, family, 1)}: {truth.bill_number}   (continued)   Page {pen.page}", align="center"
    )
    pen.gap(4)


TPAS = (
    "MediAssist TPA",
    "Paramount Health Services TPA",
    "Vidal Health TPA",
    "Raksha Health TPA",
    "Cashless - Insurer Desk",
)


def _stable(text: str) -> int:
    return sum((i + 1) * ord(c) for i, c in enumerate(text))


def stay_date(truth: ClaimTruth, family: LayoutFamily, which: str) -> str:
    """Admission or discharge as the family prints it (with a time of day when it does)."""
    day = truth.admission_date if which == "admission" else truth.discharge_date
    text = format_date(day, family.date_format)
    if family.with_time:
        n = _stable(truth.set_id + which)
        text += f" {n % 12 + 1:02d}:{n % 60:02d} {'AM' if n % 2 else 'PM'}"
    return text


def _fields(truth: ClaimTruth, family: LayoutFamily) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    df = family.date_format
    left = [
        (pick(PATIENT, family, 0), patient_display(truth)),
        ("Age / Sex", f"{truth.age} Y / {truth.gender}"),
        (pick(UHID, family, 6), truth.uhid),
        (pick(IPNO, family, 7), truth.ip_number),
        ("Consultant", truth.treating_doctor),
    ]
    right = [
        (pick(BILL_NO, family, 1), truth.bill_number),
        (pick(BILL_DATE, family, 2), format_date(truth.bill_date, df)),
        (pick(DOA, family, 3), stay_date(truth, family, "admission")),
        (pick(DOD, family, 4), stay_date(truth, family, "discharge")),
    ]
    if family.labels % 3 != 0:
        right.append((pick(ROOM, family, 5), truth.room_category))
    if family.insurer_block:
        n = _stable(truth.set_id)
        left.append(("TPA / Insurer", TPAS[n % len(TPAS)]))
        right.append(("Claim Ref. No.", f"CCN{n % 10_000_000:07d}"))
    return left, right


def patient_block(pen: Pen, truth: ClaimTruth, family: LayoutFamily) -> None:
    left, right = _fields(truth, family)
    if family.header_layout == "stacked":
        for label, value in left + right:
            pen.line(f"{label}: {value}")
    elif family.header_layout == "boxed":
        cells = left + right
        half = (pen.right - pen.left) / 2
        h = pen.line_height + 4
        for i in range(0, len(cells), 2):
            top = pen.y
            for j, (label, value) in enumerate(cells[i : i + 2]):
                x = pen.left + j * half
                pen.rect(x, top - h, half, h)
                pen.text(x + 4, f"{label}: {value}", y=top - pen.size - 2)
            pen.y = top - h
        pen.gap(pen.line_height * 0.5)
    else:
        col2 = pen.left + (pen.right - pen.left) * 0.55
        label_w = max(pen.text_width(label) for label, _ in left + right) + 6
        start = pen.y
        for label, value in left:
            pen.text(pen.left, label)
            pen.text(pen.left + label_w, f": {value}")
            pen.y -= pen.line_height
        end = pen.y
        pen.y = start
        for label, value in right:
            pen.text(col2, label)
            pen.text(col2 + label_w, f": {value}")
            pen.y -= pen.line_height
        pen.y = min(end, pen.y)
    if family.tariff_lines:
        style = family.amount
        pen.line(
            f"Room Tariff ({truth.room_category}): Rs. {format_rate(truth.room_rate_per_day, style)} per day"
        )
        if truth.icu_rate_per_day is not None:
            pen.line(f"ICU Tariff: Rs. {format_rate(truth.icu_rate_per_day, style)} per day")
    pen.gap(pen.line_height * 0.5)


def _description(line: TruthLine, family: LayoutFamily) -> str:
    if line.category in ("room", "icu") and "rate" not in family.columns:
        return f"{line.description} - {line.qty} days @ {format_rate(line.rate, family.amount)}/day"
    return line.description


def bill_rows(truth: ClaimTruth, family: LayoutFamily) -> list[Row]:
    style = family.amount
    rows: list[Row] = []
    counter = 0

    def charge(line: TruthLine) -> Row:
        nonlocal counter
        counter += 1
        cells = {
            "sno": str(counter),
            "date": format_date(line.service_date, family.date_format) if line.service_date else "",
            "code": f"{CODES[line.category]}{counter:03d}",
            "desc": _description(line, family),
            "qty": f"{line.qty} Days"
            if family.qty_units and line.category in ("room", "icu", "nursing")
            else str(line.qty),
            "rate": format_rate(line.rate, style),
            "amount": format_amount(line.amount, style),
        }
        return Row("line", cells, line.amount)

    if not family.grouped:
        rows = [charge(line) for line in truth.line_items]
    else:
        groups: dict[str, list[TruthLine]] = {}
        for line in truth.line_items:
            groups.setdefault(HEADINGS[line.category], []).append(line)
        for heading, lines in groups.items():
            rows.append(Row("heading", {"desc": heading}))
            rows += [charge(line) for line in lines]
            subtotal = sum(line.amount for line in lines)
            rows.append(
                Row(
                    "subtotal",
                    {
                        "desc": f"Sub Total - {heading.title()}",
                        "amount": format_amount(subtotal, style, total=True),
                    },
                )
            )
    return rows


def _summary_rows(truth: ClaimTruth, family: LayoutFamily) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    due = truth.bill_total
    if truth.gst_included:
        out.append(("GST included in above (5% on room rent)", truth.gst_included))
    if truth.discount:
        out.append(("Less: Discount", truth.discount))
        due -= truth.discount
        out.append(("Net Amount after Discount", due))
    if truth.advance_paid:
        label = "Less: Deposit Received" if "deposit" in family.extras else "Less: Advance Paid"
        out.append((label, truth.advance_paid))
        due -= truth.advance_paid
        out.append(("Balance Payable" if due >= 0 else "Refund Due", abs(due)))
    return out


def render_bill(truth: ClaimTruth, family: LayoutFamily) -> bytes:
    pen = Pen(font=family.font, size=family.size, letter=family.letter)
    letterhead(pen, truth, family.title)
    patient_block(pen, truth, family)
    style = family.amount
    columns = family.columns
    table = TableStyle(
        columns=columns,
        headers=family.headers,
        ruling=family.ruling,
        wrap_width=130.0 if family.wrap else None,
        rows_per_page=family.rows_per_page,
        carry_words=CARRY[family.labels % len(CARRY)] if family.rows_per_page else None,
        header_wrap=family.header_wrap,
        format_carry=lambda v: format_amount(v, style, total=True),
    )
    if family.summary_first:
        summary_table(pen, truth, family)
        pen.new_page()
        continuation(pen, truth, family)
        pen.line("DETAILED BREAK-UP OF CHARGES", bold=True, align="center")
    rows = bill_rows(truth, family)
    rows.append(
        Row(
            "total",
            {"desc": family.total_label, "amount": format_amount(truth.bill_total, style, total=True)},
        )
    )
    if not family.summary_first:
        for label, value in _summary_rows(truth, family):
            rows.append(Row("note", {"desc": label, "amount": format_amount(value, style, total=True)}))
    draw_table(pen, table, rows, lambda p: continuation(p, truth, family))
    pen.gap(pen.line_height * 0.5)
    if family.words_total and not family.summary_first:
        pen.paragraph(f"Amount in words: {amount_in_words(truth.bill_total)}")
    if family.receipts and truth.advance_paid:
        receipts(pen, truth, family)
    pen.gap(pen.line_height * 1.5)
    if pen.room() < pen.line_height * 3:
        pen.new_page()
    pen.line("Authorised Signatory", align="right")
    pen.line("This is a computer generated bill.", size=pen.size - 1)
    return pen.finish()


def summary_table(pen: Pen, truth: ClaimTruth, family: LayoutFamily) -> None:
    """Page one of a summary-first bill: one row per head of service, the total and what was paid."""
    style = family.amount
    pen.line("BILL SUMMARY", bold=True, align="center")
    heads: dict[str, int] = {}
    for line in truth.line_items:
        heads[HEADINGS[line.category]] = heads.get(HEADINGS[line.category], 0) + line.amount
    rows = [
        Row("line", {"sno": str(i), "desc": head.title(), "amount": format_amount(amount, style)}, amount)
        for i, (head, amount) in enumerate(heads.items(), start=1)
    ]
    rows.append(
        Row(
            "total",
            {"desc": family.total_label, "amount": format_amount(truth.bill_total, style, total=True)},
        )
    )
    for label, value in _summary_rows(truth, family):
        rows.append(Row("note", {"desc": label, "amount": format_amount(value, style, total=True)}))
    table = TableStyle(
        columns=("sno", "desc", "amount"),
        headers={"sno": "S.No", "desc": "Head of Service", "amount": family.headers["amount"]},
        ruling=family.ruling,
    )
    draw_table(pen, table, rows, lambda p: continuation(p, truth, family))
    if family.words_total:
        pen.gap(pen.line_height * 0.5)
        pen.paragraph(f"Amount in words: {amount_in_words(truth.bill_total)}")


def receipts(pen: Pen, truth: ClaimTruth, family: LayoutFamily) -> None:
    """Payments received against the bill (advances): a small table that is not part of the charges."""
    style = family.amount
    first = truth.advance_paid // 2 // 1000 * 1000 or truth.advance_paid
    parts = [first, truth.advance_paid - first] if first < truth.advance_paid else [first]
    if pen.room() < pen.line_height * (len(parts) + 5):
        pen.new_page()
    pen.gap(pen.line_height * 0.5)
    pen.line("Payments Received", bold=True)
    table = TableStyle(
        columns=("sno", "desc", "date", "amount"),
        headers={"sno": "S.No", "desc": "Receipt No. / Mode", "date": "Date", "amount": "Amount"},
        ruling=family.ruling,
    )
    n = _stable(truth.set_id)
    rows = [
        Row(
            "line",
            {
                "sno": str(i),
                "desc": f"RCPT/{n % 9000 + 1000 + i} - {('Cash', 'UPI', 'Card')[(n + i) % 3]}",
                "date": format_date(truth.admission_date, family.date_format),
                "amount": format_amount(part, style),
            },
        )
        for i, part in enumerate(parts, start=1)
    ]
    rows.append(
        Row(
            "total",
            {"desc": "Total Received", "amount": format_amount(truth.advance_paid, style, total=True)},
        )
    )
    draw_table(pen, table, rows, lambda p: None)


def render_pharmacy_bill(truth: ClaimTruth, family: LayoutFamily) -> bytes:
    assert truth.pharmacy_bill_number is not None and truth.pharmacy_bill_total is not None
    style = family.amount
    pen = Pen(font=family.font, size=family.size, letter=family.letter)
    letterhead(pen, truth, "PHARMACY BILL")
    df = family.date_format
    pen.line(
        f"Pharmacy Bill No: {truth.pharmacy_bill_number}        Date: {format_date(truth.discharge_date, df)}"
    )
    pen.line(
        f"{pick(PATIENT, family, 0)}: {patient_display(truth)}        {pick(IPNO, family, 7)}: {truth.ip_number}"
    )
    pen.line(f"Prescribed by: {truth.treating_doctor}")
    pen.gap(pen.line_height * 0.5)
    table = TableStyle(
        columns=("sno", "desc", "batch", "qty", "rate", "amount"),
        headers={
            "sno": "S.No",
            "desc": "Item Description",
            "batch": "Batch",
            "qty": "Qty",
            "rate": "MRP",
            "amount": "Amount",
        },
        ruling=family.ruling,
    )
    rows = [
        Row(
            "line",
            {
                "sno": str(i),
                "desc": item.description,
                "batch": item.batch,
                "qty": str(item.qty),
                "rate": format_rate(item.rate, style),
                "amount": format_amount(item.amount, style),
            },
            item.amount,
        )
        for i, item in enumerate(truth.pharmacy_items, start=1)
    ]
    rows.append(
        Row(
            "total",
            {"desc": "Net Amount", "amount": format_amount(truth.pharmacy_bill_total, style, total=True)},
        )
    )
    draw_table(pen, table, rows, lambda p: None)
    pen.gap(pen.line_height)
    pen.line("Pharmacist", align="right")
    return pen.finish()
