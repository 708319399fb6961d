"""The field registry: each SPEC §6 field's tier, value type and completeness category.

Pure code, no I/O.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final, Literal

from clausetrail.domain.durations import DurationUnit
from clausetrail.domain.errors import ValidationFailed

# --------------------------------------------------------------------------------------------------
# Registry


class ValueType(StrEnum):
    TEXT = "text"
    AMOUNT = "amount"
    AMOUNT_LIST = "amount_list"
    DAYS = "days"
    MONTHS = "months"
    HOURS = "hours"
    PERCENT = "percent"
    BOOL = "bool"
    LIMIT = "limit"
    COPAY = "copay"
    CODE_LIST = "code_list"


class Category(StrEnum):
    """Completeness categories (SPEC §2.6); identity fields are scored by the eval but carry no weight."""

    FINANCIAL_LIMITS = "financial_limits"
    WAITING_PERIODS = "waiting_periods"
    EXCLUSIONS = "exclusions"
    ADVANCED_BENEFITS = "advanced_benefits"
    NETWORK_OPERATIONS = "network_operations"
    IDENTITY = "identity"


#: Completeness weights in percent (SPEC §2.6).
COMPLETENESS_WEIGHTS_PERCENT: Final[Mapping[Category, int]] = {
    Category.FINANCIAL_LIMITS: 25,
    Category.WAITING_PERIODS: 25,
    Category.EXCLUSIONS: 25,
    Category.ADVANCED_BENEFITS: 15,
    Category.NETWORK_OPERATIONS: 10,
}

Tier = Literal["A", "B"]

DURATION_VALUE_UNITS: Final[Mapping[ValueType, DurationUnit]] = {
    ValueType.DAYS: "days",
    ValueType.MONTHS: "months",
    ValueType.HOURS: "hours",
}


@dataclass(frozen=True, slots=True)
class FieldSpec:
    name: str
    tier: Tier
    value_type: ValueType
    category: Category
    description: str


_V = ValueType
_C = Category
_SPECS: Final[tuple[FieldSpec, ...]] = (
    # Tier A (22)
    FieldSpec("insurer_name", "A", _V.TEXT, _C.IDENTITY, "Name of the insurance company"),
    FieldSpec("product_name", "A", _V.TEXT, _C.IDENTITY, "Name of the health insurance product"),
    FieldSpec("uin", "A", _V.TEXT, _C.IDENTITY, "IRDAI Unique Identification Number of the product"),
    FieldSpec("sum_insured_options", "A", _V.AMOUNT_LIST, _C.IDENTITY, "Sum insured amounts offered, in INR"),
    FieldSpec(
        "room_rent_limit", "A", _V.LIMIT, _C.FINANCIAL_LIMITS, "Limit on room rent (per day or category)"
    ),
    FieldSpec("icu_limit", "A", _V.LIMIT, _C.FINANCIAL_LIMITS, "Limit on ICU/ICCU charges"),
    FieldSpec("copay", "A", _V.COPAY, _C.FINANCIAL_LIMITS, "Co-payment percent and when it applies"),
    FieldSpec(
        "initial_waiting_period_days",
        "A",
        _V.DAYS,
        _C.WAITING_PERIODS,
        "Initial waiting period for illness claims (accidents excepted), in days",
    ),
    FieldSpec(
        "ped_waiting_period_months",
        "A",
        _V.MONTHS,
        _C.WAITING_PERIODS,
        "Waiting period for pre-existing diseases, in months",
    ),
    FieldSpec(
        "specific_disease_waiting_period_months",
        "A",
        _V.MONTHS,
        _C.WAITING_PERIODS,
        "Waiting period for specified diseases/procedures (e.g. cataract, hernia), in months",
    ),
    FieldSpec(
        "maternity_covered", "A", _V.BOOL, _C.ADVANCED_BENEFITS, "Whether maternity expenses are covered"
    ),
    FieldSpec(
        "maternity_waiting_period_months",
        "A",
        _V.MONTHS,
        _C.WAITING_PERIODS,
        "Waiting period before maternity is covered, in months",
    ),
    FieldSpec(
        "pre_hospitalisation_days",
        "A",
        _V.DAYS,
        _C.FINANCIAL_LIMITS,
        "Days before admission whose medical expenses are covered",
    ),
    FieldSpec(
        "post_hospitalisation_days",
        "A",
        _V.DAYS,
        _C.FINANCIAL_LIMITS,
        "Days after discharge whose medical expenses are covered",
    ),
    FieldSpec("ambulance_limit", "A", _V.LIMIT, _C.FINANCIAL_LIMITS, "Limit on road ambulance charges"),
    FieldSpec("cataract_limit", "A", _V.LIMIT, _C.FINANCIAL_LIMITS, "Limit on cataract treatment (per eye)"),
    FieldSpec(
        "modern_treatment_limit",
        "A",
        _V.LIMIT,
        _C.FINANCIAL_LIMITS,
        "Limit on modern treatment methods and advancement in technologies",
    ),
    FieldSpec(
        "ayush_covered", "A", _V.BOOL, _C.ADVANCED_BENEFITS, "Whether AYUSH in-patient treatment is covered"
    ),
    FieldSpec(
        "day_care_covered", "A", _V.BOOL, _C.ADVANCED_BENEFITS, "Whether day care procedures are covered"
    ),
    FieldSpec(
        "organ_donor_covered",
        "A",
        _V.BOOL,
        _C.ADVANCED_BENEFITS,
        "Whether the organ donor's in-patient expenses are covered",
    ),
    FieldSpec(
        "grace_period_days",
        "A",
        _V.DAYS,
        _C.NETWORK_OPERATIONS,
        "Grace period for paying the renewal premium, in days",
    ),
    FieldSpec(
        "exclusion_codes",
        "A",
        _V.CODE_LIST,
        _C.EXCLUSIONS,
        "IRDAI standard exclusion codes (Excl01-Excl18) the wording applies",
    ),
    # Tier B (6)
    FieldSpec(
        "free_look_period_days",
        "B",
        _V.DAYS,
        _C.NETWORK_OPERATIONS,
        "Free look period for reviewing a new policy, in days",
    ),
    FieldSpec(
        "no_claim_bonus",
        "B",
        _V.PERCENT,
        _C.ADVANCED_BENEFITS,
        "Cumulative/no-claim bonus percent per claim-free year",
    ),
    FieldSpec(
        "restoration_benefit",
        "B",
        _V.TEXT,
        _C.ADVANCED_BENEFITS,
        "Restoration/recharge/reinstatement of the sum insured, as described",
    ),
    FieldSpec(
        "health_checkup",
        "B",
        _V.TEXT,
        _C.ADVANCED_BENEFITS,
        "Preventive health check-up benefit, as described",
    ),
    FieldSpec(
        "domiciliary_covered",
        "B",
        _V.BOOL,
        _C.ADVANCED_BENEFITS,
        "Whether domiciliary hospitalisation is covered",
    ),
    FieldSpec(
        "claim_intimation_emergency_hours",
        "B",
        _V.HOURS,
        _C.NETWORK_OPERATIONS,
        "Hours within which an emergency hospitalisation must be intimated",
    ),
)

FIELD_REGISTRY: Final[Mapping[str, FieldSpec]] = {spec.name: spec for spec in _SPECS}
TIER_A_FIELDS: Final[tuple[str, ...]] = tuple(s.name for s in _SPECS if s.tier == "A")
TIER_B_FIELDS: Final[tuple[str, ...]] = tuple(s.name for s in _SPECS if s.tier == "B")


def field_spec(name: str) -> FieldSpec:
    """The registry entry for ``name``; ValidationFailed names the known fields when it is unknown."""
    try:
        return FIELD_REGISTRY[name]
    except KeyError:
        raise ValidationFailed(
            f"{name!r} is not a policy term (known: {', '.join(FIELD_REGISTRY)})"
        ) from None
