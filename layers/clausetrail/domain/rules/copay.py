"""COPAY (payable step 4): the co-pay percent on what remains after the sublimits.

The percent is the larger of the schedule's ``copay_percent`` and the wording's co-pay when that applies to
every claim (a mandatory co-pay cannot be waived by a schedule that says 0; a schedule percent already
includes the wording's). A co-pay tied to a higher room category is ROOM_CATEGORY_ABOVE_ELIGIBLE's.

A wording co-pay conditioned on the member's age alone ("age at entry 61 years and above") is evaluated on
the member's age (:mod:`~clausetrail.domain.rules.age_conditions`): it applies when the member qualifies,
even when the schedule says 0 (a schedule 0 is the default, not a waiver). A schedule percent at least the
wording's is taken to include it; a lower non-zero schedule percent leaves open whether they add up, so a
person decides (the draft applies the larger). Fail closed: an age condition that cannot be read is
``TERM_MISSING``, and so is a co-pay stated only up to an age the member is past (the older members' tier is
not in the terms); a member whose date of birth is not in the schedule is ``FACT_MISSING``; an age that
crosses the threshold between the policy year's start and the loss goes to a person. A co-pay for treatment
in another zone than the premium's, when the schedule prints no percent of its own, turns on where the member was
treated: the treating hospital's city in the wording's zone table (:mod:`~clausetrail.domain.rules.zone_copay`),
and ``FACT_MISSING`` when that is not certain; a wording co-pay doubted only because it turns on
the zone of treatment (:data:`ZONE_DOUBT_NOTE`) cannot apply to a member whose premium is the top zone's
(Zone I / A / 1), who may be treated anywhere without it. Any other condition (plan, optional cover) applies
only through the schedule; when the schedule states no percent the claim goes to a person (``TERM_MISSING``). A
wording co-pay not extracted, or read with low confidence, while the schedule states no percent either is
``TERM_MISSING`` too. Payable = remaining x (100 - p) / 100,
rounded half-up. A co-pay set by age band (``Copay.tiers``) applies the tier whose age condition the member
meets (the larger if several), as an age co-pay; a tier that cannot be read, or an age no tier covers, is
``TERM_MISSING``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from clausetrail.domain.money import format_inr
from clausetrail.domain.rules.age_conditions import ConditionKind, age_on, classify, parse_age_condition
from clausetrail.domain.rules.arithmetic import after_percent_deduction
from clausetrail.domain.rules.fail_closed import FACT_MISSING, TERM_MISSING, term_gap
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult
from clausetrail.domain.rules.room_category import is_room_upgrade_condition
from clausetrail.domain.rules.text_match import word_pattern
from clausetrail.domain.rules.zone_copay import ZoneCopay, resolve_zone_copay
from clausetrail.domain.terms import Copay
from clausetrail.domain.zones import zone_rank

RULE_ID = "COPAY"
_BY_ZONE = word_pattern([r"zone", r"zones", r"city", r"cities", r"tier"])
#: the note the term reader leaves on a co-pay it doubts only because it turns on the zone of treatment
ZONE_DOUBT_NOTE = "a co-pay that turns on the zone or city of treatment"
TERM = "copay"
_EVERY_CLAIM = word_pattern(
    [r"each and every claim", r"every claim", r"all claims", r"each claim", r"per claim"]
)


@dataclass
class _Verdict:
    percent: int | Decimal = 0
    clause_ids: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    human: str | None = None  # reason code when a person must decide
    gaps: dict[str, str] = field(default_factory=dict)
    why: str = ""


def _age_verdict(
    ctx: RuleContext, wording: Copay, verdict: _Verdict, schedule_pct: int | Decimal | None
) -> None:
    condition = wording.condition or ""
    parsed = parse_age_condition(condition)
    if parsed is None:
        verdict.human, verdict.gaps = (
            TERM_MISSING,
            {TERM: f"the co-pay condition {condition!r} cannot be evaluated"},
        )
        return
    member = ctx.member
    if member is None or member.dob is None:
        who = member.member_id if member else ctx.claim.member_id
        verdict.human = FACT_MISSING
        verdict.gaps = {f"members[{who}].dob": f"the member's date of birth is needed for: {condition}"}
        return
    if parsed.at_entry:
        days = [member.covered_since]
    else:
        start = ctx.version.effective_from if ctx.version else ctx.claim.loss_date
        days = [start, ctx.claim.loss_date]
    verdicts = {parsed.holds(age_on(member.dob, d)) for d in days}
    ages = ", ".join(f"{age_on(member.dob, d)} on {d}" for d in days)
    if len(verdicts) > 1:
        verdict.human = RULE_ID
        verdict.why = (
            f"the member's age ({ages}) crosses the co-pay condition {condition!r} in this policy year"
        )
        verdict.percent = max(verdict.percent, wording.percent)
        return
    if not verdicts.pop():
        if parsed.low is None and parsed.high is not None:
            # a co-pay stated only up to an age the member is past: wordings then set another (higher) tier for
            # older members, which these terms do not carry
            verdict.human = TERM_MISSING
            verdict.gaps = {TERM: f"the co-pay is stated for {parsed.describe()}; the member's age is {ages}"}
            verdict.percent = max(verdict.percent, wording.percent)
            return
        verdict.notes.append(
            f"the wording's {wording.percent}% co-pay ({parsed.describe()}) does not apply: age {ages}"
        )
        return
    if schedule_pct is not None and 0 < schedule_pct < wording.percent:
        verdict.human = RULE_ID
        verdict.why = (
            f"the member qualifies for the wording's {wording.percent}% co-pay ({parsed.describe()}, age {ages}) "
            f"and the schedule states {schedule_pct}%: whether they add up is for a person"
        )
    if wording.percent >= verdict.percent:
        verdict.percent = wording.percent
        verdict.clause_ids = list(ctx.clause_ids(TERM))
    verdict.notes.append(f"{parsed.describe()} applies: age {ages}")


def _tier_verdict(
    ctx: RuleContext, wording: Copay, verdict: _Verdict, schedule_pct: int | Decimal | None
) -> None:
    """A co-pay set by age band: the tier whose age condition the member meets is applied as a single age
    co-pay. Fail closed: a tier whose condition is not an age condition that can be read, or a member age
    that no tier covers, is ``TERM_MISSING``; a member without a date of birth is ``FACT_MISSING``."""
    parsed = [(tier, parse_age_condition(tier.condition)) for tier in wording.tiers]
    unread = [t.condition for t, p in parsed if p is None or classify(t.condition) is not ConditionKind.AGE]
    if unread:
        verdict.human = TERM_MISSING
        verdict.gaps = {TERM: f"the co-pay tier condition {unread[0]!r} cannot be evaluated"}
        return
    member = ctx.member
    if member is None or member.dob is None:
        who = member.member_id if member else ctx.claim.member_id
        verdict.human = FACT_MISSING
        verdict.gaps = {
            f"members[{who}].dob": "the member's date of birth is needed for the age-banded co-pay"
        }
        return
    start = ctx.version.effective_from if ctx.version else ctx.claim.loss_date
    holding = []
    for tier, condition in parsed:
        assert condition is not None
        days = [member.covered_since] if condition.at_entry else [start, ctx.claim.loss_date]
        if any(condition.holds(age_on(member.dob, d)) for d in days):
            holding.append(tier)
    if not holding:
        verdict.human = TERM_MISSING
        verdict.gaps = {TERM: "no co-pay tier of the wording covers the member's age"}
        return
    chosen = max(holding, key=lambda t: t.percent)
    _age_verdict(ctx, Copay(percent=chosen.percent, condition=chosen.condition), verdict, schedule_pct)


def _top_zone_exempt(ctx: RuleContext, schedule_pct: int | Decimal | None) -> bool:
    """A co-pay doubted only because it turns on the zone of treatment cannot apply to a member whose premium
    is the top zone's (treatment in every zone is allowed without it), when the schedule prints no percent."""
    term = ctx.terms.term(TERM)
    schedule = ctx.effective_schedule
    return (
        term is not None
        and term.note == ZONE_DOUBT_NOTE
        and not schedule_pct
        and schedule is not None
        and zone_rank(schedule.zone) == 1  # the top zone's premium (Zone I / A / 1) is treated anywhere
    )


