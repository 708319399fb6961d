"""Fail closed (SPEC §3): a rule whose term or fact is missing or doubtful never passes silently, and a claim a
rule doubts is never drafted as a full approval nor decided automatically. Co-pay by age and the SPEC §7 order of
the payable steps. Pure: no I/O."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from clausetrail.domain.gate import GateInput, gate
from clausetrail.domain.rules.engine import REASON_CODES, RULE_ORDER, Decision, EngineResult
from clausetrail.domain.rules.model import Outcome
from clausetrail.domain.terms import PolicyTerms
from tests.unit.test_rules_fixtures import COMPLETE_WORDING, facts, run, schedule, terms


def line(description: str, category: str, amount: int, **extra: Any) -> dict[str, Any]:
    return {"description": description, "category": category, "amount": amount, **extra}


def gap(outcome: EngineResult, code: str, rule_id: str | None = None) -> tuple[str, tuple[str, ...]]:
    """(rule id, missing fields) of the first rule (or of ``rule_id``) that reported ``code``."""
    found = [
        (r.rule_id, r.missing_fields)
        for r in outcome.results
        if r.reason_code == code and rule_id in (None, r.rule_id)
    ]
    assert found, f"no {code}: " + "; ".join(f"{r.rule_id}: {r.detail}" for r in outcome.results)
    return found[0]


def assert_referred(outcome: EngineResult) -> None:
    """Referred to a person, with no draft approval, and the gate sends it to a person."""
    assert outcome.decision is Decision.REFER and outcome.needs_human
    assert outcome.draft_decision is not Decision.APPROVE
    route = gate(
        GateInput(
            decision=(outcome.draft_decision or Decision.REFER).value,
            payable_amount=outcome.payable_amount,
            score=1.0,
            verification_passed=True,
            terms_complete=True,
            kill_switch=False,
            hard_stop=False,
            needs_human=outcome.needs_human,
        ),
        audit_draw=0.5,
    )
    assert route.route == "human"


def weak_terms(**values: Any) -> PolicyTerms:
    """Terms read with low confidence (the extraction's default when it found nothing)."""
    return PolicyTerms.model_validate(
        {
            name: {"value": value, "clause_id": f"V1-{name}", "source": "offline", "confidence": 0.4}
            for name, value in values.items()
        }
    )


# ---- the reason codes ---------------------------------------------------------------------------------------


def test_the_fail_closed_reason_codes_are_listed() -> None:
    assert (*RULE_ORDER, "TERM_MISSING", "FACT_MISSING") == REASON_CODES


# ---- 1. a rule that asks for a person never drafts an approval ----------------------------------------------


def test_knee_replacement_with_a_doubtful_waiting_period_is_not_drafted_as_an_approval() -> None:
    # 24-month term served, but joint replacement often waits 48 months: the term read may not be its period
    outcome = run(
        claim_facts=facts(diagnosis="Osteoarthritis of knee", procedure="Total knee replacement"),
        policy_terms=terms(specific_disease_waiting_period_months=24),
        policy_schedule=schedule(members=[{"member_id": "M1", "covered_since": "2022-06-01"}]),
        loss_date=date(2025, 9, 10),
    )
    assert_referred(outcome)
    assert outcome.draft_decision is None
    assert gap(outcome, "TERM_MISSING") == (
        "SPECIFIC_DISEASE_WAITING_PERIOD",
        ("specific_disease_waiting_period_months",),
    )
    assert "TERM_MISSING" in outcome.reason_codes


def test_the_gate_never_auto_decides_a_claim_whose_rules_named_a_gap() -> None:
    verdict = gate(
        GateInput(
            decision="approve",
            payable_amount=10_000,
            score=0.99,
            verification_passed=True,
            terms_complete=True,
            kill_switch=False,
            hard_stop=False,
            needs_human=False,  # a stale or wrong summary
            rule_gaps=("FACT_MISSING",),
        ),
        audit_draw=0.5,
    )
    assert verdict.route == "human" and "FACT_MISSING" in verdict.reasons


# ---- 2. missing or doubtful facts ---------------------------------------------------------------------------


def test_refractive_surgery_whose_procedure_was_not_read_does_not_pass_the_exclusion() -> None:
    outcome = run(
        claim_facts=facts(
            diagnosis="High myopia both eyes",
            procedure=None,
            admission_date="2025-09-10",
            discharge_date="2025-09-10",
            line_items=[
                line("OT charges", "ot", 12000),
                line("Surgeon fees", "surgeon_fees", 20000),
                line("Consumables", "consumables", 3000),
            ],
        ),
        policy_terms=terms(exclusion_codes=["Excl15"]),
    )
    assert_referred(outcome)
    _rule, fields = gap(outcome, "FACT_MISSING", "EXCLUDED_TREATMENT")
    assert "procedure" in fields


def test_a_procedure_read_with_low_confidence_never_hard_stops() -> None:
    outcome = run(
        claim_facts=facts(
            procedure="LASIK",
            sources={"procedure": {"document": "discharge_summary.pdf", "page": 1, "confidence": 0.3}},
        ),
        policy_terms=terms(exclusion_codes=["Excl15"]),
    )
    assert outcome.decision is not Decision.DENY
    assert_referred(outcome)
    assert gap(outcome, "FACT_MISSING", "EXCLUDED_TREATMENT") == ("EXCLUDED_TREATMENT", ("procedure",))


def test_a_procedure_with_words_run_together_never_passes_the_treatment_rules() -> None:
    """OCR that dropped the spaces ("Laparoscopicrouxenygastricbypass") hides the keywords of the exclusion and
    waiting-period tables: the claim goes to a person instead of passing them."""
    glued = facts(
        diagnosis="Morbidobesity",
        procedure="Laparoscopicrouxenygastricbypassdone",
        line_items=[line("Surgeon fees", "surgeon_fees", 90000), line("OT charges", "ot", 40000)],
    )
    outcome = run(claim_facts=glued, policy_terms=terms(exclusion_codes=["Excl06"]))
    assert outcome.decision is not Decision.APPROVE
    assert_referred(outcome)
    assert gap(outcome, "FACT_MISSING", "EXCLUDED_TREATMENT") == ("EXCLUDED_TREATMENT", ("procedure",))
    # a long medical word is one word (under the run length), and read as it is
    spaced = run(
        claim_facts=facts(
            diagnosis="Chronic cholecystitis",
            procedure="Endoscopic retrograde cholangiopancreatography",
            line_items=[line("Surgeon fees", "surgeon_fees", 30000)],
        ),
        policy_terms=terms(exclusion_codes=["Excl06"]),
    )
    assert all(r.reason_code != "FACT_MISSING" for r in spaced.results if r.rule_id == "EXCLUDED_TREATMENT")


def test_no_diagnosis_and_no_procedure_is_a_fact_missing() -> None:
    outcome = run(claim_facts=facts(diagnosis=None, procedure=None))
    assert_referred(outcome)
    assert "diagnosis" in gap(outcome, "FACT_MISSING")[1]


def test_a_room_line_read_as_doctor_fees_does_not_skip_the_proportionate_deduction() -> None:
    outcome = run(
        claim_facts=facts(
            room_rate_per_day=None,
            line_items=[
                line("Room charges", "doctor_fees", 9000),
                line("Consultation charges", "doctor_fees", 3000),
                line("Pharmacy", "pharmacy", 8000),
            ],
        ),
        policy_terms=terms(room_rent_limit={"kind": "amount_per_day", "value": 2000}),
    )
    assert_referred(outcome)
    assert gap(outcome, "FACT_MISSING") == ("ROOM_RENT_PROPORTIONATE_DEDUCTION", ("room_rate_per_day",))


def test_a_line_category_read_with_low_confidence_under_a_room_limit_goes_to_a_person() -> None:
    outcome = run(
        claim_facts=facts(
            sources={"line_items[1].category": {"document": "bill.pdf", "page": 1, "confidence": 0.4}}
        ),
        policy_terms=terms(room_rent_limit={"kind": "amount_per_day", "value": 2000}),
    )
    assert_referred(outcome)
    assert "line_items[1].category" in gap(outcome, "FACT_MISSING")[1]


def test_room_category_not_read_for_a_stay_goes_to_a_person() -> None:
    outcome = run(
        claim_facts=facts(room_category=None),
        policy_terms=terms(room_rent_limit={"kind": "room_category", "value": "Twin Sharing Room"}),
    )
    assert_referred(outcome)
    assert gap(outcome, "FACT_MISSING") == ("ROOM_CATEGORY_ABOVE_ELIGIBLE", ("room_category",))


def test_icu_days_not_read_is_a_fact_missing() -> None:
    outcome = run(
        claim_facts=facts(icu_days=None, line_items=[line("ICU charges", "icu", 30000)]),
        policy_terms=terms(icu_limit={"kind": "amount_per_day", "value": 5000}),
    )
    assert_referred(outcome)
    assert gap(outcome, "FACT_MISSING") == ("ICU_LIMIT", ("icu_days",))


def test_a_bill_total_not_read_names_the_field() -> None:
    outcome = run(claim_facts=facts(bill_total=None), amount_claimed=20000)
    assert outcome.decision is Decision.NEED_INFO and outcome.needs_human
    assert gap(outcome, "FACT_MISSING") == ("AMOUNT_MISMATCH", ("bill_total",))


def test_a_line_amount_read_with_low_confidence_goes_to_a_person_even_when_the_sum_agrees() -> None:
    outcome = run(
        claim_facts=facts(
            sources={"line_items[2].amount": {"document": "bill.pdf", "page": 1, "confidence": 0.35}}
        )
    )
    assert_referred(outcome)
    assert gap(outcome, "FACT_MISSING") == ("AMOUNT_MISMATCH", ("line_items[2].amount",))


# ---- 2. missing or doubtful terms ---------------------------------------------------------------------------


def test_a_listed_condition_without_its_waiting_period_term_goes_to_a_person() -> None:
    outcome = run(
        claim_facts=facts(diagnosis="Inguinal hernia", procedure="Hernioplasty"),
        policy_schedule=schedule(members=[{"member_id": "M1", "covered_since": "2025-01-01"}]),
        loss_date=date(2025, 9, 10),
    )
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING") == (
        "SPECIFIC_DISEASE_WAITING_PERIOD",
        ("specific_disease_waiting_period_months",),
    )


