"""The offline deterministic extraction model: patterns, tables and defined terms over the pass context.

It sits behind the same interface as the Claude model (:class:`~clausetrail.extraction.result.ExtractionModel`)
and labels everything it produces: every value has ``source="offline"`` and the pass metadata names the
model ``offline-deterministic-v1`` with ``offline=True``. It never calls a network service.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any, Final

from clausetrail.domain.terms import TermValue
from clausetrail.extraction.context import PassContext
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.passes import ContextMode, pass_spec
from clausetrail.extraction.result import PassMeta, PassResult, term_from_finding
from clausetrail.extraction.rules import (
    benefit_limits,
    benefits,
    copay,
    identity,
    maternity_waiting,
    operations,
    room_limits,
    sum_insured,
    waiting,
)
from clausetrail.extraction.rules.common import Finding

OFFLINE_MODEL_ID: Final = "offline-deterministic-v1"
OFFLINE_PROMPT_ID: Final = "offline"
OFFLINE_PROMPT_VERSION: Final = "offline"

FieldRule = Callable[[DocText], Finding | None]


def _maternity_waiting(doc: DocText) -> Finding | None:
    return maternity_waiting.maternity_waiting(doc, benefits.maternity_covered(doc))


def _product(doc: DocText) -> Finding | None:
    return identity.product_name(doc)


FIELD_RULES: Final[Mapping[str, FieldRule]] = {
    # pass 1
    "insurer_name": identity.insurer_name,
    "product_name": _product,
    "uin": identity.uin,
    # pass 2
    "maternity_covered": benefits.maternity_covered,
    "no_claim_bonus": benefits.no_claim_bonus,
    "restoration_benefit": benefits.restoration_benefit,
    "health_checkup": benefits.health_checkup,
    # pass 3
    "room_rent_limit": room_limits.room_rent_limit,
    "icu_limit": room_limits.icu_limit,
    "copay": copay.copay,
    "ambulance_limit": benefit_limits.ambulance_limit,
    "cataract_limit": benefit_limits.cataract_limit,
    "modern_treatment_limit": benefit_limits.modern_treatment_limit,
    # pass 4
    "initial_waiting_period_days": waiting.initial_waiting,
    "ped_waiting_period_months": waiting.ped_waiting,
    "specific_disease_waiting_period_months": waiting.specific_disease_waiting,
    "maternity_waiting_period_months": _maternity_waiting,
    "exclusion_codes": waiting.exclusion_codes,
    # pass 5
    "grace_period_days": operations.grace_period_days,
    "free_look_period_days": operations.free_look_period_days,
    "claim_intimation_emergency_hours": operations.claim_intimation_emergency_hours,
    # pass 6
    "day_care_covered": benefits.day_care_covered,
    "ayush_covered": benefits.ayush_covered,
    "organ_donor_covered": benefits.organ_donor_covered,
    "domiciliary_covered": benefits.domiciliary_covered,
    "pre_hospitalisation_days": benefits.pre_hospitalisation_days,
    "post_hospitalisation_days": benefits.post_hospitalisation_days,
    # pass 7
    "sum_insured_options": sum_insured.sum_insured_options,
}


def estimate_tokens(text: str) -> int:
    """A rough token count (about four characters a token) when no tokenizer is injected."""
    return (len(text) + 3) // 4


#: A finding at or below this confidence is a default ("no limit stated", "not named") rather than a reading.
WEAK_CONFIDENCE: Final = 0.5


def _weak(finding: Finding | None) -> bool:
    return finding is None or finding.start is None or finding.confidence <= WEAK_CONFIDENCE


class OfflineExtractor:
    """Runs one pass with the deterministic rules.

    The rules read the pass's clauses (the retrieved ones for RAG passes). Where those leave a field
    unanswered or only defaulted (nothing found, "no limit stated") and the context also carries the whole
    ``document``, the field is read again over the whole document and the stronger reading kept; those
    fields are listed in the pass metadata (``document_fallback_fields``). ``count_tokens`` reports the
    context size like the Claude path would (default: a four-characters-a-token estimate)."""

    model_id: str = OFFLINE_MODEL_ID

    def __init__(self, count_tokens: Callable[[str], int] | None = None) -> None:
        self._count_tokens = count_tokens or estimate_tokens

    def run_pass(self, pass_number: int, context: PassContext) -> PassResult:
        spec = pass_spec(pass_number)
        if context.pass_number != pass_number:
            raise ValueError(f"context is for pass {context.pass_number}, not pass {pass_number}")
        started = time.perf_counter()
        doc = DocText(context.clauses)
        full: DocText | None = None
        fallback: list[str] = []
        fields: dict[str, TermValue[Any]] = {}
        errors: dict[str, str] = {}
        for name in spec.fields:
            try:
                rule = FIELD_RULES[name]
                finding, source_doc = rule(doc), doc
                if _weak(finding) and context.document and context.mode is not ContextMode.FULL_TEXT:
                    full = full or DocText(context.document)
                    second = rule(full)
                    if second is not None and not _weak(second):
                        finding, source_doc = second, full
                        fallback.append(name)
                    elif finding is not None and (
                        finding.start is None
                        or (
                            finding.defers_to_schedule
                            and second is not None
                            and not second.defers_to_schedule
                        )
                        or (
                            # a default read on part of the wording ("no limit stated" at 0.5) against the
                            # same value read from the whole wording's silence, above the fail-closed line
                            second is not None
                            and second.start is None
                            and second.value == finding.value
                            and second.confidence > finding.confidence
                        )
                    ):
                        # an absence ("not stated anywhere") or a deferral to the schedule read on part of
                        # the wording: the whole wording decides it
                        finding, source_doc = second, full
                        fallback.append(name)
                fields[name] = term_from_finding(name, finding, source_doc, source="offline")
            except Exception as exc:  # one field's failure never sinks the pass
                errors[name] = f"{type(exc).__name__}: {exc}"[:300]
                fields[name] = TermValue[Any](value=None, source="offline", confidence=0.0)
        extras: dict[str, Any] = {}
        if pass_number == 1:  # the identity pass also lists the contacts the wording prints
            extras["contacts"] = identity.find_contacts(
                DocText(context.document) if context.document else doc
            )
        meta = PassMeta(
            pass_number=pass_number,
            model_id=OFFLINE_MODEL_ID,
            prompt_id=OFFLINE_PROMPT_ID,
            prompt_version=OFFLINE_PROMPT_VERSION,
            offline=True,
            context_tokens=self._count_tokens(doc.text),
            used_retrieval=context.used_retrieval,
            context_clauses=len(context.clauses),
            duration_ms=int((time.perf_counter() - started) * 1000),
            field_errors=errors,
            document_fallback_fields=tuple(fallback),
        )
        return PassResult(pass_number=pass_number, fields=fields, meta=meta, extras=extras)