def _decide(ctx: RuleContext) -> _Verdict:
    schedule = ctx.effective_schedule
    schedule_pct = schedule.copay_percent if schedule is not None else None
    verdict = _Verdict()
    if schedule_pct is not None:
        verdict.percent = schedule_pct
        if schedule_pct:
            verdict.clause_ids.append("schedule:copay_percent")
    gap = term_gap(ctx, TERM)
    wording: Copay | None = ctx.terms.value(TERM)
    if gap and schedule is not None and _top_zone_exempt(ctx, schedule_pct):
        verdict.notes.append(f"premium paid for {schedule.zone}: no co-pay for the zone of treatment")
        return verdict
    zone_doubt = (term := ctx.terms.term(TERM)) is not None and term.note == ZONE_DOUBT_NOTE
    if gap and zone_doubt and not schedule_pct and _zone_verdict(ctx, verdict):
        return verdict
    if gap:
        # a schedule 0 is the default, not a waiver: a co-pay the wording states but was read with doubt still
        # sends the claim to a person unless the schedule prints a percent of its own
        doubted = ctx.terms.term(TERM) is not None
        if schedule_pct is None or (doubted and not schedule_pct):
            verdict.human, verdict.gaps = TERM_MISSING, {TERM: gap}
        return verdict  # a doubtful wording co-pay is not applied; the schedule's percent is
    if wording is not None and wording.tiers:
        _tier_verdict(ctx, wording, verdict, schedule_pct)
        return verdict
    if wording is None or not wording.percent or is_room_upgrade_condition(wording.condition):
        return verdict
    kind = classify(wording.condition)
    if kind is ConditionKind.AGE:
        _age_verdict(ctx, wording, verdict, schedule_pct)
        return verdict
    assert wording.condition is not None or kind is ConditionKind.NONE
    if kind is ConditionKind.NONE or _EVERY_CLAIM.search((wording.condition or "").lower()):
        if wording.percent >= verdict.percent:
            verdict.percent = wording.percent
            verdict.clause_ids = list(ctx.clause_ids(TERM))
    elif schedule_pct is None:
        verdict.human = TERM_MISSING
        verdict.gaps = {
            "copay_percent": f"the wording's {wording.percent}% co-pay applies when: {wording.condition}; "
            "the schedule states no co-pay percent"
        }
    elif _BY_ZONE.search((wording.condition or "").lower()) and schedule_pct == 0:
        # a co-pay for treatment outside the zone the premium was paid for: it turns on where the member was
        # treated (the hospital's city in the wording's zone table), else a person decides
        resolved = resolve_zone_copay(ctx)
        if resolved.percent is not None:
            _apply_zone(verdict, resolved)
            return verdict
        verdict.human = FACT_MISSING
        verdict.gaps = {
            "treatment_zone": f"the {wording.percent}% co-pay applies when: {wording.condition}; the zone of "
            f"treatment is not certain: {resolved.explanation}"
        }
    return verdict


