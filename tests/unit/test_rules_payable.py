"""The payable steps (SPEC §7 1-6) and the decision, with the arithmetic written out."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from clausetrail.domain.rules.engine import Decision, EngineResult
from clausetrail.domain.rules.model import RoomCategoryConsequence
from clausetrail.domain.rules.tables.room_categories import room_rank
from clausetrail.domain.terms import PolicyTerms
from tests.unit.test_rules_fixtures import facts, run, schedule, terms


def line(description: str, category: str, amount: int, **extra: Any) -> dict[str, Any]:
    return {"description": description, "category": category, "amount": amount, **extra}


def allowed(outcome: EngineResult) -> dict[str, int]:
    assert outcome.assessment is not None
    return {ln.description: ln.allowed for ln in outcome.assessment.lines}


def step(outcome: EngineResult, rule_id: str) -> int | None:
    result = outcome.result(rule_id)
    assert result is not None
    return result.computed_amount


# ---- 2a. room rent proportionate deduction ---------------------------------------------------------------


def test_proportionate_deduction_worked_example() -> None:
    # Sum insured 3,00,000; room rent limit 1 % of SI per day = 3,000/day.
    # Room taken at 6,000/day for 3 days = 18,000. Ratio = limit / actual = 3,000 / 6,000 = 0.5.
    # Associated medical expenses are paid at 0.5:
    #   room 18,000 -> 9,000; nursing 6,000 -> 3,000; doctor 4,000 -> 2,000; surgeon 30,000 -> 15,000;
    #   OT 12,000 -> 6,000                       (associated: 70,000 -> 35,000)
    # Never scaled: pharmacy 15,000, implants 20,000, diagnostics 7,000 (42,000).
    # Billed 1,12,000; payable 35,000 + 42,000 = 77,000; deduction 35,000.
    lines = [
        line("Room rent - single room", "room", 18000, days=3),
        line("Nursing charges", "nursing", 6000),
        line("Consultant visits", "doctor_fees", 4000),
        line("Surgeon fees", "surgeon_fees", 30000),
        line("OT charges", "ot", 12000),
        line("Pharmacy", "pharmacy", 15000),
        line("Intramedullary nail", "implants", 20000),
        line("X-ray and CT scan", "diagnostics", 7000),
    ]
    outcome = run(
        claim_facts=facts(
            diagnosis="Fracture shaft of left femur",
            procedure="Closed reduction and intramedullary nailing",
            is_accident=True,
            room_rate_per_day=6000,
            line_items=lines,
        ),
        policy_terms=terms(room_rent_limit={"kind": "percent_si_per_day", "value": 1}),
        policy_schedule=schedule(sum_insured=300000),
    )
    assert allowed(outcome) == {
        "Room rent - single room": 9000,
        "Nursing charges": 3000,
        "Consultant visits": 2000,
        "Surgeon fees": 15000,
        "OT charges": 6000,
        "Pharmacy": 15000,
        "Intramedullary nail": 20000,
        "X-ray and CT scan": 7000,
    }
    assert step(outcome, "ROOM_RENT_PROPORTIONATE_DEDUCTION") == 77000
    room = outcome.result("ROOM_RENT_PROPORTIONATE_DEDUCTION")
    assert room is not None and not room.passed and room.clause_ids == ("V1-room_rent_limit",)
    assert outcome.decision is Decision.PARTIAL
    assert outcome.payable_amount == 77000
    assert outcome.reason_codes == ("ROOM_RENT_PROPORTIONATE_DEDUCTION",)


def test_rate_from_the_room_lines_when_the_bill_states_no_rate_and_rounding_per_line() -> None:
    # Limit 1 % of 2,50,000 = 2,500/day. Room 10,500 over 3 days = 3,500/day; ratio 2,500/3,500 = 5/7.
    # room 10,500 x 5/7 = 7,500 exactly; doctor 1,001 x 5/7 = 715.0 -> 715; nursing 1,000 x 5/7 = 714.29 -> 714
    outcome = run(
        claim_facts=facts(
            room_rate_per_day=None,
            line_items=[
                line("Room", "room", 10500, days=3),
                line("Doctor", "doctor_fees", 1001),
                line("Nursing", "nursing", 1000),
            ],
        ),
        policy_terms=terms(room_rent_limit={"kind": "percent_si_per_day", "value": 1}),
        policy_schedule=schedule(sum_insured=250000),
    )
    assert allowed(outcome) == {"Room": 7500, "Doctor": 715, "Nursing": 714}


def test_room_within_the_limit_is_untouched() -> None:
    outcome = run(policy_terms=terms(room_rent_limit={"kind": "amount_per_day", "value": 5000}))
    assert outcome.decision is Decision.APPROVE and outcome.payable_amount == 20000


# ---- 2b. ICU cap -----------------------------------------------------------------------------------------


def test_icu_is_capped_per_day_with_no_proportionate_deduction_elsewhere() -> None:
    # ICU limit 2 % of 3,00,000 = 6,000/day x 4 ICU days = 24,000. ICU billed 28,000 + 8,000 = 36,000.
    # The 24,000 cap is shared 28:8 -> 18,666.67 / 5,333.33 -> 18,667 + 5,333 (largest remainder).
    # Room 3,000/day is within its 3,000/day limit, so nothing else changes: payable 24,000 + 9,000 + 3,000.
    outcome = run(
        claim_facts=facts(
            icu_days=4,
            line_items=[
                line("ICU bed charges", "icu", 28000),
                line("ICU monitoring", "icu", 8000),
                line("Room rent", "room", 9000, days=3),
                line("Consultation", "doctor_fees", 3000),
            ],
        ),
        policy_terms=terms(
            room_rent_limit={"kind": "percent_si_per_day", "value": 1},
            icu_limit={"kind": "percent_si_per_day", "value": 2},
        ),
        policy_schedule=schedule(sum_insured=300000),
    )
    assert allowed(outcome) == {
        "ICU bed charges": 18667,
        "ICU monitoring": 5333,
        "Room rent": 9000,
        "Consultation": 3000,
    }
    assert step(outcome, "ICU_LIMIT") == 36000
    assert outcome.payable_amount == 36000 and outcome.decision is Decision.PARTIAL
    assert outcome.reason_codes == ("ICU_LIMIT",)


def test_icu_days_unknown_goes_to_a_human() -> None:
    outcome = run(
        claim_facts=facts(icu_days=None, line_items=[line("ICU charges", "icu", 30000)]),
        policy_terms=terms(icu_limit={"kind": "amount_per_day", "value": 5000}),
    )
    assert outcome.decision is Decision.REFER and outcome.needs_human


# ---- 2c. room above the eligible category -----------------------------------------------------------------


def _category_claim(**kwargs: Any) -> EngineResult:
    return run(
        claim_facts=facts(room_category="Single Private AC Room"),
        policy_terms=kwargs.pop(
            "policy_terms", terms(room_rent_limit={"kind": "room_category", "value": "Twin Sharing Room"})
        ),
        **kwargs,
    )


def test_room_above_the_eligible_category_without_a_stated_consequence_goes_to_a_human() -> None:
    outcome = _category_claim()
    result = outcome.result("ROOM_CATEGORY_ABOVE_ELIGIBLE")
    assert result is not None and result.outcome.value == "human"
    assert outcome.decision is Decision.REFER
    # fail closed: amounts that alone would approve are never drafted as an approval for a doubted claim
    assert outcome.draft_decision is None and outcome.payable_amount == 20000


def test_room_above_the_eligible_category_with_a_fixed_copay_applies_it() -> None:
    # 20 % co-pay on every line: 9,000 -> 7,200; 3,000 -> 2,400; 8,000 -> 6,400 = 16,000
    outcome = _category_claim(
        room_category_consequence=RoomCategoryConsequence(copay_percent=20, clause_id="V1-c0077")
    )
    assert outcome.decision is Decision.PARTIAL and outcome.payable_amount == 16000
    result = outcome.result("ROOM_CATEGORY_ABOVE_ELIGIBLE")
    assert result is not None and result.clause_ids == ("V1-room_rent_limit", "V1-c0077")


def test_a_copay_conditioned_on_a_higher_room_is_the_category_consequence_not_a_general_copay() -> None:
    policy = terms(
        room_rent_limit={"kind": "room_category", "value": "Twin Sharing Room"},
        copay={"percent": 10, "condition": "if the insured stays in a room category higher than eligible"},
    )
    upgraded = _category_claim(policy_terms=policy)
    assert upgraded.payable_amount == 18000  # 10 % once, at step 2c
    copay = upgraded.result("COPAY")
    assert copay is not None and copay.passed
    within = run(claim_facts=facts(room_category="Twin sharing"), policy_terms=policy)
    assert within.decision is Decision.APPROVE and within.payable_amount == 20000


def test_a_doubtful_copay_for_a_higher_room_is_not_applied_as_read() -> None:
    # the upgrade co-pay read with low confidence (10 % may be another percent) and a schedule co-pay of its
    # own: never a partial draft on the doubtful percent
    policy = PolicyTerms.model_validate(
        {
            "room_rent_limit": {
                "value": {"kind": "room_category", "value": "Twin Sharing Room"},
                "clause_id": "V1-room_rent_limit",
                "source": "model",
                "confidence": 0.9,
            },
            "copay": {
                "value": {"percent": 10, "condition": "room category higher than the eligible one"},
                "clause_id": "V1-copay",
                "source": "model",
                "confidence": 0.4,
            },
        }
    )
    outcome = _category_claim(policy_terms=policy, policy_schedule=schedule(copay_percent=5))
    result = outcome.result("ROOM_CATEGORY_ABOVE_ELIGIBLE")
    assert result is not None and result.reason_code == "TERM_MISSING" and result.missing_fields == ("copay",)
    assert outcome.decision is Decision.REFER and outcome.draft_decision is None


# ---- 3. sublimits ----------------------------------------------------------------------------------------


PER_EYE = "Cataract treatment is subject to a limit of Rs. 40,000 per eye."


def _cataract(
    lines: list[dict[str, Any]],
    procedure: str,
    limit: dict[str, Any],
    si: int = 200000,
    quote: str | None = PER_EYE,
) -> EngineResult:
    quotes = {"cataract_limit": quote} if quote else None
    return run(
        claim_facts=facts(
            diagnosis="Senile mature cataract", procedure=procedure, room_rate_per_day=None, line_items=lines
        ),
        policy_terms=terms(cataract_limit=limit, specific_disease_waiting_period_months=24, quotes=quotes),
        policy_schedule=schedule(sum_insured=si),
    )


def test_cataract_limit_per_eye_lower_of_percent_and_cap() -> None:
    # Lower of 25 % of SI 2,00,000 (= 50,000) and Rs 40,000 -> 40,000 per eye; right eye billed 55,000.
    outcome = _cataract(
        [
            line("Phaco surgery package", "surgeon_fees", 35000, eye="right"),
            line("Foldable IOL", "implants", 20000, eye="right"),
        ],
        "Phacoemulsification with IOL, right eye",
        {"kind": "percent_si", "value": 25, "cap_inr": 40000},
    )
    assert outcome.payable_amount == 40000 and outcome.decision is Decision.PARTIAL
    assert outcome.reason_codes == ("SUBLIMIT",)
    sub = outcome.result("SUBLIMIT")
    assert sub is not None and sub.clause_ids == ("V1-cataract_limit",)


def test_cataract_both_eyes_each_within_its_limit_is_paid_in_full() -> None:
    # left 35,000 and right 30,000, each below 40,000 per eye
    outcome = _cataract(
        [
            line("Phaco left", "surgeon_fees", 35000, eye="left"),
            line("Phaco right", "surgeon_fees", 30000, eye="right"),
        ],
        "Phaco both eyes",
        {"kind": "amount", "value": 40000},
    )
    assert outcome.payable_amount == 65000 and outcome.decision is Decision.APPROVE


def test_cataract_bilateral_without_eye_tags_is_capped_at_two_eyes() -> None:
    outcome = _cataract(
        [line("Cataract surgery package", "surgeon_fees", 90000)],
        "Bilateral phacoemulsification",
        {"kind": "amount", "value": 40000},
    )
    assert outcome.payable_amount == 80000


@pytest.mark.parametrize(
    "quote",
    [
        None,  # the limit's words are not known
        "Cataract treatment is subject to a limit of Rs. 40,000.",  # not said to be per eye
        "Limit per eye Rs 40,000; limit per Policy Period Rs 60,000",  # a second cap per policy period
    ],
)
def test_cataract_on_both_eyes_under_a_limit_not_known_per_eye_goes_to_a_person(quote: str | None) -> None:
    # 90,000 for both eyes: 80,000 (twice the limit) would overpay a limit for both eyes together
    outcome = _cataract(
        [line("Cataract surgery package", "surgeon_fees", 90000)],
        "Bilateral phacoemulsification",
        {"kind": "amount", "value": 40000},
        quote=quote,
    )
    sub = outcome.result("SUBLIMIT")
    assert sub is not None and sub.reason_code == "TERM_MISSING" and sub.missing_fields == ("cataract_limit",)
    assert outcome.decision is Decision.REFER and outcome.draft_decision is None
    assert outcome.payable_amount == 40000  # the draft amount caps at the limit once


def test_cataract_one_eye_needs_no_per_eye_wording() -> None:
    outcome = _cataract(
        [line("Phaco surgery package", "surgeon_fees", 55000)],
        "Phacoemulsification with IOL, right eye",
        {"kind": "amount", "value": 40000},
        quote="Cataract treatment is subject to a limit of Rs. 40,000 per policy year.",
    )
    assert outcome.decision is Decision.PARTIAL and outcome.payable_amount == 40000


def test_ambulance_and_modern_treatment_sublimits() -> None:
    ambulance = run(
        claim_facts=facts(
            line_items=[line("Room rent", "room", 9000, days=3), line("Road ambulance", "ambulance", 3500)]
        ),
        policy_terms=terms(ambulance_limit={"kind": "amount", "value": 2000}),
    )
    assert ambulance.payable_amount == 11000  # 9,000 + ambulance capped 3,500 -> 2,000
    robotic = run(
        claim_facts=facts(
            diagnosis="Carcinoma prostate",
            procedure="Robotic radical prostatectomy",
            line_items=[line("Surgery package", "surgeon_fees", 150000)],
        ),
        policy_terms=terms(modern_treatment_limit={"kind": "percent_si", "value": 50}),
        policy_schedule=schedule(sum_insured=200000),
    )
    assert robotic.payable_amount == 100000  # 50 % of 2,00,000


# ---- 4-6. co-pay, deductible, sum insured ------------------------------------------------------------------


def test_copay_is_computed_after_the_sublimits() -> None:
    # 20,000 + ambulance 3,500 capped at 2,000 = 22,000; 10 % co-pay -> 19,800.
    # (Co-pay first would give 23,500 x 0.9 = 21,150 before the cap: a different answer.)
    outcome = run(
        claim_facts=facts(
            line_items=[*facts().model_dump()["line_items"], line("Road ambulance", "ambulance", 3500)],
        ),
        policy_terms=terms(ambulance_limit={"kind": "amount", "value": 2000}),
        policy_schedule=schedule(copay_percent=10),
    )
    assert step(outcome, "SUBLIMIT") == 22000
    assert step(outcome, "COPAY") == 19800
    assert outcome.payable_amount == 19800


def test_deductible_comes_after_the_copay() -> None:
    # 20,000 -> 10 % co-pay -> 18,000 -> deductible 5,000 -> 13,000 (deductible first would give 13,500)
    outcome = run(policy_schedule=schedule(copay_percent=10, deductible=5000))
    assert [step(outcome, r) for r in ("COPAY", "DEDUCTIBLE")] == [18000, 13000]
    assert outcome.payable_amount == 13000
    assert outcome.reason_codes == ("COPAY", "DEDUCTIBLE")


def test_fractional_copay_rounds_half_up_on_what_stays_payable() -> None:
    # 7.5 % of 20,001 = 1,500.075; payable 18,500.925 -> 18,501
    outcome = run(
        claim_facts=facts(
            line_items=[line("Room", "room", 9000, days=3), line("Pharmacy", "pharmacy", 11001)]
        ),
        policy_schedule=schedule(copay_percent=Decimal("7.5")),
    )
    assert outcome.payable_amount == 18501


def test_a_mandatory_wording_copay_applies_even_if_the_schedule_says_zero() -> None:
    # Arogya Sanjeevani: 5 % co-pay on each and every claim
    outcome = run(policy_terms=terms(copay={"percent": 5, "condition": "each and every claim"}))
    assert outcome.payable_amount == 19000
    copay = outcome.result("COPAY")
    assert copay is not None and copay.clause_ids == ("V1-copay",)


def test_a_conditional_wording_copay_without_a_schedule_percent_goes_to_a_human() -> None:
    outcome = run(
        policy_terms=terms(copay={"percent": 20, "condition": "treatment outside the premium zone"}),
        policy_schedule=schedule(copay_percent=None),
    )
    assert outcome.decision is Decision.REFER
    assert outcome.payable_amount == 20000  # draft, co-pay not applied


def test_sum_insured_cap_includes_bonus_and_claims_paid() -> None:
    # available = 5,00,000 + 50,000 - 5,40,000 = 10,000
    partial = run(policy_schedule=schedule(cumulative_bonus=50000, claims_paid_this_year=540000))
    assert partial.payable_amount == 10000 and partial.reason_codes == ("SUM_INSURED_EXHAUSTED",)
    exhausted = run(policy_schedule=schedule(cumulative_bonus=50000, claims_paid_this_year=550000))
    assert exhausted.decision is Decision.DENY and exhausted.payable_amount == 0
    assert exhausted.reason_codes == ("SUM_INSURED_EXHAUSTED",)


# ---- 1. non-payable items and the decision ---------------------------------------------------------------


def test_list_i_items_are_dropped_and_subsumed_items_kept() -> None:
    outcome = run(
        claim_facts=facts(
            line_items=[
                line("Room rent", "room", 9000, days=3),
                line("Surgical gloves", "consumables", 450),
                line("BABY FOOD", "other", 300),
                line("Admission kit charges", "consumables", 750),
                line("Attendant charges", "other", 1500),
            ]
        )
    )
    assert allowed(outcome) == {
        "Room rent": 9000,
        "Surgical gloves": 0,
        "BABY FOOD": 0,
        "Admission kit charges": 750,
        "Attendant charges": 0,
    }
    assert outcome.payable_amount == 9750 and outcome.reason_codes == ("NON_PAYABLE_ITEMS",)
    result = outcome.result("NON_PAYABLE_ITEMS")
    assert result is not None and "List I item 56" in result.detail and "List II item 27" in result.detail


def test_leggings_are_paid_for_varicose_vein_surgery_only() -> None:
    lines = [line("Room rent", "room", 9000, days=3), line("Compression leggings", "consumables", 2400)]
    varicose = run(
        claim_facts=facts(
            diagnosis="Varicose veins left leg", procedure="Endovenous laser ablation", line_items=lines
        ),
        policy_terms=terms(specific_disease_waiting_period_months=24),
    )
    assert varicose.payable_amount == 11400
    other = run(claim_facts=facts(line_items=lines))
    assert other.payable_amount == 9000


def test_clean_claim_is_approved_in_full() -> None:
    outcome = run()
    assert outcome.decision is Decision.APPROVE and outcome.payable_amount == 20000
    assert outcome.reason_codes == () and not outcome.needs_human


def test_payable_never_exceeds_the_amount_claimed() -> None:
    outcome = run(amount_claimed=15000)
    assert outcome.payable_amount == 15000 and outcome.decision is Decision.APPROVE


def test_all_items_non_payable_is_a_denial_with_the_reason() -> None:
    outcome = run(
        claim_facts=facts(
            line_items=[line("Attendant charges", "other", 1500), line("Mineral water", "other", 200)]
        )
    )
    assert outcome.decision is Decision.DENY and outcome.payable_amount == 0
    assert outcome.reason_codes == ("NON_PAYABLE_ITEMS",)


def test_lines_marked_not_covered_by_judgement_are_not_paid() -> None:
    outcome = run(covered_lines=frozenset({0, 2}))  # consultation (3,000) marked not covered
    assert outcome.payable_amount == 17000


@pytest.mark.parametrize(
    ("lower", "higher"),
    [
        ("General Ward", "Twin Sharing Room"),
        ("3 bedded ward", "Semi-private room"),
        ("Twin Sharing Room", "Single Private AC Room"),
        ("Single Standard A/C Room", "Deluxe room"),
        ("Deluxe room", "Suite"),
    ],
)
def test_room_categories_rank_from_ward_to_suite(lower: str, higher: str) -> None:
    low, high = room_rank(lower), room_rank(higher)
    assert low is not None and high is not None and low < high


def test_single_rooms_with_or_without_ac_wording_rank_alike_and_icu_is_not_a_room() -> None:
    assert room_rank("Single Private Room") == room_rank("Single Occupancy Standard Air-Conditioned Room")
    assert room_rank("ICU") is None


@pytest.mark.parametrize("day_bed", ["Day Care", "Daycare Ward", "Day-care bed", "Recovery Room"])
def test_a_day_care_bed_is_never_above_an_eligible_room(day_bed: str) -> None:
    rank = room_rank(day_bed)
    assert rank is not None
    for eligible in ("General Ward", "Twin Sharing", "Single Private Room"):
        eligible_rank = room_rank(eligible)
        assert eligible_rank is not None and rank <= eligible_rank


@pytest.mark.parametrize(
    ("description", "item"),
    [
        ("Nebulisation Charges", None),  # the service, not the List I kit
        ("Nebulisation kit", "NEBULISATION KIT"),
        ("House keeping charges", "HOUSE KEEPING CHARGES"),
        ("Housekeeping charges", "HOUSE KEEPING CHARGES"),  # the key written as one word
    ],
)
def test_a_key_joined_into_one_word_needs_all_of_it(description: str, item: str | None) -> None:
    from clausetrail.domain.rules.non_payable_catalogue import packaged_catalogue

    match = packaged_catalogue().match(description)
    assert (match.item.name if match is not None else None) == item


def test_any_room_except_a_category_ranks_just_below_the_rooms_excepted() -> None:
    suite, deluxe, single = room_rank("Suite"), room_rank("Deluxe room"), room_rank("Single Private AC Room")
    assert suite is not None and deluxe is not None and single is not None
    eligible = room_rank("Any room except Suite")
    assert eligible is not None and deluxe <= eligible < suite  # a deluxe room is within it, a suite above it
    two = room_rank("any room category other than deluxe and suite")
    assert two is not None and single <= two < deluxe
    assert room_rank("any room except the general ward") is None  # nothing below the most basic room
