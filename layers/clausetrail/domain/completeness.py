"""Completeness of extracted policy terms (SPEC §2 step 6). Pure code.

Primary score: financial limits 25 %, waiting periods 25 %, exclusions 25 %, advanced benefits 15 %,
network & operations 10 %. A field counts as complete when it holds a value, or when it is explicitly absent
with evidence (a cited clause), or when it is moot (a maternity waiting period when maternity is not covered).
Quality metrics beside it: detail recall (fields with a value), clause citation rate (values with a clause id),
empty-nested-fields rate (limits, co-pays and lists that came back hollow).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from clausetrail.domain.terms import COMPLETENESS_WEIGHTS_PERCENT, FIELD_REGISTRY, Category, ValueType

LOW_SCORE = 70.0  # below this a version never auto-pays and the incomplete sections are named
WEAK_SECTION = 0.6
_MOOT_WHEN_FALSE = {"maternity_waiting_period_months": "maternity_covered"}
_NESTED = {ValueType.LIMIT, ValueType.COPAY, ValueType.AMOUNT_LIST, ValueType.CODE_LIST}


@dataclass(frozen=True, slots=True)
class Completeness:
    score: float  # 0..100, weighted
    sections: dict[str, float]  # category -> fraction complete
    detail_recall: float
    clause_citation_rate: float
    empty_nested_fields_rate: float
    low: bool
    incomplete_sections: list[str] = field(default_factory=list)
    message: str | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _value(entry: Any) -> Any:
    return entry.get("value") if isinstance(entry, Mapping) else None


def _is_complete(name: str, terms: Mapping[str, Any]) -> bool:
    entry = terms.get(name)
    if not isinstance(entry, Mapping):
        return False
    if _value(entry) is not None:
        return True
    gate = _MOOT_WHEN_FALSE.get(name)
    if gate is not None and _value(terms.get(gate)) is False:
        return True
    return bool(entry.get("clause_id") or entry.get("quote"))


def _is_hollow(value_type: ValueType, value: Any) -> bool:
    if value_type in (ValueType.AMOUNT_LIST, ValueType.CODE_LIST):
        return not value
    if value_type is ValueType.LIMIT:
        kind = value.get("kind") if isinstance(value, Mapping) else None
        return kind is None or (kind not in ("no_limit", "not_covered") and value.get("value") in (None, ""))
    if value_type is ValueType.COPAY:
        return not isinstance(value, Mapping) or value.get("percent") is None
    return False


def score_completeness(terms: Mapping[str, Any]) -> Completeness:
    """`terms` maps field names to serialised TermValues ({"value", "clause_id", ...})."""
    sections: dict[str, float] = {}
    for category in COMPLETENESS_WEIGHTS_PERCENT:
        names = [s.name for s in FIELD_REGISTRY.values() if s.category is category]
        sections[str(category)] = sum(_is_complete(n, terms) for n in names) / len(names) if names else 1.0
    score = sum(COMPLETENESS_WEIGHTS_PERCENT[Category(c)] * frac for c, frac in sections.items())
    valued = [n for n in FIELD_REGISTRY if _value(terms.get(n)) is not None]
    detail_recall = len(valued) / len(FIELD_REGISTRY)
    cited = [n for n in valued if isinstance(terms.get(n), Mapping) and terms[n].get("clause_id")]
    citation = len(cited) / len(valued) if valued else 0.0
    nested = [n for n in valued if FIELD_REGISTRY[n].value_type in _NESTED]
    hollow = [n for n in nested if _is_hollow(FIELD_REGISTRY[n].value_type, _value(terms[n]))]
    empty_rate = len(hollow) / len(nested) if nested else 0.0
    weak = [c for c, frac in sections.items() if frac < WEAK_SECTION]
    low = score < LOW_SCORE
    message = None
    if low or weak:
        named = ", ".join(c.replace("_", " ") for c in (weak or list(sections)))
        message = f"Extraction may be incomplete in: {named}. Check these sections against the wording."
    return Completeness(
        score=round(score, 1),
        sections={c: round(f, 3) for c, f in sections.items()},
        detail_recall=round(detail_recall, 3),
        clause_citation_rate=round(citation, 3),
        empty_nested_fields_rate=round(empty_rate, 3),
        low=low,
        incomplete_sections=weak,
        message=message,
    )
