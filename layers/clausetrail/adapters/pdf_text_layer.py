"""Read a PDF page's text layer with pypdfium2: characters → words → line fragments, plus ruling edges.

One pass over the page's characters through pdfium's C API (three to four cheap calls per character);
font size and boldness are looked up once per text object. Coordinates come out in points with a
top-left origin. Fragments are pdfium's own lines, additionally cut where a horizontal gap is wider
than `SPLIT_GAP_EM` × font size (column gutters, tab stops, borderless table cells), so the
reading-order step can see columns.
"""

from __future__ import annotations

import ctypes
import math
from dataclasses import dataclass, field

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from clausetrail.adapters.ocr_lines import TextLine, Word

SPLIT_GAP_EM = 1.5  # a horizontal gap wider than this (in font sizes) starts a new fragment
_BOLD_NAME_PARTS = ("bold", "black", "heavy", "demi", "semibold")
_SPACES = frozenset({0x20, 0x09, 0xA0, 0x2002, 0x2003, 0x2009, 0x3000})
_SKIP = frozenset({0x00, 0x02, 0x03, 0xFFFE, 0xFFFF, 0xAD})


@dataclass(slots=True)
class Edge:
    """An axis-aligned ruling line in points, top-left origin (pdfplumber's edge shape)."""

    x0: float
    top: float
    x1: float
    bottom: float
    orientation: str  # "h" or "v"

    def as_plumber(self) -> dict[str, object]:
        return {
            "x0": self.x0,
            "x1": self.x1,
            "top": self.top,
            "bottom": self.bottom,
            "width": self.x1 - self.x0,
            "height": self.bottom - self.top,
            "orientation": self.orientation,
            "object_type": "line",
        }


@dataclass(slots=True)
class PageText:
    number: int  # 1-based
    width: float
    height: float
    char_count: int  # visible (non-space) characters
    fragments: list[TextLine] = field(default_factory=list)
    edges: list[Edge] = field(default_factory=list)


def _dominant_text_direction(page: pdfium.PdfPage) -> int:
    """0/90/180/270: the direction most text objects of the page run in (anticlockwise from +x)."""
    counts = {0: 0, 90: 0, 180: 0, 270: 0}
    raw_page = page.raw
    matrix = pdfium_c.FS_MATRIX()
    text_type = pdfium_c.FPDF_PAGEOBJ_TEXT
    form_type = pdfium_c.FPDF_PAGEOBJ_FORM
    objects = [
        pdfium_c.FPDFPage_GetObject(raw_page, j) for j in range(pdfium_c.FPDFPage_CountObjects(raw_page))
    ]
    for obj in objects:
        kind = pdfium_c.FPDFPageObj_GetType(obj)
        if kind == form_type:
            objects.extend(
                pdfium_c.FPDFFormObj_GetObject(obj, k) for k in range(pdfium_c.FPDFFormObj_CountObjects(obj))
            )
        elif kind == text_type and pdfium_c.FPDFPageObj_GetMatrix(obj, matrix):
            a, b = matrix.a, matrix.b
            if abs(a) >= abs(b):
                counts[0 if a > 0 else 180] += 1
            else:
                counts[90 if b > 0 else 270] += 1
    best = max(counts, key=lambda r: (counts[r], r == 0))
    return best if counts[best] > counts[0] else 0


@dataclass(frozen=True, slots=True)
class PageFrame:
    """PDF user space (y up) → the page turned so that its text reads left to right: points,
    top-left origin.

    The turn comes from the direction most text objects run in, not from /Rotate: a page whose
    /Rotate shows upright text, and a landscape table typeset sideways, both come out readable
    (rotated margin labels, a minority, are skipped as not upright).
    """

    rotation: int  # 0, 90, 180 or 270: how far the text runs anticlockwise from PDF's x axis
    width: float  # of the turned page
    height: float

    @classmethod
    def of(cls, page: pdfium.PdfPage) -> PageFrame:
        width, height = page.get_size()
        if page.get_rotation() % 180 == 90:  # get_size() is the displayed size; undo /Rotate
            width, height = height, width
        rotation = _dominant_text_direction(page)
        if rotation % 180 == 90:
            width, height = height, width
        return cls(rotation, width, height)

    def point(self, x: float, y: float) -> tuple[float, float]:
        r = self.rotation
        if r == 0:
            return x, self.height - y
        if r == 90:  # text runs up the page
            return y, x
        if r == 180:
            return self.width - x, y
        return self.width - y, self.height - x  # 270: text runs down the page

    def box(self, left: float, bottom: float, right: float, top: float) -> tuple[float, float, float, float]:
        """(x0, top, x1, bottom) on the displayed page."""
        ax, ay = self.point(left, bottom)
        bx, by = self.point(right, top)
        return min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)

    def reads_left_to_right(self, dx: float, dy: float) -> bool:
        """Is a text baseline direction (PDF space) horizontal, left to right, in this frame?"""
        r = self.rotation
        du, dv = (dx, -dy) if r == 0 else (dy, dx) if r == 90 else (-dx, dy) if r == 180 else (-dy, -dx)
        return du > 0 and abs(dv) <= 0.02 * du


