"""Golden claim cases drawn by ``golden/claims/render_more.py`` from their ``documents.json`` truth spec.

For every case folder holding a ``documents.json``:

* the stored PDFs are byte-identical to a fresh render (reportlab runs with ``invariant=1``, so no timestamp or
  random id enters the file), and the claim sends exactly the documents the spec draws;
* every line amount is an integer ``qty x rate`` and each bill's lines sum to its printed total, except a bill
  flagged ``total_differs_from_lines`` — and then the case expects ``AMOUNT_MISMATCH``;
* the claim and its documents tell one story: amount claimed = the bills' totals, loss date = admission date,
  policy number and member id as on the schedule, clause quotes found verbatim in the wording's text layer, the
  working ending on the payable amount.

The renderer must stay independent of the claim reader and of the first renderer: it may not import
``clausetrail.synthetic`` or ``clausetrail.claim_extraction``.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from datetime import date
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pypdfium2 as pdfium
import pytest

from clausetrail.domain.money import format_inr
from tests.conftest import REPO_ROOT, corpus_path

CLAIMS_DIR = REPO_ROOT / "golden" / "claims"
RENDERER_FILES = sorted(CLAIMS_DIR.glob("render_more*.py"))
CASE_DIRS = sorted(p.parent for p in CLAIMS_DIR.glob("*/documents.json"))
CASE_IDS = [d.name for d in CASE_DIRS]


@cache
def renderer() -> ModuleType:
    spec = importlib.util.spec_from_file_location("render_more", CLAIMS_DIR / "render_more.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["render_more"] = module
    spec.loader.exec_module(module)
    return module


def _json(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _norm(text: str) -> str:
    for a, b in (
        ("\ufffe", "-"),
        ("\u00ad", ""),
        ("\u2019", "'"),
        ("\u2018", "'"),
        ("\u201c", '"'),
        ("\u201d", '"'),
    ):
        text = text.replace(a, b)
    text = text.replace("\u2013", "-").replace("\u2014", "-")
    return re.sub(r"\s+", " ", text).strip().lower()


@cache
def wording_pages(document: str) -> tuple[str, ...]:
    found = sorted(corpus_path().rglob(document))
    assert found, f"{document} is not in the corpus"
    pdf = pdfium.PdfDocument(str(found[0]))
    try:
        return tuple(_norm(pdf[i].get_textpage().get_text_range()) for i in range(len(pdf)))
    finally:
        pdf.close()


def test_there_are_cases_for_the_renderer() -> None:
    assert len(CASE_IDS) >= 14


def test_renderer_is_independent_of_the_reader() -> None:
    assert RENDERER_FILES
    for path in RENDERER_FILES:
        source = path.read_text(encoding="utf-8")
        imports = re.findall(r"^\s*(?:from|import)\s+([\w.]+)", source, flags=re.M)
        assert imports, path.name
        assert not [
            m for m in imports if m.startswith(("clausetrail.synthetic", "clausetrail.claim_extraction"))
        ]


@pytest.mark.parametrize("case_id", CASE_IDS)
def test_documents_rerender_byte_identically(case_id: str) -> None:
    case_dir = CLAIMS_DIR / case_id
    rendered = renderer().render_case(case_dir)
    assert set(rendered) == set(_json(case_dir / "case.json")["claim"]["documents"])
    for name, data in rendered.items():
        assert (case_dir / name).read_bytes() == data, (
            f"{name} is stale: run golden/claims/render_more.py {case_id}"
        )


@pytest.mark.parametrize("case_id", CASE_IDS)
def test_bill_lines_are_integer_and_sum_to_the_total(case_id: str) -> None:
    docs = _json(CLAIMS_DIR / case_id / "documents.json")
    case = _json(CLAIMS_DIR / case_id / "case.json")
    assert docs["bills"], "a case without a bill"
    for bill in docs["bills"]:
        for line in bill["lines"]:
            for key in ("qty", "rate", "amount"):
                assert type(line[key]) is int, (bill["file"], line["description"], key)
            assert line["qty"] * line["rate"] == line["amount"], (bill["file"], line["description"])
        assert type(bill["total"]) is int
        lines_sum = sum(line["amount"] for line in bill["lines"])
        if bill.get("total_differs_from_lines"):
            assert lines_sum != bill["total"]
            assert "AMOUNT_MISMATCH" in case["expected"]["reason_codes"]
        else:
            assert lines_sum == bill["total"], (bill["file"], lines_sum, bill["total"])
    assert renderer().validate(docs) == []


@pytest.mark.parametrize("case_id", CASE_IDS)
def test_claim_and_documents_tell_one_story(case_id: str) -> None:
    case = _json(CLAIMS_DIR / case_id / "case.json")
    docs = _json(CLAIMS_DIR / case_id / "documents.json")
    policy, claim, expected = case["policy"], case["claim"], case["expected"]
    assert case["id"] == case_id
    assert claim["amount_claimed"] == sum(bill["total"] for bill in docs["bills"])
    assert date.fromisoformat(claim["loss_date"]) == date.fromisoformat(docs["admission_date"])
    assert docs["patient"]["member_id"] == claim["member_id"]
    assert docs["patient"]["policy_number"] == policy["policy_id"]
    members = {m["member_id"]: m for m in policy["schedule"]["members"]}
    if "MEMBER_NOT_COVERED" in expected["reason_codes"]:
        assert claim["member_id"] not in members
    else:
        assert members[claim["member_id"]]["name"] == docs["patient"]["name"]
    paying = expected["decision"] in ("approve", "partial")
    assert paying == (expected["payable_amount"] > 0)
    assert (expected["decision"] == "approve") == (expected["payable_amount"] == claim["amount_claimed"])
    last = case["working"][-1]
    amount = expected["payable_amount"]
    assert format_inr(amount, symbol="") in last or (amount == 0 and "payable 0" in last.lower()), last
    if case.get("depends_on"):
        assert _json(CLAIMS_DIR / case["depends_on"] / "case.json")["policy"] == policy


@pytest.mark.parametrize("case_id", CASE_IDS)
def test_clause_quotes_are_in_the_wording(case_id: str) -> None:
    case = _json(CLAIMS_DIR / case_id / "case.json")
    pages = wording_pages(case["policy"]["document"])
    missing = []
    for clause in case["expected"]["clauses"]:
        quote = re.search(r'"(.+)"', clause)
        assert quote, f"clause without a quoted passage: {clause}"
        if not any(_norm(quote.group(1)) in page for page in pages):
            missing.append(clause)
    assert missing == []


def test_cases_use_every_layout() -> None:
    bill_layouts: set[str] = set()
    summary_layouts: set[str] = set()
    for case_dir in CASE_DIRS:
        docs = _json(case_dir / "documents.json")
        bill_layouts |= {bill["layout"] for bill in docs["bills"]}
        summary_layouts |= {ds["layout"] for ds in docs.get("discharge_summaries", [])}
    assert len(bill_layouts) >= 6 and bill_layouts <= set(renderer().BILL_LAYOUTS)
    assert summary_layouts == set(renderer().SUMMARY_LAYOUTS)


def test_rendering_does_not_depend_on_what_the_layout_generator_drew_before() -> None:
    """reportlab's font registry is global to the process: the layout generator's bundled DejaVu faces must not
    replace the system faces this renderer embeds (a fresh CI worker ran the generator's tests first)."""
    from clausetrail.synthetic.layouts import FAMILIES, generate_sets

    dejavu_families = [f for f in FAMILIES if f.font.startswith("DejaVu") and not f.scanned]
    assert dejavu_families
    generate_sets(len(dejavu_families), seed=3, families=dejavu_families)
    case_dir = CLAIMS_DIR / "iha-ambulance-cap-15l"
    for name, data in renderer().render_case(case_dir).items():
        assert (case_dir / name).read_bytes() == data, name
