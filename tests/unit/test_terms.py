"""Typed policy terms, the field registry and schedule overrides (SPEC §6, §8)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pydantic import ValidationError

from clausetrail.domain.errors import ValidationFailed
from clausetrail.domain.terms import (
    COMPLETENESS_WEIGHTS_PERCENT,
    EXCLUSION_CODES,
    FIELD_REGISTRY,
    TIER_A_FIELDS,
    TIER_B_FIELDS,
    Category,
    Copay,
    Limit,
    LimitKind,
    PolicyTerms,
    TermValue,
    ValueType,
    apply_schedule_overrides,
    coerce_copay,
    coerce_value,
    find_exclusion_codes,
    make_term,
    normalise_exclusion_code,
    parse_limit,
)

# The field lists exactly as SPEC §6 writes them.
SPEC_TIER_A = [
    "insurer_name",
    "product_name",
    "uin",
    "sum_insured_options",
    "room_rent_limit",
    "icu_limit",
    "copay",
    "initial_waiting_period_days",
    "ped_waiting_period_months",
    "specific_disease_waiting_period_months",
    "maternity_covered",
    "maternity_waiting_period_months",
    "pre_hospitalisation_days",
    "post_hospitalisation_days",
    "ambulance_limit",
    "cataract_limit",
    "modern_treatment_limit",
    "ayush_covered",
    "day_care_covered",
    "organ_donor_covered",
    "grace_period_days",
    "exclusion_codes",
]
SPEC_TIER_B = [
    "free_look_period_days",
    "no_claim_bonus",
    "restoration_benefit",
    "health_checkup",
    "domiciliary_covered",
    "claim_intimation_emergency_hours",
]


# --- registry ----------------------------------------------------------------------------------------


def test_registry_holds_the_spec_fields_in_their_tiers() -> None:
    assert len(SPEC_TIER_A) == 22 and len(SPEC_TIER_B) == 6
    assert list(TIER_A_FIELDS) == SPEC_TIER_A
    assert list(TIER_B_FIELDS) == SPEC_TIER_B
    assert set(FIELD_REGISTRY) == {*SPEC_TIER_A, *SPEC_TIER_B}
    for name, spec in FIELD_REGISTRY.items():
        assert spec.name == name
        assert spec.description


def test_policy_terms_has_one_attribute_per_registry_field() -> None:
    assert set(PolicyTerms.model_fields) - {"extraction_meta"} == set(FIELD_REGISTRY)


def test_value_types_follow_spec_field_types() -> None:
    expected = {
        "insurer_name": ValueType.TEXT,
        "product_name": ValueType.TEXT,
        "uin": ValueType.TEXT,
        "restoration_benefit": ValueType.TEXT,
        "health_checkup": ValueType.TEXT,
        "sum_insured_options": ValueType.AMOUNT_LIST,
        "room_rent_limit": ValueType.LIMIT,
        "icu_limit": ValueType.LIMIT,
        "ambulance_limit": ValueType.LIMIT,
        "cataract_limit": ValueType.LIMIT,
        "modern_treatment_limit": ValueType.LIMIT,
        "copay": ValueType.COPAY,
        "no_claim_bonus": ValueType.PERCENT,
        "exclusion_codes": ValueType.CODE_LIST,
    }
    for name, spec in FIELD_REGISTRY.items():
        if name in expected:
            assert spec.value_type == expected[name], name
        elif name.endswith("_days"):
            assert spec.value_type == ValueType.DAYS, name
        elif name.endswith("_months"):
            assert spec.value_type == ValueType.MONTHS, name
        elif name.endswith("_hours"):
            assert spec.value_type == ValueType.HOURS, name
        else:  # "the rest: bool"
            assert spec.value_type == ValueType.BOOL, name


def test_categories() -> None:
    category = {name: spec.category for name, spec in FIELD_REGISTRY.items()}
    assert category["room_rent_limit"] == Category.FINANCIAL_LIMITS
    assert category["copay"] == Category.FINANCIAL_LIMITS
    assert category["ped_waiting_period_months"] == Category.WAITING_PERIODS
    assert category["initial_waiting_period_days"] == Category.WAITING_PERIODS
    assert category["exclusion_codes"] == Category.EXCLUSIONS
    assert category["maternity_covered"] == Category.ADVANCED_BENEFITS
    assert category["claim_intimation_emergency_hours"] == Category.NETWORK_OPERATIONS
    assert category["insurer_name"] == Category.IDENTITY
    # every weighted completeness category has fields to score, and the weights are SPEC §2.6's
    assert set(COMPLETENESS_WEIGHTS_PERCENT) == set(Category) - {Category.IDENTITY}
    assert set(COMPLETENESS_WEIGHTS_PERCENT) <= set(category.values())
    assert sum(COMPLETENESS_WEIGHTS_PERCENT.values()) == 100
    assert COMPLETENESS_WEIGHTS_PERCENT[Category.ADVANCED_BENEFITS] == 15


# --- limits ------------------------------------------------------------------------------------------


def test_limit_values_by_kind() -> None:
    assert Limit(kind="percent_si_per_day", value=1).value == 1  # type: ignore[arg-type]
    assert Limit.model_validate({"kind": "amount", "value": "Rs. 2,000/-"}).value == 2000
    half = Limit.model_validate({"kind": "percent_si", "value": 0.5})
    assert half.value == Decimal("0.5")
    room = Limit.model_validate({"kind": "room_category", "value": "  Single  Private AC Room "})
    assert room.value == "Single Private AC Room"
    assert Limit.model_validate({"kind": "no_limit", "value": None}).value is None
    capped = Limit.model_validate({"kind": "percent_si_per_day", "value": 1, "cap_inr": "Rs 5,000"})
    assert capped.cap_inr == 5000


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "per_claim", "value": 1},
        {"kind": "amount", "value": None},
        {"kind": "percent_si", "value": 150},
        {"kind": "percent_si", "value": 0},
        {"kind": "amount", "value": "a lot"},
        {"kind": "room_category", "value": ""},
        {"kind": "no_limit", "value": None, "cap_inr": 5000},
        {"kind": "amount", "value": 1000, "extra": True},
    ],
)
def test_invalid_limits(data: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        Limit.model_validate(data)


def test_limit_json_round_trip_and_description() -> None:
    limit = Limit.model_validate({"kind": "percent_si_per_day", "value": "0.5", "cap_inr": 5000})
    assert limit.model_dump(mode="json") == {"kind": "percent_si_per_day", "value": 0.5, "cap_inr": 5000}
    assert Limit.model_validate_json(limit.model_dump_json()) == limit
    assert limit.describe() == "0.5% of sum insured per day (maximum ₹5,000)"
    assert Limit(kind=LimitKind.AMOUNT, value=60000).describe() == "₹60,000"


@pytest.mark.parametrize(
    ("text", "kind", "value", "cap"),
    [
        ("1% of SI per day", "percent_si_per_day", 1, None),
        # corpus: National Parivar table of benefits (the "per day" is in the table header, not this cell)
        ("Up to 2% of SI or actual, whichever is lower", "percent_si", 2, None),
        ("1% of Sum Insured per day subject to maximum of Rs. 5,000", "percent_si_per_day", 1, 5000),
        # corpus: National Parivar cataract; the INR cap is kept
        ("Up to 15% of SI or INR 60,000 whichever is lower", "percent_si", 15, 60000),
        ("Rs 2,000 per day", "amount_per_day", 2000, None),
        ("Up to INR 2,500", "amount", 2500, None),  # corpus: National Parivar ambulance
        ("Rs 2000", "amount", 2000, None),
        ("No sub-limit", "no_limit", None, None),
        ("Up to SI", "no_limit", None, None),  # corpus: National Parivar plans B/C
        ("Not covered", "not_covered", None, None),
        ("Single Private AC Room", "room_category", "Single Private AC Room", None),
    ],
)
def test_parse_limit(text: str, kind: str, value: object, cap: int | None) -> None:
    limit = parse_limit(text)
    assert limit is not None
    assert (limit.kind, limit.value, limit.cap_inr) == (kind, value, cap)


def test_parse_limit_unreadable() -> None:
    assert parse_limit("") is None
    assert parse_limit("as per the schedule") is None


# --- co-pay ------------------------------------------------------------------------------------------


def test_copay_forms() -> None:
    assert coerce_copay("20%") == Copay(percent=20)
    assert coerce_copay("No co-pay") == Copay(percent=0)
    assert coerce_copay(None) is None
    with_condition = coerce_copay("20% for insured aged above 60")
    assert with_condition is not None
    assert with_condition.percent == 20 and with_condition.condition == "20% for insured aged above 60"
    # corpus: National Parivar 5.5.7 zone co-pays are fractional
    assert Copay.model_validate({"percent": 7.5}).percent == Decimal("7.5")
    assert Copay.model_validate({"percent": "12.5%"}).percent == Decimal("12.5")
    with pytest.raises(ValidationError):
        Copay.model_validate({"percent": 120})
    with pytest.raises(ValueError):
        coerce_copay("10% and 20%")  # two different co-pays: ambiguous


# --- exclusion codes ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Code-Excl01", "Excl01"),
        ("Code- Excl01", "Excl01"),
        ("excl 1", "Excl01"),
        ("Excl01", "Excl01"),
        ("EXCL-18", "Excl18"),
        ("Excl 03", "Excl03"),
        ("Code- Excl0l", "Excl01"),  # corpus: ICICI Arogya Sanjeevani 6.1 prints a letter l for 1
        ("Code- Exc116", "Excl16"),  # corpus: ICICI Arogya Sanjeevani 7.13 prints a 1 for the l
        ("Excl19", None),
        ("Excl00", None),
        ("Exclusion 1", None),
    ],
)
def test_normalise_exclusion_code(text: str, code: str | None) -> None:
    assert normalise_exclusion_code(text) == code


def test_find_exclusion_codes_in_wording() -> None:
    # corpus: National Parivar 4.1 / 4.14 / 4.16 headings
    text = "4.1. Pre-Existing Diseases (Excl 01) ... 4.14 ... (Excl 14) 4.16. Unproven Treatments (Excl16) (Excl 01)"
    assert find_exclusion_codes(text) == ["Excl01", "Excl14", "Excl16"]
    # corpus: ICICI Arogya Sanjeevani 7.12 / 7.13
    assert find_exclusion_codes(
        "7.12. Refractive Error:(Code- Excl15) 7.13.Unproven Treatments:(Code- Exc116)"
    ) == [
        "Excl15",
        "Excl16",
    ]
    assert EXCLUSION_CODES[0] == "Excl01" and EXCLUSION_CODES[-1] == "Excl18" and len(EXCLUSION_CODES) == 18


# --- coerce_value ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value_type", "raw", "expected"),
    [
        ("months", "two years", 24),
        ("months", "2 years", 24),
        ("months", "9 months", 9),
        ("months", "thirty-six (36) months", 36),
        ("months", "36", 36),
        ("days", "thirty days", 30),
        ("days", "30", 30),
        ("days", 30.0, 30),
        ("hours", "48 hours", 48),
        ("hours", "2 days", 48),
        ("hours", "within twenty four hours of admission", 24),
        ("amount", "Rs. 10 Lakh", 1_000_000),
        ("amount", "up to Rs 5,000", 5000),
        ("amount_list", "5L / 10L / 15L", [500_000, 1_000_000, 1_500_000]),
        ("amount_list", [1_000_000, "5 lakh", 500000], [500_000, 1_000_000]),
        ("percent", "5%", 5),
        ("percent", "2.5 %", Decimal("2.5")),
        ("percent", "10% per claim free year", 10),
        ("bool", "Yes", True),
        ("bool", "Not covered", False),
        ("text", "  HDFC  ERGO ", "HDFC ERGO"),
        ("code_list", ["Code-Excl02", "excl 1", "Excl01"], ["Excl01", "Excl02"]),
        ("code_list", "Code- Excl01, Code- Excl03", ["Excl01", "Excl03"]),
        ("copay", 10, Copay(percent=10)),
        ("limit", "2% of SI", Limit(kind=LimitKind.PERCENT_SI, value=2)),
        ("text", None, None),
        ("days", "", None),
    ],
)
def test_coerce_value(value_type: str, raw: object, expected: object) -> None:
    assert coerce_value(value_type, raw) == expected


@pytest.mark.parametrize(
    ("value_type", "raw"),
    [
        ("months", "45 days"),  # not whole months
        ("months", "sometime"),
        ("days", -3),
        ("days", 2.5),
        ("amount", "plenty"),
        ("amount", True),
        ("bool", "maybe"),
        ("percent", "lots"),
        ("percent", -5),
        ("code_list", ["Excl19"]),
        ("code_list", "no codes here"),
        ("limit", 5000),
        ("amount_list", "some options"),
    ],
)
def test_coerce_value_rejects(value_type: str, raw: object) -> None:
    with pytest.raises(ValueError):
        coerce_value(value_type, raw)


# --- TermValue / PolicyTerms ---------------------------------------------------------------------------


def _terms() -> PolicyTerms:
    return PolicyTerms.model_validate(
        {
            "ped_waiting_period_months": {
                "value": "thirty-six (36) months",
                "clause_id": "c-41",
                "clause_no": "4.1",
                "page": 9,
                "source": "anchor",
                "confidence": 0.98,
                "quote": "thirty six (36) months of continuous coverage",
            },
            "room_rent_limit": {"value": "1% of SI per day", "source": "model", "page": 22},
            "copay": {"value": {"percent": 0, "condition": None}, "source": "model"},
            "exclusion_codes": {"value": ["Code-Excl01", "Excl 02"], "source": "anchor"},
            "maternity_waiting_period_months": {"value": None, "source": "model"},
            "no_claim_bonus": {"value": "5%", "source": "offline"},
        }
    )


def test_policy_terms_normalise_loose_values_and_keep_provenance() -> None:
    terms = _terms()
    ped = terms.term("ped_waiting_period_months")
    assert ped is not None
    assert (ped.value, ped.clause_no, ped.page, ped.source, ped.confidence) == (36, "4.1", 9, "anchor", 0.98)
    assert terms.value("room_rent_limit") == Limit(kind=LimitKind.PERCENT_SI_PER_DAY, value=1)
    assert terms.value("exclusion_codes") == ["Excl01", "Excl02"]
    assert terms.value("no_claim_bonus") == 5
    # "not provided by the policy" (a TermValue with None) differs from "not extracted" (no TermValue)
    assert terms.maternity_waiting_period_months is not None
    assert terms.value("maternity_waiting_period_months") is None
    assert terms.icu_limit is None
    assert "maternity_waiting_period_months" in terms.filled_fields()
    assert "icu_limit" not in terms.filled_fields()


def test_plain_values_are_in_golden_shape() -> None:
    plain = _terms().plain_values()
    assert plain == {
        "room_rent_limit": {"kind": "percent_si_per_day", "value": 1},
        "copay": {"percent": 0, "condition": None},
        "ped_waiting_period_months": 36,
        "maternity_waiting_period_months": None,
        "exclusion_codes": ["Excl01", "Excl02"],
        "no_claim_bonus": 5,
    }
    assert _terms().plain_values(include_unset=True).keys() == FIELD_REGISTRY.keys()


def test_policy_terms_json_round_trip() -> None:
    terms = _terms()
    assert PolicyTerms.model_validate_json(terms.model_dump_json()) == terms
    assert PolicyTerms.model_validate_json(terms.model_dump_json(exclude_none=True)) == terms


@pytest.mark.parametrize(
    "data",
    [
        {"grace_period_days": {"value": 30}},  # source is required
        {"grace_period_days": {"value": 30, "source": "guess"}},
        {"grace_period_days": {"value": 30, "source": "model", "page": 0}},  # pages are 1-based
        {"grace_period_days": {"value": 30, "source": "model", "confidence": 1.5}},
        {"grace_period_days": {"value": "sometime", "source": "model"}},
        {"grace_period_days": {"value": 30, "source": "model", "colour": "blue"}},
        {"grace_days": {"value": 30, "source": "model"}},  # unknown field
        {"exclusion_codes": {"value": ["Excl21"], "source": "model"}},
    ],
)
def test_policy_terms_reject_bad_input(data: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        PolicyTerms.model_validate(data)


def test_term_value_instances_are_accepted() -> None:
    term = TermValue[int](value=30, source="model", page=2)
    terms = PolicyTerms(grace_period_days=term)
    assert terms.value("grace_period_days") == 30
    untyped = TermValue(value="two years", source="model")  # loose value, normalised by the field's type
    assert (
        PolicyTerms.model_validate({"ped_waiting_period_months": untyped}).value("ped_waiting_period_months")
        == 24
    )


def test_unknown_field_lookup_is_a_clear_error() -> None:
    with pytest.raises(ValidationFailed, match="not a policy term"):
        PolicyTerms().term("room_rent")


def test_make_term() -> None:
    entry = make_term("ped_waiting_period_months", "2 years", source="anchor", clause_no="4.1", page=7)
    assert entry["value"] == 24 and entry["source"] == "anchor" and entry["page"] == 7
    with pytest.raises(ValueError):
        make_term("ped_waiting_period_months", "soon", source="model")


# --- schedule overrides (SPEC §8) ----------------------------------------------------------------------


def test_schedule_terms_override_the_wording() -> None:
    terms = _terms()
    overridden = apply_schedule_overrides(
        terms,
        {
            "room_rent_limit": {
                "kind": "room_category",
                "value": "Single Private AC Room",
            },  # SPEC §8 example
            "copay": {"percent": 20, "condition": None},
            "ped_waiting_period_months": "2 years",
        },
    )
    room = overridden.term("room_rent_limit")
    assert room is not None
    assert room.value == Limit(kind=LimitKind.ROOM_CATEGORY, value="Single Private AC Room")
    assert room.source == "schedule" and room.page is None and room.confidence == 1.0
    assert overridden.value("copay") == Copay(percent=20)
    assert overridden.value("ped_waiting_period_months") == 24
    # untouched fields keep the wording's value and provenance
    assert overridden.term("exclusion_codes") == terms.term("exclusion_codes")
    assert overridden.extraction_meta.schedule_overrides == [
        "copay",
        "ped_waiting_period_months",
        "room_rent_limit",
    ]
    # the original is unchanged (frozen)
    assert terms.value("copay") == Copay(percent=0)


def test_schedule_override_can_set_a_field_the_wording_leaves_open() -> None:
    overridden = apply_schedule_overrides(PolicyTerms(), {"sum_insured_options": [500000]})
    assert overridden.value("sum_insured_options") == [500000]
    assert apply_schedule_overrides(overridden, {}) is overridden


def test_schedule_override_errors_name_the_field() -> None:
    with pytest.raises(ValidationFailed, match="room_rent"):
        apply_schedule_overrides(PolicyTerms(), {"room_rent": "single room"})
    with pytest.raises(ValidationFailed, match="copay"):
        apply_schedule_overrides(PolicyTerms(), {"copay": "whatever"})