@dataclass(frozen=True, slots=True)
class _TextStyle:
    size: float  # effective font size in points (font size × text matrix scale)
    bold: bool
    upright: bool  # False for rotated or sheared text (margin labels, stamps)


class _StyleCache:
    """Size, boldness and orientation per pdfium text object (consecutive characters share one)."""

    def __init__(self, frame: PageFrame) -> None:
        self._frame = frame
        self._bold_by_font: dict[int, bool] = {}
        self._buf = ctypes.create_string_buffer(256)
        self._matrix = pdfium_c.FS_MATRIX()
        self._size = ctypes.c_float()

    def _font_is_bold(self, text_obj: object) -> bool:
        font = pdfium_c.FPDFTextObj_GetFont(text_obj)
        key = ctypes.cast(font, ctypes.c_void_p).value or 0
        cached = self._bold_by_font.get(key)
        if cached is None:
            weight = pdfium_c.FPDFFont_GetWeight(font) if font else -1
            name = b""
            if font and pdfium_c.FPDFFont_GetBaseFontName(font, self._buf, len(self._buf)) > 0:
                name = self._buf.value
            lname = name.decode("latin-1", "replace").lower()
            cached = weight >= 600 or any(p in lname for p in _BOLD_NAME_PARTS)
            self._bold_by_font[key] = cached
        return cached

    def style(self, text_obj: object) -> _TextStyle:
        if not text_obj:
            return _TextStyle(10.0, False, True)
        m = self._matrix
        if not pdfium_c.FPDFPageObj_GetMatrix(text_obj, m):
            m.a, m.b, m.c, m.d = 1.0, 0.0, 0.0, 1.0
        if not pdfium_c.FPDFTextObj_GetFontSize(text_obj, ctypes.byref(self._size)):
            self._size.value = 1.0
        scale_y = math.hypot(m.c, m.d)
        upright = self._frame.reads_left_to_right(m.a, m.b) and m.a * m.d - m.b * m.c > 0  # not mirrored
        # Fill+stroke render mode is the usual "fake bold" of office PDF writers.
        bold = self._font_is_bold(text_obj) or (
            pdfium_c.FPDFTextObj_GetTextRenderMode(text_obj) == pdfium_c.FPDF_TEXTRENDERMODE_FILL_STROKE
        )
        return _TextStyle(abs(self._size.value) * scale_y, bold, upright)


def _weighted_median(pairs: list[tuple[float, int]]) -> float:
    pairs.sort()
    half = sum(n for _, n in pairs) / 2
    acc = 0
    for value, n in pairs:
        acc += n
        if acc >= half:
            return value
    return pairs[-1][0] if pairs else 0.0


def _join_spaced_letters(words: list[Word], size: float) -> list[Word]:
    """Undo letter-spacing ("a b n o r m a l" in justified text): runs of ≥ 3 single letters
    closer than 0.6 font sizes become one word."""
    if len(words) < 3:
        return words
    out: list[Word] = []
    run: list[Word] = []

    def flush() -> None:
        if len(run) >= 3:
            out.append(
                Word(
                    "".join(w.text for w in run),
                    run[0].x0,
                    min(w.top for w in run),
                    run[-1].x1,
                    max(w.bottom for w in run),
                )
            )
        else:
            out.extend(run)
        run.clear()

    for w in words:
        single = len(w.text) == 1 and w.text.isalpha()
        if single and run and w.x0 - run[-1].x1 < 0.6 * size:
            run.append(w)
        elif single:
            flush()
            run.append(w)
        else:
            flush()
            out.append(w)
    flush()
    return out


