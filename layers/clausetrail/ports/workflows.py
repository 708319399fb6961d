"""Workflow port: start and inspect state-machine executions (Step Functions, or moto's interpreter locally)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class ExecutionInfo:
    execution_arn: str
    status: str  # RUNNING | SUCCEEDED | FAILED | TIMED_OUT | ABORTED | NOT_FOUND (e.g. a lost local engine)
    output: dict[str, Any] | None
    error: str | None
    cause: str | None


class WorkflowPort(Protocol):
    def start(self, state_machine: str, name: str, payload: dict[str, Any]) -> str:
        """Start an execution named `name` (idempotent for the same name and input); return its ARN."""
        ...

    def describe(self, execution_arn: str) -> ExecutionInfo: ...

    def redrive(self, execution_arn: str) -> bool:
        """Resume a failed/aborted/timed-out execution where it stopped; False when that is not possible."""
        ...

    def send_task_success(self, task_token: str, output: dict[str, Any]) -> None: ...

    def send_task_failure(self, task_token: str, error: str, cause: str) -> None: ...
