"""The gate and review sampling (SPEC §3 stage 6). Pure code.

Nothing is decided without a person except two things:

* an **approval** within the limits: the decision is approve, the payable amount is at most 25,000 INR, the
  calibrated score is at least 0.9, verification passed, the policy terms are complete and the kill switch is
  off (route ``auto``; a random 2 % of these still go to an adjuster as an audit sample);
* a **request for missing documents** (``need_info``), drafted by a rules hard stop, may go out automatically
  (route ``auto``, decided by the rules).

Every **repudiation** (``deny``, whether drafted by a rules hard stop or by judgement) goes to the Claims Review
Committee (route ``crc``): it becomes final only when a majority of the committee upholds it, and goes to an
adjuster when a majority overturns it (IRDAI Master Circular on Health Insurance 2024, §17(a)). This holds with
the kill switch on and when the rules named gaps too; the gaps are then named in the route reasons. Every
partial disallowance, and everything else that is not auto, goes to an adjuster (route ``human``); 5 % of
adjuster reviews are blind (the draft is hidden).

Fail closed (SPEC §3): a claim any rule could not decide — a rule result that asked for a person, or named a
missing or doubtful term or fact (``TERM_MISSING`` / ``FACT_MISSING``) — is never decided automatically,
whatever the stored summary says; the gaps are given as the route reasons.
"""

from __future__ import annotations

from dataclasses import dataclass, field

AUTO_PAY_LIMIT_INR = 25_000
SCORE_THRESHOLD = 0.9
AUDIT_SAMPLE_RATE = 0.02
BLIND_REVIEW_RATE = 0.05


@dataclass(frozen=True, slots=True)
class GateInput:
    decision: str  # approve | partial | deny | need_info | refer
    payable_amount: int | None
    score: float
    verification_passed: bool
    terms_complete: bool
    kill_switch: bool
    hard_stop: bool  # the rules ended the claim (deny with a reason code, or need_info for documents)
    needs_human: bool  # a rule asked for a person (amount mismatch, category above eligible, ...)
    rests_on_model: bool = False  # the decision relies on model judgement
    rule_gaps: tuple[str, ...] = ()  # TERM_MISSING / FACT_MISSING / a person asked for, from the rule rows


@dataclass(frozen=True, slots=True)
class GateDecision:
    route: str  # auto | human | crc
    decided_by: str | None  # rules/agent when decided automatically; None while a person (or the CRC) must
    reasons: tuple[str, ...] = field(default_factory=tuple)
    audit_sample: bool = False


def gate(inp: GateInput, *, audit_draw: float) -> GateDecision:
    """`audit_draw` is a uniform random number in [0, 1) drawn once per claim and stored (replayable)."""
    gaps = (
        ("RULES_ASKED_FOR_A_PERSON", *dict.fromkeys(inp.rule_gaps))
        if inp.needs_human or inp.rule_gaps
        else ()
    )
    if inp.decision == "deny":
        # a repudiation is never final without the committee, whoever drafted it
        extra = ("KILL_SWITCH_ON",) if inp.kill_switch else ()
        return GateDecision("crc", None, ("REPUDIATION_GOES_TO_THE_CRC", *extra, *gaps))
    if inp.kill_switch:
        return GateDecision("human", None, ("KILL_SWITCH_ON",))
    if gaps:
        return GateDecision("human", None, gaps)
    if inp.hard_stop and inp.decision == "need_info" and not inp.rests_on_model:
        return GateDecision("auto", "rules", ("RULES_HARD_STOP",))
    reasons: list[str] = []
    if inp.decision != "approve":
        reasons.append("PARTIAL_GOES_TO_AN_ADJUSTER" if inp.decision == "partial" else "NOT_AN_APPROVAL")
    if inp.payable_amount is None or inp.payable_amount > AUTO_PAY_LIMIT_INR:
        reasons.append("ABOVE_AUTO_PAY_LIMIT")
    if inp.score < SCORE_THRESHOLD:
        reasons.append("LOW_CONFIDENCE")
    if not inp.verification_passed:
        reasons.append("VERIFICATION_FAILED")
    if not inp.terms_complete:
        reasons.append("POLICY_TERMS_INCOMPLETE")
    if reasons:
        return GateDecision("human", None, tuple(reasons))
    sampled = audit_draw < AUDIT_SAMPLE_RATE
    decided_by = "agent" if inp.rests_on_model else "rules"
    if sampled:
        return GateDecision("human", None, ("AUDIT_SAMPLE",), audit_sample=True)
    return GateDecision("auto", decided_by, ("AUTO_PAY",))


def blind_review(draw: float) -> bool:
    return draw < BLIND_REVIEW_RATE
