"""What a pass returns, whichever model ran it (Claude or the offline deterministic model)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from clausetrail.domain.terms import FIELD_REGISTRY, TermSource, TermValue, coerce_value
from clausetrail.extraction.context import PassContext
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.common import Finding


@dataclass(frozen=True, slots=True)
class PassMeta:
    """How a pass ran; ``as_record()`` has the keys ``extraction_passes`` stores."""

    pass_number: int
    model_id: str
    prompt_id: str
    prompt_version: str
    offline: bool
    context_tokens: int
    used_retrieval: bool
    context_clauses: int
    duration_ms: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    field_errors: Mapping[str, str] = field(default_factory=dict)
    anchored_fields: tuple[str, ...] = ()
    document_fallback_fields: tuple[str, ...] = ()  # offline model: fields read again over the whole wording

    def as_record(self) -> dict[str, Any]:
        record = asdict(self)
        record["field_errors"] = dict(self.field_errors)
        record["anchored_fields"] = list(self.anchored_fields)
        record["document_fallback_fields"] = list(self.document_fallback_fields)
        return record


@dataclass(frozen=True, slots=True)
class PassResult:
    pass_number: int
    fields: Mapping[str, TermValue[Any]]
    meta: PassMeta
    #: What a pass reads besides the registry fields (pass 1: ``contacts`` - phones, e-mails, websites).
    extras: Mapping[str, Any] = field(default_factory=dict)

    def fields_json(self) -> dict[str, dict[str, Any]]:
        """Field name -> TermValue as JSON (what is merged into the version's terms)."""
        return {name: term.model_dump(mode="json") for name, term in self.fields.items()}


class ExtractionModel(Protocol):
    """A model that runs one extraction pass over its context (Claude, or the offline deterministic one)."""

    model_id: str

    def run_pass(self, pass_number: int, context: PassContext) -> PassResult: ...


def term_from_finding(
    name: str, finding: Finding | None, doc: DocText, *, source: TermSource
) -> TermValue[Any]:
    """The TermValue of field ``name`` from a rule's finding (None finding: not provided, no evidence).

    The value is coerced to the field's registry type; the clause id, clause number, page and a short
    verbatim quote come from the evidence span; the finding's note and schedule deferral are kept.
    """
    spec = FIELD_REGISTRY[name]
    if finding is None:
        return TermValue[Any](value=None, source=source, confidence=0.3)
    value = None if finding.defers_to_schedule else coerce_value(spec.value_type, finding.value)
    flags: dict[str, Any] = {"defers_to_schedule": finding.defers_to_schedule, "note": finding.note}
    if finding.start is None or finding.end is None or not doc.clauses:
        return TermValue[Any](value=value, source=source, confidence=finding.confidence, **flags)
    clause = doc.clause_at(finding.start)
    return TermValue[Any](
        value=value,
        clause_id=clause.clause_id,
        clause_no=clause.clause_no,
        page=clause.page_start,
        source=source,
        confidence=finding.confidence,
        quote=doc.quote(finding.start, finding.end) or None,
        **flags,
    )
