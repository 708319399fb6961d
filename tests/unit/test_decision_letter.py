"""The decision letter's content (SPEC §3 stage 8) from stored rows only: deductions with their clause number and
wording, reasons with clause numbers, the grievance route for a repudiation or a partial; and the PDF shows it."""

from __future__ import annotations

import io
from dataclasses import replace
from typing import Any

import pdfplumber
import pytest

from clausetrail.domain.letter import (
    ClauseText,
    LetterData,
    deductions_from,
    letter_blocks,
    reasons_from,
)
from clausetrail.services.letters import render_pdf

CLAUSES = {
    "V1-c10": ClauseText(
        "V1-c10", "4.3", "Cataract treatment: up to 25% of the sum insured or Rs 40,000 per eye."
    ),
    "V1-c11": ClauseText("V1-c11", "4.9", "Co-payment: each claim is subject to a co-payment of 5%."),
    "schedule:room_rent_limit": ClauseText("schedule:room_rent_limit", None, None),
}


def row(
    rule_id: str, passed: bool, amount: int | None, clauses: tuple[str, ...] = (), code: str | None = None
) -> dict[str, Any]:
    return {
        "rule_id": rule_id,
        "passed": passed,
        "computed_amount": amount,
        "clause_ids": list(clauses),
        "reason_code": code,
        "detail": f"{rule_id} detail",
    }


RESULTS = [
    row("MEMBER_NOT_COVERED", True, None),
    row("AMOUNT_MISMATCH", True, 59_300),
    row("NON_PAYABLE_ITEMS", True, 59_300),
    row("SUBLIMIT", False, 37_500, ("V1-c10",), "SUBLIMIT"),
    row("COPAY", False, 35_625, ("V1-c11",), "COPAY"),
    row("DEDUCTIBLE", True, 35_625),
]


def test_each_deduction_is_the_drop_left_by_its_rule_with_its_clauses() -> None:
    deductions = deductions_from(RESULTS, CLAUSES)
    assert [(d.reason_code, d.amount, [c.label for c in d.clauses]) for d in deductions] == [
        ("SUBLIMIT", 21_800, ["Clause 4.3"]),
        ("COPAY", 1_875, ["Clause 4.9"]),
    ]
    assert sum(d.amount for d in deductions) == 59_300 - 35_625


def test_a_passed_rule_or_the_first_amount_is_never_a_deduction() -> None:
    assert deductions_from([row("AMOUNT_MISMATCH", False, 1_000), row("COPAY", True, 900)], CLAUSES) == ()


DATA = LetterData(
    claim_id="clm_123",
    policy_id="P/211200/01/2026/007126",
    policy_version_id="pv_1",
    insurer="Star Health",
    product="Arogya Sanjeevani",
    member_id="M1",
    claimant_id="C-1",
    loss_date="2025-09-15",
    decided_at="2025-10-01",
    decision="partial",
    decided_by="human",
    amount_claimed=59_300,
    payable_amount=35_625,
    bill_total=59_300,
    deductions=deductions_from(RESULTS, CLAUSES),
    reasons=reasons_from(
        [
            {"clause_id": "V1-c10", "finding": "cataract capped", "reason_code": "SUBLIMIT"},
            {"clause_id": "schedule:room_rent_limit", "finding": "room within limit", "reason_code": None},
        ],
        CLAUSES,
    ),
)


def text_of(data: LetterData) -> str:
    return "\n".join(b.text or " | ".join(" ; ".join(r) for r in b.rows) for b in letter_blocks(data))


@pytest.mark.parametrize(
    ("decision", "route"), [("partial", True), ("deny", True), ("approve", False), ("need_info", False)]
)
def test_the_grievance_route_is_given_for_a_repudiation_or_a_partial_only(decision: str, route: bool) -> None:
    text = text_of(replace(DATA, decision=decision))
    assert ("Insurance Ombudsman Rules, 2017" in text) is route
    assert ("Bima Bharosa" in text) is route
    assert ("Grievance Redressal Officer" in text) is route


def test_the_pdf_shows_amounts_deductions_with_clause_number_and_wording_and_reasons() -> None:
    pdf = render_pdf(letter_blocks(DATA))
    assert pdf == render_pdf(letter_blocks(DATA))  # deterministic: the same stored data, the same bytes
    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        text = " ".join((page.extract_text() or "") for page in doc.pages)
    flat = " ".join(text.split())
    for expected in (
        "clm_123",
        "P/211200/01/2026/007126",
        "Rs. 59,300",  # claimed
        "Rs. 35,625",  # payable
        "Rs. 21,800",  # the sublimit deduction
        "Rs. 1,875",  # the co-pay deduction
        "Clause 4.3",
        "Rs 40,000 per eye",  # the wording of the clause the deduction rests on
        "Clause 4.9",
        "Insurance Ombudsman",
    ):
        assert expected in flat, expected


def test_a_deduction_on_the_standard_non_payable_list_names_the_list_when_no_clause_is_cited() -> None:
    rows = [
        row("AMOUNT_MISMATCH", True, 10_000),
        row("NON_PAYABLE_ITEMS", False, 9_700, (), "NON_PAYABLE_ITEMS"),
    ]
    (deduction,) = deductions_from(rows, CLAUSES)
    assert deduction.amount == 300
    assert [c.label for c in deduction.clauses] == [
        "Annexure I, List I (items for which coverage is not available in the policy)"
    ]
    text = text_of(replace(DATA, deductions=(deduction,)))
    assert "NON_PAYABLE_ITEMS ; Rs. 300 ; Annexure I, List I" in text
