"""Claim intake queue: encrypted, TLS-only, DLQ after 5 receives with an alarm, consumed only by ClaimQueue."""

from __future__ import annotations

import json
from typing import Any

import pytest

from clausetrail.workflow import registry
from clausetrail.workflow.registry import FunctionSpec
from infra.queue import MAX_RECEIVE_COUNT
from infra.stacks import consumer_timeout
from tests.infra.cdk_helpers import function_logical_ids, function_roles, roles_granting
from tests.infra.conftest import Synthesized

FOURTEEN_DAYS_S = 14 * 24 * 3600


def _queues(synthesized: Synthesized) -> tuple[tuple[str, dict[str, Any]], tuple[str, dict[str, Any]]]:
    """(intake queue, dead-letter queue): the one with a redrive policy and the one it points at."""
    queues = synthesized.app_resources("AWS::SQS::Queue")
    assert len(queues) == 2
    (intake_id,) = [k for k, v in queues.items() if "RedrivePolicy" in v["Properties"]]
    dlq_id = queues[intake_id]["Properties"]["RedrivePolicy"]["deadLetterTargetArn"]["Fn::GetAtt"][0]
    return (intake_id, queues[intake_id]["Properties"]), (dlq_id, queues[dlq_id]["Properties"])


def test_intake_queue_sends_a_message_to_the_dlq_after_five_receives(synthesized: Synthesized) -> None:
    (_, intake), (dlq_id, dlq) = _queues(synthesized)
    assert intake["RedrivePolicy"]["maxReceiveCount"] == MAX_RECEIVE_COUNT == 5
    assert dlq["MessageRetentionPeriod"] == FOURTEEN_DAYS_S
    # a moved message keeps its first enqueue time: the DLQ must outlive the source queue's retention
    assert intake["MessageRetentionPeriod"] < dlq["MessageRetentionPeriod"]
    assert "RedrivePolicy" not in dlq
    assert dlq_id.startswith("ClaimIntakeDeadLetters")


def test_both_queues_are_encrypted_and_deny_requests_without_tls(synthesized: Synthesized) -> None:
    (intake_id, intake), (dlq_id, dlq) = _queues(synthesized)
    assert intake["SqsManagedSseEnabled"] is True
    assert dlq["SqsManagedSseEnabled"] is True
    enforced: set[str] = set()
    for policy in synthesized.app_resources("AWS::SQS::QueuePolicy").values():
        for statement in policy["Properties"]["PolicyDocument"]["Statement"]:
            if statement["Effect"] == "Deny" and statement.get("Condition") == {
                "Bool": {"aws:SecureTransport": "false"}
            }:
                enforced.update(q["Ref"] for q in policy["Properties"]["Queues"])
    assert enforced == {intake_id, dlq_id}


def test_an_alarm_fires_on_any_message_in_the_dlq(synthesized: Synthesized) -> None:
    (_, _), (dlq_id, _) = _queues(synthesized)
    (alarm,) = [
        a
        for a in synthesized.app_resources("AWS::CloudWatch::Alarm").values()
        if a["Properties"].get("Namespace") == "AWS/SQS"
    ]
    props = alarm["Properties"]
    assert props["Namespace"] == "AWS/SQS"
    assert props["MetricName"] == "ApproximateNumberOfMessagesVisible"
    assert props["Dimensions"] == [{"Name": "QueueName", "Value": {"Fn::GetAtt": [dlq_id, "QueueName"]}}]
    assert props["ComparisonOperator"] == "GreaterThanThreshold"
    assert props["Threshold"] == 0
    assert props["TreatMissingData"] == "notBreaching"


def test_claim_queue_function_consumes_the_queue_with_partial_batch_failures(
    synthesized: Synthesized,
) -> None:
    (intake_id, intake), _ = _queues(synthesized)
    ids = function_logical_ids(synthesized.app_json)
    (mapping,) = synthesized.app_resources("AWS::Lambda::EventSourceMapping").values()
    props = mapping["Properties"]
    assert props["EventSourceArn"] == {"Fn::GetAtt": [intake_id, "Arn"]}
    assert props["FunctionName"] == {"Ref": ids["ClaimQueue"]}
    assert props["FunctionResponseTypes"] == ["ReportBatchItemFailures"]
    # a message is never handed to a second invocation while the first may still run
    timeout = synthesized.app_json["Resources"][ids["ClaimQueue"]]["Properties"]["Timeout"]
    assert intake["VisibilityTimeout"] >= 6 * timeout


def test_only_the_api_function_can_send_to_the_queue(synthesized: Synthesized) -> None:
    (intake_id, _), _ = _queues(synthesized)
    roles = function_roles(synthesized.app_json)
    senders = roles_granting(synthesized.app_json, "sqs:SendMessage")
    assert set(senders) == {roles["Api"]}
    assert senders[roles["Api"]] == [{"Fn::GetAtt": [intake_id, "Arn"]}]
    assert roles_granting(synthesized.data_json, "sqs:SendMessage") == {}
    assert {s.name for s in registry.FUNCTIONS if registry.ENQUEUE_CLAIMS in s.needs} == {"Api"}


def test_queue_url_is_given_to_senders_only_and_consume_rights_to_consumers_only(
    synthesized: Synthesized,
) -> None:
    (intake_id, _), _ = _queues(synthesized)
    roles = function_roles(synthesized.app_json)
    ids = function_logical_ids(synthesized.app_json)
    receivers = roles_granting(synthesized.app_json, "sqs:ReceiveMessage")
    for spec in registry.FUNCTIONS:
        env = synthesized.app_json["Resources"][ids[spec.name]]["Properties"]["Environment"]["Variables"]
        assert ("CLAUSETRAIL_CLAIM_QUEUE_URL" in env) == (registry.ENQUEUE_CLAIMS in spec.needs), spec.name
        assert (roles[spec.name] in receivers) == (registry.CONSUME_CLAIMS in spec.needs), spec.name
    api_env = synthesized.app_json["Resources"][ids["Api"]]["Properties"]["Environment"]["Variables"]
    assert api_env["CLAUSETRAIL_CLAIM_QUEUE_URL"] == {"Ref": intake_id}
    assert json.dumps(receivers[roles["ClaimQueue"]]) == json.dumps([{"Fn::GetAtt": [intake_id, "Arn"]}])


def test_queue_visibility_follows_the_slowest_consumer_and_a_queue_needs_one() -> None:
    def spec(name: str, timeout: int, needs: frozenset[str]) -> FunctionSpec:
        return FunctionSpec(name, "claim_queue", name, 512, timeout, needs)

    consumers = [
        spec("A", 60, frozenset({registry.CONSUME_CLAIMS})),
        spec("B", 90, frozenset({registry.CONSUME_CLAIMS})),
        spec("C", 900, frozenset({registry.DB})),  # not a consumer: its timeout does not count
    ]
    assert consumer_timeout(consumers).to_seconds() == 90
    with pytest.raises(ValueError, match="no consumer"):
        consumer_timeout([spec("C", 900, frozenset({registry.DB}))])
