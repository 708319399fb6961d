"""Modern treatment limits stated per procedure (extraction extra + SUBLIMIT): each procedure's row is read, the
single term is held doubtful, and a claim is capped at its own procedure's row. Texts and claims are written for
these tests."""

from __future__ import annotations

from clausetrail.domain.terms import PolicyTerms
from clausetrail.extraction.rules import benefit_limits
from clausetrail.extraction.rules.modern_rows import modern_treatment_rows
from tests.fixtures.offline_clauses import doc, found
from tests.unit.test_rules_fixtures import VERSION_ID, facts, run, schedule
from tests.unit.test_rules_fixtures import terms as make_terms

TABLE = doc(
    "C.7 Modern Treatment Methods\nThe following are covered up to the share of the Sum Insured shown against each:\n"
    "1 Balloon Sinuplasty 15% of Sum Insured\n2 Oral Chemotherapy 30% of Sum Insured\n"
    "3 Robotic surgeries 60% of Sum Insured\n4 Bronchial Thermoplasty Rs. 80,000"
)


def test_each_procedure_row_is_read_and_the_single_term_is_doubtful() -> None:
    rows = modern_treatment_rows(TABLE)
    assert [(r["treatment"], r["limit"]["value"]) for r in rows] == [
        ("Balloon sinuplasty", 15),
        ("Oral chemotherapy", 30),
        ("Robotic surgeries", 60),
        ("Bronchial thermoplasty", 80000),
    ]
    assert found(benefit_limits.modern_treatment_limit(TABLE)).confidence <= 0.5


def test_one_limit_for_all_procedures_has_no_rows() -> None:
    one = doc(
        "C.7 Modern Treatment Methods. Robotic surgeries, oral chemotherapy and balloon sinuplasty are covered up "
        "to 50% of the Sum Insured."
    )
    assert modern_treatment_rows(one) == []


def test_a_claim_is_capped_at_its_own_procedures_row() -> None:
    data = make_terms(modern_treatment_limit={"kind": "percent_si", "value": 15}).model_dump(
        mode="json", exclude_none=True
    )
    data["modern_treatment_limit"]["confidence"] = 0.5
    data["extraction_meta"] = {
        "modern_treatment_rows": [
            {
                "treatment": "Balloon sinuplasty",
                "limit": {"kind": "percent_si", "value": 15},
                "clause_id": "x",
            },
            {
                "treatment": "Robotic surgeries",
                "limit": {"kind": "amount", "value": 9000},
                "clause_id": f"{VERSION_ID}-row",
            },
        ]
    }
    robotic = facts(diagnosis="Carcinoma prostate", procedure="Robot assisted radical prostatectomy")
    outcome = run(
        claim_facts=robotic, policy_terms=PolicyTerms.model_validate(data), policy_schedule=schedule()
    )
    result = outcome.result("SUBLIMIT")
    assert result is not None and result.reason_code == "SUBLIMIT" and result.computed_amount == 9000
    assert f"{VERSION_ID}-row" in result.clause_ids


def test_rows_are_stored_as_json() -> None:
    import json

    text = doc(
        "Modern Treatments\nBalloon Sinuplasty | 2.5% of Sum Insured\nOral Chemotherapy | 5% of Sum Insured\n"
        "Robotic surgeries | 7.5% of Sum Insured"
    )
    rows = modern_treatment_rows(text)
    assert [r["limit"]["value"] for r in rows] == [2.5, 5, 7.5]
    json.dumps(rows)
