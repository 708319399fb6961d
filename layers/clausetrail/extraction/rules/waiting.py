"""Waiting periods and the IRDAI standard exclusion codes (pass 4).

The IRDAI standardisation guidelines fix the wording of Excl01-Excl03, so the periods are read from those
sentences ("... shall be excluded until the expiry of 36 months of continuous coverage ...", "... any
illness within 30 days from the first policy commencement date ..."): the text anchors of SPEC §2.5.
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.domain.durations import DurationUnit, find_durations
from clausetrail.domain.terms import EXCLUSION_CODES, LONGEST_OPTION_NOTE, find_exclusion_codes
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.common import (
    Finding,
    durations_in,
    first_duration,
)
from clausetrail.extraction.rules.limit_reading import deferral
from clausetrail.extraction.rules.tables import table_row_at

# Excl03: "Expenses related to the treatment of any illness within 30 days from the first policy
# commencement date shall be excluded except claims arising due to an accident".
_INITIAL: Final = re.compile(
    r"treatment\s+of\s+any\s+illness\s+within\s+(?P<d>.{1,40}?)\s+(?:from|of)\s+the\s+(?:first\s+)?"
    r"policy\s+(?:commencement|inception|start)",
    re.IGNORECASE,
)
_INITIAL_LOOSE: Final = re.compile(
    r"(?:first|initial)\s+(?P<d>.{1,25}?)\s+(?:days?\s+)?waiting\s+period|(?P<d2>\d{1,3}|thirty)[\s-]*days?\s+waiting\s+period",
    re.IGNORECASE,
)
# Excl01: "... pre-existing Disease (PED) and its direct complications shall be excluded until the expiry
# of 36 months of continuous coverage after the date of inception of the first policy ..."
_PED: Final = re.compile(
    r"pre[\s-]*existing\s+diseases?\s*(?:\(PED\)\s*)?and\s+its\s+direct\s+complications\s+shall\s+be\s+"
    r"excluded\s+until\s+the\s+expi(?:ry)?\s+of\s+(?P<d>.{1,160}?)\s+of\s+continuous\s+coverage",
    re.IGNORECASE | re.DOTALL,
)
_PED_LOOSE: Final = re.compile(
    r"pre[\s-]*existing\s+(?:diseases?|conditions?|illness)[^.]{0,160}?(?:waiting\s+period\s+of|expiry\s+of|after)\s+"
    r"(?P<d>[^.]{1,40}?)\s+(?:of\s+continuous|from|after|waiting)",
    re.IGNORECASE,
)
# Excl02: "... treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry
# of 24 months of continuous coverage ..."
_SPECIFIC: Final = re.compile(
    r"treatment\s*o\s?f\s*(?:the\s*)?(?:following\s*)?listed\s*conditions\s*,?\s*surgeries\s*/?\s*treatments?"
    r".{0,80}?excluded\s+until\s+the\s+expi(?:ry)?\s+of\s+(?P<d>.{1,160}?)\s+of\s+continuous\s+coverage",
    re.IGNORECASE | re.DOTALL,
)
_TIER_HEADING: Final = re.compile(
    r"(?P<d>(?:\d{1,3}|[A-Za-z]+(?:[\s-][a-z]+)?)\s*(?:\(\s*\d{1,3}\s*\)\s*)?(?:days?|months?|years?))(?:\s+"
    r"(?:of\s+)?waiting\s+period|\s*:)",
    re.IGNORECASE,
)
#: what may stand before a tier written as a list item "(i) 24 months: cataract; hernia ..."
_ITEM_MARK: Final = re.compile(r"^\s*\(?[a-z0-9]{1,4}[.)]?\s*$", re.IGNORECASE)
_GENERAL_LIST_MEMBERS: Final = re.compile(
    r"\bcataract|\bhernia|\bhydrocele|\bfistula|\bpiles\b", re.IGNORECASE
)
_EXCL_CODE_AT: Final = re.compile(
    r"\bexcl\s*[-_.:]?\s*(?P<n>[0-9][0-9oOlI]?|[oO][0-9lI])(?![0-9a-z])", re.IGNORECASE
)
_DAYS_WORD: Final = r"(?:\d{1,3}|thirty|fifteen|sixty|ninety|forty[\s-]five)\s*(?:\(\s*(?:\d{1,3}|[a-z]+(?:[\s-][a-z]+)?)\s*\)\s*)?days?"
_PERIOD_WORD: Final = (
    r"(?:\d{1,3}|[a-z]+(?:[\s-][a-z]+)?)\s*(?:\(\s*(?:\d{1,3}|[a-z]+(?:[\s-][a-z]+)?)\s*(?:months?|years?)?\s*\)\s*)?"
    r"(?:months?|years?)"
    r"(?:\s*\(\s*\d{1,3}\s*months?\s*\))?"
)
_INITIAL_OLD_FORMAT: Final = re.compile(
    r"(?:within|during)\s+(?:the\s+)?(?:first\s+)?(?P<d>"
    + _DAYS_WORD
    + r")\s+(?:from|of|after)\s+(?:the\s+)?"
    r"(?:date\s+of\s+)?(?:first\s+)?(?:policy\s+)?(?:commencement|inception|start)",
    re.IGNORECASE,
)
#: the accident carve-out of the initial waiting period ("except ...", "other than ...", "... shall not apply
#: to ... accident")
#: the start of the next numbered item ("\nE.II.4. Dental ...", "\n4.3 ...", "\nb) ...")
_NEXT_ITEM: Final = re.compile(r"\n\s*(?:\(?[A-Za-z0-9]{1,4}[.)]){1,4}\s+[A-Z]")
_ACCIDENT_CARVE_OUT: Final = re.compile(
    r"\b(?:except|other\s+than|excluding|save|unless|not\s+apply|nor)\b[^.]{0,80}?\baccident"
    # "Claims arising from an Accident are payable from the first day"
    r"|\baccident\w*\b[^.]{0,60}?\b(?:are|is|shall\s+be|will\s+be)\s+(?:payable|covered|paid)\b",
    re.IGNORECASE,
)
_PED_UNTIL: Final = re.compile(
    # "pre-existing diseases ... until 36 months of continuous ...", or the old "all diseases/injuries which are
    # pre-existing when the cover incepts for the first time, until 36 months of continuous coverage"
    r"pre[\s-]*existing\s+(?:diseases?|conditions?|illness(?:es)?|ailments?|when\b)[^.]{0,160}?\b(?:until|till)\s+"
    r"(?P<d>" + _PERIOD_WORD + r")\s+of\s+(?:continuous|uninterrupted)",
    re.IGNORECASE,
)
_PED_PERIOD_FIRST: Final = re.compile(
    r"(?P<d>" + _PERIOD_WORD + r")\s+(?:of\s+)?waiting\s+period\s+(?:from|for|after|on)[^.]{0,80}?"
    r"pre[\s-]*existing\s+(?:diseases?|conditions?|illness(?:es)?|ailments?)",
    re.IGNORECASE,
)
_SPECIFIC_OLD_FORMAT: Final = re.compile(
    r"waiting\s+period\s+of\s+(?P<d>" + _PERIOD_WORD + r")\s+(?:from|after)[^.]{0,80}?(?:will|shall)\s+"
    r"(?:be\s+)?appl\w+\s+to[^.]{0,160}?(?:illness|diseases?|ailments?|surgical\s+procedures?|surger(?:y|ies))"
    r"[^.]{0,80}?(?:following|below|listed|mentioned)",
    re.IGNORECASE,
)
#: "The following illnesses and surgical procedures will be covered only after a waiting period of 2 years"
_SPECIFIC_COVERED_AFTER: Final = re.compile(
    r"(?:following|listed|below|specified)\s+(?:\w+\s+){0,4}?(?:illness(?:es)?|diseases?|ailments?|conditions?"
    r"|procedures?|surger(?:y|ies))\b[^.:]{0,120}?(?:waiting\s+period\s+of|covered\s+(?:only\s+)?after"
    # "... are excluded until 24 months of continuous coverage have elapsed", "... not payable for 2 years"
    r"|excluded\s+(?:until|till|for)(?:\s+the\s+expiry\s+of)?|not\s+(?:covered|payable)\s+(?:until|till|for"
    r"|during\s+the\s+first)(?:\s+the\s+expiry\s+of)?)\s+"
    r"(?P<d>" + _PERIOD_WORD + r")",
    re.IGNORECASE,
)
#: "the conditions, surgeries and treatments listed below shall be excluded until the expiry of 24 months"
_SPECIFIC_LISTED: Final = re.compile(
    r"(?:conditions?|illness(?:es)?|diseases?|ailments?|procedures?|surger(?:y|ies)|treatments?)\b[^.]{0,60}?\b"
    r"(?:listed|specified|mentioned|named)\s+(?:below|hereunder|herein|in\s+(?:the\s+)?(?:annexure|list|table)\b"
    r"[^.]{0,20}?)[^.]{0,40}?\b(?:excluded|not\s+(?:covered|payable))\s+(?:until|till|for)(?:\s+the\s+expiry\s+of)?"
    r"\s+(?P<d>" + _PERIOD_WORD + r")",
    re.IGNORECASE,
)
#: the label of a table row (or a "label: period" line) that states the specified disease waiting period
_SPECIFIC_ROW: Final = re.compile(
    r"^\s*(?:waiting\s+periods?\s+(?:for|on|of)\s+)?specifi(?:c|ed)\s+(?:diseases?|illness(?:es)?|ailments?"
    r"|conditions?)(?:\s*(?:/|and|&)\s*(?:procedures?|surger(?:y|ies)|treatments?))?(?:\s+waiting\s+periods?)?\s*$",
    re.IGNORECASE,
)
_FIRST_YEARS_OF_COVER: Final = re.compile(
    r"during\s+the\s+first\s+(?P<d>" + _PERIOD_WORD + r")\s+of\s+(?:the\s+)?(?:continuous\s+)?"
    r"(?:operation|cover(?:age)?|insurance)",
    re.IGNORECASE,
)


def clause_is_definition_like(doc: DocText, pos: int) -> bool:
    """A definition of the term ("Pre-existing Condition means ...") states no waiting period."""
    sentence = doc.sentence(pos)
    return bool(
        re.search(r"\bmeans\b|\bshall\s+mean\b", doc.text[sentence.start : sentence.end], re.IGNORECASE)
    )


_OCR_DIGITS: Final = str.maketrans("oOlI", "0011")


def _code_number(raw: str) -> int:
    return int(raw.translate(_OCR_DIGITS))


def code_positions(doc: DocText) -> list[tuple[int, int]]:
    """(code number, position) of every 'Excl NN' mention, in order."""
    return [(_code_number(m.group("n")), m.start()) for m in _EXCL_CODE_AT.finditer(doc.text)]


def _region(doc: DocText, code: int, *, default_len: int = 2500) -> tuple[int, int] | None:
    """From the first mention of Excl``code`` to the first later mention of a higher code."""
    positions = code_positions(doc)
    starts = [p for n, p in positions if n == code]
    if not starts:
        return None
    start = starts[0]
    later = [p for n, p in positions if n > code and p > start]
    end = later[0] if later else min(len(doc.text), start + default_len)
    return start, end


_OPTIONAL_CONTEXT: Final = re.compile(
    r"opted\s+for\s+this|if\s+opted|on\s+opting|optional\s+(?:cover|benefit)|shall\s+read\s+as\s+follows|modification",
    re.IGNORECASE,
)


def _standard_first(doc: DocText, matches: list[re.Match[str]]) -> list[re.Match[str]]:
    """Matches in the base wording first: an optional cover may restate a standard exclusion with other
    periods ("if the Insured Person has opted for this benefit the exclusions shall read as follows")."""

    def optional(m: re.Match[str]) -> bool:
        lo = max(doc.run_start(doc.clause_index(m.start())), m.start() - 500)
        return bool(_OPTIONAL_CONTEXT.search(doc.text, lo, m.start()))

    return sorted(matches, key=lambda m: (optional(m), m.start()))


#: a period that depends on the plan or option bought ("12/24 months as per the plan opted", "0 months /
#: 24 months depending on plan"): only the schedule's plan fixes it
_PLAN_DEPENDENT: Final = re.compile(
    r"\b(?:as\s+per|according\s+to|depending\s+(?:up)?on|based\s+on|basis)\s+(?:the\s+)?(?:plan|option|variant)"
    r"|\b(?:plan|option|variant)\s+(?:opted|chosen|selected)\b|\bas\s+opted\b",
    re.IGNORECASE,
)
_SEVERAL_PERIODS: Final = re.compile(
    r"\d{1,3}\s*(?:months?|years?|days?)?\s*(?:/|\bor\b)\s*\d{1,3}\s*(?:months?|years?|days?)", re.IGNORECASE
)
PLAN_DEPENDENT_CONFIDENCE: Final = 0.5


def plan_dependent(text: str) -> bool:
    """Whether a stated period names several values left to the plan or option opted."""
    return bool(_PLAN_DEPENDENT.search(text)) or bool(_SEVERAL_PERIODS.search(text))


def _duration_after(doc: DocText, m: re.Match[str], unit: DurationUnit, group: str = "d") -> Finding | None:
    found = first_duration(m.group(group), unit)
    if found is None:
        return None
    value, s, e = found
    start = m.start(group) + s
    stated = doc.text[m.start(group) : min(len(doc.text), m.end(group) + 60)]
    if plan_dependent(stated):
        periods = [v for v, _, _ in durations_in(_expand_shared_unit(m.group(group)), unit)] or [value]
        return Finding(
            max(periods),
            start,
            m.start(group) + e,
            PLAN_DEPENDENT_CONFIDENCE,
            LONGEST_OPTION_NOTE,
        )
    return Finding(value, start, m.start(group) + e, 0.95)


def initial_waiting_anchor(doc: DocText) -> Finding | None:
    """Excl03's verbatim sentence: the days after the first policy commencement during which illness
    claims (accidents excepted) are not paid."""
    for m in _standard_first(doc, list(_INITIAL.finditer(doc.text))):
        found = _duration_after(doc, m, "days")
        if found is not None:
            return found
    return None


def _optional_cover_at(doc: DocText, pos: int) -> bool:
    """Whether ``pos`` is in an optional cover's text (its heading line says "(if opted)", "optional cover"):
    an add-on's own waiting period is not the policy's."""
    lo = max(doc.run_start(doc.clause_index(pos)), pos - 300)
    line_end = doc.text.find("\n", pos)
    return bool(_OPTIONAL_CONTEXT.search(doc.text, lo, line_end if line_end >= 0 else len(doc.text)))


_WAIVED: Final = re.compile(r"\bwaive[ds]?\b|\bwaiver\b", re.IGNORECASE)


def _waived_at(doc: DocText, pos: int) -> bool:
    """Whether the period at ``pos`` is named only to be waived: its clause's lead-in says so ("the following
    are waived ...: (a) the 30 days waiting period"), or its table row does ("30 days waiting | Waived")."""
    run = doc.clause_span(doc.clause_index(pos))
    lead = doc.text[max(run.start, pos - 300) : pos]
    row = table_row_at(doc, pos)
    return bool(_WAIVED.search(lead)) or (
        row is not None and bool(_WAIVED.search(doc.text[row.start : row.end]))
    )


