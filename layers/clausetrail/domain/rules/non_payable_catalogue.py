"""IRDAI non-payable items (Lists I-IV) and the matching of bill line descriptions against them.

The lists come from ``clausetrail/data/non_payable_items.json`` (derived from the IRDAI PDF by
``clausetrail/data/derive_non_payable.py``). List I items are not paid; Lists II-IV name items subsumed into
room charges, procedure charges and the cost of treatment (used to classify, not to drop).

**Matching** (conservative, so a payable line is not dropped by accident):

1. Each item name gives one or more *keys*: the name split into alternatives at ``/``, ``,`` and `` - ``,
   with bracketed qualifiers taken out, words normalised (lower case, simple plural ``s`` removed) and
   generic words ("charges", "of", "any", ...) dropped. A qualifier "(OTHER THAN ...)" lists words that
   must be absent; "(FOR ...)" lists words of which one must be present. :data:`MATCH_HINTS` adjusts the few
   items whose printed name does not work as a key ("NIMBUS BED OR WATER OR AIR BED", "ANY KIT WITH NO DETAILS").
2. A key matches a description when **every** key word is in the description: exactly, or for words of at
   least 6 letters with a rapidfuzz ratio >= 88 (OCR slips such as "ATTENDENT"). Adjacent description words
   are also tried joined ("arm sling" ~ "armsling"), and so is the key ("house keeping" ~ "housekeeping").
3. The most specific match wins: most key words, then longest key, then List I before II-IV
   ("Face mask" is List II "FACE MASK", not List I "MASK"; "Admission kit" is List II, not List I "kit").
"""

from __future__ import annotations

import itertools
import re
import threading
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Final, Literal

from rapidfuzz import fuzz

from clausetrail.domain.claims.facts import LineCategory
from clausetrail.domain.rules.text_match import normalise, word_pattern

ListId = Literal["I", "II", "III", "IV"]
Treatment = Literal[
    "not_payable", "subsumed_room_charges", "subsumed_procedure_charges", "subsumed_treatment_costs"
]

_LIST_ORDER: Final = ("I", "II", "III", "IV")
FUZZY_MIN_LENGTH: Final = 6
FUZZY_MIN_RATIO: Final = 88.0
MATCH_CACHE_SIZE: Final = 4096  # descriptions remembered per catalogue (forgotten all at once when full)

GENERIC_WORDS: Final = frozenset(
    {
        "a",
        "an",
        "and",
        "any",
        "also",
        "by",
        "charge",
        "charged",
        "cost",
        "etc",
        "expense",
        "for",
        "in",
        "item",
        "of",
        "on",
        "or",
        "per",
        "rs",
        "the",
        "to",
        "type",
        "where",
        "with",
        "hospital",
        "provided",
        "that",
        "which",
    }
)


@dataclass(frozen=True, slots=True)
class MatchHint:
    """Adjustments for items whose printed name does not work as a match key."""

    keys: tuple[str, ...] | None = None  # replaces the keys derived from the name
    bare_key_allowed_words: frozenset[str] | None = None  # a 1-word key matches only with these other words
    requires_any: frozenset[str] = frozenset()
    excludes_any: frozenset[str] = frozenset()
    requires_line_category: LineCategory | None = None  # another bill line of this category must exist
    not_for_categories: frozenset[LineCategory] = frozenset()
    payable_if_treatment: re.Pattern[str] | None = None  # a conditional List I item is paid when this matches


