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
from clausetrail.extraction.rules.limit_reading import best, candidates, cap_after

#: the header of an ailment table: a cell naming ailments or procedures and a cell naming the limit
_SUBJECT_CELL: Final = re.compile(
    r"\b(?:ailments?|procedures?|diseases?|illness(?:es)?|conditions?|surger(?:y|ies))\b", re.I
)
_LIMIT_CELL: Final = re.compile(r"\b(?:limits?|sub-?limits?|maximum|capping|cap)\b", re.I)
#: the unit a row's limit is counted in ("per eye", "per knee"): a claim on two of them is for a person
_PER_UNIT: Final = re.compile(r"\b(?:per|each)\s+(?P<unit>eye|knee|hip|joint|side|ear|limb)\b", re.I)
_ORDER: Final = ("percent_si", "amount", "amount_bare")


def _cell_limit(doc: DocText, start: int, end: int) -> dict[str, Any] | None:
    """The limit one value cell states, read like every other limit (:mod:`.limit_reading`): a share of the sum
    insured with its rupee ceiling, or a rupee amount; None when the cell states neither."""
    chosen = best(
        candidates(doc, start, end, per_day=False, categories=False, bare_inr=True),
        _ORDER,
        earliest=True,
        doc=doc,
    )
    if chosen is None:
        return None
    share = chosen.kind == "percent_si"
    unit = _PER_UNIT.search(doc.text, start, end)
    return {
        "percent": float(chosen.value) if share else None,
        "cap_inr": cap_after(doc, chosen) if share else int(chosen.value),
        "per": unit.group("unit").lower() if unit else None,
    }


def _cell_spans(start: int, line: str) -> list[tuple[int, int]]:
    """The document offsets of a table line's cells."""
    spans: list[tuple[int, int]] = []
    pos = start
    for cell in line.split("|"):
        spans.append((pos, pos + len(cell)))
        pos += len(cell) + 1
    return spans


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
            and not find_amounts(line)
            and "%" not in line
        ):
            in_table = True
            continue
        if not in_table or not cells[0]:
            continue
        value_cells = _cell_spans(start, line)[1:]
        limit = next((found for s, e in value_cells if (found := _cell_limit(doc, s, e)) is not None), None)
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
