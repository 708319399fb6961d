"""Zones of treatment: which zone of a wording's zone table a treating hospital's address falls in.

Indian health wordings that price by zone list the cities of each zone ("Zone I: Mumbai, Thane & Navi
Mumbai, Gujarat and Delhi & NCR", "Zone III: Rest of India"), ranked from the costliest (Zone I / A / 1) down.
A member who paid a zone's premium is treated in that zone or a cheaper one without a zone co-pay; treated in
a costlier zone, the wording's co-pay for that pair applies.

This module is pure: the zone table (read from the wording by the extractor) and the hospital's address (read
from the claim documents) come in as plain data. A place is matched only when it is certain: a city named in
the address that a zone lists (by name, by a common alternative name, by the region it belongs to, or by its
state); "rest of India" only for a known Indian city no listed zone holds. Anything else is ``None`` and the
rule that needs the zone fails closed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal, InvalidOperation
from typing import Any, Final

#: zone labels: roman numerals, digits or letters, costliest first
_RANKS: Final[dict[str, int]] = {
    "i": 1, "1": 1, "a": 1,
    "ii": 2, "2": 2, "b": 2,
    "iii": 3, "3": 3, "c": 3,
    "iv": 4, "4": 4, "d": 4,
}  # fmt: skip
#: the words of a zone label after "Zone" ("Zone II", "zone-2", "Zone B"): one pattern for every reader of zones
ZONE_LABEL: Final = r"zone[ \t]*[-:]?[ \t]*(?P<l>iv|iii|ii|i|[1-4]|[a-d])\b"
_LABEL: Final = re.compile(rf"^\s*{ZONE_LABEL}\s*$", re.IGNORECASE)

#: common alternative names of cities (old and new spellings)
ALIASES: Final[dict[str, str]] = {
    "bangalore": "bengaluru",
    "gurgaon": "gurugram",
    "bombay": "mumbai",
    "greater mumbai": "mumbai",
    "mumbai suburban": "mumbai",
    "calcutta": "kolkata",
    "madras": "chennai",
    "trivandrum": "thiruvananthapuram",
    "cochin": "kochi",
    "baroda": "vadodara",
    "poona": "pune",
    "mysore": "mysuru",
    "new delhi": "delhi",
    "vizag": "visakhapatnam",
}
#: regions wordings name by one word, and the cities they hold
REGIONS: Final[dict[str, frozenset[str]]] = {
    "ncr": frozenset({"delhi", "noida", "greater noida", "ghaziabad", "gurugram", "faridabad"}),
    "delhi ncr": frozenset({"delhi", "noida", "greater noida", "ghaziabad", "gurugram", "faridabad"}),
    "national capital region": frozenset(
        {"delhi", "noida", "greater noida", "ghaziabad", "gurugram", "faridabad"}
    ),
    "mumbai metropolitan region": frozenset({"mumbai", "thane", "navi mumbai"}),
}
#: Indian cities (canonical names) and their states: a city not listed here is not placed
CITY_STATE: Final[dict[str, str]] = {
    "delhi": "delhi", "noida": "uttar pradesh", "greater noida": "uttar pradesh", "ghaziabad": "uttar pradesh",
    "gurugram": "haryana", "faridabad": "haryana", "mumbai": "maharashtra", "thane": "maharashtra",
    "navi mumbai": "maharashtra", "pune": "maharashtra", "nagpur": "maharashtra", "nashik": "maharashtra",
    "aurangabad": "maharashtra", "ahmedabad": "gujarat", "surat": "gujarat", "vadodara": "gujarat",
    "rajkot": "gujarat", "gandhinagar": "gujarat", "bengaluru": "karnataka", "mysuru": "karnataka",
    "mangaluru": "karnataka", "chennai": "tamil nadu", "coimbatore": "tamil nadu", "madurai": "tamil nadu",
    "hyderabad": "telangana", "secunderabad": "telangana", "warangal": "telangana",
    "visakhapatnam": "andhra pradesh", "vijayawada": "andhra pradesh", "kolkata": "west bengal",
    "howrah": "west bengal", "lucknow": "uttar pradesh", "kanpur": "uttar pradesh", "varanasi": "uttar pradesh",
    "agra": "uttar pradesh", "jaipur": "rajasthan", "jodhpur": "rajasthan", "udaipur": "rajasthan",
    "chandigarh": "chandigarh", "mohali": "punjab", "ludhiana": "punjab", "amritsar": "punjab",
    "jalandhar": "punjab", "panchkula": "haryana", "patna": "bihar", "ranchi": "jharkhand",
    "bhopal": "madhya pradesh", "indore": "madhya pradesh", "gwalior": "madhya pradesh", "raipur": "chhattisgarh",
    "bhubaneswar": "odisha", "cuttack": "odisha", "guwahati": "assam", "kochi": "kerala", "ernakulam": "kerala",
    "thiruvananthapuram": "kerala", "kozhikode": "kerala", "thrissur": "kerala", "kollam": "kerala",
    "dehradun": "uttarakhand", "shimla": "himachal pradesh", "goa": "goa", "panaji": "goa",
    "jammu": "jammu and kashmir", "srinagar": "jammu and kashmir",
}  # fmt: skip
#: cities that run into a neighbour a zone list may name alone ("Mumbai, Thane" and a hospital in Navi Mumbai):
#: such a city that no list names is not placed in the rest of India
NEIGHBOURS: Final[dict[str, frozenset[str]]] = {
    "navi mumbai": frozenset({"mumbai", "thane"}),
    "thane": frozenset({"mumbai", "navi mumbai"}),
    "mumbai": frozenset({"thane", "navi mumbai"}),
    "noida": frozenset({"delhi", "greater noida"}),
    "greater noida": frozenset({"delhi", "noida"}),
    "ghaziabad": frozenset({"delhi"}),
    "gurugram": frozenset({"delhi"}),
    "faridabad": frozenset({"delhi"}),
    "delhi": frozenset({"noida", "gurugram", "ghaziabad", "faridabad"}),
    "secunderabad": frozenset({"hyderabad"}),
    "hyderabad": frozenset({"secunderabad"}),
    "howrah": frozenset({"kolkata"}),
    "mohali": frozenset({"chandigarh"}),
    "panchkula": frozenset({"chandigarh"}),
    "chandigarh": frozenset({"mohali", "panchkula"}),
    "ernakulam": frozenset({"kochi"}),
    "kochi": frozenset({"ernakulam"}),
}
_STATES: Final = frozenset(CITY_STATE.values())
#: match strengths: "rest of" a state 1, the state 2, a region holding the city 3, the city named 4
_BY_STATE: Final = 2
_REST: Final = re.compile(
    r"\b(?:rest\s+of|(?:all\s+)?other\s+(?:places|cities|towns|areas|parts|locations)\s+(?:of|in))\s+(?P<where>[a-z ]+)",
    re.IGNORECASE,
)
_EXCLUDING: Final = re.compile(r"\b(?:excl(?:uding|\.)?|except)\b", re.IGNORECASE)
#: words around a place in a zone list that are not the place
_FILLER: Final = re.compile(
    r"\b(?:including|incl\.?|includes|regions?|district|city|cities|suburbs?|suburban\s+areas?|metropolitan\s+area|"
    r"entire\s+state\s+of|state\s+of|areas?|only)\b|[*#.]",
    re.IGNORECASE,
)
_NAME_KEYS: Final = sorted({*CITY_STATE, *ALIASES, *REGIONS, *_STATES}, key=len, reverse=True)
_NAMES: Final = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in _NAME_KEYS) + r")\b", re.IGNORECASE)


def zone_rank(label: str | None) -> int | None:
    """1 for "Zone I" / "Zone A" / "Zone 1", 2 for the next, ...; None for anything else."""
    m = _LABEL.match(label or "")
    return _RANKS[m.group("l").lower()] if m else None


def is_rest_of_india(places: str) -> bool:
    """Whether a zone's list is the rest of India ("Rest of India excluding the places above")."""
    rest = _REST.search(places)
    return rest is not None and "india" in rest.group("where").lower()


