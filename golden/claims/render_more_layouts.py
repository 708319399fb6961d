"""Bill and discharge-summary layouts of render_more.py, each drawing one document on a reportlab canvas."""

from __future__ import annotations

from collections.abc import Callable

from render_more_draw import (
    MARGIN,
    PAGE_H,
    PAGE_W,
    Doc,
    Pen,
    Style,
    after_total,
    hospital_header,
    patient_block,
    signature,
    title,
)
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

# ---------------------------------------------------------------------------------------------- bill layouts


def _qty(line: Doc) -> str:
    return str(line["qty"])


def bill_ruled_grid(c: Canvas, doc: Doc, bill: Doc) -> None:
    """A ruled table: S.No | Service Code | Particulars | Qty | Rate | Amount; every cell boxed."""
    p = Pen(c, Style(bill, "helvetica"))
    hospital_header(p, doc)
    title(p, bill.get("title", "IN-PATIENT FINAL BILL"), boxed=True)
    patient_block(p, doc, bill)
    cols = [MARGIN, MARGIN + 32, MARGIN + 300, MARGIN + 345, MARGIN + 425, PAGE_W - MARGIN]
    heads = ["S.No", "Particulars", "Qty", "Rate", "Amount"]
    row_h = 16.0

    def grid_row(cells: list[str], bold: bool = False, height: float = row_h) -> None:
        top = p.y + 11
        c.setLineWidth(0.5)
        c.rect(cols[0], top - height, cols[-1] - cols[0], height)
        for x in cols[1:-1]:
            c.line(x, top, x, top - height)
        p.text(cols[0] + 4, cells[0], 8.5, bold)
        for i, line in enumerate(p.wrap(cells[1], cols[2] - cols[1] - 8, 8.5, bold)):
            p.text(cols[1] + 4, line, 8.5, bold, y=p.y - i * 10)
        p.right(cols[3] - 4, cells[2], 8.5, bold)
        p.right(cols[4] - 4, cells[3], 8.5, bold)
        p.right(cols[5] - 4, cells[4], 8.5, bold)
        p.down(height)

    grid_row(heads, bold=True)
    for i, line in enumerate(bill["lines"], 1):
        n = len(p.wrap(line["description"], cols[2] - cols[1] - 8, 8.5))
        height = row_h + 10 * (n - 1)
        p.need(height)
        grid_row(
            [str(i), line["description"], _qty(line), p.s.amt(line["rate"]), p.s.amt(line["amount"])],
            False,
            height,
        )
    top = p.y + 11
    c.rect(cols[0], top - row_h, cols[-1] - cols[0], row_h)
    c.line(cols[4], top, cols[4], top - row_h)
    p.right(cols[4] - 4, "Total Bill Amount", 9, bold=True)
    p.right(cols[5] - 4, p.s.amt(bill["total"]), 9, bold=True)
    p.down(row_h + 4)
    after_total(p, bill, cols[2], cols[5] - 4)
    signature(p, "Billing Executive", "For " + doc["hospital"]["name"])


def bill_unruled_columns(c: Canvas, doc: Doc, bill: Doc) -> None:
    """No ruling lines at all: text aligned in columns Date | Description | Units | Tariff | Net Amount."""
    p = Pen(c, Style(bill, "times", "indian_slash"))
    hospital_header(p, doc, align="left")
    title(p, bill.get("title", "FINAL BILL"))
    patient_block(p, doc, bill, labels="short")
    x_date, x_desc, x_units, x_rate, x_amt = MARGIN, MARGIN + 62, MARGIN + 350, MARGIN + 425, PAGE_W - MARGIN
    p.text(x_date, "Date", 9, bold=True)
    p.text(x_desc, "Description of Service", 9, bold=True)
    p.right(x_units, "Units", 9, bold=True)
    p.right(x_rate, "Tariff", 9, bold=True)
    p.right(x_amt, "Net Amount", 9, bold=True)
    p.down(16)
    for line in bill["lines"]:
        wrapped = p.wrap(line["description"], x_units - x_desc - 40, 9)
        p.need(13 * len(wrapped))
        p.text(x_date, p.s.dt(line.get("date") or bill["bill_date"]), 9)
        p.right(x_units, _qty(line), 9)
        p.right(x_rate, p.s.amt(line["rate"]), 9)
        p.right(x_amt, p.s.amt(line["amount"]), 9)
        for w in wrapped:
            p.text(x_desc, w, 9)
            p.down(13)
    p.down(8)
    p.need(16)
    p.text(x_desc, "Gross Total", 10, bold=True)
    p.right(x_amt, p.s.amt(bill["total"]), 10, bold=True)
    p.down(15)
    after_total(p, bill, x_desc, x_amt)
    p.down(4)
    p.text(MARGIN, "E. & O.E.  This is a computer generated bill.", 7.5)
    signature(p, "Cashier", "Authorised Signatory")


