"""Layout families: each one fixes how a claim's bill and discharge summary are drawn.

A family varies fonts and sizes, column order, header words, amount style, ruling, category headings with
subtotals, rows that are not line items (GST, discount, advance, deposit), multi-page itemisation with
repeated headers and carried-forward totals, a separate pharmacy bill, date formats, the tariff lines,
the discharge summary's heading style and section order, and whether the pages are scanned.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from clausetrail.synthetic.layouts.styles import AmountStyle, DateFormat, Grouping, PrefixOn

Column = Literal["sno", "date", "code", "desc", "qty", "rate", "amount"]
Ruling = Literal["grid", "rows", "none"]
Heading = Literal["caps", "bold", "inline", "numbered", "narrative"]
Extra = Literal["gst", "discount", "advance", "deposit"]


@dataclass(frozen=True, slots=True)
class LayoutFamily:
    name: str
    font: str  # a reportlab standard font or one of the bundled DejaVu faces
    size: float
    columns: tuple[Column, ...]
    headers: dict[str, str]  # column -> header word
    amount: AmountStyle
    ruling: Ruling
    date_format: DateFormat
    ds_heading: Heading
    grouped: bool = False  # category headings with subtotals
    extras: frozenset[Extra] = frozenset()
    detailed: bool = False  # itemised medicines, tests and consumables (long bills)
    rows_per_page: int | None = None  # force page breaks (repeated header, carried forward)
    pharmacy_separate: bool = False
    tariff_lines: bool = False  # "Room tariff: ... per day" and "ICU tariff: ... per day" in the header
    force_icu: bool = False
    wrap: bool = False  # long descriptions wrap inside a narrow column
    letter: bool = False  # US letter instead of A4
    header_layout: Literal["two_column", "stacked", "boxed"] = "two_column"
    labels: int = 0  # which label words the header uses (patient, bill number, dates)
    total_label: str = "Total"
    title: str = "FINAL BILL"
    ds_shuffle: bool = False  # discharge summary sections in a random order
    scanned: bool = False
    words_total: bool = False  # "Amount in words: Rupees ... Only" under the total
    receipts: bool = False  # a table of payments received (advance receipts) below the bill
    qty_units: bool = False  # quantities of room, ICU and nursing printed as "3 Days"
    with_time: bool = False  # admission and discharge printed with a time of day
    insurer_block: bool = False  # GSTIN, TPA / insurer and claim reference lines in the header
    summary_first: bool = False  # page one sums the bill by head of service; the lines follow
    header_wrap: bool = False  # column headers wrap onto two lines in narrow columns


def _h(desc: str, qty: str = "Qty", rate: str = "Rate", amount: str = "Amount") -> dict[str, str]:
    return {
        "sno": "S.No",
        "date": "Date",
        "code": "Code",
        "desc": desc,
        "qty": qty,
        "rate": rate,
        "amount": amount,
    }


_IND = AmountStyle(Grouping.INDIAN, paise=True)
_IND_NP = AmountStyle(Grouping.INDIAN, paise=False)
_INTL = AmountStyle(Grouping.INTERNATIONAL, paise=True)
_FULL: tuple[Column, ...] = ("sno", "desc", "qty", "rate", "amount")

FAMILIES: tuple[LayoutFamily, ...] = (
    LayoutFamily(
        "classic_grid",
        "Helvetica",
        9,
        _FULL,
        _h("Particulars"),
        _IND,
        "grid",
        DateFormat.SLASH,
        "caps",
        tariff_lines=True,
        words_total=True,
    ),
    LayoutFamily(
        "plain_unruled_indian",
        "Times-Roman",
        10,
        _FULL,
        _h("Description", "Units", "Rate", "Amount (Rs.)"),
        _IND_NP,
        "none",
        DateFormat.DASH,
        "bold",
        labels=1,
        ds_shuffle=True,
        qty_units=True,
    ),
    LayoutFamily(
        "intl_rows_rate_first",
        "Helvetica",
        8.5,
        ("sno", "desc", "rate", "qty", "amount"),
        _h("Service", "Nos", "Unit Price", "Net"),
        _INTL,
        "rows",
        DateFormat.DOT,
        "inline",
        labels=2,
        title="IN-PATIENT BILL",
    ),
    LayoutFamily(
        "amount_only_grid",
        "Courier",
        9,
        ("sno", "desc", "amount"),
        _h("Particulars"),
        AmountStyle(Grouping.NONE, paise=True),
        "grid",
        DateFormat.LONG,
        "numbered",
        labels=3,
    ),
    LayoutFamily(
        "amount_only_unruled_rupee",
        "DejaVuSans",
        9,
        ("desc", "amount"),
        _h("Item", amount="Value"),
        AmountStyle(Grouping.INDIAN, paise=True, prefix="₹", prefix_on=PrefixOn.ALL),
        "none",
        DateFormat.SHORT,
        "caps",
        labels=4,
        ds_shuffle=True,
        title="HOSPITAL BILL",
    ),
    LayoutFamily(
        "grouped_subtotals_rows",
        "Times-Roman",
        9,
        _FULL,
        _h("Particulars"),
        _IND,
        "rows",
        DateFormat.ISO,
        "bold",
        grouped=True,
        labels=5,
        total_label="Gross Total",
        insurer_block=True,
    ),
    LayoutFamily(
        "grouped_unruled_codes",
        "Helvetica",
        9,
        ("code", "desc", "qty", "rate", "amount"),
        _h("Service", "Qty", "Tariff", "Amount"),
        _INTL,
        "none",
        DateFormat.SLASH,
        "numbered",
        grouped=True,
        labels=6,
        ds_shuffle=True,
    ),
    LayoutFamily(
        "slash_dash_serif",
        "DejaVuSerif",
        9.5,
        _FULL,
        _h("Particulars", "Days", "Rate", "Amount"),
        AmountStyle(Grouping.INDIAN, paise=False, suffix="/-"),
        "grid",
        DateFormat.US_LONG,
        "inline",
        labels=7,
        total_label="Total Amount",
        words_total=True,
    ),
    LayoutFamily(
        "rs_totals_discount_advance",
        "Helvetica",
        10,
        _FULL,
        _h("Description"),
        AmountStyle(Grouping.INDIAN, paise=True, prefix="Rs.", prefix_on=PrefixOn.TOTALS),
        "rows",
        DateFormat.DASH,
        "caps",
        extras=frozenset({"discount", "advance"}),
        labels=8,
        total_label="Bill Amount",
        receipts=True,
    ),
    LayoutFamily(
        "inr_all_gst_condensed",
        "DejaVuSansCondensed",
        8.5,
        _FULL,
        _h("Particulars", "Units", "Rate", "Value"),
        AmountStyle(Grouping.INTERNATIONAL, paise=True, prefix="INR", prefix_on=PrefixOn.ALL),
        "none",
        DateFormat.DOT,
        "bold",
        extras=frozenset({"gst"}),
        labels=9,
        ds_shuffle=True,
        title="TAX INVOICE",
    ),
    LayoutFamily(
        "service_dates_multipage",
        "Helvetica",
        8,
        ("sno", "date", "desc", "qty", "rate", "amount"),
        _h("Description"),
        _IND,
        "grid",
        DateFormat.SLASH,
        "numbered",
        detailed=True,
        rows_per_page=22,
        labels=10,
        title="DETAILED FINAL BILL",
    ),
    LayoutFamily(
        "multipage_unruled",
        "Times-Roman",
        9,
        _FULL,
        _h("Particulars", "Qty", "Rate", "Amount"),
        _IND,
        "none",
        DateFormat.LONG,
        "caps",
        detailed=True,
        rows_per_page=18,
        labels=11,
        ds_shuffle=True,
        with_time=True,
    ),
    LayoutFamily(
        "multipage_grouped_courier",
        "Courier",
        8,
        _FULL,
        _h("Service", "Nos", "Rate", "Amount"),
        AmountStyle(Grouping.INTERNATIONAL, paise=False),
        "rows",
        DateFormat.SHORT,
        "inline",
        grouped=True,
        detailed=True,
        rows_per_page=20,
        labels=12,
    ),
    LayoutFamily(
        "pharmacy_separate_grid",
        "Helvetica",
        9,
        _FULL,
        _h("Particulars"),
        _IND,
        "grid",
        DateFormat.SLASH,
        "bold",
        pharmacy_separate=True,
        labels=13,
    ),
    LayoutFamily(
        "pharmacy_separate_unruled",
        "DejaVuSans",
        9,
        _FULL,
        _h("Description", "Qty", "Rate", "Amount"),
        AmountStyle(Grouping.INDIAN, paise=True, prefix="₹", prefix_on=PrefixOn.TOTALS),
        "none",
        DateFormat.ISO,
        "numbered",
        pharmacy_separate=True,
        extras=frozenset({"advance"}),
        labels=14,
        ds_shuffle=True,
    ),
    LayoutFamily(
        "icu_tariff_block",
        "Times-Roman",
        10,
        _FULL,
        _h("Particulars", "Days", "Tariff", "Amount"),
        _IND,
        "rows",
        DateFormat.DASH,
        "caps",
        tariff_lines=True,
        force_icu=True,
        labels=15,
        qty_units=True,
        with_time=True,
    ),
    LayoutFamily(
        "wrapped_descriptions",
        "Helvetica",
        8,
        _FULL,
        _h("Particulars"),
        _IND,
        "grid",
        DateFormat.DOT,
        "inline",
        wrap=True,
        labels=16,
        ds_shuffle=True,
    ),
    LayoutFamily(
        "letter_intl_no_sno",
        "Times-Roman",
        11,
        ("desc", "qty", "rate", "amount"),
        _h("Description", "Qty", "Unit Price", "Amount"),
        _INTL,
        "none",
        DateFormat.US_LONG,
        "bold",
        letter=True,
        header_layout="stacked",
        labels=17,
        header_wrap=True,
    ),
    LayoutFamily(
        "deposit_gst_discount",
        "DejaVuSerif",
        9,
        _FULL,
        _h("Particulars"),
        AmountStyle(Grouping.INDIAN, paise=True, prefix="Rs.", prefix_on=PrefixOn.ALL),
        "grid",
        DateFormat.LONG,
        "numbered",
        extras=frozenset({"deposit", "gst", "discount"}),
        labels=18,
        force_icu=True,
        insurer_block=True,
        words_total=True,
    ),
    LayoutFamily(
        "compact_no_rate",
        "Courier",
        8.5,
        ("sno", "desc", "qty", "amount"),
        _h("Particulars", "Nos"),
        AmountStyle(Grouping.NONE, paise=False),
        "none",
        DateFormat.SLASH,
        "caps",
        labels=19,
        ds_shuffle=True,
    ),
    LayoutFamily(
        "boxed_header_total_rs",
        "Helvetica",
        9,
        _FULL,
        _h("Particulars", "Qty", "Unit Price", "Total (Rs.)"),
        _IND,
        "rows",
        DateFormat.SHORT,
        "bold",
        header_layout="boxed",
        labels=20,
        total_label="Total Bill Amount",
        tariff_lines=True,
        with_time=True,
    ),
    LayoutFamily(
        "narrative_summary_words_total",
        "Helvetica",
        9.5,
        _FULL,
        _h("Particulars"),
        _IND,
        "grid",
        DateFormat.LONG,
        "narrative",
        words_total=True,
        with_time=True,
        labels=22,
    ),
    LayoutFamily(
        "receipts_tpa_wrapped_headers",
        "Times-Roman",
        9,
        _FULL,
        _h("Description of Services", "No. of Units", "Unit Rate", "Net Amount"),
        AmountStyle(Grouping.INDIAN, paise=False, suffix="/-"),
        "rows",
        DateFormat.DASH,
        "numbered",
        extras=frozenset({"advance"}),
        receipts=True,
        insurer_block=True,
        qty_units=True,
        header_wrap=True,
        labels=23,
    ),
    LayoutFamily(
        "narrative_unruled_qty_only",
        "DejaVuSans",
        10,
        ("desc", "qty", "amount"),
        _h("Service", "Days/Nos", amount="Amount (INR)"),
        AmountStyle(Grouping.INTERNATIONAL, paise=False),
        "none",
        DateFormat.US_LONG,
        "narrative",
        with_time=True,
        insurer_block=True,
        labels=24,
        ds_shuffle=True,
    ),
    LayoutFamily(
        "summary_then_detail_grid",
        "DejaVuSerif",
        9,
        _FULL,
        _h("Particulars"),
        _IND,
        "grid",
        DateFormat.DOT,
        "caps",
        summary_first=True,
        extras=frozenset({"advance"}),
        labels=25,
        title="IN-PATIENT FINAL BILL",
    ),
    LayoutFamily(
        "summary_then_detail_multipage",
        "Helvetica",
        9,
        ("sno", "date", "desc", "qty", "rate", "amount"),
        _h("Service", "Qty", "Rate", "Net"),
        _INTL,
        "rows",
        DateFormat.SHORT,
        "bold",
        summary_first=True,
        detailed=True,
        rows_per_page=24,
        words_total=True,
        labels=26,
        ds_shuffle=True,
    ),
    LayoutFamily(
        "scanned_grid",
        "Helvetica",
        10,
        _FULL,
        _h("Particulars"),
        _IND,
        "grid",
        DateFormat.SLASH,
        "caps",
        labels=21,
        scanned=True,
    ),
)

FAMILY_BY_NAME: dict[str, LayoutFamily] = {f.name: f for f in FAMILIES}