MATCH_HINTS: Final[Mapping[tuple[str, int], MatchHint]] = {
    # "Essential in bariatric and varicose vein surgery ..." (third column of the PDF)
    ("I", 10): MatchHint(payable_if_treatment=word_pattern([r"bariatric\w*", r"varicos\w*"])),
    # the completed name ends "OF DONORS SAMPLES"; bills print "Blood grouping & cross matching"
    ("I", 20): MatchHint(keys=("blood grouping and cross matching",)),
    ("I", 22): MatchHint(keys=("television", "tv")),
    ("I", 21): MatchHint(keys=("service charge",), requires_line_category=LineCategory.NURSING),
    # the device, not the lung-function test ("spirometry" is one letter away)
    ("I", 37): MatchHint(
        keys=("spirometre", "spirometer"),
        excludes_any=frozenset({"spirometry", "test", "pft", "function"}),
    ),
    ("I", 35): MatchHint(requires_any=frozenset({"outside", "usage", "home", "domiciliary"})),
    ("I", 48): MatchHint(keys=("nimbus bed", "water bed", "air bed")),
    # "(Toiletries are not payable, only prescribed medical pharmaceuticals payable)"
    ("I", 54): MatchHint(
        keys=("cream", "powder", "lotion"), not_for_categories=frozenset({LineCategory.PHARMACY})
    ),
    ("I", 58): MatchHint(
        keys=("delivery kit", "ortho kit", "orthokit", "recovery kit", "kit"),
        bare_key_allowed_words=frozenset({"misc", "miscellaneous", "general", "disposable"}),
    ),
    ("IV", 4): MatchHint(keys=("blood reservation", "ante natal booking", "antenatal booking")),
}

_QUALIFIER = re.compile(r"[\(\[]([^\)\]]*)[\)\]]?")
_ALTERNATIVES = re.compile(r"\s*(?:/|,|\s-\s|\\)\s*")


def _stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def words(text: str) -> list[str]:
    """Normalised, stemmed words of ``text`` without generic words and single letters."""
    return [w for w in (_stem(t) for t in normalise(text).split()) if len(w) > 1 and w not in GENERIC_WORDS]


@dataclass(frozen=True, slots=True)
class CatalogueItem:
    list_id: ListId
    no: int
    name: str
    treatment: Treatment
    payable: Literal["never", "conditional"] | None = None
    condition: str | None = None
    keys: tuple[tuple[str, ...], ...] = ()
    hint: MatchHint = field(default_factory=MatchHint)

    @property
    def ref(self) -> str:
        return f"List {self.list_id} item {self.no}"


@dataclass(frozen=True, slots=True)
class ItemMatch:
    item: CatalogueItem
    key: tuple[str, ...]

    @property
    def not_payable(self) -> bool:
        return self.item.list_id == "I"


def _derive(list_id: ListId, no: int, name: str) -> tuple[tuple[tuple[str, ...], ...], MatchHint]:
    hint = MATCH_HINTS.get((list_id, no), MatchHint())
    requires, excludes = set(hint.requires_any), set(hint.excludes_any)
    for qualifier in _QUALIFIER.findall(name):
        q = normalise(qualifier)
        if q.startswith("other than"):
            excludes.update(words(q.removeprefix("other than")))
        elif q.startswith("for "):
            requires.update(words(q))
    base = _QUALIFIER.sub(" ", name)
    raw_keys = hint.keys if hint.keys is not None else tuple(_ALTERNATIVES.split(base))
    keys = tuple(dict.fromkeys(tuple(words(k)) for k in raw_keys if words(k)))
    merged = MatchHint(
        keys=hint.keys,
        bare_key_allowed_words=hint.bare_key_allowed_words,
        requires_any=frozenset(requires),
        excludes_any=frozenset(excludes),
        requires_line_category=hint.requires_line_category,
        not_for_categories=hint.not_for_categories,
        payable_if_treatment=hint.payable_if_treatment,
    )
    return keys, merged


def _word_in(word: str, description_words: Collection[str]) -> bool:
    if word in description_words:
        return True
    if len(word) < FUZZY_MIN_LENGTH:
        return False
    return any(
        len(d) >= FUZZY_MIN_LENGTH and fuzz.ratio(word, d) >= FUZZY_MIN_RATIO for d in description_words
    )


def _joined_in(joined: str, description_words: Collection[str]) -> bool:
    """A key written as one word ("housekeeping" for "house keeping"): exact, or an OCR slip of about the
    same length, never a word that lacks one of the key's words ("nebulisation" is not "nebulisation kit")."""
    if joined in description_words:
        return True
    return any(
        abs(len(d) - len(joined)) <= 2 and fuzz.ratio(joined, d) >= FUZZY_MIN_RATIO
        for d in description_words
        if len(d) >= FUZZY_MIN_LENGTH
    )


