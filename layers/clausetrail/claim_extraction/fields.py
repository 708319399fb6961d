"""A labelled value → the typed value of a claim fact ("D.O.A : 14.09.2025" → 2025-09-14).

Shared by the offline extractor and the Textract AnalyzeExpense parser. Pure functions.
"""

from __future__ import annotations

import re
from typing import Any, Final

from clausetrail.claim_extraction.labels import Key
from clausetrail.claim_extraction.values import (
    Read,
    clean,
    find_dates,
    first_amount,
    first_date,
    parse_identifier,
    parse_person_name,
)

#: The ClaimFacts field each label key fills (MLC → is_accident).
KEY_FIELD: Final[dict[Key, str]] = {
    Key.PATIENT_NAME: "patient_name",
    Key.MEMBER_ID: "member_id",
    Key.BILL_NUMBER: "bill_number",
    Key.ADMISSION_DATE: "admission_date",
    Key.DISCHARGE_DATE: "discharge_date",
    Key.DIAGNOSIS: "diagnosis",
    Key.PROVISIONAL_DIAGNOSIS: "provisional_diagnosis",
    Key.PROCEDURE: "procedure",
    Key.TREATMENT: "procedure",  # only when no procedure label is read (the offline reader keeps it apart)
    Key.ROOM_CATEGORY: "room_category",
    Key.WARD_BED: "room_category",
    Key.ROOM_RATE: "room_rate_per_day",
    Key.BILL_TOTAL: "bill_total",
    Key.MLC: "is_accident",
}

_NOTHING: Final = re.compile(
    r"^(?:nil|none|no(?:\s+(?:procedure|surgery|operation|intervention))?(?:\s+(?:done|performed))?|"
    r"not\s+(?:applicable|done)|n\s*/?\s*a|-+)$",
    re.I,
)
_TRAILING_DATE: Final = re.compile(r"\s*(?:,|\bon\b|\bdated\b|\bdt\.?)\s*$", re.I)


#: where a diagnosis or procedure runs on into what follows it: a code line, a doctor's name or signature
_RUN_ON: Final = re.compile(
    r"\s*[(\[]?\s*\b(?:ICD|ICD\s*-?\s*10|ICD\s*-?\s*9)\b.*$"
    r"|\s*\b(?:Dr\.?|Doctor)\s+[A-Z].*$"
    r"|\s*\b(?:signature|signed|sd\s*/-|authori[sz]ed\s+by|treating\s+(?:doctor|consultant|surgeon)|"
    r"consultant\s+(?:physician|surgeon|in\s+charge)|MBBS)\b.*$"
    r"|\s*\b(?:diagnosis|disease)\s*code\b.*$",
    re.I,
)


def clinical_text(text: str) -> str | None:
    """A diagnosis or procedure: cleaned, without a trailing date ("… right eye on 15/09/2025") and without
    what it ran on into (an "ICD-10 code" line, the doctor's name or signature)."""
    s = _RUN_ON.sub("", clean(text)).strip(" :-–|")
    dates = find_dates(s)
    if dates and dates[-1].end >= len(s.rstrip(". ")) - 1:
        s = _TRAILING_DATE.sub("", s[: dates[-1].start]).strip()
    s = s.rstrip(" .;,")
    if _NOTHING.match(s) or _NOTHING.match(re.sub(r"\s*[(\[].*$", "", s).rstrip(" .;,-–")):
        return None  # "Nil", "None", "No procedure": nothing to record
    return s if sum(ch.isalpha() for ch in s) >= 3 else None


#: the label words left in front of a room value ("Type : Day Care" from a "Ward / Bed Type" label)
_ROOM_LABEL: Final = re.compile(
    r"^(?:(?:ward|room|bed|accommodation)\s*(?:[/&]\s*(?:ward|room|bed)\s*)?)?"
    r"(?:type|category|class|catg?\.?)(?:\s*of\s*(?:room|ward|bed|accommodation))?\s*(?:[:|\-–]+\s*|$)",
    re.I,
)
_ROOM_LABEL_ONLY: Final = re.compile(
    r"^(?:(?:ward|room|bed)\s*(?:[/&]\s*(?:ward|room|bed)\s*)?(?:type|category|class|no\.?)?|type|category|class)$",
    re.I,
)


