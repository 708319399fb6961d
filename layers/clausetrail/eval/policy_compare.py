"""Policy-terms eval: compare extracted terms with golden files, exactly as SPEC §6 describes.

A golden file is ``{"document", "sha256", "fields": {name: {"value": v} | {"any_of": [v, ...]}, ...}}``.
Both sides go through the same normalisers as the typed terms (:func:`clausetrail.domain.terms.coerce_value`),
so "two years" meets 24 for a months field and "Rs. 10 Lakh" meets 1000000. Then, by value type:

- ``text``: case/punctuation-insensitive; passes at token-set similarity >= 0.85 or when one contains
  the other;
- ``amount``, ``days``/``months``/``hours``, ``percent``, ``bool``: equal after normalisation;
- ``amount_list`` and ``code_list``: equal as sets;
- ``limit``: kinds equal and values equal (room categories compared as text; a cap is checked only when the
  golden states one);
- ``copay``: percent equal, condition ignored; no co-pay is percent 0, so null and ``{"percent": 0}`` agree.

``value: null`` passes only a null answer; a null inside ``any_of`` accepts a null answer. Keys other than
``value``/``any_of`` are for reviewers. Rates are fractions (floats: scores, not money).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from pydantic import ValidationError
from rapidfuzz import fuzz

from clausetrail.domain.terms import (
    FIELD_REGISTRY,
    PERCENT_LIMIT_KINDS,
    Copay,
    Limit,
    LimitKind,
    PolicyTerms,
    TermValue,
    Tier,
    ValueType,
    coerce_value,
    plain_value,
)

TEXT_SIMILARITY_THRESHOLD: Final = 0.85
_ENTRY_KEYS: Final = frozenset({"value", "any_of"})
_TERM_VALUE_KEYS: Final = frozenset(TermValue.model_fields)


class GoldenFormatError(ValueError):
    """A golden file does not follow SPEC §6 (unknown field, no value/any_of, unreadable value)."""


@dataclass(frozen=True, slots=True)
class FieldResult:
    field: str
    passed: bool
    expected: Any  # the golden value, or {"any_of": [...]}
    actual: Any  # the extracted value in golden JSON shape
    reason: str

    @property
    def tier(self) -> Tier:
        return FIELD_REGISTRY[self.field].tier

    def to_dict(self) -> dict[str, Any]:
        return {
            "field": self.field,
            "tier": self.tier,
            "passed": self.passed,
            "expected": self.expected,
            "actual": self.actual,
            "reason": self.reason,
        }


def _rate(results: Iterable[FieldResult]) -> float | None:
    outcomes = [r.passed for r in results]
    return sum(outcomes) / len(outcomes) if outcomes else None


@dataclass(frozen=True, slots=True)
class DocumentScore:
    document: str | None
    per_field: dict[str, FieldResult]

    def _tier(self, tier: Tier) -> list[FieldResult]:
        return [r for r in self.per_field.values() if r.tier == tier]

    @property
    def tier_a_pass_rate(self) -> float | None:
        """Share of the golden's Tier A fields that pass; None when the golden has none."""
        return _rate(self._tier("A"))

    @property
    def tier_b_pass_rate(self) -> float | None:
        return _rate(self._tier("B"))

    @property
    def tier_a_counts(self) -> tuple[int, int]:
        """(passed, scored) Tier A fields."""
        results = self._tier("A")
        return sum(r.passed for r in results), len(results)

    @property
    def tier_b_counts(self) -> tuple[int, int]:
        results = self._tier("B")
        return sum(r.passed for r in results), len(results)

    def failures(self) -> list[FieldResult]:
        return [r for r in self.per_field.values() if not r.passed]

    def to_dict(self) -> dict[str, Any]:
        return {
            "document": self.document,
            "tier_a_pass_rate": self.tier_a_pass_rate,
            "tier_b_pass_rate": self.tier_b_pass_rate,
            "per_field": {name: r.to_dict() for name, r in self.per_field.items()},
        }


@dataclass(frozen=True, slots=True)
class FieldRate:
    passed: int
    total: int

    @property
    def rate(self) -> float | None:
        return self.passed / self.total if self.total else None

    def to_dict(self) -> dict[str, Any]:
        return {"passed": self.passed, "total": self.total, "rate": self.rate}


