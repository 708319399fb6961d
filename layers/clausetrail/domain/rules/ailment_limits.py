"""Limits the wording sets per ailment or procedure (part of SUBLIMIT, payable step 3).

Some wordings cap named treatments in a table ("Hernia (all types) | 15% of SI subject to a maximum of Rs.
60,000"); the extraction keeps each row in ``extraction_meta["ailment_limits"]``. A claim whose treatment is one
of the specified conditions (:mod:`clausetrail.domain.rules.tables.specific_diseases`) named in a row is capped at
that row's limit: the lower of its share of the base sum insured and its rupee cap. Cataract rows are left to the
``cataract_limit`` term. Fail closed: a row's share with no schedule sum insured, or a row counted per eye or
knee on a claim for both, goes to a person (``TERM_MISSING``) with the draft capped at one unit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Final

from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.arithmetic import capped_share
from clausetrail.domain.rules.model import RuleContext
from clausetrail.domain.rules.tables.specific_diseases import conditions_named
from clausetrail.domain.rules.tables.treatments import BOTH_EYES_PATTERN, CATARACT_PATTERN
from clausetrail.domain.rules.text_match import normalise

META_KEY: Final = "ailment_limits"
_BOTH_SIDES: Final = re.compile(
    r"\b(?:both|bilateral|two)\s+(?:knees?|hips?|sides?|joints?|ears?)\b|\bbilateral\b"
)


@dataclass(frozen=True, slots=True)
class AilmentCap:
    """The cap one row sets on this claim (``amount`` None when it cannot be worked out) and why."""

    ailment: str
    amount: int | None
    clause_id: str
    gap: str | None


def _row(raw: object) -> dict[str, Any] | None:
    return raw if isinstance(raw, dict) and isinstance(raw.get("ailment"), str) else None


def ailment_caps(ctx: RuleContext, treatment: str, sum_insured: int | None) -> list[AilmentCap]:
    """The caps of the rows naming a specified condition this claim's treatment is for."""
    text = normalise(treatment)
    matched = conditions_named(ctx.specified_conditions, text)
    if not matched:
        return []
    caps: list[AilmentCap] = []
    for row in filter(None, map(_row, (ctx.terms.extraction_meta.model_extra or {}).get(META_KEY) or [])):
        ailment = normalise(row["ailment"])
        if CATARACT_PATTERN.search(ailment) or not any(c.pattern.search(ailment) for c in matched):
            continue
        percent = row.get("percent")
        cap = row.get("cap_inr") if isinstance(row.get("cap_inr"), int) else None
        clause_id = str(row.get("clause_id") or "")
        gap: str | None = None
        amount: int | None = cap
        if isinstance(percent, int | float):
            if not sum_insured:
                gap = f"the limit for {row['ailment']} is a share of the sum insured and no schedule gives it"
            else:
                amount = capped_share(sum_insured, Decimal(str(percent)), cap)
        per = row.get("per")
        if per and (BOTH_EYES_PATTERN.search(text) or _BOTH_SIDES.search(text)):
            gap = f"the limit for {row['ailment']} is per {per}; this claim treats two"
        caps.append(AilmentCap(row["ailment"], amount, clause_id, gap))
    return caps


def describe(cap: AilmentCap, total: int) -> str:
    return f"{cap.ailment}: {format_inr(total)} capped at {format_inr(cap.amount or 0)}"
