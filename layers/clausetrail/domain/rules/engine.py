"""Run the claim rules in the SPEC §7 order and decide.

Eligibility (hard stops), in order: POLICY_NOT_IN_FORCE, MEMBER_NOT_COVERED, INITIAL_WAITING_PERIOD,
PED_WAITING_PERIOD, SPECIFIC_DISEASE_WAITING_PERIOD, MATERNITY_WAITING_PERIOD, EXCLUDED_TREATMENT,
DUPLICATE_BILL, MISSING_DOCUMENTS, AMOUNT_MISMATCH. Then the payable steps, each on the amount the previous
one left: NON_PAYABLE_ITEMS, ROOM_RENT_PROPORTIONATE_DEDUCTION, ICU_LIMIT, ROOM_CATEGORY_ABOVE_ELIGIBLE,
SUBLIMIT, COPAY, DEDUCTIBLE, SUM_INSURED_EXHAUSTED.

* ``hard_stop`` ends evaluation: decision ``deny``, payable 0, the rule's reason code.
* ``need_info`` ends evaluation: decision ``need_info`` (AMOUNT_MISMATCH also routes to a human).
* ``human`` routes the claim to an adjuster (decision ``refer``). Evaluation goes on so the adjuster sees
  every rule and the computed draft amount — unless no policy version or member could be resolved, when
  nothing after it can be evaluated. Fail closed (SPEC §3): the draft is what the amounts say only when the
  person is asked to check an amount the rules could compute (a room above the eligible category); it is no
  draft at all (``draft_decision`` None) when an eligibility rule could not decide, when a term or fact a rule
  needs is missing (``TERM_MISSING`` / ``FACT_MISSING``), or when the amounts alone would approve — a claim a
  rule doubts is never drafted as a full approval.
* Otherwise the payable amount (never above the amount claimed) decides: ``approve`` when it equals the
  amount claimed, ``partial`` when lower, ``deny`` at 0 (with the reason codes of the steps that cut it).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import Final

from pydantic import BaseModel, ConfigDict, Field

from clausetrail.domain.rules import (
    amount_mismatch,
    copay,
    deductible,
    duplicate_bill,
    excluded_treatment,
    icu_limit,
    initial_waiting_period,
    maternity_waiting_period,
    member_covered,
    missing_documents,
    non_payable_items,
    ped_waiting_period,
    policy_in_force,
    room_category,
    room_rent,
    specific_disease_waiting_period,
    sublimit,
    sum_insured,
)
from clausetrail.domain.rules.fail_closed import FAIL_CLOSED_REASON_CODES
from clausetrail.domain.rules.model import Assessment, Outcome, RuleContext, RuleResult
from clausetrail.domain.rules.version import RULES_VERSION

__all__ = [
    "ELIGIBILITY_RULES",
    "PAYABLE_RULES",
    "REASON_CODES",
    "RULES_VERSION",
    "RULE_ORDER",
    "Decision",
    "EngineResult",
    "evaluate",
]

Rule = Callable[[RuleContext], RuleResult]

ELIGIBILITY_RULES: Final[tuple[tuple[str, Rule], ...]] = (
    (policy_in_force.RULE_ID, policy_in_force.check_policy_in_force),
    (member_covered.RULE_ID, member_covered.check_member_covered),
    (initial_waiting_period.RULE_ID, initial_waiting_period.check_initial_waiting_period),
    (ped_waiting_period.RULE_ID, ped_waiting_period.check_ped_waiting_period),
    (
        specific_disease_waiting_period.RULE_ID,
        specific_disease_waiting_period.check_specific_disease_waiting_period,
    ),
    (maternity_waiting_period.RULE_ID, maternity_waiting_period.check_maternity_waiting_period),
    (excluded_treatment.RULE_ID, excluded_treatment.check_excluded_treatment),
    (duplicate_bill.RULE_ID, duplicate_bill.check_duplicate_bill),
    (missing_documents.RULE_ID, missing_documents.check_missing_documents),
    (amount_mismatch.RULE_ID, amount_mismatch.check_amount_mismatch),
)

PAYABLE_RULES: Final[tuple[tuple[str, Rule], ...]] = (
    (non_payable_items.RULE_ID, non_payable_items.apply_non_payable_items),
    (room_rent.RULE_ID, room_rent.apply_room_rent),
    (icu_limit.RULE_ID, icu_limit.apply_icu_limit),
    (room_category.RULE_ID, room_category.apply_room_category),
    (sublimit.RULE_ID, sublimit.apply_sublimits),
    (copay.RULE_ID, copay.apply_copay),
    (deductible.RULE_ID, deductible.apply_deductible),
    (sum_insured.RULE_ID, sum_insured.apply_sum_insured),
)

RULE_ORDER: Final[tuple[str, ...]] = tuple(rule_id for rule_id, _ in (*ELIGIBILITY_RULES, *PAYABLE_RULES))
#: Every reason code a rule result may carry: the SPEC §7 codes (named after their rules) and the fail-closed
#: gaps of SPEC §3.
REASON_CODES: Final[tuple[str, ...]] = (*RULE_ORDER, *FAIL_CLOSED_REASON_CODES)
_ELIGIBILITY_IDS: Final = frozenset(rule_id for rule_id, _ in ELIGIBILITY_RULES)


class Decision(StrEnum):
    APPROVE = "approve"
    PARTIAL = "partial"
    DENY = "deny"
    NEED_INFO = "need_info"
    REFER = "refer"


class EngineResult(BaseModel):
    """Every rule result in order, the decision and the payable amount (None when not computed)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rules_version: str = RULES_VERSION
    policy_version_id: str | None
    results: tuple[RuleResult, ...]
    decision: Decision
    draft_decision: Decision | None = None  # what the amounts alone say, when the decision is refer
    payable_amount: int | None = Field(default=None, ge=0)
    reason_codes: tuple[str, ...] = ()
    exclusion_code: str | None = None
    needs_human: bool = False
    stopped_by: str | None = None  # rule id that ended evaluation
    clause_ids: tuple[str, ...] = ()
    assessment: Assessment | None = None

    def result(self, rule_id: str) -> RuleResult | None:
        return next((r for r in self.results if r.rule_id == rule_id), None)