_HEADINGS = {
    "room": "ROOM & BOARDING CHARGES",
    "icu": "INTENSIVE CARE CHARGES",
    "nursing": "NURSING CHARGES",
    "doctor_fees": "CONSULTATION & VISIT CHARGES",
    "surgeon_fees": "PROFESSIONAL FEES",
    "ot": "OPERATION THEATRE CHARGES",
    "pharmacy": "PHARMACY",
    "consumables": "MEDICAL CONSUMABLES",
    "implants": "IMPLANTS",
    "diagnostics": "INVESTIGATIONS",
    "ambulance": "AMBULANCE",
    "other": "MISCELLANEOUS",
}


def _groups(bill: Doc) -> list[tuple[str, list[Doc]]]:
    order: list[str] = []
    groups: dict[str, list[Doc]] = {}
    for line in bill["lines"]:
        head = line.get("group") or _HEADINGS[line["category"]]
        if head not in groups:
            order.append(head)
            groups[head] = []
        groups[head].append(line)
    return [(h, groups[h]) for h in order]


def bill_category_subtotals(c: Canvas, doc: Doc, bill: Doc) -> None:
    """Lines under category headings, a 'Sub Total' after each group, then the grand total."""
    p = Pen(c, Style(bill, "helvetica", "rs_indian"))
    hospital_header(p, doc)
    title(p, bill.get("title", "DETAILED BILL"))
    patient_block(p, doc, bill)
    x_desc, x_qty, x_rate, x_amt = MARGIN + 10, MARGIN + 320, MARGIN + 410, PAGE_W - MARGIN
    p.hline()
    p.down(12)
    p.text(MARGIN, "Service / Particulars", 9, bold=True)
    p.right(x_qty, "Qty", 9, bold=True)
    p.right(x_rate, "Rate", 9, bold=True)
    p.right(x_amt, "Amount", 9, bold=True)
    p.down(6)
    p.hline()
    p.down(14)
    for head, lines in _groups(bill):
        p.need(40)
        p.text(MARGIN, head, 9, bold=True)
        p.down(13)
        for line in lines:
            wrapped = p.wrap(line["description"], x_qty - x_desc - 30, 8.5)
            p.need(12 * len(wrapped))
            p.right(x_qty, _qty(line), 8.5)
            p.right(x_rate, p.s.amt(line["rate"]), 8.5)
            p.right(x_amt, p.s.amt(line["amount"]), 8.5)
            for w in wrapped:
                p.text(x_desc, w, 8.5)
                p.down(12)
        p.hline(x_rate + 10, x_amt, 0.4)
        p.down(11)
        p.right(x_rate, "Sub Total", 8.5, bold=True)
        p.right(x_amt, p.s.amt(sum(int(line["amount"]) for line in lines)), 8.5, bold=True)
        p.down(16)
    p.need(30)
    p.hline(width=1)
    p.down(13)
    p.text(MARGIN, "GRAND TOTAL", 10, bold=True)
    p.right(x_amt, p.s.amt(bill["total"]), 10, bold=True)
    p.down(6)
    p.hline(width=1)
    p.down(14)
    after_total(p, bill, MARGIN, x_amt)
    signature(p)


def bill_amount_only(c: Canvas, doc: Doc, bill: Doc) -> None:
    """Two columns only, Particulars and Amount; no quantity or rate column."""
    p = Pen(c, Style(bill, "dejavu_serif", "indian_paise"))
    hospital_header(p, doc)
    title(p, bill.get("title", "HOSPITAL BILL"))
    patient_block(p, doc, bill, labels="short")
    x_desc, x_amt = MARGIN + 30, PAGE_W - MARGIN - 20
    p.c.setLineWidth(0.8)
    p.c.rect(MARGIN, p.y - 5, PAGE_W - 2 * MARGIN, 18)
    p.text(x_desc, "Particulars", 9.5, bold=True)
    p.right(x_amt, "Amount (Rs.)", 9.5, bold=True)
    p.down(24)
    for line in bill["lines"]:
        wrapped = p.wrap(line["description"], x_amt - x_desc - 120, 9)
        p.need(13 * len(wrapped))
        p.right(x_amt, p.s.amt(line["amount"]), 9)
        for w in wrapped:
            p.text(x_desc, w, 9)
            p.down(13)
    p.down(4)
    p.hline(x_amt - 110, x_amt + 5)
    p.down(13)
    p.right(x_amt - 130, "Total", 10, bold=True)
    p.right(x_amt, p.s.amt(bill["total"]), 10, bold=True)
    p.down(15)
    after_total(p, bill, x_desc, x_amt)
    signature(p, "Accounts", "Hospital Seal & Signature")


