"""One pass end to end (context -> model -> anchors), and all seven in a row for evals and the CLI.

The state machine runs :func:`run_pass` once per pass (each its own Lambda invocation) and merges each
result as it finishes; :func:`extract_policy` does the same in-process.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from typing import Any

from clausetrail.domain.errors import ClauseTrailError
from clausetrail.extraction.anchors import anchored_field_names, apply_anchors
from clausetrail.extraction.context import ClauseView, Retriever, build_pass_context
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.merge import (
    AILMENT_LIMITS,
    EXCLUSIONS_BY_TEXT,
    LISTED_ILLNESS_WAITS,
    MATERNITY_LIMIT,
    MODERN_TREATMENT_ROWS,
    NON_PAYABLE_COVERS,
    PED_EXEMPTIONS,
    ROOM_UPGRADE_COPAY,
    SPECIFIC_DISEASE_CANCER_EXCEPTED,
    SPECIFIC_DISEASE_TIERS,
    TREATMENT_ZONES,
    WORDING_DEDUCTIBLE,
    mark_pass_failed,
    merge_pass_result,
)
from clausetrail.extraction.offline import OfflineExtractor
from clausetrail.extraction.passes import PASSES, pass_spec
from clausetrail.extraction.result import ExtractionModel, PassResult
from clausetrail.extraction.rules.ailment_limits import ailment_limits
from clausetrail.extraction.rules.deductible import wording_deductible
from clausetrail.extraction.rules.exclusions_by_text import exclusions_by_text
from clausetrail.extraction.rules.maternity_limit import maternity_limit
from clausetrail.extraction.rules.modern_rows import modern_treatment_rows
from clausetrail.extraction.rules.optional_covers import non_payable_covers
from clausetrail.extraction.rules.ped_exemptions import ped_exemptions
from clausetrail.extraction.rules.room_limits import room_upgrade_copay
from clausetrail.extraction.rules.waiting_tiers import (
    listed_illness_waits,
    specific_disease_cancer_excepted,
    specific_disease_tiers,
)
from clausetrail.extraction.rules.zones import treatment_zones

#: the covered-benefits pass (full text) also lists the benefits that pay the List I items
COVERS_PASS = 6
#: the financial-limits pass also reads whether the cover pays only above a deductible
LIMITS_PASS = 3
#: the waiting-periods pass also reads the specific-disease waiting periods set per list
WAITING_PASS = 4


def run_pass(
    model: ExtractionModel,
    pass_number: int,
    document: Sequence[ClauseView],
    retrieve: Retriever | None = None,
    *,
    anchors: bool = True,
    document_text: DocText | None = None,
) -> PassResult:
    """Build the pass context, run the model, then apply the text anchors over the whole document."""
    started = time.perf_counter()
    spec = pass_spec(pass_number)
    context = build_pass_context(spec, document, retrieve)
    result = model.run_pass(pass_number, context)
    if not anchors:
        return result
    doc = document_text or DocText(sorted(document, key=lambda c: (c.ordinal, c.page_start)))
    anchored = apply_anchors(result.fields, doc, only=spec.fields)
    extras = dict(result.extras)
    # read from the structure of the whole wording, whatever the model
    if pass_number == COVERS_PASS:
        extras[NON_PAYABLE_COVERS] = non_payable_covers(doc)
    if pass_number == LIMITS_PASS:
        extras[WORDING_DEDUCTIBLE] = wording_deductible(doc)
        extras[TREATMENT_ZONES] = treatment_zones(doc)
        extras[ROOM_UPGRADE_COPAY] = room_upgrade_copay(doc)
        extras[AILMENT_LIMITS] = ailment_limits(doc)
        extras[MATERNITY_LIMIT] = maternity_limit(doc)
        extras[MODERN_TREATMENT_ROWS] = modern_treatment_rows(doc)
    if pass_number == WAITING_PASS:
        extras[SPECIFIC_DISEASE_TIERS] = specific_disease_tiers(doc)
        extras[LISTED_ILLNESS_WAITS] = listed_illness_waits(doc)
        extras[SPECIFIC_DISEASE_CANCER_EXCEPTED] = specific_disease_cancer_excepted(doc)
        extras[PED_EXEMPTIONS] = ped_exemptions(doc)
        extras[EXCLUSIONS_BY_TEXT] = exclusions_by_text(doc)
    meta = dataclasses.replace(
        result.meta,
        anchored_fields=tuple(anchored_field_names(result.fields, anchored)),
        duration_ms=int((time.perf_counter() - started) * 1000),
    )
    return PassResult(pass_number=pass_number, fields=anchored, meta=meta, extras=extras)


def extract_policy(
    document: Sequence[ClauseView],
    retrieve: Retriever | None = None,
    model: ExtractionModel | None = None,
    *,
    passes: Sequence[int] | None = None,
) -> tuple[dict[str, Any], list[PassResult]]:
    """Run the passes in order, merging each as it finishes; a pass that raises is recorded as failed."""
    chosen = model or OfflineExtractor()
    doc = DocText(sorted(document, key=lambda c: (c.ordinal, c.page_start)))
    terms: dict[str, Any] = {}
    results: list[PassResult] = []
    for number in passes or [p.number for p in PASSES]:
        try:
            result = run_pass(chosen, number, document, retrieve, document_text=doc)
        except (ClauseTrailError, ValueError) as exc:
            terms = mark_pass_failed(terms, number)
            terms.setdefault("extraction_meta", {}).setdefault("errors", {})[str(number)] = str(exc)[:500]
            continue
        results.append(result)
        terms = merge_pass_result(terms, result).terms
    return terms, results
