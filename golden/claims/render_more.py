"""Render the claim PDFs of golden claim cases from a hand-written ``documents.json`` (truth spec).

A second renderer, written independently of the claim reader and of ``clausetrail.synthetic`` (it imports
neither ``clausetrail.synthetic.*`` nor ``clausetrail.claim_extraction.*``): bills and discharge summaries are
drawn with reportlab's canvas in layouts the reader was not developed against.

``documents.json`` (one per case folder)::

    {
      "hospital": {"name", "address_lines": [..], "phone", "gstin", "rohini_id"},
      "patient": {"name", "age", "gender", "member_id", "policy_number", "uhid", "ip_number"},
      "admission_date": "YYYY-MM-DD", "discharge_date": "YYYY-MM-DD",
      "diagnosis", "procedure", "procedure_date", "treating_doctor", "department",
      "room_category", "room_rate_per_day",
      "bills": [{
          "file": "bill.pdf", "layout": <BILL_LAYOUTS key>, "title": optional,
          "amount_style": <AMOUNT_STYLES key>, "date_style": <DATE_STYLES key>, "font": <FONTS key>,
          "bill_number", "bill_date",
          "lines": [{"description", "category", "qty", "rate", "amount", "date"?, "batch"?, "expiry"?}],
          "total": int,                       # sum of lines.amount unless "total_differs_from_lines": true
          "after_total": [{"label", "amount"}],   # advance / deposit / balance lines, not line items
          "lines_per_page": int               # multipage layout only
      }],
      "discharge_summaries": [{
          "file": "discharge_summary.pdf", "layout": <SUMMARY_LAYOUTS key>, "date_style", "font",
          "chief_complaints", "history", "findings", "investigations", "course",
          "condition_at_discharge", "advice"
      }]
    }

Every amount is an integer INR; each line's ``amount`` is ``qty x rate``. Usage (from the repository root)::

    .venv/bin/python golden/claims/render_more.py              # every case folder with documents.json
    .venv/bin/python golden/claims/render_more.py CASE_ID ...  # some cases
    .venv/bin/python golden/claims/render_more.py --check      # exit 1 if a stored PDF differs
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas

sys.path.insert(0, str(Path(__file__).resolve().parent))
from render_more_draw import Doc
from render_more_layouts import BILL_LAYOUTS, SUMMARY_LAYOUTS

CASES_DIR = Path(__file__).resolve().parent


# ---------------------------------------------------------------------------------------------- driver


def validate(doc: Doc, where: str = "") -> list[str]:
    """Truth-spec problems: non-integer amounts, amount != qty x rate, total != sum unless flagged."""
    problems: list[str] = []
    for bill in doc.get("bills", []):
        name = f"{where}{bill.get('file')}"
        if bill["layout"] not in BILL_LAYOUTS:
            problems.append(f"{name}: unknown layout {bill['layout']!r}")
        for line in bill["lines"]:
            for key in ("qty", "rate", "amount"):
                if not isinstance(line.get(key), int) or isinstance(line.get(key), bool):
                    problems.append(f"{name}: {line['description']!r} {key} is not an integer")
            ints = isinstance(line.get("qty"), int) and isinstance(line.get("rate"), int)
            if ints and line["qty"] * line["rate"] != line["amount"]:
                problems.append(f"{name}: {line['description']!r} amount != qty x rate")
        lines_sum = sum(int(line["amount"]) for line in bill["lines"])
        if not bill.get("total_differs_from_lines") and lines_sum != bill["total"]:
            problems.append(f"{name}: lines sum {lines_sum} != total {bill['total']}")
    for ds in doc.get("discharge_summaries", []):
        if ds["layout"] not in SUMMARY_LAYOUTS:
            problems.append(f"{where}{ds.get('file')}: unknown layout {ds['layout']!r}")
    return problems


def _pdf(draw: Callable[[Canvas, Doc, Doc], None], doc: Doc, part: Doc, kind: str) -> bytes:
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=A4, invariant=1, pageCompression=0)
    pt = doc["patient"]
    c.setTitle(f"{kind} - {pt['name']}")
    c.setAuthor(doc["hospital"]["name"])
    c.setCreator("hospital information system")
    draw(c, doc, part)
    c.showPage()
    c.save()
    return buf.getvalue()


def render_documents(doc: Doc) -> dict[str, bytes]:
    """The PDFs a documents.json describes, by file name."""
    problems = validate(doc)
    if problems:
        raise ValueError("; ".join(problems))
    out: dict[str, bytes] = {}
    for bill in doc.get("bills", []):
        out[bill["file"]] = _pdf(BILL_LAYOUTS[bill["layout"]], doc, bill, "Bill")
    for ds in doc.get("discharge_summaries", []):
        out[ds["file"]] = _pdf(SUMMARY_LAYOUTS[ds["layout"]], doc, ds, "Discharge Summary")
    return out


def render_case(case_dir: Path) -> dict[str, bytes]:
    doc: Doc = json.loads((case_dir / "documents.json").read_text(encoding="utf-8"))
    return render_documents(doc)


def case_dirs(ids: Sequence[str] = ()) -> list[Path]:
    dirs = sorted(p.parent for p in CASES_DIR.glob("*/documents.json"))
    if ids:
        dirs = [d for d in dirs if d.name in set(ids)]
    return dirs


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("ids", nargs="*", help="case ids (default: every case folder with documents.json)")
    parser.add_argument("--check", action="store_true", help="compare with the stored PDFs, write nothing")
    args = parser.parse_args(argv)
    stale: list[str] = []
    for case_dir in case_dirs(args.ids):
        for name, data in render_case(case_dir).items():
            path = case_dir / name
            if args.check:
                if not path.exists() or path.read_bytes() != data:
                    stale.append(f"{case_dir.name}/{name}")
            else:
                path.write_bytes(data)
                print(path.relative_to(CASES_DIR))
    for item in stale:
        print(f"stale: {item}", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
