"""Property-based checks of the payable arithmetic (hypothesis): integers only, never negative, never above
the amount claimed or the sum insured available, and the steps applied in the SPEC §7 order."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clausetrail.domain.claims.facts import ASSOCIATED_MEDICAL_EXPENSES, LineCategory
from clausetrail.domain.rules.arithmetic import after_percent_deduction
from clausetrail.domain.rules.engine import PAYABLE_RULES, Decision, EngineResult, evaluate
from tests.unit.test_rules_fixtures import context, facts, schedule, terms

DESCRIPTIONS = {
    LineCategory.ROOM: ["Room rent"],
    LineCategory.ICU: ["ICU charges"],
    LineCategory.NURSING: ["Nursing charges"],
    LineCategory.DOCTOR_FEES: ["Consultation"],
    LineCategory.SURGEON_FEES: ["Surgeon fees"],
    LineCategory.OT: ["OT charges"],
    LineCategory.PHARMACY: ["Pharmacy", "Inj. Ceftriaxone 1 g"],
    LineCategory.CONSUMABLES: ["Surgical gloves", "IV cannula", "Admission kit"],
    LineCategory.IMPLANTS: ["Mesh implant"],
    LineCategory.DIAGNOSTICS: ["CBC and LFT"],
    LineCategory.AMBULANCE: ["Road ambulance"],
    LineCategory.OTHER: ["Attendant charges", "Medical records", "Registration"],
}

amounts = st.integers(min_value=0, max_value=300_000)


@st.composite
def line_items(draw: st.DrawFn) -> list[dict[str, Any]]:
    items = []
    for _ in range(draw(st.integers(min_value=1, max_value=8))):
        category = draw(st.sampled_from(list(LineCategory)))
        item: dict[str, Any] = {
            "description": draw(st.sampled_from(DESCRIPTIONS[category])),
            "category": category.value,
            "amount": draw(amounts),
        }
        if category in (LineCategory.ROOM, LineCategory.ICU) and draw(st.booleans()):
            item["days"] = draw(st.integers(min_value=1, max_value=15))
        items.append(item)
    return items


limits = st.one_of(
    st.none(),
    st.builds(lambda v: {"kind": "percent_si_per_day", "value": v}, st.sampled_from([1, 2, Decimal("1.5")])),
    st.builds(lambda v: {"kind": "amount_per_day", "value": v}, st.integers(min_value=500, max_value=20_000)),
    st.just({"kind": "no_limit", "value": None}),
)
sublimits = st.one_of(
    st.none(),
    st.builds(lambda v: {"kind": "amount", "value": v}, st.integers(min_value=0, max_value=100_000)),
    st.builds(lambda v: {"kind": "percent_si", "value": v}, st.sampled_from([1, 10, 25, 50])),
)
percents = st.one_of(
    st.integers(min_value=0, max_value=100), st.decimals(min_value=0, max_value=100, places=1)
)


@st.composite
def scenarios(draw: st.DrawFn) -> dict[str, Any]:
    items = draw(line_items())
    policy = {
        "room_rent_limit": draw(limits),
        "icu_limit": draw(limits),
        "ambulance_limit": draw(sublimits),
        "cataract_limit": draw(sublimits),
    }
    sum_insured = draw(st.sampled_from([100_000, 300_000, 500_000, 1_000_000]))
    return {
        "items": items,
        "rate": draw(st.one_of(st.none(), st.integers(min_value=0, max_value=25_000))),
        "icu_days": draw(st.one_of(st.none(), st.integers(min_value=1, max_value=10))),
        "procedure": draw(
            st.sampled_from([None, "Phacoemulsification right eye", "Laparoscopic appendicectomy"])
        ),
        "terms": {k: v for k, v in policy.items() if v is not None},
        "schedule": {
            "sum_insured": sum_insured,
            "cumulative_bonus": draw(st.integers(min_value=0, max_value=sum_insured)),
            "claims_paid_this_year": draw(st.integers(min_value=0, max_value=2 * sum_insured)),
            "copay_percent": draw(percents),
            "deductible": draw(st.integers(min_value=0, max_value=50_000)),
        },
        "claimed_delta": draw(st.integers(min_value=-50_000, max_value=50_000)),
    }


def _evaluate(s: dict[str, Any]) -> tuple[EngineResult, int]:
    claim_facts = facts(
        diagnosis="Acute illness",
        procedure=s["procedure"],
        room_rate_per_day=s["rate"],
        icu_days=s["icu_days"],
        line_items=s["items"],
    )
    total = claim_facts.bill_total or 0
    claimed = max(1, total + s["claimed_delta"])
    outcome = evaluate(
        context(
            claim_facts=claim_facts,
            amount_claimed=claimed,
            policy_terms=terms(specific_disease_waiting_period_months=24, **s["terms"]),
            policy_schedule=schedule(**s["schedule"]),
        )
    )
    return outcome, claimed


COMMON = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@COMMON
@given(scenarios())
def test_payable_is_a_bounded_integer(s: dict[str, Any]) -> None:
    outcome, claimed = _evaluate(s)
    assert outcome.decision is not Decision.NEED_INFO
    payable = outcome.payable_amount
    assert isinstance(payable, int) and not isinstance(payable, bool)
    assert 0 <= payable <= claimed
    assert payable <= schedule(**s["schedule"]).available_sum_insured
    for result in outcome.results:
        assert result.computed_amount is None or type(result.computed_amount) is int
    if outcome.decision is not Decision.REFER:
        expected = (
            Decision.DENY if payable == 0 else Decision.APPROVE if payable == claimed else Decision.PARTIAL
        )
        assert outcome.decision is expected


@COMMON
@given(scenarios())
def test_each_payable_step_only_reduces_and_lines_never_exceed_their_bill(s: dict[str, Any]) -> None:
    outcome, _ = _evaluate(s)
    billed = sum(item["amount"] for item in s["items"])
    steps = [outcome.result(rule_id) for rule_id, _ in PAYABLE_RULES]
    amounts_in_order = [billed] + [r.computed_amount for r in steps if r is not None]
    assert all(a is not None for a in amounts_in_order)
    assert amounts_in_order == sorted(amounts_in_order, reverse=True)
    assert outcome.assessment is not None
    for ln in outcome.assessment.lines:
        assert 0 <= ln.allowed <= ln.billed
        if ln.category not in ASSOCIATED_MEDICAL_EXPENSES:
            # pharmacy, consumables, implants, diagnostics, ICU, ambulance: never the room-rent ratio
            assert not any(n.startswith("ROOM_RENT_PROPORTIONATE_DEDUCTION") for n in ln.notes)


@COMMON
@given(scenarios())
def test_copay_then_deductible_then_sum_insured_in_that_order(s: dict[str, Any]) -> None:
    outcome, claimed = _evaluate(s)
    copay_result = outcome.result("COPAY")
    if copay_result is None or copay_result.outcome.value == "human":
        return
    after_sublimit = outcome.result("SUBLIMIT")
    after_copay = outcome.result("COPAY")
    after_deductible = outcome.result("DEDUCTIBLE")
    after_si = outcome.result("SUM_INSURED_EXHAUSTED")
    assert after_sublimit and after_copay and after_deductible and after_si
    sched = schedule(**s["schedule"])
    assert after_sublimit.computed_amount is not None
    # co-pay is a percent of what the sublimits left
    assert after_copay.computed_amount == after_percent_deduction(
        after_sublimit.computed_amount, sched.copay_percent or 0
    )
    # the deductible comes off what the co-pay left
    assert after_deductible.computed_amount == max(0, (after_copay.computed_amount or 0) - sched.deductible)
    # the sum insured caps what the deductible left
    assert after_si.computed_amount == min(after_deductible.computed_amount or 0, sched.available_sum_insured)
    assert outcome.payable_amount == min(after_si.computed_amount or 0, claimed)


@settings(max_examples=50, deadline=None)
@given(scenarios())
def test_rules_are_deterministic(s: dict[str, Any]) -> None:
    first, _ = _evaluate(s)
    second, _ = _evaluate(s)
    assert first == second
