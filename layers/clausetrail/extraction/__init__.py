"""Policy-terms extraction (SPEC §2.5): the seven passes, their contexts, the offline deterministic model,
the text anchors that override any model, and merging pass results into a version's terms.

Pure code: retrieval is injected (``retrieve(queries, k)``), clauses come in as :class:`ClauseView`.
"""

from __future__ import annotations

from clausetrail.extraction.anchors import apply_anchors
from clausetrail.extraction.context import ClauseView, PassContext, Retriever, build_pass_context
from clausetrail.extraction.merge import MergeOutcome, mark_pass_failed, merge_pass_result, to_policy_terms
from clausetrail.extraction.offline import OFFLINE_MODEL_ID, OfflineExtractor
from clausetrail.extraction.passes import FIELD_PASS, PASSES, ContextMode, PassSpec, pass_spec
from clausetrail.extraction.pipeline import extract_policy, run_pass
from clausetrail.extraction.result import ExtractionModel, PassMeta, PassResult

__all__ = [
    "FIELD_PASS",
    "OFFLINE_MODEL_ID",
    "PASSES",
    "ClauseView",
    "ContextMode",
    "ExtractionModel",
    "MergeOutcome",
    "OfflineExtractor",
    "PassContext",
    "PassMeta",
    "PassResult",
    "PassSpec",
    "Retriever",
    "apply_anchors",
    "build_pass_context",
    "extract_policy",
    "mark_pass_failed",
    "merge_pass_result",
    "pass_spec",
    "run_pass",
    "to_policy_terms",
]
