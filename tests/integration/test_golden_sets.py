"""The split every eval uses: by wording, from split.json beside or above the golden folder; one part without."""

from __future__ import annotations

import json
from pathlib import Path

from clausetrail.eval.golden_sets import (
    ALL,
    DEV,
    TEST,
    golden_files,
    insurer_of,
    load_split,
    resolve_document,
)
from clausetrail.eval.policies_eval import PoliciesEval
from clausetrail.eval.policy_compare import DocumentScore, FieldResult

REPO = Path(__file__).resolve().parents[2]


def test_a_folder_without_split_is_one_part(tmp_path: Path) -> None:
    golden = tmp_path / "set"
    golden.mkdir()
    split = load_split(golden)
    assert split.parts == (ALL,)
    assert split.part_of("Any_Policy_X.pdf") == ALL


def test_split_in_the_parent_folder_assigns_parts_by_document(tmp_path: Path) -> None:
    golden = tmp_path / "policies"
    golden.mkdir()
    (tmp_path / "split.json").write_text(json.dumps({"test_documents": ["B_two.pdf"]}))
    (golden / "a.json").write_text("{}")
    (golden / "split.json").write_text(json.dumps({"test_documents": ["A_one.pdf"]}))
    split = load_split(golden)  # the folder's own split wins over its parent's
    assert split.parts == (TEST, DEV)
    assert split.part_of("A_one.pdf") == TEST
    assert split.part_of("B_two.pdf") == DEV
    assert [p.name for p in golden_files(golden)] == ["a.json"]


def test_resolve_document_finds_a_wording_in_a_sibling_folder(tmp_path: Path) -> None:
    (tmp_path / "policies").mkdir()
    (tmp_path / "policies_more").mkdir()
    target = tmp_path / "policies_more" / "Ins_Prod_X.pdf"
    target.write_bytes(b"%PDF-1.4")
    assert resolve_document(tmp_path / "policies", "Ins_Prod_X.pdf") == target
    assert resolve_document(tmp_path, "Ins_Prod_X.pdf") == target
    assert resolve_document(tmp_path / "policies", "missing.pdf") == tmp_path / "policies" / "missing.pdf"


def test_insurer_key_from_file_name_or_label() -> None:
    assert insurer_of("Star_Some-Plan_X.pdf") == "Star"
    assert insurer_of("plan.pdf", "Acme General Insurance") == "Acme"
    assert insurer_of("plan.pdf") == "unknown"


def test_the_repository_split_keeps_at_least_30_percent_of_labelled_wordings_in_test() -> None:
    split = load_split(REPO / "golden" / "policies")
    documents = {json.loads(p.read_text())["document"] for p in golden_files(REPO / "golden" / "policies")}
    in_test = {d for d in documents if split.part_of(d) == TEST}
    assert split.is_split
    assert len(in_test) / len(documents) >= 0.30, (len(in_test), len(documents))


def _score(document: str, passed: list[bool]) -> DocumentScore:
    fields = ["insurer_name", "uin", "copay", "grace_period_days"]
    return DocumentScore(
        document=document,
        per_field={
            name: FieldResult(field=name, passed=ok, expected=None, actual=None, reason="")
            for name, ok in zip(fields, passed, strict=False)
        },
    )


def test_policies_eval_scores_parts_and_insurers_apart(tmp_path: Path) -> None:
    (tmp_path / "split.json").write_text(json.dumps({"test_documents": ["B_y.pdf"]}))
    result = PoliciesEval(
        scores=[_score("A_x.pdf", [True, True, True, True]), _score("B_y.pdf", [True, False, False, False])],
        split=load_split(tmp_path),
        insurers={"A_x.pdf": "A", "B_y.pdf": "B"},
    )
    report = result.to_json()
    assert list(report["parts"]) == [TEST, DEV]
    assert report["parts"][TEST]["tier_a_pass_rate"] == 0.25
    assert report["parts"][DEV]["tier_a_pass_rate"] == 1.0
    assert report["corpus"]["tier_a_pass_rate"] == 5 / 8
    loio = report["leave_one_insurer_out"]
    assert loio["insurers"]["B"]["seen_in_dev"] is False
    assert loio["worst_insurer_tier_a_pass_rate"] == 0.25