@dataclass(frozen=True, slots=True)
class CorpusScore:
    documents: list[DocumentScore]
    per_field: dict[str, FieldRate] = field(default_factory=dict)

    @property
    def tier_a_pass_rate(self) -> float | None:
        """Passing Tier A fields over all scored Tier A fields of all documents."""
        return _rate(r for d in self.documents for r in d.per_field.values() if r.tier == "A")

    @property
    def tier_b_pass_rate(self) -> float | None:
        return _rate(r for d in self.documents for r in d.per_field.values() if r.tier == "B")

    @property
    def mean_document_tier_a_pass_rate(self) -> float | None:
        """Mean of the documents' own Tier A pass rates (each document weighs the same)."""
        rates = [d.tier_a_pass_rate for d in self.documents if d.tier_a_pass_rate is not None]
        return sum(rates) / len(rates) if rates else None

    @property
    def mean_document_tier_b_pass_rate(self) -> float | None:
        rates = [d.tier_b_pass_rate for d in self.documents if d.tier_b_pass_rate is not None]
        return sum(rates) / len(rates) if rates else None

    @property
    def per_document(self) -> dict[str, DocumentScore]:
        """Document name -> score (a repeated name gets a ``#2``, ``#3`` suffix)."""
        out: dict[str, DocumentScore] = {}
        for index, score in enumerate(self.documents, start=1):
            name = score.document or f"document-{index}"
            key, n = name, 1
            while key in out:
                n += 1
                key = f"{name}#{n}"
            out[key] = score
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "tier_a_pass_rate": self.tier_a_pass_rate,
            "tier_b_pass_rate": self.tier_b_pass_rate,
            "mean_document_tier_a_pass_rate": self.mean_document_tier_a_pass_rate,
            "mean_document_tier_b_pass_rate": self.mean_document_tier_b_pass_rate,
            "per_field": {name: rate.to_dict() for name, rate in self.per_field.items()},
            "per_document": {
                name: {
                    "tier_a_pass_rate": score.tier_a_pass_rate,
                    "tier_b_pass_rate": score.tier_b_pass_rate,
                    "failed_fields": [r.field for r in score.failures()],
                }
                for name, score in self.per_document.items()
            },
        }


# --------------------------------------------------------------------------------------------------
# Text


_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)