def initial_waiting(doc: DocText) -> Finding | None:
    found = _initial_waiting(doc)
    if found is not None and found.start is not None and found.value and _waived_at(doc, found.start):
        return Finding(0, found.start, found.end, 0.7, "the wording waives the initial waiting period")
    return found


def _initial_waiting(doc: DocText) -> Finding | None:
    anchored = initial_waiting_anchor(doc)
    if anchored is not None:
        return anchored
    # pre-standardisation wordings: "... contracted / started during the first 30 days from the commencement
    # date of the Policy except in case of accidental injuries": the accident carve-out marks the initial wait
    for m in _INITIAL_OLD_FORMAT.finditer(doc.text):
        # the carve-out belongs to the same item: it is looked for up to the next numbered item, and a
        # period of an optional cover ("... Add On Cover (if opted)") is not the policy's initial wait
        end = min(len(doc.text), m.end() + 400)
        item = _NEXT_ITEM.search(doc.text, m.end(), end)
        if not _ACCIDENT_CARVE_OUT.search(doc.text, m.end(), item.start() if item else end):
            continue
        if _optional_cover_at(doc, m.start()):
            continue
        found = first_duration(m.group("d"), "days")
        if found is not None and 0 < found[0] <= 120:
            return Finding(found[0], m.start("d") + found[1], m.start("d") + found[2], 0.7)
    row = _table_row_period(doc, _INITIAL_ROW, "days", (15, 120))
    if row is not None:
        return row
    for m in _INITIAL_LOOSE.finditer(doc.text):
        if _optional_cover_at(doc, m.start()):
            continue
        group = "d" if m.group("d") else "d2"
        raw = m.group(group)
        found = first_duration(raw + (" days" if "day" not in raw.lower() else ""), "days")
        if found is not None and 0 < found[0] <= 120:
            return Finding(found[0], m.start(), m.end(), 0.7)
    return None


