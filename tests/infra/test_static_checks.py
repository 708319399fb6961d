"""Issue 8 infra checks: cfn-lint on the synthesized templates (no errors, no deprecation warnings) and an ASL
validator on every state machine definition; each check is shown to catch what it should."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from clausetrail.workflow import registry
from infra.checks import ACCEPTED_LINT_RULES, lint_template, lint_template_text, validate_asl
from tests.infra.conftest import Synthesized

ASL_FILES = sorted(registry.STATEMACHINE_DIR.glob("*.asl.json"))


def test_the_synthesized_templates_lint_clean(synthesized: Synthesized) -> None:
    templates = sorted(synthesized.outdir.glob("*.template.json"))
    assert len(templates) == 2
    for template in templates:
        findings = lint_template(template)
        assert findings == [], "\n".join(str(f) for f in findings)


def test_only_reasoned_lint_rules_are_accepted_and_none_is_a_deprecation() -> None:
    assert all(len(reason) > 30 for reason in ACCEPTED_LINT_RULES.values())
    assert not {"W3690", "W2531", "E2531", "E3691", "W3689"} & set(ACCEPTED_LINT_RULES)


def test_cfn_lint_catches_a_retired_aurora_version(synthesized: Synthesized) -> None:
    """Control: the data template with the old 16.6 engine fails the same check (W3690, the issue's finding)."""
    template: dict[str, Any] = copy.deepcopy(synthesized.data_json)
    (cluster,) = [r for r in template["Resources"].values() if r["Type"] == "AWS::RDS::DBCluster"]
    cluster["Properties"]["EngineVersion"] = "16.6"
    rules = {f.rule for f in lint_template_text(json.dumps(template))}
    assert "W3690" in rules


def test_there_are_state_machines_and_all_are_in_the_registry() -> None:
    assert {p.name.removesuffix(".asl.json") for p in ASL_FILES} == {
        sm.name for sm in registry.STATE_MACHINES
    }


@pytest.mark.parametrize("path", ASL_FILES, ids=lambda p: p.name)
def test_every_state_machine_is_valid_asl(path: Path) -> None:
    definition = json.loads(path.read_text(encoding="utf-8"))
    substitutions = registry.substitutions(lambda spec: spec.local_arn())
    findings = validate_asl(definition, substitutions, name=path.name)
    assert findings == [], "\n".join(str(f) for f in findings)


def _machine() -> dict[str, Any]:
    return json.loads(ASL_FILES[0].read_text(encoding="utf-8"))


def test_the_asl_validator_catches_broken_definitions() -> None:
    known = registry.substitutions(lambda spec: spec.local_arn())
    base = _machine()
    first = base["StartAt"]

    wrong_type = copy.deepcopy(base)
    wrong_type["States"][first]["Type"] = "Tasky"
    assert any(f.rule.startswith("E36") for f in validate_asl(wrong_type, known))

    dangling = copy.deepcopy(base)
    dangling["States"][first]["Next"] = "NoSuchState"
    dangling["States"][first].pop("End", None)
    assert "ASL-NEXT" in {f.rule for f in validate_asl(dangling, known)}

    orphan = copy.deepcopy(base)
    orphan["States"]["Orphan"] = {"Type": "Succeed"}
    assert "ASL-UNREACHABLE" in {f.rule for f in validate_asl(orphan, known)}

    unknown = copy.deepcopy(base)
    unknown["States"]["Extra"] = {"Type": "Task", "Resource": "${NoSuchFunctionArn}", "End": True}
    assert "ASL-PLACEHOLDER" in {f.rule for f in validate_asl(unknown, known)}

    missing_start = copy.deepcopy(base)
    missing_start["StartAt"] = "Nowhere"
    assert validate_asl(missing_start, known)
