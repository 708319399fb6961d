"""Typed policy terms (SPEC §6): the 28 fields extraction fills and the claim rules read.

Every field value is wrapped in :class:`TermValue` with where it came from (clause, page, quote) and
how it was obtained (model, text anchor, schedule, offline model). :data:`FIELD_REGISTRY` names each
field's tier, value type and completeness category. Loose inputs ("2 years" for a months field,
"Rs 5 lakh", "Code-Excl01", "1% of SI per day") are normalised by :func:`coerce_value`, which the
models also apply, so a model reply and a schedule both land in the same typed form.
Pure code, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Annotated, Any, Final, Generic, Literal, TypeVar

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    SerializerFunctionWrapHandler,
    field_serializer,
    model_serializer,
    model_validator,
)

from clausetrail.domain.durations import Duration, DurationUnit, find_durations, parse_duration
from clausetrail.domain.errors import ValidationFailed
from clausetrail.domain.money import find_amounts, format_inr, parse_inr
from clausetrail.domain.number_words import SMALL_NUMBER_WORDS_PATTERN, parse_number_words

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


# --------------------------------------------------------------------------------------------------
# Scalar normalisers (raise ValueError with a readable message; None stays None)

_NULL_STRINGS: Final = frozenset({"", "null", "n/a"})
_TRUE_WORDS: Final = frozenset(
    {"true", "yes", "y", "covered", "available", "included", "applicable", "payable"}
)
_FALSE_WORDS: Final = frozenset(
    {
        "false",
        "no",
        "n",
        "not covered",
        "not available",
        "excluded",
        "not included",
        "not applicable",
        "not payable",
    }
)


def _is_null(raw: Any) -> bool:
    return raw is None or (isinstance(raw, str) and " ".join(raw.split()).lower() in _NULL_STRINGS)


def _is_number(raw: Any) -> bool:
    return isinstance(raw, int | float | Decimal) and not isinstance(raw, bool)


def _whole(raw: int | float | Decimal, what: str) -> int:
    number = raw if isinstance(raw, int) else Decimal(str(raw))
    if isinstance(number, Decimal):
        if not number.is_finite() or number != number.to_integral_value():
            raise ValueError(f"{what} must be a whole number, got {raw!r}")
        number = int(number)
    if number < 0:
        raise ValueError(f"{what} must not be negative, got {raw!r}")
    return number


def coerce_text(raw: Any) -> str | None:
    if _is_null(raw):
        return None
    if isinstance(raw, str):
        return " ".join(raw.split())
    if _is_number(raw):
        return str(raw)
    raise ValueError(f"expected text, got {raw!r}")


def coerce_amount(raw: Any) -> int | None:
    """Whole INR from an int or an amount expression ("Rs 2.5 Lakh" -> 250000)."""
    if _is_null(raw):
        return None
    if _is_number(raw):
        return _whole(raw, "amount")
    if isinstance(raw, str):
        value = parse_inr(raw)
        if value is not None:
            return value
        found = {m.value for m in find_amounts(raw)}
        if len(found) == 1:
            return found.pop()
    raise ValueError(f"cannot read {raw!r} as an amount in INR")


def coerce_amount_list(raw: Any) -> list[int] | None:
    """Sorted, de-duplicated amounts from a list or from text ("5L / 10L / 15L")."""
    if _is_null(raw):
        return None
    if isinstance(raw, str):
        found = [m.value for m in find_amounts(raw)]
        if not found:
            parts = [p for p in re.split(r"\s*(?:[,;/&|]|\band\b)\s*", raw) if p.strip()]
            parsed = [parse_inr(p) for p in parts]
            if not parts or any(v is None for v in parsed):
                raise ValueError(f"cannot read {raw!r} as a list of amounts")
            found = [v for v in parsed if v is not None]
        return sorted(set(found))
    if isinstance(raw, Iterable) and not isinstance(raw, Mapping):
        values: set[int] = set()
        for item in raw:
            amount = coerce_amount(item)
            if amount is None:
                raise ValueError(f"empty entry in amount list {raw!r}")
            values.add(amount)
        return sorted(values)
    raise ValueError(f"cannot read {raw!r} as a list of amounts")


def _bare_number(text: str) -> int | None:
    cleaned = " ".join(text.split()).lower().rstrip(".")
    if re.fullmatch(r"\d+", cleaned):
        return int(cleaned)
    return parse_number_words(cleaned)


def coerce_duration(raw: Any, unit: DurationUnit) -> int | None:
    """Whole ``unit`` from an int or text: ("two years", "months") -> 24; ("thirty days", "days") -> 30."""
    if _is_null(raw):
        return None
    if _is_number(raw):
        return _whole(raw, unit)
    if isinstance(raw, Duration):
        converted = raw.in_unit(unit)
        if converted is None:
            raise ValueError(f"{raw} is not a whole number of {unit}")
        return converted
    if isinstance(raw, str):
        bare = _bare_number(raw)
        if bare is not None:
            return bare
        duration = parse_duration(raw)
        if duration is not None:
            converted = duration.in_unit(unit)
            if converted is None:
                raise ValueError(f"{raw!r} is not a whole number of {unit}")
            return converted
        candidates = {m.duration.in_unit(unit) for m in find_durations(raw)}
        if len(candidates) == 1 and None not in candidates:
            return candidates.pop()
    raise ValueError(f"cannot read {raw!r} as a duration in {unit}")


_PLAIN_NUMBER = re.compile(r"\d{1,6}(?:\.\d{1,6})?")
_PERCENT_IN_TEXT = re.compile(r"(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s*cent|percent)", re.IGNORECASE)
_PERCENT_TEXT = re.compile(r"^(?P<n>.+?)\s*(?:%|per\s*cent|percent|pc)?$", re.IGNORECASE)


def coerce_percent(raw: Any) -> int | Decimal | None:
    """A percent as int when whole, else Decimal: 5, "5%", "five percent", 0.5, "2.5 %"."""
    if _is_null(raw):
        return None
    number: Decimal | None = None
    if _is_number(raw):
        number = Decimal(str(raw))
        if not number.is_finite() or abs(number.adjusted()) > 6:
            raise ValueError(f"cannot read {raw!r} as a percent")
    elif isinstance(raw, str):
        cleaned = " ".join(raw.split())
        m = _PERCENT_TEXT.match(cleaned)
        text = m.group("n") if m else cleaned
        if _PLAIN_NUMBER.fullmatch(text):
            number = Decimal(text)
        else:
            words = parse_number_words(text)
            number = Decimal(words) if words is not None else None
        if number is None:
            found = {Decimal(p.group(1)) for p in _PERCENT_IN_TEXT.finditer(cleaned)}
            number = found.pop() if len(found) == 1 else None
    if number is None or not number.is_finite():
        raise ValueError(f"cannot read {raw!r} as a percent")
    if number < 0:
        raise ValueError(f"percent must not be negative, got {raw!r}")
    if number == number.to_integral_value():
        return int(number)
    return number.normalize()


def coerce_bool(raw: Any) -> bool | None:
    if _is_null(raw):
        return None
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    if isinstance(raw, str):
        word = " ".join(raw.split()).lower().rstrip(".")
        if word in _TRUE_WORDS:
            return True
        if word in _FALSE_WORDS:
            return False
    raise ValueError(f"cannot read {raw!r} as true/false")


_EXCL_FULL = re.compile(r"^(?:code\s*[-:.]?\s*)?exc[l1I]\s*[-_.:]?\s*(?P<n>[0-9oOlI]{1,2})$", re.IGNORECASE)
_EXCL_FIND = re.compile(
    r"\bexc[l1I]\s*[-_.:]?\s*(?P<n>[0-9][0-9oOlI]?|[oO][0-9lI])(?![0-9a-z])", re.IGNORECASE
)
_OCR_DIGITS = str.maketrans({"o": "0", "O": "0", "l": "1", "I": "1"})
EXCLUSION_CODES: Final[tuple[str, ...]] = tuple(f"Excl{n:02d}" for n in range(1, 19))


def _code_from_digits(digits: str) -> str | None:
    number = int(digits.translate(_OCR_DIGITS))
    return f"Excl{number:02d}" if 1 <= number <= 18 else None


def normalise_exclusion_code(text: str) -> str | None:
    """ "Code-Excl01", "excl 1", "EXCL-01", "Excl0l" (l for 1) -> "Excl01"; None when not Excl01..Excl18."""
    m = _EXCL_FULL.match(" ".join(text.split()))
    return _code_from_digits(m.group("n")) if m else None


def find_exclusion_codes(text: str) -> list[str]:
    """Distinct standard exclusion codes mentioned in ``text``, in order of first mention."""
    codes: list[str] = []
    for m in _EXCL_FIND.finditer(text):
        code = _code_from_digits(m.group("n"))
        if code and code not in codes:
            codes.append(code)
    return codes


def _strict_code(raw: Any) -> str:
    code = normalise_exclusion_code(raw) if isinstance(raw, str) else None
    if code is None:
        raise ValueError(f"{raw!r} is not an IRDAI standard exclusion code (Excl01..Excl18)")
    return code


def coerce_code_list(raw: Any) -> list[str] | None:
    if _is_null(raw):
        return None
    if isinstance(raw, str):
        codes = find_exclusion_codes(raw)
        if not codes:
            raise ValueError(f"no exclusion codes in {raw!r}")
        return sorted(codes)
    if isinstance(raw, Iterable) and not isinstance(raw, Mapping):
        return sorted({_strict_code(item) for item in raw})
    raise ValueError(f"cannot read {raw!r} as exclusion codes")


# --------------------------------------------------------------------------------------------------
# Composite values


class LimitKind(StrEnum):
    PERCENT_SI = "percent_si"
    PERCENT_SI_PER_DAY = "percent_si_per_day"
    AMOUNT = "amount"
    AMOUNT_PER_DAY = "amount_per_day"
    ROOM_CATEGORY = "room_category"
    NO_LIMIT = "no_limit"
    NOT_COVERED = "not_covered"


PERCENT_LIMIT_KINDS: Final = frozenset({LimitKind.PERCENT_SI, LimitKind.PERCENT_SI_PER_DAY})
AMOUNT_LIMIT_KINDS: Final = frozenset({LimitKind.AMOUNT, LimitKind.AMOUNT_PER_DAY})
VALUELESS_LIMIT_KINDS: Final = frozenset({LimitKind.NO_LIMIT, LimitKind.NOT_COVERED})


def _percent_json(value: int | Decimal) -> int | float:
    return value if isinstance(value, int) else float(value)


#: A percent: int when whole, Decimal otherwise; a JSON number when serialised.
PercentValue = Annotated[
    int | Decimal,
    BeforeValidator(coerce_percent),
    PlainSerializer(_percent_json, when_used="json"),
]


class Limit(BaseModel):
    """A limit on a benefit. ``value`` is a percent of sum insured, an INR amount, a room category or None.

    ``cap_inr`` holds a ceiling stated alongside, e.g. "1% of SI per day up to Rs 5,000" is
    ``Limit(kind="percent_si_per_day", value=1, cap_inr=5000)``.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: LimitKind
    value: int | Decimal | str | None = None
    cap_inr: int | None = Field(default=None, ge=0)
    #: the wording's own consequence of a room above this eligible room category: a co-pay percent on the
    #: claim ("an additional co-payment of x % for a higher room category"); None when it states none
    above_category_copay_percent: int | Decimal | None = None
    #: the limit of each sum insured band or plan where the wording's table varies it (the value above is
    #: the first column's); the schedule's sum insured or plan picks one (``domain.limit_bands``)
    bands: tuple[LimitBand, ...] = ()

    @model_validator(mode="before")
    @classmethod
    def _normalise(cls, data: Any) -> Any:
        if not isinstance(data, Mapping):
            return data
        data = dict(data)
        try:
            kind = LimitKind(data.get("kind"))
        except ValueError:
            raise ValueError(
                f"limit kind must be one of {[k.value for k in LimitKind]}, got {data.get('kind')!r}"
            ) from None
        raw = data.get("value")
        if kind in AMOUNT_LIMIT_KINDS:
            data["value"] = coerce_amount(raw)
        elif kind in PERCENT_LIMIT_KINDS:
            percent = coerce_percent(raw)
            if percent is not None and not 0 < percent <= 100:
                raise ValueError(f"percent of sum insured must be in (0, 100], got {raw!r}")
            data["value"] = percent
        elif kind == LimitKind.ROOM_CATEGORY:
            data["value"] = coerce_text(raw)
        else:
            data["value"] = None
        if data["value"] is None and kind not in VALUELESS_LIMIT_KINDS:
            raise ValueError(f"a {kind.value} limit needs a value")
        if data.get("cap_inr") is not None:
            if kind in VALUELESS_LIMIT_KINDS:
                raise ValueError(f"a {kind.value} limit has no cap")
            data["cap_inr"] = coerce_amount(data["cap_inr"])
        above = data.get("above_category_copay_percent")
        if above is not None:
            if kind != LimitKind.ROOM_CATEGORY:
                raise ValueError("only a room category limit has an above-category co-pay")
            percent = coerce_percent(above)
            if percent is None or not 0 < percent <= 100:
                raise ValueError(f"above-category co-pay must be a percent in (0, 100], got {above!r}")
            data["above_category_copay_percent"] = percent
        data["kind"] = kind
        return data

    @model_serializer(mode="wrap")
    def _drop_unstated_consequence(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        dumped: dict[str, Any] = handler(self)
        if not dumped.get("bands"):
            dumped.pop("bands", None)
        above = dumped.get("above_category_copay_percent")
        if above is None:
            dumped.pop("above_category_copay_percent", None)
        elif isinstance(above, Decimal):
            dumped["above_category_copay_percent"] = (
                int(above) if above == above.to_integral_value() else float(above)
            )
        return dumped

    @field_serializer("value", when_used="json")
    def _value_json(self, value: int | Decimal | str | None) -> int | float | str | None:
        return float(value) if isinstance(value, Decimal) else value

    def describe(self) -> str:
        """Plain-English statement of the limit, for explanations."""
        cap = f" (maximum {format_inr(self.cap_inr)})" if self.cap_inr is not None else ""
        match self.kind:
            case LimitKind.PERCENT_SI:
                return f"{self.value}% of sum insured{cap}"
            case LimitKind.PERCENT_SI_PER_DAY:
                return f"{self.value}% of sum insured per day{cap}"
            case LimitKind.AMOUNT:
                assert isinstance(self.value, int)
                return f"{format_inr(self.value)}{cap}"
            case LimitKind.AMOUNT_PER_DAY:
                assert isinstance(self.value, int)
                return f"{format_inr(self.value)} per day{cap}"
            case LimitKind.ROOM_CATEGORY:
                above = self.above_category_copay_percent
                extra = f" ({above}% co-pay for a higher category)" if above is not None else ""
                return f"room category: {self.value}{extra}"
            case LimitKind.NO_LIMIT:
                return "no limit"
            case _:
                return "not covered"


class LimitBand(BaseModel):
    """One column or row of a limit table: the sum insured band (inclusive bounds, or the listed amounts)
    or the plan it applies to, and the limit printed for it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    si_min: int | None = Field(default=None, ge=0)
    si_max: int | None = Field(default=None, ge=0)
    si_values: tuple[int, ...] = ()
    plan: str | None = None
    label: str = ""
    limit: Limit


Limit.model_rebuild()


class CopayTier(BaseModel):
    """One tier of a co-pay set by tier: its percent and the condition it applies under."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    percent: PercentValue
    condition: str

    @model_validator(mode="before")
    @classmethod
    def _normalise(cls, data: Any) -> Any:
        if not isinstance(data, Mapping):
            return data
        data = dict(data)
        percent = coerce_percent(data.get("percent"))
        if percent is None or percent > 100:
            raise ValueError(f"a co-pay tier needs a percent in [0, 100], got {data.get('percent')!r}")
        data["percent"] = percent
        return data


class Copay(BaseModel):
    """Co-payment: ``percent`` of each admissible claim the insured bears (0 when there is none).

    Percents can be fractional in real wordings (zone co-pays of 7.5 % and 12.5 %), so ``percent`` is an
    int when whole and a Decimal otherwise.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    percent: PercentValue
    condition: str | None = None
    #: a co-pay the wording sets by tier (age bands: "x % up to age A, y % above"): every tier with its own
    #: condition; ``percent`` / ``condition`` then hold the first tier. Empty for a single co-pay.
    tiers: tuple[CopayTier, ...] = ()

    @model_serializer(mode="wrap")
    def _drop_no_tiers(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        dumped: dict[str, Any] = handler(self)
        if not dumped.get("tiers"):
            dumped.pop("tiers", None)
        return dumped

    @model_validator(mode="before")
    @classmethod
    def _normalise(cls, data: Any) -> Any:
        if not isinstance(data, Mapping):
            return data
        data = dict(data)
        percent = coerce_percent(data.get("percent"))
        if percent is None:
            raise ValueError("co-pay needs a percent (0 when there is no co-pay)")
        if percent > 100:
            raise ValueError(f"co-pay percent must be at most 100, got {data.get('percent')!r}")
        data["percent"] = percent
        data["condition"] = coerce_text(data.get("condition"))
        return data


_BARE_PERCENT = re.compile(
    rf"(?P<n>\d{{1,3}}(?:\.\d+)?|{SMALL_NUMBER_WORDS_PATTERN})\s*(?:%|per\s*cent|percent)?", re.IGNORECASE
)
_NO_COPAY = re.compile(r"^(?:no|nil|none|zero|not applicable)\b|^0\s*%?$", re.IGNORECASE)


def coerce_copay(raw: Any) -> Copay | None:
    if _is_null(raw):
        return None
    if isinstance(raw, Copay):
        return raw
    if isinstance(raw, Mapping):
        return Copay.model_validate(raw)
    if _is_number(raw):
        return Copay.model_validate({"percent": raw})
    if isinstance(raw, str):
        text = " ".join(raw.split())
        bare = _BARE_PERCENT.fullmatch(text)
        if bare:
            return Copay.model_validate({"percent": bare.group("n")})
        percents = {m.group(1) for m in _PERCENT_IN_TEXT.finditer(text)}
        if len(percents) == 1:
            return Copay.model_validate({"percent": percents.pop(), "condition": text})
        if not percents and _NO_COPAY.match(text):
            return Copay(percent=0)
    raise ValueError(f"cannot read {raw!r} as a co-pay")


_NOT_COVERED = re.compile(r"\bnot\s+(?:covered|payable|available)\b|\bexcluded\b", re.IGNORECASE)
_NO_LIMIT = re.compile(
    r"\bno\s+(?:sub[\s-]?)?(?:limit|capping|cap|restriction)s?\b|\bunlimited\b|\b(?:at\s+)?actuals?\b"
    r"|\bup\s*to\s+(?:the\s+)?(?:full\s+)?(?:sum\s+insured\b|s\.?\s?i\b)|\bfull\s+sum\s+insured\b",
    re.IGNORECASE,
)
_PERCENT_OF_SI = re.compile(
    r"(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s*cent|percent)\s*(?:of\s+(?:the\s+)?)?"
    r"(?:(?:basic|base)\s+)?(?:sum\s+insured|s\.?\s?i\b\.?)?",
    re.IGNORECASE,
)
_PER_DAY = re.compile(
    r"\bper\s+day\b|/\s*day\b|\ba\s+day\b|\bdaily\b|\bper\s+diem\b|\beach\s+day\b", re.IGNORECASE
)
_ROOM_WORDS = re.compile(
    r"\broom\b|\bsingle\b|\bprivate\b|\bshared\b|\bsharing\b|\btwin\b|\bdeluxe\b|\bsuite\b|\bward\b|\bac\b",
    re.IGNORECASE,
)


def parse_limit(text: str) -> Limit | None:
    """Best reading of a limit written as text, or None.

    "1% of SI per day" -> percent_si_per_day 1; "2% of sum insured up to Rs 10,000" -> percent_si 2 with
    cap 10000; "Rs 2,000 per day" -> amount_per_day; "No limit" -> no_limit; "Not covered" -> not_covered;
    "Single Private AC Room" -> room_category.
    """
    cleaned = " ".join(text.split())
    if not cleaned:
        return None
    if _NOT_COVERED.search(cleaned):
        return Limit(kind=LimitKind.NOT_COVERED)
    per_day = bool(_PER_DAY.search(cleaned))
    percent = _PERCENT_OF_SI.search(cleaned)
    if percent:
        kind = LimitKind.PERCENT_SI_PER_DAY if per_day else LimitKind.PERCENT_SI
        caps = [m.value for m in find_amounts(cleaned) if m.start >= percent.end()]
        return Limit(kind=kind, value=percent.group(1), cap_inr=caps[0] if caps else None)
    amounts = find_amounts(cleaned)
    if not amounts:
        bare = parse_inr(cleaned)
        if bare is not None:
            return Limit(kind=LimitKind.AMOUNT, value=bare)
    if amounts:
        kind = LimitKind.AMOUNT_PER_DAY if per_day else LimitKind.AMOUNT
        return Limit(kind=kind, value=amounts[0].value)
    if _NO_LIMIT.search(cleaned):
        return Limit(kind=LimitKind.NO_LIMIT)
    if _ROOM_WORDS.search(cleaned):
        return Limit(kind=LimitKind.ROOM_CATEGORY, value=cleaned)
    return None


def coerce_limit(raw: Any) -> Limit | None:
    if _is_null(raw):
        return None
    if isinstance(raw, Limit):
        return raw
    if isinstance(raw, Mapping):
        return Limit.model_validate(raw)
    if isinstance(raw, str):
        limit = parse_limit(raw)
        if limit is not None:
            return limit
    raise ValueError(f"cannot read {raw!r} as a limit")


def coerce_value(value_type: ValueType | str, raw: Any) -> Any:
    """``raw`` in the typed form of ``value_type``; ValueError when it cannot be read. None stays None."""
    kind = ValueType(value_type)
    if kind in DURATION_VALUE_UNITS:
        return coerce_duration(raw, DURATION_VALUE_UNITS[kind])
    converters = {
        ValueType.TEXT: coerce_text,
        ValueType.AMOUNT: coerce_amount,
        ValueType.AMOUNT_LIST: coerce_amount_list,
        ValueType.PERCENT: coerce_percent,
        ValueType.BOOL: coerce_bool,
        ValueType.LIMIT: coerce_limit,
        ValueType.COPAY: coerce_copay,
        ValueType.CODE_LIST: coerce_code_list,
    }
    result: Any = converters[kind](raw)
    return result


def plain_value(value: Any) -> Any:
    """A typed value in the golden-file JSON shape (limits and co-pays as dicts, Decimal as number)."""
    if isinstance(value, BaseModel):
        dumped: dict[str, Any] = value.model_dump(mode="json")
        if isinstance(value, Limit) and value.cap_inr is None:
            dumped.pop("cap_inr")
        return dumped
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, list):
        return [plain_value(v) for v in value]
    return value


# --------------------------------------------------------------------------------------------------
# Term values and the policy terms


TermSource = Literal["model", "anchor", "schedule", "offline"]
T = TypeVar("T")

NonNegInt = Annotated[int, Field(ge=0)]
ExclusionCode = Annotated[str, BeforeValidator(_strict_code)]


#: The note of a period the wording varies by plan ("12/24 months as per the plan opted") when the longest is
#: kept: the value is then an upper bound, so a waiting period served on it is served under every plan.
LONGEST_OPTION_NOTE: Final = (
    "the period depends on the plan opted; only the schedule's plan fixes it (longest period kept)"
)


def is_longest_option(term: TermValue[Any] | None) -> bool:
    """Whether ``term`` holds the longest of the periods a wording varies by plan (an upper bound)."""
    return term is not None and term.value is not None and term.note == LONGEST_OPTION_NOTE


class TermValue(BaseModel, Generic[T]):
    """One extracted value with its provenance. ``value`` None means the policy does not provide it.

    ``defers_to_schedule`` marks a value the wording leaves to the issued policy's schedule ("up to the
    limit specified in the Policy Schedule", "as opted"): ``value`` is then None, the clause and quote say
    where the wording defers, and only the schedule (:func:`apply_schedule_overrides`) can fill it. Claim
    rules must treat such a term as missing, never as "no limit". ``note`` says why a value was (or was
    not) read, for reviewers.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    value: T | None = None
    clause_id: str | None = None
    clause_no: str | None = None
    page: int | None = Field(default=None, ge=1)
    source: TermSource
    confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    quote: str | None = None
    defers_to_schedule: bool = False
    note: str | None = None

    @model_validator(mode="after")
    def _deferred_has_no_value(self) -> TermValue[T]:
        if self.defers_to_schedule and self.value is not None:
            raise ValueError("a term that defers to the schedule carries no value of its own")
        return self


class ExtractionMeta(BaseModel):
    """How the terms were produced; extra keys are kept for the extraction stages."""

    model_config = ConfigDict(extra="allow")

    passes_completed: list[int] = Field(default_factory=list)
    passes_failed: list[int] = Field(default_factory=list)
    models: list[str] = Field(default_factory=list)
    offline: bool = False
    schedule_overrides: list[str] = Field(default_factory=list)


class PolicyTerms(BaseModel):
    """The SPEC §6 fields of one policy version; an absent field (None) has not been extracted."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    # Tier A
    insurer_name: TermValue[str] | None = None
    product_name: TermValue[str] | None = None
    uin: TermValue[str] | None = None
    sum_insured_options: TermValue[list[NonNegInt]] | None = None
    room_rent_limit: TermValue[Limit] | None = None
    icu_limit: TermValue[Limit] | None = None
    copay: TermValue[Copay] | None = None
    initial_waiting_period_days: TermValue[NonNegInt] | None = None
    ped_waiting_period_months: TermValue[NonNegInt] | None = None
    specific_disease_waiting_period_months: TermValue[NonNegInt] | None = None
    maternity_covered: TermValue[bool] | None = None
    maternity_waiting_period_months: TermValue[NonNegInt] | None = None
    pre_hospitalisation_days: TermValue[NonNegInt] | None = None
    post_hospitalisation_days: TermValue[NonNegInt] | None = None
    ambulance_limit: TermValue[Limit] | None = None
    cataract_limit: TermValue[Limit] | None = None
    modern_treatment_limit: TermValue[Limit] | None = None
    ayush_covered: TermValue[bool] | None = None
    day_care_covered: TermValue[bool] | None = None
    organ_donor_covered: TermValue[bool] | None = None
    grace_period_days: TermValue[NonNegInt] | None = None
    exclusion_codes: TermValue[list[ExclusionCode]] | None = None
    # Tier B
    free_look_period_days: TermValue[NonNegInt] | None = None
    no_claim_bonus: TermValue[PercentValue] | None = None
    restoration_benefit: TermValue[str] | None = None
    health_checkup: TermValue[str] | None = None
    domiciliary_covered: TermValue[bool] | None = None
    claim_intimation_emergency_hours: TermValue[NonNegInt] | None = None

    extraction_meta: ExtractionMeta = Field(default_factory=ExtractionMeta)

    @model_validator(mode="before")
    @classmethod
    def _coerce_values(cls, data: Any) -> Any:
        """Normalise each field's raw value by its registry type ("two years" -> 24 for a months field)."""
        if not isinstance(data, Mapping):
            return data
        data = dict(data)
        for name, spec in FIELD_REGISTRY.items():
            entry = data.get(name)
            if isinstance(entry, TermValue):
                entry = entry.model_dump()
            if isinstance(entry, Mapping) and "value" in entry:
                try:
                    value = coerce_value(spec.value_type, entry["value"])
                except ValueError as exc:
                    raise ValueError(f"{name}: {exc}") from exc
                data[name] = {**entry, "value": value}
        return data

    def term(self, name: str) -> TermValue[Any] | None:
        """The :class:`TermValue` of field ``name`` (None when not extracted)."""
        field_spec(name)
        term: TermValue[Any] | None = getattr(self, name)
        return term

    def value(self, name: str) -> Any:
        """The typed value of field ``name``; None when not extracted or not provided by the policy."""
        term = self.term(name)
        return None if term is None else term.value

    def deferred_fields(self) -> list[str]:
        """Names of the fields whose wording leaves the value to the schedule (and no schedule set it)."""
        return [
            name
            for name in FIELD_REGISTRY
            if (term := getattr(self, name)) is not None and term.defers_to_schedule
        ]

    def filled_fields(self) -> list[str]:
        """Names of the fields that have been extracted (value may still be None: "not provided")."""
        return [name for name in FIELD_REGISTRY if getattr(self, name) is not None]

    def plain_values(self, *, include_unset: bool = False) -> dict[str, Any]:
        """Field name -> value in the golden-file JSON shape (what the policy eval compares)."""
        out: dict[str, Any] = {}
        for name in FIELD_REGISTRY:
            term = getattr(self, name)
            if term is None:
                if include_unset:
                    out[name] = None
                continue
            out[name] = plain_value(term.value)
        return out


def make_term(
    name: str,
    value: Any,
    *,
    source: TermSource,
    clause_id: str | None = None,
    clause_no: str | None = None,
    page: int | None = None,
    confidence: float | None = None,
    quote: str | None = None,
) -> dict[str, Any]:
    """A validated term entry for field ``name`` (as a dict ready for ``PolicyTerms.model_validate``)."""
    spec = field_spec(name)
    typed = coerce_value(spec.value_type, value)
    entry = {
        "value": typed,
        "clause_id": clause_id,
        "clause_no": clause_no,
        "page": page,
        "source": source,
        "confidence": confidence,
        "quote": quote,
    }
    PolicyTerms.model_validate({name: entry})  # raises a pydantic ValidationError when it does not fit
    return entry


def apply_schedule_overrides(terms: PolicyTerms, schedule_terms: Mapping[str, Any]) -> PolicyTerms:
    """Terms with the issued policy's schedule ``terms`` (SPEC §8) replacing the wording's.

    Each schedule value is read with the field's type ("room_rent_limit": {"kind": "room_category",
    "value": "Single Private AC Room"}) and marked ``source="schedule"``, confidence 1. Unknown field names
    or unreadable values raise :class:`ValidationFailed` naming the field.
    """
    updates: dict[str, Any] = {}
    for name, raw in schedule_terms.items():
        spec = field_spec(name)
        try:
            value = coerce_value(spec.value_type, raw)
        except ValueError as exc:
            raise ValidationFailed(f"schedule term {name}: {exc}") from exc
        if name == "room_rent_limit":
            value = _keep_wording_upgrade_copay(value, terms.room_rent_limit)
        updates[name] = {"value": value, "source": "schedule", "confidence": 1.0}
    if not updates:
        return terms
    data = terms.model_dump(mode="python")
    meta = data["extraction_meta"]
    meta["schedule_overrides"] = sorted({*meta.get("schedule_overrides", []), *updates})
    data.update(updates)
    return PolicyTerms.model_validate(data)


def _keep_wording_upgrade_copay(value: Any, wording: TermValue[Limit] | None) -> Any:
    """A schedule that prints the eligible room category keeps the wording's consequence of a room above it
    (the extra co-pay the wording states for a higher category): the schedule names the category, the
    wording says what happens above it."""
    if not isinstance(value, Limit) or value.kind is not LimitKind.ROOM_CATEGORY:
        return value
    if value.above_category_copay_percent is not None or wording is None:
        return value
    stated = wording.value
    if not isinstance(stated, Limit) or stated.above_category_copay_percent is None:
        return value
    return value.model_copy(update={"above_category_copay_percent": stated.above_category_copay_percent})
