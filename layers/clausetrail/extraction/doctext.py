"""A searchable text over a list of clauses, with every position traceable to its clause and raw words.

Patterns run over one normalised string (the clauses in document order, separated by blank lines), so
a chunking boundary rarely hides a match. Normalisation keeps a map from every character back to the
raw clause text, so a quote is always the document's own words (whitespace collapsed). It:

- reads typographic variants plainly: curly quotes, dashes, non-breaking spaces, the text layer's
  U+FFFE line-break hyphen; a backtick before a number as ``₹`` (some fonts render the rupee sign so);
  "ExcI02" (capital I) as "Excl02", "EscI06" (s for x) as "Excl06" and "Excl0 1" as "Excl01";
- joins letter-spaced words ("W e  w i l l  c o v e r" -> "Wewillcover") so the numbers around them
  stay in one sentence;
- collapses runs of spaces, and of blank lines, keeping single line breaks (table rows, list items).

Pure code, no I/O.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from clausetrail.extraction.context import ClauseView

_CHAR_TABLE: Final[dict[str, str]] = {
    "\ufffe": "-",
    "\u00a0": " ",
    "\u2002": " ",
    "\u2003": " ",
    "\u2009": " ",
    "\u202f": " ",
    "\t": " ",
    "\r": "\n",
    "\u2018": "'",
    "\u2019": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u2013": "-",
    "\u2014": "-",
    "\u2010": "-",
    "\u2011": "-",
    "\u2212": "-",
    "\uf0b7": " ",  # private-use bullet glyph
    "\u2022": " ",
}
_DROP: Final = frozenset({"\u00ad", "\u200b", "\ufeff"})

_BACKTICK_RUPEE: Final = re.compile(r"`(?=\s?\d)")
# the IRDAI exclusion code prefix as OCR misreads it ("ExcI02", "EscI06", "Exc|03"): one letter of "Excl"
# read as a look-alike (s/x, I/|/1 for l) before the code's digits
_EXCL_OCR: Final = re.compile(r"\bE[xs]c[lI|](?=\s*[-_.:]?\s*\d)")
_EXCL_SPLIT_DIGITS: Final = re.compile(r"(?<=\bExcl[01]) (?=\d\b)")  # "Excl0 1": a stray space in the code
_LETTER_SPACED: Final = re.compile(r"(?<![\w.])(?:[A-Za-z] ){4,}[A-Za-z](?![\w])")
_SPACES: Final = re.compile(r"[ \f\v]{2,}")
_LINE_BREAKS: Final = re.compile(r" ?\n[\n ]*")

CLAUSE_SEPARATOR: Final = "\n\n"
# a full stop or semicolon before a capital or a digit ends a sentence, except the stop of a currency or
# number abbreviation before its figure ("Rs. 4,000", "No. 5")
_SENTENCE_END: Final = re.compile(
    r"(?:(?<!\bRs)(?<!\bRS)(?<!\bRe)(?<!\bNo)(?<!\bNO)\.(?=\s+[(\"']?[A-Z0-9])|\.(?=\s+[(\"']?[A-Z])|;(?=\s+[(\"']?[A-Z0-9])|\n\n)"
)
MAX_SENTENCE_CHARS: Final = 420


def _transform(
    text: str, index: list[int], pattern: re.Pattern[str], replace: Callable[[re.Match[str]], str]
) -> tuple[str, list[int]]:
    """Apply a substitution whose replacement chars all map to the match start, keeping ``index`` aligned."""
    out: list[str] = []
    new_index: list[int] = []
    last = 0
    for m in pattern.finditer(text):
        out.append(text[last : m.start()])
        new_index.extend(index[last : m.start()])
        replacement = replace(m)
        out.append(replacement)
        new_index.extend([index[m.start()]] * len(replacement))
        last = m.end()
    out.append(text[last:])
    new_index.extend(index[last:])
    return "".join(out), new_index


def _join_letter_spaced(text: str, index: list[int]) -> tuple[str, list[int]]:
    out: list[str] = []
    new_index: list[int] = []
    last = 0
    for m in _LETTER_SPACED.finditer(text):
        out.append(text[last : m.start()])
        new_index.extend(index[last : m.start()])
        for offset in range(m.start(), m.end()):
            if text[offset] != " ":
                out.append(text[offset])
                new_index.append(index[offset])
        last = m.end()
    out.append(text[last:])
    new_index.extend(index[last:])
    return "".join(out), new_index


def normalise_with_map(raw: str) -> tuple[str, list[int]]:
    """The normalised text of ``raw`` and, for each of its characters, the index of the raw character."""
    chars: list[str] = []
    index: list[int] = []
    for i, ch in enumerate(raw):
        if ch in _DROP:
            continue
        chars.append(_CHAR_TABLE.get(ch, ch))
        index.append(i)
    text = "".join(chars)
    text, index = _transform(text, index, _BACKTICK_RUPEE, lambda m: "₹")
    text, index = _transform(text, index, _EXCL_OCR, lambda m: "Excl")
    text, index = _transform(text, index, _EXCL_SPLIT_DIGITS, lambda m: "")
    text, index = _join_letter_spaced(text, index)
    text, index = _transform(text, index, _SPACES, lambda m: " ")
    text, index = _transform(text, index, _LINE_BREAKS, lambda m: "\n")
    start, end = 0, len(text)
    while start < end and text[start] in " \n":
        start += 1
    while end > start and text[end - 1] in " \n":
        end -= 1
    return text[start:end], index[start:end]


def normalise(raw: str) -> str:
    return normalise_with_map(raw)[0]


def word_set(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text`` (for readable word lists in the rules)."""
    return frozenset(text.split())


