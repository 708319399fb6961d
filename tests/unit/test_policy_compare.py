"""The SPEC §6 policy-terms comparison and scores."""

from __future__ import annotations

from typing import Any

import pytest
from rapidfuzz import fuzz

from clausetrail.domain.terms import Limit, LimitKind, PolicyTerms, TermValue
from clausetrail.eval.policy_compare import (
    DocumentScore,
    GoldenFormatError,
    compare_field,
    normalise_text,
    score_corpus,
    score_document,
    text_matches,
    token_set_similarity,
    validate_golden,
)


def passes(field: str, entry: dict[str, Any], actual: Any) -> bool:
    return compare_field(field, entry, actual).passed


# --- text --------------------------------------------------------------------------------------------


def test_normalise_text_ignores_case_and_punctuation() -> None:
    assert normalise_text("  My:Health  Suraksha—Gold (Plan) ") == "my health suraksha gold plan"
    assert normalise_text("HDFC-ERGO") == normalise_text("hdfc ergo")


def test_token_set_similarity_is_rapidfuzz_token_set_ratio() -> None:
    a, b = "Care Supreme", "care health supreme plan"
    assert (
        token_set_similarity(a, b) == fuzz.token_set_ratio("care supreme", "care health supreme plan") / 100
    )
    assert token_set_similarity("Care Supreme", "Care Ultimate") < 0.85
    assert token_set_similarity("", "x") == 0.0


@pytest.mark.parametrize(
    ("expected", "actual", "ok"),
    [
        ("National Parivar Mediclaim Plus Policy", "NATIONAL PARIVAR MEDICLAIM PLUS POLICY.", True),
        ("National Parivar Mediclaim Plus Policy", "National Parivar Mediclaim Plus", True),  # containment
        ("my:Optima Secure", "my: Optima Secure", True),
        ("Star Health", "Star Health and Allied Insurance Co. Ltd.", True),  # one contains the other
        ("Care Supreme", "Care Ultimate", False),
        ("ICICI Lombard", "HDFC ERGO", False),
        ("care", "healthcare", False),  # containment is by whole words
    ],
)
def test_text_rule(expected: str, actual: str, ok: bool) -> None:
    assert text_matches(expected, actual) is ok
    assert passes("product_name", {"value": expected}, actual) is ok


def test_text_threshold_is_085() -> None:
    # just above: "abcdefghijklmn" vs "abcdefghijklxy" has ratio 2*12/28 = 0.857
    assert token_set_similarity("abcdefghijklmn", "abcdefghijklxy") == pytest.approx(24 / 28)
    assert passes("uin", {"value": "abcdefghijklmn"}, "abcdefghijklxy")
    # just below: abbreviations are not expanded, so this pair scores 0.847 and fails
    assert token_set_similarity("National Insurance Company Limited", "NATIONAL INSURANCE CO. LTD.") < 0.85
    assert not passes(
        "insurer_name", {"value": "National Insurance Company Limited"}, "NATIONAL INSURANCE CO. LTD."
    )
    assert not passes("uin", {"value": "abcdefghij"}, "abcdefgxyz")  # 0.70


# --- amounts -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("actual", ["₹10,00,000", "Rs. 10 Lakh", "10 lacs", "1000000", "0.1 crore", 1000000])
def test_amount_spec_examples(actual: Any) -> None:
    # SPEC §6 amount forms against an amount-valued limit
    assert passes(
        "cataract_limit", {"value": {"kind": "amount", "value": 1000000}}, {"kind": "amount", "value": actual}
    )


def test_amount_list_is_an_exact_set() -> None:
    entry = {"value": [500000, 1000000, 1500000]}
    assert passes("sum_insured_options", entry, [1500000, 500000, 1000000])
    assert passes("sum_insured_options", entry, ["5 lakh", "Rs. 10,00,000", "15 lacs", 500000])
    assert passes("sum_insured_options", entry, "5L / 10L / 15L")
    assert not passes("sum_insured_options", entry, [500000, 1000000])
    result = compare_field("sum_insured_options", entry, [500000, 1000000, 1500000, 2000000])
    assert not result.passed and "extra [2000000]" in result.reason


def test_amount_list_from_wording_text() -> None:
    # corpus: National Parivar table of benefits; golden value from golden/policies
    golden = [600000, 700000, 800000, 900000, 1000000, 1500000, 2000000, 2500000, 3000000, 4000000, 5000000]
    text = "INR 6/ 7/ 8/ 9 /10 Lac INR 15/ 20 /25 Lac INR 30/ 40/ 50 Lac"
    assert passes("sum_insured_options", {"value": golden}, text)


