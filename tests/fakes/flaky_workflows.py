"""A WorkflowPort fake whose task-token sends can fail and whose executions can be declared lost or failed."""

from __future__ import annotations

from typing import Any

from clausetrail.ports.workflows import ExecutionInfo
from tests.fakes.workflows import RecordingWorkflows


class InvalidToken(Exception):
    """What Step Functions answers for a token no execution waits on."""


class FlakyWorkflows(RecordingWorkflows):
    def __init__(self) -> None:
        super().__init__()
        self.fail_sends = 0  # how many of the next sends fail
        self.dead_tokens: set[str] = set()  # tokens whose execution is gone
        self.sent: list[tuple[str, dict[str, Any]]] = []
        self.status: dict[str, str] = {}  # execution ARN -> status (default RUNNING)

    def describe(self, execution_arn: str) -> ExecutionInfo:
        status = self.status.get(execution_arn, "RUNNING")
        return ExecutionInfo(
            execution_arn, status, None, "States.TaskFailed" if status == "FAILED" else None, None
        )

    def send_task_success(self, task_token: str, output: dict[str, Any]) -> None:
        if task_token in self.dead_tokens:
            raise InvalidToken("Invalid Token: the execution is gone")
        if self.fail_sends > 0:
            self.fail_sends -= 1
            raise ConnectionError("the workflow engine did not answer")
        self.sent.append((task_token, output))
