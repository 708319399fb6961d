"""Cheap signals read from clause text: amounts, durations, sentence boundaries, heading shapes, definitions.

Used by the chunker to tag chunks and to decide where a line of a wording starts something new.
Pure functions, no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from clausetrail.domain.durations import find_durations
from clausetrail.domain.money import find_amounts

# --- amounts and durations -------------------------------------------------------------------------

_MONEY_WORDS: Final = re.compile(
    r"₹|\brs\b|\binr\b|\brupees?\b|\blakhs?\b|\blacs?\b|\bcrores?\b|\d\s*%|\bper\s*cent\b|\bpercent(?:age)?\s+of\b"
)
_AMOUNT_HINT: Final = re.compile(r"\d\s*/-|\d(?:k|l|cr)\b")
_WAITING: Final = re.compile(r"\bwaiting\s+periods?\b|\bcooling[\s-]+off\b", re.IGNORECASE)


def contains_amounts(text: str) -> bool:
    """True when the text states money: ₹/Rs./INR amounts, lakh/lac/crore, percentages (of sum insured...)."""
    lowered = text.lower()
    if _MONEY_WORDS.search(lowered):
        return True
    return bool(_AMOUNT_HINT.search(lowered)) and bool(find_amounts(text))


def contains_durations(text: str) -> bool:
    """True when the text states a period: "30 days", "thirty-six (36) months", "2 years", "waiting period"."""
    return bool(_WAITING.search(text)) or bool(find_durations(text))


# --- sentences -------------------------------------------------------------------------------------

# A sentence ends at . ! ? or ; (legal wordings chain clauses with ";"), possibly closed by a quote or
# bracket, and the next one starts with a capital, a digit, a quote, a bracket or a bullet.
_SENTENCE_END: Final = re.compile(r"[.!?;][\"”’')\]]*(\s+)(?=[\"“‘'(\[]?[A-Z0-9•●▪])")
_ABBREVIATIONS: Final = frozenset(
    {
        "rs",
        "no",
        "nos",
        "co",
        "ltd",
        "pvt",
        "inc",
        "dr",
        "mr",
        "mrs",
        "ms",
        "st",
        "sr",
        "jr",
        "vs",
        "viz",
        "eg",
        "e.g",
        "ie",
        "i.e",
        "approx",
        "max",
        "min",
        "yrs",
        "hrs",
        "regn",
        "reg",
        "govt",
        "dept",
        "sec",
        "cl",
        "art",
        "fig",
        "ref",
        "p",
        "pp",
        "vol",
        "incl",
        "excl",
        "w.e.f",
        "u/s",
        "sl",
        "s.no",
        "prof",
        "smt",
        "shri",
        "est",
        "amt",
        "qty",
        "nr",
    }
)
_WORD_BEFORE: Final = re.compile(r"([A-Za-z./]+)$")


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of ``text``; the whitespace between sentences belongs to neither."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _SENTENCE_END.finditer(text):
        end = m.start(1)
        if text[m.start()] == ".":
            word = _WORD_BEFORE.search(text, 0, m.start())
            token = word.group(1).lower().strip(".") if word else ""
            if token in _ABBREVIATIONS or (len(token) == 1 and token.isalpha()):
                continue
        if end > start:
            spans.append((start, end))
        start = m.end(1)
    if start < len(text) and text[start:].strip():
        spans.append((start, len(text.rstrip())))
    return spans


def split_sentences(text: str) -> list[str]:
    return [text[a:b] for a, b in sentence_spans(text)]


# --- heading shapes --------------------------------------------------------------------------------

_SMALL_WORDS: Final = frozenset(
    {
        "of",
        "and",
        "the",
        "for",
        "to",
        "in",
        "on",
        "a",
        "an",
        "or",
        "with",
        "by",
        "under",
        "&",
        "at",
        "as",
        "from",
        "per",
        "is",
        "its",
        "into",
        "not",
        "than",
        "other",
        "any",
        "during",
        "after",
        "before",
        "upon",
    }
)
_WORD: Final = re.compile(r"[A-Za-z][A-Za-z'’\-/]*")
_DIGIT_GROUP: Final = re.compile(r"\d+")
_UPPER: Final = re.compile(r"[A-Z]")
_SENTENCE_OPENERS: Final = frozenset(
    {
        "If",
        "When",
        "Where",
        "Whereas",
        "Provided",
        "Unless",
        "Subject",
        "Please",
        "The",
        "This",
        "These",
        "It",
        "We",
        "You",
        "Such",
        "Any",
    }
)
_LOWER: Final = re.compile(r"[a-z]")


_BANNER: Final = re.compile(r"\b(?:LIMITED|LTD|INSURANCE\s+(?:COMPANY|PLAN|POLICY)|POLICY\s+WORDINGS?|UIN)\b")


def is_caps_heading(text: str) -> bool:
    """An all-capitals line short enough to be a heading: "EXCLUSIONS", "GENERAL TERMS AND CLAUSES".

    Insurer and product banners ("STAR HEALTH AND ALLIED INSURANCE COMPANY LIMITED") are not headings.
    """
    s = text.strip()
    if not s or len(s) > 100 or s.endswith((",", ";")) or sum(c.islower() for c in s[:12]) > 2:
        return False
    if _BANNER.search(s):
        return False
    upper = len(_UPPER.findall(s))
    lower = len(_LOWER.findall(s))
    if upper + lower < 4 or upper < 0.85 * (upper + lower):
        return False
    words = _WORD.findall(s)
    spaced_out = sum(1 for w in words if len(w) == 1) * 2 > len(words)  # "P O L I C Y  W O R D I N G S"
    return 1 <= len(words) <= 14 and len(_DIGIT_GROUP.findall(s)) <= 1 and not spaced_out


def is_title_heading(text: str) -> bool:
    """A short Title Case line with no sentence punctuation: "Limit of Cover", "Exclusions", "Claims Procedure"."""
    s = text.strip().rstrip(":").strip()
    if not s or len(s) > 60 or not s[0].isupper() or s.endswith((".", ",", ";")):
        return False
    words = _WORD.findall(s)
    if not 1 <= len(words) <= 8 or len(_DIGIT_GROUP.findall(s)) > 1 or s.count("(") != s.count(")"):
        return False
    if words[0] in _SENTENCE_OPENERS:
        return False
    significant = [w for w in words if w.lower() not in _SMALL_WORDS]
    if not significant:
        return False
    capitalised = sum(1 for w in significant if w[0].isupper())
    return capitalised / len(significant) >= 0.75 and " means" not in f" {s.lower()}"


# --- definitions -----------------------------------------------------------------------------------

_DEFINITION: Final = re.compile(
    r"""^[“"‘']?(?P<term>[A-Z][A-Za-z0-9 /&()\-’',.]{1,90}?)[”"’']?\s*(?::\s*)?[-–]?\s*"""
    r"""\b(?P<verb>means|mean|shall\s+mean|is\s+defined\s+as|will\s+be\s+deemed\s+to\s+mean|refers?\s+to|"""
    r"""shall\s+include|includes|is|are)\b""",
)
_WEAK_VERBS: Final = frozenset({"is", "are", "includes"})
_NOT_TERMS: Final = re.compile(
    r"^(?:The|This|These|Those|It|Any|All|Such|There|Each|No|A|An|In|If|Where|Note|Explanation|Provided|However|THE)"
    r"(?=[\s:,]|$)"
)


