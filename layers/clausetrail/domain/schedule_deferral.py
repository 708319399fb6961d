"""A wording that leaves a value to the policy schedule ("as per the Policy Schedule", "as opted", "up to the
limit specified in the Certificate of Insurance / benefit table"): the wording itself states no figure, and no
number near the phrase is the value. Shared by the limit reader (extraction) and the answer composer (a question
asking an amount the wording defers is answered "not stated", pointing to the sentence that defers it).

"The Sum Insured as specified in the schedule" names the cover, and "unless otherwise specified in the schedule"
gives a value beside it: neither defers. Pure code.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

_ELSEWHERE: Final = (
    r"(?:(?:policy\s+)?schedule|certificate(?:\s+of\s+insurance)?|(?:product\s+)?benefits?\s+(?:table|schedule)"
    r"|table\s+of\s+benefits)"
)
DEFERS_TO_SCHEDULE: Final = re.compile(
    r"\b(?:as|limits?|amount|extent|category)\s+(?:per|specifi(?:ed|c)|mentioned|stated|shown|given|defined|opted)\b"
    r"[^.;|\n]{0,40}?\b" + _ELSEWHERE + r"\b"
    r"|\bas\s+(?:per\s+(?:the\s+)?)?(?:plan\s+|option\s+|sum\s+insured\s+)?opted\b"
    r"|\b(?:specified|mentioned|stated|shown)\s+in\s+(?:the\s+|your\s+)?" + _ELSEWHERE + r"\b",
    re.IGNORECASE,
)
_SUM_INSURED_BEFORE: Final = re.compile(r"(?:sum\s*insured|\bS\.?I\.?)\W*(?:\w+\W+)?$", re.IGNORECASE)
_UNLESS_OTHERWISE: Final = re.compile(r"unless\s+(?:otherwise\s+)?$", re.IGNORECASE)


def deferrals(text: str, lo: int = 0, hi: int | None = None) -> Iterator[re.Match[str]]:
    """The phrases in ``text[lo:hi]`` that leave a value to the schedule (see the module)."""
    for m in DEFERS_TO_SCHEDULE.finditer(text, lo, len(text) if hi is None else hi):
        if _UNLESS_OTHERWISE.search(text[max(0, m.start() - 20) : m.start()]):
            continue
        if _SUM_INSURED_BEFORE.search(text[max(0, m.start() - 30) : m.start()]):
            continue  # "the Sum Insured as specified in the schedule" is the cover, not this limit
        yield m


def defers_to_schedule(text: str) -> bool:
    """Whether `text` leaves a value to the schedule."""
    return next(deferrals(text), None) is not None