def _amount_decision(payable: int, claimed: int) -> Decision:
    if payable == 0:
        return Decision.DENY
    return Decision.APPROVE if payable >= claimed else Decision.PARTIAL


def referred_draft(results: list[RuleResult], by_amount: Decision) -> Decision | None:
    """The draft shown to the person when the rules refer a claim (None: no draft, the person decides)."""
    human = [r for r in results if r.outcome is Outcome.HUMAN]
    if by_amount is Decision.APPROVE:
        return None
    if any(r.rule_id in _ELIGIBILITY_IDS for r in human):
        return None
    if any(r.reason_code in FAIL_CLOSED_REASON_CODES for r in results):
        return None
    return by_amount


def _finish(
    ctx: RuleContext,
    results: list[RuleResult],
    decision: Decision,
    *,
    payable: int | None,
    stopped_by: str | None = None,
    draft: Decision | None = None,
    assessment: Assessment | None = None,
) -> EngineResult:
    failed = [r for r in results if not r.passed]
    if stopped_by is not None:
        reasons = [r.reason_code for r in results if r.rule_id == stopped_by and r.reason_code]
    else:
        reasons = [r.reason_code for r in failed if r.reason_code]
    needs_human = any(r.outcome is Outcome.HUMAN for r in results) or any(
        r.rule_id == amount_mismatch.RULE_ID and not r.passed and amount_mismatch.ROUTES_TO_HUMAN
        for r in results
    )
    exclusion = next((r.exclusion_code for r in results if r.exclusion_code), None)
    clause_ids = tuple(dict.fromkeys(c for r in results for c in r.clause_ids))
    return EngineResult(
        rules_version=RULES_VERSION,
        policy_version_id=ctx.version.version_id if ctx.version else None,
        results=tuple(results),
        decision=decision,
        draft_decision=draft,
        payable_amount=payable,
        reason_codes=tuple(dict.fromkeys(reasons)),
        exclusion_code=exclusion,
        needs_human=needs_human,
        stopped_by=stopped_by,
        clause_ids=clause_ids,
        assessment=assessment,
    )


def evaluate(ctx: RuleContext) -> EngineResult:
    """Run every rule in order on ``ctx`` and decide. Pure: same context, same result."""
    results: list[RuleResult] = []
    for rule_id, rule in ELIGIBILITY_RULES:
        result = rule(ctx)
        results.append(result)
        if result.outcome is Outcome.HARD_STOP:
            return _finish(ctx, results, Decision.DENY, payable=0, stopped_by=rule_id)
        if result.outcome is Outcome.NEED_INFO:
            return _finish(ctx, results, Decision.NEED_INFO, payable=None, stopped_by=rule_id)
        if result.outcome is Outcome.HUMAN and (ctx.version is None or ctx.member is None):
            return _finish(ctx, results, Decision.REFER, payable=None, stopped_by=rule_id)
    for _rule_id, rule in PAYABLE_RULES:
        result = rule(ctx)
        results.append(result)
        if result.assessment is not None:
            ctx = ctx.with_assessment(result.assessment)
    assessment = ctx.current_assessment()
    payable = min(assessment.total, ctx.claim.amount_claimed)
    by_amount = _amount_decision(payable, ctx.claim.amount_claimed)
    if any(r.outcome is Outcome.HUMAN for r in results):
        draft = referred_draft(results, by_amount)
        return _finish(ctx, results, Decision.REFER, payable=payable, draft=draft, assessment=assessment)
    return _finish(ctx, results, by_amount, payable=payable, assessment=assessment)
