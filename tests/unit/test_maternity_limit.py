"""The wording's maternity limit (extraction extra + SUBLIMIT): read beside the maternity benefit, one amount per
plan in brackets kept as bands the schedule's plan selects, several amounts held doubtful, and a delivery claim
capped at it or sent to a person. Texts and claims are written for these tests."""

from __future__ import annotations

from typing import Any

from clausetrail.domain.rules.model import Outcome
from clausetrail.domain.terms import PolicyTerms
from clausetrail.extraction.rules.maternity_limit import maternity_limit
from tests.fixtures.offline_clauses import doc
from tests.unit.test_rules_fixtures import VERSION_ID, facts, run, schedule
from tests.unit.test_rules_fixtures import terms as make_terms


def test_one_amount_per_plan_in_brackets_becomes_plan_bands_held_doubtful() -> None:
    text = doc(
        "C.9 Maternity. We will pay the expenses of a delivery up to Rs. 25,000 (Silver), Rs. 40,000 (Gold) or "
        "Rs. 60,000 (Platinum) for each delivery, after 24 months of continuous cover."
    )
    read = maternity_limit(text)
    assert read is not None
    assert read["limit"]["value"] == 25000 and read["confidence"] <= 0.5
    assert [(b["plan"], b["limit"]["value"]) for b in read["limit"]["bands"]] == [
        ("Silver", 25000),
        ("Gold", 40000),
        ("Platinum", 60000),
    ]


def test_a_single_amount_is_read_with_confidence_and_an_exclusion_is_not_a_limit() -> None:
    single = maternity_limit(
        doc("4.6 Maternity Benefit. We will pay maternity expenses up to Rs. 35,000 per delivery.")
    )
    assert single is not None and single["limit"] == {"kind": "amount", "value": 35000, "cap_inr": None}
    assert single["confidence"] > 0.5
    excluded = doc(
        "5.5 Exclusions. Maternity: medical treatment expenses traceable to childbirth, Rs. 10,000 deposit "
        "notwithstanding, are excluded."
    )
    assert maternity_limit(excluded) is None


def test_a_row_whose_other_plans_do_not_offer_maternity_is_doubtful() -> None:
    text = doc(
        "Table of Benefits\nBenefit | Plan A | Plan B\nMaternity expenses | Not Available | Up to Rs. 50,000 per delivery"
    )
    read = maternity_limit(text)
    assert read is not None and read["limit"]["value"] == 50000 and read["confidence"] <= 0.5


def _terms(reading: dict[str, Any]) -> PolicyTerms:
    data = make_terms(maternity_covered=True, maternity_waiting_period_months=24).model_dump(
        mode="json", exclude_none=True
    )
    data["extraction_meta"] = {"maternity_limit": {**reading, "clause_id": f"{VERSION_ID}-mat"}}
    return PolicyTerms.model_validate(data)


DELIVERY = facts(
    diagnosis="Term pregnancy, obstructed labour", procedure="Lower segment caesarean section delivery"
)
BANDED = {
    "limit": {
        "kind": "amount",
        "value": 2000,
        "bands": [
            {"plan": "Silver", "label": "Silver", "limit": {"kind": "amount", "value": 2000}},
            {"plan": "Gold", "label": "Gold", "limit": {"kind": "amount", "value": 5000}},
        ],
    },
    "confidence": 0.5,
    "quote": "up to Rs. 2,000 (Silver) or Rs. 5,000 (Gold) for each delivery",
}


def test_the_schedules_plan_selects_its_maternity_amount() -> None:
    outcome = run(claim_facts=DELIVERY, policy_terms=_terms(BANDED), policy_schedule=schedule(plan="Gold"))
    result = outcome.result("SUBLIMIT")
    assert result is not None and result.reason_code == "SUBLIMIT" and result.computed_amount == 5000
    assert f"{VERSION_ID}-mat" in result.clause_ids


def test_a_plan_the_wording_does_not_settle_goes_to_a_person_with_the_first_amount() -> None:
    outcome = run(claim_facts=DELIVERY, policy_terms=_terms(BANDED), policy_schedule=schedule())
    result = outcome.result("SUBLIMIT")
    assert result is not None and result.outcome is Outcome.HUMAN and result.reason_code == "TERM_MISSING"
    assert result.computed_amount == 2000


def test_a_claim_that_is_no_delivery_is_not_capped() -> None:
    outcome = run(claim_facts=facts(), policy_terms=_terms(BANDED), policy_schedule=schedule(plan="Silver"))
    result = outcome.result("SUBLIMIT")
    assert result is not None and result.reason_code is None


def test_a_share_with_decimals_is_stored_as_json() -> None:
    import json

    read = maternity_limit(
        doc(
            "3.4 Maternity Benefit. Our liability for maternity expenses is limited to 2.5% of the Sum Insured."
        )
    )
    assert read is not None and read["limit"] == {"kind": "percent_si", "value": 2.5, "cap_inr": None}
    json.dumps(read)  # kept in extraction_meta, a JSON column