def read_page_text(page: pdfium.PdfPage, number: int) -> PageText:
    """Characters of one page as line fragments (points, top-left origin).

    The hot loop of the text-layer path: two pdfium calls per character (code point, box), the
    text object's style once per word.
    """
    frame = PageFrame.of(page)
    width, height = frame.width, frame.height
    rotated = frame.rotation != 0
    textpage = page.get_textpage()
    fragments: list[TextLine] = []
    visible = 0
    try:
        n = textpage.count_chars()
        styles = _StyleCache(frame)
        style_by_obj: dict[int, _TextStyle] = {}
        rect = pdfium_c.FS_RECTF()
        rect_p = ctypes.byref(rect)
        get_unicode = pdfium_c.FPDFText_GetUnicode
        get_box = pdfium_c.FPDFText_GetLooseCharBox
        get_obj = pdfium_c.FPDFText_GetTextObject
        cast = ctypes.cast
        c_void_p = ctypes.c_void_p
        spaces = _SPACES
        skip = _SKIP

        words: list[Word] = []
        word_styles: list[tuple[float, int]] = []  # (size, chars) per word of the fragment
        bold_letters = 0
        plain_letters = 0
        chars: list[str] = []
        wx0 = wtop = wx1 = wbottom = 0.0
        last_x1: float | None = None
        last_mid = 0.0
        last_em = 0.0
        size = 10.0
        bold = False
        skipping = False

        def end_word() -> None:
            nonlocal chars, bold_letters, plain_letters
            if chars:
                text = "".join(chars)
                words.append(Word(text, wx0, wtop, wx1, wbottom))
                word_styles.append((size, len(chars)))
                letters = sum(1 for c in text if c.isalpha())
                if bold:
                    bold_letters += letters
                else:
                    plain_letters += letters
                chars = []

        def end_fragment() -> None:
            nonlocal words, word_styles, bold_letters, plain_letters, last_x1
            end_word()
            if words:
                # Bold means every letter is bold: "Term: definition" lines are not headings.
                is_bold = bold_letters > 0 and plain_letters == 0
                size_median = _weighted_median(word_styles)
                fragments.append(
                    TextLine(words=_join_spaced_letters(words, size_median), size=size_median, bold=is_bold)
                )
            words = []
            word_styles = []
            bold_letters = plain_letters = 0
            last_x1 = None

        for i in range(n):
            code = get_unicode(textpage, i)
            if code == 0x0D or code == 0x0A:
                end_fragment()
                skipping = False
                continue
            if code in spaces:
                end_word()
                skipping = False
                continue
            if code < 0x20 or code in skip:
                continue
            if not chars:
                if skipping:
                    continue
                key = cast(get_obj(textpage, i), c_void_p).value or 0
                st = style_by_obj.get(key)
                if st is None:
                    st = styles.style(get_obj(textpage, i))
                    style_by_obj[key] = st
                if not st.upright:
                    skipping = True  # rotated margin text: skip the word
                    continue
                size, bold = st.size, st.bold
            elif skipping:
                continue
            if not get_box(textpage, i, rect_p):
                continue
            if rotated:
                left, top, right, bottom = frame.box(rect.left, rect.bottom, rect.right, rect.top)
            else:
                left = rect.left
                right = rect.right
                top = height - rect.top
                bottom = height - rect.bottom
            mid = (top + bottom) * 0.5
            if last_x1 is not None:
                em = size if size > last_em else last_em
                if em < 1.0:
                    em = 1.0
                gap = left - last_x1
                if gap > SPLIT_GAP_EM * em or gap < -em or abs(mid - last_mid) > 0.7 * em:
                    end_fragment()
                elif gap > 0.15 * em and chars:
                    end_word()  # a visual space with no space character
            if chars:
                if left < wx0:
                    wx0 = left
                if top < wtop:
                    wtop = top
                if right > wx1:
                    wx1 = right
                if bottom > wbottom:
                    wbottom = bottom
            else:
                wx0, wtop, wx1, wbottom = left, top, right, bottom
            chars.append(chr(code))
            visible += 1
            last_x1 = right
            last_mid = mid
            last_em = size
        end_fragment()
    finally:
        textpage.close()
    return PageText(number=number, width=width, height=height, char_count=visible, fragments=fragments)


def _transform(m: pdfium_c.FS_MATRIX | None, x: float, y: float) -> tuple[float, float]:
    if m is None:
        return x, y
    return m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f


