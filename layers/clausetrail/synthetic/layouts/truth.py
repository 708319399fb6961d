"""The ground truth of one generated claim document set: what its bill(s) and discharge summary state.

Conventions the generated documents follow (the eval scores against them):

- ``line_items`` are the charge lines of the hospital's main bill, in printed order. Category headings,
  subtotals, "brought/carried forward" rows, GST notes, discounts, advances, deposits and balance rows
  are printed too but are not line items.
- ``bill_total`` is the main bill's total of charges: the sum of its line items. A discount, an advance
  or a deposit is printed below it and never changes it.
- A separate pharmacy bill itemises medicines; the main bill carries one pharmacy line for it, equal to
  ``pharmacy_bill_total`` (so the medicines are not counted twice).
- A summary-first bill prints one row per head of service on page one and the charge lines after it:
  ``line_items`` are the charge lines, and ``summary_amounts`` the heads' amounts (reading the heads
  instead of the lines is a fair reading too; the eval accepts either, never both together).
- Amounts are whole rupees (``int``); dates are ``date``.
"""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel, ConfigDict, Field


class TruthLine(BaseModel):
    """One charge line: ``amount == qty * rate`` always."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    description: str = Field(min_length=1)
    category: str  # a clausetrail LineCategory value
    qty: int = Field(ge=1)
    rate: int = Field(ge=0)
    amount: int = Field(ge=0)
    service_date: date | None = None


class PharmacyItem(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    description: str
    batch: str
    qty: int = Field(ge=1)
    rate: int = Field(ge=0)
    amount: int = Field(ge=0)


class ClaimTruth(BaseModel):
    """Everything the documents of one set say that extraction must read."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    set_id: str
    family: str
    seed: int
    hospital: str
    hospital_city: str
    patient_title: str
    patient_name: str  # without the title
    age: int
    gender: str
    uhid: str
    ip_number: str
    bill_number: str
    bill_date: date
    admission_date: date
    discharge_date: date
    diagnosis: str
    icd_code: str | None
    procedure: str | None  # None for a medical (non-surgical) admission: no procedure is printed
    treating_doctor: str
    room_category: str
    room_rate_per_day: int
    room_days: int
    icu_rate_per_day: int | None
    icu_days: int
    line_items: tuple[TruthLine, ...]
    bill_total: int
    discount: int = 0
    advance_paid: int = 0
    gst_included: int = 0
    pharmacy_bill_number: str | None = None
    pharmacy_items: tuple[PharmacyItem, ...] = ()
    pharmacy_bill_total: int | None = None
    summary_amounts: tuple[int, ...] = ()  # heads of service on a summary-first bill
    documents: tuple[str, ...] = ()  # file names of the set's PDFs
    scanned: bool = False

    @property
    def stay_days(self) -> int:
        return max(1, (self.discharge_date - self.admission_date).days)

    def problems(self) -> list[str]:
        """What is inconsistent in this truth (empty when it is self-consistent)."""
        out: list[str] = []
        if sum(line.amount for line in self.line_items) != self.bill_total:
            out.append("line items do not sum to the bill total")
        for line in self.line_items:
            if line.qty * line.rate != line.amount:
                out.append(f"{line.description}: qty x rate != amount")
        if self.discharge_date < self.admission_date:
            out.append("discharge before admission")
        if self.room_days + self.icu_days != self.stay_days:
            out.append("room days + ICU days != stay days")
        if (self.icu_rate_per_day is None) != (self.icu_days == 0):
            out.append("ICU rate and ICU days disagree")
        if self.summary_amounts and sum(self.summary_amounts) != self.bill_total:
            out.append("the summary heads do not sum to the bill total")
        if self.pharmacy_items:
            if sum(i.amount for i in self.pharmacy_items) != self.pharmacy_bill_total:
                out.append("pharmacy items do not sum to the pharmacy total")
            if not any(
                line.category == "pharmacy" and line.amount == self.pharmacy_bill_total
                for line in self.line_items
            ):
                out.append("the main bill has no line for the pharmacy bill")
        return out
