"""NON_PAYABLE_ITEMS (payable step 1): bill lines on IRDAI List I are dropped.

Lines are matched with :meth:`NonPayableCatalogue.match`. A conditional List I item (LEGGINGS: "essential
in bariatric and varicose vein surgery") is kept when the treatment meets its condition. Lines naming a
List II-IV item are kept and noted as subsumed into room / procedure / treatment charges.
"""

from __future__ import annotations

from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.model import RuleContext, RuleResult
from clausetrail.domain.rules.text_match import normalise

RULE_ID = "NON_PAYABLE_ITEMS"


def apply_non_payable_items(ctx: RuleContext) -> RuleResult:
    assessment = ctx.current_assessment()
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
        dropped.append(f"{line.description!r} {format_inr(line.allowed)} ({item.ref} {item.name})")
        lines.append(line.reduced_to(0, f"{item.ref}: not payable"))
    new = assessment.with_lines(tuple(lines))
    detail = "dropped: " + "; ".join(dropped) if dropped else "no List I items"
    if subsumed:
        detail += ". Subsumed items kept: " + "; ".join(subsumed)
    return ctx.result(
        RULE_ID,
        passed=not dropped,
        reason_code=RULE_ID if dropped else None,
        computed_amount=new.total,
        detail=detail,
        assessment=new,
    )
