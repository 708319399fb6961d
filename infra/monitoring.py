"""Ops on AWS (issue 11 item 3): one CloudWatch dashboard and the alarms, all notifying the alarm topic.

Alarms (README "Runbook" says what each means and what to do; thresholds are CDK context, defaults in
cdk.json):

* `ExecutionsFailed` of each state machine (any failed, timed-out or aborted execution in 5 minutes);
* `Errors` and `Throttles` of each Lambda function (above `alarmLambdaErrors` / `alarmLambdaThrottles` in
  5 minutes);
* the custom metrics the handlers emit (namespace `ClauseTrail`, dimension `service`, names in
  `clausetrail.observability`): reviews past due, CRC backlog, auto-decision rate (AutoDecided / Decided
  over an hour, judged only from `alarmAutoDecisionMinClaims` decisions), model spend per hour
  (ModelUsdMicros: claim extraction and policy-terms passes), Textract errors per hour.

The intake DLQ alarm lives with its queue (`infra/queue.py`); the dashboard shows it with the others.
"""

from __future__ import annotations

from collections.abc import Mapping

from aws_cdk import Duration
from aws_cdk import aws_cloudwatch as cloudwatch
from aws_cdk import aws_cloudwatch_actions as cloudwatch_actions
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_sns as sns
from aws_cdk import aws_sqs as sqs
from aws_cdk import aws_stepfunctions as sfn
from constructs import Construct

from clausetrail import observability as obs
from infra.config import InfraConfig
from infra.environment import POWERTOOLS_ENVIRONMENT
from infra.workflows import pascal

NAMESPACE = POWERTOOLS_ENVIRONMENT["POWERTOOLS_METRICS_NAMESPACE"]
#: Powertools adds the service as the one dimension of every metric it emits
DIMENSIONS = {"service": POWERTOOLS_ENVIRONMENT["POWERTOOLS_SERVICE_NAME"]}
FIVE_MINUTES = Duration.minutes(5)
ONE_HOUR = Duration.hours(1)
USD_MICROS = 1_000_000

GT = cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD
LT = cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD


def custom_metric(name: str, statistic: str, period: Duration, label: str | None = None) -> cloudwatch.Metric:
    """A metric the handlers emit through `clausetrail.observability`."""
    return cloudwatch.Metric(
        namespace=NAMESPACE,
        metric_name=name,
        dimensions_map=DIMENSIONS,
        statistic=statistic,
        period=period,
        label=label,
    )


def auto_decision_rate(min_claims: int) -> cloudwatch.MathExpression:
    """Percent of an hour's decisions made without a person; no value for an hour with fewer than
    `min_claims` decisions (IF without a false branch returns no data point), so a quiet hour never alarms."""
    return cloudwatch.MathExpression(
        expression=f"IF(decided >= {min_claims}, 100 * auto / decided)",
        using_metrics={
            "auto": custom_metric(obs.AUTO_DECIDED, cloudwatch.Stats.SUM, ONE_HOUR),
            "decided": custom_metric(obs.DECIDED, cloudwatch.Stats.SUM, ONE_HOUR),
        },
        period=ONE_HOUR,
        label="Auto-decided %",
    )


