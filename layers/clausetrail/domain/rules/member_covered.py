"""MEMBER_NOT_COVERED: the claimant must be a member in the schedule, covered on the loss date.

A member absent from the schedule is a decision (deny), not an error (SPEC §8).
"""

from __future__ import annotations

from clausetrail.domain.identifiers import same_printed_id
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult

RULE_ID = "MEMBER_NOT_COVERED"
SCHEDULE_MISSING = "SCHEDULE_MISSING"
MEMBER_MISMATCH = "MEMBER_MISMATCH"


def check_member_covered(ctx: RuleContext) -> RuleResult:
    schedule = ctx.effective_schedule
    member_id = ctx.claim.member_id
    if schedule is None:
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=SCHEDULE_MISSING,
            outcome=Outcome.HUMAN,
            detail="no policy schedule for the version in force: members cannot be checked",
        )
    member = ctx.member
    if member is None:
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=RULE_ID,
            outcome=Outcome.HARD_STOP,
            clause_ids=("schedule:members",),
            detail=f"member {member_id} is not insured under the schedule",
        )
    if ctx.claim.loss_date < member.covered_since:
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=RULE_ID,
            outcome=Outcome.HARD_STOP,
            clause_ids=("schedule:members",),
            detail=f"member {member_id} is covered from {member.covered_since}, after the loss on {ctx.claim.loss_date}",
        )
    if ctx.facts.member_id and not same_printed_id(ctx.facts.member_id, member_id):
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=MEMBER_MISMATCH,
            outcome=Outcome.HUMAN,
            detail=f"the documents name member {ctx.facts.member_id}, the claim member {member_id}",
        )
    return ctx.result(RULE_ID, passed=True, detail=f"member {member_id} covered since {member.covered_since}")
