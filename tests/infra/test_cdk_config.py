"""Deployment settings come from CDK context, strings from `cdk -c` included, and bad values stop synthesis."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from aws_cdk import App
from aws_cdk import aws_logs as logs

from infra.application import cdk_json_context
from infra.config import ConfigError, InfraConfig

REPO_ROOT = Path(__file__).resolve().parents[2]


def test_cdk_json_runs_the_venv_python_app_and_sets_the_documented_defaults() -> None:
    document = json.loads((REPO_ROOT / "cdk.json").read_text())
    assert document["app"] == ".venv/bin/python app.py"
    assert document["output"] == "cdk.out"
    config = InfraConfig.from_context(App(context=cdk_json_context()).node)
    assert config == InfraConfig()
    assert config.audit_retention_years == 10
    assert config.textract_skip_text_pages is True


def test_cli_strings_are_parsed() -> None:
    context = {
        "environmentName": "prod",
        "auditRetentionYears": "7",
        "textractSkipTextPages": "false",
        "dbDeletionProtection": "FALSE",
        "dbMinCapacity": "0",
        "logRetentionDays": "3653",
    }
    config = InfraConfig.from_context(App(context=context).node)
    assert config.environment_name == "prod"
    assert config.audit_retention_years == 7
    assert config.textract_skip_text_pages is False
    assert config.db_deletion_protection is False
    assert config.db_min_capacity == 0.0
    assert config.log_retention == logs.RetentionDays.TEN_YEARS


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("textractSkipTextPages", "yes"),
        ("auditRetentionYears", "ten"),
        ("auditRetentionYears", 0),
        ("environmentName", "Prod env"),
        ("logRetentionDays", 400),
        ("dbMaxCapacity", 0.25),
        ("maxAzs", 1),
    ],
)
def test_bad_values_are_rejected(key: str, value: object) -> None:
    with pytest.raises(ConfigError):
        InfraConfig.from_context(App(context={key: value}).node)
