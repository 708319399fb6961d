"""Names of optional covers, compared the way a schedule and a wording write them. Pure code.

A schedule names an opted cover in its own words ("Claim Shield (optional)", "Claim Protector Add-on"); the
wording heads the benefit's clause with the name. Two names are the same cover when they share their
distinctive words (the generic "cover", "benefit", "add-on", "optional", "rider" left out, and a clause reference
written beside the name).
"""

from __future__ import annotations

import re
from typing import Final

_NOISE: Final = frozenset(
    {
        "cover",
        "covers",
        "benefit",
        "benefits",
        "add",
        "on",
        "addon",
        "optional",
        "rider",
        "the",
        "of",
        "and",
        "for",
    }
)


def cover_key(name: str) -> str:
    """A cover's name reduced to its distinctive words ("Claim Shield (Optional Cover)" -> "claim shield")."""
    words = re.findall(r"[a-z0-9+]+", name.lower())
    # a clause reference written with the name ("Protect Benefit (B-2.3)", "C.4 Claim Protect") is no part of it:
    # its numbers and single letters go
    return " ".join(w for w in words if w not in _NOISE and not w.isdigit() and len(w) > 1)


def same_cover(schedule_name: str, wording_name: str) -> bool:
    """Whether the cover a schedule names is the wording's benefit: the same distinctive words, or every word
    of the shorter name in the longer one (at least two words, unless a name has only one)."""
    a, b = set(cover_key(schedule_name).split()), set(cover_key(wording_name).split())
    if not a or not b:
        return False
    shorter, longer = (a, b) if len(a) <= len(b) else (b, a)
    return shorter <= longer and len(shorter) >= min(2, len(longer))
