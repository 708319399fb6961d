"""SPECIFIC_DISEASE_WAITING_PERIOD: listed diseases/procedures wait N months from ``covered_since``
(IRDAI Excl02); claims arising from an accident are excepted.

The list is :data:`~clausetrail.domain.rules.tables.specific_diseases.DEFAULT_SPECIFIED_CONDITIONS` unless
the context supplies another. The term ``specific_disease_waiting_period_months`` sets the period of the
main tier. For the *extended* tier (joint replacement, age-related osteoarthritis/osteoporosis) wordings
often set a longer period that the single term cannot carry: the term's period still applies, and a loss
after it but within the table's default (48 months) goes to a person (``TERM_MISSING``: the term read may
not be this condition's period) instead of being paid or denied. Fail closed: a treatment not read (or read
with low confidence) is ``FACT_MISSING``; a listed condition with the term missing or doubtful, while the loss
is within the longest period wordings set, is ``TERM_MISSING``.
"""

from __future__ import annotations

from typing import Final

from clausetrail.domain.rules.dates import served_on_months, within
from clausetrail.domain.rules.fail_closed import (
    FACT_MISSING,
    TERM_MISSING,
    gap_result,
    only_procedure_unread,
    term_gap,
    treatment_gaps,
)
from clausetrail.domain.rules.listed_illness_wait import check_listed_illness_wait
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult
from clausetrail.domain.rules.tables.specific_diseases import SpecifiedCondition, conditions_named
from clausetrail.domain.rules.text_match import normalise, word_pattern

RULE_ID = "SPECIFIC_DISEASE_WAITING_PERIOD"
TERM = "specific_disease_waiting_period_months"
LONGEST_SPECIFIC_WAITING_MONTHS: Final = 48


def _longest(months: int, condition_default: int) -> int:
    return max(LONGEST_SPECIFIC_WAITING_MONTHS, months, condition_default)


def check_specific_disease_waiting_period(ctx: RuleContext) -> RuleResult:
    listed = check_listed_illness_wait(ctx, RULE_ID)
    if listed is not None:
        return listed
    gaps = treatment_gaps(ctx.facts)
    if gaps and not ctx.facts.is_accident:
        if not only_procedure_unread(ctx.facts, gaps):
            return gap_result(ctx, RULE_ID, FACT_MISSING, gaps, clause_ids=ctx.clause_ids(TERM))
        result = _check(ctx)
        if result.passed:  # the unread procedure may be a listed one
            return gap_result(ctx, RULE_ID, FACT_MISSING, gaps, clause_ids=ctx.clause_ids(TERM))
        return result
    return _check(ctx)


def _check(ctx: RuleContext) -> RuleResult:
    text = normalise(ctx.facts.treatment_text)
    matched = conditions_named(ctx.specified_conditions, text)
    clause_ids = ctx.clause_ids(TERM)
    if not matched:
        return ctx.result(
            RULE_ID, passed=True, clause_ids=clause_ids, detail="no specified disease or procedure"
        )
    names = ", ".join(c.name for c in matched)
    if _cancer_excepted(ctx) and MALIGNANCY.search(normalise(ctx.facts.diagnosis)):
        return ctx.result(
            RULE_ID,
            passed=True,
            clause_ids=clause_ids,
            detail=f"{names}: the treated illness is a cancer, which the wording excepts from these waits",
        )
    if ctx.facts.is_accident:
        return ctx.result(
            RULE_ID, passed=True, clause_ids=clause_ids, detail=f"{names}: arising from an accident, excepted"
        )
    member = ctx.member
    tiered = _tier_months(ctx, matched)
    months = ctx.terms.value(TERM)
    gap = term_gap(ctx, TERM)
    if tiered is not None:  # the wording's own list for this condition decides its period
        months, tier_clause_ids = tiered
        clause_ids = tuple(dict.fromkeys([*tier_clause_ids, *clause_ids]))
        names += f" (listed under the wording's {months}-month waiting period)"
        gap = None
    if member is not None and gap:
        longest = _longest(0, max(c.default_months for c in matched))
        if within(ctx.claim.loss_date, served_on_months(member.covered_since, longest)):
            return gap_result(
                ctx,
                RULE_ID,
                TERM_MISSING,
                {TERM: gap},
                clause_ids=clause_ids,
                context=f"{names} is a listed condition; the loss is within {longest} months of {member.covered_since}",
            )
        months = None
    if member is None or not months:
        return ctx.result(
            RULE_ID,
            passed=True,
            clause_ids=clause_ids,
            detail=f"{names}: no specified-disease waiting period in the terms",
        )
    loss = ctx.claim.loss_date
    served = served_on_months(member.covered_since, months)
    if within(loss, served):
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=RULE_ID,
            outcome=Outcome.HARD_STOP,
            clause_ids=clause_ids,
            detail=f"{names}: the {months}-month waiting period from {member.covered_since} is served on "
            f"{served}, after the loss on {loss}",
        )
    for condition in matched if tiered is None else ():
        if condition.tier == "extended" and condition.default_months > months:
            longer = served_on_months(member.covered_since, condition.default_months)
            if within(loss, longer):
                return gap_result(
                    ctx,
                    RULE_ID,
                    TERM_MISSING,
                    {TERM: f"{TERM} of {months} may not be {condition.name}'s period"},
                    clause_ids=clause_ids,
                    context=f"{months}-month period served on {served}, but wordings often set "
                    f"{condition.default_months} months for {condition.name} (served on {longer}); check the wording",
                )
    return ctx.result(
        RULE_ID,
        passed=True,
        clause_ids=clause_ids,
        detail=f"{names}: {months}-month waiting period served on {served}",
    )


#: a cancer named in a diagnosis (normalised text): "endometrial adenocarcinoma", "malignant neoplasm", "sarcoma"
MALIGNANCY: Final = word_pattern(
    [
        r"\w*carcinoma\w*",
        r"cancer\w*",
        r"malignan\w*",
        r"\w*sarcoma\w*",
        r"lymphoma\w*",
        r"leuka?emia\w*",
        r"myeloma\w*",
        r"melanoma\w*",
        r"metasta\w*",
    ]
)


def _cancer_excepted(ctx: RuleContext) -> bool:
    """The wording excepts a cancer from its specific-disease waits (read by the extraction)."""
    return bool((ctx.terms.extraction_meta.model_extra or {}).get("specific_disease_cancer_excepted"))


def _tier_months(ctx: RuleContext, matched: list[SpecifiedCondition]) -> tuple[int, tuple[str, ...]] | None:
    """(the longest period of the tiers that list the matched conditions, those tiers' clause ids) when the
    wording sets the periods per list and every matched condition is named in exactly one tier's list; None
    otherwise (the single term and its fail-closed checks decide). A period the schedule fixes wins."""
    term = ctx.terms.term(TERM)
    if term is not None and term.source == "schedule":
        return None
    raw = (ctx.terms.extraction_meta.model_extra or {}).get("specific_disease_tiers") or []
    tiers = [
        (int(t["months"]), normalise(str(t.get("text") or "")), str(t.get("clause_id") or ""))
        for t in raw
        if isinstance(t, dict) and isinstance(t.get("months"), int)
    ]
    if len({months for months, _, _ in tiers}) < 2:
        return None
    longest = 0
    clause_ids: list[str] = []
    for condition in matched:
        listing = [(months, cid) for months, text, cid in tiers if condition.pattern.search(text)]
        if len({months for months, _ in listing}) != 1:
            return None
        longest = max(longest, listing[0][0])
        clause_ids += [cid for _, cid in listing if cid]
    return longest, tuple(dict.fromkeys(clause_ids))
