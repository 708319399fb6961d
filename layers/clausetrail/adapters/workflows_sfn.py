"""Step Functions on AWS."""

from __future__ import annotations

import json
from typing import Any

from clausetrail.domain.identifiers import execution_name
from clausetrail.ports.workflows import ExecutionInfo


class StepFunctionsWorkflows:
    def __init__(self, state_machine_arns: dict[str, str], client: Any | None = None) -> None:
        import boto3

        self.arns = state_machine_arns
        self.client = client or boto3.client("stepfunctions")

    def start(self, state_machine: str, name: str, payload: dict[str, Any]) -> str:
        name = execution_name(name)  # Step Functions' alphabet and 80 characters, whatever the caller passes
        body = json.dumps(payload, sort_keys=True, default=str)
        try:
            resp = self.client.start_execution(
                stateMachineArn=self.arns[state_machine], name=name, input=body
            )
        except self.client.exceptions.ExecutionAlreadyExists:
            # same name, different input: the existing execution stands (a rerun never starts a twin)
            return self.arns[state_machine].replace(":stateMachine:", ":execution:") + f":{name}"
        started: str = resp["executionArn"]
        return started

    def describe(self, execution_arn: str) -> ExecutionInfo:
        try:
            d = self.client.describe_execution(executionArn=execution_arn)
        except self.client.exceptions.ExecutionDoesNotExist:
            return ExecutionInfo(execution_arn, "NOT_FOUND", None, None, None)
        return ExecutionInfo(
            execution_arn=execution_arn,
            status=d["status"],
            output=json.loads(d["output"]) if d.get("output") else None,
            error=d.get("error"),
            cause=d.get("cause"),
        )

    def redrive(self, execution_arn: str) -> bool:
        """Step Functions redrive: resume a FAILED, ABORTED or TIMED_OUT execution from the state that did not
        succeed. False when the execution cannot be redriven (then ops start a new execution)."""
        try:
            self.client.redrive_execution(executionArn=execution_arn)
        except Exception:  # ExecutionNotRedrivable, ExecutionLimitExceeded, not implemented locally, ...
            return False
        return True

    def send_task_success(self, task_token: str, output: dict[str, Any]) -> None:
        self.client.send_task_success(taskToken=task_token, output=json.dumps(output, default=str))

    def send_task_failure(self, task_token: str, error: str, cause: str) -> None:
        self.client.send_task_failure(taskToken=task_token, error=error, cause=cause)
