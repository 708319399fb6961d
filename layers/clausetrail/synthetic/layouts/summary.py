"""The discharge summary of one claim: a patient block and clinical sections in a family's heading style,
in the usual order or shuffled."""

from __future__ import annotations

import random
from datetime import timedelta

from clausetrail.synthetic.layouts.bill import (
    DOA,
    DOD,
    IPNO,
    PATIENT,
    UHID,
    letterhead,
    patient_display,
    pick,
    stay_date,
)
from clausetrail.synthetic.layouts.draw import Pen
from clausetrail.synthetic.layouts.family import LayoutFamily
from clausetrail.synthetic.layouts.styles import format_date
from clausetrail.synthetic.layouts.truth import ClaimTruth

DIAGNOSIS = ("Final Diagnosis", "Diagnosis", "Diagnosis at Discharge", "Primary Diagnosis")
PROCEDURE = ("Procedure Done", "Operation Performed", "Surgery Performed", "Procedure")
COMPLAINTS = ("Chief Complaints", "Presenting Complaints", "Reason for Admission")
COURSE = ("Course in Hospital", "Hospital Course", "Summary of Treatment")
INVESTIGATIONS = ("Investigations", "Key Investigations", "Relevant Findings")
CONDITION = ("Condition at Discharge", "Condition on Discharge", "Status at Discharge")
ADVICE = ("Advice on Discharge", "Discharge Medications", "Treatment Advised")
FOLLOW = ("Follow Up", "Review", "Follow-up Advice")
COMPLAINT_TEXT = (
    "Pain abdomen for 3 days with vomiting.",
    "Fever with chills for 5 days, body ache.",
    "Breathlessness on exertion and chest discomfort.",
    "Pain and swelling after a fall at home.",
    "Gradual painless diminution of vision.",
    "Loose stools and vomiting since 2 days.",
)


def _sections(truth: ClaimTruth, family: LayoutFamily, rng: random.Random) -> list[tuple[str, list[str]]]:
    df = family.date_format
    dx = [truth.diagnosis]
    if truth.icd_code and family.labels % 2 == 0:
        dx.append(f"ICD-10 Code: {truth.icd_code}")
    sections: list[tuple[str, list[str]]] = [
        (pick(COMPLAINTS, family, 0), [rng.choice(COMPLAINT_TEXT)]),
        (pick(DIAGNOSIS, family, 1), dx),
    ]
    if truth.procedure:
        surgery_day = truth.admission_date + timedelta(
            days=min(1, (truth.discharge_date - truth.admission_date).days)
        )
        sections.append(
            (
                pick(PROCEDURE, family, 2),
                [truth.procedure, f"Date of Surgery: {format_date(surgery_day, df)}"],
            )
        )
    course = (
        f"The patient was admitted on {format_date(truth.admission_date, df)} under {truth.treating_doctor}. "
        "Evaluated and managed as per protocol. Vitals remained stable during the stay."
    )
    if truth.icu_days:
        course += (
            f" Required intensive care monitoring for {truth.icu_days} day(s) before shifting to the ward."
        )
    if not truth.procedure:
        course += " Managed conservatively with intravenous fluids and medications."
    sections += [
        (pick(COURSE, family, 3), [course]),
        (pick(INVESTIGATIONS, family, 4), ["Blood counts and biochemistry as per enclosed reports."]),
        (pick(CONDITION, family, 5), ["Stable, afebrile, ambulatory."]),
        (pick(ADVICE, family, 6), ["Tab. Paracetamol 650 mg SOS", "Plenty of oral fluids, soft diet."]),
        (pick(FOLLOW, family, 7), [f"Review in OPD after 7 days with {truth.treating_doctor}."]),
    ]
    if family.ds_shuffle:
        rng.shuffle(sections)
    return sections


