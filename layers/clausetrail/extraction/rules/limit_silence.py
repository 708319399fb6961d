"""Whether a wording is silent on a room or ICU limit: no sentence that names the room (or the ICU)
outside definitions, exclusions and the non-payable lists carries anything a limit is made of — a
percent, a rupee amount or an amount per day, a room category, a word of limiting ("eligible",
"limit", "up to", "proportion", "as per plan", "specified in the schedule").

A limit has to be written with one of those, so a wording with none of them near the room has no room
limit to miss: "no limit" then rests on the whole wording, not on a failed read, and earns the
confidence of a read value. A wording with such language whose limit the readers did not read stays
doubtful (the claim goes to a person).
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.common import (
    clause_is_definition,
    in_exclusion_context,
    in_non_payable_list,
    local_sentence,
)
from clausetrail.extraction.rules.tables import is_table

#: "no limit" resting on a wording that is silent on the subject: above the fail-closed line (0.5)
SILENT_NO_LIMIT_CONFIDENCE: Final = 0.6

ROOM_WORDS: Final = re.compile(r"\broom\b|\bboarding\b|\baccommodation\b", re.IGNORECASE)
ICU_WORDS: Final = re.compile(r"\bICU\b|\bICCU\b|intensive\s+(?:care|cardiac)", re.IGNORECASE)

#: sentences about something else that names a room: a daily cash for shared accommodation, an
#: attendant's or companion's stay, a room freshener, a visitor's pass, an office suite, a definition
_OTHER_SUBJECT: Final = re.compile(
    r"\bcash\b|attendant|companion|fresh[e]?ner|visitor|\bsuite\s*#|\bmeans\b", re.IGNORECASE
)
#: a sentence that says there is no limit is no limit language (nor one that lifts the proportionate deduction
#: from it: "proportionate deductions are not applicable for ICU charges")
_NO_LIMIT_SAID: Final = re.compile(
    r"\bno\s+(?:room\s+rent\s+)?(?:limit|capping|cap|restriction|sub-?\s?limit)s?\b"
    r"|proportionate\s+deductions?\s+(?:are|is|shall|will|would)\s+not\s+(?:be\s+)?(?:applicable|appl(?:y|ied))"
    r"|\bany\s+room\b(?![^.]{0,40}except)|do(?:es)?\s*n[o']?t\s+(?:limit|restrict|cap)",
    re.IGNORECASE,
)
#: "up to the sum insured" bounds the whole cover, not the room
_WHOLE_COVER_BOUND: Final = re.compile(
    r"up\s+to\s+(?:the\s+)?(?:available\s+|base\s+)?sum\s+insured|maximum\s+of\s+(?:the\s+)?sum\s+insured",
    re.IGNORECASE,
)
_AMOUNT_OR_SHARE: Final = (
    r"\d+(?:\.\d+)?\s*%|(?:Rs\.?|INR|\u20b9)\s*\d|\d[\d,]*\s*(?:/-\s*)?(?:per\s+day|/\s*day|p\.?\s?d\b)"
)
_LIMITING: Final = (
    r"|\beligib|\bentitle|\blimit|\bcap(?:ping|ped)?\b|\bup\s+to\b|\bmaximum\b|\brestrict|proportion|\bcategor"
    r"|as\s+per\s+(?:the\s+)?(?:plan|schedule)|\bopted\b|specified\s+in\s+(?:the\s+|your\s+)?(?:policy\s+)?schedule"
)
_ROOM_CATEGORY: Final = (
    r"|\bsingle\b|\bprivate\b|\btwin\b|\bshar(?:ed|ing)\b|general\s+ward|\bdeluxe\b|\bsuite\b"
    r"|semi[\s-]?private|\beconomy\b"
)
ROOM_LIMIT_LANGUAGE: Final = re.compile(_AMOUNT_OR_SHARE + _ROOM_CATEGORY + _LIMITING, re.IGNORECASE)
ICU_LIMIT_LANGUAGE: Final = re.compile(_AMOUNT_OR_SHARE + _LIMITING, re.IGNORECASE)
#: a sub-limit of a named treatment (cataract): money, a share, a per-eye basis or a word of limiting; the
#: waiting-period lists, day-care lists and claim-document lists that name the treatment carry none
SUBLIMIT_LANGUAGE: Final = re.compile(
    _AMOUNT_OR_SHARE + r"|\d[\d,]*\s*/-|\blakhs?\b|\blacs?\b|\b(?:per|each|every)\s+eye\b" + _LIMITING,
    re.IGNORECASE,
)
_WINDOW: Final = 250
#: the boundary of an enumerated item inside one sentence ("...; ii. Intensive Care Unit Charges; iii. ..."):
#: an item's limit is written in the item, so the neighbouring items' words are not its limit language
_ITEM_BOUNDARY: Final = re.compile(r";\s*(?:\(?[ivx]{1,4}|\(?[a-h]|\d{1,2})[.)]\s")


def _own_item(window: str, at: int) -> str:
    """The enumerated item of `window` that holds position `at` (the whole window when it has no items)."""
    start, end = 0, len(window)
    for m in _ITEM_BOUNDARY.finditer(window):
        if m.start() < at:
            start = m.start() + 1
        elif m.start() >= at:
            end = m.start()
            break
    return window[start:end]


#: in a table a bare figure ("3000 | 6000") is a value cell
_TABLE_FIGURE: Final = re.compile(r"(?<![\d.])\d[\d,]{2,}(?![\d.%])")


def limit_language_near(doc: DocText, subject: re.Pattern[str], language: re.Pattern[str]) -> list[str]:
    """The sentences (cut to a window around the subject) that name ``subject`` outside definitions,
    exclusions and the non-payable lists and carry ``language``."""
    found: list[str] = []
    for m in subject.finditer(doc.text):
        pos = m.start()
        if clause_is_definition(doc, pos) or in_non_payable_list(doc, pos) or in_exclusion_context(doc, pos):
            continue
        i = doc.clause_index(pos)
        if is_table(doc, i):
            # a table row's values may wrap onto the next lines: the raw text around the mention in its
            # table is read (a neighbour row's figure keeps the room doubtful, never the other way); a
            # mention whose own line is about something else (a daily cash for shared accommodation) is not
            # the room's
            span = doc.clause_span(i)
            if _OTHER_SUBJECT.search(local_sentence(doc, pos, m.end())):
                continue
            window = doc.text[max(span.start, pos - _WINDOW) : min(span.end, pos + _WINDOW)]
            if _TABLE_FIGURE.search(window):
                found.append(window)
                continue
        else:
            sentence = local_sentence(doc, pos, m.end())
            at = sentence.lower().find(m.group(0).lower())
            window = _own_item(sentence, at)
            at = window.lower().find(m.group(0).lower())
            window = window[max(0, at - _WINDOW) : at + _WINDOW]
        if _OTHER_SUBJECT.search(window) or _NO_LIMIT_SAID.search(window):
            continue
        if language.search(_WHOLE_COVER_BOUND.sub(" ", window)):
            found.append(window)
    return found


def silent_on(doc: DocText, subject: re.Pattern[str], language: re.Pattern[str]) -> bool:
    """Whether no sentence naming ``subject`` carries limit ``language`` (see the module)."""
    return not limit_language_near(doc, subject, language)