def ped_waiting_anchor(doc: DocText) -> Finding | None:
    """Excl01's verbatim sentence: months of continuous cover before pre-existing diseases are covered."""
    for m in _standard_first(doc, list(_PED.finditer(doc.text))):
        found = _duration_after(doc, m, "months")
        if found is not None:
            return found
        # "... until the expiry of the number of months ... that applies to the Plan: under Basic: 48 months;
        # under Plus: 36 months": the periods follow in the sentence, one per plan (the first plan's is read,
        # doubtful, so a claim goes to a person who knows the plan)
        rest_end = min(doc.sentence(m.end()).end, m.end() + 300)
        periods = find_durations(doc.text[m.end() : rest_end])
        months = [d for d in periods if d.duration.unit == "months" and 6 <= d.duration.value <= 60]
        if months:
            d = months[0]
            several = len({x.duration.value for x in months}) > 1
            confidence = PLAN_DEPENDENT_CONFIDENCE if several else 0.7
            return Finding(d.duration.value, m.end() + d.start, m.end() + d.end, confidence)
    return None


def ped_waiting(doc: DocText) -> Finding | None:
    anchored = ped_waiting_anchor(doc)
    if anchored is not None:
        return anchored
    # pre-standardisation wordings: "All pre-existing diseases ... until 24 months of continuous cover have
    # elapsed", "48 months waiting period from Policy Commencement Date for all Pre-existing Conditions"
    for pattern in (_PED_UNTIL, _PED_PERIOD_FIRST):
        for m in pattern.finditer(doc.text):
            if clause_is_definition_like(doc, m.start()):
                continue
            found = first_duration(m.group("d"), "months")
            if found is not None and 6 <= found[0] <= 60:
                return Finding(found[0], m.start("d") + found[1], m.start("d") + found[2], 0.65)
    for m in _PED_LOOSE.finditer(doc.text):
        # the lazy period may stop at a word before it ("after a waiting period of 3 years"): read on to
        # the end of the sentence, at most 60 characters
        sentence_end = doc.sentence(m.start("d")).end
        found = first_duration(doc.text[m.start("d") : min(sentence_end, m.start("d") + 60)], "months")
        if found is not None and 6 <= found[0] <= 60:
            return Finding(found[0], m.start("d") + found[1], m.start("d") + found[2], 0.6)
    return (
        _table_row_period(doc, _PED_ROW)
        or _table_row_period(doc, _PED_LABEL_LINE)
        or _deferred_period(doc, _PED)
    )