def _heading(pen: Pen, family: LayoutFamily, number: int, heading: str, body: list[str]) -> None:
    if pen.room() < pen.line_height * 4:
        pen.new_page()
    style = family.ds_heading
    if style == "inline":
        label = f"{heading}:"
        width = pen.text_width(label, bold=True) + 6
        pen.text(pen.left, label, bold=True)
        rows = pen.wrap(body[0], pen.right - pen.left - width)
        pen.text(pen.left + width, rows[0])
        pen.y -= pen.line_height
        rest = rows[1:]
        for row in rest:
            pen.text(pen.left + width, row)
            pen.y -= pen.line_height
        for extra in body[1:]:
            pen.paragraph(extra, indent=width)
    else:
        title = {"caps": heading.upper(), "bold": heading, "numbered": f"{number}. {heading}"}[style]
        pen.line(title, bold=True)
        for part in body:
            pen.paragraph(part, indent=12 if style == "numbered" else 0)
    pen.gap(pen.line_height * 0.4)


def _narrative(pen: Pen, truth: ClaimTruth, family: LayoutFamily, rng: random.Random) -> None:
    """A letter-style summary: the clinical facts told in sentences, then advice."""
    df = family.date_format
    he = "He" if truth.gender == "M" else "She"
    his = "his" if truth.gender == "M" else "her"
    text = (
        f"{patient_display(truth)}, aged {truth.age} years, was admitted on {format_date(truth.admission_date, df)} "
        f"with {rng.choice(COMPLAINT_TEXT).rstrip('.').lower()}. After evaluation {he.lower()} was diagnosed with "
        f"{truth.diagnosis}."
    )
    if truth.procedure:
        day = truth.admission_date + timedelta(
            days=min(1, (truth.discharge_date - truth.admission_date).days)
        )
        text += f" {he} underwent {truth.procedure} on {format_date(day, df)}. The post-operative period was uneventful."
    else:
        text += f" {he} was managed conservatively with intravenous fluids and medications."
    if truth.icu_days:
        text += f" {he} needed intensive care for {truth.icu_days} day(s)."
    text += f" {he} is discharged on {format_date(truth.discharge_date, df)} in a stable condition."
    pen.paragraph(text)
    pen.gap(pen.line_height * 0.5)
    pen.line("Advice on discharge", bold=True)
    pen.paragraph(f"Continue medicines as prescribed; review with {his} consultant after 7 days.")


def render_summary(truth: ClaimTruth, family: LayoutFamily) -> bytes:
    rng = random.Random(f"summary|{truth.set_id}")
    pen = Pen(font=family.font, size=family.size, letter=family.letter)
    letterhead(pen, truth, "DISCHARGE SUMMARY")
    facts = [
        (pick(PATIENT, family, 0), patient_display(truth)),
        ("Age / Sex", f"{truth.age} Years / {'Male' if truth.gender == 'M' else 'Female'}"),
        (pick(UHID, family, 6), truth.uhid),
        (pick(IPNO, family, 7), truth.ip_number),
        (pick(DOA, family, 3), stay_date(truth, family, "admission")),
        (pick(DOD, family, 4), stay_date(truth, family, "discharge")),
        ("Consultant", truth.treating_doctor),
    ]
    if family.ds_heading == "narrative":  # the dates are told in the letter itself
        facts = facts[:4] + facts[6:]
    if family.header_layout == "two_column" or family.header_layout == "boxed":
        col2 = pen.left + (pen.right - pen.left) * 0.5
        for i in range(0, len(facts), 2):
            for j, (label, value) in enumerate(facts[i : i + 2]):
                pen.text(pen.left if j == 0 else col2, f"{label}: {value}")
            pen.y -= pen.line_height
    else:
        for label, value in facts:
            pen.line(f"{label}: {value}")
    pen.hrule(y=pen.y + pen.line_height * 0.4)
    pen.gap(pen.line_height * 0.5)
    if family.ds_heading == "narrative":
        _narrative(pen, truth, family, rng)
    else:
        for number, (heading, body) in enumerate(_sections(truth, family, rng), start=1):
            _heading(pen, family, number, heading, body)
    pen.gap(pen.line_height)
    pen.line(truth.treating_doctor, align="right")
    pen.line("Consultant", align="right")
    return pen.finish()