def _canonical(name: str) -> str:
    low = " ".join(name.lower().split())
    return ALIASES.get(low, low)


def hospital_city(address: str | None) -> str | None:
    """The one known Indian city an address names (longest name first: "Navi Mumbai" is not "Mumbai");
    None when it names none or several."""
    if not address:
        return None
    cities = {
        _canonical(m.group(0)) for m in _NAMES.finditer(address) if _canonical(m.group(0)) in CITY_STATE
    }
    return cities.pop() if len(cities) == 1 else None


def _places(text: str) -> list[str]:
    cleaned = _FILLER.sub(" ", text)
    return [" ".join(p.split()).lower() for p in re.split(r",|&|/|;|\(|\)|\band\b|:", cleaned) if p.strip()]


def _match_strength(place: str, city: str) -> int:
    """How specifically a listed place holds ``city``: 3 the city itself, 2 a region holding it, 1 its state,
    0 not at all. The place is read for the names it holds ("Mumbai MMR", "Thane District")."""
    strength = 0
    for m in _NAMES.finditer(place):
        name = _canonical(m.group(0))
        if name == city:
            strength = max(strength, 3)
        elif city in REGIONS.get(name, frozenset()):
            strength = max(strength, 2)
        elif name == CITY_STATE.get(city):
            strength = max(strength, 1)
    return strength


