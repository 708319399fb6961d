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
from clausetrail.domain.rules.text_match import concepts_in, normalise, word_pattern
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


EXEMPTIONS_KEY: Final = "ped_exemptions"
#: long-term complications, which chronic-care wordings keep under the PED waiting period even where the
#: condition itself is taken out of it
_LONG_TERM: Final = word_pattern(
    [
        r"\w*retinopath\w*",
        r"\w*nephropath\w*",
        r"\w*neuropath\w*",
        r"chronic kidney\w*",
        r"ckd",
        r"(?:chronic )?renal failure",
        r"kidney disease",
        r"diabetic foot",
        r"gangrene",
        r"amputation",
        r"cardiomyopath\w*",
        r"coronary artery disease",
        r"cad",
        r"stroke",
        r"cerebrovascular\w*",
        r"dialysis",
        r"\w*plasty",
        r"bypass",
        r"cabg",
        r"stent\w*",
    ]
)


def _exempting(ctx: RuleContext, related: list[str], treatment: str) -> tuple[list[str], list[str]] | None:
    """The conditions and clauses of the wording's statements that take every related declared PED out of the
    waiting period ("covered from the 91st day even if pre-existing"), unless the treatment is a long-term
    complication or a procedure; None when they do not."""
    rows = (ctx.terms.extraction_meta.model_extra or {}).get(EXEMPTIONS_KEY) or []
    exempt: set[str] = set()
    clauses: list[str] = []
    for row in rows:
        if isinstance(row, dict) and isinstance(row.get("conditions"), list):
            exempt |= {str(c) for c in row["conditions"]}
            clauses += [str(row["clause_id"])] if row.get("clause_id") else []
    if not exempt or _LONG_TERM.search(normalise(treatment)):
        return None
    named = [concepts_in(ped, PED_CONCEPTS) for ped in related]
    if not all(concepts and concepts <= exempt for concepts in named):
        return None
    return sorted(set().union(*named)), clauses


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
    exempt = _exempting(ctx, related, treatment)
    if exempt is not None:
        return ctx.result(
            RULE_ID,
            passed=True,
            clause_ids=tuple(dict.fromkeys((*clause_ids, *exempt[1]))),
            detail=f"relates to declared PED {', '.join(related)}; the wording takes {', '.join(exempt[0])} out of "
            "the PED waiting period (an acute episode, not a long-term complication)",
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
