"""Synthetic policy wordings with golden truth, for measuring how the terms reader generalises.

Written without looking at the reader: the structures come from the IRDAI standard wording and from how
real wordings state terms (prose, numbered clauses, plan-column tables, sum insured bands, "subject to a
maximum of", values deferred to the schedule), with distractors next to the asked values.
"""

from clausetrail.synthetic.wording.generate import build, generate_wording, golden

__all__ = ["build", "generate_wording", "golden"]