#: words that name an operation or procedure (not a course of medicines): "… injection", "-ectomy", "PTCA"
_PROCEDURE_WORDS: Final = re.compile(
    r"\b(?:\w+(?:ectomy|otomy|ostomy|plasty|pexy|scopy|rrhaphy|desis|lysis)|surgery|surgical|operation|"
    r"operated|procedure|replacement|repair|reconstruction|excision|incision|resection|fixation|reduction|"
    r"grafting?|bypass|cabg|ptca|angioplasty|stenting|stent|implant\w*|phaco\w*|iol|lithotripsy|ursl|pcnl|"
    r"turp|turbt|intravitreal|vitrectomy|ablation|catheteri[sz]ation|biopsy|debridement|drainage|"
    r"dialysis|transplant\w*|chemotherapy|radiotherapy|embolisation|embolization|amputation|"
    r"sterili[sz]ation|caesarean|lscs|delivery|d\s*&\s*c|i\s*&\s*d|lasik|lasek|prk|keratomileusis|laser|"
    r"eswl|tkr|thr|photocoagulation|sclerotherapy|cardioversion|pacemaker|ercp)\b",
    re.I,
)


def names_procedure(text: str) -> bool:
    """Does a "Treatment given" value name a procedure (not only medicines and supportive care)?"""
    return bool(_PROCEDURE_WORDS.search(text))


def room_text(text: str, *, ward_bed: bool) -> str | None:
    """A room category; from a "Ward / Bed" value only the ward part ("Single Private AC / 317-B")."""
    s = _ROOM_LABEL.sub("", clean(text).strip(" :-–|")).strip(" :-–|")
    if _ROOM_LABEL_ONLY.match(s):
        return None  # a bare label ("Type", "Category") is no value
    if ward_bed:
        # the bed follows a slash set off by a space or a slash before a bed number ("Single AC / 317-B",
        # "Deluxe/205"); the slash of "A/C" or "Non-A/C" is part of the room
        s = re.split(
            r"\s+/\s*|\s*/\s+|/(?=[A-Za-z-]{0,3}\s?\d)|\s*[,/]\s*bed\b", s, maxsplit=1, flags=re.IGNORECASE
        )[0]
    s = re.split(r"\s+(?:per\s+day|@)|\s*\(|\.\s", s, maxsplit=1, flags=re.I)[0].rstrip(" .;,")
    return s if sum(ch.isalpha() for ch in s) >= 3 else None


def _yes_no(text: str) -> bool | None:
    s = clean(text).lower()
    if not s:
        return None
    if s.startswith(("yes", "y ", "mlc")) or re.search(r"\d", s):
        return True
    if s.startswith(("no", "nil", "n/a", "na", "-", "not")):
        return False
    return None


def parse_labelled_value(key: Key, text: str, ocr: bool) -> Read[Any] | None:
    """The typed value of one label's text, or None when the text holds no such value."""
    if key is Key.PATIENT_NAME:
        name = parse_person_name(text)
        return Read(name) if name else None
    if key in (Key.MEMBER_ID, Key.BILL_NUMBER):
        ident = parse_identifier(text)
        return Read(ident) if ident else None
    if key in (Key.ADMISSION_DATE, Key.DISCHARGE_DATE):
        return first_date(text)
    if key in (Key.DIAGNOSIS, Key.PROVISIONAL_DIAGNOSIS, Key.PROCEDURE):
        clinical = clinical_text(text)
        return Read(clinical) if clinical else None
    if key is Key.TREATMENT:
        clinical = clinical_text(text)
        return Read(clinical) if clinical and names_procedure(clinical) else None
    if key in (Key.ROOM_CATEGORY, Key.WARD_BED):
        room = room_text(text, ward_bed=key is Key.WARD_BED)
        return Read(room) if room else None
    if key in (Key.ROOM_RATE, Key.BILL_TOTAL):
        return first_amount(text, ocr=ocr)
    if key is Key.MLC:
        answer = _yes_no(text)
        return Read(answer) if answer is not None else None
    return None
