"""EXCLUDED_TREATMENT (IRDAI Excl codes), DUPLICATE_BILL, MISSING_DOCUMENTS, AMOUNT_MISMATCH."""

from __future__ import annotations

import pytest

from clausetrail.domain.rules.amount_mismatch import check_amount_mismatch
from clausetrail.domain.rules.duplicate_bill import check_duplicate_bill, normalise_bill_number
from clausetrail.domain.rules.engine import Decision
from clausetrail.domain.rules.excluded_treatment import check_excluded_treatment
from clausetrail.domain.rules.missing_documents import check_missing_documents
from clausetrail.domain.rules.model import Outcome, RuleResult
from clausetrail.domain.terms import EXCLUSION_CODES
from tests.unit.test_rules_fixtures import context, facts, run, terms

ALL_CODES = list(EXCLUSION_CODES)


def excluded(
    diagnosis: str,
    procedure: str | None = None,
    *,
    codes: list[str] | None = ALL_CODES,
    accident: bool = False,
) -> RuleResult:
    policy_terms = terms(exclusion_codes=codes) if codes is not None else terms()
    ctx = context(
        claim_facts=facts(diagnosis=diagnosis, procedure=procedure, is_accident=accident),
        policy_terms=policy_terms,
    )
    return check_excluded_treatment(ctx)


@pytest.mark.parametrize(
    ("diagnosis", "procedure", "code"),
    [
        ("Dorsal hump nose, cosmetic concern", "Rhinoplasty", "Excl08"),
        ("Localised fat deposits", "Liposuction abdomen", "Excl08"),
        ("Obesity", "Laparoscopic sleeve gastrectomy (bariatric surgery)", "Excl06"),
        ("Gender dysphoria", "Sex reassignment surgery", "Excl07"),
        ("Alcohol dependence syndrome", "De-addiction treatment", "Excl12"),
        ("Primary infertility", "IVF with ICSI", "Excl17"),
        ("Myopia -3.5 D both eyes", "LASIK", "Excl15"),
        ("Unproven stem cell protocol", "Experimental treatment", "Excl16"),
    ],
)
def test_standard_exclusions_deny_with_their_code(diagnosis: str, procedure: str, code: str) -> None:
    result = excluded(diagnosis, procedure)
    assert result.outcome is Outcome.HARD_STOP
    assert result.reason_code == "EXCLUDED_TREATMENT"
    assert result.exclusion_code == code
    assert result.clause_ids == ("V1-exclusion_codes",)


def test_an_exclusion_applies_only_when_the_policy_lists_its_code() -> None:
    # Niva Bupa ReAssure 2.0 does not print Excl07 (golden terms): a change-of-gender claim is not excluded here
    without_excl07 = [c for c in ALL_CODES if c != "Excl07"]
    assert excluded("Gender dysphoria", "Sex reassignment surgery", codes=without_excl07).passed


def test_reconstruction_after_burns_or_an_accident_is_carved_out_of_excl08() -> None:
    assert excluded("Post-burn contracture neck", "Reconstructive plastic surgery").passed
    assert excluded("Facial laceration", "Plastic surgery repair", accident=True).passed


def test_obesity_surgery_that_may_meet_the_bmi_conditions_goes_to_a_human() -> None:
    result = excluded("Morbid obesity BMI 42 with obstructive sleep apnoea", "Bariatric surgery")
    assert result.outcome is Outcome.HUMAN and result.exclusion_code is None


def test_refractive_error_of_7_5_dioptres_or_more_is_not_excluded() -> None:
    assert excluded("High myopia -9.0 D", "Refractive surgery (LASIK)").passed
    assert excluded("Refractive error", "LASIK").outcome is Outcome.HUMAN  # power not stated


def test_without_extracted_exclusion_codes_a_match_goes_to_a_human() -> None:
    result = excluded("Dorsal hump nose", "Cosmetic rhinoplasty", codes=None)
    assert result.outcome is Outcome.HUMAN


def test_an_ordinary_treatment_is_not_excluded() -> None:
    assert excluded("Acute appendicitis", "Laparoscopic appendicectomy").passed


def test_engine_denies_an_excluded_treatment_and_reports_the_code() -> None:
    outcome = run(
        claim_facts=facts(diagnosis="Cosmetic concern", procedure="Rhinoplasty"),
        policy_terms=terms(exclusion_codes=ALL_CODES),
    )
    assert outcome.decision is Decision.DENY
    assert outcome.reason_codes == ("EXCLUDED_TREATMENT",)
    assert outcome.exclusion_code == "Excl08"


# ---- duplicate bill ----------------------------------------------------------------------------------------


def test_a_bill_number_already_claimed_is_a_duplicate_whatever_its_punctuation() -> None:
    ctx = context(
        claim_facts=facts(bill_number="inv/2025-0917"), seen_bill_numbers=frozenset({"INV 2025 0917"})
    )
    result = check_duplicate_bill(ctx)
    assert result.outcome is Outcome.HARD_STOP and result.reason_code == "DUPLICATE_BILL"
    assert normalise_bill_number(" inv/2025-0917 ") == "INV20250917"


def test_a_new_bill_number_passes() -> None:
    assert check_duplicate_bill(context(seen_bill_numbers=frozenset({"INV-2025-0001"}))).passed


# ---- documents and amounts -------------------------------------------------------------------------------


def test_missing_discharge_summary_asks_for_information() -> None:
    ctx = context(claim_facts=facts(documents_present=["bill"]))
    result = check_missing_documents(ctx)
    assert result.outcome is Outcome.NEED_INFO and "discharge_summary" in result.detail
    outcome = run(claim_facts=facts(documents_present=["bill"]))
    assert outcome.decision is Decision.NEED_INFO and outcome.payable_amount is None


def test_line_items_not_adding_up_to_the_bill_total_need_info_and_a_human() -> None:
    # 18,000 read as 78,000: the lines add up to 20,000 but the total says 80,000
    bad = facts(bill_total=80000)
    result = check_amount_mismatch(context(claim_facts=bad))
    assert result.outcome is Outcome.NEED_INFO and result.reason_code == "AMOUNT_MISMATCH"
    outcome = run(claim_facts=bad)
    assert outcome.decision is Decision.NEED_INFO
    assert outcome.needs_human
    assert outcome.stopped_by == "AMOUNT_MISMATCH"


def test_matching_line_items_pass_with_their_total() -> None:
    result = check_amount_mismatch(context())
    assert result.passed and result.computed_amount == 20000


@pytest.mark.parametrize(
    "diagnosis",
    [
        "Chest discomfort under evaluation",
        "Recurrent headache - no organic cause identified",
        "Weight loss, aetiology not established",
    ],
)
def test_an_admission_whose_diagnosis_is_still_sought_goes_to_a_person_under_excl04(diagnosis: str) -> None:
    result = excluded(diagnosis)
    assert result.outcome is Outcome.HUMAN and "Excl04" in (result.detail or "")
    assert excluded(diagnosis, codes=["Excl08"]).passed  # a wording without Excl04: nothing to decide


def test_a_diagnosis_that_was_found_is_not_an_evaluation_admission() -> None:
    assert excluded("Acute appendicitis, evaluated by CT abdomen", "Laparoscopic appendicectomy").passed
