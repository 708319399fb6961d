"""Initial, PED, specified-disease and maternity waiting periods, measured from the member's covered_since.

Boundary convention (rules/dates.py): an N-day / N-month period from D is served ON D + N, so a loss on
D + N is covered and a loss the day before is not.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from clausetrail.domain.claims.schedule import PolicySchedule
from clausetrail.domain.rules.engine import Decision, EngineResult
from clausetrail.domain.rules.initial_waiting_period import check_initial_waiting_period
from clausetrail.domain.rules.maternity_waiting_period import check_maternity_waiting_period
from clausetrail.domain.rules.model import Outcome, RuleContext
from clausetrail.domain.rules.ped_waiting_period import check_ped_waiting_period, ped_relates
from clausetrail.domain.rules.specific_disease_waiting_period import check_specific_disease_waiting_period
from tests.unit import test_rules_fixtures as fx
from tests.unit.test_rules_fixtures import facts, schedule, terms

COVERED_SINCE = "2025-06-01"
#: one open-ended version (renewed without a wording change), so loss dates years later are in force
OPEN_VERSION = (fx.version(effective_to=None),)


def context(**kwargs: Any) -> RuleContext:
    return fx.context(versions=OPEN_VERSION, **kwargs)


def run(**kwargs: Any) -> EngineResult:
    return fx.run(versions=OPEN_VERSION, **kwargs)


def member_schedule(**member: Any) -> PolicySchedule:
    return schedule(members=[{"member_id": "M1", "covered_since": COVERED_SINCE, **member}])


# ---- initial waiting period (30 days from 2025-06-01 is served on 2025-07-01) ---------------------------


@pytest.mark.parametrize(
    ("loss_date", "passed"),
    [(date(2025, 6, 30), False), (date(2025, 7, 1), True), (date(2025, 6, 1), False)],
)
def test_initial_waiting_period_boundary(loss_date: date, passed: bool) -> None:
    ctx = context(
        loss_date=loss_date,
        policy_terms=terms(initial_waiting_period_days=30),
        policy_schedule=member_schedule(),
    )
    result = check_initial_waiting_period(ctx)
    assert result.passed is passed
    assert result.clause_ids == ("V1-initial_waiting_period_days",)
    if not passed:
        assert result.outcome is Outcome.HARD_STOP and result.reason_code == "INITIAL_WAITING_PERIOD"


def test_accidents_are_excepted_from_the_initial_waiting_period() -> None:
    ctx = context(
        loss_date=date(2025, 6, 10),
        claim_facts=facts(is_accident=True, diagnosis="Fracture of right radius after road traffic accident"),
        policy_terms=terms(initial_waiting_period_days=30),
        policy_schedule=member_schedule(),
    )
    result = check_initial_waiting_period(ctx)
    assert result.passed and "accident" in result.detail


def test_engine_denies_an_illness_in_the_first_30_days() -> None:
    outcome = run(
        loss_date=date(2025, 6, 20),
        policy_terms=terms(initial_waiting_period_days=30),
        policy_schedule=member_schedule(),
    )
    assert outcome.decision is Decision.DENY and outcome.reason_codes == ("INITIAL_WAITING_PERIOD",)
    assert outcome.clause_ids == ("V1-initial_waiting_period_days",)


# ---- pre-existing diseases -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("declared", "diagnosis"),
    [
        ("diabetes", "Type 2 Diabetes Mellitus with diabetic ketoacidosis"),
        ("type 2 diabetes", "Uncontrolled T2DM"),
        ("Hypertension", "Hypertensive urgency"),
        ("HTN", "Essential hypertension"),
        ("heart disease", "Acute STEMI, coronary artery disease"),
        ("hypothyroidism", "Thyroid disorder"),
        ("osteoarthritis knee", "Osteoarthritis of right knee"),
        ("chronic kidney disease", "CKD stage 4, diabetic nephropathy"),
    ],
)
def test_diagnosis_relates_to_declared_ped(declared: str, diagnosis: str) -> None:
    assert ped_relates(declared, diagnosis)


@pytest.mark.parametrize(
    ("declared", "diagnosis"),
    [
        ("diabetes", "Acute appendicitis"),
        ("hypertension", "Fracture neck of femur"),
        ("asthma", "Dengue fever with thrombocytopenia"),
        ("knee pain", "Pain abdomen"),
        ("chronic disease", "Acute appendicitis"),
    ],
)
def test_unrelated_diagnosis_does_not_match_declared_ped(declared: str, diagnosis: str) -> None:
    assert not ped_relates(declared, diagnosis)


def _ped_ctx(loss_date: date, diagnosis: str = "Type 2 diabetes mellitus, uncontrolled") -> RuleContext:
    return context(
        loss_date=loss_date,
        claim_facts=facts(diagnosis=diagnosis),
        policy_terms=terms(ped_waiting_period_months=36),
        policy_schedule=member_schedule(declared_ped=["diabetes"]),
    )


def test_ped_waiting_period_is_served_exactly_36_months_after_covered_since() -> None:
    # covered since 2025-06-01 + 36 months = 2028-06-01
    day_before = check_ped_waiting_period(_ped_ctx(date(2028, 5, 31)))
    on_the_day = check_ped_waiting_period(_ped_ctx(date(2028, 6, 1)))
    assert day_before.outcome is Outcome.HARD_STOP and day_before.reason_code == "PED_WAITING_PERIOD"
    assert "diabetes" in day_before.detail
    assert day_before.clause_ids == ("V1-ped_waiting_period_months",)
    assert on_the_day.passed


def test_ped_waiting_period_does_not_touch_unrelated_illness() -> None:
    assert check_ped_waiting_period(_ped_ctx(date(2025, 9, 10), "Acute appendicitis")).passed


# ---- specified diseases / procedures (24 months from 2025-06-01 = 2027-06-01) -----------------------------


def _sd_ctx(
    loss_date: date, diagnosis: str, procedure: str | None = None, accident: bool = False
) -> RuleContext:
    return context(
        loss_date=loss_date,
        claim_facts=facts(diagnosis=diagnosis, procedure=procedure, is_accident=accident),
        policy_terms=terms(specific_disease_waiting_period_months=24),
        policy_schedule=member_schedule(),
    )


def test_cataract_within_24_months_is_denied() -> None:
    result = check_specific_disease_waiting_period(
        _sd_ctx(date(2025, 9, 14), "Senile cataract right eye", "Phacoemulsification with IOL")
    )
    assert result.outcome is Outcome.HARD_STOP
    assert result.reason_code == "SPECIFIC_DISEASE_WAITING_PERIOD"
    assert "Cataract" in result.detail
    assert result.clause_ids == ("V1-specific_disease_waiting_period_months",)


def test_specified_disease_boundary_on_the_served_date() -> None:
    before = check_specific_disease_waiting_period(_sd_ctx(date(2027, 5, 31), "Left inguinal hernia"))
    on = check_specific_disease_waiting_period(_sd_ctx(date(2027, 6, 1), "Left inguinal hernia"))
    assert before.outcome is Outcome.HARD_STOP
    assert on.passed


def test_specified_disease_from_an_accident_is_excepted() -> None:
    result = check_specific_disease_waiting_period(
        _sd_ctx(date(2025, 9, 14), "Traumatic disc prolapse L4-L5", accident=True)
    )
    assert result.passed and "accident" in result.detail


def test_malignant_polyp_is_not_the_benign_tumour_condition() -> None:
    result = check_specific_disease_waiting_period(
        _sd_ctx(date(2025, 9, 14), "Carcinoma colon arising in a polyp")
    )
    assert result.passed


def test_joint_replacement_after_the_term_period_but_within_48_months_goes_to_a_human() -> None:
    # 30 months after cover began: past the 24-month term, inside the IRDAI-standard 48 months
    result = check_specific_disease_waiting_period(
        _sd_ctx(date(2027, 12, 1), "Primary osteoarthritis both knees", "Total knee replacement")
    )
    assert result.outcome is Outcome.HUMAN
    after = check_specific_disease_waiting_period(
        _sd_ctx(date(2029, 6, 1), "Primary osteoarthritis both knees", "Total knee replacement")
    )
    assert after.passed


def test_ordinary_illness_is_not_a_specified_disease() -> None:
    assert check_specific_disease_waiting_period(_sd_ctx(date(2025, 9, 14), "Dengue fever")).passed


# ---- maternity -------------------------------------------------------------------------------------------


def _mat_ctx(loss_date: date, diagnosis: str, **policy: Any) -> RuleContext:
    return context(
        loss_date=loss_date,
        claim_facts=facts(diagnosis=diagnosis, procedure="LSCS"),
        policy_terms=terms(**policy),
        policy_schedule=member_schedule(),
    )


def test_maternity_not_covered_is_excluded_treatment_excl18() -> None:
    result = check_maternity_waiting_period(
        _mat_ctx(date(2026, 1, 5), "Term pregnancy, caesarean delivery", maternity_covered=False)
    )
    assert result.outcome is Outcome.HARD_STOP
    assert result.reason_code == "EXCLUDED_TREATMENT"
    assert result.exclusion_code == "Excl18"
    assert result.clause_ids == ("V1-maternity_covered",)


def test_maternity_waiting_period_boundary() -> None:
    # 9 months from 2025-06-01 is served on 2026-03-01
    policy = {"maternity_covered": True, "maternity_waiting_period_months": 9}
    before = check_maternity_waiting_period(_mat_ctx(date(2026, 2, 28), "Pregnancy 38 weeks", **policy))
    on = check_maternity_waiting_period(_mat_ctx(date(2026, 3, 1), "Pregnancy 38 weeks", **policy))
    assert before.outcome is Outcome.HARD_STOP and before.reason_code == "MATERNITY_WAITING_PERIOD"
    assert on.passed


def test_ectopic_pregnancy_is_not_a_maternity_exclusion() -> None:
    ctx = context(
        claim_facts=facts(diagnosis="Ruptured ectopic pregnancy", procedure="Laparoscopic salpingectomy"),
        policy_terms=terms(maternity_covered=False),
    )
    assert check_maternity_waiting_period(ctx).passed


def test_maternity_claim_when_terms_are_silent_goes_to_a_human() -> None:
    ctx = context(claim_facts=facts(diagnosis="Normal vaginal delivery"), policy_terms=terms())
    assert check_maternity_waiting_period(ctx).outcome is Outcome.HUMAN


def _tiered_terms(months_term: int = 24) -> Any:
    from clausetrail.domain.terms import PolicyTerms
    from tests.unit.test_rules_fixtures import VERSION_ID
    from tests.unit.test_rules_fixtures import terms as make_terms

    data = make_terms(specific_disease_waiting_period_months=months_term).model_dump(
        mode="json", exclude_none=True
    )
    data["extraction_meta"] = {
        "specific_disease_tiers": [
            {
                "months": 24,
                "text": "1. Cataract 2. Hernia of all types 3. Hydrocele",
                "clause_id": f"{VERSION_ID}-t24",
            },
            {
                "months": 36,
                "text": "1. Joint replacement unless arising from accident 2. Osteoporosis",
                "clause_id": f"{VERSION_ID}-t36",
            },
        ]
    }
    return PolicyTerms.model_validate(data)


def _member(covered_since: str) -> list[dict[str, Any]]:
    return [
        {
            "member_id": "M1",
            "name": "Asha Rao",
            "dob": "1960-02-11",
            "covered_since": covered_since,
            "declared_ped": [],
        }
    ]


def test_a_condition_listed_in_a_longer_tier_waits_that_tier() -> None:
    from tests.unit.test_rules_fixtures import run

    knee = facts(diagnosis="Primary osteoarthritis right knee", procedure="Total knee replacement")
    # the loss (2025-09-10) is 30 months after cover began: the 24-month term is served, the 36-month tier
    # that lists joint replacement is not
    outcome = run(
        claim_facts=knee,
        policy_terms=_tiered_terms(),
        policy_schedule=schedule(members=_member("2023-03-01")),
    )
    result = outcome.result("SPECIFIC_DISEASE_WAITING_PERIOD")
    assert result is not None and result.outcome is Outcome.HARD_STOP and "36-month" in (result.detail or "")
    assert "V1-t36" in result.clause_ids
    # 39 months after: served, and decided without a person
    later = run(
        claim_facts=knee,
        policy_terms=_tiered_terms(),
        policy_schedule=schedule(members=_member("2022-06-01")),
    )
    passed = later.result("SPECIFIC_DISEASE_WAITING_PERIOD")
    assert passed is not None and passed.passed and passed.outcome is not Outcome.HUMAN


def test_a_condition_the_tiers_do_not_name_falls_back_to_the_term() -> None:
    from tests.unit.test_rules_fixtures import run

    piles = facts(diagnosis="Haemorrhoids grade III", procedure="Stapler haemorrhoidopexy")
    outcome = run(
        claim_facts=piles,
        policy_terms=_tiered_terms(),
        policy_schedule=schedule(members=_member("2024-06-01")),
    )
    result = outcome.result("SPECIFIC_DISEASE_WAITING_PERIOD")
    assert result is not None and "listed under the wording" not in (result.detail or "")
    assert result.outcome is Outcome.HARD_STOP and "24-month" in (result.detail or "")  # the term decides


def test_a_ped_period_that_varies_by_plan_is_served_once_its_longest_is() -> None:
    from clausetrail.domain.terms import LONGEST_OPTION_NOTE, PolicyTerms
    from tests.unit.test_rules_fixtures import run

    data = terms().model_dump(mode="json", exclude_none=True)
    data["ped_waiting_period_months"] = {
        "value": 24,
        "source": "anchor",
        "confidence": 0.5,
        "clause_id": "V1-ped",
        "note": LONGEST_OPTION_NOTE,
    }
    plan_dependent = PolicyTerms.model_validate(data)
    member = [
        {
            "member_id": "M1",
            "name": "Asha Rao",
            "dob": "1970-02-11",
            "covered_since": since,
            "declared_ped": ["hypertension"],
        }
        for since in ("2022-06-01",)
    ]
    hypertension = facts(diagnosis="Hypertensive urgency with headache")
    served = run(
        claim_facts=hypertension, policy_terms=plan_dependent, policy_schedule=schedule(members=member)
    )  # 39 months > 24
    result = served.result("PED_WAITING_PERIOD")
    assert result is not None and result.passed and "every plan" in (result.detail or "")
    member[0]["covered_since"] = "2024-06-01"  # 15 months: the plan decides, a person checks
    within = run(
        claim_facts=hypertension, policy_terms=plan_dependent, policy_schedule=schedule(members=member)
    )
    doubtful = within.result("PED_WAITING_PERIOD")
    assert doubtful is not None and doubtful.reason_code == "TERM_MISSING"


def _listed_terms() -> Any:
    from clausetrail.domain.terms import PolicyTerms
    from tests.unit.test_rules_fixtures import VERSION_ID
    from tests.unit.test_rules_fixtures import terms as make_terms

    data = make_terms().model_dump(mode="json", exclude_none=True)
    data["extraction_meta"] = {
        "listed_illness_waits": [
            {
                "days": 90,
                "text": "i. Hypertension ii. Diabetes iii. Cardiac Conditions",
                "disclosed_excepted": True,
                "clause_id": f"{VERSION_ID}-w90",
            }
        ]
    }
    return PolicyTerms.model_validate(data)


def test_a_listed_illness_within_its_days_of_cover_is_a_hard_stop() -> None:
    from tests.unit.test_rules_fixtures import run

    angina = facts(diagnosis="Unstable angina; coronary artery disease", procedure="Coronary angiography")
    members = _member("2025-07-01")  # the loss (2025-09-10) is day 71
    outcome = run(claim_facts=angina, policy_terms=_listed_terms(), policy_schedule=schedule(members=members))
    stop = next(r for r in outcome.results if r.rule_id == "SPECIFIC_DISEASE_WAITING_PERIOD")
    assert stop.outcome is Outcome.HARD_STOP and stop.clause_ids and stop.clause_ids[0].endswith("-w90")
    # served (cover since more than 90 days), an accident, a disclosed illness, or a non-cardiac pain: no stop
    later = run(
        claim_facts=angina,
        policy_terms=_listed_terms(),
        policy_schedule=schedule(members=_member("2025-05-01")),
    )
    declared = [{**_member("2025-07-01")[0], "declared_ped": ["Coronary artery disease"]}]
    disclosed = run(
        claim_facts=angina, policy_terms=_listed_terms(), policy_schedule=schedule(members=declared)
    )
    chest = facts(diagnosis="Non cardiac chest pain, costochondritis")
    other = run(claim_facts=chest, policy_terms=_listed_terms(), policy_schedule=schedule(members=members))
    for result in (later, disclosed, other):
        rule = next(r for r in result.results if r.rule_id == "SPECIFIC_DISEASE_WAITING_PERIOD")
        assert rule.outcome is not Outcome.HARD_STOP


def test_a_cancer_treated_by_a_listed_surgery_is_excepted_when_the_wording_says_so() -> None:
    from clausetrail.domain.terms import PolicyTerms
    from tests.unit.test_rules_fixtures import run
    from tests.unit.test_rules_fixtures import terms as make_terms

    data = make_terms(specific_disease_waiting_period_months=24).model_dump(mode="json", exclude_none=True)
    excepted = PolicyTerms.model_validate(
        data | {"extraction_meta": {"specific_disease_cancer_excepted": True}}
    )
    silent = PolicyTerms.model_validate(data)
    cancer = facts(diagnosis="Carcinoma endometrium, stage IB", procedure="Total abdominal hysterectomy")
    fibroid = facts(diagnosis="Fibroid uterus with menorrhagia", procedure="Total abdominal hysterectomy")
    members = schedule(members=_member("2025-03-01"))  # the loss (2025-09-10) is six months in

    def outcome_of(claim: Any, terms: Any) -> Outcome:
        result = run(claim_facts=claim, policy_terms=terms, policy_schedule=members)
        return next(r for r in result.results if r.rule_id == "SPECIFIC_DISEASE_WAITING_PERIOD").outcome

    assert outcome_of(cancer, excepted) is not Outcome.HARD_STOP
    assert outcome_of(cancer, silent) is Outcome.HARD_STOP  # the wording says nothing of cancer
    assert outcome_of(fibroid, excepted) is Outcome.HARD_STOP  # not a cancer
