"""EXCLUDED_TREATMENT: the treatment falls under an IRDAI standard exclusion the policy applies.

The keyword table :data:`~clausetrail.domain.rules.tables.exclusions.STANDARD_EXCLUSION_KEYWORDS` maps the
diagnosis and procedure to a code; a code is applied only when the policy's ``exclusion_codes`` include it.
When the terms carry no exclusion codes at all (or read them with low confidence), a code applies when the
wording states that exclusion in its IRDAI standard words (``extraction_meta.exclusions_by_text``, citing that
clause); any other match goes to a person (``TERM_MISSING``: the exclusion cannot be confirmed). A wording carve-out (reconstruction after an accident,
burn or cancer for Excl08; refractive error of 7.5 dioptres or more for Excl15) lets the claim continue; a
fact the carve-out needs that the claim lacks (the dioptre power) is ``FACT_MISSING``. Fail closed: a
treatment not read — no diagnosis or procedure, a procedure the bill charges for but the documents' procedure
not read, or either read with low confidence — never passes: ``FACT_MISSING``.
"""

from __future__ import annotations

from decimal import Decimal

from clausetrail.domain.rules.fail_closed import (
    FACT_MISSING,
    TERM_MISSING,
    gap_result,
    term_gap,
    treatment_gaps,
)
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


#: the extraction extra holding the standard exclusions a wording states in their IRDAI words, uncoded
BY_TEXT_KEY = "exclusions_by_text"


def _stated_by_text(ctx: RuleContext) -> dict[str, str]:
    """Code -> clause id of the standard exclusions the wording states in their standard words without
    printing the codes (``extraction_meta.exclusions_by_text``)."""
    rows = (ctx.terms.extraction_meta.model_extra or {}).get(BY_TEXT_KEY) or []
    return {
        str(row["code"]): str(row.get("clause_id") or "")
        for row in rows
        if isinstance(row, dict) and isinstance(row.get("code"), str)
    }


def check_excluded_treatment(ctx: RuleContext) -> RuleResult:
    raw = ctx.facts.treatment_text
    text = normalise(raw)
    codes_gap = term_gap(ctx, TERM)
    codes = None if codes_gap else ctx.terms.value(TERM)
    clause_ids = ctx.clause_ids(TERM)
    # no codes read: an exclusion the wording states in the IRDAI standard words still applies, citing its clause
    by_text = _stated_by_text(ctx) if codes is None else {}
    gaps = treatment_gaps(ctx.facts)
    if gaps:
        return gap_result(ctx, RULE_ID, FACT_MISSING, gaps, clause_ids=clause_ids)
    review: list[str] = []
    unconfirmed: list[str] = []
    dioptres: list[str] = []
    for entry in STANDARD_EXCLUSION_KEYWORDS:
        if not entry.pattern.search(text):
            continue
        if codes is not None and entry.code not in codes:
            continue
        verdict = _verdict(entry, ctx, text, raw)
        if verdict is None:
            continue
        if codes is None and entry.code not in by_text:
            unconfirmed.append(f"{entry.code} {entry.title}")
            continue
        if codes is None:
            clause_ids = tuple(c for c in (by_text[entry.code],) if c) or clause_ids
        if entry.code == "Excl15" and verdict is Outcome.HUMAN:
            dioptres.append(f"{entry.code} {entry.title}")
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
    if unconfirmed:
        return gap_result(
            ctx,
            RULE_ID,
            TERM_MISSING,
            {TERM: codes_gap or f"{TERM} was not read from the wording"},
            clause_ids=clause_ids,
            context="the treatment may fall under " + "; ".join(unconfirmed),
        )
    if dioptres:
        return gap_result(
            ctx,
            RULE_ID,
            FACT_MISSING,
            {"diagnosis": "the refractive error's dioptre power was not read (the exclusion ends at 7.5)"},
            clause_ids=clause_ids,
            context="; ".join(dioptres),
        )
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
