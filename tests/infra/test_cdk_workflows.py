"""State machines come from the ASL files with every placeholder resolved to the registry's Lambdas."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from clausetrail.workflow import registry
from infra.workflows import placeholders, resolve_definition
from tests.infra.cdk_helpers import actions_of_role, function_logical_ids, resources_for_action
from tests.infra.conftest import Synthesized, flatten_join


def _state_machine(synthesized: Synthesized, name: str) -> tuple[str, dict[str, Any]]:
    prefix = "Workflows" + "".join(part.capitalize() for part in name.split("_"))
    matches = {
        k: v
        for k, v in synthesized.app_resources("AWS::StepFunctions::StateMachine").items()
        if k.startswith(prefix)
    }
    assert len(matches) == 1, matches
    return next(iter(matches.items()))


def _definition(resource: dict[str, Any]) -> dict[str, Any]:
    """The definition with each `Fn::GetAtt [<id>, Arn]` written as `GETATT:<id>`."""

    def render(intrinsic: dict[str, Any]) -> str:
        logical_id, attribute = intrinsic["Fn::GetAtt"]
        assert attribute == "Arn"
        return f"GETATT:{logical_id}"

    return json.loads(flatten_join(resource["Properties"]["DefinitionString"], render))


def test_every_registry_state_machine_is_synthesized(synthesized: Synthesized) -> None:
    machines = synthesized.app_resources("AWS::StepFunctions::StateMachine")
    assert len(machines) == len(registry.STATE_MACHINES)


def _task_pairs(states: dict[str, Any], rendered: dict[str, Any]) -> list[tuple[str, Any, Any]]:
    """(name, ASL state, rendered state) of every Task, including those inside Map item processors."""
    out = []
    for name, state in states.items():
        if state["Type"] == "Task":
            out.append((name, state, rendered[name]))
        elif state["Type"] == "Map":
            out += _task_pairs(state["ItemProcessor"]["States"], rendered[name]["ItemProcessor"]["States"])
    return out


@pytest.mark.parametrize("spec", registry.STATE_MACHINES, ids=lambda spec: spec.name)
def test_definition_has_no_placeholder_left_and_tasks_call_the_registry_functions(
    synthesized: Synthesized, spec: registry.StateMachineSpec
) -> None:
    _, resource = _state_machine(synthesized, spec.name)
    text = json.dumps(resource["Properties"]["DefinitionString"])
    assert "${" not in text
    assert "DefinitionSubstitutions" not in resource["Properties"]

    ids = function_logical_ids(synthesized.app_json)
    asl = json.loads(spec.asl_path.read_text(encoding="utf-8"))
    definition = _definition(resource)
    called = set()
    for state_name, state, rendered in _task_pairs(asl["States"], definition["States"]):
        for path in _function_fields(state):
            placeholder = re.fullmatch(r"\$\{(\w+)FunctionArn\}", _get(state, path))
            assert placeholder, (state_name, path)
            assert _get(rendered, path) == f"GETATT:{ids[placeholder.group(1)]}"
            called.add(placeholder.group(1))
    assert called == set(spec.functions)
    # everything but the function references is the ASL file unchanged
    for _name, state, rendered in _task_pairs(asl["States"], definition["States"]):
        for path in _function_fields(state):
            _set(rendered, path, _get(state, path))
    assert definition["States"] == asl["States"]


def _function_fields(state: dict[str, Any]) -> list[tuple[str, ...]]:
    """Where a Task names its Lambda: `Resource`, or `Parameters.FunctionName` for a service integration
    such as `arn:aws:states:::lambda:invoke.waitForTaskToken`."""
    if state["Resource"].startswith("arn:aws:states:::lambda:invoke"):
        return [("Parameters", "FunctionName")]
    return [("Resource",)]


def _get(state: dict[str, Any], path: tuple[str, ...]) -> Any:
    value: Any = state
    for key in path:
        value = value[key]
    return value


def _set(state: dict[str, Any], path: tuple[str, ...], value: Any) -> None:
    for key in path[:-1]:
        state = state[key]
    state[path[-1]] = value


def test_review_and_crc_states_wait_for_a_task_token_from_the_await_review_function(
    synthesized: Synthesized,
) -> None:
    """The two callback states, an adjuster's review and the CRC votes: the token goes to ClaimAwaitReview
    (with the queue it waits on), and each wait is bounded by the input."""
    _, resource = _state_machine(synthesized, "adjudicate_claim")
    definition = _definition(resource)
    waiting = {
        name: state
        for name, state in definition["States"].items()
        if state.get("Resource", "").endswith(".waitForTaskToken")
    }
    assert set(waiting) == {"AwaitReview", "AwaitCrc"}
    ids = function_logical_ids(synthesized.app_json)
    for state in waiting.values():
        assert state["Resource"] == "arn:aws:states:::lambda:invoke.waitForTaskToken"
        assert state["Parameters"]["FunctionName"] == f"GETATT:{ids['ClaimAwaitReview']}"
        assert state["Parameters"]["Payload"]["task_token.$"] == "$$.Task.Token"
        assert state["TimeoutSecondsPath"] == "$.review_timeout_s"
    assert waiting["AwaitCrc"]["Parameters"]["Payload"]["queue"] == "crc"
    assert "queue" not in waiting["AwaitReview"]["Parameters"]["Payload"]


def test_every_repudiation_waits_for_the_crc_and_only_an_upheld_one_reaches_decide(
    synthesized: Synthesized,
) -> None:
    """Gate -> Route: `crc` to AwaitCrc; CrcOutcome: upheld to Decide, anything else to an adjuster's review."""
    _, resource = _state_machine(synthesized, "adjudicate_claim")
    states = _definition(resource)["States"]
    route = {c["StringEquals"]: c["Next"] for c in states["Route"]["Choices"]}
    assert route == {"auto": "Decide", "crc": "AwaitCrc"} and states["Route"]["Default"] == "AwaitReview"
    assert states["AwaitCrc"]["Next"] == "CrcOutcome"
    outcome = states["CrcOutcome"]
    assert [(c["Variable"], c["StringEquals"], c["Next"]) for c in outcome["Choices"]] == [
        ("$.crc.outcome", "upheld", "Decide")
    ]
    assert outcome["Default"] == "AwaitReview"
    timeout = next(c for c in states["AwaitCrc"]["Catch"] if c["ErrorEquals"] == ["States.Timeout"])
    assert timeout["Next"] == "EscalateCrc" and states["EscalateCrc"]["Next"] == "AwaitCrc"


