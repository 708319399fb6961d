"""The local Step Functions adapter: real ASL, moto's interpreter, in-process handlers."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from clausetrail.domain.errors import DocumentError, TransientError
from clausetrail.workflow.local_sfn import LocalStepFunctions

pytestmark = pytest.mark.xdist_group("sfn")


class Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.embed_remaining = [3, 0]
        self.fail_with: dict[str, Exception] = {}
        self.fail_times: dict[str, int] = {}

    def handler(self, name: str, result: dict[str, Any]) -> Any:
        def call(event: dict[str, Any], context: Any) -> dict[str, Any]:
            self.calls.append((name, event))
            assert context.function_name.startswith("clausetrail-")
            if name in self.fail_with and self.fail_times.get(name, 1) > 0:
                self.fail_times[name] = self.fail_times.get(name, 1) - 1
                raise self.fail_with[name]
            if name == "IngestEmbed":
                return {"remaining": self.embed_remaining.pop(0)}
            return result

        return call

    def names(self) -> list[str]:
        return [n for n, _ in self.calls]


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()


@pytest.fixture
def sfn(recorder: Recorder) -> Iterator[LocalStepFunctions]:
    overrides = {
        name: recorder.handler(name, {"ok": name})
        for name in (
            "IngestValidate",
            "IngestOcr",
            "IngestChunk",
            "IngestEmbed",
            "ExtractPass",
            "ExtractPassFailed",
            "ScoreTerms",
            "IngestFinalize",
            "IngestFail",
        )
    }
    runner = LocalStepFunctions(handler_overrides=overrides)
    yield runner
    runner.close()


def test_happy_path_runs_every_stage_in_order_and_loops_embedding(
    sfn: LocalStepFunctions, recorder: Recorder
) -> None:
    arn = sfn.start("ingest_policy", "pv_happy", {"policy_id": "p1", "version_id": "pv_happy"})
    info = sfn.wait(arn, timeout_s=60)
    assert info.status == "SUCCEEDED"
    names = recorder.names()
    assert names[:5] == ["IngestValidate", "IngestOcr", "IngestChunk", "IngestEmbed", "IngestEmbed"]
    # the Map runs one invocation per extraction pass, then scoring, then finalize
    passes = sorted(event["pass_number"] for name, event in recorder.calls if name == "ExtractPass")
    assert passes == [1, 2, 3, 4, 5, 6, 7]
    assert names[-2:] == ["ScoreTerms", "IngestFinalize"]
    # results accumulate under their ResultPath; the original input travels along
    assert info.output is not None
    assert info.output["version_id"] == "pv_happy"
    assert info.output["layout"] == {"ok": "IngestOcr"}
    assert info.output["result"] == {"ok": "IngestFinalize"}


def test_document_error_is_caught_and_recorded_by_the_fail_stage(
    sfn: LocalStepFunctions, recorder: Recorder
) -> None:
    recorder.fail_with["IngestValidate"] = DocumentError(
        "the PDF is password protected", code="PDF_ENCRYPTED"
    )
    arn = sfn.start("ingest_policy", "pv_bad", {"policy_id": "p1", "version_id": "pv_bad"})
    info = sfn.wait(arn, timeout_s=60)
    assert info.status == "FAILED"
    assert info.error == "IngestionFailed"
    assert recorder.names() == ["IngestValidate", "IngestFail"]  # a DocumentError is not retried
    fail_event = recorder.calls[-1][1]
    assert fail_event["error"]["Error"] == "DocumentError"
    cause = json.loads(fail_event["error"]["Cause"])
    assert cause["errorMessage"] == "PDF_ENCRYPTED: the PDF is password protected"


def test_transient_error_is_retried_then_succeeds(sfn: LocalStepFunctions, recorder: Recorder) -> None:
    recorder.fail_with["IngestChunk"] = TransientError("database unavailable")
    recorder.fail_times["IngestChunk"] = 1
    arn = sfn.start("ingest_policy", "pv_retry", {"policy_id": "p1", "version_id": "pv_retry"})
    info = sfn.wait(arn, timeout_s=60)
    assert info.status == "SUCCEEDED"
    assert recorder.names().count("IngestChunk") == 2
    assert "IngestFail" not in recorder.names()


def test_starting_a_running_execution_again_does_not_start_a_twin(
    sfn: LocalStepFunctions, recorder: Recorder
) -> None:
    first = sfn.start("ingest_policy", "pv_twin", {"policy_id": "p1", "version_id": "pv_twin"})
    second = sfn.start("ingest_policy", "pv_twin", {"policy_id": "p1", "version_id": "pv_twin"})
    sfn.wait(first, timeout_s=60)
    if second != first:  # the first had already finished: a rerun is a new execution, by design
        sfn.wait(second, timeout_s=60)
        assert recorder.names().count("IngestValidate") == 2
    else:
        assert recorder.names().count("IngestValidate") == 1


def test_each_execution_gets_its_own_copy_of_one_cached_program(
    sfn: LocalStepFunctions, recorder: Recorder
) -> None:
    from types import SimpleNamespace

    from moto.stepfunctions.parser.backend.execution_worker import ExecutionWorker

    from clausetrail.workflow import local_sfn

    first = sfn.start("ingest_policy", "pv_cache_1", {"policy_id": "p1", "version_id": "pv_cache_1"})
    assert sfn.wait(first, timeout_s=60).status == "SUCCEEDED"
    definition = sfn.client.describe_state_machine(stateMachineArn=sfn.arns["ingest_policy"])["definition"]
    assert definition in local_sfn._programs  # parsed once, kept for the next execution
    worker = SimpleNamespace(
        _evaluation_details=SimpleNamespace(state_machine_details=SimpleNamespace(definition=definition))
    )
    one = ExecutionWorker._get_evaluation_entrypoint(worker)  # type: ignore[arg-type]
    two = ExecutionWorker._get_evaluation_entrypoint(worker)  # type: ignore[arg-type]
    prototype = local_sfn._programs[definition]
    for program in (one, two):  # no state object is shared between executions, nor with the prototype
        assert program is not prototype and program.states is not prototype.states
        assert not {id(s) for s in program.states.states.values()} & {
            id(s) for s in prototype.states.states.values()
        }
    assert one is not two and one.states is not two.states
    assert one.start_at.start_at_name == two.start_at.start_at_name == "ValidateDocument"
    recorder.calls.clear()
    recorder.embed_remaining = [0]
    second = sfn.start("ingest_policy", "pv_cache_2", {"policy_id": "p1", "version_id": "pv_cache_2"})
    assert sfn.wait(second, timeout_s=60).status == "SUCCEEDED"
    assert recorder.names()[0] == "IngestValidate" and recorder.names()[-1] == "IngestFinalize"
