"""Room categories ranked from the most basic to the most expensive (for ROOM_CATEGORY_ABOVE_ELIGIBLE).

The first row whose pattern matches the normalised category text gives its rank; rows are ordered most
specific first ("single private ac" before "private"). A category that matches no row is unknown and the
rule routes the claim to a human.
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.domain.rules.text_match import normalise, word_pattern

GENERAL_WARD: Final = 0
MULTI_SHARING: Final = 1
TWIN_SHARING: Final = 2
SINGLE_PRIVATE: Final = 3
DELUXE: Final = 4
SUITE: Final = 5

RANK_NAMES: Final[dict[int, str]] = {
    GENERAL_WARD: "general ward",
    MULTI_SHARING: "multi-bed sharing room",
    TWIN_SHARING: "twin sharing room",
    SINGLE_PRIVATE: "single private room",
    DELUXE: "deluxe room",
    SUITE: "suite",
}

ROOM_CATEGORY_RANKS: Final[tuple[tuple[re.Pattern[str], int], ...]] = (
    (word_pattern([r"suite\w*", r"super deluxe", r"presidential", r"executive", r"vip", r"premium"]), SUITE),
    (word_pattern([r"deluxe", r"delux"]), DELUXE),
    (
        word_pattern([r"(?:three|3|four|4|multi) ?(?:bed|bedded|sharing|occupancy)\w*", r"triple sharing"]),
        MULTI_SHARING,
    ),
    (
        # a plain "shared room" is read as twin sharing: the more generous reading, so a bed in a shared room
        # is never taken for an upgrade by mistake
        word_pattern(
            [
                r"twin sharing",
                r"twin",
                r"double (?:occupancy|sharing)",
                r"two (?:bed|bedded)",
                r"2 (?:bed|bedded)",
                r"semi ?private",
                r"shared",
                r"sharing",
            ]
        ),
        TWIN_SHARING,
    ),
    (word_pattern([r"general ward", r"general", r"ward", r"dormitory", r"common ward"]), GENERAL_WARD),
    # a day-care bed or recovery cubicle is no accommodation category: a stay of hours that no eligible
    # room is below, so it is never an upgrade
    (word_pattern([r"day ?care", r"day ?case", r"recovery (?:bed|room|cubicle)"]), GENERAL_WARD),
    (
        word_pattern([r"single\w*", r"private", r"single occupancy", r"standard (?:a ?c )?room", r"ac room"]),
        SINGLE_PRIVATE,
    ),
)


#: "any room except suite", "all rooms other than deluxe and suite": every room below the ones excepted
_ANY_EXCEPT: Final = re.compile(
    r"^(?:any|all)\s+(?:rooms?|room categor\w+|categor\w+)\b.*?\b(?:except|other than|excluding|but)\b(?P<x>.+)$"
)


def room_rank(category: str | None) -> int | None:
    """Rank of a room category text, or None when the text names no known category. "Any room except <X>" ranks
    just below the lowest category excepted."""
    text = normalise(category)
    if not text:
        return None
    excepted = _ANY_EXCEPT.match(text)
    if excepted is not None:
        below = [rank for pattern, rank in ROOM_CATEGORY_RANKS if pattern.search(excepted.group("x"))]
        return min(below) - 1 if below and min(below) > GENERAL_WARD else None
    for pattern, rank in ROOM_CATEGORY_RANKS:
        if pattern.search(text):
            return rank
    return None
