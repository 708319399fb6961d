"""Static checks of what gets deployed (run by `make test` through tests/infra):

- `lint_template`: cfn-lint on a synthesized template; errors and warnings are findings, except the ones in
  `ACCEPTED_LINT_RULES` (each with its reason). Deprecations (W3690 engine versions, W2531/E2531 runtimes,
  ...) are warnings, so they fail the build.
- `validate_asl`: a state machine definition (`statemachines/*.asl.json`) against the Amazon States Language
  JSON schema that cfn-lint ships and maintains (rule E3601: structure, state types and their fields,
  `StartAt`), plus the graph: every `Next`/`Default`/`Catch` target exists in its scope, every state is
  reachable from `StartAt`, and every `${...}` placeholder is one the registry substitutes.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: rule id -> why it is not a finding here
ACCEPTED_LINT_RULES: dict[str, str] = {
    "W3005": "CDK emits DependsOn next to the Ref/GetAtt that already orders the resources (no effect)",
}
_PLACEHOLDER = re.compile(r"\$\{([A-Za-z0-9_]+)\}")


@dataclass(frozen=True, slots=True)
class Finding:
    rule: str
    message: str
    where: str

    def __str__(self) -> str:
        return f"{self.rule} {self.message} ({self.where})"


def _lint(text: str, accepted: Iterable[str]) -> list[Finding]:
    from cfnlint.api import ManualArgs, lint

    matches = lint(text, config=ManualArgs(regions=["us-east-1", "ap-south-1"], ignore_checks=list(accepted)))
    return [
        Finding(m.rule.id, m.message, f"{'/'.join(str(p) for p in m.path)}")
        for m in matches
        if m.rule.id[:1] in ("E", "W")
    ]


def lint_template(path: Path) -> list[Finding]:
    """cfn-lint findings of one template file (errors and warnings, accepted rules left out)."""
    return _lint(path.read_text(encoding="utf-8"), ACCEPTED_LINT_RULES)


def lint_template_text(text: str) -> list[Finding]:
    return _lint(text, ACCEPTED_LINT_RULES)


def _targets(state: dict[str, Any]) -> Iterator[str]:
    for key in ("Next", "Default"):
        if isinstance(state.get(key), str):
            yield state[key]
    for choice in state.get("Choices") or []:
        if isinstance(choice, dict) and isinstance(choice.get("Next"), str):
            yield choice["Next"]
    for catcher in state.get("Catch") or []:
        if isinstance(catcher, dict) and isinstance(catcher.get("Next"), str):
            yield catcher["Next"]


def _graph_findings(machine: dict[str, Any], where: str) -> Iterator[Finding]:
    states = machine.get("States")
    if not isinstance(states, dict):
        return
    reachable: set[str] = set()
    todo = [machine.get("StartAt")]
    while todo:
        name = todo.pop()
        if not isinstance(name, str) or name in reachable or name not in states:
            continue
        reachable.add(name)
        todo.extend(_targets(states[name]))
    for name, state in states.items():
        if not isinstance(state, dict):
            continue
        for target in _targets(state):
            if target not in states:
                yield Finding("ASL-NEXT", f"state {name!r} goes to {target!r}, which does not exist", where)
        if name not in reachable:
            yield Finding("ASL-UNREACHABLE", f"state {name!r} cannot be reached from StartAt", where)
        for key in ("Iterator", "ItemProcessor"):
            if isinstance(state.get(key), dict):
                yield from _graph_findings(state[key], f"{where}/{name}/{key}")
        for index, branch in enumerate(state.get("Branches") or []):
            if isinstance(branch, dict):
                yield from _graph_findings(branch, f"{where}/{name}/Branches/{index}")


def validate_asl(
    definition: dict[str, Any], substitutions: Iterable[str], *, name: str = "asl"
) -> list[Finding]:
    """Findings for one ASL definition; `substitutions` are the placeholder names CDK fills."""
    known = set(substitutions)
    text = json.dumps(definition)
    used = set(_PLACEHOLDER.findall(text))
    findings = [
        Finding("ASL-PLACEHOLDER", f"${{{p}}} is not substituted by the registry", name)
        for p in sorted(used - known)
    ]
    # E3601 validates the definition inside a state machine resource; placeholders become substitutions
    template = {
        "AWSTemplateFormatVersion": "2010-09-09",
        "Resources": {
            "Machine": {
                "Type": "AWS::StepFunctions::StateMachine",
                "Properties": {
                    "RoleArn": "arn:aws:iam::123456789012:role/r",
                    "Definition": definition,
                    "DefinitionSubstitutions": {
                        p: f"arn:aws:lambda:us-east-1:123456789012:function:{p}" for p in sorted(used)
                    },
                },
            }
        },
    }
    findings += [f for f in _lint(json.dumps(template), ()) if f.rule.startswith("E36")]
    findings += list(_graph_findings(definition, name))
    return findings