def _apply_zone(verdict: _Verdict, resolved: ZoneCopay) -> None:
    assert resolved.percent is not None
    verdict.notes.append(resolved.explanation)
    if resolved.percent > verdict.percent:
        verdict.percent = resolved.percent
        verdict.clause_ids = list(resolved.clause_ids)


def _zone_verdict(ctx: RuleContext, verdict: _Verdict) -> bool:
    """A co-pay doubted only because it turns on the zone of treatment, resolved from the zone the member
    was treated in (True), or left to the fail-closed path (False)."""
    resolved = resolve_zone_copay(ctx)
    if resolved.percent is None:
        return False
    _apply_zone(verdict, resolved)
    return True


def apply_copay(ctx: RuleContext) -> RuleResult:
    assessment = ctx.current_assessment()
    total = assessment.total
    verdict = _decide(ctx)
    payable = after_percent_deduction(total, verdict.percent) if verdict.percent else total
    new = assessment.deduct(RULE_ID, total - payable)
    applied = f"{verdict.percent}% co-pay on {format_inr(total)}: {format_inr(total - payable)}"
    notes = "; ".join(verdict.notes)
    if verdict.human is not None:
        what = "; ".join(verdict.gaps.values()) or verdict.why
        named = f" ({', '.join(verdict.gaps)})" if verdict.gaps else ""
        return ctx.result(
            RULE_ID,
            passed=False,
            reason_code=verdict.human,
            outcome=Outcome.HUMAN,
            computed_amount=new.total,
            clause_ids=tuple(dict.fromkeys([*verdict.clause_ids, *ctx.clause_ids(TERM)])),
            missing_fields=tuple(verdict.gaps),
            detail=f"{verdict.human}{named}: {what}; draft: {applied if verdict.percent else 'no co-pay applied'}",
            assessment=new,
        )
    if not verdict.percent:
        return ctx.result(
            RULE_ID, passed=True, computed_amount=total, detail="no co-pay" + (f" ({notes})" if notes else "")
        )
    return ctx.result(
        RULE_ID,
        passed=payable == total,
        reason_code=RULE_ID if payable < total else None,
        computed_amount=new.total,
        clause_ids=tuple(dict.fromkeys(verdict.clause_ids)),
        detail=applied + (f" ({notes})" if notes else ""),
        assessment=new,
    )
