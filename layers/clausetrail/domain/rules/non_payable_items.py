"""NON_PAYABLE_ITEMS (payable step 1): bill lines on IRDAI List I are dropped.

Lines are matched with :meth:`NonPayableCatalogue.match`. A conditional List I item (LEGGINGS: "essential
in bariatric and varicose vein surgery") is kept when the treatment meets its condition. Lines naming a
List II-IV item are kept and noted as subsumed into room / procedure / treatment charges.

A wording may sell a benefit that pays the List I items ("Claim Shield", "Claim Protector", a consumables
cover: read by ``extraction.rules.optional_covers`` into ``extraction_meta.non_payable_covers``). When the
issued schedule names such a cover among its ``optional_covers``, the List I lines are paid and the cover's
clause is cited; a cover the wording does not sell, or one the schedule does not name, changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clausetrail.domain.cover_names import same_cover
from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.model import RuleContext, RuleResult
from clausetrail.domain.rules.text_match import normalise

RULE_ID = "NON_PAYABLE_ITEMS"


def opted_non_payable_cover(ctx: RuleContext) -> Mapping[str, Any] | None:
    """The wording's benefit that pays List I items, when the schedule names it among its optional covers."""
    schedule = ctx.effective_schedule
    if schedule is None or not schedule.optional_covers:
        return None
    covers = (ctx.terms.extraction_meta.model_extra or {}).get("non_payable_covers") or []
    for opted in schedule.optional_covers:
        for cover in covers:
            if isinstance(cover, Mapping) and same_cover(str(opted), str(cover.get("name") or "")):
                return cover
    return None


def apply_non_payable_items(ctx: RuleContext) -> RuleResult:
    assessment = ctx.current_assessment()
    cover = opted_non_payable_cover(ctx)
    paid_by_cover: list[str] = []
    catalogue = ctx.catalogue
    treatment = normalise(ctx.facts.treatment_text)
    lines = []
    dropped: list[str] = []
    subsumed: list[str] = []
    for line in assessment.lines:
        others = {o.category for o in assessment.lines if o.index != line.index}
        match = catalogue.match(line.description, category=line.category, bill_categories=others)
        if match is None or line.allowed == 0:
            lines.append(line)
            continue
        item = match.item
        if not match.not_payable:
            subsumed.append(f"{line.description!r} ({item.ref}, {item.treatment})")
            lines.append(line)
            continue
        pattern = item.hint.payable_if_treatment
        if item.payable == "conditional" and pattern is not None and pattern.search(treatment):
            lines.append(line)
            continue
        if cover is not None:
            paid_by_cover.append(f"{line.description!r} ({item.ref})")
            lines.append(line)
            continue
        dropped.append(f"{line.description!r} {format_inr(line.allowed)} ({item.ref} {item.name})")
        lines.append(line.reduced_to(0, f"{item.ref}: not payable"))
    new = assessment.with_lines(tuple(lines))
    detail = "dropped: " + "; ".join(dropped) if dropped else "no List I items"
    if subsumed:
        detail += ". Subsumed items kept: " + "; ".join(subsumed)
    clause_ids: tuple[str, ...] = ()
    if paid_by_cover and cover is not None:
        where = f" (clause {cover['clause_no']})" if cover.get("clause_no") else ""
        detail += f". Paid under the opted cover {cover.get('name')}{where}: " + "; ".join(paid_by_cover)
        clause_ids = tuple(str(c) for c in (cover.get("clause_id"),) if c)
    return ctx.result(
        RULE_ID,
        passed=not dropped,
        reason_code=RULE_ID if dropped else None,
        computed_amount=new.total,
        detail=detail,
        assessment=new,
        clause_ids=clause_ids,
    )
