"""Term values with their provenance, the policy terms record and schedule overrides.

Pure code, no I/O.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Final, Generic, Literal, TypeVar

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    model_validator,
)

from clausetrail.domain.errors import ValidationFailed
from clausetrail.domain.terms.coerce import _strict_code
from clausetrail.domain.terms.registry import FIELD_REGISTRY, field_spec
from clausetrail.domain.terms.values import Copay, Limit, LimitKind, PercentValue, coerce_value, plain_value

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
