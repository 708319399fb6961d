"""Named illnesses a wording excludes for a number of days from the first inception (part of
SPECIFIC_DISEASE_WAITING_PERIOD).

Some wordings set, beside the 30-day and the specific-disease waits, a wait of their own for a short list of
illnesses: "Expenses related to the treatment of the below mentioned illness within 90 days from the first
policy commencement date shall be excluded unless they are pre-existing and disclosed at the time of
underwriting: i. Hypertension ii. Diabetes iii. Cardiac Conditions". The extraction keeps each such list with its
days and clause (``extraction_meta.listed_illness_waits``). A claim whose diagnosis is one of the listed
illnesses (the family of words for it: "coronary artery disease" is a cardiac condition, "DKA" diabetes), within
those days of ``covered_since`` and not from an accident, is a hard stop (a denial, so the Claims Review
Committee decides it), unless the illness was declared and the wording excepts disclosed ones. Pure code.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from clausetrail.domain.rules.dates import served_on_days, within
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult
from clausetrail.domain.rules.text_match import normalise, word_pattern

META_KEY: Final = "listed_illness_waits"

#: the illness a listed name stands for, and the words for it in a diagnosis (normalised text; a "non" before
#: the word is no mention: "non cardiac chest pain")
_FAMILIES: Final[dict[str, tuple[re.Pattern[str], re.Pattern[str]]]] = {
    "cardiac": (
        word_pattern([r"cardiac\w*", r"heart", r"coronary", r"cardio\w*"]),
        word_pattern(
            [
                r"(?<!non )cardiac\w*",
                r"(?<!non )heart (?:disease|failure|attack|block)",
                r"coronary (?:artery|heart) disease",
                r"cad",
                r"ihd",
                r"ischa?emic heart",
                r"(?:unstable |stable )?angina\w*",
                r"myocardial infarction",
                r"stemi",
                r"nstemi",
                r"acute coronary syndrome",
                r"arrhythmia\w*",
                r"atrial fibrillation",
                r"cardiomyopathy",
                r"valvular heart",
            ]
        ),
    ),
    "hypertension": (
        word_pattern([r"hypertension", r"high blood pressure", r"htn"]),
        word_pattern([r"hypertensi\w*", r"high blood pressure", r"htn", r"accelerated hypertension"]),
    ),
    "diabetes": (
        word_pattern([r"diabet\w*", r"dm"]),
        word_pattern([r"diabet\w*", r"dka", r"t2dm", r"t1dm", r"hyperglyca?emi\w*", r"dm"]),
    ),
}


@dataclass(frozen=True, slots=True)
class ListedWait:
    days: int
    families: tuple[str, ...]
    disclosed_excepted: bool
    clause_id: str


def listed_waits(ctx: RuleContext) -> list[ListedWait]:
    raw: Sequence[Any] = (ctx.terms.extraction_meta.model_extra or {}).get(META_KEY) or []
    out: list[ListedWait] = []
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("days"), int):
            continue
        text = normalise(str(item.get("text") or ""))
        families = tuple(name for name, (listed, _) in _FAMILIES.items() if listed.search(text))
        if families:
            out.append(
                ListedWait(
                    int(item["days"]),
                    families,
                    bool(item.get("disclosed_excepted")),
                    str(item.get("clause_id") or ""),
                )
            )
    return out


def check_listed_illness_wait(ctx: RuleContext, rule_id: str) -> RuleResult | None:
    """The hard stop of a listed illness treated within its days of cover, else None (the other checks decide)."""
    member = ctx.member
    if member is None or ctx.facts.is_accident:
        return None
    diagnosis = normalise(ctx.facts.treatment_text)
    declared = normalise(" ; ".join(member.declared_ped))
    for wait in listed_waits(ctx):
        served = served_on_days(member.covered_since, wait.days)
        if not within(ctx.claim.loss_date, served):
            continue
        for family in wait.families:
            _, in_diagnosis = _FAMILIES[family]
            if not in_diagnosis.search(diagnosis):
                continue
            if wait.disclosed_excepted and in_diagnosis.search(declared):
                continue  # pre-existing and disclosed: the wording's own exception
            return ctx.result(
                rule_id,
                passed=False,
                reason_code=rule_id,
                outcome=Outcome.HARD_STOP,
                clause_ids=(wait.clause_id,) if wait.clause_id else (),
                detail=f"{family} condition treated on {ctx.claim.loss_date}, within the wording's {wait.days}-day "
                f"wait for it from {member.covered_since} (served on {served})",
            )
    return None
