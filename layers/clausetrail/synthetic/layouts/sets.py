"""Document sets: a claim's truth rendered in its family (bill, discharge summary, pharmacy bill when
separate; scanned when the family is), written to ``<out>/<set_id>/`` with ``truth.json`` beside the PDFs."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from clausetrail.synthetic.layouts.bill import render_bill, render_pharmacy_bill
from clausetrail.synthetic.layouts.content import generate_truth
from clausetrail.synthetic.layouts.family import FAMILIES, LayoutFamily
from clausetrail.synthetic.layouts.scan import scan_pdf
from clausetrail.synthetic.layouts.summary import render_summary
from clausetrail.synthetic.layouts.truth import ClaimTruth

BILL = "bill.pdf"
SUMMARY = "discharge_summary.pdf"
PHARMACY = "pharmacy_bill.pdf"
TRUTH = "truth.json"


def family_for(index: int, families: Sequence[LayoutFamily] = FAMILIES) -> LayoutFamily:
    """Sets are spread evenly: set ``index`` uses family ``index mod len(families)``."""
    return families[index % len(families)]


def render_set(truth: ClaimTruth, family: LayoutFamily) -> tuple[ClaimTruth, dict[str, bytes]]:
    """The set's PDFs by file name, and the truth with its document names filled in."""
    docs = {BILL: render_bill(truth, family), SUMMARY: render_summary(truth, family)}
    if truth.pharmacy_items:
        docs[PHARMACY] = render_pharmacy_bill(truth, family)
    if family.scanned:
        docs = {name: scan_pdf(pdf, seed=f"{truth.set_id}|{name}") for name, pdf in docs.items()}
    return truth.model_copy(update={"documents": tuple(docs)}), docs


def write_set(folder: Path, truth: ClaimTruth, docs: dict[str, bytes]) -> Path:
    target = folder / truth.set_id
    target.mkdir(parents=True, exist_ok=True)
    for name, pdf in docs.items():
        (target / name).write_bytes(pdf)
    (target / TRUTH).write_text(json.dumps(truth.model_dump(mode="json"), indent=2, ensure_ascii=False))
    return target


def generate_sets(
    count: int, seed: int, *, scanned: bool = True, families: Sequence[LayoutFamily] | None = None
) -> list[tuple[ClaimTruth, LayoutFamily, dict[str, bytes]]]:
    """``count`` sets spread evenly over ``families`` (default: all; without the scanned ones when
    ``scanned`` is false). Deterministic for ``seed``."""
    pool = [f for f in (families or FAMILIES) if scanned or not f.scanned]
    out: list[tuple[ClaimTruth, LayoutFamily, dict[str, bytes]]] = []
    for index in range(count):
        family = family_for(index, pool)
        truth, docs = render_set(generate_truth(family, seed, index), family)
        out.append((truth, family, docs))
    return out