# --- durations ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "expected", "actual", "ok"),
    [
        ("grace_period_days", 30, "thirty days", True),  # SPEC §6
        ("ped_waiting_period_months", 24, "2 years", True),  # SPEC §6
        ("ped_waiting_period_months", 24, "two years", True),
        ("maternity_waiting_period_months", 9, "9 months", True),  # SPEC §6
        ("ped_waiting_period_months", 36, "thirty-six (36) months", True),
        ("ped_waiting_period_months", 36, 36, True),
        ("ped_waiting_period_months", 36, "36", True),
        ("ped_waiting_period_months", 36, 48, False),
        ("ped_waiting_period_months", 36, "3 years", True),
        ("ped_waiting_period_months", 36, "30 days", False),
        ("claim_intimation_emergency_hours", 24, "24 hrs", True),
        ("claim_intimation_emergency_hours", 48, "2 days", True),
        ("initial_waiting_period_days", 30, "1 month", True),  # a month is 30 days
        ("free_look_period_days", 15, "fifteen (15) days", True),
    ],
)
def test_durations(field: str, expected: int, actual: Any, ok: bool) -> None:
    assert passes(field, {"value": expected}, actual) is ok


# --- percent, bool -----------------------------------------------------------------------------------


def test_percent_and_bool() -> None:
    assert passes("no_claim_bonus", {"value": 5}, "5%")
    assert passes("no_claim_bonus", {"value": 5}, 5.0)
    assert passes("no_claim_bonus", {"value": 2.5}, "2.5 %")
    assert not passes("no_claim_bonus", {"value": 5}, 10)
    assert passes("maternity_covered", {"value": True}, True)
    assert passes("maternity_covered", {"value": True}, "Yes")
    assert passes("maternity_covered", {"value": False}, "not covered")
    assert not passes("maternity_covered", {"value": True}, False)


# --- limits ------------------------------------------------------------------------------------------


def test_limits_match_on_kind_and_value() -> None:
    entry = {"value": {"kind": "percent_si_per_day", "value": 1}}
    assert passes("room_rent_limit", entry, {"kind": "percent_si_per_day", "value": 1})
    assert passes("room_rent_limit", entry, "1% of SI per day")
    assert passes("room_rent_limit", entry, Limit(kind=LimitKind.PERCENT_SI_PER_DAY, value=1))
    assert not passes("room_rent_limit", entry, {"kind": "percent_si", "value": 1})  # kind differs
    assert not passes("room_rent_limit", entry, {"kind": "percent_si_per_day", "value": 2})
    result = compare_field("room_rent_limit", entry, {"kind": "amount_per_day", "value": 5000})
    assert "kind" in result.reason


def test_valueless_limits() -> None:
    # SPEC §6: limits without a number are written {"kind": "no_limit", "value": null}
    entry = {"value": {"kind": "no_limit", "value": None}}
    assert passes("icu_limit", entry, {"kind": "no_limit", "value": None})
    assert passes("icu_limit", entry, "No sub-limit")
    assert not passes("icu_limit", entry, None)  # null is not "no limit"
    assert not passes("icu_limit", entry, {"kind": "not_covered", "value": None})


def test_room_category_compared_as_text() -> None:
    entry = {"value": {"kind": "room_category", "value": "Single Private AC Room"}}
    assert passes("room_rent_limit", entry, {"kind": "room_category", "value": "single private a/c room"})
    assert passes("room_rent_limit", entry, {"kind": "room_category", "value": "Single Private Room (AC)"})
    assert not passes("room_rent_limit", entry, {"kind": "room_category", "value": "Shared room"})


def test_limit_cap_checked_only_when_the_golden_states_it() -> None:
    plain = {"value": {"kind": "percent_si", "value": 15}}
    capped = {"value": {"kind": "percent_si", "value": 15, "cap_inr": 60000}}
    answer = {"kind": "percent_si", "value": 15, "cap_inr": 60000}
    assert passes("cataract_limit", plain, answer)
    assert passes("cataract_limit", capped, answer)
    assert not passes("cataract_limit", capped, {"kind": "percent_si", "value": 15})


# --- copay -------------------------------------------------------------------------------------------


def test_copay_passes_on_percent() -> None:
    entry = {"value": {"percent": 20, "condition": "entry age above 60"}}
    assert passes("copay", entry, {"percent": 20, "condition": "for insured persons aged 61 and above"})
    assert passes("copay", entry, {"percent": 20, "condition": None})
    assert passes("copay", entry, "20%")
    assert not passes("copay", entry, {"percent": 10, "condition": "entry age above 60"})


