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
from collections.abc import Iterator, Sequence
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


#: a line starts a new block (a table row, a paragraph) when the gap above it is wider than this many line heights
BLOCK_GAP_HEIGHTS = 0.45
#: block starts of two sides count as one row start when their tops are within this many line heights
ROW_ALIGN_HEIGHTS = 0.3
MIN_TABLE_ROWS = 4
MIN_ALIGNED_SHARE = 0.8


def _block_tops(side: list[TextLine]) -> tuple[list[float], int, float]:
    """The tops of the side's blocks (a line with a gap above it wider than :data:`BLOCK_GAP_HEIGHTS` line
    heights starts one), its number of visual lines and their median height."""
    lines = _rows(side)
    height = _median([li.height for li in lines]) or 1.0
    tops = [lines[0].top] if lines else []
    for above, line in itertools.pairwise(lines):
        if line.top - above.bottom > BLOCK_GAP_HEIGHTS * height:
            tops.append(line.top)
    return tops, len(lines), height


def _is_wrapped_cell_table(lefts: list[TextLine], rights: list[TextLine]) -> bool:
    """Two sides whose cells wrap onto several lines but whose blocks start together, row after row: a
    borderless table with spaced rows (benefit | waiting period | limit), read row by row. Prose columns
    wrap too, but their paragraphs do not start level with each other."""
    if not lefts or not rights:
        return False
    left_tops, left_lines, h_left = _block_tops(lefts)
    right_tops, right_lines, h_right = _block_tops(rights)
    if min(len(left_tops), len(right_tops)) < MIN_TABLE_ROWS:
        return False
    if max(left_lines, right_lines) <= max(len(left_tops), len(right_tops)):
        return False  # no cell wraps: the row-aligned reading decides
    slack = ROW_ALIGN_HEIGHTS * max(h_left, h_right)

    def aligned(tops: list[float], others: list[float]) -> float:
        return sum(1 for t in tops if any(abs(t - o) <= slack for o in others)) / len(tops)

    return min(aligned(left_tops, right_tops), aligned(right_tops, left_tops)) >= MIN_ALIGNED_SHARE


def _segments(frags: list[TextLine], g0: float, g1: float) -> Iterator[tuple[bool, list[TextLine]]]:
    """The fragments top to bottom in runs: (True, a band beside the gutter) or (False, fragments that cross it:
    titles, full-width paragraphs)."""
    band: list[TextLine] = []
    spanning: list[TextLine] = []
    for f in sorted(frags, key=lambda f: (f.top, f.x0)):
        if _side(f, g0, g1):
            if spanning:
                yield False, spanning
                spanning = []
            band.append(f)
        else:  # crosses the gutter: ends the current band
            if band:
                yield True, band
                band = []
            spanning.append(f)
    if band:
        yield True, band
    if spanning:
        yield False, spanning


def _order(frags: list[TextLine], out: list[Region], *, depth: int) -> None:
    if not frags:
        return
    gutter = _find_gutter(frags) if depth < 4 else None
    if gutter is None:
        out.append(Region(tuple(_rows(frags))))
        return
    g0, g1 = gutter
    for is_band, group in _segments(frags, g0, g1):
        if not is_band:
            out.append(Region(tuple(_rows(group))))
            continue
        lefts = [f for f in group if _side(f, g0, g1) < 0]
        rights = [f for f in group if _side(f, g0, g1) > 0]
        if _is_row_aligned_table(lefts, rights) or _is_wrapped_cell_table(lefts, rights):
            out.append(Region(tuple(_rows(group))))
        else:
            _order(lefts, out, depth=depth + 1)
            _order(rights, out, depth=depth + 1)


def wrapped_table_bands(frags: Sequence[TextLine]) -> list[list[TextLine]]:
    """The bands of a page that :func:`order_lines` would read row by row as borderless tables whose cells
    wrap (:func:`_is_wrapped_cell_table`), found the same way (gutter, bands, each side in turn)."""
    found: list[list[TextLine]] = []
    _walk(list(frags), found, depth=0)
    return found


def _walk(frags: list[TextLine], found: list[list[TextLine]], *, depth: int) -> None:
    gutter = _find_gutter(frags) if depth < 4 and frags else None
    if gutter is None:
        return
    g0, g1 = gutter
    for is_band, group in _segments(frags, g0, g1):
        if not is_band:
            continue
        lefts = [f for f in group if _side(f, g0, g1) < 0]
        rights = [f for f in group if _side(f, g0, g1) > 0]
        if _is_row_aligned_table(lefts, rights):
            continue  # read row by row already, one line a row
        if _is_wrapped_cell_table(lefts, rights):
            found.append(group)
        else:
            _walk(lefts, found, depth=depth + 1)
            _walk(rights, found, depth=depth + 1)


def block_rows(frags: Sequence[TextLine]) -> list[list[TextLine]]:
    """Visual lines of `frags` grouped into blocks: a gap above a line wider than :data:`BLOCK_GAP_HEIGHTS`
    line heights starts a new block (a table row whose cells wrap)."""
    lines = _rows(list(frags))
    height = _median([li.height for li in lines]) or 1.0
    blocks: list[list[TextLine]] = []
    for i, line in enumerate(lines):
        if i == 0 or line.top - lines[i - 1].bottom > BLOCK_GAP_HEIGHTS * height:
            blocks.append([line])
        else:
            blocks[-1].append(line)
    return blocks


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
