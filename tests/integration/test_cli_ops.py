"""`clausetrail ops list | why | redrive` on the embedded database (the same services code as on AWS)."""

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
from clausetrail.services import adjudication
from clausetrail.services.claims_intake import SubmitClaimRequest, submit_claim
from clausetrail.services.documents import store_document
from clausetrail.services.policies import RegisterPolicyRequest, register_policy
from clausetrail.settings import Settings
from tests.fakes.flaky_workflows import FlakyWorkflows

PDF = b"%PDF-1.4 x\n%%EOF"


@pytest.fixture
def runtime(database_url: str, tmp_path: Path) -> Iterator[Runtime]:
    db = Database(database_url, embedding_dimension=384)
    rt = Runtime(
        Settings(data_dir=tmp_path, embedding_backend="hashing"),
        storage=FolderStorage(tmp_path / "docs"),
        workflows=FlakyWorkflows(),
        database=db,
    )
    set_runtime(rt)
    yield rt
    set_runtime(None)
    db.close()


def test_ops_commands_list_explain_and_redrive_a_failed_claim(runtime: Runtime) -> None:
    register_policy(
        runtime,
        "sys",
        RegisterPolicyRequest(
            policy_id="P-1",
            insurer="Insurer",
            product_uin="ABCHLIP25001V012425",
            effective_from=date(2025, 4, 1),
            document_base64=base64.b64encode(PDF).decode(),
        ),
    )
    request = SubmitClaimRequest(
        policy_id="P-1",
        claimant_id="C",
        member_id="M1",
        loss_date=date(2025, 9, 1),
        amount_claimed=10,
        documents=[store_document(runtime, "sys", "b.pdf", PDF)],
    )
    claim_id = submit_claim(runtime, "sys", request)[0].claim_id
    adjudication.fail_claim(runtime, claim_id, {"Error": "X", "Cause": "NOT_A_PDF: the bill is not a PDF"})
    workflows: FlakyWorkflows = runtime.workflows  # type: ignore[assignment]
    workflows.status[runtime.claims.get(claim_id).execution_arn or ""] = "FAILED"  # the execution ended
    runner = CliRunner()
    listed = runner.invoke(app, ["ops", "list"], terminal_width=300)
    assert listed.exit_code == 0 and claim_id in listed.output and "failed" in listed.output
    why = runner.invoke(app, ["ops", "why", claim_id])
    assert why.exit_code == 0 and "NOT_A_PDF" in why.output
    assert runner.invoke(app, ["ops", "redrive"]).exit_code == 2  # an id or --all
    redriven = runner.invoke(app, ["ops", "redrive", claim_id, "--wait", "0"])
    assert redriven.exit_code == 0 and "restarted" in redriven.output
    assert runtime.claims.get(claim_id).status == "processing"
    assert runner.invoke(app, ["ops", "why", "clm_none"]).exit_code == 2
