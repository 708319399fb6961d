"""``python -m clausetrail.synthetic.wording --out DIR --count N --seed S``: write DIR/<name>.pdf and
DIR/<name>.json (golden files) for seeds S, S+1, ..., S+N-1."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from clausetrail.synthetic.wording.generate import build, golden


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m clausetrail.synthetic.wording", description=__doc__)
    parser.add_argument("--out", type=Path, required=True, help="folder for the PDFs and golden JSON files")
    parser.add_argument("--count", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    skipped = 0
    for seed in range(args.seed, args.seed + args.count):
        try:
            wording, pdf, pages = build(seed)
        except RuntimeError as exc:  # a seed whose wording fits no page range: skip it, say so
            print(f"skipped: {exc}", file=sys.stderr)
            skipped += 1
            continue
        truth = golden(wording, pdf, pages)
        (out / f"{wording.name}.pdf").write_bytes(pdf)
        (out / f"{wording.name}.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")
        print(f"{wording.name}: {len(truth['fields'])} fields")
    if skipped:
        print(f"{skipped} of {args.count} seeds skipped", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