def test_a_missing_waiting_period_term_cannot_matter_once_any_period_is_served() -> None:
    outcome = run(
        claim_facts=facts(diagnosis="Inguinal hernia", procedure="Hernioplasty"),
        policy_schedule=schedule(members=[{"member_id": "M1", "covered_since": "2015-01-01"}]),
        loss_date=date(2025, 9, 10),
    )
    assert outcome.decision is Decision.APPROVE and "TERM_MISSING" not in outcome.reason_codes


def test_a_related_ped_without_its_waiting_period_term_goes_to_a_person() -> None:
    outcome = run(
        claim_facts=facts(diagnosis="Type 2 diabetes mellitus with ketoacidosis"),
        policy_schedule=schedule(
            members=[{"member_id": "M1", "covered_since": "2024-01-01", "declared_ped": ["diabetes"]}]
        ),
    )
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING") == ("PED_WAITING_PERIOD", ("ped_waiting_period_months",))


def test_an_illness_soon_after_inception_without_the_initial_waiting_term_goes_to_a_person() -> None:
    outcome = run(
        policy_schedule=schedule(members=[{"member_id": "M1", "covered_since": "2025-08-20"}]),
        loss_date=date(2025, 9, 10),
    )
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING") == ("INITIAL_WAITING_PERIOD", ("initial_waiting_period_days",))