def normalise_text(text: str) -> str:
    """Case- and punctuation-insensitive form: NFKC, casefolded, runs of non-word characters as one space."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(_NON_WORD.sub(" ", folded).split())


def token_set_similarity(a: str, b: str) -> float:
    """RapidFuzz token-set ratio of the normalised texts, as a fraction in [0, 1]."""
    na, nb = normalise_text(a), normalise_text(b)
    if not na or not nb:
        return 1.0 if na == nb else 0.0
    return float(fuzz.token_set_ratio(na, nb, processor=None)) / 100.0


def text_matches(expected: str, actual: str) -> bool:
    """SPEC §6 text rule: similarity >= 0.85, or one normalised text contains the other (whole words)."""
    ne, na = normalise_text(expected), normalise_text(actual)
    if not ne or not na:
        return ne == na
    if f" {ne} " in f" {na} " or f" {na} " in f" {ne} ":
        return True
    return token_set_similarity(ne, na) >= TEXT_SIMILARITY_THRESHOLD


# --------------------------------------------------------------------------------------------------
# Values


def _unwrap(actual: Any) -> Any:
    """The bare value of an extracted answer (a TermValue, its dict dump, or the value itself)."""
    if isinstance(actual, TermValue):
        return actual.value
    if isinstance(actual, Mapping) and "source" in actual and set(actual) <= _TERM_VALUE_KEYS:
        return actual.get("value")
    return actual


def _is_empty(value_type: ValueType, value: Any) -> bool:
    if value is None:
        return True
    return value_type in (ValueType.AMOUNT_LIST, ValueType.CODE_LIST) and value == []


def _normalise(value_type: ValueType, raw: Any) -> Any:
    value = coerce_value(value_type, raw)
    if value_type == ValueType.COPAY and value is None:
        return Copay(percent=0)  # "0 when there is no co-pay"
    return None if _is_empty(value_type, value) else value


def _short(exc: ValueError) -> str:
    """One-line message of a normaliser error (pydantic errors are long)."""
    if isinstance(exc, ValidationError):
        return "; ".join(str(e["msg"]) for e in exc.errors())
    return str(exc)


def _limits_match(expected: Limit, actual: Limit) -> tuple[bool, str]:
    if expected.kind != actual.kind:
        return False, f"limit kind {actual.kind.value} != {expected.kind.value}"
    if expected.cap_inr is not None and expected.cap_inr != actual.cap_inr:
        return False, f"limit cap {actual.cap_inr} != {expected.cap_inr}"
    if expected.kind == LimitKind.ROOM_CATEGORY:
        ok = text_matches(str(expected.value), str(actual.value))
        return ok, "room category matches" if ok else f"room category {actual.value!r} != {expected.value!r}"
    if expected.kind in PERCENT_LIMIT_KINDS or expected.kind in (LimitKind.AMOUNT, LimitKind.AMOUNT_PER_DAY):
        ok = expected.value == actual.value
        return ok, "limit matches" if ok else f"limit value {actual.value} != {expected.value}"
    return True, "limit kind matches"


def values_match(value_type: ValueType, expected: Any, actual: Any) -> tuple[bool, str]:
    """Compare two normalised, non-null values of ``value_type``; (passed, reason)."""
    if value_type == ValueType.TEXT:
        ok = text_matches(expected, actual)
        similarity = token_set_similarity(expected, actual)
        return ok, f"text similarity {similarity:.2f}" + ("" if ok else f" < {TEXT_SIMILARITY_THRESHOLD}")
    if value_type == ValueType.LIMIT:
        return _limits_match(expected, actual)
    if value_type == ValueType.COPAY:
        ok = expected.percent == actual.percent
        return ok, "co-pay percent matches" if ok else f"co-pay {actual.percent}% != {expected.percent}%"
    if value_type in (ValueType.AMOUNT_LIST, ValueType.CODE_LIST):
        ok = set(expected) == set(actual)
        if ok:
            return True, "same set"
        missing = sorted(set(expected) - set(actual))
        extra = sorted(set(actual) - set(expected))
        return False, f"sets differ: missing {missing}, extra {extra}"
    ok = expected == actual
    return ok, "equal" if ok else f"{plain_value(actual)!r} != {plain_value(expected)!r}"


def _expected_options(field_name: str, entry: Any) -> tuple[list[Any], Any]:
    if not isinstance(entry, Mapping):
        raise GoldenFormatError(f"{field_name}: golden entry must be an object, got {entry!r}")
    present = _ENTRY_KEYS & set(entry)
    if len(present) != 1:
        raise GoldenFormatError(f"{field_name}: golden entry needs exactly one of 'value' or 'any_of'")
    if "any_of" in entry:
        options = entry["any_of"]
        if not isinstance(options, list) or not options:
            raise GoldenFormatError(f"{field_name}: 'any_of' must be a non-empty list")
        return list(options), {"any_of": options}
    return [entry["value"]], entry["value"]


def compare_field(field_name: str, expected_entry: Mapping[str, Any], actual: Any) -> FieldResult:
    """Score one extracted field against its golden entry (SPEC §6)."""
    spec = FIELD_REGISTRY.get(field_name)
    if spec is None:
        raise GoldenFormatError(f"{field_name!r} is not a §6 policy term")
    options, shown = _expected_options(field_name, expected_entry)
    raw_actual = _unwrap(actual)
    try:
        normalised_actual = _normalise(spec.value_type, raw_actual)
    except ValueError as exc:
        return FieldResult(
            field_name, False, shown, plain_value(raw_actual), f"unreadable answer: {_short(exc)}"
        )
    shown_actual = plain_value(normalised_actual) if raw_actual is not None else None

    reasons: list[str] = []
    for option in options:
        try:
            normalised_expected = _normalise(spec.value_type, option)
        except ValueError as exc:
            raise GoldenFormatError(
                f"{field_name}: golden value {option!r} is unreadable: {_short(exc)}"
            ) from exc
        if normalised_expected is None or normalised_actual is None:
            ok = normalised_expected is None and normalised_actual is None
            reason = (
                "both null" if ok else ("expected null" if normalised_expected is None else "missing answer")
            )
        else:
            ok, reason = values_match(spec.value_type, normalised_expected, normalised_actual)
        if ok:
            if spec.value_type == ValueType.COPAY and raw_actual is None:
                reason = f"{reason} (no answer read as 0% co-pay)"
            if len(options) > 1:
                reason = f"{reason} (any_of option {options.index(option) + 1})"
            return FieldResult(field_name, True, shown, shown_actual, reason)
        reasons.append(reason)
    return FieldResult(field_name, False, shown, shown_actual, "; ".join(dict.fromkeys(reasons)))


def validate_golden(golden: Mapping[str, Any]) -> list[str]:
    """Problems that make a golden file unusable (empty list when it is fine)."""
    fields = golden.get("fields")
    if not isinstance(fields, Mapping):
        return ["golden file has no 'fields' object"]
    problems: list[str] = []
    for name, entry in fields.items():
        spec = FIELD_REGISTRY.get(name)
        if spec is None:
            problems.append(f"{name!r} is not a §6 policy term")
            continue
        try:
            options, _ = _expected_options(name, entry)
        except GoldenFormatError as exc:
            problems.append(str(exc))
            continue
        for option in options:
            try:
                coerce_value(spec.value_type, option)
            except ValueError as exc:
                problems.append(
                    f"{name}: value {option!r} is unreadable as {spec.value_type.value}: {_short(exc)}"
                )
    return problems


def score_document(golden: Mapping[str, Any], extracted: Mapping[str, Any] | PolicyTerms) -> DocumentScore:
    """Compare every field the golden file names with the extraction (missing answers count as null)."""
    problems = validate_golden(golden)
    if problems:
        raise GoldenFormatError(f"{golden.get('document')}: " + "; ".join(problems))
    answers = extracted.plain_values() if isinstance(extracted, PolicyTerms) else extracted
    fields: Mapping[str, Any] = golden["fields"]
    per_field = {name: compare_field(name, entry, answers.get(name)) for name, entry in fields.items()}
    document = golden.get("document")
    return DocumentScore(document=str(document) if document is not None else None, per_field=per_field)


def score_corpus(scores: Sequence[DocumentScore]) -> CorpusScore:
    """Per-field and per-document rates over scored documents."""
    per_field: dict[str, FieldRate] = {}
    for name in FIELD_REGISTRY:
        results = [d.per_field[name] for d in scores if name in d.per_field]
        if results:
            per_field[name] = FieldRate(passed=sum(r.passed for r in results), total=len(results))
    return CorpusScore(documents=list(scores), per_field=per_field)
