"""``python -m clausetrail.synthetic.wording --out DIR --count N --seed S``: write DIR/<name>.pdf and
DIR/<name>.json (golden files) for seeds S, S+1, ..., S+N-1."""

from __future__ import annotations

import argparse
import json
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
    for seed in range(args.seed, args.seed + args.count):
        wording, pdf, pages = build(seed)
        (out / f"{wording.name}.pdf").write_bytes(pdf)
        (out / f"{wording.name}.json").write_text(
            json.dumps(golden(wording, pdf, pages), indent=2, ensure_ascii=False) + "\n"
        )
        print(f"{wording.name}: {len(golden(wording, pdf, pages)['fields'])} fields")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
