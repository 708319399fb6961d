"""A discount a hospital bill prints below its gross total: read apart from the items and the total; a claim whose
payable stays within what the hospital was paid goes on, one above it goes to a person. Rows and facts written
for these tests."""

from __future__ import annotations

from clausetrail.claim_extraction.bill_table import parse_bill_table
from clausetrail.claim_extraction.rows import Row
from clausetrail.domain.rules.model import Outcome
from tests.unit.test_rules_fixtures import facts, run, terms


def _text(line: str) -> Row:
    return Row(1, (line,), 0.98, False)


def test_a_discount_below_the_gross_total_is_kept_apart_and_the_total_stays_trusted() -> None:
    rows = [
        _text("No Particulars Qty Rate Amount"),
        _text("1 Ward charges 2 2,500.00 5,000.00"),
        _text("2 Medicines 1 3,000.00 3,000.00"),
        _text("Total Rs. 8,000.00"),
        _text("Less: Discount Rs. 500.00"),
        _text("Net Amount after Discount Rs. 7,500.00"),
    ]
    table = parse_bill_table(rows)
    assert table.total == 8000 and table.discount == 500
    trusted = parse_bill_table(rows[:4])
    assert table.total_confidence == trusted.total_confidence


def test_a_payable_within_the_discounted_amount_goes_on() -> None:
    outcome = run(claim_facts=facts(bill_discount=1000), policy_terms=terms(copay={"percent": 10}))
    result = outcome.result("SUM_INSURED_EXHAUSTED")
    assert result is not None and result.outcome is Outcome.CONTINUE and result.computed_amount == 18000


def test_a_payable_above_what_the_hospital_was_paid_goes_to_a_person() -> None:
    outcome = run(claim_facts=facts(bill_discount=1000))
    result = outcome.result("SUM_INSURED_EXHAUSTED")
    assert result is not None and result.outcome is Outcome.HUMAN and result.reason_code == "FACT_MISSING"
