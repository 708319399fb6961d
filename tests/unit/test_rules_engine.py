"""The engine: SPEC §7 order, what ends evaluation, what routes, and what every result carries."""

from __future__ import annotations

from datetime import date

from clausetrail.domain.rules.engine import REASON_CODES, RULE_ORDER, RULES_VERSION, Decision
from tests.unit.test_rules_fixtures import facts, run, schedule, terms

SPEC_ORDER = (
    "POLICY_NOT_IN_FORCE",
    "MEMBER_NOT_COVERED",
    "INITIAL_WAITING_PERIOD",
    "PED_WAITING_PERIOD",
    "SPECIFIC_DISEASE_WAITING_PERIOD",
    "MATERNITY_WAITING_PERIOD",
    "EXCLUDED_TREATMENT",
    "DUPLICATE_BILL",
    "MISSING_DOCUMENTS",
    "AMOUNT_MISMATCH",
    "NON_PAYABLE_ITEMS",
    "ROOM_RENT_PROPORTIONATE_DEDUCTION",
    "ICU_LIMIT",
    "ROOM_CATEGORY_ABOVE_ELIGIBLE",
    "SUBLIMIT",
    "COPAY",
    "DEDUCTIBLE",
    "SUM_INSURED_EXHAUSTED",
)
#: Every SPEC reason code: the §7 codes (one per rule, in order) and the §3 fail-closed gaps.
SPEC_REASON_CODES = (*SPEC_ORDER, "TERM_MISSING", "FACT_MISSING")


def test_rules_run_in_the_spec_order_and_carry_the_rules_version() -> None:
    assert RULES_VERSION == "2026.12.1"
    assert RULE_ORDER == SPEC_ORDER
    assert REASON_CODES == SPEC_REASON_CODES
    outcome = run()
    assert tuple(r.rule_id for r in outcome.results) == SPEC_ORDER
    assert {r.rules_version for r in outcome.results} == {RULES_VERSION}
    assert outcome.rules_version == RULES_VERSION
    assert outcome.policy_version_id == "V1"


def test_a_hard_stop_ends_evaluation_at_that_rule() -> None:
    outcome = run(
        claim_facts=facts(diagnosis="Inguinal hernia", procedure="Hernioplasty"),
        policy_terms=terms(specific_disease_waiting_period_months=24),
        policy_schedule=schedule(members=[{"member_id": "M1", "covered_since": "2025-01-01"}]),
        loss_date=date(2025, 9, 10),
    )
    assert outcome.decision is Decision.DENY and outcome.payable_amount == 0
    assert outcome.stopped_by == "SPECIFIC_DISEASE_WAITING_PERIOD"
    assert tuple(r.rule_id for r in outcome.results) == SPEC_ORDER[:5]
    assert outcome.clause_ids == ("V1-specific_disease_waiting_period_months",)


def test_the_first_hard_stop_in_order_wins() -> None:
    # lapsed policy AND a duplicate bill: the policy check comes first
    outcome = run(loss_date=date(2026, 5, 1), seen_bill_numbers=frozenset({"INV-2025-0917"}))
    assert outcome.reason_codes == ("POLICY_NOT_IN_FORCE",)


def test_a_human_outcome_routes_but_the_rest_still_runs() -> None:
    outcome = run(
        claim_facts=facts(diagnosis="Injury while sky diving", is_accident=True),
        policy_terms=terms(exclusion_codes=["Excl09"]),
    )
    assert outcome.decision is Decision.REFER and outcome.needs_human
    assert tuple(r.rule_id for r in outcome.results) == SPEC_ORDER
    # fail closed: an eligibility rule that could not decide leaves no draft (never a full approval), but the
    # person still sees the amount the rules computed
    assert outcome.draft_decision is None and outcome.payable_amount == 20000


def test_a_hard_stop_after_a_human_outcome_still_denies() -> None:
    outcome = run(
        claim_facts=facts(diagnosis="Injury while sky diving", is_accident=True),
        policy_terms=terms(exclusion_codes=["Excl09"]),
        seen_bill_numbers=frozenset({"INV-2025-0917"}),
    )
    assert outcome.decision is Decision.DENY and outcome.reason_codes == ("DUPLICATE_BILL",)
