"""Draw a claim's discharge summary as a PDF (fpdf2): ``classic`` (ruled details grid and headed sections) and
``narrative`` (a serif letter: the stay told in sentences). Re-exported by :mod:`clausetrail.synthetic.render`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal

from clausetrail.synthetic.claim_spec import ClaimDocumentSpec
from clausetrail.synthetic.sheet import (
    Sheet,
    dmy,
    hospital_header,
    kv_grid,
    long_date,
    output_bytes,
    signatures,
    title,
    title_of,
)

DischargeLayout = Literal["classic", "narrative"]
DISCHARGE_LAYOUTS: Final[tuple[DischargeLayout, ...]] = ("classic", "narrative")


# --- discharge summaries ----------------------------------------------------------------------------------


def _section(pdf: Sheet, heading: str, body: str | Sequence[str], *, family: str = "Sans") -> None:
    pdf.ln(1)
    pdf.text_line(heading, size=9.5, style="B", family=family, h=5.5)
    if isinstance(body, str):
        pdf.text_line(body, size=9, family=family)
    else:
        for i, item in enumerate(body, start=1):
            pdf.text_line(f"{i}. {item}", size=9, family=family)


def _discharge_classic(spec: ClaimDocumentSpec) -> bytes:
    pdf = Sheet(title="Discharge Summary", author=spec.hospital.name, created=spec.discharge_date)
    pdf.footer_text = "Discharge summary - please bring this document on your follow-up visit."
    hospital_header(pdf, spec)
    title(pdf, "DISCHARGE SUMMARY")
    kv_grid(
        pdf,
        [
            ("Patient Name", title_of(spec), "Age / Sex", f"{spec.age} Years / {spec.gender}"),
            ("UHID", spec.uhid, "IP No.", spec.ip_number),
            (
                "Date of Admission",
                f"{dmy(spec.admission_date)} 10:30",
                "Date of Discharge",
                f"{dmy(spec.discharge_date)} 12:00",
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
        when = f" on {dmy(spec.procedure_date)}" if spec.procedure_date else ""
        _section(pdf, "Procedure Performed:", f"{spec.procedure}{when}")
    _section(pdf, "Chief Complaints:", spec.chief_complaints)
    _section(pdf, "Course in Hospital:", spec.course_in_hospital)
    _section(pdf, "Condition at Discharge:", spec.condition_at_discharge)
    _section(pdf, "Advice on Discharge:", spec.advice)
    if spec.free_text:
        _section(pdf, "Notes:", spec.free_text)
    signatures(
        pdf,
        "Signature of Patient / Attendant",
        f"{spec.treating_doctor}, {spec.doctor_qualification}\nReg. No. {spec.doctor_registration}",
    )
    return output_bytes(pdf)


def _discharge_narrative(spec: ClaimDocumentSpec) -> bytes:
    pdf = Sheet(title="Discharge Summary", author=spec.hospital.name, created=spec.discharge_date)
    pdf.footer_text = spec.hospital.name
    hospital_header(pdf, spec, family="Serif")
    title(pdf, "Discharge Summary", family="Serif", size=13)
    he, his = ("He", "his") if spec.gender == "Male" else ("She", "her")
    pdf.text_line(
        f"Patient: {title_of(spec)}    UHID: {spec.uhid}    IP No: {spec.ip_number}    Member ID: {spec.member_id}",
        size=9,
        family="Serif",
    )
    pdf.rule(gap=1.0, width=0.2)
    opening = (
        f"{title_of(spec)}, a {spec.age}-year-old {spec.gender.lower()}, was admitted to our hospital on "
        f"{long_date(spec.admission_date)} under the care of {spec.treating_doctor} ({spec.department}) "
        f"with complaints of {spec.chief_complaints.rstrip('.').lower()}."
    )
    if spec.is_accident:
        opening += (
            f" {he} was brought to the emergency department following a road traffic accident "
            f"(MLC No. {spec.mlc_number})."
        )
    clinical = f"After evaluation {he.lower()} was diagnosed with {spec.diagnosis}."
    if spec.procedure:
        when = f" on {long_date(spec.procedure_date)}" if spec.procedure_date else ""
        clinical += f" {he} underwent {spec.procedure}{when}."
    stay = (
        f"{spec.course_in_hospital} During {his} stay {he.lower()} was accommodated in the {spec.room_category} "
        f"category (bed {spec.bed_number}). "
        f"{he} was discharged on {long_date(spec.discharge_date)} in {spec.condition_at_discharge.lower()} condition."
    )
    for paragraph in (opening, clinical, stay):
        pdf.text_line(paragraph, size=10, family="Serif", h=5.6, align="J")
        pdf.ln(2)
    pdf.text_line("Advice: " + " ".join(spec.advice), size=10, family="Serif", h=5.6)
    if spec.free_text:
        pdf.ln(2)
        pdf.text_line(spec.free_text, size=10, family="Serif", style="I", h=5.6)
    signatures(
        pdf,
        "Patient's attendant",
        f"{spec.treating_doctor}, {spec.doctor_qualification}\nReg. No. {spec.doctor_registration}",
        family="Serif",
    )
    return output_bytes(pdf)


def render_discharge_summary(spec: ClaimDocumentSpec, layout: DischargeLayout = "classic") -> bytes:
    """The discharge summary for ``spec`` as PDF bytes (text layer present)."""
    if layout == "classic":
        return _discharge_classic(spec)
    if layout == "narrative":
        return _discharge_narrative(spec)
    raise ValueError(f"unknown discharge summary layout {layout!r}; expected one of {DISCHARGE_LAYOUTS}")