def test_covered_maternity_without_its_waiting_period_goes_to_a_person() -> None:
    outcome = run(
        claim_facts=facts(diagnosis="Full term pregnancy", procedure="Normal delivery"),
        policy_terms=terms(maternity_covered=True),
        policy_schedule=schedule(members=[{"member_id": "M1", "covered_since": "2024-06-01"}]),
    )
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING") == ("MATERNITY_WAITING_PERIOD", ("maternity_waiting_period_months",))


def test_a_room_stay_without_a_room_rent_term_goes_to_a_person() -> None:
    outcome = run(policy_terms=PolicyTerms())
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING") == ("ROOM_RENT_PROPORTIONATE_DEDUCTION", ("room_rent_limit",))


def test_a_room_limit_read_with_low_confidence_is_a_term_missing() -> None:
    outcome = run(policy_terms=weak_terms(room_rent_limit={"kind": "no_limit", "value": None}))
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING") == ("ROOM_RENT_PROPORTIONATE_DEDUCTION", ("room_rent_limit",))


def test_icu_charges_without_an_icu_limit_term_go_to_a_person() -> None:
    outcome = run(claim_facts=facts(icu_days=2, line_items=[line("ICU charges", "icu", 30000)]))
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING") == ("ICU_LIMIT", ("icu_limit",))


