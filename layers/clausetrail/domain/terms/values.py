"""Composite term values: limits, limit bands, co-pays, and the parser of a limit sentence.

Pure code, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal
from enum import StrEnum
from typing import Annotated, Any, Final

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

from clausetrail.domain.money import find_amounts, format_inr, parse_inr
from clausetrail.domain.number_words import SMALL_NUMBER_WORDS_PATTERN
from clausetrail.domain.terms.coerce import (
    _PERCENT_IN_TEXT,
    _is_null,
    _is_number,
    coerce_amount,
    coerce_amount_list,
    coerce_bool,
    coerce_code_list,
    coerce_duration,
    coerce_percent,
    coerce_text,
)
from clausetrail.domain.terms.registry import DURATION_VALUE_UNITS, ValueType

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
