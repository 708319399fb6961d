"""Bill line descriptions → :class:`LineCategory`, by keyword tables.

Rows are tried in order and the first match wins. What an item *is* (an implant, a consumable, a drug, a
professional's fee) comes before *where* it was used (ICU, OT, room), so "ICU Consumables" is a
consumable, "Drug Eluting Stent" an implant and "Room Charges - ICU" an ICU charge. A service-group
heading of the bill ("PHARMACY & CONSUMABLES") is the fallback when the description names nothing.
Pure functions.
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.domain.claims.facts import Eye, LineCategory

#: Categories charged per day: a quantity on their line is the days charged (``LineItem.days``).
DAY_CHARGED: Final = frozenset({LineCategory.ROOM, LineCategory.ICU, LineCategory.NURSING})


def _words(*phrases: str) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(phrases) + r")\b")


CATEGORY_KEYWORDS: Final[tuple[tuple[LineCategory, re.Pattern[str]], ...]] = (
    (
        LineCategory.IMPLANTS,
        _words(
            r"implants?",
            r"iol",
            r"intra ?ocular lens",
            r"lens",
            r"stents?",
            r"des",
            r"pacemaker",
            r"nail",
            r"plates?",
            r"screws?",
            r"prosthes[ie]s",
            r"mesh",
            r"k ?wires?",
            r"valve",
            r"joint replacement kit",
            r"cardiac occluder",
            r"spacer",
        ),
    ),
    (
        LineCategory.CONSUMABLES,
        _words(
            r"consumables?",
            r"disposables?",
            r"surgical items?",
            r"sundr(?:y|ies)",
            r"dressings?",
            r"syringes?",
        ),
    ),
    (
        LineCategory.PHARMACY,
        _words(
            r"pharmacy",
            r"drugs?",
            r"medicines?",
            r"medications?",
            r"iv fluids?",
            r"injections?",
            r"tablets?",
            r"eye drops",
            r"antibiotics?",
            r"chemist",
            r"pharma",
            r"inj",
            r"tabs?",
            r"caps?",
            r"capsules?",
            r"syp",
            r"syrups?",
            r"ointments?",
            r"nebuli[sz]ation",
        ),
    ),
    (
        LineCategory.SURGEON_FEES,
        _words(
            r"surgeon'?s?",
            r"surgery fees?",
            r"surgical fees?",
            r"operating fees?",
            r"anaesthetist'?s?",
            r"anesthetist'?s?",
            r"anaesthesiologist",
            r"anesthesiologist",
            r"anaesthesia",
            r"anesthesia",
            r"procedure fees?",
            r"procedure charges",
            r"professional fees? (?:for )?(?:surgery|procedure)",
            r"assistant surgeon",
            r"operation fees?",
        ),
    ),
    (
        LineCategory.DOCTOR_FEES,
        _words(
            r"consultations?",
            r"consultants?",
            r"consulting",
            r"doctor'?s?",
            r"visits?",
            r"visiting",
            r"physician",
            r"professional (?:fees?|charges)",
            r"rmo",
            r"duty medical officer",
            r"specialist",
            r"dietician",
            r"physiotherap\w*",
        ),
    ),
    (LineCategory.NURSING, _words(r"nursing", r"nurse", r"attendant charges")),
    (
        LineCategory.DIAGNOSTICS,
        _words(
            r"(?<!cath )lab",
            r"laboratory",
            r"pathology",
            r"histopathology",
            r"radiology",
            r"investigations?",
            r"x ?-? ?rays?",
            r"mri",
            r"ct",
            r"ct scan",
            r"usg",
            r"ultrasound",
            r"ultrasonography",
            r"sonography",
            r"ecg",
            r"ekg",
            r"2d echo",
            r"echo",
            r"echocardiography",
            r"tmt",
            r"eeg",
            r"emg",
            r"ncv",
            r"biopsy",
            r"culture",
            r"serology",
            r"antigen",
            r"igm",
            r"igg",
            r"ns1",
            r"platelets?",
            r"cbc",
            r"lft",
            r"rft",
            r"kft",
            r"hba1c",
            r"electrolytes",
            r"enzymes",
            r"troponin",
            r"trop",
            r"blood sugar",
            r"rbs",
            r"fbs",
            r"urine",
            r"stool",
            r"doppler",
            r"angiography",
            r"pet",
            r"scan",
            r"tests?",
            r"profile",
            r"panel",
            r"abg",
            r"blood (?:grouping|group)",
            r"cross ?match\w*",
            r"mammography",
            r"endoscopy",
            r"colonoscopy",
        ),
    ),
    (LineCategory.AMBULANCE, _words(r"ambulance")),
    (
        LineCategory.ICU,
        _words(
            r"icu",
            r"itu",
            r"ccu",
            r"iccu",
            r"micu",
            r"sicu",
            r"nicu",
            r"picu",
            r"hdu",
            r"intensive care",
            r"critical care",
            r"high dependency",
        ),
    ),
    (
        LineCategory.OT,
        _words(
            r"ot",
            r"o t",
            r"operation theat(?:re|er)",
            r"theat(?:re|er)",
            r"cath ?lab",
            r"procedure room",
            r"labou?r room",
            r"minor ot",
            r"major ot",
        ),
    ),
    (
        LineCategory.ROOM,
        _words(
            r"room",
            r"ward",
            r"bed charges?",
            r"bed",
            r"accommodation",
            r"boarding",
            r"lodging",
            r"room rent",
            r"suite",
            r"deluxe",
            r"day care",
        ),
    ),
)

_NORMALISE: Final = re.compile(r"[^a-z0-9']+")
_EYES: Final = (
    (Eye.RIGHT, re.compile(r"\b(?:right eye|right|r/?e|od)\b")),
    (Eye.LEFT, re.compile(r"\b(?:left eye|left|l/?e|os)\b")),
)
_BOTH_EYES: Final = re.compile(r"\b(?:both eyes|bilateral|ou)\b")
_EYE_CONTEXT: Final = re.compile(r"\b(?:eyes?|iol|lens|cataract|phaco\w*|ophthalm\w*)\b")


def normalise(text: str) -> str:
    """Lower case, punctuation as spaces: "O.T. Charges (Minor)" -> "o t charges minor"."""
    return " ".join(_NORMALISE.sub(" ", text.lower()).split())


def categorise(description: str, group_hint: str | None = None) -> LineCategory | None:
    """The category a bill line's description names, else its service group's, else None."""
    for text in (description, group_hint or ""):
        norm = normalise(text)
        if not norm:
            continue
        for category, pattern in CATEGORY_KEYWORDS:
            if pattern.search(norm):
                return category
    return None


def eye_of(description: str) -> Eye | None:
    """The eye a line is for, when the description says one eye ("(Right Eye)", "RE", "OD")."""
    norm = normalise(description)
    if _BOTH_EYES.search(norm) or not _EYE_CONTEXT.search(norm):
        return None
    found = [eye for eye, pattern in _EYES if pattern.search(norm)]
    return found[0] if len(found) == 1 else None
