"""Synthesizes the real CDK app once per test session (jsii start-up is slow), bundling skipped."""

from __future__ import annotations

import os

# the machine's Node 20 is past jsii's support window; the banner (one per jsii start) only adds noise here
os.environ.setdefault("JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION", "20")

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from aws_cdk.assertions import Template

from infra.application import SKIP_BUNDLING, build_app
from infra.stacks import AppStack, DataStack


@dataclass(frozen=True)
class Synthesized:
    outdir: Path
    data_stack: DataStack
    app_stack: AppStack
    data_json: dict[str, Any]
    app_json: dict[str, Any]
    data: Template
    app: Template

    def app_resources(self, resource_type: str) -> dict[str, dict[str, Any]]:
        return {k: v for k, v in self.app_json["Resources"].items() if v["Type"] == resource_type}

    def data_resources(self, resource_type: str) -> dict[str, dict[str, Any]]:
        return {k: v for k, v in self.data_json["Resources"].items() if v["Type"] == resource_type}


@pytest.fixture(scope="session")
def synthesized(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Synthesized]:
    outdir = tmp_path_factory.mktemp("cdk.out")
    app, data_stack, app_stack = build_app(overrides=SKIP_BUNDLING, outdir=str(outdir))
    assembly = app.synth()  # raises if cdk-nag reports an unacknowledged finding
    data_json = assembly.get_stack_by_name(data_stack.stack_name).template
    app_json = assembly.get_stack_by_name(app_stack.stack_name).template
    yield Synthesized(
        outdir=outdir,
        data_stack=data_stack,
        app_stack=app_stack,
        data_json=data_json,
        app_json=app_json,
        data=Template.from_json(data_json),
        app=Template.from_json(app_json),
    )


def flatten_join(value: Any, render_ref: Any = None) -> str:
    """Turn an `Fn::Join` (as CDK emits for token-bearing strings) into text; intrinsics via render_ref."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and "Fn::Join" in value:
        separator, parts = value["Fn::Join"]
        return separator.join(flatten_join(part, render_ref) for part in parts)
    if render_ref is None:
        return json.dumps(value)
    return str(render_ref(value))