def _segments_of_path(obj: object, frame: PageFrame, parent: pdfium_c.FS_MATRIX | None = None) -> list[Edge]:
    """Axis-aligned straight segments of one path object (rectangles become four edges).

    `parent` is the matrix of the form XObject holding the path, if any.
    """
    left, bottom, right, top = ctypes.c_float(), ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    if not pdfium_c.FPDFPageObj_GetBounds(obj, left, bottom, right, top):
        return []
    (ax, ay), (bx, by) = (
        _transform(parent, left.value, bottom.value),
        _transform(parent, right.value, top.value),
    )
    x0, y_top, x1, y_bottom = frame.box(min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
    w, h = x1 - x0, y_bottom - y_top
    if w < 3 and h >= 3:  # a vertical rule (thin line or filled sliver)
        return [Edge((x0 + x1) / 2, y_top, (x0 + x1) / 2, y_bottom, "v")]
    if h < 3 and w >= 3:
        return [Edge(x0, (y_top + y_bottom) / 2, x1, (y_top + y_bottom) / 2, "h")]
    if w < 3 and h < 3:
        return []
    n_seg = pdfium_c.FPDFPath_CountSegments(obj)
    if 0 < n_seg <= 5:  # a rectangle (cell border or background): its four sides
        return [
            Edge(x0, y_top, x1, y_top, "h"),
            Edge(x0, y_bottom, x1, y_bottom, "h"),
            Edge(x0, y_top, x0, y_bottom, "v"),
            Edge(x1, y_top, x1, y_bottom, "v"),
        ]
    if n_seg > 400:
        return []  # artwork, not rulings
    matrix = pdfium_c.FS_MATRIX()
    if not pdfium_c.FPDFPageObj_GetMatrix(obj, matrix):
        return []
    px, py = ctypes.c_float(), ctypes.c_float()
    edges: list[Edge] = []
    start: tuple[float, float] | None = None
    prev: tuple[float, float] | None = None
    for s in range(n_seg):
        seg = pdfium_c.FPDFPath_GetPathSegment(obj, s)
        if not pdfium_c.FPDFPathSegment_GetPoint(seg, px, py):
            continue
        x, y = frame.point(*_transform(parent, *_transform(matrix, px.value, py.value)))
        kind = pdfium_c.FPDFPathSegment_GetType(seg)
        if kind == pdfium_c.FPDF_SEGMENT_MOVETO or prev is None:
            start = prev = (x, y)
            continue
        if kind == pdfium_c.FPDF_SEGMENT_LINETO:
            edges.extend(_axis_edge(prev, (x, y)))
        prev = (x, y)
        if pdfium_c.FPDFPathSegment_GetClose(seg) and start is not None:
            edges.extend(_axis_edge(prev, start))
            prev = start
    return edges


def _axis_edge(a: tuple[float, float], b: tuple[float, float]) -> list[Edge]:
    (ax, ay), (bx, by) = a, b
    if abs(ay - by) < 1.0 and abs(ax - bx) >= 3:
        y = (ay + by) / 2
        return [Edge(min(ax, bx), y, max(ax, bx), y, "h")]
    if abs(ax - bx) < 1.0 and abs(ay - by) >= 3:
        x = (ax + bx) / 2
        return [Edge(x, min(ay, by), x, max(ay, by), "v")]
    return []


def read_page_edges(page: pdfium.PdfPage) -> list[Edge]:
    """Ruling lines and rectangle sides drawn on the page, also inside form XObjects (one level)."""
    frame = PageFrame.of(page)
    edges: list[Edge] = []
    raw_page = page.raw
    path_type = pdfium_c.FPDF_PAGEOBJ_PATH
    form_type = pdfium_c.FPDF_PAGEOBJ_FORM
    for j in range(pdfium_c.FPDFPage_CountObjects(raw_page)):
        obj = pdfium_c.FPDFPage_GetObject(raw_page, j)
        kind = pdfium_c.FPDFPageObj_GetType(obj)
        if kind == path_type:
            edges.extend(_segments_of_path(obj, frame))
        elif kind == form_type:
            form_matrix = pdfium_c.FS_MATRIX()
            if not pdfium_c.FPDFPageObj_GetMatrix(obj, form_matrix):
                continue
            for k in range(pdfium_c.FPDFFormObj_CountObjects(obj)):
                sub = pdfium_c.FPDFFormObj_GetObject(obj, k)
                if pdfium_c.FPDFPageObj_GetType(sub) == path_type:
                    edges.extend(_segments_of_path(sub, frame, form_matrix))
    return edges


def image_coverage(page: pdfium.PdfPage) -> float:
    """Share of the page area covered by image objects (top level and one form XObject deep).

    A page with little text and no picture has nothing for OCR to read; a scan is one big image.
    """
    width, height = page.get_size()
    area = max(width * height, 1.0)
    left, bottom, right, top = ctypes.c_float(), ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    covered = 0.0
    raw_page = page.raw
    image_type = pdfium_c.FPDF_PAGEOBJ_IMAGE
    form_type = pdfium_c.FPDF_PAGEOBJ_FORM
    objects = [
        pdfium_c.FPDFPage_GetObject(raw_page, j) for j in range(pdfium_c.FPDFPage_CountObjects(raw_page))
    ]
    for obj in objects:
        kind = pdfium_c.FPDFPageObj_GetType(obj)
        if kind == form_type:
            objects.extend(
                pdfium_c.FPDFFormObj_GetObject(obj, k) for k in range(pdfium_c.FPDFFormObj_CountObjects(obj))
            )
        elif kind == image_type and pdfium_c.FPDFPageObj_GetBounds(obj, left, bottom, right, top):
            covered += max(0.0, right.value - left.value) * max(0.0, top.value - bottom.value)
    return min(1.0, covered / area)