class NonPayableCatalogue:
    """The four IRDAI lists with their match keys."""

    def __init__(self, items: tuple[CatalogueItem, ...], *, source_sha256: str | None = None) -> None:
        self.items = items
        self.source_sha256 = source_sha256
        # `match` is a pure function of its arguments over immutable items: a claim's lines are matched by
        # the rules, the judge (twice) and the verifier, and bills repeat the same descriptions
        self._matches: dict[tuple[str, LineCategory | None, frozenset[LineCategory]], ItemMatch | None] = {}
        self._matches_lock = threading.Lock()

    @classmethod
    def from_document(cls, document: Mapping[str, Any]) -> NonPayableCatalogue:
        """From the JSON written by ``derive_non_payable.py``."""
        items: list[CatalogueItem] = []
        for list_id, block in document["lists"].items():
            for entry in block["items"]:
                keys, hint = _derive(list_id, int(entry["no"]), entry["name"])
                items.append(
                    CatalogueItem(
                        list_id=list_id,
                        no=int(entry["no"]),
                        name=entry["name"],
                        treatment=block["treatment"],
                        payable=entry.get("payable"),
                        condition=entry.get("condition"),
                        keys=keys,
                        hint=hint,
                    )
                )
        return cls(tuple(items), source_sha256=document.get("source_sha256"))

    def list_items(self, list_id: ListId) -> tuple[CatalogueItem, ...]:
        return tuple(i for i in self.items if i.list_id == list_id)

    def match(
        self,
        description: str,
        *,
        category: LineCategory | None = None,
        bill_categories: Collection[LineCategory] = (),
    ) -> ItemMatch | None:
        """The most specific list item ``description`` names, or None.

        ``bill_categories`` are the categories of the *other* lines on the same bill (for items such as
        "service charges where nursing charges also charged").
        """
        key = (description, category, frozenset(bill_categories))
        try:
            return self._matches[key]
        except KeyError:
            pass
        found = self._match(description, category=category, bill_categories=key[2])
        with self._matches_lock:
            if len(self._matches) >= MATCH_CACHE_SIZE:
                self._matches.clear()
            self._matches[key] = found
        return found

    def _match(
        self,
        description: str,
        *,
        category: LineCategory | None,
        bill_categories: Collection[LineCategory],
    ) -> ItemMatch | None:
        desc = words(description)
        if not desc:
            return None
        desc_set = set(desc) | {a + b for a, b in itertools.pairwise(desc)}
        best: tuple[tuple[int, int, int], ItemMatch] | None = None
        for item in self.items:
            hint = item.hint
            if category is not None and category in hint.not_for_categories:
                continue
            if hint.requires_line_category is not None and hint.requires_line_category not in bill_categories:
                continue
            if hint.excludes_any & desc_set:  # exact words: an exclusion must not be fuzzy
                continue
            if hint.requires_any and not any(_word_in(w, desc_set) for w in hint.requires_any):
                continue
            for key in item.keys:
                joined = "".join(key)
                if not all(_word_in(w, desc_set) for w in key) and not (
                    len(key) > 1 and _joined_in(joined, desc_set)
                ):
                    continue
                if len(key) == 1 and hint.bare_key_allowed_words is not None:
                    others = set(desc) - set(key)
                    if not others <= hint.bare_key_allowed_words:
                        continue
                rank = (len(key), sum(len(w) for w in key), -_LIST_ORDER.index(item.list_id))
                if best is None or rank > best[0]:
                    best = (rank, ItemMatch(item, key))
        return best[1] if best else None


@lru_cache(maxsize=1)
def packaged_catalogue() -> NonPayableCatalogue:
    """The catalogue shipped with the package (``clausetrail/data/non_payable_items.json``)."""
    from clausetrail.data import non_payable_document

    return NonPayableCatalogue.from_document(non_payable_document())
