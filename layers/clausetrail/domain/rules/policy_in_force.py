"""POLICY_NOT_IN_FORCE: a ready policy version must be in force on the loss date (SPEC §7).

Cover runs from ``effective_from`` to ``effective_to`` inclusive. A loss after ``effective_to`` is not
covered even during the renewal grace period (the grace period keeps continuity, it gives no cover).
"""

from __future__ import annotations

from datetime import timedelta

from clausetrail.domain.policy import PolicyVersion, VersionStatus
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult
from clausetrail.domain.terms import PolicyTerms

RULE_ID = "POLICY_NOT_IN_FORCE"
NOT_READY = "POLICY_VERSION_NOT_READY"


def _terms_of(ctx: RuleContext, version: PolicyVersion) -> PolicyTerms:
    terms = ctx.terms_by_version.get(version.version_id)
    if terms is not None:
        return terms
    return PolicyTerms.model_validate(version.terms) if version.terms else PolicyTerms()


def check_policy_in_force(ctx: RuleContext) -> RuleResult:
    loss = ctx.claim.loss_date
    version = ctx.version
    if version is not None:
        until = version.effective_to.isoformat() if version.effective_to else "open-ended"
        return ctx.result(
            RULE_ID,
            passed=True,
            detail=f"version {version.version_id} in force {version.effective_from}..{until} on {loss}",
        )
    covering = [v for v in ctx.policy_versions if v.in_force_on(loss)]
    if covering:
        statuses = ", ".join(sorted({v.status.value for v in covering}))
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=NOT_READY,
            outcome=Outcome.HUMAN,
            detail=f"a version covers {loss} but none is ready ({statuses})",
        )
    ready = [v for v in ctx.policy_versions if v.status is VersionStatus.READY]
    lapsed = [v for v in ready if v.effective_to is not None and v.effective_to < loss]
    detail = f"no version of policy {ctx.claim.policy_id} is in force on {loss}"
    clause_ids: tuple[str, ...] = ()
    if lapsed:
        last = max(lapsed, key=lambda v: v.effective_to or loss)
        assert last.effective_to is not None
        detail += f"; cover ended on {last.effective_to}"
        grace = _terms_of(ctx, last).term("grace_period_days")
        if grace is not None and grace.value:
            if loss <= last.effective_to + timedelta(days=grace.value):
                detail += f" (loss within the {grace.value}-day grace period, which gives no cover)"
            clause_ids = (grace.clause_id,) if grace.clause_id else ()
    elif ready:
        detail += f"; cover starts on {min(v.effective_from for v in ready)}"
    return ctx.result(
        RULE_ID,
        passed=False,
        reason_code=RULE_ID,
        outcome=Outcome.HARD_STOP,
        clause_ids=clause_ids,
        detail=detail,
    )
