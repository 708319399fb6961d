"""The same ASL files, executed locally by moto's Step Functions interpreter.

moto runs executions in background threads; with Docker off it cannot run Lambda code, so this adapter
routes the interpreter's Lambda `Invoke` calls to the in-process handlers of the registry. The dispatch
mimics Lambda's contract: a raised exception becomes `FunctionError: Unhandled` with the
`{errorType, errorMessage}` payload, which the interpreter turns into the task's Error/Cause exactly as
Step Functions does on AWS, so Retry and Catch behave the same.

moto parses an execution's ASL definition again for every execution (its ANTLR parser is pure Python, and
building the states from the parse tree costs ~24 ms more: most of the interpreter's cost per claim).
`_install_program_cache` parses each definition once and gives every execution a deep copy of the states built
from it, so nothing of one execution is shared with another.
"""

from __future__ import annotations

import copy
import io
import json
import threading
import time
import traceback
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from clausetrail.adapters.workflows_sfn import StepFunctionsWorkflows
from clausetrail.domain.identifiers import execution_name
from clausetrail.ports.workflows import ExecutionInfo
from clausetrail.workflow import registry

Handler = Callable[[dict[str, Any], Any], Any]
TERMINAL = {"SUCCEEDED", "FAILED", "TIMED_OUT", "ABORTED"}


@dataclass
class LambdaContext:
    """Enough of the Lambda context object for Powertools and our handlers."""

    function_name: str
    invoked_function_arn: str
    memory_limit_in_mb: int
    timeout_s: int
    aws_request_id: str
    function_version: str = "$LATEST"
    log_group_name: str = "/local"
    log_stream_name: str = "local"

    def __post_init__(self) -> None:
        self._deadline = time.monotonic() + self.timeout_s

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int((self._deadline - time.monotonic()) * 1000))


class InProcessLambdaClient:
    """Stands in for the boto3 Lambda client the interpreter creates; only `invoke` is used."""

    def __init__(self, handlers: Mapping[str, tuple[registry.FunctionSpec, Handler]]) -> None:
        self.handlers = handlers  # keyed by function ARN and by function name

    def invoke(self, FunctionName: str, Payload: bytes | str | None = None, **_: Any) -> dict[str, Any]:
        try:
            spec, handler = self.handlers[FunctionName]
        except KeyError:
            body: dict[str, Any] = {
                "errorType": "ResourceNotFoundException",
                "errorMessage": f"no local handler for {FunctionName}",
            }
            return {
                "StatusCode": 200,
                "FunctionError": "Unhandled",
                "Payload": io.BytesIO(json.dumps(body).encode()),
            }
        raw = Payload.decode() if isinstance(Payload, bytes) else (Payload or "{}")
        event = json.loads(raw) if raw else {}
        context = LambdaContext(
            function_name=spec.local_function_name,
            invoked_function_arn=spec.local_arn(),
            memory_limit_in_mb=spec.memory_mb,
            timeout_s=spec.timeout_s,
            aws_request_id=str(uuid.uuid4()),
        )
        try:
            result = handler(event, context)
        except Exception as exc:  # the Lambda runtime's contract: report, don't raise
            body = {
                "errorType": type(exc).__name__,
                "errorMessage": str(exc),
                "stackTrace": traceback.format_tb(exc.__traceback__)[-3:],
            }
            return {
                "StatusCode": 200,
                "FunctionError": "Unhandled",
                "Payload": io.BytesIO(json.dumps(body).encode()),
            }
        return {"StatusCode": 200, "Payload": io.BytesIO(json.dumps(result, default=str).encode())}


def render_definition(asl_text: str, substitutions: Mapping[str, str]) -> str:
    """Fill `${Name}` placeholders like CDK's definition_substitutions; an unknown placeholder is an error."""
    out = asl_text
    for key, value in substitutions.items():
        out = out.replace("${" + key + "}", value)
    if "${" in out:
        start = out.index("${")
        raise ValueError(f"unresolved placeholder {out[start : out.index('}', start) + 1]} in state machine")
    return out


_programs: dict[
    str, Any
] = {}  # definition text -> moto's program, never evaluated itself (copied for each run)
_programs_lock = threading.Lock()
_MAX_PROGRAMS = 64


