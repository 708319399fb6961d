"""PED_WAITING_PERIOD: a declared pre-existing disease (or its direct complications) is not covered until
the PED waiting period from the member's ``covered_since`` is served (IRDAI Excl01).

A diagnosis *relates* to a declared PED when both name the same condition in
:data:`~clausetrail.domain.rules.tables.ped_synonyms.PED_CONCEPTS` ("type 2 diabetes mellitus" ~ "diabetes",
"HTN" ~ "hypertension"), or when every specific word of the declared PED appears in the diagnosis
(exactly, or for words of 6+ letters with a rapidfuzz ratio >= 90: "osteoarthritis knee" ~
"osteoarthritis of right knee").
"""

from __future__ import annotations

from typing import Final

from rapidfuzz import fuzz

from clausetrail.domain.claims.schedule import Member
from clausetrail.domain.rules.dates import served_on_months, within
from clausetrail.domain.rules.fail_closed import (
    FACT_MISSING,
    TERM_MISSING,
    gap_result,
    only_procedure_unread,
    term_gap,
    treatment_gaps,
)
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult
from clausetrail.domain.rules.tables.ped_synonyms import GENERIC_WORDS, PED_CONCEPTS
from clausetrail.domain.rules.text_match import concepts_in, normalise
from clausetrail.domain.terms import is_longest_option

RULE_ID = "PED_WAITING_PERIOD"
TERM = "ped_waiting_period_months"
FUZZY_MIN_LENGTH: Final = 6
FUZZY_MIN_RATIO: Final = 90.0
#: The longest PED waiting period wordings have set (IRDAI allowed 48 months, now 36): a missing term cannot
#: matter once this is served.
LONGEST_PED_WAITING_MONTHS: Final = 48


def _specific_words(text: str) -> list[str]:
    return [w for w in normalise(text).split() if w not in GENERIC_WORDS and not w.isdigit()]


def _word_present(word: str, words: list[str]) -> bool:
    if word in words:
        return True
    return len(word) >= FUZZY_MIN_LENGTH and any(
        len(w) >= FUZZY_MIN_LENGTH and fuzz.ratio(word, w) >= FUZZY_MIN_RATIO for w in words
    )


def ped_relates(declared: str, diagnosis: str) -> bool:
    """Whether ``diagnosis`` is (a direct complication of) the declared pre-existing disease."""
    if concepts_in(declared, PED_CONCEPTS) & concepts_in(diagnosis, PED_CONCEPTS):
        return True
    declared_words = _specific_words(declared)
    diagnosis_words = _specific_words(diagnosis)
    return bool(declared_words) and all(_word_present(w, diagnosis_words) for w in declared_words)


def check_ped_waiting_period(ctx: RuleContext) -> RuleResult:
    member = ctx.member
    clause_ids = ctx.clause_ids(TERM)
    if member is None or not member.declared_ped:
        return ctx.result(
            RULE_ID, passed=True, clause_ids=clause_ids, detail="no declared pre-existing disease"
        )
    gaps = treatment_gaps(ctx.facts)
    if gaps:
        gap = gap_result(
            ctx,
            RULE_ID,
            FACT_MISSING,
            gaps,
            clause_ids=clause_ids,
            context=f"needed to check the declared PED ({', '.join(member.declared_ped)})",
        )
        if not only_procedure_unread(ctx.facts, gaps):
            return gap
    # a PED relates to the diagnosis: a procedure the bill shows but the documents did not name changes nothing
    return _check(ctx, member)


def _check(ctx: RuleContext, member: Member) -> RuleResult:
    clause_ids = ctx.clause_ids(TERM)
    treatment = ctx.facts.treatment_text
    related = [ped for ped in member.declared_ped if treatment and ped_relates(ped, treatment)]
    if not related:
        return ctx.result(
            RULE_ID,
            passed=True,
            clause_ids=clause_ids,
            detail=f"diagnosis does not relate to the declared PED ({', '.join(member.declared_ped)})",
        )
    months = ctx.terms.value(TERM)
    names = ", ".join(related)
    gap = term_gap(ctx, TERM)
    if gap and is_longest_option(ctx.terms.term(TERM)) and months:
        # the period varies by plan and the longest was kept: served on it, it is served under every plan
        served = served_on_months(member.covered_since, months)
        if not within(ctx.claim.loss_date, served):
            return ctx.result(
                RULE_ID,
                passed=True,
                clause_ids=clause_ids,
                detail=f"relates to declared PED {names}; served under every plan (the longest, {months} months, "
                f"on {served})",
            )
    if gap:
        longest = served_on_months(member.covered_since, LONGEST_PED_WAITING_MONTHS)
        if within(ctx.claim.loss_date, longest):
            return gap_result(
                ctx,
                RULE_ID,
                TERM_MISSING,
                {TERM: gap},
                clause_ids=clause_ids,
                context=f"the diagnosis relates to declared PED {names}",
            )
        months = None
    if not months:
        return ctx.result(
            RULE_ID,
            passed=True,
            clause_ids=clause_ids,
            detail=f"relates to declared PED {names}; no PED waiting period in the terms",
        )
    served = served_on_months(member.covered_since, months)
    if not within(ctx.claim.loss_date, served):
        return ctx.result(
            RULE_ID,
            passed=True,
            clause_ids=clause_ids,
            detail=f"relates to declared PED {names}; {months}-month PED waiting period served on {served}",
        )
    return ctx.result(
        RULE_ID,
        passed=False,
        reason_code=RULE_ID,
        outcome=Outcome.HARD_STOP,
        clause_ids=clause_ids,
        detail=f"diagnosis relates to declared PED {names}; the {months}-month PED waiting period from "
        f"{member.covered_since} is served on {served}, after the loss on {ctx.claim.loss_date}",
    )