def bill_multipage(c: Canvas, doc: Doc, bill: Doc) -> None:
    """Over several pages: the column header repeats on each page, 'Carried forward' / 'Brought forward'."""
    p = Pen(c, Style(bill, "helvetica", "indian_paise"))
    per_page = int(bill.get("lines_per_page", 10))
    lines = bill["lines"]
    pages = [lines[i : i + per_page] for i in range(0, len(lines), per_page)] or [[]]
    x_sn, x_code, x_desc, x_qty, x_rate, x_amt = (
        MARGIN,
        MARGIN + 28,
        MARGIN + 85,
        MARGIN + 355,
        MARGIN + 430,
        PAGE_W - MARGIN,
    )
    running = 0
    n = 0
    for page_no, chunk in enumerate(pages, 1):
        if page_no > 1:
            c.showPage()
            p.y = PAGE_H - MARGIN
        hospital_header(p, doc, align="left")
        title(p, bill.get("title", "INTERIM / FINAL BILL - DETAILED BREAK-UP"))
        if page_no == 1:
            patient_block(p, doc, bill)
        else:
            p.text(MARGIN, f"Patient: {doc['patient']['name']}    Bill No.: {bill['bill_number']}", 8.5)
            p.down(16)
        p.right(PAGE_W - MARGIN, f"Page {page_no} of {len(pages)}", 8)
        p.down(10)
        p.hline()
        p.down(12)
        for x, h, al in (
            (x_sn, "Sr.", "l"),
            (x_code, "Code", "l"),
            (x_desc, "Service Description", "l"),
            (x_qty, "Qty", "r"),
            (x_rate, "Unit Price", "r"),
            (x_amt, "Amount", "r"),
        ):
            (p.text if al == "l" else p.right)(x, h, 8.5, True)
        p.down(6)
        p.hline()
        p.down(13)
        if page_no > 1:
            p.text(x_desc, "Brought forward", 8.5, bold=True)
            p.right(x_amt, p.s.amt(running), 8.5, bold=True)
            p.down(14)
        for line in chunk:
            n += 1
            p.text(x_sn, str(n), 8.5)
            p.text(x_code, line.get("code", f"SV{n:03d}"), 8.5)
            wrapped = p.wrap(line["description"], x_qty - x_desc - 30, 8.5)
            p.right(x_qty, _qty(line), 8.5)
            p.right(x_rate, p.s.amt(line["rate"]), 8.5)
            p.right(x_amt, p.s.amt(line["amount"]), 8.5)
            for w in wrapped:
                p.text(x_desc, w, 8.5)
                p.down(12)
            running += int(line["amount"])
        p.down(2)
        p.hline()
        p.down(13)
        if page_no < len(pages):
            p.text(x_desc, "Carried forward", 8.5, bold=True)
            p.right(x_amt, p.s.amt(running), 8.5, bold=True)
            p.down(14)
            p.text(MARGIN, "Continued on next page ...", 7.5)
        else:
            p.text(x_desc, "Net Bill Amount", 9.5, bold=True)
            p.right(x_amt, p.s.amt(bill["total"]), 9.5, bold=True)
            p.down(15)
            after_total(p, bill, x_desc, x_amt)
            signature(p)


