"""Field labels of Indian hospital bills and discharge summaries, and label → value splitting.

A label is a phrase such as "Date of Admission", "D.O.A" or "TPA / Insurance ID". Words may run
together (OCR drops spaces: "DateofAdmission"). Strong labels count anywhere; weak ones ("Name",
"Date", "Room") only when a colon follows. The value of a label is the text after it, up to the next
label or cell boundary, so "Invoice No: X Invoice Date: Y" gives two values. Labels of facts ClaimFacts
does not hold (UHID, bill date, age) are listed too: they end the value before them. Pure functions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Final


class Key(StrEnum):
    PATIENT_NAME = "patient_name"
    MEMBER_ID = "member_id"
    BILL_NUMBER = "bill_number"
    ADMISSION_DATE = "admission_date"
    DISCHARGE_DATE = "discharge_date"
    DIAGNOSIS = "diagnosis"
    PROVISIONAL_DIAGNOSIS = "provisional_diagnosis"
    PROCEDURE = "procedure"
    TREATMENT = "treatment"  # "Treatment given": a procedure only when it names one
    ROOM_CATEGORY = "room_category"
    WARD_BED = "ward_bed"
    ROOM_RATE = "room_rate_per_day"
    BILL_TOTAL = "bill_total"
    MLC = "mlc"
    OTHER = "other"  # a label that only ends the value before it


CELL_SEPARATOR: Final = " | "

# (key, phrases, strong). Phrases are written with single spaces; each space matches any run of spaces
# or none; ".", "-" and "'" may be spaced or missing, "/" and "&" may be spaced.
#: a procedure heading that names two of its words ("Procedure / Surgery Done", "Surgery & Procedure",
#: "Operation/Procedure Performed"), in any order, with or without the verb
_PROCEDURE_WORDS: Final = ("procedure", "surgery", "operation")
_PROCEDURE_PAIRS: Final = tuple(
    f"{first}{joint}{second}{verb}"
    for first in _PROCEDURE_WORDS
    for second in _PROCEDURE_WORDS
    if first != second
    for joint in ("/", " & ", " and ")
    for verb in ("", " done", " performed", " undergone")
    if not (
        joint == "/" and verb == "" and f"{first}/{second}" in ("surgery/procedure", "operation/procedure")
    )
)


_LABELS: Final[tuple[tuple[Key, tuple[str, ...], bool], ...]] = (
    (
        Key.PATIENT_NAME,
        (
            "patient name",
            "patient's name",
            "name of patient",
            "name of the patient",
            "pt name",
            "pt. name",
            "name of the insured patient",
        ),
        True,
    ),
    (Key.PATIENT_NAME, ("patient", "name"), False),
    (
        Key.MEMBER_ID,
        (
            "member id",
            "member no",
            "member number",
            "policy member id",
            "tpa / insurance id",
            "tpa id",
            "insurance id",
            "tpa card no",
            "health card no",
            "id card no",
            "card no",
            "beneficiary id",
            "insured id",
            "insurance card no",
            "e-card no",
            "member code",
            "membership no",
            "membership number",
            "tpa card",
        ),
        True,
    ),
    (
        Key.BILL_NUMBER,
        (
            "bill no",
            "bill number",
            "invoice no",
            "invoice number",
            "final bill no",
            "ip bill no",
            "bill id",
            "bill ref no",
            "bill #",
            "invoice #",
        ),
        True,
    ),
    (
        Key.ADMISSION_DATE,
        (
            "date of admission",
            "admission date",
            "date & time of admission",
            "admission date & time",
            "date and time of admission",
            "d.o.a",
            "doa",
            "admitted on",
            "date of admn",
            "adm date",
            "adm. date",
            "admission dt",
            "date of adm",
        ),
        True,
    ),
    (
        Key.DISCHARGE_DATE,
        (
            "date of discharge",
            "discharge date",
            "date & time of discharge",
            "discharge date & time",
            "date and time of discharge",
            "d.o.d",
            "dod",
            "discharged on",
            "discharge dt",
            "disch date",
            "disch. date",
            "date of disch",
        ),
        True,
    ),
    (
        Key.DIAGNOSIS,
        (
            "final diagnosis",
            "diagnosis at discharge",
            "diagnosis on discharge",
            "discharge diagnosis",
            "primary diagnosis",
            "principal diagnosis",
            "clinical diagnosis",
            "final diagnoses",
        ),
        True,
    ),
    (Key.DIAGNOSIS, ("diagnosis",), False),
    (Key.PROVISIONAL_DIAGNOSIS, ("provisional diagnosis", "diagnosis on admission"), True),
    (
        Key.PROCEDURE,
        (
            "procedure performed",
            "procedure done",
            "procedures performed",
            "surgery performed",
            "operation performed",
            "name of surgery",
            "name of the surgery",
            "surgery done",
            "operative procedure",
            "surgical procedure",
            "name of procedure",
            "name of operation",
            "operation done",
            "procedure details",
            "procedure(s) done",
            "procedure(s) performed",
            "procedures done",
            "surgery/procedure",
            "operation/procedure",
            "surgical procedure done",
            "name of the procedure",
            "procedure undergone",
            "surgery undergone",
            "operation undergone",
            "operative details",
            *_PROCEDURE_PAIRS,
        ),
        True,
    ),
    (Key.PROCEDURE, ("procedure", "procedures", "surgery", "operation", "procedure(s)"), False),
    (Key.TREATMENT, ("treatment given", "treatment done", "treatment received", "treatment provided"), True),
    (Key.TREATMENT, ("treatment",), False),
    (
        Key.ROOM_CATEGORY,
        (
            "room category",
            "bed category",
            "room type",
            "ward type",
            "ward category",
            "room class",
            "ward class",
            "class of accommodation",
            "accommodation type",
            "type of room",
            "ward / bed type",
            "room / bed type",
            "ward / room type",
            "bed type",
            "ward / bed category",
            "room / bed category",
            "type of accommodation",
            "category of room",
        ),
        True,
    ),
    (Key.ROOM_CATEGORY, ("room", "ward", "accommodation"), False),
    (Key.WARD_BED, ("ward / bed", "ward/bed no", "room / bed", "ward & bed"), True),
    (Key.ROOM_RATE, ("room tariff", "room rent", "room rate", "bed charges per day", "tariff per day"), True),
    (Key.ROOM_RATE, ("tariff",), False),
    (
        Key.BILL_TOTAL,
        (
            "total bill amount",
            "grand total",
            "bill total",
            "bill amount",
            "gross total",
            "gross amount",
            "net amount",
            "total amount",
        ),
        True,
    ),
    (Key.MLC, ("mlc no", "mlc number", "medico legal case", "medico-legal case"), True),
    (Key.MLC, ("mlc",), False),
    (
        Key.OTHER,
        (
            "uhid",
            "mr no",
            "mrn",
            "ip no",
            "ipd no",
            "ip number",
            "ipd number",
            "reg no",
            "regn no",
            "registration no",
            "age / gender",
            "age / sex",
            "consultant",
            "treating doctor",
            "attending doctor",
            "department",
            "speciality",
            "specialty",
            "bed no",
            "payer",
            "policy no",
            "policy number",
            "bill date",
            "invoice date",
            "receipt no",
            "receipt date",
            "date of surgery",
            "surgery date",
            "amount paid",
            "net payable",
            "balance payable",
            "balance due",
            "amount received",
            "advance paid",
            "amount in words",
            "chief complaints",
            "chief complaint",
            "presenting complaints",
            "presenting complaint",
            "reason for admission",
            "brief history",
            "clinical summary",
            "clinical history",
            "history of present illness",
            "past history",
            "past medical history",
            "on examination",
            "general examination",
            "systemic examination",
            "investigations done",
            "operative notes",
            "operative findings",
            "operation notes",
            "surgery notes",
            "discharge medications",
            "medications on discharge",
            "medicines on discharge",
            "treatment on discharge",
            "discharge instructions",
            "hospital stay",
            "course in hospital",
            "hospital course",
            "condition at discharge",
            "condition on discharge",
            "advice on discharge",
            "discharge advice",
            "follow up",
            "gstin",
            "rohini id",
        ),
        True,
    ),
    (
        Key.OTHER,
        (
            "date",
            "doctor",
            "advice",
            "address",
            "mobile",
            "time",
            "bed",
            "age",
            "sex",
            "gender",
            "unit",
            "pan",
            "ph",
            "email",
            "phone",
            "notes",
            "remarks",
            "history",
            "investigations",
        ),
        False,
    ),
)


def _phrase_regex(phrase: str) -> str:
    parts: list[str] = []
    for ch in phrase:
        if ch == " ":
            parts.append(r"\s*")
        elif ch in ".-'":
            parts.append(rf"\s*{re.escape(ch)}?\s*")
        elif ch in "/&":
            parts.append(rf"\s*{re.escape(ch)}\s*")
        else:
            parts.append(re.escape(ch))
    return "".join(parts)


def _compile() -> tuple[re.Pattern[str], list[tuple[Key, bool]]]:
    entries = [(phrase, key, strong) for key, phrases, strong in _LABELS for phrase in phrases]
    entries.sort(key=lambda e: len(e[0]), reverse=True)  # longest first: "date of admission" before "date"
    # Alternatives are grouped by their first character behind a one-character lookahead, so the engine
    # tries only the labels that can start at a position (same order within a group: longest first).
    by_first: dict[str, list[str]] = {}
    meta: list[tuple[Key, bool]] = []
    for i, (phrase, key, strong) in enumerate(entries):
        body = _phrase_regex(phrase)
        # A weak label needs a colon; a strong one may end in "." (abbreviation) and a colon.
        # a weak label is a whole cell of a key | value table ("Diagnosis | Acute …") or ends in a colon
        tail = r"(?:\s*:|(?=\s*\|))" if not strong else r"\.?(?:\s*:)?"
        first = phrase[0].lower() if phrase[0].isalnum() else ""
        by_first.setdefault(first, []).append(rf"(?P<l{i}>{body}){tail}")
        meta.append((key, strong))
    groups = [
        (rf"(?={re.escape(first)})" if first else "") + rf"(?:{'|'.join(alternatives)})"
        for first, alternatives in by_first.items()
    ]
    pattern = rf"(?<![A-Za-z0-9])(?:{'|'.join(groups)})(?![a-z])"
    return re.compile(pattern, re.IGNORECASE), meta


_LABEL_RE, _LABEL_META = _compile()


@dataclass(frozen=True, slots=True)
class LabelHit:
    key: Key
    label: str
    value: str  # text after the label up to the next label or cell boundary (may be empty)
    start: int
    end: int


def _index(match: re.Match[str]) -> int:
    return next(int(name[1:]) for name, text in match.groupdict().items() if text is not None)


def _cell_start(text: str, m: re.Match[str]) -> bool:
    before = text[: m.start()].rstrip()
    return not before or before.endswith(CELL_SEPARATOR.strip())


def _key_of(match: re.Match[str]) -> Key:
    for name, text in match.groupdict().items():
        if text is not None:
            return _LABEL_META[int(name[1:])][0]
    raise AssertionError("a label match names its label")  # pragma: no cover


def _reads_as_prose(text: str, m: re.Match[str]) -> bool:
    """A label phrase inside a sentence ("… in the Deluxe Room category (bed 301-A)", "the procedure
    performed was uneventful"): no colon, not at the start of the text or a cell, and followed by a
    bracket or a lower-case word rather than a value."""
    if ":" in m.group(0):
        return False
    before = text[: m.start()].rstrip()
    if not before or before.endswith(CELL_SEPARATOR.strip()) or _HEADING_NUMBER.fullmatch(before + " "):
        return False
    after = text[m.end() :].lstrip(" -–.")
    return not after or after[0] == "(" or after[0].islower()


def find_labels(text: str) -> list[LabelHit]:
    """Every label in ``text`` with its value, in order."""
    matches = [
        m
        for m in _LABEL_RE.finditer(text)
        if not _reads_as_prose(text, m)
        and (":" in m.group(0) or _LABEL_META[_index(m)][1] or _cell_start(text, m))
    ]
    hits: list[LabelHit] = []
    for i, m in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        raw = text[m.end() : end]
        raw = raw.lstrip(" :-–.|")
        if CELL_SEPARATOR.strip() in raw:
            raw = raw.split(CELL_SEPARATOR.strip(), 1)[0]
        hits.append(LabelHit(_key_of(m), m.group(0), raw.strip(" |"), m.start(), m.end()))
    return hits


_HEADING_NUMBER: Final = re.compile(r"^(?:\(?(?:\d{1,2}|[ivx]{1,4}|[a-h])[.)]|\d{1,2}(?=\s))\s*", re.I)
_SECTION_WORDS: Final = re.compile(
    r"\b(?:diagnosis|complaints?|history|examination|investigations?|course|treatment|advice|follow\s*-?\s*up|"
    r"condition|medications?|medicines|procedures?|surgery|operative|operation|findings|summary|plan|"
    r"instructions|discharge|admission|vitals|allergies|co-?\s?morbidities|notes?|diet|review|outcome|"
    r"impression|management|details|particulars)\b",
    re.I,
)


def is_section_heading(text: str, *, heading_style: bool = False) -> bool:
    """A discharge-summary section heading in any style: "COURSE IN HOSPITAL", "3. Treatment Given",
    "Advice on discharge:", "Investigations -", or a bold/large line naming a section."""
    stripped = text.strip()
    if not stripped or len(stripped) > 60 or stripped.endswith((".", ",", ";")):
        return False
    if is_label_only(stripped) is not None:
        return True
    body = _HEADING_NUMBER.sub("", stripped)
    numbered = body != stripped
    words = body.rstrip(" :-–").split()
    if not words or len(words) > 7 or any(ch.isdigit() for ch in body):
        return False
    if not _SECTION_WORDS.search(body):
        return False
    letters = [ch for ch in body if ch.isalpha()]
    caps = bool(letters) and sum(ch.isupper() for ch in letters) / len(letters) > 0.8
    return heading_style or caps or numbered or stripped.endswith((":", "-", "–"))


def is_label_only(text: str) -> Key | None:
    """The key when ``text`` is nothing but one label (a heading such as "Final Diagnosis:")."""
    stripped = _HEADING_NUMBER.sub("", text.strip()).rstrip(" :-–").strip()
    m = _LABEL_RE.fullmatch(stripped) or _LABEL_RE.fullmatch(stripped.rstrip(":").strip() + ":")
    return _key_of(m) if m else None
