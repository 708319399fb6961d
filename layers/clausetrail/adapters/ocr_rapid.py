"""OCR of image-only pages with RapidOCR (PP-OCRv4 ONNX models shipped inside the wheel, no download).

The page is rendered with pypdfium2 at `dpi` (200 by default). Text detection runs on a copy
scaled down to `det_max_side` pixels (detection cost grows with the pixel count and small text is
still found), recognition on crops cut from the full-resolution render (small print needs the
pixels: at the detector's resolution words run together). Output lines are in page points, top-left
origin, with the recogniser's confidence; words are the line split on spaces, their boxes shared
out by character count. Lines whose word spaces the recogniser lost get them back
(:mod:`clausetrail.adapters.ocr_spacing`) before the split.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Any

import numpy as np
import pypdfium2 as pdfium

from clausetrail.adapters.ocr_lines import TextLine, Word
from clausetrail.adapters.ocr_spacing import breaks_from_word_info, respace

DEFAULT_DPI = 200
DET_MAX_SIDE = 1600
MIN_CONFIDENCE = 0.5
_engine_lock = threading.Lock()
_engines: dict[int, Any] = {}


def _engine(threads: int) -> Any:
    """One RapidOCR engine per process (loading the three ONNX models takes ~1 s)."""
    with _engine_lock:
        engine = _engines.get(threads)
        if engine is None:
            from rapidocr_onnxruntime import RapidOCR  # heavy import: only when a page needs OCR

            engine = RapidOCR(
                intra_op_num_threads=threads,
                inter_op_num_threads=1,
                use_cls=False,  # policy scans are upright; the angle classifier only costs time
                rec_batch_num=16,
            )
            _engines[threads] = engine
        return engine


@dataclass(frozen=True, slots=True)
class OcrPage:
    lines: list[TextLine]
    width_px: int
    height_px: int
    seconds: float


def _line_from(text: str, confidence: float, quad: np.ndarray, to_pt: float) -> TextLine | None:
    xs = quad[:, 0] * to_pt
    ys = quad[:, 1] * to_pt
    x0, x1, top, bottom = float(xs.min()), float(xs.max()), float(ys.min()), float(ys.max())
    text = " ".join(text.split())
    if not text or x1 <= x0 or bottom <= top:
        return None
    if (bottom - top) > 1.5 * (x1 - x0) and len(text) > 2:
        return None  # vertical text (side labels): not part of the reading flow
    tokens = text.split(" ")
    total = sum(len(t) for t in tokens) + len(tokens) - 1
    words: list[Word] = []
    pos = 0
    for tok in tokens:
        a = x0 + (x1 - x0) * pos / total
        b = x0 + (x1 - x0) * (pos + len(tok)) / total
        words.append(Word(tok, a, top, b, bottom, confidence=confidence))
        pos += len(tok) + 1
    # A detection box is the text's height plus padding; ~0.75 of it is the font size.
    return TextLine(words=words, size=0.75 * (bottom - top), bold=False)


def ocr_page(page: pdfium.PdfPage, *, dpi: int = DEFAULT_DPI, threads: int = 2) -> OcrPage:
    """Recognise the text of one rendered page."""
    import cv2  # heavy import: only when a page needs OCR

    started = time.perf_counter()
    engine = _engine(threads)
    image = page.render(scale=dpi / 72).to_numpy()
    if image.ndim == 2:
        image = np.stack([image] * 3, axis=-1)
    image = np.ascontiguousarray(image[:, :, :3])
    height, width = image.shape[:2]
    factor = min(1.0, DET_MAX_SIDE / max(height, width))
    small = (
        image
        if factor == 1.0
        else cv2.resize(
            image, (max(1, int(width * factor)), max(1, int(height * factor))), interpolation=cv2.INTER_AREA
        )
    )
    boxes, _ = engine.text_det(small)
    lines: list[TextLine] = []
    if boxes is not None and len(boxes):
        boxes = engine.sorted_boxes(boxes)
        full_boxes = [(np.asarray(b, dtype=np.float32) / factor).astype(np.float32) for b in boxes]
        crops = engine.get_crop_img_list(image, full_boxes)
        # return_word_box: the recogniser's word groups (gaps between characters) come back with the
        # text; on lines where the spaces were lost they are the first evidence for putting them back.
        results, _ = engine.text_rec(crops, True)
        to_pt = 72 / dpi
        for quad, result in zip(full_boxes, results, strict=True):
            text, score = str(result[0]), float(result[1])
            if score < MIN_CONFIDENCE:
                continue
            word_info = result[2] if len(result) > 2 else None
            text = respace(text, breaks_from_word_info(text, word_info))
            line = _line_from(text, score, quad, to_pt)
            if line is not None:
                lines.append(line)
    return OcrPage(lines=lines, width_px=width, height_px=height, seconds=time.perf_counter() - started)
