"""The gate (SPEC §3 stage 6): only approvals within the limits and requests for documents go out on their own;
every repudiation goes to the CRC, every partial to an adjuster, and everything fails closed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from clausetrail.domain.gate import AUTO_PAY_LIMIT_INR, GateInput, gate

CLEAN = GateInput(
    decision="approve",
    payable_amount=20_000,
    score=0.95,
    verification_passed=True,
    terms_complete=True,
    kill_switch=False,
    hard_stop=False,
    needs_human=False,
)
RULES_DENIAL = replace(CLEAN, decision="deny", payable_amount=0, hard_stop=True)
DOCUMENTS_REQUEST = replace(CLEAN, decision="need_info", payable_amount=0, hard_stop=True)


def test_a_clean_small_approval_is_paid_automatically() -> None:
    verdict = gate(CLEAN, audit_draw=0.5)
    assert (verdict.route, verdict.decided_by) == ("auto", "rules")


def test_a_model_approval_within_the_limits_is_decided_by_the_agent() -> None:
    verdict = gate(replace(CLEAN, rests_on_model=True), audit_draw=0.5)
    assert (verdict.route, verdict.decided_by) == ("auto", "agent")


def test_a_rules_request_for_documents_may_go_out_automatically() -> None:
    verdict = gate(DOCUMENTS_REQUEST, audit_draw=0.5)
    assert (verdict.route, verdict.decided_by, verdict.reasons) == ("auto", "rules", ("RULES_HARD_STOP",))


@pytest.mark.parametrize(
    "denial",
    [
        RULES_DENIAL,  # a rules hard stop (waiting period, member not covered, duplicate bill, ...)
        replace(RULES_DENIAL, hard_stop=False),  # a denial on amounts (sum insured used up)
        replace(RULES_DENIAL, hard_stop=False, rests_on_model=True),  # drafted by judgement
        replace(RULES_DENIAL, kill_switch=True),
        replace(RULES_DENIAL, score=0.1, verification_passed=False, terms_complete=False),
    ],
)
def test_every_repudiation_goes_to_the_crc_and_is_never_decided_by_code(denial: GateInput) -> None:
    verdict = gate(denial, audit_draw=0.0)  # even a draw that would sample an audit
    assert verdict.route == "crc" and verdict.decided_by is None
    assert verdict.reasons[0] == "REPUDIATION_GOES_TO_THE_CRC"


def test_a_repudiation_with_gaps_goes_to_the_crc_with_the_gaps_named() -> None:
    verdict = gate(replace(RULES_DENIAL, needs_human=True, rule_gaps=("TERM_MISSING",)), audit_draw=0.5)
    assert verdict.route == "crc" and "TERM_MISSING" in verdict.reasons


@pytest.mark.parametrize("payable", [1, 10_000, AUTO_PAY_LIMIT_INR])
def test_every_partial_goes_to_an_adjuster_however_small(payable: int) -> None:
    verdict = gate(replace(CLEAN, decision="partial", payable_amount=payable, score=1.0), audit_draw=0.5)
    assert verdict.route == "human" and verdict.decided_by is None
    assert "PARTIAL_GOES_TO_AN_ADJUSTER" in verdict.reasons


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"payable_amount": AUTO_PAY_LIMIT_INR + 1}, "ABOVE_AUTO_PAY_LIMIT"),
        ({"payable_amount": None}, "ABOVE_AUTO_PAY_LIMIT"),
        ({"score": 0.89}, "LOW_CONFIDENCE"),
        ({"verification_passed": False}, "VERIFICATION_FAILED"),
        ({"terms_complete": False}, "POLICY_TERMS_INCOMPLETE"),
        ({"kill_switch": True}, "KILL_SWITCH_ON"),
        ({"needs_human": True}, "RULES_ASKED_FOR_A_PERSON"),
        ({"rule_gaps": ("FACT_MISSING",)}, "FACT_MISSING"),
        ({"decision": "refer"}, "NOT_AN_APPROVAL"),
    ],
)
def test_an_approval_outside_any_limit_goes_to_an_adjuster(change: dict[str, object], reason: str) -> None:
    verdict = gate(replace(CLEAN, **change), audit_draw=0.5)  # type: ignore[arg-type]
    assert verdict.route == "human" and reason in verdict.reasons


@pytest.mark.parametrize(
    "change",
    [
        {"kill_switch": True},
        {"needs_human": True},
        {"rule_gaps": ("TERM_MISSING",)},
        {"rests_on_model": True},
    ],
)
def test_a_request_for_documents_fails_closed_too(change: dict[str, object]) -> None:
    verdict = gate(replace(DOCUMENTS_REQUEST, **change), audit_draw=0.5)  # type: ignore[arg-type]
    assert verdict.route == "human"


def test_a_non_hard_stop_request_for_documents_goes_to_an_adjuster() -> None:
    assert gate(replace(DOCUMENTS_REQUEST, hard_stop=False), audit_draw=0.5).route == "human"


def test_two_percent_of_automatic_approvals_are_sampled_for_audit() -> None:
    sampled = gate(CLEAN, audit_draw=0.019)
    assert (sampled.route, sampled.audit_sample, sampled.reasons) == ("human", True, ("AUDIT_SAMPLE",))
    assert gate(CLEAN, audit_draw=0.02).route == "auto"
