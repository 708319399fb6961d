"""DEDUCTIBLE (payable step 5): the schedule's deductible comes off what remains after the co-pay.

Fail closed: a wording whose cover pays only above a deductible (a top-up or super top-up: read by
``extraction.rules.deductible`` into ``extraction_meta.wording_deductible``) needs the deductible of this
issued policy. When the schedule states none (a schedule 0 is the default, not a waiver: such a wording has no
claim without a deductible) the claim goes to a person (``TERM_MISSING``, field ``deductible``) with no
deductible in the draft, never paid from the first rupee.

An aggregate deductible (the wording's statement or the schedule's cover says it is borne once in a policy year:
"the aggregate of covered expenses in a policy year in excess of the Deductible", "Aggregate Deductible") is
already borne when this policy has paid a claim this policy year: such a policy pays nothing until the year's
expenses pass the deductible, so a later claim of the year bears none of it. A deductible stated per claim, or
one whose kind neither says, comes off every claim.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final

from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.fail_closed import TERM_MISSING
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult

RULE_ID = "DEDUCTIBLE"
#: the ``extraction_meta`` key of the wording's statement that it pays only above a deductible
WORDING_DEDUCTIBLE = "wording_deductible"


def wording_deductible(ctx: RuleContext) -> Mapping[str, Any] | None:
    """The wording's statement that its cover pays only above a deductible, or None."""
    found = (ctx.terms.extraction_meta.model_extra or {}).get(WORDING_DEDUCTIBLE)
    return found if isinstance(found, Mapping) else None


#: a deductible borne once in a policy year, not per claim
_AGGREGATE: Final = re.compile(
    r"\baggregate\b|\bonce\s+(in|per|during)\s+(a|the|each)\s+policy\s+(year|period)\b"
    r"|\b(in|per|during)\s+(a|the|each|any)\s+policy\s+(year|period)\b",
    re.IGNORECASE,
)
_PER_CLAIM: Final = re.compile(
    r"\b(each|every|per)\s+(and\s+every\s+)?(claim|hospitali[sz]ation|admission|illness)\b", re.IGNORECASE
)


def aggregate_deductible(ctx: RuleContext, stated: Mapping[str, Any] | None) -> str | None:
    """The text saying the deductible is borne once in a policy year (the wording's deductible sentence
    ``stated``, or a cover of the schedule naming the deductible), or None when none says so or one says it is
    per claim."""
    texts = [str((stated or {}).get("quote") or "")]
    schedule = ctx.effective_schedule
    if schedule is not None:
        texts.extend(c for c in schedule.optional_covers if "deductible" in c.lower())
    said = [t for t in texts if t]
    if any(_PER_CLAIM.search(t) and not _AGGREGATE.search(t) for t in said):
        return None
    return next((t for t in said if _AGGREGATE.search(t)), None)


def apply_deductible(ctx: RuleContext) -> RuleResult:
    assessment = ctx.current_assessment()
    schedule = ctx.effective_schedule
    deductible = schedule.deductible if schedule else 0
    total = assessment.total
    stated = wording_deductible(ctx)
    if not deductible and stated is not None and total:
        clause = stated.get("clause_id")
        amounts = [a for a in stated.get("amounts") or () if isinstance(a, int)]
        options = f" (the wording states {', '.join(format_inr(a) for a in amounts)})" if amounts else ""
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=TERM_MISSING,
            outcome=Outcome.HUMAN,
            computed_amount=total,
            clause_ids=(str(clause),) if clause else (),
            missing_fields=("deductible",),
            detail=f"{TERM_MISSING} (deductible): the wording pays only above a deductible{options} and the "
            f"schedule states none: {stated.get('quote') or ''}".rstrip(": "),
        )
    if not deductible or not total:
        return ctx.result(RULE_ID, passed=True, computed_amount=total, detail="no deductible")
    paid = schedule.claims_paid_this_year if schedule else 0
    aggregate = aggregate_deductible(ctx, stated)
    if paid and aggregate is not None:
        clause = (stated or {}).get("clause_id")
        return ctx.result(
            RULE_ID,
            passed=True,
            computed_amount=total,
            clause_ids=(str(clause),) if clause else ("schedule:deductible",),
            detail=f"aggregate deductible {format_inr(deductible)} already borne: this policy has paid "
            f"{format_inr(paid)} this policy year, which it pays only above the deductible ({aggregate[:160]})",
        )
    amount = min(deductible, total)
    new = assessment.deduct(RULE_ID, amount)
    return ctx.result(
        RULE_ID,
        passed=False,
        reason_code=RULE_ID,
        computed_amount=new.total,
        clause_ids=("schedule:deductible",),
        detail=f"deductible {format_inr(deductible)}: {format_inr(amount)} borne by the insured",
        assessment=new,
    )
