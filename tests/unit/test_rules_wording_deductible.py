"""A cover that pays only above a deductible (top-up / super top-up) whose schedule states none: never paid from
the first rupee. Wording text written for the test in the general shape of such clauses."""

from __future__ import annotations

from typing import Any

from clausetrail.domain.rules.engine import Decision
from clausetrail.domain.terms import PolicyTerms
from clausetrail.extraction.rules.deductible import wording_deductible
from tests.fixtures.offline_clauses import doc
from tests.unit.test_rules_fixtures import COMPLETE_WORDING, run, schedule

TOP_UP = (
    "1. Cover\nWe will pay the Medical Expenses incurred over and above the Deductible, up to the Sum Insured.\n"
    "2. Deductible\nOur liability to make any payment under this Policy shall begin only when the "
    "Deductible of Rs. 3,00,000 is exceeded. The deductible applies to each policy year.\n"
)
OPTIONAL = (
    "3. Optional Cover - Voluntary Deductible\nIf opted, we will pay only the admissible claim amount in excess "
    "of the Deductible specified in the Policy Schedule. Our liability shall commence only once the claims "
    "exceed the Deductible.\n"
)
GENERAL = "The policies would however be subject to all limits, sub limits, co-payments, deductibles as per the policy.\n"


def terms_with(stated: dict[str, Any] | None) -> PolicyTerms:
    data: dict[str, Any] = {
        name: {"value": value, "clause_id": f"V1-{name}", "source": "model", "confidence": 0.9}
        for name, value in COMPLETE_WORDING.items()
    }
    data["extraction_meta"] = {"wording_deductible": stated} if stated is not None else {}
    return PolicyTerms.model_validate(data)


STATED = {
    "clause_id": "V1-deductible",
    "quote": "We will pay ... over and above the Deductible",
    "amounts": [300000],
}


def test_a_cover_above_a_deductible_is_read_with_its_amount() -> None:
    found = wording_deductible(doc(TOP_UP))
    assert found is not None
    assert found["sentences"] == 2 and found["amounts"] == [300000]


def test_an_optional_or_passing_deductible_is_not_read() -> None:
    assert wording_deductible(doc(OPTIONAL)) is None
    assert wording_deductible(doc(GENERAL)) is None
    assert (
        wording_deductible(doc("We will pay the Medical Expenses over and above the Deductible.\n")) is None
    )


def test_top_up_words_with_a_deductible_suffice_once() -> None:
    text = "This super top-up policy pays the admissible expenses once the deductible is crossed.\n"
    assert wording_deductible(doc(text)) is not None


def test_wording_deductible_without_schedule_deductible_is_term_missing() -> None:
    # bill 20,000; the wording pays only above a deductible; the schedule states none (0): no approval
    outcome = run(policy_terms=terms_with(STATED), policy_schedule=schedule(deductible=0))
    result = outcome.result("DEDUCTIBLE")
    assert result is not None and result.reason_code == "TERM_MISSING"
    assert result.missing_fields == ("deductible",) and result.clause_ids == ("V1-deductible",)
    assert outcome.decision is Decision.REFER and outcome.draft_decision is None
    assert "TERM_MISSING" in outcome.reason_codes


def test_wording_deductible_with_schedule_deductible_applies_it() -> None:
    outcome = run(policy_terms=terms_with(STATED), policy_schedule=schedule(deductible=5000))
    assert outcome.decision is Decision.PARTIAL and outcome.payable_amount == 15000
    assert outcome.reason_codes == ("DEDUCTIBLE",)


def test_no_wording_deductible_no_schedule_deductible_pays() -> None:
    outcome = run(policy_terms=terms_with(None), policy_schedule=schedule(deductible=0))
    assert outcome.decision is Decision.APPROVE and outcome.payable_amount == 20000


def test_a_deductible_crossed_before_any_payment_is_read() -> None:
    text = (
        "Section 2 Benefits\nClaims will be admissible only once the Deductible is exhausted in a Policy Year.\n"
        "We will pay the Medical Expenses above the Deductible up to the Sum Insured.\n"
    )
    assert wording_deductible(doc(text)) is not None


def test_a_deductible_among_cost_sharing_options_the_insured_may_select_is_not_read() -> None:
    text = (
        "5.2 The following claim cost sharing options shall apply only if such options are selected by You.\n"
        "II. Annual Aggregate Deductible: our liability to make payment will only commence once the Deductible "
        "has been exhausted. Claims are payable once the Deductible is exhausted in the Policy Year.\n"
    )
    assert wording_deductible(doc(text)) is None


def test_a_deductible_the_wording_itself_calls_optional_elsewhere_is_not_read() -> None:
    aggregate = (
        "5.2 Annual Aggregate Deductible\nThe Insured Person shall bear the Deductible stated in the Schedule for "
        "all admissible claims of a Policy Year. Our liability to make payment under the Policy will only commence "
        "once the Deductible has been exhausted. We pay the admissible expenses in excess of the Deductible.\n"
    )
    assert wording_deductible(doc(aggregate)) is not None  # said twice, with no qualifier: built on it
    qualified = (
        aggregate + "9.1 Claims\nThe Deductible (if applicable) is applied to the aggregate of all claims.\n"
    )
    assert wording_deductible(doc(qualified)) is None
    # a top-up keeps its deductible whatever else the wording says of it
    top_up = "This top-up cover pays once the deductible is crossed. The Deductible (if applicable) is in the Schedule.\n"
    assert wording_deductible(doc(top_up)) is not None


AGGREGATE_STATED = {
    "clause_id": "V1-deductible",
    "quote": "Claims are payable only if the aggregate of covered expenses in a policy year exceeds the Deductible",
    "amounts": [],
}


def test_an_aggregate_deductible_is_borne_once_in_the_policy_year() -> None:
    # the policy has already paid this year, which it does only above the deductible: none of it is borne again
    later = run(
        policy_terms=terms_with(AGGREGATE_STATED),
        policy_schedule=schedule(deductible=5000, claims_paid_this_year=30000),
    )
    assert later.decision is Decision.APPROVE and later.payable_amount == 20000
    deductible = later.result("DEDUCTIBLE")
    assert deductible is not None and deductible.passed and "already borne" in deductible.detail
    # the year's first claim bears it
    first = run(policy_terms=terms_with(AGGREGATE_STATED), policy_schedule=schedule(deductible=5000))
    assert first.decision is Decision.PARTIAL and first.payable_amount == 15000


def test_a_schedule_cover_naming_an_aggregate_deductible_is_aggregate() -> None:
    outcome = run(
        policy_terms=terms_with(None),
        policy_schedule=schedule(
            deductible=5000, claims_paid_this_year=10000, optional_covers=["Aggregate Deductible INR 5,000"]
        ),
    )
    assert outcome.payable_amount == 20000


def test_a_deductible_per_claim_or_of_no_stated_kind_comes_off_every_claim() -> None:
    per_claim = {**STATED, "quote": "We pay the expenses of each and every claim above the Deductible"}
    for stated in (per_claim, STATED):
        outcome = run(
            policy_terms=terms_with(stated),
            policy_schedule=schedule(deductible=5000, claims_paid_this_year=30000),
        )
        assert outcome.decision is Decision.PARTIAL and outcome.payable_amount == 15000