def bill_pharmacy(c: Canvas, doc: Doc, bill: Doc) -> None:
    """A pharmacy bill of the hospital's in-house pharmacy: drug, batch, expiry, qty, MRP, amount."""
    p = Pen(c, Style(bill, "courier", "indian_plain"))
    h = doc["hospital"]
    p.centre(bill.get("store_name", f"{h['name']} - In-house Pharmacy"), 12, bold=True)
    p.down(13)
    for line in h.get("address_lines", [])[:2]:
        p.centre(line, 8)
        p.down(10)
    if bill.get("drug_licence"):
        p.centre(f"D.L. No.: {bill['drug_licence']}", 8)
        p.down(10)
    title(p, bill.get("title", "PHARMACY BILL"))
    pt = doc["patient"]
    s = p.s
    p.text(MARGIN, f"Bill No : {bill['bill_number']}", 8.5)
    p.right(PAGE_W - MARGIN, f"Date : {s.dt(bill['bill_date'])}", 8.5)
    p.down(12)
    p.text(MARGIN, f"Patient : {pt['name']}  ({pt['age']}/{pt['gender'][0]})", 8.5)
    p.right(PAGE_W - MARGIN, f"IP No : {pt.get('ip_number', '')}", 8.5)
    p.down(12)
    p.text(MARGIN, f"Dr. : {doc.get('treating_doctor', '')}", 8.5)
    p.down(10)
    p.text(MARGIN, "-" * 92, 8)
    p.down(11)
    xs = (MARGIN, MARGIN + 22, MARGIN + 250, MARGIN + 310, MARGIN + 370, MARGIN + 440, PAGE_W - MARGIN)
    for i, (hd, al) in enumerate(
        (
            ("#", "l"),
            ("Item Name", "l"),
            ("Batch", "l"),
            ("Exp", "l"),
            ("Qty", "r"),
            ("MRP", "r"),
            ("Amount", "r"),
        )
    ):
        (p.text if al == "l" else p.right)(xs[i], hd, 8.5, True)
    p.down(9)
    p.text(MARGIN, "-" * 92, 8)
    p.down(11)
    for i, line in enumerate(bill["lines"], 1):
        wrapped = p.wrap(line["description"], xs[2] - xs[1] - 6, 8)
        p.need(11 * len(wrapped))
        p.text(xs[0], str(i), 8)
        p.text(xs[2], line.get("batch", ""), 8)
        p.text(xs[3], line.get("expiry", ""), 8)
        p.right(xs[4] + 20, _qty(line), 8)
        p.right(xs[5] + 10, p.s.amt(line["rate"]), 8)
        p.right(xs[6], p.s.amt(line["amount"]), 8)
        for w in wrapped:
            p.text(xs[1], w, 8)
            p.down(11)
    p.text(MARGIN, "-" * 92, 8)
    p.down(12)
    p.right(xs[5] + 10, "Net Amount", 9, bold=True)
    p.right(xs[6], p.s.amt(bill["total"]), 9, bold=True)
    p.down(13)
    after_total(p, bill, xs[3], xs[6])
    p.text(MARGIN, "Goods once sold will not be taken back. Prices inclusive of GST.", 7.5)
    signature(p, "Pharmacist", "Signature")


def bill_summary_first(c: Canvas, doc: Doc, bill: Doc) -> None:
    """A summary of charges by head first (ruled header rows only), then the itemised break-up."""
    p = Pen(c, Style(bill, "dejavu", "rupee_indian"))
    hospital_header(p, doc)
    title(p, bill.get("title", "TAX INVOICE"))
    patient_block(p, doc, bill)
    x_amt = PAGE_W - MARGIN
    p.text(MARGIN, "SUMMARY OF CHARGES", 9.5, bold=True)
    p.down(5)
    p.hline()
    p.down(13)
    for head, lines in _groups(bill):
        p.text(MARGIN + 10, head.title(), 9)
        p.right(x_amt, p.s.amt(sum(int(line["amount"]) for line in lines)), 9)
        p.down(12)
    p.hline()
    p.down(13)
    p.text(MARGIN + 10, "Total Amount", 9.5, bold=True)
    p.right(x_amt, p.s.amt(bill["total"]), 9.5, bold=True)
    p.down(15)
    after_total(p, bill, MARGIN + 10, x_amt)
    p.down(10)
    p.text(MARGIN, "ITEMISED BREAK-UP", 9.5, bold=True)
    p.down(5)
    p.hline()
    p.down(12)
    x_desc, x_rate, x_qty = MARGIN + 10, MARGIN + 350, MARGIN + 400
    p.text(x_desc, "Item", 8.5, bold=True)
    p.right(x_rate, "Rate", 8.5, bold=True)
    p.right(x_qty, "Days/Nos", 8.5, bold=True)
    p.right(x_amt, "Total", 8.5, bold=True)
    p.down(5)
    p.hline(width=0.3)
    p.down(12)
    for line in bill["lines"]:
        wrapped = p.wrap(line["description"], x_rate - x_desc - 60, 8.5)
        p.need(12 * len(wrapped))
        p.right(x_rate, p.s.amt(line["rate"]), 8.5)
        p.right(x_qty, _qty(line), 8.5)
        p.right(x_amt, p.s.amt(line["amount"]), 8.5)
        for w in wrapped:
            p.text(x_desc, w, 8.5)
            p.down(12)
    p.hline(width=0.3)
    p.down(12)
    p.text(MARGIN, "Amounts in Indian Rupees. Medical services exempt from GST.", 7.5)
    signature(p)


