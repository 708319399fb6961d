"""`make demo` end to end on a small set of golden claims: the wording is ingested on first use, each claim goes
through the local state machine, the CRC upholds each repudiation, the audit trail verifies and replays, and a
decision letter is written."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console

from clausetrail.runtime import Runtime
from clausetrail.services.demo import run_demo
from tests.conftest import REPO_ROOT
from tests.integration.test_claims_end_to_end import local_runtime

pytestmark = pytest.mark.slow


@pytest.fixture
def runtime(database_url: str, tmp_path: Path) -> Iterator[Runtime]:
    with local_runtime(database_url, tmp_path) as rt:
        yield rt


def test_the_demo_decides_claims_answers_questions_and_writes_a_letter(
    runtime: Runtime, corpus_dir: Path, tmp_path: Path
) -> None:
    console = Console(record=True, width=200)
    reports = tmp_path / "reports"
    code = run_demo(
        runtime,
        corpus_dir,
        REPO_ROOT / "golden" / "questions",
        console,
        claims_dir=REPO_ROOT / "golden" / "claims",
        reports=reports,
        cases=("nat-member-not-in-schedule", "nat-missing-discharge-summary"),
    )
    out = console.export_text()
    assert code == 0, out
    assert "CRC: crc-1, crc-2 upheld the repudiation" in out
    assert "2 of 2 decisions as the golden cases expect" in out
    assert "This sounds like a medical emergency" in out  # the emergency question is answered at once
    letters = list(reports.glob("decision-letter-*.pdf"))
    assert len(letters) == 1 and letters[0].read_bytes().startswith(b"%PDF")
    assert "chain verified True" in out and "matches True" in out
    assert "http://127.0.0.1:8080/console" in out  # where a person reviews the claims next
