"""Typed claim facts (SPEC §3.2): what extraction reads from the claim documents and the rules read.

Every amount is whole INR (an int, never a float); dates are dates. Each field may carry where it came
from (document, page, field confidence) in ``sources``, keyed by the field name (``"bill_total"``) or by a
line item path (``"line_items[2].amount"``). Pure data, no I/O.
"""

from __future__ import annotations

import re
from datetime import date
from enum import StrEnum
from typing import Annotated, Final

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

#: Whole rupees, never negative, never a float or a numeric string.
Inr = Annotated[int, Field(ge=0, strict=True)]


class LineCategory(StrEnum):
    """Bill line categories; the rules treat each group differently (SPEC §7 step 2)."""

    ROOM = "room"
    ICU = "icu"
    NURSING = "nursing"
    DOCTOR_FEES = "doctor_fees"
    SURGEON_FEES = "surgeon_fees"
    OT = "ot"
    PHARMACY = "pharmacy"
    CONSUMABLES = "consumables"
    IMPLANTS = "implants"
    DIAGNOSTICS = "diagnostics"
    AMBULANCE = "ambulance"
    OTHER = "other"


#: Expenses scaled by the room-rent proportionate deduction (SPEC §7: room, nursing, doctor and surgeon
#: fees, OT). Never pharmacy, consumables, implants or diagnostics; ICU has its own per-day cap.
ASSOCIATED_MEDICAL_EXPENSES: Final = frozenset(
    {
        LineCategory.ROOM,
        LineCategory.NURSING,
        LineCategory.DOCTOR_FEES,
        LineCategory.SURGEON_FEES,
        LineCategory.OT,
    }
)


class Eye(StrEnum):
    LEFT = "left"
    RIGHT = "right"


class DocumentType(StrEnum):
    BILL = "bill"
    DISCHARGE_SUMMARY = "discharge_summary"
    CLAIM_FORM = "claim_form"
    ID_PROOF = "id_proof"
    INVESTIGATION_REPORTS = "investigation_reports"
    PRESCRIPTION = "prescription"
    PHARMACY_BILLS = "pharmacy_bills"
    PAYMENT_RECEIPT = "payment_receipt"
    FIR_OR_MLC = "fir_or_mlc"
    CANCELLED_CHEQUE = "cancelled_cheque"
    OTHER = "other"


class FieldSource(BaseModel):
    """Where one extracted value came from."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    document: str = Field(min_length=1)
    page: int | None = Field(default=None, ge=1)
    confidence: float = Field(ge=0.0, le=1.0)


class LineItem(BaseModel):
    """One bill line. ``days`` is the number of days charged (room, ICU, nursing) when the bill says."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    description: str = Field(min_length=1)
    category: LineCategory
    amount: Inr
    days: int | None = Field(default=None, ge=1, strict=True)
    eye: Eye | None = None


#: the clinical narrative is kept to this many characters (it is read whole by the judge, in every prompt)
CLINICAL_NOTES_MAX_CHARS: Final = 900
#: facts that are context for judgement: their read confidence is not a field confidence of the facts rules use
CONTEXT_FIELDS: Final = frozenset({"clinical_notes", "hospital_address"})
#: a header longer than this is no header
HOSPITAL_ADDRESS_MAX_CHARS: Final = 400

_SOURCE_KEY = re.compile(r"^(?P<field>[a-z_]+)(?:\[(?P<index>\d+)\](?:\.(?P<sub>[a-z_]+))?)?$")
_LINE_ITEM_FIELDS: Final = frozenset(LineItem.model_fields)


class ClaimFacts(BaseModel):
    """The typed facts of one claim, as extracted from its documents."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    patient_name: str | None = None
    member_id: str | None = None
    diagnosis: str | None = None
    procedure: str | None = None
    is_accident: bool = False
    admission_date: date | None = None
    discharge_date: date | None = None
    room_category: str | None = None
    room_rate_per_day: Inr | None = None
    icu_days: int | None = Field(default=None, ge=0, strict=True)
    bill_number: str | None = None
    #: the treating hospital's name and address as its bill or discharge summary prints them (the header):
    #: where the member was treated, for a co-pay that turns on the zone of treatment
    hospital_address: str | None = Field(default=None, max_length=HOSPITAL_ADDRESS_MAX_CHARS)
    line_items: tuple[LineItem, ...] = ()
    bill_total: Inr | None = None
    #: a discount the bill prints below its gross total (not a line item): the hospital was paid the total less
    #: it, so no claim pays more than that
    bill_discount: Inr | None = None
    documents_present: frozenset[DocumentType] = frozenset()
    #: the discharge summary's clinical narrative (history, findings, course, investigations), as read: what
    #: the judge reads for the conditions of an exclusion (a BMI, professional participation, a stay for
    #: evaluation only). Context for judgement, never an amount or a date any rule computes with.
    clinical_notes: str | None = Field(default=None, max_length=CLINICAL_NOTES_MAX_CHARS)
    sources: dict[str, FieldSource] = Field(default_factory=dict)

    @field_validator(
        "patient_name",
        "member_id",
        "diagnosis",
        "procedure",
        "room_category",
        "bill_number",
        "hospital_address",
        "clinical_notes",
    )
    @classmethod
    def _squash_blank(cls, value: str | None) -> str | None:
        if value is None:
            return None
        cleaned = " ".join(value.split())
        return cleaned or None

    @model_validator(mode="after")
    def _check(self) -> ClaimFacts:
        if self.admission_date and self.discharge_date and self.discharge_date < self.admission_date:
            raise ValueError(
                f"discharge_date {self.discharge_date} is before admission_date {self.admission_date}"
            )
        for key in self.sources:
            m = _SOURCE_KEY.match(key)
            if not m or m.group("field") not in type(self).model_fields or m.group("field") == "sources":
                raise ValueError(f"sources key {key!r} does not name a claim fact")
            if m.group("index") is not None:
                if m.group("field") != "line_items" or int(m.group("index")) >= len(self.line_items):
                    raise ValueError(f"sources key {key!r} names no line item")
                if m.group("sub") and m.group("sub") not in _LINE_ITEM_FIELDS:
                    raise ValueError(f"sources key {key!r} names no line item field")
        return self

    @property
    def line_items_total(self) -> int:
        return sum(item.amount for item in self.line_items)

    @property
    def stay_days(self) -> int | None:
        """Days charged for the stay: nights between admission and discharge, at least 1 (day care)."""
        if self.admission_date is None or self.discharge_date is None:
            return None
        return max(1, (self.discharge_date - self.admission_date).days)

    @property
    def treatment_text(self) -> str:
        """Diagnosis and procedure, the text the treatment rules read."""
        return " ; ".join(t for t in (self.diagnosis, self.procedure) if t)

    def lowest_confidence(self) -> float | None:
        """The lowest field confidence among the recorded sources (None when none are recorded)."""
        return min(
            (s.confidence for key, s in self.sources.items() if key not in CONTEXT_FIELDS), default=None
        )