def test_a_cataract_claim_without_its_limit_term_goes_to_a_person() -> None:
    outcome = run(
        claim_facts=facts(diagnosis="Senile cataract right eye", procedure="Phacoemulsification with IOL"),
        policy_terms=terms(specific_disease_waiting_period_months=24),
    )
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING") == ("SUBLIMIT", ("cataract_limit",))


def test_ambulance_lines_without_the_ambulance_limit_go_to_a_person() -> None:
    outcome = run(
        claim_facts=facts(
            line_items=[
                line("Room rent", "room", 9000, days=3),
                line("Road ambulance", "ambulance", 3000),
                line("Pharmacy", "pharmacy", 8000),
            ]
        )
    )
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING") == ("SUBLIMIT", ("ambulance_limit",))


# ---- 3. co-pay by age, and the order of the payable steps ---------------------------------------------------

SENIOR = {"member_id": "M1", "dob": "1955-03-01", "covered_since": "2022-06-01"}  # 67 at entry
JUNIOR = {"member_id": "M1", "dob": "1975-03-01", "covered_since": "2022-06-01"}  # 47 at entry
WITH_NON_PAYABLES = [
    line("Room rent", "room", 9000, days=3),
    line("Consultation charges", "doctor_fees", 3000),
    line("Pharmacy", "pharmacy", 8000),
    line("Attendant charges", "other", 1500),  # IRDAI List I: not payable
]


@pytest.mark.parametrize(
    "condition",
    [
        "age at entry 61 years and above",
        "entry age above 60",
        "Insured Persons aged 61 years or above at entry",
    ],
)
def test_a_senior_copay_applies_on_what_remains_after_the_non_payables(condition: str) -> None:
    outcome = run(
        claim_facts=facts(line_items=WITH_NON_PAYABLES),
        policy_terms=terms(copay={"percent": 20, "condition": condition}),
        policy_schedule=schedule(copay_percent=0, members=[SENIOR]),
    )
    # 21,500 - 1,500 not payable = 20,000; 20 % co-pay -> 16,000 (not 21,500 x 80 % - 1,500 = 15,700)
    assert outcome.payable_amount == 16000 and outcome.decision is Decision.PARTIAL
    assert {"NON_PAYABLE_ITEMS", "COPAY"} <= set(outcome.reason_codes)
    copay = outcome.result("COPAY")
    assert copay is not None and copay.clause_ids == ("V1-copay",)


def test_a_senior_copay_does_not_apply_below_the_age() -> None:
    outcome = run(
        claim_facts=facts(line_items=WITH_NON_PAYABLES),
        policy_terms=terms(copay={"percent": 20, "condition": "age at entry 61 years and above"}),
        policy_schedule=schedule(copay_percent=0, members=[JUNIOR]),
    )
    assert outcome.payable_amount == 20000 and "COPAY" not in outcome.reason_codes


def test_a_copay_stated_only_up_to_an_age_the_member_is_past_goes_to_a_person() -> None:
    # "5 % for members aged 75 or less at inception": a member of 77 at entry is in a tier the terms lack
    outcome = run(
        policy_terms=terms(
            copay={
                "percent": 5,
                "condition": "all claims, insured person aged 75 years or less at policy inception",
            }
        ),
        policy_schedule=schedule(
            members=[{"member_id": "M1", "dob": "1945-01-10", "covered_since": "2022-06-01"}]
        ),
    )
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING") == ("COPAY", ("copay",))
    assert outcome.payable_amount == 19000  # the draft applies at least the stated 5 %


def test_an_age_copay_without_the_members_date_of_birth_goes_to_a_person() -> None:
    outcome = run(
        policy_terms=terms(copay={"percent": 20, "condition": "age at entry 61 years and above"}),
        policy_schedule=schedule(members=[{"member_id": "M1", "covered_since": "2022-06-01"}]),
    )
    assert_referred(outcome)
    assert gap(outcome, "FACT_MISSING") == ("COPAY", ("members[M1].dob",))


def test_an_age_copay_condition_that_cannot_be_read_goes_to_a_person() -> None:
    outcome = run(
        policy_terms=terms(copay={"percent": 20, "condition": "senior citizens"}),
        policy_schedule=schedule(members=[SENIOR]),
    )
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING") == ("COPAY", ("copay",))


