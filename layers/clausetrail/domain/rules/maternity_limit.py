"""The wording's limit on maternity expenses (part of SUBLIMIT, payable step 3).

SPEC §6 has no term for it; the extraction keeps the wording's reading in ``extraction_meta["maternity_limit"]``
("up to Rs. 30,000 for each delivery"; with a band per plan when the wording states one amount per plan). A
maternity claim (a delivery, not an ectopic pregnancy) is capped at it. Fail closed: a limit that varies by plan
or kind of delivery that the schedule does not settle, or a share of the sum insured with no schedule, goes to a
person (``TERM_MISSING``) with the draft capped at the wording's first amount.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from clausetrail.domain.limit_bands import choose_band
from clausetrail.domain.rules.limits import limit_inr
from clausetrail.domain.rules.model import RuleContext
from clausetrail.domain.rules.tables.exclusions import MATERNITY_CARVE_OUT, MATERNITY_PATTERN
from clausetrail.domain.rules.text_match import normalise
from clausetrail.domain.terms import PERCENT_LIMIT_KINDS, Limit

META_KEY: Final = "maternity_limit"
#: a reading at or below this confidence is doubtful (the wording states several amounts)
DOUBTFUL: Final = 0.5


@dataclass(frozen=True, slots=True)
class MaternityCap:
    """The cap on this maternity claim (``amount`` None when it cannot be worked out) and why it is doubtful."""

    amount: int | None
    clause_id: str
    described: str
    gap: str | None


def maternity_cap(ctx: RuleContext, sum_insured: int | None) -> MaternityCap | None:
    """The maternity limit this claim is capped at; None for a claim that is not a delivery or a wording that
    states no maternity limit."""
    text = normalise(ctx.facts.treatment_text)
    if not MATERNITY_PATTERN.search(text) or MATERNITY_CARVE_OUT.search(text):
        return None
    raw = (ctx.terms.extraction_meta.model_extra or {}).get(META_KEY)
    if not isinstance(raw, dict) or not isinstance(raw.get("limit"), dict):
        return None
    clause_id = str(raw.get("clause_id") or "")
    quote = str(raw.get("quote") or "")
    try:
        limit = Limit.model_validate(raw["limit"])
    except ValueError:
        return MaternityCap(None, clause_id, quote, "the wording's maternity limit could not be read")
    confident = float(raw.get("confidence") or 0.0) > DOUBTFUL
    schedule = ctx.effective_schedule
    if limit.bands:
        chosen = choose_band(limit, sum_insured=sum_insured, plan=schedule.plan if schedule else None)
        if chosen is not None:
            limit, confident = chosen, True
    gap = (
        None
        if confident
        else f"the wording states several maternity limits ({quote}) and the schedule does not say which applies"
    )
    if limit.kind in PERCENT_LIMIT_KINDS and sum_insured is None:
        return MaternityCap(
            None,
            clause_id,
            limit.describe(),
            gap or "the maternity limit is a share of the sum insured and no schedule gives it",
        )
    return MaternityCap(limit_inr(limit, sum_insured or 0), clause_id, limit.describe(), gap)