#: the label of a benefit table's row that states the pre-existing disease waiting period
_PED_ROW: Final = re.compile(
    r"^\s*pre[\s-]*existing\s+(?:diseases?|conditions?|illness(?:es)?)(?:\s*\(PED\))?\s+waiting\s+periods?\s*$",
    re.IGNORECASE,
)


#: the label of a table row (or a "label: period" line) that states the initial waiting period
_INITIAL_ROW: Final = re.compile(
    r"^\s*(?:initial|first)\s+(?:(?:30|thirty)\s+days?\s+)?waiting\s+periods?\b[^|:\n]{0,40}$", re.IGNORECASE
)
#: "Waiting period for pre-existing diseases: 3 years" (the label before the colon)
_PED_LABEL_LINE: Final = re.compile(
    r"^\s*waiting\s+periods?\s+(?:for|on|of)\s+(?:all\s+)?pre[\s-]*existing\s+(?:diseases?|conditions?|illness(?:es)?)"
    r"(?:\s*\(PED\))?\s*$",
    re.IGNORECASE,
)


def _table_row_period(
    doc: DocText, label: re.Pattern[str], unit: DurationUnit = "months", bounds: tuple[int, int] = (6, 60)
) -> Finding | None:
    """The period a benefit table's row (or a "label: period" line) states for ``label`` ("Pre-Existing
    Diseases Waiting Period | 3 years"): the cell right after the label holding exactly one duration (the
    wording's standard sentence may leave the period to this table, "as specified in the Product Benefit
    Table")."""
    for m in re.finditer(r"^[^\n|:]+(?:[|:][^\n|]*)+$", doc.text, re.MULTILINE):
        cells = re.split(r"[|:]", m.group(0), maxsplit=2)
        if not label.match(cells[0]) or len(cells) < 2:
            continue
        periods = durations_in(cells[1], unit)
        if len({v for v, _, _ in periods}) != 1:
            continue
        value, s, e = periods[0]
        at = m.start() + len(cells[0]) + 1
        if bounds[0] <= value <= bounds[1] and not plan_dependent(cells[1]):
            return Finding(value, at + s, at + e, 0.6)
    return None


