"""The CLI takes real policy numbers (SPEC §11) and refuses a bad one by name, without a traceback."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from typer.testing import CliRunner

from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.storage_folder import FolderStorage
from clausetrail.cli.main import app
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.services.policies import RegisterPolicyRequest, register_policy
from clausetrail.settings import Settings
from tests.fakes.workflows import RecordingWorkflows

POLICY = "National_Parivar-Mediclaim-Plus_NICHLIP25039V032425.pdf"
REAL_ID = "P/211200/01/2026/007126"


@pytest.fixture
def runtime(database_url: str, tmp_path: Path) -> Iterator[Runtime]:
    db = Database(database_url, embedding_dimension=384)
    rt = Runtime(
        Settings(data_dir=tmp_path, embedding_backend="hashing", max_document_bytes=5_000_000),
        storage=FolderStorage(tmp_path / "docs"),
        workflows=RecordingWorkflows(),
        database=db,
    )
    set_runtime(rt)
    yield rt
    set_runtime(None)
    db.close()


def test_policies_show_takes_a_real_policy_number(runtime: Runtime, corpus_dir: Path) -> None:
    pdf = (corpus_dir / "policies" / POLICY).read_bytes()
    register_policy(
        runtime,
        "local",
        RegisterPolicyRequest(
            policy_id=REAL_ID,
            insurer="National Insurance",
            product_uin="NICHLIP25039V032425",
            effective_from=date(2025, 4, 1),
            document_base64=base64.b64encode(pdf).decode(),
        ),
    )
    result = CliRunner().invoke(app, ["policies", "show", f" {REAL_ID} "])
    assert result.exit_code == 0, result.output
    assert f'"policy_id": "{REAL_ID}"' in result.output


@pytest.mark.parametrize(
    "args", [["policies", "show", "P 1"], ["policies", "ingest", "{pdf}", "--policy-id", "P#1"]]
)
def test_a_bad_policy_id_is_refused_by_name(runtime: Runtime, corpus_dir: Path, args: list[str]) -> None:
    pdf = corpus_dir / "policies" / POLICY
    result = CliRunner().invoke(app, [a.replace("{pdf}", str(pdf)) for a in args])
    assert result.exit_code == 2, result.output
    assert "BAD_POLICY_ID" in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert runtime.policies.list_policies() == []  # nothing registered
