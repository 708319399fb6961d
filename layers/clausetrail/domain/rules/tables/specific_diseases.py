"""Default specified diseases/procedures with a waiting period (IRDAI Excl02).

Source: the IRDAI standard health product wording in the Master Circular on Standardisation of Health
Insurance Products (2020), clause 6.3 "Specific Waiting Period (Code- Excl02)" (PDF page 124 of
``IRDAI_Master-Circular-Standardisation-Health-2020.pdf``): i. 24 months — 20 listed conditions;
ii. 48 months — joint replacement (unless from an accident) and age-related osteoarthritis/osteoporosis.

The policy's ``specific_disease_waiting_period_months`` term replaces the period of the main (``listed``)
tier; ``extended`` conditions keep a longer default that the terms cannot express (see the rule).
A caller can pass its own table in the rule context.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final, Literal

from clausetrail.domain.rules.text_match import word_pattern

Tier = Literal["listed", "extended"]

_MALIGNANT: Final = word_pattern([r"malignan\w*", r"cancer\w*", r"carcinoma\w*", r"sarcoma"])


@dataclass(frozen=True, slots=True)
class SpecifiedCondition:
    name: str
    tier: Tier
    default_months: int
    pattern: re.Pattern[str]
    unless: re.Pattern[str] | None = None  # the condition does not apply when this also matches


def _condition(
    name: str, tier: Tier, months: int, *phrases: str, unless: re.Pattern[str] | None = None
) -> SpecifiedCondition:
    return SpecifiedCondition(name, tier, months, word_pattern(phrases), unless)


def conditions_named(conditions: Iterable[SpecifiedCondition], text: str) -> list[SpecifiedCondition]:
    """The conditions a (normalised) treatment text names, leaving out those its ``unless`` words rule out."""
    return [
        c
        for c in conditions
        if c.pattern.search(text) and not (c.unless is not None and c.unless.search(text))
    ]


DEFAULT_SPECIFIED_CONDITIONS: Final[tuple[SpecifiedCondition, ...]] = (
    _condition(
        "Benign ENT disorders",
        "listed",
        24,
        r"benign ent\w*",
        r"deviated nasal septum",
        r"dns",
        r"septoplasty",
        r"turbinate\w*",
        r"turbinectomy",
    ),
    _condition("Tonsillectomy", "listed", 24, r"tonsil\w*"),
    _condition("Adenoidectomy", "listed", 24, r"adenoid\w*"),
    _condition("Mastoidectomy", "listed", 24, r"mastoid\w*"),
    _condition("Tympanoplasty", "listed", 24, r"tympanoplasty", r"myringoplasty"),
    _condition("Hysterectomy", "listed", 24, r"hysterectomy"),
    _condition(
        "Benign tumours, cysts, polyps and benign breast lumps",
        "listed",
        24,
        r"benign (?:tumou?r|neoplasm|growth|lump)\w*",
        r"cysts?",
        r"polyps?",
        r"polyposis",
        r"fibroids?",
        r"fibroadenoma\w*",
        r"lipoma\w*",
        r"breast lumps?",
        r"myomectomy",
        r"cystectomy",
        unless=_MALIGNANT,
    ),
    _condition(
        "Benign prostate hypertrophy",
        "listed",
        24,
        r"benign prostat\w*(?: hyper\w*)?",
        r"bph",
        r"prostatic (?:hyperplasia|hypertrophy|enlargement)",
        r"turp",
        unless=_MALIGNANT,
    ),
    _condition(
        "Cataract and age related eye ailments",
        "listed",
        24,
        r"cataract\w*",
        r"phaco\w*",
        r"sics",
        r"intra ?ocular lens",
        r"iol",
        r"age related macular degeneration",
        r"armd",
    ),
    _condition(
        "Gastric / duodenal ulcer",
        "listed",
        24,
        r"(?:gastric|duodenal|peptic) ulcer\w*",
    ),
    _condition("Gout and rheumatism", "listed", 24, r"gout\w*", r"rheumatism"),
    _condition(
        "Hernia of all types",
        "listed",
        24,
        r"hernia\w*",
        r"hernioplasty",
        r"herniorrhaphy",
        r"herniotomy",
    ),
    _condition("Hydrocele", "listed", 24, r"hydrocele\w*"),
    _condition(
        "Non infective arthritis",
        "listed",
        24,
        r"(?:rheumatoid |psoriatic |reactive |gouty )?arthritis",
        unless=word_pattern([r"septic arthritis", r"infective arthritis", r"tubercular arthritis"]),
    ),
    _condition(
        "Piles, fissures and fistula in anus",
        "listed",
        24,
        r"piles",
        r"ha?emorrhoid\w*",
        r"fissures?(?: in ano)?",
        r"fissurectomy",
        r"fistula in ano",
        r"(?:anal|perianal) fistula\w*",
        r"fistulectomy",
        r"fistulotomy",
    ),
    _condition(
        "Pilonidal sinus, sinusitis and related disorders",
        "listed",
        24,
        r"pilonidal\w*",
        r"sinusitis",
        r"fess",
        r"functional endoscopic sinus surgery",
    ),
    _condition(
        "Prolapsed intervertebral disc and spinal diseases",
        "listed",
        24,
        r"pivd",
        r"prolapsed? (?:intervertebral )?disc\w*",
        r"(?:intervertebral )?disc (?:prolapse|herniation|bulge)",
        r"herniated disc",
        r"slip(?:ped)? disc",
        r"spondyl\w*",
        r"spinal (?:disease|stenosis|canal stenosis)",
        r"lumbar canal stenosis",
        r"discectomy",
        r"laminectomy",
    ),
    _condition(
        "Calculi in urinary system, gall bladder and bile duct",
        "listed",
        24,
        r"calcul\w*",
        r"(?:renal|kidney|ureteric|ureteral|urinary|bladder|vesical|gall ?bladder|gall|bile duct|cbd) stones?",
        r"gall ?stones?",
        r"(?:chole|nephro|uro|ureteroli|choledocho)lithiasis",
        r"cholecystectomy",
        r"pcnl",
        r"ursl",
        r"rirs",
        r"lithotripsy",
        r"eswl",
        unless=_MALIGNANT,
    ),
    _condition("Varicose veins and varicose ulcers", "listed", 24, r"varicos\w*", r"varicose veins?"),
    _condition(
        "Internal congenital anomalies",
        "listed",
        24,
        r"internal congenital anomal\w*",
        r"congenital heart disease",
    ),
    _condition(
        "Joint replacement (unless arising from an accident)",
        "extended",
        48,
        r"(?:total |partial )?(?:knee|hip|shoulder|joint) replacement\w*",
        r"arthroplasty",
        r"tkr",
        r"thr",
    ),
    _condition(
        "Age-related osteoarthritis and osteoporosis",
        "extended",
        48,
        r"osteoarthritis",
        r"osteoporo\w*",
    ),
)
