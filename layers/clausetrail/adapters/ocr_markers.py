"""Clause numbers, list markers and heading cues at the start of a line (shared by every OCR path).

Block boundaries must fall where a policy wording starts a clause (`4.1`, `5.2.3`, `D.1.7`,
`Code-Excl01`, `Section C`) or a list item (`(a)`, `a)`, `(i)`, `ii.`, `1.`, bullets), because the
chunker splits there. The guards keep a wrapped line such as "... as in clause\\n4.1 of this policy"
from being mistaken for a new clause.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import StrEnum

_ROMAN = r"(?:xl|l?x{0,3})(?:ix|iv|v?i{0,3})"
# "4.1", "4.1.", "5.2.3", "2.31Medical", "D.1.7", "IV.2", "4.1)" — at least two components.
_NUMBERED = re.compile(r"^(?P<no>(?:\d{1,3}|[A-Z]|[IVX]{1,5})(?:\.\d{1,3}){1,4})\.?\)?(?=\s|[A-Z(\"'‘“]|$)")
# "4.", "4)", "(4)", "12." — one component; a list item unless styled as a heading.
_SINGLE_NUMBER = re.compile(r"^(?:\(\d{1,3}\)|\d{1,3}[.)])(?=\s|$)")
_LETTER = re.compile(r"^(?:\([a-zA-Z]\)|[a-zA-Z][.)])(?=\s|$)")
_ROMAN_MARKER = re.compile(rf"^(?:\({_ROMAN}\)|{_ROMAN}[.)])(?=\s|$)", re.IGNORECASE)
_BULLET = re.compile(r"^(?:[•●○◦▪■□◆◇➢➤►▶✓✔❖⮚∙·\uf000-\uf0ff]|[-–—*](?=\s))")
_EXCL_CODE = re.compile(
    r"^(?:\(?Code\s*[-–]?\s*(?:Sec\s*\d{1,3}\s*)?Excl\s*\d{1,3}\)?|Excl\s*\d{1,3}\b)", re.IGNORECASE
)
# A line holding nothing but an exclusion code closes the title above it ("... thereof –\nCode Excl 12").
_EXCL_TAIL = re.compile(
    r"^[-–—\s]*\(?Code\s*[-–]?\s*(?:Sec\s*\d{1,3}\s*)?Excl\s*\d{1,3}\)?\s*[:.)]?\s*$", re.IGNORECASE
)
_SECTION_WORD = re.compile(
    r"^(?i:section|part|chapter|annexure|annex|appendix|schedule|article)\s+(?:[A-Z]{1,4}|\d{1,3})\b"
    r"(?:\s*[-–:.)]|\s*$|\s+[A-Z])"
)
_HEADING_NUMBER = re.compile(r"^(?P<no>(?:\d{1,3}|[A-Z])(?:\.\d{1,3}){0,4})\.?\s*[-–:.)]?\s")
_PAGE_NUMBER = re.compile(
    r"^(?:page\s*(?:no\.?|number)?\s*[:|]?\s*)?\d{1,4}\s*(?:(?:of|/|\|)\s*\d{1,4})?$|^[-–]\s*\d{1,4}\s*[-–]$",
    re.IGNORECASE,
)
_PAGE_WORD = re.compile(
    r"\bpage\s*(?:no\.?)?\s*[:|]?\s*\d{1,4}(?:\s*(?:of|/|\|)\s*\d{1,4})?\b", re.IGNORECASE
)
_END_OF_SENTENCE = re.compile(r"[.:;!?]$|[:;,]\s*(?:and|or)$")


class Marker(StrEnum):
    NONE = "none"
    CLAUSE = "clause"  # 4.1 / D.1.7 / Code-Excl01 / Section C: starts a new block
    LIST = "list"  # (a) / i. / 1. / bullet: starts a new list item


def line_marker(text: str) -> Marker:
    """What kind of boundary the start of this line announces (no guards applied)."""
    t = text.lstrip()
    if not t:
        return Marker.NONE
    if _NUMBERED.match(t) or _EXCL_CODE.match(t) or _SECTION_WORD.match(t):
        return Marker.CLAUSE
    if _SINGLE_NUMBER.match(t) or _LETTER.match(t) or _BULLET.match(t):
        return Marker.LIST
    m = _ROMAN_MARKER.match(t)
    if m and m.end() > 0 and t[0] not in ".)":
        body = m.group(0).strip("().").lower()
        if body:
            return Marker.LIST
    return Marker.NONE


_ITEM_LABEL = re.compile(r"^\(?([a-zA-Z]{1,6}|\d{1,3})[.)]")
_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50}


def _roman(text: str) -> int | None:
    if not text or any(c not in _ROMAN_VALUES for c in text):
        return None
    total = 0
    for i, c in enumerate(text):
        value = _ROMAN_VALUES[c]
        total += -value if i + 1 < len(text) and _ROMAN_VALUES[text[i + 1]] > value else value
    return total


def item_label(text: str) -> str | None:
    """The label of a list item ("(c)" → "c", "iv." → "iv", "12)" → "12"), else None."""
    if line_marker(text) is not Marker.LIST:
        return None
    m = _ITEM_LABEL.match(text.lstrip())
    return m.group(1).lower() if m else None


def _ordinals(label: str) -> set[tuple[str, int]]:
    if label.isdigit():
        return {("number", int(label))}
    out = set()
    if len(label) == 1:
        out.add(("letter", ord(label) - ord("a") + 1))
    value = _roman(label)
    if value:
        out.add(("roman", value))
    return out


def follows(previous_label: str | None, label: str | None) -> bool:
    """Is `label` the next item after `previous_label` ("c" after "b", "iv" after "iii", "h"→"i")?"""
    if not previous_label or not label:
        return False
    after = {(kind, n + 1) for kind, n in _ordinals(previous_label)}
    return bool(after & _ordinals(label))


def starts_block(
    text: str, previous: str | None, *, previous_is_short: bool = False, last_item: str | None = None
) -> bool:
    """Does this line start a new block (clause or list item) given the line before it?

    A numbered clause followed by a lower-case word ("4.1 of this policy") after a line that
    does not end a sentence is a wrapped cross-reference, not a new clause. `last_item` is the
    label of the last list item seen: its successor ("e." after "d.") always starts an item.
    """
    marker = line_marker(text)
    if marker is Marker.NONE:
        return False
    if previous is None:
        return True
    if marker is Marker.LIST and follows(last_item, item_label(text)):
        return True
    if _EXCL_TAIL.match(text) and not ends_sentence(previous):
        return False
    prev = previous.rstrip()
    prev_ends = bool(_END_OF_SENTENCE.search(prev)) or previous_is_short
    if prev_ends:
        return True
    t = text.lstrip()
    if marker is Marker.CLAUSE:
        m = _NUMBERED.match(t)
        if not m:
            # "Code-Excl04 Investigation ..." starts a clause even after an unfinished line (a bare
            # "Code Excl 12" closing a title was handled above); "Section II.14 ..." after an
            # unfinished line is a cross-reference running on.
            return bool(_EXCL_CODE.match(t))
        return not t[m.end() :].lstrip()[:1].islower()
    # After an unfinished line, "(a)", "a)", "ii)" and bullet glyphs still start items; a dash
    # continues the line; "a." / "12." start an item only before a capital ("12. Hospital").
    if t[:1] == "(" or (_BULLET.match(t) and t[:1] not in "-–—*"):
        return True
    head, _, rest = t.partition(" ")
    if head.endswith(")"):
        return True
    return rest.lstrip()[:1].isupper()


def ends_sentence(text: str) -> bool:
    """Does this line end a sentence or clause (so the next line may start a new block)?"""
    return bool(_END_OF_SENTENCE.search(text.rstrip()))


def clause_depth(text: str) -> int | None:
    """Depth of a heading's leading clause number: "4" → 1, "4.1" → 2, "D.1.7" → 3; None if unnumbered."""
    t = text.lstrip()
    m = _NUMBERED.match(t) or _HEADING_NUMBER.match(t)
    if not m:
        return None
    return m.group("no").count(".") + 1


