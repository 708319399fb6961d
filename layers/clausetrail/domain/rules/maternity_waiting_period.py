"""MATERNITY_WAITING_PERIOD: maternity is paid only when covered and after its waiting period.

Maternity not covered is the standard exclusion Excl18 (reason ``EXCLUDED_TREATMENT``). Ectopic pregnancy
is carved out of Excl18, and so is a miscarriage due to an accident. Fail closed: a maternity claim whose
terms do not say (or doubtfully say) whether maternity is covered, or give no waiting period while the loss
is within the longest one wordings set, goes to a person (``TERM_MISSING``).
"""

from __future__ import annotations

from typing import Final

from clausetrail.domain.rules.dates import served_on_months, within
from clausetrail.domain.rules.fail_closed import TERM_MISSING, gap_result, term_gap
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult
from clausetrail.domain.rules.tables.exclusions import MATERNITY_CARVE_OUT, MATERNITY_PATTERN
from clausetrail.domain.rules.text_match import normalise, word_pattern

RULE_ID = "MATERNITY_WAITING_PERIOD"
EXCLUDED = "EXCLUDED_TREATMENT"
MATERNITY_CODE = "Excl18"
_ACCIDENTAL_LOSS = word_pattern([r"miscarriage", r"abortion"])
LONGEST_MATERNITY_WAITING_MONTHS: Final = 48


def check_maternity_waiting_period(ctx: RuleContext) -> RuleResult:
    text = normalise(ctx.facts.treatment_text)
    if not MATERNITY_PATTERN.search(text) or MATERNITY_CARVE_OUT.search(text):
        return ctx.result(RULE_ID, passed=True, detail="not a maternity claim")
    if ctx.facts.is_accident and _ACCIDENTAL_LOSS.search(text):
        return ctx.result(
            RULE_ID, passed=True, detail="miscarriage due to an accident: not a maternity exclusion"
        )
    covered = ctx.terms.value("maternity_covered")
    if covered is not None and term_gap(ctx, "maternity_covered"):
        covered = None  # read with low confidence: not relied on
    codes = ctx.terms.value("exclusion_codes") or []
    if covered is False or (covered is None and MATERNITY_CODE in codes):
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=EXCLUDED,
            outcome=Outcome.HARD_STOP,
            exclusion_code=MATERNITY_CODE,
            clause_ids=ctx.clause_ids("maternity_covered", "exclusion_codes"),
            detail="maternity expenses are not covered (Excl18)",
        )
    if covered is None:
        why = term_gap(ctx, "maternity_covered") or "maternity_covered was not read from the wording"
        return gap_result(
            ctx,
            RULE_ID,
            TERM_MISSING,
            {"maternity_covered": why},
            clause_ids=ctx.clause_ids("maternity_covered"),
            context="a maternity claim, and the terms do not say whether maternity is covered",
        )
    clause_ids = ctx.clause_ids("maternity_covered", "maternity_waiting_period_months")
    months = ctx.terms.value("maternity_waiting_period_months")
    member = ctx.member
    gap = term_gap(ctx, "maternity_waiting_period_months")
    if member is not None and gap:
        longest = served_on_months(member.covered_since, LONGEST_MATERNITY_WAITING_MONTHS)
        if within(ctx.claim.loss_date, longest):
            return gap_result(
                ctx,
                RULE_ID,
                TERM_MISSING,
                {"maternity_waiting_period_months": gap},
                clause_ids=clause_ids,
                context="maternity is covered; its waiting period could still run",
            )
        months = None
    if member is None or not months:
        return ctx.result(
            RULE_ID, passed=True, clause_ids=clause_ids, detail="maternity covered, no waiting period"
        )
    served = served_on_months(member.covered_since, months)
    if within(ctx.claim.loss_date, served):
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=RULE_ID,
            outcome=Outcome.HARD_STOP,
            clause_ids=clause_ids,
            detail=f"the {months}-month maternity waiting period from {member.covered_since} is served on "
            f"{served}, after the loss on {ctx.claim.loss_date}",
        )
    return ctx.result(
        RULE_ID,
        passed=True,
        clause_ids=clause_ids,
        detail=f"{months}-month maternity waiting period served on {served}",
    )