BILL_LAYOUTS: dict[str, Callable[[Canvas, Doc, Doc], None]] = {
    "ruled_grid": bill_ruled_grid,
    "unruled_columns": bill_unruled_columns,
    "category_subtotals": bill_category_subtotals,
    "amount_only": bill_amount_only,
    "multipage_carried": bill_multipage,
    "pharmacy": bill_pharmacy,
    "summary_first": bill_summary_first,
}


# ---------------------------------------------------------------------------------------------- summaries


def _summary_fields(doc: Doc, s: Style) -> list[tuple[str, str]]:
    pt = doc["patient"]
    return [
        ("Patient Name", pt["name"]),
        ("Age / Sex", f"{pt['age']} years / {pt['gender']}"),
        ("UHID", pt.get("uhid", "")),
        ("IP Number", pt.get("ip_number", "")),
        ("Date of Admission", s.dt(doc["admission_date"])),
        ("Date of Discharge", s.dt(doc["discharge_date"])),
        ("Department", doc.get("department", "")),
        ("Consultant", doc.get("treating_doctor", "")),
    ]


def _procedure_text(doc: Doc, s: Style) -> str:
    proc = doc.get("procedure") or "Nil (conservative management)"
    if doc.get("procedure") and doc.get("procedure_date"):
        proc += f" on {s.dt(doc['procedure_date'])}"
    return proc


def _provisional(ds: Doc, upper: bool = False) -> list[tuple[str, str]]:
    """An optional provisional-diagnosis section printed before the final one (absent unless the spec gives it)."""
    if not ds.get("provisional_diagnosis"):
        return []
    label = ds.get("provisional_label", "Provisional Diagnosis")
    return [(label.upper() if upper else label, ds["provisional_diagnosis"])]


def summary_caps_underlined(c: Canvas, doc: Doc, ds: Doc) -> None:
    """Headings in capitals, underlined; details, diagnosis, procedure, then history and course."""
    p = Pen(c, Style(ds, "helvetica"))
    hospital_header(p, doc)
    title(p, ds.get("title", "DISCHARGE SUMMARY"), boxed=True)
    for label, value in _summary_fields(doc, p.s):
        p.text(MARGIN, label, 9, bold=True)
        p.text(MARGIN + 110, f": {value}", 9)
        p.down(12)
    p.down(6)
    sections = [
        *_provisional(ds, upper=True),
        (ds.get("diagnosis_label", "FINAL DIAGNOSIS").upper(), doc["diagnosis"]),
        (ds.get("procedure_label", "PROCEDURE / SURGERY DONE").upper(), _procedure_text(doc, p.s)),
        ("CHIEF COMPLAINTS", ds.get("chief_complaints", "")),
        ("HISTORY OF PRESENT ILLNESS", ds.get("history", "")),
        ("CLINICAL FINDINGS", ds.get("findings", "")),
        ("INVESTIGATIONS", ds.get("investigations", "")),
        ("COURSE IN HOSPITAL", ds.get("course", "")),
        ("CONDITION AT DISCHARGE", ds.get("condition_at_discharge", "")),
        ("ADVICE ON DISCHARGE", ds.get("advice", "")),
    ]
    for head, text in sections:
        if not text:
            continue
        p.need(40)
        p.text(MARGIN, head, 9.5, bold=True)
        w = pdfmetrics.stringWidth(head, p.s.bold, 9.5)
        p.c.setLineWidth(0.6)
        p.c.line(MARGIN, p.y - 2, MARGIN + w, p.y - 2)
        p.down(14)
        p.para(MARGIN, text, PAGE_W - 2 * MARGIN, 9)
        p.down(6)
    signature(p, doc.get("treating_doctor", ""), "Signature of Consultant")


