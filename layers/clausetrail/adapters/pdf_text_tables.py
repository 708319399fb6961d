"""Unruled (text-aligned) itemised tables: columns inferred from the x-positions of words.

A hospital bill often prints its itemised part without ruling lines: a header line ("Sl. No. Particulars
Qty Rate Amount") over lines whose amounts line up under the header. This is pdfplumber's "text"
strategy, narrowed to what a claim document holds, so that a policy wording's prose is never turned into a
table:

- a **header line** names at least three columns, among them a description column (Particulars /
  Description / Service / Item …) and an amount column (Amount / Net / Total / Value …); it holds no
  number other than "No." marks, and every word of it is short. A second header line right below, made only
  of column words ("Unit" over "Price"), joins it;
- the **item lines** below it end in a number; at least two are needed. The table runs down to the last
  line that has a number under the amount column, and stops at a vertical gap wider than
  ``MAX_GAP_LINES`` lines;
- the **columns** are the x-intervals covered by the words of the header and the item lines (gutters are
  runs of at least ``MIN_GUTTER_EM`` font sizes that no such word crosses); every line of the region,
  item or not (group headings, totals, carried-forward rows), is cut at the same gutters.

The result is a :class:`~clausetrail.adapters.pdf_tables.GridTable` (one grid row per visual line, the
header lines as one row), so the layout builder writes it like a ruled table. Pure functions.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from clausetrail.adapters.ocr_lines import TextLine, Word
from clausetrail.adapters.pdf_tables import GridTable, plain_grid

MIN_GUTTER_EM: Final = 0.9  # a gap between columns, in font sizes
MAX_GAP_LINES: Final = 4.0  # a vertical gap of more than this many line heights ends the table
MIN_ITEM_LINES: Final = 2
MIN_COLUMNS: Final = 3
MAX_HEADER_WORD_CHARS: Final = 14

_DESCRIPTION: Final = re.compile(
    r"^(?:particulars?|descriptions?|services?|items?|details|charges|investigations?|procedures?|"
    r"name|head|medicines?|drugs?|products?|narration)$",
    re.I,
)
_AMOUNT: Final = re.compile(
    r"^(?:amount|amt\.?|net|total|value|charges?|gross|₹|\(₹\)|rs\.?|\(rs\.?\)|inr)$", re.I
)
_OTHER: Final = re.compile(
    r"^(?:s\.?|sl\.?|si\.?|sr\.?|no\.?|#|qty\.?|quantity|units?|days?|nos\.?|rate|tariff|unit|price|mrp|per|"
    r"date|code|batch|exp\.?|expiry|hsn|of|in|&|/|-|\(|\)|cost|disc\.?|discount|gst|tax|cgst|sgst|%|"
    r"service|item|bill|net|s\.no\.?|sl\.no\.?|sr\.no\.?|no\.of|days/qty|qty/days|pack|mfr|manufacturer|"
    r"\(rs\.?\)|\(₹\)|\(inr\)|rs\.?|₹|inr|amount|amt\.?|sac|hsn/sac|taxable|dept\.?|department|category|"
    r"remarks|ps\.?|paise|head|group|type|strength|doctor|x|nature)$",
    re.I,
)
_NUMBER: Final = re.compile(r"^\(?(?:₹|rs\.?|inr)?\s*\d[\d,]*(?:\.\d{1,2})?(?:/-)?\)?$", re.I)


@dataclass(slots=True)
class _Line:
    words: list[Word]
    size: float
    top: float
    bottom: float

    @property
    def height(self) -> float:
        return max(self.bottom - self.top, 1.0)


def _visual_lines(fragments: Sequence[TextLine]) -> list[_Line]:
    """Fragments whose vertical extents overlap by half form one visual line, top to bottom."""
    lines: list[_Line] = []
    for frag in sorted(fragments, key=lambda f: (f.center_y, f.x0)):
        if not frag.words or frag.ref >= 0:
            continue
        if lines:
            last = lines[-1]
            inter = min(last.bottom, frag.bottom) - max(last.top, frag.top)
            if inter >= 0.5 * min(last.height, max(frag.height, 1.0)):
                last.words.extend(frag.words)
                last.top, last.bottom = min(last.top, frag.top), max(last.bottom, frag.bottom)
                last.size = max(last.size, frag.size)
                continue
        lines.append(_Line(list(frag.words), frag.size, frag.top, frag.bottom))
    for line in lines:
        line.words.sort(key=lambda w: w.x0)
    return lines


def _tokens(line: _Line) -> list[str]:
    """The header's words, split where OCR glued them ("No.Service", "Rate(Rs.)"); marks with no letter
    ("()", "(₹)", "#", "/") are left out."""
    parts = (
        t for w in line.words for t in re.split(r"(?<=\w)(?=\()|(?<=\))(?=\w)|(?<=\.)(?=[A-Za-z])", w.text)
    )
    return [t for t in parts if any(ch.isalpha() for ch in t)]


def _is_header(line: _Line) -> bool:
    tokens = _tokens(line)
    if len(tokens) < 2 or any(len(t) > MAX_HEADER_WORD_CHARS for t in tokens):
        return False
    if any(ch.isdigit() for t in tokens for ch in t):
        return False
    described = any(_DESCRIPTION.match(t) for t in tokens)
    amounted = any(_AMOUNT.match(t) for t in tokens)
    unknown = sum(1 for t in tokens if not (_DESCRIPTION.match(t) or _AMOUNT.match(t) or _OTHER.match(t)))
    # one unknown word is allowed in a longer header (a column this reader has no name for)
    return described and amounted and unknown <= (1 if len(tokens) >= 4 else 0)


def _is_header_part(line: _Line) -> bool:
    tokens = _tokens(line)
    return bool(tokens) and all(
        not any(ch.isdigit() for ch in t) and (_DESCRIPTION.match(t) or _AMOUNT.match(t) or _OTHER.match(t))
        for t in tokens
    )


def _ends_in_number(line: _Line) -> bool:
    return bool(line.words) and _NUMBER.match(line.words[-1].text) is not None


def _intervals(lines: Sequence[_Line], gutter: float) -> list[tuple[float, float]]:
    spans = sorted((w.x0, w.x1) for line in lines for w in line.words if w.text.strip())
    merged: list[list[float]] = []
    for x0, x1 in spans:
        if merged and x0 - merged[-1][1] < gutter:
            merged[-1][1] = max(merged[-1][1], x1)
        else:
            merged.append([x0, x1])
    return [(a, b) for a, b in merged]


def _split_by_header(
    columns: list[tuple[float, float]], header: Sequence[_Line], items: Sequence[_Line], size: float
) -> list[tuple[float, float]]:
    """A column interval under two header names ("Qty" and "Rate" over values set close together) is cut at
    the widest gap between the names that no word crosses."""
    names = _intervals(header, MIN_GUTTER_EM * size)
    spans = sorted((w.x0, w.x1) for line in (*header, *items) for w in line.words if w.text.strip())
    out: list[tuple[float, float]] = []
    for a, b in columns:
        inside = [(x0 + x1) / 2 for x0, x1 in names if a <= (x0 + x1) / 2 <= b]
        cuts: list[float] = []
        for left, right in itertools.pairwise(inside):
            best: tuple[float, float] | None = None
            reach = left
            for x0, x1 in spans:
                if x1 <= left or x0 >= right:
                    continue
                if x0 > reach and (best is None or x0 - reach > best[1] - best[0]):
                    best = (reach, x0)
                reach = max(reach, x1)
            if right > reach and (best is None or right - reach > best[1] - best[0]):
                best = (reach, right)
            if best is not None:
                cuts.append((best[0] + best[1]) / 2)
        edges = [a, *cuts, b]
        out.extend(itertools.pairwise(edges))
    return out


def _table(header: list[_Line], body: list[_Line]) -> GridTable | None:
    items = [line for line in body if _ends_in_number(line)]
    if len(items) < MIN_ITEM_LINES:
        return None
    size = sorted(line.size for line in items)[len(items) // 2] or 10.0
    columns = _split_by_header(_intervals([*header, *items], MIN_GUTTER_EM * size), header, items, size)
    names = [
        " ".join(w.text for line in header for w in line.words if a <= (w.x0 + w.x1) / 2 <= b)
        for a, b in columns
    ]
    # a column no header word names (a gap inside long descriptions) belongs to the column on its left;
    # the first one (serial numbers under no header) stays apart
    merged: list[tuple[float, float]] = []
    merged_names: list[str] = []
    for i, (span, name) in enumerate(zip(columns, names, strict=True)):
        if not name and i > 0:
            merged[-1] = (merged[-1][0], span[1])
            continue
        merged.append(span)
        merged_names.append(name)
    columns, names = merged, merged_names
    if len(columns) < MIN_COLUMNS:
        return None
    if not any(any(_DESCRIPTION.match(t) for t in n.split()) for n in names):
        return None
    last_name = names[-1].split()
    if not any(_AMOUNT.match(t) for t in last_name) and not any(
        _AMOUNT.match(t) for n in names for t in n.split()
    ):
        return None
    grid_rows: list[tuple[float, float]] = [(min(h.top for h in header), max(h.bottom for h in header))]
    grid_rows += [(line.top, line.bottom) for line in body]
    return plain_grid(columns, grid_rows)


def find_text_tables(fragments: Sequence[TextLine]) -> list[GridTable]:
    """Itemised tables without ruling lines among a page's fragments, top to bottom."""
    lines = _visual_lines(fragments)
    tables: list[GridTable] = []
    i = 0
    while i < len(lines):
        if not _is_header(lines[i]):
            i += 1
            continue
        header = [lines[i]]
        j = i + 1
        if j < len(lines) and _is_header_part(lines[j]) and lines[j].top - lines[i].bottom < lines[i].height:
            header.append(lines[j])
            j += 1
        body: list[_Line] = []
        previous = header[-1]
        while j < len(lines):
            line = lines[j]
            if line.top - previous.bottom > MAX_GAP_LINES * previous.height or _is_header(line):
                break
            body.append(line)
            previous = line
            j += 1
        amount_left = max(w.x0 for h in header for w in h.words)
        last = max(
            (k for k, line in enumerate(body) if _ends_in_number(line) and line.words[-1].x1 >= amount_left),
            default=-1,
        )
        body = body[: last + 1]
        table = _table(header, body)
        if table is not None:
            tables.append(table)
            i += len(header) + len(body)
        else:
            i += 1
    return tables
