"""The golden sets are checked against the documents they label: hashes, field registry, value types, and every
quote verbatim on the page it cites (so a wrong page or a paraphrase is caught)."""

from __future__ import annotations

import hashlib
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
import pytest

from clausetrail.domain.terms import TIER_A_FIELDS, TIER_B_FIELDS
from clausetrail.eval.golden_sets import golden_files, resolve_document
from tests.conftest import REPO_ROOT, corpus_path

GOLDEN_POLICIES = golden_files(REPO_ROOT / "golden" / "policies")
GOLDEN_QUESTIONS = golden_files(REPO_ROOT / "golden" / "questions")

TIER_A = list(TIER_A_FIELDS)
TIER_B = list(TIER_B_FIELDS)
KINDS = {
    "percent_si",
    "percent_si_per_day",
    "amount",
    "amount_per_day",
    "room_category",
    "no_limit",
    "not_covered",
}
LIMITS = {"room_rent_limit", "icu_limit", "ambulance_limit", "cataract_limit", "modern_treatment_limit"}
BOOLS = {
    "maternity_covered",
    "ayush_covered",
    "day_care_covered",
    "organ_donor_covered",
    "domiciliary_covered",
}
INTS = {f for f in TIER_A + TIER_B if f.endswith(("_days", "_months", "_hours"))}
TEXT = {"insurer_name", "product_name", "uin", "restoration_benefit", "health_checkup"}


def norm(s: str) -> str:
    for a, b in (
        ("\ufffe", "-"),
        ("\u00ad", ""),
        ("\u2019", "'"),
        ("\u2018", "'"),
        ("\u201c", '"'),
        ("\u201d", '"'),
        ("\u2013", "-"),
        ("\u2014", "-"),
        ("`", "₹"),
    ):  # some fonts map ₹ to a backtick
        s = s.replace(a, b)
    return re.sub(r"\s+", " ", s).strip().lower()


@cache
def page_texts(document: str) -> tuple[str, ...]:
    doc = pdfium.PdfDocument(str(resolve_document(corpus_path() / "policies", document)))
    texts = tuple(norm(doc[i].get_textpage().get_text_range()) for i in range(len(doc)))
    doc.close()
    return texts


def quote_on_pages(quote: str, pages: list[int], document: str) -> bool:
    texts = page_texts(document)
    parts = [norm(x) for x in quote.split("...") if x.strip()]
    return any(all(part in texts[n - 1] for part in parts) for n in pages if 1 <= n <= len(texts))


def value_problems(field: str, v: Any) -> list[str]:
    if v is None:
        return []
    if field in LIMITS:
        if not (isinstance(v, dict) and v.get("kind") in KINDS and "value" in v):
            return [f"{field}: bad limit {v}"]
        kind, x = v["kind"], v["value"]
        ok = {
            "no_limit": x is None,
            "not_covered": x is None,
            "amount": isinstance(x, int),
            "amount_per_day": isinstance(x, int),
            "percent_si": isinstance(x, (int, float)),
            "percent_si_per_day": isinstance(x, (int, float)),
            "room_category": isinstance(x, str),
        }[kind]
        return [] if ok else [f"{field}: {kind} with value {x!r}"]
    if field == "copay":
        ok = isinstance(v, dict) and isinstance(v.get("percent"), (int, float)) and "condition" in v
    elif field in BOOLS:
        ok = isinstance(v, bool)
    elif field in INTS:
        ok = isinstance(v, int) and not isinstance(v, bool)
    elif field == "no_claim_bonus":
        ok = isinstance(v, (int, float))
    elif field == "sum_insured_options":
        ok = (
            isinstance(v, list)
            and all(isinstance(a, int) and a >= 10000 for a in v)
            and len(set(v)) == len(v)
        )
    elif field == "exclusion_codes":
        ok = isinstance(v, list) and all(re.fullmatch(r"Excl(0[1-9]|1[0-8])", c) for c in v)
    else:
        ok = field not in TEXT or isinstance(v, str)
    return [] if ok else [f"{field}: bad value {v!r}"]


def entry_problems(field: str, entry: dict[str, Any]) -> list[str]:
    """What is wrong with one labelled field: exactly one of value / any_of, each value of the registry's type."""
    if ("value" in entry) == ("any_of" in entry):
        return [f"{field}: needs exactly one of value/any_of"]
    return [
        p
        for v in (entry["any_of"] if "any_of" in entry else [entry["value"]])
        for p in value_problems(field, v)
    ]


def check_sha(golden: dict[str, Any]) -> None:
    pdf = resolve_document(corpus_path() / "policies", golden["document"])
    assert hashlib.sha256(pdf.read_bytes()).hexdigest() == golden["sha256"], golden["document"]