def summary_numbered(c: Canvas, doc: Doc, ds: Doc) -> None:
    """Numbered mixed-case headings, history and course first, diagnosis and procedure near the end."""
    p = Pen(c, Style(ds, "times", "indian_paise"))
    hospital_header(p, doc, align="left")
    p.hline(width=1.2)
    p.down(4)
    title(p, ds.get("title", "Discharge Summary"))
    f = dict(_summary_fields(doc, p.s))
    pt = doc["patient"]
    p.text(MARGIN, f"Name: {pt['name']}", 10)
    p.text(MARGIN + 250, f"Age/Sex: {f['Age / Sex']}", 10)
    p.down(13)
    p.text(MARGIN, f"Reg. No.: {f['UHID']}", 10)
    p.text(MARGIN + 250, f"IPD No.: {f['IP Number']}", 10)
    p.down(13)
    p.text(MARGIN, f"Admitted on: {f['Date of Admission']}", 10)
    p.text(MARGIN + 250, f"Discharged on: {f['Date of Discharge']}", 10)
    p.down(13)
    p.text(MARGIN, f"Under the care of: {f['Consultant']} ({f['Department']})", 10)
    p.down(18)
    sections = [
        ("Presenting Complaints", ds.get("chief_complaints", "")),
        ("History", ds.get("history", "")),
        ("Examination", ds.get("findings", "")),
        ("Investigations", ds.get("investigations", "")),
        ("Hospital Course", ds.get("course", "")),
        *_provisional(ds),
        (ds.get("diagnosis_label", "Diagnosis"), doc["diagnosis"]),
        (ds.get("procedure_label", "Operation / Procedure"), _procedure_text(doc, p.s)),
        ("Condition on Discharge", ds.get("condition_at_discharge", "")),
        ("Follow-up and Medication", ds.get("advice", "")),
    ]
    n = 0
    for head, text in sections:
        if not text:
            continue
        n += 1
        p.need(40)
        p.text(MARGIN, f"{n}. {head}:", 10.5, bold=True)
        p.down(14)
        p.para(MARGIN + 14, text, PAGE_W - 2 * MARGIN - 14, 10, 12.5)
        p.down(6)
    signature(p, "Resident Medical Officer", f"{f['Consultant']}")


def summary_table_header(c: Canvas, doc: Doc, ds: Doc) -> None:
    """Identity and diagnosis in a ruled two-column table; the narrative under side headings ending with ':'."""
    p = Pen(c, Style(ds, "dejavu"))
    hospital_header(p, doc)
    title(p, ds.get("title", "DISCHARGE CARD"))
    rows = [
        *_summary_fields(doc, p.s)[:6],
        *_provisional(ds),
        (ds.get("diagnosis_label", "Diagnosis"), doc["diagnosis"]),
        (ds.get("procedure_label", "Surgery"), _procedure_text(doc, p.s)),
    ]
    x0, x1, x2 = MARGIN, MARGIN + 130, PAGE_W - MARGIN
    p.c.setLineWidth(0.5)
    for label, value in rows:
        wrapped = p.wrap(value, x2 - x1 - 10, 9)
        h = 8 + 12 * len(wrapped)
        top = p.y + 11
        p.c.rect(x0, top - h, x2 - x0, h)
        p.c.line(x1, top, x1, top - h)
        p.text(x0 + 5, label, 9, bold=True)
        for i, w in enumerate(wrapped):
            p.text(x1 + 5, w, 9, y=p.y - 12 * i)
        p.down(h)
    p.down(12)
    sections = [
        ("Reason for admission", ds.get("chief_complaints", "")),
        ("Course during stay", ds.get("course", "")),
        ("Past history", ds.get("history", "")),
        ("Significant findings", ds.get("findings", "")),
        ("Reports", ds.get("investigations", "")),
        ("Status at discharge", ds.get("condition_at_discharge", "")),
        ("Instructions", ds.get("advice", "")),
    ]
    for head, text in sections:
        if not text:
            continue
        p.need(36)
        p.text(MARGIN, f"{head}:", 9.5, bold=True)
        p.down(13)
        p.para(MARGIN, text, PAGE_W - 2 * MARGIN, 9)
        p.down(5)
    signature(p, "Date & Time of discharge: " + p.s.dt(doc["discharge_date"]), doc.get("treating_doctor", ""))


SUMMARY_LAYOUTS: dict[str, Callable[[Canvas, Doc, Doc], None]] = {
    "caps_underlined": summary_caps_underlined,
    "numbered": summary_numbered,
    "table_header": summary_table_header,
}