@dataclass(frozen=True, slots=True)
class Span:
    """A stretch of the document text."""

    start: int
    end: int


class DocText:
    """The clauses of a pass context as one normalised, searchable string."""

    def __init__(self, clauses: Sequence[ClauseView]) -> None:
        self.clauses: tuple[ClauseView, ...] = tuple(clauses)
        parts: list[str] = []
        self._starts: list[int] = []
        self._maps: list[list[int]] = []
        offset = 0
        for n, clause in enumerate(self.clauses):
            if n:
                parts.append(CLAUSE_SEPARATOR)
                offset += len(CLAUSE_SEPARATOR)
            text, index = normalise_with_map(clause.text)
            self._starts.append(offset)
            self._maps.append(index)
            parts.append(text)
            offset += len(text)
        self.text: str = "".join(parts)
        self._ends: list[int] = [s + len(m) for s, m in zip(self._starts, self._maps, strict=True)]
        self._flat: str | None = None

    def __len__(self) -> int:
        return len(self.text)

    @property
    def flat(self) -> str:
        """The text with every run of whitespace (line breaks included) as one space."""
        if self._flat is None:
            self._flat = " ".join(self.text.split())
        return self._flat

    def contains_quote(self, quote: str) -> bool:
        """Whether ``quote`` (any spacing, the raw typography) appears verbatim in the document."""
        needle = " ".join(normalise(quote).split())
        return bool(needle) and needle in self.flat

    # -- positions -> clauses ------------------------------------------------------------------------

    def clause_index(self, pos: int) -> int:
        """Index (into ``clauses``) of the clause holding position ``pos`` (the next one on a separator)."""
        if not self.clauses:
            raise IndexError("empty document")
        i = bisect_right(self._starts, pos) - 1
        return max(0, min(i, len(self.clauses) - 1))

    def clause_at(self, pos: int) -> ClauseView:
        return self.clauses[self.clause_index(pos)]

    def run_start(self, i: int) -> int:
        """Text offset where the run of document-contiguous clauses holding clause ``i`` begins.

        Retrieved clauses sit side by side in a pass context although they come from different parts of
        the wording; look-backs ("is this under an Exclusions heading?") must not cross such a seam.
        """
        j = i
        while j > 0 and self.clauses[j - 1].ordinal == self.clauses[j].ordinal - 1:
            j -= 1
        return self._starts[j]

    def clause_span(self, i: int) -> Span:
        return Span(self._starts[i], self._ends[i])

    def clause_text(self, i: int) -> str:
        return self.text[self._starts[i] : self._ends[i]]

    def iter_clauses(self) -> Iterator[tuple[int, ClauseView, str]]:
        for i, clause in enumerate(self.clauses):
            yield i, clause, self.clause_text(i)

    # -- windows -------------------------------------------------------------------------------------

    def window(self, pos: int, before: int, after: int, *, same_clause: bool = True) -> tuple[int, int]:
        """Bounds of ``before`` chars before ``pos`` to ``after`` chars after it (within its clause)."""
        lo, hi = max(0, pos - before), min(len(self.text), pos + after)
        if same_clause and self.clauses:
            span = self.clause_span(self.clause_index(pos))
            lo, hi = max(lo, span.start), min(hi, span.end)
        return lo, hi

    def sentence(self, start: int, end: int | None = None) -> Span:
        """The sentence around ``[start, end)``: bounded by '.', ';' before a capital, a clause break, or
        :data:`MAX_SENTENCE_CHARS` either side."""
        end = start if end is None else end
        lo_limit = max(0, start - MAX_SENTENCE_CHARS)
        hi_limit = min(len(self.text), end + MAX_SENTENCE_CHARS)
        if self.clauses:
            span = self.clause_span(self.clause_index(start))
            lo_limit, hi_limit = max(lo_limit, span.start), min(hi_limit, max(span.end, end))
        lo = lo_limit
        for m in _SENTENCE_END.finditer(self.text, lo_limit, start):
            lo = m.end()
        m_end = _SENTENCE_END.search(self.text, end, hi_limit)
        hi = m_end.start() + 1 if m_end else hi_limit
        while lo < hi and self.text[lo] in " \n":
            lo += 1
        return Span(lo, min(hi, len(self.text)))

    def next_sentence(self, sentence: Span) -> Span | None:
        """The sentence after ``sentence`` in the same clause ("Free Look Period. You have 30 days ..."), or None
        when ``sentence`` ends its clause."""
        clause_end = (
            self.clause_span(self.clause_index(sentence.start)).end if self.clauses else len(self.text)
        )
        if sentence.end >= clause_end:
            return None
        following = self.sentence(min(sentence.end + 1, clause_end - 1))
        return Span(following.start, min(following.end, clause_end))

    def sentence_text(self, start: int, end: int | None = None) -> str:
        span = self.sentence(start, end)
        return self.text[span.start : span.end]

    # -- quotes --------------------------------------------------------------------------------------

    def raw(self, start: int, end: int) -> str:
        """The raw (document) words of normalised ``[start, end)`` within one clause, whitespace collapsed."""
        if start >= end or not self.clauses:
            return ""
        i = self.clause_index(start)
        base = self._starts[i]
        index = self._maps[i]
        lo = max(0, start - base)
        hi = min(len(index), end - base)
        if lo >= hi:
            return ""
        raw_text = self.clauses[i].text[index[lo] : index[hi - 1] + 1]
        return " ".join(raw_text.replace("\ufffe", "-").split())

    def quote(self, start: int, end: int, *, max_words: int = 30) -> str:
        """A short verbatim quote: the sentence around ``[start, end)``, cut to ``max_words`` around it."""
        sentence = self.sentence(start, end)
        lo, hi = sentence.start, max(sentence.end, end)
        words = [(m.start(), m.end()) for m in re.finditer(r"\S+", self.text[lo:hi])]
        if len(words) > max_words:
            first = next((n for n, (s, e) in enumerate(words) if lo + e > start), 0)
            last = max((n for n, (s, e) in enumerate(words) if lo + s < end), default=first)
            span_words = last - first + 1
            if span_words >= max_words:
                words = words[first : first + max_words]
            else:
                spare = max_words - span_words
                left = min(first, spare // 3)
                begin = first - left
                words = words[begin : begin + max_words]
            lo, hi = lo + words[0][0], lo + words[-1][1]
        return self.raw(lo, hi)
