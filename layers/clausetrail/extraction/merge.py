"""Merging pass results into a policy version's terms, as each pass finishes (SPEC §2.5).

The terms are the JSON dict the version stores: field name -> TermValue JSON, plus ``extraction_meta``.
Rules:

- a pass writes only the fields it owns (:data:`~clausetrail.extraction.passes.FIELD_PASS`); anything
  else in its result is ignored and reported, so a later pass never overwrites another pass's field;
- a rerun of the same pass replaces its own fields (idempotent);
- a failed pass is recorded in ``extraction_meta.passes_failed`` and loses nothing already merged;
  when it later succeeds it moves to ``passes_completed``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from clausetrail.domain.terms import FIELD_REGISTRY, PolicyTerms
from clausetrail.extraction.passes import FIELD_PASS, pass_spec
from clausetrail.extraction.result import PassResult

META_KEY = "extraction_meta"
#: pass extras kept in ``extraction_meta`` for the claim rules: the benefits that pay the IRDAI List I items
NON_PAYABLE_COVERS = "non_payable_covers"
#: ... and the specific-disease waiting periods a wording sets per list of conditions
SPECIFIC_DISEASE_TIERS = "specific_disease_tiers"
#: ... and the named illnesses a wording excludes for a number of days from inception ("hypertension, diabetes,
#: cardiac conditions within 90 days")
LISTED_ILLNESS_WAITS = "listed_illness_waits"
#: ... and whether the specific-disease lists except a cancer ("other than cancers", "unless necessitated by
#: malignancy")
SPECIFIC_DISEASE_CANCER_EXCEPTED = "specific_disease_cancer_excepted"
#: ... and the wording's statement that its cover pays only above a deductible (a top-up)
WORDING_DEDUCTIBLE = "wording_deductible"
#: ... and the limits it sets per ailment or procedure in a table ("Hernia | 15% of SI, max Rs. 60,000")
AILMENT_LIMITS = "ailment_limits"
#: ... and the conditions it takes out of the pre-existing disease waiting period (chronic-care covers)
PED_EXEMPTIONS = "ped_exemptions"
#: ... and the limits it sets per modern treatment procedure ("Robotic surgeries | 50% of SI")
MODERN_TREATMENT_ROWS = "modern_treatment_rows"
#: ... and the limit it sets on maternity expenses ("up to Rs. 30,000 for each delivery")
MATERNITY_LIMIT = "maternity_limit"
#: ... and the zone table of a wording that prices by zone of treatment, with its co-pay per pair of zones
TREATMENT_ZONES = "treatment_zones"
#: ... and the co-pay percent the wording states for a room above the eligible category (whatever that is)
ROOM_UPGRADE_COPAY = "room_upgrade_copay"
#: ... and the IRDAI standard exclusions it states in their standard words without printing the codes
EXCLUSIONS_BY_TEXT = "exclusions_by_text"
META_EXTRAS = (
    NON_PAYABLE_COVERS,
    SPECIFIC_DISEASE_TIERS,
    LISTED_ILLNESS_WAITS,
    SPECIFIC_DISEASE_CANCER_EXCEPTED,
    WORDING_DEDUCTIBLE,
    TREATMENT_ZONES,
    ROOM_UPGRADE_COPAY,
    AILMENT_LIMITS,
    MATERNITY_LIMIT,
    PED_EXEMPTIONS,
    MODERN_TREATMENT_ROWS,
    EXCLUSIONS_BY_TEXT,
)


@dataclass(frozen=True, slots=True)
class MergeOutcome:
    terms: dict[str, Any]
    written: tuple[str, ...]
    ignored: tuple[str, ...]  # fields in the result that the pass does not own


def _meta(terms: Mapping[str, Any]) -> dict[str, Any]:
    meta = dict(terms.get(META_KEY) or {})
    meta.setdefault("passes_completed", [])
    meta.setdefault("passes_failed", [])
    meta.setdefault("models", [])
    meta.setdefault("offline", False)
    return meta


def owned_fields_json(result: PassResult) -> tuple[dict[str, dict[str, Any]], list[str]]:
    """(the result's fields that its pass owns as JSON, the names it holds but does not own)."""
    owned: dict[str, dict[str, Any]] = {}
    ignored: list[str] = []
    for name, term in result.fields.items():
        if FIELD_PASS.get(name) == result.pass_number:
            owned[name] = term.model_dump(mode="json")
        else:
            ignored.append(name)
    return owned, sorted(ignored)


def merge_pass_result(terms: Mapping[str, Any], result: PassResult) -> MergeOutcome:
    """A new terms dict with ``result``'s own fields written and its pass marked completed."""
    pass_spec(result.pass_number)
    owned, ignored = owned_fields_json(result)
    merged = dict(terms)
    merged.update(owned)
    meta = _meta(terms)
    meta["passes_completed"] = sorted({*meta["passes_completed"], result.pass_number})
    meta["passes_failed"] = sorted(set(meta["passes_failed"]) - {result.pass_number})
    meta["models"] = sorted({*meta["models"], result.meta.model_id})
    offline_passes = {*meta.get("offline_passes", [])}
    if result.meta.offline:
        offline_passes.add(result.pass_number)
    else:
        offline_passes.discard(result.pass_number)
    meta["offline_passes"] = sorted(offline_passes)
    meta["offline"] = bool(offline_passes)
    for key in META_EXTRAS:
        if key in result.extras:
            meta[key] = result.extras[key]
    merged[META_KEY] = meta
    return MergeOutcome(merged, tuple(sorted(owned)), tuple(ignored))


def mark_pass_failed(terms: Mapping[str, Any], pass_number: int) -> dict[str, Any]:
    """``terms`` with pass ``pass_number`` recorded as failed (unless it already succeeded); fields untouched."""
    pass_spec(pass_number)
    merged = dict(terms)
    meta = _meta(terms)
    if pass_number not in meta["passes_completed"]:
        meta["passes_failed"] = sorted({*meta["passes_failed"], pass_number})
    merged[META_KEY] = meta
    return merged


def merge_all(results: Iterable[PassResult], terms: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Merge several results in the order given."""
    merged: dict[str, Any] = dict(terms or {})
    for result in results:
        merged = merge_pass_result(merged, result).terms
    return merged


def to_policy_terms(terms: Mapping[str, Any]) -> PolicyTerms:
    """The typed :class:`PolicyTerms` of a merged terms dict (unknown keys are dropped)."""
    data = {name: terms[name] for name in FIELD_REGISTRY if name in terms}
    meta = terms.get(META_KEY)
    if isinstance(meta, Mapping):
        data[META_KEY] = dict(meta)
    return PolicyTerms.model_validate(data)