def test_payable_steps_run_in_the_spec_order_on_what_the_previous_step_left() -> None:
    # non-payables, room-rent proportionate deduction, ICU cap, sublimit, co-pay, deductible, sum insured
    outcome = run(
        claim_facts=facts(
            room_rate_per_day=4000,
            icu_days=1,
            line_items=[
                line("Room rent", "room", 8000, days=2),
                line("Consultation charges", "doctor_fees", 4000),
                line("ICU charges", "icu", 9000, days=1),
                line("Road ambulance", "ambulance", 5000),
                line("Pharmacy", "pharmacy", 6000),
                line("Attendant charges", "other", 1000),
            ],
        ),
        policy_terms=terms(
            room_rent_limit={"kind": "amount_per_day", "value": 2000},
            icu_limit={"kind": "amount_per_day", "value": 5000},
            ambulance_limit={"kind": "amount", "value": 2000},
            copay={"percent": 10, "condition": "age at entry 61 years and above"},
        ),
        policy_schedule=schedule(copay_percent=0, deductible=1000, members=[SENIOR], sum_insured=500000),
    )
    # 33,000 - 1,000 (List I) = 32,000; room/doctor x 2000/4000: 8,000 -> 4,000, 4,000 -> 2,000 (26,000);
    # ICU 9,000 -> 5,000 (22,000); ambulance 5,000 -> 2,000 (19,000); co-pay 10 % -> 17,100; deductible -> 16,100
    steps = {r.rule_id: r.computed_amount for r in outcome.results if r.rule_id in RULE_ORDER[10:]}
    assert steps == {
        "NON_PAYABLE_ITEMS": 32000,
        "ROOM_RENT_PROPORTIONATE_DEDUCTION": 26000,
        "ICU_LIMIT": 22000,
        "ROOM_CATEGORY_ABOVE_ELIGIBLE": 22000,
        "SUBLIMIT": 19000,
        "COPAY": 17100,
        "DEDUCTIBLE": 16100,
        "SUM_INSURED_EXHAUSTED": 16100,
    }
    assert outcome.payable_amount == 16100 and all(isinstance(v, int) for v in steps.values())


# ---- the property: whatever a rule doubts is never an automatic payment -------------------------------------

DOUBTS: list[dict[str, Any]] = [
    {"claim_facts": facts(diagnosis=None, procedure=None)},
    {"policy_terms": PolicyTerms()},
    {"policy_terms": weak_terms(room_rent_limit={"kind": "no_limit", "value": None})},
    {
        "claim_facts": facts(room_rate_per_day=None, line_items=[line("Bed charges", "other", 9000)]),
        "policy_terms": terms(room_rent_limit={"kind": "percent_si_per_day", "value": 1}),
    },
    {"claim_facts": facts(sources={"bill_total": {"document": "bill.pdf", "confidence": 0.2}})},
    {"claim_facts": facts(sources={"diagnosis": {"document": "discharge_summary.pdf", "confidence": 0.1}})},
    {
        "policy_terms": terms(copay={"percent": 20, "condition": "age at entry 61 years and above"}),
        "policy_schedule": schedule(members=[{"member_id": "M1", "covered_since": "2022-06-01"}]),
    },
    {
        "claim_facts": facts(diagnosis="Injury while sky diving", is_accident=True),
        "policy_terms": terms(exclusion_codes=["Excl09"]),
    },
]


@pytest.mark.parametrize("doubt", DOUBTS)
def test_a_doubted_claim_is_never_drafted_as_an_approval_nor_auto_routed(doubt: dict[str, Any]) -> None:
    outcome = run(**doubt)
    assert any(r.outcome is Outcome.HUMAN for r in outcome.results) or outcome.needs_human
    assert_referred(outcome)
    assert outcome.payable_amount is not None and isinstance(outcome.payable_amount, int)


def test_a_complete_clean_claim_still_pays_in_full() -> None:
    outcome = run(policy_terms=terms(**COMPLETE_WORDING))
    assert outcome.decision is Decision.APPROVE and outcome.payable_amount == 20000
    assert not outcome.needs_human


