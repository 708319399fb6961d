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
            r"gloves?",
            r"gauze",
            r"cotton",
            r"cannula",
            r"iv sets?",
            r"infusion sets?",
            r"drapes?",
            r"gowns?",
            r"sutures?",
            r"bandages?",
            r"urine bags?",
            r"masks?",
            r"ryles tube",
            r"foley'?s? catheter",
            r"catheters?",
            r"surgical kit",
            r"electrodes?",
            r"leads? wires?",
            r"probe covers?",
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
    (LineCategory.NURSING, _words(r"nursing", r"nurse")),
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
            r"(?:complete )?blood counts?",
            r"ha?emograms?",
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
            r"[a-z]{0,5}icu",
            r"i c u",
            r"i ?c ?c ?u",
            r"[a-z]{0,3}ccu",
            r"c c u",
            r"itu",
            r"hdu",
            r"h d u",
            r"sncu",
            r"intensive care",
            r"intensive therapy",
            r"intensive",
            r"critical care",
            r"high dependency",
            r"cardiac care",
            r"coronary care",
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

#: not a hospital service: a companion's charges (never nursing)
_OTHER: Final = _words(r"attendant'?s?", r"attender'?s?", r"companion'?s?", r"relatives?", r"visitors?")
#: a professional's fee whatever drug or procedure its description names
_FEE_CATEGORIES: Final = frozenset({LineCategory.SURGEON_FEES, LineCategory.DOCTOR_FEES, LineCategory.OT})
_FEE_WORDS: Final = _words(r"fees?", r"charges?", r"visits?", r"consultations?")
#: the charge head: the words before a dash, colon or bracket ("Surgeon Fees – Intravitreal Injection")
_HEAD_END: Final = re.compile(r"\s+[-–—:/]\s+|\s*[–—:(\[]|\s+-(?=\S)")
_ICU: Final = dict(CATEGORY_KEYWORDS)[LineCategory.ICU]
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


def _scan(norm: str) -> list[LineCategory]:
    return [category for category, pattern in CATEGORY_KEYWORDS if pattern.search(norm)]


def _of_text(text: str) -> LineCategory | None:
    norm = normalise(text)
    if not norm:
        return None
    head = normalise(_HEAD_END.split(text.strip(), maxsplit=1)[0])
    if _OTHER.search(head or norm):
        return LineCategory.OTHER  # "Attendant Charges", not "Room Rent (with attendant bed)"
    found = _scan(head) if head and head != norm else []
    if not found:
        found = _scan(norm)
    if not found:
        return None
    category = found[0]
    if category is LineCategory.PHARMACY and _FEE_WORDS.search(norm):
        # "Surgeon Fees – … Injection": a drug or procedure named in a fee's description is not pharmacy
        fees = [c for c in _scan(norm) if c in _FEE_CATEGORIES]
        category = fees[0] if fees else category
    if category is LineCategory.ROOM and _ICU.search(norm):
        category = LineCategory.ICU  # "Room Charges – ICU", "Bed Charges (ICCU)": the ICU tariff
    return category


def categorise(description: str, group_hint: str | None = None) -> LineCategory | None:
    """The category a bill line's description names, else its service group's, else None.

    The charge head (the words before a dash, colon or bracket) is read first, then the whole description;
    a room line that names an ICU is an ICU line, and a fee is never a pharmacy line."""
    for text in (description, group_hint or ""):
        category = _of_text(text)
        if category is not None:
            return category
    return None


def eye_of(description: str) -> Eye | None:
    """The eye a line is for, when the description says one eye ("(Right Eye)", "RE", "OD")."""
    norm = normalise(description)
    if _BOTH_EYES.search(norm) or not _EYE_CONTEXT.search(norm):
        return None
    found = [eye for eye, pattern in _EYES if pattern.search(norm)]
    return found[0] if len(found) == 1 else None