def _deferred_period(doc: DocText, standard: re.Pattern[str]) -> Finding | None:
    """The standard sentence with the period left to the schedule ("... until the expiry of years / months
    as specified in the Policy Schedule of continuous coverage"): deferred, no number guessed."""
    for m in standard.finditer(doc.text):
        deferred = deferral(doc, m.start("d"), m.end("d"))
        if deferred is not None:
            return Finding.deferred(
                deferred.start, deferred.end, 0.5, "the wording defers the period to the policy schedule"
            )
    return None


def _tiers(doc: DocText, start: int, end: int) -> list[tuple[int, int, int]]:
    """(months, start, end) of the tier headings ("24 Months waiting period") in [start, end)."""
    out: list[tuple[int, int, int]] = []
    for m in _TIER_HEADING.finditer(doc.text, start, end):
        if m.group(0).endswith(":"):
            line_start = doc.text.rfind("\n", 0, m.start()) + 1
            if not _ITEM_MARK.match(doc.text[line_start : m.start()]):
                continue  # "Grace period: 30 days" is no tier; "(ii) 48 months: joint replacement" is one
        found = first_duration(m.group("d"), "months")
        if found is None:
            continue
        out.append((found[0], m.start(), m.end()))
    return out


def specific_disease_anchor(doc: DocText) -> Finding | None:
    """Excl02's verbatim sentence. Where it names several periods ("24/48 months", "90 days/ one year/ two
    years"), the tier whose list holds cataract or hernia (the general specified-disease list) is taken."""
    for m in _standard_first(doc, list(_SPECIFIC.finditer(doc.text))):
        periods = [v for v, _, _ in durations_in(_expand_shared_unit(m.group("d")), "months")]
        periods = [v for v in periods if v >= 12] or periods
        region_end = _region_end_after(doc, m.end())
        tiers = _tiers(doc, m.end(), region_end)
        general = _GENERAL_LIST_MEMBERS.search(doc.text, m.end(), region_end)
        if tiers and general:
            before = [t for t in tiers if t[1] < general.start()]
            if before:
                months, s, e = before[-1]
                return Finding(months, s, e, 0.9)
        if len(set(periods)) == 1 or (periods and not tiers):
            found = first_duration(_expand_shared_unit(m.group("d")), "months")
            value = periods[0]
            if found is not None and found[0] == value:
                return Finding(value, m.start("d") + found[1], m.start("d") + found[2], 0.95)
            return Finding(value, m.start("d"), m.end("d"), 0.85)
        if periods:
            return Finding(periods[0], m.start("d"), m.end("d"), 0.6)
    return None


