"""A WorkflowPort fake that records what was started."""

from __future__ import annotations

from typing import Any

from clausetrail.ports.workflows import ExecutionInfo


class RecordingWorkflows:
    def __init__(self) -> None:
        self.started: list[tuple[str, str, dict[str, Any]]] = []

    def start(self, state_machine: str, name: str, payload: dict[str, Any]) -> str:
        self.started.append((state_machine, name, payload))
        return f"arn:local:{state_machine}:{name}"

    def describe(self, execution_arn: str) -> ExecutionInfo:
        return ExecutionInfo(execution_arn, "RUNNING", None, None, None)

    def redrive(self, execution_arn: str) -> bool:
        return False

    def send_task_success(self, task_token: str, output: dict[str, Any]) -> None:
        raise AssertionError("not expected")

    def send_task_failure(self, task_token: str, error: str, cause: str) -> None:
        raise AssertionError("not expected")