def _install_program_cache() -> None:
    """Make moto's execution worker take each execution's program from a cache of parsed definitions.

    The cached program is a prototype that no execution runs: each execution evaluates its own deep copy,
    built exactly as moto builds it (same definition text, same parser), so the cache changes nothing an
    execution sees and nothing is shared between concurrent executions. Installed once per process."""
    from moto.stepfunctions.parser.asl.parse.asl_parser import AmazonStateLanguageParser
    from moto.stepfunctions.parser.backend.execution_worker import ExecutionWorker

    if getattr(ExecutionWorker._get_evaluation_entrypoint, "_clausetrail_cached", False):
        return

    def entrypoint(self: Any) -> Any:
        definition: str = self._evaluation_details.state_machine_details.definition
        prototype = _programs.get(definition)
        if prototype is None:
            prototype, _tree = AmazonStateLanguageParser.parse(definition)  # raises on a syntax error
            with _programs_lock:
                if len(_programs) >= _MAX_PROGRAMS:
                    _programs.clear()
                _programs[definition] = prototype
        return copy.deepcopy(prototype)

    entrypoint._clausetrail_cached = True  # type: ignore[attr-defined]
    ExecutionWorker._get_evaluation_entrypoint = entrypoint  # type: ignore[method-assign]


class LocalStepFunctions(StepFunctionsWorkflows):
    """Creates every registry state machine in moto and runs executions against in-process handlers."""

    _lock = threading.Lock()

    def __init__(self, handler_overrides: Mapping[str, Handler] | None = None) -> None:
        import boto3
        from moto import mock_aws
        from moto.stepfunctions.parser.asl.component.state.exec.state_task import lambda_eval_utils

        self._mock = mock_aws(
            config={"stepfunctions": {"execute_state_machine": True}, "lambda": {"use_docker": False}}
        )
        self._mock.start()
        _install_program_cache()
        overrides = dict(handler_overrides or {})
        table: dict[str, tuple[registry.FunctionSpec, Handler]] = {}
        for spec in registry.FUNCTIONS:
            handler = overrides.get(spec.name) or _lazy_handler(spec)
            table[spec.local_arn()] = (spec, handler)
            table[spec.local_function_name] = (spec, handler)
        self.lambda_client = InProcessLambdaClient(table)
        self._lambda_eval_utils = lambda_eval_utils
        self._original_client_for = lambda_eval_utils.boto_client_for
        original = self._original_client_for
        fake = self.lambda_client

        def client_for(region: str, service: str, state_credentials: Any = None) -> Any:
            if service == "lambda":
                return fake
            return original(region=region, service=service, state_credentials=state_credentials)

        lambda_eval_utils.boto_client_for = client_for
        self.client = boto3.client(
            "stepfunctions",
            region_name=registry.LOCAL_REGION,
            aws_access_key_id="local",
            aws_secret_access_key="local",
        )
        subs = registry.substitutions(lambda s: s.local_arn())
        self.arns: dict[str, str] = {}
        for sm in registry.STATE_MACHINES:
            definition = render_definition(sm.asl_path.read_text(encoding="utf-8"), subs)
            resp = self.client.create_state_machine(
                name=f"clausetrail-{sm.name}",
                definition=definition,
                roleArn=f"arn:aws:iam::{registry.LOCAL_ACCOUNT}:role/clausetrail-local",
            )
            self.arns[sm.name] = resp["stateMachineArn"]

    # --- WorkflowPort ----------------------------------------------------------------------------
    def start(self, state_machine: str, name: str, payload: dict[str, Any]) -> str:
        name = execution_name(name)  # Step Functions' alphabet and 80 characters, whatever the caller passes
        arn = self.arns[state_machine]
        exec_arn = arn.replace(":stateMachine:", ":execution:") + f":{name}"
        info: ExecutionInfo | None = self.describe(exec_arn)
        if info is not None and info.status == "NOT_FOUND":
            info = None
        if info is not None and info.status == "RUNNING":
            return exec_arn  # same name already running: never start a twin
        if info is not None:
            # finished: a local rerun ("start again with the same input") gets a fresh suffix
            name = execution_name(name, f"r{uuid.uuid4().hex[:6]}")
        resp = self.client.start_execution(
            stateMachineArn=arn, name=name, input=json.dumps(payload, sort_keys=True, default=str)
        )
        started: str = resp["executionArn"]
        return started

    # --- local conveniences ----------------------------------------------------------------------
    def wait(self, execution_arn: str, timeout_s: float = 600.0, poll_s: float = 0.05) -> ExecutionInfo:
        deadline = time.monotonic() + timeout_s
        while True:
            info = self.describe(execution_arn)
            if info.status in TERMINAL:
                return info
            if time.monotonic() > deadline:
                raise TimeoutError(f"execution {execution_arn} still {info.status} after {timeout_s}s")
            time.sleep(poll_s)

    def history(self, execution_arn: str) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = self.client.get_execution_history(executionArn=execution_arn)["events"]
        return events

    def close(self) -> None:
        self._lambda_eval_utils.boto_client_for = self._original_client_for
        self._mock.stop()


def _lazy_handler(spec: registry.FunctionSpec) -> Handler:
    loaded: list[Handler] = []

    def call(event: dict[str, Any], context: Any) -> Any:
        if not loaded:
            loaded.append(spec.load_handler())
        return loaded[0](event, context)

    return call