@pytest.mark.parametrize("spec", registry.STATE_MACHINES, ids=lambda spec: spec.name)
def test_state_machine_is_standard_logged_without_data_and_traced(
    synthesized: Synthesized, spec: registry.StateMachineSpec
) -> None:
    _, resource = _state_machine(synthesized, spec.name)
    properties = resource["Properties"]
    assert properties["StateMachineType"] == "STANDARD"
    assert properties["LoggingConfiguration"]["Level"] == "ALL"
    assert properties["LoggingConfiguration"]["IncludeExecutionData"] is False
    assert properties["TracingConfiguration"] == {"Enabled": True}


@pytest.mark.parametrize("spec", registry.STATE_MACHINES, ids=lambda spec: spec.name)
def test_state_machine_role_invokes_exactly_its_own_functions(
    synthesized: Synthesized, spec: registry.StateMachineSpec
) -> None:
    _, resource = _state_machine(synthesized, spec.name)
    role_id = resource["Properties"]["RoleArn"]["Fn::GetAtt"][0]
    ids = function_logical_ids(synthesized.app_json)
    invocable = resources_for_action(synthesized.app_json, role_id, "lambda:InvokeFunction")
    assert sorted(json.dumps(r) for r in invocable) == sorted(
        json.dumps({"Fn::GetAtt": [ids[name], "Arn"]}) for name in spec.functions
    )
    lambda_actions = {a for a in actions_of_role(synthesized.app_json, role_id) if a.startswith("lambda:")}
    assert lambda_actions == {"lambda:InvokeFunction"}


def test_resolve_definition_leaves_jsonpath_and_context_paths_alone() -> None:
    text = '{"Resource": "${AFunctionArn}", "InputPath": "$.a", "Name.$": "$$.Execution.Id"}'
    resolved = resolve_definition(text, {"AFunctionArn": "arn:aws:lambda:r:1:function:a"})
    assert json.loads(resolved) == {
        "Resource": "arn:aws:lambda:r:1:function:a",
        "InputPath": "$.a",
        "Name.$": "$$.Execution.Id",
    }


def test_resolve_definition_refuses_an_unknown_placeholder() -> None:
    with pytest.raises(KeyError, match="MissingFunctionArn"):
        resolve_definition('{"Resource": "${MissingFunctionArn}"}', {})


def test_registry_and_asl_files_agree_on_placeholders() -> None:
    for spec in registry.STATE_MACHINES:
        used = placeholders(spec.asl_path.read_text(encoding="utf-8"))
        assert used == {registry.function(name).substitution_key for name in spec.functions}
