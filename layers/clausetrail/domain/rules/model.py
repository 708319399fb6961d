"""What every rule reads (:class:`RuleContext`) and returns (:class:`RuleResult`).

A rule is a pure function ``(ctx: RuleContext) -> RuleResult``. The context holds the claim, its facts,
the policy versions (the rules resolve the version in force on the loss date themselves), the wording's
terms per version, the schedule, the bill numbers already seen, and — for the payable steps — the
:class:`Assessment` left by the previous step. The engine threads the assessment from one payable rule to
the next, so each rule still only reads its context.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import date
from enum import StrEnum
from functools import cached_property
from typing import Any, Final

from pydantic import BaseModel, ConfigDict, Field

from clausetrail.domain.claims.facts import ClaimFacts, DocumentType, LineCategory
from clausetrail.domain.claims.schedule import Member, PolicySchedule
from clausetrail.domain.policy import PolicyVersion, version_in_force
from clausetrail.domain.rules.non_payable_catalogue import NonPayableCatalogue, packaged_catalogue
from clausetrail.domain.rules.tables.specific_diseases import (
    DEFAULT_SPECIFIED_CONDITIONS,
    SpecifiedCondition,
)
from clausetrail.domain.rules.version import RULES_VERSION
from clausetrail.domain.terms import PercentValue, PolicyTerms

#: Documents every claim needs unless the caller asks for more (SPEC §3: the bill and the discharge summary
#: are what extraction reads the facts from).
DEFAULT_REQUIRED_DOCUMENTS: Final = frozenset({DocumentType.BILL, DocumentType.DISCHARGE_SUMMARY})


class Outcome(StrEnum):
    CONTINUE = "continue"  # go on with the next rule
    HARD_STOP = "hard_stop"  # deny with the reason code; no further rule runs
    NEED_INFO = "need_info"  # ask for documents/information; no further rule runs
    HUMAN = "human"  # an adjuster must decide; eligibility rules stop here, payable rules go on


class ClaimRef(BaseModel):
    """The claim as submitted (SPEC §5 ``POST /v1/claims``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    claim_id: str | None = None
    policy_id: str = Field(min_length=1)
    member_id: str = Field(min_length=1)
    loss_date: date
    amount_claimed: int = Field(gt=0, strict=True)


class AssessedLine(BaseModel):
    """One bill line as the payable steps see it: billed amount and what is still allowed."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    index: int = Field(ge=0)
    description: str
    category: LineCategory
    billed: int = Field(ge=0)
    allowed: int = Field(ge=0)
    days: int | None = None
    notes: tuple[str, ...] = ()

    def reduced_to(self, allowed: int, note: str) -> AssessedLine:
        if allowed == self.allowed:
            return self
        if allowed > self.allowed:
            raise ValueError("a payable step never raises a line's allowed amount")
        return self.model_copy(update={"allowed": allowed, "notes": (*self.notes, note)})


class Deduction(BaseModel):
    """A deduction on the claim total (co-pay, deductible, sum-insured cap), after the line-level steps."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rule_id: str
    amount: int = Field(ge=0)


class Assessment(BaseModel):
    """Line-level allowed amounts plus deductions on the total. ``total`` is never negative."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    lines: tuple[AssessedLine, ...]
    deductions: tuple[Deduction, ...] = ()

    @property
    def lines_total(self) -> int:
        return sum(line.allowed for line in self.lines)

    @property
    def total(self) -> int:
        return self.lines_total - sum(d.amount for d in self.deductions)

    def with_lines(self, lines: tuple[AssessedLine, ...]) -> Assessment:
        if self.deductions:
            raise ValueError("line-level steps run before any deduction on the total")
        return self.model_copy(update={"lines": lines})

    def deduct(self, rule_id: str, amount: int) -> Assessment:
        if amount > self.total:
            raise ValueError(f"{rule_id}: deduction {amount} exceeds the remaining {self.total}")
        if amount == 0:
            return self
        return self.model_copy(
            update={"deductions": (*self.deductions, Deduction(rule_id=rule_id, amount=amount))}
        )

    @classmethod
    def from_facts(cls, facts: ClaimFacts, covered_lines: frozenset[int] | None = None) -> Assessment:
        lines = []
        for i, item in enumerate(facts.line_items):
            covered = covered_lines is None or i in covered_lines
            lines.append(
                AssessedLine(
                    index=i,
                    description=item.description,
                    category=item.category,
                    billed=item.amount,
                    allowed=item.amount if covered else 0,
                    days=item.days,
                    notes=() if covered else ("marked not covered",),
                )
            )
        return cls(lines=tuple(lines))


class RuleResult(BaseModel):
    """One rule's verdict. For payable rules ``passed`` means "no deduction" and ``computed_amount`` is the
    amount still payable after the rule; ``assessment`` is the state handed to the next payable rule."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rule_id: str
    rules_version: str = RULES_VERSION
    passed: bool
    reason_code: str | None = None
    outcome: Outcome = Outcome.CONTINUE
    computed_amount: int | None = Field(default=None, ge=0)
    clause_ids: tuple[str, ...] = ()
    detail: str = ""
    exclusion_code: str | None = None
    missing_fields: tuple[str, ...] = ()  # TERM_MISSING / FACT_MISSING: the terms or facts it lacked
    assessment: Assessment | None = None


@dataclass(frozen=True)
class RoomCategoryConsequence:
    """What a wording does when the room is above the eligible category, when the terms state it as data:
    a fixed co-pay percent on the claim, with the clause that says so."""

    copay_percent: PercentValue
    clause_id: str | None = None


@dataclass(frozen=True)
class RuleContext:
    claim: ClaimRef
    facts: ClaimFacts
    versions: tuple[PolicyVersion, ...]
    terms_by_version: Mapping[str, PolicyTerms] = field(default_factory=dict)
    schedule: PolicySchedule | None = None  # None: the schedule stored on the version in force
    seen_bill_numbers: frozenset[str] = frozenset()
    required_documents: frozenset[DocumentType] = DEFAULT_REQUIRED_DOCUMENTS
    non_payable: NonPayableCatalogue | None = None  # None: the packaged IRDAI lists
    specified_conditions: tuple[SpecifiedCondition, ...] = DEFAULT_SPECIFIED_CONDITIONS
    room_category_consequence: RoomCategoryConsequence | None = None
    covered_lines: frozenset[int] | None = None  # verification: only these lines are covered
    assessment: Assessment | None = None  # set by the engine between payable rules

    # ---- resolved by code from the loss date -------------------------------------------------------

    @cached_property
    def policy_versions(self) -> tuple[PolicyVersion, ...]:
        return tuple(v for v in self.versions if v.policy_id == self.claim.policy_id)

    @cached_property
    def version(self) -> PolicyVersion | None:
        """The ready version in force on the loss date (grace periods give no cover)."""
        return version_in_force(self.policy_versions, self.claim.loss_date)

    @cached_property
    def effective_schedule(self) -> PolicySchedule | None:
        if self.schedule is not None:
            return self.schedule
        if self.version is not None and self.version.schedule:
            return PolicySchedule.model_validate(self.version.schedule)
        return None

    @cached_property
    def wording_terms(self) -> PolicyTerms:
        if self.version is None:
            return PolicyTerms()
        terms = self.terms_by_version.get(self.version.version_id)
        if terms is not None:
            return terms
        if self.version.terms:
            return PolicyTerms.model_validate(self.version.terms)
        return PolicyTerms()

    @cached_property
    def terms(self) -> PolicyTerms:
        """The version's terms with the schedule's term overrides applied (schedule wins)."""
        schedule = self.effective_schedule
        return schedule.effective_terms(self.wording_terms) if schedule else self.wording_terms

    @cached_property
    def member(self) -> Member | None:
        schedule = self.effective_schedule
        return schedule.member(self.claim.member_id) if schedule else None

    @cached_property
    def catalogue(self) -> NonPayableCatalogue:
        return self.non_payable if self.non_payable is not None else packaged_catalogue()

    def clause_ids(self, *names: str) -> tuple[str, ...]:
        """Clause ids of the terms ``names`` (a schedule term cites ``schedule:<field>``)."""
        out: list[str] = []
        for name in names:
            term = self.terms.term(name)
            if term is None:
                continue
            if term.clause_id:
                out.append(term.clause_id)
            elif term.source == "schedule":
                out.append(f"schedule:{name}")
        return tuple(dict.fromkeys(out))

    def current_assessment(self) -> Assessment:
        return self.assessment or Assessment.from_facts(self.facts, self.covered_lines)

    def with_assessment(self, assessment: Assessment) -> RuleContext:
        return self._keeping_resolved(replace(self, assessment=assessment))

    def with_covered_lines(self, covered: frozenset[int] | None) -> RuleContext:
        """The same claim with only the `covered` lines covered (verification, the judge's marks)."""
        return self._keeping_resolved(replace(self, covered_lines=covered))

    def _keeping_resolved(self, other: RuleContext) -> RuleContext:
        """`other` (this context with only the assessment or the covered lines changed) keeps what was resolved
        here already: none of it depends on those two, and parsing the terms again for every payable rule
        was most of the engine's time."""
        for name in _RESOLVED:
            if name in self.__dict__:
                other.__dict__[name] = self.__dict__[name]
        return other

    def result(self, rule_id: str, **fields: Any) -> RuleResult:
        """A :class:`RuleResult` stamped with this rules version."""
        return RuleResult(rule_id=rule_id, rules_version=RULES_VERSION, **fields)


#: the cached properties of RuleContext that depend neither on the assessment nor on the covered lines
_RESOLVED: Final = (
    "policy_versions",
    "version",
    "effective_schedule",
    "wording_terms",
    "terms",
    "member",
    "catalogue",
)
