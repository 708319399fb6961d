"""SUBLIMIT (payable step 3): ambulance, cataract (per eye) and modern-treatment limits.

* Ambulance lines are capped at ``ambulance_limit`` (per claim); ``not_covered`` pays nothing for them.
* A cataract claim (the treatment names cataract/phaco/IOL) is capped at ``cataract_limit`` per eye: lines
  tagged with an eye are capped per eye, then the whole claim at the limit x the eyes treated (eyes on the
  lines, else "both eyes"/"bilateral" in the procedure = 2, else 1).
* A claim for one of the twelve IRDAI modern treatments is capped at ``modern_treatment_limit``.
* A claim for an ailment the wording caps in its own table is capped at that row's limit
  (:mod:`clausetrail.domain.rules.ailment_limits`).

Percent limits are of the base sum insured, rounded half-up; a cap over several lines is shared exactly.

Fail closed: ambulance lines, a cataract claim or a modern treatment whose limit term is missing or doubtful
(or a percent limit without a schedule sum insured) go to a person (``TERM_MISSING``); the caps that could be
read still apply to the draft amount. A cataract claim on both eyes is paid up to the limit once per eye only
when the limit's own words say it is per eye and set no other cap per policy period or year ("x per eye,
y per policy period"); else whether the limit covers both eyes together is not known, and a person decides
(``TERM_MISSING``, the draft capped at the limit once).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from clausetrail.domain.claims.facts import Eye, LineCategory
from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.ailment_limits import ailment_caps, describe
from clausetrail.domain.rules.arithmetic import cap_lines
from clausetrail.domain.rules.fail_closed import TERM_MISSING, gap_result, term_gap
from clausetrail.domain.rules.limits import limit_inr
from clausetrail.domain.rules.maternity_limit import maternity_cap
from clausetrail.domain.rules.model import AssessedLine, Assessment, RuleContext, RuleResult
from clausetrail.domain.rules.tables.treatments import BOTH_EYES_PATTERN, CATARACT_PATTERN, MODERN_TREATMENTS
from clausetrail.domain.rules.text_match import concepts_in, normalise
from clausetrail.domain.terms import PERCENT_LIMIT_KINDS, Limit, LimitKind

RULE_ID = "SUBLIMIT"
#: the gap's name when a limit the wording sets per ailment cannot be applied
AILMENT_TERM: Final = "ailment_limits"
MATERNITY_TERM: Final = "maternity_limit"
#: a limit stated per eye, and a cap stated per policy period or year beside it
_PER_EYE: Final = re.compile(r"(?i)\b(?:per|each|every|for\s+one)\s+(?:each\s+)?eye\b|/\s*eye\b")
_PER_PERIOD: Final = re.compile(
    r"(?i)\b(?:per|each|every|for\s+the)\s+(?:policy\s+)?(?:period|year)\b|\blimit\s+per\s+policy\b"
    r"|\bin\s+aggregate\b|\bfor\s+both\s+eyes\b|\bboth\s+eyes\s+together\b"
)


def _per_eye_unknown(ctx: RuleContext) -> str | None:
    """Why a cataract limit cannot be paid once per eye on a claim for both eyes, or None."""
    term = ctx.terms.term("cataract_limit")
    quote = " ".join(((term.quote or "") if term is not None else "").split())
    if not _PER_EYE.search(quote):
        return "the cataract limit does not say it is per eye; this claim treats both eyes"
    if _PER_PERIOD.search(quote):
        return "the cataract limit is stated per eye and also per policy period or year; this claim treats both eyes"
    return None


def _cap(
    lines: tuple[AssessedLine, ...], selected: Callable[[AssessedLine], bool], cap: int, note: str
) -> tuple[AssessedLine, ...]:
    chosen = [line for line in lines if selected(line)]
    capped = iter(cap_lines([line.allowed for line in chosen], cap))
    return tuple(line.reduced_to(next(capped), note) if selected(line) else line for line in lines)


def _on_eye(eye_of: dict[int, Eye | None], eye: Eye) -> Callable[[AssessedLine], bool]:
    return lambda line: eye_of[line.index] == eye


def _limit_amount(limit: Limit | None, sum_insured: int) -> int | None:
    """Rupees of a sublimit: None when there is none, 0 when not covered."""
    if limit is None or limit.kind in (LimitKind.NO_LIMIT, LimitKind.ROOM_CATEGORY):
        return None
    if limit.kind is LimitKind.NOT_COVERED:
        return 0
    return limit_inr(limit, sum_insured)


def _usable(ctx: RuleContext, name: str, gaps: dict[str, str]) -> Limit | None:
    """The limit term ``name`` when it can be applied (a doubtful percent limit still caps the draft)."""
    limit: Limit | None = ctx.terms.value(name)
    if limit is None or (
        name in gaps and ctx.effective_schedule is None and limit.kind in PERCENT_LIMIT_KINDS
    ):
        return None
    return limit


MODERN_ROWS_KEY: Final = "modern_treatment_rows"


def _modern_row(ctx: RuleContext, treatments: set[str]) -> tuple[Limit, str] | None:
    """The limit (and clause) of the wording's per-procedure row for the modern treatment this claim is for;
    None when the wording has no such rows, or the claim names no single one of its procedures."""
    if len(treatments) != 1:
        return None
    rows = (ctx.terms.extraction_meta.model_extra or {}).get(MODERN_ROWS_KEY) or []
    for row in rows:
        if (
            isinstance(row, dict)
            and row.get("treatment") in treatments
            and isinstance(row.get("limit"), dict)
        ):
            try:
                return Limit.model_validate(row["limit"]), str(row.get("clause_id") or "")
            except ValueError:
                return None
    return None


def apply_sublimits(ctx: RuleContext) -> RuleResult:
    assessment = ctx.current_assessment()
    schedule = ctx.effective_schedule
    si = schedule.sum_insured if schedule else 0
    text = normalise(ctx.facts.treatment_text)
    lines = assessment.lines
    applied: list[str] = []
    fields: list[str] = []
    gaps: dict[str, str] = {}

    def needed(name: str) -> None:
        """Record a gap in the limit term ``name`` that this claim needs."""
        why = term_gap(ctx, name)
        limit: Limit | None = ctx.terms.value(name)
        if why is None and schedule is None and limit is not None and limit.kind in PERCENT_LIMIT_KINDS:
            why = f"{name} is {limit.describe()} and no schedule gives the sum insured"
        if why:
            gaps[name] = why

    amb_total = sum(line.allowed for line in lines if line.category is LineCategory.AMBULANCE)
    if amb_total:
        needed("ambulance_limit")
    if CATARACT_PATTERN.search(text):
        needed("cataract_limit")
    treatments = concepts_in(text, MODERN_TREATMENTS)
    procedure_row = _modern_row(ctx, treatments)
    if treatments and procedure_row is None:
        needed("modern_treatment_limit")

    ambulance = _limit_amount(_usable(ctx, "ambulance_limit", gaps), si)
    if ambulance is not None and amb_total > ambulance:
        lines = _cap(
            lines, lambda line: line.category is LineCategory.AMBULANCE, ambulance, f"{RULE_ID}: ambulance"
        )
        applied.append(f"ambulance {format_inr(amb_total)} capped at {format_inr(ambulance)}")
        fields.append("ambulance_limit")

    cataract = _limit_amount(_usable(ctx, "cataract_limit", gaps), si)
    if cataract is not None and CATARACT_PATTERN.search(text):
        eye_of = {line.index: ctx.facts.line_items[line.index].eye for line in lines}
        eyes_on_lines = {eye for eye in eye_of.values() if eye is not None}
        for eye in sorted(eyes_on_lines):
            eye_total = sum(line.allowed for line in lines if eye_of[line.index] == eye)
            if eye_total > cataract:
                lines = _cap(lines, _on_eye(eye_of, eye), cataract, f"{RULE_ID}: cataract {eye}")
                applied.append(
                    f"cataract ({eye} eye) {format_inr(eye_total)} capped at {format_inr(cataract)}"
                )
        eyes = len(eyes_on_lines) or (2 if BOTH_EYES_PATTERN.search(text) else 1)
        if eyes > 1 and "cataract_limit" not in gaps:
            unknown = _per_eye_unknown(ctx)
            if unknown:
                gaps["cataract_limit"] = unknown
                eyes = 1
        total = sum(line.allowed for line in lines)
        if total > cataract * eyes:
            lines = _cap(lines, lambda line: True, cataract * eyes, f"{RULE_ID}: cataract")
            applied.append(
                f"cataract claim {format_inr(total)} capped at {format_inr(cataract)} x {eyes} eye(s)"
            )
        fields.append("cataract_limit")

    if procedure_row is not None:
        # the wording's row for this procedure, not one figure for every modern treatment
        row_limit = procedure_row[0]
        modern = _limit_amount(row_limit, si)
        if row_limit.kind in PERCENT_LIMIT_KINDS and schedule is None:
            modern = None
            gaps["modern_treatment_limit"] = (
                f"the procedure's limit is {row_limit.describe()} and no schedule gives the sum insured"
            )
    else:
        modern = _limit_amount(_usable(ctx, "modern_treatment_limit", gaps), si)
    if modern is not None and treatments:
        total = sum(line.allowed for line in lines)
        if total > modern:
            lines = _cap(lines, lambda line: True, modern, f"{RULE_ID}: modern treatment")
            applied.append(
                f"{', '.join(sorted(treatments))} {format_inr(total)} capped at {format_inr(modern)}"
            )
        if procedure_row is None:
            fields.append("modern_treatment_limit")

    extra_clauses: list[str] = [procedure_row[1]] if procedure_row is not None and procedure_row[1] else []
    for ailment in ailment_caps(ctx, ctx.facts.treatment_text, si if schedule else None):
        if ailment.gap:
            gaps[AILMENT_TERM] = ailment.gap
        total = sum(line.allowed for line in lines)
        if ailment.amount is not None and total > ailment.amount:
            lines = _cap(lines, lambda line: True, ailment.amount, f"{RULE_ID}: {ailment.ailment}")
            applied.append(describe(ailment, total))
        extra_clauses += [ailment.clause_id] if ailment.clause_id else []

    maternity = maternity_cap(ctx, si if schedule else None)
    if maternity is not None:
        if maternity.gap:
            gaps[MATERNITY_TERM] = maternity.gap
        total = sum(line.allowed for line in lines)
        if maternity.amount is not None and total > maternity.amount:
            lines = _cap(lines, lambda line: True, maternity.amount, f"{RULE_ID}: maternity")
            applied.append(
                f"maternity {format_inr(total)} capped at {format_inr(maternity.amount)} ({maternity.described})"
            )
        extra_clauses += [maternity.clause_id] if maternity.clause_id else []

    new: Assessment = assessment.with_lines(lines)
    changed = new.total < assessment.total
    clause_ids = tuple(dict.fromkeys((*ctx.clause_ids(*fields), *extra_clauses)))
    if gaps:
        gap = gap_result(
            ctx,
            RULE_ID,
            TERM_MISSING,
            gaps,
            clause_ids=clause_ids,
            computed_amount=new.total,
            context="; ".join(applied) if applied else "no sublimit could be applied",
        )
        return gap.model_copy(update={"assessment": new})
    return ctx.result(
        RULE_ID,
        passed=not changed,
        reason_code=RULE_ID if changed else None,
        computed_amount=new.total,
        clause_ids=clause_ids,
        detail="; ".join(applied) if applied else "no sublimit reached",
        assessment=new,
    )
