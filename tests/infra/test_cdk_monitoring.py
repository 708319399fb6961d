"""Ops on AWS (issue 11 item 3): the dashboard, every alarm with its metric and threshold, one SNS topic for all
of them, thresholds from CDK context, and the metrics alarmed on are the ones the handlers emit."""

from __future__ import annotations

import json
from typing import Any

import pytest
from aws_cdk import App

from clausetrail import observability as obs
from clausetrail.workflow import registry
from infra.application import cdk_json_context
from infra.config import ALARM_CONTEXT, ConfigError, InfraConfig
from infra.monitoring import DIMENSIONS, NAMESPACE
from infra.workflows import pascal
from tests.infra.cdk_helpers import function_logical_ids
from tests.infra.conftest import Synthesized, flatten_join

PREFIX = "clausetrail-dev"
CUSTOM_DIMENSIONS = [{"Name": "service", "Value": "clausetrail"}]


def _alarms(synthesized: Synthesized) -> dict[str, dict[str, Any]]:
    """Alarm name -> properties, for the alarms of the monitoring construct."""
    return {
        props["AlarmName"]: props
        for logical_id, resource in synthesized.app_resources("AWS::CloudWatch::Alarm").items()
        if logical_id.startswith("Monitoring")
        for props in [resource["Properties"]]
    }


def _topic_ref(synthesized: Synthesized) -> dict[str, str]:
    (topic_id,) = synthesized.app_resources("AWS::SNS::Topic")
    return {"Ref": topic_id}


def _state_machine_ids(synthesized: Synthesized) -> dict[str, str]:
    machines = synthesized.app_resources("AWS::StepFunctions::StateMachine")
    return {
        spec.name: next(k for k in machines if k.startswith(f"Workflows{pascal(spec.name)}"))
        for spec in registry.STATE_MACHINES
    }


def test_the_handlers_emit_in_the_namespace_and_dimension_the_alarms_read() -> None:
    assert NAMESPACE == obs.METRICS_NAMESPACE == "ClauseTrail"
    assert DIMENSIONS == {"service": obs.SERVICE} == {"service": "clausetrail"}


def test_every_alarm_of_the_app_notifies_the_one_alarm_topic(synthesized: Synthesized) -> None:
    topic = _topic_ref(synthesized)
    alarms = synthesized.app_resources("AWS::CloudWatch::Alarm")
    # DLQ (queue.py) + 2 executions + errors and throttles of every function + 5 custom
    assert len(alarms) == 1 + len(registry.STATE_MACHINES) + 2 * len(registry.FUNCTIONS) + 5
    for alarm in alarms.values():
        assert alarm["Properties"]["AlarmActions"] == [topic]
        assert alarm["Properties"].get("OKActions") is None
        assert len(alarm["Properties"]["AlarmDescription"]) > 20


def test_failed_executions_of_each_state_machine_alarm(synthesized: Synthesized) -> None:
    alarms = _alarms(synthesized)
    for name, machine_id in _state_machine_ids(synthesized).items():
        props = alarms[f"{PREFIX}-{pascal(name)}ExecutionsFailed"]
        assert props["Namespace"] == "AWS/States"
        assert props["MetricName"] == "ExecutionsFailed"
        assert props["Dimensions"] == [{"Name": "StateMachineArn", "Value": {"Ref": machine_id}}]
        assert (props["Statistic"], props["Period"], props["Threshold"]) == ("Sum", 300, 0)
        assert props["ComparisonOperator"] == "GreaterThanThreshold"


def test_errors_and_throttles_of_every_function_alarm(synthesized: Synthesized) -> None:
    alarms = _alarms(synthesized)
    for name, function_id in function_logical_ids(synthesized.app_json).items():
        for metric in ("Errors", "Throttles"):
            props = alarms[f"{PREFIX}-{name}{metric}"]
            assert props["Namespace"] == "AWS/Lambda"
            assert props["MetricName"] == metric
            assert props["Dimensions"] == [{"Name": "FunctionName", "Value": {"Ref": function_id}}]
            assert (props["Statistic"], props["Period"], props["Threshold"]) == ("Sum", 300, 0)
            assert props["TreatMissingData"] == "notBreaching"


@pytest.mark.parametrize(
    ("alarm", "metric", "statistic", "threshold", "missing"),
    [
        ("ReviewsPastDue", obs.REVIEWS_PAST_DUE, "Maximum", 0, "ignore"),
        ("CrcBacklog", obs.CRC_BACKLOG, "Maximum", 20, "ignore"),
        ("ModelSpend", obs.MODEL_USD_MICROS, "Sum", 5_000_000, "notBreaching"),  # 5 USD per hour
        ("TextractErrors", obs.TEXTRACT_ERRORS, "Sum", 0, "notBreaching"),
    ],
)
def test_custom_metric_alarms_read_what_the_handlers_emit(
    synthesized: Synthesized, alarm: str, metric: str, statistic: str, threshold: int, missing: str
) -> None:
    props = _alarms(synthesized)[f"{PREFIX}-{alarm}"]
    assert props["Namespace"] == "ClauseTrail"
    assert props["MetricName"] == metric
    assert props["Dimensions"] == CUSTOM_DIMENSIONS
    assert (props["Statistic"], props["Period"]) == (statistic, 3600)
    assert props["Threshold"] == threshold
    assert props["ComparisonOperator"] == "GreaterThanThreshold"
    assert props["TreatMissingData"] == missing


