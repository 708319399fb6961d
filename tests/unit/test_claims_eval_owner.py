"""Golden claims run as separate callers (duplicate bills are caller-wide, SPEC §11), except the cases that
depend on one another, which share one instance (SPEC §8)."""

from __future__ import annotations

from clausetrail.eval.claims_eval import case_owner

CASES = {
    "a-clean": {"id": "a-clean"},
    "a-duplicate": {"id": "a-duplicate", "depends_on": "a-clean"},
    "a-triplicate": {"id": "a-triplicate", "depends_on": "a-duplicate"},
    "b-other": {"id": "b-other"},
    "loop-1": {"id": "loop-1", "depends_on": "loop-2"},
    "loop-2": {"id": "loop-2", "depends_on": "loop-1"},
}


def test_dependent_cases_share_the_instance_of_their_root() -> None:
    owners = {cid: case_owner(case, CASES, 1) for cid, case in CASES.items()}
    assert owners["a-clean"] == owners["a-duplicate"] == owners["a-triplicate"]
    assert owners["b-other"] != owners["a-clean"]


def test_each_run_is_its_own_instance_and_a_loop_ends() -> None:
    assert case_owner(CASES["a-clean"], CASES, 1) != case_owner(CASES["a-clean"], CASES, 2)
    assert case_owner(CASES["loop-1"], CASES, 1)  # terminates
