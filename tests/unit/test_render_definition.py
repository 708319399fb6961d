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
        for state in _all_states(rendered["States"]):
            if state["Type"] != "Task":
                continue
            if state["Resource"].startswith("arn:aws:states:::lambda:invoke"):
                resources.add(state["Parameters"]["FunctionName"])  # .waitForTaskToken integrations
            else:
                resources.add(state["Resource"])
        assert resources == {registry.function(n).local_arn() for n in sm.functions}


def _all_states(states: dict) -> list[dict]:
    out = []
    for state in states.values():
        out.append(state)
        if state["Type"] == "Map":
            out.extend(_all_states(state["ItemProcessor"]["States"]))
    return out


def test_unknown_placeholder_is_an_error() -> None:
    with pytest.raises(ValueError, match=r"\$\{NopeFunctionArn\}"):
        render_definition('{"Resource": "${NopeFunctionArn}"}', {"IngestOcrFunctionArn": "arn:x"})


def test_every_task_has_retry_and_catch() -> None:
    for sm in registry.STATE_MACHINES:
        asl = json.loads(sm.asl_path.read_text())
        for state in _all_states(asl["States"]):
            if state["Type"] in ("Task", "Map"):
                assert state.get("Retry") or state["Type"] == "Map", state
                # a pass-failure recorder inside the Map ends the item; everything else is caught
                assert state.get("Catch") or state["Resource"] == "${ExtractPassFailedFunctionArn}", state
