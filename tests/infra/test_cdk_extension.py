"""Adding a stage is a registry entry plus its handler and ASL file: no change in infra/ is needed."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from clausetrail.workflow import registry
from clausetrail.workflow.registry import FunctionSpec, StateMachineSpec
from infra.application import SKIP_BUNDLING, build_app
from infra.grants import CLAUDE_MODEL_PATTERN
from infra.stacks import SourceLayout
from tests.infra.cdk_helpers import actions_of_role, resources_for_action, role_of

EXTRA_FUNCTION = FunctionSpec(
    "MadeUpStage",
    "made_up_stage",
    "A stage that exists only in this test",
    1536,
    600,
    frozenset({registry.DB, registry.DOCUMENTS_READ, registry.BEDROCK_LLM}),
)
EXTRA_MACHINE = StateMachineSpec("made_up_machine", ("MadeUpStage",))
EXTRA_ASL = {
    "StartAt": "Pass1",
    "States": {
        "Pass1": {"Type": "Task", "Resource": "${MadeUpStageFunctionArn}", "Next": "Done"},
        "Done": {"Type": "Succeed"},
    },
}


@pytest.fixture(scope="module")
def extended(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    root = tmp_path_factory.mktemp("extended")
    functions_dir = root / "functions"
    functions_dir.mkdir()
    for spec in registry.FUNCTIONS:
        (functions_dir / spec.stage).symlink_to(registry.REPO_ROOT / "functions" / spec.stage)
    (functions_dir / "made_up_stage").mkdir()
    (functions_dir / "made_up_stage" / "handler.py").write_text(
        "def handler(event, context):\n    return event\n"
    )
    asl_dir = root / "statemachines"
    asl_dir.mkdir()
    for spec in registry.STATE_MACHINES:
        (asl_dir / spec.asl_path.name).write_bytes(spec.asl_path.read_bytes())
    (asl_dir / "made_up_machine.asl.json").write_text(json.dumps(EXTRA_ASL))

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(registry, "FUNCTIONS", (*registry.FUNCTIONS, EXTRA_FUNCTION))
        patch.setattr(registry, "STATE_MACHINES", (*registry.STATE_MACHINES, EXTRA_MACHINE))
        patch.setattr(registry, "STATEMACHINE_DIR", asl_dir)
        app, _, app_stack = build_app(
            overrides=SKIP_BUNDLING,
            outdir=str(root / "cdk.out"),
            source=SourceLayout(functions_dir=functions_dir),
        )
        assembly = app.synth()  # cdk-nag included: the bedrock_llm acknowledgments must match
    yield assembly.get_stack_by_name(app_stack.stack_name).template


def _by_description(template: dict[str, Any], description: str) -> str:
    (logical_id,) = [
        k
        for k, v in template["Resources"].items()
        if v["Type"] == "AWS::Lambda::Function" and v["Properties"].get("Description") == description
    ]
    return logical_id


def test_new_function_and_state_machine_come_from_the_registry_alone(extended: dict[str, Any]) -> None:
    function_id = _by_description(extended, EXTRA_FUNCTION.description)
    props = extended["Resources"][function_id]["Properties"]
    assert (props["MemorySize"], props["Timeout"]) == (1536, 600)
    machines = [v for v in extended["Resources"].values() if v["Type"] == "AWS::StepFunctions::StateMachine"]
    assert len(machines) == len(registry.STATE_MACHINES) + 1
    texts = [json.dumps(m["Properties"]["DefinitionString"]) for m in machines]
    assert all("${" not in text for text in texts)
    assert sum(function_id in text for text in texts) == 1


def test_bedrock_llm_need_grants_claude_only_and_nothing_else(extended: dict[str, Any]) -> None:
    role = role_of(extended, _by_description(extended, EXTRA_FUNCTION.description))
    actions = actions_of_role(extended, role)
    assert {a for a in actions if a.startswith("bedrock:")} == {
        "bedrock:InvokeModel",
        "bedrock:InvokeModelWithResponseStream",
    }
    assert not {a for a in actions if a.startswith(("textract:", "states:", "s3:Put"))}
    resources = json.dumps(resources_for_action(extended, role, "bedrock:InvokeModel"))
    assert resources.count(CLAUDE_MODEL_PATTERN) == 2
    assert "titan" not in resources


def test_an_unknown_need_fails_before_anything_is_deployed(tmp_path: Path) -> None:
    typo = FunctionSpec("Typo", "db_migrate", "Misspelt need", 512, 60, frozenset({"dbb"}))
    with pytest.raises(Exception, match="dbb"):
        build_app(
            overrides=SKIP_BUNDLING,
            outdir=str(tmp_path),
            source=SourceLayout(functions=(*registry.FUNCTIONS, typo)),
        )
