"""Derive ``non_payable_items.json`` from the IRDAI "Non-Payable Items List I-IV" PDF.

Run from the repository root (re-runnable; the JSON it writes is committed)::

    .venv/bin/python -m clausetrail.data.derive_non_payable            # write the JSON
    .venv/bin/python -m clausetrail.data.derive_non_payable --check    # exit 1 if the JSON is stale

The PDF (``shared/corpus/regulatory/Non-Payable-Items-List-I-IV.pdf``; found through ``CLAUSETRAIL_CORPUS``
or ``<repo>/../shared/corpus``) prints four numbered tables:

* List I   "List of Non-Medical Items": items for which no payment is made (third column "Not Payable",
  or the condition under which the item is payable);
* List II  items subsumed into room charges;
* List III items subsumed into procedure charges;
* List IV  items subsumed into the costs of treatment.

The PDF prints only the title of List I; the meaning of Lists II-IV is the one IRDAI gives them (and every
wording in the corpus repeats), recorded in :data:`LIST_MEANINGS`.

Rows are read with pdfplumber: table rows give the item number, name and status cells; a numbered text line
outside every table (the PDF splits List II across a page break above its table) is read from the text line.
The text layer has clipped cells and typing errors; :data:`CORRECTIONS` repairs them, keeping the printed
text in ``printed``. Clipped List I names are completed from the same list as printed in the corpus
wordings (their Annexure I, e.g. in the standard Arogya Sanjeevani Policy). List I in this PDF has no
item 67 (the wordings print "67 AMBULANCE" there, an item that is payable); it is not invented.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

PDF_NAME: Final = "Non-Payable-Items-List-I-IV.pdf"
OUT_PATH: Final = Path(__file__).with_name("non_payable_items.json")

LIST_MEANINGS: Final[dict[str, dict[str, str]]] = {
    "I": {"title": "List of Non-Medical Items", "treatment": "not_payable"},
    "II": {"title": "Items that are to be subsumed into Room Charges", "treatment": "subsumed_room_charges"},
    "III": {
        "title": "Items that are to be subsumed into Procedure Charges",
        "treatment": "subsumed_procedure_charges",
    },
    "IV": {
        "title": "Items that are to be subsumed into costs of treatment",
        "treatment": "subsumed_treatment_costs",
    },
}

#: (list, item number) -> corrected name. Clipped cells and text-layer typing errors of the PDF.
CORRECTIONS: Final[dict[tuple[str, int], str]] = {
    ("I", 8): "EMAIL / INTERNET CHARGES",
    ("I", 9): "FOOD CHARGES (OTHER THAN PATIENT'S DIET PROVIDED BY HOSPITAL)",
    ("I", 20): "BLOOD GROUPING AND CROSS MATCHING OF DONORS SAMPLES",
    ("I", 23): "SURCHARGES",
    ("I", 46): "KNEE IMMOBILIZER/SHOULDER IMMOBILIZER",
    ("I", 58): "ANY KIT WITH NO DETAILS MENTIONED [DELIVERY KIT, ORTHOKIT, RECOVERY KIT, ETC]",
    ("II", 5): "CRADLE CHARGES",
    ("II", 11): "TISSUE PAPER",
    ("II", 19): "DISINFECTANT LOTIONS",
    ("II", 35): "INCIDENTAL EXPENSES / MISC. CHARGES (NOT EXPLAINED)",
    ("III", 4): "EYE SHIELD",
    ("III", 6): "DVD, CD CHARGES",
    ("III", 7): "GAUZE SOFT",
    ("III", 12): "SURGICAL BLADES, HARMONIC SCALPEL, SHAVER",
    ("III", 22): "TOURNIQUET",
    ("IV", 1): "ADMISSION/REGISTRATION CHARGES",
    ("IV", 8): "HYDROGEN PEROXIDE/SPIRIT/DISINFECTION ETC",
    ("IV", 9): "NUTRITION PLANNING CHARGES - DIETICIAN CHARGES - DIET CHARGES",
    ("IV", 15): "ALCOHOL SWABS",
}

_HEADING = re.compile(r"^List\s*(?P<roman>[IVl]+)\b")  # the text layer prints "ll" for II, "lV" for IV
_NUMBERED_LINE = re.compile(r"^(?P<no>\d{1,3})\s+(?P<rest>\S.*)$")
_STATUS_NOT_PAYABLE = re.compile(r"^not\s+payable$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class RawRow:
    list_id: str
    number: int
    name: str
    status: str | None


def _roman(text: str) -> str:
    return text.replace("l", "I")


def _clean(text: str | None) -> str:
    return " ".join((text or "").replace("\n", " ").split())


def read_rows(pdf_path: Path) -> list[RawRow]:
    """Every numbered row of the four lists, in document order."""
    import pdfplumber  # only this offline script needs it

    rows: list[RawRow] = []
    seen: set[tuple[str, int]] = set()
    current: str | None = None
    with pdfplumber.open(pdf_path) as pdf:
        for page in pdf.pages:
            tables = page.find_tables()
            events: list[tuple[float, str, Any]] = []
            for line in page.extract_text_lines():
                heading = _HEADING.match(line["text"])
                if heading:
                    events.append((line["top"], "heading", _roman(heading.group("roman"))))
                    continue
                inside = any(t.bbox[1] - 1 <= line["top"] <= t.bbox[3] + 1 for t in tables)
                numbered = _NUMBERED_LINE.match(line["text"])
                if numbered and not inside:
                    events.append((line["top"], "line", numbered))
            for table in tables:
                events.append((table.bbox[1], "table", table))
            for _top, kind, payload in sorted(events, key=lambda e: e[0]):
                if kind == "heading":
                    current = payload
                    continue
                if current is None:
                    continue
                candidates: list[list[str | None]]
                if kind == "line":
                    candidates = [[payload.group("no"), payload.group("rest"), None]]
                else:
                    candidates = payload.extract()
                for cells in candidates:
                    number_text = _clean(cells[0]) if cells else ""
                    if not number_text.isdigit():
                        continue
                    key = (current, int(number_text))
                    if key in seen:
                        continue
                    seen.add(key)
                    status = _clean(cells[2]) if len(cells) > 2 and cells[2] else None
                    rows.append(RawRow(current, int(number_text), _clean(cells[1]), status or None))
    return rows


def build_document(pdf_path: Path) -> dict[str, Any]:
    rows = read_rows(pdf_path)
    lists: dict[str, Any] = {}
    for list_id, meaning in LIST_MEANINGS.items():
        items: list[dict[str, Any]] = []
        for row in (r for r in rows if r.list_id == list_id):
            name = CORRECTIONS.get((list_id, row.number), row.name)
            item: dict[str, Any] = {"no": row.number, "name": name}
            if name != row.name:
                item["printed"] = row.name
            if list_id == "I":
                not_payable = row.status is None or bool(_STATUS_NOT_PAYABLE.match(row.status))
                item["payable"] = "never" if not_payable else "conditional"
                if not not_payable:
                    item["condition"] = row.status
            items.append(item)
        numbers = [i["no"] for i in items]
        missing = sorted(set(range(1, max(numbers) + 1)) - set(numbers)) if numbers else []
        lists[list_id] = {**meaning, "count": len(items), "missing_numbers": missing, "items": items}
    return {
        "source": PDF_NAME,
        "source_sha256": hashlib.sha256(pdf_path.read_bytes()).hexdigest(),
        "derived_by": "clausetrail/data/derive_non_payable.py",
        "lists": lists,
    }


def default_pdf_path() -> Path:
    """The PDF under the corpus named by CLAUSETRAIL_CORPUS (the layer knows no repository layout)."""
    corpus = os.environ.get("CLAUSETRAIL_CORPUS")
    if not corpus:
        raise SystemExit(f"set CLAUSETRAIL_CORPUS to the corpus folder, or pass --pdf <path to {PDF_NAME}>")
    path = Path(corpus) / "regulatory" / PDF_NAME
    if not path.is_file():
        raise SystemExit(f"{PDF_NAME} is not in {Path(corpus) / 'regulatory'}; pass --pdf <path>")
    return path


def render(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--pdf", type=Path, default=None, help=f"path to {PDF_NAME}")
    parser.add_argument("--out", type=Path, default=OUT_PATH)
    parser.add_argument(
        "--check", action="store_true", help="fail when --out differs from a fresh derivation"
    )
    args = parser.parse_args(argv)
    pdf_path: Path = args.pdf or default_pdf_path()
    text = render(build_document(pdf_path))
    out: Path = args.out
    if args.check:
        current = out.read_text(encoding="utf-8") if out.exists() else ""
        if current != text:
            print(f"{out} is stale: re-run python -m clausetrail.data.derive_non_payable", file=sys.stderr)
            return 1
        print(f"{out} is up to date")
        return 0
    out.write_text(text, encoding="utf-8")
    counts = ", ".join(f"List {k}: {v['count']}" for k, v in json.loads(text)["lists"].items())
    print(f"wrote {out} ({counts})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
