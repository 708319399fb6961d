"""Drawing helpers of render_more.py: fonts, amount and date formats, a canvas cursor, shared header blocks."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

PAGE_W, PAGE_H = A4
MARGIN = 40.0

Doc = dict[str, Any]

#: the DejaVu files the repository ships (font files only; no code of the other renderers is used). One set of
#: files for every renderer in a process matters: reportlab registers a TrueType font by its internal face
#: name, so a second file of the same face ("DejaVuSans") silently reuses whichever was registered first
_TTF_DIR = Path(__file__).resolve().parents[2] / "layers" / "clausetrail" / "synthetic" / "fonts"
_TTF = {
    "DejaVuSans": "DejaVuSans.ttf",
    "DejaVuSans-Bold": "DejaVuSans-Bold.ttf",
    "DejaVuSerif": "DejaVuSerif.ttf",
    "DejaVuSerif-Bold": "DejaVuSerif-Bold.ttf",
}
FONTS: dict[str, tuple[str, str]] = {
    "helvetica": ("Helvetica", "Helvetica-Bold"),
    "times": ("Times-Roman", "Times-Bold"),
    "courier": ("Courier", "Courier-Bold"),
    "dejavu": ("DejaVuSans", "DejaVuSans-Bold"),
    "dejavu_serif": ("DejaVuSerif", "DejaVuSerif-Bold"),
}
_REGISTERED: set[str] = set()


def _font(name: str) -> tuple[str, str]:
    regular, bold = FONTS[name]
    for face in (regular, bold):
        if face in _TTF and face not in _REGISTERED:
            pdfmetrics.registerFont(TTFont(face, str(_TTF_DIR / _TTF[face])))
            _REGISTERED.add(face)
    return regular, bold


# ---------------------------------------------------------------------------------------------- formats


def indian_grouping(n: int) -> str:
    """1234567 -> '12,34,567' (lakh/crore grouping)."""
    sign = "-" if n < 0 else ""
    s = str(abs(n))
    if len(s) <= 3:
        return sign + s
    head, tail = s[:-3], s[-3:]
    parts: list[str] = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return sign + ",".join(parts) + "," + tail


AMOUNT_STYLES: dict[str, Callable[[int], str]] = {
    "indian_paise": lambda n: f"{indian_grouping(n)}.00",  # 1,23,456.00
    "indian_slash": lambda n: f"{indian_grouping(n)}/-",  # 1,23,456/-
    "rs_indian": lambda n: f"Rs. {indian_grouping(n)}.00",  # Rs. 1,23,456.00
    "rupee_indian": lambda n: f"\u20b9{indian_grouping(n)}.00",  # ₹1,23,456.00 (needs a dejavu font)
    "indian_plain": lambda n: indian_grouping(n),  # 1,23,456
    "international": lambda n: f"{n:,}.00",  # 123,456.00
    "inr_indian": lambda n: f"INR {indian_grouping(n)}",  # INR 1,23,456
}

_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_MONTHS_LONG = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
DATE_STYLES: dict[str, Callable[[date], str]] = {
    "dd/mm/yyyy": lambda d: f"{d.day:02d}/{d.month:02d}/{d.year}",
    "dd-Mon-yyyy": lambda d: f"{d.day:02d}-{_MONTHS[d.month - 1]}-{d.year}",
    "dd.mm.yyyy": lambda d: f"{d.day:02d}.{d.month:02d}.{d.year}",
    "dd-mm-yyyy": lambda d: f"{d.day:02d}-{d.month:02d}-{d.year}",
    "d Month yyyy": lambda d: f"{d.day} {_MONTHS_LONG[d.month - 1]} {d.year}",
    "dd Mon yyyy": lambda d: f"{d.day:02d} {_MONTHS[d.month - 1]} {d.year}",
}


class Style:
    """Formatting of one document: fonts, amounts, dates."""

    def __init__(self, spec: Doc, default_font: str, default_amount: str = "indian_paise") -> None:
        amount = spec.get("amount_style", default_amount)
        font = spec.get("font", default_font)
        if amount == "rupee_indian" and not font.startswith("dejavu"):
            raise ValueError("the rupee sign needs a dejavu font")
        self.regular, self.bold = _font(font)
        self._amount = AMOUNT_STYLES[amount]
        self._date = DATE_STYLES[spec.get("date_style", "dd/mm/yyyy")]

    def amt(self, n: int) -> str:
        return self._amount(int(n))

    def dt(self, iso: str | None) -> str:
        return self._date(date.fromisoformat(iso)) if iso else ""


# ---------------------------------------------------------------------------------------------- drawing


class Pen:
    """A canvas with a cursor moving down the page."""

    def __init__(self, c: Canvas, style: Style) -> None:
        self.c = c
        self.s = style
        self.y = PAGE_H - MARGIN

    def text(self, x: float, s: str, size: float = 9, bold: bool = False, y: float | None = None) -> None:
        self.c.setFont(self.s.bold if bold else self.s.regular, size)
        self.c.drawString(x, self.y if y is None else y, s)

    def right(self, x: float, s: str, size: float = 9, bold: bool = False, y: float | None = None) -> None:
        self.c.setFont(self.s.bold if bold else self.s.regular, size)
        self.c.drawRightString(x, self.y if y is None else y, s)

    def centre(self, s: str, size: float = 9, bold: bool = False) -> None:
        self.c.setFont(self.s.bold if bold else self.s.regular, size)
        self.c.drawCentredString(PAGE_W / 2, self.y, s)

    def down(self, dy: float) -> None:
        self.y -= dy

    def wrap(self, s: str, width: float, size: float = 9, bold: bool = False) -> list[str]:
        lines: list[str] = simpleSplit(s, self.s.bold if bold else self.s.regular, size, width)
        return lines or [""]

    def para(self, x: float, s: str, width: float, size: float = 9, lead: float = 12) -> None:
        for line in self.wrap(s, width, size):
            self.need(lead)
            self.text(x, line, size)
            self.down(lead)

    def hline(self, x0: float = MARGIN, x1: float = PAGE_W - MARGIN, width: float = 0.6) -> None:
        self.c.setLineWidth(width)
        self.c.line(x0, self.y, x1, self.y)

    def need(self, dy: float) -> None:
        if self.y - dy < MARGIN + 20:
            self.c.showPage()
            self.y = PAGE_H - MARGIN


def hospital_header(p: Pen, doc: Doc, align: str = "centre") -> None:
    h = doc["hospital"]
    if align == "centre":
        p.centre(h["name"], 15, bold=True)
        p.down(15)
        for line in h.get("address_lines", []):
            p.centre(line, 8.5)
            p.down(11)
        extras = [
            f"Ph: {h['phone']}" if h.get("phone") else "",
            f"GSTIN: {h['gstin']}" if h.get("gstin") else "",
        ]
        if any(extras):
            p.centre("   ".join(e for e in extras if e), 8)
            p.down(11)
        if h.get("rohini_id"):
            p.centre(f"ROHINI ID: {h['rohini_id']}", 8)
            p.down(11)
    else:
        p.text(MARGIN, h["name"], 14, bold=True)
        y0 = p.y
        p.down(14)
        for line in h.get("address_lines", []):
            p.text(MARGIN, line, 8.5)
            p.down(10.5)
        right_x = PAGE_W - MARGIN
        yy = y0
        for label, key in (("Tel", "phone"), ("GSTIN", "gstin"), ("Rohini", "rohini_id")):
            if h.get(key):
                p.right(right_x, f"{label}: {h[key]}", 8, y=yy)
                yy -= 10.5
    p.down(4)


def title(p: Pen, s: str, boxed: bool = False) -> None:
    p.down(6)
    p.centre(s, 12, bold=True)
    if boxed:
        w = pdfmetrics.stringWidth(s, p.s.bold, 12) + 24
        p.c.setLineWidth(0.8)
        p.c.rect(PAGE_W / 2 - w / 2, p.y - 5, w, 18)
    p.down(20)


def patient_block(p: Pen, doc: Doc, bill: Doc, labels: str = "long") -> None:
    """Two columns of label: value pairs."""
    pt = doc["patient"]
    s = p.s
    if labels == "long":
        left = [
            ("Patient Name", pt["name"]),
            ("Age / Sex", f"{pt['age']} Yrs / {pt['gender']}"),
            ("UHID", pt.get("uhid", "")),
            ("IP No.", pt.get("ip_number", "")),
            ("Policy No.", pt.get("policy_number", "")),
            ("Member ID", pt.get("member_id", "")),
        ]
        right = [
            ("Bill No.", bill["bill_number"]),
            ("Bill Date", s.dt(bill["bill_date"])),
            ("Date of Admission", s.dt(doc["admission_date"])),
            ("Date of Discharge", s.dt(doc["discharge_date"])),
            ("Room Category", doc.get("room_category", "")),
            ("Consultant", doc.get("treating_doctor", "")),
        ]
    else:
        left = [
            ("Name", pt["name"]),
            ("Age/Gender", f"{pt['age']}/{pt['gender'][0]}"),
            ("MRN", pt.get("uhid", "")),
            ("IPD No", pt.get("ip_number", "")),
            ("TPA Card / Member ID", pt.get("member_id", "")),
            ("Policy Number", pt.get("policy_number", "")),
        ]
        right = [
            ("Invoice No", bill["bill_number"]),
            ("Invoice Date", s.dt(bill["bill_date"])),
            ("DOA", s.dt(doc["admission_date"])),
            ("DOD", s.dt(doc["discharge_date"])),
            ("Ward / Bed Type", doc.get("room_category", "")),
            ("Treating Doctor", doc.get("treating_doctor", "")),
        ]
    mid = PAGE_W / 2 + 10
    for (l1, v1), (l2, v2) in zip(left, right, strict=True):
        p.text(MARGIN, f"{l1}", 8.5, bold=True)
        p.text(MARGIN + 108, f": {v1}", 8.5)
        p.text(mid, f"{l2}", 8.5, bold=True)
        p.text(mid + 92, f": {v2}", 8.5)
        p.down(12)
    p.down(6)


def after_total(p: Pen, bill: Doc, label_x: float, amount_x: float) -> None:
    for item in bill.get("after_total", []):
        p.need(14)
        p.text(label_x, item["label"], 9)
        p.right(amount_x, p.s.amt(item["amount"]), 9)
        p.down(13)


def signature(p: Pen, left: str = "Prepared by", right: str = "Authorised Signatory") -> None:
    p.need(50)
    p.down(34)
    p.text(MARGIN, left, 8.5)
    p.right(PAGE_W - MARGIN, right, 8.5)
    p.down(12)
