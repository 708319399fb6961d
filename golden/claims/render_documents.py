"""Re-render the claim PDFs of the golden claim cases from their ``claim_spec.json``.

Each case folder holds ``case.json`` (SPEC §8, plus the reviewer key ``layouts``: the bill and discharge-summary
layouts and which documents are scanned) and ``claim_spec.json`` (a
:class:`clausetrail.synthetic.claim_spec.ClaimDocumentSpec`). Only the documents the claim lists in
``claim.documents`` are written, so a case that lacks a discharge summary keeps lacking it.

Usage (from the repository root)::

    .venv/bin/python golden/claims/render_documents.py            # every case
    .venv/bin/python golden/claims/render_documents.py CASE_ID ...  # some cases
    .venv/bin/python golden/claims/render_documents.py --check    # exit 1 if a stored PDF differs
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from clausetrail.synthetic.claim_spec import ClaimDocumentSpec
from clausetrail.synthetic.render import render_bill, render_discharge_summary, render_scanned

CASES_DIR = Path(__file__).resolve().parent


def render_case(case_dir: Path) -> dict[str, bytes]:
    """The PDFs of one case, by file name, as its ``case.json`` and ``claim_spec.json`` describe them."""
    case: dict[str, Any] = json.loads((case_dir / "case.json").read_text(encoding="utf-8"))
    spec = ClaimDocumentSpec.model_validate_json((case_dir / "claim_spec.json").read_text(encoding="utf-8"))
    layouts = case.get("layouts", {})
    scanned = set(layouts.get("scanned", []))
    out: dict[str, bytes] = {}
    for name in case["claim"]["documents"]:
        kind = name.removesuffix(".pdf")
        if kind == "bill":
            data = render_bill(spec, layouts.get("bill", "tabular"))
        elif kind == "discharge_summary":
            data = render_discharge_summary(spec, layouts.get("discharge_summary", "classic"))
        else:
            raise ValueError(f"{case_dir.name}: no renderer for document {name!r}")
        out[name] = render_scanned(data) if kind in scanned else data
    return out


def case_dirs(ids: Sequence[str] = ()) -> list[Path]:
    dirs = sorted(p.parent for p in CASES_DIR.glob("*/case.json"))
    if ids:
        dirs = [d for d in dirs if d.name in set(ids)]
    return dirs


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ids", nargs="*", help="case ids (default: every case)")
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
