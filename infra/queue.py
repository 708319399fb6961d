"""The claim intake queue (SPEC §1, §3 stage 1): `POST /v1/claims` enqueues, `ClaimQueue` starts executions.

A message only carries `{"claim_id": ...}`; the claim itself is already stored in Aurora when it is sent,
so SQS-managed encryption (no key for the functions to be granted) is enough. A message the consumer fails
on `MAX_RECEIVE_COUNT` times moves to the dead-letter queue, whose depth raises an alarm.
"""

from __future__ import annotations

from aws_cdk import Duration
from aws_cdk import aws_cloudwatch as cloudwatch
from aws_cdk import aws_cloudwatch_actions as cloudwatch_actions
from aws_cdk import aws_iam as iam
from aws_cdk import aws_kms as kms
from aws_cdk import aws_sns as sns
from aws_cdk import aws_sns_subscriptions as subscriptions
from aws_cdk import aws_sqs as sqs
from constructs import Construct

MAX_RECEIVE_COUNT = 5
# SQS keeps a message's first enqueue time when it moves it to the DLQ, so the DLQ must keep messages
# longer than the source queue does, or a dead letter could expire on arrival.
QUEUE_RETENTION = Duration.days(4)
DEAD_LETTER_RETENTION = Duration.days(14)
# AWS guidance for Lambda consumers: visibility timeout at least six times the function timeout, so a
# message is not handed to a second invocation while the first one (with its retries) still runs.
VISIBILITY_FACTOR = 6


class ClaimIntakeQueue(Construct):
    """`queue` (with `dead_letters` behind it) and `dead_letter_alarm` (any message in the DLQ)."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        consumer_timeout: Duration,
        alarm_topic: sns.ITopic,
    ) -> None:
        super().__init__(scope, construct_id)
        self.dead_letters = sqs.Queue(
            self,
            "DeadLetters",
            retention_period=DEAD_LETTER_RETENTION,
            encryption=sqs.QueueEncryption.SQS_MANAGED,
            enforce_ssl=True,
        )
        self.queue = sqs.Queue(
            self,
            "Queue",
            retention_period=QUEUE_RETENTION,
            visibility_timeout=Duration.seconds(VISIBILITY_FACTOR * consumer_timeout.to_seconds()),
            encryption=sqs.QueueEncryption.SQS_MANAGED,
            enforce_ssl=True,
            dead_letter_queue=sqs.DeadLetterQueue(
                max_receive_count=MAX_RECEIVE_COUNT, queue=self.dead_letters
            ),
        )
        self.dead_letter_alarm = cloudwatch.Alarm(
            self,
            "DeadLettersAlarm",
            alarm_description=(
                "Claims whose adjudication could not be started after "
                f"{MAX_RECEIVE_COUNT} attempts are waiting in the claim intake DLQ"
            ),
            metric=self.dead_letters.metric_approximate_number_of_messages_visible(
                period=Duration.minutes(1), statistic=cloudwatch.Stats.MAXIMUM
            ),
            threshold=0,
            comparison_operator=cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
            evaluation_periods=1,
            treat_missing_data=cloudwatch.TreatMissingData.NOT_BREACHING,
        )
        self.dead_letter_alarm.add_alarm_action(cloudwatch_actions.SnsAction(alarm_topic))


class AlarmTopic(Construct):
    """`topic`: where alarms go (the operators subscribe; `alarmEmail` context adds an e-mail subscription).

    Encrypted with a customer-managed key: CloudWatch cannot publish to a topic encrypted with the
    AWS-managed SNS key, so the key policy lets the CloudWatch service encrypt for this topic.
    """

    def __init__(self, scope: Construct, construct_id: str, *, name_prefix: str, email: str | None) -> None:
        super().__init__(scope, construct_id)
        self.key = kms.Key(
            self, "Key", enable_key_rotation=True, description=f"{name_prefix}: alarm topic encryption"
        )
        self.key.add_to_resource_policy(
            iam.PolicyStatement(
                sid="CloudWatchAlarmsPublish",
                principals=[iam.ServicePrincipal("cloudwatch.amazonaws.com")],
                actions=["kms:Decrypt", "kms:GenerateDataKey*"],
                resources=["*"],  # in a key policy, "*" is this key
            )
        )
        self.topic = sns.Topic(
            self,
            "Topic",
            display_name=f"{name_prefix} alarms",
            master_key=self.key,
            enforce_ssl=True,
        )
        if email:
            self.topic.add_subscription(subscriptions.EmailSubscription(email))