@pytest.mark.parametrize(
    ("condition", "low", "high", "at_entry"),
    [
        ("age at entry 61 years and above", 61, None, True),
        ("entry age above 60", 61, None, True),
        ("age at entry above 65 years", 66, None, True),
        ("entry age 61+", 61, None, True),
        ("aged 75 years or less at policy inception", None, 75, True),
        ("insured persons aged above 75 years", 76, None, False),
        ("members aged between 61 and 70 years", 61, 70, False),
        ("age not exceeding 75 years", None, 75, False),
        ("senior citizens", None, None, False),
    ],
)
def test_age_conditions_read_as_bounds_in_completed_years(
    condition: str, low: int | None, high: int | None, at_entry: bool
) -> None:
    from clausetrail.domain.rules.age_conditions import ConditionKind, classify, parse_age_condition

    assert classify(condition) is ConditionKind.AGE
    parsed = parse_age_condition(condition)
    if low is None and high is None:
        assert parsed is None
    else:
        assert parsed is not None and (parsed.low, parsed.high, parsed.at_entry) == (low, high, at_entry)


@pytest.mark.parametrize(
    "condition",
    ["Zone II premium, treatment in Zone I", "entry age 61+ plus 10% voluntary", "Silver plan, age 65"],
)
def test_conditions_with_other_qualifiers_are_left_to_the_schedule(condition: str) -> None:
    from clausetrail.domain.rules.age_conditions import ConditionKind, classify

    assert classify(condition) is ConditionKind.OTHER


def test_an_unread_procedure_does_not_stop_a_waiting_period_denial_on_the_diagnosis() -> None:
    surgical = [line("OT charges", "ot", 12000), line("Surgeon fees", "surgeon_fees", 8000)]
    within = run(
        claim_facts=facts(diagnosis="Inguinal hernia", procedure=None, line_items=surgical),
        policy_terms=terms(specific_disease_waiting_period_months=24),
        policy_schedule=schedule(members=[{"member_id": "M1", "covered_since": "2025-01-01"}]),
        loss_date=date(2025, 9, 10),
    )
    assert within.decision is Decision.DENY and within.stopped_by == "SPECIFIC_DISEASE_WAITING_PERIOD"
    # nothing listed in the diagnosis: the unread procedure might be, so a person decides
    unlisted = run(
        claim_facts=facts(diagnosis="Pain abdomen", procedure=None, line_items=surgical),
        policy_terms=terms(specific_disease_waiting_period_months=24),
    )
    assert_referred(unlisted)
    assert gap(unlisted, "FACT_MISSING", "SPECIFIC_DISEASE_WAITING_PERIOD")[1] == ("procedure",)


def test_a_doubtful_wording_copay_is_not_waived_by_a_schedule_zero() -> None:
    """A co-pay the wording states but the extractor read with doubt: a schedule's default 0 is no waiver."""
    doubted = PolicyTerms.model_validate(
        {
            **{
                name: {"value": value, "source": "model", "confidence": 0.9}
                for name, value in COMPLETE_WORDING.items()
            },
            "copay": {"value": {"percent": 0, "condition": None}, "source": "offline", "confidence": 0.5},
        }
    )
    outcome = run(policy_terms=doubted)
    assert outcome.needs_human
    assert "TERM_MISSING" in outcome.reason_codes
    assert outcome.decision is not Decision.APPROVE


@pytest.mark.parametrize(
    "condition",
    [
        "Zone II premium, treatment taken in a Zone I city",
        "treatment taken in a non-network hospital",
        "if the insured opts for the Silver plan",
    ],
)
def test_a_conditional_wording_copay_with_no_schedule_percent_goes_to_a_person(condition: str) -> None:
    # the condition is not one code can test on the claim: only the schedule's percent settles it, and the
    # schedule states none (not even 0)
    outcome = run(
        policy_terms=terms(copay={"percent": 20, "condition": condition}),
        policy_schedule=schedule(copay_percent=None),
    )
    assert_referred(outcome)
    assert gap(outcome, "TERM_MISSING", "COPAY")[1] == ("copay_percent",)


def test_a_conditional_wording_copay_follows_the_schedule_percent() -> None:
    stated = run(
        policy_terms=terms(copay={"percent": 20, "condition": "treatment taken in a non-network hospital"}),
        policy_schedule=schedule(copay_percent=20),
    )
    assert stated.decision is Decision.PARTIAL and stated.payable_amount == 16000
