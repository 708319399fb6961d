from __future__ import annotations

import json

import pytest

from clausetrail.workflow import registry
from clausetrail.workflow.local_sfn import render_definition


def test_every_placeholder_of_every_state_machine_is_in_the_registry() -> None:
    subs = registry.substitutions(lambda s: s.local_arn())
    for sm in registry.STATE_MACHINES:
        rendered = json.loads(render_definition(sm.asl_path.read_text(), subs))
        resources = set()
        for state in rendered["States"].values():
            if state["Type"] != "Task":
                continue
            if state["Resource"].startswith("arn:aws:states:::lambda:invoke"):
                resources.add(state["Parameters"]["FunctionName"])  # .waitForTaskToken integrations
            else:
                resources.add(state["Resource"])
        assert resources == {registry.function(n).local_arn() for n in sm.functions}


def test_unknown_placeholder_is_an_error() -> None:
    with pytest.raises(ValueError, match=r"\$\{NopeFunctionArn\}"):
        render_definition('{"Resource": "${NopeFunctionArn}"}', {"IngestOcrFunctionArn": "arn:x"})


def test_every_task_has_retry_and_catch() -> None:
    for sm in registry.STATE_MACHINES:
        asl = json.loads(sm.asl_path.read_text())
        for name, state in asl["States"].items():
            if state["Type"] == "Task":
                assert state.get("Retry"), name
                assert state.get("Catch"), name
