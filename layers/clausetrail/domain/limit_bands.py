"""Limits that a wording's table varies by sum insured band or plan, and the one an issued schedule selects.

A table row "Room rent | 1 % of SI per day | 2 % of SI per day" under a header "Benefit | SI up to 5 lakh |
SI above 5 lakh", or rows "1,00,000/- | up to Rs 2,000 per day", carry one limit per band. The extractor keeps
every band (:class:`~clausetrail.domain.terms.LimitBand`) and marks the term doubtful; an issued schedule's sum
insured (or plan) then selects exactly one band, or none, in which case the term stays doubtful and the claim
goes to a person (SPEC §3 fail closed). Pure code, no I/O.
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.domain.money import find_amounts
from clausetrail.domain.terms import Limit, LimitBand, LimitKind, PolicyTerms

_BARE_GROUPED: Final = re.compile(r"(?<![\d.])(\d{1,3}(?:,\d{2})*,\d{3}|\d{1,2},\d{3},\d{3})(?![\d,])")
_UP_TO: Final = re.compile(
    r"\b(?:up\s*to|upto|till|below|under|less\s+than|not\s+exceeding|maximum)\b|<", re.I
)
_ABOVE: Final = re.compile(
    r"\b(?:above|over|more\s+than|exceeding|onwards|and\s+more|or\s+more|plus)\b|&\s*above|\+|>", re.I
)
_RANGE: Final = re.compile(r"\s(?:to|-|–|and)\s|[-–]", re.I)
_PLAN: Final = re.compile(r"\b(?:plan|variant|option|tier)\s*[-:]?\s*(?P<name>[A-Za-z0-9]{1,12})\b", re.I)
_PLAN_WORDS: Final = re.compile(
    r"\b(?:silver|gold|platinum|diamond|basic|base|standard|classic|premier|premium|elite|essential|"
    r"enhanced|supreme|lite|plus|exclusive|value|comprehensive)\b",
    re.I,
)
#: a sum insured band is at least this much: smaller figures in a label are limits or counts, not bands
MIN_SUM_INSURED: Final = 10_000


#: a figure with an Indian unit and no currency sign ("SI 4 Lac", "5L", "7.5 lakhs"): in a band label it is a sum
_UNIT_FIGURE: Final = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,3}(?:\.\d{1,2})?)\s*(?P<u>lakhs?|lacs?|lac|crores?|cr|l)(?![a-z])", re.I
)


def _amounts(label: str) -> list[tuple[int, int, int]]:
    """(value, start, end) of the sum insured figures in a band label, in order."""
    found = [(a.value, a.start, a.end) for a in find_amounts(label)]
    for m in _UNIT_FIGURE.finditer(label):
        if any(s <= m.start() < e for _, s, e in found):
            continue
        found.append((_unit_value(m.group("n"), m.group("u")), m.start(), m.end()))
    taken = [(s, e) for _, s, e in found]
    for m in _BARE_GROUPED.finditer(label):
        if any(s <= m.start() < e for s, e in taken):
            continue
        found.append((int(m.group(1).replace(",", "")), m.start(), m.end()))
    return sorted((a for a in found if a[0] >= MIN_SUM_INSURED), key=lambda a: a[1])


_SHARED_UNIT_RANGE: Final = re.compile(
    r"(?P<a>\d{1,3}(?:\.\d{1,2})?)\s*(?:(?P<ua>lakhs?|lacs?|lac|l)\s*)?(?:to|-|–)\s*"
    r"(?P<b>\d{1,3}(?:\.\d{1,2})?)\s*(?P<u>lakhs?|lacs?|lac|crores?|cr\b|l\b)",
    re.I,
)


def _unit_value(number: str, unit: str) -> int:
    scale = 10_000_000 if unit.lower().startswith("cr") else 100_000
    whole, _, frac = number.partition(".")
    return int(whole) * scale + (int(frac.ljust(2, "0")[:2]) * scale // 100 if frac else 0)


def band_of(label: str, limit: Limit) -> LimitBand | None:
    """The band a table label names ("1,00,000/-", "SI 3 to 5 lakh", "up to 5 lakh", "10 lakh & above",
    "3L/4L/5L", "Plan B"), with the limit printed for it; None when the label names neither."""
    text = " ".join(label.replace("|", " ").split())
    shared = _SHARED_UNIT_RANGE.search(text)
    if shared is not None:  # "3 to 5 lakh", "5-10 L": one unit for both ends
        low, high = (
            _unit_value(shared.group("a"), shared.group("u")),
            _unit_value(shared.group("b"), shared.group("u")),
        )
        plan_in = _PLAN.search(text)
        return LimitBand(
            si_min=min(low, high),
            si_max=max(low, high),
            plan=plan_in.group(0) if plan_in else None,
            label=text,
            limit=limit,
        )
    amounts = _amounts(text)
    plan_match = _PLAN.search(text)
    plan = plan_match.group(0) if plan_match else None
    if plan is None and not amounts:
        words = _PLAN_WORDS.search(text)
        plan = words.group(0) if words else None
    if not amounts:
        return LimitBand(plan=plan, label=text, limit=limit) if plan else None
    if len(amounts) == 1:
        value, start, end = amounts[0]
        before, after = text[:start], text[end:]
        if _UP_TO.search(before):
            return LimitBand(si_max=value, plan=plan, label=text, limit=limit)
        if _ABOVE.search(before):
            exclusive = not re.search(r"\b(?:and|&)\s*$", before.strip())
            return LimitBand(si_min=value + 1 if exclusive else value, plan=plan, label=text, limit=limit)
        if _ABOVE.search(after[:20]):
            return LimitBand(si_min=value, plan=plan, label=text, limit=limit)
        if _UP_TO.search(after[:20]) or re.match(r"\s*(?:&|and)\s*(?:below|less|under)", after):
            return LimitBand(si_max=value, plan=plan, label=text, limit=limit)
        return LimitBand(si_values=(value,), plan=plan, label=text, limit=limit)
    if len(amounts) == 2 and _RANGE.search(text[amounts[0][2] : amounts[1][1]] + " "):
        low, high = sorted((amounts[0][0], amounts[1][0]))
        return LimitBand(si_min=low, si_max=high, plan=plan, label=text, limit=limit)
    return LimitBand(si_values=tuple(a[0] for a in amounts), plan=plan, label=text, limit=limit)


def _plan_key(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", re.sub(r"\b(?:plan|variant|option|tier)\b", "", text.lower()))


def _holds(band: LimitBand, sum_insured: int | None, plan: str | None) -> bool | None:
    """Whether the band applies (None: the band says nothing the schedule can test)."""
    verdicts: list[bool] = []
    if band.si_values or band.si_min is not None or band.si_max is not None:
        if sum_insured is None:
            return None
        if band.si_values:
            verdicts.append(sum_insured in band.si_values)
        else:
            low_ok = band.si_min is None or sum_insured >= band.si_min
            high_ok = band.si_max is None or sum_insured <= band.si_max
            verdicts.append(low_ok and high_ok)
    if band.plan is not None:
        if plan is None:
            return None
        verdicts.append(_plan_key(band.plan) == _plan_key(plan) and bool(_plan_key(plan)))
    return all(verdicts) if verdicts else None


def choose_band(limit: Limit, *, sum_insured: int | None, plan: str | None) -> Limit | None:
    """The limit of the one band the schedule's sum insured and plan select; None when no band, several
    bands with different limits, or a band the schedule cannot test would apply."""
    if not limit.bands:
        return None
    verdicts = [_holds(band, sum_insured, plan) for band in limit.bands]
    if any(v is None for v in verdicts):
        return None
    chosen = {band.limit for band, v in zip(limit.bands, verdicts, strict=True) if v}
    if len(chosen) != 1:
        return None
    return chosen.pop()


#: limit terms whose table may vary by band
BANDED_LIMIT_TERMS: Final = (
    "room_rent_limit",
    "icu_limit",
    "ambulance_limit",
    "cataract_limit",
    "modern_treatment_limit",
)
#: a limit chosen by the schedule's band is read, not a default: above the fail-closed line (0.5)
BAND_CHOSEN_CONFIDENCE: Final = 0.75
#: ... and one no band of the schedule's selects is doubtful: at the fail-closed line
UNSELECTED_CONFIDENCE: Final = 0.5


def resolve_banded_limits(terms: PolicyTerms, *, sum_insured: int | None, plan: str | None) -> PolicyTerms:
    """``terms`` with each wording limit that carries bands replaced by the limit of the band the schedule's
    sum insured / plan selects (confidence 0.75, the band named in the note); a limit no single band fits
    is left as it was (doubtful)."""
    updates: dict[str, object] = {}
    for name in BANDED_LIMIT_TERMS:
        term = terms.term(name)
        if term is None or term.source == "schedule" or not isinstance(term.value, Limit):
            continue
        chosen = choose_band(term.value, sum_insured=sum_insured, plan=plan)
        if chosen is None:
            if (
                len({band.limit for band in term.value.bands}) > 1
                and (term.confidence or 1.0) > UNSELECTED_CONFIDENCE
            ):
                # bands with different limits and none selected by the schedule: the wording's first reading is
                # one band's, not necessarily this member's, so a rule needing it goes to a person
                updates[name] = term.model_copy(
                    update={
                        "confidence": UNSELECTED_CONFIDENCE,
                        "note": "the limit varies by plan or sum insured band and the schedule selects none",
                    }
                )
            continue
        band = next(b for b in term.value.bands if b.limit == chosen)
        updates[name] = term.model_copy(
            update={
                "value": chosen,
                "confidence": max(term.confidence or 0.0, BAND_CHOSEN_CONFIDENCE),
                "note": f"the band '{band.label}' selected by the schedule",
            }
        )
    if not updates:
        return terms
    return terms.model_copy(update=updates)


def label_holds(label: str, sum_insured: int) -> bool | None:
    """Whether a table label naming a sum insured band ("10,00,000/- to 25,00,000/-", ">3,00,000 to 15,00,000",
    "Upto 3,00,000") takes `sum_insured`; None when the label names no sum insured band."""
    band = band_of(label, Limit(kind=LimitKind.NO_LIMIT))
    if band is None or band.plan is not None:
        return None
    return _holds(band, sum_insured, None)
