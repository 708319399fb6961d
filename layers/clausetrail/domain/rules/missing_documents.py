"""MISSING_DOCUMENTS: the required documents must be present, else the claim asks for them (need_info)."""

from __future__ import annotations

from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult

RULE_ID = "MISSING_DOCUMENTS"


def check_missing_documents(ctx: RuleContext) -> RuleResult:
    missing = sorted(d.value for d in ctx.required_documents - ctx.facts.documents_present)
    if missing:
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=RULE_ID,
            outcome=Outcome.NEED_INFO,
            detail="missing: " + ", ".join(missing),
        )
    return ctx.result(RULE_ID, passed=True, detail="required documents present")
