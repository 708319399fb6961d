"""The issued policy's schedule (SPEC §8): sum insured, bonus, co-pay, deductible, members and term overrides.

The schedule fixes what the wording leaves to it; its ``terms`` (any SPEC §6 field, same name and value
type) override the wording's terms (:meth:`PolicySchedule.effective_terms`). Pure data, no I/O.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from clausetrail.domain.claims.facts import Inr
from clausetrail.domain.limit_bands import resolve_banded_limits
from clausetrail.domain.terms import (
    FIELD_REGISTRY,
    PercentValue,
    PolicyTerms,
    apply_schedule_overrides,
    coerce_value,
)


class Member(BaseModel):
    """An insured person. ``covered_since`` is the inception of their first policy with the insurer
    (continuous cover): waiting periods run from it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    member_id: str = Field(min_length=1)
    name: str | None = None
    dob: date | None = None
    gender: str | None = None
    relationship: str | None = None
    covered_since: date
    declared_ped: tuple[str, ...] = ()

    @field_validator("declared_ped", mode="before")
    @classmethod
    def _ped_list(cls, value: Any) -> Any:
        if value is None:
            return ()
        if isinstance(value, str):
            return (value,)
        return value


class PolicySchedule(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    plan: str | None = None
    policy_type: Literal["individual", "floater"] = "individual"
    sum_insured: Inr
    cumulative_bonus: Inr = 0
    copay_percent: PercentValue | None = None
    deductible: Inr = 0
    claims_paid_this_year: Inr = 0
    premium_mode: str | None = None
    zone: str | None = None
    optional_covers: tuple[str, ...] = ()
    members: tuple[Member, ...] = ()
    terms: dict[str, Any] = Field(default_factory=dict)

    @field_validator("copay_percent")
    @classmethod
    def _copay_range(cls, value: int | Decimal | None) -> int | Decimal | None:
        if value is not None and value > 100:
            raise ValueError(f"copay_percent must be at most 100, got {value}")
        return value

    @model_validator(mode="after")
    def _check(self) -> PolicySchedule:
        ids = [m.member_id for m in self.members]
        if len(ids) != len(set(ids)):
            raise ValueError("member ids in the schedule must be unique")
        for name, raw in self.terms.items():
            spec = FIELD_REGISTRY.get(name)
            if spec is None:
                raise ValueError(f"schedule term {name!r} is not a policy term")
            coerce_value(spec.value_type, raw)  # ValueError names what cannot be read
        return self

    def member(self, member_id: str) -> Member | None:
        return next((m for m in self.members if m.member_id == member_id), None)

    @property
    def available_sum_insured(self) -> int:
        """Sum insured + cumulative bonus - claims already paid this policy year, never below 0."""
        return max(0, self.sum_insured + self.cumulative_bonus - self.claims_paid_this_year)

    def effective_terms(self, wording_terms: PolicyTerms) -> PolicyTerms:
        """The wording's terms with this schedule's ``terms`` replacing them, and each limit that the
        wording's table varies by sum insured band or plan resolved to the band this schedule selects."""
        terms = apply_schedule_overrides(wording_terms, self.terms)
        return resolve_banded_limits(terms, sum_insured=self.sum_insured, plan=self.plan)
