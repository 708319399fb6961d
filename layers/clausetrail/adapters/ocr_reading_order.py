"""Reading order of the line fragments of one page: columns first, then top to bottom.

Column gutters are found from the fragments' x-extents: an x-range (at least `MIN_GUTTER` wide)
that almost no fragment covers, with real text on both sides. Fragments that cross a gutter
(titles, full-width paragraphs, footers) split the page into horizontal bands; inside a band the
left column is read top to bottom, then the next column, recursively (so a full-width heading,
two columns, then a full-width table read in that order). A band whose two sides are
baseline-aligned and ragged (a borderless two-column table, label | value) is read row by row
instead. Within a single column, fragments on one baseline are joined into one line.

Works on any `TextLine`s: text-layer fragments (points) or OCR lines (pixels).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from clausetrail.adapters.ocr_lines import TextLine, join_lines, vertical_overlap

MIN_GUTTER_EM = 0.8  # a gutter is at least this many body font sizes wide ...
MIN_GUTTER_FRACTION = 0.012  # ... and this fraction of the region width
MIN_SIDE_FRACTION = 0.18  # each column spans at least this fraction of the region width
MAX_CROSSING_FRACTION = 0.25  # at most this share of fragments may cross a gutter
MIN_SIDE_LINES = 3


@dataclass(frozen=True, slots=True)
class Region:
    """Lines that belong together in reading order (one column of one band)."""

    lines: tuple[TextLine, ...]


def order_lines(fragments: Sequence[TextLine]) -> list[Region]:
    """Fragments of one page → regions in reading order, each a list of joined lines."""
    out: list[Region] = []
    _order(list(fragments), out, depth=0)
    return [r for r in out if r.lines]


def _median(values: list[float]) -> float:
    s = sorted(values)
    return s[len(s) // 2] if s else 0.0


def _is_tiny(f: TextLine) -> bool:
    return len(f.text.strip()) <= 3 and f.width <= 2.5 * max(f.size, 1.0)


def _side(f: TextLine, g0: float, g1: float) -> int:
    """-1 left of the gutter, 1 right of it, 0 across it (a tiny mark goes to the nearer side)."""
    if f.x1 <= g0 + 1:
        return -1
    if f.x0 >= g1 - 1:
        return 1
    if _is_tiny(f):
        return -1 if (f.x0 + f.x1) / 2 < (g0 + g1) / 2 else 1
    return 0


def _find_gutter(frags: list[TextLine]) -> tuple[float, float] | None:
    """The best column gutter (x-range) of these fragments, or None."""
    if len(frags) < 2 * MIN_SIDE_LINES:
        return None
    left = min(f.x0 for f in frags)
    right = max(f.x1 for f in frags)
    width = right - left
    if width <= 0:
        return None
    em = _median([f.size for f in frags]) or 10.0
    min_gutter = max(MIN_GUTTER_EM * em, MIN_GUTTER_FRACTION * width)
    # Coverage profile: how many fragments cover each x (resolution: 1 unit).
    n = int(width) + 2
    delta = [0] * (n + 1)
    for f in frags:
        if _is_tiny(f):
            continue  # a page number or stray mark inside a gutter does not close it
        a = int(f.x0 - left)
        b = int(f.x1 - left) + 1
        delta[a] += 1
        delta[min(b, n)] -= 1
    cov = []
    running = 0
    for i in range(n):
        running += delta[i]
        cov.append(running)
    lo = int(MIN_SIDE_FRACTION * width)
    hi = max(lo + 1, n - int(MIN_SIDE_FRACTION * width))
    tolerance = min(cov[lo:hi])  # the deepest valley; only it can be a gutter
    if tolerance > MAX_CROSSING_FRACTION * len(frags):
        return None
    best: tuple[float, float, float] | None = None  # (score, x0, x1)
    i = 0
    while i < n:
        if cov[i] > tolerance:
            i += 1
            continue
        j = i
        while j < n and cov[j] <= tolerance:
            j += 1
        g0, g1 = left + i, left + j - 1
        i = j
        if g1 - g0 < min_gutter:
            continue
        lefts = [f for f in frags if _side(f, g0, g1) < 0]
        rights = [f for f in frags if _side(f, g0, g1) > 0]
        crossing = len(frags) - len(lefts) - len(rights)
        if len(lefts) < MIN_SIDE_LINES or len(rights) < MIN_SIDE_LINES:
            continue
        if crossing > MAX_CROSSING_FRACTION * len(frags) or crossing >= min(len(lefts), len(rights)):
            continue
        if g0 - min(f.x0 for f in lefts) < MIN_SIDE_FRACTION * width:
            continue
        if max(f.x1 for f in rights) - g1 < MIN_SIDE_FRACTION * width:
            continue
        score = min(len(lefts), len(rights)) - 3 * crossing + (g1 - g0) / em
        if best is None or score > best[0]:
            best = (score, g0, g1)
    return (best[1], best[2]) if best else None


def _running_text_share(side: list[TextLine]) -> float:
    """Share of lines that run on into the next one (no closing punctuation, next starts lower-case)."""
    ordered = sorted(side, key=lambda f: f.top)
    if len(ordered) < 2:
        return 0.0
    runs = 0
    for a, b in itertools.pairwise(ordered):
        if a.text.rstrip()[-1:] not in ".:;!?" and b.text.lstrip()[:1].islower():
            runs += 1
    return runs / (len(ordered) - 1)


def _is_row_aligned_table(lefts: list[TextLine], rights: list[TextLine]) -> bool:
    """Two sides that pair up line by line, are ragged and hold no running text: a borderless
    table (label | value), read row by row. Prose columns wrap sentences from line to line."""
    small, big = (lefts, rights) if len(lefts) <= len(rights) else (rights, lefts)
    if not small:
        return False
    paired = sum(1 for a in small if any(vertical_overlap(a, b) >= 0.6 for b in big))
    if paired < 0.8 * len(small) or len(big) > 1.5 * len(small):
        return False
    if max(_running_text_share(lefts), _running_text_share(rights)) >= 0.15:
        return False

    def full_share(side: list[TextLine]) -> float:
        x0 = min(f.x0 for f in side)
        x1 = max(f.x1 for f in side)
        return sum(1 for f in side if f.width >= 0.8 * (x1 - x0)) / len(side)

    return full_share(lefts) < 0.5 or full_share(rights) < 0.5


def _order(frags: list[TextLine], out: list[Region], *, depth: int) -> None:
    if not frags:
        return
    gutter = _find_gutter(frags) if depth < 4 else None
    if gutter is None:
        out.append(Region(tuple(_rows(frags))))
        return
    g0, g1 = gutter
    band: list[TextLine] = []

    def flush() -> None:
        if not band:
            return
        lefts = [f for f in band if _side(f, g0, g1) < 0]
        rights = [f for f in band if _side(f, g0, g1) > 0]
        if _is_row_aligned_table(lefts, rights):
            out.append(Region(tuple(_rows(band))))
        else:
            _order(lefts, out, depth=depth + 1)
            _order(rights, out, depth=depth + 1)
        band.clear()

    spanning: list[TextLine] = []
    for f in sorted(frags, key=lambda f: (f.top, f.x0)):
        if _side(f, g0, g1):
            if spanning:
                out.append(Region(tuple(_rows(spanning))))
                spanning = []
            band.append(f)
        else:  # crosses the gutter: ends the current band
            flush()
            spanning.append(f)
    flush()
    if spanning:
        out.append(Region(tuple(_rows(spanning))))


def _rows(frags: list[TextLine]) -> list[TextLine]:
    """One column: group fragments into visual lines top to bottom, join each line left to right."""
    ordered = sorted(frags, key=lambda f: (f.top, f.x0))
    rows: list[list[TextLine]] = []
    for f in ordered:
        if rows:
            row = rows[-1]
            anchor = max(row, key=lambda r: r.height)
            if (
                f.ref < 0
                and anchor.ref < 0
                and vertical_overlap(anchor, f) >= 0.5
                and abs(f.center_y - anchor.center_y) <= 0.5 * max(anchor.height, 1)
            ):
                row.append(f)
                continue
        rows.append([f])
    return [r[0] if len(r) == 1 else join_lines(r) for r in rows]
