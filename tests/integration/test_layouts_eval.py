"""`eval layouts` on a small sample: two generated sets per text-layer family (no scanned family, to stay
fast) through the local OCR path and the offline claim reader, scored against their truth.

The thresholds are what the reader achieved on this sample when the test was written; a reader change
that loses a layout it used to read fails here.
"""

from __future__ import annotations

import json
from pathlib import Path

from clausetrail.adapters.ocr_local import LocalOcr
from clausetrail.eval.layouts_eval import EXTRA_FIELDS, FIELDS, evaluate_layouts
from clausetrail.settings import Settings
from clausetrail.synthetic.layouts import FAMILIES

TEXT_FAMILIES = [f for f in FAMILIES if not f.scanned]

# Floors: what the reader achieved on this exact sample when the test was written (the reader as of commit
# 0dc741e, 2026-12-01): 50 of 52 sets with line items and total exact (both misses are one family whose page-break
# rows read "Total carried to next page" / "Total brought from previous page"). Issue 7's goal is >= 98 %;
# raise these as the reader improves, never lower them to make a change pass.
#: line items and bill total both exact, over the sample
ITEMS_AND_TOTAL_MIN = 0.96
#: per-field floors over the sample
FIELD_MIN = {
    "patient_name": 1.0,
    "bill_number": 1.0,
    "admission_date": 1.0,
    "discharge_date": 1.0,
    "diagnosis": 0.53,
    "procedure": 0.78,
    "room_category": 0.71,
    "room_rate": 0.80,
    "icu_rate": 0.98,
    "line_items": 0.96,
    "bill_total": 1.0,
}


def test_layouts_eval_reports_per_field_figures_and_meets_the_threshold(tmp_path: Path) -> None:
    ocr = LocalOcr(Settings(data_dir=tmp_path / "data"))
    result = evaluate_layouts(
        ocr, count=2 * len(TEXT_FAMILIES), seed=20261201, out=tmp_path / "sets", scanned=False
    )
    report = json.loads(json.dumps(result.to_json(), default=str))

    assert report["count"] == 2 * len(TEXT_FAMILIES)
    assert report["families"] == len(TEXT_FAMILIES)
    assert report["scanned"]["sets"] == 0
    assert set(report["per_field"]) == set(FIELDS + EXTRA_FIELDS)
    assert all(isinstance(v, float) and 0.0 <= v <= 1.0 for v in report["per_field"].values())
    assert set(report["per_family"]) == {f.name for f in TEXT_FAMILIES}
    assert all(row["sets"] == 2 for row in report["per_family"].values())
    assert report["errors"] == {}

    # every set was written with its truth and what the reader read
    folders = sorted((tmp_path / "sets").iterdir())
    assert len(folders) == report["count"]
    assert all((f / "truth.json").is_file() and (f / "read.json").is_file() for f in folders)

    # the headline figure agrees with the per-set results
    exact = sum(r.items_and_total for r in result.results)
    assert report["items_and_total_exact"] == round(exact / report["count"], 4)

    assert report["items_and_total_exact"] >= ITEMS_AND_TOTAL_MIN, report["per_family"]
    for name, floor in FIELD_MIN.items():
        assert report["per_field"][name] >= floor, (name, report["per_field"][name])