def test_no_copay_is_zero() -> None:
    zero = {"value": {"percent": 0, "condition": None}}
    assert passes("copay", zero, {"percent": 0, "condition": None})
    assert passes("copay", zero, "No co-payment")
    result = compare_field("copay", zero, None)  # "0 when there is no co-pay": null reads as 0 %
    assert result.passed and "0% co-pay" in result.reason
    assert passes("copay", {"value": None}, {"percent": 0, "condition": None})
    assert not passes("copay", zero, {"percent": 10})


# --- code lists --------------------------------------------------------------------------------------


def test_code_list_is_an_exact_set_after_normalising() -> None:
    entry = {"value": ["Excl01", "Excl02", "Excl03"]}
    assert passes("exclusion_codes", entry, ["Code-Excl01", "excl 2", "Excl03"])
    assert passes("exclusion_codes", entry, ["Excl03", "Excl02", "Excl01", "Excl01"])
    assert passes("exclusion_codes", entry, "Code- Excl01, Code- Excl02 and Code- Excl03")
    assert not passes("exclusion_codes", entry, ["Excl01", "Excl02"])
    assert not passes("exclusion_codes", entry, ["Excl01", "Excl02", "Excl03", "Excl04"])
    unreadable = compare_field("exclusion_codes", entry, ["Excl01", "Excl02", "Excl33"])
    assert not unreadable.passed and unreadable.reason.startswith("unreadable answer")


# --- null, any_of ------------------------------------------------------------------------------------


def test_value_null_requires_null() -> None:
    entry = {"value": None, "note": "maternity not covered"}
    assert passes("maternity_waiting_period_months", entry, None)
    assert passes("maternity_waiting_period_months", entry, "")  # empty answer is null
    assert not passes("maternity_waiting_period_months", entry, 9)
    assert compare_field("maternity_waiting_period_months", entry, 9).reason == "expected null"


def test_missing_answer_fails_a_value() -> None:
    result = compare_field("ped_waiting_period_months", {"value": 36}, None)
    assert not result.passed and result.reason == "missing answer"


def test_any_of() -> None:
    entry = {
        "any_of": [{"percent": 0, "condition": None}, {"percent": 20, "condition": "entry age above 60"}]
    }
    assert passes("copay", entry, {"percent": 20, "condition": None})
    assert passes("copay", entry, {"percent": 0, "condition": None})
    assert not passes("copay", entry, {"percent": 10, "condition": None})
    months = {"any_of": [36, 24, 12]}
    assert compare_field("ped_waiting_period_months", months, "2 years").reason.endswith("(any_of option 2)")
    assert not passes("ped_waiting_period_months", months, None)


def test_null_inside_any_of_accepts_null() -> None:
    entry = {"any_of": [{"kind": "percent_si", "value": 15}, None]}
    assert passes("cataract_limit", entry, None)
    assert passes("cataract_limit", entry, {"kind": "percent_si", "value": 15})
    assert not passes("cataract_limit", entry, {"kind": "percent_si", "value": 20})


def test_reviewer_keys_are_ignored() -> None:
    entry = {"value": 36, "page": 7, "clause": "4.1", "quote": "36 months", "note": "x", "also": 48}
    assert passes("ped_waiting_period_months", entry, 36)
    assert not passes("ped_waiting_period_months", entry, 48)  # "also" is not an accepted value


# --- answers in their wrappers -----------------------------------------------------------------------


def test_term_value_answers_are_unwrapped() -> None:
    term = TermValue[int](value=36, source="model", page=7, clause_no="4.1")
    assert passes("ped_waiting_period_months", {"value": 36}, term)
    assert passes("ped_waiting_period_months", {"value": 36}, term.model_dump())
    # a limit dict has a "value" key too, but is not a TermValue dump
    assert passes(
        "icu_limit", {"value": {"kind": "amount", "value": 5000}}, {"kind": "amount", "value": 5000}
    )


# --- golden format -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "entry"),
    [
        ("ped_waiting_period_months", {"page": 7}),  # neither value nor any_of
        ("ped_waiting_period_months", {"value": 36, "any_of": [36]}),
        ("ped_waiting_period_months", {"any_of": []}),
        ("ped_waiting_period_months", {"value": "soon"}),  # unreadable golden value
        ("ped_waiting", {"value": 36}),  # unknown field
    ],
)
def test_malformed_golden_entries_raise(field: str, entry: dict[str, Any]) -> None:
    with pytest.raises(GoldenFormatError):
        compare_field(field, entry, 36)


def test_validate_golden() -> None:
    assert validate_golden({"document": "x.pdf"}) == ["golden file has no 'fields' object"]
    problems = validate_golden(
        {
            "fields": {
                "uin": {"value": "X"},
                "room_rent": {"value": 1},
                "copay": {"value": {"percent": "lots"}},
            }
        }
    )
    assert len(problems) == 2
    assert "room_rent" in problems[0] and "copay" in problems[1]