def test_the_auto_decision_rate_alarm_is_metric_math_over_an_hour(synthesized: Synthesized) -> None:
    props = _alarms(synthesized)[f"{PREFIX}-AutoDecisionRate"]
    assert props["ComparisonOperator"] == "LessThanThreshold"
    assert props["Threshold"] == 20
    queries = {q["Id"]: q for q in props["Metrics"]}
    (expression,) = [q for q in queries.values() if "Expression" in q]
    assert expression["Expression"] == "IF(decided >= 10, 100 * auto / decided)"
    assert expression["ReturnData"] is True
    for query_id, name in (("auto", obs.AUTO_DECIDED), ("decided", obs.DECIDED)):
        stat = queries[query_id]["MetricStat"]
        assert stat["Metric"] == {
            "Namespace": "ClauseTrail",
            "MetricName": name,
            "Dimensions": CUSTOM_DIMENSIONS,
        }
        assert (stat["Stat"], stat["Period"]) == ("Sum", 3600)
        assert queries[query_id]["ReturnData"] is False


def _logical_id(ref: dict[str, Any]) -> str:
    """`{"Ref": id}` / `{"Fn::GetAtt": [id, attr]}` inside the dashboard body, as the plain id."""
    return str(ref["Ref"] if "Ref" in ref else ref["Fn::GetAtt"][0])


def test_the_dashboard_shows_every_alarm_and_every_custom_metric(synthesized: Synthesized) -> None:
    (dashboard,) = synthesized.app_resources("AWS::CloudWatch::Dashboard").values()
    assert dashboard["Properties"]["DashboardName"] == f"{PREFIX}-ops"
    body = json.loads(flatten_join(dashboard["Properties"]["DashboardBody"], _logical_id))
    widgets = body["widgets"]
    (status,) = [w for w in widgets if w["type"] == "alarm"]
    alarm_ids = {k for k in synthesized.app_resources("AWS::CloudWatch::Alarm")}
    assert set(status["properties"]["alarms"]) == alarm_ids
    text = json.dumps(widgets)
    for name in (
        obs.DECIDED,
        obs.AUTO_DECIDED,
        *obs.ROUTED.values(),
        obs.REVIEWS_PAST_DUE,
        obs.CRC_BACKLOG,
        obs.REVIEW_ESCALATED,
        obs.CRC_ESCALATED,
        obs.MODEL_USD_MICROS,
        obs.TEXTRACT_ERRORS,
        "ExecutionsFailed",
        "ApproximateNumberOfMessagesVisible",
        "Throttles",
    ):
        assert f'"{name}"' in text, name


def test_the_monitoring_resources_need_no_cdk_nag_acknowledgment(synthesized: Synthesized) -> None:
    report = json.loads((synthesized.outdir / "validation-report.json").read_text())
    assert all(plugin.get("violations", []) == [] for plugin in report["pluginReports"])
    for logical_id, resource in synthesized.app_json["Resources"].items():
        if logical_id.startswith("Monitoring"):
            assert "cdk_nag" not in resource.get("Metadata", {}), logical_id


def test_thresholds_come_from_context_with_the_cdk_json_defaults() -> None:
    context = cdk_json_context()
    defaults = InfraConfig()
    for key, field in ALARM_CONTEXT.items():
        assert context[key] == getattr(defaults, field), key
    config = InfraConfig.from_context(
        App(
            context={
                "alarmAutoDecisionMinPercent": "35.5",
                "alarmAutoDecisionMinClaims": "4",
                "alarmModelUsdPerHour": "2.5",
                "alarmCrcBacklog": "7",
                "alarmLambdaErrors": 3,
            }
        ).node
    )
    assert config.alarm_auto_decision_min_percent == 35.5
    assert config.alarm_auto_decision_min_claims == 4
    assert config.alarm_model_usd_per_hour == 2.5
    assert config.alarm_crc_backlog == 7
    assert config.alarm_lambda_errors == 3


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("alarmAutoDecisionMinPercent", 101),
        ("alarmAutoDecisionMinClaims", 0),
        ("alarmModelUsdPerHour", 0),
        ("alarmCrcBacklog", -1),
        ("alarmLambdaThrottles", "many"),
    ],
)
def test_bad_thresholds_stop_synthesis(key: str, value: object) -> None:
    with pytest.raises(ConfigError):
        InfraConfig.from_context(App(context={key: value}).node)


def test_the_kill_switch_is_a_setting_of_the_gate_function_only_off_by_default(
    synthesized: Synthesized,
) -> None:
    ids = function_logical_ids(synthesized.app_json)
    for name, function_id in ids.items():
        env = synthesized.app_json["Resources"][function_id]["Properties"]["Environment"]["Variables"]
        if name == "ClaimGate":
            assert env["CLAUSETRAIL_KILL_SWITCH"] == "false"
        else:
            assert "CLAUSETRAIL_KILL_SWITCH" not in env, name
    assert cdk_json_context()["killSwitch"] is False
    assert InfraConfig.from_context(App(context={"killSwitch": "true"}).node).kill_switch is True
