"""The seven extraction passes of SPEC §2.5, as data: what each fills, which model tier, which context.

Every one of the 28 registry fields (:data:`clausetrail.domain.terms.FIELD_REGISTRY`) belongs to exactly
one pass, so a pass can only ever write its own fields and a failed pass never costs another pass's work.

Field placement (where SPEC §2.5 leaves room for a choice):

- Pass 1 (identity, first pages + RAG): insurer, product, UIN. The sum insured options sit in pass 7.
- Pass 2 (advanced benefits, RAG): maternity cover, no-claim/cumulative bonus, restoration, health check-up:
  named optional/add-on benefits that retrieval finds by their own vocabulary.
- Pass 3 (financial limits, RAG): room rent, ICU, co-pay, ambulance, cataract and modern-treatment limits.
- Pass 4 (waiting periods + exclusions, RAG): initial, PED, specified-disease and maternity waiting periods,
  and the IRDAI exclusion codes.
- Pass 5 (network and operations, RAG): grace period, free look period, emergency claim intimation.
- Pass 6 (covered benefits, full text): day care, AYUSH, organ donor and domiciliary cover, pre- and
  post-hospitalisation days. These are "is it covered anywhere" questions whose honest answer "no" needs
  the whole wording (retrieval cannot prove an absence), and the pre/post periods sit in the benefit list.
- Pass 7 (schedule / feature table, full text): the sum insured options, which live in plan charts and
  tables of benefits that retrieval fragments, and whose honest answer "not listed" needs the whole text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from clausetrail.domain.terms import FIELD_REGISTRY
from clausetrail.ports.llm import ModelTier


class ContextMode(StrEnum):
    RAG = "rag"
    FIRST_PAGES_RAG = "first_pages+rag"
    FULL_TEXT = "full_text"


@dataclass(frozen=True, slots=True)
class PassSpec:
    number: int
    name: str
    fields: tuple[str, ...]
    tier: ModelTier
    context: ContextMode
    #: Curated retrieval phrases (5 per retrieval pass, 3-6 keywords each); empty for full-text passes.
    queries: tuple[str, ...] = ()
    #: How many clauses retrieval may return for the pass (the union over its queries).
    retrieval_k: int = 0
    #: Pages read in full before retrieval (first_pages+rag only).
    first_pages: int = 0

    @property
    def uses_retrieval(self) -> bool:
        return self.context in (ContextMode.RAG, ContextMode.FIRST_PAGES_RAG)


PASSES: Final[tuple[PassSpec, ...]] = (
    PassSpec(
        1,
        "identity",
        ("insurer_name", "product_name", "uin"),
        ModelTier.SMALL,
        ContextMode.FIRST_PAGES_RAG,
        (
            "product name policy wordings UIN",
            "unique identification number product",
            "registered office corporate office CIN",
            "we us our means company limited",
            "grievance customer services address",
        ),
        retrieval_k=20,
        first_pages=2,
    ),
    PassSpec(
        2,
        "advanced_benefits",
        ("maternity_covered", "no_claim_bonus", "restoration_benefit", "health_checkup"),
        ModelTier.SMALL,
        ContextMode.RAG,
        (
            "maternity expenses delivery caesarean cover",
            "cumulative bonus no claim bonus discount",
            "restoration reinstatement recharge sum insured",
            "preventive health check-up annual",
            "loyalty bonus claim free year",
        ),
        retrieval_k=40,
    ),
    PassSpec(
        3,
        "financial_limits",
        (
            "room_rent_limit",
            "icu_limit",
            "copay",
            "ambulance_limit",
            "cataract_limit",
            "modern_treatment_limit",
        ),
        ModelTier.LARGE,
        ContextMode.RAG,
        (
            "room rent ICU intensive care",
            "co-payment copay each every claim",
            "road ambulance charges maximum",
            "cataract surgery limit per eye",
            "modern treatment procedures sum insured",
        ),
        retrieval_k=40,
    ),
    PassSpec(
        4,
        "waiting_periods_exclusions",
        (
            "initial_waiting_period_days",
            "ped_waiting_period_months",
            "specific_disease_waiting_period_months",
            "maternity_waiting_period_months",
            "exclusion_codes",
        ),
        ModelTier.LARGE,
        ContextMode.RAG,
        (
            "waiting period pre-existing disease PED",
            "specified disease procedure waiting period months",
            "first 30 days waiting period accident",
            "maternity delivery waiting period months",
            "standard exclusions code Excl",
        ),
        retrieval_k=40,
    ),
    PassSpec(
        5,
        "network_operations",
        ("grace_period_days", "free_look_period_days", "claim_intimation_emergency_hours"),
        ModelTier.SMALL,
        ContextMode.RAG,
        (
            "grace period renewal premium days",
            "free look period cancellation return",
            "notification of claim emergency hospitalisation hours",
            "cashless pre-authorisation network hospital",
            "intimation claim within hours admission",
        ),
        retrieval_k=30,
    ),
    PassSpec(
        6,
        "covered_benefits",
        (
            "day_care_covered",
            "ayush_covered",
            "organ_donor_covered",
            "domiciliary_covered",
            "pre_hospitalisation_days",
            "post_hospitalisation_days",
        ),
        ModelTier.LARGE,
        ContextMode.FULL_TEXT,
    ),
    PassSpec(
        7,
        "schedule_table",
        ("sum_insured_options",),
        ModelTier.SMALL,
        ContextMode.FULL_TEXT,
    ),
)

PASS_BY_NUMBER: Final[Mapping[int, PassSpec]] = {spec.number: spec for spec in PASSES}
FIELD_PASS: Final[Mapping[str, int]] = {name: spec.number for spec in PASSES for name in spec.fields}


def pass_spec(number: int) -> PassSpec:
    """The spec of pass ``number`` (1-7); ValueError names the valid numbers otherwise."""
    try:
        return PASS_BY_NUMBER[number]
    except KeyError:
        raise ValueError(f"there is no extraction pass {number!r} (passes are 1-7)") from None


def owning_pass(field_name: str) -> int:
    """The number of the pass that owns ``field_name``."""
    try:
        return FIELD_PASS[field_name]
    except KeyError:
        raise ValueError(f"{field_name!r} is not a policy term") from None


def _check_partition() -> None:
    assigned = [name for spec in PASSES for name in spec.fields]
    duplicates = sorted({n for n in assigned if assigned.count(n) > 1})
    missing = sorted(set(FIELD_REGISTRY) - set(assigned))
    unknown = sorted(set(assigned) - set(FIELD_REGISTRY))
    if duplicates or missing or unknown:  # pragma: no cover - guarded by a unit test as well
        raise RuntimeError(f"pass table broken: duplicates={duplicates} missing={missing} unknown={unknown}")
    if [spec.number for spec in PASSES] != list(range(1, 8)):  # pragma: no cover
        raise RuntimeError("passes must be numbered 1-7 in order")


_check_partition()