# --- document and corpus scores ----------------------------------------------------------------------

SPEC_GOLDEN = {  # the SPEC §6 example golden file
    "document": "<pdf file name>",
    "sha256": "<of the pdf>",
    "fields": {
        "ped_waiting_period_months": {"value": 36, "page": 7, "clause": "4.1"},
        "room_rent_limit": {"value": {"kind": "percent_si_per_day", "value": 1}, "page": 3},
        "maternity_waiting_period_months": {"value": None, "note": "maternity not covered"},
        "copay": {
            "any_of": [{"percent": 0, "condition": None}, {"percent": 20, "condition": "entry age above 60"}]
        },
    },
}


def test_spec_example_golden_scores() -> None:
    assert validate_golden(SPEC_GOLDEN) == []
    perfect = {
        "ped_waiting_period_months": "thirty-six (36) months",
        "room_rent_limit": "1% of SI per day",
        "maternity_waiting_period_months": None,
        "copay": {"percent": 20, "condition": "age 61+"},
    }
    score = score_document(SPEC_GOLDEN, perfect)
    assert score.tier_a_pass_rate == 1.0
    assert score.tier_b_pass_rate is None  # the golden names no Tier B field
    assert score.tier_a_counts == (4, 4)

    half = {**perfect, "ped_waiting_period_months": 24, "maternity_waiting_period_months": 9}
    score = score_document(SPEC_GOLDEN, half)
    assert score.tier_a_pass_rate == 0.5
    assert sorted(r.field for r in score.failures()) == [
        "maternity_waiting_period_months",
        "ped_waiting_period_months",
    ]


def test_missing_fields_in_the_extraction_count_as_null() -> None:
    score = score_document(SPEC_GOLDEN, {})
    # passes: maternity (null expected) and copay (null reads as 0 %, an any_of option)
    assert {f for f, r in score.per_field.items() if r.passed} == {"maternity_waiting_period_months", "copay"}


def test_policy_terms_can_be_scored_directly() -> None:
    terms = PolicyTerms.model_validate(
        {
            "ped_waiting_period_months": {"value": 36, "source": "anchor", "page": 7},
            "room_rent_limit": {"value": {"kind": "percent_si_per_day", "value": 1}, "source": "model"},
            "maternity_waiting_period_months": {"value": None, "source": "model"},
            "copay": {"value": {"percent": 0}, "source": "model"},
            "free_look_period_days": {"value": 15, "source": "model"},
        }
    )
    assert score_document(SPEC_GOLDEN, terms).tier_a_pass_rate == 1.0


def test_score_document_rejects_bad_golden() -> None:
    with pytest.raises(GoldenFormatError, match="room_rent"):
        score_document({"document": "x.pdf", "fields": {"room_rent": {"value": 1}}}, {})


def _doc(name: str, fields: dict[str, Any], answers: dict[str, Any]) -> DocumentScore:
    return score_document({"document": name, "fields": fields}, answers)


def test_score_corpus_rates() -> None:
    fields = {
        "grace_period_days": {"value": 30},
        "uin": {"value": "NICHLIP25039V032425"},
        "free_look_period_days": {"value": 15},
    }
    a = _doc(
        "a.pdf", fields, {"grace_period_days": 30, "uin": "NICHLIP25039V032425", "free_look_period_days": 15}
    )
    b = _doc(
        "b.pdf", fields, {"grace_period_days": 15, "uin": "NICHLIP25039V032425", "free_look_period_days": 30}
    )
    c = _doc("b.pdf", {"grace_period_days": {"value": 30}}, {"grace_period_days": 30})
    corpus = score_corpus([a, b, c])
    assert corpus.per_field["grace_period_days"].rate == pytest.approx(2 / 3)
    assert corpus.per_field["uin"].rate == 1.0
    assert corpus.per_field["free_look_period_days"].rate == 0.5
    assert "copay" not in corpus.per_field  # never scored
    assert corpus.tier_a_pass_rate == pytest.approx(4 / 5)  # 2 + 1 + 1 of 2 + 2 + 1
    assert corpus.tier_b_pass_rate == 0.5
    assert corpus.mean_document_tier_a_pass_rate == pytest.approx((1.0 + 0.5 + 1.0) / 3)
    assert list(corpus.per_document) == ["a.pdf", "b.pdf", "b.pdf#2"]
    report = corpus.to_dict()
    assert report["per_document"]["b.pdf"]["failed_fields"] == ["grace_period_days", "free_look_period_days"]
    assert report["per_field"]["uin"] == {"passed": 2, "total": 2, "rate": 1.0}


def test_empty_corpus() -> None:
    corpus = score_corpus([])
    assert corpus.tier_a_pass_rate is None and corpus.per_field == {} and corpus.per_document == {}