def _is_term_like(term: str) -> bool:
    """All capitals, or Title Case: the shape of a defined term."""
    letters = term.replace(" ", "")
    if letters.isupper():
        return True
    words = [w for w in _WORD.findall(term) if w.lower() not in _SMALL_WORDS]
    return bool(words) and all(w[0].isupper() for w in words)


_DEFINITION_COLON: Final = re.compile(
    r"""^[“"‘']?(?P<term>[A-Z][A-Za-z0-9 /&()\-’']{1,60}?)[”"’']?\s*:\s+\S"""
)
_QUOTED_TERM: Final = re.compile(r"""^[“"‘'](?P<term>[^”"’']{2,60})[”"’']""")
_PARENTHETICAL: Final = re.compile(r"\s*\(([^()]*)\)")
_ABBREVIATION: Final = re.compile(r"^[A-Z][A-Z0-9&\-]{1,7}$")
_STOP_VARIANTS: Final = frozenset(
    {"we", "our", "us", "you", "your", "i", "me", "my", "it", "they", "he", "she"}
)
_SPLIT_VARIANTS: Final = re.compile(r"\s*/\s*|\s+or\s+", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class DefinedTerm:
    """A term a wording defines: ``canonical`` as the definition writes it, ``variants`` to look for."""

    canonical: str
    variants: tuple[str, ...]


_KNOWN_ABBREVIATIONS: Final = frozenset(
    {
        "ICU",
        "AIDS",
        "HIV",
        "TPA",
        "OPD",
        "IPD",
        "PED",
        "AYUSH",
        "IRDAI",
        "IRDA",
        "NCB",
        "ID",
        "CHC",
        "PHC",
        "ABHA",
        "BMI",
        "RMO",
        "ENT",
        "CT",
        "MRI",
        "PPN",
        "NCD",
        "SI",
        "UIN",
        "KYC",
        "GST",
        "ECS",
        "NEFT",
    }
)


def _title(term: str) -> str:
    """ "ANY ONE ILLNESS" -> "Any One Illness"; known abbreviations (ICU, AYUSH) stay in capitals."""
    out = []
    for i, word in enumerate(term.split()):
        bare = word.strip("()/.,")
        if bare in _KNOWN_ABBREVIATIONS:
            out.append(word)
        elif i and word.lower() in _SMALL_WORDS:
            out.append(word.lower())
        else:
            out.append("-".join(p.capitalize() for p in word.split("-")))
    return " ".join(out)


def _caps_prefix(term: str) -> str:
    """ "ANY ONE ILLNESS Any one illness" -> "ANY ONE ILLNESS" (wordings that repeat the term)."""
    words = term.split()
    prefix: list[str] = []
    for w in words:
        letters = [c for c in w if c.isalpha()]
        if letters and all(c.isupper() for c in letters):
            prefix.append(w)
        else:
            break
    rest = words[len(prefix) :]
    if not prefix or not rest or sum(len(w) for w in prefix) < 4:
        return term
    prefix_words = {w.lower().strip("/()") for p in prefix for w in re.split(r"[/ ]", p)}
    if any(w.lower().strip("/().,") in prefix_words for w in rest) or rest[0][:1].isupper():
        return " ".join(prefix)
    return term


def parse_definition(text: str) -> DefinedTerm | None:
    """The term a definition line defines ("Accident means ...", "“Hospital” means ...", "AIDS: means")."""
    s = text.strip()
    m = _QUOTED_TERM.match(s)
    raw = m.group("term") if m else None
    if raw is None:
        m = _DEFINITION.match(s)
        if m and m.group("verb") in _WEAK_VERBS and not _is_term_like(m.group("term")):
            m = None  # "ACCIDENT is a ...", "Bone Marrow Transplant is ..." define; "It is ..." does not
        m = m or _DEFINITION_COLON.match(s)
        if not m:
            return None
        raw = m.group("term")
        if _NOT_TERMS.match(raw):
            return None
    raw = raw.strip(" ,.-–:")
    abbreviations: list[str] = []

    def _drop(paren: re.Match[str]) -> str:
        inner = paren.group(1).strip()
        if _ABBREVIATION.match(inner):
            abbreviations.append(inner)
        return ""

    base = " ".join(_PARENTHETICAL.sub(_drop, raw).split())
    base = _caps_prefix(base)
    if len(base) < 3 or len(base.split()) > 7:
        return None
    canonical = _title(base) if base.isupper() else base
    variants: list[str] = [canonical]
    for part in _SPLIT_VARIANTS.split(canonical):
        part = part.strip()
        if len(part) >= 3 and part.lower() not in _STOP_VARIANTS and part not in variants:
            variants.append(part)
    for abbr in abbreviations:
        if abbr not in variants and abbr.lower() not in _STOP_VARIANTS:
            variants.append(abbr)
    variants = [v for v in variants if v.lower() not in _STOP_VARIANTS]
    if not variants:
        return None
    return DefinedTerm(canonical=canonical, variants=tuple(variants))


def _variant_pattern(variant: str) -> re.Pattern[str]:
    words = [re.escape(w) for w in re.split(r"[\s\-]+", variant) if w]
    return re.compile(r"(?<![A-Za-z])" + r"[\s\-]*".join(words) + r"(?![A-Za-z])", re.IGNORECASE)


_WORDS: Final = re.compile(r"[a-z0-9]+")


class DefinedTermIndex:
    """Finds, in any text, the defined terms of one wording (case-insensitive, whole words)."""

    def __init__(self, terms: list[DefinedTerm]) -> None:
        seen: set[str] = set()
        self._order: dict[str, int] = {}
        self._by_first: dict[str, list[tuple[str, tuple[str, ...], re.Pattern[str] | None]]] = {}
        for term in terms:
            key = term.canonical.lower()
            if key in seen:
                continue
            seen.add(key)
            self._order[term.canonical] = len(self._order)
            for variant in term.variants:
                words = tuple(_WORDS.findall(variant.lower().replace("-", "")))
                if not words:
                    continue
                pattern = _variant_pattern(variant) if len(words) > 1 else None
                self._by_first.setdefault(words[0], []).append((term.canonical, words, pattern))

    def __len__(self) -> int:
        return len(self._order)

    def find(self, text: str) -> tuple[str, ...]:
        """Canonical terms used in ``text``, in the order the definitions section gives them."""
        present = set(_WORDS.findall(text.lower().replace("-", "")))
        found: set[str] = set()
        for first in present.intersection(self._by_first):
            for canonical, words, pattern in self._by_first[first]:
                if canonical in found or not present.issuperset(words):
                    continue
                if pattern is None or pattern.search(text):
                    found.add(canonical)
        return tuple(sorted(found, key=self._order.__getitem__))