def is_page_number(text: str) -> bool:
    """ "7", "Page 7", "Page 7 of 52", "7 / 52", "- 7 -", "Page | 25"."""
    return bool(_PAGE_NUMBER.match(" ".join(text.split())))


def contains_page_number(text: str) -> bool:
    return bool(_PAGE_WORD.search(text))


def normalise_repeating(text: str) -> str:
    """Key under which running headers/footers repeat from page to page (digits do not count)."""
    return re.sub(r"\d+", "#", " ".join(text.lower().split()))


_SMALL_WORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "as",
        "at",
        "by",
        "for",
        "from",
        "in",
        "of",
        "on",
        "or",
        "the",
        "to",
        "under",
        "with",
        "without",
        "upon",
        "into",
        "per",
        "via",
        "&",
        "-",
    ]
)
_NUMBER_PREFIX = re.compile(
    r"^(?:(?:\d{1,3}|[A-Z])(?:\.\d{1,3}){0,4}\.?\)?|\(?[A-Za-z]\)|[IVXLivxl]{1,6}\.)\s+"
)


def is_numbered_title(text: str) -> bool:
    """A short numbered line in title case with no closing punctuation: "2.1. Standard Definitions"."""
    t = text.strip()
    m = _NUMBER_PREFIX.match(t)
    if not m or t[-1:] in ".,;:" or len(t) > 80:
        return False
    words = [w for w in t[m.end() :].split() if any(c.isalpha() for c in w)]
    if not words or len(words) > 8:
        return False
    content = [w for w in words if w.lower() not in _SMALL_WORDS]
    if not content:
        return False
    capitalised = sum(1 for w in content if w.lstrip("(\"'‘“")[:1].isupper())
    return capitalised == len(content) and words[0][:1].isupper()


def is_all_caps(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    if len(letters) < 4:
        return False
    upper = sum(1 for c in letters if c.isupper())
    return upper >= 0.85 * len(letters)


def split_at_markers(lines: Sequence[str], short: Sequence[bool] | None = None) -> list[list[int]]:
    """Indices of `lines` grouped so each group starts at a clause or list marker (or the first line)."""
    groups: list[list[int]] = []
    last_item: str | None = None
    for i, text in enumerate(lines):
        prev = lines[i - 1] if i else None
        prev_short = bool(short[i - 1]) if short is not None and i else False
        if not groups or starts_block(text, prev, previous_is_short=prev_short, last_item=last_item):
            groups.append([i])
            last_item = item_label(text) or last_item
        else:
            groups[-1].append(i)
    return groups
