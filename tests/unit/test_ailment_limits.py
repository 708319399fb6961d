"""Limits a wording sets per ailment in a table of its own (text written for the test): read into
``extraction_meta`` and applied by SUBLIMIT to a claim for that ailment, failing closed when a row cannot be
applied."""

from __future__ import annotations

from typing import Any

from clausetrail.domain.rules.model import Outcome
from clausetrail.domain.terms import PolicyTerms
from clausetrail.extraction.rules.ailment_limits import ailment_limits
from tests.fixtures.offline_clauses import doc
from tests.unit.test_rules_fixtures import VERSION_ID, facts, run, schedule
from tests.unit.test_rules_fixtures import terms as make_terms

TABLE = (
    "C.9 Specified Ailment Limits\nOur liability for the ailments below shall not exceed the limit shown.\n"
    "Ailment / procedure | Limit per policy year\n"
    "Cataract | 10% of SI subject to a maximum of Rs. 30,000 per eye\n"
    "Hernia (all types) | 20% of SI subject to a maximum of Rs. 50,000\n"
    "Total knee replacement | Rs. 1,20,000 per knee\n"
    "Hysterectomy | 15% of SI"
)


def test_rows_of_an_ailment_table_are_read_with_share_cap_and_unit() -> None:
    rows = ailment_limits(doc(TABLE))
    assert [(r["ailment"], r["percent"], r["cap_inr"], r["per"]) for r in rows] == [
        ("Cataract", 10.0, 30000, "eye"),
        ("Hernia (all types)", 20.0, 50000, None),
        ("Total knee replacement", None, 120000, "knee"),
        ("Hysterectomy", 15.0, None, None),
    ]
    # a benefit table whose first column names benefits, not ailments, is no ailment table
    assert ailment_limits(doc("Benefit | Limit\nAmbulance | Rs. 2,000 per hospitalisation")) == []


def _terms(rows: list[dict[str, Any]]) -> PolicyTerms:
    data = make_terms().model_dump(mode="json", exclude_none=True)
    data["extraction_meta"] = {"ailment_limits": [{**r, "clause_id": f"{VERSION_ID}-ail"} for r in rows]}
    return PolicyTerms.model_validate(data)


HERNIA = facts(diagnosis="Right inguinal hernia", procedure="Laparoscopic hernioplasty with mesh")


def test_a_claim_for_a_capped_ailment_is_paid_up_to_the_lower_of_share_and_cap() -> None:
    rows = [{"ailment": "Hernia (all types)", "percent": 2.0, "cap_inr": 15000, "per": None}]
    # 2 % of 5 lakh (10,000) is below the rupee cap; 2 % of 10 lakh (20,000) is above it
    for sum_insured, limit in ((500000, 10000), (1000000, 15000)):
        outcome = run(
            claim_facts=HERNIA, policy_terms=_terms(rows), policy_schedule=schedule(sum_insured=sum_insured)
        )
        result = outcome.result("SUBLIMIT")
        assert result is not None and result.reason_code == "SUBLIMIT"
        assert result.computed_amount == limit
        assert f"{VERSION_ID}-ail" in result.clause_ids


def test_rows_for_other_ailments_leave_the_claim_alone() -> None:
    rows = [{"ailment": "Hysterectomy", "percent": 15.0, "cap_inr": None, "per": None}]
    outcome = run(claim_facts=HERNIA, policy_terms=_terms(rows), policy_schedule=schedule(sum_insured=500000))
    result = outcome.result("SUBLIMIT")
    assert result is not None and result.reason_code is None


def test_a_row_counted_per_knee_on_a_claim_for_both_goes_to_a_person() -> None:
    rows = [{"ailment": "Total knee replacement", "percent": None, "cap_inr": 120000, "per": "knee"}]
    both = facts(diagnosis="Bilateral knee osteoarthritis", procedure="Bilateral total knee replacement")
    outcome = run(claim_facts=both, policy_terms=_terms(rows), policy_schedule=schedule(sum_insured=1000000))
    result = outcome.result("SUBLIMIT")
    assert result is not None and result.outcome is Outcome.HUMAN and result.reason_code == "TERM_MISSING"
