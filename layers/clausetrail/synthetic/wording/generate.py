"""``generate_wording(seed) -> (pdf_bytes, golden)``: a synthetic policy wording and its truth.

The golden dict follows ``golden/policies`` (SPEC §6): ``document``, ``sha256`` and ``fields`` with
``value`` or ``any_of`` plus reviewer keys (``page``, ``clause``, ``quote``, ``note``, ``also``). Only the
fields the wording states (or leaves to the schedule) are present. The wording is kept to 6-15 pages by
scaling the filler, which comes from its own random source, so the fields do not move with it.
"""

from __future__ import annotations

import hashlib
from random import Random
from typing import Any

from clausetrail.synthetic.wording.compose import Wording, compose
from clausetrail.synthetic.wording.render import render

MIN_PAGES, MAX_PAGES = 6, 15
_SCALES = (0.5, 0.8, 1.2, 1.8, 2.6, 3.8, 5.5, 8.0)


def build(seed: int) -> tuple[Wording, bytes, dict[str, int]]:
    """The composed wording, its PDF and the page of each tracked block.

    A target length is drawn from the seed; the filler grows until the wording reaches it (staying
    within 6-15 pages)."""
    target = Random(seed * 31 + 7).randint(MIN_PAGES, MAX_PAGES)
    best: tuple[Wording, bytes, dict[str, int]] | None = None
    for scale in _SCALES:
        wording = compose(seed, scale)
        pdf, pages, count = render(wording)
        if MIN_PAGES <= count <= MAX_PAGES:
            best = (wording, pdf, pages)
            if count >= target:
                break
        elif count > MAX_PAGES:
            break
        elif best is None and count < MIN_PAGES:
            continue
    if best is None:
        raise RuntimeError(f"seed {seed}: no filler scale gives {MIN_PAGES}-{MAX_PAGES} pages")
    return best


def golden(wording: Wording, pdf: bytes, pages: dict[str, int]) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    for truth in wording.truths:
        fields[truth.name] = truth.golden(pages.get(truth.key) if truth.key else None)
    return {"document": f"{wording.name}.pdf", "sha256": hashlib.sha256(pdf).hexdigest(), "fields": fields}


def generate_wording(seed: int) -> tuple[bytes, dict[str, Any]]:
    wording, pdf, pages = build(seed)
    return pdf, golden(wording, pdf, pages)
