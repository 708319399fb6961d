"""Limits a wording sets per ailment or procedure (pass 3 extra): a table headed "Ailment / procedure | Limit"
whose rows cap named treatments ("Hernia (all types) | 15% of SI subject to a maximum of Rs. 60,000", "Total
knee replacement | Rs. 1,50,000 per knee").

SPEC §6 has no field for them, so each row is kept in ``extraction_meta`` with its clause for the SUBLIMIT
rule, which caps a claim for a named ailment at the row's limit (and refers the claim to a person when the row
cannot be applied). A row is kept only when its limit cell states a share of the sum insured or a rupee
amount. Pure code, no I/O.
"""

from __future__ import annotations

import re
from typing import Any, Final

from clausetrail.domain.money import find_amounts
from clausetrail.extraction.doctext import DocText

#: the header of an ailment table: a cell naming ailments or procedures and a cell naming the limit
_SUBJECT_CELL: Final = re.compile(
    r"\b(?:ailments?|procedures?|diseases?|illness(?:es)?|conditions?|surger(?:y|ies))\b", re.I
)
_LIMIT_CELL: Final = re.compile(r"\b(?:limits?|sub-?limits?|maximum|capping|cap)\b", re.I)
_SHARE: Final = re.compile(
    r"(?P<pct>\d{1,3}(?:\.\d{1,2})?)\s*%\s*of\s*(?:the\s+)?(?:sum\s+insured|s\.?\s?i\b)", re.I
)
#: the unit a row's limit is counted in ("per eye", "per knee"): a claim on two of them is for a person
_PER_UNIT: Final = re.compile(r"\b(?:per|each)\s+(?P<unit>eye|knee|hip|joint|side|ear|limb)\b", re.I)
MIN_LIMIT: Final = 1_000  # a limit below this is a count or a clause number, not rupees


def _row_limit(cell: str) -> dict[str, Any] | None:
    share = _SHARE.search(cell)
    rest = cell[: share.start()] + " " + cell[share.end() :] if share else cell
    amounts = [a.value for a in find_amounts(rest) if a.value >= MIN_LIMIT]
    if share is None and not amounts:
        return None
    unit = _PER_UNIT.search(cell)
    return {
        "percent": float(share.group("pct")) if share else None,
        "cap_inr": min(amounts) if amounts else None,
        "per": unit.group("unit").lower() if unit else None,
    }


def ailment_limits(doc: DocText) -> list[dict[str, Any]]:
    """Each row of the wording's ailment-limit tables: the ailment's words, its share of the sum insured and
    rupee cap (the lower of the two applies when both are given), the unit it is counted in, and its clause."""
    rows: list[dict[str, Any]] = []
    in_table = False
    offset = 0
    for line in doc.text.split("\n"):
        start = offset
        offset += len(line) + 1
        cells = [c.strip() for c in line.split("|")]
        if len(cells) < 2:
            in_table = False
            continue
        if (
            _SUBJECT_CELL.search(cells[0])
            and any(_LIMIT_CELL.search(c) for c in cells[1:])
            and not any(_SHARE.search(c) or find_amounts(c) for c in cells[1:])
        ):
            in_table = True
            continue
        if not in_table or not cells[0]:
            continue
        limit = next((found for c in cells[1:] if (found := _row_limit(c)) is not None), None)
        if limit is None:
            continue
        clause = doc.clause_at(start)
        rows.append(
            {
                "ailment": cells[0],
                **limit,
                "clause_id": clause.clause_id,
                "clause_no": clause.clause_no,
                "page": clause.page_start,
                "quote": " ".join(line.split())[:200],
            }
        )
    return rows