def _names_in(text: str) -> set[str]:
    return {_canonical(m.group(0)) for m in _NAMES.finditer(text)}


def zone_of_city(city: str | None, zones: Sequence[Mapping[str, Any]]) -> int | None:
    """The rank of the zone whose list holds ``city``: the most specific listing wins ("Surat" over "Rest of
    Gujarat"); a known city no zone lists falls in the zone that is the rest of India. None when the city is
    unknown, two zones hold it equally, a list excludes places (not read here), or no zone is the rest."""
    if city is None or city not in CITY_STATE or not zones:
        return None
    best: dict[int, int] = {}
    rest_of_india: int | None = None
    listed: set[str] = set()
    for zone in zones:
        rank = zone_rank(str(zone.get("label") or ""))
        text = str(zone.get("places") or "")
        if rank is None:
            return None
        if is_rest_of_india(text):
            rest_of_india = rank
            continue
        if _EXCLUDING.search(text):
            return None  # "Haryana (excl. Faridabad)": exclusions are not read; the zone is for a person
        listed |= _names_in(text)
        strength = 0
        for place in _places(text):
            where = _REST.match(place)
            if where is not None:  # "rest of gujarat": the state's other cities, the least specific
                strength = max(strength, 1 if CITY_STATE.get(city) == _canonical(where.group("where")) else 0)
                continue
            found = _match_strength(place, city)
            strength = max(strength, found + 1 if found else 0)
        if strength:
            best[rank] = max(best.get(rank, 0), strength)
    near_listed = bool(NEIGHBOURS.get(city, frozenset()) & listed)
    if best:
        top = max(best.values())
        if top <= _BY_STATE and near_listed:
            return None  # placed only by its state while a list names its neighbour: for a person
        ranks = [r for r, s in best.items() if s == top]
        return ranks[0] if len(ranks) == 1 else None
    if near_listed:
        return None  # a neighbour of a listed city: whether the list means it too is for a person
    return rest_of_india


def zone_copay_percent(
    premium_rank: int, treated_rank: int, pairs: Iterable[Mapping[str, Any]]
) -> Decimal | None:
    """The wording's zone co-pay for a member paying ``premium_rank``'s premium treated in ``treated_rank``: 0
    in the same or a cheaper zone; in a costlier one the one percent the wording states for that pair, else
    None."""
    if treated_rank >= premium_rank:
        return Decimal(0)
    stated: set[Decimal] = set()
    for pair in pairs:
        if pair.get("premium") == premium_rank and pair.get("treated") == treated_rank:
            try:
                stated.add(Decimal(str(pair.get("percent"))))
            except InvalidOperation:
                return None
    return stated.pop() if len(stated) == 1 else None
