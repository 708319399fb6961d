"""Room rent and ICU limits (pass 3): a per-day share of SI or amount, a room category (printed with the
room, or the room the base cover pays for), the co-pay a wording attaches to a room above the eligible
category, and a deferral to the schedule where the wording speaks of the entitled room category but states
no limit. Reading next to mentions is :mod:`~clausetrail.extraction.rules.limits`'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from decimal import Decimal
from typing import Final

from clausetrail.domain.rules.tables.room_categories import room_rank
from clausetrail.extraction.doctext import DocText, Span
from clausetrail.extraction.rules.common import (
    ANY_ROOM,
    Finding,
    clause_is_definition,
    in_exclusion_context,
    local_sentence,
    percent_value,
)
from clausetrail.extraction.rules.limit_silence import (
    ICU_LIMIT_LANGUAGE,
    ICU_WORDS,
    ROOM_LIMIT_LANGUAGE,
    ROOM_WORDS,
    SILENT_NO_LIMIT_CONFIDENCE,
    silent_on,
)
from clausetrail.extraction.rules.limits import in_optional_cover, limit_near_mentions

_ROOM_MENTION: Final = re.compile(
    r"\broom\s*(?:rent|charges?|category|tariff)\b|\broom\s*(?:\([^)]{0,40}\)\s*)?,\s*boarding|\bboarding\s*(?:and|&|,)\s*nursing"
    r"|\bgeneral\s+ward\b|\broom\s*-|\baccommodation\s+(?:charges?|expenses?)\b",
    re.IGNORECASE,
)
_ROOM_SKIP: Final = re.compile(
    r"proportion|subsumed|\bmeans\b|pro[\s-]?rat|differential\s+billing|higher\s+than\s+the\s+(?:eligible|entitled)"
    r"|modification|room\s+category\s+than|not\s+payable|excess\s+of|deduct|hospital\s+cash|daily\s+cash"
    r"|cash\s+benefit|attendant|companion|shared\s+accommodation\s+(?:cash|benefit)",
    re.IGNORECASE,
)
_ICU_MENTION: Final = re.compile(
    r"\bICU(?=\b|charges)|\bICCU\b|intensive\s+care\s+unit|intensive\s+cardiac", re.IGNORECASE
)


# a room category printed in apposition to the room itself: "Room (<category> room), Boarding and ..."
_ROOM_IN_PARENS: Final = re.compile(r"\broom\s*\((?P<cat>[^)]{3,40}\broom)\)", re.IGNORECASE)


# the room the cover pays for, named as a category: "expenses incurred in a <category> Room"
_ROOM_PAID_IN: Final = re.compile(
    r"\b(?:expenses|charges|costs?|stay)\s+(?:incurred\s+|of\s+stay\s+)?(?:in|for)\s+an?\s+"
    r"(?P<cat>(?:[A-Za-z-]+\s+){0,3}?(?:room|ward))\b",
    re.IGNORECASE,
)


def _base_room_category(doc: DocText) -> Finding | None:
    """The eligible room category the base cover names (not an optional cover's, a definition's or an
    exclusion's), when the category is one the room-category table knows."""
    for m in _ROOM_PAID_IN.finditer(doc.text):
        pos = m.start("cat")
        # a bracketed gloss ("(which means any room with two beds)") explains the category, it is no skip cue
        sentence = re.sub(r"\([^)]*\)", " ", local_sentence(doc, m.start(), m.end()))
        if room_rank(m.group("cat")) is None or _ROOM_SKIP.search(sentence):
            continue
        if clause_is_definition(doc, pos) or in_exclusion_context(doc, pos) or in_optional_cover(doc, pos):
            continue
        return Finding({"kind": "room_category", "value": m.group("cat")}, pos, m.end("cat"), 0.8)
    return None


# "you will bear an additional co-payment if ... a higher room category than the eligible ..."
_UPGRADE_COPAY: Final = re.compile(
    r"co-?\s?pay(?:ment)?\b[^.]{0,160}?\b(?:higher|above|superior|upgraded?)\s+(?:\w+\s+){0,2}(?:room|category|accommodation)"
    r"|\b(?:higher|above|superior|upgraded?)\s+(?:\w+\s+){0,2}(?:room|category)\b[^.]{0,160}?co-?\s?pay(?:ment)?\b",
    re.IGNORECASE | re.DOTALL,
)
_PERCENT_AT_END: Final = re.compile(r"(\d{1,3}(?:\.\d{1,2})?)\s*%\s*$")
_PERCENT_ANY: Final = re.compile(r"(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|per\s?cent\b)", re.IGNORECASE)


def _upgrade_copay(doc: DocText, eligible: str) -> int | Decimal | None:
    """The co-pay percent the wording attaches to a room above the ``eligible`` category: stated in the
    sentence itself, or in the table under it (rows "<eligible> <category claimed> x %"), when every row
    for the eligible category states the same percent; None when none is stated or the rows differ (the
    rule then sends the claim to a person)."""
    key = " ".join(eligible.lower().split())
    for _pos, sentence, own in _upgrade_sentences(doc):
        if own is not None:
            return own
        rows: set[int | Decimal] = set()
        for line in doc.text[sentence.end : sentence.end + 900].split("\n"):
            flat = " ".join(line.lower().split())
            end = _PERCENT_AT_END.search(flat)
            if end is not None and flat.startswith(key):
                rows.add(percent_value(end.group(1)))
        if len(rows) == 1:
            return rows.pop()
    return None


def _upgrade_sentences(doc: DocText) -> Iterator[tuple[int, Span, int | Decimal | None]]:
    """Each sentence on a co-pay for a room above the eligible category (not a definition's, not an exclusion's):
    where its mention starts, its span, and the one percent it states (None: none, or several)."""
    for m in _UPGRADE_COPAY.finditer(doc.text):
        if clause_is_definition(doc, m.start()) or in_exclusion_context(doc, m.start()):
            continue
        sentence = doc.sentence(m.start(), m.end())
        own = {
            percent_value(p.group(1)) for p in _PERCENT_ANY.finditer(doc.text, sentence.start, sentence.end)
        }
        yield m.start(), sentence, own.pop() if len(own) == 1 else None


def room_upgrade_copay(doc: DocText) -> dict[str, object] | None:
    """The wording's co-pay for a room above the eligible category, stated in a sentence of its own whatever
    the eligible category is (a wording that leaves the category to the schedule still states what happens
    above it): the percent with the clause and quote, for the claim rules (``extraction_meta``); None when no
    base-cover sentence states exactly one percent for it."""
    for pos, sentence, percent in _upgrade_sentences(doc):
        if percent is None or in_optional_cover(doc, pos):
            continue
        clause = doc.clause_at(pos)
        return {
            "percent": int(percent) if percent == int(percent) else str(percent),
            "clause_id": clause.clause_id,
            "clause_no": clause.clause_no,
            "page": clause.page_start,
            "quote": " ".join(doc.text[sentence.start : sentence.end].split())[:240],
        }
    return None


_CHOICE_NEGATION: Final = re.compile(
    r"\b(?:do(?:es)?\s*n[o']?t|will\s+not|shall\s+not)\s+(?:limit|restrict|cap)\b"
    rf"|{ANY_ROOM}",
    re.IGNORECASE,
)
_ENTITLED_ROOM: Final = re.compile(
    r"\b(?:entitled|eligible)\s+(?:room\s+(?:category|type)|category\s+of\s+room)"
    r"|\broom\s+(?:category|type)\s+(?:as\s+)?(?:specified|mentioned|stated|opted)\s+(?:in|under)\s+(?:the|your)\s+"
    r"(?:policy\s+)?schedule",
    re.IGNORECASE,
)


#: an indemnity wording names the ICU (the IRDAI standard definition "Intensive Care Unit means ..." and the
#: cover of its charges) or pays hospitalisation expenses; a fixed-benefit wording (critical illness,
#: accident, hospital cash) does neither outside its definitions
_ICU_ANYWHERE: Final = re.compile(r"\bICU\b|\bICCU\b|intensive\s+(?:care|cardiac)", re.IGNORECASE)
_INDEMNITY: Final = re.compile(
    r"in[\s-]?patient\s+(?:treatment|hospitali[sz]ation|care|expenses)|hospitali[sz]ation\s+(?:medical\s+)?expenses"
    r"|expenses\s+(?:\w+\s+){0,3}(?:hospitali[sz]ation|hospitali[sz]ed)|medical\s+expenses\s+incurred",
    re.IGNORECASE,
)


def _no_hospital_indemnity(doc: DocText, found: Finding | None) -> bool:
    """A room or ICU limit that rests on absence (the subject is named nowhere) in a wording that never names
    the ICU or the room charges and covers no hospitalisation expenses outside its definitions: the wording pays no hospital bills
    (a fixed-benefit cover), so it has no room or ICU limit at all (None, not "no limit")."""
    if found is None or found.start is not None or _ICU_ANYWHERE.search(doc.text) is not None:
        return False
    if _ROOM_MENTION.search(doc.text) is not None:  # a room named anywhere (an optional cover's) is a room
        return False
    return not any(not clause_is_definition(doc, m.start()) for m in _INDEMNITY.finditer(doc.text))


def _silence_read(
    doc: DocText, found: Finding | None, subject: re.Pattern[str], language: re.Pattern[str]
) -> Finding | None:
    """A weak "no limit" (nothing was read) in a wording with no limit language near the subject at all
    is the wording's own answer: it keeps its value with the confidence of a read one."""
    if not _weak_no_limit(found) or not silent_on(doc, subject, language):
        return found
    assert found is not None
    # the reading rests on the whole text, not on a clause: it carries no position, so a pass that read
    # only retrieved clauses reads the whole wording again (the extractor's fallback for absences)
    note = "no limit, category or proportionate deduction anywhere in the wording"
    return Finding.absent(found.value, SILENT_NO_LIMIT_CONFIDENCE, note)


def room_rent_limit(doc: DocText) -> Finding | None:
    found = _room_rent_limit(doc)
    if _no_hospital_indemnity(doc, found):
        return None
    found = _silence_read(doc, found, ROOM_WORDS, ROOM_LIMIT_LANGUAGE)
    if found is None or not isinstance(found.value, dict) or found.value.get("kind") != "room_category":
        return found
    percent = _upgrade_copay(doc, str(found.value["value"]))
    if percent is None:
        return found
    value = {**found.value, "above_category_copay_percent": percent}
    return Finding(value, found.start, found.end, found.confidence, found.note, found.defers_to_schedule)


def _room_rent_limit(doc: DocText) -> Finding | None:
    """Room rent limit; a category printed in brackets with the room itself is the limit; failing a stated
    limit, the room category the base cover pays for."""
    for m in _ROOM_IN_PARENS.finditer(doc.text):
        pos = m.start()
        if not (
            clause_is_definition(doc, pos) or in_exclusion_context(doc, pos) or in_optional_cover(doc, pos)
        ):
            return Finding(
                {"kind": "room_category", "value": m.group("cat")}, m.start("cat"), m.end("cat"), 0.8
            )
    found = _room_rent_stated(doc)
    if found is None or found.confidence <= 0.5:
        found = _base_room_category(doc) or found
    if (
        _weak_no_limit(found)
        and not _room_choice_unlimited(doc)
        and (entitled := _ENTITLED_ROOM.search(doc.text)) is not None
    ):
        # no limit is stated, yet the wording speaks of the room category the insured is entitled to: the
        # category is fixed by the issued policy's schedule, never read as "no limit"
        return Finding.deferred(
            entitled.start(), entitled.end(), 0.5, "the eligible room category is left to the schedule"
        )
    return found


_ROOM_WORD: Final = re.compile(r"\broom\b", re.IGNORECASE)
_CHOICE_WINDOW: Final = 150


def _room_choice_unlimited(doc: DocText) -> bool:
    """Whether a plain "no limit" statement stands beside a mention of the room outside definitions and
    exclusions ("we do not limit your choice; choose the room you like"): the base cover has no room limit,
    even where another plan's room category is left to the schedule."""
    for m in _ROOM_WORD.finditer(doc.text):
        if clause_is_definition(doc, m.start()) or in_exclusion_context(doc, m.start()):
            continue
        window = doc.text[max(0, m.start() - _CHOICE_WINDOW) : m.end() + _CHOICE_WINDOW].replace(
            "\u2019", "'"
        )
        if _CHOICE_NEGATION.search(window):
            return True
    return False


def _weak_no_limit(found: Finding | None) -> bool:
    return (
        found is not None
        and found.confidence <= 0.5
        and isinstance(found.value, dict)
        and found.value.get("kind") == "no_limit"
    )


def _in_upgrade_table(doc: DocText) -> Callable[[int], bool]:
    """Whether a position lies in the statement of a higher room's co-pay or the table under it (rows of
    category eligible / category claimed / percent): those categories are not the eligible room."""
    regions = [
        (m.start(), doc.sentence(m.start(), m.end()).end + 900) for m in _UPGRADE_COPAY.finditer(doc.text)
    ]
    return lambda pos: any(lo <= pos < hi for lo, hi in regions)


def _room_rent_stated(doc: DocText) -> Finding | None:
    return limit_near_mentions(
        doc,
        _ROOM_MENTION,
        skip_at=_in_upgrade_table(doc),
        skip=_ROOM_SKIP,
        per_day=True,
        categories=True,
        order=("percent_si_per_day", "amount_per_day", "no_limit", "room_category"),
        stop=_ICU_MENTION,
    )


def icu_limit(doc: DocText) -> Finding | None:
    found = _icu_limit(doc)
    if _no_hospital_indemnity(doc, found):
        return None
    return _silence_read(doc, found, ICU_WORDS, ICU_LIMIT_LANGUAGE)


def _icu_limit(doc: DocText) -> Finding | None:
    return limit_near_mentions(
        doc,
        _ICU_MENTION,
        skip=_ROOM_SKIP,
        per_day=True,
        categories=False,
        order=("percent_si_per_day", "amount_per_day", "no_limit"),
        stop=re.compile(r"\broom\b", re.IGNORECASE),
    )


# -- ambulance, cataract, modern treatment -----------------------------------------------------------------
