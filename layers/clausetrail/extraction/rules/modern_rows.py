"""Modern treatment limits stated per procedure (pass 3 extra): "7 Robotic surgeries 50% of Sum Insured",
"Balloon Sinuplasty – up to Rs. 50,000", "Deep Brain Stimulation | 25% of SI".

Many wordings list the twelve IRDAI modern treatments each with its own limit. One figure for all of them is
then wrong for most claims: the SUBLIMIT rule takes the row of the claim's procedure, and the single
``modern_treatment_limit`` term is held doubtful. Each line of the modern-treatment clause that names exactly one
procedure of :data:`~clausetrail.domain.rules.tables.treatments.MODERN_TREATMENTS` and states a limit (read with
the shared limit reader) is a row; at least three rows with at least two different limits make a table.
Pure code, no I/O.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

from clausetrail.domain.rules.tables.treatments import MODERN_TREATMENTS
from clausetrail.domain.rules.text_match import concepts_in
from clausetrail.domain.terms import Limit
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.common import clause_is_definition, in_exclusion_context
from clausetrail.extraction.rules.limit_reading import best, candidates, finding_of

#: a mention of the modern treatments ("Modern Treatment Methods and Advancement in Technologies", or the first
#: procedure of the IRDAI list), shared with the modern-treatment limit reader
MODERN_MENTION: Final = re.compile(
    r"modern\s+(?:treatments?|procedures?|methods?)(?:\s*/\s*treatments?)?"
    r"|advance(?:d|ment)?\s*(?:in\s+)?(?:technolog\w*|treatment)\s*(?:methods?)?"
    r"|uterine\s+artery\s+embol",
    re.IGNORECASE,
)
_ORDER: Final = ("percent_si", "amount", "amount_bare", "no_limit")
REGION_CHARS: Final = 3000
MIN_ROWS: Final = 3


def _rows_after(doc: DocText, start: int) -> list[dict[str, Any]]:
    end = min(len(doc.text), start + REGION_CHARS)
    rows: list[dict[str, Any]] = []
    pos = doc.text.rfind("\n", 0, start) + 1
    while pos < end:
        line_end = doc.text.find("\n", pos)
        line_end = len(doc.text) if line_end < 0 else line_end
        line = doc.text[pos:line_end]
        names = concepts_in(line, MODERN_TREATMENTS)
        if len(names) == 1:
            chosen = best(
                candidates(doc, pos, line_end, per_day=False, categories=False, bare_inr=" | " in line),
                _ORDER,
                earliest=True,
                doc=doc,
            )
            if chosen is not None:
                clause = doc.clause_at(pos)
                rows.append(
                    {
                        "treatment": next(iter(names)),
                        # stored as JSON in extraction_meta: a Decimal share is written as a number
                        "limit": Limit.model_validate(finding_of(chosen, 0.7, doc).value).model_dump(
                            mode="json"
                        ),
                        "clause_id": clause.clause_id,
                        "quote": " ".join(line.split())[:200],
                    }
                )
        pos = line_end + 1
    return rows


def modern_treatment_rows(doc: DocText) -> list[dict[str, Any]]:
    """The rows of the wording's per-procedure modern treatment limits; [] when it states one limit for all
    (or none)."""
    for m in MODERN_MENTION.finditer(doc.text):
        if clause_is_definition(doc, m.start()) or in_exclusion_context(doc, m.start()):
            continue
        rows = _rows_after(doc, m.start())
        distinct = {json.dumps(r["limit"], sort_keys=True, default=str) for r in rows}
        if len(rows) >= MIN_ROWS and len(distinct) >= 2:
            first: dict[str, dict[str, Any]] = {}
            for row in rows:
                first.setdefault(row["treatment"], row)
            return list(first.values())
    return []