def test_there_are_enough_golden_files() -> None:
    """Issue 7: >= 25 wordings labelled for terms, >= 14 wordings and >= 200 questions."""
    assert len(GOLDEN_POLICIES) >= 25
    assert len(GOLDEN_QUESTIONS) >= 14
    assert sum(len(json.loads(p.read_text())["questions"]) for p in GOLDEN_QUESTIONS) >= 200
    total = sum(len(json.loads(p.read_text())["questions"]) for p in GOLDEN_QUESTIONS)
    assert total >= 60


@pytest.mark.parametrize("path", GOLDEN_POLICIES, ids=lambda p: p.stem)
def test_golden_policy_terms(path: Path) -> None:
    golden = json.loads(path.read_text())
    check_sha(golden)
    fields = golden["fields"]
    assert sorted(fields) == sorted(TIER_A + TIER_B)
    problems: list[str] = []
    for field, entry in fields.items():
        found = entry_problems(field, entry)
        if found:
            problems += found
            continue
        values = entry["any_of"] if "any_of" in entry else [entry["value"]]
        quote = entry.get("quote")
        if quote is None:
            if values != [None] and not entry.get("note"):
                problems.append(f"{field}: a value without quote or note")
            continue
        pages = entry["page"] if isinstance(entry.get("page"), list) else [entry.get("page")]
        for q in quote if isinstance(quote, list) else [quote]:
            if not quote_on_pages(q, pages, golden["document"]):
                problems.append(f"{field}: quote not on page {entry.get('page')}: {q!r}")
    assert problems == []


@pytest.mark.parametrize("path", GOLDEN_QUESTIONS, ids=lambda p: p.stem)
def test_golden_questions(path: Path) -> None:
    golden = json.loads(path.read_text())
    check_sha(golden)
    ids = [q["id"] for q in golden["questions"]]
    assert len(ids) == len(set(ids))
    problems: list[str] = []
    for q in golden["questions"]:
        if not q.get("answerable", True):
            assert not q.get("pages"), q["id"]
            continue
        if not (q.get("pages") and q.get("must_include") and q.get("answer")):
            problems.append(f"{q['id']}: answerable question without pages/must_include/answer")
            continue
        if q.get("quote") and not quote_on_pages(q["quote"], q["pages"], golden["document"]):
            problems.append(f"{q['id']}: quote not on pages {q['pages']}")
    assert problems == []


SYNTHETIC = REPO_ROOT / "golden" / "policies_synthetic"
SYNTHETIC_POLICIES = golden_files(SYNTHETIC)
SYNTHETIC_QUESTIONS = golden_files(REPO_ROOT / "golden" / "questions_synthetic")


def synthetic_pdf(golden: dict[str, Any]) -> Path:
    pdf = SYNTHETIC / "documents" / golden["document"]
    assert hashlib.sha256(pdf.read_bytes()).hexdigest() == golden["sha256"], golden["document"]
    return pdf


@pytest.mark.parametrize("path", SYNTHETIC_POLICIES, ids=lambda p: p.stem)
def test_synthetic_policy_terms_label_their_own_documents(path: Path) -> None:
    """The synthetic wordings (golden/policies_synthetic/README.md): each label file names a PDF kept beside it,
    labels every registry field once, with values of the registry's types."""
    golden = json.loads(path.read_text())
    synthetic_pdf(golden)
    assert sorted(golden["fields"]) == sorted(TIER_A + TIER_B)
    assert [p for field, entry in golden["fields"].items() for p in entry_problems(field, entry)] == []


@pytest.mark.parametrize("path", SYNTHETIC_QUESTIONS, ids=lambda p: p.stem)
def test_synthetic_questions_name_their_documents(path: Path) -> None:
    golden = json.loads(path.read_text())
    synthetic_pdf(golden)
    ids = [q["id"] for q in golden["questions"]]
    assert len(ids) == len(set(ids))
    for q in golden["questions"]:
        if q.get("answerable", True):
            assert q.get("pages") and q.get("must_include") and q.get("answer"), q["id"]


def test_synthetic_claims_name_synthetic_documents() -> None:
    cases = sorted((REPO_ROOT / "golden" / "claims_synthetic").glob("*/case.json"))
    assert len(cases) >= 48
    for case in cases:
        spec = json.loads(case.read_text())
        assert (SYNTHETIC / "documents" / spec["policy"]["document"]).is_file(), case.parent.name
        for name in spec["claim"]["documents"]:
            assert (case.parent / name).is_file(), f"{case.parent.name}/{name}"
