"""Builds the CDK app: context from cdk.json (overridable by the CLI), config, the two stacks, cdk-nag."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from aws_cdk import App, Environment

from infra.config import InfraConfig
from infra.nag import add_nag_checks
from infra.stacks import AppStack, DataStack, SourceLayout

REPO_ROOT = Path(__file__).resolve().parents[1]
CDK_JSON = REPO_ROOT / "cdk.json"
SKIP_BUNDLING: dict[str, Any] = {"aws:cdk:bundling-stacks": []}


def cdk_json_context(path: Path = CDK_JSON) -> dict[str, Any]:
    """The `context` of cdk.json, so `python app.py` sees the same feature flags as the `cdk` CLI."""
    context = json.loads(path.read_text(encoding="utf-8")).get("context", {})
    if not isinstance(context, dict):
        raise ValueError(f"{path}: 'context' must be an object")
    return context


def deployment_environment() -> Environment | None:
    """Account/region from the CLI (`CDK_DEFAULT_*`); None keeps the stacks environment-agnostic."""
    account, region = os.environ.get("CDK_DEFAULT_ACCOUNT"), os.environ.get("CDK_DEFAULT_REGION")
    return Environment(account=account, region=region) if account and region else None


def default_outdir() -> str:
    """The CLI's CDK_OUTDIR when run by `cdk`, else cdk.out (as `"output"` in cdk.json)."""
    return os.environ.get("CDK_OUTDIR") or str(REPO_ROOT / "cdk.out")


def build_app(
    *,
    overrides: Mapping[str, Any] | None = None,
    outdir: str | None = None,
    source: SourceLayout | None = None,
    env: Environment | None = None,
) -> tuple[App, DataStack, AppStack]:
    """`overrides` win over the CLI and cdk.json (tests pass SKIP_BUNDLING and their own settings)."""
    app = App(context=cdk_json_context(), post_cli_context=dict(overrides or {}), outdir=outdir)
    config = InfraConfig.from_context(app.node)
    prefix = f"ClauseTrail-{config.environment_name}"
    data = DataStack(app, f"{prefix}-Data", config=config, env=env)
    compute = AppStack(
        app, f"{prefix}-App", config=config, data=data, source=source or SourceLayout(), env=env
    )
    add_nag_checks(app)
    return app, data, compute