class Monitoring(Construct):
    """`dashboard`, and `alarms` by name (each with one action: the alarm topic)."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        config: InfraConfig,
        topic: sns.ITopic,
        functions: Mapping[str, lambda_.IFunction],
        state_machines: Mapping[str, sfn.IStateMachine],
        dead_letters: sqs.IQueue,
        dead_letter_alarm: cloudwatch.IAlarm,
    ) -> None:
        super().__init__(scope, construct_id)
        self.prefix = f"clausetrail-{config.environment_name}"
        self.topic = topic
        self.alarms: dict[str, cloudwatch.Alarm] = {}

        for name, machine in state_machines.items():
            self._alarm(
                f"{pascal(name)}ExecutionsFailed",
                machine.metric_failed(period=FIVE_MINUTES, statistic=cloudwatch.Stats.SUM),
                0,
                GT,
                f"An execution of {name} failed, timed out or was aborted (ops list / ops why / ops redrive)",
            )
        for name, function in functions.items():
            self._alarm(
                f"{name}Errors",
                function.metric_errors(period=FIVE_MINUTES, statistic=cloudwatch.Stats.SUM),
                config.alarm_lambda_errors,
                GT,
                f"The {name} function failed more than {config.alarm_lambda_errors} times in 5 minutes",
            )
            self._alarm(
                f"{name}Throttles",
                function.metric_throttles(period=FIVE_MINUTES, statistic=cloudwatch.Stats.SUM),
                config.alarm_lambda_throttles,
                GT,
                f"Invocations of {name} were throttled more than {config.alarm_lambda_throttles} times "
                "in 5 minutes (account concurrency)",
            )
        # gauges emitted when a claim starts or escalates a wait: the state holds until the next value
        self._alarm(
            "ReviewsPastDue",
            custom_metric(obs.REVIEWS_PAST_DUE, cloudwatch.Stats.MAXIMUM, ONE_HOUR),
            config.alarm_reviews_past_due,
            GT,
            f"More than {config.alarm_reviews_past_due} claims wait for an adjuster past the review deadline",
            missing=cloudwatch.TreatMissingData.IGNORE,
        )
        self._alarm(
            "CrcBacklog",
            custom_metric(obs.CRC_BACKLOG, cloudwatch.Stats.MAXIMUM, ONE_HOUR),
            config.alarm_crc_backlog,
            GT,
            f"More than {config.alarm_crc_backlog} claims wait for Claims Review Committee votes",
            missing=cloudwatch.TreatMissingData.IGNORE,
        )
        self._alarm(
            "AutoDecisionRate",
            auto_decision_rate(config.alarm_auto_decision_min_claims),
            config.alarm_auto_decision_min_percent,
            LT,
            f"Less than {config.alarm_auto_decision_min_percent:g}% of the last hour's decisions (at least "
            f"{config.alarm_auto_decision_min_claims}) were automatic: kill switch on, terms incomplete, or "
            "the rules or the gate sending everything to a person",
        )
        self._alarm(
            "ModelSpend",
            custom_metric(obs.MODEL_USD_MICROS, cloudwatch.Stats.SUM, ONE_HOUR),
            config.alarm_model_usd_per_hour * USD_MICROS,
            GT,
            f"Model spend went above {config.alarm_model_usd_per_hour:g} USD in an hour (ModelUsdMicros)",
        )
        self._alarm(
            "TextractErrors",
            custom_metric(obs.TEXTRACT_ERRORS, cloudwatch.Stats.SUM, ONE_HOUR),
            config.alarm_textract_errors_per_hour,
            GT,
            f"More than {config.alarm_textract_errors_per_hour} OCR/claim-extraction attempts failed on "
            "Textract in an hour",
        )
        self.dashboard = self._dashboard(functions, state_machines, dead_letters, dead_letter_alarm, config)

    def _alarm(
        self,
        name: str,
        metric: cloudwatch.IMetric,
        threshold: float,
        comparison: cloudwatch.ComparisonOperator,
        description: str,
        *,
        missing: cloudwatch.TreatMissingData = cloudwatch.TreatMissingData.NOT_BREACHING,
    ) -> cloudwatch.Alarm:
        alarm = cloudwatch.Alarm(
            self,
            name,
            alarm_name=f"{self.prefix}-{name}",
            alarm_description=description,
            metric=metric,
            threshold=threshold,
            comparison_operator=comparison,
            evaluation_periods=1,
            treat_missing_data=missing,
        )
        alarm.add_alarm_action(cloudwatch_actions.SnsAction(self.topic))
        self.alarms[name] = alarm
        return alarm

    def _dashboard(
        self,
        functions: Mapping[str, lambda_.IFunction],
        state_machines: Mapping[str, sfn.IStateMachine],
        dead_letters: sqs.IQueue,
        dead_letter_alarm: cloudwatch.IAlarm,
        config: InfraConfig,
    ) -> cloudwatch.Dashboard:
        dashboard = cloudwatch.Dashboard(self, "Dashboard", dashboard_name=f"{self.prefix}-ops")

        def graph(
            title: str,
            metrics: list[cloudwatch.IMetric],
            left_annotations: list[cloudwatch.HorizontalAnnotation] | None = None,
        ) -> cloudwatch.GraphWidget:
            return cloudwatch.GraphWidget(
                title=title, left=metrics, left_annotations=left_annotations, width=8, height=6
            )

        rate = auto_decision_rate(config.alarm_auto_decision_min_claims)
        dashboard.add_widgets(
            cloudwatch.AlarmStatusWidget(
                title="Alarms",
                alarms=[dead_letter_alarm, *self.alarms.values()],
                width=24,
                height=4,
            )
        )
        dashboard.add_widgets(
            graph(
                "Decisions per hour",
                [
                    custom_metric(obs.DECIDED, cloudwatch.Stats.SUM, ONE_HOUR, "Decided"),
                    custom_metric(obs.AUTO_DECIDED, cloudwatch.Stats.SUM, ONE_HOUR, "Auto-decided"),
                ],
            ),
            graph(
                "Auto-decision rate (%)",
                [rate],
                left_annotations=[
                    cloudwatch.HorizontalAnnotation(
                        value=config.alarm_auto_decision_min_percent, label="alarm below"
                    )
                ],
            ),
            graph(
                "Gate routes per hour",
                [
                    custom_metric(metric, cloudwatch.Stats.SUM, ONE_HOUR, route)
                    for route, metric in obs.ROUTED.items()
                ],
            ),
        )
        dashboard.add_widgets(
            graph(
                "Waiting for people",
                [
                    custom_metric(
                        obs.REVIEWS_PAST_DUE, cloudwatch.Stats.MAXIMUM, ONE_HOUR, "Reviews past due"
                    ),
                    custom_metric(obs.CRC_BACKLOG, cloudwatch.Stats.MAXIMUM, ONE_HOUR, "CRC backlog"),
                ],
            ),
            graph(
                "Escalations per hour",
                [
                    custom_metric(obs.REVIEW_ESCALATED, cloudwatch.Stats.SUM, ONE_HOUR, "Review timed out"),
                    custom_metric(obs.CRC_ESCALATED, cloudwatch.Stats.SUM, ONE_HOUR, "CRC vote timed out"),
                ],
            ),
            graph(
                "Claim intake DLQ",
                [
                    dead_letters.metric_approximate_number_of_messages_visible(
                        period=Duration.minutes(1), statistic=cloudwatch.Stats.MAXIMUM
                    )
                ],
            ),
        )
        dashboard.add_widgets(
            graph(
                "Model spend per hour (USD micros)",
                [custom_metric(obs.MODEL_USD_MICROS, cloudwatch.Stats.SUM, ONE_HOUR, "ModelUsdMicros")],
                left_annotations=[
                    cloudwatch.HorizontalAnnotation(
                        value=config.alarm_model_usd_per_hour * USD_MICROS, label="alarm above"
                    )
                ],
            ),
            graph(
                "Textract errors per hour",
                [custom_metric(obs.TEXTRACT_ERRORS, cloudwatch.Stats.SUM, ONE_HOUR, "TextractErrors")],
            ),
            graph(
                "Executions (5 min)",
                [
                    metric
                    for name, machine in state_machines.items()
                    for metric in (
                        machine.metric_started(period=FIVE_MINUTES, label=f"{name} started"),
                        machine.metric_failed(period=FIVE_MINUTES, label=f"{name} failed"),
                    )
                ],
            ),
        )
        dashboard.add_widgets(
            cloudwatch.GraphWidget(
                title="Lambda errors (5 min)",
                left=[
                    function.metric_errors(period=FIVE_MINUTES, statistic=cloudwatch.Stats.SUM, label=name)
                    for name, function in functions.items()
                ],
                width=12,
                height=6,
            ),
            cloudwatch.GraphWidget(
                title="Lambda throttles (5 min)",
                left=[
                    function.metric_throttles(period=FIVE_MINUTES, statistic=cloudwatch.Stats.SUM, label=name)
                    for name, function in functions.items()
                ],
                width=12,
                height=6,
            ),
        )
        return dashboard
