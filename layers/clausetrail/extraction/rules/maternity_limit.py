"""The limit a wording sets on maternity expenses (pass 3 extra): "up to Rs. 30,000 for each delivery",
"Maternity (per delivery) | Rs. 30,000 | Rs. 50,000 | Rs. 1,00,000" (one per plan), "10% of SI per delivery".

SPEC §6 has no field for it, so the reading is kept in ``extraction_meta`` with its clause for the SUBLIMIT
rule, which caps a maternity claim at it. A limit that varies (by plan, sum insured band or kind of delivery)
keeps its bands where a table gives them and is marked doubtful, so that a claim the schedule does not place
goes to a person. Read with the shared limit reader (:func:`~clausetrail.extraction.rules.limits.
limit_near_mentions`): maternity named in a definition, an exclusion or an optional cover it does not take.
Pure code, no I/O.
"""

from __future__ import annotations

import re
from typing import Any, Final

from clausetrail.domain.money import find_amounts
from clausetrail.domain.terms import Limit
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.limit_reading import VARIES_CONFIDENCE
from clausetrail.extraction.rules.limits import limit_near_mentions

_MATERNITY: Final = re.compile(r"\bmaternity\b", re.IGNORECASE)
#: a maternity sentence about something other than the delivery's cost: the newborn, the waiting period alone
_NOT_THE_COST: Final = re.compile(r"\bnew[\s-]?born\b|\bvaccinat\w*", re.IGNORECASE)


_NOT_OFFERED: Final = re.compile(
    r"\bnot\s+(?:available|covered|applicable|offered)\b|\bN\.?A\.?\b", re.IGNORECASE
)
#: an amount with the plan it is for in brackets: "Rs. 30,000 (Option 1)", "₹ 50,000 (Gold Plan)"
_PLAN_AMOUNT: Final = re.compile(
    r"(?:rs\.?|inr|₹)\s*(?P<n>\d[\d,]*)(?:\s*/-)?\s*\((?:under\s+|for\s+)?(?P<plan>(?:plan|option|variant|tier)\s*[\w-]{1,12}"
    r"|[A-Z][\w-]{1,15}(?:\s+(?:plan|option|variant))?)\)",
    re.IGNORECASE,
)


def _plan_amounts(sentence: str) -> list[dict[str, Any]]:
    """The plan bands of a sentence stating one amount per plan, each amount with its plan in brackets (at
    least two plans, none named twice); [] otherwise."""
    pairs = [
        (m.group("plan").strip(), int(m.group("n").replace(",", ""))) for m in _PLAN_AMOUNT.finditer(sentence)
    ]
    if len(pairs) < 2 or len({p for p, _ in pairs}) != len(pairs):
        return []
    return [
        {"plan": plan, "label": plan, "limit": {"kind": "amount", "value": value}} for plan, value in pairs
    ]


def maternity_limit(doc: DocText) -> dict[str, Any] | None:
    """The maternity limit (a limit's JSON, with bands when a table varies it), how sure the reading is, and
    its clause; None when the wording states no amount or share for maternity."""
    found = limit_near_mentions(
        doc,
        _MATERNITY,
        skip=_NOT_THE_COST,
        per_day=False,
        categories=False,
        order=("amount", "percent_si", "amount_bare"),
        default_no_limit=False,
        absent_no_limit=False,
        earliest=True,
    )
    if found is None or found.start is None or not isinstance(found.value, dict):
        return None
    if found.value.get("kind") not in ("amount", "percent_si"):
        return None
    confidence, note = found.confidence, found.note
    sentence = doc.sentence(found.start, found.end)
    figures = {a.value for a in find_amounts(doc.text[sentence.start : sentence.end])}
    if len(figures) > 1 and confidence > VARIES_CONFIDENCE:
        # "Rs. 30,000 (Option 1), Rs. 50,000 (Option 2)", "Rs. 30,000 for a normal delivery and Rs. 50,000 for a
        # caesarean": which applies is for the schedule or the claim, not this reading
        confidence, note = VARIES_CONFIDENCE, "the wording states several maternity amounts"
    clause_start = doc.clause_span(doc.clause_index(found.start)).start
    row_start = doc.text.rfind("\n", 0, found.start) + 1
    row_end = doc.text.find("\n", found.start)
    row = doc.text[row_start : row_end if row_end >= 0 else len(doc.text)]
    in_row = " | " in row and _NOT_OFFERED.search(row) is not None
    if confidence > VARIES_CONFIDENCE and (
        in_row or _NOT_OFFERED.search(doc.text, max(clause_start, found.start - 300), found.start)
    ):
        # another plan's cell of the row says "Not Available": the amount is one plan's
        confidence, note = VARIES_CONFIDENCE, "the maternity cover and its limit depend on the plan"
    limit = dict(found.value)
    plans = _plan_amounts(doc.text[sentence.start : sentence.end])
    if plans and not limit.get("bands"):
        limit["bands"] = plans
    clause = doc.clause_at(found.start)
    line_start = doc.text.rfind("\n", 0, found.start) + 1
    line_end = doc.text.find("\n", found.end)
    quote = " ".join(doc.text[line_start : line_end if line_end >= 0 else len(doc.text)].split())
    try:
        # stored as JSON in extraction_meta: a Decimal share is written as a number
        limit = Limit.model_validate(limit).model_dump(mode="json")
    except ValueError:
        return None
    return {
        "limit": limit,
        "confidence": confidence,
        "note": note,
        "clause_id": clause.clause_id,
        "clause_no": clause.clause_no,
        "page": clause.page_start,
        "quote": quote[:240],
    }
