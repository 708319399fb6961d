"""Clause markers of Indian (IRDAI-style) policy wordings: read them, normalise them, find references to them.

A marker is what starts a clause or a sub-clause at the beginning of a line: ``4.1``, ``5.2.3.``,
``2.10`` (even glued: ``2.10Condition``), ``4``, ``(a)``, ``a)``, ``a.``, ``(iv)``, ``iv.``, ``III``, ``•``,
``Code-Excl01`` / ``Excl 07:``, ``Section 3``, ``PART B``, ``ARTICLE II``, ``Annexure I``.

Normal form of a clause number (``normalise_clause_no``): dotted numbers without the trailing dot
(``4.2``, ``5.2.3``), IRDAI exclusion codes as ``Excl01``, sub-clauses in brackets after their parent
(``4.2(a)``, ``4.2(f)(iv)``), annexures as ``Annexure I``. Pure functions, no I/O.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Final


class MarkerKind(StrEnum):
    DOTTED = "dotted"  # 4.1, 5.2.3
    NUMBER = "number"  # 4, 4., 4), (4)
    LETTER = "letter"  # a) (a) a. A.  -- may also be a roman numeral (i, v, x, I, V, X)
    ROMAN = "roman"  # iv. (ii) II.
    BULLET = "bullet"  # • - *
    EXCL = "excl"  # Code-Excl01, Excl 07
    NAMED = "named"  # Section 3, PART B, ARTICLE II, Annexure I


@dataclass(frozen=True, slots=True)
class Marker:
    kind: MarkerKind
    raw: str  # the marker as printed, without surrounding space
    end: int  # where the marker ends in the line (the clause text starts at or after it)
    punct: str = ""  # ".", ")", "()" or " " (no punctuation)
    numbers: tuple[int, ...] = ()  # DOTTED / NUMBER values
    label: str = ""  # LETTER / ROMAN label as printed, NAMED keyword (lower case), EXCL code
    ident: str = ""  # NAMED: the id after the keyword ("3", "B", "II")
    weak: bool = False  # a roman numeral without punctuation ("III Kidney Failure"): only continues a list

    @property
    def interpretations(self) -> tuple[tuple[str, int], ...]:
        """(style family, ordinal value) readings of a list marker: "i." is roman 1 or letter 9."""
        if self.kind is MarkerKind.NUMBER:
            return (("num", self.numbers[0]),)
        if self.kind in (MarkerKind.LETTER, MarkerKind.ROMAN):
            out: list[tuple[str, int]] = []
            case = "lower" if self.label.islower() else "upper"
            roman = roman_value(self.label)
            if roman is not None:
                out.append((f"roman_{case}", roman))
            if len(self.label) == 1:
                out.append((f"alpha_{case}", ord(self.label.lower()) - ord("a") + 1))
            return tuple(out)
        if self.kind is MarkerKind.BULLET:
            return (("bullet", 0),)
        if self.kind is MarkerKind.EXCL:
            return (("excl", int(self.label[4:])),)
        return ()


_ROMAN_VALUES: Final = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}
_ROMAN_RE: Final = re.compile(
    r"^(?:x{0,3})(?:ix|iv|v?i{0,3})$|^(?:x{0,3}|xl|l)(?:ix|iv|v?i{0,3})$", re.IGNORECASE
)


def roman_value(label: str) -> int | None:
    """Value of a roman numeral up to 89 ("iv" -> 4), else None."""
    s = label.lower()
    if not s or not _ROMAN_RE.match(s) or any(c not in _ROMAN_VALUES for c in s):
        return None
    total = 0
    for i, c in enumerate(s):
        v = _ROMAN_VALUES[c]
        total += -v if i + 1 < len(s) and _ROMAN_VALUES[s[i + 1]] > v else v
    return total or None


# --- line-start markers ----------------------------------------------------------------------------

_STARTS_CLAUSE_TEXT: Final = r"""(?=[A-Z“"'‘(\[])"""
_DOTTED_RE: Final = re.compile(rf"^\s*(\d{{1,2}}(?:\.\d{{1,3}}){{1,5}})(\.?)\s*{_STARTS_CLAUSE_TEXT}")
_COMPOUND_RE: Final = re.compile(r"^\s*([A-H])\.([IVX]{1,4})\.(?:(\d{1,2})\.?)?\s*(?=[A-Z])")
_NUMBER_RE: Final = re.compile(
    r"^\s*(?:\((\d{1,3})\)|(\d{1,3})([.)])(?!\d)|(\d{1,2})(?=\s+[A-Z“\"(]))\s*(?=[A-Za-z“\"'‘(\[]|\d+[\s-]*[A-Za-z])"
)
_LETTER_RE: Final = re.compile(
    r"^\s*(?:\(([a-zA-Z]|[ivxlIVXL]{1,7})\)|([a-zA-Z]|[ivxlIVXL]{2,7})([.)]))(?:\s+(?=\S)|(?<=[IVXL][.)])(?=[A-Z][a-z]))"
)
_WEAK_ROMAN_RE: Final = re.compile(r"^\s*([IVX]{1,6})\s+(?=[A-Z][a-z])")
_BULLET_RE: Final = re.compile(r"^\s*(?:([•●▪■◦‣∙·○➢►✓✔❖\uf0b7\uf0a7\uf076\uf0d8])\s*|([\-–—*])\s+)(?=\S)")
_EXCL_CODE: Final = r"(?:\bCode\s*[-–—:]?\s*)?\bExcl\s*[-–—]?\s*(\d{1,2})(?!\d|\.\d)"
_EXCL_RE: Final = re.compile(rf"^\s*\(?{_EXCL_CODE}\)?\s*[:.\-–]?\s*", re.IGNORECASE)
_NAMED_RE: Final = re.compile(
    r"^\s*(SECTION|Section|PART|Part|ARTICLE|Article|CHAPTER|Chapter|ANNEXURE|Annexure|SCHEDULE|Schedule|"
    r"APPENDIX|Appendix)\s*[-–:]?\s*(\d{1,2}|[IVXL]{1,6}|[A-Z])(?![A-Za-z0-9])"
)
_NAMED_REST_OK: Final = re.compile(r"^\s*(?:$|[.:)\-–—]+\s*(?:$|[A-Z0-9“\"(])|[A-Z“\"(])")
_COMPOUND_ID: Final = re.compile(r"^\s*[.\-–]\s?(?:\d|[IVX]+(?:[.\-\s,)]|$))")

#: Keywords of named headings that sit above everything else and restart clause numbering.
TOP_LEVEL_NAMES: Final = frozenset({"annexure", "schedule", "appendix"})


def parse_marker(line: str) -> Marker | None:
    """The clause marker ``line`` starts with, or None. Reads only the start of the line."""
    m = _NAMED_RE.match(line)
    if m:
        rest = line[m.end() :]
        if _NAMED_REST_OK.match(rest) and not _COMPOUND_ID.match(rest):
            return Marker(
                MarkerKind.NAMED, m.group(0).strip(), m.end(), label=m.group(1).lower(), ident=m.group(2)
            )
    m = _EXCL_RE.match(line)
    if m:
        code = f"Excl{int(m.group(1)):02d}"
        return Marker(MarkerKind.EXCL, m.group(0).strip(), m.end(), label=code)
    m = _COMPOUND_RE.match(line)
    if m:  # "D.I.1." (ManipalCigna): letter, roman, number; read as a dotted number that keeps its label
        letter, roman, digits = m.group(1), m.group(2), m.group(3)
        numbers = (ord(letter) - ord("A") + 1, roman_value(roman) or 0, *((int(digits),) if digits else ()))
        label = f"{letter}.{roman}" + (f".{digits}" if digits else "")
        return Marker(MarkerKind.DOTTED, m.group(0).strip(), m.end(), punct=".", numbers=numbers, label=label)
    m = _DOTTED_RE.match(line)
    if m:
        numbers = tuple(int(p) for p in m.group(1).split("."))
        return Marker(
            MarkerKind.DOTTED, (m.group(1) + m.group(2)), m.end(2), punct=m.group(2), numbers=numbers
        )
    m = _NUMBER_RE.match(line)
    if m:
        if m.group(1):
            value, punct = m.group(1), "()"
        elif m.group(2):
            value, punct = m.group(2), m.group(3)
        else:
            value, punct = m.group(4), " "
        return Marker(MarkerKind.NUMBER, m.group(0).strip(), m.end(), punct=punct, numbers=(int(value),))
    m = _LETTER_RE.match(line)
    if m:
        label = m.group(1) or m.group(2)
        punct = "()" if m.group(1) else m.group(3)
        if len(label) > 1 and roman_value(label) is None:
            return None
        kind = MarkerKind.LETTER if len(label) == 1 else MarkerKind.ROMAN
        if len(label) > 1 and not (label.islower() or label.isupper()):
            return None
        return Marker(kind, m.group(0).strip(), m.end(), punct=punct, label=label)
    m = _WEAK_ROMAN_RE.match(line)
    if m and roman_value(m.group(1)) is not None:
        return Marker(MarkerKind.ROMAN, m.group(1), m.end(), punct=" ", label=m.group(1), weak=True)
    m = _BULLET_RE.match(line)
    if m:
        symbol = m.group(1) or m.group(2)
        return Marker(MarkerKind.BULLET, symbol, m.end(), punct=" ", label=symbol)
    return None


# --- exclusion codes -------------------------------------------------------------------------------

_EXCL_ANYWHERE: Final = re.compile(_EXCL_CODE, re.IGNORECASE)
_REFERENCE_BEFORE: Final = re.compile(
    r"(?:refer(?:red)?|under|per|see|of|with|and|excluding|except|exclusion\s+no\.?\s*\d*\s*\(?)\s*[(\[]?\s*$",
    re.IGNORECASE,
)


def exclusion_codes(text: str) -> tuple[str, ...]:
    """Every IRDAI exclusion code mentioned in ``text``, normalised ("Code - Excl 02" -> "Excl02"), in order."""
    found: dict[str, None] = {}
    if "excl" not in text.lower():
        return ()
    for m in _EXCL_ANYWHERE.finditer(text):
        found[f"Excl{int(m.group(1)):02d}"] = None
    return tuple(found)


def own_exclusion_code(heading: str) -> str | None:
    """The exclusion code a clause heading carries ("4.1. Pre-Existing Diseases (Excl 01)" -> "Excl01").

    None when the heading names none, names several (a list of references) or only refers to one
    ("as per Excl 03").
    """
    codes: list[str] = []
    if "excl" not in heading.lower():
        return None
    for m in _EXCL_ANYWHERE.finditer(heading):
        if _REFERENCE_BEFORE.search(heading[max(0, m.start() - 24) : m.start()]):
            continue
        code = f"Excl{int(m.group(1)):02d}"
        if code not in codes:
            codes.append(code)
    return codes[0] if len(codes) == 1 else None


# --- normal form -----------------------------------------------------------------------------------

_KEYWORD_PREFIX: Final = re.compile(
    r"^(?:clauses?|sections?|sub[\s-]*clauses?|conditions?|exclusions?|articles?|paras?|paragraphs?|"
    r"points?|items?|benefits?|no\.?|number)\s*[:.\-–]?\s*",
    re.IGNORECASE,
)
_ANNEX: Final = re.compile(
    r"^(annexure|appendix|schedule|part|list)\s*[-–:]?\s*([0-9]{1,2}|[IVXL]{1,6}|[A-Z])$", re.I
)
_TOKENS: Final = re.compile(r"\(([A-Za-z]{1,6}|\d{1,3})\)|([A-Za-z]{1,6})|(\d{1,3})")


def normalise_clause_no(raw: str) -> str:
    """Normal form of a clause number as printed or cited.

    ``"4.1."`` -> ``"4.1"``; ``"2.10Condition"`` is not a number (pass the marker only);
    ``"Code-Excl01"``, ``"Excl 1"`` -> ``"Excl01"``; ``"(a)"``, ``"a)"``, ``"a."`` -> ``"(a)"``;
    ``"4.2.f.iv"``, ``"4.2(f)(iv)"``, ``"4.2.f).iv"`` -> ``"4.2(f)(iv)"``; ``"Section 3.1"`` -> ``"3.1"``;
    ``"Annexure-II"`` -> ``"Annexure II"``; ``"D.I.1"`` -> ``"D.I.1"``.
    """
    s = " ".join(raw.split()).strip().strip(".,;:–-").strip()
    m = re.fullmatch(_EXCL_CODE, s, re.IGNORECASE) or re.fullmatch(
        r"\(?" + _EXCL_CODE + r"\)?", s, re.IGNORECASE
    )
    if m:
        return f"Excl{int(m.group(1)):02d}"
    s = _KEYWORD_PREFIX.sub("", s).strip()
    annex = _ANNEX.match(s)
    if annex:
        return f"{annex.group(1).capitalize()} {annex.group(2).upper()}"
    parts: list[str] = []
    bracketed = False
    for m in _TOKENS.finditer(s):
        inner, word, digits = m.group(1), m.group(2), m.group(3)
        if inner is not None:
            parts.append(f"({inner})")
            bracketed = True
            continue
        token = word if word is not None else digits
        assert token is not None
        is_sub = bracketed or (word is not None and word.islower())
        if is_sub:
            parts.append(f"({token})")
            bracketed = True
        else:
            parts.append(("." if parts else "") + token)
    return "".join(parts) if parts else s


# --- cross references ------------------------------------------------------------------------------

_REF_NUMBER: Final = re.compile(
    r"(?<![\w.,/])(?P<num>\d{1,2}(?:\.\d{1,3})*(?:(?:\.\(?|\()(?:[ivx]{1,5}|[a-z])\)?(?![A-Za-z0-9]))*)"
    r"(?![\d%]|[.,]\d|[A-Za-z])"
)
_REF_KEYWORD_BEFORE: Final = re.compile(
    r"\b(?:clauses?|sections?|sub[\s-]*clauses?|conditions?|exclusions?|articles?|paras?|paragraphs?|points?)"
    r"\s*(?:no\.?\s*)?[(\[]?$",
    re.IGNORECASE,
)
_REF_LIST_BEFORE: Final = re.compile(r"^\s*(?:,|&|/|and|or|to)\s*$", re.IGNORECASE)
_COMPOUND_REF: Final = re.compile(
    r"\b(?:[Ss]ection|SECTION)\s+(?P<num>[A-Z](?:[.\-][0-9IVX]{1,4})+)(?![\dA-Za-z])"
)
_MULTI_DOT: Final = re.compile(
    r"(?<![\w.])(?P<num>\d{1,2}\.\d{1,3}\.\d{1,3}(?:\.\d{1,3})*(?:\.(?:[ivx]{1,5}|[a-z])\)?(?![A-Za-z]))*)(?![\d%]|\.\d)"
)
_ANNEX_REF: Final = re.compile(
    r"\b(Annexure|ANNEXURE|annexure|Appendix|APPENDIX|appendix)\s*[-–:]?\s*([0-9]{1,2}|[IVXL]{1,6}|[A-Z])(?![A-Za-z0-9])"
)
_STATUTE_AFTER: Final = re.compile(r"^[^.;]{0,40}?\bof\s+[^.;]{0,60}?\bAct\b")


def find_cross_references(text: str) -> tuple[str, ...]:
    """Clause numbers ``text`` refers to, normalised, in order of first mention.

    "subject to clause 4.2", "as per Section 3.1.1.1", "Exclusions 4.7, 4.8 and 4.35", "refer Annexure I",
    "(Code-Excl01)", "under 3.1.1 to 3.1.21". Statute sections ("Section 80D of the Income Tax Act") are
    not clause references.
    """
    found: dict[str, None] = {}

    def add(raw: str) -> None:
        value = normalise_clause_no(raw)
        if value and value[0].isalnum():
            found[value] = None

    previous_end = -1  # end of the last number taken as a reference, for lists ("4.7, 4.8 and 4.35")
    for m in _REF_NUMBER.finditer(text):
        before = text[max(0, m.start() - 40) : m.start()]
        listed = previous_end >= 0 and _REF_LIST_BEFORE.match(text[previous_end : m.start()]) is not None
        if not listed and not _REF_KEYWORD_BEFORE.search(before):
            continue
        if _STATUTE_AFTER.match(text[m.end() :]):
            previous_end = -1
            continue
        add(m.group("num"))
        previous_end = m.end()
    for m in _COMPOUND_REF.finditer(text):
        add(m.group("num"))
    for m in _MULTI_DOT.finditer(text):
        add(m.group("num"))
    if "nnex" in text or "ppendix" in text or "NNEX" in text or "PPENDIX" in text:
        for m in _ANNEX_REF.finditer(text):
            add(f"{m.group(1)} {m.group(2)}")
    for code in exclusion_codes(text):
        found[code] = None
    return tuple(found)


# --- flat text -------------------------------------------------------------------------------------

#: Where a text layer with no line breaks may start a new clause: before a dotted number followed by a
#: capital, a section number followed by a capitalised heading, an exclusion code, a named heading or a
#: bracketed sub-clause; after a sentence end for the weaker ones.
FLAT_BREAK: Final = re.compile(
    r"(?<=\s)(?="
    r"\d{1,2}(?:\.\d{1,3}){1,5}\.?\s*[A-Z“\"(]"
    r"|(?<=[.:;]\s)\d{1,2}[.)]?\s+[A-Z]"
    r"|\d{1,2}\.?\s+[A-Z]{3,}[A-Z\s&,]*\b"
    r"|(?:Code\s*[-–—]?\s*)?Excl\s*[-–—]?\s*\d{2}"
    r"|(?:SECTION|Section|PART|Part|ARTICLE|Article|CHAPTER|ANNEXURE|Annexure)\s*[-–:]?\s*(?:\d{1,2}|[IVX]{1,5}|[A-Z])"
    r"(?![A-Za-z0-9]|[.\-]\d)"
    r"|(?<=[.:;]\s)\((?:[a-z]|[ivx]{1,5})\)\s"
    r"|(?<=[.:;]\s)(?:[a-z]|[ivx]{1,5})[.)]\s+[A-Za-z]"
    r")"
)


def flat_break_positions(text: str) -> list[int]:
    """Offsets in ``text`` where a clause may start (see ``FLAT_BREAK``), ascending, never 0."""
    return [m.start() for m in FLAT_BREAK.finditer(text) if m.start() > 0]
