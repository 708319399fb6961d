"""EXCLUDED_TREATMENT: the treatment falls under an IRDAI standard exclusion the policy applies.

The keyword table :data:`~clausetrail.domain.rules.tables.exclusions.STANDARD_EXCLUSION_KEYWORDS` maps the
diagnosis and procedure to a code; a code is applied only when the policy's ``exclusion_codes`` include it.
When the terms carry no exclusion codes at all, a match goes to a human (the exclusion cannot be confirmed).
A wording carve-out (reconstruction after an accident, burn or cancer for Excl08; refractive error of
7.5 dioptres or more for Excl15) lets the claim continue; facts the claim lacks send it to a human.
"""

from __future__ import annotations

from decimal import Decimal

from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult
from clausetrail.domain.rules.tables.exclusions import (
    DIOPTRE_VALUE,
    REFRACTIVE_THRESHOLD_DIOPTRES,
    STANDARD_EXCLUSION_KEYWORDS,
    ExclusionEntry,
)
from clausetrail.domain.rules.text_match import normalise

RULE_ID = "EXCLUDED_TREATMENT"
TERM = "exclusion_codes"


def _verdict(entry: ExclusionEntry, ctx: RuleContext, text: str, raw: str) -> Outcome | None:
    """HARD_STOP, HUMAN, or None when a carve-out lifts the exclusion."""
    if entry.carve_out_accident and ctx.facts.is_accident:
        return None
    if entry.carve_out is not None and entry.carve_out.search(text):
        return None
    if entry.code == "Excl15":
        powers = [Decimal(m.group(1)) for m in DIOPTRE_VALUE.finditer(raw)]
        if powers:
            return None if max(powers) >= REFRACTIVE_THRESHOLD_DIOPTRES else Outcome.HARD_STOP
        return Outcome.HUMAN
    if entry.review is not None and entry.review.search(text):
        return Outcome.HUMAN
    return Outcome.HARD_STOP if entry.on_match == "deny" else Outcome.HUMAN


def check_excluded_treatment(ctx: RuleContext) -> RuleResult:
    raw = ctx.facts.treatment_text
    text = normalise(raw)
    codes = ctx.terms.value(TERM)
    clause_ids = ctx.clause_ids(TERM)
    review: list[str] = []
    for entry in STANDARD_EXCLUSION_KEYWORDS:
        if not entry.pattern.search(text):
            continue
        if codes is not None and entry.code not in codes:
            continue
        verdict = _verdict(entry, ctx, text, raw)
        if verdict is None:
            continue
        if codes is None:
            review.append(f"{entry.code} {entry.title} (the terms list no exclusion codes)")
            continue
        if verdict is Outcome.HARD_STOP:
            return ctx.result(
                RULE_ID,
                passed=False,
                reason_code=RULE_ID,
                outcome=Outcome.HARD_STOP,
                exclusion_code=entry.code,
                clause_ids=clause_ids,
                detail=f"{entry.code} {entry.title}: excluded by the policy",
            )
        review.append(f"{entry.code} {entry.title}")
    if review:
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=RULE_ID,
            outcome=Outcome.HUMAN,
            clause_ids=clause_ids,
            detail="may be excluded, needs an adjuster: " + "; ".join(review),
        )
    return ctx.result(RULE_ID, passed=True, clause_ids=clause_ids, detail="no standard exclusion applies")