_SHARED_UNIT: Final = re.compile(
    r"(?P<nums>(?:\d{1,3}\s*/\s*)+\d{1,3})\s*(?P<unit>months?|years?|days?)", re.IGNORECASE
)


def _expand_shared_unit(text: str) -> str:
    """ "24/48 months" -> "24 months/48 months" so each number is read with the unit."""

    def repl(m: re.Match[str]) -> str:
        unit = m.group("unit")
        return " / ".join(f"{n.strip()} {unit}" for n in m.group("nums").split("/"))

    return _SHARED_UNIT.sub(repl, text)


def _region_end_after(doc: DocText, pos: int, default_len: int = 4000) -> int:
    for n, p in code_positions(doc):
        if p > pos and n >= 3:
            return p
    return min(len(doc.text), pos + default_len)


def specific_disease_waiting(doc: DocText) -> Finding | None:
    anchored = specific_disease_anchor(doc)
    if anchored is not None:
        return anchored
    region = _region(doc, 2)
    if region is not None:
        tiers = [t for t in _tiers(doc, *region) if t[0] >= 12]  # 90-day tiers and Excl03's 30 days aside
        general = _GENERAL_LIST_MEMBERS.search(doc.text, *region)
        if tiers:
            chosen = [t for t in tiers if general is None or t[1] < general.start()] or tiers
            months, s, e = chosen[-1] if general else chosen[0]
            return Finding(months, s, e, 0.6)
        # a table of ailments with a period per row ("<ailment> | 2 years", or "2 years | <ailments>"): the
        # general list's members (cataract, hernia, ...) carry the general period on their own row
        for member in _GENERAL_LIST_MEMBERS.finditer(doc.text, *region):
            line_end = doc.text.find("\n", member.end(), region[1])
            row = doc.text[member.end() : line_end if line_end >= 0 else min(region[1], member.end() + 120)]
            found = first_duration(row[:120], "months")
            if found is not None and found[0] >= 12:
                start = member.end() + found[1]
                return Finding(found[0], start, member.end() + found[2], 0.55)
            line_start = max(region[0], doc.text.rfind("\n", 0, member.start()) + 1)
            first_cell = doc.text[line_start : member.start()].split("|")[0]
            if "|" not in doc.text[line_start : member.start()]:
                continue
            found = first_duration(first_cell[:60], "months")
            if found is not None and found[0] >= 12:
                return Finding(found[0], line_start + found[1], line_start + found[2], 0.55)
    # pre-standardisation wordings: "A waiting period of 24 months from the first Policy Commencement Date
    # will be applicable to ... illnesses / surgical procedures mentioned in the following table", or a list
    # of named ailments (cataract, hernia, ...) "... during the first two years (24 months) of continuous
    # operation of this insurance cover"
    for m in _SPECIFIC_OLD_FORMAT.finditer(doc.text):
        found = first_duration(m.group("d"), "months")
        if found is not None and 12 <= found[0] <= 60:
            return Finding(found[0], m.start("d") + found[1], m.start("d") + found[2], 0.6)
    for m in _SPECIFIC_COVERED_AFTER.finditer(doc.text):
        # the listed ailments follow the sentence: at least two members of the general list
        after = {a.group(0).lower() for a in _GENERAL_LIST_MEMBERS.finditer(doc.text, m.end(), m.end() + 600)}
        found = first_duration(m.group("d"), "months")
        if len(after) >= 2 and found is not None and 12 <= found[0] <= 60 and not plan_dependent(m.group(0)):
            return Finding(found[0], m.start("d") + found[1], m.start("d") + found[2], 0.6)
    for m in _SPECIFIC_LISTED.finditer(doc.text):
        found = first_duration(m.group("d"), "months")
        if found is not None and 12 <= found[0] <= 60 and not plan_dependent(m.group(0)):
            return Finding(found[0], m.start("d") + found[1], m.start("d") + found[2], 0.6)
    for m in _FIRST_YEARS_OF_COVER.finditer(doc.text):
        # the named ailments lead up to the phrase, or follow it in its own item ("During the first two
        # years ... the following diseases are not payable: (i) Cataract; (ii) Hernia ...")
        lead = doc.text[max(0, m.start() - 1200) : m.start()]
        ailments = {a.group(0).lower() for a in _GENERAL_LIST_MEMBERS.finditer(lead)}
        if len(ailments) < 2:
            item = _NEXT_ITEM.search(doc.text, m.end(), min(len(doc.text), m.end() + 800))
            follow = doc.text[m.end() : item.start() if item else min(len(doc.text), m.end() + 800)]
            ailments = {a.group(0).lower() for a in _GENERAL_LIST_MEMBERS.finditer(follow)}
        found = first_duration(m.group("d"), "months")
        if len(ailments) >= 2 and found is not None and 12 <= found[0] <= 60:
            return Finding(found[0], m.start("d") + found[1], m.start("d") + found[2], 0.6)
    for m in re.finditer(
        r"specific\w*\s+(?:disease|illness)[^.]{0,200}?waiting\s+period\s+of\s+(?P<d>[^.]{1,30})",
        doc.text,
        re.IGNORECASE,
    ):
        found = first_duration(m.group("d"), "months")
        if found is not None:
            return Finding(found[0], m.start("d") + found[1], m.start("d") + found[2], 0.5)
    return _table_row_period(doc, _SPECIFIC_ROW, "months", (12, 60)) or _deferred_period(doc, _SPECIFIC)


def exclusion_codes(doc: DocText) -> Finding | None:
    """Every IRDAI standard code (Excl01-Excl18) the wording prints, with the first one as evidence."""
    codes = sorted(set(find_exclusion_codes(doc.text)) & set(EXCLUSION_CODES))
    if not codes:
        return None
    first = _EXCL_CODE_AT.search(doc.text)
    if first is None:
        return Finding(codes, None, None, 0.9, f"{len(codes)} standard codes printed")
    return Finding(codes, first.start(), first.end(), 0.95, f"{len(codes)} standard codes printed")
