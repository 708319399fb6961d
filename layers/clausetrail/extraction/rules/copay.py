"""The co-pay of a wording (pass 3): the co-pay every claim bears, a co-pay for members of an age, or a
co-pay set by age band (in one sentence, across sentences or list items, or in a table of age bands).

A co-pay tied to age that cannot be read is doubtful (confidence 0.5) so the claim fails closed. Pure code.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from clausetrail.domain.rules.age_conditions import ConditionKind, classify, parse_age_condition
from clausetrail.domain.rules.copay import ZONE_DOUBT_NOTE
from clausetrail.extraction.doctext import DocText, Span
from clausetrail.extraction.rules.common import Finding, clause_is_definition, percent_value
from clausetrail.extraction.rules.tables import is_table, table_row_at

# -- co-payment ------------------------------------------------------------------------------------------

_COPAY: Final = re.compile(r"co[\s-]?pay(?:ment)?s?\b", re.IGNORECASE)
_PERCENT: Final = re.compile(r"(?P<pct>\d{1,3}(?:\.\d{1,2})?)\s*%")
_CONDITIONAL: Final = re.compile(
    r"\bif\b|\bage[ds]?\b|\bentry\b|\bzone\b|\bopt(?:s|ed|ing|ion|ional)?\b|\bvoluntary\b|\bin\s+case\b|\bwhere\b"
    r"|\bother\s+than\b|\bwhose\b|\byears\b|\btier\b|\bcity\b|\bdiscount\b|\bwaiver\b|\bnon[\s-]?network\b"
    r"|\bonly\s+(?:for|if|when)\b|\bunless\b|\bprovided\b|\bdental\b|\boutside\b|\bconsultation\b|\bwhen\b",
    re.IGNORECASE,
)
_UNCONDITIONAL: Final = re.compile(
    r"each\s+and\s+every\s+(?:admissible\s+|payable\s+)?claim|every\s+claim|all\s+claims|base\s+co[\s-]?pay"
    r"|policy\s+(?:will\s+be|is)\s+subject\s+to",
    re.IGNORECASE,
)


_TIER_SPLIT: Final = re.compile(r"[;,:]|\band\b|\bwhile\b|\bwhereas\b", re.IGNORECASE)


def _age_tiers(text: str, percents: list[re.Match[str]]) -> list[dict[str, object]] | None:
    """A co-pay stated for every claim by age band ("x % up to age A and y % above age A"): each percent with
    the age condition written right after it (or, failing that, right before it, up to the previous
    percent); None unless there are at least two percents and every one has an age condition that
    :func:`~clausetrail.domain.rules.age_conditions.parse_age_condition` reads."""
    if len(percents) < 2:
        return None
    tiers: list[dict[str, object]] = []
    for i, p in enumerate(percents):
        after_end = percents[i + 1].start() if i + 1 < len(percents) else len(text)
        before_start = percents[i - 1].end() if i > 0 else 0
        after = _TIER_SPLIT.split(text[p.end() : after_end])[0] if i + 1 < len(percents) else text[p.end() :]
        before = _TIER_SPLIT.split(text[before_start : p.start()])[-1]
        for condition in (after, before):
            condition = " ".join(condition.split()).strip(" .:-")
            if classify(condition) is ConditionKind.AGE and parse_age_condition(condition) is not None:
                tiers.append({"percent": percent_value(p.group("pct")), "condition": condition})
                break
        else:
            return None
    # the same co-pay printed once per plan column ("20% if entry age 61 or more | 20% if entry age 61 or
    # more") is one age co-pay, not bands
    distinct = list({(t["percent"], t["condition"]): t for t in tiers}.values())
    return distinct if len(distinct) >= 2 else None


_AGE_WORD: Final = re.compile(r"\bage[ds]?\b|\byears?\s+(?:of\s+age|old)\b|\bsenior\b", re.IGNORECASE)


_ZONE_WORD: Final = re.compile(r"\bzones?\b|\bcit(?:y|ies)\b|\btier\b", re.IGNORECASE)


def _own_span(doc: DocText, start: int, end: int) -> Span:
    """The sentence of the mention; in a table, only the mention's row (a table has no full stops, so its
    sentence would run over the rows of other benefits and their percents)."""
    span = doc.sentence(start, end)
    if not is_table(doc, doc.clause_index(start)):
        return span
    line_start = doc.text.rfind("\n", 0, start) + 1
    line_end = doc.text.find("\n", end)
    return Span(max(span.start, line_start), min(span.end, line_end) if line_end >= 0 else span.end)


_RESTATED: Final = re.compile(
    r"\b(?:we|company|insurer|it)\s+(?:will\s+|shall\s+)?pays?\s*(?:only\s+)?$|\bremaining\s*$|\bbears?\s+the\s+remaining\s*$",
    re.IGNORECASE,
)


def _single_age_copay(text: str, percents: list[re.Match[str]]) -> dict[str, object] | None:
    """A co-pay stated for members of an age ("x % ... for insured persons aged above A"): its percent and the
    age condition written after (or before) it, when the condition is an age alone that
    :func:`~clausetrail.domain.rules.age_conditions.parse_age_condition` reads; the claim rule applies it to a
    member who qualifies."""
    # "a co-payment of 20%, which means We pay 80% ... and the Insured Person bears the remaining 20%": the
    # share the insurer pays and the restated share are the same co-pay
    own = [q for q in percents if not _RESTATED.search(text[max(0, q.start() - 40) : q.start()])]
    if len(own) != 1 and not (own and len({q.group("pct") for q in own}) == 1 and len(own) <= 2):
        return None
    p = own[0]
    if len(own) > 1:
        # the same co-pay printed again (another plan's cell): its own words only
        text = text[: own[1].start()]
    for condition in (
        _TIER_SPLIT.split(text[p.end() :])[0],
        _TIER_SPLIT.split(text[: p.start()])[-1],
        text[p.end() :],
        # "For members of age 76 years and above the co-payment shall be 20 %": the age before the percent
        text[: p.start()],
    ):
        condition = " ".join(condition.replace("|", " ").split()).strip(" .:-")
        if classify(condition) is ConditionKind.AGE and parse_age_condition(condition) is not None:
            return {"percent": percent_value(p.group("pct")), "condition": condition}
    return None


_ENTRY_WORD: Final = re.compile(r"\bentry\b|\benter(?:ing|s)?\b|\binception\b", re.IGNORECASE)
_ROW_END: Final = re.compile(r"\n\s*(?:\d{1,2}(?:\.\d{1,3})+\.?|[A-Z]\.\d)\s+[A-Z]")
_TABLE_LOOKAHEAD: Final = 700


def _table_age_tiers(doc: DocText, start: int) -> list[dict[str, object]] | None:
    """Age-band rows right after a co-pay lead-in with no percent of its own ("... co-payment as per the table
    below" then "Up to 65 years | 10%", "Above 65 years | 20%"): each line with one percent and an age
    condition that :func:`parse_age_condition` reads; None unless at least two such rows."""
    end = min(len(doc.text), start + _TABLE_LOOKAHEAD)
    stop = _ROW_END.search(doc.text, start, end)
    if stop is not None:
        end = stop.start()
    rows: list[dict[str, object]] = []
    header = ""  # the lines above the first band row ("Age at entry | Co-payment") qualify every row
    for line in doc.text[start:end].split("\n"):
        percents = list(_PERCENT.finditer(line))
        if len(percents) != 1:
            if not rows:
                header += " " + line
            continue
        condition = " ".join((line[: percents[0].start()] + " " + line[percents[0].end() :]).split())
        condition = " ".join(condition.replace("|", " ").split()).strip(" .:-")
        if _AGE_WORD.search(header) and not _AGE_WORD.search(condition):
            condition = f"age {condition}"
            if _ENTRY_WORD.search(header) and not _ENTRY_WORD.search(condition):
                condition += " at entry"
        if classify(condition) is ConditionKind.AGE and parse_age_condition(condition) is not None:
            rows.append({"percent": percent_value(percents[0].group("pct")), "condition": condition})
    return rows if len(rows) >= 2 else None


def _combined_age_tiers(singles: list[dict[str, object]]) -> list[dict[str, object]] | None:
    """Co-pays for members of an age stated one by one, as age bands: None unless at least two percents
    differ. Where every one is "A and above" (measured alike), the ages below the lowest bear none: that
    band is added at 0 %, so every member falls in a band."""
    distinct: list[dict[str, object]] = []
    for single in singles:
        if single not in distinct:
            distinct.append(single)
    if len({str(s["percent"]) for s in distinct}) < 2:
        return None
    parsed = [parse_age_condition(str(s["condition"])) for s in distinct]
    if any(p is None for p in parsed):
        return None
    bounds = [p for p in parsed if p is not None]
    if all(b.low is not None and b.high is None for b in bounds) and len({b.at_entry for b in bounds}) == 1:
        lowest = min(b.low for b in bounds if b.low is not None)
        when = " at entry" if bounds[0].at_entry else ""
        distinct.append({"percent": 0, "condition": f"aged below {lowest} years{when}"})
    return distinct


#: a value cell that states no co-pay
_NIL_CELL: Final = re.compile(r"^\s*(?:nil|no|none|not\s+applicable|n\.?a\.?|-|0\s*%)\s*$", re.IGNORECASE)
#: a value cell that states a co-pay on every claim of the plan ("10%", "10% per claim", "20% of admissible claim")
_PLAN_PERCENT_CELL: Final = re.compile(
    r"^\s*(?P<pct>\d{1,3}(?:\.\d{1,2})?)\s*%(?:\s+(?:per|on|of|for)\s+(?:each\s+|every\s+|the\s+)?"
    r"(?:admissible\s+|payable\s+)?(?:claims?|amount))?\s*$",
    re.IGNORECASE,
)


def _plan_row(doc: DocText, pos: int) -> Finding | None:
    """A benefit table's co-payment row with one value per plan (or band) column: the same percent in every
    column is a co-pay on every claim; different values ("Nil | 10% per claim | Nil") leave the co-pay to the
    plan the schedule names, so the reading is doubtful (a claim without that goes to a person). None when the
    mention is not the label of such a row."""
    row = table_row_at(doc, pos)
    if row is None:
        return None
    cells = doc.text[row.start : row.end].split("|")
    if len(cells) < 3 or not _COPAY.search(cells[0]) or row.start + len(cells[0]) < pos:
        return None
    values: list[int | Decimal] = []
    for cell in cells[1:]:
        if _NIL_CELL.match(cell):
            values.append(0)
            continue
        found = _PLAN_PERCENT_CELL.match(cell)
        if found is None:
            return None  # a cell with a condition or words of its own: read as a sentence
        values.append(percent_value(found.group("pct")))
    if not any(values):
        return None
    first = next(v for v in values if v)
    start, end = row.start + len(cells[0]) + 1, row.end
    value = {"percent": first, "condition": "each and every claim"}
    if len(set(values)) == 1:
        return Finding(value, start, end, 0.8)
    listed = " / ".join(f"{v}%" if v else "Nil" for v in values)
    return Finding(value, start, end, 0.5, f"a co-pay that differs by plan: {listed}")


def copay(doc: DocText) -> Finding:
    """The co-pay every claim bears (percent); a co-pay for members of an age with its age condition (the rule
    applies it by the member's age); 0 when the wording has none or only other conditional ones (zone,
    optional/voluntary, non-network hospitals). A co-pay tied to age that cannot be read is doubtful
    (confidence 0.5), so a claim fails closed instead of being paid without it."""
    conditional_seen: int | None = None
    zone_seen: int | None = None
    age_copay: Finding | None = None
    age_singles: list[dict[str, object]] = []
    unread_age_copay = False
    for m in _COPAY.finditer(doc.text):
        if clause_is_definition(doc, m.start()):
            continue
        sentence = _own_span(doc, m.start(), m.end())
        text = doc.text[sentence.start : sentence.end]
        percents = list(_PERCENT.finditer(text))
        if not percents:
            rows = _table_age_tiers(doc, sentence.end)
            if rows is not None:
                return Finding(
                    {"percent": rows[0]["percent"], "condition": rows[0]["condition"], "tiers": rows},
                    sentence.start,
                    sentence.end,
                    0.75,
                    "a co-pay set by age band in a table",
                )
            continue
        by_plan = _plan_row(doc, m.start())
        if by_plan is not None:
            return by_plan
        tiers = _age_tiers(text, percents)
        if tiers is not None:
            start = sentence.start + percents[0].start()
            first = tiers[0]
            return Finding(
                {"percent": first["percent"], "condition": first["condition"], "tiers": tiers},
                start,
                sentence.start + percents[-1].end(),
                0.8,
                "a co-pay set by age band",
            )
        if _UNCONDITIONAL.search(text) and not _CONDITIONAL.search(text):
            near = min(percents, key=lambda p: abs(sentence.start + p.start() - m.start()))
            start = sentence.start + near.start()
            return Finding(
                {"percent": percent_value(near.group("pct")), "condition": "each and every claim"},
                start,
                sentence.start + near.end(),
                0.8,
            )
        if _AGE_WORD.search(text):
            single = _single_age_copay(text, percents)
            if single is None:
                unread_age_copay = True
            else:
                age_singles.append(single)
                if age_copay is None:
                    at = sentence.start + percents[0].start()
                    age_copay = Finding(
                        single, at, sentence.start + percents[0].end(), 0.7, "a co-pay by age"
                    )
        if conditional_seen is None:
            conditional_seen = m.start()
        if zone_seen is None and _ZONE_WORD.search(text):
            zone_seen = m.start()
    if unread_age_copay and age_copay is None and conditional_seen is not None:
        return Finding(
            {"percent": 0, "condition": None},
            conditional_seen,
            conditional_seen + 10,
            0.5,
            "a co-pay tied to the member's age that could not be read",
        )
    if age_copay is not None:
        # several co-pays each for members of an age ("10 % for those entering at 61 and above ... 20 % for
        # those entering at 76 and above"): one age band each, the member's band applies
        tiers = _combined_age_tiers(age_singles)
        if tiers is not None:
            return Finding(
                {"percent": tiers[0]["percent"], "condition": tiers[0]["condition"], "tiers": tiers},
                age_copay.start,
                age_copay.end,
                0.7,
                "co-pays by age stated one by one",
            )
        return age_copay
    if zone_seen is not None:
        # whether it applies turns on the zone (or city tier) of the treating hospital against the one the
        # premium was paid for: a claim without that fact goes to a person unless the schedule says
        return Finding(
            {"percent": 0, "condition": None},
            zone_seen,
            zone_seen + 10,
            0.5,
            ZONE_DOUBT_NOTE,
        )
    if conditional_seen is not None:
        return Finding(
            {"percent": 0, "condition": None},
            conditional_seen,
            conditional_seen + 10,
            0.6,
            "only conditional or optional co-payments",
        )
    return Finding.absent({"percent": 0, "condition": None}, 0.6, "no co-payment in the wording")
