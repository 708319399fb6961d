"""Network and operations (pass 5): grace period, free look period, emergency claim intimation.

The IRDAI standard conditions fix these sentences: "The insured person shall be allowed free look period
of fifteen days from date of receipt of the policy document", "the policy ... can be renewed within the
Grace Period of 30 days", "Within 24 hours from the date of emergency hospitalization required or before
the Insured Person's discharge from Hospital, whichever is earlier".
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.common import Finding, durations_in, first_duration

_GRACE: Final = re.compile(r"\bgrace\s+period\b", re.IGNORECASE)
_FREE_LOOK_STANDARD: Final = re.compile(
    r"free[\s-]*look\s+period\s+of\s+(?P<d>[^.;]{1,40}?)\s+from\s+(?:the\s+)?(?:date\s+of\s+)?receipt",
    re.IGNORECASE,
)
_FREE_LOOK: Final = re.compile(r"\bfree[\s-]*look\b", re.IGNORECASE)
_INTIMATION_STANDARD: Final = re.compile(
    r"within\s+(?P<d>[^.;]{1,30}?)\s+(?:from|of)\s+(?:the\s+)?(?:date\s+(?:and\s+time\s+)?of\s+)?emergency\s+hospitali[sz]ation",
    re.IGNORECASE,
)
_EMERGENCY: Final = re.compile(r"\bemergency\b", re.IGNORECASE)
_WITHIN: Final = re.compile(r"\bwithin\s+(?P<d>[^.;,]{1,30}?(?:hours?|hrs?|days?))\b", re.IGNORECASE)
_INTIMATION_WORDS: Final = re.compile(r"intimat|notif|inform|notice|call\s+cent|pre[\s-]*auth", re.IGNORECASE)
_ADMISSION: Final = re.compile(r"hospitali[sz]|admission|admitted", re.IGNORECASE)


def grace_period_days(doc: DocText) -> Finding | None:
    """Days of grace to renew: the longest period a grace-period sentence gives (shorter grace periods are
    for monthly instalments)."""
    best: tuple[int, int, int] | None = None
    for m in _GRACE.finditer(doc.text):
        sentence = doc.sentence(m.start(), m.end())
        found = durations_in(doc.text[sentence.start : sentence.end], "days")
        found = [(v, s, e) for v, s, e in found if 7 <= v <= 90]
        if not found:
            continue
        value, s, e = max(found, key=lambda f: f[0])
        if best is None or value > best[0]:
            best = (value, sentence.start + s, sentence.start + e)
        if value >= 30:
            break
    if best is None:
        return _renewal_continuous(doc)
    return Finding(best[0], best[1], best[2], 0.85)


#: pre-standardisation wordings state the grace period without naming it: "Renewals are deemed to be
#: continuous when received within a period of 30 days from the date of expiry"
_RENEWAL_WITHIN: Final = re.compile(
    r"\brenew\w*[^.]{0,120}?\bwithin\s+(?:a\s+period\s+of\s+)?(?P<d>[^.;,]{1,30}?days?)\s+(?:from|of|after)\s+"
    r"(?:the\s+)?(?:date\s+of\s+)?expiry",
    re.IGNORECASE,
)


def _renewal_continuous(doc: DocText) -> Finding | None:
    """The days after expiry within which a renewal keeps the cover continuous (the grace period unnamed)."""
    for m in _RENEWAL_WITHIN.finditer(doc.text):
        found = first_duration(m.group("d"), "days")
        if found is not None and 7 <= found[0] <= 90:
            return Finding(
                found[0], m.start("d") + found[1], m.start("d") + found[2], 0.6, "renewal continuity"
            )
    return None


def free_look_anchor(doc: DocText) -> Finding | None:
    for m in _FREE_LOOK_STANDARD.finditer(doc.text):
        found = first_duration(m.group("d"), "days")
        if found is not None:
            return Finding(found[0], m.start("d") + found[1], m.start("d") + found[2], 0.95)
    return None


def free_look_period_days(doc: DocText) -> Finding | None:
    anchored = free_look_anchor(doc)
    if anchored is not None:
        return anchored
    for m in _FREE_LOOK.finditer(doc.text):
        sentence = doc.sentence(m.start(), m.end())
        found = [f for f in durations_in(doc.text[sentence.start : sentence.end], "days") if 10 <= f[0] <= 45]
        following = None if found else doc.next_sentence(sentence)
        if following is not None:
            # the period in the next sentence of the clause ("The Free Look Period is available at inception
            # only. You have a period of 30 days from ...")
            sentence = following
            text = doc.text[sentence.start : sentence.end]
            found = [f for f in durations_in(text, "days") if 10 <= f[0] <= 45]
        if found:
            value, s, e = found[0]
            return Finding(value, sentence.start + s, sentence.start + e, 0.7)
    return None


def intimation_anchor(doc: DocText) -> Finding | None:
    for m in _INTIMATION_STANDARD.finditer(doc.text):
        found = first_duration(m.group("d"), "hours")
        if found is not None:
            return Finding(found[0], m.start("d") + found[1], m.start("d") + found[2], 0.95)
    return None


_OTHER_PART: Final = re.compile(
    r";|\bplanned\b|\bnon[\s-]?emergency\b|,?\s*(?:and\s+)?at\s+least\s+\d", re.IGNORECASE
)


def claim_intimation_emergency_hours(doc: DocText) -> Finding | None:
    """Hours within which an emergency hospitalisation must be notified; failing an emergency clause, the
    general notice period for a hospitalisation claim."""
    anchored = intimation_anchor(doc)
    if anchored is not None:
        return anchored
    general: Finding | None = None
    for m in _WITHIN.finditer(doc.text):
        sentence = doc.sentence(m.start(), m.end())
        text = doc.text[sentence.start : sentence.end]
        emergency = bool(_EMERGENCY.search(text))
        if not _ADMISSION.search(text) or not (emergency or _INTIMATION_WORDS.search(text)):
            continue
        # the emergency period's own part of the sentence: a planned admission's notice ("; in case of
        # planned hospitalisation, at least 48 hours prior to admission") follows it
        tail_end = min(sentence.end, m.end() + 120)
        other_part = _OTHER_PART.search(doc.text, m.end(), tail_end)
        tail = doc.text[m.start() : other_part.start() if other_part else tail_end]
        if re.search(
            r"prior\s+to|before\s+(?:the\s+)?(?:planned|admission)|at\s+least|discharge\s+summary|submi|documents|settle",
            tail if emergency else text,
            re.IGNORECASE,
        ):
            continue
        found = first_duration(m.group("d"), "hours")
        if found is None or not 1 <= found[0] <= 24 * 30:
            continue
        finding = Finding(found[0], m.start("d") + found[1], m.start("d") + found[2], 0.75)
        if emergency:
            return finding
        if general is None:
            general = Finding(found[0], finding.start, finding.end, 0.55, "general claim notice period")
    return general
