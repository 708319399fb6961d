"""Standard exclusions a wording states in the IRDAI words without printing their codes: read by the extraction
extra and applied by EXCLUDED_TREATMENT when `exclusion_codes` was not read. Texts are written for these tests."""

from __future__ import annotations

from clausetrail.domain.rules.model import Outcome
from clausetrail.domain.terms import PolicyTerms
from clausetrail.extraction.rules.exclusions_by_text import exclusions_by_text
from tests.fixtures.offline_clauses import doc
from tests.unit.test_rules_fixtures import VERSION_ID, facts, run
from tests.unit.test_rules_fixtures import terms as make_terms


def test_uncoded_standard_exclusions_are_recognised_in_an_exclusions_list() -> None:
    text = doc(
        "7. PERMANENT EXCLUSIONS The Company shall not pay for: (a) Expenses related to the treatment for "
        "correction of eye sight due to refractive error less than 7.5 dioptres. (b) Treatment for, Alcoholism, "
        "drug or substance abuse or any addictive condition and consequences thereof."
    )
    assert [row["code"] for row in exclusions_by_text(text)] == ["Excl12", "Excl15"]


def test_a_benefit_that_names_the_same_words_is_not_an_exclusion() -> None:
    text = doc(
        "3.4 Vision care. We will pay for correction of eye sight due to refractive error of 7.5 dioptres or "
        "more, up to Rs 20,000 per eye."
    )
    assert exclusions_by_text(text) == []


def _uncoded(codes_by_text: list[str]) -> PolicyTerms:
    data = make_terms().model_dump(mode="json", exclude_none=True)
    data.pop("exclusion_codes", None)
    data["extraction_meta"] = {
        "exclusions_by_text": [{"code": c, "clause_id": f"{VERSION_ID}-permanent"} for c in codes_by_text]
    }
    return PolicyTerms.model_validate(data)


def test_an_uncoded_refractive_exclusion_stated_in_the_wording_refuses_lasik() -> None:
    lasik = facts(diagnosis="Myopia -4.5 D both eyes", procedure="LASIK both eyes")
    result = run(claim_facts=lasik, policy_terms=_uncoded(["Excl15"])).result("EXCLUDED_TREATMENT")
    assert result is not None and result.outcome is Outcome.HARD_STOP
    assert f"{VERSION_ID}-permanent" in result.clause_ids


def test_without_the_exclusion_in_the_wording_it_still_goes_to_a_person() -> None:
    lasik = facts(diagnosis="Myopia -4.5 D both eyes", procedure="LASIK both eyes")
    result = run(claim_facts=lasik, policy_terms=_uncoded(["Excl12"])).result("EXCLUDED_TREATMENT")
    assert result is not None and result.outcome is Outcome.HUMAN and result.reason_code == "TERM_MISSING"


def test_the_standard_words_of_the_gender_and_sports_exclusions() -> None:
    text = doc(
        "8. We will not pay for: (i) Expenses related to any treatment, including surgical management, to change "
        "characteristics of the body to those of the opposite sex. (ii) Expenses related to any treatment "
        "necessitated due to participation as a professional in hazardous or adventure sports."
    )
    assert [row["code"] for row in exclusions_by_text(text)] == ["Excl07", "Excl09"]
